"""Naked single: a cell with only one candidate left.

Every other digit is already in one of the cell's containers, or was struck
out by a strategy. The board keeps such cells on its agenda as they appear,
so this strategy only picks the first one.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(NakedSingle().find(board))
    r5c5=5: naked single, 5 is the only candidate left in r5c5
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies.base import Strategy


class NakedSingle(Strategy):
    """Place the only candidate of a cell."""

    name = "naked single"
    description = (
        "Take one empty cell and cross out every digit already written in its row, its "
        "column and its box. When a single digit is left standing, the cell must hold it.")
    difficulty = 2.3
    is_fast = True

    def find(self, board):
        """The forced cell with the lowest index, as a step, or ``None``."""
        if not board.forced_cells:
            return None
        cell = min(board.forced_cells, key=lambda each: each.index)
        (digit,) = board.candidates(cell)
        symbol = board.layout.symbol(digit)
        return Step(self.name, placements=((cell, digit),), cells=(cell,),
                    reason=f"{symbol} is the only candidate left in {cell.name}")
