//! The HTML rulebook: parts, links, both languages.

use super::*;

/// Every article belongs to exactly one part, and parts follow the Laws' order.
#[test]
fn every_article_is_on_one_page() {
    let registry = Registry::global();
    let parts = parts(registry);
    let total: usize = parts.iter().map(|p| p.articles.len()).sum();
    assert_eq!(total, registry.articles().len());
    assert!(
        parts.iter().any(|p| p.page == "03-moves-of-the-pieces.html"),
        "{:?}",
        parts.iter().map(|p| &p.page).collect::<Vec<_>>()
    );
    let pages = index(&parts);
    assert_eq!(href(&pages, "3.8.2.2.1").as_deref(), Some("03-moves-of-the-pieces.html#a-3.8.2.2.1"));
}

/// Article 3.9.2: the citation in a ruling links to its article.
#[test]
fn a_citation_links_to_its_article() {
    let l10n = Localizer::global();
    let pos = crate::Position::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    let ruling = crate::adjudicate(&pos, crate::Attempt::new(crate::Square::E2, crate::Square::C3));
    let pages = index(&parts(Registry::global()));
    for (code, citation) in [("en", ">Article 3.9.2</a>"), ("ru", ">статья 3.9.2</a>")] {
        let lang = l10n.negotiate(&[code]).unwrap();
        let html = ruling_html(l10n, &lang, &pos, &ruling, Edition::E2023, &|n| href(&pages, n));
        assert!(html.contains("href=\"03-moves-of-the-pieces.html#a-3.9.2\""), "{html}");
        assert!(html.contains(citation), "{html}");
    }
}

/// Article 3.10.2: no piece can make the move — the head and each piece's reason are cited
/// each after itself, linked to its own article (review 17a, X-10); one reason shared by
/// every piece is said once, both articles linked (review 28b, H-9).
#[test]
fn each_reason_of_a_notation_no_piece_can_make_links_to_its_own_article() {
    let l10n = Localizer::global();
    let pages = index(&parts(Registry::global()));
    let lang = l10n.negotiate(&["ru"]).unwrap();
    let html = |fen: &str, san: &str| {
        let pos = crate::Position::from_fen(fen).unwrap();
        let san: crate::notation::San = san.parse().unwrap();
        let ruling = crate::laws::notation::adjudicate_san(&pos, &san);
        ruling_html(l10n, &lang, &pos, &ruling, Edition::E2023, &|n| href(&pages, n))
    };
    let start = html("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Nd4");
    assert_eq!(start.matches("<li>").count(), 1, "{start}");
    assert!(
        start.contains(
            "или диагонали (статьи <a class=\"cite\" href=\"03-moves-of-the-pieces.html#a-3.10.2\">3.10.2</a> и \
             <a class=\"cite\" href=\"03-moves-of-the-pieces.html#a-3.6\">3.6</a>)</li>"
        ),
        "{start}"
    );
    let f3 = html("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "Nf3");
    assert_eq!(f3.matches("<li>").count(), 3, "{f3}");
    assert!(
        f3.contains("на f3 (<a class=\"cite\" href=\"03-moves-of-the-pieces.html#a-3.10.2\">статья 3.10.2</a>)"),
        "{f3}"
    );
    assert_eq!(f3.matches("#a-3.6\">статья 3.6</a>").count(), 1, "{f3}");
    assert_eq!(f3.matches("#a-3.1\">статья 3.1</a>").count(), 1, "{f3}");
}

/// Article 3.7.3.2: the quote is labelled with its edition, and both numbers are shown.
#[test]
fn an_article_shows_its_label_and_both_numbers() {
    let l10n = Localizer::global();
    let a = Registry::global().article("3.7.3.2").unwrap();
    let html = html::article(l10n, &l10n.english(), a, 3);
    assert!(html.contains("class=\"label quote\""), "{html}");
    assert!(html.contains("2009 edition: 3.7 d"), "{html}");
    assert!(html.contains("2023 edition: 3.7.3.2"), "{html}");
}

/// Review 9, P-12: an article whose 2009 number arbiter does not know is not said to be
/// missing from the 2009 edition; one that was new since is.
#[test]
fn an_unknown_2009_number_is_not_called_absent() {
    let l10n = Localizer::global();
    let html_of = |n: &str| html::article(l10n, &l10n.english(), Registry::global().article(n).unwrap(), 3);
    let seven = html_of("11.3");
    assert!(seven.contains("its number in the 2009 edition is not known to arbiter"), "{seven}");
    assert!(!seven.contains("not in the 2009 edition"), "{seven}");
    assert!(html_of("9.6.1").contains("not in the 2009 edition"));
}

/// Raw HTML in rulebook Markdown is shown as text, never passed through.
#[test]
fn markdown_does_not_pass_raw_html() {
    assert!(!html::markdown("a <script>x</script> b").contains("<script>"));
}

/// Review 10, P-29: a book built in one language opens in it — the root page's `lang` and
/// title are that language's; a book in both opens in English.
#[test]
fn the_root_page_speaks_the_books_language() {
    let l10n = Localizer::global();
    let head = |langs: &[&str]| {
        let page = root_page(l10n, &langs.iter().map(|l| l.to_string()).collect::<Vec<_>>());
        let html = page.lines().find(|l| l.starts_with("<html")).unwrap_or_default().to_owned();
        let title = page.lines().find(|l| l.starts_with("<title>")).unwrap_or_default().to_owned();
        (html, title)
    };
    let pair = |a: &str, b: &str| (a.to_owned(), b.to_owned());
    assert_eq!(
        head(&["ru"]),
        pair("<html lang=\"ru\">", "<title>Правила игры в шахматы ФИДЕ — книга правил arbiter</title>")
    );
    assert_eq!(head(&["en"]), pair("<html lang=\"en\">", "<title>The Laws of Chess in arbiter</title>"));
    assert_eq!(head(&["en", "ru"]), pair("<html lang=\"en\">", "<title>The Laws of Chess in arbiter</title>"));
}

/// Article 4.3.1 in Russian: arbiter's note is printed after the quote, apart from it
/// (review 15, U-4); the English page has none.
#[test]
fn a_note_follows_its_quote() {
    let l10n = Localizer::global();
    let a = Registry::global().article("4.3.1").unwrap();
    let ru = html::article(l10n, &l10n.negotiate(&["ru"]).unwrap(), a, 3);
    let quote_end = ru.find("</blockquote>").unwrap_or_else(|| panic!("{ru}"));
    let note = ru
        .find("<p class=\"note\">Примечание arbiter, не текст Правил: в английском тексте")
        .unwrap_or_else(|| panic!("{ru}"));
    assert!(quote_end < note, "{ru}");
    assert!(!html::article(l10n, &l10n.english(), a, 3).contains("class=\"note\""));
}
