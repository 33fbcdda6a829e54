//! `arbiter perft`.

use std::io::{self, IsTerminal};

use clap::Args;

use super::{Ctx, Out};
use crate::Position;
use crate::i18n::{Arg, Message};

#[derive(Args, Debug)]
pub(crate) struct PerftArgs {
    /// How many plies deep.
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
}

pub(crate) fn run(ctx: &Ctx, args: PerftArgs, out: &mut Out) -> io::Result<i32> {
    let pos = match &args.fen {
        None => Position::new(),
        Some(fen) => match super::moves::load(fen, args.lenient) {
            Ok(pos) => pos,
            Err(e) => {
                out.error_of(ctx, &e)?;
                return Ok(2);
            }
        },
    };
    if args.depth > crate::MAX_PERFT_DEPTH {
        let msg = Message::new("perft-error-depth")
            .arg("depth", Arg::Number(i64::from(args.depth)))
            .arg("limit", Arg::Number(i64::from(crate::MAX_PERFT_DEPTH)));
        out.error(ctx, msg)?;
        return Ok(2);
    }
    if args.depth == 0 {
        writeln!(out.stdout, "1")?;
        return Ok(0);
    }
    // Progress on a terminal for long runs: one step per move at the root.
    let progress = std::io::stderr().is_terminal() && args.depth >= 6;
    let moves = pos.legal_moves();
    let mut total = 0u64;
    for (i, &m) in moves.iter().enumerate() {
        if progress {
            eprint!("\r{}/{} {}   ", i + 1, moves.len(), m.uci());
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        let n = next.perft(args.depth - 1);
        total += n;
        if args.divide {
            writeln!(out.stdout, "{}: {n}", m.uci())?;
        }
    }
    if progress {
        eprint!("\r{:30}\r", "");
    }
    writeln!(out.stdout, "{total}")?;
    Ok(0)
}
