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
            let runtime = runtime(Some(2), None).unwrap();
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
    request_to(server(), method, target, headers, body)
}

fn request_to(addr: SocketAddr, method: &str, target: &str, headers: &[(&str, &str)], body: &str) -> Answer {
    let mut stream = TcpStream::connect(addr).unwrap();
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

/// What the command line prints for `args`.
fn cli_text(args: &[&str]) -> String {
    let mut out = Vec::new();
    let mut argv = vec!["arbiter"];
    argv.extend_from_slice(args);
    crate::cli::run(argv, &mut std::io::empty(), &mut out, &mut Vec::new());
    String::from_utf8(out).unwrap()
}

fn cli_json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&cli_text(args)).unwrap()
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
    // Review 20, C-6: a POST's query `lang` is the language of its answer, as it is of its
    // error — one choice for both (the query's, the body's, then Accept-Language).
    let ru = cli_json(&["explain", "--lang", "ru", "--fen", fen, "--move", "Nc3", "--format", "json"]);
    let c = request("POST", "/api/explain?lang=ru", &[], &format!(r#"{{"fen": "{fen}", "move": "Nc3"}}"#));
    assert_eq!(c.json(), ru);
    let d =
        request("POST", "/api/explain?lang=ru", &[], &format!(r#"{{"fen": "{fen}", "move": "Nc3", "lang": "en"}}"#));
    assert_eq!(d.json(), ru);
    let e = request("POST", "/api/picture?lang=ru", &[], &format!(r#"{{"fen": "{fen}", "move": "Nc3"}}"#));
    assert_eq!(e.body, cli_text(&["explain", "--lang", "ru", "--fen", fen, "--move", "Nc3", "--format", "svg"]));
    // Review 20, C-15: a Latin «Kf3» under ru gets the look-alike hint on its picture, as
    // `explain --format svg` prints it.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let f = request("POST", "/api/picture", &[], &format!(r#"{{"fen": "{start}", "move": "Kf3", "lang": "ru"}}"#));
    assert!(f.body.contains("Подсказка: в записи «Kf3»"), "{}", f.body);
    assert_eq!(f.body, cli_text(&["explain", "--lang", "ru", "--fen", start, "--move", "Kf3", "--format", "svg"]));
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
    // Review 8, P-25: a query in error is answered in the language its `lang` asks for (or
    // Accept-Language), with the reason in that language; review 10, P-25: the query string
    // was read, and the error is in it.
    let message = |a: Answer| a.json()["error"]["message"].as_str().unwrap().to_owned();
    assert_eq!(message(get("/api/explain?move=e4&lang=ru")), "в строке запроса: нет параметра «fen»");
    assert_eq!(message(get("/api/explain?move=e4")), "in the query string: the parameter “fen” is missing");
    let unknown = message(request("GET", &format!("/api/moves?fen={PIN}&foo=1"), &[("Accept-Language", "ru")], ""));
    assert!(
        unknown.starts_with("в строке запроса: параметра «foo» в запросе быть не может; допустимые параметры: «fen», "),
        "{unknown}"
    );
    // Review 32c, G-7: a parameter given twice is named.
    assert_eq!(
        message(get("/api/explain?fen=a&fen=b&move=e4&lang=ru")),
        "в строке запроса: параметр «fen» указан больше одного раза"
    );
    assert_eq!(
        message(get("/api/explain?fen=a&move=e4&move=e5")),
        "in the query string: the parameter “move” is given more than once"
    );
    assert_eq!(message(get("/nowhere?lang=ru")).split(' ').next(), Some("по"));
    // Review 19a, A-13: a POST body in error is said in the language of the query's `lang`,
    // the body's, then Accept-Language — in that language's words, not serde's.
    let post = |target: &str, headers: &[(&str, &str)], body: &str| message(request("POST", target, headers, body));
    assert_eq!(post("/api/explain?lang=ru", &[], "xx"), "в теле запроса: неверная запись JSON, символ 1");
    assert_eq!(
        post("/api/explain", &[("Accept-Language", "ru")], &format!(r#"{{"fen": "{PIN}", "lang": "ru"}}"#)),
        "в теле запроса: нет ключа «move»"
    );
    let unknown = post("/api/explain", &[], &format!(r#"{{"fen": "{PIN}", "move": "Nc3", "foo": 1, "lang": "ru"}}"#));
    assert!(
        unknown.starts_with("в теле запроса: ключа «foo» в запросе быть не может; допустимые ключи: «fen», «move», "),
        "{unknown}"
    );
    // Review 20, C-7: a value of the wrong kind is named by its key, as the batch names it;
    // a flag in JSON is a boolean, in a query one of its words.
    assert_eq!(post("/api/explain", &[], r#"{"fen": 5}"#), "in the request body: “fen” must be a string");
    assert_eq!(
        post("/api/explain?lang=ru", &[], &format!(r#"{{"fen": "{PIN}", "move": "Nc3", "lenient": "yes"}}"#)),
        "в теле запроса: значение ключа «lenient» должно быть true или false"
    );
    assert_eq!(
        post("/api/explain", &[], &format!(r#"{{"fen": "{PIN}", "move": "Nc3", "touch": [5], "lang": "ru"}}"#)),
        "в теле запроса: значение ключа «touch» должно быть строкой или массивом строк"
    );
    assert_eq!(
        message(get(&format!("/api/explain?fen={PIN}&move=Nc3&lenient=maybe&lang=ru"))),
        "в строке запроса: параметр «lenient» — флаг: чтобы включить его, укажите 1, true или yes (или не указывайте значения); чтобы не включать — 0, false или no"
    );
    assert_eq!(get(&format!("/api/explain?fen={PIN}&move=Nc3&lenient=no")).status, 200);
}

/// Article 3.8.2.2.1 as a picture: `/api/picture` is exactly `explain --format svg`,
/// marking f1 and the rook on f2; with `quote`, `/api/explain` is exactly `explain
/// --format json --quote`.
#[test]
fn pictures_and_quotes_as_the_command_line() {
    let fen = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1";
    let query = fen.replace(' ', "%20");
    let svg = get(&format!("/api/picture?fen={query}&move=O-O&lang=en"));
    assert_eq!((svg.status, svg.content_type.as_str()), (200, "image/svg+xml; charset=utf-8"));
    assert!(svg.body.contains(r#"data-mark="attacked-square" data-square="f1""#));
    assert!(svg.body.contains(r#"data-mark="attacker" data-square="f2""#));
    assert_eq!(svg.body, cli_text(&["explain", "--lang", "en", "--fen", fen, "--move", "O-O", "--format", "svg"]));
    let quoted = get(&format!("/api/explain?fen={query}&move=O-O&quote=1&lang=ru")).json();
    let cli = cli_json(&["explain", "--lang", "ru", "--fen", fen, "--move", "O-O", "--format", "json", "--quote"]);
    assert_eq!(quoted, cli);
    assert_eq!(quoted["quotes"][0]["article"], "3.8.2.2.1");
    let post = request("POST", "/api/explain", &[], &format!(r#"{{"fen": "{fen}", "move": "O-O", "quote": true}}"#));
    assert_eq!(post.json()["quotes"][0]["article"], "3.8.2.2.1");
    // No second naming: the ruling has no key the command line does not write.
    let legal = get(&format!("/api/explain?fen={START}&move=e4&quote=1")).json();
    assert_eq!(legal["fen_after"], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let keys: Vec<&str> = legal.as_object().unwrap().keys().map(String::as_str).collect();
    assert!(!keys.contains(&"svg") && !keys.contains(&"html"), "{keys:?}");
    let unknown = get(&format!("/api/explain?fen={START}&move=e4&picture=1"));
    assert_eq!((unknown.status, unknown.json()["error"]["kind"].as_str()), (400, Some("query")), "{}", unknown.body);
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201";

/// Article 3.10.1: `/api/moves` is exactly `moves --format json` (SAN in English letters,
/// whatever the reader's language).
#[test]
fn moves_as_the_command_line() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let answer = get(&format!("/api/moves?fen={START}&lang=ru"));
    assert_eq!((answer.status, answer.content_type.as_str()), (200, "application/json"));
    let moves = answer.json();
    assert_eq!(moves, cli_json(&["moves", "--fen", fen, "--format", "json"]));
    assert_eq!(moves["moves"].as_array().unwrap().len(), 20);
    assert!(moves["moves"].as_array().unwrap().iter().any(|m| m["uci"] == "g1f3" && m["san"] == "Nf3"));
}

/// Article 3.7.3.2: `/api/quote` is exactly `quote --format json`, in both languages and
/// under the 2009 edition (its number 3.7 d).
#[test]
fn quote_as_the_command_line() {
    for (lang, edition) in [("en", "2023"), ("ru", "2023"), ("en", "2009"), ("ru", "2009")] {
        let answer = get(&format!("/api/quote?article=3.7.3&lang={lang}&edition={edition}"));
        assert_eq!(answer.status, 200, "{}", answer.body);
        let cli = cli_json(&["quote", "3.7.3", "--lang", lang, "--edition", edition, "--format", "json"]);
        assert_eq!(answer.json(), cli, "{lang} {edition}");
    }
    let only = get("/api/quote?article=3.7.3.2&only=1&edition=2009").json();
    let q = &only["quotes"];
    assert_eq!(q.as_array().unwrap().len(), 1);
    assert_eq!((q[0]["kind"].as_str(), q[0]["number"].as_str()), (Some("quote"), Some("3.7 d")));
    assert!(q[0]["source"].as_str().unwrap().contains("2005 edition"), "{}", q[0]["source"]);
    // A 2009 label read as the command line reads it (2009 "3.7 d" holds 3.7.3.1 and 3.7.3.2).
    let by_label = get("/api/quote?article=3.7%20d&edition=2009&only=1").json();
    assert_eq!(by_label, cli_json(&["quote", "3.7 d", "--edition", "2009", "--only", "--format", "json"]));
    assert_eq!(by_label["quotes"][0]["number"], "3.7 d");
}

fn position(fen: &str, lang: &str) -> serde_json::Value {
    let answer = get(&format!("/api/position?fen={}&lang={lang}", fen.replace(' ', "%20")));
    assert_eq!((answer.status, answer.content_type.as_str()), (200, "application/json"), "{}", answer.body);
    let served = answer.json();
    // Exactly what `arbiter position --format json` prints for the same FEN and language.
    assert_eq!(served, cli_json(&["position", "--lang", lang, "--fen", fen, "--format", "json"]), "{fen} ({lang})");
    served
}

/// Articles 5.1.1 and 3.9.1: `/api/position` is `position --format json` — who is to move,
/// the checking pieces, the game over and why — in English and Russian.
#[test]
fn position_checkmate_and_check() {
    let fen = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let en = position(fen, "en");
    assert_eq!(en["turn"], "black");
    assert_eq!(en["check"], serde_json::json!([{"color": "white", "role": "queen", "square": "g7"}]));
    assert_eq!((en["state"]["kind"].as_str(), en["state"]["article"].as_str()), (Some("checkmate"), Some("5.1.1")));
    assert_eq!(en["state"]["winner"], "white");
    let ru = position(fen, "ru");
    assert!(ru["state"]["message"].as_str().unwrap().contains("статья 5.1.1"), "{}", ru["state"]["message"]);
    let going_on = position("4k3/8/8/8/8/8/3R4/4K3 b - - 0 1", "en");
    assert_eq!(going_on["state"]["kind"], "playing");
    assert_eq!(going_on["check"], serde_json::json!([]));
    // White can still checkmate (a helpmate line, replayed); Black, with a bare king, cannot.
    assert_eq!(
        (going_on["white"]["verdict"].as_str(), going_on["black"]["verdict"].as_str()),
        (Some("can-mate"), Some("cannot-mate"))
    );
}

/// Articles 5.2.1, 5.2.2 and 3.10.3: stalemate, a dead position and a position that cannot
/// arise, in both languages; 2009 numbers with `edition=2009`, as `--edition 2009` gives.
#[test]
fn position_drawn_on_the_board_and_illegal() {
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    let en = position(stalemate, "en");
    assert_eq!((en["state"]["kind"].as_str(), en["state"]["article"].as_str()), (Some("stalemate"), Some("5.2.1")));
    position(stalemate, "ru");
    let dead = position("8/8/8/4k3/8/8/8/4K3 w - - 0 1", "en");
    assert_eq!(
        (dead["state"]["kind"].as_str(), dead["state"]["article"].as_str()),
        (Some("dead-position"), Some("5.2.2"))
    );
    position("8/8/8/4k3/8/8/8/4K3 w - - 0 1", "ru");
    // A queen's and a pawn's check that no single move can give (3.10.3): answered, not refused.
    let illegal = position("5Q2/6k1/7P/8/8/8/8/K7 b - - 0 1", "ru");
    assert_eq!(illegal["state"]["kind"], "illegal");
    assert!(!illegal["illegal"].as_array().unwrap().is_empty(), "{illegal}");
    let old = get("/api/position?fen=7k/5Q2/6K1/8/8/8/8/8%20b%20-%20-%200%201&edition=2009&lang=en").json();
    assert_eq!(old, cli_json(&["position", "--fen", stalemate, "--edition", "2009", "--format", "json"]));
    assert_eq!(old["state"]["article"], "5.2 a");
    // A FEN that cannot be set up at all is 400 with the typed error, as the command's.
    let bad = get("/api/position?fen=x");
    assert_eq!(bad.status, 400);
    assert_eq!(bad.json()["error"]["kind"], cli_json(&["position", "--fen", "x", "--format", "json"])["error"]["kind"]);
}

/// Articles 9.3.2, 9.3.1 and 9.6.2: the fifty-move claim, the claim on a move not yet
/// made (with the move to declare, in the reader's letters), the seventy-five-move end.
#[test]
fn position_claims_and_seventy_five_moves() {
    let fifty = position("7k/8/8/8/8/8/8/R6K w - - 100 80", "en");
    assert_eq!(
        (fifty["claims"][0]["kind"].as_str(), fifty["claims"][0]["article"].as_str()),
        (Some("fifty-moves"), Some("9.3.2"))
    );
    position("7k/8/8/8/8/8/8/R6K w - - 100 80", "ru");
    let about_to = position("7k/8/8/8/8/8/8/R6K w - - 99 80", "ru");
    let claim = &about_to["claims"][0];
    assert_eq!((claim["kind"].as_str(), claim["article"].as_str()), (Some("fifty-moves"), Some("9.3.1")));
    // The move as data in English letters (as every SAN of the JSON), in the sentence as a
    // Russian reader writes it.
    assert_eq!(claim["move"], "Kg1");
    assert!(claim["message"].as_str().unwrap().contains("Крg1"), "{}", claim["message"]);
    let over = position("7k/8/8/8/8/8/8/R6K w - - 150 100", "en");
    assert_eq!(
        (over["state"]["kind"].as_str(), over["state"]["article"].as_str()),
        (Some("seventy-five-moves"), Some("9.6.2"))
    );
}

/// A request over the time limit is answered `503` (`timeout`) on time while its work
/// goes on, and the service answers other requests meanwhile — on ONE async worker, which
/// work done on the worker itself would hold for the whole time (the timeout could not
/// fire before the work ended). The slow route does its work the way every endpoint does.
#[test]
fn a_slow_request_times_out_on_time_and_others_are_answered() {
    use axum::response::IntoResponse;
    use std::time::{Duration, Instant};
    let config = Config { timeout: Duration::from_millis(300), ..Config::default() };
    let slow = axum::routing::get(|| {
        api::off_the_workers(|| {
            std::thread::sleep(Duration::from_secs(3));
            "done".into_response()
        })
    });
    let app = with_limits(routes().route("/slow", slow), &config);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = runtime(Some(1), Some(4)).unwrap();
        runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send(listener.local_addr().unwrap()).unwrap();
            axum::serve(listener, app).await.unwrap();
        });
    });
    let addr = rx.recv().unwrap();
    let start = Instant::now();
    let slow = std::thread::spawn(move || request_to(addr, "GET", "/slow", &[("Accept-Language", "ru")], ""));
    std::thread::sleep(Duration::from_millis(50));
    let other = request_to(addr, "GET", &format!("/api/explain?fen={PIN}&move=Nc3"), &[], "");
    let other_took = start.elapsed();
    let slow = slow.join().unwrap();
    let slow_took = start.elapsed();
    assert_eq!(other.status, 200, "{}", other.body);
    assert!(other_took < Duration::from_millis(2500), "another request waited {other_took:?}");
    assert_eq!((slow.status, slow.json()["error"]["kind"].as_str()), (503, Some("timeout")), "{}", slow.body);
    assert!(slow.json()["error"]["message"].as_str().unwrap().contains("слишком долго"), "{}", slow.body);
    assert!(slow_took < Duration::from_millis(2500), "the timeout answered after {slow_took:?}, not on time");
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
