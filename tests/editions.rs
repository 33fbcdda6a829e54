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
    has(&r.out, "The game did not end on the board\n");
    has(&r.out, "Article 9.2 b, 2009 edition");
    let r = arbiter(&["replay", "--edition", "2009", "--lang", "ru", "-"], DEAD_PGN);
    has(
        &r.out,
        ": мёртвая позиция — ни один из игроков не может поставить мат никакой серией возможных ходов; партия закончилась вничью (статья 9.6 в редакции 2009 года)",
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
    // The bare kings are a dead position, which 2009 states in its Article 9.6.
    assert_eq!(
        r.out,
        "Kd1 (e1d1) is a legal move — Article 4.6, 2009 edition\nAfter this move the position is dead — neither \
         player can checkmate by any series of legal moves; the game is drawn — Article 9.6, 2009 edition\n"
    );
}

/// The row of `quote --list` for the 2023 article `number`.
fn list_row(list: &str, number: &str) -> String {
    list.lines().find(|l| l.split_whitespace().next() == Some(number)).unwrap_or_default().to_owned()
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
    has(&r.out, "drawn instead if the opponent could not checkmate");

    // The seed's castling words are the 2005 edition's; 2023's article is our summary.
    let r = arbiter(&["quote", "3.8.2", "--only", "--edition", "2005"], "");
    starts(
        &r.out,
        "Article 3.8 a ii, 2005 edition (3.8.2 in 2023) — Castling\n[Quote — FIDE Laws of Chess, 2005 edition, English, Article 3.8 a ii]\n",
    );
    has(&r.out, "either rook of the same colour on the same rank");
    // A Russian reader gets a Russian summary of the seed's words (review 27b, H-9; before,
    // the English words with a note, review F-2).
    let r = arbiter(&["quote", "3.8 a ii", "--only", "--edition", "2005", "--lang", "ru"], "");
    starts(
        &r.out,
        "Статья 3.8 a ii в редакции 2005\u{a0}г. (в редакции 2023\u{a0}г. — 3.8.2) — Рокировка\n\
             [Изложение своими словами — не официальный текст Правил]\n\
             Рокировка — ход короля и одной из ладей того же цвета по одной и той же горизонтали",
    );
    assert!(!r.out.contains("FIDE Laws") && !r.out.contains("castling"), "{}", r.out);
    // Our 2023 summary under an older edition says its cross-references are 2023 numbers
    // (review F-6); the edition's own text and the 2023 edition need no such note.
    let r = arbiter(&["quote", "3.8.2.1", "--only", "--edition", "2009", "--lang", "ru"], "");
    has(
        &r.out,
        "\n[Изложение своими словами — не официальный текст Правил; номера статей в нём — по редакции 2023\u{a0}г.]\n\
             Право на рокировку утрачивается навсегда в случаях статей 3.8.2.1.1 и 3.8.2.1.2.",
    );
    let r = arbiter(&["quote", "3.7", "--only", "--edition", "2009"], "");
    has(
        &r.out,
        "\n[Summary in our own words — not the official text of the Laws; the articles it refers to are numbered as in the 2023 edition]\n",
    );
    let r = arbiter(&["quote", "3.8.2.1", "--only", "--lang", "ru"], "");
    has(&r.out, "\n[Изложение своими словами — не официальный текст Правил]\n");
    let r = arbiter(&["quote", "3.8.2", "--only"], "");
    has(&r.out, "[Summary in our own words");

    // 2009's 9.6 is the dead position; 2023's 9.6 was not in the 2009 edition. The heading
    // names the number asked first and the other beside it (review 26a, G-5).
    let r = arbiter(&["quote", "9.6", "--edition", "2009", "--only"], "");
    starts(
        &r.out,
        "Article 9.6, 2009 edition (5.2.2 in 2023; the 2009 edition states it in Article 5.2 b too) — Dead position\n",
    );
    has(&r.out, "refers to Article 9.6");
    let r = arbiter(&["quote", "5.2.2", "--edition", "2009", "--lang", "ru"], "");
    starts(
        &r.out,
        "Статья 5.2 b в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 5.2.2; в редакции 2009\u{a0}г. о том же говорит и статья 9.6) — Мёртвая позиция\n",
    );
    let r = arbiter(&["quote", "9.6", "--edition", "2009", "--lang", "ru", "--only"], "");
    starts(
        &r.out,
        "Статья 9.6 в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 5.2.2; в редакции 2009\u{a0}г. о том же говорит и статья 5.2 b) — Мёртвая позиция\n",
    );
    // The list gives both numbers, and 2023's 7.5.2 the 2009 article a ruling cites for it.
    let r = arbiter(&["quote", "--list", "--edition", "2009"], "");
    let row = |number: &str| list_row(&r.out, number);
    assert!(row("5.2.2").contains(" 5.2 b, 9.6 "), "{}", row("5.2.2"));
    // In brackets: no article of its own, the same said in 7.4 a (review 29a, G-11), as
    // `quote 7.5.2 --edition 2009` says; the legend says what brackets mean.
    assert!(row("7.5.2").contains(" (7.4 a) "), "{}", row("7.5.2"));
    has(&r.out, "in brackets — the article that says the same");
    let r = arbiter(&["quote", "--list", "--edition", "2009", "--lang", "ru"], "");
    assert!(list_row(&r.out, "7.5.2").contains(" (7.4 a) "), "{}", list_row(&r.out, "7.5.2"));
    has(&r.out, "в скобках — статья, в которой говорится о том же");
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
    has(&r.out, "changes nothing — Article 9.6, 2009 edition\n");
    has(
        &r.out,
        "\nArticle 9.6, 2009 edition (5.2.2 in 2023; the 2009 edition states it in Article 5.2 b too) — Dead position\n",
    );

    // Whole Articles keep their numbers in 2005 (1–9; 2023's 10–12 are 2005's 11–13), their
    // points stay of unknown number, not absent (review 26b, H-2).
    let r = arbiter(&["quote", "9", "--edition", "2005", "--lang", "ru", "--only"], "");
    starts(&r.out, "Статья 9 (тот же номер в редакциях 2005, 2009 и 2023\u{a0}гг.) — Ничья\n");
    // A number is read as the edition's: 2005's 10 is the quickplay finish (2023's Guidelines
    // III), as 2009's is (review 28b, H-8); its 11 is Points.
    let r = arbiter(&["quote", "10", "--edition", "2005", "--only"], "");
    starts(&r.out, "Article 10, 2005 edition (III in 2023) — Quickplay finish\n");
    let r = arbiter(&["quote", "11", "--edition", "2005", "--only"], "");
    starts(&r.out, "Article 11, 2005 edition (10 in 2023) — Points\n");
    // Review 28b, H-1: under an older number a whole Article's summary does not name it by
    // its 2023 number («Статья 12 описывает…» under «Статья 13 в редакции 2009 г.»), and a
    // Guideline's cites its neighbours' 2023 numbers under the flag that says so.
    let r = arbiter(&["quote", "13", "--edition", "2009", "--lang", "ru", "--only"], "");
    has(&r.out, "\nЭта статья описывает обязанности и полномочия арбитра");
    let r = arbiter(&["quote", "D", "--edition", "2009", "--lang", "ru", "--only"], "");
    has(
        &r.out,
        "[Изложение своими словами — не официальный текст Правил; номера статей в нём — по редакции 2023\u{a0}г.]\n",
    );
    // H-10: the rule 2009 states in 7.4 a has no article of its own there — and the heading
    // says where it is, as `quote --list` does.
    let r = arbiter(&["quote", "7.5.2", "--edition", "2009", "--lang", "ru", "--only"], "");
    starts(
        &r.out,
        "Статья 7.5.2 в редакции 2023\u{a0}г. (в редакции 2009\u{a0}г. отдельной статьи нет; о том же говорит статья 7.4 a) — ",
    );
    // Review 29b, H-2: under 2009, Appendix A's points say 2009's rules (15 minutes, three moves).
    let r = arbiter(&["quote", "A.1", "--edition", "2009", "--only"], "");
    has(&r.out, "at least 15 and less than 60 minutes");
    let r = arbiter(&["quote", "A.5", "--edition", "2009", "--lang", "ru", "--only"], "");
    has(&r.out, "каждый игрок сделал три хода, претензии о неверной расстановке");
    // H-4: a number the edition gives to another rule: no such rule there, not no such article.
    let r = arbiter(&["quote", "9", "--edition", "2009", "--lang", "ru"], "");
    has(
        &r.out,
        "\nСтатья 9.6 в редакции 2023\u{a0}г. (в редакции 2009\u{a0}г. такого правила нет) — Ничья без требования\n",
    );
    has(&r.out, "\nСтатья 9.6.1 в редакции 2023\u{a0}г. (в редакции 2009\u{a0}г. такой статьи нет) — ");
    // H-3: what 2009 lacks, 2005 lacks too.
    let r = arbiter(&["quote", "4.9", "--edition", "2005", "--only"], "");
    starts(&r.out, "Article 4.9, 2023 edition (not in the 2005 edition) — ");
    let r = arbiter(&["quote", "--list", "--edition", "2005"], "");
    let row = |number: &str| list_row(&r.out, number);
    for (article, label) in [("1", "1"), ("3", "3"), ("5", "5"), ("9", "9"), ("11", "12"), ("12", "13")] {
        assert_eq!(row(article).split_whitespace().nth(1), Some(label), "{}", row(article));
    }
    for unknown in ["1.1", "3.1.1", "5.1.1", "9.2", "9.4", "C", "C.10"] {
        assert_eq!(row(unknown).split_whitespace().nth(1), Some("?"), "{}", row(unknown));
    }
    assert_eq!(row("5.2.2").split_whitespace().nth(1), Some("5.2"), "{}", row("5.2.2"));
    assert_eq!(row("9.6.1").split_whitespace().nth(1), Some("—"), "{}", row("9.6.1"));
    let r = arbiter(&["quote", "9.6.1", "--edition", "2009"], "");
    starts(&r.out, "Article 9.6.1, 2023 edition (not in the 2009 edition) — The same position five times\n");
    let r = arbiter(&["quote", "5.1.1", "--edition", "2005", "--lang", "ru"], "");
    starts(
        &r.out,
        "Статья 5.1.1 в редакции 2023\u{a0}г. (в редакции 2009\u{a0}г. — 5.1 a; номер в редакции 2005\u{a0}г. программе arbiter неизвестен) — Мат\n",
    );
    // Every 2005 quote has a Russian text beside it: no English paragraph under `--lang ru`
    // (review 27b, H-9).
    for article in ["3", "4"] {
        let r = arbiter(&["quote", article, "--edition", "2005", "--lang", "ru"], "");
        assert!(!r.out.contains("(Русского текста пока нет; приводится английский.)"), "{}", r.out);
    }
}

/// Review 27b: 2009's 10.2 and 7.4 a in their own words and numbers (H-3, H-4); the 2005
/// 3.8 a ii and 4.6 in Russian (H-9); rapid and blitz under 2009 say what arbiter does not
/// model (H-5) and that A.3's one minute is 2023's (H-7).
#[test]
fn older_editions_say_what_they_say_in_their_own_numbers() {
    // 2009's 10.2 has no III.4 to refer to; it lets the claimant stop the clocks.
    let r = arbiter(&["quote", "10.2", "--edition", "2009", "--lang", "ru"], "");
    assert_eq!(r.code, 0, "{}", r.err);
    has(&r.out, "он зовёт арбитра и может остановить часы");
    has(&r.out, "Решение арбитра по этим вопросам окончательно.");
    assert!(!r.out.contains("III.4"), "{}", r.out);
    let r = arbiter(&["quote", "10.2", "--edition", "2009"], "");
    assert!(r.out.contains("may stop the clocks") && !r.out.contains("III.4"), "{}", r.out);
    // 2023 still refers to III.4.
    let r = arbiter(&["quote", "III.5", "--lang", "ru"], "");
    has(&r.out, "Если пункт III.4 не применяется");

    // 7.4 a: the replacement move under 4.3 and 4.6, as the 7.4 block above it says.
    let r = arbiter(&["quote", "7.5.1", "--edition", "2009"], "");
    starts(&r.out, "Article 7.4 a, 2009 edition (7.5.1 in 2023) — ");
    has(&r.out, "under Articles 4.3 and 4.6:");
    assert!(!r.out.contains("4.7") && !r.out.contains("numbered as in the 2023 edition"), "{}", r.out);
    let r = arbiter(&["quote", "7.4", "--edition", "2009", "--lang", "ru"], "");
    assert_eq!(r.out.matches("по статьям 4.3 и 4.6").count(), 3, "{}", r.out);
    assert!(!r.out.contains("4.3 и 4.7"), "{}", r.out);
    let r = arbiter(&["quote", "7.5.1"], "");
    has(&r.out, "Articles 4.3 and 4.7");

    // The 2005 castling and 4.6 in Russian; the English reader keeps the seed's words.
    let r = arbiter(&["quote", "4.7", "--only", "--edition", "2005", "--lang", "ru"], "");
    has(
        &r.out,
        "[Изложение своими словами — не официальный текст Правил]\n\
             Фигуру, отпущенную на поле при выполнении возможного хода или его части, нельзя затем",
    );
    has(&r.out, "требования статьи 3.");
    let r = arbiter(&["quote", "4.7", "--only", "--edition", "2005"], "");
    has(&r.out, "all the relevant requirements of Article 3 have been fulfilled");

    // Rapid and blitz under 2009: what arbiter reads the time control as, and what it does
    // not apply; A.3's one minute is a rule since 2023.
    let r = arbiter(&["quote", "B", "--only", "--edition", "2009", "--lang", "ru"], "");
    has(&r.out, "соперник может до своего хода потребовать победы");
    has(&r.out, "Правило B.3 c для игры без надлежащего контроля");
    has(
        &r.out,
        "меньших штрафов по времени (A.3 редакции 2023\u{a0}г.: одна минута вместо двух), которые B.3 распространяет на блиц, в этой редакции нет",
    );
    let r = arbiter(&["quote", "B", "--only", "--edition", "2009"], "");
    assert!(r.out.contains("B.3 c, under inadequate supervision") && r.out.contains("is not modelled"), "{}", r.out);
    has(&r.out, "(A.3 of the 2023 edition), which B.3 makes apply to blitz, is not in this edition");
    let r = arbiter(&["quote", "A", "--only", "--edition", "2009", "--lang", "ru"], "");
    assert!(
        r.out.contains("Правило A.4 c для игры без")
            && r.out.contains("(A.3 редакции 2023\u{a0}г.: одна минута вместо двух) в этой"),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "A", "--only", "--edition", "2009"], "");
    assert!(
        r.out.contains("A.4 c, under inadequate supervision") && r.out.contains("(A.3 of the 2023 edition)"),
        "{}",
        r.out
    );
    // 2023 still says A.3 came in 2023.
    let r = arbiter(&["quote", "A", "--only"], "");
    has(&r.out, "(A.3, since 2023)");
    // 2023's Appendix B is its own text, without the 2009 note.
    let r = arbiter(&["quote", "B", "--only"], "");
    assert!(r.out.contains("adapts the Competitive Rules of Play to blitz") && !r.out.contains("B.3 c"), "{}", r.out);
}

/// `out` begins with `prefix` (the whole output shown when it does not).
#[track_caller]
fn starts(out: &str, prefix: &str) {
    assert!(out.starts_with(prefix), "{out}");
}

/// `out` holds `part` (the whole output shown when it does not).
#[track_caller]
fn has(out: &str, part: &str) {
    assert!(out.contains(part), "{out}");
}
