//! The piece drawings: our own SVG paths on a 45 × 45 square, no font needed. They are
//! part of arbiter and under its licence (MIT OR Apache-2.0).

use std::fmt::Write as _;

use crate::{Color, Piece, Role};

/// The outline of each role: `(filled shapes, detail lines)`. Filled shapes take the
/// piece's colour with a dark outline; detail lines are drawn in the opposite colour so
/// they show on both.
fn shapes(role: Role) -> (&'static [&'static str], &'static [&'static str]) {
    match role {
        Role::Pawn => (
            &[
                "M22.5 8a5 5 0 1 1 0 10a5 5 0 1 1 0-10z",
                "M17.5 20h10l-1.5 3.5c3 2.5 4.8 6.3 4.8 11.5H14.2c0-5.2 1.8-9 4.8-11.5z",
                "M11 35h23v4H11z",
            ],
            &[],
        ),
        Role::Rook => (
            &["M9 39h27v-4H9z", "M12 35l1.5-3h18l1.5 3z", "M14 32V17h17v15z", "M12 17l-1-8h5v3h4.5V9h4v3H29V9h5l-1 8z"],
            &["M14 17h17", "M14 32h17"],
        ),
        Role::Knight => (
            &["M13 39H34C34.5 31 33 22 29.5 15L28 9 25.5 5.5 23.5 9.5C19 10 15 13 12.5 16.5L9.5 21.5 \
                 11.5 24.5 15 23.5 19.5 21.5C20.5 25 17 28.5 15 31.5 13.5 34 13 36.5 13 39Z"],
            &["M19 14.5a1.2 1.2 0 1 1 0.01 0", "M12.5 20.5l2-1"],
        ),
        Role::Bishop => (
            &[
                "M11 39h23v-3.5H11z",
                "M15 35.5c-1.5-7 1.5-13 7.5-20 6 7 9 13 7.5 20z",
                "M22.5 8.5a3 3 0 1 1 0 6a3 3 0 1 1 0-6z",
            ],
            &["M20 25l5-5", "M15.5 31.5h14"],
        ),
        Role::Queen => (
            &[
                "M11 39h23v-3H11z",
                "M11 36L9 16 14 27 15.5 12 19 25 22.5 10 26 25 29.5 12 31 27 36 16 34 36Z",
                "M9 13.8a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4z",
                "M15.5 9.8a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4z",
                "M22.5 7.8a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4z",
                "M29.5 9.8a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4z",
                "M36 13.8a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4z",
            ],
            &["M12 32h21"],
        ),
        Role::King => (
            &[
                "M11 39h23v-3H11z",
                "M11.5 36c-3-6-4.5-12.5 1.5-14.5 4-1.2 7.3 1.8 9.5 5.5 2.2-3.7 5.5-6.7 9.5-5.5 \
                 6 2 4.5 8.5 1.5 14.5z",
                "M20.5 5h4v4h4v4h-4v7h-4v-7h-4V9h4z",
            ],
            &["M12.5 31.5h20", "M22.5 27v4.5"],
        ),
    }
}

fn name(piece: Piece) -> String {
    format!("{}{}", piece.color.char(), piece.role.upper_char())
}

fn paint(piece: Piece) -> (&'static str, &'static str) {
    match piece.color {
        Color::White => ("#fff", "#000"),
        Color::Black => ("#000", "#fff"),
    }
}

/// The id of a piece's shared drawing (see [`symbols`]).
pub(crate) fn symbol_id(piece: Piece) -> String {
    format!("arbiter-piece-{}", name(piece))
}

/// Every piece once, as `<symbol>`s in a hidden SVG: a page with many boards includes it
/// once and each board refers to it ([`reference`]).
pub fn symbols() -> String {
    let mut out = String::from(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" style=\"position:absolute\" \
         aria-hidden=\"true\" focusable=\"false\"><defs>",
    );
    for color in [Color::White, Color::Black] {
        for role in Role::ALL {
            let piece = Piece::new(color, role);
            let _ = write!(out, "<symbol id=\"{}\" viewBox=\"0 0 45 45\">", symbol_id(piece));
            body(&mut out, piece);
            out.push_str("</symbol>");
        }
    }
    out.push_str("</defs></svg>\n");
    out
}

/// Writes a reference to the shared drawing of the piece at `(x, y)`, `size` wide.
pub(crate) fn reference(out: &mut String, piece: Piece, x: f32, y: f32, size: f32) {
    let _ = write!(
        out,
        "<use class=\"piece\" data-piece=\"{}\" href=\"#{}\" x=\"{x}\" y=\"{y}\" width=\"{size}\" height=\"{size}\"/>",
        name(piece),
        symbol_id(piece)
    );
}

/// Writes the piece into a 45 × 45 box at `(x, y)`, scaled to `size`.
pub(crate) fn draw(out: &mut String, piece: Piece, x: f32, y: f32, size: f32) {
    let scale = size / 45.0;
    let _ = write!(
        out,
        "<g class=\"piece\" data-piece=\"{}\" transform=\"translate({x:.1} {y:.1}) scale({scale:.4})\">",
        name(piece)
    );
    body(out, piece);
    out.push_str("</g>");
}

fn body(out: &mut String, piece: Piece) {
    let (fill, detail) = paint(piece);
    let (filled, lines) = shapes(piece.role);
    let _ = write!(out, "<g fill=\"{fill}\" stroke=\"#000\" stroke-width=\"1.5\" stroke-linejoin=\"round\">");
    for d in filled {
        let _ = write!(out, "<path d=\"{d}\"/>");
    }
    for d in lines {
        let _ = write!(out, "<path d=\"{d}\" fill=\"none\" stroke=\"{detail}\"/>");
    }
    out.push_str("</g>");
}
