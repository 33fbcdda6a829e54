//! "Can this player checkmate?" (Articles 5.1.2, 5.2.2, 6.9, 7.5.5) on the sets of
//! `tests/data/unwinnability/` (issue 13, item 1's goal: at least 99.9 % of the real-looking
//! questions and 98 % of the hard ones decided, none wrong, 1 ms mean and 100 ms worst per
//! question in a release build).
//!
//! Criterion measures a fixed sample of each set (every 25th question). Then a table: for
//! each set the coverage (decided / questions, wrong answers), and the mean and worst cost
//! per question — each question timed in several interleaved rounds (`BENCH_ROUNDS`, CPU
//! time of the thread) and its fastest kept, so that the load of the shared machine counts
//! as little as possible. There is no independent unwinnability library in Rust to run
//! beside it (CHA is C++), so the table also gives each mean as a ratio to reading the FEN
//! and generating the legal moves with cozy-chess in the same positions, timed in the same
//! rounds: a unit that scales with the machine. `cargo bench --bench dead_positions -- table` for the
//! table alone.

mod support;

#[path = "../tests/common/sets.rs"]
mod sets;

use std::hint::black_box;
use std::time::Duration;

use arbiter::{Mateability, can_checkmate_with};
use criterion::{Criterion, criterion_group, criterion_main};
use sets::{Grade, Question};

fn cozy_moves(fen: &str) -> usize {
    let mut fields: Vec<&str> = fen.split(' ').collect();
    if fields.len() == 6 {
        fields[4] = "0"; // cozy-chess refuses a half-move clock past 100
    }
    let board = cozy_chess::Board::from_fen(&fields.join(" "), false).expect("a legal FEN");
    let mut n = 0;
    board.generate_moves(|ms| {
        n += ms.len();
        false
    });
    n
}

struct Row {
    questions: usize,
    decided: usize,
    wrong: usize,
    mean: Duration,
    worst: Duration,
    worst_fen: String,
    unit: Duration,
}

fn measure(questions: &[Question]) -> Row {
    let rounds = support::rounds(3);
    let search = sets::search();
    let mut best = vec![Duration::MAX; questions.len()];
    let mut unit = vec![Duration::MAX; questions.len()];
    let mut answers = Vec::with_capacity(questions.len());
    for round in 0..rounds {
        for (i, q) in questions.iter().enumerate() {
            let mut answer = Mateability::Undetermined;
            best[i] = best[i].min(support::cost(|| answer = can_checkmate_with(&q.position, q.player, search)));
            unit[i] = unit[i].min(support::cost(|| black_box(cozy_moves(&q.fen))));
            if round == 0 {
                answers.push(answer);
            }
        }
    }
    let (mut decided, mut wrong) = (0, 0);
    for (q, a) in questions.iter().zip(&answers) {
        match sets::grade(q.expected, a) {
            Grade::Decided => decided += 1,
            Grade::Wrong => wrong += 1,
            Grade::Undetermined => {}
        }
    }
    let (worst_at, &worst) = best.iter().enumerate().max_by_key(|(_, d)| **d).expect("a question");
    let total: Duration = best.iter().sum();
    let units: Duration = unit.iter().sum();
    Row {
        questions: questions.len(),
        decided,
        wrong,
        mean: total / questions.len() as u32,
        worst,
        worst_fen: format!("{} ({:?})", questions[worst_at].fen, questions[worst_at].player),
        unit: units / questions.len() as u32,
    }
}

fn table() {
    let sets = [
        ("real", sets::parse(sets::REAL), 99.9),
        ("hard (hand-made)", sets::parse(sets::HARD), 98.0),
        ("hard (generated)", sets::parse(sets::HARD_GENERATED), 98.0),
        ("hard (walls)", sets::parse(sets::HARD_WALLS), 98.0),
        ("hard (pockets)", sets::parse(sets::HARD_POCKETS), 98.0),
        ("hard (corners)", sets::parse(sets::HARD_CORNERS), 98.0),
        ("hard (bishops)", sets::parse(sets::HARD_BISHOPS), 98.0),
    ];
    println!();
    println!("per question: {}, fastest of {} interleaved rounds", support::clock(), support::rounds(3));
    println!(
        "{:<18} {:>9} {:>9} {:>6} {:>10} {:>10} {:>11}  worst question",
        "set", "questions", "decided", "wrong", "mean ms", "worst ms", "mean/cozy"
    );
    for (name, questions, goal) in &sets {
        let row = measure(questions);
        let pct = 100.0 * row.decided as f64 / row.questions as f64;
        println!(
            "{:<18} {:>9} {:>8.2}% {:>6} {:>10.3} {:>10.1} {:>11.0}  {}  (goal {goal} %)",
            name,
            row.questions,
            pct,
            row.wrong,
            row.mean.as_secs_f64() * 1e3,
            row.worst.as_secs_f64() * 1e3,
            row.mean.as_secs_f64() / row.unit.as_secs_f64().max(1e-12),
            row.worst_fen,
        );
    }
}

fn bench(c: &mut Criterion) {
    let table_only = std::env::args().any(|a| a == "table");
    if !table_only {
        let search = sets::search();
        let mut group = c.benchmark_group("can this player checkmate");
        group.sample_size(10);
        for name in sets::ALL {
            let sample: Vec<Question> = sets::parse(name).into_iter().step_by(25).collect();
            group.bench_function(format!("{name}, every 25th question"), |b| {
                b.iter(|| {
                    sample
                        .iter()
                        .map(|q| can_checkmate_with(&q.position, q.player, search).can_mate() as usize)
                        .sum::<usize>()
                })
            });
        }
        group.finish();
    }
    if !std::env::args().any(|a| a == "--list" || a == "--test") {
        table();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
