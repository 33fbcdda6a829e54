//! `arbiter quote` for teaching tools (issue 10, item 4): article numbers read leniently, the
//! seed's backtick apostrophes shown as apostrophes, `--list`, and JSON with each field
//! apart (its schema is checked in tests/schemas.rs).

mod common;

use common::arbiter_bytes;

fn quote(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["quote"];
    all.extend_from_slice(args);
    let r = arbiter_bytes(&all, b"", &[]);
    (r.code, r.out, r.err)
}

fn first_line(args: &[&str]) -> String {
    let (code, out, err) = quote(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out.lines().next().unwrap_or_default().to_owned()
}

#[test]
fn article_numbers_are_read_as_people_write_them() {
    for (written, heading) in [
        ("c.10", "Appendix C.10 — Two identical pieces that can move to the same square"),
        ("C.10", "Appendix C.10 — Two identical pieces that can move to the same square"),
        ("3.8.2.", "Article 3.8.2 — Castling"),
        ("Article 3.8.2", "Article 3.8.2 — Castling"),
        ("art. 3.8.2", "Article 3.8.2 — Castling"),
        ("Appendix C.11", "Appendix C.11 — Promotion"),
    ] {
        assert_eq!(first_line(&[written, "--only"]), heading, "{written}");
    }
    // Russian readers write «статья» and the Cyrillic С of the appendix.
    assert_eq!(first_line(&["статья 3.8.2", "--only", "--lang", "ru"]), "Статья 3.8.2 — Рокировка");
    assert_eq!(
        first_line(&["С.10", "--only"]),
        "Appendix C.10 — Two identical pieces that can move to the same square"
    );
    // An appendix point is named as the rulings cite it (review F-29), a guideline as one.
    assert_eq!(first_line(&["С.10.1.1", "--only", "--lang", "ru"]), "Приложение C.10.1.1 — Обозначение фигуры");
    assert_eq!(first_line(&["I", "--only", "--lang", "ru"]), "Руководство I — Отложенные партии");
    // Lettered labels: spaces, brackets and dots as people type them.
    for written in ["3.8 b (2) (a)", "3.8b(2)(a)", "3.8 B (2)(a)", "3.8.b.2.a", "Art. 3.8 b (2) (a)."] {
        assert_eq!(
            first_line(&[written, "--edition", "2009", "--only"]),
            "Article 3.8 b (2) (a), 2009 edition (3.8.2.2.1 in 2023) — Castling out of, through or into an attacked square",
            "{written}"
        );
    }
    for written in ["3.8 a ii (2) a", "3.8 a ii (2)(a)", "3.8a ii(2)a"] {
        assert_eq!(
            first_line(&[written, "--edition", "2005", "--only"]),
            "Article 3.8 a ii (2) a, 2005 edition (3.8.2.2.1 in 2023) — Castling out of, through or into an attacked square",
            "{written}"
        );
    }
}

#[test]
fn a_label_of_another_edition_says_which_edition_to_ask() {
    let (code, out, err) = quote(&["3.8 a ii"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err.lines().next(),
        Some(
            "error: “3.8 a ii” is a number of the 2005 edition, not of 2023 (Article 3.8.2 in 2023): add --edition \
             2005"
        )
    );
    let (_, _, err) = quote(&["3.8 b (2) (a)", "--lang", "ru"]);
    assert!(err.starts_with("ошибка: «3.8 b (2) (a)» — номер по редакции 2009\u{a0}г., а не 2023\u{a0}г. (в редакции 2023\u{a0}г. — статья 3.8.2.2.1): добавьте --edition 2009"), "{err}");
    // Review 32a, G-19: two articles agree in number; an appendix's item is not an article,
    // and its items are said as such.
    let (_, _, err) = quote(&["3.8 a", "--lang", "ru"]);
    assert!(err.starts_with("ошибка: «3.8 a» — номер по редакции 2009\u{a0}г., а не 2023\u{a0}г. (в редакции 2023\u{a0}г. — статьи 3.8.1 и 3.8.2): добавьте --edition 2009"), "{err}");
    let (_, _, err) = quote(&["c10", "--lang", "ru"]);
    assert!(err.starts_with("ошибка: «c10» — номер по редакции 2009\u{a0}г., а не 2023\u{a0}г. (в редакции 2023\u{a0}г. — приложение C.10 с подпунктами): добавьте --edition 2009"), "{err}");
    let (code, _, err) = quote(&["99.1"]);
    assert_eq!(code, 2);
    assert_eq!(
        err.lines().next(),
        Some("error: the rulebook has no article “99.1” in the 2023 numbering (`arbiter quote --list` lists them)")
    );
    // Review 30a, G-1: what is not a number at all is said not to be one, not looked up in a
    // numbering; numbers of every shape still are.
    let (code, _, err) = quote(&["abc", "--lang", "ru"]);
    assert_eq!(code, 2);
    assert_eq!(
        err.lines().next(),
        Some("ошибка: «abc» — не номер статьи (список статей выводит `arbiter quote --list`)")
    );
    let (_, _, err) = quote(&["abc"]);
    assert_eq!(
        err.lines().next(),
        Some("error: “abc” is not an article number (`arbiter quote --list` lists the articles)")
    );
    for number in ["99.1", "Z", "C.99", "IX.9", "статья 99"] {
        let (code, _, err) = quote(&[number, "--lang", "ru"]);
        assert_eq!(code, 2, "{number}");
        assert!(err.contains("ошибка: в редакции 2023\u{a0}г. статьи «"), "{number}: {err}");
    }
}

#[test]
fn the_seeds_backtick_apostrophes_are_shown_as_apostrophes() {
    let seed = include_str!("../docs/seeds/000_e8dad1fce70d247a.txt");
    assert!(seed.contains("opponent`s pawn"), "the seed writes its apostrophes as backticks");
    let (_, out, _) = quote(&["3.7.3.1", "--only"]);
    assert!(out.contains("crossed by an opponent's pawn which has advanced two squares"), "{out}");
    assert!(!out.contains('`'), "{out}");
    let (_, out, _) = quote(&["3.7.3.2", "--only"]);
    assert!(out.contains("is called an 'en passant' capture."), "{out}");
    let (_, json, _) = quote(&["3.7.3.1", "--only", "--format", "json"]);
    assert!(json.contains("opponent's pawn") && !json.contains('`'), "{json}");
    // The Markdown source is the rulebook's, unchanged.
    let (_, md, _) = quote(&["3.7.3.1", "--only", "--format", "markdown"]);
    assert!(md.contains("opponent\\`s pawn"), "{md}");
}

#[test]
fn list_gives_every_article_with_its_number_in_the_edition() {
    let (code, out, _) = quote(&["--list"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), arbiter::Registry::global().articles().len());
    assert_eq!(lines[0], "1          The nature and objectives of the game of chess");
    // The titles in one column, beside a column of 2023 numbers (review 9, P-14).
    assert!(lines.contains(&"3.8.2.2.1  Castling out of, through or into an attacked square"), "{out}");
    let (_, out, _) = quote(&["--list", "--edition", "2009"]);
    assert_eq!(
        out.lines().next(),
        Some(
            "Number in the 2023 edition · number in the 2009 edition (“?” — number not known to arbiter, “—” — no corresponding article, in brackets — the article that says the same) · title"
        )
    );
    assert!(out.lines().any(|l| l.starts_with("3.8.2.2.1  3.8 b (2) (a)  ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("9.6.1      —  ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("11.1       ?")), "{out}");
    let (_, out, _) = quote(&["--list", "--lang", "ru"]);
    assert!(out.lines().any(|l| l.starts_with("3.8.2      ") && l.ends_with("Рокировка")), "{out}");
}

#[test]
fn json_keeps_the_fields_of_a_quote_apart() {
    let (code, out, _) = quote(&["3.7.1", "--only", "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let q = &v["quotes"][0];
    assert_eq!(q["article"], "3.7.1");
    assert_eq!(q["number"], "3.7.1");
    assert_eq!(q["edition"], "2023");
    assert_eq!(q["title"], "One square forward");
    assert_eq!(q["language"], "en");
    assert_eq!(q["kind"], "quote");
    assert_eq!(q["source"], "FIDE Laws of Chess, 2005 edition, English, Article 3.7 a");
    assert_eq!(
        q["text"],
        "The pawn may move forward to the unoccupied square immediately in front of it on the same file, or"
    );
    assert!(q["out_of_scope"].is_null());

    // The 2005 castling has a Russian summary beside the English quote (review 27b, H-9):
    // a Russian reader gets it, with no source; an English reader the seed's words.
    let (_, out, _) = quote(&["3.8.2", "--only", "--format", "json", "--lang", "ru", "--edition", "2005"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let q = &v["quotes"][0];
    assert_eq!((q["kind"].as_str(), q["language"].as_str()), (Some("summary"), Some("ru")), "{q}");
    assert!(q["source"].is_null(), "{q}");
    let (_, out, _) = quote(&["3.8.2", "--only", "--format", "json", "--edition", "2005"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let q = &v["quotes"][0];
    assert_eq!((q["kind"].as_str(), q["language"].as_str()), (Some("quote"), Some("en")), "{q}");
    assert_eq!(q["source"], "FIDE Laws of Chess, 2005 edition, English, Article 3.8 a ii");
    let (_, out, _) = quote(&["3.10.1", "--only", "--format", "json", "--lang", "ru"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["quotes"][0]["source"],
        "Правила игры в шахматы ФИДЕ, редакция 2018\u{a0}г. или более поздняя, русский текст, статья 3.10.1"
    );

    // Our own words are a summary without a source; under 2009 the 2009 number.
    let (_, out, _) = quote(&["5.1.2", "--format", "json", "--edition", "2009", "--lang", "ru"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let q = &v["quotes"][0];
    assert_eq!((q["number"].as_str(), q["edition"].as_str()), (Some("5.1 b"), Some("2009")));
    assert_eq!((q["kind"].as_str(), q["source"].is_null()), (Some("summary"), true));
    assert_eq!(q["language"], "ru");
    assert_eq!(q["text"], "Игрок, заявивший, что сдаётся, проигрывает, и партия сразу заканчивается.");
    // `replay` checks a recorded resignation against the board (issue 13): in scope.
    assert!(q["out_of_scope"].is_null());
    let (_, out, _) = quote(&["6", "--only", "--format", "json", "--lang", "ru"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["quotes"][0]["out_of_scope"],
        "часы и контроль времени не входят в позиции и ходы, которые получает программа; проверяется только поражение по времени (6.9)"
    );

    // The 2005 quote of 3.8.2 is English; asked in Russian, its Russian summary (review 27b,
    // H-9): the language says which.
    let (_, out, _) = quote(&["3.8.2", "--only", "--format", "json", "--edition", "2005", "--lang", "ru"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["quotes"][0]["language"].as_str(), v["quotes"][0]["kind"].as_str()), (Some("ru"), Some("summary")));
    assert_eq!(v["quotes"][0]["title"], "Рокировка");

    // Numbers an edition lacks or arbiter does not know.
    let (_, out, _) = quote(&["9.6.1", "--format", "json", "--edition", "2009"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["quotes"][0]["number"].is_null(), v["quotes"][0]["in_edition"].as_str()), (true, Some("no")));
    let (_, out, _) = quote(&["5.1.1", "--format", "json", "--edition", "2005"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["quotes"][0]["in_edition"], "unknown");
}

// Review 2, G-17 (Appendix-free: Articles 4.3.1, 4.4.1, 3.8.2.2.2): a quoted point that ends
// the sentence its parent begins is shown after that beginning, marked as the parent's words,
// when the parent is not printed just before it; the seed's words are never changed.
#[test]
fn a_quoted_continuation_is_shown_after_the_beginning_of_its_sentence() {
    let (code, out, err) = quote(&["4.3.1", "--lang", "ru"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[2],
        "Начало фразы — в статье 4.3: «За исключением случая, приведенного в Статье 4.2, если игрок при своём ходе \
         тронул на шахматной доске с намерением сделать ход или взять фигуру:»"
    );
    assert!(lines[3].starts_with("одну или несколько своих фигур, он должен"), "{out}");
    // The 2005 English, labelled by its own source.
    let (_, out, _) = quote(&["4.3.1", "--edition", "2005"]);
    assert_eq!(
        out.lines().nth(2),
        Some(
            "The sentence begins in Article 4.3: “Except as provided in Article 4.2, if the player having the move \
             deliberately touches on the chessboard”"
        )
    );
    // A parent arbiter only summarises: its number, and that its words are not given.
    let (_, out, _) = quote(&["3.8.2.2.2", "--lang", "ru"]);
    assert_eq!(out.lines().nth(2), Some("Начало фразы — в статье 3.8.2.2; её официальный текст здесь не приводится."));
    // Under an older edition the quote keeps its own numbering, and says whose (review 8, P-32).
    let (_, out, _) = quote(&["3.8.2.2.2", "--lang", "ru", "--edition", "2009"]);
    assert_eq!(
        out.lines().nth(2),
        Some(
            "Начало фразы — в статье 3.8.2.2 (редакция 2018\u{a0}г. или более поздняя); её официальный текст здесь не приводится."
        )
    );
    // A point that is a whole sentence has none; nor has a point printed after its parent.
    let (_, out, _) = quote(&["3.10.1", "--lang", "ru", "--only"]);
    assert!(!out.contains("Начало фразы"), "{out}");
    let (_, out, _) = quote(&["4.3", "--lang", "ru"]);
    assert!(!out.contains("Начало фразы"), "{out}");
    // JSON: the parent's words apart, for teaching tools.
    let (_, out, _) = quote(&["4.4.1", "--format", "json", "--lang", "ru", "--only"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["quotes"][0]["lead_in"], serde_json::json!([{"article": "4.4", "text": "Если игрок при своём ходе"}]));
    let (_, out, _) = quote(&["3.10.1", "--format", "json", "--only"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["quotes"][0]["lead_in"], serde_json::json!([]));
}

// Review 9, P-13: inside a longer output, a quoted point whose parent is printed only as a
// summary still says where its sentence begins.
#[test]
fn a_continuation_under_a_summarised_parent_keeps_its_lead_in() {
    let (_, out, _) = quote(&["3.8.2.2", "--lang", "ru"]);
    let lead = "Начало фразы — в статье 3.8.2.2; её официальный текст здесь не приводится.";
    let at = out.find(lead).unwrap_or_else(|| panic!("{out}"));
    assert!(out[at..].contains("если между королем и ладьей"), "{out}");
}

// Review 15, U-4: the official Russian 4.3.1 and 4.3.2 are narrower than the authentic English
// ("the first piece touched that can be moved"); arbiter's note says so beside the quote —
// after it, labelled as not the text of the Laws, apart from the text in JSON and the book.
#[test]
fn a_note_beside_a_quote_is_shown_apart_from_the_quote() {
    let (code, out, err) = quote(&["4.3.1", "--lang", "ru"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[3].starts_with("одну или несколько своих фигур"), "{out}");
    assert_eq!(
        lines[4],
        "[Примечание arbiter, не текст Правил: в английском тексте, который по введению к Правилам считается \
         аутентичным, сказано шире: «he must move the first piece touched that can be moved» (редакция 2005 г., \
         статья 4.3 a; так же и в действующей редакции, статья 4.3.1) — если первой тронутой фигурой пойти нельзя, ходить нужно следующей по порядку тронутой \
         фигурой, которой пойти можно (этот же принцип — в русском тексте статьи 4.3.3: «сделать ход первой \
         тронутой фигурой, которой возможно ходить»); arbiter следует английскому тексту.]"
    );
    let (_, out, _) = quote(&["4.3.2", "--lang", "ru", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let note = v["quotes"][0]["note"].as_str().unwrap_or_else(|| panic!("{out}"));
    assert!(note.contains("«he must capture the first piece touched, which can be captured»"), "{note}");
    assert!(!v["quotes"][0]["text"].as_str().unwrap().contains("английском"), "{out}");
    // The English text needs no note; nor does a Russian quote that says what the English says.
    let (_, out, _) = quote(&["4.3.1", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["quotes"][0]["note"], serde_json::Value::Null, "{out}");
    let (_, out, _) = quote(&["4.3.3", "--lang", "ru"]);
    assert!(!out.contains("Примечание"), "{out}");
    // Markdown: the note as a block quote after the text.
    let (_, out, _) = quote(&["4.3.1", "--lang", "ru", "--format", "markdown"]);
    assert!(out.contains("\n> Примечание arbiter, не текст Правил: в английском тексте"), "{out}");
}

/// Review 19a, A-14 and A-15: the Guidelines II and III are quoted as `quote --list` lists
/// them, and the appendix letters typed with their Cyrillic look-alikes (А, В, С) are read.
#[test]
fn the_guidelines_and_cyrillic_appendix_letters_are_read() {
    assert_eq!(first_line(&["II", "--lang", "ru"]), "Руководство II — Правила шахмат Фишера (шахматы-960)");
    assert!(first_line(&["iii.1"]).starts_with("Guidelines III.1 "), "{}", first_line(&["iii.1"]));
    for (typed, latin) in [("А.3", "A.3"), ("В.3", "B.3"), ("С.10", "C.10")] {
        assert_eq!(first_line(&[typed, "--lang", "ru"]), first_line(&[latin, "--lang", "ru"]), "{typed}");
    }
    let (code, _, err) = quote(&["IV"]);
    assert_eq!(code, 2, "{err}");
}

/// The first line of `quote` with these arguments, with the no-break spaces of «2009 г.» as
/// plain spaces (easier to read here; the locale files keep them).
fn plain(args: &[&str]) -> String {
    let (code, out, err) = quote(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out.replace('\u{a0}', " ")
}

fn plain_err(args: &[&str]) -> String {
    let (code, out, err) = quote(args);
    assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
    err.lines().next().unwrap_or_default().replace('\u{a0}', " ")
}

#[test]
fn numbers_of_an_older_edition_arbiter_has_not_mapped_are_not_said_not_to_exist() {
    // Review 32b, H-7: 2009's 13.3 and 13.4 exist (the arbiter's duties, the penalties);
    // arbiter does not map them to 2023 (6.13 and 6.14 it maps since reviews 33b, H-13 and
    // 35a, K-5: 2023's 7.1 and 6.12).
    assert_eq!(
        plain_err(&["13.3", "--edition", "2009", "--lang", "ru"]),
        "ошибка: номер «13.3» редакции 2009 г. в arbiter не сопоставлен с редакцией 2023 г. (список \
         сопоставленных номеров выводит `arbiter quote --list --edition 2009 --lang ru`)"
    );
    assert_eq!(
        plain_err(&["13.4", "--edition", "2009"]),
        "error: arbiter does not map the number “13.4” of the 2009 edition to the 2023 edition (`arbiter quote \
         --list --edition 2009` lists the numbers it maps)"
    );
    // Where the edition's points are known, a number it lacks is said not to be there.
    assert_eq!(
        plain_err(&["3.11", "--edition", "2009", "--lang", "ru"]),
        "ошибка: в редакции 2009 г. статьи «3.11» нет (список статей выводит `arbiter quote --list`)"
    );
    assert_eq!(
        plain_err(&["7.9", "--lang", "ru"]),
        "ошибка: в редакции 2023 г. статьи «7.9» нет (список статей выводит `arbiter quote --list`)"
    );
    // A 2023 number with no known number in the edition asked for: read as 2023's, and said so.
    let out = plain(&["12.9", "--edition", "2009", "--lang", "ru"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "Статья 12.9 в редакции 2023 г. (номер в редакции 2009 г. программе arbiter неизвестен) — Наказания, которые может применить \
             арбитр",
            "Номер 12.9 взят по нумерации редакции 2023 г.; в редакции 2009 г. под этим номером может быть другая \
             статья."
        ],
        "{out}"
    );
    let out = plain(&["12.1", "--edition", "2005", "--only"]);
    assert_eq!(
        out.lines().nth(1),
        Some(
            "The number 12.1 is read in the numbering of the 2023 edition; in the 2005 edition that number may be \
             another article's."
        ),
        "{out}"
    );
    // Not when the number is the edition's own label, nor when its number there is known.
    assert!(!plain(&["12", "--edition", "2009", "--only"]).contains("is read in the numbering"));
    assert!(!plain(&["4.8", "--edition", "2009", "--only"]).contains("is read in the numbering"));
    // 2009's 6.11 (both flags fallen) is 2023's Guidelines III.3, not 2023's 6.11.
    assert!(
        plain(&["6.11", "--edition", "2009", "--lang", "ru", "--only"])
            .starts_with("Статья 6.11 в редакции 2009 г. (в редакции 2023 г. — III.3) — Упали оба флажка\n")
    );
}

#[test]
fn the_quickplay_finish_and_blitz_have_their_older_numbers_and_texts() {
    // Review 32b, H-9: 2005's Article 10 is the quickplay finish, 10.2 its draw claim.
    let out = plain(&["10.2", "--edition", "2005", "--lang", "ru", "--only"]);
    assert!(
        out.starts_with(
            "Статья 10.2 в редакции 2005 г. (в редакции 2023 г. — III.5) — Требование ничьей при нехватке времени\n\
             [Изложение своими словами — не официальный текст Правил; правило редакции 2009 г., которое arbiter \
             применяет и в редакции 2005 г.]\n"
        ),
        "{out}"
    );
    let out = plain(&["11", "--edition", "2005", "--lang", "ru"]);
    assert!(
        out.contains(
            "Статья 10.2 в редакции 2023 г. (в редакции 2005 г. такого правила нет) — Не больше обычного максимума"
        ),
        "{out}"
    );
    // Review 33b, H-4: 2009's and 2005's Article 10 is the quickplay finish, a part of the
    // Laws with its own title, not 2023's Guidelines III for games without increment.
    for (edition, ru, en) in [
        (
            "2009",
            "Статья 10 в редакции 2009 г. (в редакции 2023 г. — III) — Окончание партии в ограниченное время\n\
             [Изложение своими словами — не официальный текст Правил]\nЭта статья определяет окончание партии в \
             ограниченное время — стадию партии, когда все оставшиеся ходы нужно сделать за ограниченное время \
             (10.1), и даёт игроку, у которого осталось меньше двух минут, право потребовать ничью (10.2).\n",
            "Article 10, 2009 edition (III in 2023) — Quickplay finish\n",
        ),
        (
            "2005",
            "Статья 10 в редакции 2005 г. (в редакции 2023 г. — III) — Окончание партии в ограниченное время\n",
            "Article 10, 2005 edition (III in 2023) — Quickplay finish\n",
        ),
    ] {
        let out = plain(&["III", "--edition", edition, "--lang", "ru", "--only"]);
        assert!(out.starts_with(ru), "{out}");
        assert!(!out.contains("без добавления времени"), "{out}");
        assert!(plain(&["III", "--edition", edition, "--only"]).starts_with(en), "{edition}");
        let list = plain(&["--list", "--edition", edition]);
        assert!(list.lines().any(|l| l.starts_with("III ") && l.ends_with("  Quickplay finish")), "{list}");
    }
    assert!(
        plain(&["III", "--only"])
            .starts_with("Guidelines III — Games without increment, including quickplay finishes\n")
    );
    // Review 35a, K-15: III.6's scoresheet goes with the no-effort ground, and there is no
    // arbiter in the venue (not "no arbiter at the competition"; review 48d: the venue is
    // «место проведения соревнования», as 11.2 and 12.7 call it, not only the playing hall).
    let out = plain(&["III.6", "--lang", "ru", "--only"]);
    assert!(out.contains("Если арбитра нет в месте проведения соревнования, игрок") && out.contains("(а если он ссылается на то, что соперник не пытается выиграть обычными средствами, представляет и заполненный бланк)"), "{out}");
    // Review 35a, K-16: a point of a Guideline or an Appendix is «пункт», an Article «статья».
    assert!(
        plain(&["4.9", "--edition", "2009", "--lang", "ru", "--only"])
            .contains("(в редакции 2009 г. такой статьи нет)")
    );
    // Review 33b, H-12: 2009's A.2 says only that the moves need not be recorded.
    let out = plain(&["A.2", "--edition", "2009", "--lang", "ru", "--only"]);
    assert!(
        out.contains("\nИгроки могут не записывать ходы; больше в редакции 2009 года об этом ничего не сказано"),
        "{out}"
    );
    assert!(!out.contains("попросить у арбитра бланк"), "{out}");
    assert!(plain(&["A.2", "--lang", "ru", "--only"]).contains("попросить у арбитра бланк"));
    // Review 33b, H-13: Article 7's 2009 numbers are known (2023's 7.1 is 2009's 6.13, 7.2–7.4
    // are 7.1–7.3, 7.6 is 7.5), and 2009's own 7.5 is the pieces found displaced.
    let list = plain(&["--list", "--edition", "2009"]);
    for row in ["7.1        6.13 ", "7.2        7.1 ", "7.3        7.2 ", "7.4        7.3 ", "7.6        7.5 "] {
        assert!(list.lines().any(|l| l.starts_with(row)), "{row}: {list}");
    }
    assert_eq!(
        first_line(&["7.5", "--edition", "2009", "--lang", "ru", "--only"]),
        "Статья 7.5 в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 7.6) — Фигура обнаружена не на своём поле"
    );
    assert!(plain(&["6.13", "--edition", "2009", "--only"]).contains("best judgement"));
    // 2009's 7.2: a game begun with the colours reversed goes on unless the arbiter rules
    // otherwise (no ten-move limit).
    let out = plain(&["7.2", "--edition", "2009", "--lang", "ru", "--only"]);
    assert!(
        out.contains("\nПартия, начатая с перепутанным цветом фигур, продолжается, если арбитр не решит иначе.\n"),
        "{out}"
    );
    // Review 35a, K-5: Articles 6 and 8 have their 2009 numbers (6.2 is 2009's 6.7; 6.12 is
    // 6.14; 8.x is 8.x), so 2009's own 6.7 is clock handling, not 2023's default time.
    let list = plain(&["--list", "--edition", "2009"]);
    for row in ["6.2        6.7 ", "6.7        6.6 ", "6.11       6.12 ", "6.12       6.14 ", "8.4        8.4 "] {
        assert!(list.lines().any(|l| l.starts_with(row)), "{row}: {list}");
    }
    assert_eq!(
        first_line(&["6.7", "--edition", "2009", "--lang", "ru", "--only"]),
        "Статья 6.7 в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 6.2) — Обращение с шахматными часами"
    );
    // Review 33b, H-14: under 2005, 3.10.1 is the second sentence of 4.6 ("considered to have
    // been made"), not 2009's end of 4.6.
    let out = plain(&["3.10.1", "--edition", "2005", "--lang", "ru", "--only"]);
    assert!(
        out.contains("В редакции 2005 года об этом говорит второе предложение статьи 4.6: ход считается сделанным"),
        "{out}"
    );
    assert!(!out.contains("В редакции 2009 года"), "{out}");
    // Review 32b, H-2: III.4 came in 2014; 2009's Article 10 has 10.1 and 10.2 only.
    let out = plain(&["III.4", "--edition", "2009", "--lang", "ru"]);
    assert!(
        out.starts_with(
            "Руководство III.4 в редакции 2023 г. (в редакции 2009 г. такого пункта нет) — Просьба о добавлении \
             времени\n"
        ),
        "{out}"
    );
    assert!(out.contains("В редакции 2009 г. этого правила нет (оно действует с 2014 г.)"), "{out}");
    let list = plain(&["--list", "--edition", "2009"]);
    for row in
        ["III.3      6.11 ", "III.4      —  ", "B.1        B.1 ", "B.3        B.3 ", "B.4        —  ", "A.6        —  "]
    {
        assert!(list.lines().any(|l| l.starts_with(row)), "{row}: {list}");
    }
    let list = plain(&["--list", "--edition", "2005"]);
    for row in ["III.1      10.1 ", "III.5      10.2 ", "III.4      —  "] {
        assert!(list.lines().any(|l| l.starts_with(row)), "{row}: {list}");
    }
    // Review 32b, H-11: B.1–B.3 under 2009 give 2009's blitz, not 2023's.
    let out = plain(&["B", "--edition", "2009", "--lang", "ru"]);
    assert!(
        out.contains(
            "Приложение B.1 (тот же номер в редакциях 2009 и 2023 гг.) — Что такое партия в блиц\n[Изложение своими \
             словами — не официальный текст Правил]\nПартия считается партией в блиц, если у каждого игрока на все \
             ходы меньше 15 минут"
        ),
        "{out}"
    );
    assert!(!out.contains("10 минут или меньше") && !out.contains("A.2, A.3 и A.5"), "{out}");
    assert!(out.contains("Приложение B.4 в редакции 2023 г. (в редакции 2009 г. такого пункта нет)"), "{out}");
    // Review 32b, H-4: under 2009 arbiter checks nothing of Appendices A and B.
    assert!(
        out.contains(
            "arbiter этого не проверяет: блиц отличается от классических шахмат контролем времени, записью и порядком \
             действий, а не ходами; меньших штрафов по времени (A.3 редакции 2023 г.: одна минута вместо двух), которые B.3 \
             распространяет на блиц, в этой редакции нет\n"
        ),
        "{out}"
    );
    assert!(!out.contains("проверяет лишь часть"), "{out}");
    let out = plain(&["A", "--edition", "2009", "--only"]);
    assert!(
        out.trim_end().ends_with(
            "Not checked by arbiter: rapid chess differs from standard play in time limits, recording and \
             procedure, not in the moves; the shorter extra time (A.3 of the 2023 edition) is not in this edition"
        ),
        "{out}"
    );
    // 2023 still checks A.3, and says so.
    assert!(plain(&["A", "--only"]).contains("Checked by arbiter only in part:"));
}

#[test]
fn older_editions_are_not_given_the_2023_wording_of_articles_3_and_4_8() {
    // Review 32b, H-3: 2009's 4.7 covers all of Article 4 and a deliberate touch.
    assert_eq!(
        plain(&["4.8", "--edition", "2009", "--lang", "ru"]).lines().take(3).collect::<Vec<_>>(),
        [
            "Статья 4.7 в редакции 2009 г. (в редакции 2023 г. — 4.8) — Утрата права на претензию о нарушениях статьи 4",
            "[Изложение своими словами — не официальный текст Правил]",
            "Игрок теряет право предъявить претензию в связи с нарушением соперником статьи 4, как только сам \
             намеренно тронет фигуру."
        ]
    );
    // Review 32b, H-8: 2009 has no illegal position; its legal move is at the end of 4.6.
    let out = plain(&["3", "--edition", "2009", "--lang", "ru", "--only"]);
    assert!(
        out.contains(
            "Эта статья описывает ходы и взятия каждой фигуры, рокировку и шах. О том, что ход возможен, если \
             выполнены относящиеся к нему требования этой статьи, говорится в конце статьи 4.6."
        ),
        "{out}"
    );
    assert!(plain(&["3", "--edition", "2005", "--only"]).contains("is said in Article 4.6."));
    assert!(plain(&["3", "--only"]).contains("and when a move is legal or illegal and a position illegal."));
    // Review 32b, H-5, H-6, H-10: the Russian summaries of 4, 4.4.3 (2009) and 7.5.
    assert!(plain(&["4", "--lang", "ru", "--only"]).contains("ход одной рукой, поправку фигур, правило"));
    assert!(
        plain(&["4.4.3", "--lang", "ru", "--edition", "2009"])
            .contains("arbiter считает, что фигуры тронуты в том порядке, в каком они перечислены в запросе.")
    );
    assert!(plain(&["7.5", "--lang", "ru", "--only"]).contains(
        "Невозможным ходом считается также ход пешкой на последнюю горизонталь без замены её новой фигурой (пешку \
         заменяют ферзём), а нажатие на часы без хода и ход, сделанный двумя руками, рассматриваются и наказываются \
         как невозможный ход."
    ));
    assert!(plain(&["7.5", "--only"]).contains(
        "is an illegal move too, and pressing the clock without moving or making one move with two hands is \
         considered and penalised as an illegal move."
    ));
}
