//! Differential test against cozy-chess, an independent MIT-licensed move generator.
//!
//! Checks Article 3 as a whole — the moves of the pieces (3.1–3.8, with en passant
//! 3.7.3.1–2, promotion 3.7.3.3 and castling 3.8.2), check (3.9) and the set of legal moves
//! (3.10.1) — and the game endings it decides, checkmate (5.1.1) and stalemate (5.2.1): at
//! every position of thousands of seeded random games, arbiter and cozy-chess must list the
//! same legal moves, the same checking pieces and the same ending. Both engines play each
//! game move by move, and arbiter's FEN of every position must load in cozy-chess as the
//! position cozy-chess itself reached (so `play_unchecked`, castling rights and the FEN
//! writer agree too), and back in arbiter (strict loading never refuses a reachable
//! position, Article 3.10.3).

mod common;

use std::collections::BTreeSet;

use arbiter::{Color, MoveKind, Position, Rank};
use common::{Rng, STANDARD_PERFT, perft_fens, pick_move};
use cozy_chess::{Board, File, GameStatus, Square};

/// cozy-chess writes castling as the king taking its own rook (`e1h1`); arbiter, like UCI,
/// as the king's two-square move (`e1g1`).
fn cozy_uci(board: &Board, mv: cozy_chess::Move) -> String {
    if board.colors(board.side_to_move()).has(mv.to) {
        let file = if mv.to.file() > mv.from.file() { File::G } else { File::C };
        format!("{}{}", mv.from, Square::new(file, mv.from.rank()))
    } else {
        mv.to_string()
    }
}

fn cozy_moves(board: &Board) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    board.generate_moves(|moves| {
        for mv in moves {
            out.insert(cozy_uci(board, mv));
        }
        false
    });
    out
}

/// The same move for cozy-chess.
fn to_cozy(m: arbiter::Move) -> cozy_chess::Move {
    let uci = match m.kind {
        MoveKind::Castle(side) => {
            let color = if m.from.rank() == Rank::First { Color::White } else { Color::Black };
            format!("{}{}", m.from, side.rook_from(color))
        }
        _ => m.uci(),
    };
    uci.parse().unwrap_or_else(|_| panic!("cozy-chess cannot read {uci}"))
}

/// arbiter's FEN with the half-move clock capped at 100, as cozy-chess keeps it.
fn cozy_fen(pos: &Position) -> String {
    let mut fields: Vec<String> = pos.to_fen().split(' ').map(str::to_owned).collect();
    fields[4] = pos.halfmove_clock().min(100).to_string();
    fields.join(" ")
}

#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    moves: usize,
    en_passant: usize,
    promotions: usize,
    castles: usize,
    checks: usize,
    double_checks: usize,
    checkmates: usize,
    stalemates: usize,
}

/// Compares one position; `board` is cozy-chess's copy of it.
fn compare(pos: &Position, board: &Board, context: &str, tally: &mut Tally) {
    let fen = pos.to_fen();
    let moves = pos.legal_moves();
    let ours: BTreeSet<String> = moves.iter().map(|m| m.uci()).collect();
    assert_eq!(ours.len(), moves.len(), "{context}: duplicate moves in {fen}: {moves:?}");
    let theirs = cozy_moves(board);
    if ours != theirs {
        let only_ours: Vec<&String> = ours.difference(&theirs).collect();
        let only_theirs: Vec<&String> = theirs.difference(&ours).collect();
        panic!(
            "{context}: legal moves differ in {fen}\n  only arbiter: {only_ours:?}\n  only cozy-chess: {only_theirs:?}"
        );
    }

    let our_checkers: BTreeSet<String> = pos.checkers().map(|sq| sq.to_string()).collect();
    let their_checkers: BTreeSet<String> = board.checkers().into_iter().map(|sq| sq.to_string()).collect();
    assert_eq!(our_checkers, their_checkers, "{context}: checkers differ in {fen}");
    assert_eq!(pos.is_check(), !board.checkers().is_empty(), "{context}: check differs in {fen}");

    let mate = moves.is_empty() && pos.is_check();
    let stalemate = moves.is_empty() && !pos.is_check();
    let cozy_can_move = board.generate_moves(|_| true);
    assert_eq!(mate, board.status() == GameStatus::Won, "{context}: checkmate differs in {fen}");
    assert_eq!(stalemate, !cozy_can_move && board.checkers().is_empty(), "{context}: stalemate differs in {fen}");

    // The FEN arbiter writes is the position cozy-chess reached by playing the same moves…
    let loaded: Board = Board::from_fen(&cozy_fen(pos), false)
        .unwrap_or_else(|e| panic!("{context}: cozy-chess refuses arbiter's FEN {fen}: {e:?}"));
    assert!(loaded.same_position(board), "{context}: arbiter's {fen} is not cozy-chess's {board}");
    // …and arbiter loads it back, strictly, as the same position.
    let back = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{context}: reachable {fen} refused: {e}"));
    assert_eq!(&back, pos, "{context}: FEN round trip");

    tally.positions += 1;
    tally.moves += moves.len();
    tally.en_passant += moves.iter().filter(|m| m.kind == MoveKind::EnPassant).count();
    tally.promotions += moves.iter().filter(|m| matches!(m.kind, MoveKind::Promotion(_))).count();
    tally.castles += moves.iter().filter(|m| matches!(m.kind, MoveKind::Castle(_))).count();
    tally.checks += usize::from(pos.is_check());
    tally.double_checks += usize::from(pos.checkers().count() == 2);
    tally.checkmates += usize::from(mate);
    tally.stalemates += usize::from(stalemate);
}

/// Random games from the initial position and the six standard perft positions, played in
/// both engines at once.
#[test]
fn legal_moves_agree_with_cozy_chess() {
    const GAMES_PER_START: u64 = 24;
    const MAX_PLIES: usize = 150;
    let mut tally = Tally::default();
    for (start_index, fen) in perft_fens(STANDARD_PERFT).iter().enumerate() {
        let start = Position::from_fen(fen).expect("perft FENs are legal");
        let start_board = Board::from_fen(fen, false).expect("cozy-chess reads the perft FENs");
        for game in 0..GAMES_PER_START {
            let seed = (start_index as u64) << 32 | game;
            let mut rng = Rng::new(seed);
            let (mut pos, mut board) = (start.clone(), start_board.clone());
            for ply in 0..=MAX_PLIES {
                let context = format!("start {start_index}, seed {seed:#x}, ply {ply}");
                compare(&pos, &board, &context, &mut tally);
                let moves = pos.legal_moves();
                if moves.is_empty() || ply == MAX_PLIES {
                    break;
                }
                let m = pick_move(&pos, &moves, &mut rng);
                pos.play_unchecked(m);
                board.play(to_cozy(m));
            }
        }
    }
    eprintln!("{tally:?}");
    assert!(tally.positions >= 5_000, "too few positions: {tally:?}");
    // The games must reach the special cases, or the comparison proves little.
    assert!(tally.en_passant >= 50, "{tally:?}");
    assert!(tally.promotions >= 200, "{tally:?}");
    assert!(tally.castles >= 200, "{tally:?}");
    assert!(tally.checks >= 200, "{tally:?}");
    assert!(tally.double_checks >= 1, "{tally:?}");
    assert!(tally.checkmates >= 1 && tally.stalemates >= 1, "{tally:?}");
}

/// Positions that exercise the rules random games seldom reach.
#[test]
fn special_positions_agree_with_cozy_chess() {
    let mut tally = Tally::default();
    let fens = common::all_perft_fens().into_iter().chain(SPECIAL.iter().map(|s| s.to_string()));
    for fen in &fens.collect::<Vec<_>>() {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let board = Board::from_fen(fen, false).unwrap_or_else(|e| panic!("cozy-chess refuses {fen}: {e:?}"));
        compare(&pos, &board, fen, &mut tally);
        // And every position one move away.
        for m in pos.legal_moves().iter() {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            let mut next_board = board.clone();
            next_board.play(to_cozy(*m));
            compare(&next, &next_board, &format!("{fen} then {m}"), &mut tally);
        }
    }
    assert!(tally.checkmates >= 1 && tally.stalemates >= 1, "{tally:?}");
}

const SPECIAL: &[&str] = &[
    // Stalemate and checkmate.
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
    // Double check: only the king moves.
    "1k2r3/8/8/8/8/3n4/8/R3K3 w Q - 0 1",
    // En passant that would expose the king along the rank, and one that is fine.
    "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
    "8/8/8/1Pp4r/8/8/K7/7k w - c6 0 1",
    // En passant out of check by the double-stepped pawn.
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    // Castling: rook crossing an attacked square (b1) is fine, the king's path is not.
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w - - 0 1",
];
