"""Rating: how hard a puzzle is, as the hardest technique its human solve needs.

A person solves with the easiest technique that works at each step, so the
human chain (every strategy but guessing, easiest first) follows the path a
player would take. The puzzle's rating is the number of the hardest step on
that path, with its level name (see the module ``sudoku.difficulty``).

A path that ends without a solution is settled as every command settles it
(see the module ``sudoku.verdict``): the puzzle has ``no_solution``,
``multiple_solutions``, or one solution that the chain cannot reach, and then it
is ``stuck``. Only a stuck chain leaves the question open, so only then are the
solutions counted (most puzzles are never counted at all).

Bounds: one [`Deadline`][sudoku.strategies.Deadline] covers the whole rating,
the counts of solutions included, and ``max_guesses`` caps the guesses of a
count (the human chain never guesses). A bound that runs out ends the rating
with status ``gave_up``.

See the docs page *Difficulty*.

Examples:
    >>> from sudoku import Board
    >>> rating = rate(Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"))
    >>> rating.status, rating.hardest.name, rating.difficulty, rating.level, rating.steps
    ('solved', 'hidden single', 1.2, 'easy', 51)
    >>> rate(Board()).status  # an empty grid: no technique applies, and it has many solutions
    'multiple_solutions'
    >>> rate(Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
    ...     timeout=0).status
    'gave_up'
    >>> rate("53..7....")
    Traceback (most recent call last):
    ...
    sudoku.errors.SudokuError: rate needs a Board, not the text '53..7....'; make one with Board.from_text(text)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sudoku.board import Board
from sudoku.difficulty import level
from sudoku.errors import SudokuError
from sudoku.solver import GAVE_UP, NO_SOLUTION, STUCK, Result, Solver, require_board
from sudoku.strategies import (
    HUMAN_CHAIN,
    NO_DEADLINE,
    Deadline,
    OutOfBounds,
    Strategy,
    assuming_unique,
    chain_for,
    link,
)
from sudoku.verdict import by_count


@dataclass
class Rating:
    """How hard a puzzle is for a person.

    Attributes:
        status: ``"solved"`` when the human chain finishes; else a verdict of
            ``sudoku.verdict`` (``"no_solution"``, ``"multiple_solutions"``, or
            ``"stuck"`` for one solution the chain cannot reach); or ``"gave_up"``.
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

    Raises:
        SudokuError: when ``board`` is not a [`Board`][sudoku.board.Board], or one
            of ``strategies`` is not a strategy.
    """
    require_board(board, "human_chain")
    return assuming_unique(strategies, UniquenessCheck(board, deadline, max_guesses))


class UniquenessCheck:
    """How many solutions the puzzle on a board has, counted once, when first asked.

    Asked as a function, it tells whether there is one, which is what the
    uniqueness strategies want to know; [`settle`][sudoku.rating.settle] asks
    for the count. A count cut short by a bound cannot tell, and guessing an
    answer would change the rating (the uniqueness strategies on or off), so it
    raises [`OutOfBounds`][sudoku.strategies.OutOfBounds] instead: the solve
    that asked gives up.

    Args:
        board: the board, whose current position is counted.
        deadline: when the count must stop.
        max_guesses: the most guesses the count may make, or ``None``.

    Raises:
        SudokuError: when ``board`` is not a [`Board`][sudoku.board.Board].

    Examples:
        >>> from sudoku import Board
        >>> UniquenessCheck(Board(), max_guesses=100)()  # an empty grid has many
        False
        >>> UniquenessCheck(Board(), max_guesses=0)()
        Traceback (most recent call last):
        ...
        sudoku.strategies.deadline.OutOfBounds: the count of solutions ran out of time or guesses
    """

    def __init__(self, board: Board, deadline: Deadline = NO_DEADLINE,
                 max_guesses: int | None = None):
        require_board(board, "UniquenessCheck")
        self.board, self.deadline, self.max_guesses = board, deadline, max_guesses
        self.counted: int | None = None

    def __call__(self) -> bool:
        """Whether the board's position has exactly one solution (counted once).

        Raises:
            OutOfBounds: when the deadline or the guesses run out before the count ends.
        """
        return self.solutions() == 1

    def solutions(self) -> int:
        """The solutions of the board's position, counted once: 0, 1, or 2 for two or more.

        The steps of a sound chain never change the count, so the count of any
        position on the way is the puzzle's.

        Raises:
            OutOfBounds: when the deadline or the guesses run out before the count ends.
        """
        if self.counted is None:
            solver = Solver(max_guesses=self.max_guesses, deadline=self.deadline)
            counted = solver.count(self.board, limit=2)
            if counted.status == GAVE_UP:
                raise OutOfBounds("the count of solutions ran out of time or guesses")
            self.counted = counted.solutions
        return self.counted


def rate(board: Board, strategies: Iterable[Strategy] | None = None,
         timeout: float | None = None, max_guesses: int | None = None) -> Rating:
    """Solve ``board`` with the human chain and rate the path it took.

    Args:
        board: the puzzle; it is left where the solve ends.
        strategies: the chain to follow, easiest first, without guessing; by
            default the human chain, whose end is settled by
            [`human_solve`][sudoku.rating.human_solve]. A chain given here is
            followed as it is: its status is the solver's, and ``stuck`` is
            not told apart from a puzzle with no solution or several.
        timeout: seconds after which the rating gives up (status ``gave_up``),
            the count of solutions included.
        max_guesses: the most guesses the count of solutions may make (and a
            chain with guessing), else the rating gives up; ``None`` for no bound.

    Raises:
        SudokuError: when ``board`` is not a [`Board`][sudoku.board.Board], one of
            ``strategies`` is not a strategy, or a bound is negative or not a number.
    """
    require_board(board, "rate")
    deadline = Deadline(timeout)  # one clock for the counts and the solve
    if strategies is None:
        return human_solve(board, deadline=deadline, max_guesses=max_guesses)
    chain = tuple(strategies)
    result = Solver(chain, max_guesses=max_guesses, deadline=deadline).solve(board)
    if result.status == NO_SOLUTION and not result.guesses:
        _refuse_an_unsound_chain(board, chain, deadline)
    return Rating(result.status, hardest(result, chain), len(result.steps), result)


def human_solve(board: Board, strategies: Iterable[Strategy] = HUMAN_CHAIN, *,
                deadline: Deadline = NO_DEADLINE, max_guesses: int | None = None) -> Rating:
    """Solve ``board`` as a person would, rate the path, and settle how it ended.

    The chain is [`human_chain`][sudoku.rating.human_chain] of the board, and
    its end is [settled][sudoku.rating.settle]: a stuck chain is told apart from
    a puzzle with no solution or several. ``sudoku rate`` and ``sudoku explain``
    end this way; ``sudoku hint`` counts first, briefly, and asks this when the count
    cannot settle the puzzle (see [`hint.solution`][sudoku.hint.solution]).

    Args:
        board: the puzzle; it is left where the solve ends.
        strategies: the chain, easiest first (``HUMAN_CHAIN``; ``DEFAULT_CHAIN``
            to go on by guessing).
        deadline: when the solve and the counts must stop.
        max_guesses: the most guesses a count (and a chain with guessing) may make.

    Raises:
        SudokuError: when ``board`` is not a [`Board`][sudoku.board.Board], one of
            ``strategies`` is not a strategy, or ``max_guesses`` is negative or not a number.

    Examples:
        >>> from sudoku import Board
        >>> human_solve(Board.from_text(
        ...     ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........")
        ...     ).status
        'no_solution'
    """
    require_board(board, "human_solve")
    check = UniquenessCheck(board, deadline, max_guesses)
    chain = assuming_unique(strategies, check)
    result = Solver(chain, max_guesses=max_guesses, deadline=deadline).solve(board)
    if result.status == NO_SOLUTION and not result.guesses:
        _refuse_an_unsound_chain(board, chain, deadline)
    return Rating(settle(result, check), hardest(result, chain), len(result.steps), result)


CHECK_GUESSES = 1000
"""The most guesses the search for a solution makes when a chain with a strategy of one's own
finds none (see ``_refuse_an_unsound_chain``)."""


def _refuse_an_unsound_chain(board: Board, chain: tuple[Strategy, ...], deadline: Deadline,
                             ) -> None:
    """After a chain of deductions broke ``board`` (back where it started): if the fast
    chain finds a solution all the same, a strategy of the chain took a wrong step (one of
    one's own, say). Raise, naming the first such step, rather than say "no solution".

    The package's own strategies are held to the solution by its tests, so a chain of
    them alone is trusted; one with a strategy from elsewhere is checked by a search of at
    most ``CHECK_GUESSES`` guesses (a puzzle with no solution can take a long search to
    prove so, which the chain did by deduction).

    Raises:
        SudokuError: naming the strategy and its step, when the board has a solution.
    """
    if all(type(strategy).__module__.startswith("sudoku.") for strategy in chain):
        return
    found = Solver(deadline=deadline, max_guesses=CHECK_GUESSES).count(board, limit=1)
    if not found.solutions:
        return  # the puzzle has none indeed, or the search could not tell
    solution, start = found.grid, board.mark()
    first = link(chain_for(board.layout, chain))
    if first is not None:
        first.set_deadline(deadline)
    try:
        while first and not board.is_broken() and (step := first.handle(board)) is not None:
            if not step.agrees_with(solution):
                raise SudokuError(f"the strategy {step.strategy!r} took a step that the "
                                  f"puzzle's solution breaks ({step.results()}), so the chain "
                                  f"ran into a contradiction the puzzle does not have")
            before = board.mark()
            step.apply(board)
            if board.mark() == before:
                break
    finally:
        board.undo_to(start)
    raise SudokuError("the chain ran into a contradiction, but the puzzle has a solution: a "
                      "strategy of the chain took a wrong step")


def settle(result: Result, check: UniquenessCheck) -> str:
    """The status of a human solve, with a stuck end settled by counting the solutions.

    A chain that finished found the one solution, and one that broke proved
    there is none; only a stuck one leaves the question open. Then ``check``
    counts (if a uniqueness strategy has not already asked it): none is
    ``no_solution``, several ``multiple_solutions``, and one is ``stuck``
    indeed. A count that runs out of its bounds is ``gave_up``.

    Args:
        result: the solve, whose board ``check`` looks at, left where it ended.
        check: the count of the solve's board.
    """
    if result.status != STUCK:
        return result.status
    try:
        return by_count(check.solutions())
    except OutOfBounds:
        return GAVE_UP


def hardest(result: Result, chain: Iterable[Strategy]) -> Strategy | None:
    """The hardest strategy of ``chain`` that took a step on the path of ``result``, guesses
    left out; of two as hard, the one that stepped first, as a scale reads a path (so
    ``rate`` and ``explain`` name the same one)."""
    by_name = {strategy.name: strategy for strategy in chain if strategy.name != "guess"}
    used = (by_name[step.strategy] for step in result.steps if step.strategy in by_name)
    return max(used, key=lambda strategy: strategy.difficulty, default=None)  # the first max
