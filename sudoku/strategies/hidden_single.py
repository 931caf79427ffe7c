"""Hidden single: a digit with only one place left in a container.

Players scan a row, column or box for a digit and find that every cell but one
is ruled out. The board keeps these places on its agenda as they appear, so
this strategy only picks the first one.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(HiddenSingle().find(board))
    r3c7=5: hidden single, the only place for 5 in row 3
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies.base import Strategy


class HiddenSingle(Strategy):
    """Place a digit in the only cell of a container that can still take it."""

    name = "hidden single"
    description = (
        "Pick a digit and a row, column or box that still lacks it, and rule out every cell "
        "that cannot take it: the digit is already in that cell's row, column or box, or "
        "was struck out. When one cell is left, the digit goes there, whatever else the cell "
        "could hold.")
    difficulty = 1.2
    is_fast = True

    def find(self, board):
        """The lone place with the lowest container and digit, as a step, or ``None``."""
        if not board.lone_places:
            return None
        index, digit = min(board.lone_places)
        container = board.containers[index]
        (cell,) = container.places(digit)
        symbol = board.layout.symbol(digit)
        return Step(self.name, placements=((cell, digit),), cells=(cell,),
                    containers=(container,),
                    reason=f"the only place for {symbol} in {container.name}")
