//! The step definitions of the executable rulebook, shared by both languages: one function
//! per step, an English and a Russian pattern stacked on it (anchored regexes).
//!
//! Each step asks the world's [`Backend`]: arbiter itself (every step, arbiter's own words
//! included), or an engine under test, to which a step reduces as `on_engine` says.

#[path = "failure.rs"]
mod failure;
#[path = "on_engine.rs"]
mod on_engine;

use std::sync::Arc;

use cucumber::gherkin::Step;
use cucumber::{World, given, then, when};

use crate::engines::{EndingKind, Engine, Line};
use crate::i18n::Localize;
use crate::i18n::{Arg, Lang, Localizer, Message, explain};
use crate::notation::{Notation, San};
use crate::{
    Bitboard, Color, Edition, Piece, Position, PositionError, Registry, Role, RuleId, Ruling, Setup, Square, Validation,
};
use failure::{Act, Failure, Missing, Text};

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
    /// Without a game: the last move played by `moves_played` and the position before it,
    /// so that a ruling on the next move knows it (3.7.3.1; review 32e, H-9).
    last_played: Option<(Position, crate::Move)>,
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

    /// A step's failure, said in the scenario's language.
    fn fail(&self, failure: Failure) -> String {
        self.say(&failure.message())
    }

    /// arbiter's answer and the scenario's, said as a failure.
    fn differs(&self, got: Message, want: Message) -> String {
        self.fail(Failure::Disagrees { got, want })
    }

    /// arbiter's text and the scenario's, said as a failure.
    fn text_differs(&self, what: Text, got: &str, want: &str) -> String {
        self.fail(Failure::TextDiffers { what, got: got.to_owned(), want: want.to_owned() })
    }

    /// The scenario gave nothing the step needs, said in its language (also for an engine's
    /// run, review 17, X-6).
    pub(super) fn missing(&self, what: Missing) -> String {
        self.fail(Failure::Missing(what))
    }

    fn position(&self) -> Result<&Position, String> {
        self.position.as_ref().ok_or_else(|| self.missing(Missing::Position))
    }

    fn ruling(&self) -> Result<&(String, Ruling), String> {
        self.attempt.as_ref().ok_or_else(|| self.missing(Missing::Move))
    }

    /// The move the last attempt played, when it is legal.
    fn legal_move(&self) -> Result<crate::Move, String> {
        let (text, ruling) = self.ruling()?;
        match ruling {
            Ruling::Legal(m) => Ok(*m),
            Ruling::Illegal(_) => Err(self.differs(
                legal_value(text, None),
                Message::new("step-value-is-legal").arg("move", Arg::Text(text.clone())),
            )),
        }
    }

    fn game(&self) -> Result<&crate::Game, String> {
        self.game.as_ref().ok_or_else(|| self.missing(Missing::Game))
    }

    /// A move written in the scenario's letters.
    fn notation(&self, text: &str) -> Result<Notation, String> {
        let alphabet = Localizer::global().alphabet(&self.l10n_lang());
        Notation::parse(text, &[&alphabet]).map_err(|e| self.fail(Failure::NotAMove(e.message())))
    }

    fn square(&self, text: &str) -> Result<Square, String> {
        text.parse().map_err(|_| self.fail(Failure::NotASquare(text.to_owned())))
    }

    fn squares(&self, list: &str) -> Result<Bitboard, String> {
        list.split([' ', ',']).filter(|s| !s.is_empty()).map(|s| self.square(s)).collect()
    }

    /// A piece's name in a step, English or Russian, in any of the forms the steps use.
    fn role(&self, word: &str) -> Result<Role, String> {
        role(word).ok_or_else(|| self.fail(Failure::NotAPiece(word.to_owned())))
    }

    fn docstring<'s>(&self, step: &'s Step) -> Result<&'s str, String> {
        step.docstring.as_deref().map(str::trim).ok_or_else(|| self.missing(Missing::Docstring))
    }

    /// The scenario has `side` act: it must be that side's move.
    fn side_acts(&self, act: Act, side: &str) -> StepResult {
        let turn = self.position()?.turn();
        let side = color(side);
        if turn == side { Ok(()) } else { Err(self.fail(Failure::WrongSide { act, side, turn })) }
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

/// `step-value-legal` (a move ruled legal, with the move it names), or
/// `step-value-illegal` for `None`.
fn legal_value(text: &str, named: Option<crate::Move>) -> Message {
    match named {
        Some(m) => {
            Message::new("step-value-legal").arg("move", Arg::Text(text.to_owned())).arg("uci", Arg::Text(m.uci()))
        }
        None => Message::new("step-value-illegal").arg("move", Arg::Text(text.to_owned())),
    }
}

/// A list of rule ids as a value (`step-value-rules`, `step-value-reasons`).
fn rules_value(id: &'static str, rules: &[&str]) -> Message {
    Message::new(id).arg("rules", Arg::Text(rules.join(", ")))
}

/// An article or an appendix point (`A.3`, `C.10`), as a value.
fn article_value(article: &str) -> Message {
    Message::new("step-value-article").arg("article", Arg::Text(article.to_owned())).arg("kind", point_kind(article))
}

/// `appendix` for a point of an appendix (`A.3`), else `article`.
fn point_kind(article: &str) -> Arg {
    Arg::Keyword(if article.starts_with(|c: char| c.is_ascii_uppercase()) { "appendix" } else { "article" })
}

/// A value as written (a move, a list).
fn plain(text: &str) -> Message {
    Message::new("step-value").arg("value", Arg::Text(text.to_owned()))
}

fn position_value(fen: &str) -> Message {
    Message::new("step-value-position").arg("fen", Arg::Text(fen.to_owned()))
}

fn sorted(bb: Bitboard) -> Vec<Square> {
    let mut v: Vec<Square> = bb.collect();
    v.sort();
    v
}

fn reaches_value(sq: Square, reach: Bitboard) -> Message {
    Message::new("step-value-reaches")
        .arg("square", Arg::Square(sq))
        .arg("squares", Arg::Squares(sorted(reach)))
        .arg("count", Arg::Number(reach.count() as i64))
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
fn role(word: &str) -> Option<Role> {
    Some(match word {
        "king" | "kings" | "король" | "короля" | "королей" => Role::King,
        "queen" | "queens" | "ферзь" | "ферзя" | "ферзей" => Role::Queen,
        "rook" | "rooks" | "ладья" | "ладьи" | "ладей" => Role::Rook,
        "bishop" | "bishops" | "слон" | "слона" | "слонов" => Role::Bishop,
        "knight" | "knights" | "конь" | "коня" | "коней" => Role::Knight,
        "pawn" | "pawns" | "пешка" | "пешки" | "пешек" => Role::Pawn,
        _ => return None,
    })
}

/// A move text without a move number before it (`1.`, `12...`, `1.e4`); castling marks
/// written with zeros (`0-0`) are kept.
fn without_move_number(token: &str) -> &str {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &token[digits..];
    if digits > 0 && rest.starts_with('.') { rest.trim_start_matches('.') } else { token }
}

// --- Given ---------------------------------------------------------------------------

#[given(regex = r#"^the position "(.+)"$"#)]
#[given(regex = r#"^позиция "(.+)"$"#)]
fn the_position(world: &mut RulebookWorld, fen: String) -> StepResult {
    let pos = Position::from_fen(&fen).map_err(|e| world.fail(Failure::BadFen(e.message())))?;
    world.set_position(pos);
    Ok(())
}

#[given(regex = r#"^the position "(.+)", read leniently$"#)]
#[given(regex = r#"^позиция "(.+)", прочитанная нестрого$"#)]
fn the_position_leniently(world: &mut RulebookWorld, fen: String) -> StepResult {
    if world.engine().is_some() {
        return Err(world.not_applicable(Message::new("engine-na-lenient-fen")));
    }
    let pos = Position::from_fen_lenient(&fen).map_err(|e| world.fail(Failure::BadFen(e.message())))?;
    world.set_position(pos);
    Ok(())
}

#[given(regex = r"^the position:?$")]
#[given(regex = r"^позиция:?$")]
fn the_position_docstring(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    let text = world.docstring(step)?;
    if let Ok(pos) = Position::from_fen(text) {
        world.set_position(pos);
        return Ok(());
    }
    let diagram = crate::diagram::Diagram::parse(text).map_err(|e| world.fail(Failure::BadDiagram(e.message())))?;
    world.marks = diagram.marks;
    let pos = diagram.to_position(Color::White).map_err(|e| world.fail(Failure::DiagramNotAPosition(e.message())))?;
    world.set_position(pos);
    Ok(())
}

#[given(regex = r"^(White|Black) to move$")]
#[given(regex = r"^ход (белых|чёрных)$")]
fn side_to_move(world: &mut RulebookWorld, side: String) -> StepResult {
    let pos = world.position()?;
    let mut setup = pos.to_setup();
    setup.turn = color(&side);
    let pos = Position::from_setup(setup, Validation::Lenient)
        .map_err(|e| world.fail(Failure::SideToMove { color: color(&side), why: e.message() }))?;
    world.set_position(pos);
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
    if world.game.is_some() {
        return game_moves_played(world, &moves);
    }
    let mut pos = world.position()?.clone();
    // Move numbers (`1.`, `12...`, or glued on as in `1.e4`) are skipped.
    let texts = moves.split_whitespace().map(without_move_number).filter(|t| !t.is_empty());
    for text in texts {
        match world.notation(text)?.adjudicate(&pos) {
            Ruling::Legal(m) => {
                world.last_played = Some((pos.clone(), m));
                pos.play_unchecked(m);
            }
            ruling @ Ruling::Illegal(_) => {
                let explanation = world.explain_text(&ruling, Edition::E2023);
                let failure = Failure::CannotBePlayed { text: text.to_owned(), fen: pos.to_fen(), explanation };
                return Err(world.fail(failure));
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
    world.side_acts(Act::Play, &side)?;
    if world.engine().is_some() {
        return world.e_attempt(&text);
    }
    let ruling = world.notation(&text)?.adjudicate(world.position()?);
    // With the moves played, the game's history refines the ruling (a pawn that came one
    // square is not taken en passant under 3.7.3.1; review 32e, H-9).
    let ruling = match (&world.game, &world.last_played) {
        (Some(game), _) => game.with_history(ruling),
        (None, Some((before, m))) => {
            let mut game = crate::Game::bounded(before.clone());
            game.play_unchecked(*m);
            if game.position() == world.position()? { game.with_history(ruling) } else { ruling }
        }
        (None, None) => ruling,
    };
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
    let ruling = world.notation(&text)?.adjudicate(world.position()?);
    // With the moves played, the game's history refines the ruling (a pawn that came one
    // square is not taken en passant under 3.7.3.1; review 32e, H-9).
    let ruling = match (&world.game, &world.last_played) {
        (Some(game), _) => game.with_history(ruling),
        (None, Some((before, m))) => {
            let mut game = crate::Game::bounded(before.clone());
            game.play_unchecked(*m);
            if game.position() == world.position()? { game.with_history(ruling) } else { ruling }
        }
        (None, None) => ruling,
    };
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
            let why = Message::new("step-value-illegal-why")
                .arg("move", Arg::Text(text.clone()))
                .arg("explanation", Arg::Text(world.explain_text(ruling, Edition::E2023)));
            Err(world.differs(why, Message::new("step-value-is-legal").arg("move", Arg::Text(text.clone()))))
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
        Ruling::Legal(m) => Err(world.differs(legal_value(text, Some(*m)), legal_value(text, None))),
    }
}

#[then(regex = r"^the move is illegal under (?:Article|Appendix) ([0-9A-Z.]+)$")]
#[then(regex = r"^ход невозможен по (?:статье|приложению) ([0-9A-Z.]+)$")]
fn illegal_under(world: &mut RulebookWorld, article: String) -> StepResult {
    if let Some(r) = own_words(world) {
        return r;
    }
    let (rule, cited) = primary_of_illegal(world)?;
    if cited == article { Ok(()) } else { Err(world.differs(primary_value(rule, cited), article_value(&article))) }
}

/// The move must be illegal; then its primary rule and the article that rule cites (`?` when
/// the registry has none).
fn primary_of_illegal(world: &mut RulebookWorld) -> Result<(RuleId, &'static str), String> {
    move_is_illegal(world)?;
    let (_, ruling) = world.ruling()?;
    let rule = ruling.violations()[0].rule();
    Ok((rule, Registry::global().article_of(rule, Edition::E2023).unwrap_or("?")))
}

/// "the primary rule R, cited to Article A" — what a step compares against what it wants.
fn primary_value(rule: RuleId, article: &str) -> Message {
    Message::new("step-value-primary")
        .arg("rule", Arg::Text(rule.as_str().to_owned()))
        .arg("article", Arg::Text(article.to_owned()))
        .arg("kind", point_kind(article))
}

/// A move two pieces can make, written without saying which: a problem of notation
/// (Appendix C.10), which arbiter's rulings head as such, not as an illegal move (review 11,
/// Q-2). The ruling's primary violation is `ambiguous-notation`, cited to the article given.
#[then(regex = r"^the notation is ambiguous under Appendix ([0-9A-Z.]+)$")]
#[then(regex = r"^запись хода неоднозначна по приложению ([0-9A-Z.]+)$")]
fn notation_ambiguous(world: &mut RulebookWorld, article: String) -> StepResult {
    if let Some(r) = own_words(world) {
        return r;
    }
    let (rule, cited) = primary_of_illegal(world)?;
    if rule == RuleId::AmbiguousNotation && cited == article {
        Ok(())
    } else {
        Err(world.differs(primary_value(rule, cited), primary_value(RuleId::AmbiguousNotation, &article)))
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
    if got == want {
        Ok(())
    } else {
        Err(world.differs(rules_value("step-value-rules", &got), rules_value("step-value-rules", &want)))
    }
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
    let want = world.docstring(step)?;
    let (_, ruling) = world.ruling()?;
    let got = world.explain_text(ruling, edition);
    if got.trim() == want { Ok(()) } else { Err(world.text_differs(Text::Explanation, got.trim(), want)) }
}

#[then(regex = r#"^the move is written "(.+)"$"#)]
#[then(regex = r#"^ход записывается "(.+)"$"#)]
fn move_written(world: &mut RulebookWorld, want: String) -> StepResult {
    if world.engine().is_some() {
        let alphabet = Localizer::global().alphabet(&world.l10n_lang());
        return world.then(|w| w.e_move_written(&want, &alphabet));
    }
    let pos = world.position()?.clone();
    let m = world.legal_move()?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let got = San::from_move(&pos, m).write(&alphabet);
    if got == want { Ok(()) } else { Err(world.differs(plain(&got), plain(&want))) }
}

#[then(regex = r#"^the position after the move is "(.+)"$"#)]
#[then(regex = r#"^после хода позиция "(.+)"$"#)]
fn position_after(world: &mut RulebookWorld, want: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_position_after(&want));
    }
    let m = world.legal_move()?;
    let mut after = world.position()?.clone();
    after.play_unchecked(m);
    let got = after.to_fen();
    if got == want { Ok(()) } else { Err(world.differs(position_value(&got), position_value(&want))) }
}

// --- Then: what pieces can do --------------------------------------------------------

#[then(regex = r#"^the piece on ([a-h][1-8]) can move to "(.*)"$"#)]
#[then(regex = r#"^фигура на ([a-h][1-8]) может пойти на "(.*)"$"#)]
fn piece_can_move_to(world: &mut RulebookWorld, square: String, list: String) -> StepResult {
    let sq = world.square(&square)?;
    let want = world.squares(&list)?;
    if world.engine().is_some() {
        return world.then(|w| w.e_piece_reaches(sq, want));
    }
    let got = world.position()?.reach(sq);
    if got == want { Ok(()) } else { Err(world.differs(reaches_value(sq, got), reaches_value(sq, want))) }
}

/// A piece with no legal move, said as such (review 36b, B-8: «может пойти на ""» read as the
/// opposite of what it checks).
#[then(regex = r"^the piece on ([a-h][1-8]) has no legal move$")]
#[then(regex = r"^фигуре на ([a-h][1-8]) некуда пойти$")]
fn piece_cannot_move(world: &mut RulebookWorld, square: String) -> StepResult {
    piece_can_move_to(world, square, String::new())
}

#[then(regex = r"^the piece on ([a-h][1-8]) can move to exactly the marked squares$")]
#[then(regex = r"^фигура на ([a-h][1-8]) может пойти ровно на отмеченные поля$")]
fn piece_reaches_marks(world: &mut RulebookWorld, square: String) -> StepResult {
    let sq = world.square(&square)?;
    if world.engine().is_some() {
        let marks = world.marks;
        return world.then(|w| w.e_piece_reaches(sq, marks));
    }
    let got = world.position()?.reach(sq);
    if got == world.marks {
        Ok(())
    } else {
        let marked = Message::new("step-value-marked")
            .arg("squares", Arg::Squares(sorted(world.marks)))
            .arg("count", Arg::Number(world.marks.count() as i64));
        Err(world.differs(reaches_value(sq, got), marked))
    }
}

#[then(regex = r"^(White|Black) has (\d+) legal moves?$")]
#[then(regex = r"^у (белых|чёрных) (\d+) возможн\w+ ход\w*$")]
fn legal_move_count(world: &mut RulebookWorld, side: String, count: usize) -> StepResult {
    world.side_acts(Act::Count, &side)?;
    if world.engine().is_some() {
        return world.then(|w| w.e_legal_move_count(count));
    }
    let got = world.position()?.legal_moves().len();
    let legal = |n: usize| {
        Message::new("step-value-legal-count")
            .arg("color", Arg::Color(color(&side)))
            .arg("count", Arg::Number(n as i64))
    };
    if got == count { Ok(()) } else { Err(world.differs(legal(got), legal(count))) }
}

/// No legal move at all, said as a reader says it: "Black has no legal moves", «у чёрных нет
/// возможных ходов» (review 36b: «0 возможных ходов» is not how Russian counts nothing).
#[then(regex = r"^(White|Black) has no legal moves$")]
#[then(regex = r"^у (белых|чёрных) нет возможных ходов$")]
fn no_legal_moves(world: &mut RulebookWorld, side: String) -> StepResult {
    legal_move_count(world, side, 0)
}

#[then(regex = r"^the (white|black) king is in check$")]
#[then(regex = r"^(белый|чёрный) король под шахом$")]
fn king_in_check(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_king_in_check(&side, true));
    }
    let c = color(&side);
    if in_check(world, c)? { Ok(()) } else { Err(world.differs(check_value(c, false), check_value(c, true))) }
}

/// Whether `c`'s king is in check in the scenario's position (no king, or several: not).
fn in_check(world: &RulebookWorld, c: Color) -> Result<bool, String> {
    let board = world.position()?.board();
    Ok(board.king_of(c).is_some_and(|king| board.is_attacked(king, !c, board.occupied())))
}

fn check_value(c: Color, check: bool) -> Message {
    Message::new("step-value-check")
        .arg("color", Arg::Color(c))
        .arg("check", Arg::Keyword(if check { "yes" } else { "no" }))
}

#[then(regex = r"^the (white|black) king is not in check$")]
#[then(regex = r"^(белый|чёрный) король не под шахом$")]
fn king_not_in_check(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_king_in_check(&side, false));
    }
    let c = color(&side);
    if in_check(world, c)? { Err(world.differs(check_value(c, true), check_value(c, false))) } else { Ok(()) }
}

#[then(regex = r"^the square ([a-h][1-8]) is attacked by (White|Black)$")]
#[then(regex = r"^поле ([a-h][1-8]) атаковано (белыми|чёрными)$")]
fn square_attacked(world: &mut RulebookWorld, square: String, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-side-attacks"))));
    }
    let sq = world.square(&square)?;
    let c = color(&side);
    if attacked(world, sq, c)? {
        Ok(())
    } else {
        Err(world.differs(attacked_value(sq, c, false), attacked_value(sq, c, true)))
    }
}

fn attacked(world: &RulebookWorld, sq: Square, by: Color) -> Result<bool, String> {
    let board = world.position()?.board();
    Ok(board.is_attacked(sq, by, board.occupied()))
}

fn attacked_value(sq: Square, by: Color, attacked: bool) -> Message {
    Message::new("step-value-attacked")
        .arg("square", Arg::Square(sq))
        .arg("color", Arg::Color(by))
        .arg("attacked", Arg::Keyword(if attacked { "yes" } else { "no" }))
}

#[then(regex = r"^the square ([a-h][1-8]) is not attacked by (White|Black)$")]
#[then(regex = r"^поле ([a-h][1-8]) не атаковано (белыми|чёрными)$")]
fn square_not_attacked(world: &mut RulebookWorld, square: String, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-side-attacks"))));
    }
    let (sq, c) = (world.square(&square)?, color(&side));
    if attacked(world, sq, c)? {
        Err(world.differs(attacked_value(sq, c, true), attacked_value(sq, c, false)))
    } else {
        Ok(())
    }
}

#[then(regex = r"^the square ([a-h][1-8]) is (light|dark)$")]
#[then(regex = r"^поле ([a-h][1-8]) (светлое|тёмное)$")]
fn square_colour(world: &mut RulebookWorld, square: String, shade: String) -> StepResult {
    let sq = world.square(&square)?;
    let light = matches!(shade.as_str(), "light" | "светлое");
    let value = |light: bool| {
        Message::new("step-value-shade")
            .arg("square", Arg::Square(sq))
            .arg("light", Arg::Keyword(if light { "yes" } else { "no" }))
    };
    if sq.is_light() == light { Ok(()) } else { Err(world.differs(value(sq.is_light()), value(light))) }
}

#[then(regex = r#"^the position is the initial position "(.+)"$"#)]
#[then(regex = r#"^это начальная позиция "(.+)"$"#)]
fn initial_position(world: &mut RulebookWorld, fen: String) -> StepResult {
    let pos = world.position()?;
    let initial = Setup::initial().to_fen();
    if pos.to_fen() == initial && fen == initial {
        Ok(())
    } else {
        let initial_value =
            |yes: bool| Message::new("step-value-initial").arg("initial", Arg::Keyword(if yes { "yes" } else { "no" }));
        let got = if pos.to_fen() == initial { initial_value(true) } else { position_value(&pos.to_fen()) };
        let want = if fen == initial { initial_value(true) } else { position_value(&fen) };
        Err(world.differs(got, want))
    }
}

#[then(regex = r"^(White|Black) has the move$")]
#[then(regex = r"^очередь хода за (белыми|чёрными)$")]
fn has_the_move(world: &mut RulebookWorld, side: String) -> StepResult {
    let turn = world.position()?.turn();
    let value = |c: Color| Message::new("step-value-turn").arg("color", Arg::Color(c));
    if turn == color(&side) { Ok(()) } else { Err(world.differs(value(turn), value(color(&side)))) }
}

#[then(regex = r"^the (white|black) king is checkmated$")]
#[then(regex = r"^(белому|чёрному) королю поставлен мат$")]
fn king_checkmated(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_checkmated(&side, true));
    }
    world.side_acts(Act::Mate, &side)?;
    let pos = world.position()?;
    let state = match (pos.is_check(), pos.legal_moves().len()) {
        (true, 0) => return Ok(()),
        (false, n) => ("no-check", n),
        (true, n) => ("escapes", n),
    };
    Err(world.differs(mate_value(state.0, state.1), mate_value("mate", 0)))
}

fn mate_value(state: &'static str, legal: usize) -> Message {
    Message::new("step-value-mate").arg("state", Arg::Keyword(state)).arg("count", Arg::Number(legal as i64))
}

#[then(regex = r"^the (white|black) king is not checkmated$")]
#[then(regex = r"^(белому|чёрному) королю не поставлен мат$")]
fn king_not_checkmated(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_checkmated(&side, false));
    }
    let pos = world.position()?;
    if pos.turn() == color(&side) && pos.is_check() && pos.legal_moves().is_empty() {
        Err(world
            .differs(mate_value("mate", 0), Message::new("engine-required-checkmate").arg("want", Arg::Keyword("no"))))
    } else {
        Ok(())
    }
}

#[then(regex = r"^neither player can checkmate$")]
#[then(regex = r"^ни один из игроков не может поставить мат$")]
fn neither_can_checkmate(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_game_ends(EndingKind::DeadPosition));
    }
    let got = match crate::is_dead_position(world.position()?) {
        crate::DeadPosition::Dead { .. } => return Ok(()),
        crate::DeadPosition::NotDead(line) => can_mate_value(line.player, line.moves.len()),
        crate::DeadPosition::Undetermined => undetermined_value("either"),
    };
    Err(world.differs(got, Message::new("step-value-dead")))
}

fn can_mate_value(c: Color, plies: usize) -> Message {
    Message::new("step-value-can-mate").arg("color", Arg::Color(c)).arg("plies", Arg::Number(plies as i64))
}

fn cannot_mate_value(c: Color, why: &crate::CannotMateReason) -> Message {
    Message::new("step-value-cannot-mate").arg("color", Arg::Color(c)).arg("why", Arg::Clause(Box::new(why.message())))
}

fn undetermined_value(who: &'static str) -> Message {
    Message::new("step-value-mate-undetermined").arg("color", Arg::Keyword(who))
}

fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// What arbiter answers to "can `c` still checkmate?", as a value; `None` when it can.
fn mateability(world: &RulebookWorld, c: Color, want_can: bool) -> Result<Option<Message>, String> {
    let got = match crate::can_checkmate(world.position()?, c) {
        crate::Mateability::CanMate(line) if want_can && line.verify(world.position()?) => return Ok(None),
        crate::Mateability::CannotMate(_) if !want_can => return Ok(None),
        crate::Mateability::CanMate(line) => can_mate_value(c, line.moves.len()),
        crate::Mateability::CannotMate(why) => cannot_mate_value(c, &why),
        crate::Mateability::Undetermined => undetermined_value(color_word(c)),
    };
    Ok(Some(got))
}

#[then(regex = r"^(White|Black) can still checkmate$")]
#[then(regex = r"^(белые|чёрные) ещё могут поставить мат$")]
fn can_still_checkmate(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    mate_expected(world, color(&side), true)
}

#[then(regex = r"^(White|Black) cannot checkmate$")]
#[then(regex = r"^(белые|чёрные) не могут поставить мат$")]
fn cannot_checkmate(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    mate_expected(world, color(&side), false)
}

/// The steps "can (still) checkmate" and "cannot checkmate": arbiter's answer against the
/// scenario's.
fn mate_expected(world: &RulebookWorld, c: Color, can: bool) -> StepResult {
    let Some(got) = mateability(world, c, can)? else { return Ok(()) };
    let want = if can {
        Message::new("step-value-can-mate-any").arg("color", Arg::Color(c))
    } else {
        Message::new("step-value-cannot-mate-any").arg("color", Arg::Color(c))
    };
    Err(world.differs(got, want))
}

#[then(regex = r#"^the (white|black) king is in check from "(.+)"$"#)]
#[then(regex = r#"^(белый|чёрный) король под шахом с пол(?:я|ей) "(.+)"$"#)]
fn king_in_check_from(world: &mut RulebookWorld, side: String, list: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_king_in_check(&side, true));
    }
    let c = color(&side);
    let want = world.squares(&list)?;
    let board = world.position()?.board();
    let got = board.king_of(c).map_or(Bitboard::EMPTY, |king| board.attackers_to(king, !c, board.occupied()));
    let value = |bb: Bitboard| {
        Message::new("step-value-checkers")
            .arg("color", Arg::Color(c))
            .arg("squares", Arg::Squares(sorted(bb)))
            .arg("count", Arg::Number(bb.count() as i64))
    };
    if got == want { Ok(()) } else { Err(world.differs(value(got), value(want))) }
}

#[then(regex = r"^the piece on ([a-h][1-8]) attacks ([a-h][1-8])$")]
#[then(regex = r"^фигура на ([a-h][1-8]) атакует ([a-h][1-8])$")]
fn piece_attacks(world: &mut RulebookWorld, from: String, target: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-piece-attacks"))));
    }
    let (from, target) = (world.square(&from)?, world.square(&target)?);
    if attacks(world, from, target)? {
        Ok(())
    } else {
        Err(world.differs(attacks_value(from, target, false), attacks_value(from, target, true)))
    }
}

/// Whether the piece on `from` attacks `target` (none there: the step fails).
fn attacks(world: &RulebookWorld, from: Square, target: Square) -> Result<bool, String> {
    let board = world.position()?.board();
    let piece = board.piece_at(from).ok_or_else(|| world.fail(Failure::NoPiece(from)))?;
    Ok(board.attackers_to(target, piece.color, board.occupied()).contains(from))
}

fn attacks_value(from: Square, target: Square, attacks: bool) -> Message {
    Message::new("step-value-attacks")
        .arg("from", Arg::Square(from))
        .arg("target", Arg::Square(target))
        .arg("attacks", Arg::Keyword(if attacks { "yes" } else { "no" }))
}

#[then(regex = r"^the piece on ([a-h][1-8]) does not attack ([a-h][1-8])$")]
#[then(regex = r"^фигура на ([a-h][1-8]) не атакует ([a-h][1-8])$")]
fn piece_does_not_attack(world: &mut RulebookWorld, from: String, target: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-piece-attacks"))));
    }
    let (from, target) = (world.square(&from)?, world.square(&target)?);
    if attacks(world, from, target)? {
        Err(world.differs(attacks_value(from, target, true), attacks_value(from, target, false)))
    } else {
        Ok(())
    }
}

#[then(regex = r"^the square ([a-h][1-8]) holds a (white|black) (king|queen|rook|bishop|knight|pawn)$")]
#[then(regex = r"^на поле ([a-h][1-8]) стоит (белый|белая|чёрный|чёрная) (король|ферзь|ладья|слон|конь|пешка)$")]
fn square_holds(world: &mut RulebookWorld, sq: String, side: String, name: String) -> StepResult {
    let sq = world.square(&sq)?;
    let want = Piece::new(color(&side), world.role(&name)?);
    let check = |pos: &Position| match pos.board().piece_at(sq) {
        Some(p) if p == want => Ok(()),
        Some(p) => Err(square_holds_message(sq, Some(p))),
        None => Err(square_holds_message(sq, None)),
    };
    if world.engine().is_some() {
        return world.then(|w| w.e_board_check(check, square_holds_message(sq, Some(want))));
    }
    check(world.position()?).map_err(|m| world.differs(m, square_holds_message(sq, Some(want))))
}

#[then(regex = r"^the square ([a-h][1-8]) is empty$")]
#[then(regex = r"^поле ([a-h][1-8]) свободно$")]
fn square_empty(world: &mut RulebookWorld, sq: String) -> StepResult {
    let sq = world.square(&sq)?;
    let check = |pos: &Position| match pos.board().piece_at(sq) {
        None => Ok(()),
        Some(p) => Err(square_holds_message(sq, Some(p))),
    };
    if world.engine().is_some() {
        return world.then(|w| w.e_board_check(check, square_holds_message(sq, None)));
    }
    check(world.position()?).map_err(|m| world.differs(m, square_holds_message(sq, None)))
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
        Some(Piece::new(c, world.role(&name)?))
    };
    let check = |pos: &Position| {
        let board = pos.board();
        let got = piece.map_or(board.by_color(c), |p| board.by_piece(p)).count();
        if got == count { Ok(()) } else { Err(piece_count_message(c, piece, got)) }
    };
    if world.engine().is_some() {
        return world.then(|w| w.e_board_check(check, piece_count_message(c, piece, count)));
    }
    check(world.position()?).map_err(|m| world.differs(m, piece_count_message(c, piece, count)))
}

// --- Then: positions (Article 3.10.3) ------------------------------------------------

#[then(regex = r"^the position is refused as illegal$")]
#[then(regex = r"^позиция отвергнута как невозможная$")]
fn position_refused(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(false));
    }
    let got = match world.loaded.as_ref().ok_or_else(|| world.missing(Missing::Fen))? {
        Err(PositionError::Illegal(_)) => return Ok(()),
        Err(PositionError::Fen(e)) => {
            Message::new("step-value-malformed").arg("why", Arg::Clause(Box::new(e.message())))
        }
        Ok(_) => accepted_value(true),
    };
    Err(world.differs(got, accepted_value(false)))
}

fn accepted_value(accepted: bool) -> Message {
    Message::new("step-value-accepted").arg("accepted", Arg::Keyword(if accepted { "yes" } else { "no" }))
}

#[then(regex = r"^the position is accepted$")]
#[then(regex = r"^позиция принята$")]
fn position_accepted(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(true));
    }
    match world.loaded.as_ref().ok_or_else(|| world.missing(Missing::Fen))? {
        Ok(_) => Ok(()),
        Err(PositionError::Fen(e)) => Err(world.differs(
            Message::new("step-value-malformed").arg("why", Arg::Clause(Box::new(e.message()))),
            accepted_value(true),
        )),
        Err(PositionError::Illegal(illegal)) => {
            // The first reason says why (the step names the rules of all of them elsewhere).
            let why = illegal.reasons.first().map_or_else(|| accepted_value(false), |r| r.message());
            let got = Message::new("step-value-refused-because").arg("why", Arg::Clause(Box::new(why)));
            Err(world.differs(got, accepted_value(true)))
        }
    }
}

#[then(regex = r#"^the reasons are "(.+)"$"#)]
#[then(regex = r#"^причины: "(.+)"$"#)]
fn position_reasons(world: &mut RulebookWorld, rules: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(false));
    }
    let illegal = refused(world)?;
    let got: Vec<&str> = illegal.reasons.iter().map(|r| r.rule().as_str()).collect();
    let want: Vec<&str> = rules.split(',').map(str::trim).collect();
    if got == want {
        Ok(())
    } else {
        Err(world.differs(rules_value("step-value-reasons", &got), rules_value("step-value-reasons", &want)))
    }
}

/// The scenario's loaded FEN, refused as an illegal position (else the step fails).
fn refused(world: &RulebookWorld) -> Result<&crate::IllegalPosition, String> {
    match world.loaded.as_ref().ok_or_else(|| world.missing(Missing::Fen))? {
        Err(PositionError::Illegal(illegal)) => Ok(illegal),
        Err(PositionError::Fen(e)) => Err(world.differs(
            Message::new("step-value-malformed").arg("why", Arg::Clause(Box::new(e.message()))),
            accepted_value(false),
        )),
        Ok(_) => Err(world.differs(accepted_value(true), accepted_value(false))),
    }
}

#[then(regex = r"^the reasons are explained:$")]
#[then(regex = r"^причины объяснены так:$")]
fn position_reasons_explained(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_validate(false));
    }
    let want = world.docstring(step)?;
    let illegal = refused(world)?;
    let got = explain(&illegal.reasons, Localizer::global(), &world.l10n_lang(), Edition::E2023).text();
    if got.trim() == want { Ok(()) } else { Err(world.text_differs(Text::Explanation, got.trim(), want)) }
}

// --- Article 4: touch-move ----------------------------------------------------------

#[given(regex = r#"^(White|Black) says "I adjust" and adjusts the piece on ([a-h][1-8])$"#)]
#[given(regex = r#"^(белые|чёрные) говорят «поправляю» и поправляют фигуру на ([a-h][1-8])$"#)]
fn adjusts(world: &mut RulebookWorld, side: String, square: String) -> StepResult {
    if world.engine().is_some() {
        return Err(world.not_applicable(Message::new("engine-na-touch")));
    }
    world.side_acts(Act::Adjust, &side)?;
    let sq = world.square(&square)?;
    world.adjusted.add(sq);
    Ok(())
}

#[when(regex = r#"^(White|Black) touches "(.+)" and plays "(.+)"$"#)]
#[when(regex = r#"^(белые|чёрные) трогают "(.+)" и играют "(.+)"$"#)]
fn touches_and_plays(world: &mut RulebookWorld, side: String, touched: String, text: String) -> StepResult {
    if world.engine().is_some() {
        return Err(world.not_applicable(Message::new("engine-na-touch")));
    }
    world.side_acts(Act::Play, &side)?;
    let pos = world.position()?.clone();
    let touches = crate::laws::touch_move::parse_touches(&touched).map_err(|e| {
        let why = crate::i18n::touch_error(&e);
        world.fail(Failure::BadTouch { text: touched.clone(), why })
    })?;
    let ruling = match world.notation(&text)?.adjudicate(&pos) {
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
    let pos = Position::from_fen(&fen).map_err(|e| world.fail(Failure::BadFen(e.message())))?;
    world.game = Some(crate::Game::new(pos.clone()).with_edition(world.edition));
    world.game_moves.clear();
    world.set_position(pos);
    Ok(())
}

/// Plays moves in the scenario's game, keeping its history (Articles 5 and 9).
fn game_moves_played(world: &mut RulebookWorld, moves: &str) -> StepResult {
    for text in moves.split_whitespace().map(without_move_number).filter(|t| !t.is_empty()) {
        let before = world.game()?.position().clone();
        match world.notation(text)?.adjudicate(&before) {
            Ruling::Legal(m) => {
                if let Some(game) = world.game.as_mut() {
                    game.play_unchecked(m);
                }
                world.game_moves.push(crate::i18n::game::numbered(&before, text));
            }
            ruling @ Ruling::Illegal(_) => {
                let explanation = world.explain_text(&ruling, world.edition);
                let failure = Failure::CannotBePlayed { text: text.to_owned(), fen: before.to_fen(), explanation };
                return Err(world.fail(failure));
            }
        }
    }
    world.position = Some(world.game()?.position().clone());
    Ok(())
}

/// Whether a claim article rests on repetition (9.2) or on the fifty-move rule (9.3).
fn claim_by_repetition(world: &RulebookWorld, article: &str) -> Result<bool, String> {
    let rules = Registry::global().article(article).map(|a| a.rules.clone()).unwrap_or_default();
    use RuleId::*;
    if rules.iter().any(|r| matches!(r, ThreefoldRepetition | ThreefoldRepetitionAboutToAppear)) {
        Ok(true)
    } else if rules.iter().any(|r| matches!(r, FiftyMoves | FiftyMovesAboutToBeMade)) {
        Ok(false)
    } else {
        Err(world.fail(Failure::NotAClaimArticle(article.to_owned())))
    }
}

fn ending_kind(word: &str) -> EndingKind {
    match word {
        "checkmate" | " матом" => EndingKind::Checkmate,
        "stalemate" | " патом" => EndingKind::Stalemate,
        // The instrumental forms are older wordings, kept as aliases (review 8, P-17).
        "a dead position" | ", так как возникла мёртвая позиция" | ", так как позиция мертва" | " мёртвой позицией" => {
            EndingKind::DeadPosition
        }
        // «Позиция повторилась пять раз» could be read as six appearances; 9.6.1 counts
        // appearances (review 37e, R5-5): the older wording stays an alias.
        "fivefold repetition"
        | ", так как одна и та же позиция возникла пять раз"
        | ", так как позиция повторилась пять раз"
        | " пятикратным повторением позиции" => EndingKind::FivefoldRepetition,
        _ => EndingKind::SeventyFiveMoves,
    }
}

#[then(
    regex = r"^the game ends by (checkmate|stalemate|a dead position|fivefold repetition|the seventy-five-move rule)$"
)]
#[then(
    regex = r"^партия заканчивается( матом| патом|, так как возникла мёртвая позиция|, так как позиция мертва|, так как одна и та же позиция возникла пять раз|, так как позиция повторилась пять раз| мёртвой позицией| пятикратным повторением позиции| по правилу 75 ходов)$"
)]
fn game_ends(world: &mut RulebookWorld, how: String) -> StepResult {
    let want = ending_kind(&how);
    if world.engine().is_some() {
        return world.then(|w| w.e_game_ends(want));
    }
    let want = want.name();
    let got = world.game()?.ending().map(|e| e.kind());
    if got == Some(want) { Ok(()) } else { Err(world.differs(ending_value(got), ending_value(Some(want)))) }
}

/// How the game stands (`step-value-ending`): an ending's kind, or `None` when it goes on.
fn ending_value(kind: Option<&'static str>) -> Message {
    Message::new("step-value-ending").arg("ending", Arg::Keyword(kind.unwrap_or("none")))
}

#[then(regex = r"^the game goes on$")]
#[then(regex = r"^партия продолжается$")]
fn game_goes_on(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_game_over(false));
    }
    match world.game()?.ending() {
        None => Ok(()),
        Some(e) => Err(world.differs(ending_value(Some(e.kind())), ending_value(None))),
    }
}

#[then(regex = r"^the ending reads:$")]
#[then(regex = r"^окончание описано так:$")]
fn ending_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_game_over(true));
    }
    let want = world.docstring(step)?;
    let game = world.game()?;
    let ending = game.ending().ok_or_else(|| {
        world.differs(ending_value(None), Message::new("engine-required-over").arg("want", Arg::Keyword("yes")))
    })?;
    let got = crate::i18n::game::ending_line(
        Localizer::global(),
        &world.l10n_lang(),
        world.edition,
        &ending,
        game.plies(),
        world.game_moves.last().map(String::as_str),
    );
    if got == want { Ok(()) } else { Err(world.text_differs(Text::Ending, &got, want)) }
}

fn claims_now(world: &RulebookWorld) -> Result<(Color, Vec<crate::Claim>), String> {
    let game = world.game()?;
    Ok((game.position().turn(), game.claims()))
}

/// The articles under which a draw may be claimed now (`step-value-claims`), in order,
/// joined as the language joins a list.
fn claims_value(world: &RulebookWorld, claims: &[crate::Claim]) -> Message {
    let registry = Registry::global();
    let mut articles: Vec<String> =
        claims.iter().filter_map(|c| registry.article_of(c.rule(), Edition::E2023)).map(str::to_owned).collect();
    articles.sort();
    articles.dedup();
    let count = articles.len();
    let joined = Localizer::global().join(&world.l10n_lang(), articles, &mut Vec::new());
    Message::new("step-value-claims").arg("count", Arg::Number(count as i64)).arg("articles", Arg::Text(joined))
}

#[then(regex = r"^(White|Black) may claim a draw under Article ([0-9.]+)$")]
#[then(regex = r"^(белые|чёрные) могут потребовать ничью по статье ([0-9.]+)$")]
fn may_claim(world: &mut RulebookWorld, side: String, article: String) -> StepResult {
    if world.engine().is_some() {
        let repetition = claim_by_repetition(world, &article)?;
        return world.then(|w| w.e_may_claim(&side, repetition));
    }
    let (turn, claims) = claims_now(world)?;
    if turn != color(&side) {
        return Err(world.fail(Failure::WrongSide { act: Act::Claim, side: color(&side), turn }));
    }
    let registry = Registry::global();
    let articles: Vec<&str> = claims.iter().filter_map(|c| registry.article_of(c.rule(), Edition::E2023)).collect();
    if articles.contains(&article.as_str()) {
        Ok(())
    } else {
        let want = Message::new("step-value-claims").arg("count", Arg::Number(1)).arg("articles", Arg::Text(article));
        Err(world.differs(claims_value(world, &claims), want))
    }
}

#[then(regex = r#"^(White|Black) may claim a draw by declaring "(.+)" under Article ([0-9.]+)$"#)]
#[then(regex = r#"^(белые|чёрные) могут потребовать ничью, записав на бланке ход "(.+)", по статье ([0-9.]+)$"#)]
fn may_claim_declaring(world: &mut RulebookWorld, side: String, text: String, article: String) -> StepResult {
    may_claim(world, side, article.clone())?;
    if world.engine().is_some() {
        let repetition = claim_by_repetition(world, &article)?;
        return world.then(|w| w.e_declared_claim_completes(&text, repetition));
    }
    let game = world.game()?;
    let pos = game.position();
    let Ruling::Legal(m) = world.notation(&text)?.adjudicate(pos) else {
        return Err(world.fail(Failure::NotLegalHere(text)));
    };
    let mut next = game.clone();
    next.play_unchecked(m);
    let rules = Registry::global().article(&article).map(|a| a.rules.clone()).unwrap_or_default();
    let completes = if rules.contains(&crate::RuleId::ThreefoldRepetitionAboutToAppear) {
        next.repetitions() >= 3
    } else if rules.contains(&crate::RuleId::FiftyMovesAboutToBeMade) {
        next.position().halfmove_clock() >= 100
    } else {
        return Err(world.fail(Failure::NotADeclaredMoveArticle(article)));
    };
    let declared = |completes: bool| {
        Message::new("step-value-declared")
            .arg("move", Arg::Text(text.clone()))
            .arg("article", Arg::Text(article.clone()))
            .arg("completes", Arg::Keyword(if completes { "yes" } else { "no" }))
    };
    if completes { Ok(()) } else { Err(world.differs(declared(false), declared(true))) }
}

#[then(regex = r"^no draw can be claimed$")]
#[then(regex = r"^требовать ничью нельзя$")]
fn no_claim(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_any_claim(false));
    }
    let (_, claims) = claims_now(world)?;
    if claims.is_empty() { Ok(()) } else { Err(world.differs(claims_value(world, &claims), claims_value(world, &[]))) }
}

#[then(regex = r"^the claim reads:$")]
#[then(regex = r"^требование описано так:$")]
fn claim_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_any_claim(true));
    }
    let want = world.docstring(step)?;
    let game = world.game()?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let lang = world.l10n_lang();
    let lines: Vec<String> = game
        .claims()
        .iter()
        .map(|c| {
            let declared =
                c.declared_move().map(|m| San::from_move(game.position(), m).write(&alphabet)).unwrap_or_default();
            crate::i18n::game::claim_line(
                Localizer::global(),
                &lang,
                world.edition,
                c,
                crate::i18n::game::ClaimAt {
                    ply: game.plies(),
                    played: world.game_moves.last().map(String::as_str),
                    player: game.position().turn(),
                },
                &declared,
            )
        })
        .collect();
    let got = lines.join("\n");
    if got == want { Ok(()) } else { Err(world.text_differs(Text::Claims, &got, want)) }
}

#[then(regex = r"^the position has appeared (\d+) times?$")]
#[then(regex = r"^позиция возникла (\d+) раз\w*$")]
fn appeared(world: &mut RulebookWorld, times: usize) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| w.e_appeared(times));
    }
    let got = world.game()?.repetitions();
    let value = |n: usize| Message::new("step-value-appeared").arg("times", Arg::Number(n as i64));
    if got == times { Ok(()) } else { Err(world.differs(value(got), value(times))) }
}

#[then(regex = r"^the positions after plies (\d+) and (\d+) are (the same|different)$")]
#[then(regex = r"^позиции после полуходов (\d+) и (\d+) (одинаковы|различны)$")]
fn positions_compare(world: &mut RulebookWorld, a: usize, b: usize, verdict: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-earlier-positions"))));
    }
    let game = world.game()?;
    let plies = game.plies();
    let key = |ply: usize| {
        game.position_at(ply).map(crate::RepetitionKey::of).ok_or_else(|| world.fail(Failure::NoSuchPly { plies, ply }))
    };
    let same = key(a)? == key(b)?;
    let want = matches!(verdict.as_str(), "the same" | "одинаковы");
    let value = |same: bool| {
        Message::new("step-value-same")
            .arg("a", Arg::Number(a as i64))
            .arg("b", Arg::Number(b as i64))
            .arg("same", Arg::Keyword(if same { "yes" } else { "no" }))
    };
    if same == want { Ok(()) } else { Err(world.differs(value(same), value(want))) }
}

#[then(regex = r"^(White|Black) cannot checkmate by any series of legal moves$")]
#[then(regex = r"^(белые|чёрные) не могут поставить мат никакой серией возможных ходов$")]
fn cannot_checkmate_by_any_series(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    mate_expected(world, color(&side), false)
}

#[then(regex = r"^(White|Black) can checkmate with the opponent's help$")]
#[then(regex = r"^(белые|чёрные) могут поставить мат при содействии соперника$")]
fn can_checkmate_with_help(world: &mut RulebookWorld, side: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-can-mate"))));
    }
    mate_expected(world, color(&side), true)
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
        other => return Err(world.fail(Failure::NotAPromotionPiece(other.to_owned()))),
    };
    touches_and_plays(world, side, format!("{touched},{square}={letter}"), text)
}

// --- Appendix C: algebraic notation -----------------------------------------------------

/// A piece's name as the notation steps write it: `role`'s forms, plus the Russian
/// accusatives (`обозначает ладью на a1`, `пешку на e2`).
fn named_role(world: &RulebookWorld, word: &str) -> Result<Role, String> {
    match word {
        "ладью" => Ok(Role::Rook),
        "пешку" => Ok(Role::Pawn),
        _ => world.role(word),
    }
}

#[then(regex = r#"^the notation "(.+)" names the (king|queen|rook|bishop|knight|pawn) on ([a-h][1-8])$"#)]
#[then(regex = r#"^запись "(.+)" обозначает (короля|ферзя|ладью|слона|коня|пешку) на ([a-h][1-8])$"#)]
fn notation_names(world: &mut RulebookWorld, text: String, piece: String, at: String) -> StepResult {
    let want = named_role(world, &piece)?;
    let from = world.square(&at)?;
    if world.engine().is_some() {
        return world.then(|w| w.e_notation_names(&text, from));
    }
    let pos = world.position()?;
    match pos.board().role_at(from) {
        Some(role) if role == want => {}
        found => return Err(world.fail(Failure::ScenarioSquare { square: from, found, want })),
    }
    let names = |found: Option<(Role, Square)>| {
        let (piece, square) = found.unwrap_or((want, from));
        Message::new("step-value-names")
            .arg("text", Arg::Text(text.clone()))
            .arg("found", Arg::Keyword(if found.is_some() { "yes" } else { "no" }))
            .arg("piece", Arg::Role(piece))
            .arg("square", Arg::Square(square))
    };
    match world.notation(&text)?.adjudicate(pos) {
        Ruling::Legal(m) if m.from == from => Ok(()),
        Ruling::Legal(m) => {
            let other = pos.board().role_at(m.from).unwrap_or(want);
            Err(world.differs(names(Some((other, m.from))), names(Some((want, from)))))
        }
        Ruling::Illegal(_) => Err(world.differs(names(None), names(Some((want, from))))),
    }
}

#[then(regex = r#"^the long form is "(.+)"$"#)]
#[then(regex = r#"^полная запись хода — "(.+)"$"#)]
fn long_form(world: &mut RulebookWorld, want: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-long-algebraic"))));
    }
    let m = world.legal_move()?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let got = San::long(world.position()?, m, &alphabet);
    if got == want { Ok(()) } else { Err(world.differs(plain(&got), plain(&want))) }
}

#[then(regex = r#"^in (English|Russian) the move is written "(.+)"$"#)]
#[then(regex = r#"^по-(английски|русски) ход записывается "(.+)"$"#)]
fn move_written_in(world: &mut RulebookWorld, language: String, want: String) -> StepResult {
    let tag = match language.as_str() {
        "English" | "английски" => "en",
        _ => "ru",
    };
    let l10n = Localizer::global();
    let lang = l10n.negotiate(&[tag]).unwrap_or_else(|| l10n.english());
    if world.engine().is_some() {
        return world.then(|w| w.e_move_written(&want, &l10n.alphabet(&lang)));
    }
    let m = world.legal_move()?;
    let got = San::from_move(world.position()?, m).write(&l10n.alphabet(&lang));
    if got == want { Ok(()) } else { Err(world.differs(plain(&got), plain(&want))) }
}

#[then(regex = r#"^the notation "(.+)" is refused:$"#)]
#[then(regex = r#"^запись "(.+)" отвергнута:$"#)]
fn notation_refused(world: &mut RulebookWorld, text: String, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new("engine-na-notation"))));
    }
    let want = world.docstring(step)?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    match Notation::parse(&text, &[&alphabet]) {
        Ok(_) => {
            let value = |id| Message::new(id).arg("text", Arg::Text(text.clone()));
            Err(world.differs(value("step-value-read-as-move"), value("step-value-refused")))
        }
        Err(e) => {
            let got = world.say(&e.message());
            if got.trim() == want { Ok(()) } else { Err(world.text_differs(Text::Refusal, got.trim(), want)) }
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
    // The step's pattern admits only the three results.
    let outcome = crate::pgn::Outcome::from_marker(&result).unwrap_or(crate::pgn::Outcome::Draw);
    world.recorded = Some((outcome, crate::laws::result::Decision::from_termination(Some(&termination))));
    Ok(())
}

/// The recorded result checked against the scenario's game (or its position).
fn wrong_result(world: &RulebookWorld) -> Result<Option<crate::laws::result::WrongResult>, String> {
    let (recorded, decision) = world.recorded.ok_or_else(|| world.missing(Missing::Result))?;
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

/// The last move of the scenario's game, numbered, in the scenario's letters: the move a
/// checkmate or a draw on the board came with.
fn last_move(world: &RulebookWorld) -> Option<String> {
    let game = world.game.as_ref()?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    crate::i18n::game::numbered_ply(game, game.plies(), &alphabet)
}

#[then(regex = r#"^the result is corrected to "(1-0|0-1|1/2-1/2)" under (?:Article|Appendix) ([0-9A-Z.]+)$"#)]
#[then(regex = r#"^результат исправлен на "(1-0|0-1|1/2-1/2)" по статье ([0-9A-Z.]+)$"#)]
fn result_corrected(world: &mut RulebookWorld, result: String, article: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    let result_value = |result: &str, article: &str| {
        Message::new("step-value-result")
            .arg("result", Arg::Text(result.to_owned()))
            .arg("article", Arg::Text(article.to_owned()))
    };
    let Some(wrong) = wrong_result(world)? else {
        return Err(world.differs(Message::new("step-value-result-stands"), result_value(&result, &article)));
    };
    let cited = Registry::global().article_of(wrong.rule(), Edition::E2023).unwrap_or("?");
    if wrong.correct().marker() == result && cited == article {
        Ok(())
    } else {
        Err(world.differs(result_value(wrong.correct().marker(), cited), result_value(&result, &article)))
    }
}

#[then(regex = r"^the recorded result stands$")]
#[then(regex = r"^записанный результат верен$")]
fn result_stands(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    match wrong_result(world)? {
        None => Ok(()),
        Some(wrong) => {
            let line = crate::i18n::game::wrong_result_line(
                Localizer::global(),
                &world.l10n_lang(),
                world.edition,
                &wrong,
                last_move(world).as_deref(),
            );
            Err(world.differs(plain(&line), Message::new("step-value-result-stands")))
        }
    }
}

#[then(regex = r"^the correction reads:$")]
#[then(regex = r"^исправление описано так:$")]
fn correction_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(RESULT_NOT_IN_PROTOCOL))));
    }
    let want = world.docstring(step)?;
    let Some(wrong) = wrong_result(world)? else {
        return Err(world.text_differs(Text::Correction, &world.say(&Message::new("step-value-result-stands")), want));
    };
    let got = crate::i18n::game::wrong_result_line(
        Localizer::global(),
        &world.l10n_lang(),
        world.edition,
        &wrong,
        last_move(world).as_deref(),
    );
    if got == want { Ok(()) } else { Err(world.text_differs(Text::Correction, &got, want)) }
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
    world.side_acts(Act::Play, &side)?;
    let pos = world.position()?.clone();
    // The move as the arbiter sees it on the board: from one square to another.
    let [from, to] = two_squares(&text)[..] else { return Err(world.fail(Failure::NotTwoSquares(text))) };
    let crate::Ruling::Illegal(illegal) = crate::adjudicate(&pos, crate::Attempt::new(from, to)) else {
        return Err(world.fail(Failure::AlreadyLegal(text)));
    };
    let count = match nth.as_str() {
        "" => 1,
        "second" | "второй" => 2,
        _ => 3,
    };
    world.claim_ruling = None;
    world.after_illegal =
        Some(after_illegal_move(&pos, from, count, time_control_named(&kind), world.edition).after_castling(&illegal));
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

/// The squares a move names, in order (`Ke1-e3`: e1, e3).
fn two_squares(text: &str) -> Vec<Square> {
    text.as_bytes()
        .windows(2)
        .filter_map(|w| std::str::from_utf8(w).ok().and_then(|t| t.parse::<Square>().ok()))
        .collect()
}

fn after_illegal(world: &RulebookWorld) -> Result<&crate::laws::illegal_move::AfterIllegalMove, String> {
    world.after_illegal.as_ref().ok_or_else(|| world.missing(Missing::IllegalMove))
}

#[then(regex = r#"^the position "(.+)" is reinstated$"#)]
#[then(regex = r#"^восстанавливается позиция "(.+)"$"#)]
fn position_reinstated(world: &mut RulebookWorld, fen: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let got = after_illegal(world)?.reinstate.to_fen();
    if got == fen { Ok(()) } else { Err(world.differs(position_value(&got), position_value(&fen))) }
}

#[then(regex = r#"^the illegal move must be replaced by one of "(.+)"$"#)]
#[then(regex = r#"^невозможный ход нужно заменить одним из ходов "(.+)"$"#)]
fn replaced_by(world: &mut RulebookWorld, moves: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let ruling = after_illegal(world)?;
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    // The scenario's moves joined as the locale joins alternatives («Кf3 или Кh3», review 16,
    // W-6) when each reads as a move; else as written.
    let written: Result<Vec<San>, _> = moves.split_whitespace().map(|m| San::parse_with(m, &[&alphabet])).collect();
    let want = replacing_value(Some(written.map_or_else(|_| Arg::Text(moves.clone()), Arg::Moves)));
    if !ruling.bound {
        return Err(world.differs(replacing_value(None), want));
    }
    let got: Vec<San> = ruling.replacing.iter().map(|m| San::from_move(&ruling.reinstate, *m)).collect();
    if got.iter().map(|san| san.write(&alphabet)).eq(moves.split_whitespace()) {
        Ok(())
    } else {
        Err(world.differs(replacing_value(Some(Arg::Moves(got))), want))
    }
}

/// `step-value-replacing`: any legal move may replace the illegal one (`None`), or only one of
/// `moves`.
fn replacing_value(moves: Option<Arg>) -> Message {
    let any = moves.is_none();
    Message::new("step-value-replacing")
        .arg("any", Arg::Keyword(if any { "yes" } else { "no" }))
        .arg("moves", moves.unwrap_or_else(|| Arg::Text(String::new())))
}

#[then(regex = r"^any legal move may replace it$")]
#[then(regex = r"^его можно заменить любым возможным ходом$")]
fn replaced_by_any(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let ruling = after_illegal(world)?;
    if ruling.bound {
        let moves = ruling.replacing.iter().map(|m| San::from_move(&ruling.reinstate, *m)).collect();
        Err(world.differs(replacing_value(Some(Arg::Moves(moves))), replacing_value(None)))
    } else {
        Ok(())
    }
}

#[then(regex = r"^(White|Black) receives (\d+) extra minutes? under (?:Article|Appendix) ([0-9A-Z.]+)$")]
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
        let want = penalty_minutes_value(color(&side), minutes, &article);
        return Err(world.differs(penalty_value(world, ruling), want));
    }
    cited_under(world, ruling.penalty_rule, &article)
}

/// Extra time given under an article (`step-value-penalty-minutes`).
fn penalty_minutes_value(c: Color, minutes: u32, article: &str) -> Message {
    Message::new("step-value-penalty-minutes")
        .arg("color", Arg::Color(c))
        .arg("minutes", Arg::Number(i64::from(minutes)))
        .arg("citation", Arg::Message(Box::new(article_value(article))))
}

/// The penalty of the scenario's completed illegal move: extra time as the scenario says it,
/// else as the ruling says it.
fn penalty_value(world: &RulebookWorld, ruling: &crate::laws::illegal_move::AfterIllegalMove) -> Message {
    use crate::laws::illegal_move::Penalty;
    if let Penalty::ExtraTime { opponent, minutes } = ruling.penalty {
        let cited = Registry::global().article_of(ruling.penalty_rule, Edition::E2023).unwrap_or("?");
        return penalty_minutes_value(opponent, minutes, cited);
    }
    let player = ruling.reinstate.turn();
    let line = crate::i18n::game::penalty_line(
        Localizer::global(),
        &world.l10n_lang(),
        world.edition,
        player,
        ruling.count,
        &ruling.penalty,
        ruling.penalty_rule,
    );
    plain(&line)
}

fn minutes_value(c: Color, minutes: u32) -> Message {
    Message::new("step-value-minutes").arg("color", Arg::Color(c)).arg("minutes", Arg::Number(i64::from(minutes)))
}

/// Whether `rule` is the 2023 Article `article` (a penalty's rule: 7.5.5, 9.5.3 or A.3).
fn cited_under(world: &RulebookWorld, rule: crate::RuleId, article: &str) -> StepResult {
    let cited = Registry::global().article_of(rule, Edition::E2023).unwrap_or("?");
    if cited == article { Ok(()) } else { Err(world.differs(article_value(cited), article_value(article))) }
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
        Err(world.differs(penalty_value(world, ruling), plain(&how)))
    }
}

#[then(regex = r"^the arbiter's ruling reads:$")]
#[then(regex = r"^решение арбитра звучит так:$")]
fn arbiter_ruling_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(ARBITER_NOT_IN_PROTOCOL))));
    }
    let want = world.docstring(step)?;
    let (l10n, lang) = (Localizer::global(), world.l10n_lang());
    let lines = match &world.claim_ruling {
        Some((before, ruling)) => crate::i18n::game::claim_ruling_lines(l10n, &lang, world.edition, before, ruling),
        None => crate::i18n::game::after_illegal_lines(l10n, &lang, world.edition, after_illegal(world)?),
    };
    let got = lines.join("\n");
    if got == want { Ok(()) } else { Err(world.text_differs(Text::Ruling, &got, want)) }
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
    let basis = if claim_by_repetition(world, article)? { ClaimBasis::Repetition } else { ClaimBasis::FiftyMoves };
    let pos = world.game()?.position().clone();
    if pos.turn() != color(side) {
        return Err(world.fail(Failure::WrongSide { act: Act::Claim, side: color(side), turn: pos.turn() }));
    }
    let written = match text {
        None => None,
        Some(text) => match world.notation(text)?.adjudicate(&pos) {
            Ruling::Legal(m) => Some(m),
            Ruling::Illegal(_) => return Err(world.fail(Failure::NotLegalHere(text.to_owned()))),
        },
    };
    let claim = DrawClaim { basis, written };
    // The step's article is 9.2.1/9.2.2/9.3.1/9.3.2 by its pattern; with or without a
    // written move it names the claim made.
    if Registry::global().article_of(claim.rule(), Edition::E2023) != Some(article) {
        return Err(world.fail(Failure::NotAClaimArticle(article.to_owned())));
    }
    let ruling = match rule_on_claim(world.game()?, claim, time_control_named(kind), world.edition) {
        Ok(ruling) => ruling,
        Err(crate::laws::draw_claim::ClaimError::GameOver(ending)) => {
            return Err(world.fail(Failure::NoRuling(
                Message::new("step-value-ending").arg("ending", Arg::Keyword(ending.kind())),
            )));
        }
        Err(crate::laws::draw_claim::ClaimError::IllegalMove(_)) => {
            return Err(world.fail(Failure::NotLegalHere(text.unwrap_or_default().to_owned())));
        }
    };
    world.after_illegal = None;
    world.claim_ruling = Some((pos, ruling));
    Ok(())
}

fn claim_ruling(world: &RulebookWorld) -> Result<&crate::laws::draw_claim::ClaimRuling, String> {
    world.claim_ruling.as_ref().map(|(_, r)| r).ok_or_else(|| world.missing(Missing::Claim))
}

/// The ruling on the scenario's claim, as the arbiter says it.
fn claim_ruling_value(world: &RulebookWorld) -> Message {
    match &world.claim_ruling {
        Some((before, ruling)) => plain(
            &crate::i18n::game::claim_ruling_lines(
                Localizer::global(),
                &world.l10n_lang(),
                world.edition,
                before,
                ruling,
            )
            .join("\n"),
        ),
        None => Message::new("step-missing").arg("what", Arg::Keyword("claim")),
    }
}

fn claim_value(correct: bool) -> Message {
    Message::new("step-value-claim").arg("correct", Arg::Keyword(if correct { "yes" } else { "no" }))
}

#[then(regex = r"^the claim is correct and the game is drawn under Article 9\.5\.2$")]
#[then(regex = r"^требование обоснованно, и партия заканчивается вничью по статье 9\.5\.2$")]
fn claim_correct(world: &mut RulebookWorld) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(CLAIM_NOT_IN_PROTOCOL))));
    }
    let ruling = claim_ruling(world)?;
    let article = Registry::global().article_of(ruling.rule(), Edition::E2023);
    if ruling.is_correct() && article == Some("9.5.2") {
        Ok(())
    } else {
        Err(world.differs(claim_ruling_value(world), claim_value(true)))
    }
}

#[then(
    regex = r"^the claim is incorrect: (White|Black) receives (\d+) extra minutes? under (?:Article|Appendix) ([0-9A-Z.]+)$"
)]
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
        return Err(world.differs(claim_ruling_value(world), claim_value(false)));
    };
    if !*claimant != color(&side) || *got != minutes {
        let cited = Registry::global().article_of(*penalty_rule, Edition::E2023).unwrap_or("?");
        let got = penalty_minutes_value(!*claimant, *got, cited);
        return Err(world.differs(got, penalty_minutes_value(color(&side), minutes, &article)));
    }
    cited_under(world, *penalty_rule, &article)
}

#[then(regex = r#"^(White|Black) must now play "(.+)"$"#)]
#[then(regex = r#"^теперь (белые|чёрные) должны сделать ход "(.+)"$"#)]
fn must_now_play(world: &mut RulebookWorld, side: String, text: String) -> StepResult {
    use crate::laws::draw_claim::ClaimRuling;
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(CLAIM_NOT_IN_PROTOCOL))));
    }
    let (before, ruling) = world.claim_ruling.as_ref().ok_or_else(|| world.missing(Missing::Claim))?;
    let must = |found: bool, c: Color, m: &str| {
        Message::new("step-value-must-play")
            .arg("found", Arg::Keyword(if found { "yes" } else { "no" }))
            .arg("color", Arg::Color(c))
            .arg("move", Arg::Text(m.to_owned()))
    };
    let want = must(true, color(&side), &text);
    let ClaimRuling::Incorrect { claimant, must_play: Some(m), .. } = ruling else {
        return Err(world.differs(must(false, color(&side), ""), want));
    };
    let alphabet = Localizer::global().alphabet(&world.l10n_lang());
    let got = San::from_move(before, *m).write(&alphabet);
    if *claimant == color(&side) && got == text {
        Ok(())
    } else {
        Err(world.differs(must(true, *claimant, &got), want))
    }
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
    let pos = Position::from_fen(&fen).map_err(|e| world.fail(Failure::BadFen(e.message())))?;
    world.set_position(pos.clone());
    world.session = Some(crate::session::Session::new(pos, time_control_named(&kind), world.edition));
    Ok(())
}

/// Applies an event to the scenario's session, keeping its answer.
fn session_event(
    world: &mut RulebookWorld,
    side: &str,
    event: impl FnOnce(&Position) -> Result<crate::session::Event, Failure>,
) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let pos = session(world)?.position().clone();
    if pos.turn() != color(side) {
        return Err(world.fail(Failure::WrongSide { act: Act::Play, side: color(side), turn: pos.turn() }));
    }
    let event = event(&pos).map_err(|f| world.fail(f))?;
    let Some(session) = world.session.as_mut() else { return Err(world.missing(Missing::Session)) };
    let answer = match session.apply(&event) {
        Ok(answer) => answer,
        Err(e) => {
            let why = crate::cli::session::session_error_message(&pos, &e);
            return Err(world.fail(Failure::NoRuling(why)));
        }
    };
    world.position = Some(session.position().clone());
    world.session_answer = Some(answer);
    Ok(())
}

/// A move as the arbiter saw it, written in the scenario's letters: its two squares when
/// it names them (`e1-g1`), else the legal move its SAN names.
fn session_attempt(world_lang: &Lang, pos: &Position, text: &str) -> Result<crate::Attempt, Failure> {
    let alphabet = Localizer::global().alphabet(world_lang);
    let notation = Notation::parse(text, &[&alphabet]).map_err(|e| Failure::NotAMove(e.message()))?;
    match notation {
        Notation::Uci(u) => Ok(u.attempt()),
        Notation::San(san) => match crate::laws::notation::adjudicate_san(pos, &san) {
            Ruling::Legal(m) => Ok(crate::Attempt::from_move(m)),
            Ruling::Illegal(_) => match two_squares(text)[..] {
                [from, to] => Ok(crate::Attempt::new(from, to)),
                _ => Err(Failure::NotTwoSquares(text.to_owned())),
            },
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
    let (from, to) = (world.square(&from)?, world.square(&to)?);
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
    world.session.as_ref().ok_or_else(|| world.missing(Missing::Session))
}

#[then(regex = r"^the session's answer reads:$")]
#[then(regex = r"^ответ сессии звучит так:$")]
fn session_answer_reads(world: &mut RulebookWorld, #[step] step: &Step) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let want = world.docstring(step)?;
    let answer = world.session_answer.as_ref().ok_or_else(|| world.missing(Missing::SessionEvent))?;
    let lines = crate::i18n::session::answer_lines(Localizer::global(), &world.l10n_lang(), session(world)?, answer);
    let got = lines.join("\n");
    if got == want { Ok(()) } else { Err(world.text_differs(Text::Answer, &got, want)) }
}

#[then(regex = r#"^the session's position is "(.+)"$"#)]
#[then(regex = r#"^позиция в сессии — "(.+)"$"#)]
fn session_position(world: &mut RulebookWorld, fen: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let got = session(world)?.position().to_fen();
    if got == fen { Ok(()) } else { Err(world.differs(position_value(&got), position_value(&fen))) }
}

#[then(regex = r"^the session counts (\d+) completed illegal moves? for (White|Black)$")]
#[then(regex = r"^завершённых невозможных ходов у (белых|чёрных): (\d+)$")]
fn session_illegal_count(world: &mut RulebookWorld, a: String, b: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    // The English pattern puts the count first, the Russian one the side.
    let (count, side) = if a.chars().all(|c| c.is_ascii_digit()) { (a, b) } else { (b, a) };
    let want: u32 = count.parse().map_err(|_| world.fail(Failure::NotACount(count.clone())))?;
    let got = session(world)?.illegal_moves(color(&side));
    let value = |n: u32| {
        Message::new("step-value-illegal-count")
            .arg("color", Arg::Color(color(&side)))
            .arg("count", Arg::Number(i64::from(n)))
    };
    if got == want { Ok(()) } else { Err(world.differs(value(got), value(want))) }
}

#[then(regex = r"^(White|Black) has (\d+) extra minutes? on the clock$")]
#[then(regex = r"^(белым|чёрным) добавлено минут на часы: (\d+)$")]
fn session_minutes(world: &mut RulebookWorld, side: String, minutes: u32) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let got = session(world)?.minutes_added(color(&side));
    if got == minutes {
        Ok(())
    } else {
        Err(world.differs(minutes_value(color(&side), got), minutes_value(color(&side), minutes)))
    }
}

#[then(regex = r#"^the game ends "(1-0|0-1|1/2-1/2)" under (?:Article|Appendix) ([0-9A-Z.]+)$"#)]
#[then(regex = r#"^партия окончена с результатом "(1-0|0-1|1/2-1/2)" по статье ([0-9A-Z.]+)$"#)]
fn session_result(world: &mut RulebookWorld, result: String, article: String) -> StepResult {
    if world.engine().is_some() {
        return world.then(|w| Err(w.not_applicable(Message::new(SESSION_NOT_IN_PROTOCOL))));
    }
    let result_value = |result: &str, article: &str| {
        Message::new("step-value-result")
            .arg("result", Arg::Text(result.to_owned()))
            .arg("article", Arg::Text(article.to_owned()))
    };
    let Some(over) = session(world)?.over() else {
        return Err(world.differs(ending_value(None), result_value(&result, &article)));
    };
    let got = over.end.result().map(|r| r.marker()).unwrap_or("*");
    if got != result {
        let cited = Registry::global().article_of(over.end.rule(), Edition::E2023).unwrap_or("?");
        return Err(world.differs(result_value(got, cited), result_value(&result, &article)));
    }
    cited_under(world, over.end.rule(), &article)
}
