//! Article 3.7: the pawn — forward to an unoccupied square (3.7.1), two squares on its first
//! move (3.7.2), diagonally forward to capture (3.7.3), en passant (3.7.3.1–2), and
//! promotion on the last rank (3.7.3.3–5).

use crate::movegen::valid_ep_target;
use crate::{Color, MoveKind, Piece, Placed, Position, Rank, Role, Square, Violation};

/// The pawn's patterns, 3.7.1 to 3.7.3.2.
pub fn rule(pos: &Position, piece: Piece, from: Square, to: Square, out: &mut Vec<Violation>) -> Option<MoveKind> {
    let us = piece.color;
    let board = pos.board();
    let forward = if us == Color::White { 1 } else { -1 };
    let df = (to.file().index() as i32 - from.file().index() as i32).abs();
    let dr = (to.rank().index() as i32 - from.rank().index() as i32) * forward;
    // A piece of the mover's own colour on the square of arrival is already ruled by
    // Article 3.1; the pawn's rules add only what is theirs.
    let opponent_at = |sq: Square| board.piece_at(sq).filter(|p| p.color != us);
    let own_at = |sq: Square| board.piece_at(sq).is_some_and(|p| p.color == us);

    match (df, dr) {
        // 3.7.1: one square forward, onto an unoccupied square.
        (0, 1) => {
            if let Some(occupant) = opponent_at(to) {
                out.push(Violation::PawnForwardSquareOccupied { piece, from, to, occupant });
                None
            } else if own_at(to) {
                None
            } else {
                Some(MoveKind::Normal)
            }
        }
        // 3.7.2: two squares, on its first move, both unoccupied.
        (0, 2) => {
            if from.rank() != Rank::Second.relative_to(us) {
                out.push(Violation::PawnDoubleStepNotFirstMove { piece, from, to });
                return None;
            }
            let crossed = from.offset(0, forward)?;
            if let Some(blocker) = board.piece_at(crossed) {
                out.push(Violation::PawnDoubleStepBlocked { piece, from, to, blocker: Placed::new(blocker, crossed) });
                return None;
            }
            if let Some(blocker) = opponent_at(to) {
                out.push(Violation::PawnDoubleStepBlocked { piece, from, to, blocker: Placed::new(blocker, to) });
                return None;
            }
            (!own_at(to)).then_some(MoveKind::DoubleStep)
        }
        // 3.7.3: diagonally forward, capturing; 3.7.3.1–2: or en passant.
        (1, 1) => {
            if opponent_at(to).is_some() {
                return Some(MoveKind::Normal);
            }
            if own_at(to) {
                return None;
            }
            if valid_ep_target(pos) == Some(to) {
                return Some(MoveKind::EnPassant);
            }
            let beside = Square::from_coords(to.file(), from.rank());
            let their_pawn = Piece::new(!us, Role::Pawn);
            if from.rank() == Rank::Fifth.relative_to(us) && board.piece_at(beside) == Some(their_pawn) {
                out.push(Violation::EnPassantNotImmediately {
                    piece,
                    from,
                    to,
                    victim: Placed::new(their_pawn, beside),
                    one_square_from: None,
                });
            } else {
                out.push(Violation::PawnDiagonalWithoutCapture { piece, from, to });
            }
            None
        }
        _ => {
            out.push(Violation::MovePattern { piece, from, to });
            None
        }
    }
}

/// Article 3.7.3.3: a pawn reaching the rank furthest from its starting position must be
/// exchanged for a queen, rook, bishop or knight; nothing else is promoted.
///
/// `kind` is the move's kind as the piece's pattern found it (`None` if the pattern failed).
pub fn promotion_rule(
    piece: Piece,
    from: Square,
    to: Square,
    kind: Option<MoveKind>,
    promotion: Option<Role>,
    out: &mut Vec<Violation>,
) -> Option<MoveKind> {
    let reaches_last_rank = piece.role == Role::Pawn && to.rank() == Rank::Eighth.relative_to(piece.color);
    match promotion {
        None => {
            if reaches_last_rank && kind.is_some() {
                out.push(Violation::PromotionPieceRequired { piece, from, to });
                return None;
            }
            kind
        }
        Some(role) if !reaches_last_rank => {
            out.push(Violation::PromotionOnlyOnLastRank { piece, from, to, promotion: role });
            None
        }
        Some(role) if !Role::PROMOTIONS.contains(&role) => {
            out.push(Violation::PromotionPieceInvalid { piece, from, to, promotion: role });
            None
        }
        Some(role) => kind.map(|_| MoveKind::Promotion(role)),
    }
}
