use super::*;

const EN: &str = "# Article 3: The moves of the pieces

- Text: summary

Pieces move.

## 3.1 Same colour

- 2009: 3.1
- Rules: `own-piece-on-target-square`
- Text: quote — FIDE Laws of Chess, 2009 edition, English, Article 3.1

It is not permitted.

### 3.1.1 Capture

- Text: summary

A capture.
";

const RU: &str = "# Статья 3: Ходы фигур

- Text: summary

Фигуры ходят.

## 3.1 Поле своей фигуры

- Text: summary

Нельзя.

### 3.1.1 Взятие

- Text: summary

Взятие.
";

fn fixture(en: &str, ru: &str) -> Result<Registry, Vec<RulebookError>> {
    Registry::from_files([("en/03.md", en), ("ru/03.md", ru)])
}

#[test]
fn headings_split_into_number_and_title() {
    assert_eq!(split_heading_pub("Article 3: The moves"), Some(("3".into(), "The moves".into())));
    assert_eq!(split_heading_pub("3.8.2.2.1 Through check"), Some(("3.8.2.2.1".into(), "Through check".into())));
    assert_eq!(split_heading_pub("Appendix C. Algebraic notation"), Some(("C".into(), "Algebraic notation".into())));
    assert_eq!(split_heading_pub("C.10 Two pieces"), Some(("C.10".into(), "Two pieces".into())));
    assert_eq!(split_heading_pub("Статья 4: Выполнение ходов"), Some(("4".into(), "Выполнение ходов".into())));
    assert_eq!(split_heading_pub("Introduction"), None);
}

fn split_heading_pub(s: &str) -> Option<(String, String)> {
    parse::split_heading(s)
}

#[test]
fn fixture_reports_rules_without_articles_but_reads_the_rest() {
    // The fixture states one rule only; every other rule id lacks an article.
    let errors = fixture(EN, RU).unwrap_err();
    assert!(errors.iter().all(|e| matches!(e.kind, RulebookErrorKind::RuleWithoutArticle(_))));
    assert_eq!(errors.len(), RuleId::ALL.len() - 1);
}

#[test]
fn the_linter_catches_unknown_rules_missing_parents_and_translations() {
    let en = EN.replace("own-piece-on-target-square", "no-such-rule").replace("### 3.1.1", "### 3.2.1");
    let ru = RU.replace("### 3.1.1 Взятие\n\n- Text: summary\n\nВзятие.\n", "");
    let errors = fixture(&en, &ru).unwrap_err();
    let kinds: Vec<&RulebookErrorKind> = errors.iter().map(|e| &e.kind).collect();
    assert!(kinds.contains(&&RulebookErrorKind::UnknownRule("no-such-rule".into())));
    assert!(kinds.contains(&&RulebookErrorKind::MissingParent("3.2.1".into())));
    assert!(kinds.iter().any(|k| matches!(k, RulebookErrorKind::MissingTranslation { lang, .. } if lang == "ru")));
    let unknown = errors.iter().find(|e| e.kind == RulebookErrorKind::UnknownRule("no-such-rule".into())).unwrap();
    assert_eq!((unknown.file.as_str(), unknown.line), ("en/03.md", Some(10)));
}

#[test]
fn the_embedded_rulebook_is_valid_and_cites_every_rule() {
    let registry = Registry::from_files(crate::embedded::RULEBOOK_FILES.iter().copied())
        .unwrap_or_else(|errors| panic!("{}", errors.iter().map(|e| format!("{e}\n")).collect::<String>()));
    for &rule in RuleId::ALL {
        let number = registry.article_of(rule, Edition::E2023).expect("every rule has an article");
        assert!(registry.article(number).is_some(), "{rule} cites unknown article {number}");
    }
    assert_eq!(registry.languages(), vec!["en", "ru"]);
}

#[test]
fn canonical_numbers_of_design_md() {
    let r = Registry::global();
    let cases = [
        (RuleId::CastlingAcrossAttackedSquare, "3.8.2.2.1", Some("3.8 a ii (2) a")),
        (RuleId::CastlingPieceBetween, "3.8.2.2.2", Some("3.8 a ii (2) b")),
        (RuleId::CastlingKingHasMoved, "3.8.2.1.1", Some("3.8 a ii (1) a")),
        (RuleId::CastlingRookHasMoved, "3.8.2.1.2", Some("3.8 a ii (1) b")),
        (RuleId::EnPassantOnlyImmediately, "3.7.3.2", Some("3.7 d")),
        (RuleId::PromotionPieceRequired, "3.7.3.3", Some("3.7 e")),
        (RuleId::PawnForwardSquareOccupied, "3.7.1", Some("3.7 a")),
        (RuleId::PawnDoubleStepBlocked, "3.7.2", Some("3.7 b")),
        (RuleId::PawnDiagonalMoveNeedsCapture, "3.7.3", Some("3.7 c")),
        (RuleId::KingMovesToAdjoiningSquare, "3.8.1", Some("3.8 a i")),
        (RuleId::KingExposedToCheck, "3.9.2", Some("3.9")),
        (RuleId::MoveOutOfTurn, "1.2", None),
        (RuleId::PositionKingCount, "3.10.3", None),
        (RuleId::TouchedOwnPieceMustMove, "4.3.1", Some("4.3 a")),
        (RuleId::TouchedKingCastlingIllegal, "4.4.3", Some("4.4 b")),
        (RuleId::Checkmate, "5.1.1", Some("5.1 a")),
        (RuleId::FivefoldRepetition, "9.6.1", None),
        (RuleId::SamePositionEnPassant, "9.2.3.1", None),
    ];
    for (rule, n2023, n2009) in cases {
        assert_eq!(r.article_of(rule, Edition::E2023), Some(n2023), "{rule}");
        if n2009.is_some() {
            assert_eq!(r.article_of(rule, Edition::E2009), n2009, "{rule}");
        }
    }
    assert!(r.lookup("3.8 a ii (2) a", Edition::E2009).iter().any(|a| a.number == "3.8.2.2.1"));
    assert!(r.lookup("Article 3.8.2", Edition::E2023).iter().any(|a| a.number == "3.8.2"));
}
