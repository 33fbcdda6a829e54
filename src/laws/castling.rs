//! Article 3.8.2: castling — the king two squares towards a rook, the rook over it.
//! 3.8.2.1: the right is lost once the king (3.8.2.1.1) or that rook (3.8.2.1.2) has
//! moved. 3.8.2.2: castling is prevented for now while the king's square, the square it
//! crosses or its destination is attacked (3.8.2.2.1), or while any piece stands between
//! king and rook (3.8.2.2.2).

use super::line_pieces::first_between;
use crate::{CastlingSide, Piece, Placed, Position, Role, Violation};

/// Every reason the side to move may not castle on `side` now, its king standing on its
/// original square.
pub fn rule(pos: &Position, side: CastlingSide) -> Vec<Violation> {
    let board = pos.board();
    let color = pos.turn();
    let king = CastlingSide::king_from(color);
    let rook_square = side.rook_from(color);
    let mut out = Vec::new();

    // 3.8.2.1: the right.
    let occupant = board.piece_at(rook_square);
    if occupant != Some(Piece::new(color, Role::Rook)) {
        out.push(Violation::CastlingRookHasMoved { color, side, rook_square, occupant });
    } else if !pos.castling_rights().has(color, side) {
        out.push(Violation::CastlingRightLost { color, side });
    }

    // 3.8.2.2.1: the king's square, the square it crosses, its destination.
    let checkers = pos.checkers();
    if checkers.any() {
        let checkers = checkers.filter_map(|sq| Some(Placed::new(board.piece_at(sq)?, sq))).collect();
        out.push(Violation::CastlingOutOfCheck { color, side, king, checkers });
    }
    let crossed = side.rook_to(color);
    if let Some(attacker) = first_attacker(pos, crossed) {
        out.push(Violation::CastlingAcrossAttackedSquare { color, side, square: crossed, attacker });
    }
    let destination = side.king_to(color);
    if let Some(attacker) = first_attacker(pos, destination) {
        out.push(Violation::CastlingIntoCheck { color, side, square: destination, attacker });
    }

    // 3.8.2.2.2: the squares between king and rook.
    if let Some(blocker) = first_between(pos, king, rook_square) {
        let mut others: Vec<Placed> = (crate::attacks::between(king, rook_square) & board.occupied())
            .into_iter()
            .filter(|&sq| sq != blocker.square)
            .filter_map(|sq| Some(Placed::new(board.piece_at(sq)?, sq)))
            .collect();
        // From the king outwards.
        others.sort_by_key(|p| p.square.file().index().abs_diff(king.file().index()));
        out.push(Violation::CastlingPieceBetween { color, side, blocker, others });
    }
    out
}

/// 3.8.2.1.1: castling written for a king that is not on its original square.
pub fn king_has_moved(pos: &Position, side: CastlingSide) -> Option<Violation> {
    let color = pos.turn();
    let king = pos.board().king_of(color)?;
    (king != CastlingSide::king_from(color)).then_some(Violation::CastlingKingHasMoved { color, side, king })
}

fn first_attacker(pos: &Position, square: crate::Square) -> Option<Placed> {
    let board = pos.board();
    let attacker = board.attackers_to(square, !pos.turn(), board.occupied()).first()?;
    Some(Placed::new(board.piece_at(attacker)?, attacker))
}
