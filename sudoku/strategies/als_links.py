"""Almost locked sets as nodes of a chain: links inside a set of n cells with n + 1 digits.

TL;DR: r1c3 and r3c1 holding only 5, 6 and 9 between them hold two of the three;
so if they hold no 5, they hold 9 (and 6): "5 is in one of them" or "9 is" is
true, a strong link between the places of 5 and the places of 9 in the set.

An *almost locked set* (ALS) is ``n`` cells of one container that hold ``n + 1``
digits between them. Without one of its digits it is locked and holds every
other one. So for any two of its digits ``a`` and ``b``, the places of ``a`` in
the set and the places of ``b`` are strongly linked, and each, as a node, links
weakly to the places of its digit that see all of it, as a group of places does
(``sudoku.strategies.grouped_links``). The sets are looked for in every
container, so they hold for every layout.

See the docs page *Reference / sudoku.strategies*, under *Shared by the chains*.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 8)
    ...     "4...3....2..6....1.1874.........659.3...2.4.65..........745.9...3.......9.4...2..")
    >>> links = AlsLinks(board)
    >>> for link in links.strong_from((board.cell("r1c3"), 5))[-1:]:
    ...     print(link.words())
    r1c3=9 is true (r1c3, r3c1 hold only 5, 6, 9: without 5 they are locked)
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sudoku.bitsets import _DIGITS
from sudoku.strategies.chain_link import Link, named
from sudoku.strategies.grouped_links import GroupedLinks
from sudoku.strategies.links import CELL, PLACES

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.container import Container

__all__ = ["LISTED_SET_CELLS", "MOST_ALS_CELLS", "AlsLink", "AlsLinks"]


MOST_ALS_CELLS = 3
"""The most cells of an almost locked set that ``AlsLinks`` makes nodes of, unless told."""

LISTED_SET_CELLS = 5
"""The most cells of a set in the chains a listing shows (``find_all``): more nodes, slower."""


@dataclass(frozen=True)
class AlsLink(Link):
    """A strong link inside an almost locked set: without one digit, the set holds the other.

    Attributes:
        locked: the set's cells and its digits, ``(cells, digits)``.
        inside: a container that holds every cell of the set.
    """

    locked: tuple = ()
    inside: Container | None = None

    @property
    def container(self) -> Container | None:
        """The container of the set."""
        return self.inside

    def words(self, symbol=str) -> str:
        """What the link says about its target, with the set that makes it true."""
        cells, digits = self.locked
        names = ", ".join(cell.name for cell in cells)
        held = ", ".join(symbol(digit) for digit in digits)
        return (f"{named(self.target, symbol)} is true ({names} hold only {held}: without "
                f"{symbol(self.source[1])} they are locked)")


class AlsLinks(GroupedLinks):
    """Grouped links, and nodes inside almost locked sets of up to ``MOST_ALS_CELLS`` cells.

    An almost locked set (ALS) is ``n`` cells of one container holding ``n + 1``
    digits between them. Without one of its digits it is locked, so it holds every
    other one: for any two of its digits ``a`` and ``b``, "``a`` is in one of its
    cells" or "``b`` is" is true, a strong link between the places of ``a`` and the
    places of ``b`` in the set. Those places are nodes like groups, and link weakly
    to the places of their digit that see all of them.

    Args:
        board: the position (only read).
        strong: where strong links may lie (``PLACES``, ``CELL`` or both).
        weak: where weak links may lie.
        most_cells: the most cells of a set.

    Attributes:
        inside_sets: for each pair of nodes (both ways) strongly linked inside a set,
            the set as ``((cells, digits), container)``.
    """

    def __init__(self, board: Board, strong: tuple[str, ...] = (PLACES, CELL),
                 weak: tuple[str, ...] = (PLACES, CELL), most_cells: int = MOST_ALS_CELLS):
        self.most_cells = most_cells  # asked while the tables are made
        super().__init__(board, strong, weak)

    def strong_pairs(self, board: Board) -> list[tuple[tuple, tuple]]:
        """The strong links of the groups, then those inside each set, each once."""
        pairs = super().strong_pairs(board)
        self.inside_sets: dict[tuple, tuple] = {}
        for cells, container in _almost_locked_sets(board, self.most_cells):
            digits = 0
            for cell in cells:
                digits |= cell.candidate_bits
            places = {digit: sum(cell.bit for cell in cells if cell.candidate_bits >> digit & 1)
                      for digit in _DIGITS[digits]}
            for one, other in itertools.combinations(places, 2):
                ends = self.node(one, places[one]), self.node(other, places[other])
                if ends not in self.inside_sets:
                    locked = ((cells, tuple(places)), container)
                    self.inside_sets[ends] = self.inside_sets[ends[::-1]] = locked
                    pairs.append(ends)
        return pairs

    def link(self, source: int, target: int, is_strong: bool) -> Link:
        """The link between two numbers; an ``AlsLink`` for one inside a set."""
        ends = self.candidate(source), self.candidate(target)
        if is_strong and ends in self.inside_sets:
            locked, container = self.inside_sets[ends]
            return AlsLink(ends[0], ends[1], True, None, locked, container)
        return super().link(source, target, is_strong)


def _almost_locked_sets(board: Board, most_cells: int = MOST_ALS_CELLS):
    """Each almost locked set of 2 to ``most_cells`` cells once, with a container of it."""
    found = set()
    for container in board.containers:
        empty = [cell for cell in container.cells if not cell.digit]
        for size in range(2, most_cells + 1):
            for cells in itertools.combinations(empty, size):
                digits = 0
                for cell in cells:
                    digits |= cell.candidate_bits
                if digits.bit_count() == size + 1:
                    bits = sum(cell.bit for cell in cells)
                    if bits not in found:
                        found.add(bits)
                        yield cells, container
