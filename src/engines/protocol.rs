//! The engine protocol, version 1 (`docs/engine-protocol.md`, `docs/schema/engine-protocol.*.json`):
//! one JSON request per line on the engine's standard input, one JSON answer per line on its
//! standard output, in order. Every request carries an `id`; the answer repeats it.
//!
//! Positions are a FEN plus the moves played from it, in UCI (`e2e4`, `e7e8q`; castling as
//! the king's move, `e1g1`), so that an engine without memory can answer questions about
//! history (repetitions, the fifty- and seventy-five-move rules).

use serde::{Deserialize, Serialize};

/// The protocol version this arbiter speaks.
pub const VERSION: u32 = 1;

/// What an engine can answer, named in its handshake.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Capability {
    /// `legal-moves`: the legal moves of a position (required of every engine).
    LegalMoves,
    /// `play`: whether a move is legal, and the FEN after it.
    Play,
    /// `state`: check, the game's ending if it has ended, how often the position has appeared.
    State,
    /// `claims`: the draws the player having the move may claim.
    Claims,
    /// `san`: a move in Standard Algebraic Notation.
    San,
    /// `validate`: whether a FEN is a position the engine accepts as legal (3.10.3).
    Validate,
    /// `perft`: leaf counts of the legal-move tree, per first move.
    Perft,
}

impl Capability {
    /// Every capability, in the order of the protocol's documentation.
    pub const ALL: [Capability; 7] = [
        Capability::LegalMoves,
        Capability::Play,
        Capability::State,
        Capability::Claims,
        Capability::San,
        Capability::Validate,
        Capability::Perft,
    ];

    /// Its name in the protocol (`legal-moves`).
    pub fn name(self) -> &'static str {
        match self {
            Capability::LegalMoves => "legal-moves",
            Capability::Play => "play",
            Capability::State => "state",
            Capability::Claims => "claims",
            Capability::San => "san",
            Capability::Validate => "validate",
            Capability::Perft => "perft",
        }
    }
}

impl std::fmt::Display for Capability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A position: a FEN and the moves played from it (UCI).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The starting position.
    pub fen: String,
    /// The moves played from it, in UCI.
    #[serde(default)]
    pub moves: Vec<String>,
}

impl Line {
    /// A line of no moves.
    pub fn new(fen: impl Into<String>) -> Line {
        Line { fen: fen.into(), moves: Vec::new() }
    }

    /// This line with one more move.
    pub fn then(&self, uci: &str) -> Line {
        let mut next = self.clone();
        next.moves.push(uci.to_owned());
        next
    }
}

impl std::fmt::Display for Line {
    /// `FEN` or `FEN moves e2e4 e7e5`, as UCI's `position` command writes it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.fen)?;
        if !self.moves.is_empty() {
            write!(f, " moves {}", self.moves.join(" "))?;
        }
        Ok(())
    }
}

/// A request, as sent (`{"id": 3, "type": "legal-moves", "fen": "…", "moves": []}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Request {
    /// The handshake: the first request. Answer: [`Hello`].
    Hello {
        /// The protocol version arbiter speaks.
        protocol: u32,
    },
    /// The legal moves. Answer: [`LegalMoves`].
    LegalMoves {
        /// The position.
        #[serde(flatten)]
        line: Line,
    },
    /// Whether `mv` is legal, and the position after it. Answer: [`Played`].
    Play {
        /// The position.
        #[serde(flatten)]
        line: Line,
        /// The move, in UCI.
        #[serde(rename = "move")]
        mv: String,
    },
    /// The state of the game. Answer: [`State`].
    State {
        /// The position.
        #[serde(flatten)]
        line: Line,
    },
    /// The draws the player having the move may claim. Answer: [`Claims`].
    Claims {
        /// The position.
        #[serde(flatten)]
        line: Line,
    },
    /// A legal move in SAN. Answer: [`SanAnswer`].
    San {
        /// The position.
        #[serde(flatten)]
        line: Line,
        /// The move, in UCI.
        #[serde(rename = "move")]
        mv: String,
    },
    /// Whether the engine accepts a FEN as a legal position. Answer: [`Validated`].
    Validate {
        /// The FEN.
        fen: String,
    },
    /// Perft. Answer: [`Perft`].
    Perft {
        /// The position.
        #[serde(flatten)]
        line: Line,
        /// Depth, at least 1.
        depth: u32,
    },
    /// The engine should exit. No answer.
    Quit,
}

impl Request {
    /// The capability this request needs (none for the handshake and `quit`).
    pub fn capability(&self) -> Option<Capability> {
        match self {
            Request::Hello { .. } | Request::Quit => None,
            Request::LegalMoves { .. } => Some(Capability::LegalMoves),
            Request::Play { .. } => Some(Capability::Play),
            Request::State { .. } => Some(Capability::State),
            Request::Claims { .. } => Some(Capability::Claims),
            Request::San { .. } => Some(Capability::San),
            Request::Validate { .. } => Some(Capability::Validate),
            Request::Perft { .. } => Some(Capability::Perft),
        }
    }
}

/// A request with its id, as one line on the engine's input.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Envelope {
    /// Counts up from 0.
    pub id: u64,
    /// The request.
    #[serde(flatten)]
    pub request: Request,
}

/// The handshake's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    /// The engine's name (`python-chess`).
    pub name: String,
    /// Its version (`1.11.2`).
    pub version: String,
    /// The protocol version it speaks.
    pub protocol: u32,
    /// What it can answer; `legal-moves` is required.
    pub capabilities: Vec<Capability>,
}

/// The answer to `legal-moves`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalMoves {
    /// Every legal move, in UCI, in any order.
    pub moves: Vec<String>,
}

/// The answer to `play`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// Whether the move is legal.
    pub legal: bool,
    /// The FEN after the move, when it is legal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
}

/// How a game has ended, by the Laws' own rules (no claim needed).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndingKind {
    /// Article 5.1.1.
    Checkmate,
    /// Article 5.2.1.
    Stalemate,
    /// Article 5.2.2 (an engine that only checks material reports that here).
    DeadPosition,
    /// Article 9.6.1.
    FivefoldRepetition,
    /// Article 9.6.2.
    SeventyFiveMoves,
}

impl EndingKind {
    /// The kind's name (`dead-position`), as `replay --format json` writes it.
    pub fn name(self) -> &'static str {
        match self {
            EndingKind::Checkmate => "checkmate",
            EndingKind::Stalemate => "stalemate",
            EndingKind::DeadPosition => "dead-position",
            EndingKind::FivefoldRepetition => "fivefold-repetition",
            EndingKind::SeventyFiveMoves => "seventy-five-moves",
        }
    }
}

/// The answer to `state`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Whether the player having the move is in check (3.9.1).
    pub check: bool,
    /// How the game has ended, or `null` when it goes on. When several endings apply, the
    /// one that takes precedence (a checkmate on the last move before 9.6).
    pub ending: Option<EndingKind>,
    /// How many times the current position has appeared in the line, itself included
    /// (the identity of 9.2.3).
    pub repetitions: u32,
}

/// The answer to `claims`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The player having the move may claim a draw by repetition (9.2), now or by declaring
    /// a move.
    pub threefold_repetition: bool,
    /// The player having the move may claim a draw under the fifty-move rule (9.3), now or
    /// by declaring a move.
    pub fifty_moves: bool,
}

/// The answer to `san`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SanAnswer {
    /// The move in SAN, English letters (`Nf3`, `exd6`, `e8=Q+`, `O-O`).
    pub san: String,
}

/// The answer to `validate`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Validated {
    /// Whether the engine accepts the FEN as a legal position.
    pub valid: bool,
}

/// The answer to `perft`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Perft {
    /// Leaf nodes at the depth.
    pub nodes: u64,
    /// Per legal move: the leaf nodes below it (depth − 1 further plies).
    pub divide: std::collections::BTreeMap<String, u64>,
}
