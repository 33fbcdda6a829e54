//! The properties the fuzz targets check, one function per parser. Each takes arbitrary
//! bytes and panics when a property fails; a panic anywhere inside arbiter is a finding too
//! (nothing may panic on input).
//!
//! - `fen`: a FEN that reads writes back to itself (round trip); a position that loads has
//!   the adjudicator agreeing with move generation on every from/to pair (Legal exactly for
//!   the generated moves, and the same move), and perft 1 equals the number of moves.
//! - `san_uci`: SAN and UCI that read write back to what reads the same; SAN ruled in a few
//!   positions is Legal only for a generated move.
//! - `pgn`: every game reads without a panic, and streaming the mainline
//!   (`Reader::stream_game`) hands over exactly the moves `read_game` keeps.
//! - `diagram`: a diagram that reads renders, in every style that can be read back, to the
//!   same board and marks.
//! - `feature`: Gherkin read by the parser the conformance runner uses never panics.

use arbiter::diagram::{Diagram, Style};
use arbiter::notation::{Alphabet, San, Uci};
use arbiter::{Attempt, Position, Ruling, Setup, Square, Validation};

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// The adjudicator and move generation agree on every from/to pair (and promotion).
pub fn agree(pos: &Position) {
    let legal = pos.legal_moves();
    assert_eq!(pos.perft(1), legal.len() as u64);
    for from in Square::ALL {
        for to in Square::ALL {
            for promotion in [None, Some(arbiter::Role::Queen), Some(arbiter::Role::Knight)] {
                let attempt = Attempt { from, to, promotion };
                let generated = legal.iter().find(|m| Attempt::from_move(**m) == attempt);
                match (arbiter::adjudicate(pos, attempt), generated) {
                    (Ruling::Legal(m), Some(g)) => assert_eq!(m, *g, "{} {attempt:?}", pos.to_fen()),
                    (Ruling::Illegal(i), None) => assert!(!i.violations.is_empty()),
                    (ruling, generated) => {
                        panic!("{}: {attempt:?} ruled {ruling:?}, generated {generated:?}", pos.to_fen())
                    }
                }
            }
        }
    }
}

pub fn fen(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let Ok(setup) = Setup::from_fen(s) else { return };
    let written = setup.to_fen();
    assert_eq!(Setup::from_fen(&written).as_ref(), Ok(&setup), "{s:?} → {written:?}");
    for validation in [Validation::Strict, Validation::Lenient] {
        if let Ok(pos) = Position::from_setup(setup.clone(), validation) {
            assert_eq!(
                Position::from_setup(Setup::from_fen(&pos.to_fen()).unwrap(), validation).unwrap().to_fen(),
                pos.to_fen()
            );
            agree(&pos);
            if validation == Validation::Strict {
                for m in pos.legal_moves().iter() {
                    let mut next = pos.clone();
                    next.play_unchecked(*m);
                    let _ = next.legal_moves();
                }
            }
            break;
        }
    }
}

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

pub fn san_uci(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let russian = Alphabet::russian();
    if let Ok(san) = San::parse_with(s, &[&russian]) {
        let written = san.to_string();
        let again: San = written.parse().unwrap_or_else(|e| panic!("{s:?} → {written:?}: {e}"));
        assert_eq!(again.to_string(), written);
        for fen in POSITIONS {
            let pos = Position::from_fen(fen).unwrap();
            if let Ruling::Legal(m) = arbiter::laws::notation::adjudicate_san(&pos, &san) {
                assert!(pos.legal_moves().contains(&m), "{fen} {s:?}");
            }
        }
    }
    if let Ok(uci) = s.parse::<Uci>() {
        let written = uci.to_string();
        assert_eq!(written.parse::<Uci>().map(|u| u.to_string()), Ok(written.clone()), "{s:?}");
    }
    let _ = arbiter::notation::Notation::parse(s, &[&russian]);
}

pub fn pgn(data: &[u8]) {
    let kept: Vec<_> = arbiter::pgn::Reader::new(data).with_alphabets(&[&Alphabet::russian()]).collect();
    let mut streamed = Vec::new();
    let mut reader = arbiter::pgn::Reader::new(data).with_alphabets(&[&Alphabet::russian()]);
    loop {
        let mut moves = Vec::new();
        let Some(game) = reader.stream_game(&mut |_, _, mv| moves.push(mv.text)) else { break };
        streamed.push((game, moves));
    }
    assert_eq!(kept.len(), streamed.len());
    for (k, (s, moves)) in kept.iter().zip(&streamed) {
        match (k, s) {
            (Ok(k), Ok((s, plies))) => {
                assert_eq!(k.plies(), *plies);
                assert_eq!(k.moves.iter().map(|m| m.text.clone()).collect::<Vec<_>>(), *moves);
                assert_eq!((&k.tags, &k.termination, k.index), (&s.tags, &s.termination, s.index));
            }
            (Err(k), Err(s)) => assert_eq!(k, s),
            (k, s) => panic!("read {k:?}, streamed {s:?}"),
        }
    }
}

pub fn diagram(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let _ = Diagram::find_all(s);
    let Ok(d) = Diagram::parse(s) else { return };
    for style in Style::ALL {
        let drawn = d.render(style);
        if let Ok(back) = Diagram::parse(&drawn) {
            assert_eq!((back.board.board_fen(), back.marks), (d.board.board_fen(), d.marks), "{style:?}:\n{drawn}");
        } else {
            assert_ne!(style, Style::Lasker, "Lasker's style reads back:\n{drawn}");
        }
    }
}

pub fn feature(data: &[u8]) {
    let Some(s) = text(data) else { return };
    for lang in ["en", "ru"] {
        let file = arbiter::conformance::FeatureFile {
            path: format!("{lang}/fuzz.feature"),
            lang: lang.to_owned(),
            text: s.to_owned(),
        };
        let _ = arbiter::conformance::runner::parse_feature(&file);
    }
}
