//! `arbiter conformance`: runs the executable rulebook — against arbiter and against any
//! engines named — and reports article by article.

use std::io::{self, IsTerminal};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};

use super::{Ctx, Out};
use crate::conformance::{self, Options, Outcome, Report, RunError, Status};
use crate::engines::{EngineSpec, Protocol};
use crate::i18n::{Arg, Localize, Message};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ReportFormat {
    /// A table for people, headers in the --lang language.
    Table,
    /// JSON (docs/schema/conformance.json).
    Json,
    /// JUnit XML: a test suite per article (per engine), a test case per scenario.
    Junit,
    /// A Markdown table, for a README or a pull request.
    Markdown,
}

#[derive(Args, Debug)]
pub(crate) struct ConformanceArgs {
    /// Run the feature files under DIR (DIR/en/…, DIR/ru/…) instead of the built-in ones.
    #[arg(long, value_name = "DIR")]
    features: Option<PathBuf>,
    /// How to report.
    #[arg(long, value_enum, default_value = "table")]
    format: ReportFormat,
    /// Run only the scenarios matching a tag expression, e.g. `@article-3.8.2` or
    /// `@article-3.7.1 or @article-3.7.2`. The report then lists only the articles they cite.
    #[arg(long, value_name = "EXPR")]
    tags: Option<String>,
    /// Also run the scenarios against an engine speaking arbiter's JSON-lines protocol
    /// (docs/engine-protocol.md), started with this shell command. Repeat for several: one
    /// side-by-side report.
    #[arg(long = "engine", value_name = "CMD")]
    engines: Vec<String>,
    /// Also run the scenarios against a UCI engine (legal moves through `go perft 1`),
    /// started with this shell command. Repeat for several.
    #[arg(long = "engine-uci", value_name = "CMD")]
    uci_engines: Vec<String>,
    /// Seconds an engine has to answer each request; past it the engine is killed, the
    /// scenario fails, and the engine is started again for the next.
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = parse_seconds)]
    engine_timeout: Duration,
}

fn parse_seconds(s: &str) -> Result<Duration, String> {
    match s.parse::<f64>() {
        Ok(v) if v > 0.0 && v <= 86_400.0 => Ok(Duration::from_secs_f64(v)),
        _ => Err(format!("`{s}` is not a number of seconds between 0 and 86400")),
    }
}

/// `--lang` for this command: `en`, `ru` or `all` (the default: every language).
pub(crate) fn feature_langs(lang: Option<&str>) -> Vec<String> {
    match lang {
        None | Some("all") => Vec::new(),
        Some(l) => vec![l.split(['-', '_']).next().unwrap_or(l).to_owned()],
    }
}

fn text(s: impl Into<String>) -> Arg {
    Arg::Text(s.into())
}

/// The message for an error that stops the run, and its exit code.
fn run_error(e: &RunError) -> (Message, i32) {
    match e {
        RunError::Malformed(m) => (m.message(), 2),
        // The user's own expression, not the rulebook, is at fault (review 19a, A-10).
        RunError::Tags { expr, column } => (
            Message::new("conformance-error-tags")
                .arg("tags", Arg::input(expr))
                .arg("column", Arg::Number(*column as i64)),
            2,
        ),
        RunError::NothingRan { tags: Some(tags), .. } => {
            (Message::new("conformance-error-nothing-ran-tags").arg("tags", text(tags.clone())), 1)
        }
        // No language asked for: every language was tried (review 19a, A-9).
        RunError::NothingRan { langs, .. } if langs.is_empty() => (Message::new("conformance-error-nothing-ran"), 1),
        RunError::NothingRan { langs, .. } => {
            (Message::new("conformance-error-nothing-ran-langs").arg("langs", text(langs.join(", "))), 1)
        }
        RunError::Engine { command, error } => (
            Message::new("conformance-error-engine")
                .arg("command", text(command.clone()))
                .arg("reason", Arg::Message(Box::new(error.message()))),
            2,
        ),
        other => (Message::new("conformance-error-run").arg("reason", text(other.to_string())), 2),
    }
}

pub(crate) fn run(ctx: &Ctx, args: ConformanceArgs, langs: Vec<String>, out: &mut Out) -> io::Result<i32> {
    let files = match &args.features {
        None => conformance::embedded_features(),
        Some(dir) => match conformance::features_from_dir(dir) {
            Ok(files) if !files.is_empty() => files,
            Ok(_) => {
                let msg = Message::new("conformance-error-no-features").arg("dir", text(dir.display().to_string()));
                out.error(ctx, msg)?;
                return Ok(2);
            }
            Err(e) => {
                let msg = Message::new("cli-error-io")
                    .arg("path", text(dir.display().to_string()))
                    .arg("reason", Arg::Message(Box::new(crate::i18n::io_dir_reason(&e, dir))));
                out.error(ctx, msg)?;
                return Ok(2);
            }
        },
    };
    let engines = args
        .engines
        .iter()
        .map(|c| EngineSpec { command: c.clone(), protocol: Protocol::JsonLines })
        .chain(args.uci_engines.iter().map(|c| EngineSpec { command: c.clone(), protocol: Protocol::Uci }))
        .collect();
    let options = Options {
        langs,
        tags: args.tags.clone(),
        progress: std::io::stderr().is_terminal(),
        reader: ctx.lang.language().to_owned(),
        engines,
        timeout: Some(args.engine_timeout),
    };
    let report = match conformance::run(files, &options, ctx.lang.language()) {
        Ok(r) => r,
        Err(e) => {
            let (msg, code) = run_error(&e);
            out.error(ctx, msg)?;
            return Ok(code);
        }
    };
    match args.format {
        ReportFormat::Json => writeln!(
            out.stdout,
            "{}",
            serde_json::to_string_pretty(&report.json_with(&|m| ctx.tr(m))).unwrap_or_default()
        )?,
        ReportFormat::Junit => {
            let suite = |article: &str, title: &str| {
                ctx.tr(&Message::new("conformance-junit-suite")
                    .arg("article", Arg::Text(article.to_owned()))
                    .arg("title", Arg::Text(title.to_owned())))
            };
            let lint = ctx.tr(&Message::new("conformance-junit-lint"));
            write!(out.stdout, "{}", report.junit_named(&suite, &lint, &|msg| ctx.tr(msg)))?
        }
        ReportFormat::Table => write!(out.stdout, "{}", table(ctx, &report, false))?,
        ReportFormat::Markdown => write!(out.stdout, "{}", table(ctx, &report, true))?,
    }
    Ok(if report.ok() { 0 } else { 1 })
}

/// The status in words; an article out of scope as a whole with points that are checked
/// (7 with 7.5) reads "checked in part" (review 11, Q-6; JSON keeps `out-of-scope`).
fn status_word(ctx: &Ctx, status: Status, engines: bool, article: &str) -> String {
    let partly = status == Status::OutOfScope
        && crate::Registry::global().article(article).is_some_and(|a| crate::Registry::global().partly_in_scope(a));
    if engines {
        let name = if partly { "partly" } else { status.name() };
        ctx.tr(&Message::new("conformance-engine-status").arg("status", Arg::Keyword(name)))
    } else {
        let name = if partly { "partly" } else { status.coverage_name() };
        ctx.tr(&Message::new("conformance-status").arg("status", Arg::Keyword(name)))
    }
}

/// Lays out rows as a Markdown table, or as aligned text columns.
fn layout(header: &[String], rows: &[Vec<String>], markdown: bool) -> String {
    let mut out = String::new();
    if markdown {
        out.push_str(&format!("| {} |\n", header.join(" | ")));
        out.push_str(&format!("|{}\n", "---|".repeat(header.len())));
        for r in rows {
            let cells: Vec<String> = r.iter().map(|c| c.replace('|', "\\|")).collect();
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
        return out;
    }
    let width = |i: usize| {
        std::iter::once(&header[i]).chain(rows.iter().map(|r| &r[i])).map(|c| c.chars().count()).max().unwrap_or(0)
    };
    let widths: Vec<usize> = (0..header.len()).map(|i| width(i).min(if i == 1 { 48 } else { 40 })).collect();
    let line = |cells: &[String]| -> String {
        let parts: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let c = fit(c, widths[i]);
                format!("{c}{}", " ".repeat(widths[i].saturating_sub(c.chars().count())))
            })
            .collect();
        parts.join("  ").trim_end().to_owned()
    };
    out.push_str(&line(header));
    out.push('\n');
    for r in rows {
        out.push_str(&line(r));
        out.push('\n');
    }
    out
}

/// A cell cut to `width` characters: at the last word boundary that fits, with «…», so
/// that no title ends in half a word («Мат приносит победу; своего короля нельзя…»).
fn fit(cell: &str, width: usize) -> String {
    if cell.chars().count() <= width {
        return cell.to_owned();
    }
    let head: String = cell.chars().take(width.saturating_sub(1)).collect();
    let cut = match head.rfind(char::is_whitespace) {
        Some(_) if cell[head.len()..].starts_with(char::is_whitespace) => &head[..],
        Some(at) if head[..at].chars().any(|c| !c.is_whitespace()) => &head[..at],
        _ => &head[..],
    };
    format!("{}…", cut.trim_end_matches(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '—' | '-')))
}

/// The report as a text table (or a Markdown one), then failures, lint findings, totals.
/// With engines, one status column per engine (arbiter first).
fn table(ctx: &Ctx, report: &Report, markdown: bool) -> String {
    let h = |id: &'static str| ctx.tr(&Message::new(id));
    let several = report.engines.len() > 1;
    let mut header = vec![h("conformance-header-article"), h("conformance-header-title")];
    if several {
        header.extend(report.engines.iter().map(|c| c.id.clone()));
    } else {
        header.push(h("conformance-header-status"));
        for lang in &report.langs {
            header.push(ctx.tr(&Message::new("conformance-header-counts").arg("lang", text(lang.clone()))));
        }
    }
    let mut rows: Vec<Vec<String>> = Vec::new();
    for row in &report.rows {
        let indent = if markdown { String::new() } else { "  ".repeat(row.depth.saturating_sub(1)) };
        let mut cells = vec![format!("{indent}{}", row.article), row.title.clone()];
        if several {
            cells.extend(row.cells.iter().map(|c| status_word(ctx, c.status, true, &row.article)));
        } else {
            cells.push(status_word(ctx, row.status(), false, &row.article));
            for lang in &report.langs {
                let c = row.counts(lang);
                cells.push(if c.total() == 0 {
                    "-".to_owned()
                } else {
                    format!("{}/{}/{}", c.passed, c.failed, c.skipped)
                });
            }
        }
        rows.push(cells);
    }
    let mut out = layout(&header, &rows, markdown);
    out.push('\n');
    let failing: Vec<_> =
        report.scenarios.iter().filter(|s| matches!(s.outcome, Outcome::Failed(_) | Outcome::Skipped(_))).collect();
    if !failing.is_empty() {
        out.push_str(&h("conformance-failures"));
        out.push('\n');
        for s in failing {
            // A skipped scenario does not pass either, and is said to be skipped (the totals
            // count it apart).
            let why = match &s.outcome {
                Outcome::Failed(w) => w.clone(),
                Outcome::Skipped(w) => ctx.tr(&Message::new("conformance-skipped").arg("why", text(w.clone()))),
                _ => String::new(),
            };
            let who = if several { format!("[{}] ", report.engines[s.engine].id) } else { String::new() };
            out.push_str(&format!("  {who}{}:{} {} — {}\n", s.file, s.line, s.name, why.replace('\n', "\n      ")));
            if let Some(d) = &s.detail {
                for msg in d.messages_beyond(&why) {
                    out.push_str(&format!("      {}\n", ctx.tr(&msg)));
                }
            }
        }
        out.push('\n');
    }
    if !report.lint.is_empty() {
        out.push_str(&h("conformance-lint"));
        out.push('\n');
        for l in &report.lint {
            out.push_str(&format!("  {}\n", ctx.tr(&l.message())));
        }
        out.push('\n');
    }
    for (i, col) in report.engines.iter().enumerate() {
        if several {
            out.push_str(
                &ctx.tr(&Message::new("conformance-engine")
                    .arg("engine", text(col.id.clone()))
                    .arg("name", text(col.info.name.clone()))
                    .arg("version", text(col.info.version.clone()))
                    .arg("protocol", text(col.info.protocol.name()))
                    .arg("requests", Arg::Number(col.requests as i64))
                    .arg("failed", Arg::Number(col.failed_requests as i64))
                    .arg("whole", Arg::Number(tenths(col.seconds) / 10))
                    .arg("tenth", Arg::Number(tenths(col.seconds) % 10))),
            );
            out.push('\n');
        }
        for (lang, c) in report.totals(i) {
            let msg = if several {
                Message::new("conformance-engine-summary")
                    .arg("engine", text(col.id.clone()))
                    .arg("not-applicable", Arg::Number(c.not_applicable as i64))
            } else {
                Message::new("conformance-summary")
            };
            out.push_str(
                &ctx.tr(&msg
                    .arg("lang", text(lang))
                    .arg("passed", Arg::Number(c.passed as i64))
                    .arg("failed", Arg::Number(c.failed as i64))
                    .arg("skipped", Arg::Number(c.skipped as i64))),
            );
            out.push('\n');
        }
    }
    out.push_str(
        &ctx.tr(&Message::new("conformance-coverage")
            .arg("articles", Arg::Number(report.rows.len() as i64))
            .arg("covered", Arg::Number(report.count_status(0, Status::Passed) as i64))
            .arg("gaps", Arg::Number(report.count_status(0, Status::Gap) as i64))
            .arg("out-of-scope", Arg::Number(report.count_status(0, Status::OutOfScope) as i64))),
    );
    out.push('\n');
    let failed = report.count_status(0, Status::Failed);
    if failed > 0 {
        out.push_str(&ctx.tr(&Message::new("conformance-articles-failed").arg("failed", Arg::Number(failed as i64))));
        out.push('\n');
    }
    out
}

/// Seconds in whole tenths, rounded, for a sentence that writes its own decimal mark.
fn tenths(seconds: f64) -> i64 {
    (seconds * 10.0).round() as i64
}

#[cfg(test)]
mod tests {
    use super::fit;

    /// Review F-46: a title too long for its column is cut between words, marked «…».
    #[test]
    fn a_cell_too_wide_is_cut_between_words() {
        assert_eq!(
            fit("Мат приносит победу; своего короля нельзя оставлять под шахом", 48),
            "Мат приносит победу; своего короля нельзя…"
        );
        assert_eq!(
            fit("Партии без добавления времени, включая окончание партии", 40),
            "Партии без добавления времени, включая…"
        );
        assert_eq!(fit("Checkmate wins", 40), "Checkmate wins");
        assert_eq!(fit("Supercalifragilistic", 10), "Supercali…");
        assert!(fit("Мат приносит победу; своего короля нельзя оставлять под шахом", 48).chars().count() <= 48);
    }
}
