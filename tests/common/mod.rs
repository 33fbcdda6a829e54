//! Helpers shared by the integration tests: a small seeded PRNG, the perft positions, and
//! seeded random games that favour the special moves of Article 3 (en passant, promotion,
//! castling) so that they occur often.

// Each test crate uses a different subset of these helpers.
#![allow(dead_code)]

use arbiter::{Move, MoveKind, Position, Role};

/// The published perft positions (Chess Programming Wiki, positions 1–6 and a mirror).
pub const STANDARD_PERFT: &str = include_str!("../data/standard.perft");
/// Martin Sedlak's perft positions, one special rule each.
pub const TRICKY_PERFT: &str = include_str!("../data/tricky.perft");

/// SplitMix64: tiny, deterministic, good enough to pick moves.
pub struct Rng(u64);

impl Rng {
    /// A generator that starts from this state, unmixed (the benchmark sets of
    /// tests/unwinnability.rs were made so; their seeds stay reproducible).
    pub fn from_state(state: u64) -> Rng {
        Rng(state)
    }

    /// A generator for a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0);
        (self.next_u64() % n as u64) as usize
    }

    /// True `num` times out of `den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }
}

/// The piece-placement field of FEN for 64 squares (a1 first), written here rather than
/// by arbiter so that the tests feeding the parser stay independent of its writer.
pub fn placement_fen(board: &[Option<char>]) -> String {
    let mut ranks = Vec::new();
    for rank in board.chunks(8).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for square in rank {
            match square {
                Some(c) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(*c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    ranks.join("/")
}

/// The FENs of a perft data file, in order.
pub fn perft_fens(text: &str) -> Vec<String> {
    text.lines().filter_map(|l| l.trim().strip_prefix("fen ")).map(|f| f.trim().to_owned()).collect()
}

/// The standard perft FENs (the initial position first) followed by the tricky ones.
pub fn all_perft_fens() -> Vec<String> {
    let mut fens = perft_fens(STANDARD_PERFT);
    fens.extend(perft_fens(TRICKY_PERFT));
    fens
}

/// Picks one of `moves` (not empty): en passant, promotions and castling three times out
/// of four when there are any, else a pawn move one time out of three, else any move.
pub fn pick_move(pos: &Position, moves: &[Move], rng: &mut Rng) -> Move {
    let special: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| matches!(m.kind, MoveKind::EnPassant | MoveKind::Promotion(_) | MoveKind::Castle(_)))
        .collect();
    if !special.is_empty() && rng.chance(3, 4) {
        return special[rng.below(special.len())];
    }
    let pawn: Vec<Move> = moves.iter().copied().filter(|m| pos.board().role_at(m.from) == Some(Role::Pawn)).collect();
    if !pawn.is_empty() && rng.chance(1, 3) {
        return pawn[rng.below(pawn.len())];
    }
    moves[rng.below(moves.len())]
}

/// Every position of a seeded random game from `start` (included), at most `max_plies`
/// moves long; it stops early at checkmate or stalemate.
pub fn random_game(start: &Position, rng: &mut Rng, max_plies: usize) -> Vec<Position> {
    let mut out = vec![start.clone()];
    let mut pos = start.clone();
    for _ in 0..max_plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = pick_move(&pos, &moves, rng);
        pos.play_unchecked(m);
        out.push(pos.clone());
    }
    out
}

/// Positions of seeded random games: `games` games from each perft position of
/// `standard.perft` (the initial position among them), each at most `max_plies` long.
pub fn random_positions(seed: u64, games: usize, max_plies: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for fen in perft_fens(STANDARD_PERFT) {
        let start = Position::from_fen(&fen).expect("perft FENs are legal");
        for _ in 0..games {
            out.extend(random_game(&start, &mut rng, max_plies));
        }
    }
    out
}

/// What the binary did: exit code, standard output and standard error (lossy UTF-8).
pub struct Run {
    pub code: i32,
    pub out: String,
    pub err: String,
}

/// Runs the `arbiter` binary with `args`, `stdin` as raw bytes, a clean locale environment
/// plus `env`.
pub fn arbiter_bytes(args: &[&str], stdin: &[u8], env: &[(&str, &str)]) -> Run {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for k in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(k);
    }
    cmd.envs(env.iter().copied());
    let mut child = cmd.spawn().expect("the binary runs");
    let mut input = child.stdin.take().expect("a stdin pipe");
    let bytes = stdin.to_vec();
    // Write from another thread: the binary answers while it reads.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let output = child.wait_with_output().expect("the binary ends");
    let _ = writer.join();
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        err: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs the `arbiter` binary on `stdin` and returns its exit code, standard output and
/// peak resident memory in KiB (VmHWM, read from /proc while it runs; `None` where /proc
/// has no such line).
pub fn arbiter_peak_memory(args: &[&str], stdin: Vec<u8>) -> (i32, String, Option<u64>) {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let status_path = format!("/proc/{}/status", child.id());
    let mut input = child.stdin.take().expect("a stdin pipe");
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let mut stdout = child.stdout.take().expect("a stdout pipe");
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out
    });
    let mut peak = None;
    let code = loop {
        if let Ok(status) = std::fs::read_to_string(&status_path)
            && let Some(kb) = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        {
            peak = peak.max(Some(kb));
        }
        if let Some(status) = child.try_wait().expect("the binary can be waited for") {
            break status.code().unwrap_or(-1);
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let _ = writer.join();
    let out = String::from_utf8_lossy(&reader.join().unwrap_or_default()).into_owned();
    (code, out, peak)
}

/// A scratch directory of files (feature files, perft suites…) under the system's temporary
/// directory, named after the test and the process, removed when dropped.
pub struct Scratch(pub std::path::PathBuf);

impl Scratch {
    /// The directory `arbiter-NAME-PID`, emptied, holding `files` (paths relative to it).
    pub fn new(name: &str, files: &[(&str, &str)]) -> Scratch {
        let dir = std::env::temp_dir().join(format!("arbiter-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in files {
            let p = dir.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
