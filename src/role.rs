//! The six kinds of piece (Article 2.2).

use std::fmt;

/// What a piece is, whatever its colour. Called `Role` (as in shakmaty), not "piece type".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Moves and captures forward, diagonally (Article 3.7).
    Pawn = 0,
    /// Leaps (Article 3.6).
    Knight = 1,
    /// Moves along diagonals (Article 3.2).
    Bishop = 2,
    /// Moves along files and ranks (Article 3.3).
    Rook = 3,
    /// Moves along files, ranks and diagonals (Article 3.4).
    Queen = 4,
    /// Moves to an adjoining square, or castles (Article 3.8).
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

    /// The pieces a pawn may be promoted to (Article 3.7.3.3), strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The lowercase letter of FEN and UCI: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The uppercase English letter of SAN (Appendix C): `N B R Q K`, and `P` for a pawn.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The role of a FEN/UCI letter, either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// `pawn`, `knight`, … — the stable English name used as a Fluent argument.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// Whether the role slides along lines (bishop, rook, queen; Article 3.5).
    pub const fn is_line_piece(self) -> bool {
        matches!(self, Role::Bishop | Role::Rook | Role::Queen)
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
