//! Articles 3.2–3.5: the bishop (diagonals), the rook (files and ranks), the queen (all
//! three), none of which may move over an intervening piece.

use crate::attacks::{between, bishop_attacks, rook_attacks};
use crate::{Bitboard, MoveKind, Piece, Placed, Position, Role, Square, Violation};

/// The line piece's pattern (3.2, 3.3, 3.4) and its path (3.5).
pub fn rule(pos: &Position, piece: Piece, from: Square, to: Square, out: &mut Vec<Violation>) -> Option<MoveKind> {
    let diagonal = bishop_attacks(from, Bitboard::EMPTY).contains(to);
    let straight = rook_attacks(from, Bitboard::EMPTY).contains(to);
    let pattern = match piece.role {
        Role::Bishop => diagonal,
        Role::Rook => straight,
        _ => diagonal || straight,
    };
    if !pattern {
        out.push(Violation::MovePattern { piece, from, to });
        return None;
    }
    if let Some(blocker) = first_between(pos, from, to) {
        out.push(Violation::PieceInTheWay { piece, from, to, blocker });
        return None;
    }
    Some(MoveKind::Normal)
}

/// The first piece met going from `from` towards `to` (exclusive of both).
pub(crate) fn first_between(pos: &Position, from: Square, to: Square) -> Option<Placed> {
    let blockers = between(from, to) & pos.board().occupied();
    let square = if to > from { blockers.first() } else { blockers.last_square() }?;
    Some(Placed::new(pos.board().piece_at(square)?, square))
}
