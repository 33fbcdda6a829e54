//! Sentences about games: how a game ended on the board (Articles 5, 9.6) and which draw a
//! player may claim (Articles 9.2, 9.3), each with its citation. `arbiter replay` and the
//! executable rulebook print the same sentences.

use super::{Arg, Lang, Localize, Localizer, Message, cite, with_citation};
use crate::game::{Claim, Ending};
use crate::laws::result::{Decision, WrongResult};
use crate::pgn::Outcome;
use crate::{Color, Edition, Position};

/// The move of a ply with its number, as a scoresheet shows it: `17. Rd8#`, `12... O-O`.
pub fn numbered(before: &Position, text: &str) -> String {
    match before.turn() {
        Color::White => format!("{}. {text}", before.fullmove_number()),
        Color::Black => format!("{}... {text}", before.fullmove_number()),
    }
}

/// The move of ply `ply` (1 for the first) of `game`, numbered as a scoresheet shows it, in
/// the reader's letters: `2... Фh4#`. `None` when the game keeps no moves or has no such ply.
pub fn numbered_ply(game: &crate::Game, ply: usize, alphabet: &crate::notation::Alphabet) -> Option<String> {
    let before = game.position_at(ply.checked_sub(1)?)?;
    let mv = *game.moves()?.get(ply - 1)?;
    Some(numbered(before, &crate::notation::San::from_move(before, mv).write(alphabet)))
}

/// The ending's message, with every fact it has: of a ply for `replay`'s report, or of the
/// moment for the session (`now`). One id per variant and reader, as the Fluent files name them.
fn ending_message(ending: &Ending, now: bool) -> Message {
    let (of_ply, of_now) = match ending {
        Ending::Checkmate { .. } => ("replay-ending-checkmate", "session-ending-checkmate"),
        Ending::Stalemate => ("replay-ending-stalemate", "session-ending-stalemate"),
        Ending::DeadPosition(_) => ("replay-ending-dead-position", "session-ending-dead-position"),
        Ending::FivefoldRepetition { .. } => ("replay-ending-fivefold", "session-ending-fivefold"),
        Ending::SeventyFiveMoves { .. } => ("replay-ending-seventy-five", "session-ending-seventy-five"),
    };
    let msg = Message::new(if now { of_now } else { of_ply });
    match ending {
        Ending::Checkmate { winner } => msg.arg("winner", Arg::Color(*winner)),
        Ending::FivefoldRepetition { times } => msg.arg("times", Arg::Number(*times as i64)),
        Ending::SeventyFiveMoves { halfmoves } => msg.arg("halfmoves", Arg::Number(i64::from(*halfmoves))),
        Ending::Stalemate | Ending::DeadPosition(_) => msg,
    }
}

/// The claim's message, as [`ending_message`]; `declared` is the move to declare (in the
/// reader's letters), for the claims "about to" happen.
fn claim_message(claim: &Claim, declared: &str, now: bool) -> Message {
    let (of_ply, of_now) = match claim {
        Claim::ThreefoldRepetition { .. } => ("replay-claim-threefold", "session-claim-threefold"),
        Claim::ThreefoldRepetitionAboutToAppear { .. } => {
            ("replay-claim-threefold-about-to", "session-claim-threefold-about-to")
        }
        Claim::FiftyMoves { .. } => ("replay-claim-fifty", "session-claim-fifty"),
        Claim::FiftyMovesAboutToBeMade { .. } => ("replay-claim-fifty-about-to", "session-claim-fifty-about-to"),
    };
    let msg = Message::new(if now { of_now } else { of_ply });
    match claim {
        Claim::ThreefoldRepetition { times } => msg.arg("times", Arg::Number(*times as i64)),
        Claim::ThreefoldRepetitionAboutToAppear { times, .. } => {
            msg.arg("times", Arg::Number(*times as i64)).arg("move", Arg::Text(declared.to_owned()))
        }
        Claim::FiftyMoves { halfmoves } => msg.arg("halfmoves", Arg::Number(i64::from(*halfmoves))),
        Claim::FiftyMovesAboutToBeMade { .. } => msg.arg("move", Arg::Text(declared.to_owned())),
    }
}

/// "Ply 33 (17. Rd8#): checkmate; White wins — Article 5.1.1". `mv` is the numbered move
/// of `ply`, or `None` for the start position.
pub fn ending_line(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    ending: &Ending,
    ply: usize,
    mv: Option<&str>,
) -> String {
    let mv = mv.map_or_else(|| l10n.format(lang, &Message::new("replay-start-position")), str::to_owned);
    let msg = ending_message(ending, false).arg("ply", Arg::Number(ply as i64)).arg("move", Arg::Text(mv));
    with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, ending.rule(), edition).text)
}

/// Where a claim stands in a game: after ply `ply` (0: the start position), whose move is
/// `played` (numbered, `None` for the start position), `player` to move.
#[derive(Clone, Copy, Debug)]
pub struct ClaimAt<'a> {
    /// The ply after which the draw may be claimed.
    pub ply: usize,
    /// That ply's move, numbered as a scoresheet shows it.
    pub played: Option<&'a str>,
    /// The side to move, who may claim.
    pub player: Color,
}

/// "After ply 12 (6... Ng8) White may claim a draw: … — Article 9.2.2"; `player` is the
/// side to move, who may claim (review 32f, G-14).
/// `played` is the numbered move of `ply` (`None` for the start position), as in
/// [`ending_line`]: a game set up at move 80 has its first ply at «80. Лa2» (review 22,
/// F-17). `declared` is the move to declare (in the reader's letters), for the claims
/// "about to" happen.
pub fn claim_line(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    claim: &Claim,
    at: ClaimAt<'_>,
    declared: &str,
) -> String {
    let ClaimAt { ply, played, player } = at;
    let played = played.map_or_else(|| l10n.format(lang, &Message::new("replay-start-position")), str::to_owned);
    let msg = claim_message(claim, declared, false)
        .arg("ply", Arg::Number(ply as i64))
        .arg("played", Arg::Text(played))
        .arg("player", Arg::Color(player));
    with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, claim.rule(), edition).text)
}

/// The session's line for a game ended on the board by the move just played: "Stalemate:
/// the game is drawn — Article 5.2.1" (the move is on the line before it; review 10, P-11).
pub fn ending_now_line(l10n: &Localizer, lang: &Lang, edition: Edition, ending: &Ending) -> String {
    let msg = ending_message(ending, true);
    with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, ending.rule(), edition).text)
}

/// The session's line for a draw the player to move may claim now: "Black may now claim a
/// draw by writing Ng8 …— Article 9.2.1" (review 10, P-1). `declared` as in [`claim_line`].
pub fn claim_now_line(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    claim: &Claim,
    player: Color,
    declared: &str,
) -> String {
    let msg = claim_message(claim, declared, true).arg("player", Arg::Color(player));
    with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, claim.rule(), edition).text)
}

/// "The result 1-0 is wrong: Black lost on time, but White could not checkmate … — Article
/// 6.9": a recorded result the board contradicts, with the article that gives the right one.
///
/// `mv` is the move of the ply a checkmate or a draw on the board came at, numbered, in the
/// reader's letters (`2... Фh4#`): the reader finds a move on the scoresheet, not a ply.
pub fn wrong_result_line(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    wrong: &WrongResult,
    mv: Option<&str>,
) -> String {
    wrong_result_line_as(l10n, lang, edition, wrong, mv, true)
}

/// [`wrong_result_line`], saying whether the file stated how the game was decided
/// (`stated`): with no `Termination` tag a resignation is only assumed, and the sentence
/// says "if" instead of stating it as a fact (review 24a, G-11).
pub fn wrong_result_line_as(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    wrong: &WrongResult,
    mv: Option<&str>,
    stated: bool,
) -> String {
    let mut proof = None;
    let msg = match wrong {
        WrongResult::CheckmateScoredOtherwise { winner, recorded, ply } => Message::new("replay-result-checkmate")
            .arg("recorded", Arg::Text(recorded.marker().to_owned()))
            .arg("winner", Arg::Color(*winner))
            .arg("ply", Arg::Number(*ply as i64)),
        WrongResult::DrawScoredAsWin { ending, recorded, ply } => Message::new("replay-result-drawn-on-board")
            .arg("recorded", Arg::Text(recorded.marker().to_owned()))
            .arg("ending", Arg::Text(ending.kind().to_owned()))
            .arg("ply", Arg::Number(*ply as i64)),
        WrongResult::WinnerCannotMate { decision, winner, reason } => {
            let id = match decision {
                Decision::Resignation if !stated => "replay-result-resignation-assumed",
                Decision::Resignation => "replay-result-resignation",
                Decision::OnTime | Decision::Other => "replay-result-time-forfeit",
            };
            let recorded = if *winner == Color::White { Outcome::WhiteWins } else { Outcome::BlackWins };
            proof = Some(reason.message());
            Message::new(id)
                .arg("recorded", Arg::Text(recorded.marker().to_owned()))
                .arg("loser", Arg::Color(!*winner))
                .arg("winner", Arg::Color(*winner))
        }
    };
    let msg = msg
        .arg("correct", Arg::Text(wrong.correct().marker().to_owned()))
        .arg("move", Arg::Text(mv.unwrap_or_default().to_owned()));
    let citation = cite(l10n, lang, wrong.rule(), edition).text;
    match proof {
        Some(proof) => cited_then_proof(l10n, lang, l10n.format(lang, &msg), citation, &proof),
        None => with_citation(l10n, lang, l10n.format(lang, &msg), citation),
    }
}

/// A ruling's sentence with its citation, then the sentence that proves it (why the
/// opponent cannot checkmate), so that the article stands after the ruling it supports:
/// «…вничью, результат — 1/2-1/2 (статья 6.9). У чёрных остался только король…» (review
/// 21a, D-6).
pub(crate) fn cited_then_proof(
    l10n: &Localizer,
    lang: &Lang,
    ruling: String,
    citation: String,
    proof: &Message,
) -> String {
    let head = with_citation(l10n, lang, ruling, citation);
    let list = super::messages::sentence_list_of(head, vec![l10n.format(lang, proof)], Arg::Text);
    l10n.format(lang, &list)
}

/// "3 half-moves were written after the game had ended at ply 33, from 18. Kh1: … —
/// Article 5.1.1": moves played after the end, with the article that ended the game.
pub fn after_end_line(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    ending: &Ending,
    ply: usize,
    count: usize,
    first: &str,
) -> String {
    let msg = Message::new("replay-after-end")
        .arg("count", Arg::Number(count as i64))
        .arg("ply", Arg::Number(ply as i64))
        .arg("move", Arg::Text(first.to_owned()));
    with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, ending.rule(), edition).text)
}

/// The arbiter's ruling after a completed illegal move (Article 7.5), one sentence a line,
/// each with its citation: the position reinstated (7.5.1), the move that must replace the
/// illegal one (4.3.1 — none cited when any legal move will do; no such line when the
/// penalty ends the game), the penalty (7.5.5, A.3).
pub fn after_illegal_lines(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    ruling: &crate::laws::illegal_move::AfterIllegalMove,
) -> Vec<String> {
    use crate::RuleId;
    let cited = |msg: Message, rule: RuleId| {
        with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, rule, edition).text)
    };
    let pos = &ruling.reinstate;
    let player = pos.turn();
    let mut lines = vec![cited(
        Message::new("after-illegal-reinstate").arg("fen", Arg::Text(pos.to_fen())),
        RuleId::IllegalMoveReinstated,
    )];
    if ruling.penalty.ends_the_game() {
        // The game is over (7.5.5): no move replaces the illegal one (review 8, P-2).
    } else if let Some(written) = ruling.written {
        // The move written for an incorrect claim must be made (9.5.3), with the piece the
        // illegal move touched (4.3 too) or not (review G-5, `docs/decisions.md`).
        let moves = Arg::Moves(vec![crate::notation::San::from_move(pos, written.mv)]);
        let line = if written.touch_agrees {
            let msg =
                Message::new("after-illegal-replace-written").arg("color", Arg::Color(player)).arg("moves", moves);
            let citation = super::cite_both(l10n, lang, RuleId::IncorrectClaimPenalty, ruling.bound_by, edition);
            with_citation(l10n, lang, l10n.format(lang, &msg), citation)
        } else {
            let role = pos.board().piece_at(ruling.touched).map_or(crate::Role::Pawn, |p| p.role);
            let msg = Message::new("after-illegal-replace-written-other-piece")
                .arg("color", Arg::Color(player))
                .arg("moved", Arg::Role(role))
                .arg("from", Arg::Square(ruling.touched))
                .arg("moves", moves);
            cited(msg, RuleId::IncorrectClaimPenalty)
        };
        lines.push(line);
    } else if ruling.bound {
        let moves = Arg::Moves(ruling.replacing.iter().map(|m| crate::notation::San::from_move(pos, *m)).collect());
        let role = |sq: crate::Square| Arg::Role(pos.board().piece_at(sq).map_or(crate::Role::Pawn, |p| p.role));
        let msg = match ruling.bound_piece {
            // An illegal castling: another move of the king (4.4.3; review 32c G-4, 32f G-4).
            Some(_) if ruling.castling => {
                Message::new("after-illegal-replace-castling").arg("color", Arg::Color(player)).arg("moves", moves)
            }
            // Only the piece moved can make the moves required, but the requirement is the
            // capture of a touched opponent's piece (4.3.2, 4.3.3), not the piece itself:
            // said as the rule's move (review 32c, G-3).
            Some(sq) if sq == ruling.touched && ruling.bound_by != crate::RuleId::TouchedOwnPieceMustMove => {
                Message::new("after-illegal-replace-touched")
                    .arg("color", Arg::Color(player))
                    .arg("count", Arg::Number(ruling.replacing.len() as i64))
                    .arg("moves", moves)
            }
            Some(sq) if sq == ruling.touched => Message::new("after-illegal-replace-bound")
                .arg("color", Arg::Color(player))
                .arg("square", Arg::Square(sq))
                .arg("moves", moves),
            // A piece touched at the same time as the one moved binds: neither was first
            // (review 26a, G-6).
            Some(sq) if !ruling.bound_at_once.is_empty() => Message::new("after-illegal-replace-touched-at-once")
                .arg("squares", Arg::Squares(ruling.bound_at_once.clone()))
                .arg("piece", role(sq))
                .arg("square", Arg::Square(sq))
                .arg("color", Arg::Color(player))
                .arg("moves", moves),
            // A piece touched before the one moved binds (review 17, X-8).
            Some(sq) => Message::new("after-illegal-replace-first-touched")
                .arg("piece", role(sq))
                .arg("square", Arg::Square(sq))
                .arg("moved", role(ruling.touched))
                .arg("from", Arg::Square(ruling.touched))
                .arg("color", Arg::Color(player))
                .arg("moves", moves),
            None => Message::new("after-illegal-replace-touched")
                .arg("color", Arg::Color(player))
                .arg("count", Arg::Number(ruling.replacing.len() as i64))
                .arg("moves", moves),
        };
        lines.push(cited(msg, ruling.bound_by));
    } else {
        let piece = pos.board().piece_at(ruling.touched);
        let msg = Message::new("after-illegal-replace-free")
            .arg("color", Arg::Color(player))
            .arg("square", Arg::Square(ruling.touched))
            .arg("piece", Arg::Role(piece.map_or(crate::Role::Pawn, |p| p.role)))
            .arg(
                "found",
                Arg::Keyword(match piece {
                    Some(p) if p.color != player => "opponent",
                    Some(_) => "yes",
                    None => "no",
                }),
            );
        // 7.5.1 applies 4.3 to the replacing move; when the piece has none, 4.5 frees it
        // (review 9, P-16).
        lines.push(cited(msg, RuleId::NoTouchedPieceCanMove));
    }
    lines.push(penalty_line(l10n, lang, edition, player, ruling.count, &ruling.penalty, ruling.penalty_rule));
    lines
}

/// The penalty of `player`'s `count`-th completed illegal move (1 for the first), with its
/// citation (7.5.5, A.3): "It is White's first completed illegal move: Black receives two
/// extra minutes — Article 7.5.5".
pub fn penalty_line(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    player: Color,
    count: u32,
    penalty: &crate::laws::illegal_move::Penalty,
    rule: crate::RuleId,
) -> String {
    use crate::laws::illegal_move::Penalty;
    let mut proof = None;
    let msg = match penalty {
        Penalty::ExtraTime { opponent, minutes } => Message::new("after-illegal-extra-time")
            .arg("opponent", Arg::Color(*opponent))
            .arg("minutes", Arg::Number(i64::from(*minutes))),
        Penalty::GameLost { loser } => {
            let result = if *loser == Color::White { Outcome::BlackWins } else { Outcome::WhiteWins };
            Message::new("after-illegal-lost").arg("result", Arg::Text(result.marker().to_owned()))
        }
        Penalty::Drawn { reason, .. } => {
            proof = Some(reason.message());
            Message::new("after-illegal-drawn")
                .arg("opponent", Arg::Color(!player))
                .arg("result", Arg::Text(Outcome::Draw.marker().to_owned()))
        }
        Penalty::LostUnlessOpponentCannotMate { .. } => {
            Message::new("after-illegal-lost-unless").arg("opponent", Arg::Color(!player))
        }
    };
    let msg = msg.arg("count", Arg::Number(i64::from(count))).arg("player", Arg::Color(player));
    let citation = cite(l10n, lang, rule, edition).text;
    match proof {
        Some(proof) => cited_then_proof(l10n, lang, l10n.format(lang, &msg), citation, &proof),
        None => with_citation(l10n, lang, l10n.format(lang, &msg), citation),
    }
}

/// "White must now make the move written, Nf3 — Article 9.5.3": after an incorrect claim
/// on a written move. `before` is the position the move was written in.
pub fn must_play_line(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    before: &Position,
    claimant: Color,
    m: crate::Move,
) -> String {
    let msg = Message::new("claim-must-play")
        .arg("claimant", Arg::Color(claimant))
        .arg("move", Arg::Moves(vec![crate::notation::San::from_move(before, m)]));
    let rule = crate::RuleId::IncorrectClaimPenalty;
    with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, rule, edition).text)
}

/// The arbiter's ruling on a draw claim (Article 9.5), one sentence a line, each with its
/// citation: what the scoresheet shows (9.2.1, 9.2.2, 9.3.1 or 9.3.2), then the outcome — the
/// game drawn (9.5.2), or the opponent's extra time (9.5.3, A.3) and the move written that
/// must now be made (9.5.3). `before` is the position in which the claim was made.
pub fn claim_ruling_lines(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    before: &Position,
    ruling: &crate::laws::draw_claim::ClaimRuling,
) -> Vec<String> {
    use crate::RuleId;
    use crate::laws::draw_claim::{ClaimRuling, ClaimShortfall};
    let cited = |msg: Message, rule: RuleId| {
        with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, rule, edition).text)
    };
    let written = |m: crate::Move| Arg::Moves(vec![crate::notation::San::from_move(before, m)]);
    match ruling {
        ClaimRuling::Correct { claimant, claim } => {
            let found = match claim {
                Claim::ThreefoldRepetition { times } => {
                    Message::new("claim-found-repetition").arg("times", Arg::Number(*times as i64))
                }
                Claim::ThreefoldRepetitionAboutToAppear { mv, times } => Message::new("claim-found-repetition-written")
                    .arg("move", written(*mv))
                    .arg("times", Arg::Number(*times as i64)),
                Claim::FiftyMoves { .. } => Message::new("claim-found-fifty"),
                Claim::FiftyMovesAboutToBeMade { mv } => {
                    Message::new("claim-found-fifty-written").arg("move", written(*mv))
                }
            };
            let outcome = Message::new("claim-correct")
                .arg("claimant", Arg::Color(*claimant))
                .arg("result", Arg::Text(Outcome::Draw.marker().to_owned()));
            vec![cited(found, claim.rule()), cited(outcome, ruling.rule())]
        }
        ClaimRuling::Incorrect { claimant, claim, shortfall, minutes, penalty_rule, must_play } => {
            let found = match (shortfall, claim.written) {
                (ClaimShortfall::Repetition { times }, None) => {
                    Message::new("claim-short-repetition").arg("times", Arg::Number(*times as i64))
                }
                (ClaimShortfall::Repetition { times }, Some(m)) => Message::new("claim-short-repetition-written")
                    .arg("move", written(m))
                    .arg("times", Arg::Number(*times as i64)),
                (ClaimShortfall::FiftyMoves { halfmoves }, None) => {
                    Message::new("claim-short-fifty").arg("halfmoves", Arg::Number(i64::from(*halfmoves)))
                }
                (ClaimShortfall::FiftyMoves { halfmoves }, Some(m)) => Message::new("claim-short-fifty-written")
                    .arg("move", written(m))
                    .arg("halfmoves", Arg::Number(i64::from(*halfmoves))),
                (ClaimShortfall::WrittenMoveResets { written: m }, _) => {
                    // Which of the two it is (review 9, P-18): a pawn's move, else a capture.
                    let pawn = before.board().role_at(m.from) == Some(crate::Role::Pawn);
                    Message::new("claim-short-fifty-resets")
                        .arg("move", written(*m))
                        .arg("kind", Arg::Keyword(if pawn { "pawn" } else { "capture" }))
                }
            };
            let outcome = Message::new("claim-incorrect")
                .arg("claimant", Arg::Color(*claimant))
                .arg("opponent", Arg::Color(!*claimant))
                .arg("minutes", Arg::Number(i64::from(*minutes)));
            let mut lines = vec![cited(found, claim.rule()), cited(outcome, *penalty_rule)];
            if let Some(m) = must_play {
                lines.push(must_play_line(l10n, lang, edition, before, *claimant, *m));
            }
            lines
        }
    }
}
