#!/usr/bin/env node
// arbiter's engine protocol, version 1 (docs/engine-protocol.md), over chess.js.
//
// Run: node adapters/chess.js/adapter.js
// chess.js is found through NODE_PATH, else next to this file, else under
// $ARBITER_TOOLS/chess.js (where scripts/setup.d/engines.sh installs the version that
// package-lock.json pins).
//
// Each answer is what chess.js itself says; the adapter only translates. chess.js has no
// fivefold-repetition or seventy-five-move ending and no dead-position test beyond
// insufficient material; its isGameOver() also counts threefold repetition and fifty moves,
// which the Laws make claims: the adapter reports those as claims.
'use strict';

const path = require('path');
const readline = require('readline');

function load() {
  const tried = [];
  const places = [
    'chess.js',
    path.join(__dirname, 'node_modules', 'chess.js'),
    path.join(process.env.ARBITER_TOOLS || path.join(__dirname, '..', '..', '.tools'), 'chess.js', 'node_modules', 'chess.js'),
  ];
  for (const place of places) {
    try {
      return { lib: require(place), version: require(path.join(path.dirname(require.resolve(place)), '..', '..', 'package.json')).version };
    } catch (e) {
      tried.push(place);
    }
  }
  process.stderr.write(`chess.js not found (tried ${tried.join(', ')}); run scripts/setup\n`);
  process.exit(2);
}

const { lib, version } = load();
const { Chess, validateFen } = lib;

function uci(m) {
  return m.from + m.to + (m.promotion || '');
}

function gameOf(req) {
  const chess = new Chess(req.fen);
  (req.moves || []).forEach((text, i) => {
    const m = { from: text.slice(0, 2), to: text.slice(2, 4) };
    if (text.length > 4) m.promotion = text[4];
    try {
      chess.move(m);
    } catch (e) {
      throw new Error(`move ${i + 1} (${text}) is not legal`);
    }
  });
  return chess;
}

function find(chess, text) {
  return chess.moves({ verbose: true }).find((m) => uci(m) === text);
}

function ending(chess) {
  if (chess.isCheckmate()) return 'checkmate';
  if (chess.isStalemate()) return 'stalemate';
  if (chess.isInsufficientMaterial()) return 'dead-position';
  return null;
}

function answer(req) {
  switch (req.type) {
    case 'hello':
      return {
        name: 'chess.js',
        version,
        protocol: 1,
        capabilities: ['legal-moves', 'play', 'state', 'claims', 'san', 'validate', 'perft'],
      };
    case 'validate':
      return { valid: validateFen(req.fen).ok };
    default:
      break;
  }
  const chess = gameOf(req);
  switch (req.type) {
    case 'legal-moves':
      return { moves: chess.moves({ verbose: true }).map(uci) };
    case 'play': {
      const m = find(chess, req.move);
      if (!m) return { legal: false };
      chess.move(m);
      return { legal: true, fen: chess.fen() };
    }
    case 'state':
      return {
        check: chess.inCheck(),
        ending: ending(chess),
        // chess.js counts positions in a private map; 1.4.0 names it so.
        repetitions: chess._getPositionCount(chess._hash),
      };
    case 'claims':
      return { threefold_repetition: chess.isThreefoldRepetition(), fifty_moves: chess.isDrawByFiftyMoves() };
    case 'san': {
      const m = find(chess, req.move);
      if (!m) throw new Error(`${req.move} is not legal`);
      return { san: m.san };
    }
    case 'perft': {
      const divide = {};
      let nodes = 0;
      for (const m of chess.moves({ verbose: true })) {
        chess.move(m);
        const n = req.depth <= 1 ? 1 : chess.perft(req.depth - 1);
        chess.undo();
        divide[uci(m)] = n;
        nodes += n;
      }
      return { nodes, divide };
    }
    default:
      throw new Error(`unknown request type ${JSON.stringify(req.type)}`);
  }
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on('line', (line) => {
  if (!line.trim()) return;
  let id = null;
  let reply;
  try {
    const req = JSON.parse(line);
    id = req.id === undefined ? null : req.id;
    if (req.type === 'quit') {
      rl.close();
      return;
    }
    reply = answer(req);
  } catch (e) {
    reply = { error: String(e && e.message ? e.message : e) };
  }
  reply.id = id;
  process.stdout.write(JSON.stringify(reply) + '\n');
});
rl.on('close', () => process.exit(0));
