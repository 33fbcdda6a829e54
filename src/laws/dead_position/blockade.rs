//! The blockade proof: every position that can still arise, over-approximated by its pawn
//! structure, and no checkmate by the player in any of them.
//!
//! An *abstract state* is a pawn structure — the exact squares of every pawn — together
//! with, for each colour and each kind of piece (knight, bishop, rook, queen, king), a set
//! of squares: every square where a piece of that kind and colour can stand while that
//! structure is on the board. Pieces are never obstacles in it (one that is gone only makes
//! more moves possible) and are never removed (a piece that may have been captured is
//! still counted as one that may be there): both only add positions.
//!
//! The analysis is a fixpoint over pawn structures. Within a structure every set is closed
//! under the piece's moves, the pawns being the only obstacles (a king never steps onto a
//! square an enemy pawn attacks). Every way a pawn structure can change is a transition:
//! a pawn pushed (one or two squares) to a square no pawn stands on, a pawn capturing an
//! enemy pawn or a square an enemy piece can stand on (en passant after a two-square
//! advance included), a piece capturing an enemy pawn it can attack (a king only a pawn no
//! other pawn protects), a promotion (a knight, bishop, rook and queen appear on the
//! square). The sets of a successor start from the parent's, minus the squares the pawns
//! now stand on.
//!
//! By induction over any series of legal moves, every position that arises has its pawn
//! structure among the states and each of its pieces on a square of its set. So when in
//! no state the opponent's king can stand on a square that the player can check, with each
//! neighbouring square blocked by one of its own men or covered by the player (the
//! player's king from a square at least two steps away), the player can never checkmate.

use std::collections::VecDeque;

use rustc_hash::FxHashMap;

use super::net::Net;
use crate::attacks::{self, knight_attacks};
use crate::{Bitboard, Color, MoveKind, Position, Rank, Role, Square};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// The squares pawns of `color` on `pawns` attack.
#[inline]
pub(crate) fn pawn_attacks_of(color: Color, pawns: Bitboard) -> Bitboard {
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & !FILE_A) << 7) | ((p & !FILE_H) << 9),
        Color::Black => ((p & !FILE_A) >> 9) | ((p & !FILE_H) >> 7),
    })
}

/// The squares next to any square of `set` (squares of the set included when next to
/// another one).
#[inline]
pub(crate) fn king_dilation(set: Bitboard) -> Bitboard {
    let b = set.0;
    let side = ((b & !FILE_A) >> 1) | ((b & !FILE_H) << 1);
    let row = side | b;
    Bitboard(side | (row << 8) | (row >> 8))
}

/// A successful proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Proof {
    /// Every square the opponent's king can ever stand on.
    pub king_region: Bitboard,
    /// The squares of that region where the player could ever give check.
    pub check_squares: Bitboard,
    /// How many pawn structures were considered (1: no pawn can ever move).
    pub structures: usize,
}

/// How a man moves: as a piece of a role, or — for the piece a pawn may become — as any
/// of the four a pawn may promote to (the moves of a queen and of a knight together).
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    Piece(Role),
    Promoted,
}

/// A man other than a pawn: the pieces on the board, then the pieces pawns may promote to.
#[derive(Copy, Clone)]
struct Unit {
    color: Color,
    kind: Kind,
}

struct State {
    /// For each unit, the squares it may stand on with this pawn structure.
    regions: Vec<Bitboard>,
    queued: bool,
}

/// Tries to prove that `player` can never checkmate, looking at no more than `limit`
/// pawn structures.
pub(crate) fn prove(pos: &Position, player: Color, limit: usize) -> Option<Proof> {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let start: [Bitboard; 2] = [pawns & board.by_color(Color::White), pawns & board.by_color(Color::Black)];
    let mut units = Vec::new();
    let mut regions = Vec::new();
    for (sq, piece) in board.pieces() {
        if piece.role != Role::Pawn {
            units.push(Unit { color: piece.color, kind: Kind::Piece(piece.role) });
            regions.push(Bitboard::from_square(sq));
        }
    }
    let mut analysis = Analysis {
        player,
        start,
        units,
        promoted: FxHashMap::default(),
        states: FxHashMap::default(),
        queue: VecDeque::new(),
        king_region: Bitboard::EMPTY,
        check_squares: Bitboard::EMPTY,
    };
    analysis.join(start, &regions);
    // An en passant capture possible now is the one transition the pawns alone do not show.
    if pos.ep_square().is_some() {
        for m in pos.legal_moves().iter().filter(|m| m.kind == MoveKind::EnPassant) {
            let us = pos.turn();
            let victim = Square::from_coords(m.to.file(), m.from.rank());
            let mut next = start;
            next[us.index()] = next[us.index()].without(m.from).with(m.to);
            next[(!us).index()] = next[(!us).index()].without(victim);
            let r = minus_pawns(&regions, next);
            analysis.join(next, &r);
        }
    }
    while let Some(key) = analysis.queue.pop_front() {
        if analysis.states.len() > limit {
            return None;
        }
        if !analysis.process(key) {
            return None;
        }
    }
    Some(Proof {
        king_region: analysis.king_region,
        check_squares: analysis.check_squares,
        structures: analysis.states.len(),
    })
}

fn minus_pawns(regions: &[Bitboard], pawns: [Bitboard; 2]) -> Vec<Bitboard> {
    let all = pawns[0] | pawns[1];
    regions.iter().map(|&r| r - all).collect()
}

struct Analysis {
    player: Color,
    /// The pawn structure of the position analysed: the only one in which every piece is
    /// known to be on the board (in later ones, any may have been captured on the way).
    start: [Bitboard; 2],
    units: Vec<Unit>,
    /// The unit a pawn of a colour becomes when it promotes leaving this many pawns of its
    /// colour: along any series of moves each promotion leaves a different number, so each
    /// promoted piece has a unit of its own.
    promoted: FxHashMap<(Color, usize), usize>,
    states: FxHashMap<[Bitboard; 2], State>,
    queue: VecDeque<[Bitboard; 2]>,
    king_region: Bitboard,
    check_squares: Bitboard,
}

impl Analysis {
    /// Adds the positions of `regions` to the state of `pawns`, queueing it when it grew.
    fn join(&mut self, pawns: [Bitboard; 2], regions: &[Bitboard]) {
        match self.states.get_mut(&pawns) {
            Some(state) => {
                let mut grew = false;
                if state.regions.len() < regions.len() {
                    state.regions.resize(regions.len(), Bitboard::EMPTY);
                }
                for (old, &new) in state.regions.iter_mut().zip(regions) {
                    let union = *old | new;
                    grew |= union != *old;
                    *old = union;
                }
                if grew && !state.queued {
                    state.queued = true;
                    self.queue.push_back(pawns);
                }
            }
            None => {
                self.states.insert(pawns, State { regions: regions.to_vec(), queued: true });
                self.queue.push_back(pawns);
            }
        }
    }

    /// Closes the state of `pawns` under the pieces' moves, checks that no checkmate by the
    /// player is possible in it, and joins its successors. False when a mate cannot be
    /// excluded.
    fn process(&mut self, pawns: [Bitboard; 2]) -> bool {
        let Some(state) = self.states.get_mut(&pawns) else { return true };
        state.queued = false;
        let all = pawns[0] | pawns[1];
        let pawn_attacks = [pawn_attacks_of(Color::White, pawns[0]), pawn_attacks_of(Color::Black, pawns[1])];
        let mut regions = std::mem::take(&mut state.regions);
        regions.resize(self.units.len(), Bitboard::EMPTY);
        let starts = regions.clone();
        let mut attacks = vec![Bitboard::EMPTY; regions.len()];
        for (i, unit) in self.units.iter().enumerate() {
            if unit.kind == Kind::Piece(Role::King) {
                let allowed = !all & !pawn_attacks[(!unit.color).index()];
                regions[i] = close_king(regions[i], allowed);
            } else {
                let (reach, att) = close_piece(unit.kind, regions[i], all);
                regions[i] = reach;
                attacks[i] = att;
            }
        }
        // A king that can stand on one square only in this structure is there in every
        // position of it: the other king never comes next to it (and, closed again without
        // those squares, may find itself shut in too).
        let frozen = self.frozen_kings(&regions);
        for (i, unit) in self.units.iter().enumerate() {
            if unit.kind == Kind::Piece(Role::King) {
                let enemy = frozen[(!unit.color).index()];
                if enemy.any() && !(regions[i] & king_dilation(enemy)).is_empty() {
                    let allowed = !all & !pawn_attacks[(!unit.color).index()] & !king_dilation(enemy);
                    // The king may start on a square an enemy pawn attacks (in check), never
                    // next to the other king.
                    regions[i] = close_king(starts[i] - king_dilation(enemy), allowed);
                }
                attacks[i] = king_dilation(regions[i]);
            }
        }
        if let Some(state) = self.states.get_mut(&pawns) {
            state.regions = regions.clone();
        }

        if !self.no_mate(pawns, &regions, &attacks, pawn_attacks) {
            return false;
        }
        let guarded =
            if pawns == self.start { self.guarded_by_fixed_pieces(&regions, &attacks) } else { [Bitboard::EMPTY; 2] };
        self.successors(pawns, &regions, &attacks, pawn_attacks, guarded);
        true
    }

    /// By colour, the squares that colour's *fixed* pieces attack in every position of the
    /// position's own pawn structure: a piece (not a king) that can stand on one square only
    /// in it (every move it has would land on a pawn, its own or — a capture — the
    /// opponent's, which changes the structure) and that no enemy piece can ever attack
    /// there. It is on the board from the start and never leaves it, so no enemy king
    /// captures a pawn it protects (a knight shut in by a locked chain guards the chain).
    fn guarded_by_fixed_pieces(&self, regions: &[Bitboard], attacks: &[Bitboard]) -> [Bitboard; 2] {
        let mut attacked_by = [Bitboard::EMPTY; 2];
        for (i, unit) in self.units.iter().enumerate() {
            attacked_by[unit.color.index()] |= attacks[i];
        }
        let mut guarded = [Bitboard::EMPTY; 2];
        for (i, unit) in self.units.iter().enumerate() {
            if unit.kind != Kind::Piece(Role::King)
                && regions[i].count() == 1
                && (regions[i] & attacked_by[(!unit.color).index()]).is_empty()
            {
                guarded[unit.color.index()] |= attacks[i];
            }
        }
        guarded
    }

    /// Whether no checkmate by the player is possible in this state.
    fn no_mate(
        &mut self,
        pawns: [Bitboard; 2],
        regions: &[Bitboard],
        attacks: &[Bitboard],
        pawn_attacks: [Bitboard; 2],
    ) -> bool {
        let w = self.player;
        let mut cover = pawn_attacks[w.index()];
        let mut our_king = Bitboard::EMPTY;
        let mut their_king = Bitboard::EMPTY;
        let mut blockers: Vec<Bitboard> = pawns[(!w).index()].map(Bitboard::from_square).collect();
        for (i, unit) in self.units.iter().enumerate() {
            match (unit.color == w, unit.kind == Kind::Piece(Role::King)) {
                (true, true) => our_king |= regions[i],
                (true, false) => cover |= attacks[i],
                (false, true) => their_king |= regions[i],
                (false, false) => {
                    if regions[i].any() {
                        blockers.push(regions[i]);
                    }
                }
            }
        }
        self.king_region |= their_king;
        let verdict = Net { their_king, cover, our_king, blockers: &blockers }.verdict();
        self.check_squares |= verdict.check_squares;
        !verdict.mate_possible
    }

    /// By colour, the square of that colour's king when its region is that one square (empty
    /// otherwise): the king stands there in every position of the structure.
    fn frozen_kings(&self, regions: &[Bitboard]) -> [Bitboard; 2] {
        let mut frozen = [Bitboard::EMPTY; 2];
        for (i, unit) in self.units.iter().enumerate() {
            if unit.kind == Kind::Piece(Role::King) && regions[i].count() == 1 {
                frozen[unit.color.index()] = regions[i];
            }
        }
        frozen
    }

    fn successors(
        &mut self,
        pawns: [Bitboard; 2],
        regions: &[Bitboard],
        attacks: &[Bitboard],
        pawn_attacks: [Bitboard; 2],
        guarded: [Bitboard; 2],
    ) {
        // A square a frozen king stands on is as closed to a pawn as one a pawn stands on, and
        // a man next to a frozen king is protected by it.
        let frozen = self.frozen_kings(regions);
        let all = pawns[0] | pawns[1] | frozen[0] | frozen[1];
        let mut pieces_of = [Bitboard::EMPTY; 2];
        for (i, unit) in self.units.iter().enumerate() {
            if unit.kind != Kind::Piece(Role::King) {
                pieces_of[unit.color.index()] |= regions[i];
            }
        }
        for color in Color::ALL {
            let c = color.index();
            let o = (!color).index();
            let enemy_pieces = pieces_of[o];
            let last = Rank::Eighth.relative_to(color);
            let second = Rank::Second.relative_to(color);
            let up: i32 = if color == Color::White { 1 } else { -1 };
            for s in pawns[c] {
                let Some(f) = s.offset(0, up) else { continue };
                if !all.contains(f) {
                    self.pawn_to(color, pawns, regions, s, f, None, last);
                    if s.rank() == second
                        && let Some(f2) = f.offset(0, up)
                        && !all.contains(f2)
                    {
                        self.pawn_to(color, pawns, regions, s, f2, None, last);
                        // En passant, right after the double step.
                        for side in [-1, 1] {
                            if let Some(e) = f2.offset(side, 0)
                                && pawns[o].contains(e)
                            {
                                let mut next = pawns;
                                next[c] = next[c].without(s);
                                next[o] = next[o].without(e).with(f);
                                let r = minus_pawns(regions, next);
                                self.join(next, &r);
                            }
                        }
                    }
                }
                for t in attacks::pawn_attacks(color, s) {
                    if pawns[o].contains(t) {
                        self.pawn_to(color, pawns, regions, s, t, Some(t), last);
                    } else if enemy_pieces.contains(t) {
                        self.pawn_to(color, pawns, regions, s, t, None, last);
                    }
                }
            }
        }
        // Pieces capturing enemy pawns (the units known when the state was closed).
        for i in 0..attacks.len() {
            let unit = self.units[i];
            let o = (!unit.color).index();
            let targets = if unit.kind == Kind::Piece(Role::King) {
                attacks[i] & pawns[o] & !pawn_attacks[o] & !king_dilation(frozen[o]) & !guarded[o]
            } else {
                attacks[i] & pawns[o]
            };
            for t in targets {
                let mut next = pawns;
                next[o] = next[o].without(t);
                let mut r = minus_pawns(regions, next);
                r[i] = r[i].with(t);
                self.join(next, &r);
            }
        }
    }

    /// A pawn of `color` moves from `from` to `to`, capturing the enemy pawn on `captured`
    /// if any; on the last rank it becomes any piece.
    #[allow(clippy::too_many_arguments)]
    fn pawn_to(
        &mut self,
        color: Color,
        pawns: [Bitboard; 2],
        regions: &[Bitboard],
        from: Square,
        to: Square,
        captured: Option<Square>,
        last: Rank,
    ) {
        let c = color.index();
        let mut next = pawns;
        next[c] = next[c].without(from);
        if let Some(t) = captured {
            next[(!color).index()] = next[(!color).index()].without(t);
        }
        if to.rank() == last {
            let mut r = minus_pawns(regions, next);
            let key = (color, next[c].count());
            let unit = match self.promoted.get(&key) {
                Some(&u) => u,
                None => {
                    self.units.push(Unit { color, kind: Kind::Promoted });
                    self.promoted.insert(key, self.units.len() - 1);
                    self.units.len() - 1
                }
            };
            if r.len() <= unit {
                r.resize(unit + 1, Bitboard::EMPTY);
            }
            r[unit] = r[unit].with(to);
            self.join(next, &r);
        } else {
            next[c] = next[c].with(to);
            let r = minus_pawns(regions, next);
            self.join(next, &r);
        }
    }
}

/// The squares a king can reach from `start` stepping onto `allowed` squares (`start`
/// itself included, allowed or not: the king may stand there in check).
pub(crate) fn close_king(start: Bitboard, allowed: Bitboard) -> Bitboard {
    let mut region = start;
    loop {
        let next = region | (king_dilation(region) & allowed);
        if next == region {
            return region;
        }
        region = next;
    }
}

/// The squares a piece of `kind` can reach from `start` with only the men on `pawns` as
/// obstacles, and the squares it attacks from them.
///
/// Computed a whole set at a time (the moves of every square of the set at once, by
/// shifts), which gives exactly what following the squares one by one gives
/// ([`close_piece_square_by_square`], the tests hold the two together).
pub(crate) fn close_piece(kind: Kind, start: Bitboard, pawns: Bitboard) -> (Bitboard, Bitboard) {
    let (lines, diagonals, knight) = match kind {
        Kind::Piece(Role::Knight) => (false, false, true),
        Kind::Piece(Role::Bishop) => (false, true, false),
        Kind::Piece(Role::Rook) => (true, false, false),
        Kind::Piece(Role::Queen) => (true, true, false),
        Kind::Promoted => (true, true, true),
        // Kings and pawns are not closed here; the general path serves any caller.
        Kind::Piece(_) => return close_piece_square_by_square(kind, start, pawns),
    };
    let empty = !pawns.0;
    let mut reach = start.0;
    loop {
        let mut attacked = 0;
        if lines {
            attacked |= slide_attacks(reach, empty, &LINE_STEPS);
        }
        if diagonals {
            attacked |= slide_attacks(reach, empty, &DIAGONAL_STEPS);
        }
        if knight {
            attacked |= knight_attacks_of(reach);
        }
        let next = reach | (attacked & empty);
        if next == reach {
            return (Bitboard(reach), Bitboard(attacked));
        }
        reach = next;
    }
}

/// A one-square step on a bitboard: the shift and the files a square may not start from
/// (so that the step does not wrap around the board's edge).
type Step = (i32, u64);

const LINE_STEPS: [Step; 4] = [(8, 0), (-8, 0), (1, FILE_H), (-1, FILE_A)];
const DIAGONAL_STEPS: [Step; 4] = [(9, FILE_H), (7, FILE_A), (-7, FILE_H), (-9, FILE_A)];

#[inline]
fn step(set: u64, (shift, edge): Step) -> u64 {
    let set = set & !edge;
    if shift > 0 { set << shift } else { set >> -shift }
}

/// The squares a line piece on each square of `from` attacks along `steps`, sliding over
/// the `empty` squares (the first square that is not empty attacked, not passed).
#[inline]
fn slide_attacks(from: u64, empty: u64, steps: &[Step; 4]) -> u64 {
    let mut attacked = 0;
    for &dir in steps {
        let mut ray = step(from, dir);
        let mut all = ray;
        while ray != 0 {
            ray = step(ray & empty, dir);
            all |= ray;
        }
        attacked |= all;
    }
    attacked
}

/// The squares a knight on any square of `from` attacks.
#[inline]
fn knight_attacks_of(from: u64) -> u64 {
    const FILE_B: u64 = FILE_A << 1;
    const FILE_G: u64 = FILE_A << 6;
    let ab = FILE_A | FILE_B;
    let gh = FILE_G | FILE_H;
    step(from, (17, FILE_H))
        | step(from, (15, FILE_A))
        | step(from, (10, gh))
        | step(from, (6, ab))
        | step(from, (-6, gh))
        | step(from, (-10, ab))
        | step(from, (-15, FILE_H))
        | step(from, (-17, FILE_A))
}

/// [`close_piece`] following the squares one by one.
pub(crate) fn close_piece_square_by_square(kind: Kind, start: Bitboard, pawns: Bitboard) -> (Bitboard, Bitboard) {
    if start.is_empty() {
        return (Bitboard::EMPTY, Bitboard::EMPTY);
    }
    let mut reach = start;
    let mut frontier = start;
    let mut attacked = Bitboard::EMPTY;
    while let Some(sq) = frontier.pop_first() {
        let targets = match kind {
            Kind::Piece(Role::Knight) => knight_attacks(sq),
            Kind::Piece(role) => attacks::attacks(Color::White, role, sq, pawns),
            Kind::Promoted => attacks::queen_attacks(sq, pawns) | knight_attacks(sq),
        };
        attacked |= targets;
        let new = targets - pawns - reach;
        reach |= new;
        frontier |= new;
    }
    (reach, attacked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::king_attacks;

    #[test]
    fn pawn_attack_sets_do_not_wrap() {
        let a2 = Bitboard::from_square(Square::A2);
        assert_eq!(pawn_attacks_of(Color::White, a2), Bitboard::from_square(Square::B3));
        let h7 = Bitboard::from_square(Square::H7);
        assert_eq!(pawn_attacks_of(Color::Black, h7), Bitboard::from_square(Square::G6));
        for sq in Square::ALL {
            let one = Bitboard::from_square(sq);
            for color in Color::ALL {
                assert_eq!(pawn_attacks_of(color, one), attacks::pawn_attacks(color, sq), "{sq} {color:?}");
            }
            assert_eq!(king_dilation(one), king_attacks(sq), "{sq}");
            let two = one | king_attacks(sq).first().map_or(Bitboard::EMPTY, Bitboard::from_square);
            assert_eq!(king_dilation(two), two.fold(Bitboard::EMPTY, |acc, s| acc | king_attacks(s)), "{sq}");
        }
    }

    #[test]
    fn closing_a_set_at_once_is_closing_it_square_by_square() {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15u64);
        let kinds = [
            Kind::Piece(Role::Knight),
            Kind::Piece(Role::Bishop),
            Kind::Piece(Role::Rook),
            Kind::Piece(Role::Queen),
            Kind::Promoted,
        ];
        for round in 0..20_000 {
            // Obstacles from dense to sparse, and starts of one square or several.
            let pawns = Bitboard(next() & next() & if round % 2 == 0 { next() } else { u64::MAX });
            let start = if round % 3 == 0 {
                Bitboard(next() & next() & next() & next()) - pawns
            } else {
                Bitboard::from_square(Square::ALL[(next() % 64) as usize]) - pawns
            };
            for kind in kinds {
                assert_eq!(
                    close_piece(kind, start, pawns),
                    close_piece_square_by_square(kind, start, pawns),
                    "{:#x} {:#x}",
                    start.0,
                    pawns.0
                );
            }
        }
    }

    #[test]
    fn a_locked_wall_is_one_structure() {
        let pos = Position::from_fen("4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1").unwrap();
        let proof = prove(&pos, Color::White, 10).expect("dead");
        assert_eq!(proof.structures, 1);
        assert!(proof.check_squares.is_empty());
    }

    #[test]
    fn pawns_that_can_still_move_into_a_lock_are_followed() {
        // White's d- and h-pawns can move, Black's d-pawn too, the white king can take d5:
        // whatever happens, no white pawn reaches the seventh rank and the black king stays
        // on the eighth.
        let pos = Position::from_fen("3k4/1p1p1p1p/1P1P1P1P/3p4/8/8/3P3P/4K3 w - - 0 1").unwrap();
        let proof = prove(&pos, Color::White, 1000).expect("White cannot mate");
        assert!(proof.structures > 1);
        assert!(prove(&pos, Color::Black, 1000).is_some());
    }

    #[test]
    fn a_knight_shut_in_by_a_locked_chain_guards_it_from_the_enemy_king() {
        // Each knight's every move lands on a pawn of its own chain, and nothing can reach
        // it: the white one guards c3, c5, b6 and b2 from the black king, the black one c4,
        // b3 and b7 from the white king, so no king ever breaks the chain and neither side
        // can mate (one pawn structure). Counting the kings' captures of those pawns, the
        // search grew past any limit (CHA's test vector: `--`).
        let pos = Position::from_fen("k7/1p6/1Pp5/n1P5/N1p5/1pP5/1P6/K1B5 w - - 0 1").unwrap();
        let proof = prove(&pos, Color::White, 1000).expect("White cannot mate");
        assert_eq!(proof.structures, 1);
        assert_eq!(prove(&pos, Color::Black, 1000).expect("Black cannot mate").structures, 1);
        // Without the white knight to guard them the black king takes the pawns: no proof.
        let open = Position::from_fen("k7/1p6/1Pp5/n1P5/2p5/1pP5/1P6/K1B5 w - - 0 1").unwrap();
        assert!(prove(&open, Color::Black, 1000).is_none_or(|p| p.structures > 1));
    }

    #[test]
    fn a_free_pawn_that_promotes_defeats_the_proof() {
        let pos = Position::from_fen("8/8/1k6/p1p1p1p1/P1P1P1P1/7P/3K4/8 w - - 0 1").unwrap();
        assert!(prove(&pos, Color::White, 1000).is_none());
    }
}
