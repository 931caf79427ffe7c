"""What the steps of the ALS strategies share: what a pattern strikes, its picture, each once.

TL;DR: once a pattern of almost locked sets is found, ``eliminations`` says which
candidates it strikes (from what ``holders`` gives), ``set_marks`` colours its sets for
the picture, and ``distinct`` leaves out a step that repeats one before it.

Role: the last part of every ALS strategy's ``find`` (see the module
``sudoku.strategies.als``); the Sue de Coq uses it too. See the docs page *Reference /
sudoku.strategies*, under *Shared by the ALS strategies*.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Mark

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from sudoku.board import Board
    from sudoku.step import Step


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
