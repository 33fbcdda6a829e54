//! UCI move notation: the squares of departure and arrival, and a promotion letter
//! (`e2e4`, `e7e8q`); castling is the king's move (`e1g1`).

use std::fmt;
use std::str::FromStr;

use crate::{Attempt, Move, Role, Square};

/// A move in UCI notation, not yet checked against a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Uci {
    /// From.
    pub from: Square,
    /// To.
    pub to: Square,
    /// The promotion letter, if any.
    pub promotion: Option<Role>,
}

impl Uci {
    /// The attempt this notation describes.
    pub fn attempt(self) -> Attempt {
        Attempt { from: self.from, to: self.to, promotion: self.promotion }
    }
}

impl Uci {
    /// The UCI notation of an attempt.
    pub fn from_attempt(a: Attempt) -> Uci {
        Uci { from: a.from, to: a.to, promotion: a.promotion }
    }
}

impl From<Move> for Uci {
    fn from(m: Move) -> Uci {
        Uci { from: m.from, to: m.to, promotion: m.promotion() }
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

/// What is wrong with a UCI move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciErrorKind {
    /// Not four or five characters.
    Length,
    /// Not a square name at this place.
    InvalidSquare,
    /// The fifth character is not a piece letter.
    InvalidPromotion(char),
}

/// A text that is not a UCI move, with the 1-based character column of the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciError {
    /// What is wrong.
    pub kind: UciErrorKind,
    /// Where (1-based character column).
    pub column: usize,
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} at column {}", self.kind, self.column)
    }
}

impl std::error::Error for UciError {}

impl FromStr for Uci {
    type Err = UciError;

    fn from_str(s: &str) -> Result<Uci, UciError> {
        let chars: Vec<char> = s.chars().collect();
        if !(4..=5).contains(&chars.len()) {
            return Err(UciError { kind: UciErrorKind::Length, column: 1 });
        }
        let square = |i: usize| -> Result<Square, UciError> {
            let name: String = chars[i..i + 2].iter().collect();
            name.parse().map_err(|_| UciError { kind: UciErrorKind::InvalidSquare, column: i + 1 })
        };
        let from = square(0)?;
        let to = square(2)?;
        let promotion = match chars.get(4) {
            None => None,
            Some(&c) if c.is_ascii_lowercase() => match Role::from_char(c) {
                Some(role) => Some(role),
                None => {
                    return Err(UciError { kind: UciErrorKind::InvalidPromotion(c), column: 5 });
                }
            },
            Some(&c) => {
                return Err(UciError { kind: UciErrorKind::InvalidPromotion(c), column: 5 });
            }
        };
        Ok(Uci { from, to, promotion })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_writes() {
        for s in ["e2e4", "e7e8q", "e1g1", "a7b8n"] {
            assert_eq!(s.parse::<Uci>().unwrap().to_string(), s);
        }
        assert_eq!("e2e".parse::<Uci>().unwrap_err().kind, UciErrorKind::Length);
        assert_eq!("e2i4".parse::<Uci>().unwrap_err().column, 3);
        assert_eq!("e7e8x".parse::<Uci>().unwrap_err().kind, UciErrorKind::InvalidPromotion('x'));
        // A king as promotion letter is syntax; the Laws refuse it later (3.7.3.3).
        assert_eq!("e7e8k".parse::<Uci>().unwrap().promotion, Some(Role::King));
    }
}
