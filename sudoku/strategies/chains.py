"""Chains: links between candidates, and the one search all chain strategies share.

TL;DR: a chain joins candidates by links that alternate strong, weak, strong;
if its first candidate is false its last one is true, so any candidate that
sees both ends is false.

A *candidate* here is a pair ``(cell, digit)``, written ``r1c7=3``. Two
candidates are linked when the truth of one tells something about the other:

* a **strong link**: at least one of the two is true. Either the digit has only
  two places left in a container (``r1c1=3`` and ``r1c7=3`` when row 1 keeps 3
  only there), or a cell has only two candidates left (``r1c7=3`` and ``r1c7=5``).
* a **weak link**: at most one of the two is true. Either the same digit in two
  cells that see each other, or two digits of one cell.

A chain starts from a candidate assumed false: a strong link makes the next
one true, a weak link makes the next one false, and the last link is strong.
So one of the two ends is true, and a candidate with a weak link to both ends
(one that *sees* both) is false. A chain that comes back to its start as true
proves the start. The strategies differ only in the links they may use:
[`XChain`][sudoku.strategies.x_chain] links places of one digit,
[`XYChain`][sudoku.strategies.xy_chain] is strong inside cells and weak between
them, [`NiceLoop`][sudoku.strategies.nice_loop] uses every link.

The search goes breadth first from every candidate at once, two links more
per round, so the first chain found has the fewest links (three at least, at
most [`MAX_LINKS`][sudoku.strategies.chains.MAX_LINKS]); ties go to the start with the
lowest cell index, then digit. Candidates on the chain itself are never struck
out: when one sees both ends, a shorter chain (or a pointing) proves it more
plainly. Links only use containers and peers, so chains hold for every layout.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")
    >>> links = Links(board)
    >>> for link in links.strong_from((board.cell("r7c4"), 3)):
    ...     print(link.words())
    r7c5=3 is true (the only other place for 3 in row 7)
    r4c4=3 is true (the only other place for 3 in column 4)
    >>> for link in links.weak_from((board.cell("r4c5"), 3)):
    ...     print(link.words())
    r4c4=3 is false (it sees r4c5 in row 4)
    r7c5=3 is false (it sees r4c5 in column 5)
    r4c5=9 is false (r4c5 is 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sudoku.step import Step
from sudoku.strategies.base import Strategy

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell
    from sudoku.container import Container

PLACES, CELL = "places", "cell"
"""Where a link lies: between the places of a digit in a container, or inside one cell."""

MAX_LINKS = 11
"""The longest chain searched, in links (a chain always has an odd number of them)."""


@dataclass(frozen=True)
class Link:
    """One link of a chain, from ``source`` to ``target``, both ``(cell, digit)`` pairs.

    Attributes:
        source: the candidate the link starts from.
        target: the candidate it leads to.
        is_strong: whether at least one of the two is true (else at most one is).
        strong_in: for a strong link between two places, the container where
            they are the digit's only two; ``None`` otherwise.
    """

    source: tuple[Cell, int]
    target: tuple[Cell, int]
    is_strong: bool
    strong_in: Container | None = None

    @property
    def container(self) -> Container | None:
        """The container the link lies in, ``None`` for a link inside one cell."""
        if self.source[0] is self.target[0]:
            return None
        return self.strong_in or shared(self.source[0], self.target[0])

    def words(self, symbol=str) -> str:
        """What the link says about its target, such as ``"r1c7=3 is true (...)"``."""
        cell, digit = self.target
        container = self.container
        if self.is_strong:
            why = (f"the only other place for {symbol(digit)} in {container.name}"
                   if container else f"the only other candidate of {cell.name}")
            return f"{named(self.target, symbol)} is true ({why})"
        why = (f"it sees {self.source[0].name} in {container.name}" if container
               else f"{cell.name} is {symbol(self.source[1])}")
        return f"{named(self.target, symbol)} is false ({why})"


def named(candidate: tuple[Cell, int], symbol=str) -> str:
    """A candidate as players write it: ``"r1c7=3"``."""
    return f"{candidate[0].name}={symbol(candidate[1])}"


class Links:
    """The links between the candidates of one position, worked out when first asked for.

    Args:
        board: the position (only read).
        strong: where strong links may lie (``PLACES``, ``CELL`` or both).
        weak: where weak links may lie.
    """

    def __init__(self, board: Board, strong: tuple[str, ...] = (PLACES, CELL),
                 weak: tuple[str, ...] = (PLACES, CELL)):
        self.candidates = {cell: board.candidates(cell) for cell in board.cells if cell.is_empty}
        self.strong, self.weak = strong, weak
        self._strong: dict = {}
        self._weak: dict = {}
        self._seen: dict = {}

    def all(self) -> list[tuple[Cell, int]]:
        """Every candidate, by cell index, then digit."""
        return [(cell, digit) for cell in sorted(self.candidates)
                for digit in sorted(self.candidates[cell])]

    def strong_from(self, candidate) -> list[Link]:
        """The strong links from ``candidate``, in a fixed order."""
        if candidate not in self._strong:
            cell, digit = candidate
            links = []
            if PLACES in self.strong:
                for container in sorted(cell.containers, key=lambda each: each.index):
                    places = container.places(digit)
                    if len(places) == 2:
                        other = min(places - {cell})
                        if all(link.target[0] is not other for link in links):
                            links.append(Link(candidate, (other, digit), True, container))
            if CELL in self.strong and len(self.candidates[cell]) == 2:
                other = min(self.candidates[cell] - {digit})
                links.append(Link(candidate, (cell, other), True))
            self._strong[candidate] = links
        return self._strong[candidate]

    def weak_from(self, candidate) -> list[Link]:
        """The weak links from ``candidate``, in a fixed order."""
        if candidate not in self._weak:
            cell, digit = candidate
            links = []
            if PLACES in self.weak:
                links += [Link(candidate, (peer, digit), False)
                          for peer in cell.peers if digit in self.candidates.get(peer, ())]
            if CELL in self.weak:
                links += [Link(candidate, (cell, other), False)
                          for other in sorted(self.candidates[cell] - {digit})]
            self._weak[candidate] = links
        return self._weak[candidate]

    def seen_by(self, candidate) -> frozenset:
        """Every candidate that sees ``candidate`` (a weak link of either kind)."""
        if candidate not in self._seen:
            cell, digit = candidate
            self._seen[candidate] = frozenset(
                [(peer, digit) for peer in cell.peers if digit in self.candidates.get(peer, ())]
                + [(cell, other) for other in self.candidates[cell] - {digit}])
        return self._seen[candidate]


def shared(cell: Cell, other: Cell) -> Container:
    """The first container of ``cell`` that holds ``other`` too."""
    return next(container for container in cell.containers if other in container.cells)


def breadth_first(links: Links, max_links: int = MAX_LINKS):
    """Grow chains from every candidate at once, two links per round; yield each new end.

    Yields ``(start, end, arrived)`` for every candidate ``end`` that a chain of
    three links or more from ``start`` (assumed false) proves true, fewest links
    first; ``arrived`` maps each ``(candidate, is_true)`` reached to the link that
    reached it first, for [`walk_back`][sudoku.strategies.chains.walk_back].
    """
    searches = [(start, {(start, False): None}, [start]) for start in links.all()]
    for length in range(1, max_links + 1, 2):
        growing = []
        for start, arrived, falses in searches:
            trues = []
            for candidate in falses:
                for link in links.strong_from(candidate):
                    if (link.target, True) not in arrived:
                        arrived[link.target, True] = link
                        trues.append(link.target)
                        if length >= 3:
                            yield start, link.target, arrived
            falses = []
            for candidate in trues if length + 2 <= max_links else ():
                for link in links.weak_from(candidate):
                    if (link.target, False) not in arrived:
                        arrived[link.target, False] = link
                        falses.append(link.target)
            if falses:
                growing.append((start, arrived, falses))
        searches = growing


def walk_back(arrived: dict, end) -> list[Link]:
    """The links that led from the start to ``end`` (reached as true), in order."""
    chain, state = [], (end, True)
    while arrived[state] is not None:
        link = arrived[state]
        chain.append(link)
        state = (link.source, not state[1])
    return chain[::-1]


def is_simple(chain: list[Link]) -> bool:
    """Whether no candidate comes twice, but for an end that returns to the start."""
    visited = [link.source for link in chain]
    if chain[-1].target != chain[0].source:
        visited.append(chain[-1].target)
    return len(set(visited)) == len(visited)


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
        for start, end, arrived in breadth_first(links):
            placements, eliminations = self.conclusions(links, start, end)
            if placements or eliminations:
                chain = walk_back(arrived, end)
                on_chain = {link.source for link in chain}
                eliminations = tuple(pair for pair in eliminations if pair not in on_chain)
                if is_simple(chain) and (placements or eliminations):
                    return self.step(board, chain, placements, eliminations)
        return None

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
        struck = links.seen_by(start) & links.seen_by(end)
        return (), tuple(sorted(struck, key=lambda pair: (pair[0].index, pair[1])))

    def step(self, board, chain: list[Link], placements, eliminations) -> Step:
        """The step of ``chain``, its words link by link."""
        symbol = board.layout.symbol
        start, end = chain[0].source, chain[-1].target
        words = " ⇒ ".join([f"{named(start, symbol)} is false"]
                           + [link.words(symbol) for link in chain])
        if placements:
            reason = f"{words}; so {named(start, symbol)} cannot be false"
        else:
            reason = (f"{words}; so {named(start, symbol)} or {named(end, symbol)} is true, "
                      f"and every candidate that sees both ends is false")
        cells = sorted({link.source[0] for link in chain} | {end[0]})
        containers = {link.container for link in chain} - {None}
        return Step(self.name, placements=placements, eliminations=eliminations,
                    cells=tuple(cells), containers=tuple(sorted(containers, key=_index)),
                    reason=reason)


def _index(container) -> int:
    return container.index
