//! Perft against an engine: the suites of `tests/data/*.perft` counted by the engine and by
//! arbiter; where the counts part, the divide tree is walked down to the first position
//! whose legal-move lists differ, and both lists are shown.
//!
//! An engine with the `perft` capability (every UCI engine: `go perft N`) counts a whole
//! subtree per request; one without it is walked with `legal-moves` requests.

use std::collections::BTreeMap;

use super::{Capability, Engine, EngineError, Impossible, Line};
use crate::{Position, Ruling};

/// One line of a perft suite: a position, a depth and the published count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Where it is (`standard.perft:9`).
    pub source: String,
    /// The position.
    pub fen: String,
    /// The depth.
    pub depth: u32,
    /// The published node count.
    pub nodes: u64,
}

/// A suite line that cannot be read: where, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteError {
    /// Where it is (`standard.perft:9`).
    pub at: String,
    /// What is wrong.
    pub kind: SuiteErrorKind,
}

/// What is wrong with a suite line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SuiteErrorKind {
    /// A `perft` line without a depth and a node count, both whole numbers.
    NotDepthAndNodes,
    /// A `perft` line before any `fen` line.
    PerftBeforeFen,
    /// A line that is neither `fen …` nor `perft …` (quoted, bounded).
    Unexpected(String),
    /// A `fen` line whose FEN does not parse: the suite's fault, said before any engine is
    /// asked (review 32a, G-36).
    Fen(crate::FenError),
}

impl std::fmt::Display for SuiteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.kind {
            SuiteErrorKind::NotDepthAndNodes => write!(f, "{}: expected `perft DEPTH NODES`", self.at),
            SuiteErrorKind::PerftBeforeFen => write!(f, "{}: `perft` before any `fen` line", self.at),
            SuiteErrorKind::Unexpected(line) => write!(f, "{}: expected `fen …` or `perft …`, not `{line}`", self.at),
            SuiteErrorKind::Fen(e) => write!(f, "{}: {e}", self.at),
        }
    }
}

impl std::error::Error for SuiteError {}

/// Reads a suite (`fen <FEN>` lines, each followed by `perft <depth> <nodes>` lines).
pub fn read_suite(name: &str, text: &str) -> Result<Vec<Case>, SuiteError> {
    let mut fen: Option<String> = None;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        let at = format!("{name}:{}", i + 1);
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(f) = line.strip_prefix("fen ") {
            if let Err(e) = crate::Setup::from_fen(f.trim()) {
                return Err(SuiteError { at, kind: SuiteErrorKind::Fen(e) });
            }
            fen = Some(f.trim().to_owned());
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let mut parts = rest.split_whitespace();
            let (Some(Ok(depth)), Some(Ok(nodes)), None) =
                (parts.next().map(str::parse), parts.next().map(str::parse), parts.next())
            else {
                return Err(SuiteError { at, kind: SuiteErrorKind::NotDepthAndNodes });
            };
            let Some(fen) = fen.clone() else {
                return Err(SuiteError { at, kind: SuiteErrorKind::PerftBeforeFen });
            };
            out.push(Case { source: at, fen, depth, nodes });
        } else {
            let line = crate::engines::jsonlines::bounded(line);
            return Err(SuiteError { at, kind: SuiteErrorKind::Unexpected(line) });
        }
    }
    Ok(out)
}

/// Where an engine's move tree first departs from the Laws'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The position whose legal moves differ (the case's FEN and the moves down to it).
    pub line: Line,
    /// Its FEN.
    pub fen: String,
    /// The legal moves by the Laws (arbiter), sorted.
    pub laws: Vec<String>,
    /// The engine's, sorted.
    pub engine: Vec<String>,
}

impl Divergence {
    /// Moves the Laws allow that the engine does not list.
    pub fn missing(&self) -> Vec<&str> {
        self.laws.iter().filter(|m| !self.engine.contains(m)).map(String::as_str).collect()
    }

    /// Moves the engine lists that the Laws do not allow.
    pub fn extra(&self) -> Vec<&str> {
        self.engine.iter().filter(|m| !self.laws.contains(m)).map(String::as_str).collect()
    }
}

/// The result of one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The engine's count is the published one.
    Agrees {
        /// The count.
        nodes: u64,
    },
    /// The counts differ; where the trees part.
    Differs {
        /// The engine's count.
        engine: u64,
        /// The first position whose move lists differ (none found when the engine's counts
        /// are inconsistent with its own move lists).
        divergence: Option<Divergence>,
    },
}

fn engine_divide(engine: &Engine, line: &Line, depth: u32) -> Result<BTreeMap<String, u64>, EngineError> {
    if engine.can(Capability::Perft) {
        return Ok(engine.perft(line, depth)?.divide);
    }
    let mut out = BTreeMap::new();
    for m in engine.legal_moves(line)? {
        let n = engine_count(engine, &line.then(&m), depth - 1)?;
        out.insert(m, n);
    }
    Ok(out)
}

fn engine_count(engine: &Engine, line: &Line, depth: u32) -> Result<u64, EngineError> {
    if depth == 0 {
        return Ok(1);
    }
    if engine.can(Capability::Perft) {
        return Ok(engine.perft(line, depth)?.nodes);
    }
    let moves = engine.legal_moves(line)?;
    if depth == 1 {
        return Ok(moves.len() as u64);
    }
    moves.iter().map(|m| engine_count(engine, &line.then(m), depth - 1)).sum()
}

fn laws_divide(pos: &Position, depth: u32) -> BTreeMap<String, u64> {
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            (m.uci(), if depth <= 1 { 1 } else { next.perft(depth - 1) })
        })
        .collect()
}

fn play(pos: &Position, uci: &str) -> Option<Position> {
    let notation = crate::notation::Notation::Uci(uci.parse().ok()?);
    match notation.adjudicate(pos) {
        Ruling::Legal(m) => {
            let mut next = pos.clone();
            next.play_unchecked(m);
            Some(next)
        }
        Ruling::Illegal(_) => None,
    }
}

/// Walks the divide trees from `line` (`depth` plies) to the first position whose legal
/// moves differ. `None` when every move list below agrees.
pub fn first_divergence(engine: &Engine, line: &Line, depth: u32) -> Result<Option<Divergence>, EngineError> {
    let mut pos = Position::from_fen(&line.fen)
        .map_err(|_| EngineError::Impossible(Impossible::NotFen(super::jsonlines::bounded(&line.fen))))?;
    for m in &line.moves {
        pos = play(&pos, m).ok_or_else(|| EngineError::Impossible(Impossible::NotLegal(m.clone())))?;
    }
    let mut line = line.clone();
    let mut depth = depth;
    loop {
        let laws = laws_divide(&pos, depth);
        let theirs = engine_divide(engine, &line, depth)?;
        let (laws_moves, engine_moves): (Vec<&String>, Vec<&String>) = (laws.keys().collect(), theirs.keys().collect());
        if laws_moves != engine_moves {
            return Ok(Some(Divergence {
                fen: pos.to_fen(),
                line,
                laws: laws.keys().cloned().collect(),
                engine: theirs.keys().cloned().collect(),
            }));
        }
        let Some((m, _)) = laws.iter().find(|(m, n)| theirs.get(*m) != Some(n)) else { return Ok(None) };
        if depth <= 1 {
            return Ok(None);
        }
        pos = play(&pos, m).ok_or_else(|| EngineError::Impossible(Impossible::NotLegal(m.clone())))?;
        line = line.then(m);
        depth -= 1;
    }
}

/// Runs one case against the engine.
pub fn run_case(engine: &Engine, case: &Case) -> Result<Verdict, EngineError> {
    let line = Line::new(case.fen.clone());
    let nodes = engine_count(engine, &line, case.depth)?;
    if nodes == case.nodes {
        return Ok(Verdict::Agrees { nodes });
    }
    Ok(Verdict::Differs { engine: nodes, divergence: first_divergence(engine, &line, case.depth)? })
}
