//! The endpoints. Each answer has the command line's JSON shape; bad input is `400` with
//! `{"error": {"kind": …, "message": …}}`, the message in the language asked for.

use axum::body::Bytes;
use axum::extract::Query;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use crate::cli::Ctx;
use crate::cli::explain::{BadInput, Judged, Touched, cited_articles, json_ruling, judge_touched};
use crate::i18n::{Arg, Localizer, Message};
use crate::notation::San;
use crate::picture::Picture;
use crate::rulebook::TextKind;
use crate::{Edition, Game, Registry};

/// A request the service cannot answer, as the typed error JSON.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    kind: &'static str,
    message: String,
}

impl ApiError {
    /// An error with its HTTP status, kind and (already localized) message.
    pub fn new(status: StatusCode, kind: &'static str, message: String) -> ApiError {
        ApiError { status, kind, message }
    }

    fn bad(ctx: &Ctx, bad: &BadInput) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, bad.kind, ctx.tr(&bad.message))
    }
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: ErrorFields<'a>,
}

#[derive(Serialize)]
struct ErrorFields<'a> {
    kind: &'a str,
    message: &'a str,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody { error: ErrorFields { kind: self.kind, message: &self.message } };
        let json = serde_json::to_vec(&body).unwrap_or_default();
        (self.status, [(header::CONTENT_TYPE, "application/json")], json).into_response()
    }
}

fn json_response<T: Serialize>(value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(bytes) => ([(header::CONTENT_TYPE, "application/json")], bytes).into_response(),
        Err(e) => ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()).into_response(),
    }
}

/// The language: the `lang` parameter, else `Accept-Language`, else English.
fn context(lang: Option<&str>, headers: &HeaderMap) -> Result<Ctx, ApiError> {
    let l10n = Localizer::global();
    if let Some(wanted) = lang.filter(|l| !l.is_empty()) {
        return match l10n.negotiate(&[wanted]) {
            Some(lang) => Ok(Ctx { l10n, lang }),
            None => {
                let msg = Message::new("cli-error-unknown-lang")
                    .arg("lang", Arg::Text(wanted.to_owned()))
                    .arg("available", Arg::Text(l10n.available().join(", ")));
                Err(ApiError::new(StatusCode::BAD_REQUEST, "lang", l10n.format(&l10n.english(), &msg)))
            }
        };
    }
    let accepted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map(fluent_langneg::accepted_languages::parse)
        .unwrap_or_default();
    let wanted: Vec<String> = accepted.iter().map(ToString::to_string).collect();
    let lang = l10n.negotiate(&wanted).unwrap_or_else(|| l10n.english());
    Ok(Ctx { l10n, lang })
}

fn edition(ctx: &Ctx, text: Option<&str>) -> Result<Edition, ApiError> {
    match text {
        None | Some("") => Ok(Edition::E2023),
        Some(t) => t.parse().map_err(|_| {
            let msg = Message::new("serve-error-edition").arg("edition", Arg::Text(t.to_owned()));
            ApiError::new(StatusCode::BAD_REQUEST, "edition", ctx.tr(&msg))
        }),
    }
}

fn english() -> Ctx {
    let l10n = Localizer::global();
    Ctx { l10n, lang: l10n.english() }
}

fn query_error(headers: &HeaderMap, e: &QueryRejection) -> ApiError {
    let ctx = context(None, headers).unwrap_or_else(|_| english());
    let msg = Message::new("serve-error-query").arg("reason", Arg::Text(e.body_text()));
    ApiError::new(StatusCode::BAD_REQUEST, "query", ctx.tr(&msg))
}

fn body_error(headers: &HeaderMap, e: &BytesRejection) -> ApiError {
    let ctx = context(None, headers).unwrap_or_else(|_| english());
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            ctx.tr(&Message::new("serve-error-too-large")),
        );
    }
    ApiError::new(e.status(), "body", e.body_text())
}

/// A list written `e1,h1` in a query, or a JSON array.
#[derive(Deserialize, Debug, Default)]
#[serde(untagged)]
enum List {
    #[default]
    None,
    One(String),
    Many(Vec<String>),
}

impl List {
    fn items(&self) -> Vec<String> {
        match self {
            List::None => Vec::new(),
            List::One(s) => vec![s.clone()],
            List::Many(v) => v.clone(),
        }
    }
}

fn yes(flag: &Option<String>) -> bool {
    matches!(flag.as_deref(), Some("1" | "true" | "yes" | ""))
}

/// What `/api/explain` and `/api/picture` take, in the query or as a JSON body: the
/// `explain --batch` line (`fen`, `move`, `touch`, `adjust`) and the options.
#[derive(Deserialize, Debug)]
pub(crate) struct ExplainRequest {
    fen: String,
    #[serde(rename = "move")]
    mv: String,
    #[serde(default)]
    touch: List,
    #[serde(default)]
    adjust: List,
    lang: Option<String>,
    edition: Option<String>,
    #[serde(default, deserialize_with = "flag")]
    lenient: Option<String>,
    /// Add the text of every article cited (`quotes`), as `explain --quote`.
    #[serde(default, deserialize_with = "flag")]
    quote: Option<String>,
    /// Add the ruling's picture (`svg`).
    #[serde(default, deserialize_with = "flag")]
    picture: Option<String>,
    orientation: Option<String>,
}

/// A flag given as `true`/`false` in JSON or `1`/`true` in a query.
fn flag<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Flag {
        Bool(bool),
        Text(String),
    }
    Ok(Some(match Flag::deserialize(d)? {
        Flag::Bool(true) => "true".to_owned(),
        Flag::Bool(false) => "false".to_owned(),
        Flag::Text(t) => t,
    }))
}

struct Judgement {
    ctx: Ctx,
    edition: Edition,
    pos: crate::Position,
    judged: Judged,
}

fn judge(req: &ExplainRequest, headers: &HeaderMap) -> Result<Judgement, ApiError> {
    let ctx = context(req.lang.as_deref(), headers)?;
    let edition = edition(&ctx, req.edition.as_deref())?;
    let touch: Vec<String> = req.touch.items();
    let adjust: Vec<String> = req.adjust.items();
    let (pos, judged) = Touched::parse(&touch, &adjust)
        .and_then(|touched| judge_touched(&ctx, &req.fen, &req.mv, yes(&req.lenient), &touched))
        .map_err(|bad| ApiError::bad(&ctx, &bad))?;
    Ok(Judgement { ctx, edition, pos, judged })
}

fn picture_of(j: &Judgement, req: &ExplainRequest) -> Picture {
    let attempt =
        j.judged.uci.as_deref().and_then(|u| u.parse::<crate::notation::Uci>().ok()).map(crate::notation::Uci::attempt);
    let mut p = Picture::of_ruling(&j.pos, &j.judged.ruling, attempt, j.ctx.l10n, &j.ctx.lang, j.edition);
    match req.orientation.as_deref() {
        Some("white") => p = p.with_orientation(crate::Color::White),
        Some("black") => p = p.with_orientation(crate::Color::Black),
        _ => {}
    }
    p
}

fn explain(req: ExplainRequest, headers: &HeaderMap) -> Response {
    let j = match judge(&req, headers) {
        Ok(j) => j,
        Err(e) => return e.into_response(),
    };
    let ruling = json_ruling(&j.ctx, &req.fen, &req.mv, &j.judged, j.edition);
    if !yes(&req.quote) && !yes(&req.picture) {
        return json_response(&ruling);
    }
    let mut value = serde_json::to_value(&ruling).unwrap_or_default();
    if yes(&req.quote) {
        let quotes: Vec<serde_json::Value> = cited_articles(&j.judged)
            .iter()
            .map(|a| {
                serde_json::json!({
                    "article": a.number,
                    "text": crate::cli::quote_text(&j.ctx, a, j.edition),
                    "html": crate::book::html::article(j.ctx.l10n, &j.ctx.lang, a, 3),
                })
            })
            .collect();
        value["quotes"] = serde_json::Value::Array(quotes);
    }
    if yes(&req.picture) {
        value["svg"] = serde_json::Value::String(picture_of(&j, &req).svg());
    }
    if let crate::Ruling::Legal(m) = j.judged.ruling
        && let Ok(after) = j.pos.play(m)
    {
        value["fen_after"] = serde_json::Value::String(after.to_fen());
    }
    json_response(&value)
}

fn picture(req: ExplainRequest, headers: &HeaderMap) -> Response {
    match judge(&req, headers) {
        Ok(j) => ([(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")], picture_of(&j, &req).svg()).into_response(),
        Err(e) => e.into_response(),
    }
}

fn body_request(headers: &HeaderMap, body: Result<Bytes, BytesRejection>) -> Result<ExplainRequest, ApiError> {
    let body = body.map_err(|e| body_error(headers, &e))?;
    serde_json::from_slice(&body).map_err(|e| {
        let ctx = context(None, headers).unwrap_or_else(|_| english());
        let msg = Message::new("cli-error-json")
            .arg("line", Arg::Number(e.line() as i64))
            .arg("reason", Arg::Text(e.to_string()));
        ApiError::new(StatusCode::BAD_REQUEST, "json", ctx.tr(&msg))
    })
}

pub(crate) async fn explain_get(headers: HeaderMap, q: Result<Query<ExplainRequest>, QueryRejection>) -> Response {
    match q {
        Ok(Query(req)) => explain(req, &headers),
        Err(e) => query_error(&headers, &e).into_response(),
    }
}

pub(crate) async fn explain_post(headers: HeaderMap, body: Result<Bytes, BytesRejection>) -> Response {
    match body_request(&headers, body) {
        Ok(req) => explain(req, &headers),
        Err(e) => e.into_response(),
    }
}

pub(crate) async fn picture_get(headers: HeaderMap, q: Result<Query<ExplainRequest>, QueryRejection>) -> Response {
    match q {
        Ok(Query(req)) => picture(req, &headers),
        Err(e) => query_error(&headers, &e).into_response(),
    }
}

pub(crate) async fn picture_post(headers: HeaderMap, body: Result<Bytes, BytesRejection>) -> Response {
    match body_request(&headers, body) {
        Ok(req) => picture(req, &headers),
        Err(e) => e.into_response(),
    }
}

/// `/api/moves?fen=…`: the legal moves, in UCI and in the reader's SAN.
#[derive(Deserialize, Debug)]
pub(crate) struct PositionQuery {
    fen: String,
    lang: Option<String>,
    edition: Option<String>,
    #[serde(default, deserialize_with = "flag")]
    lenient: Option<String>,
}

#[derive(Serialize)]
struct JsonMove {
    uci: String,
    san: String,
    from: String,
    to: String,
}

fn load(ctx: &Ctx, q: &PositionQuery) -> Result<crate::Position, ApiError> {
    use crate::i18n::Localize;
    let validation = if yes(&q.lenient) { crate::Validation::Lenient } else { crate::Validation::Strict };
    crate::Setup::from_fen(q.fen.trim())
        .map_err(crate::PositionError::Fen)
        .and_then(|setup| crate::Position::from_setup(setup, validation))
        .map_err(|e| {
            let kind = match e {
                crate::PositionError::Fen(_) => "fen",
                crate::PositionError::Illegal(_) => "position",
            };
            ApiError::new(StatusCode::BAD_REQUEST, kind, ctx.tr(&e.message()))
        })
}

fn moves_of(ctx: &Ctx, pos: &crate::Position) -> Vec<JsonMove> {
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    let mut moves: Vec<JsonMove> = pos
        .legal_moves()
        .iter()
        .map(|m| JsonMove {
            uci: m.uci(),
            san: San::from_move(pos, *m).write(&alphabet),
            from: m.from.to_string(),
            to: m.to.to_string(),
        })
        .collect();
    moves.sort_by(|a, b| a.uci.cmp(&b.uci));
    moves
}

pub(crate) async fn moves(headers: HeaderMap, q: Result<Query<PositionQuery>, QueryRejection>) -> Response {
    let Query(q) = match q {
        Ok(q) => q,
        Err(e) => return query_error(&headers, &e).into_response(),
    };
    let result = context(q.lang.as_deref(), &headers).and_then(|ctx| {
        let pos = load(&ctx, &q)?;
        Ok(serde_json::json!({ "fen": q.fen, "moves": moves_of(&ctx, &pos) }))
    });
    match result {
        Ok(v) => json_response(&v),
        Err(e) => e.into_response(),
    }
}

/// `/api/position?fen=…`: whose move, check and the checking pieces, the legal moves, how
/// the game ends here (checkmate, stalemate, dead position, …) and the draws claimable,
/// each with its article and sentence.
pub(crate) async fn position(headers: HeaderMap, q: Result<Query<PositionQuery>, QueryRejection>) -> Response {
    let Query(q) = match q {
        Ok(q) => q,
        Err(e) => return query_error(&headers, &e).into_response(),
    };
    let result = context(q.lang.as_deref(), &headers).and_then(|ctx| {
        let edition = edition(&ctx, q.edition.as_deref())?;
        let pos = load(&ctx, &q)?;
        let registry = Registry::global();
        let game = Game::new(pos.clone());
        let (ending, claims) = game.status();
        let ending = ending.map(|e| {
            serde_json::json!({
                "kind": e.kind(),
                "article": registry.article_of(e.rule(), edition).unwrap_or_default(),
                "result": e.result(),
                "message": crate::i18n::game::ending_line(ctx.l10n, &ctx.lang, edition, &e, 0, None),
            })
        });
        let claims: Vec<serde_json::Value> = claims
            .iter()
            .map(|c| {
                let declared = c
                    .declared_move()
                    .map(|m| San::from_move(&pos, m).write(&ctx.l10n.alphabet(&ctx.lang)))
                    .unwrap_or_default();
                serde_json::json!({
                    "kind": c.kind(),
                    "article": registry.article_of(c.rule(), edition).unwrap_or_default(),
                    "message": crate::i18n::game::claim_line(ctx.l10n, &ctx.lang, edition, c, 0, &declared),
                })
            })
            .collect();
        let checkers: Vec<String> = pos.checkers().map(|s| s.to_string()).collect();
        Ok(serde_json::json!({
            "fen": q.fen,
            "turn": pos.turn().name(),
            "check": pos.is_check(),
            "checkers": checkers,
            "moves": moves_of(&ctx, &pos),
            "ending": ending,
            "claims": claims,
        }))
    });
    match result {
        Ok(v) => json_response(&v),
        Err(e) => e.into_response(),
    }
}

/// `/api/quote?article=3.8.2`: the article and its sub-articles, each with its numbers,
/// its label (quote with edition, or summary), its text and that text as HTML.
#[derive(Deserialize, Debug)]
pub(crate) struct QuoteQuery {
    article: String,
    lang: Option<String>,
    edition: Option<String>,
    #[serde(default, deserialize_with = "flag")]
    only: Option<String>,
}

pub(crate) async fn quote(headers: HeaderMap, q: Result<Query<QuoteQuery>, QueryRejection>) -> Response {
    let Query(q) = match q {
        Ok(q) => q,
        Err(e) => return query_error(&headers, &e).into_response(),
    };
    let result = context(q.lang.as_deref(), &headers).and_then(|ctx| {
        let edition = edition(&ctx, q.edition.as_deref())?;
        let registry = Registry::global();
        let found = registry.lookup(&q.article, edition);
        if found.is_empty() {
            let msg = Message::new("quote-error-unknown-article")
                .arg("article", Arg::Text(q.article.clone()))
                .arg("edition", Arg::Text(edition.year().to_owned()));
            return Err(ApiError::new(StatusCode::NOT_FOUND, "article", ctx.tr(&msg)));
        }
        let code = ctx.lang.language();
        let mut articles = Vec::new();
        for a in found {
            let prefix = format!("{}.", a.number);
            for member in registry
                .articles()
                .iter()
                .filter(|m| m.number == a.number || (!yes(&q.only) && m.number.starts_with(&prefix)))
            {
                let text = member.text(code);
                let (kind, source) = match text.map(|t| &t.kind) {
                    Some(TextKind::Quote { source }) => ("quote", Some(source.clone())),
                    Some(TextKind::Summary) => ("summary", None),
                    _ => ("missing", None),
                };
                articles.push(serde_json::json!({
                    "article": member.number,
                    "number_2009": member.number_in(crate::Edition::E2009),
                    "title": member.title(code),
                    "kind": kind,
                    "source": source,
                    "text": text.map(|t| t.body.clone()).unwrap_or_default(),
                    "html": crate::book::html::article(ctx.l10n, &ctx.lang, member, 3),
                }));
            }
        }
        Ok(serde_json::json!({ "articles": articles }))
    });
    match result {
        Ok(v) => json_response(&v),
        Err(e) => e.into_response(),
    }
}

/// The piece drawings the page's board uses, as one SVG of `<symbol>`s.
pub(crate) fn pieces() -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")], crate::picture::piece_symbols()).into_response()
}

pub(crate) async fn not_found(headers: HeaderMap) -> Response {
    let ctx = context(None, &headers).unwrap_or_else(|_| english());
    ApiError::new(StatusCode::NOT_FOUND, "not-found", ctx.tr(&Message::new("serve-error-not-found"))).into_response()
}

pub(crate) fn timeout(headers: &HeaderMap) -> ApiError {
    let ctx = context(None, headers).unwrap_or_else(|_| english());
    ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "timeout", ctx.tr(&Message::new("serve-error-timeout")))
}

#[derive(Deserialize, Debug)]
pub(crate) struct PageQuery {
    lang: Option<String>,
}

/// The page's words, in the language of the request: `{{message-id}}` in `web/index.html`
/// becomes the message, `{{lang}}` the language, `{{pieces}}` the piece drawings,
/// `{{languages}}` links to the page in every language.
pub(crate) async fn page(headers: HeaderMap, q: Result<Query<PageQuery>, QueryRejection>) -> Response {
    let lang = q.ok().and_then(|Query(q)| q.lang);
    let ctx = match context(lang.as_deref(), &headers) {
        Ok(ctx) => ctx,
        Err(e) => return e.into_response(),
    };
    let template = super::INDEX_HTML;
    let mut out = String::with_capacity(template.len() + 8 * 1024);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let Some(end) = rest[start..].find("}}") else { break };
        let key = &rest[start + 2..start + end];
        match key {
            "lang" => out.push_str(ctx.lang.language()),
            "pieces" => out.push_str(&crate::picture::piece_symbols()),
            "languages" => {
                for code in Registry::global().languages() {
                    let other = ctx.l10n.negotiate(&[code]).unwrap_or_else(|| ctx.l10n.english());
                    let name = ctx.l10n.format(&other, &Message::new("book-language-name"));
                    let current = if other.language() == ctx.lang.language() { " aria-current=\"page\"" } else { "" };
                    out.push_str(&format!(
                        "<a href=\"/?lang={code}\" hreflang=\"{code}\" lang=\"{code}\"{current}>{}</a>",
                        crate::book::html::escape(&name)
                    ));
                }
            }
            id => {
                let id: &'static str = PAGE_MESSAGES.iter().find(|m| **m == id).copied().unwrap_or("serve-page-title");
                out.push_str(&crate::book::html::escape(&ctx.tr(&Message::new(id))));
            }
        }
        rest = &rest[start + end + 2..];
    }
    out.push_str(rest);
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], out).into_response()
}

/// The messages `web/index.html` uses (a test checks the template names no other).
pub(crate) const PAGE_MESSAGES: &[&str] = &[
    "serve-page-title",
    "serve-page-intro",
    "serve-page-fen",
    "serve-page-set",
    "serve-page-start",
    "serve-page-flip",
    "serve-page-promotion",
    "serve-page-ruling",
    "serve-page-articles",
    "serve-page-waiting",
    "serve-page-board",
    "serve-page-error",
    "piece-queen",
    "piece-rook",
    "piece-bishop",
    "piece-knight",
];
