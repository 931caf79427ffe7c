"""Lines of puzzle text: which characters are cells, and how many cells a line holds.

A file of puzzles is read a line at a time, and a 9-line grid is gathered by
counting the cells of each line until they make a puzzle. This module counts: a
line holds one cell per character (``53..7....``), one per token (``5 3 _ _ 7``,
where ``12`` can be a digit of a 16x16), or none (a ruler such as
``------+------``). White space, commas, semicolons and the drawing characters
``| - + / \\`` part cells and stand for none, so a ``-`` is no empty cell; but a grid that writes its
empty cells as lone ``-`` tokens (``5 3 - | - 7 -``) still counts a cell for each,
so that it is gathered as one puzzle, and its error names the ``-``.

Role: the measure that [`stream_puzzles`][sudoku.puzzle_files.stream_puzzles]
gathers grids by, and that ``sudoku.format_errors`` finds a wrong row with. See the
docs page *Command line*, section *Giving it puzzles*.

Examples:
    >>> from sudoku.layout import CLASSIC
    >>> [cells_in(line, CLASSIC) for line in ("5 3 _ | _ 7 _ | _ _ _", "------+-------+------")]
    [9, 0]
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator

from sudoku.layout import Layout

CHARACTER = re.compile(r"[^\s,;|+\-/\\]")
"""A character that stands for a cell: any but white space, a comma or semicolon and the
drawing characters."""
TOKEN = re.compile(r"[^\s,;|+\-/\\]+")
"""A token that stands for a cell: what white space, commas, semicolons and the drawing
characters set apart."""
_SEPARATOR = re.compile(r"[\s,;|+\-/\\]")
"""White space, a comma, a semicolon or a drawing character: what stands between cells."""
_FIELD_SEPARATOR = re.compile(r"[,;]")
"""What parts the fields of a line of comma- (or semicolon-) separated values."""
_RULER = re.compile(r"[\s|+\-=.:*'#]*(?:---|===)[\s|+\-=.:*'#]*")
"""A ruler of a candidate grid, such as HoDoKu's ``.-----.-----.`` or ``:-----+-----:``."""
MARK = re.compile(r"\S")
"""A mark on the page: any character but white space, drawing characters too."""
_WORD = re.compile(r"[^\s|]+")
"""A word of a row of tokens: what white space and bars set apart, a lone ``-`` too."""
LONE_DASH = re.compile(r"(?<![^\s|])-(?![^\s|])")
"""A ``-`` standing alone between white space or bars, where a row of tokens has a cell."""


def counted_lines(lines: Iterable[str], layout: Layout) -> Iterator[tuple[int, str, int]]:
    """Yield ``(number, line, cells it holds)`` for each line of a file, in order.

    A row wide line of lone dashes (``- - - | - - - | - - -``) is a ruler in most
    grids, but an empty row in a grid that writes its empty cells ``-``: it is a
    row when the line above or below it is a row with a lone ``-`` and a cell, so
    that grid is gathered as one puzzle and its error names the ``-``.
    """
    waiting: list[tuple[int, str]] = []  # lines of lone dashes, until the line below says what
    dashed = False  # whether the line above is a row written with '-' for its empty cells
    for number, line in enumerate(lines, 1):
        if is_row_of_dashes(line, layout):
            if dashed:
                yield number, line, layout.size
                continue
            if len(waiting) == layout.size:  # more than a grid of them: the first is no row
                yield *waiting.pop(0), 0
            waiting.append((number, line))
            continue
        dashed = is_dash_row(line, layout)
        yield from ((before, dashes, layout.size if dashed else 0) for before, dashes in waiting)
        waiting = []
        yield number, line, cells_in(line, layout)
    yield from ((number, dashes, 0) for number, dashes in waiting)


def _dashed_words(line: str, layout: Layout) -> list[str]:
    """The words of a row (or a puzzle) of tokens with lone ``-`` among them, else ``[]``."""
    if not LONE_DASH.search(line):
        return []
    words = _WORD.findall(line)
    if len(words) not in (layout.size, len(layout.cells)) or any(
            word != "-" and _SEPARATOR.search(word) for word in words):
        return []
    return words


def is_dash_row(line: str, layout: Layout) -> bool:
    """Whether ``line`` is a row of tokens that writes its empty cells ``-``: ``5 3 - | - 7 -``."""
    return any(word != "-" for word in _dashed_words(line, layout))


def is_row_of_dashes(line: str, layout: Layout) -> bool:
    """Whether ``line`` is a row wide of lone dashes: an empty row of such a grid, or a ruler."""
    words = _dashed_words(line, layout)
    return bool(words) and all(word == "-" for word in words)


def cells_in(line: str, layout: Layout) -> int:
    """How many cells one line of a file holds: of characters, of tokens, or of comma-separated
    fields, as the rules of [`read_puzzles`][sudoku.puzzle_files.read_puzzles] say."""
    if len(line) == len(layout.cells) and not _SEPARATOR.search(line):
        return len(line)  # the common case, a puzzle on its line, one character a cell
    fields = fields_of(line, layout)
    if fields is not None:
        return len(fields)  # values a spreadsheet saved, empty fields for empty cells
    if ("---" in line or "===" in line) and _RULER.fullmatch(line):
        return 0  # a ruler, such as HoDoKu's .-----.-----. (its dots are no empty cells)
    if len(line) == len(layout.cells) and len(MARK.findall(line)) == len(line):
        return len(line)  # a puzzle on its line, some cells marked wrongly (53--7...): read alone
    if is_dash_row(line, layout):
        return len(_WORD.findall(line))  # a lone '-' where a cell is: a row all the same
    found = TOKEN.findall(line)
    tokens, characters = len(found), len(CHARACTER.findall(line))
    if characters != len(layout.cells) and tokens in (layout.size, len(layout.cells)):
        return tokens
    if any(is_number_of_two_digits(token, layout) for token in found):
        return tokens  # "10" is a cell of a 16x16, whatever the count
    if is_near_a_row(tokens, layout) and not is_near_a_row(characters, layout) \
            and characters != len(layout.cells):
        return tokens  # a row of tokens a few short or long, such as a candidate grid's
    return characters


def fields_of(line: str, layout: Layout) -> list[tuple[int, str]] | None:
    """The cells of a line of comma- or semicolon-separated values, with their offsets, when
    it holds one field per cell of a row or of the puzzle (a trailing separator aside);
    else ``None``. An empty field is an empty cell, given as ``""``, as a spreadsheet saves
    a blank cell.

    Examples:
        >>> from sudoku.layout import classic
        >>> fields_of("1,,3,", classic(2, 2))
        [(0, '1'), (2, ''), (3, '3'), (5, '')]
        >>> fields_of("1 2 3 4", classic(2, 2)) is None
        True
        >>> fields_of("12..,..21,....,1..2", classic(2, 2)) is None  # rows, not cells
        True
    """
    if not _FIELD_SEPARATOR.search(line):
        return None
    ends = [-1, *(match.start() for match in _FIELD_SEPARATOR.finditer(line)), len(line)]
    fields = [(start + 1, line[start + 1:end]) for start, end in itertools.pairwise(ends)]
    wanted = (layout.size, len(layout.cells))
    if len(fields) - 1 in wanted and not fields[-1][1].strip():
        fields.pop()  # "5,3,...,9," ends with a separator, not with a cell
    if len(fields) not in wanted:
        return None
    cells = []
    for offset, field in fields:
        value = field.strip()
        if len(value) > 1 and not is_number_of_two_digits(value, layout):
            return None  # a field of several cells ("53..7....", a row): no table of one a cell
        cells.append((offset + field.index(value), value) if value else (offset, ""))
    return cells


def numbers_are_cells(layout: Layout) -> bool:
    """Whether a token written as a number is the digit of that number (``10`` the digit 10):
    so on every layout whose symbols do not give numbers another meaning (``HEX`` does)."""
    return all(int(symbol) == digit for digit, symbol in enumerate(layout.symbols, 1)
               if symbol.isascii() and symbol.isdecimal())


def is_number_of_two_digits(token: str, layout: Layout) -> bool:
    """Whether ``token`` is a digit of ``layout`` written as a number of two digits (``10`` on
    a 16x16), so that the text it stands in is a text of tokens; ``0010``, a box of a compact
    16x16 with ``0`` for its empty cells, is not one.

    Examples:
        >>> from sudoku.layout import classic
        >>> [is_number_of_two_digits(token, classic(4, 4)) for token in ("10", "0010", "17")]
        [True, False, False]
    """
    return (len(token) == 2 and token.isascii() and token.isdecimal() and token[0] != "0"
            and numbers_are_cells(layout) and int(token) <= layout.size)


def cells_held(counts: list[int], layout: Layout) -> int:
    """How many cells gathered lines hold, given the cells of each line.

    In a grid of rows, one a line, a line a few cells off is a row all the same: it
    keeps the grid one puzzle, so that reading it names that row.
    """
    if layout.size not in counts or not layout.is_grid_of_rows:
        return sum(counts)
    return sum(layout.size if is_near_a_row(count, layout) else count for count in counts)


def is_near_a_row(count: int, layout: Layout) -> bool:
    """Whether a line of ``count`` cells, in a grid of rows, is a row with cells too few or many."""
    return 0 < count and abs(count - layout.size) <= layout.size // 2
