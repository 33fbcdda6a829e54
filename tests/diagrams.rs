//! Lasker diagrams: the seed's own diagrams, the three rendering styles, round trips, errors
//! with their positions, and the parser's refusal to panic on any input.

use arbiter::diagram::{Style, render};
use arbiter::{
    Bitboard, Board, Color, Diagram, DiagramError, DiagramErrorKind, Piece, Position, Role, Square, attacks,
};
use proptest::prelude::*;

const SEED: &str = include_str!("../docs/seeds/002_5f0802a923a32796.txt");

fn seed_diagrams() -> Vec<(usize, Diagram)> {
    Diagram::find_all(SEED)
        .into_iter()
        .map(|(line, d)| (line, d.unwrap_or_else(|e| panic!("seed diagram at line {line}: {e}"))))
        .collect()
}

fn seed_diagram(caption: u32) -> Diagram {
    seed_diagrams()
        .into_iter()
        .map(|(_, d)| d)
        .find(|d| d.caption == Some(caption))
        .unwrap_or_else(|| panic!("no Diag. {caption}. in the seed"))
}

fn squares(names: &str) -> Bitboard {
    names.split_whitespace().map(|s| s.parse::<Square>().unwrap()).collect()
}

fn white(role: Role) -> Option<Piece> {
    Some(Piece::new(Color::White, role))
}

fn black(role: Role) -> Option<Piece> {
    Some(Piece::new(Color::Black, role))
}

#[test]
fn the_seed_holds_diagrams_2_and_3() {
    let found = seed_diagrams();
    let summary: Vec<(usize, Option<u32>)> = found.iter().map(|(l, d)| (*l, d.caption)).collect();
    assert_eq!(summary, vec![(1, Some(2)), (30, Some(3))]);
}

#[test]
fn diagram_2_is_a_lone_knight_and_its_moves() {
    let d = seed_diagram(2);
    assert_eq!(d.board.occupied(), Bitboard::from_square(Square::E4));
    assert_eq!(d.board.piece_at(Square::E4), white(Role::Knight));
    assert_eq!(d.marks, squares("c3 c5 d2 d6 f2 f6 g3 g5"));
    // Lasker marks exactly the squares a knight on e4 attacks (Article 3.6)…
    assert_eq!(d.marks, attacks::knight_attacks(Square::E4));
    // …which, on an otherwise empty board, are exactly the squares it can move to.
    let pos = d.to_position(Color::White).expect("a lone knight loads leniently");
    assert_eq!(pos.reach(Square::E4), d.marks);
}

#[test]
fn diagram_3_white_castled_queenside_black_kingside() {
    let d = seed_diagram(3);
    assert_eq!(d.marks, Bitboard::EMPTY);
    assert_eq!(d.board.board_fen(), "3r1rk1/pp3ppp/2p1p3/8/3P4/8/PPP2PPP/2KR3R");

    // White has castled on the queen's side: king c1, rook d1 (the other rook still on h1).
    assert_eq!(d.board.piece_at(Square::C1), white(Role::King));
    assert_eq!(d.board.piece_at(Square::D1), white(Role::Rook));
    assert_eq!(d.board.piece_at(Square::H1), white(Role::Rook));
    assert_eq!(d.board.by_piece(Piece::new(Color::White, Role::Pawn)), squares("a2 b2 c2 d4 f2 g2 h2"));
    // Black has castled on the king's side: king g8, rook f8 (the other rook on d8).
    assert_eq!(d.board.piece_at(Square::G8), black(Role::King));
    assert_eq!(d.board.piece_at(Square::F8), black(Role::Rook));
    assert_eq!(d.board.piece_at(Square::D8), black(Role::Rook));
    assert_eq!(d.board.by_piece(Piece::new(Color::Black, Role::Pawn)), squares("a7 b7 c6 e6 f7 g7 h7"));
    assert_eq!(d.board.occupied().count(), 20);

    // The position could arise in a game; neither side keeps a castling right.
    let pos = d.to_position(Color::White).unwrap();
    assert!(pos.illegal_reasons().is_empty(), "{:?}", pos.illegal_reasons());
    assert_eq!(pos.to_fen(), "3r1rk1/pp3ppp/2p1p3/8/3P4/8/PPP2PPP/2KR3R w - - 0 1");
}

#[test]
fn rendering_the_seed_diagrams_reproduces_their_lines() {
    let seed_lines: Vec<&str> = SEED.lines().collect();
    for (line, d) in seed_diagrams() {
        let rendered = d.render(Style::Lasker);
        let n = rendered.lines().count();
        assert_eq!(n, 20, "rule, 8 ranks, 7 separators, rule, files, blank, caption");
        for (k, got) in rendered.lines().enumerate() {
            let want = seed_lines[line - 1 + k];
            assert_eq!(got.trim_end(), want.trim_end(), "line {} of the seed", line + k);
        }
        // Display is the Lasker style with its caption.
        assert_eq!(d.to_string(), rendered);
    }
}

#[test]
fn marked_occupied_squares_in_each_style() {
    let mut board = Board::empty();
    board.set_piece_at(Square::E4, Piece::new(Color::White, Role::Knight));
    board.set_piece_at(Square::D6, Piece::new(Color::Black, Role::Pawn));
    board.set_piece_at(Square::F2, Piece::new(Color::White, Role::Pawn));
    let pos = Diagram::new(board.clone(), Bitboard::EMPTY).to_position(Color::White).unwrap();
    let marks = pos.reach(Square::E4);
    assert_eq!(marks, squares("c3 c5 d2 d6 f6 g3 g5"));

    let lasker = render(&board, marks, Style::Lasker);
    assert_eq!(lasker.lines().nth(5), Some("6 |    |    |    |*#P |    | *  |    |    |"));
    assert_eq!(lasker.lines().nth(13), Some("2 |    |    |    | *  |    | ^P |    |    |"));
    let ascii = render(&board, marks, Style::Ascii);
    assert_eq!(ascii.lines().nth(3), Some("6 | .  .  . [p] .  *  .  . |"));
    let unicode = render(&board, marks, Style::Unicode);
    assert_eq!(unicode.lines().nth(5), Some("4 │ ·  ·  ·  ·  ♘  ·  ·  · │"));
    for text in [lasker, ascii, unicode] {
        let d = Diagram::parse(&text).unwrap();
        assert_eq!((&d.board, d.marks, d.caption), (&board, marks, None), "{text}");
    }
}

#[test]
fn unicode_and_ascii_boards() {
    let marks = squares("e2 e3 e4");
    let d = Diagram::new(Board::initial(), marks).with_caption(1);
    assert_eq!(
        d.render(Style::Unicode),
        "  ┌────────────────────────┐
8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │
7 │ ♟  ♟  ♟  ♟  ♟  ♟  ♟  ♟ │
6 │ ·  ·  ·  ·  ·  ·  ·  · │
5 │ ·  ·  ·  ·  ·  ·  ·  · │
4 │ ·  ·  ·  ·  •  ·  ·  · │
3 │ ·  ·  ·  ·  •  ·  ·  · │
2 │ ♙  ♙  ♙  ♙ [♙] ♙  ♙  ♙ │
1 │ ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖ │
  └────────────────────────┘
    a  b  c  d  e  f  g  h

Diag. 1.
"
    );
    assert_eq!(
        d.render(Style::Ascii),
        "  +------------------------+
8 | r  n  b  q  k  b  n  r |
7 | p  p  p  p  p  p  p  p |
6 | .  .  .  .  .  .  .  . |
5 | .  .  .  .  .  .  .  . |
4 | .  .  .  .  *  .  .  . |
3 | .  .  .  .  *  .  .  . |
2 | P  P  P  P [P] P  P  P |
1 | R  N  B  Q  K  B  N  R |
  +------------------------+
    a  b  c  d  e  f  g  h

Diag. 1.
"
    );
    for style in Style::ALL {
        assert_eq!(Diagram::parse(&d.render(style)), Ok(d.clone()), "{style}");
        assert_eq!(style.name().parse::<Style>(), Ok(style));
    }
    assert!("fancy".parse::<Style>().is_err());
}

#[test]
fn the_reader_is_tolerant_of_layout() {
    // Diagram 3, indented, cells padded differently, no rules between the ranks, trailing
    // spaces, lower-case files, CRLF line ends, `Diagram 3` as the caption.
    let text = "
    ---------------------------
    8 |  |  |  |#R|  |  #R  |#K|    |   
    7 |#P|#P|  |  |  |#P|#P|#P|
    6 |  |  |#P|  |#P|  |  |  |
    5 |  |  |  |  |  |  |  |  |
    4 |  |  |  |^P|  |  |  |  |
    3 |  |  |  |  |  |  |  |  |
    2 |^P|^P|^P|  |  |^P|^P|^P|
    1 |  |  | ^K | ^R |  |  |  |  ^R|
    |-------------------------|
       a    b    c    d    e    f    g    h   

    Diagram 3
"
    .replace('\n', "\r\n");
    assert_eq!(Diagram::parse(&text), Ok(seed_diagram(3)));
}

fn diagram_3_text() -> String {
    seed_diagram(3).render(Style::Lasker)
}

/// `text` with line `n` (1-based) replaced by `f(line)`.
fn edit_line(text: &str, n: usize, f: impl Fn(&str) -> String) -> String {
    text.lines().enumerate().map(|(i, l)| if i + 1 == n { f(l) } else { l.to_owned() }).map(|l| l + "\n").collect()
}

fn err(text: &str) -> (DiagramErrorKind, usize, usize) {
    let e = Diagram::parse(text).expect_err(text);
    (e.kind, e.line, e.column)
}

#[test]
fn errors_say_what_and_where() {
    use DiagramErrorKind::*;
    let text = diagram_3_text();
    // Lines: 1 rule, rank r on line 2 + 2 (8 - r), 17 rule, 18 files, 19 blank, 20 caption.
    assert_eq!(err(""), (Empty, 1, 1));
    assert_eq!(err(" \n\t\n"), (Empty, 1, 1));
    assert_eq!(err(&format!("Some prose.\n{text}")), (ExpectedRule, 1, 1));
    assert_eq!(err(&edit_line(&text, 1, |_| "  8 |".into())), (ExpectedRule, 1, 3));
    assert_eq!(err(&edit_line(&text, 2, |l| l.replace("#K", "#X"))), (UnknownPiece("#X".into()), 2, 35));
    assert_eq!(err(&edit_line(&text, 16, |l| l.replacen("^K", " K", 1))), (MissingColor("K".into()), 16, 16));
    assert_eq!(err(&edit_line(&text, 6, |l| l.replacen("    |", " ?? |", 1))), (InvalidSquare("??".into()), 6, 5));
    assert_eq!(err(&edit_line(&text, 6, |l| l.replacen('6', "9", 1))), (WrongRank { expected: 6, found: '9' }, 6, 1));
    assert_eq!(err(&edit_line(&text, 6, |l| l.replacen('6', "x", 1))), (ExpectedRankRow { rank: 6 }, 6, 1));
    assert_eq!(err(&edit_line(&text, 6, |l| l.replacen("6 |", "6 x", 1))), (ExpectedRankRow { rank: 6 }, 6, 3));
    assert_eq!(err(&edit_line(&text, 8, |l| l.replacen("    |", "", 1))), (SquareCount { rank: 5, found: 7 }, 8, 38));
    assert_eq!(err(&edit_line(&text, 8, |l| format!("{l}    |"))), (SquareCount { rank: 5, found: 9 }, 8, 44));
    assert_eq!(err(&edit_line(&text, 16, |l| l.trim_end_matches('|').into())), (UnclosedRow { rank: 1 }, 16, 40));
    assert_eq!(err(&edit_line(&text, 16, |l| format!("{l} x"))), (UnclosedRow { rank: 1 }, 16, 45));
    // A Lasker row of one cell or none is read as Lasker's, never as a grid row (the top rule
    // has no corners): one square, no square, or a row that does not end with a bar.
    assert_eq!(err(&edit_line(&text, 2, |_| "8 |    |".into())), (SquareCount { rank: 8, found: 1 }, 2, 8));
    assert_eq!(err(&edit_line(&text, 2, |_| "8 | #K |".into())), (SquareCount { rank: 8, found: 1 }, 2, 8));
    assert_eq!(err(&edit_line(&text, 2, |_| "8 |".into())), (SquareCount { rank: 8, found: 0 }, 2, 3));
    assert_eq!(err(&edit_line(&text, 2, |_| "8 | #K".into())), (UnclosedRow { rank: 8 }, 2, 5));
    assert_eq!(err(&edit_line(&text, 17, |_| "A B C D E F G H".into())), (ExpectedRule, 17, 1));
    assert_eq!(err(&edit_line(&text, 18, |_| "A    B    C    E".into())), (ExpectedFileLetters, 18, 16));
    assert_eq!(err(&edit_line(&text, 18, |_| String::new())), (ExpectedFileLetters, 18, 1));
    assert_eq!(err(&edit_line(&text, 20, |_| "  Diag. three.".into())), (InvalidCaption("Diag. three.".into()), 20, 3));
    assert_eq!(err(&format!("{text}\nThe end.\n")), (TrailingText, 22, 1));
    // Cut short: the error is on the line after the text.
    let cut: String = text.lines().take(12).map(|l| format!("{l}\n")).collect();
    assert_eq!(err(&cut), (ExpectedRankRow { rank: 2 }, 13, 1));
    let cut: String = text.lines().take(17).map(|l| format!("{l}\n")).collect();
    assert_eq!(err(&cut), (ExpectedFileLetters, 18, 1));

    // Grid styles.
    let ascii = seed_diagram(3).render(Style::Ascii);
    assert_eq!(err(&edit_line(&ascii, 2, |l| l.replace('k', "x"))), (InvalidSquare("x".into()), 2, 23));
    assert_eq!(err(&edit_line(&ascii, 2, |l| l.replacen(" .", "[.", 1))), (InvalidSquare("[. ".into()), 2, 4));
    assert_eq!(err(&edit_line(&ascii, 2, |l| l.replacen(" .", " . .", 1))), (SquareCount { rank: 8, found: 9 }, 2, 28));
    assert_eq!(err(&edit_line(&ascii, 3, |l| l.replacen(" p", "", 1))), (SquareCount { rank: 7, found: 7 }, 3, 26));
    assert_eq!(err(&edit_line(&ascii, 3, |l| l.trim_end_matches('|').into())), (UnclosedRow { rank: 7 }, 3, 27));
    // In a framed grid a Lasker row (more bars than the frame's two) is still read as cells.
    let lasker_row = edit_line(&text, 2, |l| l.to_owned()).lines().nth(1).unwrap().to_owned();
    assert_eq!(Diagram::parse(&edit_line(&ascii, 2, |_| lasker_row.clone())).unwrap().board, seed_diagram(3).board);

    // Errors print their place.
    let e = Diagram::parse(&edit_line(&text, 2, |l| l.replace("#K", "#X"))).unwrap_err();
    assert_eq!(e.to_string(), "`#X` is not a piece (K, Q, R, B, Kt or P) (line 2, column 35)");
}

#[test]
fn find_all_skips_prose_and_reports_broken_diagrams() {
    let d3 = diagram_3_text();
    let broken = edit_line(&d3, 8, |l| l.replacen("    |", " #Z |", 1));
    let uncaptioned = Diagram::new(Board::initial(), Bitboard::EMPTY).render(Style::Ascii);
    let text = format!(
        "Prose.\n\n{d3}\nDiagram 3 shows a position.\n{broken}\nMore prose | with a bar.\n\n{uncaptioned}Diagram 9 shows nothing.\n"
    );
    let found = Diagram::find_all(&text);
    assert_eq!(found.len(), 3, "{found:?}");

    assert_eq!(found[0], (3, Ok(seed_diagram(3))));
    // The broken diagram starts on line 25; its rank-5 row is line 25 + 7.
    assert_eq!(
        found[1],
        (25, Err(DiagramError { kind: DiagramErrorKind::UnknownPiece("#Z".into()), line: 32, column: 5 }))
    );
    let (line, d) = &found[2];
    assert_eq!(*line, 48);
    assert_eq!(d, &Ok(Diagram::new(Board::initial(), Bitboard::EMPTY)));

    assert!(Diagram::find_all("no diagrams here\n---\n").is_empty());
}

#[test]
fn castling_rights_are_read_from_the_placement() {
    let rights = |fen_board: &str| {
        let setup = arbiter::Setup::from_fen(&format!("{fen_board} w - - 0 1")).unwrap();
        Diagram::new(setup.board, Bitboard::EMPTY).to_setup(Color::Black).castling_rights.fen()
    };
    assert_eq!(rights("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), "KQkq");
    assert_eq!(rights("r3k3/8/8/8/8/8/8/4K2R"), "Kq");
    assert_eq!(rights("r4k1r/8/8/8/8/8/8/R3K2r"), "Q");
    assert_eq!(rights("3r1rk1/pp3ppp/2p1p3/8/3P4/8/PPP2PPP/2KR3R"), "-");
    let setup = seed_diagram(3).to_setup(Color::Black);
    assert_eq!((setup.turn, setup.ep_square, setup.halfmove_clock, setup.fullmove_number), (Color::Black, None, 0, 1));
}

/// A position reached by playing the moves `picks` select, each modulo the number of legal
/// moves, from the initial position.
fn random_position(picks: &[u16]) -> Position {
    let mut pos = Position::new();
    for &pick in picks {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(pick) % moves.len()];
        pos.play_unchecked(m);
    }
    pos
}

fn random_diagram() -> impl Strategy<Value = Diagram> {
    (prop::collection::vec(any::<u16>(), 0..120), any::<u64>(), prop::option::of(any::<u32>())).prop_map(
        |(picks, marks, caption)| Diagram {
            board: random_position(&picks).board().clone(),
            marks: Bitboard(marks),
            caption,
        },
    )
}

fn style() -> impl Strategy<Value = Style> {
    prop::sample::select(Style::ALL.to_vec())
}

/// Characters a diagram is made of, and a few others.
fn diagram_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select("|-+*^#KtQRBNPkqrbnp.·•[]─│┌┐└┘ ♔♞0123456789\n\r\tDiag.ABCH".chars().collect::<Vec<_>>()),
        any::<char>(),
    ]
}

#[derive(Clone, Debug)]
enum Mutation {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
    Truncate(usize),
    SwapLines(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), diagram_char()).prop_map(|(i, c)| Mutation::Insert(i, c)),
        any::<usize>().prop_map(Mutation::Delete),
        (any::<usize>(), diagram_char()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
    ]
}

fn mutate(text: &str, mutations: &[Mutation]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for m in mutations {
        let n = chars.len().max(1);
        match *m {
            Mutation::Insert(i, c) => chars.insert(i % (chars.len() + 1), c),
            Mutation::Delete(i) => {
                if !chars.is_empty() {
                    chars.remove(i % n);
                }
            }
            Mutation::Replace(i, c) => {
                if !chars.is_empty() {
                    chars[i % n] = c;
                }
            }
            Mutation::Truncate(i) => chars.truncate(i % (chars.len() + 1)),
            Mutation::SwapLines(a, b) => {
                let s: String = chars.iter().collect();
                let mut lines: Vec<&str> = s.split('\n').collect();
                let len = lines.len();
                lines.swap(a % len, b % len);
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

/// Checks what holds of any input: no panic, errors inside the text, and whatever is
/// accepted renders to a text that reads back the same.
fn check_any_input(text: &str) -> Result<(), TestCaseError> {
    let last_line = text.lines().count() + 1;
    let check_error = |e: &DiagramError| -> Result<(), TestCaseError> {
        prop_assert!(e.line >= 1 && e.line <= last_line, "{e:?} in {text:?}");
        prop_assert!(e.column >= 1, "{e:?}");
        let _ = e.to_string();
        Ok(())
    };
    match Diagram::parse(text) {
        Ok(d) => {
            for style in Style::ALL {
                let again = Diagram::parse(&d.render(style));
                prop_assert_eq!(again.as_ref(), Ok(&d));
            }
        }
        Err(e) => check_error(&e)?,
    }
    let mut previous = 0;
    for (line, result) in Diagram::find_all(text) {
        prop_assert!(line > previous && line <= last_line);
        previous = line;
        if let Err(e) = result {
            check_error(&e)?;
            prop_assert!(e.line >= line);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn render_then_parse_is_the_identity(d in random_diagram(), style in style()) {
        let text = d.render(style);
        prop_assert_eq!(Diagram::parse(&text), Ok(d.clone()), "{}", text);
        // Embedded in prose, the diagram is found where it is.
        let found = Diagram::find_all(&format!("Some prose.\n\n{text}\nMore prose.\n"));
        prop_assert_eq!(found, vec![(3, Ok(d))]);
    }

    #[test]
    fn lasker_rows_have_the_seed_geometry(d in random_diagram()) {
        let text = render(&d.board, d.marks, Style::Lasker);
        let lines: Vec<&str> = text.lines().collect();
        prop_assert_eq!(lines.len(), 18);
        for (i, line) in lines.iter().enumerate() {
            let want = match i {
                0 | 16 => 39,
                17 => 36,
                _ if i % 2 == 0 => 41,
                _ => 43,
            };
            prop_assert_eq!(line.chars().count(), want, "line {}: {:?}", i + 1, line);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        check_any_input(&text)?;
    }

    #[test]
    fn diagram_like_text_never_panics(chars in prop::collection::vec(diagram_char(), 0..400)) {
        let text: String = chars.into_iter().collect();
        check_any_input(&text)?;
    }

    #[test]
    fn mutated_diagrams_never_panic(
        d in random_diagram(),
        style in style(),
        mutations in prop::collection::vec(mutation(), 1..6),
    ) {
        let text = mutate(&d.render(style), &mutations);
        check_any_input(&text)?;
        check_any_input(&format!("Prose | prose\n{text}\n{text}"))?;
    }
}
