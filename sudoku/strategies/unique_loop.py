"""Unique loop: the unique rectangle's argument, on a loop of six cells or more.

Take six empty cells, each holding 4 and 6 among its candidates, that go round
a loop: each sees the next, the last sees the first, and every container that
holds one of them holds exactly two, an odd number of steps apart along the
loop. Were they all to end up 4 or 6, they would alternate round the loop, and
could swap their 4s and 6s: every container would still hold one of each, and
the givens (none of the cells is one) would not change, so the puzzle would
have a second solution. One of the cells' other candidates, the *guardians*,
is therefore true (the module [`rectangles`][sudoku.strategies.rectangles]
makes the same argument on four cells, where the loop is a rectangle):

* **type 1**: one cell holds more than 4 and 6: it is neither;
* **type 2**: each cell that holds more holds one more digit, the same, say 7:
  one of them is 7, so 7 leaves every cell that sees all of them;
* **type 4**: two cells hold more and share a container where 4 goes only in
  them: one of them is 4, the other must not be 6, so 6 leaves both.

One strategy finds the three types (Sudoku Explainer, too, names them as one
technique): they share the search, and their number. Sudoku Explainer rates a loop 4.5 and
0.1 more for six cells, 0.2 for eight, 0.5 for ten or more (its unique rectangle
is the loop of four, at 4.5); ours is 4.6, the number of the shortest loop,
after the unique, hidden and avoidable rectangles, which are easier to see (the
se scale numbers each step by its length, as Sudoku Explainer does). Loops of
four cells are left to the rectangles. The search starts from each cell that
holds only the pair, and walks from cell to cell
holding both digits with a mask per parity of the cells it may no longer take,
so a container never gets two cells an even number of steps apart, and gives
up a walk that has too few cells left to close. It looks only among the cells
that hold the pair and see two others that do, and stops at ``LONGEST``
(14) cells: along the human solves of top95, ``hardest`` and the first 1,000
17-clue puzzles, the search finds steps on loops of 6 to 14 cells, 1,602 in all
(counted at every position), 6 of them of 14 cells and none longer when the walk may take 22, and a call costs the same median, 0.3 ms, with a
longest of 10 cells or of 14.

Like the rectangles, it finds nothing unless it knows the puzzle has one
solution (see [`Uniqueness`][sudoku.strategies.uniqueness.Uniqueness]). See the
docs page *Strategies*, at the unique loop.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # a position from a human solve of 17-clue puzzle #480
    ...     "302000061100320000500010023238465719000891342910273600021604930000130200003002100")
    >>> print(UniqueLoop().find(board))  # not known to have one solution: off
    None
    >>> step = UniqueLoop().assuming_unique().find(board)
    >>> [cell.name for cell in step.cells]
    ['r6c8', 'r6c9', 'r7c5', 'r7c9', 'r9c5', 'r9c8']
    >>> print(step.reason)  # doctest: +NORMALIZE_WHITESPACE
    r6c8, r6c9, r7c9, r7c5, r9c5 and r9c8 go round a loop, each seeing the next, two in
    each container they touch; they hold 5 and 8, and the only other candidate of r7c9 and
    r9c8 is 7; if neither r7c9 nor r9c8 were 7, the loop could swap 5 and 8 for a second
    solution, and the puzzle has only one; so one of them is 7, and 7 leaves the cells
    that see both
    >>> sorted(f"{cell.name}<>{digit}" for cell, digit in step.eliminations)
    ['r8c8<>7', 'r8c9<>7', 'r9c9<>7']
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Link, Mark, Step
from sudoku.strategies.deadline import NO_DEADLINE, Deadline
from sudoku.strategies.rectangle_steps import both, either, hold_only, names
from sudoku.strategies.uniqueness import Uniqueness

SHORTEST, LONGEST = 6, 14
"""The fewest and the most cells of a loop (four are a rectangle)."""


class Loop(NamedTuple):
    """Cells that go round a loop and could swap the two digits of ``pair`` (a mask)."""

    cells: tuple
    pair: int

    def guardians(self, cell) -> int:
        """The candidates of ``cell`` other than the pair, as a mask."""
        return cell.candidate_bits & ~self.pair

    def guarded(self) -> list:
        """The cells that hold more than the pair, in the loop's order."""
        return [cell for cell in self.cells if self.guardians(cell)]


def unique_loops(board, deadline: Deadline = NO_DEADLINE):
    """Every loop of ``SHORTEST`` to ``LONGEST`` empty cells that could swap a pair.

    Each comes once, from its first cell (by index) that holds the pair alone,
    and goes first to the lower of that cell's two neighbours. Its cells hold
    both digits of the pair; more than two of them hold more only when those
    all hold the same one digit more (types 1, 2 and 4 need no other loops).
    """
    (houses, most), tried, places = container_masks(board.layout), set(), None
    for start in cells_of(board.empty_bits, board.cells):
        pair = start.candidate_bits
        if pair.bit_count() != 2 or pair in tried:
            continue
        tried.add(pair)
        deadline.check()
        if places is None:
            places = [0] * len(board.containers[0].place_bits)
            for container in board.containers:
                for digit, where in enumerate(container.place_bits):
                    places[digit] |= where
        holding = ring_cells(board, pair, places)
        for first in cells_of(holding, board.cells):
            if first.candidate_bits == pair:
                yield from _loops_from(board, first, holding, houses, most)
                holding &= ~first.bit  # every loop through it came from it


@functools.lru_cache(maxsize=8)
def container_masks(layout) -> tuple[tuple[int, ...], int]:
    """For each cell of ``layout``, the containers it belongs to, as a mask of their indices;
    and the most containers one cell belongs to (the most a cell can give a second cell)."""
    masks = tuple(sum(1 << container for container in containers)
                  for containers in layout.memberships)
    return masks, max((mask.bit_count() for mask in masks), default=0)


def ring_cells(board, pair: int, places: list[int]) -> int:
    """The empty cells that hold both digits of ``pair`` (``places`` holds each digit's
    cells, as masks) and see two others that do, again and again until none is left out
    (a loop passes only through such cells), as a mask; 0 if fewer than ``SHORTEST``."""
    low, high = digits_of(pair)
    holding, cells = places[low] & places[high] & board.empty_bits, board.cells
    while holding.bit_count() >= SHORTEST:
        lonely = 0
        for cell in cells_of(holding, cells):
            neighbours = cell.peer_bits & holding
            if not neighbours & (neighbours - 1):  # fewer than two
                lonely |= cell.bit
        if not lonely:
            return holding
        holding &= ~lonely
    return 0


def _loops_from(board, start, holding, houses, most):
    """The loops from ``start`` through the cells of ``holding`` (a mask), in a walk that
    keeps, for the positions of each parity, the cells that may no longer take one
    (``seen``: they share a container with one) and the containers they fill."""
    pair, path = start.candidate_bits, [start]
    seen, filled = [start.peer_bits | start.bit, 0], [houses[start.index], 0]

    def extend(guarded, extra):
        last, parity = path[-1], len(path) % 2
        if filled[0] == filled[1]:  # every container holds one cell of each parity
            if len(path) >= SHORTEST and last.peer_bits & start.bit and path[1] < last:
                yield Loop(tuple(path), pair)
            return  # no cell can join: it would make a third in a container
        if (filled[0] ^ filled[1]).bit_count() > most * (LONGEST - len(path)):
            return  # too few cells left to give every container its second
        for cell in cells_of(last.peer_bits & holding & ~seen[parity], board.cells):
            more = cell.candidate_bits & ~pair
            if guarded + bool(more) > 2 and (extra | more).bit_count() > 1:
                continue
            before = seen[parity], filled[parity]
            seen[parity] |= cell.peer_bits | cell.bit
            filled[parity] |= houses[cell.index]
            path.append(cell)
            yield from extend(guarded + bool(more), extra | more)
            path.pop()
            seen[parity], filled[parity] = before

    return extend(0, 0)


class UniqueLoop(Uniqueness):
    """Avoid a deadly loop of six cells or more that could swap two digits.

    Args:
        unique: whether the puzzle is known to have one solution; if not, ``find`` finds nothing.
    """

    name = "unique loop"
    description = (
        "Six cells or more that hold the same two candidates, say 4 and 6, and go round a loop, "
        "each seeing the next, with two of them in every row, column and box they touch, must "
        "never be free to swap 4 and 6, or the puzzle would have two solutions. So one of their "
        "other candidates is true: when one cell holds more, 4 and 6 leave it; when the cells "
        "that hold more all hold the same one digit more, it leaves every cell that sees them "
        "all. It relies on the puzzle having one solution.")
    nudge = "look for six or more cells that hold the same two candidates and go round a loop"
    difficulty = 4.6
    example_seed = 407  # the chain takes a loop of six, type 4

    def patterns(self, board):
        """Every unique loop that strikes a candidate: loops in the order of ``unique_loops``,
        and in each, types 1, 2 and 4 in turn."""
        for loop in unique_loops(board, self.deadline):
            for kind in (type_1, type_2, type_4):
                yield from kind(self.name, board, loop)


def type_1(name, board, loop):
    """Type 1: one cell holds more than the pair, so it holds neither digit of it."""
    guarded = loop.guarded()
    if len(guarded) == 1:
        cell = guarded[0]
        plain = sorted(each for each in loop.cells if each is not cell)
        yield loop_step(name, board, loop, [(cell, digit) for digit in digits_of(loop.pair)],
                        hold_only(board, plain, loop.pair), f"{cell.name} were "
                        f"{either(board, loop.pair)} too", f"{cell.name} is not "
                        f"{either(board, loop.pair)}")


def type_2(name, board, loop):
    """Type 2: the cells that hold more all hold the same one digit more, which leaves every
    cell that sees them all."""
    guarded = sorted(loop.guarded())
    extra = 0
    for cell in guarded:
        extra |= loop.guardians(cell)
    if len(guarded) < 2 or extra.bit_count() != 1:
        return
    seeing = board.empty_bits
    for cell in guarded:
        seeing &= cell.peer_bits
    struck = [(cell, digit) for cell in cells_of(seeing, board.cells) for digit in digits_of(
        cell.candidate_bits & extra)]
    if struck:
        symbol = board.layout.symbol(extra.bit_length() - 1)
        yield loop_step(name, board, loop, struck,
                        f"they hold {both(board, loop.pair)}, and the only other candidate of "
                        f"{names(guarded)} is {symbol}",
                        f"neither {names(guarded, 'nor')} were {symbol}" if len(guarded) == 2
                        else f"none of them were {symbol}", f"one of them is {symbol}, and "
                        f"{symbol} leaves the cells that see "
                        f"{'both' if len(guarded) == 2 else 'all of them'}")


def type_4(name, board, loop):
    """Type 4: two cells that hold more share a container where a digit of the pair goes only
    in them, so the other digit leaves both."""
    guarded = loop.guarded()
    if len(guarded) != 2 or not guarded[0].peer_bits & guarded[1].bit:
        return
    first, second = sorted(guarded)
    for container in first.containers:
        for digit in digits_of(loop.pair):
            if container.place_bits[digit] != first.bit | second.bit:
                continue
            symbol = board.layout.symbol(digit)
            other = (loop.pair ^ (1 << digit)).bit_length() - 1
            lost = board.layout.symbol(other)
            yield loop_step(name, board, loop, [(first, other), (second, other)],
                            f"they hold {both(board, loop.pair)}, and in {container.name}, "
                            f"{symbol} goes only in {first.name} or {second.name}, so one "
                            f"of them is {symbol}", f"the other were {lost}",
                            f"neither is {lost}",
                            links=(Link((first, digit), (second, digit), True),))


def loop_step(name, board, loop, struck, premise, what_if, conclusion, links=()):
    """The step of a loop: its cells and their containers, the cells' candidates of the pair
    marked ``"deadly"`` and the others ``"guardian"``, the loop drawn as weak links on the
    pair's lower digit, and a reason that reads *the loop; premise; if what-if, the cells
    could swap the pair for a second solution, and the puzzle has only one; so conclusion*."""
    cells = sorted(loop.cells)
    containers = sorted({container for cell in cells for container in cell.containers},
                        key=lambda each: each.index)
    marks = tuple(Mark(cell, digit, "deadly") for cell in cells
                  for digit in digits_of(loop.pair))
    marks += tuple(Mark(cell, digit, "guardian") for cell in cells
                   for digit in digits_of(loop.guardians(cell)))
    low = digits_of(loop.pair)[0]
    ring = tuple(Link((cell, low), (loop.cells[(at + 1) % len(loop.cells)], low), False)
                 for at, cell in enumerate(loop.cells))
    pair = both(board, loop.pair)
    return Step(name, eliminations=tuple(sorted(struck, key=lambda each: (each[0].index, each[1]))),
                cells=tuple(cells), containers=tuple(containers), marks=marks,
                links=ring + links,
                reason=lambda: f"{names(loop.cells)} go round a loop, each seeing the next, "
                               f"two in each container they touch; {premise}; if {what_if}, "
                               f"the loop could swap {pair} for a second solution, and the "
                               f"puzzle has only one; so {conclusion}")
