//! The JSON shapes of the command line, one struct per shape, so that one shape has one key
//! order everywhere it appears (`explain`, `--batch`, `replay`, `moves`, `perft`). Their
//! schemas are `docs/schema/*.json`; `tests/schemas.rs` validates real output against them.

use serde::Serialize;

use crate::i18n::Sentence;
use crate::{Piece, Placed, Violation};

/// A piece: `{"color": "white", "role": "knight"}`.
#[derive(Serialize, Debug, Clone, Copy)]
pub(crate) struct JsonPiece {
    color: &'static str,
    role: &'static str,
}

impl From<Piece> for JsonPiece {
    fn from(p: Piece) -> JsonPiece {
        JsonPiece { color: p.color.name(), role: p.role.name() }
    }
}

/// A piece on a square: `{"color": "black", "role": "rook", "square": "e7"}`.
#[derive(Serialize, Debug, Clone)]
pub(crate) struct JsonPlaced {
    color: &'static str,
    role: &'static str,
    square: String,
}

impl From<Placed> for JsonPlaced {
    fn from(p: Placed) -> JsonPlaced {
        JsonPlaced { color: p.piece.color.name(), role: p.piece.role.name(), square: p.square.to_string() }
    }
}

/// A piece a notation may have meant, and the rules that stop it.
#[derive(Serialize, Debug, Clone)]
pub(crate) struct JsonCandidate {
    piece: JsonPlaced,
    rules: Vec<&'static str>,
}

/// The facts of a violation, typed: the pieces and squares its sentence names. Only the
/// fields the violation has are written, always in this order.
#[derive(Serialize, Debug, Default)]
pub(crate) struct Facts {
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<JsonPiece>,
    #[serde(skip_serializing_if = "Option::is_none")]
    square: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    promotion: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    occupant: Option<JsonPiece>,
    #[serde(skip_serializing_if = "Option::is_none")]
    blocker: Option<JsonPlaced>,
    #[serde(skip_serializing_if = "Option::is_none")]
    victim: Option<JsonPlaced>,
    #[serde(skip_serializing_if = "Option::is_none")]
    king: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attacker: Option<JsonPlaced>,
    #[serde(skip_serializing_if = "Option::is_none")]
    checkers: Option<Vec<JsonPlaced>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    turn: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    side: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rook_square: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    move_number: Option<u32>,
    /// Pieces touched at the same time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pieces: Option<Vec<JsonPlaced>>,
    /// The squares of pieces touched at the same time when only one of them can be moved
    /// (or captured), that one named by `piece` and `square`.
    #[serde(skip_serializing_if = "Option::is_none")]
    touched_at_once: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    own: Option<JsonPlaced>,
    #[serde(skip_serializing_if = "Option::is_none")]
    target: Option<JsonPlaced>,
    #[serde(skip_serializing_if = "Option::is_none")]
    role: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rank: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    chosen: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    played: Option<&'static str>,
    /// Legal moves that would satisfy the rule, in UCI.
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<String>>,
    /// The castling the rule requires, in UCI.
    #[serde(skip_serializing_if = "Option::is_none")]
    castling: Option<String>,
    /// The move made with the released piece, in UCI.
    #[serde(skip_serializing_if = "Option::is_none")]
    made: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    candidates: Option<Vec<JsonCandidate>>,
}

/// The squares touched at the same time, when the piece named was one of them.
fn at_once(among: &crate::TouchedAmong) -> Option<Vec<String>> {
    match among {
        crate::TouchedAmong::AtOnce { squares } => Some(squares.iter().map(|s| s.to_string()).collect()),
        crate::TouchedAmong::Alone | crate::TouchedAmong::First => None,
    }
}

fn sq(s: crate::Square) -> Option<String> {
    Some(s.to_string())
}

fn placed(p: Placed) -> Option<JsonPlaced> {
    Some(p.into())
}

fn ucis(moves: &[crate::Alternative]) -> Option<Vec<String>> {
    Some(moves.iter().map(|a| a.mv.uci()).collect())
}

/// The facts of a violation: one explicit arm per variant, every field it carries.
pub(crate) fn facts(v: &Violation) -> Facts {
    use Violation::*;
    let piece = |p: Piece| Some(JsonPiece::from(p));
    let mut f = Facts::default();
    match v {
        NoPieceOnSquare { square } => f.square = sq(*square),
        MoveToSameSquare { piece: p, square } => (f.piece, f.square) = (piece(*p), sq(*square)),
        MoveOutOfTurn { piece: p, square, turn } => {
            (f.piece, f.square, f.turn) = (piece(*p), sq(*square), Some(turn.name()));
        }
        OwnPieceOnTargetSquare { piece: p, from, to, occupant }
        | PawnForwardSquareOccupied { piece: p, from, to, occupant } => {
            (f.piece, f.from, f.to, f.occupant) = (piece(*p), sq(*from), sq(*to), piece(*occupant));
        }
        MovePattern { piece: p, from, to }
        | PawnDoubleStepNotFirstMove { piece: p, from, to }
        | PawnDiagonalWithoutCapture { piece: p, from, to }
        | PromotionPieceRequired { piece: p, from, to } => (f.piece, f.from, f.to) = (piece(*p), sq(*from), sq(*to)),
        PieceInTheWay { piece: p, from, to, blocker } | PawnDoubleStepBlocked { piece: p, from, to, blocker } => {
            (f.piece, f.from, f.to, f.blocker) = (piece(*p), sq(*from), sq(*to), placed(*blocker));
        }
        EnPassantNotImmediately { piece: p, from, to, victim, .. } => {
            (f.piece, f.from, f.to, f.victim) = (piece(*p), sq(*from), sq(*to), placed(*victim));
        }
        PromotionPieceInvalid { piece: p, from, to, promotion }
        | PromotionOnlyOnLastRank { piece: p, from, to, promotion } => {
            (f.piece, f.from, f.to, f.promotion) = (piece(*p), sq(*from), sq(*to), Some(promotion.name()));
        }
        CastlingKingHasMoved { color, side, king } => {
            (f.color, f.side, f.king) = (Some(color.name()), Some(side.name()), sq(*king));
        }
        CastlingRookHasMoved { color, side, rook_square, occupant } => {
            (f.color, f.side, f.rook_square) = (Some(color.name()), Some(side.name()), sq(*rook_square));
            f.occupant = occupant.map(JsonPiece::from);
        }
        CastlingRightLost { color, side } => (f.color, f.side) = (Some(color.name()), Some(side.name())),
        CastlingPieceMovedEarlier { color, side, piece: p, move_number } => {
            (f.color, f.side, f.move_number) = (Some(color.name()), Some(side.name()), Some(*move_number));
            (f.piece, f.square) = (piece(p.piece), sq(p.square));
        }
        CastlingOutOfCheck { color, side, king, checkers } => {
            (f.color, f.side, f.king) = (Some(color.name()), Some(side.name()), sq(*king));
            f.checkers = Some(checkers.iter().map(|&c| c.into()).collect());
        }
        CastlingAcrossAttackedSquare { color, side, square, attacker }
        | CastlingIntoCheck { color, side, square, attacker } => {
            (f.color, f.side, f.square, f.attacker) =
                (Some(color.name()), Some(side.name()), sq(*square), placed(*attacker));
        }
        CastlingPieceBetween { color, side, blocker, .. } => {
            (f.color, f.side, f.blocker) = (Some(color.name()), Some(side.name()), placed(*blocker));
        }
        KingMovedIntoCheck { piece: p, from, to, attacker } => {
            (f.piece, f.from, f.to, f.attacker) = (piece(*p), sq(*from), sq(*to), placed(*attacker));
        }
        KingExposedToCheck { piece: p, from, to, king, attacker } => {
            (f.piece, f.from, f.to, f.king, f.attacker) = (piece(*p), sq(*from), sq(*to), sq(*king), placed(*attacker));
        }
        EnPassantExposesKing { piece: p, from, to, victim, king, attacker } => {
            (f.piece, f.from, f.to, f.victim) = (piece(*p), sq(*from), sq(*to), placed(*victim));
            (f.king, f.attacker) = (sq(*king), placed(*attacker));
        }
        KingLeftInCheck { piece: p, from, to, king, checkers } => {
            (f.piece, f.from, f.to, f.king) = (piece(*p), sq(*from), sq(*to), sq(*king));
            f.checkers = Some(checkers.iter().map(|&c| c.into()).collect());
        }
        TouchedPieceMustMove { piece: p, square, moves, among } => {
            (f.piece, f.square, f.moves) = (piece(*p), sq(*square), ucis(moves));
            f.touched_at_once = at_once(among);
        }
        TouchedAtOnceOneMustMove { pieces, moves } => {
            (f.pieces, f.moves) = (Some(pieces.iter().map(|&p| p.into()).collect()), ucis(moves));
        }
        TouchedAtOnceOneMustBeCaptured { pieces, captures } => {
            (f.pieces, f.moves) = (Some(pieces.iter().map(|&p| p.into()).collect()), ucis(captures));
        }
        TouchedPieceMustBeCaptured { piece: p, square, captures, among } => {
            (f.piece, f.square, f.moves) = (piece(*p), sq(*square), ucis(captures));
            f.touched_at_once = at_once(among);
        }
        TouchedBothColoursMustCapture { own, target, captures, own_at_once, targets_at_once } => {
            (f.own, f.target, f.moves) = (placed(*own), placed(*target), ucis(captures));
            let at_once: Vec<String> =
                own_at_once.iter().chain(targets_at_once).map(|p| p.square.to_string()).collect();
            f.touched_at_once = (!at_once.is_empty()).then_some(at_once);
        }
        TouchedBothColoursMustMove { piece: p, moves, at_once, .. } => {
            (f.piece, f.square, f.moves) = (piece(p.piece), sq(p.square), ucis(moves));
            f.touched_at_once = (!at_once.is_empty()).then(|| at_once.iter().map(|p| p.square.to_string()).collect());
        }
        TouchedBothColoursMustCaptureFirst { target, captures, targets_at_once, .. } => {
            (f.target, f.moves) = (placed(*target), ucis(captures));
            f.touched_at_once =
                (!targets_at_once.is_empty()).then(|| targets_at_once.iter().map(|p| p.square.to_string()).collect());
        }
        TouchedKingAndRookMustCastle { color, side, castling } => {
            (f.color, f.side, f.castling) = (Some(color.name()), Some(side.name()), Some(castling.mv.uci()));
        }
        TouchedRookThenKingNoCastling { color, side, piece: p, moves } => {
            (f.color, f.side, f.moves) = (Some(color.name()), Some(side.name()), ucis(moves));
            (f.piece, f.square) = (piece(p.piece), sq(p.square));
        }
        TouchedKingMustMove { color, side, king, moves } => {
            (f.color, f.side, f.king, f.moves) = (Some(color.name()), Some(side.name()), sq(*king), ucis(moves));
        }
        PromotionPieceFinal { square, chosen, played } => {
            (f.square, f.chosen, f.played) = (sq(*square), Some(chosen.name()), Some(played.name()));
        }
        ReleasedPieceMustStay { piece: p, to, made } => {
            (f.piece, f.square, f.to, f.made) = (piece(p.piece), sq(p.square), sq(*to), Some(made.mv.uci()));
        }
        ReleasedKingMustCastle { color, side, to, castling } => {
            (f.color, f.side, f.to, f.castling) =
                (Some(color.name()), Some(side.name()), sq(*to), Some(castling.mv.uci()));
        }
        ReleasedKingMustMove { color, side, to, moves } => {
            (f.color, f.side, f.to, f.moves) = (Some(color.name()), Some(side.name()), sq(*to), ucis(moves));
        }
        NoPieceCanMakeMove { color, role, file, rank, to, candidates } => {
            (f.color, f.role, f.to) = (Some(color.name()), Some(role.name()), sq(*to));
            (f.file, f.rank) = (file.map(|x| x.to_string()), rank.map(|x| x.to_string()));
            f.candidates = Some(
                candidates
                    .iter()
                    .map(|c| JsonCandidate {
                        piece: c.placed.into(),
                        rules: c.violations.iter().map(|v| v.rule().as_str()).collect(),
                    })
                    .collect(),
            );
        }
        AmbiguousNotation { role, to, moves } => {
            (f.role, f.to) = (Some(role.name()), sq(*to));
            f.moves = Some(moves.iter().map(|m| m.uci()).collect());
        }
    }
    f
}

/// One violation: its rule, where the Laws state it, the sentence, and its facts.
#[derive(Serialize, Debug)]
pub(crate) struct JsonViolation {
    rule: &'static str,
    article: String,
    edition: &'static str,
    message: String,
    facts: Facts,
}

/// The violations of a ruling with their sentences (in the same order).
pub(crate) fn violations(violations: &[Violation], sentences: &[Sentence]) -> Vec<JsonViolation> {
    violations
        .iter()
        .zip(sentences)
        .map(|(v, s)| JsonViolation {
            rule: s.rule.as_str(),
            article: s.article.clone(),
            edition: s.edition.year(),
            message: s.message.clone(),
            facts: facts(v),
        })
        .collect()
}

/// Bad input: `{"error": {"kind": …, "line": …, "message": …}}` (`line` in stream modes).
#[derive(Serialize, Debug)]
pub(crate) struct JsonError {
    error: JsonErrorBody,
}

#[derive(Serialize, Debug)]
struct JsonErrorBody {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    message: String,
}

impl JsonError {
    pub fn new(kind: &'static str, line: Option<usize>, message: String) -> JsonError {
        JsonError { error: JsonErrorBody { kind, line, message } }
    }

    /// The error `message` says, written as the clause it is after «ошибка:» on the command
    /// line: its first letter lowered as there («неверная запись FEN, символ 1 …», as «нет
    /// ключа «move»»), so that every error message of a stream starts alike.
    pub fn said(
        ctx: &super::Ctx,
        kind: &'static str,
        line: Option<usize>,
        message: &crate::i18n::Message,
    ) -> JsonError {
        JsonError::new(kind, line, ctx.l10n.continuation(&ctx.lang, ctx.tr(message)))
    }
}

/// One line of JSON.
pub(crate) fn to_line<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value)
        .unwrap_or_else(|e| format!("{{\"error\":{{\"kind\":\"internal\",\"message\":{:?}}}}}", e.to_string()))
}

/// The first key a JSON object line gives twice (`{"event": "move", "event": "clock"}`), which
/// `serde_json` would read silently as its last value (review 32d, G-3). None when no key is
/// doubled, or the line is no object (said elsewhere).
pub(crate) fn doubled_key(line: &str) -> Option<String> {
    use serde::de::{Deserializer, IgnoredAny, MapAccess, Visitor};
    struct Keys;
    impl<'de> Visitor<'de> for Keys {
        type Value = Option<String>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a JSON object")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Option<String>, A::Error> {
            // The whole map is read: `serde_json` refuses a map left unfinished.
            let (mut seen, mut doubled) = (std::collections::HashSet::new(), None);
            while let Some(key) = map.next_key::<String>()? {
                if !seen.insert(key.clone()) && doubled.is_none() {
                    doubled = Some(key);
                }
                map.next_value::<IgnoredAny>()?;
            }
            Ok(doubled)
        }
    }
    serde_json::Deserializer::from_str(line).deserialize_map(Keys).ok().flatten()
}
