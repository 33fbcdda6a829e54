//! `arbiter explain --format svg|html`: the ruling drawn as a board (`crate::picture`),
//! alone or in a page with the sentences and the articles they cite.

use std::io;

use clap::ValueEnum;

use super::explain::{BadInput, Touched, cited_articles, judge_touched};
use super::{Ctx, Format, Out};
use crate::notation::Uci;
use crate::picture::Picture;
use crate::{Color, Edition};

/// The formats of `arbiter explain`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ExplainFormat {
    /// For people, in the chosen language.
    Text,
    /// For tools: the JSON of DESIGN.md.
    Json,
    /// The ruling drawn as a board: an SVG document.
    Svg,
    /// A standalone HTML page: the picture, the sentences, the articles cited.
    Html,
}

/// A picture format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PictureKind {
    Svg,
    Html,
}

impl ExplainFormat {
    /// The text formats as the shared [`Format`]; a picture format as itself.
    pub(crate) fn plain(self) -> Result<Format, PictureKind> {
        match self {
            ExplainFormat::Text => Ok(Format::Text),
            ExplainFormat::Json => Ok(Format::Json),
            ExplainFormat::Svg => Err(PictureKind::Svg),
            ExplainFormat::Html => Err(PictureKind::Html),
        }
    }
}

pub(crate) fn parse_orientation(s: &str) -> Result<Color, String> {
    match s {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(format!("`{s}` is not a side (white or black)")),
    }
}

/// `--orientation`: `white` or `black` (`w`, `b` too), as possible values, so that a wrong
/// one is answered with the list («допустимые значения: white или black»).
pub(crate) fn orientation_parser() -> impl clap::builder::TypedValueParser<Value = Color> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new([PossibleValue::new("white").alias("w"), PossibleValue::new("black").alias("b")])
        .map(|side| parse_orientation(&side).unwrap_or(Color::White))
}

/// One `explain` asked for as a picture.
pub(crate) struct Request<'a> {
    pub kind: PictureKind,
    pub fen: &'a str,
    pub mv: &'a str,
    pub touch: Vec<String>,
    pub adjust: Vec<String>,
    pub lenient: bool,
    pub edition: Edition,
    pub orientation: Option<Color>,
    /// `--completed`: the player's completed illegal moves before, and the time control.
    pub completed: Option<(u32, crate::laws::illegal_move::TimeControl)>,
}

/// The picture of a ruling with the position it was judged in, or what is wrong with the
/// input.
fn ruling_picture(ctx: &Ctx, req: &Request) -> Result<(crate::Position, Picture, super::explain::Judged), BadInput> {
    let (pos, judged) = Touched::parse(&req.touch, &req.adjust)
        .map(|touched| super::explain::Touched { from_required: req.completed.is_some(), ..touched })
        .and_then(|touched| judge_touched(ctx, req.fen, req.mv, req.lenient, &touched, req.edition))?;
    let attempt = judged.uci.as_deref().and_then(|u| u.parse::<Uci>().ok()).map(Uci::attempt);
    let picture = Picture::of_ruling(&pos, &judged.ruling, attempt, ctx.l10n, &ctx.lang, req.edition);
    let mut picture = with_verdict(ctx, with_hint(picture, &judged), &judged);
    if let Some(side) = req.orientation {
        picture = picture.with_orientation(side);
    }
    Ok((pos, picture, judged))
}

/// The picture of a ruling with the look-alike hint the text prints under it (a Latin
/// «Kf3» under --lang ru), as the caption's last paragraph (review 20, C-15).
pub(crate) fn with_hint(picture: Picture, judged: &super::explain::Judged) -> Picture {
    match &judged.hint {
        Some(hint) => {
            let caption = picture.caption().iter().cloned().chain(std::iter::once(hint.message.clone())).collect();
            picture.with_caption(caption)
        }
        None => picture,
    }
}

/// The picture of a ruling that does not let the move stand, its caption opened by the
/// verdict the text heads it with («Кe3 — невозможный ход:»): the page is read on its own
/// (review 24a, G-8). A legal move's caption says its verdict already.
pub(crate) fn with_verdict(ctx: &Ctx, picture: Picture, judged: &super::explain::Judged) -> Picture {
    if judged.ruling.is_legal() {
        return picture;
    }
    let heading = super::explain::verdict_heading(ctx, judged);
    let caption = std::iter::once(heading).chain(picture.caption().iter().cloned()).collect();
    picture.with_caption(caption)
}

pub(crate) fn explain(ctx: &Ctx, req: &Request, out: &mut Out) -> io::Result<i32> {
    // With --completed, what the arbiter does next, as in text (review 17, X-12).
    let judged = ruling_picture(ctx, req).and_then(|(pos, picture, judged)| {
        let after = match req.completed {
            Some((before, time_control)) => {
                super::explain::after_completed(&pos, &judged, before, time_control, req.edition)?
            }
            None => None,
        };
        Ok((picture, judged, after))
    });
    let (picture, judged, after) = match judged {
        Ok(p) => p,
        Err(bad) => {
            out.error(ctx, bad.message)?;
            return Ok(2);
        }
    };
    let after_lines = after.as_ref().map(|a| super::explain::completed_lines(ctx, a, req.edition)).unwrap_or_default();
    let code = if judged.ruling.is_legal() { 0 } else { 1 };
    match req.kind {
        PictureKind::Svg => write!(out.stdout, "{}", picture.svg())?,
        PictureKind::Html => {
            let articles = cited_articles(&judged, after.as_ref());
            // Titled with the move in the reader's letters, as the text ruling heads it
            // («Решение о ходе Кc3», not «Nc3»).
            let page = crate::book::ruling_page(
                ctx.l10n,
                &ctx.lang,
                &judged.written,
                &picture,
                &after_lines,
                &articles,
                req.edition,
            );
            write!(out.stdout, "{page}")?
        }
    }
    Ok(code)
}
