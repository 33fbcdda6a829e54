//! Portable Game Notation: reading games in the import format of the PGN standard
//! (Steven J. Edwards, 1994). Syntax only — playing the moves against the Laws is the
//! replay's job.
//!
//! ```
//! use arbiter::laws::notation::adjudicate_san;
//! use arbiter::pgn::{self, Nag, Outcome};
//! use arbiter::{Position, Ruling};
//!
//! let text = r#"
//! [Event "Casual game"]
//! [Result "1-0"]
//!
//! 1. e4 e5 2. Qh5?! {Early.} Nc6 3. Bc4 Nf6?? (3... g6) 4. Qxf7# 1-0
//! "#;
//! let game = pgn::read_games(text).next().expect("one game")?;
//! assert_eq!(game.tag("Event"), Some("Casual game"));
//! assert_eq!(game.plies(), 7);
//! assert_eq!(game.result(), Some(Outcome::WhiteWins));
//!
//! let qh5 = &game.moves[2];
//! assert_eq!((qh5.text.as_str(), qh5.line, qh5.column), ("Qh5?!", 5, 13));
//! assert_eq!((qh5.number, qh5.nags.as_slice()), (Some(2), &[Nag::DUBIOUS_MOVE][..]));
//! assert_eq!(qh5.comments[0].text, "Early.");
//! assert_eq!(game.moves[5].variations[0].moves[0].text, "g6");
//!
//! // Playing the moves is a matter for the Laws.
//! let mut pos = Position::new();
//! for m in &game.moves {
//!     let Ruling::Legal(played) = adjudicate_san(&pos, &m.san) else { panic!("{}", m.text) };
//!     pos.play_unchecked(played);
//! }
//! assert!(pos.is_check() && pos.legal_moves().is_empty());
//! # Ok::<(), pgn::PgnError>(())
//! ```
//!
//! # What is read
//!
//! - **Games**: any number per file, each a tag pair section and movetext. A game ends at
//!   its termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`). A missing marker is tolerated
//!   at the end of the file and before the next game's tags, with the warning
//!   [`PgnWarningKind::MissingTermination`].
//! - **Tag pairs** `[Name "value"]`, kept in order with duplicates; `\"` and `\\` are
//!   resolved in values, any other backslash is kept as written (Windows paths in `Site`).
//! - **Start position**: a `FEN` tag is read with [`Setup::from_fen`](crate::Setup::from_fen)
//!   and kept with its text; a bad FEN is an error pointing into the tag's value. The FEN is
//!   used even without `[SetUp "1"]` (a warning says so).
//! - **Moves** as [`San`](crate::notation::San), through
//!   [`San::parse_with`](crate::notation::San::parse_with) with the reader's
//!   [alphabets](Reader::with_alphabets), each with its line, column, and the move number
//!   and side written before it (`12.` White, `12...` Black; whitespace around the periods
//!   and missing periods allowed: `1.e4`, `1 e4`, `1. ... e5`).
//! - **Annotations**: `$n` glyphs and the suffixes `! ? !! ?? !? ?!` (also free-standing,
//!   `e4 !?`) as [`Nag`]s of the move before them.
//! - **Comments** `{…}` (over several lines) and `; …` (to the end of the line) belong to
//!   the move before them; those before the first move of a line belong to the game (or
//!   variation). Comments before a game's first tag belong to that game; comments after the
//!   last game are dropped.
//! - **Variations** `( … )`, nested up to [`MAX_VARIATION_DEPTH`], are kept as
//!   [`Variation`]s of the move they are alternatives to; the mainline is
//!   [`PgnGame::moves`]. A variation must follow a move.
//! - **Escape lines** (`%` in the first column) are ignored, as the standard says.
//! - **Text**: UTF-8, or ISO 8859-1 (the standard's character set) line by line when a
//!   line is not UTF-8. Columns count characters, 1-based.
//!
//! # Errors and recovery
//!
//! A game that cannot be read yields one [`PgnError`] (kind, line, column, game index); the
//! reader then skips to the next line that starts a game — a tag pair `[Event "…"]`, or a
//! tag pair after a blank line — so one bad game does not lose the rest. A `{` never
//! closed ends at such a line too. A termination marker contradicting the `Result` tag is a
//! [warning](PgnWarningKind::ResultMismatch), not an error: the moves are still readable,
//! and which result the Laws support is for the replay to say.
//!
//! # Limits
//!
//! Whatever the input, the reader holds at most one line of it ([`MAX_LINE_BYTES`], 1 MiB),
//! one comment ([`MAX_COMMENT_BYTES`], 1 MiB) and one game's tag pairs ([`MAX_TAGS`], 1,024);
//! past a limit the game is an error ([`PgnErrorKind::LineTooLong`],
//! [`PgnErrorKind::CommentTooLong`], [`PgnErrorKind::TooManyTags`]) and the reader goes on
//! with the next game. [`Reader::stream_game`] hands the mainline over move by move
//! instead of keeping it, so that a game of any length is read in constant memory.
//!
//! `e.p.` after an en passant capture (`exd6 e.p.`, `exd6e.p.`) is read as `explain`
//! reads it: part of the move's text, which the notation allows (Appendix C.9.3). Null
//! moves (`--`) and the reserved `<…>` are not PGN and are errors.

mod error;
mod game;
mod lexer;
mod nag;
mod outcome;
mod reader;
mod san;
pub(crate) mod split;
mod text;
mod warning;

pub use error::{Encoding, PgnError, PgnErrorKind, TagProblem};
pub use game::{Comment, CommentStyle, PgnGame, PgnMove, StartPosition, Tag, Termination, Variation};
pub use lexer::{MAX_COMMENT_BYTES, MAX_LINE_BYTES};
pub use nag::Nag;
pub use outcome::Outcome;
pub use reader::{EventSink, MAX_TAGS, MAX_VARIATION_DEPTH, MoveSink, Reader, StreamEvent, read_games};
pub use text::MoveText;
pub use warning::{PgnWarning, PgnWarningKind};

#[cfg(test)]
mod tests;
