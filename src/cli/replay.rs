//! `arbiter replay`: checks PGN games move by move — the first illegal move explained, how
//! each game ended on the board and which draws became claimable, with their articles.

use std::collections::HashSet;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;
use serde::Serialize;

use super::explain::{
    Completed, JsonAfterIllegal, JsonHint, JsonMeant, JsonUnpromoted, Judged, Source, TimeControlArg, after_completed,
    completed_text, hint_line, illegal_hint, json_completed, parse_time_control, time_control_read,
};
use super::{Ctx, EditionArg, Format, Out};
use crate::game::{Claim, Ending, Game, RepetitionKey};
use crate::i18n::game::{after_end_line, claim_line, ending_line, numbered, wrong_result_line_as};
use crate::i18n::{Arg, Localize, Message, cite, explain};
use crate::laws::illegal_move::TimeControl;
use crate::laws::result::{Decision, WrongResult};
use crate::notation::San;
use crate::pgn::split::{self, Splitter};
use crate::pgn::{PgnError, PgnGame, Reader};
use crate::session::{Answer, End, Event, Over, Session};
use crate::{Edition, Position, RuleId, Ruling, Validation};

#[derive(Args, Debug)]
pub(crate) struct ReplayArgs {
    /// The PGN file; `-` or nothing for standard input. Several games per file are fine;
    /// SAN in English or, under --lang ru, Russian letters.
    #[arg(value_name = "FILE.pgn")]
    file: Option<PathBuf>,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` for people, `json` for tools.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// One game's findings.
#[derive(Debug)]
pub(crate) struct Replayed {
    index: usize,
    plies: usize,
    result: Option<String>,
    white: Option<String>,
    black: Option<String>,
    ending: Option<(Ending, usize, Option<String>)>,
    claims: Vec<(Claim, usize, Option<String>, String)>,
    /// The first illegal move: its ply, the move numbered as the PGN writes it, the same in
    /// the reader's letters (`16. Кc3` under --lang ru), the ruling.
    illegal: Option<(usize, String, String, Ruling)>,
    /// Half-moves written after the game had ended: how many, and the first, numbered as
    /// written and in the reader's letters.
    after_end: Option<(usize, String, String)>,
    /// The recorded result, when the board contradicts it.
    wrong_result: Option<WrongResult>,
    /// Whether the file says how the game was decided (a `Termination` tag): without one a
    /// decisive result is checked as a resignation, and said to be assumed.
    termination_stated: bool,
    /// The position the replay stopped in (before an illegal or ambiguous move).
    last: Position,
    /// Claims not listed, past [`MAX_CLAIMS_LISTED`].
    claims_omitted: usize,
    /// Who had the move in the start position.
    first_turn: crate::Color,
    /// The moves the illegal move may have meant, its look-alike letters read the other way.
    hint: Vec<crate::Move>,
    /// The first illegal move of each variation found so.
    variation_illegal: Vec<VariationFinding>,
    variations_omitted: usize,
    /// Legal moves written in Latin letters in a game written in Cyrillic ones, that read
    /// the other way are other legal moves: the ply, the move numbered as written, the hint.
    readings: Vec<(usize, String, JsonHint)>,
    /// The first move whose number, as written, is not the move's (review 32a, G-32).
    numbering: Option<Numbering>,
    /// What the arbiter would do after the first illegal move, had it been completed on the
    /// board (Article 7.5): the ruling, and the game's `TimeControl` tag when it is a time
    /// control (the kind of game follows from it; a standard game without one). `None` where
    /// the record does not say which piece moved, or may have meant a legal move (look-alike
    /// letters), and for a game whose text fails after the illegal move.
    completed: Option<(Completed, Option<TimeControlArg>)>,
}

/// A move whose written number contradicts the move it is: `2. e5` for Black's first move,
/// `1... e4` for White's. Only the first is noted — after it the numbers of a scoresheet
/// are usually off by the same amount.
#[derive(Debug)]
struct Numbering {
    ply: usize,
    /// The move with its number as written (`2. e5`, `1... e4`, `7 Nf3`).
    written: String,
    /// The same move numbered as it is in the game, in the reader's letters (`1... e5`).
    numbered: String,
}

/// The first illegal move of a variation: shown as a mainline one is (the move in the
/// reader's letters, the look-alike hint), as JSON keeps it as written.
#[derive(Debug)]
struct VariationFinding {
    ply: usize,
    /// The move as written, numbered (`2. Ke3`).
    written: String,
    /// The same in the reader's letters (`2. Крe3`).
    readers: String,
    ruling: Ruling,
    /// The position before it, where the hint's moves are legal.
    before: Position,
    /// The moves it may have meant with its look-alike letters read the other way.
    hint: Vec<crate::Move>,
}

/// A game being replayed move by move, as the reader streams its mainline. The arbiter's
/// session rules on the game's events — each mainline move, then the end of the game as
/// the file records it — so that replay and `arbiter session` share one mechanism; replay
/// adds what only written moves have: reading the notation among the legal moves (C.10
/// ambiguity, look-alike letters). Only what the Laws need of the past is kept
/// ([`Game::bounded`]).
struct GameReplay {
    session: Session,
    ply: usize,
    ending: Option<(Ending, usize, Option<String>)>,
    claims: Vec<(Claim, usize, Option<String>, String)>,
    illegal: Option<(usize, String, String, Ruling)>,
    after_end: Option<(usize, String, String)>,
    /// Claims already reported: a repetition claim per position, a fifty-move claim once
    /// per run of quiet moves.
    reported: HashSet<(&'static str, Option<(RepetitionKey, usize)>)>,
    /// Claims past [`MAX_CLAIMS_LISTED`], counted only.
    claims_omitted: usize,
    /// The moves an illegal move may have meant with its look-alike letters read the other way.
    hint: Vec<crate::Move>,
    /// The variations open at this point of the text, innermost last.
    variations: Vec<VariationCheck>,
    /// Illegal moves found in variations (the first of each), at most
    /// [`MAX_VARIATION_FINDINGS`]; the others counted.
    variation_illegal: Vec<VariationFinding>,
    variations_omitted: usize,
    /// Whether a move of the game so far was written with letters that are not Latin: then
    /// a Latin «Ke2» may be the knight's Кe2 of a Russian scoresheet.
    cyrillic: bool,
    /// See [`Replayed::readings`]; at most [`MAX_READINGS`].
    readings: Vec<(usize, String, JsonHint)>,
    /// Readings of records (a Latin `K` or `C` first) met before the game's first move in
    /// Cyrillic letters: noted once one comes, dropped if none does (review 26a, G-1).
    pending_readings: Vec<(usize, String, JsonHint)>,
    /// See [`Replayed::numbering`].
    numbering: Option<Numbering>,
}

/// The most records read two ways listed for one game (see [`Replayed::readings`]).
const MAX_READINGS: usize = 256;

/// What every game of a run is replayed with: the reader's context, the edition, and the
/// reader's letters (made once a run, not once a game).
struct Rules<'c> {
    ctx: &'c Ctx,
    edition: Edition,
    alphabet: crate::notation::Alphabet,
    /// The reader's letters, when they are not Latin ones: then a move that cannot be
    /// played is read again with its look-alike letters swapped.
    lookalike: Option<crate::notation::Alphabet>,
}

impl Rules<'_> {
    fn new(ctx: &Ctx, edition: Edition) -> Rules<'_> {
        let alphabet = ctx.l10n.alphabet(&ctx.lang);
        let lookalike = Some(alphabet.clone()).filter(|a| *a != crate::notation::Alphabet::english());
        Rules { ctx, edition, alphabet, lookalike }
    }
}

/// The most claims listed for one game: past it they are counted, so that a game of any
/// length (under an edition without 9.6, a repetition never ends it) keeps bounded memory.
const MAX_CLAIMS_LISTED: usize = 1024;

impl GameReplay {
    fn new(rules: &Rules, setup: crate::Setup) -> Result<GameReplay, Message> {
        let start = Position::from_setup(setup, Validation::Strict).map_err(|e| e.message())?;
        // The time control decides penalties only, and a replay stops at an illegal move.
        let game = Game::bounded(start).with_edition(rules.edition);
        let mut replay = GameReplay {
            session: Session::with_game(game, TimeControl::Standard),
            ply: 0,
            ending: None,
            claims: Vec::new(),
            illegal: None,
            after_end: None,
            reported: HashSet::new(),
            claims_omitted: 0,
            hint: Vec::new(),
            variations: Vec::new(),
            variation_illegal: Vec::new(),
            variations_omitted: 0,
            cyrillic: false,
            readings: Vec::new(),
            pending_readings: Vec::new(),
            numbering: None,
        };
        match replay.session.over() {
            Some(Over { end: End::Board(ending), .. }) => replay.ending = Some((ending.clone(), 0, None)),
            _ => {
                let claims = replay.session.game().claims();
                replay.note(rules, claims, None);
            }
        }
        Ok(replay)
    }

    /// Notes the claims of the position after ply `self.ply`, `last` being the position
    /// before it and its move (`None` in the start position).
    fn note(&mut self, rules: &Rules, claims: Vec<Claim>, last: Option<(&Position, crate::Move)>) {
        let (game, ply) = (self.session.game(), self.ply);
        // While the third occurrence stands (9.2.2), declaring a move to reach another
        // (9.2.1) adds nothing to report.
        let has_appeared = claims.iter().any(|c| matches!(c, Claim::ThreefoldRepetition { .. }));
        for claim in claims {
            if has_appeared && matches!(claim, Claim::ThreefoldRepetitionAboutToAppear { .. }) {
                continue;
            }
            // Every third and later occurrence of a position is a claim of its own (9.2.2);
            // the others are reported once per run of quiet moves.
            let key = match claim {
                Claim::ThreefoldRepetition { times } => Some((RepetitionKey::of(game.position()), times)),
                _ => None,
            };
            let tag = match claim {
                Claim::ThreefoldRepetition { .. } => "threefold",
                Claim::ThreefoldRepetitionAboutToAppear { .. } => "threefold-about",
                Claim::FiftyMoves { .. } => "fifty",
                Claim::FiftyMovesAboutToBeMade { .. } => "fifty-about",
            };
            if !self.reported.insert((tag, key)) && tag != "threefold-about" {
                continue;
            }
            if tag == "threefold-about" && self.claims.iter().any(|(c, p, _, _)| c == &claim && *p + 2 > ply) {
                continue;
            }
            if self.claims.len() >= MAX_CLAIMS_LISTED {
                self.claims_omitted += 1;
                continue;
            }
            let declared = claim.declared_move().map(|m| San::from_move(game.position(), m).write(&rules.alphabet));
            let played = last.map(|(before, m)| played(rules, before, m));
            self.claims.push((claim, ply, played, declared.unwrap_or_default()));
        }
        if game.position().halfmove_clock() == 0 {
            // A new run of quiet moves may bring a new fifty-move claim; positions before an
            // irreversible move cannot appear again (9.2.3), so their claims are let go.
            self.reported.retain(|(t, _)| *t == "threefold-about");
        }
    }

    /// Plays the next move of the mainline; after an illegal one, the rest is not played.
    /// Once the game has ended on the board (Articles 5.1.1, 5.2, 9.6) nothing more is part
    /// of it: later moves are counted as written after the end, never judged.
    fn play(&mut self, rules: &Rules, mv: &crate::pgn::PgnMove) {
        if self.illegal.is_some() {
            return;
        }
        if self.ending.is_some() {
            let position = self.session.position();
            // In a game written in Russian letters a record in Latin ones is shown as the
            // scoresheet has it: not checked, «3. Kc3» may be the knight's Кc3 as well as the
            // king's Крc3 (review 32d, G-2). A game in Latin letters alone is shown in the
            // reader's (issue 13).
            let shown = if self.cyrillic && mv.text.is_ascii() { mv.text.to_string() } else { readers(rules, mv) };
            let readers = numbered(position, &shown);
            let after = self.after_end.get_or_insert_with(|| (0, numbered(position, &mv.text), readers));
            after.0 += 1;
            return;
        }
        self.ply += 1;
        if self.numbering.is_none() {
            self.numbering = misnumbered(rules, self.session.position(), mv, self.ply);
        }
        match self.session.game().adjudicate_san(&mv.san) {
            Ruling::Legal(m) => {
                if rules.lookalike.is_some() {
                    self.note_readings(rules, mv, m);
                }
                // A legal move, nothing binding it, the game not over: the session plays it.
                let Ok(Answer::Played { before, ending, claims, .. }) = self.session.apply(&Event::Resolved(m)) else {
                    return;
                };
                if let Some(ending) = ending {
                    self.ending = Some((ending, self.ply, Some(played(rules, &before, m))));
                } else {
                    self.note(rules, claims, Some((&before, m)));
                }
            }
            ruling @ Ruling::Illegal(_) => {
                if ambiguous(&ruling).is_none() {
                    self.hint = self.lookalike_moves(rules, &mv.text);
                }
                let before = self.session.position();
                let readers = numbered(before, &readers(rules, mv));
                self.illegal = Some((self.ply, numbered(before, &mv.text), readers, ruling));
            }
        }
    }

    /// Under a reader's letters that are not Latin: a legal move written in Latin letters in
    /// a game written in Cyrillic ones, that read the other way is another legal move too (a
    /// Latin «Ke2», the king's as read, the knight's Кe2 of a Russian scoresheet), is noted
    /// with both readings — explain names them, the session refuses the record (review 23a,
    /// G-2). Before the game's first Cyrillic record only a Latin `K` or `C` first is looked
    /// at, and kept until one comes (26a, G-1): a game written in Latin letters alone is read
    /// as PGN writes it, at no cost for each of its moves.
    fn note_readings(&mut self, rules: &Rules, mv: &crate::pgn::PgnMove, m: crate::Move) {
        if !mv.text.is_ascii() {
            if !self.cyrillic {
                self.cyrillic = true;
                self.readings.append(&mut self.pending_readings);
            }
        } else if (self.cyrillic || mv.text.starts_with(['K', 'C']))
            && self.readings.len() + self.pending_readings.len() < MAX_READINGS
            && let Some(hint) =
                super::explain::also_lookalike_hint(rules.ctx, self.session.position(), &mv.text, m, Source::File)
        {
            let reading = (self.ply, numbered(self.session.position(), &mv.text), hint);
            if self.cyrillic { self.readings.push(reading) } else { self.pending_readings.push(reading) }
        }
    }

    /// The legal moves `written` may mean with its look-alike letters read the other way
    /// (Latin `K` for the Russian `К`…), when the reader's letters are not Latin.
    fn lookalike_moves(&self, rules: &Rules, written: &str) -> Vec<crate::Move> {
        match &rules.lookalike {
            Some(alphabet) => super::explain::lookalike_meant(self.session.position(), written, alphabet),
            None => Vec::new(),
        }
    }

    fn finish(mut self, pgn: &PgnGame, plies: usize) -> Replayed {
        // The end of the game as the file records it, ruled on by the session; a game cut
        // short by an illegal move is not scored against its board.
        let wrong_result = match (pgn.result(), &self.illegal) {
            (Some(recorded), None) => {
                self.session.check_result(recorded, Decision::from_termination(pgn.tag("Termination")))
            }
            _ => None,
        };
        let result = pgn.result().map(|o| o.marker().to_owned());
        let players = (pgn.tag("White").map(str::to_owned), pgn.tag("Black").map(str::to_owned));
        let completed = self.completed(pgn.tag("TimeControl"));
        let mut replayed = self.into_replayed(pgn.index, plies, result, players, wrong_result);
        replayed.completed = completed;
        replayed.termination_stated = pgn.tag("Termination").is_some();
        replayed
    }

    /// What the replay found in a game whose text failed after it had stopped at an illegal
    /// move: the illegal move, without the tags the failed game never handed over.
    /// Nothing is said of what the arbiter would do after its illegal move: the game's tags,
    /// and with them its time control, are not at hand.
    fn stopped(self, index: usize) -> Replayed {
        let plies = self.ply;
        self.into_replayed(index, plies, None, (None, None), None)
    }

    /// What the arbiter would do after the game's first illegal move, had the player
    /// completed it on the board (Article 7.5; Appendices A.3 and B.3 by the game's
    /// `TimeControl` tag — a standard game without one, or with one that is no time control,
    /// `-` or `?`): the first completed illegal move of the game, since the replay stops at
    /// it. None for an ambiguous record (a problem of notation, C.10), for a record whose
    /// look-alike letters read the other way make a legal move (and, when the ruling is
    /// written, for any record with look-alike letters: see [`said_after_illegal`]), and where
    /// the record does not say which piece moved.
    fn completed(&self, time_control: Option<&str>) -> Option<(Completed, Option<TimeControlArg>)> {
        let (_, _, readers, ruling) = self.illegal.as_ref()?;
        if ambiguous(ruling).is_some() || !self.hint.is_empty() {
            return None;
        }
        let edition = self.session.edition();
        let arg = time_control.and_then(|t| parse_time_control(t).ok());
        let kind = TimeControlArg::or_standard(arg.as_ref(), edition);
        let before = self.session.position();
        let judged = Judged::of_record(before, ruling.clone(), readers.clone());
        let completed = after_completed(before, &judged, 0, kind, edition).ok().flatten()?;
        Some((completed, arg))
    }

    fn into_replayed(
        self,
        index: usize,
        plies: usize,
        result: Option<String>,
        (white, black): (Option<String>, Option<String>),
        wrong_result: Option<WrongResult>,
    ) -> Replayed {
        Replayed {
            index,
            plies,
            result,
            white,
            black,
            ending: self.ending,
            claims: self.claims,
            illegal: self.illegal,
            after_end: self.after_end,
            wrong_result,
            termination_stated: true,
            last: self.session.position().clone(),
            claims_omitted: self.claims_omitted,
            first_turn: self.session.game().start().turn(),
            hint: self.hint,
            variation_illegal: self.variation_illegal,
            variations_omitted: self.variations_omitted,
            readings: self.readings,
            numbering: self.numbering,
            completed: None,
        }
    }
}

/// The note on `mv`, the game's ply `ply` played from `before`, when the number written
/// before it contradicts the move it is: another move number, or the other side's periods
/// (`1... e4` for White's first move).
fn misnumbered(rules: &Rules, before: &Position, mv: &crate::pgn::PgnMove, ply: usize) -> Option<Numbering> {
    let number = mv.number?;
    if number == before.fullmove_number() && mv.side.is_none_or(|side| side == before.turn()) {
        return None;
    }
    let periods = match mv.side {
        None => "",
        Some(crate::Color::White) => ".",
        Some(crate::Color::Black) => "...",
    };
    Some(Numbering {
        ply,
        written: format!("{number}{periods} {}", mv.text),
        numbered: numbered(before, &readers(rules, mv)),
    })
}

/// A move in the reader's letters, the PGN's annotation kept (`Nc3?` → `Кc3?`).
fn readers(rules: &Rules, mv: &crate::pgn::PgnMove) -> String {
    let written = super::explain::san_in_readers_letters(&mv.san, &mv.text, &rules.alphabet);
    format!("{written}{}", &mv.text[mv.text.trim_end_matches(['!', '?']).len()..])
}

/// The most illegal moves in variations listed for one game; past it they are counted.
const MAX_VARIATION_FINDINGS: usize = 256;

/// A variation being checked: a copy of the game where it starts (none once a move of it,
/// or of the line it branches from, was illegal: the rest cannot be followed), and the
/// plies played from the game's start. A variation is a commentator's analysis, not an
/// event at the board: it is not the session's; its moves are checked against the Laws of
/// moving only.
#[derive(Clone)]
struct VariationCheck {
    game: Option<Game>,
    ply: usize,
}

impl VariationCheck {
    /// A variation inside this one: it starts where this one stands now (its last move,
    /// which the inner variation replaces, is not handed over yet).
    fn fork(&self) -> VariationCheck {
        self.clone()
    }

    /// Plays a move of the variation; an illegal one is returned, and ends the checking of
    /// this variation. `rules` give the reader's letters and the look-alike reading.
    fn play(&mut self, mv: &crate::pgn::PgnMove, rules: &Rules) -> Option<VariationFinding> {
        let game = self.game.as_mut()?;
        self.ply += 1;
        let before = game.position().clone();
        match game.adjudicate_san(&mv.san) {
            Ruling::Legal(m) => {
                game.play_unchecked(m);
                None
            }
            ruling @ Ruling::Illegal(_) => {
                self.game = None;
                let hint = match (&rules.lookalike, ambiguous(&ruling)) {
                    (Some(alphabet), None) => super::explain::lookalike_meant(&before, &mv.text, alphabet),
                    _ => Vec::new(),
                };
                Some(VariationFinding {
                    ply: self.ply,
                    written: numbered(&before, &mv.text),
                    readers: numbered(&before, &readers(rules, mv)),
                    ruling,
                    before,
                    hint,
                })
            }
        }
    }
}

/// Where a streamed game stands: not begun (no move yet), being replayed, or refused for
/// its start position.
enum Streamed {
    NotBegun,
    Replaying(Box<GameReplay>),
    BadStart(Message),
}

impl Streamed {
    /// One event of the game tree: a mainline move is played; a variation is checked on a
    /// copy of the game as it stood before the move it replaces.
    fn event(&mut self, rules: &Rules, start: Option<&crate::pgn::StartPosition>, event: crate::pgn::StreamEvent) {
        use crate::pgn::StreamEvent;
        self.begin(rules, start);
        let Streamed::Replaying(replay) = self else { return };
        match event {
            StreamEvent::Move(mv) => match replay.variations.pop() {
                Some(mut variation) => {
                    let found = variation.play(&mv, rules);
                    replay.variations.push(variation);
                    if let Some(found) = found {
                        if replay.variation_illegal.len() < MAX_VARIATION_FINDINGS {
                            replay.variation_illegal.push(found);
                        } else {
                            replay.variations_omitted += 1;
                        }
                    }
                }
                None => replay.play(rules, &mv),
            },
            StreamEvent::VariationStart => {
                let from = match replay.variations.last() {
                    Some(v) => v.fork(),
                    // After an illegal move the position is not known; after the end of the
                    // game nothing is part of it.
                    None if replay.illegal.is_some() || replay.ending.is_some() => {
                        VariationCheck { game: None, ply: replay.ply }
                    }
                    None => VariationCheck { game: Some(replay.session.game().clone()), ply: replay.ply },
                };
                replay.variations.push(from);
            }
            StreamEvent::VariationEnd => {
                replay.variations.pop();
            }
        }
    }

    fn begin(&mut self, rules: &Rules, start: Option<&crate::pgn::StartPosition>) {
        if matches!(self, Streamed::NotBegun) {
            let setup = start.map_or_else(crate::Setup::initial, |s| s.setup.clone());
            *self = match GameReplay::new(rules, setup) {
                Ok(replay) => Streamed::Replaying(Box::new(replay)),
                Err(message) => Streamed::BadStart(message),
            };
        }
    }

    fn finish(self, rules: &Rules, pgn: &PgnGame, plies: usize) -> Result<Replayed, Message> {
        match self {
            Streamed::NotBegun => Ok(GameReplay::new(rules, pgn.setup())?.finish(pgn, plies)),
            Streamed::Replaying(replay) => Ok(replay.finish(pgn, plies)),
            Streamed::BadStart(message) => Err(message),
        }
    }
}

#[derive(Serialize)]
struct JsonEnding {
    kind: &'static str,
    article: String,
    ply: usize,
}

#[derive(Serialize)]
struct JsonClaim {
    kind: &'static str,
    article: String,
    ply: usize,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    declared: Option<String>,
    /// The player who may claim: the one having the move after `ply`.
    side: &'static str,
    /// How many times the position has appeared, or will have with `move` (repetition).
    #[serde(skip_serializing_if = "Option::is_none")]
    times: Option<usize>,
}

#[derive(Serialize)]
struct JsonIllegal {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    violations: Vec<super::json::JsonViolation>,
    explanation: String,
    /// Under a reader's letters that are not Latin: the moves meant if look-alike letters
    /// are read the other way, and the sentence that says so.
    #[serde(skip_serializing_if = "Option::is_none")]
    hint: Option<JsonHint>,
    /// For the game's first illegal move: what the arbiter does had it been completed on the
    /// board (Article 7.5), as `explain --completed` says it — the position reinstated, the
    /// replacing move, the penalty by the game's time control.
    #[serde(skip_serializing_if = "Option::is_none")]
    after_illegal: Option<JsonAfterIllegal>,
    /// For a pawn moved to the last rank with no piece named (7.5.2): it becomes a queen.
    #[serde(skip_serializing_if = "Option::is_none")]
    unpromoted: Option<JsonUnpromoted>,
    /// What the game's `TimeControl` tag was read as, when it decides the penalty.
    #[serde(skip_serializing_if = "Option::is_none")]
    time_control_read: Option<String>,
}

/// A recorded result the board contradicts.
#[derive(Serialize)]
struct JsonWrongResult {
    kind: &'static str,
    article: String,
    recorded: &'static str,
    correct: &'static str,
    /// The ply the game ended at on the board (checkmate, a draw on the board).
    #[serde(skip_serializing_if = "Option::is_none")]
    ply: Option<usize>,
    /// Why the winner cannot checkmate (loss on time, resignation).
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
    message: String,
}

/// Half-moves written after the game had ended.
#[derive(Serialize)]
struct JsonAfterEnd {
    /// The ply the game ended at.
    ended: usize,
    /// The article that ended it.
    article: String,
    /// How many half-moves follow.
    plies: usize,
    /// The first of them, numbered, as written.
    #[serde(rename = "move")]
    first: String,
}

/// One game of `replay --format json` (`docs/schema/replay.json`), keys in the order of
/// the contract.
#[derive(Serialize)]
struct JsonGame {
    index: usize,
    plies: usize,
    result: Option<String>,
    ending: Option<JsonEnding>,
    claims: Vec<JsonClaim>,
    illegal: Option<JsonIllegal>,
    wrong_result: Option<JsonWrongResult>,
    after_end: Option<JsonAfterEnd>,
    notation: Option<JsonNotation>,
    /// The first illegal move of each variation that has one.
    variations: Vec<JsonIllegal>,
    /// Illegal moves in variations past the most listed, counted only.
    #[serde(skip_serializing_if = "is_zero")]
    variations_omitted: usize,
    /// Claims past the most listed for one game, counted only.
    #[serde(skip_serializing_if = "is_zero")]
    claims_omitted: usize,
    /// Legal moves that read the other way are other legal moves (review 23a, G-2).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    readings: Vec<JsonReading>,
    /// The first move whose written number is not the move's (review 32a, G-32).
    #[serde(skip_serializing_if = "Option::is_none")]
    numbering: Option<JsonNumbering>,
}

/// The first move whose number, as written, contradicts the move it is: its ply, the move
/// with its number as written, the same numbered as it is, and the sentence.
#[derive(Serialize)]
struct JsonNumbering {
    ply: usize,
    written: String,
    #[serde(rename = "move")]
    mv: String,
    message: String,
}

/// A legal move written with look-alike letters that read the other way make another legal
/// move: its ply, the move as written, the hint naming the other reading.
#[derive(Serialize)]
struct JsonReading {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    hint: JsonHint,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// A move the scoresheet writes so that several pieces could make it (Appendix C.10).
#[derive(Serialize)]
struct JsonNotation {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    article: String,
    candidates: Vec<JsonMeant>,
    explanation: String,
}

/// The moves an ambiguous notation may mean (Appendix C.10), when that is the ruling: a
/// problem of notation, not an illegal move.
fn ambiguous(ruling: &Ruling) -> Option<&[crate::Move]> {
    match ruling.violations().first() {
        Some(crate::Violation::AmbiguousNotation { moves, .. }) => Some(moves),
        _ => None,
    }
}

/// A game that could not be replayed.
#[derive(Serialize)]
struct JsonGameError {
    index: usize,
    #[serde(flatten)]
    error: super::json::JsonError,
    /// A move that is not notation, read with its look-alike letters swapped (`е4` with a
    /// Cyrillic е): the sentence naming the move probably meant.
    #[serde(skip_serializing_if = "Option::is_none")]
    hint: Option<String>,
    /// The illegal move the game had stopped at before the text failed, as a game's
    /// `illegal` (review 23a, G-3).
    #[serde(skip_serializing_if = "Option::is_none")]
    illegal: Option<JsonIllegal>,
    /// The same for an ambiguous record (Appendix C.10), as a game's `notation`.
    #[serde(skip_serializing_if = "Option::is_none")]
    notation: Option<JsonNotation>,
}

/// The player having the move after `ply` (the one who may claim, 9.2, 9.3): the start
/// position's side to move after an even number of plies.
fn claimant(g: &Replayed, ply: usize) -> &'static str {
    match (g.first_turn, ply % 2) {
        (crate::Color::White, 0) | (crate::Color::Black, 1) => "white",
        _ => "black",
    }
}

fn article(ctx: &Ctx, rule: RuleId, edition: Edition) -> String {
    cite(ctx.l10n, &ctx.lang, rule, edition).article
}

/// An illegal move of the game or of a variation as JSON: its ply, the move as written
/// (without its number), the violations with their sentences.
fn json_illegal(
    ctx: &Ctx,
    edition: Edition,
    ply: usize,
    mv: &str,
    ruling: &Ruling,
    hint: Option<JsonHint>,
) -> JsonIllegal {
    let ex = explain(ruling.violations(), ctx.l10n, &ctx.lang, edition);
    JsonIllegal {
        ply,
        mv: mv.split_whitespace().last().unwrap_or(mv).to_owned(),
        violations: super::json::violations(ruling.violations(), &ex.sentences),
        explanation: ex.text(),
        hint,
        after_illegal: None,
        unpromoted: None,
        time_control_read: None,
    }
}

/// The move `m` played from `before`, numbered, as the reader writes it: `17. Лd8#` under
/// --lang ru.
fn played(rules: &Rules, before: &Position, m: crate::Move) -> String {
    numbered(before, &San::from_move(before, m).write(&rules.alphabet))
}

/// The move the game ended on the board with, numbered, in the reader's letters (`None`
/// when it ended in its start position, or did not end on the board).
fn ended_with(g: &Replayed) -> Option<&str> {
    g.ending.as_ref().and_then(|(_, _, mv)| mv.as_deref())
}

/// A game's ambiguous record (Appendix C.10) as JSON, when it stopped at one.
fn json_notation_of(ctx: &Ctx, g: &Replayed, edition: Edition) -> Option<JsonNotation> {
    g.illegal.as_ref().and_then(|(ply, mv, _, ruling)| {
        let moves = ambiguous(ruling)?;
        let ex = explain(ruling.violations(), ctx.l10n, &ctx.lang, edition);
        Some(JsonNotation {
            ply: *ply,
            mv: mv.split_whitespace().last().unwrap_or(mv).to_owned(),
            article: article(ctx, RuleId::AmbiguousNotation, edition),
            candidates: moves.iter().map(|m| JsonMeant::of(&g.last, *m)).collect(),
            explanation: ex.text(),
        })
    })
}

/// A game's first illegal move as JSON, with its look-alike hint.
fn json_illegal_of(ctx: &Ctx, g: &Replayed, edition: Edition) -> Option<JsonIllegal> {
    g.illegal.as_ref().filter(|(_, _, _, r)| ambiguous(r).is_none()).map(|(ply, mv, _, ruling)| {
        let hint = illegal_hint(ctx, &g.last, mv, &g.hint, false, Source::File);
        let said = said_after_illegal(g, hint.is_some());
        let mut illegal = json_illegal(ctx, edition, *ply, mv, ruling, hint);
        if let Some((completed, arg)) = said {
            let kind = TimeControlArg::or_standard(arg.as_ref(), edition);
            // A replay stops at the end of the game, so the position before the illegal move
            // is never one already over: no `game_over`.
            (illegal.after_illegal, _, illegal.unpromoted) = json_completed(ctx, completed, kind, edition);
            illegal.time_control_read = time_control_read(ctx, arg.as_ref(), Some(completed), edition);
        }
        illegal
    })
}

fn json_game(ctx: &Ctx, g: &Replayed, edition: Edition) -> JsonGame {
    let ending = g.ending.as_ref().map(|(e, ply, _)| JsonEnding {
        kind: e.kind(),
        article: article(ctx, e.rule(), edition),
        ply: *ply,
    });
    let claims: Vec<JsonClaim> = g
        .claims
        .iter()
        .map(|(c, ply, _, declared)| JsonClaim {
            kind: c.kind(),
            article: article(ctx, c.rule(), edition),
            ply: *ply,
            declared: (!declared.is_empty()).then(|| declared.clone()),
            side: claimant(g, *ply),
            times: match c {
                Claim::ThreefoldRepetition { times } | Claim::ThreefoldRepetitionAboutToAppear { times, .. } => {
                    Some(*times)
                }
                _ => None,
            },
        })
        .collect();
    let notation = json_notation_of(ctx, g, edition);
    let illegal = json_illegal_of(ctx, g, edition);
    let wrong_result = g.wrong_result.as_ref().map(|w| {
        let (ply, reason) = match w {
            WrongResult::CheckmateScoredOtherwise { ply, .. } | WrongResult::DrawScoredAsWin { ply, .. } => {
                (Some(*ply), None)
            }
            WrongResult::WinnerCannotMate { reason, .. } => (None, Some(reason.kind())),
        };
        let recorded =
            g.result.as_deref().and_then(crate::pgn::Outcome::from_marker).unwrap_or(crate::pgn::Outcome::Unknown);
        JsonWrongResult {
            kind: w.kind(),
            article: article(ctx, w.rule(), edition),
            recorded: recorded.marker(),
            correct: w.correct().marker(),
            ply,
            reason,
            message: wrong_result_line_as(ctx.l10n, &ctx.lang, edition, w, ended_with(g), g.termination_stated),
        }
    });
    let after_end = match (&g.after_end, &g.ending) {
        (Some((plies, first, _)), Some((ending, ended, _))) => Some(JsonAfterEnd {
            ended: *ended,
            article: article(ctx, ending.rule(), edition),
            plies: *plies,
            first: first.clone(),
        }),
        _ => None,
    };
    JsonGame {
        index: g.index,
        plies: g.plies,
        result: g.result.clone(),
        ending,
        claims,
        illegal,
        wrong_result,
        after_end,
        notation,
        variations: g
            .variation_illegal
            .iter()
            .map(|f| {
                let hint = match ambiguous(&f.ruling) {
                    None => illegal_hint(ctx, &f.before, &f.written, &f.hint, false, Source::File),
                    Some(_) => None,
                };
                json_illegal(ctx, edition, f.ply, &f.written, &f.ruling, hint)
            })
            .collect(),
        variations_omitted: g.variations_omitted,
        claims_omitted: g.claims_omitted,
        readings: g
            .readings
            .iter()
            .map(|(ply, mv, hint)| JsonReading {
                ply: *ply,
                mv: mv.split_whitespace().last().unwrap_or(mv).to_owned(),
                hint: hint.clone(),
            })
            .collect(),
        numbering: g.numbering.as_ref().map(|n| JsonNumbering {
            ply: n.ply,
            written: n.written.clone(),
            mv: n.numbered.clone(),
            message: ctx.tr(&numbering_message(n)),
        }),
    }
}

fn numbering_message(n: &Numbering) -> Message {
    Message::new("replay-numbering")
        .arg("ply", Arg::Number(n.ply as i64))
        .arg("written", Arg::input(&n.written))
        .arg("move", Arg::Text(n.numbered.clone()))
}

fn text_game(ctx: &Ctx, g: &Replayed, edition: Edition) -> String {
    let mut lines = Vec::new();
    lines.push(
        ctx.tr(&Message::new("replay-game")
            .arg("index", Arg::Number(g.index as i64))
            .arg("white", Arg::Text(g.white.clone().unwrap_or_else(|| "?".into())))
            .arg("black", Arg::Text(g.black.clone().unwrap_or_else(|| "?".into())))
            .arg("plies", Arg::Number(g.plies as i64))
            .arg("result", Arg::Text(g.result.clone().unwrap_or_else(|| "*".into())))),
    );
    for (claim, ply, played, declared) in &g.claims {
        let player = if claimant(g, *ply) == "white" { crate::Color::White } else { crate::Color::Black };
        lines.push(format!(
            "  {}",
            claim_line(
                ctx.l10n,
                &ctx.lang,
                edition,
                claim,
                crate::i18n::game::ClaimAt { ply: *ply, played: played.as_deref(), player },
                declared
            )
        ));
    }
    if g.claims_omitted > 0 {
        let msg = Message::new("replay-claims-omitted").arg("count", Arg::Number(g.claims_omitted as i64));
        lines.push(format!("  {}", ctx.tr(&msg)));
    }
    if let Some(n) = &g.numbering {
        lines.push(format!("  {}", ctx.tr(&numbering_message(n))));
    }
    for (ply, mv, hint) in &g.readings {
        let msg = Message::new("replay-read-two-ways")
            .arg("ply", Arg::Number(*ply as i64))
            .arg("move", Arg::Text(mv.clone()));
        lines.push(format!("  {}", ctx.tr(&msg)));
        lines.push(format!("    {}", hint.message));
    }
    if let Some((ending, ply, mv)) = &g.ending {
        lines.push(format!("  {}", ending_line(ctx.l10n, &ctx.lang, edition, ending, *ply, mv.as_deref())));
        if let Some((count, _, first)) = &g.after_end {
            lines.push(format!("  {}", after_end_line(ctx.l10n, &ctx.lang, edition, ending, *ply, *count, first)));
        }
    } else if g.illegal.is_none() {
        lines.push(format!("  {}", ctx.tr(&Message::new("replay-no-ending"))));
    }
    if let Some(wrong) = &g.wrong_result {
        lines.push(format!(
            "  {}",
            wrong_result_line_as(ctx.l10n, &ctx.lang, edition, wrong, ended_with(g), g.termination_stated)
        ));
    }
    lines.extend(illegal_lines(ctx, g, edition));
    for f in &g.variation_illegal {
        // An ambiguous record in a variation is a problem of notation (Appendix C.10), not an
        // illegal move (3.10.2), as on the mainline (review 23a, G-4).
        let msg = match ambiguous(&f.ruling) {
            Some(moves) => Message::new("replay-variation-notation")
                .arg("candidates", Arg::Moves(moves.iter().map(|m| San::from_move(&f.before, *m)).collect())),
            None => Message::new("replay-variation-illegal"),
        };
        let hint = ambiguous(&f.ruling)
            .is_none()
            .then(|| illegal_hint(ctx, &f.before, &f.written, &f.hint, false, Source::File))
            .flatten();
        // As written when a look-alike letter is read another way, as on the mainline.
        let shown = if hint.is_some() { &f.written } else { &f.readers };
        let msg = msg.arg("ply", Arg::Number(f.ply as i64)).arg("move", Arg::Text(shown.clone()));
        lines.push(format!("  {}", ctx.tr(&msg)));
        for line in explain(f.ruling.violations(), ctx.l10n, &ctx.lang, edition).text().lines() {
            lines.push(format!("    {line}"));
        }
        if let Some(hint) = hint {
            lines.push(format!("    {}", hint.message));
        }
    }
    if g.variations_omitted > 0 {
        let msg = Message::new("replay-variations-omitted").arg("count", Arg::Number(g.variations_omitted as i64));
        lines.push(format!("  {}", ctx.tr(&msg)));
    }
    lines.join("\n")
}

/// The lines of a game's first illegal move (or ambiguous record, Appendix C.10), its
/// sentences and the look-alike hint: none when the game has none.
fn illegal_lines(ctx: &Ctx, g: &Replayed, edition: Edition) -> Vec<String> {
    let mut lines = Vec::new();
    let Some((ply, written, mv, ruling)) = &g.illegal else { return lines };
    let id = if let Some(moves) = ambiguous(ruling) {
        let sans = moves.iter().map(|m| San::from_move(&g.last, *m)).collect();
        let msg = Message::new("replay-notation")
            .arg("ply", Arg::Number(*ply as i64))
            .arg("move", Arg::Text(mv.clone()))
            .arg("candidates", Arg::Moves(sans));
        lines.push(format!("  {}", ctx.tr(&msg)));
        None
    } else {
        Some("replay-illegal")
    };
    // No look-alike hint under an ambiguous notation (C.10), as in JSON.
    let hint = ambiguous(ruling)
        .is_none()
        .then(|| illegal_hint(ctx, &g.last, written, &g.hint, false, Source::File))
        .flatten();
    if let Some(id) = id {
        // A record with a look-alike letter is headed as the scoresheet has it («2. Kf3»), not
        // as read («2. Крf3», a record nobody wrote): the hint says how else it reads (review
        // 27a, G-1), as the heading of a record legal both ways does.
        let shown = if hint.is_some() { written.clone() } else { mv.clone() };
        lines.push(format!(
            "  {}",
            ctx.tr(&Message::new(id).arg("ply", Arg::Number(*ply as i64)).arg("move", Arg::Text(shown)))
        ));
    }
    for line in explain(ruling.violations(), ctx.l10n, &ctx.lang, edition).text().lines() {
        lines.push(format!("    {line}"));
    }
    let has_hint = hint.is_some();
    if let Some(hint) = hint {
        lines.push(format!("    {}", hint.message));
    }
    // What the arbiter would do next, had the move been completed on the board (Article
    // 7.5), and the position reinstated drawn, as `explain --completed` says it.
    if let Some((completed, arg)) = said_after_illegal(g, has_hint) {
        lines.push(format!("    {}", ctx.tr(&Message::new("replay-after-illegal"))));
        let text = completed_text(ctx, completed, arg.as_ref(), edition);
        lines.extend(text.into_iter().map(|line| format!("      {line}")));
    }
    lines
}

/// What the arbiter would do after a game's first illegal move ([`GameReplay::completed`]),
/// when it is said: not under a look-alike hint (`hinted`) — a record that reads as another
/// move with its letters read the other way may not be the move made, and the session refuses
/// such a record rather than rule on it.
fn said_after_illegal(g: &Replayed, hinted: bool) -> Option<&(Completed, Option<TimeControlArg>)> {
    g.completed.as_ref().filter(|_| !hinted)
}

/// Moves of a game held to be replayed on another thread; a longer game is replayed as it
/// is read, so that memory does not grow with the length of a game.
const HOLD_PLIES: usize = 2_048;

/// Jobs handed to a thread at a time: a part of the text alone (so that the threads share
/// even a small file evenly), or the games read here up to as much text.
const GAME_BATCHES: super::lines::Batches = super::lines::Batches { jobs: 16, bytes: PART_BYTES };

/// The text of a part handed to a thread: it is cut at the first game start after this
/// many bytes.
const PART_BYTES: usize = 16 * 1024;

/// The most text a part holds: past it (a game, a comment or a line longer than that with
/// no place to cut) the text is read game by game on the reading thread instead, which
/// holds one line at a time.
const MAX_PART_BYTES: usize = 1 << 20;

/// A game as read on the reading thread: the reader's item, and its events (moves,
/// variations) held for replay, or its replay so far.
struct ReadGame {
    item: Result<(PgnGame, usize), PgnError>,
    start: Option<crate::pgn::StartPosition>,
    held: Vec<crate::pgn::StreamEvent>,
    streamed: Streamed,
}

/// A job for a thread.
enum Job {
    /// Whole lines of PGN text cut at game starts (`pgn::split`), read and replayed by the
    /// thread: `line` lines come before it, the last of them blank or not. `next`: where
    /// the next part was cut, when that is a guess the thread checks.
    Text { text: Arc<Vec<u8>>, line: usize, blank: bool, next: Option<NextCut>, id: Option<u64>, epoch: u32 },
    /// A game read on the reading thread; `before`: the games its reader had begun before
    /// it, `begun`: the games begun reading it.
    Read { game: Box<ReadGame>, before: usize, begun: usize, epoch: u32 },
    /// Nothing: handed over when every part handed over must be answered before the input
    /// is read on (see [`GameInput::barrier`]).
    Nothing,
}

/// Where the text after a part was cut on a guess (a line that looks like a game start,
/// found without reading the text before it): the line, and how many lines come before it,
/// the last of them blank or not. The part's reader checks the guess with the splitter.
struct NextCut {
    first: Vec<u8>,
    line: usize,
    blank: bool,
}

/// A job done: its games replayed (not yet written: their numbers are known only in input
/// order), and the games its reader began, counted from `before`; whether the next part
/// begins where the splitter would cut (`false`: the text after this part's start must be
/// read again, cut line by line); the part's number and the guesses it belongs to.
struct Done {
    games: Vec<Finished>,
    before: usize,
    begun: usize,
    sound: bool,
    id: Option<u64>,
    epoch: u32,
}

/// What is known, in input order, of the jobs done: the games begun before the next job,
/// and the guesses found wrong — the jobs of that epoch after it are read again.
#[derive(Default)]
struct Tally {
    games: usize,
    void: Option<u32>,
}

/// A job's place in input order.
enum Mark {
    /// Its games are numbered from `first`.
    First(usize),
    /// A part read again with the text after it: it was cut where no game starts.
    Again(u64),
    /// A part of the text read again after a wrong guess before it.
    Void,
}

impl Tally {
    fn mark(&mut self, done: &Done) -> Mark {
        if self.void.is_some_and(|epoch| done.epoch <= epoch) {
            return Mark::Void;
        }
        match done.id {
            Some(id) if !done.sound => {
                self.void = Some(done.epoch);
                Mark::Again(id)
            }
            _ => {
                let first = self.games + 1 - done.before;
                self.games += done.begun;
                Mark::First(first)
            }
        }
    }
}

/// A job's games as written, in input order, or a part to read again.
enum Answered {
    Games { games: Vec<Written>, id: Option<u64> },
    Again(u64),
    Void,
}

/// One game replayed, or why it could not be: its number counted by the job's reader.
enum Finished {
    Replayed(Box<Replayed>),
    /// `before`: the game as replayed up to the failure, when it had already stopped at an
    /// illegal move — a later record that cannot be read must not hide it (review 23a, G-3).
    Failed {
        index: usize,
        why: Failure,
        hint: Option<String>,
        before: Option<Box<Replayed>>,
    },
}

enum Failure {
    /// A PGN syntax error (it names its game itself).
    Pgn(PgnError),
    /// A start position that cannot be played.
    Position(Message),
}

/// Text read but not handed over yet (a part given back to be read game by game), served
/// before the rest of the source.
struct Pending<R> {
    text: Vec<u8>,
    at: usize,
    source: R,
    /// The source has ended: it is not read again (a terminal would wait for more).
    ended: bool,
}

impl<R: BufRead> Pending<R> {
    /// Puts `part` back in front of what is left.
    fn unread(&mut self, mut part: Vec<u8>) {
        part.extend_from_slice(&self.text[self.at..]);
        (self.text, self.at) = (part, 0);
    }
}

impl<R: BufRead> Pending<io::BufReader<R>> {
    /// What is read ahead and not handed over.
    fn buffered(&self) -> &[u8] {
        if self.at < self.text.len() { &self.text[self.at..] } else { self.source.buffer() }
    }

    /// Whether a whole line is read ahead, so that reading it does not wait for input.
    fn holds_a_line(&self) -> bool {
        self.text[self.at..].contains(&b'\n') || self.source.buffer().contains(&b'\n')
    }

    /// Appends the next line, its `\n` included, to `out`: `Ok(false)` at the end of the
    /// input; `Err(None)` when the line would take `out` past `limit` (what is read of it
    /// is in `out`, the rest in the source).
    fn read_line(&mut self, out: &mut Vec<u8>, limit: usize) -> Result<bool, Option<io::Error>> {
        let mut read_any = false;
        loop {
            let chunk = match self.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Some(e)),
            };
            if chunk.is_empty() {
                return Ok(read_any);
            }
            let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            if out.len() + used > limit {
                return Err(None);
            }
            out.extend_from_slice(&chunk[..used]);
            self.consume(used);
            read_any = true;
            if done {
                return Ok(true);
            }
        }
    }
}

impl<R: BufRead> io::Read for Pending<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = {
            let chunk = self.fill_buf()?;
            let n = chunk.len().min(buf.len());
            buf[..n].copy_from_slice(&chunk[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Pending<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at < self.text.len() {
            return Ok(&self.text[self.at..]);
        }
        if self.ended || self.source.fill_buf()?.is_empty() {
            self.ended = true;
            return Ok(&[]);
        }
        self.source.fill_buf()
    }

    fn consume(&mut self, n: usize) {
        if self.at < self.text.len() {
            self.at += n;
            if self.at >= self.text.len() {
                (self.text, self.at) = (Vec::new(), 0);
            }
        } else {
            self.source.consume(n);
        }
    }
}

/// How the input is being read.
enum Mode<R> {
    /// Cut into parts at likely game starts found without reading the text line by line:
    /// a line that starts with `[` and is a tag pair that starts a game (`split::starts_a_game`).
    /// Whether the text before it leaves a game start there (no comment or tag pair open,
    /// movetext last) is checked by the thread that reads the part before it; a wrong guess
    /// has the text from that part on read again, cut by [`Mode::Cut`]. `part` is the text
    /// of the part being cut, `line` and `blank` where it begins.
    Guess { pending: Pending<R>, part: Vec<u8>, line: usize, blank: bool },
    /// Cut into parts at game starts, line by line, with the splitter on this thread — after
    /// a wrong guess, up to the first cut; `part` is the text of the part being cut, `line`
    /// and `blank` where it begins.
    Cut { pending: Pending<R>, splitter: Splitter, part: Vec<u8>, line: usize, blank: bool },
    /// Read game by game on this thread: where the text could not be cut (a part grown past
    /// [`MAX_PART_BYTES`], input that may not come before the games read are answered, a
    /// read that failed), until the reader stands between two lines after a game.
    Read(Reader<Pending<R>>),
    /// The input is read.
    Over,
}

/// A part cut on a guess, kept until it is known to begin where a game starts (its job
/// answered), to be read again otherwise.
struct Guessed {
    id: u64,
    text: Arc<Vec<u8>>,
    line: usize,
    blank: bool,
}

/// What the writer tells the reading thread: the last part cut on a guess that was written,
/// and a part to read again from.
#[derive(Default)]
struct Feedback {
    written: Option<u64>,
    again: Option<u64>,
}

/// The games of the input as jobs.
struct GameInput<'c, 'a, R> {
    mode: Mode<io::BufReader<R>>,
    /// Whether the text is cut into parts for other threads (on one thread the reader
    /// reads it game by game: cutting would only add a pass over the text).
    cut: bool,
    /// Whether a read may wait for input (standard input, perhaps a pipe; not a file).
    may_block: bool,
    rules: &'c Rules<'c>,
    alphabets: &'a [&'a crate::notation::Alphabet],
    /// Parts cut on a guess and not yet written, in input order.
    guessed: std::collections::VecDeque<Guessed>,
    /// The number of the next part cut on a guess.
    next_id: u64,
    /// Counts the wrong guesses: the jobs handed over since the last one.
    epoch: u32,
    /// Every job handed over must be answered before the input is read on: the guesses
    /// must be known right before the text is read game by game here, or the input ends.
    barrier: bool,
    feedback: &'c std::cell::RefCell<Feedback>,
}

impl<R: BufRead> GameInput<'_, '_, R> {
    /// The next game, read on this thread.
    fn read_game(&self, reader: &mut Reader<Pending<io::BufReader<R>>>) -> Option<(ReadGame, usize)> {
        let rules = self.rules;
        // Most games are held whole: room for a game of average length from the start.
        let (mut held, mut start, mut streamed) = (Vec::with_capacity(128), None, Streamed::NotBegun);
        let item = reader.stream_tree(&mut |_, st, event| {
            if matches!(streamed, Streamed::NotBegun) && held.len() < HOLD_PLIES {
                if held.is_empty() {
                    start = st.cloned();
                }
                held.push(event);
                return;
            }
            for e in held.drain(..) {
                streamed.event(rules, st, e);
            }
            streamed.event(rules, st, event);
        })?;
        // A game that failed before handing over a move: where it began (for the hint).
        if held.is_empty() && item.is_err() && matches!(streamed, Streamed::NotBegun) {
            start = reader.failed_start().cloned();
        }
        let size = 256 + 8 * held.len();
        Some((ReadGame { item, start, held, streamed }, size))
    }

    /// Whether parts cut on a guess are handed over and not yet written (those written are
    /// let go).
    fn unanswered(&mut self) -> bool {
        let written = self.feedback.borrow().written;
        while self.guessed.front().is_some_and(|g| written.is_some_and(|w| g.id <= w)) {
            self.guessed.pop_front();
        }
        !self.guessed.is_empty()
    }

    /// After a wrong guess: the text from part `id` on — the parts handed over since, the
    /// part being cut — is put back in front of what is left and cut line by line.
    fn read_again(&mut self, id: u64) {
        self.epoch += 1;
        let guessed: Vec<Guessed> = self.guessed.drain(..).filter(|g| g.id >= id).collect();
        let Some(first) = guessed.first() else { return };
        let (line, blank) = (first.line, first.blank);
        let mut text: Vec<u8> = guessed.iter().flat_map(|g| g.text.iter().copied()).collect();
        let pending = match std::mem::replace(&mut self.mode, Mode::Over) {
            Mode::Guess { pending, part, .. } => {
                text.extend_from_slice(&part);
                Some(pending)
            }
            Mode::Over => None,
            // Only cutting on a guess hands over parts that may be read again.
            other => {
                self.mode = other;
                return;
            }
        };
        if let Some(mut pending) = pending {
            pending.unread(text);
            let splitter = Splitter::after_lines(line, blank);
            self.mode = Mode::Cut { pending, splitter, part: Vec::new(), line, blank };
        }
    }

    /// Hands over the part cut on a guess: `next` where the next one begins.
    fn guessed_part(&mut self, part: Vec<u8>, line: usize, blank: bool, next: Option<NextCut>) -> (Job, usize) {
        let (id, text) = (self.next_id, Arc::new(part));
        let size = text.len();
        self.next_id += 1;
        self.unanswered();
        self.guessed.push_back(Guessed { id, text: text.clone(), line, blank });
        (Job::Text { text, line, blank, next, id: Some(id), epoch: self.epoch }, size)
    }
}

/// A step of cutting on guesses.
enum Step {
    /// Bytes taken into the part.
    Took(usize),
    /// The part ends before this line, which starts a game if the text before leaves it so.
    Cut(Vec<u8>),
    /// The end of the input.
    End,
    /// The text is to be read game by game on this thread.
    ReadHere,
}

/// The bytes of `chunk` that go into the part before it may be cut: `Err(end)` when the text
/// may be cut right there (at a line that starts with a tag pair that starts a game, its
/// `end`), else `Ok(n)`: up to the next line that begins with `[`, or all of it.
fn guess(part: &[u8], chunk: &[u8]) -> Result<usize, usize> {
    if part.last() == Some(&b'\n')
        && chunk.first() == Some(&b'[')
        && let Some(end) = memchr::memchr(b'\n', chunk)
        && split::starts_a_game(&chunk[..end], split::is_blank(last_line(part)))
    {
        return Err(end);
    }
    Ok(memchr::memmem::find(chunk, b"\n[").map_or(chunk.len(), |i| i + 1))
}

/// The last line of `text`, which ends with a line break (without it).
fn last_line(text: &[u8]) -> &[u8] {
    let text = text.strip_suffix(b"\n").unwrap_or(text);
    &text[memchr::memrchr(b'\n', text).map_or(0, |i| i + 1)..]
}

impl<R: BufRead> super::lines::Input for GameInput<'_, '_, R> {
    type Job = Job;

    fn next_job(&mut self) -> io::Result<Option<(Job, usize)>> {
        self.barrier = false;
        let again = self.feedback.borrow_mut().again.take();
        if let Some(id) = again {
            self.read_again(id);
        }
        loop {
            match std::mem::replace(&mut self.mode, Mode::Over) {
                Mode::Over => return Ok(None),
                Mode::Read(mut reader) => {
                    let before = reader.games();
                    let Some((game, size)) = self.read_game(&mut reader) else { return Ok(None) };
                    let begun = reader.games() - before;
                    // Back to cutting once the reader stands between lines after a game.
                    self.mode = match reader.between_lines() {
                        Some((line, blank)) if self.cut => {
                            Mode::Guess { pending: reader.into_source(), part: Vec::new(), line, blank }
                        }
                        _ => Mode::Read(reader),
                    };
                    let epoch = self.epoch;
                    return Ok(Some((Job::Read { game: Box::new(game), before, begun, epoch }, size)));
                }
                Mode::Guess { mut pending, mut part, line, blank } => loop {
                    // Input that may not come before the games read so far are answered:
                    // the part is read here, where a game is answered as soon as it is whole.
                    let waits = self.may_block
                        && !part.is_empty()
                        && pending.buffered().is_empty()
                        && !super::lines::stdin_ready();
                    let chunk = if waits { None } else { pending.fill_buf().ok() };
                    let step = match chunk {
                        Some([]) => Step::End,
                        Some(_) if part.len() > MAX_PART_BYTES => Step::ReadHere,
                        Some(chunk) => {
                            let n = if part.len() < PART_BYTES {
                                Ok(chunk.len().min(PART_BYTES - part.len()))
                            } else {
                                guess(&part, chunk)
                            };
                            match n {
                                Ok(n) => {
                                    part.extend_from_slice(&chunk[..n]);
                                    Step::Took(n)
                                }
                                Err(end) => Step::Cut(chunk[..end].to_vec()),
                            }
                        }
                        // A part too long, input that may wait, or a read that failed (the
                        // reader says so in the game's place): read game by game here.
                        None => Step::ReadHere,
                    };
                    match step {
                        Step::Took(n) => pending.consume(n),
                        Step::End if part.is_empty() => {
                            if self.unanswered() {
                                // Over once every guess is checked; or a part is read again.
                                self.mode = Mode::Guess { pending, part, line, blank };
                                self.barrier = true;
                                return Ok(Some((Job::Nothing, 0)));
                            }
                            return Ok(None);
                        }
                        Step::End => {
                            self.mode = Mode::Guess { pending, part: Vec::new(), line, blank };
                            return Ok(Some(self.guessed_part(part, line, blank, None)));
                        }
                        Step::Cut(first) => {
                            let lines = line + memchr::memchr_iter(b'\n', &part).count();
                            let blank_before = split::is_blank(last_line(&part));
                            let next = NextCut { first, line: lines, blank: blank_before };
                            let text = std::mem::replace(&mut part, Vec::with_capacity(PART_BYTES + PART_BYTES / 2));
                            self.mode = Mode::Guess { pending, part, line: lines, blank: blank_before };
                            return Ok(Some(self.guessed_part(text, line, blank, Some(next))));
                        }
                        Step::ReadHere if self.unanswered() => {
                            // The part may be read here only once it is known to begin where
                            // a game starts.
                            self.mode = Mode::Guess { pending, part, line, blank };
                            self.barrier = true;
                            return Ok(Some((Job::Nothing, 0)));
                        }
                        Step::ReadHere => {
                            pending.unread(part);
                            let reader = Reader::after_lines(pending, line, blank).with_alphabets(self.alphabets);
                            self.mode = Mode::Read(reader);
                            break;
                        }
                    }
                },
                Mode::Cut { mut pending, mut splitter, mut part, mut line, mut blank } => loop {
                    // Input that may not come before the games read so far are answered:
                    // the part is read here, where a game is answered as soon as it is whole.
                    let waits =
                        self.may_block && !part.is_empty() && !pending.holds_a_line() && !super::lines::stdin_ready();
                    let (lines, blank_before, mark) = (splitter.lines(), splitter.blank(), part.len());
                    if part.is_empty() {
                        (line, blank) = (lines, blank_before);
                    }
                    let read = if waits { Err(None) } else { pending.read_line(&mut part, MAX_PART_BYTES) };
                    match read {
                        Ok(true) => {
                            let text = &part[mark..];
                            let cut = splitter.line(text.strip_suffix(b"\n").unwrap_or(text));
                            if cut && mark >= PART_BYTES {
                                // The line read begins the next part; the text after it is
                                // cut on guesses again.
                                let mut next = Vec::with_capacity(PART_BYTES + PART_BYTES / 2);
                                next.extend_from_slice(&part[mark..]);
                                part.truncate(mark);
                                let text = Arc::new(part);
                                let size = text.len();
                                self.mode = Mode::Guess { pending, part: next, line: lines, blank: blank_before };
                                let epoch = self.epoch;
                                return Ok(Some((Job::Text { text, line, blank, next: None, id: None, epoch }, size)));
                            }
                        }
                        Ok(false) if part.is_empty() => return Ok(None),
                        Ok(false) => {
                            let size = part.len();
                            self.mode = Mode::Guess { pending, part: Vec::new(), line: lines, blank: blank_before };
                            let (text, epoch) = (Arc::new(part), self.epoch);
                            return Ok(Some((Job::Text { text, line, blank, next: None, id: None, epoch }, size)));
                        }
                        // A part too long, input that may wait, or a read that failed (the
                        // reader says so in the game's place): read game by game here.
                        Err(_) => {
                            pending.unread(part);
                            let reader = Reader::after_lines(pending, line, blank).with_alphabets(self.alphabets);
                            self.mode = Mode::Read(reader);
                            break;
                        }
                    }
                },
            }
        }
    }

    fn may_wait(&self) -> bool {
        if self.barrier {
            return true;
        }
        let buffered = match &self.mode {
            Mode::Guess { pending, .. } | Mode::Cut { pending, .. } => pending.buffered(),
            Mode::Read(reader) => reader.source().buffered(),
            Mode::Over => return false,
        };
        self.may_block && !holds_a_whole_game(buffered) && !super::lines::stdin_ready()
    }
}

/// Whether PGN text read ahead holds the whole of the game it begins with: a tag pair opens
/// a line after a line of moves, so the game after it has begun. (Conservative: a game whose
/// end is buffered but nothing after it counts as not whole, and the reader answers and
/// flushes everything before reading it.)
fn holds_a_whole_game(buffered: &[u8]) -> bool {
    let mut moves_seen = false;
    for line in buffered.split(|&b| b == b'\n') {
        match line.iter().find(|b| !b.is_ascii_whitespace()) {
            Some(b'[') if moves_seen => return true,
            Some(b'[' | b'%') | None => {}
            Some(_) => moves_seen = true,
        }
    }
    false
}

/// One game replayed and written: its text (a game of the JSON document, or the text
/// report) and the exit code it calls for.
struct Written {
    text: String,
    code: i32,
    /// The text cannot be read on (a file in Windows-1251 or UTF-16, review 32a, G-9): the
    /// reader stopped here, and the parts read on other threads after it are not written.
    last: bool,
}

/// A job's games, replayed.
fn do_job(rules: &Rules, alphabets: &[&crate::notation::Alphabet], job: Job) -> Done {
    match job {
        Job::Text { text, line, blank, next, id, epoch } => {
            // A part cut on a guess: the next part begins where the splitter, having looked
            // at this part from its start, would cut (else both are read again, and this
            // one need not be replayed).
            let sound = next.as_ref().is_none_or(|next| {
                let mut splitter = Splitter::after_lines(line, blank);
                splitter.follow(&text);
                splitter.lines() == next.line && splitter.blank() == next.blank && splitter.line(&next.first)
            });
            if !sound {
                return Done { games: Vec::new(), before: 0, begun: 0, sound, id, epoch };
            }
            let mut reader = Reader::after_lines(text.as_slice(), line, blank).with_alphabets(alphabets);
            let mut games = Vec::new();
            loop {
                let mut streamed = Streamed::NotBegun;
                let Some(item) = reader.stream_tree(&mut |_, st, event| streamed.event(rules, st, event)) else {
                    break;
                };
                games.push(finish_game(rules, item, streamed, reader.failed_start()));
            }
            Done { games, before: 0, begun: reader.games(), sound, id, epoch }
        }
        Job::Read { game, before, begun, epoch } => {
            let ReadGame { item, start, held, mut streamed } = *game;
            for event in held {
                streamed.event(rules, start.as_ref(), event);
            }
            Done {
                games: vec![finish_game(rules, item, streamed, start.as_ref())],
                before,
                begun,
                sound: true,
                id: None,
                epoch,
            }
        }
        Job::Nothing => Done { games: Vec::new(), before: 0, begun: 0, sound: true, id: None, epoch: u32::MAX },
    }
}

/// A job's games written, their numbers known (`mark`): on the thread that replayed them or
/// another, not on the one that writes them.
fn answer(ctx: &Ctx, edition: Edition, format: Format, done: Done, mark: Mark) -> Answered {
    match mark {
        Mark::First(first) => Answered::Games {
            games: done
                .games
                .into_iter()
                .map(|game| {
                    let Written { text, code, last } = written(ctx, edition, format, game, first);
                    let text = match format {
                        Format::Json => JsonGames::indent(&text),
                        Format::Text => text,
                    };
                    Written { text, code, last }
                })
                .collect(),
            id: done.id,
        },
        Mark::Again(id) => Answered::Again(id),
        Mark::Void => Answered::Void,
    }
}

/// The end of a game's replay: what it found, or why it could not be replayed. `start` is
/// the game's start position (its `FEN` tag) when it failed before handing over a move.
fn finish_game(
    rules: &Rules,
    item: Result<(PgnGame, usize), PgnError>,
    mut streamed: Streamed,
    start: Option<&crate::pgn::StartPosition>,
) -> Finished {
    // A move that is not notation may be one written with look-alike letters (`е4` with a
    // Cyrillic е): the game so far says which move it would be. A game whose first move is
    // such a record has not begun: it begins here, from its start position (review 18, Z-13).
    if let (Err(PgnError { kind: crate::PgnErrorKind::BadMove { .. }, .. }), Streamed::NotBegun) = (&item, &streamed) {
        streamed.begin(rules, start);
    }
    let hint = match (&item, &streamed) {
        (Err(PgnError { kind: crate::PgnErrorKind::BadMove { text, .. }, .. }), Streamed::Replaying(r))
            // After the game's end the position stays the final one: a hint fits the first
            // record written after it, as it fits the first of a game over in its start
            // position (review 20, C-17).
            if r.variations.is_empty() && r.illegal.is_none() && (r.ending.is_none() || r.after_end.is_none()) =>
        {
            let moves = r.lookalike_moves(rules, text);
            match &rules.lookalike {
                // No reading is a legal move, but one may be a move all the same (review 17, X-9).
                Some(alphabet) if moves.is_empty() => {
                    let written = text.split_whitespace().last().unwrap_or(text);
                    super::explain::lookalike_hint_impossible(r.session.position(), written, alphabet, false, Source::File)
                        .map(|hint| rules.ctx.tr(&hint))
                }
                _ => hint_line(rules.ctx, r.session.position(), text, &moves, Source::File),
            }
        }
        _ => None,
    };
    match item {
        Err(e) => {
            let before = match streamed {
                Streamed::Replaying(r) if r.illegal.is_some() => Some(Box::new(r.stopped(e.game_index))),
                _ => None,
            };
            Finished::Failed { index: e.game_index, why: Failure::Pgn(e), hint, before }
        }
        Ok((pgn, plies)) => match streamed.finish(rules, &pgn, plies) {
            Ok(g) => Finished::Replayed(Box::new(g)),
            Err(message) => Finished::Failed { index: pgn.index, why: Failure::Position(message), hint, before: None },
        },
    }
}

/// A game's report, its number now known: `first` is the number of the job's first game.
fn written(ctx: &Ctx, edition: Edition, format: Format, game: Finished, first: usize) -> Written {
    match game {
        Finished::Replayed(mut g) => {
            g.index += first - 1;
            let found = g.illegal.is_some() || g.wrong_result.is_some() || !g.variation_illegal.is_empty();
            let code = if found { 1 } else { 0 };
            let text = match format {
                Format::Json => pretty(&json_game(ctx, &g, edition)),
                Format::Text => text_game(ctx, &g, edition),
            };
            Written { text, code, last: false }
        }
        Finished::Failed { index, why, hint, before } => {
            let index = index + first - 1;
            // A PGN syntax error names its game itself; a start position that cannot be
            // played is said of its game.
            let (kind, message, wrap, last) = match why {
                Failure::Pgn(mut e) => {
                    e.game_index = index;
                    let last = matches!(e.kind, crate::pgn::PgnErrorKind::NotUtf8(_));
                    ("pgn", e.message(), false, last)
                }
                Failure::Position(message) => ("position", message, true, false),
            };
            let text = ctx.tr(&message);
            let text = match format {
                Format::Json => {
                    let (illegal, notation) = match &before {
                        Some(g) => (json_illegal_of(ctx, g, edition), json_notation_of(ctx, g, edition)),
                        None => (None, None),
                    };
                    let error = super::json::JsonError::new(kind, None, text);
                    pretty(&JsonGameError { index, error, hint, illegal, notation })
                }
                Format::Text if wrap => {
                    let msg = Message::new("replay-game-error")
                        .arg("index", Arg::Number(index as i64))
                        .arg("reason", Arg::Clause(Box::new(message)));
                    ctx.tr(&msg)
                }
                Format::Text => {
                    let mut lines = vec![text];
                    lines.extend(hint.map(|hint| format!("  {hint}")));
                    // The illegal move the game had stopped at, before the record that
                    // cannot be read (review 23a, G-3).
                    if let Some(g) = &before {
                        lines.push(format!("  {}", ctx.tr(&Message::new("replay-error-after-illegal"))));
                        lines.extend(illegal_lines(ctx, g, edition).into_iter().map(|l| format!("  {l}")));
                    }
                    lines.join("\n")
                }
            };
            Written { text, code: 2, last }
        }
    }
}

/// A game's JSON, pretty-printed as the whole document prints it.
fn pretty(value: &impl Serialize) -> String {
    // The shapes are plain structs of strings and numbers: they always serialize.
    serde_json::to_string_pretty(value).unwrap_or_default()
}

pub(crate) fn run(ctx: &Ctx, args: ReplayArgs, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    let edition = args.edition.edition;
    let source = match &args.file {
        Some(path) => super::lines::open_input(path, stdin),
        None => Ok(Box::new(stdin) as Box<dyn BufRead>),
    };
    let source = match source {
        Ok(source) => source,
        Err(msg) => {
            out.error(ctx, msg)?;
            return Ok(2);
        }
    };
    // The reader's own letters first, then every other language's: a file in Russian
    // letters replays under any --lang.
    let alphabets = ctx.l10n.alphabets(&ctx.lang);
    let refs: Vec<&crate::notation::Alphabet> = alphabets.iter().collect();
    let may_block = args.file.as_ref().is_none_or(|path| path.as_os_str() == "-");
    let source = io::BufReader::with_capacity(super::lines::READ_BYTES, source);
    // The text is cut into parts at game starts, read, replayed and written out on every
    // core, numbered in input order (`lines::in_order_tallied`); this thread writes bytes.
    let pending = Pending { text: Vec::new(), at: 0, source, ended: false };
    let threads = super::lines::threads();
    let cut = threads > 1;
    let mode = if cut {
        let part = Vec::with_capacity(PART_BYTES + PART_BYTES / 2);
        Mode::Guess { pending, part, line: 0, blank: true }
    } else {
        Mode::Read(Reader::new(pending).with_alphabets(&refs))
    };
    let rules = Rules::new(ctx, edition);
    let feedback = std::cell::RefCell::new(Feedback::default());
    let mut input = GameInput {
        mode,
        cut,
        may_block,
        rules: &rules,
        alphabets: &refs,
        guessed: std::collections::VecDeque::new(),
        next_id: 0,
        epoch: 0,
        barrier: false,
        feedback: &feedback,
    };
    let progress = std::io::stderr().is_terminal();
    let format = args.format;
    let stdout = std::cell::RefCell::new(io::BufWriter::new(&mut *out.stdout));
    let mut json = JsonGames::new(format == Format::Json);
    // Games written so far.
    let (mut code, mut count) = (0, 0usize);
    // Set once the text cannot be read on: nothing after it is written.
    let mut stopped = false;
    let stages = super::lines::Stages {
        work: &|job| do_job(&rules, &refs, job),
        tally: Tally::default(),
        mark: &|tally: &mut Tally, done: &Done| tally.mark(done),
        finish: &|done, mark| answer(ctx, edition, format, done, mark),
    };
    super::lines::in_order_tallied(
        threads,
        GAME_BATCHES,
        &mut input,
        stages,
        |answered| {
            let (games, id) = match answered {
                Answered::Games { games, id } => (games, id),
                Answered::Again(id) => {
                    feedback.borrow_mut().again = Some(id);
                    return Ok(());
                }
                Answered::Void => return Ok(()),
            };
            for Written { text, code: game_code, last } in games {
                if stopped {
                    break;
                }
                stopped = last;
                code = code.max(game_code);
                count += 1;
                if progress && count.is_multiple_of(100) {
                    eprint!("\r{count} …");
                }
                let mut stdout = stdout.borrow_mut();
                match format {
                    Format::Json => json.write(&mut *stdout, &text)?,
                    Format::Text => {
                        stdout.write_all(text.as_bytes())?;
                        stdout.write_all(b"\n\n")?;
                    }
                }
            }
            if id.is_some() {
                feedback.borrow_mut().written = id;
            }
            Ok(())
        },
        || stdout.borrow_mut().flush(),
    )?;
    if progress && count >= 100 {
        eprint!("\r{:20}\r", "");
    }
    let mut stdout = stdout.into_inner();
    json.close(&mut stdout)?;
    stdout.flush()?;
    drop(stdout);
    // An empty file (or input) is not a file whose games are all in order: it is said, as
    // `position --pgn` says it (review 32a, G-10).
    if count == 0 {
        let msg = Message::new("position-error-game").arg("index", Arg::Number(1)).arg("count", Arg::Number(0));
        out.error(ctx, msg)?;
        return Ok(2);
    }
    Ok(code)
}

/// `{"games": [ … ]}` written game by game as each is replayed, pretty-printed exactly as
/// `serde_json::to_string_pretty` prints the whole document: nothing is held back until the
/// end.
struct JsonGames {
    on: bool,
    written: usize,
}

impl JsonGames {
    fn new(on: bool) -> JsonGames {
        JsonGames { on, written: 0 }
    }

    /// A game's pretty-printed JSON indented as an element of the document's array.
    fn indent(text: &str) -> String {
        let mut out = String::with_capacity(text.len() + text.len() / 8);
        // JSON strings hold no raw line breaks: indenting every line indents the value.
        for (i, line) in text.lines().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out.push_str("    ");
            out.push_str(line);
        }
        out
    }

    /// Writes one game, `text` its JSON indented ([`JsonGames::indent`]).
    fn write(&mut self, stdout: &mut dyn Write, text: &str) -> io::Result<()> {
        stdout.write_all(if self.written == 0 { b"{\n  \"games\": [\n" } else { b",\n" })?;
        stdout.write_all(text.as_bytes())?;
        self.written += 1;
        Ok(())
    }

    fn close(&mut self, stdout: &mut dyn Write) -> io::Result<()> {
        if !self.on {
            return Ok(());
        }
        if self.written == 0 { writeln!(stdout, "{{\n  \"games\": []\n}}") } else { writeln!(stdout, "\n  ]\n}}") }
    }
}

#[cfg(test)]
mod tests {
    use super::{guess, holds_a_whole_game};

    #[test]
    fn a_cut_is_guessed_at_a_line_that_starts_a_game() {
        let part = b"1. e4 e5 *\n\n";
        // A tag pair after a blank line, or an Event tag, at the start of what follows.
        assert_eq!(guess(part, b"[Site \"x\"]\n1. d4"), Err(10));
        assert_eq!(guess(b"1. e4 *\n", b"[Event \"x\"]\n"), Err(11));
        // Not after a blank line and not Event; not a whole tag pair; not at a line start:
        // taken up to the next line that starts with `[`, or all.
        assert_eq!(guess(b"1. e4 *\n", b"[Site \"x\"]\n\n[Ev"), Ok(12));
        assert_eq!(guess(part, b"[Event\n"), Ok(7));
        assert_eq!(guess(b"1. e4", b"[Event \"x\"]\n"), Ok(12));
        // A line not whole in what is read is not guessed at.
        assert_eq!(guess(part, b"[Event \"x\""), Ok(10));
        assert_eq!(guess(part, b"1. d4 d5\n[Event \"x\"]\n"), Ok(9));
    }

    #[test]
    fn a_game_is_whole_once_the_next_one_has_begun() {
        let two = b"[Event \"one\"]\n\n1. e4 e5 *\n\n[Event \"two\"]\n\n1. d4 *\n";
        assert!(holds_a_whole_game(two));
        assert!(holds_a_whole_game(b"\n[Event \"one\"]\n1. e4 {a\ncomment} e5\n[Ev"));
        // Its end read, nothing after it: the reader does not know yet that the game ended.
        assert!(!holds_a_whole_game(b"[Event \"one\"]\n\n1. e4 e5 *\n\n"));
        // Only tags, or the moves begun.
        assert!(!holds_a_whole_game(b"\n[Event \"two\"]\n"));
        assert!(!holds_a_whole_game(b"[Event \"two\"]\n[Site \"x\"]\n\n1. e4 e5 2. Nf3"));
        assert!(!holds_a_whole_game(b"% an escape line\n[Event \"two\"]\n"));
        assert!(!holds_a_whole_game(b""));
    }
}
