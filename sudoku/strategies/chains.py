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
that a strategy can take everything from here. Candidates on the chain itself
are never struck out: when one sees both ends, a shorter chain (or a pointing)
proves it more plainly. Links only use containers and peers, so chains hold for
every layout.
"""

from __future__ import annotations

import weakref

from sudoku.step import Link as Drawn  # what a step draws; the search's Link also words it
from sudoku.step import Mark, Step, chain_marks
from sudoku.strategies.als import distinct
from sudoku.strategies.als_links import AlsLinks
from sudoku.strategies.base import Strategy
from sudoku.strategies.chain_search import (
    MAX_LINKS,
    Search,
    breadth_first,
    is_simple,
    sweep,
    walk_back,
)
from sudoku.strategies.grouped_links import GroupedLinks
from sudoku.strategies.links import (
    CELL,
    PLACES,
    Fields,
    Link,
    Links,
    cells_of,
    indices_of,
    named,
    shared,
)

__all__ = ["CELL", "MAX_LINKS", "PLACES", "AlternatingChain", "Fields", "GroupedLinks", "Link",
           "Links", "Search", "breadth_first", "cells_of", "indices_of", "is_simple", "named",
           "shared", "sweep", "walk_back"]


_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, the links of its position last asked for, by kind."""


def links_of(board, kind: type[Links], strong: tuple[str, ...], weak: tuple[str, ...]) -> Links:
    """The links of ``board`` as it stands, worked out once for the strategies that ask in turn.

    The chain asks the continuous loop, then the nice loop, at the same position
    (a ``find`` changes nothing); they share one table of links. The position is
    told by the board's trail: its length and its last change (compared by
    identity, as a step tells whether its changes are still on the board).
    """
    mark = board.mark()
    last = board.change_at(mark - 1) if mark else None
    kept = _KEPT.get(board)
    if kept is None or kept[0] != mark or kept[1] is not last:
        kept = _KEPT[board] = (mark, last, {})
    key = (kind, strong, weak)
    if key not in kept[2]:
        kept[2][key] = kind(board, strong, weak)
    return kept[2][key]


class AlternatingChain(Strategy):
    """The shared part of the chain strategies: search, conclusion and explanation.

    A subclass says where its links may lie (``strong`` and ``weak``, each a
    tuple of ``PLACES`` and ``CELL``), whether both ends must be the same digit,
    the longest chain it looks for (``max_links``), whether its nodes may be
    groups of places (``grouped``), and then almost locked sets too (``with_sets``,
    see ``sudoku.strategies.grouped_links``),
    and whether it looks for continuous loops only (``continuous``: chains
    whose end sees their start, which strike along every link).
    """

    strong: tuple[str, ...] = (PLACES, CELL)
    weak: tuple[str, ...] = (PLACES, CELL)
    same_digit_ends = False
    max_links = MAX_LINKS
    grouped = False
    with_sets = True
    continuous = False

    def find(self, board):
        """The first chain of the fewest links that changes something, as a step, or ``None``.

        A grouped strategy looks with groups of places first, and only then with
        almost locked sets too: of two chains, the one without sets is plainer.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every chain that changes something, in the order ``find`` tries them.

        One chain for each start and end, of the fewest links (up to
        ``max_links``); a grouped strategy lists its chains with sets after
        those with groups. A chain that changes what one listed before does,
        on the same cells (the same chain read backwards, say), is left out.
        """
        kinds = (GroupedLinks, AlsLinks)[:2 if self.with_sets else 1] if self.grouped else (Links,)
        steps = (step for kind in kinds  # the links of a kind are only made once reached
                 for step in self.steps_with(board, links_of(board, kind, self.strong, self.weak)))
        return distinct(steps)

    def steps_with(self, board, links: Links):
        """Every chain along ``links`` that changes something, fewest links first, as steps."""
        chains = breadth_first(links, self.max_links, worth=lambda end: self.worth(links, end),
                               deadline=self.deadline)
        for start, end, search in chains:
            if self.continuous:  # only loops: the end sees the start
                if end == start or not links.seen[links.number(start)] >> links.number(end) & 1:
                    continue
                placements, chain = (), walk_back(search, end)
                eliminations = self.along(links, chain)
            else:
                placements, eliminations = self.conclusions(links, start, end)
                if not (placements or eliminations):
                    continue
                chain = walk_back(search, end)
            on_chain = {(cell, link.source[1]) for link in chain
                        for cell in cells_of(link.source[0])}
            eliminations = tuple(pair for pair in eliminations if pair not in on_chain)
            if is_simple(chain) and (placements or eliminations):
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

    def along(self, links: Links, chain: list[Link]) -> tuple:
        """What a loop strikes: the chain and the weak link from its end back to its start.

        Round a loop, the candidates alternate: if the start is false, every
        other one is true; if the start is true, the end is false (they see
        each other), and so on backwards. Either way each link of the loop
        joins one true candidate and one false one, so whatever sees both
        candidates of any of its links is false.
        """
        numbers = [links.number(link.source) for link in chain]
        numbers.append(links.number(chain[-1].target))
        struck = 0
        for one, other in zip(numbers, numbers[1:] + numbers[:1], strict=True):
            struck |= links.seen[one] & links.seen[other]
        return tuple(map(links.candidate, indices_of(struck & links.marks)))

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
