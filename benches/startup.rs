//! Start-up: what a tool pays to spawn `arbiter` for one ruling (issue 12's goal: a one-shot
//! `explain` costs at most 1.5 × `arbiter --version`, the price of starting the process at
//! all). The rulebook's table of citations is made at build time (`build.rs`), so a
//! one-shot `explain` neither parses the rulebook nor reads the Markdown.
//!
//! Every measure spawns the release binary (`CARGO_BIN_EXE_arbiter`) and waits for it:
//! - `--version`: the floor (argument parsing, nothing loaded);
//! - `explain` (English) and `explain --lang ru`: a pinned knight's move ruled on, with its
//!   full explanation and citation (the Fluent locales loaded);
//! - `explain --quote`: the same with the article quoted, which does parse the rulebook
//!   (shown for what the build-time table saves; not part of the goal).
//!
//! After criterion's runs (wall time of a spawn) a table gives each command's CPU time
//! (user + system of the child, from `getrusage(RUSAGE_CHILDREN)`, so that waiting for a
//! core on this shared machine does not count): the fastest and the median of
//! `BENCH_ROUNDS` (default 50) interleaved rounds, and the ratio to `--version`.
//! `cargo bench --bench startup` (release profile); `cargo bench --bench startup -- table`
//! for the table alone.

use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::Criterion;

const FEN: &str = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";

/// (name, arguments).
const COMMANDS: [(&str, &[&str]); 4] = [
    ("--version", &["--version"]),
    ("explain", &["explain", "--fen", FEN, "--move", "Nc3"]),
    ("explain --lang ru", &["explain", "--lang", "ru", "--fen", FEN, "--move", "Кc3"]),
    ("explain --quote", &["explain", "--quote", "--fen", FEN, "--move", "Nc3"]),
];

/// Spawns the binary with `args` and waits; its exit code.
fn spawn(args: &[&str]) -> i32 {
    let status = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("the binary runs");
    status.code().unwrap_or(-1)
}

/// User + system CPU time of every child waited for so far.
fn children_cpu() -> Duration {
    // SAFETY: `getrusage` writes one `rusage` through the pointer, which points to a live,
    // zeroed one.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let rc = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    assert_eq!(rc, 0, "getrusage");
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1_000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// The CPU time one spawn of `args` costs.
fn cpu_of(args: &[&str]) -> Duration {
    let before = children_cpu();
    let code = spawn(args);
    let after = children_cpu();
    // An illegal move is a ruling: exit 1.
    assert!(code == 0 || code == 1, "{args:?} exited {code}");
    after - before
}

fn table() {
    let rounds = std::env::var("BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(50);
    let mut times: Vec<Vec<Duration>> = vec![Vec::with_capacity(rounds); COMMANDS.len()];
    for _ in 0..rounds {
        for ((_, args), t) in COMMANDS.iter().zip(&mut times) {
            t.push(cpu_of(args));
        }
    }
    for t in &mut times {
        t.sort();
    }
    let fastest = |i: usize| times[i][0].as_secs_f64();
    let median = |i: usize| times[i][times[i].len() / 2].as_secs_f64();
    println!();
    println!("one spawn of the release binary, CPU time (user + system), {rounds} interleaved rounds");
    println!(
        "{:<20} {:>12} {:>12} {:>16} {:>16}",
        "command", "fastest ms", "median ms", "÷ --version min", "÷ --version med"
    );
    for (i, (name, _)) in COMMANDS.iter().enumerate() {
        println!(
            "{:<20} {:>12.2} {:>12.2} {:>16.2} {:>16.2}",
            name,
            fastest(i) * 1e3,
            median(i) * 1e3,
            fastest(i) / fastest(0),
            median(i) / median(0)
        );
    }
}

fn main() {
    let testing = std::env::args().any(|a| a == "--test");
    let listing = std::env::args().any(|a| a == "--list");
    if listing {
        for (name, _) in COMMANDS {
            println!("startup/{name}: benchmark");
        }
        return;
    }
    // Every command runs and answers as expected (cpu_of checks the exit code).
    for (_, args) in COMMANDS {
        cpu_of(args);
    }
    if testing {
        return;
    }
    let mut criterion = Criterion::default().sample_size(20).configure_from_args();
    let mut group = criterion.benchmark_group("startup");
    for (name, args) in COMMANDS {
        group.bench_function(name, |b| b.iter(|| spawn(args)));
    }
    group.finish();
    criterion.final_summary();
    table();
}
