## arbiter replay — PGN syntax errors

# Variables:
#   $game (number) — the game's index in the file, from 1.
#   $line (number), $column (number) — where, 1-based.
#   $reason (message) — what is wrong.
pgn-error = PGN game { $game }, line { $line }, column { $column }: { $reason }

# Variables:
#   $char (text) — the character.
#   $code (text) — its code (U+007F), for a character that cannot be seen.
#   $visible (keyword) — `yes` when the character can be seen, else `no`.
pgn-error-unexpected-character = unexpected character { $visible ->
        [no] { $code }
       *[yes] “{ $char }”
    }
pgn-error-unterminated-string = a tag value is not closed on its line
pgn-error-unterminated-comment = a comment “{"{"}” is never closed
pgn-error-unterminated-variation = a variation “(” is never closed
pgn-error-unmatched-parenthesis = “)” without a variation to close
pgn-error-variation-without-move = a variation before any move
# Variables:
#   $depth (number) — the deepest nesting read.
pgn-error-variation-too-deep = variations are nested more than { $depth } deep
pgn-error-tag-missing-name = a tag pair without a name
# Variables:
#   $name (text) — the name as written.
pgn-error-tag-invalid-name = “{ $name }” is not a tag name
pgn-error-tag-missing-value = a tag pair without a quoted value
pgn-error-tag-missing-bracket = a tag pair without its closing “]”
# Variables:
#   $text (text) — the text as written.
pgn-error-bad-move-number = “{ $text }” is not a move number
# Variables:
#   $text (text) — the text as written.
pgn-error-bad-nag = “{ $text }” is not an annotation glyph ($1 … $255)
# Variables:
#   $text (text) — the text as written.
pgn-error-bad-suffix = “{ $text }” is not a move annotation (! ? !! ?? !? ?!)
pgn-error-nag-without-move = an annotation glyph before any move
# Variables:
#   $text (text) — the move as written.
#   $reason (message) — why it is not notation.
pgn-error-bad-move = “{ $text }” is not a move. { $reason }
# Variables:
#   $text (text) — a result as written, another way than PGN's («1/2», «½-½», «1:0»).
pgn-error-bad-result = “{ $text }” is not a game result as PGN writes it: a result is written 1-0, 0-1, 1/2-1/2, or * (the game not finished)
# Variables:
#   $text (text) — the FEN as written.
#   $reason (message) — what is wrong with it.
pgn-error-bad-fen = the FEN tag “{ $text }” cannot be read: { $reason }
# Variables:
#   $reason (text) — the system's description.
pgn-error-io = the file could not be read: { $reason }
# Variables:
#   $encoding (keyword) — what the text seems to be in: windows-1251, utf-16.
#   $iconv (text) — that encoding's name to iconv.
pgn-error-not-utf8 = { $encoding ->
        [utf-16] the file is in UTF-16, and PGN is read in UTF-8
       *[windows-1251] the line is not in UTF-8: it seems to be Cyrillic in Windows-1251
    }; the file is not read on. Recode it to UTF-8, for example: iconv -f { $iconv } -t utf-8 file.pgn > file-utf8.pgn

# Variables:
#   $limit (number) — the longest line read, in bytes.
pgn-error-line-too-long = the line is longer than { $limit } bytes

# Variables:
#   $limit (number) — the longest comment read, in bytes.
pgn-error-comment-too-long = the comment is longer than { $limit } bytes

# Variables:
#   $limit (number) — the most tag pairs a game may have.
pgn-error-too-many-tags = the game has more than { $limit } tag pairs

## arbiter replay — findings

# Variables:
#   $index (number) — the game's index in the file.
#   $white (text), $black (text) — the players, from the tags.
#   $plies (number) — half-moves in the game's main line.
#   $result (text) — the result recorded (1-0, 0-1, 1/2-1/2, *).
replay-game = Game { $index }: { $white } – { $black }, { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}, result { $result }

# Variables:
#   $index (number) — the game's index.
#   $reason (text) — the error, already formatted.
replay-game-error = Game { $index } cannot be replayed: { $reason }

## Article 5 — the game ends on the board

# Variables:
#   $ply (number) — the half-move after which it happened (0: the start position).
#   $move (text) — that move, numbered (17. Rd8#).
#   $winner (color) — white or black.
replay-ending-checkmate = { $ply ->
        [0] In the position the game started from
       *[other] Ply { $ply } ({ $move })
    }: checkmate; { $winner ->
    [white] White
   *[black] Black
} wins

# Variables:
#   $ply (number), $move (text) — as above.
replay-ending-stalemate = { $ply ->
        [0] In the position the game started from
       *[other] Ply { $ply } ({ $move })
    }: stalemate; the game is drawn

# Variables:
#   $ply (number), $move (text) — as above.
replay-ending-dead-position = { $ply ->
        [0] In the position the game started from
       *[other] Ply { $ply } ({ $move })
    }: neither player can checkmate by any series of legal moves; the game is drawn (dead position)

# Variables:
#   $ply (number), $move (text) — as above.
#   $times (number) — how many times the position has appeared.
replay-ending-fivefold = { $ply ->
        [0] In the position the game started from
       *[other] Ply { $ply } ({ $move })
    }: the same position has appeared { $times } times; the game is drawn

# Variables:
#   $ply (number), $move (text) — as above.
#   $halfmoves (number) — half-moves without a pawn move or a capture.
replay-ending-seventy-five = { $ply ->
        [0] In the position the game started from
       *[other] Ply { $ply } ({ $move })
    }: the last seventy-five moves by each player were made without a pawn move or a capture; the game is drawn

replay-start-position = the position the game started from

replay-no-ending = The game did not end on the board

# Variables:
#   $ply (number) — the half-move number.
#   $move (text) — the move as written, numbered.
replay-illegal = Ply { $ply } ({ $move }) is not a legal move:

# Heads what the arbiter would do after the game's first illegal move (Article 7.5), had the
# player completed it on the board (pressed the clock); the ruling's sentences follow.
replay-after-illegal = Had the move been completed on the board (the clock pressed), the arbiter would rule:

## Article 9 — draws the player having the move may claim

# Variables:
#   $ply (number) — after this half-move the claim is available.
#   $played (text) — the move of that half-move, numbered (80. Ra2).
#   $player (color) — who may claim (the side to move).
#   $times (number) — how many times the position has appeared.
replay-claim-threefold = { $ply ->
        [0] In the position the game started from,
       *[other] After ply { $ply } ({ $played })
    } { $player ->
        [white] White
       *[black] Black
    } may claim a draw: the same position has appeared for the { $times ->
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
#   $ply (number) — after this half-move the claim is available.
#   $played (text) — the move of that half-move, numbered (80. Ra2).
#   $player (color) — who may claim (the side to move).
#   $times (number) — how many times the position will have appeared.
#   $move (text) — the move to write down and declare.
replay-claim-threefold-about-to = { $ply ->
        [0] In the position the game started from,
       *[other] After ply { $ply } ({ $played })
    } { $player ->
        [white] White
       *[black] Black
    } may claim a draw by writing { $move } on the scoresheet and declaring it to the arbiter: that move makes the same position appear for the { $times ->
    [3] third
    [4] fourth
   *[other] { $times }th
} time

# Variables:
#   $ply (number) — after this half-move the claim is available.
#   $played (text) — the move of that half-move, numbered (80. Ra2).
#   $player (color) — who may claim (the side to move).
#   $halfmoves (number) — half-moves without a pawn move or a capture.
replay-claim-fifty = { $ply ->
        [0] In the position the game started from,
       *[other] After ply { $ply } ({ $played })
    } { $player ->
        [white] White
       *[black] Black
    } may claim a draw: the last fifty moves by each player were made without a pawn move or a capture

# Variables:
#   $ply (number) — after this half-move the claim is available.
#   $played (text) — the move of that half-move, numbered (80. Ra2).
#   $player (color) — who may claim (the side to move).
#   $move (text) — one such move, as an example.
replay-claim-fifty-about-to = { $ply ->
        [0] In the position the game started from,
       *[other] After ply { $ply } ({ $played })
    } { $player ->
        [white] White
       *[black] Black
    } may claim a draw by writing on the scoresheet a move that is neither a pawn move nor a capture (for example { $move }) and declaring it to the arbiter: after that move the last fifty moves by each player will have been made without a pawn move or a capture

## Articles 5, 6.9 and 9.6 — the recorded result checked against the board

# Variables:
#   $recorded (text) — the result the file records (1-0, 0-1, 1/2-1/2).
#   $winner (color) — who gave checkmate.
#   $ply (number) — the half-move of the checkmate (0: the game's start position).
#   $move (text) — that half-move's move, numbered, in the reader's letters (2... Qh4#).
#   $correct (text) — the result the Laws give.
replay-result-checkmate = The result { $recorded } is wrong: { $ply ->
    [0] { $winner ->
        [white] Black
       *[black] White
    } is checkmated in the game's start position
   *[other] { $winner ->
        [white] White
       *[black] Black
    } gave checkmate with { $move }
}, so the result is { $correct }

# Variables:
#   $recorded (text) — the result the file records.
#   $ending (text) — how the game was drawn: stalemate, dead-position, fivefold-repetition, seventy-five-moves.
#   $ply (number) — the half-move it ended at (0: the game's start position).
#   $move (text) — that half-move's move, numbered, in the reader's letters.
#   $correct (text) — the result the Laws give (1/2-1/2).
replay-result-drawn-on-board = The result { $recorded } is wrong: the game was drawn { $ply ->
    [0] in its start position
   *[other] on the board after { $move }
} by { $ending ->
    [stalemate] stalemate
    [dead-position] a dead position
    [fivefold-repetition] fivefold repetition
   *[seventy-five-moves] the seventy-five-move rule
}, so the result is { $correct }

# Variables:
#   $recorded (text) — the result the file records.
#   $loser (color) — the player recorded as losing.
#   $winner (color) — the player recorded as winning.
# The sentence that proves the draw (a `cannot-mate-…` reason) follows the citation: it is
# not part of this message (review 21a, D-6).
#   $correct (text) — the result the Laws give (1/2-1/2).
replay-result-time-forfeit = The result { $recorded } is wrong: { $loser ->
    [white] White
   *[black] Black
} lost on time, but { $winner ->
    [white] White
   *[black] Black
} could not checkmate by any series of legal moves, so the game is drawn: { $correct }

# No Termination tag: the resignation is only assumed.
# Variables:
#   $recorded (text), $loser (color), $winner (color), $correct (text) — as above.
replay-result-resignation-assumed = If the game ended by { $loser ->
    [white] White's
   *[black] Black's
} resignation (no Termination tag says how it ended), the result { $recorded } is wrong: { $winner ->
    [white] White
   *[black] Black
} could not checkmate by any series of legal moves, so the game is drawn: { $correct }

# Variables:
#   $recorded (text), $loser (color), $winner (color), $correct (text) — as above.
replay-result-resignation = The result { $recorded } is wrong: { $loser ->
    [white] White
   *[black] Black
} resigned, but { $winner ->
    [white] White
   *[black] Black
} could not checkmate by any series of legal moves, so the game is drawn: { $correct }

## Moves after the end of the game

# Variables:
#   $count (number) — half-moves written after the end.
#   $ply (number) — the half-move the game ended at.
#   $move (text) — the first of them, numbered.
replay-after-end = { $count ->
    [one] One half-move, { $move }, was written after the game had ended { $ply ->
        [0] in the position it started from
       *[other] at ply { $ply }
    }: it is not part of the game and is not checked
   *[other] { $count } half-moves were written after the game had ended { $ply ->
        [0] in the position it started from
       *[other] at ply { $ply }
    }, from { $move }: they are not part of the game and are not checked
}

## Appendix C.10 — a move written so that several pieces could make it

# Variables:
#   $ply (number) — the half-move number.
#   $move (text) — the move as written, numbered.
#   $candidates (moves) — the moves it may mean, joined as alternatives.
replay-notation = Ply { $ply } ({ $move }) is a problem of notation, not an illegal move: it may mean { $candidates }; the rest of the game is not checked

# Variables:
#   $count (number) — claims found past the most listed for one game.
replay-claims-omitted = … and { $count ->
    [one] { $count } more moment
   *[other] { $count } more moments
} when a draw could be claimed, not listed

## Scoresheets: letters that look alike in Latin and Russian script

# Variables:
#   $written (text) — the move as written.
#   $letters (number) — how many of its look-alike characters the readings read the other way.
#   $moves (moves) — the legal moves it may mean with its look-alike letters read the other way.
#   $count (number) — how many there are.
#   $kind (keyword) — `castling` for castling, else `other`.
#   $source (keyword) — `file`: a record read from a file (replay, position --pgn), corrected in the file; `typed`: a move typed (explain, the session).
replay-hint-lookalike = Hint: “{ $written }” { $kind ->
        [castling] { $source ->
            [file] has Russian letters «О»; read as castling
           *[typed] has letters where zeros belong; written with zeros
        }
       *[other] has { $letters ->
            [one] a letter that looks alike in Latin and Russian script; read the other way
           *[other] letters that look alike in Latin and Russian script; read the other way
        }
    } it is { $moves }, { $count ->
        [1] probably the move meant
       *[other] probably one of these moves was meant
    }; { $kind ->
        [castling] { $source ->
            [file] for it to be accepted, correct the record in the PGN: castling is written with zeros (0-0, 0-0-0) or with the Latin letter O, as PGN has it (O-O, O-O-O)
           *[typed] for it to be accepted, type the castling again with zeros: 0-0 or 0-0-0
        }
       *[other] { $source ->
            [file] { $count ->
                [1] for it to be accepted, correct the record in the PGN
               *[other] correct the record in the PGN to the one meant
            }
           *[typed] { $count ->
                [1] for it to be accepted, type it again
               *[other] type the one meant again
            }
        } with the file in Latin letters (a–h) and the piece in Russian ones (Кр, Ф, Л, С, К)
    }
# Variables:
#   $written (text) — the move as written; $read (moves) — the legal move it was read as;
#   $letters (number) — how many of its characters that look alike in both scripts are read the other way;
#   $moves (moves) — the other legal moves it makes with those letters read the other way;
#   $count (number) — how many; $kind (keyword) — `castling` for castling, else `other`.
# The record was read as a legal move, but read the other way it is another legal move too.
#   $source (keyword) — `file`: a record read from a file (replay, position --pgn), corrected in the file; `typed`: a move typed (explain, the session).
replay-hint-lookalike-also = Hint: “{ $written }” was read as { $read }, but it { $kind ->
        [castling] has letters where zeros belong; written with zeros
       *[other] has { $letters ->
            [one] a letter that looks alike in Latin and Russian script; read the other way
           *[other] letters that look alike in Latin and Russian script; read the other way
        }
    } it is { $moves }, { $count ->
        [1] a legal move too; if that was meant
       *[other] legal moves too; if one of them was meant
    }, { $kind ->
        [castling] { $source ->
            [file] correct the record in the PGN: castling is written with zeros, 0-0 or 0-0-0
           *[typed] type the castling again with zeros: 0-0 or 0-0-0
        }
       *[other] { $source ->
            [file] correct the record in the PGN
           *[typed] type it again
        } with the file in Latin letters (a–h) and the piece in Russian ones (Кр, Ф, Л, С, К)
    }
# Variables:
#   $written (text) — the move as written; $moves (moves) — how it reads the other way;
#   $letters (number) — how many of its look-alike characters the readings read the other way;
#   $count (number) — how many such readings;
#   $kind (keyword) — `castling`, `ambiguous` (the record is ambiguous, Appendix C.10) or `other`;
#   $from (keyword) — `required` when the command needs the square the piece left (the
#     session, explain --completed), else `optional`.
# No reading is a legal move, but `explain` and the session can say why a move is not legal
# when it is written as read.
#   $source (keyword) — `file`: a record read from a file (replay, position --pgn), corrected in the file; `typed`: a move typed (explain, the session).
#   $fen (text) — the FEN of the position the record was written in (for the `explain` command of a file's hint).
#   $example (moves) — the readings as they are to be typed, in the reader's letters: with the
#     square the piece left — the one typed, or, when none is, the square of each piece of that
#     kind the player has (`Кe2-e4`, `Кb1-c5 or Кg1-c5`; for an ambiguous record, the pieces
#     that can make it); as read when the player has no such piece.
#   $full (keyword) — `yes` when $example names the square the piece left, `no` when it is the
#     readings as read, naming only the square the piece went to.
replay-hint-lookalike-impossible = Hint: “{ $written }” { $kind ->
        [castling] { $source ->
            [file] has Russian letters «О»; read as castling
           *[typed] has letters where zeros belong; written with zeros
        }
       *[other] has { $letters ->
            [one] a letter that looks alike in Latin and Russian script; read the other way
           *[other] letters that look alike in Latin and Russian script; read the other way
        }
    } it is { $moves }, { $source ->
        [file] { $kind ->
            [castling] but that move is not possible here either; `arbiter explain --fen '{ $fen }' --move { $moves }` says why
            [ambiguous] but that record is ambiguous here: more than one such piece can move to that square; correct the record in the PGN with the square the piece left (as { $example }), the files in Latin letters (a–h) and the piece in Russian ones (Кр, Ф, Л, С, К)
           *[other] { $count ->
                [1] but that move is not possible here either; `arbiter explain --fen '{ $fen }' --move { $moves }` says why
               *[other] but those moves are not possible here either; `arbiter explain --fen '{ $fen }' --move` says why, with the one meant written with the file in Latin letters (a–h) and the piece in Russian ones (Кр, Ф, Л, С, К)
            }
        }
       *[typed] { $kind ->
            [castling] but that move is not possible here either; to learn why, type the castling again with zeros: 0-0 or 0-0-0
            [ambiguous] but that record is ambiguous here: more than one such piece can move to that square; type the move again with the square the piece left (as { $example }), the files in Latin letters (a–h) and the piece in Russian ones (Кр, Ф, Л, С, К)
           *[other] { $count ->
                [1] but that move is not possible here either; to learn why, type it again
               *[other] but those moves are not possible here either; to learn why, type the one meant again
            }{ $from ->
                [required] {" "}in full, { $full ->
                    [yes] with the square the piece left (as { $example })
                   *[no] with the square the piece left written into { $example } before the square it went to
                }, the files in Latin letters (a–h) and the piece in Russian ones (Кр, Ф, Л, С, К)
               *[optional] {" "}with the file in Latin letters (a–h) and the piece in Russian ones (Кр, Ф, Л, С, К)
            }
        }
    }

## Variations: the moves inside ( … ) are checked too

# Before the record that cannot be read, the game's replay had already stopped at an illegal move (or an ambiguous record): it is given under the error.
replay-error-after-illegal = Before this record, the replay of the game had already stopped:

# Variables:
#   $ply (number) — the half-move from the game's start.
#   $written (text) — the move with its number as written (`2. e5`, `1... e4`).
#   $move (text) — the same move numbered as it is in the game (`1... e5`).
# The first move whose written number contradicts the move it is (review 32a, G-32); the
# moves are replayed all the same.
replay-numbering = Ply { $ply } is written “{ $written }”, but it is { $move } — the first move whose number is written wrong; the moves are replayed as written

# Variables:
#   $ply (number) — the half-move number from the game's start.
#   $move (text) — the move as written, numbered.
# A legal move written in Latin letters in a game written in Russian ones: read the other way it is a legal move too; the hint follows.
replay-read-two-ways = Ply { $ply } ({ $move }) can be read two ways:

# Variables:
#   $ply (number) — the half-move number from the game's start.
#   $move (text) — the move as written, numbered.
#   $candidates (moves) — the moves it may mean, joined as alternatives.
replay-variation-notation = In a variation, ply { $ply } ({ $move }) is a problem of notation, not an illegal move: it may mean { $candidates }; the rest of the variation is not checked

# Variables:
#   $ply (number) — the half-move number from the game's start.
#   $move (text) — the move as written, numbered.
replay-variation-illegal = In a variation, ply { $ply } ({ $move }) is not a legal move:

# Variables:
#   $count (number) — illegal moves in variations past the most listed.
replay-variations-omitted = … and { $count ->
    [one] { $count } more variation
   *[other] { $count } more variations
} with an illegal move, not listed
