@article-4
Feature: Article 4.5 — None of the pieces touched can be moved or captured
  Article 4.5: if none of the pieces touched can be moved or captured, the player may make
  any legal move. (Our summary of FIDE Laws of Chess 2023, Article 4.5.)

  @article-4.5
  Scenario Outline: Nothing touched can move or be captured (touched: <touched>; played: <move>)
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White touches "<touched>" and plays "<move>"
    Then the move is legal

    Examples: own pieces that cannot move
      | touched        | move |
      | c1             | e4   |
      | a1, c1, d1, f1 | Nf3  |
      | e1             | d4   |

    Examples: opponent's pieces that cannot be captured
      | touched | move |
      | e7      | Nc3  |
      | h8, g8  | e4   |

    Examples: pieces of both colours, none of which can move or be captured
      | touched | move |
      | c1, d7  | g3   |
      | d8+d1   | b3   |

  @article-4.5
  Scenario: A pinned knight and an unreachable rook touched: any legal move
    Given the position "r1bqk1nr/pppp1ppp/2n5/4p3/1b2P3/3P4/PPPN1PPP/R1BQKBNR w KQkq - 2 4"
    When White touches "d2, a8" and plays "a3"
    Then the move is legal

  @article-4.5
  Scenario: A touched piece that can be moved is not covered by Article 4.5
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White touches "c1, b1" and plays "e4"
    Then the move is illegal under Article 4.3.1
