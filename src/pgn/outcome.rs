//! The game termination marker (PGN standard 8.2.6) and the value of the `Result` tag.

use std::fmt;

use crate::Color;

/// How a game ended, as a PGN file records it: `1-0`, `0-1`, `1/2-1/2` or `*`.
///
/// This is what the file *says*; whether the moves bear it out is for the Laws to decide
/// when the game is replayed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `1-0`
    WhiteWins,
    /// `0-1`
    BlackWins,
    /// `1/2-1/2`
    Draw,
    /// `*`: the game is unfinished, or its result unknown.
    Unknown,
}

impl Outcome {
    /// The four markers, in the order of the variants.
    pub const ALL: [Outcome; 4] = [Outcome::WhiteWins, Outcome::BlackWins, Outcome::Draw, Outcome::Unknown];

    /// Reads a marker: exactly `1-0`, `0-1`, `1/2-1/2` or `*`.
    ///
    /// ```
    /// use arbiter::pgn::Outcome;
    ///
    /// assert_eq!(Outcome::from_marker("1/2-1/2"), Some(Outcome::Draw));
    /// assert_eq!(Outcome::from_marker("½-½"), None);
    /// ```
    pub fn from_marker(s: &str) -> Option<Outcome> {
        Outcome::ALL.into_iter().find(|o| o.marker() == s)
    }

    /// The marker as PGN writes it.
    pub const fn marker(self) -> &'static str {
        match self {
            Outcome::WhiteWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
            Outcome::Unknown => "*",
        }
    }

    /// The winner, if the marker names one.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::WhiteWins => Some(Color::White),
            Outcome::BlackWins => Some(Color::Black),
            Outcome::Draw | Outcome::Unknown => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.marker())
    }
}
