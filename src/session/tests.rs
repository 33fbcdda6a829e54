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

/// A.3: one minute in rapid and blitz; 2009 7.4 b: two for each of the first two.
#[test]
fn appendix_a_3_and_2009_7_4_b_penalties() {
    let mut s = session("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", TimeControl::Blitz, Edition::E2023);
    let e = mv(&s, "e8e6");
    let a = illegal(apply(&mut s, e));
    assert_eq!((a.penalty_rule, s.minutes_added(Color::White)), (RuleId::ShorterTimePenalty, 1));
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
    assert_eq!(apply(&mut s, Event::ClockWithoutMove), Answer::NotInEdition { rule: RuleId::ClockPressedWithoutMove });
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
    assert!(matches!(apply(&mut s, e), Answer::WrittenMoveRequired { .. }));
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

/// 5.1.1: a checkmate ends the game; an illegal move by a piece of the opponent is an error
/// that changes nothing.
#[test]
fn article_5_1_1_checkmate_ends_and_errors_leave_the_state() {
    let mut s = session("k7/8/1K6/8/8/8/8/7R w - - 0 1", TimeControl::Standard, Edition::E2023);
    assert!(
        s.apply(&Event::Move {
            attempt: Attempt::new(Square::A8, Square::A7),
            touches: vec![],
            adjusted: Bitboard::EMPTY
        })
        .is_err()
    );
    assert_eq!(s.illegal_moves(Color::White), 0);
    let e = mv(&s, "Rh8");
    let Answer::Played { ending: Some(crate::Ending::Checkmate { winner: Color::White }), .. } = apply(&mut s, e)
    else {
        panic!()
    };
    assert!(matches!(apply(&mut s, Event::ClockWithoutMove), Answer::GameOver(_)));
}
