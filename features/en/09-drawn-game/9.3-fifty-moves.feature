@article-9
Feature: Article 9.3 — Fifty moves without a pawn move or a capture
  Article 9.3: on a correct claim by the player having the move, the game is drawn if each
  player has made 50 moves with no pawn move and no capture — either to be completed by a move
  the claimant writes on the scoresheet and declares to the arbiter the intention to make
  (9.3.1), or already completed (9.3.2).
  The FEN's halfmove clock counts the half-moves since the last pawn move or capture.
  (Our summary of FIDE Laws of Chess 2023, Article 9.3.)

  @article-9.3.1
  Rule: The intended move completes the fifty moves: the player declares the intention to make it

    Scenario: Black declares a king move that completes the fifty moves
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"
      When the moves "80. Ra2" are played
      Then Black may claim a draw by declaring "Kd7" under Article 9.3.1
      And the claim reads:
        """
        After ply 1 (80. Ra2) Black may claim a draw by writing on the scoresheet a move that is neither a pawn move nor a capture (for example Kd7) and declaring it to the arbiter: after that move the last fifty moves by each player will have been made without a pawn move or a capture — Article 9.3.1
        """

    Scenario: One half-move short with the other player to move: no claim yet
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 97 80"
      When the moves "80. Ra2" are played
      Then no draw can be claimed

    Scenario: A player whose every move is a pawn move cannot complete the fifty moves
      Given a game from the position "7k/1p3K2/8/8/8/8/2B5/8 w - - 98 80"
      When the moves "80. Bd3" are played
      Then Black has 2 legal moves
      And no draw can be claimed

  @article-9.3.2
  Rule: The last fifty moves by each player had no pawn move and no capture

    Scenario: Fifty moves completed: the player having the move may claim
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"
      When the moves "80. Ra2 Kd8" are played
      Then White may claim a draw under Article 9.3.2
      And the claim reads:
        """
        After ply 2 (80... Kd8) White may claim a draw: the last fifty moves by each player were made without a pawn move or a capture — Article 9.3.2
        """

    Scenario: The claim is still open later, and the game goes on until it is made
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 120 90"
      When the moves "90. Ra3 Kd7 91. Ra2 Ke8" are played
      Then White may claim a draw under Article 9.3.2
      And the game goes on

    Scenario Outline: A pawn move or a capture starts the count again (<what>)
      Given a game from the position "<position>"
      When the moves "<moves>" are played
      Then no draw can be claimed

      Examples:
        | what        | position                           | moves      |
        | a pawn move | 4k3/4p3/8/8/8/8/8/R3K3 w - - 98 80 | 80. Ra2 e5 |
        | a capture   | 4k3/8/8/n7/8/8/8/R3K3 w - - 98 80  | 80. Rxa5   |
