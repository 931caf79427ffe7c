"""Grouped nice loops: nice loops whose nodes may be groups of places in a box.

A box that keeps 5 only in r1c7 and r1c8 says "5 is in r1c7 or r1c8": the two
places act as one node of a chain, a *group*, written ``r1c78=5``. It links like
a single place: strongly to the only other place (or group) of 5 in row 1 or
in its box, weakly to every 5 that sees both its cells. With groups, chains
reach where single candidates cannot; everything else is the
[`NiceLoop`][sudoku.strategies.nice_loop.NiceLoop]'s: one end of the chain is
true, so what sees both ends goes (see ``sudoku.strategies.grouped_links``).

When no chain with groups does, it looks again with *almost locked sets* as
nodes too: ``n`` cells of a container with ``n + 1`` digits (up to three cells,
see ``sudoku.strategies.als_links``). Without one of its digits such
a set is locked and holds every other one, so "the set holds ``a``" or "it holds
``b``" is true: a strong link between the places of two of its digits. A listing
(``find_all``) takes sets of up to five cells, and chains of up to 21 links.

It comes after the nice loop, so the plain, cheaper search runs first and a
chain with groups is only looked for when there is no plain one. Sudoku
Explainer has no grouped chains; HoDoKu prices the grouped nice loops and AICs
a little above the plain ones, so we rate it one tenth above the nice loop, 7.1.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 24)
    ...     "..2.........8..73........6..7893.5..4...21........7..9......1...61..3..4.8..453..")
    >>> from sudoku.strategies import NiceLoop
    >>> NiceLoop().find(board) is None  # no chain of single candidates
    True
    >>> print(GroupedNiceLoop().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r6c5<>5: grouped nice loop, r5c4=5 is false ⇒ r5c4=6 is true (the only other candidate of
    r5c4) ⇒ r5c7=6 is false (it sees r5c4 in row 5) ⇒ r5c7=8 is true (the only other candidate
    of r5c7) ⇒ r6c78=8 is false (it sees r5c7 in box 6) ⇒ r6c5=8 is true (the only other place
    for 8 in row 6); so r5c4=5 or r6c5=8 is true, and every candidate that sees both ends is
    false
"""

from __future__ import annotations

from sudoku.strategies.chains import AlternatingChain


class GroupedNiceLoop(AlternatingChain):
    """Strike out what sees both ends of a chain whose nodes may be groups of places."""

    name = "grouped nice loop"
    description = (
        "A nice loop whose links may also join groups: two or three places of a digit "
        "that share a box and a row or column, taken together as one node (the digit is "
        "in one of them). A group is linked strongly to the only other place of the digit "
        "in its row, column or box, and weakly to every place that sees all of it. Failing "
        "that, a node may be the places of a digit in an almost locked set: n cells with "
        "n + 1 digits hold all but one of them, so they hold one digit or another.")
    difficulty = 7.1
    nudge = "look for a chain that passes through two or three places of a digit in a box"
    example_seed = 5
    grouped = True
