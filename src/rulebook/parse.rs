//! Reading `docs/rulebook/<lang>/*.md` with pulldown-cmark.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt;
use std::ops::Range;

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use super::{Article, ArticleText, Edition, QuoteSource, Registry, Scope, TextKind};
use crate::RuleId;

/// A problem in the rulebook files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulebookError {
    /// The file, relative to `docs/rulebook/`.
    pub file: String,
    /// The 1-based line, when it points into a file.
    pub line: Option<usize>,
    /// What is wrong.
    pub kind: RulebookErrorKind,
}

/// What is wrong in the rulebook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulebookErrorKind {
    /// A heading whose text does not start with an article number.
    BadHeading(String),
    /// The same article twice in one language.
    DuplicateArticle(String),
    /// An article whose parent is not listed.
    MissingParent(String),
    /// A metadata key other than an edition's year (`2009`), `Cite` or `Points` and a year,
    /// `Rules`, `Text`, `Scope`, `Since` or `Note`.
    UnknownKey(String),
    /// A metadata value that cannot be read.
    BadValue(String),
    /// A rule id that the engine does not know.
    UnknownRule(String),
    /// A rule listed under two articles.
    RuleTwice(String),
    /// A rule the engine knows that no article states.
    RuleWithoutArticle(String),
    /// An article listed in one language but not another.
    MissingTranslation {
        /// The article.
        article: String,
        /// The language lacking it.
        lang: String,
    },
    /// The languages disagree whether the article is out of scope.
    ScopeMismatch(String),
    /// Rule ids or 2009 labels written outside the English files.
    MetadataOutsideEnglish(String),
}

impl fmt::Display for RulebookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{}: {:?}", self.file, line, self.kind),
            None => write!(f, "{}: {:?}", self.file, self.kind),
        }
    }
}

impl std::error::Error for RulebookError {}

/// One article as read from one language's file.
struct Entry {
    number: String,
    labels: BTreeMap<Edition, String>,
    cited_as: BTreeMap<Edition, String>,
    points_unknown: BTreeSet<Edition>,
    since: Option<u16>,
    rules: Vec<(String, usize)>,
    text: ArticleText,
    /// What older editions say instead (`Edition 2009` blocks), with their lines.
    editions: Vec<(Edition, ArticleText, usize)>,
    out_of_scope: bool,
    line: usize,
}

impl Entry {
    fn has_metadata(&self) -> bool {
        !self.labels.is_empty()
            || !self.cited_as.is_empty()
            || !self.points_unknown.is_empty()
            || self.since.is_some()
            || !self.rules.is_empty()
    }
}

/// The metadata keys: `Rules`, `Text`, `Scope`, `Since`, `Note`, an edition's year (`2009`),
/// or `Cite` or `Points` and a year.
fn is_key(key: &str) -> bool {
    let key = key.trim();
    let year = |k: &str| k.len() == 4 && k.bytes().all(|b| b.is_ascii_digit());
    ["Rules", "Text", "Scope", "Since", "Note"].contains(&key)
        || year(key)
        || key.strip_prefix("Cite ").is_some_and(year)
        || key.strip_prefix("Points ").is_some_and(year)
}

/// The edition a heading opens a block of: `Edition 2009`, `Редакция 2009` (anything after
/// the year is for the reader, but a title after a colon: `Edition 2009: Quickplay finish`,
/// see [`edition_title`]).
pub(crate) fn edition_heading(text: &str) -> Option<Result<Edition, String>> {
    let text = text.trim();
    let rest = ["Edition ", "Редакция "].iter().find_map(|w| text.strip_prefix(w))?;
    let year = rest.split(|c: char| !c.is_ascii_digit()).next().unwrap_or("");
    Some(year.parse::<Edition>().ok().filter(|e| *e != Edition::E2023).ok_or_else(|| year.to_owned()))
}

/// The title an edition block gives itself after a colon (`Edition 2009: Quickplay finish`,
/// `Редакция 2009 года: Окончание партии в ограниченное время`), where the edition names
/// the article otherwise than 2023 does (review 33b, H-4).
pub(crate) fn edition_title(text: &str) -> Option<&str> {
    text.split_once(':').map(|(_, title)| title.trim()).filter(|t| !t.is_empty())
}

/// Splits a heading's text into number and title: `Article 3: The moves…`, `3.8.2 Castling`,
/// `Appendix C. Algebraic notation`, `C.10 Two identical pieces`, `Guidelines I: Adjourned
/// games`, `Руководство I: Отложенные партии`.
pub(crate) fn split_heading(text: &str) -> Option<(String, String)> {
    let mut rest = text.trim();
    for word in ["Article", "Статья", "Appendix", "Приложение", "Guidelines", "Руководство"]
    {
        if let Some(r) = rest.strip_prefix(word)
            && r.starts_with(char::is_whitespace)
        {
            rest = r.trim_start();
            break;
        }
    }
    let end = rest.find(|c: char| c.is_whitespace() || c == ':').unwrap_or(rest.len());
    let number = rest[..end].trim_end_matches('.');
    let valid = !number.is_empty()
        && number.split('.').enumerate().all(|(i, part)| {
            !part.is_empty()
                && (part.bytes().all(|b| b.is_ascii_digit())
                    || (i == 0 && part.len() == 1 && part.as_bytes()[0].is_ascii_uppercase())
                    || (i == 0 && part.bytes().all(|b| matches!(b, b'I' | b'V' | b'X'))))
        });
    if !valid {
        return None;
    }
    let title = rest[end..].trim_start_matches([':', '.', ' ', '—', '-', '–']).trim();
    Some((number.to_owned(), title.to_owned()))
}

/// The 1-based line of byte offsets in one text, from the offsets of its line breaks
/// (counting from the start of the file for every heading made the parse quadratic).
struct LineIndex(Vec<usize>);

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        LineIndex(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i).collect())
    }

    /// The line of `offset`: one more than the line breaks before it.
    fn line_of(&self, offset: usize) -> usize {
        self.0.partition_point(|&nl| nl < offset) + 1
    }
}

fn parse_file(path: &str, text: &str, errors: &mut Vec<RulebookError>) -> Vec<Entry> {
    let err = |line, kind| RulebookError { file: path.to_owned(), line: Some(line), kind };
    let mut opts = Options::empty();
    opts.insert(Options::ENABLE_TABLES);
    let events: Vec<(Event, Range<usize>)> = Parser::new_ext(text, opts).into_offset_iter().collect();
    let lines = LineIndex::new(text);

    // Top-level blocks: headings and the rest, with their source ranges.
    let mut entries: Vec<Entry> = Vec::new();
    let mut i = 0;
    let mut depth = 0usize;
    // (entry index, where its body starts) of the article being read.
    let mut body_start: Option<usize> = None;
    let mut expect_meta = false;

    // Whether the text being read belongs to the last entry's last edition block.
    let mut in_block = false;
    let close_body = |entries: &mut Vec<Entry>, in_block: bool, start: Option<usize>, end: usize| {
        if let (Some(start), Some(entry)) = (start, entries.last_mut()) {
            let body = text[start..end.max(start)].trim().to_owned();
            match entry.editions.last_mut() {
                Some((_, t, _)) if in_block => t.body = body,
                _ => entry.text.body = body,
            }
        }
    };

    while i < events.len() {
        let (event, range) = &events[i];
        match event {
            Event::Start(Tag::Heading { level, .. }) if depth == 0 => {
                let _: HeadingLevel = *level;
                close_body(&mut entries, in_block, body_start.take(), range.start);
                let mut title = String::new();
                i += 1;
                while i < events.len() && !matches!(events[i].0, Event::End(TagEnd::Heading(_))) {
                    if let Event::Text(t) | Event::Code(t) = &events[i].0 {
                        title.push_str(t);
                    }
                    i += 1;
                }
                let line = lines.line_of(range.start);
                let start_of_body = events.get(i).map_or(text.len(), |(_, r)| r.end);
                if let Some(edition) = edition_heading(&title) {
                    match (edition, entries.last_mut()) {
                        (Ok(edition), Some(entry)) => {
                            let block = ArticleText {
                                title: edition_title(&title).map_or_else(|| entry.text.title.clone(), str::to_owned),
                                kind: TextKind::Missing,
                                body: String::new(),
                                scope_reason: None,
                                note: None,
                                file: path.to_owned(),
                            };
                            entry.editions.push((edition, block, line));
                            in_block = true;
                            expect_meta = true;
                            body_start = Some(start_of_body);
                        }
                        (Err(year), _) => {
                            errors.push(err(
                                line,
                                RulebookErrorKind::BadValue(format!("{title} (no such edition: {year})")),
                            ));
                            expect_meta = false;
                            body_start = None;
                        }
                        (Ok(_), None) => {
                            errors.push(err(line, RulebookErrorKind::BadHeading(title)));
                            expect_meta = false;
                            body_start = None;
                        }
                    }
                    i += 1;
                    continue;
                }
                in_block = false;
                match split_heading(&title) {
                    Some((number, title)) => {
                        entries.push(Entry {
                            number,
                            labels: BTreeMap::new(),
                            cited_as: BTreeMap::new(),
                            points_unknown: BTreeSet::new(),
                            since: None,
                            rules: Vec::new(),
                            text: ArticleText {
                                title,
                                kind: TextKind::Missing,
                                body: String::new(),
                                scope_reason: None,
                                note: None,
                                file: path.to_owned(),
                            },
                            editions: Vec::new(),
                            out_of_scope: false,
                            line,
                        });
                        expect_meta = true;
                        body_start = Some(start_of_body);
                    }
                    None => {
                        errors.push(err(line, RulebookErrorKind::BadHeading(title)));
                        expect_meta = false;
                        body_start = None;
                    }
                }
            }
            Event::Start(Tag::List(None)) if depth == 0 && expect_meta => {
                // The metadata list right after a heading.
                let list_start = range.start;
                let mut items: Vec<(String, usize)> = Vec::new();
                let mut level = 0;
                let mut current = String::new();
                let mut item_line = lines.line_of(list_start);
                let mut end = range.end;
                i += 1;
                while i < events.len() {
                    match &events[i].0 {
                        Event::Start(Tag::List(_)) => level += 1,
                        Event::End(TagEnd::List(_)) if level == 0 => {
                            end = events[i].1.end;
                            break;
                        }
                        Event::End(TagEnd::List(_)) => level -= 1,
                        Event::Start(Tag::Item) => {
                            current.clear();
                            item_line = lines.line_of(events[i].1.start);
                        }
                        Event::End(TagEnd::Item) => items.push((current.clone(), item_line)),
                        Event::Text(t) => current.push_str(t),
                        Event::Code(t) => {
                            current.push('`');
                            current.push_str(t);
                            current.push('`');
                        }
                        Event::SoftBreak | Event::HardBreak => current.push(' '),
                        _ => {}
                    }
                    i += 1;
                }
                let is_meta = items.iter().all(|(t, _)| t.split_once(':').is_some_and(|(k, _)| is_key(k)));
                if is_meta && let Some(entry) = entries.last_mut() {
                    for (item, line) in items {
                        if in_block {
                            read_block_meta(entry, &item, line, path, errors);
                        } else {
                            read_meta(entry, &item, line, path, errors);
                        }
                    }
                    body_start = Some(end);
                } else if let Some((first, line)) = items.first().filter(|_| !is_meta) {
                    // A list right after a heading that is not metadata is body text,
                    // unless it looks like a mistyped key.
                    if let Some((k, _)) = first.split_once(':')
                        && k.len() < 12
                        && !k.contains(' ')
                        && k.chars().next().is_some_and(char::is_uppercase)
                        && !is_key(k)
                    {
                        errors.push(err(*line, RulebookErrorKind::UnknownKey(k.to_owned())));
                    }
                }
                expect_meta = false;
            }
            Event::Start(_) => {
                if depth == 0 {
                    expect_meta = false;
                }
                depth += 1;
            }
            Event::End(_) => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    close_body(&mut entries, in_block, body_start.take(), text.len());
    entries
}

/// An edition block's metadata: `Text`, a `Note` beside that edition's text (what arbiter
/// applies under it that the text does not say: review 24c, H-1), and a `Scope` said under
/// that edition instead of the article's (review 32b, H-4: Appendix A under 2009, whose A.3,
/// the only point arbiter checks, is not in that edition).
fn read_block_meta(entry: &mut Entry, item: &str, line: usize, path: &str, errors: &mut Vec<RulebookError>) {
    let Some((key, value)) = item.split_once(':') else {
        return;
    };
    match (key.trim(), entry.editions.last_mut()) {
        ("Text", Some((_, text, _))) => read_text_kind(text, value.trim(), line, path, errors),
        ("Note", Some((_, text, _))) if !value.trim().is_empty() => text.note = Some(value.trim().to_owned()),
        ("Scope", Some((_, text, _))) => {
            match value.trim().strip_prefix("out").map(|r| r.trim_start_matches([' ', '—', '-', '–', ':']).trim()) {
                Some(reason) if !reason.is_empty() => text.scope_reason = Some(reason.to_owned()),
                _ => errors.push(RulebookError {
                    file: path.to_owned(),
                    line: Some(line),
                    kind: RulebookErrorKind::BadValue(format!("Scope: {} (expected `out — reason`)", value.trim())),
                }),
            }
        }
        (other, _) => errors.push(RulebookError {
            file: path.to_owned(),
            line: Some(line),
            kind: RulebookErrorKind::BadValue(format!(
                "{other}: (an edition block takes only `Text`, `Note` and `Scope`)"
            )),
        }),
    }
}

/// `Text: summary` or `Text: quote — source`.
fn read_text_kind(text: &mut ArticleText, value: &str, line: usize, path: &str, errors: &mut Vec<RulebookError>) {
    let err = |kind| RulebookError { file: path.to_owned(), line: Some(line), kind };
    let lower = value.to_lowercase();
    if lower == "summary" {
        text.kind = TextKind::Summary;
    } else if let Some(source) = lower.strip_prefix("quote").map(|_| &value[5..]) {
        let source = source.trim_start_matches([' ', '—', '-', '–', ':']).trim();
        match QuoteSource::parse(source) {
            Some(source) => text.kind = TextKind::Quote { source },
            None => errors.push(err(RulebookErrorKind::BadValue(format!(
                "Text: {value} (a quote needs its source: the Laws, edition, language, article — \
                 `FIDE Laws of Chess, 2005 edition, English, Article 3.7 a`)"
            )))),
        }
    } else {
        errors.push(err(RulebookErrorKind::BadValue(format!("Text: {value}"))));
    }
}

fn read_meta(entry: &mut Entry, item: &str, line: usize, path: &str, errors: &mut Vec<RulebookError>) {
    let err = |kind| RulebookError { file: path.to_owned(), line: Some(line), kind };
    let Some((key, value)) = item.split_once(':') else {
        return;
    };
    let value = value.trim();
    let edition_of = |year: &str| year.parse::<Edition>().ok().filter(|e| *e != Edition::E2023);
    let key = key.trim();
    if let Some(year) = key.strip_prefix("Cite ") {
        match edition_of(year) {
            Some(edition) => {
                entry.cited_as.insert(edition, value.to_owned());
            }
            None => errors.push(err(RulebookErrorKind::UnknownKey(key.to_owned()))),
        }
        return;
    }
    // `- Points 2005: not known`: the edition numbers this article as its label says, but
    // arbiter does not know how it numbers the points under it.
    if let Some(year) = key.strip_prefix("Points ") {
        match (edition_of(year), value) {
            (Some(edition), "not known") => {
                entry.points_unknown.insert(edition);
            }
            (None, _) => errors.push(err(RulebookErrorKind::UnknownKey(key.to_owned()))),
            (Some(_), _) => {
                errors.push(err(RulebookErrorKind::BadValue(format!("{key}: {value} (expected `not known`)"))))
            }
        }
        return;
    }
    if key.len() == 4 && key.bytes().all(|b| b.is_ascii_digit()) {
        match edition_of(key) {
            Some(edition) => {
                entry.labels.insert(edition, value.to_owned());
            }
            None => errors.push(err(RulebookErrorKind::UnknownKey(key.to_owned()))),
        }
        return;
    }
    match key {
        "Since" => match value.parse::<u16>() {
            Ok(year) => entry.since = Some(year),
            Err(_) => errors.push(err(RulebookErrorKind::BadValue(format!("Since: {value} (expected a year)")))),
        },
        "Rules" => {
            for id in value.split(',') {
                let id = id.trim().trim_matches('`').trim();
                if !id.is_empty() {
                    entry.rules.push((id.to_owned(), line));
                }
            }
        }
        "Text" => read_text_kind(&mut entry.text, value, line, path, errors),
        "Note" if value.is_empty() => errors.push(err(RulebookErrorKind::BadValue("Note: (empty)".to_owned()))),
        "Note" => entry.text.note = Some(value.to_owned()),
        "Scope" => {
            let reason = value.strip_prefix("out").map(|r| r.trim_start_matches([' ', '—', '-', '–', ':']).trim());
            match reason {
                Some(reason) if !reason.is_empty() => {
                    entry.out_of_scope = true;
                    entry.text.scope_reason = Some(reason.to_owned());
                }
                _ => errors.push(err(RulebookErrorKind::BadValue(format!("Scope: {value} (expected `out — reason`)")))),
            }
        }
        other => errors.push(err(RulebookErrorKind::UnknownKey(other.to_owned()))),
    }
}

pub(super) fn build<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Registry, Vec<RulebookError>> {
    let mut errors = Vec::new();
    // lang → entries in file order; files are read in path order.
    let mut files: Vec<(&str, &str)> = files.into_iter().collect();
    files.sort_by_key(|(p, _)| *p);
    let mut by_lang: BTreeMap<String, Vec<Entry>> = BTreeMap::new();
    for (path, text) in files {
        let Some((lang, _)) = path.split_once('/') else {
            continue;
        };
        let entries = parse_file(path, text, &mut errors);
        by_lang.entry(lang.to_owned()).or_default().extend(entries);
    }

    // The English files carry the metadata and the order; other languages add text.
    let english = by_lang.remove("en").unwrap_or_default();
    let mut articles: Vec<Article> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut rule_home: HashMap<RuleId, String> = HashMap::new();
    for entry in english {
        if index.contains_key(&entry.number) {
            errors.push(RulebookError {
                file: entry.text.file.clone(),
                line: Some(entry.line),
                kind: RulebookErrorKind::DuplicateArticle(entry.number.clone()),
            });
            continue;
        }
        let mut rules = Vec::new();
        for (id, line) in &entry.rules {
            let file = entry.text.file.clone();
            match id.parse::<RuleId>() {
                Ok(rule) => {
                    if rule_home.insert(rule, entry.number.clone()).is_some() {
                        errors.push(RulebookError {
                            file,
                            line: Some(*line),
                            kind: RulebookErrorKind::RuleTwice(id.clone()),
                        });
                    } else {
                        rules.push(rule);
                    }
                }
                Err(_) => errors.push(RulebookError {
                    file,
                    line: Some(*line),
                    kind: RulebookErrorKind::UnknownRule(id.clone()),
                }),
            }
        }
        index.insert(entry.number.clone(), articles.len());
        let mut text = BTreeMap::new();
        text.insert("en".to_owned(), entry.text);
        let mut edition_text: BTreeMap<Edition, BTreeMap<String, ArticleText>> = BTreeMap::new();
        for (edition, block, line) in entry.editions {
            if edition_text.entry(edition).or_default().insert("en".to_owned(), block).is_some() {
                errors.push(RulebookError {
                    file: text["en"].file.clone(),
                    line: Some(line),
                    kind: RulebookErrorKind::DuplicateArticle(format!("{} (Edition {edition})", entry.number)),
                });
            }
        }
        articles.push(Article {
            number: entry.number,
            labels: entry.labels,
            cited_as: entry.cited_as,
            points_unknown: entry.points_unknown,
            since: entry.since,
            rules,
            scope: if entry.out_of_scope { Scope::OutOfScope } else { Scope::InScope },
            text,
            edition_text,
        });
    }

    for (lang, entries) in by_lang {
        let mut seen = HashSet::new();
        for entry in entries {
            let at = |kind| RulebookError { file: entry.text.file.clone(), line: Some(entry.line), kind };
            if !seen.insert(entry.number.clone()) {
                errors.push(at(RulebookErrorKind::DuplicateArticle(entry.number.clone())));
                continue;
            }
            if entry.has_metadata() {
                errors.push(at(RulebookErrorKind::MetadataOutsideEnglish(entry.number.clone())));
            }
            let Some(&i) = index.get(&entry.number) else {
                errors.push(RulebookError {
                    file: entry.text.file.clone(),
                    line: Some(entry.line),
                    kind: RulebookErrorKind::MissingTranslation { article: entry.number.clone(), lang: "en".into() },
                });
                continue;
            };
            if (articles[i].scope == Scope::OutOfScope) != entry.out_of_scope {
                errors.push(at(RulebookErrorKind::ScopeMismatch(entry.number.clone())));
            }
            for (edition, block, line) in entry.editions {
                let blocks = articles[i].edition_text.entry(edition).or_default();
                if blocks.insert(lang.clone(), block).is_some() {
                    errors.push(RulebookError {
                        file: entry.text.file.clone(),
                        line: Some(line),
                        kind: RulebookErrorKind::DuplicateArticle(format!("{} (Edition {edition})", entry.number)),
                    });
                }
            }
            articles[i].text.insert(lang.clone(), entry.text);
        }
        for a in &articles {
            if !seen.contains(&a.number) {
                errors.push(RulebookError {
                    file: a.text["en"].file.clone(),
                    line: None,
                    kind: RulebookErrorKind::MissingTranslation { article: a.number.clone(), lang: lang.clone() },
                });
            }
        }
    }

    let languages: BTreeSet<&String> = articles.iter().flat_map(|a| a.text.keys()).collect();
    for a in &articles {
        for (edition, blocks) in &a.edition_text {
            let Some(en) = blocks.get("en") else { continue };
            if a.number_in(*edition).is_none() && !a.cited_as.contains_key(edition) {
                errors.push(RulebookError {
                    file: en.file.clone(),
                    line: None,
                    kind: RulebookErrorKind::BadValue(format!(
                        "{}: an Edition {edition} block, but no {edition} label (`- {edition}: …`)",
                        a.number
                    )),
                });
            }
            // Our own words exist in every language; a quote only in the language quoted.
            if en.kind == TextKind::Summary {
                for lang in languages.iter().filter(|l| !blocks.contains_key(l.as_str())) {
                    errors.push(RulebookError {
                        file: en.file.clone(),
                        line: None,
                        kind: RulebookErrorKind::MissingTranslation {
                            article: format!("{} (Edition {edition})", a.number),
                            lang: (*lang).clone(),
                        },
                    });
                }
            }
        }
    }
    for a in &articles {
        if let Some(parent) = super::parent_of(&a.number)
            && !index.contains_key(parent)
        {
            errors.push(RulebookError {
                file: a.text["en"].file.clone(),
                line: None,
                kind: RulebookErrorKind::MissingParent(a.number.clone()),
            });
        }
    }
    for &rule in RuleId::ALL {
        if !rule_home.contains_key(&rule) {
            errors.push(RulebookError {
                file: "en".into(),
                line: None,
                kind: RulebookErrorKind::RuleWithoutArticle(rule.as_str().to_owned()),
            });
        }
    }

    if errors.is_empty() { Ok(Registry::from_parts(articles)) } else { Err(errors) }
}
