"""Uniqueness: the techniques that hold only when the puzzle has exactly one solution.

TL;DR: a [`Uniqueness`][sudoku.strategies.uniqueness.Uniqueness] strategy finds
nothing until it is told that the puzzle has one solution, and asks that question only
once it has found its pattern, so that a puzzle is counted only when the answer decides
a step.

Role: the base class of the unique, hidden and avoidable rectangles and of the BUG+1
(see the module ``sudoku.strategies.unique_rectangle``, and ``assuming_unique`` in
``sudoku.strategies``, which switches them on). See the docs page *Reference /
sudoku.strategies*, under *Shared by the rectangles*.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from sudoku.strategies.base import Strategy


class Uniqueness(Strategy):
    """A technique sound only on a puzzle with exactly one solution: off until told so.

    A subclass writes ``patterns``, the steps of its pattern whatever the number of
    solutions; ``find`` and ``find_all`` give them only while the puzzle is known to
    have one (the Template Method again).

    Args:
        unique: whether the puzzle is known to have one solution; if not, ``find``
            finds nothing. It may also be a function of no arguments that tells,
            asked only the first time the answer matters (see ``is_unique``).
    """

    requires_uniqueness = True

    def __init__(self, unique: bool | Callable[[], bool] = False):
        super().__init__()
        self.unique = unique

    def is_unique(self) -> bool:
        """Whether the puzzle has one solution, asking a function given as ``unique`` once.

        A strategy asks it only when it has found its pattern, so that a puzzle
        is counted only when the answer decides a step.
        """
        if callable(self.unique):
            self.unique = bool(self.unique())
        return self.unique

    def assuming_unique(self, check: Callable[[], bool] | None = None) -> Uniqueness:
        """A copy of this strategy that uses the uniqueness of the puzzle.

        Args:
            check: a function that tells whether the puzzle has one solution,
                asked the first time the copy is about to use it; without one,
                the puzzle is known to have one.
        """
        twin = copy.copy(self)
        twin.unique = True if check is None else check
        return twin

    def find(self, board):
        """The first step of ``find_all``, or ``None``."""
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every step of ``patterns``, each once, when the puzzle has one solution; else none.

        Whether it has is asked only once a first pattern is found (see ``is_unique``).
        """
        if self.unique is False:
            return
        yield from self.when_unique(self.patterns(board))

    def patterns(self, board):
        """The steps of the technique's patterns on ``board``, in the order ``find`` tries them,
        whatever the number of solutions: the one method a uniqueness technique writes."""
        raise NotImplementedError

    def arguments(self) -> str:
        """What ``repr`` shows between the parentheses before ``unique=True``: ``""`` here."""
        return ""

    def __repr__(self) -> str:
        unique = "unique=True" if self.unique is True else ""
        shown = ", ".join(part for part in (self.arguments(), unique) if part)
        return f"{type(self).__name__}({shown})"

    def when_unique(self, steps):
        """``steps``, each pattern once, as long as the puzzle has one solution; none if not.

        A rectangle may give the same strikes more than one way (from a row
        and from a box, say): a step whose results and cells came already is
        left out. The puzzle is counted only when a first step is found.
        """
        seen = set()
        for step in steps:
            key = (step.results(), step.cells)
            if key in seen:
                continue
            if not self.is_unique():
                return
            seen.add(key)
            yield step

