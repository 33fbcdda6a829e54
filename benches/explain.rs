//! Illegal-move rulings with their localized explanation, per second, single-threaded, in
//! English and in Russian (the explanations issue's goal: at least 100,000 a second).
//!
//! The attempts are every illegal from/to pair with a piece of the side to move on the
//! square of departure, over positions of seeded random games: a realistic mix of pattern
//! errors, blocked paths, pins, checks and castling.

use std::hint::black_box;

use arbiter::i18n::{Localizer, explain};
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

fn bench(c: &mut Criterion) {
    let cases = attempts(&positions());
    let l10n = Localizer::global();
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
}

criterion_group!(benches, bench);
criterion_main!(benches);
