//! The notations the engine reads and writes: FEN, UCI, and the algebraic notation of
//! Appendix C — short (C.9), long (C.8), disambiguated (C.10), castling (C.13), in English
//! letters and in Russian ones (C.2–C.3: each player may use the names of his country).
//!
//! Two properties. Nothing panics on input: arbitrary strings (unicode included), strings
//! shaped like the notation, and valid strings with characters deleted, inserted or
//! replaced either parse or return a typed error whose column lies within the text; what
//! parses can be adjudicated, and a leniently loaded position of random pieces can be
//! searched. Round trips are exact: every FEN written for a position of a random game reads
//! back to the same FEN; every legal move of every position, written in SAN (English and
//! Russian), in the long form and in UCI, reads back and is ruled legal as the same move.

mod common;

use std::collections::HashSet;

use arbiter::laws::notation::adjudicate_san;
use arbiter::notation::{Alphabet, Notation};
use arbiter::{Attempt, Position, PositionError, Role, Ruling, San, Setup, Square, Uci, adjudicate};
use proptest::prelude::*;

const VALID_FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/8/8/8/8/8/8/K6k b - - 99 200",
    "4k3/8/8/8/8/8/8/4K3 w - -",
];

const VALID_SANS: &[&str] = &[
    "Nf3", "exd5", "e8=Q+", "e8Q", "e8(Q)", "O-O", "O-O-O#", "0-0", "0-0-0", "Nbd7", "R1e2", "Qh4e1", "e2-e4",
    "Ng1-f3", "e4xd5", "Bb2e5", "exd6e.p.", "Кf3", "Крe2", "Фd1-h5+", "exd8Ф", "Лa1:a8", "Nf3!?",
];

/// Positions to adjudicate parsed moves in: ordinary, full of special moves, and a lenient
/// one without kings.
fn positions() -> Vec<Position> {
    let mut out: Vec<Position> = VALID_FENS.iter().map(|f| Position::from_fen(f).unwrap()).collect();
    out.push(Position::from_fen_lenient("P6p/8/8/3N4/8/8/8/p6P w KQkq - 0 1").unwrap());
    out
}

fn check_fen(s: &str) {
    let len = s.chars().count();
    match Setup::from_fen(s) {
        Ok(setup) => {
            // What reads, writes; and what it writes reads back the same.
            let written = setup.to_fen();
            assert_eq!(Setup::from_fen(&written).as_ref(), Ok(&setup), "{s:?}");
        }
        Err(e) => assert!((1..=len + 1).contains(&e.column), "{s:?}: column {} of {len}: {e}", e.column),
    }
    for result in [Position::from_fen(s), Position::from_fen_lenient(s)] {
        match result {
            Ok(pos) => {
                let moves = pos.legal_moves();
                if let Some(&m) = moves.first() {
                    let _ = San::from_move(&pos, m).to_string();
                    let _ = pos.play(m);
                }
                let _ = pos.perft(2);
            }
            Err(PositionError::Fen(e)) => assert!((1..=len + 1).contains(&e.column), "{s:?}: {e}"),
            Err(PositionError::Illegal(illegal)) => assert!(!illegal.reasons.is_empty()),
        }
    }
}

fn check_san(s: &str) {
    let len = s.chars().count();
    let russian = Alphabet::russian();
    for alphabets in [&[][..], &[&russian][..]] {
        match San::parse_with(s, alphabets) {
            Ok(san) => {
                let _ = san.write(&russian);
                for pos in positions() {
                    let _ = adjudicate_san(&pos, &san);
                }
            }
            Err(e) => assert!((1..=len + 1).contains(&e.column), "{s:?}: column {}: {e}", e.column),
        }
    }
    if let Ok(notation) = Notation::parse(s, &[&russian]) {
        for pos in positions() {
            let _ = notation.adjudicate(&pos);
        }
    }
}

fn check_uci(s: &str) {
    match s.parse::<Uci>() {
        Ok(uci) => {
            // UCI has one spelling per move: what parses is written back unchanged.
            assert_eq!(uci.to_string(), s);
            for pos in positions() {
                let _ = adjudicate(&pos, uci.attempt());
            }
        }
        Err(e) => assert!((1..=s.chars().count() + 1).contains(&e.column), "{s:?}: {e}"),
    }
}

/// Applies edits to `base`: (where, 0 delete / 1 insert / 2 replace, the character).
fn mutate(base: &str, edits: &[(usize, u8, char)]) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    for &(at, op, c) in edits {
        match op {
            0 if !chars.is_empty() => {
                chars.remove(at % chars.len());
            }
            1 => chars.insert(at % (chars.len() + 1), c),
            _ if !chars.is_empty() => {
                let i = at % chars.len();
                chars[i] = c;
            }
            _ => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

/// Characters that matter to the parsers, and any other.
fn notation_char() -> impl Strategy<Value = char> {
    prop_oneof![
        3 => prop::sample::select(
            "pnbrqkPNBRQK12345678abcdefgh/ -=+#x:()!?0OКрФЛСх.\t\u{a0}é🂡".chars().collect::<Vec<_>>()
        ),
        1 => any::<char>(),
    ]
}

fn edits() -> impl Strategy<Value = Vec<(usize, u8, char)>> {
    prop::collection::vec((0usize..200, 0u8..3, notation_char()), 1..5)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn fen_never_panics_on_any_string(s in any::<String>()) {
        check_fen(&s);
    }

    #[test]
    fn fen_never_panics_on_fen_shaped_strings(s in "[pnbrqkPNBRQK1-9/]{0,70}( [wb-]{0,2})?( [KQkq-]{0,5})?( [a-h36-]{0,3})?( [0-9-]{0,4}){0,3}") {
        check_fen(&s);
    }

    #[test]
    fn fen_never_panics_on_mutated_fens(base in prop::sample::select(VALID_FENS), edits in edits()) {
        check_fen(&mutate(base, &edits));
    }

    #[test]
    fn san_never_panics_on_any_string(s in any::<String>()) {
        check_san(&s);
    }

    #[test]
    fn san_never_panics_on_san_shaped_strings(s in "[KQRBNКрФЛС]{0,2}[a-h]?[1-8]?[-x:х]?[a-h][1-8](=?[QRBNKPФЛСК])?[+#]{0,2}[!?]{0,2}") {
        check_san(&s);
    }

    #[test]
    fn san_never_panics_on_mutated_sans(base in prop::sample::select(VALID_SANS), edits in edits()) {
        check_san(&mutate(base, &edits));
    }

    #[test]
    fn uci_never_panics(s in any::<String>(), shaped in "[a-i0-9]{2}[a-h1-9]{2}[a-zé]?", base in prop::sample::select(&["e2e4", "e7e8q", "e1g1", "a7b8n"][..]), edits in edits()) {
        check_uci(&s);
        check_uci(&shaped);
        check_uci(&mutate(base, &edits));
        check_san(&shaped);
    }

    /// Random placements of up to sixteen pieces a side, any side to move, any castling
    /// rights and en passant square: lenient loading accepts them and nothing panics.
    #[test]
    fn lenient_positions_of_random_pieces_never_panic(
        squares in prop::collection::vec(prop::option::weighted(0.3, prop::sample::select("PNBRQKpnbrqk".chars().collect::<Vec<_>>())), 64),
        turn in prop::sample::select(&["w", "b"][..]),
        castling in prop::sample::select(&["-", "KQkq", "K", "q", "Qk"][..]),
        ep in prop::sample::select(&["-", "a3", "d6", "h6", "e3"][..]),
    ) {
        let fen = format!("{} {turn} {castling} {ep} 0 1", common::placement_fen(&squares));
        let white = squares.iter().flatten().filter(|c| c.is_ascii_uppercase()).count();
        let black = squares.iter().flatten().filter(|c| c.is_ascii_lowercase()).count();
        match Position::from_fen_lenient(&fen) {
            Ok(pos) => {
                prop_assert!(white <= 16 && black <= 16, "{fen}");
                let moves = pos.legal_moves();
                for &m in moves.iter() {
                    let mut next = pos.clone();
                    next.play_unchecked(m);
                    next.legal_moves();
                }
                for from in Square::ALL {
                    if pos.board().color_at(from) != Some(pos.turn()) {
                        continue;
                    }
                    for to in Square::ALL {
                        for promotion in [None, Some(Role::Queen)] {
                            let _ = adjudicate(&pos, Attempt { from, to, promotion });
                        }
                    }
                }
                for text in ["O-O", "O-O-O", "Nf3", "e4", "exd5", "Kd2", "e8=Q", "a1=N", "Qd4"] {
                    let _ = adjudicate_san(&pos, &text.parse().unwrap());
                }
            }
            Err(e) => prop_assert!(white > 16 || black > 16, "{fen}: {e}"),
        }
    }
}

/// Every position of the seeded random games used below.
fn game_positions() -> Vec<Position> {
    common::random_positions(0x5A11, 6, 100)
}

#[test]
fn fen_round_trip_on_random_positions() {
    let positions = game_positions();
    assert!(positions.len() > 3_000);
    for pos in &positions {
        let fen = pos.to_fen();
        assert_eq!(fen.split(' ').count(), 6, "{fen}");
        assert_eq!(Setup::from_fen(&fen).map(|s| s.to_fen()).as_deref(), Ok(fen.as_str()));
        let back = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(back.to_fen(), fen);
        assert_eq!(&back, pos);
    }
}

#[test]
fn san_long_and_uci_round_trips_on_every_legal_move() {
    let english = Alphabet::english();
    let russian = Alphabet::russian();
    let mut moves_checked = 0;
    let mut seen: HashSet<&str> = HashSet::new();
    for pos in game_positions().iter().step_by(2) {
        let moves = pos.legal_moves();
        let mut written = HashSet::new();
        for &m in moves.iter() {
            let expected = Ruling::Legal(m);
            let san = San::from_move(pos, m);
            for (alphabet, others) in [(&english, &[][..]), (&russian, &[&russian][..])] {
                let text = san.write(alphabet);
                let parsed = San::parse_with(&text, others).unwrap_or_else(|e| panic!("{pos:?} {m}: `{text}`: {e}"));
                assert_eq!(parsed, san, "{pos:?}: `{text}`");
                assert_eq!(adjudicate_san(pos, &parsed), expected, "{pos:?}: `{text}`");
                let notation = Notation::parse(&text, &[&russian]).unwrap();
                assert_eq!(notation.adjudicate(pos), expected, "{pos:?}: `{text}`");
                seen.extend(MARKS.iter().copied().filter(|mark| text.contains(mark)));

                let long = San::long(pos, m, alphabet);
                let parsed = San::parse_with(&long, others).unwrap_or_else(|e| panic!("{pos:?} {m}: `{long}`: {e}"));
                assert_eq!(adjudicate_san(pos, &parsed), expected, "{pos:?}: `{long}`");
                assert_eq!(Notation::parse(&long, &[&russian]).unwrap().adjudicate(pos), expected, "{pos:?}: `{long}`");
            }
            // Appendix C.10: no two legal moves share a notation.
            assert!(written.insert(san.to_string()), "{pos:?}: two moves written `{san}`");

            let uci: Uci = m.uci().parse().unwrap_or_else(|e| panic!("{m}: {e}"));
            assert_eq!(uci, Uci::from(m));
            assert_eq!(uci.to_string(), m.uci());
            assert_eq!(adjudicate(pos, uci.attempt()), expected, "{pos:?}: {uci}");
            assert_eq!(Notation::parse(&m.uci(), &[]).unwrap().adjudicate(pos), expected);
            moves_checked += 1;
        }
    }
    eprintln!("{moves_checked} legal moves written and read back");
    assert!(moves_checked > 40_000, "{moves_checked}");
    // The games reached checks, mates, captures, promotions and castling on both sides.
    for mark in MARKS {
        assert!(seen.contains(mark), "no `{mark}` written");
    }
}

/// Marks the round trip must have met: checks, mates, captures, promotions, both
/// castlings in both alphabets, each Russian piece letter.
const MARKS: &[&str] = &["+", "#", "x", "=", "O-O", "O-O-O", "0-0", "0-0-0", "Кр", "Ф", "Л", "С", "К"];

/// Review 32a, G-22: in a long-algebraic record the first symbol out of place is said, not
/// the square of arrival's: the reader mends the record from its start.
#[test]
fn the_first_wrong_symbol_of_a_long_record_is_said_first() {
    use arbiter::notation::San;
    for (text, column) in [("е2-е4", 1), ("Кв1-с3", 2), ("Nb1-с3", 5), ("zz9", 1)] {
        let e = San::parse_with(text, &[&arbiter::notation::Alphabet::russian()]).unwrap_err();
        assert_eq!(e.column, column, "{text}: {e:?}");
    }
}
