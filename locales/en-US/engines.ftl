## arbiter conformance: failures, errors, and the report of engines under test

# Variables:
#   $file (text) — the feature file.
#   $line (number), $column (number) — where reading stopped.
#   $text (text) — that line (at most 80 characters).
conformance-error-malformed-syntax = { $file }, line { $line }, column { $column }: this is not valid Gherkin here: “{ $text }”

# Variables:
#   $file (text), $line (number), $column (number), $text (text) — as above.
# The file writes Russian keywords without the language line that makes them count.
conformance-error-malformed-no-language = { $file }, line { $line }, column { $column }: this is not valid Gherkin here: “{ $text }”. Russian keywords (Функция, Сценарий, Дано…) count only when the file's first line is “# language: ru”

# Variables:
#   $file (text) — the feature file.
#   $line (number), $column (number) — the step that uses the placeholder.
#   $name (text) — the placeholder.
conformance-error-malformed-placeholder = { $file }, line { $line }, column { $column }: the outline uses <{ $name }>, but its Examples table has no such column

# Variables:
#   $tags (text) — the tag expression given with --tags.
conformance-error-nothing-ran-tags = no scenario matches the tags { $tags }: nothing was run

# Variables:
#   $tags (text) — the expression of --tags; $column (number) — where it stops making sense.
conformance-error-tags = “{ $tags }” is not a tag expression (column { $column }): a tag expression is written, for example, `@article-3.8.2`, `@article-3.7.1 or @article-3.7.2` or `not @article-4.1`

conformance-error-nothing-ran = no .feature file holds a scenario: nothing was run

# Variables:
#   $langs (text) — the languages asked for with --lang.
conformance-error-nothing-ran-langs = no scenario is written in { $langs }: nothing was run

# Variables:
#   $command (text) — the engine's command.
#   $reason (text) — why it could not be used.
conformance-error-engine = the engine “{ $command }” could not be used: { $reason }

## The citation lint of `conformance` (a file that cannot be read is said by
## conformance-error-malformed-…).

# Variables:
#   $file (text) — the feature file; $line (number) — the scenario's line.
lint-uncited = { $file }:{ $line }: the scenario cites no article

# Variables:
#   $file (text) — the feature file; $line (number) — the scenario's line.
#   $article (text) — the article its tag names.
lint-unknown-article = { $file }:{ $line }: the scenario cites Article { $article }, which the rulebook does not list

# Variables:
#   $file (text) — the feature file, relative to its language's directory.
#   $lang (text) — the language that lacks it.
lint-missing-twin = { $file } has no { $lang } twin

# Variables:
#   $article (text) — the article.
#   $counts (message) — the scenarios citing it in each language (lint-count).
lint-count-mismatch = Article { $article } is cited by different numbers of scenarios in the languages: { $counts }

# One language's count in lint-count-mismatch, followed by the next ones.
# Variables:
#   $lang (text) — the language's code; $count (number) — its scenarios citing the article.
#   $more (keyword) — `yes` when other languages follow in $rest (message).
lint-count = { $lang }: { $count }{ $more ->
        [yes] , { $rest }
       *[no] {""}
    }

# Variables:
#   $status (keyword) — passed, failed, not-applicable, gap or out-of-scope.
conformance-engine-status = { $status ->
    [passed] passed
    [failed] failed
    [not-applicable] not applicable
    [gap] gap
    [partly] checked in part
   *[out-of-scope] out of scope
}

# Variables:
#   $fen (text) — the position's FEN.
#   $moves (text) — the moves played from it, in UCI, separated by spaces.
#   $count (number) — how many moves (0: the position is the FEN's).
conformance-failure-position = position: { $fen }{ $count ->
        [0] {""}
        [1] , after the move { $moves }
       *[other] , after the moves { $moves }
    }

# Variables:
#   $value (text) — what the engine answered.
conformance-failure-answered = the engine answered: { $value }

# Variables:
#   $value (text) — what the scenario asserts.
conformance-failure-required = the scenario requires: { $value }

# Variables:
#   $value (text) — how the request failed (a crash, a timeout, a malformed answer…).
conformance-failure-failed = the engine failed: { $value }

# Variables:
#   $value (text) — what the protocol expects instead.
conformance-failure-expected = expected: { $value }

# Variables:
#   $engine (text) — the engine's column in the report.
#   $name (text), $version (text) — what the engine says of itself.
#   $protocol (text) — built-in, json-lines or uci.
#   $requests (number) — requests sent; $failed (number) — of which failed.
#   $whole (number), $tenth (number) — the wall time of its run in seconds: whole and tenths.
conformance-engine = { $engine }: { $name } { $version } ({ $protocol }), { $requests } requests, { $failed } failed, { $whole }.{ $tenth } s

# Variables:
#   $engine (text) — the engine's column in the report.
#   $lang (text) — a language code.
#   $passed (number), $failed (number), $not-applicable (number), $skipped (number) — scenarios.
conformance-engine-summary = { $engine } { $lang }: { $passed } passed, { $failed } failed, { $not-applicable } not applicable, { $skipped } skipped

# Variables:
#   $failed (number) — articles with a failing scenario.
conformance-articles-failed = { $failed ->
    [one] { $failed } article failed
   *[other] { $failed } articles failed
}

## arbiter engine perft

# Variables:
#   $reason (text) — what is wrong with the suite.
engine-perft-error-suite = the perft suite cannot be read: { $reason }
# Variables:
#   $at (text) — the file and line number (g.perft:3); $why (text) — what is wrong with it.
engine-perft-suite-line = { $at }: { $why }
engine-perft-suite-not-depth-and-nodes = expected “perft DEPTH NODES” (two whole numbers)
engine-perft-suite-perft-before-fen = a “perft” line before any “fen” line
# Variables:
#   $line (text) — the line as written.
engine-perft-suite-unexpected = expected a “fen …” or “perft …” line, not “{ $line }”

# Variables:
#   $nodes (number) — the engine's count, which is the suite's (the count the suite file gives).
engine-perft-agrees = { $nodes } — agrees with the suite's count

# Variables:
#   $engine (number) — the engine's count; $laws (number) — the count the suite gives.
engine-perft-differs = the engine counts { $engine }, the suite gives { $laws }

# Variables:
#   $reason (text) — why the engine did not answer.
engine-perft-failed = no count: { $reason }

# Variables:
#   $value (text) — a FEN.
engine-perft-position = first position whose legal moves differ: { $value }

# Variables:
#   $value (text) — the moves from the case's position to it, in UCI.
#   $count (number) — how many (0: it is the case's own position).
engine-perft-line = { $count ->
        [0] this is the suite's own position
        [1] reached by the move { $value }
       *[other] reached by the moves { $value }
    }

# Variables:
#   $value (text) — moves in UCI; $count (number) — how many.
engine-perft-laws-moves = { $count ->
        [0] no legal moves by the Laws
       *[other] legal moves by the Laws: { $value }
    }

# Variables:
#   $value (text) — moves in UCI; $count (number) — how many.
engine-perft-engine-moves = { $count ->
        [0] no legal moves by the engine
       *[other] legal moves by the engine: { $value }
    }

# Variables:
#   $value (text) — moves in UCI (the line is left out when there are none).
engine-perft-missing = legal, but missing from the engine: { $value }

# Variables:
#   $value (text) — moves in UCI (the line is left out when there are none).
engine-perft-extra = listed by the engine, but illegal: { $value }

# Variables:
#   $agreed (number), $differed (number), $skipped (number) — cases.
engine-perft-summary = perft: { $agreed } agree, { $differed } differ{ $skipped ->
        [0] {""}
       *[other] , { $skipped } skipped (the suite's node count over --max-nodes)
    }

## An engine's failures (`conformance --engine`, `engine perft`). The engine's own words,
## an OS or JSON reader's text are quoted as they are.

# Variables:
#   $capability (text) — the protocol capability (`legal-moves`, `play`, …).
engine-error-unsupported = the engine does not have the capability `{ $capability }`
# Variables:
#   $command (text) — the engine's command; $why (text) — the system's reason.
engine-error-spawn = `{ $command }` could not be started: { $why }
# Variables:
#   $whole (number), $tenth (number) — the timeout in seconds, and its tenths.
engine-error-timeout = the engine did not answer within { $whole }.{ $tenth } s
# Variables:
#   $how (keyword) — exit, signal, other (the system's words in $status) or closed (its output closed).
#   $status (text) — the exit status or signal number, or the system's words.
#   $said (keyword) — `yes` when it wrote something on its standard error.
#   $stderr (text) — the end of its standard error.
engine-error-crashed = the engine stopped ({ $how ->
        [exit] exit status { $status }
        [signal] signal { $status }
        [other] { $status }
       *[closed] its output closed
    }){ $said ->
        [yes] ; its last words: { $stderr }
       *[no] {""}
    }
# Variables:
#   $why (message) — what is wrong with the answer.
#   $quoted (keyword) — `yes` when the line is shown; $line (text) — the line.
engine-error-malformed = the engine wrote a malformed answer ({ $why }){ $quoted ->
        [yes] : { $line }
       *[no] {""}
    }
# Variables:
#   $bytes (number) — the longest line read.
engine-malformed-too-long = a line longer than { $bytes } bytes
engine-malformed-not-utf8 = a line that is not UTF-8
# Variables:
#   $detail (message) — what the JSON parser found.
engine-malformed-json = not JSON of the form the protocol asks for: { $detail }
# Variables:
#   $id (number) — the request's id.
engine-malformed-id = the answer does not carry the request's id { $id }
engine-malformed-not-node-count = not a node count
engine-malformed-no-node-count = no node count
# Variables:
#   $why (message) — why the answer cannot be right.
engine-error-impossible = the engine's answer cannot be right: { $why }
# Variables:
#   $engine (number), $arbiter (number) — the protocol versions.
engine-impossible-version = the engine speaks protocol version { $engine }, arbiter speaks { $arbiter }
engine-impossible-no-legal-moves = the handshake does not name the required `legal-moves`
# Variables:
#   $move (text) — the move as the engine wrote it.
engine-impossible-not-uci = `{ $move }` is not a move in UCI
# Variables:
#   $move (text) — the move.
engine-impossible-listed-twice = `{ $move }` is listed twice
engine-impossible-no-fen = a legal move without the FEN after it
# Variables:
#   $fen (text) — what the engine gave as a FEN.
engine-impossible-not-fen = `{ $fen }` is not a FEN
engine-impossible-never-appeared = the current position has appeared 0 times
# Variables:
#   $move (text) — the move, in UCI.
engine-impossible-not-legal = `{ $move }` is not legal
# Variables:
#   $sum (text), $nodes (text) — the sum of the moves' counts, and the total.
engine-impossible-counts = the node counts of the single moves add up to { $sum }, but the engine gives { $nodes } nodes in all
# Variables:
#   $detail (text) — what the JSON writer says.
engine-error-request = arbiter could not write the request to the engine: { $detail }
# Variables:
#   $why (text) — the engine's error, as it wrote it.
engine-error-refused = the engine answered with an error: { $why }
engine-error-not-running = the engine is not running

## A scenario run against an engine: where it departs from the Laws, and why a scenario
## does not apply to it.

# Variables:
#   $step (text) — the step as the scenario writes it; $line (number) — its line.
#   $matched (keyword) — `no` when no step definition matches it.
#   $why (text) — why it failed.
conformance-step-failed = { $step } (line { $line }): { $matched ->
       *[yes] { $why }
        [no] no step matches
    }
# Variables:
#   $answered (text) — what the engine answered; $required (text) — what the scenario requires.
engine-disagrees = the engine answers { $answered }; the scenario requires { $required }
# Variables:
#   $why (text) — why the scenario does not apply.
engine-not-applicable = not applicable: { $why }
engine-required-answer = an answer to the request, as the protocol defines it
# Variables:
#   $move (text) — the move as the scenario writes it; $count (number) — the engine's legal moves.
engine-answer-not-among-legal = `{ $move }` is not among its { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }
# Variables:
#   $move (text) — the move; $played (keyword) — `yes` when the scenario plays it.
engine-required-legal = `{ $move }` to be legal{ $played ->
        [yes] {" "}(the scenario plays it)
       *[no] {""}
    }
# Variables:
#   $move (text) — the move as the scenario writes it; $uci (text) — the engine's move it names.
engine-answer-legal = `{ $move }` is legal (it lists `{ $uci }`)
# Variables:
#   $move (text) — the move.
engine-required-illegal = `{ $move }` to be illegal
# Variables:
#   $move (text) — the move, in UCI.
engine-answer-illegal-play = `{ $move }` is illegal (play)
# Variables:
#   $value (text) — a move in SAN.
engine-value = `{ $value }`
# Variables:
#   $fen (text) — the position.
engine-position = the position `{ $fen }`
# Variables:
#   $square (square) — the piece's square; $squares (list of squares) — where it can move;
#   $count (number) — how many squares.
engine-piece-reaches = { $count ->
        [0] the piece on { $square } cannot move
       *[other] the piece on { $square } can move to { $squares }
    }
# Variables:
#   $count (number) — legal moves.
engine-legal-count = { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }
# Variables:
#   $color (color) — the king's side; $check (keyword) — yes or no.
engine-king-in-check = the { $color ->
        [black] black
       *[white] white
    } king is { $check ->
        [yes] in check
       *[no] not in check
    }
# Variables:
#   $want (keyword) — yes or no.
engine-required-checkmate = { $want ->
        [yes] checkmate
       *[no] no checkmate
    }
# Variables:
#   $ending (keyword) — none, checkmate, stalemate, dead-position, fivefold-repetition, seventy-five-moves.
engine-ending = { $ending ->
        [checkmate] the game has ended by checkmate
        [stalemate] the game has ended by stalemate
        [dead-position] the game has ended by a dead position
        [fivefold-repetition] the game has ended by fivefold repetition
        [seventy-five-moves] the game has ended under the seventy-five-move rule
       *[none] the game goes on
    }
# Variables:
#   $want (keyword) — yes: the game to have ended; no: to go on.
engine-required-over = { $want ->
        [yes] the game to have ended
       *[no] the game to go on
    }
# Variables:
#   $times (number); $after (keyword) — `yes` when after the move $move (text).
engine-appeared = { $after ->
        [yes] after `{ $move }` the position has appeared
       *[no] the position has appeared
    } { $times ->
        [one] once
       *[other] { $times } times
    }
engine-required-three-times = at least three times
# Variables:
#   $color (color) — the player having the move.
engine-claim-not-on-move = only the player having the move may claim; it is { $color ->
        [black] Black's
       *[white] White's
    } move
# Variables:
#   $claim (keyword) — repetition or fifty-moves; $may (keyword) — yes or no.
engine-claim = { $may ->
        [yes] a claim
       *[no] no claim
    } { $claim ->
        [repetition] by repetition
       *[fifty-moves] under the fifty-move rule
    }
# Variables:
#   $move (text) — the move; $known (keyword) — yes when the clock is known; $clock (number).
engine-answer-clock = after `{ $move }` the half-move clock is { $known ->
        [yes] { $clock }
       *[no] unknown
    }
engine-required-fifty-moves = at least 100 half-moves (fifty moves by each player)
# Variables:
#   $repetition (keyword), $fifty-moves (keyword) — yes or no: the claims the engine allows.
engine-answer-claims = { $repetition ->
        [yes] { $fifty-moves ->
            [yes] a draw may be claimed both by repetition and under the fifty-move rule
           *[no] a draw may be claimed by repetition
        }
       *[no] { $fifty-moves ->
            [yes] a draw may be claimed under the fifty-move rule
           *[no] no draw may be claimed
        }
    }
# Variables:
#   $want (keyword) — yes or no.
engine-required-any-claim = { $want ->
        [yes] a draw that may be claimed
       *[no] no draw to claim
    }
# Variables:
#   $accepted (keyword) — yes or no.
engine-position-accepted = the position is { $accepted ->
        [yes] accepted
       *[no] refused as illegal
    }
# Variables:
#   $fen (text) — what the engine gave; $why (message) — why it does not read.
engine-answer-bad-fen = the FEN `{ $fen }` ({ $why })
engine-required-position = a FEN that reads
# Variables:
#   $text (text) — the notation; $uci (text) — the engine's move it names.
engine-answer-notation-move = `{ $text }` is its move { $uci }
# Variables:
#   $text (text) — the notation.
engine-answer-notation-none = no single legal move for `{ $text }`
# Variables:
#   $square (square) — where the move must start.
engine-required-move-from = a move from { $square }
# Variables:
#   $square (square); $empty (keyword) — yes when it is empty; $color (color), $piece (role) — else what stands there.
engine-square-holds = { $empty ->
        [yes] { $square } is empty
       *[no] { $square } holds a { $color ->
            [black] black
           *[white] white
        } { $piece }
    }
# Variables:
#   $color (color) — the side; $count (number); $all (keyword) — yes: all its pieces; $piece (role) — else which.
engine-piece-count = { $color ->
        [black] Black
       *[white] White
    } has { $count } { $all ->
        [yes] { $count ->
            [one] piece
           *[other] pieces
        }
       *[no] { $piece }{ $count ->
            [one] {""}
           *[other] s
        }
    }
# Variables:
#   $capability (text) — the protocol capability the step needs.
engine-na-needs = the step needs `{ $capability }`
engine-na-uci-illegal-position = UCI is defined on legal positions only, and this scenario's position is not one (Article 3.10.3)
# Variables:
#   $why (text) — the engine's words.
engine-na-refuses-illegal-position = the engine refuses this position, which no game can reach (Article 3.10.3): { $why }
engine-na-piece-of-other-player = the piece belongs to the player who does not have the move: the protocol lists the moves of the player having it
# Variables:
#   $color (color) — the side the step asks about.
engine-na-other-player = the step asks about { $color ->
        [black] Black
       *[white] White
    }, who does not have the move: the protocol asks about the player having it
engine-na-lenient-fen = reading a FEN leniently is arbiter's own way of reading
engine-na-side-attacks = which squares a side attacks is not in the protocol
engine-na-can-mate = whether one side can checkmate is not in the protocol
engine-na-piece-attacks = which squares a piece attacks is not in the protocol
engine-na-touch = touching and adjusting pieces (Article 4) is not in the protocol
engine-na-edition = the rules of an earlier edition of the Laws are not in the protocol
engine-na-earlier-positions = comparing two earlier positions of a game is not in the protocol
engine-na-long-algebraic = the long algebraic form is not in the protocol
engine-na-notation = reading notation is not in the protocol (moves are given in UCI)
engine-na-result = checking a recorded result is not in the protocol
engine-na-after-illegal = the arbiter's ruling after an illegal move is not in the protocol
engine-na-claim-ruling = the arbiter's ruling on a draw claim is not in the protocol
engine-na-nothing-asked = no step of this scenario asks anything an engine can answer (it checks the scenario's own data)
engine-na-session = the arbiter's session (clock presses, two hands, a pawn left unpromoted) is not in the protocol
