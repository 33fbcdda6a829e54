//! The unwinnability benchmark sets of `tests/data/unwinnability/`: one question a line,
//! `FEN ; player ; answer`, the player `white` or `black`, the answer `can` (a helpmate
//! exists), `cannot` (no series of legal moves lets the player mate) or `?` (not known).
//! Lines starting with `#` are comments. Shared by `tests/unwinnability.rs` and
//! `benches/dead_positions.rs`.

#![allow(dead_code)]

use arbiter::{Color, HelpmateSearch, Mateability, Position};

/// The real-looking positions: random but plausible games cut at random plies.
pub const REAL: &str = "real.txt";
/// The hard positions, constructed by hand, each with the reason for its answer.
pub const HARD: &str = "hard.txt";
/// Hard positions of the same kinds, generated, each answer established by an exhaustive
/// walk or a helpmate replayed by an independent move generator.
pub const HARD_GENERATED: &str = "hard-generated.txt";

/// Harder positions in the spirit of CHA's hard set (locked walls on every file, many
/// bishops of one colour, breaks, promotions beyond the wall), each answer established by an
/// exhaustive walk or a helpmate replayed by an independent move generator.
pub const HARD_WALLS: &str = "hard-walls.txt";

/// The kinds of position the second round of issue 13 decides: a king frozen in a corner
/// by pawns, bishops of one colour shifting about in a pocket behind their own pawns, a lone
/// knight or bishop against a piece; each answer established by an exhaustive walk, a
/// helpmate replayed by an independent move generator, or the mating patterns of the
/// material enumerated by it.
pub const HARD_POCKETS: &str = "hard-pockets.txt";

/// A lone bishop or knight against a king with pawns and a piece: the mate needs the
/// opponent's king walked into a corner and its own men made into the walls of its prison
/// (the planned search's corner patterns); each answer established by an exhaustive walk or
/// a helpmate replayed by an independent move generator.
pub const HARD_CORNERS: &str = "hard-corners.txt";

/// Bishops of one colour, no pawn, against a king with rooks, queens, bishops of the same
/// colour — and neighbours with a knight or a bishop of the other colour, which can shut in
/// their own king: each `cannot` answer established by the mating patterns of the material
/// enumerated by an independent move generator, each `can` by a helpmate it replays.
pub const HARD_BISHOPS: &str = "hard-bishops.txt";

/// Every set, in the order the test and the bench report them.
pub const ALL: [&str; 7] = [REAL, HARD, HARD_GENERATED, HARD_WALLS, HARD_POCKETS, HARD_CORNERS, HARD_BISHOPS];

/// The text of a set (read when the test runs, so that a regenerated set needs no rebuild).
pub fn text(name: &str) -> String {
    let path = format!("{}/tests/data/unwinnability/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What the set says of a question.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    Can,
    Cannot,
    Unknown,
}

/// One question of a set.
pub struct Question {
    pub line: usize,
    pub fen: String,
    pub position: Position,
    pub player: Color,
    pub expected: Expected,
    /// The comment line just above the question (how its answer was established), if any.
    pub note: String,
}

/// The questions of a set's text; panics on a malformed line (the sets are test data).
pub fn parse(name: &str) -> Vec<Question> {
    let text = text(name);
    let mut out = Vec::new();
    let mut note = String::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if let Some(comment) = line.strip_prefix('#') {
            note = comment.trim().to_string();
            continue;
        }
        if line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        assert_eq!(fields.len(), 3, "line {}: want `FEN ; player ; answer`: {line}", i + 1);
        let position = Position::from_fen(fields[0]).unwrap_or_else(|e| panic!("line {}: {}: {e}", i + 1, fields[0]));
        let player = match fields[1] {
            "white" => Color::White,
            "black" => Color::Black,
            other => panic!("line {}: player {other:?}", i + 1),
        };
        let expected = match fields[2] {
            "can" => Expected::Can,
            "cannot" => Expected::Cannot,
            "?" => Expected::Unknown,
            other => panic!("line {}: answer {other:?}", i + 1),
        };
        let note = std::mem::take(&mut note);
        out.push(Question { line: i + 1, fen: fields[0].to_string(), position, player, expected, note });
    }
    out
}

/// How an answer compares with the set's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Grade {
    /// Decided, and agreeing with the set (or the set does not know).
    Decided,
    /// Left undetermined.
    Undetermined,
    /// Decided against the set: a proven "cannot" where the set says "can", or the reverse.
    Wrong,
}

pub fn grade(expected: Expected, answer: &Mateability) -> Grade {
    match (answer, expected) {
        (Mateability::Undetermined, _) => Grade::Undetermined,
        (Mateability::CannotMate(_), Expected::Can) | (Mateability::CanMate(_), Expected::Cannot) => Grade::Wrong,
        _ => Grade::Decided,
    }
}

/// The search measured: the default, or — with `UNWINNABILITY_BASELINE=1` — the default
/// without the quick cooperative search;
/// `UNWINNABILITY_COOPERATIVE=nodes,plies` sets that search's bounds,
/// `UNWINNABILITY_GUIDED=nodes` the guided search's, `UNWINNABILITY_PLANNED=nodes` the
/// planned searches' (`0`: the search of 942cbb4).
pub fn search() -> HelpmateSearch {
    let mut search = HelpmateSearch::DEFAULT;
    if std::env::var("UNWINNABILITY_BASELINE").is_ok_and(|v| v == "1") {
        search.cooperative_nodes = 0;
    }
    if let Ok(v) = std::env::var("UNWINNABILITY_COOPERATIVE")
        && let Some((nodes, plies)) = v.split_once(',')
    {
        search.cooperative_nodes = nodes.parse().expect("nodes");
        search.cooperative_plies = plies.parse().expect("plies");
    }
    if let Ok(v) = std::env::var("UNWINNABILITY_PLANNED") {
        search.planned_nodes = v.parse().expect("planned nodes");
    }
    if let Ok(v) = std::env::var("UNWINNABILITY_GUIDED") {
        search.guided_nodes = v.parse().expect("guided nodes");
    }
    search
}
