//! `arbiter moves`.

use std::io::{self, BufRead};

use clap::{Args, ValueEnum};

use super::lines::Answer;
use super::{Ctx, Out};
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
}

pub(crate) fn load(fen: &str, lenient: bool) -> Result<Position, PositionError> {
    let validation = if lenient { Validation::Lenient } else { Validation::Strict };
    Position::from_setup(crate::Setup::from_fen(fen.trim())?, validation)
}

pub(crate) fn run(ctx: &Ctx, args: MovesArgs, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    if let Some(fen) = &args.fen {
        let pos = match load(fen, args.lenient) {
            Ok(pos) => pos,
            Err(e) => {
                out.error_of(ctx, &e)?;
                return Ok(2);
            }
        };
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
            Ok(text) => load(text, args.lenient).map_err(|e| e.message()),
            Err(e) => Err(e.message()),
        };
        match pos {
            Ok(pos) => {
                let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
                moves.sort();
                Answer { line: moves.join(" "), bad: false }
            }
            Err(reason) => {
                let msg = Message::new("cli-error-on-line")
                    .arg("line", Arg::Number(input.number as i64))
                    .arg("reason", Arg::Message(Box::new(reason)));
                Answer { line: format!("error: {}", ctx.tr(&msg)), bad: true }
            }
        }
    })?;
    Ok(if any_bad { 2 } else { 0 })
}
