//! `arbiter perft`.

use std::io::{self, IsTerminal};

use clap::Args;

use serde::Serialize;

use super::json::{JsonError, to_line};
use super::{Ctx, Format, Out};
use crate::Position;
use crate::i18n::{Arg, Message};

#[derive(Args, Debug)]
pub(crate) struct PerftArgs {
    /// How many plies deep. A negative number is read as a value, not as an option, so
    /// that `perft -1` is told that it wants a number from zero (review 27a, G-6).
    #[arg(allow_negative_numbers = true)]
    depth: u32,
    /// The position (FEN); the initial position when omitted.
    #[arg(long)]
    fen: Option<String>,
    /// Print each legal move with its own count first.
    #[arg(long)]
    divide: bool,
    /// Accept positions that cannot arise in a game (Article 3.10.3).
    #[arg(long)]
    lenient: bool,
    /// `text`: the node count on the last line; `json`: one object,
    /// `{"fen": …, "depth": …, "nodes": …, "divide": [{"move": …, "nodes": …}] | null}`.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// A perft result in JSON (`docs/schema/perft.json`).
#[derive(Serialize)]
struct JsonPerft {
    fen: String,
    depth: u32,
    nodes: u64,
    divide: Option<Vec<JsonDivide>>,
}

#[derive(Serialize)]
struct JsonDivide {
    #[serde(rename = "move")]
    mv: String,
    nodes: u64,
}

pub(crate) fn run(ctx: &Ctx, args: PerftArgs, out: &mut Out) -> io::Result<i32> {
    let pos = match &args.fen {
        None => Position::new(),
        Some(fen) => match super::moves::load(fen, args.lenient) {
            Ok(pos) => pos,
            Err(e) if args.format == Format::Json => {
                let message = super::moves::load_error_message(&e);
                let error = JsonError::said(ctx, super::moves::error_kind(&e), None, &message);
                writeln!(out.stdout, "{}", to_line(&error))?;
                return Ok(2);
            }
            Err(e) => {
                out.error(ctx, super::moves::load_error_message(&e))?;
                return Ok(2);
            }
        },
    };
    if args.depth > crate::MAX_PERFT_DEPTH {
        let msg = Message::new("perft-error-depth")
            .arg("depth", Arg::Number(i64::from(args.depth)))
            .arg("limit", Arg::Number(i64::from(crate::MAX_PERFT_DEPTH)));
        if args.format == Format::Json {
            writeln!(out.stdout, "{}", to_line(&JsonError::said(ctx, "depth", None, &msg)))?;
        } else {
            out.error(ctx, msg)?;
        }
        return Ok(2);
    }
    let json = args.format == Format::Json;
    let mut divide = Vec::new();
    // Progress on a terminal for long runs: one step per move at the root.
    let progress = std::io::stderr().is_terminal() && args.depth >= 6;
    let moves = if args.depth == 0 { crate::MoveList::new() } else { pos.legal_moves() };
    let mut total = if args.depth == 0 { 1 } else { 0u64 };
    for (i, &m) in moves.iter().enumerate() {
        if progress {
            eprint!("\r{}/{} {}   ", i + 1, moves.len(), m.uci());
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        let n = next.perft(args.depth - 1);
        total += n;
        if args.divide && json {
            divide.push(JsonDivide { mv: m.uci(), nodes: n });
        } else if args.divide {
            writeln!(out.stdout, "{}: {n}", m.uci())?;
        }
    }
    if progress {
        eprint!("\r{:30}\r", "");
    }
    if json {
        let fen = pos.to_fen();
        let divide = args.divide.then_some(divide);
        writeln!(out.stdout, "{}", to_line(&JsonPerft { fen, depth: args.depth, nodes: total, divide }))?;
    } else {
        writeln!(out.stdout, "{total}")?;
    }
    Ok(0)
}
