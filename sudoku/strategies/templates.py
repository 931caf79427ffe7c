"""Templates: every way a digit can still fill the grid, and what all those ways agree on.

A *template* of a digit is one way to place it nine times, once in every row,
column and box, on cells where it may still go (or where it stands). The
solution's places for the digit are one of its templates, so:

* **Template Set**: a cell that every template of a digit uses holds the digit.
* **Template Delete**: a candidate that no template of its digit uses is not it.

Templates see all that a technique on one digit can see (fish of every size
and shape, finned or not, turbot fish, colouring, X-chains): each of those only
rules out some of the templates. As in HoDoKu, the digits must also fit
together. A cell that every template of 7 uses is a 7, so no template of
another digit may use it: the other digits lose it, their templates are
counted again, and that may give a new cell to a third digit. The rounds go on
until no digit gains a cell; a step reads the templates that are left. (This
is what the cases of HoDoKu's regression library ask for, codes 1201 and 1202.)

The search goes row by row, a band of three rows at a time, with the columns
and the stacks of boxes as masks. A *piece* of a band is three places, one a
row, in three different stacks (so in three different boxes): at most 162 of
them. A template is one piece in each band, with columns that do not meet. So
the cells that some template uses, and those that all of them use, come out of
the pieces, grouped by their columns, without listing the templates (there
may be 46,656 of them).

Sudoku Explainer has no number for templates. They see more than every
technique on one digit, so they come after them all, the Mutant fish (up to
8.1) included: a Template Set is 8.2, and a Template Delete 8.3, as a set is
the delete's special case (a cell that every template uses leaves its row no
other place). A call costs about a millisecond of CPU time (2.1 ms at most) at
the positions of top95 where the human chain gets that far, and finishes two
more of its puzzles, so both are in ``DEFAULT_CHAIN``. Templates need the rows,
columns and 3x3 boxes of the classic grid.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # the digits of a position of a human solve of top95 #12
    ...     ".6.5.1.9.12..9..539....7....4.8...7.......5.8.817.5.3.....5.2.7....7.....76..8...")
    >>> print(Template("delete").find(board))  # doctest: +NORMALIZE_WHITESPACE
    r4c5<>2, r5c5<>2: Template Delete, on 2: all 12 templates of 2 miss r4c5 and r5c5, so 2
    leaves them
    >>> board = Board.from_text(  # the digits of a position of a human solve of top95 #22
    ...     "..247..58..............1.4.....2...952819.4....9...1252......3.3....75.2685..2...")
    >>> print(Template("set").find(board))  # doctest: +NORMALIZE_WHITESPACE
    r1c1=1, r2c9=1, r4c2=1, r9c8=1: Template Set, on 1: both templates of 1 that keep off the
    cells every template of another digit takes use r1c1, r2c9, r4c2 and r9c8, so they hold 1
"""

from __future__ import annotations

import functools
import operator
from typing import NamedTuple

from sudoku.bitsets import cells_of
from sudoku.step import Mark, Step
from sudoku.strategies.base import SingleDigit
from sudoku.strategies.naked_subset import in_words

KINDS = {"set": ("Template Set", 8.2), "delete": ("Template Delete", 8.3)}
"""The name and the difficulty of each kind."""

DESCRIPTIONS = {
    "set": "A template is one way to place a digit nine times, once in every row, column and "
           "box, on cells where it may still go. The solution's places for the digit are one "
           "of its templates, so a cell that every template uses must hold the digit. Such a "
           "cell is no other digit's, so leave it out of their templates too.",
    "delete": "A template is one way to place a digit nine times, once in every row, column "
              "and box, on cells where it may still go. The solution's places for the digit "
              "are one of its templates, so a candidate that no template uses cannot be it. "
              "A cell that every template of another digit uses is that digit's: leave it out.",
}
"""What a player looks for in each kind, and why it works."""

EXAMPLE_SEEDS = {"set": 5, "delete": 4}
"""A generated puzzle whose solve has a step of each kind (the chain finishes both
with easier techniques, so the catalogue asks the kind itself: see ``sudoku.catalogue``)."""

NUDGE = "try every way a digit can still fill the grid, once in each row, column and box"

COLUMNS = 0x1FF
"""The nine columns of a row, as a mask."""

BAND = (1 << 27) - 1
"""The 27 cells of a band of three rows, as a mask (the top band's cells)."""

COLUMNS_OF = tuple(tuple(column for column in range(9) if mask >> column & 1)
                   for mask in range(1 << 9))
"""For each mask of columns, its columns, lowest first."""

STACK_OF = tuple(0b111 << (column // 3 * 3) for column in range(9))
"""For each column, the three columns of its stack of boxes, as a mask."""


class Spread(NamedTuple):
    """What the templates of a digit come to.

    Attributes:
        count: how many templates there are.
        used: the cells that some template uses, as a mask of cells.
        shared: the cells that every template uses (``0`` when there is none).
        weeded: whether cells that other digits must take were left out first.
    """

    count: int
    used: int
    shared: int
    weeded: bool = False


class Template(SingleDigit):
    """Place a digit where all its templates agree, or strike it where none of them goes.

    Args:
        kind: ``"set"`` or ``"delete"``.
    """

    def __init__(self, kind: str = "delete"):
        super().__init__()
        if kind not in KINDS:
            raise ValueError(f"a template step is 'set' or 'delete', not {kind!r}")
        self.kind = kind
        self.name, self.difficulty = KINDS[kind]
        self.description, self.nudge = DESCRIPTIONS[kind], NUDGE
        self.example_seed = EXAMPLE_SEEDS[kind]

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` is the grid of nine rows, nine columns and nine 3x3 boxes."""
        return layout.size == 9 and layout.box == (3, 3)

    def find(self, board):
        """The first step on the lowest digit, every digit asked.

        The templates of a digit depend on the places of the others too, so
        the notes of ``SingleDigit`` (a digit whose places have not moved has
        nothing new) do not hold here.
        """
        return next(self.find_all(board), None)

    def find_in(self, board, digit):
        """The step of this kind on ``digit``, if its templates give one."""
        spreads = fitted(allowed_cells(board))  # cached: one search serves every digit and kind
        if spreads is None:  # a digit without a template: the board is broken
            return
        spread, places = spreads[digit - 1], board.place_bits(digit)
        found = places & spread.shared if self.kind == "set" else places & ~spread.used
        if found:
            yield self._step(board, digit, spread, cells_of(found, board.cells))

    def _step(self, board, digit, spread, found):
        pairs = tuple((cell, digit) for cell in found)
        # The pattern is the places some template still uses: a template is a fish
        # of all nine rows, each a base line that takes the digit once.
        pattern = cells_of(board.place_bits(digit) & spread.used, board.cells)
        return Step(self.name, placements=pairs if self.kind == "set" else (),
                    eliminations=pairs if self.kind == "delete" else (), cells=tuple(pattern),
                    marks=tuple(Mark(cell, digit, "base") for cell in pattern),
                    reason=lambda: self._reason(board.layout.symbol(digit), spread, found))

    def _reason(self, x, spread, found):
        one, many, names = spread.count == 1, len(found) > 1, in_words(c.name for c in found)
        subject = ("the one template" if one else "both templates" if spread.count == 2
                   else f"all {spread.count} templates") + f" of {x}"
        if spread.weeded:
            subject += (f" that {'keeps' if one else 'keep'} off the cells every template of "
                        f"another digit takes")
        if self.kind == "set":
            return (f"on {x}: {subject} {'uses' if one else 'use'} {names}, so "
                    f"{'they hold' if many else 'it holds'} {x}")
        return (f"on {x}: {subject} {'misses' if one else 'miss'} {names}, so {x} leaves "
                f"{'them' if many else 'it'}")

    def __repr__(self) -> str:
        return f"Template({self.kind!r})"


def allowed_cells(board) -> tuple[int, ...]:
    """For each digit, the cells it stands in or may still go to, as a mask of cells."""
    placed = [0] * 10
    for cell in board.cells:
        placed[cell.digit] |= cell.bit
    return tuple(board.place_bits(digit) | placed[digit] for digit in range(1, 10))


@functools.lru_cache(maxsize=256)
def fitted(allowed: tuple[int, ...]) -> tuple[Spread, ...] | None:
    """The spread of each digit, once the cells other digits must take are left out.

    A cell that every template of one digit uses is that digit's; each round
    takes such cells from the other digits, until a round takes none. ``None``
    when a digit is left without a template (the board is broken).
    """
    allowed, spreads = list(allowed), [spread_of(cells) for cells in allowed]
    taken = 0
    while True:
        if not all(spread.count for spread in spreads):
            return None
        owned = [spread.shared for spread in spreads]
        every = functools.reduce(operator.or_, owned)
        if every == taken:
            break
        taken = every
        for digit, cells in enumerate(allowed):
            left = cells & ~(every & ~owned[digit])
            if left != cells:
                allowed[digit] = left
                spreads[digit] = spread_of(left)._replace(weeded=True)
    return tuple(spreads)


@functools.lru_cache(maxsize=4096)
def spread_of(allowed: int) -> Spread:
    """The templates of a digit that may take the cells of ``allowed``, without listing them.

    A template takes a piece in each band, with columns that do not meet; any
    piece of a group (same columns) goes with any piece of the other bands' groups.
    """
    top, middle, bottom = (pieces(allowed >> 27 * band & BAND, band) for band in range(3))
    count, used, shared = 0, 0, -1
    for columns, first in top.items():
        for others, second in middle.items():
            third = None if columns & others else bottom.get(COLUMNS ^ columns ^ others)
            if third:
                count += first.count * second.count * third.count
                used |= first.used | second.used | third.used
                # The bands share no cell: what these templates all use is what each band's do.
                shared &= first.shared | second.shared | third.shared
    return Spread(count, used, shared if count else 0)


@functools.lru_cache(maxsize=4096)
def pieces(cells: int, band: int) -> dict[int, Spread]:
    """The pieces of band ``band`` (0 to 2), grouped by the columns they take.

    ``cells`` are the band's 27 cells where the digit may go, row by row, as a
    mask. A piece is three of them, one a row, in three different stacks (so
    in three different boxes). Each group, keyed by its three columns as a
    mask, says how many pieces it has, the cells of the grid that some use, and
    those that all use.
    """
    top, middle, bottom = (cells >> (9 * row) & COLUMNS for row in range(3))
    found: dict[int, Spread] = {}
    for one in COLUMNS_OF[top]:
        for two in COLUMNS_OF[middle & ~STACK_OF[one]]:
            for three in COLUMNS_OF[bottom & ~STACK_OF[one] & ~STACK_OF[two]]:
                piece = (1 << one | 1 << (9 + two) | 1 << (18 + three)) << 27 * band
                columns = 1 << one | 1 << two | 1 << three
                count, used, shared, _ = found.get(columns, (0, 0, -1, False))
                found[columns] = Spread(count + 1, used | piece, shared & piece)
    return found
