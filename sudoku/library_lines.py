"""HoDoKu's regression library: a line a case, a position and what a technique must give there.

A line is ``:<technique>:<digits>:<givens>:<deleted>:<eliminations>:<placements>:<extra>:``;
in ``<givens>``, ``+`` before a digit marks one the player placed, and the
candidates of the later fields are written ``<digit><row><column>``.
[`read_library_line`][sudoku.library_lines.read_library_line] reads a line into a
[`LibraryCase`][sudoku.library_lines.LibraryCase], whose position is one of the
forms [`read_position`][sudoku.position.read_position] reads.

Role: how the strategies are tested against HoDoKu's own cases
(``tests/test_reglib.py``), and a form of position the commands take. See the docs
page *Command line*, section *Positions: pencil marks and placed digits*.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from sudoku.errors import PuzzleFormatError, SudokuError
from sudoku.layout import CLASSIC, Layout

if TYPE_CHECKING:
    from sudoku.position import Position


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
    from sudoku.position import Position  # here, not at the top: position imports this module

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
            if plus:
                raise PuzzleFormatError(f"'++' at character {offset - 1} of the givens field: "
                                        f"one '+' marks a digit the player placed", offset - 1)
            plus = True
            continue
        if character in ".0":
            if plus:
                raise PuzzleFormatError(f"'+{character}' at character {offset - 1} of the givens "
                                        f"field: '+' marks a digit the player placed, and an "
                                        f"empty cell has none", offset - 1)
            digit = 0
        elif character.isdigit() and 1 <= int(character) <= layout.size:
            digit = int(character)
        else:
            raise PuzzleFormatError(f"unexpected {character!r} at character {offset} of the "
                                    f"givens field", offset)
        givens.append(0 if plus else digit)
        placed.append(digit if plus else 0)
        plus = False
    if plus:
        raise PuzzleFormatError("'+' at the end of the givens field marks no digit: it goes "
                                "before the digit the player placed", len(text))
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
