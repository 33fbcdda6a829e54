//! The Laws applied to a move as written in algebraic notation (Appendix C): which piece
//! the notation names, and — when it names none, or more than one — why.

use crate::attacks::pawn_attacks;
use crate::notation::San;
use crate::{
    Attempt, Bitboard, Candidate, CastlingSide, Color, Illegal, Move, MoveKind, Piece, Placed, Position, Role, Ruling,
    Square, Violation,
};

use super::castling;

/// Rules on a move written in algebraic notation.
///
/// One piece can make it: the ruling on that piece's move. Several can: the notation is
/// ambiguous (Appendix C.10). None can: that piece's own reasons when only one piece of the
/// kind could reach the square by its way of moving (or only one is on the board); else
/// each piece that might have been meant, with why it cannot.
pub fn adjudicate_san(pos: &Position, san: &San) -> Ruling {
    match *san {
        San::Castle { side, .. } => {
            if let Some(v) = castling::king_has_moved(pos, side) {
                return Ruling::Illegal(Illegal { violations: vec![v] });
            }
            let color = pos.turn();
            crate::adjudicate(pos, Attempt::new(CastlingSide::king_from(color), side.king_to(color)))
        }
        San::Normal { role, file, rank, to, promotion, .. } => {
            let mut rulings: Vec<(Square, Ruling)> = candidates(pos, role, file, rank, to)
                .map(|from| (from, crate::adjudicate(pos, Attempt { from, to, promotion })))
                .collect();
            let legal: Vec<Move> = rulings
                .iter()
                .filter_map(|(_, r)| match r {
                    Ruling::Legal(m) => Some(*m),
                    Ruling::Illegal(_) => None,
                })
                .collect();
            // The pieces whose way of moving reaches the square (3.2–3.8.1): when exactly one
            // does, the notation means that one, and its own reasons are the answer. A piece
            // already on the square reaches it by no move (3.1): it is one of the pieces that
            // might have been meant, not the one meant.
            let fitting: Vec<usize> = (0..rulings.len())
                .filter(|&i| {
                    !matches!(
                        rulings[i].1.violations().first(),
                        Some(Violation::MovePattern { .. } | Violation::MoveToSameSquare { .. })
                    )
                })
                .collect();
            match legal.len() {
                1 => Ruling::Legal(legal[0]),
                0 if rulings.len() == 1 => rulings.into_iter().next().map(|(_, r)| r).unwrap_or_else(|| unreachable!()),
                0 if fitting.len() == 1 => rulings.swap_remove(fitting[0]).1,
                0 => {
                    let candidates = rulings
                        .into_iter()
                        .filter_map(|(from, r)| {
                            let piece = pos.board().piece_at(from)?;
                            Some(Candidate { placed: Placed::new(piece, from), violations: r.violations().to_vec() })
                        })
                        .collect();
                    Ruling::Illegal(Illegal {
                        violations: vec![Violation::NoPieceCanMakeMove {
                            color: pos.turn(),
                            role,
                            to,
                            file: file.or((role == Role::Pawn).then_some(to.file())),
                            rank,
                            candidates,
                        }],
                    })
                }
                _ => Ruling::Illegal(Illegal {
                    violations: vec![Violation::AmbiguousNotation { role, to, moves: legal }],
                }),
            }
        }
    }
}

/// [`adjudicate_san`] in a position whose legal moves are `legal` (as
/// [`Position::legal_moves`] gives them): the same ruling. A move that exactly one legal
/// move fits — the piece named, among [`candidates`], to the square, with the promotion
/// written — is that move, found without walking the articles; any other notation is ruled
/// by [`adjudicate_san`], which says why.
pub fn adjudicate_san_among(pos: &Position, legal: &[Move], san: &San) -> Ruling {
    // The pieces the notation may mean are the same for every legal move: found once. They
    // are the mover's pieces of the role written (or, in the long form, the piece on the
    // square written, when it has that role), so a legal move from one of them moves a
    // piece of that role. A square of departure, a square of arrival and a promotion piece
    // name at most one legal move (a king's normal move is never two squares long, as its
    // castling is), and so does a castling side: with one piece meant, or for castling, the
    // first move that fits is the only one.
    let found = match *san {
        San::Castle { side, .. } => legal.iter().find(|m| m.kind == MoveKind::Castle(side)).copied(),
        San::Normal { role, file, rank, to, promotion, .. } => {
            let from = candidates(pos, role, file, rank, to);
            let fits = |m: &&Move| (m.to == to) & from.contains(m.from) && m.promotion() == promotion;
            if from.more_than_one() {
                let mut fitting = legal.iter().filter(fits);
                match (fitting.next(), fitting.next()) {
                    (Some(&m), None) => Some(m),
                    _ => None,
                }
            } else {
                legal.iter().find(fits).copied()
            }
        }
    };
    match found {
        Some(m) => Ruling::Legal(m),
        None => adjudicate_san(pos, san),
    }
}

/// The mover's pieces the notation may mean. Pieces: every piece of the role on the file
/// and rank written. Pawns: those that could reach the square by their own pattern — from
/// behind on the same file, or diagonally behind from the file written for a capture
/// (Appendix C.9.3: a pawn capture names the file of departure).
fn candidates(
    pos: &Position,
    role: Role,
    file: Option<crate::File>,
    rank: Option<crate::Rank>,
    to: Square,
) -> Bitboard {
    let us = pos.turn();
    // The long form names the square of departure (Appendix C.8): that square's piece is
    // meant, whoever it belongs to — the Laws then say what is wrong with its move.
    if let (Some(f), Some(r)) = (file, rank) {
        let from = Square::from_coords(f, r);
        return match pos.board().piece_at(from) {
            Some(piece) if piece.role == role => Bitboard::from_square(from),
            _ => Bitboard::EMPTY,
        };
    }
    let mut set = pos.board().by_piece(Piece::new(us, role));
    if let Some(f) = file {
        set &= Bitboard::from_file(f);
    }
    if let Some(r) = rank {
        set &= Bitboard::from_rank(r);
    }
    if role == Role::Pawn {
        let back = if us == Color::White { -1 } else { 1 };
        let reach: Bitboard = match file {
            Some(f) if f != to.file() => pawn_attacks(!us, to),
            _ => [to.offset(0, back), to.offset(0, 2 * back)].into_iter().flatten().collect(),
        };
        set &= reach;
    }
    set
}
