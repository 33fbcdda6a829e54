//! Following every line with one king set aside: the walk of [`super::exhaust`] over the same
//! positions, kept as *rests* — a position without one king (the *free* king) — each with the
//! set of squares where that king has been met.
//!
//! The positions that can arise are the same, each expanded once; what changes is the work
//! per position. Where one king wanders while the rest hardly changes (a king walking
//! towards pawns while the other side pushes its last free ones, or shuffles in a corner), the
//! plain walk plays every move of every position and looks each child up; here the moves of
//! the positions of one rest are gathered first, and each distinct child rest is made once:
//!
//! - a move that is not the free king's leaves that king where it stands, on a board that
//!   differs only by the king's square: from the rest `R` and the king on `k`, the move `m`
//!   leads to the rest `R·m` with the king on `k`. Every square `k` of `R` where `m` is legal
//!   is joined to `R·m` at once;
//! - a move of the free king to an empty square leaves the rest as it was, the side to move
//!   changed, no en passant square (no castling right is on the board, so none is lost): the
//!   rest after it is the same from every square, and the squares reached are joined to it;
//! - a capture by the free king changes the rest: it is made on its own.
//!
//! Legality is decided position by position (the king put back on its square and the legal
//! moves generated), so nothing is over-approximated: the positions met are exactly those
//! of the plain walk. A position a static proof settles is not expanded (as in the plain
//! walk, at most one attempt for every 32 positions, failures remembered by the pawns and
//! the material), nor any position of a rest whose material already cannot mate. When every
//! position has been expanded and none is a checkmate by the player, the player cannot mate.
//! A checkmate by the player met ends the walk with the line to it (from the links each rest
//! keeps of the squares met first).

use std::collections::VecDeque;

use hashbrown::HashTable;
use hashbrown::hash_table::Entry;
use rustc_hash::FxHashSet;

use super::exhaust::{Key, Skeleton, skeleton};
use crate::{Bitboard, Color, Move, MoveKind, Position, Square};

/// The work the walk may do, per position of its limit: a position expanded counts one, and
/// one more for every four moves it has (the moves are what costs), so that the limit holds
/// about as many positions with eight moves each (a king among pawns) and fewer where pieces
/// have many moves.
const WORK_PER_POSITION: usize = 3;

/// How often (in positions expanded) the walk checks that the positions share their rests:
/// at least five positions for four rests on average, or the walk stops.
const SHARING_CHECK: usize = 8192;

/// A rest: a position with the free king on some square (which square does not matter), the
/// squares of the free king met with it, and those not yet expanded.
struct Rest {
    rep: Position,
    /// The fingerprint of the rest's key (the position without the free king).
    hash: u64,
    met: Bitboard,
    pending: Bitboard,
    queued: bool,
    /// The player's material cannot mate (a material proof): nothing after it needs following.
    settled: bool,
    /// The last of its links in [`Factored::links`] (plus one; 0: none).
    links: u32,
}

/// For a square of the free king met with a rest (but the first position's): the square, the
/// rest and the square it was first met from, the move that led to it, and the link before it
/// of the same rest (plus one; 0: none). All the rests' links are kept in one list, so that a
/// rest costs no allocation of its own.
struct Link {
    k: u8,
    from: u32,
    parent_k: u8,
    mv: Move,
    previous: u32,
}

struct Factored {
    player: Color,
    free: Color,
    rests: Vec<Rest>,
    /// The rests by the fingerprints of their keys (each key checked against the rest's).
    index: HashTable<u32>,
    links: Vec<Link>,
    queue: VecDeque<usize>,
    failed: FxHashSet<(Skeleton, bool, bool)>,
    attempts_left: usize,
}

/// What following every line with a king set aside showed.
pub(crate) enum Outcome {
    /// A checkmate by the player is reached by this line.
    Mate(Vec<Move>),
    /// No position that can arise is a checkmate by the player; this many were expanded.
    NoMate(usize),
    /// More positions than the limit.
    GaveUp,
    /// Setting the king aside does not suit the position: the positions hardly share their
    /// rests (found early), or a castling right is on the board.
    Unsuited,
}

/// Which king to set aside: the one with more squares to step to now (not held by its own
/// men, not attacked by the other side's) — the one that wanders; White's on a tie.
pub(crate) fn free_king(pos: &Position) -> Color {
    let board = pos.board();
    let room = |color: Color| {
        board.king_of(color).map_or(0, |k| {
            let occupied = board.occupied().without(k);
            (crate::attacks::king_attacks(k) - board.by_color(color))
                .into_iter()
                .filter(|&to| !board.is_attacked(to, !color, occupied))
                .count()
        })
    };
    if room(Color::Black) > room(Color::White) { Color::Black } else { Color::White }
}

/// Follows every line from `pos` with the king of `free` set aside: [`Outcome::NoMate`] when
/// no position that can arise is a checkmate by `player` (every one expanded, or settled by a
/// proof), [`Outcome::Mate`] with the line to the first checkmate by `player` met, else
/// [`Outcome::GaveUp`] after the work of `limit` positions (see [`WORK_PER_POSITION`]),
/// [`Outcome::Unsuited`] where the
/// positions hardly share their rests or a castling right is on the board.
pub(crate) fn walk(pos: &Position, player: Color, free: Color, limit: usize) -> Outcome {
    walk_inner(pos, player, free, limit).unwrap_or(Outcome::Unsuited)
}

fn walk_inner(pos: &Position, player: Color, free: Color, limit: usize) -> Option<Outcome> {
    if pos.castling_rights().bits() != 0 {
        return None;
    }
    let k0 = pos.board().king_of(free)?;
    let mut walk = Factored {
        player,
        free,
        rests: Vec::new(),
        index: HashTable::new(),
        links: Vec::new(),
        queue: VecDeque::new(),
        failed: FxHashSet::default(),
        attempts_left: limit / 32 + 1,
    };
    walk.join(pos.clone(), Bitboard::from_square(k0), None, |_| (0, None));
    let mut expanded = 0usize;
    let mut work = 0usize;
    let mut groups: Vec<(Move, Bitboard)> = Vec::new();
    // For each departure and arrival square, the group of its first move there (plus one; 0:
    // none yet): the moves of the positions of a rest are gathered without a search.
    let mut group_of = [0u16; 64 * 64];
    // For each square the free king steps to in a rest, the square it came from first and the
    // move (read only for the squares of `stepped`, written first in the same rest: never
    // cleared).
    let mut stepped_from = [(0u8, None::<Move>); 64];
    let mut moves = crate::MoveList::new();
    while let Some(r) = walk.queue.pop_front() {
        let rest = &mut walk.rests[r];
        rest.queued = false;
        let pending = std::mem::replace(&mut rest.pending, Bitboard::EMPTY);
        if rest.settled {
            continue;
        }
        let rep = rest.rep.clone();
        // Every position of a rest has the same pawns and material (worked out where a proof
        // is tried).
        let mut rest_skeleton = None;
        for &(m, _) in &groups {
            group_of[m.from.index() as usize * 64 + m.to.index() as usize] = 0;
        }
        groups.clear();
        let mut stepped = Bitboard::EMPTY;
        let mut after_step: Option<Position> = None;
        for k in pending {
            expanded += 1;
            if work > limit.saturating_mul(WORK_PER_POSITION) {
                return Some(Outcome::GaveUp);
            }
            // Where the rests are nearly as many as the positions (fewer than five positions
            // for four rests), the king hardly wanders while the rest changes (men shuffling
            // about): setting it aside saves little, and the walk stops early.
            if expanded.is_multiple_of(SHARING_CHECK) && 4 * expanded < 5 * walk.rests.len() {
                return None;
            }
            let mut p = rep.clone();
            p.relocate_king(free, k);
            if walk.proven(&p, || *rest_skeleton.get_or_insert_with(|| skeleton(rep.board()))) {
                continue;
            }
            p.legal_moves_into(&mut moves);
            work += 1 + moves.len() / 4;
            if moves.is_empty() {
                if p.is_check() && p.turn() != player {
                    return Some(Outcome::Mate(walk.line_to(r as u32, k)));
                }
                continue;
            }
            let occupied = p.board().occupied();
            for &m in moves.iter() {
                if m.from == k {
                    if m.kind == MoveKind::Normal && !occupied.contains(m.to) {
                        if !stepped.contains(m.to) {
                            stepped_from[m.to.index() as usize] = (k.index() as u8, Some(m));
                        }
                        stepped.add(m.to);
                        if after_step.is_none() {
                            let mut child = p.clone();
                            child.play_unchecked(m);
                            after_step = Some(child);
                        }
                    } else {
                        let mut child = p.clone();
                        child.play_unchecked(m);
                        let to = child.board().king_of(free)?;
                        walk.join(child, Bitboard::from_square(to), Some(r as u32), |_| (k.index() as u8, Some(m)));
                    }
                } else {
                    let slot = &mut group_of[m.from.index() as usize * 64 + m.to.index() as usize];
                    let found = match *slot {
                        0 => None,
                        first => groups[first as usize - 1..].iter_mut().find(|(g, _)| *g == m),
                    };
                    match found {
                        Some((_, squares)) => squares.add(k),
                        None => {
                            if *slot == 0 {
                                *slot = groups.len() as u16 + 1;
                            }
                            groups.push((m, Bitboard::from_square(k)));
                        }
                    }
                }
            }
        }
        if let Some(child) = after_step {
            walk.join(child, stepped, Some(r as u32), |to: Square| stepped_from[to.index() as usize]);
        }
        for &(m, squares) in &groups {
            let mut child = rep.clone();
            child.relocate_king(free, squares.first()?);
            child.play_unchecked(m);
            walk.join(child, squares, Some(r as u32), |k: Square| (k.index() as u8, Some(m)));
        }
    }
    Some(Outcome::NoMate(expanded))
}

impl Factored {
    /// Joins the positions of the rest of `child` with the free king on `squares`, each met
    /// first from the rest `from` with the king on the square and by the move `via` gives.
    fn join(
        &mut self,
        child: Position,
        squares: Bitboard,
        from: Option<u32>,
        via: impl Fn(Square) -> (u8, Option<Move>),
    ) {
        let Some(k) = child.board().king_of(self.free) else { return };
        let key = Key::of(&child).without(k);
        let hash = key.fingerprint();
        let free = self.free;
        let rests = &self.rests;
        let same = |&r: &u32| {
            let rest = &rests[r as usize];
            rest.hash == hash && rest.rep.board().king_of(free).is_some_and(|k| Key::of(&rest.rep).without(k) == key)
        };
        // One look-up, whether the rest is new or not.
        let r = match self.index.entry(hash, same, |&r| rests[r as usize].hash) {
            Entry::Occupied(found) => *found.get() as usize,
            Entry::Vacant(slot) => {
                slot.insert(self.rests.len() as u32);
                let settled = super::material_reason(child.board(), self.player).is_some();
                self.rests.push(Rest {
                    rep: child,
                    hash,
                    met: Bitboard::EMPTY,
                    pending: Bitboard::EMPTY,
                    queued: false,
                    settled,
                    links: 0,
                });
                self.rests.len() - 1
            }
        };
        let rest = &mut self.rests[r];
        let new = squares - rest.met;
        if new.is_empty() {
            return;
        }
        rest.met |= new;
        rest.pending |= new;
        if !rest.queued && !rest.settled {
            rest.queued = true;
            self.queue.push_back(r);
        }
        if let Some(from) = from {
            for k in new {
                if let (parent_k, Some(m)) = via(k) {
                    self.links.push(Link { k: k.index() as u8, from, parent_k, mv: m, previous: rest.links });
                    rest.links = self.links.len() as u32;
                }
            }
        }
    }

    /// The moves from the first position to the one of rest `r` with the free king on `k`.
    fn line_to(&self, mut r: u32, k: Square) -> Vec<Move> {
        let mut k = k.index() as u8;
        let mut line = Vec::new();
        loop {
            let mut at = self.rests[r as usize].links;
            while at > 0 && self.links[at as usize - 1].k != k {
                at = self.links[at as usize - 1].previous;
            }
            let Some(link) = at.checked_sub(1).map(|at| &self.links[at as usize]) else { break };
            line.push(link.mv);
            r = link.from;
            k = link.parent_k;
        }
        line.reverse();
        line
    }

    /// Whether a static proof settles the position (rationed, failures remembered, as in the
    /// plain walk).
    fn proven(&mut self, p: &Position, skeleton: impl FnOnce() -> Skeleton) -> bool {
        if self.attempts_left == 0 {
            return false;
        }
        let key = (skeleton(), p.is_check(), p.ep_square().is_some());
        if self.failed.contains(&key) {
            return false;
        }
        self.attempts_left -= 1;
        match super::static_attempt(p, self.player, super::HelpmateSearch::WALK_STRUCTURES) {
            Ok(_) => true,
            Err(_) => {
                self.failed.insert(key);
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::dead_position::exhaust::{Walk, Walker};
    use crate::laws::dead_position::{CannotMateReason, Mateability, can_checkmate};

    #[test]
    fn a_king_shut_in_by_its_own_pawns_runs_out_of_tempi() {
        // White's king on a3 never moves (a4 is Black's, the rest its own pawns); White's d-,
        // f- and h-pawns can move a few times, then White is stalemated unless Black's king
        // has come to take them — which it cannot do in time, nor can White's pawns ever pass
        // Black's on their files. Neither side can mate. The plain walk meets 29,100
        // positions and gives up at 20,000; with Black's king set aside they are expanded in
        // some 3,000 rests.
        let pos = Position::from_fen("k7/3p4/5p1p/1p6/1P6/KP6/PP1P1P1P/8 w - - 0 1").unwrap();
        for player in Color::ALL {
            match can_checkmate(&pos, player) {
                Mateability::CannotMate(CannotMateReason::EveryLineFollowed { positions, .. }) => {
                    assert!(positions > 20_000, "{player:?}: {positions}")
                }
                other => panic!("{player:?}: {other:?}"),
            }
        }
        assert!(matches!(Walker::new(&pos, Color::White, 16).walk(9_999), Walk::GaveUp));
    }

    #[test]
    fn the_king_set_aside_is_the_one_that_can_move() {
        // White's king on h1 has g1 and h2 around it not held by its own men, as Black's on a8
        // has b7 and b8; but g1 is guarded by the pawn on h2, which g3 protects: White's king
        // never moves, Black's wanders, and it is set aside. White's a-, c- and e-pawns meet
        // Black's on their files, and Black's king cannot reach them in time: White cannot
        // mate (27,133 positions).
        let pos = Position::from_fen("k7/p1p1p3/8/8/8/P1P1P1p1/6Pp/7K w - - 0 1").unwrap();
        assert_eq!(free_king(&pos), Color::Black);
        assert!(matches!(
            can_checkmate(&pos, Color::White),
            Mateability::CannotMate(CannotMateReason::EveryLineFollowed { .. })
        ));
    }

    #[test]
    fn the_walk_with_a_king_set_aside_agrees_with_the_plain_walk() {
        // Positions the plain walk settles within its limit, either king set aside: the same
        // verdict, and every line found replays to the player's checkmate.
        let mut compared = 0;
        for (fen, player) in [
            ("k7/P1K5/8/8/8/8/8/8 b - - 0 1", Color::White),
            ("k7/8/1K6/8/8/8/8/6R1 b - - 0 1", Color::White),
            ("kb6/p7/8/8/8/8/8/5B1K w - - 0 1", Color::White),
            ("kb6/p7/8/8/8/8/8/5B1K w - - 0 1", Color::Black),
            ("8/8/8/8/8/1k6/1p6/1K6 w - - 0 1", Color::Black),
            ("8/8/8/8/8/1k6/1p6/1K6 w - - 0 1", Color::White),
            ("k7/p7/P7/8/8/8/8/K7 w - - 0 1", Color::White),
            ("k7/p7/P7/8/8/8/8/K7 w - - 0 1", Color::Black),
            ("7k/7p/7P/8/8/8/8/6BK w - - 0 1", Color::White),
            ("K7/P7/k7/8/8/8/8/8 b - - 0 1", Color::Black),
            ("2k5/2p5/2P5/8/8/8/8/2K5 b - - 0 1", Color::White),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let plain = match Walker::new(&pos, player, 16).walk(9_999) {
                Walk::Mate(_) => "mate",
                Walk::NoMate(_) => "no mate",
                Walk::GaveUp => continue,
            };
            for free in Color::ALL {
                let factored = match walk(&pos, player, free, 100_000) {
                    Outcome::Mate(line) => {
                        let mut p = pos.clone();
                        for m in line {
                            p = p.play(m).unwrap();
                        }
                        assert!(p.is_check() && p.legal_moves().is_empty() && p.turn() != player, "{fen}");
                        "mate"
                    }
                    Outcome::NoMate(_) => "no mate",
                    Outcome::GaveUp | Outcome::Unsuited => continue,
                };
                assert_eq!(plain, factored, "{fen}, {player:?}, {free:?} set aside");
                compared += 1;
            }
        }
        assert!(compared >= 12, "only {compared} compared");
    }
}
