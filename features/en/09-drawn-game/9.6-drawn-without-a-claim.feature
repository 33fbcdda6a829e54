@article-9
Feature: Article 9.6 — Drawn without a claim
  Article 9.6: the game is drawn, with no claim needed, as soon as the same position (Article
  9.2.3) has appeared at least five times (9.6.1), or each player has made 75 moves without
  a pawn move and without a capture (9.6.2) — unless the last of these moves gave
  checkmate, which then takes precedence. (Our summary of FIDE Laws of Chess 2023, Article 9.6.)

  @article-9.6.1
  Rule: The same position for the fifth time ends the game

    Scenario: The knights go back and forth until the initial position has appeared five times
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8" are played
      Then the position has appeared 5 times
      And the game ends by fivefold repetition
      And the ending reads:
        """
        Ply 16 (8... Ng8): the same position has appeared 5 times; the game is drawn — Article 9.6.1
        """

    Scenario: Four times is a claim, not the end of the game
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8" are played
      Then the position has appeared 4 times
      And the game goes on
      And White may claim a draw under Article 9.2.2

    Scenario: Five times by different moves, with other positions in between
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      When the moves "1. Ra2 Kd8 2. Ra1 Ke8 3. Ra3 Kd7 4. Ra1 Ke8 5. Rb1 Kf8 6. Ra1 Ke8 7. Kd1 Kd8 8. Ke1 Ke8" are played
      Then the game ends by fivefold repetition

    Scenario: The position appeared five times, but en passant was possible the first time: only four are the same
      Given a game from the position "4k1n1/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
      When the moves "1. e4 Nf6 2. Kf2 Ng8 3. Ke1 Nf6 4. Kf2 Ng8 5. Ke1 Nf6 6. Kf2 Ng8 7. Ke1 Nf6 8. Kf2 Ng8 9. Ke1" are played
      Then the position has appeared 4 times
      And the game goes on

  @article-9.6.2
  Rule: Seventy-five moves by each player without a pawn move or a capture end the game

    Scenario: The seventy-fifth move of each player is made
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 148 100"
      When the moves "100. Ra2 Kd8" are played
      Then the game ends by the seventy-five-move rule
      And the ending reads:
        """
        Ply 2 (100... Kd8): the last seventy-five moves by each player were made without a pawn move or a capture; the game is drawn — Article 9.6.2
        """

    Scenario: One half-move short: the game goes on
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 148 100"
      When the moves "100. Ra2" are played
      Then the game goes on
      And Black may claim a draw under Article 9.3.2

    Scenario: Checkmate on the last of the seventy-five moves takes precedence
      Given a game from the position "6k1/8/6K1/8/8/8/8/R7 w - - 149 120"
      When the moves "120. Ra8#" are played
      Then the game ends by checkmate
      And the ending reads:
        """
        Ply 1 (120. Ra8#): checkmate; White wins — Article 5.1.1
        """

    Scenario: A capture on the last move starts the count again
      Given a game from the position "4k3/8/8/8/8/8/p7/R3K3 w - - 149 120"
      When the moves "120. Rxa2" are played
      Then the game goes on
      And no draw can be claimed

  @article-9.6.1
  Rule: Under the 2009 and 2005 editions the fifth time ends nothing: fivefold repetition came in 2014

    Scenario Outline: The knights go back and forth until the initial position has appeared five times, under the <edition> edition
      Given the game is played under the <edition> edition of the Laws
      And a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8" are played
      Then the position has appeared 5 times
      And the game goes on
      And White may claim a draw under Article 9.2.2

      Examples:
        | edition |
        | 2009    |
        | 2005    |

    Scenario: Under the 2009 edition the fifth time is a claim under 2009 Article 9.2 b
      Given the game is played under the 2009 edition of the Laws
      And a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8" are played
      Then the claim reads:
        """
        After ply 16 (8... Ng8) White may claim a draw: the same position has appeared for the fifth time — Article 9.2 b, 2009 edition
        After ply 16 (8... Ng8) White may claim a draw by writing Nf3 on the scoresheet and declaring it to the arbiter: that move makes the same position appear for the 5th time — Article 9.2 a, 2009 edition
        """

  @article-9.6.2
  Rule: Under the 2009 edition seventy-five moves end nothing: the rule came in 2014

    Scenario: The seventy-fifth move of each player under the 2009 edition: a claim, not the end
      Given the game is played under the 2009 edition of the Laws
      And a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 148 100"
      When the moves "100. Ra2 Kd8" are played
      Then the game goes on
      And White may claim a draw under Article 9.3.2
      And the claim reads:
        """
        After ply 2 (100... Kd8) White may claim a draw: the last fifty moves by each player were made without a pawn move or a capture — Article 9.3 b, 2009 edition
        """
