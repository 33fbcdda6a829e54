//! Replays seeded random games through `Game` (for profiling `arbiter replay`).
use arbiter::{Game, Position};

fn main() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut games = Vec::new();
    for _ in 0..100 {
        let mut pos = Position::new();
        let mut moves = Vec::new();
        for _ in 0..200 {
            let legal = pos.legal_moves();
            if legal.is_empty() || pos.halfmove_clock() >= 100 {
                break;
            }
            let m = legal[(next() % legal.len() as u64) as usize];
            moves.push(m);
            pos.play_unchecked(m);
        }
        games.push(moves);
    }
    let start = std::time::Instant::now();
    let mut plies = 0;
    let mut events = 0;
    for _ in 0..10 {
        for game in &games {
            let mut g = Game::new(Position::new());
            for &m in game {
                g.play_unchecked(m);
                let (ending, claims) = g.status();
                events += ending.is_some() as usize + claims.len();
                plies += 1;
            }
        }
    }
    let dt = start.elapsed();
    println!("{plies} plies in {dt:.2?}: {:.0} plies/s ({events} events)", plies as f64 / dt.as_secs_f64());
}
