"""The search every chain strategy shares: breadth first, from every candidate at once.

A chain starts from a candidate assumed false: a strong link makes the next
one true, a weak link makes the next one false, and the last link is strong.
The search grows chains two links a round, so the first chain found has the
fewest links (three at least, at most [`MAX_LINKS`][sudoku.strategies.chain_search.MAX_LINKS]);
ties go to the start with the lowest cell index, then digit, then to the end
reached first.

It runs in two passes. The [`sweep`][sudoku.strategies.chain_search.sweep]
follows every start at once: each candidate keeps, as a mask, the starts that
reached it, and a round passes those masks along the links. Only a start whose
chain reaches an end worth reporting is then searched on its own
([`Search`][sudoku.strategies.chain_search.Search]), link by link in a fixed
order, to tell which chain reached that end first: the one a player reads.

That first road may pass one candidate twice, false and then true. Where a
listing wants the chain anyway, [`simple_chain`][sudoku.strategies.chain_search.simple_chain]
walks depth first for one that does not, steered by how far the end is.

See the docs page *Reference / sudoku.strategies*, under *Shared by the chains*.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from sudoku.strategies.chain_link import Link
from sudoku.strategies.deadline import NO_DEADLINE, Deadline
from sudoku.strategies.links import Links, indices_of

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

MAX_LINKS = 11
"""The longest chain a solve searches, in links (a chain always has an odd number of them)."""


def sweep(links: Links, max_links: int = MAX_LINKS) -> Iterator[tuple[int, list[int]]]:
    """Follow the chains from every start at once, two links per round, on masks of starts.

    Yields ``(length, arrivals)`` each round: ``arrivals[k]`` holds the starts
    (as a mask, bit ``s`` for the start numbered ``s``) whose chains first reach
    the candidate numbered ``k`` as true with ``length`` links. It tells where
    chains go, not which chain got there first: that is the work of ``Search``.
    """
    reached_true = [0] * len(links.seen)
    reached_false = [0] * len(links.seen)
    for start in links.linked:
        reached_false[start] = 1 << start  # each start is assumed false
    fresh_false = list(reached_false)
    for length in range(1, max_links + 1, 2):
        fresh_true = _follow(links.strong_targets, fresh_false, reached_true, links.linked)
        yield length, fresh_true
        if length + 2 > max_links:
            return
        fresh_false = _follow(links.weak_targets, fresh_true, reached_false, links.linked)


def _follow(targets: dict, fresh: list[int], reached: list[int], linked: list[int]) -> list[int]:
    """Pass each candidate's ``fresh`` starts along its links; keep, and return, those new there."""
    arriving = [0] * len(fresh)
    for source in linked:
        starts = fresh[source]
        if starts:
            for target in targets[source]:
                arriving[target] |= starts
    for target in linked:
        starts = arriving[target]
        if starts:
            starts &= ~reached[target]
            reached[target] |= starts
            arriving[target] = starts
    return arriving


class Search:
    """The chains from one start, grown two links a round, each link in its fixed order.

    Attributes:
        links: the links it follows.
        start: the number of the start, assumed false.
        length: the links of the chains to ``ends`` (``-1`` before the first round).
        ends: the candidates first reached as true in the last round, in the order reached.
        came_true: for each candidate reached as true, the one it was first reached from.
        came_false: the same for the candidates reached as false (``None`` for the start).
    """

    def __init__(self, links: Links, start: int, max_links: int = MAX_LINKS):
        self.links, self.start, self.max_links = links, start, max_links
        self.came_true: dict[int, int] = {}
        self.came_false: dict[int, int | None] = {start: None}
        self.length, self.ends, self._falses = -1, [], [start]

    def grow_to(self, length: int) -> None:
        """Grow until the chains to ``ends`` have ``length`` links."""
        while self.length < length:
            self.grow()

    def grow(self) -> None:
        """Two links more: strong ones from the last falses, then weak ones from the new trues."""
        self.length += 2
        ends = []
        for source in self._falses:
            for target in self.links.strong_targets.get(source, ()):
                if target not in self.came_true:
                    self.came_true[target] = source
                    ends.append(target)
        falses = []
        for source in ends if self.length + 2 <= self.max_links else ():
            for target in self.links.weak_targets[source]:
                if target not in self.came_false:
                    self.came_false[target] = source
                    falses.append(target)
        self.ends, self._falses = ends, falses


def breadth_first(links: Links, max_links: int = MAX_LINKS,
                  worth: Callable[[int], int] | None = None, deadline: Deadline = NO_DEADLINE):
    """Grow chains from every candidate at once, two links per round; yield each new end.

    Yields ``(start, end, search)`` for every candidate ``end`` that a chain of
    three links or more from ``start`` (assumed false) proves true, fewest links
    first, then by start, then in the order the ends are reached; ``search``
    is the [`Search`][sudoku.strategies.chain_search.Search] from ``start``, for
    [`walk_back`][sudoku.strategies.chain_search.walk_back].

    Args:
        links: the links to follow.
        max_links: the longest chain.
        worth: if given, a function of an end (by number) that gives the starts
            worth yielding with it, as a mask; the other pairs are skipped, and
            a start is only searched on its own in a round that reaches an end
            worth it.
        deadline: checked each round and before each start is searched on its own.

    Raises:
        OutOfTime: when ``deadline`` passes.
    """
    searches: dict[int, Search] = {}
    worthy: dict[int, int] = {}  # ``worth`` of each end reached, asked once; -1 holds every start
    for length, arrivals in sweep(links, max_links):
        deadline.check()
        if length < 3:
            continue  # one strong link from the start is no chain yet
        wanted = 0
        for end in links.linked:
            if arrivals[end]:
                if end not in worthy:
                    worthy[end] = worth(end) if worth else -1  # -1: every start
                wanted |= arrivals[end] & worthy[end]
        for start in indices_of(wanted):
            deadline.check()
            search = searches.get(start)
            if search is None:
                search = searches[start] = Search(links, start, max_links)
            search.grow_to(length)
            for end in search.ends:
                if worthy[end] >> start & 1:
                    yield links.candidate(start), links.candidate(end), search


def walk_back(search: Search, end) -> list[Link]:
    """The links that led from the start of ``search`` to ``end`` (reached as true), in order."""
    links, chain = search.links, []
    number, is_true = links.number(end), True
    came = search.came_true[number]
    while came is not None:
        chain.append(links.link(came, number, is_true))
        number, is_true = came, not is_true
        came = (search.came_true if is_true else search.came_false)[number]
    return chain[::-1]


def simple_chain(links: Links, start: int, end: int, max_links: int = MAX_LINKS,
                 most_tries: int = 2_000) -> list[Link] | None:
    """The chain of the fewest links from ``start`` (false) to ``end`` (true) that is simple.

    The breadth-first ``Search`` keeps only the first road to each candidate,
    and that road may pass one candidate twice, once false and once true (its
    chain is then not simple, see ``is_simple``), where another road of the same
    length or a little longer would not. This one walks depth first, every
    candidate at most once, and gives up a road as soon as the links it has
    left cannot reach the end (the distances come from a search back from the
    end), and allows more links, two at a time, until a walk gets through.
    ``None`` if there is no such chain, or none within ``most_tries`` links tried.

    Args:
        links: the links to follow.
        start: the number of the first candidate, assumed false.
        end: the number of the last one, proved true (``start`` itself for a
            chain that proves its start).
        max_links: the longest chain.
        most_tries: how many links the walk may try in all.
    """
    to_end = _links_to(links, end, max_links)
    if (start, False) not in to_end:
        return None
    tries = most_tries
    path, used = [start], {start}

    def walk(number: int, is_true: bool, left: int) -> bool:
        nonlocal tries
        targets = links.weak_targets[number] if is_true else links.strong_targets[number]
        for target in targets:
            tries -= 1
            if tries < 0:
                return False
            if target == end and not is_true and len(path) >= 3:
                path.append(target)
                return True
            if target in used or target == end or to_end.get((target, not is_true), left) >= left:
                continue
            path.append(target)
            used.add(target)
            if walk(target, not is_true, left - 1):
                return True
            path.pop()
            used.discard(target)
        return False

    for length in range(to_end[start, False], max_links + 1, 2):  # the fewest links first
        if walk(start, False, length):
            break
        if tries < 0:
            return None
    else:
        return None
    return [links.link(one, other, is_strong=index % 2 == 0)
            for index, (one, other) in enumerate(itertools.pairwise(path))]


def _links_to(links: Links, end: int, max_links: int) -> dict[tuple[int, bool], int]:
    """How many links, at the fewest, lead from each ``(number, is true)`` to ``end`` true.

    Links go both ways, so this is a search back from the end: a candidate
    strongly linked to a true one is one link away as false, a candidate that
    sees a false one is one link away as true.
    """
    found = {(end, True): 0}
    fresh = [(end, True)]
    for distance in range(1, max_links + 1):
        new = []
        for number, is_true in fresh:
            targets = links.strong_targets[number] if is_true else links.weak_targets[number]
            for target in targets:
                if (target, not is_true) not in found:
                    found[target, not is_true] = distance
                    new.append((target, not is_true))
        fresh = new
    return found


def is_simple(chain: list[Link]) -> bool:
    """Whether no candidate comes twice, but for an end that returns to the start."""
    visited = [link.source for link in chain]
    if chain[-1].target != chain[0].source:
        visited.append(chain[-1].target)
    return len(set(visited)) == len(visited)
