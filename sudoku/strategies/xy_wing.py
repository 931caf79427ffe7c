"""XY-Wing: a cell of two candidates and two wings that share a third digit.

The *pivot* holds only two candidates, say 3 and 7. One cell it sees holds only
3 and 4, another only 7 and 4: the *wings*. If the pivot is 3, the first wing
is 4; if it is 7, the second wing is 4. Either way one wing is 4, so no cell
that sees both wings can be 4. Players also call it the *Y-Wing*. Wings that
see each other would make the three cells a naked triple, an easier technique,
so they are left out.

The reasoning needs nothing but cells that see each other, so it holds for
every layout. Its number is Sudoku Explainer's, 4.2.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a top95 puzzle
    ...     "123759..687426.59.9....472.2...4.97.3.7.96..249.127...53247...96419.2.577896.52.4")
    >>> print(XYWing().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r3c5<>3: XY-Wing, r7c6 holds only 1 and 8 and sees the wings r2c6 (1 or 3) and r8c5 (3 or
    8): whichever r7c6 is, one wing is 3, so 3 leaves the cells that see both wings
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies.base import Strategy


class XYWing(Strategy):
    """Strike the shared digit of two wings out of every cell that sees both of them."""

    name = "XY-Wing"
    description = (
        "Find a cell with just two candidates, say 3 and 7: the pivot. Look among the cells "
        "it sees for one holding only 3 and 5 and another holding only 7 and 5: the wings. "
        "Whichever digit the pivot takes, one wing is left with 5, so a cell that sees both "
        "wings cannot be 5.")
    difficulty = 4.2

    def find(self, board):
        """The first XY-Wing that strikes out a candidate, as a step, or ``None``.

        Pivots are tried in cell order; for each, the first wing (which shares
        the pivot's lower digit) and then the second, both in cell order.
        """
        pairs = {cell: board.candidates(cell) for cell in board.cells
                 if cell.is_empty and len(board.candidates(cell)) == 2}
        for pivot in sorted(pairs):
            low, high = sorted(pairs[pivot])
            wings = [peer for peer in sorted(pivot.peers) if peer in pairs]
            for first in wings:
                if low not in pairs[first] or high in pairs[first]:
                    continue
                (shared,) = pairs[first] - {low}
                for second in wings:
                    if pairs[second] == {high, shared} and second not in first.peers:
                        step = self._step(board, pivot, first, second, shared)
                        if step is not None:
                            return step
        return None

    def _step(self, board, pivot, first, second, shared):
        """The step of the wing, or ``None`` when no cell that sees both wings holds ``shared``."""
        struck = sorted(set(first.peers) & set(second.peers))
        eliminations = tuple((cell, shared) for cell in struck if board.has_candidate(cell, shared))
        if not eliminations:
            return None
        symbol = board.layout.symbol
        low, high = sorted(board.candidates(pivot))
        return Step(self.name, eliminations=eliminations,
                    cells=tuple(sorted((pivot, first, second))),
                    containers=(shared_container(pivot, first), shared_container(pivot, second)),
                    reason=f"{pivot.name} holds only {symbol(low)} and {symbol(high)} and sees "
                           f"the wings {wing(board, first)} and {wing(board, second)}: whichever "
                           f"{pivot.name} is, one wing is {symbol(shared)}, so {symbol(shared)} "
                           f"leaves the cells that see both wings")


def wing(board, cell) -> str:
    """A wing in words, with its two candidates: ``"r1c5 (3 or 4)"``."""
    low, high = (board.layout.symbol(digit) for digit in sorted(board.candidates(cell)))
    return f"{cell.name} ({low} or {high})"


def shared_container(cell, other):
    """The first container, in layout order, that holds both ``cell`` and ``other``."""
    return min(set(cell.containers) & set(other.containers), key=lambda each: each.index)
