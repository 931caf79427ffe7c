"""BUG+1: the bivalue universal grave, one candidate away.

Call a position a *BUG* when every empty cell has two candidates and every
digit missing from a container has two places in it. A BUG never has exactly
one solution: given a solution, give every empty cell its *other* candidate
instead. Each container then still gets each missing digit once (the other of
its two places), so that is a second solution. So when all the empty cells
but one have two candidates, and that one has three, one of which makes the
BUG when taken away, a puzzle with one solution must put that digit there.

What the argument rules out is the cell's other candidates: were the cell any
of them, the grid would be a BUG. So the step strikes them, the way the
[`UniqueRectangle`][sudoku.strategies.unique_rectangle.UniqueRectangle] strikes
the candidates of its deadly pattern, and as HoDoKu and Sudoku Explainer write
it; the cell is left with one candidate, a naked single for the next step.

The check reads what the model keeps as masks: the number of candidates of a
cell is ``cell.candidate_bits.bit_count()``, the number of places of a digit in
a container ``container.place_bits[digit].bit_count()``.

The argument uses nothing but containers, so it holds for every layout.
Sudoku Explainer rates the BUG from 5.6 to 6.0; BUG+1, the simplest, is 5.6.
Like [`UniqueRectangle`][sudoku.strategies.unique_rectangle], it
finds nothing unless it knows the puzzle has one solution.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of a hard puzzle
    ...     "2791658345468239178139745..495312678738546291162798453.546.17...872.914..214.73..")
    >>> print(BugPlusOne().find(board))  # not known to have one solution: off
    None
    >>> print(BugPlusOne(unique=True).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r9c9<>5, r9c9<>9: BUG+1, every empty cell but r9c9 has two candidates; without 6 there,
    every missing digit would have two places in each container: a BUG, which has no solution
    or at least two; since the puzzle has only one, r9c9 is 6, and 5 and 9 leave it
"""

from __future__ import annotations

from sudoku.bitsets import _DIGITS, cells_of, digits_of
from sudoku.step import Mark, Step
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.uniqueness import Uniqueness


class BugPlusOne(Uniqueness):
    """Keep the one digit whose removal would leave a bivalue universal grave; strike the rest.

    Args:
        unique: whether the puzzle is known to have one solution; if not, ``find`` finds nothing.
    """

    name = "BUG+1"
    description = (
        "Look for a grid where every empty cell has two candidates except one cell with "
        "three. Were every cell down to two, with each digit in two places per row, column "
        "and box, the puzzle would have two solutions or none. So on a puzzle with one "
        "solution, the odd cell must take the one candidate whose removal would leave that "
        "deadly pattern, and its other candidates go.")
    difficulty = 5.6
    nudge = "look at the one cell with three candidates when every other has two"
    example_seed = 32

    def patterns(self, board):
        """The step that avoids the BUG, if there is one: a position has one at most.

        Only one empty cell may hold three candidates, and only one of them
        can be the digit whose removal leaves a BUG: that digit has three
        places in each container of the cell, and any other would leave it three.
        """
        cell = self._odd_cell(board)
        if cell is None:
            return
        for digit in digits_of(cell.candidate_bits):
            if self._is_grave_without(board, cell, digit):
                yield self._step(board, cell, digit)
                return

    def _step(self, board, cell, digit):
        """The step that strikes every candidate of ``cell`` but ``digit``: they make the BUG."""
        symbol = board.layout.symbol
        others = digits_of(cell.candidate_bits & ~(1 << digit))
        return Step(self.name, eliminations=tuple((cell, other) for other in others),
                    cells=(cell,),
                    containers=cell.containers,  # in layout order already
                    marks=(Mark(cell, digit, "guardian"),
                           *(Mark(cell, other, "deadly") for other in others)),
                    reason=lambda: f"every empty cell but {cell.name} has two candidates; "
                                   f"without {symbol(digit)} there, every missing digit would "
                                   f"have two places in each container: a BUG, which has no "
                                   f"solution or at least two; since the puzzle has only one, "
                                   f"{cell.name} is {symbol(digit)}, and "
                                   f"{in_words(symbol(other) for other in others)} leave it")

    @staticmethod
    def _odd_cell(board):
        """The one empty cell with three candidates when all the others have two, else ``None``."""
        odd = None
        for cell in cells_of(board.empty_bits, board.cells):
            count = cell.candidate_bits.bit_count()
            if count == 3 and odd is None:
                odd = cell
            elif count != 2:
                return None
        return odd

    @staticmethod
    def _is_grave_without(board, cell, digit) -> bool:
        """Whether each missing digit has two places per container, ``digit`` at ``cell`` aside."""
        for container in board.containers:
            for missing in _DIGITS[container.missing_bits]:  # ``digits_of`` without a call
                places = container.place_bits[missing]
                if missing == digit:
                    places &= ~cell.bit
                if places.bit_count() != 2:
                    return False
        return True
