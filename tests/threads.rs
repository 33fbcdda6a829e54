//! Every core (issue 12, goal 3): `moves` and `position` on stdin, `explain --batch` and
//! `replay` answer on `ARBITER_THREADS` threads (every core by default) and write exactly
//! what one thread writes, byte for byte, in input order — bad lines, illegal moves, PGN
//! errors, games too long to hold and exit codes included (docs/cli.md, "Streams").

mod common;

use common::{Rng, arbiter_bytes};

/// Runs `args` on `input` with 1 and with several threads; the outputs must be the same.
fn same_on_every_thread_count(args: &[&str], input: &[u8]) -> common::Run {
    let one = arbiter_bytes(args, input, &[("ARBITER_THREADS", "1")]);
    for threads in ["2", "3", "7"] {
        let many = arbiter_bytes(args, input, &[("ARBITER_THREADS", threads)]);
        assert_eq!(many.code, one.code, "{args:?} on {threads} threads: {}", many.err);
        assert!(many.out == one.out, "{args:?}: {threads} threads write something else than one");
        assert_eq!(many.err, one.err, "{args:?} on {threads} threads");
    }
    one
}

/// FENs of positions of seeded random games, one a line, with bad lines among them.
fn fen_lines(n: usize) -> Vec<String> {
    let mut rng = Rng::new(12);
    let mut out = Vec::new();
    let mut pos = arbiter::Position::new();
    while out.len() < n {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.halfmove_clock() > 60 {
            pos = arbiter::Position::new();
            continue;
        }
        pos.play_unchecked(moves[rng.below(moves.len())]);
        out.push(match out.len() % 41 {
            7 => "not a fen".to_owned(),
            19 => String::new(),
            _ => pos.to_fen(),
        });
    }
    out
}

#[test]
fn moves_on_stdin_writes_the_same_on_any_number_of_threads() {
    let input = fen_lines(3_000).join("\n");
    let r = same_on_every_thread_count(&["moves"], input.as_bytes());
    assert_eq!(r.code, 2);
    assert_eq!(r.out.lines().count(), 3_000);
    let r = same_on_every_thread_count(&["moves", "--format", "json"], input.as_bytes());
    assert_eq!(r.out.lines().count(), 3_000);
}

#[test]
fn explain_batch_writes_the_same_on_any_number_of_threads() {
    let mut rng = Rng::new(7);
    let fens = fen_lines(1_500);
    let squares = |rng: &mut Rng| {
        let sq = rng.below(64);
        format!("{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1)
    };
    let mut input = String::new();
    for (i, fen) in fens.iter().enumerate() {
        let mv = format!("{}{}", squares(&mut rng), squares(&mut rng));
        let lang = if i % 3 == 0 { r#", "lang": "ru""# } else { "" };
        input.push_str(&format!("{{\"fen\": {fen:?}, \"move\": \"{mv}\"{lang}}}\n"));
        if i % 97 == 5 {
            input.push_str("{not json\n");
        }
    }
    let r = same_on_every_thread_count(&["explain", "--batch"], input.as_bytes());
    assert_eq!(r.code, 2);
    assert_eq!(r.out.lines().count(), input.lines().count());
    assert!(r.out.contains("\"legal\":false") && r.out.contains("\"legal\":true"), "{}", &r.out[..500]);
}

#[test]
fn replay_writes_the_same_on_any_number_of_threads() {
    let mut pgn = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games.pgn")).unwrap();
    // An illegal move, a PGN error, a bad start position, and a game longer than a thread
    // is handed at once (knights back and forth, to the fivefold repetition and on).
    pgn.push_str("\n[Event \"illegal\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"broken\"]\n\n1. e4 {unclosed\n\n");
    pgn.push_str("[Event \"bad start\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e4 *\n\n");
    pgn.push_str("[Event \"long\"]\n\n");
    for i in 0..6_000 {
        pgn.push_str(["Nf3 ", "Nf6 ", "Ng1 ", "Ng8 "][i % 4]);
    }
    pgn.push_str("*\n\n");
    let games = pgn.repeat(8);
    for format in ["text", "json"] {
        let r = same_on_every_thread_count(&["replay", "--format", format, "-"], games.as_bytes());
        assert_eq!(r.code, 2, "{}", r.err);
        assert!(r.out.contains("9.6.1"), "the long game ends by fivefold repetition");
    }
    let r = same_on_every_thread_count(&["replay", "--lang", "ru", "-"], games.as_bytes());
    assert!(r.out.contains("9.6.1"));
}

/// The text is cut into parts for the threads at lines that look like the start of a game,
/// found without reading the text before them; the thread reading the part before checks
/// that the splitter would cut there. Here such lines stand where it would not, over and
/// over, at every distance from the cuts before: in a comment (the reader ends the comment
/// there, with an error), after a game of tags only, after a tag pair left open. Cut there,
/// the parts would be read otherwise than the whole text: the output would differ from one
/// thread's.
#[test]
fn replay_cuts_the_text_only_where_the_splitter_would() {
    let game = |i: usize| format!("[Event \"g{i}\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n\n");
    let in_comment =
        |i: usize| format!("[Event \"c{i}\"]\n\n1. e4 {{ a comment\n[Event \"in the comment\"]\n}} e5 *\n\n");
    let mut pgn = String::new();
    for round in 0..6 {
        // Games between, of a length that moves the next lines against the cuts.
        for i in 0..(20 + round * 29) {
            pgn.push_str(&game(i));
        }
        for i in 0..400 {
            pgn.push_str(&in_comment(i));
        }
        for i in 0..600 {
            pgn.push_str(&format!("[Event \"tags only {i}\"]\n\n"));
        }
        pgn.push_str("[Event \"after\"]\n\n1. d4 *\n\n");
        for _ in 0..300 {
            pgn.push_str("1. c4 [Event\n\n[Site \"y\"]\n\n1. e4 *\n\n");
        }
        // An escape line hides a brace; a tag's string holds one.
        pgn.push_str("% {\n[Event \"{\"]\n\n1. d4 d5 *\n\n");
    }
    for format in ["json", "text"] {
        let r = same_on_every_thread_count(&["replay", "--format", format, "-"], pgn.as_bytes());
        assert_eq!(r.code, 2, "{}", r.err);
        assert!(r.out.contains("is never closed"), "a comment ended by a game start");
    }
    // The same from a file, read in larger blocks than a pipe gives.
    let dir = std::env::temp_dir().join(format!("arbiter-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("cuts.pgn");
    std::fs::write(&file, &pgn).unwrap();
    let from_stdin = same_on_every_thread_count(&["replay", "--format", "json", "-"], pgn.as_bytes());
    let from_file = same_on_every_thread_count(&["replay", "--format", "json", file.to_str().unwrap()], b"");
    assert!(from_file.out == from_stdin.out);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn position_on_stdin_writes_the_same_on_any_number_of_threads() {
    // Random positions, a few that cannot arise (3.10.3) and bad lines among them.
    let mut lines = fen_lines(240);
    lines.insert(30, "4k3/8/8/8/8/8/8/4K2Q b - - 0 1".to_owned());
    lines.insert(90, "8/8/8/8/8/8/8/8 w - - 0 1".to_owned());
    lines.insert(150, "kQK5/8/8/8/8/8/8/8 w - - 0 1".to_owned());
    let input = lines.join("\n");
    let r = same_on_every_thread_count(&["position"], input.as_bytes());
    assert_eq!(r.code, 2);
    assert_eq!(r.out.lines().count(), lines.len());
    let r = same_on_every_thread_count(&["position", "--format", "json", "--lang", "ru"], input.as_bytes());
    assert_eq!(r.out.lines().count(), lines.len());
    assert!(r.out.contains("\"error\"") && r.out.contains("\"state\""), "{}", &r.out[..500]);
}
