"""Sue de Coq: where two containers meet, cells whose digits the two containers share out.

Take two containers that share cells, a box and a row say, and two or three empty cells
where they meet, the *core*, holding at least two digits more than cells. Add cells from
the rest of the row and cells from the rest of the box, each holding a digit of the core,
the row part holding no digit that the box part holds, so that all the cells together
hold as many digits as there are cells. No digit can go twice among them: the row part
and the core are in the row, the core and the box part in the box, and the two parts
share no digit. So each of those digits goes in exactly one of the cells. A digit of the
row part (or of the core, and not of the box part) is then in the row inside these
cells, and leaves the rest of the row; a digit of the box part (or of the core, and not
of the row part) leaves the rest of the box. It is named after the player who first
posted it.

Sudoku Explainer does not rate it. HoDoKu lists it apart from its chains and almost
locked sets; it is the reasoning of two almost locked sets, one in each container,
about one group of cells, and we put it after the nice loop (7.0), before the ALS-XZ
(7.2): 7.1, the number the ALS-XZ left free for it. It reasons about any two containers
that share cells, so it holds for every layout.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 7)
    ...     "..5.12.4..9....2..82.3....1.8..3...5..6.7.12..7.......9...23...2....74..7....96.2")
    >>> print(SueDeCoq().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c3<>3, r5c1<>4, r6c1<>1, r6c1<>4: Sue de Coq, where column 1 meets box 1, the cells
    r1c1+r2c1 (1, 3, 4 and 6), with r4c1 (1 and 4) in column 1 and r1c2 (3 and 6) in box 1,
    which share no digit, are 4 cells holding 4 digits, one each: 1 and 4 leave the rest of
    column 1; 3 leaves the rest of box 1
"""

from __future__ import annotations

import weakref

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.als_steps import distinct, set_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words

MOST_CORE = 3
"""The most cells of the core: a box and a line of a 9x9 grid share three."""

MOST_PART = 4
"""The most cells of a part (the cases of HoDoKu's library need four at most): it bounds
the search on big grids, where the rest of a row outside a box has a dozen cells or more."""

_LOOKED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, the pairs of containers where the search found nothing, each with the
candidates of their cells then: the search depends on nothing else, so it skips them
while those stay the same."""


class SueDeCoq(Strategy):
    """Strike the digits that cells where two containers meet, and a few of each, share out."""

    name = "Sue de Coq"
    description = (
        "Where a box and a row (or column) meet, take two or three cells holding at least two "
        "digits more than cells. Add cells from the rest of the row and from the rest of the "
        "box, the two parts sharing no digit, until all of them hold just as many digits as "
        "cells: then each digit goes in one of them. The row part's digits leave the rest of "
        "the row, the box part's the rest of the box, and the core's other digits both.")
    nudge = "look where a box meets a row or column: cells there with two digits too many"
    difficulty = 7.1
    example_seed = 8

    def find(self, board):
        """The first group of cells that strikes something, as a step, or ``None``.

        Pairs of containers go in layout order; then cores, smaller first; then the
        parts in the first container, smaller first, then those in the second.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every group of cells that strikes something, in the order ``find`` tries them."""
        return distinct(self._groups(board))

    def _groups(self, board):
        """The steps of ``find_all``, a group that strikes what another one does included."""
        looked = _LOOKED.setdefault(board, {})
        for first in board.containers:
            for second, shared in first.overlaps:
                if second.index > first.index:
                    self.deadline.check()
                    state = tuple(0 if cell.digit else cell.candidate_bits
                                  for cell in first.cells + second.cells)
                    if looked.get((first.index, second.index)) == state:
                        continue  # nothing here last time, and nothing changed since
                    has_struck = False
                    for step in self._where(board, first, second, shared):
                        has_struck = True
                        yield step
                    if not has_struck:
                        looked[first.index, second.index] = state

    def _where(self, board, first, second, shared):
        """Every step where ``first`` and ``second`` meet in the cells ``shared``."""
        middle = [cell for cell in cells_of(shared, board.cells) if not cell.digit]
        cores = [(core, digits) for core, digits in _groups_of(middle, MOST_CORE)  # each part
                 if core.bit_count() >= 2  # makes up one digit at least, MOST_PART at most
                 and 2 <= digits.bit_count() - core.bit_count() <= 2 * MOST_PART]
        for core, digits in cores:
            spare = digits.bit_count() - core.bit_count()  # what the two parts must make up
            by_gain: dict[int, list[tuple[int, int]]] = {}
            for cells, held, gain in _parts(second, shared, digits, spare):
                by_gain.setdefault(gain, []).append((cells, held))
            for cells, held, gain in _parts(first, shared, digits, spare):
                for others, other_held in by_gain.get(spare - gain, ()):
                    if not held & other_held:
                        step = self._step(board, (first, core | cells, held | digits & ~other_held),
                                          (second, core | others, other_held | digits & ~held),
                                          (core, digits, cells, held, others, other_held))
                        if step is not None:
                            yield step

    def _step(self, board, first_side, second_side, pattern):
        """The step, or ``None`` if the pattern strikes nothing."""
        struck = []
        for container, kept, digits in (first_side, second_side):
            for digit in digits_of(digits):
                for cell in cells_of(container.place_bits[digit] & ~kept, board.cells):
                    struck.append((cell, digit))
        if not struck:
            return None
        struck = sorted(set(struck), key=lambda pair: (pair[0].index, pair[1]))
        core, digits, cells, held, others, other_held = pattern
        (first, _, first_digits), (second, _, second_digits) = first_side, second_side
        symbol = board.layout.symbol

        def named(mask: int, digits: int) -> str:
            names = "+".join(cell.name for cell in cells_of(mask, board.cells))
            return f"{names} ({in_words(symbol(d) for d in digits_of(digits))})"

        def leave(container, digits: int) -> str:
            lost = sorted({digit for cell, digit in struck
                           if digits >> digit & 1 and container in cell.containers})
            verb = "leaves" if len(lost) == 1 else "leave"
            return f"{in_words(symbol(d) for d in lost)} {verb} the rest of {container.name}" \
                if lost else ""

        every = core | cells | others
        count = every.bit_count()
        parts = [part for part in (leave(first, first_digits), leave(second, second_digits)) if part]
        return Step(self.name, eliminations=tuple(struck),
                    cells=tuple(cells_of(every, board.cells)), containers=(first, second),
                    marks=set_marks(board, (core, digits, "pivot"), (cells, held, "als a"),
                                    (others, other_held, "als b")),
                    reason=lambda: f"where {first.name} meets {second.name}, the cells "
                                   f"{named(core, digits)}, with {named(cells, held)} in "
                                   f"{first.name} and {named(others, other_held)} in "
                                   f"{second.name}, which share no digit, are {count} cells "
                                   f"holding {count} digits, one each: {'; '.join(parts)}")


def _parts(container, shared: int, digits: int, spare: int) -> list[tuple[int, int, int]]:
    """The groups of cells of ``container`` outside ``shared`` that may be a part with a core
    holding ``digits``, ``spare`` more than its cells, smaller first: ``(cells, digits, gain)``.

    Each cell holds one of ``digits``; the *gain* of a part, its cells less its digits that
    are not the core's, is what it makes up of ``spare``, and the other part makes up the
    rest: one at least each. A part has ``MOST_PART`` cells at most, so it holds fewer other
    digits than that, and a group that holds as many stops growing.
    """
    found = [(0, 0)]
    for cell in container.cells:
        if not cell.digit and not cell.bit & shared and cell.candidate_bits & digits:
            found += [(mask | cell.bit, held | cell.candidate_bits) for mask, held in found
                      if mask.bit_count() < MOST_PART
                      and ((held | cell.candidate_bits) & ~digits).bit_count() < MOST_PART]
    parts = []
    for mask, held in found[1:]:
        gain = mask.bit_count() - (held & ~digits).bit_count()
        if 0 < gain < spare:
            parts.append((mask, held, gain))
    return sorted(parts, key=lambda part: (part[0].bit_count(), part[0]))


def _groups_of(cells: list, most: int) -> list[tuple[int, int]]:
    """Every group of up to ``most`` of ``cells``, smaller first: ``(cells, digits)`` as masks."""
    found = [(0, 0)]
    for cell in cells:
        found += [(mask | cell.bit, digits | cell.candidate_bits) for mask, digits in found
                  if mask.bit_count() < most]
    return sorted(found[1:], key=lambda group: (group[0].bit_count(), group[0]))
