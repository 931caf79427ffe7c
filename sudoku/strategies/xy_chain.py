"""XY-Chain: a chain of cells with two candidates each.

In a cell with two candidates, one of them is true (a strong link inside the
cell). Two such cells that see each other cannot hold the same digit (a weak
link between them). Walk from cell to cell: if the first cell is not ``a``, it
is ``b``; so the next cell, which sees it, is not ``b`` and holds its other
digit; and so on. When the last cell's other digit is ``a`` again, one of the
two end cells holds ``a``, and every cell that sees both ends loses ``a``. An
XY-Wing is the XY-Chain of three cells.

The search is the one of [`AlternatingChain`][sudoku.strategies.chains.AlternatingChain],
with strong links inside cells and weak links between cells. Its chains may
run to 21 links (the nice loop's stop at 11): cells of two candidates are few,
so a long search stays cheap, and the longest XY-Chains players meet (HoDoKu's
library has some of 19 links) are found.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of a hard puzzle
    ...     ".26..7..889562..73.74.8....457193862983246517612578..42.9.1.78.5487.9...7.18.2.4.")
    >>> board.eliminate(board.cell("r3c9"), 5)  # struck out earlier
    True
    >>> print(XYChain().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r3c1<>1: XY-Chain, r1c1=1 is false ⇒ r1c1=3 is true (the only other candidate of r1c1)
    ⇒ r1c5=3 is false (it sees r1c1 in row 1) ⇒ r1c5=5 is true (the only other candidate of
    r1c5) ⇒ r3c6=5 is false (it sees r1c5 in box 2) ⇒ r3c6=1 is true (the only other
    candidate of r3c6); so r1c1=1 or r3c6=1 is true, and every candidate that sees both ends
    is false
"""

from __future__ import annotations

from sudoku.strategies.chains import CELL, PLACES, AlternatingChain


class XYChain(AlternatingChain):
    """Strike a digit out of the cells that see both ends of a chain of two-candidate cells."""

    name = "XY-Chain"
    description = (
        "Walk through cells that hold two candidates each, from a cell to one it sees that "
        "shares a digit: if a cell is not 4, it is its other digit, so the next cell is not "
        "that digit and takes its own other one. When the walk starts by ruling out 4 and "
        "ends by forcing 4, one of the two end cells is 4, and 4 leaves every cell that sees "
        "both ends.")
    difficulty = 6.6
    nudge = "look for a chain of two-candidate cells, each seeing the next"
    example_seed = 257
    strong = (CELL,)
    weak = (PLACES,)
    same_digit_ends = True
    max_links = 21  # see the module's docstring
