//! The rulebook as a static HTML site (`arbiter book --out DIR`): one page per part of the
//! Laws (one rulebook file) in each language, every article with its text — the quote
//! with its edition, or the labelled summary — and its number in both editions, and under
//! it its executable scenarios drawn as boards with the verdict, the explanation and the
//! scenario's status from a real run of the conformance runner. Citations link to their
//! article, each page to the same page in the other language. Plain files: no script, no
//! network, one stylesheet; readable on a phone and printable.

pub mod html;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::conformance::{Outcome, Report, ScenarioResult, Status};
use crate::i18n::{Arg, Lang, Localizer, Message, cite, explain, with_citation};
use crate::picture::Picture;
use crate::rulebook::Article;
use crate::{Edition, Registry, RuleId, Ruling};

use html::{anchor, escape};

/// A part of the Laws: the articles of one rulebook file.
#[derive(Clone, Debug)]
pub struct Part<'a> {
    /// The page's file name, `03-moves-of-the-pieces.html`.
    pub page: String,
    /// Its articles, in order; the first is the part's own heading.
    pub articles: Vec<&'a Article>,
}

/// The parts, in the order of the Laws (from the English files, which every language
/// mirrors).
pub fn parts(registry: &Registry) -> Vec<Part<'_>> {
    let mut out: Vec<Part> = Vec::new();
    for a in registry.articles() {
        let Some(text) = a.text.get("en").or_else(|| a.text.values().next()) else { continue };
        let stem = text.file.rsplit('/').next().unwrap_or(&text.file).trim_end_matches(".md");
        let page = format!("{stem}.html");
        match out.iter_mut().find(|p| p.page == page) {
            Some(p) => p.articles.push(a),
            None => out.push(Part { page, articles: vec![a] }),
        }
    }
    out
}

/// Where each article is: `number → page file name`.
fn index(parts: &[Part]) -> BTreeMap<String, String> {
    parts.iter().flat_map(|p| p.articles.iter().map(move |a| (a.number.clone(), p.page.clone()))).collect()
}

/// A link to an article from a page of the same language.
fn href(pages: &BTreeMap<String, String>, number: &str) -> Option<String> {
    pages.get(number).map(|page| format!("{page}#{}", anchor(number)))
}

/// A sentence with its citation, the citation a link to the article.
fn cited_link(l10n: &Localizer, lang: &Lang, sentence: &str, citation: &str, link: Option<String>) -> String {
    let cite_html = match link {
        Some(h) => format!("<a class=\"cite\" href=\"{}\">{}</a>", escape(&h), escape(citation)),
        None => escape(citation),
    };
    cited_html(l10n, lang, sentence, &cite_html)
}

/// A sentence and its citation, already HTML, joined as the locale joins them.
fn cited_html(l10n: &Localizer, lang: &Lang, sentence: &str, cite_html: &str) -> String {
    // The locale joins sentence and citation; join placeholders, then put the HTML in.
    let joined = with_citation(l10n, lang, "\u{E000}".into(), "\u{E001}".into());
    escape(&joined).replace('\u{E000}', &escape(sentence)).replace('\u{E001}', cite_html)
}

/// A citation of two rules («статьи 3.10.2 и 3.6», "Articles 3.10.2 and 3.6") as HTML, each
/// number linked to its own article (review 28b, H-9; review 17a, X-10).
fn both_linked(citation: &str, rules: [RuleId; 2], edition: Edition, link: &dyn Fn(&str) -> Option<String>) -> String {
    let mut out = String::new();
    let mut rest = citation;
    for rule in rules {
        let crate::InEdition::Label(label) = crate::rulebook::citation_of(rule, edition).1 else { continue };
        let number = Registry::global().article_of(rule, Edition::E2023).unwrap_or_default();
        if let (Some(at), Some(href)) = (rest.find(label), link(number)) {
            out.push_str(&escape(&rest[..at]));
            let _ = write!(out, "<a class=\"cite\" href=\"{}\">{}</a>", escape(&href), escape(label));
            rest = &rest[at + label.len()..];
        }
    }
    out.push_str(&escape(rest));
    out
}

/// The verdict and explanation of a ruling as HTML, every citation linked by `link`.
pub fn ruling_html(
    l10n: &Localizer,
    lang: &Lang,
    pos: &crate::Position,
    ruling: &Ruling,
    edition: Edition,
    link: &dyn Fn(&str) -> Option<String>,
) -> String {
    match ruling {
        Ruling::Legal(m) => {
            let san = crate::notation::San::from_move(pos, *m).write(&l10n.alphabet(lang));
            let sentence = l10n.format(
                lang,
                &Message::new("explain-legal").arg("move", Arg::Text(san)).arg("uci", Arg::Text(m.uci())),
            );
            let c = cite(l10n, lang, RuleId::LegalMove, edition);
            let number = Registry::global().article_of(RuleId::LegalMove, Edition::E2023).unwrap_or_default();
            format!("<p class=\"verdict legal\">{}</p>", cited_link(l10n, lang, &sentence, &c.text, link(number)))
        }
        Ruling::Illegal(illegal) => {
            let ex = explain(&illegal.violations, l10n, lang, edition);
            let mut out = String::from("<ul class=\"verdict illegal\">");
            for (v, s) in illegal.violations.iter().zip(&ex.sentences) {
                let number = Registry::global().article_of(s.rule, Edition::E2023).unwrap_or_default();
                // One reason for every piece a notation may mean, said once: both articles,
                // each linked (review 28b, H-9).
                if let Some(second) = crate::i18n::Localize::also_rests_on(v) {
                    let cite_html = both_linked(&s.citation, [s.rule, second], edition, link);
                    let _ = write!(out, "<li>{}</li>", cited_html(l10n, lang, &s.message, &cite_html));
                    continue;
                }
                // A head sentence and reasons with articles of their own: each cited after
                // itself (review 17a, X-10).
                if let Some((head, reasons)) = crate::i18n::Localize::head_and_reasons(v) {
                    let head = l10n.format(lang, &head);
                    let _ = write!(out, "<li>{}</li>", cited_link(l10n, lang, &head, &s.citation, link(number)));
                    for (rule, reason) in reasons {
                        let number = Registry::global().article_of(rule, Edition::E2023).unwrap_or_default();
                        let citation = cite(l10n, lang, rule, edition).text;
                        let reason = l10n.format(lang, &reason);
                        let _ = write!(out, "<li>{}</li>", cited_link(l10n, lang, &reason, &citation, link(number)));
                    }
                    continue;
                }
                let _ = write!(out, "<li>{}</li>", cited_link(l10n, lang, &s.message, &s.citation, link(number)));
            }
            out.push_str("</ul>");
            out
        }
    }
}

/// A standalone page for one ruling (`explain --format html`): the picture, the
/// sentences with their articles, what the arbiter does next after a completed move
/// (`after`, the lines `explain --completed` prints; none otherwise), and the text of each
/// article cited.
pub fn ruling_page(
    l10n: &Localizer,
    lang: &Lang,
    mv: &str,
    picture: &Picture,
    after: &[String],
    articles: &[&Article],
    edition: Edition,
) -> String {
    let title = l10n.format(lang, &Message::new("picture-page-title").arg("move", Arg::Text(mv.to_owned())));
    let mut body = format!("<h1>{}</h1>\n<div class=\"board\">{}</div>\n", escape(&title), picture.svg());
    body.push_str("<ul class=\"verdict\">");
    for line in picture.caption() {
        let _ = write!(body, "<li>{}</li>", escape(line));
    }
    body.push_str("</ul>\n");
    if !after.is_empty() {
        let heading = l10n.format(lang, &Message::new("picture-page-after-illegal"));
        let _ = write!(body, "<h2>{}</h2>\n<ul class=\"after\">", escape(&heading));
        for line in after {
            let _ = write!(body, "<li>{}</li>", escape(line));
        }
        body.push_str("</ul>\n");
    }
    for a in articles {
        // A quoted point whose sentence begins in its parent says where it begins, as
        // `--quote` does (review 19a, A-2).
        let lead_in: String = crate::cli::quote::lead_in_messages(a, edition, lang.language())
            .iter()
            .map(|m| format!("<p class=\"lead-in\">{}</p>\n", escape(&l10n.format(lang, m))))
            .collect();
        let _ = writeln!(
            body,
            "<section class=\"article\" id=\"{}\">{}</section>",
            anchor(&a.number),
            html::article_with_lead_in(l10n, lang, a, 2, &lead_in)
        );
    }
    html::page(lang.language(), &title, None, "", &body)
}

/// What to build.
#[derive(Clone, Debug)]
pub struct Options {
    /// The directory to write into (created if missing).
    pub out: PathBuf,
    /// The languages, e.g. `["en", "ru"]`.
    pub langs: Vec<String>,
    /// Show progress on standard error.
    pub progress: bool,
    /// The reader's language (`ru`), which progress lines are written in; the pages are in
    /// `langs` (review 32c, G-6).
    pub reader: String,
}

/// What was written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Every file written, relative to the output directory.
    pub files: Vec<String>,
    /// Scenarios drawn, per language.
    pub scenarios: BTreeMap<String, usize>,
    /// Scenarios that did not pass, per language.
    pub not_passing: BTreeMap<String, usize>,
}

/// Why the book could not be built.
#[derive(Debug)]
pub enum BookError {
    /// The rulebook could not be run.
    Run(crate::conformance::RunError),
    /// A file could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        error: std::io::Error,
    },
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BookError::Run(e) => write!(f, "{e}"),
            BookError::Write { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

impl std::error::Error for BookError {}

fn write_file(root: &Path, rel: &str, text: &str, summary: &mut Summary) -> Result<(), BookError> {
    let path = root.join(rel);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|error| BookError::Write { path: dir.to_owned(), error })?;
    }
    std::fs::write(&path, text).map_err(|error| BookError::Write { path, error })?;
    summary.files.push(rel.to_owned());
    Ok(())
}

/// The language's name in itself, for links between languages.
fn language_name(l10n: &Localizer, code: &str) -> String {
    let lang = l10n.negotiate(&[code]).unwrap_or_else(|| l10n.english());
    l10n.format(&lang, &Message::new("book-language-name"))
}

/// Builds the site from the embedded rulebook and feature files, running every scenario.
pub fn build(options: &Options) -> Result<Summary, BookError> {
    let registry = Registry::global();
    let l10n = Localizer::global();
    let parts = parts(registry);
    let pages = index(&parts);
    let mut summary = Summary::default();
    let root = &options.out;
    write_file(root, "book.css", html::CSS, &mut summary)?;
    for code in &options.langs {
        let lang = l10n.negotiate(&[code.as_str()]).unwrap_or_else(|| l10n.english());
        if options.progress {
            let reader = l10n.negotiate(&[options.reader.as_str()]).unwrap_or_else(|| l10n.english());
            eprintln!(
                "{}",
                l10n.format(&reader, &Message::new("book-progress-run").arg("lang", Arg::Text(code.clone())))
            );
        }
        let run_options = crate::conformance::Options {
            langs: vec![code.clone()],
            progress: options.progress,
            reader: options.reader.clone(),
            ..Default::default()
        };
        let report = crate::conformance::run(crate::conformance::embedded_features(), &run_options, code)
            .map_err(BookError::Run)?;
        let mut by_article: BTreeMap<&str, Vec<&ScenarioResult>> = BTreeMap::new();
        for s in &report.scenarios {
            for a in &s.articles {
                by_article.entry(a.as_str()).or_default().push(s);
            }
        }
        summary.scenarios.insert(code.clone(), report.scenarios.len());
        summary
            .not_passing
            .insert(code.clone(), report.scenarios.iter().filter(|s| s.outcome != Outcome::Passed).count());
        let others: Vec<&String> = options.langs.iter().filter(|l| *l != code).collect();
        for part in &parts {
            let text = part_page(l10n, &lang, code, part, &pages, &report, &by_article, &others);
            write_file(root, &format!("{code}/{}", part.page), &text, &mut summary)?;
        }
        let contents = contents_page(l10n, &lang, code, &parts, &report, &others);
        write_file(root, &format!("{code}/index.html"), &contents, &mut summary)?;
    }
    write_file(root, "index.html", &root_page(l10n, &options.langs), &mut summary)?;
    Ok(summary)
}

fn header(l10n: &Localizer, lang: &Lang, others: &[&String], page: &str) -> String {
    let title = escape(&l10n.format(lang, &Message::new("book-title")));
    let contents = escape(&l10n.format(lang, &Message::new("book-contents")));
    let mut out = format!(
        "<header class=\"site\"><a class=\"home\" href=\"index.html\">{title}</a><nav><a href=\"index.html\">{contents}</a>"
    );
    for other in others {
        let _ = write!(
            out,
            " · <a class=\"other-lang\" hreflang=\"{other}\" lang=\"{other}\" href=\"../{other}/{page}\">{}</a>",
            escape(&language_name(l10n, other))
        );
    }
    out.push_str("</nav></header>\n");
    out
}

fn alternates(others: &[&String], page: &str) -> String {
    others.iter().map(|o| format!("<link rel=\"alternate\" hreflang=\"{o}\" href=\"../{o}/{page}\">\n")).collect()
}

/// The article's status; one out of scope as a whole with points that are checked (7 with
/// 7.5) reads "checked in part" (review 11, Q-6).
fn status_badge(l10n: &Localizer, lang: &Lang, status: Status, article: &crate::rulebook::Article) -> String {
    let partly = status == Status::OutOfScope && crate::Registry::global().partly_in_scope(article);
    let name = if partly { "partly" } else { status.coverage_name() };
    format!(
        "<span class=\"status {name}\">{}</span>",
        escape(&l10n.format(lang, &Message::new("conformance-status").arg("status", Arg::Keyword(name))))
    )
}

fn outcome_badge(l10n: &Localizer, lang: &Lang, outcome: &Outcome) -> String {
    let (class, id) = match outcome {
        Outcome::Passed => ("passed", "book-outcome-passed"),
        Outcome::Failed(_) => ("failed", "book-outcome-failed"),
        Outcome::Skipped(_) | Outcome::NotApplicable(_) => ("skipped", "book-outcome-skipped"),
    };
    let detail = match outcome {
        Outcome::Passed => String::new(),
        Outcome::Failed(why) | Outcome::Skipped(why) | Outcome::NotApplicable(why) => {
            format!(" title=\"{}\"", escape(why))
        }
    };
    format!("<span class=\"outcome {class}\"{detail}>{}</span>", escape(&l10n.format(lang, &Message::new(id))))
}

/// One scenario as a figure: its board (the ruling's picture when it tried a move), its
/// name, the verdict and explanation, its status in the run.
fn scenario_figure(l10n: &Localizer, lang: &Lang, s: &ScenarioResult, pages: &BTreeMap<String, String>) -> String {
    let mut out = format!(
        "<figure class=\"scenario {}\" data-file=\"{}\" data-line=\"{}\">",
        match s.outcome {
            Outcome::Passed => "passed",
            Outcome::Failed(_) => "failed",
            Outcome::Skipped(_) | Outcome::NotApplicable(_) => "skipped",
        },
        escape(&s.file),
        s.line
    );
    let snapshot = s.snapshot.as_ref();
    let verdict = match snapshot.and_then(|snap| Some((snap.position.as_ref()?, snap.attempt.as_ref()?))) {
        Some((pos, (_, ruling))) => {
            let picture = Picture::of_ruling(pos, ruling, None, l10n, lang, Edition::E2023);
            out.push_str(&picture.svg_sharing_pieces());
            ruling_html(l10n, lang, pos, ruling, Edition::E2023, &|n| href(pages, n))
        }
        None => {
            if let Some(pos) = snapshot.and_then(|snap| snap.position.as_ref()) {
                let marks = snapshot.map(|snap| snap.marks).unwrap_or_default();
                let picture = Picture::of_reach(pos.board().clone(), marks, l10n, lang);
                out.push_str(&picture.svg_sharing_pieces());
            }
            String::new()
        }
    };
    let _ = writeln!(
        out,
        "<figcaption><span class=\"name\">{}</span> {}{verdict}</figcaption></figure>",
        escape(&s.name),
        outcome_badge(l10n, lang, &s.outcome)
    );
    out
}

#[allow(clippy::too_many_arguments)]
fn part_page(
    l10n: &Localizer,
    lang: &Lang,
    code: &str,
    part: &Part,
    pages: &BTreeMap<String, String>,
    report: &Report,
    by_article: &BTreeMap<&str, Vec<&ScenarioResult>>,
    others: &[&String],
) -> String {
    let mut body = header(l10n, lang, others, &part.page);
    let status: BTreeMap<&str, Status> = report.rows.iter().map(|r| (r.article.as_str(), r.status())).collect();
    body.push_str(&crate::picture::piece_symbols());
    body.push_str("<main>\n");
    for (i, a) in part.articles.iter().enumerate() {
        let level = if i == 0 { 1 } else { (a.depth() + 1).min(6) };
        let _ = writeln!(body, "<section class=\"article\" id=\"{}\">", anchor(&a.number));
        let mut text = html::article(l10n, lang, a, level.max(2));
        if i == 0 {
            text = text.replacen("<h2>", "<h1>", 1).replacen("</h2>", "</h1>", 1);
        }
        body.push_str(&text);
        if let Some(st) = status.get(a.number.as_str()) {
            let _ = writeln!(body, "<p class=\"conformance\">{}</p>", status_badge(l10n, lang, *st, a));
        }
        if let Some(list) = by_article.get(a.number.as_str()) {
            let heading =
                l10n.format(lang, &Message::new("book-scenarios").arg("count", Arg::Number(list.len() as i64)));
            let _ = writeln!(body, "<details open><summary>{}</summary><div class=\"scenarios\">", escape(&heading));
            for s in list {
                body.push_str(&scenario_figure(l10n, lang, s, pages));
            }
            body.push_str("</div></details>\n");
        }
        body.push_str("</section>\n");
    }
    body.push_str("</main>\n");
    let title = format!(
        "{} — {}",
        part.articles.first().map(|a| a.title(code)).unwrap_or_default(),
        l10n.format(lang, &Message::new("book-title"))
    );
    html::page(code, &title, Some("../book.css"), &alternates(others, &part.page), &body)
}

fn contents_page(
    l10n: &Localizer,
    lang: &Lang,
    code: &str,
    parts: &[Part],
    report: &Report,
    others: &[&String],
) -> String {
    let title = l10n.format(lang, &Message::new("book-title"));
    let mut body = header(l10n, lang, others, "index.html");
    let _ = write!(
        body,
        "<main><h1>{}</h1>\n<p>{}</p>\n",
        escape(&title),
        escape(&l10n.format(lang, &Message::new("book-intro")))
    );
    let totals = report.totals(0);
    let counts = totals.get(code).copied().unwrap_or_default();
    let _ = writeln!(
        body,
        "<p class=\"run\">{}</p>",
        escape(
            &l10n.format(
                lang,
                &Message::new("book-run-totals")
                    .arg("passed", Arg::Number(counts.passed as i64))
                    .arg("failed", Arg::Number(counts.failed as i64))
                    .arg("skipped", Arg::Number(counts.skipped as i64))
            )
        )
    );
    body.push_str("<ol class=\"contents\">\n");
    // Every top-level article of a page (the Guidelines page holds I, II and III), the
    // first linked to the page, the others to their place on it (review 21, E-28).
    for part in parts {
        let tops = part.articles.iter().enumerate().filter(|(i, a)| *i == 0 || !a.number.contains('.'));
        for (i, a) in tops {
            let href = if i == 0 { part.page.clone() } else { format!("{}#{}", part.page, anchor(&a.number)) };
            let _ = writeln!(
                body,
                "<li><a href=\"{}\">{} {}</a></li>",
                escape(&href),
                escape(&a.number),
                escape(a.title(code))
            );
        }
    }
    body.push_str("</ol></main>\n");
    html::page(code, &title, Some("../book.css"), &alternates(others, "index.html"), &body)
}

fn root_page(l10n: &Localizer, langs: &[String]) -> String {
    let mut body = String::from("<main>");
    for code in langs {
        let lang = l10n.negotiate(&[code.as_str()]).unwrap_or_else(|| l10n.english());
        let _ = writeln!(
            body,
            "<p lang=\"{code}\"><a hreflang=\"{code}\" href=\"{code}/index.html\">{}</a> — {}</p>",
            escape(&l10n.format(&lang, &Message::new("book-title"))),
            escape(&language_name(l10n, code))
        );
    }
    body.push_str("</main>");
    // A book in one language opens in it: the root page's language and title are that
    // language's; a book in several opens in English.
    let code = match langs {
        [only] => only.as_str(),
        _ => "en",
    };
    let lang = l10n.negotiate(&[code]).unwrap_or_else(|| l10n.english());
    let title = l10n.format(&lang, &Message::new("book-title"));
    html::page(code, &title, Some("book.css"), "", &body)
}

#[cfg(test)]
mod tests;
