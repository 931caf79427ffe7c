"""Containers: the observers of the Observer pattern.

A container is a group of cells that must hold every digit once: a row, a
column, a box, a diagonal, a jigsaw region. It watches its cells, and each
change it hears about keeps two facts current without looking at the rest of
the board:

* ``missing``: the digits no cell of the container holds yet;
* ``places(digit)``: the empty cells of the container where ``digit`` can still go.

Examples:
    >>> from sudoku import Board
    >>> board = Board()
    >>> row = board.containers[0]
    >>> board.place(board.cell("r1c1"), 5)
    >>> 5 in row.missing, len(row.places(7))
    (False, 8)
"""

from __future__ import annotations

from collections.abc import Iterable

from sudoku.cell import GAINED, LOST, PLACED, Cell, Change
from sudoku.observer import Observer


class Container(Observer):
    """A group of cells that must hold each digit once.

    Attributes:
        index: the position of the container in the layout, from 0.
        kind: ``"row"``, ``"column"``, ``"box"`` or another kind of group.
        name: the container's name, such as ``"box 6"``.
        cells: the cells it holds, in layout order.
        missing: the digits that no cell of the container holds yet.
    """

    def __init__(self, index: int, name: str, cells: Iterable[Cell], digits: Iterable[int],
                 kind: str = "container"):
        self.index = index
        self.kind = kind
        self.name = name
        self.cells = tuple(cells)
        self.missing = set(digits)
        self._places = {digit: set(self.cells) for digit in self.missing}
        for cell in self.cells:
            cell.attach(self)

    def places(self, digit: int) -> set[Cell]:
        """The empty cells where ``digit`` can still go (empty when it is placed).

        The set is the container's own: read it, do not change it.
        """
        return self._places[digit]

    def update(self, change: Change) -> None:
        """Keep ``missing`` and the places of each digit current after ``change``."""
        kind, cell, digit = change
        if kind == PLACED:
            self.missing.discard(digit)
            for places in self._places.values():
                places.discard(cell)
        elif kind == LOST:
            self._places[digit].discard(cell)
        elif kind == GAINED:
            if digit in self.missing:
                self._places[digit].add(cell)
        else:  # UNPLACED: the digit is missing again; its places come back as GAINED changes
            self.missing.add(digit)

    def __hash__(self) -> int:
        return self.index

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name})"


class Row(Container):
    """A row of the grid."""


class Column(Container):
    """A column of the grid."""


class Box(Container):
    """A box of the grid (3x3 on the classic puzzle)."""


class Diagonal(Container):
    """A long diagonal, as in X-sudoku."""


class Region(Container):
    """An irregular region, as in jigsaw sudoku, or any other group of cells."""


KINDS: dict[str, type[Container]] = {
    "row": Row, "column": Column, "box": Box, "diagonal": Diagonal, "region": Region,
}
"""The container class for each kind a layout may name; other kinds use Container."""
