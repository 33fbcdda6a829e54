//! The rulebook registry: the Laws as `docs/rulebook/<lang>/*.md`, parsed with
//! pulldown-cmark (format: `docs/rulebook/README.md`).
//!
//! It is the one place the code learns article numbers from. The engine cites rules by
//! [`RuleId`]; [`Registry::article_of`] says which article states a rule in each
//! [`Edition`]; `arbiter quote` serves the text; the conformance report counts scenarios
//! against the articles listed.

mod parse;

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::RuleId;

pub use parse::{RulebookError, RulebookErrorKind};

/// An edition of the Laws, for citing article numbers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Edition {
    /// The FIDE Laws of Chess in force since 1 January 2023: decimal numbering (`3.8.2.2.1`).
    #[default]
    E2023,
    /// The 2009 edition: lettered numbering (`3.8 a ii (2) a`).
    E2009,
}

impl Edition {
    /// `2023` or `2009`.
    pub const fn year(self) -> &'static str {
        match self {
            Edition::E2023 => "2023",
            Edition::E2009 => "2009",
        }
    }
}

impl FromStr for Edition {
    type Err = String;

    fn from_str(s: &str) -> Result<Edition, String> {
        match s {
            "2023" => Ok(Edition::E2023),
            "2009" => Ok(Edition::E2009),
            _ => Err(format!("unknown edition `{s}` (2023 or 2009)")),
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.year())
    }
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
        /// E.g. `FIDE Laws of Chess, 2009 edition, English, Article 3.7 a`.
        source: String,
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
    /// The file it comes from, relative to `docs/rulebook/`.
    pub file: String,
}

/// One article of the Laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Article {
    /// The 2023 number: `3.8.2.2.1`, `C.10`.
    pub number: String,
    /// The label of the same rule in the 2009 edition, when it had one.
    pub number_2009: Option<String>,
    /// The rules it states.
    pub rules: Vec<RuleId>,
    /// Whether the engine can check it.
    pub scope: Scope,
    /// Its text per language (`en`, `ru`).
    pub text: BTreeMap<String, ArticleText>,
}

impl Article {
    /// The number in an edition, if the article existed then.
    pub fn number_in(&self, edition: Edition) -> Option<&str> {
        match edition {
            Edition::E2023 => Some(&self.number),
            Edition::E2009 => self.number_2009.as_deref(),
        }
    }

    /// The text in `lang`, falling back to English.
    pub fn text(&self, lang: &str) -> Option<&ArticleText> {
        self.text.get(lang).or_else(|| self.text.get("en"))
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

pub(crate) fn parent_of(number: &str) -> Option<&str> {
    number.rfind('.').map(|i| &number[..i])
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

    /// The article that states `rule`.
    pub fn article_for(&self, rule: RuleId) -> Option<&Article> {
        self.by_rule.get(&rule).map(|&i| &self.articles[i])
    }

    /// The number of the article stating `rule` in `edition` (none when the edition had no
    /// such article).
    pub fn article_of(&self, rule: RuleId, edition: Edition) -> Option<&str> {
        self.article_for(rule)?.number_in(edition)
    }

    /// The articles a label names in an edition: the 2023 number itself, or every article
    /// whose 2009 label is the label or starts with it (`3.8 a` finds `3.8 a i`, `3.8 a ii`…).
    pub fn lookup(&self, label: &str, edition: Edition) -> Vec<&Article> {
        let label = label.trim();
        let label = ["Article ", "article ", "Статья ", "статья ", "Art. "]
            .iter()
            .find_map(|p| label.strip_prefix(p))
            .unwrap_or(label)
            .trim();
        match edition {
            Edition::E2023 => self.article(label).into_iter().collect(),
            Edition::E2009 => {
                let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
                let label = norm(label);
                let exact: Vec<&Article> = self
                    .articles
                    .iter()
                    .filter(|a| a.number_2009.as_deref().map(norm).as_deref() == Some(label.as_str()))
                    .collect();
                if !exact.is_empty() {
                    return exact;
                }
                self.articles
                    .iter()
                    .filter(|a| a.number_2009.as_deref().is_some_and(|n| norm(n).starts_with(&format!("{label} "))))
                    .collect()
            }
        }
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
