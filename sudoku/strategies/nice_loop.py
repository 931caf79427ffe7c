"""Nice loops: alternating inference chains that mix every kind of link.

An alternating inference chain (AIC) uses all four links of
[`chains`][sudoku.strategies.chains]: strong links between the only two places
of a digit in a container or the only two candidates of a cell, weak links
between the same digit in cells that see each other or two digits of one cell.
One of its two ends is true, so a candidate that sees both ends is false. Close
the chain through that candidate and it is a *discontinuous nice loop*: assume
the candidate true, go round, and it comes back false.

What this strategy covers:

* ends on the same digit: the digit leaves every cell that sees both ends;
* ends on two digits in one cell: the cell's other candidates go;
* ends on two digits ``a`` and ``b`` in cells that see each other: ``a`` leaves
  the cell of the ``b`` end, and ``b`` the cell of the ``a`` end;
* a chain whose last end is its first: that candidate is placed.

Elsewhere: continuous loops, which strike along every link
([`ContinuousNiceLoop`][sudoku.strategies.continuous_nice_loop.ContinuousNiceLoop],
looked for just before this one), and chains through groups of places in a box
or through almost locked sets
([`GroupedNiceLoop`][sudoku.strategies.grouped_nice_loop.GroupedNiceLoop]).
Not covered: forcing chains that branch.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of a hard puzzle
    ...     "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")
    >>> print(NiceLoop().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r7c4<>9: nice loop, r7c4=3 is false ⇒ r7c5=3 is true (the only other place for 3 in row
    7) ⇒ r4c5=3 is false (it sees r7c5 in column 5) ⇒ r4c5=9 is true (the only other
    candidate of r4c5) ⇒ r4c9=9 is false (it sees r4c5 in row 4) ⇒ r7c9=9 is true (the only
    other place for 9 in column 9); so r7c4=3 or r7c9=9 is true, and every candidate that
    sees both ends is false
"""

from __future__ import annotations

from sudoku.strategies.chains import AlternatingChain


class NiceLoop(AlternatingChain):
    """Strike out a candidate that sees both ends of an alternating inference chain."""

    name = "nice loop"
    description = (
        "Mix every link the simpler chains use: a digit's only two places in a row, column "
        "or box, a cell's only two candidates, and cells that see each other. Assume a "
        "candidate false and follow the links, each forcing the next, until one is forced "
        "true: then the first or the last is true. Whatever sees both goes, and a chain that "
        "comes back to prove its own start places it.")
    difficulty = 7.0
    nudge = "look for a chain of candidates in which each false one makes the next true"
    example_seed = 224
