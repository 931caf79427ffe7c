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
lowest cell index, then digit, then to the end reached first. Candidates on the
chain itself are never struck out: when one sees both ends, a shorter chain (or
a pointing) proves it more plainly. Links only use containers and peers, so
chains hold for every layout.

How it stays fast: each cell owns a *field* of bits, one per digit, so that
the candidate ``(cell, digit)`` is a bit number, ``cell.index * stride + digit``,
and a set of candidates is one int. [`Links`][sudoku.strategies.chains.Links]
works out every link once, by number. The search then runs in two passes. The
[`sweep`][sudoku.strategies.chains.sweep] follows every start at once: each
candidate keeps, as a mask, the starts that reached it, and a round passes those
masks along the links. Only a start whose chain reaches an end worth reporting
is then searched on its own ([`Search`][sudoku.strategies.chains.Search]), link
by link in a fixed order, to tell which chain reached that end first: the one a
player reads.

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

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sudoku.bitsets import _DIGITS
from sudoku.step import Step
from sudoku.strategies.base import Strategy

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

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


def shared(cell: Cell, other: Cell) -> Container:
    """The first container of ``cell`` that holds ``other`` too."""
    return next(container for container in cell.containers if container.cell_bits & other.bit)


def indices_of(mask: int) -> list[int]:
    """The positions of the bits set in ``mask``, lowest first: numbers of candidates, or cells."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


class Fields:
    """The masks of fields that a board's shape gives, worked out once for each board.

    Attributes:
        every: the first bit of every cell's field; shifted by a digit, it
            marks that digit in every cell.
        around: for each cell index, the first bit of the field of every cell
            that shares a container with it, itself included.
    """

    __slots__ = ("around", "every")

    @classmethod
    def of(cls, board: Board) -> Fields:
        """The fields of ``board`` (kept while the board lives: a board never changes shape)."""
        fields = _FIELDS.get(board)
        if fields is None:
            fields = _FIELDS[board] = cls(board)
        return fields

    def __init__(self, board: Board):
        stride = board.layout.size + 1
        first_bits = [1 << cell.index * stride for cell in board.cells]
        in_container = [sum(first_bits[cell.index] for cell in container.cells)
                        for container in board.containers]
        self.every = sum(first_bits)
        self.around = [0] * len(board.cells)
        for cell in board.cells:
            for container in cell.containers:
                self.around[cell.index] |= in_container[container.index]


_FIELDS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""The ``Fields`` of each board, kept while the board lives."""


class Links:
    """The links between the candidates of one position, worked out once, by number.

    The candidate ``(cell, digit)`` is numbered ``cell.index * stride + digit``,
    ``stride`` being one more than the largest digit: each cell owns a field of
    ``stride`` bits, and all the pencil marks of the board make one int,
    ``marks``. Numbers then go by cell index, then digit, and a set of
    candidates is a mask. The tables are read by number; the methods that take
    a candidate ``(cell, digit)`` give the same links as ``Link`` objects.

    Args:
        board: the position (only read).
        strong: where strong links may lie (``PLACES``, ``CELL`` or both).
        weak: where weak links may lie.

    Attributes:
        cells: the board's cells, by index.
        stride: the bits of a cell's field.
        marks: every candidate, as a mask.
        seen: for each number, the candidates that see it (a weak link of
            either kind), as a mask.
        strong_targets: for each number with a strong link, where its strong
            links lead, in a fixed order.
        linked: the numbers with a strong link, in order. No other candidate is
            ever reached as true (a strong link goes both ways), so no chain
            goes on from any other.
        weak_targets: for each linked number, where its weak links lead among
            the linked ones, in a fixed order.

    Examples:
        >>> from sudoku import Board
        >>> board = Board.from_text(
        ...     "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")
        >>> links = Links(board)
        >>> three = links.number((board.cell("r4c5"), 3))
        >>> three, links.candidate(three) == (board.cell("r4c5"), 3)  # r4c5 is cell 31
        (313, True)
        >>> [named(links.candidate(number)) for number in indices_of(links.seen[three])]
        ['r4c4=3', 'r4c5=9', 'r7c5=3']
    """

    def __init__(self, board: Board, strong: tuple[str, ...] = (PLACES, CELL),
                 weak: tuple[str, ...] = (PLACES, CELL)):
        self.strong, self.weak = strong, weak
        self.cells = board.cells
        self.stride = stride = board.layout.size + 1
        self.marks = sum(cell.candidate_bits << cell.index * stride
                         for cell in board.cells if not cell.digit)
        self._fields = Fields.of(board)
        self.seen = self._seen(board)
        self.strong_targets = self._strong_targets(board)
        self.linked = sorted(self.strong_targets)
        among = sum(1 << number for number in self.linked)
        self.weak_targets = {number: self._weak_targets(number, among) for number in self.linked}

    def number(self, candidate: tuple[Cell, int]) -> int:
        """The number of ``candidate``."""
        cell, digit = candidate
        return cell.index * self.stride + digit

    def candidate(self, number: int) -> tuple[Cell, int]:
        """The candidate numbered ``number``."""
        index, digit = divmod(number, self.stride)
        return self.cells[index], digit

    def of_digit(self, digit: int) -> int:
        """The candidates of ``digit``, as a mask."""
        return self.marks & self._fields.every << digit

    def _seen(self, board: Board) -> list[int]:
        """For each number: its digit in the containers of its cell, the cell's other digits."""
        stride, around_cell = self.stride, self._fields.around
        seen = [0] * (len(board.cells) * stride)
        for cell in board.cells:
            if not cell.digit:
                around = around_cell[cell.index]
                base = cell.index * stride
                in_cell = cell.candidate_bits << base
                for digit in _DIGITS[cell.candidate_bits]:
                    places = around << digit & self.marks
                    seen[base + digit] = (places | in_cell) ^ 1 << base + digit  # not itself
        return seen

    def _strong_targets(self, board: Board) -> dict[int, list[int]]:
        """For each number: the other place in each container with two, then the other candidate."""
        stride, targets = self.stride, {}
        if PLACES in self.strong:
            for container in board.containers:  # in index order, as each cell lists its own
                for digit in _DIGITS[container.missing_bits]:
                    places = container.place_bits[digit]
                    if places.bit_count() == 2:
                        low = places & -places  # the first place; ``places ^ low`` is the other
                        one = (low.bit_length() - 1) * stride + digit
                        other = ((places ^ low).bit_length() - 1) * stride + digit
                        if other not in targets.setdefault(one, []):  # a row and a box may agree
                            targets[one].append(other)
                            targets.setdefault(other, []).append(one)
        if CELL in self.strong:
            for cell in board.cells:
                if not cell.digit and cell.candidate_bits.bit_count() == 2:
                    one, other = (cell.index * stride + digit
                                  for digit in _DIGITS[cell.candidate_bits])
                    targets.setdefault(one, []).append(other)
                    targets.setdefault(other, []).append(one)
        return targets

    def _weak_targets(self, number: int, among: int) -> tuple[int, ...]:
        """Where the weak links of ``number`` lead among ``among`` (a mask).

        The digit in the peers of the cell comes first, by cell index, then the
        other digits of the cell.
        """
        in_cell = (1 << self.stride) - 1 << number - number % self.stride  # the cell's field
        seen = self.seen[number] & among
        return tuple((indices_of(seen & ~in_cell) if PLACES in self.weak else [])
                     + (indices_of(seen & in_cell) if CELL in self.weak else []))

    def link(self, source: int, target: int, is_strong: bool) -> Link:
        """The link from the candidate numbered ``source`` to the one numbered ``target``."""
        (cell, digit), (other, _) = self.candidate(source), self.candidate(target)
        strong_in = None
        if is_strong and other is not cell:  # the first container where they are the two places
            pair = cell.bit | other.bit
            strong_in = next(container for container in cell.containers
                             if container.place_bits[digit] == pair)
        return Link((cell, digit), self.candidate(target), is_strong, strong_in)

    def all(self) -> list[tuple[Cell, int]]:
        """Every candidate, by cell index, then digit."""
        return [self.candidate(number) for number in indices_of(self.marks)]

    def strong_from(self, candidate) -> list[Link]:
        """The strong links from ``candidate``, in a fixed order."""
        source = self.number(candidate)
        return [self.link(source, target, True)
                for target in self.strong_targets.get(source, ())]

    def weak_from(self, candidate) -> list[Link]:
        """The weak links from ``candidate``, in a fixed order."""
        source = self.number(candidate)
        return [self.link(source, target, False)
                for target in self._weak_targets(source, self.marks)]

    def seen_by(self, candidate) -> frozenset:
        """Every candidate that sees ``candidate`` (a weak link of either kind)."""
        return frozenset(map(self.candidate, indices_of(self.seen[self.number(candidate)])))


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
                  worth: Callable[[int], int] | None = None):
    """Grow chains from every candidate at once, two links per round; yield each new end.

    Yields ``(start, end, search)`` for every candidate ``end`` that a chain of
    three links or more from ``start`` (assumed false) proves true, fewest links
    first, then by start, then in the order the ends are reached; ``search``
    is the [`Search`][sudoku.strategies.chains.Search] from ``start``, for
    [`walk_back`][sudoku.strategies.chains.walk_back].

    Args:
        links: the links to follow.
        max_links: the longest chain.
        worth: if given, a function of an end (by number) that gives the starts
            worth yielding with it, as a mask; the other pairs are skipped, and
            a start is only searched on its own in a round that reaches an end
            worth it.
    """
    searches: dict[int, Search] = {}
    worthy: dict[int, int] = {}  # ``worth`` of each end reached, asked once; -1 holds every start
    for length, arrivals in sweep(links, max_links):
        if length < 3:
            continue  # one strong link from the start is no chain yet
        wanted = 0
        for end in links.linked:
            if arrivals[end]:
                if end not in worthy:
                    worthy[end] = worth(end) if worth else -1  # -1: every start
                wanted |= arrivals[end] & worthy[end]
        for start in indices_of(wanted):
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
        for start, end, search in breadth_first(links, worth=lambda end: self.worth(links, end)):
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
        return Step(self.name, placements=placements, eliminations=eliminations,
                    cells=tuple(cells), containers=tuple(sorted(containers, key=_index)),
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
