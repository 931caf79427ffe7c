"""Puzzles made to measure: a difficulty level, or a technique the solve cannot do without.

TL;DR: judge minimal puzzles as ``sudoku.target`` does, by one
solve of the human chain cut just after the target; put givens of the solution
back into those that are too hard, until the cut chain finishes them with the
target. Docs page: *Reference / sudoku.rated*, which tells why, with numbers.

An attempt starts from the minimal puzzle of a seed. Too easy, it is dropped
(a minimal puzzle loses no given); a match is kept as it is; too hard, a
binary search finds how many givens put back (in a random order) bring it to
the edge of what the cut chain finishes, and each other given is then tried
alone at that edge. Singles that finish a puzzle tell "too easy" at a tenth of
the cost of a chain, so they are asked first. On another rating scale, a
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
    >>> from sudoku import Solver
    >>> Solver().count_solutions(Board(CLASSIC, puzzle.values))
    1
    >>> generate_rated(level="fiendish", seed=1).rating.hardest.name
    'XY-Wing'
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator
from dataclasses import replace
from itertools import islice

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.generate import OutOfTimeError, Puzzle, fresh_seed, generate, partner_groups
from sudoku.layout import CLASSIC, Layout
from sudoku.rating import Rating
from sudoku.scale_target import ScaleTarget, scale_target
from sudoku.solver import SOLVED, Solver
from sudoku.strategies import Deadline, HiddenSingle, NakedSingle
from sudoku.target import MATCH, TOO_EASY, TOO_HARD, Target, target
from sudoku.workers import can_fork, in_order

ATTEMPTS = 200
"""How many minimal puzzles a search starts from, at most, by default."""


class PuzzleNotFoundError(SudokuError):
    """No puzzle met the request within the bound of attempts or time.

    Attributes:
        wanted: what was asked, such as ``"that needs X-Wing"``.
        attempts: how many attempts were made.
        closest: the puzzle whose hardest step came closest, with its ``rating``, or ``None``.
        described: the closest puzzle's rating in words, as the target describes it.
        is_out_of_time: whether the time budget ended the search.
    """

    def __init__(self, wanted: str, attempts: int, closest: Puzzle | None, is_out_of_time: bool,
                 described: str | None = None):
        message = (f"no puzzle {wanted} in {attempts} attempt{'s' * (attempts != 1)}"
                   f"{' before the time budget ran out' * is_out_of_time}")
        if closest is not None and described is not None:
            message += f"; the closest: {closest} ({described})"
        super().__init__(message)
        self.wanted, self.attempts, self.closest = wanted, attempts, closest
        self.described = described
        self.is_out_of_time = is_out_of_time


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
            the first (see [`Search.run`][sudoku.rated.Search.run]); the puzzle
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


class Search:
    """One search for a puzzle that meets a ``Target``: its attempts, and the closest miss.

    Args:
        layout: the shape of the puzzles.
        goal: the target.
        symmetry: which givens come and go together.
        time_budget: seconds from now after which ``is_spent``, or ``None``.

    Attributes:
        deadline: the [`Deadline`][sudoku.strategies.Deadline] of the whole
            search, which every generation, solve and rating in it shares.
    """

    def __init__(self, layout: Layout, goal: Target | ScaleTarget, symmetry: str,
                 time_budget: float | None):
        self.layout, self.goal, self.symmetry = layout, goal, symmetry
        self.deadline = Deadline(time_budget)
        self.closest: Puzzle | None = None
        self._distance = math.inf
        self._singles = (Solver([HiddenSingle(), NakedSingle()])
                         if goal.singles_are_too_easy else None)
        self._board = Board(layout)

    def run(self, seeds: Iterable[int], jobs: int = 1) -> Puzzle:
        """The puzzle of the first attempt that matches, of those started from ``seeds``.

        With more than one job, the first attempt runs here, and the next ones
        in ``jobs`` forked workers (``sudoku.workers``), a few ahead; their
        answers are read in the order of the seeds, so the puzzle is the one a
        single process finds, as long as no bound cuts an attempt short. Where
        workers cannot be forked (``can_fork``), the attempts run one after another.

        Raises:
            PuzzleNotFoundError: when the seeds, or the time budget, run out first.
        """
        seeds = iter(seeds)
        number = 0
        for seed in seeds:
            number += 1
            puzzle = self.attempt(seed)
            if puzzle is not None:
                return puzzle
            if self.is_spent():
                raise self.failure(number)
            if jobs > 1 and can_fork():
                return self._run_side_by_side(seeds, jobs, number)
        raise self.failure(number)

    def _run_side_by_side(self, seeds: Iterator[int], jobs: int, number: int) -> Puzzle:
        """``run`` for the attempts of ``seeds`` in ``jobs`` workers, ``number`` made before."""
        found = None
        answers = in_order(self.attempt_alone, seeds, jobs, most=1, fork=True)
        try:
            for found, closest, spent in answers:
                number += 1
                if closest is not None and closest[0] < self._distance:
                    self._distance, self.closest = closest
                if found is not None or spent:
                    break
        finally:
            answers.close()  # the workers end here, before the rating below
        if found is not None:
            return self._settled(found)
        if self.closest is not None:
            self.closest = self._settled(self.closest)
        raise self.failure(number)

    def attempt_alone(self, seed: int) -> tuple[Puzzle | None, tuple[float, Puzzle] | None, bool]:
        """In a worker: the attempt of ``seed``, its own closest miss with its distance, and
        whether the time budget ran out. Puzzles go back without their rating, which holds
        the steps and stays in the worker."""
        kept = self.closest, self._distance  # (the last attempt may run in the parent)
        self.closest, self._distance = None, math.inf
        try:
            found = self.attempt(seed)
            closest = (None if self.closest is None
                       else (self._distance, replace(self.closest, rating=None)))
        finally:
            self.closest, self._distance = kept
        return (None if found is None else replace(found, rating=None)), closest, self.is_spent()

    def _settled(self, puzzle: Puzzle) -> Puzzle:
        """``puzzle``, sent back by a worker, on this search's layout and rated here if it
        has no rating (no bound: the worker rated it once within the bound)."""
        rating = puzzle.rating
        if rating is None:
            rating = self.goal.rate(Board(self.layout, puzzle.values))
        return replace(puzzle, layout=self.layout, rating=rating)

    def attempt(self, seed: int) -> Puzzle | None:
        """The minimal puzzle of ``seed`` if it matches, else one with givens put back, or ``None``.

        The order in which givens go back is drawn from ``seed`` too.
        """
        chance = random.Random(f"{seed} givens back")
        try:
            start = generate(self.layout, seed=seed, symmetry=self.symmetry,
                             time_budget=self.left())
        except OutOfTimeError:
            return None
        if self.is_spent():
            return None  # cut short: the seed no longer fixes the puzzle
        verdict, rating = self.judge(start)
        if verdict != TOO_HARD:
            return replace(start, rating=rating) if verdict == MATCH else None
        empty = [index for index, value in enumerate(start.values) if not value]
        groups = partner_groups(self.layout, empty, self.symmetry)
        chance.shuffle(groups)
        low, found = self.bisect(start, groups)
        return found or self.scan(given_back(start, groups[:low]), groups[low + 1:])

    def bisect(self, start: Puzzle, groups: list[tuple[int, ...]]) -> tuple[int, Puzzle | None]:
        """How many ``groups`` put back leave ``start`` too hard at the edge; the match nearest it.

        With none back the puzzle is too hard, with all back (the full grid) too
        easy; each judgement halves the range between, down to two neighbours.
        A match counts as easy enough, so the search goes on to fewer givens.
        """
        low, high, found = 0, len(groups), None
        while high - low > 1 and not self.is_spent():
            middle = (low + high) // 2
            puzzle = given_back(start, groups[:middle])
            verdict, rating = self.judge(puzzle)
            if verdict == MATCH:
                found = replace(puzzle, rating=rating)
            low, high = (middle, high) if verdict == TOO_HARD else (low, middle)
        return low, found

    def scan(self, edge: Puzzle, groups: list[tuple[int, ...]]) -> Puzzle | None:
        """The first match among ``edge`` (too hard) with one of ``groups`` put back.

        The goal's solve of ``edge`` stops where it cannot meet the goal (the cut
        chain gets stuck; a scale's path would pass the number asked for); each
        group is placed there, the solve goes on (``may_match``), and only a
        solve that may match is judged again from the givens, as ``rate`` will.
        That costs half a judgement, or a third on SE's scale. A scale's path
        from the givens may differ from the one gone on, so a match may be
        passed over now and then (none of 1,753 puzzles judged both ways in
        searches for SE's 7.5, checked once by a script kept out of the
        project), and a puzzle passed over cannot be the closest miss a failure
        names; whatever the scan returns is judged in full. A goal that cannot
        go on (``goes_on`` is false: HoDoKu's scale, our own chain asked through
        a scale, a level on SE's) has each puzzle judged outright.
        """
        if not self.goal.goes_on:
            return self.first_match(given_back(edge, [group]) for group in groups)
        board = Board(self.layout, edge.values)
        stopped = self.goal.stop(board, self.deadline)
        for group in groups:
            if self.is_spent():
                return None
            empty = [board.cells[index] for index in group if not board.cells[index].digit]
            if not empty:
                continue  # the solve placed these digits and stopped all the same
            mark = board.mark()
            for cell in empty:
                board.place(cell, edge.solution[cell.index])
            promising = self.goal.may_match(board, stopped, self.deadline)
            board.undo_to(mark)
            if promising:
                puzzle = given_back(edge, [group])
                verdict, rating = self.judge(puzzle)
                if verdict == MATCH:
                    return replace(puzzle, rating=rating)
        return None

    def first_match(self, puzzles: Iterable[Puzzle]) -> Puzzle | None:
        """The first of ``puzzles`` that the goal judges a match, with its rating, or ``None``."""
        for puzzle in puzzles:
            if self.is_spent():
                return None
            verdict, rating = self.judge(puzzle)
            if verdict == MATCH:
                return replace(puzzle, rating=rating)
        return None

    def judge(self, puzzle: Puzzle) -> tuple[str, Rating | None]:
        """The verdict on ``puzzle``, and the goal's rating of it (``None`` for singles)."""
        if self._singles is not None:
            self._board.load(puzzle.values)
            if self._singles.solve(self._board).status == SOLVED:
                return TOO_EASY, None
        rating = self.goal.rate(Board(self.layout, puzzle.values), timeout=self.left())
        verdict = self.goal.judge(rating)
        if verdict == TOO_EASY and self.goal.distance(rating) < self._distance:
            self.closest = replace(puzzle, rating=rating)
            self._distance = self.goal.distance(rating)
        return verdict, rating

    def is_spent(self) -> bool:
        """Whether the time budget ran out."""
        return self.deadline.is_past()

    def left(self) -> float | None:
        """The seconds left of the time budget, or ``None`` without one."""
        return self.deadline.left()

    def failure(self, attempts: int) -> PuzzleNotFoundError:
        """The error to raise after ``attempts`` in vain."""
        described = (self.goal.describe(self.closest.rating)
                     if self.closest is not None and self.closest.rating.hardest else None)
        return PuzzleNotFoundError(self.goal.wanted, attempts, self.closest, self.is_spent(),
                                   described)


def given_back(puzzle: Puzzle, groups: list[tuple[int, ...]]) -> Puzzle:
    """``puzzle`` with the givens of ``groups`` put back from its solution."""
    values = list(puzzle.values)
    for group in groups:
        for index in group:
            values[index] = puzzle.solution[index]
    return Puzzle(values, puzzle.solution, puzzle.layout, puzzle.seed, is_minimal=False)
