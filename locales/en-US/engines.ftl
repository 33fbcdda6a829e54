## arbiter conformance: failures, errors, and the report of engines under test

# Variables:
#   $file (text) — the feature file.
#   $line (number), $column (number) — where reading stopped.
#   $text (text) — that line (at most 80 characters).
conformance-error-malformed-syntax = { $file }, line { $line }, column { $column }: this is not valid Gherkin here: “{ $text }”

# Variables:
#   $file (text) — the feature file.
#   $line (number), $column (number) — the step that uses the placeholder.
#   $name (text) — the placeholder.
conformance-error-malformed-placeholder = { $file }, line { $line }, column { $column }: the outline uses <{ $name }>, but its Examples table has no such column

# Variables:
#   $tags (text) — the tag expression given with --tags.
conformance-error-nothing-ran-tags = no scenario matches the tags { $tags }: nothing was run

# Variables:
#   $langs (text) — the languages asked for with --lang.
conformance-error-nothing-ran-langs = no scenario is written in { $langs }: nothing was run

# Variables:
#   $command (text) — the engine's command.
#   $reason (text) — why it could not be used.
conformance-error-engine = the engine “{ $command }” could not be used: { $reason }

# Variables:
#   $status (keyword) — passed, failed, not-applicable, gap or out-of-scope.
conformance-engine-status = { $status ->
    [passed] passed
    [failed] failed
    [not-applicable] not applicable
    [gap] gap
   *[out-of-scope] out of scope
}

# Variables:
#   $value (text) — a FEN, then the moves played from it.
conformance-failure-position = position: { $value }

# Variables:
#   $value (text) — what the engine answered.
conformance-failure-answered = the engine answered: { $value }

# Variables:
#   $value (text) — what the scenario asserts.
conformance-failure-required = the Laws require: { $value }

# Variables:
#   $engine (text) — the engine's column in the report.
#   $name (text), $version (text) — what the engine says of itself.
#   $protocol (text) — built-in, json-lines or uci.
#   $requests (number) — requests sent; $failed (number) — of which failed.
#   $seconds (text) — the wall time of its run.
conformance-engine = { $engine }: { $name } { $version } ({ $protocol }), { $requests } requests, { $failed } failed, { $seconds } s

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
#   $engine (number) — the engine's count; $laws (number) — the published count.
engine-perft-differs = the engine counts { $engine }, the Laws { $laws }

# Variables:
#   $reason (text) — why the engine did not answer.
engine-perft-failed = no count: { $reason }

# Variables:
#   $value (text) — a FEN.
engine-perft-position = first position whose legal moves differ: { $value }

# Variables:
#   $value (text) — the moves from the case's position to it, in UCI.
engine-perft-line = reached by: { $value }

# Variables:
#   $value (text) — moves in UCI.
engine-perft-laws-moves = legal moves by the Laws: { $value }

# Variables:
#   $value (text) — moves in UCI.
engine-perft-engine-moves = legal moves by the engine: { $value }

# Variables:
#   $value (text) — moves in UCI.
engine-perft-missing = legal, but missing from the engine: { $value }

# Variables:
#   $value (text) — moves in UCI.
engine-perft-extra = listed by the engine, but illegal: { $value }

# Variables:
#   $agreed (number), $differed (number), $skipped (number) — cases.
engine-perft-summary = perft: { $agreed } agree, { $differed } differ, { $skipped } skipped (over --max-nodes)
