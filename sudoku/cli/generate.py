"""``sudoku generate``: make puzzles with exactly one solution, from a seed.

``--format line`` prints the bare puzzles, one a line; ``--format grid`` (the
default) draws each with a header naming its seed and givens. Without
``--seed`` a random seed is drawn and told on stderr, so any run can be made
again. A progress bar shows on a terminal when ``--count`` is large.
``--layout`` takes every shape (a name or a layout file, ``--regions`` for a
jigsaw). Every puzzle gets at most ``--time-budget`` seconds (60 by default),
the random fill included: when they run out while givens are taken away, the
puzzle at hand is printed, unique but perhaps not minimal, and stderr says so.
A minimal 16x16 takes seconds; a 25x25 seldom finishes within the minute.

``--level LEVEL`` and ``--needs STRATEGY`` ask for a puzzle that ``sudoku
rate`` rates so (see ``sudoku.rated``): the search spends at most
``--time-budget`` seconds (60 by default) on each puzzle, and makes at most
``--attempts`` minimal puzzles if given (as many as the time allows if not);
past the bound it says so on stderr, with the closest puzzle it found, and
exits 1. The same seed and request give the same puzzle; a
bound only decides whether the search gets there. ``--jobs N`` runs N attempts
at once, in processes of their own (by default as many as the machine has
cores); the puzzle is the same for any N, unless the time budget cuts an
attempt short.

``--scale`` judges by another rating scale (see ``sudoku.scales`` and
``sudoku.scale_target``): ``--level`` takes its level words (HoDoKu's ``Easy``
to ``Extreme``, in any case), and ``--er NUMBER`` asks for the hardest step's
number, to the tenth (SE's ER; ours too), on a scale that numbers so.
``--needs`` is a technique of our human chain, on the ours scale only. Every
puzzle judged costs a rating on the scale, so such searches take longer.

See the docs page *Command line*, section ``sudoku generate``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["generate", "--seed", "1", "--format", "line", "--layout", "4x4"])
    .4........3.1.4.
    0
    >>> main(["generate", "--seed", "1", "--needs", "x-wing"])  # doctest: +ELLIPSIS
    # seed 1: 26 givens, not minimal, X-Wing 3.2 hard
    ...
    0
"""

from __future__ import annotations

import argparse
import os
import sys

from sudoku.cli.arguments import add_layout_arguments, layout_of
from sudoku.cli.batch import MOST_JOBS, positive_seconds, whole
from sudoku.cli.puzzles import NOT_SOLVED, OK
from sudoku.errors import SudokuError
from sudoku.formats import format_grid, format_line
from sudoku.generate import OutOfTimeError, generate_many
from sudoku.generate_options import SYMMETRIES, checked_seed
from sudoku.rated import PuzzleNotFoundError, generate_rated, goal_for
from sudoku.scale_target import level_words
from sudoku.scales import SCALES, ScaledRating, scale

PROGRESS_FROM = 5
"""The ``--count`` from which a terminal shows a progress bar."""

SEARCH_BUDGET = 60.0
"""The seconds one puzzle may take by default, a search of ``--level`` or ``--needs`` too."""


def add_parser(commands) -> None:
    """Add the ``generate`` command to the sub-parsers ``commands``."""
    generate = commands.add_parser("generate", help="make puzzles with exactly one solution")
    add_layout_arguments(generate)
    generate.add_argument("--symmetry", choices=SYMMETRIES, default="none",
                          help="which givens come in pairs (default none)")
    generate.add_argument("--givens", type=whole(0), metavar="N",
                          help="stop taking givens away at N (default: as few as possible)")
    generate.add_argument("--count", type=whole(1), default=1, metavar="N",
                          help="how many puzzles (1 or more)")
    generate.add_argument("--seed", type=int, metavar="S",
                          help="the seed of the first puzzle; the next ones take S+1, S+2...")
    generate.add_argument("--time-budget", type=positive_seconds, metavar="SECONDS",
                          help="per puzzle: return the unique puzzle at hand after this long "
                               "(perhaps not minimal); with --level or --needs, give up after "
                               f"this long (default {SEARCH_BUDGET:g})")
    generate.add_argument("--scale", choices=sorted(SCALES), default="ours",
                          help="the rating scale of --level and --er (default ours; see rate)")
    wanted = generate.add_mutually_exclusive_group()
    wanted.add_argument("--level", metavar="LEVEL",
                        help="a puzzle rated LEVEL on the scale (see rate): " + "; ".join(
                            f"{name}: {', '.join(level_words(scale(name)))}"
                            for name in sorted(SCALES)))
    wanted.add_argument("--er", type=float, metavar="NUMBER",
                        help="a puzzle whose hardest step is NUMBER on the scale, to the "
                             "tenth, such as SE's ER 7.5 (--scale se); not on hodoku")
    wanted.add_argument("--needs", metavar="STRATEGY",
                        help="a puzzle whose hardest technique is STRATEGY, a name of "
                             "solve --strategies, such as X-Wing or naked-pair (ours only)")
    generate.add_argument("--attempts", type=whole(1), metavar="N",
                          help="with --level, --er or --needs: make at most N minimal puzzles "
                               "to start from (default: as many as --time-budget allows)")
    generate.add_argument("--jobs", "-j", type=whole(1, MOST_JOBS), metavar="N", default=cores(),
                          help="with --level, --er or --needs: run N attempts at once, each "
                               f"in a process (default {cores()}, the cores this process may "
                               "use; solve -f and rate -f take 1); the puzzle is the same for "
                               "any N, unless the time budget cuts an attempt short")
    generate.add_argument("--format", choices=("grid", "line"), default="grid", help=(
        "grid: each puzzle as a grid under a '# seed' line that says what it is (the "
        "default); line: the puzzles alone, one a line"))
    generate.add_argument("--solutions", action="store_true",
                          help="print each puzzle's solution instead of the puzzle")
    generate.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Generate and print the puzzles ``args`` asks for."""
    layout = layout_of(args)
    if args.givens is not None and args.givens > len(layout.cells):
        raise SudokuError(f"--givens must be from 0 to the {len(layout.cells)} cells of the "
                          f"{layout.name} layout, not {args.givens}")
    # Every option is checked before the fresh seed is told: a refused request has no seed.
    seed = checked_seed(layout, args.seed, args.symmetry, args.givens)
    puzzles = _puzzles(args, layout, seed)
    if args.seed is None:
        print(f"sudoku: seed {seed} (--seed {seed} makes the same puzzles again)",
              file=sys.stderr)
    show_progress = sys.stderr.isatty() and args.count >= PROGRESS_FROM
    try:
        for number, puzzle in enumerate(puzzles, start=1):
            _print(puzzle, number, args)
            if puzzle.out_of_time:
                print(f"sudoku: the puzzle of seed {puzzle.seed} is unique but may not be "
                      f"minimal: the time budget of {_budget(args):g} s ran out while givens "
                      f"were taken away (raise --time-budget)", file=sys.stderr)
            if show_progress:
                _progress(number, args.count)
    except PuzzleNotFoundError as error:
        bounds = "--time-budget" if args.attempts is None else "--attempts or --time-budget"
        print(f"sudoku: {error} (raise {bounds}, or try another --seed)", file=sys.stderr)
        return NOT_SOLVED
    except OutOfTimeError as error:
        print(f"sudoku: {error} (raise --time-budget)", file=sys.stderr)
        return NOT_SOLVED
    return OK


def cores() -> int:
    """How many cores this process may run on: the default of ``--jobs``."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def _budget(args: argparse.Namespace) -> float:
    """The seconds each puzzle may take: ``--time-budget``, or the default."""
    return SEARCH_BUDGET if args.time_budget is None else args.time_budget


def _puzzles(args: argparse.Namespace, layout, seed: int):
    """The puzzles of ``args``: plain ones, or rated ones with ``--level`` or ``--needs``."""
    if args.level is None and args.needs is None and args.er is None:
        if args.attempts is not None:
            raise SudokuError("--attempts bounds the search of --level or --needs")
        if args.scale != "ours":
            raise SudokuError("--scale rates the puzzles that --level or --er ask for")
        return generate_many(args.count, layout, seed=seed, symmetry=args.symmetry,
                             givens=args.givens, time_budget=_budget(args))
    if args.givens is not None:
        raise SudokuError("--givens does not go with --level or --needs, "
                          "which put back the givens the technique needs")
    budget = _budget(args)
    attempts = args.attempts  # None: as many as the budget allows
    level = args.level
    if level is not None and args.scale == "ours":  # our words, in any case
        level = {word.lower(): word for word in level_words(scale("ours"))}.get(level.lower(),
                                                                                level)
    # A request no puzzle can meet is refused here, before the seed is told (0.1 ms; each
    # generate_rated below makes its own goal again).
    goal_for(layout, args.scale, level=level, needs=args.needs, er=args.er)
    return (generate_rated(layout, level=level, needs=args.needs, seed=seed + number,
                           symmetry=args.symmetry, attempts=attempts, time_budget=budget,
                           scale=args.scale, er=args.er, jobs=args.jobs)
            for number in range(args.count))


def _print(puzzle, number: int, args: argparse.Namespace) -> None:
    """Print ``puzzle``, the ``number``-th, as ``args`` asks: its line, or a header and its grid."""
    values = puzzle.solution if args.solutions else puzzle.values
    if args.format == "line":
        print(format_line(values, puzzle.layout), flush=True)
        return
    minimal = "minimal" if puzzle.is_minimal else "not minimal"
    if puzzle.is_minimal and args.symmetry != "none":  # pairs of partners were tried, not cells
        minimal = f"minimal for {args.symmetry} symmetry (no pair of partner givens can go)"
    rating = puzzle.rating
    if isinstance(rating, ScaledRating):  # rated on a scale: in the scale's words
        rated = f", {scale(rating.scale).describe(rating)}"
    else:
        rated = (f", {rating.hardest.name} {rating.hardest.difficulty} {rating.level}"
                 if rating else "")
    print(f"{'' if number == 1 else chr(10)}# seed {puzzle.seed}: "
          f"{puzzle.givens} givens, {minimal}{rated}")
    print(format_grid(values, puzzle.layout), flush=True)


def _progress(done: int, total: int, width: int = 30) -> None:
    filled = width * done // total
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end=end,
          file=sys.stderr, flush=True)
