//! The arbiter's session: a game followed event by event — moves with their touches,
//! completed illegal moves and the moves replacing them, draw claims, flag falls,
//! resignations — each ruled on under the Laws while the state is kept: the game and its
//! repetition history, the completed illegal moves of each player, the minutes added to
//! each clock, what binds the next move, the claims made, and the result once the game is
//! over.
//!
//! Summary of the Laws as the session applies them (our words, not the official text):
//!
//! - a legal move is played; checkmate (5.1.1), stalemate (5.2.1), a dead position (5.2.2),
//!   fivefold repetition and seventy-five moves (9.6) end the game;
//! - a move that breaks touch-move only (Article 4) is not made and is not an illegal move:
//!   the obligation of 4.3 stands for the next move;
//! - a completed illegal move — by Article 3, a pawn left unpromoted (7.5.2), the clock
//!   pressed without a move (7.5.3), a move with two hands (7.5.4) — is penalised under
//!   7.5.5 (A.3 in rapid and blitz): the position before it is reinstated (7.5.1) and the
//!   piece touched must make the replacing move (4.3.1); 7.5.2's pawn becomes a queen of its
//!   colour instead;
//! - a flag fall (6.9) and a resignation (5.1.2) lose, unless the opponent cannot checkmate
//!   by any series of legal moves (then drawn; an analysis that cannot decide is said so);
//! - a correct draw claim draws the game (9.5.2); an incorrect one gives the opponent extra
//!   time and, when it rested on a written move, obliges the claimant to make it (9.5.3) —
//!   an illegal move in between does not lift the obligation: the written move replaces it.
//!   A claim cannot be withdrawn (9.5.1): there is no event for it.
//!
//! Once the game is over every event is answered [`Answer::GameOver`], citing what ended
//! it. Not modelled (`docs/session.md`): 9.4 (a piece touched before claiming), the clock's
//! times themselves (only the minutes added are kept).

mod answer;
mod error;
mod event;
#[cfg(test)]
mod tests;

pub use answer::{Answer, End, IllegalMoveAnswer, Irregularity, Over};
pub use error::SessionError;
pub use event::Event;

use crate::game::Ending;
use crate::laws::draw_claim::{ClaimRuling, DrawClaim, rule_on_claim};
use crate::laws::illegal_move::{Penalty, TimeControl, after_illegal_move_touched, penalty};
use crate::laws::result::{Decision, Forfeit, WrongResult, rule_on_forfeit};
use crate::laws::touch_move::{Touch, adjudicate_touched};
use crate::pgn::Outcome;
use crate::{
    Attempt, Bitboard, Color, Edition, Game, Move, MoveKind, Position, Role, RuleId, Ruling, Square, Violation,
};

/// What binds the next move of the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Binding {
    /// The pieces touched (Article 4.3): after a completed illegal move the piece moved
    /// (7.5.1 applies 4.3 to the replacing move), after a refused move the pieces touched.
    Touched(Vec<Touch>),
    /// The move written for an incorrect draw claim must be made (Article 9.5.3).
    Written(Move),
}

impl Binding {
    /// The rule that binds the next move in `pos`, the article `status` cites: 9.5.3 for a
    /// written move; for pieces touched, a ruling of 4.4 when one applies (the promotion
    /// piece, castling, …), else 4.3.1 (own pieces), 4.3.2 (the opponent's) or 4.3.3 (both).
    /// `None` when no touched square holds a piece: nothing is bound.
    pub fn rule(&self, pos: &Position) -> Option<RuleId> {
        match self {
            Binding::Written(_) => Some(RuleId::IncorrectClaimPenalty),
            Binding::Touched(touches) => {
                if let Some(req) = crate::laws::touch_move::required(pos, touches) {
                    return Some(req.rule());
                }
                touched_pieces_rule(pos, &touched_pieces(pos, touches))
            }
        }
    }
}

/// The squares of `touches` that hold a piece in `pos`, in order, each once (the square of a
/// promotion piece holds none: it is no piece touched).
pub fn touched_pieces(pos: &Position, touches: &[Touch]) -> Vec<Square> {
    touched_squares(touches).into_iter().filter(|&sq| pos.board().color_at(sq).is_some()).collect()
}

/// The article of Article 4.3 that binds pieces touched on `squares` (each holding a piece):
/// 4.3.1 when all are the player's, 4.3.2 when all are the opponent's, 4.3.3 when both.
pub fn touched_pieces_rule(pos: &Position, squares: &[Square]) -> Option<RuleId> {
    if squares.is_empty() {
        return None;
    }
    let all = |color: Color| squares.iter().all(|&sq| pos.board().color_at(sq) == Some(color));
    Some(if all(pos.turn()) {
        RuleId::TouchedOwnPieceMustMove
    } else if all(!pos.turn()) {
        RuleId::TouchedOpponentPieceMustBeCaptured
    } else {
        RuleId::TouchedBothColours
    })
}

/// A draw claim made in the game, and whether it was correct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimMade {
    /// The half-moves played when it was made.
    pub ply: usize,
    /// The claimant.
    pub claimant: Color,
    /// The claim.
    pub claim: DrawClaim,
    /// Whether it was correct (9.5.2).
    pub correct: bool,
}

/// A game followed by the arbiter, event by event. See the module documentation.
///
/// ```
/// use arbiter::session::{Answer, Event, Session};
/// use arbiter::laws::illegal_move::{Penalty, TimeControl};
/// use arbiter::{Attempt, Bitboard, Color, Edition, Position, Square};
///
/// let mut session = Session::new(Position::new(), TimeControl::Standard, Edition::E2023);
/// let mv = |from, to| Event::Move { attempt: Attempt::new(from, to), touches: vec![], adjusted: Bitboard::EMPTY };
/// // White's king tries to go to e3: a completed illegal move, Black receives two minutes.
/// let Ok(Answer::Illegal(illegal)) = session.apply(&mv(Square::E1, Square::E3)) else { panic!() };
/// assert_eq!(illegal.penalty, Penalty::ExtraTime { opponent: Color::Black, minutes: 2 });
/// assert_eq!(session.minutes_added(Color::Black), 2);
/// // The game goes on from the same position: 1. e4 is played.
/// assert!(matches!(session.apply(&mv(Square::E2, Square::E4)), Ok(Answer::Played { .. })));
/// assert_eq!(session.game().plies(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    time_control: TimeControl,
    edition: Edition,
    illegal: [u32; 2],
    minutes_added: [u32; 2],
    binding: Option<Binding>,
    claims: Vec<ClaimMade>,
    over: Option<Over>,
}

impl Session {
    /// A session from a start position, under a time control and an edition of the Laws.
    pub fn new(start: Position, time_control: TimeControl, edition: Edition) -> Session {
        Session::with_game(Game::new(start).with_edition(edition), time_control)
    }

    /// A session following `game` (its edition decides), e.g. a [`Game::bounded`] one that
    /// keeps memory constant over a long game.
    pub fn with_game(game: Game, time_control: TimeControl) -> Session {
        let edition = game.edition();
        let over = game.ending().map(|ending| Over { end: End::Board(ending), ply: game.plies() });
        Session {
            game,
            time_control,
            edition,
            illegal: [0; 2],
            minutes_added: [0; 2],
            binding: None,
            claims: Vec::new(),
            over,
        }
    }

    /// The game as it stands: its position, history and repetitions.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The time control.
    pub fn time_control(&self) -> TimeControl {
        self.time_control
    }

    /// The edition whose rules apply.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// The completed illegal moves of `player` (7.5.2–7.5.4 included).
    pub fn illegal_moves(&self, player: Color) -> u32 {
        self.illegal[player as usize]
    }

    /// The minutes added to `player`'s clock (7.5.5, 9.5.3, A.3).
    pub fn minutes_added(&self, player: Color) -> u32 {
        self.minutes_added[player as usize]
    }

    /// What binds the next move, if anything.
    pub fn binding(&self) -> Option<&Binding> {
        self.binding.as_ref()
    }

    /// The draw claims made, in order.
    pub fn claims(&self) -> &[ClaimMade] {
        &self.claims
    }

    /// How the game ended, once it has.
    pub fn over(&self) -> Option<&Over> {
        self.over.as_ref()
    }

    /// Rules on one event. An event the session cannot rule on is an error and leaves the
    /// state as it was.
    pub fn apply(&mut self, event: &Event) -> Result<Answer, SessionError> {
        if let Event::Status = event {
            return Ok(Answer::Status);
        }
        if let Some(over) = &self.over {
            return Ok(Answer::GameOver(over.clone()));
        }
        match event {
            Event::Move { attempt, touches, adjusted } => self.on_move(*attempt, touches, *adjusted),
            Event::Resolved(m) => self.on_resolved(*m),
            Event::Claim { basis, written } => self.on_claim(*basis, *written),
            Event::Flag(player) => Ok(self.on_forfeit(*player, Decision::OnTime)),
            Event::Resign(player) => Ok(self.on_forfeit(*player, Decision::Resignation)),
            Event::ClockWithoutMove => Ok(self.on_clock()),
            Event::Unpromoted { from, to } => self.on_unpromoted(*from, *to),
            Event::TwoHands { attempt } => self.on_two_hands(*attempt),
            Event::Status => Ok(Answer::Status),
        }
    }

    /// A move and the clock pressed: Article 3 first, then what binds it (9.5.3, 4.3).
    /// A pawn moved to the last rank with no piece named is a pawn left unpromoted, the
    /// clock pressed: Article 7.5.2, as the `unpromoted` event says it.
    fn on_move(&mut self, attempt: Attempt, touches: &[Touch], adjusted: Bitboard) -> Result<Answer, SessionError> {
        let m = match self.game.adjudicate(attempt) {
            Ruling::Legal(m) => m,
            Ruling::Illegal(illegal) => {
                // A move of the opponent's piece is an illegal move like any other (1.2):
                // the piece touched binds the replacing move to capture it (4.3.2; review
                // 32f, G-11).
                self.moved_piece(attempt.from)?;
                if attempt.promotion.is_none()
                    && !illegal.violations.is_empty()
                    && illegal.violations.iter().all(|v| matches!(v, Violation::PromotionPieceRequired { .. }))
                {
                    return self.on_unpromoted(attempt.from, attempt.to);
                }
                // The pieces touched before it bind the replacing move too (7.5.1, 4.3;
                // review 17, X-8): those a refused move left bound, or this move's own.
                let earlier = match &self.binding {
                    Some(Binding::Touched(bound)) => bound.clone(),
                    _ => without_adjusted(touches, adjusted),
                };
                return Ok(self.illegal_move_touched(Irregularity::Article3(illegal), Some(attempt.from), &earlier));
            }
        };
        Ok(self.bound_then_play(m, touches, adjusted))
    }

    /// A move already resolved among the legal moves: what binds it, then played. One that
    /// is not legal here is ruled on as an attempted move.
    fn on_resolved(&mut self, m: Move) -> Result<Answer, SessionError> {
        if self.game.legal_moves().contains(&m) {
            Ok(self.bound_then_play(m, &[], Bitboard::EMPTY))
        } else {
            self.on_move(Attempt::from_move(m), &[], Bitboard::EMPTY)
        }
    }

    /// A legal move `m`, made after touching `touches`: the move written for an incorrect
    /// claim (9.5.3), then touch-move (Article 4), then played.
    ///
    /// Under 4.3 the first piece touched decides. Once a refused move has fixed what binds
    /// the player, touches of later attempts do not change it: the binding is ruled on as it
    /// stands (only a promotion piece placed or a piece released belongs to the move being
    /// made: 4.4.4, 4.7). Pieces adjusted after saying so (4.2.1) bind nothing, and they are
    /// left out of the binding.
    fn bound_then_play(&mut self, m: Move, touches: &[Touch], adjusted: Bitboard) -> Answer {
        if let Some(Binding::Written(written)) = self.binding
            && m != written
        {
            return Answer::WrittenMoveRequired { before: self.position().clone(), must_play: written, claim: false };
        }
        let bound = match &self.binding {
            Some(Binding::Touched(bound)) => Some(bound),
            _ => None,
        };
        let (all, adjusted): (Vec<Touch>, Bitboard) = match bound {
            Some(bound) => {
                let of_this_move =
                    touches.iter().filter(|t| matches!(t, Touch::Release { .. } | Touch::Promotion { .. }));
                let mut all = bound.clone();
                for t in of_this_move {
                    if !all.contains(t) {
                        all.push(t.clone());
                    }
                }
                (all, Bitboard::EMPTY)
            }
            None => (touches.to_vec(), adjusted),
        };
        if (!all.is_empty() || !adjusted.is_empty())
            && let Ruling::Illegal(breach) = adjudicate_touched(self.position(), Attempt::from_move(m), &all, adjusted)
        {
            // 4.3: the obligation stands until a move meets it.
            if bound.is_none() {
                self.binding = Some(Binding::Touched(without_adjusted(touches, adjusted)));
            }
            return Answer::TouchMove { before: self.position().clone(), breach };
        }
        self.play(m)
    }

    /// Plays a legal move: the binding is met; the game may end on the board.
    fn play(&mut self, m: Move) -> Answer {
        let before = self.position().clone();
        self.game.play_unchecked(m);
        self.binding = None;
        let (ending, claims) = self.game.status();
        if let Some(ending) = &ending {
            self.over = Some(Over { end: End::Board(ending.clone()), ply: self.game.plies() });
        }
        Answer::Played { before, mv: m, ending, claims }
    }

    /// A piece of either colour on `square`: the one a completed illegal move moved.
    fn moved_piece(&self, square: Square) -> Result<(), SessionError> {
        match self.position().board().piece_at(square) {
            Some(_) => Ok(()),
            None => Err(SessionError::NoOwnPieceMoved { square }),
        }
    }

    fn own_piece(&self, square: Square) -> Result<(), SessionError> {
        let pos = self.position();
        match pos.board().piece_at(square) {
            Some(p) if p.color == pos.turn() => Ok(()),
            _ => Err(SessionError::NoOwnPieceMoved { square }),
        }
    }

    /// A completed illegal move of the player to move: counted, penalised (7.5.5, A.3); the
    /// position reinstated with the piece `touched` bound (7.5.1, 4.3), or — for 7.5.2 under
    /// an edition that says so — the pawn's move made with a queen.
    fn illegal_move(&mut self, irregularity: Irregularity, touched: Option<Square>, queen: Option<Move>) -> Answer {
        self.illegal_move_with(irregularity, touched, &[], queen)
    }

    /// [`Self::illegal_move`] of a piece moved after touching `earlier`.
    fn illegal_move_touched(
        &mut self,
        irregularity: Irregularity,
        touched: Option<Square>,
        earlier: &[Touch],
    ) -> Answer {
        self.illegal_move_with(irregularity, touched, earlier, None)
    }

    fn illegal_move_with(
        &mut self,
        irregularity: Irregularity,
        touched: Option<Square>,
        earlier: &[Touch],
        queen: Option<Move>,
    ) -> Answer {
        let before = self.position().clone();
        let player = before.turn();
        self.illegal[player as usize] += 1;
        let count = self.illegal[player as usize];
        // 9.5.3: the move written for an incorrect claim must be made; an illegal move in
        // the meantime does not lift it (review G-5): it alone replaces the illegal move.
        let written = match self.binding {
            Some(Binding::Written(m)) => Some(m),
            _ => None,
        };
        let reinstated = touched.map(|sq| {
            let after = after_illegal_move_touched(&before, earlier, sq, count, self.time_control, self.edition);
            let after = match &irregularity {
                Irregularity::Article3(illegal) => after.after_castling(illegal),
                _ => after,
            };
            match written {
                Some(m) => after.with_written(m),
                None => after,
            }
        });
        let (penalty, penalty_rule) = match &reinstated {
            Some(after) => (after.penalty.clone(), after.penalty_rule),
            None => penalty(&before, count, self.time_control, self.edition),
        };
        let mut ending = None;
        match &penalty {
            Penalty::ExtraTime { opponent, minutes } => {
                self.minutes_added[*opponent as usize] += minutes;
                if let Some(after) = &reinstated
                    && after.written.is_none()
                {
                    self.binding = after.bound.then(|| {
                        let mut touches = earlier.to_vec();
                        touches.push(Touch::Square(after.touched));
                        Binding::Touched(touches)
                    });
                }
                if let Some(m) = queen
                    && let Answer::Played { ending: e, .. } = self.play(m)
                {
                    ending = e;
                }
            }
            lost => {
                self.over =
                    Some(Over { end: End::IllegalMove { player, penalty: lost.clone() }, ply: self.game.plies() });
            }
        }
        Answer::Illegal(Box::new(IllegalMoveAnswer {
            before,
            player,
            irregularity,
            count,
            penalty,
            penalty_rule,
            reinstated,
            ending,
        }))
    }

    fn on_claim(
        &mut self,
        basis: crate::laws::draw_claim::ClaimBasis,
        written: Option<Attempt>,
    ) -> Result<Answer, SessionError> {
        // 9.5.3: after an incorrect claim on a written move the game goes on with that move;
        // a new claim would let the player swap the move he is bound to.
        if let Some(Binding::Written(must_play)) = self.binding {
            return Ok(Answer::WrittenMoveRequired { before: self.position().clone(), must_play, claim: true });
        }
        let written = match written {
            None => None,
            Some(attempt) => match self.game.adjudicate(attempt) {
                Ruling::Legal(m) => Some(m),
                Ruling::Illegal(illegal) => return Err(SessionError::WrittenMoveIllegal(illegal)),
            },
        };
        let claim = DrawClaim { basis, written };
        let before = self.position().clone();
        let ruling = match rule_on_claim(&self.game, claim, self.time_control, self.edition) {
            Ok(ruling) => ruling,
            Err(crate::laws::draw_claim::ClaimError::IllegalMove(illegal)) => {
                return Err(SessionError::WrittenMoveIllegal(illegal));
            }
            // The game has not ended on the board (the session would know it).
            Err(crate::laws::draw_claim::ClaimError::GameOver(ending)) => {
                let over = Over { end: End::Board(ending), ply: self.game.plies() };
                self.over = Some(over.clone());
                return Ok(Answer::GameOver(over));
            }
        };
        let claimant = before.turn();
        self.claims.push(ClaimMade { ply: self.game.plies(), claimant, claim, correct: ruling.is_correct() });
        match &ruling {
            ClaimRuling::Correct { claimant, claim } => {
                let end = End::Claim { claimant: *claimant, claim: claim.clone() };
                self.over = Some(Over { end, ply: self.game.plies() });
            }
            ClaimRuling::Incorrect { claimant, minutes, must_play, .. } => {
                self.minutes_added[!*claimant as usize] += minutes;
                if let Some(m) = must_play {
                    self.binding = Some(Binding::Written(*m));
                }
            }
        }
        Ok(Answer::Claim { before, ruling })
    }

    fn on_forfeit(&mut self, player: Color, decision: Decision) -> Answer {
        let forfeit = rule_on_forfeit(self.position(), player, decision, self.edition);
        let end = match decision {
            Decision::OnTime => End::Flag { player, forfeit },
            _ => End::Resignation { player, forfeit },
        };
        self.over = Some(Over { end: end.clone(), ply: self.game.plies() });
        Answer::Forfeit(end)
    }

    fn in_force(&self, rule: RuleId) -> bool {
        crate::rulebook::rule_in_force(rule, self.edition)
    }

    /// 7.5.3: the clock pressed without a move; nothing to reinstate, any binding stands.
    fn on_clock(&mut self) -> Answer {
        if !self.in_force(RuleId::ClockPressedWithoutMove) {
            return Answer::NotInEdition { rule: RuleId::ClockPressedWithoutMove, played: None };
        }
        self.illegal_move(Irregularity::ClockWithoutMove, None, None)
    }

    /// 7.5.2: the pawn left on the last rank is replaced by a queen (under 2009, 7.4 a: the
    /// move is reinstated as any illegal move). A pawn move that is illegal in itself is an
    /// illegal move of Article 3.
    fn on_unpromoted(&mut self, from: Square, to: Square) -> Result<Answer, SessionError> {
        let pos = self.position();
        let last = if pos.turn() == Color::White { crate::Rank::Eighth } else { crate::Rank::First };
        let pawn = pos.board().piece_at(from).is_some_and(|p| p.role == Role::Pawn && p.color == pos.turn());
        if !pawn || to.rank() != last {
            return Err(SessionError::NotAPawnToTheLastRank { from, to });
        }
        let queen = Attempt { from, to, promotion: Some(Role::Queen) };
        let m = match self.game.adjudicate(queen) {
            Ruling::Legal(m) => m,
            Ruling::Illegal(illegal) => {
                return Ok(self.illegal_move(Irregularity::Article3(illegal), Some(from), None));
            }
        };
        debug_assert!(matches!(m.kind, MoveKind::Promotion(Role::Queen)));
        // The queen replaces the pawn in the Laws after 2009 (2023 7.5.2); the 2009 text's
        // 7.4 a reinstates the position as after any illegal move (`docs/decisions.md`).
        const LAST_WITHOUT_QUEEN: u16 = 2009;
        // The queen's move is not the move written for an incorrect claim, which must be
        // made (9.5.3): the position is reinstated instead, as under 2009, and the written
        // move still binds (`docs/decisions.md`).
        let written_other = matches!(self.binding, Some(Binding::Written(w)) if w != m);
        Ok(if self.edition.year_number() > LAST_WITHOUT_QUEEN && !written_other {
            self.illegal_move(Irregularity::Unpromoted { to, queen: Some(m) }, None, Some(m))
        } else {
            self.illegal_move(Irregularity::Unpromoted { to, queen: None }, Some(from), None)
        })
    }

    /// 7.5.4: a move with two hands is penalised as an illegal move: reinstated, the piece
    /// bound (it may make the same move again, with one hand). Under an edition without
    /// 7.5.4 (2009) a legal move made with two hands is no illegal move: it stands, and is
    /// played as any move (an illegal one is an illegal move of Article 3 all the same).
    fn on_two_hands(&mut self, attempt: Attempt) -> Result<Answer, SessionError> {
        if !self.in_force(RuleId::MoveWithTwoHands) {
            return Ok(match self.on_move(attempt, &[], Bitboard::EMPTY)? {
                played @ Answer::Played { .. } => {
                    Answer::NotInEdition { rule: RuleId::MoveWithTwoHands, played: Some(Box::new(played)) }
                }
                other => other,
            });
        }
        self.own_piece(attempt.from)?;
        Ok(match self.game.adjudicate(attempt) {
            Ruling::Legal(mv) => self.illegal_move(Irregularity::TwoHands { mv }, Some(attempt.from), None),
            Ruling::Illegal(illegal) => self.illegal_move(Irregularity::Article3(illegal), Some(attempt.from), None),
        })
    }

    /// The result a scoresheet or a PGN file records, checked against the game as the
    /// session followed it (`arbiter replay`'s check). A game over on the board (5.1.1,
    /// 5.2, 9.6) must be scored as it ended there. A decisive result the board did not give
    /// is taken as `decision` says — the loser's flag fell (6.9) or the loser resigned
    /// (5.1.2) — and that event is ruled on ([`Event::Flag`], [`Event::Resign`]): when the
    /// winner could not checkmate by any series of legal moves, the game is drawn, not won.
    /// `None` when the result stands, is `*`, or rests on what the Laws named here do not
    /// decide ([`Decision::Other`]); a game ended otherwise (an illegal move, a claim) is
    /// not checked.
    ///
    /// ```
    /// use arbiter::laws::illegal_move::TimeControl;
    /// use arbiter::laws::result::{Decision, WrongResult};
    /// use arbiter::pgn::Outcome;
    /// use arbiter::session::Session;
    /// use arbiter::{Edition, Position};
    ///
    /// // Scored 1-0 on time, but White has a lone king: drawn (6.9).
    /// let pos = Position::from_fen("8/8/4k3/8/8/3q4/8/4K3 b - - 0 60")?;
    /// let mut session = Session::new(pos, TimeControl::Standard, Edition::E2023);
    /// let wrong = session.check_result(Outcome::WhiteWins, Decision::OnTime);
    /// assert!(matches!(wrong, Some(WrongResult::WinnerCannotMate { .. })));
    /// # Ok::<(), arbiter::PositionError>(())
    /// ```
    pub fn check_result(&mut self, recorded: Outcome, decision: Decision) -> Option<WrongResult> {
        if recorded == Outcome::Unknown {
            return None;
        }
        if self.over.is_none() {
            let loser = !recorded.winner()?;
            let event = match decision {
                Decision::OnTime => Event::Flag(loser),
                Decision::Resignation => Event::Resign(loser),
                Decision::Other => return None,
            };
            // A flag fall or a resignation is always ruled on.
            self.apply(&event).ok()?;
        }
        let Over { end, ply } = self.over.as_ref()?;
        match end {
            End::Board(Ending::Checkmate { winner }) => (recorded.winner() != Some(*winner))
                .then_some(WrongResult::CheckmateScoredOtherwise { winner: *winner, recorded, ply: *ply }),
            End::Board(ending) => recorded.winner().is_some().then(|| WrongResult::DrawScoredAsWin {
                ending: ending.clone(),
                recorded,
                ply: *ply,
            }),
            End::Flag { player, forfeit: Forfeit::Drawn(reason) }
            | End::Resignation { player, forfeit: Forfeit::Drawn(reason) } => {
                let decision = if matches!(end, End::Flag { .. }) { Decision::OnTime } else { Decision::Resignation };
                (recorded.winner() == Some(!*player)).then(|| WrongResult::WinnerCannotMate {
                    decision,
                    winner: !*player,
                    reason: reason.clone(),
                })
            }
            _ => None,
        }
    }
}

/// The touches that bind after a refused move: a piece adjusted after saying so (4.2.1) is
/// not touched.
pub(crate) fn without_adjusted(touches: &[Touch], adjusted: Bitboard) -> Vec<Touch> {
    touches
        .iter()
        .filter_map(|t| match t {
            Touch::Square(sq) if adjusted.contains(*sq) => None,
            Touch::Together(squares) => {
                let kept: Vec<Square> = squares.iter().copied().filter(|sq| !adjusted.contains(*sq)).collect();
                match kept.as_slice() {
                    [] => None,
                    [one] => Some(Touch::Square(*one)),
                    _ => Some(Touch::Together(kept)),
                }
            }
            other => Some(other.clone()),
        })
        .collect()
}

/// The squares of the pieces a touch list names, in order, each once.
pub fn touched_squares(touches: &[Touch]) -> Vec<Square> {
    let mut out: Vec<Square> = Vec::new();
    for t in touches {
        let squares = match t {
            Touch::Square(s) => vec![*s],
            Touch::Together(v) => v.clone(),
            Touch::Release { from, .. } => vec![*from],
            Touch::Promotion { square, .. } => vec![*square],
        };
        for s in squares {
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}
