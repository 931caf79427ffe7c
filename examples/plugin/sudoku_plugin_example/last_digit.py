"""Last digit: the last copy of a digit to place goes where its containers leave it.

When a digit is written in all but one of the rows of a classic grid, one row,
one column and one box still miss it, and they cross in one cell: the last
copy goes there. On any shape the rule reads: when every container that still
misses the digit has one place left for it, and that place is the same cell,
the digit goes in that cell.

It is a known technique under a new name in this package, not a new
deduction: every last digit is also a hidden single (three times over on a
classic grid), the way every full house is. Some solvers, HoDoKu among them,
list it as a technique of its own, and so does this plug-in, at 1.1, between
full house (1.0) and hidden single (1.2), so that a player's path names it.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(LastDigit().find(board))
    None
    >>> for name in ("r1c6", "r2c9", "r6c7"):
    ...     board.place(board.cell(name), 8)
    >>> print(LastDigit().find(board))
    r8c2=8: last digit, the last 8 to place, missing only from row 8, column 2 and box 7
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies.base import Strategy


class LastDigit(Strategy):
    """Place the last copy of a digit in the one cell that every container missing it shares."""

    name = "last digit"
    difficulty = 1.1

    def find(self, board):
        """The last digit with the lowest value, as a step, or ``None``.

        Only digits with a lone place somewhere are tried: a last digit has one
        place in each container that misses it, so the board's agenda lists it.
        """
        for digit in sorted({digit for _index, digit in board.lone_places}):
            missing = [container for container in board.containers if digit in container.missing]
            places = [container.places(digit) for container in missing]
            shared = set().union(*places)
            if len(shared) == 1 and all(places):
                (cell,) = shared
                names = [container.name for container in missing]
                listed = names[0] if len(names) == 1 else \
                    f"{', '.join(names[:-1])} and {names[-1]}"
                symbol = board.layout.symbol(digit)
                return Step(self.name, placements=((cell, digit),), cells=(cell,),
                            containers=tuple(missing),
                            reason=f"the last {symbol} to place, missing only from {listed}")
        return None
