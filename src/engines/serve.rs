//! arbiter's own answers to the engine protocol (`arbiter engine serve`): the reference
//! implementation, which every adapter can be compared with line by line.

use std::io::{BufRead, Write};

use serde_json::{Value, json};

use super::protocol::{self, Capability, Envelope, Line, Request};
use crate::notation::{Alphabet, Notation, San};
use crate::{Game, Position, Ruling};

/// Why a FEN does not load. The protocol's words are English, for programs
/// (docs/engine-protocol.md); the reason is the sentence the command line gives, not the
/// error's debug form.
fn fen_error(e: &crate::PositionError) -> String {
    use crate::i18n::{Localize, Localizer};
    let l10n = Localizer::global();
    format!("the FEN does not load: {}", l10n.format(&l10n.english(), &e.message()))
}

/// Replays `line` as a game, refusing an illegal move.
fn game_of(line: &Line) -> Result<Game, String> {
    // The protocol's words are English, for programs (docs/engine-protocol.md); the reason is
    // the sentence the command line gives, not the error's debug form.
    let start = Position::from_fen(&line.fen).map_err(|e| fen_error(&e))?;
    let mut game = Game::new(start);
    for (i, text) in line.moves.iter().enumerate() {
        let m = legal_move(game.position(), text).ok_or_else(|| format!("move {} (`{text}`) is not legal", i + 1))?;
        game.play_unchecked(m);
    }
    Ok(game)
}

fn legal_move(pos: &Position, uci: &str) -> Option<crate::Move> {
    let notation = uci.parse::<crate::Uci>().ok()?;
    match Notation::Uci(notation).adjudicate(pos) {
        Ruling::Legal(m) => Some(m),
        Ruling::Illegal(_) => None,
    }
}

/// The answer to one request (without its id).
pub fn answer(request: &Request) -> Result<Value, String> {
    Ok(match request {
        Request::Hello { .. } => json!({
            "name": "arbiter",
            "version": env!("CARGO_PKG_VERSION"),
            "protocol": protocol::VERSION,
            "capabilities": Capability::ALL,
        }),
        Request::LegalMoves { line } => {
            let game = game_of(line)?;
            let moves: Vec<String> = game.position().legal_moves().iter().map(|m| m.uci()).collect();
            json!({ "moves": moves })
        }
        Request::Play { line, mv } => {
            let game = game_of(line)?;
            match legal_move(game.position(), mv) {
                Some(m) => {
                    let mut after = game.position().clone();
                    after.play_unchecked(m);
                    json!({ "legal": true, "fen": after.to_fen() })
                }
                None => json!({ "legal": false }),
            }
        }
        Request::State { line } => {
            let game = game_of(line)?;
            json!({
                "check": game.position().is_check(),
                "ending": game.ending().map(|e| e.kind()),
                "repetitions": game.repetitions(),
            })
        }
        Request::Claims { line } => {
            let game = game_of(line)?;
            let claims = game.claims();
            let has = |kind: &str| claims.iter().any(|c| c.kind() == kind);
            json!({ "threefold_repetition": has("threefold-repetition"), "fifty_moves": has("fifty-moves") })
        }
        Request::San { line, mv } => {
            let game = game_of(line)?;
            let pos = game.position();
            let m = legal_move(pos, mv).ok_or_else(|| format!("`{mv}` is not legal here"))?;
            json!({ "san": San::from_move(pos, m).write(&Alphabet::english()) })
        }
        Request::Validate { fen } => match Position::from_fen(fen) {
            Ok(_) => json!({ "valid": true }),
            Err(crate::PositionError::Illegal(_)) => json!({ "valid": false }),
            Err(e) => return Err(fen_error(&e)),
        },
        Request::Perft { line, depth } => {
            let game = game_of(line)?;
            let pos = game.position();
            let mut divide = serde_json::Map::new();
            let mut nodes = 0;
            for m in pos.legal_moves().iter() {
                let mut next = pos.clone();
                next.play_unchecked(*m);
                let n = if *depth <= 1 { 1 } else { next.perft(depth - 1) };
                nodes += n;
                divide.insert(m.uci(), n.into());
            }
            json!({ "nodes": nodes, "divide": divide })
        }
        Request::Quit => Value::Null,
    })
}

/// Serves the protocol: one answer per request line, until `quit` or the end of input.
/// A line that is not a request gets an error answer (with its id when it has one).
pub fn serve(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let reply = match serde_json::from_str::<Envelope>(&line) {
            Ok(Envelope { request: Request::Quit, .. }) => break,
            Ok(Envelope { id, request }) => match answer(&request) {
                Ok(Value::Object(mut map)) => {
                    map.insert("id".into(), id.into());
                    Value::Object(map)
                }
                Ok(other) => json!({ "id": id, "value": other }),
                Err(why) => json!({ "id": id, "error": why }),
            },
            Err(e) => {
                let id = serde_json::from_str::<Value>(&line).ok().and_then(|v| v.get("id").cloned());
                json!({ "id": id, "error": format!("not a request: {e}") })
            }
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
    Ok(())
}
