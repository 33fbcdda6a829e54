//! Things a PGN reader notices but that do not stop it reading a game.

use std::fmt;

use super::Outcome;

/// A doubtful but readable detail of a game, with where it was written (1-based line and
/// column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnWarning {
    /// What was noticed.
    pub kind: PgnWarningKind,
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
}

/// What a [`PgnWarning`] is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnWarningKind {
    /// The movetext ends without a termination marker — at the end of the file or before
    /// the next game's tags. Points at the last token of the game.
    MissingTermination,
    /// The termination marker contradicts the `Result` tag. Points at the marker. The moves
    /// stay readable, so this is not an error: a replay can say which one the Laws support.
    ResultMismatch {
        /// The `Result` tag.
        tag: Outcome,
        /// The marker.
        marker: Outcome,
    },
    /// A `Result` tag whose value is none of `1-0`, `0-1`, `1/2-1/2`, `*`. Points at the tag.
    InvalidResultTag(String),
    /// A `FEN` tag without `[SetUp "1"]`. The FEN is used all the same. Points at the FEN.
    FenWithoutSetUp,
    /// `[SetUp "1"]` without a `FEN` tag. The game starts from the initial position.
    /// Points at the `SetUp` tag.
    SetUpWithoutFen,
}

impl PgnWarningKind {
    /// A stable kebab-case name (for JSON and message ids): `missing-termination`, …
    pub const fn code(&self) -> &'static str {
        match self {
            PgnWarningKind::MissingTermination => "missing-termination",
            PgnWarningKind::ResultMismatch { .. } => "result-mismatch",
            PgnWarningKind::InvalidResultTag(_) => "invalid-result-tag",
            PgnWarningKind::FenWithoutSetUp => "fen-without-setup",
            PgnWarningKind::SetUpWithoutFen => "setup-without-fen",
        }
    }
}

impl fmt::Display for PgnWarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnWarningKind::MissingTermination => f.write_str("the game has no termination marker"),
            PgnWarningKind::ResultMismatch { tag, marker } => {
                write!(f, "the termination marker `{marker}` contradicts the Result tag `{tag}`")
            }
            PgnWarningKind::InvalidResultTag(v) => {
                write!(f, "the Result tag `{v}` is not a game result")
            }
            PgnWarningKind::FenWithoutSetUp => f.write_str("a FEN tag without [SetUp \"1\"]"),
            PgnWarningKind::SetUpWithoutFen => f.write_str("[SetUp \"1\"] without a FEN tag"),
        }
    }
}

impl fmt::Display for PgnWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}
