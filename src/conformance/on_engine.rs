//! The steps of the executable rulebook asked of an engine under test instead of arbiter.
//!
//! Each step reduces to what the engine protocol can ask (`docs/engine-protocol.md`,
//! "Which step asks what"): a step that checks arbiter's own words (sentences, rule ids,
//! the article of a reason) asks the verdict they describe (the move is illegal; the game
//! has ended); a step the engine cannot answer makes its scenario *not applicable*; a step
//! that checks only the scenario's own data (the colour of a square, a diagram's pieces
//! before any move) asks nothing. A scenario in which nothing was asked is not applicable.
//!
//! The world keeps the position as the engine has it: a FEN and the moves the engine
//! accepted, in UCI. Arbiter's own board follows along only to read the scenario's
//! notation (which piece stands on a square).

use std::sync::Arc;

use super::{RulebookWorld, StepResult, color};
use crate::conformance::runner::FailureDetail;
use crate::engines::{Capability, EndingKind, Engine, EngineError, Line, Protocol};
use crate::i18n::{Arg, Localize, Localizer, Message};
use crate::notation::{Alphabet, Notation, San};
use crate::{Bitboard, CastlingSide, Move, MoveKind, Piece, Position, RepetitionKey, Role, Square, Uci};

/// The move of a `When … plays` step, as the engine rules on it.
#[derive(Clone, Debug)]
pub(super) struct EngineAttempt {
    /// The move as the scenario writes it.
    text: String,
    /// The position it was tried in.
    line: Line,
    /// The engine's legal move the notation names, if exactly one.
    uci: Option<String>,
    /// How many legal moves the engine listed.
    legal: usize,
}

impl RulebookWorld {
    /// The engine under test, if the scenario runs against one.
    pub(super) fn engine(&self) -> Option<Arc<Engine>> {
        match &self.backend {
            super::Backend::Engine(e) => Some(Arc::clone(e)),
            super::Backend::Arbiter => None,
        }
    }

    /// Marks the scenario not applicable to this engine. Returned as a step's error, it
    /// stops the scenario — unless the step is a `Then`, run through [`Self::then`].
    pub(super) fn not_applicable(&mut self, why: Message) -> String {
        let why = self.say(&why);
        let text = self.say(&Message::new("engine-not-applicable").arg("why", Arg::Text(why.clone())));
        self.not_applicable.get_or_insert(why);
        self.na_stop = true;
        text
    }

    /// A `Then` step against the engine: one that is not applicable leaves the scenario not
    /// applicable but lets the steps after it run (a failure there is still a failure); a
    /// `Given` or `When` that is not applicable stops the scenario, whose state is then
    /// unknown.
    pub(super) fn then(&mut self, step: impl FnOnce(&mut Self) -> StepResult) -> StepResult {
        match step(self) {
            Err(_) if self.na_stop => {
                self.na_stop = false;
                Ok(())
            }
            other => other,
        }
    }

    fn line(&self) -> Result<Line, String> {
        self.line.clone().ok_or_else(|| self.missing(super::failure::Missing::Position))
    }

    /// A message in the scenario's language.
    pub(super) fn say(&self, msg: &Message) -> String {
        Localizer::global().format(&self.l10n_lang(), msg)
    }

    /// Records where the engine departs from the Laws, and says so.
    fn disagree(&mut self, line: &Line, answered: Message, required: Message) -> String {
        let (answered, required) = (self.say(&answered), self.say(&required));
        let text = self.say(
            &Message::new("engine-disagrees")
                .arg("answered", Arg::Text(answered.clone()))
                .arg("required", Arg::Text(required.clone())),
        );
        self.detail = Some(FailureDetail { position: line.clone(), answered, required, failed: false });
        text
    }

    /// Records a request that failed (a crash, a timeout, a malformed or impossible
    /// answer), and says so.
    fn failed(&mut self, position: Line, e: &EngineError) -> String {
        let text = self.say(&e.message());
        let required = self.say(&Message::new("engine-required-answer"));
        self.detail = Some(FailureDetail { position, answered: text.clone(), required, failed: true });
        text
    }

    /// One question to the engine. A missing capability makes the scenario not
    /// applicable; a crash, a timeout, a malformed or impossible answer fails it.
    fn ask<T>(&mut self, what: impl FnOnce(&Engine, &Line) -> Result<T, EngineError>) -> Result<T, String> {
        let engine = self.engine().ok_or("no engine")?;
        let line = self.line()?;
        if engine.info().protocol == Protocol::Uci && !self.legal_start {
            return Err(self.not_applicable(Message::new("engine-na-uci-illegal-position")));
        }
        match what(&engine, &line) {
            Ok(v) => {
                self.asked += 1;
                Ok(v)
            }
            Err(EngineError::Unsupported(c)) => Err(self.not_applicable(needs(c))),
            Err(EngineError::Refused(why)) if !self.legal_start => {
                Err(self.not_applicable(Message::new("engine-na-refuses-illegal-position").arg("why", Arg::Text(why))))
            }
            Err(e) => Err(self.failed(line, &e)),
        }
    }

    fn alphabet(&self) -> Alphabet {
        Localizer::global().alphabet(&self.l10n_lang())
    }

    /// The engine's legal move that `text` names in the current position.
    fn resolve(&mut self, text: &str) -> Result<EngineAttempt, String> {
        let line = self.line()?;
        let moves = self.ask(|e, l| e.legal_moves(l))?;
        let pos = self.position()?.clone();
        let alphabet = self.alphabet();
        // Said as the built-in run says it, in the scenario's language (review 19a, A-12).
        let notation = Notation::parse(text, &[&alphabet]).map_err(|e| self.say(&e.message()))?;
        let named: Vec<&String> = moves.iter().filter(|m| names(&pos, &notation, m)).collect();
        let uci = if named.len() == 1 { Some(named[0].clone()) } else { None };
        Ok(EngineAttempt { text: text.to_owned(), line, uci, legal: moves.len() })
    }

    /// Plays moves the engine must accept, one by one.
    pub(super) fn e_moves_played(&mut self, moves: &str) -> StepResult {
        for text in moves.split_whitespace().map(super::without_move_number).filter(|t| !t.is_empty()) {
            let attempt = self.resolve(text)?;
            let Some(uci) = attempt.uci else {
                return Err(self.disagree(&attempt.line, not_among(text, attempt.legal), to_be_legal(text, true)));
            };
            let pos = self.position()?.clone();
            self.position = Some(follow(&pos, &uci));
            if let Some(line) = &mut self.line {
                line.moves.push(uci);
            }
        }
        Ok(())
    }

    /// `White plays …`, `the move … is attempted`.
    pub(super) fn e_attempt(&mut self, text: &str) -> StepResult {
        let attempt = self.resolve(text)?;
        self.engine_attempt = Some(attempt);
        Ok(())
    }

    fn attempt(&self) -> Result<EngineAttempt, String> {
        self.engine_attempt.clone().ok_or_else(|| self.missing(super::failure::Missing::Move))
    }

    /// `the move is legal`.
    pub(super) fn e_move_is_legal(&mut self) -> StepResult {
        let a = self.attempt()?;
        match &a.uci {
            Some(_) => Ok(()),
            None => Err(self.disagree(&a.line, not_among(&a.text, a.legal), to_be_legal(&a.text, false))),
        }
    }

    /// `the move is illegal`, and every step that names why (the verdict they describe).
    pub(super) fn e_move_is_illegal(&mut self) -> StepResult {
        let a = self.attempt()?;
        match &a.uci {
            None => Ok(()),
            Some(uci) => Err(self.disagree(
                &a.line,
                Message::new("engine-answer-legal").arg("move", txt(&a.text)).arg("uci", txt(uci)),
                Message::new("engine-required-illegal").arg("move", txt(&a.text)),
            )),
        }
    }

    fn legal_attempt(&mut self) -> Result<(EngineAttempt, String), String> {
        let a = self.attempt()?;
        match a.uci.clone() {
            Some(uci) => Ok((a, uci)),
            None => Err(self.disagree(&a.line, not_among(&a.text, a.legal), to_be_legal(&a.text, false))),
        }
    }

    /// `the move is written "…"` (in the scenario's language, or the one named).
    pub(super) fn e_move_written(&mut self, want: &str, alphabet: &Alphabet) -> StepResult {
        let (a, uci) = self.legal_attempt()?;
        let san = self.ask(|e, _| e.san(&a.line, &uci))?;
        // The engine writes English letters: the scenario's notation, read in its own
        // alphabet, is compared in English.
        let english = San::parse_with(want, &[alphabet]).map(|s| s.write(&Alphabet::english())).unwrap_or(want.into());
        if san == english {
            return Ok(());
        }
        // Said in the reader's letters (review 8, P-16): what the Laws require in the
        // scenario's notation; the engine's answer as it came, with its reading after it when
        // the letters differ («Rxe4 (Лxe4)»).
        let required = San::parse_with(want, &[alphabet]).map(|s| s.write(alphabet)).unwrap_or(want.into());
        let answered = match San::parse_with(&san, &[&Alphabet::english()]).map(|s| s.write(alphabet)) {
            Ok(read) if read != san => format!("{san} ({read})"),
            _ => san,
        };
        Err(self.disagree(&a.line, value(&answered), value(&required)))
    }

    /// `the position after the move is "…"`: compared as positions (9.2.3: the en passant
    /// square counts only where a capture there is legal), with both clocks.
    pub(super) fn e_position_after(&mut self, want: &str) -> StepResult {
        let (a, uci) = self.legal_attempt()?;
        let played = self.ask(|e, _| e.play(&a.line, &uci))?;
        let got = played.fen.unwrap_or_default();
        if !played.legal {
            return Err(self.disagree(
                &a.line,
                Message::new("engine-answer-illegal-play").arg("move", txt(&uci)),
                to_be_legal(&uci, false),
            ));
        }
        if same_position(&got, want) {
            Ok(())
        } else {
            Err(self.disagree(
                &a.line.then(&uci),
                Message::new("engine-position").arg("fen", txt(&got)),
                Message::new("engine-position").arg("fen", txt(want)),
            ))
        }
    }

    /// `the piece on … can move to …`: the engine's legal moves from the square.
    pub(super) fn e_piece_reaches(&mut self, sq: Square, want: Bitboard) -> StepResult {
        let pos = self.position()?;
        if pos.board().color_at(sq).is_some_and(|c| c != pos.turn()) {
            return Err(self.not_applicable(Message::new("engine-na-piece-of-other-player")));
        }
        let line = self.line()?;
        let moves = self.ask(|e, l| e.legal_moves(l))?;
        let got: Bitboard =
            moves.iter().filter_map(|m| m.parse::<Uci>().ok()).filter(|u| u.from == sq).map(|u| u.to).collect();
        if got == want {
            Ok(())
        } else {
            let reaches = |to: Bitboard| {
                Message::new("engine-piece-reaches")
                    .arg("square", Arg::Square(sq))
                    .arg("count", Arg::Number(to.count() as i64))
                    .arg("squares", Arg::Squares(sorted(to)))
            };
            Err(self.disagree(&line, reaches(got), reaches(want)))
        }
    }

    /// `White has N legal moves`.
    pub(super) fn e_legal_move_count(&mut self, count: usize) -> StepResult {
        let line = self.line()?;
        let moves = self.ask(|e, l| e.legal_moves(l))?;
        if moves.len() == count {
            Ok(())
        } else {
            let legal = |n: usize| Message::new("engine-legal-count").arg("count", Arg::Number(n as i64));
            Err(self.disagree(&line, legal(moves.len()), legal(count)))
        }
    }

    /// Whether the side to move is `side`, else the step is not applicable (the protocol
    /// asks about the player having the move).
    fn has_the_move(&mut self, side: &str) -> Result<(), String> {
        let turn = self.position()?.turn();
        if turn == color(side) {
            Ok(())
        } else {
            Err(self.not_applicable(Message::new("engine-na-other-player").arg("color", Arg::Color(color(side)))))
        }
    }

    /// `the white king is (not) in check` (also `… in check from "…"`: the engine tells
    /// check, not from where).
    pub(super) fn e_king_in_check(&mut self, side: &str, want: bool) -> StepResult {
        self.has_the_move(side)?;
        let line = self.line()?;
        let state = self.ask(|e, l| e.state(l))?;
        if state.check == want {
            Ok(())
        } else {
            let king = |check: bool| {
                Message::new("engine-king-in-check").arg("color", Arg::Color(color(side))).arg("check", yes(check))
            };
            Err(self.disagree(&line, king(state.check), king(want)))
        }
    }

    /// `the white king is (not) checkmated`.
    pub(super) fn e_checkmated(&mut self, side: &str, want: bool) -> StepResult {
        self.has_the_move(side)?;
        let line = self.line()?;
        let state = self.ask(|e, l| e.state(l))?;
        let mated = state.ending == Some(EndingKind::Checkmate);
        if mated == want {
            Ok(())
        } else {
            Err(self.disagree(
                &line,
                ending_text(state.ending),
                Message::new("engine-required-checkmate").arg("want", yes(want)),
            ))
        }
    }

    /// `the game ends by …`, `neither player can checkmate` (a dead position).
    pub(super) fn e_game_ends(&mut self, want: EndingKind) -> StepResult {
        let line = self.line()?;
        let state = self.ask(|e, l| e.state(l))?;
        if state.ending == Some(want) {
            Ok(())
        } else {
            Err(self.disagree(&line, ending_text(state.ending), ending_text(Some(want))))
        }
    }

    /// `the game goes on`, and `the ending reads:` (which says that the game has ended).
    pub(super) fn e_game_over(&mut self, want: bool) -> StepResult {
        let line = self.line()?;
        let state = self.ask(|e, l| e.state(l))?;
        if state.ending.is_some() == want {
            Ok(())
        } else {
            Err(self.disagree(
                &line,
                ending_text(state.ending),
                Message::new("engine-required-over").arg("want", yes(want)),
            ))
        }
    }

    /// `the position has appeared N times`.
    pub(super) fn e_appeared(&mut self, times: usize) -> StepResult {
        let line = self.line()?;
        let state = self.ask(|e, l| e.state(l))?;
        if state.repetitions as usize == times {
            Ok(())
        } else {
            Err(self.disagree(&line, appeared(state.repetitions as usize, None), appeared(times, None)))
        }
    }

    /// `White may claim a draw under Article …`; `claim` is the claim the article rests on
    /// (`true`: repetition, 9.2; `false`: fifty moves, 9.3).
    pub(super) fn e_may_claim(&mut self, side: &str, repetition: bool) -> StepResult {
        let turn = self.position()?.turn();
        if turn != color(side) {
            return Err(self.say(&Message::new("engine-claim-not-on-move").arg("color", Arg::Color(turn))));
        }
        let line = self.line()?;
        let claims = self.ask(|e, l| e.claims(l))?;
        let got = if repetition { claims.threefold_repetition } else { claims.fifty_moves };
        let claim = |may: bool| {
            Message::new("engine-claim")
                .arg("claim", Arg::Keyword(if repetition { "repetition" } else { "fifty-moves" }))
                .arg("may", yes(may))
        };
        if got { Ok(()) } else { Err(self.disagree(&line, claim(false), claim(true))) }
    }

    /// `… may claim a draw by declaring "…"`: the declared move is legal, and after it the
    /// position has appeared three times (9.2.1) or fifty moves are complete (9.3.1).
    pub(super) fn e_declared_claim_completes(&mut self, text: &str, repetition: bool) -> StepResult {
        let a = self.resolve(text)?;
        let Some(uci) = a.uci.clone() else {
            return Err(self.disagree(&a.line, not_among(text, a.legal), to_be_legal(text, false)));
        };
        let after = a.line.then(&uci);
        if repetition {
            let state = self.ask(|e, _| e.state(&after))?;
            if state.repetitions >= 3 {
                return Ok(());
            }
            Err(self.disagree(
                &after,
                appeared(state.repetitions as usize, Some(text)),
                Message::new("engine-required-three-times"),
            ))
        } else {
            let played = self.ask(|e, _| e.play(&a.line, &uci))?;
            let clock =
                played.fen.as_deref().and_then(|f| f.split_whitespace().nth(4)).and_then(|c| c.parse::<u32>().ok());
            if clock.is_some_and(|c| c >= 100) {
                return Ok(());
            }
            Err(self.disagree(
                &after,
                Message::new("engine-answer-clock")
                    .arg("move", txt(text))
                    .arg("known", yes(clock.is_some()))
                    .arg("clock", Arg::Number(i64::from(clock.unwrap_or(0)))),
                Message::new("engine-required-fifty-moves"),
            ))
        }
    }

    /// `no draw can be claimed` (`false`), `the claim reads:` (`true`: some claim).
    pub(super) fn e_any_claim(&mut self, want: bool) -> StepResult {
        let line = self.line()?;
        let claims = self.ask(|e, l| e.claims(l))?;
        let any = claims.threefold_repetition || claims.fifty_moves;
        if any == want {
            Ok(())
        } else {
            Err(self.disagree(
                &line,
                Message::new("engine-answer-claims")
                    .arg("repetition", yes(claims.threefold_repetition))
                    .arg("fifty-moves", yes(claims.fifty_moves)),
                Message::new("engine-required-any-claim").arg("want", yes(want)),
            ))
        }
    }

    /// `the position is refused as illegal` (`false`) / `accepted` (`true`).
    pub(super) fn e_validate(&mut self, want: bool) -> StepResult {
        let fen = self.loaded_fen.clone().ok_or("no FEN was loaded")?;
        let engine = self.engine().ok_or("no engine")?;
        if !engine.can(Capability::Validate) {
            return Err(self.not_applicable(needs(Capability::Validate)));
        }
        let line = Line::new(fen.clone());
        let valid = match engine.validate(&fen) {
            Ok(v) => v,
            // An engine that cannot read the FEN at all does not accept it.
            Err(EngineError::Refused(_)) => false,
            Err(e) => return Err(self.failed(line, &e)),
        };
        self.asked += 1;
        let verdict = |accepted: bool| Message::new("engine-position-accepted").arg("accepted", yes(accepted));
        if valid == want { Ok(()) } else { Err(self.disagree(&line, verdict(valid), verdict(want))) }
    }

    /// A step about the pieces on the board: after moves the engine played, its own FEN
    /// (needs `play`); before any move, the scenario's own data (nothing to ask).
    pub(super) fn e_board(&mut self) -> Result<Option<(Line, Position)>, String> {
        let line = self.line()?;
        let Some((last, before)) = line.moves.split_last() else { return Ok(None) };
        let before = Line { fen: line.fen.clone(), moves: before.to_vec() };
        let played = self.ask(|e, _| e.play(&before, last))?;
        let fen = played.fen.unwrap_or_default();
        match Position::from_fen_lenient(&fen) {
            Ok(p) => Ok(Some((line, p))),
            Err(e) => Err(self.disagree(
                &line,
                Message::new("engine-answer-bad-fen")
                    .arg("fen", txt(&fen))
                    .arg("why", Arg::Message(Box::new(e.message()))),
                Message::new("engine-required-position"),
            )),
        }
    }

    /// Compares a fact about the engine's board (see [`Self::e_board`]).
    pub(super) fn e_board_check(
        &mut self,
        check: impl Fn(&Position) -> Result<(), Message>,
        required: Message,
    ) -> StepResult {
        match self.e_board()? {
            None => Ok(()),
            Some((line, pos)) => match check(&pos) {
                Ok(()) => Ok(()),
                Err(got) => Err(self.disagree(&line, got, required)),
            },
        }
    }

    /// `the notation "…" names the … on …`: the engine has exactly one legal move the
    /// notation names, from that square.
    pub(super) fn e_notation_names(&mut self, text: &str, from: Square) -> StepResult {
        let a = self.resolve(text)?;
        match a.uci.as_deref().and_then(|u| u.parse::<Uci>().ok()) {
            Some(u) if u.from == from => Ok(()),
            Some(u) => Err(self.disagree(
                &a.line,
                Message::new("engine-answer-notation-move").arg("text", txt(text)).arg("uci", txt(&u.to_string())),
                move_from(from),
            )),
            None => Err(self.disagree(
                &a.line,
                Message::new("engine-answer-notation-none").arg("text", txt(text)),
                move_from(from),
            )),
        }
    }
}

/// The state of the game an engine answers (or the Laws require): ended, and how, or not.
fn ending_text(ending: Option<EndingKind>) -> Message {
    Message::new("engine-ending").arg("ending", Arg::Keyword(ending.map_or("none", EndingKind::name)))
}

fn txt(s: &str) -> Arg {
    Arg::Text(s.to_owned())
}

fn yes(b: bool) -> Arg {
    Arg::Keyword(if b { "yes" } else { "no" })
}

/// A value the engine answered or the scenario requires, quoted as it is (a SAN).
fn value(s: &str) -> Message {
    Message::new("engine-value").arg("value", txt(s))
}

/// `mv` is not among the engine's `legal` legal moves.
fn not_among(mv: &str, legal: usize) -> Message {
    Message::new("engine-answer-not-among-legal").arg("move", txt(mv)).arg("count", Arg::Number(legal as i64))
}

/// `mv` is to be legal (`played`: the scenario plays it).
fn to_be_legal(mv: &str, played: bool) -> Message {
    Message::new("engine-required-legal").arg("move", txt(mv)).arg("played", yes(played))
}

/// The position has appeared `times` times (after the move `after`, if named).
fn appeared(times: usize, after: Option<&str>) -> Message {
    Message::new("engine-appeared")
        .arg("times", Arg::Number(times as i64))
        .arg("after", yes(after.is_some()))
        .arg("move", txt(after.unwrap_or_default()))
}

fn move_from(from: Square) -> Message {
    Message::new("engine-required-move-from").arg("square", Arg::Square(from))
}

/// The step needs a capability the engine does not have.
fn needs(c: Capability) -> Message {
    Message::new("engine-na-needs").arg("capability", txt(c.name()))
}

/// A set of squares in the order a reader scans them (a1, a2 … h8), as the steps list them.
fn sorted(bb: Bitboard) -> Vec<Square> {
    let mut v: Vec<Square> = bb.into_iter().collect();
    v.sort_by_key(|s| s.to_string());
    v
}

/// Whether the move `uci` of an engine is the one `notation` names in `pos`: the piece on
/// its square of departure, the square of arrival, the file or rank written, the promotion.
fn names(pos: &Position, notation: &Notation, uci: &str) -> bool {
    let Ok(u) = uci.parse::<Uci>() else { return false };
    let board = pos.board();
    let us = pos.turn();
    match notation {
        Notation::Uci(n) => n.from == u.from && n.to == u.to && n.promotion == u.promotion,
        Notation::San(San::Castle { side, .. }) => {
            let king = CastlingSide::king_from(us);
            u.from == king && board.piece_at(king) == Some(Piece::new(us, Role::King)) && u.to == side.king_to(us)
        }
        Notation::San(San::Normal { role, file, rank, to, promotion, .. }) => {
            // A pawn's capture names its file of departure (C.9.3); without one, the pawn
            // advances on the file of arrival.
            let file = if *role == Role::Pawn { Some(file.unwrap_or(to.file())) } else { *file };
            board.piece_at(u.from) == Some(Piece::new(us, *role))
                && u.to == *to
                && file.is_none_or(|f| u.from.file() == f)
                && rank.is_none_or(|r| u.from.rank() == r)
                && u.promotion == *promotion
        }
    }
}

/// Arbiter's board following a move the engine accepted (legal or not by the Laws): its
/// kind is read from the board.
fn follow(pos: &Position, uci: &str) -> Position {
    let Ok(u) = uci.parse::<Uci>() else { return pos.clone() };
    let board = pos.board();
    let files = u.from.file().index().abs_diff(u.to.file().index());
    let ranks = u.from.rank().index().abs_diff(u.to.rank().index());
    let kind = match (board.role_at(u.from), u.promotion) {
        (Some(Role::King), _) if files == 2 && ranks == 0 => {
            MoveKind::Castle(if u.to.file() > u.from.file() { CastlingSide::KingSide } else { CastlingSide::QueenSide })
        }
        (Some(Role::Pawn), Some(role)) => MoveKind::Promotion(role),
        (Some(Role::Pawn), None) if files == 1 && board.piece_at(u.to).is_none() => MoveKind::EnPassant,
        (Some(Role::Pawn), None) if ranks == 2 => MoveKind::DoubleStep,
        _ => MoveKind::Normal,
    };
    let mut next = pos.clone();
    next.play_unchecked(Move::new(u.from, u.to, kind));
    next
}

/// Whether two FENs are the same position by Article 9.2.3 (the en passant square counts
/// only where a capture there is legal), with the same clocks.
fn same_position(a: &str, b: &str) -> bool {
    match (Position::from_fen_lenient(a), Position::from_fen_lenient(b)) {
        (Ok(x), Ok(y)) => {
            RepetitionKey::of(&x) == RepetitionKey::of(&y)
                && x.halfmove_clock() == y.halfmove_clock()
                && x.fullmove_number() == y.fullmove_number()
        }
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_the_same_whatever_the_en_passant_field_says_when_no_capture_is_legal() {
        let a = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        let b = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert!(same_position(a, b));
        assert!(!same_position(a, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kkq - 0 1"));
        assert!(!same_position(a, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 1"));
    }

    #[test]
    fn notation_names_an_engine_move_by_its_piece_and_squares() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1").unwrap();
        let en = Alphabet::english();
        let n = |t: &str| Notation::parse(t, &[&en]).unwrap();
        assert!(names(&pos, &n("Nf3"), "g1f3"));
        assert!(!names(&pos, &n("Nf3"), "b1c3"));
        assert!(names(&pos, &n("Nbd2"), "b1d2") && !names(&pos, &n("Nbd2"), "g1d2"));
        assert!(names(&pos, &n("g1f3"), "g1f3"));
        let castle = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        assert!(names(&castle, &n("O-O"), "e1g1") && !names(&castle, &n("O-O"), "e1c1"));
    }

    #[test]
    fn the_board_follows_an_engine_move_even_one_the_laws_refuse() {
        // Castling through the attacked f1, as a mutant engine would allow.
        let pos = Position::from_fen("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1").unwrap();
        let next = follow(&pos, "e1g1");
        assert_eq!(next.board().role_at(Square::F1), Some(Role::Rook));
        let ep = Position::from_fen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1").unwrap();
        assert!(follow(&ep, "d5e6").board().piece_at(Square::E5).is_none());
    }
}
