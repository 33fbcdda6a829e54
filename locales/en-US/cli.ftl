## The command line: errors and verdicts.

# Variables:
#   $reason (message) — what went wrong.
cli-error = error: { $reason }

# Variables:
#   $lang (text) — the language asked for with --lang.
#   $available (text) — the languages arbiter has, comma-separated.
cli-error-unknown-lang = there are no messages in the language “{ $lang }”; available: { $available }

# Variables:
#   $line (number) — the input line, from 1.
#   $reason (message) — what is wrong with it.
cli-error-on-line = line { $line }: { $reason }

# A batch line that is not JSON (its number is the answer's `line`, as for every error).
# Variables:
#   $reason (text) — the JSON parser's own description.
cli-error-json = the line is not a JSON object with "fen" and "move": { $reason }
# Variables:
#   $text (text) — what the line holds.
cli-error-json-not-object = the line “{ $text }” is not a JSON object: an object with "fen" and "move" is needed

## Article 3.10.1 — the verdict on a move.

# Variables:
#   $move (text) — the move in algebraic notation, in the reader's letters.
#   $uci (text) — the move in UCI.
explain-legal = { $move } ({ $uci }) is a legal move

# A legal move that ends the game (review 32f, G-13).
# Variables:
#   $ending (keyword) — checkmate, stalemate, dead-position or seventy-five-moves.
#   $winner (color) — who won (checkmate).
explain-legal-ends-game = After this move { $ending ->
        [checkmate] it is checkmate: { $winner ->
            [white] White wins
           *[black] Black wins
        }
        [stalemate] it is stalemate: the game is drawn
        [dead-position] the position is dead — neither player can checkmate by any series of legal moves; the game is drawn
       *[seventy-five-moves] each player has made seventy-five moves without a pawn move or a capture; the game is drawn
    }

# Variables:
#   $move (text) — the move as the user wrote it, in the reader's letters (Nc3 → Кc3).
explain-illegal = { $move } is not a legal move:

# Variables:
#   $move (text) — the move as the user wrote it, in the reader's letters: legal by Articles
#     3.1–3.9, but barred by touch-move (Article 4).
explain-touch-barred = { $move } is a legal move, but the player may not make it:

# Variables:
#   $move (text) — the move as written (Appendix C.10: two pieces can make it).
explain-ambiguous = { $move } is ambiguous notation, not an illegal move:

# With --completed, when the position before the illegal move was already checkmate or
# stalemate: the game had ended (5.1.1, 5.2.1), and there is nothing to reinstate or replace.
# A record that, read the other way, is a legal move: what the arbiter does after a completed illegal move is not said.
explain-completed-lookalike = What the arbiter does after a completed illegal move is not said here: the record probably means another move (see the hint) — type it again
# Variables:
#   $color (color) — the player to move there, checkmated or stalemated.
explain-completed-after-checkmate = In the position before this move { $color ->
        [white] White
       *[black] Black
    } is already checkmated: the game had ended in a win for { $color ->
        [white] Black (0-1)
       *[black] White (1-0)
    }, and an illegal move made after the end changes nothing

# Variables:
#   $color (color) — the player to move there, stalemated.
explain-completed-after-stalemate = In the position before this move { $color ->
        [white] White
       *[black] Black
    } is already stalemated: the game had ended in a draw, and an illegal move made after the end changes nothing
# Variables:
#   $color (color) — the player to move (not used: the position is drawn for both).
explain-completed-after-dead-position = In the position before this move neither player can checkmate by any series of legal moves, a dead position: the game had already ended in a draw, and the illegal move changes nothing
# Variables:
#   $color (color) — the player to move (not used).
explain-completed-after-seventy-five = In the position before this move each player had made seventy-five moves without a pawn move or a capture: the game had already ended in a draw, and the illegal move changes nothing

# Variables:
#   $path (text) — a file or directory.
#   $reason (text) — why (an `io-error` message).
cli-error-io = cannot read { $path }: { $reason }
# Variables:
#   $error (text) — what is wrong; $hint (text) — a hint that follows it.
cli-error-with-hint = { $error }. { $hint }
# Variables:
#   $error (text) — why the position is illegal (ending with a full stop).
cli-error-lenient-hint = { $error } To examine it all the same, add --lenient.
# Variables:
#   $path (text) — the file or directory that could not be written; $reason (text) — why (`io-error`).
cli-error-io-write = cannot write { $path }: { $reason }
# Variables:
#   $address (text) — the address of --listen; $reason (text) — why (`io-error`).
cli-error-io-listen = cannot listen on { $address }: { $reason }

# Why a file or a stream cannot be read or written (`$reason` of `cli-error-io`,
# `cli-error-io-write`, `cli-error-io-listen` and `pgn-error-io`).
# Variables:
#   $kind (keyword) — `not-found`, `already-exists`, `not-a-directory`, `permission-denied`,
#     `is-a-directory`, `invalid-data` (not UTF-8 text), `address-in-use`,
#     `address-not-available`, or `other`.
#   $action (keyword) — `read`, `read-dir` (a directory of feature files), `read-dir-file` (the same, a file given) or `write`.
#   $detail (text) — the operating system's own words, said only for `other`.
io-error = { $kind ->
        [not-found] { $action ->
            [write] there is no such directory
            [read-dir] there is no such directory
           *[read] there is no such file
        }
        [already-exists] it is a file, not a directory
        [not-a-directory] { $action ->
            [read-dir-file] it is a file, not a directory
           *[other] part of the path is a file, not a directory
        }
        [permission-denied] { $action ->
            [write] permission to write there is denied
           *[read] permission to read it is denied
        }
        [is-a-directory] it is a directory, not a file
        [invalid-data] it is not UTF-8 text
        [address-in-use] the address is already in use
        [address-not-available] the address is not available on this machine
       *[other] { $detail }
    }

## arbiter quote

# Variables:
#   $article (text) — the article number (with its 2009 label under --edition 2009).
#   $title (text) — the article's title.
#   $kind (text) — `article`, `appendix` (C.10) or `guidelines` (II.3).
quote-heading = { $kind ->
        [appendix] Appendix
        [guidelines] Guidelines
       *[article] Article
    } { $article } — { $title }

# Variables:
#   $article (text) — the 2023 number.
#   $label (text) — the article's label in the edition asked for.
#   $edition (text) — the edition asked for (2009, 2005).
#   $same (keyword) — `yes` when both editions number it alike, `all` when the 2009 edition does
#     too, else `no`.
#   $cited (keyword) — `yes` when the edition asked for states the article's rule under $also too.
#   $also (text) — that other number (9.6 for the 2009 dead position; empty when there is none).
quote-number-in-edition = { $same ->
        [all] { $label } (the same number in the { $edition }, 2009 and 2023 editions)
        [yes] { $label } (the same number in the { $edition } and 2023 editions)
       *[no] { $label }, { $edition } edition ({ $article } in 2023{ $cited ->
            [yes] ; the { $edition } edition states it in Article { $also } too
           *[no] {""}
        })
    }
# Variables:
#   $article (text) — the 2023 number.
#   $edition (text) — the edition asked for.
#   $cited (keyword) — `yes` when the edition states the rule in another article ($also), else `no`.
#   $also (text) — that article's number (empty for `no`).
#   $reused (keyword) — `yes` when that edition gives the number to another article (2009's 9.6 is the dead position): no such *rule* there, not no such article.
quote-number-not-in-edition = { $article }, 2023 edition ({ $cited ->
        [yes] no article of its own in the { $edition } edition; Article { $also } states it
       *[no] { $reused ->
            [yes] no such rule in the { $edition } edition
           *[no] { $part ->
                [point] not in the { $edition } edition
               *[article] not in the { $edition } edition
            }
        }
    })
# Variables:
#   $article (text) — the 2023 number.
#   $edition (text) — the edition asked for.
#   $known (keyword) — `yes` when its number in the 2009 edition ($earlier) is known, `same`
#     when that is the 2023 number, else `no`.
#   $earlier (text) — its number in the 2009 edition (empty when not known).
quote-number-unknown-in-edition = { $article }, { $known ->
        [yes] 2023 edition ({ $earlier } in the 2009 edition; its
        [same] 2009 and 2023 editions (its
       *[no] 2023 edition (its
    } number in the { $edition } edition is not known to arbiter)

# Variables:
#   $source (text) — edition, language and article of the words quoted (quote-source).
quote-label-quote = Quote — { $source }

# The source of a quote, built from its parts.
# Variables:
#   $edition (text) — the year of the edition the words come from: 2005.
#   $later (text) — `yes` when the words are of that edition or a later one, else `no`.
#   $language (text) — the language of the words: en, ru.
#   $kind (text) — `article`, or `appendix` for an appendix point.
#   $article (text) — the article's label in that edition: 3.8 a ii.
quote-source = FIDE Laws of Chess, { $later ->
        [yes] { $edition } or later edition
       *[no] { $edition } edition
    }, { $language ->
        [ru] Russian
       *[en] English
    }, { $kind ->
        [appendix] Appendix
       *[article] Article
    } { $article }

quote-label-summary = Summary in our own words — not the official text of the Laws
# Our 2023 summary shown under an older edition: the articles it refers to are numbered as in 2023.
quote-label-summary-2023-numbers = Summary in our own words — not the official text of the Laws; the articles it refers to are numbered as in the 2023 edition
# Our summary of the 2009 edition's rule, shown under the 2005 edition whose text of the article we do not know: arbiter applies it there too.
# Variables:
#   $shown (text) — the edition whose rule is summarized (2009).
#   $edition (text) — the edition asked for (2005).
#   $numbers (keyword) — `yes` when the summary refers to articles (numbered as in $shown), else `no`.
quote-label-summary-earlier = Summary in our own words — not the official text of the Laws; the { $shown } edition's rule, which arbiter applies under the { $edition } edition too{ $numbers ->
        [yes] ; the articles it refers to are numbered as in the { $shown } edition
       *[no] { "" }
    }
# A rule that came after the edition asked for: the text below is a later edition's.
# Variables:
#   $edition (text) — the edition asked for (2009, 2005).
#   $since (text) — the year the rule came in (2014, 2018, 2023).
quote-not-in-force = The { $edition } edition has no such rule (it came in { $since }): arbiter does not apply it under that edition.
# Under the heading of an article asked for by its 2023 number under an older edition that
# gives it no known number: the number was read as 2023's.
# Variables:
#   $article (text) — the number asked for, a 2023 number.
#   $edition (text) — the edition asked for (2009, 2005).
quote-read-as-2023-number = The number { $article } is read in the numbering of the 2023 edition; in the { $edition } edition that number may be another article's.
quote-label-missing = No text yet
quote-fallback-english = (There is no text in this language yet; here is the English.)
# Before a quoted point that ends a sentence its parent begins (4.3.1 after 4.3), when the
# parent is not printed just before it.
# Variables:
#   $article (text) — the parent, as its source labels it (4.3).
#   $text (text) — the parent's official words.
# Variables:
#   $edition (text) — the older edition's year.
quote-list-legend = Number in the 2023 edition · number in the { $edition } edition (“?” — number not known to arbiter, “—” — no corresponding article, in brackets — the article that says the same) · title
# Variables:
#   $article (text) — the parent's label in the quote's numbering; $text (text) — its official words.
#   $numbered (keyword), $year (text), $later (keyword) — as for `quote-lead-in-not-quoted`.
quote-lead-in = The sentence begins in Article { $article }{ $numbered ->
        [source] {" "}({ $year } edition{ $later ->
            [yes] {" "}or later
           *[no] {""}
        })
       *[shown] {""}
    }: “{ $text }”
# Variables:
#   $article (text) — the parent's number in the quote's numbering.
#   $numbered (keyword) — `shown`: the edition shown numbers it; `source`: the quote's own edition.
#   $year (text) — that edition's year (with `source`).
#   $later (keyword) — `yes` when the text is of that edition or a later one.
quote-lead-in-not-quoted = The sentence begins in Article { $article }{ $numbered ->
        [source] {" "}({ $year } edition{ $later ->
            [yes] {" "}or later
           *[no] {""}
        })
       *[shown] {""}
    }, whose official text is not given here.

# Variables:
#   $note (text) — arbiter's note beside the text (where a translation is narrower than the
#   authentic English, and which arbiter follows).
quote-note = Note by arbiter, not the text of the Laws: { $note }

# Variables:
#   $reason (text) — why software cannot check the article.
quote-out-of-scope = Not checked by arbiter: { $reason }

# Variables:
#   $reason (text) — as above, for an article some of whose points arbiter does check (7.5 under 7).
quote-partly-in-scope = Checked by arbiter only in part: { $reason }

# Variables:
#   $article (text) — the label asked for.
#   $edition (text) — the edition asked for: 2023, 2009 or 2005.
quote-error-unknown-article = the rulebook has no article “{ $article }” in the { $edition } numbering (`arbiter quote --list` lists them)

# Variables:
#   $article (text) — the label asked for.
#   $edition (text) — the edition asked for: 2009 or 2005.
quote-error-unmapped-article = arbiter does not map the number “{ $article }” of the { $edition } edition to the 2023 edition (`arbiter quote --list --edition { $edition }` lists the numbers it maps)

# Variables:
#   $article (text) — what was typed instead of an article number.
quote-error-not-an-article-number = “{ $article }” is not an article number (`arbiter quote --list` lists the articles)

# Variables:
#   $article (text) — the label asked for.
#   $edition (text) — the edition asked for.
#   $other (text) — the edition in which the label names an article.
#   $count (number) — how many 2023 articles (at the top) it matches;
#   $number (text) — their numbers, comma-separated; $first, $second (text) — the first two;
#   $appendix (keyword) — `yes` for items of an appendix; $items (keyword) — `yes` when their
#   sub-items match too.
quote-error-label-of-edition = “{ $article }” is a number of the { $other } edition, not of { $edition } ({ $appendix ->
        [yes] Appendix
       *[no] { $count ->
            [one] Article
           *[other] Articles
        }
    } { $count ->
        [2] { $first } and { $second }
       *[other] { $number }
    }{ $items ->
        [yes] {" "}with its items
       *[no] {""}
    } in 2023): add --edition { $other }

## arbiter conformance

conformance-header-article = Article
conformance-header-title = Title
conformance-header-status = Status

# Variables:
#   $lang (text) — a language code of the scenarios (en, ru).
conformance-header-counts = { $lang } passed/failed/skipped

# Variables:
#   $status (keyword) — covered, failed, gap, out-of-scope, or partly (out of scope as a whole, some points checked).
conformance-status = { $status ->
    [covered] covered
    [failed] failed
    [gap] gap
    [partly] checked in part
   *[out-of-scope] out of scope
}

conformance-failures = Scenarios that did not pass:
# Variables:
#   $why (text) — why the scenario was skipped (a step no definition matches, say).
conformance-skipped = skipped: { $why }
conformance-lint = Citation lint:
conformance-junit-lint = citation lint

# Variables:
#   $article (text) — the 2023 number; $title (text) — its title.
conformance-junit-suite = Article { $article } { $title }

# Variables:
#   $lang (text) — a language code.
#   $passed (number), $failed (number), $skipped (number) — scenario counts.
conformance-summary = { $lang }: { $passed } passed, { $failed } failed, { $skipped } skipped

# Variables:
#   $articles (number) — articles in the rulebook.
#   $covered (number), $gaps (number), $out-of-scope (number) — articles by status.
conformance-coverage = { $articles } articles: { $covered } covered, { $gaps } gaps, { $out-of-scope } out of scope

# Variables:
#   $dir (text) — the directory given with --features.
conformance-error-no-features = no .feature files under { $dir } (expected { $dir }/en/… and { $dir }/ru/…)

# Variables:
#   $reason (text) — what went wrong.
conformance-error-run = the rulebook could not be run: { $reason }

# Variables:
#   $item (text) — the part of --touch that cannot be read.
cli-error-touch = “{ $item }” is not the square of a touched piece (such as e4), the squares of pieces touched at once (such as e2+e7), or a promotion piece on the square of promotion (such as e8=Q); several touched pieces are separated by commas, in order: e2,d3

# Variables:
#   $item (text) — the part of --touch, as written; $square (square) — its square.
cli-error-touch-promotion-square = “{ $item }”: { $square } is not a promotion square; a promotion piece is given on the last rank (e8=Q for White, e1=Q for Black)

# Variables:
#   $square (square) — the square of a promotion piece in --touch, on the other side's last rank;
#   $color (color) — the player to move.
cli-error-touch-promotion-side = { $square } is where { $color ->
        [white] Black's pawns promote, and it is White's move: White gives a promotion piece on the eighth rank (such as e8=Q)
       *[black] White's pawns promote, and it is Black's move: Black gives a promotion piece on the first rank (such as e1=Q)
    }

# Variables:
#   $item (text) — the part of --touch, as written; $piece (role) — the piece it names.
cli-error-touch-promotion-piece = “{ $item }”: a pawn cannot be promoted to a { $piece }, only to a queen, rook, bishop or knight

# Variables:
#   $item (text) — the part of --adjust (or of a session's adjust list) that cannot be read.
cli-error-adjust = “{ $item }” is not the square of an adjusted piece (a square such as e4; several are separated by commas)

# Variables:
#   $square (square) — the square of departure the move names.
#   $color (color) — the player to move.
cli-error-completed-no-own-piece = There is no { $color ->
        [black] black
       *[white] white
    } piece on { $square }: the arbiter cannot tell which piece was moved

# Variables:
#   $color (color) — the player to move; $square (square) — the square the move names;
#   $piece (role) — the piece the move names.
cli-error-completed-no-such-piece = { $color ->
        [black] Black has
       *[white] White has
    } no { $piece } on { $square }: the arbiter cannot tell which piece was moved

# Variables:
#   $reason (message) — why no piece of the player can make the move written.
cli-error-completed-no-piece-for-move = { $reason }, so which piece moved cannot be told; write the completed move with the square the piece left (in UCI, such as g1f3, or in long algebraic notation, such as Ng1-f3)

cli-error-completed-piece-unknown = For a completed move (--completed, or the key “completed” in --batch), the move must show which of the player's own pieces moved and from where (UCI such as e1e3, or long algebraic notation such as Ke1-e3): the arbiter reinstates the position, and the illegal move must be replaced by a move of the same piece (Articles 7.5.1 and 4.3.1)

# Variables:
#   $text (text) — what was given where a square was expected.
cli-error-square = “{ $text }” is not a square (a file a–h and a rank 1–8, e.g. e4)

## arbiter show

# Variables:
#   $square (square) — the square given to --reach.
show-error-empty-square = there is no piece on { $square } to mark the moves of

## A command line that cannot be read

# Variables:
#   $arg (text) — the argument as given.
cli-usage-unknown-argument = there is no option “{ $arg }”
# Variables:
#   $arg (text) — the stray argument as given (no option: it does not begin with “-”).
#   $command (keyword) — `quote` or `explain` for that command, else `other`.
#   $quoted (text) — the words after the command that are neither options nor their values (for quote, the number as typed).
cli-usage-unexpected-argument = unexpected argument “{ $arg }”{ $command ->
        [quote] ; put an article number of several parts in quotes: '{ $quoted }'
        [explain] ; the move is given with --move, such as --move { $arg }
       *[other] { "" }
    }
# Variables:
#   $command (text) — the command as given.
cli-usage-unknown-command = there is no command “{ $command }”
# Variables:
#   $args (text) — the options missing, joined as a list.
#   $count (number) — how many.
#   $positional (keyword) — `yes` when every one missing is an argument given without an
#     option name (`<ARTICLE>`, `<DEPTH>`), `no` otherwise.
cli-usage-missing-argument = { $positional ->
    [yes] { $count ->
        [one] this command needs the argument { $args }
       *[other] this command needs the arguments { $args }
    }
   *[no] { $count ->
        [one] this command needs the option { $args }
       *[other] this command needs the options { $args }
    }
}
# Variables:
#   $options (text) — the options missing, as a list (a group as «A or B»); $options-count (number) — how many.
#   $arguments (text) — the arguments missing, as a list; $arguments-count (number) — how many.
cli-usage-missing-options-and-arguments = this command needs { $options-count ->
        [one] the option
       *[other] the options
    } { $options }, and { $arguments-count ->
        [one] the argument
       *[other] the arguments
    } { $arguments }
# Variables:
#   $args (text) — the options given that work only with another, as a list; $count (number) — how many.
#   $needs (text) — the option they need.
cli-usage-requires = { $count ->
    [one] the option { $args } works only together with { $needs }
   *[other] the options { $args } work only together with { $needs }
}
cli-usage-no-command = no command given
cli-usage-missing-command = this command needs a command after it (see --help)
# Variables:
#   $commands (text) — the command's subcommands, joined by «or».
cli-usage-missing-subcommand = no subcommand given: { $commands }
# Variables:
#   $arg (text) — the option.
#   $value (text) — the value given.
cli-usage-invalid-value = “{ $value }” is not a valid value for { $arg }
# Variables:
#   $arg (text) — the option.
#   $value (text) — the value given.
#   $hint (text) — what the option takes (cli-hint-…).
cli-usage-invalid-value-hint = “{ $value }” is not a valid value for { $arg }: it takes { $hint }
cli-hint-time-control = standard, rapid, blitz, or a time control in seconds as PGN writes it, such as 5400+30 (90 minutes for the game plus 30 seconds for each move) or 300+3

# Variables:
#   $minutes (number), $seconds (number) — a duration: whole minutes and the seconds left.
cli-duration = { $seconds ->
    [0] { $minutes } min
   *[other] { $minutes ->
        [0] { $seconds } s
       *[other] { $minutes } min { $seconds } s
    }
}

# What a time control given in seconds (`--time-control 300+3`) was read as, under the
# edition's A.1 and B.1 (review 32a, G-35).
# Variables:
#   $written (text) — the time control as given.
#   $base (message) — the time for the game (cli-duration); $total (message) — with 60 increments.
#   $increment (number) — the seconds added a move.
#   $kind (keyword) — `blitz`, `rapid` or `standard`.
#   $lines (keyword) — `current` (2023): blitz 10 minutes or less; `older` (2009, 2005): less than 15.
#   $citation (message) — the point that draws this line (A.1 or B.1 in the edition chosen).
#   $supervised (keyword) — `yes` for rapid and blitz under an edition before 2023: arbiter
#     takes the game to be supervised, and then the Competition Rules apply (review 36f);
#     otherwise `no`. $supervision (message) — the point that says so (2009 A.3 or B.2).
cli-time-control-read = The time control { $written } is { $kind ->
        [blitz] blitz
        [rapid] rapid
       *[standard] standard play
    }: { $increment ->
        [0] { $base } for the game
       *[other] { $base } for the game and { $increment } s a move, { $total } in all over 60 moves
    }, and { $kind ->
        [blitz] in blitz that time is { $lines ->
            [older] less than 15 min
           *[current] 10 min or less
        }
        [rapid] in rapid chess that time is { $lines ->
            [older] 15 min or more and less than 60 min
           *[current] more than 10 min and less than 60 min
        }
       *[standard] rapid chess needs less than 60 min
    } ({ $citation }){ $supervised ->
        [yes] ; under this edition arbiter takes the game to be supervised by an arbiter, so the Competition Rules apply in full ({ $supervision })
       *[no] {""}
    }
cli-hint-style = lasker, unicode, ascii or svg
cli-hint-seconds = a number of seconds greater than 0 and at most 86400
# Variables:
#   $arg (text) — the option or argument; $value (text) — the value given.
cli-usage-not-a-number = “{ $value }” is not a valid value for { $arg }: a whole number, zero or more, is expected
# A whole number too large for its argument (`perft 99999999999999999999`).
# Variables:
#   $arg (text) — the option or argument; $value (text) — the value given.
cli-usage-number-too-large = “{ $value }” is not a valid value for { $arg }: the number is too large
# Variables:
#   $arg (text) — the option.
cli-usage-missing-value = { $arg } needs a value
# Variables:
#   $arg (text) — the option.
#   $valid (text) — the values it takes, joined with “or”.
cli-usage-missing-value-choice = { $arg } needs a value: { $valid }
# Variables:
#   $arg (text) — the option.
#   $value (text) — the value given.
#   $valid (text) — the values it takes, joined with “or”.
cli-usage-invalid-value-choice = “{ $value }” is not a valid value for { $arg }: it takes { $valid }
# Variables:
#   $arg (text) — the option.
cli-usage-no-equals = { $arg } needs its value after an equals sign ({ $arg }=…)
# Variables:
#   $arg (text) — the option.
#   $value (text) — the value too many.
cli-usage-too-many-values = { $arg } takes fewer values: “{ $value }” is one too many
# Variables:
#   $arg (text) — an option that takes no value (a flag); $value (text) — the value given to it.
cli-usage-flag-value = { $arg } takes no value: “{ $value }” is one too many
# Variables:
#   $arg (text) — the option.
#   $expected (number) — how many values it takes.
#   $given (number) — how many were given.
cli-usage-number-of-values = { $arg } takes { $expected ->
    [one] one value
   *[other] { $expected } values
}, not { $given }
# Variables:
#   $arg (text), $other (text) — two options that cannot be used together.
cli-usage-conflict = { $arg } cannot be used together with { $other }
# A positional argument in a conflict, named by what it is rather than by its placeholder.
# Variables:
#   $name (keyword) — the argument: `article`, or another.
#   $shown (text) — its placeholder as the usage line shows it (`[ARTICLE]`).
cli-usage-positional = { $name ->
        [article] the article number
       *[other] { $shown }
    }
# Variables:
#   $arg (text) — an option given more than once (`--lang`).
cli-usage-repeated = { $arg } is given twice; give it once
cli-usage-invalid-utf8 = an argument is not valid UTF-8 text
cli-usage-other = the command line cannot be read
# Variables:
#   $suggestion (text) — the name that comes closest.
cli-usage-suggestion = Did you mean { $suggestion }?
# Variables:
#   $lang (text) — ` --lang X` when the command line gave --lang, else empty.
#   $command (text) — the command given (`explain`), or `none`.
cli-usage-hint = For the commands, options and examples, try { $command ->
        [none] “arbiter{ $lang } --help” or “arbiter{ $lang } COMMAND --help”
       *[other] “arbiter{ $lang } { $command } --help”
    }.

## Standard input, line by line (moves, explain --batch)

# Variables:
#   $byte (text) — the first byte that is not UTF-8, in hexadecimal (0xFF).
#   $column (number) — its 1-based column, in characters.
cli-error-not-utf8 = this is not UTF-8 text: byte { $byte } at column { $column }

# Variables:
#   $limit (number) — the longest line read, in bytes.
cli-error-line-too-long = the line is longer than { $limit ->
        [one] { $limit } byte
       *[other] { $limit } bytes
    }

cli-error-empty-line = the line is empty: a JSON object with "fen" and "move" was expected

# Variables:
#   $key (text) — the key as written.
#   $keys (text) — the keys a request may have, each as `quoted-name` writes it, comma-separated.
cli-error-batch-unknown-key = there is no key “{ $key }” in a request; the keys are { $keys }
# Variables:
#   $key (text) — a key a JSON line gives twice; $in (keyword) — `event` (a session event) or
#   `request` (a line of explain --batch).
cli-error-json-key-twice = the key “{ $key }” is given twice in the { $in ->
        [event] event
       *[request] request
    }

# Variables:
#   $key (text) — the missing key.
cli-error-batch-missing-key = the key “{ $key }” is missing

# Variables:
#   $key (text) — the key.
#   $expected (keyword) — `string`, `boolean`, `squares` (a string or an array of strings),
#     `count` (an integer, 0 or more), `time-control` or `edition`.
cli-error-batch-key-type = “{ $key }” must be { $expected ->
        [string] a string
        [boolean] true or false
        [squares] a string or an array of strings
        [count] a whole number, 0 or more
        [time-control] "standard", "rapid", "blitz" or a PGN TimeControl such as "300+3"
       *[edition] "2023", "2009" or "2005"
    }

## arbiter perft

# Variables:
#   $depth (number) — the depth asked for.
#   $limit (number) — the deepest perft walked.
perft-error-depth = a perft { $depth } plies deep is beyond the limit of { $limit } plies

## Under an ASCII diagram (`arbiter show --style ascii`): what its letters and marks mean.
show-legend-ascii-letters = Letters as in FEN: K king, Q queen, R rook, B bishop, N knight, P pawn; capitals are White's, small letters Black's.
# Under a diagram in Lasker's style (`arbiter show --style lasker`): his signs of 1915.
show-legend-lasker-signs = Lasker's signs: ^ marks White's pieces, # Black's; K king, Q queen, R rook, B bishop, Kt knight, P pawn.
# Variables:
#   $piece (role) — the piece whose moves are marked; $color (color) — its colour.
#   $square (square) — its square.
#   $marked (number) — how many empty squares are marked.
#   $mark (text) — their mark: `*` on an ASCII diagram, `•` on a unicode one.
#   $to-move (keyword) — `yes` when its side is to move; `no`: the moves it would have on its turn.
#   $captures (number) — how many of the marked squares hold a piece it can capture.
#   $taken (keyword) — how those pieces are marked: `brackets`, or `star` (a star before the piece's sign, Lasker's style).
show-legend-reach = { $marked ->
        [0] { $captures ->
            [0] The { $piece } on { $square } has no move.
            [one] The { $piece } on { $square } { $to-move ->
                [yes] can only capture the piece { $taken ->
                    [star] marked with a star
                   *[brackets] in brackets
                }.
               *[no] could only capture the piece { $taken ->
                    [star] marked with a star
                   *[brackets] in brackets
                } if { $color ->
                    [black] Black
                   *[white] White
                } were to move.
            }
           *[other] The { $piece } on { $square } { $to-move ->
                [yes] can only capture one of the pieces { $taken ->
                    [star] marked with a star
                   *[brackets] in brackets
                }.
               *[no] could only capture one of the pieces { $taken ->
                    [star] marked with a star
                   *[brackets] in brackets
                } if { $color ->
                    [black] Black
                   *[white] White
                } were to move.
            }
        }
       *[other] { $mark } marks { $marked ->
            [1] the empty square
           *[other] each empty square
        } the { $piece } on { $square } { $to-move ->
            [yes] can move to
           *[no] could move to if { $color ->
                [black] Black
               *[white] White
            } were to move
        }{ $captures ->
            [0] .
            [one] ; the piece { $taken ->
                    [star] marked with a star
                   *[brackets] in brackets
                } is one it { $to-move ->
                [yes] can
               *[no] could
            } capture.
           *[other] ; the pieces { $taken ->
                    [star] marked with a star
                   *[brackets] in brackets
                } are ones it { $to-move ->
                [yes] can
               *[no] could
            } capture.
        }
    }

# Progress of a conformance run on a terminal (also under `book`).
# Variables:
#   $done (number) — scenarios run so far.
#   $total (number) — scenarios to run.
#   $failed (number) — of those run, the ones not passing.
conformance-progress = Scenarios run: { $done } of { $total }, { $failed } not passing

# Article 4.5: a touch that binds nothing — none of the player's touched pieces can move,
# none of the opponent's can be captured (review 32f, G-6).
# Variables:
#   $case (keyword) — `own` (only the player's pieces touched), `targets` (only the
#     opponent's) or `both`.
#   $own (squares), $own-count (number) — the player's touched pieces' squares, and how many.
#   $targets (squares), $target-count (number) — the opponent's, and how many.
explain-touch-binds-nothing = { $case ->
        [own] { $own-count ->
            [one] The piece the player touched on { $own } cannot make any legal move
           *[other] The pieces the player touched on { $own } cannot make any legal move
        }
        [targets] { $target-count ->
            [one] The opponent's piece touched on { $targets } cannot be captured
           *[other] None of the opponent's pieces touched (on { $targets }) can be captured
        }
       *[both] { $own-count ->
            [one] The piece the player touched on { $own } cannot make any legal move
           *[other] The pieces the player touched on { $own } cannot make any legal move
        }, and { $target-count ->
            [one] the opponent's piece touched on { $targets } cannot be captured
           *[other] none of the opponent's pieces touched (on { $targets }) can be captured
        }
    }, so any legal move may be made
