//! The executable rulebook's machinery on fixture feature files: the citation lint (a
//! scenario citing an article the rulebook lacks, a missing Russian twin, uneven counts),
//! undefined steps failing, the report's statuses, and the tag filter.

use arbiter::Registry;
use arbiter::conformance::{self, FeatureFile, LintError, Options, Outcome, Status};

const EN: &str = r#"@article-3
Feature: Pawns

  @article-3.7.1
  Scenario: A pawn steps forward
    Given the position "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    When White plays "e3"
    Then the move is legal
"#;

const RU: &str = r#"# language: ru
@article-3
Функция: Пешки

  @article-3.7.1
  Сценарий: Пешка идёт вперёд
    Дано позиция "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    Когда белые играют "e3"
    Тогда ход возможен
"#;

fn files(pairs: &[(&str, &str)]) -> Vec<FeatureFile> {
    pairs.iter().map(|(p, t)| FeatureFile::new(p, t)).collect()
}

#[test]
fn a_clean_pair_lints_clean_and_passes() {
    let fs = files(&[("en/pawn.feature", EN), ("ru/pawn.feature", RU)]);
    assert!(conformance::lint::lint(&fs, Registry::global()).is_empty());
    let report = conformance::run(fs, &Options::default(), "en").unwrap();
    assert!(report.ok(), "{:?}", report.scenarios);
    assert_eq!(report.scenarios.len(), 2);
    let row = report.rows.iter().find(|r| r.article == "3.7.1").unwrap();
    assert_eq!(row.status, Status::Covered);
    assert_eq!(row.counts["en"].passed, 1);
    assert_eq!(row.counts["ru"].passed, 1);
    let gap = report.rows.iter().find(|r| r.article == "3.7.2").unwrap();
    assert_eq!(gap.status, Status::Gap);
    let out = report.rows.iter().find(|r| r.article == "4.1").unwrap();
    assert_eq!(out.status, Status::OutOfScope);
}

#[test]
fn the_lint_catches_a_bad_citation() {
    let bad = EN.replace("@article-3.7.1", "@article-3.7.9");
    let fs = files(&[("en/pawn.feature", &bad), ("ru/pawn.feature", RU)]);
    let lint = conformance::lint::lint(&fs, Registry::global());
    assert!(
        lint.iter().any(|l| matches!(l, LintError::UnknownArticle { article, line: 5, .. } if article == "3.7.9")),
        "{lint:?}"
    );
    let report = conformance::run(fs, &Options::default(), "en").unwrap();
    assert!(!report.ok());
}

#[test]
fn the_lint_catches_a_missing_russian_twin_and_uneven_counts() {
    let fs = files(&[("en/pawn.feature", EN), ("en/extra.feature", EN), ("ru/pawn.feature", RU)]);
    let lint = conformance::lint::lint(&fs, Registry::global());
    assert!(lint.contains(&LintError::MissingTwin { file: "extra.feature".into(), lang: "ru".into() }), "{lint:?}");
    assert!(lint.iter().any(|l| matches!(l, LintError::CountMismatch { article, .. } if article == "3.7.1")));
}

#[test]
fn an_uncited_scenario_is_a_lint_error() {
    let uncited = EN.replace("@article-3\n", "").replace("  @article-3.7.1\n", "");
    let fs = files(&[("en/pawn.feature", &uncited)]);
    let lint = conformance::lint::lint(&fs, Registry::global());
    assert_eq!(lint, vec![LintError::Uncited { file: "en/pawn.feature".into(), line: 3 }]);
}

#[test]
fn undefined_steps_and_failures_are_reported() {
    let undefined = EN.replace("Then the move is legal", "Then the moon is made of cheese");
    let failing = EN.replace("Then the move is legal", "Then the move is illegal");
    let fs = files(&[("en/a.feature", &undefined), ("en/b.feature", &failing)]);
    let report = conformance::run(fs, &Options::default(), "en").unwrap();
    assert!(!report.ok());
    assert!(matches!(report.scenarios[0].outcome, Outcome::Skipped(_)), "{:?}", report.scenarios[0]);
    assert!(matches!(report.scenarios[1].outcome, Outcome::Failed(_)), "{:?}", report.scenarios[1]);
    let row = report.rows.iter().find(|r| r.article == "3.7.1").unwrap();
    assert_eq!((row.counts["en"].failed, row.counts["en"].skipped), (1, 1));
}

#[test]
fn tags_filter_scenarios() {
    let two = format!(
        "{EN}\n  @article-3.7.2\n  Scenario: Two squares\n    Given the position \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"\n    When White plays \"e4\"\n    Then the move is legal\n"
    );
    let fs = files(&[("en/pawn.feature", &two)]);
    let all = conformance::run(fs.clone(), &Options::default(), "en").unwrap();
    assert_eq!(all.scenarios.len(), 2);
    let opts = Options { tags: Some("@article-3.7.2".into()), ..Options::default() };
    let some = conformance::run(fs.clone(), &opts, "en").unwrap();
    assert_eq!(some.scenarios.len(), 1);
    assert_eq!(some.scenarios[0].articles, vec!["3.7.2"]);
    let bad = Options { tags: Some("@a and and".into()), ..Options::default() };
    assert!(conformance::run(fs, &bad, "en").is_err());
}

/// The fixture of `docs/writing-scenarios.md`: every Gherkin example of that page, in both
/// languages.
fn writing_scenarios_fixture() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/writing-scenarios")
}

#[test]
fn the_examples_of_writing_scenarios_pass() {
    let files = conformance::features_from_dir(&writing_scenarios_fixture()).unwrap();
    assert!(files.iter().any(|f| f.lang == "en") && files.iter().any(|f| f.lang == "ru"));
    assert!(conformance::lint::lint(&files, Registry::global()).is_empty());
    let report = conformance::run(files, &Options::default(), "en").unwrap();
    let failing: Vec<_> = report.scenarios.iter().filter(|s| s.outcome != Outcome::Passed).collect();
    assert!(report.ok(), "{failing:#?}");
    assert!(report.scenarios.len() >= 20, "{} scenarios", report.scenarios.len());
}

#[test]
fn every_example_of_writing_scenarios_is_in_the_fixture() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/writing-scenarios.md")).unwrap();
    let fixture: String = conformance::features_from_dir(&writing_scenarios_fixture())
        .unwrap()
        .into_iter()
        .map(|f| f.text)
        .collect::<Vec<_>>()
        .join("\n");
    let mut blocks = 0;
    let mut rest = doc.as_str();
    while let Some(start) = rest.find("```gherkin\n") {
        let body = &rest[start + "```gherkin\n".len()..];
        let end = body.find("\n```").expect("an unclosed code block");
        let block = &body[..end];
        assert!(fixture.contains(block), "not in tests/fixtures/writing-scenarios:\n{block}");
        blocks += 1;
        rest = &body[end..];
    }
    assert!(blocks >= 10, "only {blocks} Gherkin examples found");
}
