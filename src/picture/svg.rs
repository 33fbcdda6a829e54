//! Writes a [`Picture`] as SVG: a board of 45-unit squares, coordinates in a generic sans
//! serif, marks by kind, the caption wrapped under the board, the legend under it.
//!
//! Every mark carries `data-mark` (its kind) and `data-square` or `data-from`/`data-to`,
//! so tests and scripts can read what a picture shows.

use std::fmt::Write as _;

use super::{Mark, MarkKind, Picture, pieces};
use crate::{Color, Square};

const SQ: f32 = 45.0;
const LEFT: f32 = 22.0;
const TOP: f32 = 8.0;
const RIGHT: f32 = 8.0;
const BOARD: f32 = 8.0 * SQ;
const WIDTH: f32 = LEFT + BOARD + RIGHT;
const FONT: &str = "font-family=\"system-ui, sans-serif\"";
const CAPTION_SIZE: f32 = 13.0;
const LINE: f32 = 17.0;
/// Characters per caption line: the caption is 376 units wide, and a sans-serif letter at
/// 13 units averages 7 (Latin) to 7.5 (Cyrillic), so 48 leave room for wide letters.
const WRAP: usize = 48;

const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";

/// Escapes text for XML content and attribute values.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// Splits a paragraph into lines of at most `width` characters, at spaces (a longer word
/// stands on its own line).
fn wrap(text: &str, width: usize) -> Vec<String> {
    // A short preposition or conjunction stays with the word after it (`на e2`, `on f2`),
    // and so does the word before an article's number (`статья 3.6`): Russian typesetting
    // never ends a line on them (review 21a, D-7).
    let mut units: Vec<String> = Vec::new();
    let mut pending = String::new();
    for word in text.split_whitespace() {
        if !pending.is_empty() {
            pending.push(' ');
        }
        pending.push_str(word);
        if !binds_to_next(word) {
            units.push(std::mem::take(&mut pending));
        }
    }
    if !pending.is_empty() {
        units.push(pending);
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in &units {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Whether `word` may not end a line: a word of one or two letters, or the word that
/// names an article or appendix before its number.
fn binds_to_next(word: &str) -> bool {
    const BEFORE_NUMBER: [&str; 12] = [
        "статья",
        "статьи",
        "статье",
        "статьям",
        "приложение",
        "приложения",
        "приложению",
        "Article",
        "Articles",
        "Appendix",
        "Appendices",
        "article",
    ];
    let w = word.trim_start_matches(['(', '«', '"', '“']);
    let letters = w.chars().count();
    (letters > 0 && letters <= 2 && w.chars().all(char::is_alphabetic)) || BEFORE_NUMBER.contains(&w)
}

/// The top-left corner of a square as seen from `orientation`.
fn corner(sq: Square, orientation: Color) -> (f32, f32) {
    let (f, r) = (sq.file().index() as f32, sq.rank().index() as f32);
    match orientation {
        Color::White => (LEFT + f * SQ, TOP + (7.0 - r) * SQ),
        Color::Black => (LEFT + (7.0 - f) * SQ, TOP + r * SQ),
    }
}

fn centre(sq: Square, orientation: Color) -> (f32, f32) {
    let (x, y) = corner(sq, orientation);
    (x + SQ / 2.0, y + SQ / 2.0)
}

/// Marks drawn under the pieces (fills, rings) and over them (lines, arrows, dots).
fn draw_square_mark(out: &mut String, kind: MarkKind, sq: Square, orientation: Color) {
    let (x, y) = corner(sq, orientation);
    let (cx, cy) = centre(sq, orientation);
    let c = kind.colour();
    let _ = write!(out, "<g class=\"mark\" data-mark=\"{}\" data-square=\"{sq}\">", kind.name());
    let _ = match kind {
        MarkKind::AttackedSquare | MarkKind::King => {
            write!(out, "<rect x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\" fill=\"{c}\" fill-opacity=\"0.55\"/>")
        }
        MarkKind::Attacker => write!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"none\" stroke=\"{c}\" \
             stroke-width=\"4\"/>",
            x + 2.0,
            y + 2.0,
            SQ - 4.0,
            SQ - 4.0
        ),
        MarkKind::Pinned => write!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{c}\" fill-opacity=\"0.35\" \
             stroke=\"{c}\" stroke-width=\"3\" stroke-dasharray=\"6 3\"/>",
            x + 1.5,
            y + 1.5,
            SQ - 3.0,
            SQ - 3.0
        ),
        MarkKind::Obstacle => write!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"20\" fill=\"{c}\" fill-opacity=\"0.3\" stroke=\"{c}\" \
             stroke-width=\"3\"/>"
        ),
        MarkKind::Candidate => write!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"21\" fill=\"none\" stroke=\"{c}\" stroke-width=\"3\" \
             stroke-dasharray=\"5 4\"/>"
        ),
        MarkKind::ExpiredEnPassant => write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\" fill=\"{c}\" fill-opacity=\"0.35\"/>\
             <path d=\"M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}\" stroke=\"{c}\" stroke-width=\"4\" \
             stroke-linecap=\"round\"/>",
            x + 10.0,
            y + 10.0,
            x + SQ - 10.0,
            y + SQ - 10.0,
            x + SQ - 10.0,
            y + 10.0,
            x + 10.0,
            y + SQ - 10.0
        ),
        MarkKind::Touched => write!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"19\" fill=\"{c}\" fill-opacity=\"0.45\" stroke=\"{c}\" \
             stroke-width=\"2\"/>"
        ),
        MarkKind::Focus | MarkKind::Written => write!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"none\" stroke=\"{c}\" \
             stroke-width=\"3\" stroke-dasharray=\"2 3\"/>",
            x + 2.5,
            y + 2.5,
            SQ - 5.0,
            SQ - 5.0
        ),
        MarkKind::Reach => write!(out, "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"6\" fill=\"{c}\" fill-opacity=\"0.6\"/>"),
        // Kinds drawn as lines or arrows, should a caller place them on a square.
        MarkKind::Move | MarkKind::Attempt | MarkKind::Alternative | MarkKind::Reading | MarkKind::LineOfAttack => {
            write!(out, "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"8\" fill=\"{c}\"/>")
        }
    };
    out.push_str("</g>");
}

fn draw_line(out: &mut String, kind: MarkKind, from: Square, to: Square, orientation: Color, head: bool) {
    let (x1, y1) = centre(from, orientation);
    let (x2, y2) = centre(to, orientation);
    let c = kind.colour();
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (width, dash, opacity) = match kind {
        MarkKind::LineOfAttack => (3.0, " stroke-dasharray=\"8 5\"", 0.85),
        MarkKind::Alternative | MarkKind::Reading => (5.0, " stroke-dasharray=\"10 4\"", 0.75),
        _ => (7.0, "", 0.8),
    };
    let _ = write!(out, "<g class=\"mark\" data-mark=\"{}\" data-from=\"{from}\" data-to=\"{to}\">", kind.name());
    if head {
        // The shaft stops where the head begins; the head's tip sits short of the centre.
        let head_len = 16.0;
        let (tx, ty) = (x2 - ux * 6.0, y2 - uy * 6.0);
        let (bx, by) = (tx - ux * head_len, ty - uy * head_len);
        let (px, py) = (-uy * 11.0, ux * 11.0);
        let _ = write!(
            out,
            "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{bx:.1}\" y2=\"{by:.1}\" stroke=\"{c}\" stroke-width=\"{width}\" \
             stroke-opacity=\"{opacity}\" stroke-linecap=\"round\"{dash}/>\
             <polygon points=\"{tx:.1},{ty:.1} {:.1},{:.1} {:.1},{:.1}\" fill=\"{c}\" fill-opacity=\"{opacity}\"/>",
            bx + px,
            by + py,
            bx - px,
            by - py
        );
    } else {
        let _ = write!(
            out,
            "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{c}\" stroke-width=\"{width}\" \
             stroke-opacity=\"{opacity}\" stroke-linecap=\"round\"{dash}/>"
        );
    }
    out.push_str("</g>");
}

/// Whether a square mark is drawn over the pieces (so it stays visible on an occupied
/// square) rather than under them.
fn over_pieces(kind: MarkKind) -> bool {
    matches!(kind, MarkKind::Reach | MarkKind::Focus | MarkKind::Written | MarkKind::Attacker)
}

fn legend_swatch(out: &mut String, kind: MarkKind, x: f32, y: f32) {
    let c = kind.colour();
    let _ = match kind {
        MarkKind::Move | MarkKind::Attempt | MarkKind::Alternative | MarkKind::Reading | MarkKind::LineOfAttack => {
            let dash = match kind {
                MarkKind::LineOfAttack => " stroke-dasharray=\"4 3\"",
                MarkKind::Alternative | MarkKind::Reading => " stroke-dasharray=\"5 2\"",
                _ => "",
            };
            write!(
                out,
                "<line x1=\"{x}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{c}\" stroke-width=\"3\"{dash}/>",
                y + 6.0,
                x + 14.0,
                y + 6.0
            )
        }
        MarkKind::Reach => write!(out, "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"4\" fill=\"{c}\"/>", x + 7.0, y + 6.0),
        MarkKind::Obstacle | MarkKind::Touched => write!(
            out,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"6\" fill=\"{c}\" fill-opacity=\"0.45\" stroke=\"{c}\"/>",
            x + 7.0,
            y + 6.0
        ),
        MarkKind::Candidate => write!(
            out,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"5.5\" fill=\"none\" stroke=\"{c}\" stroke-width=\"2\" \
             stroke-dasharray=\"3 2\"/>",
            x + 7.0,
            y + 6.0
        ),
        MarkKind::Attacker | MarkKind::Focus | MarkKind::Written => write!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"11\" height=\"11\" fill=\"none\" stroke=\"{c}\" stroke-width=\"2.5\"/>",
            x + 1.5,
            y + 0.5
        ),
        _ => write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"12\" fill=\"{c}\" fill-opacity=\"0.6\" stroke=\"{c}\"/>"
        ),
    };
}

/// The caption's paragraphs as one line, for the picture's `<title>`: a heading that ends in
/// a colon ("Nc3 is not a legal move:", «Кc3 — невозможный ход:») ends a sentence there, as
/// does every paragraph but the last, so that no capital follows a colon (review 29a, G-10).
fn one_line(paragraphs: &[String]) -> String {
    let mut line = String::new();
    for (i, p) in paragraphs.iter().enumerate() {
        let p = p.trim();
        if i > 0 {
            line.push(' ');
        }
        if i + 1 == paragraphs.len() {
            line.push_str(p);
        } else {
            let p = p.trim_end_matches([':', ';', ',']).trim_end();
            line.push_str(p);
            if !p.ends_with(['.', '!', '?']) {
                line.push('.');
            }
        }
    }
    line
}

pub(super) fn render(p: &Picture, shared_pieces: bool) -> String {
    let o = p.orientation;
    let captions: Vec<Vec<String>> = p.caption.iter().map(|c| wrap(c, WRAP)).collect();
    let caption_lines: usize = captions.iter().map(Vec::len).sum();
    let mut y = TOP + BOARD + if p.coordinates { 20.0 } else { 8.0 };
    let caption_top = y;
    y += caption_lines as f32 * LINE + if caption_lines > 0 { 6.0 } else { 0.0 };
    let legend_top = y;
    y += p.legend.len() as f32 * 18.0;
    let height = y + 6.0;

    let mut out = String::with_capacity(16 * 1024);
    let title = one_line(&p.caption);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {height}\" width=\"{WIDTH}\" \
         height=\"{height}\" role=\"img\" data-orientation=\"{}\"><title>{}</title>",
        o.name(),
        escape(&title)
    );
    let _ = write!(out, "<rect width=\"{WIDTH}\" height=\"{height}\" fill=\"#fff\"/>");
    // The squares.
    let _ = write!(out, "<rect x=\"{LEFT}\" y=\"{TOP}\" width=\"{BOARD}\" height=\"{BOARD}\" fill=\"{LIGHT}\"/>");
    out.push_str("<path class=\"dark-squares\" fill=\"");
    out.push_str(DARK);
    out.push_str("\" d=\"");
    for i in 0..64 {
        let Some(sq) = Square::new(i) else { continue };
        if !sq.is_light() {
            let (x, y) = corner(sq, o);
            let _ = write!(out, "M{x} {y}h{SQ}v{SQ}h-{SQ}z");
        }
    }
    out.push_str("\"/>");
    let _ = write!(
        out,
        "<rect x=\"{LEFT}\" y=\"{TOP}\" width=\"{BOARD}\" height=\"{BOARD}\" fill=\"none\" stroke=\"#333\" stroke-width=\"1\"/>"
    );
    if p.coordinates {
        let _ = write!(out, "<g {FONT} font-size=\"12\" fill=\"#333\" text-anchor=\"middle\">");
        for i in 0..8u32 {
            let (Some(file), Some(rank)) = (crate::File::new(i), crate::Rank::new(i)) else { continue };
            let (fx, _) = centre(Square::from_coords(file, crate::Rank::First), o);
            let (_, ry) = centre(Square::from_coords(crate::File::A, rank), o);
            let _ = write!(
                out,
                "<text x=\"{fx}\" y=\"{:.1}\">{}</text><text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
                TOP + BOARD + 14.0,
                file.char(),
                LEFT / 2.0,
                ry + 4.0,
                rank.char()
            );
        }
        out.push_str("</g>");
    }
    // Marks under the pieces, the pieces, then marks over them.
    for m in &p.marks {
        if let Mark::Square { kind, square } = *m
            && !over_pieces(kind)
        {
            draw_square_mark(&mut out, kind, square, o);
        }
    }
    for (sq, piece) in p.board.pieces() {
        let (x, y) = corner(sq, o);
        if shared_pieces {
            pieces::reference(&mut out, piece, x, y, SQ);
        } else {
            pieces::draw(&mut out, piece, x, y, SQ);
        }
    }
    for m in &p.marks {
        match *m {
            Mark::Square { kind, square } if over_pieces(kind) => draw_square_mark(&mut out, kind, square, o),
            Mark::Square { .. } => {}
            Mark::Line { kind, from, to } => draw_line(&mut out, kind, from, to, o, false),
            Mark::Arrow { kind, from, to } => draw_line(&mut out, kind, from, to, o, true),
        }
    }
    // Caption and legend.
    if caption_lines > 0 {
        let _ = write!(out, "<g class=\"caption\" {FONT} font-size=\"{CAPTION_SIZE}\" fill=\"#111\">");
        let mut line_y = caption_top + CAPTION_SIZE;
        for paragraph in &captions {
            out.push_str("<text>");
            for line in paragraph {
                let _ = write!(out, "<tspan x=\"{LEFT}\" y=\"{line_y:.1}\">{}</tspan>", escape(line));
                line_y += LINE;
            }
            out.push_str("</text>");
        }
        out.push_str("</g>");
    }
    if !p.legend.is_empty() {
        let _ = write!(out, "<g class=\"legend\" {FONT} font-size=\"12\" fill=\"#333\">");
        for (i, (kind, label)) in p.legend.iter().enumerate() {
            let ly = legend_top + i as f32 * 18.0;
            let _ = write!(out, "<g data-legend=\"{}\">", kind.name());
            legend_swatch(&mut out, *kind, LEFT, ly);
            let _ = write!(out, "<text x=\"{:.1}\" y=\"{:.1}\">{}</text></g>", LEFT + 20.0, ly + 10.0, escape(label));
        }
        out.push_str("</g>");
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_joins_the_caption_in_sentences_without_a_capital_after_a_colon() {
        let caption = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            one_line(&caption(&[
                "Кc3 — невозможный ход:",
                "Конь на e2 не может ходить: он связан (статья 3.9.2)",
                "Ход нужно заменить (статья 7.5.1)",
            ])),
            "Кc3 — невозможный ход. Конь на e2 не может ходить: он связан (статья 3.9.2). Ход нужно заменить (статья 7.5.1)"
        );
        assert_eq!(one_line(&caption(&["e4 — возможный ход (статья 3.10.1)"])), "e4 — возможный ход (статья 3.10.1)");
        assert_eq!(one_line(&[]), "");
    }

    #[test]
    fn wraps_at_spaces_and_keeps_every_word() {
        let text = "The king would cross f1, which is attacked by the rook on f2 — Article 3.8.2.2.1";
        let lines = wrap(text, 30);
        assert!(lines.iter().all(|l| l.chars().count() <= 30), "{lines:?}");
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn keeps_a_preposition_and_an_article_with_what_follows() {
        let text = "Слону на c1 преграждает путь своя пешка на d2, а перепрыгивать фигуры слон не может (статья 3.5)";
        for width in 10..60 {
            let lines = wrap(text, width);
            assert_eq!(lines.join(" "), text, "{width}");
            for line in &lines {
                let last = line.split(' ').next_back().unwrap_or_default();
                assert!(!binds_to_next(last), "{width}: a line ends on «{last}»: {lines:?}");
            }
        }
    }

    #[test]
    fn escapes_markup() {
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }

    #[test]
    fn black_sees_h8_bottom_left() {
        assert_eq!(corner(Square::A1, Color::White), (LEFT, TOP + 7.0 * SQ));
        assert_eq!(corner(Square::H8, Color::Black), (LEFT, TOP + 7.0 * SQ));
    }
}
