"""Death Blossom: a cell, the *stem*, and one almost locked set for each of its candidates.

The stem holds, say, 2, 5 and 8. For each of them there is an almost locked set
(see the module ``sudoku.strategies.als``), a *petal*, that holds the digit only in
cells that see the stem. Whichever digit the stem takes, that petal loses it and is
locked on its other digits. So if every petal holds a digit ``z`` (not one of the
stem's), the locked petal holds ``z``, and no cell that sees every ``z`` of every
petal can be ``z``. Petals here share no cell, and none holds the stem.

Sudoku Explainer does not rate it. It is the [`AlsXyWing`][sudoku.strategies.als_xy_wing.AlsXyWing]
(7.3) with a cell for its pivot and a petal for each candidate, and HoDoKu orders it
last of its ALS techniques: 7.5, leaving 7.4 for the ALS-XY-Chain, which comes before it. Stems of up to
``MOST_PETALS`` candidates are tried. It holds for every layout.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 4)
    ...     "..1978......1..8..8.5.2...4312...5.86......4.........312456938759378...17...31...")
    >>> print(DeathBlossom().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c1<>4: Death Blossom, whatever r1c7 is, one of its petals r2c2+r2c3+r2c5+r2c6+r2c8+r2c9
    (2, 3, 4, 5, 6, 7 and 9) for 2 and r1c1+r1c2+r1c8+r1c9 (2, 3, 4, 5 and 6) for 6 is locked,
    and each holds 4: 4 leaves the cells that see all its places in every petal
"""

from __future__ import annotations

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.als import distinct, index
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
        """Every blossom that strikes something, in the order ``find`` tries them.

        The index is told what ``find`` would tell it (``SetIndex.note``): the stems
        before the first blossom, looked at in vain.
        """
        return distinct(self._blossoms(board, every=True))

    def _blossoms(self, board, every):
        """The steps of the blossoms, stem by stem: all, or only the first (``every``)."""
        found = index(board)
        cleared, fresh, since = found.recall(self) or ({}, found.alive, None)
        looked = {}
        noted = False
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
                                   fresh if again else -1, steps)
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

    def _grow(self, board, found, stem, choices, petals, within, targets, wanted, steps=None):
        """The first blossom made of ``petals`` and one more for each choice left, or
        ``None``; or, given a list ``steps``, every such blossom added to it (and ``None``).

        ``targets`` maps each digit that every petal holds (the stem's left out) to the
        cells that would lose it; ``within`` is the sets that may still be petals: they
        share no cell with one, and would strike one of the targets. One petal must be
        among ``wanted``, until one is. A plain function, not a generator: it is called
        for every petal tried.
        """
        if len(petals) == len(choices):
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
            still = within & ~found.overlapping(petal) & found.striking(left)
            if all(sets & still for _, sets in rest[1:]):
                step = self._grow(board, found, stem, choices, [*petals, petal], still, left,
                                  -1 if wanted >> petal & 1 else wanted, steps)
                if step is not None:
                    return step
        return None

    def _step(self, board, stem, choices, petals, struck):
        symbol = board.layout.symbol
        every = stem.bit
        for petal in petals:
            every |= petal.cells
        lost = in_words(sorted({symbol(digit) for _, digit in struck}))
        leave = "leaves the cells that see all its" if len({
            digit for _, digit in struck}) == 1 else "leave the cells that see all their"
        named = in_words(f"{petal.words(board)} for {symbol(digit)}"
                         for (digit, _), petal in zip(choices, petals))
        return Step(self.name, eliminations=tuple(struck),
                    cells=tuple(cells_of(every, board.cells)),
                    containers=tuple(dict.fromkeys(petal.container for petal in petals)),
                    reason=lambda: f"whatever {stem.name} is, one of its petals {named} is "
                                   f"locked, and each holds {lost}: {lost} {leave} places "
                                   f"in every petal")
