//! `arbiter explain`: the ruling on one move, for people (text) or tools (JSON).

use std::io::{self, BufRead};

use clap::Args;
use serde::Serialize;

use super::json::{JsonError, JsonViolation};
use super::lines::Answer;
use super::{Ctx, EditionArg, Format, Out};
use crate::game::Ending;
use crate::i18n::{Arg, Explanation, Localize, Message, cite, explain, with_citation};
use crate::laws::illegal_move::{AfterIllegalMove, TimeControl, after_illegal_move_touched};
use crate::laws::touch_move::{Touch, adjudicate_touched, parse_touches};
use crate::notation::{Notation, San};
use crate::{Attempt, Bitboard, Edition, Position, RuleId, Ruling, Square, Violation};

#[derive(Args, Debug)]
pub(crate) struct ExplainArgs {
    /// The position (FEN).
    #[arg(long, required_unless_present = "batch")]
    fen: Option<String>,
    /// The move: UCI, SAN, long algebraic, or SAN in the --lang language's letters.
    #[arg(long = "move", value_name = "MOVE", required_unless_present = "batch", allow_hyphen_values = true)]
    mv: Option<String>,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` for people, `json` for tools, `svg` for the ruling drawn as a board, `html`
    /// for a page with the picture, the sentences and the articles quoted.
    #[arg(long, value_enum, default_value = "text")]
    format: super::picture::ExplainFormat,
    /// With --format svg|html: the side the board is seen from (default: the side of the
    /// piece that moves).
    #[arg(long, value_name = "white|black", value_parser = super::picture::orientation_parser())]
    orientation: Option<crate::Color>,
    /// Read JSON lines `{"fen": …, "move": …}` from standard input; write one JSON ruling
    /// per line.
    #[arg(long, conflicts_with_all = ["fen", "mv"])]
    batch: bool,
    /// Accept positions that cannot arise in a game (Article 3.10.3).
    #[arg(long)]
    lenient: bool,
    /// The pieces the player touched before moving, in order (Article 4): squares
    /// separated by commas (`e1,h1`); `e2+e7` for pieces touched at once or in an order
    /// nobody can tell; `e8=Q` for a promotion piece placed on the square of promotion.
    #[arg(long, value_name = "SQ,SQ…")]
    touch: Option<String>,
    /// Append the text of every article cited (the quote, or our summary, labelled), for
    /// teaching tools. With --format json: a `quotes` array.
    #[arg(long)]
    quote: bool,
    /// Squares whose pieces the player adjusted after announcing it ("I adjust",
    /// Article 4.2.1): touching them obliges nothing.
    #[arg(long, value_name = "SQ,SQ…")]
    adjust: Option<String>,
    /// The move was completed, the clock pressed (Article 7.5.1): for a move that breaks the
    /// Laws of moving, also say what the arbiter does next — the position reinstated, the
    /// move that must replace it, the penalty (7.5.5, Appendix A.3).
    #[arg(long, conflicts_with = "batch")]
    completed: bool,
    /// With --completed: the player's completed illegal moves earlier in the game.
    #[arg(long, value_name = "N", default_value_t = 0, requires = "completed", allow_negative_numbers = true)]
    illegal_before: u32,
    /// With --completed: `standard`, `rapid`, `blitz`, or a PGN TimeControl tag (`300+3`).
    #[arg(long, value_name = "CONTROL", value_parser = parse_time_control, requires = "completed")]
    time_control: Option<TimeControlArg>,
}

/// A time control as given: by the kind of game, or in seconds as a PGN `TimeControl` tag
/// writes it — then the kind follows from the edition's A.1 and B.1, and the ruling says
/// what it was read as (review 32a, G-35).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TimeControlArg {
    /// `standard`, `rapid` or `blitz`.
    Named(TimeControl),
    /// `300+3`, `5400+30`, `40/7200:1800`: the seconds of the first period.
    Seconds { written: String, base: u32, increment: u32 },
}

impl TimeControlArg {
    /// The kind of game under `edition`.
    pub(crate) fn under(&self, edition: Edition) -> TimeControl {
        match self {
            TimeControlArg::Named(kind) => *kind,
            TimeControlArg::Seconds { base, increment, .. } => TimeControl::from_seconds_in(*base, *increment, edition),
        }
    }

    /// The kind of game `arg` (standard when none) is under `edition`.
    pub(crate) fn or_standard(arg: Option<&TimeControlArg>, edition: Edition) -> TimeControl {
        arg.map_or(TimeControl::Standard, |t| t.under(edition))
    }

    /// What a time control in seconds was read as: «Контроль времени 300+3 — это блиц: 5 мин на
    /// партию и по 3 с на ход, всего 8 мин на 60 ходов, а в блице это время не больше 10 мин
    /// (приложение B.1)». `None` for a kind named.
    pub(crate) fn reading(&self, edition: Edition) -> Option<Message> {
        let TimeControlArg::Seconds { written, base, increment } = self else { return None };
        let duration = |seconds: u64| {
            Arg::Message(Box::new(
                Message::new("cli-duration")
                    .arg("minutes", Arg::Number((seconds / 60) as i64))
                    .arg("seconds", Arg::Number((seconds % 60) as i64)),
            ))
        };
        let total = u64::from(*base) + 60 * u64::from(*increment);
        let kind = self.under(edition);
        let cite = |number: &str| Arg::Message(Box::new(crate::i18n::citation_message(number, edition)));
        // Where the edition draws the line, and, before 2023, the point arbiter reads a rapid
        // or blitz game under: supervised, the Competition Rules in full (review 36f).
        let (bound, supervision) = kind.defining_points();
        let supervision = supervision.filter(|_| edition.year_number() < 2023);
        Some(
            Message::new("cli-time-control-read")
                .arg("citation", cite(bound))
                .arg("supervised", Arg::Keyword(if supervision.is_some() { "yes" } else { "no" }))
                .arg("supervision", supervision.map_or(Arg::Text(String::new()), cite))
                .arg("written", Arg::input(written))
                .arg("base", duration(u64::from(*base)))
                .arg("increment", Arg::Number(i64::from(*increment)))
                .arg("total", duration(total))
                .arg("kind", Arg::Keyword(kind.name()))
                .arg("lines", Arg::Keyword(if edition.year_number() >= 2023 { "current" } else { "older" })),
        )
    }
}

/// The sentence saying what a time control in seconds was read as, when `after` penalises a
/// completed illegal move (a game already over costs nothing).
pub(crate) fn time_control_read(
    ctx: &Ctx,
    arg: Option<&TimeControlArg>,
    after: Option<&Completed>,
    edition: Edition,
) -> Option<String> {
    match after? {
        Completed::GameOver { .. } => None,
        Completed::After(_) | Completed::Unpromoted { .. } => arg?.reading(edition).map(|m| ctx.tr(&m)),
    }
}

/// `standard`, `rapid`, `blitz`, or the time control as a PGN `TimeControl` tag writes it
/// (`300+3`, `5400+30`, `40/7200:1800`).
pub(crate) fn parse_time_control(s: &str) -> Result<TimeControlArg, String> {
    if let Some(kind) = TimeControl::from_name(s) {
        return Ok(TimeControlArg::Named(kind));
    }
    TimeControl::pgn_seconds(s)
        .map(|(base, increment)| TimeControlArg::Seconds { written: s.trim().to_owned(), base, increment })
        .ok_or_else(|| format!("`{s}` is not a time control"))
}

/// What the arbiter does after a completed illegal move (Article 7.5), in JSON: the
/// `after_illegal` object of `docs/schema/ruling.json`.
#[derive(Serialize, Debug)]
pub(crate) struct JsonAfterIllegal {
    /// The position to reinstate (7.5.1).
    reinstate: String,
    /// The same position drawn as `arbiter show` draws it (figurines in a frame, from
    /// White's side, files under the board; lines end with `\n`): the board the arbiter sets
    /// up again.
    diagram: String,
    /// The square of the piece the player moved.
    touched: String,
    /// Whether touch-move binds the replacing move (4.3: that piece, or one touched before
    /// it with `--touch`); `false`: any legal move.
    bound: bool,
    /// The moves that may replace the illegal one, in UCI.
    replacing: Vec<String>,
    /// Which completed illegal move of the player this is (1 for the first).
    count: u32,
    /// `standard`, `rapid` or `blitz`.
    time_control: &'static str,
    penalty: JsonPenalty,
    /// The arbiter's ruling, one localized sentence a line, each with its citation.
    lines: Vec<String>,
}

/// The penalty of a completed illegal move.
#[derive(Serialize, Debug)]
pub(crate) struct JsonPenalty {
    /// `extra-time`, `game-lost`, `drawn` or `lost-unless-opponent-cannot-mate`.
    kind: &'static str,
    rule: String,
    article: Option<String>,
    edition: &'static str,
    /// For `extra-time`: who receives the time, and how many minutes.
    #[serde(skip_serializing_if = "Option::is_none")]
    opponent: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    minutes: Option<u32>,
    /// For the others: the result (`1-0`, `0-1`, `1/2-1/2`), when decided.
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<&'static str>,
}

/// A ruling in JSON (`docs/schema/ruling.json`): the move as written, its UCI when the
/// move exists, the verdict; for a legal move its SAN (English letters), the FEN after it
/// and whether it gives check, checkmate or stalemate (`null` for an illegal move); the
/// violations with their facts; the explanation.
#[derive(Serialize, Debug)]
pub(crate) struct JsonRuling {
    fen: String,
    #[serde(rename = "move")]
    mv: String,
    uci: Option<String>,
    legal: bool,
    san: Option<String>,
    fen_after: Option<String>,
    check: Option<bool>,
    checkmate: Option<bool>,
    stalemate: Option<bool>,
    violations: Vec<JsonViolation>,
    explanation: String,
    /// Under a language whose letters are not Latin, for a move written with letters that
    /// look alike: the legal moves it may mean read the other way (besides the move as read,
    /// when that one is legal), and the sentence that says so.
    #[serde(skip_serializing_if = "Option::is_none")]
    hint: Option<JsonHint>,
    /// With `--quote` (or `"quote": true` on a batch line): the text of every article cited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) quotes: Option<Vec<JsonQuote>>,
    /// With `--completed`, for an illegal move: what the arbiter does next (Article 7.5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) after_illegal: Option<JsonAfterIllegal>,
    /// With `--completed`, when the position before the move was already checkmate or
    /// stalemate: the game had ended, and nothing follows from the illegal move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) game_over: Option<JsonGameOver>,
    /// With `--completed`, for a pawn moved to the last rank with no piece named, under an
    /// edition with Article 7.5.2: the pawn becomes a queen; nothing is reinstated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) unpromoted: Option<JsonUnpromoted>,
    /// With `--completed` and a time control in seconds (`300+3`): what it was read as under
    /// the edition's A.1 and B.1 (review 32a, G-35).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) time_control_read: Option<String>,
}

/// A pawn left unpromoted, the clock pressed (Article 7.5.2), in JSON.
#[derive(Serialize, Debug)]
pub(crate) struct JsonUnpromoted {
    /// The pawn's move with a queen, in UCI: the move that stands.
    queen: String,
    /// The position after it, as FEN: the game goes on from there.
    position: String,
    count: u32,
    time_control: &'static str,
    penalty: JsonPenalty,
    /// How the game ends on the board after the queen, if it does (`checkmate`…).
    #[serde(skip_serializing_if = "Option::is_none")]
    ending: Option<&'static str>,
    /// The sentences, in the reader's language.
    lines: Vec<String>,
}

/// The text of one cited article.
#[derive(Serialize, Debug)]
pub(crate) struct JsonQuote {
    article: String,
    text: String,
}

/// One request of `explain --batch`: the keys of [`BATCH_KEYS`].
struct BatchLine {
    fen: String,
    mv: String,
    touch: Vec<String>,
    adjust: Vec<String>,
    lang: Option<String>,
    edition: Option<Edition>,
    quote: Option<bool>,
    lenient: Option<bool>,
    completed: Option<bool>,
    illegal_before: Option<u32>,
    time_control: Option<TimeControlArg>,
}

/// The keys a batch request may have; any other is an error for its line.
const BATCH_KEYS: [&str; 11] = [
    "fen",
    "move",
    "touch",
    "adjust",
    "lang",
    "edition",
    "quote",
    "lenient",
    "completed",
    "illegal_before",
    "time_control",
];

impl BatchLine {
    /// Reads one request line; what is wrong is said in the command's language.
    fn parse(text: &str) -> Result<BatchLine, BadInput> {
        let key_error = |message: Message| BadInput { kind: "key", message };
        let object = match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Object(map)) => map,
            Ok(_) => {
                return Err(BadInput {
                    kind: "json",
                    message: Message::new("cli-error-json-not-object").arg("text", Arg::input(text.trim())),
                });
            }
            Err(e) => {
                return Err(BadInput {
                    kind: "json",
                    message: Message::new("cli-error-json").arg("reason", Arg::Message(Box::new(e.message()))),
                });
            }
        };
        let mistyped = |key: &str, expected: &'static str| {
            key_error(
                Message::new("cli-error-batch-key-type")
                    .arg("key", Arg::input(key))
                    .arg("expected", Arg::Keyword(expected)),
            )
        };
        // A key given twice would be read as its last value, silently (review 32d, G-3).
        if let Some(key) = super::json::doubled_key(text) {
            return Err(key_error(
                Message::new("cli-error-json-key-twice")
                    .arg("key", Arg::input(&key))
                    .arg("in", Arg::Keyword("request")),
            ));
        }
        if let Some(key) = object.keys().find(|k| !BATCH_KEYS.contains(&k.as_str())) {
            return Err(key_error(
                Message::new("cli-error-batch-unknown-key")
                    .arg("key", Arg::input(key))
                    .arg("keys", Arg::names(&BATCH_KEYS)),
            ));
        }
        let string = |key: &'static str| -> Result<Option<String>, BadInput> {
            match object.get(key) {
                None | Some(serde_json::Value::Null) => Ok(None),
                Some(serde_json::Value::String(s)) => Ok(Some(s.clone())),
                Some(_) => Err(mistyped(key, "string")),
            }
        };
        // A required key written `null` is there, with a value of the wrong type: said as
        // such, not as a missing key (review 32a, G-6).
        let required = |key: &'static str| -> Result<String, BadInput> {
            match object.get(key) {
                Some(serde_json::Value::Null) => Err(mistyped(key, "string")),
                _ => string(key)?.ok_or_else(|| {
                    key_error(Message::new("cli-error-batch-missing-key").arg("key", Arg::Text(key.into())))
                }),
            }
        };
        let boolean = |key: &'static str| -> Result<Option<bool>, BadInput> {
            match object.get(key) {
                None | Some(serde_json::Value::Null) => Ok(None),
                Some(serde_json::Value::Bool(b)) => Ok(Some(*b)),
                Some(_) => Err(mistyped(key, "boolean")),
            }
        };
        let squares = |key: &'static str| -> Result<Vec<String>, BadInput> {
            match object.get(key) {
                None | Some(serde_json::Value::Null) => Ok(Vec::new()),
                Some(serde_json::Value::String(s)) => Ok(vec![s.clone()]),
                Some(serde_json::Value::Array(items)) => items
                    .iter()
                    .map(|i| i.as_str().map(str::to_owned).ok_or_else(|| mistyped(key, "squares")))
                    .collect(),
                Some(_) => Err(mistyped(key, "squares")),
            }
        };
        let edition = match object.get("edition") {
            None | Some(serde_json::Value::Null) => None,
            Some(serde_json::Value::String(s)) => Some(s.parse().map_err(|_| mistyped("edition", "edition"))?),
            Some(serde_json::Value::Number(n)) => {
                Some(n.to_string().parse().map_err(|_| mistyped("edition", "edition"))?)
            }
            Some(_) => return Err(mistyped("edition", "edition")),
        };
        let illegal_before = match object.get("illegal_before") {
            None | Some(serde_json::Value::Null) => None,
            Some(serde_json::Value::Number(n)) => Some(
                n.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| mistyped("illegal_before", "count"))?,
            ),
            Some(_) => return Err(mistyped("illegal_before", "count")),
        };
        let time_control = match string("time_control")? {
            None => None,
            Some(s) => Some(parse_time_control(&s).map_err(|_| mistyped("time_control", "time-control"))?),
        };
        Ok(BatchLine {
            completed: boolean("completed")?,
            illegal_before,
            time_control,
            fen: required("fen")?,
            mv: required("move")?,
            touch: squares("touch")?,
            adjust: squares("adjust")?,
            lang: string("lang")?,
            edition,
            quote: boolean("quote")?,
            lenient: boolean("lenient")?,
        })
    }
}

/// What went wrong with the input, as a JSON kind and a localized message.
pub(crate) struct BadInput {
    pub(crate) kind: &'static str,
    pub(crate) message: Message,
}

/// The ruling, its move in UCI when known, and the move as the user wrote it.
pub(crate) struct Judged {
    pub(crate) ruling: Ruling,
    pub(crate) uci: Option<String>,
    san: Option<String>,
    /// The move as the user wrote it, in the reader's letters (`Nc3` → `Кc3` under
    /// --lang ru), for the heading of an illegal ruling and the title of its page.
    pub(crate) written: String,
    /// For a legal move: its SAN in English letters, and the position after it.
    after: Option<(String, Position)>,
    /// The square of the player's own piece the move moves, when the input says which.
    moved_from: Option<Square>,
    /// The square of departure the input names, whatever stands there.
    named_from: Option<Square>,
    /// Whether the move is legal by the Laws of moving (Article 3), touch-move aside.
    legal_by_article_3: bool,
    /// What the player touched before moving, the pieces adjusted left out: with
    /// `--completed`, they bind the replacing move too (7.5.1, 4.3).
    touches: Vec<Touch>,
    /// For an illegal move written with letters that look alike in Latin and the reader's
    /// script: the legal moves it may mean, read the other way (review 18, Z-5).
    pub(crate) hint: Option<JsonHint>,
}

impl Judged {
    /// A move read from a record (a game in PGN) and ruled on, as [`after_completed`] takes
    /// it: the piece moved is the player's piece on the square the ruling names as the move's
    /// departure (none when the ruling names none, a record no piece of that kind can make).
    pub(crate) fn of_record(pos: &Position, ruling: Ruling, written: String) -> Judged {
        let from = match &ruling {
            Ruling::Legal(m) => Some(m.from),
            Ruling::Illegal(illegal) => attempt_of(illegal.primary()).map(|a| a.from),
        };
        let moved_from = from.filter(|&sq| pos.board().piece_at(sq).is_some_and(|p| p.color == pos.turn()));
        let legal_by_article_3 = ruling.is_legal();
        Judged {
            ruling,
            uci: None,
            san: None,
            written,
            after: None,
            moved_from,
            named_from: from,
            legal_by_article_3,
            touches: Vec::new(),
            hint: None,
        }
    }
}

/// What the player touched before moving.
#[derive(Default)]
pub(crate) struct Touched {
    pub(crate) touches: Vec<Touch>,
    pub(crate) adjusted: Bitboard,
    /// Whether the move must show the square its piece left (`--completed`): what a
    /// look-alike hint asks to retype (review 18, Z-12).
    pub(crate) from_required: bool,
}

fn bad_touch(e: crate::laws::touch_move::TouchParseError) -> BadInput {
    BadInput { kind: "touch", message: crate::i18n::touch_error(&e) }
}

/// A promotion piece touched on the other side's promotion rank (review 32a, G-20).
pub(crate) fn promotion_side_error(square: Square, turn: crate::Color) -> Message {
    Message::new("cli-error-touch-promotion-side").arg("square", Arg::Square(square)).arg("color", Arg::Color(turn))
}

fn bad_adjust(item: String) -> BadInput {
    BadInput { kind: "touch", message: Message::new("cli-error-adjust").arg("item", Arg::input(&item)) }
}

impl Touched {
    pub(crate) fn parse(touch: &[String], adjust: &[String]) -> Result<Touched, BadInput> {
        let mut touches = Vec::new();
        // Squares typed with Cyrillic look-alikes (`е4`) are the squares they look like
        // (review 19a, A-16).
        for item in touch {
            let item = crate::notation::with_latin_files(item);
            touches.extend(parse_touches(&item).map_err(bad_touch)?);
        }
        let mut adjusted = Bitboard::EMPTY;
        for item in adjust.iter().flat_map(|a| a.split(',')).map(str::trim).filter(|s| !s.is_empty()) {
            let square = crate::notation::with_latin_files(item).parse::<Square>();
            adjusted.add(square.map_err(|_| bad_adjust(item.to_owned()))?);
        }
        Ok(Touched { touches, adjusted, from_required: false })
    }
}

/// A move that cannot be read, with the moves it may mean when letters that look alike in
/// Latin and Cyrillic are read the other way (`Кс3` typed with a Russian «с»): the same hint
/// `replay` gives (review 13a, S-5).
pub(crate) fn with_lookalike_hint(
    ctx: &Ctx,
    pos: &Position,
    text: &str,
    error: Message,
    from_required: bool,
    source: Source,
) -> Message {
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    if alphabet == crate::notation::Alphabet::english() {
        return error;
    }
    let written = text.trim();
    let moves = lookalike_meant(pos, written, &alphabet);
    let hint = if moves.is_empty() {
        match lookalike_hint_impossible(pos, written, &alphabet, from_required, source) {
            Some(hint) => hint,
            None => return error,
        }
    } else {
        lookalike_hint(pos, written, &alphabet, &moves, source)
    };
    Message::new("cli-error-with-hint")
        .arg("error", Arg::Message(Box::new(error)))
        .arg("hint", Arg::Message(Box::new(hint)))
}

/// The legal moves `written` may mean with its look-alike letters read the other way in
/// `alphabet` (Latin `K` for the Russian `К`…) — a Cyrillic «К» that begins the record is
/// the knight, never the Latin K (`knight_meant`). `written` may follow its move number.
pub(crate) fn lookalike_meant(pos: &Position, written: &str, alphabet: &crate::notation::Alphabet) -> Vec<crate::Move> {
    let written = written.split_whitespace().last().unwrap_or(written);
    let mut moves = crate::notation::lookalike_moves(pos, written, &[alphabet]);
    if knight_meant(written) {
        moves.retain(|m| pos.board().piece_at(m.from).is_none_or(|p| p.role != crate::Role::King));
    }
    moves
}

/// The hint under an illegal ruling on `text`, when the reader's letters are not Latin and
/// its look-alike letters read the other way make a legal move (`Kf3` with a Latin K under
/// --lang ru: the king cannot go to f3, the knight can): what `replay` says under the same
/// ruling. None for an ambiguous notation (Appendix C.10), which is no illegal move.
pub(crate) fn illegal_lookalike_hint(ctx: &Ctx, pos: &Position, text: &str, ruling: &Ruling) -> Option<JsonHint> {
    let Ruling::Illegal(illegal) = ruling else { return None };
    if matches!(illegal.primary(), Violation::AmbiguousNotation { .. }) {
        return None;
    }
    illegal_hint(ctx, pos, text.trim(), &readers_lookalikes(ctx, pos, text), false, Source::Typed)
}

/// The hint under a record read as the legal move `read` when its look-alike letters read
/// the other way make other legal moves too (a Latin «Ke2» under --lang ru: the king's move
/// as read, the knight's Кe2 the other way): those moves, and how to type them. None when
/// the reader's letters are Latin or no other reading is a legal move (review 23a, G-2).
pub(crate) fn also_lookalike_hint(
    ctx: &Ctx,
    pos: &Position,
    text: &str,
    read: crate::Move,
    source: Source,
) -> Option<JsonHint> {
    let mut moves = readers_lookalikes(ctx, pos, text);
    moves.retain(|&m| m != read);
    if moves.is_empty() {
        return None;
    }
    let written = text.split_whitespace().last().unwrap_or(text);
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    let hint = lookalike_message("replay-hint-lookalike-also", pos, written, &alphabet, &moves, source)
        .arg("read", Arg::Moves(vec![San::from_move(pos, read)]));
    Some(JsonHint { moves: moves.iter().map(|m| JsonMeant::of(pos, *m)).collect(), message: ctx.tr(&hint) })
}

/// The look-alike hint under an illegal ruling (not an ambiguous notation) on `written`:
/// the legal moves its look-alike letters make read the other way (`moves`), or, when none
/// does, how to type a reading that is still a move to learn why it is impossible too — a
/// Latin «Kf3» under ru where the knight cannot go to f3 either (review 21a, D-10). None
/// when the reader's letters are Latin or no reading is a move.
pub(crate) fn illegal_hint(
    ctx: &Ctx,
    pos: &Position,
    written: &str,
    moves: &[crate::Move],
    from_required: bool,
    source: Source,
) -> Option<JsonHint> {
    // A well-formed UCI move (`c2c5`, `c1g5`) was typed as UCI: its `c` is a file, not a
    // bishop's «С» typed in Latin (review 32c, G-2).
    if is_uci_shaped(written.split_whitespace().last().unwrap_or(written)) {
        return None;
    }
    if !moves.is_empty() {
        return json_hint(ctx, pos, written, moves, source);
    }
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    if alphabet == crate::notation::Alphabet::english() {
        return None;
    }
    let written = written.split_whitespace().last().unwrap_or(written);
    let hint = lookalike_hint_impossible(pos, written, &alphabet, from_required, source)?;
    Some(JsonHint { moves: Vec::new(), message: ctx.tr(&hint) })
}

/// Whether `text` is a move in UCI's own shape: two squares in Latin letters and a promotion
/// piece, in lower case (`e2e4`, `e7e8q`).
fn is_uci_shaped(text: &str) -> bool {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    matches!(b.len(), 4 | 5)
        && square(b[0], b[1])
        && square(b[2], b[3])
        && b.get(4).is_none_or(|p| matches!(p, b'q' | b'r' | b'b' | b'n'))
}

/// [`lookalike_meant`] in the reader's script; none when the reader's letters are Latin.
pub(crate) fn readers_lookalikes(ctx: &Ctx, pos: &Position, text: &str) -> Vec<crate::Move> {
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    if alphabet == crate::notation::Alphabet::english() {
        return Vec::new();
    }
    lookalike_meant(pos, text.trim(), &alphabet)
}

/// A move a record may mean: SAN in English letters, and UCI.
#[derive(Serialize, Debug, Clone)]
pub(crate) struct JsonMeant {
    san: String,
    uci: String,
}

impl JsonMeant {
    pub(crate) fn of(pos: &Position, m: crate::Move) -> JsonMeant {
        JsonMeant { san: San::from_move(pos, m).write(&crate::notation::Alphabet::english()), uci: m.uci() }
    }
}

/// The likely intended move of a move written with look-alike letters, and the sentence
/// that says so.
#[derive(Serialize, Debug, Clone)]
pub(crate) struct JsonHint {
    moves: Vec<JsonMeant>,
    pub(crate) message: String,
}

/// "“Kf3” has letters that look alike …: read the other way it is Кf3", when `moves` (the
/// moves meant, [`lookalike_meant`]) are some.
pub(crate) fn hint_line(
    ctx: &Ctx,
    pos: &Position,
    written: &str,
    moves: &[crate::Move],
    source: Source,
) -> Option<String> {
    if moves.is_empty() {
        return None;
    }
    let written = written.split_whitespace().last().unwrap_or(written);
    Some(ctx.tr(&lookalike_hint(pos, written, &ctx.l10n.alphabet(&ctx.lang), moves, source)))
}

pub(crate) fn json_hint(
    ctx: &Ctx,
    pos: &Position,
    written: &str,
    moves: &[crate::Move],
    source: Source,
) -> Option<JsonHint> {
    Some(JsonHint {
        message: hint_line(ctx, pos, written, moves, source)?,
        moves: moves.iter().map(|m| JsonMeant::of(pos, *m)).collect(),
    })
}

/// A Cyrillic «К» that begins a record (not «Кр») is the knight in Russian notation: whoever
/// typed it meant it, so its reading as the Latin K (the king) is no hint (review 15, V-6).
fn knight_meant(written: &str) -> bool {
    written.starts_with('К') && !written.starts_with("Кр")
}

/// Where a record with look-alike letters comes from: typed (explain, the session: type it
/// again) or read from a file (replay, position --pgn: correct the file; review 32f, G-16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Typed,
    File,
}

impl Source {
    fn keyword(self) -> &'static str {
        match self {
            Source::Typed => "typed",
            Source::File => "file",
        }
    }
}

/// The hint for a record whose look-alike readings are the legal `moves` (non-empty): the
/// moves meant, and how to retype them (review 18, Z-2; castling with zeros, Z-1).
pub(crate) fn lookalike_hint(
    pos: &Position,
    written: &str,
    alphabet: &crate::notation::Alphabet,
    moves: &[crate::Move],
    source: Source,
) -> Message {
    lookalike_message("replay-hint-lookalike", pos, written, alphabet, moves, source)
}

/// [`lookalike_hint`]'s arguments under the message `id`.
fn lookalike_message(
    id: &'static str,
    pos: &Position,
    written: &str,
    alphabet: &crate::notation::Alphabet,
    moves: &[crate::Move],
    source: Source,
) -> Message {
    let castling = moves.iter().all(|m| matches!(m.kind, crate::MoveKind::Castle(_)));
    Message::new(id)
        .arg("source", Arg::Keyword(source.keyword()))
        .arg("written", Arg::input(written))
        .arg("letters", Arg::Number(letters_read_as(pos, written, alphabet, moves) as i64))
        .arg("moves", Arg::Moves(moves.iter().map(|m| San::from_move(pos, *m)).collect()))
        .arg("count", Arg::Number(moves.len() as i64))
        .arg("kind", Arg::Keyword(if castling { "castling" } else { "other" }))
}

/// How many letters of `written` (the record as the hint names it) its readings as the legal
/// `moves` read the other way: the K of a Latin «Ke2» read as the knight's Кe2, not its e
/// (review 22, F-11).
pub(crate) fn letters_read_as(
    pos: &Position,
    written: &str,
    alphabet: &crate::notation::Alphabet,
    moves: &[crate::Move],
) -> usize {
    crate::notation::lookalike_letters(
        written,
        &[alphabet],
        |san| matches!(crate::laws::notation::adjudicate_san(pos, san), Ruling::Legal(m) if moves.contains(&m)),
    )
}

/// The hint for a record none of whose look-alike readings is a legal move, when one is still
/// a move (review 16, W-3): how to type it so that arbiter can say why it is impossible —
/// with the square the piece left when the command needs it (`from_required`, review 18,
/// Z-12); castling with zeros (Z-1); an ambiguous reading said to be ambiguous, not
/// impossible (Z-14); the example of how to type it is the readings themselves, in full
/// ([`in_full`]). `None` when no reading is a move at all.
pub(crate) fn lookalike_hint_impossible(
    pos: &Position,
    written: &str,
    alphabet: &crate::notation::Alphabet,
    from_required: bool,
    source: Source,
) -> Option<Message> {
    let mut readings = crate::notation::lookalike_readings(written, &[alphabet]);
    if knight_meant(written) {
        readings.retain(|san| !matches!(san, San::Normal { role: crate::Role::King, .. }));
    }
    // A reading that is the move as typed is no other reading: «0-0» with zeros, «exd5» —
    // read either way, the same move, already ruled on (review 22, F-1).
    if let Ok(Notation::San(typed)) = Notation::parse(written, &[alphabet]) {
        readings.retain(|san| *san != typed);
    }
    if readings.is_empty() {
        return None;
    }
    let ambiguous = |san: &San| {
        matches!(
            crate::laws::notation::adjudicate_san(pos, san),
            Ruling::Illegal(i) if matches!(i.primary(), Violation::AmbiguousNotation { .. })
        )
    };
    let kind = if readings.iter().all(|san| matches!(san, San::Castle { .. })) {
        "castling"
    } else if readings.iter().any(ambiguous) {
        readings.retain(ambiguous);
        "ambiguous"
    } else {
        "other"
    };
    // The example: the readings as they are to be typed, with the square the piece left (it
    // was a fixed «Крe1-e3», whatever was typed); as read when no piece of the player's could
    // have left for them.
    let full = in_full(pos, &readings);
    let named_from = !full.is_empty();
    let example = if named_from { full } else { readings.clone() };
    // The letters the readings named read the other way (review 22, F-11).
    let letters = crate::notation::lookalike_letters(written, &[alphabet], |san| {
        crate::notation::as_pawn_writes_it(san.clone()).is_some_and(|san| readings.contains(&san))
    });
    Some(
        Message::new("replay-hint-lookalike-impossible")
            .arg("written", Arg::input(written))
            .arg("letters", Arg::Number(letters as i64))
            .arg("count", Arg::Number(readings.len() as i64))
            .arg("moves", Arg::Moves(readings))
            .arg("kind", Arg::Keyword(kind))
            .arg("from", Arg::Keyword(if from_required { "required" } else { "optional" }))
            .arg("example", Arg::LongMoves(example))
            .arg("full", Arg::Keyword(if named_from { "yes" } else { "no" }))
            .arg("source", Arg::Keyword(source.keyword()))
            // A record from a file is checked with `explain` in its position (review 35a, K-10).
            .arg("fen", Arg::Text(pos.to_fen())),
    )
}

/// `readings` written in full, each with the square of departure of every piece of the
/// player's that could have made it, in board order: the square the reading names when it
/// names file and rank; for an ambiguous reading, the squares of the pieces that can make it
/// (Appendix C.10); otherwise those of the player's pieces of its kind, on its file or rank
/// when it names one (a pawn: on the file it leaves, behind the square of arrival). Empty
/// when no reading has such a piece, or every reading is castling.
fn in_full(pos: &Position, readings: &[San]) -> Vec<San> {
    let mut full = Vec::new();
    for san in readings {
        let San::Normal { role, file, rank, capture, to, promotion, .. } = *san else { continue };
        let ambiguous = match crate::laws::notation::adjudicate_san(pos, san) {
            Ruling::Illegal(i) => match i.primary() {
                Violation::AmbiguousNotation { moves, .. } => Some(moves.iter().map(|m| m.from).collect()),
                _ => None,
            },
            Ruling::Legal(_) => None,
        };
        let froms: Vec<crate::Square> = match (ambiguous, file, rank) {
            (Some(froms), _, _) => froms,
            (None, Some(file), Some(rank)) => vec![crate::Square::from_coords(file, rank)],
            _ => {
                let turn = pos.turn();
                let file = file.or((role == crate::Role::Pawn).then(|| to.file()));
                let behind = |sq: crate::Square| sq.rank().relative_to(turn) < to.rank().relative_to(turn);
                pos.board()
                    .pieces()
                    .filter(|&(sq, piece)| piece.color == turn && piece.role == role && sq != to)
                    .filter(|&(sq, _)| file.is_none_or(|f| sq.file() == f) && rank.is_none_or(|r| sq.rank() == r))
                    .filter(|&(sq, _)| role != crate::Role::Pawn || behind(sq))
                    .map(|(sq, _)| sq)
                    .collect()
            }
        };
        for from in froms {
            let written = San::Normal {
                role,
                file: Some(from.file()),
                rank: Some(from.rank()),
                capture,
                to,
                promotion,
                suffix: None,
            };
            if !full.contains(&written) {
                full.push(written);
            }
        }
    }
    full
}

pub(crate) fn judge_touched(
    ctx: &Ctx,
    fen: &str,
    text: &str,
    lenient: bool,
    touched: &Touched,
    edition: Edition,
) -> Result<(Position, Judged), BadInput> {
    let pos = super::moves::load(fen, lenient).map_err(|e| BadInput {
        kind: super::moves::error_kind(&e),
        // 3.10.3 as the edition asked for has it (review 21a, D-17).
        message: e.message_in(edition),
    })?;
    if let Some(square) = crate::laws::touch_move::promotion_on_opponents_rank(&touched.touches, pos.turn()) {
        return Err(BadInput { kind: "touch", message: promotion_side_error(square, pos.turn()) });
    }
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    let notation = Notation::parse(text, &[&alphabet]).map_err(|e| BadInput {
        kind: "move",
        message: with_lookalike_hint(ctx, &pos, text, e.message(), touched.from_required, Source::Typed),
    })?;
    let mut ruling = notation.adjudicate(&pos);
    // The move the notation names, when the Laws of moving allow it: Article 4 may still
    // forbid it (a touched piece must be moved), but the move exists and has its UCI.
    let named = match &ruling {
        Ruling::Legal(m) => Some(*m),
        Ruling::Illegal(_) => None,
    };
    if let (Some(m), false) = (named, touched.touches.is_empty() && touched.adjusted.is_empty()) {
        ruling = adjudicate_touched(&pos, Attempt::from_move(m), &touched.touches, touched.adjusted);
    }
    let uci = match (&ruling, &notation) {
        (Ruling::Legal(m), _) => Some(m.uci()),
        (Ruling::Illegal(_), _) if named.is_some() => named.map(|m| m.uci()),
        (_, Notation::Uci(u)) => Some(u.to_string()),
        (Ruling::Illegal(i), Notation::San(_)) => {
            attempt_of(i.primary()).map(|a| crate::notation::Uci::from_attempt(a).to_string())
        }
    };
    let (san, after) = match &ruling {
        Ruling::Legal(m) => {
            let san = San::from_move(&pos, *m);
            let mut after = pos.clone();
            after.play_unchecked(*m);
            (Some(san.write(&alphabet)), Some((san.write(&crate::notation::Alphabet::english()), after)))
        }
        Ruling::Illegal(_) => (None, None),
    };
    let written = in_readers_letters(&notation, text, &alphabet);
    let from = match (&named, &notation) {
        (Some(m), _) => Some(m.from),
        (None, Notation::Uci(u)) => Some(u.attempt().from),
        (None, Notation::San(_)) => {
            uci.as_deref().and_then(|u| u.parse::<crate::notation::Uci>().ok()).map(|u| u.attempt().from)
        }
    };
    let moved_from = from.filter(|&sq| pos.board().piece_at(sq).is_some_and(|p| p.color == pos.turn()));
    let legal_by_article_3 = named.is_some();
    let touches = crate::session::without_adjusted(&touched.touches, touched.adjusted);
    let hint = match named {
        // The record read as typed is a legal move: no letter is to blame when Article 4
        // bars it (review 23a, G-1); a look-alike reading that is another legal move is
        // named beside it (G-2), as the session does.
        Some(m) => also_lookalike_hint(ctx, &pos, text, m, Source::Typed),
        None => illegal_lookalike_hint(ctx, &pos, text, &ruling),
    };
    let judged =
        Judged { ruling, uci, san, written, after, moved_from, named_from: from, legal_by_article_3, touches, hint };
    Ok((pos, judged))
}

/// Algebraic notation rewritten in the reader's letters, its form kept (short, long with its
/// hyphen, castling); UCI as written.
fn in_readers_letters(notation: &Notation, text: &str, alphabet: &crate::notation::Alphabet) -> String {
    match notation {
        Notation::San(san) => san_in_readers_letters(san, text, alphabet),
        Notation::Uci(_) => text.trim().to_owned(),
    }
}

/// A SAN move read from `text`, rewritten in the reader's letters, the hyphen of long
/// algebraic notation kept (`Ke1-e3` → `Крe1-e3`).
pub(crate) fn san_in_readers_letters(san: &San, text: &str, alphabet: &crate::notation::Alphabet) -> String {
    // The Russian scoresheet's capture sign `:` is kept (`Фh4:e4`): the arbiter looks for
    // the move as written. No piece letter or square contains an `x`.
    if text.contains(':') && matches!(san, San::Normal { capture: true, .. }) {
        return san.write(alphabet).replacen('x', ":", 1);
    }
    // The hyphen of long algebraic notation, where the record has one (`San::write_long`
    // puts it only between two squares of a move that takes nothing).
    if text.contains('-') { san.write_long(alphabet) } else { san.write(alphabet) }
}

/// The from/to squares a violation is about, when it is about one move.
pub(crate) fn attempt_of(v: &Violation) -> Option<Attempt> {
    use Violation::*;
    match *v {
        MoveToSameSquare { square, .. } => Some(Attempt::new(square, square)),
        OwnPieceOnTargetSquare { from, to, .. }
        | MovePattern { from, to, .. }
        | PieceInTheWay { from, to, .. }
        | PawnForwardSquareOccupied { from, to, .. }
        | PawnDoubleStepNotFirstMove { from, to, .. }
        | PawnDoubleStepBlocked { from, to, .. }
        | PawnDiagonalWithoutCapture { from, to, .. }
        | EnPassantNotImmediately { from, to, .. }
        | PromotionPieceRequired { from, to, .. }
        | KingMovedIntoCheck { from, to, .. }
        | KingExposedToCheck { from, to, .. }
        | EnPassantExposesKing { from, to, .. }
        | KingLeftInCheck { from, to, .. } => Some(Attempt::new(from, to)),
        PromotionPieceInvalid { from, to, promotion, .. } | PromotionOnlyOnLastRank { from, to, promotion, .. } => {
            Some(Attempt { from, to, promotion: Some(promotion) })
        }
        CastlingRookHasMoved { color, side, .. }
        | CastlingPieceMovedEarlier { color, side, .. }
        | CastlingRightLost { color, side }
        | CastlingOutOfCheck { color, side, .. }
        | CastlingAcrossAttackedSquare { color, side, .. }
        | CastlingIntoCheck { color, side, .. }
        | CastlingPieceBetween { color, side, .. } => {
            Some(Attempt::new(crate::CastlingSide::king_from(color), side.king_to(color)))
        }
        _ => None,
    }
}

fn explanation(ctx: &Ctx, judged: &Judged, edition: Edition) -> Explanation {
    explain(judged.ruling.violations(), ctx.l10n, &ctx.lang, edition)
}

fn legal_sentence(ctx: &Ctx, judged: &Judged, edition: Edition) -> String {
    let sentence = ctx.tr(&Message::new("explain-legal")
        .arg("move", Arg::Text(judged.san.clone().unwrap_or_default()))
        .arg("uci", Arg::Text(judged.uci.clone().unwrap_or_default())));
    with_citation(ctx.l10n, &ctx.lang, sentence, cite(ctx.l10n, &ctx.lang, RuleId::LegalMove, edition).text)
}

/// "After this move it is stalemate: the game is drawn — Article 5.2.1": the legal move
/// ends the game (5.1.1, 5.2.1, 5.2.2, 9.6.2 where the edition has it); `None` when the game
/// goes on (review 32f, G-13).
fn ending_sentence(ctx: &Ctx, judged: &Judged, edition: Edition) -> Option<String> {
    let (_, after) = judged.after.as_ref()?;
    let (ending, _) = crate::Game::bounded(after.clone()).with_edition(edition).status();
    let ending = ending?;
    let winner = match ending {
        Ending::Checkmate { winner } => winner,
        _ => after.turn(),
    };
    let msg = Message::new("explain-legal-ends-game")
        .arg("ending", Arg::Keyword(ending.kind()))
        .arg("winner", Arg::Color(winner));
    Some(with_citation(ctx.l10n, &ctx.lang, ctx.tr(&msg), cite(ctx.l10n, &ctx.lang, ending.rule(), edition).text))
}

/// "The pieces the player touched (on c1 and d1) cannot make any legal move, so any legal
/// move may be made — Article 4.5": a legal move after a touch that binds nothing (review
/// 32f, G-6). `None` when nothing was touched or a touched piece binds.
fn touch_free_sentence(ctx: &Ctx, before: &Position, judged: &Judged, edition: Edition) -> Option<String> {
    let (own, theirs) = crate::laws::touch_move::touched_binding_nothing(before, &judged.touches)?;
    let case = match (own.is_empty(), theirs.is_empty()) {
        (false, true) => "own",
        (true, false) => "targets",
        _ => "both",
    };
    let msg = Message::new("explain-touch-binds-nothing")
        .arg("case", Arg::Keyword(case))
        .arg("own", Arg::Squares(own.clone()))
        .arg("own-count", Arg::Number(own.len() as i64))
        .arg("targets", Arg::Squares(theirs.clone()))
        .arg("target-count", Arg::Number(theirs.len() as i64));
    Some(with_citation(
        ctx.l10n,
        &ctx.lang,
        ctx.tr(&msg),
        cite(ctx.l10n, &ctx.lang, RuleId::NoTouchedPieceCanMove, edition).text,
    ))
}

pub(crate) fn json_ruling(ctx: &Ctx, fen: &str, text: &str, judged: &Judged, edition: Edition) -> JsonRuling {
    let ex = explanation(ctx, judged, edition);
    let legal = judged.ruling.is_legal();
    let after = judged.after.as_ref().map(|(_, pos)| pos);
    let no_moves = after.map(|a| a.legal_moves().is_empty());
    JsonRuling {
        fen: fen.to_owned(),
        mv: text.to_owned(),
        uci: judged.uci.clone(),
        legal,
        san: judged.after.as_ref().map(|(san, _)| san.clone()),
        fen_after: after.map(Position::to_fen),
        check: after.map(Position::is_check),
        checkmate: after.zip(no_moves).map(|(a, none)| none && a.is_check()),
        stalemate: after.zip(no_moves).map(|(a, none)| none && !a.is_check()),
        violations: super::json::violations(judged.ruling.violations(), &ex.sentences),
        explanation: if legal { legal_sentence(ctx, judged, edition) } else { ex.text() },
        hint: judged.hint.clone(),
        quotes: None,
        after_illegal: None,
        game_over: None,
        unpromoted: None,
        time_control_read: None,
    }
}

/// The arbiter's ruling after `judged`, a completed move (Article 7.5): `None` when the
/// move is legal by the Laws of moving (Article 3) — a move that only breaks touch-move
/// (Article 4) is not an illegal move for 7.5. The piece moved must be known: its square
/// of departure, from UCI, long algebraic or the only piece of that kind.
pub(crate) fn after_completed(
    pos: &Position,
    judged: &Judged,
    earlier: u32,
    time_control: TimeControl,
    edition: Edition,
) -> Result<Option<Completed>, BadInput> {
    // A record whose look-alike letters read the other way make a legal move (a Latin «Kf3»
    // under --lang ru, the knight's Кf3): the move meant was probably not the one ruled on,
    // and nothing is reinstated, bound or penalised for a move nobody may have made — as the
    // session refuses such a record (review 26a, G-7).
    if !judged.ruling.is_legal() && lookalike_meant_other(judged) {
        return Ok(None);
    }
    // A move of the opponent's piece is an illegal move like any other (Article 1.2): the
    // piece touched is the opponent's, and 4.3.2 binds the replacing move to capture it
    // where that is legal (review 32f, G-11).
    let opponents = judged.named_from.filter(|&sq| pos.board().color_at(sq) == Some(!pos.turn()));
    let Some(from) = judged.moved_from.or(opponents) else {
        let message =
            match judged.named_from {
                // The move names its square, but no piece of the player stands there (review 8, P-3).
                Some(square) => Message::new("cli-error-completed-no-own-piece")
                    .arg("square", Arg::Square(square))
                    .arg("color", Arg::Color(pos.turn())),
                // The record names the piece (and where it stood), but the player has no such piece
                // there, or the piece is the opponent's: said so (review 17, X-3; review 18, Z-3,
                // Z-4), not as a record that should name them.
                None => match &judged.ruling {
                    Ruling::Illegal(i) => match i.primary() {
                        Violation::NoPieceCanMakeMove {
                            color, role, file: Some(f), rank: Some(r), candidates, ..
                        } if candidates.is_empty() => Message::new("cli-error-completed-no-such-piece")
                            .arg("color", Arg::Color(*color))
                            .arg("square", Arg::Square(Square::from_coords(*f, *r)))
                            .arg("piece", Arg::Role(*role)),
                        // A pawn record («e5») that the player's pawn on that file cannot make:
                        // the piece moved is known only from its square, so ask for it rather
                        // than say there is no such pawn (review 32f, G-12).
                        Violation::NoPieceCanMakeMove { color, role: crate::Role::Pawn, to, .. }
                            if (0..8).filter_map(crate::Rank::new).any(|r| {
                                pos.board().piece_at(Square::from_coords(to.file(), r))
                                    == Some(crate::Piece::new(*color, crate::Role::Pawn))
                            }) =>
                        {
                            Message::new("cli-error-completed-piece-unknown")
                        }
                        // Why it is refused, not only why the move is impossible (review 32a, G-37).
                        v @ Violation::NoPieceCanMakeMove { candidates, .. } if candidates.is_empty() => {
                            Message::new("cli-error-completed-no-piece-for-move")
                                .arg("reason", Arg::Clause(Box::new(v.message())))
                        }
                        v @ (Violation::MoveOutOfTurn { .. } | Violation::NoPieceOnSquare { .. }) => v.message(),
                        _ => Message::new("cli-error-completed-piece-unknown"),
                    },
                    Ruling::Legal(_) => Message::new("cli-error-completed-piece-unknown"),
                },
            };
        return Err(BadInput { kind: "move", message });
    };
    if judged.legal_by_article_3 {
        return Ok(None);
    }
    // Checkmate or stalemate on the board before the move: the game had already ended
    // (5.1.1, 5.2.1), and there is no legal move to replace it with (review 10, P-10). So
    // had a dead position (5.2.2) or seventy-five moves (9.6.2, where the edition has it):
    // no penalty, no replacing move (review 26a, G-4).
    if pos.legal_moves().is_empty() {
        let ending = Ending::without_legal_moves(pos);
        return Ok(Some(Completed::GameOver { loser: pos.turn(), ending }));
    }
    if let (Some(ending), _) = crate::Game::bounded(pos.clone()).with_edition(edition).status() {
        return Ok(Some(Completed::GameOver { loser: pos.turn(), ending }));
    }
    let count = earlier.saturating_add(1);
    // A pawn moved to the last rank with no piece named, the clock pressed: Article 7.5.2
    // where the edition has it — the pawn becomes a queen — as `session` rules (review 13a,
    // S-16). Under 2009 (7.4 a) it is reinstated as any illegal move.
    if let Ruling::Illegal(illegal) = &judged.ruling
        && !illegal.violations.is_empty()
        && illegal.violations.iter().all(|v| matches!(v, Violation::PromotionPieceRequired { .. }))
        && let Violation::PromotionPieceRequired { to, .. } = *illegal.primary()
        && crate::rulebook::rule_in_force(RuleId::PawnLeftUnpromoted, edition)
        && edition.year_number() > 2009
        && let Some(queen) = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.from == from && m.to == to && m.kind == crate::MoveKind::Promotion(crate::Role::Queen))
    {
        let (penalty, penalty_rule) = crate::laws::illegal_move::penalty(pos, count, time_control, edition);
        return Ok(Some(Completed::Unpromoted { before: pos.clone(), queen, count, penalty, penalty_rule }));
    }
    // The pieces touched before the one moved bind too (review 17, X-8).
    let after = after_illegal_move_touched(pos, &judged.touches, from, count, time_control, edition);
    Ok(Some(Completed::After(match &judged.ruling {
        Ruling::Illegal(illegal) => after.after_castling(illegal),
        Ruling::Legal(_) => after,
    })))
}

/// What `--completed` adds to the ruling on an illegal move.
#[derive(Debug)]
pub(crate) enum Completed {
    /// What the arbiter does next (Article 7.5).
    After(AfterIllegalMove),
    /// Nothing: the position before the move was already checkmate or stalemate, so the
    /// game had ended (`loser`: the player checkmated or stalemated).
    GameOver { loser: crate::Color, ending: Ending },
    /// A pawn left unpromoted (7.5.2): the move stands with a queen, and is penalised.
    Unpromoted {
        before: Position,
        queen: crate::Move,
        count: u32,
        penalty: crate::laws::illegal_move::Penalty,
        penalty_rule: RuleId,
    },
}

/// The sentences of [`Completed::Unpromoted`]: the pawn becomes a queen (7.5.2), and the penalty.
fn unpromoted_lines(
    ctx: &Ctx,
    before: &Position,
    queen: crate::Move,
    count: u32,
    penalty: &crate::laws::illegal_move::Penalty,
    penalty_rule: RuleId,
    edition: Edition,
) -> Vec<String> {
    let player = before.turn();
    let msg =
        Message::new("session-unpromoted-queen").arg("color", Arg::Color(player)).arg("square", Arg::Square(queen.to));
    let mut lines = vec![
        with_citation(
            ctx.l10n,
            &ctx.lang,
            ctx.tr(&msg),
            cite(ctx.l10n, &ctx.lang, RuleId::PawnLeftUnpromoted, edition).text,
        ),
        crate::i18n::game::penalty_line(ctx.l10n, &ctx.lang, edition, player, count, penalty, penalty_rule),
    ];
    // The queen may end the game on the board (5.1.1, 5.2.1, 5.2.2), as `session` says it.
    if !penalty.ends_the_game()
        && let Some(ending) = unpromoted_ending(before, queen, edition)
    {
        lines.push(crate::i18n::game::ending_now_line(ctx.l10n, &ctx.lang, edition, &ending));
    }
    lines
}

/// How the game ends on the board once the queen replaces the pawn (7.5.2), if it does.
fn unpromoted_ending(before: &Position, queen: crate::Move, edition: Edition) -> Option<Ending> {
    let mut game = crate::Game::new(before.clone()).with_edition(edition);
    game.play_unchecked(queen);
    game.ending()
}

/// The game already over before an illegal move: `{"kind", "rule", "article", "edition",
/// "result", "line"}`.
#[derive(Serialize, Debug)]
pub(crate) struct JsonGameOver {
    kind: &'static str,
    rule: &'static str,
    article: Option<String>,
    edition: &'static str,
    result: &'static str,
    line: String,
}

/// "In the position before this move Black is stalemated: the game had already ended in a
/// draw, and the illegal move changes nothing — Article 5.2.1".
pub(crate) fn game_over_line(ctx: &Ctx, loser: crate::Color, ending: &Ending, edition: Edition) -> String {
    let id = match ending {
        Ending::Checkmate { .. } => "explain-completed-after-checkmate",
        Ending::Stalemate => "explain-completed-after-stalemate",
        Ending::DeadPosition(_) => "explain-completed-after-dead-position",
        // A position given alone has appeared once: of 9.6, only seventy-five moves can
        // have ended its game already.
        Ending::FivefoldRepetition { .. } | Ending::SeventyFiveMoves { .. } => "explain-completed-after-seventy-five",
    };
    let msg = Message::new(id).arg("color", Arg::Color(loser));
    with_citation(ctx.l10n, &ctx.lang, ctx.tr(&msg), cite(ctx.l10n, &ctx.lang, ending.rule(), edition).text)
}

fn json_game_over(ctx: &Ctx, loser: crate::Color, ending: &Ending, edition: Edition) -> JsonGameOver {
    use crate::pgn::Outcome;
    let result = match ending {
        Ending::Checkmate { winner } => winner.fold(Outcome::WhiteWins, Outcome::BlackWins).marker(),
        _ => Outcome::Draw.marker(),
    };
    JsonGameOver {
        kind: ending.kind(),
        rule: ending.rule().as_str(),
        article: crate::Registry::global().article_of(ending.rule(), edition).map(str::to_owned),
        edition: edition.year(),
        result,
        line: game_over_line(ctx, loser, ending, edition),
    }
}

/// Sets the ruling's `after_illegal` or `game_over` from what `--completed` found.
fn add_completed(ctx: &Ctx, ruling: &mut JsonRuling, completed: Option<&Completed>, tc: TimeControl, edition: Edition) {
    if let Some(completed) = completed {
        (ruling.after_illegal, ruling.game_over, ruling.unpromoted) = json_completed(ctx, completed, tc, edition);
    }
}

/// What `--completed` found, in JSON: one of a ruling's `after_illegal`, `game_over` and
/// `unpromoted` (and of a replayed game's illegal move).
#[allow(clippy::type_complexity)]
pub(crate) fn json_completed(
    ctx: &Ctx,
    completed: &Completed,
    tc: TimeControl,
    edition: Edition,
) -> (Option<JsonAfterIllegal>, Option<JsonGameOver>, Option<JsonUnpromoted>) {
    match completed {
        Completed::After(a) => (Some(json_after_illegal(ctx, a, tc, edition)), None, None),
        Completed::GameOver { loser, ending } => (None, Some(json_game_over(ctx, *loser, ending, edition)), None),
        Completed::Unpromoted { before, queen, count, penalty, penalty_rule } => {
            let mut after = before.clone();
            after.play_unchecked(*queen);
            let unpromoted = JsonUnpromoted {
                queen: queen.uci(),
                position: after.to_fen(),
                count: *count,
                time_control: tc.name(),
                penalty: json_penalty(penalty, *penalty_rule, edition),
                ending: (!penalty.ends_the_game())
                    .then(|| unpromoted_ending(before, *queen, edition).map(|e| e.kind()))
                    .flatten(),
                lines: unpromoted_lines(ctx, before, *queen, *count, penalty, *penalty_rule, edition),
            };
            (None, None, Some(unpromoted))
        }
    }
}

/// The position reinstated after a completed illegal move (Article 7.5.1) drawn as
/// `arbiter show` draws a position by default (figurines, from White's side): the FEN says it
/// to a program, the diagram to the arbiter who sets the pieces up again.
pub(crate) fn reinstated_diagram(ruling: &AfterIllegalMove) -> String {
    crate::diagram::render(ruling.reinstate.board(), Bitboard::EMPTY, crate::diagram::Style::Unicode)
}

/// [`reinstated_diagram`] for text output: only where the game goes on from the position
/// reinstated — after a penalty that ends the game (7.5.5) nobody sets the pieces up again.
pub(crate) fn reinstated_drawing(ruling: &AfterIllegalMove) -> Option<String> {
    (!ruling.penalty.ends_the_game()).then(|| reinstated_diagram(ruling))
}

/// [`AfterIllegalMove`] in JSON, with its sentences.
pub(crate) fn json_after_illegal(
    ctx: &Ctx,
    ruling: &AfterIllegalMove,
    time_control: TimeControl,
    edition: Edition,
) -> JsonAfterIllegal {
    JsonAfterIllegal {
        reinstate: ruling.reinstate.to_fen(),
        diagram: reinstated_diagram(ruling),
        touched: ruling.touched.to_string(),
        bound: ruling.bound,
        replacing: ruling.replacing.iter().map(|m| m.uci()).collect(),
        count: ruling.count,
        time_control: time_control.name(),
        penalty: json_penalty(&ruling.penalty, ruling.penalty_rule, edition),
        lines: crate::i18n::game::after_illegal_lines(ctx.l10n, &ctx.lang, edition, ruling),
    }
}

/// A completed illegal move's penalty in JSON (`docs/schema/ruling.json#/$defs/penalty`).
pub(crate) fn json_penalty(
    penalty: &crate::laws::illegal_move::Penalty,
    rule: RuleId,
    edition: Edition,
) -> JsonPenalty {
    use crate::laws::illegal_move::Penalty;
    use crate::pgn::Outcome;
    let lost = |loser: crate::Color| loser.fold(Outcome::BlackWins, Outcome::WhiteWins).marker();
    let (kind, opponent, minutes, result) = match penalty {
        Penalty::ExtraTime { opponent, minutes } => ("extra-time", Some(opponent.name()), Some(*minutes), None),
        Penalty::GameLost { loser } => ("game-lost", None, None, Some(lost(*loser))),
        Penalty::Drawn { .. } => ("drawn", None, None, Some(Outcome::Draw.marker())),
        Penalty::LostUnlessOpponentCannotMate { .. } => ("lost-unless-opponent-cannot-mate", None, None, None),
    };
    JsonPenalty {
        kind,
        rule: rule.to_string(),
        article: crate::Registry::global().article_of(rule, edition).map(str::to_owned),
        edition: edition.year(),
        opponent,
        minutes,
        result,
    }
}

pub(crate) fn json_error(ctx: &Ctx, bad: &BadInput, line: Option<usize>) -> JsonError {
    JsonError::said(ctx, bad.kind, line, &bad.message)
}

pub(crate) fn run(ctx: &Ctx, args: ExplainArgs, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    let edition = args.edition.edition;
    if args.batch {
        return run_batch(ctx, edition, args.lenient, stdin, out);
    }
    let format = match args.format.plain() {
        Ok(format) => format,
        Err(picture) => return super::picture::explain(ctx, &args.picture_request(picture, edition), out),
    };
    // A flag that does nothing without another is said, as --time-control without
    // --completed is (review 32a, G-24).
    if args.orientation.is_some() {
        let pictures =
            ctx.l10n.join_or(&ctx.lang, vec!["--format svg".into(), "--format html".into()], &mut Vec::new());
        return super::only_with(ctx, out, "--orientation", &pictures);
    }
    let (Some(fen), Some(text)) = (args.fen.as_deref(), args.mv.as_deref()) else {
        // clap requires both without --batch.
        return Ok(2);
    };
    let list = |s: &Option<String>| s.iter().cloned().collect::<Vec<String>>();
    let time_control = TimeControlArg::or_standard(args.time_control.as_ref(), edition);
    let judged = Touched::parse(&list(&args.touch), &list(&args.adjust))
        .map(|touched| Touched { from_required: args.completed, ..touched })
        .and_then(|touched| judge_touched(ctx, fen, text, args.lenient, &touched, edition))
        .map_err(|bad| match bad.kind {
            // The way to examine an illegal position all the same (review 32a, G-23).
            "position" => BadInput { kind: bad.kind, message: super::moves::with_lenient_hint(bad.message) },
            _ => bad,
        })
        .and_then(|(pos, judged)| {
            let after = match args.completed {
                true => after_completed(&pos, &judged, args.illegal_before, time_control, edition)?,
                false => None,
            };
            Ok((pos, judged, after))
        });
    let (pos, judged, after) = match judged {
        Ok(judged) => judged,
        Err(bad) => {
            match format {
                Format::Json => writeln!(out.stdout, "{}", super::json::to_line(&json_error(ctx, &bad, None)))?,
                Format::Text => out.error(ctx, bad.message)?,
            }
            return Ok(2);
        }
    };
    let code = if judged.ruling.is_legal() { 0 } else { 1 };
    match format {
        Format::Json => {
            let mut ruling = json_ruling(ctx, fen, text, &judged, edition);
            if args.quote {
                ruling.quotes = Some(json_quotes(ctx, &judged, after.as_ref(), edition));
            }
            add_completed(ctx, &mut ruling, after.as_ref(), time_control, edition);
            ruling.time_control_read = time_control_read(ctx, args.time_control.as_ref(), after.as_ref(), edition);
            writeln!(out.stdout, "{}", super::json::to_line(&ruling))?
        }
        Format::Text => {
            if judged.ruling.is_legal() {
                writeln!(out.stdout, "{}", legal_sentence(ctx, &judged, edition))?;
                if let Some(free) = touch_free_sentence(ctx, &pos, &judged, edition) {
                    writeln!(out.stdout, "{free}")?;
                }
                if let Some(ending) = ending_sentence(ctx, &judged, edition) {
                    writeln!(out.stdout, "{ending}")?;
                }
                if let Some(hint) = &judged.hint {
                    writeln!(out.stdout, "{}", hint.message)?;
                }
            } else {
                writeln!(out.stdout, "{}", verdict_heading(ctx, &judged))?;
                writeln!(out.stdout, "{}", explanation(ctx, &judged, edition).text())?;
                if let Some(hint) = &judged.hint {
                    writeln!(out.stdout, "{}", hint.message)?;
                }
            }
            if let Some(after) = &after {
                writeln!(out.stdout)?;
                for line in completed_text(ctx, after, args.time_control.as_ref(), edition) {
                    writeln!(out.stdout, "{line}")?;
                }
            } else if args.completed && !judged.ruling.is_legal() && lookalike_meant_other(&judged) {
                writeln!(out.stdout)?;
                writeln!(out.stdout, "{}", ctx.tr(&Message::new("explain-completed-lookalike")))?;
            } else if args.completed && !judged.ruling.is_legal() && judged.legal_by_article_3 {
                // Touch-move broken by a legal move: no completed illegal move, no penalty —
                // what the session says of the same event (review 32f, G-9).
                writeln!(out.stdout)?;
                let msg = Message::new("session-touch-refused").arg("color", Arg::Color(pos.turn()));
                writeln!(out.stdout, "{}", ctx.tr(&msg))?;
            }
            if args.quote {
                for article in cited_articles(&judged, after.as_ref()) {
                    writeln!(
                        out.stdout,
                        "\n{}",
                        super::quote::article_text(
                            ctx,
                            article,
                            edition,
                            super::quote::NumberFirst::Citation,
                            false,
                            true
                        )
                        .trim_end()
                    )?;
                }
            }
        }
    }
    Ok(code)
}

/// Whether the ruling's look-alike hint names legal moves the record may have meant.
pub(crate) fn lookalike_meant_other(judged: &Judged) -> bool {
    judged.hint.as_ref().is_some_and(|h| !h.moves.is_empty())
}

/// The heading of a ruling that does not let the move stand: «Кe3 — невозможный ход:», or a
/// problem of notation (Appendix C.10, review 10, P-6), or a legal move that touch-move
/// forbids — no illegal move, as 3.10.2 defines those by 3.1–3.9 (review 21a, D-1).
pub(crate) fn verdict_heading(ctx: &Ctx, judged: &Judged) -> String {
    let ambiguous = matches!(
        &judged.ruling,
        Ruling::Illegal(illegal) if matches!(illegal.primary(), Violation::AmbiguousNotation { .. })
    );
    let id = if ambiguous {
        "explain-ambiguous"
    } else if judged.legal_by_article_3 {
        "explain-touch-barred"
    } else {
        "explain-illegal"
    };
    ctx.tr(&Message::new(id).arg("move", Arg::Text(judged.written.clone())))
}

/// What the arbiter does after a completed move, as the lines text and HTML show.
pub(crate) fn completed_lines(ctx: &Ctx, after: &Completed, edition: Edition) -> Vec<String> {
    match after {
        Completed::After(after) => crate::i18n::game::after_illegal_lines(ctx.l10n, &ctx.lang, edition, after),
        Completed::GameOver { loser, ending } => vec![game_over_line(ctx, *loser, ending, edition)],
        Completed::Unpromoted { before, queen, count, penalty, penalty_rule } => {
            unpromoted_lines(ctx, before, *queen, *count, penalty, *penalty_rule, edition)
        }
    }
}

/// What `--completed` adds to a ruling in text, a line each: the sentences, what a time
/// control given in seconds was read as, and the position reinstated drawn where the game
/// goes on from it (the lines of the drawing follow, without their newlines). `replay` says
/// the same under a game's first illegal move.
pub(crate) fn completed_text(
    ctx: &Ctx,
    completed: &Completed,
    time_control: Option<&TimeControlArg>,
    edition: Edition,
) -> Vec<String> {
    let mut lines = completed_lines(ctx, completed, edition);
    lines.extend(time_control_read(ctx, time_control, Some(completed), edition));
    if let Completed::After(after) = completed
        && let Some(drawing) = reinstated_drawing(after)
    {
        lines.extend(drawing.lines().map(str::to_owned));
    }
    lines
}

/// The text of every article a ruling cites, for `quotes` — with `--completed`, the
/// articles of what the arbiter does next too.
pub(crate) fn json_quotes(ctx: &Ctx, judged: &Judged, after: Option<&Completed>, edition: Edition) -> Vec<JsonQuote> {
    cited_articles(judged, after)
        .iter()
        .map(|a| JsonQuote {
            article: a.number.clone(),
            text: super::quote::article_text(ctx, a, edition, super::quote::NumberFirst::Citation, false, true),
        })
        .collect()
}

impl ExplainArgs {
    fn picture_request(&self, kind: super::picture::PictureKind, edition: Edition) -> super::picture::Request<'_> {
        super::picture::Request {
            kind,
            fen: self.fen.as_deref().unwrap_or_default(),
            mv: self.mv.as_deref().unwrap_or_default(),
            touch: self.touch.iter().cloned().collect(),
            adjust: self.adjust.iter().cloned().collect(),
            lenient: self.lenient,
            edition,
            orientation: self.orientation,
            completed: self
                .completed
                .then(|| (self.illegal_before, TimeControlArg::or_standard(self.time_control.as_ref(), edition))),
        }
    }
}

/// The articles a ruling cites, each once, in order (3.10.1 for a legal move).
pub(crate) fn cited_articles(judged: &Judged, after: Option<&Completed>) -> Vec<&'static crate::rulebook::Article> {
    let registry = crate::Registry::global();
    let mut out: Vec<&crate::rulebook::Article> = Vec::new();
    if judged.ruling.is_legal() {
        out.extend(registry.article_for(RuleId::LegalMove));
    }
    // With --completed, the articles of what the arbiter does next follow the move's own
    // (review 18, Z-8: `--quote` promises every article mentioned).
    let next = after.map(completed_rules).unwrap_or_default();
    // A sentence made of a head and reasons cites each reason's article too (3.10.2, then
    // 3.6 for a knight that cannot move so): `--quote` quotes every article the ruling names
    // (review 20, C-2).
    let own = judged.ruling.violations().iter().flat_map(|v| {
        let reasons = v.head_and_reasons().map(|(_, reasons)| reasons).unwrap_or_default();
        std::iter::once(v.rule()).chain(v.also_rests_on()).chain(reasons.into_iter().map(|(rule, _)| rule))
    });
    // A rule that applies another's cites both (B.3, then A.3).
    for rule in own.chain(next).flat_map(|rule| std::iter::once(rule).chain(rule.applies())) {
        if let Some(a) = registry.article_for(rule)
            && !out.iter().any(|o| o.number == a.number)
        {
            out.push(a);
        }
    }
    out
}

/// The rules the lines of [`completed_lines`] cite, in order.
fn completed_rules(after: &Completed) -> Vec<RuleId> {
    match after {
        Completed::After(a) => {
            let mut rules = vec![RuleId::IllegalMoveReinstated];
            if !a.penalty.ends_the_game() {
                rules.push(if a.bound { a.bound_by } else { RuleId::NoTouchedPieceCanMove });
            }
            rules.push(a.penalty_rule);
            rules
        }
        Completed::GameOver { ending, .. } => vec![ending.rule()],
        Completed::Unpromoted { penalty_rule, .. } => vec![RuleId::PawnLeftUnpromoted, *penalty_rule],
    }
}

fn run_batch(ctx: &Ctx, edition: Edition, lenient: bool, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    let any_bad = super::lines::answer_lines(stdin, out.stdout, |input| {
        let bad = |line_ctx: &Ctx, bad: BadInput| Answer {
            line: super::json::to_line(&json_error(line_ctx, &bad, Some(input.number))),
            bad: true,
        };
        let request = match &input.text {
            Err(e) => return bad(ctx, BadInput { kind: e.kind(), message: e.message() }),
            Ok(text) if text.trim().is_empty() => {
                return bad(ctx, BadInput { kind: "empty", message: Message::new("cli-error-empty-line") });
            }
            Ok(text) => match BatchLine::parse(text) {
                Ok(request) => request,
                Err(e) => return bad(ctx, e),
            },
        };
        // The line's own language, else the command's.
        let line_ctx = match &request.lang {
            None => Ctx { l10n: ctx.l10n, lang: ctx.lang.clone() },
            Some(wanted) => match ctx.l10n.negotiate(&[wanted.as_str()]) {
                Some(lang) => Ctx { l10n: ctx.l10n, lang },
                None => {
                    let message = Message::new("cli-error-unknown-lang")
                        .arg("lang", Arg::input(wanted))
                        .arg("available", Arg::Text(ctx.l10n.languages().join(", ")));
                    return bad(ctx, BadInput { kind: "lang", message });
                }
            },
        };
        let edition = request.edition.unwrap_or(edition);
        let judged = Touched::parse(&request.touch, &request.adjust)
            .map(|touched| Touched { from_required: request.completed == Some(true), ..touched })
            .and_then(|touched| {
                judge_touched(
                    &line_ctx,
                    &request.fen,
                    &request.mv,
                    request.lenient.unwrap_or(lenient),
                    &touched,
                    edition,
                )
            });
        let time_control = TimeControlArg::or_standard(request.time_control.as_ref(), edition);
        let judged = judged.and_then(|(pos, judged)| {
            let after = match request.completed {
                Some(true) => {
                    after_completed(&pos, &judged, request.illegal_before.unwrap_or(0), time_control, edition)?
                }
                _ => None,
            };
            Ok((judged, after))
        });
        match judged {
            Ok((judged, after)) => {
                let mut ruling = json_ruling(&line_ctx, &request.fen, &request.mv, &judged, edition);
                if request.quote == Some(true) {
                    ruling.quotes = Some(json_quotes(&line_ctx, &judged, after.as_ref(), edition));
                }
                add_completed(&line_ctx, &mut ruling, after.as_ref(), time_control, edition);
                ruling.time_control_read =
                    time_control_read(&line_ctx, request.time_control.as_ref(), after.as_ref(), edition);
                Answer { line: super::json::to_line(&ruling), bad: false }
            }
            Err(e) => bad(&line_ctx, e),
        }
    })?;
    Ok(if any_bad { 2 } else { 0 })
}
