//! A ruling on an attempted move: legal, or illegal with the rules it breaks.

use crate::{Move, Role, Square, Violation};

/// A move someone tries to make, by its squares (and promotion piece, if named).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attempt {
    /// The square of departure.
    pub from: Square,
    /// The square of arrival (for castling, the king's: `e1g1`).
    pub to: Square,
    /// The promotion piece named, if any.
    pub promotion: Option<Role>,
}

impl Attempt {
    /// An attempt without a promotion piece.
    pub const fn new(from: Square, to: Square) -> Attempt {
        Attempt { from, to, promotion: None }
    }

    /// The attempt to make `m`.
    pub const fn from_move(m: Move) -> Attempt {
        Attempt { from: m.from, to: m.to, promotion: m.promotion() }
    }
}

/// The verdict on an attempted move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// The move is legal (Article 3.10.1); here it is, with its kind.
    Legal(Move),
    /// The move is illegal (Article 3.10.2); here is why.
    Illegal(Illegal),
}

impl Ruling {
    /// Whether the move is legal.
    pub fn is_legal(&self) -> bool {
        matches!(self, Ruling::Legal(_))
    }

    /// The violations, empty when legal.
    pub fn violations(&self) -> &[Violation] {
        match self {
            Ruling::Legal(_) => &[],
            Ruling::Illegal(i) => &i.violations,
        }
    }
}

/// An illegal move: one or more violations, the primary reason first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal {
    /// The violations, in the order of the Laws; never empty.
    pub violations: Vec<Violation>,
}

impl Illegal {
    /// The primary reason.
    pub fn primary(&self) -> &Violation {
        &self.violations[0]
    }
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ids: Vec<&str> = self.violations.iter().map(|v| v.rule().as_str()).collect();
        write!(f, "illegal move: {}", ids.join(", "))
    }
}

impl std::error::Error for Illegal {}
