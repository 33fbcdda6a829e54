//! `arbiter replay`: checks PGN games move by move — the first illegal move explained, how
//! each game ended on the board and which draws became claimable, with their articles.

use std::collections::HashSet;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::{Ctx, EditionArg, Format, Out};
use crate::game::{Claim, Ending, Game, RepetitionKey};
use crate::i18n::game::{claim_line, ending_line, numbered};
use crate::i18n::{Arg, Localize, Message, cite, explain};
use crate::notation::San;
use crate::pgn::{PgnError, PgnGame, Reader};
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
    claims: Vec<(Claim, usize, String)>,
    /// The first illegal move: its ply, the move numbered as the PGN writes it, the same in
    /// the reader's letters (`16. Кc3` under --lang ru), the ruling.
    illegal: Option<(usize, String, String, Ruling)>,
}

/// A game being replayed move by move, as the reader streams its mainline: only what the
/// Laws need of the past is kept ([`Game::bounded`]).
struct GameReplay {
    alphabet: crate::notation::Alphabet,
    game: Game,
    ply: usize,
    ending: Option<(Ending, usize, Option<String>)>,
    claims: Vec<(Claim, usize, String)>,
    illegal: Option<(usize, String, String, Ruling)>,
    /// Claims already reported: a repetition claim per position, a fifty-move claim once
    /// per run of quiet moves.
    reported: HashSet<(&'static str, Option<RepetitionKey>)>,
}

impl GameReplay {
    fn new(ctx: &Ctx, setup: crate::Setup, edition: Edition) -> Result<GameReplay, Message> {
        let start = Position::from_setup(setup, Validation::Strict).map_err(|e| e.message())?;
        let mut replay = GameReplay {
            alphabet: ctx.l10n.alphabet(&ctx.lang),
            game: Game::bounded(start).with_edition(edition),
            ply: 0,
            ending: None,
            claims: Vec::new(),
            illegal: None,
            reported: HashSet::new(),
        };
        match replay.game.status() {
            (Some(ending), _) => replay.ending = Some((ending, 0, None)),
            (None, claims) => replay.note(claims),
        }
        Ok(replay)
    }

    fn note(&mut self, claims: Vec<Claim>) {
        let (game, ply) = (&self.game, self.ply);
        // While the third occurrence stands (9.2.2), declaring a move to reach another
        // (9.2.1) adds nothing to report.
        let has_appeared = claims.iter().any(|c| matches!(c, Claim::ThreefoldRepetition { .. }));
        for claim in claims {
            if has_appeared && matches!(claim, Claim::ThreefoldRepetitionAboutToAppear { .. }) {
                continue;
            }
            let key = match claim {
                Claim::ThreefoldRepetition { .. } => Some(RepetitionKey::of(game.position())),
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
            if tag == "threefold-about" && self.claims.iter().any(|(c, p, _)| c == &claim && *p + 2 > ply) {
                continue;
            }
            let declared = claim.declared_move().map(|m| San::from_move(game.position(), m).write(&self.alphabet));
            self.claims.push((claim, ply, declared.unwrap_or_default()));
        }
        if game.position().halfmove_clock() == 0 {
            // A new run of quiet moves may bring a new fifty-move claim; positions before an
            // irreversible move cannot appear again (9.2.3), so their claims are let go.
            self.reported.retain(|(t, _)| *t == "threefold-about");
        }
    }

    /// Plays the next move of the mainline; after an illegal one, the rest is not played.
    fn play(&mut self, mv: &crate::pgn::PgnMove) {
        if self.illegal.is_some() {
            return;
        }
        self.ply += 1;
        let before = self.game.position().clone();
        match self.game.with_history(crate::laws::notation::adjudicate_san(&before, &mv.san)) {
            Ruling::Legal(m) => {
                self.game.play_unchecked(m);
                if self.ending.is_none() {
                    let (ending, claims) = self.game.status();
                    if let Some(ending) = ending {
                        // The move as the reader writes it: `17. Лd8#` under --lang ru.
                        let written = San::from_move(&before, m).write(&self.alphabet);
                        self.ending = Some((ending, self.ply, Some(numbered(&before, &written))));
                    } else {
                        self.note(claims);
                    }
                }
            }
            ruling @ Ruling::Illegal(_) => {
                // The reader's letters, the PGN's annotation kept (`Nc3?` → `Кc3?`).
                let written = mv.san.write(&self.alphabet);
                let readers = format!("{written}{}", &mv.text[mv.text.trim_end_matches(['!', '?']).len()..]);
                self.illegal = Some((self.ply, numbered(&before, &mv.text), numbered(&before, &readers), ruling))
            }
        }
    }

    fn finish(self, pgn: &PgnGame, plies: usize) -> Replayed {
        Replayed {
            index: pgn.index,
            plies,
            result: pgn.result().map(|o| o.marker().to_owned()),
            white: pgn.tag("White").map(str::to_owned),
            black: pgn.tag("Black").map(str::to_owned),
            ending: self.ending,
            claims: self.claims,
            illegal: self.illegal,
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
    fn play(
        &mut self,
        ctx: &Ctx,
        edition: Edition,
        start: Option<&crate::pgn::StartPosition>,
        mv: &crate::pgn::PgnMove,
    ) {
        if matches!(self, Streamed::NotBegun) {
            let setup = start.map_or_else(crate::Setup::initial, |s| s.setup.clone());
            *self = match GameReplay::new(ctx, setup, edition) {
                Ok(replay) => Streamed::Replaying(Box::new(replay)),
                Err(message) => Streamed::BadStart(message),
            };
        }
        if let Streamed::Replaying(replay) = self {
            replay.play(mv);
        }
    }

    fn finish(self, ctx: &Ctx, edition: Edition, pgn: &PgnGame, plies: usize) -> Result<Replayed, Message> {
        match self {
            Streamed::NotBegun => Ok(GameReplay::new(ctx, pgn.setup(), edition)?.finish(pgn, plies)),
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
}

#[derive(Serialize)]
struct JsonIllegal {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    violations: Vec<super::json::JsonViolation>,
    explanation: String,
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
}

/// A game that could not be replayed.
#[derive(Serialize)]
struct JsonGameError {
    index: usize,
    #[serde(flatten)]
    error: super::json::JsonError,
}

fn article(ctx: &Ctx, rule: RuleId, edition: Edition) -> String {
    cite(ctx.l10n, &ctx.lang, rule, edition).article
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
        .map(|(c, ply, declared)| JsonClaim {
            kind: c.kind(),
            article: article(ctx, c.rule(), edition),
            ply: *ply,
            declared: (!declared.is_empty()).then(|| declared.clone()),
        })
        .collect();
    let illegal = g.illegal.as_ref().map(|(ply, mv, _, ruling)| {
        let ex = explain(ruling.violations(), ctx.l10n, &ctx.lang, edition);
        JsonIllegal {
            ply: *ply,
            mv: mv.split_whitespace().last().unwrap_or(mv).to_owned(),
            violations: super::json::violations(ruling.violations(), &ex.sentences),
            explanation: ex.text(),
        }
    });
    JsonGame { index: g.index, plies: g.plies, result: g.result.clone(), ending, claims, illegal }
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
    for (claim, ply, declared) in &g.claims {
        lines.push(format!("  {}", claim_line(ctx.l10n, &ctx.lang, edition, claim, *ply, declared)));
    }
    if let Some((ending, ply, mv)) = &g.ending {
        lines.push(format!("  {}", ending_line(ctx.l10n, &ctx.lang, edition, ending, *ply, mv.as_deref())));
    } else if g.illegal.is_none() {
        lines.push(format!("  {}", ctx.tr(&Message::new("replay-no-ending"))));
    }
    if let Some((ply, _, mv, ruling)) = &g.illegal {
        lines.push(format!(
            "  {}",
            ctx.tr(&Message::new("replay-illegal")
                .arg("ply", Arg::Number(*ply as i64))
                .arg("move", Arg::Text(mv.clone())))
        ));
        for line in explain(ruling.violations(), ctx.l10n, &ctx.lang, edition).text().lines() {
            lines.push(format!("    {line}"));
        }
    }
    lines.join("\n")
}

/// Moves of a game held to be replayed on another thread; a longer game is replayed as it
/// is read, so that memory does not grow with the length of a game.
const HOLD_PLIES: usize = 2_048;

/// Games handed to a thread at a time.
const GAME_BATCHES: super::lines::Batches = super::lines::Batches { jobs: 16, bytes: 64 * 1024 };

/// A game as read: the reader's item, and its moves held for replay, or its replay so far.
struct ReadGame {
    item: Result<(PgnGame, usize), PgnError>,
    start: Option<crate::pgn::StartPosition>,
    held: Vec<crate::pgn::PgnMove>,
    streamed: Streamed,
}

/// The games of the input as jobs.
struct GameInput<'c, R> {
    reader: Reader<io::BufReader<R>>,
    /// Whether a read may wait for input (standard input, perhaps a pipe; not a file).
    may_block: bool,
    ctx: &'c Ctx,
    edition: Edition,
}

impl<R: BufRead> super::lines::Input for GameInput<'_, R> {
    type Job = ReadGame;

    fn next_job(&mut self) -> io::Result<Option<(ReadGame, usize)>> {
        let (ctx, edition) = (self.ctx, self.edition);
        let (mut held, mut start, mut streamed) = (Vec::new(), None, Streamed::NotBegun);
        let Some(item) = self.reader.stream_game(&mut |_, st, mv| {
            if matches!(streamed, Streamed::NotBegun) && held.len() < HOLD_PLIES {
                if held.is_empty() {
                    start = st.cloned();
                }
                held.push(mv);
                return;
            }
            for m in held.drain(..) {
                streamed.play(ctx, edition, st, &m);
            }
            streamed.play(ctx, edition, st, &mv);
        }) else {
            return Ok(None);
        };
        let size = 256 + 8 * held.len();
        Ok(Some((ReadGame { item, start, held, streamed }, size)))
    }

    fn may_wait(&self) -> bool {
        self.may_block && !holds_a_whole_game(self.reader.source().buffer())
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
}

fn replay_game(ctx: &Ctx, edition: Edition, format: Format, game: ReadGame) -> Written {
    let ReadGame { item, start, held, mut streamed } = game;
    for mv in &held {
        streamed.play(ctx, edition, start.as_ref(), mv);
    }
    // A PGN syntax error names its game itself; a start position that cannot be played is
    // said of its game.
    let replayed = item.map_err(|e: PgnError| (e.game_index, "pgn", e.message(), false)).and_then(|(pgn, plies)| {
        streamed.finish(ctx, edition, &pgn, plies).map_err(|m| (pgn.index, "position", m, true))
    });
    match replayed {
        Ok(g) => {
            let code = if g.illegal.is_some() { 1 } else { 0 };
            let text = match format {
                Format::Json => pretty(&json_game(ctx, &g, edition)),
                Format::Text => text_game(ctx, &g, edition),
            };
            Written { text, code }
        }
        Err((index, kind, message, wrap)) => {
            let text = ctx.tr(&message);
            let text = match format {
                Format::Json => pretty(&JsonGameError { index, error: super::json::JsonError::new(kind, None, text) }),
                Format::Text if wrap => {
                    let msg = Message::new("replay-game-error")
                        .arg("index", Arg::Number(index as i64))
                        .arg("reason", Arg::Clause(Box::new(message)));
                    ctx.tr(&msg)
                }
                Format::Text => text,
            };
            Written { text, code: 2 }
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
    let mut input = GameInput { reader: Reader::new(source).with_alphabets(&refs), may_block, ctx, edition };
    let progress = std::io::stderr().is_terminal();
    let format = args.format;
    let stdout = std::cell::RefCell::new(io::BufWriter::new(&mut *out.stdout));
    let mut json = JsonGames::new(format == Format::Json);
    let (mut code, mut count) = (0, 0usize);
    // Games are replayed on every core, and written in input order (`lines::in_order`).
    super::lines::in_order(
        super::lines::threads(),
        GAME_BATCHES,
        &mut input,
        &|game| replay_game(ctx, edition, format, game),
        |Written { text, code: game_code }| {
            code = code.max(game_code);
            count += 1;
            if progress && count.is_multiple_of(100) {
                eprint!("\r{count} …");
            }
            let mut stdout = stdout.borrow_mut();
            match format {
                Format::Json => json.write(&mut *stdout, &text),
                Format::Text => writeln!(stdout, "{text}\n"),
            }
        },
        || stdout.borrow_mut().flush(),
    )?;
    if progress && count >= 100 {
        eprint!("\r{:20}\r", "");
    }
    let mut stdout = stdout.into_inner();
    json.close(&mut stdout)?;
    stdout.flush()?;
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

    /// Writes one game, `text` its pretty-printed JSON.
    fn write(&mut self, stdout: &mut dyn Write, text: &str) -> io::Result<()> {
        stdout.write_all(if self.written == 0 { b"{\n  \"games\": [\n" } else { b",\n" })?;
        // JSON strings hold no raw line breaks: indenting every line indents the value.
        for (i, line) in text.lines().enumerate() {
            if i > 0 {
                stdout.write_all(b"\n")?;
            }
            write!(stdout, "    {line}")?;
        }
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
    use super::holds_a_whole_game;

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
