## Article 4.3 — the piece touched must be moved or captured

# Variables:
#   $piece (role) — the player's piece that must move.
#   $square (square) — where it stands.
#   $moves (moves) — its legal moves, any of which satisfies the rule.
#   $alone (keyword) — `yes` when it is the only one of the player's pieces touched.
illegal-touched-piece-must-move = { $alone ->
        [yes] The player touched the { $piece } on { $square }, so it must be moved: { $moves }
       *[no] The { $piece } on { $square } is the first piece the player touched that can be moved, so it must be moved: { $moves }
    }

# Variables:
#   $squares (squares) — the squares of the player's pieces touched at the same time that
#     can be moved.
#   $moves (moves) — their legal moves; any of them will do.
illegal-touched-at-once-must-move = The player touched the pieces on { $squares } at the same time, so one of them must be moved: { $moves }

# Variables:
#   $squares (squares) — the squares of the opponent's pieces touched at the same time
#     that can be captured.
#   $moves (moves) — the legal captures of them; any will do.
illegal-touched-at-once-must-be-captured = The player touched the opponent's pieces on { $squares } at the same time, so one of them must be captured: { $moves }

# Of pieces touched at the same time, only one can be moved: none was touched first.
# Variables:
#   $squares (squares) — the squares of the player's pieces touched at the same time (two
#     or more), the one that must move among them.
#   $piece (role) — the one of them that can be moved.
#   $square (square) — where it stands.
#   $moves (moves) — its legal moves, any of which satisfies the rule.
illegal-touched-at-once-only-one-can-move = The player touched the pieces on { $squares } at the same time, and only the { $piece } on { $square } can be moved, so it must be moved: { $moves }

# Variables:
#   $piece (role) — the opponent's piece that must be captured.
#   $square (square) — where it stands.
#   $moves (moves) — the legal captures of it.
#   $alone (keyword) — `yes` when it is the only one of the opponent's pieces touched.
illegal-touched-piece-must-be-captured = { $alone ->
        [yes] The player touched the opponent's { $piece } on { $square }, so it must be captured: { $moves }
       *[no] The opponent's { $piece } on { $square } is the first piece the player touched that can be captured, so it must be captured: { $moves }
    }

# Of the opponent's pieces touched at the same time, only one can be captured.
# Variables:
#   $squares (squares) — the squares of the opponent's pieces touched at the same time (two
#     or more), the one that must be captured among them.
#   $piece (role) — the one of them that can be captured.
#   $square (square) — where it stands.
#   $moves (moves) — the legal captures of it.
illegal-touched-at-once-only-one-can-be-captured = The player touched the opponent's pieces on { $squares } at the same time, and only the { $piece } on { $square } can be captured, so it must be captured: { $moves }

# Variables:
#   $piece (role), $square (square) — the player's first touched piece.
#   $target (role), $target-square (square) — the opponent's first touched piece.
#   $moves (moves) — the legal captures of the one by the other.
illegal-touched-both-colours-must-capture = The player touched the { $piece } on { $square } and the opponent's { $target } on { $target-square }; capturing the opponent's piece with the player's own is legal, so that capture must be made: { $moves }

# Article 4.3.3 with pieces of one colour (or of both) touched at the same time: any of the
# player's pieces so touched may capture any of the opponent's so touched.
# Variables:
#   $case (keyword) — `targets`: the opponent's pieces were touched at the same time; `own`:
#     the player's were; `both`: both.
#   $piece (role), $square (square) — the player's piece (under `own` and `both`, the one that
#     captures when only one can).
#   $target (role), $target-square (square) — the opponent's piece (under `targets` and
#     `both`, the one captured when only one can be).
#   $own-squares (squares) — the player's pieces touched at the same time (under `own`, `both`).
#   $own-count (number), $target-count (number) — how many pieces each of these groups has.
#   $target-squares (squares) — the opponent's pieces touched at the same time (under
#     `targets`, `both`).
#   $owns (keyword) — the role those pieces of the player's share (`pawn`…), or `mixed`.
#   $targets (keyword) — the role those opponent's pieces share (`pawn`…), or `mixed`.
#   $capturing-squares (squares) — those of the player's pieces touched at the same time that
#     can capture.
#   $captured-squares (squares) — those of the opponent's pieces touched at the same time that
#     can be captured.
#   $all (keyword) — `yes` when every piece touched at the same time takes part in a capture.
#   $count (number) — how many captures of one by another there are (each pair of squares once).
#   $moves (moves) — those captures; any of them will do.
illegal-touched-both-colours-at-once-must-capture = { $case ->
        [targets] The player touched the { $piece } on { $square } and the opponent's { $targets ->
            [pawn] pawns
            [knight] knights
            [bishop] bishops
            [rook] rooks
            [queen] queens
           *[mixed] pieces
        } on { $target-squares } ({ $target-count ->
            [2] both
            [3] all three
            [4] all four
           *[other] all
        } at the same time); { $count ->
            [one] only the capture of the { $target } on { $target-square } with the { $piece } on { $square } is legal, so that capture must be made
           *[other] the { $piece } on { $square } can capture { $all ->
                [yes] any of them
               *[no] those on { $captured-squares }
            }, so one of these captures must be made
        }
        [own] The player touched their own { $owns ->
            [pawn] pawns
            [knight] knights
            [bishop] bishops
            [rook] rooks
            [queen] queens
           *[mixed] pieces
        } on { $own-squares } ({ $own-count ->
            [2] both
            [3] all three
            [4] all four
           *[other] all
        } at the same time) and the opponent's { $target } on { $target-square }; { $count ->
            [one] only the { $piece } on { $square } can capture it, so that capture must be made
           *[other] { $all ->
                [yes] any of them
               *[no] those on { $capturing-squares }
            } can capture it, so one of these captures must be made
        }
       *[both] The player touched their own { $owns ->
            [pawn] pawns
            [knight] knights
            [bishop] bishops
            [rook] rooks
            [queen] queens
           *[mixed] pieces
        } on { $own-squares } ({ $own-count ->
            [2] both
            [3] all three
            [4] all four
           *[other] all
        } at the same time) and the opponent's { $targets ->
            [pawn] pawns
            [knight] knights
            [bishop] bishops
            [rook] rooks
            [queen] queens
           *[mixed] pieces
        } on { $target-squares } (also { $target-count ->
            [2] both
            [3] all three
            [4] all four
           *[other] all
        } at the same time); { $count ->
            [one] only the capture of the { $target } on { $target-square } with the { $piece } on { $square } is legal, so that capture must be made
           *[other] the player's own touched pieces can capture { $all ->
                [yes] them, so one of these captures must be made
               *[no] those on { $captured-squares }, so one of these captures must be made
            }
        }
    }: { $moves }

# Variables:
#   $piece (role), $square (square) — the first touched piece that can be moved (of pieces
#     touched at the same time, the first listed that can).
#   $moves (moves) — its legal moves, with those of the others touched at the same time.
#   $order (keyword) — `unclear`: the first touched pieces of each colour were touched
#     together, which first unclear (the player's own counts first); `at-once`: the player's
#     first touch, or the opponent's, was of several pieces at the same time; otherwise `known`.
#   $own (role), $own-square (square) — the player's first touched piece.
#   $own-count (number), $own-squares (squares) — with `at-once`: how many of the player's
#     pieces were touched first, at the same time, and their squares (1 and none when one).
#   $first-target (role), $first-target-square (square) — the opponent's first touched piece,
#     which the player's first cannot capture (review 32e, H-8, H-10).
#   $first-target-count (number), $first-target-squares (squares) — the same for the
#     opponent's pieces touched first.
#   $group-count (number), $group-squares (squares) — how many pieces were touched at the
#     same time as the one named, and their squares (1 and none when it was touched alone).
#   $mover-count (number), $mover-squares (squares) — of those, the ones that can be moved
#     (or captured), and their squares (review 35a, K-14).
illegal-touched-both-colours-must-move = { $order ->
    [unclear] The player touched the { $own } on { $own-square } and the opponent's { $first-target } on { $first-target-square }, and which was touched first is unclear; then the player's own piece counts as touched before the opponent's, and capturing the { $first-target } on { $first-target-square } with the { $own } on { $own-square } is not legal
    [at-once] The player touched pieces of each colour, and { $own-count ->
        [one] the player's first touched piece (the { $own } on { $own-square }) cannot capture
       *[other] none of the player's pieces touched first, at the same time (on { $own-squares }), can capture
    } { $first-target-count ->
        [one] the opponent's first touched piece (the { $first-target } on { $first-target-square })
       *[other] any of the opponent's pieces touched first, at the same time (on { $first-target-squares })
    }
   *[known] The player touched a piece of each colour, and capturing the opponent's first touched piece (the { $first-target } on { $first-target-square }) with the player's first touched piece (the { $own } on { $own-square }) is not legal
}, so { $group-count ->
    [one] the first piece touched that can be moved, the { $piece } on { $square }, must be moved
   *[other] { $mover-count ->
        [one] the first piece touched that can be moved must be moved — of the pieces touched at the same time on { $group-squares }, only the { $piece } on { $square } can be
       *[other] one of the pieces on { $mover-squares } must be moved — touched at the same time, they are the first pieces touched that can be
    }
}: { $moves }

# Variables:
#   $target (role), $target-square (square) — the first touched piece that can be captured
#     (of pieces touched at the same time, the first listed that can).
#   $moves (moves) — the legal captures of it, with those of the others touched at the same
#     time.
#   $order (keyword) — `unclear`: the first touched pieces of each colour were touched
#     together, which first unclear (the player's own counts first); `at-once`: the player's
#     first touch, or the opponent's, was of several pieces at the same time; otherwise `known`.
#   $own (role), $own-square (square) — the player's first touched piece.
#   $own-count (number), $own-squares (squares) — with `at-once`: how many of the player's
#     pieces were touched first, at the same time, and their squares (1 and none when one).
#   $first-target (role), $first-target-square (square) — the opponent's first touched piece,
#     which the player's first cannot capture (review 32e, H-8, H-10).
#   $first-target-count (number), $first-target-squares (squares) — the same for the
#     opponent's pieces touched first.
#   $group-count (number), $group-squares (squares) — how many pieces were touched at the
#     same time as the one named, and their squares (1 and none when it was touched alone).
#   $mover-count (number), $mover-squares (squares) — of those, the ones that can be moved
#     (or captured), and their squares (review 35a, K-14).
#   $own-stuck (keyword) — `yes` when the player's first touched piece (or the pieces touched
#     first at the same time) was touched before the piece to be captured and cannot move
#     (review 36f); otherwise `no`.
illegal-touched-both-colours-must-capture-first = { $order ->
    [unclear] The player touched the { $own } on { $own-square } and the opponent's { $first-target } on { $first-target-square }, and which was touched first is unclear; then the player's own piece counts as touched before the opponent's, and capturing the { $first-target } on { $first-target-square } with the { $own } on { $own-square } is not legal
    [at-once] The player touched pieces of each colour, and { $own-count ->
        [one] the player's first touched piece (the { $own } on { $own-square }) cannot capture
       *[other] none of the player's pieces touched first, at the same time (on { $own-squares }), can capture
    } { $first-target-count ->
        [one] the opponent's first touched piece (the { $first-target } on { $first-target-square })
       *[other] any of the opponent's pieces touched first, at the same time (on { $first-target-squares })
    }
   *[known] The player touched a piece of each colour, and capturing the opponent's first touched piece (the { $first-target } on { $first-target-square }) with the player's first touched piece (the { $own } on { $own-square }) is not legal
}{ $own-stuck ->
    [yes] ; { $own-count ->
        [one] nor can that piece move
       *[other] nor can any of them move
    }
   *[no] {""}
}, so { $group-count ->
    [one] the first piece touched that can be captured, the opponent's { $target } on { $target-square }, must be captured
   *[other] { $mover-count ->
        [one] the first piece touched that can be captured must be captured — of the opponent's pieces touched at the same time on { $group-squares }, only the { $target } on { $target-square } can be
       *[other] one of the opponent's pieces on { $mover-squares } must be captured — touched at the same time, they are the first pieces touched that can be
    }
}: { $moves }

## Article 4.4 — king and rook touched; the promotion piece

# Variables:
#   $color (color) — the player.
#   $side (keyword) — kingside or queenside: the side of the rook touched.
#   $moves (moves) — the castling move.
illegal-touched-king-and-rook-must-castle = The player touched the king and the rook, and castling on that side is legal, so the player must castle: { $moves }

# Variables:
#   $color (color) — the player.
#   $side (keyword) — the side of the rook touched.
#   $piece (role), $square (square) — the first touched piece that can be moved.
#   $moves (moves) — its legal moves.
illegal-touched-rook-then-king-must-move = The player touched the rook before the king, so castling on that side is not allowed on this move, and the first piece touched that can be moved, the { $piece } on { $square }, must be moved: { $moves }

# Variables:
#   $color (color) — the player.
#   $side (keyword) — the side of the rook touched.
#   $piece (role), $square (square) — the rook.
#   $moves (moves) — empty: neither piece has another move.
illegal-touched-rook-then-king-no-castling = The player touched the rook before the king, so castling on that side is not allowed on this move

# Variables:
#   $color (color) — the player.
#   $side (keyword) — kingside or queenside: the castling intended.
#   $king (square) — the king's square.
#   $moves (moves) — the king's legal moves.
illegal-touched-king-must-move = The player touched the king and the rook to castle { $side ->
    [kingside] kingside
   *[queenside] queenside
}, which is not legal, so the player must make another move with the king: { $moves }

# Variables:
#   $square (square) — the square of promotion.
#   $chosen (role) — the piece that touched the square first.
#   $played (role) — the piece the move promotes to.
illegal-promotion-piece-final = The { $chosen } had already touched the promotion square { $square }, so the choice was final: the pawn must become a { $chosen }, not a { $played }

## Article 4.7 — a piece released on a square

# Variables:
#   $piece (role), $from (square) — the piece released and where it came from.
#   $to (square) — where it was released.
#   $moves (moves) — the move it made.
illegal-released-piece-must-stay = The player released the { $piece } from { $from } on { $to }, a legal move, so that move has been made and the piece cannot be moved to another square: { $moves }

# Variables:
#   $color (color) — the player.
#   $side (keyword) — kingside or queenside.
#   $to (square) — where the king was released.
#   $moves (moves) — the castling move.
illegal-released-king-must-castle = The player released the king on { $to } to castle { $side ->
    [kingside] kingside
   *[queenside] queenside
}, and that castling is legal, so no other move is allowed: { $moves }

# Variables:
#   $color (color) — the player.
#   $side (keyword) — kingside or queenside.
#   $to (square) — where the king was released.
#   $moves (moves) — the king's legal moves.
illegal-released-king-must-move = The player released the king on { $to } to castle { $side ->
    [kingside] kingside
   *[queenside] queenside
}, which is not legal, so the player must make another move with the king: { $moves }
