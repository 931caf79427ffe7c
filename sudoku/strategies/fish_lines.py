"""The lines of a fish as masks: rows or columns numbered, so that a set of them is one int.

TL;DR: [`Lines`][sudoku.strategies.fish_lines.Lines] numbers the rows (or the
columns) of a board, bit ``i`` for the ``i``-th, and answers the question a fish
asks again and again: which lines hold these cells? The answers depend on the
board's shape alone, so they are worked out once and kept for as long as the
board lives ([`kept`][sudoku.strategies.fish_lines.kept]).

Role: shared by the fish (``sudoku.strategies.fish``, ``finned_fish``) and the
empty rectangle, which keep their own shape-only answers here too. See the docs
page *Reference / sudoku.strategies*, under *Shared by the fish*.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku.board import Board


class Lines:
    """The lines of one kind on a board (its rows, say), numbered so that a set of them is a mask.

    Bit ``i`` of a mask of lines stands for ``lines[i]``, the ``i``-th line of
    the kind in layout order. The lines must hold every cell once.

    Args:
        board: the board to read.
        kind: the kind of line, ``"row"`` or ``"column"``.

    Attributes:
        kind: as given.
        lines: the containers of ``kind``, in layout order.
        bit_of: for each cell index, the bit of the line that holds the cell.

    Examples:
        >>> from sudoku import Board
        >>> board = Board()
        >>> columns = Lines(board, "column")
        >>> row = board.containers[0]
        >>> bin(columns.holding(row.cell_bits & 0b101))  # r1c1 and r1c3
        '0b101'
        >>> columns.picked(0b101)
        [Column(column 1), Column(column 3)]
    """

    __slots__ = ("_holding", "bit_of", "kind", "lines")

    @classmethod
    def of(cls, board, kind: str) -> Lines:
        """The lines of ``kind`` on ``board``, worked out once for each board."""
        lines = kept(board, "lines")
        if kind not in lines:
            lines[kind] = cls(board, kind)
        return lines[kind]

    def __init__(self, board: Board, kind: str):
        self.kind = kind
        self.lines = [line for line in board.containers if line.kind == kind]
        self.bit_of = [0] * len(board.cells)
        for position, line in enumerate(self.lines):
            for cell in line.cells:
                self.bit_of[cell.index] = 1 << position
        self._holding: dict[int, int] = {}

    def holding(self, places: int) -> int:
        """The lines that hold the cells ``places`` (a mask of cells), as a mask of lines."""
        found = self._holding.get(places)
        if found is None:
            found, rest, bit_of = 0, places, self.bit_of
            while rest:
                low = rest & -rest
                found |= bit_of[low.bit_length() - 1]
                rest ^= low
            remember(self._holding, places, found)
        return found

    def picked(self, lines: int) -> list:
        """The containers of the mask of lines ``lines``, in layout order."""
        return [line for position, line in enumerate(self.lines) if lines >> position & 1]

    def cells(self, lines: int) -> int:
        """The cells of the mask of lines ``lines``, as a mask of cells."""
        found = 0
        for line in self.picked(lines):
            found |= line.cell_bits
        return found


def kept(board, name) -> dict:
    """The table ``name`` of answers that depend on the shape of ``board`` alone.

    A board never changes shape, so such an answer (which columns hold these
    cells, say) holds for as long as the board lives, for every puzzle loaded
    on it: strategies work it out once and keep it here, as containers keep
    their ``holders``.
    """
    tables = _KEPT.get(board)
    if tables is None:
        tables = _KEPT[board] = {}
    table = tables.get(name)
    if table is None:
        table = tables[name] = {}
    return table


def remember(table: dict, key, answer) -> None:
    """Keep ``answer`` for ``key`` in ``table``, unless the table is full (on a big grid)."""
    if len(table) < MOST_KEPT:
        table[key] = answer


_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, its tables (see ``kept``); they go when the board goes."""

MOST_KEPT = 1 << 14
"""The most answers a table keeps: every mask of a 9x9 line fits; big grids keep the first ones."""


def has_rows_and_columns(layout) -> bool:
    """Whether the rows of ``layout`` hold every cell once, and so do its columns."""
    return "row" in layout.partitions and "column" in layout.partitions
