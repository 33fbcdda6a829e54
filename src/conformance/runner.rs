//! Runs feature files with cucumber against the engine and collects, per scenario, its
//! language, its cited articles and its outcome.

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use cucumber::gherkin::{self, GherkinEnv};
use cucumber::{Event, World, event, parser, writer};
use futures::stream;

use super::FeatureFile;
use super::steps::RulebookWorld;

/// How one scenario ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every step passed.
    Passed,
    /// A step failed, with the reason.
    Failed(String),
    /// A step matched no definition (undefined steps fail the run).
    Skipped(String),
}

/// One scenario's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioResult {
    /// The feature file, relative to the features directory (`en/03/3.8.2-castling.feature`).
    pub file: String,
    /// Its language (the first directory).
    pub lang: String,
    /// The scenario's name.
    pub name: String,
    /// Its line in the file.
    pub line: usize,
    /// The articles it cites (`@article-…` tags on the scenario and its rule, or on the
    /// feature when they cite none).
    pub articles: Vec<String>,
    /// How it ended.
    pub outcome: Outcome,
    /// Its final state (position, move, ruling), for drawing it.
    pub snapshot: Option<super::steps::Snapshot>,
}

/// The `@article-…` tags of a scenario, most specific level first.
pub fn cited_articles(
    feature: &gherkin::Feature,
    rule: Option<&gherkin::Rule>,
    scenario: &gherkin::Scenario,
) -> Vec<String> {
    let of = |tags: &[String]| -> Vec<String> {
        tags.iter().filter_map(|t| t.strip_prefix("article-").map(str::to_owned)).collect()
    };
    let mut own = of(&scenario.tags);
    if let Some(rule) = rule {
        own.extend(of(&rule.tags));
    }
    if own.is_empty() {
        own = of(&feature.tags);
    }
    own.sort();
    own.dedup();
    own
}

/// Parses a feature file's text; `path` becomes the feature's path.
pub fn parse_feature(file: &FeatureFile) -> Result<gherkin::Feature, String> {
    let mut feature =
        gherkin::Feature::parse(&file.text, GherkinEnv::default()).map_err(|e| format!("{}: {e}", file.path))?;
    feature.path = Some(PathBuf::from(&file.path));
    use cucumber::feature::Ext as _;
    feature.expand_examples().map_err(|e| format!("{}: {e}", file.path))
}

/// A cucumber parser over feature files already in memory (embedded, or read by the
/// caller).
struct MemoryParser;

impl parser::Parser<Vec<FeatureFile>> for MemoryParser {
    type Cli = cucumber::cli::Empty;
    type Output = stream::Iter<std::vec::IntoIter<parser::Result<gherkin::Feature>>>;

    fn parse(self, input: Vec<FeatureFile>, _: Self::Cli) -> Self::Output {
        let features: Vec<parser::Result<gherkin::Feature>> =
            input.iter().filter_map(|f| parse_feature(f).ok()).map(Ok).collect();
        stream::iter(features)
    }
}

type Key = usize;

fn key<T>(source: &event::Source<T>) -> Key {
    let target: &T = source;
    target as *const T as usize
}

#[derive(Default)]
struct Collected {
    running: HashMap<Key, ScenarioResult>,
    done: Vec<ScenarioResult>,
}

/// A cucumber writer that records results (and shows progress on a terminal).
struct Collector {
    collected: Arc<Mutex<Collected>>,
    progress: Option<usize>,
}

fn panic_text(info: &event::Info) -> String {
    if let Some(s) = info.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = info.downcast_ref::<&str>() {
        (*s).to_owned()
    } else {
        "a step panicked".to_owned()
    }
}

impl Collector {
    fn on_scenario(
        &mut self,
        feature: &event::Source<gherkin::Feature>,
        rule: Option<&event::Source<gherkin::Rule>>,
        scenario: &event::Source<gherkin::Scenario>,
        ev: &event::Scenario<RulebookWorld>,
    ) {
        let Ok(mut c) = self.collected.lock() else { return };
        let k = key(scenario);
        match ev {
            event::Scenario::Started => {
                let file = feature.path.as_ref().map(|p| p.to_string_lossy().replace('\\', "/")).unwrap_or_default();
                let lang = file.split('/').next().unwrap_or("").to_owned();
                c.running.insert(
                    k,
                    ScenarioResult {
                        lang,
                        file,
                        name: scenario.name.clone(),
                        line: scenario.position.line,
                        articles: cited_articles(feature, rule.map(|r| &**r), scenario),
                        outcome: Outcome::Passed,
                        snapshot: None,
                    },
                );
            }
            event::Scenario::Step(step, ev) | event::Scenario::Background(step, ev) => {
                let Some(r) = c.running.get_mut(&k) else { return };
                if r.outcome != Outcome::Passed {
                    return;
                }
                match ev {
                    event::Step::Failed(_, _, _, err) => {
                        let why = match err {
                            event::StepError::Panic(info) => panic_text(info),
                            other => other.to_string(),
                        };
                        r.outcome = Outcome::Failed(format!("{} (line {}): {why}", step.value, step.position.line));
                    }
                    event::Step::Skipped => {
                        r.outcome =
                            Outcome::Skipped(format!("{} (line {}): no step matches", step.value, step.position.line));
                    }
                    _ => {}
                }
            }
            event::Scenario::Hook(_, event::Hook::Failed(_, info)) => {
                if let Some(r) = c.running.get_mut(&k) {
                    r.outcome = Outcome::Failed(panic_text(info));
                }
            }
            event::Scenario::Finished => {
                if let Some(r) = c.running.remove(&k) {
                    c.done.push(r);
                    if let Some(total) = self.progress {
                        let n = c.done.len();
                        let failed = c.done.iter().filter(|r| r.outcome != Outcome::Passed).count();
                        eprint!("\r{n}/{total} scenarios, {failed} not passing   ");
                        let _ = std::io::stderr().flush();
                    }
                }
            }
            _ => {}
        }
    }
}

impl cucumber::Writer<RulebookWorld> for Collector {
    type Cli = cucumber::cli::Empty;

    async fn handle_event(&mut self, ev: parser::Result<Event<event::Cucumber<RulebookWorld>>>, _: &Self::Cli) {
        let Ok(ev) = ev else { return };
        match &ev.value {
            event::Cucumber::Feature(f, event::Feature::Scenario(s, retryable)) => {
                self.on_scenario(f, None, s, &retryable.event)
            }
            event::Cucumber::Feature(f, event::Feature::Rule(r, event::Rule::Scenario(s, retryable))) => {
                self.on_scenario(f, Some(r), s, &retryable.event)
            }
            _ => {}
        }
    }
}

impl writer::NonTransforming for Collector {}

/// Runs `files`, keeping the scenarios `keep` accepts (a tag expression, already applied
/// by the caller through it). Returns every scenario's result, in file and line order.
pub fn run(
    files: Vec<FeatureFile>,
    keep: impl Fn(&gherkin::Feature, Option<&gherkin::Rule>, &gherkin::Scenario) -> bool + 'static,
    progress: bool,
) -> std::io::Result<Vec<ScenarioResult>> {
    let total = if progress {
        Some(
            files
                .iter()
                .filter_map(|f| parse_feature(f).ok())
                .map(|f| {
                    f.scenarios.iter().filter(|s| keep(&f, None, s)).count()
                        + f.rules
                            .iter()
                            .map(|r| r.scenarios.iter().filter(|s| keep(&f, Some(r), s)).count())
                            .sum::<usize>()
                })
                .sum(),
        )
    } else {
        None
    };
    let collected = Arc::new(Mutex::new(Collected::default()));
    type Snapshots = HashMap<(String, usize), super::steps::Snapshot>;
    let snapshots: Arc<Mutex<Snapshots>> = Arc::default();
    let after_snapshots = Arc::clone(&snapshots);
    let collector = Collector { collected: Arc::clone(&collected), progress: total };
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(
        RulebookWorld::cucumber::<&str>()
            .with_parser(MemoryParser)
            .with_writer(cucumber::WriterExt::normalized(collector))
            .with_cli(cucumber::cli::Opts::<_, _, _, cucumber::cli::Empty>::default())
            .before(|feature, _, _, world| {
                let lang = feature
                    .path
                    .as_ref()
                    .and_then(|p| p.iter().next())
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "en".to_owned());
                world.lang = lang;
                Box::pin(async {})
            })
            .after(move |feature, _, scenario, _, world| {
                if let (Some(world), Ok(mut map)) = (world, after_snapshots.lock()) {
                    let file =
                        feature.path.as_ref().map(|p| p.to_string_lossy().replace('\\', "/")).unwrap_or_default();
                    map.insert((file, scenario.position.line), world.snapshot());
                }
                Box::pin(async {})
            })
            .filter_run(files, keep),
    );
    if progress {
        eprint!("\r{:60}\r", "");
    }
    let mut done = match Arc::try_unwrap(collected) {
        Ok(m) => m.into_inner().map(|c| c.done).unwrap_or_default(),
        Err(arc) => arc.lock().map(|c| c.done.clone()).unwrap_or_default(),
    };
    if let Ok(mut map) = snapshots.lock() {
        for r in &mut done {
            r.snapshot = map.remove(&(r.file.clone(), r.line));
        }
    }
    done.sort_by(|a, b| (&a.file, a.line, &a.name).cmp(&(&b.file, b.line, &b.name)));
    Ok(done)
}
