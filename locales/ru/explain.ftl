### Части объяснения вокруг самих предложений: ссылка на статью, которая добавляется к
### каждому предложению («… (статья 3.9.2)»), и то, как несколько предложений следуют друг
### за другом внутри одного сообщения.

## Ссылки на статьи

# Variables:
#   $article (string) — номер в цитируемой редакции: `3.9.2` (2023), `3.8 a ii (2) a`
#     (2009), `C.10` (Приложение C).
#   $edition (number) — запрошенная редакция: 2023 (действующие Правила) или 2009.
#   $kind (keyword) — `article` или `appendix` для номеров приложения (`C.10`).
cite-article = { $kind ->
        [appendix] приложение
       *[article] статья
    } { $article }{ $edition ->
        [2023] {""}
       *[other] {" "}в редакции { $edition } года
    }

# Variables:
#   $article (string) — цитируемый пункт в цитируемой редакции: `B.3`.
#   $applied (string) — пункт, который он применяет: `A.3` (блиц по B.3 следует A.3).
#   $edition (number) — запрошенная редакция.
#   $kind (keyword) — `article` или `appendix`.
cite-article-applying = { $kind ->
        [appendix] приложения
       *[article] статьи
    } { $article } и { $applied }{ $edition ->
        [2023] {""}
       *[other] {" "}в редакции { $edition } года
    }

# Две статьи, которые обе связывают одно решение (9.5.3 и 4.3.1: записанный ход должен
# заменить невозможный ход той же фигуры).
# Variables:
#   $first (string), $second (string) — номера в цитируемой редакции.
#   $edition (number) — запрошенная редакция.
cite-articles-both = статьи { $first } и { $second }{ $edition ->
        [2023] {""}
       *[other] {" "}в редакции { $edition } года
    }

# Variables:
#   $article (string) — номер 2023 года: в запрошенной редакции такого номера не было.
#   $edition (number) — запрошенная редакция (2009).
#   $kind (keyword) — `article` или `appendix` для номеров приложения (`C.10`).
cite-article-not-in-edition = { $kind ->
        [appendix] приложение
       *[article] статья
    } { $article } в редакции 2023 года; в редакции { $edition } года { $kind ->
        [appendix] такого пункта
       *[article] такой статьи
    } нет

# Variables:
#   $article (string) — номер 2023 года: номер статьи в запрошенной редакции arbiter
#     неизвестен (редакция 2005 года известна только для статей 3.7–4.6).
#   $edition (number) — запрошенная редакция (2005).
#   $kind (keyword) — `article` или `appendix` для номеров приложения (`C.10`).
#   $known (keyword) — `yes`, если известен номер в редакции 2009 года ($earlier), `same`, если
#     он тот же, что в 2023 году, иначе `no`.
#   $earlier (string) — номер в редакции 2009 года (пусто, если он неизвестен).
cite-article-unknown-in-edition = { $kind ->
        [appendix] приложение
       *[article] статья
    } { $article } { $known ->
        [yes] в редакции 2023 года, { $earlier } в редакции 2009 года
        [same] в редакциях 2009 и 2023 годов
       *[no] в редакции 2023 года
    }; номер в редакции { $edition } года программе arbiter неизвестен

# Variables:
#   $sentence (text) — предложение без точки в конце.
#   $citation (text) — ссылка на статью (`cite-article`), со строчной буквы.
cited-sentence = { $sentence } ({ $citation })

## Предложения подряд (причины в `illegal-no-piece-can-make-move` и `position-illegal`):
## `list-sentence` связывает предложение с остальными, последнее — `list-sentence-last`.

# Части одного предложения через запятую.
# Variables:
#   $clause (message) — часть; $rest (message) — остальные.
list-clause = { $clause }, { $rest }

# Последние две части через «и».
# Variables:
#   $clause (message) — часть; $rest (message) — последняя.
list-clause-and = { $clause } и { $rest }

# Variables:
#   $sentence (message) — предложение без точки в конце.
#   $rest (message) — предложения после него.
list-sentence = { $sentence }. { $rest }

# Variables:
#   $sentence (message) — последнее предложение, без точки в конце.
list-sentence-last = { $sentence }
