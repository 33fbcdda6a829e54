//! The result of a game checked against the board: Articles 5.1.1, 5.1.2, 5.2, 6.9 and 9.6.
//!
//! Summary of the Laws (our words, not the official text): a checkmate wins for the player
//! who gave it (5.1.1); stalemate, a dead position, the fifth occurrence of a position and
//! seventy-five moves by each player without a pawn move or capture draw the game (5.2.1,
//! 5.2.2, 9.6.1, 9.6.2) — all of these end the game at once, whatever is written later. A
//! player who resigns (5.1.2) or whose flag falls (6.9) loses, **unless** the opponent
//! could not checkmate by any possible series of legal moves: then the game is drawn.
//!
//! [`check_result`] compares the result a scoresheet or a PGN file records with what the
//! board says. It reports a "drawn instead" only with a proof from
//! [`can_checkmate`](crate::can_checkmate) ([`CannotMateReason`]); when that analysis
//! cannot decide, the recorded result stands unchallenged (no false alarm).
//!
//! Under the 2009 and 2005 editions a resignation had no such exception (2009 5.1 b: the
//! game is won by the player whose opponent resigns): the draw on resignation is applied
//! only under the 2023 edition (`docs/decisions.md`).

use crate::game::Ending;
use crate::laws::dead_position::{CannotMateReason, Mateability, can_checkmate};
use crate::pgn::Outcome;
use crate::{Color, Edition, Position, RuleId};

/// How a decisive game ended off the board, read from what the file says (the PGN
/// `Termination` tag as Lichess, chess.com and others write it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The loser's flag fell (Article 6.9): `Time forfeit`, `won on time`, `timeout`…
    OnTime,
    /// The loser resigned (Article 5.1.2): `Normal` (Lichess, for a game decided by the
    /// players), `won by resignation`, or no `Termination` tag at all.
    Resignation,
    /// Any other reason (`Abandoned`, `Rules infraction`, `Unterminated`, an arbiter's
    /// decision…): the Laws named here do not decide it, and the result is not checked.
    Other,
}

impl Decision {
    /// Reads a `Termination` tag (case-insensitive): `None` (no tag) is taken as a
    /// resignation, the usual way a game recorded without a reason was decided.
    ///
    /// ```
    /// use arbiter::laws::result::Decision;
    ///
    /// assert_eq!(Decision::from_termination(Some("Time forfeit")), Decision::OnTime);
    /// assert_eq!(Decision::from_termination(Some("Black won by resignation")), Decision::Resignation);
    /// assert_eq!(Decision::from_termination(Some("Abandoned")), Decision::Other);
    /// ```
    pub fn from_termination(tag: Option<&str>) -> Decision {
        let Some(tag) = tag else { return Decision::Resignation };
        let tag = tag.to_lowercase();
        if ["time forfeit", "on time", "timeout", "time-forfeit", "flag"].iter().any(|w| tag.contains(w)) {
            Decision::OnTime
        } else if tag.trim() == "normal" || tag.contains("resign") {
            Decision::Resignation
        } else {
            Decision::Other
        }
    }

    /// The rule the decision rests on, if the Laws named here decide it.
    pub fn rule(self) -> Option<RuleId> {
        match self {
            Decision::OnTime => Some(RuleId::LossOnTime),
            Decision::Resignation => Some(RuleId::Resignation),
            Decision::Other => None,
        }
    }
}

/// A recorded result that the board contradicts. Each variant carries the facts its
/// sentence names; [`WrongResult::rule`] is the article that decides the right result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WrongResult {
    /// The game ended by checkmate (5.1.1) and was recorded otherwise.
    CheckmateScoredOtherwise {
        /// Who gave checkmate.
        winner: Color,
        /// What the file records.
        recorded: Outcome,
        /// The ply of the checkmate.
        ply: usize,
    },
    /// The game ended drawn on the board (5.2.1, 5.2.2, 9.6.1, 9.6.2) and was recorded as
    /// a win.
    DrawScoredAsWin {
        /// How it ended.
        ending: Ending,
        /// What the file records.
        recorded: Outcome,
        /// The ply it ended at.
        ply: usize,
    },
    /// The loser lost on time (6.9) or resigned (5.1.2), but the winner could not
    /// checkmate by any series of legal moves: the game is drawn.
    WinnerCannotMate {
        /// How the game was decided.
        decision: Decision,
        /// The player recorded as the winner.
        winner: Color,
        /// The proof that this player cannot checkmate.
        reason: CannotMateReason,
    },
}

impl WrongResult {
    /// The rule that gives the right result.
    pub fn rule(&self) -> RuleId {
        match self {
            WrongResult::CheckmateScoredOtherwise { .. } => RuleId::Checkmate,
            WrongResult::DrawScoredAsWin { ending, .. } => ending.rule(),
            WrongResult::WinnerCannotMate { decision, .. } => decision.rule().unwrap_or(RuleId::LossOnTime),
        }
    }

    /// The result the Laws give: `1-0`, `0-1` or `1/2-1/2`.
    pub fn correct(&self) -> Outcome {
        match self {
            WrongResult::CheckmateScoredOtherwise { winner: Color::White, .. } => Outcome::WhiteWins,
            WrongResult::CheckmateScoredOtherwise { winner: Color::Black, .. } => Outcome::BlackWins,
            WrongResult::DrawScoredAsWin { .. } | WrongResult::WinnerCannotMate { .. } => Outcome::Draw,
        }
    }

    /// The stable name used in JSON: `checkmate-scored-otherwise`, `draw-scored-as-win`,
    /// `loss-on-time-drawn`, `resignation-drawn`.
    pub fn kind(&self) -> &'static str {
        match self {
            WrongResult::CheckmateScoredOtherwise { .. } => "checkmate-scored-otherwise",
            WrongResult::DrawScoredAsWin { .. } => "draw-scored-as-win",
            WrongResult::WinnerCannotMate { decision: Decision::Resignation, .. } => "resignation-drawn",
            WrongResult::WinnerCannotMate { .. } => "loss-on-time-drawn",
        }
    }
}

/// Compares a recorded result with the board.
///
/// `ending` is how the game ended on the board, with the ply (from
/// [`Game::status`](crate::Game::status)), `None` if it did not; `last` is the position
/// the game stopped in. A result of `*` is never wrong. A decisive result with no ending on
/// the board is checked under [`Decision`]: drawn instead only when
/// [`can_checkmate`] proves that the winner cannot mate.
///
/// ```
/// use arbiter::laws::result::{check_result, Decision, WrongResult};
/// use arbiter::pgn::Outcome;
/// use arbiter::{Color, Edition, Position};
///
/// // Black's flag fell, but White has a lone king: the game is drawn (6.9).
/// let pos = Position::from_fen("8/8/4k3/8/8/3q4/8/4K3 b - - 0 60")?;
/// let wrong = check_result(None, &pos, Outcome::WhiteWins, Decision::OnTime, Edition::E2023);
/// assert!(matches!(wrong, Some(WrongResult::WinnerCannotMate { winner: Color::White, .. })));
/// // Scored 0-1, the same game stands: Black can mate.
/// assert_eq!(check_result(None, &pos, Outcome::BlackWins, Decision::OnTime, Edition::E2023), None);
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn check_result(
    ending: Option<(&Ending, usize)>,
    last: &Position,
    recorded: Outcome,
    decision: Decision,
    edition: Edition,
) -> Option<WrongResult> {
    if recorded == Outcome::Unknown {
        return None;
    }
    match ending {
        Some((&Ending::Checkmate { winner }, ply)) => (recorded.winner() != Some(winner))
            .then_some(WrongResult::CheckmateScoredOtherwise { winner, recorded, ply }),
        Some((ending, ply)) => {
            recorded.winner().is_some().then(|| WrongResult::DrawScoredAsWin { ending: ending.clone(), recorded, ply })
        }
        None => {
            let winner = recorded.winner()?;
            let rule = decision.rule()?;
            if !drawn_when_opponent_cannot_mate(rule, edition) {
                return None;
            }
            match can_checkmate(last, winner) {
                Mateability::CannotMate(reason) => Some(WrongResult::WinnerCannotMate { decision, winner, reason }),
                Mateability::CanMate(_) | Mateability::Undetermined => None,
            }
        }
    }
}

/// Whether, under `edition`, the loss the rule gives becomes a draw when the opponent
/// cannot checkmate. The 2023 Laws say so for both 6.9 and 5.1.2; the 2009 text (and the
/// 2005 one) says so for loss on time only — its 5.1 b has no exception for a resignation.
/// The rulebook's `Since` marks whole articles, and 5.1.2 is older than its exception, so
/// the year of the exception is written here (`docs/decisions.md`).
fn drawn_when_opponent_cannot_mate(rule: RuleId, edition: Edition) -> bool {
    const RESIGNATION_EXCEPTION_SINCE: u16 = 2023;
    match rule {
        RuleId::Resignation => edition.year_number() >= RESIGNATION_EXCEPTION_SINCE,
        _ => true,
    }
}

/// What a flag fall (Article 6.9) or a resignation (Article 5.1.2) gives, as the arbiter
/// rules on it at the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Forfeit {
    /// The player loses: the opponent can checkmate (or, for a resignation under an edition
    /// without the exception, whatever the position).
    Lost,
    /// The opponent cannot checkmate by any series of legal moves: the game is drawn.
    Drawn(CannotMateReason),
    /// The player loses unless the arbiter finds that the opponent cannot checkmate: the
    /// analysis could not decide it.
    LostUnlessOpponentCannotMate,
}

/// Rules on `player`'s flag fall or resignation in `pos` (`decision`: [`Decision::OnTime`]
/// or [`Decision::Resignation`]; [`Decision::Other`] is a loss the Laws named here do not
/// qualify). A draw only with the proof of [`can_checkmate`]; an undetermined analysis is
/// said as such.
///
/// ```
/// use arbiter::laws::result::{rule_on_forfeit, Decision, Forfeit};
/// use arbiter::{Color, Edition, Position};
///
/// // White's flag fell, Black has a lone king: drawn (6.9).
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1")?;
/// assert!(matches!(rule_on_forfeit(&pos, Color::White, Decision::OnTime, Edition::E2023), Forfeit::Drawn(_)));
/// // Black's flag fell: White's queen can mate.
/// assert_eq!(rule_on_forfeit(&pos, Color::Black, Decision::OnTime, Edition::E2023), Forfeit::Lost);
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn rule_on_forfeit(pos: &Position, player: Color, decision: Decision, edition: Edition) -> Forfeit {
    let Some(rule) = decision.rule() else { return Forfeit::Lost };
    if !drawn_when_opponent_cannot_mate(rule, edition) {
        return Forfeit::Lost;
    }
    match can_checkmate(pos, !player) {
        Mateability::CanMate(_) => Forfeit::Lost,
        Mateability::CannotMate(reason) => Forfeit::Drawn(reason),
        Mateability::Undetermined => Forfeit::LostUnlessOpponentCannotMate,
    }
}
