"""Almost locked sets: the piece the ALS strategies are built of.

TL;DR: ``n`` empty cells of one container that hold ``n + 1`` candidates between
them are an *almost locked set* (ALS). Take one digit away and the cells are
locked: they must take the ``n`` digits left, one each. A cell with two
candidates is the smallest ALS; a naked pair with one more digit in it is another.

Two ALS are joined by a *restricted common* digit ``x`` when both hold it and
every cell of one that holds ``x`` sees every cell of the other that holds it:
then ``x`` goes in one of them at most, so at least one of them is locked. The
strategies are chains of that one idea:

* [`AlsXz`][sudoku.strategies.als_xz.AlsXz]: two ALS joined by ``x``;
* [`AlsXyWing`][sudoku.strategies.als_xy_wing.AlsXyWing]: two ALS, each joined to a third;
* [`AlsXyChain`][sudoku.strategies.als_xy_chain.AlsXyChain]: ALS in a row, each joined to the next;
* [`DeathBlossom`][sudoku.strategies.death_blossom.DeathBlossom]: one ALS for each
  candidate of a cell, the *stem*.

Each ends the same way: a digit ``z`` that some ALS must hold goes out of the cells that
see every place of ``z`` in them (``eliminations``).

Two ALS may share cells and still be joined by ``x``, if no shared cell holds ``x``: its
places in one then see its places in the other, and ``x`` goes in one of them at most.
Nothing else in the reasoning asks that the sets be apart (each module says why), so
[`SetIndex.partners`][sudoku.strategies.als.SetIndex.partners] gives, when asked, the
sets joined that way too. The strategies' ``find`` keeps the sets apart, as a player
looks first (and quicker); their ``find_all`` lists after those the patterns whose sets
share cells (HoDoKu allows them as an option: its library's variant -2 of the ALS-XY-Wing,
the ALS-XY-Chain and the Death Blossom).

Why a module of its own: the finder and the link are the technique's vocabulary, used by
several strategies, and each strategy is then one short file (as the fish share
``sudoku.strategies.fish``).

**How it stays quick.** A stuck position has two or three hundred ALS, and the strategies
ask about pairs, triples and blossoms of them. So the sets are numbered, and the questions
are answered with masks *of sets* (bit ``i`` for set number ``i``), as the model answers
its own with masks of cells and digits: a [`SetIndex`][sudoku.strategies.als.SetIndex]
keeps, for each digit and cell, the sets whose places of the digit all see the cell. The
sets joined to a set by ``x`` are then the ``&`` of those masks over its places of ``x``.

And a solve only ever takes candidates away, so most of what one search learns still
holds at the next: the index is kept per board and brought up to date (a set whose cells
kept their candidates keeps its number and its facts), and a strategy notes which sets it
looked at in vain ([`SetIndex.note`][sudoku.strategies.als.SetIndex.note]): next time, a
pattern made only of those cannot strike anything new, so it looks only at patterns with
a set that is new since. A position that gained a candidate (an undo) starts afresh.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> sets = almost_locked_sets(board)
    >>> first = sets[0]
    >>> first.name(board), sorted(first.digits(board))
    ('r1c3+r3c1', [1, 2, 4])
"""

from __future__ import annotations

import functools
import weakref
from itertools import compress
from operator import eq
from typing import TYPE_CHECKING, NamedTuple

from sudoku.bitsets import cells_of, digits_of, indices_of
from sudoku.step import Mark
from sudoku.strategies.naked_subset import in_words

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from sudoku.board import Board
    from sudoku.step import Step

MOST_CELLS = 8
"""The most cells an ALS may have (a container of nine keeps one cell out at least)."""

_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, its ``SetIndex``, brought up to date from one position to the next."""


def set_marks(board: Board, *groups: tuple[int, int, str]) -> tuple[Mark, ...]:
    """The marks of a step's sets for its picture: ``(cells, digits, role)`` for each set.

    Every candidate among ``digits`` (a mask) of each of the ``cells`` (a mask) gets the
    set's role, such as ``"als a"`` and ``"als b"``, so the picture shows the sets in two
    colours; a cell is marked once, by the first set that holds it.
    """
    marks, seen = [], 0
    for cells, digits, role in groups:
        for cell in cells_of(cells & ~seen, board.cells):
            marks += [Mark(cell, digit, role) for digit in digits_of(cell.candidate_bits & digits)]
        seen |= cells
    return tuple(marks)


class AlmostLockedSet(NamedTuple):
    """``n`` empty cells of one container holding ``n + 1`` candidates.

    Attributes:
        cells: the cells, as a mask.
        candidates: the digits they hold, as a mask of digits.
        places: for each digit (by index), the cells of the set that hold it, as a mask.
        seen: for each digit, the cells (outside the set) that see every one of its places.
        container: the container the cells share (the first in layout order).
        groups: ``(digit, places)`` for each of its digits, smallest first: sets with the
            same places of a digit have the same partners by it (see ``SetIndex``).
    """

    cells: int
    candidates: int
    places: tuple[int, ...]
    seen: tuple[int, ...]
    container: object
    groups: tuple[tuple[int, int], ...] = ()

    def digits(self, board: Board) -> tuple[int, ...]:
        """Its digits, smallest first."""
        return digits_of(self.candidates)

    def name(self, board: Board) -> str:
        """Its cells by name, as one word each: ``"r1c3"``, ``"r2c5+r2c6"``."""
        return "+".join(cell.name for cell in cells_of(self.cells, board.cells))

    def words(self, board: Board) -> str:
        """The set in words: ``"r2c5+r2c6 (3, 6 and 8)"``."""
        symbol = board.layout.symbol
        return f"{self.name(board)} ({in_words(symbol(d) for d in self.digits(board))})"


class SetIndex:
    """The ALS of a board's position, numbered, and masks of sets that answer the strategies.

    A set keeps its number from one position to the next while its cells keep their
    candidates; a new set takes a new number. The masks below may still hold the numbers
    of sets that are gone: ``& alive`` before using one.

    Attributes:
        sets: the sets by number (``None`` for a number whose set is gone).
        order: the numbers of the position's sets, by first cell, then size: the order
            the strategies search in (``almost_locked_sets``).
        alive: the numbers of the position's sets, as a mask.
        after: for each number, the sets after it in ``order``, as a mask.
        held: for each digit, the empty cells that hold it, as a mask of cells.
        seeing: for each digit, ``{cell index: sets}``: the sets whose places of the digit
            all see that cell, which holds the digit: the set would strike it there.
    """

    def __init__(self, board: Board, most: int = MOST_CELLS, before: SetIndex | None = None):
        self.most = most
        self.sets: list[AlmostLockedSet | None] = []
        self.alive, self.state = 0, ()
        self.seeing: list[dict[int, int]] = [{} for _ in range(board.layout.size + 1)]
        self._numbers: dict[int, int] = {}  # the cells of a set -> its number
        self._inside: dict[int, int] = {}  # a cell -> the sets that hold it
        self._records: dict[tuple, tuple[int, object]] = {}
        self._containers = before._containers if before else {}  # each one's state and sets
        self._peers = _common_peers(board.layout)
        self.update(board)

    def follows(self, state: tuple[int, ...]) -> bool:
        """Whether ``state`` (every cell's candidates) only lost candidates since the index's."""
        return all(not now & ~then for now, then in zip(state, self.state))

    def update(self, board: Board) -> None:
        """Bring the index to the board's position, which ``follows`` the index's."""
        self.state = tuple(0 if cell.digit else cell.candidate_bits for cell in board.cells)
        self.held = holders(board)
        numbers, added = {}, {}
        for mask, each in _find_sets(board, self.most, self._containers, self._peers).items():
            number = self._numbers.get(mask)
            if number is None or self.sets[number] is not each:
                number = len(self.sets)
                self.sets.append(each)
                added[number] = each
            numbers[mask] = number
        for mask, number in self._numbers.items():
            if numbers.get(mask) != number:
                self.sets[number] = None
                self.alive &= ~(1 << number)
        self._numbers = numbers
        self._add(added)
        self.order = sorted(numbers.values(), key=lambda number: _rank(self.sets[number]))
        self.rank = {number: place for place, number in enumerate(self.order)}
        self.after, later = {}, 0
        for number in reversed(self.order):
            self.after[number] = later
            later |= 1 << number
        self._joined: dict[tuple[int, int], int] = {}
        self._meeting: dict[tuple[int, int], int] = {}
        self._partners: dict[int, dict[int, int]] = {}
        self._sharing: dict[int, dict[int, int]] = {}  # partners that may share cells
        self._overlapping: dict[int, int] = {}
        self._meetings: dict[int, dict[int, int]] = {}
        self._meeting_any: dict[int, int] = {}
        self._linked: dict[int, int] = {}

    def _add(self, added: dict[int, AlmostLockedSet]) -> None:
        """Enter new sets in ``alive``, the cells that hold them, and ``seeing``."""
        groups: dict[tuple[int, int], int] = {}
        for number, each in added.items():
            bit = 1 << number
            self.alive |= bit
            for cell in cell_numbers(each.cells):
                self._inside[cell] = self._inside.get(cell, 0) | bit
            for key in each.groups:
                groups[key] = groups.get(key, 0) | bit
        for (digit, places), bits in groups.items():
            seeing = self.seeing[digit]
            for cell in cell_numbers(self._peers[places] & self.held[digit]):
                seeing[cell] = seeing.get(cell, 0) | bits

    def targets(self, number: int, digit: int) -> int:
        """The cells that hold ``digit`` and see all its places in set ``number``: where the
        set would strike it (none for a digit it does not hold)."""
        places = self.sets[number].places[digit]
        return self._peers[places] & self.held[digit] if places else 0

    def overlapping(self, number: int) -> int:
        """The sets that share a cell with set ``number``, itself included."""
        found = self._overlapping.get(number)
        if found is None:
            found = 0
            for cell in cell_numbers(self.sets[number].cells):
                found |= self._inside[cell]
            found = self._overlapping[number] = found & self.alive
        return found

    def partners(self, number: int, overlap: bool = False) -> dict[int, int]:
        """``{x: sets}``: the sets joined to set ``number`` by ``x`` (a restricted common),
        digits that join none left out. They hold ``x`` only in cells that see all its
        places in the set (so no cell of both holds ``x``), and share no cell with it,
        unless ``overlap``."""
        kept = self._sharing if overlap else self._partners
        found = kept.get(number)
        if found is None:
            found = kept[number] = {}
            apart = self.alive & ~(1 << number if overlap else self.overlapping(number))
            for key in self.sets[number].groups:
                joined = self._joined.get(key)
                if joined is None:
                    seeing, joined = self.seeing[key[0]], -1
                    for cell in cell_numbers(key[1]):
                        joined &= seeing.get(cell, 0)
                    self._joined[key] = joined
                if joined & apart:
                    found[key[0]] = joined & apart
        return found

    def linked(self, number: int) -> int:
        """The sets joined to set ``number`` by some digit (see ``partners``)."""
        found = self._linked.get(number)
        if found is None:
            found = 0
            for joined in self.partners(number).values():
                found |= joined
            self._linked[number] = found
        return found

    def meetings(self, number: int) -> dict[int, int]:
        """For each digit ``z`` of set ``number``, the sets whose targets of ``z`` meet its
        own: with the set, each of them strikes ``z`` somewhere if both must hold it."""
        found = self._meetings.get(number)
        if found is None:
            found = self._meetings[number] = {}
            for key in self.sets[number].groups:
                meeting = self._meeting.get(key)
                if meeting is None:
                    seeing, meeting = self.seeing[key[0]], 0
                    for cell in cell_numbers(self._peers[key[1]] & self.held[key[0]]):
                        meeting |= seeing[cell]
                    meeting = self._meeting[key] = meeting & self.alive
                found[key[0]] = meeting
        return found

    def meeting(self, number: int) -> int:
        """The sets that meet set ``number`` on some digit (see ``meetings``)."""
        found = self._meeting_any.get(number)
        if found is None:
            found = 0
            for sets in self.meetings(number).values():
                found |= sets
            self._meeting_any[number] = found
        return found

    def striking_alone(self, number: int) -> int:
        """The digits that set ``number`` strikes somewhere once it is locked, as a mask."""
        return sum(1 << digit for digit, places in self.sets[number].groups
                   if self._peers[places] & self.held[digit])

    def striking(self, targets: dict[int, int]) -> int:
        """The sets that would strike a digit ``z`` in one of the cells ``targets[z]``."""
        found = 0
        for digit, cells in targets.items():
            seeing = self.seeing[digit]
            for cell in cell_numbers(cells):
                found |= seeing.get(cell, 0)
        return found & self.alive

    def joined_to(self, sets: int) -> dict[int, dict[int, int]]:
        """For each set joined to one of ``sets``: ``{x: those of sets joined to it by x}``.

        Joins go both ways, so this asks only the ``partners`` of ``sets``.
        """
        found: dict[int, dict[int, int]] = {}
        for number in members(sets):
            bit = 1 << number
            for digit, joined in self.partners(number).items():
                for other in members(joined):
                    links = found.setdefault(other, {})
                    links[digit] = links.get(digit, 0) | bit
        return found

    def ordered(self, sets: int) -> list[int]:
        """The numbers of ``sets`` in the order of the search (``order``)."""
        return sorted(members(sets), key=self.rank.__getitem__)

    def before(self, number: int) -> int:
        """The sets before set ``number`` in ``order``, as a mask."""
        return self.alive & ~self.after[number] & ~(1 << number)

    def note(self, strategy: object, cleared: object, since: int | None = None) -> None:
        """Note what ``strategy`` looked at here and found nothing in (see ``recall``).

        Args:
            strategy: the strategy that looked.
            cleared: what it looked at in vain (sets, stems: the strategy's choice).
            since: the position they were cleared at, as ``recall`` gave it; ``None``: here.
        """
        key = (type(strategy), getattr(strategy, "name", ""))
        self._records[key] = (len(self.sets) if since is None else since, cleared)

    def recall(self, strategy: object) -> tuple[object, int, int] | None:
        """What ``strategy`` noted at an earlier position, the sets new since, and when.

        The earlier position had every candidate this one has: a pattern of sets that
        struck nothing there strikes nothing here, unless one of its sets is new.
        """
        record = self._records.get((type(strategy), getattr(strategy, "name", "")))
        if record is None:
            return None
        return record[1], self.alive & (-1 << record[0]), record[0]

    def joins(self) -> list[dict[int, int]]:
        """For each set in ``order``, the sets joined to it: ``{place in order: digits}``."""
        found = []
        for number in self.order:
            links: dict[int, int] = {}
            for digit, joined in self.partners(number).items():
                for other in members(joined):
                    links[self.rank[other]] = links.get(self.rank[other], 0) | 1 << digit
            found.append(links)
        return found


_PEERS: dict[int, tuple[object, dict[int, int]]] = {}
"""For each layout (by id, kept alive here): the cells that see every cell of a mask."""


def _common_peers(layout) -> dict[int, int]:
    """The memo of ``_PEERS`` for ``layout``: ``{cells: the cells that see all of them}``."""
    kept = _PEERS.get(id(layout))
    if kept is None or kept[0] is not layout:
        if len(_PEERS) > 64:  # layouts made on the fly come and go
            _PEERS.clear()
        kept = _PEERS[id(layout)] = (layout, {})
    return kept[1]


def _rank(each: AlmostLockedSet) -> tuple[int, int, int]:
    """Where a set goes in the search: by its first cell, then its size."""
    return each.cells & -each.cells, each.cells.bit_count(), each.cells


members = indices_of
"""The numbers of the bits set in a mask, lowest first: cells, or sets of a ``SetIndex``."""


_CELL_NUMBERS: dict[int, list[int]] = {}
"""``members`` of the masks of cells met so far: the same few thousand come back all the time."""


def cell_numbers(mask: int) -> list[int]:
    """``members`` of a mask of cells, kept (do not change the list)."""
    found = _CELL_NUMBERS.get(mask)
    if found is None:
        if len(_CELL_NUMBERS) > 100_000:  # bounded, whatever the grids
            _CELL_NUMBERS.clear()
        found = _CELL_NUMBERS[mask] = members(mask)
    return found


def index(board: Board, most: int = MOST_CELLS) -> SetIndex:
    """The [`SetIndex`][sudoku.strategies.als.SetIndex] of the board's position.

    The board's index is brought up to date when the position only lost candidates since,
    and built afresh otherwise (or when its numbers have run far past its sets).

    Args:
        board: the position.
        most: the most cells a set may have.
    """
    kept = _KEPT.get(board)
    state = tuple(0 if cell.digit else cell.candidate_bits for cell in board.cells)
    if kept is None or kept.most != most or len(kept.sets) > 4 * len(kept.order) + 1000 \
            or not kept.follows(state):
        kept = _KEPT[board] = SetIndex(board, most, kept)
    elif kept.state != state:
        kept.update(board)
    return kept


def almost_locked_sets(board: Board, most: int = MOST_CELLS) -> list[AlmostLockedSet]:
    """Every ALS of the position, each once, by its first cell, then its size.

    Args:
        board: the position.
        most: the most cells a set may have.
    """
    found = index(board, most)
    return [found.sets[number] for number in found.order]


def _find_sets(board: Board, most: int, containers: dict,
               peers: dict) -> dict[int, AlmostLockedSet]:
    """Every ALS of the position by its cells, each container's kept unless its cells changed."""
    found: dict[int, AlmostLockedSet] = {}
    for container in board.containers:
        state = (most, tuple(0 if cell.digit else cell.candidate_bits for cell in container.cells))
        known = containers.get(container.index)
        if known is None or known[0] != state:
            before, changed = {}, -1
            if known is not None and known[0][0] == most:  # the sets of unchanged cells stay
                before, changed = {each.cells: each for each in known[1]}, 0
                for cell, then, now in zip(container.cells, known[0][1], state[1]):
                    if then != now:
                        changed |= cell.bit
            known = containers[container.index] = (
                state, _sets_in(container, most, board.cells, peers, before, changed))
        for each in known[1]:
            found.setdefault(each.cells, each)  # a set of two containers: the first names it
    return found


def _sets_in(container, most: int, cells, peers: dict, before: dict,
             changed: int) -> list[AlmostLockedSet]:
    """The ALS of one container: the groups of its empty cells with one digit too many.

    A set found ``before`` whose cells are not among the ``changed`` is taken as it was.
    """
    empty = [cell for cell in container.cells if not cell.digit]
    most = min(most, len(empty) - 1)
    found = []
    for mask, digits in (_by_table if len(empty) <= TABLE_CELLS else _by_growing)(empty, most):
        each = None if mask & changed else before.get(mask)
        found.append(each or _made(mask, digits, container, cells, peers))
    return found


TABLE_CELLS = 12
"""The most empty cells of a container whose every subset ``_by_table`` looks at (4,096)."""


def _by_table(empty: list, most: int) -> list[tuple[int, int]]:
    """``(cells, digits)`` of each ALS of up to ``most`` of the ``empty`` cells, subset by subset.

    The digits of every subset come from two tables, one for the subsets of the first few
    cells and one for those of the rest: a subset's digits are one ``|`` of two entries,
    and Python's built-ins count them (a container of nine has 511 subsets).
    """
    low = len(empty) // 2
    unions = [first | second for second in _unions(empty[low:]) for first in _unions(empty[:low])]
    found = []
    for subset in compress(range(len(unions)), map(eq, map(int.bit_count, unions),
                                                   _one_more(len(empty)))):
        if subset.bit_count() <= most:
            mask = 0
            for place in members(subset):
                mask |= empty[place].bit
            found.append((mask, unions[subset]))
    return found


def _unions(cells: list) -> list[int]:
    """For each subset of ``cells`` (bit ``i`` for the ``i``-th), the digits it holds."""
    found = [0]
    for cell in cells:
        found += [digits | cell.candidate_bits for digits in found]
    return found


@functools.cache
def _one_more(count: int) -> tuple[int, ...]:
    """For each subset of ``count`` cells, its size plus one: the digits of an ALS of it."""
    return tuple(subset.bit_count() + 1 for subset in range(1 << count))


def _by_growing(empty: list, most: int) -> list[tuple[int, int]]:
    """The same as ``_by_table`` for a big container: groups grow a cell at a time, and stop
    once they hold more digits than an ALS of ``most`` cells could."""
    found, stack = [], [(0, 0, 0, 0)]  # from where, cells, digits, size
    while stack:
        start, mask, digits, size = stack.pop()
        for place in range(start, len(empty)):
            grown, held = mask | empty[place].bit, digits | empty[place].candidate_bits
            count = held.bit_count()
            if count <= most + 1:
                if count == size + 2:
                    found.append((grown, held))
                if size + 1 < most:
                    stack.append((place + 1, grown, held, size + 1))
    return found


def _made(mask: int, digits: int, container, cells, peers: dict) -> AlmostLockedSet:
    """The ALS of the cells ``mask`` holding ``digits``, with its places and what sees them."""
    length = len(container.place_bits)  # one entry per digit, and one for 0
    places, seen, groups = [0] * length, [0] * length, []
    for digit in digits_of(digits):
        where = container.place_bits[digit] & mask
        common = peers.get(where)
        if common is None:
            common = -1
            for cell in cells_of(where, cells):
                common &= cell.peer_bits
            peers[where] = common
        places[digit], seen[digit] = where, common & ~mask
        groups.append((digit, where))
    return AlmostLockedSet(mask, digits, tuple(places), tuple(seen), container, tuple(groups))


def restricted_commons(first: AlmostLockedSet, second: AlmostLockedSet) -> int:
    """The digits that join two ALS, as a mask: both hold it, every place sees every other.

    Two sets that share a cell are not joined here.
    """
    if first.cells & second.cells:
        return 0
    joined = 0
    for digit in digits_of(first.candidates & second.candidates):
        if not second.places[digit] & ~first.seen[digit]:
            joined |= 1 << digit
    return joined


def joined(board: Board) -> list[dict[int, int]]:
    """For each of ``almost_locked_sets``, the sets joined to it: ``{place: digits}``."""
    return index(board).joins()


def holders(board: Board) -> list[int]:
    """For each digit (by index), the empty cells that hold it, as a mask."""
    found = [0] * (board.layout.size + 1)
    for cell in board.cells:
        if not cell.digit:
            for digit in digits_of(cell.candidate_bits):
                found[digit] |= cell.bit
    return found


def eliminations(board: Board, digit: int, sets, held: list[int]) -> tuple:
    """``(cell, digit)`` for every cell outside ``sets`` that holds ``digit`` and sees all
    its places in every one of them; ``held`` is what ``holders`` gives.

    Every set must hold ``digit`` (a set without it has no places to see: nothing is struck).
    """
    targets = held[digit]
    for each in sets:
        targets &= each.seen[digit] & ~each.cells
    return tuple((cell, digit) for cell in cells_of(targets, board.cells))


def distinct(steps: Iterable[Step]) -> Iterator[Step]:
    """``steps`` without repeats: a step that changes what one before it did, on the same
    cells, is left out (two patterns may cover the same cells and strike the same).

    The ``find_all`` of the ALS strategies, the Sue de Coq and the chains pass their
    steps through it: their searches can reach one pattern by several roads.
    """
    listed = set()
    for step in steps:
        key = (step.placements, frozenset(step.eliminations), step.cells)
        if key not in listed:
            listed.add(key)
            yield step
