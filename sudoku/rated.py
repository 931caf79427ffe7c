"""Puzzles made to measure: a difficulty level, or a technique the solve cannot do without.

TL;DR: judge minimal puzzles as ``sudoku.target`` does, by one
solve of the human chain cut just after the target; put givens of the solution
back into those that are too hard, until the cut chain finishes them with the
target. Docs page: *Reference / sudoku.rated*, which tells why, with numbers.

The search itself, attempt by attempt, is ``sudoku.search``'s
[`Search`][sudoku.search.Search]. On another rating scale, a
``sudoku.scale_target`` judges by the scale's whole rating, in the same search.

Every random choice comes from the seed: attempt seeds drawn from
``random.Random(seed)``, and each attempt's own choices from its seed. So the
same seed and request give the same puzzle in any process, with any number of
``jobs``: attempts run side by side in worker processes, and the answer is
still the first attempt in order that matches. A bound (``attempts``,
``time_budget``) only decides whether the search gets there, as long as the
time budget cuts no attempt short (a cut one may return an earlier match of its
own, or none).

See the docs pages *Command line* (section ``sudoku generate``) and *Difficulty*.

Examples:
    >>> puzzle = generate_rated(needs="X-Wing", seed=1)
    >>> puzzle.rating.hardest.name, puzzle.rating.level, puzzle.rating.status
    ('X-Wing', 'hard', 'solved')
    >>> from sudoku import Board, Solver
    >>> Solver().count_solutions(Board(CLASSIC, puzzle.values))
    1
    >>> generate_rated(level="fiendish", seed=1).rating.hardest.name
    'XY-Wing'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import islice

from sudoku.errors import SudokuError
from sudoku.generate import Puzzle
from sudoku.generate_options import fresh_seed
from sudoku.layout import CLASSIC, Layout
from sudoku.scale_target import ScaleTarget, scale_target
from sudoku.search import PuzzleNotFoundError, Search
from sudoku.target import Target, target

__all__ = ["ATTEMPTS", "PuzzleNotFoundError", "attempt_seeds", "generate_rated", "goal_for"]

ATTEMPTS = 200
"""How many minimal puzzles a search starts from, at most, by default."""


def generate_rated(layout: Layout = CLASSIC, *, level: str | None = None,
                   needs: str | None = None, seed: int | None = None, symmetry: str = "none",
                   attempts: int | None = ATTEMPTS, time_budget: float | None = None,
                   scale: str = "ours", er: float | None = None, jobs: int = 1) -> Puzzle:
    """A puzzle with one solution whose human solve is rated ``level``, or ``needs`` a technique.

    On another ``scale``, that scale's rating judges (see ``sudoku.scale_target``),
    and is the ``rating``; on ours, ``er`` cuts the chain after the techniques of that number.

    Args:
        layout: the shape of the puzzle.
        level: ``"easy"`` to ``"diabolical"`` (see ``sudoku.difficulty``): the
            human chain finishes the puzzle, its hardest step of this level. A
            puzzle the chain cannot finish (``rate``: ``stuck``) has no level.
        needs: a technique, as [`by_name`][sudoku.strategies.by_name] names it
            (``"X-Wing"``, ``"naked-pair"``): the hardest step of the human
            solve, so the easier techniques alone get stuck.
        seed: an int, 0 or more, or ``None`` to draw one; kept in ``Puzzle.seed``.
        symmetry: as for [`generate`][sudoku.generate.generate].
        attempts: how many minimal puzzles to start from, at most; ``None``, as many
            as ``time_budget`` allows (``sudoku generate`` searches so).
        time_budget: seconds after which the search stops, or ``None``.
        scale: a name of ``sudoku.scales``; ``level`` is one of its words (HoDoKu's ``"Hard"``).
        er: instead of a level, the hardest step's number on ``scale``, to the
            tenth (SE's ER, such as ``7.5``), where the scale numbers so.
        jobs: how many attempts run at once, each in a process of its own after
            the first (see [`Search.run`][sudoku.search.Search.run]); the puzzle
            is the same for any number, unless the time budget cuts an attempt short.

    Raises:
        PuzzleNotFoundError: when the bound is spent first; it names the closest puzzle.
        SudokuError: for a request no puzzle can meet (see [`target`][sudoku.target.target]),
            a bad bound, or options that [`generate`][sudoku.generate.generate] refuses.
    """
    goal = goal_for(layout, scale, level=level, needs=needs, er=er)
    if attempts is None:
        if time_budget is None:
            raise SudokuError("a search with no bound on attempts needs a time budget")
    elif isinstance(attempts, bool) or not isinstance(attempts, int) or attempts < 1:
        raise SudokuError(f"attempts must be an int, 1 or more, or None, not {attempts!r}")
    if time_budget is not None and not (isinstance(time_budget, int | float) and time_budget >= 0):
        raise SudokuError(f"the time budget must be a number 0 or more, not {time_budget!r}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise SudokuError(f"jobs must be an int, 1 or more, not {jobs!r}")
    seed = fresh_seed() if seed is None else seed
    search = Search(layout, goal, symmetry, time_budget)
    seeds = attempt_seeds(seed)
    return replace(search.run(seeds if attempts is None else islice(seeds, attempts), jobs),
                   seed=seed)


def goal_for(layout: Layout, scale: str = "ours", *, level: str | None = None,
             needs: str | None = None, er: float | None = None) -> Target | ScaleTarget:
    """What a search for a rated puzzle looks for, as [`generate_rated`][sudoku.rated.generate_rated]
    is asked; on our scale a cut chain (``sudoku.target``), on another the scale's rating.

    Raises:
        SudokuError: for a request no puzzle can meet, such as a level or a
            technique the scale does not know.
    """
    if scale == "ours":  # the fast path: a cut chain
        return target(layout, level, needs, er)
    return scale_target(scale, level=level, needs=needs, er=er)


def attempt_seeds(seed: int) -> Iterator[int]:
    """The seeds of a search's attempts: ``seed`` itself, then numbers drawn from it.

    Examples:
        >>> list(islice(attempt_seeds(7), 3)) == list(islice(attempt_seeds(7), 3))
        True
        >>> next(attempt_seeds(7))
        7
    """
    chance = random.Random(seed)
    yield seed
    while True:
        yield chance.randrange(2 ** 32)


