"""Cells: the subjects of the Observer pattern.

A cell holds a digit or is empty, and keeps its candidates: the digits it may
still take, a player's pencil marks. Every change of its own state is announced
as a [`Change`][sudoku.cell.Change] to its observers, the containers that hold it:
a digit placed or taken back, a candidate lost or gained. A cell announces
nothing else, and nothing else announces for it.

Only the board writes to a cell (see [`Board.place`][sudoku.board.Board.place]),
so that every write lands on the board's undo trail and the candidates always
equal what the rules leave: the digits that every container of the cell still
misses, minus those a strategy struck out.

See the docs page *Patterns / Observer*.

Examples:
    >>> from sudoku import Board
    >>> board = Board()
    >>> cell = board.cell("r1c1")
    >>> cell.name, cell.is_empty, [c.name for c in cell.containers]
    ('r1c1', True, ['row 1', 'column 1', 'box 1'])
    >>> len(cell.peers), cell.candidates
    (20, Digits({1, 2, 3, 4, 5, 6, 7, 8, 9}))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from sudoku.bitsets import Digits
from sudoku.observer import Subject

if TYPE_CHECKING:
    from sudoku.container import Container

PLACED, UNPLACED, LOST, GAINED = "placed", "unplaced", "lost", "gained"
"""The kinds of change a cell announces."""


class Change(NamedTuple):
    """What a subject tells its observers: ``kind`` happened to ``digit`` in ``subject``.

    A cell announces ``placed`` and ``unplaced`` (its digit), ``lost`` and
    ``gained`` (one of its candidates); a container announces what such a change
    means for it (see ``sudoku.container``).
    """

    kind: str
    subject: object
    digit: int

    def __str__(self) -> str:
        return f"{self.subject.name} {self.kind} {self.digit}"


_change = tuple.__new__  # builds a Change without a Python-level call: it is made for every move


class Cell(Subject):
    """One square of the puzzle; holds a digit (``0`` when empty) and its candidates.

    Attributes:
        index: the position of the cell in the layout, from 0.
        name: the cell's name, such as ``"r4c7"``.
        row: the row the cell is drawn in, from 0.
        column: the column the cell is drawn in, from 0.
        bit: ``1 << index``, the cell's bit in a mask of cells.
        board: the board the cell is on (set by the board), or ``None``.
        containers: the containers that hold the cell (set by the board).
        peers: the other cells that share a container with it (set by the board).
        peer_bits: the peers as a mask of cells (set by the board).
        digit: the cell's digit, or ``0`` when it is empty.
        candidate_bits: the candidates as a mask of digits (the fast form of
            ``candidates``). A filled cell keeps the candidates it had when its
            digit was placed, as a player's pencil marks stay under a digit,
            so that taking the digit back finds them again.
        eliminated_bits: the digits strategies struck out, as a mask.
    """

    __slots__ = (
        "bit",
        "board",
        "candidate_bits",
        "column",
        "containers",
        "digit",
        "eliminated_bits",
        "index",
        "name",
        "peer_bits",
        "peers",
        "row",
    )

    def __init__(self, index: int, name: str, row: int = 0, column: int = 0):
        super().__init__()
        self.index = index
        self.name = name
        self.row = row
        self.column = column
        self.bit = 1 << index
        self.board = None
        self.containers: tuple[Container, ...] = ()
        self.peers: tuple[Cell, ...] = ()
        self.peer_bits = 0
        self.digit = 0
        self.candidate_bits = 0
        self.eliminated_bits = 0

    @property
    def is_empty(self) -> bool:
        """Whether the cell has no digit yet."""
        return self.digit == 0

    @property
    def candidates(self) -> Digits:
        """The digits the cell may still take (none once it holds a digit)."""
        return Digits(0 if self.digit else self.candidate_bits)

    @property
    def eliminated(self) -> Digits:
        """The digits strategies struck out for this cell."""
        return Digits(self.eliminated_bits)

    def is_eliminated(self, digit: int) -> bool:
        """Whether a strategy struck ``digit`` out for this cell."""
        return digit > 0 and bool(self.eliminated_bits >> digit & 1)

    # The board is the only writer: it calls these, keeps the undo trail, and each
    # of them announces the change it made, and nothing more.

    def _place(self, digit: int) -> None:
        self.digit = digit
        self.notify(_change(Change, (PLACED, self, digit)))

    def _unplace(self) -> None:
        digit, self.digit = self.digit, 0
        self.notify(_change(Change, (UNPLACED, self, digit)))

    def _lose(self, digit: int, struck: bool = False) -> None:
        self.candidate_bits ^= 1 << digit
        if struck:
            self.eliminated_bits |= 1 << digit
        self.notify(_change(Change, (LOST, self, digit)))

    def _gain(self, digit: int) -> None:
        self.candidate_bits |= 1 << digit
        self.eliminated_bits &= ~(1 << digit)
        self.notify(_change(Change, (GAINED, self, digit)))

    def __reduce__(self):
        # A cell of a board pickles (and deep-copies) as "cell `index` of `board`": the
        # board is rebuilt first (see Board.__reduce__) and the cell found on it, so the
        # cells of steps and results come back as cells of one board. A cell on its own
        # keeps its digit and candidates, not its observers.
        if self.board is not None:
            return _cell_of, (self.board, self.index)
        state = {"digit": self.digit, "candidate_bits": self.candidate_bits,
                 "eliminated_bits": self.eliminated_bits}
        return Cell, (self.index, self.name, self.row, self.column), (None, state)

    def __hash__(self) -> int:
        # Hash by position, so that sets of cells iterate in the same order in
        # every process (identity hashes would not).
        return self.index

    def __lt__(self, other: Cell) -> bool:
        return self.index < other.index

    def __repr__(self) -> str:
        return f"Cell({self.name})"


def _cell_of(board, index: int) -> Cell:
    """The cell at ``index`` on ``board``: how a pickled cell finds its place again."""
    return board.cells[index]
