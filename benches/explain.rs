//! Illegal-move rulings with their localized explanation, per second, single-threaded, in
//! English and in Russian (issue 12's goal: at least a million a second per core), and the
//! rulings alone.
//!
//! The attempts are every illegal from/to pair with a piece of the side to move on the
//! square of departure, over positions of seeded random games: a realistic mix of pattern
//! errors, blocked paths, pins, checks and castling. Each is ruled on (`adjudicate`) and
//! its full explanation written (`explain(…).text()`: every sentence with its citation).
//!
//! After criterion's runs a table gives the rate per second of CPU time of the thread, the
//! fastest of several interleaved rounds (`BENCH_ROUNDS`), against the goal.
//! `cargo bench --bench explain -- table` for the table alone. `EXPLAIN_PROFILE=en|ru`
//! makes two passes over the attempts and stops, for a profiler: the first warms what is
//! made once (the localized templates), the second, `profiled_pass`, is what the table
//! times (`valgrind --tool=callgrind --toggle-collect=explain::profiled_pass` counts its
//! instructions alone).

mod support;

use std::hint::black_box;

use arbiter::i18n::{Lang, Localizer, explain};
use arbiter::{Attempt, Edition, Position, Ruling, Square, adjudicate};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn positions() -> Vec<Position> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut out = Vec::new();
    for _ in 0..40 {
        let mut pos = Position::new();
        for _ in 0..(next() % 60) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
        }
        out.push(pos);
    }
    out
}

fn attempts(positions: &[Position]) -> Vec<(Position, Attempt)> {
    let mut out = Vec::new();
    for pos in positions {
        let ours = pos.board().by_color(pos.turn());
        for from in ours {
            for to in Square::ALL {
                let a = Attempt::new(from, to);
                if !adjudicate(pos, a).is_legal() {
                    out.push((pos.clone(), a));
                }
            }
        }
    }
    out
}

/// Rules on every attempt and writes the explanation in `lang` (none: the rulings alone);
/// the characters written, or the violations found.
fn pass(cases: &[(Position, Attempt)], lang: Option<&Lang>) -> u64 {
    let l10n = Localizer::global();
    let mut n = 0usize;
    for (pos, attempt) in cases {
        let ruling = adjudicate(pos, *attempt);
        match (lang, ruling) {
            (Some(lang), Ruling::Illegal(illegal)) => {
                n += explain(&illegal.violations, l10n, lang, Edition::E2023).text().len();
            }
            (None, ruling) => n += ruling.violations().len(),
            (Some(_), Ruling::Legal(_)) => {}
        }
    }
    n as u64
}

/// [`pass`] in `lang`, never inlined: what a profiler counts.
#[inline(never)]
fn profiled_pass(cases: &[(Position, Attempt)], lang: &Lang) -> u64 {
    pass(cases, Some(lang))
}

fn table(cases: &[(Position, Attempt)]) {
    let l10n = Localizer::global();
    let (en, ru) = (l10n.english(), l10n.negotiate(&["ru"]).expect("ru"));
    let langs = [
        ("ruling + explanation, English", Some(&en)),
        ("ruling + explanation, Russian", Some(&ru)),
        ("ruling alone", None),
    ];
    let best = support::fastest_interleaved(support::rounds(7), langs.len(), |i| pass(cases, langs[i].1));
    println!();
    println!(
        "{} illegal attempts a pass; {}, fastest of {} interleaved rounds",
        cases.len(),
        support::clock(),
        support::rounds(7)
    );
    println!("{:<32} {:>12} {:>12} {:>10}", "measure", "ns each", "per second", "goal 1 M/s");
    for ((name, lang), time) in langs.iter().zip(best) {
        let each = time.as_secs_f64() / cases.len() as f64;
        let rate = 1.0 / each;
        let verdict = match lang {
            Some(_) if rate >= 1e6 => "met",
            Some(_) => "missed",
            None => "",
        };
        println!("{:<32} {:>12.0} {:>12.0} {:>10}", name, each * 1e9, rate, verdict);
    }
}

fn bench(c: &mut Criterion) {
    let cases = attempts(&positions());
    let l10n = Localizer::global();
    if let Ok(lang) = std::env::var("EXPLAIN_PROFILE") {
        // `EXPLAIN_PROFILE=en|ru`: one pass over the cases, for a profiler.
        let lang = l10n.negotiate(&[lang]).expect("a loaded locale");
        let warm = pass(&cases, Some(&lang));
        let chars = profiled_pass(&cases, &lang);
        assert_eq!(warm, chars, "both passes write the same");
        println!("{} cases, {chars} characters", cases.len());
        std::process::exit(0);
    }
    let mut group = c.benchmark_group("illegal-move rulings with explanation");
    group.throughput(Throughput::Elements(cases.len() as u64));
    for (name, lang) in [("en", l10n.english()), ("ru", l10n.negotiate(&["ru"]).expect("ru"))] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut chars = 0usize;
                for (pos, attempt) in &cases {
                    if let Ruling::Illegal(illegal) = adjudicate(pos, *attempt) {
                        chars += explain(&illegal.violations, l10n, &lang, Edition::E2023).text().len();
                    }
                }
                black_box(chars)
            })
        });
    }
    group.bench_function("ruling only", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for (pos, attempt) in &cases {
                n += adjudicate(pos, *attempt).violations().len();
            }
            black_box(n)
        })
    });
    group.finish();
    if !std::env::args().any(|a| a == "--list" || a == "--test") {
        table(&cases);
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
