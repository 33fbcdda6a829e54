//! The moves nearly every PGN file is written in — English letters, the short form, `=Q`
//! for a promotion, `O-O`, a `+` or `#` — read straight from their bytes. Anything else
//! (other letters, the long form, `:` captures, `e8Q`, `e.p.`, `++`) and every error is
//! left to [`San::parse_with`], which reads these the same way: the reader asks it when
//! [`plain`] has no answer.

use crate::notation::{Alphabet, San, Suffix};
use crate::{CastlingSide, File, Rank, Role, Square};

/// `text` (its suffix annotation `!?` taken off) in the plain English short form, read as
/// [`San::parse_with`] reads it; `None` for anything else.
pub(super) fn plain(text: &[u8]) -> Option<San> {
    let (suffix, body) = match text {
        [body @ .., b'+'] => (Some(Suffix::Check), body),
        [body @ .., b'#'] => (Some(Suffix::Checkmate), body),
        _ => (None, text),
    };
    match body {
        b"O-O" | b"0-0" => return Some(San::Castle { side: CastlingSide::KingSide, suffix }),
        b"O-O-O" | b"0-0-0" => return Some(San::Castle { side: CastlingSide::QueenSide, suffix }),
        _ => {}
    }
    let (role, body) = match body {
        [letter, rest @ ..] if piece(*letter).is_some() => (piece(*letter)?, rest),
        _ => (Role::Pawn, body),
    };
    let (promotion, body) = match body {
        [rest @ .., b'=', letter] => (Some(piece(*letter)?), rest),
        _ => (None, body),
    };
    let [middle @ .., to_file, to_rank] = body else { return None };
    let to = Square::from_coords(file(*to_file)?, rank(*to_rank)?);
    let (capture, middle) = match middle {
        [rest @ .., b'x'] => (true, rest),
        _ => (false, middle),
    };
    let (file, rank) = match *middle {
        [] => (None, None),
        [f, r] => (Some(file(f)?), Some(rank(r)?)),
        [c] => match (file(c), rank(c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => return None,
        },
        _ => return None,
    };
    Some(San::Normal { role, file, rank, capture, to, promotion, suffix })
}

/// Whether [`plain`] reads moves as [`San::parse_with`] does with these alphabets (tried
/// before the English letters): so when no alphabet gives an ASCII letter or castling mark
/// a meaning English does not give it.
pub(super) fn agrees_with(alphabets: &[&Alphabet]) -> bool {
    let english = Alphabet::english();
    alphabets.iter().all(|a| {
        let letters =
            a.pieces.iter().zip(&english.pieces).all(|(l, e)| !l.starts_with(|c: char| c.is_ascii()) || l == e);
        let castling = [CastlingSide::KingSide, CastlingSide::QueenSide].into_iter().all(|side| {
            let mark = a.castling(side);
            match plain(mark.as_bytes()) {
                None => true,
                Some(San::Castle { side: read, suffix: None }) => read == side,
                Some(_) => false,
            }
        });
        letters && castling
    })
}

fn piece(letter: u8) -> Option<Role> {
    match letter {
        b'K' => Some(Role::King),
        b'Q' => Some(Role::Queen),
        b'R' => Some(Role::Rook),
        b'B' => Some(Role::Bishop),
        b'N' => Some(Role::Knight),
        _ => None,
    }
}

fn file(c: u8) -> Option<File> {
    File::from_char(char::from(c))
}

fn rank(c: u8) -> Option<Rank> {
    Rank::from_char(char::from(c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    /// `plain` reads `s` as `San::parse_with` does, with no alphabet and with Russian.
    fn agrees(s: &str) -> bool {
        let Some(read) = plain(s.as_bytes()) else { return true };
        let russian = Alphabet::russian();
        San::parse_with(s, &[]).as_ref() == Ok(&read) && San::parse_with(s, &[&russian]).as_ref() == Ok(&read)
    }

    #[test]
    fn every_short_text_is_read_as_the_general_parser_reads_it() {
        let bytes = b"KQRBNPabcdeh18x=+#O0-:(/ ";
        let mut texts = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = texts
                .iter()
                .filter(|t| t.len() == texts.last().map_or(0, String::len))
                .flat_map(|t| bytes.iter().map(move |&b| format!("{t}{}", char::from(b))))
                .collect();
            texts.extend(longer);
        }
        assert!(texts.len() > 400_000);
        let wrong: Vec<&String> = texts.iter().filter(|t| !agrees(t)).take(10).collect();
        assert!(wrong.is_empty(), "{wrong:?}");
    }

    #[test]
    fn every_shape_of_move_is_read_as_the_general_parser_reads_it() {
        let (mut read, mut tried) = (0, 0);
        for piece in ["", "K", "Q", "N", "P", "b", "Кр"] {
            for from in ["", "a", "h", "1", "8", "a1", "h8", "1a", "aa", "x"] {
                for capture in ["", "x", ":", "-"] {
                    for to in ["e4", "a8", "h1", "i4", "e9", "e0", "4e"] {
                        for promotion in ["", "=Q", "=K", "=N", "=P", "=", "Q", "(Q)"] {
                            for suffix in ["", "+", "#", "++", "+#"] {
                                let s = format!("{piece}{from}{capture}{to}{promotion}{suffix}");
                                assert!(agrees(&s), "{s}: {:?} / {:?}", plain(s.as_bytes()), San::parse_with(&s, &[]));
                                read += usize::from(plain(s.as_bytes()).is_some());
                                tried += 1;
                            }
                        }
                    }
                }
            }
        }
        for s in ["O-O", "O-O-O", "0-0+", "0-0-0#", "O-O-O-O", "O-0", "o-o"] {
            assert!(agrees(s), "{s}");
        }
        assert!(read > 1_000 && read < tried, "{read} of {tried}");
    }

    #[test]
    fn every_move_of_random_games_is_read_plainly() {
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1Du64);
        let mut moves = 0;
        for _ in 0..40 {
            let mut pos = Position::new();
            for _ in 0..200 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                for &m in legal.iter() {
                    let written = San::from_move(&pos, m).to_string();
                    let read = plain(written.as_bytes());
                    assert_eq!(read.as_ref(), Some(&San::from_move(&pos, m)), "{written}");
                    assert!(agrees(&written), "{written}");
                    moves += 1;
                }
                pos.play_unchecked(legal[(next() % legal.len() as u64) as usize]);
            }
        }
        assert!(moves > 50_000, "{moves}");
    }

    #[test]
    fn alphabets_that_give_ascii_letters_other_meanings_turn_it_off() {
        let (english, russian) = (Alphabet::english(), Alphabet::russian());
        assert!(agrees_with(&[]));
        assert!(agrees_with(&[&russian, &english]));
        // Lasker's `Kt`, German letters, castling marks the other way round.
        let lasker = Alphabet::new(["K", "Q", "R", "B", "Kt"], ["O-O", "O-O-O"]);
        let german = Alphabet::new(["K", "D", "T", "L", "S"], ["O-O", "O-O-O"]);
        let swapped = Alphabet::new(["K", "Q", "R", "B", "N"], ["O-O-O", "O-O"]);
        let square = Alphabet::new(["K", "Q", "R", "B", "N"], ["e4", "O-O-O"]);
        for a in [&lasker, &german, &swapped, &square] {
            assert!(!agrees_with(&[&russian, a]), "{a:?}");
        }
        // Marks that plain notation does not read, letters that are not ASCII: no matter.
        let other = Alphabet::new(["Ко", "Фе", "Ла", "Сл", "Ко"], ["рок", "длин"]);
        assert!(agrees_with(&[&other]));
    }
}
