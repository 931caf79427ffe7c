"""XYZ-Wing: an XY-Wing whose pivot may also be the shared digit.

The *pivot* holds only three candidates, say 1, 4 and 7. Two cells it sees
hold only 1 and 7, and only 4 and 7: the *wings*. Whichever digit the pivot
takes, one of the three cells is 7: the pivot itself, or the wing left with 7.
So a cell that sees the pivot and both wings cannot be 7. Unlike the
[`XYWing`][sudoku.strategies.xy_wing.XYWing], the struck cells must see the pivot too,
which leaves few of them: on the classic grid, at most two. Wings that see
each other would make the three cells a naked triple, so they are left out.

As in the XY-Wing, the search works on masks: the wings are the pivot's peers
among the cells that hold two of its three digits, and the cells that see all
three are the ``&`` of their peers.

The reasoning needs nothing but cells that see each other, so it holds for
every layout. Its number is Sudoku Explainer's, 4.4.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of top95 #2
    ...     "527316.8.8..5427313149...6.1.24.38.66..2.1.5.4..6...1..418..6.3...134.28.3876.14.")
    >>> print(XYZWing().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r6c9<>9: XYZ-Wing, r5c9 holds only 4, 7 and 9 and sees the wings r1c9 (4 or 9) and r4c8 (7
    or 9): whichever r5c9 is, it or a wing is 9, so 9 leaves the cells that see all three
"""

from __future__ import annotations

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.xy_wing import bivalue_cells, shared_container, wing, wing_marks


class XYZWing(Strategy):
    """Strike the digit shared by a pivot of three candidates and its two wings."""

    name = "XYZ-Wing"
    description = (
        "Like an XY-Wing, but the pivot holds three candidates, say 3, 5 and 7, and sees a "
        "wing with only 3 and 5 and another with only 7 and 5. Whatever the pivot takes, "
        "the pivot or one of the wings is 5. Only a cell that sees all three can drop 5, so "
        "look in the box the pivot shares with a wing.")
    difficulty = 4.4
    nudge = "look for a three-candidate cell that sees two cells holding two of them"
    example_seed = 257

    def find(self, board):
        """The first XYZ-Wing that strikes out a candidate, as a step, or ``None``.

        Pivots are tried in cell order, then pairs of wings in cell order.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every XYZ-Wing that strikes out a candidate, in the order ``find`` tries them."""
        cells, pairs = board.cells, bivalue_cells(board)
        trios = sum(cell.bit for cell in cells
                    if not cell.digit and cell.candidate_bits.bit_count() == 3)
        for pivot in cells_of(trios, cells):
            self.deadline.check()
            trio = pivot.candidate_bits
            inside = 0  # the cells holding two of the pivot's three digits, and nothing else
            for digit in digits_of(trio):
                inside |= pairs.get(trio ^ (1 << digit), 0)
            wings = cells_of(pivot.peer_bits & inside, cells)
            for index, first in enumerate(wings):
                for second in wings[index + 1:]:
                    # Two different pairs out of three digits share exactly one.
                    if (second.candidate_bits != first.candidate_bits
                            and not second.bit & first.peer_bits):
                        shared = first.candidate_bits & second.candidate_bits
                        step = self._step(board, pivot, first, second, shared)
                        if step is not None:
                            yield step

    def _step(self, board, pivot, first, second, shared):
        """The step of the wing, or ``None`` when no cell that sees all three holds ``shared``.

        ``shared`` is the digit of all three cells, as a bit.
        """
        seeing = pivot.peer_bits & first.peer_bits & second.peer_bits & board.empty_bits
        digit = shared.bit_length() - 1
        eliminations = tuple((cell, digit) for cell in cells_of(seeing, board.cells)
                             if cell.candidate_bits & shared)
        if not eliminations:
            return None
        symbol = board.layout.symbol
        trio = pivot.candidate_bits
        held = first.candidate_bits, second.candidate_bits  # read now: the reason is written later
        return Step(self.name, eliminations=eliminations,
                    cells=tuple(sorted((pivot, first, second))),
                    containers=(shared_container(pivot, first), shared_container(pivot, second)),
                    marks=wing_marks(pivot, (first, second)),
                    reason=lambda: f"{pivot.name} holds only "
                                   f"{in_words(symbol(each) for each in digits_of(trio))} and sees "
                                   f"the wings {wing(board, first, held[0])} and "
                                   f"{wing(board, second, held[1])}: whichever {pivot.name} is, "
                                   f"it or a wing is {symbol(digit)}, so {symbol(digit)} leaves "
                                   f"the cells that see all three")
