"""BUG+1: the bivalue universal grave, one candidate away.

Call a position a *BUG* when every empty cell has two candidates and every
digit missing from a container has two places in it. A BUG never has exactly
one solution: given a solution, give every empty cell its *other* candidate
instead. Each container then still gets each missing digit once (the other of
its two places), so that is a second solution. So when all the empty cells
but one have two candidates, and that one has three, one of which makes the
BUG when taken away, a puzzle with one solution must put that digit there.

The argument uses nothing but containers, so it holds for every layout.
Sudoku Explainer rates the BUG from 5.6 to 6.0; BUG+1, the simplest, is 5.6.
Like [`UniqueRectangle`][sudoku.strategies.unique_rectangle], it
finds nothing unless it knows the puzzle has one solution.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of a hard puzzle
    ...     "2791658345468239178139745..495312678738546291162798453.546.17...872.914..214.73..")
    >>> print(BugPlusOne().find(board))  # not known to have one solution: off
    None
    >>> print(BugPlusOne(unique=True).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r9c9=6: BUG+1, every empty cell but r9c9 has two candidates; without 6 there, every
    missing digit would have two places in each container: a BUG, which has no solution or
    at least two; since the puzzle has only one, r9c9 is 6
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies.unique_rectangle import Uniqueness


class BugPlusOne(Uniqueness):
    """Place the one digit whose removal would leave a bivalue universal grave.

    Args:
        unique: whether the puzzle is known to have one solution; if not, ``find`` finds nothing.
    """

    name = "BUG+1"
    description = (
        "Look for a grid where every empty cell has two candidates except one cell with "
        "three. Were every cell down to two, with each digit in two places per row, column "
        "and box, the puzzle would have two solutions or none. So on a puzzle with one "
        "solution, the odd cell must take the one candidate whose removal would leave that "
        "deadly pattern.")
    difficulty = 5.6

    def find(self, board):
        """The placement that avoids the BUG, as a step, or ``None``."""
        if not self.unique:
            return None
        sizes = {cell: len(board.candidates(cell)) for cell in board.cells if cell.is_empty}
        three = [cell for cell, size in sizes.items() if size == 3]
        if len(three) != 1 or sum(size == 2 for size in sizes.values()) != len(sizes) - 1:
            return None
        cell, = three
        for digit in sorted(board.candidates(cell)):
            if self._is_grave_without(board, cell, digit):
                symbol = board.layout.symbol(digit)
                return Step(self.name, placements=((cell, digit),), cells=(cell,),
                            containers=tuple(sorted(cell.containers, key=lambda k: k.index)),
                            reason=f"every empty cell but {cell.name} has two candidates; "
                                   f"without {symbol} there, every missing digit would have two "
                                   f"places in each container: a BUG, which has no solution or "
                                   f"at least two; since the puzzle has only one, {cell.name} "
                                   f"is {symbol}")
        return None

    @staticmethod
    def _is_grave_without(board, cell, digit) -> bool:
        """Whether each missing digit has two places per container, ``digit`` at ``cell`` aside."""
        for container in board.containers:
            for missing in container.missing:
                places = len(container.places(missing))
                if missing == digit and cell in container.places(missing):
                    places -= 1
                if places != 2:
                    return False
        return True

    def __repr__(self) -> str:
        return "BugPlusOne(unique=True)" if self.unique else "BugPlusOne()"
