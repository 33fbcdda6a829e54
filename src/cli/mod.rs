//! The `arbiter` command line. Its outputs are a public interface (DESIGN.md, "Command-line
//! contract"): tools parse them.
//!
//! Exit codes: 0 success (a legal move), 1 an illegal move or a failed check, 2 bad input
//! (a malformed FEN, move, file or option).

mod conformance;
mod engine;
mod explain;
mod moves;
mod output;
mod perft;
mod quote;
mod replay;
mod show;

use std::ffi::OsString;
use std::io::Write;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::Edition;
use crate::i18n::{Lang, Localizer, Message};

pub(crate) use output::Out;

const AFTER_HELP: &str = "\
Examples:
  arbiter moves --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  arbiter perft 5
  arbiter explain --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Nc3
  arbiter explain --lang ru --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Кc3

Exit codes: 0 success or a legal move, 1 an illegal move, 2 bad input.
The language is --lang, else the environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English.";

/// arbiter — the FIDE Laws of Chess as code.
///
/// Knows not only whether a move is legal but why, in your language, citing the article.
#[derive(Parser, Debug)]
#[command(name = "arbiter", version, about, long_about, after_help = AFTER_HELP)]
pub struct Cli {
    /// Language of messages: `en`, `ru` (or a full locale like `ru-RU`). Defaults to the
    /// environment's locale, then English. For `conformance` it also chooses which
    /// scenarios run: `en`, `ru`, or `all` (both; messages then follow the environment).
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the legal moves of a position (Article 3.10.1).
    ///
    /// With --fen: one move per line, in UCI (`e2e4`, `e7e8q`, castling `e1g1`) or SAN.
    /// Without --fen: reads FENs from standard input, one per line, and prints one line per
    /// FEN — its legal moves in UCI, sorted, separated by spaces (an empty line when there
    /// are none). A line that cannot be read prints `error: …` instead; the exit code is
    /// then 2, after every line has been answered.
    #[command(
        after_help = "Examples:\n  arbiter moves --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' --notation san\n  \
        arbiter moves --lang ru --notation san --fen '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'\n  \
        printf '%s\\n' '8/8/8/8/8/8/8/K6k w - - 0 1' | arbiter moves"
    )]
    Moves(moves::MovesArgs),

    /// Count the leaf nodes of the legal-move tree DEPTH plies deep (perft).
    ///
    /// The last line of output is the node count alone. With --divide, one line per legal
    /// move first: `e2e4: 20`.
    #[command(after_help = "Examples:\n  arbiter perft 5\n  arbiter perft 3 --divide \
        --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'")]
    Perft(perft::PerftArgs),

    /// Rule on one move: legal, or illegal with every reason and the article it breaks.
    ///
    /// MOVE is UCI (`e2e4`, `e7e8q`), SAN (`Nf3`, `O-O`, `exd6`), long algebraic
    /// (`Ng1-f3`), or, under --lang ru, Russian SAN (`Кf3`, `Крe2`, `0-0`). Exit code 0
    /// for a legal move, 1 for an illegal one, 2 for bad input. With --batch, reads JSON
    /// lines `{"fen": …, "move": …}` from standard input and writes one JSON ruling per
    /// line (a bad line gets `{"error": …}` and the rest go on; exit code 2 if any line
    /// was bad).
    #[command(
        after_help = "Examples:\n  arbiter explain --fen 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1' --move O-O\n  \
        arbiter explain --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move e2c3 --format json\n  \
        arbiter explain --edition 2009 --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Nc3\n  \
        echo '{\"fen\": \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\", \"move\": \"O-O\"}' | arbiter explain --batch"
    )]
    Explain(explain::ExplainArgs),

    /// Print an article of the Laws: the official words where arbiter has them (labelled
    /// with edition and language), our own summary otherwise (labelled as such).
    ///
    /// With --edition 2009, old labels are accepted (`3.8 a ii`, `4.3 c`) and the 2009
    /// number is shown beside the 2023 one. Sub-articles are included unless --only.
    #[command(after_help = "Examples:\n  arbiter quote 3.8.2\n  arbiter quote 3.9.2 --lang ru\n  \
        arbiter quote '3.8 a ii (2)' --edition 2009\n  arbiter quote 4.4 --format markdown")]
    Quote(quote::QuoteArgs),

    /// Run the executable rulebook — Gherkin scenarios in English and Russian that cite the
    /// articles — against the engine, and report article by article.
    ///
    /// Here --lang selects the scenarios' language: `en`, `ru` or `all` (the default, both).
    /// Exit code 1 if any scenario fails, a step is undefined, or a citation is wrong.
    #[command(after_help = "Examples:\n  arbiter conformance\n  arbiter conformance --lang ru --format markdown\n  \
        arbiter conformance --tags '@article-3.8.2' --format json\n  arbiter conformance --features my-features/")]
    Conformance(conformance::ConformanceArgs),

    /// Engines: arbiter speaking the engine protocol (`serve`), and perft suites run
    /// against another engine, JSON-lines or UCI (`perft`). See docs/engine-protocol.md.
    #[command(after_help = "Examples:\n  arbiter engine serve\n  \
        arbiter engine perft --engine-uci stockfish tests/data/standard.perft")]
    Engine(engine::EngineArgs),

    /// Draw a position: Lasker's 1915 diagrams, Unicode figurines or ASCII, optionally with
    /// the squares one piece can move to marked `*`.
    #[command(
        after_help = "Examples:\n  arbiter show --fen '8/8/8/8/4N3/8/8/8 w - - 0 1' --reach e4 --style lasker\n  \
        arbiter show --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'"
    )]
    Show(show::ShowArgs),

    /// Check PGN games move by move: the first illegal move with its full ruling, how the
    /// game ended on the board (checkmate, stalemate, dead position, fivefold repetition,
    /// seventy-five moves) and the draws that became claimable (threefold repetition,
    /// fifty moves), each with its article.
    ///
    /// `ply` counts half-moves from the game's start position, the first move being ply 1.
    /// Exit code 0 when every game was read and legal, 1 if a game has an illegal move, 2 if
    /// a game could not be read.
    #[command(after_help = "Examples:\n  arbiter replay games.pgn\n  arbiter replay --format json games.pgn\n  \
        cat games.pgn | arbiter replay -\n  arbiter replay --lang ru партии.pgn")]
    Replay(replay::ReplayArgs),
}

/// Output formats shared by several commands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// For people, in the chosen language.
    Text,
    /// For tools: the JSON of DESIGN.md.
    Json,
}

/// Options every command that cites articles takes.
#[derive(Args, Debug, Clone)]
pub(crate) struct EditionArg {
    /// Which edition's article numbers to cite: 2023 (default) or 2009.
    #[arg(long, default_value = "2023", value_parser = parse_edition)]
    pub edition: Edition,
}

fn parse_edition(s: &str) -> Result<Edition, String> {
    s.parse()
}

/// Everything a command needs to print in the user's language.
pub(crate) struct Ctx {
    pub l10n: &'static Localizer,
    pub lang: Lang,
}

impl Ctx {
    pub fn tr(&self, msg: &Message) -> String {
        self.l10n.format(&self.lang, msg)
    }
}

/// The language asked for on a command line clap could not read: `--lang X` or
/// `--lang=X`, else the environment's.
fn lang_of_raw_args(l10n: &Localizer, args: &[OsString]) -> Lang {
    let args: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let wanted = args.iter().enumerate().find_map(|(i, a)| match a.strip_prefix("--lang=") {
        Some(v) => Some(v.to_owned()),
        None => (a == "--lang").then(|| args.get(i + 1).cloned()).flatten(),
    });
    wanted.and_then(|w| l10n.negotiate(&[w])).unwrap_or_else(|| l10n.from_env())
}

/// A command line that does not parse: help and version go out as clap writes them; an
/// error is said in the user's language, exit code 2.
fn usage_error(e: &clap::Error, args: &[OsString], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if !e.use_stderr() || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let text = e.render().ansi().to_string();
        let _ = if e.use_stderr() { write!(stderr, "{text}") } else { write!(stdout, "{text}") };
        return if e.use_stderr() { 2 } else { 0 };
    }
    let l10n = Localizer::global();
    let lang = lang_of_raw_args(l10n, args);
    let context = |kind: ContextKind| -> String {
        match e.get(kind) {
            Some(ContextValue::String(s)) => s.clone(),
            Some(ContextValue::Strings(list)) => list.join(", "),
            Some(other) => other.to_string(),
            None => String::new(),
        }
    };
    let text = |s: String| crate::i18n::Arg::Text(s);
    let reason = match e.kind() {
        ErrorKind::UnknownArgument => {
            Message::new("cli-usage-unknown-argument").arg("arg", text(context(ContextKind::InvalidArg)))
        }
        ErrorKind::InvalidSubcommand => {
            Message::new("cli-usage-unknown-command").arg("command", text(context(ContextKind::InvalidSubcommand)))
        }
        ErrorKind::MissingRequiredArgument => {
            Message::new("cli-usage-missing-argument").arg("arg", text(context(ContextKind::InvalidArg)))
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => Message::new("cli-usage-invalid-value")
            .arg("arg", text(context(ContextKind::InvalidArg)))
            .arg("value", text(context(ContextKind::InvalidValue))),
        ErrorKind::ArgumentConflict => Message::new("cli-usage-conflict")
            .arg("arg", text(context(ContextKind::InvalidArg)))
            .arg("other", text(context(ContextKind::PriorArg))),
        _ => {
            let rendered = e.render().to_string();
            let first = rendered.lines().next().unwrap_or("").trim_start_matches("error: ").to_owned();
            Message::new("cli-usage-other").arg("detail", text(first))
        }
    };
    let line =
        l10n.format(&lang, &Message::new("cli-error").arg("reason", crate::i18n::Arg::Message(Box::new(reason))));
    let _ = writeln!(stderr, "{line}");
    let _ = writeln!(stderr, "{}", l10n.format(&lang, &Message::new("cli-usage-hint")));
    2
}

/// Runs the command line; returns the exit code.
pub fn main() -> i32 {
    run(std::env::args_os(), &mut std::io::stdin().lock(), &mut std::io::stdout().lock(), &mut std::io::stderr())
}

/// Runs the command line on given arguments and streams (for tests and embedding).
pub fn run(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    stdin: &mut dyn std::io::BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e, &args, stdout, stderr),
    };
    let l10n = Localizer::global();
    let is_conformance = matches!(cli.command, Command::Conformance(_));
    let lang = match &cli.lang {
        None => l10n.from_env(),
        Some(all) if is_conformance && all == "all" => l10n.from_env(),
        Some(wanted) => match l10n.negotiate(&[wanted.as_str()]) {
            Some(lang) => lang,
            None => {
                let en = l10n.english();
                let msg = Message::new("cli-error-unknown-lang")
                    .arg("lang", crate::i18n::Arg::Text(wanted.clone()))
                    .arg("available", crate::i18n::Arg::Text(l10n.available().join(", ")));
                let _ = writeln!(
                    stderr,
                    "{}",
                    l10n.format(
                        &en,
                        &Message::new("cli-error").arg("reason", crate::i18n::Arg::Message(Box::new(msg)))
                    )
                );
                return 2;
            }
        },
    };
    let ctx = Ctx { l10n, lang };
    let mut out = Out { stdout, stderr };
    let result = match cli.command {
        Command::Moves(args) => moves::run(&ctx, args, stdin, &mut out),
        Command::Perft(args) => perft::run(&ctx, args, &mut out),
        Command::Explain(args) => explain::run(&ctx, args, stdin, &mut out),
        Command::Quote(args) => quote::run(&ctx, args, &mut out),
        Command::Show(args) => show::run(&ctx, args, &mut out),
        Command::Replay(args) => replay::run(&ctx, args, stdin, &mut out),
        Command::Conformance(args) => {
            let langs = conformance::feature_langs(cli.lang.as_deref());
            conformance::run(&ctx, args, langs, &mut out)
        }
        Command::Engine(args) => engine::run(&ctx, args, stdin, &mut out),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            // Writing failed (a closed pipe): nothing more can be said on stdout.
            if e.kind() != std::io::ErrorKind::BrokenPipe {
                let _ = writeln!(out.stderr, "arbiter: {e}");
            }
            2
        }
    }
}
