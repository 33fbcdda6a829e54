## arbiter conformance: ошибки, непройденные сценарии и отчёт о проверяемых программах

# Variables:
#   $file (text) — файл сценариев.
#   $line (number), $column (number) — где остановилось чтение.
#   $text (text) — эта строка (не длиннее 80 знаков).
conformance-error-malformed-syntax = { $file }, строка { $line }, столбец { $column }: здесь нарушен синтаксис Gherkin: «{ $text }»

# Variables:
#   $file (text), $line (number), $column (number), $text (text) — как выше.
# В файле русские ключевые слова, но нет строки языка, без которой они не действуют.
conformance-error-malformed-no-language = { $file }, строка { $line }, столбец { $column }: здесь нарушен синтаксис Gherkin: «{ $text }». Русские ключевые слова (Функция, Сценарий, Дано…) действуют, только если первая строка файла — «# language: ru»

# Variables:
#   $file (text) — файл сценариев.
#   $line (number), $column (number) — шаг, в котором стоит подстановка.
#   $name (text) — имя подстановки.
conformance-error-malformed-placeholder = { $file }, строка { $line }, столбец { $column }: в структуре сценария есть подстановка <{ $name }>, но в таблице примеров нет такого столбца

# Variables:
#   $tags (text) — выражение из --tags.
conformance-error-nothing-ran-tags = ни один сценарий не подходит под метки { $tags }: ничего не выполнено

# Variables:
#   $tags (text) — выражение из --tags; $column (number) — символ, с которого оно непонятно.
conformance-error-tags = «{ $tags }» — не выражение меток (символ { $column }): выражение пишется, например, так: `@article-3.8.2`, `@article-3.7.1 or @article-3.7.2`, `not @article-4.1` (and, or, not — латинскими буквами)

conformance-error-nothing-ran = ни в одном файле .feature нет ни одного сценария: ничего не выполнено

# Variables:
#   $langs (text) — языки из --lang.
conformance-error-nothing-ran-langs = нет ни одного сценария на языке { $langs }: ничего не выполнено

# Variables:
#   $command (text) — команда программы.
#   $reason (text) — почему её не удалось использовать.
conformance-error-engine = программу «{ $command }» не удалось использовать: { $reason }

## Проверка ссылок на статьи в `conformance` (файл, который не читается, называют
## сообщения conformance-error-malformed-…).

# Variables:
#   $file (text) — файл сценариев; $line (number) — строка сценария.
lint-uncited = { $file }:{ $line }: сценарий не ссылается ни на одну статью

# Variables:
#   $file (text) — файл сценариев; $line (number) — строка сценария.
#   $article (text) — статья, названная в его метке.
lint-unknown-article = { $file }:{ $line }: сценарий ссылается на статью { $article }, которой в книге правил нет

# Variables:
#   $file (text) — файл сценариев, путь от каталога его языка.
#   $lang (text) — язык, на котором этого файла нет.
lint-missing-twin = у файла { $file } нет пары на языке { $lang }

# Variables:
#   $article (text) — статья.
#   $counts (message) — сколько сценариев ссылается на неё на каждом языке (lint-count).
lint-count-mismatch = на статью { $article } на разных языках ссылается разное число сценариев: { $counts }

# Число сценариев на одном языке в lint-count-mismatch и следом — на остальных.
# Variables:
#   $lang (text) — код языка; $count (number) — сколько сценариев на нём ссылается на статью.
#   $more (keyword) — `yes`, если в $rest (message) следуют другие языки.
lint-count = { $lang } — { $count }{ $more ->
        [yes] , { $rest }
       *[no] {""}
    }

# Variables:
#   $status (keyword) — passed, failed, not-applicable, gap или out-of-scope.
conformance-engine-status = { $status ->
    [passed] пройдена
    [failed] не пройдена
    [not-applicable] неприменима
    [gap] не покрыта
    [partly] проверяется частично
   *[out-of-scope] вне области проверки
}

# Variables:
#   $fen (text) — FEN позиции.
#   $moves (text) — ходы, сделанные из неё, в записи UCI, через пробел.
#   $count (number) — сколько этих ходов (0 — позиция та, что в FEN).
conformance-failure-position = позиция: { $fen }{ $count ->
        [0] {""}
        [1] , после хода { $moves }
       *[other] , после ходов { $moves }
    }

# Variables:
#   $value (text) — ответ программы.
conformance-failure-answered = ответ программы: { $value }

# Variables:
#   $value (text) — что утверждает сценарий.
conformance-failure-required = по сценарию: { $value }

# Variables:
#   $value (text) — как не удался запрос (программа упала, зависла, ответила не по протоколу…).
conformance-failure-failed = сбой программы: { $value }

# Variables:
#   $value (text) — чего вместо этого ждёт протокол.
conformance-failure-expected = требуется: { $value }

# Variables:
#   $engine (text) — столбец программы в отчёте.
#   $name (text), $version (text) — что программа сообщила о себе.
#   $protocol (text) — built-in (встроенная), json-lines или uci.
#   $requests (number) — отправлено запросов; $failed (number) — из них не удалось.
#   $whole (number), $tenth (number) — время её прогона в секундах: целые и десятые.
conformance-engine = { $engine }: { $name } { $version } ({ $protocol ->
        [built-in] встроенная
       *[other] { $protocol }
    }), запросов: { $requests }, неудачных: { $failed }, { $whole },{ $tenth } с

# Variables:
#   $engine (text) — столбец программы в отчёте.
#   $lang (text) — код языка.
#   $passed (number), $failed (number), $not-applicable (number), $skipped (number) — число сценариев.
conformance-engine-summary = { $engine } { $lang }: пройдено { $passed }, не пройдено { $failed }, неприменимо { $not-applicable }, пропущено { $skipped }

# Variables:
#   $failed (number) — статей с непройденным сценарием.
conformance-articles-failed = { $failed ->
    [one] Не пройдена { $failed } статья
    [few] Не пройдены { $failed } статьи
   *[many] Не пройдено { $failed } статей
}

## arbiter engine perft

# Variables:
#   $reason (text) — что не так с набором.
engine-perft-error-suite = не удалось прочитать набор perft: { $reason }
# Variables:
#   $at (text) — файл и номер строки (g.perft:3); $why (text) — что в ней не так.
engine-perft-suite-line = { $at }: { $why }
engine-perft-suite-not-depth-and-nodes = ожидается «perft ГЛУБИНА УЗЛЫ» (два целых числа)
engine-perft-suite-perft-before-fen = строка «perft» раньше первой строки «fen»
# Variables:
#   $line (text) — строка, как она записана.
engine-perft-suite-unexpected = ожидается строка «fen …» или «perft …», а не «{ $line }»

# Variables:
#   $nodes (number) — подсчёт программы, равный числу в наборе (в файле набора).
engine-perft-agrees = { $nodes } — совпадает с числом в наборе

# Variables:
#   $engine (number) — подсчёт программы; $laws (number) — число в наборе.
engine-perft-differs = программа насчитала { $engine }, а в наборе указано { $laws }

# Variables:
#   $reason (text) — почему программа не ответила.
engine-perft-failed = подсчёта нет: { $reason }

# Variables:
#   $value (text) — FEN.
engine-perft-position = первая позиция, где списки возможных ходов расходятся: { $value }

# Variables:
#   $value (text) — ходы в UCI от позиции набора до неё.
#   $count (number) — сколько этих ходов (0 — это сама позиция набора).
engine-perft-line = { $count ->
        [0] это позиция из набора
        [1] получена ходом { $value }
       *[other] получена ходами { $value }
    }

# Variables:
#   $value (text) — ходы в UCI; $count (number) — сколько их.
engine-perft-laws-moves = { $count ->
        [0] возможных ходов по Правилам нет
       *[other] возможные ходы по Правилам: { $value }
    }

# Variables:
#   $value (text) — ходы в UCI; $count (number) — сколько их.
engine-perft-engine-moves = { $count ->
        [0] возможных ходов по программе нет
       *[other] возможные ходы по программе: { $value }
    }

# Variables:
#   $value (text) — ходы в UCI (когда их нет, строка не выводится).
engine-perft-missing = возможны, но у программы их нет: { $value }

# Variables:
#   $value (text) — ходы в UCI (когда их нет, строка не выводится).
engine-perft-extra = есть у программы, но невозможны: { $value }

# Variables:
#   $agreed (number), $differed (number), $skipped (number) — число случаев.
engine-perft-summary = perft: совпало { $agreed }, не совпало { $differed }{ $skipped ->
        [0] {""}
       *[other] , пропущено { $skipped } (число узлов в наборе больше --max-nodes)
    }

## Сбои проверяемой программы (`conformance --engine`, `engine perft`). Слова самой
## программы, текст системы и разборщика JSON приводятся как есть.

# Variables:
#   $capability (text) — возможность протокола (`legal-moves`, `play`, …).
engine-error-unsupported = программа не поддерживает запрос «{ $capability }»
# Variables:
#   $command (text) — команда программы; $why (text) — причина, названная системой.
engine-error-spawn = не удалось запустить «{ $command }»: { $why }
# Variables:
#   $whole (number), $tenth (number) — время ожидания в секундах и его десятые доли.
engine-error-timeout = программа не ответила за { $whole },{ $tenth } с
# Variables:
#   $how (keyword) — exit, signal, other (слова системы в $status) или closed (программа закрыла вывод).
#   $status (text) — код завершения, номер сигнала или слова системы.
#   $said (keyword) — `yes`, если программа что-то вывела в поток ошибок.
#   $stderr (text) — конец её потока ошибок.
engine-error-crashed = программа завершилась ({ $how ->
        [exit] код завершения { $status }
        [signal] по сигналу { $status }
        [other] { $status }
       *[closed] закрыла поток вывода
    }){ $said ->
        [yes] ; последнее, что она вывела в поток ошибок: { $stderr }
       *[no] {""}
    }
# Variables:
#   $why (message) — что не так с ответом.
#   $quoted (keyword) — `yes`, если строка приводится; $line (text) — эта строка.
engine-error-malformed = ответ программы не по протоколу ({ $why }){ $quoted ->
        [yes] : { $line }
       *[no] {""}
    }
# Variables:
#   $bytes (number) — наибольшая длина строки.
engine-malformed-too-long = строка длиннее { $bytes } { $bytes ->
        [one] байта
       *[other] байт
    }
engine-malformed-not-utf8 = строка не в кодировке UTF-8
# Variables:
#   $detail (message) — что нашёл парсер JSON.
engine-malformed-json = строка — не JSON того вида, которого требует протокол: { $detail }
# Variables:
#   $id (number) — номер запроса.
engine-malformed-id = в ответе нет номера запроса { $id }
engine-malformed-not-node-count = после «Nodes searched:» нет числа
engine-malformed-no-node-count = нет строки «Nodes searched:» с числом узлов
# Variables:
#   $why (message) — почему ответ не может быть верным.
engine-error-impossible = ответ программы не может быть верным: { $why }
# Variables:
#   $engine (number), $arbiter (number) — версии протокола.
engine-impossible-version = программа работает по версии { $engine } протокола, а arbiter — по версии { $arbiter }
engine-impossible-no-legal-moves = в приветствии программа не назвала обязательный запрос «legal-moves»
# Variables:
#   $move (text) — ход, как его записала программа.
engine-impossible-not-uci = «{ $move }» — не ход в записи UCI
# Variables:
#   $move (text) — ход.
engine-impossible-listed-twice = ход { $move } назван дважды
engine-impossible-no-fen = возможный ход назван без FEN позиции после него
# Variables:
#   $fen (text) — то, что программа дала как FEN.
engine-impossible-not-fen = «{ $fen }» — не запись FEN
engine-impossible-never-appeared = в нём сказано, что текущая позиция возникла 0 раз
# Variables:
#   $move (text) — ход в записи UCI.
engine-impossible-not-legal = ход { $move } невозможен
# Variables:
#   $sum (text), $nodes (text) — сумма чисел под ходами и общее число.
engine-impossible-counts = числа узлов по отдельным ходам в сумме дают { $sum }, а общее число узлов у программы — { $nodes }
# Variables:
#   $detail (text) — что сообщил JSON.
engine-error-request = arbiter не удалось записать запрос к программе: { $detail }
# Variables:
#   $why (text) — ошибка, как её написала программа.
engine-error-refused = программа ответила ошибкой: { $why }
engine-error-not-running = программа не запущена

## Сценарий, выполненный на проверяемой программе: где она расходится с правилами и
## почему сценарий к ней неприменим.

# Variables:
#   $step (text) — шаг, как он записан в сценарии; $line (number) — его строка.
#   $matched (keyword) — `no`, если шагу не соответствует ни одно определение.
#   $why (text) — почему шаг не пройден.
conformance-step-failed = { $step } (строка { $line }): { $matched ->
       *[yes] { $why }
        [no] этому шагу не соответствует ни одно определение
    }
# Variables:
#   $answered (text) — что ответила программа; $required (text) — что требует сценарий.
engine-disagrees = ответ программы: { $answered }; по сценарию: { $required }
# Variables:
#   $why (text) — почему сценарий неприменим.
engine-not-applicable = неприменимо: { $why }
engine-required-answer = ответ на запрос по протоколу
# Variables:
#   $move (text) — ход, как он записан в сценарии; $count (number) — сколько возможных ходов назвала программа.
engine-answer-not-among-legal = хода { $move } нет среди { $count ->
        [one] её { $count } возможного хода
       *[other] её { $count } возможных ходов
    }
# Variables:
#   $move (text) — ход; $played (keyword) — `yes`, если его делают в сценарии.
engine-required-legal = ход { $move } возможен{ $played ->
        [yes] {" "}(в сценарии его делают)
       *[no] {""}
    }
# Variables:
#   $move (text) — ход, как он записан в сценарии; $uci (text) — ход программы, который он означает.
engine-answer-legal = ход { $move } возможен (в её списке возможных ходов есть { $uci })
# Variables:
#   $move (text) — ход.
engine-required-illegal = ход { $move } невозможен
# Variables:
#   $move (text) — ход в записи UCI.
engine-answer-illegal-play = ход { $move } невозможен (так программа ответила на запрос play)
# Variables:
#   $value (text) — ход в алгебраической записи.
engine-value = { $value }
# Variables:
#   $fen (text) — позиция.
engine-position = позиция { $fen }
# Variables:
#   $square (square) — поле фигуры; $squares (list of squares) — куда она может пойти;
#   $count (number) — сколько этих полей.
engine-piece-reaches = { $count ->
        [0] фигуре на { $square } некуда пойти
       *[other] фигура на { $square } может пойти на { $squares }
    }
# Variables:
#   $count (number) — число возможных ходов.
engine-legal-count = { $count ->
        [one] { $count } возможный ход
        [few] { $count } возможных хода
       *[many] { $count } возможных ходов
    }
# Variables:
#   $color (color) — чей король; $check (keyword) — yes или no.
engine-king-in-check = { $color ->
        [black] чёрный
       *[white] белый
    } король { $check ->
        [yes] под шахом
       *[no] не под шахом
    }
# Variables:
#   $want (keyword) — yes или no.
engine-required-checkmate = { $want ->
        [yes] мат
       *[no] мата нет
    }
# Variables:
#   $ending (keyword) — none, checkmate, stalemate, dead-position, fivefold-repetition, seventy-five-moves.
engine-ending = { $ending ->
        [checkmate] партия окончена: мат
        [stalemate] партия окончена: пат
        [dead-position] партия окончена: мёртвая позиция
        [fivefold-repetition] партия окончена: одна и та же позиция возникла пять раз
        [seventy-five-moves] партия окончена по правилу 75 ходов
       *[none] партия продолжается
    }
# Variables:
#   $want (keyword) — yes: партия окончена; no: продолжается.
engine-required-over = { $want ->
        [yes] партия окончена
       *[no] партия продолжается
    }
# Variables:
#   $times (number); $after (keyword) — `yes`, если после хода $move (text).
engine-appeared = { $after ->
        [yes] после хода { $move } позиция возникла
       *[no] позиция возникла
    } { $times ->
        [one] { $times } раз
        [few] { $times } раза
       *[many] { $times } раз
    }
engine-required-three-times = не меньше трёх раз
# Variables:
#   $color (color) — игрок, имеющий ход.
engine-claim-not-on-move = потребовать ничью может только игрок, имеющий ход, а сейчас ход { $color ->
        [black] чёрных
       *[white] белых
    }
# Variables:
#   $claim (keyword) — repetition или fifty-moves; $may (keyword) — yes или no.
engine-claim = { $may ->
        [yes] можно потребовать ничью
       *[no] нельзя потребовать ничью
    } { $claim ->
        [repetition] ввиду повторения позиции
       *[fifty-moves] по правилу 50 ходов
    }
# Variables:
#   $move (text) — ход; $known (keyword) — yes, если счётчик известен; $clock (number).
engine-answer-clock = после хода { $move } счётчик полуходов { $known ->
        [yes] равен { $clock }
       *[no] неизвестен
    }
engine-required-fifty-moves = не меньше 100 полуходов (по пятьдесят ходов каждого игрока)
# Variables:
#   $repetition (keyword), $fifty-moves (keyword) — yes или no: какие требования программа допускает.
engine-answer-claims = { $repetition ->
        [yes] { $fifty-moves ->
            [yes] можно потребовать ничью и ввиду повторения позиции, и по правилу 50 ходов
           *[no] можно потребовать ничью ввиду повторения позиции
        }
       *[no] { $fifty-moves ->
            [yes] можно потребовать ничью по правилу 50 ходов
           *[no] нельзя потребовать ничью
        }
    }
# Variables:
#   $want (keyword) — yes или no.
engine-required-any-claim = { $want ->
        [yes] можно потребовать ничью
       *[no] нельзя потребовать ничью
    }
# Variables:
#   $accepted (keyword) — yes или no.
engine-position-accepted = позиция { $accepted ->
        [yes] принята
       *[no] отвергнута как невозможная
    }
# Variables:
#   $fen (text) — то, что дала программа; $why (message) — почему эта запись не читается.
engine-answer-bad-fen = запись FEN «{ $fen }» ({ $why })
engine-required-position = правильная запись FEN
# Variables:
#   $text (text) — запись хода; $uci (text) — ход программы, который она означает.
engine-answer-notation-move = запись { $text } означает у неё ход { $uci }
# Variables:
#   $text (text) — запись хода.
engine-answer-notation-none = записи { $text } не соответствует однозначно ни один её возможный ход
# Variables:
#   $square (square) — поле, с которого должен начинаться ход.
engine-required-move-from = ход с поля { $square }
# Variables:
#   $square (square); $empty (keyword) — yes, если поле свободно; $color (color), $piece (role) — иначе что на нём стоит.
engine-square-holds = { $empty ->
        [yes] поле { $square } свободно
       *[no] на { $square } стоит { $piece-gender ->
            [feminine] { $color ->
                [black] чёрная
               *[white] белая
            }
           *[masculine] { $color ->
                [black] чёрный
               *[white] белый
            }
        } { $piece }
    }
# Variables:
#   $color (color) — сторона; $count (number); $all (keyword) — yes: все её фигуры; $piece (role) — иначе какие.
engine-piece-count = у { $color ->
        [black] чёрных
       *[white] белых
    } { $all ->
        [yes] { $count ->
            [one] { $count } фигура
            [few] { $count } фигуры
           *[many] { $count } фигур
        }
       *[no] { $count ->
            [one] { $count } { $piece }
            [few] { $count } { $piece-genitive }
           *[many] { $count } { $piece-role ->
                [pawn] пешек
                [knight] коней
                [bishop] слонов
                [rook] ладей
                [queen] ферзей
               *[king] королей
            }
        }
    }
# Variables:
#   $capability (text) — возможность протокола, нужная шагу.
engine-na-needs = шагу нужен запрос «{ $capability }»
engine-na-uci-illegal-position = UCI определён только для позиций, возможных в партии, а позиция этого сценария невозможна (статья 3.10.3)
# Variables:
#   $why (text) — слова программы.
engine-na-refuses-illegal-position = программа отвергает эту позицию — и она действительно не может возникнуть в партии (статья 3.10.3); ответ программы: { $why }
engine-na-piece-of-other-player = фигура — не игрока, имеющего ход, а протокол перечисляет только его ходы
# Variables:
#   $color (color) — сторона, о которой спрашивает шаг.
engine-na-other-player = шаг спрашивает о { $color ->
        [black] чёрных, а сейчас ход белых
       *[white] белых, а сейчас ход чёрных
    }: по протоколу можно спросить только об игроке, имеющем ход
engine-na-lenient-fen = нестрогое чтение FEN — особенность самого arbiter
engine-na-side-attacks = в протоколе нет запроса о том, какие поля атакует сторона
engine-na-can-mate = в протоколе нет запроса о том, может ли сторона поставить мат
engine-na-piece-attacks = в протоколе нет запроса о том, какие поля атакует фигура
engine-na-touch = прикосновения к фигурам и их поправку (статья 4) протокол не передаёт
engine-na-edition = выбора прежней редакции Правил в протоколе нет
engine-na-earlier-positions = сравнения двух прежних позиций партии в протоколе нет
engine-na-long-algebraic = полной алгебраической нотации в протоколе нет
engine-na-notation = чтения записи ходов в протоколе нет (ходы передаются в записи UCI)
engine-na-result = проверки записанного результата в протоколе нет
engine-na-after-illegal = решения арбитра после невозможного хода в протоколе нет
engine-na-claim-ruling = решения арбитра по требованию ничьей в протоколе нет
engine-na-nothing-asked = ни один шаг этого сценария не задаёт программе вопроса, на который она может ответить (сценарий проверяет только свои данные)
engine-na-session = сессии арбитра (нажатия часов, хода двумя руками, пешки, оставленной без превращения) в протоколе нет
