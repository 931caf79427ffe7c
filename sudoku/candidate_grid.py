"""The candidate grid: a position written as one token of candidates per cell.

TL;DR: a cell's token lists the digits it may still take (``1269``), in reading
order, and a single digit is a filled cell, or a cell left with one candidate
when a peer still lists that digit (a filled cell is read as a given, as the
grid does not say who filled it); the candidates missing from a token are the
ones the player struck out. Rulers and bars (``| - + . : *``) are ignored, so the
grids that HoDoKu, Sudoku Explainer and SudokuWiki copy out read as they are.
[`format_pencil`][sudoku.candidate_grid.format_pencil] writes a board this way, and
the grid reads back as the same position.

Role: one of the forms [`read_position`][sudoku.position.read_position] reads, and
what ``--format pencil`` writes. See the docs page *Command line*, section
*Positions: pencil marks and placed digits*.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sudoku.board import Board
from sudoku.errors import PuzzleFormatError, SudokuError
from sudoku.layout import CLASSIC, Layout

if TYPE_CHECKING:
    from sudoku.position import Position


_TOKEN = re.compile(r"[^\s|+\-.:*'=#,;]+")
"""A token of a candidate grid: what white space, bars, rulers, commas and semicolons separate."""

_PUZZLE_MARK = re.compile(r"\d[._*+\-:'=#]|[._*+\-:'=#]\d")
"""What a puzzle has and no candidate grid does: an empty cell (or a mark meant as one) beside
a digit, as in ``3..7`` or ``3**7``."""
_LONE_EMPTY = re.compile(r"(?<!\S)[._0](?!\S)")
"""An empty cell standing alone as a token, as a puzzle of tokens has them (``5 3 _ _ 7``); a
candidate grid has one only where a cell was written wrong."""


def is_candidate_grid(text: str, layout: Layout = CLASSIC) -> bool:
    """Whether ``text`` looks like a candidate grid rather than a puzzle.

    It does when it splits into exactly one token per cell, each of digits only,
    and at least one token holds more than one digit (a puzzle written one
    digit a cell, with spaces, has none).

    Examples:
        >>> from sudoku.layout import classic
        >>> is_candidate_grid("1 23 4 23  " * 4, classic(2, 2))
        True
        >>> is_candidate_grid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
        False
    """
    if not isinstance(text, str) or layout.size > 9:
        return False
    tokens = _grid_tokens(text)
    return (len(tokens) == len(layout.cells) and all(token.isdigit() for _, token in tokens)
            and any(len(token) > 1 for _, token in tokens))


def is_grid_like(text: str, layout: Layout) -> bool:
    """Whether ``text`` looks like a candidate grid, right or not.

    It does when it has at least a row's worth of tokens and at most a row more
    than the cells, set apart by white space, more of them of several digits than
    there are empty cells standing alone, and no empty cell beside a digit: a
    compact puzzle such as ``53..7....`` (or ``53**7****``, with a wrong mark for
    empty) has runs of digits too, but between its empty cells, and a puzzle of
    tokens has ``_``, ``.`` or ``0`` tokens where a grid has candidates (a grid
    with a cell written ``0`` is still one, so reading it names that cell).

    Examples:
        >>> from sudoku.layout import classic
        >>> is_grid_like("1 23 4 23  " * 3 + "1 0 4 23", classic(2, 2))
        True
        >>> is_grid_like("1 _ 4 _  " * 3 + "1 _ 4 23", classic(2, 2))
        False
    """
    if layout.size > 9 or len(text.split()) < layout.size or _PUZZLE_MARK.search(text):
        return False
    tokens = _grid_tokens(text)
    several = sum(len(token) > 1 and token.isdigit() for _, token in tokens)
    return (layout.size <= len(tokens) <= len(layout.cells) + layout.size
            and several > len(_LONE_EMPTY.findall(text)))


def _grid_tokens(text: str) -> list[tuple[int, str]]:
    """The tokens of a candidate grid with their offsets in ``text``."""
    return [(match.start(), match.group()) for match in _TOKEN.finditer(text)]


def read_grid(text: str, layout: Layout, first_line: int = 1) -> Position:
    """Read a candidate grid (``is_grid_like`` said yes) into a position."""
    from sudoku.position import Position  # here, not at the top: position imports this module

    tokens = _grid_tokens(text)
    if len(tokens) != len(layout.cells):
        spaces = " " in text and len(text.rstrip("\r\n")) == len(layout.cells)
        raise PuzzleFormatError(f"a candidate grid has one token per cell, {len(layout.cells)} "
                                f"in all; this one has {len(tokens)}"
                                f"{_wrong_row(text, layout, first_line)}" + (
                                    f" (or, if it is a puzzle of {len(layout.cells)} characters, "
                                    f"a space is no empty cell: write . or 0)" if spaces else ""))
    misplaced = _wrong_row(text, layout, first_line)
    if misplaced:  # cells enough, but a row short and another long: the cells have moved
        raise PuzzleFormatError(f"a candidate grid has one token per cell of each row"
                                f"{misplaced}")
    cell_digits = []
    for spec, (offset, token) in zip(layout.cells, tokens):
        where = f"{spec.name} ('{token}' at line {text.count(chr(10), 0, offset) + first_line})"
        if not (token.isascii() and token.isdigit()):
            raise PuzzleFormatError(f"{where} is not a list of candidates; write the digits "
                                    f"the cell may take, such as 1269")
        digits = [int(each) for each in token]
        if len(set(digits)) != len(digits):
            raise PuzzleFormatError(f"{where} names a digit twice")
        if not any(digits):
            raise PuzzleFormatError(f"{where} holds 0, which is no digit; write the digits the "
                                    f"cell may take, such as 1269")
        if not all(1 <= digit <= layout.size for digit in digits):
            raise PuzzleFormatError(f"{where} holds a digit outside 1..{layout.size}")
        cell_digits.append(digits)
    givens = [digits[0] if len(digits) == 1 and not any(
        len(cell_digits[peer]) > 1 and digits[0] in cell_digits[peer] for peer in peers) else 0
        for digits, peers in zip(cell_digits, layout.peers)]
    board = Board(layout, givens)
    struck = set()
    for cell, digits in zip(board.cells, cell_digits):
        if cell.digit:
            continue
        extra = set(digits) - set(board.candidates(cell))
        if extra:  # a cell left with one digit that a given beside it holds too
            digit = min(extra)
            raise SudokuError(f"{cell.name} lists {digit} as a candidate, but {digit} is "
                              f"already in {holder(board, cell, digit)}")
        struck.update((cell.index, digit) for digit in board.candidates(cell) - set(digits))
    return Position(tuple(givens), (0,) * len(givens), frozenset(struck), layout)


def _wrong_row(text: str, layout: Layout, first_line: int) -> str:
    """Where a grid written one row a line has cells too few or many: ``"; line 8 holds 8
    cells, not 9"``, or its count of rows; ``""`` when its lines are not rows."""
    counts = [(number, len(_grid_tokens(line)))
              for number, line in enumerate(text.split("\n"), first_line)]
    rows = [(number, count) for number, count in counts if count]
    if all(abs(count - layout.size) <= layout.size // 2 for _, count in rows):
        for number, count in rows:
            if count != layout.size:
                return f"; line {number} holds {count} cells, not {layout.size}"
        if len(rows) != layout.size:
            return f"; it has {len(rows)} rows, not {layout.size}"
    return ""


def require_pencil_layout(layout: Layout) -> None:
    """Refuse a layout no candidate grid can write: one of more than 9 digits, or whose
    cells are not a square grid of rows.

    Raises:
        SudokuError: for such a layout, naming it.

    Examples:
        >>> from sudoku.shapes import named
        >>> require_pencil_layout(named("16x16"))
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: a candidate grid is for square grids of at most 9 digits; \
the 16x16 layout is not one
    """
    if layout.size > 9 or not layout.is_grid_of_rows:
        raise SudokuError(f"a candidate grid is for square grids of at most 9 digits; the "
                          f"{layout.name} layout is not one")


def format_pencil(board: Board) -> str:
    """Write the position on ``board`` as a candidate grid: a filled cell as its digit.

    Columns are as wide as their widest cell; bars and rulers mark the boxes.
    It reads back with [`read_position`][sudoku.position.read_position].

    Raises:
        SudokuError: for a layout this form cannot write (more than 9 digits, or
            cells that are not a square grid).
    """
    layout = board.layout
    n = layout.size
    require_pencil_layout(layout)
    tokens = [str(cell.digit) if cell.digit else "".join(map(str, board.candidates(cell)))
              for cell in board.cells]
    widths = [max(len(tokens[row * n + column]) for row in range(n)) for column in range(n)]
    box_rows, box_columns = layout.box or (n, n)
    columns = [range(start, start + box_columns) for start in range(0, n, box_columns)]

    def band(row: int) -> str:
        return "| " + " | ".join(" ".join(tokens[row * n + c].ljust(widths[c]) for c in group)
                                 for group in columns) + " |"

    ruler = "+" + "+".join("-" * (sum(widths[c] + 1 for c in group) + 1)
                           for group in columns) + "+"
    lines = [ruler]
    for row in range(n):
        lines.append(band(row))
        if (row + 1) % box_rows == 0:
            lines.append(ruler)
    return "\n".join(lines)


def holder(board: Board, cell, digit: int) -> str:
    """Where a peer of ``cell`` holds ``digit``: ``"row 1 (r1c7)"``."""
    for container in cell.containers:
        for other in container.cells:
            if other.digit == digit:
                return f"{container.name} ({other.name})"
    return "a peer"
