//! Pictures of rulings: SVG boards drawn from the ruling's own data.
//!
//! One renderer serves `arbiter explain --format svg|html`, `arbiter show --style svg`,
//! the HTML rulebook (`arbiter book`) and the web service (`arbiter serve`). What a picture
//! highlights comes from an explicit `match` over the [`Violation`](crate::Violation)
//! variants ([`marks_of`]): the pinning piece and its line to the king (3.9.2), the
//! attacked square on the castling path (3.8.2.2.1), the piece in between (3.5,
//! 3.8.2.2.2), the expired en passant square (3.7.3.2), the touched pieces (Article 4), and
//! the move's arrow. The caption is the localized sentence with its article; the legend
//! names every colour used. Pieces are our own drawings (no font is assumed); text uses
//! generic font families only.
//!
//! ```
//! use arbiter::picture::{MarkKind, Picture};
//! use arbiter::i18n::Localizer;
//! use arbiter::{adjudicate, Attempt, Edition, Position, Square};
//!
//! let pos = Position::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")?;
//! let attempt = Attempt::new(Square::E2, Square::C3);
//! let ruling = adjudicate(&pos, attempt);
//! let l10n = Localizer::global();
//! let picture = Picture::of_ruling(&pos, &ruling, Some(attempt), l10n, &l10n.english(), Edition::E2023);
//! assert!(picture.marks().iter().any(|m| m.kind() == MarkKind::Pinned));
//! let svg = picture.svg();
//! assert!(svg.contains(r#"data-mark="attacker" data-square="e7""#));
//! assert!(svg.contains("Article 3.9.2"));
//! # Ok::<(), arbiter::PositionError>(())
//! ```

mod marks;
mod pieces;
mod svg;

pub(crate) use svg::escape;

pub use marks::{Mark, MarkKind, attempt_of, marks_of};
pub use pieces::symbols as piece_symbols;

use crate::i18n::{Arg, Lang, Localizer, Message, cite, explain, with_citation};
use crate::notation::San;
use crate::{Attempt, Bitboard, Board, Color, Edition, Position, RuleId, Ruling};

/// A board picture: pieces, marks, caption and legend, ready to render.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    board: Board,
    orientation: Color,
    marks: Vec<Mark>,
    caption: Vec<String>,
    legend: Vec<(MarkKind, String)>,
    coordinates: bool,
}

impl Picture {
    /// A position with no marks and no caption, seen from White's side.
    pub fn new(board: Board) -> Picture {
        Picture {
            board,
            orientation: Color::White,
            marks: Vec::new(),
            caption: Vec::new(),
            legend: Vec::new(),
            coordinates: true,
        }
    }

    /// A position with the squares a piece can reach marked as Lasker's diagrams mark them
    /// (dots), the legend in `lang`.
    pub fn of_reach(board: Board, reach: Bitboard, l10n: &Localizer, lang: &Lang) -> Picture {
        let marks = reach.map(|square| Mark::Square { kind: MarkKind::Reach, square }).collect();
        Picture::new(board).with_marks(marks).with_legend(l10n, lang)
    }

    /// The picture of a ruling on an attempted move in `pos`: the move's arrow, every
    /// violation's marks, the localized sentences with their articles as the caption, the
    /// legend in `lang`. `attempt` is the move tried, when known; otherwise the picture
    /// takes it from the ruling.
    pub fn of_ruling(
        pos: &Position,
        ruling: &Ruling,
        attempt: Option<Attempt>,
        l10n: &Localizer,
        lang: &Lang,
        edition: Edition,
    ) -> Picture {
        let mut marks = Vec::new();
        let caption = match ruling {
            Ruling::Legal(m) => {
                marks.push(Mark::Arrow { kind: MarkKind::Move, from: m.from, to: m.to });
                let san = San::from_move(pos, *m).write(&l10n.alphabet(lang));
                let sentence = l10n.format(
                    lang,
                    &Message::new("explain-legal").arg("move", Arg::Text(san)).arg("uci", Arg::Text(m.uci())),
                );
                vec![with_citation(l10n, lang, sentence, cite(l10n, lang, RuleId::LegalMove, edition).text)]
            }
            Ruling::Illegal(illegal) => {
                if let Some(a) = attempt.or_else(|| illegal.violations.iter().find_map(attempt_of)) {
                    marks.push(Mark::Arrow { kind: MarkKind::Attempt, from: a.from, to: a.to });
                }
                for v in &illegal.violations {
                    for m in marks_of(pos, v) {
                        if !marks.contains(&m) {
                            marks.push(m);
                        }
                    }
                }
                explain(&illegal.violations, l10n, lang, edition).sentences.iter().map(|s| s.cited()).collect()
            }
        };
        // Seen from the side of the player who moves (the piece tried, else the turn).
        let from = match ruling {
            Ruling::Legal(m) => Some(m.from),
            Ruling::Illegal(_) => marks.iter().find_map(|m| match *m {
                Mark::Arrow { kind: MarkKind::Attempt, from, .. } => Some(from),
                _ => None,
            }),
        };
        let mover = from.and_then(|sq| pos.board().color_at(sq)).unwrap_or(pos.turn());
        Picture::new(pos.board().clone())
            .with_marks(marks)
            .with_caption(caption)
            .with_orientation(mover)
            .with_legend(l10n, lang)
    }

    /// Sees the board from `color`'s side (White: a1 bottom left; Black: h8 bottom left).
    #[must_use]
    pub fn with_orientation(mut self, color: Color) -> Picture {
        self.orientation = color;
        self
    }

    /// Replaces the marks.
    #[must_use]
    pub fn with_marks(mut self, marks: Vec<Mark>) -> Picture {
        self.marks = marks;
        self
    }

    /// Replaces the caption: one paragraph per entry.
    #[must_use]
    pub fn with_caption(mut self, caption: Vec<String>) -> Picture {
        self.caption = caption;
        self
    }

    /// Shows or hides the file letters and rank numbers.
    #[must_use]
    pub fn with_coordinates(mut self, on: bool) -> Picture {
        self.coordinates = on;
        self
    }

    /// Labels, in `lang`, every kind of mark the picture uses (call after the marks are
    /// set).
    #[must_use]
    pub fn with_legend(mut self, l10n: &Localizer, lang: &Lang) -> Picture {
        self.legend = MarkKind::ALL
            .into_iter()
            .filter(|k| self.marks.iter().any(|m| m.kind() == *k))
            .map(|k| (k, l10n.format(lang, &Message::new(k.legend_message()))))
            .collect();
        self
    }

    /// The side the board is seen from.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// The marks drawn over the board.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// The caption's paragraphs.
    pub fn caption(&self) -> &[String] {
        &self.caption
    }

    /// The legend: each kind of mark used, with its label.
    pub fn legend(&self) -> &[(MarkKind, String)] {
        &self.legend
    }

    /// The picture as a standalone SVG document.
    pub fn svg(&self) -> String {
        svg::render(self, false)
    }

    /// The picture as SVG for a page with many boards: the pieces refer to the drawings of
    /// [`piece_symbols`], which the page includes once.
    pub fn svg_sharing_pieces(&self) -> String {
        svg::render(self, true)
    }
}

#[cfg(test)]
mod tests;
