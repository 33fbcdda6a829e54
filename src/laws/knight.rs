//! Article 3.6: the knight moves to one of the squares nearest to it but not on its own
//! file, rank or diagonal.

use crate::attacks::knight_attacks;
use crate::{MoveKind, Piece, Square, Violation};

/// The knight's pattern.
pub fn rule(piece: Piece, from: Square, to: Square, out: &mut Vec<Violation>) -> Option<MoveKind> {
    if knight_attacks(from).contains(to) {
        Some(MoveKind::Normal)
    } else {
        out.push(Violation::MovePattern { piece, from, to });
        None
    }
}
