"""ALS-XY-Chain: almost locked sets in a row, each joined to the next by a digit of its own.

A chain of almost locked sets (see the module ``sudoku.strategies.als``) A, B, C, D:
A and B joined by ``x`` (a restricted common digit: it goes in one of them at most),
B and C by ``y``, C and D by ``w``, each link's digit another than the one before.
Say A lacks a digit ``z``: then A is locked and holds ``x``, so B does not, so B is
locked and holds ``y``, so C does not, and so on down the chain, until D is locked and
holds ``z``. So when ``z`` is neither the first link's digit nor the last one's, one of
the two ends holds it, and no cell that sees every ``z`` of both can be ``z``. It is the
[`XYChain`][sudoku.strategies.xy_chain.XYChain] with sets for cells; the
[`AlsXyWing`][sudoku.strategies.als_xy_wing.AlsXyWing] is its chain of three.

Sudoku Explainer does not rate it. HoDoKu lists its ALS techniques after the nice loop
(7.0) in the order XZ, XY-Wing, XY-Chain, Death Blossom, and our numbers follow that
order: 7.4, between the ALS-XY-Wing (7.3) and the Death Blossom (7.5).

*Overlap*: the reasoning asks only that each link's digit go in one of its two sets at
most, and that each set lack one of its digits at most. So the sets may share cells, as
long as no cell of two linked sets holds their link's digit (every place of it in one
sees every place in the other, and a cell does not see itself); sets that are not
linked may share any cells, and so may the two ends.

``find`` is bounded, as it runs wherever the easier techniques are stuck: chains of
``FEWEST_SETS`` to ``MOST_SETS`` sets that share no cell, shortest first (four sets: a
fifth multiplies its walk along chains by ten), and at most ``MOST_GROWN`` chains grown
a set longer per search. ``find_all``, asked for a listing, goes on where it stops:
chains of up to ``MOST_LISTED_SETS`` sets that may share cells, shortest first, found by
layers of sets (how far each is from the first set) rather than by a walk along every
chain; HoDoKu's library has chains of five to seven sets. It holds for every layout.
What the searches ask of the index alone is in ``sudoku.strategies.als_chain_reach``. See
the docs page *Strategies*, at the ALS-XY-Chain.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 4)
    ...     "..1978......1..8..8.5.2...4312...5.86......4.........312456938759378...17...31...")
    >>> print(AlsXyChain().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c1<>4: ALS-XY-Chain, the almost locked sets r1c1 (2 and 4), r1c2+r1c7+r1c8+r1c9 (2, 3,
    4, 5 and 6), r5c2+r5c3+r6c2+r6c3 (4, 5, 7, 8 and 9) and r6c1 (4 and 9) form a chain, each
    joined to the next by 2, 4 and 9: if the first lacks a digit, each set in turn is locked
    and the last holds that digit, so one of the two ends holds 4: 4 leaves the cells that see
    all its places in both
"""

from __future__ import annotations

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.als import index
from sudoku.strategies.als_chain_reach import layers_from, sets_near, striking_ends
from sudoku.strategies.als_sets import members
from sudoku.strategies.als_steps import eliminations, set_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words

FEWEST_SETS = 4
"""The fewest sets of a chain: a chain of three is the ALS-XY-Wing."""

MOST_SETS = 4
"""The most sets of a chain: each one more multiplies the search by the joins of a set."""

MOST_LISTED_SETS = 8
"""The most sets of a chain that ``find_all`` lists beyond those ``find`` tries."""

MOST_TRIED = 64
"""How many sets the way back of one listed chain may try (see ``AlsXyChain._back``)."""

MOST_GROWN = 1500
"""How many chains one search may grow by a set before it gives up: a bound on its time.
A chain grown costs some 5 to 10 microseconds; at the positions of top95 where the chain
is asked, a search grows about 900 (median), 3,000 at worst without the bound."""


class AlsXyChain(Strategy):
    """Strike a digit that one end of a chain of joined almost locked sets must hold."""

    name = "ALS-XY-Chain"
    description = (
        "Find a chain of almost locked sets, groups of cells with one candidate more than "
        "cells, each tied to the next by a digit whose places all see each other, every "
        "link by another digit than the one before. If the first set lacks a digit z, it is "
        "locked, so the second is locked, and so on to the last, which must hold z. So a "
        "cell that sees every z of both ends cannot be z.")
    nudge = "look for a chain of groups of cells with one candidate too many, each tied to the next"
    difficulty = 7.4
    example_seed = 4

    def find(self, board):
        """The first chain that strikes something, as a step, or ``None``.

        Shorter chains first; then chains by their first set, in the order of
        ``almost_locked_sets``, then by the sets after it in that order. Chains from a
        first set that struck nothing at an earlier position of the solve must take in a
        set that is new since.
        """
        return next(self._chains(board, every=False), None)

    def find_all(self, board):
        """Every chain that strikes something: first those ``find`` tries, in its order,
        then longer ones and ones whose sets share cells (``_longer``), shortest first.

        The first part keeps the bound of ``find``: it stops once ``MOST_GROWN`` chains
        have been grown, all of them counted. The index is told what ``find`` would tell
        it (``SetIndex.note``): the first sets before the first chain, looked at in vain.
        A chain that strikes just what one before it does is left out.
        """
        struck = set()
        for part in (self._chains(board, every=True), self._longer(board)):
            for step in part:
                if frozenset(step.eliminations) not in struck:
                    struck.add(frozenset(step.eliminations))
                    yield step

    def _chains(self, board, every):
        """The steps of the chains, first set by first set: all, or only the first (``every``)."""
        found = index(board)
        cleared, fresh, since = found.recall(self) or (0, found.alive, None)
        near_fresh = sets_near(found, fresh, MOST_SETS - 2) if cleared else None
        self._left = MOST_GROWN
        noted = False
        for length in range(FEWEST_SETS, MOST_SETS + 1):
            for number in found.order:
                self.deadline.check()
                # a chain whose last set comes first is the reverse of one found before
                ends = found.meeting(number) & found.after[number] & ~found.overlapping(number)
                if ends:
                    steps = [] if every else None  # without a list, the first is returned
                    first = self._grow(board, found, length, ends, [number], [],
                                       found.overlapping(number),
                                       near_fresh if cleared >> number & 1 else None, steps)
                    if first is not None:
                        steps = [first]
                    if (steps or self._left <= 0) and not noted:  # found, or gave up
                        found.note(self, found.before(number) | cleared & found.after[number],
                                   since)
                        noted = True
                    yield from steps or ()
                    if self._left <= 0:
                        return
        if not noted:
            found.note(self, found.alive)

    def _grow(self, board, found, length, ends, chain, links, taken, near_fresh, steps=None):
        """The first chain of ``length`` sets that goes on from ``chain``, or ``None``; or,
        given a list ``steps``, every such chain added to it (and ``None``).

        ``ends`` are the sets that strike something with the first set, ``links`` the
        digits that join the chain's sets, ``taken`` the sets that share a cell with one
        of them. ``near_fresh`` is ``None``, or while the chain must still take in a new
        set: the new sets, then those up to one link from one, two links, and so on.
        A plain function, not a generator: a search calls it a thousand times or more.
        """
        self._left -= 1
        if self._left < 0:
            return None
        last, before = chain[-1], links[-1] if links else 0
        left = length - len(chain) - 1  # the sets to come after the next one
        for digit, joined in found.partners(last).items():
            if digit == before:
                continue
            joined &= ~taken
            if not links:  # the first link's digit is no digit to strike
                ends_by = ends & striking_ends(found, last, digit, digit) & ~taken
            else:
                ends_by = ends
            if not left:
                joined &= ends_by & striking_ends(found, chain[0], links[0] if links else digit,
                                                digit)
            elif left == 1:  # the last but one must be joined to an end
                joined = sum(1 << other for other in members(joined)
                             if found.linked(other) & ends_by & ~taken)
            if near_fresh is not None:
                joined &= near_fresh[left]  # a new set is this one, or at most left links on
            for other in found.ordered(joined):
                if not left:
                    step = self._step(board, found, [*chain, other], [*links, digit])
                else:
                    step = self._grow(board, found, length, ends_by, [*chain, other],
                                      [*links, digit], taken | found.overlapping(other),
                                      None if near_fresh is None or near_fresh[0] >> other & 1
                                      else near_fresh, steps)
                if step is not None:
                    if steps is None:
                        return step
                    steps.append(step)
        return None

    def _longer(self, board):
        """The chains of ``FEWEST_SETS`` to ``MOST_LISTED_SETS`` sets, shortest first, whose
        sets may share cells: one for each first set, first link, last set and last link
        (what a chain strikes hangs on those four alone).

        A search by layers from each first set and first link finds them (``layers_from``),
        and then the way back from the last set (``_back``): not a walk along every chain.
        """
        found = index(board)
        by_length: dict[int, list] = {}
        for number in found.order:
            self.deadline.check()
            ends = found.meeting(number) & found.after[number]
            if not ends:
                continue
            for link, joined in found.partners(number, overlap=True).items():
                layers = layers_from(found, joined, link, MOST_LISTED_SETS)
                for length, layer in enumerate(layers[FEWEST_SETS - 2:], FEWEST_SETS):
                    for closing, sets in layer.items():
                        for end in found.ordered(sets & ends):
                            by_length.setdefault(length, []).append(
                                (number, end, closing, layers))
        for length in sorted(by_length):
            for number, end, closing, layers in by_length[length]:
                self.deadline.check()
                self._tries = MOST_TRIED
                way = self._back(found, layers, length - 2, end, closing, 1 << number | 1 << end)
                if way is not None:
                    step = self._step(board, found, [number, *(each for each, _ in way)],
                                      [digit for _, digit in way])
                    if step is not None:
                        yield step

    def _back(self, found, layers, depth, number, digit, taken):
        """The way back from set ``number``, reached by a link of ``digit`` after ``depth``
        links of ``layers``: ``[(set, the digit of the link to it), ...]`` from the second
        set of the chain on. ``None`` if no way back, within ``MOST_TRIED`` sets tried,
        takes in a set once only and none of ``taken``.
        """
        if depth == 0:
            return [(number, digit)]
        joined = found.partners(number, overlap=True).get(digit, 0)
        for before, sets in layers[depth - 1].items():
            if before != digit:
                for other in found.ordered(sets & joined & ~taken):
                    self._tries -= 1
                    if self._tries < 0:
                        return None
                    way = self._back(found, layers, depth - 1, other, before, taken | 1 << other)
                    if way is not None:
                        return [*way, (number, digit)]
        return None

    def _step(self, board, found, chain, links):
        """The step of the chain (it strikes something: its end was chosen so)."""
        sets = [found.sets[number] for number in chain]
        first, last = sets[0], sets[-1]
        shared = first.candidates & last.candidates & ~(1 << links[0] | 1 << links[-1])
        struck = sorted((pair for z in digits_of(shared)
                         for pair in eliminations(board, z, (first, last), found.held)),
                        key=lambda pair: (pair[0].index, pair[1]))
        if not struck:
            return None
        symbol = board.layout.symbol
        every = 0
        for each in sets:
            every |= each.cells
        lost = in_words(sorted({symbol(digit) for _, digit in struck}))
        several = len({digit for _, digit in struck}) > 1
        leave = "leave the cells that see all their" if several else "leaves the cells that see all its"
        each_of = f"each of {lost}" if several else lost
        named = in_words(each.words(board) for each in sets)
        digits = in_words(symbol(digit) for digit in links)
        return Step(self.name, eliminations=tuple(struck), cells=tuple(cells_of(every, board.cells)),
                    containers=tuple(dict.fromkeys(each.container for each in sets)),
                    marks=set_marks(board, *((each.cells, each.candidates,
                                              "als a" if number % 2 == 0 else "als b")
                                             for number, each in enumerate(sets))),
                    reason=lambda: f"the almost locked sets {named} form a chain, each joined "
                                   f"to the next by {digits}: if the first lacks a digit, each "
                                   f"set in turn is locked and the last holds that digit, so "
                                   f"one of the two ends holds {each_of}: {lost} {leave} places "
                                   f"in both")
