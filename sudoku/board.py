"""The board: the one writer of the puzzle, and the observer that keeps its agenda.

The board builds a [`Cell`][sudoku.cell.Cell] for every cell of a
[`Layout`][sudoku.layout.Layout] and a [`Container`][sudoku.container.Container] for
every container, and attaches them: containers watch their cells. Every write
goes through [`Board.place`][sudoku.board.Board.place], [`Board.eliminate`][sudoku.board.Board.eliminate] and
[`Board.undo`][sudoku.board.Board.undo], which keep a trail of changes, so any state can be
unwound without copying the board.

The board watches every cell too. From the changes it hears it keeps the
*agenda*, exact at all times: the empty cells left with one candidate, the
digits left with one place in a container, and the contradictions (a cell with
no candidate, a missing digit with no place). The singles strategies read the
agenda instead of rescanning the board.

Examples:
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> sorted(board.candidates(board.cell("r1c3")))
    [1, 2, 4]
    >>> board.place(board.cell("r1c3"), 4)
    >>> board.cell("r1c3").digit
    4
    >>> board.undo()
    >>> board.cell("r1c3").is_empty
    True
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku.cell import GAINED, LOST, PLACED, UNPLACED, Cell, Change
from sudoku.container import KINDS, Container
from sudoku.errors import ClashError, SudokuError
from sudoku.layout import CLASSIC, Layout
from sudoku.observer import Observer


class Board(Observer):
    """A puzzle in progress: cells, containers, the undo trail and the agenda.

    Args:
        layout: the shape of the puzzle (the classic 9x9 by default).
        givens: one value per cell, ``0`` for empty, as [`parse`][sudoku.formats.parse] returns.

    Raises:
        ClashError: when two givens put the same digit in one container.
        SudokuError: when ``givens`` does not fit the layout.
    """

    def __init__(self, layout: Layout = CLASSIC, givens: Sequence[int] | None = None):
        if not isinstance(layout, Layout):
            raise SudokuError(f"a board needs a Layout (such as sudoku.CLASSIC), not {layout!r}")
        self.layout = layout
        self.digits = range(1, layout.size + 1)
        self.cells = tuple(Cell(i, spec.name, spec.row, spec.column)
                           for i, spec in enumerate(layout.cells))
        self.containers = tuple(
            KINDS.get(spec.kind, Container)(i, spec.name, (self.cells[c] for c in spec.cells),
                                            self.digits, spec.kind)
            for i, spec in enumerate(layout.containers))
        self._by_name = {cell.name: cell for cell in self.cells}
        self._link_cells()
        self._trail: list[tuple[str, Cell, int]] = []
        self._empty = len(self.cells)
        self.forced_cells: set[Cell] = set()
        self.lone_places: set[tuple[int, int]] = set()
        self.dead_cells: set[Cell] = set()
        self.dead_places: set[tuple[int, int]] = set()
        for cell in self.cells:
            cell.attach(self)
        self._givens_end = 0
        self._given_cells: frozenset[Cell] = frozenset()
        if givens is not None:
            self._load(givens)

    @classmethod
    def from_text(cls, text: str, layout: Layout = CLASSIC) -> Board:
        """A board with the givens of a puzzle written as text (see [`parse`][sudoku.formats.parse])."""
        from sudoku.formats import parse

        return cls(layout, parse(text, layout))

    def _link_cells(self) -> None:
        layout = self.layout
        for cell in self.cells:
            cell.containers = tuple(self.containers[k] for k in layout.memberships[cell.index])
            cell.peers = tuple(self.cells[p] for p in layout.peers[cell.index])

    def _load(self, givens: Sequence[int]) -> None:
        if not isinstance(givens, Sequence) or isinstance(givens, str | bytes):
            raise SudokuError("givens are a list of ints, one per cell (0 for empty); "
                              "use Board.from_text for puzzle text")
        if len(givens) != len(self.cells):
            raise SudokuError(f"the {self.layout.name} layout has {len(self.cells)} cells, "
                              f"the puzzle gives {len(givens)}")
        for cell, digit in zip(self.cells, givens):
            if not (digit == 0 and _is_int(digit) or self.is_digit(digit)):
                raise SudokuError(f"{digit!r} at {cell.name} is not a digit of the "
                                  f"{self.layout.name} layout (1..{self.layout.size})")
        clash = find_clash(self.layout, givens)
        if clash is not None:
            digit, container, first, second = clash
            raise ClashError(digit, container, (first, second), self.layout.symbol(digit))
        for cell, digit in zip(self.cells, givens):
            if digit:
                self.place(cell, digit)
        self._givens_end = len(self._trail)
        self._given_cells = frozenset(cell for cell in self.cells if cell.digit)

    # -- reading ---------------------------------------------------------------

    def cell(self, name: str) -> Cell:
        """The cell called ``name``, such as ``"r4c7"``."""
        try:
            return self._by_name[name]
        except (KeyError, TypeError):
            raise SudokuError(f"no cell {name!r} in the {self.layout.name} layout") from None

    def candidates(self, cell: Cell) -> set[int]:
        """The digits ``cell`` may still take.

        That is the intersection of the missing digits of the cell's
        containers, minus the digits eliminated for the cell; a cell that holds
        a digit has none.
        """
        if cell.digit:
            return set()
        containers = cell.containers
        result = containers[0].missing.intersection(*[k.missing for k in containers[1:]])
        return result - cell.eliminated if cell.eliminated else result

    def is_digit(self, digit: object) -> bool:
        """Whether ``digit`` is an int from 1 to the size of the layout."""
        return _is_int(digit) and 1 <= digit <= self.layout.size

    def has_candidate(self, cell: Cell, digit: int) -> bool:
        """Whether ``digit`` is one of the candidates of ``cell``."""
        return (cell.is_empty and not cell.is_eliminated(digit)
                and all(digit in k.missing for k in cell.containers))

    def values(self) -> list[int]:
        """The digit of every cell, ``0`` for empty, in layout order."""
        return [cell.digit for cell in self.cells]

    def is_valid(self) -> bool:
        """Whether no container holds a digit twice (the board may be incomplete)."""
        for container in self.containers:
            digits = [cell.digit for cell in container.cells if cell.digit]
            if len(digits) != len(set(digits)):
                return False
        return True

    def is_complete(self) -> bool:
        """Whether every cell holds a digit."""
        return self._empty == 0

    def is_solved(self) -> bool:
        """Whether every cell holds a digit and no container holds a digit twice."""
        return self.is_complete() and self.is_valid()

    def is_broken(self) -> bool:
        """Whether the agenda holds a contradiction: no way to finish from here."""
        return bool(self.dead_cells or self.dead_places)

    def is_given(self, cell: Cell) -> bool:
        """Whether the digit of ``cell`` was given by the puzzle."""
        return cell in self._given_cells

    # -- writing ---------------------------------------------------------------

    def place(self, cell: Cell, digit: int) -> None:
        """Write ``digit`` into ``cell``; its peers lose it as a candidate.

        Raises:
            SudokuError: when ``digit`` is not a candidate of ``cell``.
        """
        self._check_move(cell, digit)
        if not self.has_candidate(cell, digit):
            raise SudokuError(f"{self.layout.symbol(digit)} is not a candidate of {cell.name}")
        losing = sorted({p for k in cell.containers for p in k.places(digit)} - {cell},
                        key=_position)
        self._trail.append((PLACED, cell, digit))
        cell._write(digit)
        for peer in losing:
            peer.notify(Change(LOST, peer, digit))

    def eliminate(self, cell: Cell, digit: int) -> bool:
        """Strike ``digit`` out of the candidates of ``cell``.

        Returns:
            Whether anything changed (``False`` when it was not a candidate).
        """
        self._check_move(cell, digit)
        if not self.has_candidate(cell, digit):
            return False
        self._trail.append((LOST, cell, digit))
        cell._strike(digit)
        return True

    def _check_move(self, cell: Cell, digit: int) -> None:
        if not (isinstance(cell, Cell) and cell.index < len(self.cells)
                and self.cells[cell.index] is cell):
            raise SudokuError(f"{cell!r} is not a cell of this board; use board.cell(name)")
        if not self.is_digit(digit):
            raise SudokuError(f"{digit!r} is not a digit of the {self.layout.name} layout "
                              f"(1..{self.layout.size})")

    def undo(self) -> None:
        """Take back the last placement or elimination.

        Raises:
            SudokuError: when only the givens are left.
        """
        if len(self._trail) <= self._givens_end:
            raise SudokuError("nothing to undo: only the givens are left")
        kind, cell, digit = self._trail.pop()
        if kind == LOST:
            cell._unstrike(digit)
            cell.notify(Change(GAINED, cell, digit))
            return
        cell._write(0)
        for candidate in sorted(self.candidates(cell)):
            cell.notify(Change(GAINED, cell, candidate))
        for peer in cell.peers:
            if self.has_candidate(peer, digit):
                peer.notify(Change(GAINED, peer, digit))

    def mark(self) -> int:
        """A bookmark of the current state, for [`undo_to`][sudoku.board.Board.undo_to]."""
        return len(self._trail)

    def undo_to(self, mark: int) -> None:
        """Undo every change made since [`mark`][sudoku.board.Board.mark] returned ``mark``."""
        while len(self._trail) > max(mark, self._givens_end):
            self.undo()

    def reset(self) -> None:
        """Go back to the givens, so that the board can be solved again."""
        self.undo_to(self._givens_end)

    # -- observing -------------------------------------------------------------

    def update(self, change: Change) -> None:
        """Keep the agenda exact after a cell's ``change``.

        Only what the change touched is reviewed: the cell itself, and in each
        of its containers the digits whose places may have changed.
        """
        kind, cell, digit = change
        if kind == PLACED:
            self._empty -= 1
            for container in cell.containers:
                key = (container.index, digit)
                self.lone_places.discard(key)
                self.dead_places.discard(key)
                for each in container.missing:  # places only shrink: look for new lone ones
                    if len(container.places(each)) <= 1:
                        self._review_place(container, each)
        else:
            if kind == UNPLACED:
                self._empty += 1
            for container in cell.containers:
                self._review_place(container, digit)
        self._review_cell(cell)

    def _review_cell(self, cell: Cell) -> None:
        count = -1 if cell.digit else len(self.candidates(cell))
        if count == 1:
            self.forced_cells.add(cell)
        else:
            self.forced_cells.discard(cell)
        if count == 0:
            self.dead_cells.add(cell)
        else:
            self.dead_cells.discard(cell)

    def _review_place(self, container: Container, digit: int) -> None:
        count = len(container.places(digit)) if digit in container.missing else -1
        key = (container.index, digit)
        if count == 1:
            self.lone_places.add(key)
        else:
            self.lone_places.discard(key)
        if count == 0:
            self.dead_places.add(key)
        else:
            self.dead_places.discard(key)

    def __str__(self) -> str:
        from sudoku.formats import format_grid

        return format_grid(self.values(), self.layout)


def find_clash(layout: Layout, values: Sequence[int]) -> tuple[int, str, str, str] | None:
    """The first digit ``values`` puts twice in a container, or ``None``.

    Returns:
        The digit, the container's name and the names of the two cells.

    Examples:
        >>> find_clash(CLASSIC, [5, 0, 5] + [0] * 78)
        (5, 'row 1', 'r1c1', 'r1c3')
    """
    for container in layout.containers:
        seen: dict[int, int] = {}
        for index in container.cells:
            digit = values[index]
            if digit in seen:
                return (digit, container.name, layout.cells[seen[digit]].name,
                        layout.cells[index].name)
            if digit:
                seen[digit] = index
    return None


def _position(cell: Cell) -> int:
    return cell.index


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
