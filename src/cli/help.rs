//! `--help` in the reader's language. Every text clap shows comes from Fluent
//! (`locales/<locale>/help.ftl`): each command's summary, long text and examples, each
//! argument's help, placeholder and possible values, the headings, the usage line's
//! placeholders and clap's own `--help` / `--version` / `help`. The message ids are derived
//! from the command and argument names, so a new command or flag needs no code here, only
//! its messages — and the test `tests/help.rs` names the ids it lacks.
//!
//! | shown | message id |
//! |---|---|
//! | a command's one-line summary | `help-<command>` (`help-arbiter` for the program) |
//! | its text under `--help` | `help-<command>-long` (optional) |
//! | its examples, one command a line | `help-<command>-examples` (optional) |
//! | a paragraph after the examples | `help-<command>-notes` (optional) |
//! | an argument's help | `help-<command>-arg-<name>`, or `help-arg-<name>` when shared |
//! | its text under `--help` | `<that id>-long` (optional) |
//! | its placeholder (`<MOVE>`) | `<that id>-placeholder` (an argument that takes a value) |
//! | each of its possible values | `<that id>-value-<value>` |
//!
//! `<name>` is the long option without its dashes (`--move` → `move`), or a positional
//! argument's id (`article`). Whether an argument uses its command's id or the shared one
//! is decided by the English file: a `help-<command>-arg-<name>` there wins. The Fluent
//! texts replace whatever the code's doc comments say.

use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command, CommandFactory};

use super::Cli;
use crate::i18n::{Arg as MsgArg, Lang, Localizer, Message};

/// A message id the help uses, and where it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpId {
    /// The Fluent message id.
    pub id: String,
    /// What shows it: `arbiter explain --fen`, `arbiter quote`, or `every command`.
    pub shown: String,
    /// Whether every locale must have it (optional texts, such as `-long`, need only be in
    /// every locale when one has them; the locale parity test sees to that).
    pub required: bool,
}

/// The name a command's ids use: `arbiter` for the program, the subcommand path
/// (`explain`) below it.
fn child_key(parent: &str, name: &str) -> String {
    if parent == "arbiter" { name.to_owned() } else { format!("{parent}-{name}") }
}

fn arg_name(arg: &Arg) -> &str {
    arg.get_long().unwrap_or_else(|| arg.get_id().as_str())
}

/// The id stem of an argument of the command `key`: its own, or the shared one when only
/// that is in the English file.
fn arg_stem(l10n: &Localizer, key: &str, arg: &Arg) -> String {
    let name = arg_name(arg);
    let own = format!("help-{key}-arg-{name}");
    let shared = format!("help-arg-{name}");
    let en = l10n.english();
    if l10n.text(&en, &own).is_none() && l10n.text(&en, &shared).is_some() { shared } else { own }
}

fn is_builtin(arg: &Arg) -> bool {
    matches!(arg.get_action(), ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version)
}

fn shown_values(arg: &Arg) -> Vec<clap::builder::PossibleValue> {
    arg.get_possible_values().into_iter().filter(|v| !v.is_hide_set()).collect()
}

/// Every message id the help of `arbiter` uses, with where it is shown: the fixed ones
/// (headings, clap's own flags) and those derived from the command tree.
pub fn help_ids(l10n: &Localizer) -> Vec<HelpId> {
    let fixed = [
        "help-heading-usage",
        "help-heading-commands",
        "help-heading-arguments",
        "help-heading-options",
        "help-heading-examples",
        "help-heading-values",
        "help-placeholder-options",
        "help-placeholder-command",
        "help-flag-help",
        "help-flag-help-more",
        "help-flag-help-summary",
        "help-flag-version",
        "help-help",
        "help-default",
        "help-possible-values",
        "help-command-arg-lang-long",
        "help-conformance-arg-lang",
        "help-conformance-arg-lang-long",
    ];
    let mut out: Vec<HelpId> =
        fixed.iter().map(|id| HelpId { id: (*id).to_owned(), shown: "every command".into(), required: true }).collect();
    let en = l10n.english();
    fn walk(l10n: &Localizer, en: &Lang, cmd: &Command, key: &str, path: &str, out: &mut Vec<HelpId>) {
        let mut push = |id: String, shown: &str, required: bool| {
            if required || l10n.text(en, &id).is_some() {
                out.push(HelpId { id, shown: shown.to_owned(), required });
            }
        };
        push(format!("help-{key}"), path, true);
        for optional in ["long", "examples", "notes"] {
            push(format!("help-{key}-{optional}"), path, false);
        }
        for arg in cmd.get_arguments().filter(|a| !a.is_hide_set() && !is_builtin(a)) {
            let shown = match arg.get_long() {
                Some(long) => format!("{path} --{long}"),
                None => format!("{path} <{}>", arg.get_id()),
            };
            let stem = arg_stem(l10n, key, arg);
            push(stem.clone(), &shown, true);
            push(format!("{stem}-long"), &shown, false);
            if arg.get_action().takes_values() {
                push(format!("{stem}-placeholder"), &shown, true);
            }
            for value in shown_values(arg).into_iter().filter(|_| arg.get_action().takes_values()) {
                push(format!("{stem}-value-{}", value.get_name()), &shown, true);
            }
        }
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let path = format!("{path} {}", sub.get_name());
            walk(l10n, en, sub, &child_key(key, sub.get_name()), &path, out);
        }
    }
    walk(l10n, &en, &Cli::command(), "arbiter", "arbiter", &mut out);
    // A shared id is listed once per argument using it.
    let mut seen = std::collections::HashSet::new();
    out.retain(|h| seen.insert(h.id.clone()));
    out
}

/// The clap command of `arbiter` with every text in `lang`, ready to parse.
pub(crate) fn command(l10n: &Localizer, lang: &Lang) -> Command {
    let t = Texts { l10n, lang };
    let mut cmd = localize_content(Cli::command(), "arbiter", &t);
    // Building adds clap's own `--help`, `--version` and `help`, and copies global options
    // into the subcommands; what they show is set afterwards.
    cmd.build();
    localize_presentation(cmd, "arbiter", &t)
}

struct Texts<'a> {
    l10n: &'a Localizer,
    lang: &'a Lang,
}

impl Texts<'_> {
    fn get(&self, id: &str) -> Option<String> {
        self.l10n.text(self.lang, id)
    }

    /// A fixed text; its id, should it be missing (the test says so first).
    fn fixed(&self, id: &str) -> String {
        self.get(id).unwrap_or_else(|| id.to_owned())
    }

    fn format(&self, msg: Message) -> String {
        self.l10n.format(self.lang, &msg)
    }
}

/// The widest example line that clap's wrapping (at 100 columns) leaves whole.
const EXAMPLE_WIDTH: usize = 94;

/// One example as it is shown: indented, and when too wide, broken before an option with a
/// shell continuation (` \`), never inside a quoted FEN or URL — so that every line can be
/// pasted as it is (review 32a, G-29).
fn example_lines(example: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    // Words outside quotes; a quoted part stays with the word it belongs to.
    let mut quote = None;
    for part in example.split(' ') {
        match words.last_mut() {
            Some(last) if quote.is_some() => {
                last.push(' ');
                last.push_str(part);
            }
            _ => words.push(part.to_owned()),
        }
        for c in part.chars() {
            match quote {
                Some(q) if c == q => quote = None,
                None if c == '\'' || c == '"' => quote = Some(c),
                _ => {}
            }
        }
    }
    // An option and the words that follow it (its value, or a positional argument) make one
    // unit, kept on one line.
    let mut units: Vec<String> = Vec::new();
    for word in words {
        match units.last_mut() {
            Some(unit) if !word.starts_with('-') => {
                unit.push(' ');
                unit.push_str(&word);
            }
            _ => units.push(word),
        }
    }
    let mut lines = vec![String::from("  ")];
    for unit in units {
        let line = lines.last_mut().expect("one line at least");
        if line.trim().is_empty() {
            line.push_str(&unit);
        } else if line.chars().count() + 1 + unit.chars().count() + 2 <= EXAMPLE_WIDTH {
            line.push(' ');
            line.push_str(&unit);
        } else {
            line.push_str(" \\");
            lines.push(format!("      {unit}"));
        }
    }
    lines
}

/// What the code's authors wrote: summaries, long texts, examples, argument help.
fn localize_content(mut cmd: Command, key: &str, t: &Texts) -> Command {
    if let Some(about) = t.get(&format!("help-{key}")) {
        cmd = cmd.about(about);
        // Without a long text of its own, `--help` shows the summary, not the code's words.
        cmd = match t.get(&format!("help-{key}-long")) {
            Some(long) => cmd.long_about(long),
            None => cmd.long_about(None),
        };
    }
    let mut after = Vec::new();
    if let Some(examples) = t.get(&format!("help-{key}-examples")) {
        let lines: Vec<String> = examples.lines().flat_map(example_lines).collect();
        after.push(format!("{}:\n{}", t.fixed("help-heading-examples"), lines.join("\n")));
    }
    if let Some(notes) = t.get(&format!("help-{key}-notes")) {
        after.push(notes);
    }
    if !after.is_empty() {
        cmd = cmd.after_help(after.join("\n\n")).after_long_help(None);
    } else if t.get(&format!("help-{key}")).is_some() {
        cmd = cmd.after_help(None).after_long_help(None);
    }
    let subcommand_key = key.to_owned();
    cmd = cmd.mut_args(|arg| if is_builtin(&arg) { arg } else { localize_arg(arg, &subcommand_key, t) });
    cmd.mut_subcommands(|sub| {
        let sub_key = child_key(key, sub.get_name());
        localize_content(sub, &sub_key, t)
    })
}

fn localize_arg(mut arg: Arg, key: &str, t: &Texts) -> Arg {
    let stem = arg_stem(t.l10n, key, &arg);
    let Some(help) = t.get(&stem) else { return arg };
    let long = t.get(&format!("{stem}-long"));
    let takes_value = arg.get_action().takes_values();
    if takes_value && let Some(placeholder) = t.get(&format!("{stem}-placeholder")) {
        arg = arg.value_name(placeholder);
    }
    let values = if takes_value { shown_values(&arg) } else { Vec::new() };
    let defaults: Vec<String> = if takes_value && !arg.is_hide_default_value_set() {
        arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect()
    } else {
        Vec::new()
    };
    let mut short = help.clone();
    let mut long_text = long.clone().unwrap_or(help);
    if !values.is_empty() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        short.push(' ');
        short.push_str(&t.format(Message::new("help-possible-values").arg("values", MsgArg::Text(names.join(", ")))));
        let items: Vec<String> = values
            .iter()
            .map(|v| {
                let name = v.get_name();
                match t.get(&format!("{stem}-value-{name}")) {
                    Some(help) => format!("- {name}: {help}"),
                    None => format!("- {name}"),
                }
            })
            .collect();
        long_text.push_str(&format!("\n\n{}:\n{}", t.fixed("help-heading-values"), items.join("\n")));
    }
    if !defaults.is_empty() {
        let default = t.format(Message::new("help-default").arg("value", MsgArg::Text(defaults.join(", "))));
        short.push(' ');
        short.push_str(&default);
        long_text.push_str("\n\n");
        long_text.push_str(&default);
    }
    arg = arg.help(short);
    if takes_value {
        arg = arg.hide_possible_values(true).hide_default_value(true);
    }
    if long.is_some() || !values.is_empty() {
        arg = arg.long_help(long_text);
    } else {
        arg = arg.long_help(None);
    }
    arg
}

/// What clap writes itself: headings, the usage line, its own flags and `help` command.
fn localize_presentation(mut cmd: Command, key: &str, t: &Texts) -> Command {
    let usage_style = *cmd.get_styles().get_usage();
    let heading = t.fixed("help-heading-usage");
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{usage_style}{heading}:{usage_style:#} {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
        .subcommand_help_heading(t.fixed("help-heading-commands"))
        .subcommand_value_name(t.fixed("help-placeholder-command"));
    let options = t.fixed("help-heading-options");
    let arguments = t.fixed("help-heading-arguments");
    cmd = cmd.mut_args(|arg| {
        let heading = if arg.is_positional() { arguments.clone() } else { options.clone() };
        let arg = arg.help_heading(heading);
        match arg.get_action() {
            ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong => {
                if arg.get_long_help().is_some() {
                    arg.help(t.fixed("help-flag-help-more")).long_help(t.fixed("help-flag-help-summary"))
                } else {
                    arg.help(t.fixed("help-flag-help"))
                }
            }
            ArgAction::Version => arg.help(t.fixed("help-flag-version")),
            // The global `--lang`, copied into each command by the build: what it does there
            // (review 30a, G-2) — under `conformance` it also chooses the scenarios, `all`
            // included; elsewhere it is only the language of messages.
            _ if arg.get_id() == "lang" && key == "conformance" => {
                arg.help(t.fixed("help-conformance-arg-lang")).long_help(t.fixed("help-conformance-arg-lang-long"))
            }
            _ if arg.get_id() == "lang" && key != "arbiter" => arg.long_help(t.fixed("help-command-arg-lang-long")),
            _ => arg,
        }
    });
    if cmd.get_name() == "help" && (key == "help" || key.ends_with("-help")) {
        // clap's `help` command (and the `help help` below it).
        cmd = cmd.about(t.fixed("help-help"));
    }
    let usage = usage_line(&mut cmd, t);
    cmd = cmd.override_usage(usage);
    cmd.mut_subcommands(|sub| {
        let sub_key = child_key(key, sub.get_name());
        localize_presentation(sub, &sub_key, t)
    })
}

/// The usage line clap would write, its `[OPTIONS]` in the reader's language.
fn usage_line(cmd: &mut Command, t: &Texts) -> StyledStr {
    let rendered = cmd.render_usage().ansi().to_string();
    // `render_usage` starts with its own (English) heading, `Usage:`, and a space.
    let line = match rendered.find("Usage:") {
        Some(i) => {
            let rest = &rendered[i + "Usage:".len()..];
            rest.find(' ').map_or(rest, |j| &rest[j + 1..])
        }
        None => rendered.as_str(),
    };
    let options = format!("[{}]", t.fixed("help-placeholder-options"));
    StyledStr::from(line.replace("[OPTIONS]", &options))
}
