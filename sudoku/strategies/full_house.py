"""Full house: a container with one empty cell left.

The easiest move of all: eight digits of a row are written, so the ninth goes
in the last empty cell. Every full house is also a hidden single (its digit has
one place left): this strategy only looks for a container that misses a single
digit and has a place for it.

It is not part of the fast chain: there ``HiddenSingle`` finds the same
placements, and asking twice would only cost time.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(FullHouse().find(board))
    None
    >>> for name, digit in [("r1c3", 4), ("r1c4", 6), ("r1c6", 8), ("r1c7", 9), ("r1c8", 1)]:
    ...     board.place(board.cell(name), digit)
    >>> print(FullHouse().find(board))
    r1c9=2: full house, the last empty cell of row 1
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies.base import Strategy


class FullHouse(Strategy):
    """Place the missing digit of a container that has one empty cell left."""

    name = "full house"
    description = (
        "Look for a row, column or box with a single empty cell. The other cells already "
        "hold every digit but one, and that digit can only go in the empty cell.")
    difficulty = 1.0
    nudge = "look for a container with one empty cell left"
    example_seed = 73

    def find(self, board):
        """The full house with the lowest container, as a step, or ``None``."""
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every full house, container by container, each cell once.

        A container with one empty cell misses one digit, and that digit has
        one place: it is one of the container's lone digits. A cell that is the
        last of its row and of its box is listed with the first of them.
        """
        seen = set()
        for container in board.containers:
            missing = container.missing_bits
            if missing & container.lone_bits and not missing & (missing - 1):
                digit = missing.bit_length() - 1
                (cell,) = container.places(digit)
                if cell in seen:
                    continue
                seen.add(cell)
                yield Step(self.name, placements=((cell, digit),), cells=(cell,),
                           containers=(container,),
                           reason=f"the last empty cell of {container.name}")
