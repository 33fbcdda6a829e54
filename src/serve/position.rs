//! `/api/position`: what an arbiter sees in a position (`docs/schema/serve-position.json`) —
//! whose move it is, check and the checking pieces, the legal moves (as `moves --format
//! json`), whether the game is over here (Articles 5.1.1, 5.2.1, 5.2.2, 9.6) and which draw
//! the player to move may claim (Articles 9.2, 9.3), each with its article and sentence.
//!
//! The sentences are about this position, not about a ply of a game (that is `replay`'s
//! wording): a FEN has no history, so "ply 0 (the initial position)" would say nothing.

use serde::Serialize;

use crate::cli::Ctx;
use crate::cli::json::JsonPlaced;
use crate::cli::moves::{JsonMove, legal_moves};
use crate::game::{Claim, Ending};
use crate::i18n::{Arg, Message, cite, with_citation};
use crate::notation::San;
use crate::{Edition, Game, Placed, Position};

/// The answer of `/api/position`, keys in this order.
#[derive(Serialize, Debug)]
pub(crate) struct JsonPosition {
    fen: String,
    turn: &'static str,
    check: bool,
    /// The pieces giving check (Article 3.9.1).
    checkers: Vec<JsonPlaced>,
    /// Sorted by UCI, SAN in English letters: the items of `moves --format json`.
    moves: Vec<JsonMove>,
    /// How the game ends in this position, if it does.
    ending: Option<JsonEnding>,
    /// The draws the player to move may claim.
    claims: Vec<JsonClaim>,
}

/// The game is over: `kind` as in `replay --format json`, its article, the result.
#[derive(Serialize, Debug)]
struct JsonEnding {
    kind: &'static str,
    article: String,
    edition: &'static str,
    result: &'static str,
    message: String,
}

/// A draw the player to move may claim; `move` is the move to write down and declare
/// (9.2.1, 9.3.1), in the reader's letters.
#[derive(Serialize, Debug)]
struct JsonClaim {
    kind: &'static str,
    article: String,
    edition: &'static str,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    declared: Option<String>,
    message: String,
}

/// The analysis of `pos` (read from `fen`) for the reader of `ctx`, citing `edition`.
pub(crate) fn analyse(ctx: &Ctx, edition: Edition, fen: &str, pos: Position) -> JsonPosition {
    let checkers = pos
        .checkers()
        .filter_map(|square| pos.board().piece_at(square).map(|piece| JsonPlaced::from(Placed { piece, square })))
        .collect();
    let turn = pos.turn();
    let moves = legal_moves(&pos);
    let (fen, check) = (fen.trim().to_owned(), pos.is_check());
    let game = Game::new(pos);
    let (ending, claims) = game.status();
    let ending = ending.map(|e| {
        let citation = cite(ctx.l10n, &ctx.lang, e.rule(), edition);
        JsonEnding {
            kind: e.kind(),
            article: citation.article,
            edition: citation.edition.year(),
            result: e.result(),
            message: with_citation(ctx.l10n, &ctx.lang, ctx.tr(&ending_message(&e, turn)), citation.text),
        }
    });
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    let claims = claims
        .iter()
        .map(|c| {
            let citation = cite(ctx.l10n, &ctx.lang, c.rule(), edition);
            let declared = c.declared_move().map(|m| San::from_move(game.position(), m).write(&alphabet));
            let message = claim_message(c, turn, declared.as_deref().unwrap_or_default());
            JsonClaim {
                kind: c.kind(),
                article: citation.article,
                edition: citation.edition.year(),
                declared,
                message: with_citation(ctx.l10n, &ctx.lang, ctx.tr(&message), citation.text),
            }
        })
        .collect();
    JsonPosition { fen, turn: turn.name(), check, checkers, moves, ending, claims }
}

/// The sentence for a game over in this position; `turn` is the side to move.
fn ending_message(ending: &Ending, turn: crate::Color) -> Message {
    match ending {
        Ending::Checkmate { winner } => Message::new("serve-position-checkmate").arg("winner", Arg::Color(*winner)),
        Ending::Stalemate => Message::new("serve-position-stalemate").arg("color", Arg::Color(turn)),
        Ending::DeadPosition(_) => Message::new("serve-position-dead-position"),
        Ending::FivefoldRepetition { times } => {
            Message::new("serve-position-fivefold").arg("times", Arg::Number(*times as i64))
        }
        Ending::SeventyFiveMoves { .. } => Message::new("serve-position-seventy-five"),
    }
}

/// The sentence for a draw the side to move (`turn`) may claim.
fn claim_message(claim: &Claim, turn: crate::Color, declared: &str) -> Message {
    let msg = match claim {
        Claim::ThreefoldRepetition { times } => {
            Message::new("serve-position-claim-threefold").arg("times", Arg::Number(*times as i64))
        }
        Claim::ThreefoldRepetitionAboutToAppear { times, .. } => {
            Message::new("serve-position-claim-threefold-about-to")
                .arg("times", Arg::Number(*times as i64))
                .arg("move", Arg::Text(declared.to_owned()))
        }
        Claim::FiftyMoves { .. } => Message::new("serve-position-claim-fifty"),
        Claim::FiftyMovesAboutToBeMade { .. } => {
            Message::new("serve-position-claim-fifty-about-to").arg("move", Arg::Text(declared.to_owned()))
        }
    };
    msg.arg("color", Arg::Color(turn))
}
