//! Article 3.10.3: a position is illegal when it cannot have been reached by any series of
//! legal moves.
//!
//! Deciding that exactly is a retrograde-analysis problem with no general fast answer.
//! These checks find the reasons that are certain — each one proves the position cannot
//! arise — and never refuse a reachable position. Positions that pass may still be
//! unreachable for subtler reasons (see `docs/decisions.md`).

use crate::attacks::{aligned, attacks, between, knight_attacks, pawn_attacks};
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
    /// A retro-analysis of the last move: a double check needs one checking piece to have
    /// just moved (or promoted, or castled, or taken en passant) and, by leaving its square,
    /// to have uncovered the other, a line piece — and neither checking piece can have come
    /// from a square between the king and the other.
    NoLastMoveGivesBoth,
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

/// [`IllegalPositionReason::ImpossibleCheck`], when the king of the side to move is in check in
/// a way no single move can produce (also the proof that a checkmate on the board is no win:
/// `dead_position`).
pub(crate) fn impossible_check_reason(pos: &Position) -> Option<IllegalPositionReason> {
    let king = pos.our_king()?;
    let checkers = pos.checkers();
    let why = impossible_check(pos, king, checkers)?;
    Some(IllegalPositionReason::ImpossibleCheck { king, checkers: listed(pos, checkers), why })
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

    out.extend(impossible_check_reason(pos));

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
    if checkers.count() == 2 {
        let mut it = checkers;
        let (a, b) = (it.next()?, it.next()?);
        if !last_move_can_give(pos, king, a, b) {
            return Some(ImpossibleCheckKind::NoLastMoveGivesBoth);
        }
    }
    None
}

/// The retro-analysis of a double check on `king` from `a` and `b`: whether some last move
/// of the side that has just moved gives both checks. Before that move its opponent's king
/// was not in check (that side was to move), so both checks come from the move itself. A
/// move vacates squares (uncovering the line pieces behind them) and occupies others (which
/// only ever block a line); so one check is given by a man on a square the move occupied,
/// the other is uncovered through a square it vacated:
///
/// - an ordinary move, a capture or a promotion: the man that moved checks from where it
///   stands, and the square it came from lies between the king and the other, a line piece
///   (two line pieces cannot both be uncovered through one square: the nearer screens the
///   other);
/// - castling: the rook checks, and the king's square of origin lies between the king and
///   the other (the rook's corner is never between two squares);
/// - en passant: each check is by the capturing pawn, or by a line piece uncovered through
///   the square the pawn came from or the square of the pawn it took.
///
/// Every candidate square of origin is allowed that the man's way of moving gives, so a
/// position some move can produce is never refused.
fn last_move_can_give(pos: &Position, king: Square, a: Square, b: Square) -> bool {
    moved_and_uncovered(pos, king, a, b) || moved_and_uncovered(pos, king, b, a) || en_passant_gives(pos, king, [a, b])
}

/// Whether the man on `mover` can just have moved there from a square between `king` and
/// the line piece on `uncovered`.
fn moved_and_uncovered(pos: &Position, king: Square, mover: Square, uncovered: Square) -> bool {
    let board = pos.board();
    let (Some(piece), Some(behind)) = (board.piece_at(mover), board.role_at(uncovered)) else { return false };
    if !matches!(behind, Role::Bishop | Role::Rook | Role::Queen) {
        return false;
    }
    let vacated = between(king, uncovered);
    (origins(pos, piece, mover) & vacated).any()
}

/// Every square the man `piece` on `to` can have come from in one move (generously: a
/// square of origin that its way of moving allows and that is empty now).
fn origins(pos: &Position, piece: Piece, to: Square) -> Bitboard {
    let board = pos.board();
    let occupied = board.occupied();
    let color = piece.color;
    let up: i32 = if color == Color::White { 1 } else { -1 };
    let back = |ranks: i32, files: i32| to.offset(files, -up * ranks);
    let mut from = Bitboard::EMPTY;
    let pawn_origins = |from: &mut Bitboard| {
        for sq in [back(1, 0), back(1, -1), back(1, 1)].into_iter().flatten() {
            // A capture lands diagonally, a push straight ahead.
            if sq.file() == to.file() || pawn_attacks(color, sq).contains(to) {
                from.add(sq);
            }
        }
        if to.rank() == Rank::Fourth.relative_to(color)
            && let (Some(two), Some(mid)) = (back(2, 0), back(1, 0))
            && !occupied.contains(mid)
        {
            from.add(two);
        }
    };
    match piece.role {
        Role::King => {}
        Role::Pawn => pawn_origins(&mut from),
        Role::Knight => from |= knight_attacks(to),
        role => from |= attacks(color, role, to, occupied),
    }
    // A piece on the last rank may just have been promoted.
    if piece.role != Role::Pawn && piece.role != Role::King && to.rank() == Rank::Eighth.relative_to(color) {
        pawn_origins(&mut from);
    }
    // A rook on its castling square, its king beside it: the king came from its own square.
    if piece.role == Role::Rook && to.rank() == Rank::First.relative_to(color) {
        for side in CastlingSide::ALL {
            let (rook_to, king_to) = match side {
                CastlingSide::KingSide => (Square::from_coords(crate::File::F, to.rank()), crate::File::G),
                CastlingSide::QueenSide => (Square::from_coords(crate::File::D, to.rank()), crate::File::C),
            };
            if to == rook_to
                && board.piece_at(Square::from_coords(king_to, to.rank())) == Some(Piece::new(color, Role::King))
            {
                from.add(CastlingSide::king_from(color));
            }
        }
    }
    from & !occupied
}

/// Whether an en passant capture by the side that has just moved gives both checks.
fn en_passant_gives(pos: &Position, king: Square, checkers: [Square; 2]) -> bool {
    let board = pos.board();
    let them = !pos.turn();
    let up: i32 = if them == Color::White { 1 } else { -1 };
    let lines = board.by_role(Role::Bishop) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    let pawns = board.by_role(Role::Pawn) & board.by_color(them) & Bitboard::from_rank(Rank::Sixth.relative_to(them));
    Iterator::any(&mut pawns.into_iter(), |to: Square| {
        [-1, 1].into_iter().any(|side| {
            let (Some(from), Some(taken)) =
                (to.offset(side, -up), to.offset(side, -up).and_then(|f| f.offset(-side, 0)))
            else {
                return false;
            };
            if board.occupied().contains(from) || board.occupied().contains(taken) {
                return false;
            }
            checkers.iter().all(|&c| {
                c == to || (lines.contains(c) && (between(king, c).contains(from) || between(king, c).contains(taken)))
            })
        })
    })
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
