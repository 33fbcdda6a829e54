//! The `arbiter` command line. Its outputs are a public interface (`docs/cli.md`, with the
//! JSON schemas in `docs/schema/`): tools parse them.
//!
//! Exit codes: 0 success (a legal move), 1 an illegal move or a failed check, 2 bad input
//! (a malformed FEN, move, file or option).

mod book;
mod conformance;
mod engine;
pub(crate) mod explain;
mod help;
pub(crate) mod json;
mod lines;
pub(crate) mod moves;
mod output;
mod perft;
pub(crate) mod picture;
pub(crate) mod position;
pub(crate) mod quote;
mod replay;
mod serve;
pub(crate) mod session;
mod show;

use std::ffi::OsString;
use std::io::Write;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::Edition;
use crate::i18n::{Arg, Lang, Localizer, Message};

pub use help::{HelpId, help_ids};
pub(crate) use output::Out;

/// The command line. What `--help` shows for it — every summary, option, example and
/// heading — is in `locales/<locale>/help.ftl`, by ids derived from the command and option
/// names (`help-explain`, `help-explain-arg-fen`; see [`help_ids`]); the doc comments here
/// are notes for readers of the code.
#[derive(Parser, Debug)]
#[command(name = "arbiter", version)]
pub struct Cli {
    /// The language of messages (and, for `conformance`, of the scenarios run).
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// The legal moves of a position (Article 3.10.1), or of each FEN read from stdin.
    Moves(moves::MovesArgs),
    /// Perft: the leaf nodes of the legal-move tree.
    Perft(perft::PerftArgs),
    /// The ruling on one move (or on JSON lines with --batch).
    Explain(explain::ExplainArgs),
    /// An article's text, quoted or summarised, labelled.
    Quote(quote::QuoteArgs),
    /// The executable rulebook run against the engine, reported per article.
    Conformance(conformance::ConformanceArgs),
    /// A position drawn as Lasker's diagrams, figurines or ASCII.
    Show(show::ShowArgs),
    /// PGN games checked move by move.
    Replay(replay::ReplayArgs),
    /// The arbiter's session: a game followed event by event from stdin, each event
    /// answered with its ruling.
    Session(session::SessionArgs),
    /// The arbiter's questions about a position: check, the state of the game, whether
    /// each player can still checkmate, the draws that may be claimed, 3.10.3.
    Position(position::PositionArgs),

    /// The rulebook as a static HTML site, with every scenario drawn from a real run.
    Book(book::BookArgs),

    /// The local web service for teaching tools (endpoints: docs/serve.md).
    Serve(serve::ServeArgs),
    /// Engines: arbiter speaking the engine protocol, perft against another engine.
    Engine(engine::EngineArgs),
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
    /// The edition whose numbers are cited and whose rules apply.
    #[arg(long, default_value = "2023", value_parser = edition_parser())]
    pub edition: Edition,
}

/// `2023`, `2009`, `2005` (or a name: `current`, `seed`), listed in errors and `--help`.
fn edition_parser() -> impl clap::builder::TypedValueParser<Value = Edition> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(Edition::ALL.map(|e| PossibleValue::new(e.year()).aliases(e.aliases().iter().copied())))
        .map(|s| s.parse::<Edition>().unwrap_or_default())
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

/// The `--lang X` (or `--lang=X`) of a command line clap could not read, when no messages
/// exist in that language (`all` is `conformance`'s): the error said, in the environment's
/// language, and exit code 2.
fn unknown_lang(l10n: &Localizer, args: &[OsString], stderr: &mut dyn Write) -> Option<i32> {
    let args: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let wanted = args.iter().enumerate().find_map(|(i, a)| match a.strip_prefix("--lang=") {
        Some(v) => Some(v.to_owned()),
        None => (a == "--lang").then(|| args.get(i + 1).cloned()).flatten(),
    })?;
    if wanted == "all" || wanted.starts_with('-') || l10n.negotiate(&[&wanted]).is_some() {
        return None;
    }
    Some(unknown_lang_error(l10n, &l10n.from_env(), &wanted, stderr))
}

fn unknown_lang_error(l10n: &Localizer, lang: &Lang, wanted: &str, stderr: &mut dyn Write) -> i32 {
    let msg = Message::new("cli-error-unknown-lang")
        .arg("lang", Arg::Text(wanted.to_owned()))
        .arg("available", Arg::Text(l10n.languages().join(", ")));
    let _ =
        writeln!(stderr, "{}", l10n.format(lang, &Message::new("cli-error").arg("reason", Arg::Clause(Box::new(msg)))));
    2
}

/// Whether output may carry ANSI styles (bold headings in `--help`): only on a terminal,
/// and not when `NO_COLOR` is set.
#[derive(Copy, Clone, Debug, Default)]
struct Styling {
    stdout: bool,
    stderr: bool,
    /// Whether standard input and output are a terminal: `session` prompts.
    interactive: bool,
}

impl Styling {
    fn of_terminal() -> Styling {
        use std::io::IsTerminal;
        let allowed = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Styling {
            stdout: allowed && std::io::stdout().is_terminal(),
            stderr: allowed && std::io::stderr().is_terminal(),
            interactive: std::io::stdin().is_terminal() && std::io::stdout().is_terminal(),
        }
    }
}

/// The words after the command that are neither options nor their values (`3.8 b` in
/// `arbiter quote 3.8 b --edition 2009`).
fn bare_words_after_command(args: &[OsString]) -> Vec<String> {
    let words: Vec<String> = args.iter().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    let takes_value = |w: &str| {
        matches!(
            w,
            "--lang" | "--edition" | "--format" | "--fen" | "--move" | "--touch" | "--adjust" | "--features" | "--tags"
        )
    };
    let mut out = Vec::new();
    let mut seen_command = false;
    let mut i = 0;
    while i < words.len() {
        let w = &words[i];
        if takes_value(w) {
            i += 2;
            continue;
        }
        if !w.starts_with('-') {
            if seen_command {
                out.push(w.clone());
            }
            seen_command = true;
        }
        i += 1;
    }
    out
}

/// «For the commands, options and examples, try …»: the help of the command given, if it is
/// one, and with the `--lang` given, if any — else a reader who asked for Russian would be
/// sent to a help that comes out in the environment's English (review 32a, G-25).
fn usage_hint(args: &[OsString]) -> Message {
    let words: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let lang = words.iter().enumerate().find_map(|(i, a)| match a.strip_prefix("--lang=") {
        Some(v) => Some(v.to_owned()),
        None => (a == "--lang").then(|| words.get(i + 1).cloned()).flatten(),
    });
    let lang = lang.filter(|l| !l.is_empty() && !l.starts_with('-') && Localizer::global().negotiate(&[l]).is_some());
    let command =
        command_given(args).filter(|c| Cli::command().get_subcommands().any(|s| s.get_name() == c && c != "help"));
    Message::new("cli-usage-hint")
        .arg("lang", Arg::Text(lang.map(|l| format!(" --lang {l}")).unwrap_or_default()))
        .arg("command", Arg::Text(command.unwrap_or_else(|| "none".to_owned())))
}

/// The members of a required group as clap names it when none is given:
/// `<--engine <CMD>|--engine-uci <CMD>>` → `--engine <CMD>`, `--engine-uci <CMD>`.
fn group_members(missing: &str) -> Option<Vec<String>> {
    let inner = missing.strip_prefix('<')?.strip_suffix('>')?;
    inner.contains('|').then(|| inner.split('|').map(str::to_owned).collect())
}

/// A command line that does not parse: help and version go out as clap writes them (in the
/// user's language: see `help.rs`); an error is said in the user's language, exit code 2.
fn usage_error(
    e: &clap::Error,
    lang: &Lang,
    styling: Styling,
    args: &[OsString],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    // A command that needs a subcommand, given without one (`arbiter engine`): an error that
    // names the subcommands, like any other mistake, not the help alone with exit code 2
    // (review 32a, G-14).
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        && let Some(command) = command_given(args)
        && let Some(sub) = Cli::command().find_subcommand(&command).cloned()
        && sub.has_subcommands()
    {
        let l10n = Localizer::global();
        let names: Vec<String> =
            sub.get_subcommands().filter(|s| !s.is_hide_set()).map(|s| s.get_name().to_owned()).collect();
        let msg = Message::new("cli-usage-missing-subcommand")
            .arg("commands", Arg::Text(l10n.join_or(lang, names, &mut Vec::new())));
        let _ = writeln!(
            stderr,
            "{}",
            l10n.format(lang, &Message::new("cli-error").arg("reason", Arg::Clause(Box::new(msg))))
        );
        let _ = writeln!(stderr, "{}", l10n.format(lang, &usage_hint(args)));
        return 2;
    }
    if !e.use_stderr() || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let rendered = e.render();
        let styled = if e.use_stderr() { styling.stderr } else { styling.stdout };
        let text = if styled { rendered.ansi().to_string() } else { rendered.to_string() };
        let _ = if e.use_stderr() { write!(stderr, "{text}") } else { write!(stdout, "{text}") };
        return if e.use_stderr() { 2 } else { 0 };
    }
    let l10n = Localizer::global();
    let strings = |kind: ContextKind| -> Vec<String> {
        match e.get(kind) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(list)) => list.clone(),
            Some(ContextValue::StyledStr(s)) => vec![s.to_string()],
            Some(ContextValue::StyledStrs(list)) => list.iter().map(ToString::to_string).collect(),
            Some(ContextValue::Number(n)) => vec![n.to_string()],
            Some(ContextValue::Bool(b)) => vec![b.to_string()],
            Some(ContextValue::None) | None => Vec::new(),
            Some(other) => vec![other.to_string()],
        }
    };
    let text = |kind: ContextKind| Arg::Text(strings(kind).join(", "));
    let number = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::Number(n)) => Arg::Number(*n as i64),
        _ => Arg::Number(0),
    };
    // The values an option takes: one of them is chosen («text, json, svg или html»).
    let choices = |kind: ContextKind| Arg::Text(l10n.join_or(lang, strings(kind), &mut Vec::new()));
    let reason = match e.kind() {
        // A word that is no option is a stray argument, not an unknown option: «3.8 a ii»
        // typed without quotes (review 23a, G-9).
        ErrorKind::UnknownArgument if strings(ContextKind::InvalidArg).iter().all(|a| !a.starts_with('-')) => {
            // For `quote`, the number as typed, ready to paste in quotes (review 32a, G-30); for
            // `explain`, where the move goes (G-15).
            let command = command_given(args);
            let keyword = match command.as_deref() {
                Some("quote") => "quote",
                Some("explain") => "explain",
                _ => "other",
            };
            Message::new("cli-usage-unexpected-argument")
                .arg("arg", text(ContextKind::InvalidArg))
                .arg("command", Arg::Keyword(keyword))
                .arg("quoted", Arg::Text(bare_words_after_command(args).join(" ")))
        }
        ErrorKind::UnknownArgument => {
            Message::new("cli-usage-unknown-argument").arg("arg", text(ContextKind::InvalidArg))
        }
        ErrorKind::InvalidSubcommand => {
            Message::new("cli-usage-unknown-command").arg("command", text(ContextKind::InvalidSubcommand))
        }
        // An option given without the one it works with (`--illegal-before` without
        // `--completed`): name the option given, not only the one missing.
        ErrorKind::MissingRequiredArgument if !dependents_given(&strings(ContextKind::InvalidArg), args).is_empty() => {
            let given = dependents_given(&strings(ContextKind::InvalidArg), args);
            let count = given.len() as i64;
            Message::new("cli-usage-requires")
                .arg("args", Arg::Text(l10n.join(lang, given, &mut Vec::new())))
                .arg("count", Arg::Number(count))
                .arg("needs", text(ContextKind::InvalidArg))
        }
        ErrorKind::MissingRequiredArgument => {
            // clap writes a repeated argument `<SUITE>...`: the ellipsis is one character.
            let missing: Vec<String> = strings(ContextKind::InvalidArg).iter().map(|m| m.replace("...", "…")).collect();
            // A required group — `engine perft` takes a JSON-lines engine or a UCI one —
            // comes as `<A|B>`: its members are named, joined by «или» (review 19a, A-11).
            let item = |m: &String| match group_members(m) {
                Some(members) => l10n.join_or(lang, members, &mut Vec::new()),
                None => m.clone(),
            };
            // `<СТАТЬЯ>` is an argument, not an option: «нужно указать <СТАТЬЯ>».
            let is_positional = |a: &String| !a.starts_with('-') && group_members(a).is_none();
            let (arguments, options): (Vec<&String>, Vec<&String>) = missing.iter().partition(|a| is_positional(a));
            if !arguments.is_empty() && !options.is_empty() {
                // Options and arguments both missing (`engine perft`): said apart, so that
                // «A или B и C» cannot read as «A, or B and C» (review 32a, G-13).
                let options: Vec<String> = options.into_iter().map(item).collect();
                let arguments: Vec<String> = arguments.into_iter().map(item).collect();
                Message::new("cli-usage-missing-options-and-arguments")
                    .arg("options-count", Arg::Number(options.len() as i64))
                    .arg("options", Arg::Text(l10n.join(lang, options, &mut Vec::new())))
                    .arg("arguments-count", Arg::Number(arguments.len() as i64))
                    .arg("arguments", Arg::Text(l10n.join(lang, arguments, &mut Vec::new())))
            } else {
                let items: Vec<String> = missing.iter().map(item).collect();
                let count = items.len() as i64;
                let positional = missing.iter().all(is_positional);
                Message::new("cli-usage-missing-argument")
                    .arg("args", Arg::Text(l10n.join(lang, items, &mut Vec::new())))
                    .arg("count", Arg::Number(count))
                    .arg("positional", Arg::Keyword(if positional { "yes" } else { "no" }))
            }
        }
        // Bare `arbiter` has no command yet; `arbiter engine` needs one after it.
        ErrorKind::MissingSubcommand if no_command_given(args) => Message::new("cli-usage-no-command"),
        ErrorKind::MissingSubcommand => Message::new("cli-usage-missing-command"),
        ErrorKind::InvalidValue if strings(ContextKind::InvalidValue).iter().all(String::is_empty) => {
            match strings(ContextKind::ValidValue) {
                valid if valid.is_empty() => {
                    Message::new("cli-usage-missing-value").arg("arg", text(ContextKind::InvalidArg))
                }
                _ => Message::new("cli-usage-missing-value-choice")
                    .arg("arg", text(ContextKind::InvalidArg))
                    .arg("valid", choices(ContextKind::ValidValue)),
            }
        }
        ErrorKind::InvalidValue if e.get(ContextKind::ValidValue).is_some() => {
            Message::new("cli-usage-invalid-value-choice")
                .arg("arg", text(ContextKind::InvalidArg))
                .arg("value", text(ContextKind::InvalidValue))
                .arg("valid", choices(ContextKind::ValidValue))
        }
        // A whole number too large for its argument (`perft 99999999999999999999`): it is a
        // number, and a non-negative one — too large is what is wrong (review 27a, G-6).
        ErrorKind::ValueValidation
            if value_hint(&strings(ContextKind::InvalidArg)).is_none()
                && out_of_range(e, &strings(ContextKind::InvalidValue).join("")) == Some(true) =>
        {
            Message::new("cli-usage-number-too-large")
                .arg("arg", text(ContextKind::InvalidArg))
                .arg("value", text(ContextKind::InvalidValue))
        }
        // A number that is not one (`perft abc`), or a negative one (`perft -1`, which clap
        // reads as a number out of range): say what is expected.
        ErrorKind::ValueValidation
            if std::error::Error::source(&e).is_some_and(|s| s.is::<std::num::ParseIntError>())
                || (value_hint(&strings(ContextKind::InvalidArg)).is_none()
                    && out_of_range(e, &strings(ContextKind::InvalidValue).join("")) == Some(false)) =>
        {
            Message::new("cli-usage-not-a-number")
                .arg("arg", text(ContextKind::InvalidArg))
                .arg("value", text(ContextKind::InvalidValue))
        }
        // Options whose values are not a list clap knows say what they take (review 8, P-22).
        ErrorKind::InvalidValue | ErrorKind::ValueValidation
            if value_hint(&strings(ContextKind::InvalidArg)).is_some() =>
        {
            let hint = value_hint(&strings(ContextKind::InvalidArg)).unwrap_or_default();
            Message::new("cli-usage-invalid-value-hint")
                .arg("arg", text(ContextKind::InvalidArg))
                .arg("value", text(ContextKind::InvalidValue))
                .arg("hint", Arg::Message(Box::new(Message::new(hint))))
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => Message::new("cli-usage-invalid-value")
            .arg("arg", text(ContextKind::InvalidArg))
            .arg("value", text(ContextKind::InvalidValue)),
        ErrorKind::NoEquals => Message::new("cli-usage-no-equals").arg("arg", text(ContextKind::InvalidArg)),
        // A value given to a flag that takes none (`--lenient=yes`, review 32a, G-27).
        ErrorKind::TooManyValues if strings(ContextKind::InvalidArg).iter().all(|a| !a.contains('<')) => {
            Message::new("cli-usage-flag-value")
                .arg("arg", text(ContextKind::InvalidArg))
                .arg("value", text(ContextKind::InvalidValue))
        }
        ErrorKind::TooManyValues => Message::new("cli-usage-too-many-values")
            .arg("arg", text(ContextKind::InvalidArg))
            .arg("value", text(ContextKind::InvalidValue)),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => Message::new("cli-usage-number-of-values")
            .arg("arg", text(ContextKind::InvalidArg))
            .arg("expected", number(ContextKind::ExpectedNumValues))
            .arg("given", number(ContextKind::ActualNumValues)),
        // The same option twice (`--lang ru --lang en`) is not a conflict of two options.
        ErrorKind::ArgumentConflict if strings(ContextKind::InvalidArg) == strings(ContextKind::PriorArg) => {
            let given = strings(ContextKind::InvalidArg).join(", ");
            let option = given.split(' ').next().unwrap_or_default().to_owned();
            Message::new("cli-usage-repeated").arg("arg", Arg::Text(option))
        }
        // An argument named by what it is («номер статьи»), not by clap's placeholder
        // («[СТАТЬЯ]», review 27a, G-6).
        ErrorKind::ArgumentConflict => Message::new("cli-usage-conflict")
            .arg("arg", conflicting(l10n, lang, &strings(ContextKind::InvalidArg).join(", ")))
            .arg("other", conflicting(l10n, lang, &strings(ContextKind::PriorArg).join(", "))),
        ErrorKind::InvalidUtf8 => Message::new("cli-usage-invalid-utf8"),
        _ => Message::new("cli-usage-other"),
    };
    let line = l10n.format(lang, &Message::new("cli-error").arg("reason", Arg::Clause(Box::new(reason))));
    let _ = writeln!(stderr, "{line}");
    // clap lists its candidates least similar first: the one nearest to what was typed is
    // suggested (review 9, P-19: «explai» → explain, not replay).
    // A bad value names its argument too (`InvalidArg` is `--format <FORMAT>`): the value is
    // what was typed.
    let typed: String = [ContextKind::InvalidValue, ContextKind::InvalidSubcommand, ContextKind::InvalidArg]
        .into_iter()
        .flat_map(strings)
        .next()
        .unwrap_or_default();
    let suggested = [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand, ContextKind::SuggestedValue]
        .into_iter()
        .flat_map(strings)
        .enumerate()
        .min_by_key(|(i, s)| (edit_distance(&typed, s), *i))
        .map(|(_, s)| s)
        // Only a near miss is suggested: «explai» → explain, «jsn» → json; not «json» for
        // `--format san` (a notation, not a format) nor «2005» for `--edition 2010` — a wrong
        // guess misleads more than none (review 28a, G-5).
        .filter(|s| {
            !typed.chars().all(|c| c.is_ascii_digit()) && edit_distance(&typed, s) <= (typed.chars().count() / 3).max(1)
        });
    if let Some(suggested) = suggested {
        let msg = Message::new("cli-usage-suggestion").arg("suggestion", Arg::Text(suggested));
        let _ = writeln!(stderr, "{}", l10n.format(lang, &msg));
    }
    let _ = writeln!(stderr, "{}", l10n.format(lang, &usage_hint(args)));
    2
}

/// An option given without the one it works with, found after parsing (clap's `requires`
/// cannot say «only with --format svg or html»): said as clap's own case is, exit code 2.
pub(crate) fn only_with(ctx: &Ctx, out: &mut Out, option: &str, needs: &str) -> std::io::Result<i32> {
    let msg = Message::new("cli-usage-requires")
        .arg("args", Arg::Text(option.to_owned()))
        .arg("count", Arg::Number(1))
        .arg("needs", Arg::Text(needs.to_owned()));
    out.error(ctx, msg)?;
    Ok(2)
}

/// Runs the command line; returns the exit code.
pub fn main() -> i32 {
    lines::reading_process_stdin();
    run_styled(
        std::env::args_os(),
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr(),
        Styling::of_terminal(),
    )
}

/// Runs the command line on given arguments and streams (for tests and embedding); the
/// output is plain text, without ANSI styles.
pub fn run(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    stdin: &mut dyn std::io::BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    run_styled(args, stdin, stdout, stderr, Styling::default())
}

/// The options that work only together with another (clap's `requires`), by the option
/// they need. It repeats what their `requires` says (clap does not tell which option needed
/// the missing one); tests/cli.rs runs `--illegal-before`, `--time-control` and `--ply`
/// without theirs.
pub(crate) const DEPENDENT_OPTIONS: &[(&str, &[&str])] =
    &[("--completed", &["--illegal-before", "--time-control"]), ("--pgn", &["--ply", "--game"])];

/// Of the options `missing` names (clap's "required" list), the dependents given on the
/// command line (`--illegal-before` when `--completed` is missing).
fn dependents_given(missing: &[String], args: &[OsString]) -> Vec<String> {
    let given = |option: &str| {
        args.iter().any(|a| a.to_str().is_some_and(|a| a == option || a.starts_with(&format!("{option}="))))
    };
    DEPENDENT_OPTIONS
        .iter()
        .filter(|(needed, _)| missing.iter().any(|m| m.split(' ').next() == Some(needed)))
        .flat_map(|(_, dependents)| dependents.iter().filter(|d| given(d)).map(|d| (*d).to_owned()))
        .collect()
}

/// Whether the command line names no command at all (`arbiter`, `arbiter --lang ru`): every
/// word after the program's name is an option or the value of `--lang`.
fn no_command_given(args: &[OsString]) -> bool {
    command_given(args).is_none()
}

/// The command word of the command line (`quote` in `arbiter --lang ru quote 3.8`), if any.
fn command_given(args: &[OsString]) -> Option<String> {
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(w) = words.next() {
        if w == "--lang" {
            words.next();
        } else if !w.starts_with('-') {
            return Some(w.into_owned());
        }
    }
    None
}

/// `arbiter help explain --help` and `arbiter help --help` ask for help as plainly as
/// `arbiter help explain` and `arbiter help help`; clap reads a `--help` after `help` as the
/// name of a command that does not exist. The `-h`/`--help` after `help` is dropped, and a
/// `help` left alone asks for its own help.
fn help_of_help(mut args: Vec<OsString>) -> Vec<OsString> {
    let mut i = 1;
    while i < args.len() {
        match args[i].to_str() {
            Some("--lang") => i += 2,
            Some(w) if w.starts_with('-') => i += 1,
            _ => break,
        }
    }
    if args.get(i).and_then(|a| a.to_str()) != Some("help") {
        return args;
    }
    let asks_help = |a: &OsString| matches!(a.to_str(), Some("-h" | "--help"));
    if !args[i + 1..].iter().any(asks_help) {
        return args;
    }
    let mut rest: Vec<OsString> = args.split_off(i + 1).into_iter().filter(|a| !asks_help(a)).collect();
    if rest.is_empty() {
        rest.push("help".into());
    }
    args.extend(rest);
    args
}

/// `arbiter help --lang ru explain` asks for the Russian help as plainly as `arbiter --lang ru
/// help explain`; clap reads a `--lang` after `help` as the name of a command that does not
/// exist (review 31a, G-1). A `--lang X` or `--lang=X` after `help` is moved before it.
fn lang_before_help(args: Vec<OsString>) -> Vec<OsString> {
    let Some(at) = command_given(&args).filter(|c| c == "help").and_then(|_| {
        let mut i = 1;
        while i < args.len() && args[i].to_str() != Some("help") {
            i += if args[i].to_str() == Some("--lang") { 2 } else { 1 };
        }
        (i < args.len()).then_some(i)
    }) else {
        return args;
    };
    let (mut before, after) = (args[..at].to_vec(), &args[at..]);
    let mut rest = Vec::new();
    let mut words = after.iter();
    while let Some(w) = words.next() {
        if w.to_str() == Some("--lang") && words.len() > 0 {
            before.push(w.clone());
            before.extend(words.next().cloned());
        } else if w.to_str().is_some_and(|w| w.starts_with("--lang=")) {
            before.push(w.clone());
        } else {
            rest.push(w.clone());
        }
    }
    before.extend(rest);
    before
}

fn run_styled(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    stdin: &mut dyn std::io::BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    styling: Styling,
) -> i32 {
    let args = help_of_help(lang_before_help(args.into_iter().map(Into::into).collect()));
    let l10n = Localizer::global();
    // The help and the command line's errors are in the language asked for, read before
    // the command line is: they are what says how to read it.
    let help_lang = || lang_of_raw_args(l10n, &args);
    // Parsed first by the command as declared, without its texts: the texts change what
    // is shown, never what parses, and writing every command's help in the reader's
    // language is most of what a short command costs. They are written only when the
    // command line does not parse (a request for help, or an error to explain), and the
    // line is parsed again with them; the version needs none.
    let cli = match Cli::command().try_get_matches_from(&args).and_then(|m| Cli::from_arg_matches(&m)) {
        Ok(cli) => cli,
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion => {
            return usage_error(&e, &help_lang(), styling, &args, stdout, stderr);
        }
        Err(_) => {
            // A language that does not exist is said first: the errors that follow would be
            // in a language the reader did not ask for (review 32a, G-1).
            if let Some(code) = unknown_lang(l10n, &args, stderr) {
                return code;
            }
            let help_lang = help_lang();
            match help::command(l10n, &help_lang).try_get_matches_from(&args).and_then(|m| Cli::from_arg_matches(&m)) {
                Ok(cli) => cli,
                Err(e) => return usage_error(&e, &help_lang, styling, &args, stdout, stderr),
            }
        }
    };
    let is_conformance = matches!(cli.command, Command::Conformance(_));
    let lang = match &cli.lang {
        None => l10n.from_env(),
        Some(all) if is_conformance && all == "all" => l10n.from_env(),
        Some(wanted) => match l10n.negotiate(&[wanted.as_str()]) {
            Some(lang) => lang,
            None => return unknown_lang_error(l10n, &help_lang(), wanted, stderr),
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
        Command::Position(args) => position::run(&ctx, args, stdin, &mut out),
        Command::Session(args) => session::run(&ctx, args, stdin, &mut out, styling.interactive),
        Command::Book(args) => book::run(&ctx, args, &mut out),
        Command::Serve(args) => serve::run(&ctx, args, &mut out),
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

/// The message that says what an option takes, for the options whose values are not a list
/// clap can show: `--time-control`, `--style`, `--engine-timeout`.
fn value_hint(arg: &[String]) -> Option<&'static str> {
    let name = arg.first()?.split([' ', '=']).next()?;
    match name {
        "--time-control" => Some("cli-hint-time-control"),
        "--style" => Some("cli-hint-style"),
        "--engine-timeout" => Some("cli-hint-seconds"),
        _ => None,
    }
}

/// Whether a whole number refused by clap's parser for an unsigned argument (`u32`: a
/// number from 0 to 4294967295) is refused as too large (`Some(true)`) or as negative
/// (`Some(false)`); `None` when the value is no whole number.
fn out_of_range(e: &clap::Error, value: &str) -> Option<bool> {
    use std::num::{IntErrorKind, ParseIntError};
    let source = std::error::Error::source(e);
    if let Some(p) = source.and_then(|s| s.downcast_ref::<ParseIntError>()) {
        return match p.kind() {
            IntErrorKind::PosOverflow => Some(true),
            IntErrorKind::NegOverflow => Some(false),
            _ => None,
        };
    }
    let digits = value.strip_prefix('-').unwrap_or(value);
    if source.is_none() || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(!value.starts_with('-'))
}

/// One side of a conflict: an option as typed (`--list`); a positional argument, which
/// clap names by its placeholder (`[СТАТЬЯ]`), as what it is (`cli-usage-positional`).
fn conflicting(l10n: &Localizer, lang: &Lang, shown: &str) -> Arg {
    if shown.starts_with('-') {
        return Arg::Text(shown.to_owned());
    }
    let bare = shown.trim_matches(['[', ']', '<', '>']);
    // The positionals that can be in a conflict, by their placeholders' ids (`help.rs`).
    let known = [("help-quote-arg-article-placeholder", "article")];
    let found = known.iter().find(|(id, _)| l10n.format(lang, &Message::new(id)) == bare);
    match found {
        Some(&(_, name)) => Arg::Message(Box::new(
            Message::new("cli-usage-positional").arg("name", Arg::Keyword(name)).arg("shown", Arg::Text(shown.into())),
        )),
        None => Arg::Text(shown.to_owned()),
    }
}

/// The edit distance between two words, in characters (a swap of two neighbours counts one).
fn edit_distance(a: &str, b: &str) -> usize {
    // Levenshtein with adjacent transpositions counting one (optimal string alignment):
    // «tabel» is one slip from «table».
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j - 1] + cost).min(d[i - 1][j] + 1).min(d[i][j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}
