//! `arbiter session` (docs/session.md): a scripted game in both languages and in JSON —
//! an illegal move (7.5.1, 7.5.5), its replacement bound by touch-move (4.3.1), an incorrect
//! claim and its cost (9.5.3), a correct claim (9.5.2), a second illegal move that loses or
//! draws (7.5.5), a flag fall against a bare king (6.9), a resignation (5.1.2), events after
//! the end — and the session driven interactively on a terminal through tmux.

mod common;

use common::arbiter_bytes;
use serde_json::Value;

/// The text of a session without the drawings of the positions reinstated (7.5.1), for the
/// tests of its sentences; the scripted games check the drawings exactly.
fn undrawn(out: &str) -> String {
    out.split_inclusive('\n')
        .filter(|line| {
            !(line.starts_with("  ┌")
                || line.starts_with("  └")
                || line.starts_with("    a  b")
                || line.contains(" │ "))
        })
        .collect()
}

/// The session's answers to `events` (one a line), under `args`.
fn session(args: &[&str], events: &[&str]) -> common::Run {
    let mut all = vec!["session"];
    all.extend_from_slice(args);
    let input: String = events.iter().map(|e| format!("{e}\n")).collect();
    arbiter_bytes(&all, input.as_bytes(), &[])
}

/// The scripted game: 1. e4 e5; White's knight tries g1-g3 (7.5.1: reinstated, Black +2);
/// White then plays d2-d4, which the bound knight forbids (4.3.1: refused, no penalty), then
/// Nf3; Black claims a draw writing Nc6 (9.5.3: incorrect, White +2, Nc6 must be made),
/// tries Nf6 (refused), plays Nc6; White's king tries e1-e3, the second illegal move: lost
/// (7.5.5); then a move after the end, and the status.
const SCRIPT: [&str; 11] = [
    "move e2e4",
    "move e7e5",
    "move g1g3",
    "move d2d4",
    "move Nf3",
    "claim 9.2 Nc6",
    "move Nf6",
    "move Nc6",
    "move e1e3",
    "move d2d4",
    "status",
];

const SCRIPT_RU: [&str; 11] = [
    "move e2e4",
    "move e7e5",
    "move Кg1-g3",
    "move d2-d4",
    "move Кf3",
    "claim 9.2 Кc6",
    "move Кf6",
    "move Кc6",
    "move Крe1-e3",
    "move d2-d4",
    "status",
];

/// The position both scripted games reinstate after White's knight tried g1-g3 (7.5.1),
/// drawn as the session draws it: the same in both languages.
macro_rules! drawn_after_e4_e5 {
    () => {
        "\x20 ┌────────────────────────┐\n\
8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │\n\
7 │ ♟  ♟  ♟  ♟  ·  ♟  ♟  ♟ │\n\
6 │ ·  ·  ·  ·  ·  ·  ·  · │\n\
5 │ ·  ·  ·  ·  ♟  ·  ·  · │\n\
4 │ ·  ·  ·  ·  ♙  ·  ·  · │\n\
3 │ ·  ·  ·  ·  ·  ·  ·  · │\n\
2 │ ♙  ♙  ♙  ♙  ·  ♙  ♙  ♙ │\n\
1 │ ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖ │\n\
\x20 └────────────────────────┘\n\
\x20   a  b  c  d  e  f  g  h\n"
    };
}

const SCRIPT_EN_TEXT: &str = concat!(
    "1. e4 is played\n\
\n\
1... e5 is played\n\
\n\
The knight on g1 cannot move to g3: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Article 3.6\n\
The position before the illegal move is reinstated: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 — Article 7.5.1\n\
White must replace it with a move of the piece touched, on g1: Ne2, Nf3 or Nh3 — Article 4.3.1\n\
It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5\n\
",
    drawn_after_e4_e5!(),
    "\n\
The player touched the knight on g1, so it must be moved: Ne2, Nf3 or Nh3 — Article 4.3.1\n\
The move is not made: breaking touch-move is not a completed illegal move, and White must still move as touch-move requires\n\
\n\
2. Nf3 is played\n\
\n\
After Nc6, the move written on the scoresheet, the position would have appeared only once, not three times — Article 9.2.1\n\
Black's claim is incorrect: White receives two extra minutes, and the game goes on — Article 9.5.3\n\
Black must now make the move written on the scoresheet: Nc6 — Article 9.5.3\n\
\n\
This move does not count: in claiming the draw, Black wrote another move on the scoresheet\n\
Black must now make the move written on the scoresheet: Nc6 — Article 9.5.3\n\
\n\
2... Nc6 is played\n\
\n\
The king on e1 cannot move to e3: a king moves only to an adjoining square, except when castling — Article 3.8.1\n\
The position before the illegal move is reinstated: r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 — Article 7.5.1\n\
It is White's second completed illegal move: the game is lost by White, 0-1 — Article 7.5.5\n\
\n\
The game ended after 2... Nc6, when White made a second completed illegal move (0-1; Article 7.5.5), and nothing more happens in it\n\
\n\
The game ended after 2... Nc6, when White made a second completed illegal move (0-1; Article 7.5.5)\n\
Completed illegal moves: White 2, Black 0\n\
Minutes added to the clock: White 2, Black 2\n\
One draw claim has been made (incorrect)\n\
\n\
"
);
const SCRIPT_RU_TEXT: &str = concat!(
    "Сделан ход 1. e4\n\
\n\
Сделан ход 1... e5\n\
\n\
Конь на g1 не может пойти на g3: конь ходит только на одно из ближайших к нему полей, не лежащих с ним на одной горизонтали, вертикали или диагонали (статья 3.6)\n\
Восстанавливается позиция перед невозможным ходом: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 (статья 7.5.1)\n\
Вместо невозможного хода белые должны сделать ход той же фигурой с g1: Кe2, Кf3 или Кh3 (статья 4.3.1)\n\
Это первый завершённый невозможный ход белых: чёрные получают две дополнительные минуты (статья 7.5.5)\n\
",
    drawn_after_e4_e5!(),
    "\n\
Игрок тронул коня на g1, поэтому он должен ходить им: Кe2, Кf3 или Кh3 (статья 4.3.1)\n\
Ход не засчитывается: нарушение правила «взялся — ходи» не считается завершённым невозможным ходом, и белые по-прежнему должны пойти так, как требует это правило\n\
\n\
Сделан ход 2. Кf3\n\
\n\
После хода Кc6, записанного на бланке, позиция возникла бы только один раз, а не три (статья 9.2.1)\n\
Требование чёрных необоснованно: белые получают две дополнительные минуты, и партия продолжается (статья 9.5.3)\n\
Теперь чёрные должны сделать ход, записанный на бланке: Кc6 (статья 9.5.3)\n\
\n\
Ход не засчитывается: требуя ничью, чёрные записали на бланке другой ход\n\
Теперь чёрные должны сделать ход, записанный на бланке: Кc6 (статья 9.5.3)\n\
\n\
Сделан ход 2... Кc6\n\
\n\
Король на e1 не может пойти на e3: король, кроме как при рокировке, ходит только на соседнее поле (статья 3.8.1)\n\
Восстанавливается позиция перед невозможным ходом: r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 (статья 7.5.1)\n\
Это второй завершённый невозможный ход белых: белым засчитывается поражение, результат — 0-1 (статья 7.5.5)\n\
\n\
Партия уже окончена: после хода 2... Кc6 белые сделали второй завершённый невозможный ход (статья 7.5.5), результат — 0-1; после окончания партии события в ней не учитываются\n\
\n\
Партия окончена: после хода 2... Кc6 белые сделали второй завершённый невозможный ход (статья 7.5.5), результат — 0-1\n\
Завершённых невозможных ходов: у белых 2, у чёрных 0\n\
Добавлено минут на часы: белым 2, чёрным 2\n\
Ничью требовали один раз (необоснованно)\n\
\n\
"
);

#[test]
fn a_scripted_game_reads_exactly_in_english() {
    let run = session(&["--lang", "en"], &SCRIPT);
    assert_eq!(run.code, 0, "{}", run.err);
    assert_eq!(run.out, SCRIPT_EN_TEXT);
}

#[test]
fn a_scripted_game_reads_exactly_in_russian() {
    let run = session(&["--lang", "ru"], &SCRIPT_RU);
    assert_eq!(run.code, 0, "{}", run.err);
    assert_eq!(run.out, SCRIPT_RU_TEXT);
}

/// 7.5.5: White's second illegal move against a bare king is drawn; a flag fall against a
/// bare king is drawn (6.9); a resignation loses (5.1.2); after the end, every event is
/// answered "the game is over" (and `status` says how it ended).
#[test]
fn endings_drawn_against_a_bare_king_lost_on_resignation_and_events_after_the_end() {
    let bare = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1";
    let run = session(&["--fen", bare], &["move e1e3", "move e1e3", "move Qa8", "status"]);
    assert_eq!(run.code, 0, "{}", run.err);
    // The position reinstated is drawn after the first illegal move, where the game goes on,
    // not after the second, which ends it (7.5.5).
    let first = run.out.split("\n\n").next().unwrap_or_default();
    assert_eq!((first.matches('┌').count(), run.out.matches('┌').count()), (1, 1), "{}", run.out);
    assert_eq!(
        undrawn(&run.out),
        "The king on e1 cannot move to e3: a king moves only to an adjoining square, except when castling — Article 3.8.1\n\
The position before the illegal move is reinstated: 4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 — Article 7.5.1\n\
White must replace it with a move of the piece touched, on e1: Kd1, Kf1, Kd2, Ke2 or Kf2 — Article 4.3.1\n\
It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5\n\
\n\
The king on e1 cannot move to e3: a king moves only to an adjoining square, except when castling — Article 3.8.1\n\
The position before the illegal move is reinstated: 4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 — Article 7.5.1\n\
It is White's second completed illegal move, which loses the game, but Black cannot checkmate by any series of legal moves, so the game is drawn: 1/2-1/2 — Article 7.5.5. Black has only the king, on e8, and a king never gives check\n\
\n\
The game ended before any legal move of this session, when White made a second completed illegal move (1/2-1/2; Article 7.5.5), and nothing more happens in it\n\
\n\
The game ended before any legal move of this session, when White made a second completed illegal move (1/2-1/2; Article 7.5.5)\n\
Completed illegal moves: White 2, Black 0\n\
Minutes added to the clock: White 0, Black 2\n\
No draw has been claimed\n\
\n\
"
    );

    // Not «до первого хода»: the second illegal move is itself a move (review 27a, G-2).
    let run = session(&["--fen", bare, "--lang", "ru"], &["move e1e3", "move e1e3", "status"]);
    assert!(
        run.out.contains("\nПартия окончена, когда в этой сессии ещё не было сделано ни одного возможного хода: белые сделали второй завершённый невозможный ход (статья 7.5.5), результат — 1/2-1/2\n"),
        "{}",
        run.out
    );
    let run = session(&["--fen", bare, "--lang", "ru"], &["flag white", "clock"]);
    assert_eq!(
        run.out,
        "У белых упал флажок, но чёрные не могут поставить мат никакой серией возможных ходов, поэтому партия заканчивается вничью, результат — 1/2-1/2 (статья 6.9)\n\
У чёрных остался только король (e8), а одним королём мат поставить нельзя\n\
\n\
Партия окончена до первого хода в этой сессии: у белых упал флажок (статья 6.9), результат — 1/2-1/2; после окончания партии события в ней не учитываются\n\
\n\
"
    );
    let run = session(&["--fen", bare], &["flag white", "clock"]);
    assert_eq!(
        run.out,
        "White's flag has fallen, but Black cannot checkmate by any series of legal moves, so the game is drawn: 1/2-1/2 — Article 6.9\n\
Black has only the king, on e8, and a king never gives check\n\
\n\
The game ended before the first move of this session, when White's flag fell (1/2-1/2; Article 6.9), and nothing more happens in it\n\
\n\
"
    );

    let run = session(&["--fen", bare], &["resign black"]);
    assert_eq!(
        run.out,
        "Black resigns: White wins, 1-0 — Article 5.1.2\n\
\n\
"
    );
    let run = session(&["--fen", bare, "--lang", "ru"], &["resign black"]);
    assert_eq!(
        run.out,
        "Чёрные сдались: белые выиграли, результат — 1-0 (статья 5.1.2)\n\
\n\
"
    );
}

/// 9.5.2: a claim on a move written that repeats the start position a third time is correct.
#[test]
fn a_correct_claim_draws_the_game() {
    let shuffle = ["move Nf3", "move Nf6", "move Ng1", "move Ng8", "move Nf3", "move Nf6", "move Ng1"];
    let mut events: Vec<&str> = shuffle.to_vec();
    events.push("claim 9.2 Ng8");
    let run = session(&[], &events);
    let answers: Vec<&str> = run.out.split("\n\n").collect();
    assert_eq!(
        answers[7],
        "After Ng8, the move written on the scoresheet, the same position will appear for the third time — Article 9.2.1\n\
Black's claim is correct: the game is drawn, 1/2-1/2 — Article 9.5.2"
    );
    let run = session(&["--lang", "ru"], &events);
    let answers: Vec<&str> = run.out.split("\n\n").collect();
    assert_eq!(
        answers[7],
        "После хода Кg8, записанного на бланке, одна и та же позиция возникнет в третий раз (статья 9.2.1)\n\
Требование чёрных обоснованно: партия заканчивается вничью, результат — 1/2-1/2 (статья 9.5.2)"
    );
}

/// A bad line is an error answer that changes nothing; the exit code is 2 at the end.
#[test]
fn a_bad_line_changes_nothing_and_the_exit_code_is_2() {
    let run = session(&[], &["move e9e4", "jump", "flag green", "move e2e4", "fen"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.out,
        "error: line 1: “e9e4” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 2: ranks are numbered 1 to 8\n\
\n\
error: line 2: “jump” is not an event: write move, claim, flag, resign, clock, unpromoted, two-hands, status, fen or quit\n\
\n\
error: line 3: “green” is not a side: write white or black\n\
\n\
1. e4 is played\n\
\n\
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n\
\n\
"
    );
}

/// Review 22, F-1: an illegal castling typed with zeros, as a Russian arbiter types it, is
/// ruled on as a completed illegal move (7.5.5), not refused as a look-alike.
#[test]
fn an_illegal_castling_typed_with_zeros_is_ruled_on() {
    let args = ["--lang", "ru", "--format", "json", "--fen", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"];
    let json = session(&args, &["move 0-0"]);
    let answer: Value = serde_json::from_str(json.out.lines().next().unwrap()).unwrap();
    assert_eq!(answer["answer"], "illegal-move", "{}", json.out);
}

/// Review 21a, D-10: a Latin «Kf3» whose knight reading is impossible too is not ruled on
/// either (no penalty, no king bound): the hint says how to type the move meant in full.
#[test]
fn a_move_with_look_alike_letters_impossible_both_ways_is_not_ruled_on() {
    let run = session(&["--lang", "ru"], &["move e4", "move Kf3", "status"]);
    assert_eq!(run.code, 2, "{}", run.out);
    let blocks: Vec<&str> = run.out.split("\n\n").collect();
    assert!(
        blocks[1].starts_with("ошибка: строка 2: запись «Kf3» не принята, и решения по ней арбитр не выносит"),
        "{}",
        run.out
    );
    assert!(blocks[1].contains("получится Кf3, но и такой ход здесь невозможен; чтобы узнать почему, наберите его заново полностью, с полем, откуда пошла фигура"), "{}", run.out);
    assert!(blocks[2].contains("невозможных ходов: у белых 0, у чёрных 0"), "{}", run.out);
}

/// The hint's example of a move typed in full is the reading the hint names, written as it
/// is to be typed — the squares as typed, the piece in Russian letters — not a fixed «Крe1-e3»;
/// a reading without the square the piece left is shown from each of the player's pieces of
/// its kind.
#[test]
fn the_example_in_a_look_alike_hint_is_the_move_typed() {
    let run = session(&["--lang", "ru"], &["move e2e4", "move e7e5", "move Ke2-e4"]);
    assert_eq!(run.code, 2, "{}", run.out);
    let blocks: Vec<&str> = run.out.split("\n\n").collect();
    assert_eq!(
        blocks[2],
        "ошибка: строка 3: запись «Ke2-e4» не принята, и решения по ней арбитр не выносит. В том виде, в каком она \
         набрана, это невозможный ход, потому что у белых на e2 нет короля, который мог бы пойти на e4 (статья \
         3.10.2). Подсказка: в записи «Ke2-e4» есть буква, одинаковая на вид в латинице и кириллице; если прочитать \
         её иначе, получится Кe2e4, но и такой ход здесь невозможен; чтобы узнать почему, наберите его заново \
         полностью, с полем, откуда пошла фигура (как Кe2-e4): вертикали — латинскими буквами (a–h), фигуру — \
         русской (Кр, Ф, Л, С, К)"
    );
    let run = session(&["--lang", "ru"], &["move e2e4", "move e7e5", "move Kb1-b3"]);
    assert!(run.out.contains("получится Кb1b3, но и такой ход здесь невозможен"), "{}", run.out);
    assert!(run.out.contains("с полем, откуда пошла фигура (как Кb1-b3):"), "{}", run.out);
    // Black's «Kf3» names no square of departure: each of Black's knights is shown.
    let run = session(&["--lang", "ru"], &["move e4", "move Kf3"]);
    assert!(run.out.contains("с полем, откуда пошла фигура (как Кb8-f3 или Кg8-f3):"), "{}", run.out);
    assert!(!run.out.contains("Крe1-e3"), "{}", run.out);
}

/// Review 18, Z-5: under --lang ru a Latin «Kf3» is illegal as typed (the king) but the
/// knight's move read the other way: the session does not rule on it — no 7.5 penalty, no
/// binding of the king — and gives the hint; the knight's move is then made. In English,
/// and with the Russian «Кр» or a Cyrillic «К», the move is taken as written. The reason
/// cites its article (review 20, C-11).
#[test]
fn a_move_typed_with_look_alike_letters_is_not_ruled_on_but_hinted() {
    let run = session(&["--lang", "ru"], &["move Kf3", "status", "move Кf3"]);
    assert_eq!(run.code, 2, "{}", run.out);
    let blocks: Vec<&str> = run.out.split("\n\n").collect();
    assert_eq!(
        blocks[0],
        "ошибка: строка 1: запись «Kf3» не принята, и решения по ней арбитр не выносит. В том виде, в каком она \
         набрана, это невозможный ход, потому что король на e1 не может пойти на f3: король, кроме как при рокировке, ходит только на \
         соседнее поле (статья 3.8.1). Подсказка: в записи «Kf3» есть буква, одинаковая на вид в латинице и кириллице; если \
         прочитать её иначе, получится Кf3 — вероятно, этот ход и имелся в виду; чтобы он был принят, наберите его \
         заново: вертикаль — латинской буквой (a–h), фигуру — русской (Кр, Ф, Л, С, К)"
    );
    assert!(blocks[1].contains("невозможных ходов: у белых 0, у чёрных 0"), "{}", run.out);
    assert!(blocks[1].contains("минут на часы: белым 0, чёрным 0"), "{}", run.out);
    assert_eq!(blocks[2], "Сделан ход 1. Кf3", "{}", run.out);
    let json = session(&["--lang", "ru", "--format", "json"], &["move Kf3", "status"]);
    let first: Value = serde_json::from_str(json.out.lines().next().unwrap()).unwrap();
    assert_eq!(first["error"]["kind"], "move", "{}", json.out);
    let status: Value = serde_json::from_str(json.out.lines().nth(1).unwrap()).unwrap();
    assert_eq!(status["state"]["illegal_moves"]["white"], 0, "{}", json.out);
    // The king's move typed as a Russian reader types it, and any move in English: ruled on.
    for (args, mv) in [(&["--lang", "ru"][..], "Крf3"), (&["--lang", "en"][..], "Kf3")] {
        let json = session(&[args, &["--format", "json"]].concat(), &[&format!("move {mv}")]);
        let answer: Value = serde_json::from_str(json.out.lines().next().unwrap()).unwrap();
        assert_eq!(answer["answer"], "illegal-move", "{mv}: {}", json.out);
    }
    // Review 20, C-8: legal as typed and, read the other way, another legal move — which piece
    // moved is not known: no ruling, both readings named.
    let run = session(&["--lang", "ru"], &["move d4", "move e5", "move Kd2", "move Кd2"]);
    assert!(
        run.out.contains(
            "ошибка: строка 3: запись «Kd2» можно прочитать двояко — Крd2 или Кd2: в ней есть буква, одинаковая на вид \
             в латинице и кириллице. Решения арбитр не выносит; наберите ход заново: фигуру — русской буквой (Кр, Ф, \
             Л, С, К), вертикаль — латинской (a–h)"
        ),
        "{}",
        run.out
    );
    assert!(run.out.ends_with("Сделан ход 2. Кd2\n\n"), "{}", run.out);
    // A Cyrillic «К» is the knight: when no knight can go there, no hint names the king.
    let run = session(&["--lang", "ru"], &["move f4", "move e5", "move Кf2"]);
    assert!(run.out.contains("какой своей фигурой") && !run.out.contains("Подсказка"), "{}", run.out);
}

/// The scripted game in JSON: one object a line, each following docs/schema/session.json
/// (tests/schemas.rs validates them), with the rulings as data.
#[test]
fn the_scripted_game_in_json_carries_the_rulings_and_the_state() {
    let run = session(&["--format", "json"], &SCRIPT);
    assert_eq!(run.code, 0, "{}", run.err);
    let answers: Vec<Value> = run.out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(answers.len(), SCRIPT.len());
    let kinds: Vec<&str> = answers.iter().map(|a| a["answer"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "played",
            "played",
            "illegal-move",
            "touch-move",
            "played",
            "claim",
            "written-move-required",
            "played",
            "illegal-move",
            "game-over",
            "status"
        ]
    );
    let illegal = &answers[2];
    assert_eq!(illegal["irregularity"], "article-3");
    assert_eq!(illegal["after_illegal"]["touched"], "g1");
    assert_eq!(illegal["penalty"]["kind"], "extra-time");
    assert_eq!(illegal["penalty"]["article"], "7.5.5");
    assert_eq!(
        illegal["state"]["binding"],
        serde_json::json!({"kind": "touched", "squares": ["g1"], "rule": "touched-own-piece-must-move", "article": "4.3.1", "edition": "2023"})
    );
    assert_eq!(illegal["state"]["minutes_added"], serde_json::json!({"white": 0, "black": 2}));
    assert_eq!(answers[3]["rules"][0]["article"], "4.3.1");
    let claim = &answers[5];
    assert_eq!((claim["correct"].as_bool(), claim["uci"].as_str()), (Some(false), Some("b8c6")));
    assert_eq!(
        claim["state"]["binding"],
        serde_json::json!({"kind": "written", "move": "b8c6", "rule": "incorrect-claim-penalty", "article": "9.5.3", "edition": "2023"})
    );
    assert_eq!(claim["state"]["minutes_added"], serde_json::json!({"white": 2, "black": 2}));
    let lost = &answers[8];
    assert_eq!(lost["penalty"]["kind"], "game-lost");
    assert_eq!(
        lost["state"]["over"],
        serde_json::json!({"kind": "illegal-move", "rule": "illegal-move-penalty", "article": "7.5.5",
                           "edition": "2023", "result": "0-1", "ply": 4})
    );
    assert_eq!(answers[9]["rules"][0]["article"], "7.5.5");
}

/// The session on a terminal, through tmux: it says what it is, prompts, answers each line
/// as it is typed, and ends on `quit`.
#[test]
fn the_session_answers_interactively_on_a_terminal() {
    use std::process::Command;
    let found = Command::new("tmux").arg("-V").output().is_ok_and(|o| o.status.success());
    if !found {
        if std::env::var("ARBITER_REQUIRE_TOOLS").is_ok_and(|v| v == "1") {
            panic!("tmux is not installed (ARBITER_REQUIRE_TOOLS=1): run scripts/setup");
        }
        eprintln!("skipped: tmux is not installed; run scripts/setup");
        return;
    }
    // A server of its own (its own socket), killed at the end whatever happens.
    let socket = format!("arbiter-session-test-{}", std::process::id());
    struct Server(String);
    impl Drop for Server {
        fn drop(&mut self) {
            let _ = std::process::Command::new("tmux").args(["-L", &self.0, "kill-server"]).output();
        }
    }
    let server = Server(socket.clone());
    let tmux = |args: &[&str]| {
        let out = Command::new("tmux").arg("-L").arg(&server.0).args(args).output().expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let command = format!("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG {bin} session; sleep 30");
    tmux(&["new-session", "-d", "-s", "s", "-x", "200", "-y", "50", &command]);
    let screen = || tmux(&["capture-pane", "-p", "-t", "s"]);
    let wait_for = |want: &str| {
        for _ in 0..200 {
            let text = screen();
            if text.contains(want) {
                return text;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        panic!("the terminal never showed {want:?}:\n{}", screen());
    };
    wait_for("The arbiter's session: the 2023 Laws, standard play.");
    // The prompt `> ` (tmux drops the trailing space of a line).
    let prompt = |text: &str| text.lines().any(|l| l.trim_end() == ">");
    assert!(prompt(&wait_for("\n>")), "no prompt:\n{}", screen());
    tmux(&["send-keys", "-t", "s", "move e2e4", "Enter"]);
    wait_for("1. e4 is played");
    tmux(&["send-keys", "-t", "s", "move e8e6", "Enter"]);
    let text = wait_for("It is Black's first completed illegal move: White receives two extra minutes — Article 7.5.5");
    assert!(text.contains("> move e8e6"), "the prompt precedes the event typed:\n{text}");
    tmux(&["send-keys", "-t", "s", "status", "Enter"]);
    wait_for("Minutes added to the clock: White 2, Black 0");
    tmux(&["send-keys", "-t", "s", "quit", "Enter"]);
    // After `quit` the session ends: the shell's `sleep` is all that runs; no prompt follows.
    std::thread::sleep(std::time::Duration::from_millis(300));
    let last = screen();
    let prompts_after_quit = last.split("> quit").nth(1).is_none_or(prompt);
    assert!(!prompts_after_quit, "the session went on after quit:\n{last}");
    drop(server);
}

// Review 7 (N-2, N-3, N-6, N-7, N-17): a long-algebraic move that names the wrong piece or
// square says what is wrong; a claim's written move that no piece can make is a written move
// that is not legal (Articles 9.2.1, 9.3.1), not an illegal move on the board; the binding of
// touched pieces of both colours is said as such (4.3); bad lines in the reader's language.
#[test]
fn bad_moves_and_bindings_are_said_as_an_arbiter_says_them() {
    let r = session(
        &["--lang", "ru"],
        &["move Кe1-e3", "claim 9.3 Кf6", "move e2e4", "move d7d5", "move g1f3 touch e4+d5", "status", "{bad", "move"],
    );
    assert_eq!(r.code, 2, "{}", r.out);
    let out = r.out.as_str();
    assert!(out.contains("ошибка: строка 1: у белых на e1 нет коня, который мог бы пойти на e3\n"), "{out}");
    assert!(
        out.contains(
            "ошибка: строка 2: по такому требованию арбитр решения не выносит, потому что записанный ход невозможен: "
        ),
        "{out}"
    );
    assert!(
        out.contains("Ход белых связан правилом «взялся — ходи»: тронуты фигуры на e4 и d5 (статья 4.3.3)"),
        "{out}"
    );
    assert!(out.contains("ошибка: строка 7: это не событие в формате JSON: неверная запись JSON, символ 2\n"), "{out}");
    assert!(
        out.contains("ошибка: строка 8: событие «move» записывается так: «move ХОД [touch ПОЛЕ,…] [adjust ПОЛЕ,…]»\n"),
        "{out}"
    );
    let r = session(&["--lang", "ru"], &["move e2e4 touch g1", "status"]);
    assert!(r.out.contains("Белые должны пойти тронутой фигурой с g1 (статья 4.3.1)"), "{}", r.out);
    // Review 8, P-5: one opponent's piece touched is one piece, to be captured (4.3.2).
    let r = session(&["--lang", "ru"], &["move e2e4", "move d7d5", "move g1f3 touch d5", "status"]);
    assert!(r.out.contains("Белые должны взять тронутую фигуру соперника на d5 (статья 4.3.2)"), "{}", r.out);
    let r = session(&["--lang", "en"], &["move e2e4", "move d7d5", "move g1f3 touch d5", "status"]);
    assert!(r.out.contains("White must capture the opponent's piece touched, on d5 — Article 4.3.2"), "{}", r.out);
}

/// Under the 2009 edition a move made with two hands is no illegal move (7.5.4 came later):
/// the move stands and is played, said so in both languages and in JSON.
#[test]
fn under_2009_a_move_made_with_two_hands_stands() {
    let fen = ["--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "--edition", "2009"];
    let run = session(&fen, &["two-hands e1g1"]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert_eq!(
        run.out,
        "Under the 2009 edition of the Laws a move made with two hands is not an illegal move: the move stands\n\
1. O-O is played\n\n"
    );
    let mut args = fen.to_vec();
    args.extend(["--lang", "ru"]);
    let run = session(&args, &["two-hands Крe1-g1"]);
    assert_eq!(
        run.out,
        "В редакции 2009 года ход, сделанный двумя руками, не считается невозможным ходом: ход остаётся в силе\n\
Сделан ход 1. 0-0\n\n"
    );
    args.extend(["--format", "json"]);
    let run = session(&args, &["two-hands e1g1"]);
    let v: Value = serde_json::from_str(run.out.trim()).unwrap();
    assert_eq!(
        (v["answer"].as_str(), v["uci"].as_str(), v["san"].as_str()),
        (Some("not-in-edition"), Some("e1g1"), Some("O-O"))
    );
    assert_eq!(v["state"]["fen"], "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    assert_eq!(v["state"]["illegal_moves"]["white"], 0);
}

/// A square adjusted that cannot be read is said as such (not as a touched piece), in both
/// languages, by `session` and by `explain --adjust`.
#[test]
fn an_unreadable_adjusted_square_has_its_own_error() {
    let run = session(&[], &["move e2e4 adjust e9"]);
    assert_eq!(
        run.out,
        "error: line 1: “e9” is not the square of an adjusted piece (a square such as e4; several are separated by commas)\n\n"
    );
    let run = session(&["--lang", "ru"], &["move e2e4 adjust e9"]);
    assert_eq!(
        run.out,
        "ошибка: строка 1: «e9» — не поле поправленной фигуры (поле вроде e4; несколько полей пишутся через запятую)\n\n"
    );
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let run = arbiter_bytes(&["explain", "--fen", fen, "--move", "e2e4", "--adjust", "x1"], b"", &[]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.err,
        "error: “x1” is not the square of an adjusted piece (a square such as e4; several are separated by commas)\n"
    );
    // A touch list keeps its own.
    let run = arbiter_bytes(&["explain", "--fen", fen, "--move", "e2e4", "--touch", "x1"], b"", &[]);
    assert!(run.err.contains("“x1” is not the square of a touched piece"), "{}", run.err);
}

// Review 8 (noticed): a JSON event with a key the events do not take, or a value of the wrong
// type, is an error for its line, as in `explain --batch`.
#[test]
fn a_json_event_with_an_unknown_key_or_a_wrong_type_is_refused() {
    let r = session(
        &["--lang", "ru"],
        &[r#"{"event":"move","move":"e4","touch":5}"#, r#"{"event":"move","move":"e4","bogus":1}"#, "move e4"],
    );
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(
        r.out.contains("ошибка: строка 1: ")
            && r.out.contains("ошибка: строка 1: значение ключа «touch» должно быть строкой или массивом строк\n"),
        "{}",
        r.out
    );
    assert!(
        r.out.contains("ошибка: строка 2: ключа «bogus» в событии быть не может; допустимые ключи: «event», «move», «touch», «adjust», «article», «color»\n"),
        "{}",
        r.out
    );
    assert!(r.out.contains("Сделан ход 1. e4"), "{}", r.out);
}

// Review 32a, G-28: a key that the events take, given to one that does not use it (`move`
// on a `status`, `color` on a `move`), is an error for its line — not left unread.
#[test]
fn a_json_event_with_a_key_it_does_not_use_is_refused() {
    let r = session(
        &["--lang", "ru"],
        &[
            r#"{"event":"status","move":"e4"}"#,
            r#"{"event":"move","move":"e4","color":"white"}"#,
            r#"{"event":"move","move":"e4","touch":"e2"}"#,
        ],
    );
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(
        r.out.contains("ошибка: строка 1: событие «status» не принимает ключ «move»; у него только ключ «event»\n"),
        "{}",
        r.out
    );
    assert!(
        r.out.contains("ошибка: строка 2: событие «move» не принимает ключ «color»; допустимые ключи: «event», «move», «touch», «adjust»\n"),
        "{}",
        r.out
    );
    assert!(r.out.contains("Сделан ход 1. e4"), "{}", r.out);
}

// Review 10, P-2: once the game is over, a move that does not fit the position (a piece of
// the side not to move) is answered that the game is over, as every event after the end is —
// not with what the move lacks; a line that cannot be read at all stays an error.
#[test]
fn a_move_after_the_end_that_does_not_fit_the_position_is_answered_game_over() {
    let r = session(&["--lang", "ru"], &["resign white", "move Кg8-f6", "move e2e5", "frobnicate"]);
    assert_eq!(r.code, 2, "{}", r.out);
    let over = "Партия окончена до первого хода в этой сессии: белые сдались";
    assert_eq!(r.out.matches(over).count(), 2, "{}", r.out);
    assert!(!r.out.contains("принадлежит чёрным"), "{}", r.out);
    assert!(r.out.contains("ошибка: строка 4: "), "{}", r.out);
    let r = session(&["--format", "json"], &["resign white", r#"{"event":"two-hands","move":"Ng8-f6"}"#]);
    let last: serde_json::Value = serde_json::from_str(r.out.lines().last().unwrap()).unwrap();
    assert_eq!((last["event"].as_str(), last["answer"].as_str()), (Some("two-hands"), Some("game-over")), "{}", r.out);
}

// Review 10, P-1 and P-11: after a move the session says what the player to move may claim
// *now*, and how the game ended, without the ply number the line before has just said.
#[test]
fn the_session_says_the_claims_and_endings_of_the_moment() {
    let r = session(
        &["--lang", "ru"],
        &["move Nf3", "move Nf6", "move Ng1", "move Ng8", "move Nf3", "move Nf6", "move Ng1"],
    );
    assert!(
        r.out.contains(
            "Сделан ход 4. Кg1\nТеперь чёрные могут потребовать ничью, записав ход Кg8 на бланке и заявив арбитру о своём намерении сделать этот ход: после этого хода одна и та же позиция возникнет в третий раз (статья 9.2.1)\n"
        ),
        "{}",
        r.out
    );
    let r = session(&["--fen", "k7/8/8/8/8/8/1Q6/K7 w - - 0 1"], &["move Qb6"]);
    assert!(r.out.contains("1. Qb6 is played\nStalemate: the game is drawn — Article 5.2.1\n"), "{}", r.out);
    let r = session(&["--lang", "ru", "--fen", "k7/8/8/8/8/8/1Q6/K7 w - - 0 1"], &["move Qb6"]);
    assert!(r.out.contains("Сделан ход 1. Фb6\nПат: партия закончилась вничью (статья 5.2.1)\n"), "{}", r.out);
}

// Review 11, Q-8: once the game is over, the session names the move that ended it (or after
// which it ended), as the scoresheet shows it — not a half-move to count.
#[test]
fn the_end_of_the_game_is_named_by_its_move() {
    let r = session(&["--lang", "ru"], &["move f3", "move e5", "move g4", "move Фh4", "status", "move e4"]);
    assert!(
        r.out.contains("Партия окончена ходом 2... Фh4#: мат белым (статья 5.1.1), результат — 0-1\n"),
        "{}",
        r.out
    );
    assert!(
        r.out.contains(
            "Партия уже окончена ходом 2... Фh4#: мат белым (статья 5.1.1), результат — 0-1; после окончания партии события в ней не учитываются\n"
        ),
        "{}",
        r.out
    );
    let r = session(&[], &["move e4", "resign black", "move e5"]);
    assert!(r.out.contains("Black resigns: White wins, 1-0 — Article 5.1.2\n"), "{}", r.out);
    assert!(
        r.out.contains(
            "The game ended after 1. e4, when Black resigned (1-0; Article 5.1.2), and nothing more happens in it\n"
        ),
        "{}",
        r.out
    );
    let r = session(&["--lang", "ru"], &["move e4", "resign black"]);
    assert!(r.out.contains("Чёрные сдались: белые выиграли, результат — 1-0 (статья 5.1.2)\n"), "{}", r.out);
}

// Review G-5 (9.5.3 with 7.5.1): after an incorrect claim on a written move, an illegal move
// does not lift the written move. Made with the same knight, both 9.5.3 and 4.3.1 require the
// written move; the knight's other move is refused as any other move is before.
#[test]
fn an_illegal_move_after_an_incorrect_claim_must_be_replaced_by_the_written_move() {
    let events = [
        "move Кf3",
        "move Кf6",
        "move Кg1",
        "move Кg8",
        "move Кf3",
        "claim 9.2 Кf6",
        "move Кg8-g8",
        "move Кh6",
        "move Кf6",
    ];
    let r = session(&["--lang", "ru", "--time-control", "blitz"], &events);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        undrawn(&r.out).ends_with(
            "Конь на g8 не может пойти на g8: ход — это перенос фигуры на другое поле, а на g8 конь уже стоит (статья 3.1)\n\
Восстанавливается позиция перед невозможным ходом: rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 5 3 (статья 7.5.1)\n\
Вместо невозможного хода чёрные должны сделать ход, записанный на бланке: Кf6 (статьи 9.5.3 и 4.3.1)\n\
Это первый завершённый невозможный ход чёрных: белые получают одну дополнительную минуту (приложения B.3 и A.3)\n\
\n\
Ход не засчитывается: требуя ничью, чёрные записали на бланке другой ход\n\
Теперь чёрные должны сделать ход, записанный на бланке: Кf6 (статья 9.5.3)\n\
\n\
Сделан ход 3... Кf6\n\
\n"
        ),
        "{}",
        r.out
    );
    let events = [
        "move Nf3",
        "move Nf6",
        "move Ng1",
        "move Ng8",
        "move Nf3",
        "claim 9.2 Nf6",
        "move Ng8-g8",
        "move Nh6",
        "move Nf6",
    ];
    let r = session(&["--lang", "en", "--time-control", "blitz"], &events);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        undrawn(&r.out).ends_with(
            "The knight on g8 cannot move to g8: a move takes a piece to another square, and the knight already stands on g8 — Article 3.1\n\
The position before the illegal move is reinstated: rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 5 3 — Article 7.5.1\n\
Black must replace it with the move written on the scoresheet: Nf6 — Articles 9.5.3 and 4.3.1\n\
It is Black's first completed illegal move: White receives one extra minute — Appendices B.3 and A.3\n\
\n\
This move does not count: in claiming the draw, Black wrote another move on the scoresheet\n\
Black must now make the move written on the scoresheet: Nf6 — Article 9.5.3\n\
\n\
3... Nf6 is played\n\
\n"
        ),
        "{}",
        r.out
    );
    // In JSON: the written move is the only replacing move, 9.5.3 among the rules, and the
    // binding is still the written move.
    let r = session(&["--format", "json"], &events[..7]);
    let last: Value = serde_json::from_str(r.out.lines().last().unwrap()).unwrap();
    assert_eq!(last["after_illegal"]["replacing"], serde_json::json!(["g8f6"]));
    assert!(last["rules"].as_array().unwrap().iter().any(|r| r["article"] == "9.5.3"), "{last}");
    assert_eq!(
        last["state"]["binding"],
        serde_json::json!({"kind": "written", "move": "g8f6", "rule": "incorrect-claim-penalty", "article": "9.5.3", "edition": "2023"})
    );
}

// Review G-5, the other case: the illegal move is made with a piece that does not make the
// written move. 4.3.1 would bind that piece, 9.5.3 the written move; the written move must be
// made (docs/decisions.md), and a move of the piece touched is refused.
#[test]
fn an_illegal_move_of_another_piece_after_an_incorrect_claim_leaves_the_written_move_binding() {
    let events = [
        "move Кf3",
        "move Кf6",
        "move Кg1",
        "move Кg8",
        "move Кf3",
        "claim 9.2 Кf6",
        "move Кb8-b5",
        "move Кc6",
        "status",
    ];
    let r = session(&["--lang", "ru"], &events);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        undrawn(&r.out).contains(
            "Восстанавливается позиция перед невозможным ходом: rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 5 3 (статья 7.5.1)\n\
Невозможный ход сделан конём с b8, но заменить его чёрные должны не ходом этой фигурой, а ходом, записанным на бланке: Кf6 (статья 9.5.3)\n\
Это первый завершённый невозможный ход чёрных: белые получают две дополнительные минуты (статья 7.5.5)\n\
\n\
Ход не засчитывается: требуя ничью, чёрные записали на бланке другой ход\n\
Теперь чёрные должны сделать ход, записанный на бланке: Кf6 (статья 9.5.3)\n\
\n\
Сделано полуходов: 5; ход чёрных\n\
Завершённых невозможных ходов: у белых 0, у чёрных 1\n\
Добавлено минут на часы: белым 4, чёрным 0\n\
Теперь чёрные должны сделать ход, записанный на бланке: Кf6 (статья 9.5.3)\n"
        ),
        "{}",
        r.out
    );
    let events =
        ["move Nf3", "move Nf6", "move Ng1", "move Ng8", "move Nf3", "claim 9.2 Nf6", "move Nb8-b5", "move Nc6"];
    let r = session(&["--lang", "en"], &events);
    assert!(
        undrawn(&r.out).ends_with(
            "The illegal move was made with the knight on b8, but Black must replace it with the move written on the scoresheet, not with a move of that knight: Nf6 — Article 9.5.3\n\
It is Black's first completed illegal move: White receives two extra minutes — Article 7.5.5\n\
\n\
This move does not count: in claiming the draw, Black wrote another move on the scoresheet\n\
Black must now make the move written on the scoresheet: Nf6 — Article 9.5.3\n\
\n"
        ),
        "{}",
        r.out
    );
}

// Review G-7: a game lost by an illegal move says whose illegal move it was, not only the
// move after which it came (Black's clock press after 2. Nf3 here, not 2. Nf3).
#[test]
fn the_end_by_an_illegal_move_names_the_player_who_made_it() {
    let events =
        ["move e4", "move e5", "move Кf3 touch g1", "move Сc5 touch g8", "move Крe8-e6", "clock", "status", "move Кf6"];
    let r = session(&["--lang", "ru"], &events);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        r.out.contains(
            "Партия окончена: после хода 2. Кf3 чёрные сделали второй завершённый невозможный ход (статья 7.5.5), результат — 1-0\n"
        ),
        "{}",
        r.out
    );
    assert!(
        r.out.ends_with(
            "Партия уже окончена: после хода 2. Кf3 чёрные сделали второй завершённый невозможный ход (статья 7.5.5), результат — 1-0; после окончания партии события в ней не учитываются\n\n"
        ),
        "{}",
        r.out
    );
    let events =
        ["move e4", "move e5", "move Nf3 touch g1", "move Bc5 touch g8", "move Ke8-e6", "clock", "status", "move Nf6"];
    let r = session(&["--lang", "en"], &events);
    assert!(
        r.out.contains(
            "The game ended after 2. Nf3, when Black made a second completed illegal move (1-0; Article 7.5.5)\n"
        ),
        "{}",
        r.out
    );
    assert!(
        r.out.ends_with(
            "The game ended after 2. Nf3, when Black made a second completed illegal move (1-0; Article 7.5.5), and nothing more happens in it\n\n"
        ),
        "{}",
        r.out
    );
    // A flag fall and a resignation say whose.
    let r = session(&["--lang", "ru"], &["move e4", "flag black", "move e5"]);
    assert!(
        r.out.ends_with(
            "Партия уже окончена: после хода 1. e4 у чёрных упал флажок (статья 6.9), результат — 1-0; после окончания партии события в ней не учитываются\n\n"
        ),
        "{}",
        r.out
    );
    let r = session(&["--lang", "ru"], &["move e4", "resign black", "status"]);
    assert!(
        r.out.contains("Партия окончена: после хода 1. e4 чёрные сдались (статья 5.1.2), результат — 1-0\n"),
        "{}",
        r.out
    );
}

// Review G-8: a game already over in the start position is told how it ended — a dead
// position, stalemate, checkmate — as the other ending lines are.
#[test]
fn a_game_over_in_the_start_position_is_told_how_it_ended() {
    let dead = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
    let r = session(&["--lang", "ru", "--fen", dead], &["move Крe2", "status"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "Партия окончилась ещё до первого хода в этой сессии — уже в исходной позиции: мёртвая позиция (статья 5.2.2), результат — 1/2-1/2; после окончания партии события в ней не учитываются\n\
\n\
Партия окончилась ещё до первого хода в этой сессии — уже в исходной позиции: мёртвая позиция (статья 5.2.2), результат — 1/2-1/2\n\
Завершённых невозможных ходов: у белых 0, у чёрных 0\n\
Добавлено минут на часы: белым 0, чёрным 0\n\
Ничью не требовали\n\
\n"
    );
    let r = session(&["--fen", dead], &["move Ke2"]);
    assert_eq!(
        r.out,
        "The game ended before the first move of this session, in the start position: it is a dead position (1/2-1/2; Article 5.2.2), and nothing more happens in it\n\n"
    );
    let stalemate = "k7/8/1Q6/8/8/8/8/K7 b - - 0 1";
    let r = session(&["--lang", "ru", "--fen", stalemate], &["clock"]);
    assert_eq!(
        r.out,
        "Партия окончилась ещё до первого хода в этой сессии — уже в исходной позиции: пат (статья 5.2.1), результат — 1/2-1/2; после окончания партии события в ней не учитываются\n\n"
    );
    let r = session(&["--fen", stalemate], &["clock"]);
    assert_eq!(
        r.out,
        "The game ended before the first move of this session, in the start position: it is stalemate (1/2-1/2; Article 5.2.1), and nothing more happens in it\n\n"
    );
    let mate = "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1";
    let r = session(&["--lang", "ru", "--fen", mate], &["resign black"]);
    assert_eq!(
        r.out,
        "Партия окончилась ещё до первого хода в этой сессии — уже в исходной позиции: мат чёрным (статья 5.1.1), результат — 1-0; после окончания партии события в ней не учитываются\n\n"
    );
    let r = session(&["--fen", mate], &["resign black"]);
    assert_eq!(
        r.out,
        "The game ended before the first move of this session, in the start position: Black is checkmated (1-0; Article 5.1.1), and nothing more happens in it\n\n"
    );
}

// Review G-3: a game ended by a move on the board is told what ended it (stalemate, a dead
// position, mate), not by its article alone.
#[test]
fn a_game_ended_by_a_move_names_the_ending() {
    let stalemate = "7k/5Q2/8/6K1/8/8/8/8 w - - 0 1";
    let r = session(&["--lang", "ru", "--fen", stalemate], &["move Крg6", "status", "move Крh7"]);
    assert!(r.out.contains("\nПартия окончена ходом 1. Крg6: пат (статья 5.2.1), результат — 1/2-1/2\n"), "{}", r.out);
    assert!(
        r.out.contains(
            "\nПартия уже окончена ходом 1. Крg6: пат (статья 5.2.1), результат — 1/2-1/2; после окончания партии события в ней не учитываются\n"
        ),
        "{}",
        r.out
    );
    let r = session(&["--fen", stalemate], &["move Kg6", "status", "move Kh7"]);
    assert!(r.out.contains("\nThe game ended with 1. Kg6: it is stalemate (1/2-1/2; Article 5.2.1)\n"), "{}", r.out);
    assert!(
        r.out.contains(
            "\nThe game ended with 1. Kg6: it is stalemate (1/2-1/2; Article 5.2.1), and nothing more happens in it\n"
        ),
        "{}",
        r.out
    );
    let dead = "4k3/8/8/8/8/8/4b3/4K1N1 w - - 0 1";
    let r = session(&["--lang", "ru", "--fen", dead], &["move Кxe2", "status"]);
    assert!(
        r.out.contains("\nПартия окончена ходом 1. Кxe2: мёртвая позиция (статья 5.2.2), результат — 1/2-1/2\n"),
        "{}",
        r.out
    );
    let r = session(&["--fen", dead], &["move Nxe2", "status"]);
    assert!(
        r.out.contains("\nThe game ended with 1. Nxe2: it is a dead position (1/2-1/2; Article 5.2.2)\n"),
        "{}",
        r.out
    );
    let r = session(&[], &["move f3", "move e5", "move g4", "move Qh4", "status"]);
    assert!(r.out.contains("\nThe game ended with 2... Qh4#: White is checkmated (0-1; Article 5.1.1)\n"), "{}", r.out);
}

// Review G-4: a flag fall or a resignation as the session's first event ended the game in
// the session, before its first move — not «ещё до…», which is kept for a game already over
// in its start position.
#[test]
fn a_flag_fall_before_the_first_move_is_not_said_to_precede_the_session() {
    let r = session(&["--lang", "ru"], &["flag white", "status", "move e4"]);
    assert_eq!(
        r.out,
        "У белых упал флажок: белым засчитывается поражение, результат — 0-1 (статья 6.9)\n\
\n\
Партия окончена до первого хода в этой сессии: у белых упал флажок (статья 6.9), результат — 0-1\n\
Завершённых невозможных ходов: у белых 0, у чёрных 0\n\
Добавлено минут на часы: белым 0, чёрным 0\n\
Ничью не требовали\n\
\n\
Партия окончена до первого хода в этой сессии: у белых упал флажок (статья 6.9), результат — 0-1; после окончания партии события в ней не учитываются\n\
\n"
    );
    let r = session(&[], &["flag white", "status"]);
    assert!(
        r.out.contains(
            "\nThe game ended before the first move of this session, when White's flag fell (0-1; Article 6.9)\n"
        ),
        "{}",
        r.out
    );
}

// Review G-5: «из них необоснованно».
#[test]
fn the_claims_count_says_how_many_of_them_were_incorrect() {
    let events = ["move Nf3", "move Nf6", "move Ng1", "move Ng8", "move Nf3", "move Nf6", "move Ng1"];
    let mut ru = events.to_vec();
    ru.extend(["claim 9.2", "claim 9.2 Кg8", "status"]);
    let r = session(&["--lang", "ru"], &ru);
    assert!(r.out.contains("\nНичью требовали 2 раза, из них необоснованно — 1\n"), "{}", r.out);
    let mut en = events.to_vec();
    en.extend(["claim 9.2", "claim 9.2 Ng8", "status"]);
    let r = session(&[], &en);
    assert!(r.out.contains("\n2 draw claims have been made, 1 of them incorrect\n"), "{}", r.out);
}

// Review G-7: the `unpromoted` error quotes the move as the other errors quote what was typed.
#[test]
fn a_move_that_is_no_pawn_to_the_last_rank_is_quoted() {
    let r = session(&["--lang", "ru"], &["move e4", "unpromoted e7e8"]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(
        r.out.contains("ошибка: строка 2: «e7-e8» — не ход на последнюю горизонталь пешкой игрока, имеющего ход\n"),
        "{}",
        r.out
    );
    let r = session(&[], &["move e4", "unpromoted e7e8"]);
    assert!(
        r.out.contains("error: line 2: “e7-e8” is not a move of a pawn of the player to move to the last rank\n"),
        "{}",
        r.out
    );
}

// Review G-10: after a ruling of 4.4 the status says what the player must now do, citing
// the article of that ruling — not 4.3.1/4.3.3 and the squares touched.
#[test]
fn a_binding_created_by_article_4_4_says_what_the_player_must_do() {
    let pawn = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let r = session(&["--lang", "ru", "--fen", pawn], &["move a8=Л touch a8=Ф", "status"]);
    assert!(
        r.out.contains(
            "\nБелые должны превратить пешку в ферзя: ферзь уже коснулся поля превращения a8 (статья 4.4.4)\n"
        ),
        "{}",
        r.out
    );
    assert!(!r.out.contains("тронуты фигуры"), "{}", r.out);
    let r = session(&["--lang", "ru", "--fen", pawn], &["move a8=Ф touch a8=Л", "status"]);
    assert!(
        r.out.contains(
            "\nБелые должны превратить пешку в ладью: ладья уже коснулась поля превращения a8 (статья 4.4.4)\n"
        ),
        "{}",
        r.out
    );
    // The JSON state names the same rule and article as the status line.
    let r = session(&["--format", "json", "--fen", pawn], &["move a8=R touch a8=Q", "status"]);
    let last: Value = serde_json::from_str(r.out.lines().last().unwrap()).unwrap();
    assert_eq!(
        last["state"]["binding"],
        serde_json::json!({"kind": "touched", "squares": ["a8"], "rule": "promotion-piece-final", "article": "4.4.4", "edition": "2023"})
    );
    let r = session(&["--fen", pawn], &["move a8=R touch a8=Q", "status"]);
    assert!(
        r.out.contains(
            "\nWhite must promote the pawn to a queen: the queen has already touched the promotion square a8 — Article 4.4.4\n"
        ),
        "{}",
        r.out
    );

    let rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    let r = session(&["--lang", "ru", "--fen", rooks], &["move Лf1 touch e1,h1", "status"]);
    assert!(r.out.contains("\nБелые должны рокироваться в сторону ладьи h1: 0-0 (статья 4.4.1)\n"), "{}", r.out);
    let r = session(&["--fen", rooks], &["move Rf1 touch e1,h1", "status"]);
    assert!(r.out.contains("\nWhite must castle on the side of the rook on h1: O-O — Article 4.4.1\n"), "{}", r.out);

    let r = session(&["--lang", "ru", "--fen", rooks], &["move e1g1 touch h1,e1", "status"]);
    assert!(
        r.out.contains(
            "\nБелые должны пойти ладьёй с h1; рокировка в эту сторону на этом ходу не разрешается (статья 4.4.2)\n"
        ),
        "{}",
        r.out
    );
    let r = session(&["--fen", rooks], &["move e1g1 touch h1,e1", "status"]);
    assert!(
        r.out.contains(
            "\nWhite must move the rook from h1; castling on that side is not allowed on this move — Article 4.4.2\n"
        ),
        "{}",
        r.out
    );

    // 4.4.3: castling with the rook touched is illegal; the king must make another move.
    let attacked = "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1";
    let r = session(&["--lang", "ru", "--fen", attacked], &["move a1b1 touch e1,h1", "status"]);
    assert!(
        r.out.contains(
            "\nБелые должны сделать другой ход королём с e1: рокировка в сторону ладьи h1 — невозможный ход (статья 4.4.3)\n"
        ),
        "{}",
        r.out
    );
    let r = session(&["--fen", attacked], &["move a1b1 touch e1,h1", "status"]);
    assert!(
        r.out.contains(
            "\nWhite must make another move with the king from e1: castling on the side of the rook on h1 is an illegal move — Article 4.4.3\n"
        ),
        "{}",
        r.out
    );
}

// Review G-12: the greeting names the edition as an edition.
#[test]
fn the_greeting_names_the_edition_of_the_laws() {
    use arbiter::i18n::{Arg, Localizer, Message};
    let l10n = Localizer::global();
    let ru = l10n.negotiate(&["ru"]).unwrap();
    let msg = Message::new("session-welcome")
        .arg("edition", Arg::Text("2023".to_owned()))
        .arg("time-control", Arg::Keyword("blitz"));
    assert!(l10n.format(&ru, &msg).starts_with("Сессия арбитра: Правила в редакции 2023 года, блиц. "));
}

/// Review 28a, G-1: «Кf3» with one knight on f3 and another on b1 does not show which piece
/// moved (neither can go to f3): no 7.5 penalty for the knight on f3, which made no move —
/// the line is refused as any notation that names no single piece.
#[test]
fn a_move_written_to_the_square_a_knight_already_stands_on_is_not_that_knights_illegal_move() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let r = session(&["--lang", "ru", "--fen", fen], &["move Кf3", "status"]);
    assert!(
        r.out.contains("ошибка: строка 1: ход нужно записать так, чтобы было видно, какой своей фигурой"),
        "{}",
        r.out
    );
    assert!(r.out.contains("\nЗавершённых невозможных ходов: у белых 0, у чёрных 0\n"), "{}", r.out);
}
