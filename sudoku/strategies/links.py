"""Links between candidates: the pieces every chain strategy is made of.

A *candidate* here is a pair ``(cell, digit)``, written ``r1c7=3``. Two
candidates are linked when the truth of one tells something about the other:

* a **strong link**: at least one of the two is true. Either the digit has only
  two places left in a container (``r1c1=3`` and ``r1c7=3`` when row 1 keeps 3
  only there), or a cell has only two candidates left (``r1c7=3`` and ``r1c7=5``).
* a **weak link**: at most one of the two is true. Either the same digit in two
  cells that see each other, or two digits of one cell.

[`Links`][sudoku.strategies.links.Links] works out every link of a position
once. To keep that cheap, each cell owns a *field* of bits, one per digit, so
that the candidate ``(cell, digit)`` is a bit number, ``cell.index * stride +
digit``, and a set of candidates is one int (the fields are
``sudoku.strategies.candidate_fields``; one link, and its words, is a
[`Link`][sudoku.strategies.chain_link.Link] of ``sudoku.strategies.chain_link``). The
search that walks the links is in ``sudoku.strategies.chain_search``; the strategies are
in ``sudoku.strategies.chains`` and the modules that build on it. See the docs page
*Reference / sudoku.strategies*, under *Shared by the chains*.

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
from typing import TYPE_CHECKING

from sudoku.bitsets import _DIGITS, indices_of
from sudoku.strategies.candidate_fields import Fields
from sudoku.strategies.chain_link import Link

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell

PLACES, CELL = "places", "cell"
"""Where a link lies: between the places of a digit in a container, or inside one cell."""


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
        >>> from sudoku.strategies.chain_link import named
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

    def seeing_all(self, digit: int, cells) -> int:
        """The places of ``digit`` that see every one of ``cells``, but for those cells, as a mask."""
        common = -1
        for cell in cells:
            common &= self._fields.around[cell.index]
        for cell in cells:
            common &= ~(1 << cell.index * self.stride)
        return common << digit & self.marks

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


_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, the links of its position last asked for, by kind."""


def links_of(board: Board, kind: type[Links], strong: tuple[str, ...], weak: tuple[str, ...],
             **options) -> Links:
    """The links of ``board`` as it stands, worked out once for the strategies that ask in turn.

    The chain asks the continuous loop, then the nice loop, at the same position
    (a ``find`` changes nothing); they share one table of links. The position is
    told by the board's trail: its length and its last change (compared by
    identity, as a step tells whether its changes are still on the board).
    ``options`` go to the table, ``most_cells`` of ``AlsLinks`` say, and tell
    tables of one kind apart.
    """
    mark = board.mark()
    last = board.change_at(mark - 1) if mark else None
    kept = _KEPT.get(board)
    if kept is None or kept[0] != mark or kept[1] is not last:
        kept = _KEPT[board] = (mark, last, {})
    key = (kind, strong, weak, tuple(sorted(options.items())))
    if key not in kept[2]:
        kept[2][key] = kind(board, strong, weak, **options)
    return kept[2][key]
