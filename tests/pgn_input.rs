//! PGN, replay and position input as a Russian arbiter meets it (review round 32): records
//! shown as the scoresheet has them, files in another encoding, empty files, results and
//! castling written the Russian way.

mod common;

use common::{Run, arbiter_bytes};

fn run(args: &[&str], stdin: &[u8]) -> Run {
    arbiter_bytes(args, stdin, &[])
}

// Review 32d, G-4: `position --pgn` on an ambiguous record (Appendix C.10) says it is a
// problem of notation, as `replay` and `explain` do — not an illegal move.
#[test]
fn position_pgn_calls_an_ambiguous_record_a_problem_of_notation() {
    let pgn = b"[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. \xd0\x9ad2 *\n";
    let r = run(&["--lang", "ru", "position", "--pgn", "-"], pgn);
    assert_eq!(
        (r.code, r.err.trim_end()),
        (
            1,
            "ошибка: полуход 1 (1. Кd2) — ошибка записи, а не невозможный ход: это может быть Кbd2 или Кfd2, \
             поэтому позицию после него разобрать нельзя. На d2 могут пойти оба коня (с b1 и f1), поэтому в \
             записи хода нужно указать, о каком коне идёт речь (приложение C.10)"
        )
    );
    let r =
        run(&["position", "--pgn", "-"], b"[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Nd2 *\n");
    assert!(
        r.err.starts_with(
            "error: ply 1 (1. Nd2) is a problem of notation, not an illegal move: it may mean Nbd2 or Nfd2, \
             so the position after it cannot be analysed. "
        ),
        "{}",
        r.err
    );
}

// Review 32d, G-5 and 32f, G-7: `position --pgn` heads an illegal record with a look-alike
// letter as the scoresheet has it («3. Kc3», not «3. Крc3») and gives `replay`'s hint.
#[test]
fn position_pgn_shows_a_lookalike_record_as_written_with_the_hint() {
    let pgn = "1. e4 e5 2. Кf3 Кc6 3. Kc3 *\n";
    let r = run(&["--lang", "ru", "position", "--pgn", "-"], pgn.as_bytes());
    assert_eq!(
        (r.code, r.err.trim_end()),
        (
            1,
            "ошибка: полуход 5 (3. Kc3) — невозможный ход, поэтому позицию после него разобрать нельзя. Король \
             на e1 не может пойти на c3: король, кроме как при рокировке, ходит только на соседнее поле (статья \
             3.8.1). Подсказка: в записи «Kc3» есть буква, одинаковая на вид в латинице и кириллице; если \
             прочитать её иначе, получится Кc3 — вероятно, этот ход и имелся в виду; чтобы он был принят, \
             исправьте запись в PGN: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)"
        )
    );
    // A record with no look-alike reading is still named in the reader's letters.
    let r = run(&["--lang", "ru", "position", "--pgn", "-"], b"1. e4 e5 2. Qd1d3 *\n");
    assert!(r.err.starts_with("ошибка: полуход 3 (2. Фd1d3) — невозможный ход"), "{}", r.err);
}

// Review 35a, K-8: a record that is not a move at all («Кс6» with a Russian «с», «О-О» with
// Russian «О») gets the same hint from `position --pgn` as from `replay`, for the position
// the moves before it lead to — from the game's `FEN` tag when it has one.
#[test]
fn position_pgn_gives_the_lookalike_hint_for_a_record_that_is_not_a_move() {
    let pgn = "1. e4 e5 2. Кf3 Кс6 *\n";
    let r = run(&["--lang", "ru", "position", "--pgn", "-"], pgn.as_bytes());
    assert_eq!(
        (r.code, r.err.trim_end()),
        (
            2,
            "ошибка: PGN, партия 1, строка 1, символ 18: «Кс6» — не ход. Неверная алгебраическая запись, символ \
             2: «с» здесь — русская буква, а вертикали обозначаются латинскими буквами (a–h). Подсказка: в записи \
             «Кс6» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кc6 — \
             вероятно, этот ход и имелся в виду; чтобы он был принят, исправьте запись в PGN: вертикаль — \
             латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)"
        )
    );
    let pgn = "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[SetUp \"1\"]\n\n1. О-О *\n";
    let r = run(&["--lang", "ru", "position", "--pgn", "-", "--format", "json"], pgn.as_bytes());
    assert_eq!(r.code, 2);
    assert!(
        r.out.contains(
            "Подсказка: в записи «О-О» стоят русские буквы «О»; если прочитать их как рокировку, получится 0-0"
        ),
        "{}",
        r.out
    );
    // No hint for an English reader, and none when the letters read no other way.
    let r = run(&["position", "--pgn", "-"], "1. e4 e5 2. Nf3 Nс6 *\n".as_bytes());
    assert!(!r.err.contains("hint") && !r.err.contains("Подсказка"), "{}", r.err);
}

/// `text` encoded in Windows-1251 (Cyrillic letters А–я, Ё, ё; ASCII as it is).
fn cp1251(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            'А'..='я' => (c as u32 - 'А' as u32 + 0xC0) as u8,
            'Ё' => 0xA8,
            'ё' => 0xB8,
            c if c.is_ascii() => c as u8,
            c => panic!("{c} is not in this test's Windows-1251"),
        })
        .collect()
}

// Review 32a, G-9: a PGN file in Windows-1251 or UTF-16 is said to be one, with the iconv
// line — never read as ISO 8859-1 mojibake («Êf3» — не ход); a file in ISO 8859-1 (the PGN
// standard's character set) is still read.
#[test]
fn a_pgn_file_in_windows_1251_or_utf_16_is_said_to_be_one() {
    let recode = "Перекодируйте его в UTF-8, например: iconv -f cp1251 -t utf-8 файл.pgn > файл-utf8.pgn";
    let names = cp1251("[White \"Иванов\"]\n[Black \"Петров\"]\n\n1. e4 e5 2. Кf3 Кc6 *\n");
    for args in [&["--lang", "ru", "replay", "-"][..], &["--lang", "ru", "position", "--pgn", "-"]] {
        let r = run(args, &names);
        let said = format!(
            "PGN, партия 1, строка 1, символ 9: строка не в кодировке UTF-8: похоже, это кириллица в кодировке \
             Windows-1251; дальше файл не читается. {recode}"
        );
        assert_eq!(r.code, 2, "{args:?}");
        assert!(r.out.contains(&said) || r.err.contains(&said), "{args:?}: {}{}", r.out, r.err);
        assert!(!r.out.contains('Ê') && !r.err.contains('Ê'), "{}{}", r.out, r.err);
    }
    // Only the moves in Russian letters: «Кf3» is found, on its line and column.
    let moves = cp1251("[White \"Ivanov\"]\n\n1. e4 e5 2. Кf3 Кc6 *\n");
    let r = run(&["replay", "-"], &moves);
    assert_eq!(
        (r.code, r.out.trim_end()),
        (
            2,
            "PGN game 1, line 3, column 13: the line is not in UTF-8: it seems to be Cyrillic in Windows-1251; \
             the file is not read on. Recode it to UTF-8, for example: iconv -f cp1251 -t utf-8 file.pgn > \
             file-utf8.pgn"
        )
    );
    // A long file is cut into parts read on several threads: it is said once, where it is
    // first met, and nothing after it.
    let long = cp1251(&"[White \"Ivanov\"]\n[Black \"Петров\"]\n\n1. e4 e5 2. Кf3 Кc6 *\n\n".repeat(3000));
    let r = run(&["--lang", "ru", "replay", "-"], &long);
    assert_eq!((r.code, r.out.matches("PGN, партия").count()), (2, 1), "{}", r.out);
    // UTF-16 with its byte-order mark.
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend("[White \"Иванов\"]\n\n1. e4 e5 *\n".encode_utf16().flat_map(u16::to_le_bytes));
    let r = run(&["--lang", "ru", "replay", "-"], &utf16);
    assert_eq!(
        (r.code, r.out.trim_end()),
        (
            2,
            "PGN, партия 1, строка 1, символ 1: файл в кодировке UTF-16, а PGN читается в кодировке UTF-8; дальше \
             файл не читается. Перекодируйте его в UTF-8, например: iconv -f utf-16 -t utf-8 файл.pgn > \
             файл-utf8.pgn"
        )
    );
    // ISO 8859-1: accented letters among Latin ones, «Schäfer» and «Þórhallsson» included.
    let latin1 = b"[White \"M\xfcller\"]\n[Black \"Sch\xe4fer, \xde\xf3rhallsson\"]\n\n1. e4 e5 *\n";
    let r = run(&["replay", "-"], latin1);
    assert_eq!(r.code, 0, "{}", r.out);
    assert!(r.out.starts_with("Game 1: Müller – Schäfer, Þórhallsson, 2 plies"), "{}", r.out);
}

// Review 32a, G-10: `replay` of an empty file or input says there is no game (exit 2), as
// `position --pgn` does; it is not a file whose games are all in order.
#[test]
fn replay_of_an_empty_input_says_there_is_no_game() {
    for input in [&b""[..], b"\n\n", b"{a comment only}\n"] {
        let r = run(&["--lang", "ru", "replay", "-"], input);
        assert_eq!((r.code, r.out.as_str(), r.err.trim_end()), (2, "", "ошибка: в файле нет ни одной партии"));
        let r = run(&["replay", "-"], input);
        assert_eq!((r.code, r.err.trim_end()), (2, "error: the file has no game at all"));
    }
    let r = run(&["replay", "--format", "json", "-"], b"");
    assert_eq!((r.code, r.out.as_str()), (2, "{\n  \"games\": []\n}\n"));
}

// Review 32a, G-3: a result written the Russian way is said to be a result PGN does not
// write so, at its first character — not a bad move about promotion or a missing square.
#[test]
fn a_result_written_the_russian_way_is_said_to_be_one() {
    for result in ["1/2", "½-½", "1:0", "1–0", "2-0"] {
        let r = run(&["--lang", "ru", "replay", "-"], format!("1. e4 e5 {result}").as_bytes());
        assert_eq!(
            (r.code, r.out.trim_end()),
            (
                2,
                format!(
                    "PGN, партия 1, строка 1, символ 10: «{result}» — не результат партии в записи PGN: результат \
                     записывается 1-0, 0-1, 1/2-1/2 или * (если партия не закончена)"
                )
                .as_str()
            )
        );
    }
    let r = run(&["replay", "-"], b"1. e4 e5 1:0\n");
    assert_eq!(
        r.out.trim_end(),
        "PGN game 1, line 1, column 10: “1:0” is not a game result as PGN writes it: a result is written 1-0, \
         0-1, 1/2-1/2, or * (the game not finished)"
    );
}

// Review 32d, G-6: a one-character record that ends too soon is pointed at, not at the
// character after it.
#[test]
fn a_one_character_record_is_pointed_at_itself() {
    let r = run(&["--lang", "ru", "replay", "-"], b"1. e4 x *\n");
    assert!(r.out.starts_with("PGN, партия 1, строка 1, символ 7: «x» — не ход."), "{}", r.out);
}

// A castling mark begun with a zero and continued with a Cyrillic «О» («0-О») is wrong at the
// «О», its third character, not at the hyphen before it; so are the Latin mixtures «0-O» and
// «O-0». The forms that were read are still read, and the hint under --lang ru is kept.
#[test]
fn a_castling_mark_in_two_kinds_of_letter_is_wrong_at_the_second_kind() {
    let game = |castling: &str| format!("[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. {castling} Nf6 *\n");
    let r = run(&["--lang", "en", "replay", "-"], game("0-О").as_bytes());
    assert_eq!(
        (r.code, r.out.as_str()),
        (
            2,
            "PGN game 1, line 3, column 37: “0-О” is not a move. Invalid algebraic notation at column 3: “О” is out \
             of place here\n\n"
        )
    );
    let r = run(&["--lang", "ru", "replay", "-"], game("0-О").as_bytes());
    assert!(
        r.out.starts_with(
            "PGN, партия 1, строка 3, символ 37: «0-О» — не ход. Неверная алгебраическая запись, символ 3: «О» здесь \
             неуместен\n  Подсказка: в записи «0-О» стоят русские буквы «О»; если прочитать их как рокировку, получится \
             0-0 — вероятно, этот ход и имелся в виду"
        ),
        "{}",
        r.out
    );
    for (castling, wrong) in [("0-O", "O"), ("O-0", "0"), ("O-О", "О"), ("0-0-О", "О")] {
        let r = run(&["--lang", "en", "replay", "-"], game(castling).as_bytes());
        let column = 34 + castling.chars().count();
        let at = castling.chars().count();
        assert!(
            r.out.starts_with(&format!(
                "PGN game 1, line 3, column {column}: “{castling}” is not a move. Invalid algebraic notation at \
                 column {at}: “{wrong}” is out of place here"
            )),
            "{}",
            r.out
        );
    }
    // All in Cyrillic letters, the first «О» is the wrong one, as before.
    let r = run(&["--lang", "en", "replay", "-"], game("О-О").as_bytes());
    assert!(r.out.contains("column 35: “О-О” is not a move. Invalid algebraic notation at column 1: “О”"), "{}", r.out);
    for castling in ["0-0", "O-O"] {
        let r = run(&["--lang", "ru", "replay", "-"], game(castling).as_bytes());
        assert_eq!(r.code, 0, "{castling}: {}", r.out);
    }
}

// Review 32f, G-10 and G-17: Russian notation's mate sign «×» (and the Cyrillic «х» typed for
// it) after the square, and castling written with a dash, «0—0», are read.
#[test]
fn the_russian_mate_sign_and_castling_with_a_dash_are_read() {
    let scholar = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    for written in ["Ф:f7×", "Фxf7х"] {
        let r = run(&["--lang", "ru", "explain", "--fen", scholar, "--move", written], b"");
        assert_eq!(
            (r.code, r.out.trim_end()),
            (
                0,
                "Фxf7# (h5f7) — возможный ход (статья 3.10.1)\nПосле этого хода на доске мат: белые выиграли (статья 5.1.1)"
            )
        );
    }
    let castles = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    for (written, read) in [("0—0", "0-0 (e1g1)"), ("0–0", "0-0 (e1g1)"), ("0—0—0", "0-0-0 (e1c1)")] {
        let r = run(&["--lang", "ru", "explain", "--fen", castles, "--move", written], b"");
        assert_eq!((r.code, r.out.trim_end()), (0, format!("{read} — возможный ход (статья 3.10.1)").as_str()));
    }
    let pgn = "1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6 4. Фxf7х 1-0\n\n1. e4 e5 2. Кf3 Кc6 3. Сc4 Сc5 4. 0—0 Кf6 *\n";
    let r = run(&["--lang", "ru", "replay", "-"], pgn.as_bytes());
    assert_eq!(
        (r.code, r.out.as_str()),
        (
            0,
            "Партия 1: ? — ?, 7 полуходов, результат 1-0\n  Полуход 7 (4. Фxf7#): мат; белые выиграли (статья 5.1.1)\n\n\
             Партия 2: ? — ?, 8 полуходов, результат *\n  Партия на доске не закончилась\n\n"
        )
    );
}

// Review 32d, G-2: in a game written in Russian letters, a Latin record written after the
// end is shown as written: not checked, «Kc3» may be the knight's as well as the king's.
#[test]
fn a_latin_record_after_the_end_of_a_russian_game_is_shown_as_written() {
    let r = run(&["--lang", "ru", "replay", "-"], "1. f3 e5 2. g4 Фh4# 3. Kc3 Кc6 0-1\n".as_bytes());
    assert!(
        r.out.contains(
            "  После окончания партии на полуходе 4 записаны ещё два полухода, начиная с 3. Kc3: они не входят в \
             партию и не проверяются (статья 5.1.1)\n"
        ),
        "{}",
        r.out
    );
}

// Review 32d, G-1: a session over in its start position says «уже в исходной позиции» before the act,
// which may be the long 75-move sentence.
#[test]
fn a_session_over_in_its_start_position_by_75_moves_reads_well() {
    let r = run(&["--lang", "ru", "session", "--fen", "7k/8/8/8/8/8/8/K5R1 w - - 150 80"], b"status\n");
    assert!(
        r.out.starts_with(
            "Партия окончилась ещё до первого хода в этой сессии — уже в исходной позиции: последние семьдесят пять ходов \
             каждого игрока сделаны без хода пешкой и без взятия (статья 9.6.2), результат — 1/2-1/2\n"
        ),
        "{}",
        r.out
    );
}

// Review 32d, G-8: replay of a game whose start position is dead, and its wrong result.
#[test]
fn a_dead_start_position_is_said_without_position_twice() {
    let pgn = "[Result \"1-0\"]\n[FEN \"8/8/8/8/8/8/2N5/K1k5 w - - 0 1\"]\n[SetUp \"1\"]\n\n1-0\n";
    let r = run(&["--lang", "ru", "replay", "-"], pgn.as_bytes());
    assert!(
        r.out.contains(
            "  Исходная позиция партии — мёртвая: ни один из игроков не может поставить мат никакой серией \
             возможных ходов; партия закончилась вничью (статья 5.2.2)\n"
        ),
        "{}",
        r.out
    );
    assert!(
        r.out.contains(
            "Записанный результат 1-0 неверен: исходная позиция партии — мёртвая, партия закончилась вничью, \
             поэтому результат — 1/2-1/2"
        ),
        "{}",
        r.out
    );
}

// Review 32c, G-2: a well-formed UCI move gets no look-alike hint: its «c» is a file.
#[test]
fn a_uci_move_gets_no_lookalike_hint() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for uci in ["c2c5", "c1g5", "c7c5"] {
        let r = run(&["--lang", "ru", "explain", "--fen", start, "--move", uci], b"");
        assert_eq!(r.code, 1);
        assert!(!r.out.contains("Подсказка"), "{uci}: {}", r.out);
    }
    let r = run(&["--lang", "ru", "replay", "-"], "1. c4 e5 2. c4c6 *\n".as_bytes());
    assert!(r.out.contains("Полуход 3 (2. c4c6) — невозможный ход") && !r.out.contains("Подсказка"), "{}", r.out);
    // A SAN-shaped record keeps it.
    let r = run(&["--lang", "ru", "explain", "--fen", start, "--move", "Kf3"], b"");
    assert!(r.out.contains("Подсказка: в записи «Kf3»"), "{}", r.out);
}

// Review 32d, G-3: a JSON line that gives a key twice is refused, not read as its last value
// (which turned a move into a 7.5.3 penalty).
#[test]
fn a_json_key_given_twice_is_refused() {
    let r = run(&["--lang", "ru", "session"], b"{\"event\":\"move\",\"move\":\"e4\",\"event\":\"clock\"}\n");
    assert_eq!((r.code, r.out.trim_end()), (2, "ошибка: строка 1: ключ «event» в событии указан дважды"));
    let r = run(&["session"], b"{\"event\":\"move\",\"move\":\"e4\",\"event\":\"clock\"}\n");
    assert_eq!(r.out.trim_end(), "error: line 1: the key “event” is given twice in the event");
    let line = "{\"fen\": \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\", \"move\": \"Rh2\", \"move\": \"Rh8\"}\n";
    let r = run(&["--lang", "ru", "explain", "--batch"], line.as_bytes());
    assert_eq!(
        (r.code, r.out.trim_end()),
        (2, "{\"error\":{\"kind\":\"key\",\"line\":1,\"message\":\"ключ «move» в запросе указан дважды\"}}")
    );
}

// Review 32a, G-28: a JSON session event without a key it needs names the key, as a missing
// «event» does — not the line format the reader is not using.
#[test]
fn a_json_event_without_its_key_names_the_key() {
    let lines = b"{\"event\":\"claim\"}\n{\"event\":\"flag\"}\n{\"event\":\"move\"}\n{\"event\":\"unpromoted\"}\n";
    let r = run(&["--lang", "ru", "session"], lines);
    assert_eq!(
        (r.code, r.out.as_str()),
        (
            2,
            "ошибка: строка 1: это не событие в формате JSON: нет ключа «article»\n\n\
             ошибка: строка 2: это не событие в формате JSON: нет ключа «color»\n\n\
             ошибка: строка 3: это не событие в формате JSON: нет ключа «move»\n\n\
             ошибка: строка 4: это не событие в формате JSON: нет ключа «move»\n\n"
        )
    );
}

// Review 32a, G-32: a move number that contradicts the move it is — another number, or the
// other side's periods — is noted at its first occurrence, in both languages; the moves are
// replayed as written and the exit code is unchanged.
#[test]
fn replay_notes_the_first_move_whose_number_is_written_wrong() {
    let r = run(&["--lang", "ru", "replay", "-"], "1. e4 2. e5 3. Nf3 *\n".as_bytes());
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(
        r.out.contains(
            "\n  Полуход 2 записан как «2. e5», а на самом деле это 1... e5 — первый ход, номер которого записан \
             неверно; ходы воспроизводятся так, как записаны\n"
        ),
        "{}",
        r.out
    );
    let r = run(&["replay", "-"], "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n[SetUp \"1\"]\n\n7. Kd8 *\n".as_bytes());
    assert!(
        r.out.contains(
            "Ply 1 is written “7. Kd8”, but it is 7... Kd8 — the first move whose number is written wrong; the moves \
             are replayed as written"
        ),
        "{}",
        r.out
    );
    let r = run(
        &["replay", "-"],
        "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n[SetUp \"1\"]\n\n7... Kd8 8. e4 *\n".as_bytes(),
    );
    assert!(!r.out.contains("written wrong"), "{}", r.out);
}
