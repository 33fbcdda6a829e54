### Невозможные позиции (статья 3.10.3): позиция, которую нельзя получить никакой серией
### возможных ходов. По сообщению на каждую найденную причину — одно предложение без точки
### в конце (объяснение само добавляет ссылку на статью) — и `position-illegal` для всех
### причин сразу. Цвет — `white`/`black`, сторона рокировки — `kingside`/`queenside`.

## Статья 3.10.3 — невозможная позиция

# Variables:
#   $count (number) — сколько найдено причин.
#   $article (text) — статья, по которой позиция невозможна (3.10.3).
#   $reasons (sentences) — сами причины, по предложению `position-*` на каждую, уже соединённые.
position-illegal = { $count ->
        [1] Позиция невозможна
        [one] Позиция невозможна по { $count } причине
       *[other] Позиция невозможна по { $count } причинам
    } (статья { $article }). { $reasons }.

# Variables:
#   $color (color) — сторона, чьи короли посчитаны.
#   $count (number) — сколько у неё королей (не один).
position-king-count = У { $color ->
        [black] чёрных
       *[white] белых
    } { $count ->
        [0] нет короля
        [one] { $count } король, а у каждой стороны должен быть ровно один король
        [few] { $count } короля, а у каждой стороны должен быть ровно один король
       *[other] { $count } королей, а у каждой стороны должен быть ровно один король
    }

# Variables:
#   $color (color) — цвет пешки.
#   $square (square) — поле, на котором она стоит.
#   $rank (number) — её горизонталь, 1 или 8.
position-pawn-on-back-rank = { $color ->
        [black] Чёрная
       *[white] Белая
    } пешка стоит на { $square }: { $color ->
        [black] { $rank ->
            [1] дойдя до последней горизонтали, пешка сразу превращается в другую фигуру
           *[other] пешка ходит только вперёд и на свою первую горизонталь попасть не может
        }
       *[white] { $rank ->
            [8] дойдя до последней горизонтали, пешка сразу превращается в другую фигуру
           *[other] пешка ходит только вперёд и на свою первую горизонталь попасть не может
        }
    }

# Variables:
#   $color (color) — сторона, которая только что сделала ход и чей король под шахом.
#   $king (square) — поле её короля.
#   $checkers-count (number) — сколько фигур объявляют шах.
#   $checker (role) — первая из них.
#   $checker-square (square) — поле, на котором она стоит.
#   $second (role) — если их две, вторая (король, если один из них король).
#   $second-square (square) — поле, на котором она стоит.
position-opponent-in-check = Король { $color ->
        [black] чёрных
       *[white] белых
    } на { $king } { $checkers-count ->
        [1] { $checker-role ->
            [king] стоит рядом с королём { $color ->
                [black] белых
               *[white] чёрных
            } на { $checker-square }
           *[other] под шахом { $checker-genitive } на { $checker-square }
        }
        [2] { $second-role ->
            [king] под шахом { $checker-genitive } на { $checker-square } и стоит рядом с королём { $color ->
                [black] белых
               *[white] чёрных
            } на { $second-square }
           *[other] под шахом { $checker-genitive } на { $checker-square } и { $second-genitive } на { $second-square }
        }
       *[other] под шахом сразу { $checkers-count ->
            [3] трёх фигур
            [4] четырёх фигур
            [5] пяти фигур
            [6] шести фигур
            [7] семи фигур
            [8] восьми фигур
            [9] девяти фигур
            [10] десяти фигур
            [one] { $checkers-count } фигуры
           *[other] { $checkers-count } фигур
        }, в том числе { $checker-genitive } на { $checker-square }
    }, хотя сейчас ход { $color ->
        [black] белых
       *[white] чёрных
    }: последним ходом { $color ->
        [black] чёрные
       *[white] белые
    } не могли оставить своего короля под шахом или подставить его под шах

# Variables:
#   $king (square) — поле короля, которому объявлен шах (сторона, очередь которой ходить).
#   $checkers-count (number) — сколько фигур объявляют шах (три или больше).
#   $squares (list of squares) — их поля.
#   $checker (role), $checker-square (square) — первая из них.
#   $second (role), $second-square (square) — вторая из них.
position-impossible-check-too-many = Король на { $king } под шахом сразу { $checkers-count ->
        [3] трёх фигур
        [4] четырёх фигур
        [5] пяти фигур
        [6] шести фигур
        [7] семи фигур
        [8] восьми фигур
        [9] девяти фигур
        [10] десяти фигур
        [one] { $checkers-count } фигуры
       *[other] { $checkers-count } фигур
    } (на { $squares }), а одним ходом нельзя объявить шах более чем двумя фигурами

# Variables:
#   $king (square) — поле короля, которому объявлен шах (сторона, очередь которой ходить).
#   $checkers-count (number) — сколько фигур объявляют шах (две).
#   $squares (list of squares) — их поля.
#   $checker (role), $checker-square (square) — первая из них.
#   $second (role), $second-square (square) — вторая из них.
position-impossible-check-pair = Король на { $king } одновременно под шахом { $checker-genitive } на { $checker-square } и { $second-genitive } на { $second-square }, а одним ходом такой двойной шах объявить нельзя

# Variables:
#   $king (square) — поле короля, которому объявлен шах (сторона, очередь которой ходить).
#   $checkers-count (number) — сколько фигур объявляют шах (две).
#   $squares (list of squares) — их поля.
#   $checker (role), $checker-square (square) — первая из них.
#   $second (role), $second-square (square) — вторая из них.
position-impossible-check-no-last-move = Король на { $king } одновременно под шахом { $checker-genitive } на { $checker-square } и { $second-genitive } на { $second-square }, но объявить такой двойной шах последним ходом было нельзя — для этого одна из фигур должна была бы сделать ход и открыть линию другой, дальнобойной, а ни одна из них не могла прийти с поля между королём и другой фигурой

# Variables:
#   $king (square) — поле короля, которому объявлен шах (сторона, очередь которой ходить).
#   $checkers-count (number) — сколько фигур объявляют шах (одна или две).
#   $squares (list of squares) — их поля.
#   $checker (role), $checker-square (square) — первая из них.
#   $second (role), $second-square (square) — вторая из них, если их две.
position-impossible-check-double-step = Король на { $king } под шахом { $checkers-count ->
        [1] { $checker-genitive } на { $checker-square }
       *[other] { $checker-genitive } на { $checker-square } и { $second-genitive } на { $second-square }
    }, но, судя по полю взятия на проходе, последним ходом пешка продвинулась на два поля, а таким ходом этот шах объявить было нельзя

# Variables:
#   $color (color) — сторона, у которой слишком много фигур.
#   $count (number) — сколько у неё фигур вместе с пешками (больше 16).
position-too-many-pieces = У { $color ->
        [black] чёрных
       *[white] белых
    } на доске { $count } { $count ->
        [one] фигура
        [few] фигуры
       *[other] фигур
    } вместе с пешками, а в комплекте у каждой стороны их только 16

# Variables:
#   $color (color) — сторона, у которой слишком много пешек.
#   $count (number) — сколько у неё пешек (больше восьми).
position-too-many-pawns = У { $color ->
        [black] чёрных
       *[white] белых
    } { $count ->
        [9] девять пешек
        [10] десять пешек
        [one] { $count } пешка
        [few] { $count } пешки
       *[other] { $count } пешек
    }, а у каждой стороны их только восемь

# Variables:
#   $color (color) — сторона, у которой слишком много превращённых фигур.
#   $extra (number) — сколько у неё фигур сверх начального комплекта (ферзь, две ладьи,
#     два коня, по слону на полях каждого цвета).
#   $missing-pawns (number) — сколько её пешек недостаёт до восьми (каждая могла превратиться).
position-too-many-promotions = У { $color ->
        [black] чёрных
       *[white] белых
    } { $extra ->
        [1] одна фигура
        [2] две фигуры
        [3] три фигуры
        [4] четыре фигуры
        [5] пять фигур
        [6] шесть фигур
        [7] семь фигур
        [8] восемь фигур
        [9] девять фигур
        [10] десять фигур
        [one] { $extra } фигура
        [few] { $extra } фигуры
       *[other] { $extra } фигур
    } сверх начального комплекта, а { $missing-pawns ->
        [0] все восемь пешек ещё на доске
        [1] недостаёт только одной пешки
        [2] недостаёт только двух пешек
        [3] недостаёт только трёх пешек
        [4] недостаёт только четырёх пешек
        [5] недостаёт только пяти пешек
        [6] недостаёт только шести пешек
        [7] недостаёт только семи пешек
        [one] недостаёт только { $missing-pawns } пешки
       *[other] недостаёт только { $missing-pawns } пешек
    }: каждая лишняя фигура может появиться только в результате превращения пешки

# Variables:
#   $color (color) — сторона, за которой записано право.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $square (square) — начальное поле короля, где короля нет.
position-castling-right-without-king = В позиции указано право { $color ->
        [black] чёрных
       *[white] белых
    } на { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку, но на { $square } нет { $color ->
        [black] чёрного
       *[white] белого
    } короля

# Variables:
#   $color (color) — сторона, за которой записано право.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $square (square) — начальное поле ладьи, где ладьи нет.
position-castling-right-without-rook = В позиции указано право { $color ->
        [black] чёрных
       *[white] белых
    } на { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку, но на { $square } нет { $color ->
        [black] чёрной
       *[white] белой
    } ладьи

# Variables:
#   $square (square) — указанное поле взятия на проходе.
position-en-passant-wrong-rank = Поле взятия на проходе { $square } не соответствует очереди хода: после хода белой пешки на два поля оно находится на третьей горизонтали, после хода чёрной — на шестой

# Variables:
#   $square (square) — указанное поле взятия на проходе.
position-en-passant-occupied = Поле взятия на проходе { $square } занято — значит, его не могла только что пересечь пешка

# Variables:
#   $square (square) — указанное поле взятия на проходе.
position-en-passant-no-pawn = Указано поле взятия на проходе { $square }, но нет пешки, которая могла бы только что пересечь его, продвинувшись на два поля

# Variables:
#   $square (square) — указанное поле взятия на проходе.
position-en-passant-origin-occupied = Указано поле взятия на проходе { $square }, но поле, с которого пешка должна была продвинуться на два поля, занято
