"""``sudoku solve``: solve puzzles with the fast chain (singles, locked candidates and guessing) or a chosen one.

One puzzle is drawn as a grid with a summary under it; a file of puzzles
(``-f FILE``) gives one line per puzzle, or JSON Lines or CSV with ``--format``
(see the module ``sudoku.cli.batch`` for ``--jobs``, ``--output`` and the summary).
``--max-guesses`` and ``--timeout`` bound the work on each puzzle: a puzzle that
needs more ends with the status ``gave_up``. A chain without guessing
(``--no-guess``, or ``--strategies`` without ``guess``) that gets stuck is settled
as every command settles it (``sudoku.verdict``): its solutions are counted, and
only a puzzle with one solution is ``stuck``; the others have ``no_solution`` or
``multiple_solutions``.

See the docs page *Command line*, section ``sudoku solve``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["solve", "--no-guess", "--format", "line",
    ...       "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."])
    ... # doctest: +ELLIPSIS
    stuck 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.. 0 guesses ...
    1
    >>> main(["solve", "--format", "json", "--max-guesses", "0", "." * 81])  # doctest: +ELLIPSIS
    {"line": 1, "puzzle": "....", "status": "gave_up", "solution": null, "reached": "....", ...}
    1
    >>> main(["solve", "--no-guess", "--format", "line", "." * 81])  # doctest: +ELLIPSIS
    multiple_solutions ... 0 guesses ...
    1
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

from sudoku.board import Board
from sudoku.cli import batch
from sudoku.cli.arguments import add_input_arguments, layout_of
from sudoku.cli.bench import Bench, attempt
from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, entries, one_line
from sudoku.errors import SudokuError
from sudoku.formats import format_grid, format_line
from sudoku.layout import Layout
from sudoku.puzzle_files import Entry
from sudoku.solver import GAVE_UP, NO_SOLUTION, SOLVED, STUCK, Result, Solver
from sudoku.strategies import FAST_CHAIN, Deadline, by_name
from sudoku.verdict import MULTIPLE_SOLUTIONS, after_stuck

COLUMNS = ("line", "puzzle", "status", "solution", "reached", "guesses", "backtracks", "ms",
           "error")
"""The fields of a result in the ``json`` and ``csv`` formats (``reached``: the grid where
a solve that is ``stuck`` or ``gave_up`` stopped)."""

EXIT_CODES = {SOLVED: OK, batch.INVALID: BAD_INPUT, NO_SOLUTION: NOT_SOLVED, STUCK: NOT_SOLVED,
              GAVE_UP: NOT_SOLVED}
"""Every status of ``solve`` with a chain that guesses, with its exit code, in the order of
the summary."""

DEDUCING_EXIT_CODES = {SOLVED: OK, batch.INVALID: BAD_INPUT, NO_SOLUTION: NOT_SOLVED,
                       MULTIPLE_SOLUTIONS: NOT_SOLVED, STUCK: NOT_SOLVED, GAVE_UP: NOT_SOLVED}
"""Every status of ``solve`` with a chain that does not guess: a stuck one may also find
that the puzzle has several solutions."""


def add_parser(commands) -> None:
    """Add the ``solve`` command to the sub-parsers ``commands``."""
    solve = commands.add_parser("solve", help="solve puzzles")
    add_input_arguments(solve)
    batch.add_batch_arguments(solve, ("grid", "line", "json", "csv"))
    solve.add_argument("--no-guess", action="store_true",
                       help="deduce only: stop 'stuck' instead of guessing")
    solve.add_argument("--strategies", metavar="A,B,C",
                       help="the chain to run, e.g. hidden-single,naked-single,guess")
    solve.set_defaults(run=run)


def chain(args: argparse.Namespace) -> list:
    """The strategies ``args`` asks for: the fast chain, or ``--strategies``, less guessing.

    Raises:
        SudokuError: for ``--strategies`` that names no strategy, one unknown, one
            twice, or ``guess`` with ``--no-guess``.
    """
    names = FAST_CHAIN if args.strategies is None else [
        by_name(name) for name in args.strategies.split(",") if name.strip()]
    if not names:
        raise SudokuError("--strategies names no strategy; give them as A,B,C, "
                          "e.g. hidden-single,naked-single,guess")
    twice = next((s.name for at, s in enumerate(names) if s in names[:at]), None)
    if twice is not None:
        raise SudokuError(f"--strategies names {twice.replace(' ', '-')} twice; a chain asks "
                          f"each strategy once")
    if args.no_guess and args.strategies is not None and any(s.name == "guess" for s in names):
        raise SudokuError("--no-guess and a --strategies that names guess ask for opposite "
                          "things; give one of them")
    return [s for s in names if not (args.no_guess and s.name == "guess")]


def run(args: argparse.Namespace) -> int:
    """Solve every puzzle ``args`` names and write each result; return the worst exit code."""
    layout = layout_of(args)
    found = entries(args)
    format = batch.output_format(args, "grid")
    strategies = chain(args)
    solver = Solver(strategies, max_guesses=args.max_guesses, timeout=args.timeout)
    job = SolveJob(solver, Bench(layout), format)
    guesses = any(strategy.name == "guess" for strategy in strategies)
    exit_codes = EXIT_CODES if guesses else DEDUCING_EXIT_CODES
    return batch.run(args, found, batch.Task(job, COLUMNS, exit_codes, format))


@dataclass(frozen=True)
class SolveJob:
    """Solve one puzzle of a batch into a ``Record`` (see the module ``sudoku.cli.batch``).

    A plain object, so that it can be sent to worker processes.
    """

    solver: Solver
    bench: Bench
    format: str

    @property
    def layout(self) -> Layout:
        """The shape of the puzzles."""
        return self.bench.layout

    def __call__(self, entry: Entry) -> batch.Record:
        """The record of ``entry``: solved (or how far the solver got), or invalid."""
        puzzle = one_line(entry, self.layout)
        result, why = self.solve(entry)
        if result is None:
            return batch.Record(entry.line, puzzle, batch.INVALID, why,
                                text=f"invalid line {entry.line}: {why}")
        text = line(result, self.layout) if self.format != "grid" else \
            f"{format_grid(result.grid, self.layout)}\n" \
            f"{summary(result, position=entry.position is not None)}"
        grid = format_line(result.grid, self.layout)
        details = {"solution": grid if result.is_solved else None,
                   "reached": grid if result.status in (STUCK, MULTIPLE_SOLUTIONS, GAVE_UP)
                   else None,
                   "guesses": result.guesses, "backtracks": result.backtracks,
                   "ms": round(result.seconds * 1000, 1)}
        return batch.Record(entry.line, puzzle, result.status, details=details, text=text)

    def solve(self, entry: Entry) -> tuple[Result | None, str | None]:
        """The result for ``entry``, or ``None`` and why the puzzle is invalid."""
        return attempt(entry, self.settled, self.bench)

    def settled(self, board: Board) -> Result:
        """Solve ``board``; a stuck end is settled by counting, within what is left of the bounds.

        The count's time is added to the result's, since it is work done for the puzzle.
        """
        result = self.solver.solve(board)
        if result.status != STUCK:
            return result
        timeout = self.solver.timeout
        deadline = Deadline(None if timeout is None else max(0.0, timeout - result.seconds))
        started = time.perf_counter()
        result.status = after_stuck(board, max_guesses=self.solver.max_guesses, deadline=deadline)
        result.seconds += time.perf_counter() - started
        return result


def line(result: Result, layout: Layout) -> str:
    """One line for ``result``: the solution (or the status, then the grid reached), then figures."""
    details = f"{result.guesses} guesses {result.seconds * 1000:.1f} ms"
    if result.status == SOLVED:
        return f"{format_line(result.grid, layout)} {details}"
    return f"{result.status} {format_line(result.grid, layout)} {details}"


def summary(result: Result, position: bool = False) -> str:
    """The sentence under a grid: status, time, steps per strategy, guesses.

    Args:
        result: the solve.
        position: whether the puzzle was a position (digits placed, candidates struck),
            which the verdicts are then about, rather than the givens.
    """
    used = ", ".join(f"{name} {tally.steps}" for name, tally in result.tallies.items()
                     if name not in ("guess", "backtrack"))
    filled = sum(1 for digit in result.grid if digit)
    admit = "the position admits" if position else "the givens admit"
    words = {SOLVED: "solved", STUCK: "stuck: no strategy in the chain applies",
             NO_SOLUTION: f"no solution: {admit} none",
             MULTIPLE_SOLUTIONS: f"several solutions: {admit} more than one",
             GAVE_UP: f"gave up (--max-guesses or --timeout) with {filled} of "
                      f"{len(result.grid)} cells filled"}[result.status]
    return (f"{words} in {result.seconds * 1000:.1f} ms; {used or 'no steps'}; "
            f"{result.guesses} guesses, {result.backtracks} backtracks")
