//! `arbiter conformance`: runs the executable rulebook and reports article by article.

use std::io::{self, IsTerminal};
use std::path::PathBuf;

use clap::{Args, ValueEnum};

use super::{Ctx, Out};
use crate::conformance::{self, Options, Outcome, Report, Status};
use crate::i18n::{Arg, Message};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ReportFormat {
    /// A table for people, headers in the --lang language.
    Table,
    /// The JSON of DESIGN.md.
    Json,
    /// JUnit XML: a test suite per article, a test case per scenario.
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
    /// `@article-3.7.1 or @article-3.7.2`.
    #[arg(long, value_name = "EXPR")]
    tags: Option<String>,
}

/// `--lang` for this command: `en`, `ru` or `all` (the default: every language).
pub(crate) fn feature_langs(lang: Option<&str>) -> Vec<String> {
    match lang {
        None | Some("all") => Vec::new(),
        Some(l) => vec![l.split(['-', '_']).next().unwrap_or(l).to_owned()],
    }
}

pub(crate) fn run(ctx: &Ctx, args: ConformanceArgs, langs: Vec<String>, out: &mut Out) -> io::Result<i32> {
    let files = match &args.features {
        None => conformance::embedded_features(),
        Some(dir) => match conformance::features_from_dir(dir) {
            Ok(files) if !files.is_empty() => files,
            Ok(_) => {
                let msg =
                    Message::new("conformance-error-no-features").arg("dir", Arg::Text(dir.display().to_string()));
                out.error(ctx, msg)?;
                return Ok(2);
            }
            Err(e) => {
                let msg = Message::new("cli-error-io")
                    .arg("path", Arg::Text(dir.display().to_string()))
                    .arg("reason", Arg::Text(e.to_string()));
                out.error(ctx, msg)?;
                return Ok(2);
            }
        },
    };
    let options = Options { langs, tags: args.tags.clone(), progress: std::io::stderr().is_terminal() };
    let report = match conformance::run(files, &options, ctx.lang.language()) {
        Ok(r) => r,
        Err(e) => {
            out.error(ctx, Message::new("conformance-error-run").arg("reason", Arg::Text(e.to_string())))?;
            return Ok(2);
        }
    };
    match args.format {
        ReportFormat::Json => {
            writeln!(out.stdout, "{}", serde_json::to_string_pretty(&report.json()).unwrap_or_default())?
        }
        ReportFormat::Junit => {
            let suite = |article: &str, title: &str| {
                ctx.tr(&Message::new("quote-heading")
                    .arg("article", Arg::Text(article.to_owned()))
                    .arg("title", Arg::Text(title.to_owned())))
            };
            write!(out.stdout, "{}", report.junit_named(&suite, &ctx.tr(&Message::new("conformance-junit-lint"))))?
        }
        ReportFormat::Table => write!(out.stdout, "{}", table(ctx, &report, false))?,
        ReportFormat::Markdown => write!(out.stdout, "{}", table(ctx, &report, true))?,
    }
    Ok(if report.ok() { 0 } else { 1 })
}

fn status_word(ctx: &Ctx, status: Status) -> String {
    ctx.tr(&Message::new("conformance-status").arg("status", Arg::Keyword(status.name())))
}

/// The report as a text table (or a Markdown one), then failures, lint findings, totals.
fn table(ctx: &Ctx, report: &Report, markdown: bool) -> String {
    let h = |id: &'static str| ctx.tr(&Message::new(id));
    let mut header =
        vec![h("conformance-header-article"), h("conformance-header-title"), h("conformance-header-status")];
    for lang in &report.langs {
        header.push(ctx.tr(&Message::new("conformance-header-counts").arg("lang", Arg::Text(lang.clone()))));
    }
    let mut rows: Vec<Vec<String>> = Vec::new();
    for row in &report.rows {
        let indent = if markdown { String::new() } else { "  ".repeat(row.depth.saturating_sub(1)) };
        let mut cells = vec![format!("{indent}{}", row.article), row.title.clone(), status_word(ctx, row.status)];
        for lang in &report.langs {
            let c = row.counts.get(lang).copied().unwrap_or_default();
            cells.push(if c.total() == 0 {
                "-".to_owned()
            } else {
                format!("{}/{}/{}", c.passed, c.failed, c.skipped)
            });
        }
        rows.push(cells);
    }
    let mut out = String::new();
    if markdown {
        out.push_str(&format!("| {} |\n", header.join(" | ")));
        out.push_str(&format!("|{}\n", "---|".repeat(header.len())));
        for r in &rows {
            let cells: Vec<String> = r.iter().map(|c| c.replace('|', "\\|")).collect();
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
    } else {
        let width = |i: usize| {
            std::iter::once(&header[i]).chain(rows.iter().map(|r| &r[i])).map(|c| c.chars().count()).max().unwrap_or(0)
        };
        let widths: Vec<usize> = (0..header.len()).map(|i| width(i).min(if i == 1 { 48 } else { 40 })).collect();
        let line = |cells: &[String]| -> String {
            let parts: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let c: String = c.chars().take(widths[i]).collect();
                    format!("{c}{}", " ".repeat(widths[i].saturating_sub(c.chars().count())))
                })
                .collect();
            parts.join("  ").trim_end().to_owned()
        };
        out.push_str(&line(&header));
        out.push('\n');
        for r in &rows {
            out.push_str(&line(r));
            out.push('\n');
        }
    }
    out.push('\n');
    let failing: Vec<_> = report.scenarios.iter().filter(|s| s.outcome != Outcome::Passed).collect();
    if !failing.is_empty() {
        out.push_str(&h("conformance-failures"));
        out.push('\n');
        for s in failing {
            let why = match &s.outcome {
                Outcome::Failed(w) | Outcome::Skipped(w) => w.as_str(),
                Outcome::Passed => "",
            };
            out.push_str(&format!("  {}:{} {} — {}\n", s.file, s.line, s.name, why.replace('\n', "\n      ")));
        }
        out.push('\n');
    }
    if !report.lint.is_empty() {
        out.push_str(&h("conformance-lint"));
        out.push('\n');
        for l in &report.lint {
            out.push_str(&format!("  {l}\n"));
        }
        out.push('\n');
    }
    for (lang, c) in report.totals() {
        out.push_str(
            &ctx.tr(&Message::new("conformance-summary")
                .arg("lang", Arg::Text(lang))
                .arg("passed", Arg::Number(c.passed as i64))
                .arg("failed", Arg::Number(c.failed as i64))
                .arg("skipped", Arg::Number(c.skipped as i64))),
        );
        out.push('\n');
    }
    out.push_str(
        &ctx.tr(&Message::new("conformance-coverage")
            .arg("articles", Arg::Number(report.rows.len() as i64))
            .arg("covered", Arg::Number(report.count_status(Status::Covered) as i64))
            .arg("gaps", Arg::Number(report.count_status(Status::Gap) as i64))
            .arg("out-of-scope", Arg::Number(report.count_status(Status::OutOfScope) as i64))),
    );
    out.push('\n');
    out
}
