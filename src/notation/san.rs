//! Algebraic notation (Appendix C): read and write.
//!
//! Read: `Nf3`, `Nbd7`, `R1e2`, `Qh4e1`, `exd5`, `e8=Q` / `e8Q` / `e8(Q)`, `O-O`, `0-0-0`,
//! long forms `e2-e4`, `Ng1-f3`, `e4xd5`, `Bb2e5`, check and mate suffixes `+ # ++`,
//! `e.p.`, trailing annotations `! ? !? …`; in English letters or another
//! [`Alphabet`]'s (`Кf3`, `Крe2`, `exd8Ф`).
//!
//! Write: the short form with the least disambiguation that names one piece (file first,
//! then rank, then both; Appendix C.10), `x` for captures, `=Q` for promotion, `+`/`#`.

use std::fmt;
use std::str::FromStr;

use super::Alphabet;
use crate::{CastlingSide, File, Move, MoveKind, Position, Rank, Role, Square};

/// A check or checkmate mark.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`
    Check,
    /// `#` (also read as `++`)
    Checkmate,
}

/// A move in algebraic notation, not yet checked against a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move.
    Normal {
        /// The piece (a pawn when no letter is written).
        role: Role,
        /// The file of departure, when written.
        file: Option<File>,
        /// The rank of departure, when written.
        rank: Option<Rank>,
        /// Whether a capture mark (`x` or `:`) was written.
        capture: bool,
        /// The square of arrival.
        to: Square,
        /// The promotion piece, when written.
        promotion: Option<Role>,
        /// The check or mate mark, when written.
        suffix: Option<Suffix>,
    },
    /// Castling.
    Castle {
        /// Which side.
        side: CastlingSide,
        /// The check or mate mark, when written.
        suffix: Option<Suffix>,
    },
}

/// What is wrong with a text as algebraic notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanErrorKind {
    /// Nothing to read.
    Empty,
    /// No square of arrival at the end.
    MissingSquare,
    /// The square of arrival's rank is not 1–8 (`e9`, `Nf0`, `e10`): the column is its
    /// first digit's.
    RankOutOfRange,
    /// The square of arrival's file is a letter other than a–h (`i4`, `Ni3`): the column is
    /// the letter's.
    FileOutOfRange,
    /// A character that has no place here.
    UnexpectedChar(char),
    /// A promotion mark without a piece a pawn can become.
    InvalidPromotion,
}

/// A text that is not algebraic notation, with the 1-based character column of the
/// problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SanError {
    /// What is wrong.
    pub kind: SanErrorKind,
    /// Where (1-based character column in the text as given).
    pub column: usize,
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} at column {}", self.kind, self.column)
    }
}

impl std::error::Error for SanError {}

impl FromStr for San {
    type Err = SanError;

    /// Reads English algebraic notation.
    fn from_str(s: &str) -> Result<San, SanError> {
        San::parse_with(s, &[])
    }
}

impl San {
    /// Reads algebraic notation in English letters or in those of `alphabets` (tried
    /// first, in order).
    pub fn parse_with(text: &str, alphabets: &[&Alphabet]) -> Result<San, SanError> {
        let lead = text.len() - text.trim_start().len();
        let lead_chars = text[..lead].chars().count();
        let col = |byte: usize| lead_chars + text.trim_start()[..byte].chars().count() + 1;
        let mut s = text.trim();
        if s.is_empty() {
            return Err(SanError { kind: SanErrorKind::Empty, column: 1 });
        }

        // Trailing annotations, the mate/check mark and "e.p." (Appendix C.9.3, C.13).
        s = s.trim_end_matches(['!', '?']);
        let mut suffix = None;
        for _ in 0..2 {
            // `×` (and the Cyrillic `х` typed for it) after the square is the mate sign of
            // Russian notation, as in «Ф:f7×» (review 32f, G-10); before the square it is a
            // capture.
            if let Some(rest) = s
                .strip_suffix("++")
                .or_else(|| s.strip_suffix('#'))
                .or_else(|| s.strip_suffix(['×', 'х']).filter(|rest| rest.ends_with(|c: char| c.is_ascii_digit())))
            {
                suffix = Some(Suffix::Checkmate);
                s = rest;
            } else if let Some(rest) = s.strip_suffix('+') {
                suffix = Some(Suffix::Check);
                s = rest;
            }
            if let Some(rest) = s.strip_suffix("e.p.") {
                s = rest.trim_end();
            }
        }

        // The alphabets asked for, then English (made once, not per move read).
        static ENGLISH: std::sync::OnceLock<Alphabet> = std::sync::OnceLock::new();
        let english = ENGLISH.get_or_init(Alphabet::english);
        let all = || alphabets.iter().copied().chain(std::iter::once(english));

        // Castling (Appendix C.13): O-O, 0-0, O-O-O, 0-0-0, or an alphabet's own marks.
        // The dash of Russian typography (`0—0`, `0–0–0`) is read as a hyphen, as it is
        // between squares (`Крe1—g1`; review 32f, G-17).
        let hyphened = if s.contains(['—', '–']) { Some(s.replace(['—', '–'], "-")) } else { None };
        let castling = hyphened.as_deref().unwrap_or(s);
        for (side, marks) in [(CastlingSide::QueenSide, ["O-O-O", "0-0-0"]), (CastlingSide::KingSide, ["O-O", "0-0"])] {
            if marks.contains(&castling) || all().any(|a| a.castling(side) == castling) {
                return Ok(San::Castle { side, suffix });
            }
        }

        // A castling mark begun in one of its letters and continued in another (`0-О` with a
        // Cyrillic «О», `O-0`, `0-O`): the first character of the mark that departs from the
        // character it began with is out of place — read from the start, as elsewhere, not
        // the hyphen before it, which the reading of a square would blame.
        if let Some((at, c)) = mixed_castling_mark(s) {
            return Err(SanError { kind: SanErrorKind::UnexpectedChar(c), column: col(at) });
        }

        // A castling mark with more after it (`0-0-0-0`, `O-O-Ox`): the first character past
        // the mark is out of place — a castling record has no square (review 23a, G-14).
        for mark in ["O-O-O", "0-0-0", "O-O", "0-0"] {
            if let Some(c) = s.strip_prefix(mark).and_then(|rest| rest.chars().next()) {
                return Err(SanError { kind: SanErrorKind::UnexpectedChar(c), column: col(mark.len()) });
            }
        }

        // The piece letter; none for a pawn.
        let (role, mut pos) = all().find_map(|a| a.role_prefix(s)).unwrap_or((Role::Pawn, 0));

        // Promotion at the end: "=Q", "(Q)", "/Q" or a bare letter after the square.
        let mut body = &s[pos..];
        let mut promotion = None;
        let promo_role = |t: &str| -> Option<Role> {
            all().find_map(|a| a.role_prefix(t).filter(|&(_, n)| n == t.len()).map(|(r, _)| r))
        };
        if let Some(open) = body.rfind(['=', '(', '/']) {
            let letters = body[open + 1..].trim_end_matches(')');
            match promo_role(letters) {
                Some(r) => promotion = Some(r),
                None => {
                    return Err(SanError { kind: SanErrorKind::InvalidPromotion, column: col(pos + open) });
                }
            }
            body = &body[..open];
        } else if body.chars().count() > 2 {
            // A bare letter after the square of arrival: "e8Q", "exd8Ф".
            let split = body.char_indices().rev().find(|(_, c)| c.is_ascii_digit()).map(|(i, _)| i + 1);
            if let Some(split) = split
                && split < body.len()
            {
                match promo_role(&body[split..]) {
                    Some(r) => promotion = Some(r),
                    None => {
                        let c = body[split..].chars().next().unwrap_or(' ');
                        return Err(SanError { kind: SanErrorKind::UnexpectedChar(c), column: col(pos + split) });
                    }
                }
                body = &body[..split];
            }
        }

        // The square of arrival: the last two characters (read from the end, without
        // collecting the characters: a move is read for every ply of every game).
        let mut from_end = body.char_indices().rev();
        let (Some((rank_at, rc)), Some((to_at, fc))) = (from_end.next(), from_end.next()) else {
            return Err(SanError { kind: SanErrorKind::MissingSquare, column: col(pos + body.len()) });
        };
        let (Some(tf), Some(tr)) = (File::from_char(fc), Rank::from_char(rc)) else {
            // A square off the board («e9», «i4», «e10»): a letter and digits, one of them
            // wrong — said at that symbol, unless a symbol before it is already out of place
            // («zz9»: the first «z»; review 27a, G-3).
            if let Some((square_at, kind, bad)) = off_board(body) {
                read_middle(&body[..square_at])
                    .map_err(|(at, c)| SanError { kind: SanErrorKind::UnexpectedChar(c), column: col(pos + at) })?;
                return Err(SanError { kind, column: col(pos + bad) });
            }
            // A symbol out of place before the square is said first: the reader mends the
            // record from its start («е2-е4» typed with Cyrillic «е»: symbol 1, not 4; review
            // 32a, G-22).
            let middle = &body[..to_at];
            read_middle(middle)
                .map_err(|(at, c)| SanError { kind: middle_error(middle, at, c), column: col(pos + at) })?;
            let (bad, c) = if File::from_char(fc).is_none() { (to_at, fc) } else { (rank_at, rc) };
            // A blank inside the square («e 4») is out of place, not a missing square: the
            // record does end with a file and a rank (review 26a, G-2).
            if c.is_whitespace() {
                return Err(SanError { kind: SanErrorKind::UnexpectedChar(c), column: col(pos + bad) });
            }
            return Err(SanError { kind: SanErrorKind::MissingSquare, column: col(pos + bad) });
        };
        let to = Square::from_coords(tf, tr);

        // Between the letter and the square: [file][rank][x|:|-].
        let middle = &body[..to_at];
        let (file, rank, capture) = read_middle(middle)
            .map_err(|(at, c)| SanError { kind: middle_error(middle, at, c), column: col(pos + at) })?;
        pos += body.len();
        let _ = pos;
        Ok(San::Normal { role, file, rank, capture, to, promotion, suffix })
    }

    /// The notation of a legal move in `pos`: the short form, with the least
    /// disambiguation that names one piece, and a check or mate mark.
    pub fn from_move(pos: &Position, m: Move) -> San {
        let suffix = {
            let mut after = pos.clone();
            after.play_unchecked(m);
            if after.is_check() {
                Some(if after.legal_moves().is_empty() { Suffix::Checkmate } else { Suffix::Check })
            } else {
                None
            }
        };
        San::without_suffix(pos, m, suffix)
    }

    fn without_suffix(pos: &Position, m: Move, suffix: Option<Suffix>) -> San {
        if let MoveKind::Castle(side) = m.kind {
            return San::Castle { side, suffix };
        }
        let board = pos.board();
        let role = board.role_at(m.from).unwrap_or(Role::Pawn);
        let capture = board.occupied().contains(m.to) || m.kind == MoveKind::EnPassant;
        let (mut file, mut rank) = (None, None);
        if role == Role::Pawn {
            if capture {
                file = Some(m.from.file());
            }
        } else {
            let others: Vec<Square> = pos
                .legal_moves()
                .iter()
                .filter(|o| o.to == m.to && o.from != m.from && board.role_at(o.from) == Some(role))
                .map(|o| o.from)
                .collect();
            if !others.is_empty() {
                if others.iter().all(|o| o.file() != m.from.file()) {
                    file = Some(m.from.file());
                } else if others.iter().all(|o| o.rank() != m.from.rank()) {
                    rank = Some(m.from.rank());
                } else {
                    file = Some(m.from.file());
                    rank = Some(m.from.rank());
                }
            }
        }
        San::Normal { role, file, rank, capture, to: m.to, promotion: m.promotion(), suffix }
    }

    /// The long form of a legal move in `pos` (Appendix C.8): `Ng1-f3`, `e2-e4`,
    /// `e4xd5`, `e7-e8=Q`, castling as in the short form.
    pub fn long(pos: &Position, m: Move, alphabet: &Alphabet) -> String {
        let short = San::from_move(pos, m);
        let San::Normal { role, capture, promotion, suffix, .. } = short else {
            return short.write(alphabet);
        };
        let mut s = String::new();
        s.push_str(alphabet.letter(role));
        s.push_str(&m.from.to_string());
        s.push(if capture { 'x' } else { '-' });
        s.push_str(&m.to.to_string());
        write_tail(&mut s, promotion, suffix, alphabet);
        s
    }

    /// Writes the notation in an alphabet.
    pub fn write(&self, alphabet: &Alphabet) -> String {
        match *self {
            San::Castle { side, suffix } => {
                let mut s = alphabet.castling(side).to_owned();
                write_tail(&mut s, None, suffix, alphabet);
                s
            }
            San::Normal { role, file, rank, capture, to, promotion, suffix } => {
                let mut s = String::new();
                s.push_str(alphabet.letter(role));
                if let Some(f) = file {
                    s.push(f.char());
                }
                if let Some(r) = rank {
                    s.push(r.char());
                }
                if capture {
                    s.push('x');
                }
                s.push_str(&to.to_string());
                write_tail(&mut s, promotion, suffix, alphabet);
                s
            }
        }
    }

    /// As [`San::write`], with a hyphen between the two squares of a move that names its
    /// square of departure in full and takes nothing: long algebraic notation (`Ng1-f3`,
    /// `e2-e4`; `Ng1xf3`, `O-O` and the short forms as `write` has them).
    ///
    /// ```
    /// use arbiter::notation::{Alphabet, San};
    /// let san: San = "Ng1f3".parse().unwrap();
    /// assert_eq!(san.write_long(&Alphabet::english()), "Ng1-f3");
    /// assert_eq!(san.write_long(&Alphabet::russian()), "Кg1-f3");
    /// let short: San = "Nf3".parse().unwrap();
    /// assert_eq!(short.write_long(&Alphabet::english()), "Nf3");
    /// ```
    pub fn write_long(&self, alphabet: &Alphabet) -> String {
        let mut s = self.write(alphabet);
        if let San::Normal { file: Some(_), rank: Some(_), capture: false, to, .. } = *self {
            // The square of arrival is the last square written: a promotion letter or a
            // suffix after it holds no digit.
            if let Some(i) = s.rfind(to.name()) {
                s.insert(i, '-');
            }
        }
        s
    }

    /// The check or mate mark.
    pub fn suffix(&self) -> Option<Suffix> {
        match *self {
            San::Normal { suffix, .. } | San::Castle { suffix, .. } => suffix,
        }
    }
}

/// In a record that begins a castling mark with a zero or a Latin «O» (`0-О`, `O-0`,
/// `0-0-O`), the byte offset and the character of the first of the mark's letters that is
/// another look-alike of them (a zero, a Latin or Cyrillic «O» or «o») rather than the one the
/// mark began with. The dashes of Russian typography stand for the hyphen. `None` when the
/// record does not begin so, or when every letter the mark has so far is the first one.
fn mixed_castling_mark(s: &str) -> Option<(usize, char)> {
    let first = s.chars().next().filter(|c| matches!(c, '0' | 'O'))?;
    let look_alike = |c: char| matches!(c, '0' | 'O' | 'o' | 'О' | 'о');
    // The mark's places: letter, hyphen, letter, hyphen, letter (`O-O-O`).
    for (place, (at, c)) in s.char_indices().enumerate().take(5) {
        let hyphen = matches!(c, '-' | '—' | '–');
        match place % 2 {
            0 if c == first => {}
            0 if look_alike(c) => return Some((at, c)),
            1 if hyphen => {}
            _ => return None,
        }
    }
    None
}

/// The file and rank of departure and whether a capture is marked, as written between the
/// piece letter and the square of arrival.
type Middle = (Option<File>, Option<Rank>, bool);

/// What stands between the piece letter and the square of arrival: `[file][rank][x|:|-]`;
/// the byte offset and the character of the first that has no place there.
fn read_middle(middle: &str) -> Result<Middle, (usize, char)> {
    let mut file = None;
    let mut rank = None;
    let mut capture = false;
    let mut chars = middle.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let last = chars.peek().is_none();
        match c {
            'x' | ':' | '×' | 'х' if last => capture = true,
            '-' | '—' | '–' if last => {}
            _ if File::from_char(c).is_some() && file.is_none() && rank.is_none() => file = File::from_char(c),
            _ if Rank::from_char(c).is_some() && rank.is_none() => rank = Rank::from_char(c),
            _ => return Err((at, c)),
        }
    }
    Ok((file, rank, capture))
}

/// What is wrong with the symbol `c` at byte `at` of the part before the square of arrival:
/// a square of departure off the board (`e9e4`: a file and then a rank that is none; `i2e4`:
/// a letter that is no file before a digit) is said as such, as for the square of arrival
/// (review 29a, G-5); anything else is out of place.
fn middle_error(middle: &str, at: usize, c: char) -> SanErrorKind {
    let before = middle[..at].chars().next_back();
    let after = middle[at + c.len_utf8()..].chars().next();
    if c.is_ascii_digit() && before.is_some_and(|b| File::from_char(b).is_some()) {
        SanErrorKind::RankOutOfRange
    } else if c.is_ascii_alphabetic() && c != 'x' && after.is_some_and(|a| a.is_ascii_digit()) {
        SanErrorKind::FileOutOfRange
    } else {
        SanErrorKind::UnexpectedChar(c)
    }
}

/// A record that ends with a square off the board: a Latin letter and then digits
/// (`e9`, `e10`, `i4`, `z9`), the letter not a–h or the digits not one rank of 1–8. Gives
/// the byte offset of the square's letter, what is wrong, and the byte offset of the wrong
/// symbol (the letter, else the first digit). `x9` is not one: `x` marks a capture, and the
/// square is missing rather than off the board.
fn off_board(body: &str) -> Option<(usize, SanErrorKind, usize)> {
    let digits_at = body.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (letter_at, letter) = body[..digits_at].char_indices().next_back()?;
    let digits = &body[digits_at..];
    if digits.is_empty() || !letter.is_ascii_alphabetic() || letter == 'x' {
        return None;
    }
    if File::from_char(letter).is_none() {
        return Some((letter_at, SanErrorKind::FileOutOfRange, letter_at));
    }
    let one_rank = digits.len() == 1 && digits.chars().next().and_then(Rank::from_char).is_some();
    (!one_rank).then_some((letter_at, SanErrorKind::RankOutOfRange, digits_at))
}

fn write_tail(s: &mut String, promotion: Option<Role>, suffix: Option<Suffix>, alphabet: &Alphabet) {
    if let Some(p) = promotion {
        s.push('=');
        s.push_str(alphabet.letter(p));
    }
    match suffix {
        Some(Suffix::Check) => s.push('+'),
        Some(Suffix::Checkmate) => s.push('#'),
        None => {}
    }
}

impl fmt::Display for San {
    /// English notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(&Alphabet::english()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normal(s: &str) -> (Role, Option<File>, Option<Rank>, bool, Square, Option<Role>) {
        match s.parse::<San>().unwrap() {
            San::Normal { role, file, rank, capture, to, promotion, .. } => (role, file, rank, capture, to, promotion),
            other => panic!("{s}: {other:?}"),
        }
    }

    #[test]
    fn reads_the_forms_of_appendix_c() {
        assert_eq!(normal("Nf3"), (Role::Knight, None, None, false, Square::F3, None));
        assert_eq!(normal("Nbd7"), (Role::Knight, Some(File::B), None, false, Square::D7, None));
        assert_eq!(normal("R1e2"), (Role::Rook, None, Some(Rank::First), false, Square::E2, None));
        assert_eq!(normal("Qh4xe1+"), (Role::Queen, Some(File::H), Some(Rank::Fourth), true, Square::E1, None));
        assert_eq!(normal("exd5"), (Role::Pawn, Some(File::E), None, true, Square::D5, None));
        assert_eq!(normal("e8=Q"), (Role::Pawn, None, None, false, Square::E8, Some(Role::Queen)));
        assert_eq!(normal("e8Q"), (Role::Pawn, None, None, false, Square::E8, Some(Role::Queen)));
        assert_eq!(normal("exf8(N)#"), (Role::Pawn, Some(File::E), None, true, Square::F8, Some(Role::Knight)));
        assert_eq!(normal("e2-e4"), (Role::Pawn, Some(File::E), Some(Rank::Second), false, Square::E4, None));
        assert_eq!(normal("Ng1-f3"), (Role::Knight, Some(File::G), Some(Rank::First), false, Square::F3, None));
        assert_eq!(normal("e4xd5"), (Role::Pawn, Some(File::E), Some(Rank::Fourth), true, Square::D5, None));
        assert_eq!(normal("Bb2e5"), (Role::Bishop, Some(File::B), Some(Rank::Second), false, Square::E5, None));
        assert_eq!(normal("exd6 e.p."), (Role::Pawn, Some(File::E), None, true, Square::D6, None));
        assert_eq!(normal("Nf3!?"), (Role::Knight, None, None, false, Square::F3, None));
        assert_eq!("O-O".parse::<San>().unwrap(), San::Castle { side: CastlingSide::KingSide, suffix: None });
        assert_eq!(
            "0-0-0+".parse::<San>().unwrap(),
            San::Castle { side: CastlingSide::QueenSide, suffix: Some(Suffix::Check) }
        );
    }

    #[test]
    fn reads_russian_letters() {
        let ru = Alphabet::russian();
        let parse = |s| San::parse_with(s, &[&ru]).unwrap();
        assert!(matches!(parse("Кf3"), San::Normal { role: Role::Knight, to: Square::F3, .. }));
        assert!(matches!(parse("Крe2"), San::Normal { role: Role::King, to: Square::E2, .. }));
        assert!(matches!(parse("Фxd4"), San::Normal { role: Role::Queen, capture: true, .. }));
        assert!(matches!(parse("Кg1-f3"), San::Normal { role: Role::Knight, file: Some(File::G), .. }));
        assert!(matches!(parse("e8Ф"), San::Normal { promotion: Some(Role::Queen), .. }));
        assert!(matches!(parse("Nf3"), San::Normal { role: Role::Knight, .. }));
        // Without the Russian alphabet, Cyrillic letters are not notation.
        assert!("Кf3".parse::<San>().is_err());
    }

    #[test]
    fn errors_say_where() {
        assert_eq!("".parse::<San>().unwrap_err().kind, SanErrorKind::Empty);
        assert_eq!("Nz9".parse::<San>().unwrap_err().kind, SanErrorKind::FileOutOfRange);
        // A square off the board is said at its wrong symbol (review 27a, G-3).
        for (text, kind, column) in [
            ("e9", SanErrorKind::RankOutOfRange, 2),
            ("e0", SanErrorKind::RankOutOfRange, 2),
            ("e10", SanErrorKind::RankOutOfRange, 2),
            ("Nf9", SanErrorKind::RankOutOfRange, 3),
            ("e2e9", SanErrorKind::RankOutOfRange, 4),
            ("e9e4", SanErrorKind::RankOutOfRange, 2),
            ("Ne0f3", SanErrorKind::RankOutOfRange, 3),
            ("i2e4", SanErrorKind::FileOutOfRange, 1),
            ("e9=Q", SanErrorKind::RankOutOfRange, 2),
            ("i4", SanErrorKind::FileOutOfRange, 1),
            ("Ni3", SanErrorKind::FileOutOfRange, 2),
            ("a1i1", SanErrorKind::FileOutOfRange, 3),
            ("zz9", SanErrorKind::UnexpectedChar('z'), 1),
            ("Zz3", SanErrorKind::UnexpectedChar('Z'), 1),
            ("ex9", SanErrorKind::MissingSquare, 2),
            // A castling mark continued in another look-alike letter: that letter, not the
            // hyphen before it.
            ("0-О", SanErrorKind::UnexpectedChar('О'), 3),
            ("0-O", SanErrorKind::UnexpectedChar('O'), 3),
            ("O-0", SanErrorKind::UnexpectedChar('0'), 3),
            ("O-О", SanErrorKind::UnexpectedChar('О'), 3),
            ("0-0-О", SanErrorKind::UnexpectedChar('О'), 5),
            ("0—О", SanErrorKind::UnexpectedChar('О'), 3),
            ("О-О", SanErrorKind::UnexpectedChar('О'), 1),
            ("0-0-0-0", SanErrorKind::UnexpectedChar('-'), 6),
        ] {
            let e = text.parse::<San>().unwrap_err();
            assert_eq!((e.kind, e.column), (kind, column), "{text}");
        }
        let e = "Nf3?x".parse::<San>().unwrap_err();
        assert_eq!(e.column, 4);
        let e = "e8=K".parse::<San>();
        // A king is a piece letter; the Laws (3.7.3.3) refuse it, not the syntax.
        assert!(matches!(e, Ok(San::Normal { promotion: Some(Role::King), .. })));
        assert_eq!("e8=X".parse::<San>().unwrap_err().kind, SanErrorKind::InvalidPromotion);
    }

    #[test]
    fn writes_with_disambiguation() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").unwrap();
        let m = Move::new(Square::A1, Square::D1, MoveKind::Normal);
        assert_eq!(San::from_move(&pos, m).to_string(), "Rad1");
        let pos = Position::from_fen("4k3/8/8/8/8/R7/8/R3K3 w - - 0 1").unwrap();
        let m = Move::new(Square::A1, Square::A2, MoveKind::Normal);
        assert_eq!(San::from_move(&pos, m).to_string(), "R1a2");
        let pos = Position::from_fen("8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1").unwrap();
        let m = Move::new(Square::H4, Square::E1, MoveKind::Normal);
        assert_eq!(San::from_move(&pos, m).to_string(), "Qh4e1");
        assert_eq!(San::from_move(&pos, m).write(&Alphabet::russian()), "Фh4e1");
        let pos = Position::new();
        let m = Move::new(Square::G1, Square::F3, MoveKind::Normal);
        assert_eq!(San::long(&pos, m, &Alphabet::english()), "Ng1-f3");
        assert_eq!(San::long(&pos, m, &Alphabet::russian()), "Кg1-f3");
    }
}
