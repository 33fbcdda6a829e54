//! `--help` and the command line's errors in the reader's language (issue 10, item 6): every
//! text the help shows has its message in every locale, and no English sentence reaches a
//! Russian reader — in the help of any command, in `arbiter help`, or in a usage error.
//! A command or option added later without its texts fails here, naming the ids to add.

use std::collections::{BTreeMap, BTreeSet};

use arbiter::cli::{Cli, HelpId, help_ids};
use arbiter::i18n::Localizer;
use clap::CommandFactory;

/// Message ids per locale, read from the embedded `locales/<locale>/*.ftl`.
fn ids_per_locale() -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (path, text) in arbiter::embedded::LOCALE_FILES {
        let locale = path.split('/').next().unwrap_or_default().to_owned();
        let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(r, _)| r);
        let ids = out.entry(locale).or_default();
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                ids.insert(m.id.name.to_owned());
            }
        }
    }
    out
}

/// What a locale lacks, each in a sentence that says which id to add where.
fn missing(help: &[HelpId], locale: &str, ids: &BTreeSet<String>) -> Vec<String> {
    help.iter()
        .filter(|h| h.required && !ids.contains(&h.id))
        .map(|h| {
            format!(
                "`{}` (shown by `{}`) is missing from locales/{locale}/help.ftl — add it there and in every other \
                 locale's help.ftl{}",
                h.id,
                h.shown,
                if h.id.contains("-arg-") {
                    " (or, for an option several commands share, `help-arg-<option>`)"
                } else {
                    ""
                }
            )
        })
        .collect()
}

#[test]
fn every_help_text_has_its_message_in_every_locale() {
    let help = help_ids(Localizer::global());
    // The tree is walked whole: commands, options, positionals, placeholders, values.
    for expected in [
        "help-arbiter",
        "help-arbiter-arg-lang",
        "help-explain-arg-move-placeholder",
        "help-quote-arg-article",
        "help-conformance-arg-format-value-junit",
        "help-arg-edition",
        "help-flag-help",
    ] {
        assert!(help.iter().any(|h| h.id == expected), "{expected} is not among the help ids");
    }
    let locales = ids_per_locale();
    assert!(locales.contains_key("en-US") && locales.contains_key("ru"), "{:?}", locales.keys());
    let problems: Vec<String> = locales.iter().flat_map(|(locale, ids)| missing(&help, locale, ids)).collect();
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn a_missing_help_text_is_named_with_its_id_and_file() {
    let help = help_ids(Localizer::global());
    let mut ru = ids_per_locale().remove("ru").unwrap();
    let before = missing(&help, "ru", &ru);
    ru.remove("help-explain-arg-touch");
    ru.remove("help-replay");
    let problems: Vec<String> = missing(&help, "ru", &ru).into_iter().filter(|p| !before.contains(p)).collect();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems.iter().any(|p| p.starts_with(
        "`help-explain-arg-touch` (shown by `arbiter explain --touch`) is missing from locales/ru/help.ftl"
    )));
    assert!(problems.iter().any(|p| p.starts_with("`help-replay` (shown by `arbiter replay`)")));
}

/// Words a Russian text may carry in Latin letters: names of formats and standards, the
/// environment's variables, language codes (`--lang ru`).
const NAMES: &[&str] = &[
    "SVG",
    "HTML",
    "FEN",
    "SAN",
    "UCI",
    "JSON",
    "SVG",
    "HTML",
    "PGN",
    "FIDE",
    "ASCII",
    "Gherkin",
    "JUnit",
    "XML",
    "Markdown",
    "README",
    "LANGUAGE",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "UTF-8",
    "arbiter",
    "en",
    "ru",
];

/// Everything a user types literally: command names, options, possible values, defaults.
fn literals() -> BTreeSet<String> {
    fn walk(cmd: &clap::Command, out: &mut BTreeSet<String>) {
        out.insert(cmd.get_name().to_owned());
        for arg in cmd.get_arguments() {
            out.extend(arg.get_long().map(str::to_owned));
            out.extend(arg.get_possible_values().iter().map(|v| v.get_name().to_owned()));
            out.extend(arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()));
        }
        for sub in cmd.get_subcommands() {
            walk(sub, out);
        }
    }
    let mut out = BTreeSet::new();
    walk(&Cli::command(), &mut out);
    out.insert("help".into());
    out
}

/// Removes the spans between `open` and `close` (code in backticks, what the user typed in
/// «…»).
fn without_spans(line: &str, open: char, close: char) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in line.chars() {
        if !inside && c == open {
            inside = true;
        } else if inside && c == close {
            inside = false;
        } else if !inside || c == '\n' {
            // A span the help's wrapping breaks over two lines keeps the line break.
            out.push(c);
        }
    }
    out
}

/// The English words of a text meant for a Russian reader: Latin words that are neither
/// code (in backticks), nor what the user typed («…»), nor an option, a value, a command, a
/// file name or a known name. The lines under «Примеры:» are commands, skipped.
fn english_words(text: &str, literals: &BTreeSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_examples = false;
    let text = without_spans(text, '`', '`');
    for line in text.lines() {
        if line.trim_end() == "Примеры:" {
            in_examples = true;
            continue;
        }
        if in_examples {
            if line.starts_with("  ") {
                continue;
            }
            in_examples = false;
        }
        let line = without_spans(line, '«', '»');
        // The letter of an article of a lettered edition (`7.4 b`) is part of its number.
        let mut after_number = false;
        for token in line.split(|c: char| c.is_whitespace() || "(),;:[]<>=?!—…\"'*|".contains(c)) {
            let letter_of_article = after_number && token.len() == 1 && token.bytes().all(|b| b.is_ascii_lowercase());
            after_number = !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit() || b == b'.');
            if letter_of_article {
                continue;
            }
            let token = token.trim_matches(|c: char| c == '.' || c == '-' && token.len() < 2);
            let word = token.trim_end_matches('.');
            let latin = word.chars().any(|c| c.is_ascii_alphabetic());
            let cyrillic = word.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
            let code = word.starts_with('-')
                || word.chars().any(|c| c.is_ascii_digit())
                || word.contains('/')
                || word.contains('.')
                || word.contains('@');
            if !latin || cyrillic || code || literals.contains(word) || NAMES.contains(&word) {
                continue;
            }
            found.push(word.to_owned());
        }
    }
    found
}

#[test]
fn the_english_detector_catches_english_and_passes_russian() {
    let literals = literals();
    assert_eq!(english_words("  -h, --help  Shows every square", &literals), vec!["Shows", "every", "square"]);
    assert_eq!(english_words("Usage: arbiter [OPTIONS]", &literals), vec!["Usage", "OPTIONS"]);
    assert_eq!(english_words("[default: 2023]", &literals), vec!["default"]);
    assert_eq!(
        english_words("ошибка: «--mvoe» — не то; см. `arbiter --help`, DESIGN.md, FEN и text", &literals),
        Vec::<String>::new()
    );
    assert_eq!(
        english_words(
            "Примеры:\n  arbiter explain --fen 'k7/8/8/8/8/8/8/K7 w - - 0 1' --move Ka2\nand then",
            &literals
        ),
        vec!["and", "then"]
    );
}

/// Runs the command line in-process; returns (exit code, stdout, stderr).
fn run(args: &[&str]) -> (i32, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = arbiter::cli::run(args.iter().copied(), &mut std::io::empty(), &mut out, &mut err);
    (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

/// Every command path: `[]`, `["explain"]`, …
fn command_paths() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let mut p = path.clone();
            p.push(sub.get_name().to_owned());
            walk(sub, p, out);
        }
    }
    let mut out = Vec::new();
    walk(&Cli::command(), Vec::new(), &mut out);
    out
}

#[test]
fn no_english_reaches_a_russian_reader_of_the_help() {
    let literals = literals();
    let mut problems = Vec::new();
    let paths = command_paths();
    assert!(paths.len() >= 8, "{paths:?}");
    for path in &paths {
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let mut asks: Vec<Vec<&str>> = Vec::new();
        for flag in ["--help", "-h"] {
            asks.push([&["arbiter", "--lang", "ru"][..], &path, &[flag]].concat());
        }
        asks.push([&["arbiter", "--lang", "ru", "help"][..], &path].concat());
        for args in asks {
            let (code, out, err) = run(&args);
            assert_eq!(code, 0, "{args:?}: {err}");
            assert!(out.contains("Использование: arbiter"), "{args:?}:\n{out}");
            let words = english_words(&out, &literals);
            if !words.is_empty() {
                problems.push(format!("`{}` shows English words {words:?}:\n{out}", args.join(" ")));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n\n"));
}

#[test]
fn the_russian_help_is_the_russian_text_and_the_english_the_english() {
    let (_, ru, _) = run(&["arbiter", "--lang", "ru", "explain", "--help"]);
    for part in [
        "Использование: arbiter explain [ПАРАМЕТРЫ]",
        "Параметры:",
        "--move <ХОД>",
        "--touch <ПОЛЕ,ПОЛЕ…>",
        "Возможные значения:\n          - text: Для людей, на выбранном языке",
        "[по умолчанию: text]",
        "-h, --help\n          Показать справку (кратко — -h)",
        "Примеры:\n  arbiter explain --lang ru",
    ] {
        assert!(ru.contains(part), "{part}:\n{ru}");
    }
    let (_, ru, _) = run(&["arbiter", "--lang", "ru", "-h"]);
    assert!(ru.contains("Команды:\n  moves        Перечислить возможные ходы в позиции"), "{ru}");
    assert!(ru.contains("-h, --help         Показать справку (подробнее — --help)"), "{ru}");
    let (_, ru, _) = run(&["arbiter", "--lang", "ru", "quote", "-h"]);
    assert!(ru.contains("Использование: arbiter quote [ПАРАМЕТРЫ] [СТАТЬЯ]"), "{ru}");
    assert!(ru.contains("Аргументы:\n  [СТАТЬЯ]"), "{ru}");

    let (_, en, _) = run(&["arbiter", "--lang", "en", "explain", "--help"]);
    for part in [
        "Usage: arbiter explain [OPTIONS]",
        "Options:",
        "--move <MOVE>",
        "Possible values:\n          - text: For people, in the chosen language",
        "[default: text]",
        "Examples:\n  arbiter explain --fen",
    ] {
        assert!(en.contains(part), "{part}:\n{en}");
    }
    // No doc comment of the code leaks into either: the English is the en-US file's.
    assert!(!en.contains("Print help for the subcommand"), "{en}");
    // Plain text, not terminal styles, when the output is not a terminal.
    assert!(!en.contains('\u{1b}'), "{en:?}");
}

#[test]
fn no_english_reaches_a_russian_reader_of_a_usage_error() {
    let literals = literals();
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let cases: &[&[&str]] = &[
        &["explain", "--fen", fen],
        &["explain"],
        &["explain", "--fen", fen, "--mvoe", "e4"],
        &["expalin"],
        &["perft", "abc"],
        &["quote", "3.8", "--format", "yaml"],
        &["explain", "--batch", "--fen", fen],
        &["explain", "--fen", fen, "--move", "e4", "--format"],
        &["moves", "--notation", "lan"],
        &["replay", "a.pgn", "b.pgn"],
        &["show"],
    ];
    let mut problems = Vec::new();
    for case in cases {
        let args = [&["arbiter", "--lang", "ru"][..], case].concat();
        let (code, out, err) = run(&args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        assert!(err.starts_with("ошибка: "), "{args:?}: {err}");
        let words = english_words(&err, &literals);
        if !words.is_empty() {
            problems.push(format!("`{}` says English words {words:?}:\n{err}", args.join(" ")));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n\n"));
}

#[test]
fn usage_errors_read_as_sentences() {
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let first = |args: &[&str]| run(args).2.lines().next().unwrap_or_default().to_owned();
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "explain"]),
        "ошибка: этой команде нужны параметры --fen <FEN> и --move <ХОД>"
    );
    assert_eq!(
        first(&["arbiter", "--lang", "en", "explain"]),
        "error: this command needs the options --fen <FEN> and --move <MOVE>"
    );
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "explain", "--fen", fen]),
        "ошибка: этой команде нужен параметр --move <ХОД>"
    );
    // Review 19a, A-11: engine perft takes either kind of engine, and says so.
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "engine", "perft", "x"]),
        "ошибка: этой команде нужен параметр --engine <КОМАНДА> или --engine-uci <КОМАНДА>"
    );
    // Review 3, H-18: an argument without an option name is not a «параметр».
    assert_eq!(first(&["arbiter", "--lang", "ru", "quote"]), "ошибка: этой команде нужно указать <СТАТЬЯ>");
    assert_eq!(first(&["arbiter", "--lang", "en", "perft"]), "error: this command needs the argument <DEPTH>");
    // …a depth that is not a number says what is expected…
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "perft", "abc"]),
        "ошибка: «abc» — недопустимое значение для <ГЛУБИНА>: нужно целое неотрицательное число"
    );
    // Review 27a, G-6: a depth too large is said to be too large — it is a whole number
    // from zero — and a negative one is a value, not an option («параметра «-1» нет»).
    for (lang, big, negative) in [
        (
            "ru",
            "ошибка: «99999999999999999999» — недопустимое значение для <ГЛУБИНА>: число слишком велико",
            "ошибка: «-1» — недопустимое значение для <ГЛУБИНА>: нужно целое неотрицательное число",
        ),
        (
            "en",
            "error: “99999999999999999999” is not a valid value for <DEPTH>: the number is too large",
            "error: “-1” is not a valid value for <DEPTH>: a whole number, zero or more, is expected",
        ),
    ] {
        assert_eq!(first(&["arbiter", "--lang", lang, "perft", "99999999999999999999"]), big);
        assert_eq!(
            first(&["arbiter", "--lang", lang, "perft", "5000000000"]),
            big.replace("99999999999999999999", "5000000000")
        );
        assert_eq!(first(&["arbiter", "--lang", lang, "perft", "-1"]), negative);
    }
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "position", "--pgn", "a.pgn", "--ply", "-1"]),
        "ошибка: «-1» — недопустимое значение для --ply <ПОЛУХОД>: нужно целое неотрицательное число"
    );
    // Review 27a, G-6: an argument in a conflict is named by what it is, not by clap's
    // placeholder «[СТАТЬЯ]».
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "quote", "3.8", "--list"]),
        "ошибка: номер статьи и --list нельзя указывать вместе"
    );
    // The other order reads in the nominative too (not «вместе с номер статьи»).
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "quote", "--list", "3.8"]),
        "ошибка: --list и номер статьи нельзя указывать вместе"
    );
    assert_eq!(
        first(&["arbiter", "--lang", "en", "quote", "3.8", "--list"]),
        "error: the article number cannot be used together with --list"
    );
    // …and a wrong side is answered with the sides there are.
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "show", "--fen", fen, "--style", "svg", "--orientation", "up"]),
        "ошибка: «up» — недопустимое значение для --orientation <СТОРОНА>; допустимые значения: white или black"
    );
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "quote", "3.8", "--format", "yaml"]),
        "ошибка: «yaml» — недопустимое значение для --format <ФОРМАТ>; допустимые значения: text, markdown или json"
    );
    assert_eq!(
        first(&["arbiter", "--lang", "ru", "explain", "--fen", fen, "--move", "e4", "--format"]),
        "ошибка: для --format <ФОРМАТ> нужно значение; допустимые значения: text, json, svg или html"
    );
    let (_, _, err) = run(&["arbiter", "--lang", "ru", "expalin"]);
    assert_eq!(err.lines().nth(1), Some("Может быть, имелось в виду explain?"), "{err}");
    // Review 28a, G-5: only a near miss is suggested — not «json» for `moves --format san`
    // (a notation), nor «2005» for `--edition 2010`; «jsn» and «tabel» are near misses.
    // Review 32a, G-25: the hint names the command's help, with the --lang given.
    for (args, second) in [
        (
            &["arbiter", "--lang", "ru", "moves", "--fen", fen, "--format", "san"][..],
            "Команды, параметры и примеры: «arbiter --lang ru moves --help».",
        ),
        (
            &["arbiter", "--lang", "ru", "explain", "--fen", fen, "--move", "e4", "--edition", "2010"][..],
            "Команды, параметры и примеры: «arbiter --lang ru explain --help».",
        ),
        (
            &["arbiter", "--lang", "ru", "--frobnicate"][..],
            "Команды, параметры и примеры: «arbiter --lang ru --help» или «arbiter --lang ru КОМАНДА --help».",
        ),
        (
            &["arbiter", "--lang", "ru", "moves", "--fen", fen, "--format", "jsn"][..],
            "Может быть, имелось в виду json?",
        ),
        (&["arbiter", "--lang", "ru", "conformance", "--format", "tabel"][..], "Может быть, имелось в виду table?"),
    ] {
        let (_, _, err) = run(args);
        assert_eq!(err.lines().nth(1), Some(second), "{args:?}: {err}");
    }
}

#[test]
fn a_russian_environment_gets_the_russian_help_and_errors() {
    let binary = |args: &[&str], env: &[(&str, &str)]| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"));
        for k in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR"] {
            cmd.env_remove(k);
        }
        cmd.args(args).envs(env.iter().copied());
        let out = cmd.output().expect("the binary runs");
        (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, out, _) = binary(&["replay", "--help"], &[("LANG", "ru_RU.UTF-8")]);
    assert_eq!(code, Some(0));
    assert!(out.starts_with("Проверить партии PGN ход за ходом"), "{out}");
    assert!(out.contains("Аргументы:\n  [ФАЙЛ.pgn]"), "{out}");
    let (_, out, _) = binary(&["--help"], &[("LANGUAGE", "ru"), ("LANG", "en_US.UTF-8")]);
    assert!(out.contains("Использование: arbiter [ПАРАМЕТРЫ] <КОМАНДА>"), "{out}");
    // --lang wins over the environment, for the help as for the rest.
    let (_, out, _) = binary(&["--lang", "en", "--help"], &[("LANG", "ru_RU.UTF-8")]);
    assert!(out.contains("Usage: arbiter [OPTIONS] <COMMAND>"), "{out}");
    // No command at all: the help, on standard error, exit code 2.
    let (code, out, err) = binary(&[], &[("LANG", "ru_RU.UTF-8")]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("Команды:"), "{err}");
    let (code, _, err) = binary(&["moves", "--fen"], &[("LC_ALL", "ru_RU.UTF-8")]);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("ошибка: для --fen <FEN> нужно значение\n"), "{err}");
    // An unknown --lang is said in the environment's language.
    let (_, _, err) = binary(&["--lang", "xx", "perft", "1"], &[("LANG", "ru_RU.UTF-8")]);
    assert!(err.starts_with("ошибка: сообщений на языке «xx» нет"), "{err}");
}

/// Review 31a, G-1: `--lang` after `help` asks for the help in that language, as it does
/// before it; clap alone read it as the name of a command.
#[test]
fn lang_after_help_asks_for_the_help_in_that_language() {
    for (asked, same_as) in [
        (&["arbiter", "help", "--lang", "ru"][..], &["arbiter", "--lang", "ru", "help"][..]),
        (&["arbiter", "help", "--lang=ru", "explain"][..], &["arbiter", "--lang", "ru", "help", "explain"][..]),
        (&["arbiter", "help", "explain", "--lang", "ru"][..], &["arbiter", "--lang", "ru", "explain", "--help"][..]),
        (&["arbiter", "help", "--lang", "en", "quote"][..], &["arbiter", "--lang", "en", "quote", "--help"][..]),
    ] {
        let (code, out, err) = run(asked);
        assert_eq!((code, err.as_str()), (0, ""), "{asked:?}");
        assert_eq!(out, run(same_as).1, "{asked:?}");
    }
    let (_, out, _) = run(&["arbiter", "help", "--lang", "ru"]);
    assert!(out.contains("Использование: arbiter [ПАРАМЕТРЫ] <КОМАНДА>"), "{out}");
}

/// Review 30a, G-2: the global `--lang` says under each command what it does there — only
/// under `conformance` does it choose the scenarios (`all` among its values).
#[test]
fn lang_is_explained_as_it_works_in_each_command() {
    for (lang, messages_only, scenarios) in [
        ("ru", "Язык сообщений: `en`, `ru`", "Какие сценарии выполнять и на каком языке писать отчёт"),
        ("en", "Language of messages: `en`, `ru`", "Which scenarios run, and the report's language"),
    ] {
        for path in command_paths().iter().filter(|p| !p.is_empty()) {
            let path: Vec<&str> = path.iter().map(String::as_str).collect();
            let (_, out, _) = run(&[&["arbiter", "--lang", lang][..], &path, &["--help"]].concat());
            let lang_help = out.split("--lang <").nth(1).and_then(|s| s.split("\n\n").next()).unwrap_or_default();
            if path == ["conformance"] {
                assert!(lang_help.contains(scenarios) && lang_help.contains("`all`"), "{path:?}:\n{lang_help}");
            } else {
                assert!(lang_help.contains(messages_only), "{path:?}:\n{lang_help}");
                assert!(!lang_help.contains("conformance") && !lang_help.contains("`all`"), "{path:?}:\n{lang_help}");
            }
        }
    }
}

/// Review 32a, G-13, G-14: a command with nothing given says what it needs, options and
/// arguments apart; a command that needs a subcommand names them, as an error.
#[test]
fn what_a_command_needs_is_said_whole() {
    let (code, _, err) = run(&["arbiter", "--lang", "ru", "engine", "perft"]);
    assert_eq!(code, 2);
    assert_eq!(
        err.lines().next(),
        Some(
            "ошибка: этой команде нужен параметр --engine <КОМАНДА> или --engine-uci <КОМАНДА>, а также аргумент \
             <НАБОР>…"
        )
    );
    let (code, out, err) = run(&["arbiter", "engine"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "error: no subcommand given: serve or perft\nFor the commands, options and examples, try “arbiter engine --help”.\n"
    );
}

/// Review 32a, G-29: no example is wrapped inside a quoted FEN or URL; a long one is broken
/// before an option with a shell continuation, each line short enough to stay whole.
#[test]
fn examples_are_never_wrapped_inside_a_word() {
    for lang in ["en", "ru"] {
        for path in command_paths() {
            let path: Vec<&str> = path.iter().map(String::as_str).collect();
            let (_, out, _) = run(&[&["arbiter", "--lang", lang][..], &path, &["--help"]].concat());
            let Some((_, examples)) = out.split_once(if lang == "ru" { "Примеры:\n" } else { "Examples:\n" })
            else {
                continue;
            };
            let lines: Vec<&str> = examples.lines().take_while(|l| !l.is_empty()).collect();
            for (i, line) in lines.iter().enumerate() {
                assert!(line.chars().count() <= 96, "{path:?} {lang}: {line}");
                let continued = i > 0 && lines[i - 1].ends_with(" \\");
                assert_eq!(line.starts_with("      "), continued, "{path:?} {lang}: {line}\n{examples}");
                assert!(line.starts_with("  "), "{path:?} {lang}: {line}");
            }
        }
    }
}

/// Review 32e, notes on the help: `--time-control` says blitz "played under B.3 (not B.2)" as
/// the scenarios do, and `explain --touch` describes the release notation of 4.7 (`g1-f3`).
#[test]
fn the_help_says_blitz_under_b3_and_the_release_notation() {
    for command in ["session", "explain"] {
        let (_, out, _) = run(&["arbiter", "--lang", "ru", command, "--help"]);
        let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains(
                "в быстрых шахматах (пункт A.3) и в блице, который идёт по пункту B.3 (не B.2), за невозможный ход"
            ),
            "{command}: {out}"
        );
        assert!(!flat.contains("если в нём действует приложение B.3"), "{command}: {out}");
    }
    let (_, out, _) = run(&["arbiter", "--lang", "ru", "explain", "--help"]);
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("`g1-f3` — фигуру с g1 поставили на f3 и отпустили (статья 4.7)"), "{out}");
    let (_, out, _) = run(&["arbiter", "explain", "--help"]);
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("`g1-f3` for a piece taken from g1, placed on f3 and released (Article 4.7)"), "{out}");
}
