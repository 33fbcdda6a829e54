//! Checkmates by a lone minor piece: with no pawn on the board, can a king and one knight (or
//! one bishop) checkmate a king helped by some of these opponent's pieces — in any placement?
//!
//! The argument. With no pawn on the board nothing promotes, so every position that can
//! still arise holds the player's king, at most the one minor piece, and a part of the
//! opponent's pieces (men are only ever taken away, a bishop keeps the colour of its
//! squares). A checkmate needs the minor piece giving check (a king never does), and then
//! every square next to the mated king either attacked by the player or taken by one of the
//! opponent's own men. If a checkmate exists, a smaller one does: take away every opponent's
//! man that stands on no square next to its king — it blocked no flight square (none can
//! block the check: it is given), and without it the opponent has fewer moves and the
//! player's king is attacked by fewer men. So it is enough to look at positions made of the
//! mated king on `s`, the minor piece on a square `c` from which it checks `s`, the player's
//! king on `k`, and opponent's men on a set `B` of squares next to `s` — every such
//! placement, with every choice of the opponent's pieces on `B`. In each, the position is
//! checkmate exactly when:
//!
//! - no man on `B` attacks the player's king (the player has just moved: its king is not in
//!   check), and the kings are not next to each other;
//! - no man on `B` attacks `c` (it would take the checking piece — nothing is pinned, the
//!   player having one piece) or, for a bishop's check from afar, a square between `c` and
//!   `s` (it would block the check);
//! - the checking piece, next to `s`, is protected by the player's king;
//! - every square next to `s` outside `B` is attacked by the minor piece (through `s`, the
//!   king not shielding the squares behind it) or by the player's king.
//!
//! When no placement passes, no series of moves can end with the player checkmating. The
//! answer depends only on the minor piece (and its squares' colour) and on how many of each
//! kind of piece the opponent has, and is remembered for the process.
//!
//! The tests hold the enumeration against the move generator: every checkmate found among
//! random placements of such material is one the enumeration allows.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use super::blockade::king_dilation;
use crate::attacks::{self, bishop_attacks, king_attacks, knight_attacks};
use crate::{Bitboard, Board, Color, Role, Square};

/// The kinds of the opponent's pieces, a bishop by the colour of its squares.
const KINDS: usize = 5;
const QUEEN: usize = 0;
const ROOK: usize = 1;
const LIGHT_BISHOP: usize = 2;
const DARK_BISHOP: usize = 3;
const KNIGHT: usize = 4;

/// How many pieces of each kind the opponent has, at most eight counted (no more than
/// eight squares surround a king).
pub(crate) type Material = [u8; KINDS];

/// The minor piece: a knight, or a bishop on light or dark squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Minor {
    Knight,
    Bishop { light: bool },
}

/// The opponent's pieces other than the king (none may be a pawn), counted by kind.
pub(crate) fn material(board: &Board, color: Color) -> Option<Material> {
    let mut counts = [0u8; KINDS];
    for (sq, piece) in board.pieces() {
        if piece.color != color || piece.role == Role::King {
            continue;
        }
        let kind = match piece.role {
            Role::Queen => QUEEN,
            Role::Rook => ROOK,
            Role::Bishop if Bitboard::LIGHT_SQUARES.contains(sq) => LIGHT_BISHOP,
            Role::Bishop => DARK_BISHOP,
            Role::Knight => KNIGHT,
            Role::Pawn | Role::King => return None,
        };
        counts[kind] = (counts[kind] + 1).min(8);
    }
    Some(counts)
}

/// Whether some placement of the player's king, the minor piece, the opponent's king and
/// some of the opponent's pieces (`material`) is a checkmate by the player.
pub(crate) fn lone_minor_can_mate(minor: Minor, material: Material) -> bool {
    static KNOWN: OnceLock<Mutex<HashMap<(Minor, Material), bool>>> = OnceLock::new();
    let known = KNOWN.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(&answer) = known.lock().unwrap_or_else(|e| e.into_inner()).get(&(minor, material)) {
        return answer;
    }
    let answer = search(minor, material);
    known.lock().unwrap_or_else(|e| e.into_inner()).insert((minor, material), answer);
    answer
}

/// The piece of kind `kind` for the opponent (a bishop's colour is where it may stand).
fn role_of(kind: usize) -> Role {
    match kind {
        QUEEN => Role::Queen,
        ROOK => Role::Rook,
        LIGHT_BISHOP | DARK_BISHOP => Role::Bishop,
        _ => Role::Knight,
    }
}

/// Whether a piece of `kind` may stand on `sq` (a bishop on squares of its colour).
fn fits(kind: usize, sq: Square) -> bool {
    match kind {
        LIGHT_BISHOP => Bitboard::LIGHT_SQUARES.contains(sq),
        DARK_BISHOP => !Bitboard::LIGHT_SQUARES.contains(sq),
        _ => true,
    }
}

/// The squares strictly between two squares on a line (empty when not on one).
fn between(a: Square, b: Square) -> Bitboard {
    let (fa, ra) = (a.file().index() as i32, a.rank().index() as i32);
    let (fb, rb) = (b.file().index() as i32, b.rank().index() as i32);
    let (df, dr) = (fb - fa, rb - ra);
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Bitboard::EMPTY;
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let mut out = Bitboard::EMPTY;
    let mut at = a;
    while let Some(next) = at.offset(sf, sr) {
        if next == b {
            break;
        }
        out.add(next);
        at = next;
    }
    out
}

fn search(minor: Minor, material: Material) -> bool {
    let total: usize = material.iter().map(|&n| usize::from(n)).sum();
    for s in Square::ALL {
        let flights = king_attacks(s);
        let checkers = match minor {
            Minor::Knight => knight_attacks(s),
            Minor::Bishop { light } => {
                if Bitboard::LIGHT_SQUARES.contains(s) != light {
                    continue;
                }
                bishop_attacks(s, Bitboard::EMPTY)
            }
        };
        for c in checkers {
            let line = between(c, s);
            // Every square the minor piece could attack from `c`, if nothing stood in its way.
            let most = match minor {
                Minor::Knight => knight_attacks(c),
                Minor::Bishop { .. } => bishop_attacks(c, Bitboard::EMPTY),
            };
            for k in Square::ALL {
                if k == s || k == c || flights.contains(k) || line.contains(k) {
                    continue;
                }
                if flights.contains(c) && !king_attacks(k).contains(c) {
                    continue; // the king takes an unprotected checking piece
                }
                let covered = most | king_attacks(k);
                let open = flights - covered - Bitboard::from_square(c);
                if open.count() > total {
                    continue;
                }
                // Squares where a blocker may stand although the player attacks them (a man
                // there may shield another flight square from the minor piece).
                let extra: Vec<Square> = (flights - open - Bitboard::from_square(c) - line).collect();
                for subset in 0u32..(1 << extra.len()) {
                    if open.count() + subset.count_ones() as usize > total {
                        continue;
                    }
                    let mut blocked = open;
                    for (i, &sq) in extra.iter().enumerate() {
                        if subset & (1 << i) != 0 {
                            blocked.add(sq);
                        }
                    }
                    if is_mate(minor, s, c, k, blocked, line, material) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// Whether the placement (the opponent's king on `s`, the minor piece on `c`, the player's
/// king on `k`, opponent's men on `blocked`) is checkmate for some choice of the opponent's
/// pieces on `blocked`.
fn is_mate(
    minor: Minor,
    s: Square,
    c: Square,
    k: Square,
    blocked: Bitboard,
    line: Bitboard,
    material: Material,
) -> bool {
    let occupied = blocked | Bitboard::from_square(s) | Bitboard::from_square(c) | Bitboard::from_square(k);
    // Every flight square not blocked must be attacked: by the minor piece (the mated king
    // does not shield the squares behind it) or the player's king.
    let minor_attacks = match minor {
        Minor::Knight => knight_attacks(c),
        Minor::Bishop { .. } => bishop_attacks(c, occupied.without(s)),
    };
    if !minor_attacks.contains(s) {
        return false;
    }
    let flights = king_attacks(s) - blocked - Bitboard::from_square(c);
    if !(flights - minor_attacks - king_attacks(k)).is_empty() {
        return false;
    }
    if !(king_dilation(Bitboard::from_square(k)) & Bitboard::from_square(s)).is_empty() {
        return false;
    }
    // For each blocked square, the kinds that may stand there: fitting its colour, not
    // attacking the player's king, the checking piece, or a square of the check's line.
    let targets = line.with(c).with(k);
    let mut allowed: Vec<(Square, Vec<usize>)> = Vec::new();
    for sq in blocked {
        let kinds: Vec<usize> = (0..KINDS)
            .filter(|&kind| material[kind] > 0 && fits(kind, sq))
            .filter(|&kind| (attacks::attacks(Color::White, role_of(kind), sq, occupied) & targets).is_empty())
            .collect();
        if kinds.is_empty() {
            return false;
        }
        allowed.push((sq, kinds));
    }
    let mut left = material;
    assign(&allowed, &mut left)
}

/// Whether each square of `allowed` can be given one of its kinds, `left` counting the
/// pieces of each kind still available.
fn assign(allowed: &[(Square, Vec<usize>)], left: &mut Material) -> bool {
    let Some(((_, kinds), rest)) = allowed.split_first() else { return true };
    for &kind in kinds {
        if left[kind] > 0 {
            left[kind] -= 1;
            let done = assign(rest, left);
            left[kind] += 1;
            if done {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Piece, Position, Setup};

    fn m(q: u8, r: u8, lb: u8, db: u8, n: u8) -> Material {
        [q, r, lb, db, n]
    }

    #[test]
    fn the_classical_cases() {
        // A knight or a bishop alone never mates a bare king.
        assert!(!lone_minor_can_mate(Minor::Knight, m(0, 0, 0, 0, 0)));
        assert!(!lone_minor_can_mate(Minor::Bishop { light: true }, m(0, 0, 0, 0, 0)));
        // A rook can shut its own king in (6rk/8/7K/4N3 w: Nf7#).
        assert!(lone_minor_can_mate(Minor::Knight, m(0, 1, 0, 0, 0)));
        // A knight shuts its king in against a knight (k7/n1K5/8/3N4 w: Nb6#).
        assert!(lone_minor_can_mate(Minor::Knight, m(0, 0, 0, 0, 1)));
        // Against a queen alone the minor piece never mates: the queen takes or blocks.
        assert!(!lone_minor_can_mate(Minor::Knight, m(1, 0, 0, 0, 0)));
        assert!(!lone_minor_can_mate(Minor::Bishop { light: false }, m(1, 0, 0, 0, 0)));
        // Nor against any number of queens.
        assert!(!lone_minor_can_mate(Minor::Knight, m(8, 0, 0, 0, 0)));
        // A bishop of the other colour blocks (1B4bk/8/6K1 w: Be5#).
        assert!(lone_minor_can_mate(Minor::Bishop { light: false }, m(0, 0, 1, 0, 0)));
        // One of the same colour never stands on a flight square the bishop leaves open.
        assert!(!lone_minor_can_mate(Minor::Bishop { light: false }, m(0, 0, 0, 8, 0)));
    }

    /// Random placements of a king and one minor piece against a king and a few pieces, the
    /// minor piece checking and the pieces next to the mated king most of the time:
    /// whenever the move generator says the opponent is checkmated, the enumeration allows
    /// the material — it never misses a checkmate.
    #[test]
    fn every_checkmate_the_move_generator_finds_is_allowed() {
        let mut next = crate::test_rng::xorshift(0x0DDB_1A5E_5BAD_5EEDu64);
        let pick = |set: Bitboard, r: u64| set.into_iter().nth((r % set.count().max(1) as u64) as usize);
        let roles = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
        let mut mates = [0usize; 2];
        for round in 0..200_000 {
            let minor_role = if round % 2 == 0 { Role::Knight } else { Role::Bishop };
            let s = Square::ALL[(next() % 64) as usize];
            let checks =
                if minor_role == Role::Knight { knight_attacks(s) } else { bishop_attacks(s, Bitboard::EMPTY) };
            let Some(c) = pick(checks, next()) else { continue };
            let mut board = Board::empty();
            board.set_piece_at(s, Piece::new(Color::Black, Role::King));
            board.set_piece_at(c, Piece::new(Color::White, minor_role));
            let Some(k) = pick(!board.occupied() - king_attacks(s), next()) else { continue };
            board.set_piece_at(k, Piece::new(Color::White, Role::King));
            for _ in 0..1 + next() % 4 {
                let near = king_attacks(s) - board.occupied();
                let place = if next().is_multiple_of(4) { !board.occupied() } else { near };
                if let Some(sq) = pick(place, next()) {
                    board.set_piece_at(sq, Piece::new(Color::Black, roles[(next() % 4) as usize]));
                }
            }
            if board.is_attacked(k, Color::Black, board.occupied()) {
                continue;
            }
            let setup = Setup {
                board,
                turn: Color::Black,
                castling_rights: crate::CastlingRights::NONE,
                ep_square: None,
                halfmove_clock: 0,
                fullmove_number: 1,
            };
            let Ok(pos) = Position::from_setup(setup, crate::Validation::Lenient) else { continue };
            if !(pos.is_check() && pos.legal_moves().is_empty()) {
                continue;
            }
            mates[(minor_role == Role::Bishop) as usize] += 1;
            let minor = if minor_role == Role::Knight {
                Minor::Knight
            } else {
                Minor::Bishop { light: Bitboard::LIGHT_SQUARES.contains(c) }
            };
            let material = material(pos.board(), Color::Black).unwrap();
            assert!(lone_minor_can_mate(minor, material), "{} is checkmate", pos.to_fen());
        }
        assert!(mates[0] > 100 && mates[1] > 40, "only {mates:?} checkmates met");
    }
}
