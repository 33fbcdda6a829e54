//! The adjudicator: the Laws walked in order, turning an attempted move into a ruling.
//!
//! [`adjudicate`] asks, in the order a reader needs the answers: is there a piece to move
//! (Article 3.10.2)? is it the mover's own (1.2)? is the move castling (3.8.2)? does the
//! piece move that way at all (3.2–3.8.1)? is the square of arrival free of the mover's
//! pieces (3.1)? is nothing in the way (3.5, a pawn's squares)? is a promotion piece named exactly when
//! needed (3.7.3.3)? — and only for a move that passes all of these, does it leave or
//! expose the mover's king to check (3.9.2)? Every reason found is a typed
//! [`Violation`](crate::Violation); the first is the primary one.
//!
//! Each rule lives in the module named after what the article is about; the article
//! numbers themselves come from the rulebook registry through each violation's
//! [`RuleId`](crate::RuleId).

pub mod castling;
pub mod check;
pub mod dead_position;
pub mod draw_claim;
pub mod illegal_move;
pub mod illegal_position;
pub mod king;
pub mod knight;
pub mod line_pieces;
pub mod notation;
pub mod pawn;
pub mod result;
pub mod same_colour;
pub mod touch_move;

use crate::{Attempt, CastlingSide, Illegal, Move, MoveKind, Position, Role, Ruling, Violation};

/// Rules on an attempted move.
///
/// ```
/// use arbiter::{adjudicate, Attempt, Position, RuleId, Ruling, Square};
///
/// // The knight on e2 is pinned to its king on e1 by the rook on e7.
/// let pos = Position::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")?;
/// let ruling = adjudicate(&pos, Attempt::new(Square::E2, Square::C3));
/// assert_eq!(ruling.violations()[0].rule(), RuleId::KingExposedToCheck);
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn adjudicate(pos: &Position, attempt: Attempt) -> Ruling {
    match adjudicate_inner(pos, attempt) {
        Ok(m) => Ruling::Legal(m),
        Err(violations) => Ruling::Illegal(Illegal { violations }),
    }
}

fn adjudicate_inner(pos: &Position, attempt: Attempt) -> Result<Move, Vec<Violation>> {
    let Attempt { from, to, promotion } = attempt;
    let board = pos.board();

    // Article 3.10.2: a move moves a piece; there must be one to move.
    let Some(piece) = board.piece_at(from) else {
        return Err(vec![Violation::NoPieceOnSquare { square: from }]);
    };

    // Article 1.2: the players move alternately, each his own pieces.
    if piece.color != pos.turn() {
        return Err(vec![Violation::MoveOutOfTurn { piece, square: from, turn: pos.turn() }]);
    }

    // Article 3.1: a move takes the piece to another square — `d1d1` leaves the queen where
    // it stands, on a square occupied by a piece of its colour (itself). It is no move at
    // all, so no piece's own way of moving (3.2–3.8) is asked about.
    if from == to {
        return Err(vec![Violation::MoveToSameSquare { piece, square: from }]);
    }

    // Article 3.8.2: the king moving two squares from its original square is castling — for
    // *the* king: in a leniently loaded position with several kings of the side to move no
    // check can be judged, so there is no castling (as in the move generator), only the
    // kings' steps.
    if piece.role == Role::King
        && from == CastlingSide::king_from(piece.color)
        && pos.our_king() == Some(from)
        && let Some(side) = CastlingSide::from_king_to(piece.color, to)
    {
        let mut violations = castling::rule(pos, side);
        if let Some(role) = promotion {
            violations.push(Violation::PromotionOnlyOnLastRank { piece, from, to, promotion: role });
        }
        return if violations.is_empty() { Ok(Move::new(from, to, MoveKind::Castle(side))) } else { Err(violations) };
    }

    // Articles 3.2–3.8.1: the piece's own way of moving.
    let mut violations = Vec::new();
    let kind = match piece.role {
        Role::Bishop | Role::Rook | Role::Queen => line_pieces::rule(pos, piece, from, to, &mut violations),
        Role::Knight => knight::rule(piece, from, to, &mut violations),
        Role::King => king::rule(piece, from, to, &mut violations),
        Role::Pawn => pawn::rule(pos, piece, from, to, &mut violations),
    };

    // Article 3.1: not onto a piece of the same colour — said after the piece's pattern
    // when the piece cannot reach the square at all (the more fundamental reason), before
    // what stands in its way otherwise.
    if let Some(v) = same_colour::rule(pos, piece, from, to) {
        let after = violations.iter().take_while(|v| matches!(v, Violation::MovePattern { .. })).count();
        violations.insert(after, v);
    }

    // Article 3.7.3.3: a promotion piece exactly when a pawn reaches the last rank.
    let kind = pawn::promotion_rule(piece, from, to, kind, promotion, &mut violations);

    if !violations.is_empty() {
        return Err(violations);
    }
    let m = Move::new(from, to, kind.unwrap_or(MoveKind::Normal));

    // Article 3.9.2: no move may leave or expose one's own king to check.
    let violations = check::rule(pos, piece, m);
    if violations.is_empty() { Ok(m) } else { Err(violations) }
}
