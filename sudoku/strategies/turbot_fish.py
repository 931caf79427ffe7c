"""Turbot fish: two strong links on one digit, joined by a weak one.

A *strong link* is a container with only two places left for a digit: one of
them takes it. Say row 1 holds 6 only at A or B, row 5 only at C or D, and B
sees C (a *weak link*: they are not both 6). If A is not 6, B is, so C is not,
so D is: one of A and D is 6, and no cell that sees both can be 6. (Were B to
see D too, B could never be 6, which pointing says more simply: left out.)
Players name the shapes it takes:

* **Skyscraper**: the links lie in two rows (or two columns), and B and C
  share a column (a row). Had A and D shared one too, it would be an X-Wing.
* **2-String Kite**: one link lies in a row, the other in a column, and B and C
  share a box.
* **Turbot Fish**: any other shape, such as a link in a box.

One idea, so one class; each instance keeps to its shape, so that a step is
named as players would name it. Sudoku Explainer has no number for these;
HoDoKu, whose order we follow, puts them after the Swordfish and before the
wings, simplest first: a Skyscraper is 3.9, a 2-String Kite 4.0 and a Turbot
Fish 4.1. The reasoning holds on any layout, but only a Turbot Fish does: the
other shapes are told apart by rows, columns and boxes.

The search reads masks: a strong link is a container whose places for the
digit (``container.place_bits[digit]``) have two bits, and whether B sees C is
one ``&`` of B's peers (``peer_bits``) with C's bit.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # the classic example grid: singles would solve it
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(TurbotFish("kite").find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c9<>4: 2-String Kite, on 4: row 7 holds 4 only at r7c9 or r7c3, column 2 only at r9c2 or
    r2c2, and r7c3 and r9c2 share box 7, so they are not both 4: r7c9 or r2c2 is 4, and 4 leaves
    the cells that see both
    >>> print(TurbotFish("turbot").find(board))  # doctest: +NORMALIZE_WHITESPACE
    r9c1<>1: Turbot Fish, on 1: row 7 holds 1 only at r7c1 or r7c3, box 1 only at r1c3 or r3c1,
    and r7c3 and r1c3 share column 3, so they are not both 1: r7c1 or r3c1 is 1, and 1 leaves
    the cells that see both
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from sudoku.bitsets import cells_of
from sudoku.layout import AREA_KINDS
from sudoku.step import Link, Step, chain_marks
from sudoku.strategies.base import SingleDigit

SHAPES = {"skyscraper": ("Skyscraper", 3.9), "kite": ("2-String Kite", 4.0),
          "turbot": ("Turbot Fish", 4.1)}
"""The name and difficulty of each shape."""

DESCRIPTIONS = {
    "skyscraper": "Find two rows where a digit has only two places each, with one place of "
                  "each row in the same column: the base of two towers. The base cells cannot "
                  "both hold the digit, so at least one of the two tops does, and a cell that "
                  "sees both tops loses it. It works with columns as the towers too.",
    "kite": "Find a row and a column where a digit has only two places each, with one place "
            "of the row and one of the column in the same box. Those two cannot both hold the "
            "digit, so one of the two far ends does, and a cell that sees both far ends can "
            "drop it.",
    "turbot": "Two rows, columns or boxes each keep a digit in only two places, and one place "
              "of the first sees one place of the second. Those two are not both the digit, so "
              "one of the two other places is, and a cell that sees both loses it. It covers "
              "the shapes that are neither a Skyscraper nor a 2-String Kite, such as a box "
              "with a line.",
}
"""What a player looks for in each shape of turbot fish, and why it works."""

NUDGES = {
    "skyscraper": "look for two parallel lines with two places each for a digit, in line",
    "kite": "look for a row and a column with two places each for a digit, in one box",
    "turbot": "look for two containers with two places each for a digit, one seeing one",
}
"""What a hint says to look for in each shape."""

EXAMPLE_SEEDS = {"skyscraper": 257, "kite": 155, "turbot": 19}
"""A generated puzzle whose solve takes each shape (see ``Strategy.example_seed``)."""

LINES = ("row", "column")
"""The kinds of line a Skyscraper and a 2-String Kite are made of."""


class TurbotFish(SingleDigit):
    """Strike a digit out of the cells that see both far ends of two joined strong links.

    Args:
        shape: ``"skyscraper"``, ``"kite"`` (a 2-String Kite) or ``"turbot"`` (any other).
    """

    def __init__(self, shape: str = "turbot"):
        super().__init__()
        if shape not in SHAPES:
            raise ValueError(f"a turbot fish is shaped 'skyscraper', 'kite' or 'turbot', "
                             f"not {shape!r}")
        self.shape = shape
        self.name, self.difficulty = SHAPES[shape]
        self.description = DESCRIPTIONS[shape]
        self.nudge, self.example_seed = NUDGES[shape], EXAMPLE_SEEDS[shape]

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has the rows, columns and boxes the shape is told by.

        A Turbot Fish holds for every layout.
        """
        return self.shape == "turbot" or has_lines_and_boxes(layout)

    def find_in(self, board, digit):
        """Every turbot fish of this shape on ``digit`` that strikes out a candidate.

        Pairs of strong links are tried by their containers in layout order,
        then the four ways to join them; ``find`` takes the first of the lowest digit.
        """
        lines = has_lines_and_boxes(board.layout)
        links = _strong_links(board, digit)
        if self.shape != "turbot":  # a Skyscraper or a Kite is made of rows and columns
            links = [link for link in links if link.container.kind in LINES]
        pairs = itertools.combinations(links, 2)
        for (first, one, one_ends, one_sees), (second, other, other_ends, _) in pairs:
            # Links that share a cell, or whose cells never see each other, make none.
            if one & other or not one_sees & other \
                    or not self._may_join(first, second, lines):
                continue
            for a, b in one_ends:
                for c, d in other_ends:
                    # B sees C, the weak link; were B to see D, or A to see C,
                    # pointing would do.
                    if b.peer_bits & c.bit and not (b.peer_bits & d.bit
                                                    or c.peer_bits & a.bit):
                        step = self._join(board, digit, (first, second), (a, b, c, d), lines)
                        if step is not None:
                            yield step

    def _may_join(self, first, second, lines):
        """Whether links in ``first`` and ``second`` may make this shape (a quick test)."""
        if self.shape == "turbot":
            return True
        if self.shape == "skyscraper":
            return lines and first.kind == second.kind and first.kind in LINES
        return lines and {first.kind, second.kind} == set(LINES)

    def _join(self, board, digit, links, cells, lines):
        """The step of the links joined at ``b`` and ``c``, if it has this shape and strikes."""
        a, d = cells[0], cells[3]
        if _shape(*links, cells, lines) != self.shape:
            return None
        eliminations = tuple((cell, digit) for cell in cells_of(a.peer_bits & d.peer_bits,
                                                                 board.cells)
                             if board.has_candidate(cell, digit))
        if not eliminations:
            return None
        return self._step(board, digit, links, cells, eliminations)

    def _step(self, board, digit, links, cells, eliminations):
        (first, second), (a, b, c, d) = links, cells
        weak = _sharing(b, c, {"skyscraper": LINES, "kite": AREA_KINDS}.get(self.shape, ()))
        x = board.layout.symbol(digit)
        # The chain the reason walks: a is not x, so b is, so c is not, so d is.
        links = (Link((a, digit), (b, digit), True), Link((b, digit), (c, digit), False),
                 Link((c, digit), (d, digit), True))
        return Step(self.name, eliminations=eliminations, cells=tuple(sorted(cells)),
                    containers=(first, second, weak), marks=chain_marks(links), links=links,
                    reason=lambda: f"on {x}: {first.name} holds {x} only at {a.name} or "
                                   f"{b.name}, {second.name} only at {c.name} or {d.name}, and "
                                   f"{b.name} and {c.name} share {weak.name}, so they are not "
                                   f"both {x}: {a.name} or {d.name} is {x}, and {x} leaves the "
                                   f"cells that see both")

    def __repr__(self) -> str:
        return f"TurbotFish({self.shape!r})"


class StrongLink(NamedTuple):
    """A container with only two places left for a digit: one of them takes it.

    Attributes:
        container: the container.
        places: the two places, as a mask of cells.
        ends: the two places both ways round, ``(low, high)`` and ``(high, low)``
            by index: the ways the link can be walked.
        seen: the cells that see one place or the other, as a mask of cells.
    """

    container: object
    places: int
    ends: tuple
    seen: int

    @classmethod
    def of(cls, container, places, cells):
        """The link of ``container`` between the two cells of ``places`` (a mask)."""
        low = places & -places
        low, high = cells[low.bit_length() - 1], cells[(places ^ low).bit_length() - 1]
        # tuple.__new__ builds it without a Python-level call: there are many links per search.
        return tuple.__new__(cls, (container, places, ((low, high), (high, low)),
                                   low.peer_bits | high.peer_bits))


def _strong_links(board, digit):
    """The strong links on ``digit``, in the layout order of their containers.

    When two containers have the same pair (a row and a box), the first in
    layout order names the link, so that a pattern is found under one name.
    """
    links = {}
    for container in board.containers:
        places = container.place_bits[digit]
        if places.bit_count() == 2 and places not in links:
            links[places] = StrongLink.of(container, places, board.cells)
    return list(links.values())


def has_lines_and_boxes(layout) -> bool:
    """Whether ``layout`` has rows and columns that each hold every cell once, and boxes."""
    return set(LINES) <= layout.partitions and any(
        container.kind in AREA_KINDS for container in layout.containers)


def _shape(first, second, cells, lines):
    """The shape of two strong links in ``first`` and ``second``, joined at ``cells``.

    ``"x-wing"`` (a fish, no turbot fish) for parallel links whose ends pair
    up across. ``lines``: whether the layout has rows, columns and boxes.
    """
    a, b, c, d = cells
    kinds = {first.kind, second.kind}
    if lines and len(kinds) == 1 and first.kind in LINES:
        across = LINES[1 - LINES.index(first.kind)]
        if _sharing(b, c, (across,)) is not None:
            return "x-wing" if _sharing(a, d, (across,)) is not None else "skyscraper"
    if lines and kinds == set(LINES) and _sharing(b, c, AREA_KINDS) is not None:
        return "kite"  # A and D are outside the box: A sees no C, D sees no B
    return "turbot"


def _sharing(cell, other, kinds=()):
    """The first container of one of ``kinds`` (any, if none) that holds both cells, or ``None``."""
    # A cell's containers come in layout order.
    return next((each for each in cell.containers if each.cell_bits & other.bit
                 and (not kinds or each.kind in kinds)), None)
