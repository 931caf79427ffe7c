"""The ``sudoku`` command: solve, check and generate puzzles from the shell.

Each command lives in its own module of this package and adds its own
sub-parser, so a new command is one new module and one line in
[`COMMANDS`][sudoku.cli.COMMANDS]. Commands that take puzzles read one given as an argument,
``-`` for standard input, or ``-f FILE`` for a file of many puzzles (one per
line, ``#`` comments and blank lines ignored, 9-line grids allowed).

Exit codes: 0 solved (or unique), 1 not solved (no solution, stuck, several
solutions), 2 bad input; for many puzzles, the worst of them. See the docs page
*Command line*.

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

from sudoku.cli import check, explain, generate, hint, layout, rate, solve
from sudoku.cli.puzzles import BAD_INPUT
from sudoku.errors import SudokuError

COMMANDS = (solve, explain, hint, rate, check, generate, layout)
"""The modules of the commands, in the order ``sudoku --help`` lists them."""


def main(argv: list[str] | None = None) -> int:
    """Run the command line with ``argv`` (``sys.argv[1:]`` by default); return the exit code."""
    parser = argparse.ArgumentParser(
        prog="sudoku", description="Solve, check and generate sudoku puzzles.")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(commands)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except SudokuError as error:
        print(f"sudoku: error: {error}", file=sys.stderr)
        return BAD_INPUT
    except KeyboardInterrupt:
        print("sudoku: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away (e.g. `| head`): nothing more to say
        return 0
