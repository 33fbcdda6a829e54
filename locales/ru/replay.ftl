## arbiter replay — синтаксические ошибки PGN

# Variables:
#   $game (number) — номер партии в файле, с 1.
#   $line (number), $column (number) — где, с 1.
#   $reason (message) — что не так.
pgn-error = PGN, партия { $game }, строка { $line }, символ { $column }: { $reason }

# Variables:
#   $char (text) — символ.
pgn-error-unexpected-character = неожиданный символ «{ $char }»
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
#   $ply (number) — полуход, после которого это произошло (0 — начальная позиция).
#   $move (text) — этот ход с номером (17. Лd8#).
#   $winner (color) — white или black.
replay-ending-checkmate = { $ply ->
        [0] В начальной позиции
       *[other] Полуход { $ply } ({ $move })
    }: мат; победили { $winner ->
    [white] белые
   *[black] чёрные
}

# Variables:
#   $ply (number), $move (text) — как выше.
replay-ending-stalemate = { $ply ->
        [0] В начальной позиции
       *[other] Полуход { $ply } ({ $move })
    }: пат; партия закончилась вничью

# Variables:
#   $ply (number), $move (text) — как выше.
replay-ending-dead-position = { $ply ->
        [0] В начальной позиции
       *[other] Полуход { $ply } ({ $move })
    }: ни один из игроков не может поставить мат никакой серией возможных ходов; партия закончилась вничью — мёртвая позиция

# Variables:
#   $ply (number), $move (text) — как выше.
#   $times (number) — сколько раз возникла позиция.
replay-ending-fivefold = { $ply ->
        [0] В начальной позиции
       *[other] Полуход { $ply } ({ $move })
    }: одна и та же позиция возникла { $times ->
    [one] { $times } раз
    [few] { $times } раза
   *[many] { $times } раз
}; партия закончилась вничью

# Variables:
#   $ply (number), $move (text) — как выше.
#   $halfmoves (number) — полуходов без хода пешкой и без взятия.
replay-ending-seventy-five = { $ply ->
        [0] В начальной позиции
       *[other] Полуход { $ply } ({ $move })
    }: последние семьдесят пять ходов каждого игрока сделаны без хода пешкой и без взятия; партия закончилась вничью

replay-start-position = начальная позиция

replay-no-ending = Партия на доске не закончилась.

# Variables:
#   $ply (number) — номер полухода.
#   $move (text) — ход, как он записан, с номером.
replay-illegal = Полуход { $ply } ({ $move }) — невозможный ход:

## Статья 9 — ничья, которую может потребовать игрок, имеющий ход

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $times (number) — сколько раз возникла позиция.
replay-claim-threefold = { $ply ->
        [0] В начальной позиции
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью: одна и та же позиция возникла { $times ->
    [one] { $times } раз
    [few] { $times } раза
   *[many] { $times } раз
}

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $times (number) — сколько раз возникнет позиция.
#   $move (text) — ход, который нужно записать и объявить.
replay-claim-threefold-about-to = { $ply ->
        [0] В начальной позиции
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью, записав ход { $move } на бланке и заявив арбитру о своём намерении сделать этот ход: после этого хода одна и та же позиция возникнет { $times ->
    [3] в третий
    [4] в четвёртый
   *[other] в { $times }-й
} раз

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $halfmoves (number) — полуходов без хода пешкой и без взятия.
replay-claim-fifty = { $ply ->
        [0] В начальной позиции
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью: последние пятьдесят ходов каждого игрока сделаны без хода пешкой и без взятия

# Variables:
#   $ply (number) — после этого полухода можно требовать ничью.
#   $move (text) — ход, который нужно записать и объявить.
replay-claim-fifty-about-to = { $ply ->
        [0] В начальной позиции
       *[other] После полухода { $ply }
    } игрок, имеющий ход, может потребовать ничью, записав ход { $move } на бланке и заявив арбитру о своём намерении сделать этот ход: после этого хода последние пятьдесят ходов каждого игрока окажутся сделанными без хода пешкой и без взятия
