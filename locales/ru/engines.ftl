## arbiter conformance: ошибки, непройденные сценарии и отчёт о проверяемых программах

# Variables:
#   $file (text) — файл сценариев.
#   $line (number), $column (number) — где остановилось чтение.
#   $text (text) — эта строка (не длиннее 80 знаков).
conformance-error-malformed-syntax = { $file }, строка { $line }, столбец { $column }: здесь нарушен синтаксис Gherkin: «{ $text }»

# Variables:
#   $file (text) — файл сценариев.
#   $line (number), $column (number) — шаг, в котором стоит подстановка.
#   $name (text) — имя подстановки.
conformance-error-malformed-placeholder = { $file }, строка { $line }, столбец { $column }: в структуре сценария есть подстановка <{ $name }>, но в таблице примеров нет такого столбца

# Variables:
#   $tags (text) — выражение из --tags.
conformance-error-nothing-ran-tags = ни один сценарий не подходит под метки { $tags }: ничего не выполнено

# Variables:
#   $langs (text) — языки из --lang.
conformance-error-nothing-ran-langs = нет ни одного сценария на языке { $langs }: ничего не выполнено

# Variables:
#   $command (text) — команда программы.
#   $reason (text) — почему её не удалось использовать.
conformance-error-engine = программу «{ $command }» не удалось использовать: { $reason }

# Variables:
#   $status (keyword) — passed, failed, not-applicable, gap или out-of-scope.
conformance-engine-status = { $status ->
    [passed] пройдена
    [failed] не пройдена
    [not-applicable] неприменима
    [gap] не покрыта
   *[out-of-scope] вне области проверки
}

# Variables:
#   $value (text) — FEN и ходы, сделанные из этой позиции.
conformance-failure-position = позиция: { $value }

# Variables:
#   $value (text) — ответ программы.
conformance-failure-answered = ответ программы: { $value }

# Variables:
#   $value (text) — что утверждает сценарий.
conformance-failure-required = по правилам: { $value }

# Variables:
#   $engine (text) — столбец программы в отчёте.
#   $name (text), $version (text) — что программа сообщила о себе.
#   $protocol (text) — built-in, json-lines или uci.
#   $requests (number) — отправлено запросов; $failed (number) — из них не удалось.
#   $seconds (text) — время её прогона.
conformance-engine = { $engine }: { $name } { $version } ({ $protocol }), запросов: { $requests }, неудачных: { $failed }, { $seconds } с

# Variables:
#   $engine (text) — столбец программы в отчёте.
#   $lang (text) — код языка.
#   $passed (number), $failed (number), $not-applicable (number), $skipped (number) — число сценариев.
conformance-engine-summary = { $engine } { $lang }: пройдено { $passed }, не пройдено { $failed }, неприменимо { $not-applicable }, пропущено { $skipped }

# Variables:
#   $failed (number) — статей с непройденным сценарием.
conformance-articles-failed = { $failed ->
    [one] не пройдена { $failed } статья
    [few] не пройдены { $failed } статьи
   *[many] не пройдено { $failed } статей
}

## arbiter engine perft

# Variables:
#   $reason (text) — что не так с набором.
engine-perft-error-suite = не удалось прочитать набор perft: { $reason }

# Variables:
#   $engine (number) — подсчёт программы; $laws (number) — опубликованное число.
engine-perft-differs = программа насчитала { $engine }, а по правилам — { $laws }

# Variables:
#   $reason (text) — почему программа не ответила.
engine-perft-failed = подсчёта нет: { $reason }

# Variables:
#   $value (text) — FEN.
engine-perft-position = первая позиция, где списки возможных ходов расходятся: { $value }

# Variables:
#   $value (text) — ходы в UCI от позиции набора до неё.
engine-perft-line = получена ходами: { $value }

# Variables:
#   $value (text) — ходы в UCI.
engine-perft-laws-moves = возможные ходы по правилам: { $value }

# Variables:
#   $value (text) — ходы в UCI.
engine-perft-engine-moves = возможные ходы по программе: { $value }

# Variables:
#   $value (text) — ходы в UCI.
engine-perft-missing = возможны, но у программы их нет: { $value }

# Variables:
#   $value (text) — ходы в UCI.
engine-perft-extra = есть у программы, но невозможны: { $value }

# Variables:
#   $agreed (number), $differed (number), $skipped (number) — число случаев.
engine-perft-summary = perft: совпало { $agreed }, расходится { $differed }, пропущено { $skipped } (больше --max-nodes)
