//! The frontier of a best-first search ([`super::helpmate::best_first`]): the positions met
//! and not yet expanded, taken lowest score first, then highest level (a search that breaks
//! ties deepest first passes the depth, one that breaks them oldest first passes 0), then in
//! the order they were put in.
//!
//! Scores are small integers, so the frontier is a bucket queue: one first-in-first-out
//! queue for each score and level, its entries kept in chunks of a shared pool. A push
//! writes at the end of a chunk and a pop reads at the front of one, where a binary heap of
//! a few hundred thousand entries walked from its root to a leaf at every pop, a cache miss
//! at nearly every level (issue 13's nineteenth round, docs/dead-positions.md). Scores from
//! [`DENSE`] up (65,535 above all: the cap of `u32::MAX`, the planned searches' score for a
//! position from which their pattern cannot be reached) wait in a binary heap behind the
//! buckets. The order is exactly a heap's: the same positions expanded in the same order.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Entries a chunk holds (with its link, a chunk is one cache line of 64 bytes: a search
/// that breaks ties deepest first fills many queues with a few entries each).
const CHUNK: usize = 15;
/// Scores below this have buckets; the others wait in the heap.
const DENSE: usize = 1 << 10;
/// No chunk.
const NONE: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Chunk {
    entries: [u32; CHUNK],
    /// The next chunk of the same queue.
    next: u32,
}

/// A first-in-first-out queue of entries in chunks of the pool.
#[derive(Clone, Copy)]
struct Fifo {
    head: u32,
    head_at: u32,
    tail: u32,
    tail_at: u32,
}

impl Fifo {
    const EMPTY: Fifo = Fifo { head: NONE, head_at: 0, tail: NONE, tail_at: 0 };
}

/// The queues of one score, by level.
#[derive(Default)]
struct Bucket {
    levels: Vec<Fifo>,
    /// No level above holds an entry (when `len` is not 0).
    top: usize,
    len: usize,
}

/// See the module's documentation.
pub(super) struct Frontier {
    buckets: Vec<Bucket>,
    /// No bucket below holds an entry (when `len` is not 0).
    lowest: usize,
    len: usize,
    pool: Vec<Chunk>,
    /// Chunks of the pool emptied by pops, to be used again.
    free: Vec<u32>,
    /// The entries of scores from [`DENSE`] up: the score, the level reversed, the entry.
    rare: BinaryHeap<Reverse<(u16, u16, u32)>>,
}

impl Frontier {
    pub(super) fn new() -> Frontier {
        Frontier { buckets: Vec::new(), lowest: 0, len: 0, pool: Vec::new(), free: Vec::new(), rare: BinaryHeap::new() }
    }

    /// Puts `entry` in with its score and level.
    pub(super) fn push(&mut self, score: u16, level: u16, entry: u32) {
        if usize::from(score) >= DENSE {
            self.rare.push(Reverse((score, u16::MAX - level, entry)));
            return;
        }
        let (score, level) = (usize::from(score), usize::from(level));
        if score >= self.buckets.len() {
            self.buckets.resize_with(score + 1, Bucket::default);
        }
        if self.len == 0 || score < self.lowest {
            self.lowest = score;
        }
        self.len += 1;
        let bucket = &mut self.buckets[score];
        if level >= bucket.levels.len() {
            bucket.levels.resize(level + 1, Fifo::EMPTY);
        }
        if bucket.len == 0 || level > bucket.top {
            bucket.top = level;
        }
        bucket.len += 1;
        let fifo = &mut bucket.levels[level];
        if fifo.tail == NONE || fifo.tail_at as usize == CHUNK {
            let chunk = match self.free.pop() {
                Some(chunk) => chunk,
                None => {
                    self.pool.push(Chunk { entries: [0; CHUNK], next: NONE });
                    (self.pool.len() - 1) as u32
                }
            };
            self.pool[chunk as usize].next = NONE;
            if fifo.tail == NONE {
                fifo.head = chunk;
                fifo.head_at = 0;
            } else {
                self.pool[fifo.tail as usize].next = chunk;
            }
            fifo.tail = chunk;
            fifo.tail_at = 0;
        }
        self.pool[fifo.tail as usize].entries[fifo.tail_at as usize] = entry;
        fifo.tail_at += 1;
    }

    /// Takes out the entry of lowest score, then highest level, put in first.
    pub(super) fn pop(&mut self) -> Option<u32> {
        if self.len == 0 {
            return self.rare.pop().map(|Reverse((_, _, entry))| entry);
        }
        self.len -= 1;
        while self.buckets[self.lowest].len == 0 {
            self.lowest += 1;
        }
        let bucket = &mut self.buckets[self.lowest];
        while bucket.levels[bucket.top].head == NONE {
            bucket.top -= 1;
        }
        bucket.len -= 1;
        let fifo = &mut bucket.levels[bucket.top];
        let chunk = fifo.head as usize;
        let entry = self.pool[chunk].entries[fifo.head_at as usize];
        fifo.head_at += 1;
        if fifo.head == fifo.tail && fifo.head_at == fifo.tail_at {
            self.free.push(fifo.head);
            *fifo = Fifo::EMPTY;
        } else if fifo.head_at as usize == CHUNK {
            fifo.head = self.pool[chunk].next;
            fifo.head_at = 0;
            self.free.push(chunk as u32);
        }
        Some(entry)
    }
}

#[cfg(test)]
mod tests {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;

    use super::Frontier;

    /// The frontier takes entries out in the order of a binary heap of (score, the level
    /// reversed, the entry), the order the best-first searches were written with: pushes and
    /// pops interleaved at random, scores and levels in narrow and wide ranges (some in the
    /// buckets, some in the heap behind them, 65,535 among them), queues that span many
    /// chunks and empty out again.
    #[test]
    fn the_frontier_pops_in_the_order_of_a_heap() {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15);
        let mut compared = 0;
        for (scores, levels, pop_one_in) in
            [(4, 1, 3), (40, 1, 2), (600, 1, 4), (6, 50, 3), (300, 400, 2), (3, 3, 40), (65_536, 40, 3), (2_000, 3, 2)]
        {
            let mut frontier = Frontier::new();
            let mut heap = BinaryHeap::new();
            let mut entry = 0u32;
            for _ in 0..40_000 {
                if next().is_multiple_of(pop_one_in) {
                    let expected = heap.pop().map(|Reverse((_, _, e))| e);
                    assert_eq!(frontier.pop(), expected);
                    compared += 1;
                } else {
                    let score = (next() % scores) as u16;
                    // Now and then the score that stands for "no way on".
                    let score = if next().is_multiple_of(50) { u16::MAX } else { score };
                    let level = (next() % levels) as u16;
                    frontier.push(score, level, entry);
                    heap.push(Reverse((score, u16::MAX - level, entry)));
                    entry += 1;
                }
            }
            while let Some(Reverse((_, _, e))) = heap.pop() {
                assert_eq!(frontier.pop(), Some(e));
                compared += 1;
            }
            assert_eq!(frontier.pop(), None);
        }
        assert!(compared > 150_000, "{compared}");
    }
}
