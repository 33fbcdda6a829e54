//! The executable rulebook's machinery on fixture feature files: the citation lint (a
//! scenario citing an article the rulebook lacks, a missing Russian twin, uneven counts),
//! undefined steps failing, the report's statuses, and the tag filter.

mod common;

use arbiter::Registry;
use arbiter::conformance::{self, FeatureFile, LintError, Options, Outcome, Status};
use common::Scratch;

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
    assert_eq!(row.status(), Status::Passed);
    assert_eq!(row.counts("en").passed, 1);
    assert_eq!(row.counts("ru").passed, 1);
    let gap = report.rows.iter().find(|r| r.article == "3.7.2").unwrap();
    assert_eq!(gap.status(), Status::Gap);
    let out = report.rows.iter().find(|r| r.article == "4.1").unwrap();
    assert_eq!(out.status(), Status::OutOfScope);
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
    assert_eq!((row.counts("en").failed, row.counts("en").skipped), (1, 1));
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

// --- Counts and exit codes that can be trusted (issue 11, item 5) ----------------------

/// `arbiter ARGS…` in process: exit code, stdout, stderr.
fn arbiter(args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let argv = std::iter::once("arbiter").chain(args.iter().copied());
    let code = arbiter::cli::run(argv, &mut std::io::empty(), &mut out, &mut err);
    (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

#[test]
fn running_no_scenario_is_an_error_not_a_full_table() {
    let fs = files(&[("en/pawn.feature", EN), ("ru/pawn.feature", RU)]);
    let none = Options { tags: Some("@article-9.9.9".into()), ..Options::default() };
    assert!(matches!(conformance::run(fs.clone(), &none, "en"), Err(conformance::RunError::NothingRan { .. })));
    let only_en = files(&[("en/pawn.feature", EN)]);
    let ru = Options { langs: vec!["ru".into()], ..Options::default() };
    assert!(matches!(conformance::run(only_en, &ru, "en"), Err(conformance::RunError::NothingRan { .. })));

    let dir = Scratch::new("conformance-none", &[("en/pawn.feature", EN)]);
    let d = dir.0.to_str().unwrap();
    let (code, out, err) = arbiter(&["conformance", "--features", d, "--tags", "@article-9.9.9", "--lang", "en"]);
    assert_eq!(code, 1, "{err}");
    assert!(out.is_empty(), "no table when nothing ran:\n{out}");
    assert_eq!(err.trim(), "error: no scenario matches the tags @article-9.9.9: nothing was run");
    let (code, out, err) = arbiter(&["conformance", "--features", d, "--lang", "ru"]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(err.contains("нет ни одного сценария на языке ru"), "{err}");
    // No language asked for, and no file holds a scenario: said so, not «на языке :» (review
    // 19a, A-9).
    let empty = Scratch::new(
        "conformance-empty",
        &[("en/x.feature", "Feature: x\n"), ("ru/x.feature", "# language: ru\nФункция: x\n")],
    );
    let d = empty.0.to_str().unwrap();
    for lang in [&["--lang", "all"][..], &[]] {
        let (code, _, err) = arbiter(&[&["conformance", "--features", d][..], lang].concat());
        assert_eq!((code, err.trim()), (1, "error: no .feature file holds a scenario: nothing was run"), "{lang:?}");
    }
}

/// Review 19a, A-10: a tag expression that does not parse is the user's typo, said in the
/// reader's language with its column — not the rulebook failing, not the parser's English.
#[test]
fn a_tag_expression_that_does_not_parse_is_said_with_its_column() {
    let (code, out, err) = arbiter(&["--lang", "ru", "conformance", "--tags", "@nope and"]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(
        err.trim(),
        "ошибка: «@nope and» — не выражение меток (символ 10): выражение пишется, например, так: \
         `@article-3.8.2`, `@article-3.7.1 or @article-3.7.2`, `not @article-4.1` (and, or, not — латинскими буквами)"
    );
}

#[test]
fn with_tags_the_report_lists_only_the_articles_the_selected_scenarios_cite() {
    let two = format!(
        "{EN}\n  @article-3.7.2\n  Scenario: Two squares\n    Given the position \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"\n    When White plays \"e4\"\n    Then the move is legal\n"
    );
    let fs = files(&[("en/pawn.feature", &two)]);
    let opts = Options { tags: Some("@article-3.7.2".into()), ..Options::default() };
    let report = conformance::run(fs, &opts, "en").unwrap();
    let rows: Vec<&str> = report.rows.iter().map(|r| r.article.as_str()).collect();
    assert_eq!(rows, vec!["3.7.2"]);
    assert_eq!(report.rows[0].status(), Status::Passed);
}

#[test]
fn an_article_whose_scenario_failed_is_failed_never_covered() {
    let failing = EN.replace("Then the move is legal", "Then the move is illegal");
    let ru_failing = RU.replace("Тогда ход возможен", "Тогда ход невозможен");
    let fs = files(&[("en/pawn.feature", &failing), ("ru/pawn.feature", &ru_failing)]);
    let report = conformance::run(fs, &Options::default(), "en").unwrap();
    let row = |a: &str| report.rows.iter().find(|r| r.article == a).unwrap().status();
    assert_eq!(row("3.7.1"), Status::Failed);
    // Its parents fail with it.
    assert_eq!(row("3.7"), Status::Failed);
    assert_eq!(
        report.json()["articles"].as_array().unwrap().iter().find(|a| a["article"] == "3.7.1").unwrap()["status"],
        "failed"
    );
}

#[test]
fn symbolic_links_that_loop_are_walked_once() {
    let dir = Scratch::new("conformance-links", &[("en/pawn.feature", EN), ("ru/pawn.feature", RU)]);
    // A link to the features directory itself, one to its parent language directory, and
    // one to the file: each file is still read once.
    std::os::unix::fs::symlink(&dir.0, dir.0.join("en/loop")).unwrap();
    std::os::unix::fs::symlink(dir.0.join("ru"), dir.0.join("ru/again")).unwrap();
    std::os::unix::fs::symlink(dir.0.join("en/pawn.feature"), dir.0.join("en/twin.feature")).unwrap();
    let found = conformance::features_from_dir(&dir.0).unwrap();
    let paths: Vec<&str> = found.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, vec!["en/pawn.feature", "ru/pawn.feature"]);
    let report = conformance::run(found, &Options::default(), "en").unwrap();
    assert_eq!(report.scenarios.len(), 2);
}

#[test]
fn a_malformed_feature_file_is_bad_input_with_a_stable_sentence() {
    let broken =
        EN.replace("    Then the move is legal\n", "    Then the move is legal\n  Nonsense that is not Gherkin\n");
    let dir = Scratch::new("conformance-malformed", &[("en/pawn.feature", &broken)]);
    let d = dir.0.to_str().unwrap();
    let want =
        "error: en/pawn.feature, line 9, column 20: this is not valid Gherkin here: “Nonsense that is not Gherkin”";
    for _ in 0..3 {
        let (code, out, err) = arbiter(&["conformance", "--features", d, "--lang", "en"]);
        assert_eq!(code, 2, "{err}");
        assert!(out.is_empty(), "{out}");
        assert_eq!(err.trim(), want);
    }
    // A file of a language not run is not read; the same file under ru/ is, and is told
    // in Russian.
    let (code, _, err) = arbiter(&["conformance", "--features", d, "--lang", "ru"]);
    assert_eq!(code, 1, "{err}");
    std::fs::create_dir_all(dir.0.join("ru")).unwrap();
    std::fs::write(dir.0.join("ru/pawn.feature"), &broken).unwrap();
    let (code, _, err) = arbiter(&["conformance", "--features", d, "--lang", "ru"]);
    assert_eq!(code, 2);
    assert!(err.contains("ru/pawn.feature, строка 9, столбец 20: здесь нарушен синтаксис Gherkin"), "{err}");
}

/// Issue 10, item 5: a Russian JUnit report names its suites in Russian («Статья …»), an
/// English one as before.
#[test]
fn junit_suites_are_named_in_the_readers_language() {
    let features = concat!(env!("CARGO_MANIFEST_DIR"), "/features");
    let junit = |lang: &str| {
        let (code, out, err) = arbiter(&[
            "conformance",
            "--features",
            features,
            "--tags",
            "@article-3.5",
            "--lang",
            lang,
            "--format",
            "junit",
        ]);
        assert_eq!(code, 0, "{err}");
        out
    };
    let out = junit("ru");
    assert!(out.contains("  <testsuite name=\"Статья 3.5 — Через фигуры перепрыгивать нельзя\" tests=\"8\""), "{out}");
    assert!(!out.contains("Article"), "{out}");
    let out = junit("en");
    assert!(out.contains("  <testsuite name=\"Article 3.5 No moving over other pieces\""), "{out}");
}

// Review 8: a scenario skipped for an undefined step is listed among those that did not pass
// and said to be skipped, as the totals count it.
#[test]
fn a_skipped_scenario_is_listed_as_skipped() {
    let undefined = EN.replace("Then the move is legal", "Then the moon is made of cheese");
    let dir = Scratch::new("conformance-skipped", &[("en/pawn.feature", &undefined)]);
    let d = dir.0.to_str().unwrap();
    let (code, out, err) = arbiter(&["conformance", "--features", d, "--lang", "en"]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains(" — skipped: the moon is made of cheese"), "{out}");
    assert!(out.contains("en: 0 passed, 0 failed, 1 skipped"), "{out}");
    // The heading over it does not call a skipped scenario "not passed" (review 32a, G-34).
    assert!(out.contains("Scenarios that did not pass:\n"), "{out}");
    let failing = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/failing");
    let (code, out, _) = arbiter(&["conformance", "--lang", "ru", "--features", failing]);
    assert_eq!(code, 1);
    assert!(out.contains("Сценарии, не прошедшие проверку:\n"), "{out}");
}

/// English words a Russian reader must never meet in a step's failure (identifiers — rule
/// ids, FEN, moves, quoted input — are not words and are left out before the check).
fn english_words_in(text: &str) -> Vec<String> {
    const ENGLISH: &[&str] = &[
        "the",
        "is",
        "not",
        "no",
        "was",
        "ruled",
        "legal",
        "illegal",
        "move",
        "moves",
        "position",
        "king",
        "piece",
        "square",
        "squares",
        "expected",
        "game",
        "claim",
        "draw",
        "under",
        "article",
        "can",
        "cannot",
        "checkmate",
        "reads",
        "explanation",
        "after",
        "before",
        "step",
        "given",
        "has",
        "scenario",
        "attacked",
        "attacks",
        "check",
        "white",
        "black",
        "reaches",
        "written",
        "refused",
        "accepted",
        "reasons",
        "ended",
        "goes",
        "appeared",
        "times",
        "plies",
        "same",
        "different",
        "names",
        "long",
        "form",
        "correct",
        "incorrect",
        "ruling",
        "extra",
        "minutes",
        "load",
        "loaded",
        "diagram",
        "neither",
        "nor",
        "played",
        "started",
        "there",
        "expected",
        "from",
        "to",
        "in",
    ];
    // Quoted input and Markdown code are the scenario's own words.
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '«' | '“' => depth += 1,
            '»' | '”' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\'' || c == '/'))
        .filter(|w| !w.contains(['-', '/']) && !w.chars().any(|c| c.is_ascii_digit()))
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_owned)
        .collect()
}

// Review 8, P-13: when arbiter's own run of a Russian scenario fails, the reason is said in
// Russian — every kind of step failure in the fixture (assertions, missing steps, a FEN, a
// move or a diagram that cannot be read, a side that is not to move).
#[test]
fn arbiter_s_own_failures_are_said_in_the_scenario_s_language() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/failing/ru");
    let mut fs = Vec::new();
    for name in ["failing.feature", "games.feature"] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        fs.push(FeatureFile::new(&format!("ru/{name}"), &text));
    }
    let options = Options { langs: vec!["ru".into()], ..Options::default() };
    let report = conformance::run(fs, &options, "ru").unwrap();
    assert_eq!(report.scenarios.len(), 33);
    for s in &report.scenarios {
        let Outcome::Failed(why) = &s.outcome else {
            panic!("{}:{} {} did not fail: {:?}", s.file, s.line, s.name, s.outcome)
        };
        assert_eq!(english_words_in(why), Vec::<String>::new(), "{}:{} {}: {why}", s.file, s.line, s.name);
        assert!(why.chars().any(|c| ('а'..='я').contains(&c)), "{}:{}: {why}", s.file, s.line);
    }
    // A few whole sentences.
    let why = |name: &str| match &report.scenarios.iter().find(|s| s.name == name).unwrap().outcome {
        Outcome::Failed(w) => w.clone(),
        other => panic!("{other:?}"),
    };
    assert!(
        why("Возможный ход объявлен невозможным")
            .ends_with("arbiter: ход Кf3 возможен (g1f3); по сценарию: ход Кf3 невозможен"),
        "{}",
        why("Возможный ход объявлен невозможным")
    );
    assert!(
        why("Ходит не та сторона").ends_with("по сценарию ходят белые, но сейчас ход чёрных"),
        "{}",
        why("Ходит не та сторона")
    );
    assert!(
        why("Не то число ходов")
            .ends_with("arbiter: у белых 8 возможных ходов; по сценарию: у белых 5 возможных ходов"),
        "{}",
        why("Не то число ходов")
    );
    assert!(why("Шаг без позиции").ends_with("до этого шага сценарий не задал позицию"), "{}", why("Шаг без позиции"));
    // Moves keep their letters after «arbiter:» (review 9, P-1).
    assert!(why("Не та запись хода").ends_with("arbiter: Кf3; по сценарию: Кh3"), "{}", why("Не та запись хода"));
    assert!(
        why("Не та полная запись").ends_with("arbiter: Кg1-f3; по сценарию: Кg1-h3"),
        "{}",
        why("Не та полная запись")
    );
    // Lists of moves joined as the language joins alternatives (review 16, W-6).
    let replacing = why("Не те ходы, которыми можно заменить невозможный");
    assert!(
        replacing.ends_with(
            "arbiter: невозможный ход нужно заменить одним из ходов Кe2, Кf3 или Кh3; \
             по сценарию: невозможный ход нужно заменить одним из ходов Кf3 или Кe2"
        ),
        "{replacing}"
    );
}

/// Review 10, P-27: the lint's findings are said in the report's language — in the table, the
/// Markdown table and the JUnit report — one sentence per kind of finding.
#[test]
fn the_lint_speaks_the_reports_language() {
    let ru_bad = RU.replace("@article-3.7.1", "@article-9.9.9");
    let ru_uncited = RU.replace("@article-3\n", "").replace("  @article-3.7.1\n", "");
    let en_bad = EN.replace("@article-3.7.1", "@article-9.9.9");
    let en_uncited = EN.replace("@article-3\n", "").replace("  @article-3.7.1\n", "");
    let dir = Scratch::new(
        "conformance-lint-lang",
        &[
            ("ru/x.feature", &ru_bad),
            ("ru/y.feature", &ru_uncited),
            ("en/x.feature", &en_bad),
            ("en/y.feature", &en_uncited),
        ],
    );
    let d = dir.0.to_str().unwrap();
    let cases = [
        (
            "ru",
            "Проверка ссылок:",
            [
                "ru/x.feature:6: сценарий ссылается на статью 9.9.9, которой в книге правил нет",
                "ru/y.feature:4: сценарий не ссылается ни на одну статью",
            ],
        ),
        (
            "en",
            "Citation lint:",
            [
                "en/x.feature:5: the scenario cites Article 9.9.9, which the rulebook does not list",
                "en/y.feature:3: the scenario cites no article",
            ],
        ),
    ];
    for (lang, heading, said) in cases {
        for format in ["table", "markdown"] {
            let (code, out, err) = arbiter(&["conformance", "--features", d, "--lang", lang, "--format", format]);
            assert_eq!(code, 1, "{err}");
            let section: Vec<&str> = out.lines().skip_while(|l| *l != heading).skip(1).take(2).collect();
            assert_eq!(section, said.map(|s| format!("  {s}")), "{format}:\n{out}");
        }
        let (code, out, err) = arbiter(&["conformance", "--features", d, "--lang", lang, "--format", "junit"]);
        assert_eq!(code, 1, "{err}");
        for s in said {
            assert!(out.contains(&format!("      <failure message=\"{s}\"/>\n")), "{out}");
        }
    }
}

/// Review 10, P-27: the lint's findings across languages (a file without its twin, an
/// article cited a different number of times) and a file that does not parse, in both
/// languages; `Display` is the English sentence.
#[test]
fn every_kind_of_lint_finding_reads_in_both_languages() {
    use arbiter::i18n::{Localize, Localizer};
    let fs = files(&[("en/pawn.feature", EN), ("en/extra.feature", EN), ("ru/pawn.feature", RU)]);
    let mut lint = conformance::lint::lint(&fs, Registry::global());
    let broken = EN.replace("    Then the move is legal\n", "    Then the move is legal\n  Nonsense\n");
    lint.extend(conformance::lint::lint(&files(&[("en/broken.feature", &broken)]), Registry::global()));
    let l10n = Localizer::global();
    let ru = l10n.negotiate(&["ru"]).unwrap();
    let said = |lang| lint.iter().map(|l| l10n.format(lang, &l.message())).collect::<Vec<_>>();
    assert_eq!(
        said(&ru),
        [
            "у файла extra.feature нет пары на языке ru",
            "на статью 3.7.1 на разных языках ссылается разное число сценариев: en — 2, ru — 1",
            "en/broken.feature, строка 10, столбец 1: здесь нарушен синтаксис Gherkin: «Nonsense»",
        ]
    );
    let english = [
        "extra.feature has no ru twin",
        "Article 3.7.1 is cited by different numbers of scenarios in the languages: en: 2, ru: 1",
        "en/broken.feature, line 10, column 1: this is not valid Gherkin here: “Nonsense”",
    ];
    assert_eq!(said(&l10n.english()), english);
    assert_eq!(lint.iter().map(ToString::to_string).collect::<Vec<_>>(), english);
}

/// Review 19a, A-17: the lint's findings in the JSON report are in the reader's language, as
/// the failures' reasons are.
#[test]
fn the_lint_in_the_json_report_is_in_the_readers_language() {
    let feature = "# language: ru\n@article-3.6\nФункция: Статья 3.6 — проба\n\n  @article-99.1\n  Сценарий: x\n    \
                   Дано позиция \"4k3/8/8/8/8/8/8/4K1N1 w - - 0 1\"\n    Когда белые играют \"Кf3\"\n    Тогда ход возможен\n";
    let dir = Scratch::new("conformance-lint-ru", &[("ru/x.feature", feature)]);
    let d = dir.0.to_str().unwrap();
    let (_, out, err) = arbiter(&["--lang", "ru", "conformance", "--features", d, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}{err}"));
    assert_eq!(
        v["lint"],
        serde_json::json!(["ru/x.feature:6: сценарий ссылается на статью 99.1, которой в книге правил нет"])
    );
}

/// Review 32a, G-33: a Russian feature file without its `# language: ru` line is told why its
/// keywords are not read; with the line it parses.
#[test]
fn russian_keywords_without_the_language_line_are_explained() {
    let body = "Функция: x\n  Сценарий: y\n    Дано начальная позиция\n";
    let dir = Scratch::new("conformance-no-language", &[("ru/a.feature", body)]);
    let d = dir.0.to_str().unwrap();
    let (code, _, err) = arbiter(&["--lang", "ru", "conformance", "--features", d]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "ошибка: ru/a.feature, строка 2, столбец 3: здесь нарушен синтаксис Gherkin: «Сценарий: y». Русские ключевые \
         слова (Функция, Сценарий, Дано…) действуют, только если первая строка файла — «# language: ru»\n"
    );
    let with_line = format!("# language: ru\n{body}");
    assert!(conformance::parse::parse(&FeatureFile::new("ru/a.feature", &with_line)).is_ok());
}
