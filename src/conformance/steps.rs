//! The step definitions of the executable rulebook, shared by both languages: one function
//! per step, an English and a Russian pattern stacked on it (anchored regexes).
//!
//! Each step asks the world's [`Backend`]: arbiter itself (every step, arbiter's own words
//! included), or an engine under test, to which a step reduces as `on_engine` says.

#[path = "on_engine.rs"]
mod on_engine;

use std::sync::Arc;

use cucumber::gherkin::Step;
use cucumber::{World, given, then, when};

use crate::engines::{EndingKind, Engine, Line};
use crate::i18n::{Arg, Lang, Localizer, Message, explain};
use crate::notation::{Notation, San};
use crate::{
    Bitboard, Color, Edition, Piece, Position, PositionError, Registry, Role, Ruling, Setup, Square, Validation,
};

/// What the scenarios ask: arbiter itself, or an engine under test.
#[derive(Clone, Debug, Default)]
pub enum Backend {
    /// arbiter, in process: every step, its own words included.
    #[default]
    Arbiter,
    /// An engine over the JSON-lines protocol or UCI, shared by the scenarios of a run.
    Engine(Arc<Engine>),
}

/// The state of one scenario: a fresh one per scenario.
#[derive(Debug, Default, World)]
pub struct RulebookWorld {
    /// `en` or `ru`: the language of the feature file, which the sentences are in.
    pub lang: String,
    /// What the steps ask.
    pub backend: Backend,
    position: Option<Position>,
    /// The position as an engine is asked it: the FEN given, and the moves played since.
    line: Option<Line>,
    /// Whether the scenario's position (the start of `line`) is a legal one (3.10.3).
    legal_start: bool,
    engine_attempt: Option<on_engine::EngineAttempt>,
    loaded_fen: Option<String>,
    /// Questions the engine answered in this scenario.
    asked: usize,
    /// Why the scenario is not applicable to the engine (the first reason found).
    not_applicable: Option<String>,
    /// Whether the last step stopped the scenario for being not applicable.
    na_stop: bool,
    detail: Option<crate::conformance::FailureDetail>,
    marks: Bitboard,
    attempt: Option<(String, Ruling)>,
    loaded: Option<Result<Position, PositionError>>,
    game: Option<crate::Game>,
    /// The numbered notation of each ply played in `game` (`17. Rd8#`).
    game_moves: Vec<String>,
    adjusted: Bitboard,
    /// The edition whose rules and numbers the scenario's game and sentences follow.
    edition: Edition,
    /// The result recorded for the scenario's game, and how it was decided (5.1.2, 6.9).
    recorded: Option<(crate::pgn::Outcome, crate::laws::result::Decision)>,
    /// The arbiter's ruling after a completed illegal move (Article 7.5).
    after_illegal: Option<crate::laws::illegal_move::AfterIllegalMove>,
    /// The arbiter's ruling on a draw claim (Article 9.5), with the position it was made in.
    claim_ruling: Option<(Position, crate::laws::draw_claim::ClaimRuling)>,
    /// The arbiter's session (`crate::session`), and its answer to the last event.
    session: Option<crate::session::Session>,
    session_answer: Option<crate::session::Answer>,
}

type StepResult = Result<(), String>;

/// What a scenario ended with, for drawing it (the HTML rulebook): the position, the
/// squares marked in its diagram, and the move tried with its ruling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The position the scenario was about, if it gave one.
    pub position: Option<Position>,
    /// The squares its diagram marked `*`.
    pub marks: Bitboard,
    /// The move tried, as written, and the ruling on it.
    pub attempt: Option<(String, Ruling)>,
}

impl RulebookWorld {
    /// The scenario's final state, for drawing it.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot { position: self.position.clone(), marks: self.marks, attempt: self.attempt.clone() }
    }
}

impl RulebookWorld {
    fn l10n_lang(&self) -> Lang {
        let l10n = Localizer::global();
        l10n.negotiate(&[self.lang.as_str()]).unwrap_or_else(|| l10n.english())
    }

    fn position(&self) -> Result<&Position, String> {
        self.position.as_ref().ok_or_else(|| "no position was given before this step".to_owned())
    }

    fn ruling(&self) -> Result<&(String, Ruling), String> {
        self.attempt.as_ref().ok_or_else(|| "no move was played before this step".to_owned())
    }

    fn explain_text(&self, ruling: &Ruling, edition: Edition) -> String {
        explain(ruling.violations(), Localizer::global(), &self.l10n_lang(), edition).text()
    }

    /// A new position given by the scenario: for an engine, a line of no moves from it.
    fn set_position(&mut self, pos: Position) {
        self.legal_start = Position::from_fen(&pos.to_fen()).is_ok();
        self.line = Some(Line::new(pos.to_fen()));
        self.engine_attempt = None;
        self.position = Some(pos);
    }

    /// What the scenario's run says of the engine, for the report.
    pub(crate) fn summary(&self) -> crate::conformance::runner::Summary {
        crate::conformance::runner::Summary {
            asked: self.asked,
            not_applicable: self.not_applicable.clone(),
            stopped_not_applicable: self.na_stop,
            detail: self.detail.clone(),
            snapshot: Some(self.snapshot()),
        }
    }
}

/// The words of a step that checks arbiter's own words: for an engine it asks the verdict
/// they describe.
fn own_words(world: &mut RulebookWorld) -> Option<StepResult> {
    world.engine().map(|_| world.e_move_is_illegal())
}

fn color(word: &str) -> Color {
    match word {
        "White" | "white" | "белые" | "белых" | "белый" | "белыми" | "белая" | "белому" | "белым" => {
            Color::White
        }
        _ => Color::Black,
    }
}

fn squares(list: &str) -> Result<Bitboard, String> {
    list.split([' ', ','])
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<Square>().map_err(|_| format!("`{s}` is not a square")))
        .collect()
}

fn show(bb: Bitboard) -> String {
    let mut v: Vec<String> = bb.map(|s| s.to_string()).collect();
    v.sort();
    v.join(" ")
}

/// What stands on a square (`None`: it is empty), as a board check says it.
fn square_holds_message(sq: Square, piece: Option<Piece>) -> Message {
    let msg = Message::new("engine-square-holds").arg("square", Arg::Square(sq));
    match piece {
        Some(p) => {
            msg.arg("empty", Arg::Keyword("no")).arg("color", Arg::Color(p.color)).arg("piece", Arg::Role(p.role))
        }
        None => msg
            .arg("empty", Arg::Keyword("yes"))
            .arg("color", Arg::Color(Color::White))
            .arg("piece", Arg::Role(Role::Pawn)),
    }
}

/// How many pieces (of one kind, or all) a side has, as a board check says it.
fn piece_count_message(side: Color, piece: Option<Piece>, count: usize) -> Message {
    Message::new("engine-piece-count")
        .arg("color", Arg::Color(side))
        .arg("count", Arg::Number(count as i64))
        .arg("all", Arg::Keyword(if piece.is_none() { "yes" } else { "no" }))
        .arg("piece", Arg::Role(piece.map_or(Role::Pawn, |p| p.role)))
}

/// A piece's name in a step, English or Russian, in any of the forms the steps use.
fn role(word: &str) -> Result<Role, String> {
    Ok(match word {
        "king" | "kings" | "король" | "короля" | "королей" => Role::King,
        "queen" | "queens" | "ферзь" | "ферзя" | "ферзей" => Role::Queen,
        "rook" | "rooks" | "ладья" | "ладьи" | "ладей" => Role::Rook,
        "bishop" | "bishops" | "слон" | "слона" | "слонов" => Role::Bishop,
        "knight" | "knights" | "конь" | "коня" | "коней" => Role::Knight,
        "pawn" | "pawns" | "пешка" | "пешки" | "пешек" => Role::Pawn,
        _ => return Err(format!("`{word}` is not a piece")),
    })
}

fn square(text: &str) -> Result<Square, String> {
    text.parse().map_err(|_| format!("`{text}` is not a square"))
}

/// A move text without a move number before it (`1.`, `12...`, `1.e4`); castling marks
/// written with zeros (`0-0`) are kept.
fn without_move_number(token: &str) -> &str {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &token[digits..];
    if digits > 0 && rest.starts_with('.') { rest.trim_start_matches('.') } else { token }
}

fn docstring(step: &Step) -> Result<&str, String> {
    step.docstring.as_deref().map(str::trim).ok_or_else(|| "this step needs a docstring".to_owned())
}

// --- Given ---------------------------------------------------------------------------

#[given(regex = r#"^the position "(.+)"$"#)]
#[given(regex = r#"^позиция "(.+)"$"#)]
fn the_position(world: &mut RulebookWorld, fen: String) -> StepResult {
    let pos = Position::from_fen(&fen).map_err(|e| format!("the scenario's FEN does not load: {e}"))?;
    world.set_position(pos);
    Ok(())
}

#[given(regex = r#"^the position "(.+)", read leniently$"#)]
#[given(regex = r#"^позиция "(.+)", прочитанная нестрого$"#)]
fn the_position_leniently(world: &mut RulebookWorld, fen: String) -> StepResult {
    if world.engine().is_some() {
        return Err(world.not_applicable(Message::new("engine-na-lenient-fen")));
    }
    let pos = Position::from_fen_lenient(&fen).map_err(|e| format!("the scenario's FEN does not load: {e}"))?;
    world.set_position(pos);
    Ok(())
}

#[given(regex = r"^the position:?$")]
#[given(regex = r"^позиция:?$")]
fn the_position_docstring(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    let text = docstring(step)?;
    if let Ok(pos) = Position::from_fen(text) {
        world.set_position(pos);
        return Ok(());
    }
    let diagram = crate::diagram::Diagram::parse(text).map_err(|e| format!("neither a FEN nor a diagram: {e}"))?;
    world.marks = diagram.marks;
    world.set_position(diagram.to_position(Color::White).map_err(|e| format!("the diagram: {e}"))?);
    Ok(())
}

#[given(regex = r"^(White|Black) to move$")]
#[given(regex = r"^ход (белых|чёрных)$")]
fn side_to_move(world: &mut RulebookWorld, side: String) -> StepResult {
    let pos = world.position()?;
    let mut setup = pos.to_setup();
    setup.turn = color(&side);
    world.set_position(
        Position::from_setup(setup, Validation::Lenient).map_err(|e| format!("with {side} to move: {e}"))?,
    );
    Ok(())
}

#[given(regex = r#"^the moves "(.+)" have been played$"#)]
#[given(regex = r#"^сыграны ходы "(.+)"$"#)]
#[when(regex = r#"^the moves "(.+)" are played$"#)]
#[when(regex = r#"^сделаны ходы "(.+)"$"#)]
fn moves_played(world: &mut RulebookWorld, moves: String) -> StepResult {
    if world.engine().is_some() {
        return world.e_moves_played(&moves);
    }
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    if world.game.is_some() {
        return game_moves_played(world, &moves, &alphabet);
    }
    let mut pos = world.position()?.clone();
    // Move numbers (`1.`, `12...`, or glued on as in `1.e4`) are skipped.
    let texts = moves.split_whitespace().map(without_move_number).filter(|t| !t.is_empty());
    for text in texts {
        let notation = Notation::parse(text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
        match notation.adjudicate(&pos) {
            Ruling::Legal(m) => pos.play_unchecked(m),
            ruling @ Ruling::Illegal(_) => {
                return Err(format!(
                    "`{text}` cannot be played in {}:\n{}",
                    pos.to_fen(),
                    world.explain_text(&ruling, Edition::E2023)
                ));
            }
        }
    }
    world.position = Some(pos);
    Ok(())
}

// --- When ----------------------------------------------------------------------------

#[when(regex = r#"^(White|Black) plays "(.+)"$"#)]
#[when(regex = r#"^(белые|чёрные) играют "(.+)"$"#)]
fn plays(world: &mut RulebookWorld, side: String, text: String) -> StepResult {
    let pos = world.position()?;
    if pos.turn() != color(&side) {
        return Err(format!("the scenario says {side} plays, but it is {}'s move", pos.turn()));
    }
    if world.engine().is_some() {
        return world.e_attempt(&text);
    }
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let notation = Notation::parse(&text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
    let ruling = notation.adjudicate(pos);
    world.attempt = Some((text, ruling));
    Ok(())
}

#[when(regex = r#"^the move "(.+)" is attempted$"#)]
#[when(regex = r#"^пытаются сделать ход "(.+)"$"#)]
fn move_attempted(world: &mut RulebookWorld, text: String) -> StepResult {
    // Unlike `White plays …`, whoever has the move: for moves out of turn (Article 1.2).
    if world.engine().is_some() {
        return world.e_attempt(&text);
    }
    let pos = world.position()?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let notation = Notation::parse(&text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
    let ruling = notation.adjudicate(pos);
    world.attempt = Some((text, ruling));
    Ok(())
}

#[when(regex = r#"^the FEN "(.+)" is loaded$"#)]
#[when(regex = r#"^загружается FEN "(.+)"$"#)]
fn fen_loaded(world: &mut RulebookWorld, fen: String) -> StepResult {
    world.loaded = Some(Position::from_fen(&fen));
    world.loaded_fen = Some(fen);
    Ok(())
}

// --- Then: moves ---------------------------------------------------------------------

#[then(regex = r"^the move is legal$")]
#[then(regex = r"^ход возможен$")]
fn move_is_legal(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_move_is_legal());
    }
    let (text, ruling) = world.ruling()?;
    match ruling {
        Ruling::Legal(_) => Ok(()),
        Ruling::Illegal(_) => {
            Err(format!("`{text}` was ruled illegal:\n{}", world.explain_text(ruling, Edition::E2023)))
        }
    }
}

#[then(regex = r"^the move is illegal$")]
#[then(regex = r"^ход невозможен$")]
fn move_is_illegal(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_move_is_illegal());
    }
    let (text, ruling) = world.ruling()?;
    match ruling {
        Ruling::Illegal(_) => Ok(()),
        Ruling::Legal(m) => Err(format!("`{text}` was ruled legal ({m})")),
    }
}

#[then(regex = r"^the move is illegal under Article ([0-9A-Z.]+)$")]
#[then(regex = r"^ход невозможен по статье ([0-9A-Z.]+)$")]
fn illegal_under(world: &mut RulebookWorld, article: String) -> StepResult {
    if let Some(r) = own_words(world) {
        return r;
    }
    move_is_illegal(world)?;
    let (_, ruling) = world.ruling()?;
    let rule = ruling.violations()[0].rule();
    let cited = Registry::global().article_of(rule, Edition::E2023).unwrap_or("?");
    if cited == article {
        Ok(())
    } else {
        Err(format!("the primary reason, {rule}, is Article {cited}, not {article}"))
    }
}

#[then(regex = r#"^the rule broken is "([a-z0-9-]+)"$"#)]
#[then(regex = r#"^нарушено правило с ключом "([a-z0-9-]+)"$"#)]
fn rule_broken(world: &mut RulebookWorld, rule: String) -> StepResult {
    rules_broken(world, rule)
}

#[then(regex = r#"^the rules broken are "(.+)"$"#)]
#[then(regex = r#"^нарушены правила с ключами "(.+)"$"#)]
fn rules_broken(world: &mut RulebookWorld, rules: String) -> StepResult {
    if let Some(r) = own_words(world) {
        return r;
    }
    move_is_illegal(world)?;
    let (_, ruling) = world.ruling()?;
    let got: Vec<&str> = ruling.violations().iter().map(|v| v.rule().as_str()).collect();
    let want: Vec<&str> = rules.split(',').map(str::trim).collect();
    if got == want { Ok(()) } else { Err(format!("rules broken: {got:?}, expected {want:?}")) }
}

#[then(regex = r"^the explanation is:$")]
#[then(regex = r"^объяснение:$")]
fn explanation_is(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    explanation_in(world, Edition::E2023, step)
}

#[then(regex = r"^the explanation citing the (2009|2005) edition is:$")]
#[then(regex = r"^объяснение со ссылкой на редакцию (2009|2005) года:$")]
fn explanation_in_edition(world: &mut RulebookWorld, year: String, #[step] step: &Step) -> StepResult {
    explanation_in(world, year.parse()?, step)
}

fn explanation_in(world: &mut RulebookWorld, edition: Edition, step: &Step) -> StepResult {
    if let Some(r) = own_words(world) {
        return r;
    }
    let want = docstring(step)?;
    let (_, ruling) = world.ruling()?;
    let got = world.explain_text(ruling, edition);
    if got.trim() == want { Ok(()) } else { Err(format!("the explanation is\n{got}\nnot\n{want}")) }
}

#[then(regex = r#"^the move is written "(.+)"$"#)]
#[then(regex = r#"^ход записывается "(.+)"$"#)]
fn move_written(world: &mut RulebookWorld, want: String) -> StepResult {
    if world.engine().is_some() {
        let alphabet = Localizer::global().alphabet(&world.l10n_lang());
        return world.then(|w| w.e_move_written(&want, &alphabet));
    }
    let pos = world.position()?.clone();
    let (text, ruling) = world.ruling()?;
    let Ruling::Legal(m) = ruling else { return Err(format!("`{text}` is not legal")) };
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let got = San::from_move(&pos, *m).write(&alphabet);
    if got == want { Ok(()) } else { Err(format!("written `{got}`, not `{want}`")) }
}

#[then(regex = r#"^the position after the move is "(.+)"$"#)]
#[then(regex = r#"^после хода позиция "(.+)"$"#)]
fn position_after(world: &mut RulebookWorld, want: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_position_after(&want));
    }
    let pos = world.position()?;
    let (text, ruling) = world.ruling()?;
    let Ruling::Legal(m) = ruling else { return Err(format!("`{text}` is not legal")) };
    let mut after = pos.clone();
    after.play_unchecked(*m);
    let got = after.to_fen();
    if got == want { Ok(()) } else { Err(format!("after the move: `{got}`, not `{want}`")) }
}

// --- Then: what pieces can do --------------------------------------------------------

#[then(regex = r#"^the piece on ([a-h][1-8]) can move to "(.*)"$"#)]
#[then(regex = r#"^фигура на ([a-h][1-8]) может пойти на "(.*)"$"#)]
fn piece_can_move_to(world: &mut RulebookWorld, square: String, list: String) -> StepResult {
    let sq: Square = square.parse().map_err(|_| format!("`{square}` is not a square"))?;
    let want = squares(&list)?;
    if world.engine().is_some() {
        return world.then(|w| w.e_piece_reaches(sq, want));
    }
    let got = world.position()?.reach(sq);
    if got == want { Ok(()) } else { Err(format!("the piece on {sq} reaches `{}`, not `{}`", show(got), show(want))) }
}

#[then(regex = r"^the piece on ([a-h][1-8]) can move to exactly the marked squares$")]
#[then(regex = r"^фигура на ([a-h][1-8]) может пойти ровно на отмеченные поля$")]
fn piece_reaches_marks(world: &mut RulebookWorld, square: String) -> StepResult {
    let sq: Square = square.parse().map_err(|_| format!("`{square}` is not a square"))?;
    if world.engine().is_some() {
        let marks = world.marks;
        return world.then(|w| w.e_piece_reaches(sq, marks));
    }
    let got = world.position()?.reach(sq);
    if got == world.marks {
        Ok(())
    } else {
        Err(format!("the piece on {sq} reaches `{}`, the diagram marks `{}`", show(got), show(world.marks)))
    }
}

#[then(regex = r"^(White|Black) has (\d+) legal moves?$")]
#[then(regex = r"^у (белых|чёрных) (\d+) возможн\w+ ход\w*$")]
fn legal_move_count(world: &mut RulebookWorld, side: String, count: usize) -> StepResult {
    let pos = world.position()?;
    if pos.turn() != color(&side) {
        return Err(format!("it is {}'s move, not {side}'s", pos.turn()));
    }
    if world.engine().is_some() {
        return world.then(|w| w.e_legal_move_count(count));
    }
    let got = pos.legal_moves().len();
    if got == count { Ok(()) } else { Err(format!("{got} legal moves, not {count}")) }
}

#[then(regex = r"^the (white|black) king is in check$")]
#[then(regex = r"^(белый|чёрный) король под шахом$")]
fn king_in_check(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_king_in_check(&side, true));
    }
    let pos = world.position()?;
    let c = color(&side);
    let board = pos.board();
    let king = board.king_of(c).ok_or("there is no single king of that colour")?;
    if board.is_attacked(king, !c, board.occupied()) { Ok(()) } else { Err(format!("the {c} king is not in check")) }
}

#[then(regex = r"^the (white|black) king is not in check$")]
#[then(regex = r"^(белый|чёрный) король не под шахом$")]
fn king_not_in_check(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_king_in_check(&side, false));
    }
    if king_in_check(world, side.clone()).is_ok() { Err(format!("the {side} king is in check")) } else { Ok(()) }
}

#[then(regex = r"^the square ([a-h][1-8]) is attacked by (White|Black)$")]
#[then(regex = r"^поле ([a-h][1-8]) атаковано (белыми|чёрными)$")]
fn square_attacked(world: &mut RulebookWorld, square: String, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-side-attacks"))));
    }
    let sq: Square = square.parse().map_err(|_| format!("`{square}` is not a square"))?;
    let board = world.position()?.board();
    if board.is_attacked(sq, color(&side), board.occupied()) { Ok(()) } else { Err(format!("{sq} is not attacked")) }
}

#[then(regex = r"^the square ([a-h][1-8]) is not attacked by (White|Black)$")]
#[then(regex = r"^поле ([a-h][1-8]) не атаковано (белыми|чёрными)$")]
fn square_not_attacked(world: &mut RulebookWorld, square: String, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-side-attacks"))));
    }
    if square_attacked(world, square.clone(), side).is_ok() { Err(format!("{square} is attacked")) } else { Ok(()) }
}

#[then(regex = r"^the square ([a-h][1-8]) is (light|dark)$")]
#[then(regex = r"^поле ([a-h][1-8]) (светлое|тёмное)$")]
fn square_colour(_world: &mut RulebookWorld, square: String, shade: String) -> StepResult {
    let sq: Square = square.parse().map_err(|_| format!("`{square}` is not a square"))?;
    let light = matches!(shade.as_str(), "light" | "светлое");
    if sq.is_light() == light { Ok(()) } else { Err(format!("{sq} is not {shade}")) }
}

#[then(regex = r#"^the position is the initial position "(.+)"$"#)]
#[then(regex = r#"^это начальная позиция "(.+)"$"#)]
fn initial_position(world: &mut RulebookWorld, fen: String) -> StepResult {
    let pos = world.position()?;
    let initial = Setup::initial().to_fen();
    if pos.to_fen() == initial && fen == initial {
        Ok(())
    } else {
        Err(format!("{} is not the initial position", pos.to_fen()))
    }
}

#[then(regex = r"^(White|Black) has the move$")]
#[then(regex = r"^очередь хода за (белыми|чёрными)$")]
fn has_the_move(world: &mut RulebookWorld, side: String) -> StepResult {
    let turn = world.position()?.turn();
    if turn == color(&side) { Ok(()) } else { Err(format!("{turn} has the move, not {side}")) }
}

#[then(regex = r"^the (white|black) king is checkmated$")]
#[then(regex = r"^(белому|чёрному) королю поставлен мат$")]
fn king_checkmated(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_checkmated(&side, true));
    }
    let pos = world.position()?;
    let c = color(&side);
    if pos.turn() != c {
        return Err(format!("it is {}'s move: only the side to move can be checkmated", pos.turn()));
    }
    match (pos.is_check(), pos.legal_moves().len()) {
        (true, 0) => Ok(()),
        (false, n) => Err(format!("the {c} king is not in check ({n} legal moves)")),
        (true, n) => Err(format!("the {c} king is in check but has {n} legal moves")),
    }
}

#[then(regex = r"^the (white|black) king is not checkmated$")]
#[then(regex = r"^(белому|чёрному) королю не поставлен мат$")]
fn king_not_checkmated(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_checkmated(&side, false));
    }
    world.position()?;
    if king_checkmated(world, side.clone()).is_ok() { Err(format!("the {side} king is checkmated")) } else { Ok(()) }
}

#[then(regex = r"^neither player can checkmate$")]
#[then(regex = r"^ни один из игроков не может поставить мат$")]
fn neither_can_checkmate(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_game_ends(EndingKind::DeadPosition));
    }
    match crate::is_dead_position(world.position()?) {
        crate::DeadPosition::Dead { .. } => Ok(()),
        crate::DeadPosition::NotDead(line) => {
            Err(format!("{} can still checkmate, in {} half-moves", line.player, line.moves.len()))
        }
        crate::DeadPosition::Undetermined => Err("the engine could not decide whether a mate is possible".to_owned()),
    }
}

#[then(regex = r"^(White|Black) can still checkmate$")]
#[then(regex = r"^(белые|чёрные) ещё могут поставить мат$")]
fn can_still_checkmate(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    match crate::can_checkmate(world.position()?, color(&side)) {
        crate::Mateability::CanMate(_) => Ok(()),
        crate::Mateability::CannotMate(reason) => Err(format!("{side} cannot checkmate: {reason:?}")),
        crate::Mateability::Undetermined => Err(format!("the engine could not decide whether {side} can checkmate")),
    }
}

#[then(regex = r"^(White|Black) cannot checkmate$")]
#[then(regex = r"^(белые|чёрные) не могут поставить мат$")]
fn cannot_checkmate(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    match crate::can_checkmate(world.position()?, color(&side)) {
        crate::Mateability::CannotMate(_) => Ok(()),
        crate::Mateability::CanMate(line) => Err(format!("{side} can checkmate, in {} half-moves", line.moves.len())),
        crate::Mateability::Undetermined => Err(format!("the engine could not decide whether {side} can checkmate")),
    }
}

#[then(regex = r#"^the (white|black) king is in check from "(.+)"$"#)]
#[then(regex = r#"^(белый|чёрный) король под шахом с пол(?:я|ей) "(.+)"$"#)]
fn king_in_check_from(world: &mut RulebookWorld, side: String, list: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_king_in_check(&side, true));
    }
    let board = world.position()?.board();
    let c = color(&side);
    let king = board.king_of(c).ok_or("there is no single king of that colour")?;
    let got = board.attackers_to(king, !c, board.occupied());
    let want = squares(&list)?;
    if got == want {
        Ok(())
    } else {
        Err(format!("the {c} king is attacked from `{}`, not `{}`", show(got), show(want)))
    }
}

#[then(regex = r"^the piece on ([a-h][1-8]) attacks ([a-h][1-8])$")]
#[then(regex = r"^фигура на ([a-h][1-8]) атакует ([a-h][1-8])$")]
fn piece_attacks(world: &mut RulebookWorld, from: String, target: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-piece-attacks"))));
    }
    let (from, target) = (square(&from)?, square(&target)?);
    let board = world.position()?.board();
    let piece = board.piece_at(from).ok_or_else(|| format!("there is no piece on {from}"))?;
    if board.attackers_to(target, piece.color, board.occupied()).contains(from) {
        Ok(())
    } else {
        Err(format!("the piece on {from} does not attack {target}"))
    }
}

#[then(regex = r"^the piece on ([a-h][1-8]) does not attack ([a-h][1-8])$")]
#[then(regex = r"^фигура на ([a-h][1-8]) не атакует ([a-h][1-8])$")]
fn piece_does_not_attack(world: &mut RulebookWorld, from: String, target: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-piece-attacks"))));
    }
    world.position()?.board().piece_at(square(&from)?).ok_or_else(|| format!("there is no piece on {from}"))?;
    if piece_attacks(world, from.clone(), target.clone()).is_ok() {
        Err(format!("the piece on {from} attacks {target}"))
    } else {
        Ok(())
    }
}

#[then(regex = r"^the square ([a-h][1-8]) holds a (white|black) (king|queen|rook|bishop|knight|pawn)$")]
#[then(regex = r"^на поле ([a-h][1-8]) стоит (белый|белая|чёрный|чёрная) (король|ферзь|ладья|слон|конь|пешка)$")]
fn square_holds(world: &mut RulebookWorld, sq: String, side: String, name: String) -> StepResult {
    let sq = square(&sq)?;
    let want = Piece::new(color(&side), role(&name)?);
    let check = |pos: &Position| match pos.board().piece_at(sq) {
        Some(p) if p == want => Ok(()),
        Some(p) => Err(square_holds_message(sq, Some(p))),
        None => Err(square_holds_message(sq, None)),
    };
    if world.engine().is_some() {
        return world.then(|w| w.e_board_check(check, square_holds_message(sq, Some(want))));
    }
    check(world.position()?).map_err(|m| world.say(&m))
}

#[then(regex = r"^the square ([a-h][1-8]) is empty$")]
#[then(regex = r"^поле ([a-h][1-8]) свободно$")]
fn square_empty(world: &mut RulebookWorld, sq: String) -> StepResult {
    let sq = square(&sq)?;
    let check = |pos: &Position| match pos.board().piece_at(sq) {
        None => Ok(()),
        Some(p) => Err(square_holds_message(sq, Some(p))),
    };
    if world.engine().is_some() {
        return world.then(|w| w.e_board_check(check, square_holds_message(sq, None)));
    }
    check(world.position()?).map_err(|m| world.say(&m))
}

#[then(regex = r"^(White|Black) has (\d+) (kings?|queens?|rooks?|bishops?|knights?|pawns?|pieces)$")]
#[then(
    regex = r"^у (белых|чёрных) (\d+) (король|короля|королей|ферзь|ферзя|ферзей|ладья|ладьи|ладей|слон|слона|слонов|конь|коня|коней|пешка|пешки|пешек|фигура|фигуры|фигур)$"
)]
fn piece_count(world: &mut RulebookWorld, side: String, count: usize, name: String) -> StepResult {
    let c = color(&side);
    let piece = if matches!(name.as_str(), "pieces" | "фигура" | "фигуры" | "фигур") {
        None
    } else {
        Some(Piece::new(c, role(&name)?))
    };
    let check = |pos: &Position| {
        let board = pos.board();
        let got = piece.map_or(board.by_color(c), |p| board.by_piece(p)).count();
        if got == count { Ok(()) } else { Err(piece_count_message(c, piece, got)) }
    };
    if world.engine().is_some() {
        return world.then(|w| w.e_board_check(check, piece_count_message(c, piece, count)));
    }
    check(world.position()?).map_err(|m| world.say(&m))
}

// --- Then: positions (Article 3.10.3) ------------------------------------------------

#[then(regex = r"^the position is refused as illegal$")]
#[then(regex = r"^позиция отвергнута как невозможная$")]
fn position_refused(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(false));
    }
    match world.loaded.as_ref().ok_or("no FEN was loaded")? {
        Err(PositionError::Illegal(_)) => Ok(()),
        Err(PositionError::Fen(e)) => Err(format!("the FEN is malformed, not illegal: {e}")),
        Ok(_) => Err("the position was accepted".to_owned()),
    }
}

#[then(regex = r"^the position is accepted$")]
#[then(regex = r"^позиция принята$")]
fn position_accepted(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(true));
    }
    match world.loaded.as_ref().ok_or("no FEN was loaded")? {
        Ok(_) => Ok(()),
        Err(e) => Err(format!("the position was refused: {e}")),
    }
}

#[then(regex = r#"^the reasons are "(.+)"$"#)]
#[then(regex = r#"^причины: "(.+)"$"#)]
fn position_reasons(world: &mut RulebookWorld, rules: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(false));
    }
    let Some(Err(PositionError::Illegal(illegal))) = world.loaded.as_ref() else {
        return Err("the position was not refused as illegal".to_owned());
    };
    let got: Vec<&str> = illegal.reasons.iter().map(|r| r.rule().as_str()).collect();
    let want: Vec<&str> = rules.split(',').map(str::trim).collect();
    if got == want { Ok(()) } else { Err(format!("reasons {got:?}, expected {want:?}")) }
}

#[then(regex = r"^the reasons are explained:$")]
#[then(regex = r"^причины объяснены так:$")]
fn position_reasons_explained(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(false));
    }
    let want = docstring(step)?;
    let Some(Err(PositionError::Illegal(illegal))) = world.loaded.as_ref() else {
        return Err("the position was not refused as illegal".to_owned());
    };
    let got = explain(&illegal.reasons, Localizer::global(), &world.l10n_lang(), Edition::E2023).text();
    if got.trim() == want { Ok(()) } else { Err(format!("the explanation is\n{got}\nnot\n{want}")) }
}

// --- Article 4: touch-move ----------------------------------------------------------

#[given(regex = r#"^(White|Black) says "I adjust" and adjusts the piece on ([a-h][1-8])$"#)]
#[given(regex = r#"^(белые|чёрные) говорят «поправляю» и поправляют фигуру на ([a-h][1-8])$"#)]
fn adjusts(world: &mut RulebookWorld, side: String, square: String) -> StepResult {
    if world.engine().is_some() {
        return Err(world.not_applicable(Message::new("engine-na-touch")));
    }
    let pos = world.position()?;
    if pos.turn() != color(&side) {
        return Err(format!("only the player having the move may adjust (Article 4.2.1); it is {}'s move", pos.turn()));
    }
    world.adjusted.add(square.parse().map_err(|_| format!("`{square}` is not a square"))?);
    Ok(())
}

#[when(regex = r#"^(White|Black) touches "(.+)" and plays "(.+)"$"#)]
#[when(regex = r#"^(белые|чёрные) трогают "(.+)" и играют "(.+)"$"#)]
fn touches_and_plays(world: &mut RulebookWorld, side: String, touched: String, text: String) -> StepResult {
    if world.engine().is_some() {
        return Err(world.not_applicable(Message::new("engine-na-touch")));
    }
    let pos = world.position()?.clone();
    if pos.turn() != color(&side) {
        return Err(format!("the scenario says {side} plays, but it is {}'s move", pos.turn()));
    }
    let touches = crate::laws::touch_move::parse_touches(&touched).map_err(|e| e.to_string())?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let notation = Notation::parse(&text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
    let ruling = match notation.adjudicate(&pos) {
        Ruling::Legal(m) => {
            crate::laws::touch_move::adjudicate_touched(&pos, crate::Attempt::from_move(m), &touches, world.adjusted)
        }
        illegal => illegal,
    };
    world.attempt = Some((text, ruling));
    Ok(())
}

// --- Articles 5 and 9: games ------------------------------------------------------------

/// The edition of the Laws the scenario's game is played under (2023 unless a scenario
/// says otherwise): its rules decide how the game ends, its numbers are cited.
#[given(regex = r"^the game is played under the (2023|2009|2005) edition of the Laws$")]
#[given(regex = r"^партия играется по Правилам в редакции (2023|2009|2005) года$")]
fn edition_of_the_laws(world: &mut RulebookWorld, year: String) -> StepResult {
    world.edition = year.parse()?;
    if world.engine().is_some() && world.edition != crate::Edition::E2023 {
        // The protocol asks for the Laws in force (docs/engine-protocol.md): an engine is
        // not asked to play by an earlier edition's rules (no fivefold or 75 moves before 2014).
        return Err(world.not_applicable(Message::new("engine-na-edition")));
    }
    world.game = world.game.take().map(|g| g.with_edition(world.edition));
    Ok(())
}

#[given(regex = r"^a game from the initial position$")]
#[given(regex = r"^партия из начальной позиции$")]
fn game_from_start(world: &mut RulebookWorld) -> StepResult {
    world.game = Some(crate::Game::new(Position::new()).with_edition(world.edition));
    world.game_moves.clear();
    world.set_position(Position::new());
    Ok(())
}

#[given(regex = r#"^a game from the position "(.+)"$"#)]
#[given(regex = r#"^партия из позиции "(.+)"$"#)]
fn game_from(world: &mut RulebookWorld, fen: String) -> StepResult {
    let pos = Position::from_fen(&fen).map_err(|e| format!("the scenario's FEN does not load: {e}"))?;
    world.game = Some(crate::Game::new(pos.clone()).with_edition(world.edition));
    world.game_moves.clear();
    world.set_position(pos);
    Ok(())
}

/// Plays moves in the scenario's game, keeping its history (Articles 5 and 9).
fn game_moves_played(world: &mut RulebookWorld, moves: &str, alphabet: &crate::notation::Alphabet) -> StepResult {
    let game = world.game.as_mut().ok_or("no game was started before this step")?;
    for text in moves.split_whitespace().map(without_move_number).filter(|t| !t.is_empty()) {
        let before = game.position().clone();
        let notation = Notation::parse(text, &[alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
        match notation.adjudicate(&before) {
            Ruling::Legal(m) => {
                game.play_unchecked(m);
                world.game_moves.push(crate::i18n::game::numbered(&before, text));
            }
            Ruling::Illegal(i) => return Err(format!("`{text}` is illegal in {}: {i}", before.to_fen())),
        }
    }
    world.position = Some(game.position().clone());
    Ok(())
}

/// Whether a claim article rests on repetition (9.2) or on the fifty-move rule (9.3).
fn claim_by_repetition(article: &str) -> Result<bool, String> {
    let rules = Registry::global().article(article).map(|a| a.rules.clone()).unwrap_or_default();
    use crate::RuleId::*;
    if rules.iter().any(|r| matches!(r, ThreefoldRepetition | ThreefoldRepetitionAboutToAppear)) {
        Ok(true)
    } else if rules.iter().any(|r| matches!(r, FiftyMoves | FiftyMovesAboutToBeMade)) {
        Ok(false)
    } else {
        Err(format!("Article {article} is not about a claim"))
    }
}

fn ending_kind(word: &str) -> EndingKind {
    match word {
        "checkmate" | " матом" => EndingKind::Checkmate,
        "stalemate" | " патом" => EndingKind::Stalemate,
        // The instrumental forms are older wordings, kept as aliases (review 8, P-17).
        "a dead position" | ", так как позиция мертва" | " мёртвой позицией" => {
            EndingKind::DeadPosition
        }
        "fivefold repetition" | ", так как позиция повторилась пять раз" | " пятикратным повторением позиции" => {
            EndingKind::FivefoldRepetition
        }
        _ => EndingKind::SeventyFiveMoves,
    }
}

#[then(
    regex = r"^the game ends by (checkmate|stalemate|a dead position|fivefold repetition|the seventy-five-move rule)$"
)]
#[then(
    regex = r"^партия заканчивается( матом| патом|, так как позиция мертва|, так как позиция повторилась пять раз| мёртвой позицией| пятикратным повторением позиции| по правилу 75 ходов)$"
)]
fn game_ends(world: &mut RulebookWorld, how: String) -> StepResult {
    let want = ending_kind(&how);
    if world.engine().is_some() {
        return world.then(|w| w.e_game_ends(want));
    }
    let want = want.name();
    let game = world.game.as_ref().ok_or("no game was started")?;
    match game.ending() {
        Some(e) if e.kind() == want => Ok(()),
        Some(e) => Err(format!("the game ends by {}, not {want}", e.kind())),
        None => Err(format!("the game has not ended (expected {want})")),
    }
}

#[then(regex = r"^the game goes on$")]
#[then(regex = r"^партия продолжается$")]
fn game_goes_on(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_game_over(false));
    }
    let game = world.game.as_ref().ok_or("no game was started")?;
    match game.ending() {
        None => Ok(()),
        Some(e) => Err(format!("the game has ended by {}", e.kind())),
    }
}

#[then(regex = r"^the ending reads:$")]
#[then(regex = r"^окончание описано так:$")]
fn ending_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_game_over(true));
    }
    let want = docstring(step)?;
    let game = world.game.as_ref().ok_or("no game was started")?;
    let ending = game.ending().ok_or("the game has not ended")?;
    let got = crate::i18n::game::ending_line(
        Localizer::global(),
        &world.l10n_lang(),
        world.edition,
        &ending,
        game.plies(),
        world.game_moves.last().map(String::as_str),
    );
    if got == want { Ok(()) } else { Err(format!("the ending reads\n{got}\nnot\n{want}")) }
}

fn claims_now(world: &RulebookWorld) -> Result<(Color, Vec<crate::Claim>), String> {
    let game = world.game.as_ref().ok_or("no game was started")?;
    Ok((game.position().turn(), game.claims()))
}

#[then(regex = r"^(White|Black) may claim a draw under Article ([0-9.]+)$")]
#[then(regex = r"^(белые|чёрные) могут потребовать ничью по статье ([0-9.]+)$")]
fn may_claim(world: &mut RulebookWorld, side: String, article: String) -> StepResult {
    if world.engine().is_some() {
        let repetition = claim_by_repetition(&article)?;
        return world.then(|w| w.e_may_claim(&side, repetition));
    }
    let (turn, claims) = claims_now(world)?;
    if turn != color(&side) {
        return Err(format!("only the player having the move may claim; it is {turn}'s move"));
    }
    let registry = Registry::global();
    let articles: Vec<&str> = claims.iter().filter_map(|c| registry.article_of(c.rule(), Edition::E2023)).collect();
    if articles.contains(&article.as_str()) { Ok(()) } else { Err(format!("claims available: {articles:?}")) }
}

#[then(regex = r#"^(White|Black) may claim a draw by declaring "(.+)" under Article ([0-9.]+)$"#)]
#[then(regex = r#"^(белые|чёрные) могут потребовать ничью, записав на бланке ход "(.+)", по статье ([0-9.]+)$"#)]
fn may_claim_declaring(world: &mut RulebookWorld, side: String, text: String, article: String) -> StepResult {
    may_claim(world, side, article.clone())?;
    if world.engine().is_some() {
        let repetition = claim_by_repetition(&article)?;
        return world.then(|w| w.e_declared_claim_completes(&text, repetition));
    }
    let game = world.game.as_ref().ok_or("no game was started")?;
    let pos = game.position();
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let notation = Notation::parse(&text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
    let Ruling::Legal(m) = notation.adjudicate(pos) else { return Err(format!("`{text}` is not legal here")) };
    let mut next = game.clone();
    next.play_unchecked(m);
    let rules = Registry::global().article(&article).map(|a| a.rules.clone()).unwrap_or_default();
    let completes = if rules.contains(&crate::RuleId::ThreefoldRepetitionAboutToAppear) {
        next.repetitions() >= 3
    } else if rules.contains(&crate::RuleId::FiftyMovesAboutToBeMade) {
        next.position().halfmove_clock() >= 100
    } else {
        return Err(format!("Article {article} is not about a declared move"));
    };
    if completes {
        Ok(())
    } else {
        Err(format!("declaring `{text}` would not complete the claim of Article {article}"))
    }
}

#[then(regex = r"^no draw can be claimed$")]
#[then(regex = r"^требовать ничью нельзя$")]
fn no_claim(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_any_claim(false));
    }
    let (_, claims) = claims_now(world)?;
    if claims.is_empty() { Ok(()) } else { Err(format!("claims available: {claims:?}")) }
}

#[then(regex = r"^the claim reads:$")]
#[then(regex = r"^требование описано так:$")]
fn claim_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_any_claim(true));
    }
    let want = docstring(step)?;
    let game = world.game.as_ref().ok_or("no game was started")?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let lang = world.l10n_lang();
    let lines: Vec<String> = game
        .claims()
        .iter()
        .map(|c| {
            let declared =
                c.declared_move().map(|m| San::from_move(game.position(), m).write(&alphabet)).unwrap_or_default();
            crate::i18n::game::claim_line(Localizer::global(), &lang, world.edition, c, game.plies(), &declared)
        })
        .collect();
    let got = lines.join("\n");
    if got == want { Ok(()) } else { Err(format!("the claims read\n{got}\nnot\n{want}")) }
}

#[then(regex = r"^the position has appeared (\d+) times?$")]
#[then(regex = r"^позиция возникла (\d+) раз\w*$")]
fn appeared(world: &mut RulebookWorld, times: usize) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_appeared(times));
    }
    let game = world.game.as_ref().ok_or("no game was started")?;
    let got = game.repetitions();
    if got == times { Ok(()) } else { Err(format!("the position has appeared {got} times, not {times}")) }
}

#[then(regex = r"^the positions after plies (\d+) and (\d+) are (the same|different)$")]
#[then(regex = r"^позиции после полуходов (\d+) и (\d+) (одинаковы|различны)$")]
fn positions_compare(world: &mut RulebookWorld, a: usize, b: usize, verdict: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-earlier-positions"))));
    }
    let game = world.game.as_ref().ok_or("no game was started")?;
    let key =
        |ply: usize| game.position_at(ply).map(crate::RepetitionKey::of).ok_or(format!("the game has no ply {ply}"));
    let same = key(a)? == key(b)?;
    let want = matches!(verdict.as_str(), "the same" | "одинаковы");
    if same == want {
        Ok(())
    } else {
        Err(format!("the positions after plies {a} and {b} are {}", if same { "the same" } else { "different" }))
    }
}

#[then(regex = r"^(White|Black) cannot checkmate by any series of legal moves$")]
#[then(regex = r"^(белые|чёрные) не могут поставить мат никакой серией возможных ходов$")]
fn cannot_checkmate_by_any_series(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    let pos = world.position()?;
    match crate::laws::dead_position::can_checkmate(pos, color(&side)) {
        crate::laws::dead_position::Mateability::CannotMate(_) => Ok(()),
        other => Err(format!("not shown: {other:?}")),
    }
}

#[then(regex = r"^(White|Black) can checkmate with the opponent's help$")]
#[then(regex = r"^(белые|чёрные) могут поставить мат при содействии соперника$")]
fn can_checkmate_with_help(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    let pos = world.position()?;
    match crate::laws::dead_position::can_checkmate(pos, color(&side)) {
        crate::laws::dead_position::Mateability::CanMate(line) if line.verify(pos) => Ok(()),
        other => Err(format!("no helpmate shown: {other:?}")),
    }
}

// --- Article 4.4.4: the promotion piece --------------------------------------------------

#[when(
    regex = r#"^(White|Black) touches "(.+)", touches ([a-h][1-8]) with an? (queen|rook|bishop|knight) and plays "(.+)"$"#
)]
#[when(
    regex = r#"^(белые|чёрные) трогают "(.+)", касаются поля ([a-h][1-8]) (ферзём|ладьёй|слоном|конём) и играют "(.+)"$"#
)]
fn touches_promotion_square_and_plays(
    world: &mut RulebookWorld,
    side: String,
    touched: String,
    square: String,
    piece: String,
    text: String,
) -> StepResult {
    // The piece that touched the square of promotion, in the touch list's letters (e8=Q).
    let letter = match piece.as_str() {
        "queen" | "ферзём" => 'Q',
        "rook" | "ладьёй" => 'R',
        "bishop" | "слоном" => 'B',
        "knight" | "конём" => 'N',
        other => return Err(format!("`{other}` is not a piece a pawn promotes to")),
    };
    touches_and_plays(world, side, format!("{touched},{square}={letter}"), text)
}

// --- Appendix C: algebraic notation -----------------------------------------------------

/// A piece's name as the notation steps write it: `role`'s forms, plus the Russian
/// accusatives (`обозначает ладью на a1`, `пешку на e2`).
fn named_role(word: &str) -> Result<Role, String> {
    match word {
        "ладью" => Ok(Role::Rook),
        "пешку" => Ok(Role::Pawn),
        _ => role(word),
    }
}

#[then(regex = r#"^the notation "(.+)" names the (king|queen|rook|bishop|knight|pawn) on ([a-h][1-8])$"#)]
#[then(regex = r#"^запись "(.+)" обозначает (короля|ферзя|ладью|слона|коня|пешку) на ([a-h][1-8])$"#)]
fn notation_names(world: &mut RulebookWorld, text: String, piece: String, at: String) -> StepResult {
    let want = named_role(&piece)?;
    let from = square(&at)?;
    if world.engine().is_some() {
        return world.then(|w| w.e_notation_names(&text, from));
    }
    let pos = world.position()?;
    match pos.board().piece_at(from) {
        Some(p) if p.role == want => {}
        Some(p) => return Err(format!("the scenario's {from} holds a {}, not a {}", p.role.name(), want.name())),
        None => return Err(format!("the scenario's {from} is empty, not a {}", want.name())),
    }
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let notation = Notation::parse(&text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
    match notation.adjudicate(pos) {
        Ruling::Legal(m) if m.from == from => Ok(()),
        Ruling::Legal(m) => {
            let other = pos.board().role_at(m.from).map_or("piece", |r| r.name());
            Err(format!("`{text}` names the {other} on {}, not the {} on {from}", m.from, want.name()))
        }
        ruling @ Ruling::Illegal(_) => Err(format!(
            "`{text}` names no piece that can make the move:\n{}",
            world.explain_text(&ruling, Edition::E2023)
        )),
    }
}

#[then(regex = r#"^the long form is "(.+)"$"#)]
#[then(regex = r#"^полная запись хода — "(.+)"$"#)]
fn long_form(world: &mut RulebookWorld, want: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-long-algebraic"))));
    }
    let pos = world.position()?;
    let (text, ruling) = world.ruling()?;
    let Ruling::Legal(m) = ruling else { return Err(format!("`{text}` is not legal")) };
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let got = San::long(pos, *m, &alphabet);
    if got == want { Ok(()) } else { Err(format!("the long form is `{got}`, not `{want}`")) }
}

#[then(regex = r#"^in (English|Russian) the move is written "(.+)"$"#)]
#[then(regex = r#"^по-(английски|русски) ход записывается "(.+)"$"#)]
fn move_written_in(world: &mut RulebookWorld, language: String, want: String) -> StepResult {
    let tag = match language.as_str() {
        "English" | "английски" => "en",
        _ => "ru",
    };
    let l10n = Localizer::global();
    let lang = l10n.negotiate(&[tag]).ok_or_else(|| format!("no locale for {language}"))?;
    if world.engine().is_some() {
        return world.then(|w| w.e_move_written(&want, &l10n.alphabet(&lang)));
    }
    let pos = world.position()?;
    let (text, ruling) = world.ruling()?;
    let Ruling::Legal(m) = ruling else { return Err(format!("`{text}` is not legal")) };
    let got = San::from_move(pos, *m).write(&l10n.alphabet(&lang));
    if got == want { Ok(()) } else { Err(format!("in {language} the move is written `{got}`, not `{want}`")) }
}

#[then(regex = r#"^the notation "(.+)" is refused:$"#)]
#[then(regex = r#"^запись "(.+)" отвергнута:$"#)]
fn notation_refused(world: &mut RulebookWorld, text: String, #[step] step: &Step) -> StepResult {
    use crate::i18n::Localize;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-notation"))));
    }
    let want = docstring(step)?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    match Notation::parse(&text, &[&alphabet]) {
        Ok(_) => Err(format!("`{text}` was read as a move, not refused")),
        Err(e) => {
            let got = Localizer::global().format(&world.l10n_lang(), &e.message());
            if got.trim() == want { Ok(()) } else { Err(format!("the refusal reads\n{got}\nnot\n{want}")) }
        }
    }
}

// --- Article 4.7: a piece released on a square -----------------------------------------

#[when(regex = r#"^(White|Black) puts the piece from ([a-h][1-8]) down on ([a-h][1-8]), lets go, and plays "(.+)"$"#)]
#[when(regex = r#"^(белые|чёрные) ставят фигуру с ([a-h][1-8]) на ([a-h][1-8]), отпускают её и играют "(.+)"$"#)]
fn releases_and_plays(world: &mut RulebookWorld, side: String, from: String, to: String, text: String) -> StepResult {
    touches_and_plays(world, side, format!("{from}-{to}"), text)
}

// Articles 5.1.2 and 6.9: a recorded result checked against the board.

const RESULT_NOT_IN_PROTOCOL: &str = "engine-na-result";

#[when(regex = r"^(White|Black) (resigns|loses on time)$")]
#[when(regex = r"^(белые|чёрные) (сдаются|просрочили время)$")]
fn player_loses(world: &mut RulebookWorld, side: String, how: String) -> StepResult {
    use crate::laws::result::Decision;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    let decision =
        if matches!(how.as_str(), "resigns" | "сдаются") { Decision::Resignation } else { Decision::OnTime };
    let outcome = match color(&side) {
        Color::White => crate::pgn::Outcome::BlackWins,
        Color::Black => crate::pgn::Outcome::WhiteWins,
    };
    world.recorded = Some((outcome, decision));
    Ok(())
}

#[when(regex = r#"^the result "(1-0|0-1|1/2-1/2)" is recorded with the termination "(.+)"$"#)]
#[when(regex = r#"^записан результат "(1-0|0-1|1/2-1/2)" с причиной окончания "(.+)"$"#)]
fn result_recorded(world: &mut RulebookWorld, result: String, termination: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    let outcome = crate::pgn::Outcome::from_marker(&result).ok_or("not a result")?;
    world.recorded = Some((outcome, crate::laws::result::Decision::from_termination(Some(&termination))));
    Ok(())
}

/// The recorded result checked against the scenario's game (or its position).
fn wrong_result(world: &RulebookWorld) -> Result<Option<crate::laws::result::WrongResult>, String> {
    let (recorded, decision) = world.recorded.ok_or("no result was recorded before this step")?;
    // A position alone is a game of no moves: it may have ended already (5.2.2).
    let game = match &world.game {
        Some(game) => game.clone(),
        None => crate::Game::new(world.position()?.clone()).with_edition(world.edition),
    };
    let ending = game.ending();
    Ok(crate::laws::result::check_result(
        ending.as_ref().map(|e| (e, game.plies())),
        game.position(),
        recorded,
        decision,
        world.edition,
    ))
}

#[then(regex = r#"^the result is corrected to "(1-0|0-1|1/2-1/2)" under Article ([0-9A-Z.]+)$"#)]
#[then(regex = r#"^результат исправлен на "(1-0|0-1|1/2-1/2)" по статье ([0-9A-Z.]+)$"#)]
fn result_corrected(world: &mut RulebookWorld, result: String, article: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    let wrong = wrong_result(world)?.ok_or("the recorded result stands")?;
    let cited = Registry::global().article_of(wrong.rule(), Edition::E2023).unwrap_or("?");
    if wrong.correct().marker() != result {
        return Err(format!("the result is corrected to {}, not {result}", wrong.correct()));
    }
    if cited == article { Ok(()) } else { Err(format!("corrected under Article {cited}, not {article}")) }
}

#[then(regex = r"^the recorded result stands$")]
#[then(regex = r"^записанный результат верен$")]
fn result_stands(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    match wrong_result(world)? {
        None => Ok(()),
        Some(wrong) => Err(format!("the result is wrong: {wrong:?}")),
    }
}

#[then(regex = r"^the correction reads:$")]
#[then(regex = r"^исправление описано так:$")]
fn correction_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    let want = docstring(step)?;
    let wrong = wrong_result(world)?.ok_or("the recorded result stands")?;
    let got = crate::i18n::game::wrong_result_line(Localizer::global(), &world.l10n_lang(), world.edition, &wrong);
    if got == want { Ok(()) } else { Err(format!("the correction reads\n{got}\nnot\n{want}")) }
}

// Article 7.5 (and Appendix A.3): what the arbiter does after a completed illegal move.

const ARBITER_NOT_IN_PROTOCOL: &str = "engine-na-after-illegal";

#[when(
    regex = r#"^(White|Black) completes (?:an|a (second|third)) illegal move "(.+)" in a (standard|rapid|blitz) game$"#
)]
#[when(
    regex = r#"^(белые|чёрные) завершают (?:невозможный ход|(второй|третий) невозможный ход) "(.+)" в (классических шахматах|быстрых шахматах|блице|классической партии|партии в быстрые шахматы|партии по быстрым шахматам|партии блиц)$"#
)]
fn completes_illegal_move(
    world: &mut RulebookWorld,
    side: String,
    nth: String,
    text: String,
    kind: String,
) -> StepResult {
    use crate::laws::illegal_move::after_illegal_move;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let pos = world.position()?.clone();
    if pos.turn() != color(&side) {
        return Err(format!("it is not {side}'s move"));
    }
    // The move as the arbiter sees it on the board: from one square to another.
    let squares: Vec<Square> = text
        .as_bytes()
        .windows(2)
        .filter_map(|w| std::str::from_utf8(w).ok().and_then(|t| t.parse::<Square>().ok()))
        .collect();
    let [from, to] = squares[..] else { return Err(format!("{text}: expected the two squares of the move")) };
    if crate::adjudicate(&pos, crate::Attempt::new(from, to)).is_legal() {
        return Err(format!("{text} is a legal move"));
    }
    let count = match nth.as_str() {
        "" => 1,
        "second" | "второй" => 2,
        _ => 3,
    };
    world.claim_ruling = None;
    world.after_illegal = Some(after_illegal_move(&pos, from, count, time_control_named(&kind), world.edition));
    Ok(())
}

/// The time control a step names: `standard`, `rapid`, `blitz` (their Russian phrases).
fn time_control_named(kind: &str) -> crate::laws::illegal_move::TimeControl {
    use crate::laws::illegal_move::TimeControl;
    match kind {
        // «в классических шахматах», «в быстрых шахматах», «в блице» (review 8, P-28); the
        // older wordings stay aliases.
        "standard" | "классических шахматах" | "классической партии" => {
            TimeControl::Standard
        }
        "rapid" | "быстрых шахматах" | "партии в быстрые шахматы" | "партии по быстрым шахматам" => {
            TimeControl::Rapid
        }
        _ => TimeControl::Blitz,
    }
}

fn after_illegal(world: &RulebookWorld) -> Result<&crate::laws::illegal_move::AfterIllegalMove, String> {
    world.after_illegal.as_ref().ok_or_else(|| "no illegal move was completed before this step".to_owned())
}

#[then(regex = r#"^the position "(.+)" is reinstated$"#)]
#[then(regex = r#"^восстанавливается позиция "(.+)"$"#)]
fn position_reinstated(world: &mut RulebookWorld, fen: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let got = after_illegal(world)?.reinstate.to_fen();
    if got == fen { Ok(()) } else { Err(format!("the position reinstated is {got}")) }
}

#[then(regex = r#"^the illegal move must be replaced by one of "(.+)"$"#)]
#[then(regex = r#"^невозможный ход нужно заменить одним из ходов "(.+)"$"#)]
fn replaced_by(world: &mut RulebookWorld, moves: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let ruling = after_illegal(world)?;
    if !ruling.bound {
        return Err("any legal move may replace it".into());
    }
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let got: Vec<String> = ruling
        .replacing
        .iter()
        .map(|m| crate::notation::San::from_move(&ruling.reinstate, *m).write(&alphabet))
        .collect();
    let want: Vec<&str> = moves.split_whitespace().collect();
    if got == want { Ok(()) } else { Err(format!("the moves that may replace it are {}", got.join(" "))) }
}

#[then(regex = r"^any legal move may replace it$")]
#[then(regex = r"^его можно заменить любым возможным ходом$")]
fn replaced_by_any(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let ruling = after_illegal(world)?;
    if ruling.bound { Err("the piece touched must be moved".into()) } else { Ok(()) }
}

#[then(regex = r"^(White|Black) receives (\d+) extra minutes? under Article ([0-9A-Z.]+)$")]
// An appendix point is cited «по приложению A.3», as the ruling says it; «по статье» stays.
#[then(
    regex = r"^(белые|чёрные) получают (\d+) дополнительн(?:ую минуту|ые минуты|ых минут) по (?:статье|приложению) ([0-9A-Z.]+)$"
)]
fn receives_extra_time(world: &mut RulebookWorld, side: String, minutes: u32, article: String) -> StepResult {
    use crate::laws::illegal_move::Penalty;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let ruling = after_illegal(world)?;
    let want = Penalty::ExtraTime { opponent: color(&side), minutes };
    if ruling.penalty != want {
        return Err(format!("the penalty is {:?}", ruling.penalty));
    }
    cited_under(ruling.penalty_rule, &article)
}

/// Whether `rule` is the 2023 Article `article` (a penalty's rule: 7.5.5, 9.5.3 or A.3).
fn cited_under(rule: crate::RuleId, article: &str) -> StepResult {
    let cited = Registry::global().article_of(rule, Edition::E2023).unwrap_or("?");
    if cited == article { Ok(()) } else { Err(format!("under Article {cited}, not {article}")) }
}

#[then(regex = r"^the game is (lost by White|lost by Black|drawn) under Article 7\.5\.5$")]
#[then(
    regex = r"^(белым засчитывается поражение|чёрным засчитывается поражение|партия заканчивается вничью) по статье 7\.5\.5$"
)]
fn game_decided(world: &mut RulebookWorld, how: String) -> StepResult {
    use crate::laws::illegal_move::Penalty;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let ruling = after_illegal(world)?;
    let ok = matches!(
        (&ruling.penalty, how.as_str()),
        (Penalty::GameLost { loser: Color::White }, "lost by White" | "белым засчитывается поражение")
            | (Penalty::GameLost { loser: Color::Black }, "lost by Black" | "чёрным засчитывается поражение")
            | (Penalty::Drawn { .. }, "drawn" | "партия заканчивается вничью")
    );
    if ok && ruling.penalty_rule == crate::RuleId::IllegalMovePenalty {
        Ok(())
    } else {
        Err(format!("the penalty is {:?} ({})", ruling.penalty, ruling.penalty_rule))
    }
}

#[then(regex = r"^the arbiter's ruling reads:$")]
#[then(regex = r"^решение арбитра звучит так:$")]
fn arbiter_ruling_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let want = docstring(step)?;
    let (l10n, lang) = (Localizer::global(), world.l10n_lang());
    let lines = match &world.claim_ruling {
        Some((before, ruling)) => crate::i18n::game::claim_ruling_lines(l10n, &lang, world.edition, before, ruling),
        None => crate::i18n::game::after_illegal_lines(l10n, &lang, world.edition, after_illegal(world)?),
    };
    let got = lines.join("\n");
    if got == want { Ok(()) } else { Err(format!("the ruling reads\n{got}\nnot\n{want}")) }
}

// Article 9.5: the arbiter's ruling on a draw claim.

const CLAIM_NOT_IN_PROTOCOL: &str = "engine-na-claim-ruling";

#[when(regex = r"^(White|Black) claims a draw under Article (9\.2\.2|9\.3\.2) in a (standard|rapid|blitz) game$")]
#[when(
    regex = r"^(белые|чёрные) требуют ничью по статье (9\.2\.2|9\.3\.2) в (классических шахматах|быстрых шахматах|блице|классической партии|партии в быстрые шахматы|партии по быстрым шахматам|партии блиц)$"
)]
fn claims_draw(world: &mut RulebookWorld, side: String, article: String, kind: String) -> StepResult {
    make_claim(world, &side, &article, None, &kind)
}

#[when(
    regex = r#"^(White|Black) claims a draw under Article (9\.2\.1|9\.3\.1), writing "(.+)" on the scoresheet, in a (standard|rapid|blitz) game$"#
)]
#[when(
    regex = r#"^(белые|чёрные) требуют ничью по статье (9\.2\.1|9\.3\.1), записав на бланке ход "(.+)", в (классических шахматах|быстрых шахматах|блице|классической партии|партии в быстрые шахматы|партии по быстрым шахматам|партии блиц)$"#
)]
fn claims_draw_writing(
    world: &mut RulebookWorld,
    side: String,
    article: String,
    text: String,
    kind: String,
) -> StepResult {
    make_claim(world, &side, &article, Some(&text), &kind)
}

fn make_claim(world: &mut RulebookWorld, side: &str, article: &str, text: Option<&str>, kind: &str) -> StepResult {
    use crate::laws::draw_claim::{ClaimBasis, DrawClaim, rule_on_claim};
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(CLAIM_NOT_IN_PROTOCOL))));
    }
    let basis = if claim_by_repetition(article)? { ClaimBasis::Repetition } else { ClaimBasis::FiftyMoves };
    let game = world.game.as_ref().ok_or("no game was started")?;
    let pos = game.position().clone();
    if pos.turn() != color(side) {
        return Err(format!("only the player having the move may claim; it is {}'s move", pos.turn()));
    }
    let written = match text {
        None => None,
        Some(text) => {
            let alphabet = Localizer::global().alphabet(&world.l10n_lang());
            let notation = Notation::parse(text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
            match notation.adjudicate(&pos) {
                Ruling::Legal(m) => Some(m),
                Ruling::Illegal(_) => return Err(format!("`{text}` is not legal here")),
            }
        }
    };
    let claim = DrawClaim { basis, written };
    let ruling = rule_on_claim(game, claim, time_control_named(kind), world.edition)
        .map_err(|e| format!("the arbiter cannot rule on the claim: {e:?}"))?;
    if Registry::global().article_of(claim.rule(), Edition::E2023) != Some(article) {
        return Err(format!("a claim under Article {article} is not the claim {}", claim.rule()));
    }
    world.after_illegal = None;
    world.claim_ruling = Some((pos, ruling));
    Ok(())
}

fn claim_ruling(world: &RulebookWorld) -> Result<&crate::laws::draw_claim::ClaimRuling, String> {
    world.claim_ruling.as_ref().map(|(_, r)| r).ok_or_else(|| "no draw was claimed before this step".to_owned())
}

#[then(regex = r"^the claim is correct and the game is drawn under Article 9\.5\.2$")]
#[then(regex = r"^требование обоснованно, и партия заканчивается вничью по статье 9\.5\.2$")]
fn claim_correct(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(CLAIM_NOT_IN_PROTOCOL))));
    }
    let ruling = claim_ruling(world)?;
    let article = Registry::global().article_of(ruling.rule(), Edition::E2023);
    if ruling.is_correct() && article == Some("9.5.2") { Ok(()) } else { Err(format!("the ruling is {ruling:?}")) }
}

#[then(regex = r"^the claim is incorrect: (White|Black) receives (\d+) extra minutes? under Article ([0-9A-Z.]+)$")]
#[then(
    regex = r"^требование необоснованно: (белые|чёрные) получают (\d+) дополнительн(?:ую минуту|ые минуты|ых минут) по (?:статье|приложению) ([0-9A-Z.]+)$"
)]
fn claim_incorrect(world: &mut RulebookWorld, side: String, minutes: u32, article: String) -> StepResult {
    use crate::laws::draw_claim::ClaimRuling;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(CLAIM_NOT_IN_PROTOCOL))));
    }
    let ruling = claim_ruling(world)?;
    let ClaimRuling::Incorrect { claimant, minutes: got, penalty_rule, .. } = ruling else {
        return Err(format!("the claim is correct: {ruling:?}"));
    };
    if !*claimant != color(&side) || *got != minutes {
        return Err(format!("{} receives {got} minutes", !*claimant));
    }
    cited_under(*penalty_rule, &article)
}

#[then(regex = r#"^(White|Black) must now play "(.+)"$"#)]
#[then(regex = r#"^теперь (белые|чёрные) должны сделать ход "(.+)"$"#)]
fn must_now_play(world: &mut RulebookWorld, side: String, text: String) -> StepResult {
    use crate::laws::draw_claim::ClaimRuling;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(CLAIM_NOT_IN_PROTOCOL))));
    }
    let (before, ruling) = world.claim_ruling.as_ref().ok_or("no draw was claimed before this step")?;
    let ClaimRuling::Incorrect { claimant, must_play: Some(m), .. } = ruling else {
        return Err(format!("no move must be made: {ruling:?}"));
    };
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let got = San::from_move(before, *m).write(&alphabet);
    if *claimant == color(&side) && got == text { Ok(()) } else { Err(format!("{claimant} must play {got}")) }
}

// The arbiter's session (`crate::session`): 7.5.2–7.5.4 and the events of a game.

const SESSION_NOT_IN_PROTOCOL: &str = "engine-na-session";

#[given(regex = r#"^a session of a (standard|rapid|blitz) game from the position "(.+)"$"#)]
#[given(
    regex = r#"^сессия арбитра в (классических шахматах|быстрых шахматах|блице|классической партии|партии в быстрые шахматы|партии по быстрым шахматам|партии блиц) с позиции "(.+)"$"#
)]
fn session_from(world: &mut RulebookWorld, kind: String, fen: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let pos = Position::from_fen(&fen).map_err(|e| format!("{fen}: {e:?}"))?;
    world.set_position(pos.clone());
    world.session = Some(crate::session::Session::new(pos, time_control_named(&kind), world.edition));
    Ok(())
}

/// Applies an event to the scenario's session, keeping its answer.
fn session_event(
    world: &mut RulebookWorld,
    side: &str,
    event: impl FnOnce(&Position) -> Result<crate::session::Event, String>,
) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let session = world.session.as_mut().ok_or("no session was started")?;
    if session.position().turn() != color(side) {
        return Err(format!("it is not {side}'s move"));
    }
    let event = event(session.position())?;
    let answer = session.apply(&event).map_err(|e| format!("the session cannot rule on it: {e:?}"))?;
    world.position = Some(session.position().clone());
    world.session_answer = Some(answer);
    Ok(())
}

/// A move as the arbiter saw it, written in the scenario's letters: its two squares when
/// it names them (`e1-g1`), else the legal move its SAN names.
fn session_attempt(world_lang: &Lang, pos: &Position, text: &str) -> Result<crate::Attempt, String> {
    let alphabet = Localizer::global().alphabet(world_lang);
    let notation = Notation::parse(text, &[&alphabet]).map_err(|e| format!("`{text}` is not a move: {e}"))?;
    match notation {
        Notation::Uci(u) => Ok(u.attempt()),
        Notation::San(san) => match crate::laws::notation::adjudicate_san(pos, &san) {
            Ruling::Legal(m) => Ok(crate::Attempt::from_move(m)),
            Ruling::Illegal(_) => {
                let squares: Vec<Square> = text
                    .as_bytes()
                    .windows(2)
                    .filter_map(|w| std::str::from_utf8(w).ok().and_then(|t| t.parse::<Square>().ok()))
                    .collect();
                match squares[..] {
                    [from, to] => Ok(crate::Attempt::new(from, to)),
                    _ => Err(format!("{text}: expected the two squares of the move")),
                }
            }
        },
    }
}

#[when(regex = r#"^(White|Black) makes the move "(.+)" in the session$"#)]
#[when(regex = r#"^(белые|чёрные) делают в сессии ход "(.+)"$"#)]
fn session_move(world: &mut RulebookWorld, side: String, text: String) -> StepResult {
    let lang = world.l10n_lang();
    session_event(world, &side, |pos| {
        let attempt = session_attempt(&lang, pos, &text)?;
        Ok(crate::session::Event::Move { attempt, touches: Vec::new(), adjusted: Bitboard::EMPTY })
    })
}

#[when(regex = r"^(White|Black) presses the clock without making a move$")]
#[when(regex = r"^(белые|чёрные) нажимают на часы, не сделав хода$")]
fn session_clock(world: &mut RulebookWorld, side: String) -> StepResult {
    session_event(world, &side, |_| Ok(crate::session::Event::ClockWithoutMove))
}

#[when(regex = r#"^(White|Black) leaves a pawn unpromoted on the last rank: "([a-h][1-8])-([a-h][1-8])"$"#)]
#[when(
    regex = r#"^(белые|чёрные) оставляют пешку на последней горизонтали без превращения: "([a-h][1-8])-([a-h][1-8])"$"#
)]
fn session_unpromoted(world: &mut RulebookWorld, side: String, from: String, to: String) -> StepResult {
    let (from, to) =
        (from.parse::<Square>().map_err(|e| format!("{e:?}"))?, to.parse::<Square>().map_err(|e| format!("{e:?}"))?);
    session_event(world, &side, |_| Ok(crate::session::Event::Unpromoted { from, to }))
}

#[when(regex = r#"^(White|Black) makes the move "(.+)" with two hands$"#)]
#[when(regex = r#"^(белые|чёрные) делают ход "(.+)" двумя руками$"#)]
fn session_two_hands(world: &mut RulebookWorld, side: String, text: String) -> StepResult {
    let lang = world.l10n_lang();
    session_event(world, &side, |pos| {
        Ok(crate::session::Event::TwoHands { attempt: session_attempt(&lang, pos, &text)? })
    })
}

fn session(world: &RulebookWorld) -> Result<&crate::session::Session, String> {
    world.session.as_ref().ok_or_else(|| "no session was started".to_owned())
}

#[then(regex = r"^the session's answer reads:$")]
#[then(regex = r"^ответ сессии звучит так:$")]
fn session_answer_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let want = docstring(step)?;
    let answer = world.session_answer.as_ref().ok_or("no event was given to the session")?;
    let lines = crate::i18n::session::answer_lines(Localizer::global(), &world.l10n_lang(), session(world)?, answer);
    let got = lines.join("\n");
    if got == want { Ok(()) } else { Err(format!("the answer reads\n{got}\nnot\n{want}")) }
}

#[then(regex = r#"^the session's position is "(.+)"$"#)]
#[then(regex = r#"^позиция в сессии — "(.+)"$"#)]
fn session_position(world: &mut RulebookWorld, fen: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let got = session(world)?.position().to_fen();
    if got == fen { Ok(()) } else { Err(format!("the position is {got}")) }
}

#[then(regex = r"^the session counts (\d+) completed illegal moves? for (White|Black)$")]
#[then(regex = r"^завершённых невозможных ходов у (белых|чёрных): (\d+)$")]
fn session_illegal_count(world: &mut RulebookWorld, a: String, b: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    // The English pattern puts the count first, the Russian one the side.
    let (count, side) = if a.chars().all(|c| c.is_ascii_digit()) { (a, b) } else { (b, a) };
    let want: u32 = count.parse().map_err(|_| format!("{count} is not a count"))?;
    let got = session(world)?.illegal_moves(color(&side));
    if got == want { Ok(()) } else { Err(format!("{side} has {got} completed illegal moves")) }
}

#[then(regex = r"^(White|Black) has (\d+) extra minutes? on the clock$")]
#[then(regex = r"^(белым|чёрным) добавлено минут на часы: (\d+)$")]
fn session_minutes(world: &mut RulebookWorld, side: String, minutes: u32) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let got = session(world)?.minutes_added(color(&side));
    if got == minutes { Ok(()) } else { Err(format!("{side} has {got} extra minutes")) }
}

#[then(regex = r#"^the game ends "(1-0|0-1|1/2-1/2)" under Article ([0-9A-Z.]+)$"#)]
#[then(regex = r#"^партия окончена с результатом "(1-0|0-1|1/2-1/2)" по статье ([0-9A-Z.]+)$"#)]
fn session_result(world: &mut RulebookWorld, result: String, article: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let over = session(world)?.over().ok_or("the game goes on")?;
    let got = over.end.result().map(|r| r.marker()).unwrap_or("*");
    if got != result {
        return Err(format!("the result is {got}"));
    }
    cited_under(over.end.rule(), &article)
}
