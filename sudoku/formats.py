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
the digit 1, ``F`` the digit 16); ask for it with ``layout.with_symbols(HEX)``
(``--hex`` on the command line). It is never guessed: with the usual symbols a ``0``
is an empty cell, and text that holds a ``0``, no ``G`` and also ``.`` or ``_`` fits
both readings, so it is refused rather than read one way at random. See the docs
page *Layouts*.

Digits are ASCII: a full-width ``１`` or an Arabic-Indic ``١`` is an unexpected
character in both forms, never a digit.

Examples:
    >>> values = parse("53..7....6..195....98....6.8...6...34..8.3..17...2..."
    ...                "6.6....28....419..5....8..79")
    >>> values[:5], format_line(values)[:9]
    ([5, 3, 0, 0, 7], '53..7....')
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from sudoku.errors import PuzzleFormatError, PuzzleTypeError, SudokuError
from sudoku.layout import CLASSIC, SYMBOLS, Layout
from sudoku.position import Position, looks_like_position, read_position
from sudoku.render.text import picture

__all__ = ["Entry", "format_grid", "format_line", "has_two_readings", "parse", "read_entry",
           "read_puzzles", "split_lines", "stream_puzzles", "undecodable_byte"]

_EMPTY = (".", "0", "_")
_CHARACTER = re.compile(r"[^\s|+\-/\\]")
_TOKEN = re.compile(r"[^\s|+\-/\\]+")
_SEPARATOR = re.compile(r"[\s|+\-/\\]")
_RULER = re.compile(r"[\s|+\-=.:*'#]*(?:---|===)[\s|+\-=.:*'#]*")
"""A ruler of a candidate grid, such as HoDoKu's ``.-----.-----.`` or ``:-----+-----:``."""
_MARK = re.compile(r"\S")
"""A mark on the page: any character but white space, drawing characters too."""
_LONGEST_NUMBER = 6  # a decimal token longer than this is no digit: int() of it can be slow


class Entry(NamedTuple):
    """One puzzle of a file, as [`read_puzzles`][sudoku.formats.read_puzzles] found it: read, or with its error.

    Attributes:
        line: the 1-based line where the puzzle starts.
        text: the puzzle's lines as they stand in the file.
        values: one int per cell, or ``None`` when the puzzle could not be read; for a
            position, its digits (the givens and the digits placed).
        error: what is wrong with the puzzle, or ``None``.
        position: the [`Position`][sudoku.position.Position] when the text is one (a
            candidate grid or a HoDoKu library line), else ``None``.

    Examples:
        >>> entry = read_puzzles("\\n" + "." * 81)[0]
        >>> entry.line, entry.values[:3], entry.error
        (2, [0, 0, 0], None)
    """

    line: int
    text: str
    values: list[int] | None
    error: SudokuError | None
    position: Position | None = None


def parse(text: str, layout: Layout = CLASSIC) -> list[int]:
    """Read one puzzle: as tokens when the text splits into one token per cell, else compact.

    Givens that clash are not checked here; the board does that.

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
    _check_text(text)
    if not isinstance(layout, Layout):
        raise SudokuError(f"a puzzle is read with a Layout (such as sudoku.CLASSIC), "
                          f"not {layout!r}")
    return _read(text, layout, first_line=1)


def _check_text(text: object) -> None:
    """Refuse puzzle text that is not a ``str`` at all, before anything tries to read it."""
    if not isinstance(text, str):
        hint = "; decode the bytes first" if isinstance(text, bytes | bytearray) else ""
        raise PuzzleTypeError(f"a puzzle is text (str), not {type(text).__name__}{hint}")


def format_line(values: list[int], layout: Layout = CLASSIC) -> str:
    """Write a puzzle as one character per cell, ``.`` for an empty cell.

    Raises:
        SudokuError: for a value that is not ``0`` or a digit of the layout, naming
            its position.

    Examples:
        >>> from sudoku.layout import classic
        >>> format_line([1, 0, 0, 4] * 4, classic(2, 2))
        '1..41..41..41..4'
        >>> format_line([1, 0, -1, 4] * 4, classic(2, 2))
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: cannot write -1 at position 3: a value of the 4x4 layout is 0 (empty) or a digit 1..4
    """
    try:
        return "".join(map(_written(layout.symbols).__getitem__, values))
    except (KeyError, TypeError):
        raise _not_a_value(values, layout) from None


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
    """
    return picture(values, layout)


def read_puzzles(text: str, layout: Layout = CLASSIC) -> list[Entry]:
    """Read a file of puzzles; each puzzle gives one [`Entry`][sudoku.formats.Entry], good or bad, in order.

    The rules:

    * only ``\\n`` and ``\\r\\n`` end a line (a form feed or a vertical tab inside a
      line is white space, so the line numbers are those of any editor);
    * a line whose first non-blank character is ``#`` is a comment; blank lines are skipped;
    * a line holding a whole puzzle is one puzzle; otherwise consecutive lines are
      gathered until they hold a whole puzzle (so 9-line grids read as one puzzle each);
    * a line holds one cell per token when it has as many tokens as a row or a puzzle
      has cells, else one cell per character; a ruler holds none (``-----+-----``, and
      the rulers of candidate grids, such as ``.-----.-----.``), and between puzzles
      it is skipped;
    * in a grid of one row a line, a row a few cells short or long still counts as a
      row, so the grid stays one puzzle and its error names that row;
    * a puzzle that does not read as digits is read as a position when it is one: a
      candidate grid (one token of candidates per cell, such as 9 lines of 9) or a
      HoDoKu library line (see [`read_position`][sudoku.position.read_position]);
    * a gathered puzzle cut short by a blank line, a comment, the end of the text or a
      line that would overflow it is an entry with an error; that line starts the next;
    * a bad character makes its puzzle an entry with an error and reading goes on.

    Every error message starts with the line where its puzzle starts. To read a
    file too big to hold, give its lines one at a time to
    [`stream_puzzles`][sudoku.formats.stream_puzzles].

    Examples:
        >>> entries = read_puzzles("# two puzzles\\n" + "1" * 81 + "\\n\\n" + "1" * 80)
        >>> [(entry.line, entry.values is None) for entry in entries]
        [(2, False), (4, True)]
        >>> print(entries[1].error)
        line 4: expected 81 cells, got 80 (cut short by the end of the text)
    """
    _check_text(text)
    return list(stream_puzzles(split_lines(text), layout))


def split_lines(text: str) -> list[str]:
    """The lines of ``text``, ended by ``\\n`` or ``\\r\\n`` and nothing else.

    Unlike ``str.splitlines``, a form feed, a vertical tab or a NEL (``\\x85``)
    does not end a line, so line numbers agree with a file read line by line.

    Examples:
        >>> split_lines("12\\r\\n3\\f4\\n")
        ['12', '3\\x0c4']
    """
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()  # the newline that ends the last line starts no new one
    return [line.removesuffix("\r") for line in lines]


def stream_puzzles(lines: Iterable[str], layout: Layout = CLASSIC) -> Iterator[Entry]:
    """Read puzzles from ``lines`` (without their line ends) as they come: one entry per puzzle.

    The rules are those of [`read_puzzles`][sudoku.formats.read_puzzles]; this
    form holds one puzzle at a time, so a file of any size reads in constant memory.

    Examples:
        >>> [entry.line for entry in stream_puzzles(["# one", "", "1" * 81])]
        [3]
    """
    for start, gathered, cut_short in _gather(lines, layout):
        yield _entry(start, "\n".join(gathered), layout, cut_short)


def read_entry(text: str, layout: Layout = CLASSIC) -> Entry:
    """Read one puzzle or position given whole (a command-line argument, say) into an entry.

    It reads as [`parse`][sudoku.formats.parse] does; text that is no puzzle but a
    position (a candidate grid, a library line) gives an entry with its position.
    An error is kept in the entry, not raised, and names no line: the text is not a file.

    Examples:
        >>> from sudoku.layout import classic
        >>> entry = read_entry("1 2 34 34  34 34 1 2  2 1 34 34  34 34 2 1", classic(2, 2))
        >>> entry.values[:4], entry.position is not None
        ([1, 2, 0, 0], True)
        >>> print(read_entry("12").error)
        expected 81 cells, got 2
    """
    try:
        _check_text(text)
    except SudokuError as error:
        return Entry(1, str(text), None, error)
    return _entry(1, text, layout, "", where="")


def _gather(lines: Iterable[str], layout: Layout):
    """Yield ``(first line, lines, why it was cut short or "")`` for each puzzle of a file."""
    start, gathered, counts = 0, [], []
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            if gathered:
                kind = "a comment" if stripped else "a blank line"
                yield start, gathered, f"cut short by {kind} at line {number}"
                gathered, counts = [], []
            continue
        cells = _cells_in(line, layout)
        if gathered and _held(counts + [cells], layout) > len(layout.cells):
            alone = len(gathered) == 1 and cells == len(layout.cells)  # two puzzles, a line each
            yield start, gathered, "" if alone else \
                f"cut short by line {number}, which would overflow it"
            gathered, counts = [], []
        if not gathered:
            if not cells:
                continue  # a ruler between puzzles belongs to neither
            start = number
        gathered, counts = gathered + [line], counts + [cells]
        if _held(counts, layout) >= len(layout.cells):
            yield start, gathered, ""
            gathered, counts = [], []
    if gathered:
        yield start, gathered, "cut short by the end of the text"


def _cells_in(line: str, layout: Layout) -> int:
    """How many cells one line of a file holds: a row or a puzzle of tokens, else characters."""
    if len(line) == len(layout.cells) and not _SEPARATOR.search(line):
        return len(line)  # the common case, a puzzle on its line, one character a cell
    if ("---" in line or "===" in line) and _RULER.fullmatch(line):
        return 0  # a ruler, such as HoDoKu's .-----.-----. (its dots are no empty cells)
    if len(line) == len(layout.cells) and len(_MARK.findall(line)) == len(line):
        return len(line)  # a puzzle on its line, some cells marked wrongly (53--7...): read alone
    tokens, characters = len(_TOKEN.findall(line)), len(_CHARACTER.findall(line))
    if characters != len(layout.cells) and tokens in (layout.size, len(layout.cells)):
        return tokens
    return characters


def _held(counts: list[int], layout: Layout) -> int:
    """How many cells gathered lines hold, given the cells of each line.

    In a grid of rows, one a line, a line a few cells off is a row all the same: it
    keeps the grid one puzzle, so that reading it names that row.
    """
    if layout.size not in counts or not layout.is_grid_of_rows:
        return sum(counts)
    return sum(layout.size if _is_near_a_row(count, layout) else count for count in counts)


def _is_near_a_row(count: int, layout: Layout) -> bool:
    """Whether a line of ``count`` cells, in a grid of rows, is a row with cells too few or many."""
    return 0 < count and abs(count - layout.size) <= layout.size // 2


def _entry(start: int, text: str, layout: Layout, cut_short: str, where: str | None = None,
           ) -> Entry:
    """Parse one gathered puzzle into an entry, its error naming the line it starts on.

    Text that is no puzzle but a position (see
    [`looks_like_position`][sudoku.position.looks_like_position]) is read as one:
    that is only tried once the puzzle failed, so it costs the puzzles that read nothing.

    Args:
        start: the line the puzzle starts on.
        text: its lines.
        layout: the shape of the puzzle.
        cut_short: why the gathering of its lines stopped early, or ``""``.
        where: what an error message starts with (``"line N: "`` by default).
    """
    where = f"line {start}: " if where is None else where
    try:
        return Entry(start, text, _read(text, layout, first_line=start), None)
    except PuzzleFormatError as error:
        if looks_like_position(text, layout):
            return _position_entry(start, text, layout, where, cut_short)
        reason = f" ({cut_short})" if cut_short and error.position is None else ""
        return Entry(start, text, None, PuzzleFormatError(
            f"{where}{error}{reason}", error.position, error.line, error.column))


def _position_entry(start: int, text: str, layout: Layout, where: str, cut_short: str,
                    ) -> Entry:
    """The entry of a position, or of why it cannot be read (naming the cell)."""
    try:
        position = read_position(text, layout, first_line=start)
    except PuzzleFormatError as error:
        reason = f" ({cut_short})" if cut_short else ""
        return Entry(start, text, None, PuzzleFormatError(
            f"{where}{error}{reason}", error.position, error.line, error.column))
    except SudokuError as error:
        return Entry(start, text, None, SudokuError(f"{where}{error}"))
    return Entry(start, text, position.values, None, position)


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
                raise _two_readings(text, text.index("0"), first_line)
            return values
    tokens = _tokens(text)
    as_tokens = len(tokens) == len(layout.cells)
    numbers_allowed = as_tokens and all(
        int(symbol) == digit for digit, symbol in enumerate(layout.symbols, 1)
        if _is_number(symbol))  # "10" is the digit 10 unless a symbol says otherwise
    pieces = tokens if as_tokens else _characters(text)
    if layout.size == 16 and has_two_readings([piece for _, piece in pieces], layout):
        raise _two_readings(text, next(at for at, piece in pieces if piece == "0"), first_line)
    values = []
    for offset, piece in pieces:
        digit = _digit(piece, layout, numbers_allowed)
        if digit is None:
            raise _unexpected(piece, text, offset, layout, first_line)
        values.append(digit)
    if len(values) != len(layout.cells):
        raise _wrong_count(text, layout, len(values), first_line)
    if "\n" in text and (row := _wrong_row(text, layout)) is not None:
        raise _row_error(row, text, layout, first_line)  # a long row and a short one add up
    return values


def _wrong_count(text: str, layout: Layout, count: int, first_line: int) -> PuzzleFormatError:
    """The error for ``text`` that holds ``count`` cells, not one per cell of ``layout``.

    It names what is at fault when that can be seen: a mark that stands where a
    cell should (``-`` in ``53--7----``, where each character is a cell but for the
    drawing characters), or, in a grid of rows, the row with cells too few or many.
    """
    marks = [(match.start(), match.group()) for match in _MARK.finditer(text)]
    if count < len(layout.cells) == len(marks):
        offset, mark = next((at, mark) for at, mark in marks if not _CHARACTER.match(mark))
        return _unexpected(mark, text, offset, layout, first_line)
    expected = f"expected {len(layout.cells)} cells, got {count}"
    row = _wrong_row(text, layout)
    if row is None:
        return PuzzleFormatError(expected)
    return _row_error(row, text, layout, first_line, f" ({expected})")


def _row_error(row: tuple[int, int, int], text: str, layout: Layout, first_line: int,
               then: str = "") -> PuzzleFormatError:
    """The error that names ``row`` of ``text``, a row of a grid with cells too few or many."""
    number, offset, cells = row
    line, column = _line_and_column(text, offset, first_line)
    return PuzzleFormatError(f"row {number} (line {line}) has {cells} cells where a row has "
                             f"{layout.size}{then}", offset + 1, line, column)


def _wrong_row(text: str, layout: Layout) -> tuple[int, int, int] | None:
    """The first row of a grid of rows, one a line, with cells too few or many.

    Returns:
        ``(row number, offset of its first cell, cells it holds)``, or ``None`` when
        ``text`` is no grid of rows or its rows are all right.
    """
    rows, offset = [], 0
    for line in text.split("\n"):
        cells = _cells_in(line, layout) if line.strip() else 0
        if cells:
            rows.append((len(rows) + 1, offset + len(line) - len(line.lstrip()), cells))
        offset += len(line) + 1
    counts = [cells for _, _, cells in rows]
    if len(rows) < 2 or layout.size not in counts or not layout.is_grid_of_rows:
        return None  # not a grid of rows
    return next((row for row in rows if row[2] != layout.size
                 and _is_near_a_row(row[2], layout)), None)


@functools.cache
def _table(symbols: str) -> dict[str, int]:
    """The digit of every character a compact puzzle may use, for the layout's ``symbols``.

    A symbol stands for its digit exactly. Its other case stands for it too (``a``
    for ``A``), but only when that is one character, is no symbol or empty
    marker itself, and is the other case of no other symbol: ``ß`` is not read as
    ``SS``, and the layout's own symbols never shift.
    """
    table = dict.fromkeys(_EMPTY, 0)
    table.update((symbol, digit) for digit, symbol in enumerate(symbols, 1))
    others: dict[str, list[int]] = {}
    for digit, symbol in enumerate(symbols, 1):
        for other in {symbol.upper(), symbol.lower()} - {symbol}:
            others.setdefault(other, []).append(digit)
    table.update((other, digits[0]) for other, digits in others.items()
                 if len(other) == 1 and other not in table and len(digits) == 1)
    return table


def has_two_readings(pieces: str | list[str], layout: Layout) -> bool:
    """Whether a 16x16 puzzle fits both ``1-9A-G`` (``0`` empty) and hex ``0-9A-F`` (``0`` is 1).

    That is so, with the usual 16x16 symbols, when the puzzle holds a ``0``, no ``G``,
    and also ``.`` or ``_``: its ``0`` may be an empty cell written another way, or
    the digit 1 in hex. Such a puzzle is refused, never guessed.

    Args:
        pieces: the puzzle's characters as one string, or its tokens.
        layout: the layout it is read with.

    Examples:
        >>> from sudoku.layout import HEX, classic
        >>> has_two_readings("0F.." + "." * 252, classic(4, 4))
        True
        >>> has_two_readings("0F00" + "0" * 252, classic(4, 4))  # no '.': every 0 is empty
        False
        >>> has_two_readings("0F.." + "." * 252, classic(4, 4).with_symbols(HEX))  # asked for
        False
    """
    return (layout.symbols == SYMBOLS[16] and "0" in pieces and "G" not in pieces
            and "g" not in pieces and ("." in pieces or "_" in pieces))


def _two_readings(text: str, offset: int, first_line: int) -> PuzzleFormatError:
    """The error for a 16x16 puzzle that reads two ways, pointing at its first ``0``."""
    line, column = _line_and_column(text, offset, first_line)
    return PuzzleFormatError(
        f"this 16x16 puzzle can be read two ways: 0 is an empty cell in the digits 1-9A-G "
        f"but the digit 1 in hex 0-9A-F (first 0 at position {offset + 1}, line {line}, "
        f"column {column}); write its empty cells one way (. or _) and give --hex for hex",
        offset + 1, line, column)


def _digit(piece: str, layout: Layout, numbers_allowed: bool) -> int | None:
    """The digit a character or token stands for, 0 for empty, ``None`` if it is no cell."""
    digit = _table(layout.symbols).get(piece) if len(piece) == 1 else None
    if digit is not None:
        return digit
    if numbers_allowed and _is_number(piece) and 1 <= int(piece) <= layout.size:
        return int(piece)
    return None


def _is_number(piece: str) -> bool:
    """Whether ``piece`` is a decimal number written in ASCII digits (``１`` is not)."""
    return piece.isascii() and piece.isdecimal() and len(piece) <= _LONGEST_NUMBER


def _line_and_column(text: str, offset: int, first_line: int) -> tuple[int, int]:
    """The 1-based line and column of ``offset`` in ``text``, lines counted from ``first_line``."""
    return (first_line + text.count("\n", 0, offset), offset - text.rfind("\n", 0, offset))


def undecodable_byte(char: str) -> int | None:
    """The byte that ``char`` stands for when it is a byte that was not UTF-8, else ``None``.

    Such a byte is read (``errors="surrogateescape"``) as a character of its own,
    ``U+DC80`` to ``U+DCFF``, so that a line with one stays a line to report on.

    Examples:
        >>> undecodable_byte(b"\\xff".decode("utf-8", "surrogateescape")), undecodable_byte("x")
        (255, None)
    """
    return ord(char) - 0xDC00 if "\udc80" <= char <= "\udcff" else None


def _unexpected(piece: str, text: str, offset: int, layout: Layout,
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
