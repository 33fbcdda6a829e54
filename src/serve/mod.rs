//! `arbiter serve`: a local web service for teaching tools (axum on tokio).
//!
//! JSON endpoints with the command line's shapes — explain (the `explain --format json`
//! ruling), moves, quote, position analysis — and the pictures (`explain --format svg`),
//! the language from a `lang` parameter or `Accept-Language`; and one page (`/`) where a
//! student makes a move on a board and sees the ruling, its picture and the article.
//! Bounded request bodies, a timeout per request, bad input answered `400` with the typed
//! error JSON (`{"error": {"kind": …, "message": …}}`), never a crash. It listens on
//! loopback unless told otherwise. The endpoints: `docs/serve.md`.

mod api;

use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::extract::{DefaultBodyLimit, Request};
use axum::http::header;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

pub use api::ApiError;

/// How the service runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen (loopback by default).
    pub listen: SocketAddr,
    /// The largest request body accepted, in bytes.
    pub max_body: usize,
    /// How long one request may take.
    pub timeout: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            max_body: 16 * 1024,
            timeout: Duration::from_secs(5),
        }
    }
}

/// The page and its assets, embedded at build time from `web/`.
pub(crate) const INDEX_HTML: &str = include_str!("../../web/index.html");
const BOARD_JS: &str = include_str!("../../web/board.js");
const PAGE_CSS: &str = include_str!("../../web/page.css");

fn asset(content_type: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type), (header::CACHE_CONTROL, "no-cache")], body).into_response()
}

/// Answers `503` (`timeout`) when a request takes longer than `timeout`. The handlers do
/// their work off the async workers ([`api::off_the_workers`]), so this fires on time.
async fn with_timeout(timeout: Duration, req: Request, next: Next) -> Response {
    let accept = req.headers().get(header::ACCEPT_LANGUAGE).cloned();
    match tokio::time::timeout(timeout, next.run(req)).await {
        Ok(response) => response,
        Err(_) => api::timeout(accept.as_ref()).into_response(),
    }
}

/// The service's routes, without its limits.
fn routes() -> Router {
    Router::new()
        .route("/", get(api::page))
        .route("/board.js", get(|| async { asset("text/javascript; charset=utf-8", BOARD_JS) }))
        .route("/page.css", get(|| async { asset("text/css; charset=utf-8", PAGE_CSS) }))
        .route("/pieces.svg", get(|| async { api::pieces() }))
        .route("/api/explain", get(api::explain).post(api::explain))
        .route("/api/picture", get(api::picture).post(api::picture))
        .route("/api/moves", get(api::moves))
        .route("/api/quote", get(api::quote))
        .route("/api/position", get(api::position))
        .fallback(api::not_found)
}

/// `routes` with the limits of `config`: the body size and the time of each request.
fn with_limits(routes: Router, config: &Config) -> Router {
    let timeout = config.timeout;
    routes
        .layer(DefaultBodyLimit::max(config.max_body))
        .layer(middleware::from_fn(move |req, next| with_timeout(timeout, req, next)))
}

/// The service's routes, with its limits.
pub fn router(config: &Config) -> Router {
    with_limits(routes(), config)
}

/// The runtime the service runs on: `threads` async workers (default: one per core) and
/// a blocking pool of at most `blocking` threads for the requests' work.
pub fn runtime(threads: Option<usize>, blocking: Option<usize>) -> std::io::Result<tokio::runtime::Runtime> {
    let mut builder = tokio::runtime::Builder::new_multi_thread();
    builder.enable_all();
    if let Some(n) = threads {
        builder.worker_threads(n.max(1));
    }
    if let Some(n) = blocking {
        builder.max_blocking_threads(n.max(1));
    }
    builder.build()
}

/// Serves on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    config: &Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(config)).with_graceful_shutdown(shutdown).await
}

#[cfg(test)]
mod tests;
