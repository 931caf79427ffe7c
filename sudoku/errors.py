"""The one family of exceptions for input that is wrong.

Outcomes of a solve (solved, no solution, stuck, gave up) are *statuses* of a
[`Result`][sudoku.solver.Result], never exceptions. Exceptions are kept for input
that cannot be a puzzle at all: text that does not parse, givens that clash, a
layout that is not a layout, a file of puzzles that cannot be read.

See the docs page *Command line*, section *When the input is wrong*.

Examples:
    >>> from sudoku import parse
    >>> parse("12")
    Traceback (most recent call last):
    ...
    sudoku.errors.PuzzleFormatError: expected 81 cells, got 2
"""

from __future__ import annotations


class SudokuError(ValueError):
    """Base class of every error this package raises for bad input."""


class PuzzleFormatError(SudokuError):
    """Puzzle text that cannot be read.

    Attributes:
        position: the 1-based position of the offending character in the
            puzzle text (``None`` when the problem is the length).
        line: the 1-based line of the offending character, when known.
        column: the 1-based column of the offending character, when known.
    """

    def __init__(self, message: str, position: int | None = None,
                 line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.position = position
        self.line = line
        self.column = column


class PuzzleTypeError(SudokuError, TypeError):
    """A puzzle that is not text at all, such as ``None`` or bytes.

    It is a ``TypeError`` as well as a [`SudokuError`][sudoku.errors.SudokuError], so
    either ``except`` catches it.

    Examples:
        >>> from sudoku import parse
        >>> parse(None)
        Traceback (most recent call last):
        ...
        sudoku.errors.PuzzleTypeError: a puzzle is text (str), not NoneType
    """


class ClashError(SudokuError):
    """Givens that break the rules: the same digit twice in one container.

    Attributes:
        digit: the digit given twice.
        container: the name of the container that holds it twice.
        cells: the names of the two cells.
    """

    def __init__(self, digit: int, container: str, cells: tuple[str, str], symbol: str = ""):
        shown = symbol or str(digit)
        super().__init__(
            f"{shown} is given twice in {container}: at {cells[0]} and {cells[1]}")
        self.digit = digit
        self.container = container
        self.cells = cells


class LayoutError(SudokuError):
    """A layout that is not a valid puzzle shape (a bad container, a lost cell...)."""


class PuzzleFileError(SudokuError):
    """A source of puzzles that cannot be read.

    A missing file, a directory, bytes that are not UTF-8 text, or a file or
    standard input with no puzzle in it.

    Attributes:
        source: the file as it was named, or ``"standard input"``.

    Examples:
        >>> raise PuzzleFileError("no.txt", "no such file")
        Traceback (most recent call last):
        ...
        sudoku.errors.PuzzleFileError: cannot read no.txt: no such file
    """

    def __init__(self, source: str, reason: str):
        super().__init__(f"cannot read {source}: {reason}")
        self.source = source
