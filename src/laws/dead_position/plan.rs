//! A helpmate aimed at one mating pattern: for a player whose only piece is a bishop or a
//! knight (a lone minor piece cannot mate without the opponent's help), the opponent's king
//! in a corner, each square beside it taken by one of the opponent's own men or covered by
//! the player's king (standing two steps from the corner), and the minor piece giving check
//! — a bishop on the long diagonal of its colour (the diagonal square next to the corner is
//! then attacked by the bishop itself), a knight from either of its two squares.
//!
//! Each pattern is a target for a best-first search ([`super::helpmate::best_first`]): the
//! positions are ranked by how many moves each man needs to reach its part of the pattern,
//! counted on an empty board (the opponent's men assigned to the squares to block greedily,
//! nearest first). It is the long helpmate of a lone minor piece against many men that the
//! general heuristics miss: they drive the opponent's army next to its king, where it
//! covers the check. Like every search here it proves nothing when it fails.

use super::helpmate::{Style, best_first, guided, mated};
use crate::attacks::{bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use crate::{Bitboard, Color, Move, Position, Role, Square};

/// One mating pattern.
struct Pattern {
    player: Color,
    /// Where the opponent's king is mated.
    corner: Square,
    /// The squares next to the corner that the opponent's own men must take.
    block: Bitboard,
    /// Where the player's king covers the other squares next to the corner, if it must.
    king_at: Option<Square>,
    /// The player's checking piece.
    checker: Role,
    /// The squares it may check from.
    check_from: Bitboard,
}

/// Moves needed for a man of `role` and `color` on `from` to reach `to` on an empty board,
/// `None` if it never can (a bishop on the other colour, a pawn not behind `to` on its
/// file).
fn moves_to(role: Role, color: Color, from: Square, to: Square) -> Option<u32> {
    if from == to {
        return Some(0);
    }
    let empty = Bitboard::EMPTY;
    match role {
        Role::King => Some(from.distance(to)),
        Role::Queen => Some(if (bishop_attacks(from, empty) | rook_attacks(from, empty)).contains(to) { 1 } else { 2 }),
        Role::Rook => Some(if rook_attacks(from, empty).contains(to) { 1 } else { 2 }),
        Role::Bishop if from.is_light() != to.is_light() => None,
        Role::Bishop => Some(if bishop_attacks(from, empty).contains(to) { 1 } else { 2 }),
        Role::Knight => {
            let (mut reached, mut steps) = (Bitboard::from_square(from), 0);
            while !reached.contains(to) {
                reached = reached.fold(reached, |acc, sq| acc | knight_attacks(sq));
                steps += 1;
            }
            Some(steps)
        }
        Role::Pawn => {
            let (a, b) = (from.rank().relative_to(color).index(), to.rank().relative_to(color).index());
            // Never onto the last rank: it would not stay a pawn.
            (from.file() == to.file() && b > a && b < 7).then(|| b - a)
        }
    }
}

impl Pattern {
    /// How far `pos` looks from this pattern: lower is nearer; `u32::MAX` when it can no
    /// longer be reached (the checker gone, a square no man can block).
    fn score(&self, pos: &Position) -> u32 {
        let board = pos.board();
        let (Some(their_king), Some(our_king), Some(checker)) = (
            board.king_of(!self.player),
            board.king_of(self.player),
            (board.by_color(self.player) & board.by_role(self.checker)).first(),
        ) else {
            return u32::MAX;
        };
        let king = their_king.distance(self.corner);
        let cover = self.king_at.map_or(0, |k| our_king.distance(k));
        let check =
            self.check_from.map(|sq| moves_to(self.checker, self.player, checker, sq).unwrap_or(9)).min().unwrap_or(9);
        // The opponent's men to the squares to block, the scarcest square first.
        let men: Vec<(Square, Role)> = (board.by_color(!self.player) - board.by_role(Role::King))
            .map(|sq| (sq, board.role_at(sq).expect("a man")))
            .collect();
        let mut used = vec![false; men.len()];
        let mut blocking = 0;
        for target in self.block {
            let best = men
                .iter()
                .enumerate()
                .filter(|(i, _)| !used[*i])
                .filter_map(|(i, &(sq, role))| Some((moves_to(role, !self.player, sq, target)?, i)))
                .min();
            match best {
                Some((d, i)) => {
                    used[i] = true;
                    blocking += d;
                }
                None => return u32::MAX,
            }
        }
        // The other men of the opponent near the corner cover the check or the checker.
        let near = men.iter().enumerate().filter(|(i, (sq, _))| !used[*i] && sq.distance(self.corner) <= 2).count();
        8 * king + 6 * blocking + 4 * check + 4 * cover + 3 * near as u32
    }
}

/// The patterns for `player` in `pos`, if its only piece is one bishop or one knight (any
/// pawns of the player are left to the other searches) and the opponent has men to block
/// with.
fn patterns(pos: &Position, player: Color) -> Vec<Pattern> {
    let board = pos.board();
    let ours = board.by_color(player) - board.by_role(Role::King);
    let Some(piece) = ours.single_square() else { return Vec::new() };
    let role = board.role_at(piece).expect("a piece");
    if !matches!(role, Role::Bishop | Role::Knight) || (board.by_color(!player) - board.by_role(Role::King)).is_empty()
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for corner in [Square::A1, Square::H1, Square::A8, Square::H8] {
        let around = king_attacks(corner);
        let (needed, check_from) = if role == Role::Bishop {
            if corner.is_light() != piece.is_light() {
                continue;
            }
            let diagonal = bishop_attacks(corner, Bitboard::EMPTY);
            (around - diagonal, diagonal - around)
        } else {
            (around, knight_attacks(corner))
        };
        // The player's king covering some of the squares from two steps away (never on the
        // line of the check), or not at all.
        let kings = (king_attacks(corner).fold(Bitboard::EMPTY, |acc, sq| acc | king_attacks(sq))
            - around
            - Bitboard::from_square(corner)
            - check_from)
            .map(Some);
        for king_at in std::iter::once(None).chain(kings) {
            let block = needed - king_at.map_or(Bitboard::EMPTY, king_attacks);
            if king_at.is_some() && block == needed {
                continue;
            }
            out.push(Pattern { player, corner, block, king_at, checker: role, check_from });
        }
    }
    // The patterns nearest to the position first; those it can never reach left out.
    let mut scored: Vec<(u32, Pattern)> =
        out.into_iter().map(|p| (p.score(pos), p)).filter(|(score, _)| *score != u32::MAX).collect();
    scored.sort_by_key(|(score, _)| *score);
    scored.into_iter().take(PATTERNS_TRIED).map(|(_, p)| p).collect()
}

/// How many of the patterns nearest to the position are aimed at.
const PATTERNS_TRIED: usize = 3;

/// A helpmate by a lone bishop or knight, aimed at each corner pattern in turn with an even
/// share of `max_expansions`; `None` when there is no pattern or none is reached.
pub(crate) fn planned(pos: &Position, player: Color, max_expansions: u64) -> Option<Vec<Move>> {
    let patterns = patterns(pos, player);
    if patterns.is_empty() {
        return None;
    }
    let share = max_expansions / patterns.len() as u64;
    patterns.iter().find_map(|pattern| best_first(pos, player, share, false, |p| pattern.score(p), mated))
}

/// A helpmate by a player who has only pawns: the most advanced pawn promoted to a queen
/// first (a quarter of `max_expansions`, the opponent never capturing), then the guided
/// search for endings from there (the rest); `None` when the player has a piece or no pawn,
/// or neither part succeeds.
pub(crate) fn promoted(pos: &Position, player: Color, max_expansions: u64) -> Option<Vec<Move>> {
    let board = pos.board();
    let ours = board.by_color(player) - board.by_role(Role::King);
    if ours.is_empty() || ours - board.by_role(Role::Pawn) != Bitboard::EMPTY {
        return None;
    }
    let to_go = |p: &Position| {
        let pawns = p.board().by_color(player) & p.board().by_role(Role::Pawn);
        pawns.map(|sq| 7 - sq.rank().relative_to(player).index()).min().unwrap_or(u32::MAX / 2)
    };
    let queened = |p: &Position| (p.board().by_color(player) & p.board().by_role(Role::Queen)).any();
    let first = best_first(pos, player, max_expansions / 4, true, to_go, queened)?;
    let mut at = pos.clone();
    for &m in &first {
        at.play_unchecked(m);
    }
    let rest = guided(&at, player, max_expansions - max_expansions / 4, Style::Ending)?;
    Some(first.into_iter().chain(rest).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_on_an_empty_board() {
        assert_eq!(moves_to(Role::Knight, Color::White, Square::A1, Square::B3), Some(1));
        assert_eq!(moves_to(Role::Knight, Color::White, Square::A1, Square::H8), Some(6));
        assert_eq!(moves_to(Role::Bishop, Color::White, Square::A1, Square::H1), None);
        assert_eq!(moves_to(Role::Bishop, Color::White, Square::A1, Square::C1), Some(2));
        assert_eq!(moves_to(Role::Pawn, Color::White, Square::H2, Square::H4), Some(2));
        assert_eq!(moves_to(Role::Pawn, Color::White, Square::H2, Square::H8), None);
        assert_eq!(moves_to(Role::Pawn, Color::Black, Square::H2, Square::H3), None);
    }

    #[test]
    fn a_lone_bishop_mates_with_the_help_of_a_whole_army() {
        // Black has king and a light bishop; White's queen, bishops and pawns must make
        // room: h1 with g1 and h2 blocked by White's own men, the bishop on the long
        // diagonal. From tests/data/unwinnability/real.txt: undetermined before this search.
        let pos = Position::from_fen("2k5/5B2/1B6/8/5Q2/P7/7P/1b2K3 w - - 0 1").unwrap();
        let line = planned(&pos, Color::Black, 4_000).expect("a helpmate");
        let helpmate = super::super::Helpmate { player: Color::Black, moves: line };
        assert!(helpmate.verify(&pos));
        // A knight has smothered mates only; with no man of the opponent's to block, no
        // pattern at all.
        let bare = Position::from_fen("8/8/4k3/8/8/3NK3/8/8 w - - 0 1").unwrap();
        assert!(patterns(&bare, Color::White).is_empty());
    }

    #[test]
    fn a_lone_knight_mates_with_its_king_and_one_pawn_of_the_opponent() {
        // From real.txt, undetermined before: White's a-pawn blocks a7, Black's king covers
        // b7 and b8 from c7, the knight checks a8 from b6 (or the like).
        let pos = Position::from_fen("8/8/8/P7/6k1/8/2Kn4/8 b - - 6 76").unwrap();
        let line = planned(&pos, Color::Black, 4_000).expect("a helpmate");
        assert!(super::super::Helpmate { player: Color::Black, moves: line }.verify(&pos));
    }

    #[test]
    fn a_pawn_promotes_and_its_queen_mates() {
        // From real.txt, undetermined before: Black's d-pawn queens, White's king helps.
        let pos = Position::from_fen("1k6/8/7P/3p4/8/8/8/3K4 w - - 7 56").unwrap();
        let line = promoted(&pos, Color::Black, 4_000).expect("a helpmate");
        assert!(super::super::Helpmate { player: Color::Black, moves: line }.verify(&pos));
        // Only for a player with pawns alone.
        let knight = Position::from_fen("8/8/8/P7/6k1/8/2Kn4/8 b - - 6 76").unwrap();
        assert_eq!(promoted(&knight, Color::Black, 4_000), None);
    }
}
