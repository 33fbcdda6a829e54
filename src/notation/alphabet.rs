//! Piece letters and castling marks of algebraic notation in a language (Appendix C.2–C.3:
//! each player may use the names commonly used in his country).

use crate::{CastlingSide, Role};

/// The letters a language writes pieces with, and its castling marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alphabet {
    /// King, queen, rook, bishop, knight (pawns have no letter, Appendix C.4).
    pub pieces: [String; 5],
    /// King side, queen side.
    pub castling: [String; 2],
}

impl Alphabet {
    /// English: `K Q R B N`, `O-O`, `O-O-O`.
    pub fn english() -> Alphabet {
        Alphabet::new(["K", "Q", "R", "B", "N"], ["O-O", "O-O-O"])
    }

    /// Russian: `Кр Ф Л С К`, `0-0`, `0-0-0`.
    pub fn russian() -> Alphabet {
        Alphabet::new(["Кр", "Ф", "Л", "С", "К"], ["0-0", "0-0-0"])
    }

    /// An alphabet of five piece letters (king, queen, rook, bishop, knight) and two
    /// castling marks (king side, queen side).
    pub fn new(pieces: [&str; 5], castling: [&str; 2]) -> Alphabet {
        Alphabet { pieces: pieces.map(str::to_owned), castling: castling.map(str::to_owned) }
    }

    /// The letter of a piece; empty for a pawn.
    pub fn letter(&self, role: Role) -> &str {
        match role {
            Role::Pawn => "",
            Role::King => &self.pieces[0],
            Role::Queen => &self.pieces[1],
            Role::Rook => &self.pieces[2],
            Role::Bishop => &self.pieces[3],
            Role::Knight => &self.pieces[4],
        }
    }

    /// The castling mark of a side.
    pub fn castling(&self, side: CastlingSide) -> &str {
        match side {
            CastlingSide::KingSide => &self.castling[0],
            CastlingSide::QueenSide => &self.castling[1],
        }
    }

    /// The piece whose letter starts `s`, longest letter first, with the letter's length
    /// in bytes.
    pub(crate) fn role_prefix(&self, s: &str) -> Option<(Role, usize)> {
        let roles = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
        roles
            .into_iter()
            .filter(|&r| !self.letter(r).is_empty() && s.starts_with(self.letter(r)))
            .max_by_key(|&r| self.letter(r).len())
            .map(|r| (r, self.letter(r).len()))
    }
}
