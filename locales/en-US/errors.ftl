### Input that cannot be read: a malformed FEN, algebraic (SAN) or UCI move. These are
### syntax errors, not rule violations (exit code 2 on the command line). The outer
### message says where; the `*-error-*` reason, starting in lower case, says what.

## FEN (Forsyth–Edwards Notation)

# Variables:
#   $column (number) — the 1-based character column of the problem in the FEN.
#   $field (FEN field) — `placement`, `turn`, `castling`, `en-passant`, `halfmove-clock`
#     or `fullmove-number`.
#   $reason (message) — what is wrong: one of the `fen-error-*` messages.
fen-error = Invalid FEN at column { $column } ({ $field ->
        [turn] side to move
        [castling] castling rights
        [en-passant] en passant square
        [halfmove-clock] halfmove clock
        [fullmove-number] fullmove number
       *[placement] piece placement
    }): { $reason }

fen-error-empty = The FEN is empty

# Variables:
#   $field (FEN field) — the missing field.
fen-error-missing-field = { $field ->
        [turn] the side to move (w or b) is missing
        [castling] the castling rights (such as KQkq, or -) are missing
        [en-passant] the en passant square (such as e3, or -) is missing
        [halfmove-clock] the halfmove clock is missing
        [fullmove-number] the fullmove number is missing
       *[placement] the piece placement is missing
    }

# Variables:
#   $text (string) — the text after the last field.
fen-error-extra-field = unexpected text after the fullmove number: “{ $text }”

# Variables:
#   $char (string) — the character found.
fen-error-invalid-piece = “{ $char }” is neither a piece letter (KQRBNP, kqrbnp), a digit from 1 to 8 nor “/”

# Variables:
#   $rank (number) — the rank, 1 to 8.
fen-error-rank-too-long = rank { $rank } describes more than eight squares

# Variables:
#   $rank (number) — the rank, 1 to 8.
fen-error-rank-too-short = rank { $rank } describes fewer than eight squares

fen-error-too-many-ranks = more than eight ranks are described

# Variables:
#   $ranks (number) — how many ranks are described (fewer than eight).
fen-error-too-few-ranks = { $ranks ->
        [one] only { $ranks } rank is described, but eight are needed
       *[other] only { $ranks } ranks are described, but eight are needed
    }

# Variables:
#   $text (string) — the text found.
fen-error-invalid-turn = “{ $text }” is not a side to move: w or b is expected

# Variables:
#   $char (string) — the character found.
fen-error-invalid-castling = “{ $char }” is not a castling right: K, Q, k, q or - is expected

# Variables:
#   $char (string) — the letter written twice.
fen-error-repeated-castling = the castling right “{ $char }” is written twice

# Variables:
#   $text (string) — the text found.
fen-error-invalid-en-passant = “{ $text }” is not an en passant square: - or a square on the third or sixth rank is expected

# Variables:
#   $text (string) — the text found.
#   $field (FEN field) — `halfmove-clock` or `fullmove-number`.
fen-error-invalid-number = { $field ->
        [fullmove-number] “{ $text }” is not a fullmove number: a whole number from 1 is expected
       *[halfmove-clock] “{ $text }” is not a halfmove clock: a whole number from 0 is expected
    }

# Variables:
#   $reason (message) — what is wrong (one of the `fen-error-…` reasons above).
#   $char (text) — the Cyrillic letter found, which looks like a Latin one (К, е, а, с, В).
fen-error-cyrillic = { $reason }; “{ $char }” here is a Cyrillic letter, and the letters of a FEN are Latin only

## Algebraic notation (Appendix C)

# Variables:
#   $column (number) — the 1-based character column of the problem in the move as typed.
#   $reason (message) — what is wrong: one of the `san-error-*` messages.
san-error = Invalid algebraic notation at column { $column }: { $reason }

# A problem right after the record's last character ("Ra", "Nf" — no square of arrival):
# there is no character to point at, so no column is named.
# Variables:
#   $reason (message) — what is wrong: one of the `san-error-*` messages.
san-error-at-end = Invalid algebraic notation: { $reason }

san-error-empty = no move is written

san-error-missing-square = the move must end with the square of arrival, such as e4

# A square of arrival off the board: its rank is not 1–8 (“e9”, “Nf0”, “e10”).
san-error-rank-out-of-range = ranks are numbered 1 to 8

# A square of arrival off the board: its file is a letter other than a–h (“i4”, “Ni3”).
san-error-file-out-of-range = files are lettered a to h

# Variables:
#   $kind (keyword) — `space` or `tab`.
san-error-unexpected-blank = { $kind ->
        [tab] a tab
       *[space] a space
    } is out of place here

# Variables:
#   $char (string) — the Cyrillic letter where a square's file stands.
san-error-cyrillic-file = “{ $char }” here is a Cyrillic letter, and files are written with Latin letters (a–h)

# Variables:
#   $char (string) — the character found.
san-error-unexpected-char = “{ $char }” is out of place here

# Variables:
#   $char (text) — the letter P or p written first.
san-error-pawn-letter = a pawn has no letter — leave out “{ $char }” (Appendix C.4)

san-error-invalid-promotion = a promotion must name a queen, rook, bishop or knight, such as =Q

## UCI notation

# Variables:
#   $column (number) — the 1-based character column of the problem.
#   $reason (message) — what is wrong: one of the `uci-error-*` messages.
uci-error = Invalid UCI move at column { $column }: { $reason }

uci-error-length = a UCI move has four or five characters, such as e2e4 or e7e8q

uci-error-invalid-square = a square from a1 to h8 is expected here

# Variables:
#   $char (string) — the character found.
uci-error-invalid-promotion = “{ $char }” is not a promotion piece: q, r, b or n is expected

## Any notation

# Variables:
#   $text (string) — the move as typed.
#   $reason (message) — why it is not algebraic notation: a `san-error` message.
move-syntax-error = “{ $text }” is not a move in UCI or algebraic notation. { $reason }

## JSON a request is written in (`explain --batch`, `arbiter serve`).

# Variables:
#   $category (keyword) — `syntax` (malformed), `eof` (ends too early) or `data` (a value of
#     the wrong kind).
#   $column (number) — the column (from 1) where the JSON reader stopped.
json-error = { $category ->
        [eof] the JSON ends before it is complete, at column { $column }
        [data] the value at column { $column } is not what is expected there
       *[syntax] invalid JSON at column { $column }
    }

## Lasker diagrams (a scenario's position drawn as in Lasker's primer)

# Variables:
#   $why (text) — what is wrong; $line (number), $column (number) — where.
diagram-error = { $why } (line { $line }, column { $column })
diagram-error-empty = there is no diagram: the text is empty
diagram-error-expected-rule = a rule line of dashes is expected here
# Variables:
#   $rank (number) — the rank due.
diagram-error-expected-rank-row = the row of rank { $rank } is expected here: “{ $rank } |” and its squares
# Variables:
#   $rank (number) — the rank due; $found (text) — the label found.
diagram-error-wrong-rank = the row of rank { $rank } is expected here, not a row labelled “{ $found }”
# Variables:
#   $rank (number); $found (number) — how many squares it has: 0 to 7, or 9 meaning "more than eight".
diagram-error-square-count = rank { $rank } has { $found ->
        [0] no squares instead of eight
        [1] one square instead of eight
        [9] more than eight squares
       *[other] { $found } squares instead of eight
    }
# Variables:
#   $rank (number).
diagram-error-unclosed-row = the row of rank { $rank } does not end with a closing bar “|”
# Variables:
#   $text (text) — the square as written.
diagram-error-invalid-square = the square “{ $text }” cannot be read
# Variables:
#   $text (text) — the piece as written.
diagram-error-missing-color = the piece “{ $text }” needs “^” (white) or “#” (black) before it
# Variables:
#   $text (text) — the piece as written.
diagram-error-unknown-piece = “{ $text }” is not a piece (K, Q, R, B, Kt or P)
diagram-error-expected-file-letters = the file letters A B C D E F G H are expected here
# Variables:
#   $text (text) — the caption as written.
diagram-error-invalid-caption = the caption “{ $text }” cannot be read (“Diag. N.” is expected)
diagram-error-trailing-text = there is text after the diagram
