//! The executable rulebook under `cargo test`: both languages of `features/`, run by the
//! same cucumber runner as `arbiter conformance`, with the citation lint. Fails on any
//! failing or undefined step, any lint finding, and any in-scope leaf article of the
//! articles the engine checks that lacks scenarios in either language.

use arbiter::conformance::{self, Options, Outcome, Status};

/// The articles whose every in-scope leaf must be covered in both languages.
const CHECKED: &[&str] = &["1", "2", "3", "4", "5", "9", "C"];

fn main() {
    let start = std::time::Instant::now();
    let report = match conformance::run(conformance::embedded_features(), &Options::default(), "en") {
        Ok(r) => r,
        Err(e) => {
            eprintln!("the rulebook could not run: {e}");
            std::process::exit(1);
        }
    };
    let mut problems = Vec::new();
    for s in &report.scenarios {
        match &s.outcome {
            Outcome::Passed => {}
            Outcome::Failed(why) | Outcome::Skipped(why) | Outcome::NotApplicable(why) => {
                problems.push(format!("{}:{} {}: {why}", s.file, s.line, s.name))
            }
        }
    }
    problems.extend(report.lint.iter().map(|l| format!("lint: {l}")));
    let registry = arbiter::Registry::global();
    for row in &report.rows {
        let top = row.article.split('.').next().unwrap_or("");
        if CHECKED.contains(&top) && registry.is_leaf(&row.article) && row.status() == Status::Gap {
            problems.push(format!("Article {} ({}) has no scenario in every language", row.article, row.title));
        }
    }
    let totals = report.totals(0);
    for (lang, c) in &totals {
        println!("rulebook {lang}: {} passed, {} failed, {} skipped", c.passed, c.failed, c.skipped);
    }
    println!("rulebook: {} scenarios in {:.2?}", report.scenarios.len(), start.elapsed());
    if report.scenarios.is_empty() {
        problems.push("no scenario ran".to_owned());
    }
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("FAIL {p}");
        }
        std::process::exit(1);
    }
}
