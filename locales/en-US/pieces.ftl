## Piece names (Article 2.2). Each `piece-<role>` message gives the nominative as its
## value and the other grammatical cases as attributes, plus `.gender`; the localizer
## passes them to every message as `$piece`, `$piece-genitive`, …, `$piece-gender`,
## `$piece-title` (the nominative capitalised). English declines nothing.

-pawn = pawn
-knight = knight
-bishop = bishop
-rook = rook
-queen = queen
-king = king

piece-pawn = { -pawn }
    .genitive = { -pawn }
    .dative = { -pawn }
    .accusative = { -pawn }
    .instrumental = { -pawn }
    .prepositional = { -pawn }
    .gender = neuter
    .letter = {""}
piece-knight = { -knight }
    .genitive = { -knight }
    .dative = { -knight }
    .accusative = { -knight }
    .instrumental = { -knight }
    .prepositional = { -knight }
    .gender = neuter
    .letter = N
piece-bishop = { -bishop }
    .genitive = { -bishop }
    .dative = { -bishop }
    .accusative = { -bishop }
    .instrumental = { -bishop }
    .prepositional = { -bishop }
    .gender = neuter
    .letter = B
piece-rook = { -rook }
    .genitive = { -rook }
    .dative = { -rook }
    .accusative = { -rook }
    .instrumental = { -rook }
    .prepositional = { -rook }
    .gender = neuter
    .letter = R
piece-queen = { -queen }
    .genitive = { -queen }
    .dative = { -queen }
    .accusative = { -queen }
    .instrumental = { -queen }
    .prepositional = { -queen }
    .gender = neuter
    .letter = Q
piece-king = { -king }
    .genitive = { -king }
    .dative = { -king }
    .accusative = { -king }
    .instrumental = { -king }
    .prepositional = { -king }
    .gender = neuter
    .letter = K

# Variables:
#   $piece (role) — a piece, in the nominative.
piece-in-words = { $piece }

## Lists.
list-separator = {", "}
list-last-separator = {" and "}
list-last-or-separator = {" or "}

# A name as the input spells it (a JSON key, a query parameter), in a list of names.
# Variables:
#   $name (text) — the name.
quoted-name = “{ $name }”
# The words a sentence keeps with a capital when it continues another after a colon or
# "; " (every other first letter is lowered: "error: invalid FEN"), space-separated.
sentence-continuation-keep = White Black

## Algebraic notation (Appendix C.2–C.4, C.13): piece letters are the `.letter` attributes
## above (none for a pawn); castling marks below.
notation-castling = O-O
    .kingside = O-O
    .queenside = O-O-O
