//! Stable rule ids.
//!
//! Every rule the engine can find broken, every ending and every claim it can recognise has
//! a kebab-case id that never changes between editions of the Laws (the test262 lesson:
//! section numbers move, ids do not). Which article states the rule — in the 2023 numbering
//! or in the 2009 one — is *not* written here: the [`Registry`](crate::Registry) reads it
//! from `docs/rulebook/`, the same text `arbiter quote` serves.

use std::fmt;
use std::str::FromStr;

impl RuleId {
    /// The rule this one applies where it states none of its own: blitz under Appendix B.3
    /// takes A.3's shorter penalty. A citation names both points («приложения B.3 и A.3»).
    pub const fn applies(self) -> Option<RuleId> {
        match self {
            RuleId::BlitzShorterTimePenalty => Some(RuleId::ShorterTimePenalty),
            _ => None,
        }
    }
}

macro_rules! rule_ids {
    ($( $(#[$doc:meta])* $variant:ident => $id:literal, )*) => {
        /// A stable rule id. See the module documentation.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum RuleId {
            $( $(#[$doc])* $variant, )*
        }

        impl RuleId {
            /// Every rule id, in the order of the Laws.
            pub const ALL: &'static [RuleId] = &[$(RuleId::$variant,)*];

            /// The kebab-case id, e.g. `castling-across-attacked-square`.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $( RuleId::$variant => $id, )*
                }
            }
        }

        impl FromStr for RuleId {
            type Err = UnknownRuleId;

            fn from_str(s: &str) -> Result<RuleId, UnknownRuleId> {
                match s {
                    $( $id => Ok(RuleId::$variant), )*
                    _ => Err(UnknownRuleId(s.to_owned())),
                }
            }
        }
    };
}

rule_ids! {
    // Article 1: the nature and objectives of the game.
    /// The players move alternately: a player moves only his own pieces, on his own turn.
    MoveOutOfTurn => "move-out-of-turn",

    // Article 3: the moves of the pieces.
    /// A move takes a piece to another square: the square of arrival cannot be the square
    /// of departure (the piece's own square is occupied by a piece of its colour, 3.1).
    MoveToSameSquare => "move-to-same-square",
    /// A piece may not move to a square occupied by a piece of the same colour.
    OwnPieceOnTargetSquare => "own-piece-on-target-square",
    /// The bishop moves along a diagonal.
    BishopMovesDiagonally => "bishop-moves-diagonally",
    /// The rook moves along a file or a rank.
    RookMovesAlongFileOrRank => "rook-moves-along-file-or-rank",
    /// The queen moves along a file, a rank or a diagonal.
    QueenMovesAlongLine => "queen-moves-along-line",
    /// Bishop, rook and queen may not move over intervening pieces.
    NoJumpingOverPieces => "no-jumping-over-pieces",
    /// The knight moves to one of the nearest squares not on its file, rank or diagonal.
    KnightMovePattern => "knight-move-pattern",
    /// A pawn moves forward (or captures diagonally forward); no other shape of move.
    PawnMovePattern => "pawn-move-pattern",
    /// A pawn moves forward only onto an unoccupied square.
    PawnForwardSquareOccupied => "pawn-forward-square-occupied",
    /// A pawn may advance two squares only on its first move.
    PawnDoubleStepOnlyFirstMove => "pawn-double-step-only-first-move",
    /// A pawn's two-square advance needs both squares unoccupied.
    PawnDoubleStepBlocked => "pawn-double-step-blocked",
    /// A pawn moves diagonally only to capture.
    PawnDiagonalMoveNeedsCapture => "pawn-diagonal-move-needs-capture",
    /// The en passant capture is legal only on the move right after the two-square advance.
    EnPassantOnlyImmediately => "en-passant-only-immediately",
    /// Only a pawn that has just advanced two squares may be captured en passant.
    EnPassantOnlyAfterTwoSquares => "en-passant-only-after-two-squares",
    /// A pawn reaching the last rank must be exchanged for a queen, rook, bishop or knight.
    PromotionPieceRequired => "promotion-piece-required",
    /// A pawn may be promoted only to a queen, rook, bishop or knight of its own colour.
    PromotionPieceInvalid => "promotion-piece-invalid",
    /// Only a pawn reaching the last rank is promoted.
    PromotionOnlyOnLastRank => "promotion-only-on-last-rank",
    /// The king moves to an adjoining square (or castles).
    KingMovesToAdjoiningSquare => "king-moves-to-adjoining-square",
    /// The right to castle has been lost (the position does not say by which move).
    CastlingRightLost => "castling-right-lost",
    /// The right to castle is lost once the king has moved.
    CastlingKingHasMoved => "castling-king-has-moved",
    /// The right to castle with a rook is lost once that rook has moved.
    CastlingRookHasMoved => "castling-rook-has-moved",
    /// No castling while the king is in check.
    CastlingOutOfCheck => "castling-out-of-check",
    /// No castling across a square attacked by the opponent.
    CastlingAcrossAttackedSquare => "castling-across-attacked-square",
    /// No castling onto a square attacked by the opponent.
    CastlingIntoCheck => "castling-into-check",
    /// No castling with a piece between the king and the rook.
    CastlingPieceBetween => "castling-piece-between",
    /// No move may leave one's own king in check.
    KingLeftInCheck => "king-left-in-check",
    /// No move may expose one's own king to check (a pinned piece, a discovered check).
    KingExposedToCheck => "king-exposed-to-check",
    /// The king may not move onto an attacked square.
    KingMovedIntoCheck => "king-moved-into-check",
    /// A move is legal when it meets every requirement of Articles 3.1–3.9 (cited for a
    /// legal move).
    LegalMove => "legal-move",
    /// A move must move a piece: there is no piece on the square of departure.
    NoPieceOnSquare => "no-piece-on-square",
    /// No piece of the player can make the move written (SAN naming no possible move).
    NoPieceCanMakeMove => "no-piece-can-make-move",

    // Article 3.10.3: illegal positions.
    /// Each side has exactly one king.
    PositionKingCount => "position-king-count",
    /// No pawn stands on the first or the last rank.
    PositionPawnOnBackRank => "position-pawn-on-back-rank",
    /// The side that has just moved cannot be in check.
    PositionOpponentInCheck => "position-opponent-in-check",
    /// No single move gives check with more than two pieces, or with this pair of pieces.
    PositionImpossibleCheck => "position-impossible-check",
    /// No side has more pieces than its sixteen and its promotions allow.
    PositionTooManyPieces => "position-too-many-pieces",
    /// A castling right needs the king and that rook on their original squares.
    PositionCastlingRightWithoutPieces => "position-castling-right-without-pieces",
    /// An en passant square needs a pawn that could just have advanced two squares.
    PositionEnPassantSquareInvalid => "position-en-passant-square-invalid",

    // Article 4: the act of moving the pieces.
    /// The first own piece touched that can be moved must be moved.
    TouchedOwnPieceMustMove => "touched-own-piece-must-move",
    /// The first opponent's piece touched that can be captured must be captured.
    TouchedOpponentPieceMustBeCaptured => "touched-opponent-piece-must-be-captured",
    /// One piece of each colour touched: capture the one with the other if legal.
    TouchedBothColours => "touched-both-colours",
    /// King and rook touched: castle on that side if legal.
    TouchedKingAndRookMustCastle => "touched-king-and-rook-must-castle",
    /// Rook then king touched: no castling on that side on this move.
    TouchedRookThenKingNoCastling => "touched-rook-then-king-no-castling",
    /// King (and rook) touched to castle illegally: another king move if there is one.
    TouchedKingCastlingIllegal => "touched-king-castling-illegal",
    /// The promotion piece is final once it has touched the square of promotion.
    PromotionPieceFinal => "promotion-piece-final",
    /// None of the pieces touched can be moved or captured: any legal move may be made
    /// (cited when a completed illegal move's piece has no legal move, 7.5.1).
    NoTouchedPieceCanMove => "no-touched-piece-can-move",
    /// A piece released on a square as a legal move cannot be moved to another square.
    ReleasedPieceMustStay => "released-piece-must-stay",
    /// The king released on its castling square: castle on that side if legal, else
    /// another king move.
    ReleasedKingMustCastle => "released-king-must-castle",

    // Article 5: the completion of the game.
    /// Checkmate ends the game.
    Checkmate => "checkmate",
    /// Stalemate ends the game in a draw.
    Stalemate => "stalemate",
    /// A dead position ends the game in a draw.
    DeadPosition => "dead-position",
    /// A player who resigns loses; drawn instead when the opponent cannot checkmate.
    Resignation => "resignation",

    // Article 6: the chessclock.
    /// A player whose flag falls loses; drawn instead when the opponent cannot checkmate.
    LossOnTime => "loss-on-time",

    // Article 7: irregularities.
    /// After a completed illegal move the position before it is reinstated, and the move
    /// replacing it is bound by touch-move.
    IllegalMoveReinstated => "illegal-move-reinstated",
    /// The penalty for a completed illegal move: extra time to the opponent, then the game
    /// lost — drawn instead when the opponent cannot checkmate.
    IllegalMovePenalty => "illegal-move-penalty",
    /// A pawn moved to the last rank and left there without a new piece: an illegal move,
    /// the pawn replaced by a queen of its colour.
    PawnLeftUnpromoted => "pawn-left-unpromoted",
    /// The clock pressed without a move: penalised as an illegal move.
    ClockPressedWithoutMove => "clock-pressed-without-move",
    /// One move made with two hands, and the clock pressed: penalised as an illegal move.
    MoveWithTwoHands => "move-with-two-hands",
    /// Rapid (and blitz under Appendix B.3): the two minutes of Articles 7 and 9 are one.
    ShorterTimePenalty => "shorter-time-penalty",
    /// Blitz without an arbiter at every game (Appendix B.3) is played by the rapid rules,
    /// A.3's one minute among them: cited as both points (review 20, C-9).
    BlitzShorterTimePenalty => "blitz-shorter-time-penalty",

    // Article 9: the drawn game.
    /// A correct draw claim draws the game at once.
    CorrectClaimDrawn => "correct-claim-drawn",
    /// An incorrect draw claim: extra time to the opponent; the game goes on, with the move
    /// written if the claim rested on one.
    IncorrectClaimPenalty => "incorrect-claim-penalty",
    /// A claim: the same position is about to appear for the third time.
    ThreefoldRepetitionAboutToAppear => "threefold-repetition-about-to-appear",
    /// A claim: the same position has appeared for the third time.
    ThreefoldRepetition => "threefold-repetition",
    /// What "the same position" means.
    SamePosition => "same-position",
    /// The same position: an en passant capture counts only when it is possible.
    SamePositionEnPassant => "same-position-en-passant",
    /// The same position: castling rights count as they really are.
    SamePositionCastling => "same-position-castling",
    /// A claim: the fifty-move rule is about to be met by a declared move.
    FiftyMovesAboutToBeMade => "fifty-moves-about-to-be-made",
    /// A claim: fifty moves by each player without a pawn move or a capture.
    FiftyMoves => "fifty-moves",
    /// The same position for the fifth time ends the game in a draw.
    FivefoldRepetition => "fivefold-repetition",
    /// Seventy-five moves by each player without a pawn move or a capture end the game.
    SeventyFiveMoves => "seventy-five-moves",

    // Appendix C: algebraic notation.
    /// A move written so that two identical pieces could make it must say which.
    AmbiguousNotation => "ambiguous-notation",
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A string that is not a known rule id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleId(pub String);

impl fmt::Display for UnknownRuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown rule id `{}`", self.0)
    }
}

impl std::error::Error for UnknownRuleId {}
