"""ALS-XY-Wing: two almost locked sets, each joined to a third by a digit of its own.

Three almost locked sets (see the module ``sudoku.strategies.als``): A and C are
joined by ``x`` (a restricted common digit: it goes in one of them at most), B and
C by another digit ``y``. If A is not locked on its digits but ``x``, it holds
``x``, so C does not, so C is locked and holds ``y``, so B does not, and B is locked.
So A or B is locked, and a digit ``z`` of both (not ``x`` or ``y``) is in one of
them: no cell that sees every ``z`` of A and of B can be ``z``. It is the
[`XYWing`][sudoku.strategies.xy_wing.XYWing] with sets for cells, C the pivot.

*Overlap*: the sets may share cells, as long as no cell of A and C holds ``x`` and no
cell of B and C holds ``y`` (every place of ``x`` in A sees every place in C, and a
cell does not see itself); A and B may share any cells. The reasoning asks no more: a
link's digit goes in one of its two sets at most, and a set lacks one digit at most.
``find`` keeps the three sets apart, as a player looks first; ``find_all`` lists after
those the wings two of whose sets share cells.

Sudoku Explainer does not rate it. It is one link longer than the
[`AlsXz`][sudoku.strategies.als_xz.AlsXz] (7.2), and HoDoKu puts it right after:
7.3. It holds for every layout.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 5)
    ...     "57.8....4..34.7.5....9.5.78..52..7....217.56..9.5....212.7...9..5.3.28..3..6.....")
    >>> print(AlsXyWing().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r8c1<>4: ALS-XY-Wing, the almost locked sets r2c1+r3c1+r4c1+r5c1 (2, 4, 6, 8 and 9) and
    r9c2 (4 and 8) are joined to the pivot set r1c3+r2c2+r3c2+r3c3 (1, 4, 6, 8 and 9) by 9 and
    8: one of the two is locked, so 4 leaves the cells that see all its places in both
"""

from __future__ import annotations

from itertools import chain

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.als import index
from sudoku.strategies.als_steps import distinct, eliminations, set_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words


class AlsXyWing(Strategy):
    """Strike a digit that one of two almost locked sets, both joined to a third, must hold."""

    name = "ALS-XY-Wing"
    description = (
        "Find three almost locked sets, groups of cells with one candidate more than cells. "
        "The first and the pivot share a digit x whose places all see each other, the second "
        "and the pivot another such digit y. Then the first or the second set is locked, so a "
        "digit z of both is in one of them, and a cell that sees every z of both cannot be z.")
    nudge = "look for two groups of cells, each with one candidate too many, both tied to a third"
    difficulty = 7.3
    example_seed = 5

    def find(self, board):
        """The first wing that strikes something, as a step, or ``None``.

        Pivots go in the order of ``almost_locked_sets``, then their first and second
        wings. For each first wing, masks of sets say which second wings strike anything
        (see ``SetIndex``), and only those are looked at. A pivot that struck nothing at an
        earlier position of the solve is asked only about wings that are new since.
        """
        return next(self._wings(board), None)

    def find_all(self, board):
        """Every wing that strikes something: first in the order ``find`` tries them, then
        the wings whose sets share cells, in the same order.

        A wing of the same three sets joined by other digits is another step. The index
        is told what ``find`` would tell it (``SetIndex.note``): the pivots before the
        first wing, looked at in vain.
        """
        return distinct(chain(self._wings(board), self._wings(board, overlap=True)))

    def _wings(self, board, overlap=False):
        """The steps of ``find_all``, a wing that strikes what another one does included:
        of sets apart, or (``overlap``) of sets two of which share cells, which ``find``
        never looks at, so that search neither asks the index nor tells it anything."""
        found = index(board)
        cleared, fresh, since = (not overlap and found.recall(self)) or (0, found.alive, None)
        noted = overlap
        for number in found.order:
            self.deadline.check()
            again = cleared >> number & 1  # then one wing must be new
            if again and not found.linked(number) & fresh:
                continue
            partners = found.partners(number, overlap)
            wings = 0
            for joined in partners.values():
                wings |= joined
            for place in found.ordered(wings):
                later = wings & found.after[place]
                if not overlap:
                    later &= ~found.overlapping(place)
                elif not found.overlapping(number) >> place & 1:  # the rest were listed
                    later &= found.overlapping(place) | found.overlapping(number)
                if again and not fresh >> place & 1:
                    later &= fresh
                if not later & found.meeting(place):
                    continue
                by_first = [x for x, joined in partners.items() if joined >> place & 1]
                for other in found.ordered(self._hopeful(found, place, by_first, partners, later)):
                    by_second = sum(1 << y for y, joined in partners.items() if joined >> other & 1)
                    for step in self._wing(board, found.sets[number], found.sets[place],
                                           sum(1 << x for x in by_first), found.sets[other],
                                           by_second, found.held):
                        if not noted:
                            found.note(self, found.before(number)
                                       | cleared & found.after[number], since)
                            noted = True
                        yield step
        if not noted:
            found.note(self, found.alive)

    @staticmethod
    def _hopeful(found, place, by_first, partners, later):
        """The second wings of ``later`` that strike with the first wing, set ``place``."""
        meeting, every = found.meetings(place), found.meeting(place)
        hopeful = 0
        for y, joined in partners.items():
            seconds = joined & later & every
            if seconds:
                for x in by_first:
                    if x != y:
                        others = 0
                        for z, sets in meeting.items():
                            if z != x and z != y:
                                others |= sets
                        hopeful |= seconds & others
        return hopeful

    def _wing(self, board, pivot, first, by_first, second, by_second, held):
        """The steps of the choices of ``x`` and ``y`` that strike something, in digit order.

        A list, not a generator: it is asked for most triples of sets, and seldom has one.
        """
        steps = []
        for x in digits_of(by_first):
            for y in digits_of(by_second & ~(1 << x)):
                struck = []
                for z in digits_of(first.candidates & second.candidates & ~(1 << x | 1 << y)):
                    struck += eliminations(board, z, (first, second), held)
                if struck:
                    steps.append(self._step(board, pivot, first, second, x, y, sorted(
                        struck, key=lambda pair: (pair[0].index, pair[1]))))
        return steps

    def _step(self, board, pivot, first, second, x, y, struck):
        symbol = board.layout.symbol
        cells = tuple(sorted(cells_of(pivot.cells | first.cells | second.cells, board.cells)))
        lost = in_words(sorted({symbol(digit) for _, digit in struck}))
        leave = "leaves the cells that see all its" if len({
            digit for _, digit in struck}) == 1 else "leave the cells that see all their"
        return Step(self.name, eliminations=tuple(struck), cells=cells,
                    containers=tuple(dict.fromkeys((pivot.container, first.container,
                                                    second.container))),
                    marks=set_marks(board, (pivot.cells, pivot.candidates, "pivot"),
                                    (first.cells, first.candidates, "als a"),
                                    (second.cells, second.candidates, "als b")),
                    reason=lambda: f"the almost locked sets {first.words(board)} and "
                                   f"{second.words(board)} are joined to the pivot set "
                                   f"{pivot.words(board)} by {symbol(x)} and {symbol(y)}: one "
                                   f"of the two is locked, so {lost} {leave} places in both")
