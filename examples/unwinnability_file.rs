//! Runs "can this player still checkmate?" (Articles 5.1.2, 5.2.2, 6.9, 7.5.5) over a file of
//! positions kept outside the repository, and prints how many questions are decided, how
//! many answers are wrong, and the mean and worst time per question, by class.
//!
//! Three formats are read:
//!
//! - a test vector: `WB FEN`, `W- FEN`, `-B FEN` or `-- FEN` — which players can still
//!   mate (`W` White, `B` Black, `-` not); two questions a position, and the position is
//!   dead when the answer is `--`;
//! - final positions of games lost on time: `FEN ID` — one question a position: can the
//!   player who did not run out of time (the one not to move) still checkmate? No answer is
//!   known, so only the coverage and the times are printed;
//! - arbiter's own sets (`tests/data/unwinnability/*.txt`): `FEN ; player ; answer`.
//!
//! ```text
//! UNWINNABILITY_FILE=/path/to/file cargo run --release --example unwinnability_file
//! ```
//!
//! `UNWINNABILITY_SHOW=undetermined` (or `wrong`, `all`) prints those questions as well;
//! `UNWINNABILITY_OFF=1` uses the static proofs alone ([`HelpmateSearch::OFF`]);
//! `UNWINNABILITY_BUDGET=N` multiplies the search's node bounds by N and `UNWINNABILITY_DIVIDE=N`
//! divides them by N (`UNWINNABILITY_STAGE=` `short`, `guided`, `walk`, `cooperative` or
//! `planned`: that stage's bound alone) — to find how far a budget can be trimmed.
//! The classes `outcome …` tell where the time goes: questions a static proof settles,
//! helpmates found, every line followed, and questions left undetermined (which run every
//! stage). `UNWINNABILITY_STAGES=1` (`each`: and a line a question) also runs each stage alone (the static proofs, then one
//! search stage with the others off) on every question and prints what each costs, split by
//! the outcome of the full search.

#[path = "../benches/support/mod.rs"]
mod support;

use std::collections::BTreeMap;
use std::time::Duration;

use arbiter::{CannotMateReason, Color, HelpmateSearch, Mateability, Position, can_checkmate_with};

#[derive(Default)]
struct Tally {
    questions: usize,
    decided: usize,
    wrong: usize,
    spent: Duration,
    worst: Duration,
    worst_what: String,
}

impl Tally {
    fn add(&mut self, decided: bool, wrong: bool, took: Duration, what: &str) {
        self.questions += 1;
        self.decided += decided as usize;
        self.wrong += wrong as usize;
        self.spent += took;
        if took > self.worst {
            self.worst = took;
            self.worst_what = what.to_string();
        }
    }

    fn line(&self, name: &str) -> String {
        format!(
            "{name:<34} {:>6} {:>7.2}% {:>6} {:>9.3} {:>9.1}  {}",
            self.questions,
            100.0 * self.decided as f64 / self.questions.max(1) as f64,
            self.wrong,
            self.spent.as_secs_f64() * 1e3 / self.questions.max(1) as f64,
            self.worst.as_secs_f64() * 1e3,
            self.worst_what
        )
    }
}

/// A FEN with its missing fields filled in (a test vector leaves out the counters).
fn full_fen(fields: &[&str]) -> String {
    let mut f: Vec<&str> = fields.to_vec();
    let defaults = ["w", "-", "-", "0", "1"];
    while f.len() < 6 {
        f.push(defaults[f.len() - 1]);
    }
    f.join(" ")
}

fn main() {
    let Ok(path) = std::env::var("UNWINNABILITY_FILE") else {
        eprintln!("set UNWINNABILITY_FILE to a test vector or a file of final positions (see the example's doc)");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2)
    });
    let show = std::env::var("UNWINNABILITY_SHOW").unwrap_or_default();
    let multiply: u64 = std::env::var("UNWINNABILITY_BUDGET").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let divide: u64 =
        std::env::var("UNWINNABILITY_DIVIDE").ok().and_then(|v| v.parse().ok()).filter(|&d| d > 0).unwrap_or(1);
    let search = if std::env::var("UNWINNABILITY_OFF").is_ok_and(|v| v == "1") {
        HelpmateSearch::OFF
    } else {
        let d = HelpmateSearch::DEFAULT;
        let stage = std::env::var("UNWINNABILITY_STAGE").unwrap_or_default();
        let by = |name: &str| if stage.is_empty() || stage == name { multiply } else { 1 };
        let div = |name: &str| if stage.is_empty() || stage == name { divide } else { 1 };
        HelpmateSearch {
            max_nodes: d.max_nodes * by("short") / div("short"),
            guided_nodes: d.guided_nodes * by("guided") / div("guided"),
            reachable: (d.reachable as u64 * by("walk") / div("walk")) as usize,
            cooperative_nodes: d.cooperative_nodes * by("cooperative") / div("cooperative"),
            planned_nodes: d.planned_nodes * by("planned") / div("planned"),
            ..d
        }
    };

    let mut classes: BTreeMap<String, Tally> = BTreeMap::new();
    let mut reasons: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut dead = (0usize, 0usize, 0usize, 0usize); // dead, proven dead; the same for legal positions
    let mut all = Tally::default();
    let stages_env = std::env::var("UNWINNABILITY_STAGES").unwrap_or_default();
    let stages = stages_env == "1" || stages_env == "each";
    let d = HelpmateSearch::DEFAULT;
    let off = HelpmateSearch { structures: d.structures, ..HelpmateSearch::OFF };
    let alone: [(&str, HelpmateSearch); 6] = [
        ("static proofs", off),
        ("planned", HelpmateSearch { planned_nodes: d.planned_nodes, ..off }),
        ("guided", HelpmateSearch { guided_nodes: d.guided_nodes, ..off }),
        (
            "cooperative",
            HelpmateSearch { cooperative_nodes: d.cooperative_nodes, cooperative_plies: d.cooperative_plies, ..off },
        ),
        ("walk", HelpmateSearch { reachable: d.reachable, ..off }),
        ("short", HelpmateSearch { max_plies: d.max_plies, max_nodes: d.max_nodes, ..off }),
    ];
    // By outcome of the full search, by stage: (questions, time, questions the stage alone decides).
    let mut by_stage: BTreeMap<(&'static str, usize), (usize, Duration, usize)> = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let vector = matches!(fields[0], "WB" | "W-" | "-B" | "--");
        let (fen, questions): (String, Vec<(Color, Option<bool>)>) = if let Some((fen, rest)) = line.split_once(';') {
            // arbiter's own sets: `FEN ; player ; answer`.
            let mut rest = rest.split(';').map(str::trim);
            let player = if rest.next() == Some("black") { Color::Black } else { Color::White };
            let expected = match rest.next() {
                Some("can") => Some(true),
                Some("cannot") => Some(false),
                _ => None,
            };
            (fen.trim().to_string(), vec![(player, expected)])
        } else if vector {
            let fen = full_fen(&fields[1..fields.len().min(7)]);
            let can = fields[0].as_bytes();
            (fen, vec![(Color::White, Some(can[0] == b'W')), (Color::Black, Some(can[1] == b'B'))])
        } else {
            let fen = full_fen(&fields[..fields.len().min(6)]);
            let pos = match Position::from_fen(&fen) {
                Ok(p) => p,
                Err(e) => {
                    eprintln!("line {}: {fen}: {e}", n + 1);
                    continue;
                }
            };
            (fen, vec![(!pos.turn(), None)])
        };
        // A test vector holds positions no game can reach (too many promoted pieces for the
        // pawns missing): they are loaded leniently and counted apart.
        let (pos, strict) = match Position::from_fen(&fen) {
            Ok(p) => (p, true),
            Err(_) => match Position::from_fen_lenient(&fen) {
                Ok(p) => (p, false),
                Err(e) => {
                    eprintln!("line {}: {fen}: {e}", n + 1);
                    continue;
                }
            },
        };
        let mut proven_cannot = 0;
        for &(player, expected) in &questions {
            let mut answer = Mateability::Undetermined;
            let took = support::cost(|| answer = can_checkmate_with(&pos, player, search));
            let (decided, wrong) = match (&answer, expected) {
                (Mateability::CanMate(h), e) => {
                    assert!(h.verify(&pos), "line {}: the helpmate does not replay", n + 1);
                    (true, e == Some(false))
                }
                (Mateability::CannotMate(_), e) => (true, e == Some(true)),
                (Mateability::Undetermined, _) => (false, false),
            };
            if let Mateability::CannotMate(reason) = &answer {
                *reasons.entry(reason.kind()).or_default() += 1;
                proven_cannot += 1;
            }
            let what = format!("{fen} {player:?}");
            let kind = match expected {
                Some(true) => "can",
                Some(false) => "cannot",
                None => "player not to move",
            };
            classes.entry(format!("answer {kind}")).or_default().add(decided, wrong, took, &what);
            let outcome = match &answer {
                Mateability::CanMate(_) => "outcome: helpmate found",
                Mateability::CannotMate(CannotMateReason::EveryLineFollowed { .. }) => "outcome: every line followed",
                Mateability::CannotMate(_) => "outcome: static proof",
                Mateability::Undetermined => "outcome: undetermined",
            };
            classes.entry(outcome.to_string()).or_default().add(decided, wrong, took, &what);
            if stages {
                let mut each = String::new();
                for (i, &(_, bounds)) in alone.iter().enumerate() {
                    let mut verdict = Mateability::Undetermined;
                    let cost = support::cost(|| verdict = can_checkmate_with(&pos, player, bounds));
                    let entry = by_stage.entry((outcome, i)).or_default();
                    entry.0 += 1;
                    entry.1 += cost;
                    entry.2 += !matches!(verdict, Mateability::Undetermined) as usize;
                    let mark = match verdict {
                        Mateability::CanMate(_) => "+",
                        Mateability::CannotMate(_) => "-",
                        Mateability::Undetermined => "?",
                    };
                    each += &format!(
                        " {}={:.3}{mark}",
                        alone[i].0.split(' ').next().unwrap_or(""),
                        cost.as_secs_f64() * 1e3
                    );
                }
                if stages_env == "each" {
                    println!(
                        "stages line {:>5} {outcome:<30} full={:.3}{each} | {what}",
                        n + 1,
                        took.as_secs_f64() * 1e3
                    );
                }
            }
            let men = pos.board().occupied().count();
            let pawns = pos.board().by_role(arbiter::Role::Pawn).count();
            let size = format!(
                "men {:>2}-{:<2}, pawns {}",
                men / 4 * 4,
                men / 4 * 4 + 3,
                if pawns == 0 { "none" } else { "some" }
            );
            classes.entry(size).or_default().add(decided, wrong, took, &what);
            let legality = if strict { "legal positions" } else { "positions loaded leniently" };
            classes.entry(legality.to_string()).or_default().add(decided, wrong, took, &what);
            all.add(decided, wrong, took, &what);
            let verdict = match &answer {
                Mateability::CanMate(h) => format!("can in {}", h.moves.len()),
                Mateability::CannotMate(CannotMateReason::EveryLineFollowed { positions, .. }) => {
                    format!("cannot: every-line-followed ({positions})")
                }
                Mateability::CannotMate(r) => format!("cannot: {}", r.kind()),
                Mateability::Undetermined => "undetermined".to_string(),
            };
            if show == "all" || (show == "undetermined" && !decided) || (show == "wrong" && wrong) {
                println!(
                    "line {:>5} {:>8.2} ms {:<24} expected {:<7} {what}",
                    n + 1,
                    took.as_secs_f64() * 1e3,
                    verdict,
                    expected.map_or("?", |e| if e { "can" } else { "cannot" })
                );
            }
        }
        if vector && fields[0] == "--" {
            dead.0 += 1;
            dead.1 += (proven_cannot == 2) as usize;
            if strict {
                dead.2 += 1;
                dead.3 += (proven_cannot == 2) as usize;
            }
        }
    }
    println!(
        "{} build, {}, {} per question",
        if cfg!(debug_assertions) { "debug" } else { "release" },
        if search == HelpmateSearch::OFF {
            "static proofs only".to_string()
        } else if multiply == 1 {
            "default search".to_string()
        } else {
            format!("search bounds x{multiply}")
        },
        support::clock()
    );
    println!(
        "{:<34} {:>6} {:>8} {:>6} {:>9} {:>9}  worst question",
        "class", "quest.", "decided", "wrong", "mean ms", "worst ms"
    );
    println!("{}", all.line("all questions"));
    for (name, tally) in &classes {
        println!("{}", tally.line(name));
    }
    if dead.0 > 0 {
        println!(
            "dead positions proven dead: {} of {} ({:.2} %)",
            dead.1,
            dead.0,
            100.0 * dead.1 as f64 / dead.0 as f64
        );
        println!(
            "of them legal positions, proven dead: {} of {} ({:.2} %)",
            dead.3,
            dead.2,
            100.0 * dead.3 as f64 / dead.2.max(1) as f64
        );
    }
    println!("proofs by kind: {reasons:?}");
    if stages {
        println!("each stage alone (the static proofs first in every run), by outcome of the full search:");
        println!(
            "{:<30} {:<14} {:>6} {:>10} {:>9} {:>8}",
            "outcome", "stage", "quest.", "total ms", "mean ms", "decides"
        );
        for ((outcome, i), (n, spent, decides)) in &by_stage {
            println!(
                "{outcome:<30} {:<14} {n:>6} {:>10.1} {:>9.3} {decides:>8}",
                alone[*i].0,
                spent.as_secs_f64() * 1e3,
                spent.as_secs_f64() * 1e3 / (*n).max(1) as f64
            );
        }
    }
}
