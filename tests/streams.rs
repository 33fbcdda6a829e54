//! The stream rules of the command-line contract (docs/cli.md, "Streams"), for every stdin
//! mode (`moves` without `--fen`, `explain --batch`): every input line answered by exactly
//! one output line, in order — blank lines and lines that are not UTF-8 included — with
//! the line number in every error, in the chosen language; a BOM and CRLF accepted; bad
//! input quoted only up to a bound; per-line options in `--batch`.

mod common;

use common::arbiter_bytes;
use serde_json::Value;

const KINGS: &str = "8/8/8/8/8/8/8/K6k w - - 0 1";

fn json_lines(out: &str) -> Vec<Value> {
    out.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"))).collect()
}

fn request(mv: &str) -> String {
    format!(r#"{{"fen": "{KINGS}", "move": "{mv}"}}"#)
}

#[test]
fn moves_goes_on_after_a_line_that_is_not_utf8_and_names_its_line() {
    // Not a valid &str: build the bad line by hand.
    let mut bytes = format!("{KINGS}\n").into_bytes();
    bytes.extend_from_slice(b"ab\xffc\n");
    bytes.extend_from_slice(format!("{KINGS}\n").as_bytes());
    let r = arbiter_bytes(&["moves"], &bytes, &[]);
    assert_eq!(r.code, 2, "{}", r.err);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(
        lines,
        ["a1a2 a1b1 a1b2", "error: line 2: this is not UTF-8 text: byte 0xFF at column 3", "a1a2 a1b1 a1b2"]
    );
    let r = arbiter_bytes(&["moves", "--lang", "ru"], &bytes, &[]);
    assert_eq!(r.out.lines().nth(1), Some("ошибка: строка 2: это не текст в UTF-8: байт 0xFF в столбце 3"));
}

#[test]
fn batch_goes_on_after_a_line_that_is_not_utf8() {
    let mut bytes = request("Ka2").into_bytes();
    bytes.extend_from_slice(b"\n{\"fen\": \"\xfe\"}\n");
    bytes.extend_from_slice(request("Kb1").as_bytes());
    let r = arbiter_bytes(&["explain", "--batch", "--lang", "ru"], &bytes, &[]);
    assert_eq!(r.code, 2, "{}", r.err);
    let v = json_lines(&r.out);
    assert_eq!(v.len(), 3, "{}", r.out);
    assert_eq!(v[0]["uci"], "a1a2");
    assert_eq!(v[1]["error"]["kind"], "utf8");
    assert_eq!(v[1]["error"]["line"], 2);
    assert_eq!(v[1]["error"]["message"], "это не текст в UTF-8: байт 0xFE в столбце 10");
    assert_eq!(v[2]["uci"], "a1b1");
}

#[test]
fn a_blank_batch_line_is_answered_so_output_lines_up_with_input() {
    let input = format!("{}\n\n   \n{}\n", request("Ka2"), request("Kb1"));
    let r = arbiter_bytes(&["explain", "--batch"], input.as_bytes(), &[]);
    let v = json_lines(&r.out);
    assert_eq!(v.len(), 4, "{}", r.out);
    for (i, line) in [(1, &v[1]), (2, &v[2])] {
        assert_eq!(line["error"]["kind"], "empty");
        assert_eq!(line["error"]["line"], i + 1);
    }
    assert_eq!(v[3]["uci"], "a1b1");
    assert_eq!(r.code, 2);
}

#[test]
fn a_byte_order_mark_and_crlf_are_accepted() {
    let input = format!("\u{feff}{KINGS}\r\n{KINGS}\r\n");
    let r = arbiter_bytes(&["moves"], input.as_bytes(), &[]);
    assert_eq!((r.code, r.out.as_str()), (0, "a1a2 a1b1 a1b2\na1a2 a1b1 a1b2\n"), "{}", r.err);
    let input = format!("\u{feff}{}\r\n{}\r\n", request("Ka2"), request("Kb1"));
    let r = arbiter_bytes(&["explain", "--batch"], input.as_bytes(), &[]);
    assert_eq!(r.code, 0, "{}", r.out);
    assert_eq!(json_lines(&r.out).len(), 2);
}

#[test]
fn every_batch_error_carries_its_line_number() {
    let input = format!("{}\nnot json\n{}\n", request("Ka2"), request("Zz9"));
    let v = json_lines(&arbiter_bytes(&["explain", "--batch"], input.as_bytes(), &[]).out);
    assert_eq!((v[1]["error"]["kind"].as_str(), v[1]["error"]["line"].as_u64()), (Some("json"), Some(2)));
    assert_eq!((v[2]["error"]["kind"].as_str(), v[2]["error"]["line"].as_u64()), (Some("move"), Some(3)));
}

#[test]
fn bad_input_is_quoted_only_up_to_a_bound() {
    let huge = "Z".repeat(3_000_000);
    let r = arbiter_bytes(&["explain", "--batch"], request(&huge).as_bytes(), &[]);
    // 3 MB is past the line limit: refused without being read into memory, nor echoed.
    assert!(r.out.len() < 500, "{} bytes", r.out.len());
    assert_eq!(json_lines(&r.out)[0]["error"]["kind"], "line-too-long");

    let long = "Z".repeat(5_000);
    let r = arbiter_bytes(&["explain", "--batch"], request(&long).as_bytes(), &[]);
    let message = json_lines(&r.out)[0]["error"]["message"].as_str().unwrap().to_owned();
    assert!(message.contains(&format!("“{}…”", "Z".repeat(40))), "{message}");
    assert!(message.len() < 300, "{message}");
    let r = arbiter_bytes(&["moves"], format!("{KINGS} {long}\n").as_bytes(), &[]);
    assert!(r.out.len() < 300, "{}", r.out);
    let r = arbiter_bytes(&["explain", "--fen", KINGS, "--move", &long], b"", &[]);
    assert!(r.err.len() < 400, "{}", r.err);
}

#[test]
fn an_overlong_line_is_an_error_for_that_line_and_the_stream_goes_on() {
    let mut input = "x".repeat(100_000).into_bytes();
    input.extend_from_slice(format!("\n{KINGS}\n").as_bytes());
    let r = arbiter_bytes(&["moves"], &input, &[]);
    assert_eq!(r.out, "error: line 1: the line is longer than 65536 bytes\na1a2 a1b1 a1b2\n");
    assert_eq!(r.code, 2);
}

#[test]
fn per_line_options_lang_edition_touch_adjust_quote() {
    let pinned = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let free = "4k3/8/8/8/8/8/4N3/4K3 w - - 0 1";
    let lines = [
        format!(r#"{{"fen": "{pinned}", "move": "Кc3", "lang": "ru"}}"#),
        format!(r#"{{"fen": "{pinned}", "move": "Nc3", "edition": "2009"}}"#),
        format!(r#"{{"fen": "{free}", "move": "Kd1", "touch": "e2"}}"#),
        format!(r#"{{"fen": "{free}", "move": "Kd1", "touch": ["e2"], "adjust": ["e2"]}}"#),
        format!(r#"{{"fen": "{pinned}", "move": "Kd1", "quote": true}}"#),
    ];
    let r = arbiter_bytes(&["explain", "--batch"], lines.join("\n").as_bytes(), &[]);
    let v = json_lines(&r.out);
    assert_eq!(v.len(), 5, "{}", r.out);
    assert!(v[0]["explanation"].as_str().unwrap().starts_with("Конь на e2 не может ходить"), "{}", v[0]);
    assert_eq!(v[1]["violations"][0]["edition"], "2009");
    assert_ne!(v[1]["violations"][0]["article"], "3.9.2");
    // Touched the knight, moved the king (4.3.1): illegal, and the move still has its UCI.
    assert_eq!((v[2]["legal"].as_bool(), v[2]["uci"].as_str()), (Some(false), Some("e1d1")));
    assert_eq!(v[2]["violations"][0]["article"], "4.3.1");
    // Adjusted, not touched (4.2.1): the king may go.
    assert_eq!(v[3]["legal"], true);
    assert_eq!(v[4]["quotes"][0]["article"], "3.10.1");
    assert_eq!(r.code, 0, "{}", r.out);
}

#[test]
fn an_unknown_or_mistyped_key_is_an_error_for_its_line() {
    let input = [
        format!(r#"{{"fen": "{KINGS}", "move": "Ka2", "lnag": "ru"}}"#),
        format!(r#"{{"fen": "{KINGS}", "move": "Ka2", "quote": "yes"}}"#),
        format!(r#"{{"fen": "{KINGS}", "move": "Ka2", "lang": "xx"}}"#),
        request("Ka2"),
    ]
    .join("\n");
    let r = arbiter_bytes(&["explain", "--batch"], input.as_bytes(), &[]);
    let v = json_lines(&r.out);
    assert_eq!(v[0]["error"]["kind"], "key");
    assert_eq!(
        v[0]["error"]["message"],
        "there is no key “lnag” in a request; the keys are “fen”, “move”, “touch”, “adjust”, “lang”, “edition”, “quote”, “lenient”, “completed”, “illegal_before”, “time_control”"
    );
    assert_eq!(v[1]["error"]["message"], "“quote” must be true or false");
    assert_eq!(v[2]["error"]["kind"], "lang");
    assert_eq!(v[3]["legal"], true);
    assert_eq!(r.code, 2);
}

/// `replay` on a pipe (docs/cli.md, "Every core"): a program that writes one game and waits
/// for its report gets it before it writes the next — the text being cut into parts for
/// the threads does not hold a game back — on one thread and on several.
#[test]
fn replay_answers_a_game_before_the_next_is_written() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    use std::sync::mpsc;
    use std::time::Duration;
    let games = [
        "[Event \"1\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n",
        "[Event \"2\"]\n\n1. d4 d5 2. c4 {a comment\nover two lines} e6 1-0\n\n",
        "[Event \"3\"]\n[White \"A\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n",
    ];
    for threads in ["1", "2", "3"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["replay", "-"])
            .env("ARBITER_THREADS", threads)
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let mut input = child.stdin.take().expect("a stdin pipe");
        let stdout = BufReader::new(child.stdout.take().expect("a stdout pipe"));
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in stdout.lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        for (i, game) in games.iter().enumerate() {
            input.write_all(game.as_bytes()).unwrap();
            input.flush().unwrap();
            let heading = format!("Game {}:", i + 1);
            loop {
                let line = rx
                    .recv_timeout(Duration::from_secs(30))
                    .unwrap_or_else(|_| panic!("{threads} threads: no report of game {} while input waits", i + 1));
                if line.starts_with(&heading) {
                    break;
                }
            }
        }
        drop(input);
        let rest: Vec<String> = rx.iter().collect();
        assert!(child.wait().unwrap().success());
        let _ = reader.join();
        assert!(rest.iter().any(|l| l.contains("checkmate")), "{threads} threads: {rest:?}");
    }
}
