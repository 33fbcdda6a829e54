//! Events the session cannot rule on: the state is left as it was.

use crate::{Illegal, Square};

/// Why an event cannot be ruled on. The session's state is untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// A completed illegal move must say which piece moved (7.5.1 binds it): there is no
    /// piece on this square (or, for a move made with two hands, none of the player's).
    NoOwnPieceMoved {
        /// The square of departure given.
        square: Square,
    },
    /// `unpromoted` names no pawn of the player going to the last rank.
    NotAPawnToTheLastRank {
        /// The square of departure given.
        from: Square,
        /// The square of arrival given.
        to: Square,
    },
    /// The move written for a draw claim is not a legal move (Article 9.5 cannot rule on it).
    WrittenMoveIllegal(Illegal),
}
