//! Perft, arbiter side by side with cozy-chess (an independent MIT-licensed move
//! generator), in the same run, on the same positions at the same depths, both counting the
//! same way: the leaves are not visited, the moves at depth 1 are counted ("bulk
//! counting"). Exercises Article 3 as a whole (the published counts depend on every
//! special move). At the end, a table gives each position's time for both, measured
//! interleaved, and the ratio arbiter / cozy-chess (above 1: arbiter is slower).
//!
//! `cargo bench --bench perft` (release profile). One iteration takes about 0.05–1 s.

use std::hint::black_box;
use std::time::{Duration, Instant};

use arbiter::Position;
use criterion::{Criterion, SamplingMode};

/// (name, FEN, depth, published node count — Chess Programming Wiki, "Perft Results").
const CASES: &[(&str, &str, u32, u64)] = &[
    ("1 initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119_060_324),
    ("2 kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193_690_690),
    ("3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11_030_083),
    ("4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15_833_292),
    ("5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89_941_194),
    ("6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164_075_551),
];

/// cozy-chess's perft, bulk-counting at depth 1 as `Position::perft` does.
fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut next = board.clone();
            next.play_unchecked(mv);
            nodes += cozy_perft(&next, depth - 1);
        }
        false
    });
    nodes
}

/// Rounds of the interleaved comparison that ends the run.
const ROUNDS: usize = 5;

/// The time of one call.
fn time(f: impl FnOnce() -> u64) -> Duration {
    let start = Instant::now();
    black_box(f());
    start.elapsed()
}

fn main() {
    let mut criterion = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();

    let mut ratios = Vec::new();
    for &(name, fen, depth, nodes) in CASES {
        let pos = Position::from_fen(fen).expect("perft FEN");
        let board = cozy_chess::Board::from_fen(fen, false).expect("perft FEN");
        // Both count the published number, or the comparison means nothing.
        assert_eq!(pos.perft(depth), nodes, "arbiter, {name}");
        assert_eq!(cozy_perft(&board, depth), nodes, "cozy-chess, {name}");

        let mut group = criterion.benchmark_group(format!("perft {name} depth {depth}"));
        group.sampling_mode(SamplingMode::Flat);
        let mut ran = false;
        group.bench_function("arbiter", |b| {
            ran = true;
            b.iter(|| black_box(&pos).perft(black_box(depth)))
        });
        group.bench_function("cozy-chess", |b| b.iter(|| cozy_perft(black_box(&board), black_box(depth))));
        group.finish();
        if ran && !std::env::args().any(|a| a == "--test") {
            ratios.push((name, depth, nodes, pos, board));
        }
    }
    criterion.final_summary();
    if ratios.is_empty() {
        return; // filtered out, `--list` or `--test`
    }

    // The ratio, measured with the two engines interleaved so that a change in the load of
    // the machine touches both alike; the fastest of a few rounds each.
    println!();
    println!("arbiter / cozy-chess, fastest of {ROUNDS} interleaved rounds:");
    println!(
        "{:<14} {:>5} {:>13} {:>13} {:>13} {:>16}",
        "position", "depth", "nodes", "arbiter", "cozy-chess", "arbiter/cozy"
    );
    for (name, depth, nodes, pos, board) in ratios {
        let (mut a, mut c) = (Duration::MAX, Duration::MAX);
        for _ in 0..ROUNDS {
            a = a.min(time(|| black_box(&pos).perft(black_box(depth))));
            c = c.min(time(|| cozy_perft(black_box(&board), black_box(depth))));
        }
        println!(
            "{:<14} {:>5} {:>13} {:>10.1} ms {:>10.1} ms {:>16.2}",
            name,
            depth,
            nodes,
            a.as_secs_f64() * 1e3,
            c.as_secs_f64() * 1e3,
            a.as_secs_f64() / c.as_secs_f64()
        );
    }
}
