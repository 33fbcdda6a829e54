//! `arbiter position`: the arbiter's questions about a position — who is to move, check and
//! the checking pieces, how the game stands (checkmate 5.1.1, stalemate 5.2.1, a dead
//! position 5.2.2, 9.6), whether each player can still checkmate by any series of legal
//! moves (5.1.2, 6.9, 7.5.5: a helpmate line, or the proof that there is none), the draws
//! the player to move may claim (9.2, 9.3), and the reasons a position cannot arise
//! (3.10.3). For a FEN, for the position after ply N of a PGN game, or for each FEN read
//! from standard input (one answer a line).

use std::io::{self, BufRead};
use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::json::{JsonError, JsonPlaced, to_line};
use super::lines::Answer;
use super::{Ctx, EditionArg, Format, Out};
use crate::game::{Claim, Ending, Game};
use crate::i18n::{Arg, Localize, Message, cite, explain, with_citation};
use crate::laws::illegal_position::reasons as illegal_reasons;
use crate::notation::{Alphabet, San};
use crate::pgn::Reader;
use crate::{
    Color, Edition, HelpmateSearch, IllegalPositionReason, Mateability, Placed, Position, Ruling, Setup, Validation,
    can_checkmate,
};

#[derive(Args, Debug)]
pub(crate) struct PositionArgs {
    /// The position (FEN). Without it and without --pgn, FENs are read from standard input.
    #[arg(long, conflicts_with = "pgn")]
    fen: Option<String>,
    /// A PGN file (`-` for standard input): the position of its game after --ply.
    #[arg(long, value_name = "FILE.pgn")]
    pgn: Option<PathBuf>,
    /// With --pgn: the half-move after which to look (0 is the start; the last by default).
    #[arg(long, requires = "pgn", conflicts_with = "fen", allow_negative_numbers = true)]
    ply: Option<usize>,
    /// With --pgn: which game of the file (1 by default).
    #[arg(long, requires = "pgn", conflicts_with = "fen", allow_negative_numbers = true)]
    game: Option<usize>,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` for people; `json` for tools (`docs/schema/position.json`).
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// How the game stands.
enum State {
    /// The position cannot arise (3.10.3).
    Illegal(Vec<IllegalPositionReason>),
    /// Ended on the board (checkmate, stalemate, fivefold, seventy-five moves).
    Ended(Ending),
    /// Neither player can checkmate (5.2.2).
    Dead,
    /// The game goes on.
    Playing,
}

/// Everything the command says about one position.
struct Analysis {
    pos: Position,
    check: Vec<Placed>,
    state: State,
    /// White's and Black's answers; none for an illegal position.
    players: Option<[Mateability; 2]>,
    claims: Vec<Claim>,
}

/// A position that cannot arise (Article 3.10.3): its reasons, and the check on the board —
/// nothing that needs its moves. `Err` gives back a position that can arise.
fn analyse_illegal(pos: Position) -> Result<Analysis, Position> {
    let illegal = illegal_reasons(&pos);
    if illegal.is_empty() {
        return Err(pos);
    }
    let check: Vec<Placed> =
        pos.checkers().filter_map(|square| Some(Placed { piece: pos.board().piece_at(square)?, square })).collect();
    Ok(Analysis { pos, check, state: State::Illegal(illegal), players: None, claims: Vec::new() })
}

/// A position given as a FEN, analysed: one that cannot arise is answered under 3.10.3
/// without a game made of it (it may hold more men than a set, review 32f, G-1).
fn analyse_position(pos: Position, edition: Edition) -> Analysis {
    analyse_illegal(pos).unwrap_or_else(|pos| analyse(&game_of(pos, edition)))
}

fn analyse(game: &Game) -> Analysis {
    let pos = match analyse_illegal(game.position().clone()) {
        Ok(illegal) => return illegal,
        Err(pos) => pos,
    };
    let check: Vec<Placed> =
        pos.checkers().filter_map(|square| Some(Placed { piece: pos.board().piece_at(square)?, square })).collect();
    let players = [can_checkmate(&pos, Color::White), can_checkmate(&pos, Color::Black)];
    let (ending, claims) = game.status();
    let (state, claims) = if pos.legal_moves().is_empty() {
        let ending = Ending::without_legal_moves(&pos);
        (State::Ended(ending), Vec::new())
    } else if players.iter().all(Mateability::cannot_mate) {
        (State::Dead, Vec::new())
    } else {
        match ending {
            Some(Ending::DeadPosition(_)) => (State::Dead, Vec::new()),
            Some(ending) => (State::Ended(ending), Vec::new()),
            None => (State::Playing, claims),
        }
    };
    Analysis { pos, check, state, players: Some(players), claims }
}

/// A line of moves numbered as a scoresheet writes it: `1. e4 f5 2. Qh5#`, `1... Kg8 2. Rf8#`.
fn numbered_line(start: &Position, moves: &[crate::Move], alphabet: &Alphabet) -> Vec<String> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for (i, &m) in moves.iter().enumerate() {
        let san = San::from_move(&pos, m).write(alphabet);
        out.push(match pos.turn() {
            Color::White => format!("{}. {san}", pos.fullmove_number()),
            Color::Black if i == 0 => format!("{}... {san}", pos.fullmove_number()),
            Color::Black => san,
        });
        pos.play_unchecked(m);
    }
    out
}

/// The moves in SAN with the given letters, unnumbered.
fn san_line(start: &Position, moves: &[crate::Move], alphabet: &Alphabet) -> Vec<String> {
    let mut pos = start.clone();
    moves
        .iter()
        .map(|&m| {
            let san = San::from_move(&pos, m).write(alphabet);
            pos.play_unchecked(m);
            san
        })
        .collect()
}

/// How the text answer is laid out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// One sentence a line (`--fen`, `--pgn`, and every JSON message).
    Lines,
    /// All on one line, the sentences joined by `; ` (FENs read from standard input): each
    /// continues the line, so its first letter is lowered where the language does so.
    OneLine,
}

impl Layout {
    /// `$form` of the messages whose wording depends on the layout.
    fn form(self) -> &'static str {
        match self {
            Layout::Lines => "sentences",
            Layout::OneLine => "line",
        }
    }
}

/// One answer, as sentences (text) and as data (JSON).
struct Said {
    sentences: Vec<String>,
    json: JsonPosition,
}

#[derive(Serialize)]
struct JsonPosition {
    fen: String,
    turn: &'static str,
    check: Vec<JsonPlaced>,
    state: JsonState,
    illegal: Vec<JsonIllegal>,
    white: Option<JsonMate>,
    black: Option<JsonMate>,
    claims: Vec<JsonClaim>,
    explanation: String,
}

#[derive(Serialize)]
struct JsonState {
    kind: &'static str,
    article: Option<String>,
    winner: Option<&'static str>,
    message: String,
}

#[derive(Serialize)]
struct JsonIllegal {
    rule: &'static str,
    article: String,
    message: String,
}

#[derive(Serialize)]
struct JsonMate {
    verdict: &'static str,
    helpmate: Option<Vec<String>>,
    san: Option<Vec<String>>,
    reason: Option<&'static str>,
    message: String,
}

#[derive(Serialize)]
struct JsonClaim {
    kind: &'static str,
    article: String,
    #[serde(rename = "move")]
    mv: Option<String>,
    message: String,
}

fn say(ctx: &Ctx, edition: Edition, a: &Analysis, layout: Layout) -> Said {
    let (l10n, lang) = (ctx.l10n, &ctx.lang);
    let pos = &a.pos;
    let mut sentences = vec![ctx.tr(&Message::new("position-to-move").arg("color", Arg::Color(pos.turn())))];
    // Of a side without a king, or with more than one (an illegal position read for its
    // reasons), nothing is said about check (review 8, P-12; review 16, W-4).
    let has_king = pos.board().by_piece(crate::Piece { color: pos.turn(), role: crate::Role::King }).count() == 1;
    sentences.extend(if a.check.is_empty() {
        has_king.then(|| ctx.tr(&Message::new("position-not-in-check").arg("color", Arg::Color(pos.turn()))))
    } else {
        let pieces = a
            .check
            .iter()
            .map(|p| {
                ctx.tr(&Message::new("position-piece-on")
                    .arg("piece", Arg::Role(p.piece.role))
                    .arg("square", Arg::Square(p.square)))
            })
            .collect();
        let checkers = l10n.join(lang, pieces, &mut Vec::new());
        Some(
            ctx.tr(&Message::new("position-in-check")
                .arg("color", Arg::Color(pos.turn()))
                .arg("checkers", Arg::Text(checkers))
                .arg("count", Arg::Number(a.check.len() as i64))),
        )
    });

    let cited = |msg: Message, rule: crate::RuleId| {
        let citation = cite(l10n, lang, rule, edition);
        (with_citation(l10n, lang, ctx.tr(&msg), citation.text), Some(citation.article))
    };
    let mut illegal = Vec::new();
    let mut reasons_said = Vec::new();
    let (kind, winner, (state_text, article)) = match &a.state {
        State::Illegal(reasons) => {
            let msg = Message::new("position-state-illegal")
                .arg("count", Arg::Number(reasons.len() as i64))
                .arg("form", Arg::Keyword(layout.form()));
            let ex = explain(reasons, l10n, lang, edition);
            for s in &ex.sentences {
                reasons_said.push(s.cited());
                illegal.push(JsonIllegal {
                    rule: s.rule.as_str(),
                    article: s.article.clone(),
                    message: s.message.clone(),
                });
            }
            let article = ex.sentences.first().map(|s| s.article.clone());
            ("illegal", None, (ctx.tr(&msg), article))
        }
        State::Ended(ending) => {
            let msg = match ending {
                Ending::Checkmate { winner } => {
                    Message::new("position-state-checkmate").arg("winner", Arg::Color(*winner))
                }
                Ending::Stalemate => Message::new("position-state-stalemate"),
                Ending::DeadPosition(_) => Message::new("position-state-dead"),
                Ending::FivefoldRepetition { times } => {
                    Message::new("position-state-fivefold").arg("times", Arg::Number(*times as i64))
                }
                Ending::SeventyFiveMoves { .. } => Message::new("position-state-seventy-five"),
            };
            let winner = match ending {
                Ending::Checkmate { winner } => Some(winner.name()),
                _ => None,
            };
            (ending.kind(), winner, cited(msg, ending.rule()))
        }
        State::Dead => ("dead-position", None, cited(Message::new("position-state-dead"), crate::RuleId::DeadPosition)),
        State::Playing => ("playing", None, (ctx.tr(&Message::new("position-state-playing")), None)),
    };
    // In JSON the reasons are the `illegal` array: the state's message is the sentence alone,
    // not one that announces reasons to follow.
    let state_message = match &a.state {
        State::Illegal(reasons) => ctx.tr(&Message::new("position-state-illegal")
            .arg("count", Arg::Number(reasons.len() as i64))
            .arg("form", Arg::Keyword("alone"))),
        _ => state_text.clone(),
    };
    sentences.push(state_text);
    sentences.extend(reasons_said);

    let alphabet = l10n.alphabet(lang);
    let english = Alphabet::english();
    let mut mates: [Option<JsonMate>; 2] = [None, None];
    let no_move_follows = matches!(a.state, State::Ended(Ending::Checkmate { .. } | Ending::Stalemate));
    if let Some(players) = &a.players {
        for (i, (color, m)) in Color::ALL.into_iter().zip(players).enumerate() {
            let (sentence, json) = match m {
                Mateability::CanMate(h) => {
                    let line = numbered_line(pos, &h.moves, &alphabet).join(" ");
                    // After a 9.6 ending the line is what could have been (a checkmate on
                    // the board is said by the `[0]` branch).
                    let ended = matches!(
                        a.state,
                        State::Ended(Ending::FivefoldRepetition { .. } | Ending::SeventyFiveMoves { .. })
                    );
                    let msg = Message::new("position-can-mate")
                        .arg("color", Arg::Color(color))
                        .arg("ended", Arg::Keyword(if ended { "yes" } else { "no" }))
                        .arg("line", Arg::Text(line))
                        .arg("plies", Arg::Number(h.moves.len() as i64));
                    let text = ctx.tr(&msg);
                    let json = JsonMate {
                        verdict: "can-mate",
                        helpmate: Some(h.moves.iter().map(|m| m.uci()).collect()),
                        san: Some(san_line(pos, &h.moves, &english)),
                        reason: None,
                        message: text.clone(),
                    };
                    (text, json)
                }
                Mateability::CannotMate(reason) => {
                    let why = Box::new(reason.message());
                    let msg = Message::new("position-cannot-mate")
                        .arg("color", Arg::Color(color))
                        .arg("form", Arg::Keyword(layout.form()))
                        .arg("reason", if layout == Layout::OneLine { Arg::Clause(why) } else { Arg::Message(why) });
                    // After a checkmate, a stalemate or the dead position said above, the
                    // reason alone: the verdict that no series of moves mates is said already.
                    let text = if no_move_follows || matches!(a.state, State::Dead) {
                        ctx.tr(&reason.message())
                    } else {
                        ctx.tr(&msg)
                    };
                    let json = JsonMate {
                        verdict: "cannot-mate",
                        helpmate: None,
                        san: None,
                        reason: Some(reason.kind()),
                        message: text.clone(),
                    };
                    (text, json)
                }
                Mateability::Undetermined => {
                    let text = ctx.tr(&Message::new("position-mate-undetermined").arg("color", Arg::Color(color)));
                    let json = JsonMate {
                        verdict: "undetermined",
                        helpmate: None,
                        san: None,
                        reason: None,
                        message: text.clone(),
                    };
                    (text, json)
                }
            };
            // A checkmate or a stalemate on the board has ended the game: the state line says
            // so, and repeating it for each player says nothing more (the JSON keeps both
            // answers for programs).
            // Both players' reasons may be one and the same (a blockade of both): say it once.
            if !no_move_follows && sentences.last() != Some(&sentence) {
                sentences.push(sentence);
            }
            mates[i] = Some(json);
        }
    }

    let mut claims = Vec::new();
    for claim in &a.claims {
        let declared = claim.declared_move();
        let written = declared.map(|m| San::from_move(pos, m).write(&alphabet)).unwrap_or_default();
        let inner = match claim {
            Claim::ThreefoldRepetition { times } => {
                Message::new("position-claim-threefold").arg("times", Arg::Number(*times as i64))
            }
            Claim::ThreefoldRepetitionAboutToAppear { times, .. } => Message::new("position-claim-threefold-about-to")
                .arg("times", Arg::Number(*times as i64))
                .arg("move", Arg::Text(written)),
            Claim::FiftyMoves { .. } => Message::new("position-claim-fifty"),
            Claim::FiftyMovesAboutToBeMade { .. } => {
                Message::new("position-claim-fifty-about-to").arg("move", Arg::Text(written))
            }
        };
        let msg = Message::new("position-claim")
            .arg("color", Arg::Color(pos.turn()))
            .arg("claim", Arg::Message(Box::new(inner)));
        let (text, article) = cited(msg, claim.rule());
        sentences.push(text.clone());
        claims.push(JsonClaim {
            kind: claim.kind(),
            article: article.unwrap_or_default(),
            mv: declared.map(|m| San::from_move(pos, m).write(&english)),
            message: text,
        });
    }
    if matches!(a.state, State::Playing) && a.claims.is_empty() {
        sentences.push(ctx.tr(&Message::new("position-no-claim")));
    }

    let [white, black] = mates;
    let json = JsonPosition {
        fen: pos.to_fen(),
        turn: pos.turn().name(),
        check: a.check.iter().map(|&p| JsonPlaced::from(p)).collect(),
        state: JsonState { kind, article, winner, message: state_message },
        illegal,
        white,
        black,
        claims,
        explanation: sentences.join("\n"),
    };
    Said { sentences, json }
}

/// The sentences of one answer on one line, joined by `; `: «Ход чёрных; чёрным шах не
/// объявлен; пат: ничья (статья 5.2.1); …» («Black to move; Black is not in check; …»).
fn one_line(ctx: &Ctx, sentences: Vec<String>) -> String {
    let mut line = String::new();
    for (i, sentence) in sentences.into_iter().enumerate() {
        if i == 0 {
            line.push_str(&sentence);
        } else {
            // A sentence that announces what follows ends with a colon («такая позиция не
            // могла возникнуть в партии: …»); the others are joined by `; `.
            line.push_str(if line.ends_with(':') { " " } else { "; " });
            line.push_str(&ctx.l10n.continuation(&ctx.lang, sentence));
        }
    }
    line
}

/// Loads a FEN for analysis: leniently, so that a position that cannot arise is answered
/// with its 3.10.3 reasons — one with more men of a colour than a set holds too, set up for
/// those reasons alone (review 32f, G-1: [`analyse_position`] never plays on it); refused
/// only when the FEN cannot be read.
fn load(fen: &str) -> Result<Position, crate::PositionError> {
    let setup = Setup::from_fen(fen.trim())?;
    match Position::from_setup(setup.clone(), Validation::Lenient) {
        Err(crate::PositionError::Illegal(_)) => Ok(Position::for_reasons_only(setup)),
        loaded => loaded,
    }
}

/// `arbiter position --fen FEN --format json` as a value: what `/api/position` answers, so
/// the service and the command line cannot drift apart. `Err` is the FEN that cannot be set
/// up at all, with its error kind (as `moves` names it) and message.
pub(crate) fn json_of_fen(
    ctx: &Ctx,
    edition: Edition,
    fen: &str,
) -> Result<impl Serialize + use<>, (&'static str, Message)> {
    let pos = load(fen).map_err(|e| (super::moves::error_kind(&e), e.message()))?;
    Ok(say(ctx, edition, &analyse_position(pos, edition), Layout::Lines).json)
}

fn game_of(pos: Position, edition: Edition) -> Game {
    Game::bounded(pos).with_edition(edition).with_dead_position_search(HelpmateSearch::OFF)
}

/// The game of `--pgn`, played to the ply asked for.
fn pgn_game(ctx: &Ctx, args: &PositionArgs, stdin: &mut dyn BufRead) -> Result<Game, (Message, i32)> {
    let path = args.pgn.as_ref().expect("--pgn given");
    let source = super::lines::open_input(path, stdin).map_err(|msg| (msg, 2))?;
    let alphabets = ctx.l10n.alphabets(&ctx.lang);
    let refs: Vec<&Alphabet> = alphabets.iter().collect();
    let mut reader = Reader::new(source).with_alphabets(&refs);
    let wanted = args.game.unwrap_or(1);
    let mut count = 0;
    let pgn = loop {
        // The wanted game's mainline is kept as it is read, so that a record that is not a
        // move can be shown with the look-alike hint for the position it was written in,
        // as `replay` shows it (review 35a, K-8).
        let mut moves = Vec::new();
        let mut sink = |_: &[crate::pgn::Tag], _: Option<&crate::pgn::StartPosition>, mv: crate::pgn::PgnMove| {
            if count + 1 == wanted {
                moves.push(mv);
            }
        };
        match reader.stream_game(&mut sink) {
            None => {
                let msg = Message::new("position-error-game")
                    .arg("index", Arg::Number(wanted as i64))
                    .arg("count", Arg::Number(count as i64));
                return Err((msg, 2));
            }
            Some(item) => {
                count += 1;
                if count == wanted {
                    match item {
                        Ok((mut game, _)) => {
                            game.moves = moves;
                            break game;
                        }
                        Err(e) => return Err((bad_move_with_hint(ctx, &reader, &moves, e, args.edition.edition), 2)),
                    }
                }
            }
        }
    };
    let ply = args.ply.unwrap_or(pgn.plies());
    if ply > pgn.plies() {
        let msg = Message::new("position-error-ply")
            .arg("ply", Arg::Number(ply as i64))
            .arg("plies", Arg::Number(pgn.plies() as i64));
        return Err((msg, 2));
    }
    let start = Position::from_setup(pgn.setup(), Validation::Strict).map_err(|e| (e.message(), 2))?;
    let mut game = Game::new(start).with_edition(args.edition.edition).with_dead_position_search(HelpmateSearch::OFF);
    for (i, mv) in pgn.moves.iter().take(ply).enumerate() {
        match game.adjudicate_san(&mv.san) {
            Ruling::Legal(m) => game.play_unchecked(m),
            ruling => {
                let pos = game.position();
                let ex = explain(ruling.violations(), ctx.l10n, &ctx.lang, args.edition.edition);
                let mut reason = ex.text().replace('\n', " ");
                let msg = match ruling.violations().first() {
                    // A record several pieces could make is a problem of notation, not an
                    // illegal move (Appendix C.10), as `replay` and `explain` say it (review
                    // 32d, G-4).
                    Some(crate::Violation::AmbiguousNotation { moves, .. }) => {
                        let written =
                            super::explain::san_in_readers_letters(&mv.san, &mv.text, &ctx.l10n.alphabet(&ctx.lang));
                        Message::new("position-error-ambiguous-move")
                            .arg("move", Arg::Text(crate::i18n::game::numbered(pos, &written)))
                            .arg("candidates", Arg::Moves(moves.iter().map(|m| San::from_move(pos, *m)).collect()))
                    }
                    _ => {
                        // A record with a look-alike letter is shown as the scoresheet has it
                        // («6. Kf3», not «6. Крf3»), with the hint `replay` gives under the
                        // same ply (review 32d, G-5; 32f, G-7).
                        let meant = super::explain::readers_lookalikes(ctx, pos, &mv.text);
                        let hint = super::explain::illegal_hint(
                            ctx,
                            pos,
                            &mv.text,
                            &meant,
                            false,
                            super::explain::Source::File,
                        );
                        let written = match &hint {
                            Some(hint) => {
                                reason.push_str(". ");
                                reason.push_str(&hint.message);
                                mv.text.to_string()
                            }
                            None => {
                                super::explain::san_in_readers_letters(&mv.san, &mv.text, &ctx.l10n.alphabet(&ctx.lang))
                            }
                        };
                        Message::new("position-error-illegal-move")
                            .arg("move", Arg::Text(crate::i18n::game::numbered(pos, &written)))
                    }
                };
                let msg = msg.arg("ply", Arg::Number(i as i64 + 1)).arg("reason", Arg::Text(reason));
                return Err((msg, 1));
            }
        }
    }
    Ok(game)
}

/// A game of `--pgn` that cannot be read: the reader's error, and for a record that is not
/// a move, the look-alike hint for the position the moves before it lead to (none when one
/// of them is illegal: the error comes first).
fn bad_move_with_hint(
    ctx: &Ctx,
    reader: &Reader<Box<dyn BufRead + '_>>,
    before: &[crate::pgn::PgnMove],
    e: crate::pgn::PgnError,
    edition: Edition,
) -> Message {
    let crate::PgnErrorKind::BadMove { text, .. } = &e.kind else { return e.message() };
    let setup = reader.failed_start().map_or_else(crate::Setup::initial, |s| s.setup.clone());
    let Ok(start) = Position::from_setup(setup, Validation::Strict) else { return e.message() };
    let mut game = Game::new(start).with_edition(edition).with_dead_position_search(HelpmateSearch::OFF);
    for mv in before {
        match game.adjudicate_san(&mv.san) {
            Ruling::Legal(m) => game.play_unchecked(m),
            _ => return e.message(),
        }
    }
    super::explain::with_lookalike_hint(ctx, game.position(), text, e.message(), false, super::explain::Source::File)
}

pub(crate) fn run(ctx: &Ctx, args: PositionArgs, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    let edition = args.edition.edition;
    let json = args.format == Format::Json;
    let single = match (&args.fen, &args.pgn) {
        (Some(fen), _) => Some(load(fen).map(|p| analyse_position(p, edition)).map_err(|e| {
            let kind = super::moves::error_kind(&e);
            (e.message(), 2, kind)
        })),
        (None, Some(_)) => Some(pgn_game(ctx, &args, stdin).map(|g| analyse(&g)).map_err(|(m, code)| (m, code, "pgn"))),
        (None, None) => None,
    };
    if let Some(analysis) = single {
        return match analysis {
            Ok(analysis) => {
                let said = say(ctx, edition, &analysis, Layout::Lines);
                if json {
                    writeln!(out.stdout, "{}", to_line(&said.json))?;
                } else {
                    for s in &said.sentences {
                        writeln!(out.stdout, "{s}")?;
                    }
                }
                Ok(0)
            }
            Err((msg, code, kind)) => {
                if json {
                    writeln!(out.stdout, "{}", to_line(&JsonError::said(ctx, kind, None, &msg)))?;
                } else {
                    out.error(ctx, msg)?;
                }
                Ok(code)
            }
        };
    }

    // One FEN per line on stdin, one answer line each (the stream rules of `lines`).
    let any_bad = super::lines::answer_lines(stdin, out.stdout, |input| {
        let loaded = match &input.text {
            Ok(text) => load(text).map_err(|e| (super::moves::error_kind(&e), e.message())),
            Err(e) => Err((e.kind(), e.message())),
        };
        match loaded {
            Ok(pos) => {
                let layout = if json { Layout::Lines } else { Layout::OneLine };
                let said = say(ctx, edition, &analyse_position(pos, edition), layout);
                let line = if json { to_line(&said.json) } else { one_line(ctx, said.sentences) };
                Answer { line, bad: false }
            }
            Err((kind, reason)) if json => {
                Answer { line: to_line(&JsonError::said(ctx, kind, Some(input.number), &reason)), bad: true }
            }
            Err((_, reason)) => {
                let msg = Message::new("cli-error-on-line")
                    .arg("line", Arg::Number(input.number as i64))
                    .arg("reason", Arg::Clause(Box::new(reason)));
                // «ошибка: строка 3: …» under --lang ru, as `moves` writes it.
                let line = ctx.tr(&Message::new("cli-error").arg("reason", Arg::Message(Box::new(msg))));
                Answer { line, bad: true }
            }
        }
    })?;
    Ok(if any_bad { 2 } else { 0 })
}
