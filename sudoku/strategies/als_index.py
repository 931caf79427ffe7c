"""The index of a position's almost locked sets: numbered, and asked with masks of sets.

TL;DR: a [`SetIndex`][sudoku.strategies.als_index.SetIndex] numbers the ALS of a
position and answers the ALS strategies' questions (which sets are joined to this one,
and by which digit; which strike a digit in these cells) with masks *of sets*: bit ``i``
for set number ``i``.

Role: what keeps the ALS strategies quick (see the module ``sudoku.strategies.als``,
whose ``index`` gives the index of a board). See the docs page *Reference /
sudoku.strategies*, under *Shared by the ALS strategies*.

A stuck position has two or three hundred ALS, and the strategies ask about pairs,
triples and blossoms of them. So the questions are answered as the model answers its
own with masks of cells and digits: the index keeps, for each digit and cell, the sets
whose places of the digit all see the cell. The sets joined to a set by ``x`` are then
the ``&`` of those masks over its places of ``x``.

And a solve only ever takes candidates away, so most of what one search learns still
holds at the next: the index is kept per board and brought up to date (a set whose cells
kept their candidates keeps its number and its facts), and a strategy notes which sets it
looked at in vain ([`SetIndex.note`][sudoku.strategies.als_index.SetIndex.note]): next
time, a pattern made only of those cannot strike anything new, so it looks only at
patterns with a set that is new since. A position that gained a candidate (an undo)
starts afresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sudoku.strategies.als_sets import MOST_CELLS, cell_numbers, common_peers, find_sets, members
from sudoku.strategies.als_steps import holders

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.strategies.als_sets import AlmostLockedSet


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
        self._peers = common_peers(board.layout)
        self.update(board)

    def follows(self, state: tuple[int, ...]) -> bool:
        """Whether ``state`` (every cell's candidates) only lost candidates since the index's."""
        return all(not now & ~then for now, then in zip(state, self.state))

    def update(self, board: Board) -> None:
        """Bring the index to the board's position, which ``follows`` the index's."""
        self.state = tuple(0 if cell.digit else cell.candidate_bits for cell in board.cells)
        self.held = holders(board)
        numbers, added = {}, {}
        for mask, each in find_sets(board, self.most, self._containers, self._peers).items():
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


def _rank(each: AlmostLockedSet) -> tuple[int, int, int]:
    """Where a set goes in the search: by its first cell, then its size."""
    return each.cells & -each.cells, each.cells.bit_count(), each.cells
