## Справка командной строки (--help; src/cli/help.rs). Идентификаторы следуют именам команд
## и параметров; tests/help.rs перечисляет недостающие.

## Что пишет сам clap

help-heading-usage = Использование
help-heading-commands = Команды
help-heading-arguments = Аргументы
help-heading-options = Параметры
help-heading-examples = Примеры
help-heading-values = Возможные значения
help-placeholder-options = ПАРАМЕТРЫ
help-placeholder-command = КОМАНДА
help-flag-help = Показать справку
help-flag-help-more = Показать справку (подробнее — --help)
help-flag-help-summary = Показать справку (кратко — -h)
help-flag-version = Показать версию
help-help = Показать эту справку или справку по указанной команде

# Variables:
#   $value (text) — значение (значения) по умолчанию через запятую.
help-default = [по умолчанию: { $value }]

# Variables:
#   $values (text) — возможные значения через запятую.
help-possible-values = [возможные значения: { $values }]

## arbiter

help-arbiter = arbiter — Правила игры в шахматы ФИДЕ в виде программы.
help-arbiter-long =
    arbiter — Правила игры в шахматы ФИДЕ в виде программы.

    Сообщает не только, возможен ли ход, но и почему он невозможен, — на вашем языке и со ссылкой на статью Правил.
help-arbiter-examples =
    arbiter moves --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
    arbiter perft 5
    arbiter explain --lang ru --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Кc3
    arbiter explain --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Nc3
help-arbiter-notes =
    Коды завершения: 0 — успех или возможный ход; 1 — невозможный ход или другое найденное нарушение (сценарий не пройден, неверный результат партии, расхождение perft — см. справку команды); 2 — ошибка во входных данных.
    Язык задаёт --lang, иначе окружение (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), иначе выбирается английский.
help-arbiter-arg-lang = Язык сообщений: `en`, `ru` (или полная локаль, например `ru-RU`)
help-arbiter-arg-lang-long = Язык сообщений: `en`, `ru` (или полная локаль, например `ru-RU`). По умолчанию — язык окружения, а если его нет, — английский. Для `conformance` он же выбирает, какие сценарии выполнять: `en`, `ru` или `all` (оба; язык сообщений тогда берётся из окружения).
help-arbiter-arg-lang-placeholder = ЯЗЫК
# Под каждой командой, кроме conformance: только язык сообщений.
help-command-arg-lang-long = Язык сообщений: `en`, `ru` (или полная локаль, например `ru-RU`). По умолчанию — язык окружения, а если его нет, — английский.

## Общие для нескольких команд

help-arg-edition = Редакция Правил: по её номерам даются ссылки на статьи и по её правилам выносятся решения
help-arg-edition-long = Редакция Правил: по её номерам даются ссылки на статьи и по её правилам выносятся решения. 2023 — действует с 1 января 2023 г.; 2009 — действовала с 1 июля 2009 г. по 30 июня 2014 г. (буквенная нумерация, нет пятикратного повторения и правила 75 ходов, мёртвая позиция — статья 9.6); 2005 — редакция, английский текст которой arbiter цитирует дословно; её номера известны для статей 3.1–4.6 и 5.2 и для статей 1–13 в целом. Подробнее — в docs/editions.md.
help-arg-edition-value-2023 = Правила, действующие с 1 января 2023 г. (десятичные номера, `3.8.2.2.1`)
help-arg-edition-value-2009 = Правила, действовавшие с 1 июля 2009 г. (буквенные номера, `3.8 b (2) (a)`)
help-arg-edition-value-2005 = Правила, действовавшие с 1 июля 2005 г.; их английский текст arbiter цитирует дословно (`3.8 a ii (2) a`)
help-arg-edition-placeholder = РЕДАКЦИЯ
help-arg-format = `text` — для людей, `json` — для программ
help-arg-format-placeholder = ФОРМАТ
help-arg-format-value-text = Для людей, на выбранном языке
help-arg-format-value-json = Для программ: JSON, описанный в docs/cli.md (JSON сессии — в docs/session.md)
help-arg-lenient = Принимать позиции, которые не могут возникнуть в партии (статья 3.10.3)
help-arg-lenient-long = Принимать позиции, которые не могут возникнуть в партии (статья 3.10.3): одна фигура на пустой доске, нет королей, пешки на первой или последней горизонтали. Без этого параметра такая позиция отвергается с указанием причин.

## arbiter moves

help-moves = Перечислить возможные ходы в позиции (статья 3.10.1)
help-moves-long =
    Перечислить возможные ходы в позиции (статья 3.10.1).

    С --fen: по одному ходу в строке, в UCI (`e2e4`, `e7e8q`, рокировка `e1g1`) или в краткой алгебраической нотации. Без --fen: читает позиции в FEN со стандартного ввода, по одной в строке, и на каждую выводит одну строку — её возможные ходы в UCI, по порядку, через пробел (пустую строку, если ходов нет). Вместо строки, которую не удалось прочитать, выводится `ошибка: …`; тогда, после ответа на все строки, код завершения — 2.
help-moves-examples =
    arbiter moves --lang ru --notation san --fen '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'
    arbiter moves --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' --notation san
    printf '%s\n' '8/8/8/8/8/8/8/K6k w - - 0 1' | arbiter moves
help-moves-arg-fen = Позиция (FEN). Без этого параметра позиции читаются со стандартного ввода, по одной в строке
help-moves-arg-fen-placeholder = FEN
help-moves-arg-notation = Как записать ходы позиции, заданной --fen
help-moves-arg-notation-placeholder = ЗАПИСЬ
help-moves-arg-notation-value-uci = `e2e4`, `e7e8q`, рокировка `e1g1`
help-moves-arg-notation-value-san = Краткая алгебраическая нотация буквами выбранного языка (`Nf3`; `Кf3` при --lang ru)

## arbiter perft

help-perft = Подсчитать число позиций (узлов) на глубине ГЛУБИНА полуходов в дереве возможных ходов (perft)
help-perft-long =
    Подсчитать число позиций (узлов) на глубине ГЛУБИНА полуходов в дереве возможных ходов (perft).

    Последняя строка вывода — только число узлов. С --divide сначала выводится по строке на каждый возможный ход: `e2e4: 20`.

    С каждым полуходом дерево растёт примерно в тридцать раз (из начальной позиции: 119 060 324 узла на глубине 6, 69 352 859 712 417 — на глубине 10), так что глубокий подсчёт может не закончиться никогда; ГЛУБИНА отвергается, только если она больше 64 — глубже обход идти не может. С глубины 6 в терминале показывается, какой из ходов заданной позиции сейчас считается.
help-perft-examples =
    arbiter perft 5
    arbiter perft 3 --divide --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
help-perft-arg-depth = Глубина в полуходах
help-perft-arg-depth-placeholder = ГЛУБИНА
help-perft-arg-fen = Позиция (FEN); если не задана — начальная позиция
help-perft-arg-fen-placeholder = FEN
help-perft-arg-divide = Сначала вывести для каждого возможного хода число узлов после него

## arbiter explain

help-explain = Вынести решение по одному ходу: возможен он или нет, а если нет — почему, со всеми причинами и статьями Правил
help-explain-long =
    Вынести решение по одному ходу: возможен он или нет, а если нет — почему, со всеми причинами и статьями Правил.

    ХОД записывается в UCI (`e2e4`, `e7e8q`), в краткой алгебраической нотации (`Nf3`, `O-O`, `exd6`), в полной (`Ng1-f3`) или, при --lang ru, русскими буквами (`Кf3`, `Крe2`, `0-0`). Код завершения 0 — ход возможен и сделать его можно, 1 — ход невозможен, записан неоднозначно (приложение C.10) или его нельзя сделать из-за тронутой фигуры (статья 4), 2 — ошибка во входных данных. С --batch читает со стандартного ввода строки JSON `{ "{" }"fen": …, "move": …{ "}" }` и на каждую выводит решение строкой JSON (на ошибочную строку — `{ "{" }"error": …{ "}" }`, остальные обрабатываются дальше; код завершения 2, если ошибочные строки были).
help-explain-examples =
    arbiter explain --lang ru --fen 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1' --move 0-0
    arbiter explain --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move e2c3 --format json
    arbiter explain --lang ru --edition 2009 --fen '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --move Кc3
    arbiter explain --lang ru --fen '4k3/8/8/8/8/8/3P4/4K3 w - - 0 1' --move Крe1-e3 --completed --time-control blitz
    echo '{ "{" }"fen": "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "move": "O-O"{ "}" }' | arbiter explain --batch
help-explain-arg-fen = Позиция (FEN)
help-explain-arg-fen-placeholder = FEN
help-explain-arg-move = Ход: в UCI, в краткой или полной алгебраической нотации, в том числе буквами языка --lang
help-explain-arg-move-placeholder = ХОД
help-explain-arg-batch = Читать со стандартного ввода строки JSON `{ "{" }"fen": …, "move": …{ "}" }`; на каждую выводить решение строкой JSON
help-explain-arg-touch = Фигуры, которые игрок тронул перед ходом, по порядку (статья 4)
help-explain-arg-touch-long = Фигуры, которые игрок тронул перед ходом, по порядку (статья 4): поля через запятую (`e1,h1`); `e2+e7` — фигуры, тронутые одновременно или в порядке, который нельзя установить; `e8=Ф` — фигура превращения, поставленная на поле превращения (буквой Ф, Л, С или К либо латинской `Q`, `R`, `B` или `N`); `g1-f3` — фигуру с g1 поставили на f3 и отпустили (статья 4.7).
help-explain-arg-touch-placeholder = ПОЛЕ,ПОЛЕ…
help-explain-arg-format = `text` — для людей, `json` — для программ, `svg` — решение, нарисованное на доске, `html` — страница с рисунком, объяснением и цитатами статей
help-explain-arg-format-placeholder = ФОРМАТ
help-explain-arg-format-value-text = Для людей, на выбранном языке
help-explain-arg-format-value-json = Для программ: JSON из docs/cli.md
help-explain-arg-format-value-svg = Решение, нарисованное на доске (SVG)
help-explain-arg-format-value-html = Страница с рисунком, объяснением и цитатами статей
help-explain-arg-orientation = С --format svg или html: с чьей стороны показана доска — `white` (белых) или `black` (чёрных); по умолчанию — со стороны игрока, который делает ход
help-explain-arg-orientation-placeholder = СТОРОНА
help-explain-arg-orientation-value-white = Со стороны белых (можно `w`)
help-explain-arg-orientation-value-black = Со стороны чёрных (можно `b`)
help-explain-arg-quote = Добавить текст каждой упомянутой статьи (цитату или наше изложение, с пометкой) — для учебных программ. С --format json — массив `quotes`
help-explain-arg-adjust = Поля фигур, которые игрок поправил, предупредив об этом («поправляю», статья 4.2.1): прикосновение к этим фигурам ни к чему не обязывает
help-explain-arg-adjust-placeholder = ПОЛЕ,ПОЛЕ…
help-explain-arg-completed = Ход завершён, игрок нажал на часы: для невозможного хода сказать и о том, что делает арбитр дальше, — какая позиция восстанавливается, каким ходом нужно заменить невозможный и какое наказание следует (статьи 7.5.1, 7.5.5, приложение A.3)
help-explain-arg-illegal-before = С --completed: сколько завершённых невозможных ходов игрок сделал в этой партии раньше; за первый сопернику добавляют время, за второй игроку засчитывается поражение, если соперник может поставить мат, иначе ничья (статья 7.5.5; в редакциях 2009 и 2005 гг. — за третий, статья 7.4 b)
help-explain-arg-illegal-before-placeholder = ЧИСЛО
help-explain-arg-time-control = С --completed: контроль времени — `standard` (классические шахматы), `rapid` (быстрые), `blitz` (блиц) или запись в секундах, как в теге `TimeControl` формата PGN (`5400+30` — 90 минут на партию с добавлением 30 секунд на каждый ход; `300+3`); в быстрых шахматах (пункт A.3) и в блице, который идёт по пункту B.3 (не B.2), за невозможный ход сопернику добавляют одну минуту вместо двух; для блица, где у каждой партии свой арбитр и партия записывается (пункт B.2), укажите `standard`. По умолчанию — `standard`
help-explain-arg-time-control-placeholder = КОНТРОЛЬ

## arbiter quote

help-quote = Вывести статью Правил: официальный текст, где он у arbiter есть (с указанием редакции и языка), иначе наше изложение своими словами (с такой пометкой)
help-quote-long =
    Вывести статью Правил: официальный текст, где он у arbiter есть (с указанием редакции и языка), иначе наше изложение своими словами (с такой пометкой).

    С --edition 2009 или 2005 принимаются номера этой редакции (`3.8 b (2) (a)` в 2009 г., `3.8 a ii (2) a` в 2005 г.), её номер показывается рядом с номером 2023 г., а там, где в этой редакции сказано иное, выводится её собственный текст. Подпункты выводятся вместе со статьёй, если не указан --only.
help-quote-examples =
    arbiter quote 3.8.2
    arbiter quote 3.9.2 --lang ru
    arbiter quote '3.8 b (2)' --edition 2009
    arbiter quote 5.1.2 --edition 2009 --lang ru
    arbiter quote '3.8 a ii' --edition 2005
    arbiter quote 4.4 --format markdown
    arbiter quote c.10 --format json
    arbiter quote --list --edition 2009
help-quote-arg-article = Статья: номер по редакции 2023 г. (`3.8.2`) или, с --edition 2009 или 2005, номер этой редакции (`3.8 b (2)`, `3.8 a ii`)
help-quote-arg-article-placeholder = СТАТЬЯ
help-quote-arg-format = `text` (для терминала), `markdown` (исходный текст) или `json` (для учебных программ)
help-quote-arg-format-placeholder = ФОРМАТ
help-quote-arg-format-value-text = Для вывода в терминал
help-quote-arg-format-value-markdown = Исходный текст в Markdown
help-quote-arg-format-value-json = Для учебных программ: номер, название, редакция, язык, цитата или изложение, источник и текст по отдельности (docs/schema/quote.json)
help-quote-arg-only = Только сама статья, без подпунктов
help-quote-arg-list = Перечислить все статьи: номер в редакции 2023 г., номер в редакции --edition, название
# `quote` gives no rulings: its --edition chooses the numbers and the text (review 21a, D-12).
help-quote-arg-edition = Редакция Правил: её номера статей, а где в ней сказано иное — и её текст
help-quote-arg-edition-long = Редакция Правил: её номера статей, а где в ней сказано иное — и её текст. 2023 — действует с 1 января 2023 г.; 2009 — действовала с 1 июля 2009 г. по 30 июня 2014 г. (буквенная нумерация, нет пятикратного повторения и правила 75 ходов, мёртвая позиция — статья 9.6); 2005 — редакция, английский текст которой arbiter цитирует дословно; её номера известны для статей 3.1–4.6 и 5.2 и для статей 1–13 в целом. Подробнее — в docs/editions.md.
help-quote-arg-edition-value-2023 = Правила, действующие с 1 января 2023 г. (десятичные номера, `3.8.2.2.1`)
help-quote-arg-edition-value-2009 = Правила, действовавшие с 1 июля 2009 г. (буквенные номера, `3.8 b (2) (a)`)
help-quote-arg-edition-value-2005 = Правила, действовавшие с 1 июля 2005 г.; их английский текст arbiter цитирует дословно (`3.8 a ii (2) a`)
help-quote-arg-edition-placeholder = РЕДАКЦИЯ

## arbiter conformance

help-conformance = Выполнить сценарии исполняемой книги правил — сценарии Gherkin на английском и русском со ссылками на статьи — и составить отчёт по статьям
help-conformance-long =
    Выполнить сценарии исполняемой книги правил — сценарии Gherkin на английском и русском со ссылками на статьи — и составить отчёт по статьям.

    Здесь --lang выбирает язык сценариев: `en`, `ru` или `all` (по умолчанию — оба). Код завершения 1, если какой-либо сценарий не пройден, шаг не определён или ссылка на статью неверна.
help-conformance-examples =
    arbiter conformance
    arbiter conformance --lang ru --format markdown
    arbiter conformance --tags '@article-3.8.2' --format json
    arbiter conformance --features my-features/
    arbiter conformance --engine 'python3 adapters/python-chess.py' --engine-uci /usr/games/stockfish
help-conformance-arg-features = Выполнить файлы `.feature` из каталога КАТАЛОГ (КАТАЛОГ/en/…, КАТАЛОГ/ru/…) вместо встроенных
help-conformance-arg-features-placeholder = КАТАЛОГ
help-conformance-arg-format = Вид отчёта
help-conformance-arg-format-placeholder = ФОРМАТ
help-conformance-arg-format-value-table = Таблица для людей, заголовки на языке --lang
help-conformance-arg-format-value-json = JSON, описанный в docs/cli.md
help-conformance-arg-format-value-junit = JUnit XML: набор тестов на статью, тест на сценарий
help-conformance-arg-format-value-markdown = Таблица Markdown — для README или запроса на слияние
help-conformance-arg-tags = Выполнить только сценарии, подходящие под выражение меток, например `@article-3.8.2` или `@article-3.7.1 or @article-3.7.2`
help-conformance-arg-tags-placeholder = ВЫРАЖЕНИЕ
help-conformance-arg-engine = Проверить сценарии также на программе, которая работает по протоколу arbiter (JSON-строки, docs/engine-protocol.md) и запускается этой командой оболочки; можно указать несколько: отчёт будет общим, результаты программ — в соседних столбцах
help-conformance-arg-engine-placeholder = КОМАНДА
help-conformance-arg-engine-uci = Проверить сценарии также на программе с протоколом UCI (возможные ходы — через `go perft 1`), запускаемой этой командой оболочки; можно указать несколько
help-conformance-arg-engine-uci-placeholder = КОМАНДА
help-conformance-arg-engine-timeout = Сколько секунд у программы на каждый ответ; если она не уложилась, её останавливают, сценарий не пройден, а для следующего программа запускается заново
help-conformance-arg-engine-timeout-placeholder = СЕКУНДЫ
help-conformance-arg-lang = Какие сценарии выполнять и на каком языке отчёт: `en`, `ru` или `all` (оба)
help-conformance-arg-lang-long = Какие сценарии выполнять и на каком языке писать отчёт: `en`, `ru` (или полная локаль, например `ru-RU`) или `all` — сценарии на обоих языках, отчёт тогда на языке окружения. По умолчанию — `all`.

## arbiter engine

help-engine = Проверить другие шахматные программы: arbiter как эталон по своему протоколу (`serve`) и прогон наборов perft на другой программе (`perft`)
help-engine-long =
    Проверить другие шахматные программы: arbiter как эталон по своему протоколу (`serve`) и прогон наборов perft на другой программе (`perft`).
help-engine-examples =
    arbiter engine serve
    arbiter engine perft --engine-uci /usr/games/stockfish tests/data/standard.perft
help-engine-serve = Отвечать по протоколу программ (docs/engine-protocol.md) на стандартных вводе и выводе: arbiter как эталонная программа, по одному JSON-ответу на каждую строку запроса
help-engine-serve-long =
    Отвечать по протоколу программ (docs/engine-protocol.md) на стандартных вводе и выводе: arbiter как эталонная программа, по одному JSON-ответу на каждую строку запроса. Ответы протокола, в том числе сообщения об ошибках, — по-английски при любом --lang: их читают программы.
help-engine-serve-examples =
    echo '{"{"}"id":0,"type":"hello","protocol":1{"}"}' | arbiter engine serve
    arbiter conformance --engine 'arbiter engine serve'
help-engine-perft = Прогнать наборы perft (tests/data/*.perft) на программе; где число расходится, найти первую позицию, в которой расходятся списки возможных ходов, и вывести оба списка. Код завершения 1, если хоть одно число расходится
help-engine-perft-long =
    Прогнать наборы perft (tests/data/*.perft) на программе; где число расходится, найти первую позицию, в которой расходятся списки возможных ходов, и вывести оба списка. Код завершения 1, если хоть одно число расходится.
help-engine-perft-examples =
    arbiter engine perft --engine-uci /usr/games/stockfish tests/data/standard.perft
    arbiter engine perft --engine 'python3 adapters/python-chess.py --mutant no-en-passant' tests/data/tricky.perft
help-engine-perft-arg-engine = Программа с протоколом JSON-строк (её команда оболочки)
help-engine-perft-arg-engine-placeholder = КОМАНДА
help-engine-perft-arg-engine-uci = Программа с протоколом UCI (её команда оболочки)
help-engine-perft-arg-engine-uci-placeholder = КОМАНДА
help-engine-perft-arg-max-nodes = Пропустить случаи, в которых число узлов в наборе больше заданного
help-engine-perft-arg-max-nodes-placeholder = ЧИСЛО
help-engine-perft-arg-engine-timeout = Сколько секунд у программы на каждый ответ
help-engine-perft-arg-engine-timeout-placeholder = СЕКУНДЫ
help-engine-perft-arg-suites = Наборы perft: строки `fen …`, за каждой из них — строки `perft ГЛУБИНА УЗЛЫ`
help-engine-perft-arg-suites-placeholder = НАБОР

## arbiter show

help-show = Нарисовать позицию: диаграммы Эдварда Ласкера (1915), фигурки Юникода или ASCII; по желанию — отметив поля, на которые может пойти одна из фигур
help-show-long =
    Нарисовать позицию: диаграммы Эдварда Ласкера (1915), фигурки Юникода или ASCII; по желанию — отметив поля, на которые может пойти одна из фигур.
help-show-examples =
    arbiter show --fen '8/8/8/8/4N3/8/8/8 w - - 0 1' --reach e4 --style lasker
    arbiter show --fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
help-show-arg-fen = Позиция (FEN). Читается нестрого: одинокая фигура на пустой доске допустима
help-show-arg-fen-placeholder = FEN
help-show-arg-reach = Отметить каждое поле, на которое может пойти фигура с этого поля, как на диаграммах Ласкера (ходы оцениваются так, будто очередь хода за стороной этой фигуры): в стиле `lasker` — знаком `*`; в стиле `ascii` — знаком `*` свободные поля, а скобками — фигуры, которые можно взять; в стиле `unicode` — так же, но знаком `•`; в стиле `svg` — точками
help-show-arg-reach-placeholder = ПОЛЕ
help-show-arg-style = `lasker` — диаграммы из книги Эдварда Ласкера «Шахматная стратегия» («Chess Strategy», 1915), в его обозначениях, латинскими буквами; `unicode` — фигурки; `ascii` — буквы FEN, пояснённые под доской; `svg` — нарисованная доска, поля хода отмечены точками, как у Ласкера, легенда на языке --lang
help-show-arg-style-placeholder = СТИЛЬ
help-show-arg-orientation = С --style svg: с чьей стороны показана доска — `white` (белых, по умолчанию) или `black` (чёрных)
help-show-arg-orientation-placeholder = СТОРОНА
help-show-arg-orientation-value-white = Со стороны белых (можно `w`)
help-show-arg-orientation-value-black = Со стороны чёрных (можно `b`)

## arbiter replay

help-replay = Проверить партии PGN ход за ходом и сообщить, какой ход первым оказался невозможным (с полным решением), чем партия закончилась на доске и когда появлялось право потребовать ничью, — всё со ссылками на статьи
help-replay-long =
    Проверить партии PGN ход за ходом и сообщить, какой ход первым оказался невозможным (с полным решением), чем партия закончилась на доске (мат, пат, мёртвая позиция, пятикратное повторение, 75 ходов) и когда появлялось право потребовать ничью (троекратное повторение, 50 ходов), — всё со ссылками на статьи.

    В JSON поле `ply` — номер полухода от исходной позиции партии; первый ход — полуход 1. Код завершения 0, если все партии прочитаны, все ходы в них возможны и записанные результаты верны, 1 — если в партии есть невозможный ход или записан неверный результат, 2 — если партию не удалось прочитать или в файле нет ни одной партии.
help-replay-examples =
    arbiter replay --lang ru партии.pgn
    arbiter replay --format json games.pgn
    cat games.pgn | arbiter replay -
help-replay-arg-file = Файл PGN; `-` или ничего — стандартный ввод. В файле может быть несколько партий; ходы записаны английскими или, при --lang ru, русскими буквами
help-replay-arg-file-placeholder = ФАЙЛ.pgn

## arbiter session

help-session = Следить за партией, как это делает арбитр, по одному событию в строке со стандартного ввода — ходы с тронутыми фигурами, невозможные ходы и ходы взамен, требования ничьей, падение флажка, сдача партии, — отвечая на каждое событие решением и ведя учёт того, что нужно помнить по Правилам
help-session-long =
    Следить за партией, как это делает арбитр, по одному событию в строке со стандартного ввода, отвечая на каждое событие решением со ссылками на статьи и ведя учёт: завершённые невозможные ходы каждого игрока, минуты, добавленные на часы, фигура, которой нужно сделать следующий ход, требования ничьей и наказание за необоснованные, а после окончания партии — её результат.

    События (docs/session.md): `move ХОД [touch ПОЛЕ,…] [adjust ПОЛЕ,…]` (ход сделан, часы нажаты); `claim 9.2|9.3 [ХОД]` (требование ничьей; ХОД — ход, записанный на бланке); `flag white|black` (6.9); `resign white|black` (5.1.2); `clock` (часы нажаты без хода, 7.5.3); `unpromoted e7-e8` (пешка оставлена без превращения, 7.5.2); `two-hands ХОД` (ход сделан двумя руками, 7.5.4); `status` (положение в партии); `fen` (позиция в FEN); `quit` (конец сессии). Те же события можно писать объектами JSON, `{"{"}"event": "move", "move": "e2e4"{"}"}`. ХОД — в UCI, в краткой или полной алгебраической нотации, при --lang ru русскими буквами. Отозвать требование ничьей нельзя (9.5.1), поэтому такого события нет.

    Каждый ответ — одно или несколько предложений, по одному в строке, и пустая строка после них; с --format json — один объект JSON в строке. В терминале выводится приглашение. На строку, которую нельзя прочитать, выводится ошибка, и ничего не меняется; тогда код завершения в конце — 2, иначе 0.
help-session-examples =
    arbiter session --lang ru
    printf '%s\n' 'move e4' 'move e7e5' 'move g1g3' 'status' | arbiter session --lang ru
    arbiter session --time-control blitz --format json < события.txt
    arbiter session --lang ru --edition 2009
help-session-arg-fen = Исходная позиция партии (FEN); если не указана — начальная позиция (статья 2.3)
help-session-arg-fen-placeholder = FEN
help-session-arg-time-control = Контроль времени — `standard` (классические шахматы), `rapid` (быстрые), `blitz` (блиц) или запись в секундах, как в теге `TimeControl` формата PGN (`5400+30` — 90 минут на партию с добавлением 30 секунд на каждый ход; `300+3`); в быстрых шахматах (пункт A.3) и в блице, который идёт по пункту B.3 (не B.2), за невозможный ход и необоснованное требование ничьей сопернику добавляют одну минуту вместо двух; для блица, где у каждой партии свой арбитр и партия записывается (пункт B.2), укажите `standard`
help-session-arg-time-control-placeholder = КОНТРОЛЬ

## arbiter position

help-position = Ответить на вопросы арбитра о позиции: чей ход, есть ли шах, в каком состоянии партия, может ли каждый игрок ещё поставить мат (с ходами мата при содействии соперника или доказательством, что мата нет), какую ничью можно потребовать, а если позиция не может возникнуть в партии, — почему
help-position-long =
    Ответить на вопросы арбитра о позиции: чей ход и какие фигуры объявляют шах; в каком состоянии партия — мат (статья 5.1.1), пат (5.2.1), мёртвая позиция (5.2.2), пятикратное повторение или 75 ходов (9.6); может ли каждый игрок ещё поставить мат какой-либо серией возможных ходов (вопрос статей 5.1.2, 6.9 и 7.5.5): ходы мата при содействии соперника в нотации выбранного языка, доказательство, что мата нет, или сообщение, что это не решено; какую ничью может потребовать игрок, имеющий ход (9.2, 9.3); и, если позиция не может возникнуть в партии, все причины (3.10.3).

    Позиция — это FEN (--fen), позиция после полухода партии PGN (--pgn с --ply и --game) или каждая строка FEN со стандартного ввода, по одной в строке, с ответом в одну строку (фразы через `; `; с --format json — по объекту в строке). Код завершения 0, если на все позиции дан ответ, 1 — если в партии PGN до запрошенного полухода есть невозможный ход, 2 — при неверном вводе.
help-position-examples =
    arbiter position --fen '8/8/8/4k3/8/8/8/4K2R b - - 0 1'
    arbiter position --lang ru --fen '5Q2/6k1/8/5N2/8/8/8/K7 b - - 0 1'
    arbiter position --pgn партия.pgn --ply 40 --format json
    printf '%s\n' '7k/8/6Q1/8/8/8/8/K7 b - - 0 1' '8/8/8/8/8/8/8/K6k w - - 0 1' | arbiter position
help-position-arg-fen = Позиция (FEN). Без неё и без --pgn строки FEN читаются со стандартного ввода, по одной в строке
help-position-arg-fen-placeholder = FEN
help-position-arg-pgn = Файл PGN (`-` — стандартный ввод): позиция одной из его партий после --ply полуходов
help-position-arg-pgn-placeholder = ФАЙЛ.pgn
help-position-arg-ply = С --pgn: полуход, после которого смотреть позицию (0 — исходная позиция партии; без него — последний полуход)
help-position-arg-ply-placeholder = ПОЛУХОД
help-position-arg-game = С --pgn: какая партия файла, считая с 1 (без него — первая)
help-position-arg-game-placeholder = НОМЕР

## arbiter book

help-book = Собрать книгу правил в виде статического сайта: по странице на каждую часть Правил на каждом языке, текст каждой статьи с её номерами в редакциях 2023 и 2009 годов, а под ним — её сценарии, нарисованные на досках, с решением и результатом настоящего прогона
help-book-long =
    Собрать книгу правил в виде статического сайта: по странице на каждую часть Правил на каждом языке, текст каждой статьи с её номерами в редакциях 2023 и 2009 годов, а под ним — её сценарии, нарисованные на досках, с решением и результатом настоящего прогона.

    Сайт открывается из файлов (без сети и без скриптов), читается на телефоне и печатается на бумаге. Команда выводит путь к начальной странице. Код завершения 1, если какой-то сценарий не пройден (страницы всё равно записаны и показывают, какой), 2 — если файл не удаётся записать.
help-book-examples =
    arbiter book --out target/book
    arbiter book --out handouts --pages ru
help-book-arg-out = Каталог, в который записать сайт (создаётся, если его нет; файлы в нём заменяются)
help-book-arg-out-placeholder = КАТАЛОГ
help-book-arg-pages = Языки страниц: `en`, `ru` или `all` (оба)
help-book-arg-pages-placeholder = ЯЗЫК

## arbiter serve

help-serve = Запустить веб-службу для учебных программ, только на локальном адресе (127.0.0.1)
help-serve-long =
    Запустить веб-службу для учебных программ: запросы `explain`, `moves`, `quote` и разбор позиции с ответами в JSON (в тех же формах, что JSON командной строки), картинки и страница `/`, на которой ученик делает ход и видит решение.

    Принимает запросы только на локальном адресе (127.0.0.1), если в --listen не указан другой. Язык — параметр `lang`, иначе заголовок `Accept-Language` запроса. На неверный ввод отвечает кодом 400 и описанием ошибки в JSON (поля `error`, `kind`, `message`). Запросы описаны в `docs/serve.md`. Остановить — `Ctrl-C`.
help-serve-examples =
    arbiter serve
    arbiter serve --listen 127.0.0.1:3000
    curl -G http://127.0.0.1:8080/api/explain --data-urlencode 'fen=4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' --data-urlencode move=Nc3 --data-urlencode lang=ru
help-serve-arg-listen = Где принимать запросы: по умолчанию только на локальном адресе (127.0.0.1); другой адрес (`0.0.0.0:8080`) указывайте, только если к службе должны подключаться другие компьютеры
help-serve-arg-listen-placeholder = АДРЕС:ПОРТ
help-serve-arg-max-body = Наибольший размер тела запроса, в байтах
help-serve-arg-max-body-placeholder = БАЙТЫ
help-serve-arg-timeout-ms = Сколько может длиться один запрос, в миллисекундах
help-serve-arg-timeout-ms-placeholder = МС
help-serve-arg-threads = Число рабочих потоков (по умолчанию — по одному на ядро)
help-serve-arg-threads-placeholder = ЧИСЛО
