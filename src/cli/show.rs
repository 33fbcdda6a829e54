//! `arbiter show`: draws a position, optionally marking where a piece can move.

use std::io;

use clap::Args;

use super::{Ctx, Out};
use crate::diagram::{Diagram, Style};
use crate::i18n::{Arg, Message};
use crate::{Bitboard, Square};

#[derive(Args, Debug)]
pub(crate) struct ShowArgs {
    /// The position (FEN). Read leniently: a lone piece on an empty board is fine.
    #[arg(long)]
    fen: String,
    /// Mark every square the piece on this square can move to (`*` in the lasker and ascii
    /// styles, `•` in unicode, a dot in svg), as Lasker's
    /// diagrams do (moves are judged as if it were that piece's side to move).
    #[arg(long, value_name = "SQUARE")]
    reach: Option<String>,
    /// `lasker` (the diagrams of Edward Lasker's *Chess Strategy*, 1915), `unicode`
    /// (figurines), `ascii` (FEN's letters, explained under the board), or `svg` (a drawn board, the reach marked with Lasker's dots, a
    /// legend in --lang).
    #[arg(long, default_value = "unicode", value_parser = parse_style)]
    style: ShowStyle,
    /// With --style svg: the side the board is seen from.
    #[arg(long, value_name = "white|black", value_parser = super::picture::orientation_parser())]
    orientation: Option<crate::Color>,
}

/// A text diagram, or a drawn board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ShowStyle {
    Text(Style),
    Svg,
}

fn parse_style(s: &str) -> Result<ShowStyle, String> {
    if s.eq_ignore_ascii_case("svg") {
        return Ok(ShowStyle::Svg);
    }
    s.parse().map(ShowStyle::Text).map_err(|e: crate::diagram::UnknownStyle| format!("{e}, or svg"))
}

pub(crate) fn run(ctx: &Ctx, args: ShowArgs, out: &mut Out) -> io::Result<i32> {
    let pos = match super::moves::load(&args.fen, true) {
        Ok(pos) => pos,
        Err(e) => {
            out.error_of(ctx, &e)?;
            return Ok(2);
        }
    };
    let mut reach_of = None;
    let marks = match &args.reach {
        None => Bitboard::EMPTY,
        Some(text) => {
            let Ok(sq) = crate::notation::with_latin_files(text.trim()).parse::<Square>() else {
                out.error(ctx, Message::new("cli-error-square").arg("text", Arg::input(text)))?;
                return Ok(2);
            };
            if pos.board().piece_at(sq).is_none() {
                out.error(ctx, Message::new("show-error-empty-square").arg("square", Arg::Square(sq)))?;
                return Ok(2);
            }
            reach_of = Some(sq);
            pos.reach(sq)
        }
    };
    match args.style {
        ShowStyle::Text(style) => {
            write!(out.stdout, "{}", Diagram::new(pos.board().clone(), marks).render(style))?;
            match style {
                Style::Ascii => write_ascii_legend(ctx, &pos, reach_of.map(|sq| (sq, marks)), out)?,
                // Figurines explain themselves, their marks do not: whose moves they are, and
                // whose move it is (review 27a, G-4).
                Style::Unicode => {
                    if let Some(square) = reach_of {
                        write_reach_legend(ctx, &pos, square, marks, ("•", "brackets"), out)?;
                        write_to_move(ctx, &pos, out)?;
                    }
                }
                // Lasker's 1915 signs are his, not a reader's today: said under the board as
                // the ascii letters are (review 28a, G-6).
                Style::Lasker => {
                    writeln!(out.stdout, "{}", ctx.tr(&Message::new("show-legend-lasker-signs")))?;
                    if let Some(square) = reach_of {
                        write_reach_legend(ctx, &pos, square, marks, ("*", "star"), out)?;
                    }
                    write_to_move(ctx, &pos, out)?;
                }
            }
        }
        ShowStyle::Svg => {
            let picture = crate::picture::Picture::of_reach(pos.board().clone(), marks, ctx.l10n, &ctx.lang)
                .with_orientation(args.orientation.unwrap_or(crate::Color::White));
            write!(out.stdout, "{}", picture.svg())?
        }
    }
    Ok(0)
}

/// Under an ASCII diagram, what its letters and marks mean and whose move it is: FEN's
/// letters are English, and a reader in another language meets them unexplained. (Lasker's
/// diagrams are his, explained in Article 2.3's scenarios; figurines explain themselves.)
fn write_ascii_legend(
    ctx: &Ctx,
    pos: &crate::Position,
    reach: Option<(Square, Bitboard)>,
    out: &mut Out,
) -> io::Result<()> {
    writeln!(out.stdout, "{}", ctx.tr(&Message::new("show-legend-ascii-letters")))?;
    if let Some((square, marks)) = reach {
        write_reach_legend(ctx, pos, square, marks, ("*", "brackets"), out)?;
    }
    write_to_move(ctx, pos, out)
}

/// What the marks of `--reach` are: the squares the piece on `square` can (or, on its side's
/// turn, could) move to, marked with `mark`, and the pieces it can capture, marked as `taken`
/// says (`brackets`, or Lasker's `star` before the letter).
fn write_reach_legend(
    ctx: &Ctx,
    pos: &crate::Position,
    square: Square,
    marks: Bitboard,
    (mark, taken): (&str, &'static str),
    out: &mut Out,
) -> io::Result<()> {
    let Some(piece) = pos.board().piece_at(square) else { return Ok(()) };
    let captures = (marks & pos.board().occupied()).count();
    // A piece of the side not to move: its moves are what they would be on its turn.
    let to_move = piece.color == pos.turn();
    let msg = Message::new("show-legend-reach")
        .arg("piece", Arg::Role(piece.role))
        .arg("color", Arg::Color(piece.color))
        .arg("square", Arg::Square(square))
        .arg("marked", Arg::Number((marks.count() - captures) as i64))
        .arg("mark", Arg::Text(mark.to_owned()))
        .arg("to-move", Arg::Keyword(if to_move { "yes" } else { "no" }))
        .arg("captures", Arg::Number(captures as i64))
        .arg("taken", Arg::Keyword(taken));
    writeln!(out.stdout, "{}", ctx.tr(&msg))
}

/// «Ход чёрных.»
fn write_to_move(ctx: &Ctx, pos: &crate::Position, out: &mut Out) -> io::Result<()> {
    writeln!(out.stdout, "{}.", ctx.tr(&Message::new("position-to-move").arg("color", Arg::Color(pos.turn()))))
}
