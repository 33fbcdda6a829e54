//! A helpmate aimed at one mating pattern: for a player whose only piece is a knight or
//! whose pieces are bishops all of one colour (a lone minor piece cannot mate without the
//! opponent's help), the opponent's king in a corner, each square beside it taken by one of
//! the opponent's own men or covered by the player's king (standing two steps from the
//! corner), and the minor piece giving check — a bishop on the long diagonal of its colour
//! (the diagonal square next to the corner is then attacked by the bishop itself) or on that
//! square under its king's guard, a knight from either of its two squares. The men take
//! their places in an order that lets the mate happen: the opponent's king first, then the
//! player's king, the check last.
//!
//! Each pattern is a target for a best-first search ([`super::helpmate::best_first`]): the
//! positions are ranked by how many moves each man needs to reach its part of the pattern,
//! counted on an empty board (the opponent's men assigned to the squares to block greedily,
//! nearest first). It is the long helpmate of a lone minor piece against many men that the
//! general heuristics miss: they drive the opponent's army next to its king, where it
//! covers the check. Like every search here it proves nothing when it fails.

use super::helpmate::{Budget, Opponent, Style, Ties, best_first, guided, mated};
use crate::attacks::{attacks, bishop_attacks, king_attacks, knight_attacks, rook_attacks};
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
    /// The squares none of the opponent's other men may reach when the mate is given: where
    /// the checking piece stands and the squares between it and the corner (a man reaching
    /// one would take the checker or interpose). Empty for a knight's mates.
    line: Bitboard,
}

/// The squares a man of `role` and `color` on `sq` attacks or, a pawn, pushes onto, the
/// other men standing on `occupied`.
fn reaches(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    let push =
        if role == Role::Pawn { Bitboard::from_square(sq).shift_forward(color) - occupied } else { Bitboard::EMPTY };
    attacks(color, role, sq, occupied) | push
}

/// `KNIGHT_MOVES[from][to]`: the moves a knight needs from one square to another on an
/// empty board (a breadth-first walk from each square, made once at compile time; the
/// scores of the planned searches ask for it at every position they meet).
const KNIGHT_MOVES: [[u8; 64]; 64] = {
    const JUMPS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    let mut table = [[u8::MAX; 64]; 64];
    let mut from = 0;
    while from < 64 {
        table[from][from] = 0;
        let mut steps = 0;
        let mut changed = true;
        while changed {
            changed = false;
            let mut sq = 0;
            while sq < 64 {
                if table[from][sq] == steps {
                    let mut j = 0;
                    while j < 8 {
                        let file = (sq % 8) as i32 + JUMPS[j].0;
                        let rank = (sq / 8) as i32 + JUMPS[j].1;
                        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                            let to = (rank * 8 + file) as usize;
                            if table[from][to] == u8::MAX {
                                table[from][to] = steps + 1;
                                changed = true;
                            }
                        }
                        j += 1;
                    }
                }
                sq += 1;
            }
            steps += 1;
        }
        from += 1;
    }
    table
};

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
        Role::Knight => Some(u32::from(KNIGHT_MOVES[from.index() as usize][to.index() as usize])),
        Role::Pawn => {
            let (a, b) = (from.rank().relative_to(color).index(), to.rank().relative_to(color).index());
            // Never onto the last rank: it would not stay a pawn.
            (from.file() == to.file() && b > a && b < 7).then(|| b - a)
        }
    }
}

impl Pattern {
    /// Moves the opponent's man of `role` on `from` needs to block `target` (on an empty
    /// board), `None` if it never can: a man that would reach the line of the check from
    /// there cannot block it. A pawn that cannot get there as a pawn may promote on its file
    /// to a piece that can — the wall of a lone bishop's mate is often built of pieces the
    /// opponent has yet to make.
    fn to_block(&self, role: Role, from: Square, target: Square) -> Option<u32> {
        let them = !self.player;
        let fits = |role: Role| (reaches(role, them, target, Bitboard::EMPTY) & self.line).is_empty();
        let direct = fits(role).then(|| moves_to(role, them, from, target)).flatten();
        if role != Role::Pawn || direct.is_some() {
            return direct;
        }
        let last = Square::from_coords(from.file(), crate::Rank::new(if them == Color::White { 7 } else { 0 })?);
        let to_last = 7 - from.rank().relative_to(them).index();
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .filter(|&promoted| fits(promoted))
            .filter_map(|promoted| moves_to(promoted, them, last, target))
            .min()
            .map(|d| to_last + d + PROMOTION_DETOUR)
    }

    /// How far `pos` looks from this pattern: lower is nearer; `u32::MAX` when it can no
    /// longer be reached (the checker gone, a square no man can block).
    fn score(&self, pos: &Position) -> u32 {
        let board = pos.board();
        let checkers = board.by_color(self.player) & board.by_role(self.checker);
        let (Some(their_king), Some(our_king), true) =
            (board.king_of(!self.player), board.king_of(self.player), checkers.any())
        else {
            return u32::MAX;
        };
        let occupied = board.occupied();
        let king = their_king.distance(self.corner);
        let attacks_corner =
            checkers.filter(|&sq| attacks(self.player, self.checker, sq, occupied).contains(self.corner)).count() > 0;
        // The player's king comes to its square no sooner than the opponent's king to the
        // corner (standing there early, it would bar the way in), and keeps out of the corner.
        let cover = self.king_at.map_or(0, |k| our_king.distance(k).max(if king == 0 { 0 } else { king + 1 }))
            + if king > 0 && our_king.distance(self.corner) <= 1 { 2 } else { 0 };
        // On a square to check from with the way to the corner open once the opponent's king
        // is there: nothing left to do. Before, the checker keeps off the corner (the king
        // could not step in). (With bishops of one colour, the nearest one checks.)
        let check = if king == 0 && attacks_corner && (checkers & self.check_from).any() {
            0
        } else {
            checkers
                .map(|from| {
                    self.check_from
                        .map(|sq| moves_to(self.checker, self.player, from, sq).unwrap_or(9))
                        .min()
                        .unwrap_or(9)
                })
                .min()
                .unwrap_or(9)
                .max(1)
                + u32::from(king > 0 && attacks_corner)
        };
        // The opponent's men to the squares to block, the scarcest square first; a man that
        // would reach the line of the check from its square cannot block it.
        // (In arrays on the stack: the score is asked for at every position the search meets.)
        let mut all_men = [(Square::A1, Role::Pawn); 64];
        let mut count = 0;
        for sq in board.by_color(!self.player) - board.by_role(Role::King) {
            all_men[count] = (sq, board.role_at(sq).expect("a man"));
            count += 1;
        }
        let men = &all_men[..count];
        let mut used = [false; 64];
        let mut blocking = 0;
        for target in self.block {
            let best = men
                .iter()
                .enumerate()
                .filter(|(i, _)| !used[*i])
                .filter_map(|(i, &(sq, role))| Some((self.to_block(role, sq, target)?, i)))
                .min();
            match best {
                Some((d, i)) => {
                    used[i] = true;
                    blocking += d;
                }
                None => return u32::MAX,
            }
        }
        // The other men of the opponent near the corner, or reaching the line of the check,
        // would cover the check or the checker.
        let near = men
            .iter()
            .enumerate()
            .filter(|&(i, &(sq, role))| {
                !used[i]
                    && (sq.distance(self.corner) <= 2 || (reaches(role, !self.player, sq, occupied) & self.line).any())
            })
            .count();
        8 * king + 6 * blocking + 4 * check + 4 * cover + 3 * near as u32
    }
}

/// The patterns for `player` in `pos`, if its only piece is one knight or its pieces are
/// bishops all of one colour, it has pawns exactly when `pawns` says so (they are left where
/// they stand), and the opponent has men to block with.
fn patterns(pos: &Position, player: Color, pawns: Pawns) -> Vec<Pattern> {
    let board = pos.board();
    let our_pawns = board.by_color(player) & board.by_role(Role::Pawn);
    if (pawns == Pawns::Some) != our_pawns.any() {
        return Vec::new();
    }
    // One knight, or bishops all on squares of one colour (the nearest one checks, the others
    // are left where they stand).
    let ours = board.by_color(player) - board.by_role(Role::King) - our_pawns;
    let Some(piece) = ours.first() else { return Vec::new() };
    let role = board.role_at(piece).expect("a piece");
    let one_colour = |squares: Bitboard| ours - squares == Bitboard::EMPTY;
    let fits = match role {
        Role::Knight => ours.single_square().is_some(),
        Role::Bishop => {
            ours - board.by_role(Role::Bishop) == Bitboard::EMPTY
                && (one_colour(Bitboard::LIGHT_SQUARES) || one_colour(Bitboard::DARK_SQUARES))
        }
        _ => false,
    };
    if !fits || (board.by_color(!player) - board.by_role(Role::King)).is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for corner in [Square::A1, Square::H1, Square::A8, Square::H8] {
        let around = king_attacks(corner);
        let diagonal = bishop_attacks(corner, Bitboard::EMPTY);
        let (needed, check_from) = if role == Role::Bishop {
            if corner.is_light() != piece.is_light() {
                continue;
            }
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
            let covered = king_at.map_or(Bitboard::EMPTY, king_attacks);
            let block = needed - covered;
            if king_at.is_some() && block == needed {
                continue;
            }
            if role == Role::Knight {
                out.push(Pattern { player, corner, block, king_at, checker: role, check_from, line: Bitboard::EMPTY });
                continue;
            }
            // The bishop from afar (the squares between it and the corner open to
            // interposing), or from the diagonal square next to the corner when the player's
            // king protects it there.
            out.push(Pattern { player, corner, block, king_at, checker: role, check_from, line: diagonal });
            let next_to = diagonal & around;
            if (next_to & covered).any() {
                out.push(Pattern { player, corner, block, king_at, checker: role, check_from: next_to, line: next_to });
            }
        }
    }
    // The patterns nearest to the position first; those it can never reach left out.
    let mut scored: Vec<(u32, Pattern)> =
        out.into_iter().map(|p| (p.score(pos), p)).filter(|(score, _)| *score != u32::MAX).collect();
    scored.sort_by_key(|(score, _)| *score);
    scored.into_iter().take(PATTERNS_TRIED).map(|(_, p)| p).collect()
}

/// What a wall man made by promotion costs beyond its moves, so that the patterns whose walls
/// stand on the board already are aimed at first: among the nearest few, a pattern that needs a
/// promotion would otherwise crowd out the one a short helpmate reaches (measured on
/// `hard-corners.txt`: 2, 4 and 8 decide the same questions, 0 loses one).
const PROMOTION_DETOUR: u32 = 4;

/// How many of the patterns nearest to the position are aimed at.
const PATTERNS_TRIED: usize = 3;

/// Whether the player aiming at a pattern has pawns besides the minor piece.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Pawns {
    /// The minor piece alone (it cannot mate without the opponent's help).
    None,
    /// Pawns too, left where they stand (the other searches promote them).
    Some,
}

/// A helpmate by a knight or bishops of one colour (with or without pawns, as `pawns` says),
/// aimed at each corner pattern in turn with an even share of `max_expansions`; `None` when there is
/// no pattern or none is reached.
pub(crate) fn planned(pos: &Position, player: Color, pawns: Pawns, max_expansions: u64) -> Option<Vec<Move>> {
    let patterns = patterns(pos, player, pawns);
    if patterns.is_empty() {
        return None;
    }
    let share = max_expansions / patterns.len() as u64;
    patterns.iter().find_map(|pattern| {
        best_first(pos, player, Budget::Expansions(share), Opponent::Free, Ties::Deepest, |p| pattern.score(p), mated)
            .found()
    })
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
    let first = best_first(
        pos,
        player,
        Budget::Expansions(max_expansions / 4),
        Opponent::NeverCaptures,
        Ties::Oldest,
        to_go,
        queened,
    )
    .found()?;
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
    fn knight_moves_agree_with_a_walk_over_the_board() {
        // The table made at compile time against the walk it replaced: the squares a knight
        // reaches in one more move, until the target is among them.
        for from in Square::ALL {
            for to in Square::ALL {
                let (mut reached, mut steps) = (Bitboard::from_square(from), 0);
                while !reached.contains(to) {
                    reached = reached.fold(reached, |acc, sq| acc | knight_attacks(sq));
                    steps += 1;
                }
                assert_eq!(moves_to(Role::Knight, Color::White, from, to), Some(steps), "{from:?} to {to:?}");
            }
        }
    }

    #[test]
    fn a_lone_bishop_mates_with_the_help_of_a_whole_army() {
        // Black has king and a light bishop; White's queen, bishops and pawns must make
        // room: h1 with g1 and h2 blocked by White's own men, the bishop on the long
        // diagonal. From tests/data/unwinnability/real.txt: undetermined before this search.
        let pos = Position::from_fen("2k5/5B2/1B6/8/5Q2/P7/7P/1b2K3 w - - 0 1").unwrap();
        let line = planned(&pos, Color::Black, Pawns::None, 4_000).expect("a helpmate");
        let helpmate = super::super::Helpmate { player: Color::Black, moves: line };
        assert!(helpmate.verify(&pos));
        // A knight has smothered mates only; with no man of the opponent's to block, no
        // pattern at all.
        let bare = Position::from_fen("8/8/4k3/8/8/3NK3/8/8 w - - 0 1").unwrap();
        assert!(patterns(&bare, Color::White, Pawns::None).is_empty());
    }

    #[test]
    fn a_lone_knight_mates_with_its_king_and_one_pawn_of_the_opponent() {
        // From real.txt, undetermined before: White's a-pawn blocks a7, Black's king covers
        // b7 and b8 from c7, the knight checks a8 from b6 (or the like).
        let pos = Position::from_fen("8/8/8/P7/6k1/8/2Kn4/8 b - - 6 76").unwrap();
        let line = planned(&pos, Color::Black, Pawns::None, 4_000).expect("a helpmate");
        assert!(super::super::Helpmate { player: Color::Black, moves: line }.verify(&pos));
    }

    #[test]
    fn the_opponents_men_wall_in_their_own_king_in_order() {
        // Hand-made, like the ends of games lost on time: a lone bishop against a king far
        // from the corner of the bishop's colour, a pawn already beside that corner, a knight or
        // rook that could take the checker or interpose. The opponent's king must walk in
        // first, the player's king follow (on its square early it would bar the way in), the
        // bishop check last, the other man kept off the line of the check. The first was
        // left undetermined before the patterns knew that order (50 ms); the others were found
        // by the guided search in 62 and 68 plies (10–16 ms).
        for fen in [
            "8/p5pp/8/4K3/8/2k5/2B5/5n2 w - - 0 1",
            "8/1p5p/3K4/2B5/8/3k4/1n6/8 b - - 0 1",
            "8/8/2k5/1p5p/4K3/1r6/4B3/8 b - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let line = planned(&pos, Color::White, Pawns::None, 4_000).unwrap_or_else(|| panic!("{fen}: no helpmate"));
            assert!(line.len() <= 30, "{fen}: {} plies", line.len());
            assert!(super::super::Helpmate { player: Color::White, moves: line }.verify(&pos), "{fen}");
        }
    }

    #[test]
    fn bishops_of_one_colour_and_pawns_aim_at_the_same_corners() {
        // The first position above with a second light bishop, or with a pawn of White's
        // far away: the nearest bishop checks, the others and the pawns stay where they are.
        for (fen, pawns) in [
            ("8/p5pp/8/4K3/B7/2k5/2B5/5n2 w - - 0 1", Pawns::None),
            ("8/p5pp/8/4K3/8/2k5/2B4P/5n2 w - - 0 1", Pawns::Some),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let other = if pawns == Pawns::Some { Pawns::None } else { Pawns::Some };
            assert!(patterns(&pos, Color::White, other).is_empty(), "{fen}");
            let line = planned(&pos, Color::White, pawns, 2_000).unwrap_or_else(|| panic!("{fen}: no helpmate"));
            assert!(super::super::Helpmate { player: Color::White, moves: line }.verify(&pos), "{fen}");
        }
        // Bishops of both colours, or a knight with a bishop: no pattern.
        let mixed = Position::from_fen("8/p5pp/7B/4K3/8/2k5/2B5/5n2 w - - 0 1").unwrap();
        assert!(patterns(&mixed, Color::White, Pawns::None).is_empty());
    }

    #[test]
    fn the_opponents_pawns_promote_to_build_the_wall() {
        // From tests/data/unwinnability/hard-corners.txt, undetermined before (50–80 ms each):
        // the opponent has too few men that can stand beside the corner as they are — a rook
        // on the line of the check interposes — so a pawn must queen (or become a knight or a
        // bishop) and take its place in the wall.
        for (fen, player, pawns) in [
            ("8/8/4K3/b1P2R2/8/2k1P3/4P3/8 b - - 0 1", Color::Black, Pawns::None),
            ("8/8/5Kb1/4P2P/8/3RPk2/8/8 b - - 0 1", Color::Black, Pawns::None),
            ("5r2/1p6/2p5/4K3/7p/1P1k2B1/8/8 w - - 0 1", Color::White, Pawns::Some),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let line = planned(&pos, player, pawns, 4_000).unwrap_or_else(|| panic!("{fen}: no helpmate"));
            assert!(super::super::Helpmate { player, moves: line }.verify(&pos), "{fen}");
        }
        // Black's dark bishop mating White's king on h8 from the long diagonal: a White pawn
        // blocks h7 as it stands (it never reaches the diagonal); g8 only once promoted — a
        // light bishop (a knight would reach f6, a rook g7, on the line of the check): five
        // steps to e8, two moves to g8, and the detour.
        let diagonal = bishop_attacks(Square::H8, Bitboard::EMPTY);
        let h8 = Pattern {
            player: Color::Black,
            corner: Square::H8,
            block: king_attacks(Square::H8) - diagonal,
            king_at: None,
            checker: Role::Bishop,
            check_from: diagonal - king_attacks(Square::H8),
            line: diagonal,
        };
        assert_eq!(h8.to_block(Role::Pawn, Square::H4, Square::H7), Some(3));
        assert_eq!(h8.to_block(Role::Pawn, Square::E3, Square::G8), Some(5 + 2 + PROMOTION_DETOUR));
        assert_eq!(h8.to_block(Role::Rook, Square::A8, Square::G8), None);
    }

    #[test]
    fn a_man_that_reaches_the_line_of_the_check_blocks_no_square() {
        // The rook on b8 beside Black's king on a8 would interpose on b7 (or take a bishop
        // there): it is no wall for a light bishop's mate, and the pattern that needs it is
        // never aimed at; a knight on b8 reaches c6 only, and walls the king in when the
        // bishop checks from b7 under its king's guard.
        let rook = Position::from_fen("kr6/8/8/8/8/8/8/4KB2 w - - 0 1").unwrap();
        let knight = Position::from_fen("kn6/8/8/8/8/8/8/4KB2 w - - 0 1").unwrap();
        let a8 = |pos: &Position| {
            patterns(pos, Color::White, Pawns::None)
                .into_iter()
                .filter(|p| p.corner == Square::A8 && p.block.contains(Square::B8))
                .count()
        };
        assert_eq!(a8(&rook), 0);
        assert!(a8(&knight) > 0);
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
