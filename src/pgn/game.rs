//! One game as a PGN file records it: tag pairs, start position, movetext.
//!
//! Every item keeps the 1-based line and column (counted in characters) where it was
//! written, so a replay can point at the move it rules on.

use super::{MoveText, Nag, Outcome, PgnWarning};
use crate::notation::San;
use crate::{Color, Setup};

/// A game read from PGN: syntax only. Whether its moves are legal is decided when it is
/// replayed against the Laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// The game's 1-based index in the file, counting the games that failed to read.
    pub index: usize,
    /// The line where the game starts (its first tag pair, or its first movetext token).
    pub line: usize,
    /// The column where the game starts.
    pub column: usize,
    /// The tag pairs, in the order written (duplicates kept).
    pub tags: Vec<Tag>,
    /// The start position, when a `FEN` tag gives one.
    pub start: Option<StartPosition>,
    /// Comments before the first move.
    pub comments: Vec<Comment>,
    /// The mainline.
    pub moves: Vec<PgnMove>,
    /// The game termination marker, when written.
    pub termination: Option<Termination>,
    /// Doubtful but readable things: a result that contradicts the `Result` tag, a missing
    /// marker… In the order found.
    pub warnings: Vec<PgnWarning>,
}

impl PgnGame {
    /// The value of the first tag pair with this name (case-sensitive, as in the standard).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|t| t.name == name).map(|t| t.value.as_str())
    }

    /// The value of the `Result` tag, when it is one of the four markers.
    pub fn result_tag(&self) -> Option<Outcome> {
        self.tag("Result").and_then(Outcome::from_marker)
    }

    /// The result: the termination marker, or the `Result` tag when the marker is missing.
    pub fn result(&self) -> Option<Outcome> {
        self.termination.map(|t| t.outcome).or_else(|| self.result_tag())
    }

    /// The FEN of the start position, when one is given.
    pub fn fen(&self) -> Option<&str> {
        self.start.as_ref().map(|s| s.fen.as_str())
    }

    /// The start position: the `FEN` tag's, or the initial position.
    pub fn setup(&self) -> Setup {
        self.start.as_ref().map_or_else(Setup::initial, |s| s.setup.clone())
    }

    /// The number of half-moves in the mainline.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }
}

/// A tag pair: `[Event "F/S Return Match"]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    /// The tag name, as written.
    pub name: String,
    /// The value, with the escapes `\"` and `\\` resolved.
    pub value: String,
    /// The line of the `[`.
    pub line: usize,
    /// The column of the `[`.
    pub column: usize,
}

/// A start position given by a `FEN` tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartPosition {
    /// The FEN as written in the tag.
    pub fen: String,
    /// The FEN read, not yet checked against the Laws.
    pub setup: Setup,
    /// The line of the tag's value.
    pub line: usize,
    /// The column of the value's first character.
    pub column: usize,
}

/// A move of the movetext, with what was written around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move in algebraic notation.
    pub san: San,
    /// The move as written, suffix annotation included (`Bd6!!`, `Кf3`).
    pub text: MoveText,
    /// The line of the move's first character.
    pub line: usize,
    /// The column of the move's first character.
    pub column: usize,
    /// The move number written before the move (`12` of `12.` or `12...`).
    pub number: Option<u32>,
    /// The side the move-number indication names: one period White, two or more Black;
    /// none when no indication or a bare number was written.
    pub side: Option<Color>,
    /// The annotation glyphs after the move: `$n` tokens and the suffix annotation.
    pub nags: Vec<Nag>,
    /// The comments after the move (before the next one).
    pub comments: Vec<Comment>,
    /// The variations `( … )` written after the move: alternatives *to this move*, played
    /// from the position before it.
    pub variations: Vec<Variation>,
}

/// A recursive annotation variation `( … )`: an alternative to the move it follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    /// Comments before the variation's first move.
    pub comments: Vec<Comment>,
    /// The moves, the first replacing the move the variation follows.
    pub moves: Vec<PgnMove>,
    /// The line of the `(`.
    pub line: usize,
    /// The column of the `(`.
    pub column: usize,
}

/// A comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// The text, without the braces or the semicolon, trimmed of surrounding whitespace.
    /// Line breaks inside a brace comment are kept as `\n`.
    pub text: String,
    /// How it was written.
    pub style: CommentStyle,
    /// The line of the `{` or `;`.
    pub line: usize,
    /// The column of the `{` or `;`.
    pub column: usize,
}

/// The two ways of writing a comment.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CommentStyle {
    /// `{ … }`, possibly over several lines.
    Brace,
    /// `; …` to the end of the line.
    Line,
}

/// The game termination marker, where it was written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Termination {
    /// The result it records.
    pub outcome: Outcome,
    /// Its line.
    pub line: usize,
    /// Its column.
    pub column: usize,
}
