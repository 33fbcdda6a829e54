//! The driver of a UCI engine (Stockfish and most others): `uci`/`uciok` to start,
//! `isready`/`readyok` before every question so that no stale output is read as an answer,
//! and `position fen … moves …` with `go perft N`, whose answer is one `e2e4: 1` line per
//! legal move and `Nodes searched: N`.
//!
//! UCI answers legal moves and perft only; everything else is not applicable.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde_json::Value;

use super::jsonlines::bounded;
use super::process::{Process, ReadError};
use super::protocol::{Capability, Line, Request};
use super::{Driver, EngineError, EngineInfo, Impossible, Malformed, Protocol};

/// A UCI engine.
pub struct Uci {
    command: String,
    timeout: Duration,
    process: Option<Process>,
    info: Option<EngineInfo>,
}

impl Uci {
    /// A driver for `command` (started on the first request); `timeout` bounds each answer.
    pub fn new(command: &str, timeout: Duration) -> Uci {
        Uci { command: command.to_owned(), timeout, process: None, info: None }
    }

    fn process(&mut self) -> Result<&mut Process, EngineError> {
        self.process.as_mut().ok_or(EngineError::NotRunning)
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        let p = self.process()?;
        p.send(line).map_err(|_| p.crashed())
    }

    /// Reads lines until one satisfies `done`, returning every line read.
    fn read_until(&mut self, done: impl Fn(&str) -> bool, deadline: Instant) -> Result<Vec<String>, EngineError> {
        let timeout = self.timeout;
        let p = self.process()?;
        let mut lines = Vec::new();
        loop {
            match p.read_line(deadline) {
                Ok(l) => {
                    let end = done(l.trim());
                    lines.push(l);
                    if end {
                        return Ok(lines);
                    }
                }
                Err(ReadError::Timeout(_)) => return Err(EngineError::Timeout(timeout)),
                Err(ReadError::Closed) => return Err(p.crashed()),
                Err(ReadError::Unreadable(why)) => {
                    return Err(EngineError::Malformed { line: String::new(), why: Malformed::Unreadable(why) });
                }
            }
        }
    }

    fn start(&mut self) -> Result<(), EngineError> {
        let process = Process::spawn(&self.command)
            .map_err(|e| EngineError::Spawn { command: self.command.clone(), why: e.to_string() })?;
        self.process = Some(process);
        self.send("uci")?;
        let deadline = Instant::now() + self.timeout.max(super::STARTUP_TIMEOUT);
        let lines = self.read_until(|l| l == "uciok", deadline)?;
        let id = |key: &str| {
            lines.iter().find_map(|l| l.trim().strip_prefix(key).map(|v| v.trim().to_owned())).unwrap_or_default()
        };
        let full = id("id name ");
        // `Stockfish 15.1` → name `Stockfish`, version `15.1`.
        let (name, version) = match full.rsplit_once(' ') {
            Some((n, v)) if v.chars().next().is_some_and(|c| c.is_ascii_digit()) => (n.to_owned(), v.to_owned()),
            _ => (if full.is_empty() { self.command.clone() } else { full }, String::new()),
        };
        self.info = Some(EngineInfo {
            name,
            version,
            protocol: Protocol::Uci,
            command: Some(self.command.clone()),
            capabilities: vec![Capability::LegalMoves, Capability::Perft],
        });
        self.send("ucinewgame")?;
        Ok(())
    }

    /// `go perft depth` in `line`: the count per first move and the total.
    fn perft(&mut self, line: &Line, depth: u32) -> Result<(BTreeMap<String, u64>, u64), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + self.timeout;
        self.read_until(|l| l == "readyok", deadline)?;
        let position = if line.moves.is_empty() {
            format!("position fen {}", line.fen)
        } else {
            format!("position fen {} moves {}", line.fen, line.moves.join(" "))
        };
        self.send(&position)?;
        self.send(&format!("go perft {depth}"))?;
        let deadline = Instant::now() + self.timeout;
        let lines = self.read_until(|l| l.starts_with("Nodes searched"), deadline)?;
        let mut divide = BTreeMap::new();
        let mut total = None;
        for l in &lines {
            let l = l.trim();
            if let Some(n) = l.strip_prefix("Nodes searched:") {
                total = Some(
                    n.trim()
                        .parse::<u64>()
                        .map_err(|_| EngineError::Malformed { line: bounded(l), why: Malformed::NotNodeCount })?,
                );
            } else if let Some((mv, n)) = l.split_once(':') {
                let (mv, n) = (mv.trim(), n.trim());
                let looks_like_move = (4..=5).contains(&mv.len()) && mv.chars().all(|c| c.is_ascii_alphanumeric());
                if let (true, Ok(n)) = (looks_like_move, n.parse::<u64>())
                    && divide.insert(mv.to_owned(), n).is_some()
                {
                    return Err(EngineError::Impossible(Impossible::ListedTwice(mv.to_owned())));
                }
            }
        }
        let total = total.ok_or_else(|| EngineError::Malformed { line: String::new(), why: Malformed::NoNodeCount })?;
        let sum: u64 = divide.values().sum();
        if sum != total {
            return Err(EngineError::Impossible(Impossible::CountsDisagree { sum, nodes: total }));
        }
        Ok((divide, total))
    }
}

impl Driver for Uci {
    fn info(&mut self) -> Result<EngineInfo, EngineError> {
        if self.info.is_none() || self.process.is_none() {
            self.process = None;
            self.start()?;
        }
        self.info.clone().ok_or(EngineError::NotRunning)
    }

    fn request(&mut self, request: &Request) -> Result<Value, EngineError> {
        if self.process.is_none() {
            self.start()?;
        }
        let result = match request {
            Request::LegalMoves { line } => {
                self.perft(line, 1).map(|(divide, _)| serde_json::json!({ "moves": divide.keys().collect::<Vec<_>>() }))
            }
            Request::Perft { line, depth } => {
                self.perft(line, *depth).map(|(divide, nodes)| serde_json::json!({ "nodes": nodes, "divide": divide }))
            }
            other => Err(EngineError::Unsupported(other.capability().unwrap_or(Capability::LegalMoves))),
        };
        Process::stop_after(&mut self.process, &result);
        result
    }

    fn shutdown(&mut self) {
        if let Some(mut p) = self.process.take() {
            let _ = p.send("quit");
            p.shutdown(Duration::from_millis(500));
        }
    }
}
