//! Replay throughput: games and positions per second, arbiter against cozy-chess replaying
//! the same games in the same run.
//!
//! The games are seeded random playouts (up to 200 plies). Three measures:
//! - `arbiter/uci`: arbiter plays the games' moves (checked legal) and keeps the history a
//!   game needs — the Article 9.2.3 identity of every position, endings (checkmate,
//!   stalemate, dead position, fivefold, 75 moves) and the draw claims after every ply;
//! - `arbiter/engine`: arbiter only checks each move with the adjudicator and plays it (the
//!   same work cozy-chess does);
//! - `cozy-chess`: parses each UCI move and plays it with legality checks.
//!   `arbiter/pgn` adds reading the PGN and resolving every SAN move.

use std::hint::black_box;

use arbiter::notation::San;
use arbiter::{Game, Position, Ruling};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

struct Corpus {
    uci: Vec<Vec<String>>,
    pgn: String,
    plies: usize,
}

fn corpus() -> Corpus {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut uci = Vec::new();
    let mut pgn = String::new();
    let mut plies = 0;
    for g in 0..100 {
        let mut pos = Position::new();
        let mut moves = Vec::new();
        pgn.push_str(&format!("[Event \"random {g}\"]\n[Result \"*\"]\n\n"));
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
            pgn.push(' ');
            moves.push(m.uci());
            pos.play_unchecked(m);
        }
        pgn.push_str("*\n\n");
        plies += moves.len();
        uci.push(moves);
    }
    Corpus { uci, pgn, plies }
}

fn bench(c: &mut Criterion) {
    let corpus = corpus();
    let mut group = c.benchmark_group("replay");
    group.throughput(Throughput::Elements(corpus.plies as u64));
    group.sample_size(20);

    group.bench_function("arbiter/uci", |b| {
        b.iter(|| {
            let mut events = 0usize;
            for game in &corpus.uci {
                let mut g = Game::new(Position::new());
                for text in game {
                    let uci: arbiter::Uci = text.parse().expect("uci");
                    match arbiter::adjudicate(g.position(), uci.attempt()) {
                        Ruling::Legal(m) => g.play_unchecked(m),
                        Ruling::Illegal(_) => unreachable!("the corpus is legal"),
                    }
                    let (ending, claims) = g.status();
                    events += ending.is_some() as usize + claims.len();
                }
            }
            black_box(events)
        })
    });

    group.bench_function("arbiter/engine", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for game in &corpus.uci {
                let mut pos = Position::new();
                for text in game {
                    let uci: arbiter::Uci = text.parse().expect("uci");
                    match arbiter::adjudicate(&pos, uci.attempt()) {
                        Ruling::Legal(m) => pos.play_unchecked(m),
                        Ruling::Illegal(_) => unreachable!("the corpus is legal"),
                    }
                    n += 1;
                }
            }
            black_box(n)
        })
    });

    group.bench_function("arbiter/pgn", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for game in arbiter::pgn::read_games(&corpus.pgn) {
                let game = game.expect("valid pgn");
                let mut g = Game::new(Position::new());
                for mv in &game.moves {
                    match arbiter::laws::notation::adjudicate_san(g.position(), &mv.san) {
                        Ruling::Legal(m) => g.play_unchecked(m),
                        Ruling::Illegal(_) => unreachable!("the corpus is legal"),
                    }
                    let (ending, claims) = g.status();
                    n += ending.is_some() as usize + claims.len();
                }
            }
            black_box(n)
        })
    });

    group.bench_function("cozy-chess", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for game in &corpus.uci {
                let mut board = cozy_chess::Board::default();
                for text in game {
                    let mv = cozy_chess::util::parse_uci_move(&board, text).expect("uci");
                    board.try_play(mv).expect("legal");
                    n += 1;
                }
            }
            black_box(n)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
