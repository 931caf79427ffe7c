"""What is wrong with puzzle text that cannot be read, and where.

Each message names the first thing at fault, with its position, line and column,
and says what to write instead: a character or token that is no cell, a digit
out of range (asking whether ``--layout`` is the one meant, when the text has the
cells of another square size), a ``-`` where a grid of tokens has a cell, a row
of a grid with cells too few or many, a 16x16 that reads two ways, a byte that
is not UTF-8. Each is a [`PuzzleFormatError`][sudoku.errors.PuzzleFormatError].

Role: ``sudoku.formats`` reads one puzzle, ``sudoku.puzzle_files`` a file of
them; this module says why they could not. See the docs page *Command line*,
section *When the input is wrong*.

Examples:
    >>> from sudoku.formats import parse
    >>> from sudoku.layout import classic
    >>> parse("1 2 - -\\n3 4 - -\\n- - - -\\n- - 2 1", classic(2, 2))
    Traceback (most recent call last):
    ...
    sudoku.errors.PuzzleFormatError: unexpected character '-' at position 5 (line 1, column 5); \
use 1-4 for digits and '.', '0' or '_' for empty cells
"""

from __future__ import annotations

import math

from sudoku.errors import PuzzleFormatError
from sudoku.layout import Layout
from sudoku.puzzle_lines import (
    CHARACTER,
    LONE_DASH,
    MARK,
    cells_in,
    is_dash_row,
    is_near_a_row,
    is_row_of_dashes,
)
from sudoku.symbols import EMPTY_MARKERS, SYMBOLS


def wrong_count(text: str, layout: Layout, count: int, first_line: int) -> PuzzleFormatError:
    """The error for ``text`` that holds ``count`` cells, not one per cell of ``layout``.

    It names what is at fault when that can be seen: a mark that stands where a
    cell should (``-`` in ``53--7----``, where each character is a cell but for the
    drawing characters, or a lone ``-`` in a row of tokens, ``5 3 - - 7``), or, in a
    grid of rows, the row with cells too few or many.
    """
    marks = [(match.start(), match.group()) for match in MARK.finditer(text)]
    wrong = next(((at, mark) for at, mark in marks if not CHARACTER.match(mark)), None)
    if count < len(layout.cells) == len(marks) and wrong is not None:
        return unexpected_piece(wrong[1], text, wrong[0], layout, first_line)
    dash = _first_lone_dash(text, layout)
    if count < len(layout.cells) and dash is not None:
        return unexpected_piece("-", text, dash, layout, first_line)
    expected = f"expected {len(layout.cells)} cells, got {count}"
    if "\r" in text.rstrip("\r") and count > len(layout.cells):  # old Mac line endings
        return PuzzleFormatError(f"{expected}: its lines end with a carriage return alone "
                                 f"(\\r), which ends no line here; write them with \\n")
    row = wrong_row(text, layout)
    if row is None:
        return PuzzleFormatError(expected)
    return row_error(row, text, layout, first_line, f" ({expected})")


def _first_lone_dash(text: str, layout: Layout) -> int | None:
    """The offset of the first ``-`` that stands for a cell in a grid of tokens, or ``None``.

    Only a grid with a row such as ``5 3 - - 7`` has one: its rows of dashes alone
    are empty rows, while elsewhere such a line may be a ruler.
    """
    lines = text.split("\n")
    if not any(is_dash_row(line, layout) for line in lines):
        return None
    offset = 0
    for line in lines:
        if is_dash_row(line, layout) or is_row_of_dashes(line, layout):
            return offset + LONE_DASH.search(line).start()
        offset += len(line) + 1
    return None


def row_error(row: tuple[int, int, int], text: str, layout: Layout, first_line: int,
               then: str = "") -> PuzzleFormatError:
    """The error that names ``row`` of ``text``, a row of a grid with cells too few or many."""
    number, offset, cells = row
    line, column = _line_and_column(text, offset, first_line)
    return PuzzleFormatError(f"row {number} (line {line}) has {cells} cells where a row has "
                             f"{layout.size}{then}", offset + 1, line, column)


def wrong_row(text: str, layout: Layout) -> tuple[int, int, int] | None:
    """The first row of a grid of rows, one a line, with cells too few or many.

    Returns:
        ``(row number, offset of its first cell, cells it holds)``, or ``None`` when
        ``text`` is no grid of rows or its rows are all right.
    """
    rows, offset = [], 0
    for line in text.split("\n"):
        cells = cells_in(line, layout) if line.strip() else 0
        if cells:
            rows.append((len(rows) + 1, offset + len(line) - len(line.lstrip()), cells))
        offset += len(line) + 1
    counts = [cells for _, _, cells in rows]
    if len(rows) < 2 or layout.size not in counts or not layout.is_grid_of_rows:
        return None  # not a grid of rows
    return next((row for row in rows if row[2] != layout.size
                 and is_near_a_row(row[2], layout)), None)


def has_two_readings(pieces: str | list[str], layout: Layout) -> bool:
    """Whether a 16x16 puzzle fits both ``1-9A-G`` (``0`` empty) and hex ``0-9A-F`` (``0`` is 1).

    That is so, with the usual 16x16 symbols, when the puzzle holds a ``0``, no ``G``,
    and also ``.`` or ``_``: its ``0`` may be an empty cell written another way, or
    the digit 1 in hex. Such a puzzle is refused, never guessed.

    Args:
        pieces: the puzzle's characters as one string, or its tokens.
        layout: the layout it is read with.

    Examples:
        >>> from sudoku.layout import classic
        >>> from sudoku.symbols import HEX
        >>> has_two_readings("0F.." + "." * 252, classic(4, 4))
        True
        >>> has_two_readings("0F00" + "0" * 252, classic(4, 4))  # no '.': every 0 is empty
        False
        >>> has_two_readings("0F.." + "." * 252, classic(4, 4).with_symbols(HEX))  # asked for
        False
    """
    return (layout.symbols == SYMBOLS[16] and "0" in pieces and "G" not in pieces
            and "g" not in pieces and ("." in pieces or "_" in pieces))


def two_readings(text: str, offset: int, first_line: int) -> PuzzleFormatError:
    """The error for a 16x16 puzzle that reads two ways, pointing at its first ``0``."""
    line, column = _line_and_column(text, offset, first_line)
    return PuzzleFormatError(
        f"this 16x16 puzzle can be read two ways: 0 is an empty cell in the digits 1-9A-G "
        f"but the digit 1 in hex 0-9A-F (first 0 at position {offset + 1}, line {line}, "
        f"column {column}); write its empty cells one way (. or _) and give --hex for hex",
        offset + 1, line, column)


def unexpected_piece(piece: str, text: str, offset: int, layout: Layout,
                first_line: int) -> PuzzleFormatError:
    """The error for a piece of ``text`` at ``offset`` that is not a cell."""
    line, column = _line_and_column(text, offset, first_line)
    where = f"at position {offset + 1} (line {line}, column {column})"
    shown = repr(piece) if len(piece) <= 20 else f"{piece[:12]!r}... ({len(piece)} characters)"
    undecodable = [byte for byte in map(undecodable_byte, piece) if byte is not None]
    if undecodable:
        what = f"byte {undecodable[0]:#04x} {where} is not UTF-8 text"
    elif piece.isascii() and piece.isdecimal():
        what = f"digit {shown} {where} is out of range"
        cells = len(text)
        side = math.isqrt(cells)
        if side * side == cells and side in SYMBOLS and cells != len(layout.cells) \
                and text.isprintable() and not any(char.isspace() for char in text):
            what += (f" (the text holds {cells} cells, as a {side}x{side} puzzle does, and the "
                     f"{layout.name} layout has {len(layout.cells)}: is --layout the one meant?)")
    else:
        what = f"unexpected {'character' if len(piece) == 1 else 'token'} {shown} {where}"
        if "\x00" in piece:
            what += (" (text with NUL characters is mostly UTF-16 or UTF-32 without its "
                     "byte-order mark: save it as UTF-8)")
    digits = f"{layout.symbols[0]}-{layout.symbols[-1]}"
    empty = [repr(each) for each in EMPTY_MARKERS if each not in layout.symbols]
    return PuzzleFormatError(f"{what}; use {digits} for digits and "
                             f"{', '.join(empty[:-1])} or {empty[-1]} for empty cells",
                             offset + 1, line, column)


def undecodable_byte(char: str) -> int | None:
    """The byte that ``char`` stands for when it is a byte that was not UTF-8, else ``None``.

    Such a byte is read (``errors="surrogateescape"``) as a character of its own,
    ``U+DC80`` to ``U+DCFF``, so that a line with one stays a line to report on.

    Examples:
        >>> undecodable_byte(b"\\xff".decode("utf-8", "surrogateescape")), undecodable_byte("x")
        (255, None)
    """
    return ord(char) - 0xDC00 if "\udc80" <= char <= "\udcff" else None


def _line_and_column(text: str, offset: int, first_line: int) -> tuple[int, int]:
    """The 1-based line and column of ``offset`` in ``text``, lines counted from ``first_line``."""
    return (first_line + text.count("\n", 0, offset), offset - text.rfind("\n", 0, offset))
