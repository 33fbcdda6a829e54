//! Resolved messages kept for reuse: what Fluent wrote for a message, with the places where
//! its text arguments went.
//!
//! A message's output depends on its arguments in two ways. Arguments that choose (a piece,
//! a colour, a keyword, a number: the values selectors, terms and functions look at) decide
//! which variants Fluent walks through; text arguments (squares, moves, nested messages, text
//! as typed) are written where a placeable `{ $name }` names them and do nothing else. So
//! Fluent formats a message once per combination of the choosing arguments, with a marker
//! in place of each text argument, and the result — literal text and holes — is kept: every
//! later formatting with those choices fills the holes with the text arguments. The output
//! is the one Fluent would have written, byte for byte, under two conditions checked when
//! the template is made: every text argument is referenced only as a plain placeable (in the
//! message and the messages it references; never in a selector, a term's or a function's
//! arguments), and the locale's own text contains none of the marker characters. A message
//! that fails either is formatted by Fluent every time, as are formattings that report an
//! error (so that the error is reported each time).
//!
//! The cache is per locale, split into shards behind read-write locks so that threads
//! formatting at once rarely touch the same lock, and bounded: past [`SHARD_CAPACITY`]
//! entries a shard takes no more, and the messages it has not seen are formatted by Fluent.

use std::borrow::Cow;
use std::hash::{BuildHasher, Hasher};
use std::sync::RwLock;

use fluent_syntax::ast;
use rustc_hash::{FxBuildHasher, FxHashMap};

use super::Arg;
use super::locale::Bundle;

/// The first marker character: text argument `i` is written as U+E000 + `i` (the Private
/// Use Area, which no message text of ours contains — checked per locale).
const MARKER: u32 = 0xE000;
/// The most text arguments a message may have to be kept as a template.
const MAX_TEXT_ARGS: usize = 0x100;
/// The longest key kept, in words (longer ones are formatted by Fluent each time).
const MAX_KEY_WORDS: usize = 28;
/// Shards per locale.
const SHARDS: usize = 16;
/// The most entries a shard keeps.
pub(super) const SHARD_CAPACITY: usize = 512;

/// An argument as the formatter sees it: one that chooses, or text to write.
pub(super) enum Value<'a> {
    /// A piece, colour, keyword or number: part of the template's key.
    Choice(&'a Arg),
    /// Text written where the message places it.
    Text(Cow<'a, str>),
}

/// The arguments of one formatting, on the stack when there are few (the large variant is
/// the point: it lives on the stack, in place of an allocation).
#[allow(clippy::large_enum_variant)]
pub(super) enum Values<'a> {
    Inline([(&'static str, Value<'a>); INLINE_VALUES], usize),
    Heap(Vec<(&'static str, Value<'a>)>),
}

/// Arguments held without allocating.
const INLINE_VALUES: usize = 8;

impl<'a> Values<'a> {
    #[inline(always)]
    pub(super) fn collect(items: impl ExactSizeIterator<Item = (&'static str, Value<'a>)>) -> Values<'a> {
        if items.len() > INLINE_VALUES {
            return Values::Heap(items.collect());
        }
        let mut array = std::array::from_fn(|_| ("", Value::Text(Cow::Borrowed(""))));
        let mut len = 0;
        for (slot, item) in array.iter_mut().zip(items) {
            *slot = item;
            len += 1;
        }
        Values::Inline(array, len)
    }
}

impl<'a> std::ops::Deref for Values<'a> {
    type Target = [(&'static str, Value<'a>)];
    fn deref(&self) -> &Self::Target {
        match self {
            Values::Inline(array, len) => &array[..*len],
            Values::Heap(items) => items,
        }
    }
}

/// A template's parts, in order.
enum Segment {
    Literal(Box<str>),
    Hole(usize),
}

enum Entry {
    /// Literal text and holes for the text arguments.
    Template(Box<[Segment]>),
    /// The message places a text argument where it could change what else is written: it
    /// is formatted by Fluent each time.
    Direct,
}

/// Part of a locale's templates, behind its own lock.
type Shard = RwLock<FxHashMap<Box<[u64]>, Entry>>;

/// One locale's templates.
pub(super) struct Templates {
    /// False when the locale's text contains marker characters.
    enabled: bool,
    shards: Box<[Shard]>,
}

/// The key of a formatting: message id, then each argument's name and, for the choosing
/// ones, value. Built on the stack, of machine words: the message id, the argument names
/// and keywords are `&'static str`, known by their address and length — two keys with the
/// same address hold the same text (static text never changes), so equal keys mean equal
/// formattings; the same text at two addresses only makes two entries.
pub(super) struct Key {
    words: [u64; MAX_KEY_WORDS],
    len: usize,
    hash: u64,
}

impl Key {
    /// The key of `id` with `values`, or `None` when it does not fit.
    #[inline(always)]
    pub(super) fn new(id: &'static str, values: &[(&'static str, Value<'_>)]) -> Option<Key> {
        let mut key = Key { words: [0; MAX_KEY_WORDS], len: 0, hash: 0 };
        key.push(id.as_ptr() as u64)?;
        key.push(id.len() as u64)?;
        for (name, value) in values {
            key.push(name.as_ptr() as u64)?;
            let packed = |tag: u64, payload: u64| name.len() as u64 | tag << 16 | payload << 24;
            match value {
                Value::Text(_) => key.push(packed(1, 0))?,
                Value::Choice(Arg::Role(role)) => key.push(packed(2, *role as u64))?,
                Value::Choice(Arg::Color(color)) => key.push(packed(3, *color as u64))?,
                Value::Choice(Arg::Number(n)) => {
                    key.push(packed(4, 0))?;
                    key.push(*n as u64)?
                }
                Value::Choice(Arg::Keyword(k)) => {
                    key.push(packed(5, k.len() as u64))?;
                    key.push(k.as_ptr() as u64)?
                }
                // Nothing else is passed as a choice.
                Value::Choice(_) => return None,
            }
        }
        let mut hasher = FxBuildHasher.build_hasher();
        for &word in key.as_words() {
            hasher.write_u64(word);
        }
        key.hash = hasher.finish();
        Some(key)
    }

    #[inline(always)]
    fn push(&mut self, word: u64) -> Option<()> {
        *self.words.get_mut(self.len)? = word;
        self.len += 1;
        Some(())
    }

    fn as_words(&self) -> &[u64] {
        &self.words[..self.len]
    }

    fn shard(&self) -> usize {
        // The high bits: the map hashes the whole key again and uses the low ones.
        (self.hash >> 58) as usize % SHARDS
    }
}

/// What a lookup found.
pub(super) enum Found {
    /// The output, written from the template.
    Written(String),
    /// The message is formatted by Fluent each time.
    Direct,
    /// Not seen yet.
    Missing,
}

impl Templates {
    /// No templates yet; enabled until [`Templates::note_source`] sees a marker.
    pub(super) fn new() -> Templates {
        Templates { enabled: true, shards: (0..SHARDS).map(|_| RwLock::new(FxHashMap::default())).collect() }
    }

    /// Takes note of one of the locale's files: templates are off for a locale whose text
    /// contains a marker character.
    pub(super) fn note_source(&mut self, text: &str) {
        // U+E000..U+E0FF is EE 80 80 ..= EE 83 BF in UTF-8: look closer only if an EE byte
        // occurs at all.
        if text.as_bytes().contains(&0xEE) && text.chars().any(is_marker) {
            self.enabled = false;
        }
    }

    /// Turns templates off (every formatting goes through Fluent), to compare the two.
    #[cfg(test)]
    pub(super) fn disable(&mut self) {
        self.enabled = false;
    }

    /// Whether templates are used for this locale.
    pub(super) fn enabled(&self) -> bool {
        self.enabled
    }

    /// Writes the formatting of `key` from its template, if there is one.
    pub(super) fn lookup(&self, key: &Key, values: &[(&str, Value<'_>)]) -> Found {
        let Ok(shard) = self.shards[key.shard()].read() else {
            return Found::Missing;
        };
        match shard.get(key.as_words()) {
            Some(Entry::Template(segments)) => Found::Written(render(segments, values)),
            Some(Entry::Direct) => Found::Direct,
            None => Found::Missing,
        }
    }

    /// The output of `key`'s template split at its one hole for text argument `hole`: the
    /// text before it and after it, the other text arguments filled in. `None` when there is
    /// no template (yet), or the hole is not there exactly once.
    pub(super) fn split_at_hole(
        &self,
        key: &Key,
        values: &[(&str, Value<'_>)],
        hole: usize,
    ) -> Option<(String, String)> {
        let shard = self.shards[key.shard()].read().ok()?;
        let Some(Entry::Template(segments)) = shard.get(key.as_words()) else {
            return None;
        };
        let at = segments.iter().position(|s| matches!(s, Segment::Hole(i) if *i == hole))?;
        if segments[at + 1..].iter().any(|s| matches!(s, Segment::Hole(i) if *i == hole)) {
            return None;
        }
        Some((render(&segments[..at], values), render(&segments[at + 1..], values)))
    }

    /// Keeps what Fluent wrote for `key` with markers in place of the text arguments, and
    /// returns the output with the real text arguments; or, when the message cannot be kept
    /// as a template, records that and returns `None`.
    pub(super) fn insert(
        &self,
        key: &Key,
        bundle: &Bundle,
        id: &str,
        marked_output: &str,
        values: &[(&str, Value<'_>)],
    ) -> Option<String> {
        let entry = match template(bundle, id, marked_output, values) {
            Some(segments) => Entry::Template(segments),
            None => Entry::Direct,
        };
        let written = match &entry {
            Entry::Template(segments) => Some(render(segments, values)),
            Entry::Direct => None,
        };
        if let Ok(mut shard) = self.shards[key.shard()].write()
            && shard.len() < SHARD_CAPACITY
        {
            shard.insert(key.as_words().into(), entry);
        }
        written
    }
}

/// The marker standing for text argument `index`.
pub(super) fn marker(index: usize) -> Option<char> {
    if index < MAX_TEXT_ARGS { char::from_u32(MARKER + index as u32) } else { None }
}

fn is_marker(c: char) -> bool {
    (MARKER..MARKER + MAX_TEXT_ARGS as u32).contains(&(c as u32))
}

fn render(segments: &[Segment], values: &[(&str, Value<'_>)]) -> String {
    let len = segments
        .iter()
        .map(|s| match s {
            Segment::Literal(text) => text.len(),
            Segment::Hole(i) => text_of(values, *i).len(),
        })
        .sum();
    let mut out = String::with_capacity(len);
    for segment in segments {
        match segment {
            Segment::Literal(text) => out.push_str(text),
            Segment::Hole(i) => out.push_str(text_of(values, *i)),
        }
    }
    out
}

fn text_of<'v>(values: &'v [(&str, Value<'_>)], i: usize) -> &'v str {
    match values.get(i) {
        Some((_, Value::Text(text))) => text,
        _ => "",
    }
}

/// The template of a message, or `None` when a text argument is referenced anywhere but
/// in a plain placeable, or the output holds a marker that stands for no text argument.
fn template(bundle: &Bundle, id: &str, marked_output: &str, values: &[(&str, Value<'_>)]) -> Option<Box<[Segment]>> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut choosing = Vec::new();
    let mut seen = vec![id.to_owned()];
    walk_pattern(bundle, pattern, &mut choosing, &mut seen)?;
    let texts = values.iter().filter_map(|(name, v)| matches!(v, Value::Text(_)).then_some(*name));
    if texts.clone().any(|name| choosing.contains(&name)) {
        return None;
    }
    let mut segments = Vec::new();
    let mut literal = String::new();
    for c in marked_output.chars() {
        if is_marker(c) {
            let i = (c as u32 - MARKER) as usize;
            if !matches!(values.get(i), Some((_, Value::Text(_)))) {
                return None;
            }
            if !literal.is_empty() {
                segments.push(Segment::Literal(std::mem::take(&mut literal).into_boxed_str()));
            }
            segments.push(Segment::Hole(i));
        } else {
            literal.push(c);
        }
    }
    if !literal.is_empty() {
        segments.push(Segment::Literal(literal.into_boxed_str()));
    }
    Some(segments.into_boxed_slice())
}

/// Collects the variables a pattern (and the messages it references) reads in a position
/// that can change the output beyond writing them: selectors, and the arguments of terms
/// and functions. `None` when the references nest too deep to follow.
fn walk_pattern<'b>(
    bundle: &'b Bundle,
    pattern: &ast::Pattern<&'b str>,
    choosing: &mut Vec<&'b str>,
    seen: &mut Vec<String>,
) -> Option<()> {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(bundle, expression, false, choosing, seen)?;
        }
    }
    Some(())
}

fn walk_expression<'b>(
    bundle: &'b Bundle,
    expression: &ast::Expression<&'b str>,
    choosing_position: bool,
    choosing: &mut Vec<&'b str>,
    seen: &mut Vec<String>,
) -> Option<()> {
    match expression {
        ast::Expression::Select { selector, variants } => {
            walk_inline(bundle, selector, true, choosing, seen)?;
            for variant in variants {
                walk_pattern(bundle, &variant.value, choosing, seen)?;
            }
            Some(())
        }
        ast::Expression::Inline(inline) => walk_inline(bundle, inline, choosing_position, choosing, seen),
    }
}

fn walk_inline<'b>(
    bundle: &'b Bundle,
    inline: &ast::InlineExpression<&'b str>,
    choosing_position: bool,
    choosing: &mut Vec<&'b str>,
    seen: &mut Vec<String>,
) -> Option<()> {
    match inline {
        ast::InlineExpression::StringLiteral { .. } | ast::InlineExpression::NumberLiteral { .. } => Some(()),
        ast::InlineExpression::VariableReference { id } => {
            if choosing_position {
                choosing.push(id.name);
            }
            Some(())
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => walk_arguments(bundle, arguments, choosing, seen),
        ast::InlineExpression::TermReference { arguments, .. } => match arguments {
            // A term sees only its own arguments, never the message's variables.
            Some(arguments) => walk_arguments(bundle, arguments, choosing, seen),
            None => Some(()),
        },
        ast::InlineExpression::MessageReference { id, attribute } => {
            // A referenced message is formatted with the same arguments.
            if seen.iter().any(|s| s == id.name) {
                // Seen before (or a cycle, which Fluent reports as an error): its variables
                // are collected, unless it now stands where it chooses.
                return if choosing_position { None } else { Some(()) };
            }
            if seen.len() > 16 {
                return None;
            }
            let Some(message) = bundle.get_message(id.name) else {
                return Some(());
            };
            let pattern = match attribute {
                Some(attr) => message.get_attribute(attr.name).map(|a| a.value()),
                None => message.value(),
            };
            seen.push(id.name.to_owned());
            if let Some(pattern) = pattern {
                walk_pattern(bundle, pattern, choosing, seen)?;
            }
            if choosing_position {
                // A message used as a selector: every variable it reads chooses.
                let Some(pattern) = pattern else {
                    return Some(());
                };
                for element in &pattern.elements {
                    if let ast::PatternElement::Placeable { expression } = element {
                        walk_expression(bundle, expression, true, choosing, seen)?;
                    }
                }
            }
            Some(())
        }
        ast::InlineExpression::Placeable { expression } => {
            walk_expression(bundle, expression, choosing_position, choosing, seen)
        }
    }
}

fn walk_arguments<'b>(
    bundle: &'b Bundle,
    arguments: &ast::CallArguments<&'b str>,
    choosing: &mut Vec<&'b str>,
    seen: &mut Vec<String>,
) -> Option<()> {
    for inline in arguments.positional.iter().chain(arguments.named.iter().map(|n| &n.value)) {
        walk_inline(bundle, inline, true, choosing, seen)?;
    }
    Some(())
}
