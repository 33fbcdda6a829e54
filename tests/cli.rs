//! The command line as a user and a tool see it (DESIGN.md, "Command-line contract"):
//! outputs, JSON shapes, exit codes (0 legal / 1 illegal / 2 bad input), languages.

use std::process::{Command, Stdio};

struct Run {
    code: i32,
    out: String,
    err: String,
}

/// Runs the binary with a clean locale environment plus `env`.
fn arbiter_env(args: &[&str], stdin: &str, env: &[(&str, &str)]) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for k in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(k);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("the binary runs");
    {
        use std::io::Write;
        let mut input = child.stdin.take().unwrap();
        // A command that refuses its options exits before reading standard input: the pipe
        // may be closed already (broken pipe), which is no failure of the test.
        if let Err(e) = input.write_all(stdin.as_bytes()) {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
        }
    }
    let output = child.wait_with_output().unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8(output.stdout).unwrap(),
        err: String::from_utf8(output.stderr).unwrap(),
    }
}

/// A position drawn as `arbiter show` draws it by default (figurines, from White's side).
fn figurines(fen: &str) -> String {
    let r = arbiter(&["show", "--fen", fen]);
    assert_eq!(r.code, 0, "{}", r.err);
    r.out
}

fn arbiter(args: &[&str]) -> Run {
    arbiter_env(args, "", &[])
}

const PINNED: &str = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";

#[test]
fn explain_text_legal_and_illegal_with_exit_codes() {
    let r = arbiter(&["explain", "--fen", PINNED, "--move", "Kd1"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, "Kd1 (e1d1) is a legal move — Article 3.10.1\n");

    let r = arbiter(&["explain", "--fen", PINNED, "--move", "Nc3"]);
    assert_eq!(r.code, 1);
    assert_eq!(
        r.out,
        "Nc3 is not a legal move:\nThe knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2\n"
    );
    assert!(r.err.is_empty(), "{}", r.err);
}

#[test]
fn explain_russian_san_in_and_out() {
    let r = arbiter(&["explain", "--lang", "ru", "--fen", PINNED, "--move", "Кc3"]);
    assert_eq!(r.code, 1);
    assert_eq!(
        r.out,
        "Кc3 — невозможный ход:\nКонь на e2 не может ходить: он связан — любой его ход подставил бы короля на e1 под шах ладьи на e7 (статья 3.9.2)\n"
    );
    // English SAN and UCI are read under --lang ru too.
    assert_eq!(arbiter(&["explain", "--lang", "ru", "--fen", PINNED, "--move", "Nc3"]).code, 1);
    let r = arbiter(&["explain", "--lang", "ru", "--fen", PINNED, "--move", "e1d1"]);
    assert_eq!(r.out, "Крd1 (e1d1) — возможный ход (статья 3.10.1)\n");
    let r = arbiter(&["explain", "--lang", "ru", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--move", "0-0"]);
    assert_eq!((r.code, r.out.as_str()), (0, "0-0 (e1g1) — возможный ход (статья 3.10.1)\n"));
}

// Article 3.1: a "move" that leaves the piece on its square is its own ruling, exit 1, in
// text (the long form shown as written: `Qd1-d1`, not `Q-d1d1`) and JSON, in every edition.
#[test]
fn a_move_to_the_square_the_piece_stands_on_is_ruled_under_3_1() {
    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["explain", "--fen", START, "--move", "d1d1"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(
        r.out,
        "d1d1 is not a legal move:\nThe queen on d1 cannot move to d1: a move takes a piece to another square, and the \
         queen already stands on d1 — Article 3.1\n"
    );
    let r = arbiter(&["explain", "--lang", "ru", "--fen", START, "--move", "Qd1-d1"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(
        r.out,
        "Фd1-d1 — невозможный ход:\nФерзь на d1 не может пойти на d1: ход — это перенос фигуры на другое поле, а на d1 \
         ферзь уже стоит (статья 3.1)\n"
    );
    for (mv, edition, article) in
        [("Ke1-e1", "2023", "3.1"), ("e2e2", "2009", "3.1"), ("Ng1g1", "2023", "3.1"), ("Ke1e1", "2023", "3.1")]
    {
        let r = arbiter(&["explain", "--fen", START, "--move", mv, "--edition", edition, "--format", "json"]);
        assert_eq!(r.code, 1, "{mv}: {}", r.err);
        let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
        let first = &v["violations"][0];
        assert_eq!(
            (first["rule"].as_str(), first["article"].as_str(), first["edition"].as_str()),
            (Some("move-to-same-square"), Some(article), Some(edition)),
            "{mv}: {v}"
        );
        assert_eq!(v["violations"].as_array().map(Vec::len), Some(1), "{mv}: {v}");
        assert_eq!(v["uci"].as_str().map(|u| u[..2] == u[2..]), Some(true), "{mv}: {v}");
        assert_eq!(first["facts"]["square"], v["uci"].as_str().map(|u| &u[..2]).unwrap_or_default(), "{mv}: {v}");
    }
    // An empty square: there is nothing to move, and that is the reason (3.10.2).
    let r = arbiter(&["explain", "--fen", START, "--move", "d4d4", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!((r.code, v["violations"][0]["rule"].as_str()), (1, Some("no-piece-on-square")), "{v}");
}

// Review 3, H-3: why a file cannot be read, in the reader's language, not the system's
// English («No such file or directory (os error 2)»); a directory names no line or column.
#[test]
fn a_file_that_cannot_be_read_is_said_in_the_readers_language() {
    let missing = std::env::temp_dir().join("arbiter-no-such-file.pgn");
    let missing = missing.to_str().unwrap();
    let r = arbiter(&["--lang", "ru", "replay", missing]);
    assert_eq!(
        (r.code, r.err.trim_end()),
        (2, format!("ошибка: не удаётся прочитать {missing}: такого файла нет").as_str())
    );
    let r = arbiter(&["replay", missing]);
    assert_eq!(r.err.trim_end(), format!("error: cannot read {missing}: there is no such file"));
    let r = arbiter(&["--lang", "ru", "position", "--pgn", missing]);
    assert_eq!(r.err.trim_end(), format!("ошибка: не удаётся прочитать {missing}: такого файла нет"));
    // A directory of scenarios is not called a file (review 17, X-5).
    let r = arbiter(&["--lang", "ru", "conformance", "--features", missing]);
    assert_eq!(r.err.trim_end(), format!("ошибка: не удаётся прочитать {missing}: такого каталога нет"));
    let r = arbiter(&["conformance", "--features", missing]);
    assert_eq!(r.err.trim_end(), format!("error: cannot read {missing}: there is no such directory"));
    // A file given for the directory is said to be one (review 18, Z-7).
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let r = arbiter(&["--lang", "ru", "conformance", "--features", file]);
    assert_eq!(r.err.trim_end(), format!("ошибка: не удаётся прочитать {file}: это файл, а не каталог"));
    let dir = std::env::temp_dir().join(format!("arbiter-dir-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Review 5, L-1: a directory is refused as a file that cannot be read, before any
    // output, in the same words.
    let d = dir.to_str().unwrap();
    let r = arbiter(&["--lang", "ru", "replay", d, "--format", "json"]);
    assert_eq!((r.code, r.out.as_str()), (2, ""), "{}", r.err);
    assert_eq!(r.err.trim_end(), format!("ошибка: не удаётся прочитать {d}: это каталог, а не файл"));
    let r = arbiter(&["replay", d]);
    assert_eq!(r.err.trim_end(), format!("error: cannot read {d}: it is a directory, not a file"));
    // Review 13a, S-7: what cannot be written is not said to be unread; the system's
    // English («File exists (os error 17)») does not reach the reader.
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let f = file.to_str().unwrap();
    let r = arbiter(&["--lang", "ru", "book", "--out", f, "--pages", "ru"]);
    assert_eq!(
        (r.code, r.err.trim_end()),
        (2, format!("ошибка: не удаётся записать {f}: это файл, а не каталог").as_str())
    );
    let r = arbiter(&["book", "--out", f, "--pages", "en"]);
    assert_eq!(r.err.trim_end(), format!("error: cannot write {f}: it is a file, not a directory"));
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_dir(&dir);
}

// Review 13a: S-13, the Russian scoresheet's capture sign kept in `replay` and named in
// `position --pgn` (S-8); S-15, the JSON state of an illegal position a whole sentence.
#[test]
fn a_move_is_named_as_written_and_an_illegal_positions_state_is_a_sentence() {
    let pgn = std::env::temp_dir().join(format!("arbiter-colon-{}.pgn", std::process::id()));
    std::fs::write(&pgn, "[Event \"x\"]\n\n1. e2-e4 e7-e5 2. Фd1:e5 *\n").unwrap();
    let p = pgn.to_str().unwrap();
    let r = arbiter(&["--lang", "ru", "replay", p]);
    assert!(r.out.contains("  Полуход 3 (2. Фd1:e5) — невозможный ход:\n"), "{}", r.out);
    let r = arbiter(&["--lang", "ru", "position", "--pgn", p, "--ply", "3"]);
    assert!(
        r.err.starts_with(
            "ошибка: полуход 3 (2. Фd1:e5) — невозможный ход, поэтому позицию после него разобрать нельзя. Ферзь на d1"
        ),
        "{}",
        r.err
    );
    let r = arbiter(&["position", "--pgn", p, "--ply", "3"]);
    assert!(r.err.starts_with("error: ply 3 (2. Qd1:e5) is an illegal move, so the position"), "{}", r.err);
    let _ = std::fs::remove_file(&pgn);
    for (lang, sentence) in
        [("en", "This position cannot arise in a game"), ("ru", "Такая позиция не могла возникнуть в партии")]
    {
        let r = arbiter(&["--lang", lang, "position", "--format", "json", "--fen", "5Q2/6k1/7P/8/8/8/8/K7 b - - 0 1"]);
        let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
        assert_eq!(v["state"]["message"], sentence, "{}", r.out);
        assert_eq!(v["illegal"].as_array().map(Vec::len), Some(1), "{}", r.out);
    }
}

// Review 13a, S-5: a square typed with a Cyrillic letter gets the look-alike hint `replay`
// gives, in `explain` and `session` too.
#[test]
fn a_cyrillic_letter_in_a_move_gets_the_lookalike_hint() {
    let fen = "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1";
    let hint = "Подсказка: в записи «Кс3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кc3 — вероятно, этот ход и имелся в виду; чтобы он был принят, наберите его заново: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", "Кс3"]);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(r.err.trim_end().ends_with(&format!("латинскими буквами (a–h). {hint}")), "{}", r.err);
    // The session answers every line on standard output, errors too.
    let r = arbiter_env(&["--lang", "ru", "session", "--fen", fen], "move Кс3\n", &[]);
    assert!(r.out.contains(hint), "{}", r.out);
    // Where no reading is a legal move, the hint still says how to write the move so that
    // `explain` can say why it is impossible (review 16, W-3): the pinned knight of the help's
    // own example, and a knight that cannot reach c3.
    let impossible = "Подсказка: в записи «Кс3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кc3, но и такой ход здесь невозможен; чтобы узнать почему, наберите его заново: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)";
    for fen in ["4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1"] {
        let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", "Кс3"]);
        assert_eq!(r.code, 2, "{}", r.err);
        assert!(r.err.trim_end().ends_with(impossible), "{}", r.err);
        // Typed as the hint says, the move is judged.
        let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", "Кc3"]);
        assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    }
    let r = arbiter(&["explain", "--lang", "en", "--fen", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "--move", "Nс3"]);
    assert!(!r.err.contains("Hint"), "an English reader's alphabet has no look-alikes to offer: {}", r.err);
    // replay says the same of a scoresheet (review 17, X-9), but there is nothing to type
    // again: the record is corrected in the file, and `explain` says why (review 32f, G-16).
    let r = arbiter_env(&["--lang", "ru", "replay", "-"], "1. e4 e5 2. Кс5 *\n", &[]);
    let impossible_c5 = "Подсказка: в записи «Кс5» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кc5, но и такой ход здесь невозможен; почему — покажет `arbiter explain --lang ru --fen 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2' --move Кc5`";
    assert!(r.out.contains(&format!("\n  {impossible_c5}\n")), "{}{}", r.out, r.err);
    // The command the hint gives is one to type as it stands: it rules on the move in the
    // record's position (review 35a, K-10).
    let r = arbiter(&[
        "--lang",
        "ru",
        "explain",
        "--fen",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
        "--move",
        "Кc5",
    ]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(r.out.contains("Ни один из двух коней (на b1 и g1) не может пойти на c5"), "{}", r.out);
    let r = arbiter_env(
        &["--lang", "ru", "replay", "-"],
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. О-О *\n",
        &[],
    );
    assert!(
        r.out.contains(
            "Подсказка: в записи «О-О» стоят русские буквы «О»; если прочитать их как рокировку, получится 0-0, но и \
             такой ход здесь невозможен; почему — покажет `arbiter explain --lang ru --fen '4k3/8/8/8/8/8/8/4K3 w - - 0 1' \
             --move 0-0`"
        ),
        "{}",
        r.out
    );
    let r = arbiter_env(&["--lang", "ru", "replay", "-"], "1. e4 e5 2. Кf3 Кc6 3. Kc3 *\n", &[]);
    assert!(
        r.out.contains("получится Кc3 — вероятно, этот ход и имелся в виду; чтобы он был принят, исправьте запись в PGN: вертикаль — латинской буквой (a–h)"),
        "{}",
        r.out
    );
    // A capital «С» that begins a record is the bishop, never the file c (review 17, X-1).
    let r = arbiter(&["--lang", "ru", "explain", "--fen", "4k3/8/8/8/8/8/2P5/4K3 w - - 0 1", "--move", "Сс4"]);
    assert!(r.err.contains("получится Сc4, но и такой ход здесь невозможен"), "{}", r.err);
    assert!(!r.err.contains("получится c4"), "{}", r.err);
    // Review 18: castling is retyped with zeros (Z-1); an ambiguous reading is not called
    // impossible (Z-14); a pawn reading is written as a move (Z-15); where the command needs
    // the square the piece left, the hint asks for it (Z-12).
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "О-О"]);
    assert!(r.err.contains("получится 0-0, но и такой ход здесь невозможен; чтобы узнать почему, наберите рокировку заново нулями: 0-0 или 0-0-0"), "{}", r.err);
    let r = arbiter(&["--lang", "ru", "explain", "--fen", "4k3/8/8/8/8/8/4N3/1N5K w - - 0 1", "--move", "Кс3"]);
    assert!(r.err.contains("получится Кc3, но такая запись здесь неоднозначна"), "{}", r.err);
    // The example is the ambiguous record with each knight's square (not a fixed «Кb1-c3»).
    assert!(r.err.contains("с полем, откуда пошла фигура (как Кb1-c3 или Кe2-c3):"), "{}", r.err);
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "сd4"]);
    assert!(r.err.contains("получится Сd4 или cxd4, но и такие ходы здесь невозможны"), "{}", r.err);
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "сe2"]);
    assert!(r.err.contains("получится Сe2, но и такой ход здесь невозможен"), "{}", r.err);
    let after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", after, "--move", "Кс5", "--completed"]);
    assert!(
        r.err.contains("наберите его заново полностью, с полем, откуда пошла фигура (как Кb1-c5 или Кg1-c5)"),
        "{}",
        r.err
    );
    // With no queen to have left for c5, the example names only where it went.
    let no_queen = "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", no_queen, "--move", "Фс5", "--completed"]);
    assert!(
        r.err.contains(
            "наберите его заново полностью, добавив в запись Фc5 поле, откуда пошла фигура, перед полем, куда она \
             пошла: вертикали"
        ),
        "{}",
        r.err
    );
    let r = arbiter_env(&["--lang", "ru", "session", "--fen", after], "move Кс5\n", &[]);
    assert!(r.out.contains("наберите его заново полностью, с полем, откуда пошла фигура"), "{}", r.out);
    // Review 22: the hint counts the letters read the other way, not every look-alike one —
    // «Ke2»'s e stays the file e (F-11); with a Latin K and a Cyrillic «с» both change.
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Ke2"]);
    assert!(
        r.out.contains(
            "«Ke2» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кe2,"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Kс3"]);
    assert!(
        r.err.contains(
            "«Kс3» есть буквы, одинаковые на вид в латинице и кириллице; если прочитать их иначе, получится Кc3 —"
        ),
        "{}",
        r.err
    );
    // A capital that begins the record is a piece, never a file: a Latin «Cc4» is the
    // bishop's Сc4, not the pawn's c4 (F-16).
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Cc4"]);
    assert!(r.err.contains("получится Сc4, но и такой ход здесь невозможен"), "{}", r.err);
    // No hint where no reading is a move at all.
    let r = arbiter(&["--lang", "ru", "explain", "--fen", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "--move", "Кс"]);
    assert!(!r.err.contains("Подсказка"), "{}", r.err);
}

// Review 18, Z-5: a move illegal as typed whose look-alike letters make a legal move (a Latin
// K under --lang ru) is ruled on as typed, with the hint under the ruling: in text, in JSON
// (`hint`, docs/schema/ruling.json) and on a batch line. Not in English; not for «Кр».
#[test]
fn an_illegal_move_typed_with_look_alike_letters_gets_the_hint_under_its_ruling() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let hint = "Подсказка: в записи «Kf3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе, получится Кf3 — вероятно, этот ход и имелся в виду; чтобы он был принят, наберите его заново: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Kf3"]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert_eq!(
        r.out,
        format!(
            "Крf3 — невозможный ход:\nКороль на e1 не может пойти на f3: король, кроме как при рокировке, ходит \
             только на соседнее поле (статья 3.8.1)\n{hint}\n"
        )
    );
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Kf3", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["hint"], serde_json::json!({"moves": [{"san": "Nf3", "uci": "g1f3"}], "message": hint}), "{}", r.out);
    let line = format!("{{\"fen\": \"{start}\", \"move\": \"Kf3\"}}\n");
    let r = arbiter_env(&["--lang", "ru", "explain", "--batch"], &line, &[]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["hint"]["message"], hint, "{}", r.out);
    // A reading that is a move but impossible too gets the hint that says how to learn why
    // (review 21a, D-10); JSON `hint.moves` is then empty.
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Kd4", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["hint"]["moves"], serde_json::json!([]), "{}", r.out);
    assert!(
        v["hint"]["message"].as_str().unwrap().contains("получится Кd4, но и такой ход здесь невозможен"),
        "{}",
        r.out
    );
    // A reading that is the move as typed is no other reading: an illegal «0-0» typed with
    // zeros, «exd5» — no hint (review 22, F-1).
    let castling = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1";
    for (fen, mv) in [(castling, "0-0"), (castling, "O-O"), (start, "exd5")] {
        let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", mv]);
        assert_eq!(r.code, 1, "{mv}: {}{}", r.out, r.err);
        assert!(!r.out.contains("Подсказка"), "{mv}: {}", r.out);
    }
    // A move with no look-alike reading that is a move gets none (a pawn's «e5»).
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e5", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert!(v.get("hint").is_none(), "{}", r.out);
    // …and on its picture and page, under the ruling's sentence (review 20, C-15).
    let html = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Kf3", "--format", "html"]);
    assert!(html.out.contains(&format!("(статья 3.8.1)</li><li>{hint}</li></ul>")), "{}", html.out);
    let svg = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Kf3", "--format", "svg"]);
    assert!(svg.out.contains("Подсказка: в записи «Kf3»"), "{}", svg.out);
    let svg = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Крf3", "--format", "svg"]);
    assert!(!svg.out.contains("Подсказка"), "{}", svg.out);
    for (lang, mv) in [("en", "Kf3"), ("ru", "Крf3")] {
        let r = arbiter(&["--lang", lang, "explain", "--fen", start, "--move", mv, "--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
        assert_eq!((v["legal"].as_bool(), v.get("hint")), (Some(false), None), "{lang} {mv}: {}", r.out);
    }
}

// Review 19a, A-16: a square typed with a Cyrillic look-alike file (`е4`, `а1`) is the square
// it looks like, in --touch, --reach and the session's `unpromoted`.
#[test]
fn squares_typed_with_cyrillic_look_alike_files_are_read() {
    let r = arbiter(&["--lang", "ru", "show", "--fen", "8/8/8/8/4N3/8/8/8 w - - 0 1", "--reach", "е4"]);
    assert_eq!(r.code, 0, "{}", r.err);
    let r = arbiter(&[
        "--lang",
        "ru",
        "explain",
        "--fen",
        "4k3/8/8/8/8/8/8/N3K3 w - - 0 1",
        "--move",
        "Крe2",
        "--touch",
        "а1",
    ]);
    assert!(r.out.contains("Игрок тронул коня на a1"), "{}{}", r.out, r.err);
    let r = arbiter_env(
        &["--lang", "ru", "session", "--fen", "4k3/4P3/8/8/8/8/8/N3K3 w - - 0 1"],
        "unpromoted е7-е8\n",
        &[],
    );
    assert!(r.out.starts_with("Пешка на e7 не может пойти на e8"), "{}", r.out);
}

// Review 19a, A-16 (its FEN half): a Russian letter in a FEN, which looks like the Latin one
// it was typed for, is named as such — in the reader's language.
#[test]
fn a_cyrillic_letter_in_a_fen_is_named() {
    let r = arbiter(&["--lang", "ru", "moves", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w КQkq - 0 1"]);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.err,
        "ошибка: неверная запись FEN, символ 27 (права на рокировку): «К» — не обозначение права на рокировку: \
         ожидается K, Q, k, q или «-»; «К» здесь — русская буква, а буквы в записи FEN только латинские\n"
    );
    let r = arbiter(&["moves", "--fen", "4k3/8/8/8/8/8/8/4K3 w - е3 0 1"]);
    assert!(r.err.ends_with("; “е” here is a Cyrillic letter, and the letters of a FEN are Latin only\n"), "{}", r.err);
    // A Latin letter in the wrong place is not said to be Cyrillic.
    let r = arbiter(&["--lang", "ru", "moves", "--fen", "4k3/8/8/8/8/8/8/4K3 w - e9 0 1"]);
    assert!(!r.err.contains("русская буква"), "{}", r.err);
}

// Review 21a, D-17: an illegal position under --edition 2009 cites 3.10.3 as `position` does —
// the 2023 number, and that the 2009 edition has no such article — in explain (text, JSON,
// batch) and in the session; under 2023 the bare number.
#[test]
fn an_illegal_position_cites_its_article_as_the_edition_has_it() {
    let fen = "kK6/8/8/8/8/8/8/8 w - - 0 1";
    let ru_2009 = "позиция невозможна (статья 3.10.3 в редакции 2023 года; в редакции 2009 года такой статьи нет). \
                   Король чёрных на a8 стоит рядом с королём белых на b8";
    let r = arbiter(&["--lang", "ru", "explain", "--edition", "2009", "--fen", fen, "--move", "Kb7"]);
    assert_eq!(r.code, 2);
    assert!(r.err.starts_with(&format!("ошибка: {ru_2009}")), "{}", r.err);
    let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", "Kb7"]);
    assert!(r.err.starts_with("ошибка: позиция невозможна (статья 3.10.3). Король"), "{}", r.err);
    let r = arbiter(&["explain", "--edition", "2009", "--fen", fen, "--move", "Kb7", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["error"]["kind"], "position", "{}", r.out);
    let message = v["error"]["message"].as_str().unwrap();
    assert!(
        message.starts_with(
            "the position is illegal — Article 3.10.3, 2023 edition (not in the 2009 edition). The black king"
        ),
        "{message}"
    );
    let line = format!("{{\"fen\": \"{fen}\", \"move\": \"Kb7\", \"edition\": \"2009\"}}\n");
    let r = arbiter_env(&["--lang", "ru", "explain", "--batch"], &line, &[]);
    assert!(r.out.contains(ru_2009), "{}", r.out);
    let r = arbiter_env(&["--lang", "ru", "session", "--edition", "2009", "--fen", fen], "", &[]);
    assert_eq!(r.code, 2);
    assert!(r.err.starts_with(&format!("ошибка: {ru_2009}")), "{}", r.err);
}

// Review 17, X-3: a completed move written with its piece and square, where the player has no
// such piece, is said as the session says it — not as a record that should name them.
#[test]
fn a_completed_move_from_a_square_without_that_piece_says_so() {
    for (fen, mv, said) in [
        (
            "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1",
            "Кh1-h3",
            "у белых на h1 нет коня, поэтому нельзя понять, какой фигурой сделан ход",
        ),
        (
            "4k3/8/8/8/8/8/3P4/4K1N1 w - - 0 1",
            "Сg1-h3",
            "у белых на g1 нет слона, поэтому нельзя понять, какой фигурой сделан ход",
        ),
        // The opponent's piece on the square named (review 18, Z-3).
        ("r3k3/8/8/8/8/8/P7/4K2n w - - 0 1", "Кh1-g3", "сейчас ход белых, а конь на h1 принадлежит чёрным"),
    ] {
        let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", mv, "--completed"]);
        assert_eq!((r.code, r.err.trim_end()), (2, format!("ошибка: {said}").as_str()), "{mv}");
    }
}

// Review 17, X-12: the HTML page of a completed illegal move says what the arbiter does next,
// as the text does.
#[test]
fn the_html_page_of_a_completed_move_says_what_the_arbiter_does() {
    let args = ["--fen", "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", "--move", "Крe1-e3", "--completed"];
    let text = arbiter(&[&["--lang", "ru", "explain"][..], &args].concat());
    let html = arbiter(&[&["--lang", "ru", "explain"][..], &args, &["--format", "html"]].concat());
    assert_eq!(html.code, 1, "{}", html.err);
    assert!(html.out.contains("<h2>Что делает арбитр</h2>"), "{}", html.out);
    // The sentences, then the position reinstated drawn (which the page shows as its picture).
    let lines: Vec<&str> =
        text.out.lines().skip_while(|l| !l.is_empty()).skip(1).take_while(|l| !l.starts_with("  ┌")).collect();
    assert_eq!(lines.len(), 3, "{}", text.out);
    for line in lines {
        let escaped = line.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;");
        assert!(html.out.contains(&format!("<li>{escaped}</li>")), "{line}\n{}", html.out);
    }
    // Every article the ruling mentions is quoted, those of what the arbiter does next too
    // (review 18, Z-8): on the page, with --quote in text and in JSON.
    for number in ["3.8.1", "7.5.1", "4.3.1", "7.5.5"] {
        assert!(html.out.contains(&format!("id=\"a-{number}\"")), "{number}\n{}", html.out);
    }
    // 4.3.1's sentence begins in 4.3: the page says where, as --quote does (review 19a, A-2).
    assert!(
        html.out.contains("<p class=\"lead-in\">Начало фразы — в статье 4.3: «За исключением случая"),
        "{}",
        html.out
    );
    // …right after the label, before the quoted point, as `quote` prints it (review 20, C-4).
    let section = html.out.split("id=\"a-4.3.1\"").nth(1).unwrap_or_default();
    let at = |needle: &str| section.find(needle).unwrap_or_else(|| panic!("no {needle} in {section}"));
    assert!(at("class=\"label") < at("class=\"lead-in\""), "{section}");
    assert!(at("class=\"lead-in\"") < at("class=\"text\""), "{section}");
    let json = arbiter(&[&["--lang", "ru", "explain"][..], &args, &["--quote", "--format", "json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&json.out).unwrap();
    let quoted: Vec<&str> = v["quotes"].as_array().unwrap().iter().map(|q| q["article"].as_str().unwrap()).collect();
    assert_eq!(quoted, ["3.8.1", "7.5.1", "4.3.1", "7.5.5"], "{v}");
    let text = arbiter(&[&["--lang", "ru", "explain"][..], &args, &["--quote"]].concat());
    assert!(text.out.contains("\nСтатья 7.5.5 — "), "{}", text.out);
}

// Review 17, X-8: 7.5.1 applies 4.3 to the replacing move with every piece touched — a piece
// of the player's touched before the one moved binds, in explain and in the session.
#[test]
fn a_piece_touched_before_the_illegal_move_binds_the_replacing_move() {
    // The line that says what replaces the illegal move, under --completed with --touch.
    let replacing = |fen: &str, mv: &str, touched: &str| {
        let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", mv, "--touch", touched, "--completed"]);
        r.out
            .lines()
            .find(|l| l.contains("вместо невозможного хода") || l.starts_with("Вместо"))
            .unwrap_or_default()
            .to_owned()
    };
    let fen = "4k3/8/8/8/8/8/3P4/4K1N1 w - - 0 1";
    assert_eq!(
        replacing(fen, "Крe1-e3", "g1"),
        "Игрок тронул коня на g1 раньше, чем короля на e1, поэтому вместо невозможного хода белые должны сделать ход конём с g1: Кe2, Кf3 или Кh3 (статья 4.3.1)"
    );
    let r = arbiter(&["explain", "--fen", fen, "--move", "e1e3", "--touch", "g1", "--completed", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["after_illegal"]["replacing"], serde_json::json!(["g1e2", "g1f3", "g1h3"]), "{v}");
    // Without the earlier touch, the king moved is bound, as before.
    let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", "Крe1-e3", "--completed"]);
    assert!(
        r.out.contains("должны сделать ход той же фигурой с e1: Крd1, Крf1, Крe2 или Крf2 (статья 4.3.1)"),
        "{}",
        r.out
    );
    // The session: the king may not replace it, the knight must.
    let r = arbiter_env(&["--lang", "ru", "session", "--fen", fen], "move e1e3 touch g1\nmove e1d1\nmove g1f3\n", &[]);
    assert!(r.out.contains("Игрок тронул коня на g1 раньше, чем короля на e1"), "{}", r.out);
    assert!(r.out.contains("поэтому игрок должен ходить именно им: Кe2, Кf3 или Кh3 (статья 4.3.1)"), "{}", r.out);
    assert!(r.out.trim_end().ends_with("Сделан ход 1. Кf3"), "{}", r.out);
    // The opponent's pawn touched first, then a knight that cannot move: 4.3.3 asks for the
    // capture of the pawn touched — by a pawn nobody touched, so none is named as touched
    // (review 18, Z-16).
    assert_eq!(
        replacing("7k/8/8/3p4/4P3/P1P5/3P4/1N5K w - - 0 1", "Кb1-b3", "d5"),
        "Вместо невозможного хода белые должны сделать ход, которого требует правило «взялся — ходи»: exd5 (статья 4.3.3)"
    );
    // Review 29a, G-9: more than one move allowed — «один из ходов, которые допускает…».
    assert_eq!(
        replacing("7k/8/8/3p4/2P1P3/P7/3P4/1N5K w - - 0 1", "Кb1-b3", "d5"),
        "Вместо невозможного хода белые должны сделать один из ходов, которые допускает правило «взялся — ходи»: cxd5 или exd5 (статья 4.3.3)"
    );
}

// Review 32f, G-12: a completed pawn record the player's pawn on that file cannot make asks
// for the square the pawn came from, as `Кd4 --completed` does — not «нет пешки».
#[test]
fn a_completed_pawn_record_no_pawn_can_make_asks_for_the_square() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e5", "--completed"]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(r.err.starts_with("ошибка: для завершённого хода (--completed"), "{}", r.err);
    assert!(!r.err.contains("нет пешки"), "{}", r.err);
}

// Review 32f, G-13: a legal move that ends the game says so on a line of its own, with the
// article — checkmate, stalemate, a dead position; a move after which the game goes on does not.
#[test]
fn a_legal_move_that_ends_the_game_says_how_it_ends() {
    let cases = [
        (
            "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1",
            "f1f7",
            "After this move it is stalemate: the game is drawn — Article 5.2.1",
            "После этого хода на доске пат: партия закончилась вничью (статья 5.2.1)",
        ),
        (
            "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1",
            "e1d2",
            "After this move the position is dead — neither player can checkmate by any series of legal moves; the game is drawn — Article 5.2.2",
            "После этого хода на доске мёртвая позиция — ни один из игроков не может поставить мат никакой серией возможных ходов; партия закончилась вничью (статья 5.2.2)",
        ),
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "h5f7",
            "After this move it is checkmate: White wins — Article 5.1.1",
            "После этого хода на доске мат: белые выиграли (статья 5.1.1)",
        ),
    ];
    for (fen, mv, en, ru) in cases {
        for (lang, expected) in [("en", en), ("ru", ru)] {
            let r = arbiter(&["--lang", lang, "explain", "--fen", fen, "--move", mv]);
            assert_eq!(r.code, 0, "{}", r.err);
            assert_eq!(r.out.lines().nth(1), Some(expected), "{mv}: {}", r.out);
        }
    }
    let r = arbiter(&["explain", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "--move", "e4"]);
    assert_eq!(r.out, "e4 (e2e4) is a legal move — Article 3.10.1\n");
}

// Review 32c G-4, 32f G-4: a completed illegal castling is replaced by another move of the
// king, 0-0-0 included, under 4.4.3 — whether or not the king and rook were named as touched,
// and in check too. Review 32c G-3: when the piece moved must capture a touched opponent's
// piece, the line names the rule's move, not "a move of the same piece".
#[test]
fn an_illegal_castling_is_replaced_by_another_king_move_under_4_4_3() {
    let line = |lang: &str, fen: &str, touch: Option<&str>| {
        let mut args = vec!["--lang", lang, "explain", "--fen", fen, "--move", "e1g1", "--completed"];
        if let Some(t) = touch {
            args.extend(["--touch", t]);
        }
        let r = arbiter(&args);
        r.out
            .lines()
            .find(|l| l.contains("must replace") || l.contains("Вместо невозможн"))
            .unwrap_or_default()
            .to_owned()
    };
    let attacked = "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1";
    for touch in [None, Some("e1,h1")] {
        assert_eq!(
            line("ru", attacked, touch),
            "Вместо невозможной рокировки белые должны сделать другой ход королём: Крd1, Крf1 или 0-0-0 (статья 4.4.3)"
        );
        assert_eq!(
            line("en", attacked, touch),
            "White must replace the illegal castling with another move of the king: Kd1, Kf1 or O-O-O — Article 4.4.3"
        );
    }
    assert_eq!(
        line("ru", "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", Some("e1,h1")),
        "Вместо невозможной рокировки белые должны сделать другой ход королём: Крd1, Крf1 или Крxe2 (статья 4.4.3)"
    );
    let r = arbiter_env(
        &["--lang", "ru", "session", "--fen", "4k3/8/8/8/8/3p4/4P3/2N1K3 w - - 0 1"],
        "move e2e5 touch d3\n",
        &[],
    );
    assert!(
        r.out.contains("Вместо невозможного хода белые должны сделать ход, которого требует правило «взялся — ходи»: exd3 (статья 4.3.3)"),
        "{}",
        r.out
    );
}

// Review 29a, G-12 (Article 4.3.3): the pawn e2, then the opponent's pawns d3 and f3 at the
// same time — either capture is allowed; the JSON names the pieces touched at once, and the
// session, which judges touches the same way, refuses Kd2 with the same sentence.
#[test]
fn opponent_pieces_touched_at_once_may_each_be_captured_4_3_3() {
    let fen = "4k3/8/8/8/8/3p1p2/4P3/4K3 w - - 0 1";
    let r = arbiter(&["explain", "--fen", fen, "--move", "Kd2", "--touch", "e2,d3+f3", "--format", "json"]);
    assert_eq!(r.code, 1, "{}", r.err);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let violation = &v["violations"][0];
    assert_eq!(violation["rule"], "touched-both-colours", "{v}");
    assert_eq!(violation["facts"]["touched_at_once"], serde_json::json!(["d3", "f3"]), "{v}");
    assert_eq!(violation["facts"]["own"]["square"], "e2", "{v}");
    assert_eq!(violation["facts"]["moves"], serde_json::json!(["e2d3", "e2f3"]), "{v}");
    for mv in ["exd3", "exf3"] {
        let r = arbiter(&["explain", "--fen", fen, "--move", mv, "--touch", "d3+f3,e2"]);
        assert_eq!(r.code, 0, "{mv}: {}", r.out);
    }
    let sentence = "Игрок тронул пешку на e2 и пешки соперника на d3 и f3 (обе — одновременно), а пешка на e2 может взять любую из них, поэтому нужно сделать одно из этих взятий: exd3 или exf3 (статья 4.3.3)";
    let r = arbiter(&["explain", "--lang", "ru", "--fen", fen, "--move", "Крd2", "--touch", "e2,d3+f3"]);
    assert!(r.out.contains(sentence), "{}", r.out);
    let r = arbiter_env(&["session", "--lang", "ru", "--fen", fen], "move Крd2 touch e2,d3+f3\nmove exf3\nfen\n", &[]);
    assert!(r.out.starts_with(&format!("{sentence}\n")), "{}", r.out);
    assert!(r.out.contains("Сделан ход 1. exf3"), "{}", r.out);
    // The player's pieces touched at once, or both sides', and when only one capture is legal.
    let two = "4k3/8/8/8/8/3p1p2/4P1P1/4K3 w - - 0 1";
    let one = "4k3/8/8/7n/8/3p4/4P3/1N2K3 w - - 0 1";
    let cases = [
        (
            two,
            "e2+g2,f3",
            "The player touched their own pawns on e2 and g2 (both at the same time) and the opponent's pawn on f3; any of them can capture it, so one of these captures must be made: exf3 or gxf3 — Article 4.3.3",
            "Игрок тронул свои пешки на e2 и g2 (обе — одновременно) и пешку соперника на f3, а взять её может любая из них, поэтому нужно сделать одно из этих взятий: exf3 или gxf3 (статья 4.3.3)",
        ),
        (
            two,
            "e2+g2,d3+f3",
            "The player touched their own pawns on e2 and g2 (both at the same time) and the opponent's pawns on d3 and f3 (also both at the same time); the player's own touched pieces can capture them, so one of these captures must be made: exd3, exf3 or gxf3 — Article 4.3.3",
            "Игрок тронул свои пешки на e2 и g2 (обе — одновременно) и пешки соперника на d3 и f3 (тоже обе — одновременно), а пешки игрока могут их взять, поэтому нужно сделать одно из таких взятий: exd3, exf3 или gxf3 (статья 4.3.3)",
        ),
        (
            one,
            "e2,d3+h5",
            "The player touched the pawn on e2 and the opponent's pieces on d3 and h5 (both at the same time); only the capture of the pawn on d3 with the pawn on e2 is legal, so that capture must be made: exd3 — Article 4.3.3",
            "Игрок тронул пешку на e2 и фигуры соперника на d3 и h5 (обе — одновременно), а пешка на e2 может взять только пешку на d3, поэтому нужно сделать именно это взятие: exd3 (статья 4.3.3)",
        ),
        (
            one,
            "b1+e2,d3+h5",
            "The player touched their own pieces on b1 and e2 (both at the same time) and the opponent's pieces on d3 and h5 (also both at the same time); only the capture of the pawn on d3 with the pawn on e2 is legal, so that capture must be made: exd3 — Article 4.3.3",
            "Игрок тронул свои фигуры на b1 и e2 (обе — одновременно) и фигуры соперника на d3 и h5 (тоже обе — одновременно), а возможно только одно взятие — пешки на d3 пешкой на e2, поэтому нужно сделать именно его: exd3 (статья 4.3.3)",
        ),
    ];
    for (fen, touched, en, ru) in cases {
        for (lang, expected) in [("en", en), ("ru", ru)] {
            let r = arbiter(&["explain", "--lang", lang, "--fen", fen, "--move", "e1d2", "--touch", touched]);
            assert_eq!(r.out.lines().nth(1), Some(expected), "{touched}: {}", r.out);
        }
    }
    // Review 32c, G-8: of the pieces touched at the same time only some take part in a
    // capture — «любую из них» would be false; those that do are named.
    let partial = [
        (
            "K3k3/8/8/p7/8/3p1p2/4P3/8 w - - 0 1",
            "e2,d3+f3+a5",
            "The player touched the pawn on e2 and the opponent's pawns on d3, f3 and a5 (all three at the same time); the pawn on e2 can capture those on d3 and f3, so one of these captures must be made: exd3 or exf3 — Article 4.3.3",
            "Игрок тронул пешку на e2 и пешки соперника на d3, f3 и a5 (все три — одновременно), а пешка на e2 может взять те из них, что стоят на d3 и f3, поэтому нужно сделать одно из этих взятий: exd3 или exf3 (статья 4.3.3)",
        ),
        (
            "K3k3/8/8/8/8/5p2/P3P1P1/8 w - - 0 1",
            "a2+e2+g2,f3",
            "The player touched their own pawns on a2, e2 and g2 (all three at the same time) and the opponent's pawn on f3; those on e2 and g2 can capture it, so one of these captures must be made: exf3 or gxf3 — Article 4.3.3",
            "Игрок тронул свои пешки на a2, e2 и g2 (все три — одновременно) и пешку соперника на f3, а взять её могут те из них, что стоят на e2 и g2, поэтому нужно сделать одно из этих взятий: exf3 или gxf3 (статья 4.3.3)",
        ),
    ];
    for (fen, touched, en, ru) in partial {
        for (lang, expected) in [("en", en), ("ru", ru)] {
            let r = arbiter(&["explain", "--lang", lang, "--fen", fen, "--move", "a8a7", "--touch", touched]);
            assert_eq!(r.out.lines().nth(1), Some(expected), "{touched}: {}", r.out);
        }
    }
}

// Review 26a, G-6: of pieces touched at the same time (`c1+g1`) only one can be moved; it
// must be, but it is not "the first touched" — in explain's JSON facts, under --completed
// (the bishop on c1, touched with the knight, then moved illegally) and in the session.
#[test]
fn the_only_piece_of_those_touched_at_once_that_can_move_is_named_as_touched_at_once() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["explain", "--fen", start, "--move", "e4", "--touch", "c1+g1", "--format", "json"]);
    assert_eq!(r.code, 1);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let facts = &v["violations"][0]["facts"];
    assert_eq!(facts["square"], "g1", "{v}");
    assert_eq!(facts["touched_at_once"], serde_json::json!(["c1", "g1"]), "{v}");
    let r = arbiter(&["explain", "--fen", start, "--move", "e4", "--touch", "c1,g1", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert!(v["violations"][0]["facts"].get("touched_at_once").is_none(), "{v}");
    // --completed: the replacing move.
    let replacing = |lang: &str, touched: &str| {
        let r =
            arbiter(&["--lang", lang, "explain", "--fen", start, "--move", "c1c3", "--touch", touched, "--completed"]);
        r.out
            .lines()
            .find(|l| l.contains("must replace") || l.contains("вместо невозможного хода"))
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(
        replacing("ru", "c1+g1"),
        "Игрок одновременно тронул фигуры на c1 и g1, а ход возможен только конём на g1, поэтому вместо невозможного хода белые должны сделать ход конём с g1: Кf3 или Кh3 (статья 4.3.1)"
    );
    assert_eq!(
        replacing("en", "c1+g1"),
        "The player touched the pieces on c1 and g1 at the same time, and only the knight on g1 can be moved, so White must replace the illegal move with a move of that knight: Nf3 or Nh3 — Article 4.3.1"
    );
    // Touched before, the knight is still named so.
    assert_eq!(
        replacing("ru", "g1"),
        "Игрок тронул коня на g1 раньше, чем слона на c1, поэтому вместо невозможного хода белые должны сделать ход конём с g1: Кf3 или Кh3 (статья 4.3.1)"
    );
    // The session refuses e4 with the same sentence.
    let r = arbiter_env(&["--lang", "ru", "session", "--fen", start], "move e4 touch c1+g1\n", &[]);
    assert!(
        r.out.contains("Игрок одновременно тронул фигуры на c1 и g1, а ход возможен только конём на g1, поэтому он должен ходить им: Кf3 или Кh3 (статья 4.3.1)"),
        "{}",
        r.out
    );
}

// Review 3, H-20: a batch's error messages start alike, as the clause after «ошибка:».
#[test]
fn batch_error_messages_start_as_clauses() {
    let r = arbiter_env(
        &["--lang", "ru", "explain", "--batch"],
        "{\"fen\": \"x\", \"move\": \"e4\"}\n{\"fen\": \"x\"}\n{\"fen\": \"x\", \"move\": null}\n",
        &[],
    );
    let messages: Vec<String> = r
        .out
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    assert!(messages[0].starts_with("неверная запись FEN, символ 1"), "{messages:?}");
    assert_eq!(messages[1], "нет ключа «move»", "{messages:?}");
    // A key written `null` is there: its value is of the wrong type (review 32a, G-6).
    assert_eq!(messages[2], "значение ключа «move» должно быть строкой", "{messages:?}");
}

// Review 2, G-22: an option given twice is named once, without its placeholder.
#[test]
fn an_option_given_twice_is_named_once() {
    let r = arbiter(&["--lang", "ru", "--lang", "en", "quote", "3.1"]);
    assert_eq!(r.code, 2);
    assert_eq!(r.err.lines().next(), Some("ошибка: параметр --lang указан дважды; укажите его один раз"), "{}", r.err);
    let r = arbiter(&["quote", "3.1", "--edition", "2009", "--edition", "2005"]);
    assert_eq!(r.err.lines().next(), Some("error: --edition is given twice; give it once"), "{}", r.err);
}

#[test]
fn explain_json_has_the_design_schema() {
    let r =
        arbiter(&["explain", "--fen", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "--move", "O-O", "--format", "json"]);
    assert_eq!(r.code, 1);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["fen"], "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    assert_eq!(v["move"], "O-O");
    assert_eq!(v["uci"], "e1g1");
    assert_eq!(v["legal"], false);
    let first = &v["violations"][0];
    assert_eq!(first["rule"], "castling-across-attacked-square");
    assert_eq!(first["article"], "3.8.2.2.1");
    assert_eq!(first["edition"], "2023");
    assert_eq!(
        first["message"],
        "White cannot castle kingside: the king would cross f1, which is attacked by the rook on f2"
    );
    assert!(v["explanation"].as_str().unwrap().contains("— Article 3.8.2.2.1"));

    let r = arbiter(&["explain", "--edition", "2009", "--fen", PINNED, "--move", "Nc3", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(
        (v["violations"][0]["article"].as_str(), v["violations"][0]["edition"].as_str()),
        (Some("3.9"), Some("2009"))
    );

    let r = arbiter(&["explain", "--fen", PINNED, "--move", "Kd1", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!((r.code, v["legal"].as_bool(), v["violations"].as_array().map(Vec::len)), (0, Some(true), Some(0)));
}

#[test]
fn explain_bad_input_exits_2_with_a_localized_message() {
    let r = arbiter(&["explain", "--fen", "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "--move", "e4"]);
    assert_eq!(r.code, 2);
    assert!(r.out.is_empty());
    assert!(r.err.starts_with("error: "), "{}", r.err);
    assert!(r.err.contains("column 14"), "{}", r.err);

    let r = arbiter(&[
        "explain",
        "--lang",
        "ru",
        "--fen",
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "--move",
        "e4",
    ]);
    assert_eq!(r.code, 2);
    assert!(r.err.starts_with("ошибка: "), "{}", r.err);
    assert!(r.err.contains("символ 14"), "{}", r.err);

    let r = arbiter(&["explain", "--fen", PINNED, "--move", "Nz9"]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("Nz9"), "{}", r.err);
    let r = arbiter(&["explain", "--lang", "ru", "--fen", PINNED, "--move", "Nz9"]);
    assert_eq!(r.code, 2);
    assert!(r.err.starts_with("ошибка: "), "{}", r.err);

    let r = arbiter(&["explain", "--fen", "k7/8/8/8/8/8/8/K6K w - - 0 1", "--move", "Kb1", "--format", "json"]);
    assert_eq!(r.code, 2);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["error"]["kind"], "position");
    assert!(
        v["error"]["message"].as_str().unwrap().contains("Article 3.10.3")
            || v["error"]["message"].as_str().unwrap().contains("king")
    );

    let r = arbiter(&["explain", "--fen", PINNED, "--move", "Nz9", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!((r.code, v["error"]["kind"].as_str()), (2, Some("move")));
}

#[test]
fn unknown_lang_is_an_error() {
    let r = arbiter(&["explain", "--lang", "xx", "--fen", PINNED, "--move", "Nc3"]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("“xx”") && r.err.contains("available: en, ru"), "{}", r.err);
    // Review 23a, G-12: the languages offered are what --lang takes («en», as the help
    // says), not the locale's name «en-US».
    let r = arbiter_env(&["--lang", "de", "moves"], "", &[("LANG", "ru_RU.UTF-8")]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("ошибка: сообщений на языке «de» нет; доступны: en, ru"), "{}", r.err);
    // Review 32a, G-1: an unknown language is said before any other mistake of the line
    // (here a missing --fen), which would be said in a language the reader did not ask for.
    let r = arbiter_env(&["--lang", "xx", "explain", "--move", "e4"], "", &[("LANG", "ru_RU.UTF-8")]);
    assert_eq!((r.code, r.err.as_str()), (2, "ошибка: сообщений на языке «xx» нет; доступны: en, ru\n"));
    let r = arbiter_env(&["explain", "--lang=ру", "--move", "e4"], "", &[]);
    assert_eq!(r.err, "error: there are no messages in the language “ру”; available: en, ru\n");
}

/// Review 32a, G-1: `--lang` takes a locale as the environment writes it, too.
#[test]
fn lang_takes_a_posix_locale() {
    for lang in ["ru_RU.UTF-8", "ru_RU", "ru_RU@euro", "RU"] {
        let r = arbiter_env(&["--lang", lang, "explain", "--fen", PINNED, "--move", "Nc3"], "", &[]);
        assert!(r.out.contains("невозможный ход"), "{lang}: {}", r.out);
        let r = arbiter_env(&["--lang", lang, "explain", "--move", "e4"], "", &[]);
        assert!(r.err.starts_with("ошибка: этой команде нужен параметр --fen <FEN>"), "{lang}: {}", r.err);
    }
}

#[test]
fn the_environment_chooses_the_language() {
    let args = ["explain", "--fen", PINNED, "--move", "Nc3"];
    for env in [
        [("LANG", "ru_RU.UTF-8")].as_slice(),
        &[("LC_ALL", "ru_RU.UTF-8")],
        &[("LANGUAGE", "ru"), ("LANG", "en_US.UTF-8")],
    ] {
        let r = arbiter_env(&args, "", env);
        assert!(r.out.contains("невозможный ход"), "{env:?}: {}", r.out);
    }
    for env in [[("LANG", "C")].as_slice(), &[("LC_ALL", "POSIX"), ("LANGUAGE", "ru")], &[("LANG", "de_DE.UTF-8")], &[]]
    {
        let r = arbiter_env(&args, "", env);
        assert!(r.out.contains("is not a legal move"), "{env:?}: {}", r.out);
    }
    // --lang wins over the environment.
    let r = arbiter_env(&["explain", "--lang", "en", "--fen", PINNED, "--move", "Nc3"], "", &[("LANG", "ru_RU.UTF-8")]);
    assert!(r.out.contains("is not a legal move"), "{}", r.out);
}

#[test]
fn explain_batch_goes_on_after_a_bad_line() {
    let input = concat!(
        r#"{"fen": "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "move": "O-O"}"#,
        "\n",
        "not json\n",
        r#"{"fen": "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "move": "Nc3"}"#,
        "\n",
        r#"{"fen": "bad fen", "move": "e4"}"#,
        "\n",
        r#"{"fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "move": "e4", "touch": ["g1"]}"#,
        "\n",
    );
    let r = arbiter_env(&["explain", "--batch"], input, &[]);
    assert_eq!(r.code, 2);
    let lines: Vec<serde_json::Value> = r.out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["legal"], true);
    assert_eq!(lines[1]["error"]["kind"], "json");
    assert_eq!(lines[2]["violations"][0]["rule"], "king-exposed-to-check");
    assert_eq!(lines[3]["error"]["kind"], "fen");
    assert_eq!(lines[4]["violations"][0]["rule"], "touched-own-piece-must-move");
    assert_eq!(lines[4]["violations"][0]["article"], "4.3.1");
}

#[test]
fn explain_touch_move() {
    let r = arbiter(&["explain", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--move", "Kf1", "--touch", "e1,h1"]);
    assert_eq!(r.code, 1);
    assert!(r.out.contains("must castle: O-O — Article 4.4.1"), "{}", r.out);
    // A legal move that touch-move forbids is headed as such, not as an illegal move (3.10.2
    // defines those by 3.1–3.9; review 21a, D-1).
    assert!(r.out.starts_with("Kf1 is a legal move, but the player may not make it:\n"), "{}", r.out);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e2e4", "--touch", "g1"]);
    assert!(r.out.starts_with("e2e4 — ход возможен, но делать его нельзя:\n"), "{}", r.out);
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e2e5", "--touch", "g1"]);
    assert!(r.out.starts_with("e2e5 — невозможный ход:\n"), "{}", r.out);
    // The promotion piece touched may be written in Russian letters (review F-42): the
    // queen put on e8 binds, so the knight is refused under Article 4.4.4.
    for touched in ["e8=Ф", "e8=Q"] {
        let r = arbiter(&[
            "--lang",
            "ru",
            "explain",
            "--fen",
            "8/4P3/8/8/8/8/8/4K2k w - - 0 1",
            "--move",
            "e8=К",
            "--touch",
            touched,
        ]);
        assert_eq!(r.code, 1, "{touched}: {}", r.err);
        assert!(r.out.contains("(статья 4.4.4)"), "{touched}: {}", r.out);
    }
    let r = arbiter(&[
        "explain",
        "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "--move",
        "e4",
        "--touch",
        "g1",
        "--adjust",
        "g1",
    ]);
    assert_eq!(r.code, 0, "{}", r.out);
    let r = arbiter(&["explain", "--fen", PINNED, "--move", "Kd1", "--touch", "z9"]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("z9"), "{}", r.err);
}

#[test]
fn moves_single_and_batch() {
    let r = arbiter(&["moves", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]);
    assert_eq!(r.code, 0);
    let moves: Vec<&str> = r.out.lines().collect();
    assert!(moves.contains(&"e1g1") && moves.contains(&"h1h8"));
    assert_eq!(moves.len(), 15);

    let r = arbiter(&["moves", "--lang", "ru", "--notation", "san", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]);
    let moves: Vec<&str> = r.out.lines().collect();
    assert!(moves.contains(&"0-0") && moves.contains(&"Лh8+") && moves.contains(&"Крd1"), "{moves:?}");

    let input = "8/8/8/8/8/8/8/K6k w - - 0 1\nnonsense\n7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\n";
    let r = arbiter_env(&["moves"], input, &[]);
    assert_eq!(r.code, 2);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(lines[0], "a1a2 a1b1 a1b2");
    assert!(lines[1].starts_with("error: "), "{}", lines[1]);
    assert_eq!(lines[2], "", "stalemate: an empty line");
    assert_eq!(lines.len(), 3);
}

#[test]
fn perft_last_line_is_the_count() {
    let r = arbiter(&["perft", "3"]);
    assert_eq!((r.code, r.out.as_str()), (0, "8902\n"));
    let r = arbiter(&[
        "perft",
        "2",
        "--divide",
        "--fen",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ]);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(lines.len(), 49);
    assert_eq!(lines.last(), Some(&"2039"));
    assert!(lines.contains(&"e1g1: 43"), "{lines:?}");
}

#[test]
fn quote_serves_seed_text_verbatim_and_labels_it() {
    let seed = include_str!("../docs/seeds/000_e8dad1fce70d247a.txt");
    let r = arbiter(&["quote", "3.7.3.2", "--only"]);
    assert_eq!(r.code, 0);
    assert!(r.out.contains("Quote — FIDE Laws of Chess, 2005 edition, English, Article 3.7 d"), "{}", r.out);
    let sentence =
        "This capture is only legal on the move following this advance and is called an `en passant` capture.";
    assert!(seed.contains(sentence));
    // Word for word, the seed's backticks shown as the quotation marks they stand for.
    assert!(r.out.contains(&sentence.replace('`', "'")), "{}", r.out);

    // A Russian seed quote, whitespace aside.
    let seed = include_str!("../docs/seeds/003_c904a56a3d2dbfd5.txt");
    let r = arbiter(&["quote", "3.9.2", "--lang", "ru", "--only"]);
    let sentence =
        "Ни одна из фигур не может сделать ход, которым оставит под шахом или подставит под шах собственного короля.";
    assert!(seed.contains(sentence));
    assert!(r.out.contains(sentence), "{}", r.out);

    // A summary says it is one.
    let r = arbiter(&["quote", "3.2", "--only"]);
    assert!(r.out.contains("Summary in our own words — not the official text of the Laws"), "{}", r.out);

    // Old labels with --edition 2009, and the seed's with --edition 2005.
    let r = arbiter(&["quote", "3.8 b (2) (a)", "--edition", "2009"]);
    assert_eq!(r.code, 0);
    assert!(r.out.starts_with("Article 3.8 b (2) (a), 2009 edition (3.8.2.2.1 in 2023) — "), "{}", r.out);
    let r = arbiter(&["quote", "3.8 a ii (2) a", "--edition", "2005"]);
    assert_eq!(r.code, 0);
    assert!(r.out.starts_with("Article 3.8 a ii (2) a, 2005 edition (3.8.2.2.1 in 2023) — "), "{}", r.out);
    assert_eq!(arbiter(&["quote", "3.8 a ii (2) a", "--edition", "2009"]).code, 2);
    // Review 23b, H-12: in Russian the edition follows the lettered number without a
    // bracket of its own («(a) (редакция…» put three brackets in a row).
    let r = arbiter(&["quote", "3.8.2.2.1", "--edition", "2009", "--lang", "ru"]);
    assert!(
        r.out.starts_with("Статья 3.8 b (2) (a) в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 3.8.2.2.1) — "),
        "{}",
        r.out
    );
    // Review 23b, H-1: an older edition's 4.4.3 and 4.7.2 are that edition's rule in
    // Russian too: the king, or king and rook at the same time; no 2023 sentence after 4.6 b.
    for edition in ["2009", "2005"] {
        let r = arbiter(&["quote", "4.4.3", "--edition", edition, "--lang", "ru"]);
        assert!(r.out.contains("тронул короля или одновременно короля и ладью"), "{}", r.out);
        let r = arbiter(&["quote", "4.7.2", "--edition", edition, "--lang", "ru"]);
        assert!(
            r.out.contains(
                "рокировку в эту сторону, если она возможна.\n[Примечание arbiter, не текст Правил: в редакции 2023 г. \
                 (статья 4.7.2) сказано дальше"
            ),
            "{}",
            r.out
        );
    }
    let r = arbiter(&["quote", "4.4.3", "--lang", "ru"]);
    assert!(r.out.contains("тронул короля, а затем ладью"), "{}", r.out);
    // The English quote is 2005's; a note says how 2023 words it.
    let r = arbiter(&["quote", "4.4.3"]);
    assert!(r.out.contains("at the same time") && r.out.contains("the 2023 text (4.4.3)"), "{}", r.out);

    let r = arbiter(&["quote", "99.1"]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("99.1"), "{}", r.err);
}

#[test]
fn show_marks_the_reach_of_a_piece() {
    let r = arbiter(&["show", "--fen", "8/8/8/8/4N3/8/8/8 w - - 0 1", "--reach", "e4", "--style", "lasker"]);
    assert_eq!(r.code, 0, "{}", r.err);
    let seed = include_str!("../docs/seeds/002_5f0802a923a32796.txt");
    // Lasker's Diagram 2, line for line (the board's 18 lines; his caption and text follow
    // in the book, the legend of his signs under ours).
    for (mine, his) in r.out.lines().zip(seed.lines()).take(18) {
        assert_eq!(mine.trim_end(), his.trim_end());
    }
    let legend: Vec<&str> = r.out.lines().skip(18).collect();
    assert_eq!(
        legend,
        [
            "Lasker's signs: ^ marks White's pieces, # Black's; K king, Q queen, R rook, B bishop, Kt knight, P pawn.",
            "* marks each empty square the knight on e4 can move to.",
            "White to move.",
        ]
    );
    let r = arbiter(&["--lang", "ru", "show", "--fen", "8/8/8/8/4N3/8/8/8 w - - 0 1", "--style", "lasker"]);
    assert_eq!(
        r.out.lines().skip(18).collect::<Vec<_>>(),
        [
            "Обозначения Ласкера: ^ — белые фигуры, # — чёрные; K — король, Q — ферзь, R — ладья, B — слон, Kt — конь, P — пешка.",
            "Ход белых."
        ]
    );
    let r = arbiter(&["show", "--fen", "8/8/8/8/4N3/8/8/8 w - - 0 1", "--reach", "d4"]);
    assert_eq!(r.code, 2);
}

#[test]
fn show_ascii_explains_its_letters_in_the_readers_language() {
    // FEN's letters are English: under an ASCII diagram a legend says what they, the `*`
    // and the brackets mean, and whose move it is — and the board above still reads back.
    let fen = "8/8/3p4/4k3/4N3/8/8/4K2R b K - 0 1";
    let legends = [
        (
            "en",
            [
                "Letters as in FEN: K king, Q queen, R rook, B bishop, N knight, P pawn; capitals are White's, small letters Black's.",
                "* marks each empty square the knight on e4 could move to if White were to move; the piece in brackets is one it could capture.",
                "Black to move.",
            ],
        ),
        (
            "ru",
            [
                "Буквы — как в FEN: K — король, Q — ферзь, R — ладья, B — слон, N — конь, P — пешка; заглавными буквами обозначены белые фигуры, строчными — чёрные.",
                "* — свободные поля, на которые мог бы пойти конь с e4, будь ход за белыми; в скобках — фигура, которую он мог бы взять.",
                "Ход чёрных.",
            ],
        ),
    ];
    for (lang, legend) in legends {
        let r = arbiter(&["--lang", lang, "show", "--fen", fen, "--reach", "e4", "--style", "ascii"]);
        assert_eq!(r.code, 0, "{}", r.err);
        let lines: Vec<&str> = r.out.lines().collect();
        assert_eq!(lines[lines.len() - 3..], legend, "{lang}");
        let found = arbiter::diagram::Diagram::find_all(&r.out);
        assert_eq!(found.len(), 1, "{lang}");
        let board = found[0].1.as_ref().expect("the diagram reads back").to_position(arbiter::Color::Black).unwrap();
        assert_eq!(board.board(), arbiter::Position::from_fen(fen).unwrap().board(), "{lang}");
    }
    // Without --reach, no line about `*`; White to move.
    let r = arbiter(&["--lang", "ru", "show", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--style", "ascii"]);
    assert!(r.out.ends_with("строчными — чёрные.\nХод белых.\n"), "{}", r.out);
    // The side to move's rook: "can"; with no move, no `*` to explain (its king is in check).
    let r = arbiter(&[
        "--lang",
        "ru",
        "show",
        "--fen",
        "r6k/8/8/8/8/8/8/R3K2b w - - 0 1",
        "--reach",
        "a1",
        "--style",
        "ascii",
    ]);
    assert!(
        r.out.contains(
            "\n* — свободные поля, на которые может пойти ладья с a1; в скобках — фигура, которую можно взять.\n"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&[
        "--lang",
        "ru",
        "show",
        "--fen",
        "r6k/8/8/8/8/8/8/R3K2r w - - 0 1",
        "--reach",
        "a1",
        "--style",
        "ascii",
    ]);
    assert!(r.out.contains("\nУ ладьи на a1 нет ходов.\nХод белых.\n"), "{}", r.out);
    // A piece giving check does not "capture" the king (1.4.1; review 16, W-2): e1 unmarked.
    let r = arbiter(&[
        "--lang",
        "ru",
        "show",
        "--fen",
        "r3k3/8/8/3p4/4N3/2b5/8/4K3 w - - 0 1",
        "--reach",
        "c3",
        "--style",
        "ascii",
    ]);
    assert!(r.out.contains("1 | *  .  .  .  K  .  .  . |"), "{}", r.out);
    assert!(
        r.out.contains("\n* — свободные поля, на которые мог бы пойти слон с c3, будь ход за чёрными.\n"),
        "{}",
        r.out
    );
    // One empty square marked: said in the singular (review 16, W-5) — the knight on e4 can only
    // interpose on d2 or take the checking bishop.
    for (lang, legend) in [
        ("ru", "\n* — свободное поле, на которое может пойти конь с e4; в скобках — фигура, которую можно взять.\n"),
        (
            "en",
            "\n* marks the empty square the knight on e4 can move to; the piece in brackets is one it can capture.\n",
        ),
    ] {
        let r = arbiter(&[
            "--lang",
            lang,
            "show",
            "--fen",
            "r3k3/8/8/3p4/4N3/2b5/8/4K3 w - - 0 1",
            "--reach",
            "e4",
            "--style",
            "ascii",
        ]);
        assert!(r.out.contains(legend), "{}", r.out);
    }
    // Two white kings: nothing said about check (review 16, W-4).
    let r = arbiter(&["--lang", "ru", "position", "--fen", "KK6/8/8/8/8/8/8/r6k w - - 0 1"]);
    assert!(!r.out.contains("под шахом"), "{}", r.out);
    // Only a capture: no `*` on the board, none in the legend (review 15, V-4).
    let r = arbiter(&[
        "--lang",
        "ru",
        "show",
        "--fen",
        "k7/8/8/3pp3/4P3/8/8/K7 b - - 0 1",
        "--reach",
        "e4",
        "--style",
        "ascii",
    ]);
    assert!(r.out.contains("\nПешка на e4 могла бы только взять фигуру в скобках, будь ход за белыми.\n"), "{}", r.out);
    // The other styles carry no legend: Lasker's diagrams are his, figurines explain themselves.
    let r = arbiter(&["--lang", "ru", "show", "--fen", fen]);
    assert!(!r.out.contains("FEN") && !r.out.contains("Ход"), "{}", r.out);
    // …but their marks do not: under figurines, whose moves they are and whose move it is
    // (review 27a, G-4).
    let r = arbiter(&["--lang", "ru", "show", "--fen", "4k3/8/8/8/4N3/8/8/4K3 b - - 0 1", "--reach", "e4"]);
    assert!(
        r.out.ends_with("\n• — свободные поля, на которые мог бы пойти конь с e4, будь ход за белыми.\nХод чёрных.\n"),
        "{}",
        r.out
    );
    let r = arbiter(&["show", "--fen", fen, "--reach", "e4"]);
    assert!(
        r.out.ends_with(
            "\n• marks each empty square the knight on e4 could move to if White were to move; the piece in brackets is one it could capture.\nBlack to move.\n"
        ),
        "{}",
        r.out
    );
    assert!(!r.out.contains("Letters as in FEN"), "{}", r.out);
}

#[test]
fn replay_text_and_json() {
    let games = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games.pgn");
    let r = arbiter(&["replay", games]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(r.out.contains("Ply 33 (17. Rd8#): checkmate; White wins — Article 5.1.1"), "{}", r.out);

    let r = arbiter(&["replay", "--format", "json", games]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let g = &v["games"][0];
    assert_eq!((g["index"].as_u64(), g["plies"].as_u64(), g["result"].as_str()), (Some(1), Some(33), Some("1-0")));
    assert_eq!(g["ending"], serde_json::json!({"kind": "checkmate", "article": "5.1.1", "ply": 33}));
    assert_eq!(g["illegal"], serde_json::Value::Null);

    // An illegal move, a repetition claim and a broken game, from standard input.
    let pgn = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8 6. Ke2 Ke7 7. Ke1 Ke8 8. O-O *\n\n[White \"C\"]\n\n1. e4 {never closed\n";
    let r = arbiter_env(&["replay", "--format", "json", "-"], pgn, &[]);
    assert_eq!(r.code, 2);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let g = &v["games"][0];
    assert_eq!(g["plies"], 15);
    assert_eq!(g["illegal"]["ply"], 15);
    assert_eq!(g["illegal"]["move"], "O-O");
    // The history shows when the king moved: 3.8.2.1.1, not merely "the right is lost".
    assert_eq!(g["illegal"]["violations"][0]["rule"], "castling-king-has-moved");
    assert_eq!(g["illegal"]["violations"][0]["article"], "3.8.2.1.1");
    let claims = g["claims"].as_array().unwrap();
    let at = |article: &str| -> Vec<u64> {
        claims.iter().filter(|c| c["article"] == article).filter_map(|c| c["ply"].as_u64()).collect()
    };
    // 4...Ke7, 5...Ke7 → after 6...Ke7 (ply 12) the position stands for the third time;
    // likewise after plies 13 and 14. After ply 11 Black may declare 6...Ke7 (9.2.1).
    assert_eq!(at("9.2.2"), vec![12, 13, 14], "{claims:?}");
    assert_eq!(at("9.2.1"), vec![11], "{claims:?}");
    assert!(claims.iter().all(|c| c["kind"] == "threefold-repetition"));
    assert_eq!(claims.iter().find(|c| c["article"] == "9.2.1").unwrap()["move"], "Ke7");
    assert_eq!(v["games"][1]["error"]["kind"], "pgn");

    let r = arbiter(&["replay", "/no/such/file.pgn"]);
    assert_eq!(r.code, 2);
}

#[test]
fn help_teaches() {
    let r = arbiter(&["--help"]);
    assert_eq!(r.code, 0);
    for word in ["moves", "perft", "explain", "quote", "conformance", "replay", "show", "Examples:"] {
        assert!(r.out.contains(word), "{word}: {}", r.out);
    }
    let r = arbiter(&["explain", "--help"]);
    assert!(r.out.contains("--touch") && r.out.contains("Examples:"), "{}", r.out);
    // `help` asked for help: `help explain --help` is `help explain`, `help --help` the help
    // of `help` itself — clap alone reads `--help` there as a command that does not exist.
    let r = arbiter(&["help", "explain", "--help"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.contains("--touch") && r.out.contains("Examples:"), "{}", r.out);
    let r = arbiter(&["--lang", "ru", "help", "--help"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.starts_with("Показать эту справку или справку по указанной команде"), "{}", r.out);
}

#[test]
fn explain_quote_appends_the_cited_articles() {
    let r = arbiter(&["explain", "--quote", "--fen", PINNED, "--move", "Nc3"]);
    assert_eq!(r.code, 1);
    assert!(r.out.contains("Article 3.9.2 — "), "{}", r.out);
    assert!(r.out.contains("[Quote — FIDE Laws of Chess, 2005 edition, English, Article 3.9]"), "{}", r.out);
    assert!(
        r.out.contains("No piece can be moved that will either expose the king of the same colour to check"),
        "{}",
        r.out
    );
    let r = arbiter(&["explain", "--quote", "--format", "json", "--fen", PINNED, "--move", "Nc3"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["quotes"][0]["article"], "3.9.2");
    assert!(v["quotes"][0]["text"].as_str().unwrap().contains("expose the king"));
}

// Review 20, C-2: a notation no piece can make cites 3.10.2 and, after each piece's reason,
// that reason's article (3.6 for a knight): --quote quotes both, in text and JSON, and the
// HTML page shows both articles.
#[test]
fn explain_quote_quotes_the_articles_of_each_reason_too() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["explain", "--quote", "--format", "json", "--fen", start, "--move", "Nd4"]);
    assert_eq!(r.code, 1, "{}", r.err);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let quoted: Vec<&str> = v["quotes"].as_array().unwrap().iter().map(|q| q["article"].as_str().unwrap()).collect();
    assert_eq!(quoted, ["3.10.2", "3.6"], "{v}");
    let r = arbiter(&["--lang", "ru", "explain", "--quote", "--fen", start, "--move", "Кd4"]);
    assert!(r.out.contains("\nСтатья 3.10.2 — "), "{}", r.out);
    assert!(r.out.contains("\nСтатья 3.6 — "), "{}", r.out);
    let r = arbiter(&["--lang", "ru", "explain", "--format", "html", "--fen", start, "--move", "Кd4"]);
    assert!(r.out.contains("id=\"a-3.6\""), "{}", r.out);
}

#[test]
fn command_line_mistakes_are_said_in_the_users_language() {
    let r = arbiter(&["explain", "--lang", "ru", "--fen", PINNED, "--mvoe", "e4"]);
    assert_eq!(r.code, 2);
    assert!(r.err.starts_with("ошибка: параметра «--mvoe» нет\n"), "{}", r.err);
    assert!(r.err.ends_with("«arbiter --lang ru explain --help».\n"), "{}", r.err);
    let r = arbiter(&["explain", "--fen", PINNED]);
    assert_eq!(r.code, 2);
    assert!(r.err.starts_with("error: this command needs the option --move <MOVE>"), "{}", r.err);
    let r = arbiter_env(&["perft", "abc"], "", &[("LANG", "ru_RU.UTF-8")]);
    assert!(r.err.starts_with("ошибка: «abc» — недопустимое значение"), "{}", r.err);
    let r = arbiter(&["frobnicate"]);
    assert_eq!((r.code, r.err.lines().next()), (2, Some("error: there is no command “frobnicate”")));
}

/// Issue 10, item 5: the Russian of the command line as an arbiter writes it — the move of an
/// illegal ruling in the reader's letters, «В исходной позиции партии» for ply 0 (always a
/// set-up position: the Article 2 position ends nothing and gives no claim; review 3,
/// H-15), an error after
/// «ошибка:» continuing the sentence, and no English text of a JSON reader in a batch error.
#[test]
fn russian_output_reads_as_an_arbiter_writes() {
    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", START, "--move", "Bc4"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(
        r.out,
        "Сc4 — невозможный ход:\nПуть слону с f1 на c4 преграждает своя пешка на e2, а перепрыгивать через фигуры слон не может (статья 3.5)\n"
    );
    // The long form keeps its hyphen; English notation stays English for an English reader.
    let r = arbiter(&["--lang", "ru", "explain", "--fen", START, "--move", "Ng1-e2"]);
    assert_eq!(r.out.lines().next(), Some("Кg1-e2 — невозможный ход:"), "{}", r.out);
    let r = arbiter(&["--lang", "en", "explain", "--fen", START, "--move", "Ng1-e2"]);
    assert_eq!(r.out.lines().next(), Some("Ng1-e2 is not a legal move:"), "{}", r.out);

    // A game whose start position is dead: what the scoresheet still shows is written after
    // the end (issue 13, item 3), in Russian letters.
    let pgn = "[FEN \"8/8/8/8/8/2k5/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Kb2 Kc2 *\n";
    let r = arbiter_env(&["--lang", "ru", "replay", "-"], pgn, &[]);
    assert_eq!(
        r.out,
        "Партия 1: ? — ?, 2 полухода, результат *\n  Исходная позиция партии — мёртвая: ни один из игроков не может поставить мат никакой серией возможных ходов; партия закончилась вничью (статья 5.2.2)\n  Партия закончилась уже в исходной позиции, но после неё записаны ещё два полухода, начиная с 1. Крb2: они не входят в партию и не проверяются (статья 5.2.2)\n\n",
        "{}",
        r.err
    );
    let r = arbiter_env(&["--lang", "en", "replay", "-"], pgn, &[]);
    assert!(
        r.out.contains("  In the position the game started from: neither player can checkmate by any series of legal moves; the game is drawn (dead position) — Article 5.2.2\n  2 half-moves were written after the game had ended in the position it started from, from 1. Kb2: they are not part of the game and are not checked — Article 5.2.2\n"),
        "{}",
        r.out
    );
    let pgn = "[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 100 60\"]\n[SetUp \"1\"]\n\n60. Ra2 *\n";
    let r = arbiter_env(&["--lang", "ru", "replay", "-"], pgn, &[]);
    assert!(
        r.out.contains("\n  В исходной позиции партии белые могут потребовать ничью: последние пятьдесят ходов каждого игрока сделаны без хода пешкой и без взятия (статья 9.3.2)\n"),
        "{}",
        r.out
    );
    // Review 32f, G-14: the claimant is named by side, as position and session name it.
    let r = arbiter_env(&["--lang", "en", "replay", "-"], pgn, &[]);
    assert!(r.out.contains("\n  In the position the game started from, White may claim a draw: "), "{}", r.out);

    // «ошибка: неверная запись FEN…», not «ошибка: Ошибка в FEN…»; FEN keeps its capitals.
    let r = arbiter(&["--lang", "ru", "explain", "--fen", "8/8/8/8/8/8/8/K6k w", "--move", "e2e4"]);
    assert_eq!(
        (r.code, r.err.as_str()),
        (
            2,
            "ошибка: неверная запись FEN, символ 20 (права на рокировку): не указаны права на рокировку (например, KQkq или -)\n"
        )
    );
    let r = arbiter(&["--lang", "en", "explain", "--fen", "   ", "--move", "e2e4"]);
    assert_eq!(r.err, "error: the FEN is empty\n");

    // An empty batch line: «с ключами «fen» и «move»», as for a line that is not JSON.
    let r = arbiter_env(&["--lang", "ru", "explain", "--batch"], "\n", &[]);
    assert!(r.out.contains("строка пуста: ожидался объект JSON с ключами «fen» и «move»"), "{}{}", r.out, r.err);

    // A batch line that is not JSON: the reason in Russian, not serde_json's English.
    let r = arbiter_env(&["--lang", "ru", "explain", "--batch"], "{\"fen\": \"x\n{\"fen\" 1}\n", &[]);
    assert_eq!(r.code, 2);
    let lines: Vec<serde_json::Value> = r.out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(
        lines[0]["error"]["message"],
        "строка не является объектом JSON с ключами «fen» и «move»: запись JSON оборвана на символе 10"
    );
    assert_eq!(
        lines[1]["error"]["message"],
        "строка не является объектом JSON с ключами «fen» и «move»: неверная запись JSON, символ 8"
    );
    // Valid JSON that is not an object: what it holds, then what is needed (review 9, P-20).
    let r = arbiter_env(&["--lang", "ru", "explain", "--batch"], "[]\n", &[]);
    let line: serde_json::Value = serde_json::from_str(r.out.trim()).unwrap();
    assert_eq!(line["error"]["message"], "строка «[]» — не объект JSON: нужен объект с ключами «fen» и «move»");
    assert_eq!(line["error"]["line"], 1);

    // `moves` reading FENs: «ошибка: строка 1: …», not «error: строка 1: …».
    let r = arbiter_env(&["--lang", "ru", "moves"], "garbage\n", &[]);
    assert_eq!(
        r.out,
        "ошибка: строка 1: неверная запись FEN, символ 1 (расстановка фигур): «g» — не буква фигуры (KQRBNP, kqrbnp), не цифра от 1 до 8 и не «/»\n"
    );
    // The edition of an older number, named as a Russian reader names it.
    let r = arbiter(&["--lang", "ru", "quote", "3.8.2", "--edition", "2009"]);
    assert_eq!(
        r.out.lines().next(),
        Some("Статья 3.8 a в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — 3.8.2) — Рокировка")
    );
}

// Article 7.5 (7.5.1, 7.5.5, Appendix A.3): `explain --completed` says what the arbiter does
// after a completed illegal move, in the reader's language.
#[test]
fn a_completed_illegal_move_gets_the_arbiters_ruling_in_both_languages() {
    let fen = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
    let r = arbiter(&["explain", "--fen", fen, "--move", "Ke1-e3", "--completed"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(
        r.out,
        format!(
            "Ke1-e3 is not a legal move:\n\
         The king on e1 cannot move to e3: a king moves only to an adjoining square, except when castling — Article 3.8.1\n\
         \n\
         The position before the illegal move is reinstated: 4k3/8/8/8/8/8/3P4/4K3 w - - 0 1 — Article 7.5.1\n\
         White must replace it with a move of the piece touched, on e1: Kd1, Kf1, Ke2 or Kf2 — Article 4.3.1\n\
         It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5\n{}",
            // The position reinstated, drawn as `show` draws it (7.5.1: "as FEN and as a
            // diagram", issue 13).
            figurines(fen)
        )
    );
    assert_eq!(
        figurines(fen),
        "  ┌────────────────────────┐\n\
         8 │ ·  ·  ·  ·  ♚  ·  ·  · │\n\
         7 │ ·  ·  ·  ·  ·  ·  ·  · │\n\
         6 │ ·  ·  ·  ·  ·  ·  ·  · │\n\
         5 │ ·  ·  ·  ·  ·  ·  ·  · │\n\
         4 │ ·  ·  ·  ·  ·  ·  ·  · │\n\
         3 │ ·  ·  ·  ·  ·  ·  ·  · │\n\
         2 │ ·  ·  ·  ♙  ·  ·  ·  · │\n\
         1 │ ·  ·  ·  ·  ♔  ·  ·  · │\n\
         \x20 └────────────────────────┘\n\
         \x20   a  b  c  d  e  f  g  h\n"
    );
    // The second completed illegal move, in blitz, against a lone queen: lost (7.5.5); in Russian.
    let queen = "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1";
    let args = ["explain", "--lang", "ru", "--fen", queen, "--move", "e8e6", "--completed"];
    let r = arbiter(&[&args[..], &["--illegal-before", "1", "--time-control", "180+2"]].concat());
    assert_eq!(r.code, 1, "{}", r.err);
    // The game is lost: the position is said, but not drawn for the game to go on.
    let lines: Vec<&str> = r.out.lines().collect();
    assert!(!r.out.contains('┌'), "{}", r.out);
    assert_eq!(
        lines[3..],
        [
            "Восстанавливается позиция перед невозможным ходом: 4k3/8/8/8/8/8/8/Q3K3 b - - 0 1 (статья 7.5.1)",
            "Это второй завершённый невозможный ход чёрных: чёрным засчитывается поражение, результат — 1-0 (статья 7.5.5)",
            // What the time control in seconds was read as (review 32a, G-35).
            "Контроль времени 180+2 — это блиц: 3 мин на партию и по 2 с на ход, всего 5 мин на 60 ходов, а в блице это время не больше 10 мин (приложение B.1)",
        ],
        "{}",
        r.out
    );
    // The first in rapid: one minute (A.3).
    let r = arbiter(&["explain", "--fen", queen, "--move", "e8e6", "--completed", "--time-control", "rapid"]);
    let minute = format!("White receives one extra minute — Appendix A.3\n{}", figurines(queen));
    assert!(r.out.ends_with(&minute), "{}", r.out);
}

#[test]
fn completed_needs_the_piece_moved_and_adds_nothing_to_a_legal_move_or_a_touch_move_breach() {
    let queen = "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1";
    // No black knight: said so (review 17, X-3).
    let r = arbiter(&["explain", "--fen", queen, "--move", "Nc6", "--completed"]);
    assert_eq!(
        (r.code, r.out.as_str(), r.err.as_str()),
        (
            2,
            "",
            "error: Black has no knight that could move to c6, so which piece moved cannot be told; write the completed move with the square the piece left (in UCI, such as g1f3, or in long algebraic notation, such as Ng1-f3)\n"
        )
    );
    // Two knights, neither of which can go there: which one moved cannot be told.
    let knights = "4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1";
    let r = arbiter(&["explain", "--fen", knights, "--move", "Ne5", "--completed"]);
    assert_eq!((r.code, r.out.as_str()), (2, ""));
    assert!(
        r.err.starts_with(
            "error: for a completed move (--completed, or the key “completed” in --batch), the move must show which"
        ),
        "{}",
        r.err
    );
    // A move written in UCI from a square with no piece of the player's (review 8, P-3): said so,
    // not "write the move in UCI".
    let pawn = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
    for (lang, expected) in [
        ("en", "error: there is no white piece on e3: the arbiter cannot tell which piece was moved\n"),
        ("ru", "ошибка: на e3 нет белой фигуры, поэтому нельзя понять, какой фигурой сделан ход\n"),
    ] {
        let r = arbiter(&["explain", "--lang", lang, "--fen", pawn, "--move", "e3e4", "--completed"]);
        assert_eq!((r.code, r.out.as_str(), r.err.as_str()), (2, "", expected));
    }
    // A legal move: the ruling as without --completed.
    let plain = arbiter(&["explain", "--fen", queen, "--move", "Kd7"]);
    let completed = arbiter(&["explain", "--fen", queen, "--move", "Kd7", "--completed"]);
    assert_eq!((completed.code, &completed.out), (0, &plain.out));
    // Legal by Article 3 but not the piece touched (4.3.1): touch-move, not an illegal move for
    // 7.5 — the ruling as without --completed, and the session's line saying so (review 32f, G-9).
    let two = "4k3/8/8/8/8/8/4N3/4K3 w - - 0 1";
    let args = ["explain", "--fen", two, "--move", "Kd1", "--touch", "e2"];
    let plain = arbiter(&args);
    let completed = arbiter(&[&args[..], &["--completed"]].concat());
    assert_eq!(
        (completed.code, completed.out),
        (
            1,
            format!(
                "{}\nThe move is not made: breaking touch-move is not a completed illegal move, and White must still \
                 move as touch-move requires\n",
                plain.out
            )
        )
    );
    // The options that qualify --completed need it.
    let r = arbiter(&["explain", "--fen", queen, "--move", "e8e6", "--illegal-before", "1"]);
    assert_eq!(r.code, 2, "{}", r.out);
    let r = arbiter(&["explain", "--fen", queen, "--move", "e8e6", "--completed", "--time-control", "fast"]);
    assert_eq!(r.code, 2, "{}", r.out);
}

// Review 5, L-5 and L-6: an option given without the one it works with names both; a command
// line with no command at all says so.
#[test]
fn a_dependent_option_alone_and_a_missing_command_are_named() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    for (args, ru, en) in [
        (
            vec!["explain", "--fen", fen, "--move", "e2e4", "--illegal-before", "1"],
            "ошибка: параметр --illegal-before действует только вместе с --completed",
            "error: the option --illegal-before works only together with --completed",
        ),
        (
            vec!["explain", "--fen", fen, "--move", "e2e4", "--illegal-before", "1", "--time-control", "blitz"],
            "ошибка: параметры --illegal-before и --time-control действуют только вместе с --completed",
            "error: the options --illegal-before and --time-control work only together with --completed",
        ),
        (
            vec!["position", "--ply", "3"],
            "ошибка: параметр --ply действует только вместе с --pgn <ФАЙЛ.pgn>",
            "error: the option --ply works only together with --pgn <FILE.pgn>",
        ),
        // --ply and --game read a PGN's game; with --fen they would be ignored.
        (
            vec!["position", "--fen", fen, "--ply", "3"],
            "ошибка: --fen <FEN> и --ply <ПОЛУХОД> нельзя указывать вместе",
            "error: --fen <FEN> cannot be used together with --ply <PLY>",
        ),
        (vec![], "ошибка: не указана команда", "error: no command given"),
    ] {
        let mut with_ru = vec!["--lang", "ru"];
        with_ru.extend(&args);
        let r = arbiter(&with_ru);
        assert_eq!((r.code, r.err.lines().next().unwrap_or_default()), (2, ru), "{args:?}: {}", r.err);
        let mut with_en = vec!["--lang", "en"];
        with_en.extend(&args);
        let r = arbiter(&with_en);
        assert_eq!((r.code, r.err.lines().next().unwrap_or_default()), (2, en), "{args:?}: {}", r.err);
    }
}

// Review 32a, G-35: a time control that is not a PGN one is refused, not read as blitz — a
// prefix that is no number of moves (`G/90`, `abc/90`), no time at all (`0`), no base (`+3`);
// in `session` as in `explain --completed`.
#[test]
fn a_time_control_pgn_does_not_write_is_refused() {
    let fen = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
    for value in ["G/90", "abc/90", "0", "+3", "90+"] {
        let r = arbiter(&["explain", "--fen", fen, "--move", "e1e3", "--completed", "--time-control", value]);
        assert_eq!(r.code, 2, "{value}: {}", r.out);
        assert!(r.err.starts_with(&format!("error: “{value}” is not a valid value for --time-control")), "{}", r.err);
        let r = arbiter(&["session", "--time-control", value]);
        assert_eq!(r.code, 2, "{value}: {}", r.out);
    }
    // A PGN time control still reads: 40 moves in 7200 s (standard), 300+3 (blitz).
    for (value, minutes) in [("40/7200:1800", "two extra minutes"), ("300+3", "one extra minute")] {
        let r = arbiter(&["explain", "--fen", fen, "--move", "e1e3", "--completed", "--time-control", value]);
        assert!(r.out.contains(minutes), "{value}: {}", r.out);
    }
}

// Review 8, P-22: an invalid value of an option whose values clap cannot list says what the
// option takes, in the reader's language.
#[test]
fn invalid_values_say_what_the_option_takes() {
    let fen = "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1";
    let cases: [(&[&str], &str, &str); 3] = [
        (
            &["explain", "--fen", fen, "--move", "e8e6", "--completed", "--time-control", "foo"],
            "error: “foo” is not a valid value for --time-control <CONTROL>: it takes standard, rapid, blitz, or a time control in seconds as PGN writes it, such as 5400+30 (90 minutes for the game plus 30 seconds for each move) or 300+3",
            "ошибка: «foo» — недопустимое значение для --time-control <КОНТРОЛЬ>: допустимые значения — standard, rapid, blitz или запись в секундах, как в PGN, например 5400+30 (90 минут на партию с добавлением 30 секунд на каждый ход) или 300+3",
        ),
        (
            &["show", "--fen", fen, "--style", "foo"],
            "error: “foo” is not a valid value for --style <STYLE>: it takes lasker, unicode, ascii or svg",
            "ошибка: «foo» — недопустимое значение для --style <СТИЛЬ>: допустимые значения — lasker, unicode, ascii или svg",
        ),
        (
            &["conformance", "--engine-timeout", "abc"],
            "error: “abc” is not a valid value for --engine-timeout <SECONDS>: it takes a number of seconds greater than 0 and at most 86400",
            "ошибка: «abc» — недопустимое значение для --engine-timeout <СЕКУНДЫ>: нужно число секунд больше 0 и не больше 86400",
        ),
    ];
    for (args, en, ru) in cases {
        for (lang, expected) in [("en", en), ("ru", ru)] {
            let r = arbiter(&[&["--lang", lang][..], args].concat());
            assert_eq!(r.code, 2, "{}", r.out);
            assert_eq!(r.err.lines().next(), Some(expected), "{}", r.err);
        }
    }
}

// Review 9, P-19: a mistyped command is answered with the nearest command.
#[test]
fn a_mistyped_command_suggests_the_nearest_one() {
    for (typed, meant) in [("explai", "explain"), ("positon", "position"), ("qoute", "quote"), ("replya", "replay")] {
        let r = arbiter(&["--lang", "en", typed]);
        assert_eq!(r.code, 2);
        assert!(r.err.contains(&format!(" {meant}?")), "{typed}: {}", r.err);
    }
}

// Review 10, P-6: a move two pieces can make, written without saying which, is a problem of
// notation (Appendix C.10), not an illegal move — explain says so, as replay does.
#[test]
fn an_ambiguous_move_is_headed_as_notation_not_as_illegal() {
    let fen = "4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1";
    let r = arbiter(&["explain", "--lang", "ru", "--fen", fen, "--move", "Кe4"]);
    assert_eq!(r.code, 1);
    assert!(r.out.starts_with("Кe4 — неоднозначная запись хода, а не невозможный ход:\n"), "{}", r.out);
    let r = arbiter(&["explain", "--fen", fen, "--move", "Ne4"]);
    assert!(r.out.starts_with("Ne4 is ambiguous notation, not an illegal move:\n"), "{}", r.out);
    let r = arbiter(&["explain", "--fen", fen, "--move", "Nc3-e4"]);
    assert_eq!(r.code, 0, "{}", r.out);
}

// Review 10, P-10: `--completed` in a position that is already checkmate or stalemate says the
// game had ended — no position to reinstate, no replacing move, no penalty.
#[test]
fn a_completed_illegal_move_after_mate_or_stalemate_changes_nothing() {
    let stalemate = "k7/8/1Q6/8/8/8/8/K7 b - - 0 1";
    let r = arbiter(&["explain", "--lang", "ru", "--fen", stalemate, "--move", "Крa8-b7", "--completed"]);
    assert_eq!(r.code, 1);
    assert!(
        r.out.ends_with(
            "\n\nВ позиции перед этим ходом чёрным уже поставлен пат: партия закончилась вничью, и невозможный ход после её окончания ничего не меняет (статья 5.2.1)\n"
        ),
        "{}",
        r.out
    );
    assert!(!r.out.contains("заменить") && !r.out.contains("минут"), "{}", r.out);
    let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let r = arbiter(&["explain", "--fen", mate, "--move", "Ke1-f2", "--completed", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["after_illegal"], serde_json::Value::Null);
    assert_eq!(
        (v["game_over"]["kind"].as_str(), v["game_over"]["article"].as_str(), v["game_over"]["result"].as_str()),
        (Some("checkmate"), Some("5.1.1"), Some("0-1"))
    );
    assert_eq!(
        v["game_over"]["line"],
        "In the position before this move White is already checkmated: the game had ended in a win for Black (0-1), and an illegal move made after the end changes nothing — Article 5.1.1"
    );
}

// Review 10, P-12: replay names a move written in long algebraic notation as it is written,
// its hyphen kept, in the reader's letters.
#[test]
fn replay_keeps_the_hyphen_of_a_long_algebraic_move() {
    let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e2-e4 e7-e5 2. Ng1-e2 Nb8-c6 3. Ke1-e3 *\n";
    let r = arbiter_env(&["replay", "--lang", "ru", "-"], pgn, &[]);
    // A record with a look-alike letter (the Latin K) is headed as written, its hint below
    // (review 27a, G-1); any other in the reader's letters.
    assert!(r.out.contains("Полуход 5 (3. Ke1-e3) — невозможный ход:"), "{}", r.out);
    let queen = pgn.replace("3. Ke1-e3", "3. Qd1-h5");
    let r = arbiter_env(&["replay", "--lang", "ru", "-"], &queen, &[]);
    assert!(r.out.contains("Полуход 5 (3. Фd1-h5) — невозможный ход:"), "{}", r.out);
    let r = arbiter_env(&["replay", "-"], pgn, &[]);
    assert!(r.out.contains("Ply 5 (3. Ke1-e3) is not a legal move:"), "{}", r.out);
}

// Review 10, P-14 and P-28: a quote that continues its parent's sentence after a quote mark
// says where the sentence begins; an article checked in part says so, not "not checked".
#[test]
fn quotes_say_where_a_sentence_begins_and_what_is_checked_in_part() {
    let r = arbiter(&["quote", "3.8 a ii", "--edition", "2005", "--only"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.contains("The sentence begins in Article 3.8 a"), "{}", r.out);
    let r = arbiter(&["quote", "7", "--only", "--lang", "ru"]);
    assert!(r.out.contains("arbiter проверяет лишь часть этих правил: то, как арбитр поступает"), "{}", r.out);
    assert!(!r.out.contains("arbiter этого не проверяет"), "{}", r.out);
    let r = arbiter(&["quote", "7.1", "--only", "--lang", "ru"]);
    assert!(r.out.contains("arbiter этого не проверяет: это касается времени на часах"), "{}", r.out);
}

// Review 11, Q-5 and Q-6: an article or appendix out of scope as a whole with points that are
// checked (6 with 6.9, 7 with 7.5, A with A.3, B with B.3) reads "checked in part" in the
// table and in its quote; JSON keeps `out-of-scope`.
#[test]
fn articles_checked_in_part_say_so_in_the_table_and_the_quote() {
    let r = arbiter(&["conformance", "--lang", "ru"]);
    assert_eq!(r.code, 0, "{}", r.err);
    for article in ["6", "7", "A", "B"] {
        let row = r.out.lines().find(|l| l.split_whitespace().next() == Some(article)).unwrap_or_default();
        assert!(row.contains("проверяется частично"), "{article}: {row}\n{}", r.out);
    }
    let row = r.out.lines().find(|l| l.trim_start().starts_with("7.1 ")).unwrap_or_default();
    assert!(row.contains("вне области проверки"), "{row}");
    let r = arbiter(&["quote", "B", "--only", "--lang", "ru"]);
    assert!(r.out.contains("arbiter проверяет лишь часть этих правил: блиц отличается"), "{}", r.out);
    let r = arbiter(&["conformance", "--format", "json", "--lang", "ru"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let seven = v["articles"].as_array().unwrap().iter().find(|a| a["article"] == "7").unwrap();
    assert_eq!(seven["status"], "out-of-scope");
}

const TOUCHED: &str = "r3k2r/pppq1ppp/2n2n2/1B1pp3/4P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 1";

/// Articles 4.3.1 and 4.3.2 with Appendix C: a record read as the legal move it names and
/// barred by touch-move gets no look-alike hint — its letters are not why it is refused
/// (review 23a, G-1: «…получится Сxc6 — наберите его заново» under a Сxc6 typed right).
#[test]
fn a_legal_move_barred_by_touch_move_gets_no_lookalike_hint() {
    for (mv, touch) in [("Сxc6", "e5"), ("Bxc6", "e5"), ("0-0", "c3"), ("O-O", "c3"), ("0-0", "e5")] {
        let r = arbiter(&["explain", "--lang", "ru", "--fen", TOUCHED, "--move", mv, "--touch", touch]);
        assert_eq!(r.code, 1, "{mv}: {}{}", r.out, r.err);
        assert!(r.out.contains("ход возможен, но делать его нельзя"), "{mv}: {}", r.out);
        assert!(!r.out.contains("Подсказка"), "{mv} --touch {touch}: {}", r.out);
        let json =
            arbiter(&["explain", "--lang", "ru", "--fen", TOUCHED, "--move", mv, "--touch", touch, "--format", "json"]);
        assert!(!json.out.contains("\"hint\""), "{mv}: {}", json.out);
    }
}

/// Article 3.10.1 with Appendix C: a Latin «Ke2» under --lang ru is the king's move as read,
/// and the knight's Кe2 read the other way is named too (review 23a, G-2; the session
/// refuses such a record naming both readings).
#[test]
fn a_record_legal_both_ways_names_the_other_reading() {
    // A pawn on a2: the game goes on after either move (no dead-position line, review 32f G-13).
    let fen = "4k3/8/8/8/8/8/P7/4K1N1 w - - 0 1";
    let r = arbiter(&["explain", "--lang", "ru", "--fen", fen, "--move", "Ke2"]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert_eq!(
        r.out,
        "Крe2 (e1e2) — возможный ход (статья 3.10.1)\n\
         Подсказка: запись «Ke2» прочитана как Крe2, но в ней есть буква, одинаковая на вид в латинице и \
         кириллице; если прочитать её иначе, получится Кe2 — тоже возможный ход; если имелся в виду он, \
         наберите его заново: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)\n"
    );
    let json = arbiter(&["explain", "--lang", "ru", "--fen", fen, "--move", "Ke2", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json.out).unwrap();
    assert_eq!(v["hint"]["moves"], serde_json::json!([{"san": "Ne2", "uci": "g1e2"}]), "{}", json.out);
    // A Cyrillic «К» is the knight: no other reading; and English has no look-alike letters.
    let r = arbiter(&["explain", "--lang", "ru", "--fen", fen, "--move", "Кe2"]);
    assert_eq!(r.out, "Кe2 (g1e2) — возможный ход (статья 3.10.1)\n");
    let r = arbiter(&["explain", "--lang", "en", "--fen", fen, "--move", "Ke2"]);
    assert_eq!(r.out, "Ke2 (e1e2) is a legal move — Article 3.10.1\n");
}

/// Appendix C: a castling mark with more after it is told which character is out of place,
/// not that a record must end with a square (review 23a, G-14); nothing typed is said so
/// plainly (G-15).
#[test]
fn a_castling_record_too_long_and_an_empty_move_are_said_plainly() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for mv in ["0-0-0-0", "O-O-O-O"] {
        let r = arbiter(&["explain", "--lang", "ru", "--fen", start, "--move", mv]);
        assert_eq!(r.code, 2);
        assert_eq!(
            r.err,
            format!(
                "ошибка: «{mv}» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая \
                 запись, символ 6: «-» здесь неуместен\n"
            )
        );
    }
    let r = arbiter(&["explain", "--lang", "ru", "--fen", start, "--move", ""]);
    assert_eq!((r.code, r.err.as_str()), (2, "ошибка: ход не записан\n"));
    let r = arbiter(&["explain", "--fen", start, "--move", " "]);
    assert_eq!((r.code, r.err.as_str()), (2, "error: no move is written\n"));
}

/// A word that is no option is a stray argument, and an article number typed without
/// quotes is told to be quoted (review 23a, G-9).
#[test]
fn a_stray_argument_is_not_called_an_option() {
    let r = arbiter(&["quote", "--lang", "ru", "3.8", "a", "ii", "--edition", "2005"]);
    assert_eq!(r.code, 2);
    assert!(
        r.err.starts_with(
            "ошибка: лишний аргумент «a»; номер статьи из нескольких частей возьмите в кавычки: '3.8 a ii'\n"
        ),
        "{}",
        r.err
    );
    // The number as typed, whatever the edition (review 32a, G-30); a move given to
    // explain without --move is told where it goes (G-15); a value given to a flag (G-27).
    let r = arbiter(&["--lang", "ru", "quote", "3.8", "b", "--edition", "2009"]);
    assert!(
        r.err.starts_with(
            "ошибка: лишний аргумент «b»; номер статьи из нескольких частей возьмите в кавычки: '3.8 b'\n"
        ),
        "{}",
        r.err
    );
    let r = arbiter(&["--lang", "ru", "explain", "--fen", PINNED, "e4"]);
    assert!(
        r.err.starts_with("ошибка: лишний аргумент «e4»; ход задаётся параметром --move, например --move e4\n"),
        "{}",
        r.err
    );
    let r = arbiter(&["explain", "--lenient=yes", "--fen", PINNED, "--move", "e4"]);
    assert!(r.err.starts_with("error: --lenient takes no value: “yes” is one too many\n"), "{}", r.err);
    let r = arbiter(&["moves", "extra"]);
    assert!(r.err.starts_with("error: unexpected argument “extra”\n"), "{}", r.err);
    let r = arbiter(&["moves", "--extra"]);
    assert!(r.err.starts_with("error: there is no option “--extra”"), "{}", r.err);
}

/// Article 3.7 has the same number in 2005 and 2023: the heading says so instead of
/// «3.7 … (3.7 in 2023)» (review 23a, G-11).
#[test]
fn a_number_alike_in_both_editions_is_said_once() {
    let r = arbiter(&["quote", "--lang", "ru", "3.7", "--edition", "2005", "--only"]);
    // …and in 2009 too: the three years are named (review 26b, H-2).
    assert!(
        r.out.starts_with("Статья 3.7 (тот же номер в редакциях 2005, 2009 и 2023\u{a0}гг.) — Пешка\n"),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "--lang", "ru", "3.8.2", "--edition", "2005", "--only"]);
    assert!(
        r.out.starts_with("Статья 3.8 a ii в редакции 2005\u{a0}г. (в редакции 2023\u{a0}г. — 3.8.2) — "),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "5.1", "--edition", "2009", "--only"]);
    assert!(r.out.starts_with("Article 5.1 (the same number in the 2009 and 2023 editions) — "), "{}", r.out);
}

/// Article 7.5.5 under --edition 2005 (whose text of it arbiter does not know): the quote
/// beneath a ruling of two minutes for a second illegal move is the 2009 rule that ruling
/// follows, not 2023's "the second loses" (review 23a, G-6).
#[test]
fn the_2005_penalty_is_quoted_as_the_rule_applied() {
    let args = |lang| {
        [
            "explain",
            "--lang",
            lang,
            "--edition",
            "2005",
            "--fen",
            "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1",
            "--move",
            "Ke1-e3",
            "--completed",
            "--illegal-before",
            "1",
            "--quote",
        ]
    };
    let r = arbiter(&args("ru"));
    assert!(r.out.contains("чёрные получают две дополнительные минуты"), "{}", r.out);
    let (_, quoted) = r.out.split_once("\nСтатья 7.5.5 ").unwrap_or_else(|| panic!("{}", r.out));
    assert!(
        quoted.contains(
            "[Изложение своими словами — не официальный текст Правил; правило редакции 2009\u{a0}г., которое \
             arbiter применяет и в редакции 2005\u{a0}г.]\nПосле исправления позиции за каждый из первых двух"
        ),
        "{quoted}"
    );
    assert!(!quoted.contains("за второй завершённый невозможный ход игроку засчитывается поражение"), "{quoted}");
    let r = arbiter(&args("en"));
    let (_, quoted) = r.out.split_once("\nArticle 7.5.5").unwrap_or_else(|| panic!("{}", r.out));
    assert!(quoted.contains("the 2009 edition's rule, which arbiter applies under the 2005 edition too]"), "{quoted}");
    // Under 2023 the quote is 2023's own summary.
    let r =
        arbiter(&["explain", "--fen", "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", "--move", "Ke1-e3", "--completed", "--quote"]);
    assert!(!r.out.contains("2009 edition's rule"), "{}", r.out);
}

/// Articles 9.6.1 and 7.5.3 came after 2005 (`Since: 2014`, `2018`): under --edition 2005
/// they are in no article of it, not "numbered somewhere unknown" (review 24b, H-4); a 2009
/// summary shown under 2005 cites 2009 numbers and says so (H-5).
#[test]
fn editions_older_than_a_rule_have_no_article_of_it() {
    for (n, title) in [("9.6.1", "Пятикратное повторение позиции"), ("7.5.3", "Часы нажаты без хода")]
    {
        let r = arbiter(&["quote", "--lang", "ru", n, "--edition", "2005", "--only"]);
        assert!(
            r.out.starts_with(&format!(
                "Статья {n} в редакции 2023\u{a0}г. (в редакции 2005\u{a0}г. такой статьи нет) — {title}\n"
            )),
            "{}",
            r.out
        );
    }
    let r = arbiter(&["quote", "9.6.1", "--edition", "2005", "--only"]);
    assert!(r.out.starts_with("Article 9.6.1, 2023 edition (not in the 2005 edition) — "), "{}", r.out);
    let r = arbiter(&["quote", "--lang", "ru", "9.1.2.1", "--edition", "2005", "--only"]);
    assert!(
        r.out.contains(
            "[Изложение своими словами — не официальный текст Правил; правило редакции 2009\u{a0}г., которое arbiter \
             применяет и в редакции 2005\u{a0}г.; номера статей в нём — по редакции 2009\u{a0}г.]\n"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "5.2.2", "--edition", "2005", "--only"]);
    assert!(
        r.out.contains(
            "which arbiter applies under the 2005 edition too; the articles it refers to are numbered as in the 2009 edition]"
        ),
        "{}",
        r.out
    );
}

/// `quote --format json` says whose text it gives: under --edition 2005, 7.5.5's is the 2009
/// rule arbiter applies there, 3.7.1's the 2005 seed's own, 3.7's and 9.6.1's 2023's (review 23a, G-6).
#[test]
fn a_quote_in_json_names_the_edition_its_text_comes_from() {
    for (n, edition, want) in [
        ("7.5.5", "2005", "2009"),
        ("3.7.1", "2005", "2005"),
        ("3.7", "2005", "2023"),
        ("9.6.1", "2005", "2023"),
        ("7.5.5", "2023", "2023"),
    ] {
        let r = arbiter(&["quote", n, "--edition", edition, "--only", "--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&r.out).unwrap_or_else(|e| panic!("{e}: {}", r.out));
        assert_eq!(v["quotes"][0]["text_edition"], want, "{n} under {edition}: {}", r.out);
    }
}

/// Review 24c: what an older edition says, and what it does not — 2009's 7.4 (the third
/// illegal move loses, no clock or two-hands rule: H-7), 2009's Article 9 without fivefold
/// repetition (H-7), a later rule said not to apply (H-5), 2009's number beside an unknown
/// 2005 one in headings and rulings (H-4), and 4.7.2's note under 2009 in Russian (H-1).
#[test]
fn older_editions_are_quoted_and_cited_as_they_stand() {
    // 2009's 7.4 (2023's 7.5; 2009's own 7.5 is the pieces found displaced, review 33b H-13).
    let r = arbiter(&["quote", "--lang", "ru", "7.4", "--edition", "2009", "--only"]);
    assert!(r.out.contains("за третий игроку засчитывается поражение"), "{}", r.out);
    assert!(!r.out.contains("за второй игроку засчитывается поражение"), "{}", r.out);
    let r = arbiter(&["quote", "9", "--edition", "2009", "--only"]);
    assert!(!r.out.contains("five times") && !r.out.contains("seventy-five"), "{}", r.out);
    let r = arbiter(&["quote", "--lang", "ru", "7.5.3", "--edition", "2009", "--only"]);
    assert!(
        r.out.contains("\nВ редакции 2009\u{a0}г. этого правила нет (оно действует с 2018\u{a0}г.): по этой редакции arbiter его не применяет.\n"),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "9.6.1", "--edition", "2005", "--only"]);
    assert!(
        r.out.contains(
            "\nThe 2005 edition has no such rule (it came in 2014): arbiter does not apply it under that edition.\n"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "9.6.1", "--only"]);
    assert!(!r.out.contains("has no such rule"), "{}", r.out);
    let r = arbiter(&["quote", "--lang", "ru", "7.5.5", "--edition", "2005", "--only"]);
    assert!(
        r.out.starts_with(
            "Статья 7.5.5 в редакции 2023\u{a0}г. (в редакции 2009\u{a0}г. — 7.4 b; номер в редакции 2005\u{a0}г. программе arbiter неизвестен) — Наказание\n"
        ),
        "{}",
        r.out
    );
    let pgn = "[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n";
    let r = arbiter_env(&["replay", "--lang", "ru", "--edition", "2005", "-"], pgn, &[]);
    assert!(
        r.out.contains(
            "(статья 9.2.2 в редакции 2023 года, 9.2 b в редакции 2009 года; номер в редакции 2005 года программе arbiter неизвестен)"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "--lang", "ru", "4.7.2", "--edition", "2009", "--only"]);
    assert!(
        r.out.contains("[Примечание arbiter, не текст Правил: в редакции 2023 г. (статья 4.7.2) сказано дальше:"),
        "{}",
        r.out
    );
}

/// Review 24a: a blank in a move is named (G-6); a Cyrillic letter where a file stands is
/// said to be one (G-9); an HTML ruling opens with its verdict (G-8); the positions counted
/// in a proof are said to be positions (G-1); --illegal-before's help names 2005 (G-2).
#[test]
fn review_24a_messages() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["explain", "--lang", "ru", "--fen", start, "--move", "Кf3 e5"]);
    assert!(r.err.ends_with("символ 4: пробел здесь неуместен\n"), "{}", r.err);
    let r = arbiter(&["explain", "--fen", start, "--move", "Nf3\te5"]);
    assert!(r.err.ends_with("column 4: a tab is out of place here\n"), "{}", r.err);
    let r = arbiter(&["explain", "--lang", "ru", "--fen", start, "--move", "е4"]);
    assert!(
        r.err.contains(
            "символ 1: «е» здесь — русская буква, а вертикали обозначаются латинскими буквами (a–h). Подсказка:"
        ),
        "{}",
        r.err
    );
    let r = arbiter(&["explain", "--fen", start, "--move", "Nfа3"]);
    assert!(
        r.err.ends_with("column 3: “а” here is a Cyrillic letter, and files are written with Latin letters (a–h)\n"),
        "{}",
        r.err
    );
    let html = |lang, mv, touch: &[&str]| {
        let mut args = vec!["explain", "--lang", lang, "--fen", start, "--move", mv, "--format", "html"];
        args.extend_from_slice(touch);
        arbiter(&args).out
    };
    assert!(html("ru", "Кe3", &[]).contains("<ul class=\"verdict\"><li>Кe3 — невозможный ход:</li>"));
    assert!(
        html("ru", "Кf3", &["--touch", "e2"])
            .contains("<ul class=\"verdict\"><li>Кf3 — ход возможен, но делать его нельзя:</li>")
    );
    assert!(!html("en", "Nf3", &[]).contains("is not a legal move"));
    let r = arbiter(&["position", "--lang", "ru", "--fen", "6Qk/8/6K1/8/8/8/8/8 b - - 0 1"]);
    assert!(
        r.out.contains("просмотрены все серии возможных ходов (всего просмотрено позиций: 1), и ни в одной из них"),
        "{}",
        r.out
    );
    let r = arbiter(&["explain", "--help", "--lang", "ru"]);
    assert!(r.out.contains("в редакциях 2009 и 2005\u{a0}гг. — за третий,"), "{}", r.out);
}

/// Review 25b: a quoted lead-in numbered otherwise than the edition shown says whose
/// numbering it is (H-8: 2005's 4.4 is not the Russian text's 4.4); 2009's cross-references
/// to articles renumbered since are glossed (H-6).
#[test]
fn numbers_of_another_numbering_say_whose_they_are() {
    let r = arbiter(&["quote", "--lang", "ru", "4.4.1", "--edition", "2005", "--only"]);
    assert!(
        r.out.contains(
            "\nНачало фразы — в статье 4.4 (редакция 2018\u{a0}г. или более поздняя): «Если игрок при своём ходе»\n"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "--lang", "ru", "4.3.1", "--only"]);
    assert!(r.out.contains("\nНачало фразы — в статье 4.3: «"), "{}", r.out);
    let r = arbiter(&["quote", "9.1.2.1", "--edition", "2009", "--only"]);
    assert!(
        r.out.contains("Article 12.6 has to be considered (no distracting or annoying the opponent; 11.5 in 2023)."),
        "{}",
        r.out
    );
}

/// Review 26b: 2005's 9.6 is the dead-position rule, as 2009's (H-1); 2009's 12.6 and 10.2 are 2023's 11.5 and
/// Guidelines III.5, both ways (H-5).
#[test]
fn older_numbers_lead_to_the_rule_they_name() {
    let r = arbiter(&["quote", "--lang", "ru", "9.6", "--edition", "2005", "--only"]);
    assert!(
        r.out.starts_with(
            "Статья 9.6 в редакции 2005\u{a0}г. (в редакции 2023\u{a0}г. — 5.2.2; в редакции 2005\u{a0}г. о том же говорит и статья 5.2 b) — Мёртвая позиция\n"
        ),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "12.6", "--edition", "2009", "--only"]);
    assert!(
        r.out.starts_with("Article 12.6, 2009 edition (11.5 in 2023) — No distracting or annoying the opponent\n"),
        "{}",
        r.out
    );
    let r = arbiter(&["quote", "--lang", "ru", "10.2", "--edition", "2009", "--only"]);
    assert!(r.out.starts_with("Статья 10.2 в редакции 2009\u{a0}г. (в редакции 2023\u{a0}г. — III.5) — "), "{}", r.out);
    let r = arbiter(&["quote", "III.5", "--edition", "2009", "--only"]);
    assert!(r.out.starts_with("Article 10.2, 2009 edition (III.5 in 2023) — "), "{}", r.out);
}

/// Review 26a: a game already over in a dead position or after seventy-five moves is not
/// penalised for a completed illegal move (G-4, Articles 5.2.2 and 9.6.2, as after mate and
/// stalemate); a blank inside the square is named (G-2); the help's JSON points at docs that
/// exist (G-3).
#[test]
fn review_26a_messages() {
    let r = arbiter(&[
        "--lang",
        "ru",
        "explain",
        "--fen",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "--move",
        "e1e3",
        "--completed",
    ]);
    assert!(
        r.out.ends_with(
            "\n\nПозиция перед этим ходом — мёртвая: ни один из игроков не может поставить мат никакой серией \
             возможных ходов, поэтому партия уже закончилась вничью, и невозможный ход после её окончания ничего не \
             меняет (статья 5.2.2)\n"
        ),
        "{}",
        r.out
    );
    assert!(!r.out.contains("минут") && !r.out.contains("Вместо"), "{}", r.out);
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 150 100";
    let r = arbiter(&["explain", "--fen", fen, "--move", "e1e3", "--completed", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    assert_eq!(v["game_over"]["kind"], "seventy-five-moves", "{}", r.out);
    assert_eq!(v["game_over"]["result"], "1/2-1/2", "{}", r.out);
    // Under 2009, seventy-five moves end no game: the penalty stands.
    let r = arbiter(&["explain", "--edition", "2009", "--fen", fen, "--move", "e1e3", "--completed"]);
    assert!(r.out.contains("two extra minutes"), "{}", r.out);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e 4"]);
    assert!(r.err.ends_with("символ 2: пробел здесь неуместен\n"), "{}", r.err);
    for cmd in ["moves", "replay", "session", "conformance"] {
        let r = arbiter(&[cmd, "--help"]);
        assert!(!r.out.contains("DESIGN.md") && r.out.contains("docs/cli.md"), "{cmd}: {}", r.out);
    }
}

/// Article 7.5 with Appendix C: a Latin «Kf3» under --lang ru whose knight's reading is legal
/// is not penalised as the king's move with --completed — the move meant was probably not
/// the one ruled on, and the session refuses such a record (review 26a, G-7).
#[test]
fn a_completed_record_probably_meant_otherwise_is_not_penalised() {
    let fen = "4k3/p7/8/8/8/8/8/4K1N1 w - - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", "Kf3", "--completed"]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(r.out.ends_with("\n\nЧто делает арбитр после завершённого невозможного хода, здесь не сказано: запись, вероятно, означает другой ход (см. подсказку) — наберите его заново\n"), "{}", r.out);
    assert!(!r.out.contains("минут") && !r.out.contains("Восстанавливается"), "{}", r.out);
    let json = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", "Kf3", "--completed", "--format", "json"]);
    assert!(!json.out.contains("after_illegal"), "{}", json.out);
    // In English, «Kf3» is the king's move and nothing else: the consequences stand.
    let r = arbiter(&["explain", "--fen", fen, "--move", "Kf3", "--completed"]);
    assert!(r.out.contains("two extra minutes"), "{}", r.out);
}

/// Review 27a, G-3: a square off the board is said as what is wrong with it, at its symbol —
/// the same sentence wherever a move is read: `explain --move`, `explain --batch`,
/// `session`, `replay`.
#[test]
fn a_square_off_the_board_is_said_at_its_wrong_symbol() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let said = |mv: &str, column: u32, reason: &str| {
        format!(
            "«{mv}» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ {column}: {reason}"
        )
    };
    let rank = "горизонтали обозначаются цифрами от 1 до 8";
    let file = "вертикали обозначаются буквами от a до h";
    for (mv, column, reason) in [
        ("e9", 2, rank),
        ("i4", 1, file),
        ("Кi3", 2, file),
        ("Кf9", 3, rank),
        ("e2e9", 4, rank),
        ("zz9", 1, "«z» здесь неуместен"),
        // The square of departure off the board is said so too (review 29a, G-5).
        ("e9e4", 2, rank),
        ("i2e4", 1, file),
    ] {
        let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", mv]);
        assert_eq!((r.code, r.err.trim_end()), (2, format!("ошибка: {}", said(mv, column, reason)).as_str()));
    }
    let r = arbiter(&["--lang", "en", "explain", "--fen", start, "--move", "Nf9"]);
    assert_eq!(
        r.err.trim_end(),
        "error: “Nf9” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 3: ranks are numbered 1 to 8"
    );

    let line = format!("{{\"fen\": \"{start}\", \"move\": \"e9\"}}\n");
    let r = arbiter_env(&["--lang", "ru", "explain", "--batch"], &line, &[]);
    let v: serde_json::Value = serde_json::from_str(r.out.trim_end()).unwrap();
    assert_eq!(v["error"]["message"], said("e9", 2, rank));

    let r = arbiter_env(&["--lang", "ru", "session"], "move i4\n", &[]);
    let all = format!("{}{}", r.out, r.err);
    assert!(all.contains(&format!("ошибка: строка 1: {}", said("i4", 1, file))), "{all}");

    let r = arbiter_env(&["--lang", "ru", "replay", "-"], "[Result \"*\"]\n\n1. e4 e5 2. Кf9 *\n", &[]);
    assert_eq!(r.code, 2);
    let all = format!("{}{}", r.out, r.err);
    assert!(all.contains(&format!("«Кf9» — не ход. Неверная алгебраическая запись, символ 3: {rank}")), "{all}");
}

/// Review 32a, G-2, G-4, G-11: a --touch that cannot be read says how touches are written;
/// castling typed with letters where zeros belong is hinted as such (not as a Latin/Cyrillic
/// mix-up); `--game 0` says games are numbered from 1.
#[test]
fn touches_castling_letters_and_game_zero_are_said_as_they_are() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e4", "--touch", "e2 d2"]);
    assert_eq!(
        r.err.lines().next(),
        Some(
            "ошибка: «e2 d2» — не поле тронутой фигуры (например, e4), не поля фигур, тронутых одновременно \
             (например, e2+e7), и не фигура превращения на поле превращения (например, e8=Ф); несколько тронутых \
             фигур пишутся через запятую, по порядку: e2,d3"
        ),
        "{}",
        r.err
    );
    let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for written in ["o-o", "о-о", "О-О"] {
        let r = arbiter(&["--lang", "ru", "explain", "--fen", castle, "--move", written]);
        assert!(
            r.err.contains(&format!(
                "Подсказка: в записи «{written}» вместо нулей стоят буквы; если написать нули, получится 0-0 — \
                 вероятно, этот ход и имелся в виду"
            )),
            "{}",
            r.err
        );
    }
    let r = arbiter_env(&["--lang", "ru", "position", "--pgn", "-", "--game", "0"], "1. e4 e5 *\n", &[]);
    assert_eq!((r.code, r.err.as_str()), (2, "ошибка: партии нумеруются с 1, а указана партия 0\n"));
}

/// Review 32a, G-21: under 4.4.4 the promotion piece that touched the square FIRST is the
/// choice, whatever touched it after; G-20: a promotion piece on the other side's last rank is
/// refused, naming whose square it is.
#[test]
fn the_first_promotion_piece_on_the_square_is_the_choice_4_4_4() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    for (touch, played, legal) in [
        ("a8=Ф,a8=Л", "a8=Ф", true),
        ("a8=Ф,a8=Л", "a8=Л", false),
        ("a8=Л,a8=Ф", "a8=Ф", false),
        ("a8=Л,a8=Ф", "a8=Л", true),
    ] {
        let r = arbiter(&["--lang", "ru", "explain", "--fen", fen, "--move", played, "--touch", touch]);
        assert_eq!(r.code, if legal { 0 } else { 1 }, "{touch} {played}: {}", r.out);
        if !legal {
            assert!(r.out.contains("поэтому выбор окончателен"), "{}", r.out);
        }
    }
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e4", "--touch", "e1=Ф"]);
    assert_eq!(
        (r.code, r.err.as_str()),
        (
            2,
            "ошибка: e1 — поле превращения чёрных пешек, а ход белых: белые указывают фигуру превращения на восьмой \
             горизонтали (например, e8=Ф)\n"
        )
    );
    let r = arbiter(&["explain", "--fen", "4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "--move", "a1=Q", "--touch", "a8=Q"]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(r.err.starts_with("error: a8 is where White's pawns promote, and it is Black's move"), "{}", r.err);
}

/// Review 32a, G-23: an illegal position refused by a command that has --lenient says how to
/// examine it all the same; a FEN that does not parse does not.
#[test]
fn an_illegal_position_names_the_way_to_examine_it_anyway() {
    let fen = "k7/8/8/8/8/8/8/K6P w - - 0 1";
    for args in
        [&["perft", "1", "--fen", fen][..], &["moves", "--fen", fen], &["explain", "--fen", fen, "--move", "Kb1"]]
    {
        let r = arbiter(&[&["--lang", "ru"][..], args].concat());
        assert_eq!(r.code, 2, "{args:?}");
        assert!(r.err.ends_with("не может. Чтобы всё же разобрать такую позицию, добавьте --lenient.\n"), "{}", r.err);
        let r = arbiter(&[args, &["--lenient"][..]].concat());
        assert_ne!(r.code, 2, "{args:?}: {}", r.err);
    }
    let r = arbiter(&["moves", "--fen", "x"]);
    assert!(!r.err.contains("--lenient"), "{}", r.err);
}

/// Review 32a, G-24: an option that does nothing without another is said, not ignored.
#[test]
fn options_that_work_only_with_another_are_said() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e4", "--orientation", "black"]);
    assert_eq!(
        (r.code, r.err.as_str()),
        (2, "ошибка: параметр --orientation действует только вместе с --format svg или --format html\n")
    );
    let r = arbiter_env(&["moves", "--notation", "san"], &format!("{start}\n"), &[]);
    assert_eq!((r.code, r.out.as_str()), (2, ""));
    assert_eq!(r.err, "error: the option --notation san works only together with --fen\n");
}

/// Review 32a, G-37: a completed move no piece of the player can make is refused with why it
/// is refused (which piece moved cannot be told), not only why the move is impossible.
#[test]
fn a_completed_move_no_piece_can_make_says_why_it_is_refused() {
    let no_knight = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", no_knight, "--move", "Кf3", "--completed"]);
    assert_eq!(
        (r.code, r.err.as_str()),
        (
            2,
            "ошибка: у белых нет коня, который мог бы пойти на f3, поэтому нельзя понять, какой фигурой сделан ход; \
             запишите завершённый ход с полем, откуда пошла фигура (в UCI, например g1f3, или в полной алгебраической \
             нотации, например Кg1-f3)\n"
        )
    );
}

// Review 32f, G-6: a touch that binds nothing (Article 4.5) is said, not passed over.
#[test]
fn a_touch_that_binds_nothing_is_said_under_4_5() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "Кf3", "--touch", "c1,d1"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "Кf3 (g1f3) — возможный ход (статья 3.10.1)\nТронутые игроком фигуры на c1 и d1 не могут сделать ни одного \
         возможного хода, поэтому можно сделать любой возможный ход (статья 4.5)\n"
    );
    let r = arbiter(&["explain", "--fen", "4k3/8/8/8/8/3p4/8/4K1NR w - - 0 1", "--move", "Ne2", "--touch", "d3"]);
    assert!(
        r.out.ends_with(
            "\nThe opponent's piece touched on d3 cannot be captured, so any legal move may be made — Article 4.5\n"
        ),
        "{}",
        r.out
    );
    // A touch that binds says nothing more when the move keeps to it.
    let r = arbiter(&["explain", "--fen", start, "--move", "Nf3", "--touch", "g1"]);
    assert_eq!(r.out, "Nf3 (g1f3) is a legal move — Article 3.10.1\n");
}

// Review 32f, G-9: `explain --completed` on a legal move that breaks touch-move says what the
// session says of the same event — no completed illegal move, no penalty.
#[test]
fn a_completed_touch_move_breach_is_ruled_as_the_session_rules_it() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "d4", "--touch", "e2", "--completed"]);
    assert_eq!(r.code, 1, "{}", r.err);
    let said = "\n\nХод не засчитывается: нарушение правила «взялся — ходи» не считается завершённым невозможным ходом, и белые \
                по-прежнему должны пойти так, как требует это правило\n";
    assert!(r.out.ends_with(said), "{}", r.out);
    let s = arbiter_env(&["--lang", "ru", "session"], "move d4 touch e2\n", &[]);
    assert!(s.out.contains(said.trim_start()), "{}", s.out);
}

// Review 35a, K-9: a PGN castling written with Russian «О» is corrected in the file to zeros or
// the Latin O that PGN writes — castling is not "written with zeros" in PGN.
#[test]
fn a_pgn_castling_in_russian_letters_is_corrected_to_pgns_own_o() {
    let r = arbiter_env(&["--lang", "ru", "replay", "-"], "1. e4 e5 2. Кf3 Кc6 3. Сc4 Сc5 4. О-О *\n", &[]);
    assert!(
        r.out.contains(
            "Подсказка: в записи «О-О» стоят русские буквы «О»; если прочитать их как рокировку, получится 0-0 — вероятно, \
             этот ход и имелся в виду; чтобы ход был принят, исправьте запись в PGN: рокировку пишут нулями (0-0, 0-0-0) \
             или латинскими буквами O, как принято в PGN (O-O, O-O-O)"
        ),
        "{}",
        r.out
    );
}

// Review 35a, K-1: own knights, bishops, queens touched at once are «своих коней…» (an
// animate accusative), pawns, rooks and pieces «свои пешки…».
#[test]
fn own_pieces_touched_at_once_agree_in_the_accusative() {
    let r = arbiter(&[
        "--lang",
        "ru",
        "explain",
        "--fen",
        "4k3/8/8/8/8/8/3p4/1N2KN2 w - - 0 1",
        "--touch",
        "b1+f1,d2",
        "--move",
        "Крe2",
    ]);
    assert!(
        r.out.contains("Игрок тронул своих коней на b1 и f1 (оба — одновременно) и пешку соперника на d2"),
        "{}",
        r.out
    );
}

// Review 32f, G-11: a completed move of the opponent's piece is an illegal move like any
// other (Article 1.2): the position is reinstated (7.5.1), the piece touched binds the
// replacing move to capture it where that is legal (4.3.2) — else any legal move will do
// (4.5) — and the penalty follows (7.5.5); the session keeps the binding and the count.
#[test]
fn a_completed_move_of_the_opponents_piece_gets_the_full_ruling() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let r = arbiter(&["--lang", "ru", "explain", "--fen", start, "--move", "e7e5", "--completed"]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert_eq!(
        r.out,
        format!(
            "e7e5 — невозможный ход:\nСейчас ход белых, а пешка на e7 принадлежит чёрным (статья 1.2)\n\n\
         Восстанавливается позиция перед невозможным ходом: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 \
         (статья 7.5.1)\nВзять пешку соперника на e7 нельзя, поэтому белые могут заменить невозможный ход любым \
         возможным (статья 4.5)\nЭто первый завершённый невозможный ход белых: чёрные получают две дополнительные \
         минуты (статья 7.5.5)\n{}",
            figurines(start)
        )
    );
    let capturable = "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 2";
    let r = arbiter(&["explain", "--fen", capturable, "--move", "e5d4", "--completed", "--format", "json"]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    let json: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let after = &json["after_illegal"];
    assert_eq!((&after["touched"], &after["bound"]), (&serde_json::json!("e5"), &serde_json::json!(true)), "{after}");
    assert_eq!(after["replacing"], serde_json::json!(["d4e5"]), "{after}");
    // The position reinstated, as FEN and drawn (7.5.1).
    assert_eq!(
        (&after["reinstate"], after["diagram"].as_str()),
        (&serde_json::json!(capturable), Some(figurines(capturable).as_str()))
    );
    assert_eq!(
        after["lines"][1],
        "White must replace the illegal move with the move the touch-move rule requires: dxe5 — Article 4.3.2"
    );
    // The session rules the same, and the capture binds the next move.
    let s = arbiter_env(&["session", "--fen", capturable], "move e5d4\nmove Nf3\nmove dxe5\nstatus\n", &[]);
    assert!(
        s.out.contains("White must replace the illegal move with the move the touch-move rule requires: dxe5"),
        "{}",
        s.out
    );
    assert!(s.out.contains("The player touched the opponent's pawn on e5, so it must be captured: dxe5"), "{}", s.out);
    assert!(s.out.contains("Completed illegal moves: White 1, Black 0"), "{}", s.out);
    // The session draws the position reinstated under its sentences, before the empty line
    // that ends the answer, and says it in JSON as explain does.
    let answer = format!("minutes (Article 7.5.5)\n{}\n", figurines(capturable));
    let answer = answer.replace("minutes (Article 7.5.5)", "minutes — Article 7.5.5");
    assert!(s.out.contains(&answer), "{}", s.out);
    let j = arbiter_env(&["session", "--fen", capturable, "--format", "json"], "move e5d4\n", &[]);
    let line: serde_json::Value = serde_json::from_str(j.out.lines().next().unwrap_or_default()).unwrap();
    assert_eq!(line["after_illegal"]["diagram"].as_str(), Some(figurines(capturable).as_str()), "{}", j.out);
    assert!(s.out.contains("Minutes added to the clock: White 0, Black 2"), "{}", s.out);
    // An empty square is still no piece of the player's.
    let r = arbiter(&["explain", "--fen", start, "--move", "e4e5", "--completed"]);
    assert!(r.err.starts_with("error: there is no white piece on e4"), "{}", r.err);
}

// Issue 13, item 4 (Articles 7.5.1, 7.5.2, 7.5.5, Appendices A.3 and B.3): `replay` says,
// under the game's first illegal move, what the arbiter would do had it been completed on the
// board — the position reinstated as FEN and drawn, the replacing move, the penalty by the
// game's `TimeControl` tag — as `explain --completed` says it; nothing where the record does
// not show which piece moved, has look-alike letters, or where the game's text fails after it.
#[test]
fn replay_says_what_the_arbiter_would_do_after_the_first_illegal_move() {
    let before = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    let game = |tag: &str, king: &str| format!("{tag}[Result \"*\"]\n\n1. e4 e5 2. {king}e3 Nc6 *\n");
    let heading = "    Had the move been completed on the board (the clock pressed), the arbiter would rule:\n";
    let r = arbiter_env(&["replay", "-"], &game("", "K"), &[]);
    assert_eq!(r.code, 1, "{}", r.err);
    let ruling = "      The position before the illegal move is reinstated: \
         rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 — Article 7.5.1\n      \
         White must replace it with a move of the piece touched, on e1: Ke2 — Article 4.3.1\n      \
         It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5\n";
    let drawn: String = figurines(before).lines().map(|l| format!("      {l}\n")).collect();
    assert!(r.out.contains(&format!("Article 3.8.1\n{heading}{ruling}{drawn}")), "{}", r.out);
    // A tag that is no time control (`-`: no clock) leaves a standard game.
    let r = arbiter_env(&["replay", "-"], &game("[TimeControl \"-\"]\n", "K"), &[]);
    assert!(r.out.contains(ruling), "{}", r.out);
    // Blitz by the tag (B.3 applying A.3: one minute), in Russian letters and words, and what
    // the tag was read as.
    let r = arbiter_env(&["replay", "--lang", "ru", "-"], &game("[TimeControl \"300+3\"]\n", "Кр"), &[]);
    assert_eq!(r.code, 1, "{}", r.err);
    for said in [
        "    Если бы этот ход был завершён на доске (игрок нажал на часы), арбитр поступил бы так:\n",
        "      Вместо невозможного хода белые должны сделать ход той же фигурой с e1: Крe2 (статья 4.3.1)\n",
        "      Это первый завершённый невозможный ход белых: чёрные получают одну дополнительную минуту (приложения B.3 и A.3)\n",
        "      Контроль времени 300+3 — это блиц:",
    ] {
        assert!(r.out.contains(said), "{said}\n{}", r.out);
    }
    let j = arbiter_env(&["replay", "--format", "json", "-"], &game("[TimeControl \"300+3\"]\n", "K"), &[]);
    let v: serde_json::Value = serde_json::from_str(&j.out).unwrap();
    let illegal = &v["games"][0]["illegal"];
    let after = &illegal["after_illegal"];
    assert_eq!(
        (&after["reinstate"], after["diagram"].as_str(), &after["replacing"], &after["time_control"]),
        (
            &serde_json::json!(before),
            Some(figurines(before).as_str()),
            &serde_json::json!(["e1e2"]),
            &serde_json::json!("blitz")
        ),
        "{illegal}"
    );
    assert_eq!(
        (&after["penalty"]["article"], &after["penalty"]["minutes"]),
        (&serde_json::json!("B.3"), &serde_json::json!(1))
    );
    assert!(illegal["time_control_read"].as_str().is_some_and(|s| s.starts_with("The time control 300+3 is blitz")));
    // A pawn moved to the last rank with no piece named becomes a queen (7.5.2); the move
    // stands, so nothing is reinstated or drawn.
    let pawn = "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n[Result \"*\"]\n\n1. a8 *\n";
    let j = arbiter_env(&["replay", "--format", "json", "-"], pawn, &[]);
    let v: serde_json::Value = serde_json::from_str(&j.out).unwrap();
    let illegal = &v["games"][0]["illegal"];
    assert_eq!(
        (&illegal["unpromoted"]["queen"], illegal.get("after_illegal")),
        (&serde_json::json!("a7a8q"), None),
        "{illegal}"
    );
    let r = arbiter_env(&["replay", "-"], pawn, &[]);
    assert!(r.out.contains(heading) && !r.out.contains('┌'), "{}", r.out);
    // Nothing is said: a record no knight can make (which piece moved cannot be told); a Latin
    // K under --lang ru, which may be the knight's «К» (the session refuses such a record); a
    // game whose text fails after the illegal move (its time control is not at hand).
    let nothing: [(&[&str], &str); 3] = [
        (&[], "[Result \"*\"]\n\n1. e4 e5 2. Nd4 *\n"),
        (&["--lang", "ru"], &game("", "K")),
        (&[], "[TimeControl \"300+3\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 3. Zz9 *\n"),
    ];
    for (lang, pgn) in nothing {
        let r = arbiter_env(&[lang, &["replay", "-"][..]].concat(), pgn, &[]);
        assert!(
            r.out.contains("3 (2.")
                && !r.out.contains("the arbiter would rule")
                && !r.out.contains("арбитр поступил бы"),
            "{pgn}\n{}",
            r.out
        );
        let j = arbiter_env(&[lang, &["replay", "--format", "json", "-"][..]].concat(), pgn, &[]);
        assert!(j.out.contains("\"ply\": 3") && !j.out.contains("after_illegal"), "{pgn}\n{}", j.out);
    }
}
