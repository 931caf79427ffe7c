"""Almost locked sets one at a time: what a set is, where the sets are, and what joins two.

TL;DR: an [`AlmostLockedSet`][sudoku.strategies.als_sets.AlmostLockedSet] is ``n`` empty
cells of one container that hold ``n + 1`` candidates; ``find_sets`` lists those of every
container, and ``restricted_commons`` names the digits that join two of them.

Role: the vocabulary of the ALS strategies. The module ``sudoku.strategies.als`` says
what the sets are for, and ``sudoku.strategies.als_index`` numbers them for the
strategies' questions. See the docs page *Reference / sudoku.strategies*, under
*Shared by the ALS strategies*.

Each container's sets are kept from one position to the next while its cells keep their
candidates (the caller keeps them, see ``find_sets``): a solve only takes candidates
away, and most containers do not change from one step to the next.
"""

from __future__ import annotations

import functools
from itertools import compress
from operator import eq
from typing import TYPE_CHECKING, NamedTuple

from sudoku.bitsets import cells_of, digits_of, indices_of
from sudoku.strategies.naked_subset import in_words

if TYPE_CHECKING:
    from sudoku.board import Board

MOST_CELLS = 8
"""The most cells an ALS may have (a container of nine keeps one cell out at least)."""


class AlmostLockedSet(NamedTuple):
    """``n`` empty cells of one container holding ``n + 1`` candidates.

    Attributes:
        cells: the cells, as a mask.
        candidates: the digits they hold, as a mask of digits.
        places: for each digit (by index), the cells of the set that hold it, as a mask.
        seen: for each digit, the cells (outside the set) that see every one of its places.
        container: the container the cells share (the first in layout order).
        groups: ``(digit, places)`` for each of its digits, smallest first: sets with the
            same places of a digit have the same partners by it (see ``SetIndex``).
    """

    cells: int
    candidates: int
    places: tuple[int, ...]
    seen: tuple[int, ...]
    container: object
    groups: tuple[tuple[int, int], ...] = ()

    def digits(self, board: Board) -> tuple[int, ...]:
        """Its digits, smallest first."""
        return digits_of(self.candidates)

    def name(self, board: Board) -> str:
        """Its cells by name, as one word each: ``"r1c3"``, ``"r2c5+r2c6"``."""
        return "+".join(cell.name for cell in cells_of(self.cells, board.cells))

    def words(self, board: Board) -> str:
        """The set in words: ``"r2c5+r2c6 (3, 6 and 8)"``."""
        symbol = board.layout.symbol
        return f"{self.name(board)} ({in_words(symbol(d) for d in self.digits(board))})"


def restricted_commons(first: AlmostLockedSet, second: AlmostLockedSet) -> int:
    """The digits that join two ALS, as a mask: both hold it, every place sees every other.

    Two sets that share a cell are not joined here.
    """
    if first.cells & second.cells:
        return 0
    joined = 0
    for digit in digits_of(first.candidates & second.candidates):
        if not second.places[digit] & ~first.seen[digit]:
            joined |= 1 << digit
    return joined


members = indices_of
"""The numbers of the bits set in a mask, lowest first: cells, or sets of a ``SetIndex``."""


_CELL_NUMBERS: dict[int, list[int]] = {}
"""``members`` of the masks of cells met so far: the same few thousand come back all the time."""


def cell_numbers(mask: int) -> list[int]:
    """``members`` of a mask of cells, kept (do not change the list)."""
    found = _CELL_NUMBERS.get(mask)
    if found is None:
        if len(_CELL_NUMBERS) > 100_000:  # bounded, whatever the grids
            _CELL_NUMBERS.clear()
        found = _CELL_NUMBERS[mask] = members(mask)
    return found


_PEERS: dict[int, tuple[object, dict[int, int]]] = {}
"""For each layout (by id, kept alive here): the cells that see every cell of a mask."""


def common_peers(layout) -> dict[int, int]:
    """The memo of ``_PEERS`` for ``layout``: ``{cells: the cells that see all of them}``."""
    kept = _PEERS.get(id(layout))
    if kept is None or kept[0] is not layout:
        if len(_PEERS) > 64:  # layouts made on the fly come and go
            _PEERS.clear()
        kept = _PEERS[id(layout)] = (layout, {})
    return kept[1]


def find_sets(board: Board, most: int, containers: dict,
              peers: dict) -> dict[int, AlmostLockedSet]:
    """Every ALS of the position by its cells, each container's kept unless its cells changed.

    Args:
        board: the position.
        most: the most cells a set may have.
        containers: for each container (by index), its state and its sets at the last
            call, brought up to date here: the caller keeps it from one call to the next.
        peers: ``common_peers`` of the board's layout.
    """
    found: dict[int, AlmostLockedSet] = {}
    for container in board.containers:
        state = (most, tuple(0 if cell.digit else cell.candidate_bits for cell in container.cells))
        known = containers.get(container.index)
        if known is None or known[0] != state:
            before, changed = {}, -1
            if known is not None and known[0][0] == most:  # the sets of unchanged cells stay
                before, changed = {each.cells: each for each in known[1]}, 0
                for cell, then, now in zip(container.cells, known[0][1], state[1]):
                    if then != now:
                        changed |= cell.bit
            known = containers[container.index] = (
                state, _sets_in(container, most, board.cells, peers, before, changed))
        for each in known[1]:
            found.setdefault(each.cells, each)  # a set of two containers: the first names it
    return found


def _sets_in(container, most: int, cells, peers: dict, before: dict,
             changed: int) -> list[AlmostLockedSet]:
    """The ALS of one container: the groups of its empty cells with one digit too many.

    A set found ``before`` whose cells are not among the ``changed`` is taken as it was.
    """
    empty = [cell for cell in container.cells if not cell.digit]
    most = min(most, len(empty) - 1)
    found = []
    for mask, digits in (_by_table if len(empty) <= TABLE_CELLS else _by_growing)(empty, most):
        each = None if mask & changed else before.get(mask)
        found.append(each or _made(mask, digits, container, cells, peers))
    return found


TABLE_CELLS = 12
"""The most empty cells of a container whose every subset ``_by_table`` looks at (4,096)."""


def _by_table(empty: list, most: int) -> list[tuple[int, int]]:
    """``(cells, digits)`` of each ALS of up to ``most`` of the ``empty`` cells, subset by subset.

    The digits of every subset come from two tables, one for the subsets of the first few
    cells and one for those of the rest: a subset's digits are one ``|`` of two entries,
    and Python's built-ins count them (a container of nine has 511 subsets).
    """
    low = len(empty) // 2
    unions = [first | second for second in _unions(empty[low:]) for first in _unions(empty[:low])]
    found = []
    for subset in compress(range(len(unions)), map(eq, map(int.bit_count, unions),
                                                   _one_more(len(empty)))):
        if subset.bit_count() <= most:
            mask = 0
            for place in members(subset):
                mask |= empty[place].bit
            found.append((mask, unions[subset]))
    return found


def _unions(cells: list) -> list[int]:
    """For each subset of ``cells`` (bit ``i`` for the ``i``-th), the digits it holds."""
    found = [0]
    for cell in cells:
        found += [digits | cell.candidate_bits for digits in found]
    return found


@functools.cache
def _one_more(count: int) -> tuple[int, ...]:
    """For each subset of ``count`` cells, its size plus one: the digits of an ALS of it."""
    return tuple(subset.bit_count() + 1 for subset in range(1 << count))


def _by_growing(empty: list, most: int) -> list[tuple[int, int]]:
    """The same as ``_by_table`` for a big container: groups grow a cell at a time, and stop
    once they hold more digits than an ALS of ``most`` cells could."""
    found, stack = [], [(0, 0, 0, 0)]  # from where, cells, digits, size
    while stack:
        start, mask, digits, size = stack.pop()
        for place in range(start, len(empty)):
            grown, held = mask | empty[place].bit, digits | empty[place].candidate_bits
            count = held.bit_count()
            if count <= most + 1:
                if count == size + 2:
                    found.append((grown, held))
                if size + 1 < most:
                    stack.append((place + 1, grown, held, size + 1))
    return found


def _made(mask: int, digits: int, container, cells, peers: dict) -> AlmostLockedSet:
    """The ALS of the cells ``mask`` holding ``digits``, with its places and what sees them."""
    length = len(container.place_bits)  # one entry per digit, and one for 0
    places, seen, groups = [0] * length, [0] * length, []
    for digit in digits_of(digits):
        where = container.place_bits[digit] & mask
        common = peers.get(where)
        if common is None:
            common = -1
            for cell in cells_of(where, cells):
                common &= cell.peer_bits
            peers[where] = common
        places[digit], seen[digit] = where, common & ~mask
        groups.append((digit, where))
    return AlmostLockedSet(mask, digits, tuple(places), tuple(seen), container, tuple(groups))
