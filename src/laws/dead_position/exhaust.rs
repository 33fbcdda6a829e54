//! Following every series of legal moves: a breadth-first walk over all the positions that
//! can arise, each position once, that stops at positions a static argument already settles.
//!
//! When the walk ends without meeting a checkmate by the player, that player cannot mate:
//! every position that can arise has been seen, or lies beyond a position with a proof
//! (material, blockade) that holds for everything after it. When it meets one, the path to
//! it is the shortest helpmate. It gives up after a number of positions.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::{Bitboard, Board, CastlingRights, Color, Move, Position, Role, Square};

/// What following every series of moves showed.
pub(crate) enum Walk {
    /// A checkmate by the player is reached by this line (the shortest).
    Mate(Vec<Move>),
    /// No position that can arise is a checkmate by the player; this many were visited.
    NoMate(usize),
    /// Too many positions.
    GaveUp,
}

/// A position as the walk tells positions apart (the counters left out).
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep: Option<Square>,
}

impl Key {
    pub(crate) fn of(pos: &Position) -> Key {
        Key { board: pos.board().clone(), turn: pos.turn(), castling: pos.castling_rights(), ep: pos.ep_square() }
    }
}

/// The pawns of each colour and the count of each kind of man: what only a pawn move or a
/// capture changes.
type Skeleton = (Bitboard, Bitboard, [u8; 12]);

fn skeleton(board: &Board) -> Skeleton {
    let mut counts = [0u8; 12];
    for (_, piece) in board.pieces() {
        counts[piece.color.index() * 6 + piece.role.index()] += 1;
    }
    let pawns = board.by_role(Role::Pawn);
    (pawns & board.by_color(Color::White), pawns & board.by_color(Color::Black), counts)
}

/// Walks every position reachable from `pos` (at most `limit` of them), looking for a
/// checkmate by `player`; the static proofs (with `structures` pawn structures at most) end a
/// branch.
///
/// The static proofs are tried at every position the walk meets, except where they are
/// known to fail: after a quiet piece move from a position where they failed in a way that
/// lasts (the argument of [`super::StaticMemo`]), they fail again, and are skipped.
pub(crate) fn walk(pos: &Position, player: Color, limit: usize, structures: usize) -> Walk {
    struct Node {
        pos: Position,
        parent: u32,
        mv: Option<Move>,
        /// The static proofs are known to fail here (skipped after a quiet piece move).
        fails: bool,
    }
    let mut nodes: Vec<Node> = vec![Node { pos: pos.clone(), parent: 0, mv: None, fails: false }];
    let mut seen: FxHashMap<Key, ()> = FxHashMap::default();
    seen.insert(Key::of(pos), ());
    // The proofs' outcome hardly depends on where the pieces stand within the squares they
    // can reach: a failure is remembered by the pawns, the material, whether the side to
    // move is in check and whether an en passant capture may follow, and the proofs are not
    // tried again there (skipping a proof only means following more positions).
    let mut failed: FxHashSet<(Skeleton, bool, bool)> = FxHashSet::default();
    // The proofs cost tens of microseconds where the pawns are nearly locked: at most one
    // attempt for every 32 positions the walk may follow, so that the walk's cost stays
    // bounded by its positions.
    let mut attempts_left = limit / 32 + 1;
    let mut settled_by_proof = |p: &Position| -> Result<(), bool> {
        let key = (skeleton(p.board()), p.is_check(), p.ep_square().is_some());
        if failed.contains(&key) || attempts_left == 0 {
            return Err(true);
        }
        attempts_left -= 1;
        match super::static_attempt(p, player, structures) {
            Ok(_) => Ok(()),
            Err(super::Lasting(lasting)) => {
                failed.insert(key);
                Err(lasting)
            }
        }
    };
    match settled_by_proof(pos) {
        Ok(()) => return Walk::NoMate(1),
        Err(lasting) => nodes[0].fails = lasting,
    }
    let mut next = 0;
    while next < nodes.len() {
        let index = next;
        next += 1;
        let current = nodes[index].pos.clone();
        let moves = current.legal_moves();
        if moves.is_empty() {
            if current.turn() != player && current.is_check() {
                return Walk::Mate(super::line_to(index, |i| (nodes[i].parent as usize, nodes[i].mv)));
            }
            continue;
        }
        let fails = nodes[index].fails;
        for &m in moves.iter() {
            let mut child = current.clone();
            child.play_unchecked(m);
            if seen.insert(Key::of(&child), ()).is_some() {
                continue;
            }
            // A position a proof settles needs no following; a checkmate is still met.
            let child_fails = if fails && super::is_quiet_piece_move(&current, m) {
                true
            } else if child.is_check() && child.legal_moves().is_empty() {
                false
            } else {
                match settled_by_proof(&child) {
                    Ok(()) => continue,
                    Err(lasting) => lasting,
                }
            };
            if nodes.len() >= limit {
                return Walk::GaveUp;
            }
            nodes.push(Node { pos: child, parent: index as u32, mv: Some(m), fails: child_fails });
        }
    }
    Walk::NoMate(nodes.len())
}
