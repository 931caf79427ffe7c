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

from sudoku.layout import AREA_KINDS
from sudoku.step import Step
from sudoku.strategies.base import Strategy

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

LINES = ("row", "column")
"""The kinds of line a Skyscraper and a 2-String Kite are made of."""


class TurbotFish(Strategy):
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

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has the rows, columns and boxes the shape is told by.

        A Turbot Fish holds for every layout.
        """
        return self.shape == "turbot" or has_lines_and_boxes(layout)

    def find(self, board):
        """The first turbot fish of this shape that strikes out a candidate, or ``None``.

        Digits are tried in ascending order, then pairs of strong links by
        their containers in layout order, then the four ways to join them.
        """
        if not self.holds_for(board.layout):
            return None
        lines = has_lines_and_boxes(board.layout)
        for digit in board.digits:
            links = _strong_links(board, digit)
            for (first, one), (second, other) in itertools.combinations(links, 2):
                for (a, b), (c, d) in itertools.product((one, one[::-1]), (other, other[::-1])):
                    if c not in b.peers or a in other or b in other or d in b.peers \
                            or a in c.peers or _shape(first, second, (a, b, c, d), lines) \
                            != self.shape:
                        continue
                    seeing = sorted(set(a.peers).intersection(d.peers))
                    eliminations = tuple((cell, digit) for cell in seeing
                                         if board.has_candidate(cell, digit))
                    if eliminations:
                        return self._step(board, digit, (first, second), (a, b, c, d),
                                          eliminations)
        return None

    def _step(self, board, digit, links, cells, eliminations):
        (first, second), (a, b, c, d) = links, cells
        weak = _sharing(b, c, {"skyscraper": LINES, "kite": AREA_KINDS}.get(self.shape, ()))
        x = board.layout.symbol(digit)
        return Step(self.name, eliminations=eliminations, cells=tuple(sorted(cells)),
                    containers=(first, second, weak),
                    reason=f"on {x}: {first.name} holds {x} only at {a.name} or {b.name}, "
                           f"{second.name} only at {c.name} or {d.name}, and {b.name} and "
                           f"{c.name} share {weak.name}, so they are not both {x}: {a.name} or "
                           f"{d.name} is {x}, and {x} leaves the cells that see both")

    def __repr__(self) -> str:
        return f"TurbotFish({self.shape!r})"


def _strong_links(board, digit):
    """Each pair of cells that a container has as its only places for ``digit``, with it.

    When two containers have the same pair (a row and a box), the first in
    layout order names the link, so that a pattern is found under one name.
    """
    links = {}
    for container in board.containers:
        places = container.places(digit)
        if len(places) == 2:
            links.setdefault(tuple(sorted(places)), container)
    return [(container, pair) for pair, container in links.items()]


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
    """The first container of one of ``kinds`` (of any kind if none) holding both cells, or ``None``."""
    shared = sorted(set(cell.containers) & set(other.containers), key=lambda each: each.index)
    return next((each for each in shared if not kinds or each.kind in kinds), None)
