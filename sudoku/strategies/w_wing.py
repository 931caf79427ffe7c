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

The search works on masks: the twins of a cell are the cells with the same
candidate mask, and a strong link is a container whose ``place_bits[digit]``
has two bits.

See the docs page *Strategies*, which shows a step of each technique.

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

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Link, Step, chain_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.xy_wing import bivalue_cells


class WWing(Strategy):
    """Strike a digit seen by two twin cells whose other digit is tied by a strong link."""

    name = "W-Wing"
    description = (
        "Find two cells that do not see each other but hold the same two candidates, say 4 "
        "and 9. Then look for a row, column or box where 4 has just two places, one seen by "
        "each cell. One of those places is 4, so the cell that sees it is not 4 and must "
        "be 9: at least one of the two cells is 9, and a cell that sees both loses 9.")
    difficulty = 4.4
    nudge = "look for two cells with the same two candidates, linked by a digit's two places"
    example_seed = 257

    def find(self, board):
        """The first W-Wing that strikes out a candidate, as a step, or ``None``.

        Pairs of twin cells are tried in cell order, the digit struck ascending,
        and the containers of the strong link in layout order.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every W-Wing that strikes, in ``find``'s order: for twins and a digit, the first link."""
        cells, twins = board.cells, bivalue_cells(board)
        links: dict[int, list] = {}  # the strong links of each digit, found when first asked for
        for first in cells_of(sum(twins.values()), cells):
            self.deadline.check()  # every pair of twin cells is tried
            later = ~((first.bit << 1) - 1)  # the cells after ``first``, in cell order
            others = twins[first.candidate_bits] & later & ~first.peer_bits
            for second in cells_of(others, cells):
                yield from self._steps_of_twins(board, first, second, links)

    def _steps_of_twins(self, board, first, second, links):
        """The W-Wings of the twins ``first`` and ``second``: one for each digit they strike."""
        seeing = cells_of(first.peer_bits & second.peer_bits & board.empty_bits, board.cells)
        low, high = digits_of(first.candidate_bits)
        for struck, linked in ((low, high), (high, low)):
            eliminations = tuple((cell, struck) for cell in seeing
                                 if cell.candidate_bits >> struck & 1)
            if not eliminations:
                continue
            if linked not in links:
                links[linked] = strong_links(board, linked)
            link = self._link(first, second, links[linked])
            if link is not None:
                yield self._step(board, (first, second), (struck, linked), link, eliminations)

    @staticmethod
    def _link(first, second, links):
        """The first of ``links`` with one end seen by each cell, or ``None``.

        Returns:
            ``(container, end seen by first, end seen by second)``.
        """
        twins = first.bit | second.bit
        for container, (one, other) in links:
            if (one.bit | other.bit) & twins:
                continue  # a link through a twin holds nothing the twin does not
            if one.bit & first.peer_bits and other.bit & second.peer_bits:
                return container, one, other
            if other.bit & first.peer_bits and one.bit & second.peer_bits:
                return container, other, one
        return None

    def _step(self, board, twins, digits, link, eliminations):
        (first, second), (container, near, far) = twins, link
        # The chain the reason walks: first is not x, so it is y, so near is not y, ...
        struck, linked = digits
        links = (Link((first, struck), (first, linked), True),
                 Link((first, linked), (near, linked), False),
                 Link((near, linked), (far, linked), True),
                 Link((far, linked), (second, linked), False),
                 Link((second, linked), (second, struck), True))
        symbol = board.layout.symbol
        x, y = (symbol(digit) for digit in digits)
        pair = " and ".join(symbol(digit) for digit in sorted(digits))
        return Step(self.name, eliminations=eliminations,
                    cells=tuple(sorted((first, second, near, far))), containers=(container,),
                    marks=chain_marks(links), links=links,
                    reason=lambda: f"{first.name} and {second.name} hold only {pair}, and "
                                   f"{container.name} has {y} only at {near.name} or {far.name}: "
                                   f"if {first.name} is not {x} it is {y}, which leaves {y} to "
                                   f"{far.name} and {x} to {second.name}, so {x} leaves the cells "
                                   f"that see both")


def strong_links(board, digit):
    """The containers where ``digit`` has just two places, in layout order, each with its places."""
    links = []
    for container in board.containers:
        places = container.place_bits[digit]
        if places.bit_count() == 2:
            links.append((container, tuple(cells_of(places, board.cells))))
    return links
