@article-2
Feature: Article 2.2 — The pieces
  At the start White has sixteen light-coloured pieces and Black sixteen dark-coloured ones:
  a king, a queen, two rooks, two bishops, two knights and eight pawns each. (Our summary of
  FIDE Laws of Chess 2023, Article 2.2.)

  @article-2.2
  Scenario Outline: At the start <side> has <count> <pieces>
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then <side> has <count> <pieces>

    Examples:
      | side  | count | pieces  |
      | White | 16    | pieces  |
      | White | 1     | king    |
      | White | 1     | queen   |
      | White | 2     | rooks   |
      | White | 2     | bishops |
      | White | 2     | knights |
      | White | 8     | pawns   |
      | Black | 16    | pieces  |
      | Black | 1     | king    |
      | Black | 1     | queen   |
      | Black | 2     | rooks   |
      | Black | 2     | bishops |
      | Black | 2     | knights |
      | Black | 8     | pawns   |

  @article-2.2
  Scenario: Each side's two bishops start on squares of different colours
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then the square c1 holds a white bishop
    And the square c1 is dark
    And the square f1 holds a white bishop
    And the square f1 is light
    And the square c8 holds a black bishop
    And the square c8 is light
    And the square f8 holds a black bishop
    And the square f8 is dark
