//! `arbiter position`: the arbiter's questions about a position (issue 13, item 2) —
//! checkmate (Article 5.1.1), stalemate (5.2.1), dead positions (5.2.2), whether each
//! player can still checkmate (5.1.2, 6.9, 7.5.5), the draws that may be claimed (9.2,
//! 9.3), and positions that cannot arise (3.10.3), with the retro-analysis of double checks.

mod common;

use arbiter::laws::illegal_position::reasons;
use arbiter::{IllegalPositionReason, ImpossibleCheckKind, Position};
use common::arbiter_bytes;
use serde_json::Value;

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn position_json(fen: &str) -> Value {
    let r = arbiter_bytes(&["position", "--format", "json", "--fen", fen], b"", &[]);
    assert_eq!(r.code, 0, "{fen}: {}{}", r.out, r.err);
    json(&r.out)
}

fn position_json_in(lang: &str, fen: &str) -> Value {
    let r = arbiter_bytes(&["position", "--format", "json", "--lang", lang, "--fen", fen], b"", &[]);
    assert_eq!(r.code, 0, "{fen}: {}{}", r.out, r.err);
    json(&r.out)
}

fn text(lang: &str, fen: &str) -> Vec<String> {
    let r = arbiter_bytes(&["position", "--lang", lang, "--fen", fen], b"", &[]);
    assert_eq!(r.code, 0, "{fen}: {}{}", r.out, r.err);
    r.out.lines().map(str::to_owned).collect()
}

/// Plays a line of UCI moves through the adjudicator; the position reached.
fn replay(fen: &str, moves: &[Value]) -> Position {
    let mut pos = Position::from_fen(fen).unwrap();
    for m in moves {
        let uci = m.as_str().unwrap();
        let mv = pos.legal_moves().iter().copied().find(|x| x.uci() == uci).unwrap_or_else(|| panic!("{uci} in {fen}"));
        pos = pos.play(mv).unwrap_or_else(|e| panic!("{uci}: {e:?}"));
    }
    pos
}

const MATED: &str = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
const BISHOP: &str = "8/8/8/4k3/8/8/8/3BK3 w - - 0 1";
const ROOK: &str = "8/8/8/4k3/8/8/8/4K2R b - - 0 1";
const WALL: &str = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1";

// Article 5.1.1: checkmate on the board; the mated side cannot mate.
#[test]
fn checkmate_is_said_with_the_winner_and_article_5_1_1() {
    let v = position_json(MATED);
    assert_eq!(v["turn"], "black");
    assert_eq!(v["check"], serde_json::json!([{"color": "white", "role": "queen", "square": "g7"}]));
    assert_eq!((v["state"]["kind"].as_str(), v["state"]["article"].as_str()), (Some("checkmate"), Some("5.1.1")));
    assert_eq!(v["state"]["winner"], "white");
    assert_eq!(v["white"]["verdict"], "can-mate");
    assert_eq!(v["white"]["helpmate"], serde_json::json!([]));
    assert_eq!(
        (v["black"]["verdict"].as_str(), v["black"]["reason"].as_str()),
        (Some("cannot-mate"), Some("no-legal-moves"))
    );
    assert_eq!(
        text("en", MATED),
        ["Black to move", "Black is in check: the queen on g7", "Checkmate: White wins — Article 5.1.1",]
    );
    assert_eq!(
        text("ru", MATED),
        ["Ход чёрных", "Чёрный король под шахом: ферзь на g7", "Мат: белые выиграли (статья 5.1.1)",]
    );
}

// Article 5.2.1: stalemate.
#[test]
fn stalemate_is_said_with_article_5_2_1_in_both_languages() {
    let v = position_json(STALEMATE);
    assert_eq!((v["state"]["kind"].as_str(), v["state"]["article"].as_str()), (Some("stalemate"), Some("5.2.1")));
    assert_eq!(v["check"], serde_json::json!([]));
    assert_eq!(v["white"]["reason"], "no-legal-moves");
    // Review 5, K-1 in JSON: the reason alone, not the dead-position formula.
    assert_eq!(v["white"]["message"], "The game is over: Black is stalemated, and no move follows");
    let ru = position_json_in("ru", STALEMATE);
    assert_eq!(ru["black"]["message"], "Партия окончена: чёрным поставлен пат, и ходов больше нет");
    // The stalemate has ended the game: no line follows about either player's mating chances
    // (the JSON keeps both answers).
    assert_eq!(
        text("en", STALEMATE),
        ["Black to move", "Black is not in check", "Stalemate: the game is drawn — Article 5.2.1"]
    );
    assert_eq!(text("ru", STALEMATE), ["Ход чёрных", "Чёрный король не под шахом", "Пат: ничья (статья 5.2.1)"]);
}

// Bishops of one colour, no pawn, against a rook: White can never mate (the proof named, in
// both languages), Black can.
#[test]
fn bishops_of_one_colour_against_a_rook_are_said_unable_to_mate_in_both_languages() {
    const FEN: &str = "8/8/3k4/3r4/8/4B3/1K6/2B5 w - - 0 1";
    let v = position_json(FEN);
    assert_eq!(v["white"]["verdict"], "cannot-mate");
    assert_eq!(v["white"]["reason"], "bishops-without-blockers");
    assert_eq!(v["black"]["verdict"], "can-mate");
    assert_eq!(
        text("en", FEN)[3],
        "White cannot checkmate by any series of legal moves. No pawn is left, and White has only the king and bishops, all on dark squares (c1 and e3): a checkmate would need a square of the other colour next to the mated king held by one of that king's own men, a knight or a bishop of the other colour — a rook or a queen there would take the checking bishop or block the check — and Black has neither"
    );
    assert_eq!(
        text("ru", FEN)[3],
        "Белые не могут поставить мат никакой серией возможных ходов. Пешек на доске нет, а у белых только король и слоны, все на чёрных полях (c1 и e3): для мата одно из полей другого цвета рядом с королём чёрных должен занимать их собственный конь или слон, который ходит по полям этого цвета (ладья или ферзь на этом поле взяли бы слона, объявившего шах, или закрыли бы от него короля), а таких фигур у чёрных нет"
    );
}

// Article 5.2.2: a dead position, each player's proof named — after the verdict, the reason
// alone (review 5, L-7: the verdict has said that neither player can mate).
#[test]
fn a_dead_position_gives_both_proofs_in_both_languages() {
    let v = position_json(BISHOP);
    assert_eq!((v["state"]["kind"].as_str(), v["state"]["article"].as_str()), (Some("dead-position"), Some("5.2.2")));
    assert_eq!(v["white"]["reason"], "bishops-of-one-colour");
    assert_eq!(v["black"]["reason"], "lone-king");
    let en = text("en", BISHOP);
    assert_eq!(
        en[2],
        "Dead position: neither player can checkmate by any series of legal moves, and the game is drawn — Article 5.2.2"
    );
    assert_eq!(
        en[3],
        "Only the kings and the bishop on d1 are left, and it stands on a light square: it never attacks the squares of the other colour next to a king, so no checkmate is possible"
    );
    assert_eq!(en[4], "Black has only the king, on e5, and a king never gives check");
    let ru = text("ru", BISHOP);
    assert_eq!(ru[0], "Ход белых");
    assert_eq!(
        ru[2],
        "Мёртвая позиция — ничья: ни один из игроков не может поставить мат никакой серией возможных ходов (статья 5.2.2)"
    );
    assert_eq!(
        ru[3],
        "На доске только короли и слон на d1, а он стоит на белом поле: полей другого цвета рядом с королём он не атакует, поэтому мат невозможен"
    );
    assert_eq!(ru[4], "У чёрных остался только король (e5), а одним королём мат поставить нельзя");
    // A locked pawn wall: the blockade proof, for both players.
    let v = position_json(WALL);
    assert_eq!(v["state"]["kind"], "dead-position", "{v}");
    assert_eq!((v["white"]["reason"].as_str(), v["black"]["reason"].as_str()), (Some("blockade"), Some("blockade")));
    assert!(v["white"]["message"].as_str().unwrap().contains("White can never break through the pawns"), "{v}");
    assert!(text("ru", WALL)[3].contains("Белые никогда не прорвутся через пешки"));
}

// Articles 5.1.2, 6.9, 7.5.5: a live position — the helpmate line replays to checkmate.
#[test]
fn a_live_position_gives_a_helpmate_that_replays_to_checkmate() {
    for fen in [ROOK, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"] {
        let v = position_json(fen);
        assert_eq!((v["state"]["kind"].as_str(), v["state"]["article"].as_str()), (Some("playing"), None), "{v}");
        for (color, player) in [("white", arbiter::Color::White), ("black", arbiter::Color::Black)] {
            let m = &v[color];
            if m["verdict"] == "can-mate" {
                let end = replay(fen, m["helpmate"].as_array().unwrap());
                assert!(end.is_check() && end.legal_moves().is_empty() && end.turn() != player, "{fen} {color}: {m}");
                assert_eq!(m["san"].as_array().unwrap().len(), m["helpmate"].as_array().unwrap().len());
            }
        }
    }
    let v = position_json(ROOK);
    assert_eq!(v["white"]["verdict"], "can-mate");
    assert_eq!(v["black"]["reason"], "lone-king");
    // The line in the reader's notation: numbered, Black's first move with `...`, Russian
    // letters under --lang ru.
    let en = text("en", ROOK);
    assert!(en[3].starts_with("White can still checkmate: for example 1... K"), "{en:?}");
    assert_eq!(en[5], "No draw can be claimed");
    let ru = text("ru", ROOK);
    assert!(ru[3].starts_with("Белые ещё могут поставить мат: например, 1... Кр"), "{ru:?}");
    assert!(ru[3].contains('Л'), "{ru:?}");
    assert_eq!(ru[5], "Потребовать ничью нельзя");
}

// Article 9.3: the fifty-move claim, and the move to declare (9.3.1).
#[test]
fn the_fifty_move_claims_are_listed_with_the_move_to_declare() {
    let v = position_json("8/8/8/4k3/8/8/8/4K2R w - - 100 80");
    assert_eq!(v["claims"][0]["kind"], "fifty-moves");
    assert_eq!(v["claims"][0]["move"], Value::Null);
    assert_eq!(
        text("en", "8/8/8/4k3/8/8/8/4K2R w - - 100 80")[5],
        "White may claim a draw: the last fifty moves by each player were made without a pawn move or a capture — Article 9.3.2"
    );
    let v = position_json("8/8/8/4k3/8/8/8/4K2R w - - 99 80");
    assert_eq!(
        (v["claims"][0]["kind"].as_str(), v["claims"][0]["article"].as_str()),
        (Some("fifty-moves"), Some("9.3.1"))
    );
    assert!(v["claims"][0]["move"].is_string(), "{v}");
    let ru = text("ru", "8/8/8/4k3/8/8/8/4K2R w - - 99 80");
    // The act of 9.3.1: write a move and declare to the arbiter the intention to make it —
    // any move that is neither a pawn move nor a capture; the one named is an example
    // (review 19a, A-4).
    let claim = ru[5]
        .strip_prefix(
            "Белые могут потребовать ничью: нужно записать на бланке ход, который не будет ни ходом пешкой, ни \
             взятием (например, ",
        )
        .and_then(|rest| rest.split_once("), "))
        .map(|(mv, rest)| (mv.starts_with("Кр") || mv.starts_with('Л'), rest));
    assert_eq!(
        claim,
        Some((
            true,
            "и заявить арбитру о намерении сделать этот ход; после него последние пятьдесят ходов каждого игрока \
             окажутся сделанными без хода пешкой и без взятия (статья 9.3.1)"
        )),
        "{ru:?}"
    );
}

const DOUBLE_CHECKS: [&str; 3] =
    ["5Q2/6k1/7P/8/8/8/8/K7 b - - 0 1", "5Q2/6k1/8/5N2/8/8/8/K7 b - - 0 1", "8/4N3/8/3k4/3R4/8/8/K7 b - - 0 1"];

// Article 3.10.3: a double check no last move can give (the three positions of issue 13).
#[test]
fn double_checks_no_last_move_gives_are_illegal_with_the_reason_in_both_languages() {
    for fen in DOUBLE_CHECKS {
        let pos = Position::from_fen_lenient(fen).unwrap();
        assert!(
            reasons(&pos).iter().any(|r| matches!(
                r,
                IllegalPositionReason::ImpossibleCheck { why: ImpossibleCheckKind::NoLastMoveGivesBoth, .. }
            )),
            "{fen}: {:?}",
            reasons(&pos)
        );
        assert!(Position::from_fen(fen).is_err(), "{fen} is refused when read strictly");
        let v = position_json(fen);
        assert_eq!(v["state"]["kind"], "illegal");
        assert_eq!(v["state"]["article"], "3.10.3");
        assert_eq!(v["illegal"][0]["rule"], "position-impossible-check");
        assert_eq!((&v["white"], &v["black"]), (&Value::Null, &Value::Null));
    }
    assert_eq!(
        text("en", DOUBLE_CHECKS[1])[2..],
        [
            "This position cannot arise in a game: the reason follows",
            "The king on g7 is in check from the knight on f5 and the queen on f8 at once, but no last move can have given both checks: one of them would have had to move just then and uncover the other, a line piece, and neither can have come from a square between the king and the other — Article 3.10.3",
        ]
    );
    // Review 4, K-2: the past tense, and the reason announced with a colon.
    assert_eq!(text("ru", DOUBLE_CHECKS[1])[2], "Такая позиция не могла возникнуть в партии. Причина:");
    // Review 3, H-16: after a 9.6 ending the helpmate is what could have been, not «ещё могут».
    let ended = text("ru", "4k3/8/8/8/8/8/8/4K2R w - - 150 100");
    assert!(ended[3].starts_with("Белые могли бы ещё поставить мат (например, 100. Лh7 "), "{ended:?}");
    assert!(ended[3].ends_with("), но партия уже закончилась вничью"), "{ended:?}");
    // Review 3, H-1: the check line speaks of the side to move only, so it never denies the
    // other king's check that the reasons then name.
    let other_in_check = text("ru", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(other_in_check[1], "Белый король не под шахом", "{other_in_check:?}");
    assert!(other_in_check[3].starts_with("Король чёрных на e8 под шахом ладьи на e7"), "{other_in_check:?}");
    let empty = text("ru", "8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(empty.iter().any(|l| l == "Такая позиция не могла возникнуть в партии. Причины:"), "{empty:?}");
    assert_eq!(
        text("ru", DOUBLE_CHECKS[2])[3],
        "Король на d5 одновременно под шахом ладьи на d4 и коня на e7, но объявить такой двойной шах последним ходом было нельзя — для этого одна из фигур должна была бы сделать ход и открыть линию другой, дальнобойной, а ни одна из них не могла прийти с поля между королём и другой фигурой (статья 3.10.3)"
    );
}

// Article 3.10.3: every double check a move gives is accepted — a discovered check with a
// knight, a promotion that uncovers a rook, an en passant capture, and every double check
// of many seeded random games.
#[test]
fn double_checks_that_a_move_gives_are_never_refused() {
    for (fen, uci) in [
        ("4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1", "e4d6"),
        ("6rk/7P/8/8/8/8/8/4K2R w - - 0 1", "h7g8q"),
        ("6rk/7P/8/8/8/8/8/4K2R w - - 0 1", "h7g8r"),
        ("8/3pk3/8/4P3/8/8/8/K3R3 b - - 0 1", "d7d5 e5d6"),
    ] {
        let mut pos = Position::from_fen(fen).unwrap();
        for m in uci.split(' ') {
            let mv = pos.legal_moves().iter().copied().find(|x| x.uci() == m).unwrap_or_else(|| panic!("{m} in {fen}"));
            pos = pos.play(mv).unwrap();
        }
        assert_eq!(pos.checkers().count(), 2, "{fen} {uci}: {}", pos.to_fen());
        assert_eq!(reasons(&pos), [], "{fen} {uci}: {}", pos.to_fen());
        assert!(Position::from_fen(&pos.to_fen()).is_ok());
    }
    let mut double = 0;
    for pos in common::random_positions(0x3103, 60, 300) {
        if pos.checkers().count() == 2 {
            double += 1;
        }
        assert_eq!(reasons(&pos), [], "{}", pos.to_fen());
    }
    assert!(double > 0, "the random games give some double checks");
}

// Streams: one FEN a line, one answer line each, in order; bad lines answered too.
#[test]
fn many_fens_on_stdin_get_one_answer_line_each_in_order() {
    let input = format!("{MATED}\nnot a fen\n{STALEMATE}\n{}\n{BISHOP}", DOUBLE_CHECKS[0]);
    let r = arbiter_bytes(&["position"], input.as_bytes(), &[]);
    assert_eq!(r.code, 2, "{}", r.err);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(lines.len(), 5, "{}", r.out);
    assert!(lines[0].starts_with("Black to move; Black is in check: the queen on g7; checkmate: White wins"));
    assert!(lines[1].starts_with("error: line 2: "), "{}", lines[1]);
    // Review 4, K-1: nothing follows the stalemate that ended the game.
    assert!(lines[2].ends_with("; stalemate: the game is drawn — Article 5.2.1"), "{}", lines[2]);
    // On one line the reasons follow the state after a colon (review 5, L-3).
    assert!(
        lines[3].contains("; this position cannot arise in a game: the king on g7 is in check from"),
        "{}",
        lines[3]
    );
    assert!(lines[4].contains("; dead position"));
    let r = arbiter_bytes(&["position", "--format", "json", "--lang", "ru"], input.as_bytes(), &[]);
    let lines: Vec<Value> = r.out.lines().map(json).collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["state"]["kind"], "checkmate");
    assert_eq!((lines[1]["error"]["kind"].as_str(), lines[1]["error"]["line"].as_i64()), (Some("fen"), Some(2)));
    assert_eq!(lines[2]["state"]["kind"], "stalemate");
    assert_eq!(lines[3]["state"]["kind"], "illegal");
    assert_eq!(lines[4]["state"]["kind"], "dead-position");
    assert!(lines[4]["black"]["message"].as_str().unwrap().starts_with("У чёрных остался только король"));
    // The bad line's text in the reader's language, prefix included.
    let r = arbiter_bytes(&["position", "--lang", "ru"], input.as_bytes(), &[]);
    let bad = r.out.lines().nth(1).unwrap_or_default().to_owned();
    assert!(bad.starts_with("ошибка: строка 2: неверная запись FEN"), "{bad}");
    // Review 2, G-4: on one line every sentence after the first continues it («; » and a
    // small letter; English keeps "White"/"Black"), and a reason follows a dash, not «. ».
    let one = |lang: &str| arbiter_bytes(&["position", "--lang", lang], BISHOP.as_bytes(), &[]).out;
    assert_eq!(
        one("ru").trim_end(),
        "Ход белых; белый король не под шахом; мёртвая позиция — ничья: ни один из игроков не может поставить \
         мат никакой серией возможных ходов (статья 5.2.2); на доске только короли и слон на d1, а он стоит на \
         белом поле: полей другого цвета рядом с королём он не атакует, поэтому мат невозможен; у чёрных \
         остался только король (e5), а одним королём мат поставить нельзя"
    );
    assert_eq!(
        one("en").trim_end(),
        "White to move; White is not in check; dead position: neither player can checkmate by any series of legal \
         moves, and the game is drawn — Article 5.2.2; only the kings and the bishop on d1 are left, and it stands \
         on a light square: it never attacks the squares of the other colour next to a king, so no checkmate is \
         possible; Black has only the king, on e5, and a king never gives check"
    );
}

// A PGN game: the position after ply N, with its history (threefold repetition, 9.2).
#[test]
fn the_position_after_a_ply_of_a_pgn_game() {
    let dir = std::env::temp_dir().join(format!("arbiter-position-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    std::fs::write(
        &path,
        "[Event \"a\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[Event \"b\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n[Event \"c\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Kxe8 *\n",
    )
    .unwrap();
    let p = path.to_str().unwrap();
    let r = arbiter_bytes(&["position", "--pgn", p, "--format", "json"], b"", &[]);
    let v = json(&r.out);
    assert_eq!((v["state"]["kind"].as_str(), v["state"]["winner"].as_str()), (Some("checkmate"), Some("white")));
    let r = arbiter_bytes(&["position", "--pgn", p, "--ply", "6", "--format", "json"], b"", &[]);
    let v = json(&r.out);
    assert_eq!(v["state"]["kind"], "playing");
    assert_eq!(v["fen"], "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    // The initial position appears for the third time after ply 8 of game 2.
    let r = arbiter_bytes(&["position", "--pgn", p, "--game", "2", "--ply", "8", "--format", "json"], b"", &[]);
    let v = json(&r.out);
    assert_eq!(
        (v["claims"][0]["kind"].as_str(), v["claims"][0]["article"].as_str()),
        (Some("threefold-repetition"), Some("9.2.2"))
    );
    let r = arbiter_bytes(&["position", "--lang", "ru", "--pgn", p, "--game", "2", "--ply", "8"], b"", &[]);
    assert!(
        r.out.contains("Белые могут потребовать ничью: одна и та же позиция возникла три раза (статья 9.2.2)"),
        "{}",
        r.out
    );
    // Errors: a ply past the end, a game that is not there (exit 2), an illegal move before
    // the ply asked for (exit 1).
    let r = arbiter_bytes(&["position", "--pgn", p, "--ply", "99"], b"", &[]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("the game has only seven half-moves: there is no half-move 99"), "{}", r.err);
    let r = arbiter_bytes(&["position", "--pgn", p, "--game", "9"], b"", &[]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("the file has only three games: there is no game 9"), "{}", r.err);
    // Review 2, G-14: «только …, полухода N нет», the plural agreeing (7 полуходов, 3 партии).
    let r = arbiter_bytes(&["position", "--lang", "ru", "--pgn", p, "--ply", "99"], b"", &[]);
    assert_eq!(r.err.trim_end(), "ошибка: в партии только семь полуходов, полухода 99 в ней нет");
    let r = arbiter_bytes(&["position", "--lang", "ru", "--pgn", p, "--game", "9"], b"", &[]);
    assert_eq!(r.err.trim_end(), "ошибка: в файле только три партии, партии 9 в нём нет");
    let r = arbiter_bytes(&["position", "--pgn", p, "--game", "3"], b"", &[]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(r.err.contains("ply 5 (3. Kxe8) is an illegal move"), "{}", r.err);
    let _ = std::fs::remove_dir_all(&dir);
}

// Review 8, P-12: nothing is said about the check of a king that is not on the board.
#[test]
fn no_check_line_for_a_side_without_a_king() {
    for (lang, no_check) in [("en", "White is not in check"), ("ru", "Белый король не под шахом")]
    {
        let lines = text(lang, "8/8/8/8/8/8/8/8 w - - 0 1");
        assert!(!lines.iter().any(|l| l == no_check), "{lines:?}");
        let lines = text(lang, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert!(lines.iter().any(|l| l == no_check), "{lines:?}");
    }
}

// Review 32f, G-1: more men of a colour than a set holds is a position that cannot arise
// (Article 3.10.3), answered as such — not refused as input — with `--fen`, on standard
// input and in JSON; commands that play on the position still refuse it.
#[test]
fn more_men_than_a_set_is_answered_under_3_10_3() {
    let fen = "4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/4K3 w - - 0 1";
    assert_eq!(
        text("ru", fen),
        [
            "Ход белых",
            "Белый король не под шахом",
            "Такая позиция не могла возникнуть в партии. Причина:",
            "У белых на доске 17 фигур вместе с пешками, а в комплекте у каждой стороны их только 16 (статья 3.10.3)",
        ]
    );
    let json = position_json(fen);
    assert_eq!(json["state"]["kind"], "illegal", "{json}");
    assert_eq!(json["illegal"][0]["rule"], "position-too-many-pieces", "{json}");
    assert_eq!(json["white"], Value::Null, "{json}");
    // Twenty-one queens giving four checks at once: every reason, and the checks, are said.
    let json = position_json("QQQQk3/QQQQQQQQ/8/8/8/8/QQQQQQQQ/4K3 b - - 0 1");
    assert_eq!(json["check"].as_array().map(Vec::len), Some(4), "{json}");
    assert_eq!(json["illegal"].as_array().map(Vec::len), Some(2), "{json}");
    let r = arbiter_bytes(&["position", "--lang", "ru"], format!("{fen}\n8/8/8/8/8/8/8/8 w - - 0 1\n").as_bytes(), &[]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(r.out.starts_with("Ход белых; белый король не под шахом; такая позиция не могла возникнуть в партии: у белых на доске 17 фигур"), "{}", r.out);
    let r = arbiter_bytes(&["explain", "--lenient", "--fen", fen, "--move", "Kd1"], b"", &[]);
    assert_eq!(r.code, 2, "{}{}", r.out, r.err);
}
