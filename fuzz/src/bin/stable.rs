//! A fuzzer that runs on stable Rust, for machines without a nightly toolchain (cargo-fuzz
//! needs one): it mutates the seed corpus `fuzz/corpus/<target>/` (byte flips, inserted and
//! deleted runs, splices of two seeds, interesting bytes) with a seeded generator, calls
//! the target's properties, and saves any input that panics to
//! `fuzz/artifacts/<target>/`. No coverage feedback: it is a blind mutator, honest about
//! being one.
//!
//! ```text
//! cargo run --release --bin stable -- fen 60        # target, seconds [, seed]
//! cargo run --release --bin stable -- all 300       # every target, 300 s each
//! ```

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

type Target = fn(&[u8]);

const TARGETS: [(&str, Target); 5] = [
    ("fen", arbiter_fuzz::fen),
    ("san_uci", arbiter_fuzz::san_uci),
    ("pgn", arbiter_fuzz::pgn),
    ("diagram", arbiter_fuzz::diagram),
    ("feature", arbiter_fuzz::feature),
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next() % n as u64) as usize }
    }
}

/// Bytes the parsers care about.
const INTERESTING: &[&[u8]] = &[
    b"/",
    b" ",
    b"\n",
    b"\r\n",
    b"-",
    b"0",
    b"9",
    b"8",
    b"w",
    b"b",
    b"KQkq",
    b"e3",
    b"4294967295",
    b"99999999999",
    b"[",
    b"]",
    b"\"",
    b"{",
    b"}",
    b"(",
    b")",
    b";",
    b"%",
    b"$",
    b"1-0",
    b"*",
    b"O-O",
    b"0-0-0",
    b"=Q",
    b"x",
    b"+",
    b"#",
    b"\xD0\x9A\xD1\x80",
    b"\xFF",
    b"\xEF\xBB\xBF",
    b"Kt",
    b"^",
    b"|",
    b"Diag. 1.",
    b"Feature:",
    b"Scenario:",
    b"Examples:",
    b"Scenario Outline:",
    b"# language: ru",
    b"\"\"\"",
    b"@article-3.1",
    b"<x>",
];

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>], input: &mut Vec<u8>) {
    for _ in 0..=rng.below(4) {
        let len = input.len();
        match rng.below(7) {
            0 if len > 0 => {
                let i = rng.below(len);
                input[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                input[i] = rng.next() as u8;
            }
            2 => {
                let word = INTERESTING[rng.below(INTERESTING.len())];
                let at = rng.below(len + 1);
                input.splice(at..at, word.iter().copied());
            }
            3 if len > 0 => {
                let at = rng.below(len);
                let n = 1 + rng.below((len - at).min(16));
                input.drain(at..at + n);
            }
            4 if len > 0 => {
                // Duplicate a run.
                let at = rng.below(len);
                let n = 1 + rng.below((len - at).min(64));
                let run: Vec<u8> = input[at..at + n].to_vec();
                let to = rng.below(input.len() + 1);
                input.splice(to..to, run);
            }
            5 if !seeds.is_empty() => {
                let other = &seeds[rng.below(seeds.len())];
                let from = rng.below(other.len() + 1);
                let at = rng.below(len + 1);
                input.truncate(at);
                input.extend_from_slice(&other[from..]);
            }
            _ => input.push(rng.next() as u8),
        }
    }
    input.truncate(1 << 16);
}

fn seeds(dir: &Path) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> =
        std::fs::read_dir(dir).into_iter().flatten().filter_map(|e| std::fs::read(e.ok()?.path()).ok()).collect();
    if out.is_empty() {
        out.push(Vec::new());
    }
    out
}

fn run(name: &str, target: Target, seconds: u64, seed: u64) -> usize {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let corpus = seeds(&root.join("corpus").join(name));
    let artifacts = root.join("artifacts").join(name);
    let mut rng = Rng(seed ^ name.len() as u64);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let (mut runs, mut crashes) = (0u64, 0usize);
    std::panic::set_hook(Box::new(|_| {}));
    // The seeds themselves first.
    let mut queue: Vec<Vec<u8>> = corpus.clone();
    while Instant::now() < deadline {
        let input = queue.pop().unwrap_or_else(|| {
            let mut input = corpus[rng.below(corpus.len())].clone();
            mutate(&mut rng, &corpus, &mut input);
            input
        });
        runs += 1;
        if let Err(e) = catch_unwind(AssertUnwindSafe(|| target(&input))) {
            crashes += 1;
            let message = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_default();
            let _ = std::fs::create_dir_all(&artifacts);
            let path = artifacts.join(format!("crash-{runs}"));
            let _ = std::fs::write(&path, &input);
            eprintln!("{name}: panic ({}) — saved {}", message.lines().next().unwrap_or(""), path.display());
            if crashes >= 20 {
                break;
            }
        }
    }
    let _ = std::panic::take_hook();
    println!("{name}: {runs} inputs in {seconds} s from {} seeds, {crashes} panics", corpus.len());
    crashes
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().map_or("all", String::as_str);
    let seconds = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(10);
    let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut crashes = 0;
    let mut found = false;
    for (target, f) in TARGETS {
        if name == "all" || name == target {
            found = true;
            crashes += run(target, f, seconds, seed);
        }
    }
    if !found {
        eprintln!("unknown target {name}: fen, san_uci, pgn, diagram, feature or all");
        std::process::exit(2);
    }
    std::process::exit(if crashes > 0 { 1 } else { 0 });
}
