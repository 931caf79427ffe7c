"""Puzzle formats: read and write puzzles as plain lists of digits.

A puzzle here is a ``list[int]``, one int per cell of a layout in
``layout.cells`` order: 0 for an empty cell, 1..``layout.size`` for a given.
Text comes in two forms: *compact*, one character per cell (``.``, ``0`` or ``_``
for empty; whitespace, commas, semicolons and the drawing characters ``| - + / \\`` ignored, so
every picture of ``sudoku.render.text`` reads back, and so do rows written
``5,3,0,0,7,...``), and *tokens*, one symbol or decimal number per cell parted by
white space, commas or semicolons, so ``12`` can be a digit of a 16x16 puzzle (and a text
that holds such a number is read as tokens, whatever their count). Comma-separated values
with one field per cell of each row, as a spreadsheet saves them, read with an empty field
as an empty cell. The digits are the layout's symbols (``1-9A-G`` for a
16x16, ``A-Y`` for a 25x25; see [`SYMBOLS`][sudoku.symbols.SYMBOLS]).

A 16x16 puzzle may also be written ``0-9A-F`` ([`HEX`][sudoku.symbols.HEX]: ``0`` is
the digit 1, ``F`` the digit 16); ask for it with ``layout.with_symbols(HEX)``
(``--hex`` on the command line). It is never guessed: with the usual symbols a ``0``
is an empty cell, and text that holds a ``0``, no ``G`` and also ``.`` or ``_`` fits
both readings, so it is refused rather than read one way at random. See the docs
page *Layouts*.

Digits are ASCII: a full-width ``１`` or an Arabic-Indic ``١`` is an unexpected
character in both forms, never a digit.

This module reads and writes one puzzle. A file of many is read by
``sudoku.puzzle_files``, and ``sudoku.format_errors`` says what is wrong with text
that cannot be read.

Examples:
    >>> values = parse("53..7....6..195....98....6.8...6...34..8.3..17...2..."
    ...                "6.6....28....419..5....8..79")
    >>> values[:5], format_line(values)[:9]
    ([5, 3, 0, 0, 7], '53..7....')
"""

from __future__ import annotations

import functools

from sudoku.errors import PuzzleTypeError, SudokuError
from sudoku.format_errors import (
    has_two_readings,
    row_error,
    two_readings,
    unexpected_piece,
    wrong_count,
    wrong_row,
)
from sudoku.layout import CLASSIC, Layout
from sudoku.puzzle_lines import (
    CHARACTER,
    TOKEN,
    fields_of,
    is_number_of_two_digits,
    numbers_are_cells,
)
from sudoku.render.text import picture
from sudoku.symbols import EMPTY_MARKERS

_LONGEST_NUMBER = 6  # a decimal token longer than this is no digit: int() of it can be slow


def parse(text: str, layout: Layout = CLASSIC, first_line: int = 1) -> list[int]:
    """Read one puzzle: as tokens when the text splits into one token per cell, else compact.

    Givens that clash are not checked here; the board does that.

    Args:
        text: the puzzle.
        layout: its shape.
        first_line: the number of the first line of ``text`` in the file it comes
            from, for the messages that name a line.

    Returns:
        One int per cell, in ``layout.cells`` order, 0 for an empty cell.

    Raises:
        PuzzleFormatError: for a character or token that is not a cell (with its
            1-based ``position``, ``line`` and ``column``), or for the wrong number of cells.
        PuzzleTypeError: when ``text`` is not a ``str`` (``None``, bytes, a number...).
        SudokuError: when ``layout`` is not a ``Layout``.

    Examples:
        >>> from sudoku.layout import classic
        >>> parse("12.. 34.. 1... 4..3", classic(2, 2))
        [1, 2, 0, 0, 3, 4, 0, 0, 1, 0, 0, 0, 4, 0, 0, 3]
        >>> parse("1 2 _ _  3 4 _ _  1 _ _ _  4 _ _ 3", classic(2, 2))[:4]
        [1, 2, 0, 0]
        >>> parse("12.x", classic(2, 2))  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        sudoku.errors.PuzzleFormatError: unexpected character 'x' at position 4 (line 1, ...
    """
    require_text(text)
    require_layout(layout)
    return _read(text, layout, first_line)


def require_layout(layout: object) -> None:
    """Refuse a layout that is not a ``Layout`` (a size, a name, ``None``), saying what it got."""
    if not isinstance(layout, Layout):
        raise SudokuError(f"a puzzle is read with a Layout (such as sudoku.CLASSIC), "
                          f"not {layout!r}")


def require_text(text: object) -> None:
    """Refuse puzzle text that is not a ``str`` at all, before anything tries to read it."""
    if not isinstance(text, str):
        hint = "; decode the bytes first" if isinstance(text, bytes | bytearray) else ""
        raise PuzzleTypeError(f"a puzzle is text (str), not {type(text).__name__}{hint}")


def format_line(values: list[int], layout: Layout = CLASSIC) -> str:
    """Write a puzzle as one character per cell, ``.`` for an empty cell.

    Raises:
        SudokuError: for values that are not one per cell of the layout, or a value
            that is not ``0`` or a digit of the layout, naming its position.

    Examples:
        >>> from sudoku.layout import classic
        >>> format_line([1, 0, 0, 4] * 4, classic(2, 2))
        '1..41..41..41..4'
        >>> format_line([1, 0, -1, 4] * 4, classic(2, 2))
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: cannot write -1 at position 3: a value of the 4x4 layout is 0 (empty) or a digit 1..4
    """
    _require_one_per_cell(values, layout)
    try:
        return "".join(map(_written(layout.symbols).__getitem__, values))
    except (KeyError, TypeError):
        raise _not_a_value(values, layout) from None


def _require_one_per_cell(values: object, layout: Layout) -> None:
    """Refuse anything but a list of one value per cell of ``layout``, saying what it got."""
    try:
        count = len(values)  # type: ignore[arg-type]
    except TypeError:
        raise SudokuError(f"a puzzle to write is a list of {len(layout.cells)} values, one per "
                          f"cell (0 for empty), not {type(values).__name__}") from None
    if isinstance(values, str | bytes):
        raise SudokuError("a puzzle to write is a list of values, not text; read text with parse")
    if count != len(layout.cells):
        raise SudokuError(f"a puzzle of the {layout.name} layout has {len(layout.cells)} cells; "
                          f"got {count} values")


@functools.cache
def _written(symbols: str) -> dict[int, str]:
    """The character of each value, ``.`` for 0: a dict, so that -1 is no index from the end."""
    return dict(enumerate("." + symbols))


def _not_a_value(values: list[int], layout: Layout) -> SudokuError:
    """The error that names the first of ``values`` that is not 0 or a digit of ``layout``."""
    written = _written(layout.symbols)
    for position, value in enumerate(values, 1):
        try:
            written[value]
        except (KeyError, TypeError):
            return SudokuError(f"cannot write {value!r} at position {position}: a value of the "
                               f"{layout.name} layout is 0 (empty) or a digit 1..{layout.size}")
    return SudokuError(f"cannot write {values!r} as a puzzle")


def format_grid(values: list[int], layout: Layout = CLASSIC) -> str:
    """Draw a puzzle as text: the grid with ``|`` between boxes and a ruler between bands.

    Layouts without boxes get the picture that suits their shape (see
    [`picture`][sudoku.render.text.picture]); every picture reads back with
    [`parse`][sudoku.formats.parse].

    Examples:
        >>> from sudoku.layout import classic
        >>> print(format_grid([1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1], classic(2, 2)))
        1 2 | . .
        3 4 | . .
        ----+----
        . . | . .
        . . | 2 1

    Raises:
        SudokuError: as [`format_line`][sudoku.formats.format_line] does.
    """
    format_line(values, layout)  # the same checks, before the picture is drawn
    return picture(values, layout)


def _read(text: str, layout: Layout, first_line: int) -> list[int]:
    """Parse ``text``, counting its lines from ``first_line`` in error messages."""
    if len(text) == len(layout.cells):  # the common case, one character a cell: a quick read
        table = _table(layout.symbols)
        try:
            values = [table[character] for character in text]
        except KeyError:
            pass  # the full reading below says what is wrong, and where
        else:
            if layout.size == 16 and has_two_readings(text, layout):
                raise two_readings(text, text.index("0"), first_line)
            return values
    tokens = _tokens(text)
    as_tokens = len(tokens) == len(layout.cells)
    if not as_tokens and (fields := _fields(text, layout)) is not None:
        tokens, as_tokens = fields, True  # a spreadsheet's values, an empty field an empty cell
    numbers_allowed = as_tokens and numbers_are_cells(layout)  # "10" is the digit 10
    if not as_tokens and any(is_number_of_two_digits(piece, layout) for _, piece in tokens):
        raise wrong_count(text, layout, len(tokens), first_line)  # "10" makes each token a cell
    pieces = tokens if as_tokens else _characters(text)
    if layout.size == 16 and has_two_readings([piece for _, piece in pieces], layout):
        raise two_readings(text, next(at for at, piece in pieces if piece == "0"), first_line)
    values = []
    for offset, piece in pieces:
        digit = _digit(piece, layout, numbers_allowed)
        if digit is None:
            raise unexpected_piece(piece, text, offset, layout, first_line)
        values.append(digit)
    if len(values) != len(layout.cells):
        raise wrong_count(text, layout, len(values), first_line)
    if "\n" in text and (row := wrong_row(text, layout)) is not None:
        raise row_error(row, text, layout, first_line)  # a long row and a short one add up
    return values


@functools.cache
def _table(symbols: str) -> dict[str, int]:
    """The digit of every character a compact puzzle may use, for the layout's ``symbols``.

    A symbol stands for its digit exactly. Its other case stands for it too (``a``
    for ``A``), but only when that is one character, is no symbol or empty
    marker itself, and is the other case of no other symbol: ``ß`` is not read as
    ``SS``, and the layout's own symbols never shift.
    """
    table = dict.fromkeys(EMPTY_MARKERS, 0)
    table.update((symbol, digit) for digit, symbol in enumerate(symbols, 1))
    others: dict[str, list[int]] = {}
    for digit, symbol in enumerate(symbols, 1):
        for other in {symbol.upper(), symbol.lower()} - {symbol}:
            others.setdefault(other, []).append(digit)
    table.update((other, digits[0]) for other, digits in others.items()
                 if len(other) == 1 and other not in table and len(digits) == 1)
    return table


def _digit(piece: str, layout: Layout, numbers_allowed: bool) -> int | None:
    """The digit a character or token stands for, 0 for empty (an empty field of comma-separated
    values too), ``None`` if it is no cell."""
    if not piece:
        return 0
    digit = _table(layout.symbols).get(piece) if len(piece) == 1 else None
    if digit is not None:
        return digit
    if numbers_allowed and _is_number(piece) and 1 <= int(piece) <= layout.size:
        return int(piece)
    return None


def _is_number(piece: str) -> bool:
    """Whether ``piece`` is a decimal number written in ASCII digits (``１`` is not)."""
    return piece.isascii() and piece.isdecimal() and len(piece) <= _LONGEST_NUMBER


def _tokens(text: str) -> list[tuple[int, str]]:
    """The tokens of ``text`` (parted by white space and drawing characters), with their offsets."""
    return [(match.start(), match.group()) for match in TOKEN.finditer(text)]


def _fields(text: str, layout: Layout) -> list[tuple[int, str]] | None:
    """The cells of text of comma-separated values, one row (or the puzzle) a line, with
    their offsets, an empty field as ``""``; ``None`` when the text is not such a table."""
    cells, offset = [], 0
    for line in text.split("\n"):
        if line.strip():
            fields = fields_of(line, layout)
            if fields is None:
                return None
            cells += [(offset + at, value) for at, value in fields]
        offset += len(line) + 1
    return cells if len(cells) == len(layout.cells) else None


def _characters(text: str) -> list[tuple[int, str]]:
    """The characters of ``text`` that stand for cells, with their offsets."""
    return [(match.start(), match.group()) for match in CHARACTER.finditer(text)]
