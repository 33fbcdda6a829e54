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

# Variables:
#   $line (number) — the input line, from 1.
#   $reason (text) — the JSON parser's own description.
cli-error-json = line { $line } is not a JSON object with "fen" and "move": { $reason }

## Article 3.10.1 — the verdict on a move.

# Variables:
#   $move (text) — the move in algebraic notation, in the reader's letters.
#   $uci (text) — the move in UCI.
#   $article (text) — the article defining a legal move (3.10.1 in 2023).
explain-legal = { $move } ({ $uci }) is a legal move. — Article { $article }

# Variables:
#   $move (text) — the move as the user wrote it.
explain-illegal = { $move } is not a legal move:
