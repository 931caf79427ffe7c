"""The board of each puzzle a command reads: the puzzle loaded, or why it is invalid.

TL;DR: [`load`][sudoku.cli.bench.load] gives the board of an entry (a
position's with its moves on it) or, in words, why there is none; a
[`Bench`][sudoku.cli.bench.Bench] keeps one board of a layout and loads each
puzzle of a batch on it, since building a board costs more than solving a
puzzle; [`attempt`][sudoku.cli.bench.attempt] runs a command's work on it.

Role: between ``sudoku.cli.puzzles``, which reads the entries, and the commands,
which solve, rate or check them. See the docs page *Reference / Command line*,
under *Reading puzzles*.
"""

from __future__ import annotations

from collections.abc import Callable

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.layout import Layout
from sudoku.puzzle_files import Entry
from sudoku.solver import Result


def reason(error: Exception, line: int) -> str:
    """What ``error`` says, without the ``line N:`` that a file's errors start with.

    Examples:
        >>> from sudoku.errors import PuzzleFormatError
        >>> reason(PuzzleFormatError("line 4: expected 81 cells, got 80"), 4)
        'expected 81 cells, got 80'
    """
    message = str(error)
    return message.removeprefix(f"line {line}: ")


def load(entry: Entry, layout: Layout, bench: Bench | None = None,
         ) -> tuple[Board | None, str | None]:
    """The board of ``entry``, or ``None`` and why the puzzle is invalid.

    A position's board has its placed digits and struck candidates on it, as
    moves (see [`Position.board`][sudoku.position.Position.board]). For a
    puzzle, with a ``bench`` (of ``layout``), its board is loaded rather than a
    new one built.

    Examples:
        >>> from sudoku.shapes import named
        >>> board, why = load(Entry(2, "55" + "." * 79, [5, 5] + [0] * 79, None), named("9x9"))
        >>> board, why
        (None, '5 is given twice in row 1: at r1c1 and r1c2')
    """
    if entry.error is not None:
        return None, reason(entry.error, entry.line)
    try:
        if entry.position is not None:
            return entry.position.board(), None
        return (Board(layout, entry.values) if bench is None else bench.board(entry.values)), None
    except SudokuError as error:
        return None, str(error)


class Bench:
    """One board of a layout, loaded with each puzzle of a batch in turn.

    Building a board costs more than solving a puzzle on it, so a batch keeps
    one. A bench sent to a worker process travels without its board, and the
    worker builds its own.

    Args:
        layout: the shape of the puzzles.
    """

    def __init__(self, layout: Layout):
        self.layout = layout
        self._board: Board | None = None

    def board(self, values: list[int]) -> Board:
        """The bench's board, loaded with the givens ``values``.

        Raises:
            SudokuError: when ``values`` do not fit the layout or clash.
        """
        if self._board is None:
            self._board = Board(self.layout, values)
        else:
            self._board.load(values)
        return self._board

    def __getstate__(self) -> dict:
        return {"layout": self.layout, "_board": None}


def attempt(entry: Entry, work: Callable[[Board], Result], bench: Bench,
            ) -> tuple[Result | None, str | None]:
    """``work`` on the board of ``entry``, or ``None`` and why the puzzle is invalid.

    The board is [loaded][sudoku.cli.bench.load] on ``bench``.

    Examples:
        >>> from sudoku.layout import CLASSIC
        >>> from sudoku.solver import Solver
        >>> attempt(Entry(2, "55" + "." * 79, [5, 5] + [0] * 79, None), Solver().solve,
        ...         Bench(CLASSIC))
        (None, '5 is given twice in row 1: at r1c1 and r1c2')
    """
    board, why = load(entry, bench.layout, bench)
    if board is None:
        return None, why
    try:
        return work(board), None
    except SudokuError as error:
        return None, str(error)
