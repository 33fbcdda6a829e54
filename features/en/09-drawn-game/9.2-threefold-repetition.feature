@article-9
Feature: Article 9.2 — The same position for at least the third time
  Article 9.2: on a correct claim by the player having the move, the game is drawn when
  the same position (Article 9.2.3) appears for at least the third time, not necessarily
  by a repetition of moves — either about to appear, the claimant writing the move that will
  produce it on the scoresheet and declaring to the arbiter the intention to make it (9.2.1),
  or having just appeared (9.2.2). The game is not drawn by
  itself: a player must claim. (Our summary of FIDE Laws of Chess 2023, Article 9.2.)

  @article-9.2.1
  Rule: The position will appear for the third time after the intended move: the player declares the intention to make it

    Scenario: Black declares the knight's return that brings back the initial position a third time
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1" are played
      Then Black may claim a draw by declaring "Ng8" under Article 9.2.1
      And the claim reads:
        """
        After ply 7 (4. Ng1) Black may claim a draw by writing Ng8 on the scoresheet and declaring it to the arbiter: that move makes the same position appear for the third time — Article 9.2.1
        """

    Scenario: The claim does not wait for the move: the position has appeared only twice so far
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1" are played
      Then the position has appeared 2 times
      And the game goes on

    Scenario: White declares a move that repeats a position reached by different moves
      Given a game from the position "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
      When the moves "1. Rh2 Kd8 2. Rh3 Ke8 3. Rh2 Kd8 4. Rh1 Ke8" are played
      Then the position has appeared 2 times
      And White may claim a draw by declaring "Rh2" under Article 9.2.1

    Scenario: Twice is not enough: no draw can be claimed
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8" are played
      Then the position has appeared 2 times
      And no draw can be claimed

  @article-9.2.2
  Rule: The position has just appeared for the third time: the player having the move may claim

    Scenario: The initial position for the third time
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8" are played
      Then the position has appeared 3 times
      And White may claim a draw under Article 9.2.2
      And the claim reads:
        """
        After ply 8 (4... Ng8) White may claim a draw: the same position has appeared for the third time — Article 9.2.2
        After ply 8 (4... Ng8) White may claim a draw by writing Nf3 on the scoresheet and declaring it to the arbiter: that move makes the same position appear for the third time — Article 9.2.1
        """

    Scenario: A threefold repetition does not end the game by itself
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8" are played
      Then the game goes on

    Scenario Outline: The repetitions need not come from the same moves (<how>)
      Given a game from the initial position
      When the moves "<moves>" are played
      Then the position has appeared 3 times
      And White may claim a draw under Article 9.2.2

      Examples:
        | how                         | moves                                                             |
        | the same moves              | 1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8                       |
        | different knights each time | 1. Nf3 Nf6 2. Ng1 Ng8 3. Nc3 Nc6 4. Nb1 Nb8                       |
        | other positions in between  | 1. Nf3 Nf6 2. Ng1 Ng8 3. Nc3 Nc6 4. Ne4 Ne5 5. Nc3 Nc6 6. Nb1 Nb8 |

    Scenario: Repeated checks: the position after the interposition appears for the third time
      Given a game from the position "6k1/5ppp/8/8/1q6/8/5PPP/3Q2K1 w - - 0 1"
      When the moves "1. Qd8+ Qf8 2. Qd5 Qb4 3. Qd8+ Qf8 4. Qd5 Qb4 5. Qd8+ Qf8" are played
      Then the position has appeared 3 times
      And White may claim a draw under Article 9.2.2
