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
import itertools
from collections.abc import Callable

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Link
from sudoku.strategies.base import Strategy
from sudoku.strategies.rectangles import (
    both,
    confined,
    either,
    hold_only,
    is_beside,
    names,
    plain_corners,
    rectangle_step,
    shared,
    unique_rectangles,
)

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

LARGEST_SUBSET = 4
"""The most cells of a type 3 subset, the two corners counted as one."""


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

    def when_unique(self, steps):
        """``steps``, each pattern once, as long as the puzzle has one solution; none if not.

        A rectangle may give the same strikes more than one way (from a row
        and from a box, say): a step whose results and cells came already is
        left out. The puzzle is counted only when a first step is found.
        """
        seen = set()
        for step in steps:
            key = (step.results(), step.cells)
            if key in seen:
                continue
            if not self.is_unique():
                return
            seen.add(key)
            yield step


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

    def find(self, board):
        """The first rectangle of this type that changes something, as a step, or ``None``.

        Rectangles go in the order of ``unique_rectangles``. Whether the puzzle
        has one solution is asked only once a rectangle is found (see ``is_unique``).
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every rectangle of this type that changes something, in the order ``find`` tries them.

        A rectangle may give more than one step: type 3 a subset with each group
        of cells, types 4 and 6 a strike on each digit of the pair.
        """
        if self.unique is False:
            return
        check = getattr(self, f"_type_{self.kind}")
        yield from self.when_unique(self._each(board, check))

    def _each(self, board, check):
        """The steps ``check`` (a ``_type_*`` generator) finds in each rectangle, in turn."""
        for rectangle in unique_rectangles(board, self.deadline):
            self.deadline.check()  # rectangles are many where pairs are
            yield from check(board, rectangle)

    def _type_1(self, board, rectangle):
        guarded = rectangle.guarded()
        if len(guarded) != 1:
            return
        corner = guarded[0]
        held = corner.candidate_bits & rectangle.pair
        plain = [cell for cell in sorted(rectangle.corners) if cell is not corner]
        yield self._step(board, rectangle, [(corner, digit) for digit in digits_of(held)],
                         hold_only(board, plain, rectangle.pair),
                         f"{corner.name} were {either(board, held)} too",
                         f"{corner.name} is not {either(board, held)}")

    def _type_2(self, board, rectangle):
        guarded = rectangle.guarded()
        if len(guarded) == 2 and is_beside(*guarded):
            yield from self._one_guardian(board, rectangle, guarded)

    def _type_5(self, board, rectangle):
        guarded = rectangle.guarded()
        if not (len(guarded) == 2 and is_beside(*guarded)) and len(guarded) in (2, 3):
            yield from self._one_guardian(board, rectangle, guarded)

    def _one_guardian(self, board, rectangle, guarded):
        """Types 2 and 5: the corners of ``guarded`` have one guardian, the same digit."""
        extra = rectangle.guardians(guarded[0])
        if extra.bit_count() != 1 or any(rectangle.guardians(cell) != extra for cell in guarded):
            return
        digit = extra.bit_length() - 1
        seeing = board.empty_bits
        for cell in guarded:
            seeing &= cell.peer_bits
        struck = [(cell, digit) for cell in cells_of(seeing, board.cells) if cell.candidate_bits & extra]
        if not struck:
            return
        symbol, plain = board.layout.symbol(digit), plain_corners(rectangle, guarded)
        every = "both" if len(guarded) == 2 else "all of them"
        yield self._step(board, rectangle, struck,
                         f"{hold_only(board, plain, rectangle.pair)}, and the only other "
                         f"candidate of {names(sorted(guarded))} is {symbol}",
                         f"neither {names(guarded, 'nor')} were {symbol}" if len(guarded) == 2
                         else f"none of them were {symbol}",
                         f"one of them is {symbol}, and {symbol} leaves the cells that see "
                         f"{every}")

    def _type_3(self, board, rectangle):
        guarded = rectangle.guarded()
        if len(guarded) != 2 or not is_beside(*guarded):
            return
        first, second = guarded
        extra = rectangle.guardians(first) | rectangle.guardians(second)
        if extra.bit_count() < 2:
            return  # one guardian digit is type 2
        corners = sum(cell.bit for cell in rectangle.corners)
        for container in shared(first, second):
            others = cells_of(container.cell_bits & board.empty_bits & ~corners, board.cells)
            # The two corners act as one cell that holds ``extra``; a naked subset of them
            # and ``size`` other cells leaves at least one cell to strike from.
            for size in range(1, min(LARGEST_SUBSET, len(others))):
                for group in itertools.combinations(others, size):
                    digits = extra
                    for cell in group:
                        digits |= cell.candidate_bits
                    if digits.bit_count() == size + 1:
                        step = self._subset(board, rectangle, guarded, group, digits)
                        if step:
                            yield step

    def _subset(self, board, rectangle, guarded, group, digits):
        """The step of a type 3 subset: ``group`` (cells) and the two corners ``guarded``
        take ``digits`` between them, in every container that holds them all."""
        holding = [container for container in shared(*guarded)
                   if all(container.cell_bits & cell.bit for cell in group)]
        keep = sum(cell.bit for cell in (*rectangle.corners, *group))
        struck = [(cell, digit) for container in holding
                  for cell in cells_of(container.cell_bits & board.empty_bits & ~keep, board.cells)
                  for digit in digits_of(cell.candidate_bits & digits)]
        if not struck:
            return None
        struck = list(dict.fromkeys(struck))  # a cell of two containers comes once
        extra = rectangle.guardians(guarded[0]) | rectangle.guardians(guarded[1])
        kind = {2: "pair", 3: "triple", 4: "quad"}.get(len(group) + 1, "subset")
        where = " and ".join(container.name for container in holding)
        return self._step(board, rectangle, struck,
                          hold_only(board, plain_corners(rectangle, guarded), rectangle.pair),
                          f"neither {names(guarded, 'nor')} took {either(board, extra)}",
                          f"one of them takes {either(board, extra)}, and with {names(group)} "
                          f"they make a naked {kind} of {both(board, digits)} in {where}, so "
                          f"{both(board, digits)} leave the other cells there")

    def _type_4(self, board, rectangle):
        guarded = rectangle.guarded()
        if len(guarded) != 2 or not is_beside(*guarded):
            return
        first, second = guarded
        for container in shared(first, second):  # in layout order
            for digit in digits_of(rectangle.pair):
                if container.place_bits[digit] != first.bit | second.bit:
                    continue
                other = (rectangle.pair ^ (1 << digit)).bit_length() - 1
                struck = [(cell, other) for cell in guarded if cell.candidate_bits >> other & 1]
                if not struck:
                    continue
                symbol, lost = board.layout.symbol(digit), board.layout.symbol(other)
                yield self._step(
                    board, rectangle, struck,
                    f"{hold_only(board, plain_corners(rectangle, guarded), rectangle.pair)}, "
                    f"and in {container.name}, {symbol} goes "
                    f"only in {names(guarded, 'or')}, so one of them is {symbol}",
                    f"the other were {lost}", f"neither is {lost}",
                    links=(Link((first, digit), (second, digit), True),))

    def _type_6(self, board, rectangle):
        guarded = rectangle.guarded()
        if len(guarded) != 2 or is_beside(*guarded):
            return
        first, second = guarded
        one, two = plain_corners(rectangle, guarded)
        for digit in digits_of(rectangle.pair):
            for near, far in ((first, second), (second, first)):
                lines = confined(one, near, digit), confined(two, far, digit)
                struck = [(cell, digit) for cell in guarded if cell.candidate_bits >> digit & 1]
                if None in lines or not struck:
                    continue
                symbol = board.layout.symbol(digit)
                other = board.layout.symbol((rectangle.pair ^ (1 << digit)).bit_length() - 1)
                yield self._step(
                    board, rectangle, struck,
                    f"{one.name} and {two.name} hold only {both(board, rectangle.pair)}; "
                    f"{symbol} goes only in {one.name} or {near.name} in {lines[0].name}, and "
                    f"only in {two.name} or {far.name} in {lines[1].name}",
                    f"{first.name} or {second.name} were {symbol}, both would be, and "
                    f"{one.name} and {two.name} would be {other}, so",
                    f"{symbol} leaves {first.name} and {second.name}",
                    links=(Link((one, digit), (near, digit), True),
                           Link((two, digit), (far, digit), True)))

    def _step(self, board, rectangle, struck, premise, what_if, conclusion, links=()):
        return rectangle_step(self.name, board, rectangle, struck, premise, what_if, conclusion,
                              links)

    def __repr__(self) -> str:
        unique = ", unique=True" if self.unique is True else ""
        return f"UniqueRectangle({self.kind}{unique})"

