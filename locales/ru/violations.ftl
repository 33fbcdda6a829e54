### Невозможные ходы: по сообщению на каждое нарушенное правило (какое сообщение какому
### нарушению соответствует, решает src/i18n/messages.rs). Каждое сообщение — одно
### предложение с фигурами и полями, без точки в конце: объяснение само добавляет в
### скобках ссылку на статью (`cited-sentence` и `cite-article`, explain.ftl).
###
### Аргументы: фигура, например `$piece`, приходит во всех падежах (`$piece-genitive`,
### `$piece-dative`, `$piece-accusative`, `$piece-instrumental`, `$piece-prepositional`),
### с родом (`$piece-gender`: `masculine`/`feminine` — для согласования), с заглавной
### буквы (`$piece-title`) и как роль (`$piece-role`: `pawn`, `knight`… — для выбора по
### фигуре). Цвет — `white`/`black`, сторона рокировки — `kingside`/`queenside`, поля —
### `e4`, списки полей уже соединены («b1 и f3»).

## Статья 1.2 — игроки ходят по очереди, каждый своими фигурами

# Variables:
#   $piece (role) — фигура на поле, с которого делается ход.
#   $piece-color (color) — её цвет (цвет соперника).
#   $square (square) — поле, с которого делается ход.
#   $turn (color) — сторона, очередь которой ходить.
illegal-move-out-of-turn = Сейчас ход { $turn ->
        [black] чёрных
       *[white] белых
    }, а { $piece } на { $square } принадлежит { $piece-color ->
        [black] чёрным
       *[white] белым
    }

## Статья 3.1 — нельзя ходить на поле, занятое своей фигурой

# Variables:
#   $piece (role) — фигура.
#   $square (square) — её поле, записанное и как поле, с которого она ходит, и как поле, на которое.
illegal-move-to-same-square = { $piece-title } на { $square } не может пойти на { $square }: ход — это перенос фигуры на другое поле, а на { $square } { $piece } уже стоит

# Variables:
#   $piece (role) — фигура, которая ходит.
#   $from (square) — поле, с которого она ходит.
#   $to (square) — поле, на которое она ходит.
#   $occupant (role) — фигура того же цвета, стоящая на $to.
illegal-own-piece-on-target-square = { $piece-title } на { $from } не может пойти на { $to }: { reason-own-piece-on-target-square }

# Одна причина (после двоеточия в `illegal-own-piece-on-target-square`, а также в
# `illegal-no-piece-can-make-move-one-reason`, когда так не может ни одна фигура).
# Variables:
#   $occupant (role) — фигура, стоящая на этом поле.
reason-own-piece-on-target-square = это поле занято { $occupant-instrumental } того же цвета

## Статьи 3.2–3.4 — слон, ладья и ферзь

# Variables:
#   $piece (role) — слон.
#   $from (square) — его поле.
#   $to (square) — поле, на которое он так пойти не может.
illegal-bishop-move-pattern = { $piece-title } на { $from } не может пойти на { $to }: { reason-bishop-move-pattern }

# Одна причина (после двоеточия в `illegal-bishop-move-pattern`, а также в
# `illegal-no-piece-can-make-move-one-reason`, когда так не может ни одна фигура).
reason-bishop-move-pattern = слон ходит только по диагонали

# Variables:
#   $piece (role) — ладья.
#   $from (square) — её поле.
#   $to (square) — поле, на которое она так пойти не может.
illegal-rook-move-pattern = { $piece-title } на { $from } не может пойти на { $to }: { reason-rook-move-pattern }

# Одна причина (после двоеточия в `illegal-rook-move-pattern`, а также в
# `illegal-no-piece-can-make-move-one-reason`, когда так не может ни одна фигура).
reason-rook-move-pattern = ладья ходит только по своей вертикали или горизонтали

# Variables:
#   $piece (role) — ферзь.
#   $from (square) — его поле.
#   $to (square) — поле, на которое он так пойти не может.
illegal-queen-move-pattern = { $piece-title } на { $from } не может пойти на { $to }: { reason-queen-move-pattern }

# Одна причина (после двоеточия в `illegal-queen-move-pattern`, а также в
# `illegal-no-piece-can-make-move-one-reason`, когда так не может ни одна фигура).
reason-queen-move-pattern = ферзь ходит только по вертикали, горизонтали или диагонали

## Статья 3.5 — слон, ладья и ферзь не перепрыгивают через фигуры

# Variables:
#   $piece (role) — слон, ладья или ферзь, который ходит.
#   $from (square) — его поле.
#   $to (square) — поле, на которое он идёт.
#   $blocker (role) — первая фигура на пути.
#   $blocker-square (square) — поле, на котором она стоит.
#   $blocker-side (keyword) — `own` (своя фигура) или `opponent` (фигура соперника).
illegal-piece-in-the-way = Путь { $piece-dative } с { $from } на { $to } преграждает { $blocker-side ->
        [own] { $blocker-gender ->
            [feminine] своя
           *[masculine] свой
        } { $blocker }
       *[opponent] { $blocker } соперника
    } на { $blocker-square }, а перепрыгивать через фигуры { $piece } не может

# Путь каждой из нескольких фигур, названных записью, преграждает своя фигура (статьи 3.10.2 и
# 3.5, обзор 32f G-2): первая часть называет фигуру, остальные — только её поле.
# Variables:
#   $piece (role) — слон, ладья или ферзь.
#   $from (square) — его поле.
#   $blocker (role), $blocker-square (square) — первая фигура на пути и её поле.
#   $blocker-side (keyword) — `own` или `opponent`.
reason-path-blocked-first = путь { $piece-dative } с { $from } преграждает { $blocker-side ->
        [own] { $blocker-gender ->
            [feminine] своя
           *[masculine] свой
        } { $blocker }
       *[opponent] { $blocker } соперника
    } на { $blocker-square }

# Variables: как у `reason-path-blocked-first`.
reason-path-blocked-next = с { $from } — { $blocker-side ->
        [own] { $blocker-gender ->
            [feminine] своя
           *[masculine] свой
        } { $blocker }
       *[opponent] { $blocker } соперника
    } на { $blocker-square }

# Variables:
#   $piece (role) — слон, ладья или ферзь.
#   $paths (message) — части `reason-path-blocked-first` и `reason-path-blocked-next`.
reason-paths-blocked = { $paths }, а перепрыгивать через фигуры { $piece } не может

## Статья 3.6 — конь

# Variables:
#   $piece (role) — конь.
#   $from (square) — его поле.
#   $to (square) — поле, на которое он так пойти не может.
illegal-knight-move-pattern = { $piece-title } на { $from } не может пойти на { $to }: { reason-knight-move-pattern }

# Одна причина (после двоеточия в `illegal-knight-move-pattern`, а также в
# `illegal-no-piece-can-make-move-one-reason`, когда так не может ни одна фигура).
reason-knight-move-pattern = конь ходит только на одно из ближайших к нему полей, не лежащих с ним на одной горизонтали, вертикали или диагонали

## Статья 3.7 — пешка

# Variables:
#   $piece (role) — пешка.
#   $from (square) — её поле.
#   $to (square) — поле, на которое она так пойти не может.
illegal-pawn-move-pattern = { $piece-title } на { $from } не может пойти на { $to }: пешка ходит только вперёд по вертикали на одно поле или, с начального поля, на два, а бьёт по диагонали вперёд

## Статья 3.7.1 — вперёд пешка ходит только на свободное поле

# Variables:
#   $from (square) — поле пешки.
#   $to (square) — поле перед ней.
#   $occupant (role) — фигура соперника, стоящая на $to.
illegal-pawn-forward-square-occupied = Пешка на { $from } не может пойти на { $to }: это поле занято { $occupant-instrumental }, а пешка бьёт только по диагонали

## Статья 3.7.2 — ход пешки на два поля

# Variables:
#   $from (square) — поле пешки (не начальное).
#   $to (square) — поле через одно впереди.
illegal-pawn-double-step-not-first-move = Пешка на { $from } не может пойти на { $to }: на два поля пешка может продвинуться только своим первым ходом, с начального поля

# Variables:
#   $from (square) — начальное поле пешки.
#   $to (square) — поле через одно впереди.
#   $blocker (role) — фигура на одном из двух полей.
#   $blocker-square (square) — поле, на котором она стоит.
#   $blocker-side (keyword) — `own` (своя фигура) или `opponent` (фигура соперника).
illegal-pawn-double-step-blocked = Пешка на { $from } не может пойти на { $to }: при ходе на два поля оба поля перед пешкой должны быть свободны, а на { $blocker-square } стоит { $blocker-side ->
        [own] { $blocker-gender ->
            [feminine] своя
           *[masculine] свой
        } { $blocker }
       *[opponent] { $blocker } соперника
    }

## Статья 3.7.3 — по диагонали пешка ходит только со взятием

# Variables:
#   $from (square) — поле пешки.
#   $to (square) — пустое поле по диагонали перед ней.
illegal-pawn-diagonal-without-capture = Пешка на { $from } не может пойти на { $to }: по диагонали пешка ходит только со взятием, а на { $to } нет фигуры соперника

## Статья 3.7.3.2 — взятие на проходе возможно только сразу

# Variables:
#   $from (square) — поле берущей пешки.
#   $to (square) — поле, на которое она пошла бы.
#   $victim-square (square) — поле стоящей рядом пешки соперника.
illegal-en-passant-not-immediately = Пешка на { $from } не может взять на проходе пешку на { $victim-square } ходом на { $to }: взятие на проходе возможно только ходом, непосредственно следующим за продвижением пешки соперника на два поля

## Статья 3.7.3.1 — на проходе берут только пешку, продвинувшуюся на два поля

# Партия показывает, что пешка соперника только что пришла на одно поле (обзор 32e, H-9).
# Variables:
#   $from (square) — поле берущей пешки.
#   $to (square) — поле, на которое она пошла бы: с него пришла пешка соперника.
#   $victim-square (square) — поле стоящей рядом пешки соперника.
#   $start (square) — поле, с которого та продвинулась бы на два поля.
illegal-en-passant-not-after-two-squares = Пешка на { $from } не может взять на проходе пешку на { $victim-square } ходом на { $to }: эта пешка пришла на { $victim-square } с { $to }, а не продвинулась на два поля с { $start }

## Статья 3.7.3.3 — превращение

# Variables:
#   $from (square) — поле пешки.
#   $to (square) — поле на последней горизонтали.
illegal-promotion-piece-required = Пешка, идущая с { $from } на { $to }, должна превратиться в ферзя, ладью, слона или коня, но не указано, в какую фигуру она превращается

# Variables:
#   $from (square) — поле пешки.
#   $to (square) — поле на последней горизонтали.
#   $promotion (role) — названная фигура: король или пешка.
illegal-promotion-piece-invalid = Пешка, идущая с { $from } на { $to }, не может превратиться в { $promotion-accusative }: выбрать можно только ферзя, ладью, слона или коня

# Variables:
#   $piece (role) — фигура, которая ходит (пешка, не доходящая до последней горизонтали, или другая фигура).
#   $from (square) — её поле.
#   $to (square) — поле, на которое она идёт.
#   $promotion (role) — названная фигура.
illegal-promotion-only-on-last-rank = { $piece-title }, { $piece-gender ->
        [feminine] идущая
       *[masculine] идущий
    } с { $from } на { $to }, не может превратиться в { $promotion-accusative }: { $piece-role ->
        [pawn] превращение возможно только на последней горизонтали
       *[other] превращается только пешка, дошедшая до последней горизонтали
    }

## Статья 3.8.1 — король

# Variables:
#   $piece (role) — король.
#   $from (square) — его поле.
#   $to (square) — поле, на которое он так пойти не может.
illegal-king-move-pattern = { $piece-title } на { $from } не может пойти на { $to }: король, кроме как при рокировке, ходит только на соседнее поле

## Статья 3.8.2.1 — право на рокировку утрачено

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
illegal-castling-right-lost = { $color ->
        [black] Чёрные
       *[white] Белые
    } утратили право на { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: король или ладья уже ходили, хотя сейчас оба стоят на своих начальных полях

## Статья 3.8.2.1.1 — король уже ходил

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $king (square) — поле, на котором стоит её король вместо начального.
illegal-castling-king-has-moved = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: король стоит на { $king }, а не на начальном поле, — значит, он уже ходил

## Статьи 3.8.2.1.1–2 — по записи партии видно, что король или ладья уже ходили

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $piece (role) — король или ладья, которые уже ходили.
#   $square (square) — их начальное поле, где они снова стоят.
#   $move-number (number) — номер хода, на котором фигура впервые пошла.
illegal-castling-piece-moved-earlier = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: { $piece } ещё на { $move-number }-м ходу { $piece-gender ->
        [feminine] покинула
       *[other] покинул
    } поле { $square }, а { $piece-role ->
        [king] право на рокировку утрачивается, если король уже ходил
       *[other] право на рокировку с ладьёй, которая уже ходила, утрачивается
    }

## Статья 3.8.2.1.2 — ладья уже ходила

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $rook-square (square) — начальное поле ладьи, теперь пустое.
illegal-castling-rook-has-moved = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: на { $rook-square } нет ладьи — значит, она уже ходила или была взята

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $rook-square (square) — начальное поле ладьи.
#   $occupant (role) — фигура, стоящая там вместо неё.
#   $occupant-color (color) — цвет этой фигуры.
illegal-castling-rook-replaced = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: { $occupant-role ->
        [rook] на { $rook-square } стоит ладья { $occupant-color ->
            [black] чёрных
           *[white] белых
        } — значит, ладья { $color ->
            [black] чёрных
           *[white] белых
        } уже ходила или была взята
       *[other] на { $rook-square } вместо ладьи стоит { $occupant } { $occupant-color ->
            [black] чёрных
           *[white] белых
        } — значит, ладья уже ходила или была взята
    }

## Статья 3.8.2.2.1 — нельзя рокироваться из-под шаха, через битое поле и под шах

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $king (square) — поле короля.
#   $checkers-count (number) — сколько фигур объявляют шах.
#   $checker (role) — первая из них.
#   $checker-square (square) — поле, на котором она стоит.
#   $second (role) — при двойном шахе вторая фигура, объявляющая шах.
#   $second-square (square) — поле, на котором она стоит.
illegal-castling-out-of-check = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: король на { $king } { $checkers-count ->
        [1] { $checker-role ->
            [king] стоит рядом с королём соперника на { $checker-square }
           *[other] под шахом { $checker-genitive } на { $checker-square }
        }
        [2] под шахом { $checker-genitive } на { $checker-square } и { $second-genitive } на { $second-square }
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
    }

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $square (square) — поле, которое король должен пересечь.
#   $attacker (role) — фигура соперника, которая его атакует.
#   $attacker-square (square) — поле, на котором она стоит.
illegal-castling-across-attacked-square = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: { $attacker-role ->
        [king] король пересёк бы поле { $square }, соседнее с королём соперника на { $attacker-square }
       *[other] король пересёк бы поле { $square }, атакованное { $attacker-instrumental } на { $attacker-square }
    }

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $square (square) — поле, на которое должен встать король.
#   $attacker (role) — фигура соперника, которая его атакует.
#   $attacker-square (square) — поле, на котором она стоит.
illegal-castling-into-check = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: { $attacker-role ->
        [king] на { $square } король оказался бы рядом с королём соперника на { $attacker-square }, а короли не могут стоять рядом
       *[other] на { $square } король оказался бы под шахом { $attacker-genitive } на { $attacker-square }
    }

## Статья 3.8.2.2.2 — между королём и ладьёй не должно быть фигур

# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` (короткая) или `queenside` (длинная).
#   $blocker (role) — фигура между ними, ближайшая к королю.
#   $blocker-square (square) — поле, на котором она стоит.
#   $blocker-side (keyword) — `own` (своя фигура) или `opponent` (фигура соперника).
illegal-castling-piece-between = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: между королём и ладьёй, на { $blocker-square }, стоит { $blocker-side ->
        [own] { $blocker-gender ->
            [feminine] своя
           *[masculine] свой
        } { $blocker }
       *[opponent] { $blocker } соперника
    }

# Рокировка, когда между королём и ладьёй несколько фигур: названы все (обзор 35a, K-17).
# Variables:
#   $color (color) — сторона, которая хочет рокироваться.
#   $side (castling side) — `kingside` или `queenside`.
#   $pieces (message) — фигуры между ними, от короля (`reason-piece-between` через запятую и «и»).
illegal-castling-pieces-between = { $color ->
        [black] Чёрные
       *[white] Белые
    } не могут сделать { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку: между королём и ладьёй стоят { $pieces }

# Variables:
#   $piece (role), $square (square) — фигура и её поле.
#   $side-of (keyword) — `own` (своя) или `opponent` (соперника).
reason-piece-between = { $side-of ->
        [own] { $piece-gender ->
            [feminine] своя
           *[masculine] свой
        } { $piece }
       *[opponent] { $piece } соперника
    } на { $square }

## Статья 3.9.2 — нельзя оставлять своего короля под шахом или подставлять его под шах

# Variables:
#   $from (square) — поле короля.
#   $to (square) — поле, на которое он пошёл бы.
#   $attacker (role) — фигура соперника, которая объявила бы там шах; `$attacker-role`
#     выделяет короля соперника: рядом с ним королю вставать нельзя.
#   $attacker-square (square) — поле, на котором она стоит.
illegal-king-moved-into-check = Король на { $from } не может пойти на { $to }: { $attacker-role ->
        [king] там он оказался бы рядом с королём соперника на { $attacker-square }, а короли не могут стоять рядом
       *[other] там он оказался бы под шахом { $attacker-genitive } на { $attacker-square }
    }

# Variables:
#   $piece (role) — связанная фигура.
#   $from (square) — её поле.
#   $to (square) — поле, на которое она пошла бы.
#   $king (square) — поле её короля.
#   $attacker (role) — фигура соперника, которая её связывает.
#   $attacker-square (square) — поле, на котором та стоит.
illegal-king-exposed-to-check = { $piece-title } на { $from } не может { $piece-role ->
        [knight] ходить: он связан — любой его ход
       *[other] пойти на { $to }: { $piece-gender ->
            [feminine] она связана
           *[masculine] он связан
        } — этот ход
    } подставил бы короля на { $king } под шах { $attacker-genitive } на { $attacker-square }

# Variables:
#   $from (square) — поле берущей пешки.
#   $to (square) — поле, на которое она пошла бы.
#   $victim-square (square) — поле пешки, которую она взяла бы.
#   $king (square) — поле её короля.
#   $attacker (role) — фигура соперника, которая объявила бы шах.
#   $attacker-square (square) — поле, на котором та стоит.
illegal-en-passant-exposes-king = Пешка на { $from } не может взять на проходе пешку на { $victim-square } ходом на { $to }: это взятие подставило бы короля на { $king } под шах { $attacker-genitive } на { $attacker-square }

# Variables:
#   $piece (role) — фигура, которая ходит (не король).
#   $from (square) — её поле.
#   $to (square) — поле, на которое она пошла бы.
#   $king (square) — поле её короля.
#   $checkers-count (number) — сколько фигур объявляли бы шах и после хода.
#   $checker (role) — первая из них.
#   $checker-square (square) — поле, на котором она стоит.
#   $second (role) — при двойном шахе вторая фигура, объявляющая шах.
#   $second-square (square) — поле, на котором она стоит.
illegal-king-left-in-check = { $piece-title } на { $from } не может пойти на { $to }: король на { $king } остался бы под шахом { $checkers-count ->
        [1] { $checker-genitive } на { $checker-square }
        [2] { $checker-genitive } на { $checker-square } и { $second-genitive } на { $second-square }
       *[other] сразу { $checkers-count ->
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
    }

## Статья 3.10.2 — невозможный ход

# Variables:
#   $square (square) — пустое поле, с которого сделан ход.
illegal-no-piece-on-square = На поле { $square } нет фигуры, которой можно было бы сделать ход

# Variables:
#   $piece (role) — фигура, названная в записи (пешка, если не названа никакая).
#   $to (square) — поле, указанное в записи.
#   $where (keyword) — `file`, `rank` или `square`, если запись указывает, где стоит
#     фигура (ход пешки вперёд — её вертикаль), иначе `none`.
#   $file (text), $rank (number), $from (square) — эта вертикаль, горизонталь или поле.
illegal-no-such-piece = У { $color ->
        [black] чёрных
       *[white] белых
    }{ $where ->
        [file] {" "}на вертикали «{ $file }»
        [rank] {" "}на { $rank }-й горизонтали
        [square] {" "}на { $from }
       *[none] {""}
    } нет { $piece-genitive }, { $piece-gender ->
        [feminine] которая могла
       *[masculine] который мог
    } бы пойти на { $to }

# Variables:
#   $piece (role) — фигура, названная в записи (пешка, если не названа никакая).
#   $to (square) — поле, указанное в записи.
#   $count (number) — сколько таких фигур (не меньше двух).
#   $squares (list of squares) — их поля.
illegal-no-piece-can-make-move = { $piece-gender ->
        [feminine] Ни одна
       *[masculine] Ни один
    } из { $count ->
        [2] двух
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
        [9] девяти
        [10] десяти
       *[other] { $count }
    } { $piece-role ->
        [pawn] пешек
        [knight] коней
        [bishop] слонов
        [rook] ладей
        [queen] ферзей
       *[king] королей
    } (на { $squares }) не может пойти на { $to }

# То же, когда все они не могут сделать ход по одной и той же причине: она названа один раз.
# Variables:
#   $piece (role) — фигура, названная в записи (пешка, если не названа никакая).
#   $to (square) — поле, указанное в записи.
#   $count (number) — сколько таких фигур (не меньше двух).
#   $squares (list of squares) — их поля.
#   $reason (message) — общая для них причина (`reason-knight-move-pattern`…).
illegal-no-piece-can-make-move-one-reason = { $piece-gender ->
        [feminine] Ни одна
       *[masculine] Ни один
    } из { $count ->
        [2] двух
        [3] трёх
        [4] четырёх
        [5] пяти
        [6] шести
        [7] семи
        [8] восьми
        [9] девяти
        [10] десяти
       *[other] { $count }
    } { $piece-role ->
        [pawn] пешек
        [knight] коней
        [bishop] слонов
        [rook] ладей
        [queen] ферзей
       *[king] королей
    } (на { $squares }) не может пойти на { $to }: { $reason }

## Приложение C.10 — запись должна показывать, какая из двух одинаковых фигур ходит

# Variables:
#   $piece (role) — фигура, названная в записи.
#   $to (square) — поле, на которое она идёт.
#   $count (number) — сколько таких фигур могут сделать этот ход (не меньше двух).
#   $squares (list of squares) — их поля.
illegal-ambiguous-notation = На { $to } могут пойти { $count ->
        [2] { $piece-gender ->
            [feminine] обе
           *[masculine] оба
        } { $piece-genitive }
        [3] три { $piece-genitive }
        [4] четыре { $piece-genitive }
        [one] { $count } { $piece }
        [few] { $count } { $piece-genitive }
       *[other] { $count ->
            [5] пять
            [6] шесть
            [7] семь
            [8] восемь
            [9] девять
            [10] десять
           *[other] { $count }
        } { $piece-role ->
            [pawn] пешек
            [knight] коней
            [bishop] слонов
            [rook] ладей
            [queen] ферзей
           *[king] королей
        }
    } (с { $squares }), поэтому в записи хода нужно указать, о { $piece-gender ->
        [feminine] какой
       *[masculine] каком
    } { $piece-prepositional } идёт речь
