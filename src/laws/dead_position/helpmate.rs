//! Looking for a helpmate: a series of legal moves, both sides cooperating, that ends with
//! the player checkmating the opponent. Two searches, both bounded; what either finds is a
//! real line (the caller replays it through the adjudicator), what neither finds proves
//! nothing.
//!
//! - [`shortest`]: iterative deepening, exhaustive at each depth — the shortest helpmate
//!   within a few plies.
//! - [`guided`]: best-first over the graph of positions, the positions that look nearest to
//!   a mate expanded first — helpmates of any length, found fast when the heuristic is good;
//!   [`ending`]: the same for endings, bounded by work and breaking ties deepest first;
//!   [`pieces_still`]: the same with the opponent's pieces standing still unless they capture.

use rustc_hash::FxHashSet;

use super::exhaust::Key;
use super::frontier::Frontier;
use super::material_reason;
use crate::{Bitboard, Color, Move, MoveList, Position, Role, Square};

#[derive(Copy, Clone, PartialEq, Eq)]
enum Outcome {
    Found,
    NotFound,
    OutOfNodes,
}

struct Shortest {
    player: Color,
    nodes_left: u64,
    failed: FxHashSet<(Key, u32)>,
    /// The line found, last move first.
    line: Vec<Move>,
}

/// The shortest helpmate of at most `max_plies` half-moves, visiting at most `max_nodes`
/// positions.
pub(crate) fn shortest(pos: &Position, player: Color, max_plies: u32, max_nodes: u64) -> Option<Vec<Move>> {
    let mut searcher = Shortest { player, nodes_left: max_nodes, failed: FxHashSet::default(), line: Vec::new() };
    let mut depth = if pos.turn() == player { 1 } else { 2 };
    while depth <= max_plies {
        match searcher.search(pos, depth) {
            Outcome::Found => {
                searcher.line.reverse();
                return Some(searcher.line);
            }
            Outcome::OutOfNodes => return None,
            Outcome::NotFound => depth += 2,
        }
    }
    None
}

impl Shortest {
    fn spend(&mut self) -> bool {
        if self.nodes_left == 0 {
            return false;
        }
        self.nodes_left -= 1;
        true
    }

    /// Whether the player can have mated the opponent after exactly `plies` more moves.
    fn search(&mut self, pos: &Position, plies: u32) -> Outcome {
        if !self.spend() {
            return Outcome::OutOfNodes;
        }
        if material_reason(pos.board(), self.player).is_some() {
            return Outcome::NotFound;
        }
        let moves = pos.legal_moves();
        if plies <= 1 {
            // The player's last move: only a check can be checkmate.
            for &m in moves.iter() {
                let mut next = pos.clone();
                next.play_unchecked(m);
                if next.is_check() {
                    if !self.spend() {
                        return Outcome::OutOfNodes;
                    }
                    if next.legal_moves().is_empty() {
                        self.line.push(m);
                        return Outcome::Found;
                    }
                }
            }
            return Outcome::NotFound;
        }
        for &m in moves.iter() {
            let mut next = pos.clone();
            next.play_unchecked(m);
            let key = (Key::of(&next), plies - 1);
            if self.failed.contains(&key) {
                continue;
            }
            match self.search(&next, plies - 1) {
                Outcome::Found => {
                    self.line.push(m);
                    return Outcome::Found;
                }
                Outcome::OutOfNodes => return Outcome::OutOfNodes,
                Outcome::NotFound => {
                    self.failed.insert(key);
                }
            }
        }
        Outcome::NotFound
    }
}

/// A best-first search for a helpmate of any length: both sides' moves are steps of one
/// path towards a position where `player` has checkmated the opponent, and the positions
/// nearest to a mate by [`Heuristic`] are expanded first, at most `max_expansions` of them.
/// The [`Style`] chooses the heuristic and whether the opponent may capture.
/// Seen positions are kept as 32-bit hashes ([`Seen`]: a collision can only hide a line,
/// never make one up).
pub(crate) fn guided(pos: &Position, player: Color, max_expansions: u64, style: Style) -> Option<Vec<Move>> {
    let heuristic = Heuristic { player, style };
    let budget = Budget::Expansions(max_expansions);
    let opponent = match style {
        Style::Narrow => Opponent::NeverCaptures,
        Style::Ending => Opponent::Free,
    };
    best_first(pos, player, budget, opponent, Ties::Oldest, |p| heuristic.score(p), mated).found()
}

/// The guided search for endings ([`Style::Ending`]: every move, the opponent's captures
/// included) bounded by `work` ([`Budget::Work`]) and breaking ties deepest first
/// ([`Ties::Deepest`]). The long helpmates of pawn endings — the loser's king eats a blocker,
/// a pawn of its own promotes and the new piece is given up to a pawn of the player's that
/// then runs and promotes — cross long plateaus of the score, where moves of men the score
/// does not count change nothing: depth first among equals walks through them, breadth first
/// widens at each step. A budget in work gives these endings (few moves a position) more
/// positions than an army of bishops (many) for about the same time.
///
/// Where it ends without a line, it says whether it spent its budget or followed every
/// position it could reach ([`Ended`]): the caller tries [`pieces_still`] only after the first.
pub(crate) fn ending(pos: &Position, player: Color, work: u64) -> Ended {
    let heuristic = Heuristic { player, style: Style::Ending };
    best_first(pos, player, Budget::Work(work), Opponent::Free, Ties::Deepest, |p| heuristic.score(p), mated)
}

/// The guided search of [`Style::Narrow`] with the opponent's pieces other than its king
/// standing still unless they capture ([`Opponent::PiecesOnlyCapture`]), at most
/// `max_expansions` positions expanded, ties broken oldest first. Its king walks and its pawns
/// advance and take; a piece shuffling about changes nothing a helpmate needs in most of the
/// helpmates the search for endings does not reach: the long ones of armies of bishops and of
/// bishops behind locked pawns, or a lone rook against a king and many pawns whose promoted
/// pieces would crowd the narrow search out (`7r/8/k1K5/8/2PP4/PPPP1P2/8/8 w` for Black, the
/// helpmate 1. Kd7 Rh1 2. Kc8 Kb6 3. Kb8 Rh8#). With the opponent's other moves left out, the
/// search goes far deeper for the same positions (issue 13's twenty-second round).
pub(crate) fn pieces_still(pos: &Position, player: Color, max_expansions: u64) -> Option<Vec<Move>> {
    let heuristic = Heuristic { player, style: Style::Narrow };
    let budget = Budget::Expansions(max_expansions);
    best_first(pos, player, budget, Opponent::PiecesOnlyCapture, Ties::Oldest, |p| heuristic.score(p), mated).found()
}

/// Whether the side to move is checkmated (by the other side).
pub(super) fn mated(pos: &Position) -> bool {
    pos.is_check() && pos.legal_moves().is_empty()
}

/// The best-first search of [`guided`], [`ending`], [`pieces_still`] and of the planned
/// searches (module `plan`): the positions ranked by `score` (lower is nearer), the first line
/// found to a position after the player's move that satisfies `goal` returned in
/// [`Ended::Found`] (for a helpmate, [`mated`]); `budget`: when it gives up; `opponent`: which
/// of the opponent's moves are followed; `ties`: which of the positions with the same score is
/// expanded first.
pub(super) fn best_first(
    pos: &Position,
    player: Color,
    budget: Budget,
    opponent: Opponent,
    ties: Ties,
    score: impl Fn(&Position) -> u32,
    goal: impl Fn(&Position) -> bool,
) -> Ended {
    struct Node {
        parent: u32,
        mv: Option<Move>,
        depth: u16,
    }
    let mut nodes = vec![Node { parent: 0, mv: None, depth: 0 }];
    // The positions of expanded nodes' parents, so that a node's position is one move away.
    let mut positions: Vec<Position> = Vec::new();
    let mut position_of: Vec<u32> = vec![u32::MAX];
    // The frontier orders the score (capped at 16 bits: a position without a king, or one
    // from which a planned search's pattern cannot be reached, `u32::MAX`, counts as
    // 65,535), then the level (the depth where ties go deepest first), then the order the
    // nodes were met in.
    let score = |p: &Position| score(p).min(0xFFFF) as u16;
    let level = |depth: u16| match ties {
        Ties::Oldest => 0,
        Ties::Deepest => depth,
    };
    let mut frontier = Frontier::new();
    let mut seen = Seen::for_budget(budget);
    seen.insert(pos);
    frontier.push(score(pos), 0, 0);
    positions.push(pos.clone());
    position_of[0] = 0;
    let (limit, per_move) = match budget {
        Budget::Expansions(n) => (n, 0),
        Budget::Work(n) => (n, 1),
    };
    let mut spent = 0;
    let mut moves = MoveList::new();
    while let Some(index) = frontier.pop() {
        if spent >= limit {
            return Ended::Spent;
        }
        let index = index as usize;
        let current = match position_of[index] {
            u32::MAX => {
                let node = &nodes[index];
                let mut p = positions[position_of[node.parent as usize] as usize].clone();
                p.play_unchecked(node.mv.expect("only the root has no move"));
                positions.push(p);
                position_of[index] = (positions.len() - 1) as u32;
                positions.len() - 1
            }
            at => at as usize,
        };
        let current = &positions[current];
        if nodes[index].depth >= 400 {
            spent += 1;
            continue;
        }
        current.legal_moves_into(&mut moves);
        spent += 1 + per_move * moves.len() as u64;
        let followed = match opponent {
            _ if current.turn() == player => Opponent::Free,
            Opponent::PiecesOnlyCapture if !moves.iter().any(|&m| keeps_pieces_still(current, m)) => Opponent::Free,
            opponent => opponent,
        };
        for &m in moves.iter() {
            // Moves that rarely help a mate are left out (the search is not complete anyway):
            // the opponent taking the player's men, or moving a piece that takes nothing.
            let left_out = match followed {
                Opponent::Free => false,
                Opponent::NeverCaptures => current.board().occupied().contains(m.to),
                Opponent::PiecesOnlyCapture => !keeps_pieces_still(current, m),
            };
            if left_out {
                continue;
            }
            let mut next = current.clone();
            next.play_unchecked(m);
            if !seen.insert(&next) {
                continue;
            }
            if next.turn() != player && goal(&next) {
                let mut line = super::line_to(index, |i| (nodes[i].parent as usize, nodes[i].mv));
                line.push(m);
                return Ended::Found(line);
            }
            if m.promotion().is_none() && !capture_or_promotion(current, m) {
                // Material cannot have changed.
            } else if material_reason(next.board(), player).is_some() {
                continue;
            }
            let depth = nodes[index].depth + 1;
            nodes.push(Node { parent: index as u32, mv: Some(m), depth });
            position_of.push(u32::MAX);
            frontier.push(score(&next), level(depth), (nodes.len() - 1) as u32);
        }
    }
    Ended::Emptied
}

/// The positions a best-first search has met, kept as the high 32 bits of their
/// fingerprints ([`Key::fingerprint`]): a collision can only hide a line, never make one up
/// (a new position is taken for another with a chance of the positions met over 2^32, below
/// one in 40,000 with 100,000 met; over a search that meets n positions, about n²/2^33 are
/// hidden: one at 100,000). Half the size of the whole fingerprint, and the table
/// is made large enough for the budget from the start (up to [`Seen::MOST_RESERVED`]):
/// looking up a position the search met is mostly a miss in the cache, and growing the table
/// by doubling moved every entry again (issue 13's twenty-first round).
struct Seen(FxHashSet<u32>);

impl Seen {
    /// The most positions a table is made for at the start (it grows beyond as needed).
    const MOST_RESERVED: u64 = 1 << 16;

    fn for_budget(budget: Budget) -> Seen {
        // A position expanded puts up to a few dozen positions in the table; a unit of work
        // at most one.
        let expected = match budget {
            Budget::Expansions(n) => n.saturating_mul(8),
            Budget::Work(n) => n / 2,
        };
        Seen(FxHashSet::with_capacity_and_hasher(expected.min(Seen::MOST_RESERVED) as usize, Default::default()))
    }

    /// Whether `pos` is new (and now met).
    fn insert(&mut self, pos: &Position) -> bool {
        self.0.insert((Key::of(pos).fingerprint() >> 32) as u32)
    }
}

/// How a best-first search ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Ended {
    /// A line to a position that satisfies the goal.
    Found(Vec<Move>),
    /// Every position the search could reach was expanded without meeting the goal (proving
    /// nothing: the moves a search leaves out, a collision of [`Seen`] and the cap on depth
    /// may hide a line).
    Emptied,
    /// The budget was spent first.
    Spent,
}

impl Ended {
    /// The line found, if any.
    pub(crate) fn found(self) -> Option<Vec<Move>> {
        match self {
            Ended::Found(line) => Some(line),
            Ended::Emptied | Ended::Spent => None,
        }
    }
}

/// Which of the opponent's moves a best-first search follows (the player's are all followed).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Opponent {
    /// Every legal move.
    Free,
    /// No capture (the narrow search; the first part of the planned search with pawns alone).
    /// An en passant capture, whose square is empty, is still followed.
    NeverCaptures,
    /// Its king's and pawns' moves and captures by any man; a piece other than the king moves
    /// only to take. Where none of its moves is of these, every legal move is followed.
    PiecesOnlyCapture,
}

/// Whether the opponent's move `m` keeps its pieces still as [`Opponent::PiecesOnlyCapture`]
/// asks: a move of its king or of a pawn, or a capture.
fn keeps_pieces_still(pos: &Position, m: Move) -> bool {
    let board = pos.board();
    board.occupied().contains(m.to) || (board.by_role(Role::King) | board.by_role(Role::Pawn)).contains(m.from)
}

/// When a best-first search gives up.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Budget {
    /// After expanding this many positions.
    Expansions(u64),
    /// After this much work: one unit for each position expanded and one for each legal move
    /// generated there (each is played, hashed and scored) — about the time spent.
    Work(u64),
}

/// Which of the positions a best-first search scores alike it expands first.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Ties {
    /// The one found first: breadth first among equals.
    Oldest,
    /// The one furthest from the start: depth first among equals, through the plateaus a
    /// coarse score leaves when many moves change nothing it counts (the men not in the
    /// pattern walking about).
    Deepest,
}

fn capture_or_promotion(pos: &Position, m: Move) -> bool {
    pos.board().occupied().contains(m.to) || m.promotion().is_some() || m.kind == crate::MoveKind::EnPassant
}

/// Two ways of looking for a helpmate.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Style {
    /// The opponent's king walks into the player's men (most helpmates of the middlegame:
    /// narrow and fast); in [`guided`], the opponent never captures.
    Narrow,
    /// Every move, and the opponent's king driven to a corner with the player's king two
    /// squares away (endings).
    Ending,
}

/// How far a position looks from the player checkmating the opponent: the opponent's king
/// short of flight squares, in a corner (one of the bishops' colour when the player's only
/// pieces are bishops on one colour), in check, the player's king two squares away, the
/// player's pieces close to it, the opponent's pieces next to it, the player's pawns close
/// to promotion when the player has no piece that can mate. Lower is nearer.
struct Heuristic {
    player: Color,
    style: Style,
}

/// `DISTANCE[a][b]`: the king steps between two squares, made once at compile time (the score
/// sums them over the men at every position a guided search meets).
const DISTANCE: [[u8; 64]; 64] = {
    let mut table = [[0; 64]; 64];
    let mut a: usize = 0;
    while a < 64 {
        let mut b: usize = 0;
        while b < 64 {
            let files = (a % 8).abs_diff(b % 8);
            let ranks = (a / 8).abs_diff(b / 8);
            table[a][b] = if files > ranks { files } else { ranks } as u8;
            b += 1;
        }
        a += 1;
    }
    table
};

/// The sum over the men of `set` of `term` of their king distance to `sq`.
#[inline]
fn sum_over(set: Bitboard, sq: Square, term: impl Fn(u32) -> u32) -> u32 {
    let row = &DISTANCE[sq.index() as usize];
    set.map(|man| term(u32::from(row[man.index() as usize]))).sum()
}

impl Heuristic {
    /// Computed for every position a guided search meets: the terms of the style only, the
    /// distances from a table, the army's centre without a division (the test
    /// `the_score_is_the_sum_square_by_square` holds it to the score as first written).
    fn score(&self, pos: &Position) -> u32 {
        let player = self.player;
        let board = pos.board();
        let (Some(their_king), Some(our_king)) = (board.king_of(!player), board.king_of(player)) else {
            return u32::MAX;
        };
        let ours_all = board.by_color(player);
        let theirs_all = board.by_color(!player);
        let kings = board.by_role(Role::King);
        // The squares the opponent's king may step to, from the move generator: the player's
        // attacks taken off set-wise, where asking square by square cost more (issue 13's
        // twentieth round).
        let flights = crate::movegen::king_steps(board, their_king, player).count() as u32;
        let pawns = board.by_role(Role::Pawn);
        let our_pieces = ours_all - kings - pawns;
        let our_pawns = ours_all & pawns;
        let bishops_only = our_pieces - board.by_role(Role::Bishop) == Bitboard::EMPTY;
        let corners: &[Square] =
            if bishops_only && our_pieces.any() && our_pieces - Bitboard::DARK_SQUARES == Bitboard::EMPTY {
                &[Square::A1, Square::H8]
            } else if bishops_only && our_pieces.any() && our_pieces - Bitboard::LIGHT_SQUARES == Bitboard::EMPTY {
                &[Square::A8, Square::H1]
            } else {
                &[Square::A1, Square::H8, Square::A8, Square::H1]
            };
        let manhattan = |a: Square, b: Square| {
            a.file().index().abs_diff(b.file().index()) + a.rank().index().abs_diff(b.rank().index())
        };
        let corner = corners.iter().map(|&c| manhattan(their_king, c)).min().unwrap_or(0);
        let theirs = theirs_all - kings;
        let ours_near = sum_over(our_pieces, their_king, |d| d);
        let check = u32::from(!(pos.turn() != player && pos.is_check()));
        let heavy = board.by_role(Role::Queen) | board.by_role(Role::Rook);
        let promote = if (our_pieces & heavy).is_empty() && our_pieces.count() < 2 {
            // The ranks to go of the pawn nearest to promotion.
            match player {
                Color::White => our_pawns.last_square().map_or(0, |sq| 7 - sq.rank().index()),
                Color::Black => our_pawns.first().map_or(0, |sq| sq.rank().index()),
            }
        } else {
            0
        };
        match self.style {
            Style::Narrow => {
                let blockers = theirs.count();
                let kings_term = if blockers >= 4 { 0 } else { our_king.distance(their_king).abs_diff(2) };
                let corner_term = if blockers >= 4 { 0 } else { corner };
                let theirs_near = sum_over(theirs, their_king, |d| d.saturating_sub(1).min(3));
                // The opponent's king walking into the player's army.
                let army = if ours_all.count() >= 6 {
                    let n = ours_all.count() as u32;
                    let (f, r) =
                        ours_all.fold((0u32, 0u32), |(f, r), sq| (f + sq.file().index(), r + sq.rank().index()));
                    // f / n and r / n, by a multiplication (a division takes as long as the
                    // rest of the score): exact, since f and r are at most 7n and n at most
                    // 64, so that the error of the rounded reciprocal (below f / 2^16) stays
                    // below the gap 1/n between a quotient's fraction and the next whole number.
                    const RECIPROCALS: [u32; 65] = {
                        let mut table = [0; 65];
                        let mut n = 1;
                        while n < 65 {
                            table[n] = (1u32 << 16).div_ceil(n as u32);
                            n += 1;
                        }
                        table
                    };
                    let reciprocal = RECIPROCALS[n as usize];
                    let (cf, cr) = ((f * reciprocal) >> 16, (r * reciprocal) >> 16);
                    their_king.file().index().abs_diff(cf).max(their_king.rank().index().abs_diff(cr))
                } else {
                    0
                };
                3 * flights
                    + 3 * check
                    + ours_near
                    + 2 * kings_term
                    + 3 * corner_term
                    + 2 * theirs_near
                    + 10 * army
                    + 4 * promote
            }
            Style::Ending => {
                let kings = our_king.distance(their_king).abs_diff(2);
                let theirs = sum_over(theirs, their_king, |d| d.saturating_sub(1));
                8 * flights + 4 * corner + 3 * kings + ours_near + theirs + check + 4 * promote
            }
        }
    }
}

/// The quick cooperative search (after the quick version of CHA, M. Ambrona, "A Practical
/// Algorithm for Chess Unwinnability", FUN 2022, as the paper describes it): depth first, the
/// opponent *helping*. At each position every move is played and the positions ranked by
/// [`Heuristic`] (`Style::Narrow`: the player's men steered towards the opponent's king, the
/// king walking into the player's army, the opponent's men next to it taking its flight
/// squares); only the best [`Cooperative::WINNER_WIDTH`] of the player's moves and
/// [`Cooperative::LOSER_WIDTH`] of the opponent's are followed. The opponent never captures
/// unless it must, and never gives check unless it must (a check only narrows the player's
/// moves). A checkmate is looked for at every one of the player's moves, and the horizon
/// deepens four half-moves at a time (3, 7, 11, …) up to `max_plies`. Positions that failed
/// with a horizon are remembered (as 64-bit hashes: a collision can only hide a line). At
/// most `max_nodes` positions are expanded. It is not complete: what it does not find proves
/// nothing.
pub(crate) fn cooperative(pos: &Position, player: Color, max_plies: u32, max_nodes: u64) -> Option<Vec<Move>> {
    let mut search = Cooperative {
        heuristic: Heuristic { player, style: Style::Narrow },
        player,
        nodes_left: max_nodes,
        failed: FxHashSet::default(),
        line: Vec::new(),
    };
    let mut horizon = if pos.turn() == player { 3 } else { 4 };
    loop {
        let horizon_now = horizon.min(max_plies);
        match search.search(pos, horizon_now) {
            Outcome::Found => {
                search.line.reverse();
                return Some(search.line);
            }
            Outcome::OutOfNodes => return None,
            Outcome::NotFound if horizon_now >= max_plies => return None,
            Outcome::NotFound => horizon += 4,
        }
    }
}

struct Cooperative {
    heuristic: Heuristic,
    player: Color,
    nodes_left: u64,
    failed: FxHashSet<(u64, u32)>,
    /// The line found, last move first.
    line: Vec<Move>,
}

impl Cooperative {
    /// How many of the player's moves are followed at each position.
    const WINNER_WIDTH: usize = 3;
    /// How many of the opponent's moves are followed at each position.
    const LOSER_WIDTH: usize = 2;
    /// Added to the rank of an opponent's move that captures (or gives check): followed only
    /// when no other move is.
    const UNHELPFUL: u32 = 1 << 20;

    /// Whether a helpmate of at most `plies` more half-moves is found from `pos`.
    fn search(&mut self, pos: &Position, plies: u32) -> Outcome {
        if plies == 0 {
            return Outcome::NotFound;
        }
        if self.nodes_left == 0 {
            return Outcome::OutOfNodes;
        }
        self.nodes_left -= 1;
        let moves = pos.legal_moves();
        let winner = pos.turn() == self.player;
        let occupied = pos.board().occupied();
        let mut ranked: Vec<(u32, Move, Position)> = Vec::with_capacity(moves.len());
        for &m in moves.iter() {
            let mut next = pos.clone();
            next.play_unchecked(m);
            let check = next.is_check();
            if winner {
                if check && next.legal_moves().is_empty() {
                    self.line.push(m);
                    return Outcome::Found;
                }
                if plies < 3 || (capture_or_promotion(pos, m) && material_reason(next.board(), self.player).is_some()) {
                    continue;
                }
            }
            let mut score = self.heuristic.score(&next);
            if !winner && (check || occupied.contains(m.to) || m.kind == crate::MoveKind::EnPassant) {
                // The opponent helps: no captures, no checks, unless nothing else is legal.
                score = score.saturating_add(Self::UNHELPFUL);
            }
            ranked.push((score, m, next));
        }
        ranked.sort_by_key(|(score, _, _)| *score);
        let width = if winner { Self::WINNER_WIDTH } else { Self::LOSER_WIDTH };
        for (followed, (score, m, next)) in ranked.into_iter().enumerate() {
            if followed == width || (followed > 0 && score >= Self::UNHELPFUL) {
                break;
            }
            let key = (Key::of(&next).fingerprint(), plies - 1);
            if self.failed.contains(&key) {
                continue;
            }
            match self.search(&next, plies - 1) {
                Outcome::Found => {
                    self.line.push(m);
                    return Outcome::Found;
                }
                Outcome::OutOfNodes => return Outcome::OutOfNodes,
                Outcome::NotFound => {
                    self.failed.insert(key);
                }
            }
        }
        Outcome::NotFound
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::king_attacks;
    use crate::laws::dead_position::{Helpmate, HelpmateSearch, can_checkmate};

    #[test]
    fn the_table_of_positions_met_is_made_for_the_budget_from_the_start() {
        // The searches' budgets: the table holds what the search can meet without growing (up
        // to its cap), and a small search does not pay for a large table.
        let capacity = |budget| Seen::for_budget(budget).0.capacity() as u64;
        assert!(capacity(Budget::Work(300_000)) >= Seen::MOST_RESERVED);
        assert!(capacity(Budget::Expansions(6_000)) >= 48_000);
        assert!(capacity(Budget::Expansions(1_000)) >= 8_000);
        assert!(capacity(Budget::Expansions(10)) < 1_000);
        assert!(capacity(Budget::Work(4_000)) < 8_000);
        // A position met once is new, then met.
        let mut seen = Seen::for_budget(Budget::Expansions(10));
        let pos = Position::new();
        let mut next = pos.clone();
        next.play_unchecked(pos.legal_moves()[0]);
        assert!(seen.insert(&pos));
        assert!(!seen.insert(&pos));
        assert!(seen.insert(&next));
        assert!(!seen.insert(&next));
    }

    #[test]
    fn the_search_for_endings_crosses_the_plateaus_of_long_pawn_endings() {
        // Mirror images of positions of CHA's kind that no stage decided before: long
        // helpmates (33 to 98 plies) through captures on both sides and promotions. Breadth
        // first among equals, with the 6,000 positions the stage used to have, the guided
        // search finds none of them; depth first among equals, bounded by work, it does.
        for (fen, player) in [
            ("7k/2p1p3/p7/6p1/6P1/6PK/P1P1P1PP/8 w - - 0 1", Color::White),
            ("8/3p1p1p/8/3k4/8/1p6/pP1P1P1P/K7 w - - 0 1", Color::White),
            ("8/3k4/2pBp3/2PbP3/2pBp3/2PbP3/3K4/8 w - - 0 1", Color::Black),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(guided(&pos, player, 6_000, Style::Ending), None, "{fen}");
            let line = ending(&pos, player, 300_000).found().unwrap_or_else(|| panic!("{fen}: no helpmate"));
            assert!(Helpmate { player, moves: line }.verify(&pos), "{fen}");
            // And so with the default bounds.
            assert!(can_checkmate(&pos, player).can_mate(), "{fen}");
        }
    }

    #[test]
    fn the_search_with_the_opponents_pieces_still_finds_helpmates_the_others_miss() {
        // Mirror images of positions of CHA's kind: an army of bishops against one, bishops
        // behind locked pawns, a rook against a king and seven pawns. With the default budgets
        // the search for endings finds none, and the narrow search finds none even with as many
        // positions as the new one; with the opponent's pieces standing still unless they
        // capture, 12,000 positions find each. The first two were left undetermined by the
        // default search before it had this stage.
        let search = HelpmateSearch::DEFAULT;
        for (fen, player) in [
            ("2b1b1b1/3b1b1b/4b1b1/4kb2/2B5/1B1B1B2/2B1BPB1/3B1B1K b - - 0 1", Color::White),
            ("1B6/8/b7/8/8/1p1p1k2/1P1P4/K1B5 b - - 0 1", Color::White),
            ("7r/8/k1K5/8/2PP4/PPPP1P2/8/8 w - - 0 1", Color::Black),
        ] {
            // The army of bishops has more pieces than promotions can give: a position of
            // CHA's kind, loaded leniently as the vector is.
            let pos = Position::from_fen_lenient(fen).unwrap();
            assert_eq!(guided(&pos, player, search.guided_nodes, Style::Narrow), None, "{fen}");
            assert_eq!(ending(&pos, player, search.ending_work()), Ended::Spent, "{fen}");
            let line = pieces_still(&pos, player, search.guided_nodes).unwrap_or_else(|| panic!("{fen}: no helpmate"));
            assert!(Helpmate { player, moves: line }.verify(&pos), "{fen}");
            assert!(can_checkmate(&pos, player).can_mate(), "{fen}");
        }
    }

    #[test]
    fn the_opponents_pieces_move_only_to_take_unless_nothing_else_is_legal() {
        // Black to move against White: the king's and the pawn's moves and the bishop's capture
        // are followed, the bishop's other moves are not.
        let pos = Position::from_fen("4k3/4p3/8/8/2b5/3P4/8/4K3 b - - 0 1").unwrap();
        let kept = |uci: &str| {
            let m = pos.legal_moves().iter().copied().find(|m| m.uci() == uci).unwrap();
            keeps_pieces_still(&pos, m)
        };
        assert!(kept("e8d7") && kept("e7e5") && kept("c4d3"));
        assert!(!kept("c4b5") && !kept("c4e6"));
        // Black has only its king, which has no square, and a bishop that can take nothing: the
        // bishop's moves are followed all the same (1... Bg2 2. Re8# is a helpmate).
        let pos = Position::from_fen("k7/P7/1K6/8/8/8/8/4R2b b - - 0 1").unwrap();
        let line = pieces_still(&pos, Color::White, 100).expect("a helpmate");
        assert!(Helpmate { player: Color::White, moves: line }.verify(&pos));
    }

    #[test]
    fn a_best_first_search_tells_a_spent_budget_from_positions_run_out() {
        // Black's only move takes the last pawn: nothing is left to expand. From the initial
        // position a hundred units of work are spent long before.
        let bare = Position::from_fen("k7/P1K5/8/8/8/8/8/8 b - - 0 1").unwrap();
        assert_eq!(ending(&bare, Color::White, 1_000), Ended::Emptied);
        assert_eq!(ending(&Position::new(), Color::White, 100), Ended::Spent);
    }

    #[test]
    fn the_score_is_the_sum_square_by_square() {
        // Along random games from the initial position, from positions of CHA's kinds (armies
        // of bishops, locked pawns, a lone piece) and from one with 16 men of one colour, for
        // both players and both styles: the score as computed (distances from a table, the
        // style's terms only, no division) equals the score as first written.
        let mut next = crate::test_rng::xorshift(0x5C0_4E5);
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "3b1b1k/2b1bpb1/1b1b1b2/2b5/4KB2/4B1B1/3B1B1B/2B1B1B1 w - - 0 1",
            "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1",
            "8/1p1p1p1p/1P6/KP6/PP6/1P3P2/3P3P/k7 w - - 0 1",
            "7k/7p/8/8/8/8/5q2/4qqNK b - - 0 1",
            // The most men of one colour a position may have: 15 bishops and a king.
            "7k/8/8/8/8/8/BBBBBBBB/KBBBBBBB w - - 0 1",
        ];
        let mut compared = 0;
        for start in starts {
            for _ in 0..20 {
                let mut pos = Position::from_fen_lenient(start).unwrap();
                for _ in 0..120 {
                    for player in Color::ALL {
                        for style in [Style::Narrow, Style::Ending] {
                            let h = Heuristic { player, style };
                            assert_eq!(h.score(&pos), score_by_square(&h, &pos), "{}", pos.to_fen());
                            compared += 1;
                        }
                    }
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[(next() % moves.len() as u64) as usize];
                    pos.play_unchecked(m);
                }
            }
        }
        eprintln!("{compared} scores compared");
        assert!(compared > 20_000, "only {compared} scores compared");
    }

    /// The score as it was first written, square by square.
    fn score_by_square(h: &Heuristic, pos: &Position) -> u32 {
        let player = h.player;
        let board = pos.board();
        let (Some(their_king), Some(our_king)) = (board.king_of(!player), board.king_of(player)) else {
            return u32::MAX;
        };
        let ours_all = board.by_color(player);
        let theirs_all = board.by_color(!player);
        let kings = board.by_role(Role::King);
        let occupied = board.occupied().without(their_king);
        let flights = (king_attacks(their_king) - theirs_all)
            .filter(|&sq| !board.is_attacked(sq, player, occupied))
            .count() as u32;
        let pawns = board.by_role(Role::Pawn);
        let our_pieces = ours_all - kings - pawns;
        let our_pawns = ours_all & pawns;
        let bishops_only = our_pieces - board.by_role(Role::Bishop) == Bitboard::EMPTY;
        let corners: &[Square] =
            if bishops_only && our_pieces.any() && our_pieces - Bitboard::DARK_SQUARES == Bitboard::EMPTY {
                &[Square::A1, Square::H8]
            } else if bishops_only && our_pieces.any() && our_pieces - Bitboard::LIGHT_SQUARES == Bitboard::EMPTY {
                &[Square::A8, Square::H1]
            } else {
                &[Square::A1, Square::H8, Square::A8, Square::H1]
            };
        let manhattan = |a: Square, b: Square| {
            a.file().index().abs_diff(b.file().index()) + a.rank().index().abs_diff(b.rank().index())
        };
        let corner = corners.iter().map(|&c| manhattan(their_king, c)).min().unwrap_or(0);
        let theirs = theirs_all - kings;
        let blockers = theirs.count();
        let kings_term = if blockers >= 4 { 0 } else { our_king.distance(their_king).abs_diff(2) };
        let ours_near: u32 = our_pieces.map(|sq| sq.distance(their_king)).sum();
        let theirs_near: u32 = theirs.map(|sq| sq.distance(their_king).saturating_sub(1).min(3)).sum::<u32>();
        let check = u32::from(!(pos.turn() != player && pos.is_check()));
        let heavy = board.by_role(Role::Queen) | board.by_role(Role::Rook);
        let promote = if (our_pieces & heavy).is_empty() && our_pieces.count() < 2 {
            our_pawns.map(|sq| 7 - sq.rank().relative_to(player).index()).min().unwrap_or(0)
        } else {
            0
        };
        let corner_term = if blockers >= 4 { 0 } else { corner };
        // The opponent's king walking into the player's army.
        let army = if ours_all.count() >= 6 {
            let n = ours_all.count() as u32;
            let (f, r) = ours_all.fold((0u32, 0u32), |(f, r), sq| (f + sq.file().index(), r + sq.rank().index()));
            let (cf, cr) = (f / n, r / n);
            their_king.file().index().abs_diff(cf).max(their_king.rank().index().abs_diff(cr))
        } else {
            0
        };
        match h.style {
            Style::Narrow => {
                3 * flights
                    + 3 * check
                    + ours_near
                    + 2 * kings_term
                    + 3 * corner_term
                    + 2 * theirs_near
                    + 10 * army
                    + 4 * promote
            }
            Style::Ending => {
                let kings = our_king.distance(their_king).abs_diff(2);
                let theirs: u32 = theirs.map(|sq| sq.distance(their_king).saturating_sub(1)).sum();
                8 * flights + 4 * corner + 3 * kings + ours_near + theirs + check + 4 * promote
            }
        }
    }
}
