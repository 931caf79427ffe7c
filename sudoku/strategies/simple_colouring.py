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

The pairs come from what the containers keep (the places of each digit, as a
mask of cells), and each colour is a mask of cells too: a wrap is a colour
that meets the peers of one of its own cells, a trap a cell among the peers of
both colours.

See the docs page *Strategies*, which shows a step of each technique.

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

from typing import TYPE_CHECKING

from sudoku.bitsets import cells_of
from sudoku.step import Link, Mark, Step
from sudoku.strategies.base import SingleDigit
from sudoku.strategies.naked_subset import in_words

if TYPE_CHECKING:
    from sudoku.cell import Cell
    from sudoku.container import Container

COLOURS = ("blue", "green")
"""The names of the two colours, in the order the first cell of a cluster takes them."""


class SimpleColouring(SingleDigit):
    """Strike a digit out by colouring the only two places it has in containers."""

    name = "simple colouring"
    description = (
        "Pick a digit and find every row, column and box where it has only two places; "
        "colour such pairs, alternating two colours wherever they touch. One colour holds "
        "the digit in all its cells and the other in none. If two cells of one colour see "
        "each other, that colour is the false one; and a cell that sees both colours "
        "cannot hold the digit.")
    difficulty = 4.5
    nudge = "look at one digit's pairs of places, coloured in turn"
    example_seed = 16

    def find_in(self, board, digit):
        """Every wrap and trap on ``digit`` that strikes out a candidate.

        Clusters go by their lowest cell index, a wrap before a trap. A cluster
        gives one step of each rule at most: its wrap strikes a whole colour,
        its trap every cell that sees both.
        """
        pairs = conjugate_pairs(board, digit)
        coloured: dict[int, int] = {}
        for first in sorted(pairs):
            if first not in coloured:
                colours, containers = colour_cluster(first, pairs, coloured)
                # One after the other: ``find`` stops at a wrap without looking for a trap.
                for rule in (self._wrap, self._trap):
                    step = rule(board, digit, colours, containers)
                    if step:
                        yield step

    def _wrap(self, board, digit, colours, containers):
        for name, colour in zip(COLOURS, colours):
            clash = first_clash(colour, board.cells)
            if clash:
                why = (f"{clash[0].name} and {clash[1].name} are both {name} and see each "
                       f"other, so {name} is false")
                return self._step(board, digit, cells_of(colour, board.cells), colours,
                                  containers, why)
        return None

    def _trap(self, board, digit, colours, containers):
        blue, green = (seeing(colour, board.cells) for colour in colours)
        around = blue & green & ~(colours[0] | colours[1]) & board.empty_bits
        struck = [cell for cell in cells_of(around, board.cells)
                  if cell.candidate_bits >> digit & 1]
        if struck:
            verb = "sees" if len(struck) == 1 else "see"
            return self._step(board, digit, struck, colours, containers,
                              f"{in_words(cell.name for cell in struck)} {verb} both colours")
        return None

    def _step(self, board, digit, struck, colours, containers, why):
        cells = board.cells

        def reason() -> str:
            symbol = board.layout.symbol(digit)
            listed = " and ".join(f"{name} {in_words(cell.name for cell in cells_of(bits, cells))}"
                                  for name, bits in zip(COLOURS, colours))
            where = in_words(container.name for container in containers)
            where = f"each of {where}" if len(containers) > 1 else where
            return (f"{symbol} has only two places in {where}; colouring them in turn "
                    f"gives {listed}, and one colour holds every {symbol}; {why}")

        blue = colours[0]
        marks = tuple(Mark(cell, digit, "off" if cell.bit & blue else "on")
                      for cell in cells_of(colours[0] | colours[1], cells))
        pairs = dict.fromkeys(tuple(cells_of(container.place_bits[digit], cells))
                              for container in containers)  # a row and a box may agree
        links = tuple(Link((one, digit), (other, digit), True) if one.bit & blue
                      else Link((other, digit), (one, digit), True) for one, other in pairs)
        return Step(self.name, eliminations=tuple((cell, digit) for cell in struck),
                    cells=tuple(cells_of(colours[0] | colours[1], cells)),
                    containers=tuple(containers), marks=marks, links=links, reason=reason)


def conjugate_pairs(board, digit: int) -> dict[int, list[tuple[int, Container]]]:
    """Where ``digit`` has only two places in a container: for each of the two (a cell
    index), the other one and the container; each cell's containers in index order."""
    pairs: dict[int, list[tuple[int, Container]]] = {}
    for container in board.containers:
        places = container.place_bits[digit]
        if places.bit_count() == 2:
            low = places & -places  # the first place; ``places ^ low`` is the other
            first, second = low.bit_length() - 1, (places ^ low).bit_length() - 1
            pairs.setdefault(first, []).append((second, container))
            pairs.setdefault(second, []).append((first, container))
    return pairs


def colour_cluster(first: int, pairs, coloured: dict[int, int]):
    """Colour the cluster of the cell ``first`` breadth first.

    Returns:
        Its cells of each colour, as two masks of cells, and its containers, in
        index order. ``coloured`` gets the colour of each cell (0 or 1).
    """
    colours, containers, queue = [0, 0], set(), [first]
    coloured[first] = 0
    for index in queue:
        colours[coloured[index]] |= 1 << index
        for other, container in pairs[index]:
            containers.add(container)
            if other not in coloured:
                coloured[other] = 1 - coloured[index]
                queue.append(other)
    return colours, sorted(containers, key=lambda each: each.index)


def first_clash(colour: int, cells) -> tuple[Cell, Cell] | None:
    """The first two cells of ``colour`` (a mask) that see each other, or ``None``.

    Pairs go in order of their first cell, then their second (by cell index).
    """
    for cell in cells_of(colour, cells):
        later = colour & cell.peer_bits & -(cell.bit << 1)  # -(bit << 1): every bit above the cell
        if later:
            return cell, cells[(later & -later).bit_length() - 1]
    return None


def seeing(colour: int, cells) -> int:
    """The cells that see a cell of ``colour`` (a mask), as a mask."""
    seen = 0
    for cell in cells_of(colour, cells):
        seen |= cell.peer_bits
    return seen
