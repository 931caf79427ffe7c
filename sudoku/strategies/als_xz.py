"""ALS-XZ: two almost locked sets joined by a digit that only one of them can take.

Two almost locked sets (see the module ``sudoku.strategies.als``) A and B both hold
``x``, and every cell of A that holds ``x`` sees every cell of B that holds it:
``x`` is their *restricted common* digit, and it goes in one of them at most. The
one without ``x`` is locked on its other digits. Now take a digit ``z`` that both
hold: if A is locked without ``x``, A holds ``z``; if B is, B does. Either way one
of them holds ``z``, so no cell that sees every ``z`` of both can be ``z``.

*Doubly linked*: when two digits ``x`` and ``y`` join the sets, neither set can
lose both, and each has one to lose, so both sets are locked on all the rest:
every other digit of A leaves the cells that see all its places in A (and the same
for B), and ``x`` and ``y`` each leave the cells that see all their places in both.
The cells of B are no exception: a locked A holds its digit, wherever B takes its own.

*Overlap*: A and B may share cells, as long as none of the shared cells holds ``x``
(or ``y``). The reasoning never asks that they be apart: every place of ``x`` in A
sees every place of ``x`` in B, and a cell does not see itself, so the places of ``x``
are apart and ``x`` still goes in one set at most; and each set, whatever the other
does, lacks one of its digits at most. ``find`` keeps the sets apart, as a player
looks first; ``find_all`` lists after those the pairs that share cells.

Sudoku Explainer does not rate it. HoDoKu lists its ALS techniques after its
chains and loops; the ALS-XZ is an XY-Wing grown from cells to sets, a chain of
two links, so we put it after the [`NiceLoop`][sudoku.strategies.nice_loop]
(7.0), at 7.2; 7.1 is left free for the Sue de Coq.
It reasons about containers and cells that see each other, so it holds for every layout.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 5)
    ...     "57.8....4..34.7.5....9.5.78..52..7....217.56..9.5....212.7...9..5.3.28..3..6.....")
    >>> print(AlsXz().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c9<>9: ALS-XZ, the almost locked sets r1c7+r2c7+r3c7+r7c7+r9c7 (1, 2, 3, 4, 6 and 9)
    and r4c9+r5c9+r6c7 (1, 3, 4 and 9) are joined by 4, which goes in one of them at most, so
    the other is locked and one of them holds 9: 9 leaves the cells that see all its places
    in both

    Sets that share cells, which ``find_all`` lists after the pairs of sets apart:

    >>> board = Board.from_text(  # from a human solve of the 75th puzzle of top95
    ...     ".52.468.......7.2......16....48..9..2..41.7....17....8..61..38.....9...63..6..1.9")
    >>> print(list(AlsXz().find_all(board))[-1])  # doctest: +NORMALIZE_WHITESPACE
    r9c5<>8: ALS-XZ, the almost locked sets r4c6+r5c6+r7c6+r8c6+r9c6 (2, 3, 4, 5, 8 and 9) and
    r4c6+r6c6+r7c6+r8c6+r9c6 (2, 3, 4, 5, 8 and 9), which share r4c6, r7c6, r8c6 and r9c6 (no
    9 there), are joined by 9, which goes in one of them at most, so the other is locked and
    one of them holds 8: 8 leaves the cells that see all its places in both
"""

from __future__ import annotations

from itertools import chain

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.als import index
from sudoku.strategies.als_sets import members
from sudoku.strategies.als_steps import distinct, eliminations, set_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words


class AlsXz(Strategy):
    """Strike a digit that one of two almost locked sets, joined by a digit, must hold."""

    name = "ALS-XZ"
    description = (
        "Find two almost locked sets: groups of cells in one container with one candidate "
        "more than cells. If a digit x of both has all its places in one set seeing all "
        "its places in the other, x goes in one of them at most, and the other is locked "
        "on its remaining digits. So for another digit z of both, one set holds z, and a "
        "cell that sees every z of both sets cannot be z.")
    nudge = "look for two groups of cells, each with one candidate more than cells, sharing a digit"
    difficulty = 7.2
    example_seed = 5

    def find(self, board):
        """The first pair of sets that strikes something, as a step, or ``None``.

        Sets go in the order of ``almost_locked_sets``; the first of each pair before the
        second. For each first set, masks of sets say which second sets strike anything
        (see ``SetIndex``), and only those are looked at. A first set that struck nothing
        with any later one at an earlier position of the solve is asked only about the
        sets that are new since.
        """
        return next(self._pairs(board), None)

    def find_all(self, board):
        """Every pair of sets that strikes something: first in the order ``find`` tries
        them, then the pairs that share cells, in the same order.

        What the index is told (``SetIndex.note``) is what ``find`` would tell it: the
        sets before the first pair that strikes, looked at in vain; so it is told before
        that pair's step is given.
        """
        return distinct(chain(self._pairs(board), self._pairs(board, overlap=True)))

    def _pairs(self, board, overlap=False):
        """The steps of ``find_all``, a pair that strikes what another one does included:
        of sets apart, or (``overlap``) of sets that share cells, which ``find`` never
        looks at, so that search neither asks the index nor tells it anything."""
        found = index(board)
        cleared, fresh, since = (not overlap and found.recall(self)) or (0, found.alive, None)
        noted = overlap
        for number in found.order:
            self.deadline.check()
            later = found.after[number]
            seconds = later & fresh if cleared >> number & 1 else later  # then only a new one
            partners = {x: joined & seconds
                        for x, joined in found.partners(number, overlap).items() if joined & seconds}
            if partners:
                first = found.sets[number]
                for other in found.ordered(self._hopeful(found, number, partners)):
                    second = found.sets[other]
                    if overlap and not first.cells & second.cells:
                        continue  # listed by the search of sets apart
                    digits = sum(1 << x for x, joined in partners.items() if joined >> other & 1)
                    struck = self._struck(board, first, second, digits, found.held)
                    if struck:
                        if not noted:
                            found.note(self, found.before(number) | cleared & later, since)
                            noted = True
                        yield self._step(board, first, second, digits, struck)
        if not noted:
            found.note(self, found.alive)

    @staticmethod
    def _hopeful(found, number, partners):
        """The sets of ``partners`` (joined by each digit ``x``) that strike with set ``number``.

        Joined by ``x`` alone, a pair strikes when it meets on another digit (``meetings``).
        Joined twice, both sets are locked: it strikes when it meets on a joining digit, or
        when either set alone strikes one of its other digits.
        """
        meeting = found.meetings(number)
        hopeful, once, twice = 0, 0, 0
        for x, joined in partners.items():
            others = 0
            for z, sets in meeting.items():
                if z != x:
                    others |= sets
            hopeful |= joined & others
            twice |= joined & once
            once |= joined
        for other in members(twice & ~hopeful):
            digits = sum(1 << x for x, joined in partners.items() if joined >> other & 1)
            if (found.striking_alone(number) & ~digits or found.striking_alone(other) & ~digits
                    or any(meeting[x] >> other & 1 for x in digits_of(digits))):
                hopeful |= 1 << other
        return hopeful

    @staticmethod
    def _struck(board, first, second, joined, held):
        """What the pair strikes out, sorted by cell and digit."""
        struck = set()
        if joined.bit_count() == 1:
            for digit in digits_of((first.candidates & second.candidates) & ~joined):
                struck.update(eliminations(board, digit, (first, second), held))
        else:
            for digit in digits_of(joined):
                struck.update(eliminations(board, digit, (first, second), held))
            for each in (first, second):
                for digit in digits_of(each.candidates & ~joined):
                    struck.update(eliminations(board, digit, (each,), held))
        return tuple(sorted(struck, key=lambda pair: (pair[0].index, pair[1])))

    def _step(self, board, first, second, joined, struck):
        symbol = board.layout.symbol
        linked = in_words(symbol(digit) for digit in digits_of(joined))
        doubly = joined.bit_count() > 1
        cells = tuple(cells_of(first.cells | second.cells, board.cells))
        shared = cells_of(first.cells & second.cells, board.cells)
        containers = tuple(dict.fromkeys((first.container, second.container)))

        lost = in_words(symbol(digit) for digit in sorted({digit for _, digit in struck}))
        each_of = "each of " if len({digit for _, digit in struck}) > 1 else ""

        def reason() -> str:
            sets = f"the almost locked sets {first.words(board)} and {second.words(board)}"
            if shared:
                absent = " or ".join(symbol(digit) for digit in digits_of(joined))
                sets += f", which share {in_words(c.name for c in shared)} (no {absent} there),"
            if doubly:
                return (f"{sets} are joined by {linked}, each of which goes in one of them at "
                        f"most: so both sets are locked, and {each_of}{lost} leaves the cells "
                        f"that see all its places")
            return (f"{sets} are joined by {linked}, which goes in one of them at most, so the "
                    f"other is locked and one of them holds {lost}: {lost} leaves the cells "
                    f"that see all its places in both")
        return Step(self.name, eliminations=struck, cells=cells, containers=containers,
                    reason=reason, marks=set_marks(board, (first.cells, first.candidates, "als a"),
                                                   (second.cells, second.candidates, "als b")))
