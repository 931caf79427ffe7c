"""Unique rectangles: a deduction that holds only when the puzzle has one solution.

Four empty cells in two rows, two columns and two boxes that all ended up as
3 or 7 could swap their 3s and 7s, giving a second solution. A puzzle with one
solution never allows that *deadly pattern*, so one of the corners' other
candidates, its *guardians*, is true (the module
[`rectangles`][sudoku.strategies.rectangles] finds the pattern). Two corners,
the *floor*, hold only 3 and 7; the others hold more, or lost one of the two:

* **type 1**: three corners hold only 3 and 7, so the fourth is neither;
* **type 2**: the other two corners, side by side, have one guardian, the same
  digit: one of them takes it, so it leaves the cells that see both;
* **type 3**: the two corners side by side have guardians 2 and 5, say: one of
  them takes 2 or 5, as if it were one cell holding 2 and 5, which may make a
  naked subset with other cells of their row, column or box;
* **type 4**: in a container of the two corners side by side, 3 goes only in
  them: one of them is 3, so the other cannot be 7, and 7 leaves both;
* **type 5**: like type 2, with the one guardian digit in two opposite corners
  or in three;
* **type 6**: two opposite corners hold only 3 and 7, and in both rows (or both
  columns) of the rectangle 3 goes only in its corners: a 3 in another corner
  would put 3s in both of them and 7s in the floor, so 3 leaves them.

Sudoku Explainer rates types 1 to 4 from 4.5 to 4.6: type 1 here is 4.5, the
others need a second look (a guardian digit, a subset, a strong link) and are
4.6; type 3, which needs a naked subset besides the rectangle, comes after
type 4 in the chain. Sudoku Explainer does not rate types 5 and 6; HoDoKu
gives every type the same score and tries them in the order of their numbers,
so they are 4.6 too, after type 3.

The strategy finds nothing unless it knows the puzzle has one solution: build
it with ``unique=True``, or call ``assuming_unique()`` (whoever builds the chain
checks it, say with ``Solver().count_solutions``, or the caller declares it).

What each type looks for is a function of its own, in
``sudoku.strategies.unique_rectangle_types``; the base class
[`Uniqueness`][sudoku.strategies.uniqueness.Uniqueness], in
``sudoku.strategies.uniqueness``, keeps the strategy off until the puzzle is known to have
one solution. See the docs page *Strategies*, at the unique rectangles.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of a hard puzzle
    ...     "8..463.15...912.833.1785.427842563919..1374281..8945765.864123.2..57816..1.32985.")
    >>> print(UniqueRectangle(4).find(board))  # not known to have one solution: off
    None
    >>> print(UniqueRectangle(4).assuming_unique().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c2<>6, r2c3<>6: unique rectangle type 4, r5c2 and r5c3 hold only 5 and 6, and in row 2,
    5 goes only in r2c2 or r2c3, so one of them is 5; if the other were 6, r2c2, r2c3, r5c2
    and r5c3 could swap 5 and 6 for a second solution, and the puzzle has only one; so
    neither is 6
"""

from __future__ import annotations

from sudoku.strategies.rectangles import unique_rectangles
from sudoku.strategies.unique_rectangle_types import TYPES
from sudoku.strategies.uniqueness import Uniqueness

KINDS = {1: ("unique rectangle type 1", 4.5), 2: ("unique rectangle type 2", 4.6),
         3: ("unique rectangle type 3", 4.6), 4: ("unique rectangle type 4", 4.6),
         5: ("unique rectangle type 5", 4.6), 6: ("unique rectangle type 6", 4.6)}
"""The name and difficulty of each type."""

DESCRIPTIONS = {
    1: "Four cells at the corners of a rectangle, on two rows, two columns and two boxes, "
       "must never be free to swap two digits, or the puzzle would have two solutions. When "
       "three corners hold only the same two candidates, the fourth must take something "
       "else, so both digits leave it. It relies on the puzzle having exactly one solution.",
    2: "Take four cells at the corners of a rectangle on two rows, two columns and two boxes. "
       "Two corners hold only 3 and 7; the other two hold 3, 7 and the same third digit. If "
       "neither took the third digit, the corners could swap 3 and 7, so one of them holds "
       "it, and a cell that sees both loses it. It relies on the puzzle having one solution.",
    3: "Take four cells at the corners of a rectangle on two rows, two columns and two boxes, "
       "two of them holding only 3 and 7. One of the other two, side by side, must take one of "
       "their extra candidates, say 2 or 5, or the corners could swap 3 and 7; so together "
       "they act as one cell holding 2 and 5, which can make a naked subset with other cells "
       "of their row, column or box. It relies on the puzzle having one solution.",
    4: "Take four cells at the corners of a rectangle on two rows, two columns and two boxes. "
       "Two corners hold only 3 and 7; the other two share a row, column or box and hold 3, 7 "
       "and more. If 3 has no other place there, one of the two is 3, and the other must not "
       "be 7, or the corners could swap; so 7 leaves both. It relies on the puzzle having one "
       "solution.",
    5: "Take four cells at the corners of a rectangle on two rows, two columns and two boxes, "
       "where only 3, 7 and one more digit, say 5, appear, 5 in two opposite corners or in "
       "three. If none of them took the 5, the corners could swap 3 and 7; so one of them is "
       "5, and a cell that sees all of them loses 5. It relies on the puzzle having one "
       "solution.",
    6: "Take four cells at the corners of a rectangle on two rows, two columns and two boxes; "
       "two opposite corners hold only 3 and 7, and in both rows 3 goes only in the corners. "
       "A 3 in one of the other two corners would put a 3 in the other as well and 7s in the "
       "first two, free to swap; so 3 leaves both. It relies on the puzzle having one "
       "solution.",
}
"""What a player looks for in each type of unique rectangle, and why it works."""

EXAMPLE_SEEDS = {1: 222, 2: 176, 3: 127, 4: 224, 5: 568, 6: 49}
"""A generated puzzle whose solve takes each type (see ``Strategy.example_seed``)."""


class UniqueRectangle(Uniqueness):
    """Avoid a deadly rectangle of four cells that could swap two digits.

    Args:
        kind: the type of unique rectangle, 1 to 6.
        unique: whether the puzzle is known to have one solution.
    """

    nudge = "look for four cells in two boxes that could swap two digits"

    def __init__(self, kind: int = 1, unique: bool = False):
        super().__init__(unique)
        if kind not in KINDS:
            raise ValueError(f"unique rectangles are of type 1 to 6, not {kind!r}")
        self.kind = kind
        self.name, self.difficulty = KINDS[kind]
        self.description = DESCRIPTIONS[kind]
        self.example_seed = EXAMPLE_SEEDS[kind]

    def patterns(self, board):
        """Every rectangle of this type that changes something, in the order ``find`` tries them.

        Rectangles go in the order of ``unique_rectangles``; each is checked by the
        function of ``TYPES`` for this type. A rectangle may give more than one step:
        type 3 a subset with each group of cells, types 4 and 6 a strike on each digit
        of the pair.
        """
        check = TYPES[self.kind]
        for rectangle in unique_rectangles(board, self.deadline):
            self.deadline.check()  # rectangles are many where pairs are
            yield from check(self.name, board, rectangle)

    def arguments(self) -> str:
        """The type, as ``repr`` shows it."""
        return str(self.kind)

