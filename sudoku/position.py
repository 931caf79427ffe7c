"""Positions: a puzzle part-way through, with the player's pencil marks.

TL;DR: a puzzle is its givens; a *position* is what a player has in front of
them later: the givens, the digits they placed, and the candidates they struck
out. A hint for the position must know all three, or it repeats the hint the
player has just followed.

Two forms are read, the two that players and programs exchange, each in a module
of its own:

* the *candidate grid* (``sudoku.candidate_grid``): one token per cell, in
  reading order, the digits the cell may still take (``"1269"``);
  [`format_pencil`][sudoku.candidate_grid.format_pencil] writes a board back as
  one, which reads back as the same position;
* HoDoKu's *library line* (``sudoku.library_lines``),
  ``:<technique>:<digits>:<givens>:<deleted>:...``, where ``+`` before a digit
  marks one placed by the player. See [`LibraryCase`][sudoku.library_lines.LibraryCase].

This module holds the [`Position`][sudoku.position.Position] and reads any of them
(a plain puzzle too) with [`read_position`][sudoku.position.read_position].

See the docs page *Command line*, section *Positions: pencil marks and placed digits*.

Examples:
    >>> from sudoku import Board
    >>> from sudoku.candidate_grid import format_pencil
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> board.eliminate(board.cell("r1c3"), 2)
    True
    >>> grid = format_pencil(board)
    >>> print(grid.splitlines()[1])
    | 5   3    14     | 26   7  2468 | 1489  1249 248  |
    >>> again = read_position(grid).board()
    >>> again.candidates(again.cell("r1c3"))
    Digits({1, 4})
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sudoku.board import Board
from sudoku.candidate_grid import holder, is_grid_like, read_grid
from sudoku.errors import PuzzleTypeError, SudokuError
from sudoku.formats import parse
from sudoku.layout import CLASSIC, Layout
from sudoku.library_lines import read_library_line


@dataclass(frozen=True)
class Position:
    """A puzzle part-way through: givens, placed digits and struck candidates.

    Args:
        givens: one value per cell, ``0`` for empty, in layout order.
        placed: one value per cell: the digit a player placed there, ``0`` elsewhere
            (always ``0`` where there is a given).
        struck: ``(cell index, digit)`` pairs the player struck out of empty cells.
        layout: the shape of the puzzle.

    Examples:
        >>> position = read_position(
        ...     ":0100:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1"
        ...     "+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:713::::")
        >>> position.placed[:3], len(position.struck)
        ((6, 3, 4), 1)
    """

    givens: tuple[int, ...]
    placed: tuple[int, ...]
    struck: frozenset[tuple[int, int]] = frozenset()
    layout: Layout = field(default=CLASSIC, compare=False)

    def board(self) -> Board:
        """A board in this position: the givens loaded, the placed digits placed, the marks struck.

        The placements and eliminations are moves on the board's trail, under
        every step a solver takes from here; the givens are not.

        Raises:
            SudokuError: when a placed digit or a struck candidate breaks the rules,
                naming the cell (a placed digit that a given or another placed digit
                already holds in one of its containers, for instance).
        """
        board = Board(self.layout, list(self.givens))
        for cell, digit in zip(board.cells, self.placed):
            if digit and not board.has_candidate(cell, digit):
                raise SudokuError(_not_placeable(board, cell, digit))
            if digit:
                board.place(cell, digit)
        for index, digit in sorted(self.struck):
            board.eliminate(board.cells[index], digit)
        return board

    @property
    def values(self) -> list[int]:
        """The digits on the grid, givens and placed, ``0`` for empty: the puzzle a solver sees."""
        return [given or placed for given, placed in zip(self.givens, self.placed)]


def looks_like_position(text: str, layout: Layout = CLASSIC) -> bool:
    """Whether ``text`` is meant as a position: a library line, or a candidate grid, right or not.

    It is looser than [`is_candidate_grid`][sudoku.candidate_grid.is_candidate_grid]:
    a grid that has cells too few or a bad token still looks like one, so that
    reading it says what is wrong with it, and where, instead of calling it a
    bad puzzle. A grid has tokens of several digits, set apart by white space
    and bars; a compact puzzle such as ``53..7....`` has runs of digits too, but
    set apart by its empty cells. Lines that start with ``#`` are comments.

    Examples:
        >>> looks_like_position(":0100:1:" + "." * 81 + ":::::")
        True
        >>> looks_like_position("12a " + "123 " * 80)
        True
        >>> looks_like_position("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7")
        False
    """
    if not isinstance(text, str):
        return False
    text = _without_comments(text).strip()
    return text.startswith(":") or is_grid_like(text, layout)


def read_position(text: str, layout: Layout = CLASSIC, first_line: int = 1) -> Position:
    """Read a position: a candidate grid, a HoDoKu library line, or a plain puzzle.

    A plain puzzle (see [`parse`][sudoku.formats.parse]) is a position with
    nothing placed and nothing struck. Lines that start with ``#`` are
    comments, so a grid that ``sudoku hint --format pencil`` wrote reads back
    with the hint above it.

    Args:
        text: the position.
        layout: its shape.
        first_line: the number of the first line of ``text`` in the file it
            comes from, for the messages that name a line.

    Raises:
        PuzzleFormatError: for text that is none of the three, saying what is wrong
            and where (for a grid, the cell).
        SudokuError: for a position that breaks the rules, naming the cell.
    """
    if not isinstance(text, str):
        raise PuzzleTypeError(f"a position is text (str), not {type(text).__name__}")
    uncommented = _without_comments(text)
    stripped = uncommented.strip()
    if stripped.startswith(":"):
        return read_library_line(stripped, layout).position
    if is_grid_like(stripped, layout):
        return read_grid(uncommented, layout, first_line)
    givens = tuple(parse(text, layout))
    return Position(givens, (0,) * len(givens), frozenset(), layout)


def _without_comments(text: str) -> str:
    """``text`` with every line that starts with ``#`` left empty (so line numbers hold)."""
    if "#" not in text:
        return text
    return "\n".join("" if line.lstrip().startswith("#") else line for line in text.split("\n"))


def _not_placeable(board: Board, cell, digit: int) -> str:
    """Why ``digit`` cannot be placed in ``cell``: the cell is filled, or a peer holds it."""
    if cell.digit:
        return f"{cell.name} is a given ({cell.digit}); a digit cannot be placed there too"
    return f"{digit} cannot be placed in {cell.name}: {digit} is already in {holder(board, cell, digit)}"
