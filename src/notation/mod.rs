//! Move notation: UCI (`e2e4`, `e7e8q`) and the algebraic notation of Appendix C — short
//! (`Nf3`, `exd5`, `e8=Q`, `O-O`), long (`Ng1-f3`, `e4xd5`), and in other languages'
//! piece letters (`Кf3`, `Крe2`, `0-0`).
//!
//! Syntax errors are typed ([`UciError`], [`SanError`]) and kept apart from rule
//! violations: a move that parses but cannot be played is a [`Ruling`](crate::Ruling).

mod alphabet;
mod lookalike;
mod san;
mod uci;

pub use alphabet::Alphabet;
pub(crate) use lookalike::as_pawn_writes_it;
pub use lookalike::{lookalike_letters, lookalike_moves, lookalike_readings, with_latin_files};
pub use san::{San, SanError, SanErrorKind, Suffix};
pub use uci::{Uci, UciError, UciErrorKind};

use crate::{Position, Ruling};

/// A move as someone wrote it, in any notation the engine reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    /// UCI: `e2e4`, `e7e8q`, `e1g1`.
    Uci(Uci),
    /// Algebraic notation, short or long, in some alphabet.
    San(San),
}

/// A move text that is neither UCI nor algebraic notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSyntaxError {
    /// Why it is not algebraic notation (the more telling of the two for most inputs).
    pub san: SanError,
    /// The text as given.
    pub text: String,
}

impl std::fmt::Display for MoveSyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}` is not a move in UCI or algebraic notation: {}", self.text, self.san)
    }
}

impl std::error::Error for MoveSyntaxError {}

impl Notation {
    /// Reads UCI if the text is UCI, algebraic notation (English letters, plus those of
    /// `alphabets`) otherwise.
    pub fn parse(text: &str, alphabets: &[&Alphabet]) -> Result<Notation, MoveSyntaxError> {
        if let Ok(uci) = text.trim().parse::<Uci>() {
            return Ok(Notation::Uci(uci));
        }
        San::parse_with(text, alphabets)
            .map(Notation::San)
            .map_err(|san| MoveSyntaxError { san, text: text.to_owned() })
    }

    /// The ruling on this move in `pos`.
    pub fn adjudicate(&self, pos: &Position) -> Ruling {
        match self {
            Notation::Uci(uci) => crate::adjudicate(pos, uci.attempt()),
            Notation::San(san) => crate::laws::notation::adjudicate_san(pos, san),
        }
    }
}
