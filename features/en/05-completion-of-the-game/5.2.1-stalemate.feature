@article-5
Feature: Article 5.2.1 — Stalemate
  Article 5.2.1: the game is drawn when the player to move has no legal move and his or her
  king is not in check. The game is said to end in stalemate, and it ends at once.
  (Our summary of FIDE Laws of Chess 2023, Article 5.2.1.)

  @article-5.2.1
  Scenario: King and queen against king: the queen takes the last squares away
    Given a game from the position "7k/5Q2/8/6K1/8/8/8/8 w - - 0 1"
    When the moves "Kg6" are played
    Then the black king is not in check
    And Black has no legal moves
    And the game ends by stalemate
    And the ending reads:
      """
      Ply 1 (1. Kg6): stalemate; the game is drawn — Article 5.2.1
      """

  @article-5.2.1
  Scenario: The shortest known stalemate from the initial position (Sam Loyd)
    Given a game from the initial position
    When the moves "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6" are played
    Then the game ends by stalemate
    And the ending reads:
      """
      Ply 19 (10. Qe6): stalemate; the game is drawn — Article 5.2.1
      """

  @article-5.2.1
  Scenario Outline: Stalemate, whatever the pieces that take the moves away (<kind>)
    Given a game from the position "<position>"
    When the moves "<moves>" are played
    Then the game ends by stalemate

    Examples:
      | kind                        | position                         | moves    |
      | king and pawn against king  | 4k3/4P3/3K4/8/8/8/8/8 w - - 0 1  | 1. Ke6   |
      | a pinned knight cannot move | kn6/2K5/1P6/8/8/8/8/7R w - - 0 1 | 1. Rh8   |
      | a blocked pawn cannot move  | 7k/7p/7P/8/8/8/8/5Q1K w - - 0 1  | 1. Qf7   |
      | White is stalemated         | 8/8/8/8/8/3q4/2k5/K7 b - - 0 1   | 1... Qb3 |

  @article-5.2.1
  Scenario: No legal move while in check is checkmate, not stalemate
    Given a game from the position "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
    When the moves "Ra8#" are played
    Then the game ends by checkmate

  @article-5.2.1
  Scenario: One legal move, even with a pawn, is enough: the game goes on
    Given a game from the position "7k/7p/8/8/8/8/8/5Q1K w - - 0 1"
    When the moves "Qf7" are played
    Then Black has 2 legal moves
    And the game goes on
