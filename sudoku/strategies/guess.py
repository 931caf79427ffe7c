"""Guess: the last link of the chain, a trial that may be taken back.

When no technique applies, the solver guesses: it picks the empty cell with
the fewest candidates (the guess most likely to be right, and the smallest
tree to search); among those, the one with the most empty peers, whose digit
reaches furthest; and it tries its lowest candidate. If a contradiction
follows, the solver undoes the steps back to this guess and strikes the digit
out.

The tie-break was measured (``benchmarks/results.md``): with singles and
locked candidates before it, taking the first cell with the fewest candidates
made 11.3 guesses per puzzle of Norvig's top95, and this rule makes 6.2.

A guess is a step like any other, a Command that ``undo`` takes back: see the docs
pages *Patterns / Command* and *Tutorial / 5. Guessing and undo*.

Examples:
    >>> from sudoku import Board
    >>> board = Board()
    >>> print(Guess().find(board))
    r1c1=1: guess, trying 1 of the 9 candidates of r1c1
"""

from __future__ import annotations

from sudoku.difficulty import GUESSING
from sudoku.step import Step
from sudoku.strategies.base import Strategy


class Guess(Strategy):
    """Try a candidate in the empty cell with the fewest candidates."""

    name = "guess"
    description = (
        "When no technique applies, pick an empty cell with the fewest candidates and try "
        "one of them. If the grid later runs into a contradiction, everything since the "
        "guess is undone and the digit is struck out there instead. It always finishes the "
        "puzzle, but it explains nothing, so it comes last.")
    difficulty = GUESSING
    example_seed = 4  # its first guess is right: the example shows a guess, not a dead end
    is_fast = True

    def find(self, board):
        """A guess step, or ``None`` when every cell is filled or an empty cell has no candidate."""
        best, fewest, widest = None, board.layout.size + 1, -1
        empty = board.empty_bits
        for cell in board.cells:
            if cell.digit:
                continue
            count = cell.candidate_bits.bit_count()
            if count > fewest:
                continue
            reach = (cell.peer_bits & empty).bit_count()
            if count < fewest or reach > widest:
                best, fewest, widest = cell, count, reach
        if best is None or not fewest:
            return None
        bits = best.candidate_bits
        digit = (bits & -bits).bit_length() - 1
        symbol = board.layout.symbol
        return Step(self.name, placements=((best, digit),), cells=(best,), is_guess=True,
                    reason=lambda: f"trying {symbol(digit)} of the {fewest} candidates "
                                   f"of {best.name}")
