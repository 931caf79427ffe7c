"""Rating: how hard a puzzle is, as the hardest technique its human solve needs.

A person solves with the easiest technique that works at each step, so the
human chain (every strategy but guessing, easiest first) follows the path a
player would take. The puzzle's rating is the number of the hardest step on
that path, with its level name (see the module ``sudoku.difficulty``); a
puzzle the chain cannot finish without guessing is ``stuck``.

Examples:
    >>> from sudoku import Board
    >>> rating = rate(Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"))
    >>> rating.status, rating.hardest.name, rating.difficulty, rating.level, rating.steps
    ('solved', 'hidden single', 1.2, 'easy', 51)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sudoku.board import Board
from sudoku.difficulty import level
from sudoku.solver import GAVE_UP, Result, Solver
from sudoku.strategies import HUMAN_CHAIN, Strategy, assuming_unique


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


def human_chain(board: Board, strategies: Iterable[Strategy] = HUMAN_CHAIN,
                timeout: float | None = None) -> tuple[Strategy, ...]:
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
        timeout: seconds the count may take; a count cut short counts as
            several solutions, so the uniqueness strategies stay off.
    """
    return assuming_unique(strategies, UniquenessCheck(board, timeout))


class UniquenessCheck:
    """Whether the puzzle on a board has one solution, counted once, when first asked.

    Args:
        board: the board, whose current position is counted.
        timeout: seconds the count may take (a count cut short answers ``False``).
    """

    def __init__(self, board: Board, timeout: float | None = None):
        self.board, self.timeout, self.answer = board, timeout, None

    def __call__(self) -> bool:
        """Count the solutions of the board's position (once) and tell whether there is one."""
        if self.answer is None:
            counted = Solver(timeout=self.timeout).count(self.board, limit=2)
            self.answer = counted.status != GAVE_UP and counted.solutions == 1
        return self.answer


def rate(board: Board, strategies: Iterable[Strategy] | None = None,
         timeout: float | None = None) -> Rating:
    """Solve ``board`` with the human chain and rate the path it took.

    Args:
        board: the puzzle; it is left where the solve ends.
        strategies: the chain to follow, easiest first, without guessing; by
            default [`human_chain`][sudoku.rating.human_chain] of the board.
        timeout: seconds after which the rating gives up.
    """
    chain = human_chain(board, timeout=timeout) if strategies is None else tuple(strategies)
    result = Solver(chain, timeout=timeout).solve(board)
    return Rating(result.status, hardest(result, chain), len(result.steps), result)


def hardest(result: Result, chain: Iterable[Strategy]) -> Strategy | None:
    """The hardest strategy of ``chain`` that took a step in ``result``, guesses left out."""
    used = [strategy for strategy in chain
            if strategy.name in result.tallies and strategy.name != "guess"]
    return max(used, key=lambda strategy: strategy.difficulty, default=None)
