//! Article 7.5: what the arbiter does after a completed illegal move; Appendix A.3 (rapid,
//! and blitz through B.3) for the time it costs.
//!
//! Summary of the Laws (our words, not the official text): when a completed illegal move is
//! found, the position immediately before it is reinstated (7.5.1) and a move replaces it,
//! bound by touch-move for the piece the player touched (4.3, 4.7). For a player's first
//! completed illegal move the opponent receives two extra minutes — one in rapid and blitz
//! (A.3) — and the second loses the game, unless the opponent cannot checkmate by any
//! possible series of legal moves: then it is drawn (7.5.5). The 2009 edition (7.4 b) gave
//! two minutes for each of the first two and lost the game at the third.
//!
//! "Cannot checkmate" is said only with the proof of
//! [`can_checkmate`](crate::can_checkmate); when it cannot decide, the ruling says the game
//! is lost unless the arbiter finds otherwise.
//!
//! Not modelled (`docs/decisions.md`): the 2009 appendices' claims in rapid and blitz (the
//! 2009 penalty of 7.4 b is applied to every time control), and what A.5 adds when the
//! opponent has already made the next move (the illegal move then stands).

use crate::laws::dead_position::{CannotMateReason, Mateability, can_checkmate};
use crate::{Color, Edition, Move, Position, Registry, RuleId, Square};

/// The kind of game by its time control (Appendices A.1 and B.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// Standard play: 60 minutes or more for each player.
    Standard,
    /// Rapid chess (Appendix A): more than 10 and less than 60 minutes.
    Rapid,
    /// Blitz (Appendix B): 10 minutes or less.
    Blitz,
}

impl TimeControl {
    /// The kind of game with `base` seconds for each player and an increment of
    /// `increment` seconds a move: the minutes are the base plus 60 times the increment
    /// (A.1, B.1).
    ///
    /// ```
    /// use arbiter::laws::illegal_move::TimeControl;
    ///
    /// assert_eq!(TimeControl::from_seconds(180, 2), TimeControl::Blitz); // 3+2: 5 minutes
    /// assert_eq!(TimeControl::from_seconds(900, 10), TimeControl::Rapid); // 15+10: 25 minutes
    /// assert_eq!(TimeControl::from_seconds(5400, 30), TimeControl::Standard); // 90+30
    /// ```
    pub fn from_seconds(base: u32, increment: u32) -> TimeControl {
        let total = u64::from(base) + 60 * u64::from(increment);
        if total <= 600 {
            TimeControl::Blitz
        } else if total < 3600 {
            TimeControl::Rapid
        } else {
            TimeControl::Standard
        }
    }

    /// The kind of game a PGN `TimeControl` tag describes (`300+3`, `5400+30`, `40/7200:1800`
    /// — its first period), or `None` for `-`, `?` or anything else.
    ///
    /// ```
    /// use arbiter::laws::illegal_move::TimeControl;
    ///
    /// assert_eq!(TimeControl::from_pgn_tag("300+3"), Some(TimeControl::Blitz));
    /// assert_eq!(TimeControl::from_pgn_tag("40/7200:1800"), Some(TimeControl::Standard));
    /// assert_eq!(TimeControl::from_pgn_tag("-"), None);
    /// // Not a PGN time control: a prefix that is no number of moves, no time at all.
    /// assert_eq!(TimeControl::from_pgn_tag("G/90"), None);
    /// assert_eq!(TimeControl::from_pgn_tag("0"), None);
    /// assert_eq!(TimeControl::from_pgn_tag("+3"), None);
    /// ```
    pub fn from_pgn_tag(tag: &str) -> Option<TimeControl> {
        let (base, increment) = TimeControl::pgn_seconds(tag)?;
        Some(TimeControl::from_seconds(base, increment))
    }

    /// [`TimeControl::from_seconds`] as `edition` draws the lines: under 2009 and 2005 a
    /// blitz game has less than 15 minutes and a rapid one from 15 to less than 60 (their
    /// A.1 and B.1); under 2023, 10 minutes or less and more than 10.
    ///
    /// ```
    /// use arbiter::laws::illegal_move::TimeControl;
    /// use arbiter::Edition;
    ///
    /// assert_eq!(TimeControl::from_seconds_in(720, 0, Edition::E2023), TimeControl::Rapid);
    /// assert_eq!(TimeControl::from_seconds_in(720, 0, Edition::E2009), TimeControl::Blitz);
    /// ```
    pub fn from_seconds_in(base: u32, increment: u32, edition: Edition) -> TimeControl {
        if edition.year_number() >= 2023 {
            return TimeControl::from_seconds(base, increment);
        }
        let total = u64::from(base) + 60 * u64::from(increment);
        if total < 900 {
            TimeControl::Blitz
        } else if total < 3600 {
            TimeControl::Rapid
        } else {
            TimeControl::Standard
        }
    }

    /// The points of the Laws (2023 numbers; the registry gives each edition's) behind
    /// [`TimeControl::from_seconds_in`]: the one that draws this kind's line (A.1 bounds
    /// rapid chess, and so standard play; B.1 blitz), and, for rapid and blitz, the one under
    /// which a supervised game follows the Competitive Rules of Play in full (A.4, B.2; 2009
    /// A.3 and B.2). Both are out of scope in the rulebook, so no rule id cites them.
    pub(crate) fn defining_points(self) -> (&'static str, Option<&'static str>) {
        match self {
            TimeControl::Blitz => ("B.1", Some("B.2")),
            TimeControl::Rapid => ("A.1", Some("A.4")),
            TimeControl::Standard => ("A.1", None),
        }
    }

    /// The seconds for the game and the increment a move of a PGN `TimeControl` tag's first
    /// period (`300+3` → 300 and 3; `40/7200:1800` → 7200 and 0), or `None` when it is no
    /// time control ([`TimeControl::from_pgn_tag`]).
    ///
    /// ```
    /// use arbiter::laws::illegal_move::TimeControl;
    ///
    /// assert_eq!(TimeControl::pgn_seconds("300+3"), Some((300, 3)));
    /// assert_eq!(TimeControl::pgn_seconds("40/7200:1800"), Some((7200, 0)));
    /// assert_eq!(TimeControl::pgn_seconds("-"), None);
    /// ```
    pub fn pgn_seconds(tag: &str) -> Option<(u32, u32)> {
        let first = tag.trim().split(':').next()?;
        // A number of moves before the slash (`40/7200`), as digits; no other prefix (`G/90`).
        let period = match first.split_once('/') {
            Some((moves, period)) => {
                digits(moves)?;
                period
            }
            None => first,
        };
        let (base, increment) = period.split_once('+').unwrap_or((period, "0"));
        // No time at all is no time control (`0`).
        let base = digits(base).filter(|&b| b > 0)?;
        Some((base, digits(increment)?))
    }

    /// The kind of game `standard`, `rapid` or `blitz` names ([`TimeControl::name`]).
    pub fn from_name(name: &str) -> Option<TimeControl> {
        [TimeControl::Standard, TimeControl::Rapid, TimeControl::Blitz].into_iter().find(|t| t.name() == name)
    }

    /// Whether the two minutes of Articles 7 and 9 are one minute here: rapid chess, and
    /// blitz through B.3, under an edition in which Appendix A.3 is in force (the
    /// rulebook's `Since`).
    pub fn shorter_penalties(self, edition: Edition) -> bool {
        self != TimeControl::Standard && Registry::global().in_force(RuleId::ShorterTimePenalty, edition)
    }

    /// The rule of the one-minute penalty of [`shorter_penalties`](Self::shorter_penalties):
    /// A.3 in rapid chess, B.3 (applying A.3) in blitz.
    pub fn shorter_penalty_rule(self) -> RuleId {
        match self {
            TimeControl::Blitz => RuleId::BlitzShorterTimePenalty,
            TimeControl::Rapid | TimeControl::Standard => RuleId::ShorterTimePenalty,
        }
    }

    /// The name used in JSON and on the command line: `standard`, `rapid`, `blitz`.
    pub fn name(self) -> &'static str {
        match self {
            TimeControl::Standard => "standard",
            TimeControl::Rapid => "rapid",
            TimeControl::Blitz => "blitz",
        }
    }
}

/// A number written with ASCII digits alone (no sign, no space).
fn digits(s: &str) -> Option<u32> {
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok()).flatten()
}

/// What a completed illegal move costs the player who made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Penalty {
    /// The opponent receives extra time.
    ExtraTime {
        /// Who receives it.
        opponent: Color,
        /// How many minutes.
        minutes: u32,
    },
    /// The game is lost by the player: the opponent can still checkmate.
    GameLost {
        /// Who loses.
        loser: Color,
    },
    /// The game would be lost, but the opponent cannot checkmate by any series of legal
    /// moves: it is drawn.
    Drawn {
        /// Who made the illegal move.
        player: Color,
        /// The proof that the opponent cannot checkmate.
        reason: CannotMateReason,
    },
    /// The game is lost, unless the arbiter finds that the opponent cannot checkmate: the
    /// analysis could not decide it.
    LostUnlessOpponentCannotMate {
        /// Who loses.
        loser: Color,
    },
}

impl Penalty {
    /// Whether the penalty ends the game (lost or drawn): then no move replaces the illegal
    /// one.
    pub fn ends_the_game(&self) -> bool {
        !matches!(self, Penalty::ExtraTime { .. })
    }
}

/// The arbiter's ruling after a completed illegal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AfterIllegalMove {
    /// The position to reinstate: the one immediately before the illegal move (7.5.1).
    pub reinstate: Position,
    /// The square of the piece the player moved (touched).
    pub touched: Square,
    /// The legal moves that may replace the illegal one under touch-move (4.3): those of
    /// the first piece touched that can be moved — the piece moved, unless the player had
    /// touched another before it — or any legal move when no piece touched can (4.5).
    pub replacing: Vec<Move>,
    /// Whether touch-move binds the replacing move; `false`: any legal move.
    pub bound: bool,
    /// When it binds: the square of the piece every replacing move is made with, if one
    /// piece the player touched makes them all (the piece moved, or one touched before it).
    pub bound_piece: Option<Square>,
    /// When the piece that binds is another than the piece moved, but was touched at the
    /// same time as it (`c1+g1`, the bishop on c1 then moved): the squares of the pieces
    /// touched at once, neither touched before the other. Empty otherwise.
    pub bound_at_once: Vec<Square>,
    /// When it binds: the rule of Article 4.3 that binds it (4.3.1 for a piece of the
    /// player's own; 4.3.2 or 4.3.3 when the opponent's pieces were touched too).
    pub bound_by: RuleId,
    /// Whether the illegal move was a castling and the king binds: the replacing move is
    /// another move of the king, which may be castling on the other side (4.4.3; review 32c
    /// G-4, 32f G-4). Set by [`AfterIllegalMove::after_castling`].
    pub castling: bool,
    /// Which completed illegal move of the player this one is (1 for the first).
    pub count: u32,
    /// The penalty.
    pub penalty: Penalty,
    /// The rule the penalty follows (7.5.5, or A.3 for the minutes in rapid and blitz).
    pub penalty_rule: RuleId,
    /// The move the player wrote for an incorrect draw claim, when it still binds (9.5.3):
    /// then it alone replaces the illegal move (see [`AfterIllegalMove::with_written`]).
    pub written: Option<WrittenMove>,
}

/// The move written for an incorrect draw claim, binding the move that replaces an illegal
/// one (Article 9.5.3: "this move must be made").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    /// The move written.
    pub mv: Move,
    /// Whether touch-move (4.3, [`AfterIllegalMove::bound_by`]) allows it too: the illegal
    /// move touched the piece that makes it. `false`: the written move binds alone.
    pub touch_agrees: bool,
}

impl AfterIllegalMove {
    /// The ruling when the illegal move was `illegal`: an illegal castling made with the
    /// king that binds is replaced by another move of the king, which may be castling on
    /// the other side — Article 4.4.3 whether or not the king and rook were named as
    /// touched, not 4.3.1 (review 32c G-4, 32f G-4).
    ///
    /// ```
    /// use arbiter::laws::illegal_move::{after_illegal_move, TimeControl};
    /// use arbiter::{Attempt, Edition, Position, RuleId, Ruling, Square, adjudicate};
    ///
    /// // 0-0 across f1, attacked by the bishop on c4: the king must move, 0-0-0 included.
    /// let pos = Position::from_fen("4k3/8/8/8/2b5/8/P6P/R3K2R w KQ - 0 1")?;
    /// let Ruling::Illegal(illegal) = adjudicate(&pos, Attempt::new(Square::E1, Square::G1)) else { panic!() };
    /// let ruling = after_illegal_move(&pos, Square::E1, 1, TimeControl::Standard, Edition::E2023).after_castling(&illegal);
    /// assert!(ruling.castling);
    /// assert_eq!(ruling.bound_by, RuleId::TouchedKingCastlingIllegal);
    /// # Ok::<(), arbiter::PositionError>(())
    /// ```
    pub fn after_castling(mut self, illegal: &crate::Illegal) -> AfterIllegalMove {
        use crate::Violation as V;
        let castling = illegal.violations.iter().any(|v| {
            matches!(
                v,
                V::CastlingKingHasMoved { .. }
                    | V::CastlingRookHasMoved { .. }
                    | V::CastlingRightLost { .. }
                    | V::CastlingPieceMovedEarlier { .. }
                    | V::CastlingOutOfCheck { .. }
                    | V::CastlingAcrossAttackedSquare { .. }
                    | V::CastlingIntoCheck { .. }
                    | V::CastlingPieceBetween { .. }
            )
        });
        let king = self.reinstate.board().piece_at(self.touched).is_some_and(|p| p.role == crate::Role::King);
        if castling && king && self.bound && self.bound_piece == Some(self.touched) && self.written.is_none() {
            self.castling = true;
            self.bound_by = RuleId::TouchedKingCastlingIllegal;
        }
        self
    }

    /// The ruling when the player had claimed a draw on a written move that was found
    /// incorrect and has not made it yet: 9.5.3 says that move must be made, and an illegal
    /// move does not lift the obligation — the written move alone replaces the illegal one,
    /// whichever piece the illegal move touched (`docs/decisions.md`).
    ///
    /// ```
    /// use arbiter::laws::illegal_move::{after_illegal_move, TimeControl};
    /// use arbiter::{Edition, Move, Position, Square};
    ///
    /// // Black's knight on g8 "moved" to g8; the written move Nf6 is the knight's: both bind.
    /// let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 5 3")?;
    /// let nf6 = *pos.legal_moves().iter().find(|m| m.from == Square::G8 && m.to == Square::F6).unwrap();
    /// let ruling = after_illegal_move(&pos, Square::G8, 1, TimeControl::Blitz, Edition::E2023).with_written(nf6);
    /// assert_eq!(ruling.replacing, vec![nf6]);
    /// assert!(ruling.written.is_some_and(|w| w.touch_agrees));
    /// # Ok::<(), arbiter::PositionError>(())
    /// ```
    pub fn with_written(mut self, mv: Move) -> AfterIllegalMove {
        let touch_agrees = self.bound && self.replacing.contains(&mv);
        self.bound_piece = self.bound_piece.filter(|&sq| touch_agrees && sq == mv.from);
        self.replacing = vec![mv];
        self.bound = true;
        self.written = Some(WrittenMove { mv, touch_agrees });
        self
    }
}

/// The arbiter's ruling after the `count`-th completed illegal move (1 for the first) of
/// the player to move in `before`, who had moved the piece on `touched`.
///
/// ```
/// use arbiter::laws::illegal_move::{after_illegal_move, Penalty, TimeControl};
/// use arbiter::{Color, Edition, Position, Square};
///
/// // White's king on e1 tried to go to e3: the position is reinstated, the king must move.
/// let pos = Position::from_fen("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1")?;
/// let ruling = after_illegal_move(&pos, Square::E1, 1, TimeControl::Standard, Edition::E2023);
/// assert_eq!(ruling.replacing.len(), 4); // Kd1, Ke2, Kf1, Kf2
/// assert_eq!(ruling.penalty, Penalty::ExtraTime { opponent: Color::Black, minutes: 2 });
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn after_illegal_move(
    before: &Position,
    touched: Square,
    count: u32,
    time_control: TimeControl,
    edition: Edition,
) -> AfterIllegalMove {
    after_illegal_move_touched(before, &[], touched, count, time_control, edition)
}

/// [`after_illegal_move`] when the player had touched other pieces (`earlier`, in order,
/// the pieces adjusted after saying so left out) before moving the piece on `moved`:
/// Article 4.3 applies to the replacing move with every piece touched, the piece moved
/// last (7.5.1). A piece of the player's touched before it, that can be moved, binds.
///
/// ```
/// use arbiter::laws::illegal_move::{after_illegal_move_touched, TimeControl};
/// use arbiter::laws::touch_move::Touch;
/// use arbiter::{Edition, Position, Square};
///
/// // The knight on g1 touched, then the king moved illegally: the knight must move.
/// let pos = Position::from_fen("4k3/8/8/8/8/8/3P4/4K1N1 w - - 0 1")?;
/// let touched = [Touch::Square(Square::G1)];
/// let ruling = after_illegal_move_touched(&pos, &touched, Square::E1, 1, TimeControl::Standard, Edition::E2023);
/// assert_eq!(ruling.bound_piece, Some(Square::G1));
/// assert!(ruling.replacing.iter().all(|m| m.from == Square::G1));
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn after_illegal_move_touched(
    before: &Position,
    earlier: &[crate::laws::touch_move::Touch],
    moved: Square,
    count: u32,
    time_control: TimeControl,
    edition: Edition,
) -> AfterIllegalMove {
    use crate::laws::touch_move::{Touch, adjudicate_touched};
    let mut touches = earlier.to_vec();
    touches.push(Touch::Square(moved));
    let legal: Vec<Move> = before.legal_moves().iter().copied().collect();
    let mut replacing = Vec::new();
    let mut bound_by = None;
    let mut at_once = Vec::new();
    for &m in &legal {
        match adjudicate_touched(before, crate::Attempt::from_move(m), &touches, crate::Bitboard::EMPTY) {
            crate::Ruling::Legal(_) => replacing.push(m),
            crate::Ruling::Illegal(breach) => {
                if bound_by.is_none()
                    && let crate::Violation::TouchedPieceMustMove {
                        among: crate::TouchedAmong::AtOnce { squares }, ..
                    } = breach.primary()
                {
                    at_once.clone_from(squares);
                }
                bound_by = bound_by.or(Some(breach.primary().rule()));
            }
        }
    }
    // Some legal move breaks touch-move: it binds. Else any legal move will do (4.5) —
    // unless every legal move is the piece's own, which binds as well.
    let only_piece = replacing.first().map(|m| m.from).filter(|&from| replacing.iter().all(|m| m.from == from));
    // However it was touched — alone, with others at once, or taken and released.
    let touched_piece = only_piece.filter(|&sq| touches.iter().any(|t| t.touches_piece_on(sq)));
    let bound = bound_by.is_some() || touched_piece.is_some();
    // Only a piece the player touched is named as binding: the moves a touched opponent's
    // piece requires may all be one untouched piece's captures (review 18, Z-16).
    let bound_piece = touched_piece;
    // The piece moved was among those touched at once with the one that binds: neither
    // was touched before the other (review 26a, G-6).
    let bound_at_once =
        if bound_piece.is_some_and(|sq| sq != moved) && at_once.contains(&moved) { at_once } else { Vec::new() };
    let (penalty, penalty_rule) = penalty(before, count, time_control, edition);
    AfterIllegalMove {
        reinstate: before.clone(),
        touched: moved,
        replacing,
        bound,
        bound_piece,
        bound_at_once,
        bound_by: bound_by.unwrap_or(RuleId::TouchedOwnPieceMustMove),
        castling: false,
        count,
        penalty,
        penalty_rule,
        written: None,
    }
}

/// What the `count`-th completed illegal move (1 for the first) of the player to move in
/// `before` costs (Article 7.5.5; Appendix A.3 for the minutes in rapid and blitz), with
/// the rule it follows — the penalty alone, for the irregularities that reinstate nothing
/// (7.5.2, 7.5.3).
pub fn penalty(before: &Position, count: u32, time_control: TimeControl, edition: Edition) -> (Penalty, RuleId) {
    let player = before.turn();
    // 2023 7.5.5: the second loses; 2009 7.4 b: the third.
    let losing = if edition.year_number() >= 2023 { 2 } else { 3 };
    let shorter = time_control.shorter_penalties(edition);
    if count < losing {
        let minutes = if shorter { 1 } else { 2 };
        let rule = if shorter { time_control.shorter_penalty_rule() } else { RuleId::IllegalMovePenalty };
        (Penalty::ExtraTime { opponent: !player, minutes }, rule)
    } else {
        let penalty = match can_checkmate(before, !player) {
            Mateability::CanMate(_) => Penalty::GameLost { loser: player },
            Mateability::CannotMate(reason) => Penalty::Drawn { player, reason },
            Mateability::Undetermined => Penalty::LostUnlessOpponentCannotMate { loser: player },
        };
        (penalty, RuleId::IllegalMovePenalty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::touch_move::Touch;

    /// Article 7.5.1 with 4.3: a piece touched together with another, or taken and put
    /// back, binds the replacing move and is named, as a piece touched alone is (review 18).
    #[test]
    fn article_7_5_1_a_piece_touched_in_any_way_binds_and_is_named() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/3P4/4K1N1 w - - 0 1").unwrap();
        let after = |earlier: &[Touch]| {
            after_illegal_move_touched(&pos, earlier, Square::E1, 1, TimeControl::Standard, Edition::E2023)
        };
        let alone = after(&[Touch::Square(Square::G1)]);
        assert_eq!(alone.bound_piece, Some(Square::G1));
        for earlier in [
            vec![Touch::Together(vec![Square::G1, Square::H8])],
            vec![Touch::Release { from: Square::G1, to: Square::G1 }],
        ] {
            let ruling = after(&earlier);
            assert_eq!((ruling.bound, ruling.bound_piece), (true, Some(Square::G1)), "{earlier:?}");
            assert_eq!(ruling.replacing, alone.replacing, "{earlier:?}");
        }
    }
}
