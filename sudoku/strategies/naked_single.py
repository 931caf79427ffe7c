"""Naked single: a cell with only one candidate left.

Every other digit is already in one of the cell's containers, or was struck
out by a strategy. The board notes such cells on its agenda as it writes their
candidates, so this strategy only takes the next one.

See the docs page *Strategies*, which shows a step of each technique.

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
        return None if cell is None else self._step(board, cell)

    def find_all(self, board):
        """Every cell left with one candidate, the agenda's next one first.

        The solve only ever needs the next one; ``sudoku find`` wants them all,
        so after the agenda's pick every empty cell is looked at.
        """
        first = self.find(board)
        if first is None:
            return
        yield first
        for cell in board.cells:
            left = cell.candidate_bits
            if not cell.digit and left and not left & (left - 1) and cell is not first.cells[0]:
                yield self._step(board, cell)

    def _step(self, board, cell):
        """The step that places the one candidate of ``cell``."""
        digit = cell.candidate_bits.bit_length() - 1
        symbol = board.layout.symbol
        return Step(self.name, placements=((cell, digit),), cells=(cell,),
                    reason=lambda: f"{symbol(digit)} is the only candidate left in {cell.name}")
