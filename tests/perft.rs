//! Perft: the number of leaf nodes of the legal-move tree, against published counts.
//! Checks Article 3 as a whole — every special move (double steps, en passant with its
//! pins, promotion, castling under 3.8.2) changes these numbers.

mod common;

use arbiter::{MoveList, Position};
use common::{Rng, placement_fen, random_positions};

struct Case {
    line: usize,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn cases(text: &str) -> Vec<Case> {
    let mut fen = None;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(f) = line.strip_prefix("fen ") {
            fen = Some(f.to_owned());
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let mut parts = rest.split_whitespace();
            let depth = parts.next().and_then(|d| d.parse().ok()).expect("depth");
            let nodes = parts.next().and_then(|n| n.parse().ok()).expect("nodes");
            out.push(Case { line: i + 1, fen: fen.clone().expect("fen before perft"), depth, nodes });
        } else {
            panic!("line {}: unexpected `{line}`", i + 1);
        }
    }
    out
}

#[test]
fn standard_positions() {
    let text = include_str!("data/standard.perft");
    assert!(text.starts_with("# Source:"), "perft data must name its source");
    let cases = cases(text);
    assert!(cases.len() >= 30);
    for case in cases {
        let pos = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        assert_eq!(pos.perft(case.depth), case.nodes, "line {}: perft {} of {}", case.line, case.depth, case.fen);
    }
}

#[test]
fn tricky_positions() {
    let text = include_str!("data/tricky.perft");
    assert!(text.starts_with("# Source:"), "perft data must name its source");
    for case in cases(text) {
        let pos = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        assert_eq!(pos.perft(case.depth), case.nodes, "line {}: perft {} of {}", case.line, case.depth, case.fen);
    }
}

/// Perft counts the moves at depth 1 set by set, without producing them ("bulk counting"):
/// the count must be the number of moves the list holds, on positions of random games
/// (rich in en passant, promotion and castling) and on leniently loaded odd positions
/// (no king, several kings, pawns on the back ranks), where generation takes other paths.
#[test]
fn bulk_counting_counts_the_listed_moves() {
    let mut list = MoveList::new();
    let mut checked = 0;
    for pos in random_positions(12, 40, 200) {
        pos.legal_moves_into(&mut list);
        assert_eq!(pos.perft(1), list.len() as u64, "{}", pos.to_fen());
        assert_eq!(&list[..], &pos.legal_moves()[..], "{}", pos.to_fen());
        checked += 1;
    }
    let mut rng = Rng::new(7);
    let pieces = ['P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k'];
    let mut odd = 0;
    while odd < 2000 {
        let board: Vec<Option<char>> =
            (0..64).map(|_| if rng.chance(1, 4) { Some(pieces[rng.below(pieces.len())]) } else { None }).collect();
        let turn = if rng.chance(1, 2) { "w" } else { "b" };
        let Ok(pos) = Position::from_fen_lenient(&format!("{} {turn} - - 0 1", placement_fen(&board))) else {
            continue;
        };
        pos.legal_moves_into(&mut list);
        assert_eq!(pos.perft(1), list.len() as u64, "{}", pos.to_fen());
        odd += 1;
    }
    eprintln!("bulk counting: {checked} positions of random games, {odd} odd positions");
}
