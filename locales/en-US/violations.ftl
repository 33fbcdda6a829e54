### Illegal moves: one message per rule a move breaks (src/i18n/messages.rs maps each
### violation to its id). Each message is one sentence that names the pieces and squares,
### without a final full stop: the explanation appends the article after a dash
### (`cite-article`, explain.ftl).
###
### Arguments: a piece argument such as `$piece` also comes as `$piece-title` (capitalised),
### `$piece-role` (`pawn`, `knight`…: for selectors) and, in languages that decline nouns,
### `$piece-genitive`, `$piece-instrumental`…, `$piece-gender`. Colours come as
### `white`/`black`, castling sides as `kingside`/`queenside`, squares as `e4`, lists of
### squares already joined (`b1 and f3`).

## Article 1.2 — the players move alternately, each with his or her own pieces

# Variables:
#   $piece (role) — the piece on the square of departure.
#   $piece-color (color) — its colour: the opponent's.
#   $square (square) — the square of departure.
#   $turn (color) — the side that has the move.
illegal-move-out-of-turn = The { $piece } on { $square } belongs to { $piece-color ->
        [black] Black
       *[white] White
    }, and it is { $turn ->
        [black] Black's
       *[white] White's
    } move

## Article 3.1 — no move to a square occupied by a piece of the same colour

# Variables:
#   $piece (role) — the piece.
#   $square (square) — its square, written as the square of departure and of arrival.
illegal-move-to-same-square = The { $piece } on { $square } cannot move to { $square }: a move takes a piece to another square, and the { $piece } already stands on { $square }

# Variables:
#   $piece (role) — the moving piece.
#   $from (square) — its square of departure.
#   $to (square) — the square of arrival.
#   $occupant (role) — the piece of the same colour standing on $to.
illegal-own-piece-on-target-square = The { $piece } on { $from } cannot move to { $to }: { reason-own-piece-on-target-square }

# The reason alone (after the colon of `illegal-own-piece-on-target-square`, and of
# `illegal-no-piece-can-make-move-one-reason` when every piece fails so).
# Variables:
#   $occupant (role) — the piece standing on the square.
reason-own-piece-on-target-square = that square is occupied by a { $occupant } of the same colour

## Articles 3.2–3.4 — the bishop, the rook and the queen

# Variables:
#   $piece (role) — the bishop.
#   $from (square) — its square.
#   $to (square) — the square it cannot reach.
illegal-bishop-move-pattern = The { $piece } on { $from } cannot move to { $to }: { reason-bishop-move-pattern }

# The reason alone (after the colon of `illegal-bishop-move-pattern`, and of
# `illegal-no-piece-can-make-move-one-reason` when every piece fails so).
reason-bishop-move-pattern = a bishop moves only along a diagonal

# Variables:
#   $piece (role) — the rook.
#   $from (square) — its square.
#   $to (square) — the square it cannot reach.
illegal-rook-move-pattern = The { $piece } on { $from } cannot move to { $to }: { reason-rook-move-pattern }

# The reason alone (after the colon of `illegal-rook-move-pattern`, and of
# `illegal-no-piece-can-make-move-one-reason` when every piece fails so).
reason-rook-move-pattern = a rook moves only along its file or its rank

# Variables:
#   $piece (role) — the queen.
#   $from (square) — its square.
#   $to (square) — the square it cannot reach.
illegal-queen-move-pattern = The { $piece } on { $from } cannot move to { $to }: { reason-queen-move-pattern }

# The reason alone (after the colon of `illegal-queen-move-pattern`, and of
# `illegal-no-piece-can-make-move-one-reason` when every piece fails so).
reason-queen-move-pattern = a queen moves only along its file, its rank or a diagonal

## Article 3.5 — bishop, rook and queen may not move over other pieces

# Variables:
#   $piece (role) — the moving bishop, rook or queen.
#   $from (square) — its square.
#   $to (square) — the square of arrival.
#   $blocker (role) — the first piece in the way.
#   $blocker-square (square) — where it stands.
#   $blocker-side (keyword) — `own` (the mover's) or `opponent`.
illegal-piece-in-the-way = The { $piece } on { $from } cannot move to { $to }: { $blocker-side ->
        [own] its own { $blocker }
       *[opponent] the opponent's { $blocker }
    } on { $blocker-square } stands in the way, and a { $piece } cannot jump over pieces

# Every piece the record may mean is blocked (Articles 3.10.2 and 3.5, review 32f G-2): the
# first clause names the piece, the others its square alone.
# Variables:
#   $piece (role) — a bishop, rook or queen.
#   $from (square) — its square.
#   $blocker (role), $blocker-square (square) — the first piece in the way and its square.
#   $blocker-side (keyword) — `own` or `opponent`.
reason-path-blocked-first = the { $piece } on { $from } is blocked by { $blocker-side ->
        [own] its own { $blocker }
       *[opponent] the opponent's { $blocker }
    } on { $blocker-square }

# Variables: as `reason-path-blocked-first`.
reason-path-blocked-next = the one on { $from } by { $blocker-side ->
        [own] its own { $blocker }
       *[opponent] the opponent's { $blocker }
    } on { $blocker-square }

# Variables:
#   $piece (role) — a bishop, rook or queen.
#   $paths (message) — the clauses `reason-path-blocked-first` and `reason-path-blocked-next`.
reason-paths-blocked = { $paths }, and a { $piece } cannot jump over pieces

## Article 3.6 — the knight

# Variables:
#   $piece (role) — the knight.
#   $from (square) — its square.
#   $to (square) — the square it cannot reach.
illegal-knight-move-pattern = The { $piece } on { $from } cannot move to { $to }: { reason-knight-move-pattern }

# The reason alone (after the colon of `illegal-knight-move-pattern`, and of
# `illegal-no-piece-can-make-move-one-reason` when every piece fails so).
reason-knight-move-pattern = a knight moves only to one of the nearest squares not on its own rank, file or diagonal

## Article 3.7 — the pawn

# Variables:
#   $piece (role) — the pawn.
#   $from (square) — its square.
#   $to (square) — the square it cannot reach.
illegal-pawn-move-pattern = The { $piece } on { $from } cannot move to { $to }: a pawn moves only straight forward, one square or two from its original square, and captures diagonally forward

## Article 3.7.1 — a pawn moves forward only onto an unoccupied square

# Variables:
#   $from (square) — the pawn's square.
#   $to (square) — the square in front of it.
#   $occupant (role) — the opponent's piece standing on $to.
illegal-pawn-forward-square-occupied = The pawn on { $from } cannot move to { $to }: that square is occupied by a { $occupant }, and a pawn captures only diagonally

## Article 3.7.2 — the two-square advance

# Variables:
#   $from (square) — the pawn's square, not on its original rank.
#   $to (square) — the square two squares ahead.
illegal-pawn-double-step-not-first-move = The pawn on { $from } cannot move to { $to }: a pawn advances two squares only on its first move, from its original square

# Variables:
#   $from (square) — the pawn's original square.
#   $to (square) — the square two squares ahead.
#   $blocker (role) — the piece on one of the two squares.
#   $blocker-square (square) — where it stands.
#   $blocker-side (keyword) — `own` (the pawn's side) or `opponent`.
illegal-pawn-double-step-blocked = The pawn on { $from } cannot advance two squares to { $to }: both squares must be unoccupied, but { $blocker-side ->
        [own] its own { $blocker }
       *[opponent] the opponent's { $blocker }
    } stands on { $blocker-square }

## Article 3.7.3 — a pawn moves diagonally only to capture

# Variables:
#   $from (square) — the pawn's square.
#   $to (square) — the empty square diagonally in front of it.
illegal-pawn-diagonal-without-capture = The pawn on { $from } cannot move to { $to }: a pawn moves diagonally only to capture, and there is nothing to capture on { $to }

## Article 3.7.3.2 — en passant only on the very next move

# Variables:
#   $from (square) — the capturing pawn's square.
#   $to (square) — the square it would move to.
#   $victim-square (square) — the square of the opponent's pawn beside it.
illegal-en-passant-not-immediately = The pawn on { $from } cannot capture the pawn on { $victim-square } en passant by moving to { $to }: that capture is legal only on the move immediately after the opponent's pawn has advanced two squares

## Article 3.7.3.1 — en passant only of a pawn that has advanced two squares

# The game shows that the opponent's pawn came one square on the move just made (review 32e,
# H-9).
# Variables:
#   $from (square) — the capturing pawn's square.
#   $to (square) — the square it would move to: the one the opponent's pawn came from.
#   $victim-square (square) — the square of the opponent's pawn beside it.
#   $start (square) — the square that pawn would have advanced two squares from.
illegal-en-passant-not-after-two-squares = The pawn on { $from } cannot capture the pawn on { $victim-square } en passant by moving to { $to }: that pawn came to { $victim-square } from { $to }; it did not advance two squares from { $start }

## Article 3.7.3.3 — promotion

# Variables:
#   $from (square) — the pawn's square.
#   $to (square) — the square on the last rank.
illegal-promotion-piece-required = The pawn moving from { $from } to { $to } must be exchanged for a queen, rook, bishop or knight, but no piece is named

# Variables:
#   $from (square) — the pawn's square.
#   $to (square) — the square on the last rank.
#   $promotion (role) — the piece named: a king or a pawn.
illegal-promotion-piece-invalid = The pawn moving from { $from } to { $to } cannot be promoted to a { $promotion }: only a queen, rook, bishop or knight may be chosen

# Variables:
#   $piece (role) — the moving piece (a pawn not reaching the last rank, or another piece).
#   $from (square) — its square.
#   $to (square) — the square of arrival.
#   $promotion (role) — the piece named.
illegal-promotion-only-on-last-rank = The { $piece } moving from { $from } to { $to } cannot be promoted to a { $promotion }: { $piece-role ->
        [pawn] a pawn is promoted only on reaching the last rank
       *[other] only a pawn that reaches the last rank is promoted
    }

## Article 3.8.1 — the king

# Variables:
#   $piece (role) — the king.
#   $from (square) — its square.
#   $to (square) — the square it cannot reach.
illegal-king-move-pattern = The { $piece } on { $from } cannot move to { $to }: a king moves only to an adjoining square, except when castling

## Article 3.8.2.1 — the right to castle has been lost

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
illegal-castling-right-lost = { $color ->
        [black] Black
       *[white] White
    } has lost the right to castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: the king or the rook has already moved, even though both stand on their original squares now

## Article 3.8.2.1.1 — the king has already moved

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $king (square) — where its king stands instead of its original square.
illegal-castling-king-has-moved = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: the king is on { $king }, not on its original square, so it has already moved

## Articles 3.8.2.1.1–2 — the game's history shows the king or the rook moved

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $piece (role) — the king or the rook that moved.
#   $square (square) — its original square, where it stands again.
#   $move-number (number) — the number of the move on which it first moved.
illegal-castling-piece-moved-earlier = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: the { $piece } on { $square } moved on move { $move-number }, and the right to castle { $piece-role ->
        [king] is lost once the king has moved
       *[other] with a rook is lost once that rook has moved
    }

## Article 3.8.2.1.2 — the rook has already moved

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $rook-square (square) — the rook's original square, now empty.
illegal-castling-rook-has-moved = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: there is no rook on { $rook-square }, so that rook has moved or been captured

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $rook-square (square) — the rook's original square.
#   $occupant (role) — the piece standing there instead.
#   $occupant-color (color) — its colour.
illegal-castling-rook-replaced = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: { $occupant-role ->
        [rook] the rook on { $rook-square } is { $occupant-color ->
            [black] Black's
           *[white] White's
        }, so { $color ->
            [black] Black's
           *[white] White's
        } own rook has moved or been captured
       *[other] there is a { $occupant-color ->
            [black] black
           *[white] white
        } { $occupant } on { $rook-square } instead of the rook, so the rook has moved or been captured
    }

## Article 3.8.2.2.1 — no castling out of, through or into check

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $king (square) — the king's square.
#   $checkers-count (number) — how many pieces give check.
#   $checker (role) — the first of them.
#   $checker-square (square) — where it stands.
#   $second (role) — with two checks, the second piece giving check.
#   $second-square (square) — where it stands.
illegal-castling-out-of-check = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: the king on { $king } { $checkers-count ->
        [1] { $checker-role ->
            [king] stands next to the opponent's king on { $checker-square }
           *[other] is in check from the { $checker } on { $checker-square }
        }
        [2] is in check from the { $checker } on { $checker-square } and the { $second } on { $second-square }
       *[other] is in check from { $checkers-count } pieces, among them the { $checker } on { $checker-square }
    }

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $square (square) — the square the king would cross.
#   $attacker (role) — an opponent's piece attacking it.
#   $attacker-square (square) — where that piece stands.
illegal-castling-across-attacked-square = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: { $attacker-role ->
        [king] the king would cross { $square }, next to the opponent's king on { $attacker-square }
       *[other] the king would cross { $square }, which is attacked by the { $attacker } on { $attacker-square }
    }

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $square (square) — the king's square of arrival.
#   $attacker (role) — an opponent's piece attacking it.
#   $attacker-square (square) — where that piece stands.
illegal-castling-into-check = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: { $attacker-role ->
        [king] on { $square } the king would stand next to the opponent's king on { $attacker-square }, and two kings may never stand next to each other
       *[other] on { $square } the king would be in check from the { $attacker } on { $attacker-square }
    }

## Article 3.8.2.2.2 — no piece between the king and the rook

# Variables:
#   $color (color) — the side trying to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $blocker (role) — the piece between, the nearest to the king.
#   $blocker-square (square) — where it stands.
#   $blocker-side (keyword) — `own` (the castling side's) or `opponent`.
illegal-castling-piece-between = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: { $blocker-side ->
        [own] their own { $blocker }
       *[opponent] the opponent's { $blocker }
    } stands on { $blocker-square }, between the king and the rook

# Castling with several pieces between king and rook: all are named (review 35a, K-17).
# Variables:
#   $color (color) — the side that wants to castle.
#   $side (castling side) — `kingside` or `queenside`.
#   $pieces (message) — the pieces between, from the king (`reason-piece-between`, with commas and "and").
illegal-castling-pieces-between = { $color ->
        [black] Black
       *[white] White
    } cannot castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }: { $pieces } stand between the king and the rook

# Variables:
#   $piece (role), $square (square) — a piece and its square.
#   $side-of (keyword) — `own` or `opponent`.
reason-piece-between = { $side-of ->
        [own] their own { $piece }
       *[opponent] the opponent's { $piece }
    } on { $square }

## Article 3.9.2 — no move may leave or expose one's own king to check

# Variables:
#   $from (square) — the king's square.
#   $to (square) — the square it would move to.
#   $attacker (role) — the opponent's piece that would give check there; `$attacker-role`
#     selects the case of the opponent's king, which the king may not stand next to.
#   $attacker-square (square) — where that piece stands.
illegal-king-moved-into-check = The king on { $from } cannot move to { $to }: { $attacker-role ->
        [king] there it would stand next to the opponent's king on { $attacker-square }, and two kings may never stand next to each other
       *[other] there it would be in check from the { $attacker } on { $attacker-square }
    }

# Variables:
#   $piece (role) — the pinned piece.
#   $from (square) — its square.
#   $to (square) — the square it would move to.
#   $king (square) — its king's square.
#   $attacker (role) — the opponent's piece that pins it.
#   $attacker-square (square) — where that piece stands.
illegal-king-exposed-to-check = The { $piece } on { $from } cannot { $piece-role ->
        [knight] move
       *[other] move to { $to }
    }: it is pinned to the king on { $king } by the { $attacker } on { $attacker-square }

# Variables:
#   $from (square) — the capturing pawn's square.
#   $to (square) — the square it would move to.
#   $victim-square (square) — the square of the pawn it would capture.
#   $king (square) — its king's square.
#   $attacker (role) — the opponent's piece that would give check.
#   $attacker-square (square) — where that piece stands.
illegal-en-passant-exposes-king = The pawn on { $from } cannot capture the pawn on { $victim-square } en passant by moving to { $to }: that would expose the king on { $king } to check from the { $attacker } on { $attacker-square }

# Variables:
#   $piece (role) — the moving piece (never the king).
#   $from (square) — its square.
#   $to (square) — the square it would move to.
#   $king (square) — its king's square.
#   $checkers-count (number) — how many pieces would still give check.
#   $checker (role) — the first of them.
#   $checker-square (square) — where it stands.
#   $second (role) — with two checks, the second piece giving check.
#   $second-square (square) — where it stands.
illegal-king-left-in-check = The { $piece } on { $from } cannot move to { $to }: the king on { $king } would remain in check from { $checkers-count ->
        [1] the { $checker } on { $checker-square }
        [2] the { $checker } on { $checker-square } and the { $second } on { $second-square }
       *[other] { $checkers-count } pieces, among them the { $checker } on { $checker-square }
    }

## Article 3.10.2 — an illegal move

# Variables:
#   $square (square) — the empty square of departure.
illegal-no-piece-on-square = There is no piece on { $square } to move

# Variables:
#   $piece (role) — the piece the notation names (a pawn when it names none).
#   $to (square) — the square of arrival written.
#   $where (keyword) — `file`, `rank` or `square` when the notation says where the piece
#     stands (a pawn's advance names its file), `none` otherwise.
#   $file (text), $rank (number), $from (square) — that file, rank or square.
illegal-no-such-piece = { $color ->
        [black] Black
       *[white] White
    } has no { $piece }{ $where ->
        [file] {" "}on the { $file }-file
        [rank] {" "}on rank { $rank }
        [square] {" "}on { $from }
       *[none] {""}
    } that could move to { $to }

# Variables:
#   $piece (role) — the piece the notation names (a pawn when it names none).
#   $to (square) — the square of arrival written.
#   $count (number) — how many such pieces there are (at least two).
#   $squares (list of squares) — where they stand.
illegal-no-piece-can-make-move = { $count ->
        [2] Neither of the
        [3] None of the three
        [4] None of the four
        [5] None of the five
        [6] None of the six
        [7] None of the seven
        [8] None of the eight
        [9] None of the nine
        [10] None of the ten
       *[other] None of the { $count }
    } { $piece-role ->
        [pawn] pawns
        [knight] knights
        [bishop] bishops
        [rook] rooks
        [queen] queens
       *[king] kings
    } (on { $squares }) can move to { $to }

# The same when every one of them fails for the same reason, said once.
# Variables:
#   $piece (role) — the piece the notation names (a pawn when it names none).
#   $to (square) — the square of arrival written.
#   $count (number) — how many such pieces there are (at least two).
#   $squares (list of squares) — where they stand.
#   $reason (message) — the reason they share (`reason-knight-move-pattern`…).
illegal-no-piece-can-make-move-one-reason = { $count ->
        [2] Neither of the
        [3] None of the three
        [4] None of the four
        [5] None of the five
        [6] None of the six
        [7] None of the seven
        [8] None of the eight
        [9] None of the nine
        [10] None of the ten
       *[other] None of the { $count }
    } { $piece-role ->
        [pawn] pawns
        [knight] knights
        [bishop] bishops
        [rook] rooks
        [queen] queens
       *[king] kings
    } (on { $squares }) can move to { $to }: { $reason }

## Appendix C.10 — the notation must say which of two identical pieces moves

# Variables:
#   $piece (role) — the piece the notation names.
#   $to (square) — the square of arrival.
#   $count (number) — how many such pieces can make the move (at least two).
#   $squares (list of squares) — where they stand.
illegal-ambiguous-notation = { $count ->
        [2] Both
       *[other] { $count }
    } { $piece-role ->
        [pawn] pawns
        [knight] knights
        [bishop] bishops
        [rook] rooks
        [queen] queens
       *[king] kings
    } ({ $squares }) can move to { $to }: the notation must show which { $piece } is meant
