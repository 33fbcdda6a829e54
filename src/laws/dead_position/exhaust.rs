//! Following every series of legal moves: a breadth-first walk over all the positions that
//! can arise, each position once, that stops at positions a static argument already settles.
//!
//! When the walk ends without meeting a checkmate by the player, that player cannot mate:
//! every position that can arise has been seen, or lies beyond a position with a proof
//! (material, blockade) that holds for everything after it. When it meets one, the path to
//! it is the shortest helpmate. It gives up after a number of positions.

use rustc_hash::FxHashMap;

use super::material_reason;
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

/// The pawns and the material, which only pawn moves and captures change.
fn skeleton(board: &Board) -> (Bitboard, Bitboard, [u8; 12]) {
    let mut counts = [0u8; 12];
    for (sq, piece) in board.pieces() {
        let _ = sq;
        counts[piece.color.index() * 6 + piece.role.index()] += 1;
    }
    let pawns = board.by_role(Role::Pawn);
    (pawns & board.by_color(Color::White), pawns & board.by_color(Color::Black), counts)
}

/// Walks every position reachable from `pos` (at most `limit` of them), looking for a
/// checkmate by `player`; static proofs (with `structures` pawn structures at most) end a
/// branch.
pub(crate) fn walk(pos: &Position, player: Color, limit: usize, structures: usize) -> Walk {
    struct Node {
        pos: Position,
        parent: u32,
        mv: Option<Move>,
    }
    let mut nodes: Vec<Node> = vec![Node { pos: pos.clone(), parent: 0, mv: None }];
    let mut seen: FxHashMap<Key, ()> = FxHashMap::default();
    seen.insert(Key::of(pos), ());
    let mut next = 0;
    let mut failed: rustc_hash::FxHashSet<(Bitboard, Bitboard, [u8; 12])> = rustc_hash::FxHashSet::default();
    let skeleton_of_parent = |nodes: &[Node], index: usize| skeleton(nodes[nodes[index].parent as usize].pos.board());
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
        // A static proof settles everything after this position. The pawns and material
        // are the same as the parent's unless the last move was a pawn move or a capture;
        // a skeleton whose proof already failed is not tried again (skipping a proof is
        // always sound, it only follows more positions).
        let skeleton = skeleton(current.board());
        let changed = index == 0 || skeleton != skeleton_of_parent(&nodes, index);
        if changed && !failed.contains(&skeleton) {
            if material_reason(current.board(), player).is_some() {
                continue;
            }
            if structures > 0
                && current.board().by_role(Role::Pawn).count() <= structures
                && super::reach::prove(&current, player).is_some()
            {
                continue;
            }
            failed.insert(skeleton);
        }
        for &m in moves.iter() {
            let mut child = current.clone();
            child.play_unchecked(m);
            if seen.insert(Key::of(&child), ()).is_none() {
                if nodes.len() >= limit {
                    return Walk::GaveUp;
                }
                nodes.push(Node { pos: child, parent: index as u32, mv: Some(m) });
            }
        }
    }
    Walk::NoMate(nodes.len())
}
