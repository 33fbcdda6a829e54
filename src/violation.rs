//! The reasons a move is illegal, as data: one variant per rule broken, carrying the facts
//! its explanation names (rustc's diagnostics are the model: fields become message
//! arguments, and an explicit `match` maps each variant to its rule and its message).

use crate::notation::San;
use crate::{CastlingSide, Color, Move, Piece, Role, RuleId, Square};

/// A legal move that would have satisfied an obligation, with its notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Alternative {
    /// The move.
    pub mv: Move,
    /// Its algebraic notation (written in the reader's letters when explained).
    pub san: San,
}

/// Article 4.3.3: the player's first touched piece and the opponent's first touched piece,
/// and whether the order between them is unclear (touched together, `b1+d5`: the player's
/// own then counts as touched first — review 32e, H-10).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FirstTouched {
    /// The player's first touched piece.
    pub own: Placed,
    /// The opponent's first touched piece.
    pub target: Placed,
    /// Whether the two were touched together, so that which came first is unclear.
    pub order_unclear: bool,
    /// The player's pieces touched at the same time as `own` (two or more, `own` first);
    /// empty when `own` was touched alone. None of them can capture the opponent's first.
    pub own_at_once: Vec<Placed>,
    /// The same for the opponent's pieces touched with `target`.
    pub targets_at_once: Vec<Placed>,
}

/// A piece and the square it stands on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The piece.
    pub piece: Piece,
    /// Its square.
    pub square: Square,
}

/// How the piece a touch-move obligation names (Articles 4.3.1, 4.3.2) was touched among the
/// other pieces of its colour: what its explanation may say about the order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TouchedAmong {
    /// No other piece of its colour was touched.
    Alone,
    /// It is the first of them, in the order touched, that can be moved (or captured).
    First,
    /// It was touched at the same time as others of its colour (`c1+g1`), none before the
    /// rest, and it is the only one of them that can be moved (or captured).
    AtOnce {
        /// The squares of the pieces of its colour touched at the same time, its own
        /// included (two or more), in the order listed.
        squares: Vec<Square>,
    },
}

impl Placed {
    /// A piece on a square.
    pub const fn new(piece: Piece, square: Square) -> Placed {
        Placed { piece, square }
    }
}

/// One rule a move breaks, with the facts that show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    /// There is no piece on the square of departure.
    NoPieceOnSquare {
        /// The empty square.
        square: Square,
    },
    /// The piece on the square of departure belongs to the opponent: the players move
    /// alternately, each his own pieces.
    MoveOutOfTurn {
        /// The opponent's piece.
        piece: Piece,
        /// Its square.
        square: Square,
        /// The side that has the move.
        turn: Color,
    },
    /// The square of arrival is the square of departure: the piece would stay where it
    /// stands, which is no move at all (`d1d1`, `Qd1-d1`).
    MoveToSameSquare {
        /// The piece.
        piece: Piece,
        /// The square it stands on, written as both squares.
        square: Square,
    },
    /// The square of arrival holds a piece of the same colour.
    OwnPieceOnTargetSquare {
        /// The moving piece.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The piece standing there.
        occupant: Piece,
    },
    /// The piece does not move that way (bishop, rook, queen, knight, king or pawn; the
    /// role decides the rule).
    MovePattern {
        /// The moving piece.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A bishop, rook or queen would pass over a piece.
    PieceInTheWay {
        /// The moving piece.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The first piece in the way.
        blocker: Placed,
    },
    /// A pawn's forward square is occupied (a pawn does not capture straight ahead).
    PawnForwardSquareOccupied {
        /// The pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The piece on the square in front.
        occupant: Piece,
    },
    /// A pawn advances two squares but it is not on its original square.
    PawnDoubleStepNotFirstMove {
        /// The pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A pawn advances two squares but one of the two is occupied.
    PawnDoubleStepBlocked {
        /// The pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The piece in the way.
        blocker: Placed,
    },
    /// A pawn moves diagonally onto a square with no opponent's piece to capture.
    PawnDiagonalWithoutCapture {
        /// The pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// An en passant capture of a pawn that did not advance two squares on the move just
    /// made.
    EnPassantNotImmediately {
        /// The capturing pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The opponent's pawn beside it.
        victim: Placed,
        /// When the game is known: the square the opponent's pawn came from on the move
        /// just made, one square behind it — it did not advance two squares at all (Article
        /// 3.7.3.1, not 3.7.3.2).
        one_square_from: Option<Square>,
    },
    /// A pawn reaches the last rank and no promotion piece is named.
    PromotionPieceRequired {
        /// The pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The promotion piece named is not a queen, rook, bishop or knight.
    PromotionPieceInvalid {
        /// The pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The role named.
        promotion: Role,
    },
    /// A promotion is named for a move that does not bring a pawn to the last rank.
    PromotionOnlyOnLastRank {
        /// The moving piece.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The role named.
        promotion: Role,
    },
    /// Castling after the king has moved: it is not on its original square.
    CastlingKingHasMoved {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// Where the king is now.
        king: Square,
    },
    /// Castling with a rook that has moved (or been captured): it is not on its original
    /// square, or the position records that it has moved.
    CastlingRookHasMoved {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The rook's original square.
        rook_square: Square,
        /// What stands there now, if anything.
        occupant: Option<Piece>,
    },
    /// Castling when the position records no right, with king and rook on their squares:
    /// one of them has moved and come back, but the position does not say which.
    CastlingRightLost {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
    },
    /// Castling after the king or that rook moved earlier in the game (the game's history
    /// says when), though it may stand on its original square again.
    CastlingPieceMovedEarlier {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The piece that moved (the king or that rook), on its original square.
        piece: Placed,
        /// The number of the move on which it first moved.
        move_number: u32,
    },
    /// Castling out of check.
    CastlingOutOfCheck {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The king's square.
        king: Square,
        /// The pieces giving check.
        checkers: Vec<Placed>,
    },
    /// Castling across a square the opponent attacks.
    CastlingAcrossAttackedSquare {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The square the king would cross.
        square: Square,
        /// A piece attacking it.
        attacker: Placed,
    },
    /// Castling onto a square the opponent attacks.
    CastlingIntoCheck {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The king's destination.
        square: Square,
        /// A piece attacking it.
        attacker: Placed,
    },
    /// Castling with a piece between king and rook.
    CastlingPieceBetween {
        /// The castling side's colour.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The first piece between, from the king.
        blocker: Placed,
        /// The other pieces between, from the king outwards (review 35a, K-17: all are
        /// named, not the first alone).
        others: Vec<Placed>,
    },
    /// The king moves onto a square the opponent attacks.
    KingMovedIntoCheck {
        /// The king.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// A piece that would attack it there.
        attacker: Placed,
    },
    /// A move by a piece standing between its king and an opponent's line piece — the king
    /// would be exposed to check (a pinned piece, or a discovered check on oneself).
    KingExposedToCheck {
        /// The moving piece.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The king's square.
        king: Square,
        /// The piece that would give check.
        attacker: Placed,
    },
    /// An en passant capture that would expose the king: taking the pawn off the board
    /// opens a line to the king (typically along the rank, through both pawns).
    EnPassantExposesKing {
        /// The capturing pawn.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The pawn that would be captured.
        victim: Placed,
        /// The king's square.
        king: Square,
        /// The piece that would give check.
        attacker: Placed,
    },
    /// The king is in check and the move does not end it.
    KingLeftInCheck {
        /// The moving piece.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The king's square.
        king: Square,
        /// The pieces still giving check after the move.
        checkers: Vec<Placed>,
    },
    /// Article 4.3.1: the first of the player's touched pieces that can be moved must be
    /// moved (or the only one that can, of pieces touched at the same time).
    TouchedPieceMustMove {
        /// The piece that must move.
        piece: Piece,
        /// Its square.
        square: Square,
        /// Its legal moves.
        moves: Vec<Alternative>,
        /// Whether it is the only one of the player's pieces touched, the first of them
        /// that can be moved, or the only one that can of pieces touched at the same time
        /// (then it is not "the first of them" in words).
        among: TouchedAmong,
    },
    /// Article 4.3.1 for own pieces touched at the same time (`e2+g1`): none was touched
    /// before the others, so moving any of them that can be moved keeps the rule.
    TouchedAtOnceOneMustMove {
        /// The pieces touched together that can be moved (two or more).
        pieces: Vec<Placed>,
        /// Their legal moves; any of them will do.
        moves: Vec<Alternative>,
    },
    /// Article 4.3.2 for opponent's pieces touched at the same time: capturing any of them
    /// that can be captured keeps the rule.
    TouchedAtOnceOneMustBeCaptured {
        /// The opponent's pieces touched together that can be captured (two or more).
        pieces: Vec<Placed>,
        /// The legal captures of them; any will do.
        captures: Vec<Alternative>,
    },
    /// Article 4.3.2: the first of the opponent's touched pieces that can be captured must
    /// be captured (or the only one that can, of pieces touched at the same time).
    TouchedPieceMustBeCaptured {
        /// The piece that must be captured.
        piece: Piece,
        /// Its square.
        square: Square,
        /// The legal captures of it.
        captures: Vec<Alternative>,
        /// Whether it is the only one of the opponent's pieces touched, the first of them
        /// that can be captured, or the only one that can of pieces touched at the same
        /// time.
        among: TouchedAmong,
    },
    /// Article 4.3.3: a piece of each colour touched — the opponent's piece must be
    /// captured with the player's piece, since that capture is legal. Of pieces of a colour
    /// touched at the same time, any may capture or be captured (as under 4.3.1 and 4.3.2).
    TouchedBothColoursMustCapture {
        /// The player's first touched piece — of those touched at the same time, the one
        /// that captures when only one can.
        own: Placed,
        /// The opponent's first touched piece — of those touched at the same time, the one
        /// captured when only one can be.
        target: Placed,
        /// The legal captures of the opponent's pieces touched first by the player's
        /// touched first.
        captures: Vec<Alternative>,
        /// The player's pieces touched at the same time as `own` (two or more, `own`
        /// among them), in the order listed; empty when `own` was touched alone.
        own_at_once: Vec<Placed>,
        /// The same for the opponent's pieces touched with `target`.
        targets_at_once: Vec<Placed>,
    },
    /// Article 4.3.3: a piece of each colour touched, the capture of one by the other
    /// illegal — the first touched piece that can be moved must be moved (of pieces touched
    /// at the same time, any that can be).
    TouchedBothColoursMustMove {
        /// The piece that must move — of pieces touched at the same time, the first listed
        /// that can.
        piece: Placed,
        /// Its legal moves, with those of the others touched at the same time; any will do.
        moves: Vec<Alternative>,
        /// The player's pieces touched at the same time as `piece` (two or more, `piece`
        /// among them, with moves or not); empty when `piece` was touched alone.
        at_once: Vec<Placed>,
        /// The player's first touched piece and the opponent's, of which the one cannot
        /// capture the other.
        first: FirstTouched,
    },
    /// Article 4.3.3: a piece of each colour touched, the capture of one by the other
    /// illegal — the first touched piece that can be captured must be captured (of pieces
    /// touched at the same time, any that can be).
    TouchedBothColoursMustCaptureFirst {
        /// The piece that must be captured — of pieces touched at the same time, the first
        /// listed that can be.
        target: Placed,
        /// The legal captures of it, with those of the others touched at the same time.
        captures: Vec<Alternative>,
        /// The opponent's pieces touched at the same time as `target` (two or more,
        /// `target` among them); empty when `target` was touched alone.
        targets_at_once: Vec<Placed>,
        /// The player's first touched piece and the opponent's, of which the one cannot
        /// capture the other.
        first: FirstTouched,
        /// The player's first touched piece (or pieces touched first at the same time) was
        /// touched no later than `target` and cannot move: why the capture is what binds.
        own_cannot_move: bool,
    },
    /// Article 4.4.1: king and rook touched — the player must castle on that side, which is
    /// legal.
    TouchedKingAndRookMustCastle {
        /// The player.
        color: Color,
        /// The side of the rook touched.
        side: CastlingSide,
        /// The castling move.
        castling: Alternative,
    },
    /// Article 4.4.2: rook then king touched — no castling on that side; Article 4.3.1
    /// governs (the rook must move if it can, else the king).
    TouchedRookThenKingNoCastling {
        /// The player.
        color: Color,
        /// The side of the rook touched.
        side: CastlingSide,
        /// The piece that must move under Article 4.3.1.
        piece: Placed,
        /// Its legal moves (castling on that side excluded).
        moves: Vec<Alternative>,
    },
    /// Article 4.4.3: king and rook touched to castle, castling on that side illegal — the
    /// player must make another move with the king.
    TouchedKingMustMove {
        /// The player.
        color: Color,
        /// The side of the rook touched.
        side: CastlingSide,
        /// The king's square.
        king: Square,
        /// The king's legal moves.
        moves: Vec<Alternative>,
    },
    /// Article 4.4.4: the promotion piece was final once it touched the square.
    PromotionPieceFinal {
        /// The square of promotion.
        square: Square,
        /// The piece that touched the square first.
        chosen: Role,
        /// The piece the move promotes to.
        played: Role,
    },
    /// Article 4.7: a piece released on a square as a legal move stays there — the move
    /// has been made.
    ReleasedPieceMustStay {
        /// The piece released, on its square of departure.
        piece: Placed,
        /// The square where it was released.
        to: Square,
        /// The move it made.
        made: Alternative,
    },
    /// Article 4.7.2: the king released on its castling square — the player must castle on
    /// that side, which is legal.
    ReleasedKingMustCastle {
        /// The player.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The square where the king was released.
        to: Square,
        /// The castling move.
        castling: Alternative,
    },
    /// Article 4.7.2: the king released on its castling square, castling on that side
    /// illegal — another king move (which may be castling on the other side).
    ReleasedKingMustMove {
        /// The player.
        color: Color,
        /// The side.
        side: CastlingSide,
        /// The square where the king was released.
        to: Square,
        /// The king's legal moves.
        moves: Vec<Alternative>,
    },
    /// No piece can make the move written (Appendix C notation naming no legal move).
    NoPieceCanMakeMove {
        /// The side that has the move.
        color: Color,
        /// The role written (a pawn when none).
        role: Role,
        /// The file of departure written — or, for a pawn's advance, the file it must stand
        /// on (Appendix C.9.3: a capture names the pawn's file).
        file: Option<crate::File>,
        /// The rank of departure written.
        rank: Option<crate::Rank>,
        /// The square of arrival written.
        to: Square,
        /// Each piece that might have been meant, with why it cannot.
        candidates: Vec<Candidate>,
    },
    /// The move written could be made by several pieces; the notation must say which.
    AmbiguousNotation {
        /// The role written.
        role: Role,
        /// The square of arrival.
        to: Square,
        /// The moves that fit.
        moves: Vec<Move>,
    },
}

/// A piece a notation might have meant, and why it cannot make the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The piece and its square.
    pub placed: Placed,
    /// Why it cannot move there, primary first.
    pub violations: Vec<Violation>,
}

impl Violation {
    /// The rule broken — an explicit map, never built at run time.
    pub fn rule(&self) -> RuleId {
        match self {
            Violation::NoPieceOnSquare { .. } => RuleId::NoPieceOnSquare,
            Violation::MoveOutOfTurn { .. } => RuleId::MoveOutOfTurn,
            Violation::MoveToSameSquare { .. } => RuleId::MoveToSameSquare,
            Violation::OwnPieceOnTargetSquare { .. } => RuleId::OwnPieceOnTargetSquare,
            Violation::MovePattern { piece, .. } => match piece.role {
                Role::Pawn => RuleId::PawnMovePattern,
                Role::Knight => RuleId::KnightMovePattern,
                Role::Bishop => RuleId::BishopMovesDiagonally,
                Role::Rook => RuleId::RookMovesAlongFileOrRank,
                Role::Queen => RuleId::QueenMovesAlongLine,
                Role::King => RuleId::KingMovesToAdjoiningSquare,
            },
            Violation::PieceInTheWay { .. } => RuleId::NoJumpingOverPieces,
            Violation::PawnForwardSquareOccupied { .. } => RuleId::PawnForwardSquareOccupied,
            Violation::PawnDoubleStepNotFirstMove { .. } => RuleId::PawnDoubleStepOnlyFirstMove,
            Violation::PawnDoubleStepBlocked { .. } => RuleId::PawnDoubleStepBlocked,
            Violation::PawnDiagonalWithoutCapture { .. } => RuleId::PawnDiagonalMoveNeedsCapture,
            Violation::EnPassantNotImmediately { one_square_from: Some(_), .. } => RuleId::EnPassantOnlyAfterTwoSquares,
            Violation::EnPassantNotImmediately { .. } => RuleId::EnPassantOnlyImmediately,
            Violation::PromotionPieceRequired { .. } => RuleId::PromotionPieceRequired,
            Violation::PromotionPieceInvalid { .. } => RuleId::PromotionPieceInvalid,
            Violation::PromotionOnlyOnLastRank { .. } => RuleId::PromotionOnlyOnLastRank,
            Violation::CastlingKingHasMoved { .. } => RuleId::CastlingKingHasMoved,
            Violation::CastlingRookHasMoved { .. } => RuleId::CastlingRookHasMoved,
            Violation::CastlingRightLost { .. } => RuleId::CastlingRightLost,
            Violation::CastlingPieceMovedEarlier { piece, .. } => match piece.piece.role {
                Role::King => RuleId::CastlingKingHasMoved,
                _ => RuleId::CastlingRookHasMoved,
            },
            Violation::CastlingOutOfCheck { .. } => RuleId::CastlingOutOfCheck,
            Violation::CastlingAcrossAttackedSquare { .. } => RuleId::CastlingAcrossAttackedSquare,
            Violation::CastlingIntoCheck { .. } => RuleId::CastlingIntoCheck,
            Violation::CastlingPieceBetween { .. } => RuleId::CastlingPieceBetween,
            Violation::KingMovedIntoCheck { .. } => RuleId::KingMovedIntoCheck,
            Violation::KingExposedToCheck { .. } | Violation::EnPassantExposesKing { .. } => RuleId::KingExposedToCheck,
            Violation::KingLeftInCheck { .. } => RuleId::KingLeftInCheck,
            Violation::TouchedPieceMustMove { .. } => RuleId::TouchedOwnPieceMustMove,
            Violation::TouchedPieceMustBeCaptured { .. } | Violation::TouchedAtOnceOneMustBeCaptured { .. } => {
                RuleId::TouchedOpponentPieceMustBeCaptured
            }
            Violation::TouchedAtOnceOneMustMove { .. } => RuleId::TouchedOwnPieceMustMove,
            Violation::TouchedBothColoursMustCapture { .. }
            | Violation::TouchedBothColoursMustMove { .. }
            | Violation::TouchedBothColoursMustCaptureFirst { .. } => RuleId::TouchedBothColours,
            Violation::TouchedKingAndRookMustCastle { .. } => RuleId::TouchedKingAndRookMustCastle,
            Violation::TouchedRookThenKingNoCastling { .. } => RuleId::TouchedRookThenKingNoCastling,
            Violation::TouchedKingMustMove { .. } => RuleId::TouchedKingCastlingIllegal,
            Violation::PromotionPieceFinal { .. } => RuleId::PromotionPieceFinal,
            Violation::ReleasedPieceMustStay { .. } => RuleId::ReleasedPieceMustStay,
            Violation::ReleasedKingMustCastle { .. } | Violation::ReleasedKingMustMove { .. } => {
                RuleId::ReleasedKingMustCastle
            }
            Violation::NoPieceCanMakeMove { .. } => RuleId::NoPieceCanMakeMove,
            Violation::AmbiguousNotation { .. } => RuleId::AmbiguousNotation,
        }
    }
}
