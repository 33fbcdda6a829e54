//! Letters that look alike in Latin and Cyrillic script, as they meet on a Russian
//! scoresheet typed on the wrong keyboard: `K`/`К` (in Russian notation `К` is the knight
//! and `Кр` the king), `C`/`С` (the bishop, and the file `c`), `O`/`О`/`0` (castling), `e`/`е`,
//! `a`/`а`, `x`/`х` (the capture mark), `p`/`р` (in `Кр`).
//!
//! [`lookalike_moves`] reads a move written with such letters both ways and returns the
//! legal moves it may have meant, so that a ruling can name the likely intended move.

use super::{Alphabet, San};
use crate::{Move, Position, Ruling};

/// Each class of characters that look alike.
const CLASSES: &[&[char]] = &[
    &['K', 'К'],
    &['C', 'С', 'c', 'с'],
    &['O', 'О', '0', 'o', 'о'],
    &['e', 'е'],
    &['a', 'а'],
    &['x', 'х'],
    &['p', 'р'],
    &['B', 'В'],
];

/// The most look-alike characters tried in one move (each has a few readings).
const MAX_AMBIGUOUS: usize = 6;

fn class(c: char) -> Option<&'static [char]> {
    CLASSES.iter().copied().find(|class| class.contains(&c))
}

/// The legal moves that `written` may mean in `pos` when its look-alike letters are read
/// the other way, in the order found, without duplicates; empty when no other reading
/// makes a legal move. `alphabets` are the letters to read it with (English is always
/// understood). The written text itself is not one of the readings.
///
/// ```
/// use arbiter::notation::{Alphabet, lookalike_moves};
/// use arbiter::Position;
///
/// // "Kf3" with a Latin K: no king can go to f3, but the Russian К (knight) can.
/// let moves = lookalike_moves(&Position::new(), "Kf3", &[&Alphabet::russian()]);
/// assert_eq!(moves.iter().map(|m| m.uci()).collect::<Vec<_>>(), ["g1f3"]);
/// // "е4" with a Cyrillic е.
/// let moves = lookalike_moves(&Position::new(), "е4", &[&Alphabet::russian()]);
/// assert_eq!(moves.iter().map(|m| m.uci()).collect::<Vec<_>>(), ["e2e4"]);
/// ```
pub fn lookalike_moves(pos: &Position, written: &str, alphabets: &[&Alphabet]) -> Vec<Move> {
    let chars: Vec<char> = written.chars().collect();
    let ambiguous: Vec<usize> = (0..chars.len()).filter(|&i| class(chars[i]).is_some()).collect();
    if ambiguous.is_empty() || ambiguous.len() > MAX_AMBIGUOUS {
        return Vec::new();
    }
    let mut found = Vec::new();
    let mut reading = chars.clone();
    let mut choice = vec![0usize; ambiguous.len()];
    loop {
        for (k, &i) in ambiguous.iter().enumerate() {
            reading[i] = class(chars[i]).map_or(chars[i], |c| c[choice[k]]);
        }
        if reading != chars {
            let text: String = reading.iter().collect();
            if let Ok(san) = San::parse_with(&text, alphabets)
                && let Ruling::Legal(m) = crate::laws::notation::adjudicate_san(pos, &san)
                && !found.contains(&m)
            {
                found.push(m);
            }
        }
        // The next combination of readings, like an odometer.
        let mut k = 0;
        loop {
            if k == ambiguous.len() {
                return found;
            }
            let size = class(chars[ambiguous[k]]).map_or(1, <[char]>::len);
            choice[k] += 1;
            if choice[k] < size {
                break;
            }
            choice[k] = 0;
            k += 1;
        }
    }
}
