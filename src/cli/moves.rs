//! `arbiter moves`.

use std::io::{self, BufRead};

use clap::{Args, ValueEnum};

use serde::Serialize;

use super::json::{JsonError, to_line};
use super::lines::Answer;
use super::{Ctx, Format, Out};
use crate::i18n::{Arg, Localize, Message};
use crate::notation::San;
use crate::{Position, PositionError, Validation};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Notation {
    /// `e2e4`, `e7e8q`, castling `e1g1`.
    Uci,
    /// Standard algebraic notation in the chosen language's letters (`Nf3`; `Кf3` under
    /// --lang ru).
    San,
}

#[derive(Args, Debug)]
pub(crate) struct MovesArgs {
    /// The position (FEN). Without it, FENs are read from standard input, one per line.
    #[arg(long)]
    fen: Option<String>,
    /// How to write the moves of a single --fen.
    #[arg(long, value_enum, default_value = "uci")]
    notation: Notation,
    /// Accept positions that cannot arise in a game (Article 3.10.3): a lone piece, no
    /// kings, pawns on the last rank. Without it such a FEN is refused with its reasons.
    #[arg(long)]
    lenient: bool,
    /// `text` for people; `json` for tools: one object per position,
    /// `{"fen": …, "moves": [{"uci": "e2e4", "san": "e4"}, …]}` (SAN in English letters),
    /// or `{"error": …}`.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// The legal moves of a position in JSON (`docs/schema/moves.json`); `arbiter serve`'s
/// `/api/moves` answers the same.
#[derive(Serialize, Debug)]
pub(crate) struct JsonMoves {
    fen: String,
    moves: Vec<JsonMove>,
}

/// One legal move: UCI and SAN in English letters (`docs/schema/moves.json#/$defs/move`).
#[derive(Serialize, Debug)]
pub(crate) struct JsonMove {
    uci: String,
    san: String,
}

/// The legal moves of `pos`, sorted by UCI.
pub(crate) fn legal_moves(pos: &Position) -> Vec<JsonMove> {
    let english = crate::notation::Alphabet::english();
    let mut moves: Vec<JsonMove> = pos
        .legal_moves()
        .iter()
        .map(|&m| JsonMove { uci: m.uci(), san: San::from_move(pos, m).write(&english) })
        .collect();
    moves.sort_by(|a, b| a.uci.cmp(&b.uci));
    moves
}

/// `moves --format json` of one position.
pub(crate) fn json_moves(fen: &str, pos: &Position) -> JsonMoves {
    JsonMoves { fen: fen.trim().to_owned(), moves: legal_moves(pos) }
}

/// A JSON error of `kind`, with the line number in stream modes.
fn json_error(ctx: &Ctx, kind: &'static str, line: Option<usize>, reason: &Message) -> String {
    to_line(&JsonError::said(ctx, kind, line, reason))
}

/// The JSON kind of a position that cannot be loaded.
pub(crate) fn error_kind(e: &PositionError) -> &'static str {
    match e {
        PositionError::Fen(_) => "fen",
        PositionError::Illegal(_) => "position",
    }
}

/// An illegal position's message, with how to examine it all the same (`--lenient`), for the
/// commands that have the flag (review 32a, G-23).
pub(crate) fn with_lenient_hint(error: Message) -> Message {
    Message::new("cli-error-lenient-hint").arg("error", Arg::Message(Box::new(error)))
}

/// [`PositionError::message`], with the `--lenient` hint when the position is illegal.
pub(crate) fn load_error_message(e: &PositionError) -> Message {
    match e {
        PositionError::Illegal(_) => with_lenient_hint(e.message()),
        PositionError::Fen(_) => e.message(),
    }
}

pub(crate) fn load(fen: &str, lenient: bool) -> Result<Position, PositionError> {
    let validation = if lenient { Validation::Lenient } else { Validation::Strict };
    Position::from_setup(crate::Setup::from_fen(fen.trim())?, validation)
}

pub(crate) fn run(ctx: &Ctx, args: MovesArgs, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    // Without --fen every line is answered in UCI (the contract of docs/cli.md): a notation
    // asked for would be ignored, so it is said (review 32a, G-24).
    if args.fen.is_none() && args.notation == Notation::San {
        return super::only_with(ctx, out, "--notation san", "--fen");
    }
    if let Some(fen) = &args.fen {
        let pos = match load(fen, args.lenient) {
            Ok(pos) => pos,
            Err(e) if args.format == Format::Json => {
                writeln!(out.stdout, "{}", json_error(ctx, error_kind(&e), None, &load_error_message(&e)))?;
                return Ok(2);
            }
            Err(e) => {
                out.error(ctx, load_error_message(&e))?;
                return Ok(2);
            }
        };
        if args.format == Format::Json {
            writeln!(out.stdout, "{}", to_line(&json_moves(fen, &pos)))?;
            return Ok(0);
        }
        let alphabet = ctx.l10n.alphabet(&ctx.lang);
        let mut lines: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|&m| match args.notation {
                Notation::Uci => m.uci(),
                Notation::San => San::from_move(&pos, m).write(&alphabet),
            })
            .collect();
        lines.sort();
        for line in lines {
            writeln!(out.stdout, "{line}")?;
        }
        return Ok(0);
    }

    // One FEN per line on stdin, one answer line each (the stream rules of `lines`).
    let any_bad = super::lines::answer_lines(stdin, out.stdout, |input| {
        let pos = match &input.text {
            Ok(text) => load(text, args.lenient).map(|p| (text, p)).map_err(|e| (error_kind(&e), e.message())),
            Err(e) => Err((e.kind(), e.message())),
        };
        match pos {
            Ok((text, pos)) if args.format == Format::Json => {
                Answer { line: to_line(&json_moves(text, &pos)), bad: false }
            }
            Err((kind, reason)) if args.format == Format::Json => {
                Answer { line: json_error(ctx, kind, Some(input.number), &reason), bad: true }
            }
            Ok((_, pos)) => {
                let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
                moves.sort();
                Answer { line: moves.join(" "), bad: false }
            }
            Err((_, reason)) => {
                let msg = Message::new("cli-error-on-line")
                    .arg("line", Arg::Number(input.number as i64))
                    .arg("reason", Arg::Clause(Box::new(reason)));
                // «ошибка: строка 3: …» under --lang ru, as the help promises.
                let line = ctx.tr(&Message::new("cli-error").arg("reason", Arg::Message(Box::new(msg))));
                Answer { line, bad: true }
            }
        }
    })?;
    Ok(if any_bad { 2 } else { 0 })
}
