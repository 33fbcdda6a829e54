# Вопросы арбитра о позиции (`arbiter position`) и почему игрок не может поставить мат
# (статьи 5.1.2, 5.2.2, 6.9, 7.5.5).

## Почему игрок не может поставить мат

# Variables:
#   $side (color) — сторона, имеющая ход, у которой нет возможных ходов.
#   $in-check (keyword) — `yes`, если ей объявлен шах (мат), `no` (пат).
cannot-mate-no-legal-moves = Партия окончена: { $in-check ->
        [yes] { $side ->
            [black] чёрным
           *[white] белым
        } поставлен мат
       *[no] { $side ->
            [black] чёрным
           *[white] белым
        } поставлен пат
    }, и ходов больше нет

# Variables:
#   $color (color) — игрок.
#   $king (square) — его король.
cannot-mate-lone-king = У { $color ->
        [black] чёрных
       *[white] белых
    } остался только король ({ $king }), а одним королём мат поставить нельзя

# Variables:
#   $color (color) — игрок.
#   $knight (square) — его конь.
cannot-mate-knight = У { $color ->
        [black] чёрных
       *[white] белых
    } только король и конь ({ $knight }) против одинокого короля, а королём и конём мат поставить нельзя ни в какой позиции

# Variables:
#   $square-color (color) — `white` для белых полей, `black` для чёрных.
#   $squares (list of squares) — поля слонов.
#   $count (number) — сколько слонов.
cannot-mate-bishops-of-one-colour = { $count ->
        [one] На доске только короли и слон на { $squares }, а он стоит на { $square-color ->
            [black] чёрном
           *[white] белом
        } поле: полей другого цвета рядом с королём он не атакует, поэтому мат невозможен
        [2] На доске только короли и два слона, и оба ({ $squares }) стоят на { $square-color ->
            [black] чёрных
           *[white] белых
        } полях: полей другого цвета рядом с королём не атакует ни один из них, поэтому мат невозможен
       *[other] На доске только короли и слоны, и все они ({ $squares }) стоят на { $square-color ->
            [black] чёрных
           *[white] белых
        } полях: полей другого цвета рядом с королём не атакует ни один слон, поэтому мат невозможен
    }

# Variables:
#   $color (color) — игрок.
#   $piece (piece) — его единственная фигура, кроме короля: конь или слон.
#   $square (square) — её поле.
#   $count (number) — сколько фигур у соперника, кроме короля.
#   $squares (list of squares) — их поля.
cannot-mate-lone-minor = Пешек на доске нет, а у { $color ->
        [black] чёрных
       *[white] белых
    } только король и { $piece } ({ $square }): { $count ->
        [0] королём и { $piece-instrumental } одинокому королю мат не поставить
        [one] ни при какой расстановке этих фигур и фигуры соперника ({ $squares }), с ней или без неё, мата нет: у короля соперника всегда остаётся свободное поле либо его фигура может взять { $piece-accusative } или закрыть короля от шаха
       *[other] ни при какой расстановке этих фигур и фигур соперника ({ $squares }), всех или части из них, мата нет: у короля соперника всегда остаётся свободное поле либо одна из его фигур может взять { $piece-accusative } или закрыть короля от шаха
    }

# Variables:
#   $color (color) — игрок.
#   $region-count (number) — на скольких полях может оказаться король соперника.
#   $check-count (number) — на скольких из них игрок вообще может объявить шах.
#   $check-squares (list of squares) — эти поля (если они есть).
cannot-mate-blockade = { $color ->
        [black] Чёрные
       *[white] Белые
    } никогда не прорвут пешечную цепь: король соперника может оказаться только { $region-count ->
        [1] на одном поле
        [one] на { $region-count } поле
       *[other] на { $region-count } полях
    }, и { $check-count ->
        [0] { $color ->
            [black] чёрные
           *[white] белые
        } { $region-count ->
            [1] не могут объявить на нём шах
           *[other] ни на одном из них не могут объявить шах
        }
       *[other] где бы { $color ->
            [black] чёрные
           *[white] белые
        } ни объявили шах ({ $check-squares }), у короля всегда остаётся свободное поле
    }

# Variables:
#   $color (color) — игрок.
#   $positions (number) — сколько позиций просмотрено.
cannot-mate-every-line = Из этой позиции просмотрены все серии возможных ходов ({ $positions } { $positions ->
        [one] позиция
        [few] позиции
       *[other] позиций
    }), и ни в одной из них { $color ->
        [black] чёрные
       *[white] белые
    } не ставят мат

## `arbiter position`: фразы ответа

# Variables:
#   $color (color) — сторона, имеющая ход.
position-to-move = Ход { $color ->
        [black] чёрных
       *[white] белых
    }

# Variables:
#   $color (color) — сторона, имеющая ход.
#   $checkers (text) — фигуры, объявляющие шах: список `position-piece-on`.
#   $count (number) — сколько фигур объявляют шах.
position-in-check = { $color ->
        [black] Чёрный
       *[white] Белый
    } король под шахом: { $checkers }
# Variables:
#   $color (color) — сторона, имеющая ход (шах её королю и проверялся).
position-not-in-check = { $color ->
        [black] Чёрный
       *[white] Белый
    } король не под шахом

# Variables:
#   $piece (role) — фигура; $square (square) — её поле.
position-piece-on = { $piece } на { $square }

# Variables:
#   $winner (color) — сторона, поставившая мат.
position-state-checkmate = Мат: { $winner ->
        [black] чёрные выиграли
       *[white] белые выиграли
    }
position-state-stalemate = Пат: ничья
position-state-dead = Мёртвая позиция — ничья: ни один из игроков не может поставить мат никакой серией возможных ходов
# Variables:
#   $times (number) — сколько раз позиция возникла.
position-state-fivefold = Одна и та же позиция возникла { $times ->
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
       *[other] { $times } раз
    }: ничья
position-state-seventy-five = Последние семьдесят пять ходов каждого игрока сделаны без хода пешкой и без взятия: ничья
position-state-playing = Партия продолжается
# Variables:
#   $count (number) — сколько причин приведено.
#   $form (keyword) — `line`, если причины идут в той же строке (после двоеточия),
#     `sentences`, если каждая — отдельной строкой, `alone` — без причин (в JSON они в массиве
#     `illegal`).
position-state-illegal = { $form ->
        [line] Такая позиция не могла возникнуть в партии:
        [alone] Такая позиция не могла возникнуть в партии
       *[sentences] Такая позиция не могла возникнуть в партии. { $count ->
            [1] Причина:
           *[other] Причины:
        }
    }

# Variables:
#   $color (color) — игрок.
#   $line (text) — мат при содействии соперника по ходам, в нотации читателя (пусто, если мат уже на доске).
#   $plies (number) — сколько в нём полуходов.
#   $ended (keyword) — `yes`, если партия уже закончилась на доске (пятикратное повторение,
#     75 ходов: статья 9.6), иначе `no`.
position-can-mate = { $ended ->
        [yes] { $color ->
            [black] Чёрные
           *[white] Белые
        } могли бы ещё поставить мат (например, { $line }), но партия уже закончилась вничью
       *[no] { $plies ->
            [0] { $color ->
                [black] Чёрные
               *[white] Белые
            } уже поставили мат
           *[other] { $color ->
                [black] Чёрные
               *[white] Белые
            } ещё могут поставить мат: например, { $line }
        }
    }
# Variables:
#   $color (color) — игрок.
#   $reason (text) — почему нет (фраза `cannot-mate-…`).
#   $form (keyword) — `sentences` (по предложению в строке: причина — второе предложение)
#     или `line` (FEN со стандартного ввода, ответ в одну строку: причина после тире, со строчной).
position-cannot-mate = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут поставить мат никакой серией возможных ходов{ $form ->
        [line] {" — "}{ $reason }
       *[sentences] . { $reason }
    }
# Variables:
#   $color (color) — игрок.
position-mate-undetermined = Могут ли { $color ->
        [black] чёрные
       *[white] белые
    } ещё поставить мат, программе установить не удалось: это решает арбитр

# Variables:
#   $color (color) — игрок, который может потребовать ничью (имеющий ход).
#   $claim (text) — основание, фраза `position-claim-…`.
position-claim = { $color ->
        [black] Чёрные
       *[white] Белые
    } могут потребовать ничью: { $claim }
# Variables:
#   $times (number) — сколько раз позиция возникла.
position-claim-threefold = одна и та же позиция возникла { $times ->
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
       *[other] { $times } раз
    }
# Variables:
#   $move (text) — ход, который нужно записать и заявить; $times (number) — какое это будет повторение.
position-claim-threefold-about-to = нужно записать на бланке ход { $move } и заявить арбитру о намерении сделать этот ход; после него одна и та же позиция возникнет { $times ->
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
position-claim-fifty = последние пятьдесят ходов каждого игрока сделаны без хода пешкой и без взятия
# Variables:
#   $move (text) — ход, который нужно записать и заявить.
position-claim-fifty-about-to = нужно записать на бланке ход { $move } и заявить арбитру о намерении сделать этот ход; после него последние пятьдесят ходов каждого игрока окажутся сделанными без хода пешкой и без взятия
position-no-claim = Потребовать ничью нельзя

# Variables:
#   $ply (number) — запрошенный полуход; $plies (number) — сколько их в партии.
position-error-ply = { $plies ->
        [0] В партии нет ни одного полухода
        [one] В партии только { $plies } полуход, полухода { $ply } в ней нет
        [few] В партии только { $plies } полухода, полухода { $ply } в ней нет
       *[other] В партии только { $plies } полуходов, полухода { $ply } в ней нет
    }
# Variables:
#   $index (number) — запрошенная партия; $count (number) — сколько партий прочитано.
position-error-game = { $count ->
        [0] В файле нет ни одной партии
        [one] В файле только { $count } партия, партии { $index } в нём нет
        [few] В файле только { $count } партии, партии { $index } в нём нет
       *[other] В файле только { $count } партий, партии { $index } в нём нет
    }
# Variables:
#   $ply (number) — полуход с невозможным ходом; $move (text) — ход, как он записан, с номером;
#   $reason (text) — решение.
position-error-illegal-move = Полуход { $ply } ({ $move }) — невозможный ход, поэтому позицию после него разобрать нельзя. { $reason }
