//! The agreement property: the adjudicator (`arbiter::adjudicate`, which walks Articles
//! 1.2, 3.1–3.9 and 3.10.2 in order) and the bitboard move generator (Article 3.10.1) give
//! the same verdict on every attempt — every from/to pair of the 64×64 squares, with no
//! promotion piece and with each of Q R B N K P named — in every position of seeded random
//! games, of the perft suites and of positions chosen for their special rules. A legal
//! ruling carries exactly the generator's move (its kind included); every illegal ruling
//! cites rules that the rulebook registry maps to an article.

mod common;

use std::collections::HashMap;

use arbiter::{Attempt, Edition, Move, Position, Registry, Role, RuleId, Ruling, Square, Violation, adjudicate};

const PROMOTIONS: [Option<Role>; 7] = [
    None,
    Some(Role::Queen),
    Some(Role::Rook),
    Some(Role::Bishop),
    Some(Role::Knight),
    Some(Role::King),
    Some(Role::Pawn),
];

#[derive(Default)]
struct Count {
    positions: usize,
    attempts: usize,
    legal: usize,
}

fn check_registered(v: &Violation, context: &str) {
    let registry = Registry::global();
    let rule: RuleId = v.rule();
    assert!(registry.article_for(rule).is_some(), "{context}: rule {rule} is not in the rulebook ({v:?})");
    assert!(registry.article_of(rule, Edition::E2023).is_some(), "{context}: rule {rule} has no 2023 article");
}

/// Checks every attempt in `pos`.
fn agree(pos: &Position, count: &mut Count) {
    let fen = pos.to_fen();
    let legal: HashMap<(Square, Square, Option<Role>), Move> =
        pos.legal_moves().iter().map(|&m| ((m.from, m.to, m.promotion()), m)).collect();
    let mut found = 0;
    for from in Square::ALL {
        for to in Square::ALL {
            for promotion in PROMOTIONS {
                let attempt = Attempt { from, to, promotion };
                let expected = legal.get(&(from, to, promotion));
                match adjudicate(pos, attempt) {
                    Ruling::Legal(m) => {
                        assert_eq!(Some(&m), expected, "{fen}: {attempt:?} ruled legal as {m:?}");
                        found += 1;
                    }
                    Ruling::Illegal(illegal) => {
                        let context = format!("{fen}: {attempt:?}");
                        assert!(expected.is_none(), "{context}: the generator's {expected:?} ruled illegal: {illegal}");
                        assert!(!illegal.violations.is_empty(), "{context}: illegal without a reason");
                        for v in &illegal.violations {
                            check_registered(v, &context);
                        }
                    }
                }
            }
        }
    }
    assert_eq!(found, legal.len(), "{fen}: legal moves not all found");
    count.positions += 1;
    count.attempts += 64 * 64 * PROMOTIONS.len();
    count.legal += found;
}

#[test]
fn adjudicator_agrees_with_movegen_on_random_games() {
    // Every ninth position of seeded random games (up to 150 plies, so openings, middle
    // games and endgames with promoted pieces) from the seven standard perft positions:
    // about three hundred positions, eight million attempts.
    let positions = common::random_positions(0xA11_0CA7E, 3, 150);
    let mut count = Count::default();
    for pos in positions.iter().step_by(9) {
        agree(pos, &mut count);
    }
    eprintln!("{} positions, {} attempts, {} legal", count.positions, count.attempts, count.legal);
    assert!(count.positions >= 250, "{}", count.positions);
}

#[test]
fn adjudicator_agrees_with_movegen_on_perft_positions() {
    let mut count = Count::default();
    for fen in common::all_perft_fens().iter().map(String::as_str).chain(SPECIAL.iter().copied()) {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        agree(&pos, &mut count);
    }
    eprintln!("{} positions, {} attempts, {} legal", count.positions, count.attempts, count.legal);
    assert!(count.positions >= 25);
}

/// A random lenient position (Article 3.10.3 does not hold; `Position::from_fen_lenient`
/// reads it): kings, rooks and castling rights at home most of the time, several kings of a
/// colour or none often, pieces anywhere.
fn random_lenient_position(rng: &mut common::Rng) -> Option<Position> {
    let letters: Vec<char> = "PNBRQKpnbrqk".chars().collect();
    let mut board = [None; 64];
    for square in board.iter_mut() {
        if rng.chance(15, 100) {
            *square = Some(letters[rng.below(letters.len())]);
        }
    }
    for (king, rooks, c) in [(4, [0, 7], ['K', 'R']), (60, [56, 63], ['k', 'r'])] {
        if rng.chance(8, 10) {
            board[king] = Some(c[0]);
            board[rooks[0]] = Some(c[1]);
            board[rooks[1]] = Some(c[1]);
        }
    }
    for square in [1, 2, 3, 5, 6, 57, 58, 59, 61, 62] {
        if rng.chance(6, 10) {
            board[square] = None;
        }
    }
    let turn = if rng.chance(1, 2) { "w" } else { "b" };
    let castling = ["-", "KQkq", "KQkq", "Kq", "Qk"][rng.below(5)];
    let ep = ["-", "-", "d6", "e3", "c6", "f3"][rng.below(6)];
    Position::from_fen_lenient(&format!("{} {turn} {castling} {ep} 0 1", common::placement_fen(&board))).ok()
}

/// The two paths agree on positions that cannot arise in a game too: no king, several
/// kings, pawns on the back ranks, the opponent in check.
#[test]
fn adjudicator_agrees_with_movegen_on_lenient_positions() {
    let mut rng = common::Rng::new(0x1E41E47);
    let mut count = Count::default();
    let mut several_kings = 0;
    while count.positions < 200 {
        let Some(pos) = random_lenient_position(&mut rng) else { continue };
        let kings = pos.board().by_piece(arbiter::Piece::new(pos.turn(), Role::King)).count();
        several_kings += usize::from(
            kings > 1 && pos.board().role_at(arbiter::CastlingSide::king_from(pos.turn())) == Some(Role::King),
        );
        agree(&pos, &mut count);
    }
    eprintln!("{} positions ({several_kings} with several kings), {} attempts", count.positions, count.attempts);
    assert!(several_kings >= 15, "{several_kings}");
}

/// Regression: with two kings of the side to move, one on e1 beside its rooks, the
/// adjudicator ruled castling legal while the move generator (which judges no check without
/// a single king) had no castling. Now neither castles; the king only steps.
#[test]
fn no_castling_without_a_single_king() {
    let pos = Position::from_fen_lenient("4k3/8/8/8/8/8/K7/R3K2R w KQ - 0 1").unwrap();
    assert!(pos.legal_moves().iter().all(|m| m.castling_side().is_none()));
    for to in [Square::C1, Square::G1] {
        let ruling = adjudicate(&pos, Attempt::new(Square::E1, to));
        let king = arbiter::Piece::new(arbiter::Color::White, Role::King);
        assert_eq!(ruling.violations(), [Violation::MovePattern { piece: king, from: Square::E1, to }]);
    }
    // With one king, castling is as ever.
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    assert!(adjudicate(&pos, Attempt::new(Square::E1, Square::C1)).is_legal());
    let mut count = Count::default();
    agree(&pos, &mut count);
}

const SPECIAL: &[&str] = &[
    // Castling in every state: free, across an attacked square, into check, out of check,
    // with a piece between, with a right recorded for one side only.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1",
    "rn2k1nr/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
    // Promotions with captures, into check and out of it; a pawn on the seventh blocked.
    "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1",
    "3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/1p1p4/R1N4K b - - 0 1",
    // En passant: legal, pinned along the rank, pinned along the diagonal, out of check.
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
    "4k3/8/8/2pP4/8/8/B7/7K b - - 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    // Pins of every piece, double check.
    "4k3/4r3/8/b7/8/2N2B2/3PRQ2/4K3 w - - 0 1",
    "1k2r3/8/8/8/8/3n4/8/R3K3 w Q - 0 1",
];
