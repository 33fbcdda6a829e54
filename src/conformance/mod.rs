//! The executable rulebook: Gherkin feature files in English and Russian, citing articles
//! with `@article-…` tags, run by cucumber against the engine and reported article by
//! article (`arbiter conformance`).
//!
//! The feature files under `features/` are embedded at build time, so the binary runs them
//! from any directory; [`features_from_dir`] reads a user's own.

pub mod lint;
pub mod parse;
pub mod report;
pub mod runner;
pub mod steps;

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engines::{Engine, EngineError, EngineInfo, EngineSpec};
pub use lint::LintError;
pub use parse::{MalformedFeature, MalformedKind, ParsedFeature};
pub use report::{Cell, Column, Counts, Report, Row, Status};
pub use runner::{FailureDetail, Outcome, ScenarioResult};
pub use steps::Backend;

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
/// languages (`dir/en/…`, `dir/ru/…`). Symbolic links are followed, but each directory and
/// each file is read once, however many links lead to it (a link back up the tree is not
/// a cycle to walk).
pub fn features_from_dir(dir: &Path) -> std::io::Result<Vec<FeatureFile>> {
    use std::collections::HashSet;
    use std::path::PathBuf;
    fn walk(
        base: &Path,
        dir: &Path,
        seen_dirs: &mut HashSet<PathBuf>,
        seen_files: &mut HashSet<PathBuf>,
        out: &mut Vec<FeatureFile>,
    ) -> std::io::Result<()> {
        if !seen_dirs.insert(std::fs::canonicalize(dir)?) {
            return Ok(());
        }
        let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
        entries.sort_by_key(|e| e.path());
        for entry in entries {
            let path = entry.path();
            if path.is_dir() {
                walk(base, &path, seen_dirs, seen_files, out)?;
            } else if path.extension().is_some_and(|e| e == "feature") {
                // A dangling link is skipped; a file reached twice is read once.
                let Ok(real) = std::fs::canonicalize(&path) else { continue };
                if !seen_files.insert(real) {
                    continue;
                }
                let text = std::fs::read_to_string(&path)?;
                let rel = path.strip_prefix(base).unwrap_or(&path).to_string_lossy().into_owned();
                out.push(FeatureFile::new(&rel, &text));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut HashSet::new(), &mut HashSet::new(), &mut out)?;
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
    /// The reader's language (`ru`): progress lines are written in it (English when empty
    /// or unknown).
    pub reader: String,
    /// Engines to run the scenarios against, after arbiter itself.
    pub engines: Vec<EngineSpec>,
    /// The time an engine has for each request ([`crate::engines::DEFAULT_TIMEOUT`] when
    /// `None`).
    pub timeout: Option<Duration>,
}

/// Why the rulebook could not be run at all.
#[derive(Debug)]
pub enum RunError {
    /// The tag expression does not parse: where it stops making sense.
    Tags {
        /// The expression as given.
        expr: String,
        /// The 1-based character column of the first character that does not fit.
        column: usize,
    },
    /// A feature file is not valid Gherkin (bad input: exit code 2).
    Malformed(MalformedFeature),
    /// No scenario was selected: the tags match none, or no file is in the languages asked
    /// for (exit code 1).
    NothingRan {
        /// The tag expression, if any.
        tags: Option<String>,
        /// The languages asked for (empty: all).
        langs: Vec<String>,
    },
    /// An engine could not be started, or its handshake is wrong.
    Engine {
        /// Its command.
        command: String,
        /// Why.
        error: EngineError,
    },
    /// The runtime could not start.
    Io(std::io::Error),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Tags { expr, column } => write!(f, "`{expr}` is not a tag expression (column {column})"),
            RunError::Malformed(e) => write!(f, "{e}"),
            RunError::NothingRan { tags: Some(t), .. } => write!(f, "no scenario matches the tags `{t}`"),
            RunError::NothingRan { langs, .. } => {
                write!(f, "no scenario in the language(s) asked for ({})", langs.join(", "))
            }
            RunError::Engine { command, error } => write!(f, "the engine `{command}`: {error}"),
            RunError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RunError {}

/// Whether a scenario is selected by a tag expression.
type Keep =
    Arc<dyn Fn(&cucumber::gherkin::Feature, Option<&cucumber::gherkin::Rule>, &cucumber::gherkin::Scenario) -> bool>;

fn selected(f: &cucumber::gherkin::Feature, keep: &Keep) -> usize {
    f.scenarios.iter().filter(|s| keep(f, None, s)).count()
        + f.rules.iter().map(|r| r.scenarios.iter().filter(|s| keep(f, Some(r), s)).count()).sum::<usize>()
}

/// Lints and runs feature files — against arbiter, then against each engine of `options` —
/// and builds the report (titles in `title_lang`). Each file is parsed once.
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
    let parsed = parse::parse_all(&files).map_err(RunError::Malformed)?;
    let lint = lint::lint_parsed(&parsed, registry);
    let tags = match &options.tags {
        Some(expr) => Some(
            expr.parse::<cucumber::gherkin::tagexpr::TagOperation>()
                .map_err(|e| RunError::Tags { expr: expr.clone(), column: e.location.column })?,
        ),
        None => None,
    };
    let keep: Keep = Arc::new(
        move |f: &cucumber::gherkin::Feature, r: Option<&cucumber::gherkin::Rule>, s: &cucumber::gherkin::Scenario| {
            match &tags {
                None => true,
                Some(op) => {
                    let all = f.tags.iter().chain(r.iter().flat_map(|r| r.tags.iter())).chain(s.tags.iter());
                    cucumber::tag::Ext::eval(op, all)
                }
            }
        },
    );
    if parsed.iter().map(|p| selected(&p.feature, &keep)).sum::<usize>() == 0 {
        return Err(RunError::NothingRan { tags: options.tags.clone(), langs: options.langs.clone() });
    }
    let timeout = options.timeout.unwrap_or(crate::engines::DEFAULT_TIMEOUT);
    let mut columns = Vec::new();
    let mut scenarios = Vec::new();
    let mut backends = vec![(EngineInfo::arbiter(), Backend::Arbiter)];
    let mut engines = Vec::new();
    for spec in &options.engines {
        let engine =
            Engine::start(spec, timeout).map_err(|error| RunError::Engine { command: spec.command.clone(), error })?;
        let engine = Arc::new(engine);
        backends.push((engine.info().clone(), Backend::Engine(Arc::clone(&engine))));
        engines.push(engine);
    }
    for (i, (info, backend)) in backends.into_iter().enumerate() {
        let start = Instant::now();
        let k = Arc::clone(&keep);
        let progress = options.progress.then(|| {
            let l10n = crate::i18n::Localizer::global();
            l10n.negotiate(&[options.reader.as_str()]).unwrap_or_else(|| l10n.english())
        });
        let results =
            runner::run(&parsed, move |f, r, s| k(f, r, s), progress, backend.clone(), i).map_err(RunError::Io)?;
        scenarios.extend(results);
        let (requests, failed_requests) = match &backend {
            Backend::Engine(e) => e.counters(),
            Backend::Arbiter => (0, 0),
        };
        let mut id = info.name.clone();
        let mut n = 2;
        while columns.iter().any(|c: &Column| c.id == id) {
            id = format!("{}-{n}", info.name);
            n += 1;
        }
        columns.push(Column { id, info, requests, failed_requests, seconds: start.elapsed().as_secs_f64() });
    }
    // Every engine process ends here, before the report is written.
    drop(engines);
    Ok(Report::build(registry, columns, &langs, scenarios, lint, title_lang, options.tags.is_some()))
}
