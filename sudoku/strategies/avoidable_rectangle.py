"""Avoidable rectangles: a deadly rectangle among the digits the solve has placed.

Four cells in two rows, two columns and two boxes that end up holding only 3
and 7 could swap them for a second solution, as long as none of them is a
given (see [`rectangles`][sudoku.strategies.rectangles]). Digits the solve has
placed are not givens, so they count:

* **type 1**: three corners were placed, 3, 7 and 7, and the fourth is empty:
  it must not be the 3 that would finish the pattern;
* **type 2**: two corners side by side were placed, 3 and 7, and the other two
  hold the digit each would need plus one more, the same in both, say 5: one of
  them is 5, so 5 leaves the cells that see both.

Only the givens matter: a puzzle stated with more givens could hold the same
digits and have no avoidable rectangle at all. Sudoku Explainer does not rate
them. HoDoKu gives them the score of the unique rectangles and tries them after
the hidden rectangle, so both types are 4.6, in that order. Like the unique
rectangles, they find nothing unless the puzzle is known to have one solution.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a solve of top95 #32, less three digits it placed
    ...     "...521947142379586975...321..48.271525.1.7.3.781.35.6.5..214.73.1375..9..27..315.")
    >>> for name, digit in (("r1c2", 3), ("r4c1", 3), ("r4c2", 6)):  # placed, so not givens
    ...     board.place(board.cell(name), digit)
    >>> print(AvoidableRectangle(1).assuming_unique().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r1c1<>6: avoidable rectangle type 1, r1c2, r4c1 and r4c2 were placed by the solve, not
    given: 3, 3 and 6; if r1c1 were 6, r1c1, r1c2, r4c1 and r4c2 could swap 3 and 6 for a
    second solution, and the puzzle has only one; so r1c1 is not 6
"""

from __future__ import annotations

from sudoku.bitsets import cells_of
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.rectangle_steps import names, rectangle_step
from sudoku.strategies.rectangles import avoidable_rectangles
from sudoku.strategies.uniqueness import Uniqueness

KINDS = {1: ("avoidable rectangle type 1", 4.6), 2: ("avoidable rectangle type 2", 4.6)}
"""The name and difficulty of each type."""

DESCRIPTIONS = {
    1: "Four cells at the corners of a rectangle, on two rows, two columns and two boxes, "
       "none of them a given, must never be free to swap two digits. When three of them were "
       "placed by the solve, 3, 7 and 7, the fourth must not be the 3 that would let them "
       "swap. It relies on the puzzle having one solution.",
    2: "Four cells at the corners of a rectangle, on two rows, two columns and two boxes, "
       "none of them a given, must never be free to swap two digits. When two were placed by "
       "the solve, 3 and 7, and the other two hold the digit each would need plus the same "
       "other digit, one of them takes that digit, so a cell that sees both loses it. It "
       "relies on the puzzle having one solution.",
}
"""What a player looks for in each type, and why it works."""

EXAMPLE_SEEDS = {1: 488, 2: 49}
"""A generated puzzle whose solve takes each type (see ``Strategy.example_seed``)."""


class AvoidableRectangle(Uniqueness):
    """Keep the digits the solve placed from making a deadly rectangle.

    Args:
        kind: 1 or 2, the type of avoidable rectangle.
        unique: whether the puzzle is known to have one solution.
    """

    nudge = "look for digits you placed (not givens) at three or two corners of a rectangle"

    def __init__(self, kind: int = 1, unique: bool = False):
        super().__init__(unique)
        if kind not in KINDS:
            raise ValueError(f"avoidable rectangles are of type 1 or 2, not {kind!r}")
        self.kind = kind
        self.name, self.difficulty = KINDS[kind]
        self.description = DESCRIPTIONS[kind]
        self.example_seed = EXAMPLE_SEEDS[kind]

    def patterns(self, board):
        """Every avoidable rectangle of this type that strikes, in the order ``find`` tries them."""
        for rectangle in avoidable_rectangles(board, self.deadline):
            self.deadline.check()
            empty = [cell for cell in rectangle.corners if not cell.digit]
            step = (self._type_1 if self.kind == 1 else self._type_2)(board, rectangle, empty)
            if step:
                yield step

    def _type_1(self, board, rectangle, empty):
        if len(empty) != 1:
            return None
        corner = empty[0]
        digit = rectangle.deadly[rectangle.corners.index(corner)].bit_length() - 1
        return self._step(board, rectangle, [(corner, digit)],
                          f"{corner.name} were {board.layout.symbol(digit)}",
                          f"{corner.name} is not {board.layout.symbol(digit)}")

    def _type_2(self, board, rectangle, empty):
        if len(empty) != 2:
            return None
        first, second = empty
        extra = rectangle.guardians(first)
        if extra.bit_count() != 1 or rectangle.guardians(second) != extra:
            return None
        digit = extra.bit_length() - 1
        seeing = first.peer_bits & second.peer_bits & board.empty_bits
        struck = [(cell, digit) for cell in cells_of(seeing, board.cells)
                  if cell.candidate_bits & extra]
        if not struck:
            return None
        symbol = board.layout.symbol(digit)
        return self._step(board, rectangle, struck,
                          f"neither {first.name} nor {second.name} were {symbol}",
                          f"one of them is {symbol}, and {symbol} leaves the cells that see both")

    def _step(self, board, rectangle, struck, what_if, conclusion):
        placed = [cell for cell in sorted(rectangle.corners) if cell.digit]
        digits = in_words(board.layout.symbol(cell.digit) for cell in placed)
        return rectangle_step(self.name, board, rectangle, struck,
                              f"{names(placed)} were placed by the solve, not given: {digits}",
                              what_if, conclusion)

    def arguments(self) -> str:
        """The type, as ``repr`` shows it."""
        return str(self.kind)
