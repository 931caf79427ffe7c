"""``sudoku solve``: solve puzzles with the fast chain (singles and guessing) or a chosen one.

Examples:
    >>> from sudoku.cli import main
    >>> main(["solve", "--no-guess", "--format", "line",
    ...       "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"])
    ... # doctest: +ELLIPSIS
    stuck 4.....8.5.3..........7......2.....6.....8.4...4..1.......6.3.7.5.32.1...1.4...... 0 guesses ...
    1
"""

from __future__ import annotations

import argparse

from sudoku.board import Board
from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, add_input_arguments, boards
from sudoku.formats import format_grid, format_line
from sudoku.solver import SOLVED, Result, Solver
from sudoku.strategies import FAST_CHAIN, by_name


def add_parser(commands) -> None:
    """Add the ``solve`` command to the sub-parsers ``commands``."""
    solve = commands.add_parser("solve", help="solve puzzles")
    add_input_arguments(solve)
    solve.add_argument("--format", choices=("grid", "line"), default="grid",
                       help="grid: the solved grid and a summary (default); line: one line a puzzle")
    solve.add_argument("--no-guess", action="store_true",
                       help="deduce only: stop 'stuck' instead of guessing")
    solve.add_argument("--strategies", metavar="A,B,C",
                       help="the chain to run, e.g. hidden-single,naked-single,guess")
    solve.set_defaults(run=run)


def chain(args: argparse.Namespace) -> list:
    """The strategies ``args`` asks for: the fast chain, or ``--strategies``, less guessing."""
    names = FAST_CHAIN if args.strategies is None else [
        by_name(name) for name in args.strategies.split(",") if name.strip()]
    return [s for s in names if not (args.no_guess and s.name == "guess")]


def run(args: argparse.Namespace) -> int:
    """Solve every puzzle ``args`` names and print each result; return the worst exit code."""
    solver = Solver(chain(args))
    worst, first = OK, True
    for entry, board in boards(args):
        if board is None:
            if args.format == "line":
                print(f"invalid line {entry.line}")
            worst = BAD_INPUT
            continue
        result = solver.solve(board)
        worst = max(worst, OK if result.status == SOLVED else NOT_SOLVED)
        if args.format == "line":
            print(line(result, board))
        else:
            print(("" if first else "\n") + format_grid(result.grid, board.layout))
            print(summary(result))
        first = False
    return worst


def line(result: Result, board: Board) -> str:
    """One line for ``result``: the solution (or the status, then the grid reached), then figures."""
    details = f"{result.guesses} guesses {result.seconds * 1000:.1f} ms"
    if result.status == SOLVED:
        return f"{format_line(result.grid, board.layout)} {details}"
    return f"{result.status} {format_line(result.grid, board.layout)} {details}"


def summary(result: Result) -> str:
    """The sentence under a solved grid: status, time, steps per strategy, guesses."""
    used = ", ".join(f"{name} {tally.steps}" for name, tally in result.tallies.items()
                     if name not in ("guess", "backtrack"))
    words = {SOLVED: "solved", "stuck": "stuck: no strategy in the chain applies",
             "no_solution": "no solution: the givens admit none"}[result.status]
    return (f"{words} in {result.seconds * 1000:.1f} ms; {used or 'no steps'}; "
            f"{result.guesses} guesses, {result.backtracks} backtracks")
