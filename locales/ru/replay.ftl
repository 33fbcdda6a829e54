## arbiter replay — синтаксические ошибки PGN

# Variables:
#   $game (number) — номер партии в файле, с 1.
#   $line (number), $column (number) — где, с 1.
#   $reason (message) — что не так.
pgn-error = PGN, партия { $game }, строка { $line }, символ { $column }: { $reason }

# Variables:
#   $char (text) — символ.
#   $code (text) — его код (U+007F) — для символа, которого не видно.
#   $visible (keyword) — `yes`, если символ видно, иначе `no`.
pgn-error-unexpected-character = неожиданный символ { $visible ->
        [no] { $code }
       *[yes] «{ $char }»
    }
pgn-error-unterminated-string = значение тега не закрыто кавычкой до конца строки
pgn-error-unterminated-comment = комментарий «{"{"}» не закрыт
pgn-error-unterminated-variation = вариант «(» не закрыт
pgn-error-unmatched-parenthesis = «)» без открытого варианта
pgn-error-variation-without-move = вариант до первого хода
# Variables:
#   $depth (number) — наибольшая глубина вложенности.
pgn-error-variation-too-deep = варианты вложены глубже, чем на { $depth ->
    [one] { $depth } уровень
    [few] { $depth } уровня
   *[many] { $depth } уровней
}
pgn-error-tag-missing-name = тег без имени
# Variables:
#   $name (text) — имя, как оно записано.
pgn-error-tag-invalid-name = «{ $name }» — не имя тега
pgn-error-tag-missing-value = тег без значения в кавычках
pgn-error-tag-missing-bracket = у тега нет закрывающей «]»
# Variables:
#   $text (text) — как записано.
pgn-error-bad-move-number = «{ $text }» — не номер хода
# Variables:
#   $text (text) — как записано.
pgn-error-bad-nag = «{ $text }» — не знак оценки ($1 … $255)
# Variables:
#   $text (text) — как записано.
pgn-error-bad-suffix = «{ $text }» — не оценка хода (! ? !! ?? !? ?!)
pgn-error-nag-without-move = знак оценки до первого хода
# Variables:
#   $text (text) — ход, как он записан.
#   $reason (message) — почему это не нотация.
pgn-error-bad-move = «{ $text }» — не ход: { $reason }
# Variables:
#   $text (text) — FEN, как он записан.
#   $reason (message) — что в нём не так.
pgn-error-bad-fen = тег FEN «{ $text }» не удаётся прочитать: { $reason }
# Variables:
#   $reason (text) — описание от системы.
pgn-error-io = файл не удаётся прочитать: { $reason }

# Variables:
#   $limit (number) — самая длинная строка, которая читается, в байтах.
pgn-error-line-too-long = строка длиннее { $limit ->
        [one] { $limit } байта
       *[other] { $limit } байт
    }

# Variables:
#   $limit (number) — самый длинный комментарий, который читается, в байтах.
pgn-error-comment-too-long = комментарий длиннее { $limit ->
        [one] { $limit } байта
       *[other] { $limit } байт
    }

# Variables:
#   $limit (number) — наибольшее число пар тегов в партии.
pgn-error-too-many-tags = в партии больше { $limit ->
        [one] { $limit } пары
       *[other] { $limit } пар
    } тегов

## arbiter replay — выводы

# Variables:
#   $index (number) — номер партии в файле.
#   $white (text), $black (text) — игроки, из тегов.
#   $plies (number) — число полуходов в основном варианте.
#   $result (text) — записанный результат (1-0, 0-1, 1/2-1/2, *).
replay-game = Партия { $index }: { $white } — { $black }, { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}, результат { $result }

# Variables:
#   $index (number) — номер партии.
#   $reason (text) — ошибка, уже сформулированная.
replay-game-error = Партию { $index } не удаётся воспроизвести: { $reason }

## Статья 5 — партия закончилась на доске

# Variables:
#   $ply (number) — полуход, после которого это произошло (0 — исходная позиция партии: начальная по статье 2 или заданная тегом FEN).
#   $move (text) — этот ход с номером (17. Лd8#).
#   $winner (color) — white или black.
replay-ending-checkmate = { $ply ->
        [0] В исходной позиции партии
       *[other] Полуход { $ply } ({ $move })
    }: мат; победили { $winner ->
    [white] белые
   *[black] чёрные
}

# Variables:
#   $ply (number), $move (text) — как выше.
replay-ending-stalemate = { $ply ->
        [0] В исходной позиции партии
       *[other] Полуход { $ply } ({ $move })
    }: пат; партия закончилась вничью

# Variables:
#   $ply (number), $move (text) — как выше.
replay-ending-dead-position = { $ply ->
        [0] В исходной позиции партии
       *[other] Полуход { $ply } ({ $move })
    }: мёртвая позиция — ни один из игроков не может поставить мат никакой серией возможных ходов; партия закончилась вничью

# Variables:
#   $ply (number), $move (text) — как выше.
#   $times (number) — сколько раз возникла позиция.
replay-ending-fivefold = { $ply ->
        [0] В исходной позиции партии
       *[other] Полуход { $ply } ({ $move })
    }: одна и та же позиция возникла { $times ->
    [3] три раза
    [4] четыре раза
    [5] пять раз
    [6] шесть раз
    [7] семь раз
    [8] восемь раз
    [9] девять раз
    [10] десять раз
    [one] { $times } раз
    [few] { $times } раза
   *[many] { $times } раз
}; партия закончилась вничью

# Variables:
#   $ply (number), $move (text) — как выше.
#   $halfmoves (number) — полуходов без хода пешкой и без взятия.
replay-ending-seventy-five = { $ply ->
        [0] В исходной позиции партии
       *[other] Полуход { $ply } ({ $move })
    }: последние семьдесят пять ходов каждого игрока сделаны без хода пешкой и без взятия; партия закончилась вничью

replay-start-position = исходная позиция партии

replay-no-ending = Партия на доске не закончилась

# Variables:
#   $ply (number) — номер полухода.
#   $move (text) — ход, как он записан, с номером.
replay-illegal = Полуход { $ply } ({ $move }) — невозможный ход:

## Статья 9 — ничья, которую может потребовать игрок, имеющий ход

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $times (number) — сколько раз возникла позиция.
replay-claim-threefold = { $ply ->
        [0] В исходной позиции партии
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью: одна и та же позиция возникла { $times ->
    [3] три раза
    [4] четыре раза
    [5] пять раз
    [6] шесть раз
    [7] семь раз
    [8] восемь раз
    [9] девять раз
    [10] десять раз
    [one] { $times } раз
    [few] { $times } раза
   *[many] { $times } раз
}

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $times (number) — сколько раз возникнет позиция.
#   $move (text) — ход, который нужно записать и объявить.
replay-claim-threefold-about-to = { $ply ->
        [0] В исходной позиции партии
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью, записав ход { $move } на бланке и заявив арбитру о своём намерении сделать этот ход: после этого хода одна и та же позиция возникнет { $times ->
    [3] в третий
    [4] в четвёртый
    [5] в пятый
    [6] в шестой
    [7] в седьмой
    [8] в восьмой
    [9] в девятый
    [10] в десятый
   *[other] в { $times }-й
} раз

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $halfmoves (number) — полуходов без хода пешкой и без взятия.
replay-claim-fifty = { $ply ->
        [0] В исходной позиции партии
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью: последние пятьдесят ходов каждого игрока сделаны без хода пешкой и без взятия

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $move (text) — один из таких ходов, для примера.
replay-claim-fifty-about-to = { $ply ->
        [0] В исходной позиции партии
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью, записав на бланке ход, который не будет ни ходом пешкой, ни взятием (например, { $move }), и заявив арбитру о своём намерении сделать этот ход: после него последние пятьдесят ходов каждого игрока окажутся сделанными без хода пешкой и без взятия

## Статьи 5, 6.9 и 9.6 — записанный результат в сравнении с позицией на доске

# Variables:
#   $recorded (text) — the result the file records (1-0, 0-1, 1/2-1/2).
#   $winner (color) — who gave checkmate.
#   $ply (number) — the half-move of the checkmate (0: the game's start position).
#   $move (text) — that half-move's move, numbered, in the reader's letters (2... Qh4#).
#   $correct (text) — the result the Laws give.
replay-result-checkmate = Записанный результат { $recorded } неверен: { $ply ->
    [0] в исходной позиции партии { $winner ->
        [white] чёрным
       *[black] белым
    } поставлен мат
   *[other] ходом { $move } { $winner ->
        [white] белые
       *[black] чёрные
    } поставили мат
}, поэтому результат — { $correct }

# Variables:
#   $recorded (text) — the result the file records.
#   $ending (text) — how the game was drawn: stalemate, dead-position, fivefold-repetition, seventy-five-moves.
#   $ply (number) — the half-move it ended at (0: the game's start position).
#   $move (text) — that half-move's move, numbered, in the reader's letters.
#   $correct (text) — the result the Laws give (1/2-1/2).
replay-result-drawn-on-board = Записанный результат { $recorded } неверен: { $ply ->
    [0] в исходной позиции партии
   *[other] после хода { $move }
} { $ending ->
    [stalemate] на доске пат
    [dead-position] на доске мёртвая позиция
    [fivefold-repetition] одна и та же позиция возникла на доске в пятый раз
   *[seventy-five-moves] последние семьдесят пять ходов каждого игрока сделаны без хода пешкой и без взятия
}, партия закончилась вничью, поэтому результат — { $correct }

# Variables:
#   $recorded (text) — the result the file records.
#   $loser (color) — the player recorded as losing.
#   $winner (color) — the player recorded as winning.
#   $reason (message) — why the winner cannot checkmate.
#   $correct (text) — the result the Laws give (1/2-1/2).
replay-result-time-forfeit = Записанный результат { $recorded } неверен: { $loser ->
    [white] белые просрочили
   *[black] чёрные просрочили
} время, но { $winner ->
    [white] белые
   *[black] чёрные
} не смогли бы поставить мат никакой серией возможных ходов, поэтому партия закончилась вничью ({ $correct }). { $reason }

# Variables:
#   $recorded (text), $loser (color), $winner (color), $reason (message), $correct (text) — as above.
replay-result-resignation = Записанный результат { $recorded } неверен: { $loser ->
    [white] белые сдались
   *[black] чёрные сдались
}, но { $winner ->
    [white] белые
   *[black] чёрные
} не смогли бы поставить мат никакой серией возможных ходов, поэтому партия закончилась вничью ({ $correct }). { $reason }

## Ходы после окончания партии

# Variables:
#   $count (number) — half-moves written after the end.
#   $ply (number) — the half-move the game ended at.
#   $move (text) — the first of them, numbered.
replay-after-end = { $ply ->
    [0] Партия закончилась уже в исходной позиции, но после неё
   *[other] После окончания партии на полуходе { $ply }
} { $count ->
    [1] записан ещё один полуход, { $move }: он не входит в партию и не проверяется
    [2] записаны ещё два полухода, начиная с { $move }: они не входят в партию и не проверяются
    [3] записаны ещё три полухода, начиная с { $move }: они не входят в партию и не проверяются
    [4] записаны ещё четыре полухода, начиная с { $move }: они не входят в партию и не проверяются
    [5] записано ещё пять полуходов, начиная с { $move }: они не входят в партию и не проверяются
    [6] записано ещё шесть полуходов, начиная с { $move }: они не входят в партию и не проверяются
    [7] записано ещё семь полуходов, начиная с { $move }: они не входят в партию и не проверяются
    [8] записано ещё восемь полуходов, начиная с { $move }: они не входят в партию и не проверяются
    [9] записано ещё девять полуходов, начиная с { $move }: они не входят в партию и не проверяются
    [10] записано ещё десять полуходов, начиная с { $move }: они не входят в партию и не проверяются
    [one] записан ещё { $count } полуход, начиная с { $move }: они не входят в партию и не проверяются
    [few] записаны ещё { $count } полухода, начиная с { $move }: они не входят в партию и не проверяются
   *[many] записано ещё { $count } полуходов, начиная с { $move }: они не входят в партию и не проверяются
}

## Приложение C.10 — ход записан так, что его могут сделать несколько фигур

# Variables:
#   $ply (number) — the half-move number.
#   $move (text) — the move as written, numbered.
#   $candidates (moves) — the moves it may mean, joined as alternatives.
replay-notation = Полуход { $ply } ({ $move }) — ошибка записи, а не невозможный ход: это может быть { $candidates }; дальше партия не проверяется

# Variables:
#   $count (number) — сколько ещё таких случаев найдено сверх перечисленных.
replay-claims-omitted = … и ещё { $count } { $count ->
    [one] случай, когда можно потребовать ничью; здесь он не перечислен
    [few] случая, когда можно потребовать ничью; здесь они не перечислены
   *[many] случаев, когда можно потребовать ничью; здесь они не перечислены
}

## Бланки: буквы, похожие в латинице и кириллице

# Variables:
#   $written (text) — ход, как он записан.
#   $moves (moves) — возможные ходы, которые получаются, если прочитать похожие буквы иначе.
#   $count (number) — сколько их.
#   $kind (keyword) — `castling`, если это рокировка, иначе `other`.
replay-hint-lookalike = Подсказка: в записи «{ $written }» есть буквы, одинаковые на вид в латинице и кириллице; если прочитать их иначе, получится { $moves } — { $count ->
        [1] вероятно, этот ход и имелся в виду
       *[other] вероятно, имелся в виду один из этих ходов
    }; { $kind ->
        [castling] чтобы ход был принят, наберите рокировку заново нулями: 0-0 или 0-0-0
       *[other] { $count ->
            [1] чтобы он был принят, наберите его заново
           *[other] наберите нужный из них заново
        }: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)
    }
# Variables:
#   $written (text) — ход, как он записан; $moves (moves) — как его можно прочитать иначе;
#   $count (number) — сколько таких прочтений;
#   $kind (keyword) — `castling` (рокировка), `ambiguous` (запись неоднозначна, приложение C.10)
#     или `other`;
#   $from (keyword) — `required`, если команде нужно поле, откуда пошла фигура (сессия,
#     explain --completed), иначе `optional`.
# Ни одно прочтение не даёт возможного хода, но `explain` и сессия могут объяснить, почему
# ход невозможен, если записать его так, как он прочитан.
replay-hint-lookalike-impossible = Подсказка: в записи «{ $written }» есть буквы, одинаковые на вид в латинице и кириллице; если прочитать их иначе, получится { $moves }, { $kind ->
        [castling] но и такой ход здесь невозможен; чтобы узнать почему, наберите рокировку заново нулями: 0-0 или 0-0-0
        [ambiguous] но такая запись здесь неоднозначна: на это поле может пойти не одна такая фигура; наберите ход заново с полем, откуда пошла фигура (как Кb1-c3): вертикали — латинскими буквами (a–h), фигуру — русской (Кр, Ф, Л, С, К)
       *[other] { $count ->
            [1] но и такой ход здесь невозможен; чтобы узнать почему, наберите его заново
           *[other] но и такие ходы здесь невозможны; чтобы узнать почему, наберите нужный из них заново
        }{ $from ->
            [required] {" "}полностью, с полем, откуда пошла фигура (как Крe1-e3): вертикали — латинскими буквами (a–h), фигуру — русской (Кр, Ф, Л, С, К)
           *[optional] : вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)
        }
    }

## Варианты: ходы в скобках ( … ) тоже проверяются

# Variables:
#   $ply (number) — the half-move number from the game's start.
#   $move (text) — the move as written, numbered.
replay-variation-illegal = В варианте полуход { $ply } ({ $move }) — невозможный ход:

# Variables:
#   $count (number) — illegal moves in variations past the most listed.
replay-variations-omitted = … и ещё { $count ->
    [one] { $count } вариант с невозможным ходом, не перечисленный
    [few] { $count } варианта с невозможным ходом, не перечисленные
   *[many] { $count } вариантов с невозможным ходом, не перечисленных
} здесь
