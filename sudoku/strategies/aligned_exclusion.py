"""Aligned exclusion: try every way to fill two or three cells, and keep what survives.

Take a few unsolved cells, the *base*, and list every way to give each one of
its candidates. A way is impossible if two base cells that see each other get
the same digit, or if it takes every candidate of a cell that sees all the
base cells: that cell, an *excluder*, would be left empty. A candidate of a
base cell that no possible way uses is false.

With two base cells this is the *aligned pair exclusion*, with three the
*aligned triple exclusion*. The names and the rules for picking the cells are
Sudoku Explainer's (SE), whose numbers they carry, 6.2 and 7.5:

* the excluders hold two candidates (for a triple, two or three), and the base
  cells share at least two of them. With one, a pair strikes no more than a
  naked pair would;
* a triple holds a cell of two or three candidates that sees another base cell
  (SE builds its triples that way: two cells, then one of the excluders of
  either).

The project's own chain has neither: its ALS techniques reason about such
cells with sets of digits, which read better than a table of fillings. The se
scale plays both, in SE's places (``sudoku.scales.se_solve``). A search that
finds nothing notes the board's candidates (``Strategy.notes``), and the next
skips every base whose cells and excluders have not changed since.

The reasoning needs nothing but cells that see each other, so it holds for
every layout.

See the docs pages *Difficulty* (the se scale plays it) and *Reference / sudoku.strategies*,
under *Strategies a scale plays*.

Examples:
    >>> from sudoku.position import read_position
    >>> board = read_position('''
    ...     5   489  7   | 68 1  3 | 469  2    469
    ...     89  138  39  | 2  68 4 | 1679 5679 15679
    ...     14  2    6   | 9  5  7 | 8    3    14
    ...     28  5    28  | 46 69 1 | 479  79   3
    ...     3   49   1   | 5  7  2 | 469  8    469
    ...     6   7    49  | 34 39 8 | 5    1    2
    ...     789 189  5   | 18 2  6 | 3    4    179
    ...     14  1346 48  | 7  38 9 | 2    56   156
    ...     279 369  239 | 13 4  5 | 1679 679  8''').board()  # a generated puzzle, on SE's path
    >>> print(AlignedExclusion(2).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r8c2<>4: aligned pair exclusion, r7c2 and r8c2 both see r5c2 (4 or 9), r8c1 (1 or 4)
    and r8c3 (4 or 8): no way to fill them that leaves each of those a digit and repeats
    none in a house has 4 in r8c2
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku.bitsets import cells_of, digits_of, single_bits
from sudoku.step import Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.rectangle_steps import either

NAMES = {2: "aligned pair exclusion", 3: "aligned triple exclusion"}
"""The name of the technique for each size of base."""

NUMBERS = {2: 6.2, 3: 7.5}
"""SE's number for each size of base."""


class AlignedExclusion(Strategy):
    """Strike the candidates of two or three cells that no possible filling of them uses.

    Args:
        size: how many base cells, 2 (a pair) or 3 (a triple).
    """

    description = (
        "Pick two or three unsolved cells and list every way to fill them. Drop the ways "
        "that give one digit to two of them that see each other, and the ways that take "
        "every candidate of a cell that sees them all. A candidate that no way left uses "
        "is false.")
    nudge = "look for cells that see the same two cells of two candidates"

    def __init__(self, size: int = 2):
        super().__init__()
        if size not in NAMES:
            raise ValueError(f"an aligned exclusion takes 2 or 3 cells, not {size}")
        self.size = size
        self.name, self.difficulty = NAMES[size], NUMBERS[size]

    def find(self, board):
        """The first aligned exclusion that strikes out a candidate, as a step, or ``None``.

        A search that finds nothing notes the board's candidates (``notes``); the
        next one skips the bases whose cells and excluders have not changed since,
        which can strike nothing new: an excluder they lost takes nothing away,
        and one they gained is a changed cell.
        """
        notes = self.notes(board)
        now = open_candidates(board)
        before = notes.get("quiet")
        changed = -1 if before is None else sum(
            cell.bit for cell, old, new in zip(board.cells, before, now) if old != new)
        step = next(self._search(board, changed), None)
        if step is None:
            notes["quiet"] = now
        return step

    def find_all(self, board) -> Iterator[Step]:
        """Every aligned exclusion that strikes out a candidate, bases in the order of their
        cells (nothing is skipped)."""
        return self._search(board, -1)

    def _search(self, board, changed: int) -> Iterator[Step]:
        """The steps of the bases that hold or see a cell of the mask ``changed``."""
        open_cells = [cell for cell in board.cells
                      if not cell.digit and cell.candidate_bits.bit_count() >= 2]
        small = sum(cell.bit for cell in open_cells  # the cells that may be excluders
                    if cell.candidate_bits.bit_count() <= self.size)
        bases = [cell for cell in open_cells if cell.peer_bits & small]
        if self.size == 2:
            for first, second, shared in self._pairs(board, bases, small, changed):
                if (first.bit | second.bit | shared) & changed:
                    step = self._step(board, (first, second), shared)
                    if step is not None:
                        yield step
            return
        tried = set()  # the triples already tried, as masks of their cells
        for first, second, shared in self._pairs(board, bases, small, -1):
            # The third cell holds two or three candidates and sees one of the others.
            pair = first.bit | second.bit
            thirds = (first.peer_bits | second.peer_bits) & small & ~pair
            if not (pair | shared) & changed:
                thirds &= changed  # the excluders are shared: only the third can change
            for third in cells_of(thirds, board.cells):
                excluders, cells = shared & third.peer_bits, pair | third.bit
                if excluders.bit_count() < 2 or cells in tried:
                    continue
                tried.add(cells)
                if (cells | excluders) & changed:
                    step = self._step(board, (first, second, third), excluders)
                    if step is not None:
                        yield step

    def _pairs(self, board, bases, small: int, changed: int):
        """Each pair of ``bases`` that shares two cells of the mask ``small`` or more, with
        the mask of those; with ``first`` unchanged, only the pairs that hold or share a
        cell of the mask ``changed`` (``-1`` for all)."""
        later = sum(cell.bit for cell in bases)  # the bases after the first, as a mask
        for first in bases:
            self.deadline.check()
            later ^= first.bit
            seconds = later
            if not first.bit & changed:  # a changed second, or one that sees a changed excluder
                seconds &= changed
                for excluder in cells_of(first.peer_bits & small & changed, board.cells):
                    seconds |= later & excluder.peer_bits
            for second in cells_of(seconds, board.cells):
                shared = first.peer_bits & second.peer_bits & small
                if shared.bit_count() >= 2:
                    yield first, second, shared

    def _step(self, board, base, excluders: int):
        """The step of ``base`` against the cells of the mask ``excluders``, or ``None``
        when every candidate of the base survives (the step lists the base in layout order)."""
        outside = cells_of(excluders, board.cells)
        held = [cell.candidate_bits for cell in outside]
        digits = 0
        for mask in held:
            digits |= mask
        if not may_strike(base, digits):
            return None
        used = survivors(base, held)
        if all(cell.candidate_bits == kept for cell, kept in zip(base, used)):
            return None
        base, used = zip(*sorted(zip(base, used), key=lambda pair: pair[0].index))
        eliminations = tuple((cell, digit) for cell, kept in zip(base, used)
                             for digit in digits_of(cell.candidate_bits & ~kept))
        seen = [(cell.name, cell.candidate_bits) for cell in outside]
        return Step(self.name, eliminations=eliminations, cells=base,
                    reason=lambda: exclusion_words(board, base, seen, eliminations))

    def __repr__(self) -> str:
        return f"AlignedExclusion({self.size})"


def open_candidates(board) -> tuple[int, ...]:
    """The candidates of each cell of ``board``, as masks (0 for a cell with a digit)."""
    return tuple(0 if cell.digit else cell.candidate_bits for cell in board.cells)


def survivors(base, held: list[int]) -> list[int]:
    """For each cell of ``base`` (two or three), the mask of its digits that some possible
    filling uses.

    A filling is possible if no two base cells that see each other share a digit
    and it leaves each mask of ``held`` (the excluders' candidates, two or three
    digits each) a digit. So an excluder of two digits forbids them together:
    each digit has its *partners*, the digits it may not go with. One of three
    forbids the three together. The fillings of every cell but the one of most
    candidates are listed, partners never together; for each, that last cell may
    take its candidates less the partners of the digits taken, less the third of
    an excluder they hold two of, less the digits of the cells it sees. The
    search stops once every candidate has a filling.
    """
    partners: dict[int, int] = {}  # a digit's bit: the bits of the digits it may not go with
    thirds: dict[int, int] = {}  # two digits' bits: the bits that would complete an excluder
    for mask in held:
        if mask.bit_count() == 2:
            low = mask & -mask
            partners[low] = partners.get(low, 0) | mask ^ low
            partners[mask ^ low] = partners.get(mask ^ low, 0) | low
        else:
            for bit in single_bits(mask):
                thirds[mask ^ bit] = thirds.get(mask ^ bit, 0) | bit
    counts = [cell.candidate_bits.bit_count() for cell in base]
    order = sorted(range(len(base)), key=counts.__getitem__)
    *front, last = (base[i] for i in order)
    wanted = [base[i].candidate_bits for i in order]
    used = [0] * len(base)
    sees_last = [cell.peer_bits & last.bit != 0 for cell in front]
    if len(front) == 1:
        for x in single_bits(front[0].candidate_bits):
            allowed = last.candidate_bits & ~partners.get(x, 0) & ~(x if sees_last[0] else 0)
            if allowed:
                used[0] |= x
                used[1] |= allowed
    else:
        first, second = front
        apart = first.peer_bits & second.bit == 0
        for x in single_bits(first.candidate_bits):
            barred = partners.get(x, 0)
            for y in single_bits(second.candidate_bits & ~barred & ~(0 if apart else x)):
                allowed = (last.candidate_bits & ~barred & ~partners.get(y, 0)
                           & ~thirds.get(x | y, 0)
                           & ~(x if sees_last[0] else 0) & ~(y if sees_last[1] else 0))
                if allowed:
                    used[0] |= x
                    used[1] |= y
                    used[2] |= allowed
            if used == wanted:
                break
    kept = [0] * len(base)
    for at, i in enumerate(order):
        kept[i] = used[at]
    return kept


def may_strike(base, digits: int) -> bool:
    """Whether excluders holding only ``digits`` can strike anything from ``base``.

    If every base cell had as many candidates outside ``digits`` as there are
    base cells, each could take one of those, all different: a filling that
    empties no excluder and repeats no digit, with any candidate of any one
    cell. So some cell must have fewer.
    """
    return any((cell.candidate_bits & ~digits).bit_count() < len(base) for cell in base)


def exclusion_words(board, base, seen, eliminations) -> str:
    """Why an aligned exclusion strikes ``eliminations``: the base, its excluders, the rule."""
    symbol = board.layout.symbol
    excluders = in_words(f"{name} ({either(board, mask)})" for name, mask in seen)
    struck = in_words(f"{symbol(digit)} in {cell.name}" for cell, digit in eliminations)
    see = "both see" if len(base) == 2 else "all see"
    return (f"{in_words(cell.name for cell in base)} {see} {excluders}: no way to fill "
            f"them that leaves each of those a digit and repeats none in a house has {struck}")
