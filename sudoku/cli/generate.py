"""``sudoku generate``: make puzzles with exactly one solution, from a seed.

``--format line`` prints the bare puzzles, one a line; ``--format grid`` (the
default) draws each with a header naming its seed and givens. Without
``--seed`` a random seed is drawn and told on stderr, so any run can be made
again. A progress bar shows on a terminal when ``--count`` is large.
``--layout`` takes every shape (a name or a layout file, ``--regions`` for a
jigsaw); minimal puzzles of 16x16 and larger take minutes, so bound them with
``--givens`` or ``--time-budget``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["generate", "--seed", "1", "--format", "line", "--layout", "4x4"])
    .4........3.1.4.
    0
"""

from __future__ import annotations

import argparse
import sys

from sudoku.cli.puzzles import OK, add_layout_arguments, layout_of
from sudoku.formats import format_grid, format_line
from sudoku.generate import SYMMETRIES, fresh_seed, generate_many

PROGRESS_FROM = 5
"""The ``--count`` from which a terminal shows a progress bar."""


def add_parser(commands) -> None:
    """Add the ``generate`` command to the sub-parsers ``commands``."""
    generate = commands.add_parser("generate", help="make puzzles with exactly one solution")
    add_layout_arguments(generate)
    generate.add_argument("--symmetry", choices=SYMMETRIES, default="none",
                          help="which givens come in pairs (default none)")
    generate.add_argument("--givens", type=int, metavar="N",
                          help="stop taking givens away at N (default: as few as possible)")
    generate.add_argument("--count", type=int, default=1, metavar="N", help="how many puzzles")
    generate.add_argument("--seed", type=int, metavar="S",
                          help="the seed of the first puzzle; the next ones take S+1, S+2...")
    generate.add_argument("--time-budget", type=float, metavar="SECONDS",
                          help="per puzzle: return the unique puzzle at hand after this long")
    generate.add_argument("--format", choices=("grid", "line"), default="grid")
    generate.add_argument("--solutions", action="store_true",
                          help="print each puzzle's solution instead of the puzzle")
    generate.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Generate and print the puzzles ``args`` asks for."""
    layout = layout_of(args)
    seed = args.seed
    if seed is None:
        seed = fresh_seed()
        print(f"sudoku: seed {seed} (--seed {seed} makes the same puzzles again)",
              file=sys.stderr)
    show_progress = sys.stderr.isatty() and args.count >= PROGRESS_FROM
    puzzles = generate_many(args.count, layout, seed=seed, symmetry=args.symmetry,
                            givens=args.givens, time_budget=args.time_budget)
    for number, puzzle in enumerate(puzzles, start=1):
        values = puzzle.solution if args.solutions else puzzle.values
        if args.format == "line":
            print(format_line(values, layout), flush=True)
        else:
            minimal = "minimal" if puzzle.is_minimal else "not minimal"
            print(f"{'' if number == 1 else chr(10)}# seed {puzzle.seed}: "
                  f"{puzzle.givens} givens, {minimal}")
            print(format_grid(values, layout), flush=True)
        if show_progress:
            _progress(number, args.count)
    return OK


def _progress(done: int, total: int, width: int = 30) -> None:
    filled = width * done // total
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end=end,
          file=sys.stderr, flush=True)
