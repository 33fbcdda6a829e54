//! Load on `arbiter serve`: many concurrent keep-alive clients on loopback, bounded in
//! count and time, report requests per second and p50/p99/max latency for explain (GET
//! and POST), the picture, and — side by side in the same run — a baseline route of the
//! same router that returns a constant body of the same size (what HTTP alone costs).
//!
//!   cargo bench --bench serve
//!
//! Settings (environment): ARBITER_LOAD_CONNECTIONS (32), ARBITER_LOAD_SECONDS (5 per
//! endpoint), ARBITER_LOAD_MAX_REQUESTS (2,000,000 per endpoint), ARBITER_LOAD_SERVER_THREADS
//! (the async workers, 2), ARBITER_LOAD_BLOCKING_THREADS (the blocking pool that does the
//! requests' work; tokio's default when unset), ARBITER_LOAD_CLIENT_THREADS (1),
//! ARBITER_LOAD_ONLY (run only the endpoints whose name contains it). The machine may be
//! shared: the load average before and after each run is printed, and the figure to
//! compare is explain's rate against the baseline's.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// One connection: send, read one whole response (Content-Length), repeat until the
/// deadline or the shared budget runs out. Returns the latencies in microseconds.
async fn client(addr: SocketAddr, request: Arc<Vec<u8>>, deadline: Instant, budget: Arc<AtomicU64>) -> (Vec<u32>, u64) {
    let mut latencies = Vec::new();
    let mut errors = 0;
    let Ok(mut stream) = TcpStream::connect(addr).await else { return (latencies, 1) };
    let _ = stream.set_nodelay(true);
    let mut buf = vec![0u8; 64 * 1024];
    while Instant::now() < deadline && budget.fetch_sub(1, Ordering::Relaxed) > 0 {
        let start = Instant::now();
        if stream.write_all(&request).await.is_err() {
            return (latencies, errors + 1);
        }
        let mut filled = 0;
        let ok = loop {
            if filled == buf.len() {
                buf.resize(buf.len() * 2, 0);
            }
            match stream.read(&mut buf[filled..]).await {
                Ok(0) | Err(_) => return (latencies, errors + 1),
                Ok(n) => filled += n,
            }
            if let Some(end) = find(&buf[..filled], b"\r\n\r\n") {
                let head = std::str::from_utf8(&buf[..end]).unwrap_or("");
                let length: usize = head
                    .lines()
                    .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length: ").map(str::to_owned))
                    .and_then(|v| v.trim().parse().ok())
                    .unwrap_or(0);
                if filled >= end + 4 + length {
                    break head.starts_with("HTTP/1.1 200");
                }
            }
        };
        if !ok {
            errors += 1;
        }
        latencies.push(start.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
    }
    (latencies, errors)
}

struct Result {
    name: &'static str,
    requests: usize,
    errors: u64,
    seconds: f64,
    p50: f64,
    p99: f64,
    max: f64,
    before: String,
    after: String,
}

fn drive(name: &'static str, addr: SocketAddr, request: Vec<u8>) -> Result {
    let connections = env("ARBITER_LOAD_CONNECTIONS", 32);
    let seconds = env("ARBITER_LOAD_SECONDS", 5);
    let budget = Arc::new(AtomicU64::new(env("ARBITER_LOAD_MAX_REQUESTS", 2_000_000)));
    let request = Arc::new(request);
    let before = loadavg();
    let runtime = match env("ARBITER_LOAD_CLIENT_THREADS", 1) {
        1 => tokio::runtime::Builder::new_current_thread().enable_all().build(),
        n => tokio::runtime::Builder::new_multi_thread().worker_threads(n as usize).enable_all().build(),
    }
    .expect("a client runtime");
    let (latencies, errors, elapsed) = runtime.block_on(async {
        let start = Instant::now();
        let deadline = start + Duration::from_secs(seconds);
        let tasks: Vec<_> = (0..connections)
            .map(|_| tokio::spawn(client(addr, Arc::clone(&request), deadline, Arc::clone(&budget))))
            .collect();
        let mut all = Vec::new();
        let mut errors = 0;
        for t in tasks {
            if let Ok((l, e)) = t.await {
                all.extend(l);
                errors += e;
            }
        }
        (all, errors, start.elapsed())
    });
    let mut sorted = latencies;
    sorted.sort_unstable();
    let at = |q: f64| -> f64 {
        if sorted.is_empty() {
            return f64::NAN;
        }
        f64::from(sorted[((sorted.len() - 1) as f64 * q) as usize]) / 1000.0
    };
    Result {
        name,
        requests: sorted.len(),
        errors,
        seconds: elapsed.as_secs_f64(),
        p50: at(0.50),
        p99: at(0.99),
        max: at(1.0),
        before,
        after: loadavg(),
    }
}

fn get(path: &str) -> Vec<u8> {
    format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").into_bytes()
}

fn post(path: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing: then run a
    // tiny load so the bench is exercised but stays quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    let server_threads = env("ARBITER_LOAD_SERVER_THREADS", 2) as usize;
    let config = arbiter::serve::Config::default();
    let (tx, rx) = std::sync::mpsc::channel();
    let explain_size = Arc::new(AtomicU64::new(0));
    let size = Arc::clone(&explain_size);
    std::thread::spawn(move || {
        let blocking = std::env::var("ARBITER_LOAD_BLOCKING_THREADS").ok().and_then(|v| v.parse().ok());
        let runtime = arbiter::serve::runtime(Some(server_threads), blocking).expect("a server runtime");
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
            tx.send(listener.local_addr().expect("an address")).expect("the bench waits");
            // The baseline: the same router, one more route with a constant body as large
            // as explain's answer.
            let app = arbiter::serve::router(&config).route(
                "/baseline",
                axum::routing::get(move || {
                    let n = size.load(Ordering::Relaxed) as usize;
                    async move { ([(axum::http::header::CONTENT_TYPE, "application/json")], "x".repeat(n)) }
                }),
            );
            axum::serve(listener, app).await.expect("serving");
        });
    });
    let addr = rx.recv().expect("the server's address");
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3%20w%20-%20-%200%201";
    let explain = format!("/api/explain?fen={fen}&move=Nc3&lang=en");
    let ru = format!("/api/explain?fen={fen}&move=%D0%9Ac3&lang=ru");
    let picture = "/api/picture?fen=r3k2r/8/8/8/8/8/5r2/R3K2R%20w%20KQkq%20-%200%201&move=O-O&lang=en".to_owned();
    let body = r#"{"fen": "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "move": "Nc3", "lang": "en"}"#;
    // The size of explain's answer, for the baseline.
    let sample = arbiter_body(addr, &get(&explain));
    explain_size.store(sample as u64, Ordering::Relaxed);
    if quick {
        quick_check(addr, &get(&explain));
        println!("serve bench: quick check passed (run `cargo bench --bench serve` for the load)");
        return;
    }
    println!(
        "arbiter serve on {addr}: {} server threads, {} connections, {} s per endpoint; cores: {}",
        server_threads,
        env("ARBITER_LOAD_CONNECTIONS", 32),
        env("ARBITER_LOAD_SECONDS", 5),
        std::thread::available_parallelism().map_or(0, |n| n.get())
    );
    let runs = [
        ("baseline (constant body, same size)", get("/baseline")),
        ("explain GET en", get(&explain)),
        ("explain GET ru", get(&ru)),
        ("explain POST en", post("/api/explain", body)),
        ("picture GET (svg)", get(&picture)),
    ];
    // What one explain costs without HTTP: the same work through the library, one thread.
    let (per_request, count) = explain_in_process();
    println!(
        "explain without HTTP (library, one thread): {:.1} µs a ruling with its sentence and JSON ({count} done) → {:.0}/s per core",
        per_request * 1e6,
        1.0 / per_request
    );
    let only = std::env::var("ARBITER_LOAD_ONLY").unwrap_or_default();
    let mut results = Vec::new();
    for (name, request) in runs {
        if results.is_empty() || name.contains(only.as_str()) {
            results.push(drive(name, addr, request));
        }
    }
    println!(
        "{:38} {:>9} {:>10} {:>8} {:>8} {:>8} {:>7}  load avg before → after",
        "endpoint", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors"
    );
    let baseline = results[0].requests as f64 / results[0].seconds;
    for r in &results {
        let rate = r.requests as f64 / r.seconds;
        println!(
            "{:38} {:>9} {:>10.0} {:>8.2} {:>8.2} {:>8.2} {:>7}  {} → {}   ({:.2} × baseline)",
            r.name,
            r.requests,
            rate,
            r.p50,
            r.p99,
            r.max,
            r.errors,
            r.before,
            r.after,
            rate / baseline
        );
    }
}

/// The body length of one answer.
fn arbiter_body(addr: SocketAddr, request: &[u8]) -> usize {
    use std::io::{Read, Write};
    let Ok(mut s) = std::net::TcpStream::connect(addr) else { return 0 };
    let mut req = request.to_vec();
    // Ask the server to close after this one answer.
    let text = String::from_utf8_lossy(&req).replacen("\r\n\r\n", "\r\nConnection: close\r\n\r\n", 1);
    req = text.into_bytes();
    let _ = s.write_all(&req);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    find(&out, b"\r\n\r\n").map_or(0, |h| out.len() - h - 4)
}

/// A few requests through the load client, checked.
fn quick_check(addr: SocketAddr, request: &[u8]) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    let (latencies, errors) = runtime.block_on(client(
        addr,
        Arc::new(request.to_vec()),
        Instant::now() + Duration::from_secs(5),
        Arc::new(AtomicU64::new(20)),
    ));
    assert_eq!((latencies.len(), errors), (20, 0), "the load client reads whole answers");
}

/// The work of one explain request through the public library — FEN, notation, ruling,
/// localized explanation, JSON — timed on one thread; returns (seconds each, count).
fn explain_in_process() -> (f64, usize) {
    use arbiter::i18n::{Localizer, explain};
    use arbiter::notation::Notation;
    let l10n = Localizer::global();
    let lang = l10n.english();
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let mut count = 0;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(2) {
        for _ in 0..1000 {
            let pos = arbiter::Position::from_fen(fen).expect("the FEN");
            let alphabet = l10n.alphabet(&lang);
            let notation = Notation::parse("Nc3", &[&alphabet]).expect("the move");
            let ruling = notation.adjudicate(&pos);
            let ex = explain(ruling.violations(), l10n, &lang, arbiter::Edition::E2023);
            let json =
                serde_json::json!({"fen": fen, "move": "Nc3", "legal": ruling.is_legal(), "explanation": ex.text()});
            std::hint::black_box(serde_json::to_vec(&json).expect("JSON"));
            count += 1;
        }
    }
    (start.elapsed().as_secs_f64() / count as f64, count)
}
