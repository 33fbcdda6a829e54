//! Pictures per violation kind: the SVG is well-formed XML, and it marks the squares the
//! ruling names (each test cites its article).

use std::collections::BTreeSet;

use super::*;
use crate::laws::touch_move::{adjudicate_touched, parse_touches};
use crate::notation::Uci;
use crate::{Square, adjudicate};

/// What an SVG marks: `(kind, square)` for square marks, `(kind, from, to)` for lines and
/// arrows, read back from the XML itself.
#[derive(Debug, Default)]
struct Seen {
    squares: BTreeSet<(String, String)>,
    paths: BTreeSet<(String, String, String)>,
    legend: Vec<String>,
    title: String,
    orientation: String,
}

fn read(svg: &str) -> Seen {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not well-formed: {e}\n{svg}"));
    let mut seen = Seen::default();
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    seen.orientation = root.attribute("data-orientation").unwrap_or_default().to_owned();
    for node in doc.descendants().filter(|n| n.is_element()) {
        if node.tag_name().name() == "title" {
            seen.title = node.text().unwrap_or_default().to_owned();
        }
        if let Some(kind) = node.attribute("data-legend") {
            seen.legend.push(kind.to_owned());
        }
        let Some(kind) = node.attribute("data-mark") else { continue };
        match (node.attribute("data-square"), node.attribute("data-from"), node.attribute("data-to")) {
            (Some(sq), _, _) => {
                seen.squares.insert((kind.to_owned(), sq.to_owned()));
            }
            (None, Some(from), Some(to)) => {
                seen.paths.insert((kind.to_owned(), from.to_owned(), to.to_owned()));
            }
            _ => panic!("a mark without squares: {kind}"),
        }
    }
    seen
}

fn picture(fen: &str, uci: &str, touch: &str, lang: &str) -> Seen {
    let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let attempt = uci.parse::<Uci>().unwrap().attempt();
    let touches = parse_touches(touch).unwrap();
    let ruling = if touches.is_empty() {
        adjudicate(&pos, attempt)
    } else {
        adjudicate_touched(&pos, attempt, &touches, Bitboard::EMPTY)
    };
    let l10n = Localizer::global();
    let lang = l10n.negotiate(&[lang]).unwrap();
    read(&Picture::of_ruling(&pos, &ruling, Some(attempt), l10n, &lang, Edition::E2023).svg())
}

fn has(seen: &Seen, kind: &str, square: &str) {
    assert!(seen.squares.contains(&(kind.to_owned(), square.to_owned())), "no {kind} mark on {square}: {seen:#?}");
}

fn has_path(seen: &Seen, kind: &str, from: &str, to: &str) {
    assert!(
        seen.paths.contains(&(kind.to_owned(), from.to_owned(), to.to_owned())),
        "no {kind} from {from} to {to}: {seen:#?}"
    );
}

/// Article 3.9.2: the pinned knight, the rook that pins it, its line to the king.
#[test]
fn article_3_9_2_pinned_piece_and_its_line_to_the_king() {
    let seen = picture("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", "", "en");
    has(&seen, "pinned", "e2");
    has(&seen, "attacker", "e7");
    has(&seen, "king", "e1");
    has_path(&seen, "line-of-attack", "e7", "e1");
    has_path(&seen, "attempt", "e2", "c3");
    assert!(seen.title.contains("pinned to the king on e1 by the rook on e7 — Article 3.9.2"), "{}", seen.title);
    for kind in ["attempt", "attacker", "line-of-attack", "king", "pinned"] {
        assert!(seen.legend.contains(&kind.to_owned()), "legend lacks {kind}: {:?}", seen.legend);
    }
}

/// Article 3.9.2 in Russian: the caption is the Russian sentence with «статья».
#[test]
fn article_3_9_2_caption_in_russian() {
    let seen = picture("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", "", "ru");
    has(&seen, "pinned", "e2");
    assert!(seen.title.contains("под шах ладьи на e7 (статья 3.9.2)"), "{}", seen.title);
    assert!(!seen.title.contains(": Конь"), "a capital after a colon (review 29a, G-10): {}", seen.title);
}

/// Article 3.9.2: a king moving onto an attacked square.
#[test]
fn article_3_9_2_king_onto_attacked_square() {
    let seen = picture("4k3/8/8/8/8/2b5/8/4K3 w - - 0 1", "e1d2", "", "en");
    has(&seen, "attacked-square", "d2");
    has(&seen, "attacker", "c3");
    has_path(&seen, "line-of-attack", "c3", "d2");
}

/// Article 3.9.2: a move that leaves the king in check.
#[test]
fn article_3_9_2_king_left_in_check() {
    let seen = picture("4k3/8/8/8/8/8/7P/r3K3 w - - 0 1", "h2h3", "", "en");
    has(&seen, "king", "e1");
    has(&seen, "attacker", "a1");
    has_path(&seen, "line-of-attack", "a1", "e1");
}

/// Article 3.8.2.2.1: the square the king would cross and the piece attacking it.
#[test]
fn article_3_8_2_2_1_attacked_square_on_the_castling_path() {
    let seen = picture("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1g1", "", "en");
    has(&seen, "attacked-square", "f1");
    has(&seen, "attacker", "f2");
    has_path(&seen, "line-of-attack", "f2", "f1");
    has_path(&seen, "attempt", "e1", "g1");
}

/// Article 3.8.2.2.2: the piece between king and rook.
#[test]
fn article_3_8_2_2_2_piece_between_king_and_rook() {
    let seen = picture("4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "e1g1", "", "en");
    has(&seen, "obstacle", "f1");
}

/// Article 3.5: the piece a queen would jump over.
#[test]
fn article_3_5_piece_in_the_way() {
    let seen = picture("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d8", "", "en");
    has(&seen, "obstacle", "d5");
    has_path(&seen, "attempt", "d1", "d8");
}

/// Article 3.7.3.2: the en passant square whose moment has passed, and the pawn beside.
#[test]
fn article_3_7_3_2_expired_en_passant_square() {
    let seen = picture("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "e5d6", "", "en");
    has(&seen, "expired-en-passant", "d6");
    has(&seen, "focus", "d5");
}

/// Article 3.7.1: the square in front of the pawn is occupied.
#[test]
fn article_3_7_1_square_in_front_occupied() {
    let seen = picture("4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1", "e3e4", "", "en");
    has(&seen, "obstacle", "e4");
}

/// Article 3.6: a move a knight cannot make shows the squares it can reach.
#[test]
fn article_3_6_move_pattern_shows_the_reach() {
    let seen = picture("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1e3", "", "en");
    has(&seen, "reach", "f3");
    has(&seen, "reach", "h3");
    assert!(!seen.squares.contains(&("reach".into(), "e3".into())));
}

/// Article 4.4.1: king and rook touched — both marked, and the castling it requires.
#[test]
fn article_4_4_1_touched_king_and_rook() {
    let seen = picture("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1f1", "e1,h1", "en");
    has(&seen, "touched", "e1");
    has(&seen, "touched", "h1");
    has_path(&seen, "alternative", "e1", "g1");
}

/// Article 4.3.1: the touched piece and the moves it may make.
#[test]
fn article_4_3_1_touched_piece_must_move() {
    let seen = picture("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "g1", "en");
    has(&seen, "touched", "g1");
    has_path(&seen, "alternative", "g1", "f3");
    has_path(&seen, "alternative", "g1", "h3");
}

/// Article 3.10.1: a legal move is drawn as a green arrow with the legal sentence.
#[test]
fn article_3_10_1_legal_move() {
    let seen = picture("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "", "en");
    has_path(&seen, "move", "e2", "e4");
    assert!(seen.title.contains("Article 3.10.1"), "{}", seen.title);
    assert_eq!(seen.orientation, "white");
}

/// Article 3.9.2 from Black's side: the board is turned, the marks stay on their squares.
#[test]
fn black_moves_are_seen_from_blacks_side() {
    let seen = picture("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1", "e8e7", "", "en");
    assert_eq!(seen.orientation, "black");
    has(&seen, "attacker", "e2");
}

/// The squares each sentence names, read from the sentence itself.
fn squares_named(text: &str) -> BTreeSet<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = BTreeSet::new();
    for i in 0..chars.len().saturating_sub(1) {
        let (f, r) = (chars[i], chars[i + 1]);
        let before = i == 0 || !chars[i - 1].is_ascii_alphanumeric();
        let after = chars.get(i + 2).is_none_or(|c| !c.is_ascii_digit());
        if ('a'..='h').contains(&f) && ('1'..='8').contains(&r) && after && (before || chars[i - 1].is_uppercase()) {
            out.insert(format!("{f}{r}"));
        }
    }
    out
}

/// Every square a sentence names is marked on its picture, for every illegal move of every
/// piece in a set of positions (Articles 3 and 4): the picture shows what the sentence
/// says, and every SVG is well-formed.
#[test]
fn every_square_a_sentence_names_is_marked() {
    let l10n = Localizer::global();
    let en = l10n.english();
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "4k3/5b2/8/3pP3/8/8/K7/8 w - d6 0 1",
    ];
    let mut checked = 0;
    for fen in fens {
        let pos = Position::from_fen(fen).unwrap();
        for (from, _) in pos.board().pieces() {
            for i in 0..64 {
                let to = Square::new(i).unwrap();
                let attempt = Attempt::new(from, to);
                let ruling = adjudicate(&pos, attempt);
                let Ruling::Illegal(illegal) = &ruling else { continue };
                let svg = Picture::of_ruling(&pos, &ruling, Some(attempt), l10n, &en, Edition::E2023).svg();
                let seen = read(&svg);
                let mut marked: BTreeSet<String> = seen.squares.iter().map(|(_, s)| s.clone()).collect();
                marked.extend(seen.paths.iter().flat_map(|(_, a, b)| [a.clone(), b.clone()]));
                let sentences = explain(&illegal.violations, l10n, &en, Edition::E2023);
                for s in &sentences.sentences {
                    for named in squares_named(&s.message) {
                        assert!(marked.contains(&named), "{fen} {attempt:?}: `{}` names {named}, unmarked", s.message);
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "only {checked} rulings checked");
}

/// Article 3.10.2: the pieces a notation could mean, none of which can make the move, are
/// marked as candidates with a legend of their own — not as pieces in the way (review 20,
/// C-3).
#[test]
fn article_3_10_2_candidates_of_a_notation_no_piece_can_make() {
    let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let san: crate::notation::San = "Nd4".parse().unwrap();
    let ruling = crate::laws::notation::adjudicate_san(&pos, &san);
    assert!(matches!(ruling.violations().first(), Some(crate::Violation::NoPieceCanMakeMove { .. })), "{ruling:?}");
    let l10n = Localizer::global();
    for lang in ["en", "ru"] {
        let lang = l10n.negotiate(&[lang]).unwrap();
        let picture = Picture::of_ruling(&pos, &ruling, None, l10n, &lang, Edition::E2023);
        let seen = read(&picture.svg());
        has(&seen, "candidate", "b1");
        has(&seen, "candidate", "g1");
        has(&seen, "focus", "d4");
        assert!(!seen.squares.iter().any(|(kind, _)| kind == "obstacle"), "{seen:#?}");
        assert!(seen.legend.contains(&"candidate".to_owned()), "{seen:#?}");
        assert!(!seen.legend.contains(&"obstacle".to_owned()), "{seen:#?}");
        let label = picture.legend().iter().find(|(k, _)| *k == MarkKind::Candidate).map(|(_, l)| l.as_str());
        let want = if lang.language() == "ru" {
            "фигура, которую может означать запись хода, но которая не может его сделать"
        } else {
            "a piece the move could mean, unable to make it"
        };
        assert_eq!(label, Some(want));
    }
}
