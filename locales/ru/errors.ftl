### Ввод, который не удаётся прочитать: FEN, ход в алгебраической нотации (SAN) или в UCI
### с ошибкой. Это синтаксические ошибки, а не нарушения правил (в командной строке —
### код завершения 2). Внешнее сообщение говорит, где ошибка; причина `*-error-*`, со строчной
### буквы, — в чём она.

## FEN (нотация Форсайта — Эдвардса)

# Variables:
#   $column (number) — номер символа FEN (с 1), где найдена ошибка.
#   $field (FEN field) — `placement`, `turn`, `castling`, `en-passant`, `halfmove-clock`
#     или `fullmove-number`.
#   $reason (message) — в чём ошибка: одно из сообщений `fen-error-*`.
fen-error = Неверная запись FEN, символ { $column } ({ $field ->
        [turn] очередь хода
        [castling] права на рокировку
        [en-passant] поле взятия на проходе
        [halfmove-clock] счётчик полуходов
        [fullmove-number] номер хода
       *[placement] расстановка фигур
    }): { $reason }

fen-error-empty = Запись FEN пуста

# Variables:
#   $field (FEN field) — недостающая часть.
fen-error-missing-field = { $field ->
        [turn] не указана очередь хода (w или b)
        [castling] не указаны права на рокировку (например, KQkq или -)
        [en-passant] не указано поле взятия на проходе (например, e3 или -)
        [halfmove-clock] не указан счётчик полуходов
        [fullmove-number] не указан номер хода
       *[placement] нет расстановки фигур
    }

# Variables:
#   $text (string) — текст после последней части FEN.
fen-error-extra-field = лишний текст после номера хода: «{ $text }»

# Variables:
#   $char (string) — найденный символ.
fen-error-invalid-piece = «{ $char }» — не буква фигуры (KQRBNP, kqrbnp), не цифра от 1 до 8 и не «/»

# Variables:
#   $rank (number) — горизонталь, от 1 до 8.
fen-error-rank-too-long = в описании { $rank }-й горизонтали больше восьми полей

# Variables:
#   $rank (number) — горизонталь, от 1 до 8.
fen-error-rank-too-short = в описании { $rank }-й горизонтали меньше восьми полей

fen-error-too-many-ranks = описано больше восьми горизонталей

# Variables:
#   $ranks (number) — сколько горизонталей описано (меньше восьми).
fen-error-too-few-ranks = { $ranks ->
        [1] описана только одна горизонталь, а нужно восемь
        [2] описаны только две горизонтали, а нужно восемь
        [3] описаны только три горизонтали, а нужно восемь
        [4] описаны только четыре горизонтали, а нужно восемь
        [5] описано только пять горизонталей, а нужно восемь
        [6] описано только шесть горизонталей, а нужно восемь
        [7] описано только семь горизонталей, а нужно восемь
        [one] описана только { $ranks } горизонталь, а нужно восемь
        [few] описаны только { $ranks } горизонтали, а нужно восемь
       *[other] описано только { $ranks } горизонталей, а нужно восемь
    }

# Variables:
#   $text (string) — найденный текст.
fen-error-invalid-turn = «{ $text }» — не очередь хода: ожидается w или b

# Variables:
#   $char (string) — найденный символ.
fen-error-invalid-castling = «{ $char }» — не обозначение права на рокировку: ожидается K, Q, k, q или «-»

# Variables:
#   $char (string) — буква, указанная дважды.
fen-error-repeated-castling = право на рокировку «{ $char }» указано дважды

# Variables:
#   $text (string) — найденный текст.
fen-error-invalid-en-passant = «{ $text }» — не поле взятия на проходе: ожидается «-» или поле на третьей или шестой горизонтали

# Variables:
#   $text (string) — найденный текст.
#   $field (FEN field) — `halfmove-clock` или `fullmove-number`.
fen-error-invalid-number = { $field ->
        [fullmove-number] «{ $text }» — не номер хода: ожидается целое число не меньше 1
       *[halfmove-clock] «{ $text }» — не счётчик полуходов: ожидается целое число не меньше 0
    }

# Variables:
#   $reason (message) — что не так (одна из причин `fen-error-…` выше).
#   $char (text) — найденная русская буква, похожая на латинскую (К, е, а, с, В).
fen-error-cyrillic = { $reason }; «{ $char }» здесь — русская буква, а буквы в записи FEN только латинские

## Алгебраическая нотация (Приложение C)

# Variables:
#   $column (number) — номер символа в записи хода (с 1), где найдена ошибка.
#   $reason (message) — в чём ошибка: одно из сообщений `san-error-*`.
san-error = Неверная алгебраическая запись, символ { $column }: { $reason }

# Ошибка сразу после последнего символа записи («Лa», «Кf» — нет поля прибытия): символа,
# на который можно указать, нет, поэтому номер не называется.
# Variables:
#   $reason (message) — в чём ошибка: одно из сообщений `san-error-*`.
san-error-at-end = Неверная алгебраическая запись: { $reason }

san-error-empty = ход не записан

san-error-missing-square = запись хода должна заканчиваться полем, на которое делается ход, например e4

# Поле прибытия вне доски: горизонталь не от 1 до 8 («e9», «Кf0», «e10»).
san-error-rank-out-of-range = горизонтали обозначаются цифрами от 1 до 8

# Поле прибытия вне доски: вертикаль — буква не от a до h («i4», «Кi3»).
san-error-file-out-of-range = вертикали обозначаются буквами от a до h

# Variables:
#   $kind (keyword) — `space` (пробел) или `tab` (знак табуляции).
san-error-unexpected-blank = { $kind ->
        [tab] знак табуляции
       *[space] пробел
    } здесь неуместен

# Variables:
#   $char (string) — русская буква на месте вертикали поля.
san-error-cyrillic-file = «{ $char }» здесь — русская буква, а вертикали обозначаются латинскими буквами (a–h)

# Variables:
#   $char (string) — найденный символ.
san-error-unexpected-char = «{ $char }» здесь неуместен

# Variables:
#   $char (text) — буква P или p в начале записи.
san-error-pawn-letter = пешка обозначается без буквы — «{ $char }» нужно опустить (приложение C.4)

san-error-invalid-promotion = при превращении нужно указать ферзя, ладью, слона или коня, например =Q или =Ф

## Нотация UCI

# Variables:
#   $column (number) — номер символа (с 1), где найдена ошибка.
#   $reason (message) — в чём ошибка: одно из сообщений `uci-error-*`.
uci-error = Неверная запись хода UCI, символ { $column }: { $reason }

uci-error-length = ход в UCI состоит из четырёх или пяти символов, например e2e4 или e7e8q

uci-error-invalid-square = здесь ожидается поле от a1 до h8

# Variables:
#   $char (string) — найденный символ.
uci-error-invalid-promotion = «{ $char }» — не фигура превращения: ожидается q, r, b или n

## Любая нотация

# Variables:
#   $text (string) — ход, как его ввели.
#   $reason (message) — почему это не алгебраическая нотация: сообщение `san-error`.
move-syntax-error = «{ $text }» — не ход ни в UCI, ни в алгебраической нотации. { $reason }

## Запись JSON, в которой пришёл запрос (`explain --batch`, `arbiter serve`).

# Variables:
#   $category (keyword) — `syntax` (запись нарушена), `eof` (обрывается) или `data`
#     (значение не того вида).
#   $column (number) — номер символа (с 1), на котором остановилось чтение.
json-error = { $category ->
        [eof] запись JSON оборвана на символе { $column }
        [data] неподходящее значение в записи JSON, символ { $column }
       *[syntax] неверная запись JSON, символ { $column }
    }

## Диаграммы в стиле Ласкера (позиция сценария, нарисованная, как в книге Эдварда Ласкера «Шахматная стратегия», 1915)

# Variables:
#   $why (text) — что не так; $line (number), $column (number) — где.
diagram-error = { $why } (строка { $line }, символ { $column })
diagram-error-empty = диаграммы нет: текст пуст
diagram-error-expected-rule = здесь должна быть линия из дефисов
# Variables:
#   $rank (number) — ожидаемая горизонталь.
diagram-error-expected-rank-row = здесь должна быть строка { $rank }-й горизонтали: «{ $rank } |» и её поля
# Variables:
#   $rank (number) — ожидаемая горизонталь; $found (text) — найденная метка.
diagram-error-wrong-rank = здесь должна быть строка { $rank }-й горизонтали, а не строка с меткой «{ $found }»
# Variables:
#   $rank (number); $found (number) — сколько в ней полей: от 0 до 7, или 9, что значит «больше восьми».
diagram-error-square-count = на { $rank }-й горизонтали { $found ->
        [0] нет ни одного поля, а нужно восемь
        [1] одно поле вместо восьми
        [2] два поля вместо восьми
        [3] три поля вместо восьми
        [4] четыре поля вместо восьми
        [5] пять полей вместо восьми
        [6] шесть полей вместо восьми
        [7] семь полей вместо восьми
       *[other] больше восьми полей
    }
# Variables:
#   $rank (number).
diagram-error-unclosed-row = строка { $rank }-й горизонтали не заканчивается чертой «|»
# Variables:
#   $text (text) — поле, как оно записано.
diagram-error-invalid-square = поле «{ $text }» не удаётся прочитать
# Variables:
#   $text (text) — фигура, как она записана.
diagram-error-missing-color = перед фигурой «{ $text }» нужен знак «^» (белая) или «#» (чёрная)
# Variables:
#   $text (text) — фигура, как она записана.
diagram-error-unknown-piece = «{ $text }» — не фигура (K, Q, R, B, Kt или P)
diagram-error-expected-file-letters = здесь должны быть буквы вертикалей A B C D E F G H
# Variables:
#   $text (text) — подпись, как она записана.
diagram-error-invalid-caption = подпись «{ $text }» не удаётся прочитать (нужно «Diag. N.»)
diagram-error-trailing-text = после диаграммы есть лишний текст
