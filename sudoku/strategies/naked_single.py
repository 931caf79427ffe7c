"""Naked single: a cell with only one candidate left.

Every other digit is already in one of the cell's containers, or was struck
out by a strategy. The board notes such cells on its agenda as it writes their
candidates, so this strategy only takes the next one.

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
    nudge = "look for a cell with only one candidate left"
    example_seed = 73
    is_fast = True

    def find(self, board):
        """The cell with one candidate that the agenda offers next, as a step, or ``None``."""
        cell = board.next_forced_cell()
        if cell is None:
            return None
        digit = cell.candidate_bits.bit_length() - 1
        symbol = board.layout.symbol
        return Step(self.name, placements=((cell, digit),), cells=(cell,),
                    reason=lambda: f"{symbol(digit)} is the only candidate left in {cell.name}")
