//! Perft and legal-move enumeration, arbiter side by side with three independent move
//! generators in the same run: cozy-chess 0.3 (MIT, the fastest of them and the goal to
//! beat), shakmaty 0.30 and chess 3.2. shakmaty is GPL-3.0: it is a dev-dependency used by
//! the benchmarks only, never linked into the library or the binary (`docs/decisions.md`).
//!
//! Two measures, both exercising Article 3 as a whole (the published counts depend on every
//! special move):
//! - **perft** of the six standard positions at the published depths, every engine counting
//!   the same way: the leaves are not visited, the moves at depth 1 are counted ("bulk
//!   counting");
//! - **enumeration** of the legal moves of 10,000 positions of seeded random games: every
//!   move of every position is produced and visited (its square of arrival summed).
//!
//! What the enumeration compares: the same positions, loaded in each engine before the
//! timing; every legal move, a promotion counted once per piece it may become (the counts
//! are asserted equal); each move read back once, its square of arrival added — from
//! arbiter's list, from cozy-chess's per-piece move sets as its iterator yields them. One
//! difference remains in what is timed: a cozy-chess (and chess 3.2) board carries its
//! checking pieces and pinned pieces, found when the board was made (in `from_fen` here,
//! in `play_unchecked` in a game), so their enumeration does not look for them; arbiter's
//! `Position` carries no such cache, and its enumeration finds them every time. In perft
//! both pay for it once a position.
//!
//! After criterion's runs a table gives each measure's time for every engine, measured
//! interleaved (the engines take turns, so that a change in the load of the machine touches
//! them alike) in CPU time, the fastest of several rounds (`BENCH_ROUNDS`), and the ratio
//! arbiter ÷ peer (below 1: arbiter is faster).
//!
//! `cargo bench --bench perft` (release profile); `cargo bench --bench perft -- table` for
//! the table alone (a filter no criterion benchmark matches). To profile one engine:
//! `PERFT_PROFILE=cozy-chess,3,5 valgrind --tool=callgrind target/release/deps/perft-…`, or
//! its enumeration alone: `PERFT_PROFILE=arbiter,random valgrind --tool=callgrind
//! --toggle-collect=perft::enumerate …` (add `--branch-sim=yes` for the branches
//! mispredicted: on this machine they, more than the instructions, set the time).

mod support;

use std::hint::black_box;
use std::str::FromStr;
use std::time::Duration;

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

/// Positions in the enumeration measure.
const RANDOM_POSITIONS: usize = 10_000;

/// The engines, in the order of the table's columns.
const ENGINES: [&str; 4] = ["arbiter", "cozy-chess", "shakmaty", "chess"];

/// One position loaded in every engine.
struct Loaded {
    arbiter: Position,
    cozy: cozy_chess::Board,
    shakmaty: shakmaty::Chess,
    chess: chess::Board,
}

impl Loaded {
    fn new(fen: &str) -> Loaded {
        let setup: shakmaty::fen::Fen = fen.parse().expect("shakmaty reads the FEN");
        Loaded {
            arbiter: Position::from_fen(fen).expect("arbiter reads the FEN"),
            cozy: cozy_chess::Board::from_fen(fen, false).expect("cozy-chess reads the FEN"),
            shakmaty: setup.into_position(shakmaty::CastlingMode::Standard).expect("shakmaty: a legal position"),
            chess: chess::Board::from_str(fen).expect("chess reads the FEN"),
        }
    }
}

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

/// chess 3.2's perft, bulk-counting at depth 1 (its own `MoveGen::movegen_perft_test`).
fn chess_perft(board: &chess::Board, depth: u32) -> u64 {
    chess::MoveGen::movegen_perft_test(board, depth as usize) as u64
}

/// One engine's perft of one position.
fn perft(engine: &str, pos: &Loaded, depth: u32) -> u64 {
    match engine {
        "arbiter" => black_box(&pos.arbiter).perft(depth),
        "cozy-chess" => cozy_perft(black_box(&pos.cozy), depth),
        "shakmaty" => shakmaty::perft(black_box(&pos.shakmaty), depth),
        "chess" => chess_perft(black_box(&pos.chess), depth),
        _ => unreachable!(),
    }
}

/// One engine enumerating every legal move of every position: the number of moves, and
/// the sum of their squares of arrival (so that each move is produced and looked at; the
/// sums differ with castling, which cozy-chess and shakmaty write as the king taking its
/// rook). Never inlined, so that a profiler can count its instructions alone
/// (`valgrind --tool=callgrind --toggle-collect=perft::enumerate`).
#[inline(never)]
fn enumerate(engine: &str, positions: &[Loaded]) -> (u64, u64) {
    let (mut count, mut sum) = (0u64, 0u64);
    match engine {
        "arbiter" => {
            let mut list = arbiter::MoveList::new();
            for pos in positions {
                black_box(&pos.arbiter).legal_moves_into(&mut list);
                for m in &list {
                    count += 1;
                    sum += m.to as u64;
                }
            }
        }
        "cozy-chess" => {
            for pos in positions {
                black_box(&pos.cozy).generate_moves(|moves| {
                    for mv in moves {
                        count += 1;
                        sum += mv.to as u64;
                    }
                    false
                });
            }
        }
        "shakmaty" => {
            use shakmaty::Position as _;
            for pos in positions {
                for m in &black_box(&pos.shakmaty).legal_moves() {
                    count += 1;
                    sum += m.to() as u64;
                }
            }
        }
        "chess" => {
            for pos in positions {
                for m in chess::MoveGen::new_legal(black_box(&pos.chess)) {
                    count += 1;
                    sum += m.get_dest().to_index() as u64;
                }
            }
        }
        _ => unreachable!(),
    }
    (count, sum)
}

/// Positions of seeded random games, every ply of each (the start position excluded), as
/// FENs.
fn random_positions(n: usize) -> Vec<String> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut pos = Position::new();
        for _ in 0..200 {
            let moves = pos.legal_moves();
            if moves.is_empty() || out.len() == n {
                break;
            }
            pos.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
            out.push(pos.to_fen());
        }
    }
    out
}

/// The fastest of the interleaved rounds of `f` for each engine.
fn interleaved(f: impl Fn(&str) -> u64) -> [Duration; 4] {
    let best = support::fastest_interleaved(support::rounds(5), ENGINES.len(), |i| f(ENGINES[i]));
    [best[0], best[1], best[2], best[3]]
}

fn print_row(name: &str, count: u64, times: [Duration; 4]) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let ratio = |i: usize| times[0].as_secs_f64() / times[i].as_secs_f64();
    println!(
        "{:<16} {:>11} {:>9.1} {:>9.1} {:>9.1} {:>9.1}   {:>6.2} {:>6.2} {:>6.2}",
        name,
        count,
        ms(times[0]),
        ms(times[1]),
        ms(times[2]),
        ms(times[3]),
        ratio(1),
        ratio(2),
        ratio(3)
    );
}

fn main() {
    let mut criterion = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    let testing = std::env::args().any(|a| a == "--test");
    let listing = std::env::args().any(|a| a == "--list");

    let cases: Vec<(&str, u32, u64, Loaded)> =
        CASES.iter().map(|&(name, fen, depth, nodes)| (name, depth, nodes, Loaded::new(fen))).collect();
    if let Ok(profile) = std::env::var("PERFT_PROFILE") {
        // `PERFT_PROFILE=ENGINE,POSITION[,DEPTH]` or `PERFT_PROFILE=ENGINE,random`: one
        // engine's perft of one position, or its enumeration of the random positions, once,
        // for a profiler (`valgrind --tool=callgrind` counts the instructions of each).
        let mut parts = profile.split(',');
        let (engine, number) = (parts.next().unwrap_or("arbiter"), parts.next().unwrap_or("1"));
        if number == "random" {
            let random: Vec<Loaded> = random_positions(RANDOM_POSITIONS).iter().map(|f| Loaded::new(f)).collect();
            println!("{engine} enumeration: {:?}", enumerate(engine, &random));
            return;
        }
        let (_, depth, _, pos) = cases.iter().find(|c| c.0.starts_with(number)).expect("a position 1-6");
        let depth = parts.next().map_or(*depth, |d| d.parse().expect("a depth"));
        println!("{engine} perft {depth}: {}", perft(engine, pos, depth));
        return;
    }
    for (name, depth, nodes, pos) in &cases {
        // Every engine counts the published number, or the comparison means nothing. Under
        // `--test` one ply less, to stay quick.
        let depth = if testing { depth - 1 } else { *depth };
        let expected = if testing { perft("cozy-chess", pos, depth) } else { *nodes };
        for engine in ENGINES {
            assert_eq!(perft(engine, pos, depth), expected, "{engine}, perft {depth} of position {name}");
        }
    }
    let fens = random_positions(if testing { 500 } else { RANDOM_POSITIONS });
    let random: Vec<Loaded> = fens.iter().map(|fen| Loaded::new(fen)).collect();
    let (moves, _) = enumerate("arbiter", &random);
    for engine in ENGINES {
        assert_eq!(enumerate(engine, &random).0, moves, "{engine}, the number of legal moves");
    }
    if testing {
        return;
    }

    for (name, depth, _, pos) in &cases {
        let mut group = criterion.benchmark_group(format!("perft {name} depth {depth}"));
        group.sampling_mode(SamplingMode::Flat);
        for engine in ENGINES {
            group.bench_function(engine, |b| b.iter(|| perft(engine, pos, *depth)));
        }
        group.finish();
    }
    {
        let mut group = criterion.benchmark_group(format!("legal moves of {} random positions", random.len()));
        group.throughput(criterion::Throughput::Elements(random.len() as u64));
        for engine in ENGINES {
            group.bench_function(engine, |b| b.iter(|| enumerate(engine, &random)));
        }
        group.finish();
    }
    criterion.final_summary();
    if listing {
        return;
    }

    println!();
    println!(
        "milliseconds ({}), fastest of {} interleaved rounds; ratio arbiter ÷ peer (below 1: arbiter faster)",
        support::clock(),
        support::rounds(5)
    );
    println!(
        "{:<16} {:>11} {:>9} {:>9} {:>9} {:>9}   {:>6} {:>6} {:>6}",
        "measure", "nodes/moves", "arbiter", "cozy", "shakmaty", "chess", "÷cozy", "÷shak", "÷chess"
    );
    for (name, depth, nodes, pos) in &cases {
        let times = interleaved(|engine| perft(engine, pos, *depth));
        print_row(&format!("perft {name} d{depth}"), *nodes, times);
    }
    // Ten passes a timing, so that each lasts as long as a perft's.
    let times = interleaved(|engine| (0..10).map(|_| enumerate(engine, &random).0).sum());
    print_row(&format!("{}x10 random", random.len()), moves * 10, times);
}
