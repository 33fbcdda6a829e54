//! Attack tables: which squares a piece on a square attacks (Article 3.1.2), given the
//! occupied squares. Line pieces use fancy magic bitboards, tables built by `build.rs`.

use crate::{Bitboard, Color, Role, Square};

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

include!(concat!(env!("OUT_DIR"), "/attack_tables.rs"));

#[inline]
fn magic_lookup(m: &Magic, occupied: Bitboard) -> Bitboard {
    let idx = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    // SAFETY: `idx < 2^(64 - shift)` for any product, and the tables `build.rs` writes come
    // with a compile-time assertion that `offset + 2^(64 - shift) <= SLIDER_ATTACKS.len()`
    // for every square's magic. (The bounds check cost a compare and a branch in every
    // lookup of move generation and check detection.)
    Bitboard(unsafe { *SLIDER_ATTACKS.get_unchecked(m.offset + idx) })
}

/// Squares a rook on `sq` attacks (Article 3.3), stopping at the first occupied square.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&ROOK_MAGICS[sq as usize], occupied)
}

/// Squares a bishop on `sq` attacks (Article 3.2).
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&BISHOP_MAGICS[sq as usize], occupied)
}

/// Squares a queen on `sq` attacks (Article 3.4).
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a rook on `sq` would attack on an empty board: its file and rank.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq as usize])
}

/// Squares a bishop on `sq` would attack on an empty board: its two diagonals.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq as usize])
}

/// Squares a knight on `sq` attacks (Article 3.6).
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[sq as usize])
}

/// Squares the knights on `knights` attack together, computed set-wise (shifts of the
/// whole set, no loop over the knights).
#[inline]
pub fn knight_attacks_of(knights: Bitboard) -> Bitboard {
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_GH: u64 = !0xc0c0_c0c0_c0c0_c0c0;
    const NOT_AB: u64 = !0x0303_0303_0303_0303;
    let n = knights.0;
    // One file aside, then two ranks up or down; two files aside, then one rank.
    let one = ((n >> 1) & NOT_H) | ((n << 1) & NOT_A);
    let two = ((n >> 2) & NOT_GH) | ((n << 2) & NOT_AB);
    Bitboard((one << 16) | (one >> 16) | (two << 8) | (two >> 8))
}

/// Squares a king on `sq` attacks: the adjoining squares (Article 3.8.1).
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[sq as usize])
}

/// Squares a pawn of `color` on `sq` attacks: diagonally in front of it (Article 3.7.3).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    match color {
        Color::White => Bitboard(WHITE_PAWN_ATTACKS[sq as usize]),
        Color::Black => Bitboard(BLACK_PAWN_ATTACKS[sq as usize]),
    }
}

/// Squares a piece of `color` and `role` on `sq` attacks.
#[inline]
pub fn attacks(color: Color, role: Role, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` when they share a file, rank or diagonal.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a as usize][b as usize])
}

/// The whole line (edge to edge) through `a` and `b`, or empty if they share none.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS[a as usize][b as usize])
}

/// Whether `a`, `b` and `c` lie on one file, rank or diagonal.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rook_attacks_stop_at_blockers() {
        let occ = Bitboard::from_square(Square::E6) | Bitboard::from_square(Square::C4);
        let att = rook_attacks(Square::E4, occ);
        assert!(att.contains(Square::E6));
        assert!(!att.contains(Square::E7));
        assert!(att.contains(Square::C4));
        assert!(!att.contains(Square::B4));
        assert!(att.contains(Square::E1) && att.contains(Square::H4));
        assert_eq!(att.count(), 2 + 3 + 2 + 3);
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(Square::A1, Square::D4).count(), 2);
        assert!(between(Square::A1, Square::B3).is_empty());
        assert_eq!(line(Square::A1, Square::C3).count(), 8);
        assert!(aligned(Square::E1, Square::E4, Square::E8));
        assert!(!aligned(Square::E1, Square::F3, Square::E8));
    }

    /// The squares a line piece on `sq` reaches along `dirs`, walked square by square.
    fn walk(sq: Square, occupied: Bitboard, dirs: &[(i32, i32)]) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut at = sq;
            while let Some(next) = at.offset(df, dr) {
                out.add(next);
                if occupied.contains(next) {
                    break;
                }
                at = next;
            }
        }
        out
    }

    #[test]
    fn magic_lookups_agree_with_walking_the_lines() {
        // Articles 3.2–3.4: the build-time tables (and their unchecked lookups) give what
        // walking each line to the first occupied square gives, for every square under
        // thousands of occupancies, sparse and dense.
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15u64);
        let rook = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let bishop = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        for i in 0..4000 {
            let occupied = Bitboard(match i % 3 {
                0 => next() & next() & next(),
                1 => next() & next(),
                _ => next() | next(),
            });
            for sq in Square::ALL {
                assert_eq!(rook_attacks(sq, occupied), walk(sq, occupied, &rook), "rook on {sq}");
                assert_eq!(bishop_attacks(sq, occupied), walk(sq, occupied, &bishop), "bishop on {sq}");
            }
        }
    }

    #[test]
    fn rays_are_the_attacks_on_an_empty_board() {
        for sq in Square::ALL {
            assert_eq!(rook_rays(sq), rook_attacks(sq, Bitboard::EMPTY), "rook on {sq}");
            assert_eq!(bishop_rays(sq), bishop_attacks(sq, Bitboard::EMPTY), "bishop on {sq}");
        }
        assert_eq!(rook_rays(Square::A1).count(), 14);
        assert_eq!(bishop_rays(Square::D4).count(), 13);
    }

    #[test]
    fn knights_set_wise_attack_what_each_attacks() {
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1Du64);
        for _ in 0..2000 {
            let seed = next();
            let knights = Bitboard(seed & (seed >> 3) & (seed >> 5));
            let each = knights.fold(Bitboard::EMPTY, |acc, sq| acc | knight_attacks(sq));
            assert_eq!(knight_attacks_of(knights), each, "{knights:?}");
        }
        for sq in Square::ALL {
            assert_eq!(knight_attacks_of(Bitboard::from_square(sq)), knight_attacks(sq), "{sq}");
        }
    }

    #[test]
    fn leapers() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(king_attacks(Square::E1).count(), 5);
        assert_eq!(pawn_attacks(Color::White, Square::A2).count(), 1);
        assert!(pawn_attacks(Color::Black, Square::E5).contains(Square::D4));
    }
}
