"""The ``sudoku`` command: solve and check puzzles from the shell.

Every command reads a puzzle given as an argument, ``-`` for standard input,
or ``-f FILE`` for a file of many puzzles (one per line, ``#`` comments and
blank lines ignored, 9-line grids allowed). Exit codes: 0 solved (or unique),
1 not solved (no solution, stuck, several solutions), 2 bad input; for many
puzzles, the worst of them. See the docs page *Command line*.

Examples:
    >>> main(["solve", "--format", "line",
    ...       "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"])
    ... # doctest: +ELLIPSIS
    534678912672195348198342567859761423426853791713924856961537284287419635345286179 ...
    0
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.formats import Entry, format_grid, format_line, parse, read_puzzles
from sudoku.layout import named
from sudoku.solver import SOLVED, Result, Solver
from sudoku.strategies import FAST_CHAIN, by_name

OK, NOT_SOLVED, BAD_INPUT = 0, 1, 2


def main(argv: list[str] | None = None) -> int:
    """Run the command line with ``argv`` (``sys.argv[1:]`` by default); return the exit code."""
    args = _parser().parse_args(argv)
    try:
        return args.command(args)
    except SudokuError as error:
        print(f"sudoku: error: {error}", file=sys.stderr)
        return BAD_INPUT
    except KeyboardInterrupt:
        print("sudoku: interrupted", file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sudoku", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    solve = commands.add_parser("solve", help="solve puzzles")
    _add_input(solve)
    solve.add_argument("--format", choices=("grid", "line"), default="grid",
                       help="grid: the solved grid and a summary (default); line: one line a puzzle")
    solve.add_argument("--no-guess", action="store_true",
                       help="deduce only: stop 'stuck' instead of guessing")
    solve.add_argument("--strategies", metavar="A,B,C",
                       help="the chain to run, e.g. hidden-single,naked-single,guess")
    solve.set_defaults(command=_solve)
    check = commands.add_parser("check", help="say whether puzzles are valid and have one solution")
    _add_input(check)
    check.set_defaults(command=_check)
    return parser


def _add_input(command: argparse.ArgumentParser) -> None:
    command.add_argument("puzzle", nargs="?", metavar="PUZZLE",
                         help="the puzzle as text, or - to read standard input")
    command.add_argument("-f", "--file", type=Path, help="a file of puzzles, one per line")
    command.add_argument("--layout", default="9x9", help="the shape of the puzzle (default 9x9)")


def _entries(args: argparse.Namespace) -> list[Entry]:
    layout = named(args.layout)
    if args.file is not None:
        try:
            return read_puzzles(args.file.read_text(encoding="utf-8"), layout)
        except (OSError, UnicodeDecodeError) as error:
            raise SudokuError(f"cannot read {args.file}: {error}") from None
    if args.puzzle is None:
        raise SudokuError("give a puzzle, '-' to read standard input, or -f FILE")
    if args.puzzle == "-":
        return read_puzzles(sys.stdin.read(), layout)
    try:
        return [Entry(1, args.puzzle, parse(args.puzzle, layout), None)]
    except SudokuError as error:
        return [Entry(1, args.puzzle, None, error)]


def _boards(args: argparse.Namespace):
    """Yield ``(entry, board)`` per puzzle; report bad ones and yield ``None`` for them."""
    entries = _entries(args)
    layout = named(args.layout)
    for entry in entries:
        board, error = None, entry.error
        if error is None:
            try:
                board = Board(layout, entry.values)
            except SudokuError as clash:
                error = clash
        if error is not None:
            where = f"line {entry.line}: " if len(entries) > 1 and "line" not in str(error) else ""
            print(f"sudoku: invalid puzzle: {where}{error}", file=sys.stderr)
        yield entry, board


def _chain(args: argparse.Namespace):
    chain = FAST_CHAIN if args.strategies is None else [
        by_name(name) for name in args.strategies.split(",") if name.strip()]
    return [s for s in chain if not (args.no_guess and s.name == "guess")]


def _solve(args: argparse.Namespace) -> int:
    solver = Solver(_chain(args))
    worst, first = OK, True
    for entry, board in _boards(args):
        if board is None:
            if args.format == "line":
                print(f"invalid line {entry.line}")
            worst = BAD_INPUT
            continue
        result = solver.solve(board)
        worst = max(worst, OK if result.status == SOLVED else NOT_SOLVED)
        if args.format == "line":
            print(_line(result, board))
        else:
            print(("" if first else "\n") + format_grid(result.grid, board.layout))
            print(_summary(result))
        first = False
    return worst


def _line(result: Result, board: Board) -> str:
    details = f"{result.guesses} guesses {result.seconds * 1000:.1f} ms"
    if result.status == SOLVED:
        return f"{format_line(result.grid, board.layout)} {details}"
    return f"{result.status} {format_line(result.grid, board.layout)} {details}"


def _summary(result: Result) -> str:
    used = ", ".join(f"{name} {tally.steps}" for name, tally in result.tallies.items()
                     if name not in ("guess", "backtrack"))
    words = {SOLVED: "solved", "stuck": "stuck: no strategy in the chain applies",
             "no_solution": "no solution: the givens admit none"}[result.status]
    return (f"{words} in {result.seconds * 1000:.1f} ms; {used or 'no steps'}; "
            f"{result.guesses} guesses, {result.backtracks} backtracks")


def _check(args: argparse.Namespace) -> int:
    worst = OK
    for entry, board in _boards(args):
        if board is None:
            worst = BAD_INPUT
            continue
        count = Solver().count_solutions(board, limit=2)
        verdict = ("valid, but no solution", "valid, one solution", "valid, several solutions")
        print(f"line {entry.line}: {verdict[count]}" if args.file else verdict[count])
        worst = max(worst, OK if count == 1 else NOT_SOLVED)
    return worst
