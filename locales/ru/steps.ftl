## Почему шаг исполняемой книги правил не пройден, когда сценарии выполняет сам arbiter
## (src/conformance/failure.rs). Сбои проверяемой программы — в engines.ftl.

# Variables:
#   $what (keyword) — что сценарий должен был задать до этого шага: position, move, game,
#     fen, result, illegal-move, claim, session, session-event, docstring.
step-missing = { $what ->
        [move] до этого шага в сценарии не сделан ход
        [game] до этого шага сценарий не начал партию
        [fen] до этого шага не загружен FEN
        [result] до этого шага не записан результат
        [illegal-move] до этого шага не завершён невозможный ход
        [claim] до этого шага ничью не требовали
        [session] до этого шага сессия арбитра не начата
        [session-event] до этого шага сессии не передано ни одного события
        [docstring] под этим шагом должен быть блок текста (""")
       *[position] до этого шага сценарий не задал позицию
    }

# Variables:
#   $text (text) — что указано в шаге вместо поля.
step-not-a-square = «{ $text }» — не поле
# Variables:
#   $text (text) — что указано в шаге вместо фигуры.
step-not-a-piece = «{ $text }» — не название фигуры
# Variables:
#   $text (text) — что указано в шаге вместо фигуры превращения.
step-not-a-promotion-piece = «{ $text }» — не фигура, в которую превращается пешка
# Variables:
#   $text (text) — что указано в шаге вместо числа.
step-not-a-count = «{ $text }» — не число

# Variables:
#   $why (text) — почему по FEN не удаётся составить позицию.
step-bad-fen = по FEN сценария не удаётся составить позицию: { $why }
# Variables:
#   $why (text) — почему текст — не диаграмма.
step-bad-diagram = текст — ни FEN, ни диаграмма: { $why }
# Variables:
#   $why (text) — почему по диаграмме не составить позицию.
step-diagram-not-a-position = по диаграмме не удаётся составить позицию: { $why }
# Variables:
#   $color (color) — чей ход требует шаг; $why (text) — почему так нельзя.
step-side-to-move = позицию не удаётся составить с ходом { $color ->
        [black] чёрных
       *[white] белых
    }: { $why }
# Variables:
#   $text (text) — прикосновения, как они записаны; $why (text) — почему их не прочитать.
step-bad-touch = прикосновения «{ $text }» не удаётся прочитать: { $why }

# Variables:
#   $act (keyword) — что по сценарию делает сторона: play, adjust, claim, mate, count.
#   $side (color) — сторона, названная в сценарии; $turn (color) — сторона, имеющая ход.
step-wrong-side = { $act ->
        [adjust] по сценарию фигуру поправляют { $side ->
            [black] чёрные
           *[white] белые
        }
        [claim] по сценарию ничью требуют { $side ->
            [black] чёрные
           *[white] белые
        }
        [mate] по сценарию мат поставлен { $side ->
            [black] чёрному
           *[white] белому
        } королю
        [count] по сценарию считаются возможные ходы { $side ->
            [black] чёрных
           *[white] белых
        }
       *[play] по сценарию ходят { $side ->
            [black] чёрные
           *[white] белые
        }
    }, но сейчас ход { $turn ->
        [black] чёрных
       *[white] белых
    }

# Variables:
#   $text (text) — ход, как он записан; $fen (text) — позиция;
#   $explanation (text) — почему он там невозможен.
step-cannot-be-played = ход { $text } нельзя сделать в позиции { $fen }:
    { $explanation }
# Variables:
#   $text (text) — ход, как он записан.
step-not-two-squares = «{ $text }»: в записи хода должны быть оба его поля (e1-e3)
# Variables:
#   $text (text) — ход, как он записан.
step-already-legal = { $text } — возможный ход, а не невозможный
# Variables:
#   $article (text) — статья, названная в шаге.
step-not-a-claim-article = статья { $article } — не о требовании ничьей
# Variables:
#   $article (text) — статья, названная в шаге.
step-not-a-declared-move-article = статья { $article } — не о ходе, который игрок записывает на бланке, заявляя арбитру о намерении его сделать
# Variables:
#   $text (text) — ход, как он записан.
step-not-legal-here = ход { $text } здесь невозможен
# Variables:
#   $why (text) — почему арбитр не может вынести решение.
step-no-ruling = арбитр не может вынести решение: { $why }
# Variables:
#   $square (square) — поле.
step-no-piece = на { $square } нет фигуры
# Variables:
#   $square (square) — поле; $found (keyword) — yes, если на нём стоит фигура;
#   $piece (role) — эта фигура; $want (role) — фигура, названная в шаге.
step-scenario-square = в позиции сценария { $found ->
        [yes] на { $square } стоит { $piece }, а не { $want }
       *[no] поле { $square } свободно: { $want-genitive } на нём нет
    }

## Что ответил arbiter и чего требует сценарий.

# Variables:
#   $got (text) — ответ arbiter; $want (text) — требование сценария.
step-disagrees = arbiter: { $got }; по сценарию: { $want }
# Variables:
#   $what (keyword) — explanation, ending, claims, ruling, answer, refusal или correction.
#   $got (text) — текст arbiter; $want (text) — текст сценария.
step-text-differs = { $what ->
        [ending] окончание партии
        [claims] требования ничьей
        [ruling] решение арбитра
        [answer] ответ сессии
        [refusal] отказ
        [correction] исправление
       *[explanation] объяснение
    } у arbiter:
    { $got }
    а по сценарию:
    { $want }

# Variables:
#   $value (text) — значение, как оно записано (ход, список).
step-value = { $value }
# Variables:
#   $move (text) — ход, как он записан; $uci (text) — ход, который он означает.
step-value-legal = ход { $move } возможен ({ $uci })
# Variables:
#   $move (text) — ход, как он записан.
step-value-illegal = ход { $move } невозможен
# Variables:
#   $move (text) — ход, как он записан.
step-value-is-legal = ход { $move } возможен
# Variables:
#   $move (text) — ход, как он записан; $explanation (text) — почему он невозможен.
step-value-illegal-why = ход { $move } невозможен:
    { $explanation }
# Variables:
#   $rule (text) — ключ правила; $article (text) — его статья;
#   $kind (keyword) — `appendix` для пункта приложения, иначе `article`.
step-value-primary = первая причина — правило { $rule }, { $kind ->
        [appendix] приложение
       *[article] статья
    } { $article }
# Variables:
#   $rules (text) — ключи правил по порядку.
step-value-rules = нарушены правила: { $rules }
# Variables:
#   $fen (text) — позиция.
step-value-position = позиция { $fen }
# Variables:
#   $square (square) — поле фигуры; $squares (list of squares) — куда она может пойти;
#   $count (number) — сколько этих полей.
step-value-reaches = { $count ->
        [0] фигуре на { $square } некуда пойти
       *[other] фигура на { $square } может пойти на { $squares }
    }
# Variables:
#   $squares (list of squares), $count (number) — поля, отмеченные на диаграмме.
step-value-marked = { $count ->
        [0] на диаграмме не отмечено ни одного поля
        [1] на диаграмме отмечено поле { $squares }
       *[other] на диаграмме отмечены поля { $squares }
    }
# Variables:
#   $color (color) — чьи ходы; $count (number) — число возможных ходов.
step-value-legal-count = у { $color ->
        [black] чёрных
       *[white] белых
    } { $count ->
        [one] { $count } возможный ход
        [few] { $count } возможных хода
       *[many] { $count } возможных ходов
    }
# Variables:
#   $color (color) — чей король; $check (keyword) — yes или no.
step-value-check = { $color ->
        [black] чёрный
       *[white] белый
    } король { $check ->
        [yes] под шахом
       *[no] не под шахом
    }
# Variables:
#   $square (square); $color (color) — атакующая сторона; $attacked (keyword) — yes или no.
step-value-attacked = поле { $square } { $attacked ->
        [yes] атаковано
       *[no] не атаковано
    } { $color ->
        [black] чёрными
       *[white] белыми
    }
# Variables:
#   $square (square); $light (keyword) — yes или no.
step-value-shade = поле { $square } { $light ->
        [yes] светлое
       *[no] тёмное
    }
# Variables:
#   $initial (keyword) — yes или no.
step-value-initial = { $initial ->
        [yes] начальная позиция
       *[no] не начальная позиция
    }
# Variables:
#   $color (color) — сторона, имеющая ход.
step-value-turn = очередь хода за { $color ->
        [black] чёрными
       *[white] белыми
    }
# Variables:
#   $state (keyword) — mate, no-check или escapes; $count (number) — возможных ходов.
step-value-mate = { $state ->
        [mate] мат
        [escapes] шах, но возможных ходов: { $count }
       *[no-check] шаха нет (возможных ходов: { $count })
    }
# Variables:
#   $color (color) — игрок; $plies (number) — длина найденного мата при содействии, в полуходах.
step-value-can-mate = { $color ->
        [black] чёрные
       *[white] белые
    } могут поставить мат при содействии соперника (найден мат в { $plies } { $plies ->
        [one] полуход
        [few] полухода
       *[many] полуходов
    })
# Variables:
#   $color (color) — игрок; $why (text) — доказательство.
step-value-cannot-mate = { $color ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат: { $why }
# Variables:
#   $color (keyword) — white, black или either.
step-value-mate-undetermined = программе не удалось установить, { $color ->
        [black] могут ли чёрные
        [white] могут ли белые
       *[either] может ли кто-либо из игроков
    } поставить мат
step-value-dead = ни один из игроков не может поставить мат
# Variables:
#   $color (color) — чей король; $squares (list of squares), $count (number) — поля фигур, объявляющих шах.
step-value-checkers = { $color ->
        [black] чёрный
       *[white] белый
    } король { $count ->
        [0] не под шахом
        [1] под шахом с поля { $squares }
       *[other] под шахом с полей { $squares }
    }
# Variables:
#   $from (square), $target (square); $attacks (keyword) — yes или no.
step-value-attacks = фигура на { $from } { $attacks ->
        [yes] атакует
       *[no] не атакует
    } { $target }
# Variables:
#   $accepted (keyword) — yes или no.
step-value-accepted = позиция { $accepted ->
        [yes] принята
       *[no] отвергнута как невозможная
    }
# Variables:
#   $why (text) — что не так с записью FEN.
step-value-malformed = FEN записан неверно: { $why }
# Variables:
#   $rules (text) — ключи правил по порядку.
step-value-reasons = причины: { $rules }
# Variables:
#   $ending (keyword) — none, checkmate, stalemate, dead-position, fivefold-repetition, seventy-five-moves.
step-value-ending = { $ending ->
        [checkmate] партия окончена: мат
        [stalemate] партия окончена: пат
        [dead-position] партия окончена: мёртвая позиция
        [fivefold-repetition] партия окончена: одна и та же позиция возникла пять раз
        [seventy-five-moves] партия окончена по правилу 75 ходов
       *[none] партия продолжается
    }
# Variables:
#   $count (number), $articles (text) — статьи, по которым можно потребовать ничью.
step-value-claims = { $count ->
        [0] требовать ничью нельзя
        [1] можно потребовать ничью по статье { $articles }
       *[other] можно потребовать ничью по статьям { $articles }
    }
# Variables:
#   $move (text), $article (text); $completes (keyword) — yes или no.
step-value-declared = ход { $move }, записанный на бланке, { $completes ->
        [yes] даёт право
       *[no] не даёт права
    } потребовать ничью по статье { $article }
# Variables:
#   $times (number).
step-value-appeared = позиция возникла { $times ->
        [one] { $times } раз
        [few] { $times } раза
       *[many] { $times } раз
    }
# Variables:
#   $a (number), $b (number) — полуходы; $same (keyword) — yes или no.
step-value-same = позиции после полуходов { $a } и { $b } { $same ->
        [yes] одинаковы
       *[no] различны
    }
# Variables:
#   $text (text) — запись; $found (keyword) — yes, если она обозначает фигуру;
#   $piece (role), $square (square) — фигура, которую она обозначает.
step-value-names = { $found ->
        [yes] запись { $text } обозначает { $piece-accusative } на { $square }
       *[no] запись { $text } не обозначает ни одной фигуры, которая может сделать этот ход
    }
# Variables:
#   $text (text) — запись.
step-value-read-as-move = запись { $text } прочитана как ход
# Variables:
#   $text (text) — запись.
step-value-refused = запись { $text } отвергнута
# Variables:
#   $result (text) — результат (1-0…); $article (text) — статья, на которой он основан.
step-value-result = результат { $result }, статья { $article }
step-value-result-stands = записанный результат верен
# Variables:
#   $any (keyword) — yes, если заменить можно любым возможным ходом; $moves (text) — иначе ходы.
step-value-replacing = { $any ->
        [yes] невозможный ход можно заменить любым возможным ходом
       *[no] невозможный ход нужно заменить одним из ходов { $moves }
    }
# Variables:
#   $color (color); $minutes (number).
step-value-minutes = { $color ->
        [black] чёрным
       *[white] белым
    } добавлено минут: { $minutes }
# Variables:
#   $color (color); $count (number).
step-value-illegal-count = завершённых невозможных ходов у { $color ->
        [black] чёрных
       *[white] белых
    }: { $count }
# Variables:
#   $found (keyword) — yes, если ход сделать обязательно; $color (color); $move (text).
step-value-must-play = { $found ->
        [yes] { $color ->
            [black] чёрные
           *[white] белые
        } должны сделать ход { $move }
       *[no] делать определённый ход не обязательно
    }
# Variables:
#   $correct (keyword) — yes или no.
step-value-claim = требование { $correct ->
        [yes] обоснованно
       *[no] необоснованно
    }
# Variables:
#   $article (text); $kind (keyword) — `appendix` для пункта приложения, иначе `article`.
step-value-article = { $kind ->
        [appendix] приложение
       *[article] статья
    } { $article }

# Variables:
#   $why (text) — почему позиция отвергнута.
step-value-refused-because = позиция отвергнута: { $why }
# Variables:
#   $color (color) — игрок.
step-value-can-mate-any = { $color ->
        [black] чёрные
       *[white] белые
    } могут поставить мат при содействии соперника
# Variables:
#   $color (color) — игрок.
step-value-cannot-mate-any = { $color ->
        [black] чёрные
       *[white] белые
    } не могут поставить мат никакой серией возможных ходов

# Variables:
#   $plies (number) — сделано полуходов; $ply (number) — полуход, о котором спрашивает шаг.
step-no-such-ply = в партии только { $plies ->
        [1] один полуход
        [2] два полухода
        [3] три полухода
        [4] четыре полухода
        [5] пять полуходов
        [6] шесть полуходов
        [7] семь полуходов
        [8] восемь полуходов
        [9] девять полуходов
        [10] десять полуходов
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }, полухода { $ply } в ней нет
# Variables:
#   $color (color) — кто получает время; $minutes (number); $citation (text) — статья или приложение.
step-value-penalty-minutes = { $color ->
        [black] чёрные
       *[white] белые
    } получают { $minutes ->
        [1] одну дополнительную минуту
        [2] две дополнительные минуты
        [3] три дополнительные минуты
        [one] { $minutes } дополнительную минуту
        [few] { $minutes } дополнительные минуты
       *[many] { $minutes } дополнительных минут
    } ({ $citation })
