"""sudoku: learn object-oriented design by solving sudoku.

A puzzle is cells plus containers. Each [`Cell`][sudoku.cell.Cell] is a *subject*; the
[`Container`][sudoku.container.Container] objects that hold it are its *observers* and keep their
missing digits current. The [`Board`][sudoku.board.Board] intersects what the containers miss
to get each cell's candidates, and the [`Solver`][sudoku.solver.Solver] runs
[`Strategy`][sudoku.strategies.base.Strategy] classes in a chain of responsibility.

Glossary: a *digit* is a value 1..N; a *cell* holds a digit or is empty; a
*container* is a group of N cells that must hold every digit once (others say
house, unit or family); a *peer* shares a container with a cell; a *candidate*
is a digit a cell may still take; a *layout* is the shape of a puzzle; a
*step* is one move of a solve; a *strategy* is a technique that finds steps.

Module map: ``observer`` (the pattern's two roles), ``cell``, ``container``,
``layout`` (and the built-in ``shapes``, the ``triangular`` puzzle, ``layout_file``),
``board``, ``step``, ``strategies``, ``solver``, ``formats``, ``render`` (text and
SVG pictures), ``errors`` and ``cli``.

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

from sudoku.board import Board
from sudoku.cell import Cell, Change
from sudoku.container import Box, Column, Container, Row
from sudoku.errors import ClashError, LayoutError, PuzzleFileError, PuzzleFormatError, SudokuError
from sudoku.formats import format_grid, format_line, parse, read_puzzles
from sudoku.layout import CLASSIC, Layout, classic
from sudoku.solver import GAVE_UP, NO_SOLUTION, SOLVED, STUCK, Result, Solver
from sudoku.step import Step
from sudoku.strategies import DEFAULT_CHAIN, FAST_CHAIN, Guess, HiddenSingle, NakedSingle, Strategy

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
