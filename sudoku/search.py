"""The search for a puzzle made to measure: attempts from minimal puzzles, givens put back.

TL;DR: an attempt starts from the minimal puzzle of a seed. Too easy, it is
dropped (a minimal puzzle loses no given); a match is kept as it is; too hard,
a binary search finds how many givens put back (in a random order) bring it to
the edge of what the goal allows, and each other given is then tried alone at
that edge. Singles that finish a puzzle tell "too easy" at a tenth of the cost
of a chain, so they are asked first.

[`generate_rated`][sudoku.rated.generate_rated] makes the goal and runs one
``Search``; see the docs page *Reference / sudoku.rated*, which tells why the
search goes this way, with numbers.

Examples:
    >>> from sudoku.layout import CLASSIC
    >>> from sudoku.target import target
    >>> search = Search(CLASSIC, target(CLASSIC, needs="X-Wing"), "none", time_budget=None)
    >>> puzzle = search.attempt(4059906722)  # the attempt that generate_rated's seed 1 ends on
    >>> puzzle.rating.hardest.name, puzzle.is_minimal  # givens went back to reach the X-Wing
    ('X-Wing', False)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator
from dataclasses import replace

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.generate import OutOfTimeError, Puzzle, generate
from sudoku.generate_options import partner_groups
from sudoku.layout import Layout
from sudoku.rating import Rating
from sudoku.scale_target import ScaleTarget
from sudoku.solver import SOLVED, Solver
from sudoku.strategies import Deadline, HiddenSingle, NakedSingle
from sudoku.target import MATCH, TOO_EASY, TOO_HARD, Target
from sudoku.workers import can_fork, in_order


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
