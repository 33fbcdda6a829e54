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

# Строка пакета, которая не JSON (её номер — поле `line` ответа, как при любой ошибке).
# Variables:
#   $reason (text) — описание ошибки от разборщика JSON.
cli-error-json = строка не является объектом JSON с ключами «fen» и «move»: { $reason }
# Variables:
#   $text (text) — что записано в строке.
cli-error-json-not-object = строка «{ $text }» — не объект JSON: нужен объект с ключами «fen» и «move»

## Статья 3.10.1 — решение о ходе.

# Variables:
#   $move (text) — ход в алгебраической нотации, буквами читателя.
#   $uci (text) — ход в нотации UCI.
explain-legal = { $move } ({ $uci }) — возможный ход

# Возможный ход, которым партия заканчивается (обзор 32f, G-13).
# Variables:
#   $ending (keyword) — checkmate, stalemate, dead-position или seventy-five-moves.
#   $winner (color) — кто победил (при мате).
explain-legal-ends-game = После этого хода { $ending ->
        [checkmate] на доске мат: { $winner ->
            [white] белые выиграли
           *[black] чёрные выиграли
        }
        [stalemate] на доске пат: партия закончилась вничью
        [dead-position] на доске мёртвая позиция — ни один из игроков не может поставить мат никакой серией возможных ходов; партия закончилась вничью
       *[seventy-five-moves] последние семьдесят пять ходов каждого игрока сделаны без хода пешкой и без взятия; партия закончилась вничью
    }

# Variables:
#   $move (text) — ход, как его записал пользователь, буквами языка читателя (Nc3 → Кc3).
explain-illegal = { $move } — невозможный ход:

# Variables:
#   $move (text) — ход, как его записал пользователь, буквами языка читателя: возможный по
#     статьям 3.1–3.9, но запрещённый правилом «взялся — ходи» (статья 4).
explain-touch-barred = { $move } — ход возможен, но делать его нельзя:

# Variables:
#   $move (text) — ход, как он записан (приложение C.10: его могут сделать две фигуры).
explain-ambiguous = { $move } — неоднозначная запись хода, а не невозможный ход:

# С --completed, когда в позиции перед невозможным ходом уже стоял мат или пат: партия уже
# закончилась (5.1.1, 5.2.1), восстанавливать и заменять нечего.
# Запись, которая, прочитанная иначе, даёт возможный ход: что делает арбитр после завершённого невозможного хода, не сказано.
explain-completed-lookalike = Что делает арбитр после завершённого невозможного хода, здесь не сказано: запись, вероятно, означает другой ход (см. подсказку) — наберите его заново
# Variables:
#   $color (color) — сторона, имеющая ход в этой позиции (ей поставлен мат или пат).
explain-completed-after-checkmate = В позиции перед этим ходом { $color ->
        [white] белым
       *[black] чёрным
    } уже поставлен мат: партия закончилась победой { $color ->
        [white] чёрных (0-1)
       *[black] белых (1-0)
    }, и невозможный ход после её окончания ничего не меняет

# Variables:
#   $color (color) — сторона, имеющая ход в этой позиции (ей поставлен пат).
explain-completed-after-stalemate = В позиции перед этим ходом { $color ->
        [white] белым
       *[black] чёрным
    } уже поставлен пат: партия закончилась вничью, и невозможный ход после её окончания ничего не меняет
# Variables:
#   $color (color) — игрок, имеющий ход (не используется: позиция ничейная для обоих).
explain-completed-after-dead-position = Позиция перед этим ходом — мёртвая: ни один из игроков не может поставить мат никакой серией возможных ходов, поэтому партия уже закончилась вничью, и невозможный ход после её окончания ничего не меняет
# Variables:
#   $color (color) — игрок, имеющий ход (не используется).
explain-completed-after-seventy-five = Ещё до этого хода последние семьдесят пять ходов каждого игрока были сделаны без хода пешкой и без взятия: партия уже закончилась вничью, и невозможный ход после её окончания ничего не меняет

# Variables:
#   $path (text) — файл или каталог.
#   $reason (text) — почему (сообщение `io-error`).
cli-error-io = не удаётся прочитать { $path }: { $reason }
# Variables:
#   $error (text) — что не так; $hint (text) — подсказка вслед за этим.
cli-error-with-hint = { $error }. { $hint }
# Variables:
#   $error (text) — почему позиция невозможна (кончается точкой).
cli-error-lenient-hint = { $error } Чтобы всё же разобрать такую позицию, добавьте --lenient.
# Variables:
#   $path (text) — файл или каталог, который не удалось записать; $reason (text) — почему (`io-error`).
cli-error-io-write = не удаётся записать { $path }: { $reason }
# Variables:
#   $address (text) — адрес из --listen; $reason (text) — почему (`io-error`).
cli-error-io-listen = не удаётся принимать запросы по адресу { $address }: { $reason }

# Почему файл или поток не удаётся прочитать или записать (`$reason` сообщений `cli-error-io`,
# `cli-error-io-write`, `cli-error-io-listen` и `pgn-error-io`).
# Variables:
#   $kind (keyword) — `not-found`, `already-exists`, `not-a-directory`, `permission-denied`,
#     `is-a-directory`, `invalid-data` (не текст в UTF-8), `address-in-use`,
#     `address-not-available` или `other`.
#   $action (keyword) — `read` (чтение), `read-dir` (чтение каталога сценариев), `read-dir-file` (то же, но указан файл) или `write` (запись).
#   $detail (text) — слова операционной системы (по-английски); выводятся только для `other`.
io-error = { $kind ->
        [not-found] { $action ->
            [write] такого каталога нет
            [read-dir] такого каталога нет
           *[read] такого файла нет
        }
        [already-exists] это файл, а не каталог
        [not-a-directory] { $action ->
            [read-dir-file] это файл, а не каталог
           *[other] часть пути — файл, а не каталог
        }
        [permission-denied] { $action ->
            [write] нет прав на запись
           *[read] нет прав на чтение
        }
        [is-a-directory] это каталог, а не файл
        [invalid-data] это не текст в кодировке UTF-8
        [address-in-use] этот адрес уже занят
        [address-not-available] этот адрес на этой машине недоступен
       *[other] ошибка ввода-вывода ({ $detail })
    }

## arbiter quote

# Variables:
#   $article (text) — номер статьи (с номером редакции 2009 г. при --edition 2009).
#   $title (text) — заголовок статьи.
#   $kind (text) — `article`, `appendix` (C.10) или `guidelines` (II.3).
quote-heading = { $kind ->
        [appendix] Приложение
        [guidelines] Руководство
       *[article] Статья
    } { $article } — { $title }

# Variables:
#   $article (text) — номер в редакции 2023 г.
#   $label (text) — номер статьи в запрошенной редакции.
#   $edition (text) — запрошенная редакция (2009, 2005).
#   $same (keyword) — `yes`, когда номер в обеих редакциях один и тот же, `all`, когда он тот же
#     и в редакции 2009 г., иначе `no`.
#   $cited (keyword) — `yes`, когда запрошенная редакция излагает правило статьи ещё и под номером $also.
#   $also (text) — этот другой номер (9.6 для мёртвой позиции по редакции 2009 г.; пусто, если его нет).
quote-number-in-edition = { $same ->
        [all] { $label } (тот же номер в редакциях { $edition }, 2009 и 2023 гг.)
        [yes] { $label } (тот же номер в редакциях { $edition } и 2023 гг.)
       *[no] { $label } в редакции { $edition } г. (в редакции 2023 г. — { $article }{ $cited ->
            [yes] ; в редакции { $edition } г. о том же говорит и статья { $also }
           *[no] {""}
        })
    }
# Variables:
#   $article (text) — номер в редакции 2023 г.
#   $edition (text) — запрошенная редакция.
#   $cited (keyword) — `yes`, если эта редакция излагает правило в другой статье ($also), иначе `no`.
#   $also (text) — номер той статьи (пусто при `no`).
#   $reused (keyword) — `yes`, если этот номер в той редакции носит другая статья (9.6 в 2009 г. — мёртвая позиция): «такого правила нет», а не «такой статьи нет».
#   $part (keyword) — `point` для пункта руководства или приложения (III.2, A.4), иначе `article`.
quote-number-not-in-edition = { $article } в редакции 2023 г. (в редакции { $edition } г. { $cited ->
        [yes] отдельной статьи нет; о том же говорит статья { $also }
       *[no] { $reused ->
            [yes] такого правила нет
           *[no] { $part ->
                [point] такого пункта нет
               *[article] такой статьи нет
            }
        }
    })
# Variables:
#   $article (text) — номер в редакции 2023 г.
#   $edition (text) — запрошенная редакция.
#   $known (keyword) — `yes`, если известен номер в редакции 2009 г. ($earlier), `same`, если он
#     тот же, что в 2023 г., иначе `no`.
#   $earlier (text) — номер в редакции 2009 г. (пусто, если он неизвестен).
quote-number-unknown-in-edition = { $article } { $known ->
        [yes] в редакции 2023 г. (в редакции 2009 г. — { $earlier }; номер
        [same] в редакциях 2009 и 2023 гг. (номер
       *[no] в редакции 2023 г. (номер
    } в редакции { $edition } г. программе arbiter неизвестен)

# Variables:
#   $source (text) — редакция, язык и статья цитируемого текста (quote-source).
quote-label-quote = Цитата — { $source }

# Источник цитаты, собранный из частей.
# Variables:
#   $edition (text) — год редакции, из которой взят текст: 2005.
#   $later (text) — `yes`, если текст этой редакции или более поздней, иначе `no`.
#   $language (text) — язык текста: en, ru.
#   $kind (text) — `article`, или `appendix` для пункта приложения.
#   $article (text) — номер статьи в этой редакции: 3.8 a ii.
quote-source = Правила игры в шахматы ФИДЕ, редакция { $edition } г.{ $later ->
        [yes] {" "}или более поздняя
       *[no] {""}
    }, { $language ->
        [ru] русский текст
       *[en] английский текст
    }, { $kind ->
        [appendix] приложение
       *[article] статья
    } { $article }

quote-label-summary = Изложение своими словами — не официальный текст Правил
# Наше изложение по редакции 2023 г. под более старой редакцией: статьи, на которые оно ссылается, пронумерованы по редакции 2023 г.
quote-label-summary-2023-numbers = Изложение своими словами — не официальный текст Правил; номера статей в нём — по редакции 2023 г.
# Наше изложение правила редакции 2009 г., показанное под редакцией 2005 г., текст этой статьи в которой нам неизвестен: arbiter применяет его и там.
# Variables:
#   $shown (text) — редакция, правило которой изложено (2009).
#   $edition (text) — запрошенная редакция (2005).
#   $numbers (keyword) — `yes`, если изложение ссылается на статьи (их номера — по редакции $shown), иначе `no`.
quote-label-summary-earlier = Изложение своими словами — не официальный текст Правил; правило редакции { $shown } г., которое arbiter применяет и в редакции { $edition } г.{ $numbers ->
        [yes] ; номера статей в нём — по редакции { $shown } г.
       *[no] { "" }
    }
# Правило, введённое после запрошенной редакции: текст ниже — из более поздней редакции.
# Variables:
#   $edition (text) — запрошенная редакция (2009, 2005).
#   $since (text) — год, с которого правило действует (2014, 2018, 2023).
quote-not-in-force = В редакции { $edition } г. этого правила нет (оно действует с { $since } г.): по этой редакции arbiter его не применяет.
# Под заголовком статьи, запрошенной по номеру редакции 2023 г. при более ранней редакции,
# номер статьи в которой неизвестен: номер взят по нумерации 2023 г.
# Variables:
#   $article (text) — запрошенный номер, номер редакции 2023 г.
#   $edition (text) — запрошенная редакция (2009, 2005).
quote-read-as-2023-number = Номер { $article } взят по нумерации редакции 2023 г.; в редакции { $edition } г. под этим номером может быть другая статья.
quote-label-missing = Текста пока нет
quote-fallback-english = (Русского текста пока нет; приводится английский.)
# Перед цитатой пункта, который заканчивает фразу, начатую в родительской статье (4.3.1
# после 4.3), когда родительская статья не выведена прямо перед ним.
# Variables:
#   $article (text) — родительская статья, как её называет источник (4.3).
#   $text (text) — её официальный текст.
# Variables:
#   $edition (text) — год более старой редакции.
quote-list-legend = Номер в редакции 2023{" "}г. · номер в редакции { $edition }{" "}г. («?» — номер программе arbiter неизвестен, «—» — соответствующей статьи нет, в скобках — статья, в которой говорится о том же) · название
# Variables:
#   $article (text) — номер родительской статьи в нумерации цитаты; $text (text) — её официальный текст.
#   $numbered (keyword), $year (text), $later (keyword) — как у `quote-lead-in-not-quoted`.
quote-lead-in = Начало фразы — в статье { $article }{ $numbered ->
        [source] {" "}(редакция { $year } г.{ $later ->
            [yes] {" "}или более поздняя
           *[no] {""}
        })
       *[shown] {""}
    }: «{ $text }»
# Variables:
#   $article (text) — номер родительской статьи в нумерации цитаты.
#   $numbered (keyword) — `shown`: нумерация показанной редакции; `source`: другой, из которой цитата.
#   $year (text) — год той редакции (при `source`).
#   $later (keyword) — `yes`, если текст той редакции или более поздней.
quote-lead-in-not-quoted = Начало фразы — в статье { $article }{ $numbered ->
        [source] {" "}(редакция { $year } г.{ $later ->
            [yes] {" "}или более поздняя
           *[no] {""}
        })
       *[shown] {""}
    }; её официальный текст здесь не приводится.

# Variables:
#   $note (text) — примечание arbiter к тексту (где перевод у́же аутентичного английского
#   текста и какому из них следует arbiter).
quote-note = Примечание arbiter, не текст Правил: { $note }

# Variables:
#   $reason (text) — почему программа не может проверить статью.
quote-out-of-scope = arbiter этого не проверяет: { $reason }

# Variables:
#   $reason (text) — как выше, для статьи, часть пунктов которой arbiter проверяет (7.5 в статье 7).
quote-partly-in-scope = arbiter проверяет лишь часть этих правил: { $reason }

# Variables:
#   $article (text) — запрошенный номер.
#   $edition (text) — запрошенная редакция: 2023, 2009 или 2005.
quote-error-unknown-article = в редакции { $edition } г. статьи «{ $article }» нет (список статей выводит `arbiter quote --list`)

# Variables:
#   $article (text) — запрошенный номер.
#   $edition (text) — запрошенная редакция: 2009 или 2005.
quote-error-unmapped-article = номер «{ $article }» редакции { $edition } г. в arbiter не сопоставлен с редакцией 2023 г. (список сопоставленных номеров выводит `arbiter quote --list --edition { $edition } --lang ru`)

# Variables:
#   $article (text) — то, что указано вместо номера статьи.
quote-error-not-an-article-number = «{ $article }» — не номер статьи (список статей выводит `arbiter quote --list`)

# Variables:
#   $article (text) — запрошенный номер.
#   $edition (text) — запрошенная редакция.
#   $other (text) — редакция, в которой такой номер есть.
#   $count (number) — сколько статей редакции 2023 г. (верхнего уровня) ему соответствуют;
#   $number (text) — их номера через запятую; $first, $second (text) — первый и второй из них;
#   $appendix (keyword) — `yes`, если это пункты приложения; $items (keyword) — `yes`, если
#   у них есть подпункты, которые тоже соответствуют номеру.
quote-error-label-of-edition = «{ $article }» — номер по редакции { $other } г., а не { $edition } г. (в редакции 2023 г. — { $appendix ->
        [yes] приложение
       *[no] { $count ->
            [one] статья
           *[other] статьи
        }
    } { $count ->
        [2] { $first } и { $second }
       *[other] { $number }
    }{ $items ->
        [yes] {" "}с подпунктами
       *[no] {""}
    }): добавьте --edition { $other }

## arbiter conformance

conformance-header-article = Статья
conformance-header-title = Название
conformance-header-status = Состояние

# Variables:
#   $lang (text) — код языка сценариев (en, ru).
conformance-header-counts = { $lang }: пройдено/не пройдено/пропущено

# Variables:
#   $status (keyword) — covered, failed, gap, out-of-scope или partly (вне области проверки в целом, но часть пунктов проверяется).
conformance-status = { $status ->
    [covered] покрыта
    [failed] не пройдена
    [gap] не покрыта
    [partly] проверяется частично
   *[out-of-scope] вне области проверки
}

conformance-failures = Сценарии, не прошедшие проверку:
# Variables:
#   $why (text) — почему сценарий пропущен (например, шагу не соответствует ни одно определение).
conformance-skipped = пропущен: { $why }
conformance-lint = Проверка ссылок:
conformance-junit-lint = проверка ссылок на статьи

# Variables:
#   $article (text) — номер 2023 года; $title (text) — название статьи.
conformance-junit-suite = Статья { $article } — { $title }

# Variables:
#   $lang (text) — код языка.
#   $passed (number), $failed (number), $skipped (number) — число сценариев.
conformance-summary = { $lang }: пройдено { $passed }, не пройдено { $failed }, пропущено { $skipped }

# Variables:
#   $articles (number) — статей в Правилах.
#   $covered (number), $gaps (number), $out-of-scope (number) — статьи по состоянию.
conformance-coverage = { $articles ->
    [one] { $articles } статья
    [few] { $articles } статьи
   *[many] { $articles } статей
}: покрыто { $covered }, не покрыто { $gaps }, вне области проверки { $out-of-scope }

# Variables:
#   $dir (text) — каталог, указанный в --features.
conformance-error-no-features = в { $dir } нет файлов .feature (ожидаются { $dir }/en/… и { $dir }/ru/…)

# Variables:
#   $reason (text) — что пошло не так.
conformance-error-run = не удалось выполнить сценарии Правил: { $reason }

# Variables:
#   $item (text) — часть --touch, которую не удаётся прочитать.
cli-error-touch = «{ $item }» — не поле тронутой фигуры (например, e4), не поля фигур, тронутых одновременно (например, e2+e7), и не фигура превращения на поле превращения (например, e8=Ф); несколько тронутых фигур пишутся через запятую, по порядку: e2,d3

# Variables:
#   $item (text) — часть --touch, как она написана; $square (square) — её поле.
cli-error-touch-promotion-square = «{ $item }» — { $square } не поле превращения: фигуру превращения указывают на последней горизонтали (e8=Ф для белых, e1=Ф для чёрных)

# Variables:
#   $square (square) — поле фигуры превращения из --touch на последней горизонтали другой стороны;
#   $color (color) — игрок, имеющий ход.
cli-error-touch-promotion-side = { $square } — поле превращения { $color ->
        [white] чёрных пешек, а ход белых: белые указывают фигуру превращения на восьмой горизонтали (например, e8=Ф)
       *[black] белых пешек, а ход чёрных: чёрные указывают фигуру превращения на первой горизонтали (например, e1=Ф)
    }

# Variables:
#   $item (text) — часть --touch, как она написана; $piece (role) — названная в ней фигура.
cli-error-touch-promotion-piece = «{ $item }» — пешку нельзя превратить в { $piece-accusative }: только в ферзя, ладью, слона или коня

# Variables:
#   $item (text) — часть --adjust (или списка adjust в сессии), которую не удаётся прочитать.
cli-error-adjust = «{ $item }» — не поле поправленной фигуры (поле вроде e4; несколько полей пишутся через запятую)

# Variables:
#   $square (square) — поле, с которого, по записи, сделан ход.
#   $color (color) — игрок, чья очередь ходить.
cli-error-completed-no-own-piece = На { $square } нет { $color ->
        [black] чёрной
       *[white] белой
    } фигуры, поэтому нельзя понять, какой фигурой сделан ход

# Variables:
#   $color (color) — игрок, чья очередь ходить; $square (square) — поле, названное в записи;
#   $piece (role) — фигура, названная в записи.
cli-error-completed-no-such-piece = У { $color ->
        [black] чёрных
       *[white] белых
    } на { $square } нет { $piece-genitive }, поэтому нельзя понять, какой фигурой сделан ход

# Variables:
#   $reason (message) — почему ни одна фигура игрока не может сделать записанный ход.
cli-error-completed-no-piece-for-move = { $reason }, поэтому нельзя понять, какой фигурой сделан ход; запишите завершённый ход с полем, откуда пошла фигура (в UCI, например g1f3, или в полной алгебраической нотации, например Кg1-f3)

cli-error-completed-piece-unknown = Для завершённого хода (--completed или ключ «completed» в --batch) нужно записать ход так, чтобы было видно, какой своей фигурой и с какого поля пошёл игрок (в UCI, например e1e3, или в полной алгебраической нотации, например Крe1-e3): арбитр восстанавливает позицию, а заменить невозможный ход нужно ходом той же фигуры (статьи 7.5.1 и 4.3.1)

# Variables:
#   $text (text) — то, что указано вместо поля.
cli-error-square = «{ $text }» — не поле (вертикаль a–h и горизонталь 1–8, например e4)

## arbiter show

# Variables:
#   $square (square) — поле, указанное в --reach.
show-error-empty-square = на { $square } нет фигуры, ходы которой можно отметить

## Командную строку не удаётся прочитать

# Variables:
#   $arg (text) — аргумент, как он указан.
cli-usage-unknown-argument = параметра «{ $arg }» нет
# Variables:
#   $arg (text) — лишний аргумент, как он указан (не параметр: не начинается с «-»).
#   $command (keyword) — `quote` или `explain`, если это эта команда, иначе `other`.
#   $quoted (text) — слова после команды, не параметры и не их значения (для quote — номер, как он набран).
cli-usage-unexpected-argument = лишний аргумент «{ $arg }»{ $command ->
        [quote] ; номер статьи из нескольких частей возьмите в кавычки: '{ $quoted }'
        [explain] ; ход задаётся параметром --move, например --move { $arg }
       *[other] { "" }
    }
# Variables:
#   $command (text) — команда, как она указана.
cli-usage-unknown-command = команды «{ $command }» нет
# Variables:
#   $args (text) — недостающие параметры, списком.
#   $count (number) — сколько их.
#   $positional (keyword) — `yes`, если все недостающие — аргументы без имени параметра
#     (`<СТАТЬЯ>`, `<ГЛУБИНА>`), иначе `no`.
cli-usage-missing-argument = { $positional ->
    [yes] этой команде нужно указать { $args }
   *[no] { $count ->
        [one] этой команде нужен параметр { $args }
       *[other] этой команде нужны параметры { $args }
    }
}
# Variables:
#   $options (text) — недостающие параметры, списком (группа — как «A или B»); $options-count (number) — сколько их.
#   $arguments (text) — недостающие аргументы, списком; $arguments-count (number) — сколько их.
cli-usage-missing-options-and-arguments = этой команде { $options-count ->
        [one] нужен параметр
       *[other] нужны параметры
    } { $options }, а также { $arguments-count ->
        [one] аргумент
       *[other] аргументы
    } { $arguments }
# Variables:
#   $args (text) — данные параметры, которые без другого не действуют, списком; $count (number) — сколько их.
#   $needs (text) — параметр, без которого они не действуют.
cli-usage-requires = { $count ->
    [one] параметр { $args } действует только вместе с { $needs }
   *[other] параметры { $args } действуют только вместе с { $needs }
}
cli-usage-no-command = не указана команда
cli-usage-missing-command = этой команде нужна подкоманда (см. её --help)
# Variables:
#   $commands (text) — подкоманды этой команды, через «или».
cli-usage-missing-subcommand = не указана подкоманда: { $commands }
# Variables:
#   $arg (text) — параметр.
#   $value (text) — указанное значение.
cli-usage-invalid-value = «{ $value }» — недопустимое значение для { $arg }
# Variables:
#   $arg (text) — параметр.
#   $value (text) — указанное значение.
#   $hint (text) — что параметр принимает (cli-hint-…).
cli-usage-invalid-value-hint = «{ $value }» — недопустимое значение для { $arg }: { $hint }
cli-hint-time-control = допустимые значения — standard, rapid, blitz или запись в секундах, как в PGN, например 5400+30 (90 минут на партию с добавлением 30 секунд на каждый ход) или 300+3

# Variables:
#   $minutes (number), $seconds (number) — продолжительность: целые минуты и оставшиеся секунды.
cli-duration = { $seconds ->
    [0] { $minutes } мин
   *[other] { $minutes ->
        [0] { $seconds } с
       *[other] { $minutes } мин { $seconds } с
    }
}

# Как прочитан контроль времени, заданный в секундах (`--time-control 300+3`), по A.1 и B.1
# выбранной редакции (обзор 32a, G-35).
# Variables:
#   $written (text) — контроль времени, как он задан.
#   $base (message) — время на партию (cli-duration); $total (message) — вместе с 60 добавками.
#   $increment (number) — сколько секунд добавляется за ход.
#   $kind (keyword) — `blitz`, `rapid` или `standard`.
#   $lines (keyword) — `current` (2023): блиц — 10 минут или меньше; `older` (2009, 2005): меньше 15.
#   $citation (message) — пункт, который проводит эту границу (A.1 или B.1 в выбранной редакции).
#   $supervised (keyword) — `yes` для быстрых шахмат и блица по редакции до 2023 г.: arbiter
#     считает, что за партией следит арбитр, и тогда действуют Правила соревнований (обзор 36f);
#     иначе `no`. $supervision (message) — пункт об этом (A.3 или B.2 редакции 2009 г.).
cli-time-control-read = Контроль времени { $written } — это { $kind ->
        [blitz] блиц
        [rapid] быстрые шахматы
       *[standard] классические шахматы
    }: { $increment ->
        [0] { $base } на партию
       *[other] { $base } на партию и по { $increment } с на ход, всего { $total } на 60 ходов
    }, а { $kind ->
        [blitz] в блице { $lines ->
            [older] это время меньше 15 мин
           *[current] это время не больше 10 мин
        }
        [rapid] в быстрых шахматах { $lines ->
            [older] это время не меньше 15 мин, но меньше 60 мин
           *[current] это время больше 10 мин, но меньше 60 мин
        }
       *[standard] в быстрых шахматах это время должно быть меньше 60 мин
    } ({ $citation }){ $supervised ->
        [yes] ; по этой редакции arbiter считает, что за партией следит арбитр, и применяет Правила соревнований полностью ({ $supervision })
       *[no] {""}
    }
cli-hint-style = допустимые значения — lasker, unicode, ascii или svg
cli-hint-seconds = нужно число секунд больше 0 и не больше 86400
# Variables:
#   $arg (text) — параметр или аргумент; $value (text) — указанное значение.
cli-usage-not-a-number = «{ $value }» — недопустимое значение для { $arg }: нужно целое неотрицательное число
# Целое число, слишком большое для аргумента (`perft 99999999999999999999`).
# Variables:
#   $arg (text) — параметр или аргумент; $value (text) — указанное значение.
cli-usage-number-too-large = «{ $value }» — недопустимое значение для { $arg }: число слишком велико
# Variables:
#   $arg (text) — параметр.
cli-usage-missing-value = для { $arg } нужно значение
# Variables:
#   $arg (text) — параметр.
#   $valid (text) — допустимые значения, списком через «или».
cli-usage-missing-value-choice = для { $arg } нужно значение; допустимые значения: { $valid }
# Variables:
#   $arg (text) — параметр.
#   $value (text) — указанное значение.
#   $valid (text) — допустимые значения, списком через «или».
cli-usage-invalid-value-choice = «{ $value }» — недопустимое значение для { $arg }; допустимые значения: { $valid }
# Variables:
#   $arg (text) — параметр.
cli-usage-no-equals = значение { $arg } пишется после знака равенства ({ $arg }=…)
# Variables:
#   $arg (text) — параметр.
#   $value (text) — лишнее значение.
cli-usage-too-many-values = у { $arg } слишком много значений: «{ $value }» лишнее
# Variables:
#   $arg (text) — параметр без значения (флаг); $value (text) — значение, которое ему дали.
cli-usage-flag-value = параметр { $arg } пишется без значения: «{ $value }» лишнее
# Variables:
#   $arg (text) — параметр.
#   $expected (number) — сколько значений он принимает.
#   $given (number) — сколько указано.
cli-usage-number-of-values = { $arg } принимает { $expected ->
    [one] { $expected } значение
    [few] { $expected } значения
   *[other] { $expected } значений
}, а не { $given }
# Variables:
#   $arg (text), $other (text) — два параметра, которые нельзя указывать вместе.
cli-usage-conflict = { $arg } и { $other } нельзя указывать вместе
# Позиционный аргумент в конфликте: назван тем, что он есть, а не заполнителем.
# Variables:
#   $name (keyword) — аргумент: `article` или другой.
#   $shown (text) — его заполнитель, как в строке использования (`[СТАТЬЯ]`).
cli-usage-positional = { $name ->
        [article] номер статьи
       *[other] { $shown }
    }
# Variables:
#   $arg (text) — параметр, указанный больше одного раза (`--lang`).
cli-usage-repeated = параметр { $arg } указан дважды; укажите его один раз
cli-usage-invalid-utf8 = аргумент — не текст в UTF-8
cli-usage-other = командную строку не удалось разобрать
# Variables:
#   $suggestion (text) — самое близкое по написанию имя.
cli-usage-suggestion = Может быть, имелось в виду { $suggestion }?
# Variables:
#   $lang (text) — « --lang X», если в командной строке был --lang, иначе пусто.
#   $command (text) — указанная команда (`explain`) или `none`.
cli-usage-hint = Команды, параметры и примеры: { $command ->
        [none] «arbiter{ $lang } --help» или «arbiter{ $lang } КОМАНДА --help»
       *[other] «arbiter{ $lang } { $command } --help»
    }.

## Стандартный ввод, строка за строкой (moves, explain --batch)

# Variables:
#   $byte (text) — первый байт не в UTF-8, шестнадцатеричный (0xFF).
#   $column (number) — его столбец, с 1, в символах.
cli-error-not-utf8 = это не текст в UTF-8: байт { $byte } в столбце { $column }

# Variables:
#   $limit (number) — самая длинная строка, которая читается, в байтах.
cli-error-line-too-long = строка длиннее { $limit ->
        [one] { $limit } байта
       *[other] { $limit } байт
    }

cli-error-empty-line = строка пуста: ожидался объект JSON с ключами «fen» и «move»

# Variables:
#   $key (text) — ключ, как он записан.
#   $keys (text) — допустимые ключи запроса, каждый так, как пишет `quoted-name`, через запятую.
cli-error-batch-unknown-key = ключа «{ $key }» в запросе быть не может; допустимые ключи: { $keys }
# Variables:
#   $key (text) — ключ, который в строке JSON указан дважды; $in (keyword) — `event` (событие
#   сессии) или `request` (строка explain --batch).
cli-error-json-key-twice = ключ «{ $key }» в { $in ->
        [event] событии
       *[request] запросе
    } указан дважды

# Variables:
#   $key (text) — недостающий ключ.
cli-error-batch-missing-key = нет ключа «{ $key }»

# Variables:
#   $key (text) — ключ.
#   $expected (keyword) — `string`, `boolean`, `squares` (строка или массив строк),
#     `count` (целое число, не меньше 0), `time-control` или `edition`.
cli-error-batch-key-type = значение ключа «{ $key }» должно быть { $expected ->
        [string] строкой
        [boolean] true или false
        [squares] строкой или массивом строк
        [count] целым числом не меньше 0
        [time-control] строкой «standard», «rapid», «blitz» или записью контроля времени, как в теге TimeControl формата PGN (например, «300+3»)
       *[edition] строкой «2023», «2009» или «2005»
    }

## arbiter perft

# Variables:
#   $depth (number) — запрошенная глубина.
#   $limit (number) — наибольшая глубина, на которую считается perft.
perft-error-depth = Подсчёт perft на глубину { $depth } { $depth ->
        [one] полуход
        [few] полухода
       *[many] полуходов
    } невозможен: предел — { $limit } { $limit ->
        [one] полуход
        [few] полухода
       *[many] полуходов
    }

## Под диаграммой ASCII (`arbiter show --style ascii`): что значат её буквы и отметки.
show-legend-ascii-letters = Буквы — как в FEN: K — король, Q — ферзь, R — ладья, B — слон, N — конь, P — пешка; заглавными буквами обозначены белые фигуры, строчными — чёрные.
# Под диаграммой в стиле Ласкера (`arbiter show --style lasker`): его обозначения 1915 г.
show-legend-lasker-signs = Обозначения Ласкера: ^ — белые фигуры, # — чёрные; K — король, Q — ферзь, R — ладья, B — слон, Kt — конь, P — пешка.
# Variables:
#   $piece (role) — фигура, чьи ходы отмечены; $color (color) — её цвет.
#   $square (square) — её поле.
#   $marked (number) — сколько свободных полей отмечено.
#   $mark (text) — чем они отмечены: `*` на диаграмме ASCII, `•` на диаграмме в стиле unicode.
#   $to-move (keyword) — `yes`, если ход за её стороной; `no` — ходы, которые были бы у неё в свой ход.
#   $captures (number) — сколько отмеченных полей занято фигурами, которые она может взять.
#   $taken (keyword) — как отмечены эти фигуры: `brackets` (в скобках) или `star` (звёздочка перед обозначением фигуры, стиль Ласкера).
show-legend-reach = { $marked ->
        [0] { $captures ->
            [0] У { $piece-genitive } на { $square } нет ходов.
            [one] { $piece-title } на { $square } { $to-move ->
                [yes] может только взять фигуру { $taken ->
                    [star] со звёздочкой
                   *[brackets] в скобках
                }.
               *[no] { $piece-gender ->
                    [feminine] могла
                   *[other] мог
                } бы только взять фигуру { $taken ->
                    [star] со звёздочкой
                   *[brackets] в скобках
                }, будь ход за { $color ->
                    [black] чёрными
                   *[white] белыми
                }.
            }
           *[other] { $piece-title } на { $square } { $to-move ->
                [yes] может только взять одну из фигур { $taken ->
                    [star] со звёздочкой
                   *[brackets] в скобках
                }.
               *[no] { $piece-gender ->
                    [feminine] могла
                   *[other] мог
                } бы только взять одну из фигур { $taken ->
                    [star] со звёздочкой
                   *[brackets] в скобках
                }, будь ход за { $color ->
                    [black] чёрными
                   *[white] белыми
                }.
            }
        }
       *[other] { $mark } — { $marked ->
            [1] свободное поле, на которое
           *[other] свободные поля, на которые
        } { $to-move ->
            [yes] может пойти { $piece } с { $square }
           *[no] { $piece-gender ->
                [feminine] могла
               *[other] мог
            } бы пойти { $piece } с { $square }, будь ход за { $color ->
                [black] чёрными
               *[white] белыми
            }
        }{ $captures ->
            [0] .
            [one] ; { $taken ->
                [star] звёздочкой перед обозначением отмечена фигура
               *[brackets] в скобках — фигура
            }, которую { $to-move ->
                [yes] можно взять
               *[no] { $piece-gender ->
                    [feminine] она могла
                   *[other] он мог
                } бы взять
            }.
           *[other] ; { $taken ->
                [star] звёздочкой перед обозначениями отмечены фигуры
               *[brackets] в скобках — фигуры
            }, которые { $to-move ->
                [yes] можно взять
               *[no] { $piece-gender ->
                    [feminine] она могла
                   *[other] он мог
                } бы взять
            }.
        }
    }

# Ход проверки по сценариям на терминале (и в `book`).
# Variables:
#   $done (number) — сколько сценариев уже выполнено.
#   $total (number) — сколько всего сценариев.
#   $failed (number) — сколько из выполненных не пройдено.
conformance-progress = Выполнено сценариев: { $done } из { $total }, не пройдено: { $failed }

# Статья 4.5: тронутые фигуры ни к чему не обязывают — своими нельзя сделать ни одного
# возможного хода, фигуры соперника нельзя взять (обзор 32f, G-6).
# Variables:
#   $case (keyword) — `own` (тронуты только свои фигуры), `targets` (только фигуры соперника)
#     или `both`.
#   $own (squares), $own-count (number) — поля тронутых своих фигур и их число.
#   $targets (squares), $target-count (number) — поля тронутых фигур соперника и их число.
explain-touch-binds-nothing = { $case ->
        [own] { $own-count ->
            [one] Тронутая игроком фигура на { $own } не может сделать ни одного возможного хода
           *[other] Тронутые игроком фигуры на { $own } не могут сделать ни одного возможного хода
        }
        [targets] { $target-count ->
            [one] Тронутую фигуру соперника на { $targets } взять нельзя
           *[other] Ни одной из тронутых фигур соперника (на { $targets }) взять нельзя
        }
       *[both] { $own-count ->
            [one] Тронутая игроком фигура на { $own } не может сделать ни одного возможного хода
           *[other] Тронутые игроком фигуры на { $own } не могут сделать ни одного возможного хода
        }, а { $target-count ->
            [one] тронутую фигуру соперника на { $targets } взять нельзя
           *[other] ни одной из тронутых фигур соперника (на { $targets }) взять нельзя
        }
    }, поэтому можно сделать любой возможный ход
