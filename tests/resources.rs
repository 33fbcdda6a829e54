//! Bounded resources on any input (docs/cli.md, "Limits"): perft depth, FEN counters that
//! never wrap, `replay` in constant memory per game and overall with JSON streamed game by
//! game, PGN lines, comments and tag sections bounded with typed errors.

mod common;

use common::{arbiter_bytes, arbiter_peak_memory};

#[test]
fn perft_beyond_its_depth_limit_is_a_typed_error_not_a_stack_overflow() {
    let r = arbiter_bytes(&["perft", "100000"], b"", &[]);
    assert_eq!(r.code, 2, "{}", r.err);
    assert_eq!(r.err, "error: a perft 100000 plies deep is beyond the limit of 64 plies\n");
    let r = arbiter_bytes(&["perft", "65", "--lang", "ru"], b"", &[]);
    assert_eq!(r.err, "ошибка: подсчёт perft на глубину 65 полуходов невозможен: предел — 64 полухода\n");
    assert_eq!(arbiter::Position::new().try_perft(arbiter::MAX_PERFT_DEPTH + 1).unwrap_err().depth, 65);
    // At the limit, a position with no moves answers at once.
    let r = arbiter_bytes(&["perft", "64", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"], b"", &[]);
    assert_eq!((r.code, r.out.as_str()), (0, "0\n"), "{}", r.err);
}

#[test]
fn fen_counters_saturate_instead_of_wrapping() {
    let fen = "8/8/8/8/8/8/8/K6k b - - 4294967295 4294967295";
    let mut pos = arbiter::Position::from_fen(fen).unwrap();
    let m = pos.legal_moves().iter().copied().find(|m| m.uci() == "h1h2").unwrap();
    pos.play_unchecked(m);
    assert_eq!((pos.halfmove_clock(), pos.fullmove_number()), (u32::MAX, u32::MAX));
    // The command line plays such a position without a panic (overflow checks are on in
    // the test build).
    let r = arbiter_bytes(&["explain", "--fen", fen, "--move", "Kh2", "--format", "json"], b"", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let r = arbiter_bytes(
        &["replay", "-"],
        format!("[FEN \"{fen}\"]\n[SetUp \"1\"]\n\n1... Kh2 2. Ka2 *\n").as_bytes(),
        &[],
    );
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
}

/// One game of `bytes` bytes of knight moves back and forth (legal throughout; it ends by
/// fivefold repetition at ply 16 and goes on).
fn shuffling_game(bytes: usize) -> Vec<u8> {
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut out = String::from("[Event \"long\"]\n\n");
    let mut i = 0;
    while out.len() < bytes {
        out.push_str(cycle[i % 4]);
        out.push(if i % 16 == 15 { '\n' } else { ' ' });
        i += 1;
    }
    out.push_str(" *\n");
    out.into_bytes()
}

fn replay_peak(format: &str, input: Vec<u8>) -> (String, u64) {
    let (code, out, peak) = arbiter_peak_memory(&["replay", "--format", format, "-"], input);
    assert_eq!(code, 0, "{out}");
    (out, peak.expect("/proc/<pid>/status has VmHWM on Linux"))
}

#[test]
fn replay_memory_does_not_grow_with_the_length_of_a_game() {
    for format in ["text", "json"] {
        let (small_out, small) = replay_peak(format, shuffling_game(300_000));
        let (big_out, big) = replay_peak(format, shuffling_game(3_000_000));
        assert!(small_out.contains("9.6.1") && big_out.contains("9.6.1"), "{big_out}");
        // Ten times the moves: kept positions would cost ~80 bytes a byte of input (240 MB).
        assert!(big < small + 4 * 1024, "{format}: {small} KiB for 0.3 MB, {big} KiB for 3 MB");
        eprintln!("replay {format}: peak {small} KiB for a 0.3 MB game, {big} KiB for a 3 MB game");
    }
}

// With several threads the allocator's per-thread arenas settle during the first few thousand
// games (measured, release build, two threads: 10.1 MB at 1,000 games, 13.9 MB at 10,000,
// 14.3 MB at 40,000; one thread 7.4–7.9 MB throughout), so growth is measured from 10,000 to
// 40,000 games: a cost of 140 bytes a game would show.
#[test]
fn replay_memory_does_not_grow_with_the_number_of_games() {
    let game = "[Event \"g\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1/2-1/2\n\n";
    for format in ["text", "json"] {
        let (_, small) = replay_peak(format, game.repeat(10_000).into_bytes());
        let (out, big) = replay_peak(format, game.repeat(40_000).into_bytes());
        if format == "json" {
            let v: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(v["games"].as_array().map(Vec::len), Some(40_000));
        } else {
            assert_eq!(out.matches("result 1/2-1/2").count(), 40_000);
        }
        eprintln!("replay {format}: {small} KiB for 10,000 games, {big} KiB for 40,000");
        assert!(big < small + 4 * 1024, "{format}: {small} KiB for 10,000 games, {big} KiB for 40,000");
    }
}

#[test]
fn replay_json_is_written_game_by_game_not_at_the_end() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    // On one thread and on several (issue 12: games replayed on every core).
    for threads in ["1", "2", "3"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["replay", "--format", "json", "-"])
            .env("ARBITER_THREADS", threads)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        // The first game whole, the second begun: the input stays open.
        stdin.write_all(b"[Event \"one\"]\n\n1. e4 e5 *\n\n[Event \"two\"]\n").unwrap();
        stdin.flush().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        let mut seen = Vec::new();
        while !seen.iter().any(|l: &String| l.contains("\"plies\": 2")) {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match rx.recv_timeout(left) {
                Ok(line) => seen.push(line),
                Err(_) => break,
            }
        }
        drop(stdin);
        let _ = child.wait();
        assert!(
            seen.iter().any(|l| l.contains("\"plies\": 2")),
            "{threads} threads: nothing written before the input ended: {seen:?}"
        );
        assert_eq!(seen.first().map(String::as_str), Some("{"));
    }
}

#[test]
fn a_pgn_line_past_the_limit_is_a_typed_error_and_the_next_game_is_read() {
    let mut input = b"[Event \"".to_vec();
    input.extend(std::iter::repeat_n(b'x', 3 << 20));
    input.extend_from_slice(b"\"]\n1. e4 *\n\n[Event \"ok\"]\n\n1. d4 *\n");
    let (code, out, peak) = arbiter_peak_memory(&["replay", "--format", "json", "-"], input);
    assert_eq!(code, 2, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"][0]["error"]["kind"], "pgn");
    assert!(v["games"][0]["error"]["message"].as_str().unwrap().contains("longer than 1048576 bytes"), "{v}");
    assert_eq!(v["games"][1]["plies"], 1);
    // A tag line of 3 MB once cost ~14 bytes a byte (~40 MB); now at most one line is held.
    if let Some(kb) = peak {
        assert!(kb < 40 * 1024, "{kb} KiB");
    }
}

#[test]
fn pgn_comments_and_tag_sections_are_bounded() {
    use arbiter::pgn::{MAX_COMMENT_BYTES, MAX_TAGS, PgnErrorKind, read_games};
    let comment =
        format!("1. e4 {{{}}} e5 *\n\n[Event \"next\"]\n\n1. d4 *\n", "c\n".repeat(MAX_COMMENT_BYTES / 2 + 1));
    let games: Vec<_> = read_games(&comment).collect();
    assert_eq!(games[0].as_ref().unwrap_err().kind, PgnErrorKind::CommentTooLong);
    assert_eq!(games[1].as_ref().map(|g| g.plies()), Ok(1));

    let tags: String = (0..=MAX_TAGS).map(|i| format!("[T{i} \"v\"]\n")).collect();
    let text = format!("{tags}\n1. e4 *\n");
    let e = read_games(&text).next().unwrap().unwrap_err();
    assert_eq!((e.kind, e.line), (PgnErrorKind::TooManyTags, MAX_TAGS + 1));
}
