//! Syntax errors in PGN: what is wrong, where, and in which game.

use std::fmt;

use crate::{FenError, SanError};

/// A game that cannot be read, with the 1-based line and column (counted in characters)
/// of the problem and the game's 1-based index in the file.
///
/// A syntax error, not a rule violation: the Laws are not consulted. The reader goes on
/// with the next game after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// What is wrong.
    pub kind: PgnErrorKind,
    /// The line (1-based).
    pub line: usize,
    /// The column (1-based, in characters).
    pub column: usize,
    /// The game's index in the file (1-based), counting every game begun, read or not.
    pub game_index: usize,
}

/// What is wrong with a game's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A character that starts no PGN token here (`<`, `>`, a stray `.`, `]` or `"` in
    /// the movetext, …).
    UnexpectedCharacter(char),
    /// A tag value whose closing `"` is missing on its line. Points at the opening `"`.
    UnterminatedString,
    /// A `{` comment never closed: at the end of the file, or before a line that starts
    /// the next game. Points at the `{`.
    UnterminatedComment,
    /// A `(` variation still open at the game's end (termination marker, next game's tags
    /// or end of file). Points at the innermost open `(`.
    UnterminatedVariation,
    /// A `)` with no open variation.
    UnmatchedParenthesis,
    /// A `(` before any move of its line: a variation is an alternative to a move.
    VariationWithoutMove,
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`](super::MAX_VARIATION_DEPTH).
    VariationTooDeep,
    /// A malformed tag pair.
    BadTag(TagProblem),
    /// A move number too large to be one.
    BadMoveNumber(String),
    /// A `$` not followed by a number from 0 to 255.
    BadNag(String),
    /// A run of `!` and `?` that is none of `!`, `?`, `!!`, `??`, `!?`, `?!`.
    BadSuffixAnnotation(String),
    /// An annotation glyph or suffix annotation before any move of its line.
    NagWithoutMove,
    /// A move that is not algebraic notation. Points at the character the [`SanError`]
    /// names.
    BadMove {
        /// The move as written.
        text: String,
        /// Why it is not algebraic notation.
        error: SanError,
    },
    /// A `FEN` tag whose value is not a FEN. Points at the character the [`FenError`]
    /// names (at the closing `"` when a field is missing).
    BadFen {
        /// The FEN as written.
        fen: String,
        /// What is wrong with it.
        error: FenError,
    },
    /// A line longer than [`MAX_LINE_BYTES`](super::MAX_LINE_BYTES). Its rest is skipped
    /// unread, with the game.
    LineTooLong,
    /// A comment longer than [`MAX_COMMENT_BYTES`](super::MAX_COMMENT_BYTES). Points at the
    /// `{`.
    CommentTooLong,
    /// More than [`MAX_TAGS`](super::MAX_TAGS) tag pairs in one game. Points at the first
    /// one too many.
    TooManyTags,
    /// A game result written another way than PGN's (`1/2`, `½-½`, `1:0`, `1–0`) where a
    /// move or a result belongs.
    BadResult(String),
    /// A line that is not UTF-8 and does not read as ISO 8859-1 text either: Cyrillic in
    /// Windows-1251 (a run of its letters, or a piece letter before a square), or a file in
    /// UTF-16 (a byte-order mark `FF FE` or `FE FF` at its start; the reader stops). Read
    /// as ISO 8859-1 it would be mojibake («Êf3» for «Кf3»), never the text the file holds
    /// (review 32a, G-9).
    NotUtf8(Encoding),
    /// The source could not be read. The reader stops.
    Io {
        /// The I/O error's kind.
        kind: std::io::ErrorKind,
        /// Its message.
        message: String,
    },
}

/// What is wrong with a tag pair `[Name "value"]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagProblem {
    /// No name after the `[`.
    MissingName,
    /// A name with characters other than letters, digits and `_`, or not starting with a
    /// letter.
    InvalidName(String),
    /// No quoted value after the name.
    MissingValue,
    /// No `]` after the value.
    MissingBracket,
}

/// The encoding a text that is not UTF-8 seems to be in ([`PgnErrorKind::NotUtf8`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// Windows-1251 (Cyrillic), `cp1251` to `iconv`.
    Windows1251,
    /// UTF-16, with a byte-order mark.
    Utf16,
}

impl Encoding {
    /// The name `iconv -f` takes.
    pub const fn iconv_name(self) -> &'static str {
        match self {
            Encoding::Windows1251 => "cp1251",
            Encoding::Utf16 => "utf-16",
        }
    }
}

impl PgnErrorKind {
    /// A stable kebab-case name (for JSON and message ids): `unterminated-comment`, …
    pub const fn code(&self) -> &'static str {
        match self {
            PgnErrorKind::UnexpectedCharacter(_) => "unexpected-character",
            PgnErrorKind::UnterminatedString => "unterminated-string",
            PgnErrorKind::UnterminatedComment => "unterminated-comment",
            PgnErrorKind::UnterminatedVariation => "unterminated-variation",
            PgnErrorKind::UnmatchedParenthesis => "unmatched-parenthesis",
            PgnErrorKind::VariationWithoutMove => "variation-without-move",
            PgnErrorKind::VariationTooDeep => "variation-too-deep",
            PgnErrorKind::BadTag(_) => "bad-tag",
            PgnErrorKind::BadMoveNumber(_) => "bad-move-number",
            PgnErrorKind::BadNag(_) => "bad-nag",
            PgnErrorKind::BadSuffixAnnotation(_) => "bad-suffix-annotation",
            PgnErrorKind::NagWithoutMove => "nag-without-move",
            PgnErrorKind::BadMove { .. } => "bad-move",
            PgnErrorKind::BadFen { .. } => "bad-fen",
            PgnErrorKind::LineTooLong => "line-too-long",
            PgnErrorKind::CommentTooLong => "comment-too-long",
            PgnErrorKind::TooManyTags => "too-many-tags",
            PgnErrorKind::BadResult(_) => "bad-result",
            PgnErrorKind::NotUtf8(_) => "not-utf8",
            PgnErrorKind::Io { .. } => "io",
        }
    }
}

impl fmt::Display for TagProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagProblem::MissingName => f.write_str("the tag has no name"),
            TagProblem::InvalidName(n) => write!(f, "`{n}` is not a tag name"),
            TagProblem::MissingValue => f.write_str("the tag has no quoted value"),
            TagProblem::MissingBracket => f.write_str("the tag has no closing `]`"),
        }
    }
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::UnexpectedCharacter(c) => write!(f, "unexpected character `{c}`"),
            PgnErrorKind::UnterminatedString => f.write_str("string not closed on its line"),
            PgnErrorKind::UnterminatedComment => f.write_str("comment `{` never closed"),
            PgnErrorKind::UnterminatedVariation => f.write_str("variation `(` never closed"),
            PgnErrorKind::UnmatchedParenthesis => f.write_str("`)` without an open variation"),
            PgnErrorKind::VariationWithoutMove => f.write_str("a variation before any move"),
            PgnErrorKind::VariationTooDeep => {
                write!(f, "variations nested deeper than {}", super::MAX_VARIATION_DEPTH)
            }
            PgnErrorKind::BadTag(p) => write!(f, "bad tag pair: {p}"),
            PgnErrorKind::BadMoveNumber(n) => write!(f, "`{n}` is not a move number"),
            PgnErrorKind::BadNag(n) => write!(f, "`{n}` is not an annotation glyph ($0 to $255)"),
            PgnErrorKind::BadSuffixAnnotation(s) => write!(f, "`{s}` is not a suffix annotation"),
            PgnErrorKind::NagWithoutMove => f.write_str("an annotation before any move"),
            PgnErrorKind::BadMove { text, error } => write!(f, "`{text}` is not a move: {error}"),
            PgnErrorKind::BadFen { fen, error } => write!(f, "`{fen}` is not a FEN: {error}"),
            PgnErrorKind::LineTooLong => write!(f, "a line longer than {} bytes", super::MAX_LINE_BYTES),
            PgnErrorKind::CommentTooLong => write!(f, "a comment longer than {} bytes", super::MAX_COMMENT_BYTES),
            PgnErrorKind::TooManyTags => write!(f, "more than {} tag pairs in one game", super::MAX_TAGS),
            PgnErrorKind::BadResult(r) => {
                write!(f, "`{r}` is not a game result as PGN writes it (1-0, 0-1, 1/2-1/2 or *)")
            }
            PgnErrorKind::NotUtf8(Encoding::Windows1251) => {
                f.write_str("the line is not UTF-8: it seems to be Cyrillic in Windows-1251")
            }
            PgnErrorKind::NotUtf8(Encoding::Utf16) => f.write_str("the file is in UTF-16, not UTF-8"),
            PgnErrorKind::Io { message, .. } => write!(f, "cannot read: {message}"),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}, column {}: {}", self.game_index, self.line, self.column, self.kind)
    }
}

impl std::error::Error for PgnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PgnErrorKind::BadMove { error, .. } => Some(error),
            PgnErrorKind::BadFen { error, .. } => Some(error),
            _ => None,
        }
    }
}
