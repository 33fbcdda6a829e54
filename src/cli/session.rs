//! `arbiter session`: the arbiter's session (`crate::session`) from a terminal or a pipe —
//! one event a line (the line format of `docs/session.md`, or the same events as JSON
//! objects), each answered with its ruling in the chosen language, or as one JSON object a
//! line. On a terminal it prompts; from a pipe it answers line by line, flushing after
//! each answer, so that a script can talk to it.

use std::io::{self, BufRead};

use clap::Args;
use serde::Serialize;

use super::explain::{
    JsonAfterIllegal, JsonPenalty, Touched, attempt_of, json_after_illegal, json_penalty, parse_time_control,
    reinstated_drawing,
};
use super::json::{JsonError, JsonViolation, to_line};
use super::lines::Lines;
use super::{Ctx, EditionArg, Format, Out};
use crate::i18n::session::answer_lines;
use crate::i18n::{Arg, Localize, Message, explain};
use crate::laws::draw_claim::{ClaimBasis, ClaimRuling};
use crate::notation::{Notation, San};
use crate::session::{Answer, Binding, End, Event, Irregularity, Session, SessionError};
use crate::{Attempt, Bitboard, Color, Edition, Position, RuleId, Ruling, Square};

#[derive(Args, Debug)]
pub(crate) struct SessionArgs {
    /// The start position (FEN); the initial position when omitted.
    #[arg(long)]
    fen: Option<String>,
    /// `standard`, `rapid`, `blitz`, or a PGN TimeControl tag (`300+3`).
    #[arg(long, value_name = "CONTROL", value_parser = parse_time_control, default_value = "standard")]
    time_control: super::explain::TimeControlArg,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` for people, `json` for tools: one object a line.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// A line that cannot be ruled on: its JSON kind and what to say.
struct Bad {
    kind: &'static str,
    message: Message,
    /// The move is written well but does not fit the position (no such piece of the
    /// player to move there): once the game is over, the event is answered that it is
    /// over, as any other event is (7.5.5), not with what the move lacks (review 10, P-2).
    moot_after_end: bool,
}

fn bad(kind: &'static str, message: Message) -> Bad {
    Bad { kind, message, moot_after_end: false }
}

/// A move that reads well but does not fit the position.
fn misfit(message: Message) -> Bad {
    Bad { kind: "move", message, moot_after_end: true }
}

/// What a line asks.
enum Request {
    Event(&'static str, Event),
    Fen,
    Quit,
}

/// How each event is written (`docs/session.md`).
/// (its placeholders in the reader's language: `session-usage`).
const USAGE: [&str; 8] = ["move", "claim", "flag", "resign", "clock", "unpromoted", "two-hands", "status"];

fn usage(event: &str) -> Bad {
    let written = match USAGE.iter().find(|e| **e == event) {
        Some(e) => Arg::Message(Box::new(Message::new("session-usage").arg("event", Arg::Keyword(e)))),
        None => Arg::input(event),
    };
    bad("event", Message::new("session-error-usage").arg("event", Arg::input(event)).arg("usage", written))
}

/// A move as the arbiter saw it: from one square to another. UCI and long algebraic say
/// so; SAN does when it names a legal move, or a piece that cannot make it.
fn attempt(ctx: &Ctx, pos: &Position, edition: Edition, text: &str) -> Result<Attempt, Bad> {
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    let notation = Notation::parse(text, &[&alphabet]).map_err(|e| {
        bad(
            "move",
            super::explain::with_lookalike_hint(ctx, pos, text, e.message(), true, super::explain::Source::Typed),
        )
    })?;
    match notation {
        Notation::Uci(u) => Ok(u.attempt()),
        Notation::San(san) => match crate::laws::notation::adjudicate_san(pos, &san) {
            // Legal as typed and, read the other way, another legal move (a Latin «Kd2» where
            // both the king and the knight can go): which piece moved is not known, and a
            // wrong guess binds the wrong piece by 4.3 — no ruling (review 20, C-8).
            Ruling::Legal(m) if let Some(both) = lookalike_both(ctx, pos, text, m) => Err(both),
            Ruling::Legal(m) => Ok(Attempt::from_move(m)),
            // Illegal as typed, legal with its look-alike letters read the other way (a Latin
            // K under --lang ru, where the knight is К): the arbiter most likely typed the
            // knight's move, and ruling on the king's would add 7.5 penalties for a move
            // nobody made. No ruling; the hint says how to type either (review 18, Z-5).
            Ruling::Illegal(illegal) if let Some(hint) = lookalike_refusal(ctx, pos, edition, text, &illegal) => {
                Err(hint)
            }
            Ruling::Illegal(illegal) => attempt_of(illegal.primary()).ok_or_else(|| {
                // A move written in long algebraic notation names its piece and square:
                // say what is wrong with them (no such piece there), not how to write it.
                let long = matches!(san, San::Normal { file: Some(_), rank: Some(_), .. });
                if long {
                    misfit(illegal.primary().message())
                } else {
                    misfit(Message::new("session-error-piece-unknown"))
                }
            }),
        },
    }
}

/// The refusal of a move illegal as typed whose look-alike letters, read the other way in
/// the reader's script, make another move — a legal one, or one impossible too: why, and the
/// hint `replay` gives under the same ruling. `None` when there is no such reading (or no
/// such script).
fn lookalike_refusal(ctx: &Ctx, pos: &Position, edition: Edition, text: &str, illegal: &crate::Illegal) -> Option<Bad> {
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    if matches!(illegal.primary(), crate::Violation::AmbiguousNotation { .. })
        || alphabet == crate::notation::Alphabet::english()
    {
        return None;
    }
    let written = text.trim();
    let moves = super::explain::readers_lookalikes(ctx, pos, written);
    // No reading is a legal move, but one is still a move (a Latin «Kf3» where the knight
    // cannot go either): no ruling on the king's move either — the hint says how to type the
    // one meant in full, so that the arbiter learns why it is impossible (review 21a, D-10).
    let hint = match moves.is_empty() {
        false => super::explain::lookalike_hint(pos, written, &alphabet, &moves, super::explain::Source::Typed),
        true => {
            super::explain::lookalike_hint_impossible(pos, written, &alphabet, true, super::explain::Source::Typed)?
        }
    };
    let error = Message::new("session-error-lookalike")
        .arg("written", Arg::input(written))
        .arg("reason", Arg::Clause(Box::new(illegal.primary().message())))
        // The reason's article, as after any reason (review 20, C-11).
        .arg("citation", Arg::Text(crate::i18n::cite(ctx.l10n, &ctx.lang, illegal.primary().rule(), edition).text));
    Some(bad(
        "move",
        Message::new("cli-error-with-hint")
            .arg("error", Arg::Message(Box::new(error)))
            .arg("hint", Arg::Message(Box::new(hint))),
    ))
}

/// The refusal of a move legal as typed whose look-alike letters, read the other way in the
/// reader's script, make another legal move: both readings, and how to type the one meant.
fn lookalike_both(ctx: &Ctx, pos: &Position, text: &str, typed: crate::Move) -> Option<Bad> {
    let written = text.trim();
    let mut moves = super::explain::readers_lookalikes(ctx, pos, written);
    moves.retain(|m| *m != typed);
    if moves.is_empty() {
        return None;
    }
    // The letters the other readings read the other way (review 22, F-11).
    let letters = super::explain::letters_read_as(pos, written, &ctx.l10n.alphabet(&ctx.lang), &moves);
    let readings = std::iter::once(typed).chain(moves).map(|m| San::from_move(pos, m)).collect();
    Some(bad(
        "move",
        Message::new("session-error-lookalike-both")
            .arg("written", Arg::input(written))
            .arg("letters", Arg::Number(letters as i64))
            .arg("moves", Arg::Moves(readings)),
    ))
}

/// The move a claim writes on the scoresheet (9.2.1, 9.3.1): nobody moved, so a move that
/// names no piece that could make it is a written move that is not legal.
fn written_move(ctx: &Ctx, pos: &Position, edition: Edition, text: &str) -> Result<Attempt, Bad> {
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    if let Ok(Notation::San(san)) = Notation::parse(text, &[&alphabet])
        && let Ruling::Illegal(illegal) = crate::laws::notation::adjudicate_san(pos, &san)
        && attempt_of(illegal.primary()).is_none()
    {
        return Err(misfit(
            Message::new("session-error-written-illegal")
                .arg("reason", Arg::Clause(Box::new(illegal.primary().message()))),
        ));
    }
    attempt(ctx, pos, edition, text)
}

fn color_word(word: Option<&str>, event: &str) -> Result<Color, Bad> {
    match word {
        Some("white" | "w") => Ok(Color::White),
        Some("black" | "b") => Ok(Color::Black),
        Some(other) => Err(bad("event", Message::new("session-error-color").arg("word", Arg::input(other)))),
        None => Err(usage(event)),
    }
}

fn basis(word: Option<&str>) -> Result<ClaimBasis, Bad> {
    match word {
        Some("9.2" | "9.2.1" | "9.2.2") => Ok(ClaimBasis::Repetition),
        Some("9.3" | "9.3.1" | "9.3.2") => Ok(ClaimBasis::FiftyMoves),
        Some(other) => Err(bad("event", Message::new("session-error-claim").arg("word", Arg::input(other)))),
        None => Err(usage("claim")),
    }
}

/// The two squares of a pawn's move to the last rank: `e7e8`, `e7-e8`.
fn squares(text: &str) -> Option<(Square, Square)> {
    let t = crate::notation::with_latin_files(text).replace('-', "");
    if t.len() != 4 || !t.is_ascii() {
        return None;
    }
    Some((t[..2].parse().ok()?, t[2..].parse().ok()?))
}

fn unpromoted(text: Option<&str>) -> Result<Event, Bad> {
    let (from, to) = text.and_then(squares).ok_or_else(|| usage("unpromoted"))?;
    Ok(Event::Unpromoted { from, to })
}

fn touches(
    pos: &Position,
    list: &[String],
    adjust: &[String],
) -> Result<(Vec<crate::laws::touch_move::Touch>, Bitboard), Bad> {
    let touched = Touched::parse(list, adjust).map_err(|b| bad(b.kind, b.message))?;
    if let Some(square) = crate::laws::touch_move::promotion_on_opponents_rank(&touched.touches, pos.turn()) {
        return Err(bad("touch", super::explain::promotion_side_error(square, pos.turn())));
    }
    Ok((touched.touches, touched.adjusted))
}

/// One line of the line format.
fn read_words(ctx: &Ctx, pos: &Position, edition: Edition, line: &str) -> Result<Request, Bad> {
    let mut words = line.split_whitespace();
    let Some(word) = words.next() else { return Err(usage("status")) };
    let rest: Vec<&str> = words.collect();
    let one = |event: &'static str| match rest[..] {
        [x] => Ok(x),
        _ => Err(usage(event)),
    };
    let none =
        |event: &'static str, e: Event| if rest.is_empty() { Ok(Request::Event(event, e)) } else { Err(usage(event)) };
    match word {
        "move" | "two-hands" => {
            let event: &'static str = if word == "move" { "move" } else { "two-hands" };
            let Some((&text, options)) = rest.split_first() else { return Err(usage(event)) };
            let attempt = attempt(ctx, pos, edition, text)?;
            if event == "two-hands" {
                return if options.is_empty() {
                    Ok(Request::Event(event, Event::TwoHands { attempt }))
                } else {
                    Err(usage(event))
                };
            }
            let (mut touch, mut adjust) = (Vec::new(), Vec::new());
            let mut options = options.iter();
            while let Some(&key) = options.next() {
                let value = options.next().ok_or_else(|| usage(event))?.to_string();
                match key {
                    "touch" => touch.push(value),
                    "adjust" => adjust.push(value),
                    _ => return Err(usage(event)),
                }
            }
            let (touches, adjusted) = touches(pos, &touch, &adjust)?;
            Ok(Request::Event(event, Event::Move { attempt, touches, adjusted }))
        }
        "claim" => {
            let basis = basis(rest.first().copied())?;
            let written = match rest[..] {
                [_] => None,
                [_, text] => Some(written_move(ctx, pos, edition, text)?),
                _ => return Err(usage("claim")),
            };
            Ok(Request::Event("claim", Event::Claim { basis, written }))
        }
        "flag" => Ok(Request::Event("flag", Event::Flag(color_word(Some(one("flag")?), "flag")?))),
        "resign" => Ok(Request::Event("resign", Event::Resign(color_word(Some(one("resign")?), "resign")?))),
        "clock" => none("clock", Event::ClockWithoutMove),
        "unpromoted" => Ok(Request::Event("unpromoted", unpromoted(Some(one("unpromoted")?))?)),
        "status" => none("status", Event::Status),
        "fen" if rest.is_empty() => Ok(Request::Fen),
        "quit" | "exit" if rest.is_empty() => Ok(Request::Quit),
        "fen" | "quit" | "exit" => Err(usage(word)),
        other => Err(bad("event", Message::new("session-error-unknown-event").arg("word", Arg::input(other)))),
    }
}

/// The keys a session event written as JSON may have.
const SESSION_KEYS: [&str; 6] = ["event", "move", "touch", "adjust", "article", "color"];

/// The keys each event written as JSON takes; `None` for a word that is no event.
fn event_keys(event: &str) -> Option<&'static [&'static str]> {
    Some(match event {
        "move" => &["event", "move", "touch", "adjust"],
        "two-hands" | "unpromoted" => &["event", "move"],
        "claim" => &["event", "article", "move"],
        "flag" | "resign" => &["event", "color"],
        "clock" | "status" | "fen" | "quit" => &["event"],
        _ => return None,
    })
}

/// One line written as a JSON object: `{"event": "move", "move": "e2e4", "touch": ["g1"]}`.
fn read_json(ctx: &Ctx, pos: &Position, edition: Edition, line: &str) -> Result<Request, Bad> {
    let json_error =
        |reason: Message| bad("json", Message::new("session-error-json").arg("reason", Arg::Message(Box::new(reason))));
    let value: serde_json::Value = serde_json::from_str(line).map_err(|e| json_error(e.message()))?;
    let object = value.as_object().ok_or_else(|| json_error(Message::new("session-json-not-object")))?;
    // A key given twice would be read as its last value, silently (review 32d, G-3).
    if let Some(key) = super::json::doubled_key(line) {
        return Err(bad(
            "json",
            Message::new("cli-error-json-key-twice").arg("key", Arg::input(&key)).arg("in", Arg::Keyword("event")),
        ));
    }
    // As strict as `explain --batch` (review 8, noticed): a key the events do not take, or a
    // value of the wrong type, is an error for its line, not silently left out.
    if let Some(key) = object.keys().find(|k| !SESSION_KEYS.contains(&k.as_str())) {
        return Err(bad(
            "json",
            Message::new("session-error-json-key").arg("key", Arg::input(key)).arg("keys", Arg::names(&SESSION_KEYS)),
        ));
    }
    let mistyped = |key: &str, expected: &'static str| {
        bad(
            "json",
            Message::new("cli-error-batch-key-type")
                .arg("key", Arg::input(key))
                .arg("expected", Arg::Keyword(expected)),
        )
    };
    for (key, value) in object {
        let fits = match key.as_str() {
            "touch" | "adjust" => {
                value.is_string() || value.as_array().is_some_and(|items| items.iter().all(|v| v.is_string()))
            }
            _ => value.is_string(),
        };
        if !fits {
            let expected = if matches!(key.as_str(), "touch" | "adjust") { "squares" } else { "string" };
            return Err(mistyped(key, expected));
        }
    }
    let text = |key: &str| object.get(key).and_then(|v| v.as_str());
    let list = |key: &str| -> Vec<String> {
        match object.get(key) {
            Some(serde_json::Value::String(s)) => vec![s.clone()],
            Some(serde_json::Value::Array(items)) => {
                items.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect()
            }
            _ => Vec::new(),
        }
    };
    let event = text("event")
        .ok_or_else(|| json_error(Message::new("cli-error-batch-missing-key").arg("key", Arg::Text("event".into()))))?;
    // A key the event does not use (`"move"` on a `status`) is an error, not left unread
    // (review 32a, G-28).
    if let Some(keys) = event_keys(event)
        && let Some(key) = object.keys().find(|k| !keys.contains(&k.as_str()))
    {
        return Err(bad(
            "json",
            Message::new("session-error-json-key-event")
                .arg("event", Arg::input(event))
                .arg("key", Arg::input(key))
                .arg("count", Arg::Number(keys.len() as i64))
                .arg("keys", Arg::names(keys)),
        ));
    }
    // A key the event needs is named as missing, as «event» is — not answered with the line
    // format the reader is not using (review 32a, G-28).
    let missing = |key: &str| json_error(Message::new("cli-error-batch-missing-key").arg("key", Arg::Text(key.into())));
    let needed = |key: &str| text(key).ok_or_else(|| missing(key));
    let mv = || needed("move").and_then(|t| attempt(ctx, pos, edition, t));
    Ok(match event {
        "move" => {
            let (touches, adjusted) = touches(pos, &list("touch"), &list("adjust"))?;
            Request::Event("move", Event::Move { attempt: mv()?, touches, adjusted })
        }
        "two-hands" => Request::Event("two-hands", Event::TwoHands { attempt: mv()? }),
        "claim" => {
            let written = match text("move") {
                Some(t) => Some(written_move(ctx, pos, edition, t)?),
                None => None,
            };
            Request::Event("claim", Event::Claim { basis: basis(Some(needed("article")?))?, written })
        }
        "flag" => Request::Event("flag", Event::Flag(color_word(Some(needed("color")?), "flag")?)),
        "resign" => Request::Event("resign", Event::Resign(color_word(Some(needed("color")?), "resign")?)),
        "clock" => Request::Event("clock", Event::ClockWithoutMove),
        "unpromoted" => Request::Event("unpromoted", unpromoted(Some(needed("move")?))?),
        "status" => Request::Event("status", Event::Status),
        "fen" => Request::Fen,
        "quit" => Request::Quit,
        other => return Err(bad("event", Message::new("session-error-unknown-event").arg("word", Arg::input(other)))),
    })
}

fn session_error(session: &Session, e: SessionError) -> Bad {
    bad("move", session_error_message(session.position(), &e))
}

/// Why the session cannot rule on an event, in `pos` (the position it was given in).
pub(crate) fn session_error_message(pos: &Position, e: &SessionError) -> Message {
    match e {
        SessionError::NoOwnPieceMoved { square } => Message::new("session-error-no-own-piece")
            .arg("square", Arg::Square(*square))
            .arg("color", Arg::Color(pos.turn())),
        SessionError::NotAPawnToTheLastRank { from, to } => Message::new("session-error-not-pawn-to-last-rank")
            .arg("from", Arg::Square(*from))
            .arg("to", Arg::Square(*to)),
        SessionError::WrittenMoveIllegal(illegal) => Message::new("session-error-written-illegal")
            .arg("reason", Arg::Clause(Box::new(illegal.primary().message()))),
    }
}

/// A rule as JSON cites it.
#[derive(Serialize, Debug)]
struct JsonRule {
    rule: &'static str,
    article: Option<String>,
    edition: &'static str,
}

fn json_rule(rule: RuleId, edition: Edition) -> JsonRule {
    JsonRule {
        rule: rule.as_str(),
        article: crate::Registry::global().article_of(rule, edition).map(str::to_owned),
        edition: edition.year(),
    }
}

#[derive(Serialize, Debug)]
struct JsonByColor {
    white: u32,
    black: u32,
}

#[derive(Serialize, Debug)]
struct JsonBinding {
    /// `touched` (4.3) or `written` (9.5.3).
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    squares: Option<Vec<String>>,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    mv: Option<String>,
    /// The rule that binds, the article `status` cites (4.3.x, 4.4.x or 9.5.3).
    #[serde(flatten)]
    rule: JsonRule,
}

#[derive(Serialize, Debug)]
struct JsonOver {
    kind: &'static str,
    #[serde(flatten)]
    rule: JsonRule,
    /// `1-0`, `0-1`, `1/2-1/2`, or `null` when the arbiter must decide.
    result: Option<&'static str>,
    ply: usize,
}

/// How the game stands after the answer (`docs/schema/session.json#/$defs/state`).
#[derive(Serialize, Debug)]
struct JsonState {
    fen: String,
    turn: &'static str,
    ply: usize,
    illegal_moves: JsonByColor,
    minutes_added: JsonByColor,
    binding: Option<JsonBinding>,
    claims: usize,
    over: Option<JsonOver>,
}

/// One answer (`docs/schema/session.json`).
#[derive(Serialize, Debug)]
struct JsonAnswer {
    line: usize,
    event: &'static str,
    /// `played`, `touch-move`, `written-move-required`, `illegal-move`, `claim`, `flag`,
    /// `resignation`, `not-in-edition`, `game-over`, `status`, `fen`.
    answer: &'static str,
    /// The rules the answer applies.
    rules: Vec<JsonRule>,
    #[serde(skip_serializing_if = "Option::is_none")]
    uci: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    san: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    irregularity: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    violations: Option<Vec<JsonViolation>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    after_illegal: Option<JsonAfterIllegal>,
    #[serde(skip_serializing_if = "Option::is_none")]
    penalty: Option<JsonPenalty>,
    #[serde(skip_serializing_if = "Option::is_none")]
    correct: Option<bool>,
    lines: Vec<String>,
    state: JsonState,
}

fn json_state(session: &Session) -> JsonState {
    let pos = session.position();
    let edition = session.edition();
    let binding = session.binding().filter(|_| session.over().is_none()).and_then(|b| {
        let rule = json_rule(b.rule(pos)?, edition);
        Some(match b {
            Binding::Touched(touches) => JsonBinding {
                kind: "touched",
                squares: Some(crate::session::touched_squares(touches).iter().map(ToString::to_string).collect()),
                mv: None,
                rule,
            },
            Binding::Written(m) => JsonBinding { kind: "written", squares: None, mv: Some(m.uci()), rule },
        })
    });
    JsonState {
        fen: pos.to_fen(),
        turn: pos.turn().name(),
        ply: session.game().plies(),
        illegal_moves: JsonByColor {
            white: session.illegal_moves(Color::White),
            black: session.illegal_moves(Color::Black),
        },
        minutes_added: JsonByColor {
            white: session.minutes_added(Color::White),
            black: session.minutes_added(Color::Black),
        },
        binding,
        claims: session.claims().len(),
        over: session.over().map(|o| JsonOver {
            kind: o.end.kind(),
            rule: json_rule(o.end.rule(), edition),
            result: o.end.result().map(|r| r.marker()),
            ply: o.ply,
        }),
    }
}

fn json_answer(ctx: &Ctx, session: &Session, line: usize, event: &'static str, answer: &Answer) -> JsonAnswer {
    let edition = session.edition();
    let english = crate::notation::Alphabet::english();
    let mut out = JsonAnswer {
        line,
        event,
        answer: "status",
        rules: Vec::new(),
        uci: None,
        san: None,
        irregularity: None,
        violations: None,
        after_illegal: None,
        penalty: None,
        correct: None,
        lines: answer_lines(ctx.l10n, &ctx.lang, session, answer),
        state: json_state(session),
    };
    let violations = |illegal: &crate::Illegal| {
        let ex = explain(&illegal.violations, ctx.l10n, &ctx.lang, edition);
        super::json::violations(&illegal.violations, &ex.sentences)
    };
    let played = |out: &mut JsonAnswer, answer: &Answer| {
        if let Answer::Played { before, mv, ending, .. } = answer {
            out.uci = Some(mv.uci());
            out.san = Some(San::from_move(before, *mv).write(&english));
            out.rules.push(json_rule(RuleId::LegalMove, edition));
            if let Some(ending) = ending {
                out.rules.push(json_rule(ending.rule(), edition));
            }
        }
    };
    match answer {
        Answer::Played { .. } => {
            out.answer = "played";
            played(&mut out, answer);
        }
        Answer::TouchMove { breach, .. } => {
            out.answer = "touch-move";
            out.rules = breach.violations.iter().map(|v| json_rule(v.rule(), edition)).collect();
            out.violations = Some(violations(breach));
        }
        Answer::WrittenMoveRequired { must_play, .. } => {
            out.answer = "written-move-required";
            out.uci = Some(must_play.uci());
            out.rules.push(json_rule(RuleId::IncorrectClaimPenalty, edition));
        }
        Answer::Illegal(a) => {
            out.answer = "illegal-move";
            out.irregularity = Some(a.irregularity.kind());
            match &a.irregularity {
                Irregularity::Article3(illegal) => {
                    out.rules = illegal.violations.iter().map(|v| json_rule(v.rule(), edition)).collect();
                    out.violations = Some(violations(illegal));
                }
                Irregularity::Unpromoted { queen, .. } => {
                    out.uci = queen.map(|m| m.uci());
                    out.rules.push(json_rule(RuleId::PawnLeftUnpromoted, edition));
                }
                Irregularity::TwoHands { mv } => {
                    out.uci = Some(mv.uci());
                    out.rules.push(json_rule(RuleId::MoveWithTwoHands, edition));
                }
                Irregularity::ClockWithoutMove => out.rules.push(json_rule(RuleId::ClockPressedWithoutMove, edition)),
            }
            if let Some(after) = &a.reinstated {
                out.rules.push(json_rule(RuleId::IllegalMoveReinstated, edition));
                // The move written for an incorrect claim binds the replacing move (9.5.3).
                if after.written.is_some() {
                    out.rules.push(json_rule(RuleId::IncorrectClaimPenalty, edition));
                }
            }
            out.rules.push(json_rule(a.penalty_rule, edition));
            out.after_illegal =
                a.reinstated.as_ref().map(|r| json_after_illegal(ctx, r, session.time_control(), edition));
            out.penalty = Some(json_penalty(&a.penalty, a.penalty_rule, edition));
        }
        Answer::Claim { ruling, .. } => {
            out.answer = "claim";
            out.correct = Some(ruling.is_correct());
            let found = match ruling {
                ClaimRuling::Correct { claim, .. } => claim.rule(),
                ClaimRuling::Incorrect { claim, .. } => claim.rule(),
            };
            out.rules.push(json_rule(found, edition));
            out.rules.push(json_rule(ruling.rule(), edition));
            if let ClaimRuling::Incorrect { penalty_rule, must_play, .. } = ruling {
                out.rules.push(json_rule(*penalty_rule, edition));
                out.uci = must_play.map(|m| m.uci());
            }
        }
        Answer::Forfeit(end) => {
            out.answer = if matches!(end, End::Flag { .. }) { "flag" } else { "resignation" };
            out.rules.push(json_rule(end.rule(), edition));
        }
        Answer::NotInEdition { rule, played: stands } => {
            out.answer = "not-in-edition";
            out.rules.push(json_rule(*rule, edition));
            // A move made with two hands that stands (no 7.5.4 under the edition).
            if let Some(stands) = stands {
                played(&mut out, stands);
            }
        }
        Answer::GameOver(over) => {
            out.answer = "game-over";
            out.rules.push(json_rule(over.end.rule(), edition));
        }
        Answer::Status => {}
    }
    out
}

pub(crate) fn run(
    ctx: &Ctx,
    args: SessionArgs,
    stdin: &mut dyn BufRead,
    out: &mut Out,
    interactive: bool,
) -> io::Result<i32> {
    let edition = args.edition.edition;
    let start = match &args.fen {
        None => Position::new(),
        Some(fen) => match super::moves::load(fen, false) {
            Ok(pos) => pos,
            Err(e) => {
                match args.format {
                    Format::Json => {
                        let kind = super::moves::error_kind(&e);
                        writeln!(out.stdout, "{}", to_line(&JsonError::said(ctx, kind, None, &e.message_in(edition))))?
                    }
                    // 3.10.3 as the edition asked for has it (review 21a, D-17).
                    Format::Text => out.error(ctx, e.message_in(edition))?,
                }
                return Ok(2);
            }
        },
    };
    let time_control = args.time_control.under(edition);
    let mut session = Session::new(start, time_control, edition);
    if interactive && args.format == Format::Text {
        let msg = Message::new("session-welcome")
            .arg("edition", Arg::Text(edition.year().to_owned()))
            .arg("time-control", Arg::Keyword(time_control.name()));
        writeln!(out.stdout, "{}", ctx.tr(&msg))?;
        // A time control in seconds: what it was read as (review 32a, G-35).
        if let Some(reading) = args.time_control.reading(edition) {
            writeln!(out.stdout, "{}", ctx.tr(&reading))?;
        }
    }
    let mut lines = Lines::new(stdin);
    let mut any_bad = false;
    loop {
        if interactive {
            write!(out.stdout, "> ")?;
            out.stdout.flush()?;
        }
        let Some(input) = lines.next_line()? else { break };
        let text = match input.text {
            Ok(text) => text,
            Err(e) => {
                any_bad = true;
                write_bad(ctx, out, args.format, input.number, &bad(e.kind(), e.message()))?;
                continue;
            }
        };
        let trimmed = text.trim();
        // Blank lines and `#` comments are not events: no answer.
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let request = if trimmed.starts_with('{') {
            read_json(ctx, session.position(), session.edition(), trimmed)
        } else {
            read_words(ctx, session.position(), session.edition(), trimmed)
        };
        // A move that does not fit the position, once the game is over: the event is
        // answered as every event after the end is.
        let over = session.over().cloned();
        let answered = request.and_then(|request| match request {
            Request::Quit => Ok(None),
            Request::Fen => Ok(Some(("fen", None))),
            Request::Event(name, event) => {
                session.apply(&event).map(|a| Some((name, Some(a)))).map_err(|e| session_error(&session, e))
            }
        });
        let answered = match (answered, over) {
            (Err(b), Some(over)) if b.moot_after_end => Ok(Some((event_named(trimmed), Some(Answer::GameOver(over))))),
            (answered, _) => answered,
        };
        match answered {
            Ok(None) => break,
            Ok(Some((_, None))) => match args.format {
                Format::Text => writeln!(out.stdout, "{}\n", session.position().to_fen())?,
                Format::Json => {
                    let mut answer = json_answer(ctx, &session, input.number, "fen", &Answer::Status);
                    answer.answer = "fen";
                    answer.lines = vec![session.position().to_fen()];
                    writeln!(out.stdout, "{}", to_line(&answer))?
                }
            },
            Ok(Some((name, Some(answer)))) => match args.format {
                Format::Text => {
                    for line in answer_lines(ctx.l10n, &ctx.lang, &session, &answer) {
                        writeln!(out.stdout, "{line}")?;
                    }
                    // The position reinstated after an illegal move, drawn (7.5.1), where the
                    // game goes on from it.
                    if let Answer::Illegal(illegal) = &answer
                        && let Some(drawing) = illegal.reinstated.as_ref().and_then(reinstated_drawing)
                    {
                        write!(out.stdout, "{drawing}")?;
                    }
                    writeln!(out.stdout)?;
                }
                Format::Json => {
                    writeln!(out.stdout, "{}", to_line(&json_answer(ctx, &session, input.number, name, &answer)))?
                }
            },
            Err(b) => {
                any_bad = true;
                write_bad(ctx, out, args.format, input.number, &b)?;
            }
        }
        out.stdout.flush()?;
    }
    if interactive {
        writeln!(out.stdout)?;
    }
    Ok(if any_bad { 2 } else { 0 })
}

/// The event a line names (`move`, `two-hands`, `claim`…), for the answer to a move that
/// does not fit the position of a game already over.
fn event_named(line: &str) -> &'static str {
    let word = if line.starts_with('{') {
        serde_json::from_str::<serde_json::Value>(line)
            .ok()
            .and_then(|v| v.get("event").and_then(|e| e.as_str()).map(str::to_owned))
    } else {
        line.split_whitespace().next().map(str::to_owned)
    };
    USAGE.iter().copied().find(|e| Some(*e) == word.as_deref()).unwrap_or("move")
}

/// A line that cannot be ruled on: `error: line 3: …` (and an empty line), or a JSON error.
fn write_bad(ctx: &Ctx, out: &mut Out, format: Format, number: usize, b: &Bad) -> io::Result<()> {
    match format {
        Format::Json => writeln!(out.stdout, "{}", to_line(&JsonError::said(ctx, b.kind, Some(number), &b.message)))?,
        Format::Text => {
            let msg = Message::new("cli-error-on-line")
                .arg("line", Arg::Number(number as i64))
                .arg("reason", Arg::Clause(Box::new(b.message.clone())));
            let line = ctx.tr(&Message::new("cli-error").arg("reason", Arg::Message(Box::new(msg))));
            writeln!(out.stdout, "{line}\n")?;
        }
    }
    out.stdout.flush()
}
