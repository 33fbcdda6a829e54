@article-4
Feature: Article 4.7 — A piece released on a square
  When, as a legal move or part of a legal move, a piece has been released on a square, it
  cannot then be moved to another square on this move. A touch list writes a release as
  `g1-f3`: the piece from g1 put down on f3 and let go.
  (Our summary of FIDE Laws of Chess 2023, Article 4.7.)

  @article-4.7
  Rule: A piece released on a square where it makes a legal move stays there

    Scenario: The knight let go on f3 cannot go on to h3
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White puts the piece from g1 down on f3, lets go, and plays "Nh3"
      Then the move is illegal under Article 4.7
      And the explanation is:
        """
        The player released the knight from g1 on f3, a legal move, so that move has been made and the piece cannot be moved to another square: Nf3 — Article 4.7
        """

    Scenario: The knight let go on f3 stays on f3
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White puts the piece from g1 down on f3, lets go, and plays "Nf3"
      Then the move is legal

    Scenario: A capturing bishop let go on its square has captured
      Given the position "rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3"
      When White puts the piece from c4 down on f7, lets go, and plays "Bb5"
      Then the move is illegal under Article 4.7

    Scenario: Let go on a square it cannot legally reach, no move was made
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White puts the piece from g1 down on g3, lets go, and plays "Nf3"
      Then the move is legal

  @article-4.7.2
  Rule: The king let go on its castling square commits the player to castling on that side, or, if that is illegal, to another king move

    Scenario: The king let go on g1: castle kingside
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      When White puts the piece from e1 down on g1, lets go, and plays "Kf1"
      Then the move is illegal under Article 4.7.2
      And the explanation is:
        """
        The player released the king on g1 to castle kingside, and that castling is legal, so no other move is allowed: O-O — Article 4.7.2
        """

    Scenario: The king let go on g1 and the rook brought to f1: castling made
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      When White puts the piece from e1 down on g1, lets go, and plays "O-O"
      Then the move is legal

    Scenario: Castling kingside illegal: another king move, which may be castling queenside
      Given the position "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"
      When White puts the piece from e1 down on g1, lets go, and plays "Rb1"
      Then the move is illegal under Article 4.7.2
      And the explanation is:
        """
        The player released the king on g1 to castle kingside, which is not legal, so the player must make another move with the king: Kd1, Kxf2 or O-O-O — Article 4.7.2
        """

    Scenario: Castling on the other side satisfies the rule
      Given the position "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"
      When White puts the piece from e1 down on g1, lets go, and plays "O-O-O"
      Then the move is legal
