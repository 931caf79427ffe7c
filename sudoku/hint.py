"""Hints: the next step of a person's solve, told a little at a time.

A hint teaches instead of revealing. It finds the step the human chain would
take next (every technique but guessing, easiest first, as ``sudoku explain``
runs it) and words it at three levels of detail, each adding a line:

1. what to look for: the technique, its number and level on the difficulty
   scale, and a nudge that says what the pattern looks like, not where (the
   strategy's own ``nudge``, or else the first sentence of its description);
2. where: the containers of the pattern, or its cells;
3. the whole step, as ``sudoku explain`` writes it (``r3c7=5``, ``r1c5<>3``).

It works from a player's position too: the board's givens are the puzzle, and
every digit placed and every candidate struck out since is the player's (a
[`Position`][sudoku.position.Position] read from a candidate grid or a library
line gives such a board; [`position`][sudoku.hint_moves.position] builds one from two
grids of digits). The candidates the player struck are struck on the board, so
a hint that the player followed is not given again. A hint from a broken
position would mislead, so the player's moves are first checked against the
puzzle's one solution, and wrong ones are reported instead: how many (detail
1), the containers that hold them (2), the cells (3). A wrong move is a digit
the solution does not have there, or the solution's digit struck out. The
player's moves are checked in ``sudoku.hint_moves``; the words of a hint are
made in ``sudoku.hint_words``.

The puzzle's verdict and its solution come from [`solution`][sudoku.hint.solution]:
a short count, and the human chain for a puzzle the count cannot settle quickly,
so a puzzle with no solution is told at once, as ``rate`` and ``explain`` tell it
(see ``sudoku.verdict``). That can still take long on a big or broken puzzle, so
a hint may be bounded: one [`Deadline`][sudoku.strategies.Deadline] (``timeout``)
covers the verdict and the search for the step, and ``max_guesses`` caps the
guesses of the counts. Past either, the hint gives up (status ``"gave_up"``).

See the docs page *Command line*, section ``sudoku hint``.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(hint(board, detail=3))
    hidden single (1.2, easy): look for a digit with only one place left in a container
    look in row 3
    r3c7=5: hidden single, the only place for 5 in row 3
    >>> print(hint(board))
    hidden single (1.2, easy): look for a digit with only one place left in a container
    >>> print(hint(board, timeout=0))
    gave up: the time or the guesses ran out before a hint was found
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sudoku.board import Board
from sudoku.errors import SudokuError

# The names marked F401 are importable from here too, as before the module was split:
from sudoku.hint_moves import (
    position,  # noqa: F401
    wrong_lines,
    wrong_moves,
)
from sudoku.hint_words import (
    PLURALS,  # noqa: F401
    in_words,  # noqa: F401
    nudge,
    spoken,  # noqa: F401
    where,
)
from sudoku.rating import human_solve
from sudoku.solver import GAVE_UP, SOLVED, Solver, failed_in_find, require_board
from sudoku.step import Step
from sudoku.strategies import (
    HUMAN_CHAIN,
    Deadline,
    Guess,
    OutOfBounds,
    Strategy,
    assuming_unique,
    chain_for,
    link,
)
from sudoku.verdict import UNIQUE, by_count, sentence

HINT, COMPLETE, STUCK, WRONG, NO_SOLUTION, SEVERAL = (
    "hint", "complete", "stuck", "wrong", "no_solution", "multiple_solutions")
"""The statuses of a hint: a step found, nothing left to do, no step without
guessing, a wrong digit on the board, a puzzle with no solution or with several
(and ``GAVE_UP``, ``"gave_up"``, when a bound ran out first)."""

QUICK_GUESSES = 100
"""The guesses of the first count of a hint's solutions: a few dozen settle every puzzle of
Norvig's top95; a puzzle that needs more goes to the human chain (see
[`solution`][sudoku.hint.solution])."""

GAVE_UP_LINE = "gave up: the time or the guesses ran out before a hint was found"
"""What a hint says when its ``timeout`` or ``max_guesses`` ran out."""

DETAILS = (1, 2, 3)
"""The levels of detail: what to look for, where, and the whole step."""

@dataclass(frozen=True)
class Hint:
    """A hint, worded at one level of detail.

    Attributes:
        status: ``"hint"`` when there is a step, else ``"complete"``, ``"stuck"``,
            ``"wrong"``, ``"no_solution"``, ``"multiple_solutions"`` or ``"gave_up"``.
        lines: what to tell the player, one sentence a line.
        step: the step hinted at, whatever the detail (show a player ``lines``), or ``None``.
        strategy: the technique that found ``step``, or ``None``.
        wrong: the player's moves that disagree with the solution, in players'
            notation: ``r1c3=4`` (a wrong digit) or ``r2c2<>7`` (the solution's
            digit struck out).
    """

    status: str
    lines: tuple[str, ...]
    step: Step | None = None
    strategy: Strategy | None = None
    wrong: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The lines of the hint as one text."""
        return "\n".join(self.lines)

    def __str__(self) -> str:
        return self.text


def hint(board: Board, detail: int = 1, strategies: Iterable[Strategy] | None = None, *,
         timeout: float | None = None, max_guesses: int | None = None) -> Hint:
    """The next step of a person's solve of ``board``, worded at ``detail``.

    The board is left as it was.

    Args:
        board: the position: the puzzle's givens plus the digits the player placed.
        detail: 1 for what to look for, 2 for where too, 3 for the whole step.
        strategies: the chain to follow, easiest first (``HUMAN_CHAIN`` by
            default); guessing is left out, and the uniqueness strategies are on,
            since a hint is only given on a puzzle with one solution.
        timeout: seconds for the whole hint, the count of solutions and the
            search for the step together; ``None`` for no bound.
        max_guesses: the most guesses the count of solutions may make, or ``None``.

    Raises:
        SudokuError: for a detail that is not 1, 2 or 3, or a bound that is not a
            number 0 or more.
    """
    require_board(board, "hint")
    if detail not in DETAILS or not isinstance(detail, int) or isinstance(detail, bool):
        raise SudokuError(f"the detail of a hint is 1, 2 or 3, not {detail!r}")
    deadline = Deadline(timeout)  # one clock for the verdict and the search
    givens = [cell.digit if board.is_given(cell) else 0 for cell in board.cells]
    verdict, answer = solution(Board(board.layout, givens), deadline, max_guesses)
    if verdict == GAVE_UP:
        return Hint(GAVE_UP, (GAVE_UP_LINE,))
    if answer is None:
        return Hint(verdict, (sentence(verdict),))
    wrong = wrong_moves(board, answer)
    if wrong:
        return Hint(WRONG, wrong_lines(board, wrong, detail), wrong=tuple(
            step.results(board.layout.symbol) for step in wrong))
    if board.is_complete():
        return Hint(COMPLETE, ("the puzzle is complete: every cell holds its digit",))
    # The puzzle has one solution and the position agrees with it, so the position has
    # that one solution too: the uniqueness strategies are sound (see rating.human_chain).
    chain = [s for s in assuming_unique(HUMAN_CHAIN if strategies is None else strategies)
             if not isinstance(s, Guess)]
    first = link(chain_for(board.layout, chain))
    if first:
        first.set_deadline(deadline)
    try:
        step = first.handle(board) if first else None
    except OutOfBounds:  # a long technique met the deadline; it changed nothing
        return Hint(GAVE_UP, (GAVE_UP_LINE,))
    except SudokuError:
        raise
    except Exception as error:  # a bug in a strategy of one's own: named, as the solver does
        raise failed_in_find(error) from error
    if step is None:
        return Hint(STUCK, (sentence(STUCK),))
    if not isinstance(step, Step) or not step.agrees_with(answer) or not (
            step.placements or any(board.has_candidate(c, d) for c, d in step.eliminations)):
        raise SudokuError(f"a strategy of the chain gave a step that is wrong or changes "
                          f"nothing, which no hint repeats: "
                          f"{step if isinstance(step, Step) else type(step).__name__}")
    strategy = next((s for s in chain if s.name == step.strategy), None)
    if strategy is None:
        raise SudokuError(f"the step {step.results()} names the strategy {step.strategy!r}, "
                          f"which is not in the chain: a step names the strategy that found it")
    lines = (f"{strategy.name} ({strategy.difficulty}, {strategy.level}): {nudge(strategy)}",
             where(step), step.sentence(board.layout.symbol))
    return Hint(HINT, lines[:detail], step, strategy)


def solution(board: Board, deadline: Deadline | None = None, max_guesses: int | None = None,
             ) -> tuple[str, list[int] | None]:
    """The verdict on the puzzle on ``board`` and its one solution, decided fast.

    A count of the solutions settles nearly every puzzle within a few dozen
    guesses (every one of Norvig's top95), so it goes first, with
    [`QUICK_GUESSES`][sudoku.hint.QUICK_GUESSES]. A puzzle it cannot settle in
    that many goes to the human chain, as in ``rate`` and ``explain`` (see
    [`human_solve`][sudoku.rating.human_solve]): it finds at once the
    contradiction of many a puzzle with no solution that a count searches for
    minutes, and a chain that finishes has found the solution. A stuck chain is
    settled by counting, and, when there is one solution, the solver finishes
    the grid from where the chain stopped. Both ways are sound, so they give the
    verdict every command gives.

    Args:
        board: the puzzle (its givens only); it may be left anywhere.
        deadline: when the work must stop; ``None`` for never.
        max_guesses: the most guesses each count or solve may make, or ``None``.

    Returns:
        ``("unique", grid)`` for a puzzle with one solution, else
        ``("no_solution", None)``, ``("multiple_solutions", None)`` or
        ``("gave_up", None)``.

    Examples:
        >>> from sudoku import Board
        >>> solution(Board.from_text(  # from Norvig's essay: no solution, a long search to show it
        ...     ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."))
        ('no_solution', None)
        >>> solution(Board())
        ('multiple_solutions', None)
    """
    deadline = Deadline() if deadline is None else deadline
    quick = QUICK_GUESSES if max_guesses is None else min(QUICK_GUESSES, max_guesses)
    counted = Solver(max_guesses=quick, deadline=deadline).count(board, limit=2)
    if counted.status != GAVE_UP:
        verdict = by_count(counted.solutions, one=UNIQUE)
        return verdict, counted.grid if verdict == UNIQUE else None
    if deadline.is_past():
        return GAVE_UP, None
    rated = human_solve(board, deadline=deadline, max_guesses=max_guesses)
    if rated.status == SOLVED:
        return UNIQUE, rated.result.grid
    if rated.status != STUCK:
        return rated.status, None
    rest = Solver(max_guesses=max_guesses, deadline=deadline).solve(board)
    return (UNIQUE, rest.grid) if rest.status == SOLVED else (GAVE_UP, None)
