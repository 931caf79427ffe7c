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
shape. The rectangles through each cell are worked out once per layout
(``sudoku.strategies.rectangle_corners``), the first time the cell is asked about;
this module looks at the candidates of a position, and the step and its words are in
``sudoku.strategies.rectangle_steps``. See the docs page *Reference /
sudoku.strategies*, under *Shared by the rectangles*.
"""

from __future__ import annotations

from typing import NamedTuple

from sudoku.bitsets import cells_of, digits_of
from sudoku.strategies.deadline import NO_DEADLINE, Deadline
from sudoku.strategies.rectangle_corners import corner_table


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
    cells = first.bit | second.bit
    return next((container for container in shared(first, second)
                 if container.missing_bits >> digit & 1 and not container.place_bits[digit] & ~cells),
                None)


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
    for as long as the board has not been written to (its ``version``) and
    ``given`` stays the same.
    """
    seen = (board.version, *given)
    last = _LAST.get(search)
    if last is None or last[0] is not board or last[1] != seen:
        last = _LAST[search] = (board, seen, list(search(board, deadline, *given)))
    return last[2]


_LAST: dict = {}
"""For each search, the board it last looked at, its version then, and what it found."""


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
            if cells[d].digit and not first.candidate_bits >> cells[d].digit & 1:
                continue  # the opposite corners take one digit: ``first`` cannot take it
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
