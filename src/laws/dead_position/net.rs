//! The last step of both static proofs: given, for every man, the squares where it may stand
//! (over-approximated), can the opponent's king ever stand checkmated by the player?
//!
//! A checkmate needs the opponent's king on a square `s` it can reach, a man of the player
//! attacking `s`, and every square next to `s` unavailable to the king: covered by the
//! player (a pawn's or piece's attack, or the player's king from one square at least two
//! steps from `s`), or occupied by one of the opponent's own men — each of which stands on
//! one square only, so the squares to block are matched to distinct men.

use crate::attacks::king_attacks;
use crate::{Bitboard, Square};

/// What the mating net needs to know about one side-of-the-board situation.
pub(crate) struct Net<'a> {
    /// Every square the opponent's king may stand on.
    pub their_king: Bitboard,
    /// Every square the player's men other than the king may attack (the checks and the
    /// cover).
    pub cover: Bitboard,
    /// Every square the player's king may stand on.
    pub our_king: Bitboard,
    /// For each of the opponent's men other than the king, the squares it may stand on.
    pub blockers: &'a [Bitboard],
}

/// The outcome: whether a checkmate cannot be excluded, and the squares where the
/// opponent's king could be checked at all.
pub(crate) struct Verdict {
    pub mate_possible: bool,
    pub check_squares: Bitboard,
}

impl Net<'_> {
    pub(crate) fn verdict(&self) -> Verdict {
        let checks = self.their_king & self.cover;
        let any_blocker = self.blockers.iter().fold(Bitboard::EMPTY, |acc, &b| acc | b);
        let mate = Verdict { mate_possible: true, check_squares: checks };
        // The cheap cases first: no square left to block, or none the king must cover.
        let mut pending = Vec::new();
        for s in checks {
            // Squares the player's men other than the king do not cover.
            let open = king_attacks(s) - self.cover;
            if open.is_empty() {
                return mate;
            }
            if (open - any_blocker).is_empty() && self.blockable(open) {
                return mate;
            }
            pending.push((s, open));
        }
        // The player's king covers part of the rest from one square not next to `s`; only
        // which of the open squares it covers matters.
        for (s, open) in pending {
            let around = king_attacks(s);
            let near_open = open.fold(Bitboard::EMPTY, |acc, n| acc | king_attacks(n));
            let candidates = (self.our_king & near_open) - around - Bitboard::from_square(s);
            let mut tried: Vec<Bitboard> = Vec::new();
            for k in candidates {
                let covered = king_attacks(k) & open;
                if tried.contains(&covered) {
                    continue;
                }
                tried.push(covered);
                let rest = open - covered;
                if (rest - any_blocker).is_empty() && self.blockable(rest) {
                    return mate;
                }
            }
        }
        Verdict { mate_possible: false, check_squares: checks }
    }

    /// Whether every square of `squares` can be occupied at once, each by a different one of
    /// the opponent's men (a bipartite matching, by augmenting paths).
    fn blockable(&self, squares: Bitboard) -> bool {
        let n = squares.count();
        if n == 0 {
            return true;
        }
        if n > self.blockers.len() {
            return false;
        }
        let list: [Option<Square>; 8] = {
            let mut l = [None; 8];
            for (i, sq) in squares.enumerate().take(8) {
                l[i] = Some(sq);
            }
            l
        };
        // Enough candidates for every square: a greedy choice cannot get stuck.
        let easy = list.iter().flatten().all(|&sq| self.blockers.iter().filter(|b| b.contains(sq)).count() >= n);
        if easy {
            return true;
        }
        // owner[m] = the index of the square man `m` blocks.
        let mut owner = vec![usize::MAX; self.blockers.len()];
        for i in 0..n {
            let mut visited = vec![false; self.blockers.len()];
            if !self.augment(i, &list, &mut owner, &mut visited) {
                return false;
            }
        }
        true
    }

    fn augment(&self, i: usize, list: &[Option<Square>; 8], owner: &mut [usize], visited: &mut [bool]) -> bool {
        let Some(sq) = list[i] else { return false };
        for (m, &region) in self.blockers.iter().enumerate() {
            if visited[m] || !region.contains(sq) {
                continue;
            }
            visited[m] = true;
            if owner[m] == usize::MAX || self.augment(owner[m], list, owner, visited) {
                owner[m] = i;
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bb(squares: &[Square]) -> Bitboard {
        squares.iter().copied().collect()
    }

    #[test]
    fn one_man_blocks_one_square() {
        // King a8 checked on the long diagonal; a7 and b8 must be blocked, and the one
        // bishop that could stand on either cannot stand on both.
        let net = Net {
            their_king: bb(&[Square::A8]),
            cover: bb(&[Square::A8, Square::B7]),
            our_king: bb(&[Square::E1]),
            blockers: &[bb(&[Square::A7, Square::B8])],
        };
        assert!(!net.verdict().mate_possible);
        let two = [bb(&[Square::A7, Square::B8]), bb(&[Square::A7, Square::B8])];
        let net = Net { blockers: &two, ..net };
        assert!(net.verdict().mate_possible);
    }

    #[test]
    fn the_kings_cover_comes_from_one_square() {
        // King h8 checked; g8, g7, h7 open: a king on f7 covers g8 and g7 but not h7.
        let net =
            Net { their_king: bb(&[Square::H8]), cover: bb(&[Square::H8]), our_king: bb(&[Square::F7]), blockers: &[] };
        assert!(!net.verdict().mate_possible);
        let net = Net { our_king: bb(&[Square::F7, Square::G6]), cover: bb(&[Square::H8, Square::H7]), ..net };
        assert!(net.verdict().mate_possible);
    }
}
