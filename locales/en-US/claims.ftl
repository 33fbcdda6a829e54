# Article 9.5: the arbiter's ruling on a draw claim (9.2, 9.3), and Appendix A.3.

## What the scoresheet shows: the claim holds (9.2.1, 9.2.2, 9.3.1, 9.3.2)

# Variables:
#   $times (number) — how many times the position has appeared.
claim-found-repetition = The same position has appeared { $times } times

# Variables:
#   $move (moves) — the move written on the scoresheet.
#   $times (number) — how many times the position appears after it.
claim-found-repetition-written = After { $move }, the move written on the scoresheet, the same position will appear for the { $times ->
        [3] third
        [4] fourth
       *[other] { $times }th
    } time

claim-found-fifty = The last fifty moves by each player were made without a pawn move or a capture

# Variables:
#   $move (moves) — the move written on the scoresheet.
claim-found-fifty-written = After { $move }, the move written on the scoresheet, the last fifty moves by each player will have been made without a pawn move or a capture

## What the scoresheet shows: the claim fails

# Variables:
#   $times (number) — how many times the position has appeared (1 or 2).
claim-short-repetition = The position has appeared only { $times ->
        [1] once
        [2] twice
       *[other] { $times } times
    }, not three times

# Variables:
#   $move (moves) — the move written on the scoresheet.
#   $times (number) — how many times the position would have appeared after it (1 or 2).
claim-short-repetition-written = After { $move }, the move written on the scoresheet, the position would have appeared only { $times ->
        [1] once
        [2] twice
       *[other] { $times } times
    }, not three times

# Variables:
#   $halfmoves (number) — the half-moves made since the last pawn move or capture.
claim-short-fifty = { $halfmoves ->
        [0] No half-move has been made without a pawn move or a capture yet; fifty moves by each player take 100
       *[other] Only { $halfmoves ->
            [one] { $halfmoves } half-move has
           *[other] { $halfmoves } half-moves have
        } been made without a pawn move or a capture; fifty moves by each player take 100
    }

# Variables:
#   $move (moves) — the move written on the scoresheet.
#   $halfmoves (number) — the half-moves there would be since the last pawn move or capture.
claim-short-fifty-written = After { $move }, the move written on the scoresheet, only { $halfmoves ->
        [one] { $halfmoves } half-move would
       *[other] { $halfmoves } half-moves would
    } have been made without a pawn move or a capture; fifty moves by each player take 100

# Variables:
#   $move (moves) — the move written on the scoresheet.
#   $kind (keyword) — `pawn` (a pawn move) or `capture`.
claim-short-fifty-resets = { $move }, the move written on the scoresheet, is { $kind ->
        [pawn] a pawn move
       *[capture] a capture
    }: it starts the count of fifty moves again

## The arbiter's decision (9.5.2, 9.5.3, A.3)

# Variables:
#   $claimant (color) — the player who claimed.
#   $result (text) — the result: 1/2-1/2.
claim-correct = { $claimant ->
        [black] Black's
       *[white] White's
    } claim is correct: the game is drawn, { $result }

# Variables:
#   $claimant (color) — the player who claimed.
#   $opponent (color) — the opponent, who receives the time.
#   $minutes (number) — the minutes added.
claim-incorrect = { $claimant ->
        [black] Black's
       *[white] White's
    } claim is incorrect: { $opponent ->
        [black] Black receives
       *[white] White receives
    } { $minutes ->
        [1] one extra minute
        [2] two extra minutes
        [3] three extra minutes
       *[other] { $minutes } extra minutes
    }, and the game goes on

# Variables:
#   $claimant (color) — the player who claimed.
#   $move (moves) — the move written on the scoresheet.
claim-must-play = { $claimant ->
        [black] Black
       *[white] White
    } must now make the move written on the scoresheet: { $move }
