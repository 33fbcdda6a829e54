## Статья 4.3 — тронутой фигурой нужно ходить, тронутую фигуру — брать

# Variables:
#   $piece (role) — фигура игрока, которой нужно ходить.
#   $square (square) — её поле.
#   $moves (moves) — её возможные ходы; подходит любой.
#   $alone (keyword) — `yes`, если других своих фигур игрок не трогал.
illegal-touched-piece-must-move = { $alone ->
    [yes] Игрок тронул { $piece-accusative } на { $square }, поэтому он должен ходить { $piece-gender ->
        [feminine] ею
       *[other] им
    }
   *[no] { $piece-title } на { $square } — первая из тронутых игроком фигур, которой можно сделать ход, поэтому игрок должен ходить именно { $piece-gender ->
        [feminine] ею
       *[other] им
    }
}: { $moves }

# Variables:
#   $squares (squares) — поля фигур игрока, тронутых одновременно, которыми можно сделать ход.
#   $moves (moves) — их возможные ходы; подходит любой.
illegal-touched-at-once-must-move = Игрок одновременно тронул фигуры на { $squares }, поэтому ходить нужно одной из них: { $moves }

# Variables:
#   $squares (squares) — поля фигур соперника, тронутых одновременно, которые можно взять.
#   $moves (moves) — возможные взятия этих фигур; подходит любое.
illegal-touched-at-once-must-be-captured = Игрок одновременно тронул фигуры соперника на { $squares }, поэтому взять нужно одну из них: { $moves }

# Из фигур, тронутых одновременно, ход возможен только одной: первой из них нет.
# Variables:
#   $squares (squares) — поля фигур игрока, тронутых одновременно (две или больше), среди
#     них и поле той, которой нужно ходить.
#   $piece (role) — единственная из них, которой можно сделать ход.
#   $square (square) — её поле.
#   $moves (moves) — её возможные ходы; подходит любой.
illegal-touched-at-once-only-one-can-move = Игрок одновременно тронул фигуры на { $squares }, а ход возможен только { $piece-instrumental } на { $square }, поэтому он должен ходить { $piece-gender ->
    [feminine] ею
   *[other] им
}: { $moves }

# Variables:
#   $piece (role) — фигура соперника, которую нужно взять.
#   $square (square) — её поле.
#   $moves (moves) — возможные взятия этой фигуры.
#   $alone (keyword) — `yes`, если других фигур соперника игрок не трогал.
illegal-touched-piece-must-be-captured = { $alone ->
    [yes] Игрок тронул { $piece-accusative } соперника на { $square }, поэтому он должен взять { $piece-gender ->
        [feminine] её
       *[other] его
    }
   *[no] { $piece-title } соперника на { $square } — первая из тронутых игроком фигур, которую можно взять, поэтому игрок должен взять именно { $piece-gender ->
        [feminine] её
       *[other] его
    }
}: { $moves }

# Из фигур соперника, тронутых одновременно, взять можно только одну.
# Variables:
#   $squares (squares) — поля фигур соперника, тронутых одновременно (две или больше),
#     среди них и поле той, которую нужно взять.
#   $piece (role) — единственная из них, которую можно взять.
#   $square (square) — её поле.
#   $moves (moves) — возможные взятия этой фигуры.
illegal-touched-at-once-only-one-can-be-captured = Игрок одновременно тронул фигуры соперника на { $squares }, а взять можно только { $piece-accusative } на { $square }, поэтому он должен взять { $piece-gender ->
    [feminine] её
   *[other] его
}: { $moves }

# Variables:
#   $piece (role), $square (square) — первая тронутая фигура игрока.
#   $target (role), $target-square (square) — первая тронутая фигура соперника.
#   $moves (moves) — возможные взятия одной другой.
illegal-touched-both-colours-must-capture = Игрок тронул { $piece-accusative } на { $square } и { $target-accusative } соперника на { $target-square }, а взять { $target-accusative } { $piece-instrumental } можно, поэтому нужно сделать именно это взятие: { $moves }

# Статья 4.3.3, когда фигуры одного цвета (или обоих) тронуты одновременно: любая из так
# тронутых фигур игрока может взять любую из так тронутых фигур соперника. Пометка «(обе —
# одновременно)» стоит сразу после группы, к которой относится, и не говорит о порядке групп
# (обзоры 32c G-1, 32e H-1, 32f G-8, 33b H-5, H-6).
# Variables:
#   $case (keyword) — `targets`: одновременно тронуты фигуры соперника; `own`: фигуры игрока;
#     `both`: и те и другие.
#   $piece (role), $square (square) — фигура игрока (при `own` и `both` — та, что берёт, если
#     взять может только одна).
#   $target (role), $target-square (square) — фигура соперника (при `targets` и `both` — та,
#     которую берут, если взять можно только одну).
#   $own-squares (squares) — поля фигур игрока, тронутых одновременно (при `own`, `both`).
#   $target-squares (squares) — поля фигур соперника, тронутых одновременно (при `targets`, `both`).
#   $own-count (number), $target-count (number) — сколько фигур в каждой из этих групп.
#   $owns (keyword) — общая для этих фигур игрока роль (`pawn`…) или `mixed`.
#   $targets (keyword) — общая для этих фигур соперника роль (`pawn`…) или `mixed`.
#   $capturing-squares (squares) — те из одновременно тронутых фигур игрока, что могут взять.
#   $captured-squares (squares) — те из одновременно тронутых фигур соперника, что можно взять.
#   $all (keyword) — `yes`, если во взятиях участвует каждая из одновременно тронутых фигур.
#   $count (number) — сколько есть взятий одной фигуры другой (каждая пара полей один раз).
#   $moves (moves) — эти взятия; подходит любое.
illegal-touched-both-colours-at-once-must-capture = { $case ->
        [targets] Игрок тронул { $piece-accusative } на { $square } и { $targets ->
            [pawn] пешки
            [knight] коней
            [bishop] слонов
            [rook] ладьи
            [queen] ферзей
           *[mixed] фигуры
        } соперника на { $target-squares } ({ $target-count ->
            [2] { $targets ->
                [knight] оба
                [bishop] оба
                [queen] оба
               *[other] обе
            }
            [3] все три
            [4] все четыре
           *[other] все
        } — одновременно), { $count ->
            [1] а { $piece } на { $square } может взять только { $target-accusative } на { $target-square }, поэтому нужно сделать именно это взятие
           *[other] а { $piece } на { $square } может взять { $all ->
                [yes] { $targets ->
                    [knight] любого
                    [bishop] любого
                    [queen] любого
                   *[other] любую
                } из них
               *[no] те из них, что стоят на { $captured-squares }
            }, поэтому нужно сделать одно из этих взятий
        }
        [own] Игрок тронул { $owns ->
            [pawn] свои пешки
            [knight] своих коней
            [bishop] своих слонов
            [rook] свои ладьи
            [queen] своих ферзей
           *[mixed] свои фигуры
        } на { $own-squares } ({ $own-count ->
            [2] { $owns ->
                [knight] оба
                [bishop] оба
                [queen] оба
               *[other] обе
            }
            [3] все три
            [4] все четыре
           *[other] все
        } — одновременно) и { $target-accusative } соперника на { $target-square }, а { $count ->
            [1] взять { $target-gender ->
                [feminine] её
               *[other] его
            } может только { $piece } на { $square }, поэтому нужно сделать именно это взятие
           *[other] взять { $target-gender ->
                [feminine] её
               *[other] его
            } { $all ->
                [yes] может { $owns ->
                    [knight] любой
                    [bishop] любой
                    [queen] любой
                   *[other] любая
                } из них
               *[no] могут те из них, что стоят на { $capturing-squares }
            }, поэтому нужно сделать одно из этих взятий
        }
       *[both] Игрок тронул { $owns ->
            [pawn] свои пешки
            [knight] своих коней
            [bishop] своих слонов
            [rook] свои ладьи
            [queen] своих ферзей
           *[mixed] свои фигуры
        } на { $own-squares } ({ $own-count ->
            [2] { $owns ->
                [knight] оба
                [bishop] оба
                [queen] оба
               *[other] обе
            }
            [3] все три
            [4] все четыре
           *[other] все
        } — одновременно) и { $targets ->
            [pawn] пешки
            [knight] коней
            [bishop] слонов
            [rook] ладьи
            [queen] ферзей
           *[mixed] фигуры
        } соперника на { $target-squares } (тоже { $target-count ->
            [2] { $targets ->
                [knight] оба
                [bishop] оба
                [queen] оба
               *[other] обе
            }
            [3] все три
            [4] все четыре
           *[other] все
        } — одновременно), { $count ->
            [1] а возможно только одно взятие — { $target-genitive } на { $target-square } { $piece-instrumental } на { $square }, поэтому нужно сделать именно его
           *[other] а { $owns ->
                [pawn] пешки
                [knight] кони
                [bishop] слоны
                [rook] ладьи
                [queen] ферзи
               *[mixed] фигуры
            } игрока могут { $all ->
                [yes] их взять, поэтому нужно сделать одно из таких взятий
               *[no] взять те из них, что стоят на { $captured-squares }, поэтому нужно сделать одно из этих взятий
            }
        }
    }: { $moves }

# Variables:
#   $piece (role), $square (square) — первая тронутая фигура, которой можно пойти (из фигур,
#     тронутых одновременно, — первая названная из тех, которыми можно).
#   $moves (moves) — её возможные ходы вместе с ходами других фигур, тронутых одновременно с ней.
#   $order (keyword) — `unclear`: первые тронутые фигуры обоих цветов тронуты вместе, и какая
#     первая, неясно (считается, что свою игрок тронул раньше); `at-once`: первыми игрок тронул
#     одновременно несколько своих фигур или несколько фигур соперника; иначе `known`.
#   $own (role), $own-square (square) — первая тронутая фигура игрока.
#   $own-count (number), $own-squares (squares) — при `at-once`: сколько своих фигур игрок
#     тронул первыми (одновременно) и их поля (1 и пусто, если одну).
#   $first-target (role), $first-target-square (square) — первая тронутая фигура соперника;
#     взять её своей первой тронутой фигурой нельзя (обзоры 32e H-8, H-10, 33b H-7, H-8).
#   $first-target-count (number), $first-target-squares (squares) — то же для фигур соперника.
#   $group-count (number), $group-squares (squares) — сколько фигур тронуто одновременно с
#     названной и их поля (1 и пусто, если её тронули одну).
#   $mover-count (number), $mover-squares (squares) — те из них, которыми можно пойти (или
#     которые можно взять), и их поля (обзор 35a, K-14).
illegal-touched-both-colours-must-move = { $order ->
    [unclear] Игрок тронул { $own-gender ->
        [feminine] свою
       *[masculine] своего
    } { $own-accusative } на { $own-square } и { $first-target-accusative } соперника на { $first-target-square }, и неясно, какую из этих фигур он тронул первой; в таком случае считается, что свою фигуру игрок тронул раньше фигуры соперника. Взять { $first-target-accusative } на { $first-target-square } { $own-instrumental } с { $own-square } нельзя
    [at-once] Игрок тронул фигуры обоих цветов, а { $own-count ->
        [one] его первая тронутая фигура ({ $own } на { $own-square }) не может взять
       *[other] ни одна из его первых тронутых фигур (на { $own-squares }, тронуты одновременно) не может взять
    } { $first-target-count ->
        [one] первую тронутую фигуру соперника ({ $first-target-accusative } на { $first-target-square })
       *[other] ни одной из первых тронутых фигур соперника (на { $first-target-squares }, тронуты одновременно)
    }
   *[known] Игрок тронул фигуры обоих цветов, а взять первую тронутую фигуру соперника ({ $first-target-accusative } на { $first-target-square }) своей первой тронутой фигурой ({ $own-instrumental } с { $own-square }) нельзя
}, поэтому { $group-count ->
    [one] нужно пойти первой тронутой фигурой, которой возможен ход, — { $piece-instrumental } с { $square }
   *[other] { $mover-count ->
        [one] нужно пойти первой тронутой фигурой, которой возможен ход, а из фигур на { $group-squares }, тронутых одновременно, ход возможен только { $piece-instrumental } с { $square }
       *[other] нужно пойти одной из фигур на { $mover-squares } — они тронуты одновременно, и это первые тронутые фигуры, которыми возможен ход
    }
}: { $moves }

# Variables:
#   $target (role), $target-square (square) — первая тронутая фигура, которую можно взять (из
#     фигур, тронутых одновременно, — первая названная из тех, которые можно).
#   $moves (moves) — возможные взятия этой фигуры вместе со взятиями других фигур, тронутых
#     одновременно с ней.
#   $order (keyword) — `unclear`: первые тронутые фигуры обоих цветов тронуты вместе, и какая
#     первая, неясно (считается, что свою игрок тронул раньше); `at-once`: первыми игрок тронул
#     одновременно несколько своих фигур или несколько фигур соперника; иначе `known`.
#   $own (role), $own-square (square) — первая тронутая фигура игрока.
#   $own-count (number), $own-squares (squares) — при `at-once`: сколько своих фигур игрок
#     тронул первыми (одновременно) и их поля (1 и пусто, если одну).
#   $first-target (role), $first-target-square (square) — первая тронутая фигура соперника;
#     взять её своей первой тронутой фигурой нельзя (обзоры 32e H-8, H-10, 33b H-7, H-8).
#   $first-target-count (number), $first-target-squares (squares) — то же для фигур соперника.
#   $group-count (number), $group-squares (squares) — сколько фигур тронуто одновременно с
#     названной и их поля (1 и пусто, если её тронули одну).
#   $mover-count (number), $mover-squares (squares) — те из них, которыми можно пойти (или
#     которые можно взять), и их поля (обзор 35a, K-14).
#   $own-stuck (keyword) — `yes`, когда первую тронутую фигуру игрока (или фигуры, тронутые
#     первыми одновременно) тронули раньше фигуры, которую нужно взять, и пойти ею нельзя
#     (обзор 36f); иначе `no`.
illegal-touched-both-colours-must-capture-first = { $order ->
    [unclear] Игрок тронул { $own-gender ->
        [feminine] свою
       *[masculine] своего
    } { $own-accusative } на { $own-square } и { $first-target-accusative } соперника на { $first-target-square }, и неясно, какую из этих фигур он тронул первой; в таком случае считается, что свою фигуру игрок тронул раньше фигуры соперника. Взять { $first-target-accusative } на { $first-target-square } { $own-instrumental } с { $own-square } нельзя
    [at-once] Игрок тронул фигуры обоих цветов, а { $own-count ->
        [one] его первая тронутая фигура ({ $own } на { $own-square }) не может взять
       *[other] ни одна из его первых тронутых фигур (на { $own-squares }, тронуты одновременно) не может взять
    } { $first-target-count ->
        [one] первую тронутую фигуру соперника ({ $first-target-accusative } на { $first-target-square })
       *[other] ни одной из первых тронутых фигур соперника (на { $first-target-squares }, тронуты одновременно)
    }
   *[known] Игрок тронул фигуры обоих цветов, а взять первую тронутую фигуру соперника ({ $first-target-accusative } на { $first-target-square }) своей первой тронутой фигурой ({ $own-instrumental } с { $own-square }) нельзя
}{ $own-stuck ->
    [yes] ; { $own-count ->
        [one] пойти { $own-gender ->
            [feminine] ею
           *[masculine] им
        } тоже нельзя
       *[other] пойти ни одной из первых тронутых фигур игрока тоже нельзя
    }
   *[no] {""}
}, поэтому { $group-count ->
    [one] нужно взять первую тронутую фигуру, которую можно взять, — { $target-accusative } соперника на { $target-square }
   *[other] { $mover-count ->
        [one] нужно взять первую тронутую фигуру, которую можно взять, а из фигур соперника на { $group-squares }, тронутых одновременно, взять можно только { $target-accusative } на { $target-square }
       *[other] нужно взять одну из фигур соперника на { $mover-squares } — они тронуты одновременно, и это первые тронутые фигуры, которые можно взять
    }
}: { $moves }

## Статья 4.4 — тронуты король и ладья; фигура превращения

# Variables:
#   $color (color) — игрок.
#   $side (keyword) — kingside или queenside: сторона тронутой ладьи.
#   $moves (moves) — рокировка.
illegal-touched-king-and-rook-must-castle = Игрок тронул короля и ладью, а рокировка в сторону этой ладьи возможна, поэтому он должен рокироваться: { $moves }

# Variables:
#   $color (color) — игрок.
#   $side (keyword) — сторона тронутой ладьи.
#   $piece (role), $square (square) — первая тронутая фигура, которой возможен ход.
#   $moves (moves) — её возможные ходы.
illegal-touched-rook-then-king-must-move = Игрок тронул сначала ладью, а затем короля, поэтому рокировка в сторону этой ладьи на этом ходу не разрешается, и ходить нужно первой тронутой фигурой, которой возможен ход, — { $piece-instrumental } с { $square }: { $moves }

# Variables:
#   $color (color) — игрок.
#   $side (keyword) — сторона тронутой ладьи.
#   $piece (role), $square (square) — ладья.
#   $moves (moves) — пусто: другого хода ни у одной из фигур нет.
illegal-touched-rook-then-king-no-castling = Игрок тронул сначала ладью, а затем короля, поэтому рокировка в сторону этой ладьи на этом ходу не разрешается

# Variables:
#   $color (color) — игрок.
#   $side (keyword) — kingside или queenside: задуманная рокировка.
#   $king (square) — поле короля.
#   $moves (moves) — возможные ходы короля.
illegal-touched-king-must-move = Игрок тронул короля и ладью, чтобы сделать { $side ->
    [kingside] короткую
   *[queenside] длинную
} рокировку, но она невозможна, поэтому он должен сделать другой ход королём: { $moves }

# Variables:
#   $square (square) — поле превращения.
#   $chosen (role) — фигура, первой коснувшаяся поля.
#   $played (role) — фигура, в которую превращается пешка по сделанному ходу.
illegal-promotion-piece-final = { $chosen-title } уже { $chosen-gender ->
    [feminine] коснулась
   *[other] коснулся
} поля превращения { $square }, поэтому выбор окончателен: пешка должна превратиться в { $chosen-accusative }, а не в { $played-accusative }

## Статья 4.7 — фигура отпущена на поле

# Variables:
#   $piece (role), $from (square) — отпущенная фигура и поле, откуда она пошла.
#   $to (square) — поле, на котором её отпустили.
#   $moves (moves) — сделанный ход.
illegal-released-piece-must-stay = Игрок перенёс { $piece-accusative } с { $from } на { $to } и отпустил { $piece-gender ->
    [feminine] её
   *[other] его
} — это возможный ход, поэтому ход сделан и переставить { $piece-accusative } на другое поле уже нельзя: { $moves }

# Variables:
#   $color (color) — игрок.
#   $side (keyword) — kingside или queenside.
#   $to (square) — поле, на котором отпущен король.
#   $moves (moves) — рокировка.
illegal-released-king-must-castle = Игрок отпустил короля на { $to }, делая { $side ->
    [kingside] короткую
   *[queenside] длинную
} рокировку, а такая рокировка возможна, поэтому никакой другой ход не разрешается: { $moves }

# Variables:
#   $color (color) — игрок.
#   $side (keyword) — kingside или queenside.
#   $to (square) — поле, на котором отпущен король.
#   $moves (moves) — возможные ходы короля.
illegal-released-king-must-move = Игрок отпустил короля на { $to }, чтобы сделать { $side ->
    [kingside] короткую
   *[queenside] длинную
} рокировку, но она невозможна, поэтому он должен сделать другой ход королём: { $moves }
