# Сессия арбитра (`arbiter session`): партия, прослеженная событие за событием. Решения,
# которые говорят другие команды (7.5, 9.5, окончания, требования ничьей), берутся из их
# собственных сообщений.

## Сделанный ход и ход, который не делается

# Variables:
#   $move (text) — ход с номером, как на бланке, буквами читателя.
session-played = Сделан ход { $move }

## После хода: конец партии на доске и ничья, которую теперь может потребовать игрок,
## имеющий ход (то же, что в строках `replay`, но о настоящем моменте, а не о полуходе)

# Variables:
#   $winner (color) — кто поставил мат.
session-ending-checkmate = Мат: { $winner ->
        [white] белые выиграли
       *[black] чёрные выиграли
    }

session-ending-stalemate = Пат: партия закончилась вничью

session-ending-dead-position = Мёртвая позиция — ни один из игроков не может поставить мат никакой серией возможных ходов: партия закончилась вничью

# Variables:
#   $times (number) — сколько раз возникла позиция.
session-ending-fivefold = Одна и та же позиция возникла { $times ->
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
    }: партия закончилась вничью

session-ending-seventy-five = Последние семьдесят пять ходов каждого игрока сделаны без хода пешкой и без взятия: партия закончилась вничью

# Variables:
#   $player (color) — игрок, имеющий ход: он может потребовать ничью.
#   $times (number) — сколько раз возникла позиция.
session-claim-threefold = Теперь { $player ->
        [white] белые
       *[black] чёрные
    } могут потребовать ничью: одна и та же позиция возникла { $times ->
        [3] в третий раз
        [4] в четвёртый раз
        [5] в пятый раз
        [6] в шестой раз
        [7] в седьмой раз
        [8] в восьмой раз
        [9] в девятый раз
        [10] в десятый раз
       *[other] в { $times }-й раз
    }

# Variables:
#   $player (color) — игрок, имеющий ход: он может потребовать ничью.
#   $times (number) — сколько раз возникнет позиция.
#   $move (text) — ход, который нужно записать и объявить.
session-claim-threefold-about-to = Теперь { $player ->
        [white] белые
       *[black] чёрные
    } могут потребовать ничью, записав ход { $move } на бланке и заявив арбитру о своём намерении сделать этот ход: после этого хода одна и та же позиция возникнет { $times ->
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
#   $player (color) — игрок, имеющий ход: он может потребовать ничью.
session-claim-fifty = Теперь { $player ->
        [white] белые
       *[black] чёрные
    } могут потребовать ничью: последние пятьдесят ходов каждого игрока сделаны без хода пешкой и без взятия

# Variables:
#   $player (color) — игрок, имеющий ход: он может потребовать ничью.
#   $move (text) — один из таких ходов, для примера.
session-claim-fifty-about-to = Теперь { $player ->
        [white] белые
       *[black] чёрные
    } могут потребовать ничью, записав на бланке ход, который не будет ни ходом пешкой, ни взятием (например, { $move }), и заявив арбитру о своём намерении сделать этот ход: после него последние пятьдесят ходов каждого игрока окажутся сделанными без хода пешкой и без взятия

# Variables:
#   $color (color) — игрок, чья очередь ходить.
session-touch-refused = Ход не засчитывается: нарушение правила «взялся — ходи» не считается завершённым невозможным ходом, и { $color ->
        [black] чёрные
       *[white] белые
    } по-прежнему должны пойти так, как требует это правило

# Variables:
#   $color (color) — игрок, который потребовал ничью, записав ход на бланке.
session-written-refused = Ход не засчитывается: требуя ничью, { $color ->
        [black] чёрные
       *[white] белые
    } записали на бланке другой ход
session-written-claim-refused = Новое требование не рассматривается, пока не сделан ход, записанный на бланке

## 7.5.2–7.5.4 — нарушения, наказываемые как невозможный ход

# Variables:
#   $color (color) — игрок.
#   $square (square) — поле на последней горизонтали, где оставлена пешка.
session-unpromoted-queen = { $color ->
        [black] Чёрные
       *[white] Белые
    } оставили пешку на { $square }, не заменив её новой фигурой: это завершённый невозможный ход, и пешку заменяют { $color ->
        [black] чёрным
       *[white] белым
    } ферзём

# Variables:
#   $color (color) — игрок.
#   $square (square) — поле на последней горизонтали, где оставлена пешка.
session-unpromoted = { $color ->
        [black] Чёрные
       *[white] Белые
    } оставили пешку на { $square }, не заменив её новой фигурой: это завершённый невозможный ход

# Variables:
#   $color (color) — игрок, чья очередь ходить.
session-clock = { $color ->
        [black] Чёрные
       *[white] Белые
    } нажали на часы, не сделав хода: это наказывается как невозможный ход, и ход по-прежнему за { $color ->
        [black] чёрными
       *[white] белыми
    }

# Variables:
#   $color (color) — игрок.
#   $move (moves) — ход.
session-two-hands = { $color ->
        [black] Чёрные
       *[white] Белые
    } сделали ход { $move } двумя руками: это наказывается как невозможный ход

# Variables:
#   $edition (text) — год редакции.
#   $color (color) — игрок, нажавший на часы: ход по-прежнему за ним.
session-clock-not-illegal = В редакции { $edition } года нажатие на часы без хода не считается невозможным ходом: наказания, как за невозможный ход, нет, и ход по-прежнему за { $color ->
        [black] чёрными
       *[white] белыми
    }

# Variables:
#   $edition (text) — год редакции.
session-two-hands-stands = В редакции { $edition } года ход, сделанный двумя руками, не считается невозможным ходом: ход остаётся в силе

## 6.9 — падение флажка; 5.1.2 — сдача партии

# Variables:
#   $player (color) — у кого упал флажок.
#   $opponent (color) — соперник.
#   $result (text) — результат: 1-0 или 0-1.
session-flag-lost = У { $player ->
        [black] чёрных
       *[white] белых
    } упал флажок: { $player ->
        [black] чёрным
       *[white] белым
    } засчитывается поражение, результат — { $result }

# Variables:
#   $player (color), $opponent (color) — как выше.
# Предложение с доказательством ничьей (причина `cannot-mate-…`) идёт после ссылки на статью
# и в это сообщение не входит (review 21a, D-6).
#   $result (text) — результат: 1/2-1/2.
session-flag-drawn = У { $player ->
        [black] чёрных
       *[white] белых
    } упал флажок, но { $opponent ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат никакой серией возможных ходов, поэтому партия заканчивается вничью, результат — { $result }

# Variables:
#   $player (color), $opponent (color) — как выше.
session-flag-lost-unless = У { $player ->
        [black] чёрных
       *[white] белых
    } упал флажок: { $player ->
        [black] чёрным
       *[white] белым
    } засчитывается поражение, если только арбитр не установит, что { $opponent ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат никакой серией возможных ходов (программе не удалось это установить)

# Variables:
#   $player (color) — кто сдаётся.
#   $opponent (color) — соперник.
#   $result (text) — результат: 1-0 или 0-1.
session-resign-lost = { $player ->
        [black] Чёрные сдались
       *[white] Белые сдались
    }: { $opponent ->
        [black] чёрные выиграли
       *[white] белые выиграли
    }, результат — { $result }

# Variables:
#   $player (color), $opponent (color) — как выше.
# Предложение с доказательством ничьей (причина `cannot-mate-…`) идёт после ссылки на статью
# и в это сообщение не входит (review 21a, D-6).
#   $result (text) — результат: 1/2-1/2.
session-resign-drawn = { $player ->
        [black] Чёрные сдались
       *[white] Белые сдались
    }, но { $opponent ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат никакой серией возможных ходов, поэтому партия заканчивается вничью, результат — { $result }

# Variables:
#   $player (color), $opponent (color) — как выше.
session-resign-lost-unless = { $player ->
        [black] Чёрные сдались
       *[white] Белые сдались
    }: { $player ->
        [black] чёрным
       *[white] белым
    } засчитывается поражение, если только арбитр не установит, что { $opponent ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат никакой серией возможных ходов (программе не удалось это установить)

## После окончания партии и положение в партии

# Что закончило партию и чьё это было действие — часть сообщений `session-game-over` и
# `session-status-over…` (review G-7, G-8: «после хода 2. Кf3» без того, кто нарушил
# правила, читается так, будто невозможным был сам ход 2. Кf3).
# Variables:
#   $ending (keyword) — на доске: `checkmate`, `stalemate`, `dead-position`,
#     `fivefold-repetition`, `seventy-five-moves`; действием игрока $side: `illegal-move`,
#     `flag`, `resignation`, `claim` (обоснованное требование ничьей).
#   $side (color) — кто сделал невозможный ход, у кого упал флажок, кто сдался или
#     потребовал ничью; при мате — кому поставлен мат.
#   $times (number) — при `fivefold-repetition`: сколько раз возникла позиция.
#   $count (number) — при `illegal-move`: который по счёту это завершённый невозможный ход.
session-over-act = { $ending ->
        [checkmate] мат { $side ->
            [black] чёрным
           *[white] белым
        }
        [stalemate] пат
        [dead-position] мёртвая позиция
        [fivefold-repetition] одна и та же позиция возникла { $times ->
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
        [seventy-five-moves] последние семьдесят пять ходов каждого игрока сделаны без хода пешкой и без взятия
        [illegal-move] { $side ->
            [black] чёрные
           *[white] белые
        } сделали { $count ->
            [1] первый
            [2] второй
            [3] третий
           *[other] { $count }-й
        } завершённый невозможный ход
        [flag] у { $side ->
            [black] чёрных
           *[white] белых
        } упал флажок
        [resignation] { $side ->
            [black] чёрные
           *[white] белые
        } сдались
       *[claim] { $side ->
            [black] чёрные
           *[white] белые
        } обоснованно потребовали ничью
    }

# Variables:
#   $result (text) — результат: 1-0, 0-1 или 1/2-1/2.
#   $ply (number) — сколько полуходов было сделано, когда партия окончилась.
#   $how (keyword) — `by-move` (партию закончил на доске ход $move, $act — чем: мат, пат…), `after-move` (она
#     окончилась после хода $move действием $act: невозможный ход, флажок, сдача, требование
#     ничьей), `start` (окончилась на доске уже в исходной позиции сессии), `before-first-move`
#     (окончилась действием $act до первого хода сессии: флажок, сдача, требование), `before-first-legal-move`
#     (невозможным ходом $act, когда возможных ходов в сессии ещё не было), `ply` (ход неизвестен).
#   $move (text) — ход этого полухода с номером, буквами читателя.
#   $act (message) — что закончило партию (`session-over-act`).
#   $citation (text) — статья, по которой партия окончилась (`cite-article`).
session-game-over = Партия { $how ->
        [start] окончилась ещё до первого хода в этой сессии — уже в исходной позиции: { $act }
        [before-first-move] окончена до первого хода в этой сессии: { $act }
        [before-first-legal-move] окончена, когда в этой сессии ещё не было сделано ни одного возможного хода: { $act }
        [by-move] уже окончена ходом { $move }: { $act }
        [after-move] уже окончена: после хода { $move } { $act }
       *[ply] уже окончена после { $ply }-го полухода: { $act }
    } ({ $citation }), результат — { $result }; после окончания партии события в ней не учитываются

# Variables:
#   $ply, $how, $move, $act, $citation — как выше.
session-game-over-undecided = Партия { $how ->
        [start] окончилась ещё до первого хода в этой сессии — уже в исходной позиции: { $act }
        [before-first-move] окончена до первого хода в этой сессии: { $act }
        [before-first-legal-move] окончена, когда в этой сессии ещё не было сделано ни одного возможного хода: { $act }
        [by-move] уже окончена ходом { $move }: { $act }
        [after-move] уже окончена: после хода { $move } { $act }
       *[ply] уже окончена после { $ply }-го полухода: { $act }
    } ({ $citation }), её результат определяет арбитр; после окончания партии события в ней не учитываются

# Variables:
#   $result (text) — результат.
#   $ply, $how, $move, $act, $citation — как в `session-game-over`.
session-status-over = Партия { $how ->
        [start] окончилась ещё до первого хода в этой сессии — уже в исходной позиции: { $act }
        [before-first-move] окончена до первого хода в этой сессии: { $act }
        [before-first-legal-move] окончена, когда в этой сессии ещё не было сделано ни одного возможного хода: { $act }
        [by-move] окончена ходом { $move }: { $act }
        [after-move] окончена: после хода { $move } { $act }
       *[ply] окончена после { $ply }-го полухода: { $act }
    } ({ $citation }), результат — { $result }

# Variables:
#   $ply, $how, $move, $act, $citation — как в `session-game-over`.
session-status-over-undecided = Партия { $how ->
        [start] окончилась ещё до первого хода в этой сессии — уже в исходной позиции: { $act }
        [before-first-move] окончена до первого хода в этой сессии: { $act }
        [before-first-legal-move] окончена, когда в этой сессии ещё не было сделано ни одного возможного хода: { $act }
        [by-move] окончена ходом { $move }: { $act }
        [after-move] окончена: после хода { $move } { $act }
       *[ply] окончена после { $ply }-го полухода: { $act }
    } ({ $citation }); её результат определяет арбитр

# Variables:
#   $ply (number) — сколько сделано полуходов.
#   $color (color) — игрок, чья очередь ходить.
session-status-turn = Сделано полуходов: { $ply }; ход { $color ->
        [black] чёрных
       *[white] белых
    }

# Variables:
#   $white (number), $black (number) — завершённые невозможные ходы каждого игрока.
session-status-illegal = Завершённых невозможных ходов: у белых { $white }, у чёрных { $black }

# Variables:
#   $white (number), $black (number) — сколько минут добавлено на часы каждого игрока.
session-status-minutes = Добавлено минут на часы: белым { $white }, чёрным { $black }

# Variables:
#   $color (color) — игрок, чья очередь ходить.
#   $squares (squares) — поля тронутых фигур.
#   $single (keyword) — `yes`, если тронута одна своя фигура, `opponent`, если одна фигура
#     соперника, иначе `no`.
session-status-bound = { $single ->
        [yes] { $color ->
            [black] Чёрные
           *[white] Белые
        } должны пойти тронутой фигурой с { $squares }
        [opponent] { $color ->
            [black] Чёрные
           *[white] Белые
        } должны взять тронутую фигуру соперника на { $squares }
       *[no] Ход { $color ->
            [black] чёрных
           *[white] белых
        } связан правилом «взялся — ходи»: тронуты фигуры на { $squares }
    }

# Обязанность, созданная решением по статье 4.4 (review G-10): что игрок должен сделать
# теперь; ссылка — на статью этого решения.
# Variables:
#   $color (color) — игрок, чья очередь ходить.
#   $piece (role) — фигура, которая коснулась поля превращения.
#   $square (square) — поле превращения.
session-status-bound-promotion = { $color ->
        [black] Чёрные
       *[white] Белые
    } должны превратить пешку в { $piece-accusative }: { $piece } уже { $piece-gender ->
        [feminine] коснулась
       *[other] коснулся
    } поля превращения { $square }

# Variables:
#   $color (color) — игрок, чья очередь ходить.
#   $rook (square) — поле тронутой ладьи.
#   $move (moves) — рокировка.
session-status-bound-castle = { $color ->
        [black] Чёрные
       *[white] Белые
    } должны рокироваться в сторону ладьи { $rook }: { $move }

# Variables:
#   $color (color) — игрок, чья очередь ходить.
#   $rook (square) — поле ладьи, тронутой первой.
#   $piece (role), $square (square) — фигура, которой нужно пойти (ладья, а если ей нет
#     возможного хода, — следующая тронутая фигура, которой он есть), и её поле.
#   $same (keyword) — `yes`, если это сама ладья, иначе `no`.
session-status-bound-no-castling = { $color ->
        [black] Чёрные
       *[white] Белые
    } должны пойти { $piece-instrumental } с { $square }; рокировка { $same ->
        [yes] в эту сторону
       *[no] в сторону ладьи { $rook }
    } на этом ходу не разрешается

# Variables:
#   $color (color) — игрок, чья очередь ходить.
#   $king (square) — поле короля.
#   $rook (square) — поле тронутой ладьи.
session-status-bound-king = { $color ->
        [black] Чёрные
       *[white] Белые
    } должны сделать другой ход королём с { $king }: рокировка в сторону ладьи { $rook } — невозможный ход

# Variables:
#   $count (number) — сколько раз требовали ничью.
#   $incorrect (number) — сколько из этих требований необоснованны.
session-status-claims = { $count ->
        [0] Ничью не требовали
        [1] Ничью требовали один раз ({ $incorrect ->
            [0] обоснованно
           *[other] необоснованно
        })
        [one] Ничью требовали { $count } раз, из них необоснованно — { $incorrect }
        [few] Ничью требовали { $count } раза, из них необоснованно — { $incorrect }
       *[many] Ничью требовали { $count } раз, из них необоснованно — { $incorrect }
    }

## Командная строка

# Variables:
#   $edition (text) — год редакции.
#   $time-control (keyword) — `standard`, `rapid` или `blitz`.
session-welcome = Сессия арбитра: Правила в редакции { $edition } года, { $time-control ->
        [rapid] быстрые шахматы
        [blitz] блиц
       *[standard] классические шахматы
    }. По одному событию в строке: move, claim, flag, resign, clock, unpromoted, two-hands, status, fen, quit (docs/session.md)

# Variables:
#   $word (text) — первое слово строки.
session-error-unknown-event = «{ $word }» — не событие: пишите move, claim, flag, resign, clock, unpromoted, two-hands, status, fen или quit

# Variables:
#   $event (text) — слово события.
#   $usage (message) — как записывается событие.
session-error-usage = Событие «{ $event }» записывается так: «{ $usage }»

# Variables:
#   $event (keyword) — move, claim, flag, resign, clock, unpromoted, two-hands или status.
session-usage = { $event ->
        [move] move ХОД [touch ПОЛЕ,…] [adjust ПОЛЕ,…]
        [claim] claim 9.2|9.3 [ХОД]
        [flag] flag white|black
        [resign] resign white|black
        [clock] clock
        [unpromoted] unpromoted ОТКУДА-КУДА
        [two-hands] two-hands ХОД
       *[status] status
    }

# Variables:
#   $word (text) — что написано вместо стороны.
session-error-color = «{ $word }» — не сторона: пишите white или black

# Variables:
#   $word (text) — что написано вместо статьи требования.
session-error-claim = «{ $word }» — не требование ничьей: пишите 9.2 (одна и та же позиция три раза) или 9.3 (пятьдесят ходов)

# Variables:
#   $square (square) — указанное поле, с которого сделан ход.
#   $color (color) — игрок, чья очередь ходить.
session-error-no-own-piece = На { $square } нет { $color ->
        [black] чёрной
       *[white] белой
    } фигуры, поэтому нельзя понять, какой фигурой сделан ход

# Variables:
#   $from (square), $to (square) — указанные поля.
session-error-not-pawn-to-last-rank = «{ $from }-{ $to }» — не ход на последнюю горизонталь пешкой игрока, имеющего ход

# Variables:
#   $reason (message) — почему записанный ход невозможен.
session-error-written-illegal = По такому требованию арбитр решения не выносит, потому что записанный ход невозможен: { $reason }

# Variables:
#   $reason (message) — что с ней не так.
session-error-json = Это не событие в формате JSON: { $reason }

session-json-not-object = это не объект JSON

# Variables:
#   $key (text) — ключ, которого у событий нет; $keys (text) — ключи, которые у них есть (каждый так, как пишет `quoted-name`, через запятую).
session-error-json-key = Ключа «{ $key }» в событии быть не может; допустимые ключи: { $keys }

# Variables:
#   $event (text) — событие; $key (text) — ключ, которого у этого события нет (обзор 32a, G-28).
#   $count (number), $keys (text) — сколько ключей у события и какие (каждый так, как пишет `quoted-name`, через запятую).
session-error-json-key-event = Событие «{ $event }» не принимает ключ «{ $key }»; { $count ->
        [1] у него только ключ { $keys }
       *[other] допустимые ключи: { $keys }
    }

# Variables:
#   $written (text) — ход, как он набран; $reason (message) — почему, прочитанный так, он невозможен.
#   $citation (text) — статья, на которой основана эта причина (`cite-article`).
session-error-lookalike = Запись «{ $written }» не принята, и решения по ней арбитр не выносит. В том виде, в каком она набрана, это невозможный ход, потому что { $reason } ({ $citation })

# Variables:
#   $written (text) — ход, как он набран; $moves (moves) — возможные ходы, которые можно в нём прочитать.
#   $letters (number) — сколько из его знаков, одинаковых на вид в обоих алфавитах, прочитано иначе.
session-error-lookalike-both = Запись «{ $written }» можно прочитать двояко — { $moves }: в ней есть { $letters ->
        [one] буква, одинаковая
       *[other] буквы, одинаковые
    } на вид в латинице и кириллице. Решения арбитр не выносит; наберите ход заново: фигуру — русской буквой (Кр, Ф, Л, С, К), вертикаль — латинской (a–h)

session-error-piece-unknown = Ход нужно записать так, чтобы было видно, какой своей фигурой и с какого поля пошёл игрок (в UCI, например e1e3, или в полной алгебраической нотации, например Крe1-e3): после невозможного хода арбитр восстанавливает позицию, и заменить ход нужно ходом той же фигуры
