"""W-Wing: two cells with the same two candidates, joined by a strong link.

Two cells that do not see each other hold only 1 and 5 each. Somewhere a
container has only two places left for 1, one seen by the first cell and one by
the second: a *strong link*, since one of the two places must be 1. If the
first cell is not 5 it is 1, so its end of the link is not 1, so the other end
is, so the second cell is not 1: it is 5. One of the two cells is 5, so no cell
that sees both can be 5.

It is a chain of four cells, one link longer than the
[`XYWing`][sudoku.strategies.xy_wing.XYWing]'s, and harder to spot because the link is
in a container between the cells, not in a cell. Sudoku Explainer has no W-Wing
(its chains find it); HoDoKu rates it close to the XY-Wing. We give it 4.4,
beside the [`XYZWing`][sudoku.strategies.xyz_wing.XYZWing] and after it in the chain.
The reasoning needs nothing but containers and cells that see each other, so
it holds for every layout.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a top95 puzzle
    ...     "617459823.48736.1..3.128......5643713.42.1.861.68.3...823647159.9138.6...6.91..38")
    >>> print(WWing().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r3c7<>5: W-Wing, r3c1 and r5c7 hold only 5 and 9, and row 2 has 9 only at r2c1 or r2c7:
    if r3c1 is not 5 it is 9, which leaves 9 to r2c7 and 5 to r5c7, so 5 leaves the cells
    that see both
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies.base import Strategy


class WWing(Strategy):
    """Strike a digit seen by two twin cells whose other digit is tied by a strong link."""

    name = "W-Wing"
    description = (
        "Find two cells that do not see each other but hold the same two candidates, say 4 "
        "and 9. Then look for a row, column or box where 4 has just two places, one seen by "
        "each cell. One of those places is 4, so the cell that sees it is not 4 and must "
        "be 9: at least one of the two cells is 9, and a cell that sees both loses 9.")
    difficulty = 4.4

    def find(self, board):
        """The first W-Wing that strikes out a candidate, as a step, or ``None``.

        Pairs of twin cells are tried in cell order, the digit struck ascending,
        and the containers of the strong link in layout order.
        """
        pairs = [(cell, board.candidates(cell)) for cell in board.cells
                 if len(board.candidates(cell)) == 2]
        for index, (first, digits) in enumerate(pairs):
            for second, others in pairs[index + 1:]:
                if others != digits or second in first.peers:
                    continue
                seeing = sorted(set(first.peers).intersection(second.peers))
                for struck, linked in (sorted(digits), sorted(digits, reverse=True)):
                    eliminations = tuple((cell, struck) for cell in seeing
                                         if board.has_candidate(cell, struck))
                    link = self._link(board, first, second, linked) if eliminations else None
                    if link is not None:
                        return self._step(board, (first, second), (struck, linked), link,
                                          eliminations)
        return None

    @staticmethod
    def _link(board, first, second, digit):
        """The first container with two places for ``digit``, one seen by each cell, or ``None``.

        Returns:
            ``(container, end seen by first, end seen by second)``.
        """
        for container in board.containers:
            places = container.places(digit)
            if len(places) != 2 or first in places or second in places:
                continue
            one, other = sorted(places)
            if one in first.peers and other in second.peers:
                return container, one, other
            if other in first.peers and one in second.peers:
                return container, other, one
        return None

    def _step(self, board, twins, digits, link, eliminations):
        (first, second), (container, near, far) = twins, link
        x, y = (board.layout.symbol(digit) for digit in digits)
        low, high = sorted(digits)
        pair = f"{board.layout.symbol(low)} and {board.layout.symbol(high)}"
        return Step(self.name, eliminations=eliminations,
                    cells=tuple(sorted((first, second, near, far))), containers=(container,),
                    reason=f"{first.name} and {second.name} hold only {pair}, and "
                           f"{container.name} has {y} only at {near.name} or {far.name}: if "
                           f"{first.name} is not {x} it is {y}, which leaves {y} to {far.name} "
                           f"and {x} to {second.name}, so {x} leaves the cells that see both")
