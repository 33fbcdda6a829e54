# Статья 7.5: что делает арбитр после завершённого невозможного хода (и приложение A.3).

## 7.5.1 — восстановление позиции, ход взамен невозможного

# Variables:
#   $fen (text) — позиция непосредственно перед невозможным ходом, в записи FEN.
after-illegal-reinstate = Восстанавливается позиция перед невозможным ходом: { $fen }

# Variables:
#   $color (color) — игрок, сделавший невозможный ход.
#   $square (square) — поле фигуры, которую тронул игрок.
#   $moves (moves) — возможные ходы этой фигуры, через «или».
after-illegal-replace-bound = Заменить его { $color ->
        [black] чёрные
       *[white] белые
    } должны ходом тронутой фигуры с { $square }: { $moves }

# Variables:
#   $color (color) — игрок, сделавший невозможный ход.
#   $square (square) — поле фигуры, которую тронул игрок.
after-illegal-replace-free = У фигуры на { $square } нет возможных ходов, поэтому { $color ->
        [black] чёрные
       *[white] белые
    } могут заменить невозможный ход любым возможным

## 7.5.5 — наказание

# Variables:
#   $count (number) — который по счёту это завершённый невозможный ход игрока.
#   $player (color) — игрок, сделавший его.
#   $opponent (color) — соперник.
#   $minutes (number) — сколько минут добавляют сопернику.
after-illegal-extra-time = Это { $count ->
        [1] первый
        [2] второй
       *[other] { $count }-й
    } завершённый невозможный ход { $player ->
        [black] чёрных
       *[white] белых
    }: { $opponent ->
        [black] чёрные получают
       *[white] белые получают
    } { $minutes ->
        [1] одну дополнительную минуту
        [2] две дополнительные минуты
        [one] { $minutes } дополнительную минуту
        [few] { $minutes } дополнительные минуты
       *[many] { $minutes } дополнительных минут
    }

# Variables:
#   $count (number), $player (color) — как выше.
#   $result (text) — результат: 1-0 или 0-1.
after-illegal-lost = Это { $count ->
        [1] первый
        [2] второй
        [3] третий
       *[other] { $count }-й
    } завершённый невозможный ход { $player ->
        [black] чёрных
       *[white] белых
    }: { $player ->
        [black] чёрным
       *[white] белым
    } засчитывается поражение, { $result }

# Variables:
#   $count (number), $player (color), $opponent (color) — как выше.
#   $reason (message) — почему соперник не может поставить мат (предложение `cannot-mate-…`).
#   $result (text) — результат: 1/2-1/2.
after-illegal-drawn = Это { $count ->
        [1] первый
        [2] второй
        [3] третий
       *[other] { $count }-й
    } завершённый невозможный ход { $player ->
        [black] чёрных
       *[white] белых
    }, за который засчитывается поражение, но { $opponent ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат никакой серией возможных ходов, поэтому партия заканчивается вничью: { $result }. { $reason }

# Variables:
#   $count (number), $player (color), $opponent (color) — как выше.
after-illegal-lost-unless = Это { $count ->
        [1] первый
        [2] второй
        [3] третий
       *[other] { $count }-й
    } завершённый невозможный ход { $player ->
        [black] чёрных
       *[white] белых
    }: { $player ->
        [black] чёрным
       *[white] белым
    } засчитывается поражение, если только арбитр не установит, что { $opponent ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат никакой серией возможных ходов (тогда ничья)
