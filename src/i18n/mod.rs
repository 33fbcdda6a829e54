//! Localization with Fluent: one thread-safe set of bundles per process, embedded at build
//! time from `locales/<locale>/*.ftl` (a new folder is picked up with no code change),
//! negotiated with fluent-langneg, the fallback chain ending in `en-US`.
//!
//! Every typed value the engine produces — a [`Violation`](crate::Violation), an
//! [`IllegalPositionReason`](crate::IllegalPositionReason), a parse error — becomes a
//! [`Message`]: a message id chosen by an explicit `match`, and its facts as arguments.
//! Pieces are passed as [`Arg::Role`], which the localizer expands into every grammatical
//! form the locale's `piece-<role>` message declares (`$piece`, `$piece-genitive`,
//! `$piece-instrumental`, …, `$piece-gender`, `$piece-title`), so that Russian sentences
//! can decline nouns and make verbs agree («ладья связана», «конь связан»).
//!
//! ```
//! use arbiter::i18n::{Arg, Lang, Localizer, Message};
//! use arbiter::Role;
//!
//! let l10n = Localizer::global();
//! let ru = l10n.negotiate(&["ru"]).unwrap();
//! let msg = Message::new("piece-in-words").arg("piece", Arg::Role(Role::Rook));
//! assert_eq!(l10n.format(&ru, &msg), "ладья");
//! ```

mod entries;
mod env;
pub mod game;
mod locale;
mod messages;
pub(crate) use messages::known;
pub mod session;
mod template;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

use fluent_bundle::{FluentArgs, FluentValue};
use rustc_hash::FxHashMap;
use unic_langid::LanguageIdentifier;

use crate::{Color, Role, Square};
use locale::{Bundle, Locale};
use template::{Found, Key, Value, Values};

pub use env::locale_from_env;
pub use messages::{
    Citation, Explanation, Localize, Ruled, Sentence, cite, cite_article, cite_both, explain, with_citation,
};
pub(crate) use messages::{citation_message, io_dir_reason, io_write_reason, touch_error};

/// The grammatical cases a piece name is declined in. English uses one form for all.
pub const CASES: [&str; 6] = ["nominative", "genitive", "dative", "accusative", "instrumental", "prepositional"];

/// The locale every fallback chain ends in.
pub const DEFAULT_LOCALE: &str = "en-US";

/// A message to format: its id and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// The Fluent message id.
    pub id: &'static str,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

/// A message argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text passed as is (a FEN fragment, a move as typed).
    Text(String),
    /// A number (counts select plural forms).
    Number(i64),
    /// A piece, expanded into its grammatical forms (see the module docs).
    Role(Role),
    /// A colour, passed as `white` / `black` for selectors.
    Color(Color),
    /// A square, `e4`.
    Square(Square),
    /// Squares, joined as the locale joins a list (`b1 and f1`, «b1 и f1»).
    Squares(Vec<Square>),
    /// Another message, formatted first.
    Message(Box<Message>),
    /// Another message, formatted first, that continues a sentence after a colon
    /// (`error: …`, «ошибка: …»): its first letter is lowered unless it starts an
    /// abbreviation («Неверная запись FEN» → «неверная запись FEN»; «FEN пуст» stays).
    Clause(Box<Message>),
    /// A keyword for selectors (`kingside`, `placement`…).
    Keyword(&'static str),
    /// Moves in algebraic notation, written in the locale's letters and joined as
    /// alternatives (`Nf3 or Nh3`, «Кf3 или Кh3»).
    Moves(Vec<crate::notation::San>),
    /// Moves as [`Arg::Moves`] has them, in long algebraic notation where they name their
    /// square of departure (`Ng1-f3 or Nb1-c3`, «Кg1-f3 или Кb1-c3»; [`San::write_long`]).
    ///
    /// [`San::write_long`]: crate::notation::San::write_long
    LongMoves(Vec<crate::notation::San>),
    /// Names as the input spells them (JSON keys, query parameters), each in the locale's
    /// quotation marks (message `quoted-name`: `“fen”`, «fen») and joined with commas.
    Names(Vec<String>),
}

/// `text` as the continuation of a sentence: the first letter lowered when the second is not
/// a capital (an abbreviation such as FEN or UCI keeps its capitals) and the first word is
/// not one of `keep` (the words the language always writes with a capital: English
/// "White", "Black").
fn clause(text: String, keep: &[String]) -> String {
    let first_word = text.split(|c: char| !c.is_alphanumeric()).next().unwrap_or_default();
    // A move or a square is not a word: `Кf3`, `Nc3`, `O-O` keep their letters.
    let a_move = first_word.chars().any(|c| c.is_ascii_digit()) || text.starts_with("O-O");
    if a_move || keep.iter().any(|k| k == first_word) {
        return text;
    }
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(first), second) if first.is_uppercase() && !second.is_some_and(char::is_uppercase) => {
            first.to_lowercase().chain(text[first.len_utf8()..].chars()).collect()
        }
        _ => text,
    }
}

/// The most characters of a user's input that a message quotes: longer input is cut,
/// ending in `…`, so that a 3 MB line of garbage is not echoed back whole.
pub const MAX_QUOTED_CHARS: usize = 40;

impl Arg {
    /// Text the user wrote, quoted in a message: at most [`MAX_QUOTED_CHARS`] characters.
    ///
    /// ```
    /// use arbiter::i18n::{Arg, MAX_QUOTED_CHARS};
    ///
    /// assert_eq!(Arg::input("Nf3"), Arg::Text("Nf3".into()));
    /// let Arg::Text(cut) = Arg::input(&"x".repeat(1000)) else { unreachable!() };
    /// assert_eq!(cut.chars().count(), MAX_QUOTED_CHARS + 1);
    /// assert!(cut.ends_with('…'));
    /// ```
    pub fn input(text: &str) -> Arg {
        match text.char_indices().nth(MAX_QUOTED_CHARS) {
            None => Arg::Text(text.to_owned()),
            Some((cut, _)) => Arg::Text(format!("{}…", &text[..cut])),
        }
    }

    /// Names as the input spells them (JSON keys, query parameters), for a list the locale
    /// quotes ([`Arg::Names`]).
    ///
    /// ```
    /// use arbiter::i18n::Arg;
    ///
    /// assert_eq!(Arg::names(&["fen", "move"]), Arg::Names(vec!["fen".into(), "move".into()]));
    /// ```
    pub fn names<S: AsRef<str>>(names: &[S]) -> Arg {
        Arg::Names(names.iter().map(|name| name.as_ref().to_owned()).collect())
    }
}

impl Message {
    /// A message without arguments (room for eight: a violation's message has up to
    /// seven, and growing the list twice cost more than the room).
    pub fn new(id: &'static str) -> Message {
        Message { id, args: Vec::with_capacity(8) }
    }

    /// Adds an argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: Arg) -> Message {
        self.args.push((name, value));
        self
    }
}

/// A negotiated language: the fallback chain of loaded locales, best first, ending in
/// `en-US`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lang {
    chain: Vec<usize>,
    id: LanguageIdentifier,
}

impl Lang {
    /// The best locale of the chain, e.g. `ru`.
    pub fn id(&self) -> &LanguageIdentifier {
        &self.id
    }

    /// The language subtag, e.g. `ru` or `en`.
    pub fn language(&self) -> &str {
        self.id.language.as_str()
    }
}

struct PieceForms {
    cases: Vec<String>,
    gender: String,
    title: String,
}

/// Problems found while loading the locales (syntax errors, duplicate ids).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// `en-US/violations.ftl`.
    pub file: String,
    /// What is wrong.
    pub message: String,
}

/// The loaded locales. Thread-safe: one localizer serves every thread.
pub struct Localizer {
    locales: Vec<Locale>,
    default: usize,
    /// The alphabet of each fallback chain asked for, made once.
    alphabets: RwLock<FxHashMap<Vec<usize>, crate::notation::Alphabet>>,
    /// Per fallback chain, the citation of each rule in each edition, made once.
    citations: RwLock<CitationMemo>,
}

type CitationMemo = FxHashMap<Vec<usize>, FxHashMap<(crate::RuleId, crate::Edition), messages::CitedRule>>;

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer").field("locales", &self.available()).finish()
    }
}

impl Localizer {
    /// The locales embedded at build time, each file parsed the first time a message needs
    /// it (`locale.rs`): a process that speaks one language parses only the files its
    /// sentences use, and one that says nothing (`--version`) none.
    ///
    /// They are checked by the test suite (`Localizer::load` must return no error), so a
    /// released build always loads; should a file be broken anyway, its messages are left
    /// out and formatting falls back to `en-US`.
    pub fn global() -> &'static Localizer {
        static L10N: OnceLock<Localizer> = OnceLock::new();
        L10N.get_or_init(|| {
            let files = crate::embedded::LOCALE_FILES
                .iter()
                .zip(crate::embedded::LOCALE_ENTRIES)
                .map(|(&(path, text), &ids)| (Cow::Borrowed(path), Cow::Borrowed(text), Some(ids)));
            Localizer::of_files(files).0
        })
    }

    /// Loads `(path, text)` pairs, the path being `<locale>/<file>.ftl`, every file parsed
    /// at once. Returns the localizer and every problem found.
    pub fn load<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> (Localizer, Vec<LoadError>) {
        let files =
            files.into_iter().map(|(path, text)| (Cow::Owned(path.to_owned()), Cow::Owned(text.to_owned()), None));
        let (l10n, mut errors) = Localizer::of_files(files);
        for locale in &l10n.locales {
            errors.extend(locale.load_all());
        }
        (l10n, errors)
    }

    /// The locales of `files`, none of them parsed yet, and the paths that name no locale.
    fn of_files(files: impl IntoIterator<Item = locale::LocaleFile>) -> (Localizer, Vec<LoadError>) {
        let mut errors = Vec::new();
        let mut by_locale: Vec<(LanguageIdentifier, Vec<locale::LocaleFile>)> = Vec::new();
        for file in files {
            let Some(id) = locale_of_path(&file.0, &mut errors) else {
                continue;
            };
            match by_locale.iter_mut().find(|(l, _)| *l == id) {
                Some((_, files)) => files.push(file),
                None => by_locale.push((id, vec![file])),
            }
        }
        let mut locales: Vec<Locale> = by_locale.into_iter().map(|(id, files)| Locale::new(id, files)).collect();
        if !locales.iter().any(|l| l.id == DEFAULT_LOCALE) {
            errors.push(LoadError { file: DEFAULT_LOCALE.into(), message: "the default locale is missing".into() });
            locales.push(Locale::new(DEFAULT_LOCALE.parse().unwrap_or_default(), Vec::new()));
        }
        let default = locales.iter().position(|l| l.id == DEFAULT_LOCALE).unwrap_or(0);
        let memo = (RwLock::new(FxHashMap::default()), RwLock::new(FxHashMap::default()));
        (Localizer { locales, default, alphabets: memo.0, citations: memo.1 }, errors)
    }

    /// The loaded locales, e.g. `["en-US", "ru"]`.
    pub fn available(&self) -> Vec<String> {
        self.locales.iter().map(|l| l.id.to_string()).collect()
    }

    /// The languages as `--lang` takes them, e.g. `["en", "ru"]`: what an error offers the
    /// reader to type (review 23a, G-12).
    pub fn languages(&self) -> Vec<String> {
        self.locales.iter().map(|l| l.id.language.as_str().to_owned()).collect()
    }

    /// The best match for the requested locales (`ru-RU`, `ru`, `en`…), or `None` when
    /// none of them is available or none parses. The chain always ends in `en-US`.
    pub fn negotiate<S: AsRef<str>>(&self, requested: &[S]) -> Option<Lang> {
        // A POSIX locale as the environment writes it (`ru_RU.UTF-8`, `ru_RU@euro`) names the
        // language as `ru-RU` does (review 32a, G-1).
        let requested: Vec<LanguageIdentifier> = requested
            .iter()
            .filter_map(|r| r.as_ref().split(['.', '@']).next().unwrap_or("").trim().replace('_', "-").parse().ok())
            .collect();
        let available: Vec<&LanguageIdentifier> = self.locales.iter().map(|l| &l.id).collect();
        let matched = fluent_langneg::negotiate_languages(
            &requested,
            &available,
            None,
            fluent_langneg::NegotiationStrategy::Filtering,
        );
        if matched.is_empty() {
            return None;
        }
        let mut chain: Vec<usize> =
            matched.iter().filter_map(|m| self.locales.iter().position(|l| &l.id == **m)).collect();
        if !chain.contains(&self.default) {
            chain.push(self.default);
        }
        let id = self.locales[chain[0]].id.clone();
        Some(Lang { chain, id })
    }

    /// English (`en-US`).
    pub fn english(&self) -> Lang {
        Lang { chain: vec![self.default], id: self.locales[self.default].id.clone() }
    }

    /// The language the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG; `C`
    /// and `POSIX` mean English), English when none is available.
    pub fn from_env(&self) -> Lang {
        let wanted = locale_from_env(|k| std::env::var(k).ok());
        self.negotiate(&wanted).unwrap_or_else(|| self.english())
    }

    /// Whether some locale of the chain has the message.
    pub fn has_message(&self, lang: &Lang, id: &str) -> bool {
        lang.chain.iter().any(|&i| self.locales[i].has_message(id))
    }

    /// Formats the message `id`, which takes no arguments, when some locale of the chain
    /// has it (for ids made at run time, such as the help texts of `src/cli/help.rs`).
    pub fn text(&self, lang: &Lang, id: &str) -> Option<String> {
        let bundle = lang.chain.iter().find_map(|&i| self.locales[i].bundle_with(id))?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors).into_owned();
        if cfg!(debug_assertions) && !errors.is_empty() {
            eprintln!("arbiter: formatting `{id}` in {}: {errors:?}", lang.id);
        }
        Some(text)
    }

    /// Formats a message. Formatting errors are never silent: in debug builds they are
    /// printed to stderr, and [`Localizer::try_format`] returns them (the tests fail on
    /// any).
    pub fn format(&self, lang: &Lang, msg: &Message) -> String {
        match self.try_format(lang, msg) {
            Ok(s) => s,
            Err((s, errors)) => {
                if cfg!(debug_assertions) {
                    eprintln!("arbiter: formatting `{}` in {}: {}", msg.id, lang.id, errors.join("; "));
                }
                s
            }
        }
    }

    /// Formats a message, returning the text and the errors when any occurred.
    pub fn try_format(&self, lang: &Lang, msg: &Message) -> Result<String, (String, Vec<String>)> {
        let mut errors = Vec::new();
        let text = self.format_into(lang, msg, &mut errors);
        if errors.is_empty() { Ok(text) } else { Err((text, errors)) }
    }

    fn format_into(&self, lang: &Lang, msg: &Message, errors: &mut Vec<String>) -> String {
        let Some(found) = self.locale_of(lang, msg.id) else {
            errors.push(format!("no message `{}`", msg.id));
            return msg.id.to_owned();
        };
        let values = self.values(lang, msg, errors);
        self.format_values(found, msg.id, &values, errors)
    }

    /// The first locale of the chain that has message `id`, with its bundle that has it.
    fn locale_of(&self, lang: &Lang, id: &str) -> Option<(&Locale, &Bundle)> {
        lang.chain.iter().find_map(|&i| {
            let locale = &self.locales[i];
            locale.bundle_with(id).map(|bundle| (locale, bundle))
        })
    }

    /// Formats a message whose arguments are all text, without making a [`Message`] of
    /// them (the joining of a sentence and its citation, for instance).
    pub(crate) fn format_texts(&self, lang: &Lang, id: &'static str, texts: &[(&'static str, &str)]) -> String {
        let values = Values::collect(texts.iter().map(|&(name, text)| (name, Value::Text(Cow::Borrowed(text)))));
        let mut errors = Vec::new();
        let text = match self.locale_of(lang, id) {
            Some(found) => self.format_values(found, id, &values, &mut errors),
            None => {
                errors.push(format!("no message `{id}`"));
                id.to_owned()
            }
        };
        if cfg!(debug_assertions) && !errors.is_empty() {
            eprintln!("arbiter: formatting `{id}` in {}: {}", lang.id, errors.join("; "));
        }
        text
    }

    /// Message `id`, all of whose arguments are text, split where text argument `hole`
    /// goes: what comes before it and after it, the other arguments filled in. For a message
    /// formatted many times with only that argument changing (a sentence joined to a fixed
    /// citation). `None` when the message cannot be split so (then format it whole).
    pub(crate) fn split_around(
        &self,
        lang: &Lang,
        id: &'static str,
        texts: &[(&'static str, &str)],
        hole: usize,
    ) -> Option<(String, String)> {
        let found = self.locale_of(lang, id)?;
        let locale = found.0;
        if !locale.templates().enabled() {
            return None;
        }
        let values = Values::collect(texts.iter().map(|&(name, text)| (name, Value::Text(Cow::Borrowed(text)))));
        let key = Key::new(id, &values)?;
        // Formatted once, so that the template exists if it can.
        let mut errors = Vec::new();
        self.format_values(found, id, &values, &mut errors);
        if !errors.is_empty() {
            return None;
        }
        locale.templates().split_at_hole(&key, &values, hole)
    }

    /// Formats message `id` of `locale` (in `bundle`, which has it) with `values`: from its
    /// template when Fluent has resolved it with the same choices before (`template.rs`),
    /// through Fluent otherwise.
    fn format_values(
        &self,
        (locale, bundle): (&Locale, &Bundle),
        id: &'static str,
        values: &[(&'static str, Value<'_>)],
        errors: &mut Vec<String>,
    ) -> String {
        let pattern = || bundle.get_message(id).and_then(|m| m.value());
        let msg_id = id;
        let templates = locale.templates();
        if templates.enabled()
            && let Some(key) = Key::new(id, values)
        {
            match templates.lookup(&key, values) {
                Found::Written(text) => return text,
                Found::Direct => {}
                Found::Missing => {
                    // Formatted once with markers for the text arguments; kept unless
                    // anything went wrong (then formatted again below, reporting it).
                    let mut problems = Vec::new();
                    if let Some(pattern) = pattern()
                        && let Some(args) = self.fluent_args(locale, values, true, &mut problems)
                    {
                        let mut fluent_errors = Vec::new();
                        let marked = bundle.format_pattern(pattern, Some(&args), &mut fluent_errors);
                        if problems.is_empty()
                            && fluent_errors.is_empty()
                            && let Some(text) = templates.insert(&key, bundle, msg_id, &marked, values)
                        {
                            return text;
                        }
                    }
                }
            }
        }
        let Some(pattern) = pattern() else {
            errors.push(format!("message `{id}` has no value"));
            return id.to_owned();
        };
        let args = self.fluent_args(locale, values, false, errors).unwrap_or_default();
        let mut fluent_errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut fluent_errors);
        errors.extend(fluent_errors.iter().map(|e| format!("{}: {e}", msg_id)));
        text.into_owned()
    }

    /// The arguments of `msg` as the formatter sees them: the ones that choose, and text
    /// (squares, lists, moves and nested messages written out in `lang`).
    fn values<'m>(&self, lang: &Lang, msg: &'m Message, errors: &mut Vec<String>) -> Values<'m> {
        Values::collect(msg.args.iter().map(|(name, arg)| {
            let value = match arg {
                Arg::Number(_) | Arg::Role(_) | Arg::Color(_) | Arg::Keyword(_) => Value::Choice(arg),
                Arg::Text(s) => Value::Text(Cow::Borrowed(s)),
                Arg::Square(sq) => Value::Text(Cow::Borrowed(sq.name())),
                Arg::Squares(list) => {
                    let items: Vec<String> = list.iter().map(Square::to_string).collect();
                    Value::Text(Cow::Owned(self.join(lang, items, errors)))
                }
                Arg::Message(m) => Value::Text(Cow::Owned(self.format_into(lang, m, errors))),
                Arg::Clause(m) => Value::Text(Cow::Owned(self.continuation(lang, self.format_into(lang, m, errors)))),
                Arg::Moves(list) | Arg::LongMoves(list) => {
                    let long = matches!(arg, Arg::LongMoves(_));
                    let items: Vec<String> = self.with_alphabet(lang, |a| {
                        list.iter().map(|san| if long { san.write_long(a) } else { san.write(a) }).collect()
                    });
                    Value::Text(Cow::Owned(self.join_with(lang, items, "list-last-or-separator", errors)))
                }
                Arg::Names(list) => {
                    let sep = self.format_into(lang, &Message::new("list-separator"), errors);
                    let items: Vec<String> = list
                        .iter()
                        .map(|name| {
                            self.format_into(lang, &Message::new("quoted-name").arg("name", Arg::input(name)), errors)
                        })
                        .collect();
                    Value::Text(Cow::Owned(items.join(&sep)))
                }
            };
            (*name, value)
        }))
    }

    /// Fluent's arguments for `values`; with `marked`, each text argument is replaced by its
    /// marker (`None` when there are more text arguments than markers).
    fn fluent_args<'a>(
        &'a self,
        locale: &'a Locale,
        values: &'a [(&'static str, Value<'_>)],
        marked: bool,
        errors: &mut Vec<String>,
    ) -> Option<FluentArgs<'a>> {
        let mut args = FluentArgs::with_capacity(values.len() * 2);
        for (i, (name, value)) in values.iter().enumerate() {
            let name: &'static str = name;
            match value {
                Value::Text(text) if marked => args.set(name, FluentValue::from(template::marker(i)?.to_string())),
                Value::Text(text) => args.set(name, FluentValue::from(&**text)),
                Value::Choice(Arg::Number(n)) => args.set(name, FluentValue::from(*n)),
                Value::Choice(Arg::Color(c)) => args.set(name, FluentValue::from(c.name())),
                Value::Choice(Arg::Keyword(k)) => args.set(name, FluentValue::from(*k)),
                Value::Choice(Arg::Role(role)) => {
                    match locale.pieces().get(role).or_else(|| self.locales[self.default].pieces().get(role)) {
                        Some(forms) => {
                            args.set(name, FluentValue::from(forms.cases[0].as_str()));
                            for (case, form) in CASES.iter().zip(&forms.cases).skip(1) {
                                args.set(Cow::Owned(format!("{name}-{case}")), FluentValue::from(form.as_str()));
                            }
                            args.set(Cow::Owned(format!("{name}-gender")), FluentValue::from(forms.gender.as_str()));
                            args.set(Cow::Owned(format!("{name}-title")), FluentValue::from(forms.title.as_str()));
                            args.set(Cow::Owned(format!("{name}-role")), FluentValue::from(role.name()));
                        }
                        None => errors.push(format!("no forms for the {role}")),
                    }
                }
                Value::Choice(_) => {}
            }
        }
        Some(args)
    }

    /// Runs `f` with what citing `rule` in `edition` takes in `lang`, made by `make` the
    /// first time.
    fn with_cited_rule<T>(
        &self,
        lang: &Lang,
        rule: crate::RuleId,
        edition: crate::Edition,
        make: impl FnOnce() -> messages::CitedRule,
        f: impl FnOnce(&messages::CitedRule) -> T,
    ) -> T {
        if let Ok(memo) = self.citations.read()
            && let Some(cited) = memo.get(lang.chain.as_slice()).and_then(|m| m.get(&(rule, edition)))
        {
            return f(cited);
        }
        let cited = make();
        let out = f(&cited);
        if let Ok(mut memo) = self.citations.write() {
            memo.entry(lang.chain.clone()).or_default().insert((rule, edition), cited);
        }
        out
    }

    /// Runs `f` with the alphabet of `lang`, made once per fallback chain.
    fn with_alphabet<T>(&self, lang: &Lang, f: impl FnOnce(&crate::notation::Alphabet) -> T) -> T {
        if let Ok(memo) = self.alphabets.read()
            && let Some(alphabet) = memo.get(&lang.chain)
        {
            return f(alphabet);
        }
        let alphabet = self.make_alphabet(lang);
        let out = f(&alphabet);
        if let Ok(mut memo) = self.alphabets.write() {
            memo.insert(lang.chain.clone(), alphabet);
        }
        out
    }

    /// The piece letters and castling marks of algebraic notation in `lang` (Appendix
    /// C.2–C.3), from the `.letter` attributes of `piece-<role>` and `notation-castling`.
    pub fn alphabet(&self, lang: &Lang) -> crate::notation::Alphabet {
        self.with_alphabet(lang, Clone::clone)
    }

    fn make_alphabet(&self, lang: &Lang) -> crate::notation::Alphabet {
        let english = crate::notation::Alphabet::english();
        let attr = |id: &str, attr: &str| -> Option<String> {
            lang.chain.iter().find_map(|&i| {
                let bundle = self.locales[i].bundle_with(id)?;
                let pattern = bundle.get_message(id)?.get_attribute(attr)?.value();
                let mut errors = Vec::new();
                Some(bundle.format_pattern(pattern, None, &mut errors).into_owned())
            })
        };
        let roles = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
        let pieces = roles
            .map(|r| attr(&format!("piece-{}", r.name()), "letter").unwrap_or_else(|| english.letter(r).to_owned()));
        let castling = [("kingside", 0), ("queenside", 1)]
            .map(|(side, i)| attr("notation-castling", side).unwrap_or_else(|| english.castling[i].clone()));
        crate::notation::Alphabet { pieces, castling }
    }

    /// The alphabet of `lang` first, then those of every other loaded locale (for reading
    /// notation written in any of them).
    pub fn alphabets(&self, lang: &Lang) -> Vec<crate::notation::Alphabet> {
        let mut out = vec![self.alphabet(lang)];
        for i in 0..self.locales.len() {
            let other = Lang { chain: vec![i, self.default], id: self.locales[i].id.clone() };
            let a = self.alphabet(&other);
            if !out.contains(&a) {
                out.push(a);
            }
        }
        out
    }

    /// `text`, a sentence, written as the continuation of another (after a colon or «; »):
    /// its first letter lowered, unless the first word is an abbreviation or one of the
    /// words message `sentence-continuation-keep` lists (English "White", "Black").
    pub fn continuation(&self, lang: &Lang, text: String) -> String {
        let keep = self.text(lang, "sentence-continuation-keep").unwrap_or_default();
        let keep: Vec<String> = keep.split_whitespace().map(str::to_owned).collect();
        clause(text, &keep)
    }

    /// Joins items as the locale writes a list: `a`, `a and b`, `a, b and c`.
    pub fn join(&self, lang: &Lang, items: Vec<String>, errors: &mut Vec<String>) -> String {
        self.join_with(lang, items, "list-last-separator", errors)
    }

    /// Joins alternatives, one of which is chosen: `a`, `a or b`, `a, b or c`.
    pub fn join_or(&self, lang: &Lang, items: Vec<String>, errors: &mut Vec<String>) -> String {
        self.join_with(lang, items, "list-last-or-separator", errors)
    }

    fn join_with(&self, lang: &Lang, items: Vec<String>, last_id: &'static str, errors: &mut Vec<String>) -> String {
        match items.len() {
            0 => String::new(),
            1 => items.into_iter().next().unwrap_or_default(),
            n => {
                let sep = self.format_into(lang, &Message::new("list-separator"), errors);
                let last = self.format_into(lang, &Message::new(last_id), errors);
                let head = items[..n - 1].join(&sep);
                format!("{head}{last}{}", items[n - 1])
            }
        }
    }
}

/// The locale of a file `<locale>/<file>.ftl`: `None` for a path without a folder, and for
/// a folder that names no locale (an error then).
fn locale_of_path(path: &str, errors: &mut Vec<LoadError>) -> Option<LanguageIdentifier> {
    let (locale, _) = path.split_once('/')?;
    match locale.parse::<LanguageIdentifier>() {
        Ok(id) => Some(id),
        Err(_) => {
            errors.push(LoadError { file: path.to_owned(), message: format!("`{locale}` is not a locale") });
            None
        }
    }
}

/// Reads `piece-<role>` messages: value = nominative, attributes = the other cases,
/// `.gender`.
fn piece_forms(locale: &Locale, errors: &mut Vec<LoadError>) -> HashMap<Role, PieceForms> {
    let id = &locale.id;
    let mut out = HashMap::new();
    for role in Role::ALL {
        let msg_id = format!("piece-{}", role.name());
        let Some((bundle, msg)) = locale.bundle_with(&msg_id).and_then(|b| Some((b, b.get_message(&msg_id)?))) else {
            // The chain falls back to en-US for a locale without piece names.
            continue;
        };
        let mut fluent_errors = Vec::new();
        let mut format = |p| bundle.format_pattern(p, None, &mut fluent_errors).into_owned();
        let Some(nominative) = msg.value().map(&mut format) else {
            continue;
        };
        let mut cases = vec![nominative.clone()];
        for case in &CASES[1..] {
            cases.push(msg.get_attribute(case).map(|a| format(a.value())).unwrap_or_else(|| nominative.clone()));
        }
        let gender = msg.get_attribute("gender").map(|a| format(a.value())).unwrap_or_else(|| "masculine".into());
        let mut chars = nominative.chars();
        let title = chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default();
        for e in fluent_errors {
            errors.push(LoadError { file: format!("{id}/pieces.ftl"), message: e.to_string() });
        }
        out.insert(role, PieceForms { cases, gender, title });
    }
    out
}

#[cfg(test)]
mod tests;
