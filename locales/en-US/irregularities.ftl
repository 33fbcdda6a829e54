# Article 7.5: what the arbiter does after a completed illegal move (and Appendix A.3).

## 7.5.1 — the position reinstated, the replacing move

# Variables:
#   $fen (text) — the position immediately before the illegal move, as FEN.
after-illegal-reinstate = The position before the illegal move is reinstated: { $fen }

# The illegal move is a castling made with the king: another move of the king replaces it,
# castling on the other side included (Article 4.4.3; review 32c G-4, 32f G-4).
# Variables:
#   $color (color) — the player; $moves (moves) — the king's legal moves, joined as alternatives.
after-illegal-replace-castling = { $color ->
        [black] Black
       *[white] White
    } must replace the illegal castling with another move of the king: { $moves }

# Variables:
#   $color (color) — the player who made the illegal move.
#   $square (square) — where the piece the player touched stands.
#   $moves (moves) — the legal moves of that piece, joined as alternatives.
after-illegal-replace-bound = { $color ->
        [black] Black
       *[white] White
    } must replace it with a move of the piece touched, on { $square }: { $moves }

# The player touched another piece of theirs before moving (7.5.1 applies 4.3 to the replacing move).
# Variables:
#   $piece (role), $square (square) — the piece touched before, and its square.
#   $moved (role), $from (square) — the piece the illegal move was made with, and its square.
#   $color (color) — the player; $moves (moves) — the legal moves of the piece touched before.
after-illegal-replace-first-touched = The player touched the { $piece } on { $square } before the { $moved } on { $from }, so { $color ->
        [black] Black
       *[white] White
    } must replace the illegal move with a move of that { $piece }: { $moves }

# The player touched the piece moved at the same time as others, and only another of them
# can be moved (7.5.1 applies 4.3.1): none of them was touched first.
# Variables:
#   $squares (squares) — the squares of the pieces touched at the same time (two or more),
#     the piece moved among them.
#   $piece (role), $square (square) — the one of them that can be moved, and its square.
#   $color (color) — the player; $moves (moves) — its legal moves.
after-illegal-replace-touched-at-once = The player touched the pieces on { $squares } at the same time, and only the { $piece } on { $square } can be moved, so { $color ->
        [black] Black
       *[white] White
    } must replace the illegal move with a move of that { $piece }: { $moves }

# Touch-move binds, but not to one piece (the opponent's piece touched must be captured, 4.3.2, 4.3.3).
# Variables:
#   $color (color) — the player; $moves (moves) — the moves Article 4.3 allows;
#   $count (number) — how many.
after-illegal-replace-touched = { $color ->
        [black] Black
       *[white] White
    } must replace the illegal move with { $count ->
        [1] the move the touch-move rule requires
       *[other] one of the moves the touch-move rule allows
    }: { $moves }

# The player had claimed a draw on a move written on the scoresheet, the claim was found
# incorrect, and the illegal move came before that move was made: 9.5.3 says it must be made.
# Here the illegal move was made with the piece that makes it, so touch-move (4.3) requires it
# too; the citation names both articles.
# Variables:
#   $color (color) — the player; $moves (moves) — the move written.
after-illegal-replace-written = { $color ->
        [black] Black
       *[white] White
    } must replace it with the move written on the scoresheet: { $moves }

# As above, but the illegal move was made with another piece: the move written still binds
# (9.5.3), not touch-move (docs/decisions.md).
# Variables:
#   $moved (role), $from (square) — the piece the illegal move was made with, and its square.
#   $color (color) — the player; $moves (moves) — the move written.
after-illegal-replace-written-other-piece = The illegal move was made with the { $moved } on { $from }, but { $color ->
        [black] Black
       *[white] White
    } must replace it with the move written on the scoresheet, not with a move of that { $moved }: { $moves }

# Variables:
#   $color (color) — the player who made the illegal move.
#   $square (square) — where the piece the player touched stands.
#   $piece (role) — that piece.
#   $found (keyword) — `yes` when the player's piece stands there in the position reinstated,
#     `opponent` when the opponent's does (the illegal move moved it, review 32f, G-11), `no` when
#     the square is empty (a ruling built by hand for a move of no piece).
after-illegal-replace-free = { $found ->
       *[yes] The { $piece } on { $square } has no legal move
        [opponent] The opponent's { $piece } on { $square } cannot be captured
        [no] There is no piece on { $square }
    }, so { $color ->
        [black] Black
       *[white] White
    } may replace the illegal move with any legal move

## 7.5.5 — the penalty

# Variables:
#   $count (number) — which completed illegal move of the player this is.
#   $player (color) — the player who made it.
#   $opponent (color) — the opponent.
#   $minutes (number) — the extra minutes the opponent receives.
after-illegal-extra-time = It is { $player ->
        [black] Black's
       *[white] White's
    } { $count ->
        [1] first
        [2] second
       *[other] { $count }th
    } completed illegal move: { $opponent ->
        [black] Black receives
       *[white] White receives
    } { $minutes ->
        [1] one extra minute
        [2] two extra minutes
       *[other] { $minutes } extra minutes
    }

# Variables:
#   $count (number), $player (color) — as above.
#   $result (text) — the result: 1-0 or 0-1.
after-illegal-lost = It is { $player ->
        [black] Black's
       *[white] White's
    } { $count ->
        [1] first
        [2] second
        [3] third
       *[other] { $count }th
    } completed illegal move: the game is lost by { $player ->
        [black] Black
       *[white] White
    }, { $result }

# Variables:
#   $count (number), $player (color), $opponent (color) — as above.
# The sentence that proves the draw (a `cannot-mate-…` reason) follows the citation: it is
# not part of this message (review 21a, D-6).
#   $result (text) — the result: 1/2-1/2.
after-illegal-drawn = It is { $player ->
        [black] Black's
       *[white] White's
    } { $count ->
        [1] first
        [2] second
        [3] third
       *[other] { $count }th
    } completed illegal move, which loses the game, but { $opponent ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves, so the game is drawn: { $result }

# Variables:
#   $count (number), $player (color), $opponent (color) — as above.
after-illegal-lost-unless = It is { $player ->
        [black] Black's
       *[white] White's
    } { $count ->
        [1] first
        [2] second
        [3] third
       *[other] { $count }th
    } completed illegal move: the game is lost by { $player ->
        [black] Black
       *[white] White
    }, unless the arbiter finds that { $opponent ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves (then it is drawn)
