"""``sudoku check``: is a puzzle valid, and does it have none, one or several solutions?

Examples:
    >>> from sudoku.cli import main
    >>> main(["check", "." * 81])
    valid, several solutions
    1
"""

from __future__ import annotations

import argparse

from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, add_input_arguments, boards
from sudoku.solver import Solver

VERDICTS = ("valid, but no solution", "valid, one solution", "valid, several solutions")
"""What ``check`` says for zero, one, and two or more solutions."""


def add_parser(commands) -> None:
    """Add the ``check`` command to the sub-parsers ``commands``."""
    check = commands.add_parser("check", help="say whether puzzles are valid and have one solution")
    add_input_arguments(check)
    check.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Check every puzzle ``args`` names; exit 0 only when all have exactly one solution."""
    worst = OK
    for entry, board in boards(args):
        if board is None:
            worst = BAD_INPUT
            continue
        count = Solver().count_solutions(board, limit=2)
        print(f"line {entry.line}: {VERDICTS[count]}" if args.file else VERDICTS[count])
        worst = max(worst, OK if count == 1 else NOT_SOLVED)
    return worst
