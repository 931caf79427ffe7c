"""Where a finned fish may strike: the targets each base line may join, and what a fish strikes.

TL;DR: a finned fish is searched from a cell to strike, the *target*, which must see
every fin. ``line_targets`` gives, for each line that may join a base, the targets it
allows; ``in_at_least`` keeps the targets that ``size`` lines allow, and ``struck_by``
gives what a fish, once found, strikes. What a line allows hangs on its places alone,
so ``blind_cells`` is kept for each mask of places (``sudoku.strategies.fish_lines.kept``).

Role: the pruning under the strategy [`FinnedFish`][sudoku.strategies.finned_fish.FinnedFish]
(the module ``sudoku.strategies.finned_fish`` says why a fish is searched from its
target). See the docs page *Reference / sudoku.strategies*, under *Parts of one
strategy*.
"""

from __future__ import annotations

from sudoku.bitsets import cells_of
from sudoku.strategies.fish_lines import kept, remember


def line_targets(board, digit, bases, covers, lines, size):
    """For each of ``lines`` (with its places), the targets whose base it may join.

    They are the other places of the digit, less the cells that miss the
    line's places in ``size`` cover lines or more.
    """
    spots = 0  # every place of the digit: the cells a fish could strike it from
    for line in bases.lines:
        spots |= line.place_bits[digit]
    known = kept(board, ("finned fish", size, covers.kind))
    joins = []
    for _, places in lines:
        blind = known.get(places)
        if blind is None:
            blind = blind_cells(board, places, covers, size)
            remember(known, places, blind)
        joins.append(spots & ~places & ~blind)
    return joins


def blind_cells(board, places, covers, size):
    """The cells that miss the places of a line in ``size`` cover lines or more.

    ``places`` are the line's places, as a mask of cells; a cell misses
    them in a cover line when it does not see every one of them there. The
    answer depends on the board's shape alone, so the search keeps it.
    """
    everything = (1 << len(board.cells)) - 1
    seen = {}  # for each cover line, the cells that see the places in it
    for cell in cells_of(places, board.cells):
        cover = covers.bit_of[cell.index]
        seen[cover] = seen.get(cover, everything) & cell.peer_bits
    return in_at_least([everything & ~each for each in seen.values()], size)


def struck_by(board, digit, covers, cover, places, fins):
    """The cells that lose ``digit`` to the fish of ``cover`` (a mask of lines) and ``fins``:
    the cover's places outside the base that see every fin."""
    seeing = -1
    for fin in cells_of(fins, board.cells):
        seeing &= fin.peer_bits
    struck = 0
    for line in covers.picked(cover):
        struck |= line.place_bits[digit]
    return struck & seeing & ~places


def in_at_least(masks, count: int) -> int:
    """The bits set in at least ``count`` of ``masks``, counted for every bit at once.

    Examples:
        >>> bin(in_at_least([0b0011, 0b0110, 0b1100], 2))
        '0b110'
    """
    reached = [0] * count  # reached[n]: the bits set in more than n of the masks so far
    for mask in masks:
        for n in range(count - 1, 0, -1):
            reached[n] |= reached[n - 1] & mask
        reached[0] |= mask
    return reached[-1]
