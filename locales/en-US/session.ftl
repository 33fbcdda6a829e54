# The arbiter's session (`arbiter session`): a game followed event by event. Rulings that
# other commands say (7.5, 9.5, endings, claims) come from their own messages.

## A move played, a move refused

# Variables:
#   $move (text) — the move, numbered as on a scoresheet, in the reader's letters.
session-played = { $move } is played

## After a move: the end of the game on the board, and the draws the player to move may claim
## now (the same facts as `replay`'s lines, said of the moment rather than of a ply)

# Variables:
#   $winner (color) — who gave checkmate.
session-ending-checkmate = Checkmate: { $winner ->
        [white] White wins
       *[black] Black wins
    }

session-ending-stalemate = Stalemate: the game is drawn

session-ending-dead-position = A dead position — neither player can checkmate by any series of legal moves: the game is drawn

# Variables:
#   $times (number) — how many times the position has appeared.
session-ending-fivefold = The same position has appeared { $times } times: the game is drawn

session-ending-seventy-five = The last seventy-five moves by each player were made without a pawn move or a capture: the game is drawn

# Variables:
#   $player (color) — the player to move, who may claim.
#   $times (number) — how many times the position has appeared.
session-claim-threefold = { $player ->
        [white] White
       *[black] Black
    } may now claim a draw: the same position has appeared for the { $times ->
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
        [8] eighth
        [9] ninth
        [10] tenth
       *[other] { $times }th
    } time

# Variables:
#   $player (color) — the player to move, who may claim.
#   $times (number) — how many times the position will have appeared.
#   $move (text) — the move to write and declare.
session-claim-threefold-about-to = { $player ->
        [white] White
       *[black] Black
    } may now claim a draw by writing { $move } on the scoresheet and declaring it to the arbiter: that move makes the same position appear for the { $times ->
        [3] third
        [4] fourth
       *[other] { $times }th
    } time

# Variables:
#   $player (color) — the player to move, who may claim.
session-claim-fifty = { $player ->
        [white] White
       *[black] Black
    } may now claim a draw: the last fifty moves by each player were made without a pawn move or a capture

# Variables:
#   $player (color) — the player to move, who may claim.
#   $move (text) — one such move, as an example.
session-claim-fifty-about-to = { $player ->
        [white] White
       *[black] Black
    } may now claim a draw by writing on the scoresheet a move that is neither a pawn move nor a capture (for example { $move }) and declaring it to the arbiter: after that move the last fifty moves by each player will have been made without a pawn move or a capture

# Variables:
#   $color (color) — the player to move.
session-touch-refused = The move is not made: breaking touch-move is not a completed illegal move, and { $color ->
        [black] Black
       *[white] White
    } must still move as touch-move requires

# Variables:
#   $color (color) — the player who claimed the draw with a move written on the scoresheet.
session-written-refused = This move does not count: in claiming the draw, { $color ->
        [black] Black
       *[white] White
    } wrote another move on the scoresheet
session-written-claim-refused = A new claim is not heard until the move written on the scoresheet is made

## 7.5.2–7.5.4 — irregularities penalised as illegal moves

# Variables:
#   $color (color) — the player.
#   $square (square) — the square on the last rank the pawn was left on.
session-unpromoted-queen = { $color ->
        [black] Black
       *[white] White
    } left the pawn on { $square } without exchanging it for a new piece: it counts as a completed illegal move, and the pawn is replaced by a { $color ->
        [black] black
       *[white] white
    } queen

# Variables:
#   $color (color) — the player.
#   $square (square) — the square on the last rank the pawn was left on.
session-unpromoted = { $color ->
        [black] Black
       *[white] White
    } left the pawn on { $square } without exchanging it for a new piece: it counts as a completed illegal move

# Variables:
#   $color (color) — the player to move.
session-clock = { $color ->
        [black] Black
       *[white] White
    } pressed the clock without making a move: it is penalised as an illegal move, and { $color ->
        [black] Black
       *[white] White
    } still has the move

# Variables:
#   $color (color) — the player.
#   $move (moves) — the move.
session-two-hands = { $color ->
        [black] Black
       *[white] White
    } made the move { $move } with two hands: it is penalised as an illegal move

# Variables:
#   $edition (text) — the edition's year.
#   $color (color) — the player who pressed the clock, still to move.
session-clock-not-illegal = Under the { $edition } edition of the Laws pressing the clock without making a move is not an illegal move: there is no penalty as for an illegal move, and { $color ->
        [black] Black
       *[white] White
    } is still to move

# Variables:
#   $edition (text) — the edition's year.
session-two-hands-stands = Under the { $edition } edition of the Laws a move made with two hands is not an illegal move: the move stands

## 6.9 — a flag fall; 5.1.2 — a resignation

# Variables:
#   $player (color) — whose flag fell.
#   $opponent (color) — the opponent.
#   $result (text) — the result: 1-0 or 0-1.
session-flag-lost = { $player ->
        [black] Black's
       *[white] White's
    } flag has fallen: the game is lost by { $player ->
        [black] Black
       *[white] White
    }, { $result }

# Variables:
#   $player (color), $opponent (color) — as above.
# The sentence that proves the draw (a `cannot-mate-…` reason) follows the citation: it is
# not part of this message (review 21a, D-6).
#   $result (text) — the result: 1/2-1/2.
session-flag-drawn = { $player ->
        [black] Black's
       *[white] White's
    } flag has fallen, but { $opponent ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves, so the game is drawn: { $result }

# Variables:
#   $player (color), $opponent (color) — as above.
session-flag-lost-unless = { $player ->
        [black] Black's
       *[white] White's
    } flag has fallen: the game is lost by { $player ->
        [black] Black
       *[white] White
    }, unless the arbiter finds that { $opponent ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves (the analysis did not decide it)

# Variables:
#   $player (color) — who resigns.
#   $opponent (color) — the opponent.
#   $result (text) — the result: 1-0 or 0-1.
session-resign-lost = { $player ->
        [black] Black resigns
       *[white] White resigns
    }: { $opponent ->
        [black] Black wins
       *[white] White wins
    }, { $result }

# Variables:
#   $player (color), $opponent (color) — as above.
# The sentence that proves the draw (a `cannot-mate-…` reason) follows the citation: it is
# not part of this message (review 21a, D-6).
#   $result (text) — the result: 1/2-1/2.
session-resign-drawn = { $player ->
        [black] Black resigns
       *[white] White resigns
    }, but { $opponent ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves, so the game is drawn: { $result }

# Variables:
#   $player (color), $opponent (color) — as above.
session-resign-lost-unless = { $player ->
        [black] Black resigns
       *[white] White resigns
    }: the game is lost by { $player ->
        [black] Black
       *[white] White
    }, unless the arbiter finds that { $opponent ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves (the analysis did not decide it)

## After the end, and how the game stands

# What ended the game, and whose act it was: part of `session-game-over` and
# `session-status-over…` (review G-7, G-8: "after 2. Nf3" alone reads as if 2. Nf3 were the
# offence).
# Variables:
#   $ending (keyword) — on the board: `checkmate`, `stalemate`, `dead-position`,
#     `fivefold-repetition`, `seventy-five-moves`; by an act of $side: `illegal-move`, `flag`,
#     `resignation`, `claim` (a correct draw claim).
#   $side (color) — who made the illegal move, whose flag fell, who resigned or claimed; for
#     checkmate, the player mated.
#   $times (number) — for `fivefold-repetition`: how many times the position appeared.
#   $count (number) — for `illegal-move`: which completed illegal move of the player it was.
session-over-act = { $ending ->
        [checkmate] { $side ->
            [black] Black
           *[white] White
        } is checkmated
        [stalemate] it is stalemate
        [dead-position] it is a dead position
        [fivefold-repetition] the same position has appeared { $times } times
        [seventy-five-moves] the last seventy-five moves by each player were made without a pawn move or a capture
        [illegal-move] { $side ->
            [black] Black
           *[white] White
        } made { $count ->
            [1] a first
            [2] a second
            [3] a third
           *[other] a { $count }th
        } completed illegal move
        [flag] { $side ->
            [black] Black's
           *[white] White's
        } flag fell
        [resignation] { $side ->
            [black] Black
           *[white] White
        } resigned
       *[claim] { $side ->
            [black] Black
           *[white] White
        } claimed a draw correctly
    }

# Variables:
#   $result (text) — the result: 1-0, 0-1 or 1/2-1/2.
#   $ply (number) — the half-moves played when the game ended.
#   $how (keyword) — `by-move` (the move $move ended it on the board, by $act), `after-move` (it ended
#     after $move by $act: an illegal move, a flag, a resignation, a draw claim), `start` (it
#     had ended on the board in the session's start position), `before-first-move` (it ended
#     by $act before the session's first move: a flag, a resignation, a claim),
#     `before-first-legal-move` (by an illegal move, $act, before any legal move of the
#     session), `ply` (the move is not known).
#   $move (text) — the move of that ply, numbered, in the reader's letters.
#   $act (message) — what ended it (`session-over-act`).
#   $citation (text) — the article that ended the game (`cite-article`).
session-game-over = { $how ->
        [start] The game ended before the first move of this session, in the start position: { $act }
        [before-first-move] The game ended before the first move of this session, when { $act }
        [before-first-legal-move] The game ended before any legal move of this session, when { $act }
        [by-move] The game ended with { $move }: { $act }
        [after-move] The game ended after { $move }, when { $act }
       *[ply] The game ended at ply { $ply }: { $act }
    } ({ $result }; { $citation }), and nothing more happens in it

# Variables:
#   $ply, $how, $move, $act, $citation — as above.
session-game-over-undecided = { $how ->
        [start] The game ended before the first move of this session, in the start position: { $act }
        [before-first-move] The game ended before the first move of this session, when { $act }
        [before-first-legal-move] The game ended before any legal move of this session, when { $act }
        [by-move] The game ended with { $move }: { $act }
        [after-move] The game ended after { $move }, when { $act }
       *[ply] The game ended at ply { $ply }: { $act }
    } ({ $citation }); its result is for the arbiter to decide, and nothing more happens in it

# Variables:
#   $result (text) — the result.
#   $ply, $how, $move, $act, $citation — as in `session-game-over`.
session-status-over = { $how ->
        [start] The game ended before the first move of this session, in the start position: { $act }
        [before-first-move] The game ended before the first move of this session, when { $act }
        [before-first-legal-move] The game ended before any legal move of this session, when { $act }
        [by-move] The game ended with { $move }: { $act }
        [after-move] The game ended after { $move }, when { $act }
       *[ply] The game ended at ply { $ply }: { $act }
    } ({ $result }; { $citation })

# Variables:
#   $ply, $how, $move, $act, $citation — as in `session-game-over`.
session-status-over-undecided = { $how ->
        [start] The game ended before the first move of this session, in the start position: { $act }
        [before-first-move] The game ended before the first move of this session, when { $act }
        [before-first-legal-move] The game ended before any legal move of this session, when { $act }
        [by-move] The game ended with { $move }: { $act }
        [after-move] The game ended after { $move }, when { $act }
       *[ply] The game ended at ply { $ply }: { $act }
    } ({ $citation }); its result is for the arbiter to decide

# Variables:
#   $ply (number) — the half-moves played.
#   $color (color) — the player to move.
session-status-turn = Ply { $ply }: { $color ->
        [black] Black
       *[white] White
    } to move

# Variables:
#   $white (number), $black (number) — each player's completed illegal moves.
session-status-illegal = Completed illegal moves: White { $white }, Black { $black }

# Variables:
#   $white (number), $black (number) — the minutes added to each player's clock.
session-status-minutes = Minutes added to the clock: White { $white }, Black { $black }

# Variables:
#   $color (color) — the player to move.
#   $squares (squares) — where the pieces touched stand.
#   $single (keyword) — `yes` when one piece of the player's own was touched, `opponent`
#     when one of the opponent's, else `no`.
session-status-bound = { $single ->
        [yes] { $color ->
            [black] Black
           *[white] White
        } must move the piece touched, on { $squares }
        [opponent] { $color ->
            [black] Black
           *[white] White
        } must capture the opponent's piece touched, on { $squares }
       *[no] { $color ->
            [black] Black's
           *[white] White's
        } move is bound by touch-move: the pieces on { $squares } were touched
    }

# The obligation a ruling of Article 4.4 created (review G-10): what the player must do now,
# citing the article of that ruling.
# Variables:
#   $color (color) — the player to move.
#   $piece (role) — the piece that touched the promotion square.
#   $square (square) — the promotion square.
session-status-bound-promotion = { $color ->
        [black] Black
       *[white] White
    } must promote the pawn to a { $piece }: the { $piece } has already touched the promotion square { $square }

# Variables:
#   $color (color) — the player to move.
#   $rook (square) — the square of the rook touched.
#   $move (moves) — the castling move.
session-status-bound-castle = { $color ->
        [black] Black
       *[white] White
    } must castle on the side of the rook on { $rook }: { $move }

# Variables:
#   $color (color) — the player to move.
#   $rook (square) — the square of the rook touched first.
#   $piece (role), $square (square) — the piece that must move (the rook, or, when it has no
#     legal move, the next piece touched that has one) and its square.
#   $same (keyword) — `yes` when it is the rook itself, else `no`.
session-status-bound-no-castling = { $color ->
        [black] Black
       *[white] White
    } must move the { $piece } from { $square }; castling { $same ->
        [yes] on that side
       *[no] on the side of the rook on { $rook }
    } is not allowed on this move

# Variables:
#   $color (color) — the player to move.
#   $king (square) — the king's square.
#   $rook (square) — the square of the rook touched.
session-status-bound-king = { $color ->
        [black] Black
       *[white] White
    } must make another move with the king from { $king }: castling on the side of the rook on { $rook } is an illegal move

# Variables:
#   $count (number) — the draw claims made.
#   $incorrect (number) — how many of them were incorrect.
session-status-claims = { $count ->
        [0] No draw has been claimed
        [one] One draw claim has been made ({ $incorrect ->
            [0] correct
           *[other] incorrect
        })
       *[other] { $count } draw claims have been made, { $incorrect } of them incorrect
    }

## The command line

# Variables:
#   $edition (text) — the edition's year.
#   $time-control (keyword) — `standard`, `rapid` or `blitz`.
session-welcome = The arbiter's session: the { $edition } Laws, { $time-control ->
        [rapid] rapid chess
        [blitz] blitz
       *[standard] standard play
    }. One event a line: move, claim, flag, resign, clock, unpromoted, two-hands, status, fen, quit (docs/session.md)

# Variables:
#   $word (text) — the first word of the line.
session-error-unknown-event = “{ $word }” is not an event: write move, claim, flag, resign, clock, unpromoted, two-hands, status, fen or quit

# Variables:
#   $event (text) — the event's word.
#   $usage (message) — how the event is written.
session-error-usage = “{ $event }” is written “{ $usage }”

# Variables:
#   $event (keyword) — move, claim, flag, resign, clock, unpromoted, two-hands or status.
session-usage = { $event ->
        [move] move MOVE [touch SQ,…] [adjust SQ,…]
        [claim] claim 9.2|9.3 [MOVE]
        [flag] flag white|black
        [resign] resign white|black
        [clock] clock
        [unpromoted] unpromoted FROM-TO
        [two-hands] two-hands MOVE
       *[status] status
    }

# Variables:
#   $word (text) — what was written where a side was expected.
session-error-color = “{ $word }” is not a side: write white or black

# Variables:
#   $word (text) — what was written where the claim's article was expected.
session-error-claim = “{ $word }” is not a claim: write 9.2 (the same position three times) or 9.3 (fifty moves)

# Variables:
#   $square (square) — the square of departure given.
#   $color (color) — the player to move.
session-error-no-own-piece = There is no { $color ->
        [black] black
       *[white] white
    } piece on { $square }: the arbiter cannot tell which piece was moved

# Variables:
#   $from (square), $to (square) — the squares given.
session-error-not-pawn-to-last-rank = “{ $from }-{ $to }” is not a move of a pawn of the player to move to the last rank

# Variables:
#   $reason (message) — why the move written is not a legal move.
session-error-written-illegal = The arbiter cannot rule on the claim, because the move written is not a legal move: { $reason }

# Variables:
#   $reason (message) — what is wrong with it.
session-error-json = The line is not a JSON event: { $reason }

session-json-not-object = it is not a JSON object

# Variables:
#   $key (text) — the key the events do not take; $keys (text) — the keys they take (each as `quoted-name` writes it, joined with commas).
session-error-json-key = The event cannot have the key “{ $key }”; the keys are { $keys }

# Variables:
#   $event (text) — the event; $key (text) — a key it does not take (review 32a, G-28).
#   $count (number), $keys (text) — how many keys it takes, and which (each as `quoted-name` writes it, joined with commas).
session-error-json-key-event = The event “{ $event }” does not take the key “{ $key }”; { $count ->
        [1] its only key is { $keys }
       *[other] its keys are { $keys }
    }

# Variables:
#   $written (text) — the move as typed; $reason (message) — why, read as typed, it is illegal.
#   $citation (text) — the article of that reason (`cite-article`).
session-error-lookalike = “{ $written }” is not accepted, and the arbiter does not rule on it. As typed, it is an illegal move, because { $reason } ({ $citation })

# Variables:
#   $written (text) — the move as typed; $moves (moves) — the legal moves it can be read as.
#   $letters (number) — how many of its look-alike characters the readings read the other way.
session-error-lookalike-both = “{ $written }” can be read two ways — { $moves }: it has { $letters ->
        [one] a letter that looks
       *[other] letters that look
    } alike in Latin and Cyrillic script. The arbiter does not rule on it; type the move again: the piece with a Russian letter (Кр, Ф, Л, С, К), the file with a Latin one (a–h)

session-error-piece-unknown = The move must show which of the player's own pieces moved and from where (UCI such as e1e3, or long algebraic notation such as Ke1-e3): after an illegal move the arbiter reinstates the position, and the same piece must make the replacing move
