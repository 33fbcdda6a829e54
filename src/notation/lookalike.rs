//! Letters that look alike in Latin and Cyrillic script, as they meet on a Russian
//! scoresheet typed on the wrong keyboard: `K`/`К` (in Russian notation `К` is the knight
//! and `Кр` the king), `C`/`С` (the bishop, and the file `c`), `O`/`О`/`0` (castling), `e`/`е`,
//! `a`/`а`, `x`/`х` (the capture mark), `p`/`р` (in `Кр`).
//!
//! [`lookalike_moves`] reads a move written with such letters both ways and returns the
//! legal moves it may have meant, so that a ruling can name the likely intended move;
//! [`lookalike_readings`] returns every well-formed reading, legal or not.

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

/// How many characters of `written` one of its readings `meant` reads the other way: the
/// letters a hint names («буква» or «буквы»). `meant` is asked of every well-formed reading
/// (as [`lookalike_readings`] reads it, before a pawn's file of departure is taken as a
/// capture); a letter counts when a reading it accepts reads it otherwise. «Ke2» read as the
/// knight's «Кe2» changes one letter, the K — the Latin e stays the file e (review 22, F-11).
///
/// ```
/// use arbiter::notation::{Alphabet, San, lookalike_letters};
///
/// let russian = Alphabet::russian();
/// let knight = |san: &San| san.write(&russian) == "Кe2";
/// assert_eq!(lookalike_letters("Ke2", &[&russian], knight), 1);
/// // «Кс3» with a Cyrillic «с», read as Кc3: one letter, the «с».
/// assert_eq!(lookalike_letters("Кс3", &[&russian], |san: &San| san.write(&russian) == "Кc3"), 1);
/// // Read as the king's «Kc3» (K and c both Latin) it would be two.
/// assert_eq!(lookalike_letters("Кс3", &[&russian], |san: &San| san.write(&russian) == "Крc3"), 2);
/// ```
pub fn lookalike_letters(written: &str, alphabets: &[&Alphabet], meant: impl Fn(&San) -> bool) -> usize {
    let chars: Vec<char> = written.chars().collect();
    let mut changed = vec![false; chars.len()];
    for (reading, san) in readings(written, alphabets) {
        if meant(&san) {
            for (i, c) in reading.iter().enumerate() {
                changed[i] |= *c != chars[i];
            }
        }
    }
    changed.iter().filter(|&&c| c).count()
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
    let mut found = Vec::new();
    for (_, san) in readings(written, alphabets) {
        if let Ruling::Legal(m) = crate::laws::notation::adjudicate_san(pos, &san)
            && !found.contains(&m)
        {
            found.push(m);
        }
    }
    found
}

/// The well-formed moves `written` reads as when its look-alike letters are read the other
/// way, legal or not, in the order found, without duplicates: what to suggest when no
/// reading is a legal move (`Кс3` with a Russian «с» is `Кc3`, even where the knight is
/// pinned). The written text itself is not one of the readings.
///
/// ```
/// use arbiter::notation::{Alphabet, lookalike_readings};
///
/// let russian = Alphabet::russian();
/// let readings = lookalike_readings("Кс3", &[&russian]);
/// assert!(readings.iter().any(|san| san.write(&russian) == "Кc3"));
/// assert!(lookalike_readings("Кf3", &[&russian]).iter().all(|san| san.write(&russian) != "Кf3"));
/// // A capital «С» that begins the record is the bishop: «Сс4» is Сc4, never the pawn's c4.
/// let readings = lookalike_readings("Сс4", &[&russian]);
/// assert_eq!(readings.iter().map(|san| san.write(&russian)).collect::<Vec<_>>(), ["Сc4"]);
/// ```
pub fn lookalike_readings(written: &str, alphabets: &[&Alphabet]) -> Vec<San> {
    let mut found: Vec<San> = Vec::new();
    for san in readings(written, alphabets).filter_map(|(_, san)| as_pawn_writes_it(san)) {
        if !found.contains(&san) {
            found.push(san);
        }
    }
    found
}

/// A reading as a move is written: a pawn reading with a file of departure is a capture
/// from the next file (`cd4` is `cxd4`), and none from any other file (`ce2` is no pawn's
/// move; review 18, Z-15).
pub(crate) fn as_pawn_writes_it(san: San) -> Option<San> {
    match san {
        San::Normal { role: crate::Role::Pawn, file: Some(file), rank, to, promotion, suffix, .. } => {
            let next = file.index().abs_diff(to.file().index()) == 1;
            next.then_some(San::Normal {
                role: crate::Role::Pawn,
                file: Some(file),
                rank,
                capture: true,
                to,
                promotion,
                suffix,
            })
        }
        other => Some(other),
    }
}

/// Every reading of `written` with its look-alike letters read another way that parses as
/// algebraic notation, with its characters (none when it has no such letter, or more than [`MAX_AMBIGUOUS`]).
/// A capital Cyrillic «С» that begins the record is the bishop, never the file c: in Russian
/// notation nobody writes a file with a capital (review 17, X-1: `Сс4` is not `c4`); nor is any
/// other capital that begins it read as a file (a Latin `Cc4` is `Сc4`, review 22, F-16).
fn readings<'a>(written: &str, alphabets: &'a [&'a Alphabet]) -> impl Iterator<Item = (Vec<char>, San)> + 'a {
    let chars: Vec<char> = written.chars().collect();
    let bishop = chars.first() == Some(&'С');
    let ambiguous: Vec<usize> =
        (0..chars.len()).filter(|&i| class(chars[i]).is_some() && !(i == 0 && bishop)).collect();
    let mut choice = vec![0usize; ambiguous.len()];
    let mut done = ambiguous.is_empty() || ambiguous.len() > MAX_AMBIGUOUS;
    std::iter::from_fn(move || {
        while !done {
            let mut reading = chars.clone();
            for (k, &i) in ambiguous.iter().enumerate() {
                reading[i] = class(chars[i]).map_or(chars[i], |c| c[choice[k]]);
            }
            // The next combination of readings, like an odometer.
            let mut k = 0;
            loop {
                if k == ambiguous.len() {
                    done = true;
                    break;
                }
                let size = class(chars[ambiguous[k]]).map_or(1, <[char]>::len);
                choice[k] += 1;
                if choice[k] < size {
                    break;
                }
                choice[k] = 0;
                k += 1;
            }
            // A capital that begins the record names a piece, never a file: a Latin «Cc4» is
            // the bishop's Сc4, not the pawn's c4 (review 22, F-16).
            let file_for_piece = chars[0].is_uppercase() && reading[0].is_lowercase();
            if reading != chars
                && !file_for_piece
                && let Ok(san) = San::parse_with(&reading.iter().collect::<String>(), alphabets)
            {
                return Some((reading, san));
            }
        }
        None
    })
}

/// `text` with the Cyrillic letters that look like the files a, c and e (`а`, `с`, `е`)
/// written as those files: a square typed on a Russian keyboard (`е4`) is the square it looks
/// like. For squares only — a move's letters are read by [`lookalike_readings`].
///
/// ```
/// use arbiter::notation::with_latin_files;
///
/// assert_eq!(with_latin_files("е4,а1"), "e4,a1");
/// assert_eq!(with_latin_files("e8=Ф"), "e8=Ф");
/// ```
pub fn with_latin_files(text: &str) -> std::borrow::Cow<'_, str> {
    let latin = |c: char| match c {
        'а' => Some('a'),
        'с' => Some('c'),
        'е' => Some('e'),
        _ => None,
    };
    if text.chars().any(|c| latin(c).is_some()) {
        text.chars().map(|c| latin(c).unwrap_or(c)).collect::<String>().into()
    } else {
        text.into()
    }
}
