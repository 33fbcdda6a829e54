//! Legal move generation with bitboards: which moves are legal (Article 3.10.1).
//!
//! The fast path of the two described in `docs/architecture.md`: it answers *which* moves
//! are legal; [`adjudicate`](crate::adjudicate) answers *why* another is not. Tests hold the
//! two to the same verdict on every from/to pair of many positions.
//!
//! Pins and checks are computed once per position: a piece pinned to its king moves only
//! along the pin line, and in check every move must capture the checker or block its line
//! (Article 3.9.2); the king steps only to squares the opponent does not attack, judged with
//! the king lifted off the board so that it cannot hide behind itself from a line piece.

use crate::attacks::{
    between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, knight_attacks_of, line, pawn_attacks,
    rook_attacks, rook_rays,
};
use crate::{Bitboard, CastlingSide, Color, Move, MoveKind, MoveList, Position, Rank, Role, Square};

/// Where generated moves go: a [`MoveList`] (every move, in the order of generation), or a
/// [`MoveCount`] (how many — perft's bulk counting, where the sets of squares of arrival
/// are counted without producing a move each).
pub(crate) trait MoveSink {
    /// One move.
    fn push(&mut self, m: Move);

    /// The ordinary moves of the piece on `from` to each square of `to`, lowest first.
    #[inline]
    fn push_normal(&mut self, from: Square, to: Bitboard) {
        for to in to {
            self.push(Move::new(from, to, MoveKind::Normal));
        }
    }

    /// The single-square advances of `us`'s pawns onto `to`, each from the square behind
    /// it, lowest first; a pawn reaching the last rank promotes (Article 3.7.3.3).
    #[inline]
    fn push_pawn_advances(&mut self, us: Color, to: Bitboard) {
        let down: i32 = if us == Color::White { -8 } else { 8 };
        for to in to {
            push_pawn_move(self, Square::from_index_unchecked((to.index() as i32 + down) as u32), to, us);
        }
    }

    /// The captures of `us`'s pawns on `pawns` onto the squares of `victims`, pawn by pawn
    /// from the lowest, each pawn's lowest capture first.
    #[inline]
    fn push_pawn_captures(&mut self, us: Color, pawns: Bitboard, victims: Bitboard) {
        for from in pawns {
            for to in pawn_attacks(us, from) & victims {
                push_pawn_move(self, from, to, us);
            }
        }
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, m: Move) {
        MoveList::push(self, m);
    }

    #[inline]
    fn push_normal(&mut self, from: Square, to: Bitboard) {
        MoveList::push_normal(self, from, to);
    }
}

/// A count of legal moves, for perft's bulk counting.
#[derive(Default)]
pub(crate) struct MoveCount(pub(crate) u64);

impl MoveSink for MoveCount {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }

    #[inline]
    fn push_normal(&mut self, _: Square, to: Bitboard) {
        self.0 += to.count() as u64;
    }

    #[inline]
    fn push_pawn_advances(&mut self, _: Color, to: Bitboard) {
        // Four choices of piece on the last rank.
        self.0 += to.count() as u64 + 3 * (to & Bitboard::BACKRANKS).count() as u64;
    }

    #[inline]
    fn push_pawn_captures(&mut self, us: Color, pawns: Bitboard, victims: Bitboard) {
        let (west, east) = pawn_capture_sets(us, pawns);
        for to in [west & victims, east & victims] {
            self.0 += to.count() as u64 + 3 * (to & Bitboard::BACKRANKS).count() as u64;
        }
    }
}

/// Every square but those of the a-file.
const NOT_A: u64 = !0x0101_0101_0101_0101;
/// Every square but those of the h-file.
const NOT_H: u64 = !0x8080_8080_8080_8080;

/// The squares `us`'s pawns on `pawns` attack towards the a-file and towards the h-file.
#[inline]
fn pawn_capture_sets(us: Color, pawns: Bitboard) -> (Bitboard, Bitboard) {
    let p = pawns.0;
    match us {
        Color::White => (Bitboard((p & NOT_A) << 7), Bitboard((p & NOT_H) << 9)),
        Color::Black => (Bitboard((p & NOT_A) >> 9), Bitboard((p & NOT_H) >> 7)),
    }
}

/// The squares from which a pawn of `us` would capture on a square of `victims`.
#[inline]
fn pawn_capturers(us: Color, victims: Bitboard) -> Bitboard {
    let v = victims.0;
    match us {
        Color::White => Bitboard(((v >> 7) & NOT_A) | ((v >> 9) & NOT_H)),
        Color::Black => Bitboard(((v << 9) & NOT_A) | ((v << 7) & NOT_H)),
    }
}

/// Every legal move of `pos`, into `sink`.
///
/// Everything that writes into the sink is inlined into the one caller of each kind
/// ([`Position::legal_moves_into`], [`Position::perft`]), so that the sink's counter or
/// length stays in a register.
#[inline(always)]
pub(crate) fn generate<S: MoveSink>(pos: &Position, list: &mut S) {
    let board = pos.board();
    let us = pos.turn();
    let them = !us;
    let ours = board.by_color(us);
    let occupied = board.occupied();

    let Some(king) = pos.our_king() else {
        // A leniently loaded position without exactly one king of the side to move: no
        // check can be judged, so every move that follows the pieces' patterns counts.
        generate_without_king(pos, list);
        return;
    };

    let (checkers, pinned) = checkers_and_pinned(board, us, king);

    // Article 3.8.1 with 3.9.2: the king steps to an adjoining square the opponent does
    // not attack.
    list.push_normal(king, king_steps(board, king, them));

    if checkers.more_than_one() {
        // Double check: only the king can move.
        return;
    }

    // The squares a piece other than the king may move to: in check, capture the checker
    // or block its line.
    let target = match checkers.first() {
        Some(checker) => between(king, checker).with(checker),
        None => !ours,
    } & !ours;

    // Knights (Article 3.6): a pinned knight can never move.
    for from in board.by_role(Role::Knight) & ours & !pinned {
        push_all(list, from, knight_attacks(from) & target);
    }

    // Bishops, rooks, queens (Articles 3.2–3.5).
    for from in board.bishops_and_queens() & ours {
        let mut to = bishop_attacks(from, occupied) & target;
        if pinned.contains(from) {
            to &= line(king, from);
        }
        push_all(list, from, to);
    }
    for from in board.rooks_and_queens() & ours {
        let mut to = rook_attacks(from, occupied) & target;
        if pinned.contains(from) {
            to &= line(king, from);
        }
        push_all(list, from, to);
    }

    generate_pawn_moves(pos, list, king, target, pinned);

    if checkers.is_empty() {
        generate_castling(pos, list, king);
    }
}

#[inline(always)]
fn push_all<S: MoveSink>(list: &mut S, from: Square, to: Bitboard) {
    list.push_normal(from, to);
}

/// The adjoining squares the king on `king` may step to: not held by its own pieces, not
/// attacked by `them`. Attacks are judged with the king lifted off the board, so that it
/// cannot hide behind itself from a line piece. The leapers' attacks are taken off set by
/// set, then each line piece's, looked up with the king lifted.
///
/// Written for the processor's branch predictor more than for the fewest instructions:
/// the knights' attacks come from shifts of their whole set rather than a loop over them,
/// and every line piece's attacks are looked up rather than only those whose lines cross a
/// square still left (the test to skip a lookup mispredicted more than the lookup cost).
#[inline(always)]
pub(crate) fn king_steps(board: &crate::Board, king: Square, them: Color) -> Bitboard {
    let mut steps = king_attacks(king) & !board.by_color(!them);
    if steps.is_empty() {
        return steps;
    }
    let theirs = board.by_color(them);
    let (west, east) = pawn_capture_sets(them, board.by_role(Role::Pawn) & theirs);
    steps = steps - west - east - knight_attacks_of(board.by_role(Role::Knight) & theirs);
    for sq in board.by_role(Role::King) & theirs {
        steps = steps - king_attacks(sq);
    }
    if steps.is_empty() {
        return steps;
    }
    let occupied = board.occupied().without(king);
    for sq in board.rooks_and_queens() & theirs {
        steps = steps - rook_attacks(sq, occupied);
    }
    for sq in board.bishops_and_queens() & theirs {
        steps = steps - bishop_attacks(sq, occupied);
    }
    steps
}

/// The opponent's pieces giving check to our king on `king` (Article 3.9.1), and our pieces
/// pinned to it: those standing alone between it and an opponent's line piece. Both come
/// from the same walk over the line pieces that share a line with the king: nothing
/// between them is a check, one piece of ours between them is pinned.
#[inline(always)]
fn checkers_and_pinned(board: &crate::Board, us: Color, king: Square) -> (Bitboard, Bitboard) {
    let theirs = board.by_color(!us);
    let occupied = board.occupied();
    let mut checkers = ((knight_attacks(king) & board.by_role(Role::Knight))
        | (pawn_attacks(us, king) & board.by_role(Role::Pawn))
        | (king_attacks(king) & board.by_role(Role::King)))
        & theirs;
    let snipers =
        ((rook_rays(king) & board.rooks_and_queens()) | (bishop_rays(king) & board.bishops_and_queens())) & theirs;
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = between(king, sniper) & occupied;
        if blockers.is_empty() {
            checkers.add(sniper);
        } else if !blockers.more_than_one() {
            pinned |= blockers & board.by_color(us);
        }
    }
    (checkers, pinned)
}

#[inline(always)]
fn push_pawn_move<S: MoveSink + ?Sized>(list: &mut S, from: Square, to: Square, us: Color) {
    if to.rank() == Rank::Eighth.relative_to(us) {
        // Article 3.7.3.3: a queen, rook, bishop or knight, the player's choice.
        for role in Role::PROMOTIONS {
            list.push(Move::new(from, to, MoveKind::Promotion(role)));
        }
    } else {
        list.push(Move::new(from, to, MoveKind::Normal));
    }
}

/// Article 3.7: pushes, double steps, captures, en passant, promotion.
#[inline(always)]
fn generate_pawn_moves<S: MoveSink>(pos: &Position, list: &mut S, king: Square, target: Bitboard, pinned: Bitboard) {
    let board = pos.board();
    let us = pos.turn();
    let them = !us;
    let pawns = board.by_role(Role::Pawn) & board.by_color(us);
    let empty = !board.occupied();
    let theirs = board.by_color(them);
    let down: i32 = if us == Color::White { -8 } else { 8 };
    let third = Bitboard::from_rank(Rank::Third.relative_to(us));

    let free = pawns & !pinned;
    // Unpinned pawns, set-wise.
    let single = free.shift_forward(us) & empty;
    list.push_pawn_advances(us, single & target);
    let double = (single & third).shift_forward(us) & empty & target;
    for to in double {
        let from = Square::from_index_unchecked((to.index() as i32 + 2 * down) as u32);
        list.push(Move::new(from, to, MoveKind::DoubleStep));
    }
    // Only the pawns with something to capture: the victims seen from behind.
    let victims = theirs & target;
    let capturers = free & pawn_capturers(us, victims);
    list.push_pawn_captures(us, capturers, victims);

    // Pinned pawns, one by one, along their pin line.
    for from in pawns & pinned {
        let pin = line(king, from);
        let Some(one) = from.offset(0, if us == Color::White { 1 } else { -1 }) else {
            continue;
        };
        if empty.contains(one) {
            if (target & pin).contains(one) {
                push_pawn_move(list, from, one, us);
            }
            if from.rank() == Rank::Second.relative_to(us) {
                let two = Square::from_index_unchecked((one.index() as i32 - down) as u32);
                if empty.contains(two) && (target & pin).contains(two) {
                    list.push(Move::new(from, two, MoveKind::DoubleStep));
                }
            }
        }
        for to in pawn_attacks(us, from) & theirs & target & pin {
            push_pawn_move(list, from, to, us);
        }
    }

    // Articles 3.7.3.1–2: en passant, verified by playing it on the occupancy — this also
    // catches the pin along the rank through both pawns.
    if let Some(ep) = valid_ep_target(pos) {
        let victim = Square::from_index_unchecked((ep.index() as i32 + down) as u32);
        for from in pawn_attacks(them, ep) & pawns {
            let occupied = (board.occupied().without(from).without(victim)).with(ep);
            if board.attackers_to(king, them, occupied).is_empty() {
                list.push(Move::new(from, ep, MoveKind::EnPassant));
            }
        }
    }
}

/// The recorded en passant square when it has the shape of one: on the sixth rank (from
/// the mover's side), empty, with an opponent's pawn just in front of it.
pub(crate) fn valid_ep_target(pos: &Position) -> Option<Square> {
    let ep = pos.ep_square()?;
    let us = pos.turn();
    if ep.rank() != Rank::Sixth.relative_to(us) || pos.board().occupied().contains(ep) {
        return None;
    }
    let victim = ep.offset(0, if us == Color::White { -1 } else { 1 })?;
    let pawn = crate::Piece::new(!us, Role::Pawn);
    pos.board().by_piece(pawn).contains(victim).then_some(ep)
}

/// Article 3.8.2: castling, when the right is kept, the squares between king and rook are
/// empty, and neither the king's square, the square it crosses nor its destination is
/// attacked. The rook may cross an attacked square.
#[inline(always)]
fn generate_castling<S: MoveSink>(pos: &Position, list: &mut S, king: Square) {
    let board = pos.board();
    let us = pos.turn();
    if king != CastlingSide::king_from(us) || !pos.castling_rights().has_any(us) {
        return;
    }
    for side in CastlingSide::ALL {
        if !pos.castling_rights().has(us, side) {
            continue;
        }
        let rook_from = side.rook_from(us);
        if !board.by_piece(crate::Piece::new(us, Role::Rook)).contains(rook_from) {
            continue;
        }
        if (between(king, rook_from) & board.occupied()).any() {
            continue;
        }
        let king_to = side.king_to(us);
        let path = between(king, king_to).with(king_to);
        if path.into_iter().all(|sq| !board.is_attacked(sq, !us, board.occupied())) {
            list.push(Move::new(king, king_to, MoveKind::Castle(side)));
        }
    }
}

/// Moves by the pieces' patterns alone, for positions without a single king of the side
/// to move.
#[inline(always)]
fn generate_without_king<S: MoveSink>(pos: &Position, list: &mut S) {
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    let occupied = board.occupied();
    for from in ours {
        let Some(role) = board.role_at(from) else {
            continue;
        };
        let to = match role {
            Role::Pawn => continue,
            Role::Knight => knight_attacks(from),
            Role::Bishop => bishop_attacks(from, occupied),
            Role::Rook => rook_attacks(from, occupied),
            Role::Queen => bishop_attacks(from, occupied) | rook_attacks(from, occupied),
            Role::King => king_attacks(from),
        } & !ours;
        push_all(list, from, to);
    }
    generate_pawn_moves_without_king(pos, list);
}

#[inline(always)]
fn generate_pawn_moves_without_king<S: MoveSink>(pos: &Position, list: &mut S) {
    let board = pos.board();
    let us = pos.turn();
    let theirs = board.by_color(!us);
    let empty = !board.occupied();
    let dir = if us == Color::White { 1 } else { -1 };
    for from in board.by_role(Role::Pawn) & board.by_color(us) {
        if let Some(one) = from.offset(0, dir)
            && empty.contains(one)
        {
            push_pawn_move(list, from, one, us);
            if from.rank() == Rank::Second.relative_to(us)
                && let Some(two) = one.offset(0, dir)
                && empty.contains(two)
            {
                list.push(Move::new(from, two, MoveKind::DoubleStep));
            }
        }
        for to in pawn_attacks(us, from) & theirs {
            push_pawn_move(list, from, to, us);
        }
        if let Some(ep) = valid_ep_target(pos)
            && pawn_attacks(us, from).contains(ep)
        {
            list.push(Move::new(from, ep, MoveKind::EnPassant));
        }
    }
}
