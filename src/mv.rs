//! A move: from a square to a square, and what kind of move it is.

use std::fmt;
use std::mem::MaybeUninit;
use std::ops::Deref;

use crate::{Bitboard, CastlingSide, Role, Square};

/// What kind of move a [`Move`] is, beyond its two squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Any move that is not one of the others (captures included).
    Normal,
    /// A pawn's advance of two squares from its original square (Article 3.7.2).
    DoubleStep,
    /// An en passant capture (Articles 3.7.3.1–2).
    EnPassant,
    /// Castling (Article 3.8.2): the king moves two squares, the rook jumps over it.
    Castle(CastlingSide),
    /// A pawn reaching the last rank, exchanged for this piece (Article 3.7.3.3).
    Promotion(Role),
}

/// A move as the engine plays it. For castling, `to` is the king's destination
/// (`e1g1`), as in UCI.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square of departure.
    pub from: Square,
    /// The square of arrival (for castling: the king's).
    pub to: Square,
    /// What kind of move.
    pub kind: MoveKind,
}

impl Move {
    /// A move of a kind.
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move { from, to, kind }
    }

    /// The promotion piece, if this is a promotion.
    #[inline]
    pub const fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    /// The castling side, if this is castling.
    #[inline]
    pub const fn castling_side(self) -> Option<CastlingSide> {
        match self.kind {
            MoveKind::Castle(side) => Some(side),
            _ => None,
        }
    }

    /// The UCI form: `e2e4`, `e7e8q`, `e1g1`.
    pub fn uci(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    /// The UCI form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

/// A list of moves held on the stack. Its capacity, 512, exceeds the moves of any position
/// with at most sixteen pieces a side (a legal position has at most 218).
pub struct MoveList {
    moves: [MaybeUninit<Move>; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// The most moves a list holds.
    pub const CAPACITY: usize = 512;

    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList { moves: [const { MaybeUninit::uninit() }; MoveList::CAPACITY], len: 0 }
    }

    /// Adds a move. Positions are limited to sixteen pieces a side when loaded, which keeps
    /// every list within its capacity; a move past it would be dropped, never written out
    /// of bounds.
    #[inline]
    pub fn push(&mut self, m: Move) {
        debug_assert!(self.len < MoveList::CAPACITY);
        if let Some(slot) = self.moves.get_mut(self.len) {
            slot.write(m);
            self.len += 1;
        }
    }

    /// Adds the ordinary moves of the piece on `from` to each square of `to`, lowest
    /// first (as [`MoveList::push`] of each would, a move past the capacity dropped).
    #[inline]
    pub(crate) fn push_normal(&mut self, from: Square, to: Bitboard) {
        let len = self.len;
        // A set holds at most 64 squares: with that much room left, every move fits, and
        // the squares need not be counted first (without a `popcnt` instruction in the
        // baseline x86-64 target, counting costs a dozen instructions).
        if len > MoveList::CAPACITY - 64 {
            // Never reached for positions within the sixteen pieces a side; kept safe.
            for to in to {
                self.push(Move::new(from, to, MoveKind::Normal));
            }
            return;
        }
        let base = self.moves.as_mut_ptr().cast::<Move>();
        let mut i = len;
        for to in to {
            // SAFETY: `i < len + 64 <= CAPACITY` (checked above; `to` yields at most 64
            // squares), so the slot is inside `moves`; writing a `Move` into a
            // `MaybeUninit<Move>` slot is always sound.
            unsafe { base.add(i).write(Move::new(from, to, MoveKind::Normal)) };
            i += 1;
        }
        self.len = i;
    }

    /// Removes every move.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the moves `f` accepts.
    pub fn retain(&mut self, mut f: impl FnMut(&Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self[i];
            if f(&m) {
                self.moves[j].write(m);
                j += 1;
            }
        }
        self.len = j;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Clone for MoveList {
    fn clone(&self) -> MoveList {
        let mut list = MoveList::new();
        for &m in self.iter() {
            list.push(m);
        }
        list
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        // SAFETY: the first `len` slots have been written by `push` or `retain`, and `Move`
        // is `Copy` (no drop glue), so viewing them as initialised values is sound.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_moves_fill_the_list_to_its_capacity() {
        // Set by set, with room for a whole set and without: every move kept, in order.
        let mut list = MoveList::new();
        let files = [Square::A1, Square::B1, Square::C1, Square::D1, Square::E1, Square::F1, Square::G1, Square::H1];
        for from in files {
            list.push_normal(from, Bitboard::FULL);
        }
        assert_eq!(list.len(), MoveList::CAPACITY);
        assert_eq!(list[0], Move::new(Square::A1, Square::A1, MoveKind::Normal));
        assert_eq!(list[64], Move::new(Square::B1, Square::A1, MoveKind::Normal));
        assert_eq!(list[MoveList::CAPACITY - 1], Move::new(Square::H1, Square::H8, MoveKind::Normal));
        let mut near = MoveList::new();
        for _ in 0..(MoveList::CAPACITY - 63) {
            near.push(Move::new(Square::E2, Square::E4, MoveKind::DoubleStep));
        }
        // Less room than a set may need: pushed one by one.
        near.push_normal(Square::D1, Bitboard::FULL.without(Square::D1));
        assert_eq!(near.len(), MoveList::CAPACITY);
        assert_eq!(near[MoveList::CAPACITY - 63], Move::new(Square::D1, Square::A1, MoveKind::Normal));
        assert_eq!(near[MoveList::CAPACITY - 1], Move::new(Square::D1, Square::H8, MoveKind::Normal));
    }
}
