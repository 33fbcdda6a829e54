//! The conformance report: every article of the rulebook with its status and, per
//! language, the scenarios that passed, failed or were skipped.

use std::collections::BTreeMap;

use serde::Serialize;

use super::lint::LintError;
use super::runner::{Outcome, ScenarioResult};
use crate::Registry;
use crate::rulebook::Scope;

/// Whether an article is covered by the executable rulebook.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Every language has scenarios for it (a parent: every in-scope child is covered).
    Covered,
    /// A language has no scenario for it.
    Gap,
    /// Software cannot check it (the rulebook says why).
    OutOfScope,
}

impl Status {
    /// `covered`, `gap`, `out-of-scope`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Covered => "covered",
            Status::Gap => "gap",
            Status::OutOfScope => "out-of-scope",
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
}

impl Counts {
    /// All scenarios.
    pub fn total(&self) -> usize {
        self.passed + self.failed + self.skipped
    }

    fn add(&mut self, outcome: &Outcome) {
        match outcome {
            Outcome::Passed => self.passed += 1,
            Outcome::Failed(_) => self.failed += 1,
            Outcome::Skipped(_) => self.skipped += 1,
        }
    }
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
    /// Its status.
    pub status: Status,
    /// Scenarios citing it directly, per language.
    pub counts: BTreeMap<String, Counts>,
}

/// The whole report.
#[derive(Clone, Debug)]
pub struct Report {
    /// The languages run.
    pub langs: Vec<String>,
    /// Every article, in the order of the Laws.
    pub rows: Vec<Row>,
    /// Every scenario's result.
    pub scenarios: Vec<ScenarioResult>,
    /// The citation lint's findings.
    pub lint: Vec<LintError>,
}

impl Report {
    /// Builds the report from scenario results.
    pub fn build(
        registry: &Registry,
        langs: &[String],
        scenarios: Vec<ScenarioResult>,
        lint: Vec<LintError>,
        title_lang: &str,
    ) -> Report {
        let mut direct: BTreeMap<&str, BTreeMap<String, Counts>> = BTreeMap::new();
        for s in &scenarios {
            for a in &s.articles {
                direct.entry(a.as_str()).or_default().entry(s.lang.clone()).or_default().add(&s.outcome);
            }
        }
        // Statuses bottom-up: articles come parents first, so walk in reverse.
        let articles = registry.articles();
        let mut status: BTreeMap<&str, Status> = BTreeMap::new();
        for a in articles.iter().rev() {
            let s = if a.scope == Scope::OutOfScope {
                Status::OutOfScope
            } else {
                let own = direct.get(a.number.as_str());
                let has_all = !langs.is_empty()
                    && langs.iter().all(|l| own.and_then(|c| c.get(l)).is_some_and(|c| c.total() > 0));
                let children: Vec<Status> =
                    registry.children(&a.number).filter_map(|c| status.get(c.number.as_str()).copied()).collect();
                let in_scope: Vec<Status> = children.into_iter().filter(|s| *s != Status::OutOfScope).collect();
                if has_all || (!in_scope.is_empty() && in_scope.iter().all(|s| *s == Status::Covered)) {
                    Status::Covered
                } else {
                    Status::Gap
                }
            };
            status.insert(&a.number, s);
        }
        let rows = articles
            .iter()
            .map(|a| Row {
                article: a.number.clone(),
                title: a.title(title_lang).to_owned(),
                depth: a.depth(),
                status: status[a.number.as_str()],
                counts: langs
                    .iter()
                    .map(|l| {
                        (l.clone(), direct.get(a.number.as_str()).and_then(|c| c.get(l)).copied().unwrap_or_default())
                    })
                    .collect(),
            })
            .collect();
        Report { langs: langs.to_vec(), rows, scenarios, lint }
    }

    /// Counts over all scenarios, per language.
    pub fn totals(&self) -> BTreeMap<String, Counts> {
        let mut out: BTreeMap<String, Counts> = self.langs.iter().map(|l| (l.clone(), Counts::default())).collect();
        for s in &self.scenarios {
            out.entry(s.lang.clone()).or_default().add(&s.outcome);
        }
        out
    }

    /// Whether everything passed: no failed or skipped scenario, no lint finding.
    pub fn ok(&self) -> bool {
        self.lint.is_empty() && self.scenarios.iter().all(|s| s.outcome == Outcome::Passed)
    }

    /// The rows with a given status.
    pub fn count_status(&self, status: Status) -> usize {
        self.rows.iter().filter(|r| r.status == status).count()
    }

    /// The JSON of DESIGN.md.
    pub fn json(&self) -> serde_json::Value {
        let articles: Vec<serde_json::Value> = self
            .rows
            .iter()
            .map(|r| {
                let mut obj = serde_json::Map::new();
                obj.insert("article".into(), r.article.clone().into());
                obj.insert("title".into(), r.title.clone().into());
                obj.insert("status".into(), r.status.name().into());
                for (lang, c) in &r.counts {
                    obj.insert(lang.clone(), serde_json::to_value(c).unwrap_or_default());
                }
                serde_json::Value::Object(obj)
            })
            .collect();
        let mut totals = serde_json::Map::new();
        totals.insert("articles".into(), self.rows.len().into());
        totals.insert("covered".into(), self.count_status(Status::Covered).into());
        totals.insert("gaps".into(), self.count_status(Status::Gap).into());
        totals.insert("out-of-scope".into(), self.count_status(Status::OutOfScope).into());
        for (lang, c) in self.totals() {
            totals.insert(lang, serde_json::to_value(c).unwrap_or_default());
        }
        totals.insert("lint".into(), self.lint.len().into());
        let failures: Vec<serde_json::Value> = self
            .scenarios
            .iter()
            .filter_map(|s| match &s.outcome {
                Outcome::Passed => None,
                Outcome::Failed(why) | Outcome::Skipped(why) => Some(serde_json::json!({
                    "file": s.file, "line": s.line, "scenario": s.name, "articles": s.articles, "reason": why,
                })),
            })
            .collect();
        serde_json::json!({
            "articles": articles,
            "totals": totals,
            "failures": failures,
            "lint": self.lint.iter().map(|l| l.to_string()).collect::<Vec<_>>(),
        })
    }

    /// JUnit XML: one test suite per article with scenarios, one test case per scenario.
    pub fn junit(&self) -> String {
        self.junit_named(&|article, title| format!("Article {article} {title}"), "citation lint")
    }

    /// JUnit XML with the suites named in the reader's language: `suite(article, title)`
    /// names an article's suite («Статья 3.8.2 — Рокировка»), `lint` the lint's.
    pub fn junit_named(&self, suite: &dyn Fn(&str, &str) -> String, lint: &str) -> String {
        let esc = |s: &str| s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;");
        let mut by_article: BTreeMap<&str, Vec<&ScenarioResult>> = BTreeMap::new();
        for s in &self.scenarios {
            for a in &s.articles {
                by_article.entry(a.as_str()).or_default().push(s);
            }
        }
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let failures = self.scenarios.iter().filter(|s| matches!(s.outcome, Outcome::Failed(_))).count();
        let skipped = self.scenarios.iter().filter(|s| matches!(s.outcome, Outcome::Skipped(_))).count();
        out.push_str(&format!(
            "<testsuites name=\"arbiter conformance\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\">\n",
            self.scenarios.len()
        ));
        for row in &self.rows {
            let Some(list) = by_article.get(row.article.as_str()) else { continue };
            let f = list.iter().filter(|s| matches!(s.outcome, Outcome::Failed(_))).count();
            let sk = list.iter().filter(|s| matches!(s.outcome, Outcome::Skipped(_))).count();
            out.push_str(&format!(
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{f}\" skipped=\"{sk}\">\n",
                esc(&suite(&row.article, &row.title)),
                list.len()
            ));
            for s in list {
                out.push_str(&format!(
                    "    <testcase classname=\"{}\" name=\"{} ({}:{})\"",
                    esc(&s.lang),
                    esc(&s.name),
                    esc(&s.file),
                    s.line
                ));
                match &s.outcome {
                    Outcome::Passed => out.push_str("/>\n"),
                    Outcome::Failed(why) => {
                        out.push_str(&format!(">\n      <failure message=\"{}\"/>\n    </testcase>\n", esc(why)))
                    }
                    Outcome::Skipped(why) => {
                        out.push_str(&format!(">\n      <skipped message=\"{}\"/>\n    </testcase>\n", esc(why)))
                    }
                }
            }
            out.push_str("  </testsuite>\n");
        }
        if !self.lint.is_empty() {
            out.push_str(&format!(
                "  <testsuite name=\"{}\" tests=\"1\" failures=\"{}\">\n",
                esc(lint),
                self.lint.len()
            ));
            out.push_str("    <testcase classname=\"lint\" name=\"citations\">\n");
            for l in &self.lint {
                out.push_str(&format!("      <failure message=\"{}\"/>\n", esc(&l.to_string())));
            }
            out.push_str("    </testcase>\n  </testsuite>\n");
        }
        out.push_str("</testsuites>\n");
        out
    }
}
