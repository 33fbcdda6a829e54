//! Perft: the number of leaf nodes of the legal-move tree, against published counts.
//! Checks Article 3 as a whole — every special move (double steps, en passant with its
//! pins, promotion, castling under 3.8.2) changes these numbers.

use arbiter::Position;

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
