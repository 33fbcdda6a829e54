//! # arbiter — the FIDE Laws of Chess as code
//!
//! A rules engine that knows not only *whether* a move is legal but *why*, citing the
//! article of the Laws it breaks.
//!
//! ```
//! use arbiter::{adjudicate, Attempt, Edition, Position, Registry, RuleId, Ruling, Square};
//!
//! let pos = Position::from_fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1")?;
//! // White tries to castle king side across f1, attacked by the rook on f2.
//! let ruling = adjudicate(&pos, Attempt::new(Square::E1, Square::G1));
//! let Ruling::Illegal(illegal) = ruling else { panic!("castling through check is illegal") };
//! let rule = illegal.primary().rule();
//! assert_eq!(rule, RuleId::CastlingAcrossAttackedSquare);
//! assert_eq!(Registry::global().article_of(rule, Edition::E2023), Some("3.8.2.2.1"));
//! # Ok::<(), arbiter::PositionError>(())
//! ```
//!
//! The vocabulary types ([`Square`], [`Color`], [`Role`], [`Piece`], [`Bitboard`],
//! [`Board`], [`Position`], [`Move`]) follow the shakmaty style: one concept per file,
//! re-exported flat from here.

#![warn(missing_docs)]

pub mod attacks;
mod bitboard;
mod board;
pub mod book;
mod castling;
pub mod cli;
mod color;
pub mod conformance;
pub mod diagram;
pub mod engines;
mod fen;
pub mod game;
pub mod i18n;
pub mod laws;
mod movegen;
mod mv;
pub mod notation;
pub mod pgn;
pub mod picture;
mod piece;
mod position;
mod role;
mod rule;
pub mod rulebook;
mod ruling;
pub mod serve;
pub mod session;
mod square;
#[cfg(test)]
mod test_rng;
mod violation;

/// Files embedded at build time: the rulebook, the locales, the feature files.
pub mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

pub use bitboard::Bitboard;
pub use board::Board;
pub use castling::{CastlingRights, CastlingSide};
pub use color::Color;
pub use diagram::{Diagram, DiagramError, DiagramErrorKind};
pub use fen::{FenError, FenErrorKind, FenField, Setup};
pub use game::{Claim, Ending, Game, RepetitionKey};
pub use laws::adjudicate;
pub use laws::dead_position::{
    CannotMateReason, DeadPosition, Helpmate, HelpmateSearch, Mateability, can_checkmate, can_checkmate_with,
    find_helpmate, is_dead_position, is_dead_position_with,
};
pub use laws::illegal_position::{EnPassantSquareKind, IllegalPositionReason, ImpossibleCheckKind, TooManyPiecesKind};
pub use mv::{Move, MoveKind, MoveList};
pub use notation::{San, SanError, Uci, UciError};
pub use pgn::{PgnError, PgnErrorKind, PgnGame};
pub use piece::Piece;
pub use position::{IllegalPosition, MAX_PERFT_DEPTH, PerftDepthError, Position, PositionError, Validation};
pub use role::Role;
pub use rule::{RuleId, UnknownRuleId};
pub use rulebook::{Article, Edition, InEdition, Registry};
pub use ruling::{Attempt, Illegal, Ruling};
pub use square::{File, ParseSquareError, Rank, Square};
pub use violation::{Alternative, Candidate, FirstTouched, Placed, TouchedAmong, Violation};

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
