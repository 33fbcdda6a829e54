//! Editions change rules, not only numbers (issue 10, item 3; `docs/editions.md`): under
//! the 2009 and 2005 editions fivefold repetition and seventy-five moves end no game, a dead
//! position cites 2009 Article 9.6, and every command that takes `--edition` follows it —
//! the game model, `replay` (text and JSON), `explain`, `quote`.

use std::process::{Command, Stdio};

use arbiter::notation::San;
use arbiter::{Edition, Ending, Game, Position};

fn play(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        let san: San = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        match arbiter::laws::notation::adjudicate_san(game.position(), &san) {
            arbiter::Ruling::Legal(m) => game.play(m).unwrap(),
            other => panic!("{text} is illegal: {other:?}"),
        }
    }
}

const KNIGHTS: &str = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";

#[test]
fn the_game_model_ends_games_by_the_editions_rules() {
    for (edition, ends) in [(Edition::E2023, true), (Edition::E2009, false), (Edition::E2005, false)] {
        let mut game = Game::new(Position::new()).with_edition(edition);
        assert_eq!(game.edition(), edition);
        play(&mut game, KNIGHTS);
        assert_eq!(game.repetitions(), 5);
        assert_eq!(matches!(game.ending(), Some(Ending::FivefoldRepetition { times: 5 })), ends, "{edition}");
        if !ends {
            // Still a draw the player may claim (9.2.2), as under every edition.
            assert!(game.claims().iter().any(|c| c.rule() == arbiter::RuleId::ThreefoldRepetition), "{edition}");
        }

        let mut game =
            Game::new(Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 148 100").unwrap()).with_edition(edition);
        play(&mut game, "Ra2 Kd8");
        assert_eq!(matches!(game.ending(), Some(Ending::SeventyFiveMoves { .. })), ends, "{edition}");

        // A dead position ends the game in every edition.
        let mut game =
            Game::new(Position::from_fen("4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1").unwrap()).with_edition(edition);
        play(&mut game, "Bxd2");
        assert!(matches!(game.ending(), Some(Ending::DeadPosition(_))), "{edition}");
    }
    // The default is the edition in force.
    assert_eq!(Game::new(Position::new()).edition(), Edition::E2023);
}

struct Run {
    code: i32,
    out: String,
    err: String,
}

fn arbiter(args: &[&str], stdin: &str) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for k in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(k);
    }
    let mut child = cmd.spawn().expect("the binary runs");
    {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    }
    let output = child.wait_with_output().unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8(output.stdout).unwrap(),
        err: String::from_utf8(output.stderr).unwrap(),
    }
}

const FIVEFOLD_PGN: &str = "[Event \"Knights\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n\
    1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 *\n";

const DEAD_PGN: &str = "[Event \"Dead\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n\
    1. Bxd2 1/2-1/2\n";

#[test]
fn replay_follows_the_edition() {
    let json = |args: &[&str], pgn: &str| -> serde_json::Value {
        let r = arbiter(args, pgn);
        assert_eq!(r.code, 0, "{args:?}: {}", r.err);
        serde_json::from_str(&r.out).unwrap_or_else(|e| panic!("{e}: {}", r.out))
    };
    let v = json(&["replay", "--format", "json", "-"], FIVEFOLD_PGN);
    assert_eq!(v["games"][0]["ending"]["kind"], "fivefold-repetition");
    assert_eq!(v["games"][0]["ending"]["article"], "9.6.1");
    assert_eq!(v["games"][0]["ending"]["ply"], 16);

    let v = json(&["replay", "--format", "json", "--edition", "2009", "-"], FIVEFOLD_PGN);
    assert!(v["games"][0]["ending"].is_null(), "{v}");
    let claims = v["games"][0]["claims"].as_array().unwrap();
    assert!(claims.iter().any(|c| c["kind"] == "threefold-repetition" && c["article"] == "9.2 b"), "{claims:?}");
    assert!(claims.iter().all(|c| c["article"] != "9.6.1"));

    let v = json(&["replay", "--format", "json", "--edition", "2009", "-"], DEAD_PGN);
    assert_eq!(v["games"][0]["ending"]["kind"], "dead-position");
    assert_eq!(v["games"][0]["ending"]["article"], "9.6");
    let v = json(&["replay", "--format", "json", "-"], DEAD_PGN);
    assert_eq!(v["games"][0]["ending"]["article"], "5.2.2");

    let r = arbiter(&["replay", "--edition", "2009", "-"], FIVEFOLD_PGN);
    assert!(r.out.contains("The game did not end on the board\n"), "{}", r.out);
    assert!(r.out.contains("Article 9.2 b, 2009 edition"), "{}", r.out);
    let r = arbiter(&["replay", "--edition", "2009", "--lang", "ru", "-"], DEAD_PGN);
    assert!(
        r.out.contains(": мёртвая позиция — ни один из игроков не может поставить мат никакой серией возможных ходов; партия закончилась вничью (статья 9.6 в редакции 2009 года)"),
        "{}",
        r.out
    );
}

#[test]
fn explain_cites_the_editions_numbers() {
    let castle = ["explain", "--fen", "4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1", "--move", "O-O"];
    for (edition, article) in [("2023", "3.8.2.2.1"), ("2009", "3.8 b (2) (a)"), ("2005", "3.8 a ii (2) a")] {
        let r = arbiter(&[&castle[..], &["--edition", edition, "--format", "json"]].concat(), "");
        assert_eq!(r.code, 1);
        let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
        assert_eq!(v["violations"][0]["article"], article, "{edition}");
        assert_eq!(v["violations"][0]["edition"], edition);
    }
    // `seed` names the 2005 edition; an unknown edition lists those there are.
    let r = arbiter(&[&castle[..], &["--edition", "seed"]].concat(), "");
    assert!(r.out.ends_with("— Article 3.8 a ii (2) a, 2005 edition\n"), "{}", r.out);
    let r = arbiter(&[&castle[..], &["--edition", "1997"]].concat(), "");
    assert_eq!(r.code, 2);
    assert!(
        r.err.starts_with("error: “1997” is not a valid value for --edition <EDITION>: it takes 2023, 2009 or 2005"),
        "{}",
        r.err
    );
    // A legal move under 2009: the end of 2009 Article 4.6.
    let r = arbiter(&["explain", "--edition", "2009", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--move", "Kd1"], "");
    assert_eq!(r.out, "Kd1 (e1d1) is a legal move — Article 4.6, 2009 edition\n");
}

#[test]
fn quote_shows_what_the_edition_says() {
    let r = arbiter(&["quote", "5.1.2", "--edition", "2009"], "");
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "Article 5.1 b, 2009 edition (5.1.2 in 2023) — Resignation\n\
         [Summary in our own words — not the official text of the Laws]\n\
         A player who declares that he or she resigns loses, and the game ends at once.\n"
    );
    let r = arbiter(&["quote", "5.1.2"], "");
    assert!(r.out.contains("drawn instead if the opponent could not checkmate"), "{}", r.out);

    // The seed's castling words are the 2005 edition's; 2023's article is our summary.
    let r = arbiter(&["quote", "3.8.2", "--only", "--edition", "2005"], "");
    assert!(r.out.starts_with("Article 3.8 a ii, 2005 edition (3.8.2 in 2023) — Castling\n[Quote — FIDE Laws of Chess, 2005 edition, English, Article 3.8 a ii]\n"), "{}", r.out);
    assert!(r.out.contains("either rook of the same colour on the same rank"), "{}", r.out);
    // A Russian reader gets the English words, their source said in Russian (review F-2).
    let r = arbiter(&["quote", "3.8 a ii", "--only", "--edition", "2005", "--lang", "ru"], "");
    assert!(
        r.out.starts_with(
            "Статья 3.8 a ii в редакции 2005\u{a0}г. (в редакции 2023\u{a0}г. — 3.8.2) — Рокировка\n\
             (Русского текста пока нет; приводится английский.)\n\
             [Цитата — Правила игры в шахматы ФИДЕ, редакция 2005\u{a0}г., английский текст, статья 3.8 a ii]\n"
        ),
        "{}",
        r.out
    );
    assert!(!r.out.contains("FIDE Laws"), "{}", r.out);
    // Our 2023 summary under an older edition says its cross-references are 2023 numbers
    // (review F-6); the edition's own text and the 2023 edition need no such note.
    let r = arbiter(&["quote", "3.8.2.1", "--only", "--edition", "2009", "--lang", "ru"], "");
    assert!(
        r.out.contains(
            "\n[Изложение своими словами — не официальный текст Правил; номера статей в нём — по редакции 2023\u{a0}г.]\n\
             Право на рокировку утрачивается навсегда в случаях статей 3.8.2.1.1 и 3.8.2.1.2."
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "3.7", "--only", "--edition", "2009"], "");
    assert!(r.out.contains("\n[Summary in our own words — not the official text of the Laws; the articles it refers to are numbered as in the 2023 edition]\n"), "{}", r.out);
    let r = arbiter(&["quote", "3.8.2.1", "--only", "--lang", "ru"], "");
    assert!(r.out.contains("\n[Изложение своими словами — не официальный текст Правил]\n"), "{}", r.out);
    let r = arbiter(&["quote", "3.8.2", "--only"], "");
    assert!(r.out.contains("[Summary in our own words"), "{}", r.out);

    // 2009's 9.6 is the dead position; 2023's 9.6 was not in the 2009 edition. The heading
    // names the number asked first and the other beside it (review 26a, G-5).
    let r = arbiter(&["quote", "9.6", "--edition", "2009", "--only"], "");
    assert!(
        r.out.starts_with(
            "Article 9.6, 2009 edition (5.2.2 in 2023; the 2009 edition states it in Article 5.2 b too) — Dead position\n"
        ),
        "{}",
        r.out
    );
    assert!(r.out.contains("refers to Article 9.6"), "{}", r.out);
    let r = arbiter(&["quote", "5.2.2", "--edition", "2009", "--lang", "ru"], "");
    assert!(
        r.out.starts_with(
            "Статья 5.2 b в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 5.2.2; о том же в редакции 2009\u{a0}г. и статья 9.6) — Мёртвая позиция\n"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "9.6", "--edition", "2009", "--lang", "ru", "--only"], "");
    assert!(
        r.out.starts_with(
            "Статья 9.6 в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 5.2.2; о том же в редакции 2009\u{a0}г. и статья 5.2 b) — Мёртвая позиция\n"
        ),
        "{}",
        r.out
    );
    // The list gives both numbers, and 2023's 7.5.2 the 2009 article a ruling cites for it.
    let r = arbiter(&["quote", "--list", "--edition", "2009"], "");
    let row = |number: &str| {
        r.out.lines().find(|l| l.split_whitespace().next() == Some(number)).unwrap_or_default().to_owned()
    };
    assert!(row("5.2.2").contains(" 5.2 b, 9.6 "), "{}", row("5.2.2"));
    assert!(row("7.5.2").contains(" 7.4 a "), "{}", row("7.5.2"));
    assert!(row("9.6").contains(" — "), "{}", row("9.6"));
    let r = arbiter(&["quote", "5.2.2", "--edition", "2005", "--format", "json"], "");
    assert!(r.out.contains(r#""number":"5.2 b","in_edition":"yes","cited_as":"9.6","edition":"2005""#), "{}", r.out);
    // A ruling citing 2009's 9.6 quotes the article under that number.
    let r = arbiter(
        &[
            "explain",
            "--fen",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "--move",
            "e1e3",
            "--completed",
            "--edition",
            "2009",
            "--quote",
        ],
        "",
    );
    assert!(r.out.contains("changes nothing — Article 9.6, 2009 edition\n"), "{}", r.out);
    assert!(r.out.contains("\nArticle 9.6, 2009 edition (5.2.2 in 2023; the 2009 edition states it in Article 5.2 b too) — Dead position\n"), "{}", r.out);

    // Whole Articles keep their numbers in 2005 (1–9; 2023's 10–12 are 2005's 11–13), their
    // points stay of unknown number, not absent (review 26b, H-2).
    let r = arbiter(&["quote", "9", "--edition", "2005", "--lang", "ru", "--only"], "");
    assert!(r.out.starts_with("Статья 9 (тот же номер в редакциях 2005, 2009 и 2023\u{a0}гг.) — Ничья\n"), "{}", r.out);
    let r = arbiter(&["quote", "10", "--edition", "2005", "--only"], "");
    assert!(r.out.starts_with("Article 11, 2005 edition (10 in 2023) — Points\n"), "{}", r.out);
    let r = arbiter(&["quote", "--list", "--edition", "2005"], "");
    let row = |number: &str| {
        r.out.lines().find(|l| l.split_whitespace().next() == Some(number)).unwrap_or_default().to_owned()
    };
    for (article, label) in [("1", "1"), ("3", "3"), ("5", "5"), ("9", "9"), ("11", "12"), ("12", "13")] {
        assert_eq!(row(article).split_whitespace().nth(1), Some(label), "{}", row(article));
    }
    for unknown in ["1.1", "3.1.1", "5.1.1", "9.2", "9.4", "C", "C.10"] {
        assert_eq!(row(unknown).split_whitespace().nth(1), Some("?"), "{}", row(unknown));
    }
    assert_eq!(row("5.2.2").split_whitespace().nth(1), Some("5.2"), "{}", row("5.2.2"));
    assert_eq!(row("9.6.1").split_whitespace().nth(1), Some("—"), "{}", row("9.6.1"));
    let r = arbiter(&["quote", "9.6.1", "--edition", "2009"], "");
    assert!(
        r.out.starts_with("Article 9.6.1, 2023 edition (not in the 2009 edition) — The same position five times\n"),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "5.1.1", "--edition", "2005", "--lang", "ru"], "");
    assert!(
        r.out.starts_with(
            "Статья 5.1.1 в редакции 2023\u{a0}г. (в редакции 2009\u{a0}г. — 5.1 a; номер в редакции 2005\u{a0}г. не указан) — Мат\n"
        ),
        "{}",
        r.out
    );
    // A Russian reader of a 2005 quote gets the English words, with a note.
    let r = arbiter(&["quote", "3.8.2", "--only", "--edition", "2005", "--lang", "ru"], "");
    assert!(r.out.contains("(Русского текста пока нет; приводится английский.)"), "{}", r.out);
}
