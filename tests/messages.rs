//! The Fluent messages (`locales/`): both locales define the same messages, attributes and
//! arguments; every message formats without error in both; and every ruling reads exactly
//! as written below, in English and in Russian, produced from real positions through the
//! adjudicator and `arbiter::i18n::explain`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use arbiter::i18n::{Arg, Lang, Localize, Localizer, Message, explain};
use arbiter::laws::notation::adjudicate_san;
use arbiter::notation::{Notation, SanErrorKind, UciErrorKind};
use arbiter::{
    Edition, EnPassantSquareKind, FenErrorKind, IllegalPositionReason, ImpossibleCheckKind, Position, PositionError,
    Ruling, San, Setup, TooManyPiecesKind, Uci, Violation, adjudicate,
};
use fluent_syntax::ast;

// ---------------------------------------------------------------------------------------
// Parity: the same ids, attributes and arguments in every locale.
// ---------------------------------------------------------------------------------------

/// The forms the localizer derives from one piece argument (`$piece` →
/// `$piece-genitive`, `$piece-gender`, …). They are one fact in different grammatical
/// dress: English says `$piece` where Russian says `$piece-instrumental`, so parity
/// compares the arguments behind them.
const FORMS: [&str; 8] =
    ["-genitive", "-dative", "-accusative", "-instrumental", "-prepositional", "-gender", "-title", "-role"];

fn argument(variable: &str) -> String {
    FORMS.iter().find_map(|form| variable.strip_suffix(form)).unwrap_or(variable).to_owned()
}

/// What parity compares for one entry: its attribute names and the arguments it uses
/// (terms: attributes only, their variables are local).
#[derive(Debug, Default, PartialEq, Eq)]
struct Shape {
    attributes: BTreeSet<String>,
    arguments: BTreeSet<String>,
}

fn walk_pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, out);
        }
    }
}

fn walk_expression(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, out);
            for variant in variants {
                walk_pattern(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, out),
    }
}

fn walk_inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(argument(id.name));
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => walk_arguments(arguments, out),
        ast::InlineExpression::TermReference { arguments: Some(arguments), .. } => walk_arguments(arguments, out),
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, out),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::MessageReference { .. }
        | ast::InlineExpression::TermReference { arguments: None, .. } => {}
    }
}

fn walk_arguments(a: &ast::CallArguments<&str>, out: &mut BTreeSet<String>) {
    for p in &a.positional {
        walk_inline(p, out);
    }
    for n in &a.named {
        walk_inline(&n.value, out);
    }
}

/// Parses one locale's files (`(file name, text)`) into `id → shape`, terms as `-id`.
/// Errors: parse errors and ids defined twice.
fn shapes(files: &[(String, String)]) -> (BTreeMap<String, Shape>, Vec<String>) {
    let mut out = BTreeMap::new();
    let mut errors = Vec::new();
    for (file, text) in files {
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    errors.push(format!("{file}: {e:?}"));
                }
                r
            }
        };
        for entry in &resource.body {
            let (id, shape) = match entry {
                ast::Entry::Message(m) => {
                    let mut arguments = BTreeSet::new();
                    if let Some(value) = &m.value {
                        walk_pattern(value, &mut arguments);
                    }
                    for a in &m.attributes {
                        walk_pattern(&a.value, &mut arguments);
                    }
                    let attributes = m.attributes.iter().map(|a| a.id.name.to_owned()).collect();
                    (m.id.name.to_owned(), Shape { attributes, arguments })
                }
                ast::Entry::Term(t) => (
                    format!("-{}", t.id.name),
                    Shape {
                        attributes: t.attributes.iter().map(|a| a.id.name.to_owned()).collect(),
                        arguments: BTreeSet::new(),
                    },
                ),
                ast::Entry::Junk { content } => {
                    errors.push(format!("{file}: junk `{content}`"));
                    continue;
                }
                _ => continue,
            };
            if out.insert(id.clone(), shape).is_some() {
                errors.push(format!("{file}: `{id}` is defined twice"));
            }
        }
    }
    (out, errors)
}

/// Every difference between two locales' shapes, in words.
fn differences(a_name: &str, a: &BTreeMap<String, Shape>, b_name: &str, b: &BTreeMap<String, Shape>) -> Vec<String> {
    let mut out = Vec::new();
    for (id, shape) in a {
        match b.get(id) {
            None => out.push(format!("`{id}` is in {a_name} but not in {b_name}")),
            Some(other) => {
                if shape.attributes != other.attributes {
                    out.push(format!(
                        "`{id}` attributes: {a_name} {:?}, {b_name} {:?}",
                        shape.attributes, other.attributes
                    ));
                }
                if shape.arguments != other.arguments {
                    out.push(format!(
                        "`{id}` arguments: {a_name} {:?}, {b_name} {:?}",
                        shape.arguments, other.arguments
                    ));
                }
            }
        }
    }
    for id in b.keys().filter(|id| !a.contains_key(*id)) {
        out.push(format!("`{id}` is in {b_name} but not in {a_name}"));
    }
    out
}

fn locale_files(locale: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(locale);
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .map(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, text)
        })
        .collect();
    files.sort();
    files
}

fn locale_shapes(locale: &str) -> BTreeMap<String, Shape> {
    let (shapes, errors) = shapes(&locale_files(locale));
    assert!(errors.is_empty(), "{locale}:\n{}", errors.join("\n"));
    shapes
}

#[test]
fn locales_have_the_same_messages_attributes_and_arguments() {
    let en_files = locale_files("en-US");
    let ru_files = locale_files("ru");
    let names = |f: &[(String, String)]| f.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&en_files), names(&ru_files), "the same files in both");
    for wanted in ["violations.ftl", "position.ftl", "errors.ftl", "explain.ftl"] {
        assert!(names(&en_files).iter().any(|n| n == wanted), "{wanted}");
    }

    let (en, en_errors) = shapes(&en_files);
    let (ru, ru_errors) = shapes(&ru_files);
    let mut problems: Vec<String> = en_errors.into_iter().chain(ru_errors).collect();
    problems.extend(differences("en-US", &en, "ru", &ru));
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_embedded_locales_are_the_files_and_load_without_error() {
    let (_, errors) = Localizer::load(arbiter::embedded::LOCALE_FILES.iter().copied());
    assert!(errors.is_empty(), "{errors:?}");
    for locale in ["en-US", "ru"] {
        for (name, text) in locale_files(locale) {
            let path = format!("{locale}/{name}");
            let embedded = arbiter::embedded::LOCALE_FILES.iter().find(|(p, _)| *p == path).map(|(_, t)| *t);
            assert_eq!(embedded, Some(text.as_str()), "{path} as embedded");
        }
    }
    assert_eq!(Localizer::global().available(), ["en-US", "ru"]);
}

#[test]
fn the_parity_check_catches_every_kind_of_difference() {
    let one = |text: &str| shapes(&[("x.ftl".to_owned(), text.to_owned())]);
    let diff = |a: &str, b: &str| {
        let (a, ea) = one(a);
        let (b, eb) = one(b);
        assert!(ea.is_empty() && eb.is_empty(), "{ea:?} {eb:?}");
        differences("a", &a, "b", &b)
    };
    // The same argument in another grammatical form is the same fact.
    assert!(diff("m = { $piece }", "m = { $piece-instrumental }").is_empty());
    assert!(diff("-t = x\n    .gender = m", "-t = { $case ->\n   *[a] y\n}\n    .gender = f").is_empty());
    // A missing message, term or attribute.
    assert_eq!(diff("m = x\nn = y", "m = x").len(), 1);
    assert_eq!(diff("-t = x", "-u = x").len(), 2);
    assert_eq!(diff("m = x\n    .a = y", "m = x\n    .b = y").len(), 1);
    // A different argument, in a selector, a nested placeable, a variant or an attribute.
    assert_eq!(diff("m = { $a }", "m = { $b }").len(), 1);
    assert_eq!(diff("m = { $a ->\n   *[x] { $b }\n}", "m = { $a ->\n   *[x] { { $c } }\n}").len(), 1);
    assert_eq!(diff("m = x\n    .a = { $b }", "m = x\n    .a = y").len(), 1);
    // Broken syntax and duplicates are reported.
    assert!(!one("m = { $a").1.is_empty());
    assert!(!one("m = x\nm = y").1.is_empty());
}

// ---------------------------------------------------------------------------------------
// Real rulings, positions and parse errors, and their exact sentences.
// ---------------------------------------------------------------------------------------

fn l10n() -> &'static Localizer {
    Localizer::global()
}

fn en() -> Lang {
    l10n().english()
}

fn ru() -> Lang {
    let lang = l10n().negotiate(&["ru"]).expect("Russian is embedded");
    assert_eq!(lang.language(), "ru");
    lang
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Loads a FEN; positions the strict check refuses (five pieces giving check) are loaded
/// leniently, as tools reading odd positions do.
fn position(fen: &str) -> Position {
    Position::from_fen(fen).or_else(|_| Position::from_fen_lenient(fen)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The violations of a move written in UCI (through `adjudicate`) or in algebraic notation
/// (through `adjudicate_san`).
fn violations(fen: &str, mv: &str) -> Vec<Violation> {
    let pos = position(fen);
    // `game:e4 e5 Ke2|e1g1`: moves played from `fen` first, then the move ruled with the
    // game's history (Article 3.8.2.1 with the move on which the king or rook moved).
    if let Some(rest) = mv.strip_prefix("game:") {
        let (moves, attempt) = rest.split_once('|').unwrap();
        let mut game = arbiter::Game::new(pos);
        for text in moves.split_whitespace() {
            let san: San = text.parse().unwrap();
            let Ruling::Legal(m) = adjudicate_san(game.position(), &san) else { panic!("{text}") };
            game.play_unchecked(m);
        }
        let uci: Uci = attempt.parse().unwrap();
        let ruling = game.adjudicate(uci.attempt());
        assert!(!ruling.is_legal(), "{attempt} is legal after {moves}");
        return ruling.violations().to_vec();
    }
    // `e2e4@g1`: the move made after touching the pieces listed (Article 4).
    if let Some((mv, touched)) = mv.split_once('@') {
        let uci: Uci = mv.parse().unwrap_or_else(|e| panic!("{mv}: {e}"));
        let touches = arbiter::laws::touch_move::parse_touches(touched).unwrap();
        let ruling =
            arbiter::laws::touch_move::adjudicate_touched(&pos, uci.attempt(), &touches, arbiter::Bitboard::EMPTY);
        assert!(!ruling.is_legal(), "{mv} after touching {touched} is legal in {fen}");
        return ruling.violations().to_vec();
    }
    let ruling = match mv.parse::<Uci>() {
        Ok(uci) => adjudicate(&pos, uci.attempt()),
        Err(_) => {
            let san: San = mv.parse().unwrap_or_else(|e| panic!("{mv}: {e}"));
            adjudicate_san(&pos, &san)
        }
    };
    assert!(!ruling.is_legal(), "{mv} is legal in {fen}");
    ruling.violations().to_vec()
}

fn reasons(fen: &str) -> Vec<IllegalPositionReason> {
    match Position::from_fen(fen) {
        Err(PositionError::Illegal(illegal)) => illegal.reasons,
        other => panic!("{fen} is not an illegal position: {other:?}"),
    }
}

/// A move and its primary reason, cited, in both languages.
struct MoveCase {
    fen: &'static str,
    mv: &'static str,
    edition: Edition,
    en: &'static str,
    ru: &'static str,
}

const E2023: Edition = Edition::E2023;
const E2009: Edition = Edition::E2009;
const E2005: Edition = Edition::E2005;

const fn case(fen: &'static str, mv: &'static str, edition: Edition, en: &'static str, ru: &'static str) -> MoveCase {
    MoveCase { fen, mv, edition, en, ru }
}

/// An illegal position and its first reason, cited.
struct PositionCase {
    fen: &'static str,
    edition: Edition,
    en: &'static str,
    ru: &'static str,
}

const fn pos_case(fen: &'static str, edition: Edition, en: &'static str, ru: &'static str) -> PositionCase {
    PositionCase { fen, edition, en, ru }
}

/// Text that cannot be read, and its message.
struct InputCase {
    input: &'static str,
    en: &'static str,
    ru: &'static str,
}

const fn input(input: &'static str, en: &'static str, ru: &'static str) -> InputCase {
    InputCase { input, en, ru }
}

/// Collects a mismatch between the expected and the actual text.
fn check(problems: &mut Vec<String>, what: &str, expected: &str, actual: &str) {
    if expected != actual {
        problems.push(format!("{what}\n    expected: {expected}\n    actual:   {actual}"));
    }
}

fn report(problems: Vec<String>) {
    assert!(problems.is_empty(), "{} mismatches:\n{}", problems.len(), problems.join("\n"));
}

/// Formats strictly: an error (a missing message, argument or form) fails the test.
fn strict(lang: &Lang, msg: &Message) -> String {
    l10n()
        .try_format(lang, msg)
        .unwrap_or_else(|(text, errors)| panic!("{} in {}: {errors:?} ({text})", msg.id, lang.id()))
}

#[test]
fn every_illegal_move_reads_exactly() {
    let mut problems = Vec::new();
    for c in MOVE_CASES {
        let found = violations(c.fen, c.mv);
        for (lang, expected) in [(en(), c.en), (ru(), c.ru)] {
            for v in &found {
                strict(&lang, &v.message());
            }
            let explanation = explain(&found, l10n(), &lang, c.edition);
            let actual = explanation.sentences[0].cited();
            check(&mut problems, &format!("{} {} ({}, {})", c.fen, c.mv, lang.id(), c.edition), expected, &actual);
        }
    }
    report(problems);
}

#[test]
fn every_illegal_position_reads_exactly() {
    let mut problems = Vec::new();
    for c in POSITION_CASES {
        let found = reasons(c.fen);
        for (lang, expected) in [(en(), c.en), (ru(), c.ru)] {
            for r in &found {
                strict(&lang, &r.message());
            }
            let actual = explain(&found, l10n(), &lang, c.edition).sentences[0].cited();
            check(&mut problems, &format!("{} ({}, {})", c.fen, lang.id(), c.edition), expected, &actual);
        }
    }
    for c in ILLEGAL_POSITION_CASES {
        let Err(e) = Position::from_fen(c.input) else { panic!("{} loads", c.input) };
        assert!(matches!(e, PositionError::Illegal(_)), "{e:?}");
        for (lang, expected) in [(en(), c.en), (ru(), c.ru)] {
            let actual = strict(&lang, &e.message());
            check(&mut problems, &format!("{} ({})", c.input, lang.id()), expected, &actual);
        }
    }
    report(problems);
}

/// Article 5.1.1 with 3.10.3: a checkmate that no last move can have given — two bishops on
/// squares of one colour check the king at once — is no win, and no move follows it.
#[test]
fn an_unreachable_checkmate_reads_exactly() {
    let pos = position("8/8/8/8/8/2b1k1b1/8/3RKR2 w - - 0 1");
    for player in [arbiter::Color::White, arbiter::Color::Black] {
        let arbiter::Mateability::CannotMate(reason) = arbiter::can_checkmate(&pos, player) else {
            panic!("{player:?}: not a proof")
        };
        assert_eq!(reason.kind(), "unreachable-checkmate");
        assert_eq!(
            strict(&en(), &reason.message()),
            "White is checkmated on the board, but no legal move can have given this checkmate, so it does not count, and no move follows — the king on e1 is in check from the bishop on c3 and the bishop on g3 at once, but no last move can have given both checks: one of them would have had to move just then and uncover the other, a line piece, and neither can have come from a square between the king and the other"
        );
        assert_eq!(
            strict(&ru(), &reason.message()),
            "Белым на доске поставлен мат, но ни один возможный ход не мог к нему привести, поэтому мат не засчитывается, а ходов больше нет: король на e1 одновременно под шахом слона на c3 и слона на g3, но объявить такой двойной шах последним ходом было нельзя — для этого одна из фигур должна была бы сделать ход и открыть линию другой, дальнобойной, а ни одна из них не могла прийти с поля между королём и другой фигурой"
        );
    }
}

/// Issue 13's seventeenth round: the proof with the bishops unplaced, in both languages, for
/// one bishop and for several (the sentence agrees in number), on dark and on light squares.
#[test]
fn bishops_left_unplaced_read_exactly() {
    let cases: [(&str, arbiter::Color, &str, &str); 3] = [
        (
            // One light bishop of Black's; White asked.
            "8/8/p7/P1p5/K1p5/1pP5/1P6/1bk5 b - - 0 1",
            arbiter::Color::White,
            "Only kings, pawns and Black's bishop on a light square are left. Every series of moves has been followed (203 positions of the kings and pawns) with that bishop left unplaced, as if it could stand on, attack or take on any light square at any moment, and none ends with White checkmating",
            "На доске остались только короли, пешки и белопольный слон чёрных. Просмотрены все серии ходов, причём слон не привязывался к определённому полю: считалось, что он в любой момент может стоять на любом белом поле, атаковать его или брать на нём. Ни в одной из этих серий (всего просмотрено позиций королей и пешек: 203) белые не ставят мат",
        ),
        (
            // Four light bishops of Black's; Black asked.
            "8/5b2/p5b1/P1p4b/K1p5/1pP5/1P6/1bk5 b - - 0 1",
            arbiter::Color::Black,
            "Only kings, pawns and Black's bishops on light squares are left. Every series of moves has been followed (203 positions of the kings and pawns) with those bishops left unplaced, as if any of them could stand on, attack or take on any light square at any moment, and none ends with Black checkmating",
            "На доске остались только короли, пешки и белопольные слоны чёрных. Просмотрены все серии ходов, причём слоны не привязывались к определённым полям: считалось, что каждый из них в любой момент может стоять на любом белом поле, атаковать его или брать на нём. Ни в одной из этих серий (всего просмотрено позиций королей и пешек: 203) чёрные не ставят мат",
        ),
        (
            // The first position with the colours swapped: a dark bishop of White's; Black asked.
            "1BK5/1p6/1Pp5/k1P5/p1P5/P7/8/8 w - - 0 1",
            arbiter::Color::Black,
            "Only kings, pawns and White's bishop on a dark square are left. Every series of moves has been followed (203 positions of the kings and pawns) with that bishop left unplaced, as if it could stand on, attack or take on any dark square at any moment, and none ends with Black checkmating",
            "На доске остались только короли, пешки и чернопольный слон белых. Просмотрены все серии ходов, причём слон не привязывался к определённому полю: считалось, что он в любой момент может стоять на любом чёрном поле, атаковать его или брать на нём. Ни в одной из этих серий (всего просмотрено позиций королей и пешек: 203) чёрные не ставят мат",
        ),
    ];
    for (fen, player, english, russian) in cases {
        let arbiter::Mateability::CannotMate(reason) = arbiter::can_checkmate(&position(fen), player) else {
            panic!("{fen} {player:?}: not a proof")
        };
        assert_eq!(reason.kind(), "unplaced-bishops", "{fen} {player:?}");
        assert_eq!(strict(&en(), &reason.message()), english, "{fen} {player:?}");
        assert_eq!(strict(&ru(), &reason.message()), russian, "{fen} {player:?}");
    }
}

#[test]
fn every_input_error_reads_exactly() {
    let mut problems = Vec::new();
    let mut run = |cases: &[InputCase], msg: &dyn Fn(&str) -> Message| {
        for c in cases {
            let m = msg(c.input);
            for (lang, expected) in [(en(), c.en), (ru(), c.ru)] {
                let actual = strict(&lang, &m);
                check(&mut problems, &format!("{:?} ({})", c.input, lang.id()), expected, &actual);
            }
        }
    };
    run(FEN_CASES, &|s| match Position::from_fen(s) {
        Err(e @ PositionError::Fen(_)) => e.message(),
        other => panic!("{s}: {other:?}"),
    });
    run(SAN_CASES, &|s| s.parse::<San>().err().unwrap_or_else(|| panic!("{s} parses")).message());
    run(UCI_CASES, &|s| s.parse::<Uci>().err().unwrap_or_else(|| panic!("{s} parses")).message());
    run(MOVE_SYNTAX_CASES, &|s| Notation::parse(s, &[]).err().unwrap_or_else(|| panic!("{s} parses")).message());
    run(JSON_CASES, &|s| json_error(s).message());
    report(problems);
}

#[test]
fn citations_in_both_editions() {
    // (position, move, edition, article cited, edition cited, English, Russian)
    let cases = [
        ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", E2023, "3.9.2", E2023, "Article 3.9.2", "статья 3.9.2"),
        (
            "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            "e2c3",
            E2009,
            "3.9",
            E2009,
            "Article 3.9, 2009 edition",
            "статья 3.9 в редакции 2009 года",
        ),
        (
            "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1",
            "e1g1",
            E2009,
            "3.8 b (2) (a)",
            E2009,
            "Article 3.8 b (2) (a), 2009 edition",
            "статья 3.8 b (2) (a) в редакции 2009 года",
        ),
        (START, "e3e4", E2009, "4.6", E2009, "Article 4.6, 2009 edition", "статья 4.6 в редакции 2009 года"),
        ("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", E2023, "C.10", E2023, "Appendix C.10", "приложение C.10"),
        (
            "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
            "Nd2",
            E2009,
            "C.10",
            E2009,
            "Appendix C.10, 2009 edition",
            "приложение C.10 в редакции 2009 года",
        ),
        (
            "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1",
            "e1g1",
            E2005,
            "3.8 a ii (2) a",
            E2005,
            "Article 3.8 a ii (2) a, 2005 edition",
            "статья 3.8 a ii (2) a в редакции 2005 года",
        ),
        (
            "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
            "Nd2",
            E2005,
            "C.10",
            E2023,
            "Appendix C.10, 2009 and 2023 editions (its number in the 2005 edition is not known to arbiter)",
            "приложение C.10 в редакциях 2009 и 2023 годов; номер в редакции 2005 года программе arbiter неизвестен",
        ),
    ];
    for (fen, mv, edition, article, cited_edition, en_text, ru_text) in cases {
        let found = violations(fen, mv);
        for (lang, text) in [(en(), en_text), (ru(), ru_text)] {
            let sentence = &explain(&found, l10n(), &lang, edition).sentences[0];
            assert_eq!(sentence.article, article, "{fen} {mv} {edition}");
            assert_eq!(sentence.edition, cited_edition, "{fen} {mv} {edition}");
            assert_eq!(sentence.citation, text, "{fen} {mv} {edition}");
            assert_eq!(
                sentence.cited(),
                arbiter::i18n::with_citation(l10n(), &lang, sentence.message.clone(), text.to_owned()),
                "{fen} {mv}"
            );
        }
    }
    // An illegal position (3.10.3) has no article in the 2009 edition.
    let found = reasons("8/8/8/8/8/8/8/8 w - - 0 1");
    for (lang, text) in [
        (en(), "Article 3.10.3, 2023 edition (not in the 2009 edition)"),
        (ru(), "статья 3.10.3 в редакции 2023 года; в редакции 2009 года такой статьи нет"),
    ] {
        let sentence = &explain(&found, l10n(), &lang, E2009).sentences[0];
        assert_eq!((sentence.article.as_str(), sentence.edition), ("3.10.3", E2023));
        assert_eq!(sentence.citation, text);
    }
}

// ---------------------------------------------------------------------------------------
// Coverage: every variant has a real instance above, and every message is produced.
// ---------------------------------------------------------------------------------------

/// Every `Violation` variant. The `match` has no wildcard: a new variant does not compile
/// until it is named here (and then this test wants a case for it).
fn violation_kind(v: &Violation) -> &'static str {
    match v {
        Violation::NoPieceOnSquare { .. } => "NoPieceOnSquare",
        Violation::MoveOutOfTurn { .. } => "MoveOutOfTurn",
        Violation::MoveToSameSquare { .. } => "MoveToSameSquare",
        Violation::OwnPieceOnTargetSquare { .. } => "OwnPieceOnTargetSquare",
        Violation::MovePattern { .. } => "MovePattern",
        Violation::PieceInTheWay { .. } => "PieceInTheWay",
        Violation::PawnForwardSquareOccupied { .. } => "PawnForwardSquareOccupied",
        Violation::PawnDoubleStepNotFirstMove { .. } => "PawnDoubleStepNotFirstMove",
        Violation::PawnDoubleStepBlocked { .. } => "PawnDoubleStepBlocked",
        Violation::PawnDiagonalWithoutCapture { .. } => "PawnDiagonalWithoutCapture",
        Violation::EnPassantNotImmediately { .. } => "EnPassantNotImmediately",
        Violation::PromotionPieceRequired { .. } => "PromotionPieceRequired",
        Violation::PromotionPieceInvalid { .. } => "PromotionPieceInvalid",
        Violation::PromotionOnlyOnLastRank { .. } => "PromotionOnlyOnLastRank",
        Violation::CastlingKingHasMoved { .. } => "CastlingKingHasMoved",
        Violation::CastlingRookHasMoved { .. } => "CastlingRookHasMoved",
        Violation::CastlingRightLost { .. } => "CastlingRightLost",
        Violation::CastlingOutOfCheck { .. } => "CastlingOutOfCheck",
        Violation::CastlingAcrossAttackedSquare { .. } => "CastlingAcrossAttackedSquare",
        Violation::CastlingIntoCheck { .. } => "CastlingIntoCheck",
        Violation::CastlingPieceBetween { .. } => "CastlingPieceBetween",
        Violation::KingMovedIntoCheck { .. } => "KingMovedIntoCheck",
        Violation::KingExposedToCheck { .. } => "KingExposedToCheck",
        Violation::EnPassantExposesKing { .. } => "EnPassantExposesKing",
        Violation::KingLeftInCheck { .. } => "KingLeftInCheck",
        Violation::NoPieceCanMakeMove { .. } => "NoPieceCanMakeMove",
        Violation::AmbiguousNotation { .. } => "AmbiguousNotation",
        Violation::TouchedPieceMustMove { .. } => "TouchedPieceMustMove",
        Violation::TouchedPieceMustBeCaptured { .. } => "TouchedPieceMustBeCaptured",
        Violation::TouchedAtOnceOneMustMove { .. } => "TouchedAtOnceOneMustMove",
        Violation::TouchedAtOnceOneMustBeCaptured { .. } => "TouchedAtOnceOneMustBeCaptured",
        Violation::TouchedBothColoursMustCapture { .. } => "TouchedBothColoursMustCapture",
        Violation::TouchedBothColoursMustMove { .. } => "TouchedBothColoursMustMove",
        Violation::TouchedBothColoursMustCaptureFirst { .. } => "TouchedBothColoursMustCaptureFirst",
        Violation::TouchedKingAndRookMustCastle { .. } => "TouchedKingAndRookMustCastle",
        Violation::TouchedRookThenKingNoCastling { .. } => "TouchedRookThenKingNoCastling",
        Violation::TouchedKingMustMove { .. } => "TouchedKingMustMove",
        Violation::PromotionPieceFinal { .. } => "PromotionPieceFinal",
        Violation::CastlingPieceMovedEarlier { .. } => "CastlingPieceMovedEarlier",
        Violation::ReleasedPieceMustStay { .. } => "ReleasedPieceMustStay",
        Violation::ReleasedKingMustCastle { .. } => "ReleasedKingMustCastle",
        Violation::ReleasedKingMustMove { .. } => "ReleasedKingMustMove",
    }
}

const VIOLATION_KINDS: [&str; 42] = [
    "NoPieceOnSquare",
    "MoveOutOfTurn",
    "MoveToSameSquare",
    "OwnPieceOnTargetSquare",
    "MovePattern",
    "PieceInTheWay",
    "PawnForwardSquareOccupied",
    "PawnDoubleStepNotFirstMove",
    "PawnDoubleStepBlocked",
    "PawnDiagonalWithoutCapture",
    "EnPassantNotImmediately",
    "PromotionPieceRequired",
    "PromotionPieceInvalid",
    "PromotionOnlyOnLastRank",
    "CastlingKingHasMoved",
    "CastlingRookHasMoved",
    "CastlingRightLost",
    "CastlingOutOfCheck",
    "CastlingAcrossAttackedSquare",
    "CastlingIntoCheck",
    "CastlingPieceBetween",
    "KingMovedIntoCheck",
    "KingExposedToCheck",
    "EnPassantExposesKing",
    "KingLeftInCheck",
    "NoPieceCanMakeMove",
    "AmbiguousNotation",
    "TouchedPieceMustMove",
    "TouchedPieceMustBeCaptured",
    "TouchedAtOnceOneMustMove",
    "TouchedAtOnceOneMustBeCaptured",
    "TouchedBothColoursMustCapture",
    "TouchedBothColoursMustMove",
    "TouchedBothColoursMustCaptureFirst",
    "TouchedKingAndRookMustCastle",
    "TouchedRookThenKingNoCastling",
    "TouchedKingMustMove",
    "PromotionPieceFinal",
    "CastlingPieceMovedEarlier",
    "ReleasedPieceMustStay",
    "ReleasedKingMustCastle",
    "ReleasedKingMustMove",
];

/// Every `IllegalPositionReason`, with the kinds inside it.
fn reason_kind(r: &IllegalPositionReason) -> &'static str {
    match r {
        IllegalPositionReason::KingCount { .. } => "KingCount",
        IllegalPositionReason::PawnOnBackRank { .. } => "PawnOnBackRank",
        IllegalPositionReason::OpponentInCheck { .. } => "OpponentInCheck",
        IllegalPositionReason::ImpossibleCheck { why, .. } => match why {
            ImpossibleCheckKind::MoreThanTwoCheckers => "ImpossibleCheck/MoreThanTwoCheckers",
            ImpossibleCheckKind::NoSingleMoveGivesBoth => "ImpossibleCheck/NoSingleMoveGivesBoth",
            ImpossibleCheckKind::NotByTheDoubleStep => "ImpossibleCheck/NotByTheDoubleStep",
            ImpossibleCheckKind::NoLastMoveGivesBoth => "ImpossibleCheck/NoLastMoveGivesBoth",
        },
        IllegalPositionReason::TooManyPieces { why, .. } => match why {
            TooManyPiecesKind::Total { .. } => "TooManyPieces/Total",
            TooManyPiecesKind::Pawns { .. } => "TooManyPieces/Pawns",
            TooManyPiecesKind::Promotions { .. } => "TooManyPieces/Promotions",
        },
        IllegalPositionReason::CastlingRightWithoutPieces { .. } => "CastlingRightWithoutPieces",
        IllegalPositionReason::EnPassantSquareInvalid { why, .. } => match why {
            EnPassantSquareKind::WrongRank => "EnPassantSquareInvalid/WrongRank",
            EnPassantSquareKind::Occupied => "EnPassantSquareInvalid/Occupied",
            EnPassantSquareKind::NoPawn => "EnPassantSquareInvalid/NoPawn",
            EnPassantSquareKind::OriginOccupied => "EnPassantSquareInvalid/OriginOccupied",
        },
    }
}

const REASON_KINDS: [&str; 15] = [
    "KingCount",
    "PawnOnBackRank",
    "OpponentInCheck",
    "ImpossibleCheck/MoreThanTwoCheckers",
    "ImpossibleCheck/NoSingleMoveGivesBoth",
    "ImpossibleCheck/NotByTheDoubleStep",
    "ImpossibleCheck/NoLastMoveGivesBoth",
    "TooManyPieces/Total",
    "TooManyPieces/Pawns",
    "TooManyPieces/Promotions",
    "CastlingRightWithoutPieces",
    "EnPassantSquareInvalid/WrongRank",
    "EnPassantSquareInvalid/Occupied",
    "EnPassantSquareInvalid/NoPawn",
    "EnPassantSquareInvalid/OriginOccupied",
];

fn fen_kind(k: &FenErrorKind) -> &'static str {
    match k {
        FenErrorKind::Empty => "Empty",
        FenErrorKind::MissingField => "MissingField",
        FenErrorKind::ExtraField(_) => "ExtraField",
        FenErrorKind::InvalidPiece(_) => "InvalidPiece",
        FenErrorKind::RankTooLong { .. } => "RankTooLong",
        FenErrorKind::RankTooShort { .. } => "RankTooShort",
        FenErrorKind::TooManyRanks => "TooManyRanks",
        FenErrorKind::TooFewRanks { .. } => "TooFewRanks",
        FenErrorKind::InvalidTurn(_) => "InvalidTurn",
        FenErrorKind::InvalidCastling(_) => "InvalidCastling",
        FenErrorKind::RepeatedCastling(_) => "RepeatedCastling",
        FenErrorKind::InvalidEnPassant(_) => "InvalidEnPassant",
        FenErrorKind::InvalidNumber(_) => "InvalidNumber",
    }
}

const FEN_KINDS: [&str; 13] = [
    "Empty",
    "MissingField",
    "ExtraField",
    "InvalidPiece",
    "RankTooLong",
    "RankTooShort",
    "TooManyRanks",
    "TooFewRanks",
    "InvalidTurn",
    "InvalidCastling",
    "RepeatedCastling",
    "InvalidEnPassant",
    "InvalidNumber",
];

fn san_kind(k: &SanErrorKind) -> &'static str {
    match k {
        SanErrorKind::Empty => "Empty",
        SanErrorKind::MissingSquare => "MissingSquare",
        SanErrorKind::RankOutOfRange => "RankOutOfRange",
        SanErrorKind::FileOutOfRange => "FileOutOfRange",
        SanErrorKind::UnexpectedChar(_) => "UnexpectedChar",
        SanErrorKind::InvalidPromotion => "InvalidPromotion",
    }
}

const SAN_KINDS: [&str; 6] =
    ["Empty", "MissingSquare", "RankOutOfRange", "FileOutOfRange", "UnexpectedChar", "InvalidPromotion"];

fn uci_kind(k: &UciErrorKind) -> &'static str {
    match k {
        UciErrorKind::Length => "Length",
        UciErrorKind::InvalidSquare => "InvalidSquare",
        UciErrorKind::InvalidPromotion(_) => "InvalidPromotion",
    }
}

const UCI_KINDS: [&str; 3] = ["Length", "InvalidSquare", "InvalidPromotion"];

/// Every violation of every case, the candidates' own reasons included.
fn all_violations() -> Vec<Violation> {
    fn add(v: &Violation, out: &mut Vec<Violation>) {
        out.push(v.clone());
        if let Violation::NoPieceCanMakeMove { candidates, .. } = v {
            for c in candidates {
                for inner in &c.violations {
                    add(inner, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    for c in MOVE_CASES {
        for v in violations(c.fen, c.mv) {
            add(&v, &mut out);
        }
    }
    out
}

/// Every message the cases produce: rulings, position reasons and the whole illegal
/// positions, parse errors.
fn all_messages() -> Vec<Message> {
    let mut out: Vec<Message> = all_violations().iter().map(Localize::message).collect();
    // A ruling the game's history refines: the pawn beside came one square (3.7.3.1).
    out.push(
        arbiter::Violation::EnPassantNotImmediately {
            piece: arbiter::Piece::new(arbiter::Color::White, arbiter::Role::Pawn),
            from: arbiter::Square::E5,
            to: arbiter::Square::D6,
            victim: arbiter::Placed::new(
                arbiter::Piece::new(arbiter::Color::Black, arbiter::Role::Pawn),
                arbiter::Square::D5,
            ),
            one_square_from: Some(arbiter::Square::D6),
        }
        .message(),
    );
    for c in POSITION_CASES {
        out.extend(reasons(c.fen).iter().map(Localize::message));
    }
    for c in ILLEGAL_POSITION_CASES.iter().chain(FEN_CASES) {
        if let Err(e) = Position::from_fen(c.input) {
            out.push(e.message());
        }
    }
    out.extend(SAN_CASES.iter().filter_map(|c| c.input.parse::<San>().err()).map(|e| e.message()));
    out.extend(UCI_CASES.iter().filter_map(|c| c.input.parse::<Uci>().err()).map(|e| e.message()));
    out.extend(MOVE_SYNTAX_CASES.iter().filter_map(|c| Notation::parse(c.input, &[]).err()).map(|e| e.message()));
    out.extend(JSON_CASES.iter().map(|c| json_error(c.input).message()));
    // Every kind of Lasker diagram error (a scenario's position that cannot be read).
    use arbiter::{DiagramError, DiagramErrorKind as D};
    let kinds = [
        D::Empty,
        D::ExpectedRule,
        D::ExpectedRankRow { rank: 8 },
        D::WrongRank { expected: 7, found: '9' },
        D::SquareCount { rank: 3, found: 9 },
        D::SquareCount { rank: 3, found: 2 },
        D::UnclosedRow { rank: 1 },
        D::InvalidSquare("X".into()),
        D::MissingColor("Kt".into()),
        D::UnknownPiece("#X".into()),
        D::ExpectedFileLetters,
        D::InvalidCaption("Fig. 1".into()),
        D::TrailingText,
    ];
    out.extend(kinds.into_iter().map(|kind| DiagramError { kind, line: 3, column: 5 }.message()));
    // Every kind of citation lint finding (review 10, P-27).
    use arbiter::conformance::{LintError as L, MalformedFeature, MalformedKind};
    let malformed = |kind| L::Parse(MalformedFeature { file: "en/a.feature".into(), line: 3, column: 5, kind });
    let lint = [
        malformed(MalformedKind::Syntax { text: "Nonsense".into() }),
        malformed(MalformedKind::UnknownPlaceholder { name: "move".into() }),
        L::Uncited { file: "ru/a.feature".into(), line: 4 },
        L::UnknownArticle { file: "ru/a.feature".into(), line: 6, article: "9.9.9".into() },
        L::MissingTwin { file: "a.feature".into(), lang: "en".into() },
        L::CountMismatch { article: "3.6".into(), counts: [("en".to_owned(), 20), ("ru".to_owned(), 19)].into() },
    ];
    out.extend(lint.iter().map(Localize::message));
    out
}

/// A request as `arbiter serve` reads one: known keys only, both required.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Request {
    fen: String,
    #[serde(rename = "move")]
    mv: String,
}

/// The JSON reader's error for `input`, read as a [`Request`].
fn json_error(input: &str) -> serde_json::Error {
    serde_json::from_str::<Request>(input).expect_err(input)
}

/// The ids of a message and of the messages inside its arguments.
fn ids(msg: &Message, out: &mut BTreeSet<&'static str>) {
    out.insert(msg.id);
    for (_, arg) in &msg.args {
        if let Arg::Message(m) = arg {
            ids(m, out);
        }
    }
}

fn assert_covers(what: &str, all: &[&str], seen: &BTreeSet<&str>) {
    let missing: Vec<&&str> = all.iter().filter(|k| !seen.contains(**k)).collect();
    let unknown: Vec<&&str> = seen.iter().filter(|k| !all.contains(k)).collect();
    assert!(missing.is_empty() && unknown.is_empty(), "{what}: no case for {missing:?}; not listed: {unknown:?}");
}

#[test]
fn every_variant_has_a_real_instance_and_a_message_in_both_locales() {
    let en_ids = locale_shapes("en-US");
    let ru_ids = locale_shapes("ru");

    let violations = all_violations();
    let seen: BTreeSet<&str> = violations.iter().map(violation_kind).collect();
    assert_covers("Violation", &VIOLATION_KINDS, &seen);
    for v in &violations {
        let mut used = BTreeSet::new();
        ids(&v.message(), &mut used);
        for id in used {
            assert!(en_ids.contains_key(id), "{id} (for {v:?}) is not in en-US");
            assert!(ru_ids.contains_key(id), "{id} (for {v:?}) is not in ru");
        }
    }

    let seen: BTreeSet<&str> = POSITION_CASES.iter().flat_map(|c| reasons(c.fen)).map(|r| reason_kind(&r)).collect();
    assert_covers("IllegalPositionReason", &REASON_KINDS, &seen);

    let fen_errors: Vec<FenErrorKind> =
        FEN_CASES.iter().map(|c| Setup::from_fen(c.input).expect_err(c.input).kind).collect();
    assert_covers("FenErrorKind", &FEN_KINDS, &fen_errors.iter().map(fen_kind).collect());
    let san_errors: Vec<SanErrorKind> =
        SAN_CASES.iter().map(|c| c.input.parse::<San>().expect_err(c.input).kind).collect();
    assert_covers("SanErrorKind", &SAN_KINDS, &san_errors.iter().map(san_kind).collect());
    let uci_errors: Vec<UciErrorKind> =
        UCI_CASES.iter().map(|c| c.input.parse::<Uci>().expect_err(c.input).kind).collect();
    assert_covers("UciErrorKind", &UCI_KINDS, &uci_errors.iter().map(uci_kind).collect());
}

#[test]
fn every_message_formats_without_error_in_both_locales() {
    let ru_ids = locale_shapes("ru");
    let mut produced = BTreeSet::new();
    for msg in all_messages() {
        ids(&msg, &mut produced);
        for lang in [en(), ru()] {
            let text = strict(&lang, &msg);
            assert!(!text.is_empty() && !text.contains(msg.id), "{text}");
        }
        // Formatting falls back to English; the Russian text must not need to.
        let mut used = BTreeSet::new();
        ids(&msg, &mut used);
        for id in used {
            assert!(ru_ids.contains_key(id), "{id} is not in ru");
        }
    }
    // Every message of these files is produced by a real value above (the citations are
    // checked, exactly, by `citations_in_both_editions`).
    let mut defined = BTreeSet::new();
    for (name, text) in locale_files("en-US") {
        if ["violations.ftl", "position.ftl", "errors.ftl", "explain.ftl"].contains(&name.as_str()) {
            let (shapes, _) = shapes(&[(name, text)]);
            defined.extend(shapes.into_keys().filter(|id| !id.starts_with("cite-") && id != "cited-sentence"));
        }
    }
    let produced: BTreeSet<String> = produced.into_iter().map(str::to_owned).collect();
    let never: Vec<&String> = defined.difference(&produced).collect();
    assert!(never.is_empty(), "never produced by a case: {never:?}");
}

// ---------------------------------------------------------------------------------------
// The cases.
// ---------------------------------------------------------------------------------------

const MOVE_CASES: &[MoveCase] = &[
    // Article 3.1: a "move" to the square the piece stands on is no move (review 2, G-22).
    case(
        START,
        "d1d1",
        E2023,
        "The queen on d1 cannot move to d1: a move takes a piece to another square, and the queen already stands on d1 — Article 3.1",
        "Ферзь на d1 не может пойти на d1: ход — это перенос фигуры на другое поле, а на d1 ферзь уже стоит (статья 3.1)",
    ),
    case(
        START,
        "e2e2",
        E2009,
        "The pawn on e2 cannot move to e2: a move takes a piece to another square, and the pawn already stands on e2 — Article 3.1, 2009 edition",
        "Пешка на e2 не может пойти на e2: ход — это перенос фигуры на другое поле, а на e2 пешка уже стоит (статья 3.1 в редакции 2009 года)",
    ),
    // Article 3.10.2: no piece to move (2009 had no such article: the 2023 number is cited).
    case(
        START,
        "e3e4",
        E2023,
        "There is no piece on e3 to move — Article 3.10.2",
        "На поле e3 нет фигуры, которой можно было бы сделать ход (статья 3.10.2)",
    ),
    case(
        START,
        "e3e4",
        E2009,
        "There is no piece on e3 to move — Article 4.6, 2009 edition",
        "На поле e3 нет фигуры, которой можно было бы сделать ход (статья 4.6 в редакции 2009 года)",
    ),
    // Article 1.2: the players move alternately, each his or her own pieces.
    case(
        START,
        "e7e5",
        E2023,
        "The pawn on e7 belongs to Black, and it is White's move — Article 1.2",
        "Сейчас ход белых, а пешка на e7 принадлежит чёрным (статья 1.2)",
    ),
    case(
        START,
        "e7e5",
        E2009,
        "The pawn on e7 belongs to Black, and it is White's move — Article 1.1, 2009 edition",
        "Сейчас ход белых, а пешка на e7 принадлежит чёрным (статья 1.1 в редакции 2009 года)",
    ),
    case(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "g1f3",
        E2023,
        "The knight on g1 belongs to White, and it is Black's move — Article 1.2",
        "Сейчас ход чёрных, а конь на g1 принадлежит белым (статья 1.2)",
    ),
    // Article 3.1: not onto a piece of the same colour (instrumental: «пешкой»).
    case(
        START,
        "c1d2",
        E2023,
        "The bishop on c1 cannot move to d2: that square is occupied by a pawn of the same colour — Article 3.1",
        "Слон на c1 не может пойти на d2: это поле занято пешкой того же цвета (статья 3.1)",
    ),
    // Articles 3.2–3.8.1: each piece's own way of moving (the six MovePattern messages).
    case(
        START,
        "c1c3",
        E2023,
        "The bishop on c1 cannot move to c3: a bishop moves only along a diagonal — Article 3.2",
        "Слон на c1 не может пойти на c3: слон ходит только по диагонали (статья 3.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "a1b3",
        E2023,
        "The rook on a1 cannot move to b3: a rook moves only along its file or its rank — Article 3.3",
        "Ладья на a1 не может пойти на b3: ладья ходит только по своей вертикали или горизонтали (статья 3.3)",
    ),
    case(
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
        "d1e3",
        E2023,
        "The queen on d1 cannot move to e3: a queen moves only along its file, its rank or a diagonal — Article 3.4",
        "Ферзь на d1 не может пойти на e3: ферзь ходит только по вертикали, горизонтали или диагонали (статья 3.4)",
    ),
    case(
        START,
        "g1g3",
        E2023,
        "The knight on g1 cannot move to g3: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Article 3.6",
        "Конь на g1 не может пойти на g3: конь ходит только на одно из ближайших к нему полей, не лежащих с ним на одной горизонтали, вертикали или диагонали (статья 3.6)",
    ),
    case(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "e1e3",
        E2023,
        "The king on e1 cannot move to e3: a king moves only to an adjoining square, except when castling — Article 3.8.1",
        "Король на e1 не может пойти на e3: король, кроме как при рокировке, ходит только на соседнее поле (статья 3.8.1)",
    ),
    case(
        START,
        "e2e5",
        E2023,
        "The pawn on e2 cannot move to e5: a pawn moves only straight forward, one square or two from its original square, and captures diagonally forward — Article 3.7",
        "Пешка на e2 не может пойти на e5: пешка ходит только вперёд по вертикали на одно поле или, с начального поля, на два, а бьёт по диагонали вперёд (статья 3.7)",
    ),
    // Article 3.5: no jumping over pieces (dative: «ладье», «слону», «ферзю»).
    case(
        START,
        "a1a3",
        E2023,
        "The rook on a1 cannot move to a3: its own pawn on a2 stands in the way, and a rook cannot jump over pieces — Article 3.5",
        "Путь ладье с a1 на a3 преграждает своя пешка на a2, а перепрыгивать через фигуры ладья не может (статья 3.5)",
    ),
    case(
        START,
        "f1c4",
        E2023,
        "The bishop on f1 cannot move to c4: its own pawn on e2 stands in the way, and a bishop cannot jump over pieces — Article 3.5",
        "Путь слону с f1 на c4 преграждает своя пешка на e2, а перепрыгивать через фигуры слон не может (статья 3.5)",
    ),
    case(
        START,
        "d1d3",
        E2009,
        "The queen on d1 cannot move to d3: its own pawn on d2 stands in the way, and a queen cannot jump over pieces — Article 3.5, 2009 edition",
        "Путь ферзю с d1 на d3 преграждает своя пешка на d2, а перепрыгивать через фигуры ферзь не может (статья 3.5 в редакции 2009 года)",
    ),
    // A piece in the way is named with its side: «своя пешка», «пешка соперника» (issue 10).
    case(
        "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1",
        "a1a8",
        E2023,
        "The rook on a1 cannot move to a8: the opponent's pawn on a7 stands in the way, and a rook cannot jump over pieces — Article 3.5",
        "Путь ладье с a1 на a8 преграждает пешка соперника на a7, а перепрыгивать через фигуры ладья не может (статья 3.5)",
    ),
    case(
        "4k3/8/8/8/8/4R3/4P3/4K3 w - - 0 1",
        "e2e4",
        E2023,
        "The pawn on e2 cannot advance two squares to e4: both squares must be unoccupied, but its own rook stands on e3 — Article 3.7.2",
        "Пешка на e2 не может пойти на e4: при ходе на два поля оба поля перед пешкой должны быть свободны, а на e3 стоит своя ладья (статья 3.7.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/R2bK2R w KQ - 0 1",
        "e1c1",
        E2023,
        "White cannot castle queenside: the opponent's bishop stands on d1, between the king and the rook — Article 3.8.2.2.2",
        "Белые не могут сделать длинную рокировку: между королём и ладьёй, на d1, стоит слон соперника (статья 3.8.2.2.2)",
    ),
    // The king may not stand next to the opponent's king (3.9.2, «рядом с королём соперника»).
    case(
        "8/8/8/8/8/2k5/8/K7 w - - 0 1",
        "a1b2",
        E2023,
        "The king on a1 cannot move to b2: there it would stand next to the opponent's king on c3, and two kings may never stand next to each other — Article 3.9.2",
        "Король на a1 не может пойти на b2: там он оказался бы рядом с королём соперника на c3, а короли не могут стоять рядом (статья 3.9.2)",
    ),
    // Articles 3.7.1–3.7.3.2: the pawn (instrumental «конём»).
    case(
        "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1",
        "e4e5",
        E2023,
        "The pawn on e4 cannot move to e5: that square is occupied by a knight, and a pawn captures only diagonally — Article 3.7.1",
        "Пешка на e4 не может пойти на e5: это поле занято конём, а пешка бьёт только по диагонали (статья 3.7.1)",
    ),
    case(
        "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1",
        "e3e5",
        E2023,
        "The pawn on e3 cannot move to e5: a pawn advances two squares only on its first move, from its original square — Article 3.7.2",
        "Пешка на e3 не может пойти на e5: на два поля пешка может продвинуться только своим первым ходом, с начального поля (статья 3.7.2)",
    ),
    case(
        "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1",
        "e2e4",
        E2023,
        "The pawn on e2 cannot advance two squares to e4: both squares must be unoccupied, but the opponent's knight stands on e3 — Article 3.7.2",
        "Пешка на e2 не может пойти на e4: при ходе на два поля оба поля перед пешкой должны быть свободны, а на e3 стоит конь соперника (статья 3.7.2)",
    ),
    case(
        START,
        "e2d3",
        E2023,
        "The pawn on e2 cannot move to d3: a pawn moves diagonally only to capture, and there is nothing to capture on d3 — Article 3.7.3",
        "Пешка на e2 не может пойти на d3: по диагонали пешка ходит только со взятием, а на d3 нет фигуры соперника (статья 3.7.3)",
    ),
    case(
        "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
        "e5d6",
        E2023,
        "The pawn on e5 cannot capture the pawn on d5 en passant by moving to d6: that capture is legal only on the move immediately after the opponent's pawn has advanced two squares — Article 3.7.3.2",
        "Пешка на e5 не может взять на проходе пешку на d5 ходом на d6: взятие на проходе возможно только ходом, непосредственно следующим за продвижением пешки соперника на два поля (статья 3.7.3.2)",
    ),
    // Article 3.7.3.3: promotion (accusative «короля», «пешку»; participles «идущая», «идущий»).
    case(
        "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "e7e8",
        E2023,
        "The pawn moving from e7 to e8 must be exchanged for a queen, rook, bishop or knight, but no piece is named — Article 3.7.3.3",
        "Пешка, идущая с e7 на e8, должна превратиться в ферзя, ладью, слона или коня, но не указано, в какую фигуру она превращается (статья 3.7.3.3)",
    ),
    case(
        "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "e7e8k",
        E2023,
        "The pawn moving from e7 to e8 cannot be promoted to a king: only a queen, rook, bishop or knight may be chosen — Article 3.7.3.3",
        "Пешка, идущая с e7 на e8, не может превратиться в короля: выбрать можно только ферзя, ладью, слона или коня (статья 3.7.3.3)",
    ),
    case(
        "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "e7e8p",
        E2009,
        "The pawn moving from e7 to e8 cannot be promoted to a pawn: only a queen, rook, bishop or knight may be chosen — Article 3.7 e, 2009 edition",
        "Пешка, идущая с e7 на e8, не может превратиться в пешку: выбрать можно только ферзя, ладью, слона или коня (статья 3.7 e в редакции 2009 года)",
    ),
    case(
        START,
        "e2e4q",
        E2023,
        "The pawn moving from e2 to e4 cannot be promoted to a queen: a pawn is promoted only on reaching the last rank — Article 3.7.3.3",
        "Пешка, идущая с e2 на e4, не может превратиться в ферзя: превращение возможно только на последней горизонтали (статья 3.7.3.3)",
    ),
    case(
        START,
        "g1f3q",
        E2023,
        "The knight moving from g1 to f3 cannot be promoted to a queen: only a pawn that reaches the last rank is promoted — Article 3.7.3.3",
        "Конь, идущий с g1 на f3, не может превратиться в ферзя: превращается только пешка, дошедшая до последней горизонтали (статья 3.7.3.3)",
    ),
    case(
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "a1a3q",
        E2023,
        "The rook moving from a1 to a3 cannot be promoted to a queen: only a pawn that reaches the last rank is promoted — Article 3.7.3.3",
        "Ладья, идущая с a1 на a3, не может превратиться в ферзя: превращается только пешка, дошедшая до последней горизонтали (статья 3.7.3.3)",
    ),
    // Article 3.8.2.1.1: the king has moved (written as O-O / O-O-O, through adjudicate_san).
    case(
        "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1",
        "O-O",
        E2023,
        "White cannot castle kingside: the king is on e2, not on its original square, so it has already moved — Article 3.8.2.1.1",
        "Белые не могут сделать короткую рокировку: король стоит на e2, а не на начальном поле, — значит, он уже ходил (статья 3.8.2.1.1)",
    ),
    case(
        "r6r/4k3/8/8/8/8/8/R3K2R b KQ - 0 1",
        "O-O-O",
        E2009,
        "Black cannot castle queenside: the king is on e7, not on its original square, so it has already moved — Article 3.8 b (1) (a), 2009 edition",
        "Чёрные не могут сделать длинную рокировку: король стоит на e7, а не на начальном поле, — значит, он уже ходил (статья 3.8 b (1) (a) в редакции 2009 года)",
    ),
    // Article 3.8.2.1.2: the rook has moved — an empty square, or another piece on it.
    case(
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: there is no rook on h1, so that rook has moved or been captured — Article 3.8.2.1.2",
        "Белые не могут сделать короткую рокировку: на h1 нет ладьи — значит, она уже ходила или была взята (статья 3.8.2.1.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/R3K2b w Q - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: there is a black bishop on h1 instead of the rook, so the rook has moved or been captured — Article 3.8.2.1.2",
        "Белые не могут сделать короткую рокировку: на h1 вместо ладьи стоит слон чёрных — значит, ладья уже ходила или была взята (статья 3.8.2.1.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/R3K2N w Q - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: there is a white knight on h1 instead of the rook, so the rook has moved or been captured — Article 3.8.2.1.2",
        "Белые не могут сделать короткую рокировку: на h1 вместо ладьи стоит конь белых — значит, ладья уже ходила или была взята (статья 3.8.2.1.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1",
        "e1g1",
        E2009,
        "White cannot castle kingside: the rook on h1 is Black's, so White's own rook has moved or been captured — Article 3.8 b (1) (b), 2009 edition",
        "Белые не могут сделать короткую рокировку: на h1 стоит ладья чёрных — значит, ладья белых уже ходила или была взята (статья 3.8 b (1) (b) в редакции 2009 года)",
    ),
    // Article 3.8.2.1: the right is lost, king and rook back on their squares.
    case(
        "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1",
        "e1g1",
        E2023,
        "White has lost the right to castle kingside: the king or the rook has already moved, even though both stand on their original squares now — Article 3.8.2.1",
        "Белые утратили право на короткую рокировку: король или ладья уже ходили, хотя сейчас оба стоят на своих начальных полях (статья 3.8.2.1)",
    ),
    // Article 3.8.2.2.1: out of check (one checker, two), across an attacked square, into check.
    case(
        "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: the king on e1 is in check from the rook on e8 — Article 3.8.2.2.1",
        "Белые не могут сделать короткую рокировку: король на e1 под шахом ладьи на e8 (статья 3.8.2.2.1)",
    ),
    case(
        "4r1k1/8/8/8/1b6/8/8/R3K2R w KQ - 0 1",
        "e1c1",
        E2023,
        "White cannot castle queenside: the king on e1 is in check from the bishop on b4 and the rook on e8 — Article 3.8.2.2.1",
        "Белые не могут сделать длинную рокировку: король на e1 под шахом слона на b4 и ладьи на e8 (статья 3.8.2.2.1)",
    ),
    case(
        "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: the king would cross f1, which is attacked by the bishop on c4 — Article 3.8.2.2.1",
        "Белые не могут сделать короткую рокировку: король пересёк бы поле f1, атакованное слоном на c4 (статья 3.8.2.2.1)",
    ),
    case(
        "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1",
        "e1g1",
        E2009,
        "White cannot castle kingside: the king would cross f1, which is attacked by the bishop on c4 — Article 3.8 b (2) (a), 2009 edition",
        "Белые не могут сделать короткую рокировку: король пересёк бы поле f1, атакованное слоном на c4 (статья 3.8 b (2) (a) в редакции 2009 года)",
    ),
    case(
        "r3k2r/8/8/8/8/8/8/3RK3 b kq - 0 1",
        "e8c8",
        E2023,
        "Black cannot castle queenside: the king would cross d8, which is attacked by the rook on d1 — Article 3.8.2.2.1",
        "Чёрные не могут сделать длинную рокировку: король пересёк бы поле d8, атакованное ладьёй на d1 (статья 3.8.2.2.1)",
    ),
    case(
        "4k3/8/8/8/8/7n/8/R3K2R w KQ - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: on g1 the king would be in check from the knight on h3 — Article 3.8.2.2.1",
        "Белые не могут сделать короткую рокировку: на g1 король оказался бы под шахом коня на h3 (статья 3.8.2.2.1)",
    ),
    // Castling with the opponent's king beside the king (a lenient position; review 9, P-15).
    case(
        "8/8/8/8/8/8/4k3/R3K2R w KQ - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: the king on e1 stands next to the opponent's king on e2 — Article 3.8.2.2.1",
        "Белые не могут сделать короткую рокировку: король на e1 стоит рядом с королём соперника на e2 (статья 3.8.2.2.1)",
    ),
    // The opponent's king next to the castling path (review 8, P-1): a king gives no check.
    case(
        "8/8/8/8/8/8/1k6/R3K3 w Q - 0 1",
        "e1c1",
        E2023,
        "White cannot castle queenside: on c1 the king would stand next to the opponent's king on b2, and two kings may never stand next to each other — Article 3.8.2.2.1",
        "Белые не могут сделать длинную рокировку: на c1 король оказался бы рядом с королём соперника на b2, а короли не могут стоять рядом (статья 3.8.2.2.1)",
    ),
    case(
        "8/8/8/8/8/8/6k1/4K2R w K - 0 1",
        "e1g1",
        E2023,
        "White cannot castle kingside: the king would cross f1, next to the opponent's king on g2 — Article 3.8.2.2.1",
        "Белые не могут сделать короткую рокировку: король пересёк бы поле f1, соседнее с королём соперника на g2 (статья 3.8.2.2.1)",
    ),
    // Article 3.8.2.2.2: a piece between the king and the rook.
    case(
        "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1",
        "e1c1",
        E2023,
        "White cannot castle queenside: their own knight stands on b1, between the king and the rook — Article 3.8.2.2.2",
        "Белые не могут сделать длинную рокировку: между королём и ладьёй, на b1, стоит свой конь (статья 3.8.2.2.2)",
    ),
    // Article 3.9.2: into check; pinned pieces of each gender (конь, слон, ферзь — он связан;
    // ладья, пешка — она связана; instrumental «ладьёй», «слоном»); en passant; left in check
    // with one, two and five checkers (genitive «ладьи», «слона», «5 фигур»).
    case(
        "4r1k1/8/8/8/8/8/8/3K4 w - - 0 1",
        "d1e1",
        E2023,
        "The king on d1 cannot move to e1: there it would be in check from the rook on e8 — Article 3.9.2",
        "Король на d1 не может пойти на e1: там он оказался бы под шахом ладьи на e8 (статья 3.9.2)",
    ),
    case(
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
        "e2c3",
        E2023,
        "The knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2",
        "Конь на e2 не может ходить: он связан — любой его ход подставил бы короля на e1 под шах ладьи на e7 (статья 3.9.2)",
    ),
    case(
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
        "e2c3",
        E2009,
        "The knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9, 2009 edition",
        "Конь на e2 не может ходить: он связан — любой его ход подставил бы короля на e1 под шах ладьи на e7 (статья 3.9 в редакции 2009 года)",
    ),
    case(
        "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
        "e2d3",
        E2023,
        "The bishop on e2 cannot move to d3: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2",
        "Слон на e2 не может пойти на d3: он связан — этот ход подставил бы короля на e1 под шах ладьи на e7 (статья 3.9.2)",
    ),
    case(
        "4k3/8/8/b7/8/8/3R4/4K3 w - - 0 1",
        "d2d5",
        E2023,
        "The rook on d2 cannot move to d5: it is pinned to the king on e1 by the bishop on a5 — Article 3.9.2",
        "Ладья на d2 не может пойти на d5: она связана — этот ход подставил бы короля на e1 под шах слона на a5 (статья 3.9.2)",
    ),
    case(
        "4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1",
        "d2d3",
        E2023,
        "The pawn on d2 cannot move to d3: it is pinned to the king on e1 by the bishop on a5 — Article 3.9.2",
        "Пешка на d2 не может пойти на d3: она связана — этот ход подставил бы короля на e1 под шах слона на a5 (статья 3.9.2)",
    ),
    case(
        "4k3/4r3/8/8/8/8/4Q3/4K3 w - - 0 1",
        "e2d3",
        E2023,
        "The queen on e2 cannot move to d3: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2",
        "Ферзь на e2 не может пойти на d3: он связан — этот ход подставил бы короля на e1 под шах ладьи на e7 (статья 3.9.2)",
    ),
    case(
        "4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 1",
        "e5d6",
        E2023,
        "The pawn on e5 cannot capture the pawn on d5 en passant by moving to d6: that would expose the king on h5 to check from the rook on a5 — Article 3.9.2",
        "Пешка на e5 не может взять на проходе пешку на d5 ходом на d6: это взятие подставило бы короля на h5 под шах ладьи на a5 (статья 3.9.2)",
    ),
    case(
        "4r1k1/8/8/8/8/8/8/4K1N1 w - - 0 1",
        "g1f3",
        E2023,
        "The knight on g1 cannot move to f3: the king on e1 would remain in check from the rook on e8 — Article 3.9.2",
        "Конь на g1 не может пойти на f3: король на e1 остался бы под шахом ладьи на e8 (статья 3.9.2)",
    ),
    case(
        "4r1k1/8/8/8/8/8/8/4K1N1 w - - 0 1",
        "g1f3",
        E2009,
        "The knight on g1 cannot move to f3: the king on e1 would remain in check from the rook on e8 — Article 3.9, 2009 edition",
        "Конь на g1 не может пойти на f3: король на e1 остался бы под шахом ладьи на e8 (статья 3.9 в редакции 2009 года)",
    ),
    case(
        "4r1k1/8/8/8/1b6/8/8/4K1N1 w - - 0 1",
        "g1f3",
        E2023,
        "The knight on g1 cannot move to f3: the king on e1 would remain in check from the bishop on b4 and the rook on e8 — Article 3.9.2",
        "Конь на g1 не может пойти на f3: король на e1 остался бы под шахом слона на b4 и ладьи на e8 (статья 3.9.2)",
    ),
    case(
        "4r1k1/8/8/8/1b5q/3n4/2n5/4K1N1 w - - 0 1",
        "g1h3",
        E2023,
        "The knight on g1 cannot move to h3: the king on e1 would remain in check from 5 pieces, among them the knight on c2 — Article 3.9.2",
        "Конь на g1 не может пойти на h3: король на e1 остался бы под шахом сразу пяти фигур, в том числе коня на c2 (статья 3.9.2)",
    ),
    // Article 3.10.2 through notation: no piece can make the move, for one reason said once
    // with both articles (review 28b, H-9); no
    // such piece (genitive «ферзя», «ладьи»; «который»/«которая»).
    case(
        "4k3/8/8/8/8/2P5/4N3/1N2K3 w - - 0 1",
        "Nc3",
        E2023,
        "Neither of the knights (on b1 and e2) can move to c3: that square is occupied by a pawn of the same colour — Articles 3.10.2 and 3.1",
        "Ни один из двух коней (на b1 и e2) не может пойти на c3: это поле занято пешкой того же цвета (статьи 3.10.2 и 3.1)",
    ),
    // Two knights, only one of which moves that way: the notation names that one, and its
    // own reason is the answer (the knight on g1 never could reach c3).
    case(
        "4k3/4r3/8/8/8/8/4N3/4K1N1 w - - 0 1",
        "Nc3",
        E2023,
        "The knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2",
        "Конь на e2 не может ходить: он связан — любой его ход подставил бы короля на e1 под шах ладьи на e7 (статья 3.9.2)",
    ),
    // The more fundamental reason first: a knight that cannot reach d2 at all is told so
    // (3.6) before being told that d2 holds its own pawn (3.1).
    case(
        "4k3/8/8/8/8/8/3P4/4K1N1 w - - 0 1",
        "g1d2",
        E2023,
        "The knight on g1 cannot move to d2: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Article 3.6",
        "Конь на g1 не может пойти на d2: конь ходит только на одно из ближайших к нему полей, не лежащих с ним на одной горизонтали, вертикали или диагонали (статья 3.6)",
    ),
    case(
        "4k3/8/8/8/8/8/8/NN2K1N1 w - - 0 1",
        "Nh5",
        E2009,
        "None of the three knights (on a1, b1 and g1) can move to h5: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Articles 4.6 and 3.6, 2009 edition",
        "Ни один из трёх коней (на a1, b1 и g1) не может пойти на h5: конь ходит только на одно из ближайших к нему полей, не лежащих с ним на одной горизонтали, вертикали или диагонали (статьи 4.6 и 3.6 в редакции 2009 года)",
    ),
    // The same reason for every candidate, said once, for each piece that can fail so
    // («ни одна из двух ладей»); different reasons, each after the head (review 28b, H-9).
    case(
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",
        "Bd1",
        E2023,
        "Neither of the bishops (on c1 and f1) can move to d1: a bishop moves only along a diagonal — Articles 3.10.2 and 3.2",
        "Ни один из двух слонов (на c1 и f1) не может пойти на d1: слон ходит только по диагонали (статьи 3.10.2 и 3.2)",
    ),
    case(
        "4k3/7R/8/8/8/8/8/R3K3 w - - 0 1",
        "Rb2",
        E2023,
        "Neither of the rooks (on a1 and h7) can move to b2: a rook moves only along its file or its rank — Articles 3.10.2 and 3.3",
        "Ни одна из двух ладей (на a1 и h7) не может пойти на b2: ладья ходит только по своей вертикали или горизонтали (статьи 3.10.2 и 3.3)",
    ),
    // Review 35a, K-17: castling with several pieces between names them all, from the king.
    case(
        "r3k2r/8/8/8/8/8/8/RnbQK2R w KQkq - 0 1",
        "O-O-O",
        E2023,
        "White cannot castle queenside: their own queen on d1, the opponent's bishop on c1 and the opponent's knight on b1 stand between the king and the rook — Article 3.8.2.2.2",
        "Белые не могут сделать длинную рокировку: между королём и ладьёй стоят свой ферзь на d1, слон соперника на c1 и конь соперника на b1 (статья 3.8.2.2.2)",
    ),
    // Review 32f, G-2: each candidate blocked by another piece — the blockers one clause each,
    // Article 3.5's rule once.
    case(
        "6k1/3Q4/3p4/8/8/8/8/Q1N1K2Q w - - 0 1",
        "Qd1",
        E2023,
        "None of the three queens (on a1, h1 and d7) can move to d1: the queen on a1 is blocked by its own knight on c1, the one on h1 by its own king on e1, the one on d7 by the opponent's pawn on d6, and a queen cannot jump over pieces — Articles 3.10.2 and 3.5",
        "Ни один из трёх ферзей (на a1, h1 и d7) не может пойти на d1: путь ферзю с a1 преграждает свой конь на c1, с h1 — свой король на e1, с d7 — пешка соперника на d6, а перепрыгивать через фигуры ферзь не может (статьи 3.10.2 и 3.5)",
    ),
    case(
        "4k3/7Q/8/8/8/8/8/Q3K3 w - - 0 1",
        "Qb3",
        E2023,
        "Neither of the queens (on a1 and h7) can move to b3: a queen moves only along its file, its rank or a diagonal — Articles 3.10.2 and 3.4",
        "Ни один из двух ферзей (на a1 и h7) не может пойти на b3: ферзь ходит только по вертикали, горизонтали или диагонали (статьи 3.10.2 и 3.4)",
    ),
    case(
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "Nf3",
        E2023,
        "Neither of the knights (on b1 and f3) can move to f3 — Article 3.10.2. The knight on b1 cannot move to f3: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Article 3.6. The knight on f3 cannot move to f3: a move takes a piece to another square, and the knight already stands on f3 — Article 3.1",
        "Ни один из двух коней (на b1 и f3) не может пойти на f3 (статья 3.10.2). Конь на b1 не может пойти на f3: конь ходит только на одно из ближайших к нему полей, не лежащих с ним на одной горизонтали, вертикали или диагонали (статья 3.6). Конь на f3 не может пойти на f3: ход — это перенос фигуры на другое поле, а на f3 конь уже стоит (статья 3.1)",
    ),
    case(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "Qd4",
        E2023,
        "White has no queen that could move to d4 — Article 3.10.2",
        "У белых нет ферзя, который мог бы пойти на d4 (статья 3.10.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "Rd4",
        E2023,
        "White has no rook that could move to d4 — Article 3.10.2",
        "У белых нет ладьи, которая могла бы пойти на d4 (статья 3.10.2)",
    ),
    // Appendix C.10: ambiguous notation — two pieces of each gender (оба коня, обе ладьи;
    // prepositional «о каком коне», «о какой ладье»), three (few: «3 коня»), five (many:
    // «5 коней»).
    case(
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
        "Nd2",
        E2023,
        "Both knights (b1 and f3) can move to d2: the notation must show which knight is meant — Appendix C.10",
        "На d2 могут пойти оба коня (с b1 и f3), поэтому в записи хода нужно указать, о каком коне идёт речь (приложение C.10)",
    ),
    case(
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
        "Nd2",
        E2009,
        "Both knights (b1 and f3) can move to d2: the notation must show which knight is meant — Appendix C.10, 2009 edition",
        "На d2 могут пойти оба коня (с b1 и f3), поэтому в записи хода нужно указать, о каком коне идёт речь (приложение C.10 в редакции 2009 года)",
    ),
    case(
        "4k3/8/8/8/8/8/4K3/R6R w - - 0 1",
        "Rd1",
        E2023,
        "Both rooks (a1 and h1) can move to d1: the notation must show which rook is meant — Appendix C.10",
        "На d1 могут пойти обе ладьи (с a1 и h1), поэтому в записи хода нужно указать, о какой ладье идёт речь (приложение C.10)",
    ),
    case(
        "4k3/8/8/8/4N3/5N2/8/1N2K3 w - - 0 1",
        "Nd2",
        E2023,
        "3 knights (b1, f3 and e4) can move to d2: the notation must show which knight is meant — Appendix C.10",
        "На d2 могут пойти три коня (с b1, f3 и e4), поэтому в записи хода нужно указать, о каком коне идёт речь (приложение C.10)",
    ),
    case(
        "4k3/8/2N1N3/1N6/8/1N3N2/8/4K3 w - - 0 1",
        "Nd4",
        E2023,
        "5 knights (b3, f3, b5, c6 and e6) can move to d4: the notation must show which knight is meant — Appendix C.10",
        "На d4 могут пойти пять коней (с b3, f3, b5, c6 и e6), поэтому в записи хода нужно указать, о каком коне идёт речь (приложение C.10)",
    ),
    // Article 4: touch-move (`move@touched squares`).
    case(
        START,
        "e2e4@g1",
        E2023,
        "The player touched the knight on g1, so it must be moved: Nf3 or Nh3 — Article 4.3.1",
        "Игрок тронул коня на g1, поэтому он должен ходить им: Кf3 или Кh3 (статья 4.3.1)",
    ),
    // Of several pieces touched, the first that can be moved (review 13a, S-12).
    case(
        START,
        "e2e4@g1,b1",
        E2023,
        "The knight on g1 is the first piece the player touched that can be moved, so it must be moved: Nf3 or Nh3 — Article 4.3.1",
        "Конь на g1 — первая из тронутых игроком фигур, которой можно сделать ход, поэтому игрок должен ходить именно им: Кf3 или Кh3 (статья 4.3.1)",
    ),
    // Pieces touched at the same time: none is first, and any of them will do (4.3.1, 4.3.2).
    case(
        START,
        "d2d4@e2+g1",
        E2023,
        "The player touched the pieces on e2 and g1 at the same time, so one of them must be moved: e3, e4, Nf3 or Nh3 — Article 4.3.1",
        "Игрок одновременно тронул фигуры на e2 и g1, поэтому ходить нужно одной из них: e3, e4, Кf3 или Кh3 (статья 4.3.1)",
    ),
    // Of pieces touched at the same time only one can be moved (or captured): it is named as
    // touched at once, not as the first (review 26a, G-6); every piece's case and gender.
    case(
        START,
        "e2e4@c1+g1",
        E2023,
        "The player touched the pieces on c1 and g1 at the same time, and only the knight on g1 can be moved, so it must be moved: Nf3 or Nh3 — Article 4.3.1",
        "Игрок одновременно тронул фигуры на c1 и g1, а ход возможен только конём на g1, поэтому он должен ходить им: Кf3 или Кh3 (статья 4.3.1)",
    ),
    case(
        START,
        "e2e4@c1+f1+g1",
        E2023,
        "The player touched the pieces on c1, f1 and g1 at the same time, and only the knight on g1 can be moved, so it must be moved: Nf3 or Nh3 — Article 4.3.1",
        "Игрок одновременно тронул фигуры на c1, f1 и g1, а ход возможен только конём на g1, поэтому он должен ходить им: Кf3 или Кh3 (статья 4.3.1)",
    ),
    case(
        "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1",
        "e2e4@c1+a1",
        E2023,
        "The player touched the pieces on c1 and a1 at the same time, and only the rook on a1 can be moved, so it must be moved: Ra2, Ra3, Ra4, Ra5, Ra6 or Rxa7 — Article 4.3.1",
        "Игрок одновременно тронул фигуры на c1 и a1, а ход возможен только ладьёй на a1, поэтому он должен ходить ею: Лa2, Лa3, Лa4, Лa5, Лa6 или Лxa7 (статья 4.3.1)",
    ),
    case(
        START,
        "d2d4@d1+e2",
        E2023,
        "The player touched the pieces on d1 and e2 at the same time, and only the pawn on e2 can be moved, so it must be moved: e3 or e4 — Article 4.3.1",
        "Игрок одновременно тронул фигуры на d1 и e2, а ход возможен только пешкой на e2, поэтому он должен ходить ею: e3 или e4 (статья 4.3.1)",
    ),
    case(
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "g1f3@d5+d8",
        E2023,
        "The player touched the opponent's pieces on d5 and d8 at the same time, and only the pawn on d5 can be captured, so it must be captured: exd5 — Article 4.3.2",
        "Игрок одновременно тронул фигуры соперника на d5 и d8, а взять можно только пешку на d5, поэтому он должен взять её: exd5 (статья 4.3.2)",
    ),
    case(
        "4k3/8/8/2r1b3/3P4/8/8/4K3 w - - 0 1",
        "e1f2@c5+e8",
        E2023,
        "The player touched the opponent's pieces on c5 and e8 at the same time, and only the rook on c5 can be captured, so it must be captured: dxc5 — Article 4.3.2",
        "Игрок одновременно тронул фигуры соперника на c5 и e8, а взять можно только ладью на c5, поэтому он должен взять её: dxc5 (статья 4.3.2)",
    ),
    case(
        "4k3/8/8/2r1b3/3P4/8/8/4K3 w - - 0 1",
        "e1f2@e5+e8",
        E2023,
        "The player touched the opponent's pieces on e5 and e8 at the same time, and only the bishop on e5 can be captured, so it must be captured: dxe5 — Article 4.3.2",
        "Игрок одновременно тронул фигуры соперника на e5 и e8, а взять можно только слона на e5, поэтому он должен взять его: dxe5 (статья 4.3.2)",
    ),
    case(
        "4k3/8/8/3p1p2/8/4N3/8/4K3 w - - 0 1",
        "e1d1@d5+f5",
        E2023,
        "The player touched the opponent's pieces on d5 and f5 at the same time, so one of them must be captured: Nxd5 or Nxf5 — Article 4.3.2",
        "Игрок одновременно тронул фигуры соперника на d5 и f5, поэтому взять нужно одну из них: Кxd5 или Кxf5 (статья 4.3.2)",
    ),
    case(
        "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3",
        "g1f3@d5",
        E2023,
        "The player touched the opponent's knight on d5, so it must be captured: exd5 — Article 4.3.2",
        "Игрок тронул коня соперника на d5, поэтому он должен взять его: exd5 (статья 4.3.2)",
    ),
    case(
        "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3",
        "d1e2@e4,d5",
        E2023,
        "The player touched the pawn on e4 and the opponent's knight on d5; capturing the opponent's piece with the player's own is legal, so that capture must be made: exd5 — Article 4.3.3",
        "Игрок тронул пешку на e4 и коня соперника на d5, а взять коня пешкой можно, поэтому нужно сделать именно это взятие: exd5 (статья 4.3.3)",
    ),
    case(
        "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3",
        "e4d5@b1,d5",
        E2023,
        "The player touched a piece of each colour, and capturing the opponent's first touched piece (the knight on d5) with the player's first touched piece (the knight on b1) is not legal, so the first piece touched that can be moved, the knight on b1, must be moved: Na3 or Nc3 — Article 4.3.3",
        "Игрок тронул фигуры обоих цветов, а взять первую тронутую фигуру соперника (коня на d5) своей первой тронутой фигурой (конём с b1) нельзя, поэтому нужно пойти первой тронутой фигурой, которой возможен ход, — конём с b1: Кa3 или Кc3 (статья 4.3.3)",
    ),
    case(
        "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3",
        "b1c3@d5,b1",
        E2023,
        "The player touched a piece of each colour, and capturing the opponent's first touched piece (the knight on d5) with the player's first touched piece (the knight on b1) is not legal, so the first piece touched that can be captured, the opponent's knight on d5, must be captured: exd5 — Article 4.3.3",
        "Игрок тронул фигуры обоих цветов, а взять первую тронутую фигуру соперника (коня на d5) своей первой тронутой фигурой (конём с b1) нельзя, поэтому нужно взять первую тронутую фигуру, которую можно взять, — коня соперника на d5: exd5 (статья 4.3.3)",
    ),
    // Review 32e, H-10: touched together, the order unclear — the own piece counts first.
    case(
        "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3",
        "e4d5@d5+b1",
        E2023,
        "The player touched the knight on b1 and the opponent's knight on d5, and which was touched first is unclear; then the player's own piece counts as touched before the opponent's, and capturing the knight on d5 with the knight on b1 is not legal, so the first piece touched that can be moved, the knight on b1, must be moved: Na3 or Nc3 — Article 4.3.3",
        "Игрок тронул своего коня на b1 и коня соперника на d5, и неясно, какую из этих фигур он тронул первой; в таком случае считается, что свою фигуру игрок тронул раньше фигуры соперника. Взять коня на d5 конём с b1 нельзя, поэтому нужно пойти первой тронутой фигурой, которой возможен ход, — конём с b1: Кa3 или Кc3 (статья 4.3.3)",
    ),
    case(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1f1@e1,h1",
        E2023,
        "The player touched the king and the rook, and castling on that side is legal, so the player must castle: O-O — Article 4.4.1",
        "Игрок тронул короля и ладью, а рокировка в сторону этой ладьи возможна, поэтому он должен рокироваться: 0-0 (статья 4.4.1)",
    ),
    case(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1g1@h1,e1",
        E2023,
        "The player touched the rook before the king, so castling on that side is not allowed on this move, and the first piece touched that can be moved, the rook on h1, must be moved: Rf1, Rg1, Rh2, Rh3, Rh4, Rh5, Rh6, Rh7 or Rxh8+ — Article 4.4.2",
        "Игрок тронул сначала ладью, а затем короля, поэтому рокировка в сторону этой ладьи на этом ходу не разрешается, и ходить нужно первой тронутой фигурой, которой возможен ход, — ладьёй с h1: Лf1, Лg1, Лh2, Лh3, Лh4, Лh5, Лh6, Лh7 или Лxh8+ (статья 4.4.2)",
    ),
    case(
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
        "a1b1@e1,h1",
        E2023,
        "The player touched the king and the rook to castle kingside, which is not legal, so the player must make another move with the king: Kd1, Kxf2 or O-O-O — Article 4.4.3",
        "Игрок тронул короля и ладью, чтобы сделать короткую рокировку, но она невозможна, поэтому он должен сделать другой ход королём: Крd1, Крxf2 или 0-0-0 (статья 4.4.3)",
    ),
    case(
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
        "e7e8n@e7,e8=Q",
        E2023,
        "The queen had already touched the promotion square e8, so the choice was final: the pawn must become a queen, not a knight — Article 4.4.4",
        "Ферзь уже коснулся поля превращения e8, поэтому выбор окончателен: пешка должна превратиться в ферзя, а не в коня (статья 4.4.4)",
    ),
    // Article 3.8.2.1.1 with the game's history: the king moved and came back.
    case(
        START,
        "game:e4 e5 Ke2 Ke7 Ke1 Ke8 Nf3 Nf6 Bc4 Bc5|e1g1",
        E2023,
        "White cannot castle kingside: the king on e1 moved on move 2, and the right to castle is lost once the king has moved — Article 3.8.2.1.1",
        "Белые не могут сделать короткую рокировку: король ещё на 2-м ходу покинул поле e1, а право на рокировку утрачивается, если король уже ходил (статья 3.8.2.1.1)",
    ),
    // Article 3.8.2.1.2 with the game's history: the rook moved and came back.
    case(
        START,
        "game:e4 e5 Nf3 Nf6 Bc4 Bc5 Rg1 Rg8 Rh1 Rh8|e1g1",
        E2023,
        "White cannot castle kingside: the rook on h1 moved on move 4, and the right to castle with a rook is lost once that rook has moved — Article 3.8.2.1.2",
        "Белые не могут сделать короткую рокировку: ладья ещё на 4-м ходу покинула поле h1, а право на рокировку с ладьёй, которая уже ходила, утрачивается (статья 3.8.2.1.2)",
    ),
    // Article 4.7: a piece released on a square (`g1-f3` in the touch list).
    case(
        START,
        "g1h3@g1-f3",
        E2023,
        "The player released the knight from g1 on f3, a legal move, so that move has been made and the piece cannot be moved to another square: Nf3 — Article 4.7",
        "Игрок перенёс коня с g1 на f3 и отпустил его — это возможный ход, поэтому ход сделан и переставить коня на другое поле уже нельзя: Кf3 (статья 4.7)",
    ),
    case(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1f1@e1-g1",
        E2023,
        "The player released the king on g1 to castle kingside, and that castling is legal, so no other move is allowed: O-O — Article 4.7.2",
        "Игрок отпустил короля на g1, делая короткую рокировку, а такая рокировка возможна, поэтому никакой другой ход не разрешается: 0-0 (статья 4.7.2)",
    ),
    case(
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
        "a1b1@e1-g1",
        E2023,
        "The player released the king on g1 to castle kingside, which is not legal, so the player must make another move with the king: Kd1, Kxf2 or O-O-O — Article 4.7.2",
        "Игрок отпустил короля на g1, чтобы сделать короткую рокировку, но она невозможна, поэтому он должен сделать другой ход королём: Крd1, Крxf2 или 0-0-0 (статья 4.7.2)",
    ),
    // Appendix C notation saying where a piece stands that is not there (3.10.2).
    case(
        "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1",
        "Ndf3",
        E2023,
        "White has no knight on the d-file that could move to f3 — Article 3.10.2",
        "У белых на вертикали «d» нет коня, который мог бы пойти на f3 (статья 3.10.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1",
        "N2f3",
        E2023,
        "White has no knight on rank 2 that could move to f3 — Article 3.10.2",
        "У белых на 2-й горизонтали нет коня, который мог бы пойти на f3 (статья 3.10.2)",
    ),
    case(
        "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1",
        "Nd1f3",
        E2023,
        "White has no knight on d1 that could move to f3 — Article 3.10.2",
        "У белых на d1 нет коня, который мог бы пойти на f3 (статья 3.10.2)",
    ),
    case(
        "4k3/8/8/1p2p3/P2P4/5p2/6P1/4K3 w - - 0 1",
        "e5",
        E2023,
        "White has no pawn on the e-file that could move to e5 — Article 3.10.2",
        "У белых на вертикали «e» нет пешки, которая могла бы пойти на e5 (статья 3.10.2)",
    ),
];

const POSITION_CASES: &[PositionCase] = &[
    // King count: none (also cited in the 2009 edition), two, five (few, many: «2 короля»,
    // «5 королей»).
    pos_case(
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        E2023,
        "Black has no king — Article 3.10.3",
        "У чёрных нет короля (статья 3.10.3)",
    ),
    pos_case(
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        E2009,
        "Black has no king — Article 3.10.3, 2023 edition (not in the 2009 edition)",
        "У чёрных нет короля (статья 3.10.3 в редакции 2023 года; в редакции 2009 года такой статьи нет)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
        E2023,
        "White has 2 kings, but each side has exactly one — Article 3.10.3",
        "У белых два короля, а у каждой стороны должен быть ровно один король (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/KKKKK3 w - - 0 1",
        E2023,
        "White has 5 kings, but each side has exactly one — Article 3.10.3",
        "У белых пять королей, а у каждой стороны должен быть ровно один король (статья 3.10.3)",
    ),
    // A pawn on the first or last rank: promotion rank and own first rank, each colour.
    pos_case(
        "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
        E2023,
        "A white pawn stands on h8: a pawn that reaches the last rank is promoted at once — Article 3.10.3",
        "Белая пешка стоит на h8: дойдя до последней горизонтали, пешка сразу превращается в другую фигуру (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
        E2023,
        "A black pawn stands on a1: a pawn that reaches the last rank is promoted at once — Article 3.10.3",
        "Чёрная пешка стоит на a1: дойдя до последней горизонтали, пешка сразу превращается в другую фигуру (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
        E2023,
        "A white pawn stands on a1: a pawn moves only forward and can never reach its own first rank — Article 3.10.3",
        "Белая пешка стоит на a1: пешка ходит только вперёд и на свою первую горизонталь попасть не может (статья 3.10.3)",
    ),
    pos_case(
        "4k2p/8/8/8/8/8/8/4K3 w - - 0 1",
        E2023,
        "A black pawn stands on h8: a pawn moves only forward and can never reach its own first rank — Article 3.10.3",
        "Чёрная пешка стоит на h8: пешка ходит только вперёд и на свою первую горизонталь попасть не может (статья 3.10.3)",
    ),
    // The side that has just moved is in check (one checker, two, and with Black to move).
    pos_case(
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        E2023,
        "The black king on e8 is in check from the rook on e1 while White is to move: Black's last move cannot have left its own king in check — Article 3.10.3",
        "Король чёрных на e8 под шахом ладьи на e1, хотя сейчас ход белых, а своим последним ходом чёрные не могли ни оставить своего короля под шахом, ни подставить его под шах (статья 3.10.3)",
    ),
    pos_case(
        "8/8/8/8/8/8/5k2/5RK1 w - - 0 1",
        E2023,
        "The black king on f2 is in check from the rook on f1 and stands next to the white king on g1 while White is to move: Black's last move cannot have left its own king in check — Article 3.10.3",
        "Король чёрных на f2 под шахом ладьи на f1 и стоит рядом с королём белых на g1, хотя сейчас ход белых, а своим последним ходом чёрные не могли ни оставить своего короля под шахом, ни подставить его под шах (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/1B6/8/8/8/4R1K1 w - - 0 1",
        E2023,
        "The black king on e8 is in check from the rook on e1 and the bishop on b5 while White is to move: Black's last move cannot have left its own king in check — Article 3.10.3",
        "Король чёрных на e8 под шахом ладьи на e1 и слона на b5, хотя сейчас ход белых, а своим последним ходом чёрные не могли ни оставить своего короля под шахом, ни подставить его под шах (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/r3K3 b - - 0 1",
        E2023,
        "The white king on e1 is in check from the rook on a1 while Black is to move: White's last move cannot have left its own king in check — Article 3.10.3",
        "Король белых на e1 под шахом ладьи на a1, хотя сейчас ход чёрных, а своим последним ходом белые не могли ни оставить своего короля под шахом, ни подставить его под шах (статья 3.10.3)",
    ),
    // Review 3, H-1: kings side by side — the checking "piece" is the other king.
    pos_case(
        "8/8/8/8/8/8/8/2Kk4 w - - 0 1",
        E2023,
        "The black king on d1 stands next to the white king on c1 while White is to move: Black's last move cannot have left its own king in check — Article 3.10.3",
        "Король чёрных на d1 стоит рядом с королём белых на c1, хотя сейчас ход белых, а своим последним ходом чёрные не могли ни оставить своего короля под шахом, ни подставить его под шах (статья 3.10.3)",
    ),
    // Impossible checks: three checkers, an impossible pair (knights; rooks on both sides), and
    // checks the last two-square advance cannot have given (one checker, two).
    pos_case(
        "4k3/8/8/8/1b5q/8/8/r3K3 w - - 0 1",
        E2023,
        "The king on e1 is in check from 3 pieces at once (on a1, b4 and h4): no single move can give check with more than two pieces — Article 3.10.3",
        "Король на e1 под шахом сразу трёх фигур (на a1, b4 и h4), а одним ходом нельзя объявить шах более чем двумя фигурами (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
        E2023,
        "The king on e1 is in check from the knight on d3 and the knight on f3 at once: no single move can give both these checks — Article 3.10.3",
        "Король на e1 одновременно под шахом коня на d3 и коня на f3, а одним ходом такой двойной шах объявить нельзя (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/r3K2r w - - 0 1",
        E2023,
        "The king on e1 is in check from the rook on a1 and the rook on h1 at once: no single move can give both these checks — Article 3.10.3",
        "Король на e1 одновременно под шахом ладьи на a1 и ладьи на h1, а одним ходом такой двойной шах объявить нельзя (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/1B6/4P3/8/8/4K3 b - e3 0 1",
        E2023,
        "The king on e8 is in check from the bishop on b5, but the en passant square shows that the last move was a pawn's two-square advance, and that move cannot have given this check — Article 3.10.3",
        "Король на e8 под шахом слона на b5, но, судя по полю взятия на проходе, последним ходом пешка продвинулась на два поля, а таким ходом этот шах объявить было нельзя (статья 3.10.3)",
    ),
    pos_case(
        "R3k3/8/8/1B6/4P3/8/8/6K1 b - e3 0 1",
        E2023,
        "The king on e8 is in check from the bishop on b5 and the rook on a8, but the en passant square shows that the last move was a pawn's two-square advance, and that move cannot have given this check — Article 3.10.3",
        "Король на e8 под шахом слона на b5 и ладьи на a8, но, судя по полю взятия на проходе, последним ходом пешка продвинулась на два поля, а таким ходом этот шах объявить было нельзя (статья 3.10.3)",
    ),
    // A double check no last move can give: neither checker can have come from a square
    // between the king and the other (a retro-analysis of the last move).
    pos_case(
        "5Q2/6k1/8/5N2/8/8/8/K7 b - - 0 1",
        E2023,
        "The king on g7 is in check from the knight on f5 and the queen on f8 at once, but no last move can have given both checks: one of them would have had to move just then and uncover the other, a line piece, and neither can have come from a square between the king and the other — Article 3.10.3",
        "Король на g7 одновременно под шахом коня на f5 и ферзя на f8, но объявить такой двойной шах последним ходом было нельзя — для этого одна из фигур должна была бы сделать ход и открыть линию другой, дальнобойной, а ни одна из них не могла прийти с поля между королём и другой фигурой (статья 3.10.3)",
    ),
    // Too many pieces (many: 17 «фигур»; few: 22 «фигуры»), pawns, promotions (1/2/5 pieces,
    // 0/1/2 pawns missing).
    pos_case(
        "4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1",
        E2023,
        "White has 17 pieces on the board, pawns included, but each side has only 16 in a set — Article 3.10.3",
        "У белых на доске 17 фигур вместе с пешками, а в комплекте у каждой стороны их только 16 (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/NNNNNN2/PPPPPPPP/RNBQKBNR w - - 0 1",
        E2023,
        "White has 22 pieces on the board, pawns included, but each side has only 16 in a set — Article 3.10.3",
        "У белых на доске 22 фигуры вместе с пешками, а в комплекте у каждой стороны их только 16 (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/P7/8/PPPPPPPP/4K3 w - - 0 1",
        E2023,
        "White has 9 pawns, but no side can have more than eight — Article 3.10.3",
        "У белых девять пешек, а больше восьми пешек ни у одной стороны быть не может (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/QQ6/PPPPPPPP/4K3 w - - 0 1",
        E2023,
        "White has 1 piece beyond the original set, but none of its eight pawns is missing: each extra piece must come from a promoted pawn — Article 3.10.3",
        "У белых одна фигура сверх начального комплекта, а все восемь пешек ещё на доске: каждая лишняя фигура может появиться только в результате превращения пешки (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/QQQ5/PPPPPPP1/4K3 w - - 0 1",
        E2023,
        "White has 2 pieces beyond the original set, but only 1 of its pawns is missing: each extra piece must come from a promoted pawn — Article 3.10.3",
        "У белых две фигуры сверх начального комплекта, а недостаёт только одной пешки: каждая лишняя фигура может появиться только в результате превращения пешки (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/QQQQ1QQ1/PPPPPP2/4K3 w - - 0 1",
        E2023,
        "White has 5 pieces beyond the original set, but only 2 of its pawns are missing: each extra piece must come from a promoted pawn — Article 3.10.3",
        "У белых пять фигур сверх начального комплекта, а недостаёт только двух пешек: каждая лишняя фигура может появиться только в результате превращения пешки (статья 3.10.3)",
    ),
    // Castling rights without the king or the rook.
    pos_case(
        "4k3/8/8/8/8/8/8/R2K3R w K - 0 1",
        E2023,
        "The position gives White the right to castle kingside, but there is no white king on e1 — Article 3.10.3",
        "В позиции указано право белых на короткую рокировку, но на e1 нет белого короля (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        E2023,
        "The position gives White the right to castle kingside, but there is no white rook on h1 — Article 3.10.3",
        "В позиции указано право белых на короткую рокировку, но на h1 нет белой ладьи (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/4K3 w q - 0 1",
        E2023,
        "The position gives Black the right to castle queenside, but there is no black rook on a8 — Article 3.10.3",
        "В позиции указано право чёрных на длинную рокировку, но на a8 нет чёрной ладьи (статья 3.10.3)",
    ),
    // The en passant square: wrong rank, occupied, no pawn, the pawn's original square occupied.
    pos_case(
        "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1",
        E2023,
        "The en passant square e3 does not match the side to move: after a white pawn's two-square advance it is on the third rank, after a black pawn's on the sixth — Article 3.10.3",
        "Поле взятия на проходе e3 не соответствует очереди хода: после хода белой пешки на два поля оно находится на третьей горизонтали, после хода чёрной — на шестой (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1",
        E2023,
        "The en passant square e6 is occupied, so no pawn can have just crossed it — Article 3.10.3",
        "Поле взятия на проходе e6 занято — значит, его не могла только что пересечь пешка (статья 3.10.3)",
    ),
    pos_case(
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
        E2023,
        "The en passant square e6 is given, but there is no pawn that could have just crossed it with a two-square advance — Article 3.10.3",
        "Указано поле взятия на проходе e6, но нет пешки, которая могла бы только что пересечь его, продвинувшись на два поля (статья 3.10.3)",
    ),
    pos_case(
        "4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1",
        E2023,
        "The en passant square e6 is given, but the square from which the pawn would have advanced two squares is occupied — Article 3.10.3",
        "Указано поле взятия на проходе e6, но поле, с которого пешка должна была продвинуться на два поля, занято (статья 3.10.3)",
    ),
];

const ILLEGAL_POSITION_CASES: &[InputCase] = &[
    input(
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        "The position is illegal — Article 3.10.3. Black has no king.",
        "Позиция невозможна (статья 3.10.3). У чёрных нет короля.",
    ),
    input(
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "The position is illegal, for 2 reasons — Article 3.10.3. White has no king. Black has no king.",
        "Позиция невозможна по двум причинам (статья 3.10.3). У белых нет короля. У чёрных нет короля.",
    ),
    input(
        "7P/8/8/8/8/8/8/8 w K - 0 1",
        "The position is illegal, for 5 reasons — Article 3.10.3. White has no king. Black has no king. A white pawn stands on h8: a pawn that reaches the last rank is promoted at once. The position gives White the right to castle kingside, but there is no white king on e1. The position gives White the right to castle kingside, but there is no white rook on h1.",
        "Позиция невозможна по пяти причинам (статья 3.10.3). У белых нет короля. У чёрных нет короля. Белая пешка стоит на h8: дойдя до последней горизонтали, пешка сразу превращается в другую фигуру. В позиции указано право белых на короткую рокировку, но на e1 нет белого короля. В позиции указано право белых на короткую рокировку, но на h1 нет белой ладьи.",
    ),
];

const FEN_CASES: &[InputCase] = &[
    input("   ", "The FEN is empty", "Запись FEN пуста"),
    input(
        "8/8/8/8/8/8/8/K6k",
        "Invalid FEN at column 18 (side to move): the side to move (w or b) is missing",
        "Неверная запись FEN, символ 18 (очередь хода): не указана очередь хода (w или b)",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w",
        "Invalid FEN at column 20 (castling rights): the castling rights (such as KQkq, or -) are missing",
        "Неверная запись FEN, символ 20 (права на рокировку): не указаны права на рокировку (например, KQkq или -)",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w -",
        "Invalid FEN at column 22 (en passant square): the en passant square (such as e3, or -) is missing",
        "Неверная запись FEN, символ 22 (поле взятия на проходе): не указано поле взятия на проходе (например, e3 или -)",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w - - 0 1 x",
        "Invalid FEN at column 29 (fullmove number): unexpected text after the fullmove number: “x”",
        "Неверная запись FEN, символ 29 (номер хода): лишний текст после номера хода: «x»",
    ),
    input(
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "Invalid FEN at column 14 (piece placement): “X” is neither a piece letter (KQRBNP, kqrbnp), a digit from 1 to 8 nor “/”",
        "Неверная запись FEN, символ 14 (расстановка фигур): «X» — не буква фигуры (KQRBNP, kqrbnp), не цифра от 1 до 8 и не «/»",
    ),
    // Review 19a, A-16: a Russian letter typed for its Latin look-alike is named.
    input(
        "4k3/8/8/8/8/8/8/R3K3 w Кq - 0 1",
        "Invalid FEN at column 24 (castling rights): “К” is not a castling right: K, Q, k, q or - is expected; “К” here is a Cyrillic letter, and the letters of a FEN are Latin only",
        "Неверная запись FEN, символ 24 (права на рокировку): «К» — не обозначение права на рокировку: ожидается K, Q, k, q или «-»; «К» здесь — русская буква, а буквы в записи FEN только латинские",
    ),
    input(
        "8p/8/8/8/8/8/8/K6k w - -",
        "Invalid FEN at column 2 (piece placement): rank 8 describes more than eight squares",
        "Неверная запись FEN, символ 2 (расстановка фигур): в описании 8-й горизонтали больше восьми полей",
    ),
    input(
        "7/8/8/8/8/8/8/K6k w - -",
        "Invalid FEN at column 2 (piece placement): rank 8 describes fewer than eight squares",
        "Неверная запись FEN, символ 2 (расстановка фигур): в описании 8-й горизонтали меньше восьми полей",
    ),
    input(
        "8/8/8/8/8/8/8/K6k/8 w - -",
        "Invalid FEN at column 18 (piece placement): more than eight ranks are described",
        "Неверная запись FEN, символ 18 (расстановка фигур): описано больше восьми горизонталей",
    ),
    input(
        "K6k w - -",
        "Invalid FEN at column 4 (piece placement): only 1 rank is described, but eight are needed",
        "Неверная запись FEN, символ 4 (расстановка фигур): описана только одна горизонталь, а нужно восемь",
    ),
    input(
        "8/K6k w - -",
        "Invalid FEN at column 6 (piece placement): only 2 ranks are described, but eight are needed",
        "Неверная запись FEN, символ 6 (расстановка фигур): описаны только две горизонтали, а нужно восемь",
    ),
    input(
        "8/8/8/8/K6k w - -",
        "Invalid FEN at column 12 (piece placement): only 5 ranks are described, but eight are needed",
        "Неверная запись FEN, символ 12 (расстановка фигур): описано только пять горизонталей, а нужно восемь",
    ),
    input(
        "8/8/8/8/8/8/K6k w - -",
        "Invalid FEN at column 16 (piece placement): only 7 ranks are described, but eight are needed",
        "Неверная запись FEN, символ 16 (расстановка фигур): описано только семь горизонталей, а нужно восемь",
    ),
    input(
        "8/8/8/8/8/8/8/K6k x - - 0 1",
        "Invalid FEN at column 19 (side to move): “x” is not a side to move: w or b is expected",
        "Неверная запись FEN, символ 19 (очередь хода): «x» — не очередь хода: ожидается w или b",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w X - 0 1",
        "Invalid FEN at column 21 (castling rights): “X” is not a castling right: K, Q, k, q or - is expected",
        "Неверная запись FEN, символ 21 (права на рокировку): «X» — не обозначение права на рокировку: ожидается K, Q, k, q или «-»",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w KK - 0 1",
        "Invalid FEN at column 22 (castling rights): the castling right “K” is written twice",
        "Неверная запись FEN, символ 22 (права на рокировку): право на рокировку «K» указано дважды",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w - e4 0 1",
        "Invalid FEN at column 23 (en passant square): “e4” is not an en passant square: - or a square on the third or sixth rank is expected",
        "Неверная запись FEN, символ 23 (поле взятия на проходе): «e4» — не поле взятия на проходе: ожидается «-» или поле на третьей или шестой горизонтали",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w - - x 1",
        "Invalid FEN at column 25 (halfmove clock): “x” is not a halfmove clock: a whole number from 0 is expected",
        "Неверная запись FEN, символ 25 (счётчик полуходов): «x» — не счётчик полуходов: ожидается целое число не меньше 0",
    ),
    input(
        "8/8/8/8/8/8/8/K6k w - - 0 0",
        "Invalid FEN at column 27 (fullmove number): “0” is not a fullmove number: a whole number from 1 is expected",
        "Неверная запись FEN, символ 27 (номер хода): «0» — не номер хода: ожидается целое число не меньше 1",
    ),
];

const SAN_CASES: &[InputCase] = &[
    // Review 11, Q-26: Appendix C.4 names this very mistake.
    input(
        "Pe4",
        "Invalid algebraic notation at column 1: a pawn has no letter — leave out “P” (Appendix C.4)",
        "Неверная алгебраическая запись, символ 1: пешка обозначается без буквы — «P» нужно опустить (приложение C.4)",
    ),
    // Review 19a, A-5: a Russian scorer's «П» is the same mistake.
    input(
        "Пe4",
        "Invalid algebraic notation at column 1: a pawn has no letter — leave out “П” (Appendix C.4)",
        "Неверная алгебраическая запись, символ 1: пешка обозначается без буквы — «П» нужно опустить (приложение C.4)",
    ),
    input(
        "",
        "Invalid algebraic notation at column 1: no move is written",
        "Неверная алгебраическая запись, символ 1: ход не записан",
    ),
    input(
        "N",
        "Invalid algebraic notation at column 2: the move must end with the square of arrival, such as e4",
        "Неверная алгебраическая запись, символ 2: запись хода должна заканчиваться полем, на которое делается ход, например e4",
    ),
    // Review 27a, G-3: a square off the board is said at its wrong symbol.
    input(
        "e9",
        "Invalid algebraic notation at column 2: ranks are numbered 1 to 8",
        "Неверная алгебраическая запись, символ 2: горизонтали обозначаются цифрами от 1 до 8",
    ),
    input(
        "i4",
        "Invalid algebraic notation at column 1: files are lettered a to h",
        "Неверная алгебраическая запись, символ 1: вертикали обозначаются буквами от a до h",
    ),
    input(
        "N@d4",
        "Invalid algebraic notation at column 2: “@” is out of place here",
        "Неверная алгебраическая запись, символ 2: «@» здесь неуместен",
    ),
    input(
        "e8=X",
        "Invalid algebraic notation at column 3: a promotion must name a queen, rook, bishop or knight, such as =Q",
        "Неверная алгебраическая запись, символ 3: при превращении нужно указать ферзя, ладью, слона или коня, например =Q или =Ф",
    ),
];

const UCI_CASES: &[InputCase] = &[
    input(
        "e2e",
        "Invalid UCI move at column 1: a UCI move has four or five characters, such as e2e4 or e7e8q",
        "Неверная запись хода UCI, символ 1: ход в UCI состоит из четырёх или пяти символов, например e2e4 или e7e8q",
    ),
    input(
        "e2i4",
        "Invalid UCI move at column 3: a square from a1 to h8 is expected here",
        "Неверная запись хода UCI, символ 3: здесь ожидается поле от a1 до h8",
    ),
    input(
        "e7e8x",
        "Invalid UCI move at column 5: “x” is not a promotion piece: q, r, b or n is expected",
        "Неверная запись хода UCI, символ 5: «x» — не фигура превращения: ожидается q, r, b или n",
    ),
];

/// JSON a request cannot be read from: serde_json's English text is never shown, the
/// kind of mistake and its column are.
const JSON_CASES: &[InputCase] = &[
    input("{\"fen\": \"x", "the JSON ends before it is complete, at column 10", "запись JSON оборвана на символе 10"),
    input("{\"fen\" 1}", "invalid JSON at column 8", "неверная запись JSON, символ 8"),
    input(
        "[1]",
        "the value at column 2 is not what is expected there",
        "неподходящее значение в записи JSON, символ 2",
    ),
    input(
        "{\"fen\": \"x\", \"move\": \"e4\", \"x\": 1}",
        "there is no key “x” in a request; the keys are “fen”, “move”",
        "ключа «x» в запросе быть не может; допустимые ключи: «fen», «move»",
    ),
    input("{\"fen\": \"x\"}", "the key “move” is missing", "нет ключа «move»"),
];

const MOVE_SYNTAX_CASES: &[InputCase] = &[
    // Review 24a, G-9: a Cyrillic «е» where the file stands is said to be one.
    input(
        "е4",
        "“е4” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 1: “е” here is a Cyrillic letter, and files are written with Latin letters (a–h)",
        "«е4» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ 1: «е» здесь — русская буква, а вертикали обозначаются латинскими буквами (a–h)",
    ),
    // Review 24a, G-6: a blank is named, not quoted as nothing.
    input(
        "N f3",
        "“N f3” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 2: a space is out of place here",
        "«N f3» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ 2: пробел здесь неуместен",
    ),
    // Review 27a, G-3: a square off the board — its file, its rank, a UCI-looking move's
    // square of arrival — is said at its wrong symbol; «zz9» at its first wrong symbol.
    input(
        "Nz9",
        "“Nz9” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 2: files are lettered a to h",
        "«Nz9» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ 2: вертикали обозначаются буквами от a до h",
    ),
    input(
        "Nf9",
        "“Nf9” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 3: ranks are numbered 1 to 8",
        "«Nf9» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ 3: горизонтали обозначаются цифрами от 1 до 8",
    ),
    input(
        "e2e9",
        "“e2e9” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 4: ranks are numbered 1 to 8",
        "«e2e9» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ 4: горизонтали обозначаются цифрами от 1 до 8",
    ),
    input(
        "zz9",
        "“zz9” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 1: “z” is out of place here",
        "«zz9» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ 1: «z» здесь неуместен",
    ),
    input(
        "Qxx",
        "“Qxx” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 2: the move must end with the square of arrival, such as e4",
        "«Qxx» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись, символ 2: запись хода должна заканчиваться полем, на которое делается ход, например e4",
    ),
    // Review 23b, H-3: «Лa» has no third character to point at.
    input(
        "Ra",
        "“Ra” is not a move in UCI or algebraic notation. Invalid algebraic notation: the move must end with the square of arrival, such as e4",
        "«Ra» — не ход ни в UCI, ни в алгебраической нотации. Неверная алгебраическая запись: запись хода должна заканчиваться полем, на которое делается ход, например e4",
    ),
];

// Review 2, G-14: `position --pgn` asked for a ply or a game the file does not have; the
// noun agrees with the number (1, 2, 5, 21, 22) in both counts.
#[test]
fn a_missing_ply_or_game_is_said_with_its_number() {
    let ply = |plies: i64| {
        strict(&ru(), &Message::new("position-error-ply").arg("ply", Arg::Number(99)).arg("plies", Arg::Number(plies)))
    };
    let game = |count: i64| {
        strict(
            &ru(),
            &Message::new("position-error-game").arg("index", Arg::Number(30)).arg("count", Arg::Number(count)),
        )
    };
    assert_eq!(ply(0), "В партии нет ни одного полухода");
    assert_eq!(ply(1), "В партии только один полуход, полухода 99 в ней нет");
    assert_eq!(ply(2), "В партии только два полухода, полухода 99 в ней нет");
    assert_eq!(ply(5), "В партии только пять полуходов, полухода 99 в ней нет");
    assert_eq!(ply(21), "В партии только 21 полуход, полухода 99 в ней нет");
    assert_eq!(ply(22), "В партии только 22 полухода, полухода 99 в ней нет");
    assert_eq!(game(0), "В файле нет ни одной партии");
    assert_eq!(game(1), "В файле только одна партия, партии 30 в нём нет");
    assert_eq!(game(2), "В файле только две партии, партии 30 в нём нет");
    assert_eq!(game(5), "В файле только пять партий, партии 30 в нём нет");
    assert_eq!(game(21), "В файле только 21 партия, партии 30 в нём нет");
    assert_eq!(game(22), "В файле только 22 партии, партии 30 в нём нет");
    let en = |plies: i64| {
        strict(&en(), &Message::new("position-error-ply").arg("ply", Arg::Number(9)).arg("plies", Arg::Number(plies)))
    };
    assert_eq!(en(1), "The game has only one half-move: there is no half-move 9");
    assert_eq!(en(5), "The game has only five half-moves: there is no half-move 9");
    assert_eq!(en(12), "The game has only 12 half-moves: there is no half-move 9");
}

// Review 16, W-12: a diagram row's square count is said truly — the reader stops counting at nine,
// so nine means "more than eight", never «девять полей» for a row of twelve; none is said in words.
#[test]
fn a_diagram_row_of_the_wrong_length_says_how_it_is_wrong() {
    use arbiter::{DiagramError, DiagramErrorKind as D};
    let say = |bundle: &Lang, found| {
        strict(bundle, &DiagramError { kind: D::SquareCount { rank: 8, found }, line: 2, column: 3 }.message())
    };
    assert!(say(&ru(), 9).starts_with("на 8-й горизонтали больше восьми полей"), "{}", say(&ru(), 9));
    assert!(say(&ru(), 0).starts_with("на 8-й горизонтали нет ни одного поля, а нужно восемь"), "{}", say(&ru(), 0));
    assert!(say(&ru(), 5).starts_with("на 8-й горизонтали пять полей вместо восьми"), "{}", say(&ru(), 5));
    assert!(say(&en(), 9).starts_with("rank 8 has more than eight squares"), "{}", say(&en(), 9));
    assert!(say(&en(), 0).starts_with("rank 8 has no squares instead of eight"), "{}", say(&en(), 0));
    assert!(say(&en(), 5).starts_with("rank 8 has 5 squares instead of eight"), "{}", say(&en(), 5));
    assert_eq!(D::SquareCount { rank: 8, found: 9 }.to_string(), "rank 8 has more than eight squares");
}

// Review 2, G-13, review 4, K-5 and review 10, P-13: a recorded result the board contradicts —
// «Записанный результат … неверен: после хода 11. Фb6 на доске пат, партия закончилась вничью»,
// each kind of ending a clause, the move named as the scoresheet has it (not a ply the reader
// would have to count); a game that ended in its start position says so, never «полуход 0».
#[test]
fn a_wrong_recorded_result_says_how_the_board_ended_the_game() {
    let drawn = |ending: &'static str, ply: i64| {
        strict(
            &ru(),
            &Message::new("replay-result-drawn-on-board")
                .arg("recorded", Arg::Text("1-0".into()))
                .arg("ending", Arg::Keyword(ending))
                .arg("ply", Arg::Number(ply))
                .arg("move", Arg::Text("11. Фb6".into()))
                .arg("correct", Arg::Text("1/2-1/2".into())),
        )
    };
    let tail = "партия закончилась вничью, поэтому результат — 1/2-1/2";
    assert_eq!(
        drawn("stalemate", 21),
        format!("Записанный результат 1-0 неверен: после хода 11. Фb6 на доске пат, {tail}")
    );
    assert_eq!(
        drawn("stalemate", 0),
        format!("Записанный результат 1-0 неверен: в исходной позиции партии на доске пат, {tail}")
    );
    assert_eq!(
        drawn("dead-position", 21),
        format!("Записанный результат 1-0 неверен: после хода 11. Фb6 на доске мёртвая позиция, {tail}")
    );
    assert_eq!(
        drawn("fivefold-repetition", 21),
        format!(
            "Записанный результат 1-0 неверен: после хода 11. Фb6 одна и та же позиция возникла на доске в пятый раз, {tail}"
        )
    );
    assert_eq!(
        drawn("seventy-five-moves", 21),
        format!(
            "Записанный результат 1-0 неверен: после хода 11. Фb6 последние семьдесят пять ходов каждого игрока \
             сделаны без хода пешкой и без взятия, {tail}"
        )
    );
    let mate = |ply: i64| {
        strict(
            &ru(),
            &Message::new("replay-result-checkmate")
                .arg("recorded", Arg::Text("1-0".into()))
                .arg("winner", Arg::Color(arbiter::Color::Black))
                .arg("ply", Arg::Number(ply))
                .arg("move", Arg::Text("2... Фh4#".into()))
                .arg("correct", Arg::Text("0-1".into())),
        )
    };
    assert_eq!(
        mate(4),
        "Записанный результат 1-0 неверен: ходом 2... Фh4# чёрные поставили мат, поэтому результат — 0-1"
    );
    assert_eq!(
        mate(0),
        "Записанный результат 1-0 неверен: в исходной позиции партии белым поставлен мат, поэтому результат — 0-1"
    );
    let en_drawn = strict(
        &en(),
        &Message::new("replay-result-drawn-on-board")
            .arg("recorded", Arg::Text("1-0".into()))
            .arg("ending", Arg::Keyword("stalemate"))
            .arg("ply", Arg::Number(0))
            .arg("move", Arg::Text(String::new()))
            .arg("correct", Arg::Text("1/2-1/2".into())),
    );
    assert_eq!(
        en_drawn,
        "The result 1-0 is wrong: the game was drawn in its start position by stalemate, so the result is 1/2-1/2"
    );
    let en_mate = strict(
        &en(),
        &Message::new("replay-result-checkmate")
            .arg("recorded", Arg::Text("1-0".into()))
            .arg("winner", Arg::Color(arbiter::Color::Black))
            .arg("ply", Arg::Number(0))
            .arg("move", Arg::Text(String::new()))
            .arg("correct", Arg::Text("0-1".into())),
    );
    assert_eq!(
        en_mate,
        "The result 1-0 is wrong: White is checkmated in the game's start position, so the result is 0-1"
    );
}

// Review 2, G-19: the look-alike hint says «этот ход» for one move, «один из этих ходов» for
// several (1, 2, 5, 21, 22 moves: only one takes the singular).
#[test]
fn the_lookalike_hint_agrees_with_the_number_of_moves() {
    let hint = |count: i64| {
        strict(
            &ru(),
            &Message::new("replay-hint-lookalike")
                .arg("written", Arg::Text("Kf3".into()))
                .arg("letters", Arg::Number(1))
                .arg("moves", Arg::Moves(Vec::new()))
                .arg("count", Arg::Number(count))
                .arg("kind", Arg::Keyword("other"))
                .arg("source", Arg::Keyword("typed")),
        )
    };
    assert!(
        hint(1).contains(" — вероятно, этот ход и имелся в виду; чтобы он был принят, наберите его заново:"),
        "{}",
        hint(1)
    );
    // One look-alike letter is «буква», «её» (review 21a, D-11).
    assert!(hint(1).contains("«Kf3» есть буква, одинаковая на вид в латинице и кириллице; если прочитать её иначе"));
    for n in [2, 5, 21, 22] {
        assert!(
            hint(n).contains(" — вероятно, имелся в виду один из этих ходов; наберите нужный из них заново:"),
            "{n}: {}",
            hint(n)
        );
    }
    let en = strict(
        &en(),
        &Message::new("replay-hint-lookalike")
            .arg("written", Arg::Text("Kf3".into()))
            .arg("letters", Arg::Number(1))
            .arg("moves", Arg::Moves(Vec::new()))
            .arg("count", Arg::Number(2))
            .arg("kind", Arg::Keyword("castling"))
            .arg("source", Arg::Keyword("typed")),
    );
    assert!(
        en.contains(
            ", probably one of these moves was meant; for it to be accepted, type the castling again with zeros"
        ),
        "{en}"
    );
}

// Review 3, H-10 and H-11: the fifty-move claim in the word order of the seventy-five-move
// sentence; small ordinals in words («в пятый раз», not «в 5-й раз»).
#[test]
fn claims_read_as_the_other_sentences_of_position() {
    assert_eq!(
        strict(&ru(), &Message::new("position-claim-fifty")),
        "последние пятьдесят ходов каждого игрока сделаны без хода пешкой и без взятия"
    );
    let about_to = |times: i64| {
        strict(
            &ru(),
            &Message::new("position-claim-threefold-about-to")
                .arg("times", Arg::Number(times))
                .arg("move", Arg::Text("Кf3".into())),
        )
    };
    assert!(about_to(5).ends_with("одна и та же позиция возникнет в пятый раз"), "{}", about_to(5));
    assert!(about_to(6).ends_with("одна и та же позиция возникнет в шестой раз"), "{}", about_to(6));
    assert!(about_to(11).ends_with("одна и та же позиция возникнет в 11-й раз"), "{}", about_to(11));
}

/// Review 32c, G-6: the progress lines of `conformance` and `book` reach a Russian reader in
/// Russian, the language of the scenarios named, not coded.
#[test]
fn progress_lines_are_in_the_readers_language() {
    let ru = l10n().negotiate(&["ru"]).expect("Russian is embedded");
    let en = l10n().english();
    assert_eq!(
        arbiter::conformance::runner::progress_line(&ru, 12, 700, 1),
        "Выполнено сценариев: 12 из 700, не пройдено: 1"
    );
    assert_eq!(arbiter::conformance::runner::progress_line(&en, 12, 700, 1), "Scenarios run: 12 of 700, 1 not passing");
    let run = |lang: &Lang, code: &str| {
        l10n().format(lang, &Message::new("book-progress-run").arg("lang", Arg::Text(code.to_owned())))
    };
    assert_eq!(run(&ru, "en"), "Запускаются сценарии на английском языке…");
    assert_eq!(run(&ru, "ru"), "Запускаются сценарии на русском языке…");
    assert_eq!(run(&en, "ru"), "Running the Russian scenarios…");
}
