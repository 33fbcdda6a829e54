//! Reading feature files: each file is parsed once, and a Scenario Outline is expanded into
//! one scenario per row of its Examples in time and memory linear in the rows (cucumber's
//! own expansion copies the whole table into every row's scenario: rows²).
//!
//! A file that is not valid Gherkin is bad input ([`MalformedFeature`]): the file, the line
//! and column where reading stopped, and the text of that line — never the parser's raw set
//! of expectations, whose order changes from run to run.

use std::collections::HashMap;
use std::path::PathBuf;

use cucumber::gherkin::{self, GherkinEnv};

use super::FeatureFile;

/// A feature file parsed, its outlines expanded.
#[derive(Clone, Debug)]
pub struct ParsedFeature {
    /// The path relative to the features directory (`en/03-moves/3.8.2-castling.feature`).
    pub path: String,
    /// Its language (the first directory of the path).
    pub lang: String,
    /// The feature, every Scenario Outline replaced by its rows' scenarios.
    pub feature: gherkin::Feature,
}

/// Why a feature file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MalformedKind {
    /// The text is not Gherkin at this place; `text` is the line (at most 80 characters).
    Syntax {
        /// The line where reading stopped, trimmed and bounded.
        text: String,
    },
    /// The text is not Gherkin at this place, and the file writes Russian keywords
    /// (`Функция:`, `Сценарий:`) without the `# language: ru` line that lets them count
    /// (review 32a, G-33).
    NoLanguageLine {
        /// The line where reading stopped, trimmed and bounded.
        text: String,
    },
    /// An outline's step names a `<placeholder>` that its Examples table has no column for.
    UnknownPlaceholder {
        /// The placeholder's name.
        name: String,
    },
}

/// A feature file that is not valid Gherkin: bad input (exit code 2), not a failing
/// scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MalformedFeature {
    /// The file, relative to the features directory.
    pub file: String,
    /// The 1-based line.
    pub line: usize,
    /// The 1-based column.
    pub column: usize,
    /// What is wrong.
    pub kind: MalformedKind,
}

impl std::fmt::Display for MalformedFeature {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let MalformedFeature { file, line, column, kind } = self;
        match kind {
            MalformedKind::Syntax { text } => {
                write!(f, "{file}, line {line}, column {column}: this is not valid Gherkin here: `{text}`")
            }
            MalformedKind::NoLanguageLine { text } => write!(
                f,
                "{file}, line {line}, column {column}: this is not valid Gherkin here: `{text}`; Russian keywords \
                 count only when the file's first line is `# language: ru`"
            ),
            MalformedKind::UnknownPlaceholder { name } => write!(
                f,
                "{file}, line {line}, column {column}: the outline uses <{name}>, but its Examples table has no such column"
            ),
        }
    }
}

impl std::error::Error for MalformedFeature {}

/// The most characters of a line a message quotes.
const QUOTED_LINE: usize = 80;

/// The text of line `line` (1-based), trimmed and cut to [`QUOTED_LINE`] characters; when
/// that line is blank (the parser stopped at the end of the file), the last line with text
/// before it, which is the one it could not finish.
fn quoted_line(text: &str, line: usize) -> String {
    let lines: Vec<&str> = text.lines().take(line).collect();
    let l = lines.iter().rev().map(|l| l.trim()).find(|l| !l.is_empty()).unwrap_or("");
    let mut out: String = l.chars().take(QUOTED_LINE).collect();
    if l.chars().count() > QUOTED_LINE {
        out.push('…');
    }
    out
}

/// The position in gherkin's error (`Error at LINE:COL: {…}`); its fields are private.
fn error_position(e: &gherkin::ParseError) -> (usize, usize) {
    let text = e.to_string();
    let mut parts = text.strip_prefix("Error at ").unwrap_or("").split(':');
    let line = parts.next().and_then(|s| s.trim().parse().ok()).unwrap_or(1);
    let column = parts.next().and_then(|s| s.trim().parse().ok()).unwrap_or(1);
    (line, column)
}

/// Whether a feature file has no `# language:` line and yet a line begins with a Russian
/// keyword (`Функция:`, `Функционал:`, `Сценарий:`, `Структура сценария:`, `Правило:`).
fn writes_russian_without_language_line(text: &str) -> bool {
    let has_language =
        text.lines().any(|l| l.trim_start().strip_prefix('#').is_some_and(|c| c.trim_start().starts_with("language:")));
    !has_language
        && text.lines().map(str::trim_start).any(|l| {
            ["Функция:", "Функционал:", "Свойство:", "Сценарий:", "Структура сценария:", "Правило:"]
                .iter()
                .any(|k| l.starts_with(k))
        })
}

/// Parses one feature file and expands its outlines.
pub fn parse(file: &FeatureFile) -> Result<ParsedFeature, MalformedFeature> {
    let mut feature = gherkin::Feature::parse(&file.text, GherkinEnv::default()).map_err(|e| {
        let (line, column) = error_position(&e);
        MalformedFeature {
            file: file.path.clone(),
            line,
            column,
            kind: match writes_russian_without_language_line(&file.text) {
                true => MalformedKind::NoLanguageLine { text: quoted_line(&file.text, line) },
                false => MalformedKind::Syntax { text: quoted_line(&file.text, line) },
            },
        }
    })?;
    feature.path = Some(PathBuf::from(&file.path));
    let path = file.path.as_str();
    for rule in &mut feature.rules {
        rule.scenarios = expand(std::mem::take(&mut rule.scenarios), path)?;
    }
    feature.scenarios = expand(std::mem::take(&mut feature.scenarios), path)?;
    Ok(ParsedFeature { path: file.path.clone(), lang: file.lang.clone(), feature })
}

/// Parses every file, stopping at the first that is malformed.
pub fn parse_all(files: &[FeatureFile]) -> Result<Vec<ParsedFeature>, MalformedFeature> {
    files.iter().map(parse).collect()
}

/// Each scenario as it is, each outline as one scenario per Examples row.
fn expand(scenarios: Vec<gherkin::Scenario>, path: &str) -> Result<Vec<gherkin::Scenario>, MalformedFeature> {
    let mut out = Vec::with_capacity(scenarios.len());
    for mut scenario in scenarios {
        if scenario.examples.is_empty() {
            out.push(scenario);
            continue;
        }
        // Take the tables out first, so that copying the scenario per row copies its steps
        // only, never the table.
        let examples = std::mem::take(&mut scenario.examples);
        for mut example in examples {
            let Some(table) = example.table.take() else { continue };
            let mut rows = table.rows.into_iter();
            let Some(header) = rows.next() else { continue };
            let columns: HashMap<&str, usize> = header.iter().enumerate().map(|(i, h)| (h.as_str(), i)).collect();
            for (id, row) in rows.enumerate() {
                let mut expanded = scenario.clone();
                // As cucumber numbers them: the row's line, which also tells the rows'
                // scenarios apart.
                expanded.position = example.position;
                expanded.position.line += id + 2;
                expanded.tags.extend(example.tags.iter().cloned());
                let fill = |text: &str, pos: gherkin::LineCol| -> Result<String, MalformedFeature> {
                    substitute(text, |name| columns.get(name).and_then(|&i| row.get(i)).map(String::as_str)).map_err(
                        |name| MalformedFeature {
                            file: path.to_owned(),
                            line: pos.line,
                            column: pos.col,
                            kind: MalformedKind::UnknownPlaceholder { name },
                        },
                    )
                };
                expanded.name = fill(&expanded.name, expanded.position)?;
                for step in &mut expanded.steps {
                    let pos = step.position;
                    step.value = fill(&step.value, pos)?;
                    if let Some(doc) = &mut step.docstring {
                        *doc = fill(doc, pos)?;
                    }
                    if let Some(t) = &mut step.table {
                        for cell in t.rows.iter_mut().flatten() {
                            *cell = fill(cell, pos)?;
                        }
                    }
                }
                let mut one = example.clone();
                one.table = Some(gherkin::Table {
                    rows: vec![header.clone(), row.clone()],
                    span: table.span,
                    position: table.position,
                });
                expanded.examples = vec![one];
                out.push(expanded);
            }
        }
    }
    Ok(out)
}

/// Replaces each `<name>` in `text` by its value, as cucumber reads placeholders: a name
/// neither starts nor ends with white space and holds no tab or line break. Returns the
/// first name without a value.
fn substitute<'a>(text: &str, value: impl Fn(&str) -> Option<&'a str>) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('<') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('>') else { break };
        let name = &after[..close];
        let well_formed = !name.is_empty()
            && !name.starts_with(char::is_whitespace)
            && !name.ends_with(char::is_whitespace)
            && !name.contains(['\t', '\n', '\r', '\u{b}', '\u{c}']);
        if well_formed {
            let v = value(name).ok_or_else(|| name.to_owned())?;
            out.push_str(&rest[..open]);
            out.push_str(v);
            rest = &after[close + 1..];
        } else {
            out.push_str(&rest[..=open]);
            rest = after;
        }
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_read_as_cucumber_reads_them() {
        let v = |n: &str| match n {
            "a" => Some("1"),
            "b c" => Some("2"),
            _ => None,
        };
        assert_eq!(substitute("x <a> y <b c>", v).unwrap(), "x 1 y 2");
        assert_eq!(substitute("a < b and c > d", v).unwrap(), "a < b and c > d");
        // As cucumber's pattern reads it, `<<a>>` names `<a`.
        assert_eq!(substitute("<<a>>", v), Err("<a".to_owned()));
        assert_eq!(substitute("<a>>", v).unwrap(), "1>");
        assert_eq!(substitute("<zz>", v), Err("zz".to_owned()));
    }

    #[test]
    fn an_outline_becomes_one_scenario_per_row_with_its_own_row() {
        let text = "@article-3.7.1\nFeature: F\n\n  Scenario Outline: row <n>\n    Given the position \"<fen>\"\n\n    @extra\n    Examples:\n      | n | fen |\n      | 1 | a |\n      | 2 | b |\n";
        let parsed = parse(&FeatureFile::new("en/f.feature", text)).unwrap();
        let s = &parsed.feature.scenarios;
        assert_eq!(s.len(), 2);
        assert_eq!(s[1].name, "row 2");
        assert_eq!(s[1].steps[0].value, "the position \"b\"");
        assert_eq!(s[1].tags, vec!["extra"]);
        assert_eq!(s[1].examples[0].table.as_ref().unwrap().rows.len(), 2);
        assert_eq!((s[0].position.line, s[1].position.line), (10, 11));
    }

    #[test]
    fn a_malformed_file_names_its_line_and_column_and_quotes_the_line() {
        let text = "Feature: F\n\n  Scenario: S\n    Given x\n  Nonsense here\n";
        let e = parse(&FeatureFile::new("en/f.feature", text)).unwrap_err();
        // The parser stops at the end of the file; the line it could not finish is quoted.
        assert_eq!(e.line, 6);
        assert_eq!(e.kind, MalformedKind::Syntax { text: "Nonsense here".into() });
        let unknown = "Feature: F\n\n  Scenario Outline: S\n    Given <x>\n\n    Examples:\n      | y |\n      | 1 |\n";
        let e = parse(&FeatureFile::new("en/f.feature", unknown)).unwrap_err();
        assert_eq!((e.line, e.kind), (4, MalformedKind::UnknownPlaceholder { name: "x".into() }));
    }
}
