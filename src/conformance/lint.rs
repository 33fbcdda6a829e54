//! The citation lint (the test262 lesson): every scenario cites at least one article of the
//! registry, and the languages mirror each other — same files, same cited articles, same
//! number of scenarios per article.

use std::collections::{BTreeMap, BTreeSet};

use super::FeatureFile;
use super::parse::{MalformedFeature, ParsedFeature};
use super::runner::cited_articles;
use crate::Registry;

/// A problem the lint found. Each is said in the reader's language by its message
/// ([`crate::i18n::Localize`], locales/*/engines.ftl `lint-…`); `Display` is the English one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LintError {
    /// A feature file that does not parse (the file, the line and what is wrong).
    Parse(MalformedFeature),
    /// A scenario with no `@article-…` tag, nor one on its feature.
    Uncited {
        /// The file.
        file: String,
        /// The scenario's line.
        line: usize,
    },
    /// A scenario citing an article the rulebook does not list.
    UnknownArticle {
        /// The file.
        file: String,
        /// The scenario's line.
        line: usize,
        /// The article cited.
        article: String,
    },
    /// A feature file in one language without its twin in another.
    MissingTwin {
        /// The file (relative to its language directory).
        file: String,
        /// The language lacking it.
        lang: String,
    },
    /// The languages cite an article a different number of times.
    CountMismatch {
        /// The article.
        article: String,
        /// Scenarios citing it, per language.
        counts: BTreeMap<String, usize>,
    },
}

impl std::fmt::Display for LintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::i18n::{Localize, Localizer};
        let l10n = Localizer::global();
        f.write_str(&l10n.format(&l10n.english(), &self.message()))
    }
}

/// Lints feature files against a registry (parsing each; a file that does not parse is a
/// [`LintError::Parse`]).
pub fn lint(files: &[FeatureFile], registry: &Registry) -> Vec<LintError> {
    let mut errors = Vec::new();
    let mut parsed = Vec::new();
    for file in files {
        match super::parse::parse(file) {
            Ok(p) => parsed.push(p),
            Err(e) => errors.push(LintError::Parse(e)),
        }
    }
    errors.extend(lint_parsed(&parsed, registry));
    errors
}

/// Lints feature files already parsed.
pub fn lint_parsed(files: &[ParsedFeature], registry: &Registry) -> Vec<LintError> {
    let mut errors = Vec::new();
    let langs: BTreeSet<&str> = files.iter().map(|f| f.lang.as_str()).collect();
    // lang → relative path set; lang → article → count.
    let mut paths: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    let mut counts: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for file in files {
        let rel = file.path.split_once('/').map_or(file.path.as_str(), |(_, r)| r);
        paths.entry(&file.lang).or_default().insert(rel);
        let feature = &file.feature;
        let scenarios = feature
            .scenarios
            .iter()
            .map(|s| (None, s))
            .chain(feature.rules.iter().flat_map(|r| r.scenarios.iter().map(move |s| (Some(r), s))));
        for (rule, scenario) in scenarios {
            let line = scenario.position.line;
            let cited = cited_articles(feature, rule, scenario);
            if cited.is_empty() {
                errors.push(LintError::Uncited { file: file.path.clone(), line });
            }
            for article in cited {
                if registry.article(&article).is_none() {
                    errors.push(LintError::UnknownArticle { file: file.path.clone(), line, article: article.clone() });
                }
                *counts.entry(article).or_default().entry(file.lang.clone()).or_default() += 1;
            }
        }
    }
    if langs.len() > 1 {
        let all: BTreeSet<&str> = paths.values().flatten().copied().collect();
        for rel in all {
            for lang in &langs {
                if !paths.get(lang).is_some_and(|p| p.contains(rel)) {
                    errors.push(LintError::MissingTwin { file: rel.to_owned(), lang: (*lang).to_owned() });
                }
            }
        }
        for (article, per_lang) in counts {
            let mut full = per_lang.clone();
            for lang in &langs {
                full.entry((*lang).to_owned()).or_insert(0);
            }
            if full.values().collect::<BTreeSet<_>>().len() > 1 {
                errors.push(LintError::CountMismatch { article, counts: full });
            }
        }
    }
    errors
}
