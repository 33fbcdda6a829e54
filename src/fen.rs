//! Forsyth–Edwards Notation: reading and writing the six fields of a position, as a
//! [`Setup`] that is not yet checked against the Laws (that is [`Position`]'s job).
//!
//! ```
//! use arbiter::Setup;
//!
//! let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
//! let setup = Setup::from_fen(fen)?;
//! assert_eq!(setup.to_fen(), fen);
//! # Ok::<(), arbiter::FenError>(())
//! ```
//!
//! [`Position`]: crate::Position

use std::fmt;

use crate::{Board, CastlingRights, CastlingSide, Color, File, Piece, Rank, Square};

/// The facts a FEN records, read but not yet validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Piece placement.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// The castling rights as written.
    pub castling_rights: CastlingRights,
    /// The en passant target square as written: the square a pawn has just crossed.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move (Article 9.3).
    pub halfmove_clock: u32,
    /// The number of the move, starting at 1 and incremented after Black's move.
    pub fullmove_number: u32,
}

impl Setup {
    /// The initial position (Article 2.3), White to move.
    pub fn initial() -> Setup {
        Setup {
            board: Board::initial(),
            turn: Color::White,
            castling_rights: CastlingRights::ALL,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// Reads a FEN. The move counters may be omitted (`0 1` is assumed), as in EPD.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut fields = Fields::new(fen);
        let (placement, at) = fields.next().ok_or(FenError::new(FenErrorKind::Empty, FenField::Placement, 1))?;
        let board = parse_placement(placement, at)?;

        let end = fen.chars().count() + 1;
        let (turn, at) = fields.next().ok_or(FenError::new(FenErrorKind::MissingField, FenField::Turn, end))?;
        let turn = match turn {
            "w" => Color::White,
            "b" => Color::Black,
            _ => {
                return Err(FenError::new(FenErrorKind::InvalidTurn(turn.to_owned()), FenField::Turn, at));
            }
        };

        let (castling, at) = fields.next().ok_or(FenError::new(FenErrorKind::MissingField, FenField::Castling, end))?;
        let castling_rights = parse_castling(castling, at)?;

        let (ep, at) = fields.next().ok_or(FenError::new(FenErrorKind::MissingField, FenField::EnPassant, end))?;
        let ep_square = match ep {
            "-" => None,
            _ => match ep.parse::<Square>() {
                Ok(sq) if matches!(sq.rank(), Rank::Third | Rank::Sixth) => Some(sq),
                _ => {
                    return Err(FenError::new(FenErrorKind::InvalidEnPassant(ep.to_owned()), FenField::EnPassant, at));
                }
            },
        };

        let halfmove_clock = match fields.next() {
            None => 0,
            Some((s, at)) => parse_number(s, at, FenField::HalfmoveClock, 0)?,
        };
        let fullmove_number = match fields.next() {
            None => 1,
            Some((s, at)) => parse_number(s, at, FenField::FullmoveNumber, 1)?,
        };
        if let Some((extra, at)) = fields.next() {
            return Err(FenError::new(FenErrorKind::ExtraField(extra.to_owned()), FenField::FullmoveNumber, at));
        }
        Ok(Setup { board, turn, castling_rights, ep_square, halfmove_clock, fullmove_number })
    }

    /// Writes the six-field FEN.
    pub fn to_fen(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.board.board_fen(),
            self.turn.char(),
            self.castling_rights.fen(),
            self.ep_square.map_or_else(|| "-".to_owned(), |sq| sq.to_string()),
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}

/// Splits on ASCII whitespace, remembering each field's 1-based character column.
struct Fields<'a> {
    s: &'a str,
    pos: usize,
}

impl<'a> Fields<'a> {
    fn new(s: &'a str) -> Fields<'a> {
        Fields { s, pos: 0 }
    }
}

impl<'a> Iterator for Fields<'a> {
    type Item = (&'a str, usize);

    fn next(&mut self) -> Option<(&'a str, usize)> {
        let rest = &self.s[self.pos..];
        let start = self.pos + rest.find(|c: char| !c.is_ascii_whitespace())?;
        let len = self.s[start..].find(|c: char| c.is_ascii_whitespace()).unwrap_or(self.s.len() - start);
        self.pos = start + len;
        let column = self.s[..start].chars().count() + 1;
        Some((&self.s[start..start + len], column))
    }
}

fn parse_placement(s: &str, at: usize) -> Result<Board, FenError> {
    let mut board = Board::empty();
    let mut rank_index = 7i32;
    let mut file = 0u32;
    let err = |kind, offset: usize| Err(FenError::new(kind, FenField::Placement, at + offset));
    for (offset, c) in s.chars().enumerate() {
        match c {
            '/' => {
                if file < 8 {
                    return err(FenErrorKind::RankTooShort { rank: rank_index as u8 + 1 }, offset);
                }
                rank_index -= 1;
                if rank_index < 0 {
                    return err(FenErrorKind::TooManyRanks, offset);
                }
                file = 0;
            }
            '1'..='8' => {
                file += c as u32 - '0' as u32;
                if file > 8 {
                    return err(FenErrorKind::RankTooLong { rank: rank_index as u8 + 1 }, offset);
                }
            }
            _ => {
                let Some(piece) = Piece::from_char(c) else {
                    return err(FenErrorKind::InvalidPiece(c), offset);
                };
                if file >= 8 {
                    return err(FenErrorKind::RankTooLong { rank: rank_index as u8 + 1 }, offset);
                }
                let sq = Square::from_coords(File::ALL[file as usize], Rank::ALL[rank_index as usize]);
                board.set_piece_at(sq, piece);
                file += 1;
            }
        }
    }
    let end = s.chars().count();
    if file < 8 {
        return err(FenErrorKind::RankTooShort { rank: rank_index as u8 + 1 }, end);
    }
    if rank_index > 0 {
        return err(FenErrorKind::TooFewRanks { ranks: 8 - rank_index as u8 }, end);
    }
    Ok(board)
}

fn parse_castling(s: &str, at: usize) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if s == "-" {
        return Ok(rights);
    }
    for (offset, c) in s.chars().enumerate() {
        let (color, side) = match c {
            'K' => (Color::White, CastlingSide::KingSide),
            'Q' => (Color::White, CastlingSide::QueenSide),
            'k' => (Color::Black, CastlingSide::KingSide),
            'q' => (Color::Black, CastlingSide::QueenSide),
            _ => {
                return Err(FenError::new(FenErrorKind::InvalidCastling(c), FenField::Castling, at + offset));
            }
        };
        if rights.has(color, side) {
            return Err(FenError::new(FenErrorKind::RepeatedCastling(c), FenField::Castling, at + offset));
        }
        rights.add(color, side);
    }
    Ok(rights)
}

fn parse_number(s: &str, at: usize, field: FenField, min: u32) -> Result<u32, FenError> {
    match s.parse::<u32>() {
        Ok(n) if n >= min && s.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => Err(FenError::new(FenErrorKind::InvalidNumber(s.to_owned()), field, at)),
    }
}

/// The six fields of a FEN.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// Piece placement, rank 8 first.
    Placement,
    /// `w` or `b`.
    Turn,
    /// `KQkq` or `-`.
    Castling,
    /// The en passant target square or `-`.
    EnPassant,
    /// The half-move clock.
    HalfmoveClock,
    /// The full-move number.
    FullmoveNumber,
}

impl FenField {
    /// A stable name for messages: `placement`, `turn`, …
    pub const fn name(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::Turn => "turn",
            FenField::Castling => "castling",
            FenField::EnPassant => "en-passant",
            FenField::HalfmoveClock => "halfmove-clock",
            FenField::FullmoveNumber => "fullmove-number",
        }
    }
}

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenErrorKind {
    /// Nothing but whitespace.
    Empty,
    /// A required field is missing (the error's field says which).
    MissingField,
    /// Text after the sixth field.
    ExtraField(String),
    /// A character that is neither a piece letter, a digit 1–8 nor `/`.
    InvalidPiece(char),
    /// A rank describes more than eight squares.
    RankTooLong {
        /// The rank, 1–8.
        rank: u8,
    },
    /// A rank describes fewer than eight squares.
    RankTooShort {
        /// The rank, 1–8.
        rank: u8,
    },
    /// More than eight ranks.
    TooManyRanks,
    /// Fewer than eight ranks.
    TooFewRanks {
        /// How many were given.
        ranks: u8,
    },
    /// The side to move is not `w` or `b`.
    InvalidTurn(String),
    /// A character other than `K Q k q` in the castling field.
    InvalidCastling(char),
    /// A castling right written twice.
    RepeatedCastling(char),
    /// Not `-` nor a square on the third or sixth rank.
    InvalidEnPassant(String),
    /// A move counter that is not a number in range (the full-move number starts at 1).
    InvalidNumber(String),
}

/// A FEN that cannot be read: what is wrong, in which field, at which character column
/// (1-based, counted in characters of the whole FEN string).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// What is wrong.
    pub kind: FenErrorKind,
    /// The field where it is wrong.
    pub field: FenField,
    /// The 1-based character column.
    pub column: usize,
}

impl FenError {
    fn new(kind: FenErrorKind, field: FenField, column: usize) -> FenError {
        FenError { kind, field, column }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} in the {} field at column {}", self.kind, self.field.name(), self.column)
    }
}

impl std::error::Error for FenError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
            "8/8/8/8/8/8/8/K6k b - - 99 200",
        ] {
            assert_eq!(Setup::from_fen(fen).unwrap().to_fen(), fen);
        }
    }

    #[test]
    fn four_fields_default_counters() {
        let s = Setup::from_fen("8/8/8/8/8/8/8/K6k w - -").unwrap();
        assert_eq!((s.halfmove_clock, s.fullmove_number), (0, 1));
    }

    #[test]
    fn errors_say_what_and_where() {
        let e = Setup::from_fen("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::InvalidPiece('X'));
        assert_eq!((e.field, e.column), (FenField::Placement, 14));

        let e = Setup::from_fen("8/8/8/8/8/8/8/K6k x - - 0 1").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::InvalidTurn("x".into()));
        assert_eq!(e.column, 19);

        let e = Setup::from_fen("8/8/8/8/8/8/8/K6k w KK - 0 1").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::RepeatedCastling('K'));
        assert_eq!(e.column, 22);

        let e = Setup::from_fen("8/8/8/8/8/8/8/K6k w - e4 0 1").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::InvalidEnPassant("e4".into()));

        let e = Setup::from_fen("8/8/8/8/8/8/K6k w - -").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::TooFewRanks { ranks: 7 });

        let e = Setup::from_fen("8p/8/8/8/8/8/8/K6k w - -").unwrap_err();
        assert_eq!((e.kind, e.column), (FenErrorKind::RankTooLong { rank: 8 }, 2));

        let e = Setup::from_fen("9/8/8/8/8/8/8/K6k w - -").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::InvalidPiece('9'));

        let e = Setup::from_fen("8/8/8/8/8/8/8/K6k").unwrap_err();
        assert_eq!((e.kind, e.field), (FenErrorKind::MissingField, FenField::Turn));

        let e = Setup::from_fen("8/8/8/8/8/8/8/K6k w - - 0 0").unwrap_err();
        assert_eq!(e.field, FenField::FullmoveNumber);

        assert_eq!(Setup::from_fen("   ").unwrap_err().kind, FenErrorKind::Empty);
    }
}
