//! Castling (Article 3.8.2): its two sides and the rights a position records.

use std::fmt;

use crate::{Color, File, Rank, Square};

/// The side on which a player castles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastlingSide {
    /// With the h-file rook: `O-O`.
    KingSide = 0,
    /// With the a-file rook: `O-O-O`.
    QueenSide = 1,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// `kingside` or `queenside`: a stable name for messages.
    pub const fn name(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "kingside",
            CastlingSide::QueenSide => "queenside",
        }
    }

    /// The king's original square (Article 2.3).
    pub const fn king_from(color: Color) -> Square {
        Square::from_coords(File::E, Rank::First.relative_to(color))
    }

    /// The square the king is transferred to, two squares towards the rook.
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), Rank::First.relative_to(color))
    }

    /// The rook's original square.
    pub const fn rook_from(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        };
        Square::from_coords(file, Rank::First.relative_to(color))
    }

    /// The square the rook is transferred to: the one the king has just crossed.
    pub const fn rook_to(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        };
        Square::from_coords(file, Rank::First.relative_to(color))
    }

    const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The side whose king destination is `to`, for a king on its original square.
    pub fn from_king_to(color: Color, to: Square) -> Option<CastlingSide> {
        CastlingSide::ALL.into_iter().find(|side| side.king_to(color) == to)
    }
}

impl fmt::Display for CastlingSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The castling rights recorded in a position: for each colour and side, whether neither
/// the king nor that rook has moved (Article 3.8.2.1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights, as at the start of a game.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & CastlingRights::bit(color, side) != 0
    }

    /// Whether `color` has any right left.
    #[inline]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & (0b11 << (color as u8 * 2)) != 0
    }

    /// Whether no right is left at all.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Grants a right.
    pub fn add(&mut self, color: Color, side: CastlingSide) {
        self.0 |= CastlingRights::bit(color, side);
    }

    /// Removes a right.
    pub fn remove(&mut self, color: Color, side: CastlingSide) {
        self.0 &= !CastlingRights::bit(color, side);
    }

    /// Removes both rights of `color` (the king has moved).
    pub fn remove_color(&mut self, color: Color) {
        self.0 &= !(0b11 << (color as u8 * 2));
    }

    /// Removes whatever right depends on a piece standing on `sq` (a king or a rook on its
    /// original square), because that piece moves or is captured.
    #[inline]
    pub(crate) fn discard_square(&mut self, sq: Square) {
        self.0 &= !SQUARE_MASK[sq as usize];
    }

    /// The FEN field: `KQkq`, a subset, or `-`.
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (color, side, c) in [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ] {
            if self.has(color, side) {
                s.push(c);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }

    /// The raw four bits (white king side, white queen side, black king side, black queen
    /// side), for hashing.
    pub const fn bits(self) -> u8 {
        self.0
    }
}

const SQUARE_MASK: [u8; 64] = {
    let mut m = [0u8; 64];
    m[Square::E1 as usize] = 0b0011;
    m[Square::H1 as usize] = 0b0001;
    m[Square::A1 as usize] = 0b0010;
    m[Square::E8 as usize] = 0b1100;
    m[Square::H8 as usize] = 0b0100;
    m[Square::A8 as usize] = 0b1000;
    m
};

impl fmt::Debug for CastlingRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CastlingRights({})", self.fen())
    }
}
