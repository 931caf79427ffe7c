"""Rating: how hard a puzzle is, as the hardest technique its human solve needs.

A person solves with the easiest technique that works at each step, so the
human chain (every strategy but guessing, easiest first) follows the path a
player would take. The puzzle's rating is the number of the hardest step on
that path, with its level name (see the module ``sudoku.difficulty``); a
puzzle the chain cannot finish without guessing is ``stuck``.

Bounds: one [`Deadline`][sudoku.strategies.Deadline] covers the whole rating,
the count of solutions that switches the uniqueness strategies on included, and
``max_guesses`` caps the guesses of that count (the human chain never guesses).
A bound that runs out ends the rating with status ``gave_up``.

Examples:
    >>> from sudoku import Board
    >>> rating = rate(Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"))
    >>> rating.status, rating.hardest.name, rating.difficulty, rating.level, rating.steps
    ('solved', 'hidden single', 1.2, 'easy', 51)
    >>> rate(Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
    ...     timeout=0).status
    'gave_up'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sudoku.board import Board
from sudoku.difficulty import level
from sudoku.solver import GAVE_UP, Result, Solver
from sudoku.strategies import (
    HUMAN_CHAIN,
    NO_DEADLINE,
    Deadline,
    OutOfBounds,
    Strategy,
    assuming_unique,
)


@dataclass
class Rating:
    """How hard a puzzle is for a person.

    Attributes:
        status: ``"solved"`` when the human chain finishes, ``"stuck"`` when it
            cannot go on without guessing, ``"no_solution"``, or ``"gave_up"``.
        hardest: the hardest strategy the path used, or ``None`` if it used none.
        steps: the number of steps on the path.
        result: the whole solve, steps included.
    """

    status: str
    hardest: Strategy | None
    steps: int
    result: Result

    @property
    def difficulty(self) -> float:
        """The number of the hardest step on the scale (0.0 when there was no step)."""
        return self.hardest.difficulty if self.hardest else 0.0

    @property
    def level(self) -> str:
        """The level name of the hardest step, such as ``"hard"``."""
        return level(self.difficulty)


def human_chain(board: Board, strategies: Iterable[Strategy] = HUMAN_CHAIN, *,
                deadline: Deadline = NO_DEADLINE,
                max_guesses: int | None = None) -> tuple[Strategy, ...]:
    """``strategies`` for ``board``: with the uniqueness strategies on when it has one solution.

    Whether it has is asked once, when a uniqueness strategy is first about to
    be used (most solves never get that far, and a puzzle nearly solved is
    quick to count): the solver counts, with its fast chain, the solutions of
    the board as it is then. The steps before were all sound, so the count is
    the puzzle's, and the uniqueness strategies are never used on a puzzle with
    several solutions. The chain belongs to ``board``: build one per board.

    Args:
        board: the puzzle the chain is for.
        strategies: the chain.
        deadline: when the count must stop; share the solve's, so that the
            two together keep to it.
        max_guesses: the most guesses the count may make, or ``None``.
    """
    return assuming_unique(strategies, UniquenessCheck(board, deadline, max_guesses))


class UniquenessCheck:
    """Whether the puzzle on a board has one solution, counted once, when first asked.

    A count cut short by a bound cannot tell, and guessing an answer would
    change the rating (the uniqueness strategies on or off), so it raises
    [`OutOfBounds`][sudoku.strategies.OutOfBounds] instead: the solve that
    asked gives up.

    Args:
        board: the board, whose current position is counted.
        deadline: when the count must stop.
        max_guesses: the most guesses the count may make, or ``None``.

    Examples:
        >>> from sudoku import Board
        >>> UniquenessCheck(Board(), max_guesses=100)()  # an empty grid has many
        False
        >>> UniquenessCheck(Board(), max_guesses=0)()
        Traceback (most recent call last):
        ...
        sudoku.strategies.base.OutOfBounds: the count of solutions ran out of time or guesses
    """

    def __init__(self, board: Board, deadline: Deadline = NO_DEADLINE,
                 max_guesses: int | None = None):
        self.board, self.deadline, self.max_guesses = board, deadline, max_guesses
        self.answer: bool | None = None

    def __call__(self) -> bool:
        """Count the solutions of the board's position (once) and tell whether there is one.

        Raises:
            OutOfBounds: when the deadline or the guesses run out before the count ends.
        """
        if self.answer is None:
            solver = Solver(max_guesses=self.max_guesses, deadline=self.deadline)
            counted = solver.count(self.board, limit=2)
            if counted.status == GAVE_UP:
                raise OutOfBounds("the count of solutions ran out of time or guesses")
            self.answer = counted.solutions == 1
        return self.answer


def rate(board: Board, strategies: Iterable[Strategy] | None = None,
         timeout: float | None = None, max_guesses: int | None = None) -> Rating:
    """Solve ``board`` with the human chain and rate the path it took.

    Args:
        board: the puzzle; it is left where the solve ends.
        strategies: the chain to follow, easiest first, without guessing; by
            default [`human_chain`][sudoku.rating.human_chain] of the board.
        timeout: seconds after which the rating gives up (status ``gave_up``),
            the count of solutions included.
        max_guesses: the most guesses the count of solutions may make (and a
            chain with guessing), else the rating gives up; ``None`` for no bound.
    """
    deadline = Deadline(timeout)  # one clock for the count and the solve
    chain = (human_chain(board, deadline=deadline, max_guesses=max_guesses)
             if strategies is None else tuple(strategies))
    result = Solver(chain, max_guesses=max_guesses, deadline=deadline).solve(board)
    return Rating(result.status, hardest(result, chain), len(result.steps), result)


def hardest(result: Result, chain: Iterable[Strategy]) -> Strategy | None:
    """The hardest strategy of ``chain`` that took a step in ``result``, guesses left out."""
    used = [strategy for strategy in chain
            if strategy.name in result.tallies and strategy.name != "guess"]
    return max(used, key=lambda strategy: strategy.difficulty, default=None)
