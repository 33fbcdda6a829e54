//! An adapter of arbiter's engine protocol (docs/engine-protocol.md) over cozy-chess: how a
//! Rust chess library plugs into `arbiter conformance`.
//!
//! ```sh
//! cargo build --release --example cozy_chess_engine
//! arbiter conformance --engine target/release/examples/cozy_chess_engine
//! ```
//!
//! Every answer is cozy-chess's own; the adapter only translates. cozy-chess writes castling
//! as the king taking its rook (`e1h1`); its `util` functions turn that into UCI's `e1g1`.
//! It has no insufficient-material or repetition ending; its `status()` calls a game drawn
//! once the half-move clock reaches 100 (the Laws make that a claim, 9.3, and end the game
//! only at 150, 9.6.2): the adapter reports that draw as the protocol's one automatic draw by
//! the move clock, `seventy-five-moves`. It answers `legal-moves`, `play`, `state`, `san`,
//! `validate` and `perft`; the claims of Article 9 are not applicable to it.

use std::io::{BufRead, Write};

use cozy_chess::util::{display_san_move, display_uci_move, parse_uci_move};
use cozy_chess::{Board, GameStatus, Move};
use serde_json::{Value, json};

fn legal_moves(board: &Board) -> Vec<Move> {
    let mut out = Vec::new();
    board.generate_moves(|moves| {
        out.extend(moves);
        false
    });
    out
}

fn uci(board: &Board, mv: Move) -> String {
    display_uci_move(board, mv).to_string()
}

/// The board after the request's moves, and the boards before each of them.
fn replay(req: &Value) -> Result<(Board, Vec<Board>), String> {
    let fen = req["fen"].as_str().ok_or("no fen")?;
    let mut board = Board::from_fen(fen, false).map_err(|e| format!("{e:?}"))?;
    let mut history = Vec::new();
    for (i, text) in req["moves"].as_array().into_iter().flatten().enumerate() {
        let text = text.as_str().unwrap_or("");
        let mv = parse_uci_move(&board, text).map_err(|e| format!("move {} ({text}): {e:?}", i + 1))?;
        history.push(board.clone());
        board.try_play(mv).map_err(|_| format!("move {} ({text}) is not legal", i + 1))?;
    }
    Ok((board, history))
}

fn find(board: &Board, text: &str) -> Option<Move> {
    legal_moves(board).into_iter().find(|m| uci(board, *m) == text)
}

fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    legal_moves(board)
        .into_iter()
        .map(|m| {
            let mut next = board.clone();
            next.play_unchecked(m);
            perft(&next, depth - 1)
        })
        .sum()
}

fn answer(req: &Value) -> Result<Value, String> {
    let kind = req["type"].as_str().unwrap_or("");
    if kind == "hello" {
        return Ok(json!({
            "name": "cozy-chess",
            "version": "0.3.4",
            "protocol": 1,
            "capabilities": ["legal-moves", "play", "state", "san", "validate", "perft"],
        }));
    }
    if kind == "validate" {
        return Ok(json!({ "valid": Board::from_fen(req["fen"].as_str().unwrap_or(""), false).is_ok() }));
    }
    let (board, history) = replay(req)?;
    let mv = req["move"].as_str().unwrap_or("");
    Ok(match kind {
        "legal-moves" => {
            json!({ "moves": legal_moves(&board).into_iter().map(|m| uci(&board, m)).collect::<Vec<_>>() })
        }
        "play" => match find(&board, mv) {
            Some(m) => {
                let mut next = board.clone();
                next.play_unchecked(m);
                json!({ "legal": true, "fen": next.to_string() })
            }
            None => json!({ "legal": false }),
        },
        "state" => {
            let has_moves = !legal_moves(&board).is_empty();
            let ending = match board.status() {
                GameStatus::Won => Some("checkmate"),
                GameStatus::Drawn if has_moves => Some("seventy-five-moves"),
                GameStatus::Drawn => Some("stalemate"),
                GameStatus::Ongoing => None,
            };
            let repetitions = 1 + history.iter().filter(|b| b.same_position(&board)).count();
            json!({ "check": !board.checkers().is_empty(), "ending": ending, "repetitions": repetitions })
        }
        "san" => {
            let m = find(&board, mv).ok_or_else(|| format!("{mv} is not legal"))?;
            json!({ "san": display_san_move(&board, m).to_string() })
        }
        "perft" => {
            let depth = req["depth"].as_u64().unwrap_or(1) as u32;
            let mut divide = serde_json::Map::new();
            let mut nodes = 0;
            for m in legal_moves(&board) {
                let mut next = board.clone();
                next.play_unchecked(m);
                let n = perft(&next, depth.saturating_sub(1));
                nodes += n;
                divide.insert(uci(&board, m), n.into());
            }
            json!({ "nodes": nodes, "divide": divide })
        }
        other => return Err(format!("unknown request type {other:?}")),
    })
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let req: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
        if req["type"] == "quit" {
            break;
        }
        let mut reply = match answer(&req) {
            Ok(v) => v,
            Err(e) => json!({ "error": e }),
        };
        reply["id"] = req["id"].clone();
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}
