//! Runs feature files with cucumber against the engine and collects, per scenario, its
//! language, its cited articles and its outcome.

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex};

use cucumber::gherkin;
use cucumber::{Event, World, event, parser, writer};
use futures::stream;

use super::parse::ParsedFeature;
use super::steps::{Backend, RulebookWorld};
use crate::engines::Line;
use crate::i18n::{Arg, Message};

/// How one scenario ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every step passed.
    Passed,
    /// A step failed, with the reason.
    Failed(String),
    /// A step matched no definition (undefined steps fail the run).
    Skipped(String),
    /// The engine under test cannot answer what the scenario asks (it lacks a capability,
    /// or the scenario checks only arbiter's own words), with the reason. Never counted as
    /// passed.
    NotApplicable(String),
}

/// What an engine answered where the scenario failed: the position, the engine's answer and
/// what the scenario requires (for the scenarios shipped with arbiter, what the Laws require).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailureDetail {
    /// The position asked about: a FEN and the moves played from it (its `Display` is
    /// UCI's `FEN moves e2e4 …`, the form of the JSON report).
    pub position: Line,
    /// What the engine answered.
    pub answered: String,
    /// What the scenario asserts; reports label it so (`conformance-failure-required`), since
    /// a scenario of one's own (`--features`) may be wrong.
    pub required: String,
    /// The request failed (a crash, a timeout, a malformed or impossible answer): `answered`
    /// says how, `required` what the protocol expects. Else the engine answered and departs
    /// from the scenario.
    pub failed: bool,
}

impl FailureDetail {
    /// The labels of the answered and required lines: `answered`/`required`, or
    /// `failed`/`expected` for a request that failed.
    pub fn labels(&self) -> (&'static str, &'static str) {
        if self.failed { ("failed", "expected") } else { ("answered", "required") }
    }

    /// The detail as the three lines a report writes, each a message: the position
    /// (`conformance-failure-position`: the FEN, then the moves played from it), then what
    /// the engine answered and what the scenario requires (`conformance-failure-answered`,
    /// `-required`), or how the request failed and what the protocol expects (`-failed`,
    /// `-expected`).
    pub fn messages(&self) -> [Message; 3] {
        let moves = &self.position.moves;
        let position = Message::new("conformance-failure-position")
            .arg("fen", Arg::Text(self.position.fen.clone()))
            .arg("moves", Arg::Text(moves.join(" ")))
            .arg("count", Arg::Number(moves.len() as i64));
        let (answered, required) = if self.failed {
            ("conformance-failure-failed", "conformance-failure-expected")
        } else {
            ("conformance-failure-answered", "conformance-failure-required")
        };
        let line = |id: &'static str, value: &str| Message::new(id).arg("value", Arg::Text(value.to_owned()));
        [position, line(answered, &self.answered), line(required, &self.required)]
    }

    /// The lines a report writes under the failure's own sentence `head`: the position
    /// always, the engine's answer and what is required only when `head` does not already
    /// say them (an engine's disagreement says both; review 17, X-7).
    pub fn messages_beyond(&self, head: &str) -> Vec<Message> {
        let [position, answered, required] = self.messages();
        let said = |value: &str| !value.is_empty() && head.contains(value);
        let mut out = vec![position];
        if !said(&self.answered) {
            out.push(answered);
        }
        if !said(&self.required) {
            out.push(required);
        }
        out
    }
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
    /// The engine it ran against: an index into the report's engines (0 is arbiter).
    pub engine: usize,
    /// For an engine's failure: the position, its answer, what the scenario requires.
    pub detail: Option<FailureDetail>,
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

/// Parses a feature file's text, its outlines expanded (see [`super::parse`]).
pub fn parse_feature(file: &super::FeatureFile) -> Result<gherkin::Feature, String> {
    super::parse::parse(file).map(|p| p.feature).map_err(|e| e.to_string())
}

/// A cucumber parser over feature files already in memory (embedded, or read by the
/// caller).
struct MemoryParser;

impl parser::Parser<Vec<gherkin::Feature>> for MemoryParser {
    type Cli = cucumber::cli::Empty;
    type Output = stream::Iter<std::vec::IntoIter<parser::Result<gherkin::Feature>>>;

    fn parse(self, input: Vec<gherkin::Feature>, _: Self::Cli) -> Self::Output {
        stream::iter(input.into_iter().map(Ok).collect::<Vec<_>>())
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
    /// The scenarios to run, and the reader's language, when progress is shown.
    progress: Option<(usize, crate::i18n::Lang)>,
}

/// The progress line: "12/700 scenarios, 0 not passing", in the reader's language (review
/// 32c, G-6).
pub fn progress_line(lang: &crate::i18n::Lang, done: usize, total: usize, failed: usize) -> String {
    crate::i18n::Localizer::global().format(
        lang,
        &Message::new("conformance-progress")
            .arg("done", Arg::Number(done as i64))
            .arg("total", Arg::Number(total as i64))
            .arg("failed", Arg::Number(failed as i64)),
    )
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
                        engine: 0,
                        detail: None,
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
                        r.outcome = Outcome::Failed(step_said(&r.lang, &step.value, step.position.line, Some(why)));
                    }
                    event::Step::Skipped => {
                        r.outcome = Outcome::Skipped(step_said(&r.lang, &step.value, step.position.line, None));
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
                    if let Some((total, lang)) = &self.progress {
                        let n = c.done.len();
                        let failed = c.done.iter().filter(|r| r.outcome != Outcome::Passed).count();
                        eprint!("\r{}   ", progress_line(lang, n, *total, failed));
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

/// What a scenario's world says when it finishes: whether the engine was asked anything,
/// why the scenario is not applicable, what the engine answered where it failed.
#[derive(Clone, Debug, Default)]
pub(crate) struct Summary {
    pub(crate) asked: usize,
    pub(crate) not_applicable: Option<String>,
    pub(crate) stopped_not_applicable: bool,
    pub(crate) detail: Option<FailureDetail>,
    /// Its final state, for drawing it.
    pub(crate) snapshot: Option<super::steps::Snapshot>,
}

/// The key of a scenario in a run: its file and line.
type ScenarioKey = (String, usize);

fn feature_file(feature: &gherkin::Feature) -> String {
    feature.path.as_ref().map(|p| p.to_string_lossy().replace('\\', "/")).unwrap_or_default()
}

/// Runs `features` against `backend`, keeping the scenarios `keep` accepts (a tag
/// expression, applied by the caller through it). Returns every scenario's result, in file
/// and line order, marked with engine index `engine`.
pub fn run(
    features: &[ParsedFeature],
    keep: impl Fn(&gherkin::Feature, Option<&gherkin::Rule>, &gherkin::Scenario) -> bool + 'static,
    progress: Option<crate::i18n::Lang>,
    backend: Backend,
    engine: usize,
) -> std::io::Result<Vec<ScenarioResult>> {
    let shown = progress.is_some();
    let total = if shown {
        Some(
            features
                .iter()
                .map(|p| {
                    let f = &p.feature;
                    f.scenarios.iter().filter(|s| keep(f, None, s)).count()
                        + f.rules
                            .iter()
                            .map(|r| r.scenarios.iter().filter(|s| keep(f, Some(r), s)).count())
                            .sum::<usize>()
                })
                .sum(),
        )
    } else {
        None
    };
    let collected = Arc::new(Mutex::new(Collected::default()));
    let summaries: Arc<Mutex<HashMap<ScenarioKey, Summary>>> = Arc::default();
    let collector = Collector { collected: Arc::clone(&collected), progress: total.zip(progress) };
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let inputs: Vec<gherkin::Feature> = features.iter().map(|p| p.feature.clone()).collect();
    let sink = Arc::clone(&summaries);
    runtime.block_on(
        RulebookWorld::cucumber::<&str>()
            .with_parser(MemoryParser)
            .with_writer(cucumber::WriterExt::normalized(collector))
            .with_cli(cucumber::cli::Opts::<_, _, _, cucumber::cli::Empty>::default())
            .before(move |feature, _, _, world| {
                let lang = feature
                    .path
                    .as_ref()
                    .and_then(|p| p.iter().next())
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "en".to_owned());
                world.lang = lang;
                world.backend = backend.clone();
                Box::pin(async {})
            })
            .after(move |feature, _, scenario, _, world| {
                if let (Some(world), Ok(mut sink)) = (world, sink.lock()) {
                    sink.insert((feature_file(feature), scenario.position.line), world.summary());
                }
                Box::pin(async {})
            })
            .filter_run(inputs, keep),
    );
    if shown {
        eprint!("\r{:60}\r", "");
    }
    let mut done = match Arc::try_unwrap(collected) {
        Ok(m) => m.into_inner().map(|c| c.done).unwrap_or_default(),
        Err(arc) => arc.lock().map(|c| c.done.clone()).unwrap_or_default(),
    };
    let mut summaries = summaries.lock().map(|mut s| std::mem::take(&mut *s)).unwrap_or_default();
    for r in &mut done {
        r.engine = engine;
        let Some(summary) = summaries.get_mut(&(r.file.clone(), r.line)) else { continue };
        r.snapshot = summary.snapshot.take();
        let why = summary.not_applicable.clone().unwrap_or_default();
        let stopped = summary.stopped_not_applicable && matches!(r.outcome, Outcome::Failed(_));
        if stopped || (r.outcome == Outcome::Passed && summary.not_applicable.is_some()) {
            r.outcome = Outcome::NotApplicable(why);
        } else if r.outcome == Outcome::Passed && engine > 0 && summary.asked == 0 {
            let l10n = crate::i18n::Localizer::global();
            let lang = l10n.negotiate(&[r.lang.as_str()]).unwrap_or_else(|| l10n.english());
            r.outcome =
                Outcome::NotApplicable(l10n.format(&lang, &crate::i18n::Message::new("engine-na-nothing-asked")));
        }
        if matches!(r.outcome, Outcome::Failed(_)) {
            r.detail = summary.detail.clone();
        }
    }
    done.sort_by(|a, b| (&a.file, a.line, &a.name).cmp(&(&b.file, b.line, &b.name)));
    Ok(done)
}

/// A failed (or unmatched, `why` = `None`) step as the report says it, in the scenario's
/// language: the step, its line, and why.
fn step_said(lang: &str, step: &str, line: usize, why: Option<String>) -> String {
    use crate::i18n::{Arg, Localizer, Message};
    let l10n = Localizer::global();
    let lang = l10n.negotiate(&[lang]).unwrap_or_else(|| l10n.english());
    let msg = Message::new("conformance-step-failed")
        // A step that introduces a doc string ends with a colon the report does not follow.
        .arg("step", Arg::Text(step.trim_end().trim_end_matches(':').to_owned()))
        .arg("line", Arg::Number(line as i64))
        .arg("matched", Arg::Keyword(if why.is_some() { "yes" } else { "no" }))
        .arg("why", Arg::Text(why.unwrap_or_default()));
    l10n.format(&lang, &msg)
}
