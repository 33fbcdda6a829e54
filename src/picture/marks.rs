//! What a picture highlights for each violation: an explicit `match` over the
//! [`Violation`] variants, like the message map — the squares a sentence names are the
//! squares the picture marks.

use crate::{Attempt, CastlingSide, Color, Position, Square, Violation};

/// What a mark means. Each kind has its own colour *and* its own shape (ring, fill, dots,
/// dashes), so a reader who cannot tell the colours apart still can; the legend names the
/// kinds a picture uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkKind {
    /// The legal move played (an arrow).
    Move,
    /// The illegal move tried (an arrow).
    Attempt,
    /// A piece that attacks the square or gives the check.
    Attacker,
    /// The line along which it attacks (to the king, or to the square).
    LineOfAttack,
    /// The king in check, or the king the move would expose.
    King,
    /// The piece that cannot move because it stands between its king and an attacker.
    Pinned,
    /// A square the opponent attacks (on the castling path, or the king's destination).
    AttackedSquare,
    /// A piece standing in the way (between, in front, on the square of arrival).
    Obstacle,
    /// A piece the notation could mean, which cannot make the move (Article 3.10.2: none of
    /// the knights on b1 and g1 can move to f2) — not in anyone's way (review 20, C-3).
    Candidate,
    /// The square of an en passant capture no longer allowed.
    ExpiredEnPassant,
    /// A piece the player touched (Article 4).
    Touched,
    /// A move the player may or must make instead (an arrow).
    Alternative,
    /// A square the sentence is about (empty square, square of arrival, original square).
    Focus,
    /// A square the piece can reach (Lasker's dots).
    Reach,
    /// A move an ambiguous record may mean (Appendix C.10; an arrow): no rule requires or
    /// allows it (review 32f, G-5).
    Reading,
    /// The square an ambiguous record names (Appendix C.10).
    Written,
}

impl MarkKind {
    /// Every kind, in the order the legend lists them.
    pub const ALL: [MarkKind; 16] = [
        MarkKind::Move,
        MarkKind::Attempt,
        MarkKind::Attacker,
        MarkKind::LineOfAttack,
        MarkKind::King,
        MarkKind::Pinned,
        MarkKind::AttackedSquare,
        MarkKind::Obstacle,
        MarkKind::Candidate,
        MarkKind::ExpiredEnPassant,
        MarkKind::Touched,
        MarkKind::Alternative,
        MarkKind::Focus,
        MarkKind::Reach,
        MarkKind::Reading,
        MarkKind::Written,
    ];

    /// The stable name, used as `data-mark` in the SVG and in the legend's message id.
    pub const fn name(self) -> &'static str {
        match self {
            MarkKind::Move => "move",
            MarkKind::Attempt => "attempt",
            MarkKind::Attacker => "attacker",
            MarkKind::LineOfAttack => "line-of-attack",
            MarkKind::King => "king",
            MarkKind::Pinned => "pinned",
            MarkKind::AttackedSquare => "attacked-square",
            MarkKind::Obstacle => "obstacle",
            MarkKind::Candidate => "candidate",
            MarkKind::ExpiredEnPassant => "expired-en-passant",
            MarkKind::Touched => "touched",
            MarkKind::Alternative => "alternative",
            MarkKind::Focus => "focus",
            MarkKind::Reach => "reach",
            MarkKind::Reading => "reading",
            MarkKind::Written => "written",
        }
    }

    /// The Fluent message that labels the kind in the legend — an explicit map.
    pub const fn legend_message(self) -> &'static str {
        match self {
            MarkKind::Move => "picture-legend-move",
            MarkKind::Attempt => "picture-legend-attempt",
            MarkKind::Attacker => "picture-legend-attacker",
            MarkKind::LineOfAttack => "picture-legend-line-of-attack",
            MarkKind::King => "picture-legend-king",
            MarkKind::Pinned => "picture-legend-pinned",
            MarkKind::AttackedSquare => "picture-legend-attacked-square",
            MarkKind::Obstacle => "picture-legend-obstacle",
            MarkKind::Candidate => "picture-legend-candidate",
            MarkKind::ExpiredEnPassant => "picture-legend-expired-en-passant",
            MarkKind::Touched => "picture-legend-touched",
            MarkKind::Alternative => "picture-legend-alternative",
            MarkKind::Focus => "picture-legend-focus",
            MarkKind::Reach => "picture-legend-reach",
            MarkKind::Reading => "picture-legend-reading",
            MarkKind::Written => "picture-legend-written",
        }
    }

    /// The colour that carries the meaning.
    pub const fn colour(self) -> &'static str {
        match self {
            MarkKind::Move => "#1a7f37",
            MarkKind::Attempt => "#cf222e",
            MarkKind::Attacker => "#d1242f",
            MarkKind::LineOfAttack => "#d1242f",
            MarkKind::King => "#d1242f",
            MarkKind::Pinned => "#fb8500",
            MarkKind::AttackedSquare => "#fb8500",
            MarkKind::Obstacle => "#8250df",
            MarkKind::Candidate => "#953800",
            MarkKind::ExpiredEnPassant => "#57606a",
            MarkKind::Touched => "#d4a72c",
            MarkKind::Alternative => "#1a7f37",
            MarkKind::Focus => "#0969da",
            MarkKind::Reach => "#24292f",
            MarkKind::Reading => "#1a7f37",
            MarkKind::Written => "#0969da",
        }
    }
}

/// One thing a picture draws over the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A square (ring, fill or dot by kind).
    Square {
        /// What it means.
        kind: MarkKind,
        /// Where.
        square: Square,
    },
    /// A line from one square's centre to another's (no head).
    Line {
        /// What it means.
        kind: MarkKind,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// An arrow from one square to another.
    Arrow {
        /// What it means.
        kind: MarkKind,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
}

impl Mark {
    /// What the mark means.
    pub const fn kind(&self) -> MarkKind {
        match *self {
            Mark::Square { kind, .. } | Mark::Line { kind, .. } | Mark::Arrow { kind, .. } => kind,
        }
    }
}

fn square(kind: MarkKind, square: Square) -> Mark {
    Mark::Square { kind, square }
}

fn line(from: Square, to: Square) -> Mark {
    Mark::Line { kind: MarkKind::LineOfAttack, from, to }
}

fn alternatives(moves: &[crate::Alternative]) -> impl Iterator<Item = Mark> + '_ {
    moves.iter().map(|a| Mark::Arrow { kind: MarkKind::Alternative, from: a.mv.from, to: a.mv.to })
}

/// The square in front of a pawn on `from` moving to `to` (the square it would advance to
/// first).
fn square_in_front(from: Square, to: Square) -> Square {
    let step = if to.rank().index() > from.rank().index() { 1 } else { -1 };
    from.offset(0, step).unwrap_or(to)
}

/// The castling king's and rook's original squares.
fn castling_pieces(color: Color, side: CastlingSide) -> [Mark; 2] {
    [square(MarkKind::Touched, CastlingSide::king_from(color)), square(MarkKind::Touched, side.rook_from(color))]
}

/// The marks that show one violation in `pos` — the squares its sentence names.
pub fn marks_of(pos: &Position, violation: &Violation) -> Vec<Mark> {
    use MarkKind::*;
    match violation {
        Violation::NoPieceOnSquare { square: sq } => vec![square(Focus, *sq)],
        Violation::MoveOutOfTurn { square: sq, .. } => vec![square(Focus, *sq)],
        Violation::MoveToSameSquare { square: sq, .. } => vec![square(Focus, *sq)],
        Violation::OwnPieceOnTargetSquare { to, .. } => vec![square(Obstacle, *to)],
        Violation::MovePattern { from, .. } => pos.reach(*from).map(|sq| square(Reach, sq)).collect(),
        Violation::PieceInTheWay { blocker, .. } => vec![square(Obstacle, blocker.square)],
        Violation::PawnForwardSquareOccupied { from, to, .. } => vec![square(Obstacle, square_in_front(*from, *to))],
        Violation::PawnDoubleStepNotFirstMove { from, .. } => vec![square(Focus, *from)],
        Violation::PawnDoubleStepBlocked { blocker, .. } => vec![square(Obstacle, blocker.square)],
        Violation::PawnDiagonalWithoutCapture { to, .. } => vec![square(Focus, *to)],
        Violation::EnPassantNotImmediately { to, victim, .. } => {
            vec![square(ExpiredEnPassant, *to), square(Focus, victim.square)]
        }
        Violation::PromotionPieceRequired { to, .. }
        | Violation::PromotionPieceInvalid { to, .. }
        | Violation::PromotionOnlyOnLastRank { to, .. } => vec![square(Focus, *to)],
        Violation::CastlingKingHasMoved { king, .. } => vec![square(Focus, *king)],
        Violation::CastlingRookHasMoved { rook_square, .. } => vec![square(Focus, *rook_square)],
        Violation::CastlingRightLost { color, side } => {
            vec![square(Focus, CastlingSide::king_from(*color)), square(Focus, side.rook_from(*color))]
        }
        Violation::CastlingPieceMovedEarlier { piece, .. } => vec![square(Focus, piece.square)],
        Violation::CastlingOutOfCheck { king, checkers, .. } => {
            let mut out = vec![square(King, *king)];
            for c in checkers {
                out.extend([square(Attacker, c.square), line(c.square, *king)]);
            }
            out
        }
        Violation::CastlingAcrossAttackedSquare { square: sq, attacker, .. }
        | Violation::CastlingIntoCheck { square: sq, attacker, .. } => {
            vec![square(AttackedSquare, *sq), square(Attacker, attacker.square), line(attacker.square, *sq)]
        }
        Violation::CastlingPieceBetween { blocker, others, .. } => {
            std::iter::once(blocker).chain(others).map(|p| square(Obstacle, p.square)).collect()
        }
        Violation::KingMovedIntoCheck { to, attacker, .. } => {
            vec![square(AttackedSquare, *to), square(Attacker, attacker.square), line(attacker.square, *to)]
        }
        Violation::KingExposedToCheck { from, king, attacker, .. } => vec![
            square(Pinned, *from),
            square(King, *king),
            square(Attacker, attacker.square),
            line(attacker.square, *king),
        ],
        Violation::EnPassantExposesKing { victim, king, attacker, .. } => vec![
            square(Pinned, victim.square),
            square(King, *king),
            square(Attacker, attacker.square),
            line(attacker.square, *king),
        ],
        Violation::KingLeftInCheck { king, checkers, .. } => {
            let mut out = vec![square(King, *king)];
            for c in checkers {
                out.extend([square(Attacker, c.square), line(c.square, *king)]);
            }
            out
        }
        // Of pieces touched at the same time, all are marked touched, as the sentence
        // names them all.
        Violation::TouchedPieceMustMove { square: sq, moves: options, among, .. }
        | Violation::TouchedPieceMustBeCaptured { square: sq, captures: options, among, .. } => {
            let touched = match among {
                crate::TouchedAmong::AtOnce { squares } => squares.clone(),
                crate::TouchedAmong::Alone | crate::TouchedAmong::First => vec![*sq],
            };
            touched.into_iter().map(|s| square(Touched, s)).chain(alternatives(options)).collect()
        }
        Violation::TouchedAtOnceOneMustMove { pieces, moves: options }
        | Violation::TouchedAtOnceOneMustBeCaptured { pieces, captures: options } => {
            pieces.iter().map(|p| square(Touched, p.square)).chain(alternatives(options)).collect()
        }
        Violation::TouchedBothColoursMustCapture { own, target, captures, own_at_once, targets_at_once } => {
            let own = if own_at_once.is_empty() { std::slice::from_ref(own) } else { own_at_once.as_slice() };
            let targets = if targets_at_once.is_empty() { std::slice::from_ref(target) } else { targets_at_once };
            own.iter().chain(targets).map(|p| square(Touched, p.square)).chain(alternatives(captures)).collect()
        }
        Violation::TouchedBothColoursMustMove { piece: one, moves: options, at_once, .. }
        | Violation::TouchedBothColoursMustCaptureFirst {
            target: one,
            captures: options,
            targets_at_once: at_once,
            ..
        } => {
            let touched = if at_once.is_empty() { std::slice::from_ref(one) } else { at_once.as_slice() };
            touched.iter().map(|p| square(Touched, p.square)).chain(alternatives(options)).collect()
        }
        Violation::TouchedKingAndRookMustCastle { color, side, castling } => {
            castling_pieces(*color, *side).into_iter().chain(alternatives(std::slice::from_ref(castling))).collect()
        }
        Violation::TouchedRookThenKingNoCastling { color, side, moves, .. } => {
            castling_pieces(*color, *side).into_iter().chain(alternatives(moves)).collect()
        }
        Violation::TouchedKingMustMove { color, side, moves, .. } => {
            castling_pieces(*color, *side).into_iter().chain(alternatives(moves)).collect()
        }
        Violation::PromotionPieceFinal { square: sq, .. } => vec![square(Touched, *sq)],
        Violation::ReleasedPieceMustStay { to, made, .. } => {
            std::iter::once(square(Focus, *to)).chain(alternatives(std::slice::from_ref(made))).collect()
        }
        Violation::ReleasedKingMustCastle { to, castling, .. } => {
            std::iter::once(square(Focus, *to)).chain(alternatives(std::slice::from_ref(castling))).collect()
        }
        Violation::ReleasedKingMustMove { to, moves, .. } => {
            std::iter::once(square(Focus, *to)).chain(alternatives(moves)).collect()
        }
        Violation::NoPieceCanMakeMove { to, candidates, .. } => std::iter::once(square(Focus, *to))
            .chain(candidates.iter().map(|c| square(Candidate, c.placed.square)))
            .collect(),
        Violation::AmbiguousNotation { to, moves, .. } => std::iter::once(square(Written, *to))
            .chain(moves.iter().map(|m| Mark::Arrow { kind: Reading, from: m.from, to: m.to }))
            .collect(),
    }
}

/// The move a violation is about, when it names one (from/to, the king's squares for
/// castling) — the attempt's arrow when the caller does not know the attempt.
pub fn attempt_of(violation: &Violation) -> Option<Attempt> {
    match *violation {
        Violation::OwnPieceOnTargetSquare { from, to, .. }
        | Violation::MovePattern { from, to, .. }
        | Violation::PieceInTheWay { from, to, .. }
        | Violation::PawnForwardSquareOccupied { from, to, .. }
        | Violation::PawnDoubleStepNotFirstMove { from, to, .. }
        | Violation::PawnDoubleStepBlocked { from, to, .. }
        | Violation::PawnDiagonalWithoutCapture { from, to, .. }
        | Violation::EnPassantNotImmediately { from, to, .. }
        | Violation::PromotionPieceRequired { from, to, .. }
        | Violation::PromotionPieceInvalid { from, to, .. }
        | Violation::PromotionOnlyOnLastRank { from, to, .. }
        | Violation::KingMovedIntoCheck { from, to, .. }
        | Violation::KingExposedToCheck { from, to, .. }
        | Violation::EnPassantExposesKing { from, to, .. }
        | Violation::KingLeftInCheck { from, to, .. } => Some(Attempt::new(from, to)),
        Violation::CastlingKingHasMoved { color, side, king } => Some(Attempt::new(king, side.king_to(color))),
        Violation::CastlingRookHasMoved { color, side, .. }
        | Violation::CastlingPieceMovedEarlier { color, side, .. }
        | Violation::CastlingRightLost { color, side }
        | Violation::CastlingOutOfCheck { color, side, .. }
        | Violation::CastlingAcrossAttackedSquare { color, side, .. }
        | Violation::CastlingIntoCheck { color, side, .. }
        | Violation::CastlingPieceBetween { color, side, .. } => {
            Some(Attempt::new(CastlingSide::king_from(color), side.king_to(color)))
        }
        Violation::NoPieceOnSquare { .. }
        | Violation::MoveToSameSquare { .. }
        | Violation::MoveOutOfTurn { .. }
        | Violation::TouchedPieceMustMove { .. }
        | Violation::TouchedPieceMustBeCaptured { .. }
        | Violation::TouchedAtOnceOneMustMove { .. }
        | Violation::TouchedAtOnceOneMustBeCaptured { .. }
        | Violation::TouchedBothColoursMustCapture { .. }
        | Violation::TouchedBothColoursMustMove { .. }
        | Violation::TouchedBothColoursMustCaptureFirst { .. }
        | Violation::TouchedKingAndRookMustCastle { .. }
        | Violation::TouchedRookThenKingNoCastling { .. }
        | Violation::TouchedKingMustMove { .. }
        | Violation::PromotionPieceFinal { .. }
        | Violation::ReleasedPieceMustStay { .. }
        | Violation::ReleasedKingMustCastle { .. }
        | Violation::ReleasedKingMustMove { .. }
        | Violation::NoPieceCanMakeMove { .. }
        | Violation::AmbiguousNotation { .. } => None,
    }
}
