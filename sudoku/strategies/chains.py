"""Chains: the one strategy all chain techniques share.

TL;DR: a chain joins candidates by links that alternate strong, weak, strong;
if its first candidate is false its last one is true, so any candidate that
sees both ends is false.

A chain starts from a candidate assumed false: a strong link makes the next
one true, a weak link makes the next one false, and the last link is strong.
So one of the two ends is true, and a candidate with a weak link to both ends
(one that *sees* both) is false. A chain that comes back to its start as true
proves the start. The strategies differ only in the links they may use:
[`XChain`][sudoku.strategies.x_chain] links places of one digit,
[`XYChain`][sudoku.strategies.xy_chain] is strong inside cells and weak between
them, [`NiceLoop`][sudoku.strategies.nice_loop] uses every link, and
[`GroupedNiceLoop`][sudoku.strategies.grouped_nice_loop] nodes that are groups
of places or places inside almost locked sets too. A chain whose end sees its
start closes a loop, which strikes along every link
([`ContinuousNiceLoop`][sudoku.strategies.continuous_nice_loop]).

The pieces are in modules of their own: the links between candidates
(``sudoku.strategies.links``, with groups ``sudoku.strategies.grouped_links``
and sets ``sudoku.strategies.als_links``) and the breadth-first search along
them (``sudoku.strategies.chain_search``); this module names them all again, so
that a strategy can take everything from here. Links only use containers and
peers, so chains hold for every layout.

A solve (``find``) takes the shortest chain first, up to ``MAX_LINKS`` links,
and strikes no candidate of the chain itself: when one sees both ends, a
shorter chain (or a pointing) proves it more plainly. A listing (``find_all``)
shows those chains, then reads chains whole, as HoDoKu does: up to
``listing_links`` links, each thing a chain can strike listed once, by its
shortest chain, the chain's own candidates struck too. So a listing holds the
instance HoDoKu names at a position, where the solve may show another one.

See the docs page *Reference / sudoku.strategies*, under *Shared by the chains*.
"""

from __future__ import annotations

import itertools

from sudoku.step import Link as Drawn  # what a step draws; the search's Link also words it
from sudoku.step import Mark, Step, chain_marks
from sudoku.strategies.als_links import LISTED_SET_CELLS, AlsLinks
from sudoku.strategies.base import Strategy
from sudoku.strategies.candidate_fields import Fields
from sudoku.strategies.chain_link import Link, cells_of, named, shared
from sudoku.strategies.chain_search import (
    MAX_LINKS,
    Search,
    breadth_first,
    is_simple,
    simple_chain,
    sweep,
    walk_back,
)
from sudoku.strategies.grouped_links import GroupedLinks
from sudoku.strategies.links import CELL, PLACES, Links, indices_of, links_of

__all__ = ["CELL", "MAX_LINKS", "PLACES", "AlternatingChain", "Fields", "GroupedLinks", "Link",
           "Links", "Search", "breadth_first", "cells_of", "indices_of", "is_simple", "named",
           "shared", "simple_chain", "sweep", "walk_back"]


class AlternatingChain(Strategy):
    """The shared part of the chain strategies: search, conclusion and explanation.

    A subclass says where its links may lie (``strong`` and ``weak``, each a
    tuple of ``PLACES`` and ``CELL``), whether both ends must be the same digit,
    the longest chain it looks for (``max_links``), whether its nodes may be
    groups of places (``grouped``), and then almost locked sets too (``with_sets``,
    see ``sudoku.strategies.grouped_links``),
    and whether it looks for continuous loops only (``continuous``: chains
    whose end sees their start, which strike along every link). A listing
    looks for chains of up to ``listing_links`` links.
    """

    strong: tuple[str, ...] = (PLACES, CELL)
    weak: tuple[str, ...] = (PLACES, CELL)
    same_digit_ends = False
    max_links = MAX_LINKS
    listing_links = 21
    grouped = False
    with_sets = True
    continuous = False

    def find(self, board):
        """The first chain of the fewest links that changes something, as a step, or ``None``.

        A grouped strategy looks with groups of places first, and only then with
        almost locked sets too: of two chains, the one without sets is plainer.
        """
        return next(self.steps(board), None)

    def find_all(self, board):
        """Every chain ``find`` tries, in its order, then the longer and fuller ones of a listing.

        First, for each start and end, the chain of the fewest links (up to
        ``max_links``) that ``find`` would give. Then the chains read whole, as
        HoDoKu lists them (see ``steps_with``): up to ``listing_links`` links,
        almost locked sets of up to ``LISTED_SET_CELLS`` cells, loops through
        sets too. Only the first chain of those that change the same candidates
        is listed: a listing shows each thing a chain can do once. That search
        costs more than a solve may spend on every step (up to a few tenths of a
        second), so ``find`` keeps to its own.
        """
        listed = set()

        def is_new(placements, eliminations) -> bool:
            return (frozenset(placements), frozenset(eliminations)) not in listed

        for step in itertools.chain(self.steps(board), self.steps(board, is_new)):
            if is_new(step.placements, step.eliminations):
                listed.add((frozenset(step.placements), frozenset(step.eliminations)))
                yield step

    def steps(self, board, is_new=None):
        """The chains along each table of links in turn that change something, as steps.

        A grouped strategy searches with groups of places first, then with sets
        (the links of a kind are only made once reached).
        """
        for links in self.tables(board, whole=is_new is not None):
            yield from self.steps_with(board, links, is_new)

    def tables(self, board, whole: bool = False):
        """The links to search, in turn: plain, or with groups, then with sets too."""
        if not self.grouped:
            yield links_of(board, Links, self.strong, self.weak)
            return
        yield links_of(board, GroupedLinks, self.strong, self.weak)
        if whole:
            yield links_of(board, AlsLinks, self.strong, self.weak, most_cells=LISTED_SET_CELLS)
        elif self.with_sets:
            yield links_of(board, AlsLinks, self.strong, self.weak)

    def steps_with(self, board, links: Links, is_new=None):
        """Every chain along ``links`` that changes something, fewest links first, as steps.

        Read as ``find`` reads it, a chain strikes no candidate of its own
        (when one sees both ends, a shorter chain or a pointing proves it more
        plainly) and is left out when it is not simple. Read whole, as HoDoKu
        does (when ``is_new`` is given: it tells, from what a chain changes,
        whether it is worth a step), a chain strikes every candidate that sees
        both ends, its own too; a loop strikes along its weak links and its sets
        (see ``ContinuousNiceLoop.along``); and where the first road to an end
        passes a candidate twice, a simple one is looked for (``simple_chain``).
        """
        whole = is_new is not None
        most = max(self.max_links, self.listing_links) if whole else self.max_links
        chains = breadth_first(links, most, worth=lambda end: self.worth(links, end),
                               deadline=self.deadline)
        for start, end, search in chains:
            placements: tuple = ()
            if self.continuous:  # only loops: the end sees the start
                if end == start or not links.seen[links.number(start)] >> links.number(end) & 1:
                    continue
            else:
                placements, eliminations = self.conclusions(links, start, end)
                if not (placements or eliminations) or whole and not is_new(placements,
                                                                             eliminations):
                    continue
            chain = walk_back(search, end)
            if not is_simple(chain):
                chain = whole and simple_chain(links, links.number(start), links.number(end), most)
                if not chain:
                    continue
            if self.continuous:
                eliminations = self.along(links, chain, whole)
                if whole and not is_new(placements, eliminations):
                    continue
            if not whole:
                on_chain = {(cell, link.source[1]) for link in chain
                            for cell in cells_of(link.source[0])}
                eliminations = tuple(pair for pair in eliminations if pair not in on_chain)
            if placements or eliminations:
                yield self.step(board, chain, placements, eliminations)

    def worth(self, links: Links, end: int) -> int:
        """The starts whose chain to ``end`` (a number) would prove something, as a mask.

        The end itself (a chain back to its start proves it), and every start
        that sees a candidate the end sees (seeing goes both ways), since that
        candidate sees both ends. With ``same_digit_ends``, only the starts of
        the end's digit count, and what they see along with the end is of that
        digit too.
        """
        seen, starts = links.seen[end], 1 << end
        if self.same_digit_ends:
            same = links.of_digit(links.candidate(end)[1])
            seen &= same
        if self.continuous:
            return links.seen[end]  # a start it sees closes a loop
        for each in indices_of(seen):
            starts |= links.seen[each]
        return starts & same if self.same_digit_ends else starts

    def along(self, links: Links, chain: list[Link], whole: bool = False) -> tuple:
        """What a loop strikes (a continuous strategy says, see ``ContinuousNiceLoop``)."""
        raise NotImplementedError

    def conclusions(self, links: Links, start, end) -> tuple[tuple, tuple]:
        """What a chain from ``start`` (false) to ``end`` (true) proves: placements, eliminations.

        A chain back to its start proves the start; any other chain strikes
        out every candidate that sees both ends. (The search then keeps the
        candidates of the chain itself, to keep its explanation plain.)
        """
        struck = links.seen[links.number(start)] & links.marks  # candidates, not groups
        if end == start:  # a group proved true strikes what sees all of it
            return ((start,), ()) if len(cells_of(start[0])) == 1 else \
                ((), tuple(map(links.candidate, indices_of(struck))))
        if self.same_digit_ends and end[1] != start[1]:
            return (), ()
        struck &= links.seen[links.number(end)]
        return (), tuple(map(links.candidate, indices_of(struck)))

    def step(self, board, chain: list[Link], placements, eliminations) -> Step:
        """The step of ``chain``, its words link by link (written when first read)."""
        nodes = [link.source[0] for link in chain] + [chain[-1].target[0]]
        cells = sorted({cell for node in nodes for cell in cells_of(node)})
        containers = {link.container for link in chain} - {None}
        drawn = tuple(Drawn(_first(link.source), _first(link.target), link.is_strong)
                      for link in chain)
        return Step(self.name, placements=placements, eliminations=eliminations,
                    cells=tuple(cells), containers=tuple(sorted(containers, key=_index)),
                    marks=_marks(chain), links=drawn,
                    reason=lambda: _reason(chain, chain[-1].target == chain[0].source,
                                           board.layout.symbol, self.continuous))


def _reason(chain: list[Link], proves_start: bool, symbol, is_loop: bool = False) -> str:
    start, end = chain[0].source, chain[-1].target
    words = " ⇒ ".join([f"{named(start, symbol)} is false"]
                       + [link.words(symbol) for link in chain])
    if is_loop:
        return (f"{words}; and {named(end, symbol)} sees {named(start, symbol)}, which closes "
                f"a loop: each of its links joins a true candidate and a false one, so every "
                f"candidate that sees both candidates of a link is false")
    if proves_start:
        return f"{words}; so {named(start, symbol)} cannot be false"
    return (f"{words}; so {named(start, symbol)} or {named(end, symbol)} is true, "
            f"and every candidate that sees both ends is false")


def _first(node: tuple) -> tuple:
    """A candidate, or the first candidate of a group: where a picture draws its links."""
    return cells_of(node[0])[0], node[1]


def _marks(chain: list[Link]) -> tuple[Mark, ...]:
    """The marks of ``chain`` (see ``chain_marks``), every candidate of a group marked."""
    drawn = tuple(Drawn(link.source, link.target, link.is_strong) for link in chain)
    return tuple(Mark(cell, digit, role) for node, digit, role in chain_marks(drawn)
                 for cell in cells_of(node))


def _index(container) -> int:
    return container.index
