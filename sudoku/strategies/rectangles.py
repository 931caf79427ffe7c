"""Deadly rectangles: four cells that could swap two digits, and the candidates that guard them.

TL;DR: every unique, hidden and avoidable rectangle rests on one fact, found
here: four cells that could swap two digits never end up holding only those
two, so one of their other candidates, a *guardian*, is true.

Take four cells that are not givens, on two rows, two columns and two boxes,
and two digits, 3 and 7. Were the four to end up holding only 3 and 7, they
could swap them: every container that holds one of the cells holds two, a 3
and a 7, and still does after the swap; the givens do not change, so the
swapped grid is a second solution. A puzzle with one solution never allows
that *deadly pattern*: at least one corner takes another digit. The candidates
of the corners other than the pattern's digits are the *guardians*; one of
them is true. The strategies of the family differ only in what they make of
that one fact (see [`unique_rectangle`][sudoku.strategies.unique_rectangle],
[`hidden_rectangle`][sudoku.strategies.hidden_rectangle] and
[`avoidable_rectangle`][sudoku.strategies.avoidable_rectangle]).

The fact is about the solution, not the pencil marks, so a corner that lost 3
or 7 to an earlier step takes part all the same (HoDoKu calls that a rectangle
with missing candidates): it is still true that the four do not all end up 3
or 7. A corner placed by the solve, not given, takes part too: that is the
avoidable rectangle.

Four cells can swap when every container that holds one of them holds exactly
two; the search checks that on the layout's containers, so it holds for every
shape. The rectangles through each cell are worked out once per layout, the
first time the cell is asked about.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from sudoku.bitsets import cells_of, digits_of, indices_of
from sudoku.step import Mark, Step
from sudoku.strategies.base import NO_DEADLINE, Deadline
from sudoku.strategies.naked_subset import in_words


class Rectangle(NamedTuple):
    """Four corners that could swap two digits, and the digit each would take in the swap.

    Attributes:
        corners: ``(a, b, c, d)``: ``a`` shares a container with ``b`` and with
            ``c``, and ``d`` with ``b`` and ``c``; ``a`` and ``d`` are opposite.
        pair: the two digits, as a mask.
        deadly: for each corner, the digits of ``pair`` it could take in the
            deadly pattern, as a mask: its candidates among them, or its digit.
        guards: for each corner, its other candidates, the guardians, as a mask.
    """

    corners: tuple
    pair: int
    deadly: tuple[int, int, int, int]
    guards: tuple[int, int, int, int]

    @classmethod
    def of(cls, corners, pair: int, deadly) -> Rectangle:
        """The rectangle of ``corners`` and ``pair``, its guardians worked out from ``deadly``."""
        return cls(corners, pair, deadly, tuple(
            0 if cell.digit else cell.candidate_bits & ~digits
            for cell, digits in zip(corners, deadly, strict=True)))

    def guardians(self, cell) -> int:
        """The candidates of the corner ``cell`` that keep the pattern away, as a mask."""
        return self.guards[self.corners.index(cell)]

    def guarded(self) -> list:
        """The corners that hold a guardian, in the order of ``corners``."""
        return [cell for cell, guards in zip(self.corners, self.guards, strict=True) if guards]

    def opposite(self, cell):
        """The corner that shares no container with ``cell``."""
        return self.corners[3 - self.corners.index(cell)]

    def beside(self, cell) -> tuple:
        """The two corners that share a container with ``cell``."""
        a, b, c, d = self.corners
        return (b, c) if cell in (a, d) else (a, d)


def is_beside(first, second) -> bool:
    """Whether the corners ``first`` and ``second`` share a container (else they are opposite)."""
    return bool(first.peer_bits & second.bit)


def shared(first, second) -> list:
    """The containers that hold both cells, in layout order."""
    return [container for container in first.containers if container.cell_bits & second.bit]


def confined(first, second, digit: int):
    """The first container of both cells with no place for ``digit`` but these two, or ``None``.

    Then one of the two cells is ``digit``: a strong link.
    """
    both = first.bit | second.bit
    return next((container for container in shared(first, second)
                 if container.missing_bits >> digit & 1 and not container.place_bits[digit] & ~both),
                None)


@functools.lru_cache(maxsize=8)
def corner_table(layout) -> dict[int, tuple[tuple[int, int, int, int], ...]]:
    """For each cell index of ``layout``, the rectangles through it: ``(b, c, d, mask)``.

    ``b``, ``c`` and ``d`` are the indices of the other corners, ``mask`` the
    three as a mask of cells. A dict that fills itself in, one cell at a time,
    the first time a cell is asked about.
    """
    return _Corners(layout)


class _Corners(dict):
    """The rectangles through each cell of a layout, worked out when first asked for."""

    def __init__(self, layout):
        super().__init__()
        self.peers = layout.peer_bits
        self.members = layout.memberships
        self.container_bits = [sum(1 << index for index in spec.cells)
                               for spec in layout.containers]
        kinds = sorted(layout.partitions)  # the rows, say: containers that hold every cell once
        self.cover = tuple(index for index, spec in enumerate(layout.containers)
                           if not kinds or spec.kind == kinds[0])

    def __missing__(self, a: int) -> tuple[tuple[int, int, int, int], ...]:
        # Each container of ``a`` holds one more corner, ``b`` or ``c`` (``d`` shares none
        # with ``a``): so ``c`` lies in every container of ``a`` that ``b`` is not in, and
        # in none that it is in.
        peers, bits, found = self.peers, self.container_bits, []
        for b in indices_of(peers[a]):
            places = peers[a] & ~peers[b] & ~((2 << b) - 1)  # c comes after b
            for container in self.members[a]:
                places &= ~bits[container] if bits[container] >> b & 1 else bits[container]
            for c in indices_of(places):
                for d in indices_of(peers[b] & peers[c] & ~peers[a] & ~(1 << a)):
                    if self._can_swap((a, b, c, d)):
                        found.append((b, c, d, 1 << b | 1 << c | 1 << d))
        self[a] = tuple(found)
        return self[a]

    def _can_swap(self, four) -> bool:
        corners = sum(1 << index for index in four)
        return all((self.container_bits[container] & corners).bit_count() == 2
                   for index in four for container in self.members[index])




def unique_rectangles(board, deadline: Deadline = NO_DEADLINE) -> list[Rectangle]:
    """Every rectangle of four empty cells whose pair is the candidates of one of them.

    Each corner holds at least one digit of the pair. A rectangle comes once,
    from its first corner (by index) that holds the pair and nothing else;
    those corners go in cell order, and the rectangles through each in the
    order of ``corner_table``. The search asks ``deadline`` once a corner.
    """
    return _remembered(board, _unique_rectangles, deadline)


def avoidable_rectangles(board, deadline: Deadline = NO_DEADLINE) -> list[Rectangle]:
    """Every rectangle with corners placed by the solve (not given) and empty ones.

    The placed corners show the pattern: two of them beside each other hold
    its two digits, and each empty corner must hold the digit it would take.
    Rectangles come from their first empty corner, by index. The search asks
    ``deadline`` once a corner.
    """
    givens = sum(cell.bit for cell in board.cells if cell.digit and board.is_given(cell))
    return _remembered(board, _avoidable_rectangles, deadline, givens)


def _remembered(board, search, deadline, *given) -> list[Rectangle]:
    """What ``search(board, deadline, *given)`` finds, worked out again only for a new position.

    The strategies of the family ask in turn at the same position (seven of them
    start from the unique rectangles), so the last answer of each search is kept
    for as long as the board, its digits and candidates, and ``given`` stay the same.
    """
    seen = (*given, *board.values(), *(cell.candidate_bits for cell in board.cells))
    last = _LAST.get(search)
    if last is None or last[0] is not board or last[1] != seen:
        last = _LAST[search] = (board, seen, list(search(board, deadline, *given)))
    return last[2]


_LAST: dict = {}
"""For each search, the board it last looked at, its digits and candidates, and what it found."""


def _unique_rectangles(board, deadline):
    cells, table = board.cells, corner_table(board.layout)
    holding: dict[int, int] = {}  # for each pair, the empty cells that hold one of its digits
    for first in cells_of(board.empty_bits, cells):
        pair = first.candidate_bits
        if pair.bit_count() != 2:
            continue
        deadline.check()  # a big grid has many rectangles through each cell
        if pair not in holding:
            holding[pair] = places(board, pair, table.cover)
        held = holding[pair]
        for b, c, d, others in table[first.index]:
            if others & held != others:
                continue
            corners = (first, cells[b], cells[c], cells[d])
            if not any(cell.candidate_bits == pair and cell.index < first.index
                       for cell in corners):  # then it came from that corner
                yield Rectangle.of(corners, pair, tuple(cell.candidate_bits & pair
                                                        for cell in corners))


def _avoidable_rectangles(board, deadline, givens: int):
    cells, table, empty = board.cells, corner_table(board.layout), board.empty_bits
    placed = ~empty & ~givens & ((1 << len(cells)) - 1)
    for first in cells_of(empty, cells):
        if not first.peer_bits & placed:
            continue  # a corner beside it must have been placed
        deadline.check()
        for b, c, d, others in table[first.index]:
            if others & givens or not others & placed:
                continue
            corners = (first, cells[b], cells[c], cells[d])
            deadly = _arrangement(corners)
            if deadly and not any(cell.is_empty and cell.index < first.index
                                  for cell in corners):  # then it came from that corner
                yield Rectangle.of(corners, deadly[0] | deadly[1], deadly)


def places(board, digits: int, cover) -> int:
    """The empty cells that hold one of ``digits`` (a mask), as a mask of cells.

    Each container keeps the places of each digit; those of ``cover`` (indices)
    hold every cell.
    """
    found, containers = 0, board.containers
    for index in cover:
        for digit in digits_of(digits):
            found |= containers[index].place_bits[digit]
    return found


def _arrangement(corners):
    """The digit each corner takes in the deadly pattern that the placed ones show, or ``None``.

    The placed corners must hold two digits, the empty ones hold their digit, and
    at least one corner must be empty.
    """
    a, b, c, d = corners
    digits = {digit for digit in (a.digit, b.digit, c.digit, d.digit) if digit}
    if len(digits) != 2 or all(cell.digit for cell in corners):
        return None
    first, second = digits
    # a and d take one digit, b and c the other; try both ways round.
    for one, other in ((first, second), (second, first)):
        wanted = (one, other, other, one)
        if all(cell.digit == digit if cell.digit else cell.candidate_bits >> digit & 1
               for cell, digit in zip(corners, wanted, strict=True)):
            return tuple(1 << digit for digit in wanted)
    return None


def both(board, digits: int) -> str:
    """The digits of the mask ``digits`` in words: ``"3 and 7"``."""
    return in_words(board.layout.symbol(digit) for digit in digits_of(digits))


def plain_corners(rectangle, guarded) -> list:
    """The corners of ``rectangle`` not in ``guarded``, in cell order."""
    return [cell for cell in sorted(rectangle.corners) if cell not in guarded]


def either(board, digits: int) -> str:
    """The digits of the mask ``digits`` as alternatives: ``"3 or 7"``."""
    return both(board, digits).replace(" and ", " or ")


def hold_only(board, cells, digits: int) -> str:
    """``"r5c2 and r5c3 hold only 5 and 6"``, or ``"r5c2 holds only ..."`` for one cell."""
    verb = "holds" if len(cells) == 1 else "hold"
    return f"{names(cells)} {verb} only {both(board, digits)}"


def names(cells, joint: str = "and") -> str:
    """Cells by name, as English lists them: ``"r1c1 and r1c2"``."""
    return in_words(cell.name for cell in cells).replace(" and ", f" {joint} ")


def rectangle_step(name, board, rectangle, struck, premise, what_if, conclusion, links=()):
    """The step of a rectangle: its four corners and their containers; for its picture, the
    corners' candidates of the pattern are ``"deadly"`` and the others ``"guardian"``.

    The reason reads: *premise*; if *what_if*, the corners could swap the pair for a second
    solution, and the puzzle has only one; so *conclusion*.
    """
    cells = sorted(rectangle.corners)
    containers = sorted({container for cell in cells for container in cell.containers},
                        key=lambda each: each.index)
    marks = tuple(Mark(cell, digit, "deadly") for cell in cells if not cell.digit
                  for digit in digits_of(cell.candidate_bits & rectangle.pair))
    marks += tuple(Mark(cell, digit, "guardian") for cell in cells
                   for digit in digits_of(rectangle.guardians(cell)))
    pair = both(board, rectangle.pair)
    joint = " " if what_if.endswith(" so") else ", "  # "if r1c1 were 9, r2c2 would be 7, so ..."
    return Step(name, eliminations=tuple(sorted(struck, key=lambda each: (each[0].index, each[1]))),
                cells=tuple(cells), containers=tuple(containers), marks=marks, links=links,
                reason=lambda: f"{premise}; if {what_if}{joint}{names(cells)} could swap {pair} "
                               f"for a second solution, and the puzzle has only one; so "
                               f"{conclusion}")
