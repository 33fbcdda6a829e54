//! Article 9.5: the arbiter's ruling on a draw claim under Article 9.2 (the same position
//! three times) or 9.3 (fifty moves); Appendix A.3 (rapid, and blitz through B.3) for the
//! time an incorrect claim costs.
//!
//! Summary of the Laws (our words, not the official text): the player having the move
//! claims a draw, either on the position on the board (9.2.2, 9.3.2) or on a move written on
//! the scoresheet and declared to the arbiter (9.2.1, 9.3.1). A correct claim draws the game
//! at once (9.5.2). An incorrect one gives the opponent two extra minutes — one in rapid and
//! blitz (A.3), three under the 2009 edition (9.5 b) — and the game goes on; a claim that
//! rested on a written move obliges the claimant to make that move (9.5.3).
//!
//! Decided here (`docs/decisions.md`): a claim with a written move is judged on the position
//! after that move (9.2.1, 9.3.1), a claim without one on the position on the board (9.2.2,
//! 9.3.2); a written move that is not a legal move is not a claim the arbiter can rule on
//! ([`ClaimError::IllegalMove`]). Not modelled: pausing the clock and the claim that cannot
//! be withdrawn (9.5.1), touching a piece before claiming (9.4), and the 2009 appendices'
//! own penalties in rapid and blitz (the 2009 three minutes apply to every time control, as
//! 7.4 b does in [`illegal_move`](crate::laws::illegal_move)).

use crate::laws::illegal_move::TimeControl;
use crate::{Claim, Color, Edition, Ending, Game, Illegal, Move, RuleId};

/// What a claim rests on: the same position three times (Article 9.2) or fifty moves
/// without a pawn move or a capture (Article 9.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClaimBasis {
    /// Article 9.2: the same position for at least the third time.
    Repetition,
    /// Article 9.3: the last fifty moves by each player without a pawn move or a capture.
    FiftyMoves,
}

/// A draw claim by the player having the move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DrawClaim {
    /// What the claim rests on.
    pub basis: ClaimBasis,
    /// The move written on the scoresheet and declared to the arbiter (9.2.1, 9.3.1), or
    /// `None` for a claim on the position on the board (9.2.2, 9.3.2).
    pub written: Option<Move>,
}

impl DrawClaim {
    /// The rule the claim invokes: 9.2.1, 9.2.2, 9.3.1 or 9.3.2.
    pub fn rule(&self) -> RuleId {
        match (self.basis, self.written.is_some()) {
            (ClaimBasis::Repetition, true) => RuleId::ThreefoldRepetitionAboutToAppear,
            (ClaimBasis::Repetition, false) => RuleId::ThreefoldRepetition,
            (ClaimBasis::FiftyMoves, true) => RuleId::FiftyMovesAboutToBeMade,
            (ClaimBasis::FiftyMoves, false) => RuleId::FiftyMoves,
        }
    }
}

/// Why a claim is incorrect: what the arbiter found on the scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimShortfall {
    /// The position (on the board, or after the written move) has appeared only `times`
    /// times.
    Repetition {
        /// How many times it has appeared, counting this one.
        times: usize,
    },
    /// Only `halfmoves` half-moves (on the board, or after the written move) have been made
    /// since the last pawn move or capture, fewer than the hundred of fifty moves each.
    FiftyMoves {
        /// The half-moves counted.
        halfmoves: u32,
    },
    /// The written move is itself a pawn move or a capture: it starts the count again.
    WrittenMoveResets {
        /// The move written.
        written: Move,
    },
}

/// The arbiter's ruling on a draw claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimRuling {
    /// Article 9.5.2: the claim is correct; the game is drawn at once.
    Correct {
        /// The claimant.
        claimant: Color,
        /// The claim as the game supports it (9.2.1, 9.2.2, 9.3.1 or 9.3.2).
        claim: Claim,
    },
    /// Article 9.5.3: the claim is incorrect; the opponent receives extra time and the game
    /// goes on — with the written move, when the claim rested on one.
    Incorrect {
        /// The claimant.
        claimant: Color,
        /// The claim made.
        claim: DrawClaim,
        /// What the arbiter found instead.
        shortfall: ClaimShortfall,
        /// The minutes added to the opponent's time.
        minutes: u32,
        /// The rule the minutes follow: 9.5.3, or A.3 in rapid and blitz.
        penalty_rule: RuleId,
        /// The move the claimant must now make: the one written (9.5.3).
        must_play: Option<Move>,
    },
}

impl ClaimRuling {
    /// The rule the ruling applies: 9.5.2 for a correct claim, 9.5.3 for an incorrect one.
    pub fn rule(&self) -> RuleId {
        match self {
            ClaimRuling::Correct { .. } => RuleId::CorrectClaimDrawn,
            ClaimRuling::Incorrect { .. } => RuleId::IncorrectClaimPenalty,
        }
    }

    /// Whether the claim was correct (the game is drawn).
    pub fn is_correct(&self) -> bool {
        matches!(self, ClaimRuling::Correct { .. })
    }
}

/// Why the arbiter cannot rule on a claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// The game has already ended on the board (Article 5 or 9.6): there is nothing to
    /// claim.
    GameOver(Ending),
    /// The written move is not a legal move in the position.
    IllegalMove(Illegal),
}

/// Rules on a draw claim by the player having the move in `game` (Article 9.5).
///
/// ```
/// use arbiter::laws::draw_claim::{rule_on_claim, ClaimBasis, ClaimRuling, DrawClaim};
/// use arbiter::laws::illegal_move::TimeControl;
/// use arbiter::notation::Notation;
/// use arbiter::{Edition, Game, Position, Ruling};
///
/// let play = |game: &Game, text: &str| match Notation::parse(text, &[]).unwrap().adjudicate(game.position()) {
///     Ruling::Legal(m) => m,
///     Ruling::Illegal(illegal) => panic!("{text}: {illegal:?}"),
/// };
/// // The knights have gone out and back once: the start position has appeared twice.
/// let mut game = Game::new(Position::new());
/// for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
///     let m = play(&game, san);
///     game.play(m).unwrap();
/// }
/// let claim = DrawClaim { basis: ClaimBasis::Repetition, written: None };
/// let ruling = rule_on_claim(&game, claim, TimeControl::Standard, Edition::E2023).unwrap();
/// let ClaimRuling::Incorrect { minutes, must_play, .. } = ruling else { panic!() };
/// assert_eq!((minutes, must_play), (2, None)); // Black receives two minutes (9.5.3)
///
/// // Once more out and nearly back: Black writes Ng8, which brings the start position
/// // about for the third time (9.2.1) — a correct claim, the game is drawn (9.5.2).
/// for san in ["Nf3", "Nf6", "Ng1"] {
///     let m = play(&game, san);
///     game.play(m).unwrap();
/// }
/// let ng8 = play(&game, "Ng8");
/// let claim = DrawClaim { basis: ClaimBasis::Repetition, written: Some(ng8) };
/// assert!(rule_on_claim(&game, claim, TimeControl::Standard, Edition::E2023).unwrap().is_correct());
/// ```
pub fn rule_on_claim(
    game: &Game,
    claim: DrawClaim,
    time_control: TimeControl,
    edition: Edition,
) -> Result<ClaimRuling, ClaimError> {
    if let Some(ending) = game.ending() {
        return Err(ClaimError::GameOver(ending));
    }
    let claimant = game.position().turn();
    let mut after = game.clone();
    if let Some(m) = claim.written {
        match crate::adjudicate(game.position(), crate::Attempt::from_move(m)) {
            crate::Ruling::Legal(legal) => after.play_unchecked(legal),
            crate::Ruling::Illegal(illegal) => return Err(ClaimError::IllegalMove(illegal)),
        }
    }
    let found = match claim.basis {
        ClaimBasis::Repetition => {
            let times = after.repetitions();
            if times >= 3 {
                Ok(match claim.written {
                    Some(mv) => Claim::ThreefoldRepetitionAboutToAppear { mv, times },
                    None => Claim::ThreefoldRepetition { times },
                })
            } else {
                Err(ClaimShortfall::Repetition { times })
            }
        }
        ClaimBasis::FiftyMoves => {
            let halfmoves = after.position().halfmove_clock();
            match claim.written {
                _ if halfmoves >= 100 => Ok(match claim.written {
                    Some(mv) => Claim::FiftyMovesAboutToBeMade { mv },
                    None => Claim::FiftyMoves { halfmoves },
                }),
                Some(written) if halfmoves == 0 => Err(ClaimShortfall::WrittenMoveResets { written }),
                _ => Err(ClaimShortfall::FiftyMoves { halfmoves }),
            }
        }
    };
    Ok(match found {
        Ok(claim) => ClaimRuling::Correct { claimant, claim },
        Err(shortfall) => {
            // 9.5.3: two minutes (2009 9.5 b: three); A.3, in force since 2023: one in rapid
            // and blitz.
            let (minutes, penalty_rule) = if time_control.shorter_penalties(edition) {
                (1, time_control.shorter_penalty_rule())
            } else if edition.year_number() >= 2023 {
                (2, RuleId::IncorrectClaimPenalty)
            } else {
                (3, RuleId::IncorrectClaimPenalty)
            };
            ClaimRuling::Incorrect { claimant, claim, shortfall, minutes, penalty_rule, must_play: claim.written }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Notation;
    use crate::{Position, Ruling};

    fn game(fen: &str, moves: &[&str]) -> Game {
        let mut game = Game::new(Position::from_fen(fen).unwrap());
        for text in moves {
            let m = san(&game, text);
            game.play(m).unwrap();
        }
        game
    }

    fn san(game: &Game, text: &str) -> Move {
        match Notation::parse(text, &[]).unwrap().adjudicate(game.position()) {
            Ruling::Legal(m) => m,
            Ruling::Illegal(illegal) => panic!("{text}: {illegal:?}"),
        }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const SHUFFLE: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

    #[test]
    fn a_third_appearance_on_the_board_is_a_correct_claim_under_9_2_2() {
        let g = game(START, &SHUFFLE);
        let claim = DrawClaim { basis: ClaimBasis::Repetition, written: None };
        let ruling = rule_on_claim(&g, claim, TimeControl::Standard, Edition::E2023).unwrap();
        assert_eq!(
            ruling,
            ClaimRuling::Correct { claimant: Color::White, claim: Claim::ThreefoldRepetition { times: 3 } }
        );
        assert_eq!(ruling.rule(), RuleId::CorrectClaimDrawn);
    }

    #[test]
    fn an_incorrect_claim_costs_two_minutes_one_in_rapid_and_blitz_three_under_2009() {
        let g = game(START, &SHUFFLE[..4]);
        let claim = DrawClaim { basis: ClaimBasis::Repetition, written: None };
        let cases = [
            (TimeControl::Standard, Edition::E2023, 2, RuleId::IncorrectClaimPenalty),
            (TimeControl::Rapid, Edition::E2023, 1, RuleId::ShorterTimePenalty),
            (TimeControl::Blitz, Edition::E2023, 1, RuleId::BlitzShorterTimePenalty),
            (TimeControl::Standard, Edition::E2009, 3, RuleId::IncorrectClaimPenalty),
            (TimeControl::Blitz, Edition::E2009, 3, RuleId::IncorrectClaimPenalty),
        ];
        for (tc, edition, want, rule) in cases {
            let ruling = rule_on_claim(&g, claim, tc, edition).unwrap();
            let ClaimRuling::Incorrect { minutes, penalty_rule, shortfall, .. } = ruling else {
                panic!("{tc:?} {edition:?}: {ruling:?}")
            };
            assert_eq!((minutes, penalty_rule), (want, rule), "{tc:?} {edition:?}");
            assert_eq!(shortfall, ClaimShortfall::Repetition { times: 2 });
        }
    }

    #[test]
    fn a_written_move_that_repeats_the_position_a_third_time_is_correct_under_9_2_1() {
        let g = game(START, &SHUFFLE[..7]);
        let mv = san(&g, "Ng8");
        let claim = DrawClaim { basis: ClaimBasis::Repetition, written: Some(mv) };
        let ruling = rule_on_claim(&g, claim, TimeControl::Standard, Edition::E2023).unwrap();
        assert_eq!(
            ruling,
            ClaimRuling::Correct {
                claimant: Color::Black,
                claim: Claim::ThreefoldRepetitionAboutToAppear { mv, times: 3 }
            }
        );
        // Another written move does not: the claimant must make it (9.5.3).
        let other = san(&g, "Nh5");
        let claim = DrawClaim { basis: ClaimBasis::Repetition, written: Some(other) };
        let ruling = rule_on_claim(&g, claim, TimeControl::Standard, Edition::E2023).unwrap();
        assert!(
            matches!(ruling, ClaimRuling::Incorrect { must_play: Some(m), shortfall: ClaimShortfall::Repetition { times: 1 }, .. } if m == other)
        );
    }

    #[test]
    fn fifty_moves_on_the_board_or_completed_by_the_written_move() {
        let g = game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", &[]);
        let board = DrawClaim { basis: ClaimBasis::FiftyMoves, written: None };
        let ruling = rule_on_claim(&g, board, TimeControl::Standard, Edition::E2023).unwrap();
        assert!(matches!(
            ruling,
            ClaimRuling::Incorrect { shortfall: ClaimShortfall::FiftyMoves { halfmoves: 99 }, .. }
        ));
        let mv = san(&g, "Ra2");
        let written = DrawClaim { basis: ClaimBasis::FiftyMoves, written: Some(mv) };
        let ruling = rule_on_claim(&g, written, TimeControl::Standard, Edition::E2023).unwrap();
        assert_eq!(
            ruling,
            ClaimRuling::Correct { claimant: Color::White, claim: Claim::FiftyMovesAboutToBeMade { mv } }
        );
        // A capture written starts the count again.
        let g2 = game("4k3/8/8/8/8/8/n7/R3K3 w - - 99 80", &[]);
        let capture = DrawClaim { basis: ClaimBasis::FiftyMoves, written: Some(san(&g2, "Rxa2")) };
        let ruling = rule_on_claim(&g2, capture, TimeControl::Standard, Edition::E2023).unwrap();
        assert!(matches!(ruling, ClaimRuling::Incorrect { shortfall: ClaimShortfall::WrittenMoveResets { .. }, .. }));
    }

    /// Article 9.3.2's shortfall read with 0, 1 and 99 half-moves, in both languages.
    #[test]
    fn the_fifty_move_shortfall_reads_right_for_zero_one_and_many_half_moves() {
        use crate::i18n::{Localizer, game::claim_ruling_lines};
        let l10n = Localizer::global();
        let cases = [
            (
                0,
                "No half-move has been made without a pawn move or a capture yet; fifty moves by each player take 100 — Article 9.3.2",
                "Без хода пешкой и без взятия не сделано ещё ни одного полухода, а для пятидесяти ходов каждого игрока их нужно 100 (статья 9.3.2)",
            ),
            (
                1,
                "Only 1 half-move has been made without a pawn move or a capture; fifty moves by each player take 100 — Article 9.3.2",
                "Без хода пешкой и без взятия сделан только один полуход, а для пятидесяти ходов каждого игрока их нужно 100 (статья 9.3.2)",
            ),
            (
                99,
                "Only 99 half-moves have been made without a pawn move or a capture; fifty moves by each player take 100 — Article 9.3.2",
                "Полуходов без хода пешкой и без взятия сделано только 99, а для пятидесяти ходов каждого игрока их нужно 100 (статья 9.3.2)",
            ),
        ];
        for (clock, en, ru) in cases {
            let g = game(&format!("4k3/8/8/8/8/8/8/R3K3 w - - {clock} 80"), &[]);
            let claim = DrawClaim { basis: ClaimBasis::FiftyMoves, written: None };
            let ruling = rule_on_claim(&g, claim, TimeControl::Standard, Edition::E2023).unwrap();
            for (lang, want) in [("en", en), ("ru", ru)] {
                let lang = l10n.negotiate(&[lang]).unwrap();
                let lines = claim_ruling_lines(l10n, &lang, Edition::E2023, g.position(), &ruling);
                assert_eq!(lines[0], want);
            }
        }
    }

    #[test]
    fn no_claim_once_the_game_has_ended_or_on_an_illegal_written_move() {
        let mated = game("k7/8/1K6/8/8/8/8/7R w - - 0 1", &["Rh8#"]);
        let claim = DrawClaim { basis: ClaimBasis::Repetition, written: None };
        assert!(matches!(
            rule_on_claim(&mated, claim, TimeControl::Standard, Edition::E2023),
            Err(ClaimError::GameOver(Ending::Checkmate { winner: Color::White }))
        ));
        let g = game(START, &[]);
        let illegal = Move { from: crate::Square::E1, to: crate::Square::E3, kind: crate::MoveKind::Normal };
        let claim = DrawClaim { basis: ClaimBasis::FiftyMoves, written: Some(illegal) };
        assert!(matches!(
            rule_on_claim(&g, claim, TimeControl::Standard, Edition::E2023),
            Err(ClaimError::IllegalMove(_))
        ));
    }
}
