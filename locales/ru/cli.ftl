## Командная строка: ошибки и решения.

# Variables:
#   $reason (message) — что не так.
cli-error = ошибка: { $reason }

# Variables:
#   $lang (text) — язык, запрошенный через --lang.
#   $available (text) — доступные языки через запятую.
cli-error-unknown-lang = сообщений на языке «{ $lang }» нет; доступны: { $available }

# Variables:
#   $line (number) — номер строки ввода, с 1.
#   $reason (message) — что в ней не так.
cli-error-on-line = строка { $line }: { $reason }

# Variables:
#   $line (number) — номер строки ввода, с 1.
#   $reason (text) — описание ошибки от разборщика JSON.
cli-error-json = строка { $line } — не объект JSON с полями "fen" и "move": { $reason }

## Статья 3.10.1 — решение о ходе.

# Variables:
#   $move (text) — ход в алгебраической нотации, буквами читателя.
#   $uci (text) — ход в нотации UCI.
#   $article (text) — статья, определяющая возможный ход (3.10.1 в редакции 2023 г.).
explain-legal = { $move } ({ $uci }) — возможный ход. — Статья { $article }

# Variables:
#   $move (text) — ход, как его записал пользователь.
explain-illegal = { $move } — невозможный ход:
