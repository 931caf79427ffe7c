"""X-Chain: a chain on one digit, through the places of that digit alone.

Pick a digit. Where a container keeps only two places for it, one of the two
holds it (a strong link); two places that see each other cannot both hold it
(a weak link). Alternate them, strong first and last: if the first place is
not the digit, the last one is. So one of the two ends holds the digit, and
any cell that sees both ends loses it. The shortest X-Chains have names of
their own (Skyscraper, 2-String Kite, Turbot Fish); an X-Chain is any length.

The search is the one of [`AlternatingChain`][sudoku.strategies.chains.AlternatingChain],
with links between places only.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of a hard puzzle
    ...     "356.7.294....4.851841952736.1.4.59..7.4.1.625...2.7413.2....54.....8.3.2...52.1..")
    >>> print(XChain().find(board).results())  # the first X-Chain, on 8
    r4c3<>8
    >>> board.eliminate(board.cell("r4c3"), 8)
    True
    >>> print(XChain().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r9c2<>9: X-Chain, r5c2=9 is false ⇒ r5c6=9 is true (the only other place for 9 in row 5)
    ⇒ r6c5=9 is false (it sees r5c6 in box 5) ⇒ r7c5=9 is true (the only other place for 9
    in column 5) ⇒ r7c9=9 is false (it sees r7c5 in row 7) ⇒ r9c9=9 is true (the only other
    place for 9 in column 9); so r5c2=9 or r9c9=9 is true, and every candidate that sees
    both ends is false
"""

from __future__ import annotations

from sudoku.strategies.chains import PLACES, AlternatingChain


class XChain(AlternatingChain):
    """Strike a digit out of the cells that see both ends of a chain on that digit."""

    name = "X-Chain"
    description = (
        "Follow one digit around the grid. Step from a place to the other place of a row, "
        "column or box that has only two (one of them holds it), then to any place that "
        "sees it (not both hold it), and so on, starting and ending with a two-place step. "
        "If the first place does not hold the digit, the last one does, so a cell that sees "
        "both ends cannot hold it.")
    difficulty = 6.5
    nudge = "look for a chain on one digit, from each place to its only other place"
    example_seed = 176
    strong = (PLACES,)
    weak = (PLACES,)
    same_digit_ends = True
