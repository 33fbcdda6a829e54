## Названия фигур (статья 2.2). Сообщение `piece-<role>` даёт именительный падеж, а в
## атрибутах — остальные падежи и род (`.gender`); локализатор передаёт их каждому
## сообщению как `$piece`, `$piece-genitive`, …, `$piece-gender`, `$piece-title`.

-pawn = { $case ->
   *[nominative] пешка
    [genitive] пешки
    [dative] пешке
    [accusative] пешку
    [instrumental] пешкой
    [prepositional] пешке
}
-knight = { $case ->
   *[nominative] конь
    [genitive] коня
    [dative] коню
    [accusative] коня
    [instrumental] конём
    [prepositional] коне
}
-bishop = { $case ->
   *[nominative] слон
    [genitive] слона
    [dative] слону
    [accusative] слона
    [instrumental] слоном
    [prepositional] слоне
}
-rook = { $case ->
   *[nominative] ладья
    [genitive] ладьи
    [dative] ладье
    [accusative] ладью
    [instrumental] ладьёй
    [prepositional] ладье
}
-queen = { $case ->
   *[nominative] ферзь
    [genitive] ферзя
    [dative] ферзю
    [accusative] ферзя
    [instrumental] ферзём
    [prepositional] ферзе
}
-king = { $case ->
   *[nominative] король
    [genitive] короля
    [dative] королю
    [accusative] короля
    [instrumental] королём
    [prepositional] короле
}

piece-pawn = { -pawn }
    .genitive = { -pawn(case: "genitive") }
    .dative = { -pawn(case: "dative") }
    .accusative = { -pawn(case: "accusative") }
    .instrumental = { -pawn(case: "instrumental") }
    .prepositional = { -pawn(case: "prepositional") }
    .gender = feminine
    .letter = {""}
piece-knight = { -knight }
    .genitive = { -knight(case: "genitive") }
    .dative = { -knight(case: "dative") }
    .accusative = { -knight(case: "accusative") }
    .instrumental = { -knight(case: "instrumental") }
    .prepositional = { -knight(case: "prepositional") }
    .gender = masculine
    .letter = К
piece-bishop = { -bishop }
    .genitive = { -bishop(case: "genitive") }
    .dative = { -bishop(case: "dative") }
    .accusative = { -bishop(case: "accusative") }
    .instrumental = { -bishop(case: "instrumental") }
    .prepositional = { -bishop(case: "prepositional") }
    .gender = masculine
    .letter = С
piece-rook = { -rook }
    .genitive = { -rook(case: "genitive") }
    .dative = { -rook(case: "dative") }
    .accusative = { -rook(case: "accusative") }
    .instrumental = { -rook(case: "instrumental") }
    .prepositional = { -rook(case: "prepositional") }
    .gender = feminine
    .letter = Л
piece-queen = { -queen }
    .genitive = { -queen(case: "genitive") }
    .dative = { -queen(case: "dative") }
    .accusative = { -queen(case: "accusative") }
    .instrumental = { -queen(case: "instrumental") }
    .prepositional = { -queen(case: "prepositional") }
    .gender = masculine
    .letter = Ф
piece-king = { -king }
    .genitive = { -king(case: "genitive") }
    .dative = { -king(case: "dative") }
    .accusative = { -king(case: "accusative") }
    .instrumental = { -king(case: "instrumental") }
    .prepositional = { -king(case: "prepositional") }
    .gender = masculine
    .letter = Кр

# Variables:
#   $piece (role) — фигура, в именительном падеже.
piece-in-words = { $piece }

## Перечисления.
list-separator = {", "}
list-last-separator = {" и "}
list-last-or-separator = {" или "}

# Имя так, как его пишут во входных данных (ключ JSON, параметр запроса), в перечне имён.
# Variables:
#   $name (text) — имя.
quoted-name = «{ $name }»
# Слова, которые сохраняют заглавную букву, когда предложение продолжает другое после
# двоеточия или «; » (у остальных первая буква строчная: «ошибка: неверная запись FEN»),
# через пробел. В русском таких нет: «белые», «чёрные» пишутся со строчной.
sentence-continuation-keep = { "" }

## Алгебраическая нотация (приложение C.2–C.4, C.13): буквы фигур — атрибуты `.letter`
## выше (у пешки буквы нет); обозначения рокировок ниже.
notation-castling = 0-0
    .kingside = 0-0
    .queenside = 0-0-0
