"""sudoku: learn object-oriented design by solving sudoku.

A puzzle is cells plus containers. Each [`Cell`][sudoku.cell.Cell] is a *subject*; the
[`Container`][sudoku.container.Container] objects that hold it are its *observers* and keep their
missing digits current. The [`Board`][sudoku.board.Board] keeps each cell's candidates equal
to the intersection of what its containers miss (less what strategies struck out), and the
[`Solver`][sudoku.solver.Solver] runs
[`Strategy`][sudoku.strategies.base.Strategy] classes in a chain of responsibility.

Glossary: a *digit* is a value 1..N; a *cell* holds a digit or is empty; a
*container* is a group of N cells that must hold every digit once (others say
house, unit or family); a *peer* shares a container with a cell; a *candidate*
is a digit a cell may still take; a *layout* is the shape of a puzzle; a
*step* is one move of a solve; a *strategy* is a technique that finds steps.

Module map: ``observer`` (the pattern's two roles), ``cell``, ``container``,
``layout`` (and the built-in ``shapes``, the ``triangular`` puzzle, ``layout_file``),
``board``, ``step``, ``strategies``, ``solver``, ``formats`` (one puzzle as text, and
``puzzle_files`` for files of them), ``position``, ``render`` (text and SVG pictures),
``errors`` and ``cli``.

See the docs site's home page for a tour, and *Read the model* for the code in order.

Examples:
    >>> from sudoku import Board, Solver, format_line
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> result = Solver().solve(board)
    >>> result.status
    'solved'
    >>> format_line(result.grid)
    '534678912672195348198342567859761423426853791713924856961537284287419635345286179'
"""

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for readers, editors and the reference pages: where each name comes from
    from sudoku.board import Board
    from sudoku.cell import Cell, Change
    from sudoku.container import Box, Column, Container, Row
    from sudoku.errors import (
        ClashError,
        LayoutError,
        PuzzleFileError,
        PuzzleFormatError,
        PuzzleTypeError,
        SudokuError,
    )
    from sudoku.formats import format_grid, format_line, parse
    from sudoku.layout import CLASSIC, Layout, classic
    from sudoku.puzzle_files import read_puzzles
    from sudoku.solver import GAVE_UP, NO_SOLUTION, SOLVED, STUCK, Result, Solver
    from sudoku.step import Step
    from sudoku.strategies import (
        DEFAULT_CHAIN,
        FAST_CHAIN,
        Guess,
        HiddenSingle,
        NakedSingle,
        Strategy,
    )

# The names of the public API, each with the module it lives in. They are imported
# when first used (PEP 562), so that ``import sudoku`` costs nothing until then and
# the command line can answer Ctrl-C even while it starts.
_HOMES = {
    "Board": "sudoku.board",
    "Cell": "sudoku.cell", "Change": "sudoku.cell",
    "Box": "sudoku.container", "Column": "sudoku.container", "Container": "sudoku.container",
    "Row": "sudoku.container",
    "ClashError": "sudoku.errors", "LayoutError": "sudoku.errors",
    "PuzzleFileError": "sudoku.errors", "PuzzleFormatError": "sudoku.errors",
    "PuzzleTypeError": "sudoku.errors",
    "SudokuError": "sudoku.errors",
    "format_grid": "sudoku.formats", "format_line": "sudoku.formats", "parse": "sudoku.formats",
    "read_puzzles": "sudoku.puzzle_files",
    "CLASSIC": "sudoku.layout", "Layout": "sudoku.layout", "classic": "sudoku.layout",
    "GAVE_UP": "sudoku.solver", "NO_SOLUTION": "sudoku.solver", "SOLVED": "sudoku.solver",
    "STUCK": "sudoku.solver", "Result": "sudoku.solver", "Solver": "sudoku.solver",
    "Step": "sudoku.step",
    "DEFAULT_CHAIN": "sudoku.strategies", "FAST_CHAIN": "sudoku.strategies",
    "Guess": "sudoku.strategies", "HiddenSingle": "sudoku.strategies",
    "NakedSingle": "sudoku.strategies", "Strategy": "sudoku.strategies",
}


def __getattr__(name: str):
    """Import a public name from its module the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'sudoku' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value  # the next use finds it at once
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOMES])


__all__ = [
    "CLASSIC",
    "DEFAULT_CHAIN",
    "FAST_CHAIN",
    "GAVE_UP",
    "NO_SOLUTION",
    "SOLVED",
    "STUCK",
    "Board",
    "Box",
    "Cell",
    "Change",
    "ClashError",
    "Column",
    "Container",
    "Guess",
    "HiddenSingle",
    "Layout",
    "LayoutError",
    "NakedSingle",
    "PuzzleFileError",
    "PuzzleFormatError",
    "PuzzleTypeError",
    "Result",
    "Row",
    "Solver",
    "Step",
    "Strategy",
    "SudokuError",
    "classic",
    "format_grid",
    "format_line",
    "parse",
    "read_puzzles",
]
