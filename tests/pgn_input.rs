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
             поэтому позицию после него разобрать нельзя. На d2 могут пойти оба коня (b1 и f1), поэтому в \
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
             наберите его заново: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)"
        )
    );
    // A record with no look-alike reading is still named in the reader's letters.
    let r = run(&["--lang", "ru", "position", "--pgn", "-"], b"1. e4 e5 2. Qd1d3 *\n");
    assert!(r.err.starts_with("ошибка: полуход 3 (2. Фd1d3) — невозможный ход"), "{}", r.err);
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
