"""Fish: X-Wing, Swordfish and Jellyfish, one strategy class in three sizes.

Pick a digit and ``size`` rows that each have at most ``size`` places for it.
Each row must take the digit once. If all their places lie in just ``size``
columns, those columns get their copy of the digit from these rows, so the
digit leaves every other cell of the columns; the same holds with rows and
columns swapped. Players call the rows the *base* and the columns the *cover*.
The reasoning needs each row and each column to hold every cell once, so only
a layout with such rows and columns has fish (see ``Fish.holds_for``): the
classic sizes, X-sudoku and jigsaw do, the triangular puzzle does not.

The search works on masks. The places of a digit in a row are a mask of cells
(``row.place_bits[digit]``), and a set of columns is a mask too, bit ``i`` for
the ``i``-th column (``Lines``, in ``sudoku.strategies.fish_lines``). The cover of a
base is then the OR of the columns its rows' places lie in, a fish is a base
whose cover has ``size`` bits, and what it strikes is the OR of the cover's
places minus the base's. The step, its words and its picture are built in
``sudoku.strategies.fish_steps``, which the finned fish share.

See the docs page *Strategies*, which shows a step of each technique.

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

from sudoku.strategies.base import SingleDigit

# The names marked F401 are importable from here too, as before the module was split:
from sudoku.strategies.fish_lines import (
    Lines,
    has_rows_and_columns,
)
from sudoku.strategies.fish_steps import fish_step, listing

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

NUDGES = {
    2: "look for a digit that two rows hold in the same two columns only, or the reverse",
    3: "look for a digit that three rows hold in three columns only, or the reverse",
    4: "look for a digit that four rows hold in four columns only, or the reverse",
}
"""What a hint says to look for in the fish of each size."""

EXAMPLE_SEEDS = {2: 155, 3: 257, 4: 257}
"""A generated puzzle whose solve takes each fish (see ``Strategy.example_seed``); a
Jellyfish is nearly always a smaller fish the other way round, so seed 257 shows the
one the strategy itself finds where the chain takes the smaller fish."""

FAMILIES = (("row", "column"), ("column", "row"))
"""The kinds of the base and cover containers, in the order the search tries them."""


class Fish(SingleDigit):
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
        self.nudge, self.example_seed = NUDGES[size], EXAMPLE_SEEDS[size]

    def holds_for(self, layout) -> bool:
        """Whether the rows of ``layout`` hold every cell once, and so do its columns.

        Then base lines never overlap, and each cell crosses exactly one cover
        line. A chain for any other shape leaves fish out.
        """
        return has_rows_and_columns(layout)

    def find_in(self, board, digit):
        """Every fish on ``digit`` that strikes out a candidate, rows as the base first.

        The base containers are combined in layout order; ``find`` takes the
        first fish of the lowest digit.
        """
        lines = {kind: Lines.of(board, kind) for kind in ("row", "column")}
        for base_kind, cover_kind in FAMILIES:
            yield from self._find_on(board, digit, lines[base_kind], lines[cover_kind])

    def _find_on(self, board, digit, bases, covers):
        """The fish on ``digit`` with their base in ``bases`` and their cover in ``covers``."""
        # A line with one place left is a hidden single, which an easier link takes.
        lines = [(line, places, covers.holding(places)) for line in bases.lines
                 if 2 <= (places := line.place_bits[digit]).bit_count() <= self.size]
        for base in itertools.combinations(lines, self.size):
            places = cover = 0
            for _, line_places, crossed in base:
                places |= line_places
                cover |= crossed
            if cover.bit_count() != self.size:
                continue
            cover = covers.picked(cover)
            struck = 0
            for line in cover:
                struck |= line.place_bits[digit]
            struck &= ~places
            if struck:
                yield self._step(board, digit, [line for line, _, _ in base], cover,
                                 places, struck)

    def _step(self, board, digit, base, cover, places, struck):
        """The step that strikes ``digit`` out of ``struck`` (a mask of cells)."""
        symbol = board.layout.symbol(digit)
        return fish_step(self.name, board, digit, base, cover, places, struck,
                         lambda: f"on {symbol}: {listing(base)} hold {symbol} only in "
                                 f"{listing(cover)}, so {symbol} leaves the other cells of "
                                 f"those {cover[0].kind}s")

    def __repr__(self) -> str:
        return f"Fish({self.size})"
