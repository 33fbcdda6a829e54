use std::io::{BufReader, Read};

use super::*;
use crate::notation::{Alphabet, San, SanErrorKind};
use crate::{CastlingSide, Color, FenErrorKind, FenField, Role, Square};

fn games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    read_games(text).collect()
}

fn one(text: &str) -> PgnGame {
    let mut all = games(text);
    assert_eq!(all.len(), 1, "{all:#?}");
    match all.remove(0) {
        Ok(g) => g,
        Err(e) => panic!("{e}"),
    }
}

fn first_error(text: &str) -> PgnError {
    match games(text).into_iter().next() {
        Some(Err(e)) => e,
        other => panic!("expected an error, got {other:#?}"),
    }
}

fn texts(moves: &[PgnMove]) -> Vec<&str> {
    moves.iter().map(|m| m.text.as_str()).collect()
}

fn warnings(game: &PgnGame) -> Vec<(PgnWarningKind, usize, usize)> {
    game.warnings.iter().map(|w| (w.kind.clone(), w.line, w.column)).collect()
}

#[test]
fn tag_pairs_in_order_with_escapes() {
    let g = one("[Event \"F/S \\\"Return\\\" Match\"]\n[Site \"C:\\\\games\\x\"]  [Round \"29\"]\n\n*\n");
    let tags: Vec<_> = g.tags.iter().map(|t| (t.name.as_str(), t.value.as_str(), t.line, t.column)).collect();
    assert_eq!(
        tags,
        vec![("Event", "F/S \"Return\" Match", 1, 1), ("Site", "C:\\games\\x", 2, 1), ("Round", "29", 2, 23),]
    );
    assert_eq!(g.tag("Round"), Some("29"));
    assert_eq!(g.tag("round"), None);
    assert_eq!((g.index, g.line, g.column), (1, 1, 1));
    assert!(g.moves.is_empty());
    assert_eq!(g.termination, Some(Termination { outcome: Outcome::Unknown, line: 4, column: 1 }));
    assert!(g.warnings.is_empty());
}

#[test]
fn moves_with_positions_numbers_and_sides() {
    let g = one("1.e4 e5 2. Nf3\n2... Nc6 3 Bb5 3. ... a6 4 . O-O *");
    assert_eq!(texts(&g.moves), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]);
    let written: Vec<_> = g.moves.iter().map(|m| (m.number, m.side, m.line, m.column)).collect();
    assert_eq!(
        written,
        vec![
            (Some(1), Some(Color::White), 1, 3),
            (None, None, 1, 6),
            (Some(2), Some(Color::White), 1, 12),
            (Some(2), Some(Color::Black), 2, 6),
            (Some(3), None, 2, 12),
            (Some(3), Some(Color::Black), 2, 23),
            (Some(4), Some(Color::White), 2, 30),
        ]
    );
    assert_eq!(g.moves[2].san, "Nf3".parse::<San>().unwrap());
    assert_eq!(g.moves[6].san, San::Castle { side: CastlingSide::KingSide, suffix: None });
    assert_eq!(g.plies(), 7);
}

#[test]
fn comments_attach_to_the_move_before_them() {
    let text =
        "{Intro} ; and more\n1. e4 {Best by test,\n  says Fischer} e5 ; open game\n2. Nf3 (2. f4 {gambit} exf4) *";
    let g = one(text);
    let c = |c: &Comment| (c.text.clone(), c.style, c.line, c.column);
    assert_eq!(
        g.comments.iter().map(c).collect::<Vec<_>>(),
        vec![("Intro".into(), CommentStyle::Brace, 1, 1), ("and more".into(), CommentStyle::Line, 1, 9)]
    );
    assert_eq!(
        g.moves[0].comments.iter().map(c).collect::<Vec<_>>(),
        vec![("Best by test,\n  says Fischer".into(), CommentStyle::Brace, 2, 7)]
    );
    assert_eq!(
        g.moves[1].comments.iter().map(c).collect::<Vec<_>>(),
        vec![("open game".into(), CommentStyle::Line, 3, 20)]
    );
    let v = &g.moves[2].variations[0];
    assert_eq!(v.moves[0].comments[0].text, "gambit");
    assert!(g.moves[2].comments.is_empty());
}

#[test]
fn annotation_glyphs() {
    let g = one("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $32 Nf6 !? *");
    let nags: Vec<Vec<Nag>> = g.moves.iter().map(|m| m.nags.clone()).collect();
    assert_eq!(
        nags,
        vec![
            vec![Nag::GOOD_MOVE],
            vec![Nag::MISTAKE],
            vec![Nag::BRILLIANT_MOVE],
            vec![Nag::BLUNDER],
            vec![Nag::SPECULATIVE_MOVE],
            vec![Nag::DUBIOUS_MOVE],
            vec![Nag(14), Nag(32)],
            vec![Nag::SPECULATIVE_MOVE],
        ]
    );
    assert_eq!(g.moves[0].text, "e4!");
    assert_eq!(g.moves[0].san, "e4".parse::<San>().unwrap());
    assert_eq!(Nag(14).to_string(), "$14");
    assert_eq!(Nag::BLUNDER.suffix(), Some("??"));
    assert_eq!(Nag(7).suffix(), None);

    let e = first_error("1. e4!!! e5 *");
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::BadSuffixAnnotation("!!!".into()), 1, 6));
    let e = first_error("1. e4 $256 *");
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::BadNag("$256".into()), 1, 7));
    let e = first_error("1. e4 $ *");
    assert_eq!(e.kind, PgnErrorKind::BadNag("$".into()));
    let e = first_error("$1 1. e4 *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::NagWithoutMove, 1));
    let e = first_error("1. e4 ( !? d4) *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::NagWithoutMove, 9));
}

#[test]
fn variations_are_kept_on_the_move_they_replace() {
    let g = one("1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) (1... e6) 2. Nf3 *");
    assert_eq!(texts(&g.moves), ["e4", "e5", "Nf3"]);
    let vars = &g.moves[1].variations;
    assert_eq!(vars.len(), 2);
    assert_eq!(texts(&vars[0].moves), ["c5", "Nf3", "d6"]);
    assert_eq!((vars[0].line, vars[0].column), (1, 10));
    assert_eq!((vars[0].moves[0].number, vars[0].moves[0].side), (Some(1), Some(Color::Black)));
    assert_eq!(texts(&vars[0].moves[1].variations[0].moves), ["c3", "d5"]);
    assert_eq!(texts(&vars[1].moves), ["e6"]);
    // A move number inside a variation does not leak out of it.
    let g = one("1. e4 (1. d4) e5 *");
    assert_eq!(g.moves[1].number, None);
}

#[test]
fn variation_errors() {
    let e = first_error("1. e4 (1. d4 d5 *");
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::UnterminatedVariation, 1, 7));
    let e = first_error("1. e4 (1. d4 ((");
    assert_eq!(e.kind, PgnErrorKind::VariationWithoutMove);
    let e = first_error("1. e4 (1. d4 (1. c4)");
    assert_eq!((e.kind, e.column), (PgnErrorKind::UnterminatedVariation, 7));
    let e = first_error("1. e4 ) *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::UnmatchedParenthesis, 7));
    let e = first_error("(1. e4) *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::VariationWithoutMove, 1));

    let deep = |n: usize| format!("1. e4 {} *", "( e4 ".repeat(n) + &")".repeat(n));
    let g = one(&deep(MAX_VARIATION_DEPTH));
    let mut depth = 0;
    let mut line = &g.moves;
    while let Some(v) = line.last().and_then(|m| m.variations.first()) {
        depth += 1;
        line = &v.moves;
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    let e = first_error(&deep(MAX_VARIATION_DEPTH + 1));
    assert_eq!((e.kind, e.column), (PgnErrorKind::VariationTooDeep, 7 + 5 * MAX_VARIATION_DEPTH));
}

#[test]
fn termination_markers_and_the_result_tag() {
    for (marker, outcome) in
        [("1-0", Outcome::WhiteWins), ("0-1", Outcome::BlackWins), ("1/2-1/2", Outcome::Draw), ("*", Outcome::Unknown)]
    {
        let g = one(&format!("[Result \"{marker}\"]\n1. e4 {marker}"));
        assert_eq!(g.termination, Some(Termination { outcome, line: 2, column: 7 }));
        assert_eq!((g.result(), g.result_tag()), (Some(outcome), Some(outcome)));
        assert!(g.warnings.is_empty(), "{:?}", g.warnings);
    }

    let g = one("[Result \"1-0\"]\n1. e4 0-1");
    let mismatch = PgnWarningKind::ResultMismatch { tag: Outcome::WhiteWins, marker: Outcome::BlackWins };
    assert_eq!(warnings(&g), vec![(mismatch, 2, 7)]);
    assert_eq!(g.result(), Some(Outcome::BlackWins));

    let g = one("[Result \"2-0\"]\n1. e4 *");
    assert_eq!(warnings(&g), vec![(PgnWarningKind::InvalidResultTag("2-0".into()), 1, 1)]);
    assert_eq!(g.result_tag(), None);
}

#[test]
fn missing_marker_at_end_of_file_or_before_the_next_game() {
    let all = games("[Result \"1-0\"]\n1. e4 e5\n2. Nf3\n[Event \"Next\"]\n1. d4 *\n\n1. c4");
    assert_eq!(all.len(), 3);
    let g = all[0].as_ref().unwrap();
    assert_eq!(texts(&g.moves), ["e4", "e5", "Nf3"]);
    assert_eq!(g.termination, None);
    assert_eq!(g.result(), Some(Outcome::WhiteWins));
    assert_eq!(warnings(g), vec![(PgnWarningKind::MissingTermination, 3, 4)]);
    let g = all[1].as_ref().unwrap();
    assert_eq!((g.index, g.tag("Event"), g.plies()), (2, Some("Next"), 1));
    assert!(g.warnings.is_empty());
    let g = all[2].as_ref().unwrap();
    assert_eq!((g.index, g.line, g.plies()), (3, 7, 1));
    assert_eq!(warnings(g), vec![(PgnWarningKind::MissingTermination, 7, 4)]);
}

#[test]
fn several_games_blank_lines_and_whitespace() {
    let text = "\n\n  [Event \"A\"]  \n\n\n\t1.\te4\t\t*  \n\n\n1. d4 1-0 1. c4 0-1\r\n[Event \"D\"]\r\n\r\n1. Nf3 1/2-1/2\r\n\n";
    let all: Vec<PgnGame> = games(text).into_iter().map(Result::unwrap).collect();
    let summary: Vec<_> = all.iter().map(|g| (g.index, g.line, g.tag("Event"), texts(&g.moves), g.result())).collect();
    assert_eq!(
        summary,
        vec![
            (1, 3, Some("A"), vec!["e4"], Some(Outcome::Unknown)),
            (2, 9, None, vec!["d4"], Some(Outcome::WhiteWins)),
            (3, 9, None, vec!["c4"], Some(Outcome::BlackWins)),
            (4, 10, Some("D"), vec!["Nf3"], Some(Outcome::Draw)),
        ]
    );
    assert_eq!(all[0].moves[0].column, 5);
    assert!(games("").is_empty());
    assert!(games("  \n\n\t\n").is_empty());
    // Comments alone make no game.
    assert!(games("{nothing here} ; really\n").is_empty());
}

#[test]
fn escape_lines_are_ignored() {
    let g = one("% arbiter test file\n[Event \"E\"]\n%[Event \"hidden\"] { (\n1. e4 *");
    assert_eq!((g.tags.len(), g.plies(), g.line), (1, 1, 2));
}

#[test]
fn setup_and_fen() {
    let fen = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let g = one(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. Kg7 h4 *"));
    let start = g.start.as_ref().unwrap();
    assert_eq!((start.fen.as_str(), start.line, start.column), (fen, 2, 7));
    assert_eq!(start.setup, crate::Setup::from_fen(fen).unwrap());
    assert_eq!(g.fen(), Some(fen));
    assert_eq!(g.setup().to_fen(), fen);
    assert!(g.warnings.is_empty());
    assert_eq!(one("1. e4 *").setup(), crate::Setup::initial());

    let g = one(&format!("[FEN \"{fen}\"]\n*"));
    assert_eq!(warnings(&g), vec![(PgnWarningKind::FenWithoutSetUp, 1, 7)]);
    let g = one("[White \"x\"]\n[SetUp \"1\"]\n*");
    assert_eq!(warnings(&g), vec![(PgnWarningKind::SetUpWithoutFen, 2, 1)]);
    assert_eq!(g.start, None);

    // The FEN error's column is translated into the PGN line.
    let e = first_error("[SetUp \"1\"]\n[FEN \"7K/8/k1X5/7p/8/8/8/8 w - - 0 1\"]\n*");
    let PgnErrorKind::BadFen { fen, error } = &e.kind else { panic!("{e:?}") };
    assert_eq!(fen, "7K/8/k1X5/7p/8/8/8/8 w - - 0 1");
    assert_eq!(
        (error.kind.clone(), error.field, error.column),
        (FenErrorKind::InvalidPiece('X'), FenField::Placement, 8)
    );
    assert_eq!((e.line, e.column, e.game_index), (2, 14, 1));
    // A missing field points at the closing quote.
    let e = first_error("[FEN \"8/8/8/8/8/8/8/K6k\"]\n*");
    assert!(matches!(e.kind, PgnErrorKind::BadFen { ref error, .. } if error.kind == FenErrorKind::MissingField));
    assert_eq!((e.line, e.column), (1, 24));
}

#[test]
fn russian_piece_letters_with_the_alphabet_option() {
    let text = "1. e4 e5 2. Кf3 Кc6 3. Сc4 Сc5 4. 0-0 Кf6 5. Лe1 0-0 6. Фe2 Крh8 *";
    let ru = Alphabet::russian();
    let g = Reader::new(text.as_bytes()).with_alphabets(&[&ru]).next().unwrap().unwrap();
    let english: Vec<String> = g.moves.iter().map(|m| m.san.to_string()).collect();
    assert_eq!(english, ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6", "Re1", "O-O", "Qe2", "Kh8"]);
    assert_eq!((g.moves[2].text.as_str(), g.moves[2].column), ("Кf3", 13));
    assert!(matches!(g.moves[11].san, San::Normal { role: Role::King, to: Square::H8, .. }));

    // Without the option, a Russian letter is not notation: the error points at it.
    let e = first_error(text);
    let PgnErrorKind::BadMove { text, error } = &e.kind else { panic!("{e:?}") };
    assert_eq!(text, "Кf3");
    assert_eq!(error.kind, SanErrorKind::UnexpectedChar('К'));
    assert_eq!((e.line, e.column), (1, 13));
}

#[test]
fn bad_moves_point_at_the_character() {
    let e = first_error("1. e4 e5 2. Nf3 Nz9 *");
    let PgnErrorKind::BadMove { text, error } = &e.kind else { panic!("{e:?}") };
    assert_eq!((text.as_str(), error.kind.clone()), ("Nz9", SanErrorKind::FileOutOfRange));
    assert_eq!((e.line, e.column), (1, 18));
    let e = first_error("1. e4 -- 2. d4 *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::UnexpectedCharacter('-'), 7));
    let e = first_error("1. e4 <reserved> *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::UnexpectedCharacter('<'), 7));
    let e = first_error("1. e4 e5 . Nf3 *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::UnexpectedCharacter('.'), 10));
    let e = first_error("1. e4 \"x\" *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::UnexpectedCharacter('"'), 7));
    let e = first_error("99999999999. e4 *");
    assert_eq!((e.kind, e.column), (PgnErrorKind::BadMoveNumber("99999999999".into()), 1));
}

#[test]
fn bad_tags_strings_and_comments() {
    let e = first_error("[Event \"x]\n1. e4 *");
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::UnterminatedString, 1, 8));
    let e = first_error("[ \"x\"]\n*");
    assert_eq!((e.kind, e.column), (PgnErrorKind::BadTag(TagProblem::MissingName), 3));
    let e = first_error("[1x \"x\"]\n*");
    assert_eq!((e.kind, e.column), (PgnErrorKind::BadTag(TagProblem::InvalidName("1x".into())), 2));
    let e = first_error("[Event x]\n*");
    assert_eq!((e.kind, e.column), (PgnErrorKind::BadTag(TagProblem::MissingValue), 8));
    let e = first_error("[Event \"x\"\n[Site \"y\"]\n*");
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::BadTag(TagProblem::MissingBracket), 2, 1));
    let e = first_error("[Event");
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::BadTag(TagProblem::MissingValue), 1, 1));
    let e = first_error("1. e4 { never closed\n1-0\n");
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::UnterminatedComment, 1, 7));
}

#[test]
fn a_bad_game_never_loses_the_rest() {
    let text = "\
[Event \"1 good\"]

1. e4 e5 1-0

[Event \"2 bad move\"]

1. e4 e5 2. Nz9 Nc6 3. Bb5
a6 1-0

[Event \"3 good\"]
[Site \"?\"]

1. d4 d5 1/2-1/2

[Event \"4 unterminated comment\"]

1. e4 { lost brace
2. Nf3

[Site \"5 no Event tag, after a blank line\"]

1. c4 *
[Event \"6 unclosed tag\"
[Event \"7 right after\"]
1. f4 (1. g4 *
[Event \"8 after an open variation\"]
1. b3 *
";
    let all = games(text);
    let summary: Vec<_> = all
        .iter()
        .map(|r| match r {
            Ok(g) => Ok((g.index, g.tag("Event").or(g.tag("Site")).unwrap_or("").to_owned(), g.plies())),
            Err(e) => Err((e.game_index, e.kind.code(), e.line, e.column)),
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            Ok((1, "1 good".to_owned(), 2)),
            Err((2, "bad-move", 7, 14)),
            Ok((3, "3 good".to_owned(), 2)),
            Err((4, "unterminated-comment", 17, 7)),
            Ok((5, "5 no Event tag, after a blank line".to_owned(), 1)),
            Err((6, "bad-tag", 24, 1)),
            Err((7, "unterminated-variation", 25, 7)),
            Ok((8, "8 after an open variation".to_owned(), 1)),
        ]
    );
}

#[test]
fn errors_display_and_codes() {
    let e = first_error("1. e4 ) *");
    assert_eq!(e.to_string(), "game 1, line 1, column 7: `)` without an open variation");
    assert_eq!(e.kind.code(), "unmatched-parenthesis");
    let e = first_error("1. Nz9 *");
    assert!(std::error::Error::source(&e).is_some());
    let w = PgnWarning { kind: PgnWarningKind::MissingTermination, line: 3, column: 4 };
    assert_eq!(w.to_string(), "line 3, column 4: the game has no termination marker");
    assert_eq!(w.kind.code(), "missing-termination");
}

#[test]
fn reads_latin1_and_crlf_from_any_bufread() {
    let bytes = b"[Event \"Caf\xe9\"]\r\n\r\n1. e4 {Tr\xe8s bien} *\r\n";
    let tiny = BufReader::with_capacity(1, &bytes[..]);
    let g = Reader::new(tiny).next().unwrap().unwrap();
    assert_eq!(g.tag("Event"), Some("Café"));
    assert_eq!(g.moves[0].comments[0].text, "Très bien");
    assert_eq!(g.termination.map(|t| (t.line, t.column)), Some((3, 19)));
}

/// A source that fails after its text.
struct Failing<'a>(&'a [u8]);

impl Read for Failing<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.0.is_empty() {
            return Err(std::io::Error::other("disk on fire"));
        }
        let n = self.0.read(buf)?;
        Ok(n)
    }
}

#[test]
fn an_io_error_ends_the_reading() {
    let mut reader = Reader::new(BufReader::new(Failing(b"1. e4 *\n1. d4")));
    assert_eq!(reader.next().unwrap().unwrap().plies(), 1);
    let e = reader.next().unwrap().unwrap_err();
    assert!(matches!(e.kind, PgnErrorKind::Io { kind: std::io::ErrorKind::Other, .. }), "{e:?}");
    assert_eq!(e.line, 2);
    assert!(reader.next().is_none());
    assert!(reader.next().is_none());
}
