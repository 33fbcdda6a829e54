//! One locale's messages, parsed file by file as they are needed.
//!
//! A process that says one sentence should not parse every message of every language: a
//! one-shot `arbiter explain` needs the violations, the pieces and little else, `--version`
//! needs nothing. So a locale is its files, unparsed, until a message is asked for. Then
//! an index of the entries each file defines (made once, by reading the first word of each
//! line: in Fluent an entry starts at the beginning of a line, its continuation lines are
//! indented; `build.rs` lists them for the embedded files) says which file defines it; that file is parsed, with every file whose
//! messages or terms it references, and the closure of them becomes that file's bundle.
//! What a bundle formats is what one bundle of all the files would format: every message
//! and term a message can reach is in it, and an id defined twice resolves to the same
//! (first) definition in both.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast;
use rustc_hash::FxHashMap;
use unic_langid::LanguageIdentifier;

use super::template::Templates;
use super::{LoadError, PieceForms};
use crate::Role;

/// A file of a locale: `<locale>/<file>.ftl`, its text, the ids it defines if known.
pub(super) type LocaleFile = (Cow<'static, str>, Cow<'static, str>, Option<&'static [&'static str]>);

/// A bundle of some of a locale's files (their parsed resources are shared between the
/// bundles that hold them).
pub(super) type Bundle = FluentBundle<Arc<FluentResource>>;

/// One `.ftl` file of a locale.
struct File {
    /// `<locale>/<file>.ftl`.
    path: Cow<'static, str>,
    text: Cow<'static, str>,
    /// The ids it defines, when known before (`build.rs` lists the embedded files').
    ids: Option<&'static [&'static str]>,
    parsed: OnceLock<Parsed>,
    /// The bundle of this file and every file it reaches.
    bundle: OnceLock<FileBundle>,
}

/// The bundle of a file and every file it reaches.
struct FileBundle {
    bundle: Bundle,
    /// The messages the file lists that the bundle lacks (an entry Fluent could not parse):
    /// usually none.
    lacking: Vec<String>,
}

/// A file parsed.
struct Parsed {
    resource: Arc<FluentResource>,
    /// Its syntax errors.
    errors: Vec<LoadError>,
    /// The other files defining messages or terms it references.
    uses: Vec<usize>,
}

/// What a locale needs before any message is formatted: where each entry is.
struct Ready {
    /// The file defining each message (by its id) and term (by its id after a `-`); the
    /// first file when two define it.
    index: FxHashMap<Cow<'static, str>, usize>,
    templates: Templates,
}

/// A locale: its id, its files, and what has been made of them so far.
pub(super) struct Locale {
    pub(super) id: LanguageIdentifier,
    files: Vec<File>,
    ready: OnceLock<Ready>,
    /// A bundle of every file, for a message some file lists but could not give.
    all: OnceLock<Bundle>,
    /// Per role: the forms of `CASES`, the gender, the capitalised nominative.
    pieces: OnceLock<HashMap<Role, PieceForms>>,
}

impl Locale {
    /// A locale of `files` (path, text, and the ids of its entries when known), nothing
    /// parsed yet.
    pub(super) fn new(id: LanguageIdentifier, files: Vec<LocaleFile>) -> Locale {
        let files = files
            .into_iter()
            .map(|(path, text, ids)| File { path, text, ids, parsed: OnceLock::new(), bundle: OnceLock::new() })
            .collect();
        Locale { id, files, ready: OnceLock::new(), all: OnceLock::new(), pieces: OnceLock::new() }
    }

    fn ready(&self) -> &Ready {
        self.ready.get_or_init(|| {
            let mut index = FxHashMap::default();
            let mut templates = Templates::new();
            for (i, file) in self.files.iter().enumerate() {
                templates.note_source(&file.text);
                match file.ids {
                    Some(ids) => ids.iter().for_each(|&id| {
                        index.entry(Cow::Borrowed(id)).or_insert(i);
                    }),
                    None => super::entries::entry_ids(&file.text).into_iter().for_each(|id| {
                        index.entry(Cow::Owned(id.to_owned())).or_insert(i);
                    }),
                }
            }
            Ready { index, templates }
        })
    }

    /// The locale's templates (`template.rs`).
    pub(super) fn templates(&self) -> &Templates {
        &self.ready().templates
    }

    /// The templates, to change them (tests turn them off).
    #[cfg(test)]
    pub(super) fn templates_mut(&mut self) -> &mut Templates {
        self.ready();
        &mut self.ready.get_mut().expect("made just above").templates
    }

    fn parsed(&self, i: usize) -> &Parsed {
        self.files[i].parsed.get_or_init(|| {
            let file = &self.files[i];
            let mut errors = Vec::new();
            let resource = match FluentResource::try_new(file.text.clone().into_owned()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    for e in errs {
                        errors.push(LoadError { file: file.path.to_string(), message: format!("{e:?}") });
                    }
                    r
                }
            };
            let mut referenced = Vec::new();
            for entry in resource.entries() {
                match entry {
                    ast::Entry::Message(m) => {
                        m.value.iter().for_each(|p| pattern_references(p, &mut referenced));
                        m.attributes.iter().for_each(|a| pattern_references(&a.value, &mut referenced));
                    }
                    ast::Entry::Term(t) => {
                        pattern_references(&t.value, &mut referenced);
                        t.attributes.iter().for_each(|a| pattern_references(&a.value, &mut referenced));
                    }
                    _ => {}
                }
            }
            let index = &self.ready().index;
            let mut uses: Vec<usize> =
                referenced.iter().filter_map(|id| index.get(id.as_str()).copied()).filter(|&f| f != i).collect();
            uses.sort_unstable();
            uses.dedup();
            Parsed { resource: Arc::new(resource), errors, uses }
        })
    }

    /// The bundle of file `i` and every file it reaches, in the order of the files.
    fn bundle_of_file(&self, i: usize) -> &FileBundle {
        self.files[i].bundle.get_or_init(|| {
            let mut closure = vec![i];
            let mut next = 0;
            while let Some(&f) = closure.get(next) {
                for &used in &self.parsed(f).uses {
                    if !closure.contains(&used) {
                        closure.push(used);
                    }
                }
                next += 1;
            }
            closure.sort_unstable();
            let mut bundle = FluentBundle::new_concurrent(vec![self.id.clone()]);
            bundle.set_use_isolating(false);
            for f in closure {
                // An id defined twice is reported by `load_all`; the first definition wins
                // here as in a bundle of every file.
                let _ = bundle.add_resource(Arc::clone(&self.parsed(f).resource));
            }
            let file = &self.files[i];
            let lacking = match file.ids {
                Some(ids) => ids.iter().map(|&id| Cow::Borrowed(id)).collect::<Vec<_>>(),
                None => super::entries::entry_ids(&file.text).into_iter().map(|id| Cow::Owned(id.to_owned())).collect(),
            }
            .into_iter()
            .filter(|id| !id.starts_with('-') && !bundle.has_message(id))
            .map(Cow::into_owned)
            .collect();
            FileBundle { bundle, lacking }
        })
    }

    /// The bundle that has message `id`, if the locale has it: that of the file defining it
    /// (found by the index, without asking the bundle again) — or, should that file's entry
    /// not have parsed, a bundle of every file, as if they had all been loaded at once.
    #[inline]
    pub(super) fn bundle_with(&self, id: &str) -> Option<&Bundle> {
        if id.starts_with('-') {
            // A term's id: no message has it.
            return None;
        }
        let file = *self.ready().index.get(id)?;
        let found = self.bundle_of_file(file);
        if found.lacking.is_empty() || !found.lacking.iter().any(|l| l == id) {
            return Some(&found.bundle);
        }
        let all = self.all.get_or_init(|| {
            let mut all = FluentBundle::new_concurrent(vec![self.id.clone()]);
            all.set_use_isolating(false);
            for i in 0..self.files.len() {
                let _ = all.add_resource(Arc::clone(&self.parsed(i).resource));
            }
            all
        });
        all.has_message(id).then_some(all)
    }

    /// Whether the locale has message `id`.
    #[inline]
    pub(super) fn has_message(&self, id: &str) -> bool {
        self.bundle_with(id).is_some()
    }

    /// The grammatical forms of each piece's name (`piece-<role>` messages).
    pub(super) fn pieces(&self) -> &HashMap<Role, PieceForms> {
        self.pieces.get_or_init(|| super::piece_forms(self, &mut Vec::new()))
    }

    /// Parses every file now, returning every problem found: syntax errors, ids defined
    /// twice, piece names without their forms.
    pub(super) fn load_all(&self) -> Vec<LoadError> {
        let mut errors = Vec::new();
        let mut all = FluentBundle::new_concurrent(vec![self.id.clone()]);
        for (i, file) in self.files.iter().enumerate() {
            let parsed = self.parsed(i);
            errors.extend(parsed.errors.iter().cloned());
            if let Err(errs) = all.add_resource(Arc::clone(&parsed.resource)) {
                for e in errs {
                    errors.push(LoadError { file: file.path.to_string(), message: e.to_string() });
                }
            }
            self.bundle_of_file(i);
        }
        let mut piece_errors = Vec::new();
        let pieces = super::piece_forms(self, &mut piece_errors);
        errors.extend(piece_errors);
        let _ = self.pieces.set(pieces);
        errors
    }

    /// How many of its files have been parsed.
    #[cfg(test)]
    pub(super) fn parsed_files(&self) -> usize {
        self.files.iter().filter(|f| f.parsed.get().is_some()).count()
    }

    /// How many files it has.
    #[cfg(test)]
    pub(super) fn file_count(&self) -> usize {
        self.files.len()
    }
}

/// Every message (by id) and term (by id after a `-`) that `pattern` references.
fn pattern_references(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_references(expression, out);
        }
    }
}

fn expression_references(expression: &ast::Expression<&str>, out: &mut Vec<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_references(selector, out);
            for variant in variants {
                pattern_references(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_references(inline, out),
    }
}

fn inline_references(inline: &ast::InlineExpression<&str>, out: &mut Vec<String>) {
    match inline {
        ast::InlineExpression::MessageReference { id, .. } => out.push(id.name.to_owned()),
        ast::InlineExpression::TermReference { id, arguments, .. } => {
            out.push(format!("-{}", id.name));
            if let Some(arguments) = arguments {
                arguments_references(arguments, out);
            }
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => arguments_references(arguments, out),
        ast::InlineExpression::Placeable { expression } => expression_references(expression, out),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::VariableReference { .. } => {}
    }
}

fn arguments_references(arguments: &ast::CallArguments<&str>, out: &mut Vec<String>) {
    for inline in arguments.positional.iter().chain(arguments.named.iter().map(|n| &n.value)) {
        inline_references(inline, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_that_does_not_parse_is_found_where_a_bundle_of_every_file_finds_it() {
        // `twice` is junk in the first file that lists it, a message in the second: a bundle
        // of every file has the second's, and so does the lazy locale.
        let files = [("xx/a.ftl", "twice\nok = A\n"), ("xx/b.ftl", "twice = B\n")];
        let locale = Locale::new(
            "en".parse().unwrap(),
            files.iter().map(|&(p, t)| (Cow::Borrowed(p), Cow::Borrowed(t), None)).collect(),
        );
        let bundle = locale.bundle_with("twice").expect("b.ftl defines it");
        let mut errors = Vec::new();
        let text = bundle.format_pattern(bundle.get_message("twice").unwrap().value().unwrap(), None, &mut errors);
        assert_eq!(text, "B");
        assert!(locale.bundle_with("ok").is_some());
        assert!(!locale.load_all().is_empty(), "the junk is reported");
    }

    #[test]
    fn a_file_is_bundled_with_every_file_it_reaches() {
        let files = [
            ("xx/a.ftl", "a = { -b } and { c }\n"),
            ("xx/b.ftl", "-b = B { d }\n"),
            ("xx/c.ftl", "c = C { $x ->\n        [one] { e }\n       *[other] none\n    }\n"),
            ("xx/d.ftl", "d = D\n"),
            ("xx/e.ftl", "e = E\n"),
            ("xx/f.ftl", "f = F\n"),
        ];
        let locale = Locale::new(
            "en".parse().unwrap(),
            files.iter().map(|&(p, t)| (Cow::Borrowed(p), Cow::Borrowed(t), None)).collect(),
        );
        assert_eq!(locale.parsed_files(), 0);
        let bundle = locale.bundle_with("a").expect("a is defined");
        for id in ["a", "c", "d", "e"] {
            assert!(bundle.has_message(id), "{id}");
        }
        assert!(!bundle.has_message("f"), "f.ftl is not reached");
        assert_eq!(locale.parsed_files(), 5);
        let mut errors = Vec::new();
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("x", "one");
        let text = bundle.format_pattern(bundle.get_message("a").unwrap().value().unwrap(), Some(&args), &mut errors);
        assert_eq!(text, "B D and C E");
        assert!(errors.is_empty(), "{errors:?}");
        assert!(locale.bundle_with("nothing").is_none());
        assert!(locale.bundle_with("-b").is_none(), "a term is no message");
        assert!(locale.load_all().is_empty());
        assert_eq!(locale.parsed_files(), locale.file_count());
    }
}
