"""Hidden rectangle: a unique rectangle that strong links keep from the deadly pattern.

Four empty cells in two rows, two columns and two boxes never end up holding
only 3 and 7 in a puzzle with one solution: they could swap them (see
[`rectangles`][sudoku.strategies.rectangles]). Say one corner holds only 3 and
7, and in the row and in the column of the opposite corner, 3 goes nowhere but
in the rectangle's corners. Were the opposite corner 7, the 3 of its row and
the 3 of its column would sit in the two other corners, which leaves the first
corner 7: all four could swap. So the opposite corner is not 7.

Unlike the unique rectangles, the other three corners may hold any number of
extra candidates; the links do the work. Sudoku Explainer does not rate it.
HoDoKu gives it the score of the unique rectangles and tries it after type 6,
so it is 4.6, after [`UniqueRectangle(6)`][sudoku.strategies.unique_rectangle].
Like them, it finds nothing unless it knows the puzzle has one solution.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of the first puzzle of top95
    ...     "417369825.3.1........7......2.43..6.....8.4...4..1.......6.3.7.5.32.1...1.48.5...")
    >>> print(HiddenRectangle().find(board))  # not known to have one solution: off
    None
    >>> print(HiddenRectangle().assuming_unique().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r8c2<>9: hidden rectangle, r9c5 holds only 7 and 9, and 7 goes only in r8c2 or r8c5 in
    row 8, and only in r8c2 or r9c2 in box 7; if r8c2 were 9, r8c5 and r9c2 would be 7, and
    r9c5 9, so r8c2, r8c5, r9c2 and r9c5 could swap 7 and 9 for a second solution, and the
    puzzle has only one; so r8c2 is not 9
"""

from __future__ import annotations

from sudoku.bitsets import digits_of
from sudoku.step import Link
from sudoku.strategies.rectangle_steps import both, rectangle_step
from sudoku.strategies.rectangles import confined, unique_rectangles
from sudoku.strategies.uniqueness import Uniqueness


class HiddenRectangle(Uniqueness):
    """Strike the digit that would let a rectangle's corners swap, where strong links say so.

    Args:
        unique: whether the puzzle is known to have one solution; if not, ``find`` finds nothing.
    """

    name = "hidden rectangle"
    description = (
        "Take four cells at the corners of a rectangle on two rows, two columns and two boxes, "
        "one of them holding only 3 and 7. If 3 goes nowhere but in the corners in the row and "
        "the column of the opposite corner, that corner cannot be 7: its row and column would "
        "put 3s in the two other corners and leave the first one 7, free to swap. It relies on "
        "the puzzle having one solution.")
    nudge = "look for a cell with two candidates, and strong links around the opposite corner"
    difficulty = 4.6
    example_seed = 26

    def patterns(self, board):
        """Every hidden rectangle that strikes a candidate, in the order ``find`` tries them.

        Rectangles go in the order of ``unique_rectangles``; in each, the corners
        that hold only the pair, then the digit whose links they are.
        """
        for rectangle in unique_rectangles(board, self.deadline):
            self.deadline.check()
            yield from self._hidden(board, rectangle)

    def _hidden(self, board, rectangle):
        for corner in rectangle.corners:
            if rectangle.guardians(corner):
                continue
            far = rectangle.opposite(corner)
            near, other_near = rectangle.beside(far)
            for digit in digits_of(rectangle.pair):
                lost = (rectangle.pair ^ (1 << digit)).bit_length() - 1
                if not far.candidate_bits >> lost & 1:
                    continue
                lines = confined(far, near, digit), confined(far, other_near, digit)
                if None in lines:
                    continue
                symbol, other = board.layout.symbol(digit), board.layout.symbol(lost)
                yield rectangle_step(
                    self.name, board, rectangle, [(far, lost)],
                    f"{corner.name} holds only {both(board, rectangle.pair)}, and {symbol} goes "
                    f"only in {far.name} or {near.name} in {lines[0].name}, and only in "
                    f"{far.name} or {other_near.name} in {lines[1].name}",
                    f"{far.name} were {other}, {near.name} and {other_near.name} would be "
                    f"{symbol}, and {corner.name} {other}, so", f"{far.name} is not {other}",
                    links=(Link((far, digit), (near, digit), True),
                           Link((far, digit), (other_near, digit), True)))
