"""Positions: a puzzle part-way through, with the player's pencil marks.

TL;DR: a puzzle is its givens; a *position* is what a player has in front of
them later: the givens, the digits they placed, and the candidates they struck
out. A hint for the position must know all three, or it repeats the hint the
player has just followed.

Two forms are read, the two that players and programs exchange:

* the *candidate grid*: one token per cell, in reading order, the digits the
  cell may still take (``"1269"``), a single digit for a filled cell. Rulers
  and bars (``| - + . : *``) are ignored, so the grids that HoDoKu, Sudoku
  Explainer and SudokuWiki copy out read as they are. A single digit is a cell
  left with one candidate when a peer still lists that digit, and a filled cell
  otherwise; a filled cell is read as a given, as the grid does not say who
  filled it;
* HoDoKu's *library line*, ``:<technique>:<digits>:<givens>:<deleted>:...``,
  where ``+`` before a digit marks one placed by the player, and ``<deleted>``
  lists the struck candidates as ``<digit><row><column>``. See
  [`LibraryCase`][sudoku.position.LibraryCase].

[`format_pencil`][sudoku.position.format_pencil] writes a board back as a
candidate grid, which reads back as the same position.

See the docs page *Command line*, section *Positions: pencil marks and placed digits*.

Examples:
    >>> from sudoku import Board
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

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from sudoku.board import Board
from sudoku.errors import PuzzleFormatError, PuzzleTypeError, SudokuError
from sudoku.layout import CLASSIC, Layout

__all__ = ["LibraryCase", "Position", "format_pencil", "is_candidate_grid", "looks_like_position",
           "read_library_line", "read_position", "require_pencil_layout"]

_TOKEN = re.compile(r"[^\s|+\-.:*'=#]+")
"""A token of a candidate grid: what white space, bars and rulers separate."""

_PUZZLE_MARK = re.compile(r"\d[._*+\-:'=#]|[._*+\-:'=#]\d|(?<!\S)[._0](?!\S)")
"""What a puzzle has and no candidate grid does: an empty cell (or a mark meant as one) beside
a digit, as in ``3..7`` or ``3**7``, or an empty cell standing alone as a token (``5 3 _ _ 7``)."""

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


class LibraryCase(NamedTuple):
    """One line of HoDoKu's regression library: a position, a technique and what it must give.

    Attributes:
        technique: the technique's code, such as ``"0901"`` (ALS-XZ).
        variant: the variant after the dash (``"1"`` in ``0110-1``), ``""`` for none.
        fail: whether the case is a fail case (``-x``): the technique must find nothing.
        digits: the digits the case is about, as the library writes them.
        position: the position to ask at.
        eliminations: ``(cell index, digit)`` pairs the technique must strike out.
        placements: ``(cell index, digit)`` pairs the technique must place.
        extra: the library's extra field (a chain's length, for chains), as text.
    """

    technique: str
    variant: str
    fail: bool
    digits: str
    position: Position
    eliminations: frozenset[tuple[int, int]]
    placements: frozenset[tuple[int, int]]
    extra: str


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


def looks_like_position(text: str, layout: Layout = CLASSIC) -> bool:
    """Whether ``text`` is meant as a position: a library line, or a candidate grid, right or not.

    It is looser than [`is_candidate_grid`][sudoku.position.is_candidate_grid]:
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
    return text.startswith(":") or _is_grid_like(text, layout)


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
    if _is_grid_like(stripped, layout):
        return _read_grid(uncommented, layout, first_line)
    from sudoku.formats import parse

    givens = tuple(parse(text, layout))
    return Position(givens, (0,) * len(givens), frozenset(), layout)


def _without_comments(text: str) -> str:
    """``text`` with every line that starts with ``#`` left empty (so line numbers hold)."""
    if "#" not in text:
        return text
    return "\n".join("" if line.lstrip().startswith("#") else line for line in text.split("\n"))


def _is_grid_like(text: str, layout: Layout) -> bool:
    """Whether ``text`` looks like a candidate grid, right or not.

    It does when it has at least a row's worth of tokens and at most a row more
    than the cells, some of several digits, set apart by white space, and no
    empty cell: a compact puzzle such as ``53..7....`` (or ``53**7****``, with
    a wrong mark for empty) has runs of digits too, but between its empty cells,
    and a puzzle of tokens has ``_`` or ``.`` tokens where a grid has candidates.
    """
    if layout.size > 9 or len(text.split()) < layout.size or _PUZZLE_MARK.search(text):
        return False
    tokens = _grid_tokens(text)
    return (layout.size <= len(tokens) <= len(layout.cells) + layout.size
            and any(len(token) > 1 and token.isdigit() for _, token in tokens))


def _grid_tokens(text: str) -> list[tuple[int, str]]:
    """The tokens of a candidate grid with their offsets in ``text``."""
    return [(match.start(), match.group()) for match in _TOKEN.finditer(text)]


def _read_grid(text: str, layout: Layout, first_line: int = 1) -> Position:
    """Read a candidate grid (``_is_grid_like`` said yes) into a position."""
    tokens = _grid_tokens(text)
    if len(tokens) != len(layout.cells):
        raise PuzzleFormatError(f"a candidate grid has one token per cell, {len(layout.cells)} "
                                f"in all; this one has {len(tokens)}")
    cell_digits = []
    for spec, (offset, token) in zip(layout.cells, tokens):
        where = f"{spec.name} ('{token}' at line {text.count(chr(10), 0, offset) + first_line})"
        if not (token.isascii() and token.isdigit()):
            raise PuzzleFormatError(f"{where} is not a list of candidates; write the digits "
                                    f"the cell may take, such as 1269")
        digits = [int(each) for each in token]
        if len(set(digits)) != len(digits):
            raise PuzzleFormatError(f"{where} names a digit twice")
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
                              f"already in {_holder(board, cell, digit)}")
        struck.update((cell.index, digit) for digit in board.candidates(cell) - set(digits))
    return Position(tuple(givens), (0,) * len(givens), frozenset(struck), layout)


def read_library_line(line: str, layout: Layout = CLASSIC) -> LibraryCase:
    """Read one case of HoDoKu's regression library.

    The format is ``:<technique>:<digits>:<givens>:<deleted>:<eliminations>:<placements>:<extra>:``
    (see ``../shared/reference/README.md`` beside the project). Candidates are
    written ``<digit><row><column>``, separated by spaces.

    Raises:
        PuzzleFormatError: for a line that is not in the format, saying which field.

    Examples:
        >>> case = read_library_line(
        ...     ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5"
        ...     "....42193..1.+57...+44+2.6+3.+1+75:::829:")
        >>> case.technique, case.fail, sorted(case.placements)
        ('0003', False, [(17, 8)])
    """
    if layout.size > 9 or len(layout.cells) != layout.size ** 2:
        raise SudokuError("library lines are for square puzzles of at most 9 digits")
    fields = line.strip().split(":")
    if len(fields) < 4 or fields[0] != "":
        raise PuzzleFormatError("a library line is ':technique:digits:givens:deleted:"
                                "eliminations:placements:extra:'; this one has "
                                f"{max(len(fields) - 1, 0)} fields")
    fields += [""] * (8 - len(fields))
    code, digits, givens_text, deleted, eliminated, placed, extra = fields[1:8]
    technique, _, variant = code.partition("-")
    fail = variant == "x"
    givens, placements = _library_givens(givens_text, layout)
    position = Position(tuple(givens), tuple(placements),
                        frozenset(_candidates(deleted, "deleted candidates", layout)), layout)
    if fail:  # some fail cases leave out fields; what they must give is nothing anyway
        eliminated = placed = ""
    return LibraryCase(technique, "" if fail else variant, fail, digits, position,
                       frozenset(_candidates(eliminated, "eliminations", layout)),
                       frozenset(_candidates(placed, "placements", layout)), extra)


def _library_givens(text: str, layout: Layout) -> tuple[list[int], list[int]]:
    """The givens and the placed digits of a library line's ``givens`` field."""
    givens, placed = [], []
    plus = False
    for offset, character in enumerate(text, 1):
        if character == "+":
            plus = True
            continue
        if character in ".0":
            digit = 0
        elif character.isdigit() and 1 <= int(character) <= layout.size:
            digit = int(character)
        else:
            raise PuzzleFormatError(f"unexpected {character!r} at character {offset} of the "
                                    f"givens field", offset)
        givens.append(0 if plus else digit)
        placed.append(digit if plus else 0)
        plus = False
    if len(givens) != len(layout.cells):
        raise PuzzleFormatError(f"the givens field holds {len(givens)} cells, not "
                                f"{len(layout.cells)}")
    return givens, placed


def _candidates(text: str, what: str, layout: Layout) -> Iterable[tuple[int, int]]:
    """The ``(cell index, digit)`` pairs of a field of ``<digit><row><column>`` entries."""
    n = layout.size
    for entry in text.split():
        if len(entry) != 3 or not entry.isdigit() or "0" in entry or int(max(entry)) > n:
            raise PuzzleFormatError(f"{entry!r} in the {what} is not <digit><row><column>")
        digit, row, column = map(int, entry)
        yield (row - 1) * n + column - 1, digit


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


def _holder(board: Board, cell, digit: int) -> str:
    """Where a peer of ``cell`` holds ``digit``: ``"row 1 (r1c7)"``."""
    for container in cell.containers:
        for other in container.cells:
            if other.digit == digit:
                return f"{container.name} ({other.name})"
    return "a peer"


def _not_placeable(board: Board, cell, digit: int) -> str:
    """Why ``digit`` cannot be placed in ``cell``: the cell is filled, or a peer holds it."""
    if cell.digit:
        return f"{cell.name} is a given ({cell.digit}); a digit cannot be placed there too"
    return f"{digit} cannot be placed in {cell.name}: {digit} is already in {_holder(board, cell, digit)}"
