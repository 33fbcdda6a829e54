//! The sentences of the arbiter's session (`crate::session`): one event's answer, and how
//! the game stands, each sentence with its citation. Rulings that other commands already
//! say (the 7.5 ruling, the 9.5 ruling, endings and claims) are said by the same functions.

use super::game::{
    after_illegal_lines, claim_now_line, claim_ruling_lines, ending_now_line, must_play_line, numbered, penalty_line,
};
use super::{Arg, Lang, Localize, Localizer, Message, cite, explain, with_citation};
use crate::laws::result::Forfeit;
use crate::notation::San;
use crate::pgn::Outcome;
use crate::session::{Answer, Binding, End, IllegalMoveAnswer, Irregularity, Over, Session};
use crate::{Color, Edition, RuleId};

fn cited(l10n: &Localizer, lang: &Lang, edition: Edition, msg: Message, rule: RuleId) -> String {
    with_citation(l10n, lang, l10n.format(lang, &msg), cite(l10n, lang, rule, edition).text)
}

/// The answer to one event, one sentence a line.
pub fn answer_lines(l10n: &Localizer, lang: &Lang, session: &Session, answer: &Answer) -> Vec<String> {
    let edition = session.edition();
    let alphabet = l10n.alphabet(lang);
    match answer {
        Answer::Played { before, mv, ending, claims } => {
            let written = numbered(before, &San::from_move(before, *mv).write(&alphabet));
            let mut lines =
                vec![l10n.format(lang, &Message::new("session-played").arg("move", Arg::Text(written.clone())))];
            if let Some(ending) = ending {
                lines.push(ending_now_line(l10n, lang, edition, ending));
            }
            let pos = session.position();
            for claim in claims {
                let declared = claim.declared_move().map(|m| San::from_move(pos, m).write(&alphabet));
                lines.push(claim_now_line(l10n, lang, edition, claim, pos.turn(), &declared.unwrap_or_default()));
            }
            lines
        }
        Answer::TouchMove { before, breach } => {
            let mut lines: Vec<String> =
                explain(&breach.violations, l10n, lang, edition).sentences.iter().map(|s| s.cited()).collect();
            let msg = Message::new("session-touch-refused").arg("color", Arg::Color(before.turn()));
            lines.push(l10n.format(lang, &msg));
            lines
        }
        Answer::WrittenMoveRequired { before, must_play, claim } => {
            let id = if *claim { "session-written-claim-refused" } else { "session-written-refused" };
            vec![
                l10n.format(
                    lang,
                    &if *claim { Message::new(id) } else { Message::new(id).arg("color", Arg::Color(before.turn())) },
                ),
                must_play_line(l10n, lang, edition, before, before.turn(), *must_play),
            ]
        }
        Answer::Illegal(illegal) => illegal_lines(l10n, lang, session, illegal),
        Answer::Claim { before, ruling } => claim_ruling_lines(l10n, lang, edition, before, ruling),
        Answer::Forfeit(end) => end_lines(l10n, lang, edition, end),
        Answer::NotInEdition { played, .. } => {
            // A move made with two hands stands under an edition without 7.5.4.
            let id = if played.is_some() { "session-two-hands-stands" } else { "session-clock-not-illegal" };
            let mut msg = Message::new(id).arg("edition", Arg::Text(edition.year().to_owned()));
            if played.is_none() {
                // The clock pressed without a move: the same player is still to move.
                msg = msg.arg("color", Arg::Color(session.position().turn()));
            }
            let mut lines = vec![l10n.format(lang, &msg)];
            if let Some(played) = played {
                lines.extend(answer_lines(l10n, lang, session, played));
            }
            lines
        }
        Answer::GameOver(over) => {
            vec![over_line(l10n, lang, session, over, ["session-game-over", "session-game-over-undecided"])]
        }
        Answer::Status => status_lines(l10n, lang, session),
    }
}

fn illegal_lines(l10n: &Localizer, lang: &Lang, session: &Session, a: &IllegalMoveAnswer) -> Vec<String> {
    let edition = session.edition();
    let player = Arg::Color(a.player);
    let mut lines: Vec<String> = match &a.irregularity {
        Irregularity::Article3(illegal) => {
            explain(&illegal.violations, l10n, lang, edition).sentences.iter().map(|s| s.cited()).collect()
        }
        Irregularity::Unpromoted { to, queen } => {
            let id = if queen.is_some() { "session-unpromoted-queen" } else { "session-unpromoted" };
            let msg = Message::new(id).arg("color", player.clone()).arg("square", Arg::Square(*to));
            vec![cited(l10n, lang, edition, msg, RuleId::PawnLeftUnpromoted)]
        }
        Irregularity::ClockWithoutMove => {
            let msg = Message::new("session-clock").arg("color", player.clone());
            vec![cited(l10n, lang, edition, msg, RuleId::ClockPressedWithoutMove)]
        }
        Irregularity::TwoHands { mv } => {
            let san = San::from_move(&a.before, *mv);
            let msg = Message::new("session-two-hands").arg("color", player.clone()).arg("move", Arg::Moves(vec![san]));
            vec![cited(l10n, lang, edition, msg, RuleId::MoveWithTwoHands)]
        }
    };
    match &a.reinstated {
        Some(after) => lines.extend(after_illegal_lines(l10n, lang, edition, after)),
        None => lines.push(penalty_line(l10n, lang, edition, a.player, a.count, &a.penalty, a.penalty_rule)),
    }
    if let Some(ending) = &a.ending {
        lines.push(ending_now_line(l10n, lang, edition, ending));
    }
    lines
}

/// How a flag fall or a resignation ended the game, or the end of the game said again;
/// when drawn, the proof that the opponent cannot mate on a line of its own, after the
/// ruling and its article — a session says one sentence a line (review 32a, G-7).
fn end_lines(l10n: &Localizer, lang: &Lang, edition: Edition, end: &End) -> Vec<String> {
    // One message per way and ruling: [lost, drawn, lost unless the opponent cannot mate].
    let (ids, player, forfeit) = match end {
        End::Flag { player, forfeit } => {
            (["session-flag-lost", "session-flag-drawn", "session-flag-lost-unless"], *player, forfeit)
        }
        End::Resignation { player, forfeit } => {
            (["session-resign-lost", "session-resign-drawn", "session-resign-lost-unless"], *player, forfeit)
        }
        End::Board(_) | End::IllegalMove { .. } | End::Claim { .. } => return vec![String::new()],
    };
    let mut proof = None;
    let msg = match forfeit {
        Forfeit::Lost => {
            let result = if player == Color::White { Outcome::BlackWins } else { Outcome::WhiteWins };
            Message::new(ids[0]).arg("result", Arg::Text(result.marker().to_owned()))
        }
        Forfeit::Drawn(reason) => {
            proof = Some(reason.message());
            Message::new(ids[1]).arg("result", Arg::Text(Outcome::Draw.marker().to_owned()))
        }
        Forfeit::LostUnlessOpponentCannotMate => Message::new(ids[2]),
    };
    let msg = msg.arg("player", Arg::Color(player)).arg("opponent", Arg::Color(!player));
    let mut lines = vec![cited(l10n, lang, edition, msg, end.rule())];
    lines.extend(proof.map(|proof| l10n.format(lang, &proof)));
    lines
}

/// "The game is over (1-0) …", citing the rule that ended it: `ids` are the messages for
/// a result and for a result the arbiter must decide.
/// "The game ended with 2... Qh4# (0-1)…": the move that ended it on the board, or the move
/// after which a flag fell, a player resigned or an illegal move lost (review 11, Q-8) — the
/// reader finds a move on the scoresheet, not a ply. What ended it is said with whose act it
/// was (review G-7: «после хода 2. Кf3 чёрные сделали невозможный ход», not a bare «после
/// хода 2. Кf3» that reads as if that move were the offence), and an ending already on the
/// board in the start position is named (G-8).
fn over_line(l10n: &Localizer, lang: &Lang, session: &Session, over: &Over, ids: [&'static str; 2]) -> String {
    let msg = match over.end.result() {
        Some(result) => Message::new(ids[0]).arg("result", Arg::Text(result.marker().to_owned())),
        None => Message::new(ids[1]),
    };
    let mv = super::game::numbered_ply(session.game(), over.ply, &l10n.alphabet(lang));
    let board = matches!(over.end, End::Board(_));
    let how = match (&mv, board) {
        (None, true) if over.ply == 0 => "start",
        // «до первого хода» would contradict an illegal move ending it (review 27a, G-2).
        (None, false) if over.ply == 0 && matches!(over.end, End::IllegalMove { .. }) => "before-first-legal-move",
        (None, false) if over.ply == 0 => "before-first-move",
        (None, _) => "ply",
        (Some(_), true) => "by-move",
        (Some(_), false) => "after-move",
    };
    // The article right after the ending it states, not after what follows (review 21a,
    // D-6): each message places `citation` itself.
    let msg = msg
        .arg("ply", Arg::Number(over.ply as i64))
        .arg("how", Arg::Keyword(how))
        .arg("move", Arg::Text(mv.unwrap_or_default()))
        .arg("act", Arg::Message(Box::new(over_act(session, over))))
        .arg("citation", Arg::Text(cite(l10n, lang, over.end.rule(), session.edition()).text));
    l10n.format(lang, &msg)
}

/// What ended the game, and whose act it was (`session-over-act`): the player who made the
/// illegal move, whose flag fell, who resigned or claimed; on the board, the player mated
/// (else the player to move when it ended).
fn over_act(session: &Session, over: &Over) -> Message {
    use crate::game::Ending;
    let turn = session.game().position_at(over.ply).map_or(session.position().turn(), |p| p.turn());
    let (side, times) = match &over.end {
        End::Board(Ending::Checkmate { winner }) => (!*winner, 0),
        End::Board(Ending::FivefoldRepetition { times }) => (turn, *times as i64),
        End::Board(_) => (turn, 0),
        End::IllegalMove { player, .. } | End::Flag { player, .. } | End::Resignation { player, .. } => (*player, 0),
        End::Claim { claimant, .. } => (*claimant, 0),
    };
    // Nothing happens after the end: the player's count is the one that ended it.
    let count = session.illegal_moves(side);
    Message::new("session-over-act")
        .arg("ending", Arg::Keyword(over.end.kind()))
        .arg("side", Arg::Color(side))
        .arg("times", Arg::Number(times))
        .arg("count", Arg::Number(i64::from(count)))
}

/// How the game stands: the move, the illegal moves and minutes added per player, what
/// binds the next move, the claims made, the end.
pub fn status_lines(l10n: &Localizer, lang: &Lang, session: &Session) -> Vec<String> {
    let edition = session.edition();
    let pos = session.position();
    let per_player = |id: &'static str, white: u32, black: u32| {
        l10n.format(
            lang,
            &Message::new(id).arg("white", Arg::Number(i64::from(white))).arg("black", Arg::Number(i64::from(black))),
        )
    };
    let mut lines = Vec::new();
    if let Some(over) = session.over() {
        lines.push(over_line(l10n, lang, session, over, ["session-status-over", "session-status-over-undecided"]));
    } else {
        let msg = Message::new("session-status-turn")
            .arg("ply", Arg::Number(session.game().plies() as i64))
            .arg("color", Arg::Color(pos.turn()));
        lines.push(l10n.format(lang, &msg));
    }
    lines.push(per_player(
        "session-status-illegal",
        session.illegal_moves(Color::White),
        session.illegal_moves(Color::Black),
    ));
    lines.push(per_player(
        "session-status-minutes",
        session.minutes_added(Color::White),
        session.minutes_added(Color::Black),
    ));
    match session.binding() {
        Some(Binding::Touched(touches)) if session.over().is_none() => {
            lines.extend(bound_lines(l10n, lang, edition, pos, touches));
        }
        Some(Binding::Written(m)) if session.over().is_none() => {
            lines.push(must_play_line(l10n, lang, edition, pos, pos.turn(), *m));
        }
        _ => {}
    }
    let claims = session.claims();
    let correct = claims.iter().filter(|c| c.correct).count();
    let msg = Message::new("session-status-claims")
        .arg("count", Arg::Number(claims.len() as i64))
        .arg("incorrect", Arg::Number((claims.len() - correct) as i64));
    lines.push(l10n.format(lang, &msg));
    lines
}

/// What a touch-move binding requires now, citing the article of the ruling that created
/// it (review G-10): a ruling of 4.4 (the promotion piece, castling) says what the player
/// must do; else the pieces touched bind under 4.3 — own pieces 4.3.1, the opponent's
/// 4.3.2, both 4.3.3 (review 8, P-5). The square of a promotion piece holds no piece: it
/// is no piece touched.
fn bound_lines(
    l10n: &Localizer,
    lang: &Lang,
    edition: Edition,
    pos: &crate::Position,
    touches: &[crate::laws::touch_move::Touch],
) -> Vec<String> {
    use crate::laws::touch_move::{Required, required};
    let color = Arg::Color(pos.turn());
    if let Some(req) = required(pos, touches) {
        let msg = match &req {
            Required::Promotion { square, role } => Message::new("session-status-bound-promotion")
                .arg("color", color)
                .arg("square", Arg::Square(*square))
                .arg("piece", Arg::Role(*role)),
            Required::Castle { rook, castling } => {
                let san = San::from_move(pos, *castling);
                Message::new("session-status-bound-castle")
                    .arg("color", color)
                    .arg("rook", Arg::Square(*rook))
                    .arg("move", Arg::Moves(vec![san]))
            }
            Required::NoCastling { rook, piece } => Message::new("session-status-bound-no-castling")
                .arg("color", color)
                .arg("rook", Arg::Square(*rook))
                .arg("piece", Arg::Role(piece.piece.role))
                .arg("square", Arg::Square(piece.square))
                .arg("same", Arg::Keyword(if piece.square == *rook { "yes" } else { "no" })),
            Required::KingMove { king, rook } => Message::new("session-status-bound-king")
                .arg("color", color)
                .arg("king", Arg::Square(*king))
                .arg("rook", Arg::Square(*rook)),
        };
        return vec![cited(l10n, lang, edition, msg, req.rule())];
    }
    let squares = crate::session::touched_pieces(pos, touches);
    let Some(rule) = crate::session::touched_pieces_rule(pos, &squares) else {
        return Vec::new();
    };
    let single = match rule {
        _ if squares.len() > 1 => "no",
        RuleId::TouchedOwnPieceMustMove => "yes",
        RuleId::TouchedOpponentPieceMustBeCaptured => "opponent",
        _ => "no",
    };
    let msg = Message::new("session-status-bound")
        .arg("color", color)
        .arg("single", Arg::Keyword(single))
        .arg("squares", Arg::Squares(squares));
    vec![cited(l10n, lang, edition, msg, rule)]
}
