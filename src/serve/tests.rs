//! The service on loopback, through a plain HTTP/1.1 client: the command line's JSON
//! shapes, the language, typed errors, limits. Each test cites what it checks.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::OnceLock;

use super::*;

/// One server for the tests, on a free loopback port.
fn server() -> SocketAddr {
    static ADDR: OnceLock<SocketAddr> = OnceLock::new();
    *ADDR.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
            runtime.block_on(async {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                tx.send(listener.local_addr().unwrap()).unwrap();
                let config = Config { max_body: 4096, ..Config::default() };
                serve(listener, &config, std::future::pending()).await.unwrap();
            });
        });
        rx.recv().unwrap()
    })
}

struct Answer {
    status: u16,
    content_type: String,
    body: String,
}

impl Answer {
    fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

fn request(method: &str, target: &str, headers: &[(&str, &str)], body: &str) -> Answer {
    let mut stream = TcpStream::connect(server()).unwrap();
    let mut head = format!("{method} {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str(&format!("Content-Length: {}\r\n\r\n", body.len()));
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(body.as_bytes()).unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8(raw).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let content_type = head
        .lines()
        .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-type: ").map(str::to_owned))
        .unwrap_or_default();
    Answer { status, content_type, body: body.to_owned() }
}

fn get(target: &str) -> Answer {
    request("GET", target, &[], "")
}

const PIN: &str = "4k3/4r3/8/8/8/8/4N3/4K3%20w%20-%20-%200%201";

fn cli_json(args: &[&str]) -> serde_json::Value {
    let mut out = Vec::new();
    let mut argv = vec!["arbiter"];
    argv.extend_from_slice(args);
    crate::cli::run(argv, &mut std::io::empty(), &mut out, &mut Vec::new());
    serde_json::from_slice(&out).unwrap()
}

/// Article 3.9.2: `/api/explain` answers exactly what `explain --format json` prints, by
/// GET and by POST.
#[test]
fn explain_has_the_command_lines_shape() {
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let cli = cli_json(&["explain", "--lang", "en", "--fen", fen, "--move", "Nc3", "--format", "json"]);
    let a = get(&format!("/api/explain?fen={PIN}&move=Nc3&lang=en"));
    assert_eq!((a.status, a.content_type.as_str()), (200, "application/json"));
    assert_eq!(a.json(), cli);
    let b = request("POST", "/api/explain", &[], &format!(r#"{{"fen": "{fen}", "move": "Nc3", "lang": "en"}}"#));
    assert_eq!(b.json(), cli);
    assert_eq!(cli["violations"][0]["article"], "3.9.2");
}

/// The language: `Accept-Language` when no `lang` is given; `lang` wins over it.
#[test]
fn language_from_accept_language_or_parameter() {
    let ru = request(
        "GET",
        &format!("/api/explain?fen={PIN}&move=Nc3"),
        &[("Accept-Language", "ru-RU,ru;q=0.9,en;q=0.5")],
        "",
    );
    assert!(ru.json()["explanation"].as_str().unwrap().ends_with("(статья 3.9.2)"), "{}", ru.body);
    let en = request("GET", &format!("/api/explain?fen={PIN}&move=Nc3&lang=en"), &[("Accept-Language", "ru")], "");
    assert!(en.json()["explanation"].as_str().unwrap().ends_with("— Article 3.9.2"), "{}", en.body);
    let none = get(&format!("/api/explain?fen={PIN}&move=Nc3"));
    assert!(none.json()["explanation"].as_str().unwrap().ends_with("— Article 3.9.2"));
}

/// Bad input is 400 with the typed error JSON, never a crash: a bad FEN, bad JSON, a
/// missing field, an unknown language, edition or address; too large a body is 413.
#[test]
fn bad_input_is_a_typed_error() {
    let cases = [
        (get("/api/explain?fen=nonsense&move=e4"), 400, "fen"),
        (request("POST", "/api/explain", &[], "{\"fen\": "), 400, "json"),
        (get("/api/explain?fen=x"), 400, "query"),
        (get(&format!("/api/explain?fen={PIN}&move=Nc3&lang=xx")), 400, "lang"),
        (get(&format!("/api/explain?fen={PIN}&move=Nc3&edition=1999")), 400, "edition"),
        (get(&format!("/api/explain?fen={PIN}&move=Zz9")), 400, "move"),
        (get("/api/quote?article=99.9"), 404, "article"),
        (get("/nowhere"), 404, "not-found"),
        (request("POST", "/api/explain", &[], &"x".repeat(10_000)), 413, "too-large"),
    ];
    for (answer, status, kind) in cases {
        assert_eq!(answer.status, status, "{}", answer.body);
        assert_eq!(answer.content_type, "application/json");
        let json = answer.json();
        assert_eq!(json["error"]["kind"], kind, "{}", answer.body);
        assert!(!json["error"]["message"].as_str().unwrap().is_empty());
    }
    let ru = request("GET", "/api/explain?fen=nonsense&move=e4", &[("Accept-Language", "ru")], "");
    assert!(ru.json()["error"]["message"].as_str().unwrap().chars().any(|c| ('а'..='я').contains(&c)), "{}", ru.body);
}

/// Article 3.8.2.2.1 as a picture: SVG marking f1 and the rook on f2; with `picture` and
/// `quote`, `/api/explain` adds the SVG and the article's text.
#[test]
fn pictures_and_quotes() {
    let fen = "r3k2r/8/8/8/8/8/5r2/R3K2R%20w%20KQkq%20-%200%201";
    let svg = get(&format!("/api/picture?fen={fen}&move=O-O"));
    assert_eq!((svg.status, svg.content_type.as_str()), (200, "image/svg+xml; charset=utf-8"));
    assert!(svg.body.contains(r#"data-mark="attacked-square" data-square="f1""#));
    let full = get(&format!("/api/explain?fen={fen}&move=O-O&picture=1&quote=1")).json();
    assert!(full["svg"].as_str().unwrap().contains(r#"data-mark="attacker" data-square="f2""#));
    assert_eq!(full["quotes"][0]["article"], "3.8.2.2.1");
    assert!(
        full["quotes"][0]["html"].as_str().unwrap().contains("id=\"a-3.8.2.2.1\"")
            || full["quotes"][0]["html"].as_str().unwrap().contains("href=\"#a-3.8.2.2.1\"")
    );
    let legal =
        get("/api/explain?fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201&move=e4&picture=1")
            .json();
    assert_eq!(legal["fen_after"], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
}

/// Articles 5.1.1 and 5.2.1: the position analysis says how the game ends here; 3.9.1:
/// check and the checking piece; 3.10.1: the legal moves.
#[test]
fn position_analysis() {
    let mate = get("/api/position?fen=7k/6Q1/6K1/8/8/8/8/8%20b%20-%20-%200%201").json();
    assert_eq!((mate["check"].as_bool(), mate["ending"]["kind"].as_str()), (Some(true), Some("checkmate")));
    assert_eq!(mate["ending"]["article"], "5.1.1");
    assert_eq!(mate["checkers"][0], "g7");
    let stalemate = get("/api/position?fen=7k/5Q2/6K1/8/8/8/8/8%20b%20-%20-%200%201").json();
    assert_eq!(stalemate["ending"]["article"], "5.2.1");
    let start = get("/api/moves?fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201&lang=ru").json();
    let moves = start["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 20);
    assert!(moves.iter().any(|m| m["uci"] == "g1f3" && m["san"] == "Кf3"), "{moves:?}");
}

/// Article 3.7.3.2 quoted with its edition, and its 2009 number.
#[test]
fn quote_has_label_and_numbers() {
    let q = get("/api/quote?article=3.7.3.2").json();
    let a = &q["articles"][0];
    assert_eq!((a["kind"].as_str(), a["number_2009"].as_str()), (Some("quote"), Some("3.7 d")));
    assert!(a["source"].as_str().unwrap().contains("2005 edition"), "{}", a["source"]);
}

/// The page in the language asked for, every placeholder filled, the piece drawings in.
#[test]
fn the_page_speaks_the_readers_language() {
    let en = get("/");
    assert_eq!((en.status, en.content_type.as_str()), (200, "text/html; charset=utf-8"));
    assert!(en.body.contains("<html lang=\"en\">") && en.body.contains("Try a move"));
    let ru = request("GET", "/", &[("Accept-Language", "ru")], "");
    assert!(ru.body.contains("<html lang=\"ru\">") && ru.body.contains("Попробуйте сделать ход"));
    for page in [&en.body, &ru.body] {
        assert!(!page.contains("{{"), "a placeholder is left");
        assert!(page.contains("id=\"arbiter-piece-wK\""));
    }
    for id in api::PAGE_MESSAGES {
        assert!(INDEX_HTML.contains(&format!("{{{{{id}}}}}")), "{id} is listed but not used");
    }
    for (i, _) in INDEX_HTML.match_indices("{{") {
        let key = &INDEX_HTML[i + 2..i + 2 + INDEX_HTML[i..].find("}}").unwrap() - 2];
        assert!(
            ["lang", "pieces", "languages"].contains(&key) || api::PAGE_MESSAGES.contains(&key),
            "the template names {key}, which is not in PAGE_MESSAGES"
        );
    }
    assert_eq!(get("/board.js").content_type, "text/javascript; charset=utf-8");
}
