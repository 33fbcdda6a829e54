//! `arbiter explain`: the ruling on one move, for people (text) or tools (JSON).

use std::io::{self, BufRead};

use clap::Args;
use serde::{Deserialize, Serialize};

use super::{Ctx, EditionArg, Format, Out};
use crate::i18n::{Arg, Explanation, Localize, Message, cite, explain, with_citation};
use crate::laws::touch_move::{Touch, adjudicate_touched, parse_touches};
use crate::notation::{Notation, San};
use crate::{Attempt, Bitboard, Edition, Position, RuleId, Ruling, Square, Violation};

#[derive(Args, Debug)]
pub(crate) struct ExplainArgs {
    /// The position (FEN).
    #[arg(long, required_unless_present = "batch")]
    fen: Option<String>,
    /// The move: UCI, SAN, long algebraic, or SAN in the --lang language's letters.
    #[arg(long = "move", value_name = "MOVE", required_unless_present = "batch", allow_hyphen_values = true)]
    mv: Option<String>,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` for people, `json` for tools, `svg` for the ruling drawn as a board, `html`
    /// for a page with the picture, the sentences and the articles quoted.
    #[arg(long, value_enum, default_value = "text")]
    format: super::picture::ExplainFormat,
    /// With --format svg|html: the side the board is seen from (default: the side of the
    /// piece that moves).
    #[arg(long, value_name = "white|black", value_parser = super::picture::parse_orientation)]
    orientation: Option<crate::Color>,
    /// Read JSON lines `{"fen": …, "move": …}` from standard input; write one JSON ruling
    /// per line.
    #[arg(long, conflicts_with_all = ["fen", "mv"])]
    batch: bool,
    /// Accept positions that cannot arise in a game (Article 3.10.3).
    #[arg(long)]
    lenient: bool,
    /// The pieces the player touched before moving, in order (Article 4): squares
    /// separated by commas (`e1,h1`); `e2+e7` for pieces touched at once or in an order
    /// nobody can tell; `e8=Q` for a promotion piece placed on the square of promotion.
    #[arg(long, value_name = "SQ,SQ…")]
    touch: Option<String>,
    /// Append the text of every article cited (the quote, or our summary, labelled), for
    /// teaching tools. With --format json: a `quotes` array.
    #[arg(long)]
    quote: bool,
    /// Squares whose pieces the player adjusted after announcing it ("I adjust",
    /// Article 4.2.1): touching them obliges nothing.
    #[arg(long, value_name = "SQ,SQ…")]
    adjust: Option<String>,
}

/// One violation in the JSON of DESIGN.md.
#[derive(Serialize, Debug)]
pub(crate) struct JsonViolation {
    rule: String,
    article: String,
    edition: String,
    message: String,
}

/// A ruling in the JSON of DESIGN.md.
#[derive(Serialize, Debug)]
pub(crate) struct JsonRuling {
    fen: String,
    #[serde(rename = "move")]
    mv: String,
    uci: Option<String>,
    legal: bool,
    violations: Vec<JsonViolation>,
    explanation: String,
}

/// Bad input in JSON.
#[derive(Serialize, Debug)]
pub(crate) struct JsonError {
    error: JsonErrorBody,
}

#[derive(Serialize, Debug)]
struct JsonErrorBody {
    kind: &'static str,
    message: String,
}

#[derive(Deserialize, Debug)]
struct BatchLine {
    fen: String,
    #[serde(rename = "move")]
    mv: String,
    #[serde(default)]
    touch: Vec<String>,
    #[serde(default)]
    adjust: Vec<String>,
}

/// What went wrong with the input, as a JSON kind and a localized message.
pub(crate) struct BadInput {
    pub(crate) kind: &'static str,
    pub(crate) message: Message,
}

/// The ruling, its move in UCI when known, and the move as the user wrote it.
pub(crate) struct Judged {
    pub(crate) ruling: Ruling,
    pub(crate) uci: Option<String>,
    san: Option<String>,
}

/// What the player touched before moving.
#[derive(Default)]
pub(crate) struct Touched {
    touches: Vec<Touch>,
    adjusted: Bitboard,
}

fn bad_touch(item: String) -> BadInput {
    BadInput { kind: "touch", message: Message::new("cli-error-touch").arg("item", Arg::Text(item)) }
}

impl Touched {
    pub(crate) fn parse(touch: &[String], adjust: &[String]) -> Result<Touched, BadInput> {
        let mut touches = Vec::new();
        for item in touch {
            touches.extend(parse_touches(item).map_err(|e| bad_touch(e.item))?);
        }
        let mut adjusted = Bitboard::EMPTY;
        for item in adjust.iter().flat_map(|a| a.split(',')).map(str::trim).filter(|s| !s.is_empty()) {
            adjusted.add(item.parse::<Square>().map_err(|_| bad_touch(item.to_owned()))?);
        }
        Ok(Touched { touches, adjusted })
    }
}

pub(crate) fn judge_touched(
    ctx: &Ctx,
    fen: &str,
    text: &str,
    lenient: bool,
    touched: &Touched,
) -> Result<(Position, Judged), BadInput> {
    let pos = super::moves::load(fen, lenient).map_err(|e| BadInput {
        kind: match e {
            crate::PositionError::Fen(_) => "fen",
            crate::PositionError::Illegal(_) => "position",
        },
        message: e.message(),
    })?;
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    let notation = Notation::parse(text, &[&alphabet]).map_err(|e| BadInput { kind: "move", message: e.message() })?;
    let mut ruling = notation.adjudicate(&pos);
    if let (Ruling::Legal(m), false) = (&ruling, touched.touches.is_empty() && touched.adjusted.is_empty()) {
        ruling = adjudicate_touched(&pos, Attempt::from_move(*m), &touched.touches, touched.adjusted);
    }
    let uci = match (&ruling, &notation) {
        (Ruling::Legal(m), _) => Some(m.uci()),
        (_, Notation::Uci(u)) => Some(u.to_string()),
        (Ruling::Illegal(i), Notation::San(_)) => {
            attempt_of(i.primary()).map(|a| crate::notation::Uci::from_attempt(a).to_string())
        }
    };
    let san = match &ruling {
        Ruling::Legal(m) => Some(San::from_move(&pos, *m).write(&alphabet)),
        Ruling::Illegal(_) => None,
    };
    Ok((pos, Judged { ruling, uci, san }))
}

/// The from/to squares a violation is about, when it is about one move.
fn attempt_of(v: &Violation) -> Option<Attempt> {
    use Violation::*;
    match *v {
        OwnPieceOnTargetSquare { from, to, .. }
        | MovePattern { from, to, .. }
        | PieceInTheWay { from, to, .. }
        | PawnForwardSquareOccupied { from, to, .. }
        | PawnDoubleStepNotFirstMove { from, to, .. }
        | PawnDoubleStepBlocked { from, to, .. }
        | PawnDiagonalWithoutCapture { from, to, .. }
        | EnPassantNotImmediately { from, to, .. }
        | PromotionPieceRequired { from, to, .. }
        | KingMovedIntoCheck { from, to, .. }
        | KingExposedToCheck { from, to, .. }
        | EnPassantExposesKing { from, to, .. }
        | KingLeftInCheck { from, to, .. } => Some(Attempt::new(from, to)),
        PromotionPieceInvalid { from, to, promotion, .. } | PromotionOnlyOnLastRank { from, to, promotion, .. } => {
            Some(Attempt { from, to, promotion: Some(promotion) })
        }
        CastlingRookHasMoved { color, side, .. }
        | CastlingPieceMovedEarlier { color, side, .. }
        | CastlingRightLost { color, side }
        | CastlingOutOfCheck { color, side, .. }
        | CastlingAcrossAttackedSquare { color, side, .. }
        | CastlingIntoCheck { color, side, .. }
        | CastlingPieceBetween { color, side, .. } => {
            Some(Attempt::new(crate::CastlingSide::king_from(color), side.king_to(color)))
        }
        _ => None,
    }
}

fn explanation(ctx: &Ctx, judged: &Judged, edition: Edition) -> Explanation {
    explain(judged.ruling.violations(), ctx.l10n, &ctx.lang, edition)
}

fn legal_sentence(ctx: &Ctx, judged: &Judged, edition: Edition) -> String {
    let sentence = ctx.tr(&Message::new("explain-legal")
        .arg("move", Arg::Text(judged.san.clone().unwrap_or_default()))
        .arg("uci", Arg::Text(judged.uci.clone().unwrap_or_default())));
    with_citation(ctx.l10n, &ctx.lang, sentence, cite(ctx.l10n, &ctx.lang, RuleId::LegalMove, edition).text)
}

pub(crate) fn json_ruling(ctx: &Ctx, fen: &str, text: &str, judged: &Judged, edition: Edition) -> JsonRuling {
    let ex = explanation(ctx, judged, edition);
    let legal = judged.ruling.is_legal();
    JsonRuling {
        fen: fen.to_owned(),
        mv: text.to_owned(),
        uci: judged.uci.clone(),
        legal,
        violations: ex
            .sentences
            .iter()
            .map(|s| JsonViolation {
                rule: s.rule.as_str().to_owned(),
                article: s.article.clone(),
                edition: s.edition.year().to_owned(),
                message: s.message.clone(),
            })
            .collect(),
        explanation: if legal { legal_sentence(ctx, judged, edition) } else { ex.text() },
    }
}

pub(crate) fn json_error(ctx: &Ctx, bad: &BadInput) -> JsonError {
    JsonError { error: JsonErrorBody { kind: bad.kind, message: ctx.tr(&bad.message) } }
}

pub(crate) fn run(ctx: &Ctx, args: ExplainArgs, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    let edition = args.edition.edition;
    if args.batch {
        return run_batch(ctx, edition, args.lenient, stdin, out);
    }
    let format = match args.format.plain() {
        Ok(format) => format,
        Err(picture) => return super::picture::explain(ctx, &args.picture_request(picture, edition), out),
    };
    let (Some(fen), Some(text)) = (args.fen.as_deref(), args.mv.as_deref()) else {
        // clap requires both without --batch.
        return Ok(2);
    };
    let list = |s: &Option<String>| s.iter().cloned().collect::<Vec<String>>();
    let judged = match Touched::parse(&list(&args.touch), &list(&args.adjust))
        .and_then(|touched| judge_touched(ctx, fen, text, args.lenient, &touched))
    {
        Ok((_, judged)) => judged,
        Err(bad) => {
            match format {
                Format::Json => writeln!(out.stdout, "{}", to_json(&json_error(ctx, &bad)))?,
                Format::Text => out.error(ctx, bad.message)?,
            }
            return Ok(2);
        }
    };
    let code = if judged.ruling.is_legal() { 0 } else { 1 };
    match format {
        Format::Json => {
            let mut value = serde_json::to_value(json_ruling(ctx, fen, text, &judged, edition)).unwrap_or_default();
            if args.quote {
                let quotes: Vec<serde_json::Value> = cited_articles(&judged)
                    .iter()
                    .map(|a| {
                        serde_json::json!({
                            "article": a.number,
                            "text": super::quote::article_text(ctx, a, edition, false),
                        })
                    })
                    .collect();
                value["quotes"] = serde_json::Value::Array(quotes);
            }
            writeln!(out.stdout, "{}", to_json(&value))?
        }
        Format::Text => {
            if judged.ruling.is_legal() {
                writeln!(out.stdout, "{}", legal_sentence(ctx, &judged, edition))?;
            } else {
                let heading = Message::new("explain-illegal").arg("move", Arg::Text(text.to_owned()));
                writeln!(out.stdout, "{}", ctx.tr(&heading))?;
                writeln!(out.stdout, "{}", explanation(ctx, &judged, edition).text())?;
            }
            if args.quote {
                for article in cited_articles(&judged) {
                    writeln!(out.stdout, "\n{}", super::quote::article_text(ctx, article, edition, false).trim_end())?;
                }
            }
        }
    }
    Ok(code)
}

impl ExplainArgs {
    fn picture_request(&self, kind: super::picture::PictureKind, edition: Edition) -> super::picture::Request<'_> {
        super::picture::Request {
            kind,
            fen: self.fen.as_deref().unwrap_or_default(),
            mv: self.mv.as_deref().unwrap_or_default(),
            touch: self.touch.iter().cloned().collect(),
            adjust: self.adjust.iter().cloned().collect(),
            lenient: self.lenient,
            edition,
            orientation: self.orientation,
        }
    }
}

/// The articles a ruling cites, each once, in order (3.10.1 for a legal move).
pub(crate) fn cited_articles(judged: &Judged) -> Vec<&'static crate::rulebook::Article> {
    let registry = crate::Registry::global();
    let mut out: Vec<&crate::rulebook::Article> = Vec::new();
    if judged.ruling.is_legal() {
        out.extend(registry.article_for(RuleId::LegalMove));
    }
    for v in judged.ruling.violations() {
        if let Some(a) = registry.article_for(v.rule())
            && !out.iter().any(|o| o.number == a.number)
        {
            out.push(a);
        }
    }
    out
}

pub(crate) fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value)
        .unwrap_or_else(|e| format!("{{\"error\": {{\"kind\": \"internal\", \"message\": \"{e}\"}}}}"))
}

fn run_batch(ctx: &Ctx, edition: Edition, lenient: bool, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    let mut code = 0;
    let mut line = String::new();
    let mut number = 0i64;
    loop {
        line.clear();
        if stdin.read_line(&mut line)? == 0 {
            break;
        }
        number += 1;
        if line.trim().is_empty() {
            continue;
        }
        let request: BatchLine = match serde_json::from_str(&line) {
            Ok(r) => r,
            Err(e) => {
                code = 2;
                let bad = BadInput {
                    kind: "json",
                    message: Message::new("cli-error-json")
                        .arg("line", Arg::Number(number))
                        .arg("reason", Arg::Text(e.to_string())),
                };
                writeln!(out.stdout, "{}", to_json(&json_error(ctx, &bad)))?;
                continue;
            }
        };
        let judged = Touched::parse(&request.touch, &request.adjust)
            .and_then(|touched| judge_touched(ctx, &request.fen, &request.mv, lenient, &touched));
        match judged {
            Ok((_, judged)) => {
                writeln!(out.stdout, "{}", to_json(&json_ruling(ctx, &request.fen, &request.mv, &judged, edition)))?
            }
            Err(bad) => {
                code = 2;
                writeln!(out.stdout, "{}", to_json(&json_error(ctx, &bad)))?;
            }
        }
    }
    Ok(code)
}
