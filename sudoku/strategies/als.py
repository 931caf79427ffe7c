"""Almost locked sets: the piece the ALS strategies are built of.

TL;DR: ``n`` empty cells of one container that hold ``n + 1`` candidates between
them are an *almost locked set* (ALS). Take one digit away and the cells are
locked: they must take the ``n`` digits left, one each. A cell with two
candidates is the smallest ALS; a naked pair with one more digit in it is another.

Two ALS are joined by a *restricted common* digit ``x`` when both hold it and
every cell of one that holds ``x`` sees every cell of the other that holds it:
then ``x`` goes in one of them at most, so at least one of them is locked. The
strategies are chains of that one idea:

* [`AlsXz`][sudoku.strategies.als_xz.AlsXz]: two ALS joined by ``x``;
* [`AlsXyWing`][sudoku.strategies.als_xy_wing.AlsXyWing]: two ALS, each joined to a third;
* [`DeathBlossom`][sudoku.strategies.death_blossom.DeathBlossom]: one ALS for each
  candidate of a cell, the *stem*.

Each ends the same way: a digit ``z`` that some ALS must hold goes out of the cells that
see every place of ``z`` in them (``eliminations``).

Why a module of its own: the finder and the link are the technique's vocabulary, used by
four strategies, and each strategy is then one short file (as the fish share
``sudoku.strategies.fish``). The search works on masks, as the fish do: an ALS keeps, for
each digit, its places as a mask of cells and the cells that see them all (``seen``).

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> sets = almost_locked_sets(board)
    >>> first = sets[0]
    >>> first.name(board), sorted(first.digits(board))
    ('r1c3+r3c1', [1, 2, 4])
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, NamedTuple

from sudoku.bitsets import cells_of, digits_of
from sudoku.strategies.naked_subset import in_words

if TYPE_CHECKING:
    from sudoku.board import Board

MOST_CELLS = 8
"""The most cells an ALS may have (a container of nine keeps one cell out at least)."""

_LAST: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, the last position's sets: ``(key, sets, {"joins": ...})``."""


class AlmostLockedSet(NamedTuple):
    """``n`` empty cells of one container holding ``n + 1`` candidates.

    Attributes:
        cells: the cells, as a mask.
        candidates: the digits they hold, as a mask of digits.
        places: for each digit (by index), the cells of the set that hold it, as a mask.
        seen: for each digit, the cells (outside the set) that see every one of its places.
        container: the container the cells share (the first in layout order).
    """

    cells: int
    candidates: int
    places: tuple[int, ...]
    seen: tuple[int, ...]
    container: object

    def digits(self, board) -> tuple[int, ...]:
        """Its digits, smallest first."""
        return digits_of(self.candidates)

    def name(self, board) -> str:
        """Its cells by name, as one word each: ``"r1c3"``, ``"r2c5+r2c6"``."""
        return "+".join(cell.name for cell in cells_of(self.cells, board.cells))

    def words(self, board) -> str:
        """The set in words: ``"r2c5+r2c6 (3, 6 and 8)"``."""
        symbol = board.layout.symbol
        return f"{self.name(board)} ({in_words(symbol(d) for d in self.digits(board))})"


def almost_locked_sets(board: Board, most: int = MOST_CELLS) -> list[AlmostLockedSet]:
    """Every ALS of the position, each once, by its first cell, then its size.

    The ALS strategies stand side by side in the chain and ask at the same position, so
    the last answer for each board is kept, with the candidates it was found for.

    Args:
        board: the position.
        most: the most cells a set may have.
    """
    key = (most, tuple(0 if cell.digit else cell.candidate_bits for cell in board.cells))
    kept = _LAST.get(board)
    if kept is not None and kept[0] == key:
        return kept[1]
    sets = _find_sets(board, most)
    _LAST[board] = (key, sets, {})
    return sets


def _find_sets(board, most: int) -> list[AlmostLockedSet]:
    """Every ALS of the position (see ``almost_locked_sets``), found afresh."""
    found: dict[int, AlmostLockedSet] = {}
    cells = board.cells
    for container in board.containers:
        empty = [cell for cell in container.cells if not cell.digit]
        _grow(empty, 0, 0, 0, 0, min(most, len(empty) - 1), container, cells, found)
    return sorted(found.values(), key=lambda each: (each.cells & -each.cells,
                                                    each.cells.bit_count(), each.cells))


def _grow(empty, start, chosen, held, size, most, container, cells, found) -> None:
    """Add every ALS made of ``chosen`` (``size`` cells) and cells of ``empty`` from ``start``."""
    for position in range(start, len(empty)):
        cell = empty[position]
        mask, digits = chosen | cell.bit, held | cell.candidate_bits
        count = digits.bit_count()
        if count == size + 2 and mask not in found:
            found[mask] = _made(mask, digits, container, cells)
        if size + 1 < most and count <= most + 1:
            _grow(empty, position + 1, mask, digits, size + 1, most, container, cells, found)


def _made(mask: int, digits: int, container, cells) -> AlmostLockedSet:
    """The ALS of the cells ``mask`` holding ``digits``, with its places and what sees them."""
    members = cells_of(mask, cells)
    length = len(container.place_bits)  # one entry per digit, and one for 0
    places, seen = [0] * length, [0] * length
    for digit in digits_of(digits):
        sees = -1
        for cell in members:
            if cell.candidate_bits >> digit & 1:
                places[digit] |= cell.bit
                sees &= cell.peer_bits
        seen[digit] = sees & ~mask
    return AlmostLockedSet(mask, digits, tuple(places), tuple(seen), container)


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


def joined(board) -> list[dict[int, int]]:
    """``joins`` of the position's ``almost_locked_sets``, kept with them."""
    sets = almost_locked_sets(board)
    kept = _LAST[board][2]
    if "joins" not in kept:
        kept["joins"] = joins(sets)
    return kept["joins"]


def joins(sets: list[AlmostLockedSet]) -> list[dict[int, int]]:
    """For each set (by position), the later or earlier sets joined to it: ``{position: digits}``.

    The same as ``restricted_commons`` of every pair, worked out a digit at a time: the
    sets that hold a digit are grouped by their places of it, and a set is joined to the
    groups whose places all lie among the cells that see its own (few do), less the sets
    that share a cell with it.
    """
    by_digit: dict[int, dict[int, list[tuple[int, int]]]] = {}
    for position, each in enumerate(sets):
        for digit in digits_of(each.candidates):
            groups = by_digit.setdefault(digit, {})
            groups.setdefault(each.places[digit], []).append((position, each.cells))
    found: list[dict[int, int]] = [{} for _ in sets]
    for position, each in enumerate(sets):
        links, cells = found[position], each.cells
        for digit in digits_of(each.candidates):
            unseen, bit = ~each.seen[digit], 1 << digit
            for places, group in by_digit[digit].items():
                if not places & unseen:
                    for other, other_cells in group:
                        if not cells & other_cells:
                            links[other] = links.get(other, 0) | bit
    return found


def holders(board) -> list[int]:
    """For each digit (by index), the empty cells that hold it, as a mask."""
    found = [0] * (board.layout.size + 1)
    for cell in board.cells:
        if not cell.digit:
            for digit in digits_of(cell.candidate_bits):
                found[digit] |= cell.bit
    return found


def eliminations(board, digit: int, sets, held: list[int]) -> tuple:
    """``(cell, digit)`` for every cell outside ``sets`` that holds ``digit`` and sees all
    its places in every one of them; ``held`` is what ``holders`` gives.

    Every set must hold ``digit`` (a set without it has no places to see: nothing is struck).
    """
    targets = held[digit]
    for each in sets:
        targets &= each.seen[digit] & ~each.cells
    return tuple((cell, digit) for cell in cells_of(targets, board.cells))
