//! The executable rulebook: Gherkin feature files in English and Russian, citing articles
//! with `@article-…` tags, run by cucumber against the engine and reported article by
//! article (`arbiter conformance`).
//!
//! The feature files under `features/` are embedded at build time, so the binary runs them
//! from any directory; [`features_from_dir`] reads a user's own.

pub mod lint;
pub mod report;
pub mod runner;
pub mod steps;

use std::path::Path;

pub use lint::LintError;
pub use report::{Counts, Report, Row, Status};
pub use runner::{Outcome, ScenarioResult};

/// A feature file in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureFile {
    /// The path relative to the features directory, starting with the language
    /// (`en/03-moves/3.8.2-castling.feature`).
    pub path: String,
    /// The language: the first directory of the path.
    pub lang: String,
    /// The text.
    pub text: String,
}

impl FeatureFile {
    /// A feature file from its relative path and text.
    pub fn new(path: &str, text: &str) -> FeatureFile {
        let path = path.replace('\\', "/");
        let lang = path.split('/').next().unwrap_or("").to_owned();
        FeatureFile { path, lang, text: text.to_owned() }
    }
}

/// The feature files embedded at build time.
pub fn embedded_features() -> Vec<FeatureFile> {
    crate::embedded::FEATURE_FILES.iter().map(|(p, t)| FeatureFile::new(p, t)).collect()
}

/// Reads every `*.feature` under `dir`, whose first level of directories names the
/// languages (`dir/en/…`, `dir/ru/…`).
pub fn features_from_dir(dir: &Path) -> std::io::Result<Vec<FeatureFile>> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<FeatureFile>) -> std::io::Result<()> {
        let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
        entries.sort_by_key(|e| e.path());
        for entry in entries {
            let path = entry.path();
            if path.is_dir() {
                walk(base, &path, out)?;
            } else if path.extension().is_some_and(|e| e == "feature") {
                let text = std::fs::read_to_string(&path)?;
                let rel = path.strip_prefix(base).unwrap_or(&path).to_string_lossy().into_owned();
                out.push(FeatureFile::new(&rel, &text));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out)?;
    out.retain(|f| f.path.contains('/'));
    Ok(out)
}

/// What to run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The languages to run (`en`, `ru`); all when empty.
    pub langs: Vec<String>,
    /// A cucumber tag expression (`@article-3.8 and not @slow`).
    pub tags: Option<String>,
    /// Show progress on standard error.
    pub progress: bool,
}

/// Why the rulebook could not be run at all.
#[derive(Debug)]
pub enum RunError {
    /// The tag expression does not parse.
    Tags(String),
    /// The runtime could not start.
    Io(std::io::Error),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Tags(e) => write!(f, "{e}"),
            RunError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RunError {}

/// Lints and runs feature files, and builds the report (titles in `title_lang`).
pub fn run(files: Vec<FeatureFile>, options: &Options, title_lang: &str) -> Result<Report, RunError> {
    let registry = crate::Registry::global();
    let files: Vec<FeatureFile> =
        files.into_iter().filter(|f| options.langs.is_empty() || options.langs.contains(&f.lang)).collect();
    let mut langs: Vec<String> = if options.langs.is_empty() {
        let mut l: Vec<String> = files.iter().map(|f| f.lang.clone()).collect();
        l.sort();
        l.dedup();
        l
    } else {
        options.langs.clone()
    };
    langs.sort();
    let lint = lint::lint(&files, registry);
    let tags = match &options.tags {
        Some(expr) => Some(
            expr.parse::<cucumber::gherkin::tagexpr::TagOperation>()
                .map_err(|e| RunError::Tags(format!("`{expr}` is not a tag expression: {e}")))?,
        ),
        None => None,
    };
    let keep =
        move |f: &cucumber::gherkin::Feature, r: Option<&cucumber::gherkin::Rule>, s: &cucumber::gherkin::Scenario| {
            match &tags {
                None => true,
                Some(op) => {
                    let all = f.tags.iter().chain(r.iter().flat_map(|r| r.tags.iter())).chain(s.tags.iter());
                    cucumber::tag::Ext::eval(op, all)
                }
            }
        };
    let scenarios = runner::run(files, keep, options.progress).map_err(RunError::Io)?;
    Ok(Report::build(registry, &langs, scenarios, lint, title_lang))
}
