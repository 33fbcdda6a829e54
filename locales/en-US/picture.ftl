### Pictures of rulings (`arbiter explain --format svg`, the HTML rulebook, `arbiter
### serve`): the legend that says what each colour on the board means.

## Legend: one label per kind of mark.

picture-legend-move = the move played
picture-legend-attempt = the move tried
picture-legend-attacker = the attacking piece
picture-legend-line-of-attack = its line of attack
picture-legend-king = the king it attacks
picture-legend-pinned = the piece that may not leave the line
picture-legend-attacked-square = a square the opponent attacks
picture-legend-obstacle = a piece in the way
picture-legend-candidate = a piece the move could mean, unable to make it
picture-legend-expired-en-passant = en passant no longer allowed here
picture-legend-touched = a piece touched
picture-legend-alternative = a move the rule requires or allows
picture-legend-focus = the square the rule is about
picture-legend-reach = a square the piece can move to
picture-legend-reading = a move this record may mean
picture-legend-written = the square the record names

## The HTML page of one ruling (`arbiter explain --format html`).

# Variables:
#   $move (text) — the move as the user wrote it.
picture-page-title = The ruling on { $move }
# The heading over what the arbiter does after a completed move (explain --completed).
picture-page-after-illegal = What the arbiter does

picture-page-article = The article

## The HTML rulebook (`arbiter book`).

book-title = The Laws of Chess in arbiter
book-contents = Contents
# The language's name in itself, on links from the other languages' pages.
book-language-name = English
book-intro = The FIDE Laws of Chess as arbiter knows them: every article with its text (a quotation with its edition, or our own summary, labelled as such), its number in the 2023 and 2009 editions, and under it the scenarios of the executable rulebook that check it, drawn as boards, with their result from the run that built these pages.

# Variables:
#   $article (text) — the 2023 number.
#   $old (text) — the 2009 label.
book-numbers = 2023 edition: { $article } · 2009 edition: { $old }

# The 2009 edition has no article of its own for it, but another article says the same.
# Variables:
#   $article (text) — the 2023 number.
#   $old (text) — the 2009 article that says the same.
book-numbers-elsewhere = 2023 edition: { $article } · no article of its own in the 2009 edition (Article { $old } says the same)
# Variables:
#   $article (text) — the 2023 number.
book-numbers-new = 2023 edition: { $article } · not in the 2009 edition
# Variables:
#   $article (text) — the 2023 number.
book-numbers-unknown = 2023 edition: { $article } · its number in the 2009 edition is not known to arbiter

# Variables:
#   $count (number) — the scenarios that cite the article.
book-scenarios = { $count ->
    [one] { $count } scenario
   *[other] { $count } scenarios
}

book-outcome-passed = passed
book-outcome-failed = failed
book-outcome-skipped = not run

# Variables:
#   $passed (number), $failed (number), $skipped (number) — scenario counts of the run.
book-run-totals = In the run that built these pages: { $passed } passed, { $failed } failed, { $skipped } not run.

# Variables:
#   $lang (text) — the language of the scenarios (en, ru).
book-progress-run = Running the { $lang ->
        [en] English
        [ru] Russian
       *[other] { $lang }
    } scenarios…

# Variables:
#   $files (number) — files written.
#   $dir (text) — the output directory.
book-done = { $files } files written to { $dir }

## arbiter serve: errors of the web service, and its page.

# Variables:
#   $edition (text) — the edition asked for.
#   $valid (text) — the editions there are, joined as alternatives (`2023, 2009 or 2005`).
serve-error-edition = there is no edition “{ $edition }” (possible values: { $valid })

# Variables:
#   $reason (text) — what the query string lacks or has wrong (serve-error-query-…).
serve-error-query = in the query string: { $reason }

# Variables:
#   $reason (message) — what is wrong with the request's body (JSON).
serve-error-body = in the request body: { $reason }

# Variables:
#   $key (text) — the parameter missing.
serve-error-query-missing = the parameter “{ $key }” is missing

# Variables:
#   $key (text) — the parameter given.
#   $keys (text) — the parameters taken, each as `quoted-name` writes it, comma-separated.
serve-error-query-unknown = there is no parameter “{ $key }”; the parameters are { $keys }

serve-error-query-value = a parameter has a value that does not fit it

# Variables:
#   $key (text) — the parameter given more than once in the query string.
serve-error-query-twice = the parameter “{ $key }” is given more than once

# Variables:
#   $key (text) — the parameter, a flag.
serve-error-query-flag = the parameter “{ $key }” is a flag: give it 1, true or yes (or no value) to turn it on, 0, false or no to leave it off

serve-error-too-large = the request is larger than the service accepts
serve-error-not-found = there is nothing at this address (try /api/explain, /api/moves, /api/quote, /api/position, /api/picture)
serve-error-timeout = the request took too long
serve-error-internal = the service failed to answer this request

# Variables:
#   $address (text) — where the service listens, e.g. http://127.0.0.1:8080/.
serve-listening = arbiter serves on { $address } (Ctrl-C stops it)

serve-page-title = Try a move
serve-page-intro = Move a piece — click it, then the square, or drag it — and arbiter rules on the move: legal or not, why, and the article of the Laws that says so.
serve-page-fen = Position (FEN)
serve-page-set = Set up
serve-page-start = Initial position
serve-page-flip = Turn the board
serve-page-promotion = Promotion piece
serve-page-ruling = The ruling
serve-page-articles = The articles cited
serve-page-waiting = Make a move on the board.
serve-page-board = Chessboard
serve-page-error = The position cannot be set up.
