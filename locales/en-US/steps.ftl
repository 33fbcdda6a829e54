## Why a step of arbiter's own run of the executable rulebook did not pass
## (src/conformance/failure.rs). A failure of an engine under test is said in engines.ftl.

# Variables:
#   $what (keyword) — what the scenario should have given before the step: position, move,
#     game, fen, result, illegal-move, claim, session, session-event, docstring.
step-missing = { $what ->
        [move] no move was played before this step
        [game] no game was started before this step
        [fen] no FEN was loaded before this step
        [result] no result was recorded before this step
        [illegal-move] no illegal move was completed before this step
        [claim] no draw was claimed before this step
        [session] no arbiter's session was started before this step
        [session-event] the session was given no event before this step
        [docstring] this step needs a block of text (""") under it
       *[position] no position was given before this step
    }

# Variables:
#   $text (text) — what the step gives instead of a square.
step-not-a-square = “{ $text }” is not a square
# Variables:
#   $text (text) — what the step gives instead of a piece.
step-not-a-piece = “{ $text }” is not the name of a piece
# Variables:
#   $text (text) — what the step gives instead of a promotion piece.
step-not-a-promotion-piece = a pawn does not promote to “{ $text }”
# Variables:
#   $text (text) — what the step gives instead of a number.
step-not-a-count = “{ $text }” is not a number

# Variables:
#   $why (text) — why the FEN cannot be set up.
step-bad-fen = the scenario's FEN cannot be set up: { $why }
# Variables:
#   $why (text) — why the text is not a diagram.
step-bad-diagram = the text is neither a FEN nor a diagram: { $why }
# Variables:
#   $why (text) — why the diagram is not a position.
step-diagram-not-a-position = the diagram cannot be set up as a position: { $why }
# Variables:
#   $color (color) — the side to move the step asks for; $why (text) — why it cannot be.
step-side-to-move = the position cannot be set up with { $color ->
        [black] Black
       *[white] White
    } to move: { $why }
# Variables:
#   $text (text) — the touches as written; $why (text) — why they cannot be read.
step-bad-touch = the touches “{ $text }” cannot be read: { $why }

# Variables:
#   $act (keyword) — what the scenario has the side do: play, adjust, claim, mate, count.
#   $side (color) — the side the scenario names; $turn (color) — the side to move.
step-wrong-side = { $act ->
        [adjust] the scenario has { $side ->
            [black] Black
           *[white] White
        } adjust a piece
        [claim] the scenario has { $side ->
            [black] Black
           *[white] White
        } claim a draw
        [mate] the scenario has the { $side ->
            [black] black
           *[white] white
        } king checkmated
        [count] the scenario counts { $side ->
            [black] Black's
           *[white] White's
        } legal moves
       *[play] the scenario has { $side ->
            [black] Black
           *[white] White
        } move
    }, but { $turn ->
        [black] Black
       *[white] White
    } has the move

# Variables:
#   $text (text) — the move as written; $fen (text) — the position;
#   $explanation (text) — why it is illegal there.
step-cannot-be-played = “{ $text }” cannot be played in { $fen }:
    { $explanation }
# Variables:
#   $text (text) — the move as written.
step-not-two-squares = “{ $text }”: the move must name its two squares (e1-e3)
# Variables:
#   $text (text) — the move as written.
step-already-legal = “{ $text }” is a legal move, not an illegal one
# Variables:
#   $article (text) — the article the step names.
step-not-a-claim-article = Article { $article } is not about a draw claim
# Variables:
#   $article (text) — the article the step names.
step-not-a-declared-move-article = Article { $article } is not about a move the player writes on the scoresheet, declaring the intention to make it
# Variables:
#   $text (text) — the move as written.
step-not-legal-here = “{ $text }” is not a legal move here
# Variables:
#   $why (text) — why the arbiter cannot rule.
step-no-ruling = the arbiter cannot rule on it: { $why }
# Variables:
#   $square (square) — the square.
step-no-piece = there is no piece on { $square }
# Variables:
#   $square (square) — the square; $found (keyword) — yes when a piece stands there;
#   $piece (role) — the piece there; $want (role) — the piece the step names.
step-scenario-square = in the scenario's position { $found ->
        [yes] the { $piece } stands on { $square }, not the { $want }
       *[no] { $square } is empty: there is no { $want } on it
    }

## What arbiter answered and what the scenario requires.

# Variables:
#   $got (text) — arbiter's answer; $want (text) — the scenario's.
step-disagrees = arbiter: { $got }; the scenario: { $want }
# Variables:
#   $what (keyword) — explanation, ending, claims, ruling, answer, refusal or correction.
#   $got (text) — arbiter's text; $want (text) — the scenario's.
step-text-differs = arbiter's { $what ->
        [ending] ending
        [claims] claims
        [ruling] ruling
        [answer] answer
        [refusal] refusal
        [correction] correction
       *[explanation] explanation
    }:
    { $got }
    the scenario's:
    { $want }

# Variables:
#   $value (text) — a value as written (a move, a list).
step-value = { $value }
# Variables:
#   $move (text) — the move as written; $uci (text) — the move it names.
step-value-legal = the move { $move } is legal ({ $uci })
# Variables:
#   $move (text) — the move as written.
step-value-illegal = the move { $move } is illegal
# Variables:
#   $move (text) — the move as written.
step-value-is-legal = the move { $move } is legal
# Variables:
#   $move (text) — the move as written; $explanation (text) — why it is illegal.
step-value-illegal-why = the move { $move } is illegal:
    { $explanation }
# Variables:
#   $rule (text) — the rule's id; $article (text) — its article;
#   $kind (keyword) — `appendix` for a point of an appendix, else `article`.
step-value-primary = the first reason is the rule { $rule }, { $kind ->
        [appendix] Appendix
       *[article] Article
    } { $article }
# Variables:
#   $rules (text) — rule ids, in order.
step-value-rules = the rules broken: { $rules }
# Variables:
#   $fen (text) — a position.
step-value-position = the position { $fen }
# Variables:
#   $square (square) — the piece's square; $squares (list of squares) — where it can move;
#   $count (number) — how many of them.
step-value-reaches = { $count ->
        [0] the piece on { $square } cannot move
       *[other] the piece on { $square } can move to { $squares }
    }
# Variables:
#   $squares (list of squares), $count (number) — the squares the diagram marks.
step-value-marked = { $count ->
        [0] the diagram marks no square
       *[other] the diagram marks { $squares }
    }
# Variables:
#   $color (color) — whose moves; $count (number) — a number of legal moves.
step-value-legal-count = { $color ->
        [black] Black has
       *[white] White has
    } { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }
# Variables:
#   $color (color) — whose king; $check (keyword) — yes or no.
step-value-check = the { $color ->
        [black] black
       *[white] white
    } king is { $check ->
        [yes] in check
       *[no] not in check
    }
# Variables:
#   $square (square); $color (color) — the attacking side; $attacked (keyword) — yes or no.
step-value-attacked = { $square } is { $attacked ->
        [yes] attacked
       *[no] not attacked
    } by { $color ->
        [black] Black
       *[white] White
    }
# Variables:
#   $square (square); $light (keyword) — yes or no.
step-value-shade = { $square } is { $light ->
        [yes] light
       *[no] dark
    }
# Variables:
#   $initial (keyword) — yes or no.
step-value-initial = { $initial ->
        [yes] the initial position
       *[no] not the initial position
    }
# Variables:
#   $color (color) — the side to move.
step-value-turn = { $color ->
        [black] Black
       *[white] White
    } has the move
# Variables:
#   $state (keyword) — mate, no-check or escapes; $count (number) — legal moves.
step-value-mate = { $state ->
        [mate] checkmate
        [escapes] check, but { $count ->
            [one] { $count } legal move
           *[other] { $count } legal moves
        }
       *[no-check] no check ({ $count ->
            [one] { $count } legal move
           *[other] { $count } legal moves
        })
    }
# Variables:
#   $color (color) — the player; $plies (number) — the half-moves of the helpmate found.
step-value-can-mate = { $color ->
        [black] Black
       *[white] White
    } can checkmate with the opponent's help (a helpmate of { $plies ->
        [one] { $plies } half-move
       *[other] { $plies } half-moves
    } was found)
# Variables:
#   $color (color) — the player; $why (text) — the proof.
step-value-cannot-mate = { $color ->
        [black] Black
       *[white] White
    } cannot checkmate: { $why }
# Variables:
#   $color (keyword) — white, black, or either.
step-value-mate-undetermined = arbiter could not establish whether { $color ->
        [black] Black
        [white] White
       *[either] either player
    } can checkmate
step-value-dead = neither player can checkmate
# Variables:
#   $color (color) — whose king; $squares (list of squares), $count (number) — the checking pieces' squares.
step-value-checkers = { $count ->
        [0] the { $color ->
            [black] black
           *[white] white
        } king is not in check
       *[other] the { $color ->
            [black] black
           *[white] white
        } king is in check from { $squares }
    }
# Variables:
#   $from (square), $target (square); $attacks (keyword) — yes or no.
step-value-attacks = the piece on { $from } { $attacks ->
        [yes] attacks
       *[no] does not attack
    } { $target }
# Variables:
#   $accepted (keyword) — yes or no.
step-value-accepted = the position is { $accepted ->
        [yes] accepted
       *[no] refused as illegal
    }
# Variables:
#   $why (text) — what is wrong with the FEN.
step-value-malformed = the FEN is malformed: { $why }
# Variables:
#   $rules (text) — rule ids, in order.
step-value-reasons = the reasons: { $rules }
# Variables:
#   $ending (keyword) — none, checkmate, stalemate, dead-position, fivefold-repetition, seventy-five-moves.
step-value-ending = { $ending ->
        [checkmate] the game ended: checkmate
        [stalemate] the game ended: stalemate
        [dead-position] the game ended: a dead position
        [fivefold-repetition] the game ended: the position appeared five times
        [seventy-five-moves] the game ended under the seventy-five-move rule
       *[none] the game goes on
    }
# Variables:
#   $count (number), $articles (text) — the articles under which a draw may be claimed.
step-value-claims = { $count ->
        [0] no draw can be claimed
        [one] a draw can be claimed under Article { $articles }
       *[other] a draw can be claimed under Articles { $articles }
    }
# Variables:
#   $move (text), $article (text); $completes (keyword) — yes or no.
step-value-declared = writing { $move } on the scoresheet { $completes ->
        [yes] gives
       *[no] does not give
    } a claim under Article { $article }
# Variables:
#   $times (number).
step-value-appeared = the position has appeared { $times ->
        [one] once
       *[other] { $times } times
    }
# Variables:
#   $a (number), $b (number) — plies; $same (keyword) — yes or no.
step-value-same = the positions after plies { $a } and { $b } are { $same ->
        [yes] the same
       *[no] different
    }
# Variables:
#   $text (text) — the notation; $found (keyword) — yes when it names a piece;
#   $piece (role), $square (square) — the piece it names.
step-value-names = { $found ->
        [yes] “{ $text }” names the { $piece } on { $square }
       *[no] “{ $text }” names no piece that can make the move
    }
# Variables:
#   $text (text) — the notation.
step-value-read-as-move = “{ $text }” is read as a move
# Variables:
#   $text (text) — the notation.
step-value-refused = “{ $text }” is refused
# Variables:
#   $result (text) — a result (1-0…); $article (text) — the article it rests on.
step-value-result = the result { $result }, Article { $article }
step-value-result-stands = the recorded result stands
# Variables:
#   $any (keyword) — yes when any legal move may replace it; $moves (text) — else the moves.
step-value-replacing = { $any ->
        [yes] any legal move may replace the illegal one
       *[no] the illegal move must be replaced by one of { $moves }
    }
# Variables:
#   $color (color); $minutes (number).
step-value-minutes = { $color ->
        [black] Black
       *[white] White
    } has { $minutes ->
        [one] { $minutes } extra minute
       *[other] { $minutes } extra minutes
    }
# Variables:
#   $color (color); $count (number).
step-value-illegal-count = { $color ->
        [black] Black has
       *[white] White has
    } { $count ->
        [one] { $count } completed illegal move
       *[other] { $count } completed illegal moves
    }
# Variables:
#   $found (keyword) — yes when a move must be made; $color (color); $move (text).
step-value-must-play = { $found ->
        [yes] { $color ->
            [black] Black
           *[white] White
        } must play { $move }
       *[no] no move must be made
    }
# Variables:
#   $correct (keyword) — yes or no.
step-value-claim = the claim is { $correct ->
        [yes] correct
       *[no] incorrect
    }
# Variables:
#   $article (text); $kind (keyword) — `appendix` for a point of an appendix, else `article`.
step-value-article = { $kind ->
        [appendix] Appendix
       *[article] Article
    } { $article }

# Variables:
#   $why (text) — why the position is refused.
step-value-refused-because = the position is refused: { $why }
# Variables:
#   $color (color) — the player.
step-value-can-mate-any = { $color ->
        [black] Black
       *[white] White
    } can checkmate with the opponent's help
# Variables:
#   $color (color) — the player.
step-value-cannot-mate-any = { $color ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves

# Variables:
#   $plies (number) — half-moves played; $ply (number) — the half-move the step asks about.
step-no-such-ply = the game has only { $plies ->
        [1] one half-move
        [2] two half-moves
        [3] three half-moves
        [4] four half-moves
        [5] five half-moves
        [6] six half-moves
        [7] seven half-moves
        [8] eight half-moves
        [9] nine half-moves
        [10] ten half-moves
       *[other] { $plies } half-moves
    }: there is no half-move { $ply }
# Variables:
#   $color (color) — who receives the time; $minutes (number); $citation (text) — the article or appendix point.
step-value-penalty-minutes = { $color ->
        [black] Black receives
       *[white] White receives
    } { $minutes ->
        [one] { $minutes } extra minute
       *[other] { $minutes } extra minutes
    } ({ $citation })
