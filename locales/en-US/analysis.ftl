# The arbiter's questions about a position (`arbiter position`), and why a player cannot
# checkmate (Articles 5.1.2, 5.2.2, 6.9, 7.5.5).

## Why a player cannot checkmate

# Variables:
#   $side (color) — the side to move, which has no legal move.
#   $in-check (keyword) — `yes` when it is in check (checkmated), `no` (stalemated).
cannot-mate-no-legal-moves = The game is over: { $in-check ->
        [yes] { $side ->
            [black] Black
           *[white] White
        } is checkmated
       *[no] { $side ->
            [black] Black
           *[white] White
        } is stalemated
    }, and no move follows

# Variables:
#   $side (color) — the side to move, checkmated on the board.
#   $why (message) — why no last move can have given the check (Article 3.10.3).
cannot-mate-unreachable-checkmate = { $side ->
        [black] Black
       *[white] White
    } is checkmated on the board, but no legal move can have given this checkmate, so it does not count, and no move follows — { $why }

# Variables:
#   $color (color) — the player.
#   $king (square) — the player's king.
cannot-mate-lone-king = { $color ->
        [black] Black has
       *[white] White has
    } only the king, on { $king }, and a king never gives check

# Variables:
#   $color (color) — the player.
#   $knight (square) — the player's knight.
cannot-mate-knight = { $color ->
        [black] Black has
       *[white] White has
    } only the king and the knight on { $knight } against a bare king, and no position of these pieces is checkmate

# Variables:
#   $square-color (color) — `white` for light squares, `black` for dark ones.
#   $squares (list of squares) — where the bishops stand.
#   $count (number) — how many bishops.
cannot-mate-bishops-of-one-colour = { $count ->
        [one] Only the kings and the bishop on { $squares } are left, and it stands on a { $square-color ->
            [black] dark
           *[white] light
        } square: it never attacks the squares of the other colour next to a king, so no checkmate is possible
       *[other] Only kings and bishops are left, every bishop ({ $squares }) on { $square-color ->
            [black] dark
           *[white] light
        } squares: no bishop ever attacks the squares of the other colour next to a king, so no checkmate is possible
    }

# Variables:
#   $color (color) — the player.
#   $piece (piece) — the player's only piece besides the king: a knight or a bishop.
#   $square (square) — its square.
#   $count (number) — how many pieces the opponent has besides the king.
#   $squares (list of squares) — where they stand.
cannot-mate-lone-minor = No pawn is left, and { $color ->
        [black] Black has
       *[white] White has
    } only the king and the { $piece } on { $square }: { $count ->
        [0] a king and a { $piece } never checkmate a bare king
       *[other] in no placement of these men and of the opposing { $count ->
            [one] piece
           *[other] pieces
        } ({ $squares }), all or some of them, is the other king checkmated: it always keeps a free square, or one of its own pieces takes the { $piece } or blocks the check
    }

# Variables:
#   $color (color) — the player.
#   $square-color (color) — `white` for light squares, `black` for dark ones.
#   $squares (list of squares) — where the player's bishops stand.
#   $count (number) — how many bishops the player has.
cannot-mate-bishops-without-blockers = No pawn is left, and { $color ->
        [black] Black has
       *[white] White has
    } only the king and { $count ->
        [one] the bishop on { $squares }, on a { $square-color ->
            [black] dark
           *[white] light
        } square
       *[other] bishops, all on { $square-color ->
            [black] dark
           *[white] light
        } squares ({ $squares })
    }: a checkmate would need a square of the other colour next to the mated king held by one of that king's own men, a knight or a bishop of the other colour — a rook or a queen there would take the checking bishop or block the check — and { $color ->
        [black] White has
       *[white] Black has
    } neither

# Variables:
#   $color (color) — the player.
#   $region-count (number) — how many squares the opponent's king can ever reach.
#   $check-count (number) — on how many of them the player could ever give check.
#   $check-squares (list of squares) — those squares (when there are any).
cannot-mate-blockade = { $color ->
        [black] Black
       *[white] White
    } can never break through the pawns: the other king can only ever stand on { $region-count ->
        [one] one square
       *[other] { $region-count } squares
    }, and { $check-count ->
        [0] { $color ->
            [black] Black
           *[white] White
        } { $region-count ->
            [one] can never give check there
           *[other] can never give check on any of them
        }
       *[other] wherever { $color ->
            [black] Black
           *[white] White
        } could give check there ({ $check-squares }), the king always keeps a square to go to
    }

# Variables:
#   $color (color) — the player.
#   $positions (number) — how many positions were followed.
cannot-mate-every-line = Every series of legal moves from this position has been followed ({ $positions ->
        [one] one position
       *[other] { $positions } positions
    }), and none ends with { $color ->
        [black] Black
       *[white] White
    } checkmating

# Variables:
#   $color (color) — the player.
#   $owner (color) — the side whose bishops were left unplaced.
#   $square-color (color) — the colour of their squares (white: light, black: dark).
#   $count (number) — how many bishops the owner has.
#   $positions (number) — how many positions of the kings and pawns were followed.
cannot-mate-unplaced-bishops = Only kings, pawns and { $owner ->
        [black] Black's
       *[white] White's
    } { $count ->
        [one] bishop on a { $square-color ->
            [black] dark
           *[white] light
        } square
       *[other] bishops on { $square-color ->
            [black] dark
           *[white] light
        } squares
    } are left. Every series of moves has been followed ({ $positions ->
        [one] one position
       *[other] { $positions } positions
    } of the kings and pawns) with { $count ->
        [one] that bishop left unplaced, as if it
       *[other] those bishops left unplaced, as if any of them
    } could stand on, attack or take on any { $square-color ->
        [black] dark
       *[white] light
    } square at any moment, and none ends with { $color ->
        [black] Black
       *[white] White
    } checkmating

## `arbiter position`: the answer's sentences

# Variables:
#   $color (color) — the side to move.
position-to-move = { $color ->
        [black] Black
       *[white] White
    } to move

# Variables:
#   $color (color) — the side to move.
#   $checkers (text) — the checking pieces, a list of `position-piece-on` joined.
#   $count (number) — how many pieces give check.
position-in-check = { $color ->
        [black] Black is
       *[white] White is
    } in check: { $checkers }
# Variables:
#   $color (color) — the side to move (whose king was checked for check).
position-not-in-check = { $color ->
        [black] Black is
       *[white] White is
    } not in check

# Variables:
#   $piece (role) — a piece; $square (square) — its square.
position-piece-on = the { $piece } on { $square }

# Variables:
#   $winner (color) — the side that gave checkmate.
position-state-checkmate = Checkmate: { $winner ->
        [black] Black wins
       *[white] White wins
    }
position-state-stalemate = Stalemate: the game is drawn
position-state-dead = Dead position: neither player can checkmate by any series of legal moves, and the game is drawn
# Variables:
#   $times (number) — how many times the position has appeared.
position-state-fivefold = The same position has appeared { $times } times: the game is drawn
position-state-seventy-five = Seventy-five moves by each player without a pawn move or a capture: the game is drawn
position-state-playing = The game goes on
# Variables:
#   $count (number) — how many reasons follow.
#   $form (keyword) — `line` when the reasons follow on the same line (after the colon),
#     `sentences` when each follows on a line of its own, `alone` without them (in JSON they are
#     the `illegal` array).
position-state-illegal = { $form ->
        [line] This position cannot arise in a game:
        [alone] This position cannot arise in a game
       *[sentences] This position cannot arise in a game: { $count ->
            [one] the reason follows
           *[other] { $count } reasons follow
        }
    }

# Variables:
#   $color (color) — the player.
#   $line (text) — the helpmate, numbered, in the reader's notation (empty when the opponent is already checkmated).
#   $plies (number) — how many half-moves it has.
#   $ended (keyword) — `yes` when the game has already ended on the board (fivefold
#     repetition, seventy-five moves: 9.6), `no` otherwise.
position-can-mate = { $ended ->
        [yes] { $color ->
            [black] Black
           *[white] White
        } could still have checkmated (for example { $line }), but the game has already ended in a draw
       *[no] { $color ->
            [black] Black
           *[white] White
        } can still checkmate: { $plies ->
            [0] the opponent is checkmated already
           *[other] for example { $line }
        }
    }
# Variables:
#   $color (color) — the player.
#   $reason (text) — why not (a `cannot-mate-…` sentence).
#   $form (keyword) — `sentences` (one sentence a line: the reason is a second sentence) or
#     `line` (FENs on stdin, the answer on one line: the reason follows a dash).
position-cannot-mate = { $color ->
        [black] Black
       *[white] White
    } cannot checkmate by any series of legal moves{ $form ->
        [line] {" — "}{ $reason }
       *[sentences] . { $reason }
    }
# Variables:
#   $color (color) — the player.
position-mate-undetermined = Whether { $color ->
        [black] Black
       *[white] White
    } can still checkmate is not decided here: the arbiter must judge it

# Variables:
#   $color (color) — the player who may claim (the side to move).
#   $claim (text) — the claim, a `position-claim-…` sentence.
position-claim = { $color ->
        [black] Black
       *[white] White
    } may claim a draw: { $claim }
# Variables:
#   $times (number) — how many times the position has appeared.
position-claim-threefold = the same position has appeared { $times } times
# Variables:
#   $move (text) — the move to write down and declare; $times (number) — the occurrence it makes.
position-claim-threefold-about-to = by writing { $move } on the scoresheet and declaring to the arbiter the intention to make it; that move makes the same position appear for the { $times ->
        [3] third
        [4] fourth
       *[other] { $times }th
    } time
position-claim-fifty = the last fifty moves by each player were made without a pawn move or a capture
# Variables:
#   $move (text) — one such move, as an example.
position-claim-fifty-about-to = by writing on the scoresheet a move that is neither a pawn move nor a capture (for example { $move }) and declaring to the arbiter the intention to make it; after it the last fifty moves by each player will have been made without a pawn move or a capture
position-no-claim = No draw can be claimed

# Variables:
#   $ply (number) — the ply asked for; $plies (number) — how many the game has.
position-error-ply = { $plies ->
        [0] The game has no half-move at all
        [one] The game has only one half-move: there is no half-move { $ply }
        [2] The game has only two half-moves: there is no half-move { $ply }
        [3] The game has only three half-moves: there is no half-move { $ply }
        [4] The game has only four half-moves: there is no half-move { $ply }
        [5] The game has only five half-moves: there is no half-move { $ply }
        [6] The game has only six half-moves: there is no half-move { $ply }
        [7] The game has only seven half-moves: there is no half-move { $ply }
        [8] The game has only eight half-moves: there is no half-move { $ply }
        [9] The game has only nine half-moves: there is no half-move { $ply }
        [10] The game has only ten half-moves: there is no half-move { $ply }
       *[other] The game has only { $plies } half-moves: there is no half-move { $ply }
    }
# Variables:
#   $index (number) — the game asked for; $count (number) — how many games were read.
position-error-game = { $index ->
        [0] Games are numbered from 1, and game 0 was asked for
       *[other] { $count ->
            [0] The file has no game at all
            [one] The file has only one game: there is no game { $index }
            [2] The file has only two games: there is no game { $index }
            [3] The file has only three games: there is no game { $index }
            [4] The file has only four games: there is no game { $index }
            [5] The file has only five games: there is no game { $index }
            [6] The file has only six games: there is no game { $index }
            [7] The file has only seven games: there is no game { $index }
            [8] The file has only eight games: there is no game { $index }
            [9] The file has only nine games: there is no game { $index }
            [10] The file has only ten games: there is no game { $index }
           *[other] The file has only { $count } games: there is no game { $index }
        }
    }
# Variables:
#   $ply (number) — the half-move that is illegal; $move (text) — the move as written, with its
#   number; $reason (text) — the ruling.
position-error-illegal-move = Ply { $ply } ({ $move }) is an illegal move, so the position after it cannot be analysed. { $reason }
# Variables:
#   $ply (number) — the half-move whose record several pieces could make (Appendix C.10);
#   $move (text) — the move as written, with its number; $candidates (moves) — what it may
#   mean; $reason (text) — the ruling.
position-error-ambiguous-move = Ply { $ply } ({ $move }) is a problem of notation, not an illegal move: it may mean { $candidates }, so the position after it cannot be analysed. { $reason }
