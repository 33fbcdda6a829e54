//! The chessboard with pieces on it (Articles 2.1–2.3): piece placement only, no side to
//! move or rights — those belong to a [`Position`](crate::Position).

use std::fmt;

use crate::attacks;
use crate::{Bitboard, Color, File, Piece, Rank, Role, Square};

/// Which piece stands on which square.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board { by_role: [Bitboard::EMPTY; 6], by_color: [Bitboard::EMPTY; 2], occupied: Bitboard::EMPTY }
    }

    /// The initial position of the pieces (Article 2.3).
    pub const fn initial() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            occupied: Bitboard(0xffff_0000_0000_ffff),
        }
    }

    /// The occupied squares.
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of pieces of `role`, both colours.
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// Rooks and queens, both colours.
    #[inline]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.by_role(Role::Rook) | self.by_role(Role::Queen)
    }

    /// Bishops and queens, both colours.
    #[inline]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.by_role(Role::Bishop) | self.by_role(Role::Queen)
    }

    /// The square of `color`'s king, if there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role(Role::King) & self.by_color(color)).single_square()
    }

    /// The colour of the piece on `sq`.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The role of the piece on `sq`.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied.contains(sq) {
            return None;
        }
        Role::ALL.into_iter().find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// Removes and returns the piece on `sq`.
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_role[piece.role.index()].discard(sq);
        self.by_color[piece.color.index()].discard(sq);
        self.occupied.discard(sq);
        Some(piece)
    }

    /// Puts `piece` on `sq`, replacing what stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.remove_piece_at(sq);
        self.by_role[piece.role.index()].add(sq);
        self.by_color[piece.color.index()].add(sq);
        self.occupied.add(sq);
    }

    /// Moves a piece known to stand on `from` to the empty square `to` (fast path).
    #[inline]
    pub(crate) fn shift_piece(&mut self, piece: Piece, from: Square, to: Square) {
        let mask = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_role[piece.role.index()] ^= mask;
        self.by_color[piece.color.index()] ^= mask;
        self.occupied ^= mask;
    }

    /// Removes a piece known to stand on `sq` (fast path).
    #[inline]
    pub(crate) fn take_piece(&mut self, piece: Piece, sq: Square) {
        let mask = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= mask;
        self.by_color[piece.color.index()] ^= mask;
        self.occupied ^= mask;
    }

    /// Puts a piece on a square known to be empty (fast path).
    #[inline]
    pub(crate) fn put_piece(&mut self, piece: Piece, sq: Square) {
        let mask = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= mask;
        self.by_color[piece.color.index()] |= mask;
        self.occupied |= mask;
    }

    /// The pieces of `attacker` that attack `sq` (Article 3.1.2), with `occupied` as the
    /// occupied squares (pass [`Board::occupied`] for the board as it stands).
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        ((attacks::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(attacker.other(), sq) & self.by_role(Role::Pawn)))
            & them
            & occupied
    }

    /// Whether `attacker` attacks `sq` — [`Board::attackers_to`] without collecting them:
    /// the cheap leaper tests first, sliders only if needed.
    #[inline]
    pub fn is_attacked(&self, sq: Square, attacker: Color, occupied: Bitboard) -> bool {
        let them = self.by_color(attacker) & occupied;
        if ((attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(attacker.other(), sq) & self.by_role(Role::Pawn)))
            & them
            != Bitboard::EMPTY
        {
            return true;
        }
        let rq = self.rooks_and_queens() & them;
        if rq.any() && (attacks::rook_attacks(sq, occupied) & rq).any() {
            return true;
        }
        let bq = self.bishops_and_queens() & them;
        bq.any() && (attacks::bishop_attacks(sq, occupied) & bq).any()
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied.map(|sq| (sq, self.piece_at(sq).expect("occupied square has a piece")))
    }

    /// The piece-placement field of FEN.
    pub fn board_fen(&self) -> String {
        let mut s = String::with_capacity(64);
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank != Rank::First {
                s.push('/');
            }
        }
        s
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::initial()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.board_fen())
    }
}

impl fmt::Display for Board {
    /// Eight lines, rank 8 first; `.` for an empty square.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            for file in File::ALL {
                let c = self.piece_at(Square::from_coords(file, rank)).map_or('.', Piece::char);
                write!(f, "{c}")?;
                if file != File::H {
                    write!(f, " ")?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initial_position_matches_article_2_3() {
        let b = Board::initial();
        assert_eq!(b.board_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        // The queen stands on a square of her own colour.
        assert_eq!(b.piece_at(Square::D1), Some(Piece::new(Color::White, Role::Queen)));
        assert_eq!(Square::D1.color(), Color::White);
        assert_eq!(b.piece_at(Square::D8), Some(Piece::new(Color::Black, Role::Queen)));
        assert_eq!(Square::D8.color(), Color::Black);
        assert_eq!(b.occupied().count(), 32);
    }
}
