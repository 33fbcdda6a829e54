//! Board diagrams: reading and drawing a board as text, in the style of Edward Lasker's
//! *Chess Strategy* (1915) and in two terminal styles.
//!
//! Lasker's diagrams (see `docs/seeds/002_5f0802a923a32796.txt`) draw each square as a cell
//! four characters wide between bars, rank 8 at the top, with rule lines above, between and
//! below the ranks, the file letters underneath and an optional caption:
//!
//! ```text
//! ---------------------------------------
//! 8 |    |    |    | #R |    | #R | #K |    |
//! |---------------------------------------|
//! 7 | #P | #P |    |    |    | #P | #P | #P |
//! |---------------------------------------|
//! ⋮
//! |---------------------------------------|
//! 1 |    |    | ^K | ^R |    |    |    | ^R |
//! ---------------------------------------
//! A    B    C    D    E    F    G    H
//!
//! Diag. 3.
//! ```
//!
//! `^` marks a white piece, `#` a black one; the pieces are `K Q R B Kt P` (`Kt` the knight);
//! a cell ` *  ` marks an empty square that a piece can reach. The seed never marks an
//! occupied square; this module writes such a square (a capture, say) with the `*` in the
//! cell's first column, `*#R ` or `*^Kt`.
//!
//! [`Diagram::parse`] reads that format and the two others [`render`] writes
//! ([`Style::Unicode`] and [`Style::Ascii`]); [`Diagram::find_all`] pulls every diagram out
//! of a longer text.
//!
//! ```
//! use arbiter::diagram::{self, Style};
//! use arbiter::{attacks, Bitboard, Board, Color, Diagram, Piece, Role, Square};
//!
//! // Lasker's Diagram 2: a knight on e4 and the squares it can move to.
//! let mut board = Board::empty();
//! board.set_piece_at(Square::E4, Piece::new(Color::White, Role::Knight));
//! let marks = attacks::knight_attacks(Square::E4);
//!
//! let text = diagram::render(&board, marks, Style::Lasker);
//! assert!(text.contains("4 |    |    |    |    | ^Kt|    |    |    |"));
//! assert!(text.contains("5 |    |    | *  |    |    |    | *  |    |"));
//!
//! let back = Diagram::parse(&text)?;
//! assert_eq!((back.board, back.marks), (board, marks));
//! # Ok::<(), arbiter::DiagramError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::{
    Bitboard, Board, CastlingRights, CastlingSide, Color, File, Piece, Position, PositionError, Rank, Role, Setup,
    Square, Validation,
};

/// How a diagram is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Style {
    /// Edward Lasker's format, exactly as in *Chess Strategy* (1915): `^K` a white king,
    /// `#Kt` a black knight, `*` a marked square, cells between bars, files `A … H`.
    #[default]
    Lasker,
    /// Chess symbols `♔♕♖♗♘♙` / `♚♛♜♝♞♟` in a box-drawn frame; `·` an empty square,
    /// `•` a marked empty square, `[♞]` a marked occupied square.
    Unicode,
    /// FEN letters (`KQRBNP` White, `kqrbnp` Black) in a `+---+` frame; `.` an empty square,
    /// `*` a marked empty square, `[n]` a marked occupied square.
    Ascii,
}

impl Style {
    /// All styles.
    pub const ALL: [Style; 3] = [Style::Lasker, Style::Unicode, Style::Ascii];

    /// `lasker`, `unicode` or `ascii`: the stable name used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Style::Lasker => "lasker",
            Style::Unicode => "unicode",
            Style::Ascii => "ascii",
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not `lasker`, `unicode` or `ascii`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownStyle(pub String);

impl fmt::Display for UnknownStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown diagram style `{}` (expected lasker, unicode or ascii)", self.0)
    }
}

impl std::error::Error for UnknownStyle {}

impl FromStr for Style {
    type Err = UnknownStyle;

    /// Reads a style name, ignoring ASCII case.
    fn from_str(s: &str) -> Result<Style, UnknownStyle> {
        Style::ALL
            .into_iter()
            .find(|style| style.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownStyle(s.to_owned()))
    }
}

/// A board diagram: the pieces, the marked squares and the caption number.
///
/// A diagram shows placement only. [`Diagram::to_setup`] and [`Diagram::to_position`] add
/// the facts a position needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagram {
    /// The pieces.
    pub board: Board,
    /// The squares marked `*`: in Lasker's diagrams, the squares a piece can reach.
    pub marks: Bitboard,
    /// The number of the caption `Diag. N.`, if there is one.
    pub caption: Option<u32>,
}

impl Diagram {
    /// A diagram without a caption.
    pub fn new(board: Board, marks: Bitboard) -> Diagram {
        Diagram { board, marks, caption: None }
    }

    /// The same diagram with the caption `Diag. N.`.
    #[must_use]
    pub fn with_caption(self, number: u32) -> Diagram {
        Diagram { caption: Some(number), ..self }
    }

    /// Reads one diagram: a rule line, the eight rank rows from 8 down to 1 (with or
    /// without rule lines between them), a rule line, the file letters and an optional
    /// caption `Diag. N.` (or `Diagram N.`), possibly after blank lines. Blank lines may
    /// surround the diagram; any other text is an error.
    ///
    /// All three [`Style`]s are read; the top line says which: a bare rule of dashes is
    /// Lasker's (every square a cell between bars, so `8 |    |` is a row of one square), a
    /// frame with corners a grid. The reader is tolerant of indentation, trailing
    /// whitespace, `\r\n` line ends, cells padded differently (`|#R|`, `|  ^Kt  |`), the
    /// letter `N` for a knight, lower-case piece letters and file letters, and a `*` written
    /// before or after a piece. Errors carry the 1-based line and character column in
    /// `text`; a diagram cut short reports the line after the last one.
    ///
    /// ```
    /// use arbiter::{Color, Diagram, DiagramErrorKind, Piece, Role, Square};
    ///
    /// let text = "\
    ///   +------------------------+
    /// 8 | .  .  .  .  k  .  .  . |
    /// 7 | .  .  .  .  .  .  .  . |
    /// 6 | .  .  .  .  .  .  .  . |
    /// 5 | .  .  .  .  .  .  .  . |
    /// 4 | .  .  .  .  .  .  .  . |
    /// 3 | .  .  .  .  .  .  .  . |
    /// 2 | .  .  .  .  .  .  .  . |
    /// 1 | .  .  .  .  K  .  . [R]|
    ///   +------------------------+
    ///     a  b  c  d  e  f  g  h
    /// ";
    /// let d = Diagram::parse(text)?;
    /// assert_eq!(d.board.piece_at(Square::H1), Some(Piece::new(Color::White, Role::Rook)));
    /// assert!(d.marks.contains(Square::H1));
    ///
    /// let err = Diagram::parse(&text.replace("[R]", " X ")).unwrap_err();
    /// assert_eq!(err.kind, DiagramErrorKind::InvalidSquare("X".into()));
    /// assert_eq!((err.line, err.column), (9, 26));
    /// # Ok::<(), arbiter::DiagramError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Diagram, DiagramError> {
        let lines: Vec<&str> = text.lines().collect();
        let Some(start) = lines.iter().position(|l| !is_blank(l)) else {
            return Err(DiagramError::new(DiagramErrorKind::Empty, 1, 1));
        };
        let (diagram, mut end) = parse_lines(&lines, start, Mode::Whole)?;
        while end < lines.len() && is_blank(lines[end]) {
            end += 1;
        }
        match lines.get(end) {
            None => Ok(diagram),
            Some(line) => Err(DiagramError::new(DiagramErrorKind::TrailingText, end + 1, first_non_ws_column(line))),
        }
    }

    /// Every diagram in a longer text, each with the 1-based number of its first line (its
    /// top rule line), in order. A diagram starts at a rule line directly followed by a rank
    /// row (`8 |…`); it ends after the file letters, or after its caption when the next
    /// non-blank line is one (`Diag. N.`). Prose between diagrams is skipped; a malformed
    /// diagram yields its error (with lines and columns counted in the whole text) and the
    /// search goes on after it.
    ///
    /// ```
    /// use arbiter::{Diagram, Square};
    ///
    /// let seed = include_str!("../docs/seeds/002_5f0802a923a32796.txt");
    /// let found = Diagram::find_all(seed);
    /// assert_eq!(found.len(), 2);
    /// let (line, diag2) = &found[0];
    /// assert_eq!(*line, 1);
    /// assert_eq!(diag2.as_ref().unwrap().caption, Some(2));
    /// assert!(diag2.as_ref().unwrap().marks.contains(Square::C3));
    /// ```
    pub fn find_all(text: &str) -> Vec<(usize, Result<Diagram, DiagramError>)> {
        let lines: Vec<&str> = text.lines().collect();
        let mut found = Vec::new();
        let mut i = 0;
        while i < lines.len() {
            let starts = is_rule(lines[i]) && lines.get(i + 1).is_some_and(|l| looks_like_rank_row(l));
            if !starts {
                i += 1;
                continue;
            }
            match parse_lines(&lines, i, Mode::Embedded) {
                Ok((diagram, end)) => {
                    found.push((i + 1, Ok(diagram)));
                    i = end;
                }
                Err(e) => {
                    found.push((i + 1, Err(e)));
                    i += 1;
                    while i < lines.len() && is_diagram_like(lines[i]) {
                        i += 1;
                    }
                }
            }
        }
        found
    }

    /// Draws the diagram, with its caption (after a blank line) if it has one.
    pub fn render(&self, style: Style) -> String {
        let mut out = render(&self.board, self.marks, style);
        if let Some(n) = self.caption {
            out.push('\n');
            out.push_str(&format!("Diag. {n}.\n"));
        }
        out
    }

    /// The diagram as a [`Setup`] with `turn` to move. A diagram does not record castling
    /// rights: they are assumed wherever the placement allows them (the king on e1/e8 and
    /// the rook on its corner), since a diagram showing the pieces at home is read as
    /// "neither has moved". There is no en passant square; the clocks are `0 1`. Change
    /// the fields of the result to say otherwise.
    pub fn to_setup(&self, turn: Color) -> Setup {
        let mut castling_rights = CastlingRights::NONE;
        for color in Color::ALL {
            let king = Piece::new(color, Role::King);
            let rook = Piece::new(color, Role::Rook);
            if self.board.piece_at(CastlingSide::king_from(color)) != Some(king) {
                continue;
            }
            for side in CastlingSide::ALL {
                if self.board.piece_at(side.rook_from(color)) == Some(rook) {
                    castling_rights.add(color, side);
                }
            }
        }
        Setup {
            board: self.board.clone(),
            turn,
            castling_rights,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The diagram as a position with `turn` to move (see [`Diagram::to_setup`]), checked
    /// leniently ([`Validation::Lenient`]): teaching diagrams such as Lasker's lone knight
    /// show positions that cannot arise in a game.
    ///
    /// ```
    /// use arbiter::{Color, Diagram, Square};
    ///
    /// let seed = include_str!("../docs/seeds/002_5f0802a923a32796.txt");
    /// let (_, diag2) = Diagram::find_all(seed).remove(0);
    /// let diag2 = diag2?;
    /// let pos = diag2.to_position(Color::White).expect("lenient");
    /// assert_eq!(pos.reach(Square::E4), diag2.marks);
    /// # Ok::<(), arbiter::DiagramError>(())
    /// ```
    pub fn to_position(&self, turn: Color) -> Result<Position, PositionError> {
        Position::from_setup(self.to_setup(turn), Validation::Lenient)
    }
}

impl fmt::Display for Diagram {
    /// The Lasker style, with the caption.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Style::Lasker))
    }
}

impl FromStr for Diagram {
    type Err = DiagramError;

    fn from_str(s: &str) -> Result<Diagram, DiagramError> {
        Diagram::parse(s)
    }
}

/// What is wrong with a diagram.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiagramErrorKind {
    /// The text holds nothing but whitespace.
    Empty,
    /// A rule line (dashes, as above rank 8 and below rank 1) was expected.
    ExpectedRule,
    /// The row of a rank was expected: its number, then a bar `|`.
    ExpectedRankRow {
        /// The rank, 1–8.
        rank: u8,
    },
    /// A rank row labelled with another number than the one due.
    WrongRank {
        /// The rank due, 1–8.
        expected: u8,
        /// The label found.
        found: char,
    },
    /// A rank row with more or fewer than eight squares.
    SquareCount {
        /// The rank, 1–8.
        rank: u8,
        /// How many squares it has: 0–7, or 9 for any row longer than eight (counting stops
        /// at nine).
        found: usize,
    },
    /// A rank row that does not end with its closing bar, or has text after it.
    UnclosedRow {
        /// The rank, 1–8.
        rank: u8,
    },
    /// A square that is neither empty, `*`, nor a piece: its text.
    InvalidSquare(String),
    /// A piece letter without `^` (white) or `#` (black) before it: the square's text.
    MissingColor(String),
    /// `^` or `#` followed by something other than `K Q R B Kt P`: the square's text.
    UnknownPiece(String),
    /// The row of file letters `A … H` was expected (in order, either case).
    ExpectedFileLetters,
    /// A caption that is not `Diag. N.` with N a number: its text.
    InvalidCaption(String),
    /// Text after the diagram.
    TrailingText,
}

impl fmt::Display for DiagramErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramErrorKind::Empty => f.write_str("no diagram: the text is empty"),
            DiagramErrorKind::ExpectedRule => f.write_str("expected a rule line of dashes"),
            DiagramErrorKind::ExpectedRankRow { rank } => {
                write!(f, "expected the row of rank {rank}: `{rank} |` and its squares")
            }
            DiagramErrorKind::WrongRank { expected, found } => {
                write!(f, "expected the row of rank {expected}, found rank label `{found}`")
            }
            DiagramErrorKind::SquareCount { rank, found } if *found > 8 => {
                write!(f, "rank {rank} has more than eight squares")
            }
            DiagramErrorKind::SquareCount { rank, found } => {
                write!(f, "rank {rank} has {found} squares instead of eight")
            }
            DiagramErrorKind::UnclosedRow { rank } => {
                write!(f, "the row of rank {rank} does not end with a closing bar `|`")
            }
            DiagramErrorKind::InvalidSquare(s) => write!(f, "cannot read the square `{s}`"),
            DiagramErrorKind::MissingColor(s) => {
                write!(f, "the piece `{s}` needs `^` (white) or `#` (black)")
            }
            DiagramErrorKind::UnknownPiece(s) => {
                write!(f, "`{s}` is not a piece (K, Q, R, B, Kt or P)")
            }
            DiagramErrorKind::ExpectedFileLetters => f.write_str("expected the file letters A B C D E F G H"),
            DiagramErrorKind::InvalidCaption(s) => {
                write!(f, "cannot read the caption `{s}` (expected `Diag. N.`)")
            }
            DiagramErrorKind::TrailingText => f.write_str("text after the diagram"),
        }
    }
}

/// A diagram that cannot be read: what is wrong and where (1-based line and character
/// column of the text given to [`Diagram::parse`] or [`Diagram::find_all`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DiagramError {
    /// What is wrong.
    pub kind: DiagramErrorKind,
    /// The 1-based line.
    pub line: usize,
    /// The 1-based character column.
    pub column: usize,
}

impl DiagramError {
    fn new(kind: DiagramErrorKind, line: usize, column: usize) -> DiagramError {
        DiagramError { kind, line, column }
    }
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (line {}, column {})", self.kind, self.line, self.column)
    }
}

impl std::error::Error for DiagramError {}

// ---------------------------------------------------------------------------------------
// Rendering

const LASKER_RULE: &str = "---------------------------------------";
const LASKER_SEPARATOR: &str = "|---------------------------------------|";
const LASKER_FILES: &str = "A    B    C    D    E    F    G    H";

/// Draws a board with its marked squares, rank 8 at the top, with rank numbers and file
/// letters, ending with a newline. [`Diagram::parse`] reads the result back.
///
/// ```
/// use arbiter::diagram::{render, Style};
/// use arbiter::{Bitboard, Board, Square};
///
/// let marks = Bitboard::from_square(Square::E3) | Bitboard::from_square(Square::E4);
/// let text = render(&Board::initial(), marks, Style::Ascii);
/// assert_eq!(text.lines().nth(1), Some("8 | r  n  b  q  k  b  n  r |"));
/// assert_eq!(text.lines().nth(5), Some("4 | .  .  .  .  *  .  .  . |"));
/// assert_eq!(text.lines().last(), Some("    a  b  c  d  e  f  g  h"));
///
/// let text = render(&Board::initial(), marks, Style::Unicode);
/// assert_eq!(text.lines().nth(1), Some("8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │"));
/// assert_eq!(text.lines().nth(6), Some("3 │ ·  ·  ·  ·  •  ·  ·  · │"));
/// ```
pub fn render(board: &Board, marks: Bitboard, style: Style) -> String {
    match style {
        Style::Lasker => render_lasker(board, marks),
        Style::Unicode => render_grid(board, marks, &UNICODE_FRAME, unicode_glyph),
        Style::Ascii => render_grid(board, marks, &ASCII_FRAME, Piece::char),
    }
}

fn render_lasker(board: &Board, marks: Bitboard) -> String {
    let mut out = String::with_capacity(18 * 44);
    out.push_str(LASKER_RULE);
    out.push('\n');
    for rank in Rank::ALL.into_iter().rev() {
        if rank != Rank::Eighth {
            out.push_str(LASKER_SEPARATOR);
            out.push('\n');
        }
        out.push(rank.char());
        out.push_str(" |");
        for file in File::ALL {
            let sq = Square::from_coords(file, rank);
            let marked = marks.contains(sq);
            let cell = match board.piece_at(sq) {
                None if marked => " *  ".to_owned(),
                None => "    ".to_owned(),
                Some(piece) => {
                    let sign = match piece.color {
                        Color::White => '^',
                        Color::Black => '#',
                    };
                    format!("{}{sign}{:<2}", if marked { '*' } else { ' ' }, lasker_letters(piece.role))
                }
            };
            out.push_str(&cell);
            out.push('|');
        }
        out.push('\n');
    }
    out.push_str(LASKER_RULE);
    out.push('\n');
    out.push_str(LASKER_FILES);
    out.push('\n');
    out
}

/// The letters Lasker uses for a role: `K Q R B Kt P`.
const fn lasker_letters(role: Role) -> &'static str {
    match role {
        Role::King => "K",
        Role::Queen => "Q",
        Role::Rook => "R",
        Role::Bishop => "B",
        Role::Knight => "Kt",
        Role::Pawn => "P",
    }
}

struct Frame {
    top: &'static str,
    bottom: &'static str,
    bar: char,
    empty: char,
    marked: char,
}

const UNICODE_FRAME: Frame = Frame {
    top: "  ┌────────────────────────┐",
    bottom: "  └────────────────────────┘",
    bar: '│',
    empty: '·',
    marked: '•',
};

const ASCII_FRAME: Frame = Frame {
    top: "  +------------------------+",
    bottom: "  +------------------------+",
    bar: '|',
    empty: '.',
    marked: '*',
};

const GRID_FILES: &str = "    a  b  c  d  e  f  g  h";

fn render_grid(board: &Board, marks: Bitboard, frame: &Frame, glyph: fn(Piece) -> char) -> String {
    let mut out = String::with_capacity(12 * 100);
    out.push_str(frame.top);
    out.push('\n');
    for rank in Rank::ALL.into_iter().rev() {
        out.push(rank.char());
        out.push(' ');
        out.push(frame.bar);
        for file in File::ALL {
            let sq = Square::from_coords(file, rank);
            let marked = marks.contains(sq);
            let (open, c, close) = match board.piece_at(sq) {
                None => (' ', if marked { frame.marked } else { frame.empty }, ' '),
                Some(piece) if marked => ('[', glyph(piece), ']'),
                Some(piece) => (' ', glyph(piece), ' '),
            };
            out.push(open);
            out.push(c);
            out.push(close);
        }
        out.push(frame.bar);
        out.push('\n');
    }
    out.push_str(frame.bottom);
    out.push('\n');
    out.push_str(GRID_FILES);
    out.push('\n');
    out
}

const fn unicode_glyph(piece: Piece) -> char {
    match (piece.color, piece.role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

// ---------------------------------------------------------------------------------------
// Reading

/// Whether the diagram is the whole text ([`Diagram::parse`]) or embedded in prose
/// ([`Diagram::find_all`]); this decides what counts as a caption.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Mode {
    Whole,
    Embedded,
}

fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

fn is_bar(c: char) -> bool {
    matches!(c, '|' | '│' | '┃')
}

/// A line of dashes, possibly with bars, corners and crosses: a rule or a frame.
fn is_rule(line: &str) -> bool {
    let t = line.trim();
    t.chars().any(|c| matches!(c, '-' | '─' | '━' | '═' | '='))
        && t.chars().all(|c| {
            matches!(
                c,
                '-' | '─'
                    | '━'
                    | '═'
                    | '='
                    | '+'
                    | '|'
                    | '│'
                    | '┃'
                    | '┌'
                    | '┐'
                    | '└'
                    | '┘'
                    | '├'
                    | '┤'
                    | '┬'
                    | '┴'
                    | '┼'
            )
        })
}

/// A rank label digit, then a bar.
fn looks_like_rank_row(line: &str) -> bool {
    let mut chars = line.trim_start().chars();
    chars.next().is_some_and(|c| c.is_ascii_digit()) && chars.find(|c| !c.is_whitespace()).is_some_and(is_bar)
}

/// A line that belongs to a (possibly malformed) diagram: skipped after an error.
fn is_diagram_like(line: &str) -> bool {
    is_rule(line) || line.chars().any(is_bar) || parse_file_letters(line).is_ok()
}

fn first_non_ws_column(line: &str) -> usize {
    line.chars().take_while(|c| c.is_whitespace()).count() + 1
}

/// Reads a diagram whose top rule line is `lines[start]`; returns it and the index of the
/// first line after it.
fn parse_lines(lines: &[&str], start: usize, mode: Mode) -> Result<(Diagram, usize), DiagramError> {
    let end_of_text = |kind| DiagramError::new(kind, lines.len() + 1, 1);
    let mut i = start;

    let rows = match lines.get(i) {
        Some(line) if is_rule(line) => {
            i += 1;
            RowStyle::of_top(line)
        }
        Some(line) => {
            return Err(DiagramError::new(DiagramErrorKind::ExpectedRule, i + 1, first_non_ws_column(line)));
        }
        None => return Err(end_of_text(DiagramErrorKind::ExpectedRule)),
    };

    let mut board = Board::empty();
    let mut marks = Bitboard::EMPTY;
    for rank in Rank::ALL.into_iter().rev() {
        if rank != Rank::Eighth && lines.get(i).is_some_and(|l| is_rule(l)) {
            i += 1;
        }
        let number = rank.index() as u8 + 1;
        let Some(line) = lines.get(i) else {
            return Err(end_of_text(DiagramErrorKind::ExpectedRankRow { rank: number }));
        };
        let squares =
            parse_rank_row(line, rank, rows).map_err(|(kind, column)| DiagramError::new(kind, i + 1, column))?;
        for (file, (piece, marked)) in File::ALL.into_iter().zip(squares) {
            let sq = Square::from_coords(file, rank);
            if let Some(piece) = piece {
                board.set_piece_at(sq, piece);
            }
            if marked {
                marks.add(sq);
            }
        }
        i += 1;
    }

    match lines.get(i) {
        Some(line) if is_rule(line) => i += 1,
        Some(line) => {
            return Err(DiagramError::new(DiagramErrorKind::ExpectedRule, i + 1, first_non_ws_column(line)));
        }
        None => return Err(end_of_text(DiagramErrorKind::ExpectedRule)),
    }

    match lines.get(i) {
        Some(line) => {
            parse_file_letters(line)
                .map_err(|column| DiagramError::new(DiagramErrorKind::ExpectedFileLetters, i + 1, column))?;
            i += 1;
        }
        None => return Err(end_of_text(DiagramErrorKind::ExpectedFileLetters)),
    }

    let mut diagram = Diagram::new(board, marks);
    let mut j = i;
    while j < lines.len() && is_blank(lines[j]) {
        j += 1;
    }
    if let Some(line) = lines.get(j) {
        let t = line.trim();
        let number = parse_caption(t);
        let is_caption = match mode {
            Mode::Whole => t.starts_with("Diag"),
            Mode::Embedded => t.starts_with("Diag.") || number.is_some(),
        };
        if is_caption {
            let Some(n) = number else {
                return Err(DiagramError::new(
                    DiagramErrorKind::InvalidCaption(t.to_owned()),
                    j + 1,
                    first_non_ws_column(line),
                ));
            };
            diagram.caption = Some(n);
            i = j + 1;
        }
    }
    Ok((diagram, i))
}

/// How the rank rows of a diagram are read, fixed by its top line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RowStyle {
    /// Lasker's: the top is a bare rule of dashes, every square a cell between two bars; a
    /// row of one cell or none is a row of one square or none, not a grid row.
    Lasker,
    /// A frame with corners (`+----+`, `┌────┐`): one symbol a square between the frame's
    /// two bars — or Lasker cells where a row has more bars than the frame's two.
    Framed,
}

impl RowStyle {
    fn of_top(rule: &str) -> RowStyle {
        let corner = |c: char| matches!(c, '+' | '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼');
        if rule.trim().chars().any(corner) { RowStyle::Framed } else { RowStyle::Lasker }
    }
}

/// A square as read: the piece on it, and whether it is marked.
type ReadSquare = (Option<Piece>, bool);

/// Reads the row of `rank`: its eight squares, or what is wrong and at which column.
fn parse_rank_row(line: &str, rank: Rank, style: RowStyle) -> Result<Vec<ReadSquare>, (DiagramErrorKind, usize)> {
    let number = rank.index() as u8 + 1;
    let chars: Vec<char> = line.trim_end().chars().collect();
    let skip_ws = |mut k: usize| {
        while chars.get(k).is_some_and(|c| c.is_whitespace()) {
            k += 1;
        }
        k
    };

    let k = skip_ws(0);
    match chars.get(k) {
        Some(&c) if c == rank.char() => {}
        Some(&c) if c.is_ascii_digit() => {
            return Err((DiagramErrorKind::WrongRank { expected: number, found: c }, k + 1));
        }
        _ => return Err((DiagramErrorKind::ExpectedRankRow { rank: number }, k + 1)),
    }
    let k = skip_ws(k + 1);
    if !chars.get(k).is_some_and(|&c| is_bar(c)) {
        return Err((DiagramErrorKind::ExpectedRankRow { rank: number }, k + 1));
    }

    let bars: Vec<usize> = (k..chars.len()).filter(|&p| is_bar(chars[p])).collect();
    if style == RowStyle::Lasker || bars.len() > 2 {
        parse_lasker_cells(&chars, &bars, number)
    } else {
        parse_grid_squares(&chars, k, number)
    }
}

/// Lasker cells: the text between consecutive bars.
fn parse_lasker_cells(chars: &[char], bars: &[usize], rank: u8) -> Result<Vec<ReadSquare>, (DiagramErrorKind, usize)> {
    let last = bars.last().copied().unwrap_or(0);
    if last + 1 < chars.len() {
        let after = last + 1 + chars[last + 1..].iter().take_while(|c| c.is_whitespace()).count();
        return Err((DiagramErrorKind::UnclosedRow { rank }, after + 1));
    }
    let cells = bars.len() - 1;
    if cells != 8 {
        let column = if cells > 8 { bars[8] + 2 } else { last + 1 };
        return Err((DiagramErrorKind::SquareCount { rank, found: cells.min(9) }, column));
    }
    bars.windows(2)
        .map(|w| {
            let cell = &chars[w[0] + 1..w[1]];
            let lead = cell.iter().take_while(|c| c.is_whitespace()).count();
            let text: String = cell.iter().collect::<String>().trim().to_owned();
            parse_lasker_cell(&text).map_err(|kind| (kind, w[0] + 2 + lead))
        })
        .collect()
}

/// One Lasker cell, trimmed: ``, `*`, `^K`, `#Kt`, `*#R` (or `#R*`).
fn parse_lasker_cell(text: &str) -> Result<ReadSquare, DiagramErrorKind> {
    if text.is_empty() {
        return Ok((None, false));
    }
    if text == "*" {
        return Ok((None, true));
    }
    let (marked, token) = if let Some(rest) = text.strip_prefix('*') {
        (true, rest.trim())
    } else if let Some(rest) = text.strip_suffix('*') {
        (true, rest.trim())
    } else {
        (false, text)
    };
    let color = match token.chars().next() {
        Some('^') => Color::White,
        Some('#') => Color::Black,
        _ => {
            return Err(if lasker_role(token).is_some() {
                DiagramErrorKind::MissingColor(text.to_owned())
            } else {
                DiagramErrorKind::InvalidSquare(text.to_owned())
            });
        }
    };
    match lasker_role(token[1..].trim_start()) {
        Some(role) => Ok((Some(Piece::new(color, role)), marked)),
        None => Err(DiagramErrorKind::UnknownPiece(text.to_owned())),
    }
}

/// `K Q R B Kt P`, also `N` for the knight, in either case.
fn lasker_role(s: &str) -> Option<Role> {
    if s.eq_ignore_ascii_case("kt") {
        return Some(Role::Knight);
    }
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Role::from_char(c),
        _ => None,
    }
}

/// Grid squares: one symbol each, `[x]` for a marked piece, whitespace between, from the
/// opening bar at `open` to the closing bar.
fn parse_grid_squares(chars: &[char], open: usize, rank: u8) -> Result<Vec<ReadSquare>, (DiagramErrorKind, usize)> {
    let mut squares = Vec::with_capacity(8);
    let mut k = open + 1;
    loop {
        while chars.get(k).is_some_and(|c| c.is_whitespace()) {
            k += 1;
        }
        let Some(&c) = chars.get(k) else {
            return Err((DiagramErrorKind::UnclosedRow { rank }, k + 1));
        };
        if is_bar(c) {
            if let Some(extra) = (k + 1..chars.len()).find(|&p| !chars[p].is_whitespace()) {
                return Err((DiagramErrorKind::UnclosedRow { rank }, extra + 1));
            }
            if squares.len() != 8 {
                return Err((DiagramErrorKind::SquareCount { rank, found: squares.len() }, k + 1));
            }
            return Ok(squares);
        }
        if squares.len() == 8 {
            return Err((DiagramErrorKind::SquareCount { rank, found: 9 }, k + 1));
        }
        let square = if c == '[' {
            let inner = chars.get(k + 1).copied();
            let close = chars.get(k + 2).copied();
            match (inner.and_then(grid_piece), close) {
                (Some(piece), Some(']')) => {
                    k += 3;
                    (Some(piece), true)
                }
                _ => {
                    let text: String = chars[k..].iter().take(3).collect();
                    return Err((DiagramErrorKind::InvalidSquare(text), k + 1));
                }
            }
        } else {
            k += 1;
            match c {
                '.' | '·' => (None, false),
                '*' | '•' => (None, true),
                _ => match grid_piece(c) {
                    Some(piece) => (Some(piece), false),
                    None => return Err((DiagramErrorKind::InvalidSquare(c.to_string()), k)),
                },
            }
        };
        squares.push(square);
    }
}

/// A FEN letter or a chess symbol.
fn grid_piece(c: char) -> Option<Piece> {
    if c.is_ascii_alphabetic() {
        return Piece::from_char(c);
    }
    let (color, role) = match c {
        '♔' => (Color::White, Role::King),
        '♕' => (Color::White, Role::Queen),
        '♖' => (Color::White, Role::Rook),
        '♗' => (Color::White, Role::Bishop),
        '♘' => (Color::White, Role::Knight),
        '♙' => (Color::White, Role::Pawn),
        '♚' => (Color::Black, Role::King),
        '♛' => (Color::Black, Role::Queen),
        '♜' => (Color::Black, Role::Rook),
        '♝' => (Color::Black, Role::Bishop),
        '♞' => (Color::Black, Role::Knight),
        '♟' => (Color::Black, Role::Pawn),
        _ => return None,
    };
    Some(Piece::new(color, role))
}

/// The letters `a`–`h` in order, either case, whitespace anywhere; or the column of the
/// first character out of place.
fn parse_file_letters(line: &str) -> Result<(), usize> {
    let mut expected = File::ALL.into_iter();
    let mut column = 0;
    for (i, c) in line.trim_end().chars().enumerate() {
        column = i + 1;
        if c.is_whitespace() {
            continue;
        }
        match expected.next() {
            Some(file) if c.to_ascii_lowercase() == file.char() => {}
            _ => return Err(column),
        }
    }
    match expected.next() {
        None => Ok(()),
        Some(_) => Err(column + 1),
    }
}

/// The number of a caption `Diag. N.` / `Diagram N.` (the final period optional).
fn parse_caption(t: &str) -> Option<u32> {
    let rest = t.strip_prefix("Diagram").or_else(|| t.strip_prefix("Diag.")).or_else(|| t.strip_prefix("Diag"))?;
    let rest = rest.trim();
    let digits = rest.strip_suffix('.').unwrap_or(rest).trim_end();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lasker_cells() {
        let white_knight = Some(Piece::new(Color::White, Role::Knight));
        assert_eq!(parse_lasker_cell(""), Ok((None, false)));
        assert_eq!(parse_lasker_cell("*"), Ok((None, true)));
        assert_eq!(parse_lasker_cell("^Kt"), Ok((white_knight, false)));
        assert_eq!(parse_lasker_cell("^N"), Ok((white_knight, false)));
        assert_eq!(parse_lasker_cell("*^Kt"), Ok((white_knight, true)));
        assert_eq!(parse_lasker_cell("^Kt*"), Ok((white_knight, true)));
        assert_eq!(parse_lasker_cell("#k"), Ok((Some(Piece::new(Color::Black, Role::King)), false)));
        assert_eq!(parse_lasker_cell("Kt"), Err(DiagramErrorKind::MissingColor("Kt".into())));
        assert_eq!(parse_lasker_cell("#X"), Err(DiagramErrorKind::UnknownPiece("#X".into())));
        assert_eq!(parse_lasker_cell("#"), Err(DiagramErrorKind::UnknownPiece("#".into())));
        assert_eq!(parse_lasker_cell("**"), Err(DiagramErrorKind::InvalidSquare("**".into())));
        assert_eq!(parse_lasker_cell("é"), Err(DiagramErrorKind::InvalidSquare("é".into())));
        assert_eq!(parse_lasker_cell("#é"), Err(DiagramErrorKind::UnknownPiece("#é".into())));
    }

    #[test]
    fn captions() {
        assert_eq!(parse_caption("Diag. 3."), Some(3));
        assert_eq!(parse_caption("Diag.3"), Some(3));
        assert_eq!(parse_caption("Diagram 12."), Some(12));
        assert_eq!(parse_caption("Diag. x."), None);
        assert_eq!(parse_caption("Diagram 3 shows a position"), None);
        assert_eq!(parse_caption("Diag. 99999999999."), None);
        assert_eq!(parse_caption("Diag. -1."), None);
    }

    #[test]
    fn file_letters() {
        assert_eq!(parse_file_letters("A    B    C    D    E    F    G    H"), Ok(()));
        assert_eq!(parse_file_letters("    a  b  c  d  e  f  g  h  "), Ok(()));
        assert_eq!(parse_file_letters("abcdefgh"), Ok(()));
        assert_eq!(parse_file_letters("A B C D E F G"), Err(14));
        assert_eq!(parse_file_letters("A B C D E F G H I"), Err(17));
        assert_eq!(parse_file_letters("A B D"), Err(5));
        assert_eq!(parse_file_letters(""), Err(1));
    }

    #[test]
    fn rules() {
        assert!(is_rule(LASKER_RULE));
        assert!(is_rule(LASKER_SEPARATOR));
        assert!(is_rule(UNICODE_FRAME.top) && is_rule(UNICODE_FRAME.bottom));
        assert!(is_rule(ASCII_FRAME.top));
        assert!(!is_rule("|    |    |"));
        assert!(!is_rule("+|+"));
        assert!(!is_rule(""));
        assert!(!is_rule("- a list item"));
    }
}
