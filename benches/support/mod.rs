//! Timing shared by the benchmarks' closing tables: CPU time of the calling thread, so
//! that time the thread spends waiting for a core (this machine is shared) does not count,
//! and the fastest of several interleaved rounds.

#![allow(dead_code)]

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The CPU time the calling thread has run (`CLOCK_THREAD_CPUTIME_ID`); `None` where the
/// system has no such clock.
pub fn thread_cpu_time() -> Option<Duration> {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `clock_gettime` writes one `timespec` through the pointer, which points to a
    // live, properly aligned one.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
}

/// What `f` costs: the thread's CPU time when the system tells it, wall time otherwise.
pub fn cost<T>(f: impl FnOnce() -> T) -> Duration {
    let cpu = thread_cpu_time();
    let wall = Instant::now();
    black_box(f());
    let wall = wall.elapsed();
    match (cpu, thread_cpu_time()) {
        (Some(a), Some(b)) if b >= a => b - a,
        _ => wall,
    }
}

/// Whether [`cost`] measures CPU time here.
pub fn measures_cpu_time() -> bool {
    thread_cpu_time().is_some()
}

/// The fastest of `rounds` rounds of each of `n` contenders, which take turns in every
/// round (so that a change in the machine's load touches them alike).
pub fn fastest_interleaved(rounds: usize, n: usize, mut run: impl FnMut(usize) -> u64) -> Vec<Duration> {
    let mut best = vec![Duration::MAX; n];
    for _ in 0..rounds {
        for (i, slot) in best.iter_mut().enumerate() {
            *slot = (*slot).min(cost(|| run(i)));
        }
    }
    best
}

/// Rounds of the closing tables: `BENCH_ROUNDS`, else `default`.
pub fn rounds(default: usize) -> usize {
    std::env::var("BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(default)
}

/// How the closing tables' times were taken, for their headings.
pub fn clock() -> &'static str {
    if measures_cpu_time() { "CPU time of the thread" } else { "wall time" }
}
