//! Every JSON output of the command line against its schema in `docs/schema/` (docs/cli.md,
//! "JSON"), validated with the `jsonschema` crate on real output of the binary; one key
//! order per shape; the typed facts of violations and the facts of a legal ruling.
//!
//! To add a schema: put `docs/schema/NAME.json` (with `"$id":
//! "https://arbiter.invalid/schema/NAME.json"`, referring to `common.json#/$defs/…` for
//! the shared shapes) and call `assert_valid("NAME.json", &value)` on the output.

mod common;

use std::collections::BTreeSet;
use std::sync::OnceLock;

use common::arbiter_bytes;
use serde_json::Value;

const BASE: &str = "https://arbiter.invalid/schema/";

/// The schemas of docs/schema/, registered under their `$id`s.
fn registry() -> &'static jsonschema::Registry<'static> {
    static REGISTRY: OnceLock<jsonschema::Registry<'static>> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut registry = jsonschema::Registry::new();
        for (name, schema) in schema_files() {
            assert_eq!(schema["$id"], format!("{BASE}{name}"), "{name} has the $id of its file name");
            registry = registry.add(format!("{BASE}{name}"), schema).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        registry.prepare().expect("the schemas refer only to each other")
    })
}

fn schema_files() -> Vec<(String, Value)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/schema");
    let mut out: Vec<(String, Value)> = std::fs::read_dir(dir)
        .expect("docs/schema exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).unwrap();
            (name.clone(), serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}")))
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn validator(name: &str) -> jsonschema::Validator {
    let schema = serde_json::json!({ "$ref": format!("{BASE}{name}") });
    jsonschema::options().with_registry(registry()).build(&schema).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[track_caller]
fn assert_valid(name: &str, value: &Value) {
    let errors: Vec<String> =
        validator(name).iter_errors(value).map(|e| format!("{e} at {}", e.instance_path())).collect();
    assert!(errors.is_empty(), "{value}\ndoes not follow {name}:\n{}", errors.join("\n"));
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The keys of every object in a JSON text, each object's in the order written.
fn key_orders(text: &str) -> BTreeSet<Vec<String>> {
    // serde_json's `Value` sorts keys (without `preserve_order`): read the text's order.
    let mut out = BTreeSet::new();
    serde_json::from_str::<OrderedValue>(text).unwrap_or_else(|e| panic!("{e}: {text}")).collect(&mut out);
    out
}

/// A JSON value that remembers the order of object keys.
enum OrderedValue {
    Object(Vec<(String, OrderedValue)>),
    Array(Vec<OrderedValue>),
    Other,
}

impl OrderedValue {
    fn collect(&self, out: &mut BTreeSet<Vec<String>>) {
        match self {
            OrderedValue::Object(pairs) => {
                out.insert(pairs.iter().map(|(k, _)| k.clone()).collect());
                pairs.iter().for_each(|(_, v)| v.collect(out));
            }
            OrderedValue::Array(items) => items.iter().for_each(|v| v.collect(out)),
            OrderedValue::Other => {}
        }
    }
}

impl<'de> serde::Deserialize<'de> for OrderedValue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<OrderedValue, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = OrderedValue;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("JSON")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<OrderedValue, A::Error> {
                let mut pairs = Vec::new();
                while let Some((k, v)) = map.next_entry::<String, OrderedValue>()? {
                    pairs.push((k, v));
                }
                Ok(OrderedValue::Object(pairs))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<OrderedValue, A::Error> {
                let mut items = Vec::new();
                while let Some(v) = seq.next_element::<OrderedValue>()? {
                    items.push(v);
                }
                Ok(OrderedValue::Array(items))
            }
            fn visit_bool<E>(self, _: bool) -> Result<OrderedValue, E> {
                Ok(OrderedValue::Other)
            }
            fn visit_i64<E>(self, _: i64) -> Result<OrderedValue, E> {
                Ok(OrderedValue::Other)
            }
            fn visit_u64<E>(self, _: u64) -> Result<OrderedValue, E> {
                Ok(OrderedValue::Other)
            }
            fn visit_f64<E>(self, _: f64) -> Result<OrderedValue, E> {
                Ok(OrderedValue::Other)
            }
            fn visit_str<E>(self, _: &str) -> Result<OrderedValue, E> {
                Ok(OrderedValue::Other)
            }
            fn visit_unit<E>(self) -> Result<OrderedValue, E> {
                Ok(OrderedValue::Other)
            }
        }
        d.deserialize_any(V)
    }
}

const PINNED: &str = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";

#[test]
fn every_schema_compiles_and_refers_only_to_the_others() {
    let files = schema_files();
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    for expected in [
        "common.json",
        "error.json",
        "ruling.json",
        "batch-line.json",
        "moves.json",
        "perft.json",
        "replay.json",
        "position.json",
        "session.json",
    ] {
        assert!(names.contains(&expected), "docs/schema/{expected} is missing: {names:?}");
    }
    for (name, _) in &files {
        validator(name);
    }
    // A schema that cannot fail would prove nothing.
    assert!(!validator("ruling.json").is_valid(&serde_json::json!({"fen": "x"})));
    assert!(
        !validator("error.json").is_valid(&serde_json::json!({"error": {"kind": "fen", "message": "m", "extra": 1}}))
    );
}

#[test]
fn explain_json_follows_the_ruling_schema_with_one_key_order_for_text_and_batch() {
    let cases: &[(&str, &str, &[&str])] = &[
        (PINNED, "Nc3", &[]),
        (PINNED, "Kd1", &[]),
        ("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "O-O", &[]),
        ("4k3/8/8/8/8/8/4N3/4K3 w - - 0 1", "Kd1", &["--touch", "e2"]),
        ("7k/8/6Q1/8/8/8/8/K7 w - - 0 1", "Qg7", &[]),
        ("7k/8/6Q1/5K2/8/8/8/8 w - - 0 1", "Kf6", &[]),
        ("8/8/8/8/8/8/8/K6k w - - 0 1", "Nb3", &["--quote"]),
    ];
    let mut single_orders = BTreeSet::new();
    let mut batch = String::new();
    for (fen, mv, extra) in cases {
        let mut args = vec!["explain", "--fen", fen, "--move", mv, "--format", "json"];
        args.extend_from_slice(extra);
        let r = arbiter_bytes(&args, b"", &[]);
        assert!(r.out.ends_with('\n') && r.out.lines().count() == 1, "{}", r.out);
        assert_valid("ruling.json", &json(&r.out));
        single_orders.extend(key_orders(&r.out));
        let touch = extra.iter().position(|a| *a == "--touch").map(|i| extra[i + 1]);
        let quote = extra.contains(&"--quote");
        batch.push_str(&serde_json::json!({"fen": fen, "move": mv, "touch": touch, "quote": quote}).to_string());
        batch.push('\n');
    }
    let r = arbiter_bytes(&["explain", "--batch"], batch.as_bytes(), &[]);
    let mut batch_orders = BTreeSet::new();
    for line in r.out.lines() {
        assert_valid("batch-line.json", &json(line));
        batch_orders.extend(key_orders(line));
    }
    assert_eq!(single_orders, batch_orders, "the same shapes, the same key order");
}

#[test]
fn a_completed_illegal_move_carries_after_illegal_in_the_ruling_schema() {
    let queen = "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1";
    let bare = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1";
    let cases: &[(&str, &str, &[&str], &str)] = &[
        (queen, "e8e6", &[], "extra-time"),
        (queen, "Ke8-e6", &["--time-control", "blitz"], "extra-time"),
        (queen, "e8e6", &["--illegal-before", "1"], "game-lost"),
        (bare, "e1e3", &["--illegal-before", "2"], "drawn"),
    ];
    for (fen, mv, extra, kind) in cases {
        let mut args = vec!["explain", "--fen", fen, "--move", mv, "--format", "json", "--completed"];
        args.extend_from_slice(extra);
        let r = arbiter_bytes(&args, b"", &[]);
        let v = json(&r.out);
        assert_valid("ruling.json", &v);
        assert_eq!(v["after_illegal"]["penalty"]["kind"], *kind, "{}", r.out);
        assert_eq!(v["after_illegal"]["reinstate"], *fen);
        // Reinstated, replaced, penalised; no replacing move when the penalty ends the game.
        let lines = if *kind == "extra-time" { 3 } else { 2 };
        assert_eq!(v["after_illegal"]["lines"].as_array().map(Vec::len), Some(lines));
    }
    // Without --completed there is no such key.
    let r = arbiter_bytes(&["explain", "--fen", queen, "--move", "e8e6", "--format", "json"], b"", &[]);
    assert!(json(&r.out).get("after_illegal").is_none(), "{}", r.out);
    // The schema holds the shape: a penalty of an unknown kind is refused.
    let mut v = json(
        &arbiter_bytes(&["explain", "--fen", queen, "--move", "e8e6", "--format", "json", "--completed"], b"", &[]).out,
    );
    v["after_illegal"]["penalty"]["kind"] = "fine".into();
    assert!(!validator("ruling.json").is_valid(&v));
}

/// 7.5.2 (review 13a, S-16): a pawn moved to the last rank with no piece named, the clock
/// pressed, becomes a queen under 2023 — the move stands, penalised — as `session` rules
/// it; under 2009 (7.4 a) it is reinstated as any illegal move.
#[test]
fn a_completed_pawn_move_to_the_last_rank_without_a_piece_is_7_5_2() {
    let fen = "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1";
    for mv in ["e7e8", "e8", "e7-e8"] {
        let r = arbiter_bytes(&["explain", "--fen", fen, "--move", mv, "--format", "json", "--completed"], b"", &[]);
        let v = json(&r.out);
        assert_valid("ruling.json", &v);
        assert!(v.get("after_illegal").is_none(), "{}", r.out);
        let u = &v["unpromoted"];
        assert_eq!(
            (u["queen"].as_str(), u["position"].as_str()),
            (Some("e7e8q"), Some("1k2Q3/8/8/8/8/8/8/4K3 b - - 0 1"))
        );
        assert_eq!(u["penalty"]["kind"], "extra-time");
        assert_eq!(u["lines"][0].as_str().map(|l| l.ends_with("Article 7.5.2")), Some(true), "{}", r.out);
    }
    let r = arbiter_bytes(
        &["explain", "--fen", fen, "--move", "e7e8", "--format", "json", "--completed", "--edition", "2009"],
        b"",
        &[],
    );
    let v = json(&r.out);
    assert!(v.get("unpromoted").is_none(), "{}", r.out);
    assert_eq!(v["after_illegal"]["reinstate"], fen);
    // The queen mates: the game ends on the board, as the session says (review 15, V-8).
    let mate = "1k6/4P3/1K6/8/8/8/8/8 w - - 0 1";
    let r = arbiter_bytes(&["explain", "--fen", mate, "--move", "e8", "--format", "json", "--completed"], b"", &[]);
    let v = json(&r.out);
    assert_valid("ruling.json", &v);
    assert_eq!(v["unpromoted"]["ending"], "checkmate", "{}", r.out);
    assert_eq!(v["unpromoted"]["lines"][2].as_str().map(|l| l.ends_with("Article 5.1.1")), Some(true), "{}", r.out);
    // A named piece is no 7.5.2 matter: the move is legal.
    let r = arbiter_bytes(&["explain", "--fen", fen, "--move", "e8=Q", "--format", "json", "--completed"], b"", &[]);
    assert!(json(&r.out).get("unpromoted").is_none(), "{}", r.out);
}

#[test]
fn a_legal_ruling_carries_san_fen_after_and_check_checkmate_stalemate() {
    let run = |fen: &str, mv: &str| {
        json(&arbiter_bytes(&["explain", "--fen", fen, "--move", mv, "--format", "json"], b"", &[]).out)
    };
    let v = run("7k/8/6Q1/8/8/8/8/K7 w - - 0 1", "g6g7");
    assert_eq!(
        (v["san"].as_str(), v["check"].as_bool(), v["checkmate"].as_bool()),
        (Some("Qg7+"), Some(true), Some(false))
    );
    assert_eq!(v["fen_after"], "7k/6Q1/8/8/8/8/8/K7 b - - 1 1");
    let v = run("6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1", "Rd8");
    assert_eq!(
        (v["san"].as_str(), v["checkmate"].as_bool(), v["stalemate"].as_bool()),
        (Some("Rd8#"), Some(true), Some(false))
    );
    let v = run("7k/8/8/8/8/8/8/K5Q1 w - - 0 1", "Ka2");
    assert_eq!((v["check"].as_bool(), v["stalemate"].as_bool()), (Some(false), Some(false)));
    let v = run("7k/8/6Q1/5K2/8/8/8/8 w - - 0 1", "Kf6");
    assert_eq!(
        (v["check"].as_bool(), v["checkmate"].as_bool(), v["stalemate"].as_bool()),
        (Some(false), Some(false), Some(true))
    );
    // Russian letters for the reader, English SAN for tools.
    let r =
        arbiter_bytes(&["explain", "--lang", "ru", "--fen", PINNED, "--move", "Крd1", "--format", "json"], b"", &[]);
    let v = json(&r.out);
    assert_eq!(v["san"], "Kd1");
    assert!(v["explanation"].as_str().unwrap().starts_with("Крd1"), "{v}");
    // An illegal move has none of them.
    let v = run(PINNED, "Nc3");
    assert!(v["san"].is_null() && v["fen_after"].is_null() && v["check"].is_null(), "{v}");
}

#[test]
fn violations_carry_their_facts_as_typed_fields() {
    let r = arbiter_bytes(&["explain", "--fen", PINNED, "--move", "Nc3", "--format", "json"], b"", &[]);
    let facts = &json(&r.out)["violations"][0]["facts"];
    assert_eq!(
        facts,
        &serde_json::json!({
            "piece": {"color": "white", "role": "knight"}, "from": "e2", "to": "c3", "king": "e1",
            "attacker": {"color": "black", "role": "rook", "square": "e7"}
        })
    );
    let r = arbiter_bytes(
        &["explain", "--fen", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "--move", "O-O", "--format", "json"],
        b"",
        &[],
    );
    let facts = &json(&r.out)["violations"][0]["facts"];
    assert_eq!(facts["side"], "kingside");
    assert_eq!(facts["square"], "f1");
    assert_eq!(facts["attacker"]["square"], "f2");
    let r = arbiter_bytes(
        &["explain", "--fen", "4k3/8/8/8/8/8/4N3/4K3 w - - 0 1", "--move", "Kd1", "--touch", "e2", "--format", "json"],
        b"",
        &[],
    );
    let facts = &json(&r.out)["violations"][0]["facts"];
    assert_eq!(facts["square"], "e2");
    assert_eq!(facts["moves"].as_array().map(Vec::len), Some(6));
}

/// Every from/to pair of several positions through `--batch`: every line valid, and
/// many different rules (each a different set of facts) among them.
#[test]
fn every_batch_line_of_many_rulings_follows_the_schema() {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/4r3/8/3pP3/8/8/4N3/4K3 w - d6 0 2",
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
    ];
    let squares: Vec<String> = (0..64).map(|i| format!("{}{}", (b'a' + i % 8) as char, i / 8 + 1)).collect();
    let mut input = String::new();
    for fen in fens {
        for from in &squares {
            for to in &squares {
                if from != to {
                    input.push_str(&serde_json::json!({"fen": fen, "move": format!("{from}{to}")}).to_string());
                    input.push('\n');
                }
            }
        }
    }
    let r = arbiter_bytes(&["explain", "--batch"], input.as_bytes(), &[]);
    assert_eq!(r.out.lines().count(), input.lines().count());
    let validator = validator("batch-line.json");
    let mut rules = BTreeSet::new();
    for line in r.out.lines() {
        let v = json(line);
        if let Some(e) = validator.iter_errors(&v).next() {
            panic!("{line}\n{e} at {}", e.instance_path());
        }
        for violation in v["violations"].as_array().into_iter().flatten() {
            rules.insert(violation["rule"].as_str().unwrap().to_owned());
        }
    }
    assert!(rules.len() >= 15, "{rules:?}");
}

#[test]
fn error_lines_follow_the_error_schema() {
    let input = "{\"fen\": \"x\", \"move\": \"e4\"}\n\nnot json\n{\"fen\": \"8/8/8/8/8/8/8/K6k w - - 0 1\", \"move\": \"Ka2\", \"x\": 1}\n";
    let r = arbiter_bytes(&["explain", "--batch"], input.as_bytes(), &[]);
    for line in r.out.lines() {
        assert_valid("batch-line.json", &json(line));
        assert_valid("error.json", &json(line));
    }
    let r = arbiter_bytes(&["explain", "--fen", "x", "--move", "e4", "--format", "json"], b"", &[]);
    assert_valid("error.json", &json(&r.out));
}

#[test]
fn moves_json_follows_its_schema() {
    let r = arbiter_bytes(&["moves", "--format", "json", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"], b"", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let v = json(&r.out);
    assert_valid("moves.json", &v);
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 26);
    assert!(moves.iter().any(|m| m["uci"] == "e1g1" && m["san"] == "O-O"), "{v}");
    let r = arbiter_bytes(&["moves", "--format", "json"], b"8/8/8/8/8/8/8/K6k w - - 0 1\nbad\n", &[]);
    assert_eq!(r.code, 2);
    let lines: Vec<Value> = r.out.lines().map(json).collect();
    assert_eq!(lines.len(), 2);
    lines.iter().for_each(|l| assert_valid("moves.json", l));
    assert_eq!((lines[1]["error"]["kind"].as_str(), lines[1]["error"]["line"].as_u64()), (Some("fen"), Some(2)));
    let r = arbiter_bytes(&["moves", "--format", "json", "--fen", "bad"], b"", &[]);
    assert_valid("moves.json", &json(&r.out));
}

#[test]
fn position_json_follows_its_schema_for_every_state_and_stream() {
    let fens = [
        "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "8/8/8/4k3/8/8/8/3BK3 w - - 0 1",
        "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
        // Dead, proven with the bishops unplaced (reason `unplaced-bishops`).
        "8/5b2/p5b1/P1p4b/K1p5/1pP5/1P6/1bk5 b - - 0 1",
        "8/8/8/4k3/8/8/8/4K2R w - - 99 80",
        "5Q2/6k1/8/5N2/8/8/8/K7 b - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ];
    let mut kinds = BTreeSet::new();
    for fen in fens {
        let r = arbiter_bytes(&["position", "--format", "json", "--fen", fen], b"", &[]);
        let v = json(&r.out);
        assert_valid("position.json", &v);
        kinds.insert(v["state"]["kind"].as_str().unwrap().to_owned());
    }
    assert_eq!(kinds.len(), 5, "{kinds:?}");
    let input = format!("{}\nbad\n\n{}", fens.join("\n"), "\u{ff}");
    let r = arbiter_bytes(&["position", "--format", "json", "--lang", "ru"], input.as_bytes(), &[]);
    let lines: Vec<Value> = r.out.lines().map(json).collect();
    assert_eq!(lines.len(), fens.len() + 3);
    lines.iter().for_each(|l| assert_valid("position.json", l));
    let orders: BTreeSet<Vec<String>> = r.out.lines().flat_map(key_orders).collect();
    assert!(
        orders.contains(
            ["fen", "turn", "check", "state", "illegal", "white", "black", "claims", "explanation"]
                .map(String::from)
                .as_slice()
        )
    );
    let r = arbiter_bytes(&["position", "--format", "json", "--fen", "bad"], b"", &[]);
    assert_valid("position.json", &json(&r.out));
    assert!(!validator("position.json").is_valid(&serde_json::json!({"fen": "x"})));
}

#[test]
fn perft_json_follows_its_schema() {
    let r = arbiter_bytes(&["perft", "3", "--format", "json"], b"", &[]);
    let v = json(&r.out);
    assert_valid("perft.json", &v);
    assert_eq!((v["nodes"].as_u64(), v["depth"].as_u64(), v["divide"].is_null()), (Some(8902), Some(3), true));
    let r = arbiter_bytes(&["perft", "2", "--divide", "--format", "json"], b"", &[]);
    let v = json(&r.out);
    assert_valid("perft.json", &v);
    let divide = v["divide"].as_array().unwrap();
    assert_eq!(divide.len(), 20);
    assert_eq!(divide.iter().map(|d| d["nodes"].as_u64().unwrap()).sum::<u64>(), 400);
    for bad in [&["perft", "99", "--format", "json"][..], &["perft", "1", "--fen", "x", "--format", "json"]] {
        let r = arbiter_bytes(bad, b"", &[]);
        assert_eq!(r.code, 2);
        assert_valid("perft.json", &json(&r.out));
    }
}

#[test]
fn replay_json_follows_its_schema_and_shares_the_violation_shape() {
    let games = include_str!("data/games.pgn");
    let extra =
        "\n\n[Event \"illegal\"]\n\n1. e4 e5 2. Ke2 Nc6 3. Ke1 Nf6 4. O-O *\n\n[Event \"bad\"]\n\n1. e4 Zz9 *\n";
    // The test set of results checked against the board: every kind of wrong result.
    let extra = format!("{extra}\n\n{}", include_str!("data/results.pgn"));
    let r = arbiter_bytes(&["replay", "--format", "json", "-"], format!("{games}{extra}").as_bytes(), &[]);
    let v = json(&r.out);
    assert_valid("replay.json", &v);
    let list = v["games"].as_array().unwrap();
    let illegal = list.iter().find_map(|g| g["illegal"].as_object()).expect("an illegal move");
    assert_eq!(illegal["violations"][0]["facts"]["move_number"], 2);
    assert!(list.iter().any(|g| g["error"]["kind"] == "pgn"));
    // The game keys in the contract's order; violations in the order of explain's.
    let orders = key_orders(&r.out);
    assert!(
        orders.contains(
            [
                "index",
                "plies",
                "result",
                "ending",
                "claims",
                "illegal",
                "wrong_result",
                "after_end",
                "notation",
                "variations"
            ]
            .map(String::from)
            .as_slice()
        )
    );
    assert!(orders.contains(["rule", "article", "edition", "message", "facts"].map(String::from).as_slice()));
}

#[test]
fn quote_json_follows_its_schema_with_fixed_keys_for_teaching_tools() {
    let quote_keys = [
        "article",
        "number",
        "in_edition",
        "cited_as",
        "edition",
        "title",
        "language",
        "kind",
        "text_edition",
        "source",
        "text",
        "out_of_scope",
        "lead_in",
        "note",
    ]
    .map(String::from);
    let cases: &[&[&str]] = &[
        &["quote", "3.8", "--format", "json"],
        &["quote", "c.10", "--format", "json", "--lang", "ru"],
        &["quote", "5.1.2", "--format", "json", "--edition", "2009"],
        &["quote", "3.8 a ii", "--format", "json", "--edition", "2005", "--lang", "ru"],
        &["quote", "9", "--format", "json", "--edition", "2005"],
        &["quote", "4.3.1", "--format", "json", "--lang", "ru"],
        &["quote", "3.8.2.2.2", "--format", "json", "--lang", "ru"],
    ];
    for args in cases {
        let r = arbiter_bytes(args, b"", &[]);
        assert_eq!(r.code, 0, "{args:?}: {}", r.err);
        let v = json(&r.out);
        assert_valid("quote.json", &v);
        for q in v["quotes"].as_array().unwrap() {
            assert_eq!(q["kind"] == "quote", q["source"].is_string(), "{q}");
        }
        let orders = key_orders(&r.out);
        assert!(orders.contains(quote_keys.as_slice()), "{args:?}: {orders:?}");
        // The wrapper, one shape of quote and, for a continued point, one of its lead-in.
        let lead_in = orders.contains(["article", "text"].map(String::from).as_slice());
        assert_eq!(orders.len(), 2 + usize::from(lead_in), "the wrapper and one shape of quote: {orders:?}");
    }
    let r = arbiter_bytes(&["quote", "--list", "--format", "json", "--edition", "2009"], b"", &[]);
    let v = json(&r.out);
    assert_valid("quote.json", &v);
    assert_eq!(v["articles"].as_array().unwrap().len(), arbiter::Registry::global().articles().len());
    // The schema refuses what the output never is.
    assert!(!validator("quote.json").is_valid(&serde_json::json!({"quotes": [{"article": "3.8"}]})));
    assert!(!validator("quote.json").is_valid(&serde_json::json!({"quotes": []})));
}

/// `arbiter serve` in this process, on a free loopback port (docs/serve.md).
fn service() -> std::net::SocketAddr {
    static ADDR: OnceLock<std::net::SocketAddr> = OnceLock::new();
    *ADDR.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let runtime = arbiter::serve::runtime(Some(2), None).expect("a runtime");
            runtime.block_on(async {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a port");
                tx.send(listener.local_addr().expect("an address")).expect("the test waits");
                let config = arbiter::serve::Config::default();
                arbiter::serve::serve(listener, &config, std::future::pending()).await.expect("serving");
            });
        });
        rx.recv().expect("the service's address")
    })
}

/// One request to the service: its status and its body as JSON.
fn served(method: &str, target: &str, body: &str) -> (u16, Value) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(service()).expect("the service answers");
    let head = format!(
        "{method} {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body.as_bytes())).expect("sent");
    let mut raw = String::new();
    stream.read_to_string(&mut raw).expect("an answer");
    let (head, body) = raw.split_once("\r\n\r\n").expect("a head and a body");
    (head.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("a status"), json(body))
}

/// The service's real answers follow the command line's schemas (`/api/explain`:
/// ruling.json, `/api/moves`: moves.json, `/api/quote`: quote.json, `/api/position`:
/// position.json, errors: error.json); the keys in one order, as the CLI's.
#[test]
fn the_services_answers_follow_the_schemas() {
    let pin = "4k3/4r3/8/8/8/8/4N3/4K3%20w%20-%20-%200%201";
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201";
    let castle = "r3k2r/8/8/8/8/8/5r2/R3K2R%20w%20KQkq%20-%200%201";
    for target in [
        format!("/api/explain?fen={pin}&move=Nc3"),
        format!("/api/explain?fen={pin}&move=Nc3&lang=ru&quote=1"),
        format!("/api/explain?fen={start}&move=e4&quote=1&edition=2009"),
        format!("/api/explain?fen={castle}&move=O-O&lang=ru"),
        format!("/api/explain?fen={start}&move=e2e4&touch=g1"),
        format!("/api/explain?fen={start}&move=Ke2"),
    ] {
        let (status, v) = served("GET", &target, "");
        assert_eq!(status, 200, "{target}: {v}");
        assert_valid("ruling.json", &v);
    }
    let (_, posted) = served("POST", "/api/explain", r#"{"fen": "8/8/8/8/8/8/8/K6k w - - 0 1", "move": "Ka2"}"#);
    assert_valid("ruling.json", &posted);
    for target in [format!("/api/moves?fen={start}"), format!("/api/moves?fen={castle}&lang=ru")] {
        assert_valid("moves.json", &served("GET", &target, "").1);
    }
    for target in
        ["/api/quote?article=3.8", "/api/quote?article=3.7%20d&edition=2009&lang=ru", "/api/quote?article=9&only=1"]
    {
        assert_valid("quote.json", &served("GET", target, "").1);
    }
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        "7k/8/8/8/8/8/8/R6K w - - 100 80",
        "7k/8/8/8/8/8/8/R6K w - - 99 80",
        "7k/8/8/8/8/8/8/R6K w - - 150 100",
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
        "5Q2/6k1/7P/8/8/8/8/K7 b - - 0 1",
    ] {
        for lang in ["en", "ru"] {
            let (status, v) = served("GET", &format!("/api/position?fen={}&lang={lang}", fen.replace(' ', "%20")), "");
            assert_eq!(status, 200, "{fen}: {v}");
            assert_valid("position.json", &v);
        }
    }
    for (target, status) in [
        ("/api/explain?fen=x&move=e4", 400),
        ("/api/moves?fen=8/8/8/8/8/8/8/8%20w%20-%20-%200%201", 400),
        ("/api/position?fen=x", 400),
        ("/api/quote?article=99.9", 404),
        ("/api/explain?fen=x", 400),
        ("/nowhere", 404),
    ] {
        let (got, v) = served("GET", target, "");
        assert_eq!(got, status, "{target}: {v}");
        assert_valid("error.json", &v);
    }
    // An unknown edition: the editions there are, joined as alternatives (review 2, G-22).
    let (got, v) = served("GET", "/api/quote?article=3.8&edition=1999&lang=ru", "");
    assert_eq!(got, 400, "{v}");
    assert_eq!(v["error"]["message"], "редакции «1999» нет (допустимые значения: 2023, 2009 или 2005)", "{v}");
    // The schema refuses what the position never is.
    assert!(!validator("position.json").is_valid(&serde_json::json!({"fen": "x", "turn": "white"})));
}

#[test]
fn a_batch_line_may_ask_for_the_arbiters_ruling_after_a_completed_illegal_move() {
    let queen = "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1";
    let lines = [
        serde_json::json!({"fen": queen, "move": "e8e6", "completed": true, "time_control": "300+3"}),
        serde_json::json!({"fen": queen, "move": "e8e6", "completed": true, "illegal_before": 1}),
        serde_json::json!({"fen": queen, "move": "e8e6"}),
        serde_json::json!({"fen": queen, "move": "e8e6", "completed": true, "illegal_before": -1}),
        serde_json::json!({"fen": queen, "move": "e8e6", "completed": true, "time_control": "fast"}),
    ];
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let r = arbiter_bytes(&["explain", "--batch"], input.as_bytes(), &[]);
    let out: Vec<Value> = r.out.lines().map(json).collect();
    assert_eq!(out.len(), 5, "{}", r.out);
    for v in &out {
        assert_valid("batch-line.json", v);
    }
    assert_eq!(out[0]["after_illegal"]["penalty"]["minutes"], 1, "{}", r.out);
    assert_eq!(out[1]["after_illegal"]["penalty"]["kind"], "game-lost");
    assert!(out[2].get("after_illegal").is_none());
    assert_eq!(out[3]["error"]["kind"], "key");
    assert_eq!(out[4]["error"]["kind"], "key");
    // The same object as the single command gives.
    let single = arbiter_bytes(
        &["explain", "--fen", queen, "--move", "e8e6", "--completed", "--time-control", "300+3", "--format", "json"],
        b"",
        &[],
    );
    assert_eq!(json(&single.out), out[0]);
}

/// `session --format json`: every answer (and every error line) follows session.json.
#[test]
fn session_json_follows_its_schema_for_every_answer() {
    let events = [
        "move d2d4",
        "move d7d5",
        "move g1g3",
        "move e2e4",
        "move Nf3",
        "clock",
        "claim 9.3 Nc6",
        "move Nf6",
        "move Nc6",
        "two-hands e2e4",
        "move e2e4",
        "status",
        "fen",
        "jump",
        "move e1e3",
        "flag white",
    ];
    let input: String = events.iter().map(|e| format!("{e}\n")).collect();
    let run = arbiter_bytes(&["session", "--format", "json"], input.as_bytes(), &[]);
    assert_eq!(run.code, 2, "{}", run.err);
    let lines: Vec<&str> = run.out.lines().collect();
    assert_eq!(lines.len(), events.len());
    for line in &lines {
        assert_valid("session.json", &json(line));
    }
    let after_flag = arbiter_bytes(
        &["session", "--format", "json", "--fen", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"],
        b"flag white\nunpromoted e7e8\n{\"event\": \"status\"}\n",
        &[],
    );
    assert_eq!(after_flag.out.lines().count(), 3);
    for line in after_flag.out.lines() {
        assert_valid("session.json", &json(line));
    }
    // The schema can fail: an answer without its state does not follow it.
    assert!(!validator("session.json").is_valid(&serde_json::json!({"line": 1, "event": "move", "answer": "played"})));
}

/// Review 23a, G-2 and G-3: a record read two ways (`readings`) and the illegal move a game
/// had stopped at before a record that cannot be read (`illegal` beside `error`) follow the
/// schema too.
#[test]
fn replay_json_readings_and_an_error_after_an_illegal_move_follow_the_schema() {
    let pgn = "[Result \"*\"]\n\n1. e4 e5 2. Кf3 Кc6 3. Кc3 Кf6 4. d3 d6 5. Ke2 Сe7 *\n\n\
               [Result \"*\"]\n\n1. e4 e5 2. Kf3 Кc6 3. Cc4 Kf6 *\n\n\
               [Result \"*\"]\n\n1. e4 e5 2. Кc3 Кf6 3. Кe2 Zz9 *\n";
    let r = arbiter_bytes(&["replay", "--lang", "ru", "--format", "json", "-"], pgn.as_bytes(), &[]);
    let v = json(&r.out);
    assert_valid("replay.json", &v);
    assert_eq!(v["games"][0]["readings"][0]["ply"], 9, "{v}");
    assert_eq!(v["games"][1]["illegal"]["ply"], 3, "{v}");
    assert_eq!(v["games"][2]["notation"]["ply"], 5, "{v}");
}

/// Review 32a, G-32: the first move whose written number contradicts the move it is
/// (`numbering`) follows the schema; a game numbered right has none.
#[test]
fn replay_json_numbering_follows_the_schema() {
    let pgn = "1. e4 e5 3. Nf3 Nc6 *\n\n1. e4 e5 2. Nf3 2... Nc6 3. Bb5 *\n\n1... e4 *\n";
    let r = arbiter_bytes(&["replay", "--format", "json", "-"], pgn.as_bytes(), &[]);
    let v = json(&r.out);
    assert_valid("replay.json", &v);
    assert_eq!(v["games"][0]["numbering"]["ply"], 3, "{v}");
    assert_eq!(v["games"][0]["numbering"]["written"], "3. Nf3", "{v}");
    assert_eq!(v["games"][0]["numbering"]["move"], "2. Nf3", "{v}");
    assert!(v["games"][1].get("numbering").is_none(), "{v}");
    assert_eq!(v["games"][2]["numbering"]["written"], "1... e4", "{v}");
}

/// Review 32a, G-35: a time control given in seconds is said as read — blitz, rapid or
/// standard play under the edition's A.1 and B.1 — in the text and in `time_control_read`,
/// which follows the schema; a kind named, or no time control, adds nothing.
#[test]
fn a_time_control_in_seconds_is_said_as_read() {
    let fen = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
    let json_of = |extra: &[&str]| {
        let mut args = vec!["explain", "--fen", fen, "--move", "Ke1-e3", "--format", "json", "--completed"];
        args.extend_from_slice(extra);
        let v = json(&arbiter_bytes(&args, b"", &[]).out);
        assert_valid("ruling.json", &v);
        v
    };
    let v = json_of(&["--time-control", "300+3"]);
    assert_eq!(
        v["time_control_read"],
        "The time control 300+3 is blitz: 5 min for the game and 3 s a move, 8 min in all over 60 moves, and in blitz that time is 10 min or less (Appendix B.1)"
    );
    assert_eq!(v["after_illegal"]["time_control"], "blitz");
    assert!(json_of(&["--time-control", "blitz"]).get("time_control_read").is_none());
    assert!(json_of(&[]).get("time_control_read").is_none());
    // Twelve minutes: rapid under 2023 (more than 10), blitz under 2009 (less than 15).
    let r = arbiter_bytes(
        &["explain", "--lang", "ru", "--fen", fen, "--move", "Крe1-e3", "--completed", "--time-control", "720"],
        b"",
        &[],
    );
    // The sentences end before the position reinstated is drawn (7.5.1), which follows them.
    let sentences = |out: &str| {
        let (said, drawn) = out.split_once("  ┌").unwrap_or_default();
        assert!(drawn.ends_with("    a  b  c  d  e  f  g  h\n"), "{out}");
        said.to_owned()
    };
    assert!(
        sentences(&r.out).ends_with(
            "Контроль времени 720 — это быстрые шахматы: 12 мин на партию, а в быстрых шахматах это время больше 10 мин, но меньше 60 мин (приложение A.1)\n"
        ),
        "{}",
        r.out
    );
    let r = arbiter_bytes(
        &["explain", "--edition", "2009", "--fen", fen, "--move", "Ke1-e3", "--completed", "--time-control", "720"],
        b"",
        &[],
    );
    assert!(
        sentences(&r.out).ends_with(
            "The time control 720 is blitz: 12 min for the game, and in blitz that time is less than 15 min \
             (Appendix B.1, 2009 edition); under this edition arbiter takes the game to be supervised by an \
             arbiter, so the Competition Rules apply in full (Appendix B.2, 2009 edition)\n"
        ),
        "{}",
        r.out
    );
}

/// Issue 13, item 4: a replayed game's first illegal move says what the arbiter would do
/// (`after_illegal`, with `time_control_read` under a `TimeControl` tag in seconds), or that
/// the pawn becomes a queen (`unpromoted`); a look-alike hint with no legal reading (empty
/// `moves`) follows the schema too.
#[test]
fn replay_json_of_what_the_arbiter_would_do_follows_the_schema() {
    let pgn = "[TimeControl \"300+3\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n\
               [SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n[Result \"*\"]\n\n1. a8 *\n";
    let r = arbiter_bytes(&["replay", "--format", "json", "-"], pgn.as_bytes(), &[]);
    let v = json(&r.out);
    assert_valid("replay.json", &v);
    assert!(v["games"][0]["illegal"]["time_control_read"].is_string(), "{v}");
    assert!(v["games"][1]["illegal"]["unpromoted"].is_object(), "{v}");
    let r = arbiter_bytes(&["replay", "--lang", "ru", "--format", "json", "-"], pgn.as_bytes(), &[]);
    let v = json(&r.out);
    assert_valid("replay.json", &v);
    assert_eq!(v["games"][0]["illegal"]["hint"]["moves"], serde_json::json!([]), "{v}");
}
