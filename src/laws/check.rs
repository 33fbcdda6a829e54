//! Article 3.9: the king in check. 3.9.1 defines check (the king attacked by one or more
//! of the opponent's pieces, even ones that cannot themselves move); 3.9.2 forbids any move
//! that exposes one's own king to check or leaves it in check.

use crate::{Move, MoveKind, Piece, Placed, Position, Role, Square, Violation};

/// 3.9.2, for a move that otherwise follows Article 3: play it and look at the king.
pub fn rule(pos: &Position, piece: Piece, m: Move) -> Vec<Violation> {
    let us = piece.color;
    if pos.our_king().is_none() {
        // A leniently loaded position without a single king: nothing to expose.
        return Vec::new();
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    let board = after.board();
    let Some(king) = board.king_of(us) else {
        return Vec::new();
    };
    let attackers = board.attackers_to(king, !us, board.occupied());
    if attackers.is_empty() {
        return Vec::new();
    }
    let placed = |sq| board.piece_at(sq).map(|p| Placed::new(p, sq));
    let (from, to) = (m.from, m.to);

    if piece.role == Role::King {
        let Some(attacker) = attackers.first().and_then(placed) else {
            return Vec::new();
        };
        return vec![Violation::KingMovedIntoCheck { piece, from, to, attacker }];
    }

    let before = pos.checkers();
    let still = attackers & before;
    let uncovered = attackers - before;
    let mut out = Vec::new();
    if still.any() {
        out.push(Violation::KingLeftInCheck { piece, from, to, king, checkers: still.filter_map(placed).collect() });
    }
    if let Some(attacker) = uncovered.first().and_then(placed) {
        let victim_square = Square::from_coords(to.file(), from.rank());
        match (m.kind, pos.board().piece_at(victim_square)) {
            (MoveKind::EnPassant, Some(victim)) => out.push(Violation::EnPassantExposesKing {
                piece,
                from,
                to,
                victim: Placed::new(victim, victim_square),
                king,
                attacker,
            }),
            _ => out.push(Violation::KingExposedToCheck { piece, from, to, king, attacker }),
        }
    }
    out
}
