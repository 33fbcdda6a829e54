//! Article 3.1: a piece may not move to a square occupied by a piece of the same colour.

use crate::{Piece, Position, Square, Violation};

/// The square of arrival must not hold one of the mover's own pieces.
pub fn rule(pos: &Position, piece: Piece, from: Square, to: Square) -> Option<Violation> {
    let occupant = pos.board().piece_at(to)?;
    (occupant.color == piece.color && from != to).then_some(Violation::OwnPieceOnTargetSquare {
        piece,
        from,
        to,
        occupant,
    })
}
