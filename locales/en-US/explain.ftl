### The parts of an explanation around the sentences: the citation of the article
### appended to each sentence (`… — Article 3.9.2`), and how several sentences follow one
### another inside a message.

## Citations

# Variables:
#   $article (string) — the number in the edition cited: `3.9.2` (2023), `3.8 a ii (2) a`
#     (2009), `C.10` (Appendix C).
#   $edition (number) — the edition asked for: 2023 (the Laws in force) or 2009.
#   $kind (keyword) — `article`, or `appendix` for a number of an appendix (`C.10`).
cite-article = { $kind ->
        [appendix] Appendix
       *[article] Article
    } { $article }{ $edition ->
        [2023] {""}
       *[other] , { $edition } edition
    }

# Variables:
#   $article (string) — the point cited, in the edition cited: `B.3`.
#   $applied (string) — the point it applies: `A.3` (blitz under B.3 takes rapid's A.3).
#   $edition (number) — the edition asked for.
#   $kind (keyword) — `article` or `appendix`.
cite-article-applying = { $kind ->
        [appendix] Appendices
       *[article] Articles
    } { $article } and { $applied }{ $edition ->
        [2023] {""}
       *[other] , { $edition } edition
    }

# Two articles that both bind one ruling (9.5.3 and 4.3.1: the move written must replace an
# illegal move of the same piece).
# Variables:
#   $first (string), $second (string) — the numbers in the edition cited.
#   $edition (number) — the edition asked for.
cite-articles-both = Articles { $first } and { $second }{ $edition ->
        [2023] {""}
       *[other] , { $edition } edition
    }

# Variables:
#   $article (string) — the 2023 number, cited because the edition asked for had none.
#   $edition (number) — the edition asked for (2009).
#   $kind (keyword) — `article`, or `appendix` for a number of an appendix (`C.10`).
cite-article-not-in-edition = { $kind ->
        [appendix] Appendix
       *[article] Article
    } { $article }, 2023 edition (not in the { $edition } edition)

# Variables:
#   $article (string) — the 2023 number, cited because arbiter does not know the article's
#     number in the edition asked for (the 2005 edition is known only for Articles 3.7–4.6).
#   $edition (number) — the edition asked for (2005).
#   $kind (keyword) — `article`, or `appendix` for a number of an appendix (`C.10`).
#   $known (keyword) — `yes` when its number in the 2009 edition ($earlier) is known, `same`
#     when that is the 2023 number, else `no`.
#   $earlier (string) — its number in the 2009 edition (empty when not known).
cite-article-unknown-in-edition = { $kind ->
        [appendix] Appendix
       *[article] Article
    } { $article }, { $known ->
        [yes] 2023 edition ({ $earlier } in the 2009 edition; its
        [same] 2009 and 2023 editions (its
       *[no] 2023 edition (its
    } number in the { $edition } edition is not known to arbiter)

# Variables:
#   $sentence (text) — a sentence, without its final full stop.
#   $citation (text) — its citation (`cite-article`).
cited-sentence = { $sentence } — { $citation }

## Sentences in a row (the reasons of `illegal-no-piece-can-make-move` and
## `position-illegal`): `list-sentence` links each sentence to the rest, the last one is
## `list-sentence-last`.

# Clauses of one sentence, with commas.
# Variables:
#   $clause (message) — a clause; $rest (message) — the others.
list-clause = { $clause }, { $rest }

# The last two clauses, with "and".
# Variables:
#   $clause (message) — a clause; $rest (message) — the last one.
list-clause-and = { $clause } and { $rest }

# Variables:
#   $sentence (message) — a sentence, without its final full stop.
#   $rest (message) — the sentences after it.
list-sentence = { $sentence }. { $rest }

# Variables:
#   $sentence (message) — the last sentence, without its final full stop.
list-sentence-last = { $sentence }
