//! Numeric annotation glyphs (PGN standard 8.2.4 and 10): `$1`, and the six traditional
//! suffix annotations `!`, `?`, `!!`, `??`, `!?`, `?!` that stand for `$1`–`$6`.

use std::fmt;

/// A numeric annotation glyph, `$0` to `$255`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nag(pub u8);

impl Nag {
    /// `$1`, written `!`.
    pub const GOOD_MOVE: Nag = Nag(1);
    /// `$2`, written `?`.
    pub const MISTAKE: Nag = Nag(2);
    /// `$3`, written `!!`.
    pub const BRILLIANT_MOVE: Nag = Nag(3);
    /// `$4`, written `??`.
    pub const BLUNDER: Nag = Nag(4);
    /// `$5`, written `!?`.
    pub const SPECULATIVE_MOVE: Nag = Nag(5);
    /// `$6`, written `?!`.
    pub const DUBIOUS_MOVE: Nag = Nag(6);

    const SUFFIXES: [(&'static str, Nag); 6] = [
        ("!", Nag::GOOD_MOVE),
        ("?", Nag::MISTAKE),
        ("!!", Nag::BRILLIANT_MOVE),
        ("??", Nag::BLUNDER),
        ("!?", Nag::SPECULATIVE_MOVE),
        ("?!", Nag::DUBIOUS_MOVE),
    ];

    /// The glyph a traditional suffix annotation stands for.
    ///
    /// ```
    /// use arbiter::pgn::Nag;
    ///
    /// assert_eq!(Nag::from_suffix("!?"), Some(Nag::SPECULATIVE_MOVE));
    /// assert_eq!(Nag::from_suffix("!!!"), None);
    /// ```
    pub fn from_suffix(suffix: &str) -> Option<Nag> {
        Nag::SUFFIXES.iter().find(|(s, _)| *s == suffix).map(|&(_, n)| n)
    }

    /// The traditional suffix of `$1`–`$6`; none for the other glyphs.
    pub fn suffix(self) -> Option<&'static str> {
        Nag::SUFFIXES.iter().find(|(_, n)| *n == self).map(|&(s, _)| s)
    }
}

impl fmt::Display for Nag {
    /// `$n`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}
