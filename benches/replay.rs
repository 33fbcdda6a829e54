//! Replay throughput: games per second, arbiter against shakmaty 0.30 + pgn-reader 0.29
//! (GPL-3.0, dev-dependencies of the benchmarks only) doing the same checks on the same PGN
//! in the same run (issue 12's goal: arbiter ÷ peer ≤ 1.5 per core), and arbiter's games
//! per second against the number of threads.
//!
//! The games are seeded random playouts (up to 200 plies, written as PGN with SAN). Both
//! sides, every ply: read the SAN and find the legal move it names (an illegal one stops
//! the game), play it, then decide the game's ending — checkmate, stalemate, dead position
//! (arbiter's static proofs; shakmaty's insufficient material), fivefold repetition,
//! seventy-five moves — and, while it goes on, the claimable draws: threefold repetition,
//! a move that would make a position appear a third time (every legal move tried against
//! the repetition table), fifty moves, a quiet move that would make the fiftieth. The
//! repetition table is emptied at every irreversible move, as arbiter's is.
//!
//! Measures:
//! - `arbiter replay`: the command itself (`arbiter replay --format json -`), reading the PGN
//!   and writing the JSON report of every game into memory, on one thread (each move an
//!   event of the arbiter's session, the text cut into parts at game starts and each part
//!   read by the real PGN reader, as on many threads);
//! - `arbiter library`: the same checks through the library (`pgn::read_games`,
//!   `Game::adjudicate_san`, `Game::status`), without the report;
//! - `shakmaty+pgn-reader`: the peer.
//!
//! After criterion's runs a table gives CPU times (fastest of several interleaved rounds)
//! and the ratios, then `arbiter replay` in wall time on 1, 2, … threads (`ARBITER_THREADS`)
//! up to the machine's cores, on the corpus and on it repeated `REPLAY_SCALE` times (64: ~30
//! MB, a monthly file's steady state), with the Amdahl parallel fraction of each speed-up. `cargo bench --bench replay -- table` for the tables alone.
//!
//! For instruction counts (callgrind), `REPLAY_ONCE=N` runs measure N of the list above
//! (0, 1 or 2) once on the corpus, on one thread, and nothing else:
//! `REPLAY_ONCE=2 valgrind --tool=callgrind --toggle-collect=replay::measure
//! target/release/deps/replay-… --bench`. `REPLAY_ONCE=read` and `REPLAY_ONCE=peer-read`
//! run the reading alone, each side's PGN reader handing over every move with its SAN
//! read and nothing played: arbiter's `Reader::stream_tree`, pgn-reader's visitor.
//!
//! `REPLAY_CORPUS=FILE` writes the corpus to FILE and measures nothing, for measuring the
//! binary itself on it (`ARBITER_THREADS=2 valgrind --tool=callgrind --separate-threads=yes
//! target/release/arbiter replay --format json FILE`).

mod support;

use std::collections::HashMap;
use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use arbiter::notation::San;
use arbiter::{Game, Position, Ruling};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{EnPassantMode, Position as _};

struct Corpus {
    pgn: String,
    games: usize,
    plies: usize,
}

fn corpus(games: usize) -> Corpus {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut pgn = String::new();
    let mut plies = 0;
    for g in 0..games {
        let mut pos = Position::new();
        pgn.push_str(&format!("[Event \"random {g}\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n"));
        for ply in 0..200 {
            let legal = pos.legal_moves();
            if legal.is_empty() || pos.halfmove_clock() >= 100 {
                break;
            }
            let m = legal[(next() % legal.len() as u64) as usize];
            if ply % 2 == 0 {
                pgn.push_str(&format!("{}. ", pos.fullmove_number()));
            }
            pgn.push_str(&San::from_move(&pos, m).to_string());
            pgn.push(if ply % 12 == 11 { '\n' } else { ' ' });
            pos.play_unchecked(m);
            plies += 1;
        }
        pgn.push_str("*\n\n");
    }
    Corpus { pgn, games, plies }
}

/// `arbiter replay --format json -` on the corpus; the bytes written.
fn arbiter_replay(pgn: &str) -> u64 {
    let mut out = Vec::with_capacity(pgn.len() * 2);
    let mut err = Vec::new();
    let code =
        arbiter::cli::run(["arbiter", "replay", "--format", "json", "-"], &mut pgn.as_bytes(), &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    out.len() as u64
}

/// `arbiter replay --format json -` as a process, the PGN written into its stdin by
/// another thread as `zstdcat month.pgn.zst | arbiter replay -` does, its report read and
/// counted: the bytes of the report.
fn binary_through_a_pipe(pgn: &str) -> u64 {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["replay", "--format", "json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the arbiter binary runs");
    let mut stdin = child.stdin.take().expect("a stdin pipe");
    let text = pgn.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let mut report = Vec::new();
    child.stdout.take().expect("a stdout pipe").read_to_end(&mut report).expect("the report is read");
    writer.join().expect("the writer ends").expect("the PGN is written");
    assert!(child.wait().expect("the binary ends").success());
    report.len() as u64
}

/// The same checks through the library: the endings and claims found.
fn arbiter_library(pgn: &str) -> u64 {
    let mut n = 0usize;
    for game in arbiter::pgn::read_games(pgn) {
        let game = game.expect("valid pgn");
        let mut g = Game::bounded(Position::new());
        for mv in &game.moves {
            match g.adjudicate_san(&mv.san) {
                Ruling::Legal(m) => g.play_unchecked(m),
                Ruling::Illegal(_) => break,
            }
            let (ending, claims) = g.status();
            n += ending.is_some() as usize + claims.len();
            if ending.is_some() {
                break;
            }
        }
    }
    n as u64
}

/// shakmaty + pgn-reader, the same checks each ply.
struct Peer {
    seen: HashMap<Zobrist64, u32>,
    events: u64,
}

struct PeerGame {
    pos: shakmaty::Chess,
    over: bool,
}

impl Peer {
    fn key(pos: &shakmaty::Chess) -> Zobrist64 {
        pos.zobrist_hash(EnPassantMode::Legal)
    }

    /// The ending after a move, else the claims: what `Game::status` decides.
    fn status(&mut self, pos: &shakmaty::Chess) -> bool {
        let legal = pos.legal_moves();
        let times = self.seen.get(&Self::key(pos)).copied().unwrap_or(0);
        if legal.is_empty() || pos.is_insufficient_material() || times >= 5 || pos.halfmoves() >= 150 {
            self.events += 1;
            return true;
        }
        if times >= 3 {
            self.events += 1;
        }
        if self.seen.values().any(|&n| n >= 2) {
            for &m in &legal {
                let mut next = pos.clone();
                next.play_unchecked(m);
                if self.seen.get(&Self::key(&next)).is_some_and(|&n| n >= 2) {
                    self.events += 1;
                    break;
                }
            }
        }
        // Fifty moves made, or a quiet move would make the fiftieth.
        if pos.halfmoves() >= 100 || (pos.halfmoves() == 99 && legal.iter().any(|m| !m.is_zeroing())) {
            self.events += 1;
        }
        false
    }
}

impl pgn_reader::Visitor for Peer {
    type Tags = ();
    type Movetext = PeerGame;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), PeerGame> {
        self.seen.clear();
        let pos = shakmaty::Chess::default();
        self.seen.insert(Self::key(&pos), 1);
        ControlFlow::Continue(PeerGame { pos, over: false })
    }

    fn san(&mut self, game: &mut PeerGame, san_plus: pgn_reader::SanPlus) -> ControlFlow<()> {
        if game.over {
            return ControlFlow::Continue(());
        }
        match san_plus.san.to_move(&game.pos) {
            Ok(m) => {
                if game.pos.is_irreversible(m) {
                    self.seen.clear();
                }
                game.pos.play_unchecked(m);
                *self.seen.entry(Self::key(&game.pos)).or_default() += 1;
                game.over = self.status(&game.pos);
            }
            Err(_) => game.over = true,
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut PeerGame) -> ControlFlow<(), pgn_reader::Skip> {
        ControlFlow::Continue(pgn_reader::Skip(true))
    }

    fn end_game(&mut self, _: PeerGame) {}
}

/// arbiter's PGN reader alone: the moves handed over (each with its SAN read).
fn arbiter_read(pgn: &str) -> u64 {
    let mut reader = arbiter::pgn::Reader::new(pgn.as_bytes());
    let mut n = 0u64;
    while let Some(game) = reader.stream_tree(&mut |_, _, event| {
        if let arbiter::pgn::StreamEvent::Move(mv) = event {
            n += matches!(black_box(mv.san), San::Normal { .. }) as u64;
        }
    }) {
        game.expect("valid pgn");
    }
    n
}

/// pgn-reader alone: the moves handed over (each with its SAN read).
struct PeerRead(u64);

impl pgn_reader::Visitor for PeerRead {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san_plus: pgn_reader::SanPlus) -> ControlFlow<()> {
        self.0 += matches!(black_box(san_plus.san), shakmaty::san::San::Normal { .. }) as u64;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) {}
}

fn peer_read(pgn: &str) -> u64 {
    let mut visitor = PeerRead(0);
    pgn_reader::Reader::new(pgn.as_bytes()).visit_all_games(&mut visitor).expect("the peer reads the PGN");
    visitor.0
}

fn peer(pgn: &str) -> u64 {
    let mut visitor = Peer { seen: HashMap::new(), events: 0 };
    let mut reader = pgn_reader::Reader::new(pgn.as_bytes());
    reader.visit_all_games(&mut visitor).expect("the peer reads the PGN");
    visitor.events
}

const MEASURES: [&str; 3] = ["arbiter replay", "arbiter library", "shakmaty+pgn-reader"];

fn measure(i: usize, pgn: &str) -> u64 {
    match i {
        0 => arbiter_replay(pgn),
        1 => arbiter_library(pgn),
        2 => peer(pgn),
        3 => arbiter_read(pgn),
        _ => peer_read(pgn),
    }
}

/// A row group of the threads table: how `arbiter replay` is run, the PGN, its games, the
/// rounds, and the run itself.
type ThreadRun<'a> = (&'a str, &'a String, usize, usize, fn(&str) -> u64);

/// Sets `ARBITER_THREADS` for the `arbiter replay` runs that follow.
fn set_threads(n: usize) {
    // SAFETY: the benchmark sets the variable between runs, while no other thread of the
    // process reads or writes the environment.
    unsafe { std::env::set_var("ARBITER_THREADS", n.to_string()) };
}

fn tables(corpus: &Corpus) {
    set_threads(1);
    let rounds = support::rounds(5);
    let best = support::fastest_interleaved(rounds, MEASURES.len(), |i| measure(i, &corpus.pgn));
    println!();
    println!(
        "{} games, {} plies, {} KiB of PGN; {}, fastest of {rounds} interleaved rounds",
        corpus.games,
        corpus.plies,
        corpus.pgn.len() / 1024,
        support::clock()
    );
    println!("{:<22} {:>10} {:>12} {:>12} {:>10}", "measure", "ms", "games/s", "plies/s", "÷ peer");
    for (name, time) in MEASURES.iter().zip(&best) {
        let s = time.as_secs_f64();
        println!(
            "{:<22} {:>10.1} {:>12.0} {:>12.0} {:>10.2}",
            name,
            s * 1e3,
            corpus.games as f64 / s,
            corpus.plies as f64 / s,
            s / best[2].as_secs_f64()
        );
    }

    // Threads: the corpus alone (half a megabyte: filling and draining the pipeline weigh),
    // and repeated `REPLAY_SCALE` times (default 64, ~30 MB: the steady state of a monthly
    // file), each with the Amdahl parallel fraction its speed-up implies.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let scale = std::env::var("REPLAY_SCALE").ok().and_then(|r| r.parse().ok()).unwrap_or(64usize).max(1);
    let large = corpus.pgn.repeat(scale);
    let runs: [ThreadRun; 3] = [
        ("in process", &corpus.pgn, corpus.games, rounds, arbiter_replay),
        ("in process", &large, corpus.games * scale, rounds.min(3), arbiter_replay),
        ("the binary, PGN through a pipe", &large, corpus.games * scale, rounds.min(3), binary_through_a_pipe),
    ];
    for (how, pgn, games, rounds, replay) in runs {
        println!();
        println!(
            "arbiter replay --format json, {how}, {} KiB, wall time, fastest of {rounds} rounds, by ARBITER_THREADS ({cores} cores)",
            pgn.len() / 1024
        );
        println!("{:<8} {:>10} {:>12} {:>10} {:>10}", "threads", "ms", "games/s", "speed-up", "parallel");
        let mut one = Duration::ZERO;
        for threads in 1..=cores.max(2) {
            set_threads(threads);
            let best = (0..rounds)
                .map(|_| {
                    let t = Instant::now();
                    black_box(replay(pgn));
                    t.elapsed()
                })
                .min()
                .unwrap_or_default();
            if threads == 1 {
                one = best;
            }
            let speed_up = one.as_secs_f64() / best.as_secs_f64();
            // Amdahl: speed-up = 1 / ((1 - p) + p / n), so p = (1 - 1/s) / (1 - 1/n).
            let parallel = if threads > 1 { (1.0 - 1.0 / speed_up) / (1.0 - 1.0 / threads as f64) } else { 1.0 };
            println!(
                "{:<8} {:>10.1} {:>12.0} {:>10.2} {:>10.2}",
                threads,
                best.as_secs_f64() * 1e3,
                games as f64 / best.as_secs_f64(),
                speed_up,
                parallel
            );
        }
    }
}

fn bench(c: &mut Criterion) {
    let testing = std::env::args().any(|a| a == "--test" || a == "--list");
    let corpus = corpus(if testing { 20 } else { 400 });
    if let Ok(path) = std::env::var("REPLAY_CORPUS") {
        std::fs::write(&path, &corpus.pgn).expect("the corpus file is written");
        println!("{} games, {} plies, {} bytes: {path}", corpus.games, corpus.plies, corpus.pgn.len());
        return;
    }
    if let Ok(once) = std::env::var("REPLAY_ONCE") {
        set_threads(1);
        let reading = ["read", "peer-read"].iter().position(|&r| r == once).map(|r| MEASURES.len() + r);
        if let Some(i) = once.parse().ok().filter(|&i| i < MEASURES.len()).or(reading) {
            println!("{once}: {}", black_box(measure(i, &corpus.pgn)));
        }
        return;
    }
    // The peer and arbiter agree on the corpus (every game legal and replayed).
    assert!(arbiter_replay(&corpus.pgn) > 0);
    let _ = peer(&corpus.pgn);
    if testing {
        return;
    }
    set_threads(1);
    let mut group = c.benchmark_group("replay");
    group.throughput(Throughput::Elements(corpus.games as u64));
    group.sample_size(10);
    for (i, name) in MEASURES.iter().enumerate() {
        group.bench_function(*name, |b| b.iter(|| measure(i, &corpus.pgn)));
    }
    group.finish();
    tables(&corpus);
}

criterion_group!(benches, bench);
criterion_main!(benches);
