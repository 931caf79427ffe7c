"""Simple colouring: two colours along the places of one digit.

Pick a digit. Where a container keeps only two places for it, exactly one of
the two holds it. Colour such a pair in two colours, then follow every pair
that shares a cell, alternating colours: a *cluster*. One colour holds the
digit in all its cells, the other in none. Two rules follow:

* **wrap**: two cells of one colour see each other, so that colour cannot be
  the true one; the digit leaves every cell of that colour;
* **trap**: a cell outside the cluster sees a cell of each colour, and one of
  them holds the digit; it leaves that cell.

It is the single-digit chain idea with strong links only (a trap is an
[`XChain`][sudoku.strategies.x_chain] between two cells of opposite colours).
Sudoku Explainer has no rating for it (its chains find it); we rate it 4.5,
with the remote pair: after the wings (4.2 to 4.4), since a cluster can be
longer than theirs, and far below the X-Chain (6.5) it is a case of. It holds
for every layout.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of a hard puzzle
    ...     ".198..236826.13..935.926.18931682..7685.3.192..25918631.326.98.2681.937.59.3.8621")
    >>> print(SimpleColouring().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r1c5<>4: simple colouring, 4 has only two places in each of row 3, row 6, row 9, column
    1, column 2, column 3, box 1, box 4 and box 7; colouring them in turn gives blue r1c1,
    r3c7, r6c2 and r9c3 and green r3c3, r6c1, r7c2 and r9c5, and one colour holds every 4;
    r1c5 sees both colours
"""

from __future__ import annotations

import itertools

from sudoku.step import Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words

COLOURS = ("blue", "green")
"""The names of the two colours, in the order the first cell of a cluster takes them."""


class SimpleColouring(Strategy):
    """Strike a digit out by colouring the only two places it has in containers."""

    name = "simple colouring"
    description = (
        "Pick a digit and find every row, column and box where it has only two places; "
        "colour such pairs, alternating two colours wherever they touch. One colour holds "
        "the digit in all its cells and the other in none. If two cells of one colour see "
        "each other, that colour is the false one; and a cell that sees both colours "
        "cannot hold the digit.")
    difficulty = 4.5

    def find(self, board):
        """The first wrap or trap that strikes out a candidate, as a step, or ``None``.

        Digits go in ascending order, clusters by their lowest cell index; a
        wrap is looked for before a trap.
        """
        for digit in board.digits:
            pairs = {}
            for container in board.containers:
                if len(container.places(digit)) == 2:
                    first, second = sorted(container.places(digit))
                    pairs.setdefault(first, []).append((second, container))
                    pairs.setdefault(second, []).append((first, container))
            coloured: dict = {}
            for cell in sorted(pairs):
                if cell not in coloured:
                    cluster, containers = self._colour(cell, pairs, coloured)
                    step = (self._wrap(board, digit, cluster, containers)
                            or self._trap(board, digit, cluster, containers))
                    if step:
                        return step
        return None

    @staticmethod
    def _colour(first, pairs, coloured):
        """Colour the cluster of ``first`` breadth first: its two colours, and the containers."""
        cluster, containers, queue = ([], []), set(), [first]
        coloured[first] = 0
        for cell in queue:
            cluster[coloured[cell]].append(cell)
            for other, container in pairs[cell]:
                containers.add(container)
                if other not in coloured:
                    coloured[other] = 1 - coloured[cell]
                    queue.append(other)
        return cluster, sorted(containers, key=lambda each: each.index)

    def _wrap(self, board, digit, cluster, containers):
        for name, colour in zip(COLOURS, cluster):
            clash = next(((a, b) for a, b in itertools.combinations(sorted(colour), 2)
                          if b in set(a.peers)), None)
            if clash:
                why = (f"{clash[0].name} and {clash[1].name} are both {name} and see each "
                       f"other, so {name} is false")
                return self._step(board, digit, sorted(colour), cluster, containers, why)
        return None

    def _trap(self, board, digit, cluster, containers):
        blue, green = (set().union(*(cell.peers for cell in colour)) for colour in cluster)
        struck = sorted(cell for cell in (blue & green) - set(cluster[0] + cluster[1])
                        if board.has_candidate(cell, digit))
        if struck:
            verb = "sees" if len(struck) == 1 else "see"
            return self._step(board, digit, struck, cluster, containers,
                              f"{in_words(cell.name for cell in struck)} {verb} both colours")
        return None

    def _step(self, board, digit, struck, cluster, containers, why):
        symbol = board.layout.symbol(digit)
        colours = " and ".join(f"{name} {in_words(cell.name for cell in sorted(colour))}"
                               for name, colour in zip(COLOURS, cluster))
        where = in_words(container.name for container in containers)
        where = f"each of {where}" if len(containers) > 1 else where
        reason = (f"{symbol} has only two places in {where}; colouring them in turn "
                  f"gives {colours}, and one colour holds every {symbol}; {why}")
        return Step(self.name, eliminations=tuple((cell, digit) for cell in struck),
                    cells=tuple(sorted(cluster[0] + cluster[1])), containers=tuple(containers),
                    reason=reason)

