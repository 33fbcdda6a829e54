//! A position: the pieces, the side to move, the castling rights, the en passant square and
//! the move counters — everything the Laws need to decide which moves are legal.

use std::fmt;

use crate::laws::illegal_position::{self, IllegalPositionReason};
use crate::{Bitboard, Board, CastlingRights, Color, FenError, Move, MoveKind, MoveList, Piece, Role, Setup, Square};

/// How strictly a position is checked when loaded (Article 3.10.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Validation {
    /// Refuse any position that cannot arise from a legal game.
    #[default]
    Strict,
    /// Accept odd positions (a lone knight, two kings of a colour, pawns on the last rank…)
    /// for tools that must read them. The reasons stay available through
    /// [`Position::illegal_reasons`]. Only positions with more than sixteen pieces of a
    /// colour — more than a chess set holds — are still refused.
    Lenient,
}

/// A chess position (standard chess).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
}

/// Why a FEN could not be loaded as a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The FEN is malformed (a syntax error, exit code 2 on the command line).
    Fen(FenError),
    /// The FEN is well formed but the position cannot arise in a game (Article 3.10.3).
    Illegal(IllegalPosition),
}

/// A position that cannot have been reached by any series of legal moves (Article 3.10.3),
/// with every reason found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalPosition {
    /// Every reason, in the order of the checks.
    pub reasons: Vec<IllegalPositionReason>,
}

impl From<FenError> for PositionError {
    fn from(e: FenError) -> PositionError {
        PositionError::Fen(e)
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fen(e) => e.fmt(f),
            PositionError::Illegal(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for IllegalPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal position (Article 3.10.3): ")?;
        let reasons: Vec<String> = self.reasons.iter().map(|r| format!("{r:?}")).collect();
        f.write_str(&reasons.join("; "))
    }
}

impl std::error::Error for PositionError {}
impl std::error::Error for IllegalPosition {}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The initial position (Article 2.3), White to move.
    pub fn new() -> Position {
        Position {
            board: Board::initial(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// Loads a FEN, refusing positions that cannot arise in a game.
    ///
    /// ```
    /// use arbiter::{Position, PositionError};
    ///
    /// let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
    /// assert_eq!(pos.legal_moves().len(), 20);
    ///
    /// // Three kings: the FEN is well formed, the position is not (Article 3.10.3).
    /// let err = Position::from_fen("k7/8/8/8/8/8/8/K6K w - - 0 1").unwrap_err();
    /// assert!(matches!(err, PositionError::Illegal(_)));
    /// # Ok::<(), PositionError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, PositionError> {
        Position::from_setup(Setup::from_fen(fen)?, Validation::Strict)
    }

    /// Loads a FEN leniently (see [`Validation::Lenient`]).
    pub fn from_fen_lenient(fen: &str) -> Result<Position, PositionError> {
        Position::from_setup(Setup::from_fen(fen)?, Validation::Lenient)
    }

    /// Makes a position of a setup, checked as asked.
    pub fn from_setup(setup: Setup, validation: Validation) -> Result<Position, PositionError> {
        // Unchecked until its reasons are weighed below.
        let pos = Position::for_reasons_only(setup);
        let reasons = illegal_position::reasons(&pos);
        let refused: Vec<IllegalPositionReason> = match validation {
            Validation::Strict => reasons,
            Validation::Lenient => reasons.into_iter().filter(IllegalPositionReason::exceeds_the_set).collect(),
        };
        if refused.is_empty() { Ok(pos) } else { Err(PositionError::Illegal(IllegalPosition { reasons: refused })) }
    }

    /// A setup made a position unchecked, for the reasons it cannot arise
    /// ([`Position::illegal_reasons`]) and the checks on its board alone: it may hold more
    /// men than a set, so its moves must never be generated (their lists are sized for a
    /// set). `arbiter position` answers such a FEN under Article 3.10.3 (review 32f, G-1).
    pub(crate) fn for_reasons_only(setup: Setup) -> Position {
        Position {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling_rights,
            ep_square: setup.ep_square,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number,
        }
    }

    /// Every reason this position could not arise in a legal game (empty for a legal
    /// position; useful for leniently loaded ones).
    pub fn illegal_reasons(&self) -> Vec<IllegalPositionReason> {
        illegal_position::reasons(self)
    }

    /// The placement of the pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights as recorded (Article 3.8.2.1).
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The en passant square as recorded: the square a pawn has just crossed with a
    /// two-square advance, whether or not a capture there is possible.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The en passant square only when an en passant capture is actually legal — the
    /// sense in which Article 9.2.3.1 counts it.
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        self.legal_moves().iter().any(|m| m.kind == MoveKind::EnPassant).then_some(ep)
    }

    /// Half-moves since the last capture or pawn move (Article 9.3).
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The number of the current move (starts at 1, increases after Black moves).
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The setup this position was made of.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep_square,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        }
    }

    /// The six-field FEN.
    pub fn to_fen(&self) -> String {
        self.to_setup().to_fen()
    }

    /// The square of the king of the side to move, if it has exactly one.
    #[inline]
    pub fn our_king(&self) -> Option<Square> {
        self.board.king_of(self.turn)
    }

    /// The opponent's pieces attacking the king of the side to move (Article 3.9.1).
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        match self.our_king() {
            Some(king) => self.board.attackers_to(king, !self.turn, self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check (Article 3.9.1).
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether `m` is a legal move here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Plays a move if it is legal, or refuses it with the adjudicator's reasons. The
    /// move's kind is taken from the Laws, not from `m` (a two-square pawn advance given as
    /// [`MoveKind::Normal`] is still played as one).
    pub fn play(&self, m: Move) -> Result<Position, crate::Illegal> {
        match crate::adjudicate(self, crate::Attempt::from_move(m)) {
            crate::Ruling::Legal(m) => {
                let mut next = self.clone();
                next.play_unchecked(m);
                Ok(next)
            }
            crate::Ruling::Illegal(illegal) => Err(illegal),
        }
    }

    /// Moves `color`'s king to the empty square `to`, nothing else changed: the walk of
    /// `laws::dead_position::factored` keeps positions with one king set aside and puts it
    /// back on each square it may stand on.
    pub(crate) fn relocate_king(&mut self, color: Color, to: Square) {
        if let Some(from) = self.board.king_of(color)
            && from != to
        {
            self.board.shift_piece(Piece::new(color, Role::King), from, to);
        }
    }

    /// Plays a move known to be legal (e.g. from [`Position::legal_moves`]). Playing any
    /// other move leaves the position in an unspecified (but memory-safe) state.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        // The mover's colour asked the side to move's first, and a capture looked for only on
        // an occupied square: the searches play every move of millions of positions.
        let color = if self.board.by_color(us).contains(m.from) {
            us
        } else if self.board.by_color(!us).contains(m.from) {
            !us
        } else {
            return;
        };
        let Some(role) = self.board.role_at(m.from) else {
            return;
        };
        let piece = Piece::new(color, role);
        let captured = if self.board.occupied().contains(m.to) { self.board.piece_at(m.to) } else { None };
        self.ep_square = None;
        // The counters saturate at `u32::MAX` (a FEN may start them anywhere): never wrap.
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        if let Some(c) = captured {
            self.board.take_piece(c, m.to);
            self.castling.discard_square(m.to);
            self.halfmove_clock = 0;
        }
        match m.kind {
            MoveKind::Normal => {
                self.board.shift_piece(piece, m.from, m.to);
                self.castling.discard_square(m.from);
                if piece.role == Role::Pawn {
                    self.halfmove_clock = 0;
                }
            }
            MoveKind::DoubleStep => {
                self.board.shift_piece(piece, m.from, m.to);
                self.halfmove_clock = 0;
                self.ep_square = Square::new((m.from.index() + m.to.index()) / 2);
            }
            MoveKind::EnPassant => {
                self.board.shift_piece(piece, m.from, m.to);
                let victim = Square::from_coords(m.to.file(), m.from.rank());
                self.board.take_piece(Piece::new(!us, Role::Pawn), victim);
                self.halfmove_clock = 0;
            }
            MoveKind::Castle(side) => {
                self.board.shift_piece(piece, m.from, m.to);
                let rook = Piece::new(us, Role::Rook);
                self.board.shift_piece(rook, side.rook_from(us), side.rook_to(us));
                self.castling.remove_color(us);
            }
            MoveKind::Promotion(role) => {
                self.board.take_piece(piece, m.from);
                self.board.put_piece(Piece::new(us, role), m.to);
                self.castling.discard_square(m.from);
                self.halfmove_clock = 0;
            }
        }
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = !us;
    }

    /// The number of leaf nodes of the legal-move tree `depth` plies deep ("perft").
    ///
    /// The walk recurses once per ply: depths beyond [`MAX_PERFT_DEPTH`] are refused by
    /// [`Position::try_perft`] (and by `arbiter perft`); this function trusts its caller.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            // Bulk counting: the moves are counted, set by set, without being produced.
            let mut count = crate::movegen::MoveCount::default();
            crate::movegen::generate(self, &mut count);
            return count.0;
        }
        // Generated into a list on this frame: returning a 2 KiB list by value at every
        // node costs a copy.
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
            .iter()
            .map(|&m| {
                let mut next = self.clone();
                next.play_unchecked(m);
                next.perft(depth - 1)
            })
            .sum()
    }

    /// As [`Position::perft`], refusing a depth beyond [`MAX_PERFT_DEPTH`] instead of
    /// walking so deep that the stack runs out.
    ///
    /// ```
    /// use arbiter::{MAX_PERFT_DEPTH, Position};
    ///
    /// assert_eq!(Position::new().try_perft(2), Ok(400));
    /// assert!(Position::new().try_perft(MAX_PERFT_DEPTH + 1).is_err());
    /// ```
    pub fn try_perft(&self, depth: u32) -> Result<u64, PerftDepthError> {
        if depth > MAX_PERFT_DEPTH {
            return Err(PerftDepthError { depth });
        }
        Ok(self.perft(depth))
    }

    /// All legal moves (Article 3.10.1).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// All legal moves (Article 3.10.1) into `list`, emptied first: the same moves in the
    /// same order as [`Position::legal_moves`], without returning a list (2 KiB) by value —
    /// for loops over many positions, which can reuse one list.
    ///
    /// ```
    /// use arbiter::{MoveList, Position};
    ///
    /// let mut list = MoveList::new();
    /// Position::new().legal_moves_into(&mut list);
    /// assert_eq!(list.len(), 20);
    /// ```
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        crate::movegen::generate(self, list);
    }

    /// The legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| m.from == from);
        list
    }

    /// The squares the piece on `sq` could move to if it were its side's turn — what
    /// Lasker's diagrams mark with `*`. Legal moves when that side has the move; otherwise
    /// the moves it would have with the turn passed to it (its checks and pins considered).
    /// The opponent's king is never among them: a piece giving check does not "capture" the
    /// king (Article 1.4.1), though with the turn passed it would look as if it could.
    ///
    /// ```
    /// use arbiter::{Position, Square};
    ///
    /// // The black bishop on c3 checks the white king on e1; White to move.
    /// let pos = Position::from_fen("r3k3/8/8/3p4/4N3/2b5/8/4K3 w - - 0 1")?;
    /// assert!(!pos.reach(Square::C3).contains(Square::E1));
    /// assert!(pos.reach(Square::C3).contains(Square::D2));
    /// # Ok::<(), arbiter::PositionError>(())
    /// ```
    pub fn reach(&self, sq: Square) -> Bitboard {
        let Some(color) = self.board.color_at(sq) else {
            return Bitboard::EMPTY;
        };
        let pos = if color == self.turn {
            self.clone()
        } else {
            let mut p = self.clone();
            p.turn = color;
            p.ep_square = None;
            p
        };
        let their_king = self.board.king_of(!color);
        pos.legal_moves_from(sq).iter().map(|m| m.to).filter(|&to| Some(to) != their_king).collect()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

/// The deepest perft walked: 64 plies. Each ply is a frame of the recursion (a few KiB),
/// and no position's tree is countable that deep anyway unless nearly every move is
/// forced.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// A perft depth beyond [`MAX_PERFT_DEPTH`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("perft depth {depth} is beyond the limit of {MAX_PERFT_DEPTH}")]
pub struct PerftDepthError {
    /// The depth asked for.
    pub depth: u32,
}
