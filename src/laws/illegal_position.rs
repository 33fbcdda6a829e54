//! Article 3.10.3: a position is illegal when it cannot have been reached by any series of
//! legal moves.
//!
//! Deciding that exactly is a retrograde-analysis problem with no general fast answer.
//! These checks find the reasons that are certain — each one proves the position cannot
//! arise — and never refuse a reachable position. Positions that pass may still be
//! unreachable for subtler reasons (see `docs/decisions.md`).

use crate::attacks::{aligned, between};
use crate::{Bitboard, CastlingSide, Color, Piece, Position, Rank, Role, RuleId, Square};

/// Why a position cannot arise in a game. Each variant carries the facts its explanation
/// names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalPositionReason {
    /// A side has no king, or more than one.
    KingCount {
        /// Whose kings.
        color: Color,
        /// How many there are.
        count: usize,
    },
    /// A pawn stands on the first or the last rank.
    PawnOnBackRank {
        /// The pawn.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// The side that has just moved is in check: its move would have left or put its own
    /// king in check (Article 3.9.2).
    OpponentInCheck {
        /// The side not to move.
        color: Color,
        /// Its king's square.
        king: Square,
        /// The pieces attacking it.
        checkers: Vec<(Piece, Square)>,
    },
    /// The king of the side to move is in check in a way no single move can produce.
    ImpossibleCheck {
        /// The king's square.
        king: Square,
        /// The checking pieces.
        checkers: Vec<(Piece, Square)>,
        /// Why no move can produce it.
        why: ImpossibleCheckKind,
    },
    /// More pieces of a side than the sixteen of a set and its promotions allow.
    TooManyPieces {
        /// Whose pieces.
        color: Color,
        /// What is too many.
        why: TooManyPiecesKind,
    },
    /// A castling right is recorded but the king or that rook is not on its original
    /// square.
    CastlingRightWithoutPieces {
        /// Whose right.
        color: Color,
        /// Which side.
        side: CastlingSide,
        /// The piece that should stand there.
        missing: Piece,
        /// The square where it should stand.
        square: Square,
    },
    /// The recorded en passant square is not one a pawn could just have crossed.
    EnPassantSquareInvalid {
        /// The square recorded.
        square: Square,
        /// What is wrong with it.
        why: EnPassantSquareKind,
    },
}

/// Why a check cannot be produced by a single move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ImpossibleCheckKind {
    /// Three or more pieces give check: one move can add at most two.
    MoreThanTwoCheckers,
    /// Two pieces give check that no single move can both unmask and make (two pawns or
    /// knights, or two line pieces on the same line from the king).
    NoSingleMoveGivesBoth,
    /// The last move was a pawn's two-square advance (the en passant square says so), yet
    /// the check is neither by that pawn nor uncovered by it.
    NotByTheDoubleStep,
}

/// What is too many pieces.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TooManyPiecesKind {
    /// More than sixteen pieces in all.
    Total {
        /// How many.
        count: usize,
    },
    /// More than eight pawns.
    Pawns {
        /// How many.
        count: usize,
    },
    /// More extra queens, rooks, bishops and knights than pawns missing to promote.
    Promotions {
        /// Pieces beyond the original set (one queen, two rooks, two bishops — one on each
        /// colour of square — two knights).
        extra: usize,
        /// Pawns missing from the eight, each of which may have promoted.
        missing_pawns: usize,
    },
}

/// What is wrong with a recorded en passant square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EnPassantSquareKind {
    /// Not on the rank a pawn of the side that just moved crosses (third for White's pawn,
    /// sixth for Black's).
    WrongRank,
    /// The crossed square is occupied.
    Occupied,
    /// No pawn of the side that just moved stands just beyond it.
    NoPawn,
    /// The pawn's original square behind it is occupied.
    OriginOccupied,
}

impl IllegalPositionReason {
    /// The rule this reason breaks (all state Article 3.10.3).
    pub fn rule(&self) -> RuleId {
        match self {
            IllegalPositionReason::KingCount { .. } => RuleId::PositionKingCount,
            IllegalPositionReason::PawnOnBackRank { .. } => RuleId::PositionPawnOnBackRank,
            IllegalPositionReason::OpponentInCheck { .. } => RuleId::PositionOpponentInCheck,
            IllegalPositionReason::ImpossibleCheck { .. } => RuleId::PositionImpossibleCheck,
            IllegalPositionReason::TooManyPieces { .. } => RuleId::PositionTooManyPieces,
            IllegalPositionReason::CastlingRightWithoutPieces { .. } => RuleId::PositionCastlingRightWithoutPieces,
            IllegalPositionReason::EnPassantSquareInvalid { .. } => RuleId::PositionEnPassantSquareInvalid,
        }
    }

    /// Whether even lenient loading must refuse it: more than sixteen pieces of a colour,
    /// more than a set holds (move lists are sized for a set).
    pub(crate) fn exceeds_the_set(&self) -> bool {
        matches!(self, IllegalPositionReason::TooManyPieces { why: TooManyPiecesKind::Total { .. }, .. })
    }
}

fn listed(pos: &Position, set: Bitboard) -> Vec<(Piece, Square)> {
    set.filter_map(|sq| Some((pos.board().piece_at(sq)?, sq))).collect()
}

/// Every reason `pos` cannot have arisen from a legal game, in a fixed order.
pub fn reasons(pos: &Position) -> Vec<IllegalPositionReason> {
    let mut out = Vec::new();
    let board = pos.board();

    for color in Color::ALL {
        let count = (board.by_role(Role::King) & board.by_color(color)).count();
        if count != 1 {
            out.push(IllegalPositionReason::KingCount { color, count });
        }
    }

    for square in board.by_role(Role::Pawn) & Bitboard::BACKRANKS {
        if let Some(piece) = board.piece_at(square) {
            out.push(IllegalPositionReason::PawnOnBackRank { piece, square });
        }
    }

    for color in Color::ALL {
        if let Some(why) = too_many_pieces(pos, color) {
            out.push(IllegalPositionReason::TooManyPieces { color, why });
        }
    }

    let them = !pos.turn();
    if let Some(king) = board.king_of(them) {
        let checkers = board.attackers_to(king, pos.turn(), board.occupied());
        if checkers.any() {
            out.push(IllegalPositionReason::OpponentInCheck { color: them, king, checkers: listed(pos, checkers) });
        }
    }

    if let Some(king) = pos.our_king() {
        let checkers = pos.checkers();
        if let Some(why) = impossible_check(pos, king, checkers) {
            out.push(IllegalPositionReason::ImpossibleCheck { king, checkers: listed(pos, checkers), why });
        }
    }

    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if !pos.castling_rights().has(color, side) {
                continue;
            }
            let king = Piece::new(color, Role::King);
            let rook = Piece::new(color, Role::Rook);
            for (missing, square) in [(king, CastlingSide::king_from(color)), (rook, side.rook_from(color))] {
                if board.piece_at(square) != Some(missing) {
                    out.push(IllegalPositionReason::CastlingRightWithoutPieces { color, side, missing, square });
                }
            }
        }
    }

    if let Some(square) = pos.ep_square()
        && let Some(why) = invalid_ep_square(pos, square)
    {
        out.push(IllegalPositionReason::EnPassantSquareInvalid { square, why });
    }

    out
}

fn too_many_pieces(pos: &Position, color: Color) -> Option<TooManyPiecesKind> {
    let board = pos.board();
    let ours = board.by_color(color);
    let count = ours.count();
    if count > 16 {
        return Some(TooManyPiecesKind::Total { count });
    }
    let pawns = (board.by_role(Role::Pawn) & ours).count();
    if pawns > 8 {
        return Some(TooManyPiecesKind::Pawns { count: pawns });
    }
    let n = |role| (board.by_role(role) & ours).count();
    let bishops = board.by_role(Role::Bishop) & ours;
    let extra = n(Role::Queen).saturating_sub(1)
        + n(Role::Rook).saturating_sub(2)
        + n(Role::Knight).saturating_sub(2)
        + (bishops & Bitboard::LIGHT_SQUARES).count().saturating_sub(1)
        + (bishops & Bitboard::DARK_SQUARES).count().saturating_sub(1);
    let missing_pawns = 8 - pawns;
    (extra > missing_pawns).then_some(TooManyPiecesKind::Promotions { extra, missing_pawns })
}

fn impossible_check(pos: &Position, king: Square, checkers: Bitboard) -> Option<ImpossibleCheckKind> {
    let board = pos.board();
    if checkers.count() > 2 {
        return Some(ImpossibleCheckKind::MoreThanTwoCheckers);
    }
    let lines = board.by_role(Role::Bishop) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if checkers.count() == 2 {
        let mut it = checkers;
        let (a, b) = (it.next()?, it.next()?);
        // Unmasking needs a line piece: two pawns/knights cannot both check after one move.
        if (checkers & lines).is_empty() {
            return Some(ImpossibleCheckKind::NoSingleMoveGivesBoth);
        }
        // Two line pieces on one line from the king: the nearer one would screen the other.
        if (checkers & lines) == checkers && aligned(king, a, b) {
            return Some(ImpossibleCheckKind::NoSingleMoveGivesBoth);
        }
    }
    // After a two-square advance, the check must come from that pawn or be uncovered by it.
    if checkers.any()
        && let Some(ep) = pos.ep_square()
        && invalid_ep_square(pos, ep).is_none()
    {
        let down = if pos.turn() == Color::White { -1 } else { 1 };
        let (Some(pawn), Some(origin)) = (ep.offset(0, down), ep.offset(0, -down)) else {
            return None;
        };
        let fine = checkers.into_iter().all(|c| c == pawn || (lines.contains(c) && between(king, c).contains(origin)));
        if !fine {
            return Some(ImpossibleCheckKind::NotByTheDoubleStep);
        }
    }
    None
}

fn invalid_ep_square(pos: &Position, square: Square) -> Option<EnPassantSquareKind> {
    let us = pos.turn();
    let board = pos.board();
    if square.rank() != Rank::Sixth.relative_to(us) {
        return Some(EnPassantSquareKind::WrongRank);
    }
    if board.occupied().contains(square) {
        return Some(EnPassantSquareKind::Occupied);
    }
    let forward = if us == Color::White { 1 } else { -1 };
    let pawn = square.offset(0, -forward)?;
    if board.piece_at(pawn) != Some(Piece::new(!us, Role::Pawn)) {
        return Some(EnPassantSquareKind::NoPawn);
    }
    let origin = square.offset(0, forward)?;
    if board.occupied().contains(origin) {
        return Some(EnPassantSquareKind::OriginOccupied);
    }
    None
}
