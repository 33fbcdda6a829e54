//! Article 3.8.1: the king moves to an adjoining square (castling, 3.8.2, is in
//! [`castling`](super::castling); not moving into check, 3.9.2, in [`check`](super::check)).

use crate::attacks::king_attacks;
use crate::{MoveKind, Piece, Square, Violation};

/// The king's step.
pub fn rule(piece: Piece, from: Square, to: Square, out: &mut Vec<Violation>) -> Option<MoveKind> {
    if king_attacks(from).contains(to) {
        Some(MoveKind::Normal)
    } else {
        out.push(Violation::MovePattern { piece, from, to });
        None
    }
}
