"""Fish: X-Wing, Swordfish and Jellyfish, one strategy class in three sizes.

Pick a digit and ``size`` rows that each have at most ``size`` places for it.
Each row must take the digit once. If all their places lie in just ``size``
columns, those columns get their copy of the digit from these rows, so the
digit leaves every other cell of the columns; the same holds with rows and
columns swapped. Players call the rows the *base* and the columns the *cover*.
The reasoning needs each row and each column to hold every cell once, so only
a layout with such rows and columns has fish (see ``Fish.holds_for``): the
classic sizes, X-sudoku and jigsaw do, the triangular puzzle does not.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # singles are stuck here
    ...     "731.6..45...1..623...4.37.18.....437.......56.4............83..6839..5722.5.3....")
    >>> print(Fish(2).find(board))
    r7c5<>4, r9c6<>4: X-Wing, on 4: rows 5 and 8 hold 4 only in columns 5 and 6, so 4 leaves the other cells of those columns
    >>> Fish(3), Fish(3).name, Fish(3).difficulty
    (Fish(3), 'Swordfish', 3.8)
"""

from __future__ import annotations

import itertools

from sudoku.step import Step
from sudoku.strategies.base import Strategy

SIZES = {2: ("X-Wing", 3.2), 3: ("Swordfish", 3.8), 4: ("Jellyfish", 5.2)}
"""The name and difficulty of the fish of each size."""

DESCRIPTIONS = {
    2: "Pick a digit and find two rows where it has only two places, both in the same two "
       "columns: the corners of a rectangle. Whichever way round, the two rows put the digit "
       "on opposite corners, one in each column, so both columns get their copy from these "
       "rows. The digit leaves every other cell of the two columns; the same holds with rows "
       "and columns swapped.",
    3: "An X-Wing grown to three lines: three rows whose places for a digit all fall in the "
       "same three columns (a row may use two of them or all three). The three rows put their "
       "three copies in those columns, one per column, so the digit leaves the rest of the "
       "three columns. Swap rows and columns for the other direction.",
    4: "A fish of four lines: four rows whose places for a digit lie in only four columns, so "
       "the digit leaves every other cell of those columns (or the same with rows and columns "
       "swapped). It is rarely needed: the lines that are left over nearly always form a "
       "smaller fish the other way round, which strikes the same candidates.",
}
"""What a player looks for in the fish of each size, and why it works."""

FAMILIES = (("row", "column"), ("column", "row"))
"""The kinds of the base and cover containers, in the order the search tries them."""


class Fish(Strategy):
    """Strike a digit out of the cover containers of a fish of ``size`` base containers.

    Args:
        size: 2 for an X-Wing, 3 for a Swordfish, 4 for a Jellyfish.
    """

    def __init__(self, size: int = 2):
        super().__init__()
        if size not in SIZES:
            raise ValueError(f"a fish has size 2, 3 or 4, not {size!r}")
        self.size = size
        self.name, self.difficulty = SIZES[size]
        self.description = DESCRIPTIONS[size]

    def holds_for(self, layout) -> bool:
        """Whether the rows of ``layout`` hold every cell once, and so do its columns.

        Then base lines never overlap, and each cell crosses exactly one cover
        line. A chain for any other shape leaves fish out.
        """
        return {"row", "column"} <= layout.partitions

    def find(self, board):
        """The first fish that strikes out a candidate, as a step, or ``None``.

        Digits are tried in ascending order, rows as the base before columns,
        and the base containers in layout order.
        """
        if not self.holds_for(board.layout):
            return None
        for digit in board.digits:
            for base_kind, cover_kind in FAMILIES:
                step = self._find_on(board, digit, base_kind, cover_kind)
                if step is not None:
                    return step
        return None

    def _find_on(self, board, digit, base_kind, cover_kind):
        # A line with one place left is a hidden single, which an easier link takes.
        lines = [line for line in board.containers if line.kind == base_kind
                 and digit in line.missing and 2 <= len(line.places(digit)) <= self.size]
        for base in itertools.combinations(lines, self.size):
            cells = sorted(set().union(*(line.places(digit) for line in base)))
            cover = {crossing(cell, cover_kind) for cell in cells}
            if len(cover) != self.size or None in cover:
                continue
            cover = sorted(cover, key=lambda line: line.index)
            struck = sorted({cell for line in cover for cell in line.cells} - set(cells))
            eliminations = tuple((cell, digit) for cell in struck
                                 if board.has_candidate(cell, digit))
            if eliminations:
                symbol = board.layout.symbol(digit)
                reason = (f"on {symbol}: {listing(base)} hold {symbol} only in {listing(cover)},"
                          f" so {symbol} leaves the other cells of those {cover_kind}s")
                return Step(self.name, eliminations=eliminations, cells=tuple(cells),
                            containers=(*base, *cover), reason=reason)
        return None

    def __repr__(self) -> str:
        return f"Fish({self.size})"


def crossing(cell, kind):
    """The container of ``kind`` that holds ``cell``, or ``None``."""
    return next((line for line in cell.containers if line.kind == kind), None)


def listing(lines) -> str:
    """Containers of one kind in words: ``"rows 1, 4 and 9"``."""
    kind = lines[0].kind
    labels = [line.name.removeprefix(f"{kind} ") for line in lines]
    return f"{kind}s {', '.join(labels[:-1])} and {labels[-1]}"
