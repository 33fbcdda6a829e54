### Illegal positions (Article 3.10.3): a position that no series of legal moves can
### produce. One message per reason found, each one sentence without a final full stop
### (the explanation appends the article), and `position-illegal` for all of them at once.
### Colours come as `white`/`black`, castling sides as `kingside`/`queenside`.

## Article 3.10.3 — an illegal position

# Variables:
#   $count (number) — how many reasons there are.
#   $citation (text) — the article that makes the position illegal (3.10.3), cited as the edition asked
#     for has it (`cite-article`, `cite-article-not-in-edition`).
#   $reasons (sentences) — the reasons, one `position-*` sentence each, already joined.
position-illegal = { $count ->
        [one] The position is illegal
       *[other] The position is illegal, for { $count } reasons
    } — { $citation }. { $reasons }.

# Variables:
#   $color (color) — the side whose kings are counted.
#   $count (number) — how many kings it has (not one).
position-king-count = { $color ->
        [black] Black
       *[white] White
    } { $count ->
        [0] has no king
       *[other] has { $count } kings, but each side has exactly one
    }

# Variables:
#   $color (color) — the pawn's colour.
#   $square (square) — where it stands.
#   $rank (number) — its rank, 1 or 8.
position-pawn-on-back-rank = A { $color ->
        [black] black
       *[white] white
    } pawn stands on { $square }: { $color ->
        [black] { $rank ->
            [1] a pawn that reaches the last rank is promoted at once
           *[other] a pawn moves only forward and can never reach its own first rank
        }
       *[white] { $rank ->
            [8] a pawn that reaches the last rank is promoted at once
           *[other] a pawn moves only forward and can never reach its own first rank
        }
    }

# Variables:
#   $color (color) — the side that has just moved, whose king is in check.
#   $king (square) — its king's square.
#   $checkers-count (number) — how many pieces give check.
#   $checker (role) — the first of them.
#   $checker-square (square) — where it stands.
#   $second (role) — with two, the second of them (the king, if one of them is a king).
#   $second-square (square) — where it stands.
position-opponent-in-check = The { $color ->
        [black] black
       *[white] white
    } king on { $king } { $checkers-count ->
        [1] { $checker-role ->
            [king] stands next to the { $color ->
                [black] white
               *[white] black
            } king on { $checker-square }
           *[other] is in check from the { $checker } on { $checker-square }
        }
        [2] { $second-role ->
            [king] is in check from the { $checker } on { $checker-square } and stands next to the { $color ->
                [black] white
               *[white] black
            } king on { $second-square }
           *[other] is in check from the { $checker } on { $checker-square } and the { $second } on { $second-square }
        }
       *[other] is in check from { $checkers-count } pieces, among them the { $checker } on { $checker-square }
    } while { $color ->
        [black] White
       *[white] Black
    } is to move: { $color ->
        [black] Black's
       *[white] White's
    } last move cannot have left its own king in check

# Variables:
#   $king (square) — the checked king's square (the side to move).
#   $checkers-count (number) — how many pieces give check (three or more).
#   $squares (list of squares) — where they stand.
#   $checker (role), $checker-square (square) — the first of them.
#   $second (role), $second-square (square) — the second of them.
position-impossible-check-too-many = The king on { $king } is in check from { $checkers-count } pieces at once (on { $squares }): no single move can give check with more than two pieces

# Variables:
#   $king (square) — the checked king's square (the side to move).
#   $checkers-count (number) — how many pieces give check (two).
#   $squares (list of squares) — where they stand.
#   $checker (role), $checker-square (square) — the first of them.
#   $second (role), $second-square (square) — the second of them.
position-impossible-check-pair = The king on { $king } is in check from the { $checker } on { $checker-square } and the { $second } on { $second-square } at once: no single move can give both these checks

# Variables:
#   $king (square) — the checked king's square (the side to move).
#   $checkers-count (number) — how many pieces give check (two).
#   $squares (list of squares) — where they stand.
#   $checker (role), $checker-square (square) — the first of them.
#   $second (role), $second-square (square) — the second of them.
position-impossible-check-no-last-move = The king on { $king } is in check from the { $checker } on { $checker-square } and the { $second } on { $second-square } at once, but no last move can have given both checks: one of them would have had to move just then and uncover the other, a line piece, and neither can have come from a square between the king and the other

# Variables:
#   $king (square) — the checked king's square (the side to move).
#   $checkers-count (number) — how many pieces give check (one or two).
#   $squares (list of squares) — where they stand.
#   $checker (role), $checker-square (square) — the first of them.
#   $second (role), $second-square (square) — the second of them, when there are two.
position-impossible-check-double-step = The king on { $king } is in check from { $checkers-count ->
        [1] the { $checker } on { $checker-square }
       *[other] the { $checker } on { $checker-square } and the { $second } on { $second-square }
    }, but the en passant square shows that the last move was a pawn's two-square advance, and that move cannot have given this check

# Variables:
#   $color (color) — the side with too many pieces.
#   $count (number) — how many pieces it has, pawns included (more than 16).
position-too-many-pieces = { $color ->
        [black] Black
       *[white] White
    } has { $count } pieces on the board, pawns included, but each side has only 16 in a set

# Variables:
#   $color (color) — the side with too many pawns.
#   $count (number) — how many pawns it has (more than eight).
position-too-many-pawns = { $color ->
        [black] Black
       *[white] White
    } has { $count } pawns, but no side can have more than eight

# Variables:
#   $color (color) — the side with too many promoted pieces.
#   $extra (number) — its pieces beyond the original set (one queen, two rooks, two
#     knights, a bishop on each colour of square).
#   $missing-pawns (number) — its pawns missing from the eight, each of which may have
#     been promoted.
position-too-many-promotions = { $color ->
        [black] Black
       *[white] White
    } has { $extra } { $extra ->
        [one] piece
       *[other] pieces
    } beyond the original set, but { $missing-pawns ->
        [0] none of its eight pawns is missing
        [one] only { $missing-pawns } of its pawns is missing
       *[other] only { $missing-pawns } of its pawns are missing
    }: each extra piece must come from a promoted pawn

# Variables:
#   $color (color) — the side with the recorded right.
#   $side (castling side) — `kingside` or `queenside`.
#   $square (square) — the king's original square, where the king is missing.
position-castling-right-without-king = The position gives { $color ->
        [black] Black
       *[white] White
    } the right to castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }, but there is no { $color ->
        [black] black
       *[white] white
    } king on { $square }

# Variables:
#   $color (color) — the side with the recorded right.
#   $side (castling side) — `kingside` or `queenside`.
#   $square (square) — the rook's original square, where the rook is missing.
position-castling-right-without-rook = The position gives { $color ->
        [black] Black
       *[white] White
    } the right to castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }, but there is no { $color ->
        [black] black
       *[white] white
    } rook on { $square }

# Variables:
#   $square (square) — the en passant square recorded.
position-en-passant-wrong-rank = The en passant square { $square } does not match the side to move: after a white pawn's two-square advance it is on the third rank, after a black pawn's on the sixth

# Variables:
#   $square (square) — the en passant square recorded.
position-en-passant-occupied = The en passant square { $square } is occupied, so no pawn can have just crossed it

# Variables:
#   $square (square) — the en passant square recorded.
position-en-passant-no-pawn = The en passant square { $square } is given, but there is no pawn that could have just crossed it with a two-square advance

# Variables:
#   $square (square) — the en passant square recorded.
position-en-passant-origin-occupied = The en passant square { $square } is given, but the square from which the pawn would have advanced two squares is occupied
