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
them, [`NiceLoop`][sudoku.strategies.nice_loop] uses every link.

The pieces are in two modules of their own: the links between candidates
(``sudoku.strategies.links``) and the breadth-first search along them
(``sudoku.strategies.chain_search``); this module names them all again, so
that a strategy can take everything from here. Candidates on the chain itself
are never struck out: when one sees both ends, a shorter chain (or a pointing)
proves it more plainly. Links only use containers and peers, so chains hold for
every layout.
"""

from __future__ import annotations

from sudoku.step import Link as Drawn  # what a step draws; the search's Link also words it
from sudoku.step import Step, chain_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.chain_search import (
    MAX_LINKS,
    Search,
    breadth_first,
    is_simple,
    sweep,
    walk_back,
)
from sudoku.strategies.links import CELL, PLACES, Fields, Link, Links, indices_of, named, shared

__all__ = ["CELL", "MAX_LINKS", "PLACES", "AlternatingChain", "Fields", "Link", "Links",
           "Search", "breadth_first", "indices_of", "is_simple", "named", "shared", "sweep",
           "walk_back"]


class AlternatingChain(Strategy):
    """The shared part of the chain strategies: search, conclusion and explanation.

    A subclass says where its links may lie (``strong`` and ``weak``, each a
    tuple of ``PLACES`` and ``CELL``) and whether both ends must be the same digit.
    """

    strong: tuple[str, ...] = (PLACES, CELL)
    weak: tuple[str, ...] = (PLACES, CELL)
    same_digit_ends = False

    def find(self, board):
        """The first chain of the fewest links that changes something, as a step, or ``None``."""
        links = Links(board, self.strong, self.weak)
        chains = breadth_first(links, worth=lambda end: self.worth(links, end),
                               deadline=self.deadline)
        for start, end, search in chains:
            placements, eliminations = self.conclusions(links, start, end)
            if placements or eliminations:
                chain = walk_back(search, end)
                on_chain = {link.source for link in chain}
                eliminations = tuple(pair for pair in eliminations if pair not in on_chain)
                if is_simple(chain) and (placements or eliminations):
                    return self.step(board, chain, placements, eliminations)
        return None

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
        for each in indices_of(seen):
            starts |= links.seen[each]
        return starts & same if self.same_digit_ends else starts

    def conclusions(self, links: Links, start, end) -> tuple[tuple, tuple]:
        """What a chain from ``start`` (false) to ``end`` (true) proves: placements, eliminations.

        A chain back to its start proves the start; any other chain strikes
        out every candidate that sees both ends. (The search then keeps the
        candidates of the chain itself, to keep its explanation plain.)
        """
        if end == start:
            return (start,), ()
        if self.same_digit_ends and end[1] != start[1]:
            return (), ()
        struck = links.seen[links.number(start)] & links.seen[links.number(end)]
        return (), tuple(map(links.candidate, indices_of(struck)))

    def step(self, board, chain: list[Link], placements, eliminations) -> Step:
        """The step of ``chain``, its words link by link (written when first read)."""
        cells = sorted({link.source[0] for link in chain} | {chain[-1].target[0]})
        containers = {link.container for link in chain} - {None}
        drawn = tuple(Drawn(link.source, link.target, link.is_strong) for link in chain)
        return Step(self.name, placements=placements, eliminations=eliminations,
                    cells=tuple(cells), containers=tuple(sorted(containers, key=_index)),
                    marks=chain_marks(drawn), links=drawn,
                    reason=lambda: _reason(chain, bool(placements), board.layout.symbol))


def _reason(chain: list[Link], proves_start: bool, symbol) -> str:
    start, end = chain[0].source, chain[-1].target
    words = " ⇒ ".join([f"{named(start, symbol)} is false"]
                       + [link.words(symbol) for link in chain])
    if proves_start:
        return f"{words}; so {named(start, symbol)} cannot be false"
    return (f"{words}; so {named(start, symbol)} or {named(end, symbol)} is true, "
            f"and every candidate that sees both ends is false")


def _index(container) -> int:
    return container.index
