"""Containers: the observers of the Observer pattern, and subjects in their turn.

A container is a group of cells that must hold every digit once: a row, a
column, a box, a diagonal, a jigsaw region. It watches its cells, and each
change it hears about keeps its facts current without looking at the rest of
the board:

* ``missing``: the digits no cell of the container holds yet;
* ``places(digit)``: the empty cells of the container where ``digit`` can still go;
* ``lone``: the missing digits left with one place (a hidden single), and
  ``dead``: the missing digits left with none (a contradiction).

It announces what a change means for it, and only that: a digit left with one
place (``"one place"``), or with none (``"no place"``). The board listens, and
keeps its agenda from that news.

The facts are kept as bit masks (``missing_bits``, ``place_bits[digit]``,
``lone_bits``, ``dead_bits``), so that following a change costs a few ``&``
and ``^``; the properties read them as sets.

See the docs page *Patterns / Observer*.

Examples:
    >>> from sudoku import Board
    >>> board = Board()
    >>> row = board.containers[0]
    >>> board.place(board.cell("r1c1"), 5)
    >>> 5 in row.missing, len(row.places(7))
    (False, 8)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sudoku.bitsets import _DIGITS, Cells, Digits
from sudoku.cell import GAINED, LOST, PLACED, Cell, Change, _change
from sudoku.errors import SudokuError
from sudoku.observer import Observer, Subject

ONE_PLACE, NO_PLACE = "one place", "no place"
"""The kinds of change a container announces: a missing digit left with one place, or none."""


class Container(Subject, Observer):
    """A group of cells that must hold each digit once.

    Args:
        index: the position of the container in the layout, from 0.
        name: the container's name, such as ``"box 6"``.
        cells: the cells it holds; it attaches itself to each of them.
        digits: the digits of the puzzle (``range(1, 10)`` on a classic board).
        kind: ``"row"``, ``"column"``, ``"box"`` or another kind of group; by default
            the class's ``default_kind`` (``"row"`` for a ``Row``, and so on).
        universe: every cell of the board, by index, for reading masks of
            cells; by default the container's own cells.

    Attributes:
        board: the board the container is on (set by the board), or ``None``.
        cells: the cells it holds, in layout order.
        cell_bits: its cells as a mask of cells.
        missing_bits: the missing digits, as a mask (the fast form of ``missing``).
        place_bits: for each digit, the cells where it can still go, as a mask
            (``0`` for a digit the container holds).
        lone_bits: the missing digits with exactly one place, as a mask.
        dead_bits: the missing digits with no place at all, as a mask.
        overlaps: the other containers this one shares two cells or more
            with, each with the shared cells as a mask (set by the board):
            where locked candidates live.
        most_shared: the most cells one of ``overlaps`` shares (``0`` without
            overlaps): a digit with more places than that is locked in none.
        holding: for a mask of its cells, the overlapping containers that hold
            every one of them, in order (``holding[places]``, a dict that works
            out each answer when first asked and keeps it: locked candidates ask
            again and again).
    """

    __slots__ = ("_held", "board", "cell_bits", "cells", "dead_bits", "holding", "index",
                 "kind", "lone_bits", "missing_bits", "most_shared", "name", "overlaps",
                 "place_bits", "universe")

    default_kind = "container"
    """The kind of a container made without one; each subclass names its own."""

    def __init__(self, index: int, name: str, cells: Iterable[Cell], digits: Iterable[int],
                 kind: str | None = None, universe: Sequence[Cell] | None = None):
        super().__init__()
        self.index = index
        self.board = None
        self.kind = self.default_kind if kind is None else kind
        self.name = name
        self.cells = tuple(cells)
        self.cell_bits = sum([cell.bit for cell in self.cells])
        self.universe = universe if universe is not None else _universe(self.cells)
        self.missing_bits = sum(1 << digit for digit in digits)
        self.place_bits = [self.cell_bits] * self.missing_bits.bit_length()
        self._held = [0] * len(self.place_bits)  # the places a digit had when it was placed
        self.lone_bits = self.dead_bits = 0
        self.overlaps: tuple[tuple[Container, int], ...] = ()
        self.most_shared = 0
        self.holding = _Holding(self)
        for cell in self.cells:
            cell.attach(self)

    def meet(self, overlaps: Iterable[tuple[Container, int]]) -> None:
        """Learn the containers this one overlaps, each with the shared cells as a mask."""
        self.overlaps = tuple(overlaps)
        self.most_shared = max((shared.bit_count() for _, shared in self.overlaps), default=0)
        self.holding = _Holding(self)

    # -- reading ---------------------------------------------------------------

    @property
    def missing(self) -> Digits:
        """The digits that no cell of the container holds yet."""
        return Digits(self.missing_bits)

    def places(self, digit: int) -> Cells:
        """The empty cells where ``digit`` can still go (none once it is placed).

        Raises:
            SudokuError: when ``digit`` is not a digit of the layout.
        """
        if not (isinstance(digit, int) and not isinstance(digit, bool)
                and 0 < digit < len(self.place_bits)):
            raise SudokuError(f"{digit!r} is not a digit of {self.name} "
                              f"(1..{len(self.place_bits) - 1})")
        return Cells(self.place_bits[digit], self.universe)

    @property
    def lone(self) -> Digits:
        """The missing digits left with one place."""
        return Digits(self.lone_bits)

    @property
    def dead(self) -> Digits:
        """The missing digits left with no place: a contradiction."""
        return Digits(self.dead_bits)

    # -- observing -------------------------------------------------------------

    def update(self, change: Change) -> None:
        """Keep the facts current after ``change`` of one of the container's cells."""
        kind, cell, digit = change
        place_bits = self.place_bits
        if kind == LOST:  # the most frequent news: make it cheap
            if self.missing_bits >> digit & 1:
                left = place_bits[digit] = place_bits[digit] ^ cell.bit
                if not left & (left - 1):
                    self._review(digit)
        elif kind == GAINED:
            if self.missing_bits >> digit & 1:
                left = place_bits[digit] = place_bits[digit] | cell.bit
                rest = left & (left - 1)
                if not rest & (rest - 1):  # one place or two: the digit may stop being lone
                    self._review(digit)
        elif kind == PLACED:
            missing = self.missing_bits = self.missing_bits ^ (1 << digit)
            bit = cell.bit
            self._held[digit] = place_bits[digit] ^ bit  # for the undo, which finds them again
            place_bits[digit] = 0
            self.lone_bits &= missing
            for other in _DIGITS[cell.candidate_bits & missing]:
                left = place_bits[other] = place_bits[other] ^ bit
                if not left & (left - 1):
                    self._review(other)
        else:  # UNPLACED: the digit is missing again, and the cell a place for its candidates
            missing = self.missing_bits = self.missing_bits | (1 << digit)
            bit = cell.bit
            place_bits[digit] = self._held[digit]  # the cell itself comes back just below
            for other in _DIGITS[cell.candidate_bits & missing]:
                left = place_bits[other] = place_bits[other] | bit
                rest = left & (left - 1)
                if not rest & (rest - 1):
                    self._review(other)

    def _review(self, digit: int) -> None:
        """Bring ``lone_bits`` and ``dead_bits`` up to date for ``digit``, announcing news."""
        bit = 1 << digit
        places = self.place_bits[digit]
        if places & (places - 1):  # two places or more
            self.lone_bits &= ~bit
        elif places:
            self.dead_bits &= ~bit
            if not self.lone_bits & bit:
                self.lone_bits |= bit
                self.notify(_change(Change, (ONE_PLACE, self, digit)))
        else:
            self.lone_bits &= ~bit
            if not self.dead_bits & bit:
                self.dead_bits |= bit
                self.notify(_change(Change, (NO_PLACE, self, digit)))

    def _reset(self, missing_bits: int, place_bits: list[int]) -> None:
        """Take over freshly worked-out facts (the board's bulk load), announcing no news."""
        self.missing_bits = missing_bits
        self.place_bits = place_bits
        lone = dead = 0
        for digit in _DIGITS[missing_bits]:
            places = place_bits[digit]
            if not places:
                dead |= 1 << digit
            elif not places & (places - 1):
                lone |= 1 << digit
        self.lone_bits, self.dead_bits = lone, dead

    def __reduce__(self):
        # Like a cell, a container pickles as "container `index` of `board`".
        if self.board is None:
            raise TypeError(f"cannot pickle {self!r}: only the containers of a board pickle, "
                            "with their board")
        return _container_of, (self.board, self.index)

    def __hash__(self) -> int:
        return self.index

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name})"


def _container_of(board, index: int) -> Container:
    """The container at ``index`` on ``board``: how a pickled container finds its place again."""
    return board.containers[index]


class _Holding(dict):
    """For a mask of a container's cells, the overlapping containers that hold them all."""

    __slots__ = ("container",)

    def __init__(self, container: Container):
        super().__init__()
        self.container = container

    def __missing__(self, places: int) -> tuple[Container, ...]:
        found = tuple(other for other, shared in self.container.overlaps if not places & ~shared)
        if len(self) < 4096:  # all of them on a 9x9; bounded on big grids
            self[places] = found
        return found


def _universe(cells: Sequence[Cell]) -> list[Cell | None]:
    """A list that finds each of ``cells`` at its index (for a container made by hand)."""
    found: list[Cell | None] = [None] * (max((cell.index for cell in cells), default=-1) + 1)
    for cell in cells:
        found[cell.index] = cell
    return found


class Row(Container):
    """A row of the grid."""

    __slots__ = ()
    default_kind = "row"


class Column(Container):
    """A column of the grid."""

    __slots__ = ()
    default_kind = "column"


class Box(Container):
    """A box of the grid (3x3 on the classic puzzle)."""

    __slots__ = ()
    default_kind = "box"


class Diagonal(Container):
    """A long diagonal, as in X-sudoku."""

    __slots__ = ()
    default_kind = "diagonal"


class Region(Container):
    """An irregular region, as in jigsaw sudoku, or any other group of cells."""

    __slots__ = ()
    default_kind = "region"


KINDS: dict[str, type[Container]] = {
    "row": Row, "column": Column, "box": Box, "diagonal": Diagonal, "region": Region,
}
"""The container class for each kind a layout may name; other kinds use Container."""
