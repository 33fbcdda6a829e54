### Части объяснения вокруг самих предложений: ссылка на статью, которая добавляется к
### каждому предложению («… — Статья 3.9.2»), и то, как несколько предложений следуют друг
### за другом внутри одного сообщения.

## Ссылки на статьи

# Variables:
#   $article (string) — номер в цитируемой редакции: `3.9.2` (2023), `3.8 a ii (2) a`
#     (2009), `C.10` (Приложение C).
#   $edition (number) — запрошенная редакция: 2023 (действующие Правила) или 2009.
#   $kind (keyword) — `article` или `appendix` для номеров приложения (`C.10`).
cite-article = { $kind ->
        [appendix] Приложение
       *[article] Статья
    } { $article }{ $edition ->
        [2023] {""}
       *[other] , редакция { $edition } года
    }

# Variables:
#   $article (string) — номер 2023 года: в запрошенной редакции такого номера не было.
#   $edition (number) — запрошенная редакция (2009).
#   $kind (keyword) — `article` или `appendix` для номеров приложения (`C.10`).
cite-article-not-in-edition = { $kind ->
        [appendix] Приложение
       *[article] Статья
    } { $article }, редакция 2023 года (в редакции { $edition } года { $kind ->
        [appendix] такого пункта
       *[article] такой статьи
    } нет)

## Предложения подряд (причины в `illegal-no-piece-can-make-move` и `position-illegal`):
## `list-sentence` связывает предложение с остальными, последнее — `list-sentence-last`.

# Variables:
#   $sentence (message) — предложение без точки в конце.
#   $rest (message) — предложения после него.
list-sentence = { $sentence }. { $rest }

# Variables:
#   $sentence (message) — последнее предложение, без точки в конце.
list-sentence-last = { $sentence }
