"""Unique rectangles: a deduction that holds only when the puzzle has one solution.

Four empty cells in two rows, two columns and two boxes that all ended up as
3 or 7 could swap their 3s and 7s, giving a second solution. A puzzle with one
solution never allows that *deadly pattern*, so when the rectangle comes close
to it, something else must happen. The two *floor* cells (sharing a container)
hold only 3 and 7; the two *roof* cells hold 3, 7 and more:

* **type 1**: three cells hold only 3 and 7, so the fourth holds neither;
* **type 2**: both roofs hold 3, 7 and one more digit, the same one: a roof
  takes it, so it leaves the cells that see both roofs;
* **type 4**: in a container of both roofs, 3 goes only in the roofs: one roof
  is 3, so the other cannot be 7, and 7 leaves both roofs.

On any layout, four cells can swap when every container holding one of them
holds exactly two of them; the search checks that, so the strategy holds for
every layout. It works on masks: the floors come from the cells with two
candidates, the roofs from the cells that hold both digits of the pair
(where the pair's places meet in a container), and a corner's neighbours are
its ``peer_bits``. Sudoku Explainer rates unique rectangles and loops from 4.5 to
5.0: type 1 here is 4.5, types 2 and 4, which need a second look (an extra
digit, a strong link), are 4.6.

The strategy finds nothing unless it knows the puzzle has one solution: build
it with ``unique=True``, or call ``assuming_unique()`` (whoever builds the chain
checks it, say with ``Solver().count_solutions``, or the caller declares it).

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

import copy
from collections.abc import Callable

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Link, Mark, Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.xy_wing import bivalue_cells

KINDS = {1: ("unique rectangle type 1", 4.5), 2: ("unique rectangle type 2", 4.6),
         4: ("unique rectangle type 4", 4.6)}
"""The name and difficulty of each type covered."""

DESCRIPTIONS = {
    1: "Four cells at the corners of a rectangle, on two rows, two columns and two boxes, "
       "must never be free to swap two digits, or the puzzle would have two solutions. When "
       "three corners hold only the same two candidates, the fourth must take something "
       "else, so both digits leave it. It relies on the puzzle having exactly one solution.",
    2: "Take four cells at the corners of a rectangle on two rows, two columns and two boxes. "
       "Two corners hold only 3 and 7; the other two hold 3, 7 and the same third digit. If "
       "neither took the third digit, the corners could swap 3 and 7, so one of them holds "
       "it, and a cell that sees both loses it. It relies on the puzzle having one solution.",
    4: "Take four cells at the corners of a rectangle on two rows, two columns and two boxes. "
       "Two corners hold only 3 and 7; the other two share a row, column or box and hold 3, 7 "
       "and more. If 3 has no other place there, one of the two is 3, and the other must not "
       "be 7, or the corners could swap; so 7 leaves both. It relies on the puzzle having one "
       "solution.",
}
"""What a player looks for in each type of unique rectangle, and why it works."""

EXAMPLE_SEEDS = {1: 222, 2: 176, 4: 224}
"""A generated puzzle whose solve takes each type (see ``Strategy.example_seed``)."""



class Uniqueness(Strategy):
    """A technique sound only on a puzzle with exactly one solution: off until told so.

    Args:
        unique: whether the puzzle is known to have one solution; if not, ``find``
            finds nothing. It may also be a function of no arguments that tells,
            asked only the first time the answer matters (see ``is_unique``).
    """

    requires_uniqueness = True

    def __init__(self, unique: bool | Callable[[], bool] = False):
        super().__init__()
        self.unique = unique

    def is_unique(self) -> bool:
        """Whether the puzzle has one solution, asking a function given as ``unique`` once.

        A strategy asks it only when it has found its pattern, so that a puzzle
        is counted only when the answer decides a step.
        """
        if callable(self.unique):
            self.unique = bool(self.unique())
        return self.unique

    def assuming_unique(self, check: Callable[[], bool] | None = None) -> Uniqueness:
        """A copy of this strategy that uses the uniqueness of the puzzle.

        Args:
            check: a function that tells whether the puzzle has one solution,
                asked the first time the copy is about to use it; without one,
                the puzzle is known to have one.
        """
        twin = copy.copy(self)
        twin.unique = True if check is None else check
        return twin


class UniqueRectangle(Uniqueness):
    """Avoid a deadly rectangle of four cells that could swap two digits.

    Args:
        kind: 1, 2 or 4, the type of unique rectangle.
        unique: whether the puzzle is known to have one solution.
    """

    nudge = "look for four cells in two boxes that could swap two digits"

    def __init__(self, kind: int = 1, unique: bool = False):
        super().__init__(unique)
        if kind not in KINDS:
            raise ValueError(f"unique rectangles here are of type 1, 2 or 4, not {kind!r}")
        self.kind = kind
        self.name, self.difficulty = KINDS[kind]
        self.description = DESCRIPTIONS[kind]
        self.example_seed = EXAMPLE_SEEDS[kind]

    def find(self, board):
        """The first rectangle of this type that changes something, as a step, or ``None``.

        Floors go by the index of their first cell, then of their second; roofs
        likewise. Whether the puzzle has one solution is asked only once a
        rectangle is found (see ``is_unique``).
        """
        if self.unique is False:
            return None
        check = getattr(self, f"_type_{self.kind}")
        for floor, roof, pair in rectangles(board):
            self.deadline.check()  # rectangles are many where pairs are
            step = check(board, floor, roof, pair)
            if step and self.is_unique():
                return step
        return None

    def _type_1(self, board, floor, roof, pair):
        plain = [cell for cell in roof if cell.candidate_bits == pair]
        if len(plain) != 1:
            return None
        corner = next(cell for cell in roof if cell not in plain)
        cells = in_words(cell.name for cell in sorted([*floor, *plain]))
        return self._step(board, floor, roof, pair,
                          tuple((corner, digit) for digit in digits_of(pair)),
                          f"{cells} hold only {self._both(board, pair)}",
                          f"{corner.name} held only them too", f"{corner.name} holds neither",
                          guardians=(corner,))

    def _type_2(self, board, floor, roof, pair):
        extra = roof[0].candidate_bits & ~pair
        if extra.bit_count() != 1 or roof[1].candidate_bits & ~pair != extra:
            return None
        seeing = roof[0].peer_bits & roof[1].peer_bits & board.empty_bits
        digit = extra.bit_length() - 1
        struck = tuple((cell, digit) for cell in cells_of(seeing, board.cells)
                       if cell.candidate_bits & extra)
        if not struck:
            return None
        symbol, three = board.layout.symbol(digit), self._both(board, pair | extra)
        return self._step(board, floor, roof, pair, struck,
                          f"{_names(floor)} hold only {self._both(board, pair)}, {_names(roof)} "
                          f"only {three}",
                          f"neither {roof[0].name} nor {roof[1].name} were {symbol}",
                          f"one of them is {symbol}, and {symbol} leaves the cells that see both",
                          guardians=roof)

    def _type_4(self, board, floor, roof, pair):
        roofs = roof[0].bit | roof[1].bit
        for container in roof[0].containers:  # in layout order
            if not container.cell_bits & roof[1].bit:
                continue
            for digit in digits_of(pair):
                if container.place_bits[digit] == roofs:
                    other = (pair ^ (1 << digit)).bit_length() - 1
                    symbol, lost = board.layout.symbol(digit), board.layout.symbol(other)
                    return self._step(
                        board, floor, roof, pair, tuple((cell, other) for cell in roof),
                        f"{_names(floor)} hold only {self._both(board, pair)}, and in "
                        f"{container.name}, {symbol} goes only in {_names(roof, 'or')}, so one "
                        f"of them is {symbol}", f"the other were {lost}", f"neither is {lost}",
                        links=(Link((roof[0], digit), (roof[1], digit), True),))
        return None

    @staticmethod
    def _both(board, digits) -> str:
        """The digits of the mask ``digits`` in words: ``"3 and 7"``."""
        return in_words(board.layout.symbol(digit) for digit in digits_of(digits))

    def _step(self, board, floor, roof, pair, struck, premise, what_if, conclusion,
              guardians=(), links=()):
        """The step of a rectangle; for its picture, the pair's candidates in the four corners
        are the deadly pattern, the other candidates of ``guardians`` (cells) guard it, and
        ``links`` are the links its reason uses."""
        cells = sorted([*floor, *roof])
        containers = {container for cell in cells for container in cell.containers}
        both = self._both(board, pair)
        marks = tuple(Mark(cell, digit, "deadly") for cell in cells for digit in digits_of(pair))
        marks += tuple(Mark(cell, digit, "guardian") for cell in guardians
                       for digit in digits_of(cell.candidate_bits & ~pair))
        return Step(self.name, eliminations=struck, cells=tuple(cells),
                    containers=tuple(sorted(containers, key=lambda each: each.index)),
                    marks=marks, links=links,
                    reason=lambda: f"{premise}; if {what_if}, {_names(cells)} could swap "
                                   f"{both} for a second solution, and the puzzle has only one; "
                                   f"so {conclusion}")

    def __repr__(self) -> str:
        unique = ", unique=True" if self.unique is True else ""
        return f"UniqueRectangle({self.kind}{unique})"


def _names(cells, joint="and") -> str:
    """Cells by name, as English lists them: ``"r1c1 and r1c2"``."""
    return in_words(cell.name for cell in cells).replace(" and ", f" {joint} ")


def rectangles(board):
    """Every ``(floor, roof, pair)``: two cells holding only ``pair`` and two that hold it too.

    ``pair`` is a mask of two digits. The four cells must be able to swap the
    pair: each container that holds one of them holds exactly two, the floor
    cells share one, and so do the roofs. Floors go by the index of their first
    cell, then of their second; roofs likewise.
    """
    cells, pairs = board.cells, bivalue_cells(board)
    for first in cells_of(sum(pairs.values()), cells):
        pair = first.candidate_bits
        later = ~((first.bit << 1) - 1)  # the cells after ``first``, in cell order
        for second in cells_of(first.peer_bits & pairs[pair] & later, cells):
            # The roofs are peers of the floor cells, so they lie in the floors' containers.
            holders = cells_holding((*first.containers, *second.containers), pair)
            for above_first in cells_of(first.peer_bits & holders & ~second.bit, cells):
                above = second.peer_bits & above_first.peer_bits & holders & ~first.bit
                for above_second in cells_of(above, cells):
                    if can_swap((first, second, above_first, above_second)):
                        yield (first, second), (above_first, above_second), pair


def cells_holding(containers, digits: int) -> int:
    """The empty cells of ``containers`` that hold every digit of ``digits`` (a mask), as a mask.

    Every container keeps the places of each digit (``place_bits``); a cell
    holds all the digits where all their places meet.
    """
    found = 0
    for container in containers:
        meet = container.cell_bits
        for digit in digits_of(digits):
            meet &= container.place_bits[digit]
        found |= meet
    return found


def can_swap(four) -> bool:
    """Whether every container that holds one of the ``four`` cells holds exactly two of them."""
    corners = sum(cell.bit for cell in four)
    return all((container.cell_bits & corners).bit_count() == 2
               for cell in four for container in cell.containers)
