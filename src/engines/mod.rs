//! Driving other chess programs: the executable rulebook and perft run against engines that
//! speak arbiter's JSON-lines protocol ([`protocol`], `docs/engine-protocol.md`) or UCI
//! ([`uci`]).
//!
//! An [`Engine`] is a handle shared by the scenarios of a run. Each request is answered
//! within a timeout; an engine that crashes, hangs, writes malformed JSON or an impossible
//! answer fails that request with an [`EngineError`] and is restarted on the next one. Its
//! process group is killed when the handle drops and when arbiter is interrupted.

pub mod jsonlines;
pub mod perft;
pub mod process;
pub mod protocol;
pub mod serve;
pub mod uci;

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use serde::de::DeserializeOwned;
use serde_json::Value;

pub use protocol::{Capability, Claims, EndingKind, Line, Perft, Played, Request, State};

/// The default time an engine has to answer one request.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// The least time an engine has to start and answer its handshake (or `uciok`), whatever
/// the request timeout: an interpreter or a virtual machine may take seconds to start on a
/// loaded machine.
pub const STARTUP_TIMEOUT: Duration = Duration::from_secs(10);

/// How arbiter talks to an engine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// arbiter itself, in process.
    BuiltIn,
    /// arbiter's JSON-lines protocol ([`protocol`]).
    JsonLines,
    /// UCI.
    Uci,
}

impl Protocol {
    /// `built-in`, `json-lines`, `uci`.
    pub fn name(self) -> &'static str {
        match self {
            Protocol::BuiltIn => "built-in",
            Protocol::JsonLines => "json-lines",
            Protocol::Uci => "uci",
        }
    }
}

/// An engine to run: a command and the protocol it speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The shell command that starts it (`python3 adapters/python-chess.py`).
    pub command: String,
    /// [`Protocol::JsonLines`] or [`Protocol::Uci`].
    pub protocol: Protocol,
}

/// What an engine says of itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineInfo {
    /// Its name (`python-chess`, `Stockfish`).
    pub name: String,
    /// Its version.
    pub version: String,
    /// How arbiter talks to it.
    pub protocol: Protocol,
    /// The command that started it, unless built in.
    pub command: Option<String>,
    /// What it can answer.
    pub capabilities: Vec<Capability>,
}

impl EngineInfo {
    /// arbiter itself.
    pub fn arbiter() -> EngineInfo {
        EngineInfo {
            name: "arbiter".to_owned(),
            version: env!("CARGO_PKG_VERSION").to_owned(),
            protocol: Protocol::BuiltIn,
            command: None,
            capabilities: Capability::ALL.to_vec(),
        }
    }
}

/// Why an engine did not answer a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The engine does not have the capability the request needs.
    Unsupported(Capability),
    /// The command could not be started.
    Spawn {
        /// The command.
        command: String,
        /// Why.
        why: String,
    },
    /// No answer within the timeout; the engine is killed and restarted.
    Timeout(Duration),
    /// The engine exited (or closed its output) before answering.
    Crashed {
        /// How it ended, when known.
        status: Option<Stopped>,
        /// The end of its standard error.
        stderr: String,
    },
    /// A line that is not a well-formed answer.
    Malformed {
        /// The line (bounded; empty when it could not be read at all).
        line: String,
        /// What is wrong with it.
        why: Malformed,
    },
    /// A well-formed answer that cannot be true (a move that is not UCI, listed twice, a
    /// FEN that does not read…).
    Impossible(Impossible),
    /// The engine answered with an error (`{"id": 3, "error": "…"}`): its own words.
    Refused(String),
    /// The engine is not running (internal: it failed to start before).
    NotRunning,
}

/// How an engine's process ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// With this exit status.
    Exit(i32),
    /// Killed by this signal.
    Signal(i32),
    /// Otherwise, as the system says it.
    Other(String),
}

/// What is wrong with an answer that is not well formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Malformed {
    /// The line cannot be read (too long, not UTF-8).
    Unreadable(process::Unreadable),
    /// Not the JSON the protocol asks for: where the JSON reader stopped, and the key it
    /// missed, if that is why.
    Json {
        /// `syntax` (not JSON), `eof` (cut short) or `data` (a value of the wrong kind).
        category: &'static str,
        /// The column (from 1) where the reader stopped.
        column: usize,
        /// The key the answer lacks.
        missing: Option<String>,
    },
    /// The answer does not carry the id of the request.
    WrongId(u64),
    /// A UCI `Nodes searched` line without a number.
    NotNodeCount,
    /// A UCI perft answer without its `Nodes searched` line.
    NoNodeCount,
}

impl Malformed {
    /// What the JSON reader found wrong with an answer.
    pub fn json(e: &serde_json::Error) -> Malformed {
        use serde_json::error::Category;
        let text = e.to_string();
        let missing = text.strip_prefix("missing field `").and_then(|rest| rest.split('`').next()).map(str::to_owned);
        let category = match e.classify() {
            Category::Eof => "eof",
            Category::Data => "data",
            Category::Syntax | Category::Io => "syntax",
        };
        Malformed::Json { category, column: e.column(), missing }
    }
}

/// Why a well-formed answer cannot be right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// The engine speaks another version of the protocol.
    ProtocolVersion {
        /// The engine's.
        engine: u32,
        /// arbiter's.
        arbiter: u32,
    },
    /// The handshake does not name the required `legal-moves`.
    NoLegalMoves,
    /// A listed move that is not UCI.
    NotUci(String),
    /// A move listed twice.
    ListedTwice(String),
    /// A legal move answered without the FEN after it.
    LegalWithoutFen,
    /// A FEN that does not read.
    NotFen(String),
    /// The current position said to have appeared 0 times.
    NeverAppeared,
    /// A move of the line that is not legal.
    NotLegal(String),
    /// The moves' perft counts do not add up to the total.
    CountsDisagree {
        /// Their sum.
        sum: u64,
        /// The total the engine gave.
        nodes: u64,
    },
    /// The request could not be written (what the JSON writer says).
    Request(String),
}

impl EngineError {
    /// Whether the engine must be restarted before the next request.
    pub fn needs_restart(&self) -> bool {
        matches!(
            self,
            EngineError::Timeout(_)
                | EngineError::Crashed { .. }
                | EngineError::Malformed { .. }
                | EngineError::NotRunning
        )
    }
}

/// In English: the message of its [`Localize`](crate::i18n::Localize) map, which says it in
/// the reader's language too (`locales/*/engines.ftl`).
impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::i18n::Localize;
        let l10n = crate::i18n::Localizer::global();
        f.write_str(&l10n.format(&l10n.english(), &self.message()))
    }
}

impl std::error::Error for EngineError {}

/// One protocol's way of asking an engine. Answers are the JSON of [`protocol`].
pub trait Driver: Send {
    /// Starts the engine if needed and returns what it says of itself.
    fn info(&mut self) -> Result<EngineInfo, EngineError>;
    /// One request, answered (starting the engine again first if it has stopped).
    fn request(&mut self, request: &Request) -> Result<Value, EngineError>;
    /// Asks the engine to quit, then kills its process group.
    fn shutdown(&mut self);
}

/// A running engine, shared by the scenarios of a run.
pub struct Engine {
    info: EngineInfo,
    driver: Mutex<Box<dyn Driver>>,
    requests: AtomicU64,
    failures: AtomicU64,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine").field("info", &self.info).finish()
    }
}

impl Engine {
    /// Starts the engine of `spec` and reads its handshake.
    pub fn start(spec: &EngineSpec, timeout: Duration) -> Result<Engine, EngineError> {
        let driver: Box<dyn Driver> = match spec.protocol {
            Protocol::Uci => Box::new(uci::Uci::new(&spec.command, timeout)),
            _ => Box::new(jsonlines::JsonLines::new(&spec.command, timeout)),
        };
        Engine::with_driver(driver)
    }

    /// An engine over any driver.
    pub fn with_driver(mut driver: Box<dyn Driver>) -> Result<Engine, EngineError> {
        let info = driver.info()?;
        Ok(Engine { info, driver: Mutex::new(driver), requests: AtomicU64::new(0), failures: AtomicU64::new(0) })
    }

    /// What the engine said of itself.
    pub fn info(&self) -> &EngineInfo {
        &self.info
    }

    /// Whether it has a capability.
    pub fn can(&self, capability: Capability) -> bool {
        self.info.capabilities.contains(&capability)
    }

    /// Requests sent so far, and how many of them failed (crash, timeout, malformed…).
    pub fn counters(&self) -> (u64, u64) {
        (self.requests.load(Ordering::Relaxed), self.failures.load(Ordering::Relaxed))
    }

    fn ask<T: DeserializeOwned>(&self, request: Request) -> Result<T, EngineError> {
        if let Some(c) = request.capability()
            && !self.can(c)
        {
            return Err(EngineError::Unsupported(c));
        }
        self.requests.fetch_add(1, Ordering::Relaxed);
        let mut driver = self.driver.lock().map_err(|_| EngineError::NotRunning)?;
        let answer = driver.request(&request).and_then(|v| {
            let text = v.to_string();
            serde_json::from_value(v)
                .map_err(|e| EngineError::Malformed { line: jsonlines::bounded(&text), why: Malformed::json(&e) })
        });
        if answer.is_err() {
            self.failures.fetch_add(1, Ordering::Relaxed);
        }
        answer
    }

    /// The legal moves of `line`, in UCI, sorted; checked to be UCI and listed once each.
    pub fn legal_moves(&self, line: &Line) -> Result<Vec<String>, EngineError> {
        let answer: protocol::LegalMoves = self.ask(Request::LegalMoves { line: line.clone() })?;
        let mut moves = answer.moves;
        for m in &moves {
            if m.parse::<crate::Uci>().is_err() {
                return Err(EngineError::Impossible(Impossible::NotUci(jsonlines::bounded(m))));
            }
        }
        moves.sort();
        if let Some(w) = moves.windows(2).find(|w| w[0] == w[1]) {
            return Err(EngineError::Impossible(Impossible::ListedTwice(w[0].clone())));
        }
        Ok(moves)
    }

    /// Whether `mv` is legal in `line`, and the FEN after it.
    pub fn play(&self, line: &Line, mv: &str) -> Result<Played, EngineError> {
        let played: Played = self.ask(Request::Play { line: line.clone(), mv: mv.to_owned() })?;
        match (&played.fen, played.legal) {
            (None, true) => Err(EngineError::Impossible(Impossible::LegalWithoutFen)),
            (Some(fen), true) if crate::Setup::from_fen(fen).is_err() => {
                Err(EngineError::Impossible(Impossible::NotFen(jsonlines::bounded(fen))))
            }
            _ => Ok(played),
        }
    }

    /// The state of the game at the end of `line`.
    pub fn state(&self, line: &Line) -> Result<State, EngineError> {
        let state: State = self.ask(Request::State { line: line.clone() })?;
        if state.repetitions == 0 {
            return Err(EngineError::Impossible(Impossible::NeverAppeared));
        }
        Ok(state)
    }

    /// The draws the player having the move may claim.
    pub fn claims(&self, line: &Line) -> Result<Claims, EngineError> {
        self.ask(Request::Claims { line: line.clone() })
    }

    /// A move in SAN.
    pub fn san(&self, line: &Line, mv: &str) -> Result<String, EngineError> {
        let answer: protocol::SanAnswer = self.ask(Request::San { line: line.clone(), mv: mv.to_owned() })?;
        Ok(answer.san)
    }

    /// Whether the engine accepts a FEN as a legal position.
    pub fn validate(&self, fen: &str) -> Result<bool, EngineError> {
        let answer: protocol::Validated = self.ask(Request::Validate { fen: fen.to_owned() })?;
        Ok(answer.valid)
    }

    /// Perft `depth` in `line`: the total and the count under each legal move.
    pub fn perft(&self, line: &Line, depth: u32) -> Result<Perft, EngineError> {
        let answer: Perft = self.ask(Request::Perft { line: line.clone(), depth })?;
        let sum: u64 = answer.divide.values().sum();
        if depth > 0 && sum != answer.nodes {
            return Err(EngineError::Impossible(Impossible::CountsDisagree { sum, nodes: answer.nodes }));
        }
        Ok(answer)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(mut d) = self.driver.lock() {
            d.shutdown();
        }
    }
}
