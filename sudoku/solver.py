"""The solver: an explicit loop over the chain, with backtracking by the step history.

Each turn the solver looks at the board's agenda. A contradiction sends it
back: it undoes the steps down to the last guess, strikes the guessed digit out
there, and goes on. Otherwise it asks the chain for a step and applies it. The
history of applied steps is the only search state, so there is no recursion,
and grids of any size work.

Bounds: ``max_guesses`` caps the guesses of one search, and a
[`Deadline`][sudoku.strategies.Deadline] its time. The solver reads the clock
between steps and hands the deadline to every link of its chain, whose long
loops read it too; a bound that runs out in the middle of a step raises
[`OutOfBounds`][sudoku.strategies.OutOfBounds], which the solver catches around
``chain.handle``. Either way the search ends with status ``"gave_up"``. One
deadline shared by several searches (``deadline=``) bounds them together.

See the docs pages *Patterns / Chain of Responsibility* and *Patterns / Command*.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> result = Solver().solve(board)
    >>> result.status, result.guesses
    ('solved', 0)
    >>> print(result.steps[0])
    r3c7=5: hidden single, the only place for 5 in row 3
    >>> board.reset(); Solver().count_solutions(board)
    1
    >>> Solver(max_guesses=0).solve(Board()).status  # an empty grid needs a guess
    'gave_up'
    >>> Solver(timeout=0).solve(Board()).status
    'gave_up'
    >>> Solver().solve("53..7....")
    Traceback (most recent call last):
    ...
    sudoku.errors.SudokuError: Solver.solve needs a Board, not the text '53..7....'; make one with Board.from_text(text)
"""

from __future__ import annotations

import math
import time
import traceback
from collections.abc import Iterable
from dataclasses import dataclass, field

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.step import Step
from sudoku.strategies import (
    FAST_CHAIN,
    NO_DEADLINE,
    Deadline,
    OutOfBounds,
    Strategy,
    as_strategies,
    chain_for,
    link,
)

SOLVED = "solved"
"""The status of a solve that found a solution."""
NO_SOLUTION = "no_solution"
"""The status of a solve that proved there is no solution (the search was exhausted)."""
STUCK = "stuck"
"""The status of a solve whose chain, without guessing, found nothing more to do."""
GAVE_UP = "gave_up"
"""The status of a solve that a bound (``max_guesses``, ``timeout``) ended before it finished."""


@dataclass
class Tally:
    """What one strategy did during a solve: steps, placements and eliminations."""

    steps: int = 0
    placements: int = 0
    eliminations: int = 0


@dataclass
class Result:
    """The outcome of a solve.

    Attributes:
        status: ``"solved"``, ``"no_solution"`` (the search was exhausted),
            ``"stuck"`` (the chain has no guessing and found nothing more) or
            ``"gave_up"`` (a bound of the solver ran out first).
        grid: the digit of every cell at the end, ``0`` for empty; after
            ``"gave_up"``, how far the search got (guesses included, so not a solution).
        steps: the steps on the path from the givens to the end, in order
            (steps of abandoned guesses are not in it).
        tallies: for each strategy name, a [`Tally`][sudoku.solver.Tally] of all it did,
            abandoned branches included.
        guesses: how many guesses were made.
        backtracks: how many times a contradiction sent the solver back.
        solutions: how many solutions the search met (at most its limit).
        seconds: the time the solve took.
    """

    status: str
    grid: list[int]
    steps: list[Step] = field(default_factory=list)
    tallies: dict[str, Tally] = field(default_factory=dict)
    guesses: int = 0
    backtracks: int = 0
    solutions: int = 0
    seconds: float = 0.0

    @property
    def is_solved(self) -> bool:
        """Whether the status is ``"solved"``."""
        return self.status == SOLVED


class Solver:
    """Runs a chain of strategies on a board until it is solved, stuck or proven impossible.

    Args:
        strategies: the links of the chain, in order; by default the fast part
            of ``DEFAULT_CHAIN`` (singles, locked candidates, guessing). Leave ``Guess`` out to
            solve by deduction alone. On each board, the links that do not hold
            for its layout are left out (see ``sudoku.strategies.chain_for``).
        max_guesses: give up (status ``"gave_up"``) rather than make more
            guesses than this in one search; ``None`` for no bound.
        timeout: give up after this many seconds of one search; ``None`` for no bound.
        deadline: give up at this [`Deadline`][sudoku.strategies.Deadline], which
            other work may share (a count of solutions before the solve, say);
            with ``timeout`` too, whichever comes first. ``None`` for no bound.

    Raises:
        SudokuError: for a bound that is negative or not a number, and for
            ``strategies`` that are not all strategy objects (a name, say, or a
            class), naming the one that is not.
    """

    def __init__(self, strategies: Iterable[Strategy] | None = None,
                 max_guesses: int | None = None, timeout: float | None = None,
                 deadline: Deadline | None = None):
        self.strategies = as_strategies(FAST_CHAIN if strategies is None else strategies)
        self.chain = link(self.strategies)
        self.max_guesses = _bound("max_guesses", max_guesses, int)
        self.timeout = _bound("timeout", timeout, (int, float))
        self.deadline = NO_DEADLINE if deadline is None else deadline

    def solve(self, board: Board) -> Result:
        """Solve ``board`` in place, stopping at the first solution.

        A board that is solved, stuck or given up on is left as it ends; after
        ``no_solution`` the board is back where the solve started. Call
        [`Board.reset`][sudoku.board.Board.reset] to solve it again.

        Raises:
            SudokuError: when ``board`` is not a [`Board`][sudoku.board.Board].
        """
        require_board(board, "Solver.solve")
        return self._search(board, limit=1)

    def count_solutions(self, board: Board, limit: int = 2) -> int:
        """Count the solutions of ``board``, stopping at ``limit``; the board is left as it was.

        ``0`` means none, ``1`` unique, and ``limit`` means at least that many.
        A chain without ``Guess`` cannot count: it gives ``0`` when stuck. A
        solver with bounds that gives up returns the solutions met so far: call
        [`count`][sudoku.solver.Solver.count] to tell.

        Raises:
            SudokuError: when ``board`` is not a [`Board`][sudoku.board.Board], or
                ``limit`` is not a whole number of at least 1.
        """
        require_board(board, "Solver.count_solutions")
        return self.count(board, limit).solutions

    def count(self, board: Board, limit: int = 2) -> Result:
        """Search for up to ``limit`` solutions; return the result and leave the board as it was.

        ``solutions`` is the count; ``status`` is ``"gave_up"`` when a bound ended
        the search first (the count is then only a lower bound), ``"stuck"``
        for a chain without ``Guess`` that ran out, else ``"solved"`` or ``"no_solution"``.

        Raises:
            SudokuError: when ``board`` is not a [`Board`][sudoku.board.Board], or
                ``limit`` is not a whole number of at least 1.
        """
        require_board(board, "Solver.count")
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise SudokuError(f"limit must be a whole number of at least 1; got {limit!r}")
        mark = board.mark()
        result = self._search(board, limit=limit)
        board.undo_to(mark)
        return result

    def _chain(self, board: Board) -> Strategy | None:
        """The chain for the layout of ``board``: every link that holds for it."""
        held = chain_for(board.layout, self.strategies)
        return self.chain if len(held) == len(self.strategies) else link(held)

    def _search(self, board: Board, limit: int) -> Result:
        started = time.perf_counter()
        deadline = self.deadline.within(self.timeout)
        is_timed = deadline.at != math.inf  # else the clock is never read
        max_guesses = self.max_guesses
        chain = self._chain(board)
        if chain:
            chain.set_deadline(deadline, max_guesses)
        history: list[Step] = []
        result = Result(NO_SOLUTION, [])
        tallies = result.tallies
        while True:
            if board.is_broken():
                if not self._backtrack(board, history, result):
                    break
                continue
            if board.is_complete():
                result.solutions += 1
                _record(result, SOLVED, board, history)
                if result.solutions >= limit or not self._backtrack(board, history, result):
                    break
                continue
            if is_timed and deadline.is_past():
                _record(result, GAVE_UP, board, history)
                break
            try:
                step = chain.handle(board) if chain else None
            except OutOfBounds:  # a bound ran out inside a step, which changed nothing
                _record(result, GAVE_UP, board, history)
                break
            except SudokuError:
                raise
            except Exception as error:  # a bug in a strategy of one's own, say: name it
                raise failed_in_find(error) from error
            if step is not None and not isinstance(step, Step):
                raise SudokuError(f"the strategy {_answered(chain, board)!r} returned "
                                  f"{type(step).__name__} from find; a strategy returns a "
                                  f"Step, or None when it finds nothing")
            if step is None:
                _record(result, STUCK, board, history)
                break
            if step.is_guess:
                if max_guesses is not None and result.guesses >= max_guesses:
                    _record(result, GAVE_UP, board, history)
                    break
                result.guesses += 1
            before = board.mark()
            step.apply(board)
            if board.mark() == before:  # asked again, it would give the same step forever
                raise SudokuError(f"the strategy {step.strategy!r} gave a step that changes "
                                  f"nothing ({step.results() or 'no move'}); a step places a "
                                  f"digit or strikes a candidate the board still has")
            history.append(step)
            tally = tallies.get(step.strategy)
            if tally is None:
                tally = tallies[step.strategy] = Tally()
            tally.steps += 1
            tally.placements += len(step.placements)
            tally.eliminations += len(step.eliminations)
        if result.status == NO_SOLUTION:
            result.grid = board.values()
        result.seconds = time.perf_counter() - started
        return result

    @staticmethod
    def _backtrack(board: Board, history: list[Step], result: Result) -> bool:
        """Undo down to the last guess and strike its digit out; ``False`` if there is none."""
        while history:
            step = history.pop()
            step.undo(board)
            if step.is_guess:
                result.backtracks += 1
                (cell, digit), = step.placements
                refutation = Step("backtrack", eliminations=((cell, digit),), cells=(cell,),
                                  reason=_refuted(board, cell, digit))
                refutation.apply(board)
                history.append(refutation)
                return True
        return False


def require_board(board: object, caller: str) -> None:
    """Refuse anything but a [`Board`][sudoku.board.Board] where one is wanted.

    Each public entry point that takes a board asks this once, so a puzzle
    passed as text is told how to become a board instead of failing deep inside.

    Args:
        board: what the caller was given.
        caller: the entry point, for the message (``"Solver.solve"``).

    Raises:
        SudokuError: when ``board`` is not a ``Board``, saying what it is and how to make one.

    Examples:
        >>> require_board(None, "rate")
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: rate needs a Board, not NoneType; make one with Board.from_text(text)
    """
    if not isinstance(board, Board):
        shown = (f"the text {board[:20]!r}{'...' if len(board) > 20 else ''}"
                 if isinstance(board, str) else type(board).__name__)
        raise SudokuError(f"{caller} needs a Board, not {shown}; "
                          f"make one with Board.from_text(text)")


def _bound(name: str, value, kinds) -> int | float | None:
    """``value`` if it is ``None`` or a number of ``kinds`` that is 0 or more, else an error."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, kinds) or not value >= 0:
        raise SudokuError(f"{name} must be a number 0 or more, or None; got {value!r}")
    return value


def _refuted(board: Board, cell, digit: int):
    """The words of a backtrack step, written when they are read."""
    return lambda: (f"guessing {board.layout.symbol(digit)} at {cell.name} "
                    f"led to a contradiction")


def _record(result: Result, status: str, board: Board, history: list[Step]) -> None:
    """Write ``status``, the grid reached and the path to it into ``result``."""
    result.status, result.grid, result.steps = status, board.values(), list(history)


def failed_in_find(error: Exception) -> SudokuError:
    """The error to raise for ``error``, raised in a strategy's ``find`` (a bug in a strategy
    of one's own, say), naming that strategy (the innermost on the way)."""
    names = [frame.f_locals["self"].name for frame, _ in traceback.walk_tb(error.__traceback__)
             if frame.f_code.co_name == "find"
             and isinstance(frame.f_locals.get("self"), Strategy)]
    return SudokuError(f"the strategy {names[-1] if names else '?'!r} failed in find: "
                       f"{type(error).__name__}: {error}")


def _answered(chain: Strategy, board: Board) -> str:
    """The name of the first link of ``chain`` whose ``find`` answers anything on ``board``:
    asked after the chain answered something that is no step, to name who did."""
    link = chain
    while link is not None:
        if link.find(board) is not None:
            return link.name
        link = link.successor
    return "?"
