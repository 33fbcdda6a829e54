//! The session's rule paths, each test citing its article.

use super::*;
use crate::laws::draw_claim::ClaimBasis;
use crate::laws::result::Forfeit;
use crate::notation::Notation;

fn session(fen: &str, tc: TimeControl, edition: Edition) -> Session {
    Session::new(Position::from_fen(fen).unwrap(), tc, edition)
}

fn attempt(s: &Session, text: &str) -> Attempt {
    match Notation::parse(text, &[]).unwrap() {
        Notation::Uci(u) => u.attempt(),
        n => match n.adjudicate(s.position()) {
            Ruling::Legal(m) => Attempt::from_move(m),
            Ruling::Illegal(i) => panic!("{text}: {i:?}"),
        },
    }
}

fn mv(s: &Session, text: &str) -> Event {
    Event::Move { attempt: attempt(s, text), touches: vec![], adjusted: Bitboard::EMPTY }
}

fn apply(s: &mut Session, event: Event) -> Answer {
    s.apply(&event).unwrap()
}

fn illegal(answer: Answer) -> IllegalMoveAnswer {
    match answer {
        Answer::Illegal(a) => *a,
        other => panic!("not an illegal move: {other:?}"),
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// 7.5.1, 4.3.1, 7.5.5: the first illegal move is reinstated, the piece bound, two minutes;
/// the replacing move must be made with that piece.
#[test]
fn article_7_5_1_the_replacing_move_is_bound_to_the_piece_touched() {
    let mut s = session(START, TimeControl::Standard, Edition::E2023);
    let e = mv(&s, "g1g3");
    let a = illegal(apply(&mut s, e));
    assert_eq!(a.penalty, Penalty::ExtraTime { opponent: Color::Black, minutes: 2 });
    assert_eq!(a.penalty_rule, RuleId::IllegalMovePenalty);
    assert_eq!(s.position().to_fen(), START);
    assert_eq!(s.binding(), Some(&Binding::Touched(vec![Touch::Square(Square::G1)])));
    assert_eq!((s.illegal_moves(Color::White), s.minutes_added(Color::Black)), (1, 2));
    // e2-e4 instead: a touch-move breach (4.3.1), not an illegal move; nothing changes.
    let e = mv(&s, "e2e4");
    let Answer::TouchMove { breach, .. } = apply(&mut s, e) else { panic!() };
    assert_eq!(breach.primary().rule(), RuleId::TouchedOwnPieceMustMove);
    assert_eq!((s.illegal_moves(Color::White), s.game().plies()), (1, 0));
    // Nf3 meets it.
    let e = mv(&s, "Nf3");
    assert!(matches!(apply(&mut s, e), Answer::Played { .. }));
    assert_eq!((s.binding(), s.game().plies()), (None, 1));
}

/// 7.5.5: the second completed illegal move loses when the opponent can mate, draws when
/// the opponent cannot.
#[test]
fn article_7_5_5_the_second_illegal_move_loses_or_draws() {
    let mut s = session("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", TimeControl::Standard, Edition::E2023);
    for _ in 0..2 {
        let e = mv(&s, "e8e6");
        apply(&mut s, e);
    }
    let over = s.over().unwrap();
    assert_eq!(over.end, End::IllegalMove { player: Color::Black, penalty: Penalty::GameLost { loser: Color::Black } });
    assert_eq!(over.end.result(), Some(crate::pgn::Outcome::WhiteWins));

    let mut s = session("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", TimeControl::Standard, Edition::E2023);
    for _ in 0..2 {
        let e = mv(&s, "e1e3");
        apply(&mut s, e);
    }
    let end = &s.over().unwrap().end;
    assert!(matches!(end, End::IllegalMove { penalty: Penalty::Drawn { .. }, .. }), "{end:?}");
    assert_eq!(end.result(), Some(crate::pgn::Outcome::Draw));
}

/// A.3: one minute in rapid and, through B.3, in blitz; 2009 7.4 b: two for each of the first two.
#[test]
fn appendix_a_3_and_2009_7_4_b_penalties() {
    let mut s = session("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", TimeControl::Blitz, Edition::E2023);
    let e = mv(&s, "e8e6");
    let a = illegal(apply(&mut s, e));
    assert_eq!((a.penalty_rule, s.minutes_added(Color::White)), (RuleId::BlitzShorterTimePenalty, 1));
    let mut s = session("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", TimeControl::Standard, Edition::E2009);
    for _ in 0..2 {
        let e = mv(&s, "e8e6");
        apply(&mut s, e);
    }
    assert_eq!((s.minutes_added(Color::White), s.over()), (4, None));
}

/// 7.5.3: the clock pressed without a move is penalised as an illegal move; nothing is
/// reinstated; not an irregularity under 2009.
#[test]
fn article_7_5_3_the_clock_pressed_without_a_move() {
    let mut s = session(START, TimeControl::Rapid, Edition::E2023);
    let a = illegal(apply(&mut s, Event::ClockWithoutMove));
    assert_eq!((a.irregularity.rule(), a.reinstated.is_none()), (Some(RuleId::ClockPressedWithoutMove), true));
    assert_eq!((s.minutes_added(Color::Black), s.position().to_fen().as_str()), (1, START));
    let mut s = session(START, TimeControl::Rapid, Edition::E2009);
    assert_eq!(
        apply(&mut s, Event::ClockWithoutMove),
        Answer::NotInEdition { rule: RuleId::ClockPressedWithoutMove, played: None }
    );
    assert_eq!(s.illegal_moves(Color::White), 0);
}

/// 7.5.2: the pawn left unpromoted becomes a queen, and it counts as an illegal move; under
/// 2009 (7.4 a) the position is reinstated instead.
#[test]
fn article_7_5_2_the_unpromoted_pawn_becomes_a_queen() {
    let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    let mut s = session(fen, TimeControl::Standard, Edition::E2023);
    let a = illegal(apply(&mut s, Event::Unpromoted { from: Square::E7, to: Square::E8 }));
    assert!(matches!(a.irregularity, Irregularity::Unpromoted { queen: Some(_), .. }));
    assert_eq!(s.position().board().role_at(Square::E8), Some(Role::Queen));
    assert_eq!((s.game().plies(), s.minutes_added(Color::Black)), (1, 2));
    let mut s = session(fen, TimeControl::Standard, Edition::E2009);
    let a = illegal(apply(&mut s, Event::Unpromoted { from: Square::E7, to: Square::E8 }));
    assert!(a.reinstated.is_some());
    assert_eq!(s.game().plies(), 0);
    // The same act typed as a move with no piece named (review 13a, S-16): the same ruling.
    for (edition, queen) in [(Edition::E2023, true), (Edition::E2009, false)] {
        let mut s = session(fen, TimeControl::Standard, edition);
        let a = illegal(apply(
            &mut s,
            Event::Move { attempt: Attempt::new(Square::E7, Square::E8), touches: vec![], adjusted: Bitboard::EMPTY },
        ));
        assert!(
            matches!(a.irregularity, Irregularity::Unpromoted { queen: q, .. } if q.is_some() == queen),
            "{edition:?}"
        );
        assert_eq!(s.game().plies(), usize::from(queen), "{edition:?}");
    }
    // Not a pawn going to the last rank: an error, nothing changes.
    let mut s = session(fen, TimeControl::Standard, Edition::E2023);
    assert!(s.apply(&Event::Unpromoted { from: Square::E1, to: Square::E2 }).is_err());
    assert_eq!(s.illegal_moves(Color::White), 0);
}

/// 7.5.4: a move made with two hands is reinstated and penalised; the same piece must move.
#[test]
fn article_7_5_4_a_move_made_with_two_hands() {
    let mut s = session(START, TimeControl::Standard, Edition::E2023);
    let a = illegal(apply(&mut s, Event::TwoHands { attempt: Attempt::new(Square::E2, Square::E4) }));
    assert!(matches!(a.irregularity, Irregularity::TwoHands { .. }));
    assert_eq!(s.binding(), Some(&Binding::Touched(vec![Touch::Square(Square::E2)])));
    assert_eq!(s.game().plies(), 0);
}

/// 6.9 and 5.1.2: a flag fall against a bare king is drawn; a resignation loses.
#[test]
fn article_6_9_and_5_1_2_flag_and_resignation() {
    let mut s = session("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", TimeControl::Standard, Edition::E2023);
    let Answer::Forfeit(End::Flag { forfeit: Forfeit::Drawn(_), .. }) = apply(&mut s, Event::Flag(Color::White)) else {
        panic!()
    };
    let mut s = session("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", TimeControl::Standard, Edition::E2023);
    apply(&mut s, Event::Resign(Color::Black));
    assert_eq!(s.over().unwrap().end.result(), Some(crate::pgn::Outcome::WhiteWins));
    // Afterwards every event is answered "the game is over", citing 5.1.2.
    let e = mv(&s, "a1a8");
    let Answer::GameOver(over) = apply(&mut s, e) else { panic!() };
    assert_eq!(over.end.rule(), RuleId::Resignation);
}

/// 9.5.3 then 9.5.2: an incorrect claim costs two minutes and binds the written move; a
/// correct one draws.
#[test]
fn article_9_5_claims() {
    let mut s = session(START, TimeControl::Standard, Edition::E2023);
    for text in ["Nf3", "Nf6", "Ng1"] {
        let e = mv(&s, text);
        apply(&mut s, e);
    }
    let written = Some(attempt(&s, "Ng8"));
    let Answer::Claim { ruling, .. } = apply(&mut s, Event::Claim { basis: ClaimBasis::Repetition, written }) else {
        panic!()
    };
    assert!(!ruling.is_correct());
    assert_eq!(s.minutes_added(Color::White), 2);
    // Another move than the one written is not made (9.5.3).
    let e = mv(&s, "Nh5");
    assert!(matches!(apply(&mut s, e), Answer::WrittenMoveRequired { claim: false, .. }));
    // Nor is a new claim heard, with another written move or none: the player would swap
    // the move he is bound to, and the opponent would gain two minutes more.
    for written in [Some(attempt(&s, "Nh5")), None] {
        let a = apply(&mut s, Event::Claim { basis: ClaimBasis::Repetition, written });
        let Answer::WrittenMoveRequired { must_play, claim: true, .. } = a else { panic!("{a:?}") };
        assert_eq!(Attempt::from_move(must_play), attempt(&s, "Ng8"));
    }
    assert_eq!((s.claims().len(), s.minutes_added(Color::White)), (1, 2));
    for text in ["Ng8", "Nf3", "Nf6", "Ng1"] {
        let e = mv(&s, text);
        assert!(matches!(apply(&mut s, e), Answer::Played { .. }), "{text}");
    }
    let written = Some(attempt(&s, "Ng8"));
    let Answer::Claim { ruling, .. } = apply(&mut s, Event::Claim { basis: ClaimBasis::Repetition, written }) else {
        panic!()
    };
    assert!(ruling.is_correct());
    assert_eq!(s.claims().len(), 2);
    assert_eq!(s.over().unwrap().end.rule(), RuleId::CorrectClaimDrawn);
}

/// Black, after 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3, claims a draw writing Nf6 (incorrect: 9.5.3
/// binds Nf6).
fn after_an_incorrect_claim_on_nf6(tc: TimeControl, edition: Edition) -> Session {
    let mut s = session(START, tc, edition);
    for text in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3"] {
        let e = mv(&s, text);
        apply(&mut s, e);
    }
    let written = Some(attempt(&s, "Nf6"));
    let Answer::Claim { ruling, .. } = apply(&mut s, Event::Claim { basis: ClaimBasis::Repetition, written }) else {
        panic!()
    };
    assert!(!ruling.is_correct());
    s
}

/// 9.5.3 with 7.5.1 (review G-5): an illegal move made before the written move does not
/// lift it — with the same knight (4.3.1 binds it too) or with another piece (the written
/// move still binds: `docs/decisions.md`); Nh6, the knight's other move, is refused as any
/// other move is, and the written move is played.
#[test]
fn article_9_5_3_an_illegal_move_does_not_lift_the_written_move() {
    for (illegal_move, agrees) in [("g8g8", true), ("b8b5", false), ("e8e6", false)] {
        let mut s = after_an_incorrect_claim_on_nf6(TimeControl::Blitz, Edition::E2023);
        let nf6 = match s.binding() {
            Some(Binding::Written(m)) => *m,
            other => panic!("{other:?}"),
        };
        let e = mv_attempt(illegal_move[..2].parse().unwrap(), illegal_move[2..].parse().unwrap());
        let a = illegal(apply(&mut s, e));
        let after = a.reinstated.expect("reinstated");
        assert_eq!(after.replacing, vec![nf6], "{illegal_move}");
        assert_eq!(after.written.map(|w| (w.mv, w.touch_agrees)), Some((nf6, agrees)), "{illegal_move}");
        assert_eq!(s.binding(), Some(&Binding::Written(nf6)), "{illegal_move}");
        for other in ["Nh6", "Nc6"] {
            let e = mv(&s, other);
            let a = apply(&mut s, e);
            assert!(
                matches!(a, Answer::WrittenMoveRequired { must_play, claim: false, .. } if must_play == nf6),
                "{a:?}"
            );
        }
        let e = mv(&s, "Nf6");
        assert!(matches!(apply(&mut s, e), Answer::Played { .. }));
        assert_eq!(s.binding(), None);
    }
    // With two hands, the written move itself: reinstated, and it is still the one to make.
    let mut s = after_an_incorrect_claim_on_nf6(TimeControl::Standard, Edition::E2023);
    let e = Event::TwoHands { attempt: attempt(&s, "Nf6") };
    let a = illegal(apply(&mut s, e));
    assert!(a.reinstated.unwrap().written.is_some_and(|w| w.touch_agrees));
    assert!(matches!(s.binding(), Some(Binding::Written(_))));
    // The clock pressed without a move reinstates nothing: the written move still binds.
    let mut s = after_an_incorrect_claim_on_nf6(TimeControl::Standard, Edition::E2023);
    illegal(apply(&mut s, Event::ClockWithoutMove));
    assert!(matches!(s.binding(), Some(Binding::Written(_))));
}

/// 9.5.3 over 7.5.2: a pawn left unpromoted while a written move binds is not replaced by a
/// queen — the queen's move is not the move written — but reinstated, and the written move
/// still binds; when the written move is that queen's move, 7.5.2 makes it.
#[test]
fn article_9_5_3_a_pawn_left_unpromoted_does_not_replace_the_written_move() {
    let fen = "4k3/P7/8/8/8/8/8/R3K3 w - - 50 80";
    for (written, queened) in [("Ra2", false), ("a8=Q", true)] {
        let mut s = session(fen, TimeControl::Standard, Edition::E2023);
        let w = Some(attempt(&s, written));
        let Answer::Claim { ruling, .. } = apply(&mut s, Event::Claim { basis: ClaimBasis::FiftyMoves, written: w })
        else {
            panic!()
        };
        assert!(!ruling.is_correct(), "{written}");
        let a = illegal(apply(&mut s, Event::Unpromoted { from: Square::A7, to: Square::A8 }));
        assert_eq!(matches!(a.irregularity, Irregularity::Unpromoted { queen: Some(_), .. }), queened, "{written}");
        assert_eq!(s.game().plies(), usize::from(queened), "{written}");
        assert_eq!(matches!(s.binding(), Some(Binding::Written(_))), !queened, "{written}");
    }
}

/// 5.1.1: a checkmate ends the game; a move from an empty square is an error that changes
/// nothing, while a move of the opponent's piece is an illegal move, counted (1.2, 7.5.5;
/// review 32f, G-11).
#[test]
fn article_5_1_1_checkmate_ends_and_errors_leave_the_state() {
    let mut s = session("k7/8/1K6/8/8/8/8/7R w - - 0 1", TimeControl::Standard, Edition::E2023);
    assert!(
        s.apply(&Event::Move {
            attempt: Attempt::new(Square::C3, Square::C4),
            touches: vec![],
            adjusted: Bitboard::EMPTY
        })
        .is_err()
    );
    assert_eq!(s.illegal_moves(Color::White), 0);
    let a = illegal(apply(
        &mut s,
        Event::Move { attempt: Attempt::new(Square::A8, Square::A7), touches: vec![], adjusted: Bitboard::EMPTY },
    ));
    assert_eq!((a.player, a.count), (Color::White, 1));
    assert_eq!(s.illegal_moves(Color::White), 1);
    // The opponent's king cannot be captured: nothing binds the replacing move (4.5).
    assert!(s.binding().is_none());
    let e = mv(&s, "Rh8");
    let Answer::Played { ending: Some(crate::Ending::Checkmate { winner: Color::White }), .. } = apply(&mut s, e)
    else {
        panic!()
    };
    assert!(matches!(apply(&mut s, Event::ClockWithoutMove), Answer::GameOver(_)));
}

/// 7.5.4 came into the Laws after 2009: under the 2009 edition a legal move made with two
/// hands is no illegal move — it stands and is played; one the Laws of moving forbid is an
/// illegal move of Article 3 all the same.
#[test]
fn under_2009_a_move_made_with_two_hands_stands() {
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let mut s = session(fen, TimeControl::Standard, Edition::E2009);
    let answer = apply(&mut s, Event::TwoHands { attempt: Attempt::new(Square::E1, Square::G1) });
    let Answer::NotInEdition { rule: RuleId::MoveWithTwoHands, played: Some(played) } = answer else {
        panic!("{answer:?}")
    };
    assert!(matches!(*played, Answer::Played { mv, .. } if mv.uci() == "e1g1"), "{played:?}");
    assert_eq!(s.position().to_fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    assert_eq!((s.illegal_moves(Color::White), s.minutes_added(Color::Black), s.binding()), (0, 0, None));
    // The king cannot go two squares up: an illegal move (Article 3), counted and reinstated.
    let mut s = session(fen, TimeControl::Standard, Edition::E2009);
    let a = illegal(apply(&mut s, Event::TwoHands { attempt: Attempt::new(Square::E1, Square::E3) }));
    assert!(matches!(a.irregularity, Irregularity::Article3(_)));
    assert_eq!((s.illegal_moves(Color::White), s.position().to_fen().as_str()), (1, fen));
    // Under 2023 the same castling is penalised (7.5.4).
    let mut s = session(fen, TimeControl::Standard, Edition::E2023);
    let a = illegal(apply(&mut s, Event::TwoHands { attempt: Attempt::new(Square::E1, Square::G1) }));
    assert!(matches!(a.irregularity, Irregularity::TwoHands { .. }));
}

fn touched(s: &Session, text: &str, touches: &str, adjusted: &[Square]) -> Event {
    let touches = crate::laws::touch_move::parse_touches(touches).unwrap();
    let adjusted = adjusted.iter().fold(Bitboard::EMPTY, |mut b, &sq| {
        b.add(sq);
        b
    });
    Event::Move { attempt: attempt(s, text), touches, adjusted }
}

/// 4.3: the first piece touched decides. Black's knight on d5 was touched first (4.3.2: it
/// must be captured); touching White's queen before the next attempt does not turn the
/// obligation into 4.3.3's "capture it with the queen": exd5 captures it and is played.
#[test]
fn article_4_3_a_later_touch_does_not_widen_the_binding() {
    let mut s = session("4k3/8/8/3n4/4P3/8/8/3QK3 w - - 0 1", TimeControl::Standard, Edition::E2023);
    let e = touched(&s, "Kf2", "d5", &[]);
    let Answer::TouchMove { breach, .. } = apply(&mut s, e) else { panic!() };
    assert_eq!(breach.primary().rule(), RuleId::TouchedOpponentPieceMustBeCaptured);
    assert_eq!(s.binding(), Some(&Binding::Touched(vec![Touch::Square(Square::D5)])));
    let e = touched(&s, "exd5", "d1", &[]);
    let answer = apply(&mut s, e);
    assert!(matches!(answer, Answer::Played { mv, .. } if mv.uci() == "e4d5"), "{answer:?}");
    assert_eq!((s.binding(), s.game().plies()), (None, 1));

    // The binding stays what the first touch made it: touching the knight on g1 before a
    // move of the pawn leaves "the knight on b1 must move".
    let mut s = session(START, TimeControl::Standard, Edition::E2023);
    let e = touched(&s, "e4", "b1", &[]);
    assert!(matches!(apply(&mut s, e), Answer::TouchMove { .. }));
    let e = touched(&s, "Nf3", "g1", &[]);
    let Answer::TouchMove { breach, .. } = apply(&mut s, e) else { panic!() };
    assert!(matches!(breach.primary(), crate::Violation::TouchedPieceMustMove { square: Square::B1, .. }));
    assert_eq!(s.binding(), Some(&Binding::Touched(vec![Touch::Square(Square::B1)])));
}

/// 4.2.1: a piece adjusted after saying so binds nothing, on a later attempt either.
#[test]
fn article_4_2_1_an_adjusted_piece_is_not_bound() {
    let mut s = session(START, TimeControl::Standard, Edition::E2023);
    // g1 adjusted, then b1 touched, then e2-e4: the knight on b1 must move.
    let e = touched(&s, "e4", "g1,b1", &[Square::G1]);
    assert!(matches!(apply(&mut s, e), Answer::TouchMove { .. }));
    assert_eq!(s.binding(), Some(&Binding::Touched(vec![Touch::Square(Square::B1)])));
    // Nf3 moves the adjusted knight, not the one touched.
    let e = mv(&s, "Nf3");
    assert!(matches!(apply(&mut s, e), Answer::TouchMove { .. }));
    let e = mv(&s, "Nc3");
    assert!(matches!(apply(&mut s, e), Answer::Played { .. }));
}

/// A move already resolved among the legal moves (replay's event): played without being
/// ruled on again, and bound as any move; one that is not legal is ruled on as an attempt.
#[test]
fn a_resolved_move_is_played_as_a_move_is() {
    let mut s = session(START, TimeControl::Standard, Edition::E2023);
    let e4 = s.game().legal_moves().iter().copied().find(|m| m.uci() == "e2e4").unwrap();
    let Answer::Played { mv: played, ending: None, .. } = apply(&mut s, Event::Resolved(e4)) else { panic!() };
    assert_eq!((played, s.game().plies()), (e4, 1));
    // e2-e4 again is not legal now (no pawn on e2): ruled as Event::Move would rule on it.
    let expected = s.clone().apply(&mv_attempt(Square::E2, Square::E4));
    assert_eq!(s.apply(&Event::Resolved(e4)), expected);
    // A written move bound by an incorrect claim (9.5.3) binds a resolved move too.
    let mut s = session(START, TimeControl::Standard, Edition::E2023);
    for text in ["Nf3", "Nf6", "Ng1"] {
        let e = mv(&s, text);
        apply(&mut s, e);
    }
    let written = Some(attempt(&s, "Ng8"));
    apply(&mut s, Event::Claim { basis: ClaimBasis::Repetition, written });
    let h6 = s.game().legal_moves().iter().copied().find(|m| m.uci() == "h7h6").unwrap();
    assert!(matches!(apply(&mut s, Event::Resolved(h6)), Answer::WrittenMoveRequired { .. }));
}

fn mv_attempt(from: Square, to: Square) -> Event {
    Event::Move { attempt: Attempt::new(from, to), touches: vec![], adjusted: Bitboard::EMPTY }
}

/// The recorded result checked from the session's end agrees with
/// `laws::result::check_result` on the board: a checkmate scored otherwise, a draw on the
/// board scored as a win, a flag fall or a resignation against a player who cannot mate.
#[test]
fn a_recorded_result_is_checked_against_the_session_end() {
    use crate::laws::result::{Decision, check_result};
    use crate::pgn::Outcome;
    let cases: &[(&str, &[&str], Edition)] = &[
        ("k7/8/1K6/8/8/8/8/7R w - - 0 1", &["Rh8"], Edition::E2023),
        ("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", &["Kg5"], Edition::E2023),
        ("8/8/4k3/8/8/3q4/8/4K3 b - - 0 60", &[], Edition::E2023),
        ("8/8/4k3/8/8/3q4/8/4K3 b - - 0 60", &[], Edition::E2009),
        ("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", &["Kd2"], Edition::E2023),
        (START, &["e4", "e5"], Edition::E2023),
    ];
    let outcomes = [Outcome::WhiteWins, Outcome::BlackWins, Outcome::Draw, Outcome::Unknown];
    let decisions = [Decision::OnTime, Decision::Resignation, Decision::Other];
    let mut wrong = 0;
    for &(fen, moves, edition) in cases {
        let mut played = session(fen, TimeControl::Standard, edition);
        for text in moves {
            let e = mv(&played, text);
            apply(&mut played, e);
        }
        let ending = played.over().map(|o| match &o.end {
            End::Board(e) => (e.clone(), o.ply),
            other => panic!("{other:?}"),
        });
        for recorded in outcomes {
            for decision in decisions {
                let board = check_result(
                    ending.as_ref().map(|(e, ply)| (e, *ply)),
                    played.position(),
                    recorded,
                    decision,
                    edition,
                );
                let from_session = played.clone().check_result(recorded, decision);
                assert_eq!(from_session, board, "{fen} {moves:?} {recorded:?} {decision:?} {edition:?}");
                wrong += board.is_some() as usize;
            }
        }
    }
    // Every kind of wrong result is among the cases.
    assert!(wrong >= 10, "{wrong}");
}
