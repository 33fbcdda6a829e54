//! The rulebook registry: the Laws as `docs/rulebook/<lang>/*.md`, parsed with
//! pulldown-cmark (format: `docs/rulebook/README.md`).
//!
//! It is the one place the code learns article numbers from. The engine cites rules by
//! [`RuleId`]; [`Registry::article_of`] says which article states a rule in each
//! [`Edition`]; `arbiter quote` serves the text; the conformance report counts scenarios
//! against the articles listed.

mod parse;
mod source;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::RuleId;

pub use parse::{RulebookError, RulebookErrorKind};
pub use source::QuoteSource;

/// An edition of the Laws: its article numbers, and the rules in force under it.
///
/// Editions are data: each article of `docs/rulebook/` lists its label in every older
/// edition that had it (`- 2009: 3.8 b (2) (a)`), where that edition states its rules when
/// elsewhere (`- Cite 2009: 9.6`), whether the edition's numbers of its points are known
/// (`- Points 2005: not known`), the edition a rule came in (`- Since: 2014`), and a text
/// of its own where an edition says something else (a `Edition 2009` block). See
/// `docs/editions.md` for what each edition is and how arbiter knows it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Edition {
    /// The FIDE Laws of Chess in force since 1 January 2023: decimal numbering (`3.8.2.2.1`).
    /// The canonical numbering.
    #[default]
    E2023,
    /// The edition in force from 1 July 2009 to 30 June 2014: lettered numbering
    /// (`3.8 b (2) (a)`), without the fivefold repetition and seventy-five-move rules.
    E2009,
    /// The edition in force from 1 July 2005 to 30 June 2009, the edition of the English
    /// seed (`3.8 a ii (2) a`). arbiter holds its text only for Articles 3.7 to 4.6.
    E2005,
}

impl Edition {
    /// Every edition, the canonical one first.
    pub const ALL: [Edition; 3] = [Edition::E2023, Edition::E2009, Edition::E2005];

    /// `2023`, `2009` or `2005`.
    pub const fn year(self) -> &'static str {
        match self {
            Edition::E2023 => "2023",
            Edition::E2009 => "2009",
            Edition::E2005 => "2005",
        }
    }

    /// The year as a number, to compare with the year a rule came in.
    pub const fn year_number(self) -> u16 {
        match self {
            Edition::E2023 => 2023,
            Edition::E2009 => 2009,
            Edition::E2005 => 2005,
        }
    }

    /// The names `--edition` accepts for it besides its year.
    pub const fn aliases(self) -> &'static [&'static str] {
        match self {
            Edition::E2023 => &["current"],
            Edition::E2009 => &[],
            Edition::E2005 => &["seed"],
        }
    }
}

impl FromStr for Edition {
    type Err = String;

    fn from_str(s: &str) -> Result<Edition, String> {
        let s = s.trim();
        Edition::ALL
            .into_iter()
            .find(|e| e.year() == s || e.aliases().iter().any(|a| a.eq_ignore_ascii_case(s)))
            .ok_or_else(|| format!("unknown edition `{s}` (2023, 2009 or 2005)"))
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.year())
    }
}

/// An article's place in an edition, as far as arbiter knows it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InEdition<'a> {
    /// Its label there (the 2023 number for the 2023 edition).
    Label(&'a str),
    /// The edition had no such article: a part of the Laws whose labels in that edition
    /// were checked (an ancestor has a label) lists none for it.
    Absent,
    /// arbiter does not know: no ancestor has a label in that edition (the 2005 edition is
    /// known only from the seed, Articles 3.7 to 4.6; the 2009 edition's competition rules
    /// were not checked).
    Unknown,
}

/// The words a quoted point continues, when it is the end of a sentence begun in its parent
/// (4.3.1 ends the sentence 4.3 begins): see [`Registry::lead_in`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeadIn<'a> {
    /// The parent's official words: its label in the quote's source (`4.3`) and its body.
    Quoted {
        /// The label the source gives it.
        article: &'a str,
        /// The parent's text (Markdown), which ends where the point begins.
        text: &'a str,
        /// The quote's source, when its numbering is not the edition shown's (the Russian
        /// text of 2018 or later under `--edition 2005`, whose 4.4 is not 2005's 4.4: review
        /// 25b, H-8).
        numbered_as: Option<&'a QuoteSource>,
    },
    /// The parent is not quoted here (arbiter has only a summary of it, or only in another
    /// language): its number in the numbering of the quote shown — the edition shown, or,
    /// when the quote comes from an edition numbered otherwise (the Russian text of 2018 or
    /// later under `--edition 2005`), that edition's.
    NotQuoted {
        /// The parent's number in that numbering.
        article: &'a str,
        /// The quote's source, when its numbering is not the edition shown's.
        numbered_as: Option<&'a QuoteSource>,
    },
}

/// Whether the engine can check an article.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Software given positions and moves can check it.
    InScope,
    /// It cannot (one hand, the clock, conduct…); the reason is in [`ArticleText::scope_reason`].
    OutOfScope,
}

/// Where an article's body comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// The official words, with their source (edition, language, article).
    Quote {
        /// E.g. `FIDE Laws of Chess, 2005 edition, English, Article 3.7 a`, in parts.
        source: QuoteSource,
    },
    /// Our own summary.
    Summary,
    /// No body yet.
    Missing,
}

/// An article's text in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArticleText {
    /// The title.
    pub title: String,
    /// What the body is.
    pub kind: TextKind,
    /// The body, Markdown.
    pub body: String,
    /// Why software cannot check it, when out of scope.
    pub scope_reason: Option<String>,
    /// arbiter's note beside the text (`- Note: …`), in the same language: where a
    /// translation says less or more than the authentic English, and which one arbiter
    /// follows (4.3.1 in Russian). Never part of the quote.
    pub note: Option<String>,
    /// The file it comes from, relative to `docs/rulebook/`.
    pub file: String,
}

/// One article of the Laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Article {
    /// The 2023 number: `3.8.2.2.1`, `C.10`.
    pub number: String,
    /// Its label in each older edition that had it (`2009` → `3.8 b (2) (a)`).
    pub labels: BTreeMap<Edition, String>,
    /// Where an older edition states this article's rules, when not under its label: the
    /// 2009 edition defines the dead position in 5.2 b but draws the game by it in 9.6.
    pub cited_as: BTreeMap<Edition, String>,
    /// The older editions whose label of this article is known but whose numbers of the
    /// points under it are not (`- Points 2005: not known`): 2005's Article 9 is Article 9,
    /// but of its points arbiter knows only those the seed or a source gives. A point under
    /// it with no label of its own is then of unknown number in that edition, not absent.
    pub points_unknown: BTreeSet<Edition>,
    /// The edition year the article's rules came in (`2014` for fivefold repetition and
    /// seventy-five moves), when later than the oldest edition arbiter knows.
    pub since: Option<u16>,
    /// The rules it states.
    pub rules: Vec<RuleId>,
    /// Whether the engine can check it.
    pub scope: Scope,
    /// Its text per language (`en`, `ru`).
    pub text: BTreeMap<String, ArticleText>,
    /// What an older edition says instead, where it says something else: per edition, per
    /// language.
    pub edition_text: BTreeMap<Edition, BTreeMap<String, ArticleText>>,
}

impl Article {
    /// The number in an edition, if the article existed then.
    pub fn number_in(&self, edition: Edition) -> Option<&str> {
        match edition {
            Edition::E2023 => Some(&self.number),
            _ => self.labels.get(&edition).map(String::as_str),
        }
    }

    /// Where `edition` states this article's rules: [`Article::cited_as`], else its number
    /// in that edition.
    pub fn cited_in(&self, edition: Edition) -> Option<&str> {
        self.cited_as.get(&edition).map(String::as_str).or_else(|| self.number_in(edition))
    }

    /// Where `edition` states this article's rules when that is another number than its
    /// label there ([`Article::cited_as`]): 2009's 9.6 beside 5.2 b, 2009's 7.4 a for 2023's
    /// 7.5.2 (no label of its own). Lists show both numbers (review 26a, G-5).
    pub fn cited_elsewhere(&self, edition: Edition) -> Option<&str> {
        self.cited_as.get(&edition).map(String::as_str).filter(|&c| self.number_in(edition) != Some(c))
    }

    /// Whether the article's rules were in force under `edition`.
    pub fn in_force(&self, edition: Edition) -> bool {
        self.since.is_none_or(|year| edition.year_number() >= year)
    }

    /// The title under `edition` in `lang`: the edition's own where its block gives one
    /// (2009's Article 10 is "Quickplay finish", 2023's Guidelines III "Games without
    /// increment…"; review 33b, H-4), else [`Article::title`].
    pub fn title_in(&self, edition: Edition, lang: &str) -> &str {
        match self.text_in(edition, lang) {
            Some((t, false)) => t.title.as_str(),
            _ => self.title(lang),
        }
    }

    /// The text in `lang`, falling back to English.
    pub fn text(&self, lang: &str) -> Option<&ArticleText> {
        self.text.get(lang).or_else(|| self.text.get("en"))
    }

    /// The text to show under `edition` in `lang`: the edition's own text where it has one
    /// (in `lang`, else in English), else the article's text (in `lang`, else English).
    /// The flag says whether the text is in another language than `lang`.
    ///
    /// An edition older than 2009 with no text of its own, whose words the article does not
    /// quote (2005's Articles 5 to 12), is shown the 2009 edition's own text, when there is
    /// one: arbiter rules by the 2009 text there (7.4 b's third illegal move, 9.5 b's three
    /// minutes), and 2023's summary would contradict the ruling it is quoted under (review
    /// 23a, G-6).
    pub fn text_in(&self, edition: Edition, lang: &str) -> Option<(&ArticleText, bool)> {
        // The article's own text is that older edition's words where it quotes them (the
        // 2005 seed's 3.7–4.6): then no 2009 text stands in for it.
        let base_is_older = self
            .text
            .get("en")
            .is_some_and(|t| matches!(&t.kind, TextKind::Quote { source } if source.edition <= edition.year_number()));
        let own = self.edition_text.get(&edition).or_else(|| {
            (edition.year_number() < Edition::E2009.year_number() && !base_is_older)
                .then(|| self.edition_text.get(&Edition::E2009))
                .flatten()
        });
        own.and_then(|t| t.get(lang))
            .map(|t| (t, false))
            .or_else(|| own.and_then(|t| t.get("en")).map(|t| (t, lang != "en")))
            .or_else(|| self.text.get(lang).map(|t| (t, false)))
            .or_else(|| self.text.get("en").map(|t| (t, lang != "en")))
    }

    /// Whether `text` continues its parent's sentence: a quoted point that starts with a
    /// small letter («одну или несколько своих фигур, он должен…» after 4.3's «…если игрок
    /// при своём ходе тронул на шахматной доске…:»).
    fn continues_parent(text: &ArticleText) -> bool {
        // A quote mark (or its Markdown escape) before the first word counts for nothing: the
        // 2005 3.8 a ii begins "\`castling\`. This is a move of the king…" (review 10, P-14).
        matches!(text.kind, TextKind::Quote { .. })
            && text
                .body
                .trim_start()
                .trim_start_matches(['\\', '\'', '`', '"', '‘', '“', '«', '„'])
                .starts_with(char::is_lowercase)
    }

    /// The title in `lang`, falling back to English.
    pub fn title(&self, lang: &str) -> &str {
        self.text(lang).map_or("", |t| t.title.as_str())
    }

    /// The parent's number (`3.8.2` for `3.8.2.1`), none for a top-level article.
    pub fn parent(&self) -> Option<&str> {
        parent_of(&self.number)
    }

    /// How deep it is: 1 for `3`, 2 for `3.8`, …
    pub fn depth(&self) -> usize {
        self.number.split('.').count()
    }
}

/// A label without the word before it (`Article`, `Art.`, `Статья`, `ст.`, `Appendix`,
/// `Приложение`, `§`) and the punctuation after it.
pub(crate) fn strip_article_word(label: &str) -> &str {
    let mut label = label.trim();
    let lower = label.to_lowercase();
    for word in ["article", "art.", "art", "статья", "ст.", "appendix", "приложение", "§"] {
        if lower.starts_with(word) {
            let rest = &label[word.len()..];
            // A word, not the start of a label (`art` must not eat `Article`'s letters twice).
            if word.ends_with(['.', '§']) || rest.starts_with(|c: char| c.is_whitespace()) {
                label = rest.trim_start();
                break;
            }
        }
    }
    label.trim_end_matches(['.', ',', ';', ':', ' '])
}

/// A 2023 number as written leniently: `3.8.2` stays, `c.10` and the Cyrillic `С.10`
/// become `C.10` (`А.3`, `В.3` likewise), `ii.1` the Guidelines' `II.1`; none when the label
/// is not a decimal number.
fn canonical_number(label: &str) -> Option<String> {
    let mut parts = label.split('.');
    let first = parts.next()?;
    let first = match first {
        // The appendix letters typed with their Cyrillic look-alikes (review 19a, A-15).
        "А" | "а" => "A".to_owned(),
        "В" | "в" => "B".to_owned(),
        "c" | "С" | "с" => "C".to_owned(),
        f if f.len() == 1 && f.bytes().all(|b| b.is_ascii_alphabetic()) => f.to_ascii_uppercase(),
        // The Guidelines: I, II, III (review 19a, A-14).
        f if ["i", "ii", "iii"].contains(&f.to_ascii_lowercase().as_str()) => f.to_ascii_uppercase(),
        f if !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()) => f.to_owned(),
        _ => return None,
    };
    let rest: Vec<&str> = parts.collect();
    if rest.iter().any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    Some(std::iter::once(first.as_str()).chain(rest).collect::<Vec<_>>().join("."))
}

/// The parts of a lettered label, as compared: `3.8 b (2) (a)` → `3.8`, `b`, `2`, `a`;
/// spaces, dots between parts and brackets do not matter, letters are lower case.
fn label_tokens(label: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut chars = label.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut number = String::new();
            while let Some(&d) = chars.peek() {
                let dot_digit = d == '.' && {
                    let mut ahead = chars.clone();
                    ahead.next();
                    ahead.peek().is_some_and(char::is_ascii_digit)
                };
                if d.is_ascii_digit() || dot_digit {
                    number.push(d);
                    chars.next();
                } else {
                    break;
                }
            }
            out.push(number);
        } else if c.is_alphabetic() {
            let mut word = String::new();
            while let Some(&l) = chars.peek().filter(|l| l.is_alphabetic()) {
                word.extend(l.to_lowercase());
                chars.next();
            }
            // A letter typed with its Cyrillic look-alike: `С.10`, `А.3`, `3.7 е`.
            let latin = match word.as_str() {
                "а" => Some("a"),
                "в" => Some("b"),
                "с" => Some("c"),
                "е" => Some("e"),
                _ => None,
            };
            if let Some(latin) = latin {
                word = latin.to_owned();
            }
            out.push(word);
        } else {
            chars.next();
        }
    }
    out
}

pub(crate) fn parent_of(number: &str) -> Option<&str> {
    number.rfind('.').map(|i| &number[..i])
}

/// Where each edition states one rule, computed at build time from the embedded rulebook by
/// its own parser (`build.rs`), so that citing a rule does not parse the rulebook.
#[doc(hidden)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleCitation {
    /// The rule.
    pub rule: RuleId,
    /// The 2023 number of the article stating it.
    pub number: Option<&'static str>,
    /// Where each edition (the order of [`Edition::ALL`]) states it: [`Registry::cited_in`].
    pub cited: [InEdition<'static>; Edition::ALL.len()],
    /// Whether it was in force under each edition: [`Registry::in_force`].
    pub in_force: [bool; Edition::ALL.len()],
}

/// The build-time citation of `rule` in the embedded rulebook, when the build made one.
fn built_citation(rule: RuleId) -> Option<&'static RuleCitation> {
    let table = crate::embedded::RULE_CITATIONS?;
    let i = RuleId::ALL.iter().position(|&r| r == rule)?;
    table.get(i).filter(|c| c.rule == rule)
}

/// The 2023 number of the article stating `rule`, and where `edition` states it, in the
/// embedded rulebook: what [`Registry::global`]'s `article_of` and `cited_in` say, read from
/// the table made at build time (a one-shot `explain` does not parse the rulebook).
pub fn citation_of(rule: RuleId, edition: Edition) -> (Option<&'static str>, InEdition<'static>) {
    let e = Edition::ALL.iter().position(|&x| x == edition).unwrap_or(0);
    match built_citation(rule) {
        Some(c) => (c.number, c.cited[e]),
        None => {
            let registry = Registry::global();
            let number = registry.article_of(rule, Edition::E2023);
            (number, number.map_or(InEdition::Unknown, |n| registry.cited_in(n, edition)))
        }
    }
}

/// Whether `rule` was in force under `edition` in the embedded rulebook
/// ([`Registry::in_force`] of [`Registry::global`], from the build-time table).
pub fn rule_in_force(rule: RuleId, edition: Edition) -> bool {
    let e = Edition::ALL.iter().position(|&x| x == edition).unwrap_or(0);
    match built_citation(rule) {
        Some(c) => c.in_force[e],
        None => Registry::global().in_force(rule, edition),
    }
}

/// The parsed rulebook.
#[derive(Clone, Debug)]
pub struct Registry {
    articles: Vec<Article>,
    by_number: HashMap<String, usize>,
    by_rule: HashMap<RuleId, usize>,
}

impl Registry {
    /// The rulebook embedded at build time from `docs/rulebook/`.
    ///
    /// The embedded files are checked by the test suite (`Registry::validate`), so this
    /// cannot fail in a released build; if it ever did, the process stops with the list of
    /// problems rather than citing wrong articles.
    pub fn global() -> &'static Registry {
        static REGISTRY: OnceLock<Registry> = OnceLock::new();
        REGISTRY.get_or_init(|| match Registry::from_files(crate::embedded::RULEBOOK_FILES.iter().copied()) {
            Ok(r) => r,
            Err(errors) => {
                let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                panic!("the embedded rulebook is invalid:\n{}", list.join("\n"))
            }
        })
    }

    /// Parses rulebook files, `(path relative to docs/rulebook, text)`, where the path
    /// starts with the language (`en/03-moves-of-the-pieces.md`). Every problem found is
    /// returned, not just the first.
    pub fn from_files<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Registry, Vec<RulebookError>> {
        parse::build(files)
    }

    pub(crate) fn from_parts(articles: Vec<Article>) -> Registry {
        let by_number = articles.iter().enumerate().map(|(i, a)| (a.number.clone(), i)).collect();
        let by_rule = articles.iter().enumerate().flat_map(|(i, a)| a.rules.iter().map(move |&r| (r, i))).collect();
        Registry { articles, by_number, by_rule }
    }

    /// Every article, in the order of the Laws.
    pub fn articles(&self) -> &[Article] {
        &self.articles
    }

    /// The article with this 2023 number.
    pub fn article(&self, number: &str) -> Option<&Article> {
        self.by_number.get(number).map(|&i| &self.articles[i])
    }

    /// What a quoted point's sentence begins with, when the point continues its parent's
    /// text (Catala's rule: the law text whole beside the code — a quote of 4.3.1 alone
    /// would not say who «он» is). Outermost first; empty when the point's text is a whole
    /// sentence, or not a quote. Under `edition`, in `lang`, as [`Article::text_in`] chooses.
    pub fn lead_in(&self, article: &Article, edition: Edition, lang: &str) -> Vec<LeadIn<'_>> {
        let mut out = Vec::new();
        let Some(mut current) = self.article(&article.number) else { return out };
        while let Some((text, other_language)) = current.text_in(edition, lang)
            && Article::continues_parent(text)
            && let Some(parent) = current.parent().and_then(|p| self.article(p))
        {
            match parent.text_in(edition, lang) {
                Some((parent_text, parent_other)) if parent_other == other_language => {
                    if let TextKind::Quote { source } = &parent_text.kind {
                        let numbered_as = Some(source).filter(|s| s.numbering() != edition);
                        out.push(LeadIn::Quoted { article: &source.article, text: &parent_text.body, numbered_as });
                        current = parent;
                        continue;
                    }
                }
                _ => {}
            }
            // The number in the quote's own numbering (review 8, P-32): a 2018+ text is
            // numbered as 2023 is, whatever edition is shown.
            let source = match &text.kind {
                TextKind::Quote { source } => Some(source),
                _ => None,
            };
            let numbering = source.map_or(edition, QuoteSource::numbering);
            let article = parent.number_in(numbering).unwrap_or(&parent.number);
            let numbered_as = source.filter(|_| numbering != edition);
            out.push(LeadIn::NotQuoted { article, numbered_as });
            break;
        }
        out.reverse();
        out
    }

    /// Whether `article` is out of scope as a whole but some point under it is checked
    /// (Article 7, with 7.5 in scope): its scope reason is framed as "checked only in part",
    /// not "not checked" (review 10, P-28).
    pub fn partly_in_scope(&self, article: &Article) -> bool {
        let prefix = format!("{}.", article.number);
        article.scope == Scope::OutOfScope
            && self.articles.iter().any(|a| a.scope == Scope::InScope && a.number.starts_with(&prefix))
    }

    /// Why arbiter does not check `article` under `edition`, in `lang`, and whether it checks
    /// some point under it there: none when it checks the article. An edition's own text may
    /// say why it is out of scope under that edition (an edition block's `Scope`: Appendix
    /// B.3 under 2009, read as B.2); a point counts as checked under `edition` only when its
    /// rules were in force then, and the rules they apply too (Appendix A under 2009 checks
    /// nothing: A.3 came in 2023; review 32b, H-4).
    pub fn scope_under(&self, article: &Article, edition: Edition, lang: &str) -> Option<(String, bool)> {
        let own = article.text_in(edition, lang).and_then(|(t, _)| t.scope_reason.clone());
        let checked_under = |a: &Article| {
            a.scope == Scope::InScope
                && a.in_force(edition)
                && a.text_in(edition, lang).is_none_or(|(t, _)| t.scope_reason.is_none())
                && a.rules.iter().all(|r| r.applies().is_none_or(|applied| self.in_force(applied, edition)))
        };
        // An article in scope is said not to be checked only by its edition's own text.
        let reason = match (article.scope == Scope::InScope, own) {
            (_, Some(own)) => own,
            (true, None) => return None,
            (false, None) => article.text(lang).and_then(|t| t.scope_reason.clone()).unwrap_or_default(),
        };
        let prefix = format!("{}.", article.number);
        let partly = self.articles.iter().any(|a| a.number.starts_with(&prefix) && checked_under(a));
        Some((reason, partly))
    }

    /// The article that states `rule`.
    pub fn article_for(&self, rule: RuleId) -> Option<&Article> {
        self.by_rule.get(&rule).map(|&i| &self.articles[i])
    }

    /// The number of the article stating `rule` in `edition` (none when the edition had no
    /// such article, or arbiter does not know its number there).
    pub fn article_of(&self, rule: RuleId, edition: Edition) -> Option<&str> {
        self.article_for(rule)?.cited_in(edition)
    }

    /// Whether `rule` was part of the Laws under `edition`: fivefold repetition and the
    /// seventy-five-move rule came in 2014, so under 2009 they end no game.
    pub fn in_force(&self, rule: RuleId, edition: Edition) -> bool {
        self.article_for(rule).is_none_or(|a| a.in_force(edition))
    }

    /// Where the article `number` (2023) stands in `edition`, and where that edition states
    /// its rules ([`Article::cited_in`]).
    pub fn cited_in(&self, number: &str, edition: Edition) -> InEdition<'_> {
        let Some(article) = self.article(number) else { return InEdition::Unknown };
        if let Some(label) = article.cited_in(edition) {
            return InEdition::Label(label);
        }
        // A rule that came later (`Since: 2014`) is in no older edition, whatever that
        // edition's numbers we know (review 24b, H-4: 9.6.1 under 2005).
        if !article.in_force(edition) {
            return InEdition::Absent;
        }
        let mut up = article.parent();
        while let Some(n) = up {
            match self.article(n) {
                Some(a) if a.points_unknown.contains(&edition) => break,
                Some(a) if a.number_in(edition).is_some() => return InEdition::Absent,
                Some(a) => up = a.parent(),
                None => break,
            }
        }
        // What the 2009 edition does not have, the 2005 one did not have either: the rules
        // 2009 lacks came later (4.6's act of promotion, 4.9's assistant, 7.5.2), not
        // dropped in 2009 (review 28b, H-3).
        if edition == Edition::E2005 && self.cited_in(number, Edition::E2009) == InEdition::Absent {
            return InEdition::Absent;
        }
        InEdition::Unknown
    }

    /// Like [`Registry::cited_in`], for the article's own label (not where the edition
    /// states its rules).
    pub fn number_in(&self, number: &str, edition: Edition) -> InEdition<'_> {
        match (self.cited_in(number, edition), self.article(number).and_then(|a| a.number_in(edition))) {
            (_, Some(label)) => InEdition::Label(label),
            (InEdition::Label(_), None) => InEdition::Absent,
            (other, None) => other,
        }
    }

    /// The articles a label names in an edition: the 2023 number itself, or every article
    /// whose label (or citation) in that edition is the label or starts with it (`3.8 b`
    /// finds `3.8 b (1)`, `3.8 b (2)`…); failing that, the article with that 2023 number.
    ///
    /// Labels are read as people write them: `Article 3.8.2.`, `c.10`, `3.8b(2)(a)` and
    /// `3.8 a ii (1)(a)` name the articles `3.8.2`, `C.10`, `3.8 b (2) (a)` and
    /// `3.8 a ii (1) a` do.
    pub fn lookup(&self, label: &str, edition: Edition) -> Vec<&Article> {
        let label = strip_article_word(label);
        let decimal = canonical_number(label);
        if edition == Edition::E2023 {
            return decimal.and_then(|n| self.article(&n)).into_iter().collect();
        }
        let by_label = self.lookup_label(label, edition);
        if !by_label.is_empty() {
            return by_label;
        }
        // Not a label of that edition: a 2023 number, shown as that edition has it.
        decimal.and_then(|n| self.article(&n)).into_iter().collect()
    }

    /// The articles a label of `edition` (not 2023) names as that edition's label or
    /// citation, as [`Registry::lookup`] finds them before it falls back to the 2023 number;
    /// empty when the label is none of that edition's. A number found only by that fallback
    /// is read in the 2023 numbering (review 32b, H-7).
    pub fn lookup_label(&self, label: &str, edition: Edition) -> Vec<&Article> {
        if edition == Edition::E2023 {
            return Vec::new();
        }
        let wanted = label_tokens(strip_article_word(label));
        if wanted.is_empty() {
            return Vec::new();
        }
        let names = |a: &Article| -> Vec<Vec<String>> {
            a.labels.get(&edition).into_iter().chain(a.cited_as.get(&edition)).map(|l| label_tokens(l)).collect()
        };
        let exact: Vec<&Article> = self.articles.iter().filter(|a| names(a).contains(&wanted)).collect();
        if !exact.is_empty() {
            return exact;
        }
        self.articles
            .iter()
            .filter(|a| names(a).iter().any(|n| n.len() > wanted.len() && n.starts_with(&wanted)))
            .collect()
    }

    /// Whether a label that names no article of `edition` (an older one) may still be one of
    /// its numbers that arbiter has not mapped: the nearest enclosing label of that edition
    /// (`6` for `6.13`, `13` for `13.4`) is an article whose points' numbers there are not
    /// known, or no enclosing label is known at all. False when an enclosing article's points
    /// were checked (`3.11` under 2009: Article 3 has no such point) — then the number is
    /// not that edition's (review 32b, H-7: 2009's 6.13 exists, and 2009's 7.5.1 cites it).
    pub fn label_unmapped(&self, label: &str, edition: Edition) -> bool {
        if edition == Edition::E2023 {
            return false;
        }
        let mut tokens = label_tokens(strip_article_word(label));
        loop {
            // One level up: the last part off (`3.8 b (2)` → `3.8 b`), or the last decimal
            // point of a number (`6.13` → `6`).
            if tokens.len() > 1 {
                tokens.pop();
            } else if let Some(i) = tokens.first().and_then(|t| t.rfind('.')) {
                tokens[0].truncate(i);
            } else {
                return true;
            }
            let found =
                self.articles.iter().find(|a| a.labels.get(&edition).is_some_and(|l| label_tokens(l) == tokens));
            if let Some(article) = found {
                return article.points_unknown.contains(&edition);
            }
        }
    }

    /// Every number `edition` gives the article `number` (2023), as a list shows them: its
    /// label and, where the edition states its rules elsewhere too, that number («5.2 b,
    /// 9.6»); only the latter, in brackets, where it has no label of its own (2023's 7.5.2:
    /// «(7.4 a)» — no article of its own, the same said in 7.4 a; review 29a, G-11). None
    /// when the edition has neither ([`Registry::number_in`] says whether it is absent or
    /// unknown).
    pub fn numbers_listed(&self, number: &str, edition: Edition) -> Option<String> {
        let cite = self.article(number).and_then(|a| a.cited_elsewhere(edition));
        match (self.number_in(number, edition), cite) {
            (InEdition::Label(label), Some(cite)) => Some(format!("{label}, {cite}")),
            (InEdition::Label(label), None) => Some(label.to_owned()),
            (_, cite) => cite.map(|c| format!("({c})")),
        }
    }

    /// Whether `label` names an article of `edition` by where that edition states its rules
    /// ([`Article::cited_as`]: 2009's 9.6, the dead position) rather than by its own label.
    pub fn names_citation(&self, label: &str, edition: Edition) -> bool {
        let wanted = label_tokens(strip_article_word(label));
        !wanted.is_empty()
            && self.articles.iter().any(|a| a.cited_as.get(&edition).is_some_and(|c| label_tokens(c) == wanted))
    }

    /// The editions other than `edition` in which `label` names an article, with the
    /// articles: for telling a reader who typed a 2009 label without `--edition 2009`.
    pub fn editions_with_label(&self, label: &str, edition: Edition) -> Vec<(Edition, Vec<&Article>)> {
        Edition::ALL
            .into_iter()
            .filter(|&e| e != edition && e != Edition::E2023)
            .map(|e| {
                let wanted = label_tokens(strip_article_word(label));
                let found: Vec<&Article> = self
                    .articles
                    .iter()
                    .filter(|a| {
                        a.labels.get(&e).into_iter().chain(a.cited_as.get(&e)).any(|l| label_tokens(l) == wanted)
                    })
                    .collect();
                (e, found)
            })
            .filter(|(_, found)| !found.is_empty())
            .collect()
    }

    /// The children of an article, in order.
    pub fn children<'a>(&'a self, number: &'a str) -> impl Iterator<Item = &'a Article> + 'a {
        self.articles.iter().filter(move |a| a.parent() == Some(number))
    }

    /// Whether an article has no children: a leaf of the numbering.
    pub fn is_leaf(&self, number: &str) -> bool {
        self.children(number).next().is_none()
    }

    /// The languages the rulebook is written in.
    pub fn languages(&self) -> Vec<&str> {
        let mut langs: Vec<&str> = self.articles.iter().flat_map(|a| a.text.keys().map(String::as_str)).collect();
        langs.sort_unstable();
        langs.dedup();
        langs
    }
}

#[cfg(test)]
mod tests;
