@article-3
Feature: Article 3.10.3 — Illegal position
  A position is illegal when it cannot have been reached by any series of legal moves. (Our
  summary of FIDE Laws of Chess 2023, Article 3.10.3.)

  The engine refuses, when a FEN is loaded, every position it can prove unreachable, and
  names each reason. It never refuses a reachable position, so some unreachable positions
  pass.

  @article-3.10.3
  Scenario: Each side must have exactly one king
    When the FEN "8/8/8/8/8/8/8/4K3 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-king-count"
    And the reasons are explained:
      """
      Black has no king — Article 3.10.3
      """

  @article-3.10.3
  Scenario: Two white kings
    When the FEN "4k3/8/8/8/8/8/8/3KK3 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-king-count"

  @article-3.10.3
  Scenario: A pawn on the first or the last rank
    When the FEN "4k2P/8/8/8/8/8/8/4K3 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-pawn-on-back-rank"
    And the reasons are explained:
      """
      A white pawn stands on h8: a pawn that reaches the last rank is promoted at once — Article 3.10.3
      """

  @article-3.10.3
  Scenario: The side that has just moved may not be in check
    When the FEN "4k3/8/8/8/8/8/8/4RK2 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-opponent-in-check"
    And the reasons are explained:
      """
      The black king on e8 is in check from the rook on e1 while White is to move: Black's last move cannot have left its own king in check — Article 3.10.3
      """

  @article-3.10.3
  Scenario: No single move gives check with three pieces
    When the FEN "4k3/8/5N2/1B6/8/8/8/4RK2 b - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-impossible-check"
    And the reasons are explained:
      """
      The king on e8 is in check from 3 pieces at once (on e1, b5 and f6): no single move can give check with more than two pieces — Article 3.10.3
      """

  @article-3.10.3
  Scenario: No single move gives check with two knights
    When the FEN "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-impossible-check"
    And the reasons are explained:
      """
      The king on e8 is in check from the knight on d6 and the knight on f6 at once: no single move can give both these checks — Article 3.10.3
      """

  @article-3.10.3
  Scenario: A check that the last move, a two-square pawn advance, cannot have given
    The en passant square says Black's last move was d7-d5, yet the king is in check from a
    bishop that the pawn neither is nor uncovered.
    When the FEN "4k3/8/8/3p4/1b6/8/8/4K3 w - d6 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-impossible-check"
    And the reasons are explained:
      """
      The king on e1 is in check from the bishop on b4, but the en passant square shows that the last move was a pawn's two-square advance, and that move cannot have given this check — Article 3.10.3
      """

  @article-3.10.3
  Scenario: A double check by a bishop and a rook is possible
    When the FEN "4k3/8/8/1B6/8/8/8/4RK2 b - - 0 1" is loaded
    Then the position is accepted

  @article-3.10.3
  Scenario: More than eight pawns
    When the FEN "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-too-many-pieces"
    And the reasons are explained:
      """
      White has 9 pawns, but no side can have more than eight — Article 3.10.3
      """

  @article-3.10.3
  Scenario: More than sixteen pieces of one colour
    When the FEN "4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/4K3 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-too-many-pieces"
    And the reasons are explained:
      """
      White has 17 pieces on the board, pawns included, but each side has only 16 in a set — Article 3.10.3
      """

  @article-3.10.3
  Scenario: More promoted pieces than missing pawns
    Two extra queens, yet all eight pawns are still on the board.
    When the FEN "4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-too-many-pieces"
    And the reasons are explained:
      """
      White has 2 pieces beyond the original set, but none of its eight pawns is missing: each extra piece must come from a promoted pawn — Article 3.10.3
      """

  @article-3.10.3
  Scenario: A second queen after a promotion is possible
    When the FEN "4k3/8/8/8/8/8/1PPPPPPP/QQ2K3 w - - 0 1" is loaded
    Then the position is accepted

  @article-3.10.3
  Scenario: A castling right without the rook on its original square
    When the FEN "4k3/8/8/8/8/8/8/4K3 w K - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-castling-right-without-pieces"
    And the reasons are explained:
      """
      The position gives White the right to castle kingside, but there is no white rook on h1 — Article 3.10.3
      """

  @article-3.10.3
  Scenario: A castling right without the king on its original square
    When the FEN "4k3/8/8/8/8/8/8/3K3R w K - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-castling-right-without-pieces"
    And the reasons are explained:
      """
      The position gives White the right to castle kingside, but there is no white king on e1 — Article 3.10.3
      """

  @article-3.10.3
  Scenario: An en passant square on the wrong rank
    When the FEN "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-en-passant-square-invalid"
    And the reasons are explained:
      """
      The en passant square e3 does not match the side to move: after a white pawn's two-square advance it is on the third rank, after a black pawn's on the sixth — Article 3.10.3
      """

  @article-3.10.3
  Scenario: An en passant square with no pawn that could just have crossed it
    When the FEN "4k3/8/8/8/8/8/8/4K3 w - d6 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-en-passant-square-invalid"
    And the reasons are explained:
      """
      The en passant square d6 is given, but there is no pawn that could have just crossed it with a two-square advance — Article 3.10.3
      """

  @article-3.10.3
  Scenario: A position with several faults names each of them
    When the FEN "4k2P/8/8/8/8/8/8/8 w K - 0 1" is loaded
    Then the position is refused as illegal
    And the reasons are "position-king-count, position-pawn-on-back-rank, position-castling-right-without-pieces, position-castling-right-without-pieces"

  @article-3.10.3
  Scenario: A teaching diagram without kings is read only leniently
    Lasker's lone knight on e4 (Diagram 2) is no position of a game; read leniently, its
    moves can still be shown.
    Given the position "8/8/8/8/4N3/8/8/8 w - - 0 1", read leniently
    When the FEN "8/8/8/8/4N3/8/8/8 w - - 0 1" is loaded
    Then the position is refused as illegal
    And the piece on e4 can move to "c3 c5 d2 d6 f2 f6 g3 g5"

  @article-3.10.3
  Scenario: The initial position is legal
    When the FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" is loaded
    Then the position is accepted
