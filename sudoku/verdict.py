"""Verdicts: what every command says when a puzzle has no person's solve to show.

A puzzle can fail a person three ways: its givens admit no solution, they admit
several (so no deduction can single one out), or they admit one that the chain
of techniques cannot reach without guessing. ``check``, ``hint``, ``rate`` and
``explain`` each meet these endings, and they say them the same way: one status,
one sentence, written here once, and exit code 1. See the docs page *Command
line*, section *When a puzzle has no person's solve*.

The decision is made in that order. How many solutions the givens admit comes
first, so ``stuck`` is kept for a puzzle with exactly one solution: an empty grid
has several, whichever technique ran out first. A solve that gets stuck is the
only one that needs the count (a chain that finishes has found the one
solution, and one that breaks has proved there is none), so the count is made
then, and only then (see [`rating.settle`][sudoku.rating.settle], and
[`after_stuck`][sudoku.verdict.after_stuck] for ``solve --no-guess``). ``hint``
needs the solution itself, to check the player's moves against it: see
[`hint.solution`][sudoku.hint.solution].

Examples:
    >>> print(sentence(MULTIPLE_SOLUTIONS))
    several solutions: the givens admit more than one, so no technique can finish it
    >>> print(sentence(STUCK, steps=2))
    stuck after 2 steps: no technique of the chain applies, so the next step needs a guess
    >>> by_count(0), by_count(1), by_count(2)
    ('no_solution', 'stuck', 'multiple_solutions')
"""

from __future__ import annotations

from sudoku.board import Board
from sudoku.solver import GAVE_UP, NO_SOLUTION, STUCK, Solver
from sudoku.strategies import Deadline

MULTIPLE_SOLUTIONS = "multiple_solutions"
"""The status of a puzzle whose givens admit more than one solution."""

UNIQUE = "unique"
"""The status of a puzzle whose givens admit exactly one solution (``check`` says ``valid, one solution``)."""

VERDICTS = (NO_SOLUTION, MULTIPLE_SOLUTIONS, STUCK)
"""The statuses of a puzzle with no person's solve, in the order they are decided."""

WORDS = {NO_SOLUTION: "no solution", MULTIPLE_SOLUTIONS: "several solutions", STUCK: "stuck"}
"""The words each verdict opens with: the same in every command."""

REASONS = {
    NO_SOLUTION: "{admit} none",
    MULTIPLE_SOLUTIONS: "{admit} more than one, so no technique can finish it",
    STUCK: "no technique of the chain applies, so the next step needs a guess",
}
"""Why, after the words: what the givens (or a position) admit, or what the chain found."""


def sentence(status: str, steps: int = 0, position: bool = False) -> str:
    """The sentence for a verdict ``status``, as every command writes it.

    Args:
        status: one of ``VERDICTS``.
        steps: for ``stuck``, how many steps the chain took before it ran out;
            the other verdicts are about the givens, so they leave it out.
        position: whether the puzzle is a position (digits placed, candidates
            struck; see ``sudoku.position``), which is judged as it stands: then
            the verdict is about the position, whose givens may well have a solution.

    Examples:
        >>> print(sentence(NO_SOLUTION, position=True))
        no solution: the position admits none
    """
    after = f" after {steps} step{'s' * (steps != 1)}" if status == STUCK and steps else ""
    admit = "the position admits" if position else "the givens admit"
    return f"{WORDS[status]}{after}: {REASONS[status].format(admit=admit)}"


def by_count(solutions: int, one: str = STUCK) -> str:
    """The verdict on a puzzle with ``solutions`` solutions, counted up to two.

    Args:
        solutions: the count: 0, 1, or 2 for two or more.
        one: the status of a puzzle with one solution (``stuck`` when the chain ran out).
    """
    if solutions == 0:
        return NO_SOLUTION
    return one if solutions == 1 else MULTIPLE_SOLUTIONS


def after_stuck(board: Board, *, max_guesses: int | None = None,
                deadline: Deadline | None = None) -> str:
    """The verdict on ``board`` where a chain of deductions got stuck: count its solutions.

    The steps before were sound, so the count of the board as it is is the
    puzzle's. The board is left as it was.

    Args:
        board: the board, where the chain stopped.
        max_guesses: the most guesses the count may make, or ``None``.
        deadline: when the count must stop, or ``None`` for never.

    Returns:
        ``stuck`` (one solution), ``no_solution``, ``multiple_solutions``, or
        ``gave_up`` when a bound ended the count first.

    Examples:
        >>> from sudoku import Board
        >>> after_stuck(Board()), after_stuck(Board(), max_guesses=0)
        ('multiple_solutions', 'gave_up')
    """
    counted = Solver(max_guesses=max_guesses, deadline=deadline).count(board, limit=2)
    return GAVE_UP if counted.status == GAVE_UP else by_count(counted.solutions)
