//! The endpoints. Each answer is the command line's JSON for the same input —
//! `explain --format json` (`docs/schema/ruling.json`), `moves --format json`
//! (`moves.json`), `quote --format json` (`quote.json`), `position --format json`
//! (`position.json`); bad input is answered with the command line's typed error JSON
//! (`error.json`), the message in the language asked for.
//!
//! The synchronous work of every request (rulings, sentences, pictures) runs on tokio's
//! blocking pool ([`off_the_workers`]), so the async workers keep accepting and answering
//! and the per-request timeout answers `503` on time.

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{FromRequest, Query, Request};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::cli::Ctx;
use crate::cli::explain::{BadInput, Judged, Touched, json_quotes, json_ruling, judge_touched};
use crate::cli::json::JsonError;
use crate::i18n::{Arg, Localize, Localizer, Message};
use crate::picture::Picture;
use crate::{Edition, Registry};

/// A request the service cannot answer: its HTTP status and the typed error JSON of the
/// command line (`docs/schema/error.json`).
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    body: JsonError,
}

impl ApiError {
    /// An error with its HTTP status, kind and (already localized) message.
    pub fn new(status: StatusCode, kind: &'static str, message: String) -> ApiError {
        ApiError { status, body: JsonError::new(kind, None, message) }
    }

    fn bad(ctx: &Ctx, bad: &BadInput) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, bad.kind, ctx.tr(&bad.message))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, json(&self.body)).into_response()
    }
}

/// A JSON answer.
fn json<T: Serialize>(value: &T) -> Response {
    let mut bytes = Vec::with_capacity(1024);
    match serde_json::to_writer(&mut bytes, value) {
        Ok(()) => ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], bytes).into_response(),
        Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()).into_response(),
    }
}

/// The language: the `lang` parameter, else `Accept-Language`, else English.
fn context(lang: Option<&str>, accept: Option<&HeaderValue>) -> Result<Ctx, ApiError> {
    let l10n = Localizer::global();
    if let Some(wanted) = lang.filter(|l| !l.is_empty()) {
        return match known(wanted).or_else(|| l10n.negotiate(&[wanted])) {
            Some(lang) => Ok(Ctx { l10n, lang }),
            None => {
                let msg = Message::new("cli-error-unknown-lang")
                    .arg("lang", Arg::input(wanted))
                    .arg("available", Arg::Text(l10n.languages().join(", ")));
                Err(ApiError::new(StatusCode::BAD_REQUEST, "lang", l10n.format(&l10n.english(), &msg)))
            }
        };
    }
    let Some(accepted) = accept.and_then(|v| v.to_str().ok()) else {
        return Ok(Ctx { l10n, lang: l10n.english() });
    };
    let lang = known(accepted).unwrap_or_else(|| {
        let wanted: Vec<String> =
            fluent_langneg::accepted_languages::parse(accepted).iter().map(ToString::to_string).collect();
        l10n.negotiate(&wanted).unwrap_or_else(|| l10n.english())
    });
    Ok(Ctx { l10n, lang })
}

/// `Localizer::negotiate` of one of the tags of the loaded locales (`en`, `en-US`, `ru`…:
/// what nearly every request names), negotiated once; `None` for any other tag.
fn known(wanted: &str) -> Option<crate::i18n::Lang> {
    static KNOWN: std::sync::OnceLock<Vec<(String, crate::i18n::Lang)>> = std::sync::OnceLock::new();
    let l10n = Localizer::global();
    let known = KNOWN.get_or_init(|| {
        let mut tags: Vec<String> = l10n.available();
        tags.extend(l10n.available().iter().filter_map(|t| t.split('-').next().map(str::to_owned)));
        tags.into_iter().filter_map(|t| l10n.negotiate(&[t.as_str()]).map(|lang| (t, lang))).collect()
    });
    known.iter().find(|(tag, _)| tag.eq_ignore_ascii_case(wanted)).map(|(_, lang)| lang.clone())
}

/// The language of `Accept-Language` alone, for errors found before the parameters are read.
fn reader(accept: Option<&HeaderValue>) -> Ctx {
    context(None, accept).unwrap_or_else(|_| {
        let l10n = Localizer::global();
        Ctx { l10n, lang: l10n.english() }
    })
}

fn edition(ctx: &Ctx, text: Option<&str>) -> Result<Edition, ApiError> {
    match text {
        None | Some("") => Ok(Edition::E2023),
        Some(t) => t.parse().map_err(|_| {
            let years = Edition::ALL.iter().map(|e| e.year().to_owned()).collect();
            let valid = ctx.l10n.join_or(&ctx.lang, years, &mut Vec::new());
            let msg = Message::new("serve-error-edition").arg("edition", Arg::input(t)).arg("valid", Arg::Text(valid));
            ApiError::new(StatusCode::BAD_REQUEST, "edition", ctx.tr(&msg))
        }),
    }
}

/// The parameters of a request — from the query string, or from a JSON body for a
/// `POST` — with the request's `Accept-Language`. Parameters that cannot be read are
/// `400` (`query`, `json`), a body over the limit `413` (`too-large`).
pub(crate) struct Params<T> {
    asked: Asked,
    value: T,
}

/// How a request asks for its language, besides its own `lang` parameter: a POST's query
/// `lang` (its body's `lang` is in the value), and `Accept-Language`.
pub(crate) struct Asked {
    accept: Option<HeaderValue>,
    query_lang: Option<String>,
}

impl Asked {
    /// The language the request asks for: a POST's query `lang`, else `own` (the query's or
    /// the body's `lang`), else `Accept-Language` — one choice for the answer and for an
    /// error in the body (review 20, C-6).
    fn ctx(&self, own: Option<&str>) -> Result<Ctx, ApiError> {
        context(self.query_lang.as_deref().or(own), self.accept.as_ref())
    }
}

/// What each key of a request must hold, so that a value of the wrong kind is named with
/// its key, as `explain --batch` names it (`cli-error-batch-key-type`), rather than by the
/// column where the JSON reader stopped (review 20, C-7).
pub(crate) trait Keys {
    /// The kind of value `key` takes: `string`, `boolean`, `squares` or `edition` (the
    /// keywords of `cli-error-batch-key-type`), and whether `null` stands for its absence.
    fn kind_of(key: &str) -> Option<(&'static str, bool)>;
}

/// Whether a JSON body's `value` is of `kind`.
fn fits(kind: &str, value: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (kind, value) {
        ("boolean", Value::Bool(_)) | ("string" | "edition" | "squares", Value::String(_)) => true,
        ("squares", Value::Array(items)) => items.iter().all(Value::is_string),
        _ => false,
    }
}

/// The first key of a JSON body whose value is not of its kind, with that kind.
fn mistyped<T: Keys>(body: &serde_json::Value) -> Option<(String, &'static str)> {
    body.as_object()?.iter().find_map(|(key, value)| {
        let (kind, nullable) = T::kind_of(key)?;
        let absent = nullable && value.is_null();
        (!absent && !fits(kind, value)).then(|| (key.clone(), kind))
    })
}

/// The first flag of a query whose value is none of the words a flag takes
/// (`1`/`true`/`yes`, or nothing, for on; `0`/`false`/`no` for off).
fn mistyped_flag<T: Keys>(query: Option<&str>) -> Option<String> {
    query?.split('&').filter_map(|pair| pair.split_once('=')).find_map(|(key, value)| {
        (T::kind_of(key).map(|(kind, _)| kind) == Some("boolean") && Flag::word(value).is_none())
            .then(|| key.to_owned())
    })
}

impl<S: Send + Sync, T: DeserializeOwned + Keys> FromRequest<S> for Params<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Params<T>, ApiError> {
        let accept = req.headers().get(header::ACCEPT_LANGUAGE).cloned();
        let mut query_lang = None;
        let value = if req.method() == Method::POST {
            let query = req.uri().query().map(str::to_owned);
            query_lang = lang_parameter(query.as_deref()).filter(|l| !l.is_empty()).map(str::to_owned);
            let body = Bytes::from_request(req, state).await.map_err(|e| body_error(accept.as_ref(), &e))?;
            let value = serde_json::from_slice::<serde_json::Value>(&body).ok();
            // In the language the request asks for — its query's `lang`, its body's, then
            // Accept-Language — and in that language's words, not serde's (review 19a, A-13).
            let error = |reason: Message| {
                let body_lang = value.as_ref().and_then(|v| v.get("lang")).and_then(|l| l.as_str());
                let lang = query_lang.as_deref().or(body_lang);
                let ctx = context(lang, accept.as_ref()).unwrap_or_else(|_| reader(accept.as_ref()));
                let msg = Message::new("serve-error-body").arg("reason", Arg::Message(Box::new(reason)));
                ApiError::new(StatusCode::BAD_REQUEST, "json", ctx.tr(&msg))
            };
            if let Some((key, kind)) = value.as_ref().and_then(mistyped::<T>) {
                return Err(error(
                    Message::new("cli-error-batch-key-type")
                        .arg("key", Arg::input(&key))
                        .arg("expected", Arg::Keyword(kind)),
                ));
            }
            serde_json::from_slice(&body).map_err(|e| error(e.message()))?
        } else {
            if let Some(key) = mistyped_flag::<T>(req.uri().query()) {
                let ctx = context(lang_parameter(req.uri().query()), accept.as_ref())
                    .unwrap_or_else(|_| reader(accept.as_ref()));
                let reason = Message::new("serve-error-query-flag").arg("key", Arg::input(&key));
                let msg = Message::new("serve-error-query").arg("reason", Arg::Message(Box::new(reason)));
                return Err(ApiError::new(StatusCode::BAD_REQUEST, "query", ctx.tr(&msg)));
            }
            Query::<T>::try_from_uri(req.uri()).map_err(|e| query_error(req.uri().query(), accept.as_ref(), &e))?.0
        };
        Ok(Params { asked: Asked { accept, query_lang }, value })
    }
}

/// The `lang` parameter of a query string, read before (or without) the others.
fn lang_parameter(query: Option<&str>) -> Option<&str> {
    query?.split('&').filter_map(|pair| pair.split_once('=')).find(|(key, _)| *key == "lang").map(|(_, value)| value)
}

/// A query string in error, in the language its own `lang` parameter asks for
/// (else `Accept-Language`), with the reason in that language (review 8, P-25): a missing
/// parameter, one that is not taken, or a value that does not fit.
fn query_error(query: Option<&str>, accept: Option<&HeaderValue>, e: &QueryRejection) -> ApiError {
    let ctx = context(lang_parameter(query), accept).unwrap_or_else(|_| reader(accept));
    let text = e.body_text();
    // serde's words, after axum's prefix: "missing field `fen`", "unknown field `foo`,
    // expected one of `fen`, `move`" — the names are taken from between the backticks.
    let quoted: Vec<&str> = text.split('`').skip(1).step_by(2).collect();
    let reason = if text.contains("missing field `") && !quoted.is_empty() {
        Message::new("serve-error-query-missing").arg("key", Arg::Text(quoted[0].to_owned()))
    } else if text.contains("unknown field `") && !quoted.is_empty() {
        Message::new("serve-error-query-unknown")
            .arg("key", Arg::input(quoted[0]))
            .arg("keys", Arg::names(&quoted[1..]))
    } else if text.contains("duplicate field `") && !quoted.is_empty() {
        // The one value error serde names a parameter in (review 32c, G-7).
        Message::new("serve-error-query-twice").arg("key", Arg::input(quoted[0]))
    } else {
        Message::new("serve-error-query-value")
    };
    let msg = Message::new("serve-error-query").arg("reason", Arg::Message(Box::new(reason)));
    ApiError::new(StatusCode::BAD_REQUEST, "query", ctx.tr(&msg))
}

fn body_error(accept: Option<&HeaderValue>, e: &BytesRejection) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        let msg = Message::new("serve-error-too-large");
        return ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "too-large", reader(accept).tr(&msg));
    }
    ApiError::new(e.status(), "body", e.body_text())
}

/// Runs the synchronous work of a request on tokio's blocking pool, off the async
/// workers: they go on accepting connections and answering other requests meanwhile, and
/// the per-request timeout (`super::with_timeout`) answers `503` on time. Work not yet
/// started when its request has timed out is not started; work started (bounded: one
/// ruling, one position, one picture) runs to its end and its answer is dropped.
pub(crate) async fn off_the_workers(work: impl FnOnce() -> Response + Send + 'static) -> Response {
    let (tx, rx) = tokio::sync::oneshot::channel();
    // The handle is not needed: the answer comes through the channel.
    drop(tokio::task::spawn_blocking(move || {
        if !tx.is_closed() {
            let _ = tx.send(work());
        }
    }));
    // The sender is dropped without an answer only if the work panicked.
    rx.await.unwrap_or_else(|_| {
        let msg = Message::new("serve-error-internal");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", reader(None).tr(&msg)).into_response()
    })
}

/// Answers a request with `work`, off the async workers.
async fn answer<T: Send + 'static>(params: Params<T>, work: fn(T, &Asked) -> Result<Response, ApiError>) -> Response {
    let Params { asked, value } = params;
    off_the_workers(move || work(value, &asked).unwrap_or_else(IntoResponse::into_response)).await
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

/// A flag given as `true`/`false` in JSON or `1`/`true`/`yes` (or nothing) in a query.
#[derive(Debug, Default, Clone, Copy)]
struct Flag(bool);

impl<'de> Deserialize<'de> for Flag {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Flag, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Given {
            Bool(bool),
            Text(String),
        }
        // A query's words are checked before it is read (`mistyped_flag`), a JSON body's
        // kinds too (`mistyped`): what reaches here is a boolean or a flag's word.
        Ok(Flag(match Given::deserialize(d)? {
            Given::Bool(b) => b,
            Given::Text(t) => Flag::word(&t).unwrap_or(false),
        }))
    }
}

impl Flag {
    /// What a flag's word in a query means: `1`, `true`, `yes` or nothing (`?quote`) for on,
    /// `0`, `false`, `no` for off; `None` for any other word.
    fn word(text: &str) -> Option<bool> {
        match text {
            "1" | "true" | "yes" | "" => Some(true),
            "0" | "false" | "no" => Some(false),
            _ => None,
        }
    }
}

/// What `/api/explain` and `/api/picture` take, in the query or as a JSON body: the keys
/// of an `explain --batch` line, and the picture's orientation.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
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
    #[serde(default)]
    lenient: Flag,
    /// Add the text of every article cited (`quotes`), as `explain --quote`.
    #[serde(default)]
    quote: Flag,
    /// For the picture: `white` or `black` (default: the side of the piece that moves).
    orientation: Option<String>,
}

struct Judgement {
    ctx: Ctx,
    edition: Edition,
    pos: crate::Position,
    judged: Judged,
}

fn judge(req: &ExplainRequest, asked: &Asked) -> Result<Judgement, ApiError> {
    let ctx = asked.ctx(req.lang.as_deref())?;
    let edition = edition(&ctx, req.edition.as_deref())?;
    let (pos, judged) = Touched::parse(&req.touch.items(), &req.adjust.items())
        .and_then(|touched| judge_touched(&ctx, &req.fen, &req.mv, req.lenient.0, &touched, edition))
        .map_err(|bad| ApiError::bad(&ctx, &bad))?;
    Ok(Judgement { ctx, edition, pos, judged })
}

/// `/api/explain`: exactly `explain --format json` (with `quote`, `explain --format json
/// --quote`).
fn explain_answer(req: ExplainRequest, asked: &Asked) -> Result<Response, ApiError> {
    let j = judge(&req, asked)?;
    let mut ruling = json_ruling(&j.ctx, &req.fen, &req.mv, &j.judged, j.edition);
    if req.quote.0 {
        ruling.quotes = Some(json_quotes(&j.ctx, &j.judged, None, j.edition));
    }
    Ok(json(&ruling))
}

/// `/api/picture`: exactly `explain --format svg`.
fn picture_answer(req: ExplainRequest, asked: &Asked) -> Result<Response, ApiError> {
    let j = judge(&req, asked)?;
    let attempt =
        j.judged.uci.as_deref().and_then(|u| u.parse::<crate::notation::Uci>().ok()).map(crate::notation::Uci::attempt);
    let picture = crate::cli::picture::with_hint(
        Picture::of_ruling(&j.pos, &j.judged.ruling, attempt, j.ctx.l10n, &j.ctx.lang, j.edition),
        &j.judged,
    );
    let mut picture = crate::cli::picture::with_verdict(&j.ctx, picture, &j.judged);
    match req.orientation.as_deref() {
        Some("white") => picture = picture.with_orientation(crate::Color::White),
        Some("black") => picture = picture.with_orientation(crate::Color::Black),
        _ => {}
    }
    Ok(([(header::CONTENT_TYPE, HeaderValue::from_static("image/svg+xml; charset=utf-8"))], picture.svg())
        .into_response())
}

pub(crate) async fn explain(params: Params<ExplainRequest>) -> Response {
    answer(params, explain_answer).await
}

pub(crate) async fn picture(params: Params<ExplainRequest>) -> Response {
    answer(params, picture_answer).await
}

impl Keys for ExplainRequest {
    fn kind_of(key: &str) -> Option<(&'static str, bool)> {
        Some(match key {
            "fen" | "move" => ("string", false),
            "lang" | "orientation" => ("string", true),
            "edition" => ("edition", true),
            "touch" | "adjust" => ("squares", true),
            "quote" | "lenient" => ("boolean", false),
            _ => return None,
        })
    }
}

/// What `/api/moves` and `/api/position` take.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct PositionQuery {
    fen: String,
    lang: Option<String>,
    edition: Option<String>,
    #[serde(default)]
    lenient: Flag,
}

impl Keys for PositionQuery {
    fn kind_of(key: &str) -> Option<(&'static str, bool)> {
        (key == "lenient").then_some(("boolean", false))
    }
}

fn load(ctx: &Ctx, q: &PositionQuery) -> Result<crate::Position, ApiError> {
    crate::cli::moves::load(&q.fen, q.lenient.0)
        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, crate::cli::moves::error_kind(&e), ctx.tr(&e.message())))
}

/// `/api/moves`: exactly `moves --format json`.
fn moves_answer(q: PositionQuery, asked: &Asked) -> Result<Response, ApiError> {
    let ctx = asked.ctx(q.lang.as_deref())?;
    edition(&ctx, q.edition.as_deref())?;
    let pos = load(&ctx, &q)?;
    Ok(json(&crate::cli::moves::json_moves(&q.fen, &pos)))
}

/// `/api/position`: exactly `position --fen FEN --format json` (`docs/schema/position.json`):
/// a position that cannot arise is answered with its 3.10.3 reasons, as the command does;
/// only a FEN that cannot be set up at all is `400`. (`lenient` changes nothing here: the
/// analysis always reads leniently.)
fn position_answer(q: PositionQuery, asked: &Asked) -> Result<Response, ApiError> {
    let ctx = asked.ctx(q.lang.as_deref())?;
    let edition = edition(&ctx, q.edition.as_deref())?;
    let answer = crate::cli::position::json_of_fen(&ctx, edition, &q.fen)
        .map_err(|(kind, msg)| ApiError::new(StatusCode::BAD_REQUEST, kind, ctx.tr(&msg)))?;
    Ok(json(&answer))
}

pub(crate) async fn moves(params: Params<PositionQuery>) -> Response {
    answer(params, moves_answer).await
}

pub(crate) async fn position(params: Params<PositionQuery>) -> Response {
    answer(params, position_answer).await
}

/// What `/api/quote` takes: the options of `arbiter quote`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct QuoteQuery {
    /// A 2023 number, or the edition's label.
    article: String,
    lang: Option<String>,
    edition: Option<String>,
    /// Only the article, without its sub-articles.
    #[serde(default)]
    only: Flag,
}

impl Keys for QuoteQuery {
    fn kind_of(key: &str) -> Option<(&'static str, bool)> {
        (key == "only").then_some(("boolean", false))
    }
}

/// `/api/quote`: exactly `quote ARTICLE --format json`; no such article is `404`.
fn quote_answer(q: QuoteQuery, asked: &Asked) -> Result<Response, ApiError> {
    let ctx = asked.ctx(q.lang.as_deref())?;
    let edition = edition(&ctx, q.edition.as_deref())?;
    let found = crate::cli::quote::find(q.article.trim(), edition, q.only.0)
        .map_err(|msg| ApiError::new(StatusCode::NOT_FOUND, "article", ctx.tr(&msg)))?;
    Ok(json(&crate::cli::quote::json_quotes(&ctx, &found, edition)))
}

pub(crate) async fn quote(params: Params<QuoteQuery>) -> Response {
    answer(params, quote_answer).await
}

/// The piece drawings the page's board uses, as one SVG of `<symbol>`s.
pub(crate) fn pieces() -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")], crate::picture::piece_symbols()).into_response()
}

pub(crate) async fn not_found(uri: axum::http::Uri, headers: HeaderMap) -> Response {
    let msg = Message::new("serve-error-not-found");
    let accept = headers.get(header::ACCEPT_LANGUAGE);
    let ctx = context(lang_parameter(uri.query()), accept).unwrap_or_else(|_| reader(accept));
    ApiError::new(StatusCode::NOT_FOUND, "not-found", ctx.tr(&msg)).into_response()
}

/// The answer to a request over the time limit, in the reader's language.
pub(crate) fn timeout(accept: Option<&HeaderValue>) -> ApiError {
    let msg = Message::new("serve-error-timeout");
    ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "timeout", reader(accept).tr(&msg))
}

#[derive(Deserialize, Debug)]
pub(crate) struct PageQuery {
    lang: Option<String>,
}

impl Keys for PageQuery {
    fn kind_of(_: &str) -> Option<(&'static str, bool)> {
        None
    }
}

/// The page's words, in the language of the request: `{{message-id}}` in `web/index.html`
/// becomes the message, `{{lang}}` the language, `{{pieces}}` the piece drawings,
/// `{{languages}}` links to the page in every language.
pub(crate) async fn page(params: Params<PageQuery>) -> Response {
    answer(params, page_answer).await
}

fn page_answer(q: PageQuery, asked: &Asked) -> Result<Response, ApiError> {
    let ctx = asked.ctx(q.lang.as_deref())?;
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
    Ok(([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], out).into_response())
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
