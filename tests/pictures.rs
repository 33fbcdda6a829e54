//! Pictures and the HTML rulebook from the command line: `explain --format svg|html`,
//! `show --style svg`, `arbiter book` (every internal link of the site resolves), and the
//! README's pictures. Each test cites the article its picture is about.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

struct Run {
    code: i32,
    out: String,
    err: String,
}

fn arbiter(args: &[&str]) -> Run {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let mut argv = vec!["arbiter"];
    argv.extend_from_slice(args);
    let code = arbiter::cli::run(argv, &mut std::io::empty(), &mut stdout, &mut stderr);
    Run { code, out: String::from_utf8(stdout).unwrap(), err: String::from_utf8(stderr).unwrap() }
}

/// `(data-mark, data-square)` of every square mark, after checking the SVG is well-formed.
fn marks(svg: &str) -> BTreeSet<(String, String)> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not well-formed: {e}"));
    doc.descendants()
        .filter_map(|n| Some((n.attribute("data-mark")?.to_owned(), n.attribute("data-square")?.to_owned())))
        .collect()
}

fn mark(kind: &str, sq: &str) -> (String, String) {
    (kind.to_owned(), sq.to_owned())
}

/// Article 3.8.2.2.1 from the command line: exit 1, an SVG marking f1 and the rook on f2.
#[test]
fn explain_svg_marks_the_attacked_square_3_8_2_2_1() {
    let r = arbiter(&[
        "explain",
        "--lang",
        "en",
        "--fen",
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
        "--move",
        "O-O",
        "--format",
        "svg",
    ]);
    assert_eq!(r.code, 1, "{}", r.err);
    let m = marks(&r.out);
    assert!(m.contains(&mark("attacked-square", "f1")) && m.contains(&mark("attacker", "f2")), "{m:?}");
    assert!(r.out.contains("Article 3.8.2.2.1"));
}

/// Appendix C.10 (review 32f, G-5): an ambiguous record's picture marks the square it names
/// and the moves it may mean with their own legend — no rule requires or allows them.
#[test]
fn explain_svg_of_an_ambiguous_record_has_its_own_legend_c_10() {
    let fen = "6k1/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1";
    let r = arbiter(&["explain", "--lang", "ru", "--fen", fen, "--move", "Фd4", "--format", "svg"]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(marks(&r.out).contains(&mark("written", "d4")), "{}", r.out);
    assert!(r.out.contains("data-mark=\"reading\""), "{}", r.out);
    assert!(r.out.contains(">ход, который может означать эта запись<"), "{}", r.out);
    assert!(r.out.contains(">поле, указанное в записи хода<"), "{}", r.out);
    assert!(!r.out.contains("правило требует или допускает"), "{}", r.out);
}

/// Article 3.10.1: a legal move exits 0; Black's move is seen from Black's side unless
/// --orientation says otherwise.
#[test]
fn explain_svg_legal_move_and_orientation_3_10_1() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let r = arbiter(&["explain", "--lang", "en", "--fen", fen, "--move", "e5", "--format", "svg"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.contains("data-orientation=\"black\""));
    let r = arbiter(&["explain", "--fen", fen, "--move", "e5", "--format", "svg", "--orientation", "white"]);
    assert!(r.out.contains("data-orientation=\"white\""));
}

/// Article 3.9.2: the SVG's one-line title reads as sentences — the heading ends in a full
/// stop, not in a colon before a capital (review 29a, G-10), in both languages.
#[test]
fn explain_svg_title_is_one_line_of_sentences_3_9_2() {
    let title = |lang: &str, mv: &str| {
        let r = arbiter(&[
            "explain",
            "--lang",
            lang,
            "--fen",
            "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            "--move",
            mv,
            "--format",
            "svg",
        ]);
        assert_eq!(r.code, 1, "{}", r.err);
        let start = r.out.find("<title>").expect("a title") + "<title>".len();
        r.out[start..start + r.out[start..].find("</title>").expect("its end")].to_owned()
    };
    assert!(
        title("ru", "Кc3").starts_with("Кc3 — невозможный ход. Конь на e2 не может ходить: он связан"),
        "{}",
        title("ru", "Кc3")
    );
    assert!(
        title("en", "Nc3").starts_with("Nc3 is not a legal move. The knight on e2 cannot move: it is pinned"),
        "{}",
        title("en", "Nc3")
    );
}

/// Article 3.9.2 as a Russian page: the picture, the sentence, the article quoted.
#[test]
fn explain_html_in_russian_3_9_2() {
    let page = |mv: &str| {
        arbiter(&[
            "explain",
            "--lang",
            "ru",
            "--fen",
            "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            "--move",
            mv,
            "--format",
            "html",
        ])
    };
    let r = page("Кc3");
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(r.out.starts_with("<!DOCTYPE html>") && r.out.contains("<html lang=\"ru\">"));
    assert!(r.out.contains("(статья 3.9.2)"), "{}", r.out);
    assert!(r.out.contains("id=\"a-3.9.2\""));
    assert!(r.out.contains("Редакция 2023 года: 3.9.2"));
    // Review 3, H-19: a move typed in Latin letters is titled in the reader's (Кc3).
    let r = page("Nc3");
    assert!(r.out.contains("<title>Решение о ходе Кc3</title>"), "{}", r.out);
    assert!(r.out.contains("<h1>Решение о ходе Кc3</h1>"), "{}", r.out);
}

/// Bad input under a picture format: exit 2, a localized error, nothing on stdout.
#[test]
fn explain_svg_bad_fen_is_an_error() {
    let r = arbiter(&["explain", "--lang", "en", "--fen", "not a fen", "--move", "e4", "--format", "svg"]);
    assert_eq!(r.code, 2);
    assert!(r.out.is_empty());
    assert!(r.err.starts_with("error: "), "{}", r.err);
}

/// Article 3.6 with Lasker's reach marks: `show --style svg --reach e4` dots the knight's
/// eight squares.
#[test]
fn show_svg_marks_the_reach_3_6() {
    let r = arbiter(&["show", "--fen", "8/8/8/8/4N3/8/8/8 w - - 0 1", "--reach", "e4", "--style", "svg"]);
    assert_eq!(r.code, 0, "{}", r.err);
    let reach: BTreeSet<String> = marks(&r.out).into_iter().filter(|(k, _)| k == "reach").map(|(_, s)| s).collect();
    let want: BTreeSet<String> =
        ["c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5"].iter().map(|s| s.to_string()).collect();
    assert_eq!(reach, want);
}

/// The README's pictures: well-formed, and marking what their sentences name (3.8.2.2.1
/// in English, 3.9.2 in Russian).
#[test]
fn readme_pictures_show_what_they_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let en = std::fs::read_to_string(root.join("docs/pictures/castling-across-attacked-square.en.svg")).unwrap();
    assert!(marks(&en).contains(&mark("attacked-square", "f1")));
    assert!(en.contains("Article 3.8.2.2.1"));
    let ru = std::fs::read_to_string(root.join("docs/pictures/pinned-knight.ru.svg")).unwrap();
    assert!(marks(&ru).contains(&mark("pinned", "e2")));
    assert!(ru.contains("статья 3.9.2"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(readme.contains("](docs/pictures/castling-across-attacked-square.en.svg)"));
    assert!(readme.contains("](docs/pictures/pinned-knight.ru.svg)"));
}

/// `href="…"` values and `id="…"` values of an HTML file.
fn attributes(html: &str, name: &str) -> Vec<String> {
    let needle = format!(" {name}=\"");
    html.match_indices(&needle)
        .filter_map(|(i, _)| {
            let rest = &html[i + needle.len()..];
            rest.find('"').map(|end| rest[..end].replace("&amp;", "&"))
        })
        .collect()
}

/// `arbiter book` from the embedded rulebook: both languages, every page; every internal
/// link (to a file, or to an anchor in it) resolves; pages link across languages;
/// scenario boards carry their result.
#[test]
fn book_builds_and_every_internal_link_resolves() {
    let dir = std::env::temp_dir().join(format!("arbiter-book-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let r = arbiter(&["book", "--out", dir.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.err);
    let mut pages: BTreeMap<String, String> = BTreeMap::new();
    for lang in ["", "en/", "ru/"] {
        for entry in std::fs::read_dir(dir.join(lang)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "html") {
                let rel = format!("{lang}{}", path.file_name().unwrap().to_string_lossy());
                pages.insert(rel, std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    assert!(
        pages.contains_key("en/03-moves-of-the-pieces.html") && pages.contains_key("ru/03-moves-of-the-pieces.html")
    );
    let ids: BTreeMap<&String, BTreeSet<String>> =
        pages.iter().map(|(p, html)| (p, attributes(html, "id").into_iter().collect())).collect();
    let mut links = 0;
    for (page, html) in &pages {
        let base = Path::new(page).parent().unwrap_or(Path::new(""));
        for href in attributes(html, "href") {
            assert!(!href.starts_with("http"), "{page} links outside: {href}");
            let (file, anchor) = href.split_once('#').unwrap_or((&href, ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                let joined = base.join(file);
                let mut parts: Vec<String> = Vec::new();
                for c in joined.components() {
                    match c {
                        std::path::Component::ParentDir => {
                            parts.pop();
                        }
                        other => parts.push(other.as_os_str().to_string_lossy().into_owned()),
                    }
                }
                parts.join("/")
            };
            if target.ends_with(".css") {
                assert!(dir.join(&target).exists(), "{page}: {href}");
                continue;
            }
            let Some(target_ids) = ids.get(&target) else { panic!("{page}: {href} → {target} does not exist") };
            assert!(anchor.is_empty() || target_ids.contains(anchor), "{page}: {href} → no #{anchor} in {target}");
            links += 1;
        }
    }
    assert!(links > 500, "only {links} internal links");
    // The contents name every top-level part of a page: Guidelines II and III too, each
    // linked to its place (review 21, E-28); the links resolve (checked above).
    let contents = &pages["ru/index.html"];
    assert!(contents.contains("<a href=\"guidelines.html\">I "), "{contents}");
    assert!(contents.contains("<a href=\"guidelines.html#a-II\">II "), "{contents}");
    assert!(contents.contains("<a href=\"guidelines.html#a-III\">III "), "{contents}");
    // 2023's 7.5.2 has no article of its own in 2009: the book says so, as `quote` does
    // (review 29a, G-11).
    let irregularities = &pages["ru/07-irregularities.html"];
    assert!(
        irregularities.contains(
            "Редакция 2023 года: 7.5.2 · в редакции 2009 года отдельной статьи нет (о том же — статья 7.4 a)"
        ),
        "7.5.2's numbers"
    );
    assert!(
        pages["en/07-irregularities.html"]
            .contains("2023 edition: 7.5.2 · no article of its own in the 2009 edition (Article 7.4 a says the same)"),
        "7.5.2's numbers"
    );
    assert!(
        pages["ru/05-completion-of-the-game.html"]
            .contains("Редакция 2023 года: 5.2.2 · редакция 2009 года: 5.2 b, 9.6")
    );
    let castling = &pages["en/03-moves-of-the-pieces.html"];
    assert!(castling.contains("href=\"../ru/03-moves-of-the-pieces.html\""));
    assert!(castling.contains("class=\"scenario passed\""));
    assert!(castling.contains("data-mark=\"attacked-square\" data-square=\"f1\""));
    let ru = &pages["ru/03-moves-of-the-pieces.html"];
    assert!(ru.contains("<html lang=\"ru\">") && ru.contains("пройден"));
    let _ = std::fs::remove_dir_all(&dir);
}
