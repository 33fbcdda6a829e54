//! The PGN reader on real games: a fixture of well-known games, replayed against the Laws
//! (which also guards the fixture against typos), recovery inside a real file, streaming,
//! and never panicking on arbitrary or damaged input.

use std::io::{BufReader, Read};

use arbiter::laws::notation::adjudicate_san;
use arbiter::notation::Alphabet;
use arbiter::pgn::{self, Nag, Outcome, PgnGame, PgnMove, Reader};
use arbiter::{Color, Position, Ruling, Validation};
use proptest::prelude::*;

const GAMES: &str = include_str!("data/games.pgn");

fn fixture() -> Vec<PgnGame> {
    let ru = Alphabet::russian();
    Reader::new(GAMES.as_bytes())
        .with_alphabets(&[&ru])
        .map(|g| g.unwrap_or_else(|e| panic!("games.pgn: {e}")))
        .collect()
}

/// Plays a line of moves from `pos` — and each variation from the position before the move
/// it replaces — checking that every move is legal and that the move numbers written agree
/// with the position. Returns the position after the line.
fn replay(mut pos: Position, moves: &[PgnMove], game: &str) -> Position {
    for m in moves {
        for v in &m.variations {
            replay(pos.clone(), &v.moves, game);
        }
        let at = format!("{game}, line {}, column {}: {}", m.line, m.column, m.text);
        if let Some(n) = m.number {
            assert_eq!(n, pos.fullmove_number(), "{at}: move number");
        }
        if let Some(side) = m.side {
            assert_eq!(side, pos.turn(), "{at}: side");
        }
        match adjudicate_san(&pos, &m.san) {
            Ruling::Legal(played) => pos.play_unchecked(played),
            Ruling::Illegal(illegal) => panic!("{at}: illegal: {illegal:?}"),
        }
    }
    pos
}

fn start(game: &PgnGame) -> Position {
    Position::from_setup(game.setup(), Validation::Strict).expect("a legal start position")
}

fn is_checkmate(pos: &Position) -> bool {
    pos.is_check() && pos.legal_moves().is_empty()
}

#[test]
fn the_fixture_reads_cleanly() {
    let games = fixture();
    let summary: Vec<_> = games
        .iter()
        .map(|g| (g.index, g.tag("White").unwrap_or("?"), g.plies(), g.result(), g.warnings.len()))
        .collect();
    assert_eq!(
        summary,
        vec![
            (1, "Paul Morphy", 33, Some(Outcome::WhiteWins), 0),
            (2, "Adolf Anderssen", 45, Some(Outcome::WhiteWins), 0),
            (3, "Андерсен, Адольф", 47, Some(Outcome::WhiteWins), 0),
            (4, "Richard Réti (composer)", 7, Some(Outcome::Draw), 0),
        ]
    );
    // Every game's marker agrees with its Result tag.
    for g in &games {
        assert_eq!(g.termination.map(|t| t.outcome), g.result_tag());
    }
}

#[test]
fn a_few_moves_of_the_fixture() {
    let games = fixture();
    let (opera, immortal, evergreen, study) = (&games[0], &games[1], &games[2], &games[3]);

    let castle = &opera.moves[22];
    assert_eq!((castle.text.as_str(), castle.number, castle.line, castle.column), ("O-O-O", Some(12), 13, 49));
    assert_eq!(opera.moves[32].text, "Rd8#");

    assert_eq!(
        immortal.comments[0].text,
        "The \"Immortal Game\", an informal game played during the London tournament."
    );
    let b5 = &immortal.moves[7];
    assert_eq!((b5.text.as_str(), b5.nags.as_slice()), ("b5?!", &[Nag::DUBIOUS_MOVE][..]));
    assert_eq!(b5.comments[0].text, "The Bryan Counter-Gambit.");
    assert_eq!(immortal.moves[33].comments[0].text, "the queen now attacks the rook on a1");
    let bd6 = &immortal.moves[34];
    assert_eq!((bd6.text.as_str(), bd6.nags.as_slice()), ("Bd6!!", &[Nag::BRILLIANT_MOVE][..]));
    let alternative = &immortal.moves[35].variations[0];
    let texts: Vec<&str> = alternative.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["Qxa1+", "Ke2", "Bxg1"]);
    assert_eq!(alternative.moves[0].side, Some(Color::Black));
    assert_eq!(immortal.moves[42].nags, vec![Nag::GOOD_MOVE]);
    assert_eq!(immortal.moves[44].comments[0].text, "White has given\nup a bishop, both rooks and the queen.");

    assert_eq!(evergreen.tag("Event"), Some("Вечнозелёная партия"));
    assert_eq!((evergreen.moves[2].text.as_str(), evergreen.moves[2].san.to_string()), ("Кf3", "Nf3".to_owned()));
    assert_eq!((evergreen.moves[12].text.as_str(), evergreen.moves[12].san.to_string()), ("0-0", "O-O".to_owned()));
    assert_eq!(evergreen.moves[41].san.to_string(), "Kxd7");

    assert_eq!(study.fen(), Some("7K/8/k1P5/7p/8/8/8/8 w - - 0 1"));
    assert_eq!(study.moves[3].variations[0].moves.len(), 8);
    assert_eq!(study.moves[5].variations[0].moves[7].text, "c8=Q+");
}

#[test]
fn every_move_of_the_fixture_is_legal() {
    for game in fixture() {
        let name = format!("game {} ({})", game.index, game.tag("Event").unwrap_or("?"));
        let end = replay(start(&game), &game.moves, &name);
        if game.moves.last().is_some_and(|m| m.text.ends_with('#')) {
            assert!(is_checkmate(&end), "{name}: the last move is not mate");
            assert_eq!(game.result().and_then(Outcome::winner), Some(!end.turn()), "{name}");
        }
    }
}

#[test]
fn a_bad_game_inside_a_real_file_loses_nothing_else() {
    let bad = "[Event \"Broken\"]\n\n1. e4 { a comment that never ends\n2. Nf3 Nc6\n\n";
    let text = format!("{GAMES}\n{bad}{GAMES}");
    let ru = Alphabet::russian();
    let items: Vec<_> = Reader::new(text.as_bytes()).with_alphabets(&[&ru]).collect();
    let summary: Vec<_> = items
        .iter()
        .map(|r| match r {
            Ok(g) => Ok((g.index, g.plies())),
            Err(e) => Err((e.game_index, e.kind.code())),
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            Ok((1, 33)),
            Ok((2, 45)),
            Ok((3, 47)),
            Ok((4, 7)),
            Err((5, "unterminated-comment")),
            Ok((6, 33)),
            Ok((7, 45)),
            Ok((8, 47)),
            Ok((9, 7)),
        ]
    );
}

/// An endless source of the Opera Game, cut after `games` copies: read through a small
/// buffer, so the games are never all in memory.
struct Repeat {
    game: Vec<u8>,
    left: usize,
    at: usize,
}

impl Read for Repeat {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            return Ok(0);
        }
        let n = buf.len().min(self.game.len() - self.at);
        buf[..n].copy_from_slice(&self.game[self.at..self.at + n]);
        self.at += n;
        if self.at == self.game.len() {
            self.at = 0;
            self.left -= 1;
        }
        Ok(n)
    }
}

#[test]
fn a_hundred_thousand_games_stream_through() {
    let end = GAMES.find("[Event \"London\"]").expect("the second game");
    let opera = &GAMES[GAMES.find("[Event").expect("the first game")..end];
    let source = Repeat { game: opera.as_bytes().to_vec(), left: 100_000, at: 0 };
    let mut count = 0;
    for (i, game) in Reader::new(BufReader::with_capacity(4096, source)).enumerate() {
        let game = game.expect("the Opera Game");
        assert_eq!((game.index, game.plies()), (i + 1, 33));
        count += 1;
    }
    assert_eq!(count, 100_000);
}

/// Reads everything and checks what must hold of any input: no panic, an end, consecutive
/// game indices, positions inside the text.
fn read_all(text: &str) {
    let lines = text.split('\n').count();
    let ru = Alphabet::russian();
    let bound = text.chars().count() + 1;
    let reader = Reader::new(text.as_bytes()).with_alphabets(&[&ru]);
    for (expected_index, item) in (1..).zip(reader) {
        // Every game or error consumes input, so there are at most as many as characters.
        assert!(expected_index <= bound, "the reader does not end");
        let (index, line, column) = match &item {
            Ok(g) => (g.index, g.line, g.column),
            Err(e) => (e.game_index, e.line, e.column),
        };
        assert_eq!(index, expected_index, "{item:?}");
        assert!(line >= 1 && line <= lines && column >= 1, "{item:?}");
    }
}

fn mutation() -> impl Strategy<Value = (usize, u8, char)> {
    (
        any::<usize>(),
        0u8..3,
        prop_oneof![
            Just('{'),
            Just('}'),
            Just('('),
            Just(')'),
            Just('['),
            Just(']'),
            Just('"'),
            Just('\\'),
            Just('\n'),
            Just('%'),
            Just(';'),
            Just('$'),
            Just('.'),
            Just('!'),
            Just('К'),
            any::<char>(),
        ],
    )
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        read_all(&text);
    }

    #[test]
    fn pgn_like_text_never_panics(text in "[\\[\\]{}()\"\\\\%;$.!?*0-9a-hx+#=O/ \nNBRQKКрФЛС:-]{0,200}") {
        read_all(&text);
    }

    #[test]
    fn damaged_games_never_panic(mutations in proptest::collection::vec(mutation(), 1..8)) {
        let mut chars: Vec<char> = GAMES.chars().collect();
        for (at, op, c) in mutations {
            let i = at % (chars.len() + 1);
            match op {
                0 if i < chars.len() => { chars.remove(i); }
                1 => chars.insert(i, c),
                _ if i < chars.len() => chars[i] = c,
                _ => chars.push(c),
            }
        }
        let text: String = chars.into_iter().collect();
        read_all(&text);
    }

    #[test]
    fn any_fen_tag_never_panics(fen in "[ 0-9a-zA-Z/\\-]{0,80}", moves in "[ 0-9a-hx.KQRBN+#=]{0,40}") {
        read_all(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n{moves} *\n"));
    }

    #[test]
    fn damaged_bytes_never_panic(at in any::<usize>(), byte in any::<u8>()) {
        // Not UTF-8 any more: read as ISO 8859-1, line by line.
        let mut bytes = GAMES.as_bytes().to_vec();
        let i = at % bytes.len();
        bytes[i] = byte;
        let count = pgn::Reader::new(&bytes[..]).count();
        prop_assert!(count >= 1);
    }
}
