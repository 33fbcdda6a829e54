//! The conformance report: every article of the rulebook with, per engine (arbiter first)
//! and per language, the scenarios that passed, failed, were not applicable or skipped.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::lint::LintError;
use super::runner::{Outcome, ScenarioResult};
use crate::Registry;
use crate::engines::EngineInfo;
use crate::i18n::{Localize, Localizer, Message};
use crate::rulebook::Scope;

/// An article's standing for one engine.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Scenarios passed in every language, none failed (a parent: its in-scope children
    /// passed or were not applicable, at least one passed). For arbiter itself the report
    /// calls this `covered`.
    Passed,
    /// A scenario citing it failed (or had an undefined step), or a child failed.
    Failed,
    /// It has scenarios, but none the engine can answer.
    NotApplicable,
    /// A language has no scenario for it.
    Gap,
    /// Software cannot check it (the rulebook says why).
    OutOfScope,
}

impl Status {
    /// `passed`, `failed`, `not-applicable`, `gap`, `out-of-scope`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::Failed => "failed",
            Status::NotApplicable => "not-applicable",
            Status::Gap => "gap",
            Status::OutOfScope => "out-of-scope",
        }
    }

    /// The word of the rulebook's own report (arbiter alone): `covered` for passed.
    pub fn coverage_name(self) -> &'static str {
        match self {
            Status::Passed => "covered",
            other => other.name(),
        }
    }
}

/// Scenario counts in one language.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Scenarios that passed.
    pub passed: usize,
    /// Scenarios that failed.
    pub failed: usize,
    /// Scenarios with an undefined step.
    pub skipped: usize,
    /// Scenarios the engine cannot answer.
    #[serde(rename = "not-applicable")]
    pub not_applicable: usize,
}

impl Counts {
    /// All scenarios.
    pub fn total(&self) -> usize {
        self.passed + self.failed + self.skipped + self.not_applicable
    }

    fn add(&mut self, outcome: &Outcome) {
        match outcome {
            Outcome::Passed => self.passed += 1,
            Outcome::Failed(_) => self.failed += 1,
            Outcome::Skipped(_) => self.skipped += 1,
            Outcome::NotApplicable(_) => self.not_applicable += 1,
        }
    }
}

/// One article for one engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Its status.
    pub status: Status,
    /// Scenarios citing it directly, per language.
    pub counts: BTreeMap<String, Counts>,
}

/// One row of the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The 2023 article number.
    pub article: String,
    /// Its title in the report's language.
    pub title: String,
    /// How deep it is (1 for an article, 2 for `3.8`, …).
    pub depth: usize,
    /// One cell per engine of the report, in the order of [`Report::engines`].
    pub cells: Vec<Cell>,
}

impl Row {
    /// The status for the first engine (arbiter).
    pub fn status(&self) -> Status {
        self.cells.first().map_or(Status::Gap, |c| c.status)
    }

    /// The first engine's counts in `lang`.
    pub fn counts(&self, lang: &str) -> Counts {
        self.cells.first().and_then(|c| c.counts.get(lang)).copied().unwrap_or_default()
    }
}

/// An engine of the report, with what the run cost it.
#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    /// A short id, unique in the report (the engine's name, `-2` added for a second one).
    pub id: String,
    /// What the engine says of itself.
    pub info: EngineInfo,
    /// Requests sent.
    pub requests: u64,
    /// Requests that failed (crash, timeout, malformed or impossible answer).
    pub failed_requests: u64,
    /// Wall time of its run, in seconds.
    pub seconds: f64,
}

/// The whole report.
#[derive(Clone, Debug)]
pub struct Report {
    /// The engines, arbiter first.
    pub engines: Vec<Column>,
    /// The languages run.
    pub langs: Vec<String>,
    /// The articles, in the order of the Laws: every article, or with `--tags` those the
    /// selected scenarios cite.
    pub rows: Vec<Row>,
    /// Every scenario's result, engine by engine.
    pub scenarios: Vec<ScenarioResult>,
    /// The citation lint's findings.
    pub lint: Vec<LintError>,
}

fn cell_statuses(registry: &Registry, langs: &[String], scenarios: &[&ScenarioResult]) -> BTreeMap<String, Cell> {
    let mut direct: BTreeMap<&str, BTreeMap<String, Counts>> = BTreeMap::new();
    for s in scenarios {
        for a in &s.articles {
            direct.entry(a.as_str()).or_default().entry(s.lang.clone()).or_default().add(&s.outcome);
        }
    }
    // Parents come before their children: walk in reverse.
    let articles = registry.articles();
    let mut out: BTreeMap<String, Cell> = BTreeMap::new();
    for a in articles.iter().rev() {
        let own = direct.get(a.number.as_str());
        let counts: BTreeMap<String, Counts> =
            langs.iter().map(|l| (l.clone(), own.and_then(|c| c.get(l)).copied().unwrap_or_default())).collect();
        let status = if a.scope == Scope::OutOfScope {
            Status::OutOfScope
        } else {
            let children: Vec<Status> = registry
                .children(&a.number)
                .filter_map(|c| out.get(c.number.as_str()).map(|c| c.status))
                .filter(|s| *s != Status::OutOfScope)
                .collect();
            let failed = counts.values().any(|c| c.failed + c.skipped > 0) || children.contains(&Status::Failed);
            let own_passed = !langs.is_empty()
                && counts.values().all(|c| c.passed + c.not_applicable > 0)
                && counts.values().any(|c| c.passed > 0);
            let own_na = !langs.is_empty() && counts.values().all(|c| c.total() > 0 && c.not_applicable == c.total());
            let children_passed = !children.is_empty()
                && children.iter().all(|s| matches!(s, Status::Passed | Status::NotApplicable))
                && children.contains(&Status::Passed);
            let children_na = !children.is_empty() && children.iter().all(|s| *s == Status::NotApplicable);
            if failed {
                Status::Failed
            } else if own_passed || children_passed {
                Status::Passed
            } else if own_na || children_na {
                Status::NotApplicable
            } else {
                Status::Gap
            }
        };
        out.insert(a.number.clone(), Cell { status, counts });
    }
    out
}

impl Report {
    /// Builds the report from scenario results. With `selected_only`, the rows are the
    /// articles the scenarios cite (a `--tags` run), not the whole rulebook.
    pub fn build(
        registry: &Registry,
        engines: Vec<Column>,
        langs: &[String],
        scenarios: Vec<ScenarioResult>,
        lint: Vec<LintError>,
        title_lang: &str,
        selected_only: bool,
    ) -> Report {
        let mut cells: Vec<BTreeMap<String, Cell>> = (0..engines.len())
            .map(|e| {
                let mine: Vec<&ScenarioResult> = scenarios.iter().filter(|s| s.engine == e).collect();
                cell_statuses(registry, langs, &mine)
            })
            .collect();
        let cited: BTreeSet<&str> = scenarios.iter().flat_map(|s| s.articles.iter().map(String::as_str)).collect();
        let rows = registry
            .articles()
            .iter()
            .filter(|a| !selected_only || cited.contains(a.number.as_str()))
            .map(|a| Row {
                article: a.number.clone(),
                title: a.title(title_lang).to_owned(),
                depth: a.depth(),
                cells: cells.iter_mut().filter_map(|c| c.remove(&a.number)).collect(),
            })
            .collect();
        Report { engines, langs: langs.to_vec(), rows, scenarios, lint }
    }

    /// Counts over all scenarios of engine `engine`, per language.
    pub fn totals(&self, engine: usize) -> BTreeMap<String, Counts> {
        let mut out: BTreeMap<String, Counts> = self.langs.iter().map(|l| (l.clone(), Counts::default())).collect();
        for s in self.scenarios.iter().filter(|s| s.engine == engine) {
            out.entry(s.lang.clone()).or_default().add(&s.outcome);
        }
        out
    }

    /// Whether everything passed: no failed or skipped scenario for any engine, no lint
    /// finding, and at least one scenario run.
    pub fn ok(&self) -> bool {
        self.lint.is_empty()
            && !self.scenarios.is_empty()
            && self.scenarios.iter().all(|s| matches!(s.outcome, Outcome::Passed | Outcome::NotApplicable(_)))
    }

    /// The rows with a given status for engine `engine`.
    pub fn count_status(&self, engine: usize, status: Status) -> usize {
        self.rows.iter().filter(|r| r.cells.get(engine).is_some_and(|c| c.status == status)).count()
    }

    /// The JSON report (`docs/schema/conformance.json`). The top-level `status`
    /// and per-language counts of each article are arbiter's, as before engines existed;
    /// `engines` holds every engine's, arbiter's included.
    pub fn json(&self) -> serde_json::Value {
        self.json_with(&|msg| Localizer::global().format(&Localizer::global().english(), msg))
    }

    /// The JSON report with the lint's findings said by `tr` (in the reader's language, as
    /// the failures' reasons are; review 19a, A-17).
    pub fn json_with(&self, tr: &dyn Fn(&Message) -> String) -> serde_json::Value {
        use serde_json::{Map, Value, json};
        let counts_json = |c: &Counts| serde_json::to_value(c).unwrap_or_default();
        let articles: Vec<Value> = self
            .rows
            .iter()
            .map(|r| {
                let mut obj = Map::new();
                obj.insert("article".into(), r.article.clone().into());
                obj.insert("title".into(), r.title.clone().into());
                obj.insert("status".into(), r.status().coverage_name().into());
                for lang in &self.langs {
                    obj.insert(lang.clone(), counts_json(&r.counts(lang)));
                }
                let mut per_engine = Map::new();
                for (col, cell) in self.engines.iter().zip(&r.cells) {
                    let mut e = Map::new();
                    e.insert("status".into(), cell.status.name().into());
                    for (lang, c) in &cell.counts {
                        e.insert(lang.clone(), counts_json(c));
                    }
                    per_engine.insert(col.id.clone(), Value::Object(e));
                }
                obj.insert("engines".into(), Value::Object(per_engine));
                Value::Object(obj)
            })
            .collect();
        let mut totals = Map::new();
        totals.insert("articles".into(), self.rows.len().into());
        totals.insert("covered".into(), self.count_status(0, Status::Passed).into());
        totals.insert("failed".into(), self.count_status(0, Status::Failed).into());
        totals.insert("gaps".into(), self.count_status(0, Status::Gap).into());
        totals.insert("out-of-scope".into(), self.count_status(0, Status::OutOfScope).into());
        for (lang, c) in self.totals(0) {
            totals.insert(lang, counts_json(&c));
        }
        totals.insert("lint".into(), self.lint.len().into());
        let engines: Vec<Value> = self
            .engines
            .iter()
            .enumerate()
            .map(|(i, col)| {
                let mut articles = Map::new();
                for s in [Status::Passed, Status::Failed, Status::NotApplicable, Status::Gap, Status::OutOfScope] {
                    articles.insert(s.name().into(), self.count_status(i, s).into());
                }
                let scenarios: Map<String, Value> =
                    self.totals(i).iter().map(|(l, c)| (l.clone(), counts_json(c))).collect();
                json!({
                    "id": col.id,
                    "name": col.info.name,
                    "version": col.info.version,
                    "protocol": col.info.protocol.name(),
                    "command": col.info.command,
                    "capabilities": col.info.capabilities,
                    "articles": articles,
                    "scenarios": scenarios,
                    "requests": col.requests,
                    "failed-requests": col.failed_requests,
                    "seconds": (col.seconds * 1000.0).round() / 1000.0,
                })
            })
            .collect();
        let failures: Vec<Value> = self
            .scenarios
            .iter()
            .filter_map(|s| {
                let why = match &s.outcome {
                    Outcome::Passed | Outcome::NotApplicable(_) => return None,
                    Outcome::Failed(why) | Outcome::Skipped(why) => why,
                };
                let mut obj = Map::new();
                obj.insert(
                    "engine".into(),
                    self.engines.get(s.engine).map(|c| c.id.clone()).unwrap_or_default().into(),
                );
                obj.insert("file".into(), s.file.clone().into());
                obj.insert("line".into(), s.line.into());
                obj.insert("scenario".into(), s.name.clone().into());
                obj.insert("articles".into(), s.articles.clone().into());
                obj.insert("reason".into(), why.clone().into());
                if let Some(d) = &s.detail {
                    obj.insert("position".into(), d.position.to_string().into());
                    obj.insert("answered".into(), d.answered.clone().into());
                    obj.insert("required".into(), d.required.clone().into());
                }
                Some(Value::Object(obj))
            })
            .collect();
        let mut top = Map::new();
        top.insert("engines".into(), engines.into());
        top.insert("articles".into(), articles.into());
        top.insert("totals".into(), Value::Object(totals));
        top.insert("failures".into(), failures.into());
        top.insert("lint".into(), self.lint.iter().map(|l| tr(&l.message())).collect::<Vec<_>>().into());
        Value::Object(top)
    }

    /// JUnit XML: per engine, one test suite per article with scenarios, one test case per
    /// scenario (a scenario not applicable to the engine is `skipped`), in English.
    pub fn junit(&self) -> String {
        let l10n = Localizer::global();
        let english = l10n.english();
        self.junit_named(&|article, title| format!("Article {article} {title}"), "citation lint", &|msg| {
            l10n.format(&english, msg)
        })
    }

    /// JUnit XML in the reader's language: `suite(article, title)` names an article's suite
    /// («Статья 3.8.2 — Рокировка»), `lint` the lint's, and `tr` says the messages of a
    /// failure's detail ([`FailureDetail::messages`](super::FailureDetail::messages)) and of
    /// the lint's findings.
    pub fn junit_named(
        &self,
        suite: &dyn Fn(&str, &str) -> String,
        lint: &str,
        tr: &dyn Fn(&Message) -> String,
    ) -> String {
        let esc = |s: &str| {
            s.replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('"', "&quot;")
                .replace('\n', "&#10;")
        };
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let failures = self.scenarios.iter().filter(|s| matches!(s.outcome, Outcome::Failed(_))).count();
        let skipped = self
            .scenarios
            .iter()
            .filter(|s| matches!(s.outcome, Outcome::Skipped(_) | Outcome::NotApplicable(_)))
            .count();
        out.push_str(&format!(
            "<testsuites name=\"arbiter conformance\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\">\n",
            self.scenarios.len()
        ));
        let several = self.engines.len() > 1;
        for (e, col) in self.engines.iter().enumerate() {
            let mut by_article: BTreeMap<&str, Vec<&ScenarioResult>> = BTreeMap::new();
            for s in self.scenarios.iter().filter(|s| s.engine == e) {
                for a in &s.articles {
                    by_article.entry(a.as_str()).or_default().push(s);
                }
            }
            for row in &self.rows {
                let Some(list) = by_article.get(row.article.as_str()) else { continue };
                let f = list.iter().filter(|s| matches!(s.outcome, Outcome::Failed(_))).count();
                let sk = list
                    .iter()
                    .filter(|s| matches!(s.outcome, Outcome::Skipped(_) | Outcome::NotApplicable(_)))
                    .count();
                let prefix = if several { format!("{}: ", col.id) } else { String::new() };
                out.push_str(&format!(
                    "  <testsuite name=\"{}{}\" tests=\"{}\" failures=\"{f}\" skipped=\"{sk}\">\n",
                    esc(&prefix),
                    esc(&suite(&row.article, &row.title)),
                    list.len()
                ));
                for s in list {
                    let class = if several { format!("{}.{}", col.id, s.lang) } else { s.lang.clone() };
                    out.push_str(&format!(
                        "    <testcase classname=\"{}\" name=\"{} ({}:{})\"",
                        esc(&class),
                        esc(&s.name),
                        esc(&s.file),
                        s.line
                    ));
                    match &s.outcome {
                        Outcome::Passed => out.push_str("/>\n"),
                        Outcome::Failed(why) => {
                            let mut text = why.clone();
                            if let Some(d) = &s.detail {
                                for msg in d.messages_beyond(why) {
                                    text.push('\n');
                                    text.push_str(&tr(&msg));
                                }
                            }
                            out.push_str(&format!(">\n      <failure message=\"{}\"/>\n    </testcase>\n", esc(&text)))
                        }
                        Outcome::Skipped(why) | Outcome::NotApplicable(why) => {
                            out.push_str(&format!(">\n      <skipped message=\"{}\"/>\n    </testcase>\n", esc(why)))
                        }
                    }
                }
                out.push_str("  </testsuite>\n");
            }
        }
        if !self.lint.is_empty() {
            out.push_str(&format!(
                "  <testsuite name=\"{}\" tests=\"1\" failures=\"{}\">\n",
                esc(lint),
                self.lint.len()
            ));
            out.push_str("    <testcase classname=\"lint\" name=\"citations\">\n");
            for l in &self.lint {
                out.push_str(&format!("      <failure message=\"{}\"/>\n", esc(&tr(&l.message()))));
            }
            out.push_str("    </testcase>\n  </testsuite>\n");
        }
        out.push_str("</testsuites>\n");
        out
    }
}
