"""Puzzle formats: read and write puzzles as plain lists of digits.

A puzzle here is a ``list[int]``, one int per cell of a layout in
``layout.cells`` order: 0 for an empty cell, 1..``layout.size`` for a given.
Text comes in two forms: *compact*, one character per cell (``.``, ``0`` or ``_``
for empty; whitespace and the drawing characters ``| - + / \\`` ignored, so every
picture of ``sudoku.render.text`` reads back), and *tokens*,
one whitespace-separated symbol or decimal number per cell, so ``12`` can be a
digit of a 16x16 puzzle. The digits are the layout's symbols (``1-9A-G`` for a
16x16, ``A-Y`` for a 25x25; see [`SYMBOLS`][sudoku.layout.SYMBOLS]).

A 16x16 puzzle may also be written ``0-9A-F`` ([`HEX`][sudoku.layout.HEX]: ``0`` is
the digit 1, ``F`` the digit 16). Since ``0`` also means an empty cell, such text is
recognised only when nothing else can be meant: it holds a ``0``, no ``G``, and
writes its empty cells ``.`` or ``_``. Otherwise ask for it with
``layout.with_symbols(HEX)`` (``--hex`` on the command line). See the docs page
*Layouts*.

Examples:
    >>> values = parse("53..7....6..195....98....6.8...6...34..8.3..17...2..."
    ...                "6.6....28....419..5....8..79")
    >>> values[:5], format_line(values)[:9]
    ([5, 3, 0, 0, 7], '53..7....')
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from sudoku.errors import PuzzleFormatError, SudokuError
from sudoku.layout import CLASSIC, HEX, Layout
from sudoku.render.text import picture

__all__ = ["Entry", "format_grid", "format_line", "is_hex", "parse", "read_puzzles"]

_EMPTY = (".", "0", "_")
_CHARACTER = re.compile(r"[^\s|+\-/\\]")
_TOKEN = re.compile(r"[^\s|+\-/\\]+")


class Entry(NamedTuple):
    """One puzzle of a file, as [`read_puzzles`][sudoku.formats.read_puzzles] found it: read, or with its error.

    Attributes:
        line: the 1-based line where the puzzle starts.
        text: the puzzle's lines as they stand in the file.
        values: one int per cell, or ``None`` when the puzzle could not be read.
        error: what is wrong with the puzzle, or ``None``.

    Examples:
        >>> entry = read_puzzles("\\n" + "." * 81)[0]
        >>> entry.line, entry.values[:3], entry.error
        (2, [0, 0, 0], None)
    """

    line: int
    text: str
    values: list[int] | None
    error: SudokuError | None


def parse(text: str, layout: Layout = CLASSIC) -> list[int]:
    """Read one puzzle: as tokens when the text splits into one token per cell, else compact.

    Givens that clash are not checked here; the board does that.

    Returns:
        One int per cell, in ``layout.cells`` order, 0 for an empty cell.

    Raises:
        PuzzleFormatError: for a character or token that is not a cell (with its
            1-based ``position``, ``line`` and ``column``), or for the wrong number of cells.

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
    return _read(text, layout, first_line=1)


def format_line(values: list[int], layout: Layout = CLASSIC) -> str:
    """Write a puzzle as one character per cell, ``.`` for an empty cell.

    Examples:
        >>> from sudoku.layout import classic
        >>> format_line([1, 0, 0, 4] * 4, classic(2, 2))
        '1..41..41..41..4'
    """
    written = "." + layout.symbols  # the character of each value, 0 for an empty cell
    return "".join([written[value] for value in values])


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
    """
    return picture(values, layout)


def read_puzzles(text: str, layout: Layout = CLASSIC) -> list[Entry]:
    """Read a file of puzzles; each puzzle gives one [`Entry`][sudoku.formats.Entry], good or bad, in order.

    The rules:

    * a line whose first non-blank character is ``#`` is a comment; blank lines are skipped;
    * a line holding a whole puzzle is one puzzle; otherwise consecutive lines are
      gathered until they hold a whole puzzle (so 9-line grids read as one puzzle each);
    * a line holds one cell per token when it has as many tokens as a row or a puzzle
      has cells, else one cell per character; a ruler holds none, and between puzzles
      it is skipped;
    * a gathered puzzle cut short by a blank line, a comment, the end of the text or a
      line that would overflow it is an entry with an error; that line starts the next;
    * a bad character makes its puzzle an entry with an error and reading goes on.

    Every error message starts with the line where its puzzle starts.

    Examples:
        >>> entries = read_puzzles("# two puzzles\\n" + "1" * 81 + "\\n\\n" + "1" * 80)
        >>> [(entry.line, entry.values is None) for entry in entries]
        [(2, False), (4, True)]
        >>> print(entries[1].error)
        line 4: expected 81 cells, got 80 (cut short by the end of the text)
    """
    return [_entry(start, lines, layout, cut_short)
            for start, lines, cut_short in _gather(text, layout)]


def _gather(text: str, layout: Layout):
    """Yield ``(first line, lines, why it was cut short or "")`` for each puzzle of a file."""
    start, lines, held = 0, [], 0
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            if lines:
                kind = "a comment" if stripped else "a blank line"
                yield start, lines, f"cut short by {kind} at line {number}"
                lines, held = [], 0
            continue
        cells = _cells_in(line, layout)
        if lines and held + cells > len(layout.cells):
            yield start, lines, f"cut short by line {number}, which would overflow it"
            lines, held = [], 0
        if not lines:
            if not cells:
                continue  # a ruler between puzzles belongs to neither
            start = number
        lines, held = lines + [line], held + cells
        if held >= len(layout.cells):
            yield start, lines, ""
            lines, held = [], 0
    if lines:
        yield start, lines, "cut short by the end of the text"


def _cells_in(line: str, layout: Layout) -> int:
    """How many cells one line of a file holds: a row or a puzzle of tokens, else characters."""
    tokens, characters = len(_tokens(line)), len(_characters(line))
    if characters != len(layout.cells) and tokens in (layout.size, len(layout.cells)):
        return tokens
    return characters


def _entry(start: int, lines: list[str], layout: Layout, cut_short: str) -> Entry:
    """Parse one gathered puzzle into an entry, its error naming the line it starts on."""
    text = "\n".join(lines)
    try:
        return Entry(start, text, _read(text, layout, first_line=start), None)
    except PuzzleFormatError as error:
        reason = f" ({cut_short})" if cut_short and error.position is None else ""
        message = f"line {start}: {error}{reason}"
        return Entry(start, text, None,
                     PuzzleFormatError(message, error.position, error.line, error.column))


def _read(text: str, layout: Layout, first_line: int) -> list[int]:
    """Parse ``text``, counting its lines from ``first_line`` in error messages."""
    if is_hex(text, layout):
        layout = layout.with_symbols(HEX)
    if len(text) == len(layout.cells):  # the common case, one character a cell: a quick read
        table = _table(layout.symbols)
        try:
            return [table[character] for character in text]
        except KeyError:
            pass  # the full reading below says what is wrong, and where
    tokens = _tokens(text)
    as_tokens = len(tokens) == len(layout.cells)
    numbers_allowed = as_tokens and all(
        int(symbol) == digit for digit, symbol in enumerate(layout.symbols, 1)
        if symbol.isdecimal())  # "10" is the digit 10 unless a symbol says otherwise
    values = []
    for offset, piece in tokens if as_tokens else _characters(text):
        digit = _digit(piece, layout, numbers_allowed)
        if digit is None:
            raise _unexpected(piece, text, offset, layout, first_line)
        values.append(digit)
    if len(values) != len(layout.cells):
        raise PuzzleFormatError(f"expected {len(layout.cells)} cells, got {len(values)}")
    return values


@functools.cache
def _table(symbols: str) -> dict[str, int]:
    """The digit of every character a compact puzzle may use, for the layout's ``symbols``."""
    table = dict.fromkeys(_EMPTY, 0)
    for digit, symbol in enumerate(symbols, 1):
        table[symbol.upper()] = table[symbol.lower()] = digit
    return table


def is_hex(text: str, layout: Layout) -> bool:
    """Whether ``text`` is a 16x16 puzzle written ``0-9A-F`` where ``layout`` expects ``1-9A-G``.

    Only when nothing else can be meant: the text holds a ``0``, no ``G``, and
    writes its empty cells ``.`` or ``_`` (so its ``0`` is no empty cell).

    Examples:
        >>> from sudoku.layout import classic
        >>> is_hex("0F.." + "." * 252, classic(4, 4)), is_hex("0F00" + "0" * 252, classic(4, 4))
        (True, False)
    """
    return (layout.size == 16 and layout.symbols != HEX and "0" in text
            and "G" not in text.upper() and ("." in text or "_" in text))


def _digit(piece: str, layout: Layout, numbers_allowed: bool) -> int | None:
    """The digit a character or token stands for, 0 for empty, ``None`` if it is no cell."""
    symbols = layout.symbols.upper()
    if len(piece) == 1 and piece.upper() in symbols:
        return symbols.index(piece.upper()) + 1
    if piece in _EMPTY:
        return 0
    if numbers_allowed and piece.isdecimal() and 1 <= int(piece) <= layout.size:
        return int(piece)
    return None


def _unexpected(piece: str, text: str, offset: int, layout: Layout,
                first_line: int) -> PuzzleFormatError:
    """The error for a piece of ``text`` at ``offset`` that is not a cell."""
    line = first_line + text.count("\n", 0, offset)
    column = offset - text.rfind("\n", 0, offset)
    where = f"at position {offset + 1} (line {line}, column {column})"
    if piece.isdecimal():
        what = f"digit {piece!r} {where} is out of range"
    else:
        what = f"unexpected {'character' if len(piece) == 1 else 'token'} {piece!r} {where}"
    digits = f"{layout.symbols[0]}-{layout.symbols[-1]}"
    empty = [repr(each) for each in _EMPTY if each not in layout.symbols]
    return PuzzleFormatError(f"{what}; use {digits} for digits and "
                             f"{', '.join(empty[:-1])} or {empty[-1]} for empty cells",
                             offset + 1, line, column)


def _tokens(text: str) -> list[tuple[int, str]]:
    """The tokens of ``text`` (parted by white space and drawing characters), with their offsets."""
    return [(match.start(), match.group()) for match in _TOKEN.finditer(text)]


def _characters(text: str) -> list[tuple[int, str]]:
    """The characters of ``text`` that stand for cells, with their offsets."""
    return [(match.start(), match.group()) for match in _CHARACTER.finditer(text)]
