@article-1
Feature: Article 1.3 — Having the move
  A player "has the move" as soon as the opponent's move has been made. (Our summary of
  FIDE Laws of Chess 2023, Article 1.3.)

  @article-1.3
  Scenario: Black has the move as soon as White's first move has been made
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the moves "e4" have been played
    Then Black has the move
    And Black has 20 legal moves

  @article-1.3
  Scenario Outline: After <moves>, <side> has the move
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the moves "<moves>" have been played
    Then <side> has the move

    Examples:
      | moves                  | side  |
      | 1. e4 e5               | White |
      | 1. Nf3 Nf6 2. Ng1      | Black |
      | 1. e4 e5 2. Ke2 Ke7    | White |
      | 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O | Black |
