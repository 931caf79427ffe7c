"""Locked candidates: a digit locked into the overlap of two containers.

Take a digit and a container A. If every place left for the digit in A lies
inside another container B, then A's copy of the digit will be in B, inside
their overlap; so no other cell of B can take it, and the digit leaves the rest
of B. Players name the two directions: *pointing* when A is a box (its places
point along a row or column), *claiming* when A is a row or column (it claims
the digit for a box).

The rule holds for any two containers that share at least two cells, so it
works unchanged on diagonals, jigsaw regions and other shapes: pointing is any
A that is an area (a box, a region, a large triangle, a window), claiming is any other A.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> print(LockedCandidates("pointing").find(board))
    r2c1<>7, r2c3<>7: pointing, in box 3, 7 can only go in row 2, so 7 leaves the rest of row 2
    >>> print(LockedCandidates("claiming").find(board))
    r2c1<>7, r2c3<>7: claiming, in row 1, 7 can only go in box 1, so 7 leaves the rest of box 1
"""

from __future__ import annotations

from sudoku.bitsets import _DIGITS, cells_of
from sudoku.layout import AREA_KINDS
from sudoku.step import Step
from sudoku.strategies.base import Strategy

KINDS = {"pointing": 2.6, "claiming": 2.8}
"""The two directions of the technique, with their difficulty."""

DESCRIPTIONS = {
    "pointing": "Inside one box, look at every place a digit can still go. When they all lie "
                "on one row (or one column), the box's copy of the digit will sit on that "
                "line, so no cell of the line outside the box can take it.",
    "claiming": "The other way round from pointing: look at every place a digit can still go "
                "in a row or column. When they all fall inside one box, the line's copy of "
                "the digit is in that box, so it leaves the other cells of the box.",
}
"""What a player looks for in each direction of locked candidates, and why it works."""

NUDGES = {"pointing": "look for a box where a digit can only go in one row or column",
          "claiming": "look for a row or column where a digit can only go in one box"}
"""What a hint says to look for in each direction."""

EXAMPLE_SEEDS = {"pointing": 73, "claiming": 19}
"""A generated puzzle whose solve takes each direction (see ``Strategy.example_seed``)."""

BOX_KINDS = AREA_KINDS
"""The kinds of container that point (boxes, regions, large triangles, windows); every other
kind claims."""


class LockedCandidates(Strategy):
    """Strike a digit out of container B when all its places in container A lie in B.

    Args:
        kind: ``"pointing"`` (A is a box, region, triangle or window) or ``"claiming"`` (A is any
            other container, such as a row or column).
    """

    is_fast = True

    def __init__(self, kind: str = "pointing"):
        super().__init__()
        if kind not in KINDS:
            raise ValueError(f"locked candidates are 'pointing' or 'claiming', not {kind!r}")
        self.kind = kind
        self.name, self.difficulty = kind, KINDS[kind]
        self.description = DESCRIPTIONS[kind]
        self.nudge, self.example_seed = NUDGES[kind], EXAMPLE_SEEDS[kind]

    def find(self, board):
        """The first locked digit that strikes out a candidate, as a step, or ``None``.

        Containers A are tried in layout order, then the digits ascending, then
        the containers B that share cells with A, in layout order. The work is
        done on masks: the containers B that hold every place of the digit in A
        are ``A.holding[places]`` (worked out once for each mask, then kept), and
        what B loses is ``B.place_bits[digit] & ~A.cell_bits``.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every locked digit that strikes out a candidate, in the order ``find`` tries them."""
        pointing = self.kind == "pointing"
        for container in board.containers:
            most = container.most_shared
            if not most or (container.kind in BOX_KINDS) != pointing:
                continue
            place_bits, outside = container.place_bits, ~container.cell_bits
            holding = container.holding
            for digit in _DIGITS[container.missing_bits]:
                places = place_bits[digit]
                if not 1 < places.bit_count() <= most:
                    continue  # one place is a hidden single; more than fit in an overlap is no lock
                for other in holding[places]:
                    struck = other.place_bits[digit] & outside
                    if struck:
                        yield self._step(board, digit, container, other, places, struck)

    def _step(self, board, digit, container, other, places, struck):
        """The step that strikes ``digit`` out of the cells ``struck`` (a mask) of ``other``."""
        symbol = board.layout.symbol
        return Step(self.name, eliminations=tuple((cell, digit)
                                                  for cell in cells_of(struck, board.cells)),
                    cells=tuple(cells_of(places, board.cells)), containers=(container, other),
                    reason=lambda: f"in {container.name}, {symbol(digit)} can only go in "
                                   f"{other.name}, so {symbol(digit)} leaves the rest of "
                                   f"{other.name}")

    def __repr__(self) -> str:
        return f"LockedCandidates({self.kind!r})"
