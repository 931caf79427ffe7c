"""Cells: the subjects of the Observer pattern.

A cell holds a digit or is empty, and remembers the digits that strategies
struck out for it. Every change is announced as a [`Change`][sudoku.cell.Change] to the
cell's observers: the containers that hold it, and the board. Only the board
writes to a cell (see [`Board.place`][sudoku.board.Board.place]), so that every write
lands on the board's undo trail.

Examples:
    >>> from sudoku import Board
    >>> board = Board()
    >>> cell = board.cell("r1c1")
    >>> cell.name, cell.is_empty, [c.name for c in cell.containers]
    ('r1c1', True, ['row 1', 'column 1', 'box 1'])
    >>> len(cell.peers)
    20
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from sudoku.observer import Subject

if TYPE_CHECKING:
    from sudoku.container import Container

PLACED, UNPLACED, LOST, GAINED = "placed", "unplaced", "lost", "gained"
"""The kinds of change a cell announces."""


class Change(NamedTuple):
    """What a cell tells its observers: ``kind`` happened to ``digit`` in ``cell``.

    ``placed`` and ``unplaced`` are about the cell's digit; ``lost`` and
    ``gained`` are about one of its candidates.
    """

    kind: str
    cell: Cell
    digit: int

    def __str__(self) -> str:
        return f"{self.cell.name} {self.kind} {self.digit}"


class Cell(Subject):
    """One square of the puzzle; holds a digit (``0`` when empty).

    Attributes:
        index: the position of the cell in the layout, from 0.
        name: the cell's name, such as ``"r4c7"``.
        row: the row the cell is drawn in, from 0.
        column: the column the cell is drawn in, from 0.
        containers: the containers that hold the cell (set by the board).
        peers: the other cells that share a container with it, by index.
        eliminated: the digits strategies struck out for this cell (the
            board's own set: read it, do not change it).
    """

    def __init__(self, index: int, name: str, row: int = 0, column: int = 0):
        super().__init__()
        self.index = index
        self.name = name
        self.row = row
        self.column = column
        self.containers: tuple[Container, ...] = ()
        self.peers: tuple[Cell, ...] = ()
        self._digit = 0
        self.eliminated: set[int] = set()

    @property
    def digit(self) -> int:
        """The cell's digit, or ``0`` when it is empty."""
        return self._digit

    @property
    def is_empty(self) -> bool:
        """Whether the cell has no digit yet."""
        return self._digit == 0

    def is_eliminated(self, digit: int) -> bool:
        """Whether a strategy struck ``digit`` out for this cell."""
        return digit in self.eliminated

    # The board is the only writer: it calls these and keeps the undo trail.

    def _write(self, digit: int) -> None:
        old, self._digit = self._digit, digit
        self.notify(Change(PLACED, self, digit) if digit else Change(UNPLACED, self, old))

    def _strike(self, digit: int) -> None:
        self.eliminated.add(digit)
        self.notify(Change(LOST, self, digit))

    def _unstrike(self, digit: int) -> None:
        self.eliminated.discard(digit)

    def __hash__(self) -> int:
        # Hash by position, so that sets of cells iterate in the same order in
        # every process (identity hashes would not).
        return self.index

    def __lt__(self, other: Cell) -> bool:
        return self.index < other.index

    def __repr__(self) -> str:
        return f"Cell({self.name})"
