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

mod env;
pub mod game;
mod messages;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::{Color, Role, Square};

pub use env::locale_from_env;
pub use messages::{Citation, Explanation, Localize, Ruled, Sentence, cite, cite_article, explain, with_citation};

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
    /// A keyword for selectors (`kingside`, `placement`…).
    Keyword(&'static str),
    /// Moves in algebraic notation, written in the locale's letters and joined as
    /// alternatives (`Nf3 or Nh3`, «Кf3 или Кh3»).
    Moves(Vec<crate::notation::San>),
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
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message { id, args: Vec::new() }
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

struct Locale {
    id: LanguageIdentifier,
    bundle: FluentBundle<FluentResource>,
    /// Per role: the forms of `CASES`, the gender, the capitalised nominative.
    pieces: HashMap<Role, PieceForms>,
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
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer").field("locales", &self.available()).finish()
    }
}

impl Localizer {
    /// The locales embedded at build time.
    ///
    /// They are checked by the test suite (`Localizer::load` must return no error), so a
    /// released build always loads; should a file be broken anyway, its messages are left
    /// out and formatting falls back to `en-US`.
    pub fn global() -> &'static Localizer {
        static L10N: OnceLock<Localizer> = OnceLock::new();
        L10N.get_or_init(|| Localizer::load(crate::embedded::LOCALE_FILES.iter().copied()).0)
    }

    /// Loads `(path, text)` pairs, the path being `<locale>/<file>.ftl`. Returns the
    /// localizer and every problem found.
    pub fn load<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> (Localizer, Vec<LoadError>) {
        let mut errors = Vec::new();
        let mut locales: Vec<Locale> = Vec::new();
        for (path, text) in files {
            let Some((locale, _)) = path.split_once('/') else {
                continue;
            };
            let Ok(id) = locale.parse::<LanguageIdentifier>() else {
                errors.push(LoadError { file: path.to_owned(), message: format!("`{locale}` is not a locale") });
                continue;
            };
            let index = match locales.iter().position(|l| l.id == id) {
                Some(i) => i,
                None => {
                    let mut bundle = FluentBundle::new_concurrent(vec![id.clone()]);
                    bundle.set_use_isolating(false);
                    locales.push(Locale { id: id.clone(), bundle, pieces: HashMap::new() });
                    locales.len() - 1
                }
            };
            let resource = match FluentResource::try_new(text.to_owned()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    for e in errs {
                        errors.push(LoadError { file: path.to_owned(), message: format!("{e:?}") });
                    }
                    r
                }
            };
            if let Err(errs) = locales[index].bundle.add_resource(resource) {
                for e in errs {
                    errors.push(LoadError { file: path.to_owned(), message: e.to_string() });
                }
            }
        }
        if !locales.iter().any(|l| l.id == DEFAULT_LOCALE) {
            errors.push(LoadError { file: DEFAULT_LOCALE.into(), message: "the default locale is missing".into() });
            let mut bundle = FluentBundle::new_concurrent(vec![DEFAULT_LOCALE.parse().unwrap_or_default()]);
            bundle.set_use_isolating(false);
            locales.push(Locale { id: DEFAULT_LOCALE.parse().unwrap_or_default(), bundle, pieces: HashMap::new() });
        }
        let default = locales.iter().position(|l| l.id == DEFAULT_LOCALE).unwrap_or(0);
        for locale in &mut locales {
            locale.pieces = piece_forms(&locale.bundle, &locale.id, &mut errors);
        }
        (Localizer { locales, default }, errors)
    }

    /// The loaded locales, e.g. `["en-US", "ru"]`.
    pub fn available(&self) -> Vec<String> {
        self.locales.iter().map(|l| l.id.to_string()).collect()
    }

    /// The best match for the requested locales (`ru-RU`, `ru`, `en`…), or `None` when
    /// none of them is available or none parses. The chain always ends in `en-US`.
    pub fn negotiate<S: AsRef<str>>(&self, requested: &[S]) -> Option<Lang> {
        let requested: Vec<LanguageIdentifier> =
            requested.iter().filter_map(|r| r.as_ref().replace('_', "-").parse().ok()).collect();
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
        lang.chain.iter().any(|&i| self.locales[i].bundle.has_message(id))
    }

    /// Formats the message `id`, which takes no arguments, when some locale of the chain
    /// has it (for ids made at run time, such as the help texts of `src/cli/help.rs`).
    pub fn text(&self, lang: &Lang, id: &str) -> Option<String> {
        let bundle = lang.chain.iter().map(|&i| &self.locales[i].bundle).find(|b| b.has_message(id))?;
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
        let Some(locale) = lang.chain.iter().map(|&i| &self.locales[i]).find(|l| l.bundle.has_message(msg.id)) else {
            errors.push(format!("no message `{}`", msg.id));
            return msg.id.to_owned();
        };
        let Some(pattern) = locale.bundle.get_message(msg.id).and_then(|m| m.value()) else {
            errors.push(format!("message `{}` has no value", msg.id));
            return msg.id.to_owned();
        };
        let args = self.fluent_args(lang, locale, msg, errors);
        let mut fluent_errors = Vec::new();
        let text = locale.bundle.format_pattern(pattern, Some(&args), &mut fluent_errors);
        errors.extend(fluent_errors.iter().map(|e| format!("{}: {e}", msg.id)));
        text.into_owned()
    }

    fn fluent_args<'a>(
        &'a self,
        lang: &Lang,
        locale: &'a Locale,
        msg: &Message,
        errors: &mut Vec<String>,
    ) -> FluentArgs<'a> {
        let mut args = FluentArgs::with_capacity(msg.args.len() * 2);
        for (name, value) in &msg.args {
            let name: &'static str = name;
            match value {
                Arg::Text(s) => args.set(name, FluentValue::from(s.clone())),
                Arg::Number(n) => args.set(name, FluentValue::from(*n)),
                Arg::Color(c) => args.set(name, FluentValue::from(c.name())),
                Arg::Keyword(k) => args.set(name, FluentValue::from(*k)),
                Arg::Square(sq) => args.set(name, FluentValue::from(sq.to_string())),
                Arg::Squares(list) => {
                    let items: Vec<String> = list.iter().map(Square::to_string).collect();
                    args.set(name, FluentValue::from(self.join(lang, items, errors)));
                }
                Arg::Message(m) => args.set(name, FluentValue::from(self.format_into(lang, m, errors))),
                Arg::Moves(list) => {
                    let alphabet = self.alphabet(lang);
                    let items: Vec<String> = list.iter().map(|san| san.write(&alphabet)).collect();
                    args.set(name, FluentValue::from(self.join_with(lang, items, "list-last-or-separator", errors)));
                }
                Arg::Role(role) => {
                    match locale.pieces.get(role).or_else(|| self.locales[self.default].pieces.get(role)) {
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
            }
        }
        args
    }

    /// The piece letters and castling marks of algebraic notation in `lang` (Appendix
    /// C.2–C.3), from the `.letter` attributes of `piece-<role>` and `notation-castling`.
    pub fn alphabet(&self, lang: &Lang) -> crate::notation::Alphabet {
        let english = crate::notation::Alphabet::english();
        let attr = |id: &str, attr: &str| -> Option<String> {
            lang.chain.iter().map(|&i| &self.locales[i].bundle).find_map(|bundle| {
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

    /// Joins items as the locale writes a list: `a`, `a and b`, `a, b and c`.
    pub fn join(&self, lang: &Lang, items: Vec<String>, errors: &mut Vec<String>) -> String {
        self.join_with(lang, items, "list-last-separator", errors)
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

/// Reads `piece-<role>` messages: value = nominative, attributes = the other cases,
/// `.gender`.
fn piece_forms(
    bundle: &FluentBundle<FluentResource>,
    id: &LanguageIdentifier,
    errors: &mut Vec<LoadError>,
) -> HashMap<Role, PieceForms> {
    let mut out = HashMap::new();
    for role in Role::ALL {
        let msg_id = format!("piece-{}", role.name());
        let Some(msg) = bundle.get_message(&msg_id) else {
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
