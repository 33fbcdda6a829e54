//! What the session answers to an event: the rulings, as data (no sentences: those are
//! `i18n::session`'s).

use crate::Position;
use crate::game::{Claim, Ending};
use crate::laws::draw_claim::ClaimRuling;
use crate::laws::illegal_move::{AfterIllegalMove, Penalty};
use crate::laws::result::Forfeit;
use crate::pgn::Outcome;
use crate::{Color, Illegal, Move, RuleId};

/// The session's answer to one event.
// One answer per event, moved once to its reader: boxing the positions would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A legal move was played: how the game ended on the board, if it did (5.1.1, 5.2.1,
    /// 5.2.2, 9.6), and the draws the player to move may now claim (9.2, 9.3).
    Played {
        /// The position the move was played in.
        before: Position,
        /// The move.
        mv: Move,
        /// How the game ended with it.
        ending: Option<Ending>,
        /// The draws the player now to move may claim.
        claims: Vec<Claim>,
    },
    /// The move breaks touch-move (Article 4): it is not made, and it is not an illegal
    /// move in the sense of 7.5 — the player must still move as 4.3 requires.
    TouchMove {
        /// The position, unchanged.
        before: Position,
        /// The breach (Article 4 violations).
        breach: Illegal,
    },
    /// The player claimed a draw on a written move and must make that move (Article 9.5.3):
    /// another move is not made, and no new claim is heard until it is.
    WrittenMoveRequired {
        /// The position, unchanged.
        before: Position,
        /// The move written.
        must_play: Move,
        /// What was refused: a new claim (`true`), or another move.
        claim: bool,
    },
    /// A completed illegal move (Article 3, or 7.5.2–7.5.4) and its penalty.
    Illegal(Box<IllegalMoveAnswer>),
    /// The arbiter's ruling on a draw claim (Article 9.5).
    Claim {
        /// The position the claim was made in.
        before: Position,
        /// The ruling.
        ruling: ClaimRuling,
    },
    /// A flag fell (6.9) or a player resigned (5.1.2): the game is over.
    Forfeit(End),
    /// The event is no irregularity under the session's edition (7.5.3 and 7.5.4 came into
    /// the Laws after 2009): the clock pressed without a move changes nothing; a legal move
    /// made with two hands stands, and `played` is the answer to it.
    NotInEdition {
        /// The rule the event would have broken.
        rule: RuleId,
        /// The move that stands, as played ([`Answer::Played`]).
        played: Option<Box<Answer>>,
    },
    /// The game is already over: the event changes nothing.
    GameOver(Over),
    /// How the game stands (the [`Session`](super::Session)'s state): nothing changes.
    Status,
}

/// What made a move a completed illegal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Irregularity {
    /// The move breaks the Laws of moving (Article 3): its violations.
    Article3(Illegal),
    /// A pawn left unpromoted on the last rank (Article 7.5.2): the queen's move that
    /// replaces it, when the edition says so (`None` under 2009: the position is
    /// reinstated).
    Unpromoted {
        /// The square on the last rank the pawn was left on.
        to: crate::Square,
        /// The pawn's move, promoting to a queen of its colour.
        queen: Option<Move>,
    },
    /// The clock pressed without a move (Article 7.5.3).
    ClockWithoutMove,
    /// A move made with two hands (Article 7.5.4).
    TwoHands {
        /// The move.
        mv: Move,
    },
}

impl Irregularity {
    /// The rule the irregularity breaks, for the ones of 7.5.2–7.5.4; `None` for Article 3
    /// (its violations carry their rules).
    pub fn rule(&self) -> Option<RuleId> {
        match self {
            Irregularity::Article3(_) => None,
            Irregularity::Unpromoted { .. } => Some(RuleId::PawnLeftUnpromoted),
            Irregularity::ClockWithoutMove => Some(RuleId::ClockPressedWithoutMove),
            Irregularity::TwoHands { .. } => Some(RuleId::MoveWithTwoHands),
        }
    }

    /// The stable name used in JSON: `article-3`, `unpromoted`, `clock`, `two-hands`.
    pub fn kind(&self) -> &'static str {
        match self {
            Irregularity::Article3(_) => "article-3",
            Irregularity::Unpromoted { .. } => "unpromoted",
            Irregularity::ClockWithoutMove => "clock",
            Irregularity::TwoHands { .. } => "two-hands",
        }
    }
}

/// A completed illegal move, as the arbiter rules on it (Article 7.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveAnswer {
    /// The position the irregularity happened in.
    pub before: Position,
    /// The player.
    pub player: Color,
    /// What made it illegal.
    pub irregularity: Irregularity,
    /// Which completed illegal move of the player this is (1 for the first).
    pub count: u32,
    /// The penalty (7.5.5, A.3).
    pub penalty: Penalty,
    /// The rule the penalty follows.
    pub penalty_rule: RuleId,
    /// The position reinstated and the move that must replace the illegal one (7.5.1, 4.3)
    /// — `None` when nothing is reinstated (7.5.3: no move was made; 7.5.2: the pawn
    /// becomes a queen).
    pub reinstated: Option<AfterIllegalMove>,
    /// How the game ended on the board after the queen's move of 7.5.2, if it did.
    pub ending: Option<Ending>,
}

/// How a game the session follows ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// On the board (5.1.1, 5.2.1, 5.2.2, 9.6).
    Board(Ending),
    /// By a completed illegal move that loses (7.5.5): lost, drawn, or lost unless the
    /// opponent cannot mate.
    IllegalMove {
        /// Who made it.
        player: Color,
        /// The penalty (never [`Penalty::ExtraTime`]).
        penalty: Penalty,
    },
    /// The player's flag fell (6.9).
    Flag {
        /// Whose flag.
        player: Color,
        /// The ruling.
        forfeit: Forfeit,
    },
    /// The player resigned (5.1.2).
    Resignation {
        /// Who resigned.
        player: Color,
        /// The ruling.
        forfeit: Forfeit,
    },
    /// A correct draw claim (9.5.2).
    Claim {
        /// The claimant.
        claimant: Color,
        /// The claim as the game supports it.
        claim: Claim,
    },
}

impl End {
    /// The rule that ended the game.
    pub fn rule(&self) -> RuleId {
        match self {
            End::Board(ending) => ending.rule(),
            End::IllegalMove { .. } => RuleId::IllegalMovePenalty,
            End::Flag { .. } => RuleId::LossOnTime,
            End::Resignation { .. } => RuleId::Resignation,
            End::Claim { .. } => RuleId::CorrectClaimDrawn,
        }
    }

    /// The stable name used in JSON: `checkmate`, `stalemate`, `dead-position`,
    /// `fivefold-repetition`, `seventy-five-moves`, `illegal-move`, `flag`, `resignation`,
    /// `claim`.
    pub fn kind(&self) -> &'static str {
        match self {
            End::Board(ending) => ending.kind(),
            End::IllegalMove { .. } => "illegal-move",
            End::Flag { .. } => "flag",
            End::Resignation { .. } => "resignation",
            End::Claim { .. } => "claim",
        }
    }

    /// The result, or `None` when the analysis could not decide between a loss and a draw
    /// (the arbiter decides).
    pub fn result(&self) -> Option<Outcome> {
        let lost = |loser: Color| if loser == Color::White { Outcome::BlackWins } else { Outcome::WhiteWins };
        match self {
            End::Board(Ending::Checkmate { winner }) => Some(lost(!*winner)),
            End::Board(_) | End::Claim { .. } => Some(Outcome::Draw),
            End::IllegalMove { player, penalty } => match penalty {
                Penalty::GameLost { .. } | Penalty::ExtraTime { .. } => Some(lost(*player)),
                Penalty::Drawn { .. } => Some(Outcome::Draw),
                Penalty::LostUnlessOpponentCannotMate { .. } => None,
            },
            End::Flag { player, forfeit } | End::Resignation { player, forfeit } => match forfeit {
                Forfeit::Lost => Some(lost(*player)),
                Forfeit::Drawn(_) => Some(Outcome::Draw),
                Forfeit::LostUnlessOpponentCannotMate => None,
            },
        }
    }
}

/// The end of the game: how, and after how many half-moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Over {
    /// How it ended.
    pub end: End,
    /// The half-moves played when it ended.
    pub ply: usize,
}
