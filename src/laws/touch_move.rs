//! Article 4: the act of moving the pieces — touch-move.
//!
//! 4.2.1: a piece adjusted after announcing it ("I adjust") is not touched. 4.3: the first
//! own piece touched that can be moved must be moved (4.3.1); the first opponent's piece
//! touched that can be captured must be captured (4.3.2) — of pieces touched at the same
//! time (`e2+g1`) none is first, and any of them that can be moved (or captured) will do
//! (when only one of them can, that one, named as touched at once, not as first); with pieces of each colour, the
//! opponent's must be captured with the player's, or else the first that can be moved or
//! captured must be (4.3.3; when the order is unclear, the player's own piece counts as
//! touched first). 4.4: king and rook — castle on that side if legal (4.4.1); rook then
//! king — no castling on that side, 4.3.1 governs (4.4.2); king and rook to castle
//! illegally — another king move, which may be castling on the other side, or any move
//! if the king has none (4.4.3); the promotion piece is final once it has touched the
//! square (4.4.4). 4.5: if nothing touched can be moved or captured, any legal move.

use std::fmt;
use std::str::FromStr;

use crate::notation::{Alphabet, San};
use crate::{
    Alternative, Attempt, Bitboard, CastlingSide, FirstTouched, Illegal, Move, MoveKind, Piece, Placed, Position, Rank,
    Role, Ruling, Square, TouchedAmong, Violation,
};

/// One thing the player touched.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Touch {
    /// The piece on a square.
    Square(Square),
    /// Several pieces at the same time, or in an order nobody can tell (`e2+e7`).
    Together(Vec<Square>),
    /// A piece taken from a square and released on another (`g1-f3`, Article 4.7). The
    /// piece counts as touched too.
    Release {
        /// Where the piece stood.
        from: Square,
        /// Where it was released.
        to: Square,
    },
    /// A promotion piece placed on the square of promotion (`e8=Q`, Article 4.4.4).
    Promotion {
        /// The square of promotion.
        square: Square,
        /// The piece that touched it.
        role: Role,
    },
}

impl Touch {
    /// Whether this touch touched the piece standing on `square`: that square alone,
    /// among squares touched together, or as the square a piece was taken from (a
    /// promotion piece is not on the board).
    pub fn touches_piece_on(&self, square: Square) -> bool {
        match self {
            Touch::Square(s) => *s == square,
            Touch::Together(squares) => squares.contains(&square),
            Touch::Release { from, .. } => *from == square,
            Touch::Promotion { .. } => false,
        }
    }
}

/// A touch list that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TouchParseError {
    /// The item that is wrong, as written.
    pub item: String,
    /// What is wrong with it.
    pub kind: TouchParseErrorKind,
}

/// What is wrong with a touch that cannot be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TouchParseErrorKind {
    /// Not a square (`e4`), squares touched together (`e2+e7`), a release (`e1-g1`) or a
    /// promotion piece (`e8=Q`).
    Syntax,
    /// A promotion piece placed on a square no pawn promotes on (`e2=Q`): promotion is on
    /// the last rank (Article 3.7.3.3).
    NotPromotionSquare {
        /// The square named.
        square: Square,
    },
    /// A promotion piece a pawn cannot become (`e8=K`): a queen, rook, bishop or knight
    /// (Article 3.7.3.3).
    NotPromotionPiece {
        /// The piece named.
        role: Role,
    },
}

impl fmt::Display for TouchParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            TouchParseErrorKind::Syntax => write!(
                f,
                "`{}` is not a square (e4), squares touched together (e2+e7), or a promotion piece (e8=Q)",
                self.item
            ),
            TouchParseErrorKind::NotPromotionSquare { square } => {
                write!(f, "`{}`: {square} is not a promotion square (the last rank: e8=Q, e1=Q)", self.item)
            }
            TouchParseErrorKind::NotPromotionPiece { role } => {
                write!(f, "`{}`: a pawn is not promoted to a {role:?}", self.item)
            }
        }
    }
}

impl std::error::Error for TouchParseError {}

impl FromStr for Touch {
    type Err = TouchParseError;

    fn from_str(s: &str) -> Result<Touch, TouchParseError> {
        let s = s.trim();
        let err = || TouchParseError { item: s.to_owned(), kind: TouchParseErrorKind::Syntax };
        if let Some((sq, role)) = s.split_once('=') {
            let square: Square = sq.trim().parse().map_err(|_| err())?;
            // The piece in English letters (or FEN's) or in Russian ones (`e8=Ф`).
            let role = role.trim();
            let mut chars = role.chars();
            // A Russian letter may be two (`Кр`): the whole of it names the piece.
            let russian = Alphabet::russian().role_prefix(role).filter(|&(_, len)| len == role.len()).map(|(r, _)| r);
            let role = match (chars.next(), chars.next()) {
                (Some(c), None) => Role::from_char(c).or(russian).ok_or_else(err)?,
                _ => russian.ok_or_else(err)?,
            };
            // Read, but not a promotion a pawn can make (review 27a, G-5): said, not ignored.
            let wrong = |kind| TouchParseError { item: s.to_owned(), kind };
            if matches!(role, Role::King | Role::Pawn) {
                return Err(wrong(TouchParseErrorKind::NotPromotionPiece { role }));
            }
            if !matches!(square.rank(), Rank::First | Rank::Eighth) {
                return Err(wrong(TouchParseErrorKind::NotPromotionSquare { square }));
            }
            return Ok(Touch::Promotion { square, role });
        }
        if let Some((from, to)) = s.split_once('-') {
            let from = from.trim().parse().map_err(|_| err())?;
            let to = to.trim().parse().map_err(|_| err())?;
            return Ok(Touch::Release { from, to });
        }
        if s.contains('+') {
            let squares: Result<Vec<Square>, _> = s.split('+').map(|p| p.trim().parse::<Square>()).collect();
            return squares.map(Touch::Together).map_err(|_| err());
        }
        s.parse().map(Touch::Square).map_err(|_| err())
    }
}

/// Reads a comma-separated touch list: `e1,h1`, `g1`, `e2+e7`, `e7,e8=Q` (or `e8=Ф`).
pub fn parse_touches(list: &str) -> Result<Vec<Touch>, TouchParseError> {
    list.split(',').filter(|s| !s.trim().is_empty()).map(str::parse).collect()
}

/// The first promotion piece of `touches` placed on the other side's promotion rank (`e1=Q`
/// with White to move): no pawn of the player to move can promote there, so the touch cannot
/// be the 4.4.4 choice it looks like (review 32a, G-20; 27a G-5 refused the ranks between).
pub fn promotion_on_opponents_rank(touches: &[Touch], turn: crate::Color) -> Option<Square> {
    let last = match turn {
        crate::Color::White => Rank::Eighth,
        crate::Color::Black => Rank::First,
    };
    touches.iter().find_map(|t| match *t {
        Touch::Promotion { square, .. } if square.rank() != last => Some(square),
        _ => None,
    })
}

fn alternatives(pos: &Position, moves: impl IntoIterator<Item = Move>) -> Vec<Alternative> {
    moves.into_iter().map(|mv| Alternative { mv, san: San::from_move(pos, mv) }).collect()
}

/// The square of the piece a move captures, if any (en passant: the pawn beside).
fn captured_square(pos: &Position, m: Move) -> Option<Square> {
    match m.kind {
        MoveKind::EnPassant => Some(Square::from_coords(m.to.file(), m.from.rank())),
        MoveKind::Castle(_) => None,
        _ => pos.board().occupied().contains(m.to).then_some(m.to),
    }
}

/// Rules on a move made after touching pieces: Article 3 first (an illegal move is
/// illegal whatever was touched), then the obligations of Article 4.
///
/// `adjusted` are squares whose pieces the player adjusted after announcing it (4.2.1):
/// touching them obliges nothing.
///
/// ```
/// use arbiter::laws::touch_move::{adjudicate_touched, parse_touches};
/// use arbiter::{Attempt, Bitboard, Position, RuleId, Square};
///
/// // White touched the knight on g1 first, then moved the pawn e2-e4.
/// let pos = Position::new();
/// let touches = parse_touches("g1").unwrap();
/// let ruling = adjudicate_touched(&pos, Attempt::new(Square::E2, Square::E4), &touches, Bitboard::EMPTY);
/// assert_eq!(ruling.violations()[0].rule(), RuleId::TouchedOwnPieceMustMove);
/// ```
pub fn adjudicate_touched(pos: &Position, attempt: Attempt, touches: &[Touch], adjusted: Bitboard) -> Ruling {
    let m = match crate::adjudicate(pos, attempt) {
        Ruling::Legal(m) => m,
        illegal => return illegal,
    };
    let mut violations = Vec::new();
    // 4.4.4: the promotion piece — the first to touch the square of promotion is the choice
    // (review 32a, G-21: not the first that differs from the piece played).
    if let MoveKind::Promotion(played) = m.kind
        && let Some(role) = first_promotion_piece(touches, m.to)
        && played != role
    {
        violations.push(Violation::PromotionPieceFinal { square: m.to, chosen: role, played });
    }
    // Article 4.7 first: a move already made by releasing a piece binds, whatever was
    // touched before.
    if let Some(v) = released(pos, m, touches).or_else(|| obligation(pos, m, touches, adjusted)) {
        violations.insert(0, v);
    }
    if violations.is_empty() { Ruling::Legal(m) } else { Ruling::Illegal(Illegal { violations }) }
}

/// Article 4.7: the first release of a piece on a square where it makes a legal move (or,
/// for the king, its castling square) makes that move.
fn released(pos: &Position, m: Move, touches: &[Touch]) -> Option<Violation> {
    let us = pos.turn();
    let legal = pos.legal_moves();
    for t in touches {
        let Touch::Release { from, to } = *t else { continue };
        let Some(piece) = pos.board().piece_at(from).filter(|p| p.color == us) else { continue };
        // 4.7.2: the king released on its castling square.
        if piece.role == Role::King
            && from == CastlingSide::king_from(us)
            && let Some(side) = CastlingSide::from_king_to(us, to)
        {
            let castling = Move::new(from, to, MoveKind::Castle(side));
            if legal.contains(&castling) {
                return (m != castling).then(|| Violation::ReleasedKingMustCastle {
                    color: us,
                    side,
                    to,
                    castling: alternatives(pos, [castling]).remove(0),
                });
            }
            let king_moves: Vec<Move> = legal.iter().copied().filter(|l| l.from == from).collect();
            if king_moves.is_empty() || king_moves.contains(&m) {
                return None;
            }
            return Some(Violation::ReleasedKingMustMove { color: us, side, to, moves: alternatives(pos, king_moves) });
        }
        // 4.7: any other piece released where it makes a legal move (a promotion is made
        // only with the new piece, 4.7.3: a pawn released on the last rank binds to the
        // square, not yet to a piece).
        let made: Vec<Move> = legal.iter().copied().filter(|l| l.from == from && l.to == to).collect();
        if let Some(&first) = made.first() {
            return (!made.contains(&m)).then(|| Violation::ReleasedPieceMustStay {
                piece: Placed::new(piece, from),
                to,
                made: alternatives(pos, [first]).remove(0),
            });
        }
    }
    None
}

/// A touched piece, with whether it was touched at the same time as the one before it.
struct Touched {
    placed: Placed,
    group: usize,
}

fn touched_pieces(pos: &Position, touches: &[Touch], adjusted: Bitboard) -> Vec<Touched> {
    let us = pos.turn();
    let mut out: Vec<Touched> = Vec::new();
    let mut seen = Bitboard::EMPTY;
    for (group, t) in touches.iter().enumerate() {
        let mut squares: Vec<Square> = match t {
            Touch::Square(sq) | Touch::Release { from: sq, .. } => vec![*sq],
            Touch::Together(list) => list.clone(),
            Touch::Promotion { .. } => continue,
        };
        // 4.3.3: when it is unclear which was touched first, the player's own piece counts
        // as touched first.
        squares.sort_by_key(|sq| pos.board().color_at(*sq) != Some(us));
        for sq in squares {
            if adjusted.contains(sq) || seen.contains(sq) {
                continue;
            }
            seen.add(sq);
            if let Some(piece) = pos.board().piece_at(sq) {
                out.push(Touched { placed: Placed::new(piece, sq), group });
            }
        }
    }
    out
}

/// The first touch, in order, with a piece that `options` gives moves.
struct FirstGroup {
    /// The pieces of that touch that have some (several when they were touched at the same
    /// time).
    pieces: Vec<Placed>,
    /// All their moves.
    moves: Vec<Move>,
    /// The squares of every piece of that touch, with moves or not (two or more when
    /// several were touched at the same time).
    squares: Vec<Square>,
}

fn first_group(touched: &[&Touched], options: impl Fn(Square) -> Vec<Move>) -> Option<FirstGroup> {
    let group = touched.iter().find(|t| !options(t.placed.square).is_empty())?.group;
    let mut first = FirstGroup { pieces: Vec::new(), moves: Vec::new(), squares: Vec::new() };
    for t in touched.iter().filter(|t| t.group == group) {
        first.squares.push(t.placed.square);
        let own = options(t.placed.square);
        if !own.is_empty() {
            first.pieces.push(t.placed);
            first.moves.extend(own);
        }
    }
    Some(first)
}

/// How the one piece of `first` that can be moved (or captured) was touched among the
/// `touched` of its colour.
fn among(touched: &[&Touched], first: &FirstGroup) -> TouchedAmong {
    if first.squares.len() > 1 {
        TouchedAmong::AtOnce { squares: first.squares.clone() }
    } else if touched.len() == 1 {
        TouchedAmong::Alone
    } else {
        TouchedAmong::First
    }
}

/// Article 4.4's case among the pieces touched: the king on its square and a rook on its
/// original square, touched before any other piece of the player's (a piece touched before
/// them governs under 4.3.1: see docs/decisions.md), with the castling they name.
struct CastlingTouch<'t> {
    king: &'t Touched,
    rook: &'t Touched,
    side: CastlingSide,
    castling: Move,
}

fn castling_touch<'t>(pos: &Position, touched: &'t [Touched]) -> Option<CastlingTouch<'t>> {
    let us = pos.turn();
    let king = touched.iter().find(|t| t.placed.piece == Piece::new(us, Role::King))?;
    let rook = touched.iter().find(|t| {
        t.placed.piece == Piece::new(us, Role::Rook)
            && CastlingSide::ALL.iter().any(|side| side.rook_from(us) == t.placed.square)
    })?;
    let first_own = touched.iter().find(|t| t.placed.piece.color == us).map(|t| t.placed.square);
    if king.placed.square != CastlingSide::king_from(us)
        || (first_own != Some(king.placed.square) && first_own != Some(rook.placed.square))
    {
        return None;
    }
    let side = if CastlingSide::KingSide.rook_from(us) == rook.placed.square {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let castling = Move::new(king.placed.square, side.king_to(us), MoveKind::Castle(side));
    Some(CastlingTouch { king, rook, side, castling })
}

/// The promotion piece that touched `square` first, if any: under Article 4.4.4 the choice is
/// final from that moment, whatever touches the square after it.
fn first_promotion_piece(touches: &[Touch], square: Square) -> Option<Role> {
    touches.iter().find_map(|t| match *t {
        Touch::Promotion { square: s, role } if s == square => Some(role),
        _ => None,
    })
}

fn obligation(pos: &Position, m: Move, touches: &[Touch], adjusted: Bitboard) -> Option<Violation> {
    let us = pos.turn();
    let legal = pos.legal_moves();
    let touched = touched_pieces(pos, touches, adjusted);
    // 4.4.4: once a promotion piece has touched its square, only that promotion is open.
    let chosen = |l: &Move| match l.kind {
        MoveKind::Promotion(role) => first_promotion_piece(touches, l.to).is_none_or(|c| c == role),
        _ => true,
    };
    let legal: Vec<Move> = legal.iter().copied().filter(chosen).collect();
    // Whether the move made is among `moves`; a promotion to another piece than the one
    // chosen still moves the right piece (4.4.4 rules on the piece itself).
    let made = |moves: &[Move]| moves.iter().any(|l| l.from == m.from && l.to == m.to);
    let moves_of = |sq: Square| -> Vec<Move> { legal.iter().copied().filter(|l| l.from == sq).collect() };
    let captures_of =
        |sq: Square| -> Vec<Move> { legal.iter().copied().filter(|l| captured_square(pos, *l) == Some(sq)).collect() };

    if let Some(CastlingTouch { king, rook, side, castling }) = castling_touch(pos, &touched) {
        let rook_first = rook.group < king.group;
        if !rook_first {
            // 4.4.1 / 4.4.3.
            if legal.contains(&castling) {
                return (m != castling).then(|| Violation::TouchedKingAndRookMustCastle {
                    color: us,
                    side,
                    castling: alternatives(pos, [castling]).remove(0),
                });
            }
            let king_moves = moves_of(king.placed.square);
            if king_moves.is_empty() || made(&king_moves) {
                return None;
            }
            return Some(Violation::TouchedKingMustMove {
                color: us,
                side,
                king: king.placed.square,
                moves: alternatives(pos, king_moves),
            });
        }
        // 4.4.2: no castling on that side; 4.3.1 governs — the rook if it can move, else
        // the king.
        for t in touched.iter().filter(|t| t.placed.piece.color == us) {
            let moves: Vec<Move> = moves_of(t.placed.square).into_iter().filter(|l| *l != castling).collect();
            if !moves.is_empty() {
                return (!made(&moves)).then(|| Violation::TouchedRookThenKingNoCastling {
                    color: us,
                    side,
                    piece: t.placed,
                    moves: alternatives(pos, moves),
                });
            }
        }
        return (m == castling).then(|| Violation::TouchedRookThenKingNoCastling {
            color: us,
            side,
            piece: rook.placed,
            moves: Vec::new(),
        });
    }

    let own: Vec<&Touched> = touched.iter().filter(|t| t.placed.piece.color == us).collect();
    let theirs: Vec<&Touched> = touched.iter().filter(|t| t.placed.piece.color != us).collect();
    match (own.first(), theirs.first()) {
        (None, None) => None,
        // 4.3.1: the first piece touched that can be moved — or, of pieces touched at the
        // same time, any that can be.
        (Some(_), None) => {
            let first = first_group(&own, moves_of)?;
            if made(&first.moves) {
                return None;
            }
            let among = among(&own, &first);
            let moves = alternatives(pos, first.moves);
            Some(match first.pieces.as_slice() {
                [one] => Violation::TouchedPieceMustMove { piece: one.piece, square: one.square, moves, among },
                _ => Violation::TouchedAtOnceOneMustMove { pieces: first.pieces, moves },
            })
        }
        // 4.3.2: the same for the opponent's pieces and their captures.
        (None, Some(_)) => {
            let first = first_group(&theirs, captures_of)?;
            if made(&first.moves) {
                return None;
            }
            let among = among(&theirs, &first);
            let captures = alternatives(pos, first.moves);
            Some(match first.pieces.as_slice() {
                [one] => {
                    Violation::TouchedPieceMustBeCaptured { piece: one.piece, square: one.square, captures, among }
                }
                _ => Violation::TouchedAtOnceOneMustBeCaptured { pieces: first.pieces, captures },
            })
        }
        // 4.3.3.
        // Pieces of a colour touched at the same time count together, none first: any of
        // the player's may capture any of the opponent's (review 29a, G-12).
        (Some(own_first), Some(their_first)) => {
            let own_group: Vec<&Touched> = own.iter().copied().filter(|t| t.group == own_first.group).collect();
            let their_group: Vec<&Touched> = theirs.iter().copied().filter(|t| t.group == their_first.group).collect();
            let with: Vec<Move> = their_group
                .iter()
                .flat_map(|t| captures_of(t.placed.square))
                .filter(|l| own_group.iter().any(|o| o.placed.square == l.from))
                .collect();
            let at_once = |group: &[&Touched]| -> Vec<Placed> {
                if group.len() > 1 { group.iter().map(|t| t.placed).collect() } else { Vec::new() }
            };
            if !with.is_empty() {
                // Named: the piece that captures and the one captured when only one can.
                let own =
                    own_group.iter().find(|t| with.iter().any(|l| l.from == t.placed.square)).unwrap_or(own_first);
                let target =
                    their_group.iter().find(|t| with.iter().any(|l| l.to == t.placed.square)).unwrap_or(their_first);
                return (!made(&with)).then(|| Violation::TouchedBothColoursMustCapture {
                    own: own.placed,
                    target: target.placed,
                    captures: alternatives(pos, with.clone()),
                    own_at_once: at_once(&own_group),
                    targets_at_once: at_once(&their_group),
                });
            }
            // 4.3.3's last sentence: a piece of each colour touched together, the order
            // unclear — the player's own counts first; the ruling says so (review 32e, H-10).
            let first = FirstTouched {
                own: own_first.placed,
                target: their_first.placed,
                order_unclear: own_first.group == their_first.group && own_group.len() == 1 && their_group.len() == 1,
                own_at_once: at_once(&own_group),
                targets_at_once: at_once(&their_group),
            };
            // Then the first touch that binds, in order: pieces touched at the same time
            // count together, none first (review 35a, K-14) — the player's own before the
            // opponent's when both colours were touched at once (4.3.3's last sentence).
            let mut groups: Vec<usize> = touched.iter().map(|t| t.group).collect();
            groups.dedup();
            for group in groups {
                let of = |color_is_ours: bool| -> Vec<&Touched> {
                    touched
                        .iter()
                        .filter(|t| t.group == group && (t.placed.piece.color == us) == color_is_ours)
                        .collect()
                };
                let (own, theirs) = (of(true), of(false));
                let movers: Vec<&&Touched> = own.iter().filter(|t| !moves_of(t.placed.square).is_empty()).collect();
                if let Some(piece) = movers.first() {
                    let moves: Vec<Move> = movers.iter().flat_map(|t| moves_of(t.placed.square)).collect();
                    return (!made(&moves)).then(|| Violation::TouchedBothColoursMustMove {
                        piece: piece.placed,
                        moves: alternatives(pos, moves),
                        at_once: at_once(&own),
                        first,
                    });
                }
                let targets: Vec<&&Touched> =
                    theirs.iter().filter(|t| !captures_of(t.placed.square).is_empty()).collect();
                if let Some(target) = targets.first() {
                    let captures: Vec<Move> = targets.iter().flat_map(|t| captures_of(t.placed.square)).collect();
                    return (!made(&captures)).then(|| Violation::TouchedBothColoursMustCaptureFirst {
                        target: target.placed,
                        captures: alternatives(pos, captures),
                        targets_at_once: at_once(&theirs),
                        first,
                        own_cannot_move: own_first.group <= group,
                    });
                }
            }
            None
        }
    }
}

/// What a ruling of Article 4.4 requires of the player bound by `touches` (a move refused
/// for breaking touch-move leaves them binding): the player's obligation and the article
/// that states it, for `arbiter session`'s `status` (review G-10). `None` when 4.4 does not
/// govern: 4.3 does, on the pieces touched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Required {
    /// 4.4.4: the promotion piece has touched the square of promotion: the pawn must
    /// become that piece.
    Promotion {
        /// The square of promotion.
        square: Square,
        /// The piece that touched it.
        role: Role,
    },
    /// 4.4.1: the king, then (or with) a rook touched, and castling on that side is legal.
    Castle {
        /// The rook's square.
        rook: Square,
        /// The castling move.
        castling: Move,
    },
    /// 4.4.2: the rook, then the king touched: no castling on that side this move, and the
    /// first of them that can move must (the rook, else the king).
    NoCastling {
        /// The rook's square.
        rook: Square,
        /// The piece that must move.
        piece: Placed,
    },
    /// 4.4.3: the king and a rook touched to castle illegally: another move of the king.
    KingMove {
        /// The king's square.
        king: Square,
        /// The rook's square.
        rook: Square,
    },
}

impl Required {
    /// The rule whose ruling created the obligation.
    pub fn rule(&self) -> crate::RuleId {
        use crate::RuleId;
        match self {
            Required::Promotion { .. } => RuleId::PromotionPieceFinal,
            Required::Castle { .. } => RuleId::TouchedKingAndRookMustCastle,
            Required::NoCastling { .. } => RuleId::TouchedRookThenKingNoCastling,
            Required::KingMove { .. } => RuleId::TouchedKingCastlingIllegal,
        }
    }
}

/// Article 4.5 for a touch that binds nothing: the player's touched pieces (none of which
/// has a legal move) and the opponent's (none of which can be captured legally), when
/// there are some and neither kind binds — then any legal move may be made. `None` when a
/// touched piece binds the player, or nothing was touched (review 32f, G-6).
///
/// ```
/// use arbiter::laws::touch_move::{parse_touches, touched_binding_nothing};
/// use arbiter::{Position, Square};
///
/// // The bishop on c1 and the queen on d1 are shut in: the touch binds nothing.
/// let pos = Position::new();
/// let (own, theirs) = touched_binding_nothing(&pos, &parse_touches("c1,d1").unwrap()).unwrap();
/// assert_eq!((own, theirs), (vec![Square::C1, Square::D1], vec![]));
/// // The knight on g1 can move: it binds.
/// assert!(touched_binding_nothing(&pos, &parse_touches("g1").unwrap()).is_none());
/// ```
pub fn touched_binding_nothing(pos: &Position, touches: &[Touch]) -> Option<(Vec<Square>, Vec<Square>)> {
    let us = pos.turn();
    let touched = touched_pieces(pos, touches, Bitboard::EMPTY);
    if touched.is_empty() {
        return None;
    }
    let legal = pos.legal_moves();
    let (own, theirs): (Vec<&Touched>, Vec<&Touched>) = touched.iter().partition(|t| t.placed.piece.color == us);
    let binds = own.iter().any(|t| legal.iter().any(|m| m.from == t.placed.square))
        || theirs.iter().any(|t| legal.iter().any(|m| captured_square(pos, *m) == Some(t.placed.square)));
    (!binds).then(|| (own.iter().map(|t| t.placed.square).collect(), theirs.iter().map(|t| t.placed.square).collect()))
}

/// What Article 4.4 requires of the player to move who touched `touches` (see
/// [`Required`]); `None` when 4.3 governs.
///
/// ```
/// use arbiter::laws::touch_move::{Required, parse_touches, required};
/// use arbiter::{Position, Square};
///
/// // White touched the king, then the rook on h1: castle (4.4.1).
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
/// let touches = parse_touches("e1,h1").unwrap();
/// assert!(matches!(required(&pos, &touches), Some(Required::Castle { rook: Square::H1, .. })));
/// ```
pub fn required(pos: &Position, touches: &[Touch]) -> Option<Required> {
    let us = pos.turn();
    if let Some(&Touch::Promotion { square, role }) = touches.iter().find(|t| matches!(t, Touch::Promotion { .. })) {
        return Some(Required::Promotion { square, role });
    }
    let legal = pos.legal_moves();
    let touched = touched_pieces(pos, touches, Bitboard::EMPTY);
    let CastlingTouch { king, rook, castling, .. } = castling_touch(pos, &touched)?;
    if rook.group >= king.group {
        if legal.contains(&castling) {
            return Some(Required::Castle { rook: rook.placed.square, castling });
        }
        let king_moves = legal.iter().any(|l| l.from == king.placed.square);
        return king_moves.then_some(Required::KingMove { king: king.placed.square, rook: rook.placed.square });
    }
    let piece = touched
        .iter()
        .filter(|t| t.placed.piece.color == us)
        .find(|t| legal.iter().any(|l| l.from == t.placed.square && *l != castling))
        .map_or(rook.placed, |t| t.placed);
    Some(Required::NoCastling { rook: rook.placed.square, piece })
}
