//! Results checked against the board (Articles 5.1.1, 5.1.2, 5.2, 6.9, 9.6; issue 13 item
//! 3): `arbiter replay` finds every wrongly scored game of a test set built for it, says
//! which article gives the right result and why, reports moves written after the end as
//! such (never as illegal moves), and raises no false alarm on correctly scored games.

mod common;

use arbiter::notation::{Alphabet, San};
use arbiter::{Color, Game, Position, Role};
use common::{Rng, arbiter_bytes, pick_move};

const RESULTS: &str = include_str!("data/results.pgn");
const FAMOUS: &str = include_str!("data/games.pgn");

fn replay_json(pgn: &str, extra: &[&str]) -> (i32, serde_json::Value) {
    let mut args = vec!["replay", "--format", "json"];
    args.extend_from_slice(extra);
    args.push("-");
    let r = arbiter_bytes(&args, pgn.as_bytes(), &[]);
    let v = serde_json::from_str(&r.out).unwrap_or_else(|e| panic!("{e}: {}{}", r.out, r.err));
    (r.code, v)
}

/// The value of a tag of the `n`th game (from 1) of a PGN text.
fn tags(pgn: &str, name: &str) -> Vec<Option<String>> {
    let mut out = Vec::new();
    for game in pgn.split("\n[Event ").skip(1) {
        // The split ate the `[Event ` of the first line.
        let game = format!("[Event {game}");
        let prefix = format!("[{name} \"");
        out.push(game.lines().find_map(|l| l.strip_prefix(&prefix).map(|v| v.trim_end_matches("\"]").to_owned())));
    }
    out
}

#[test]
fn every_wrong_score_of_the_test_set_is_found_and_no_correct_one_is_flagged() {
    let (code, v) = replay_json(RESULTS, &[]);
    let games = v["games"].as_array().unwrap();
    let expected = tags(RESULTS, "Expected");
    let reasons = tags(RESULTS, "Reason");
    let after = tags(RESULTS, "AfterEnd");
    let events = tags(RESULTS, "Event");
    assert_eq!(games.len(), expected.len());
    for (i, g) in games.iter().enumerate() {
        let event = events[i].clone().unwrap_or_default();
        let want = expected[i].as_deref().expect("every game says what to expect");
        assert_eq!(g["illegal"], serde_json::Value::Null, "{event}: {g}");
        match want {
            "none" => assert_eq!(g["wrong_result"], serde_json::Value::Null, "{event}: a false alarm: {g}"),
            kind => {
                assert_eq!(g["wrong_result"]["kind"], kind, "{event}: {g}");
                assert!(g["wrong_result"]["message"].as_str().unwrap().starts_with("The result"), "{g}");
            }
        }
        if let Some(reason) = &reasons[i] {
            assert_eq!(g["wrong_result"]["reason"], reason.as_str(), "{event}: {g}");
        }
        match &after[i] {
            Some(n) => assert_eq!(g["after_end"]["plies"], n.parse::<u64>().unwrap(), "{event}: {g}"),
            None => assert_eq!(g["after_end"], serde_json::Value::Null, "{event}: {g}"),
        }
    }
    // A wrongly scored game is a finding, like an illegal move.
    assert_eq!(code, 1);
}

#[test]
fn the_article_and_the_right_result_are_given() {
    let (_, v) = replay_json(RESULTS, &[]);
    let by_event = |event: &str| {
        let i = tags(RESULTS, "Event").iter().position(|e| e.as_deref() == Some(event)).unwrap();
        v["games"][i]["wrong_result"].clone()
    };
    let w = by_event("Time forfeit against a bare king");
    assert_eq!(
        (w["article"].as_str(), w["recorded"].as_str(), w["correct"].as_str()),
        (Some("6.9"), Some("1-0"), Some("1/2-1/2"))
    );
    assert_eq!(
        w["message"],
        "The result 1-0 is wrong: Black lost on time, but White could not checkmate by any series of legal moves, \
         so the game is drawn: 1/2-1/2 — Article 6.9. White has only the king, on g1, and a king never gives check"
    );
    let w = by_event("A mate scored the wrong way");
    assert_eq!(
        (w["article"].as_str(), w["correct"].as_str(), w["ply"].as_u64()),
        (Some("5.1.1"), Some("0-1"), Some(4))
    );
    let w = by_event("Stalemate scored 1-0");
    assert_eq!((w["article"].as_str(), w["ply"].as_u64()), (Some("5.2.1"), Some(1)));
    let w = by_event("Time forfeit after the last piece fell: king and knight against a bare king");
    assert_eq!((w["article"].as_str(), w["ply"].as_u64()), (Some("5.2.2"), Some(1)));
    let w = by_event("Resignation against a lone king (2023: drawn)");
    assert_eq!(w["article"], "5.1.2");
}

#[test]
fn under_the_2009_edition_a_resignation_stands_and_a_loss_on_time_does_not() {
    let (_, v) = replay_json(RESULTS, &["--edition", "2009"]);
    let events = tags(RESULTS, "Event");
    let at = |event: &str| &v["games"][events.iter().position(|e| e.as_deref() == Some(event)).unwrap()];
    assert_eq!(at("Resignation against a lone king (2023: drawn)")["wrong_result"], serde_json::Value::Null);
    assert_eq!(at("Time forfeit against a bare king")["wrong_result"]["kind"], "loss-on-time-drawn");
}

#[test]
fn moves_after_the_end_are_reported_as_such_in_both_languages() {
    let pgn = "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 Nc6 0-1\n";
    let r = arbiter_bytes(&["replay", "-"], pgn.as_bytes(), &[]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(
        r.out.contains(
            "2 half-moves were written after the game had ended at ply 4, from 3. Kf2: they are not part of the game \
             and are not checked — Article 5.1.1"
        ),
        "{}",
        r.out
    );
    assert!(!r.out.contains("not a legal move"), "{}", r.out);
    let r = arbiter_bytes(&["replay", "--lang", "ru", "-"], pgn.as_bytes(), &[]);
    assert!(
        r.out.contains(
            "После окончания партии на полуходе 4 записаны ещё два полухода, начиная с 3. Крf2: они не входят в партию \
             и не проверяются (статья 5.1.1)"
        ),
        "{}",
        r.out
    );
    let (_, v) = replay_json(pgn, &[]);
    assert_eq!(
        v["games"][0]["after_end"],
        serde_json::json!({"ended": 4, "article": "5.1.1", "plies": 2, "move": "3. Kf2"})
    );
}

// Article 5.1.1: the common case, one half-move written after a mate, is singular in both languages.
#[test]
fn one_move_after_the_end_is_reported_in_the_singular_in_both_languages() {
    let pgn = "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. Nc3 0-1\n";
    let r = arbiter_bytes(&["replay", "-"], pgn.as_bytes(), &[]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(
        r.out.contains(
            "One half-move, 3. Nc3, was written after the game had ended at ply 4: it is not part of the game \
             and is not checked — Article 5.1.1"
        ),
        "{}",
        r.out
    );
    let r = arbiter_bytes(&["replay", "--lang", "ru", "-"], pgn.as_bytes(), &[]);
    assert!(
        r.out.contains(
            "После окончания партии на полуходе 4 записан ещё один полуход, 3. Кc3: он не входит в партию \
             и не проверяется (статья 5.1.1)"
        ),
        "{}",
        r.out
    );
}

#[test]
fn a_wrong_result_reads_in_russian() {
    let pgn = "[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/q7/4K3 w - - 0 60\"]\n\n60. Kf1 1-0\n";
    let r = arbiter_bytes(&["replay", "--lang", "ru", "-"], pgn.as_bytes(), &[]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(
        r.out.contains(
            "Записанный результат 1-0 неверен: чёрные просрочили время, но белые не могли поставить мат \
             никакой серией возможных ходов, поэтому партия закончилась вничью, результат — 1/2-1/2 (статья 6.9). У белых \
             остался только король (f1), а одним королём мат поставить нельзя"
        ),
        "{}",
        r.out
    );
}

/// Correctly scored games, built without asking the analysis under test: seeded random
/// games played until the board ends them (scored as the board says), else cut at a random
/// ply and scored as a loss on time for the side to move when the opponent still has a
/// queen or a rook (which can always help-mate a lone king's side), else as a draw agreed.
fn correctly_scored_games(seed: u64, count: usize) -> String {
    let mut rng = Rng::new(seed);
    let english = Alphabet::english();
    let mut pgn = String::new();
    for _ in 0..count {
        let mut game = Game::bounded(Position::new());
        let mut moves = String::new();
        let cut = 10 + rng.below(150);
        let mut ending = None;
        for ply in 0..cut {
            let pos = game.position().clone();
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = pick_move(&pos, &legal, &mut rng);
            if ply % 2 == 0 {
                moves.push_str(&format!("{}. ", pos.fullmove_number()));
            }
            moves.push_str(&San::from_move(&pos, m).write(&english));
            moves.push(' ');
            game.play_unchecked(m);
            if let Some(e) = game.status().0 {
                ending = Some(e);
                break;
            }
        }
        let pos = game.position();
        let heavy =
            |c: Color| pos.board().pieces().any(|(_, p)| p.color == c && matches!(p.role, Role::Queen | Role::Rook));
        let (result, termination) = match ending {
            Some(e) => (e.result(), "Normal"),
            None if heavy(!pos.turn()) => (if pos.turn() == Color::White { "0-1" } else { "1-0" }, "Time forfeit"),
            None => ("1/2-1/2", "Normal"),
        };
        pgn.push_str(&format!("[Result \"{result}\"]\n[Termination \"{termination}\"]\n\n{moves}{result}\n\n"));
    }
    pgn
}

#[test]
fn no_false_alarm_on_correctly_scored_games() {
    let (code, v) = replay_json(FAMOUS, &[]);
    assert_eq!(code, 0);
    assert!(v["games"].as_array().unwrap().iter().all(|g| g["wrong_result"].is_null() && g["after_end"].is_null()));

    let pgn = correctly_scored_games(13, 200);
    let (code, v) = replay_json(&pgn, &[]);
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 200);
    for g in games {
        assert!(g["illegal"].is_null() && g["wrong_result"].is_null() && g["after_end"].is_null(), "{g}");
    }
    assert_eq!(code, 0);
    // Not vacuous: some are won on time, some end on the board.
    let on_time = pgn.matches("Time forfeit").count();
    let ended = games.iter().filter(|g| !g["ending"].is_null()).count();
    assert!(on_time > 20 && ended > 5, "{on_time} on time, {ended} ended on the board");
}
