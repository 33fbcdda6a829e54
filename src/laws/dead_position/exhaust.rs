//! Following every series of legal moves: a breadth-first walk over all the positions that
//! can arise, each position once, that stops at positions a static argument already settles.
//!
//! When the walk ends without meeting a checkmate by the player, that player cannot mate:
//! every position that can arise has been seen, or lies beyond a position with a proof
//! (material, blockade) that holds for everything after it. When it meets one, the path to
//! it is the shortest helpmate (a helpmate, when the walk is made with one king set aside:
//! [`super::factored`], tried first for a long walk). It gives up after a number of positions.

use rustc_hash::FxHashSet;

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

/// A position as the walk tells positions apart (the counters left out), in few words: White's
/// men, every man, and the kind of each man in three planes — a pawn in none, a knight in
/// the first, a bishop in the second, a rook in the first two, a queen in the third, a king
/// in the first and the third. Every man's square, colour and kind can be read back from the
/// five planes, so two positions have the same key exactly when they have the same board,
/// side to move, castling rights and en passant square: the walk never takes one position
/// for another.
///
/// Its hash is [`Key::fingerprint`]: the searches that keep hashes of the positions they have
/// met rather than the positions (the cooperative one all 64 bits, the best-first ones the
/// high 32, [`super::helpmate`]'s `Seen`) need one that two positions a few moves apart
/// almost never share. Fx, the hasher of the tables, adds and multiplies word by word — a
/// linear map — and a piece moving from or to a square of the last rank changes two or four
/// words by amounts that cancel there: such positions shared their hash, and the searches
/// took one for the other.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Key {
    planes: [Bitboard; 5],
    turn: Color,
    castling: CastlingRights,
    ep: Option<Square>,
}

impl Key {
    pub(crate) fn of(pos: &Position) -> Key {
        let board = pos.board();
        let role = |role| board.by_role(role);
        Key {
            planes: [
                board.by_color(Color::White),
                board.occupied(),
                role(Role::Knight) | role(Role::Rook) | role(Role::King),
                role(Role::Bishop) | role(Role::Rook),
                role(Role::Queen) | role(Role::King),
            ],
            turn: pos.turn(),
            castling: pos.castling_rights(),
            ep: pos.ep_square(),
        }
    }

    /// The key with the man on `sq` left out (for [`super::factored`], which keys positions
    /// by all but one king).
    pub(crate) fn without(mut self, sq: Square) -> Key {
        for plane in &mut self.planes {
            *plane = plane.without(sq);
        }
        self
    }

    /// A 64-bit hash of the key: the six words (five planes and the state) taken in pairs,
    /// each word offset by a constant of its place, each pair multiplied out to 128 bits and
    /// folded (the low half xor the high half, the mixing of wyhash), and the three results
    /// folded again. Each constant has more than 32 bits set, so that no word (at most 32
    /// men, or the state's 16 bits) cancels it: no factor of the first three folds is ever
    /// zero. Four multiplications, where mixing each word on its own (MurmurHash3's
    /// finaliser) took twelve, for a hash the searches compute for every position they meet.
    pub(crate) fn fingerprint(&self) -> u64 {
        #[inline(always)]
        fn fold(a: u64, b: u64) -> u64 {
            let product = u128::from(a) * u128::from(b);
            (product as u64) ^ ((product >> 64) as u64)
        }
        // Random odd constants with 34 to 38 bits set.
        const PLACE: [u64; 8] = [
            0xe8d7_9f49_af6d_114d,
            0xcd50_2d42_af1f_fe0d,
            0xe3d6_e4b9_d96e_182d,
            0xa6ea_1c0d_2f8b_9e9d,
            0xff7d_5ec0_9bc0_3e21,
            0xfe33_9eca_03b1_d74b,
            0x15bf_54df_258e_cecb,
            0x7379_0dfb_d38c_adcd,
        ];
        let state = self.turn.index() as u64
            | u64::from(self.castling.bits()) << 1
            | self.ep.map_or(0, |sq| 0x80 | u64::from(sq.index())) << 8;
        let [a, b, c, d, e] = self.planes.map(|plane| plane.0);
        let first = fold(a ^ PLACE[0], b ^ PLACE[1]);
        let second = fold(c ^ PLACE[2], d ^ PLACE[3]);
        let third = fold(e ^ PLACE[4], state ^ PLACE[5]);
        fold(first ^ PLACE[6], second ^ third ^ PLACE[7])
    }
}

impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.fingerprint());
    }
}

/// The pawns of each colour and the count of each kind of man: what only a pawn move or a
/// capture changes.
pub(crate) type Skeleton = (Bitboard, Bitboard, [u8; 12]);

pub(crate) fn skeleton(board: &Board) -> Skeleton {
    let mut counts = [0u8; 12];
    for color in Color::ALL {
        for role in Role::ALL {
            counts[color.index() * 6 + role.index()] = (board.by_role(role) & board.by_color(color)).count() as u8;
        }
    }
    let pawns = board.by_role(Role::Pawn);
    (pawns & board.by_color(Color::White), pawns & board.by_color(Color::Black), counts)
}

/// A walk over every position reachable from a position, looking for a checkmate by
/// `player`; the static proofs (with `structures` pawn structures at most) end a branch. It
/// can be taken up again with a larger limit where it gave up: the positions met and the
/// queue of those still to expand are kept, so that the longer walk does not follow the
/// first positions twice.
///
/// The static proofs are tried at every position the walk meets, except where they are
/// known to fail: after a quiet piece move from a position where they failed in a way that
/// lasts (the argument of [`super::StaticMemo`]), they fail again, and are skipped.
pub(crate) struct Walker {
    player: Color,
    structures: usize,
    nodes: Vec<Node>,
    seen: FxHashSet<Key>,
    /// The proofs' outcome hardly depends on where the pieces stand within the squares they
    /// can reach: a failure is remembered by the pawns, the material, whether the side to
    /// move is in check and whether an en passant capture may follow, and the proofs are not
    /// tried again there (skipping a proof only means following more positions).
    failed: FxHashSet<(Skeleton, bool, bool)>,
    /// The proofs cost tens of microseconds where the pawns are nearly locked: at most one
    /// attempt for every 32 positions the walk may follow, so that the walk's cost stays
    /// bounded by its positions.
    attempts_left: usize,
    /// The attempts granted so far (for the largest limit the walk was given).
    attempts_granted: usize,
    /// The next position to expand (its children already met are skipped when it is
    /// expanded again after the walk was taken up).
    next: usize,
    /// The root settled by a proof.
    proven: bool,
    /// The walk with the wandering king set aside was tried (see [`Walker::walk`]).
    factored: bool,
    /// That walk met its limit, five times this walk's: this walk gives up too (it would
    /// follow a part of the same positions).
    exhausted: bool,
}

/// A walk asked to follow at least this many positions follows them with one king set aside
/// ([`super::factored`]) first, with [`FACTORED_STRETCH`] times the limit.
const FACTORED_FROM: usize = 10_000;
/// See [`FACTORED_FROM`].
const FACTORED_STRETCH: usize = 5;

struct Node {
    pos: Position,
    parent: u32,
    mv: Option<Move>,
    /// The static proofs are known to fail here (skipped after a quiet piece move).
    fails: bool,
}

impl Walker {
    pub(crate) fn new(pos: &Position, player: Color, structures: usize) -> Walker {
        let mut seen = FxHashSet::default();
        seen.insert(Key::of(pos));
        let mut walker = Walker {
            player,
            structures,
            nodes: vec![Node { pos: pos.clone(), parent: 0, mv: None, fails: false }],
            seen,
            failed: FxHashSet::default(),
            attempts_left: 1,
            attempts_granted: 1,
            next: 0,
            proven: false,
            factored: false,
            exhausted: false,
        };
        match walker.settled_by_proof(pos) {
            Ok(()) => walker.proven = true,
            Err(lasting) => walker.nodes[0].fails = lasting,
        }
        walker
    }

    fn settled_by_proof(&mut self, p: &Position) -> Result<(), bool> {
        if self.attempts_left == 0 {
            return Err(true);
        }
        let key = (skeleton(p.board()), p.is_check(), p.ep_square().is_some());
        if self.failed.contains(&key) {
            return Err(true);
        }
        self.attempts_left -= 1;
        match super::static_attempt(p, self.player, self.structures) {
            Ok(_) => Ok(()),
            Err(super::Lasting(lasting)) => {
                self.failed.insert(key);
                Err(lasting)
            }
        }
    }

    /// A short walk ([`Walker::walk`] up to `limit` positions) with a proof tried at every
    /// position it meets, where a long walk tries one for every 32: for a position whose
    /// every reply is a move or two from one a static proof settles (a king that must step
    /// out of check or take the checking piece, say).
    pub(crate) fn walk_every_proof(&mut self, limit: usize) -> Walk {
        self.grant(limit);
        self.walk(limit)
    }

    /// Raises the attempts at the static proofs granted so far to `granted`.
    fn grant(&mut self, granted: usize) {
        if granted > self.attempts_granted {
            self.attempts_left += granted - self.attempts_granted;
            self.attempts_granted = granted;
        }
    }

    /// Follows the walk on until it ends or has met `limit` positions (those of the earlier
    /// calls counted).
    pub(crate) fn walk(&mut self, limit: usize) -> Walk {
        if self.proven {
            return Walk::NoMate(1);
        }
        if self.exhausted {
            return Walk::GaveUp;
        }
        if let Some(walk) = self.factored_first(limit) {
            return walk;
        }
        self.grant(limit / 32 + 1);
        let mut moves = crate::MoveList::new();
        let mut replies = crate::MoveList::new();
        while self.next < self.nodes.len() {
            let index = self.next;
            let current = self.nodes[index].pos.clone();
            current.legal_moves_into(&mut moves);
            if moves.is_empty() {
                if current.turn() != self.player && current.is_check() {
                    let nodes = &self.nodes;
                    return Walk::Mate(super::line_to(index, |i| (nodes[i].parent as usize, nodes[i].mv)));
                }
                self.next += 1;
                continue;
            }
            let fails = self.nodes[index].fails;
            for &m in moves.iter() {
                let mut child = current.clone();
                child.play_unchecked(m);
                // Marked as met at once (one look-up); unmarked only where the walk gives up.
                if !self.seen.insert(Key::of(&child)) {
                    continue;
                }
                // A position a proof settles needs no following; a checkmate is still met.
                let child_fails = if fails && super::is_quiet_piece_move(&current, m) {
                    true
                } else if child.is_check() && {
                    child.legal_moves_into(&mut replies);
                    replies.is_empty()
                } {
                    false
                } else {
                    match self.settled_by_proof(&child) {
                        Ok(()) => continue,
                        Err(lasting) => lasting,
                    }
                };
                if self.nodes.len() >= limit {
                    // Not left marked as met: taken up again, this position is expanded anew.
                    self.seen.remove(&Key::of(&child));
                    return Walk::GaveUp;
                }
                self.nodes.push(Node { pos: child, parent: index as u32, mv: Some(m), fails: child_fails });
            }
            self.next += 1;
        }
        Walk::NoMate(self.nodes.len())
    }

    /// Whether the walk with one king set aside gave up (the plain walk is not taken up
    /// after it: a fresh walker over fewer positions may still settle the question).
    pub(crate) fn gave_up_set_aside(&self) -> bool {
        self.exhausted
    }

    /// For a long walk (`limit` at least [`FACTORED_FROM`]), every line followed with the
    /// wandering king set aside ([`super::factored`]) first, with [`FACTORED_STRETCH`] times
    /// the limit: it expands the same positions at a fraction of the cost. `None` where it
    /// does not suit the position (the plain walk goes on).
    fn factored_first(&mut self, limit: usize) -> Option<Walk> {
        if limit < FACTORED_FROM || self.factored {
            return None;
        }
        self.factored = true;
        let root = &self.nodes[0].pos;
        let free = super::factored::free_king(root);
        match super::factored::walk(root, self.player, free, limit.saturating_mul(FACTORED_STRETCH)) {
            super::factored::Outcome::NoMate(positions) => {
                self.proven = true;
                Some(Walk::NoMate(positions))
            }
            super::factored::Outcome::Mate(line) => Some(Walk::Mate(line)),
            super::factored::Outcome::GaveUp => {
                self.exhausted = true;
                Some(Walk::GaveUp)
            }
            super::factored::Outcome::Unsuited => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_tell_apart_every_change_of_a_man_and_of_the_state() {
        // Along random games, the key of each position differs from the key of every other
        // position with a different board, side to move, castling rights or en passant square,
        // and equals it otherwise.
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15);
        let mut by_key: FxHashSet<Key> = FxHashSet::default();
        let mut exact: FxHashSet<(Board, Color, CastlingRights, Option<Square>)> = FxHashSet::default();
        for _ in 0..40 {
            let mut pos = Position::new();
            for _ in 0..160 {
                by_key.insert(Key::of(&pos));
                exact.insert((pos.board().clone(), pos.turn(), pos.castling_rights(), pos.ep_square()));
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                pos.play_unchecked(legal[(next() % legal.len() as u64) as usize]);
            }
        }
        assert_eq!(by_key.len(), exact.len());
        // Every kind of man, of either colour, on one square: all keys different.
        let kinds: FxHashSet<Key> = ["8", "P7", "p7", "N7", "n7", "B7", "b7", "R7", "r7", "Q7", "q7"]
            .into_iter()
            .map(|rank| Key::of(&Position::from_fen_lenient(&format!("{rank}/8/8/8/8/8/8/k6K w - - 0 1")).unwrap()))
            .collect();
        assert_eq!(kinds.len(), 11);
    }

    #[test]
    fn fingerprints_differ_where_keys_do() {
        // A white rook and a black queen on every pair of squares (kings in a corner each),
        // either side to move: every fingerprint different — the last rank included, where
        // Fx's sums of the five planes cancelled.
        let mut fingerprints: FxHashSet<u64> = FxHashSet::default();
        let mut positions = 0;
        for rook in Square::ALL {
            for queen in Square::ALL {
                if rook == queen
                    || [Square::A1, Square::H1].contains(&rook)
                    || [Square::A1, Square::H1].contains(&queen)
                {
                    continue;
                }
                let mut board = Board::empty();
                board.set_piece_at(Square::A1, crate::Piece { color: Color::White, role: Role::King });
                board.set_piece_at(Square::H1, crate::Piece { color: Color::Black, role: Role::King });
                board.set_piece_at(rook, crate::Piece { color: Color::White, role: Role::Rook });
                board.set_piece_at(queen, crate::Piece { color: Color::Black, role: Role::Queen });
                for turn in ["w", "b"] {
                    let fen = format!("{} {turn} - - 0 1", board.board_fen());
                    let pos = Position::from_fen_lenient(&fen).unwrap();
                    fingerprints.insert(Key::of(&pos).fingerprint());
                    positions += 1;
                }
            }
        }
        assert_eq!(fingerprints.len(), positions);
    }

    #[test]
    fn a_walk_taken_up_again_ends_as_a_fresh_one() {
        // Dead positions the walk proves with a few hundred to a few thousand positions, and
        // positions with a mate: the walk given a short limit first, then the long one, comes
        // to the same verdict as the long walk from the start.
        let mut gave_up = 0;
        for (fen, player) in [
            ("k7/P1K5/8/8/8/8/8/8 b - - 0 1", Color::White),
            ("8/8/1k6/p1p1p1p1/P1P1P1P1/7p/3K3P/8 w - - 0 1", Color::White),
            ("k7/8/1K6/8/8/8/8/6R1 b - - 0 1", Color::White),
            ("4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2B1K3 w - - 0 1", Color::White),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let verdict = |w: Walk| match w {
                Walk::Mate(line) => format!("mate in {}", line.len()),
                Walk::NoMate(_) => "no mate".to_string(),
                Walk::GaveUp => "gave up".to_string(),
            };
            let fresh = verdict(Walker::new(&pos, player, 16).walk(20_000));
            for short in [1, 2, 5, 40, 300] {
                let mut resumed = Walker::new(&pos, player, 16);
                gave_up += matches!(resumed.walk(short), Walk::GaveUp) as usize;
                let again = verdict(resumed.walk(20_000));
                assert_eq!(fresh, again, "{fen}, taken up after {short} positions");
            }
        }
        assert!(gave_up >= 10, "only {gave_up} short walks gave up");
    }
}
