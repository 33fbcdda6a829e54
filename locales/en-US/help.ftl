## The command line's --help (src/cli/help.rs). Ids follow the command and option names:
## help-<command> (one line), help-<command>-long (under --help), help-<command>-examples
## (one command a line), help-<command>-notes; help-<command>-arg-<option> or, shared by
## commands, help-arg-<option>, with -long, -placeholder (an option's value) and
## -value-<value> (each possible value). tests/help.rs lists what is missing.

## What clap writes itself

help-heading-usage = Usage
help-heading-commands = Commands
help-heading-arguments = Arguments
help-heading-options = Options
help-heading-examples = Examples
help-heading-values = Possible values
help-placeholder-options = OPTIONS
help-placeholder-command = COMMAND
help-flag-help = Print help
help-flag-help-more = Print help (see more with --help)
help-flag-help-summary = Print help (see a summary with -h)
help-flag-version = Print version
help-help = Print this message or the help of the given command

# Variables:
#   $value (text) — the default value(s), comma-separated.
help-default = [default: { $value }]

# Variables:
#   $values (text) — the possible values, comma-separated.
help-possible-values = [possible values: { $values }]

## arbiter

help-arbiter = arbiter — the FIDE Laws of Chess as code.
help-arbiter-long =
    arbiter — the FIDE Laws of Chess as code.

    Knows not only whether a move is legal but why, in your language, citing the article.
help-arbiter-examples =
    arbiter moves --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
    arbiter perft 5
    arbiter explain --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Nc3
    arbiter explain --lang ru --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Кc3
help-arbiter-notes =
    Exit codes: 0 success or a legal move; 1 an illegal move or another finding (a scenario not passing, a wrong result in a game, a perft count that differs — see each command's help); 2 bad input.
    The language is --lang, else the environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English.
help-arbiter-arg-lang = Language of messages: `en`, `ru` (or a full locale like `ru-RU`)
help-arbiter-arg-lang-long = Language of messages: `en`, `ru` (or a full locale like `ru-RU`). Defaults to the environment's locale, then English. For `conformance` it also chooses which scenarios run: `en`, `ru`, or `all` (both; messages then follow the environment).
help-arbiter-arg-lang-placeholder = LANG
# Under every command but conformance: the language of messages alone.
help-command-arg-lang-long = Language of messages: `en`, `ru` (or a full locale like `ru-RU`). Defaults to the environment's locale, then English.

## Shared by several commands

help-arg-edition = The edition of the Laws whose article numbers are cited and whose rules apply
help-arg-edition-long = The edition of the Laws whose article numbers are cited and whose rules apply: 2023 (in force since 1 January 2023), 2009 (1 July 2009 to 30 June 2014: lettered numbers, no fivefold repetition or seventy-five-move rule, the dead position in 9.6), 2005 (the edition of the English seed, `seed`; its numbers are known for Articles 3.1 to 4.6 and 5.2, and for whole Articles 1 to 13). See docs/editions.md.
help-arg-edition-value-2023 = The Laws in force since 1 January 2023 (decimal numbers, `3.8.2.2.1`)
help-arg-edition-value-2009 = The Laws in force from 1 July 2009 (lettered numbers, `3.8 b (2) (a)`)
help-arg-edition-value-2005 = The Laws in force from 1 July 2005, the English seed's edition (`3.8 a ii (2) a`)
help-arg-edition-placeholder = EDITION
help-arg-format = `text` for people, `json` for tools
help-arg-format-placeholder = FORMAT
help-arg-format-value-text = For people, in the chosen language
help-arg-format-value-json = For tools: the JSON described in docs/cli.md (the session's in docs/session.md)
help-arg-lenient = Accept positions that cannot arise in a game (Article 3.10.3)
help-arg-lenient-long = Accept positions that cannot arise in a game (Article 3.10.3): a lone piece, no kings, pawns on the last rank. Without it such a FEN is refused with its reasons.

## arbiter moves

help-moves = List the legal moves of a position (Article 3.10.1)
help-moves-long =
    List the legal moves of a position (Article 3.10.1).

    With --fen: one move per line, in UCI (`e2e4`, `e7e8q`, castling `e1g1`) or SAN. Without --fen: reads FENs from standard input, one per line, and prints one line per FEN — its legal moves in UCI, sorted, separated by spaces (an empty line when there are none). A line that cannot be read prints `error: …` instead; the exit code is then 2, after every line has been answered.
help-moves-examples =
    arbiter moves --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' --notation san
    arbiter moves --lang ru --notation san --fen '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'
    printf '%s\n' '8/8/8/8/8/8/8/K6k w - - 0 1' | arbiter moves
help-moves-arg-fen = The position (FEN). Without it, FENs are read from standard input, one per line
help-moves-arg-fen-placeholder = FEN
help-moves-arg-notation = How to write the moves of a single --fen
help-moves-arg-notation-placeholder = NOTATION
help-moves-arg-notation-value-uci = `e2e4`, `e7e8q`, castling `e1g1`
help-moves-arg-notation-value-san = Standard algebraic notation in the chosen language's letters (`Nf3`; `Кf3` under --lang ru)

## arbiter perft

help-perft = Count the leaf nodes of the legal-move tree DEPTH plies deep (perft)
help-perft-long =
    Count the leaf nodes of the legal-move tree DEPTH plies deep (perft).

    The last line of output is the node count alone. With --divide, one line per legal move first: `e2e4: 20`.

    The tree grows some thirtyfold with each ply (from the initial position: 119,060,324 nodes at depth 6, 69,352,859,712,417 at depth 10), so a deep count may never finish; DEPTH is refused only past 64, the deepest the walk can go. From depth 6, on a terminal, the move of the given position now being counted is shown.
help-perft-examples =
    arbiter perft 5
    arbiter perft 3 --divide --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
help-perft-arg-depth = How many plies deep
help-perft-arg-depth-placeholder = DEPTH
help-perft-arg-fen = The position (FEN); the initial position when omitted
help-perft-arg-fen-placeholder = FEN
help-perft-arg-divide = Print each legal move with its own count first

## arbiter explain

help-explain = Rule on one move: legal, or illegal with every reason and the article it breaks
help-explain-long =
    Rule on one move: legal, or illegal with every reason and the article it breaks.

    MOVE is UCI (`e2e4`, `e7e8q`), SAN (`Nf3`, `O-O`, `exd6`), long algebraic (`Ng1-f3`), or, under --lang ru, Russian SAN (`Кf3`, `Крe2`, `0-0`). Exit code 0 for a legal move that may be made, 1 for an illegal one, ambiguous notation (Appendix C.10) or a move a touched piece forbids (Article 4), 2 for bad input. With --batch, reads JSON lines `{ "{" }"fen": …, "move": …{ "}" }` from standard input and writes one JSON ruling per line (a bad line gets `{ "{" }"error": …{ "}" }` and the rest go on; exit code 2 if any line was bad).
help-explain-examples =
    arbiter explain --fen 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1' --move O-O
    arbiter explain --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move e2c3 --format json
    arbiter explain --edition 2009 --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Nc3
    arbiter explain --fen '4k3/8/8/8/8/8/3P4/4K3 w - - 0 1' --move Ke1-e3 --completed --time-control blitz
    echo '{ "{" }"fen": "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "move": "O-O"{ "}" }' | arbiter explain --batch
help-explain-arg-fen = The position (FEN)
help-explain-arg-fen-placeholder = FEN
help-explain-arg-move = The move: UCI, SAN, long algebraic, or SAN in the --lang language's letters
help-explain-arg-move-placeholder = MOVE
help-explain-arg-batch = Read JSON lines `{ "{" }"fen": …, "move": …{ "}" }` from standard input; write one JSON ruling per line
help-explain-arg-touch = The pieces the player touched before moving, in order (Article 4)
help-explain-arg-touch-long = The pieces the player touched before moving, in order (Article 4): squares separated by commas (`e1,h1`); `e2+e7` for pieces touched at once or in an order nobody can tell; `e8=Q` for a promotion piece placed on the square of promotion; `g1-f3` for a piece taken from g1, placed on f3 and released (Article 4.7).
help-explain-arg-touch-placeholder = SQ,SQ…
help-explain-arg-format = `text` for people, `json` for tools, `svg` for the ruling drawn as a board, `html` for a page with the picture, the sentences and the articles quoted
help-explain-arg-format-placeholder = FORMAT
help-explain-arg-format-value-text = For people, in the chosen language
help-explain-arg-format-value-json = For tools: the JSON of docs/cli.md
help-explain-arg-format-value-svg = The ruling drawn as a board (SVG)
help-explain-arg-format-value-html = A page with the picture, the sentences and the articles quoted
help-explain-arg-orientation = With --format svg or html: the side the board is seen from, `white` or `black` (default: the side of the piece that moves)
help-explain-arg-orientation-placeholder = SIDE
help-explain-arg-orientation-value-white = From White's side (or `w`)
help-explain-arg-orientation-value-black = From Black's side (or `b`)
help-explain-arg-quote = Append the text of every article cited (the quote, or our summary, labelled), for teaching tools. With --format json: a `quotes` array
help-explain-arg-adjust = Squares whose pieces the player adjusted after announcing it ("I adjust", Article 4.2.1): touching them obliges nothing
help-explain-arg-adjust-placeholder = SQ,SQ…
help-explain-arg-completed = The move was completed, the clock pressed: for an illegal move, also say what the arbiter does next — the position reinstated, the move that must replace it, the penalty (Articles 7.5.1, 7.5.5, Appendix A.3)
help-explain-arg-illegal-before = With --completed: how many completed illegal moves the player made earlier in the game; the first costs extra time, the second the game, or a draw if the opponent cannot checkmate (Article 7.5.5; under the 2009 and 2005 editions the third, Article 7.4 b)
help-explain-arg-illegal-before-placeholder = N
help-explain-arg-time-control = With --completed: the time control — `standard`, `rapid`, `blitz`, or in seconds as a PGN TimeControl tag writes it (`5400+30`: 90 minutes for the game plus 30 seconds for each move; `300+3`); in rapid (Appendix A.3), and in blitz played under Appendix B.3, an illegal move gives the opponent one minute instead of two; for blitz where each game has its own arbiter and is recorded (Appendix B.2), give `standard`. Default: `standard`
help-explain-arg-time-control-placeholder = CONTROL

## arbiter quote

help-quote = Print an article of the Laws: the official words where arbiter has them (labelled with edition and language), our own summary otherwise (labelled as such)
help-quote-long =
    Print an article of the Laws: the official words where arbiter has them (labelled with edition and language), our own summary otherwise (labelled as such).

    With --edition 2009 or 2005, that edition's labels are accepted (`3.8 b (2) (a)` in 2009, `3.8 a ii (2) a` in 2005), its number is shown beside the 2023 one, and where that edition says something else, its own text is shown. Sub-articles are included unless --only.
help-quote-examples =
    arbiter quote 3.8.2
    arbiter quote 3.9.2 --lang ru
    arbiter quote '3.8 b (2)' --edition 2009
    arbiter quote 5.1.2 --edition 2009
    arbiter quote '3.8 a ii' --edition 2005
    arbiter quote 4.4 --format markdown
    arbiter quote c.10 --format json
    arbiter quote --list --edition 2009
help-quote-arg-article = The article: a 2023 number (`3.8.2`), or with --edition 2009 or 2005 that edition's label (`3.8 b (2)`, `3.8 a ii`)
help-quote-arg-article-placeholder = ARTICLE
help-quote-arg-format = `text` (rendered), `markdown` (raw) or `json` (for teaching tools)
help-quote-arg-format-placeholder = FORMAT
help-quote-arg-format-value-text = Rendered for the terminal
help-quote-arg-format-value-markdown = The Markdown source
help-quote-arg-format-value-json = For teaching tools: number, title, edition, language, quote or summary, source and text apart (docs/schema/quote.json)
help-quote-arg-only = Only the article itself, without its sub-articles
help-quote-arg-list = List every article: its 2023 number, its number in --edition, its title
# `quote` gives no rulings: its --edition chooses the numbers and the text (review 21a, D-12).
help-quote-arg-edition = The edition of the Laws: its article numbers and, where its text differs, its text
help-quote-arg-edition-long = The edition of the Laws: its article numbers and, where its text differs, its text: 2023 (in force since 1 January 2023), 2009 (1 July 2009 to 30 June 2014: lettered numbers, no fivefold repetition or seventy-five-move rule, the dead position in 9.6), 2005 (the edition of the English seed, `seed`; its numbers are known for Articles 3.1 to 4.6 and 5.2, and for whole Articles 1 to 13). See docs/editions.md.
help-quote-arg-edition-value-2023 = The Laws in force since 1 January 2023 (decimal numbers, `3.8.2.2.1`)
help-quote-arg-edition-value-2009 = The Laws in force from 1 July 2009 (lettered numbers, `3.8 b (2) (a)`)
help-quote-arg-edition-value-2005 = The Laws in force from 1 July 2005, the English seed's edition (`3.8 a ii (2) a`)
help-quote-arg-edition-placeholder = EDITION

## arbiter conformance

help-conformance = Run the executable rulebook — Gherkin scenarios in English and Russian that cite the articles — against the engine, and report article by article
help-conformance-long =
    Run the executable rulebook — Gherkin scenarios in English and Russian that cite the articles — against the engine, and report article by article.

    Here --lang selects the scenarios' language: `en`, `ru` or `all` (the default, both). Exit code 1 if any scenario fails, a step is undefined, or a citation is wrong.
help-conformance-examples =
    arbiter conformance
    arbiter conformance --lang ru --format markdown
    arbiter conformance --tags '@article-3.8.2' --format json
    arbiter conformance --features my-features/
    arbiter conformance --engine 'python3 adapters/python-chess.py' --engine-uci /usr/games/stockfish
help-conformance-arg-features = Run the feature files under DIR (DIR/en/…, DIR/ru/…) instead of the built-in ones
help-conformance-arg-features-placeholder = DIR
help-conformance-arg-format = How to report
help-conformance-arg-format-placeholder = FORMAT
help-conformance-arg-format-value-table = A table for people, headers in the --lang language
help-conformance-arg-format-value-json = The JSON described in docs/cli.md
help-conformance-arg-format-value-junit = JUnit XML: a test suite per article, a test case per scenario
help-conformance-arg-format-value-markdown = A Markdown table, for a README or a pull request
help-conformance-arg-tags = Run only the scenarios matching a tag expression, e.g. `@article-3.8.2` or `@article-3.7.1 or @article-3.7.2`
help-conformance-arg-tags-placeholder = EXPR
help-conformance-arg-engine = Also run the scenarios against an engine speaking arbiter's JSON-lines protocol (docs/engine-protocol.md), started with this shell command; repeat for several, one side-by-side report
help-conformance-arg-engine-placeholder = CMD
help-conformance-arg-engine-uci = Also run the scenarios against a UCI engine (its legal moves through `go perft 1`), started with this shell command; repeat for several
help-conformance-arg-engine-uci-placeholder = CMD
help-conformance-arg-engine-timeout = Seconds an engine has to answer each request; past it the engine is killed, that scenario fails, and the engine is started again for the next
help-conformance-arg-engine-timeout-placeholder = SECONDS
help-conformance-arg-lang = Which scenarios run, and the report's language: `en`, `ru` or `all` (both)
help-conformance-arg-lang-long = Which scenarios run, and the report's language: `en`, `ru` (or a full locale like `ru-RU`), or `all` — the scenarios of both languages, the report then in the environment's language. Defaults to `all`.

## arbiter engine

help-engine = Engines: arbiter speaking the engine protocol (`serve`), and perft suites run against another engine (`perft`)
help-engine-long =
    Engines: arbiter speaking the engine protocol (`serve`), and perft suites run against another engine (`perft`).
help-engine-examples =
    arbiter engine serve
    arbiter engine perft --engine-uci /usr/games/stockfish tests/data/standard.perft
help-engine-serve = Answer the engine protocol (docs/engine-protocol.md) on standard input and output: arbiter as a reference engine, one JSON answer per JSON request line
help-engine-serve-long =
    Answer the engine protocol (docs/engine-protocol.md) on standard input and output: arbiter as a reference engine, one JSON answer per JSON request line. The protocol's answers, errors included, are in English whatever --lang says: they are read by programs.
help-engine-serve-examples =
    echo '{"{"}"id":0,"type":"hello","protocol":1{"}"}' | arbiter engine serve
    arbiter conformance --engine 'arbiter engine serve'
help-engine-perft = Run perft suites (tests/data/*.perft) against an engine; where a count differs, find the first position whose legal moves differ and print both lists. Exit code 1 if any count differs
help-engine-perft-long =
    Run perft suites (tests/data/*.perft) against an engine; where a count differs, find the first position whose legal moves differ and print both lists. Exit code 1 if any count differs.
help-engine-perft-examples =
    arbiter engine perft --engine-uci /usr/games/stockfish tests/data/standard.perft
    arbiter engine perft --engine 'python3 adapters/python-chess.py --mutant no-en-passant' tests/data/tricky.perft
help-engine-perft-arg-engine = A JSON-lines engine (its shell command)
help-engine-perft-arg-engine-placeholder = CMD
help-engine-perft-arg-engine-uci = A UCI engine (its shell command)
help-engine-perft-arg-engine-uci-placeholder = CMD
help-engine-perft-arg-max-nodes = Skip the cases whose count in the suite exceeds N nodes
help-engine-perft-arg-max-nodes-placeholder = N
help-engine-perft-arg-engine-timeout = Seconds the engine has for each request
help-engine-perft-arg-engine-timeout-placeholder = SECONDS
help-engine-perft-arg-suites = The perft suites: `fen …` lines, each followed by `perft DEPTH NODES` lines
help-engine-perft-arg-suites-placeholder = SUITE

## arbiter show

help-show = Draw a position: Edward Lasker's 1915 diagrams, Unicode figurines or ASCII, optionally with the squares one piece can move to marked
help-show-long =
    Draw a position: Edward Lasker's 1915 diagrams, Unicode figurines or ASCII, optionally with the squares one piece can move to marked.
help-show-examples =
    arbiter show --fen '8/8/8/8/4N3/8/8/8 w - - 0 1' --reach e4 --style lasker
    arbiter show --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
help-show-arg-fen = The position (FEN). Read leniently: a lone piece on an empty board is fine
help-show-arg-fen-placeholder = FEN
help-show-arg-reach = Mark every square the piece on this square can move to, as Lasker's diagrams do (moves are judged as if it were that piece's side to move): `*` in the `lasker` style; in `ascii`, `*` on an empty square and brackets around a piece it can capture; in `unicode` the same with `•`; dots in `svg`
help-show-arg-reach-placeholder = SQUARE
help-show-arg-style = `lasker` (the diagrams of Edward Lasker's *Chess Strategy*, 1915), `unicode` (figurines), `ascii` (FEN's letters, explained under the board), or `svg` (a drawn board, the reach marked with Lasker's dots, a legend in --lang)
help-show-arg-style-placeholder = STYLE
help-show-arg-orientation = With --style svg: the side the board is seen from, `white` or `black`
help-show-arg-orientation-placeholder = SIDE
help-show-arg-orientation-value-white = From White's side (or `w`)
help-show-arg-orientation-value-black = From Black's side (or `b`)

## arbiter replay

help-replay = Check PGN games move by move: the first illegal move with its full ruling, how the game ended on the board and the draws that became claimable, each with its article
help-replay-long =
    Check PGN games move by move: the first illegal move with its full ruling, how the game ended on the board (checkmate, stalemate, dead position, fivefold repetition, seventy-five moves) and the draws that became claimable (threefold repetition, fifty moves), each with its article.

    Under the first illegal move, what the arbiter would do had it been completed on the board (Article 7.5): the position reinstated, as FEN and drawn, the move that must replace it, and the penalty by the game's `TimeControl` tag (a standard game without one).

    `ply` counts half-moves from the game's start position, the first move being ply 1. Exit code 0 when every game was read, every move in it is legal and every result written is right, 1 if a game has an illegal move or a wrong result, 2 if a game could not be read or the file has no game at all.
help-replay-examples =
    arbiter replay games.pgn
    arbiter replay --format json games.pgn
    cat games.pgn | arbiter replay -
    arbiter replay --lang ru партии.pgn
help-replay-arg-file = The PGN file; `-` or nothing for standard input. Several games per file are fine; SAN in English or, under --lang ru, Russian letters
help-replay-arg-file-placeholder = FILE.pgn

## arbiter session

help-session = Follow a game as the arbiter does, one event a line from standard input — moves with their touches, illegal moves and their replacements, draw claims, flag falls, resignations — each answered with its ruling while the state is kept
help-session-long =
    Follow a game as the arbiter does, one event a line from standard input, each answered with its ruling and its articles while the state is kept: the completed illegal moves of each player, the minutes added to each clock, the piece the next move is bound to, the draw claims made and what an incorrect one costs, the result once the game is over.

    Events (docs/session.md): `move MOVE [touch SQ,…] [adjust SQ,…]` (a move made and the clock pressed); `claim 9.2|9.3 [MOVE]` (a draw claim, with the move written on the scoresheet); `flag white|black` (6.9); `resign white|black` (5.1.2); `clock` (the clock pressed without a move, 7.5.3); `unpromoted e7-e8` (a pawn left unpromoted, 7.5.2); `two-hands MOVE` (a move made with two hands, 7.5.4); `status` (the state of the game); `fen` (the position as FEN); `quit` (the end of the session). The same events may be written as JSON objects, `{"{"}"event": "move", "move": "e2e4"{"}"}`. MOVE is UCI, SAN or long algebraic, in Russian letters under --lang ru. A claim cannot be withdrawn (9.5.1): there is no event for it.

    Each answer is its sentences followed by an empty line, or one JSON object a line with --format json. On a terminal it prompts. A line that cannot be read is answered with an error and changes nothing; the exit code is then 2 at the end, else 0.
help-session-examples =
    arbiter session
    printf '%s\n' 'move e4' 'move e7e5' 'move g1g3' 'status' | arbiter session
    arbiter session --time-control blitz --format json < events.txt
    arbiter session --lang ru --edition 2009
help-session-arg-fen = The position the game starts from (FEN); the initial position (Article 2.3) when omitted
help-session-arg-fen-placeholder = FEN
help-session-arg-time-control = The time control — `standard`, `rapid`, `blitz`, or in seconds as a PGN TimeControl tag writes it (`5400+30`: 90 minutes for the game plus 30 seconds for each move; `300+3`); in rapid (Appendix A.3), and in blitz played under Appendix B.3, an illegal move or an incorrect draw claim gives the opponent one minute instead of two; for blitz where each game has its own arbiter and is recorded (Appendix B.2), give `standard`
help-session-arg-time-control-placeholder = CONTROL

## arbiter position

help-position = Answer the arbiter's questions about a position: who is to move, check, how the game stands, whether each player can still checkmate (with a helpmate line or the proof that there is none), the draws that may be claimed, and why a position cannot arise
help-position-long =
    Answer the arbiter's questions about a position: who is to move and the pieces giving check; how the game stands — checkmate (Article 5.1.1), stalemate (5.2.1), a dead position (5.2.2), fivefold repetition or seventy-five moves (9.6); for each player whether they can still checkmate by any series of legal moves (the question of Articles 5.1.2, 6.9 and 7.5.5): a helpmate line in the reader's notation, the proof that no series of moves mates, or that it is not decided; the draws the player to move may claim (9.2, 9.3); and, for a position that cannot arise in a game, every reason (3.10.3).

    The position is a FEN (--fen), the position after a half-move of a PGN game (--pgn with --ply and --game), or each FEN read from standard input, one a line, answered one line each (sentences joined by `; `; with --format json one object a line). Exit code 0 when every position was answered, 1 when the PGN game has an illegal move before the ply asked for, 2 for bad input.
help-position-examples =
    arbiter position --fen '8/8/8/4k3/8/8/8/4K2R b - - 0 1'
    arbiter position --lang ru --fen '5Q2/6k1/8/5N2/8/8/8/K7 b - - 0 1'
    arbiter position --pgn game.pgn --ply 40 --format json
    printf '%s\n' '7k/8/6Q1/8/8/8/8/K7 b - - 0 1' '8/8/8/8/8/8/8/K6k w - - 0 1' | arbiter position
help-position-arg-fen = The position (FEN). Without it and without --pgn, FENs are read from standard input, one per line
help-position-arg-fen-placeholder = FEN
help-position-arg-pgn = A PGN file (`-` for standard input): the position of one of its games after --ply half-moves
help-position-arg-pgn-placeholder = FILE.pgn
help-position-arg-ply = With --pgn: the half-move after which to look (0 is the start position; the last half-move when omitted)
help-position-arg-ply-placeholder = PLY
help-position-arg-game = With --pgn: which game of the file, counting from 1 (the first when omitted)
help-position-arg-game-placeholder = N

## arbiter book

help-book = Build the rulebook as a static HTML site, every scenario drawn from a real run
help-book-long =
    Build the rulebook as a static HTML site: one page per part of the Laws in each language, every article's text with its numbers in both editions, and under it its scenarios drawn as boards with their verdict and their result from a real run.

    The site works from files (no network, no script), on a phone and on paper. Prints the path of its start page. Exit code 1 if a scenario failed (the pages are written and show which), 2 if a file cannot be written.
help-book-examples =
    arbiter book --out target/book
    arbiter book --out handouts --pages ru
help-book-arg-out = The directory to write the site into (created if missing; files in it are replaced)
help-book-arg-out-placeholder = DIR
help-book-arg-pages = The languages of the pages: `en`, `ru`, or `all` (both)
help-book-arg-pages-placeholder = LANG

## arbiter serve

help-serve = Serve arbiter over HTTP for teaching tools, on loopback
help-serve-long =
    Serve arbiter over HTTP for teaching tools: JSON endpoints for explain, moves, quote and position analysis (the shapes of the command line's JSON), the pictures, and a page at `/` where a student makes a move and sees the ruling.

    Listens on loopback unless --listen says otherwise. The language is the `lang` parameter, else the request's Accept-Language. Bad input is answered 400 with `{ "{" }"error": {"{"}"kind": …, "message": …{ "}" }{ "}" }`. Endpoints: docs/serve.md. Ctrl-C stops it.
help-serve-examples =
    arbiter serve
    arbiter serve --listen 127.0.0.1:3000
    curl -G http://127.0.0.1:8080/api/explain --data-urlencode 'fen=4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --data-urlencode move=Nc3 --data-urlencode lang=ru
help-serve-arg-listen = Where to listen: loopback by default; give another address (`0.0.0.0:8080`) only to let other machines in
help-serve-arg-listen-placeholder = ADDR:PORT
help-serve-arg-max-body = The largest request body accepted, in bytes
help-serve-arg-max-body-placeholder = BYTES
help-serve-arg-timeout-ms = How long one request may take, in milliseconds
help-serve-arg-timeout-ms-placeholder = MS
help-serve-arg-threads = Worker threads (default: one per core)
help-serve-arg-threads-placeholder = N
