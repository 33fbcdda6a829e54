//! The HTML pieces the rulebook site, `explain --format html` and the web page share: page
//! chrome, escaping, an article's text from the registry.

use pulldown_cmark::{Event, Parser};

use crate::Edition;
use crate::i18n::{Arg, Lang, Localize, Localizer, Message};
use crate::rulebook::{Article, Scope, TextKind};

/// Escapes text for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    crate::picture::escape(text)
}

/// The stylesheet: readable on a phone (fluid, one column), printable (no navigation, no
/// page break inside a board), no web font (generic families only).
pub const CSS: &str = include_str!("book.css");

/// The `id` of an article's section: `a-3.8.2.2.1`.
pub fn anchor(number: &str) -> String {
    format!("a-{number}")
}

/// A whole page: `lang` is the page's language (`en`, `ru`), `css` the stylesheet's href
/// (or `None` to inline it), `head` extra links in the head.
pub fn page(lang: &str, title: &str, css: Option<&str>, head: &str, body: &str) -> String {
    let style = match css {
        Some(href) => format!("<link rel=\"stylesheet\" href=\"{}\">", escape(href)),
        None => format!("<style>{CSS}</style>"),
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n{style}\n{head}</head>\n<body>\n{body}\n</body>\n</html>\n",
        escape(title)
    )
}

/// Markdown from the rulebook as HTML (raw HTML in the Markdown is shown as text, never
/// passed through).
pub fn markdown(md: &str) -> String {
    let events = Parser::new(md).map(|e| match e {
        Event::Html(t) | Event::InlineHtml(t) => Event::Text(t),
        other => other,
    });
    let mut out = String::new();
    pulldown_cmark::html::push_html(&mut out, events);
    out
}

/// An article's heading, its numbers in both editions, its label (quote with its edition,
/// or summary), its text and, when out of scope, why — in `lang`.
pub fn article(l10n: &Localizer, lang: &Lang, a: &Article, heading_level: usize) -> String {
    article_with_lead_in(l10n, lang, a, heading_level, "")
}

/// [`article`] with `lead_in` (HTML: where a quoted point's sentence begins) right after
/// the label, before the quoted text, as `quote` prints it (review 20, C-4).
pub fn article_with_lead_in(l10n: &Localizer, lang: &Lang, a: &Article, heading_level: usize, lead_in: &str) -> String {
    let code = lang.language();
    let tr = |m: Message| escape(&l10n.format(lang, &m));
    let level = heading_level.clamp(2, 6);
    let id = anchor(&a.number);
    let mut out = format!(
        "<h{level}><a class=\"number\" href=\"#{id}\">{}</a> {}</h{level}>\n",
        escape(&a.number),
        escape(a.title(code))
    );
    // An article without a 2009 label is new only where that edition's labels were checked
    // (review 9, P-12); elsewhere its 2009 number is unknown.
    // 2009's dead position is 5.2 b and 9.6; 2023's 7.5.2 is stated in 2009's 7.4 a (review
    // 26a, G-5).
    let registry = crate::Registry::global();
    let in_2009 = registry.number_in(&a.number, Edition::E2009);
    // No article of its own, the same said in another (review 29a, G-11).
    let elsewhere =
        a.cited_elsewhere(Edition::E2009).filter(|_| !matches!(in_2009, crate::rulebook::InEdition::Label(_)));
    let numbers = match (elsewhere, registry.numbers_listed(&a.number, Edition::E2009), in_2009) {
        (Some(cite), _, _) => Message::new("book-numbers-elsewhere")
            .arg("article", Arg::Text(a.number.clone()))
            .arg("old", Arg::Text(cite.to_owned())),
        (None, Some(old), _) => {
            Message::new("book-numbers").arg("article", Arg::Text(a.number.clone())).arg("old", Arg::Text(old))
        }
        (None, None, crate::rulebook::InEdition::Absent) => {
            Message::new("book-numbers-new").arg("article", Arg::Text(a.number.clone()))
        }
        (None, None, _) => Message::new("book-numbers-unknown").arg("article", Arg::Text(a.number.clone())),
    };
    out.push_str(&format!("<p class=\"numbers\">{}</p>\n", tr(numbers)));
    let Some(text) = a.text(code) else { return out };
    if !a.text.contains_key(code) {
        out.push_str(&format!("<p class=\"fallback\">{}</p>\n", tr(Message::new("quote-fallback-english"))));
    }
    let (class, label) = match &text.kind {
        TextKind::Quote { source } => {
            ("quote", Message::new("quote-label-quote").arg("source", Arg::Text(l10n.format(lang, &source.message()))))
        }
        TextKind::Summary => ("summary", Message::new("quote-label-summary")),
        TextKind::Missing => ("missing", Message::new("quote-label-missing")),
    };
    out.push_str(&format!("<p class=\"label {class}\">{}</p>\n", tr(label)));
    out.push_str(lead_in);
    if !text.body.is_empty() {
        let tag = if class == "quote" { "blockquote" } else { "div" };
        out.push_str(&format!("<{tag} class=\"text\">{}</{tag}>\n", markdown(&text.body)));
    }
    if let Some(note) = &text.note {
        out.push_str(&format!(
            "<p class=\"note\">{}</p>\n",
            tr(Message::new("quote-note").arg("note", Arg::Text(crate::cli::quote::render_markdown(note))))
        ));
    }
    if a.scope == Scope::OutOfScope {
        let reason = text.scope_reason.clone().unwrap_or_default();
        out.push_str(&format!(
            "<p class=\"scope\">{}</p>\n",
            tr(Message::new(if crate::Registry::global().partly_in_scope(a) {
                "quote-partly-in-scope"
            } else {
                "quote-out-of-scope"
            })
            .arg("reason", Arg::Text(reason)))
        ));
    }
    out
}
