//! Why a step of arbiter's own run of the executable rulebook did not pass, as data: one
//! variant per kind of failure, its facts the arguments of its message (locales/*/steps.ftl),
//! said in the scenario's language by the step (review 8, P-13: a Russian scenario's
//! author reads its failures in Russian). A failure of an engine under test is said by
//! `on_engine` (engines.ftl).

use crate::i18n::{Arg, Message};
use crate::{Color, Role, Square};

/// What a scenario should have given before a step that needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Missing {
    Position,
    Move,
    Game,
    Fen,
    Result,
    IllegalMove,
    Claim,
    Session,
    SessionEvent,
    Docstring,
}

impl Missing {
    fn keyword(self) -> &'static str {
        match self {
            Missing::Position => "position",
            Missing::Move => "move",
            Missing::Game => "game",
            Missing::Fen => "fen",
            Missing::Result => "result",
            Missing::IllegalMove => "illegal-move",
            Missing::Claim => "claim",
            Missing::Session => "session",
            Missing::SessionEvent => "session-event",
            Missing::Docstring => "docstring",
        }
    }
}

/// What the scenario has a side do, when it is not that side's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Act {
    Play,
    Adjust,
    Claim,
    Mate,
    Count,
}

/// Which text of arbiter's differs from the scenario's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Text {
    Explanation,
    Ending,
    Claims,
    Ruling,
    Answer,
    Refusal,
    Correction,
}

/// Why a step did not pass.
#[derive(Clone, Debug)]
pub(crate) enum Failure {
    /// The scenario did not give what the step needs.
    Missing(Missing),
    /// Not a square, not a piece's name, not a promotion piece, not a number: the text.
    NotASquare(String),
    NotAPiece(String),
    NotAPromotionPiece(String),
    NotACount(String),
    /// The scenario's FEN, diagram or side to move cannot be set up: why.
    BadFen(Message),
    BadDiagram(Message),
    DiagramNotAPosition(Message),
    SideToMove {
        color: Color,
        why: Message,
    },
    /// A move that cannot be read (its error names it).
    NotAMove(Message),
    /// A list of touches that cannot be read: the text and why.
    BadTouch {
        text: String,
        why: Message,
    },
    /// The scenario has a side act when it is the other side's move.
    WrongSide {
        act: Act,
        side: Color,
        turn: Color,
    },
    /// A move of the scenario that is illegal where it is played.
    CannotBePlayed {
        text: String,
        fen: String,
        explanation: String,
    },
    NotTwoSquares(String),
    AlreadyLegal(String),
    NotAClaimArticle(String),
    NotADeclaredMoveArticle(String),
    NotLegalHere(String),
    /// The arbiter cannot rule on a claim or a session's event: why.
    NoRuling(Message),
    NoPiece(Square),
    /// The scenario's position holds another piece (or none) where the step names one.
    ScenarioSquare {
        square: Square,
        found: Option<Role>,
        want: Role,
    },
    /// arbiter's answer and the scenario's, both as values.
    Disagrees {
        got: Message,
        want: Message,
    },
    /// arbiter's text and the scenario's.
    TextDiffers {
        what: Text,
        got: String,
        want: String,
    },
}

impl Failure {
    /// Its message: the sentence the step's failure reads, once said in a language.
    pub(crate) fn message(&self) -> Message {
        let text = |s: &String| Arg::Text(s.clone());
        // A reason after a colon continues the sentence: its capital is lowered.
        let boxed = |m: &Message| Arg::Clause(Box::new(m.clone()));
        match self {
            Failure::Missing(what) => Message::new("step-missing").arg("what", Arg::Keyword(what.keyword())),
            Failure::NotASquare(t) => Message::new("step-not-a-square").arg("text", Arg::input(t)),
            Failure::NotAPiece(t) => Message::new("step-not-a-piece").arg("text", Arg::input(t)),
            Failure::NotAPromotionPiece(t) => Message::new("step-not-a-promotion-piece").arg("text", Arg::input(t)),
            Failure::NotACount(t) => Message::new("step-not-a-count").arg("text", Arg::input(t)),
            Failure::BadFen(why) => Message::new("step-bad-fen").arg("why", boxed(why)),
            Failure::BadDiagram(why) => Message::new("step-bad-diagram").arg("why", boxed(why)),
            Failure::DiagramNotAPosition(why) => Message::new("step-diagram-not-a-position").arg("why", boxed(why)),
            Failure::SideToMove { color, why } => {
                Message::new("step-side-to-move").arg("color", Arg::Color(*color)).arg("why", boxed(why))
            }
            // The notation's own error names the text («Zz9» — не ход …).
            Failure::NotAMove(why) => why.clone(),
            Failure::BadTouch { text: t, why } => {
                Message::new("step-bad-touch").arg("text", Arg::input(t)).arg("why", boxed(why))
            }
            Failure::WrongSide { act, side, turn } => Message::new("step-wrong-side")
                .arg(
                    "act",
                    Arg::Keyword(match act {
                        Act::Play => "play",
                        Act::Adjust => "adjust",
                        Act::Claim => "claim",
                        Act::Mate => "mate",
                        Act::Count => "count",
                    }),
                )
                .arg("side", Arg::Color(*side))
                .arg("turn", Arg::Color(*turn)),
            Failure::CannotBePlayed { text: t, fen, explanation } => Message::new("step-cannot-be-played")
                .arg("text", text(t))
                .arg("fen", text(fen))
                .arg("explanation", text(explanation)),
            Failure::NotTwoSquares(t) => Message::new("step-not-two-squares").arg("text", text(t)),
            Failure::AlreadyLegal(t) => Message::new("step-already-legal").arg("text", text(t)),
            Failure::NotAClaimArticle(a) => Message::new("step-not-a-claim-article").arg("article", text(a)),
            Failure::NotADeclaredMoveArticle(a) => {
                Message::new("step-not-a-declared-move-article").arg("article", text(a))
            }
            Failure::NotLegalHere(t) => Message::new("step-not-legal-here").arg("text", text(t)),
            Failure::NoRuling(why) => Message::new("step-no-ruling").arg("why", boxed(why)),
            Failure::NoPiece(sq) => Message::new("step-no-piece").arg("square", Arg::Square(*sq)),
            Failure::ScenarioSquare { square, found, want } => Message::new("step-scenario-square")
                .arg("square", Arg::Square(*square))
                .arg("found", Arg::Keyword(if found.is_some() { "yes" } else { "no" }))
                .arg("piece", Arg::Role(found.unwrap_or(*want)))
                .arg("want", Arg::Role(*want)),
            Failure::Disagrees { got, want } => {
                Message::new("step-disagrees").arg("got", boxed(got)).arg("want", boxed(want))
            }
            Failure::TextDiffers { what, got, want } => Message::new("step-text-differs")
                .arg(
                    "what",
                    Arg::Keyword(match what {
                        Text::Explanation => "explanation",
                        Text::Ending => "ending",
                        Text::Claims => "claims",
                        Text::Ruling => "ruling",
                        Text::Answer => "answer",
                        Text::Refusal => "refusal",
                        Text::Correction => "correction",
                    }),
                )
                .arg("got", text(got))
                .arg("want", text(want)),
        }
    }
}
