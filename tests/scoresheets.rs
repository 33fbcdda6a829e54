//! Scoresheets as arbiters meet them (issue 13, item 6): an ambiguous move is a problem of
//! notation (Appendix C.10) that lists its candidates, not an illegal move; `e.p.` is read
//! in PGN as `explain` reads it; under `--lang ru`, letters that look alike in Latin and
//! Russian script get a hint naming the move meant; every third and later occurrence of a
//! position is listed as claimable (9.2.2), with the side that may claim and the count.

mod common;

use common::arbiter_bytes;

fn replay(args: &[&str], pgn: &str) -> common::Run {
    let mut all = vec!["replay"];
    all.extend_from_slice(args);
    all.push("-");
    arbiter_bytes(&all, pgn.as_bytes(), &[])
}

fn json(args: &[&str], pgn: &str) -> (i32, serde_json::Value) {
    let mut all = vec!["--format", "json"];
    all.extend_from_slice(args);
    let r = replay(&all, pgn);
    (r.code, serde_json::from_str(&r.out).unwrap_or_else(|e| panic!("{e}: {}{}", r.out, r.err)))
}

const AMBIGUOUS: &str = "[Result \"*\"]\n\n1. Na3 e5 2. Nf3 e4 3. Nd4 a6 4. Nb5 h6 *\n";

#[test]
fn an_ambiguous_move_is_a_problem_of_notation_listing_its_candidates() {
    let (code, v) = json(&[], AMBIGUOUS);
    let g = &v["games"][0];
    assert_eq!(g["illegal"], serde_json::Value::Null, "{g}");
    assert_eq!(g["notation"]["ply"], 7);
    assert_eq!(g["notation"]["move"], "Nb5");
    assert_eq!(g["notation"]["article"], "C.10");
    assert_eq!(
        g["notation"]["candidates"],
        serde_json::json!([{"san": "Nab5", "uci": "a3b5"}, {"san": "Ndb5", "uci": "d4b5"}])
    );
    assert_eq!(code, 1);

    let r = replay(&[], AMBIGUOUS);
    assert!(
        r.out.contains(
            "Ply 7 (4. Nb5) is a problem of notation, not an illegal move: it may mean Nab5 or Ndb5; the rest of the \
             game is not checked"
        ),
        "{}",
        r.out
    );
    assert!(!r.out.contains("is not a legal move"), "{}", r.out);
    let r = replay(&["--lang", "ru"], AMBIGUOUS);
    assert!(
        r.out.contains(
            "Полуход 7 (4. Кb5) — ошибка записи, а не невозможный ход: это может быть Кab5 или Кdb5; дальше партия \
             не проверяется"
        ),
        "{}",
        r.out
    );
}

#[test]
fn e_p_is_read_in_pgn_as_explain_reads_it() {
    for written in ["exd6 e.p.", "exd6e.p.", "exd6 e.p. $1"] {
        let pgn = format!("1. e4 a6 2. e5 d5 3. {written} Nc6 *\n");
        let (code, v) = json(&[], &pgn);
        assert_eq!(code, 0, "{written}: {v}");
        assert_eq!(v["games"][0]["plies"], 6, "{written}: {v}");
        assert!(v["games"][0]["illegal"].is_null(), "{written}: {v}");
    }
    // Written after a move that is not en passant, it changes nothing either: the move is
    // judged as written (explain reads it so too).
    let (code, _) = json(&[], "1. e4 d5 2. exd5 e.p. *\n");
    assert_eq!(code, 0);
    // `e.p.` before any move is not a move.
    let (code, v) = json(&[], "e.p. *\n");
    assert_eq!((code, v["games"][0]["error"]["kind"].as_str()), (2, Some("pgn")));
}

#[test]
fn letters_that_look_alike_get_a_hint_under_russian() {
    // A Latin K: the king cannot go to f3; the Russian К (knight) can.
    let pgn = "1. e4 e5 2. Kf3 *\n";
    let (code, v) = json(&["--lang", "ru"], pgn);
    assert_eq!(code, 1);
    let hint = &v["games"][0]["illegal"]["hint"];
    assert_eq!(hint["moves"], serde_json::json!([{"san": "Nf3", "uci": "g1f3"}]), "{v}");
    assert_eq!(
        hint["message"],
        "Подсказка: в записи «Kf3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, \
         получится Кf3 — вероятно, этот ход и имелся в виду; чтобы он был принят, исправьте запись в PGN: \
         вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)"
    );
    // In English letters the K is a king, and no hint is given.
    let (_, v) = json(&[], pgn);
    assert!(v["games"][0]["illegal"].get("hint").is_none(), "{v}");

    // A Cyrillic е is no file: the move is not notation; the hint names e5.
    let r = replay(&["--lang", "ru"], "1. e4 е5 *\n");
    assert_eq!(r.code, 2);
    assert!(r.out.contains("получится e5 — вероятно"), "{}", r.out);
    // Castling with the Cyrillic О.
    let r = replay(&["--lang", "ru"], "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. О-О *\n");
    assert!(r.out.contains("получится 0-0 — вероятно"), "{}", r.out);
    let (_, v) = json(&["--lang", "ru"], "1. e4 e5 2. Nf3 Nc6 3. Cc4 *\n");
    assert!(v["games"][0]["hint"].as_str().unwrap().contains("получится Сc4"), "{v}");
    // In English no hint.
    let (_, v) = json(&[], "1. e4 е5 *\n");
    assert!(v["games"][0].get("hint").is_none(), "{v}");
    // A Cyrillic «К» that begins the record is the knight: no knight can go to f2, and the
    // king's move Крf2 is not what was meant (review 15, V-6 — in replay too).
    let (_, v) = json(&["--lang", "ru"], "1. f4 e5 2. Кf2 *\n");
    assert!(v["games"][0]["illegal"].is_object() && v["games"][0]["illegal"].get("hint").is_none(), "{v}");
}

/// Review 18, Z-13: the hint on a game's FIRST move, which no move before it has begun —
/// from the initial position or from the game's `FEN` tag, read whole or cut into parts
/// for threads, from a file or a pipe.
#[test]
fn letters_that_look_alike_get_a_hint_on_a_games_first_move_too() {
    let possible = "Подсказка: в записи «Кс3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кc3 — вероятно, этот ход и имелся в виду";
    let impossible = "Подсказка: в записи «Кс3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кc3, но и такой ход здесь невозможен";
    // The knight on e2 is pinned by the rook on e7: Кc3 cannot be made from this start.
    let pinned = "[FEN \"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Кс3 *\n";
    let games = format!("[Event \"1\"]\n\n1. Кс3 *\n\n[Event \"2\"]\n{pinned}\n[Event \"3\"]\n\n1. e4 e5 *\n");
    for threads in ["1", "2"] {
        let r = arbiter_bytes(&["--lang", "ru", "replay", "-"], games.as_bytes(), &[("ARBITER_THREADS", threads)]);
        assert_eq!(r.code, 2, "{}{}", r.out, r.err);
        let hints: Vec<&str> = r.out.lines().filter(|l| l.trim_start().starts_with("Подсказка")).collect();
        assert_eq!(hints.len(), 2, "{threads} threads: {}", r.out);
        assert!(hints[0].contains(possible), "{threads} threads: {}", r.out);
        assert!(hints[1].contains(impossible), "{threads} threads: {}", r.out);
    }
    let (_, v) = json(&["--lang", "ru"], "1. Кс3 *\n");
    assert!(v["games"][0]["hint"].as_str().unwrap().contains(possible), "{v}");
}

/// Review 20, C-17: a game over in its start position (a dead position: K+N v K) whose first
/// record has look-alike letters gets the hint too — in the final position, where the record
/// stands; a later record after the end does not (the position it was written in is not
/// known).
#[test]
fn letters_that_look_alike_get_a_hint_on_the_first_record_after_the_end() {
    let hint = "Подсказка: в записи «Кра2» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Крa2 — вероятно, этот ход и имелся в виду";
    let dead = "[FEN \"7k/8/8/8/8/8/8/KN6 w - - 0 1\"]\n[SetUp \"1\"]\n\n";
    let first = format!("{dead}1. Кра2 Kg7 1/2-1/2\n");
    let r = arbiter_bytes(&["--lang", "ru", "replay", "-"], first.as_bytes(), &[]);
    assert_eq!(r.code, 2, "{}{}", r.out, r.err);
    assert!(r.out.contains(hint), "{}", r.out);
    let later = format!("{dead}1. Kb2 Kg7 2. Кра2 1/2-1/2\n");
    let r = arbiter_bytes(&["--lang", "ru", "replay", "-"], later.as_bytes(), &[]);
    assert_eq!(r.code, 2, "{}{}", r.out, r.err);
    assert!(!r.out.contains("Подсказка"), "{}", r.out);
}

#[test]
fn every_third_and_later_occurrence_is_listed_with_the_side_and_the_count() {
    let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *\n";
    let repetitions = |v: &serde_json::Value| -> Vec<(u64, String, u64)> {
        v["games"][0]["claims"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["article"] == "9.2.2" || c["article"] == "9.2 b")
            .map(|c| (c["ply"].as_u64().unwrap(), c["side"].as_str().unwrap().to_owned(), c["times"].as_u64().unwrap()))
            .collect()
    };
    let (_, v) = json(&[], shuffle);
    let got = repetitions(&v);
    // The initial position: 3rd after ply 8, 4th after ply 12 (the 5th, ply 16, ends the
    // game under 9.6.1); after 1. Nf3: 3rd after ply 9, 4th after 13; and so on.
    let want: Vec<(u64, String, u64)> = (8..=15)
        .map(|ply| (ply, if ply % 2 == 0 { "white" } else { "black" }.to_owned(), if ply < 12 { 3 } else { 4 }))
        .collect();
    assert_eq!(got, want);
    // Under 2009 nothing ends the game: the fifth occurrence is a claim too.
    let (_, v) = json(&["--edition", "2009"], shuffle);
    assert!(repetitions(&v).contains(&(16, "white".to_owned(), 5)), "{v}");
}

#[test]
fn moves_inside_variations_are_checked() {
    let pgn = "1. e4 (1. d4 d5 (1... Kd7 2. c4) 2. c4) e5 2. Nf3 (2. Bc4 Bb4 3. Ke3 Nf6) Nc6 *\n";
    let (code, v) = json(&[], pgn);
    let g = &v["games"][0];
    assert_eq!(g["illegal"], serde_json::Value::Null, "{g}");
    assert_eq!(g["plies"], 4);
    let found: Vec<(u64, &str, &str)> = g["variations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (f["ply"].as_u64().unwrap(), f["move"].as_str().unwrap(), f["violations"][0]["rule"].as_str().unwrap())
        })
        .collect();
    // The king cannot go to d7 (its own pawn stands there), nor two squares to e3.
    assert_eq!(found, [(2, "Kd7", "own-piece-on-target-square"), (5, "Ke3", "king-moves-to-adjoining-square")]);
    assert_eq!(code, 1);
    let r = replay(&["--lang", "ru"], pgn);
    // Review 2, G-19: a variation's move in the reader's letters, as a mainline move is —
    // but a record with a look-alike letter (this Latin K) as written, its hint below
    // (review 27a, G-1).
    assert!(r.out.contains("В варианте полуход 5 (3. Ke3) — невозможный ход:"), "{}", r.out);
    // …and with the same look-alike hint (a Latin K read as the Russian К: Кc3), headed as
    // written (review 27a, G-1).
    let pgn = "1. e4 e5 2. Nf3 (2. Kc3 Nc6) Nc6 *\n";
    let r = replay(&["--lang", "ru"], pgn);
    assert!(
        r.out.contains(
            "  В варианте полуход 3 (2. Kc3) — невозможный ход:\n    Король на e1 не может пойти на c3: король, \
             кроме как при рокировке, ходит только на соседнее поле (статья 3.8.1)\n    Подсказка: в записи «Kc3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кc3 — \
             вероятно, этот ход и имелся в виду; чтобы он был принят, исправьте запись в PGN: вертикаль — латинской \
             буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)"
        ),
        "{}",
        r.out
    );
    let (_, v) = json(&["--lang", "ru"], pgn);
    let found = &v["games"][0]["variations"][0];
    assert_eq!((found["move"].as_str(), found["hint"]["moves"][0]["uci"].as_str()), (Some("Kc3"), Some("b1c3")), "{v}");

    // The variations of well-known games are legal.
    let (code, v) = json(&[], include_str!("data/games.pgn"));
    assert_eq!(code, 0);
    assert!(v["games"].as_array().unwrap().iter().all(|g| g["variations"].as_array().unwrap().is_empty()), "{v}");
}

/// Appendix C (the notation): a move that cannot be read is named, and why, the reason a
/// sentence of its own in both languages («— не ход. Неверная алгебраическая запись, символ
/// 2: …», not two colons in a row: «— не ход: неверная …: …»).
#[test]
fn a_move_that_cannot_be_read_says_why_in_a_sentence_of_its_own() {
    let pgn = "[Result \"*\"]\n\n1. e4 e5 2. Zz3 *\n";
    let ru = replay(&["--lang", "ru"], pgn);
    assert_eq!(ru.code, 2, "{}{}", ru.out, ru.err);
    let said = format!("{}{}", ru.out, ru.err);
    assert!(said.contains("«Zz3» — не ход. Неверная алгебраическая запись, символ 1: «Z» здесь неуместен"), "{said}");
    let en = replay(&["--lang", "en"], pgn);
    let said = format!("{}{}", en.out, en.err);
    let (_, reason) = said.split_once("“Zz3” is not a move. ").unwrap_or_else(|| panic!("{said}"));
    assert!(reason.starts_with(|c: char| c.is_uppercase()), "{said}");
    assert_eq!(reason.lines().next().unwrap_or("").matches(':').count(), 1, "{said}");
}

// Review 8, P-10: a character that cannot be seen is named by its code, not quoted as nothing.
#[test]
fn an_unexpected_invisible_character_is_named_by_its_code() {
    let pgn = "[Result \"*\"]\n\n1. e4 \u{7f} e5 *\n";
    let ru = replay(&["--lang", "ru"], pgn);
    let said = format!("{}{}", ru.out, ru.err);
    assert!(said.contains("неожиданный символ U+007F"), "{said}");
    let en = replay(&["--lang", "en"], pgn);
    let said = format!("{}{}", en.out, en.err);
    assert!(said.contains("unexpected character U+007F"), "{said}");
    // A visible one is quoted.
    let en = replay(&["--lang", "en"], "[Result \"*\"]\n\n1. e4 < e5 *\n");
    let said = format!("{}{}", en.out, en.err);
    assert!(said.contains("unexpected character “<”"), "{said}");
}

/// Appendix C.10 in a variation: an ambiguous record there is a problem of notation, not an
/// illegal move, as on the mainline (review 23a, G-4).
#[test]
fn an_ambiguous_record_in_a_variation_is_a_problem_of_notation() {
    let pgn = "[Result \"*\"]\n\n1. e4 e5 2. Кc3 Кf6 3. Кge2 (3. Кe2 Кc6) Кc6 *\n";
    let ru = replay(&["--lang", "ru"], pgn);
    assert!(
        ru.out.contains(
            "  В варианте полуход 5 (3. Кe2) — ошибка записи, а не невозможный ход: это может быть Кge2 или Кce2; \
             дальше вариант не проверяется\n    На e2 могут пойти оба коня (с g1 и c3), поэтому в записи хода нужно \
             указать, о каком коне идёт речь (приложение C.10)\n"
        ),
        "{}",
        ru.out
    );
    assert!(!ru.out.contains("— невозможный ход"), "{}", ru.out);
    let en = replay(&["--lang", "en"], pgn.replace('К', "N").as_str());
    assert!(
        en.out.contains(
            "  In a variation, ply 5 (3. Ne2) is a problem of notation, not an illegal move: it may mean Nge2 or \
             Nce2; the rest of the variation is not checked\n"
        ),
        "{}",
        en.out
    );
}

/// Appendix C with 3.10.2: a Latin «Ke2» in a game written in Russian letters is the king's
/// move as read, and the knight's Кe2 read the other way is named under the game (review
/// 23a, G-2); a game written in Latin letters alone is read as PGN writes it.
#[test]
fn a_latin_record_in_a_russian_game_legal_both_ways_is_named_with_both_readings() {
    let ru = replay(&["--lang", "ru"], "[Result \"*\"]\n\n1. e4 e5 2. Кf3 Кc6 3. Кc3 Кf6 4. d3 d6 5. Ke2 Сe7 *\n");
    assert_eq!(ru.code, 0, "{}{}", ru.out, ru.err);
    assert!(
        ru.out.contains(
            "  Полуход 9 (5. Ke2) — запись можно прочитать двояко:\n    Подсказка: запись «Ke2» прочитана как Крe2, \
             но в ней есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кe2 — \
             тоже возможный ход; если имелся в виду он, исправьте запись в PGN: вертикаль — латинской буквой (a–h), \
             фигуру — русской (Кр, Ф, Л, С, К)\n"
        ),
        "{}",
        ru.out
    );
    let latin = replay(&["--lang", "ru"], "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. d3 d6 5. Ke2 Be7 *\n");
    assert!(!latin.out.contains("двояко"), "{}", latin.out);
}

/// Article 3.10.2 before Appendix C: a game stopped at an illegal move keeps that finding
/// when a later record cannot be read — the error no longer hides it (review 23a, G-3).
#[test]
fn a_record_that_cannot_be_read_after_an_illegal_move_does_not_hide_it() {
    let pgn = "[Result \"*\"]\n\n1. e4 e5 2. Kf3 Кc6 3. Cc4 Kf6 *\n";
    let ru = replay(&["--lang", "ru"], pgn);
    assert_eq!(ru.code, 2, "{}{}", ru.out, ru.err);
    let said = format!("{}{}", ru.out, ru.err);
    assert!(
        said.contains(
            "«Cc4» — не ход. Неверная алгебраическая запись, символ 1: «C» здесь неуместен\n  До этой записи \
             проверка партии уже остановилась:\n    Полуход 3 (2. Kf3) — невозможный ход:\n      Король на e1 не \
             может пойти на f3"
        ),
        "{said}"
    );
    assert!(said.contains("получится Кf3 — вероятно, этот ход и имелся в виду"), "{said}");
    let en = replay(&["--lang", "en"], "[Result \"*\"]\n\n1. e4 e5 2. Kf3 Nc6 3. Zz4 *\n");
    let said = format!("{}{}", en.out, en.err);
    assert!(
        said.contains("\n  Before this record, the replay of the game had already stopped:\n    Ply 3 (2. Kf3) is not a legal move"),
        "{said}"
    );
}

/// Article 5.1.2 with no `Termination` tag: the resignation a decisive result is checked
/// against is only assumed, and the sentence says "if" (review 24a, G-11); a tag that says
/// so makes it a fact.
#[test]
fn a_resignation_not_recorded_is_assumed_not_stated() {
    let game =
        |tag: &str| format!("[FEN \"4k3/8/8/8/8/8/8/4K2R b - - 0 1\"]\n[Result \"0-1\"]\n{tag}\n1... Kd7 2. Rh2 0-1\n");
    let ru = replay(&["--lang", "ru"], &game(""));
    assert_eq!(ru.code, 1, "{}{}", ru.out, ru.err);
    assert!(
        ru.out.contains(
            "  Если партия окончилась сдачей белых (тег Termination не указан), записанный результат 0-1 неверен: чёрные \
             не могли поставить мат никакой серией возможных ходов, поэтому партия должна была закончиться вничью, \
             результат — 1/2-1/2 (статья 5.1.2)"
        ),
        "{}",
        ru.out
    );
    let en = replay(&[], &game(""));
    assert!(
        en.out.contains(
            "  If the game ended by White's resignation (no Termination tag says how it ended), the result 0-1 is wrong"
        ),
        "{}",
        en.out
    );
    let stated = replay(&[], &game("[Termination \"Normal\"]\n"));
    assert!(
        stated.out.contains("  The result 0-1 is wrong: White resigned, but Black could not checkmate"),
        "{}",
        stated.out
    );
}

/// A Latin «Ke2» legal both ways before the game's first move in Russian letters is noted
/// once such a move comes (review 26a, G-1), and not in a game written in Latin letters.
#[test]
fn a_latin_record_before_the_first_russian_one_is_noted_too() {
    let ru = replay(&["--lang", "ru"], "[FEN \"4k3/p7/8/8/8/8/8/4K1N1 w - - 0 1\"]\n[Result \"*\"]\n\n1. Ke2 Крd7 *\n");
    assert!(ru.out.contains("  Полуход 1 (1. Ke2) — запись можно прочитать двояко:\n"), "{}", ru.out);
    let latin =
        replay(&["--lang", "ru"], "[FEN \"4k3/p7/8/8/8/8/8/4K1N1 w - - 0 1\"]\n[Result \"*\"]\n\n1. Ke2 Kd7 *\n");
    assert!(!latin.out.contains("двояко"), "{}", latin.out);
}
