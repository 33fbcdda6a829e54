//! `arbiter quote`: an article's text, labelled as a quote (with its source) or as our
//! summary.

use std::io;

use clap::{Args, ValueEnum};
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use serde::Serialize;

use super::{Ctx, EditionArg, Out};
use crate::i18n::{Arg, Localize, Message};
use crate::rulebook::{Article, InEdition, LeadIn, Scope, TextKind};
use crate::{Edition, Registry};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum QuoteFormat {
    /// Rendered for the terminal.
    Text,
    /// The Markdown source.
    Markdown,
    /// For teaching tools: each article's fields apart (`docs/schema/quote.json`).
    Json,
}

#[derive(Args, Debug)]
pub(crate) struct QuoteArgs {
    /// The article: a 2023 number (`3.8.2`), or an edition's label with --edition.
    #[arg(required_unless_present = "list")]
    article: Option<String>,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` (rendered), `markdown` (raw) or `json`.
    #[arg(long, value_enum, default_value = "text")]
    format: QuoteFormat,
    /// Only the article itself, without its sub-articles.
    #[arg(long)]
    only: bool,
    /// List every article: its number (in --edition too) and title.
    #[arg(long, conflicts_with = "article")]
    list: bool,
}

/// One article's text in the JSON of `quote --format json` (`docs/schema/quote.json`),
/// in this key order.
#[derive(Serialize, Debug)]
pub(crate) struct JsonQuote {
    /// The 2023 number.
    article: String,
    /// The number in the edition asked for; none when that edition had no such article or
    /// arbiter does not know its number there (`in_edition` says which).
    number: Option<String>,
    /// `yes`, `no` (the edition had no such article) or `unknown`.
    in_edition: &'static str,
    /// Where the edition asked for states the article's rules when not (only) under
    /// `number`: 2009's 9.6 for the dead position (2009 5.2 b); none otherwise.
    cited_as: Option<String>,
    /// The edition asked for.
    edition: &'static str,
    title: String,
    /// The language of `text` (English when the reader's language has none).
    language: String,
    /// `quote` (the official words), `summary` (our own words) or `missing`.
    kind: &'static str,
    /// The edition whose text (or rule, for a summary) `text` gives: the edition asked for
    /// when it has its own, else 2009's where arbiter applies that edition's rule (2005's
    /// Articles 5 to 12, review 23a, G-6), else 2023's.
    text_edition: &'static str,
    /// For a quote: its edition, language and article, in the reader's language.
    source: Option<String>,
    /// The body as plain text.
    text: String,
    /// Why software cannot check the article, when it cannot.
    out_of_scope: Option<String>,
    /// When the quoted point ends a sentence that its parent begins (4.3.1 after 4.3): the
    /// parent's words, outermost first; empty otherwise.
    lead_in: Vec<JsonLeadIn>,
    /// arbiter's note beside the text, as plain text, in `language`; never part of `text`.
    note: Option<String>,
}

/// The beginning of a quoted point's sentence (`lead_in` of `docs/schema/quote.json`).
#[derive(Serialize, Debug)]
pub(crate) struct JsonLeadIn {
    /// The article whose words these are, as its source labels it.
    article: String,
    /// Its official words, as plain text; none when arbiter has only a summary of it.
    text: Option<String>,
}

/// `quote --format json`: the article and, unless --only, its sub-articles. `arbiter
/// serve`'s `/api/quote` answers the same.
#[derive(Serialize, Debug)]
pub(crate) struct JsonQuotes {
    quotes: Vec<JsonQuote>,
}

/// `quote --list --format json` (and `/api/quote?list`).
#[derive(Serialize, Debug)]
pub(crate) struct JsonList {
    articles: Vec<JsonListed>,
}

/// One article of `quote --list --format json`.
#[derive(Serialize, Debug)]
struct JsonListed {
    article: String,
    number: Option<String>,
    in_edition: &'static str,
    /// As in [`JsonQuote`]: 2009's 9.6 beside 5.2 b.
    cited_as: Option<String>,
    edition: &'static str,
    title: String,
    out_of_scope: bool,
}

fn in_edition(article: &Article, edition: Edition) -> (Option<String>, &'static str) {
    match Registry::global().number_in(&article.number, edition) {
        InEdition::Label(label) => (Some(label.to_owned()), "yes"),
        InEdition::Absent => (None, "no"),
        InEdition::Unknown => (None, "unknown"),
    }
}

/// `quote --list --format json`: every article, its number in `edition` beside the 2023 one.
pub(crate) fn json_list(ctx: &Ctx, edition: Edition) -> JsonList {
    let lang = ctx.lang.language();
    let articles = Registry::global()
        .articles()
        .iter()
        .map(|a| {
            let (number, in_edition) = in_edition(a, edition);
            JsonListed {
                article: a.number.clone(),
                number,
                in_edition,
                cited_as: a.cited_elsewhere(edition).map(str::to_owned),
                edition: edition.year(),
                title: a.title_in(edition, lang).to_owned(),
                out_of_scope: a.scope == Scope::OutOfScope,
            }
        })
        .collect();
    JsonList { articles }
}

/// Whether `wanted` has the shape of an article's number in some edition — `3.8.2`, `C.10`,
/// `c10`, `A`, `III.5`, `3.8 b (2) (a)`, after an optional word such as «статья» — so that
/// "no such article" is said only of numbers, and «abc» is said not to be one (review 30a, G-1).
fn looks_like_a_number(wanted: &str) -> bool {
    let label = crate::rulebook::strip_article_word(wanted);
    let mut chars = label.chars();
    match chars.next() {
        Some(c) if c.is_ascii_digit() => true,
        // An appendix letter alone or followed by its point: `C`, `C.10`, `c10`, `A 4`.
        Some(c) if c.is_ascii_alphabetic() && !"IVXivx".contains(c) => {
            let rest = chars.as_str().trim_start_matches(['.', ' ']);
            rest.is_empty() || rest.starts_with(|d: char| d.is_ascii_digit())
        }
        // A Guideline's Roman numeral: `III`, `III.5`.
        Some(c) if "IVXivx".contains(c) => {
            let rest = label.trim_start_matches(['I', 'V', 'X', 'i', 'v', 'x']);
            let rest = rest.trim_start_matches(['.', ' ']);
            rest.is_empty() || rest.starts_with(|d: char| d.is_ascii_digit())
        }
        _ => false,
    }
}

/// `quote --format json` of the articles found.
pub(crate) fn json_quotes(ctx: &Ctx, articles: &[&Article], edition: Edition) -> JsonQuotes {
    JsonQuotes { quotes: articles.iter().map(|a| json_quote(ctx, a, edition)).collect() }
}

/// The articles `quote ARTICLE` shows: the article named (a 2023 number, or `edition`'s
/// label) and, unless `only`, its sub-articles, each once, in the order of the Laws; or
/// the message saying why there is none.
pub(crate) fn find(wanted: &str, edition: Edition, only: bool) -> Result<Vec<&'static Article>, Message> {
    let registry = Registry::global();
    let found = registry.lookup(wanted, edition);
    if found.is_empty() {
        return Err(match registry.editions_with_label(wanted, edition).first() {
            Some((other, articles)) => {
                // The articles at the top only, their items said as such («C.10 с
                // подпунктами»), and an appendix's item not called an article (review 32a,
                // G-19).
                let numbers: Vec<&str> = articles.iter().map(|a| a.number.as_str()).collect();
                let tops: Vec<&str> = numbers
                    .iter()
                    .copied()
                    .filter(|n| !numbers.iter().any(|p| n.strip_prefix(p).is_some_and(|rest| rest.starts_with('.'))))
                    .collect();
                let appendix = tops.first().is_some_and(|n| n.starts_with(|c: char| c.is_ascii_alphabetic()));
                Message::new("quote-error-label-of-edition")
                    .arg("article", Arg::Text(wanted.to_owned()))
                    .arg("edition", Arg::Text(edition.year().to_owned()))
                    .arg("other", Arg::Text(other.year().to_owned()))
                    .arg("count", Arg::Number(tops.len() as i64))
                    .arg("number", Arg::Text(tops.join(", ")))
                    .arg("first", Arg::Text(tops.first().copied().unwrap_or_default().to_owned()))
                    .arg("second", Arg::Text(tops.get(1).copied().unwrap_or_default().to_owned()))
                    .arg("appendix", Arg::Keyword(if appendix { "yes" } else { "no" }))
                    .arg("items", Arg::Keyword(if numbers.len() > tops.len() { "yes" } else { "no" }))
            }
            None if !looks_like_a_number(wanted) => {
                Message::new("quote-error-not-an-article-number").arg("article", Arg::Text(wanted.to_owned()))
            }
            // An older edition's number arbiter has not mapped is not said not to exist
            // (review 32b, H-7: 2009's 6.13, 13.4).
            None if registry.label_unmapped(wanted, edition) => Message::new("quote-error-unmapped-article")
                .arg("article", Arg::Text(wanted.to_owned()))
                .arg("edition", Arg::Text(edition.year().to_owned())),
            None => Message::new("quote-error-unknown-article")
                .arg("article", Arg::Text(wanted.to_owned()))
                .arg("edition", Arg::Text(edition.year().to_owned())),
        });
    }
    let mut shown: Vec<&'static Article> = Vec::new();
    for article in found {
        let prefix = format!("{}.", article.number);
        for a in registry.articles() {
            let member = a.number == article.number || (!only && a.number.starts_with(&prefix));
            if member && !shown.iter().any(|s| s.number == a.number) {
                shown.push(a);
            }
        }
    }
    Ok(shown)
}

/// The JSON of one article's text under `edition`, in the reader's language.
pub(crate) fn json_quote(ctx: &Ctx, article: &Article, edition: Edition) -> JsonQuote {
    let lang = ctx.lang.language();
    let (number, in_edition) = in_edition(article, edition);
    let (text, other_language) = match article.text_in(edition, lang) {
        Some((t, other)) => (Some(t), other),
        None => (None, false),
    };
    let (kind, source) = match text.map(|t| &t.kind) {
        Some(TextKind::Quote { source }) => ("quote", Some(ctx.tr(&source.message()))),
        Some(TextKind::Summary) => ("summary", None),
        Some(TextKind::Missing) | None => ("missing", None),
    };
    JsonQuote {
        article: article.number.clone(),
        number,
        in_edition,
        cited_as: article.cited_elsewhere(edition).map(str::to_owned),
        edition: edition.year(),
        title: article.title_in(edition, lang).to_owned(),
        language: if other_language { "en".to_owned() } else { lang.to_owned() },
        kind,
        text_edition: text.map_or(Edition::E2023, |t| text_edition(article, edition, t)).year(),
        source,
        text: text.map(|t| render_markdown(&t.body)).unwrap_or_default(),
        out_of_scope: Registry::global().scope_under(article, edition, lang).map(|(reason, _)| reason),
        lead_in: Registry::global()
            .lead_in(article, edition, lang)
            .into_iter()
            .map(|part| match part {
                LeadIn::Quoted { article, text, .. } => {
                    JsonLeadIn { article: article.to_owned(), text: Some(render_markdown(text)) }
                }
                LeadIn::NotQuoted { article, .. } => JsonLeadIn { article: article.to_owned(), text: None },
            })
            .collect(),
        note: text.and_then(|t| t.note.as_deref()).map(render_markdown),
    }
}

/// The lines that say how a quoted point's sentence begins, when it continues its parent's
/// (G-17 of the Russian review: `quote 4.3.1` alone would not say who «он» is): «Начало
/// фразы — в статье 4.3: «За исключением случая, …»».
fn lead_in_lines(ctx: &Ctx, article: &Article, edition: Edition) -> Vec<String> {
    lead_in_messages(article, edition, ctx.lang.language()).iter().map(|m| ctx.tr(m)).collect()
}

/// The messages of [`lead_in_lines`], for any renderer (the ruling page quotes the articles
/// it cites too: review 19a, A-2).
pub(crate) fn lead_in_messages(article: &Article, edition: Edition, lang: &str) -> Vec<Message> {
    Registry::global()
        .lead_in(article, edition, lang)
        .into_iter()
        .map(|part| match part {
            LeadIn::Quoted { article, text, numbered_as } => Message::new("quote-lead-in")
                .arg("article", Arg::Text(article.to_owned()))
                .arg("text", Arg::Text(render_markdown(text).trim().replace('\n', " ")))
                .arg("numbered", Arg::Keyword(if numbered_as.is_some() { "source" } else { "shown" }))
                .arg("year", Arg::Text(numbered_as.map(|s| s.edition.to_string()).unwrap_or_default()))
                .arg("later", Arg::Keyword(if numbered_as.is_some_and(|s| s.or_later) { "yes" } else { "no" })),
            LeadIn::NotQuoted { article, numbered_as } => Message::new("quote-lead-in-not-quoted")
                .arg("article", Arg::Text(article.to_owned()))
                .arg("numbered", Arg::Keyword(if numbered_as.is_some() { "source" } else { "shown" }))
                .arg("year", Arg::Text(numbered_as.map(|s| s.edition.to_string()).unwrap_or_default()))
                .arg("later", Arg::Keyword(if numbered_as.is_some_and(|s| s.or_later) { "yes" } else { "no" })),
        })
        .collect()
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
            // A backtick in the text is the seed's apostrophe or quotation mark
            // (`opponent`s`, `castling`): shown as the apostrophe it stands for.
            Event::Text(t) => out.push_str(&t.replace('`', "'")),
            Event::Code(t) => out.push_str(&t),
            Event::SoftBreak => out.push(' '),
            Event::HardBreak => out.push('\n'),
            _ => {}
        }
    }
    out.trim_end().to_owned()
}

/// Which of an article's two numbers in an older edition a heading names first, when that
/// edition states its rules elsewhere than under its label ([`Article::cited_as`]): 2009's
/// dead position is 5.2 b, drawn by 9.6.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum NumberFirst {
    /// The article's own label (5.2 b): `quote 5.2 b`, `quote 5.2.2`, the list.
    Label,
    /// Where the edition states its rule (9.6): what a ruling cites, and `quote 9.6`.
    Citation,
}

/// The numbers a heading shows under `edition`: the one named first and, when the edition
/// states the article's rules under another number too, that other one (review 26a, G-5:
/// a ruling cites 2009's 9.6, `quote 9.6` must not head it «5.2 b» alone).
fn numbers_shown(article: &Article, edition: Edition, first: NumberFirst) -> (InEdition<'_>, Option<&str>) {
    let own = Registry::global().number_in(&article.number, edition);
    let cite = article.cited_elsewhere(edition);
    match (own, cite) {
        (InEdition::Label(label), Some(cite)) => match first {
            NumberFirst::Label => (InEdition::Label(label), Some(cite)),
            NumberFirst::Citation => (InEdition::Label(cite), Some(label)),
        },
        // A rule the edition states only elsewhere (2009's 7.4 a for 2023's 7.5.2): a ruling
        // names that number, and so does its heading.
        (_, Some(cite)) if first == NumberFirst::Citation => (InEdition::Label(cite), None),
        // Asked for by its 2023 number: no article of its own, and where the edition states
        // it (review 28b, H-10: `quote --list` shows 2009's 7.4 a for 7.5.2, so does the heading).
        (InEdition::Absent, Some(cite)) => (InEdition::Absent, Some(cite)),
        (own, _) => (own, None),
    }
}

/// The article's number as the heading shows it under `edition`: the edition's label with
/// the 2023 number beside it, or the 2023 number and why the edition has none.
fn article_number(ctx: &Ctx, article: &Article, edition: Edition, first: NumberFirst) -> String {
    if edition == Edition::E2023 {
        return article.number.clone();
    }
    let registry = Registry::global();
    let (shown, also) = numbers_shown(article, edition, first);
    let (id, label) = match shown {
        InEdition::Label(label) => ("quote-number-in-edition", label),
        InEdition::Absent => ("quote-number-not-in-edition", ""),
        InEdition::Unknown => ("quote-number-unknown-in-edition", ""),
    };
    // The edition gives this number to another rule (2009's 9.6, 4.6, 10.2, A.3): the rule is
    // not there, the number is (review 29b, H-4).
    let reused = shown == InEdition::Absent
        && registry.lookup(&article.number, edition).iter().any(|other| other.number != article.number);
    // A number unknown in 2005 is given in 2009's where known (review 24c, H-4).
    let earlier = match registry.number_in(&article.number, Edition::E2009) {
        InEdition::Label(earlier) if edition != Edition::E2009 => Some(earlier),
        _ => None,
    };
    // «3.7 (the same number in 2005 and 2023)», not «3.7 … (3.7 in 2023)» (review 23a, G-11);
    // «9 (the same number in 2005, 2009 and 2023)» (review 26b, H-2).
    let same = match (label == article.number && also.is_none(), earlier) {
        (false, _) => "no",
        (true, Some(earlier)) if earlier == label => "all",
        (true, _) => "yes",
    };
    ctx.tr(&Message::new(id)
        .arg("article", Arg::Text(article.number.clone()))
        .arg("label", Arg::Text(label.to_owned()))
        .arg("edition", Arg::Text(edition.year().to_owned()))
        .arg("same", Arg::Keyword(same))
        .arg("cited", Arg::Keyword(if also.is_some() { "yes" } else { "no" }))
        .arg("also", Arg::Text(also.unwrap_or_default().to_owned()))
        .arg("reused", Arg::Keyword(if reused { "yes" } else { "no" }))
        // A point of a Guideline or an Appendix is «пункт», not «статья» (review 35a, K-16).
        .arg(
            "part",
            Arg::Keyword(if part_kind(&article.number) != "article" && article.number.contains('.') {
                "point"
            } else {
                "article"
            }),
        )
        .arg("known", Arg::Keyword(crate::i18n::known(earlier, &article.number)))
        .arg("earlier", Arg::Text(earlier.unwrap_or_default().to_owned())))
}

/// The text of one article, labelled, in the reader's language. With `lead_in`, a point that
/// ends its parent's sentence is preceded by the sentence's beginning (when the parent is
/// not shown just before it).
pub(crate) fn article_text(
    ctx: &Ctx,
    article: &Article,
    edition: Edition,
    first: NumberFirst,
    markdown: bool,
    lead_in: bool,
) -> String {
    let lang = ctx.lang.language();
    let mut out = String::new();
    let number = article_number(ctx, article, edition, first);
    // The kind of the number shown first: 2009's Article 10.2 is 2023's Guidelines III.5.
    let shown = match numbers_shown(article, edition, first).0 {
        InEdition::Label(label) if edition != Edition::E2023 => label,
        _ => &article.number,
    };
    let heading = ctx.tr(&Message::new("quote-heading")
        .arg("kind", Arg::Text(part_kind(shown).to_owned()))
        .arg("article", Arg::Text(number))
        .arg("title", Arg::Text(article.title_in(edition, lang).to_owned())));
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
        TextKind::Quote { source } => {
            Message::new("quote-label-quote").arg("source", Arg::Text(ctx.tr(&source.message())))
        }
        // The 2009 summary shown under 2005, whose text of the article is not known: the
        // rule arbiter applies under both (review 23a, G-6), its cross-references 2009
        // numbers (review 24b, H-5).
        TextKind::Summary if edition != Edition::E2009 && own_text(article, Edition::E2009, text) => {
            Message::new("quote-label-summary-earlier")
                .arg("shown", Arg::Text(Edition::E2009.year().to_owned()))
                .arg("edition", Arg::Text(edition.year().to_owned()))
                .arg("numbers", Arg::Keyword(if cites_articles(&text.body) { "yes" } else { "no" }))
        }
        // Our 2023 summary shown under an older edition: its cross-references are 2023
        // numbers, and the reader who asked for the older numbering is told so.
        TextKind::Summary
            if edition != Edition::E2023 && !own_text(article, edition, text) && cites_articles(&text.body) =>
        {
            Message::new("quote-label-summary-2023-numbers")
        }
        TextKind::Summary => Message::new("quote-label-summary"),
        TextKind::Missing => Message::new("quote-label-missing"),
    };
    let label = ctx.tr(&label);
    out.push_str(&if markdown { format!("*{label}*\n\n") } else { format!("[{label}]\n") });
    // A rule that came after the edition asked for: the text below is a later edition's,
    // and arbiter does not apply it under this one (review 24c, H-5: 7.5.3, 9.6.1 under 2009).
    if let Some(since) = article.since.filter(|_| !article.in_force(edition)) {
        let line = ctx.tr(&Message::new("quote-not-in-force")
            .arg("edition", Arg::Text(edition.year().to_owned()))
            .arg("since", Arg::Text(since.to_string())));
        out.push_str(&if markdown { format!("{line}\n\n") } else { format!("{line}\n") });
    }
    if lead_in {
        for line in lead_in_lines(ctx, article, edition) {
            out.push_str(&line);
            out.push_str(if markdown { "\n\n" } else { "\n" });
        }
    }
    if !text.body.is_empty() {
        out.push_str(&if markdown { text.body.clone() } else { render_markdown(&text.body) });
        out.push('\n');
    }
    if let Some(note) = &text.note {
        let note = ctx.tr(&Message::new("quote-note").arg("note", Arg::Text(render_markdown(note))));
        out.push_str(&if markdown { format!("\n> {note}\n") } else { format!("[{note}]\n") });
    }
    // The reason is the article's, or the edition's own where its text gives one (review
    // 32b, H-4: nothing of Appendix A is checked under 2009).
    if let Some((reason, partly)) = Registry::global().scope_under(article, edition, lang) {
        let id = if partly { "quote-partly-in-scope" } else { "quote-out-of-scope" };
        out.push_str(&ctx.tr(&Message::new(id).arg("reason", Arg::Text(reason))));
        out.push('\n');
    }
    out
}

/// What part of the Laws a number names, as `quote-heading` words it: `article` (3.8.2),
/// `appendix` (a point of an appendix: C.10) or `guidelines` (II.3).
fn part_kind(number: &str) -> &'static str {
    let first = number.split('.').next().unwrap_or_default();
    if !first.is_empty() && first.bytes().all(|b| matches!(b, b'I' | b'V' | b'X')) {
        "guidelines"
    } else if first.starts_with(|c: char| c.is_ascii_alphabetic()) {
        "appendix"
    } else {
        "article"
    }
}

/// The edition whose text `text` (what [`Article::text_in`] gave under `edition`) is.
/// A quote is its source's (a 2018-or-later text counts as 2023's, as its numbering does).
fn text_edition(article: &Article, edition: Edition, text: &crate::rulebook::ArticleText) -> Edition {
    if let TextKind::Quote { source } = &text.kind {
        return source.numbering();
    }
    [edition, Edition::E2009].into_iter().find(|&e| own_text(article, e, text)).unwrap_or(Edition::E2023)
}

/// Whether `text` is `edition`'s own text of the article (an `Edition …` block), written in
/// that edition's numbering.
fn own_text(article: &Article, edition: Edition, text: &crate::rulebook::ArticleText) -> bool {
    article.edition_text.get(&edition).is_some_and(|texts| texts.values().any(|t| std::ptr::eq(t, text)))
}

/// Whether a body refers to other articles by number (`3.8.2.1.1`, `C.10`).
fn cites_articles(body: &str) -> bool {
    let chars: Vec<char> = body.chars().collect();
    // `3.8.2`, `C.10`, `A.4`, `III.5`: a number or a letter, a point, a digit.
    chars
        .windows(3)
        .any(|w| (w[0].is_ascii_digit() || w[0].is_ascii_uppercase()) && w[1] == '.' && w[2].is_ascii_digit())
}

/// `quote --list`: every article, its number in the edition asked for beside the 2023 one.
fn list(ctx: &Ctx, edition: Edition, format: QuoteFormat, out: &mut Out) -> io::Result<i32> {
    let registry = Registry::global();
    let lang = ctx.lang.language();
    if format == QuoteFormat::Json {
        writeln!(out.stdout, "{}", serde_json::to_string(&json_list(ctx, edition)).unwrap_or_default())?;
        return Ok(0);
    }
    let width = registry.articles().iter().map(|a| a.number.chars().count()).max().unwrap_or(0);
    // 2009's dead position is 5.2 b and 9.6 (review 26a, G-5).
    let old = |a: &Article| match (registry.numbers_listed(&a.number, edition), in_edition(a, edition)) {
        (Some(numbers), _) => numbers,
        (None, (_, "no")) => "—".to_owned(),
        (None, _) => "?".to_owned(),
    };
    let old_width = registry.articles().iter().map(|a| old(a).chars().count()).max().unwrap_or(0);
    // Straight columns: the numbers say the depth (review 9, P-14); under an older edition
    // a first line says what the columns and the marks are.
    if edition != Edition::E2023 {
        let legend = Message::new("quote-list-legend").arg("edition", Arg::Text(edition.year().to_owned()));
        writeln!(out.stdout, "{}", ctx.tr(&legend))?;
    }
    for a in registry.articles() {
        let number = format!("{:width$}", a.number);
        if edition == Edition::E2023 {
            writeln!(out.stdout, "{number}  {}", a.title(lang))?;
        } else {
            let label = old(a);
            let pad = old_width.saturating_sub(label.chars().count());
            writeln!(out.stdout, "{number}  {label}{}  {}", " ".repeat(pad), a.title_in(edition, lang))?;
        }
    }
    Ok(0)
}

pub(crate) fn run(ctx: &Ctx, args: QuoteArgs, out: &mut Out) -> io::Result<i32> {
    let edition = args.edition.edition;
    if args.list {
        return list(ctx, edition, args.format, out);
    }
    let wanted = args.article.unwrap_or_default();
    let family_of_all = match find(&wanted, edition, args.only) {
        Ok(found) => found,
        Err(msg) => {
            out.error(ctx, msg)?;
            return Ok(2);
        }
    };
    match args.format {
        QuoteFormat::Json => {
            let json = json_quotes(ctx, &family_of_all, edition);
            writeln!(out.stdout, "{}", serde_json::to_string(&json).unwrap_or_default())?;
        }
        format => {
            let markdown = format == QuoteFormat::Markdown;
            // A point needs no lead-in when its parent's official words are printed above it;
            // a parent printed only as a summary does not begin the sentence (review 9, P-13).
            let lang = ctx.lang.language();
            let quoted_above = |a: &Article| {
                family_of_all.iter().any(|p| {
                    Some(p.number.as_str()) == a.parent()
                        && p.text_in(edition, lang)
                            .is_some_and(|(t, other)| !other && matches!(t.kind, TextKind::Quote { .. }))
                })
            };
            // `quote 9.6 --edition 2009` heads 2009's dead position with 9.6, the number asked.
            let first = if Registry::global().names_citation(&wanted, edition) {
                NumberFirst::Citation
            } else {
                NumberFirst::Label
            };
            let mut parts: Vec<String> = family_of_all
                .iter()
                .map(|a| article_text(ctx, a, edition, first, markdown, !quoted_above(a)))
                .collect();
            // A number of an older edition found only as a 2023 number, whose number in that
            // edition arbiter does not know: the reader is told which numbering it was read in
            // (review 32b, H-7: `quote 12.9 --edition 2009` is 2023's 12.9; 2009's 12.9 is
            // another article).
            if let (Some(first_part), Some(article)) = (parts.first_mut(), family_of_all.first()) {
                let registry = Registry::global();
                if edition != Edition::E2023
                    && registry.lookup_label(&wanted, edition).is_empty()
                    && registry.number_in(&article.number, edition) == InEdition::Unknown
                {
                    let line = ctx.tr(&Message::new("quote-read-as-2023-number")
                        .arg("article", Arg::Text(article.number.clone()))
                        .arg("edition", Arg::Text(edition.year().to_owned())));
                    let at = first_part.find('\n').map_or(first_part.len(), |i| i + 1);
                    let line = if markdown { format!("{line}\n\n") } else { format!("{line}\n") };
                    let at = if markdown { first_part.find("\n\n").map_or(first_part.len(), |i| i + 2) } else { at };
                    first_part.insert_str(at, &line);
                }
            }
            writeln!(out.stdout, "{}", parts.join("\n").trim_end())?;
        }
    }
    Ok(0)
}
