### Картинки решений (`arbiter explain --format svg`, HTML-книга правил, `arbiter
### serve`): легенда — что означает каждый цвет на доске.

## Легенда: подпись к каждому виду пометки.

picture-legend-move = сделанный ход
picture-legend-attempt = ход, который пытались сделать
picture-legend-attacker = атакующая фигура
picture-legend-line-of-attack = линия её атаки
picture-legend-king = король, на которого направлена её атака
picture-legend-pinned = связанная фигура
picture-legend-attacked-square = поле, атакованное соперником
picture-legend-obstacle = фигура на пути
picture-legend-candidate = фигура, которую может означать запись хода, но которая не может его сделать
picture-legend-expired-en-passant = взятие на проходе здесь уже невозможно
picture-legend-touched = тронутая фигура
picture-legend-alternative = ход, который правило требует или допускает
picture-legend-focus = поле, о котором идёт речь в правиле
picture-legend-reach = поле, на которое фигура может пойти
picture-legend-reading = ход, который может означать эта запись
picture-legend-written = поле, указанное в записи хода

## HTML-страница одного решения (`arbiter explain --format html`).

# Variables:
#   $move (text) — ход, как его записал пользователь.
picture-page-title = Решение о ходе { $move }
# Заголовок над тем, что делает арбитр после завершённого хода (explain --completed).
picture-page-after-illegal = Что делает арбитр

picture-page-article = Статья

## HTML-книга правил (`arbiter book`).

book-title = Правила игры в шахматы ФИДЕ — книга правил arbiter
book-contents = Содержание
# Название языка на нём самом — для ссылок со страниц на других языках.
book-language-name = Русский
book-intro = Правила игры в шахматы ФИДЕ в том виде, в каком их знает arbiter: каждая статья со своим текстом (цитатой с указанием редакции или нашим изложением — с пометкой), с номерами в редакциях 2023 и 2009 годов, а под ней — проверяющие её сценарии исполняемой книги правил, нарисованные на досках, с результатом прогона, по которому собраны эти страницы.

# Variables:
#   $article (text) — номер 2023 года.
#   $old (text) — обозначение 2009 года.
book-numbers = Редакция 2023 года: { $article } · редакция 2009 года: { $old }

# Статьи с таким содержанием в редакции 2009 года нет, но о том же говорит другая статья.
# Variables:
#   $article (text) — номер в редакции 2023 года.
#   $old (text) — статья редакции 2009 года, говорящая о том же.
book-numbers-elsewhere = Редакция 2023 года: { $article } · в редакции 2009 года отдельной статьи нет (о том же — статья { $old })
# Variables:
#   $article (text) — номер 2023 года.
book-numbers-new = Редакция 2023 года: { $article } · в редакции 2009 года нет
# Variables:
#   $article (text) — номер в редакции 2023 года.
book-numbers-unknown = Редакция 2023 года: { $article } · номер в редакции 2009 года программе arbiter неизвестен

# Variables:
#   $count (number) — сценарии, ссылающиеся на статью.
book-scenarios = { $count ->
    [one] { $count } сценарий
    [few] { $count } сценария
   *[many] { $count } сценариев
}

book-outcome-passed = пройден
book-outcome-failed = не пройден
book-outcome-skipped = пропущен

# Variables:
#   $passed (number), $failed (number), $skipped (number) — счёт сценариев прогона.
book-run-totals = Итоги этого прогона: пройдено — { $passed }, не пройдено — { $failed }, пропущено — { $skipped }.

# Variables:
#   $lang (text) — язык сценариев (en, ru).
book-progress-run = Запускаются сценарии { $lang ->
        [en] на английском языке
        [ru] на русском языке
       *[other] на языке «{ $lang }»
    }…

# Variables:
#   $files (number) — записано файлов.
#   $dir (text) — каталог.
book-done = { $files ->
    [one] Записан { $files } файл
    [few] Записано { $files } файла
   *[many] Записано { $files } файлов
} в { $dir }

## arbiter serve: ошибки веб-службы и её страница.

# Variables:
#   $edition (text) — запрошенная редакция.
#   $valid (text) — редакции, которые есть, через «или» (`2023, 2009 или 2005`).
serve-error-edition = редакции «{ $edition }» нет (допустимые значения: { $valid })

# Variables:
#   $reason (text) — чего не хватает в строке запроса или что в ней не так (serve-error-query-…).
serve-error-query = в строке запроса: { $reason }

# Variables:
#   $reason (message) — что не так с телом запроса (JSON).
serve-error-body = в теле запроса: { $reason }

# Variables:
#   $key (text) — недостающий параметр.
serve-error-query-missing = нет параметра «{ $key }»

# Variables:
#   $key (text) — указанный параметр.
#   $keys (text) — допустимые параметры, каждый так, как пишет `quoted-name`, через запятую.
serve-error-query-unknown = параметра «{ $key }» в запросе быть не может; допустимые параметры: { $keys }

serve-error-query-value = значение одного из параметров не подходит

# Variables:
#   $key (text) — параметр, указанный в строке запроса больше одного раза.
serve-error-query-twice = параметр «{ $key }» указан больше одного раза

# Variables:
#   $key (text) — параметр-флаг.
serve-error-query-flag = параметр «{ $key }» — флаг: чтобы включить его, укажите 1, true или yes (или не указывайте значения); чтобы не включать — 0, false или no

serve-error-too-large = запрос больше, чем принимает служба
serve-error-not-found = по этому адресу ничего нет (есть /api/explain, /api/moves, /api/quote, /api/position, /api/picture)
serve-error-timeout = запрос выполнялся слишком долго
serve-error-internal = служба не смогла ответить на этот запрос

# Variables:
#   $address (text) — где служба принимает запросы, например http://127.0.0.1:8080/.
serve-listening = arbiter работает по адресу { $address } (остановить — Ctrl-C)

serve-page-title = Попробуйте сделать ход
serve-page-intro = Сделайте ход — щёлкните по фигуре, затем по полю, или перетащите её, — и arbiter вынесет решение: возможен ли ход, а если нет, то почему и на какой статье Правил это основано.
serve-page-fen = Позиция (FEN)
serve-page-set = Расставить
serve-page-start = Начальная позиция
serve-page-flip = Перевернуть доску
serve-page-promotion = Фигура превращения
serve-page-ruling = Решение
serve-page-articles = Статьи, на которые ссылается решение
serve-page-waiting = Сделайте ход на доске.
serve-page-board = Шахматная доска
serve-page-error = Позицию не удаётся расставить.
