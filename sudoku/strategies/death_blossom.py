"""Death Blossom: a cell, the *stem*, and one almost locked set for each of its candidates.

The stem holds, say, 2, 5 and 8. For each of them there is an almost locked set
(see the module ``sudoku.strategies.als``), a *petal*, that holds the digit only in
cells that see the stem. Whichever digit the stem takes, that petal loses it and is
locked on its other digits. So if every petal holds a digit ``z`` (not one of the
stem's), the locked petal holds ``z``, and no cell that sees every ``z`` of every
petal can be ``z``. No petal holds the stem: the stem holds the petal's digit, and a
cell does not see itself.

*Overlap*: whichever digit ``d`` the stem takes, the reasoning asks about ``d``'s petal
alone, never about two petals together. So the exact condition is one for each petal:
every place of its digit in it sees the stem, and it holds ``z``; petals may share
cells, and one set may even be the petal of several digits (it loses whichever of them
the stem takes, and is locked all the same). The struck cells see every ``z`` of every
petal, so they lie outside all of them. ``find`` looks only at petals that share no
cell, as a player looks first; ``find_all`` lists after those the blossoms whose petals
share cells, but not one set for every digit (that is an
[`AlsXz`][sudoku.strategies.als_xz.AlsXz] with the stem for a set).

Sudoku Explainer does not rate it. It is the [`AlsXyWing`][sudoku.strategies.als_xy_wing.AlsXyWing]
(7.3) with a cell for its pivot and a petal for each candidate, and HoDoKu orders it
last of its ALS techniques: 7.5, leaving 7.4 for the ALS-XY-Chain, which comes before it. Stems of up to
``MOST_PETALS`` candidates are tried. It holds for every layout.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 4)
    ...     "..1978......1..8..8.5.2...4312...5.86......4.........312456938759378...17...31...")
    >>> print(DeathBlossom().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c1<>4: Death Blossom, whatever r1c7 is, one of its petals r2c2+r2c3+r2c5+r2c6+r2c8+r2c9
    (2, 3, 4, 5, 6, 7 and 9) for 2 and r1c1+r1c2+r1c8+r1c9 (2, 3, 4, 5 and 6) for 6 is locked,
    and each holds 4: 4 leaves the cells that see all its places in every petal

    Petals that share cells (``find`` finds none here; ``find_all`` lists them):

    >>> board = Board.from_text(  # from a human solve of the 66th puzzle of top95
    ...     "345671298..725.....2..8.57....7.5....7..1..2....4.2....36.2..1.......9.......7.82")
    >>> print(next(DeathBlossom().find_all(board)))  # doctest: +NORMALIZE_WHITESPACE
    r8c6<>4: Death Blossom, whatever r3c4 is, one of its petals r2c6+r3c6+r7c6 (3, 4, 8 and 9)
    for 3 and r2c6+r3c6 (3, 4 and 9) for 9 is locked, and each holds 4: 4 leaves the cells
    that see all its places in every petal
"""

from __future__ import annotations

from itertools import chain

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.als import index
from sudoku.strategies.als_sets import AlmostLockedSet
from sudoku.strategies.als_steps import distinct, set_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words

MOST_PETALS = 4
"""The most candidates a stem may have: each is a petal to find, and the search multiplies."""


class DeathBlossom(Strategy):
    """Strike a digit that every petal of a stem cell holds, from the cells that see them all."""

    name = "Death Blossom"
    description = (
        "Pick a cell, the stem, and for each of its candidates find an almost locked set (cells "
        "with one candidate more than cells) whose places of that digit all see the stem. "
        "Whatever the stem is, the set of that digit loses it and is locked on the rest. So a "
        "digit that every set holds is in one of them, and a cell that sees all of its places "
        "in every set cannot take it.")
    nudge = "look for a cell whose every candidate ties it to a group of cells with one digit spare"
    difficulty = 7.5
    example_seed = 4

    def find(self, board):
        """The first blossom that strikes something, as a step, or ``None``.

        Stems go in cell order; petals in the order of ``almost_locked_sets``. A blossom
        grows a petal at a time, keeping for each digit every petal so far holds the cells
        that see all its places in them: once none is left, no more petals can help. A
        stem that kept its candidates since it struck nothing at an earlier position of
        the solve needs a petal that is new since.
        """
        return next(self._blossoms(board, every=False), None)

    def find_all(self, board):
        """Every blossom that strikes something: first in the order ``find`` tries them,
        then the blossoms whose petals share cells, in the same order.

        The index is told what ``find`` would tell it (``SetIndex.note``): the stems
        before the first blossom, looked at in vain.
        """
        return distinct(chain(self._blossoms(board, every=True),
                              self._blossoms(board, every=True, overlap=True)))

    def _blossoms(self, board, every, overlap=False):
        """The steps of the blossoms, stem by stem: all, or only the first (``every``); of
        petals apart, or (``overlap``) of petals that share cells, which ``find`` never
        looks at, so that search neither asks the index nor tells it anything."""
        found = index(board)
        cleared, fresh, since = (not overlap and found.recall(self)) or ({}, found.alive, None)
        looked = {}
        noted = overlap
        for stem in board.cells:
            digits = stem.candidate_bits
            if stem.digit or not 2 <= digits.bit_count() <= MOST_PETALS:
                continue
            self.deadline.check()
            choices = [(digit, found.seeing[digit].get(stem.index, 0) & found.alive)
                       for digit in digits_of(digits)]  # the petals: all places see the stem
            looked[stem.index] = digits
            again = cleared.get(stem.index) == digits
            if all(petals for _, petals in choices) and not (
                    again and not any(petals & fresh for _, petals in choices)):
                steps = [] if every else None  # without a list, the first is returned
                first = self._grow(board, found, stem, choices, [], -1, None,
                                   fresh if again else -1, steps, overlap)
                if first is not None:
                    steps = [first]
                if steps and not noted:
                    del looked[stem.index]
                    before = dict(looked)  # ``looked`` goes on growing
                    before.update((cell, digits) for cell, digits in cleared.items()
                                  if cell > stem.index)
                    found.note(self, before, since)
                    noted = True
                yield from steps or ()
        if not noted:
            found.note(self, looked)

    def _grow(self, board, found, stem, choices, petals, within, targets, wanted, steps=None,
              overlap=False):
        """The first blossom made of ``petals`` and one more for each choice left, or
        ``None``; or, given a list ``steps``, every such blossom added to it (and ``None``).

        ``targets`` maps each digit that every petal holds (the stem's left out) to the
        cells that would lose it; ``within`` is the sets that may still be petals: they
        share no cell with one (unless ``overlap``), and would strike one of the targets.
        One petal must be among ``wanted``, until one is. A plain function, not a
        generator: it is called for every petal tried.
        """
        if len(petals) == len(choices):
            if overlap and not self._is_overlapping(found, petals):
                return None
            struck = sorted(((cell, z) for z, cells in targets.items()
                             for cell in cells_of(cells, board.cells)),
                            key=lambda pair: (pair[0].index, pair[1]))
            step = self._step(board, stem, choices, [found.sets[p] for p in petals], struck)
            if steps is None:
                return step
            steps.append(step)
            return None
        rest = choices[len(petals):]
        if wanted != -1 and not any(sets & within & wanted for _, sets in rest):
            return None
        for petal in found.ordered(rest[0][1] & within):
            left = {}
            if targets is None:
                for z in digits_of(found.sets[petal].candidates & ~stem.candidate_bits):
                    cells = found.targets(petal, z) & ~stem.bit
                    if cells:
                        left[z] = cells
            else:
                for z, cells in targets.items():
                    cells &= found.targets(petal, z)
                    if cells:
                        left[z] = cells
            if not left:
                continue
            still = within & found.striking(left)
            if not overlap:
                still &= ~found.overlapping(petal)
            if all(sets & still for _, sets in rest[1:]):
                step = self._grow(board, found, stem, choices, [*petals, petal], still, left,
                                  -1 if wanted >> petal & 1 else wanted, steps, overlap)
                if step is not None:
                    return step
        return None

    @staticmethod
    def _is_overlapping(found, petals):
        """Whether two of ``petals`` share a cell, but not all of them are one set."""
        cells, size = 0, 0
        for petal in petals:
            cells |= found.sets[petal].cells
            size += found.sets[petal].cells.bit_count()
        return cells.bit_count() < size and len(set(petals)) > 1

    def _step(self, board, stem, choices, petals, struck):
        symbol = board.layout.symbol
        every = stem.bit
        for petal in petals:
            every |= petal.cells
        lost = in_words(sorted({symbol(digit) for _, digit in struck}))
        leave = "leaves the cells that see all its" if len({
            digit for _, digit in struck}) == 1 else "leave the cells that see all their"
        digits_of_petal: dict[AlmostLockedSet, list[str]] = {}  # one set may serve twice
        for (digit, _), petal in zip(choices, petals):
            digits_of_petal.setdefault(petal, []).append(symbol(digit))
        named = in_words(f"{petal.words(board)} for {' or '.join(digits)}"
                         for petal, digits in digits_of_petal.items())
        return Step(self.name, eliminations=tuple(struck),
                    cells=tuple(cells_of(every, board.cells)),
                    containers=tuple(dict.fromkeys(petal.container for petal in petals)),
                    marks=set_marks(board, (stem.bit, stem.candidate_bits, "pivot"),
                                    *((petal.cells, petal.candidates,
                                       "als a" if number % 2 == 0 else "als b")
                                      for number, petal in enumerate(dict.fromkeys(petals)))),
                    reason=lambda: f"whatever {stem.name} is, one of its petals {named} is "
                                   f"locked, and each holds {lost}: {lost} {leave} places "
                                   f"in every petal")
