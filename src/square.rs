//! Files, ranks and squares of the chessboard (Article 2.1, 2.4; Appendix C.5–C.7).

use std::fmt;
use std::str::FromStr;

use crate::Color;

/// A file: one of the eight vertical columns, `a` to `h` (Appendix C.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A = 0,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank: one of the eight horizontal rows, `1` to `8` (Appendix C.6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    First = 0,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl File {
    /// All files, `a` to `h`.
    pub const ALL: [File; 8] = [File::A, File::B, File::C, File::D, File::E, File::F, File::G, File::H];

    /// The file with index `i` (0 = `a`), if any.
    #[inline]
    pub const fn new(i: u32) -> Option<File> {
        if i < 8 { Some(File::ALL[i as usize]) } else { None }
    }

    /// The file of a letter `a`–`h`.
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => File::new(c as u32 - 'a' as u32),
            _ => None,
        }
    }

    /// The letter `a`–`h`.
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The index, 0 for `a`.
    #[inline]
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// The file `delta` files to the right, if on the board.
    pub const fn offset(self, delta: i32) -> Option<File> {
        let i = self as i32 + delta;
        if 0 <= i && i < 8 { File::new(i as u32) } else { None }
    }
}

impl Rank {
    /// All ranks, first to eighth.
    pub const ALL: [Rank; 8] =
        [Rank::First, Rank::Second, Rank::Third, Rank::Fourth, Rank::Fifth, Rank::Sixth, Rank::Seventh, Rank::Eighth];

    /// The rank with index `i` (0 = first), if any.
    #[inline]
    pub const fn new(i: u32) -> Option<Rank> {
        if i < 8 { Some(Rank::ALL[i as usize]) } else { None }
    }

    /// The rank of a digit `1`–`8`.
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Rank::new(c as u32 - '1' as u32),
            _ => None,
        }
    }

    /// The digit `1`–`8`.
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The index, 0 for the first rank.
    #[inline]
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// The rank as seen by `color`: White's first rank is Black's eighth.
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::ALL[7 - self as usize],
        }
    }

    /// The rank `delta` ranks up, if on the board.
    pub const fn offset(self, delta: i32) -> Option<Rank> {
        let i = self as i32 + delta;
        if 0 <= i && i < 8 { Rank::new(i as u32) } else { None }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

macro_rules! squares {
    ($($sq:ident),* $(,)?) => {
        /// One of the 64 squares, named as in Appendix C.7 (`Square::E4`).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        #[allow(missing_docs)]
        pub enum Square { $($sq),* }

        impl Square {
            /// All squares, a1, b1, … h1, a2, … h8.
            pub const ALL: [Square; 64] = [$(Square::$sq),*];
        }
    };
}

squares! {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// The square with index `i` (a1 = 0, h1 = 7, a8 = 56), if any.
    #[inline]
    pub const fn new(i: u32) -> Option<Square> {
        if i < 64 { Some(Square::ALL[i as usize]) } else { None }
    }

    /// The square of index `i & 63`.
    #[inline]
    pub(crate) const fn from_index_unchecked(i: u32) -> Square {
        // SAFETY: `Square` is `repr(u8)` with the 64 discriminants 0..=63 (a1 = 0 … h8 = 63,
        // `square_indices_are_discriminants` checks it), and `i & 63` is one of them. The
        // table lookup this replaces cost a load per square in move generation.
        unsafe { std::mem::transmute::<u8, Square>((i & 63) as u8) }
    }

    /// The square at a file and a rank.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::from_index_unchecked(rank as u32 * 8 + file as u32)
    }

    /// The index, a1 = 0 … h8 = 63.
    #[inline]
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// The file.
    #[inline]
    pub const fn file(self) -> File {
        File::ALL[self as usize & 7]
    }

    /// The rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[self as usize >> 3]
    }

    /// The square `df` files right and `dr` ranks up, if on the board.
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        match (self.file().offset(df), self.rank().offset(dr)) {
            (Some(f), Some(r)) => Some(Square::from_coords(f, r)),
            _ => None,
        }
    }

    /// The colour of the square itself (Article 2.1): a1 is dark, h1 light.
    pub const fn color(self) -> Color {
        if (self.file() as u8 + self.rank() as u8).is_multiple_of(2) { Color::Black } else { Color::White }
    }

    /// Whether the square is light (a "white" square, Article 2.1).
    pub const fn is_light(self) -> bool {
        matches!(self.color(), Color::White)
    }

    /// The same file, the rank mirrored (a1 ↔ a8).
    pub const fn flip_vertical(self) -> Square {
        Square::ALL[self as usize ^ 56]
    }

    /// The number of king steps between two squares.
    pub const fn distance(self, other: Square) -> u32 {
        let df = (self.file() as i32 - other.file() as i32).unsigned_abs();
        let dr = (self.rank() as i32 - other.rank() as i32).unsigned_abs();
        if df > dr { df } else { dr }
    }

    /// Parses `e4` from two bytes.
    pub fn from_ascii(s: &[u8]) -> Option<Square> {
        match s {
            &[f, r] => Some(Square::from_coords(File::from_char(f as char)?, Rank::from_char(r as char)?)),
            _ => None,
        }
    }
}

/// The names of the squares, a1 first (Appendix C.7).
#[rustfmt::skip]
static SQUARE_NAMES: [&str; 64] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1",
    "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2",
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3",
    "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4",
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5",
    "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6",
    "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7",
    "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8",
];

impl Square {
    /// The name of the square, `e4` (Appendix C.7).
    #[inline]
    pub const fn name(self) -> &'static str {
        SQUARE_NAMES[self as usize]
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A string that is not a square name like `e4`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square name (a file a–h and a rank 1–8, e.g. e4)")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes()).ok_or(ParseSquareError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_indices_are_discriminants() {
        for (i, &sq) in Square::ALL.iter().enumerate() {
            assert_eq!(sq as usize, i);
            assert_eq!(Square::from_index_unchecked(i as u32), sq);
            assert_eq!(Square::from_index_unchecked(i as u32 + 64), sq);
            assert_eq!(Square::from_coords(sq.file(), sq.rank()), sq);
            assert_eq!(sq.name(), format!("{}{}", sq.file().char(), sq.rank().char()));
        }
    }

    #[test]
    fn square_colours_follow_article_2_1() {
        // "the near corner square to the right of the player is white": h1 and a8 are light.
        assert!(Square::H1.is_light());
        assert!(Square::A8.is_light());
        assert!(!Square::A1.is_light());
        assert!(!Square::H8.is_light());
        assert_eq!(Square::ALL.iter().filter(|s| s.is_light()).count(), 32);
    }

    #[test]
    fn names_round_trip() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert!("i1".parse::<Square>().is_err());
        assert!("e9".parse::<Square>().is_err());
        assert!("e".parse::<Square>().is_err());
    }
}
