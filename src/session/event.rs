//! What happens at the board, as the arbiter's session is told it: one [`Event`] a step.

use crate::laws::draw_claim::ClaimBasis;
use crate::laws::touch_move::Touch;
use crate::{Attempt, Bitboard, Color, Move, Square};

/// One thing that happens in a game the arbiter follows.
///
/// There is no event to withdraw a draw claim: under Article 9.5.1 a claim cannot be
/// withdrawn, so once made it is ruled on at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The player to move made a move and pressed the clock (Article 6.2.1, 7.5.1): the
    /// pieces touched first, in order (Article 4.3), and those adjusted after saying so
    /// (Article 4.2.1).
    Move {
        /// The move as the arbiter saw it: from one square to another.
        attempt: Attempt,
        /// The pieces touched before the move, in order.
        touches: Vec<Touch>,
        /// The squares of the pieces adjusted after announcing it.
        adjusted: Bitboard,
    },
    /// The player to move made a move already known to be one of the position's legal
    /// moves, and pressed the clock: a move read from a scoresheet or a PGN file and
    /// resolved among the legal moves (`arbiter replay`), nothing known of the pieces
    /// touched. It is not ruled on again under Article 3; what binds the next move (4.3,
    /// 9.5.3) still applies. A move that is not among the legal moves is ruled on as
    /// [`Event::Move`] would rule on it.
    Resolved(Move),
    /// The player to move claims a draw (Article 9.2 or 9.3), with the move written on the
    /// scoresheet and declared (9.2.1, 9.3.1), or on the position on the board (9.2.2,
    /// 9.3.2).
    Claim {
        /// What the claim rests on.
        basis: ClaimBasis,
        /// The move written, if any.
        written: Option<Attempt>,
    },
    /// The player's flag fell (Article 6.9).
    Flag(Color),
    /// The player resigned (Article 5.1.2).
    Resign(Color),
    /// The player to move pressed the clock without making a move (Article 7.5.3).
    ClockWithoutMove,
    /// The player to move took a pawn to the last rank, pressed the clock and left it there
    /// without exchanging it for a new piece (Article 7.5.2).
    Unpromoted {
        /// The pawn's square.
        from: Square,
        /// The square on the last rank.
        to: Square,
    },
    /// The player to move made this move with two hands and pressed the clock (Article
    /// 7.5.4).
    TwoHands {
        /// The move.
        attempt: Attempt,
    },
    /// How the game stands: changes nothing.
    Status,
}
