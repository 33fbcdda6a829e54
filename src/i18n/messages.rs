//! The explicit map from every typed value to its message: one `match` arm per variant,
//! fields becoming arguments (rustc's diagnostics are the model).

use super::{Arg, Lang, Localizer, Message};
use crate::notation::{MoveSyntaxError, SanError, SanErrorKind, UciError, UciErrorKind};
use crate::{
    CastlingSide, Edition, EnPassantSquareKind, FenError, FenErrorKind, FenField, IllegalPosition,
    IllegalPositionReason, ImpossibleCheckKind, InEdition, Placed, PositionError, Registry, Role, RuleId,
    TooManyPiecesKind, TouchedAmong, Violation,
};

/// A value that has a localized message.
pub trait Localize {
    /// The message id and arguments.
    fn message(&self) -> Message;

    /// A message made of a head sentence and reasons that each rest on an article of their
    /// own (no knight can move to f2: the one on b1 because of 3.6…): the head, and each
    /// reason with its rule, so that an explanation cites each after its own sentence
    /// (review 17a, X-10). `None`: the message is one sentence under one rule.
    fn head_and_reasons(&self) -> Option<(Message, Vec<(RuleId, Message)>)> {
        None
    }

    /// A second rule the one sentence of the message rests on as well, cited with its own
    /// rule («статьи 3.10.2 и 3.6»): no knight can move to d4, each for the same reason said
    /// once (review 28b, H-9). `None`: the message cites its own rule only.
    fn also_rests_on(&self) -> Option<RuleId> {
        None
    }
}

fn side(side: CastlingSide) -> Arg {
    Arg::Keyword(side.name())
}

fn sans(moves: &[crate::Alternative]) -> Arg {
    Arg::Moves(moves.iter().map(|a| a.san.clone()).collect())
}

/// Whole sentences one after another (`A. B. C`), as a chain of `list-sentence` messages
/// ending in `list-sentence-last`, so that each locale decides how one sentence follows
/// another (`list-separator` suits lists of words, not sentences that begin with a capital
/// letter).
fn sentences(items: Vec<Message>) -> Arg {
    let mut items = items.into_iter();
    match items.next() {
        Some(first) => Arg::Message(Box::new(sentence_list(first, items.collect()))),
        None => Arg::Text(String::new()),
    }
}

/// Sentences one after another (`list-sentence`), `first` first.
fn sentence_list(first: Message, rest: Vec<Message>) -> Message {
    sentence_list_of(first, rest, |m| Arg::Message(Box::new(m)))
}

/// Sentences one after another (`list-sentence`), each made an argument by `arg`.
pub(crate) fn sentence_list_of<T>(first: T, mut rest: Vec<T>, arg: impl Fn(T) -> Arg) -> Message {
    let (last, before) = match rest.pop() {
        Some(last) => (last, std::iter::once(first).chain(rest).collect()),
        None => (first, Vec::new()),
    };
    let tail = Message::new("list-sentence-last").arg("sentence", arg(last));
    before.into_iter().rev().fold(tail, |rest, sentence| {
        Message::new("list-sentence").arg("sentence", arg(sentence)).arg("rest", Arg::Message(Box::new(rest)))
    })
}

/// Clauses of one sentence joined with commas (`list-clause`), the last two with `last`
/// (`list-clause` again, or `list-clause-and` for "…, … and …"); `None` when there are none.
fn clause_list(mut clauses: Vec<Message>, last: &'static str) -> Option<Message> {
    let mut list = clauses.pop()?;
    let before = clauses.len();
    for (i, clause) in clauses.into_iter().enumerate().rev() {
        let id = if i + 1 == before { last } else { "list-clause" };
        list = Message::new(id).arg("clause", Arg::Message(Box::new(clause))).arg("rest", Arg::Message(Box::new(list)));
    }
    Some(list)
}

/// Article 3.10.2 for a notation none of whose pieces can make the move: the head sentence
/// (none of the knights on b1 and g1 can move to f2), and each piece's reason with its rule.
fn no_piece_can_make_move(
    role: crate::Role,
    to: crate::Square,
    candidates: &[crate::Candidate],
) -> (Message, Vec<(RuleId, Message)>) {
    let head = Message::new("illegal-no-piece-can-make-move")
        .arg("piece", Arg::Role(role))
        .arg("to", Arg::Square(to))
        .arg("count", Arg::Number(candidates.len() as i64))
        .arg("squares", Arg::Squares(candidates.iter().map(|c| c.placed.square).collect()));
    let reasons = candidates.iter().filter_map(|c| c.violations.first()).map(|v| (v.rule(), v.message())).collect();
    (head, reasons)
}

/// The reason every candidate of a notation fails for, when it is one and the same sentence
/// but for the candidate's square (both knights "move only to one of the nearest squares…"):
/// its rule and the reason alone (review 28b, H-9). `None` when the candidates fail for
/// different reasons, or for reasons that name more than their square (a pin names the king).
fn shared_reason(candidates: &[crate::Candidate]) -> Option<(RuleId, Message)> {
    let reason = |c: &crate::Candidate| -> Option<(RuleId, Message)> {
        let v = c.violations.first()?;
        let message = match v {
            Violation::MovePattern { piece, .. } => Message::new(match piece.role {
                Role::Knight => "reason-knight-move-pattern",
                Role::Bishop => "reason-bishop-move-pattern",
                Role::Rook => "reason-rook-move-pattern",
                Role::Queen => "reason-queen-move-pattern",
                // A notation names one king; the pawns it may mean stand on one file, behind
                // the square, and never fail by their pattern all at once.
                Role::King | Role::Pawn => return None,
            }),
            Violation::OwnPieceOnTargetSquare { occupant, .. } => {
                Message::new("reason-own-piece-on-target-square").arg("occupant", Arg::Role(occupant.role))
            }
            _ => return None,
        };
        Some((v.rule(), message))
    };
    let (first, rest) = candidates.split_first()?;
    if let Some(paths) = paths_blocked(candidates) {
        return Some(paths);
    }
    let shared = reason(first)?;
    rest.iter().all(|c| reason(c).as_ref() == Some(&shared)).then_some(shared)
}

/// The shared half of the reason when every candidate's path is blocked, each by its own
/// piece (review 32f, G-2): «путь ладье с a1 преграждает свой конь на c1, с h1 — свой король
/// на e1, а перепрыгивать через фигуры ладья не может» — the blockers in one clause each, the
/// rule of Article 3.5 once.
fn paths_blocked(candidates: &[crate::Candidate]) -> Option<(RuleId, Message)> {
    let blocked: Vec<(&crate::Piece, crate::Square, &Placed)> = candidates
        .iter()
        .map(|c| match c.violations.first()? {
            Violation::PieceInTheWay { piece, from, blocker, .. } => Some((piece, *from, blocker)),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let ((piece, _, _), _) = blocked.split_first()?;
    let clause = |id: &'static str, (p, from, blocker): &(&crate::Piece, crate::Square, &Placed)| {
        placed(
            Message::new(id)
                .arg("piece", Arg::Role(p.role))
                .arg("from", Arg::Square(*from))
                .arg("blocker-side", side_of(blocker, p.color)),
            "blocker",
            "blocker-square",
            blocker,
        )
    };
    let clauses = blocked
        .iter()
        .enumerate()
        .map(|(i, b)| clause(if i == 0 { "reason-path-blocked-first" } else { "reason-path-blocked-next" }, b));
    let paths = clause_list(clauses.collect(), "list-clause")?;
    let reason = Message::new("reason-paths-blocked")
        .arg("piece", Arg::Role(piece.role))
        .arg("paths", Arg::Message(Box::new(paths)));
    Some((RuleId::NoJumpingOverPieces, reason))
}

/// Article 4.3.3 with pieces of a colour touched at the same time (review 29a, G-12): which
/// side's pieces were (`$case`: `targets`, `own`, `both`), their squares, the role the
/// opponent's share (`$targets`: a role, or `mixed`) and how many captures of one by another
/// there are (`$count`, each pair of squares once).
/// The square of the piece a capture takes (en passant: the pawn beside).
fn taken(a: &crate::Alternative) -> crate::Square {
    match a.mv.kind {
        crate::MoveKind::EnPassant => crate::Square::from_coords(a.mv.to.file(), a.mv.from.rank()),
        _ => a.mv.to,
    }
}

fn both_colours_at_once(captures: &[crate::Alternative], own: &[Placed], targets: &[Placed]) -> Message {
    let case = match (own.is_empty(), targets.is_empty()) {
        (true, _) => "targets",
        (false, true) => "own",
        (false, false) => "both",
    };
    let mut pairs: Vec<(crate::Square, crate::Square)> = captures.iter().map(|a| (a.mv.from, a.mv.to)).collect();
    pairs.dedup();
    let role_of = |group: &[Placed]| match group.split_first() {
        Some((first, rest)) if rest.iter().all(|p| p.piece.role == first.piece.role) => first.piece.role.name(),
        _ => "mixed",
    };
    // Of the pieces touched at the same time, those that take part in a capture: «любую из
    // них» only when every one does (review 32c, G-8).
    let capturing: Vec<crate::Square> =
        own.iter().map(|p| p.square).filter(|sq| captures.iter().any(|a| a.mv.from == *sq)).collect();
    let captured: Vec<crate::Square> =
        targets.iter().map(|p| p.square).filter(|sq| captures.iter().any(|a| taken(a) == *sq)).collect();
    let all = match case {
        "targets" => captured.len() == targets.len(),
        "own" => capturing.len() == own.len(),
        _ => capturing.len() == own.len() && captured.len() == targets.len(),
    };
    Message::new("illegal-touched-both-colours-at-once-must-capture")
        .arg("case", Arg::Keyword(case))
        .arg("own-squares", Arg::Squares(own.iter().map(|p| p.square).collect()))
        .arg("target-squares", Arg::Squares(targets.iter().map(|p| p.square).collect()))
        .arg("own-count", Arg::Number(own.len() as i64))
        .arg("target-count", Arg::Number(targets.len() as i64))
        .arg("owns", Arg::Keyword(role_of(own)))
        .arg("targets", Arg::Keyword(role_of(targets)))
        .arg("capturing-squares", Arg::Squares(capturing))
        .arg("captured-squares", Arg::Squares(captured))
        .arg("all", Arg::Keyword(if all { "yes" } else { "no" }))
        .arg("count", Arg::Number(pairs.len() as i64))
}

/// Article 4.3.3's first touched pieces of each colour, when the capture of the one by the
/// other is illegal: `$order` (`known`, or `unclear` when they were touched together), the
/// player's (`$own`, `$own-square`) and the opponent's (`$first-target`,
/// `$first-target-square`) (review 32e, H-8 and H-10).
fn first_touched(msg: Message, first: &crate::FirstTouched) -> Message {
    let order = if !first.own_at_once.is_empty() || !first.targets_at_once.is_empty() {
        "at-once"
    } else if first.order_unclear {
        "unclear"
    } else {
        "known"
    };
    let squares = |group: &[Placed]| Arg::Squares(group.iter().map(|p| p.square).collect());
    let msg = msg
        .arg("order", Arg::Keyword(order))
        .arg("own-count", Arg::Number(first.own_at_once.len().max(1) as i64))
        .arg("own-squares", squares(&first.own_at_once))
        .arg("first-target-count", Arg::Number(first.targets_at_once.len().max(1) as i64))
        .arg("first-target-squares", squares(&first.targets_at_once));
    placed(placed(msg, "own", "own-square", &first.own), "first-target", "first-target-square", &first.target)
}

/// Article 4.3.3's fallback, when the first touch that binds was of several pieces at the
/// same time (review 35a, K-14): `$group-count` of them (1 when touched alone), on
/// `$group-squares`, and `$mover-count` of them that can be moved (or captured), on
/// `$mover-squares`.
fn bound_group(msg: Message, group: &[Placed], movers: Vec<crate::Square>) -> Message {
    msg.arg("group-count", Arg::Number(group.len().max(1) as i64))
        .arg("group-squares", Arg::Squares(group.iter().map(|p| p.square).collect()))
        .arg("mover-count", Arg::Number(movers.len().max(1) as i64))
        .arg("mover-squares", Arg::Squares(movers))
}

/// The `$alone` keyword of a touched piece named as alone (`yes`) or as the first (`no`).
fn alone(among: &TouchedAmong) -> Arg {
    Arg::Keyword(if *among == TouchedAmong::Alone { "yes" } else { "no" })
}

fn placed(msg: Message, name: &'static str, square_name: &'static str, p: &Placed) -> Message {
    msg.arg(name, Arg::Role(p.piece.role)).arg(square_name, Arg::Square(p.square))
}

/// Whose a piece in the way is, for the mover: `own` («свой конь») or `opponent` («конь
/// соперника»).
fn side_of(p: &Placed, mover: crate::Color) -> Arg {
    Arg::Keyword(if p.piece.color == mover { "own" } else { "opponent" })
}

impl Localize for Violation {
    fn head_and_reasons(&self) -> Option<(Message, Vec<(RuleId, Message)>)> {
        match self {
            Violation::NoPieceCanMakeMove { role, to, candidates, .. }
                if !candidates.is_empty() && shared_reason(candidates).is_none() =>
            {
                Some(no_piece_can_make_move(*role, *to, candidates))
            }
            _ => None,
        }
    }

    fn also_rests_on(&self) -> Option<RuleId> {
        match self {
            Violation::NoPieceCanMakeMove { candidates, .. } => shared_reason(candidates).map(|(rule, _)| rule),
            _ => None,
        }
    }

    fn message(&self) -> Message {
        use Arg::{Color as C, Number, Role as R, Square as S};
        match self {
            Violation::NoPieceOnSquare { square } => {
                Message::new("illegal-no-piece-on-square").arg("square", S(*square))
            }
            Violation::MoveOutOfTurn { piece, square, turn } => Message::new("illegal-move-out-of-turn")
                .arg("piece", R(piece.role))
                .arg("piece-color", C(piece.color))
                .arg("square", S(*square))
                .arg("turn", C(*turn)),
            Violation::MoveToSameSquare { piece, square } => {
                Message::new("illegal-move-to-same-square").arg("piece", R(piece.role)).arg("square", S(*square))
            }
            Violation::OwnPieceOnTargetSquare { piece, from, to, occupant } => {
                Message::new("illegal-own-piece-on-target-square")
                    .arg("piece", R(piece.role))
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("occupant", R(occupant.role))
            }
            Violation::MovePattern { piece, from, to } => Message::new(match piece.role {
                Role::Pawn => "illegal-pawn-move-pattern",
                Role::Knight => "illegal-knight-move-pattern",
                Role::Bishop => "illegal-bishop-move-pattern",
                Role::Rook => "illegal-rook-move-pattern",
                Role::Queen => "illegal-queen-move-pattern",
                Role::King => "illegal-king-move-pattern",
            })
            .arg("piece", R(piece.role))
            .arg("from", S(*from))
            .arg("to", S(*to)),
            Violation::PieceInTheWay { piece, from, to, blocker } => placed(
                Message::new("illegal-piece-in-the-way")
                    .arg("piece", R(piece.role))
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("blocker-side", side_of(blocker, piece.color)),
                "blocker",
                "blocker-square",
                blocker,
            ),
            Violation::PawnForwardSquareOccupied { from, to, occupant, .. } => {
                Message::new("illegal-pawn-forward-square-occupied")
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("occupant", R(occupant.role))
            }
            Violation::PawnDoubleStepNotFirstMove { from, to, .. } => {
                Message::new("illegal-pawn-double-step-not-first-move").arg("from", S(*from)).arg("to", S(*to))
            }
            Violation::PawnDoubleStepBlocked { piece, from, to, blocker } => placed(
                Message::new("illegal-pawn-double-step-blocked")
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("blocker-side", side_of(blocker, piece.color)),
                "blocker",
                "blocker-square",
                blocker,
            ),
            Violation::PawnDiagonalWithoutCapture { from, to, .. } => {
                Message::new("illegal-pawn-diagonal-without-capture").arg("from", S(*from)).arg("to", S(*to))
            }
            Violation::EnPassantNotImmediately { from, to, victim, one_square_from, .. } => {
                Message::new(if one_square_from.is_some() {
                    "illegal-en-passant-not-after-two-squares"
                } else {
                    "illegal-en-passant-not-immediately"
                })
                .arg("from", S(*from))
                .arg("to", S(*to))
                .arg("victim-square", S(victim.square))
                // The square it would have come from by advancing two squares.
                .arg(
                    "start",
                    S(to.offset(0, to.rank().index() as i32 - victim.square.rank().index() as i32).unwrap_or(*to)),
                )
            }
            Violation::PromotionPieceRequired { from, to, .. } => {
                Message::new("illegal-promotion-piece-required").arg("from", S(*from)).arg("to", S(*to))
            }
            Violation::PromotionPieceInvalid { from, to, promotion, .. } => {
                Message::new("illegal-promotion-piece-invalid")
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("promotion", R(*promotion))
            }
            Violation::PromotionOnlyOnLastRank { piece, from, to, promotion } => {
                Message::new("illegal-promotion-only-on-last-rank")
                    .arg("piece", R(piece.role))
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("promotion", R(*promotion))
            }
            Violation::CastlingKingHasMoved { color, side: s, king } => Message::new("illegal-castling-king-has-moved")
                .arg("color", C(*color))
                .arg("side", side(*s))
                .arg("king", S(*king)),
            Violation::CastlingRookHasMoved { color, side: s, rook_square, occupant } => match occupant {
                None => Message::new("illegal-castling-rook-has-moved")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("rook-square", S(*rook_square)),
                Some(p) => Message::new("illegal-castling-rook-replaced")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("rook-square", S(*rook_square))
                    .arg("occupant", R(p.role))
                    .arg("occupant-color", C(p.color)),
            },
            Violation::CastlingRightLost { color, side: s } => {
                Message::new("illegal-castling-right-lost").arg("color", C(*color)).arg("side", side(*s))
            }
            Violation::CastlingPieceMovedEarlier { color, side: s, piece, move_number } => placed(
                Message::new("illegal-castling-piece-moved-earlier").arg("color", C(*color)).arg("side", side(*s)),
                "piece",
                "square",
                piece,
            )
            .arg("move-number", Number(i64::from(*move_number))),
            Violation::CastlingOutOfCheck { color, side: s, king, checkers } => {
                let first = checkers.first().copied();
                let msg = Message::new("illegal-castling-out-of-check")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("king", S(*king))
                    .arg("checkers-count", Number(checkers.len() as i64));
                let msg = match first {
                    Some(p) => placed(msg, "checker", "checker-square", &p),
                    None => msg,
                };
                // A double check names both pieces (review 8, P-4).
                match checkers.get(1) {
                    Some(p) => placed(msg, "second", "second-square", p),
                    None => msg,
                }
            }
            Violation::CastlingAcrossAttackedSquare { color, side: s, square, attacker } => placed(
                Message::new("illegal-castling-across-attacked-square")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("square", S(*square)),
                "attacker",
                "attacker-square",
                attacker,
            ),
            Violation::CastlingIntoCheck { color, side: s, square, attacker } => placed(
                Message::new("illegal-castling-into-check")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("square", S(*square)),
                "attacker",
                "attacker-square",
                attacker,
            ),
            Violation::CastlingPieceBetween { color, side: s, blocker, others } if !others.is_empty() => {
                // Every piece between, named in turn (review 35a, K-17).
                let clause = |p: &Placed| {
                    placed(
                        Message::new("reason-piece-between").arg("side-of", side_of(p, *color)),
                        "piece",
                        "square",
                        p,
                    )
                };
                let clauses = std::iter::once(blocker).chain(others.iter()).map(clause).collect();
                let list = clause_list(clauses, "list-clause-and").unwrap_or_else(|| clause(blocker));
                Message::new("illegal-castling-pieces-between")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("pieces", Arg::Message(Box::new(list)))
            }
            Violation::CastlingPieceBetween { color, side: s, blocker, .. } => placed(
                Message::new("illegal-castling-piece-between")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("blocker-side", side_of(blocker, *color)),
                "blocker",
                "blocker-square",
                blocker,
            ),
            Violation::KingMovedIntoCheck { from, to, attacker, .. } => placed(
                Message::new("illegal-king-moved-into-check").arg("from", S(*from)).arg("to", S(*to)),
                "attacker",
                "attacker-square",
                attacker,
            ),
            Violation::KingExposedToCheck { piece, from, to, king, attacker } => placed(
                Message::new("illegal-king-exposed-to-check")
                    .arg("piece", R(piece.role))
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("king", S(*king)),
                "attacker",
                "attacker-square",
                attacker,
            ),
            Violation::EnPassantExposesKing { from, to, victim, king, attacker, .. } => placed(
                Message::new("illegal-en-passant-exposes-king")
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("victim-square", S(victim.square))
                    .arg("king", S(*king)),
                "attacker",
                "attacker-square",
                attacker,
            ),
            Violation::KingLeftInCheck { piece, from, to, king, checkers } => {
                let msg = Message::new("illegal-king-left-in-check")
                    .arg("piece", R(piece.role))
                    .arg("from", S(*from))
                    .arg("to", S(*to))
                    .arg("king", S(*king))
                    .arg("checkers-count", Number(checkers.len() as i64));
                let msg = match checkers.first() {
                    Some(p) => placed(msg, "checker", "checker-square", p),
                    None => msg,
                };
                // A double check names both pieces (review 8, P-4).
                match checkers.get(1) {
                    Some(p) => placed(msg, "second", "second-square", p),
                    None => msg,
                }
            }
            Violation::TouchedPieceMustMove { piece, square, moves, among } => match among {
                TouchedAmong::AtOnce { squares } => Message::new("illegal-touched-at-once-only-one-can-move")
                    .arg("squares", Arg::Squares(squares.clone())),
                _ => Message::new("illegal-touched-piece-must-move").arg("alone", alone(among)),
            }
            .arg("piece", R(piece.role))
            .arg("square", S(*square))
            .arg("moves", sans(moves)),
            Violation::TouchedAtOnceOneMustMove { pieces, moves } => Message::new("illegal-touched-at-once-must-move")
                .arg("squares", Arg::Squares(pieces.iter().map(|p| p.square).collect()))
                .arg("moves", sans(moves)),
            Violation::TouchedAtOnceOneMustBeCaptured { pieces, captures } => {
                Message::new("illegal-touched-at-once-must-be-captured")
                    .arg("squares", Arg::Squares(pieces.iter().map(|p| p.square).collect()))
                    .arg("moves", sans(captures))
            }
            Violation::TouchedPieceMustBeCaptured { piece, square, captures, among } => match among {
                TouchedAmong::AtOnce { squares } => Message::new("illegal-touched-at-once-only-one-can-be-captured")
                    .arg("squares", Arg::Squares(squares.clone())),
                _ => Message::new("illegal-touched-piece-must-be-captured").arg("alone", alone(among)),
            }
            .arg("piece", R(piece.role))
            .arg("square", S(*square))
            .arg("moves", sans(captures)),
            Violation::TouchedBothColoursMustCapture { own, target, captures, own_at_once, targets_at_once } => {
                let msg = if own_at_once.is_empty() && targets_at_once.is_empty() {
                    Message::new("illegal-touched-both-colours-must-capture")
                } else {
                    both_colours_at_once(captures, own_at_once, targets_at_once)
                };
                placed(placed(msg, "piece", "square", own), "target", "target-square", target)
                    .arg("moves", sans(captures))
            }
            Violation::TouchedBothColoursMustMove { piece, moves, at_once, first } => {
                let movers = at_once.iter().map(|p| p.square).filter(|sq| moves.iter().any(|a| a.mv.from == *sq));
                bound_group(
                    first_touched(
                        placed(Message::new("illegal-touched-both-colours-must-move"), "piece", "square", piece),
                        first,
                    ),
                    at_once,
                    movers.collect(),
                )
                .arg("moves", sans(moves))
            }
            Violation::TouchedBothColoursMustCaptureFirst {
                target,
                captures,
                targets_at_once,
                first,
                own_cannot_move,
            } => {
                let movers =
                    targets_at_once.iter().map(|p| p.square).filter(|sq| captures.iter().any(|a| taken(a) == *sq));
                bound_group(
                    first_touched(
                        placed(
                            Message::new("illegal-touched-both-colours-must-capture-first"),
                            "target",
                            "target-square",
                            target,
                        ),
                        first,
                    ),
                    targets_at_once,
                    movers.collect(),
                )
                .arg("own-stuck", Arg::Keyword(if *own_cannot_move { "yes" } else { "no" }))
                .arg("moves", sans(captures))
            }
            Violation::TouchedKingAndRookMustCastle { color, side: s, castling } => {
                Message::new("illegal-touched-king-and-rook-must-castle")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("moves", sans(std::slice::from_ref(castling)))
            }
            Violation::TouchedRookThenKingNoCastling { color, side: s, piece, moves } => placed(
                Message::new(if moves.is_empty() {
                    "illegal-touched-rook-then-king-no-castling"
                } else {
                    "illegal-touched-rook-then-king-must-move"
                })
                .arg("color", C(*color))
                .arg("side", side(*s)),
                "piece",
                "square",
                piece,
            )
            .arg("moves", sans(moves)),
            Violation::TouchedKingMustMove { color, side: s, king, moves } => {
                Message::new("illegal-touched-king-must-move")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("king", S(*king))
                    .arg("moves", sans(moves))
            }
            Violation::ReleasedPieceMustStay { piece, to, made } => {
                placed(Message::new("illegal-released-piece-must-stay"), "piece", "from", piece)
                    .arg("to", S(*to))
                    .arg("moves", sans(std::slice::from_ref(made)))
            }
            Violation::ReleasedKingMustCastle { color, side: s, to, castling } => {
                Message::new("illegal-released-king-must-castle")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("to", S(*to))
                    .arg("moves", sans(std::slice::from_ref(castling)))
            }
            Violation::ReleasedKingMustMove { color, side: s, to, moves } => {
                Message::new("illegal-released-king-must-move")
                    .arg("color", C(*color))
                    .arg("side", side(*s))
                    .arg("to", S(*to))
                    .arg("moves", sans(moves))
            }
            Violation::PromotionPieceFinal { square, chosen, played } => Message::new("illegal-promotion-piece-final")
                .arg("square", S(*square))
                .arg("chosen", R(*chosen))
                .arg("played", R(*played)),
            Violation::NoPieceCanMakeMove { color, role, to, file, rank, candidates } => {
                if candidates.is_empty() {
                    let msg = Message::new("illegal-no-such-piece");
                    let (place, msg) = match (file, rank) {
                        (Some(f), Some(r)) => ("square", msg.arg("from", S(crate::Square::from_coords(*f, *r)))),
                        (Some(f), None) => ("file", msg.arg("file", Arg::Text(f.char().to_string()))),
                        (None, Some(r)) => ("rank", msg.arg("rank", Number(i64::from(r.index()) + 1))),
                        (None, None) => ("none", msg),
                    };
                    msg.arg("where", Arg::Keyword(place))
                        .arg("color", C(*color))
                        .arg("piece", R(*role))
                        .arg("to", S(*to))
                } else if let Some((_, reason)) = shared_reason(candidates) {
                    Message::new("illegal-no-piece-can-make-move-one-reason")
                        .arg("piece", R(*role))
                        .arg("to", S(*to))
                        .arg("count", Number(candidates.len() as i64))
                        .arg("squares", Arg::Squares(candidates.iter().map(|c| c.placed.square).collect()))
                        .arg("reason", Arg::Message(Box::new(reason)))
                } else {
                    let (head, reasons) = no_piece_can_make_move(*role, *to, candidates);
                    sentence_list(head, reasons.into_iter().map(|(_, reason)| reason).collect())
                }
            }
            Violation::AmbiguousNotation { role, to, moves } => Message::new("illegal-ambiguous-notation")
                .arg("piece", R(*role))
                .arg("to", S(*to))
                .arg("count", Number(moves.len() as i64))
                .arg("squares", Arg::Squares(moves.iter().map(|m| m.from).collect())),
        }
    }
}

/// The source of a quote as the reader reads it (`quote-source`).
/// A Lasker diagram that cannot be read (a scenario's position), in the reader's language.
impl Localize for crate::DiagramError {
    fn message(&self) -> Message {
        use crate::DiagramErrorKind as K;
        let rank = |r: &u8| Arg::Number(i64::from(*r));
        let why = match &self.kind {
            K::Empty => Message::new("diagram-error-empty"),
            K::ExpectedRule => Message::new("diagram-error-expected-rule"),
            K::ExpectedRankRow { rank: r } => Message::new("diagram-error-expected-rank-row").arg("rank", rank(r)),
            K::WrongRank { expected, found } => Message::new("diagram-error-wrong-rank")
                .arg("rank", rank(expected))
                .arg("found", Arg::input(&found.to_string())),
            K::SquareCount { rank: r, found } => {
                Message::new("diagram-error-square-count").arg("rank", rank(r)).arg("found", Arg::Number(*found as i64))
            }
            K::UnclosedRow { rank: r } => Message::new("diagram-error-unclosed-row").arg("rank", rank(r)),
            K::InvalidSquare(t) => Message::new("diagram-error-invalid-square").arg("text", Arg::input(t)),
            K::MissingColor(t) => Message::new("diagram-error-missing-color").arg("text", Arg::input(t)),
            K::UnknownPiece(t) => Message::new("diagram-error-unknown-piece").arg("text", Arg::input(t)),
            K::ExpectedFileLetters => Message::new("diagram-error-expected-file-letters"),
            K::InvalidCaption(t) => Message::new("diagram-error-invalid-caption").arg("text", Arg::input(t)),
            K::TrailingText => Message::new("diagram-error-trailing-text"),
        };
        Message::new("diagram-error")
            .arg("line", Arg::Number(self.line as i64))
            .arg("column", Arg::Number(self.column as i64))
            .arg("why", Arg::Message(Box::new(why)))
    }
}

/// A perft suite line that cannot be read (`engine perft`), in the reader's language.
impl Localize for crate::engines::perft::SuiteError {
    fn message(&self) -> Message {
        use crate::engines::perft::SuiteErrorKind as K;
        let msg = match &self.kind {
            K::NotDepthAndNodes => Message::new("engine-perft-suite-not-depth-and-nodes"),
            K::PerftBeforeFen => Message::new("engine-perft-suite-perft-before-fen"),
            K::Unexpected(line) => Message::new("engine-perft-suite-unexpected").arg("line", Arg::input(line)),
            K::Fen(e) => e.message(),
        };
        Message::new("engine-perft-suite-line")
            .arg("at", Arg::Text(self.at.clone()))
            .arg("why", Arg::Clause(Box::new(msg)))
    }
}

/// A feature file that is not valid Gherkin (`conformance`): the file, the line and column
/// where reading stopped, and why.
impl Localize for crate::conformance::MalformedFeature {
    fn message(&self) -> Message {
        use crate::conformance::MalformedKind as K;
        let (id, detail) = match &self.kind {
            K::Syntax { text } => ("conformance-error-malformed-syntax", ("text", text)),
            K::NoLanguageLine { text } => ("conformance-error-malformed-no-language", ("text", text)),
            K::UnknownPlaceholder { name } => ("conformance-error-malformed-placeholder", ("name", name)),
        };
        Message::new(id)
            .arg("file", Arg::Text(self.file.clone()))
            .arg("line", Arg::Number(self.line as i64))
            .arg("column", Arg::Number(self.column as i64))
            .arg(detail.0, Arg::Text(detail.1.clone()))
    }
}

/// A finding of the citation lint (`conformance`): one message per kind, its fields the
/// arguments.
impl Localize for crate::conformance::LintError {
    fn message(&self) -> Message {
        use crate::conformance::LintError as L;
        let text = |s: &str| Arg::Text(s.to_owned());
        match self {
            L::Parse(malformed) => malformed.message(),
            L::Uncited { file, line } => {
                Message::new("lint-uncited").arg("file", text(file)).arg("line", Arg::Number(*line as i64))
            }
            L::UnknownArticle { file, line, article } => Message::new("lint-unknown-article")
                .arg("file", text(file))
                .arg("line", Arg::Number(*line as i64))
                .arg("article", text(article)),
            L::MissingTwin { file, lang } => {
                Message::new("lint-missing-twin").arg("file", text(file)).arg("lang", text(lang))
            }
            L::CountMismatch { article, counts } => {
                // `en: 20, ru: 19`: each language's count, the next ones in `rest`.
                let counts = counts.iter().rev().fold(None, |rest: Option<Message>, (lang, count)| {
                    let more = rest.is_some();
                    Some(
                        Message::new("lint-count")
                            .arg("lang", text(lang))
                            .arg("count", Arg::Number(*count as i64))
                            .arg("more", Arg::Keyword(if more { "yes" } else { "no" }))
                            .arg("rest", rest.map_or_else(|| Arg::Text(String::new()), |m| Arg::Message(Box::new(m)))),
                    )
                });
                Message::new("lint-count-mismatch")
                    .arg("article", text(article))
                    .arg("counts", counts.map_or_else(|| Arg::Text(String::new()), |m| Arg::Message(Box::new(m))))
            }
        }
    }
}

impl Localize for crate::rulebook::QuoteSource {
    fn message(&self) -> Message {
        Message::new("quote-source")
            .arg("edition", Arg::Text(self.edition.to_string()))
            .arg("later", Arg::Text(if self.or_later { "yes" } else { "no" }.to_owned()))
            .arg("language", Arg::Text(self.language.clone()))
            .arg("kind", Arg::Text(if self.appendix { "appendix" } else { "article" }.to_owned()))
            .arg("article", Arg::Text(self.article.clone()))
    }
}

impl Localize for crate::CannotMateReason {
    fn message(&self) -> Message {
        use crate::CannotMateReason as R;
        use Arg::{Color as C, Number, Square as S};
        match self {
            R::NoLegalMoves { side_to_move, in_check } => Message::new("cannot-mate-no-legal-moves")
                .arg("side", C(*side_to_move))
                .arg("in-check", Arg::Keyword(if *in_check { "yes" } else { "no" })),
            R::UnreachableCheckmate { side_to_move, check } => Message::new("cannot-mate-unreachable-checkmate")
                .arg("side", C(*side_to_move))
                .arg("why", Arg::Clause(Box::new(check.message()))),
            R::LoneKing { player, king } => {
                Message::new("cannot-mate-lone-king").arg("color", C(*player)).arg("king", S(*king))
            }
            R::KnightAgainstBareKing { player, knight } => {
                Message::new("cannot-mate-knight").arg("color", C(*player)).arg("knight", S(*knight))
            }
            R::BishopsOfOneColour { square_color, bishops } => Message::new("cannot-mate-bishops-of-one-colour")
                .arg("square-color", C(*square_color))
                .arg("squares", Arg::Squares((*bishops).collect()))
                .arg("count", Number(bishops.count() as i64)),
            R::LoneMinorPiece { player, piece, square, opponent } => Message::new("cannot-mate-lone-minor")
                .arg("color", C(*player))
                .arg("piece", Arg::Role(*piece))
                .arg("square", S(*square))
                .arg("count", Number(opponent.count() as i64))
                .arg("squares", Arg::Squares((*opponent).collect())),
            R::BishopsWithoutBlockers { player, square_color, bishops, .. } => {
                Message::new("cannot-mate-bishops-without-blockers")
                    .arg("color", C(*player))
                    .arg("square-color", C(*square_color))
                    .arg("squares", Arg::Squares((*bishops).collect()))
                    .arg("count", Number(bishops.count() as i64))
            }
            R::Blockade { player, king_region, check_squares, .. } => Message::new("cannot-mate-blockade")
                .arg("color", C(*player))
                .arg("region-count", Number(king_region.count() as i64))
                .arg("check-count", Number(check_squares.count() as i64))
                .arg("check-squares", Arg::Squares((*check_squares).collect())),
            R::EveryLineFollowed { player, positions } => Message::new("cannot-mate-every-line")
                .arg("color", C(*player))
                .arg("positions", Number(*positions as i64)),
            R::UnplacedBishops { player, owner, square_color, bishops, positions } => {
                Message::new("cannot-mate-unplaced-bishops")
                    .arg("color", C(*player))
                    .arg("owner", C(*owner))
                    .arg("square-color", C(*square_color))
                    .arg("count", Number(bishops.count() as i64))
                    .arg("positions", Number(*positions as i64))
            }
        }
    }
}

impl Localize for IllegalPositionReason {
    fn message(&self) -> Message {
        use Arg::{Color as C, Number, Role as R, Square as S};
        match self {
            IllegalPositionReason::KingCount { color, count } => {
                Message::new("position-king-count").arg("color", C(*color)).arg("count", Number(*count as i64))
            }
            IllegalPositionReason::PawnOnBackRank { piece, square } => Message::new("position-pawn-on-back-rank")
                .arg("color", C(piece.color))
                .arg("square", S(*square))
                .arg("rank", Number(i64::from(square.rank().index()) + 1)),
            IllegalPositionReason::OpponentInCheck { color, king, checkers } => {
                let msg = Message::new("position-opponent-in-check")
                    .arg("color", C(*color))
                    .arg("king", S(*king))
                    .arg("checkers-count", Number(checkers.len() as i64));
                // With two, a king among them is named second: a king gives no check, it
                // stands next to the other king (review 8, P-4).
                let mut named: Vec<_> = checkers.iter().take(2).collect();
                named.sort_by_key(|(p, _)| p.role == crate::Role::King);
                let msg = match named.first() {
                    Some((p, sq)) => msg.arg("checker", R(p.role)).arg("checker-square", S(*sq)),
                    None => msg,
                };
                match (checkers.len(), named.get(1)) {
                    (2, Some((p, sq))) => msg.arg("second", R(p.role)).arg("second-square", S(*sq)),
                    _ => msg,
                }
            }
            IllegalPositionReason::ImpossibleCheck { king, checkers, why } => {
                let id = match why {
                    ImpossibleCheckKind::MoreThanTwoCheckers => "position-impossible-check-too-many",
                    ImpossibleCheckKind::NoSingleMoveGivesBoth => "position-impossible-check-pair",
                    ImpossibleCheckKind::NotByTheDoubleStep => "position-impossible-check-double-step",
                    ImpossibleCheckKind::NoLastMoveGivesBoth => "position-impossible-check-no-last-move",
                };
                let mut msg = Message::new(id)
                    .arg("king", S(*king))
                    .arg("checkers-count", Number(checkers.len() as i64))
                    .arg("squares", Arg::Squares(checkers.iter().map(|(_, sq)| *sq).collect()));
                if let Some((p, sq)) = checkers.first() {
                    msg = msg.arg("checker", R(p.role)).arg("checker-square", S(*sq));
                }
                if let Some((p, sq)) = checkers.get(1) {
                    msg = msg.arg("second", R(p.role)).arg("second-square", S(*sq));
                }
                msg
            }
            IllegalPositionReason::TooManyPieces { color, why } => match *why {
                TooManyPiecesKind::Total { count } => {
                    Message::new("position-too-many-pieces").arg("color", C(*color)).arg("count", Number(count as i64))
                }
                TooManyPiecesKind::Pawns { count } => {
                    Message::new("position-too-many-pawns").arg("color", C(*color)).arg("count", Number(count as i64))
                }
                TooManyPiecesKind::Promotions { extra, missing_pawns } => Message::new("position-too-many-promotions")
                    .arg("color", C(*color))
                    .arg("extra", Number(extra as i64))
                    .arg("missing-pawns", Number(missing_pawns as i64)),
            },
            IllegalPositionReason::CastlingRightWithoutPieces { color, side: s, missing, square } => {
                Message::new(if missing.role == Role::King {
                    "position-castling-right-without-king"
                } else {
                    "position-castling-right-without-rook"
                })
                .arg("color", C(*color))
                .arg("side", side(*s))
                .arg("square", S(*square))
            }
            IllegalPositionReason::EnPassantSquareInvalid { square, why } => Message::new(match why {
                EnPassantSquareKind::WrongRank => "position-en-passant-wrong-rank",
                EnPassantSquareKind::Occupied => "position-en-passant-occupied",
                EnPassantSquareKind::NoPawn => "position-en-passant-no-pawn",
                EnPassantSquareKind::OriginOccupied => "position-en-passant-origin-occupied",
            })
            .arg("square", S(*square)),
        }
    }
}

fn fen_field(field: FenField) -> Arg {
    Arg::Keyword(field.name())
}

impl Localize for FenError {
    fn message(&self) -> Message {
        let reason = match &self.kind {
            // An empty FEN has no column and no field to name (review 21a, D-15).
            FenErrorKind::Empty => return Message::new("fen-error-empty"),
            FenErrorKind::MissingField => Message::new("fen-error-missing-field").arg("field", fen_field(self.field)),
            FenErrorKind::ExtraField(text) => Message::new("fen-error-extra-field").arg("text", Arg::input(text)),
            FenErrorKind::InvalidPiece(c) => {
                Message::new("fen-error-invalid-piece").arg("char", Arg::Text(c.to_string()))
            }
            FenErrorKind::RankTooLong { rank } => {
                Message::new("fen-error-rank-too-long").arg("rank", Arg::Number(i64::from(*rank)))
            }
            FenErrorKind::RankTooShort { rank } => {
                Message::new("fen-error-rank-too-short").arg("rank", Arg::Number(i64::from(*rank)))
            }
            FenErrorKind::TooManyRanks => Message::new("fen-error-too-many-ranks"),
            FenErrorKind::TooFewRanks { ranks } => {
                Message::new("fen-error-too-few-ranks").arg("ranks", Arg::Number(i64::from(*ranks)))
            }
            FenErrorKind::InvalidTurn(text) => Message::new("fen-error-invalid-turn").arg("text", Arg::input(text)),
            FenErrorKind::InvalidCastling(c) => {
                Message::new("fen-error-invalid-castling").arg("char", Arg::Text(c.to_string()))
            }
            FenErrorKind::RepeatedCastling(c) => {
                Message::new("fen-error-repeated-castling").arg("char", Arg::Text(c.to_string()))
            }
            FenErrorKind::InvalidEnPassant(text) => {
                Message::new("fen-error-invalid-en-passant").arg("text", Arg::input(text))
            }
            FenErrorKind::InvalidNumber(text) => Message::new("fen-error-invalid-number")
                .arg("text", Arg::input(text))
                .arg("field", fen_field(self.field)),
        };
        // A Russian letter typed for its Latin look-alike (`w КQkq`): said, since both look
        // the same on the screen (review 19a, A-16).
        let offending = match &self.kind {
            FenErrorKind::InvalidPiece(c) | FenErrorKind::InvalidCastling(c) => Some(c.to_string()),
            FenErrorKind::InvalidTurn(t) | FenErrorKind::InvalidEnPassant(t) | FenErrorKind::InvalidNumber(t) => {
                Some(t.clone())
            }
            FenErrorKind::ExtraField(t) => Some(t.clone()),
            _ => None,
        };
        let cyrillic = offending.and_then(|t| t.chars().find(|&c| is_cyrillic(c)));
        let reason = match cyrillic {
            Some(c) => Message::new("fen-error-cyrillic")
                .arg("reason", Arg::Message(Box::new(reason)))
                .arg("char", Arg::Text(c.to_string())),
            None => reason,
        };
        Message::new("fen-error")
            .arg("column", Arg::Number(self.column as i64))
            .arg("field", fen_field(self.field))
            .arg("reason", Arg::Message(Box::new(reason)))
    }
}

/// What is wrong with a SAN, without where (for messages that say where themselves).
fn san_reason(e: &SanError) -> Message {
    match &e.kind {
        SanErrorKind::Empty => Message::new("san-error-empty"),
        SanErrorKind::MissingSquare => Message::new("san-error-missing-square"),
        SanErrorKind::RankOutOfRange => Message::new("san-error-rank-out-of-range"),
        SanErrorKind::FileOutOfRange => Message::new("san-error-file-out-of-range"),
        // `Pe4`: Appendix C.4 names this very mistake (review 11, Q-26); `Пe4` is the same
        // mistake made by a Russian scorer (review 19a, A-5).
        SanErrorKind::UnexpectedChar(c @ ('P' | 'p' | 'П' | 'п')) if e.column == 1 => {
            Message::new("san-error-pawn-letter").arg("char", Arg::Text(c.to_string()))
        }
        // A blank is named, not quoted as nothing («« »», review 24a, G-6).
        SanErrorKind::UnexpectedChar(c) if c.is_whitespace() => Message::new("san-error-unexpected-blank")
            .arg("kind", Arg::Keyword(if *c == '\t' { "tab" } else { "space" })),
        SanErrorKind::UnexpectedChar(c) => {
            Message::new("san-error-unexpected-char").arg("char", Arg::Text(c.to_string()))
        }
        SanErrorKind::InvalidPromotion => Message::new("san-error-invalid-promotion"),
    }
}

impl Localize for SanError {
    fn message(&self) -> Message {
        Message::new("san-error")
            .arg("column", Arg::Number(self.column as i64))
            .arg("reason", Arg::Message(Box::new(san_reason(self))))
    }
}

/// A SAN error said about the `text` it was read from: a problem past its last character
/// («Лa», «Кf» — no square of arrival) names no column, for there is no character there to
/// point at (review 23b, H-3).
/// A letter of the Cyrillic block, which a reader may type for a Latin one that looks alike.
fn is_cyrillic(c: char) -> bool {
    ('\u{400}'..='\u{4ff}').contains(&c)
}

fn san_error_in(error: &SanError, text: &str) -> Message {
    // A Cyrillic letter where the square's file stands (`е4` with a Russian «е») is named as
    // one: "the move must end with a square, such as e4" would tell the reader to type what
    // looks like what was typed (review 24a, G-9).
    let at = text.chars().nth(error.column.saturating_sub(1));
    // …and so is one where the square of departure's file stands, a rank after it (`Кв1-с3`,
    // review 32a, G-22).
    let rank_after = text.chars().nth(error.column).is_some_and(|r| ('1'..='8').contains(&r));
    let file_place = match error.kind {
        SanErrorKind::MissingSquare => true,
        SanErrorKind::UnexpectedChar(_) => rank_after,
        _ => false,
    };
    if let (true, Some(c)) = (file_place, at)
        && is_cyrillic(c)
    {
        let reason = Message::new("san-error-cyrillic-file").arg("char", Arg::Text(c.to_string()));
        return Message::new("san-error")
            .arg("column", Arg::Number(error.column as i64))
            .arg("reason", Arg::Message(Box::new(reason)));
    }
    if error.column > text.chars().count() {
        Message::new("san-error-at-end").arg("reason", Arg::Message(Box::new(san_reason(error))))
    } else {
        error.message()
    }
}

impl Localize for UciError {
    fn message(&self) -> Message {
        let reason = match &self.kind {
            UciErrorKind::Length => Message::new("uci-error-length"),
            UciErrorKind::InvalidSquare => Message::new("uci-error-invalid-square"),
            UciErrorKind::InvalidPromotion(c) => {
                Message::new("uci-error-invalid-promotion").arg("char", Arg::Text(c.to_string()))
            }
        };
        Message::new("uci-error")
            .arg("column", Arg::Number(self.column as i64))
            .arg("reason", Arg::Message(Box::new(reason)))
    }
}

impl Localize for MoveSyntaxError {
    fn message(&self) -> Message {
        // Nothing typed: the one fact is that the move is missing — no empty quotes, no
        // "column 1" of an empty record (review 23a, G-15).
        if matches!(self.san.kind, SanErrorKind::Empty) {
            return Message::new("san-error-empty");
        }
        Message::new("move-syntax-error")
            .arg("text", Arg::input(&self.text))
            .arg("reason", Arg::Message(Box::new(san_error_in(&self.san, &self.text))))
    }
}

impl Localize for crate::pgn::PgnError {
    fn message(&self) -> Message {
        use crate::pgn::{PgnErrorKind as K, TagProblem};
        let text = |s: &String| Arg::input(s);
        let reason = match &self.kind {
            K::UnexpectedCharacter(c) => {
                // A control or blank character would be quoted as nothing: its code is shown
                // instead (review 8, P-10).
                let visible =
                    !(c.is_control() || c.is_whitespace() || matches!(c, '\u{200b}'..='\u{200f}' | '\u{feff}'));
                Message::new("pgn-error-unexpected-character")
                    .arg("char", Arg::Text(c.to_string()))
                    .arg("code", Arg::Text(format!("U+{:04X}", *c as u32)))
                    .arg("visible", Arg::Keyword(if visible { "yes" } else { "no" }))
            }
            K::UnterminatedString => Message::new("pgn-error-unterminated-string"),
            K::UnterminatedComment => Message::new("pgn-error-unterminated-comment"),
            K::UnterminatedVariation => Message::new("pgn-error-unterminated-variation"),
            K::UnmatchedParenthesis => Message::new("pgn-error-unmatched-parenthesis"),
            K::VariationWithoutMove => Message::new("pgn-error-variation-without-move"),
            K::VariationTooDeep => Message::new("pgn-error-variation-too-deep")
                .arg("depth", Arg::Number(crate::pgn::MAX_VARIATION_DEPTH as i64)),
            K::BadTag(TagProblem::MissingName) => Message::new("pgn-error-tag-missing-name"),
            K::BadTag(TagProblem::InvalidName(n)) => Message::new("pgn-error-tag-invalid-name").arg("name", text(n)),
            K::BadTag(TagProblem::MissingValue) => Message::new("pgn-error-tag-missing-value"),
            K::BadTag(TagProblem::MissingBracket) => Message::new("pgn-error-tag-missing-bracket"),
            K::BadMoveNumber(n) => Message::new("pgn-error-bad-move-number").arg("text", text(n)),
            K::BadNag(n) => Message::new("pgn-error-bad-nag").arg("text", text(n)),
            K::BadSuffixAnnotation(n) => Message::new("pgn-error-bad-suffix").arg("text", text(n)),
            K::NagWithoutMove => Message::new("pgn-error-nag-without-move"),
            // The reason is a sentence of its own, as after `move-syntax-error`: «— не ход.
            // Неверная алгебраическая запись, символ 1: …», not two colons in a row.
            K::BadMove { text: t, error } => Message::new("pgn-error-bad-move")
                .arg("text", text(t))
                .arg("reason", Arg::Message(Box::new(san_error_in(error, t)))),
            K::BadFen { fen, error } => Message::new("pgn-error-bad-fen")
                .arg("text", text(fen))
                .arg("reason", Arg::Clause(Box::new(error.message()))),
            K::LineTooLong => {
                Message::new("pgn-error-line-too-long").arg("limit", Arg::Number(crate::pgn::MAX_LINE_BYTES as i64))
            }
            K::CommentTooLong => Message::new("pgn-error-comment-too-long")
                .arg("limit", Arg::Number(crate::pgn::MAX_COMMENT_BYTES as i64)),
            K::TooManyTags => {
                Message::new("pgn-error-too-many-tags").arg("limit", Arg::Number(crate::pgn::MAX_TAGS as i64))
            }
            K::BadResult(t) => Message::new("pgn-error-bad-result").arg("text", text(t)),
            K::NotUtf8(encoding) => Message::new("pgn-error-not-utf8")
                .arg(
                    "encoding",
                    Arg::Keyword(match encoding {
                        crate::pgn::Encoding::Windows1251 => "windows-1251",
                        crate::pgn::Encoding::Utf16 => "utf-16",
                    }),
                )
                .arg("iconv", Arg::Text(encoding.iconv_name().to_owned())),
            K::Io { kind, message } => {
                let reason =
                    Message::new("pgn-error-io").arg("reason", Arg::Message(Box::new(io_reason(*kind, message))));
                // Nothing was read yet (a directory, a file that vanished): no place to name.
                if self.line <= 1 && self.column <= 1 {
                    return reason;
                }
                reason
            }
        };
        Message::new("pgn-error")
            .arg("game", Arg::Number(self.game_index as i64))
            .arg("line", Arg::Number(self.line as i64))
            .arg("column", Arg::Number(self.column as i64))
            .arg("reason", Arg::Message(Box::new(reason)))
    }
}

/// Why a file or a stream cannot be read, in the reader's language: the common kinds said in
/// words («файл не найден»), the operating system's own (English) text only for the rest.
/// The message for a `--touch` item that cannot be read, or names a promotion no pawn can
/// make (review 27a, G-5).
pub(crate) fn touch_error(e: &crate::laws::touch_move::TouchParseError) -> Message {
    use crate::laws::touch_move::TouchParseErrorKind;
    match e.kind {
        TouchParseErrorKind::Syntax => Message::new("cli-error-touch"),
        TouchParseErrorKind::NotPromotionSquare { square } => {
            Message::new("cli-error-touch-promotion-square").arg("square", Arg::Square(square))
        }
        TouchParseErrorKind::NotPromotionPiece { role } => {
            Message::new("cli-error-touch-promotion-piece").arg("piece", Arg::Role(role))
        }
    }
    .arg("item", Arg::input(&e.item))
}

pub(crate) fn io_reason(kind: std::io::ErrorKind, detail: &str) -> Message {
    io_reason_of(kind, detail, "read")
}

/// Why a file or a directory cannot be written, in the reader's language (see [`io_reason`]).
pub(crate) fn io_write_reason(error: &std::io::Error) -> Message {
    io_reason_of(error.kind(), &error.to_string(), "write")
}

/// Why a directory cannot be read (`conformance --features DIR`), in the reader's language:
/// a missing directory is not called a missing file (review 17, X-5).
pub(crate) fn io_dir_reason(error: &std::io::Error, path: &std::path::Path) -> Message {
    // A file given for the directory is said plainly (review 18, Z-7).
    let action = if path.is_file() { "read-dir-file" } else { "read-dir" };
    io_reason_of(error.kind(), &error.to_string(), action)
}

fn io_reason_of(kind: std::io::ErrorKind, detail: &str, action: &'static str) -> Message {
    use std::io::ErrorKind as K;
    let kind = match kind {
        K::NotFound => "not-found",
        K::AlreadyExists => "already-exists",
        K::NotADirectory => "not-a-directory",
        K::PermissionDenied => "permission-denied",
        K::IsADirectory => "is-a-directory",
        K::InvalidData => "invalid-data",
        K::AddrInUse => "address-in-use",
        K::AddrNotAvailable => "address-not-available",
        _ => "other",
    };
    Message::new("io-error")
        .arg("kind", Arg::Keyword(kind))
        .arg("action", Arg::Keyword(action))
        .arg("detail", Arg::input(detail))
}

impl Localize for std::io::Error {
    fn message(&self) -> Message {
        io_reason(self.kind(), &self.to_string())
    }
}

impl Localize for IllegalPosition {
    fn message(&self) -> Message {
        self.message_in(Edition::E2023)
    }
}

impl IllegalPosition {
    /// The message, its article (3.10.3) cited as `edition` has it: under 2009, «статья
    /// 3.10.3 в редакции 2023 года; в редакции 2009 года такой статьи нет», as `position`
    /// says it (review 21a, D-17).
    pub fn message_in(&self, edition: Edition) -> Message {
        // The article every reason states (all of them 3.10.3), from the registry.
        let rule = self.reasons.first().map_or(RuleId::PositionKingCount, |r| r.rule());
        let (number, in_edition) = crate::rulebook::citation_of(rule, edition);
        Message::new("position-illegal")
            .arg("count", Arg::Number(self.reasons.len() as i64))
            .arg("citation", Arg::Message(Box::new(citation_parts(number.unwrap_or("?"), in_edition, edition).2)))
            .arg("reasons", sentences(self.reasons.iter().map(Localize::message).collect()))
    }
}

impl Localize for PositionError {
    fn message(&self) -> Message {
        self.message_in(Edition::E2023)
    }
}

impl PositionError {
    /// The message, an illegal position's article cited as `edition` has it
    /// ([`IllegalPosition::message_in`]).
    pub fn message_in(&self, edition: Edition) -> Message {
        match self {
            PositionError::Fen(e) => e.message(),
            PositionError::Illegal(e) => e.message_in(edition),
        }
    }
}

/// An engine's failure (`arbiter conformance --engine`, `arbiter engine perft`): the
/// engine's own words (its error, its standard error, an OS or JSON reader's text) are
/// quoted as they are.
impl Localize for crate::engines::EngineError {
    fn message(&self) -> Message {
        use crate::engines::process::Unreadable;
        use crate::engines::{EngineError, Impossible, Malformed, Stopped};
        let text = |s: &str| Arg::Text(s.to_owned());
        match self {
            EngineError::Unsupported(c) => Message::new("engine-error-unsupported").arg("capability", text(c.name())),
            EngineError::Spawn { command, why } => {
                Message::new("engine-error-spawn").arg("command", text(command)).arg("why", text(why))
            }
            EngineError::Timeout(t) => {
                let tenths = (t.as_millis() + 50) / 100;
                Message::new("engine-error-timeout")
                    .arg("whole", Arg::Number((tenths / 10) as i64))
                    .arg("tenth", Arg::Number((tenths % 10) as i64))
            }
            EngineError::Crashed { status, stderr } => {
                let (how, value) = match status {
                    Some(Stopped::Exit(code)) => ("exit", code.to_string()),
                    Some(Stopped::Signal(sig)) => ("signal", sig.to_string()),
                    Some(Stopped::Other(s)) => ("other", s.clone()),
                    None => ("closed", String::new()),
                };
                Message::new("engine-error-crashed")
                    .arg("how", Arg::Keyword(how))
                    .arg("status", text(&value))
                    .arg("said", Arg::Keyword(if stderr.is_empty() { "no" } else { "yes" }))
                    .arg("stderr", text(stderr))
            }
            EngineError::Malformed { line, why } => {
                let why = match why {
                    Malformed::Unreadable(Unreadable::TooLong(n)) => {
                        Message::new("engine-malformed-too-long").arg("bytes", Arg::Number(*n as i64))
                    }
                    Malformed::Unreadable(Unreadable::NotUtf8) => Message::new("engine-malformed-not-utf8"),
                    Malformed::Json { category, column, missing } => {
                        let detail = match missing {
                            Some(key) => Message::new("cli-error-batch-missing-key").arg("key", text(key)),
                            None => Message::new("json-error")
                                .arg("category", Arg::Keyword(category))
                                .arg("column", Arg::Number(*column as i64)),
                        };
                        Message::new("engine-malformed-json").arg("detail", Arg::Message(Box::new(detail)))
                    }
                    Malformed::WrongId(id) => Message::new("engine-malformed-id").arg("id", Arg::Number(*id as i64)),
                    Malformed::NotNodeCount => Message::new("engine-malformed-not-node-count"),
                    Malformed::NoNodeCount => Message::new("engine-malformed-no-node-count"),
                };
                Message::new("engine-error-malformed")
                    .arg("why", Arg::Message(Box::new(why)))
                    .arg("quoted", Arg::Keyword(if line.is_empty() { "no" } else { "yes" }))
                    .arg("line", text(line))
            }
            EngineError::Impossible(why) => {
                let why = match why {
                    Impossible::ProtocolVersion { engine, arbiter } => Message::new("engine-impossible-version")
                        .arg("engine", Arg::Number(i64::from(*engine)))
                        .arg("arbiter", Arg::Number(i64::from(*arbiter))),
                    Impossible::NoLegalMoves => Message::new("engine-impossible-no-legal-moves"),
                    Impossible::NotUci(m) => Message::new("engine-impossible-not-uci").arg("move", text(m)),
                    Impossible::ListedTwice(m) => Message::new("engine-impossible-listed-twice").arg("move", text(m)),
                    Impossible::LegalWithoutFen => Message::new("engine-impossible-no-fen"),
                    Impossible::NotFen(f) => Message::new("engine-impossible-not-fen").arg("fen", text(f)),
                    Impossible::NeverAppeared => Message::new("engine-impossible-never-appeared"),
                    Impossible::NotLegal(m) => Message::new("engine-impossible-not-legal").arg("move", text(m)),
                    Impossible::CountsDisagree { sum, nodes } => Message::new("engine-impossible-counts")
                        .arg("sum", Arg::Text(sum.to_string()))
                        .arg("nodes", Arg::Text(nodes.to_string())),
                    // arbiter's own failure, not a wrong answer of the engine (review 16, W-7).
                    Impossible::Request(detail) => {
                        return Message::new("engine-error-request").arg("detail", text(detail));
                    }
                };
                Message::new("engine-error-impossible").arg("why", Arg::Message(Box::new(why)))
            }
            EngineError::Refused(why) => Message::new("engine-error-refused").arg("why", text(why)),
            EngineError::NotRunning => Message::new("engine-error-not-running"),
        }
    }
}

/// One localized sentence of an explanation, with the rule it states and where the Laws
/// say so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    /// The rule broken.
    pub rule: RuleId,
    /// The article in the edition asked for (2009 falls back to the 2023 number when the
    /// 2009 edition had no such article; [`Sentence::edition`] says which).
    pub article: String,
    /// The edition the article number belongs to.
    pub edition: Edition,
    /// The sentence, without the citation.
    pub message: String,
    /// The citation, e.g. `Article 3.9.2`.
    pub citation: String,
    /// The sentence with its citation.
    cited: String,
}

impl Sentence {
    /// The sentence with its citation, as the locale joins them (`cited-sentence`):
    /// `… — Article 3.9.2`, «… (статья 3.9.2)».
    pub fn cited(&self) -> String {
        self.cited.clone()
    }
}

/// Joins a sentence and its citation as the locale does (`cited-sentence`).
pub fn with_citation(l10n: &Localizer, lang: &Lang, sentence: String, citation: String) -> String {
    cited(l10n, lang, &sentence, &citation)
}

fn cited(l10n: &Localizer, lang: &Lang, sentence: &str, citation: &str) -> String {
    l10n.format_texts(lang, "cited-sentence", &[("sentence", sentence), ("citation", citation)])
}

/// What citing a rule takes, made once per language, rule and edition: the citation, and
/// the `cited-sentence` message around a sentence with that citation (the text before the
/// sentence and after it), when the message can be split so.
pub(super) struct CitedRule {
    citation: Citation,
    around: Option<(String, String)>,
}

impl CitedRule {
    fn new(l10n: &Localizer, lang: &Lang, rule: RuleId, edition: Edition) -> CitedRule {
        let (number, in_edition) = crate::rulebook::citation_of(rule, edition);
        let mut citation = cite_in_edition(l10n, lang, number.unwrap_or("?"), in_edition, edition);
        // A rule that applies another's is cited as both points: «приложения B.3 и A.3».
        if let (Some(base), InEdition::Label(label)) = (rule.applies(), in_edition)
            && let (_, InEdition::Label(base_label)) = crate::rulebook::citation_of(base, edition)
        {
            let kind = if label.starts_with(|c: char| c.is_ascii_alphabetic()) { "appendix" } else { "article" };
            citation.text = l10n.format(
                lang,
                &Message::new("cite-article-applying")
                    .arg("article", Arg::Text(label.to_owned()))
                    .arg("applied", Arg::Text(base_label.to_owned()))
                    .arg("edition", Arg::Number(i64::from(edition.year_number())))
                    .arg("kind", Arg::Keyword(kind)),
            );
        }
        let texts = [("sentence", ""), ("citation", citation.text.as_str())];
        let around = l10n.split_around(lang, "cited-sentence", &texts, 0);
        CitedRule { citation, around }
    }

    /// `sentence` with the citation, as `cited-sentence` joins them.
    fn cite(&self, l10n: &Localizer, lang: &Lang, sentence: &str) -> String {
        match &self.around {
            Some((before, after)) => {
                let mut out = String::with_capacity(before.len() + sentence.len() + after.len());
                out.push_str(before);
                out.push_str(sentence);
                out.push_str(after);
                out
            }
            None => cited(l10n, lang, sentence, &self.citation.text),
        }
    }
}

/// A localized explanation of an illegal move or an illegal position: one sentence per
/// reason, primary first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The sentences.
    pub sentences: Vec<Sentence>,
}

impl Explanation {
    /// The full text, one cited sentence per line.
    pub fn text(&self) -> String {
        let mut text = String::with_capacity(self.sentences.iter().map(|s| s.cited.len() + 1).sum());
        for (i, sentence) in self.sentences.iter().enumerate() {
            if i > 0 {
                text.push('\n');
            }
            text.push_str(&sentence.cited);
        }
        text
    }
}

/// Explains values with a rule (violations, illegal-position reasons) in `lang`, citing
/// articles of `edition` from the registry.
pub fn explain<'a, T, I>(items: I, l10n: &Localizer, lang: &Lang, edition: Edition) -> Explanation
where
    T: Localize + Ruled + 'a,
    I: IntoIterator<Item = &'a T>,
{
    let sentences = items
        .into_iter()
        .map(|item| {
            let rule = item.rule();
            let message = l10n.format(lang, &item.message());
            // Reasons that rest on articles of their own are cited each after its sentence,
            // the head after the head (review 17a, X-10).
            let cited = item.head_and_reasons().map(|(head, reasons)| {
                let cite_as = |rule: RuleId, m: &Message| {
                    let text = l10n.format(lang, m);
                    let make = || CitedRule::new(l10n, lang, rule, edition);
                    l10n.with_cited_rule(lang, rule, edition, make, |c| c.cite(l10n, lang, &text))
                };
                let reasons = reasons.iter().map(|(r, m)| cite_as(*r, m)).collect();
                l10n.format(lang, &sentence_list_of(cite_as(rule, &head), reasons, Arg::Text))
            });
            // One sentence on two rules cites both (review 28b, H-9).
            let both = item.also_rests_on().map(|second| cite_both(l10n, lang, rule, second, edition));
            let make = || CitedRule::new(l10n, lang, rule, edition);
            l10n.with_cited_rule(lang, rule, edition, make, |c| {
                let cited = match &both {
                    Some(both) => self::cited(l10n, lang, &message, both),
                    None => cited.unwrap_or_else(|| c.cite(l10n, lang, &message)),
                };
                Sentence {
                    rule,
                    article: c.citation.article.clone(),
                    edition: c.citation.edition,
                    citation: both.clone().unwrap_or_else(|| c.citation.text.clone()),
                    cited,
                    message,
                }
            })
        })
        .collect();
    Explanation { sentences }
}

/// Where the Laws state a rule, in the edition asked for, and how to say so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Citation {
    /// The article number (the 2023 one when the edition asked for had no such article).
    pub article: String,
    /// The edition the number belongs to.
    pub edition: Edition,
    /// The localized citation, e.g. `Article 3.9.2` / «Статья 3.9.2».
    pub text: String,
}

/// Cites `rule` from the registry in `edition`, falling back to the 2023 number (and
/// saying so) when the edition had no such article.
pub fn cite(l10n: &Localizer, lang: &Lang, rule: RuleId, edition: Edition) -> Citation {
    let make = || CitedRule::new(l10n, lang, rule, edition);
    l10n.with_cited_rule(lang, rule, edition, make, |c| c.citation.clone())
}

/// Cites two rules that both bind one ruling: «статьи 9.5.3 и 4.3.1», "Articles 9.5.3 and
/// 4.3.1" — when `edition` numbers both as articles; else each as [`cite`] says it, joined by
/// a semicolon.
pub fn cite_both(l10n: &Localizer, lang: &Lang, first: RuleId, second: RuleId, edition: Edition) -> String {
    let label = |rule| match crate::rulebook::citation_of(rule, edition) {
        (_, InEdition::Label(label)) if !label.starts_with(|c: char| c.is_ascii_alphabetic()) => Some(label),
        _ => None,
    };
    match (label(first), label(second)) {
        (Some(first), Some(second)) => l10n.format(
            lang,
            &Message::new("cite-articles-both")
                .arg("first", Arg::Text(first.to_owned()))
                .arg("second", Arg::Text(second.to_owned()))
                .arg("edition", Arg::Number(i64::from(edition.year_number()))),
        ),
        _ => format!("{}; {}", cite(l10n, lang, first, edition).text, cite(l10n, lang, second, edition).text),
    }
}

/// Cites an article by its 2023 number in `edition` (see [`cite`]).
pub fn cite_article(l10n: &Localizer, lang: &Lang, number: &str, edition: Edition) -> Citation {
    cite_in_edition(l10n, lang, number, Registry::global().cited_in(number, edition), edition)
}

/// The citation of the article `number` (2023) in `edition`, as a message to be formatted
/// inside another (`$citation`), the number read from the registry.
pub(crate) fn citation_message(number: &str, edition: Edition) -> Message {
    citation_parts(number, Registry::global().cited_in(number, edition), edition).2
}

/// Cites the article `number` (2023) as it stands in `edition`.
fn cite_in_edition(
    l10n: &Localizer,
    lang: &Lang,
    number: &str,
    in_edition: InEdition<'_>,
    edition: Edition,
) -> Citation {
    let (article, cited_edition, message) = citation_parts(number, in_edition, edition);
    Citation { article, edition: cited_edition, text: l10n.format(lang, &message) }
}

/// The article `number` (2023) as `edition` has it (`in_edition`): the number cited, the
/// edition it is cited in, and the citation's message.
fn citation_parts(number: &str, in_edition: InEdition<'_>, edition: Edition) -> (String, Edition, Message) {
    let (article, cited_edition, id) = match in_edition {
        InEdition::Label(n) => (n.to_owned(), edition, "cite-article"),
        InEdition::Absent => (number.to_owned(), Edition::E2023, "cite-article-not-in-edition"),
        InEdition::Unknown => (number.to_owned(), Edition::E2023, "cite-article-unknown-in-edition"),
    };
    let kind = if article.starts_with(|c: char| c.is_ascii_alphabetic()) { "appendix" } else { "article" };
    // A number unknown in an edition older than 2009 is given in 2009's too, where arbiter
    // knows it: the 2005 reader applies 9.2 b, not a 2023 number (review 24c, H-4).
    let earlier = match (in_edition, Registry::global().cited_in(number, Edition::E2009)) {
        (InEdition::Unknown, InEdition::Label(label)) if edition != Edition::E2009 => Some(label),
        _ => None,
    };
    let message = Message::new(id)
        .arg("article", Arg::Text(article.clone()))
        .arg("edition", Arg::Number(i64::from(edition.year_number())))
        .arg("kind", Arg::Keyword(kind))
        .arg("known", Arg::Keyword(known(earlier, &article)))
        .arg("earlier", Arg::Text(earlier.unwrap_or_default().to_owned()));
    (article, cited_edition, message)
}

/// Whether an older edition's number of the article `number` is known (`earlier`): `same`
/// when it is that number itself («C.10 in the 2023 and 2009 editions»), `yes`, or `no`.
pub(crate) fn known(earlier: Option<&str>, number: &str) -> &'static str {
    match earlier {
        Some(earlier) if earlier == number => "same",
        Some(_) => "yes",
        None => "no",
    }
}

/// A value that states which rule it is about.
pub trait Ruled {
    /// The rule.
    fn rule(&self) -> RuleId;
}

impl Ruled for Violation {
    fn rule(&self) -> RuleId {
        Violation::rule(self)
    }
}

impl Ruled for IllegalPositionReason {
    fn rule(&self) -> RuleId {
        IllegalPositionReason::rule(self)
    }
}

/// A JSON reader's error, in the reader's language: what kind of mistake and at which
/// column (serde_json's own text is English). For a typed request, an unknown or missing
/// key is named with the batch messages.
impl Localize for serde_json::Error {
    fn message(&self) -> Message {
        use serde_json::error::Category;
        let text = self.to_string();
        let quoted = |after: &str| -> Vec<String> {
            text.split_once(after)
                .map(|(_, rest)| rest.split('`').skip(1).step_by(2).map(str::to_owned).collect())
                .unwrap_or_default()
        };
        if self.classify() == Category::Data {
            if text.starts_with("unknown field `") {
                let names = quoted("unknown field ");
                if let Some((key, keys)) = names.split_first() {
                    return Message::new("cli-error-batch-unknown-key")
                        .arg("key", Arg::Text(key.clone()))
                        .arg("keys", Arg::names(keys));
                }
            }
            if let Some(key) =
                text.starts_with("missing field `").then(|| quoted("missing field ")).and_then(|k| k.into_iter().next())
            {
                return Message::new("cli-error-batch-missing-key").arg("key", Arg::Text(key));
            }
        }
        let category = match self.classify() {
            Category::Eof => "eof",
            Category::Data => "data",
            Category::Syntax | Category::Io => "syntax",
        };
        Message::new("json-error")
            .arg("category", Arg::Keyword(category))
            .arg("column", Arg::Number(self.column() as i64))
    }
}
