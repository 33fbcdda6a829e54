//! Following every line with one side's bishops left unplaced (issue 13's seventeenth
//! round): kings and pawns on both sides, and on one side only (the *owner*) bishops, all on
//! squares of one colour (the *shade*).
//!
//! Those bishops can only ever stand on, attack, take on or block squares of the shade, and
//! nothing else on the board moves along a line. So the walk keeps every man but them
//! exactly, and lets the bishops be anywhere on the shade at every moment: a bishop may always
//! move (a tempo), take any of the opponent's pawns on the shade, give check to a king on the
//! shade, cover or block any square of the shade; the opponent's pawns may take on any empty
//! square of the shade (a bishop may stand there); and the kings may step onto the shade
//! whatever the bishops do. Every position that can arise, with the bishops taken off the
//! board, is then one the walk meets (the walk allows more than the game, never less), and
//! every checkmate by the player arises from a move after which the test below says
//! "perhaps a checkmate". When the walk has seen every position without one, the player
//! cannot checkmate.
//!
//! A checkmate by the owner after its move `m`: the other king stands in check — from one of
//! the owner's pawns (known exactly), or from a bishop, and then the king stands on the shade
//! and either `m` is a bishop's move and some square of a diagonal to the king has no pawn or
//! king between them, or `m` left a square on a diagonal of the king with no pawn or king
//! between them (a check uncovered; the bishops were not checking before `m`, as the owner
//! was to move);
//! and no square next to the king is certainly free: each holds one of the king's own pawns,
//! is attacked by the owner's king or pawns, or is of the shade (a bishop may cover it). A
//! square of the other colour that none of these attacks is free: no bishop reaches it, and
//! no line through the king crosses it.
//!
//! A checkmate by the other side (kings and pawns only, so its checks are known exactly):
//! the owner's king in check from a pawn, no square next to it certainly free (a square of
//! the shade with no pawn on it may hold one of the owner's own bishops), and no pawn of the
//! owner able to take the checking pawn (nothing pins the owner's men: the other side has no
//! piece that moves along a line).
//!
//! The walk gives up when a pawn could promote (a new piece would move along lines), after
//! `limit` positions, or on "perhaps a checkmate".

use rustc_hash::FxHashSet;

use super::blockade::pawn_attacks_of;
use crate::attacks::{between, bishop_attacks, bishop_rays, king_attacks, pawn_attacks};
use crate::{Bitboard, Color, Position, Rank, Role, Square};

/// What the walk with the bishops unplaced found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Unplaced {
    /// The side whose bishops were left unplaced.
    pub(crate) owner: Color,
    /// The colour of the bishops' squares ([`Color::White`] for light squares).
    pub(crate) square_color: Color,
    /// The squares of the owner's bishops.
    pub(crate) bishops: Bitboard,
    /// How many positions (with the bishops off the board) were followed.
    pub(crate) positions: usize,
}

/// A position with the bishops taken off: the pawns and kings of each side (indexed by
/// [`Color::index`]), the side to move, and the square an en passant capture could go to.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
struct State {
    pawns: [u64; 2],
    kings: [u8; 2],
    turn: Color,
    ep: u8,
}

const NO_EP: u8 = 64;

fn square(i: u8) -> Square {
    Square::new(u32::from(i)).expect("a square index below 64")
}

/// What a move of the walk did, as the checkmate test needs it.
#[derive(Copy, Clone)]
struct Step {
    /// A bishop's move (a tempo, or a capture on the shade).
    bishop: bool,
    /// The squares the move left empty.
    vacated: Bitboard,
}

/// Whether `player` cannot checkmate, proven by following every line with the bishops
/// unplaced; `None` when the position is not of this kind or the walk gives up.
pub(crate) fn proof(pos: &Position, player: Color, limit: usize) -> Option<Unplaced> {
    let board = pos.board();
    if !pos.castling_rights().is_empty() {
        return None;
    }
    let bishops = board.by_role(Role::Bishop);
    let pawns = board.by_role(Role::Pawn);
    let kings = board.by_role(Role::King);
    if (board.occupied() - bishops - pawns - kings).any() || bishops.is_empty() {
        return None;
    }
    let owner = if (bishops & board.by_color(Color::White)).is_empty() { Color::Black } else { Color::White };
    if (bishops & board.by_color(!owner)).any() {
        return None;
    }
    let (shade, square_color) = if (bishops - Bitboard::DARK_SQUARES).is_empty() {
        (Bitboard::DARK_SQUARES, Color::Black)
    } else if (bishops - Bitboard::LIGHT_SQUARES).is_empty() {
        (Bitboard::LIGHT_SQUARES, Color::White)
    } else {
        return None;
    };
    let king = |c: Color| board.king_of(c).map(|sq| sq.index() as u8);
    let (Some(white_king), Some(black_king)) = (king(Color::White), king(Color::Black)) else {
        return None;
    };
    let start = State {
        pawns: [(pawns & board.by_color(Color::White)).0, (pawns & board.by_color(Color::Black)).0],
        kings: [white_king, black_king],
        turn: pos.turn(),
        ep: pos.legal_ep_square().map_or(NO_EP, |sq| sq.index() as u8),
    };
    let walk = Walk { owner, shade, player };
    let positions = walk.run(start, limit)?;
    Some(Unplaced { owner, square_color, bishops, positions })
}

struct Walk {
    owner: Color,
    shade: Bitboard,
    player: Color,
}

/// Why a walk stops before it has seen every position.
struct GiveUp;

impl Walk {
    fn run(&self, start: State, limit: usize) -> Option<usize> {
        let mut seen: FxHashSet<State> = FxHashSet::default();
        seen.insert(start);
        let mut todo = vec![start];
        let mut next = Vec::new();
        while let Some(state) = todo.pop() {
            next.clear();
            self.moves(&state, &mut |after, step| {
                if self.perhaps_mate(&state, &after, step) {
                    return Err(GiveUp);
                }
                next.push(after);
                Ok(())
            })
            .ok()?;
            for &after in &next {
                if seen.insert(after) {
                    if seen.len() > limit {
                        return None;
                    }
                    todo.push(after);
                }
            }
        }
        Some(seen.len())
    }

    /// Every move of the side to move that the game may allow (and some it does not), each
    /// given to `visit` with the position after it; `Err` when a pawn could promote.
    fn moves(&self, st: &State, visit: &mut dyn FnMut(State, Step) -> Result<(), GiveUp>) -> Result<(), GiveUp> {
        let us = st.turn;
        let them = !us;
        let ours = Bitboard(st.pawns[us.index()]);
        let theirs = Bitboard(st.pawns[them.index()]);
        let our_king = square(st.kings[us.index()]);
        let their_king = square(st.kings[them.index()]);
        let exact = ours | theirs | Bitboard::from_square(our_king) | Bitboard::from_square(their_king);
        let owner_moves = us == self.owner;
        // Checks on our king known exactly: only pawns give them (the bishops, when they
        // are the opponent's, are not placed; then the game allows fewer moves, never more).
        let checkers = pawn_attacks(us, our_king) & theirs;
        let only_king = checkers.more_than_one();
        let resolves = |to: Square| checkers.is_empty() || checkers == Bitboard::from_square(to);
        let flip = |mut s: State| {
            s.turn = !s.turn;
            s.ep = NO_EP;
            s
        };
        let forward: i32 = if us == Color::White { 1 } else { -1 };

        // The king: onto no square the opponent's king or pawns attack.
        let guarded = king_attacks(their_king) | pawn_attacks_of(them, theirs);
        for to in king_attacks(our_king) - ours - guarded {
            let mut s = flip(*st);
            s.kings[us.index()] = to.index() as u8;
            s.pawns[them.index()] &= !Bitboard::from_square(to).0;
            visit(s, Step { bishop: false, vacated: Bitboard::from_square(our_king) })?;
        }
        if only_king {
            return Ok(());
        }

        // The pawns.
        let last = Rank::new(7).expect("rank 8").relative_to(us);
        for from in ours {
            let Some(one) = from.offset(0, forward) else { continue };
            let moved = |s: &mut State, to: Square| {
                s.pawns[us.index()] = (Bitboard(s.pawns[us.index()]).without(from).with(to)).0;
            };
            if !exact.contains(one) && checkers.is_empty() {
                if one.rank() == last {
                    return Err(GiveUp);
                }
                let mut s = flip(*st);
                moved(&mut s, one);
                visit(s, Step { bishop: false, vacated: Bitboard::from_square(from) })?;
                if from.rank() == Rank::new(1).expect("rank 2").relative_to(us)
                    && let Some(two) = one.offset(0, forward)
                    && !exact.contains(two)
                {
                    let mut s = flip(*st);
                    moved(&mut s, two);
                    if (pawn_attacks(us, one) & theirs).any() {
                        s.ep = one.index() as u8;
                    }
                    visit(s, Step { bishop: false, vacated: Bitboard::from_square(from) })?;
                }
            }
            for to in pawn_attacks(us, from) {
                let takes_pawn = theirs.contains(to);
                // The owner's bishops stand only on empty squares of the shade.
                let takes_bishop = !owner_moves && self.shade.contains(to) && !exact.contains(to);
                let en_passant = st.ep != NO_EP && square(st.ep) == to;
                if !(takes_pawn || takes_bishop || en_passant) {
                    continue;
                }
                let taken = if en_passant { to.offset(0, -forward).expect("behind the en passant square") } else { to };
                if !resolves(taken) {
                    continue;
                }
                if to.rank() == last {
                    return Err(GiveUp);
                }
                let mut s = flip(*st);
                moved(&mut s, to);
                let mut vacated = Bitboard::from_square(from);
                if en_passant {
                    s.pawns[them.index()] &= !Bitboard::from_square(taken).0;
                    vacated.add(taken);
                } else if takes_pawn {
                    s.pawns[them.index()] &= !Bitboard::from_square(to).0;
                }
                visit(s, Step { bishop: false, vacated })?;
            }
        }

        // The owner's bishops: a tempo, or a capture of a pawn on the shade.
        if owner_moves {
            if checkers.is_empty() {
                visit(flip(*st), Step { bishop: true, vacated: Bitboard::EMPTY })?;
            }
            for x in theirs & self.shade {
                if !resolves(x) {
                    continue;
                }
                let mut s = flip(*st);
                s.pawns[them.index()] &= !Bitboard::from_square(x).0;
                visit(s, Step { bishop: true, vacated: Bitboard::EMPTY })?;
            }
        }
        Ok(())
    }

    /// Whether the move from `before` to `after` may be a checkmate by the player (see the
    /// module's documentation): `false` only when it certainly is not.
    fn perhaps_mate(&self, before: &State, after: &State, step: Step) -> bool {
        let mover = before.turn;
        if mover != self.player {
            return false;
        }
        let mated = !mover;
        let king = square(after.kings[mated.index()]);
        let own = Bitboard(after.pawns[mated.index()]);
        let attackers = Bitboard(after.pawns[mover.index()]);
        let mover_king = square(after.kings[mover.index()]);
        let attacked = king_attacks(mover_king) | pawn_attacks_of(mover, attackers);
        let pawn_checkers = pawn_attacks(mated, king) & attackers;
        if mover == self.owner {
            // The men placed after the move; a bishop checks along a line they leave open.
            let placed = own | attackers | Bitboard::from_square(king) | Bitboard::from_square(mover_king);
            let open_to = |sq: Square| (between(king, sq) & placed).is_empty();
            let bishop_check = self.shade.contains(king)
                && if step.bishop {
                    // From a square on a line to the king that no man placed stands on.
                    (bishop_attacks(king, placed) - placed).any()
                } else {
                    Iterator::any(&mut (step.vacated & bishop_rays(king)), open_to)
                };
            if pawn_checkers.is_empty() && !bishop_check {
                return false;
            }
            // A free square: not the king's own pawn's, attacked by nothing placed, and of
            // the other colour (no bishop reaches it).
            (king_attacks(king) - own - attacked - self.shade).is_empty()
        } else {
            if pawn_checkers.is_empty() {
                return false;
            }
            // The owner's king: a square next to it is certainly free unless its own pawn
            // stands there, the opponent attacks it, or it is an empty square of the shade
            // (perhaps its own bishop's).
            let exact = own | attackers | Bitboard::from_square(mover_king);
            let blocked_perhaps = self.shade - exact;
            if (king_attacks(king) - own - attacked - blocked_perhaps).any() {
                return false;
            }
            if pawn_checkers.more_than_one() {
                return true;
            }
            let checker = pawn_checkers.first().expect("one checker");
            // A pawn of the owner's takes the checking pawn (en passant too).
            if (pawn_attacks(mover, checker) & own).any() {
                return false;
            }
            if after.ep != NO_EP {
                let ep = square(after.ep);
                let forward: i32 = if mover == Color::White { 1 } else { -1 };
                if ep.offset(0, forward) == Some(checker) && (pawn_attacks(mover, ep) & own).any() {
                    return false;
                }
            }
            true
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proof_of(fen: &str, player: Color) -> Option<Unplaced> {
        proof(&Position::from_fen(fen).unwrap(), player, 20_000)
    }

    #[test]
    fn a_king_that_can_take_the_last_pawn_only_by_stalemating_proves_both_sides_unable() {
        // White's king shuttles between a4 and a3 (b4 and b5 are guarded by Black's pawns,
        // b3 holds one guarded by another). Black's king could take a3 from it only from a2
        // or by taking the pawn on b2 (guarded by the king on a3), and can do either only
        // while White's king stands on a4, which leaves White without a move: stalemate.
        // White's pawns are blocked and can never take anything, so White never gives
        // check; Black's light bishops could mate only a king on a4 with a3 taken from it.
        let fen = "8/5b2/p5b1/P1p4b/K1p5/1pP5/1P6/1bk5 b - - 0 1";
        for player in Color::ALL {
            let found = proof_of(fen, player).unwrap_or_else(|| panic!("{player:?}: no proof"));
            assert_eq!(found.owner, Color::Black);
            assert_eq!(found.square_color, Color::White);
            assert!(found.positions > 1);
        }
    }

    #[test]
    fn a_king_walled_in_by_its_pawns_proves_both_sides_unable_when_the_bishops_are_white() {
        // Black's king shuttles between h5 and h6; White's light bishops could check it only
        // on h5, with h6 taken from it. White's king can cover h6 (from g7 or h7) only while
        // Black's king stands on h5, and stepping there stalemates Black.
        let fen = "8/1B1B2p1/2B1BpP1/5P1k/5P1p/7P/2K5/8 w - - 0 1";
        for player in Color::ALL {
            let found = proof_of(fen, player).unwrap_or_else(|| panic!("{player:?}: no proof"));
            assert_eq!(found.owner, Color::White);
            assert_eq!(found.square_color, Color::White);
        }
    }

    #[test]
    fn no_proof_where_a_mate_is_possible_or_the_position_is_not_of_the_kind() {
        // White's king on f7, Black's bishop making the tempi, the g-pawn checks from g7:
        // Black's king on h8 has no square, and the light bishop cannot take on g7.
        assert_eq!(proof_of("7k/7p/5K2/6P1/8/8/8/1b6 w - - 0 1", Color::White), None);
        // Not of the kind: a knight, bishops of both colours, bishops on both sides.
        assert_eq!(proof_of("7k/8/8/8/8/8/8/2B1N2K w - - 0 1", Color::White), None);
        assert_eq!(proof_of("7k/8/8/8/8/8/8/2BB3K w - - 0 1", Color::White), None);
        assert_eq!(proof_of("6bk/8/8/8/8/8/8/2B4K w - - 0 1", Color::White), None);
    }
}
