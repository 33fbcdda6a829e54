//! `arbiter quote`: an article's text, labelled as a quote (with its source) or as our
//! summary.

use std::io;

use clap::{Args, ValueEnum};
use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use super::{Ctx, EditionArg, Out};
use crate::i18n::{Arg, Message};
use crate::rulebook::{Article, InEdition, Scope, TextKind};
use crate::{Edition, Registry};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum QuoteFormat {
    /// Rendered for the terminal.
    Text,
    /// The Markdown source.
    Markdown,
}

#[derive(Args, Debug)]
pub(crate) struct QuoteArgs {
    /// The article: a 2023 number (`3.8.2`), or with --edition 2009 an old label (`3.8 a ii`).
    article: String,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` (rendered) or `markdown` (raw).
    #[arg(long, value_enum, default_value = "text")]
    format: QuoteFormat,
    /// Only the article itself, without its sub-articles.
    #[arg(long)]
    only: bool,
}

/// Markdown to plain text for a terminal: paragraphs separated by a blank line, list items
/// with a bullet, line breaks of the source kept (quotes stay word for word).
pub(crate) fn render_markdown(md: &str) -> String {
    let mut out = String::new();
    let mut list_depth = 0usize;
    for event in Parser::new(md) {
        match event {
            Event::Start(Tag::Item) => {
                out.push_str(&"  ".repeat(list_depth.saturating_sub(1)));
                out.push_str("• ");
            }
            Event::Start(Tag::List(_)) => list_depth += 1,
            Event::End(TagEnd::List(_)) => {
                list_depth = list_depth.saturating_sub(1);
                if list_depth == 0 {
                    out.push('\n');
                }
            }
            Event::End(TagEnd::Item) if !out.ends_with('\n') => out.push('\n'),
            Event::End(TagEnd::Paragraph) => {
                out.push('\n');
                if list_depth == 0 {
                    out.push('\n');
                }
            }
            Event::Start(Tag::BlockQuote(_)) => {}
            Event::Text(t) | Event::Code(t) => out.push_str(&t),
            Event::SoftBreak => out.push(' '),
            Event::HardBreak => out.push('\n'),
            _ => {}
        }
    }
    out.trim_end().to_owned()
}

/// The article's number as the heading shows it under `edition`: the edition's label with
/// the 2023 number beside it, or the 2023 number and why the edition has none.
fn article_number(ctx: &Ctx, article: &Article, edition: Edition) -> String {
    if edition == Edition::E2023 {
        return article.number.clone();
    }
    let registry = Registry::global();
    let (id, label) = match registry.number_in(&article.number, edition) {
        InEdition::Label(label) => ("quote-number-in-edition", label),
        InEdition::Absent => ("quote-number-not-in-edition", ""),
        InEdition::Unknown => ("quote-number-unknown-in-edition", ""),
    };
    ctx.tr(&Message::new(id)
        .arg("article", Arg::Text(article.number.clone()))
        .arg("label", Arg::Text(label.to_owned()))
        .arg("edition", Arg::Text(edition.year().to_owned())))
}

/// The text of one article, labelled, in the reader's language.
pub(crate) fn article_text(ctx: &Ctx, article: &Article, edition: Edition, markdown: bool) -> String {
    let lang = ctx.lang.language();
    let mut out = String::new();
    let number = article_number(ctx, article, edition);
    let heading = ctx.tr(&Message::new("quote-heading")
        .arg("article", Arg::Text(number))
        .arg("title", Arg::Text(article.title(lang).to_owned())));
    if markdown {
        out.push_str(&format!("{} {heading}\n\n", "#".repeat(article.depth().min(6))));
    } else {
        out.push_str(&heading);
        out.push('\n');
    }
    let Some((text, other_language)) = article.text_in(edition, lang) else { return out };
    if other_language {
        out.push_str(&ctx.tr(&Message::new("quote-fallback-english")));
        out.push('\n');
    }
    let label = match &text.kind {
        TextKind::Quote { source } => Message::new("quote-label-quote").arg("source", Arg::Text(source.clone())),
        TextKind::Summary => Message::new("quote-label-summary"),
        TextKind::Missing => Message::new("quote-label-missing"),
    };
    let label = ctx.tr(&label);
    out.push_str(&if markdown { format!("*{label}*\n\n") } else { format!("[{label}]\n") });
    if !text.body.is_empty() {
        out.push_str(&if markdown { text.body.clone() } else { render_markdown(&text.body) });
        out.push('\n');
    }
    if article.scope == Scope::OutOfScope {
        // The reason is the article's, whatever edition's text is shown.
        let reason = article.text(lang).and_then(|t| t.scope_reason.clone()).unwrap_or_default();
        out.push_str(&ctx.tr(&Message::new("quote-out-of-scope").arg("reason", Arg::Text(reason))));
        out.push('\n');
    }
    out
}

pub(crate) fn run(ctx: &Ctx, args: QuoteArgs, out: &mut Out) -> io::Result<i32> {
    let registry = Registry::global();
    let edition = args.edition.edition;
    let found = registry.lookup(&args.article, edition);
    if found.is_empty() {
        let msg = Message::new("quote-error-unknown-article")
            .arg("article", Arg::Text(args.article.clone()))
            .arg("edition", Arg::Text(edition.year().to_owned()));
        out.error(ctx, msg)?;
        return Ok(2);
    }
    let markdown = args.format == QuoteFormat::Markdown;
    let mut shown: Vec<&str> = Vec::new();
    let mut parts = Vec::new();
    for article in found {
        let family: Vec<&Article> = if args.only {
            vec![article]
        } else {
            let prefix = format!("{}.", article.number);
            registry.articles().iter().filter(|a| a.number == article.number || a.number.starts_with(&prefix)).collect()
        };
        for a in family {
            if shown.contains(&a.number.as_str()) {
                continue;
            }
            shown.push(&a.number);
            parts.push(article_text(ctx, a, edition, markdown));
        }
    }
    writeln!(out.stdout, "{}", parts.join("\n").trim_end())?;
    Ok(0)
}
