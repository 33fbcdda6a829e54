@article-C
Feature: Appendix C.5–C.7 — Files, ranks, and the names of the squares
  The eight files are named a to h, from left to right as White sees the board; the eight
  ranks are numbered 1 to 8, from bottom to top as White sees it. So in the initial
  position White's pieces and pawns stand on the first and second ranks, Black's on the
  eighth and seventh, and each of the 64 squares has a name of its own: a letter and a
  number. (Our summary of FIDE Laws of Chess 2023, Appendix C.5 to C.7.)

  Rule: C.5 Files a to h, from left to right as White sees the board

    @article-C.5
    Scenario Outline: White's first rank from left to right — <square>
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      Then the square <square> holds a white <piece>

      Examples:
        | square | piece  |
        | a1     | rook   |
        | b1     | knight |
        | c1     | bishop |
        | d1     | queen  |
        | e1     | king   |
        | f1     | bishop |
        | g1     | knight |
        | h1     | rook   |

    @article-C.5
    Scenario: In a diagram the files run from a on the left to h on the right
      The rook stands in the bottom left-hand corner; the squares it reaches along the
      bottom rank are b1, c1 and d1, up to its king.
      Given the position:
        """
        ---------------------------------------
        8 | *  |    |    |    |    |    |    | #K |
        |---------------------------------------|
        7 | *  |    |    |    |    |    |    |    |
        |---------------------------------------|
        6 | *  |    |    |    |    |    |    |    |
        |---------------------------------------|
        5 | *  |    |    |    |    |    |    |    |
        |---------------------------------------|
        4 | *  |    |    |    |    |    |    |    |
        |---------------------------------------|
        3 | *  |    |    |    |    |    |    |    |
        |---------------------------------------|
        2 | *  |    |    |    |    |    |    |    |
        |---------------------------------------|
        1 | ^R | *  | *  | *  | ^K |    |    |    |
        ---------------------------------------
        A    B    C    D    E    F    G    H
        """
      Then the square a1 holds a white rook
      And the square h8 holds a black king
      And the piece on a1 can move to exactly the marked squares
      And the piece on a1 can move to "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1"

  Rule: C.6 Ranks 1 to 8, from bottom to top as White sees the board

    @article-C.6
    Scenario Outline: In the initial position the <piece> on <square> stands on rank <rank>
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      Then the square <square> holds a <piece>

      Examples:
        | square | rank | piece      |
        | a1     | 1    | white rook |
        | b2     | 2    | white pawn |
        | g7     | 7    | black pawn |
        | h8     | 8    | black rook |

    @article-C.6
    Scenario: Between the two armies the third to sixth ranks are empty
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      Then the square a3 is empty
      And the square c4 is empty
      And the square f5 is empty
      And the square h6 is empty

    @article-C.6
    Scenario: In a diagram the ranks are numbered from 1 at the bottom to 8 at the top
      White's pawn on the second rank moves up the board; Black's pawn on the seventh rank
      moves down it.
      Given the position:
        """
        ---------------------------------------
        8 |    |    |    |    | #K |    |    |    |
        |---------------------------------------|
        7 |    |    |    | #P |    |    |    |    |
        |---------------------------------------|
        6 |    |    |    |    |    |    |    |    |
        |---------------------------------------|
        5 |    |    |    |    |    |    |    |    |
        |---------------------------------------|
        4 |    |    |    |    | *  |    |    |    |
        |---------------------------------------|
        3 |    |    |    |    | *  |    |    |    |
        |---------------------------------------|
        2 |    |    |    |    | ^P |    |    |    |
        |---------------------------------------|
        1 |    |    |    |    | ^K |    |    |    |
        ---------------------------------------
        A    B    C    D    E    F    G    H
        """
      Then the piece on e2 can move to exactly the marked squares
      And the piece on e2 can move to "e3 e4"
      And the piece on d7 can move to "d5 d6"

    @article-C.6
    Scenario: Black's moves are named from White's side of the board too
      The black pawn advancing two squares from e7 lands on e5: the fifth rank counted
      from White's side, not Black's fourth.
      Given the position "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
      When Black plays "e5"
      Then the move is legal
      And the position after the move is "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"

  Rule: C.7 Each square has a name of its own

    @article-C.7
    Scenario: The 27 squares a queen in the centre reaches have 27 different names
      Given the position:
        """
        ---------------------------------------
        8 | #K |    |    | *  |    |    |    | *  |
        |---------------------------------------|
        7 | *  |    |    | *  |    |    | *  |    |
        |---------------------------------------|
        6 |    | *  |    | *  |    | *  |    |    |
        |---------------------------------------|
        5 |    |    | *  | *  | *  |    |    |    |
        |---------------------------------------|
        4 | *  | *  | *  | ^Q | *  | *  | *  | *  |
        |---------------------------------------|
        3 |    |    | *  | *  | *  |    |    |    |
        |---------------------------------------|
        2 |    | *  |    | *  |    | *  |    |    |
        |---------------------------------------|
        1 | *  |    |    | *  |    |    | *  | ^K |
        ---------------------------------------
        A    B    C    D    E    F    G    H
        """
      Then the piece on d4 can move to exactly the marked squares
      And the piece on d4 can move to "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 d8 e3 e4 e5 f2 f4 f6 g1 g4 g7 h4 h8"

    @article-C.7
    Scenario: A letter without a number names no square
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      Then the notation "Nf" is refused:
        """
        “Nf” is not a move in UCI or algebraic notation. Invalid algebraic notation: the move must end with the square of arrival, such as e4
        """
