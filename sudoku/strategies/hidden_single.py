"""Hidden single: a digit with only one place left in a container.

Players scan a row, column or box for a digit and find that every cell but one
is ruled out. Containers tell the board when a digit is left with one place, the
board keeps that news on its agenda, and this strategy only takes the next one.

See the docs page *Strategies*, which shows a step of each technique.

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
    nudge = "look for a digit with only one place left in a container"
    example_seed = 73
    is_fast = True

    def find(self, board):
        """The lone place the agenda offers next, as a step, or ``None``."""
        found = board.next_lone_place()
        if found is None:
            return None
        return self._step(board, *found)

    def find_all(self, board):
        """Every hidden single, the agenda's next one first, each placement once.

        The solve only ever needs the next one; ``sudoku find`` wants them all,
        so after the agenda's pick every container is asked for its lone digits.
        A digit whose one place is the same in its row and its box is listed once.
        """
        first = self.find(board)
        if first is None:
            return
        yield first
        seen = {first.placements[0]}
        for container in board.containers:
            lone = container.lone_bits & container.missing_bits
            while lone:
                digit = lone.bit_length() - 1
                lone ^= 1 << digit
                step = self._step(board, container, digit)
                if step.placements[0] not in seen:
                    seen.add(step.placements[0])
                    yield step

    def _step(self, board, container, digit):
        """The step that places ``digit`` in its one place in ``container``."""
        cell = board.cells[container.place_bits[digit].bit_length() - 1]
        symbol = board.layout.symbol
        return Step(self.name, placements=((cell, digit),), cells=(cell,),
                    containers=(container,),
                    reason=lambda: f"the only place for {symbol(digit)} in {container.name}")
