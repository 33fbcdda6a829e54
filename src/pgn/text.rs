//! [`MoveText`]: a move as written, kept inline.

use std::borrow::Borrow;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// The longest text kept inline, in bytes: every move algebraic notation writes fits
/// (`Крe1xe2+!?` takes 13 bytes of UTF-8, `exd6 e.p.!?` 11).
const INLINE: usize = 22;

/// A move as written in a PGN file (`Bd6!!`, `Кf3`, `exd6 e.p.`): a string that is kept
/// inside the value, without an allocation of its own, up to 22 bytes of UTF-8 — longer
/// texts go to the heap. The reader makes one for every move of every game; a `String`
/// each would be an allocation each.
///
/// It reads as a `&str` (it dereferences to one) and compares with strings:
///
/// ```
/// use arbiter::pgn::{self, MoveText};
///
/// let game = pgn::read_games("1. e4 e5 2. Nf3?! *").next().expect("one game")?;
/// let nf3: &MoveText = &game.moves[2].text;
/// assert_eq!(nf3, "Nf3?!");
/// assert_eq!(nf3.as_str(), "Nf3?!");
/// assert!(nf3.ends_with("?!"));
/// assert_eq!(nf3.to_string(), "Nf3?!");
/// assert_eq!(MoveText::from("e4"), game.moves[0].text);
/// # Ok::<(), pgn::PgnError>(())
/// ```
#[derive(Clone)]
pub struct MoveText(Repr);

#[derive(Clone)]
enum Repr {
    /// `len` bytes of UTF-8 at the start of `bytes`.
    Inline {
        len: u8,
        bytes: [u8; INLINE],
    },
    Heap(Box<str>),
}

impl MoveText {
    /// The text made of `parts`, one after the other.
    pub(crate) fn concat(parts: &[&str]) -> MoveText {
        let len: usize = parts.iter().map(|p| p.len()).sum();
        if len > INLINE {
            return MoveText(Repr::Heap(parts.concat().into_boxed_str()));
        }
        let mut bytes = [0; INLINE];
        let mut at = 0;
        for part in parts {
            bytes[at..at + part.len()].copy_from_slice(part.as_bytes());
            at += part.len();
        }
        MoveText(Repr::Inline { len: len as u8, bytes })
    }

    /// The text.
    #[inline]
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // SAFETY: an inline text is made only by `concat`, from the bytes of whole
            // `&str`s, so its first `len` bytes are UTF-8.
            Repr::Inline { len, bytes } => unsafe { std::str::from_utf8_unchecked(&bytes[..usize::from(*len)]) },
            Repr::Heap(s) => s,
        }
    }
}

impl From<&str> for MoveText {
    /// Every symbol the lexer reads becomes one: a short text (`e4`, `Nf3`, `exd5+`, the
    /// rule) is copied with moves of a fixed size, two of them overlapping when the length
    /// falls between, instead of a call to `memcpy`.
    #[inline]
    fn from(s: &str) -> MoveText {
        let (src, len) = (s.as_bytes(), s.len());
        let mut bytes = [0; INLINE];
        match len {
            0 => {}
            1..=3 => {
                // Bytes 0, len / 2 and len - 1 cover one, two or three bytes.
                (bytes[0], bytes[len / 2], bytes[len - 1]) = (src[0], src[len / 2], src[len - 1]);
            }
            4..=8 => {
                bytes[..4].copy_from_slice(&src[..4]);
                bytes[len - 4..len].copy_from_slice(&src[len - 4..]);
            }
            9..=16 => {
                bytes[..8].copy_from_slice(&src[..8]);
                bytes[len - 8..len].copy_from_slice(&src[len - 8..]);
            }
            _ => return MoveText::concat(&[s]),
        }
        MoveText(Repr::Inline { len: len as u8, bytes })
    }
}

impl From<String> for MoveText {
    fn from(s: String) -> MoveText {
        MoveText::from(s.as_str())
    }
}

impl From<MoveText> for String {
    fn from(t: MoveText) -> String {
        t.as_str().to_owned()
    }
}

impl Deref for MoveText {
    type Target = str;

    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for MoveText {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for MoveText {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

impl fmt::Debug for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for MoveText {
    fn eq(&self, other: &MoveText) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for MoveText {}

impl PartialOrd for MoveText {
    fn partial_cmp(&self, other: &MoveText) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for MoveText {
    fn cmp(&self, other: &MoveText) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl Hash for MoveText {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

/// Comparisons with `str`, `&str` and `String`, both ways round.
macro_rules! eq_str {
    ($($t:ty),*) => {$(
        impl PartialEq<$t> for MoveText {
            fn eq(&self, other: &$t) -> bool {
                self.as_str() == AsRef::<str>::as_ref(other)
            }
        }

        impl PartialEq<MoveText> for $t {
            fn eq(&self, other: &MoveText) -> bool {
                AsRef::<str>::as_ref(self) == other.as_str()
            }
        }
    )*};
}

eq_str!(str, &str, String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_texts_inline_long_ones_on_the_heap_both_read_alike() {
        for s in [
            "",
            "e4",
            "Крe1xe2+!?",
            "exd6 e.p.",
            "abcdefghijklmnopqrstuv",
            "abcdefghijklmnopqrstuvw",
            "Кр".repeat(40).as_str(),
        ] {
            let t = MoveText::from(s);
            assert_eq!(matches!(t.0, Repr::Inline { .. }), s.len() <= INLINE, "{s}");
            assert_eq!((t.as_str(), &*t, t.len()), (s, s, s.len()));
            assert_eq!(t, s);
            assert_eq!(t, s.to_owned());
            assert_eq!(format!("{t} {t:?}"), format!("{s} {s:?}"));
            assert_eq!(String::from(t.clone()), s);
        }
        assert_eq!(MoveText::concat(&["exd6", " e.p."]), "exd6 e.p.");
        assert_eq!(MoveText::concat(&["Кр".repeat(10).as_str(), "e1"]), format!("{}e1", "Кр".repeat(10)));
        let mut sorted = vec![MoveText::from("b"), MoveText::from("Кf3"), MoveText::from("a")];
        sorted.sort();
        assert_eq!(sorted, ["a", "b", "Кf3"]);
        assert_eq!(std::mem::size_of::<MoveText>(), std::mem::size_of::<String>());
    }

    #[test]
    fn every_length_is_copied_whole() {
        // Every length up to past the inline room, each byte distinct, Latin and Cyrillic.
        let latin: String = ('a'..='z').collect();
        let cyrillic: String = "жabcКdeЛfghСijkФlmnКрop".into();
        for text in [&latin, &cyrillic] {
            for end in (0..=text.len()).filter(|&i| text.is_char_boundary(i)) {
                let s = &text[..end];
                let t = MoveText::from(s);
                assert_eq!((t.as_str(), t.len()), (s, s.len()), "{s:?}");
                assert_eq!(matches!(t.0, Repr::Inline { .. }), s.len() <= INLINE, "{s:?}");
                assert_eq!(t, MoveText::concat(&[s]), "{s:?}");
            }
        }
    }
}
