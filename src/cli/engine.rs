//! `arbiter engine`: arbiter as an engine of its own protocol (`serve`), and perft suites
//! run against another engine (`perft`).

use std::io;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Subcommand};

use super::{Ctx, Out};
use crate::engines::perft::{self, Verdict};
use crate::engines::{Engine, EngineSpec, Protocol};
use crate::i18n::{Arg, Localize, Message};

#[derive(Args, Debug)]
pub(crate) struct EngineArgs {
    #[command(subcommand)]
    command: EngineCommand,
}

#[derive(Subcommand, Debug)]
enum EngineCommand {
    /// Answer the engine protocol (docs/engine-protocol.md) on standard input and output:
    /// arbiter as a reference engine, one JSON answer per JSON request line.
    #[command(
        after_help = "Examples:\n  echo '{\"id\":0,\"type\":\"hello\",\"protocol\":1}' | arbiter engine serve\n  \
        arbiter conformance --engine 'arbiter engine serve'"
    )]
    Serve,

    /// Run perft suites (tests/data/*.perft) against an engine. Where a count differs,
    /// walk the divide tree down to the first position whose legal moves differ, and print
    /// that position with both move lists. Exit code 1 if any count differs.
    #[command(after_help = "Examples:\n  arbiter engine perft --engine-uci stockfish tests/data/standard.perft\n  \
        arbiter engine perft --engine 'python3 adapters/python-chess.py' --max-nodes 100000 tests/data/tricky.perft")]
    Perft(PerftArgs),
}

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("engine-to-run").required(true).args(["engine", "engine_uci"])))]
struct PerftArgs {
    /// A JSON-lines engine (its shell command).
    #[arg(long, value_name = "CMD")]
    engine: Option<String>,
    /// A UCI engine (its shell command).
    #[arg(long, value_name = "CMD")]
    engine_uci: Option<String>,
    /// Skip the cases whose count in the suite exceeds N nodes.
    #[arg(long, value_name = "N", default_value = "1000000", allow_negative_numbers = true)]
    max_nodes: u64,
    /// Seconds the engine has for each request.
    #[arg(long, value_name = "SECONDS", default_value = "60")]
    engine_timeout: f64,
    /// The suites (`fen …` / `perft DEPTH NODES` lines).
    #[arg(value_name = "SUITE", required = true)]
    suites: Vec<PathBuf>,
}

pub(crate) fn run(ctx: &Ctx, args: EngineArgs, stdin: &mut dyn io::BufRead, out: &mut Out) -> io::Result<i32> {
    match args.command {
        EngineCommand::Serve => {
            crate::engines::serve::serve(stdin, &mut *out.stdout)?;
            Ok(0)
        }
        EngineCommand::Perft(args) => perft_run(ctx, args, out),
    }
}

fn text(s: impl Into<String>) -> Arg {
    Arg::Text(s.into())
}

fn perft_run(ctx: &Ctx, args: PerftArgs, out: &mut Out) -> io::Result<i32> {
    let mut cases = Vec::new();
    for path in &args.suites {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let body = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                let msg = Message::new("cli-error-io")
                    .arg("path", text(path.display().to_string()))
                    .arg("reason", Arg::Message(Box::new(e.message())));
                out.error(ctx, msg)?;
                return Ok(2);
            }
        };
        match perft::read_suite(&name, &body) {
            Ok(c) => cases.extend(c),
            Err(why) => {
                out.error(
                    ctx,
                    Message::new("engine-perft-error-suite").arg("reason", Arg::Message(Box::new(why.message()))),
                )?;
                return Ok(2);
            }
        }
    }
    let spec = match (&args.engine, &args.engine_uci) {
        (Some(c), _) => EngineSpec { command: c.clone(), protocol: Protocol::JsonLines },
        (None, Some(c)) => EngineSpec { command: c.clone(), protocol: Protocol::Uci },
        (None, None) => return Ok(2),
    };
    let timeout = Duration::from_secs_f64(args.engine_timeout.clamp(0.001, 86_400.0));
    let engine = match Engine::start(&spec, timeout) {
        Ok(e) => e,
        Err(e) => {
            let msg = Message::new("conformance-error-engine")
                .arg("command", text(spec.command.clone()))
                .arg("reason", Arg::Message(Box::new(e.message())));
            out.error(ctx, msg)?;
            return Ok(2);
        }
    };
    let (mut agreed, mut differed, mut skipped) = (0i64, 0i64, 0i64);
    for case in &cases {
        if case.nodes > args.max_nodes {
            skipped += 1;
            continue;
        }
        let head = format!("{} perft {} {}", case.source, case.depth, case.fen);
        match perft::run_case(&engine, case) {
            Ok(Verdict::Agrees { nodes }) => {
                agreed += 1;
                let msg = Message::new("engine-perft-agrees").arg("nodes", Arg::Number(nodes as i64));
                writeln!(out.stdout, "{head}: {}", ctx.tr(&msg))?;
            }
            Ok(Verdict::Differs { engine: got, divergence }) => {
                differed += 1;
                let msg = Message::new("engine-perft-differs")
                    .arg("engine", Arg::Number(got as i64))
                    .arg("laws", Arg::Number(case.nodes as i64));
                writeln!(out.stdout, "{head}: {}", ctx.tr(&msg))?;
                if let Some(d) = divergence {
                    // Each list with its length: a message says an empty one in words
                    // («это позиция из набора»), and the lines of moves missing or extra
                    // are left out when there are none.
                    let line = |id: &'static str, moves: &[String]| {
                        Message::new(id)
                            .arg("value", text(moves.join(" ")))
                            .arg("count", Arg::Number(moves.len() as i64))
                    };
                    let mut lines = vec![
                        Message::new("engine-perft-position").arg("value", text(d.fen.clone())),
                        line("engine-perft-line", &d.line.moves),
                        line("engine-perft-laws-moves", &d.laws),
                        line("engine-perft-engine-moves", &d.engine),
                    ];
                    for (id, moves) in [("engine-perft-missing", d.missing()), ("engine-perft-extra", d.extra())] {
                        if !moves.is_empty() {
                            lines.push(Message::new(id).arg("value", text(moves.join(" "))));
                        }
                    }
                    for msg in lines {
                        writeln!(out.stdout, "    {}", ctx.tr(&msg))?;
                    }
                }
            }
            Err(e) => {
                differed += 1;
                let msg = Message::new("engine-perft-failed").arg("reason", Arg::Message(Box::new(e.message())));
                writeln!(out.stdout, "{head}: {}", ctx.tr(&msg))?;
            }
        }
    }
    let summary = Message::new("engine-perft-summary")
        .arg("agreed", Arg::Number(agreed))
        .arg("differed", Arg::Number(differed))
        .arg("skipped", Arg::Number(skipped));
    writeln!(out.stdout, "{}", ctx.tr(&summary))?;
    Ok(if differed > 0 { 1 } else { 0 })
}
