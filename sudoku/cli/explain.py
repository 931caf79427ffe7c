"""``sudoku explain``: solve like a person and print every step with its reason.

It runs the human chain (every strategy but guessing). Each step is one line:
its results in players' notation (``r4c7=9`` places a 9, ``r1c5<>3`` strikes a
3 out), then the sentence that justifies it; a forcing chain's step is followed by
the tree of implications it rests on, indented. When the chain finds nothing more,
the solutions are counted and the last line gives the verdict every command
gives (``sudoku.verdict``): ``no solution``, ``several solutions``, or ``stuck``
(one solution, out of the chain's reach), followed by the grid reached; each
exits 1. With ``--guess`` it goes on by guessing,
and marks each guess and every step that depends on one with ``|`` bars, one
per open guess, so that they cannot be taken for certain results. ``--html
FILE`` also writes the standalone page of ``sudoku.render.report``: one board
to step through (buttons, arrow keys, or a click in the list of steps), with
the pattern of each step drawn on it; ``--html -`` writes the page to standard
output instead of the steps. For a file of puzzles, each
explanation starts with a ``# line N: PUZZLE`` heading, and the count of
endings goes to standard error.

The PUZZLE may be a position (a candidate grid or a HoDoKu library line, see
``sudoku.position``): the explanation starts from the player's digits and pencil
marks. ``--steps N`` explains the first N steps only and ends with ``stopped
after N steps``, exit code 0. ``--format pencil`` writes the explanation as
comments (``# ``) and then the position where it ended, as a candidate grid: the
output reads back as a position. So ``explain --steps N --format pencil`` gives
the position after N steps, pencil marks and all, and ``--steps 0`` the
candidate grid of a puzzle.

``--timeout SECONDS`` (60 by default) bounds the work on each puzzle, the counts
of solutions included (the one that decides whether the uniqueness techniques
may be used, and the one that settles a stuck chain), and ``--max-guesses N``
the guesses of those counts and of ``--guess`` (no bound by default). Past either, the explanation ends with ``gave up after
N steps`` and exits 1.

See the docs page *Command line*, section ``sudoku explain``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["explain", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"])
    ... # doctest: +ELLIPSIS
    r3c7=5: hidden single, the only place for 5 in row 3
    ...
    solved in 51 steps; hardest: hidden single (1.2, easy)
    0
    >>> main(["explain", "." * 81])
    several solutions: the givens admit more than one, so no technique can finish it
    1
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from sudoku import rating
from sudoku.board import Board
from sudoku.candidate_grid import format_pencil
from sudoku.cli import batch
from sudoku.cli.arguments import add_input_arguments, layout_of, refuse_pencil_for
from sudoku.cli.bench import load
from sudoku.cli.output import open_output, refuse_unwritable
from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, entries, heading
from sudoku.errors import SudokuError
from sudoku.formats import format_grid
from sudoku.solver import GAVE_UP, NO_SOLUTION, SOLVED, STUCK, Result
from sudoku.strategies import DEFAULT_CHAIN, HUMAN_CHAIN, Deadline
from sudoku.verdict import MULTIPLE_SOLUTIONS, sentence

TIMEOUT = 60.0
"""The seconds the explanation of one puzzle may take by default."""


def add_parser(commands) -> None:
    """Add the ``explain`` command to the sub-parsers ``commands``."""
    explain = commands.add_parser("explain", help="solve step by step, explaining every step")
    add_input_arguments(explain)
    explain.add_argument("--guess", action="store_true",
                         help="go on by guessing when the techniques run out")
    explain.add_argument("--html", metavar="FILE",
                         help="also write a standalone HTML page: one board to step through, with each "
                         "step's pattern drawn on it ('-': the page alone to standard output)")
    explain.add_argument("--timeout", type=batch.seconds, default=TIMEOUT, metavar="SECONDS",
                         help=f"give up on a puzzle after SECONDS (default {TIMEOUT:g})")
    explain.add_argument("--max-guesses", type=batch.whole(0), metavar="N",
                         help="give up on a puzzle after N guesses, counting its solutions "
                              "included (default: no bound)")
    explain.add_argument("--steps", type=batch.whole(0), metavar="N",
                         help="explain the first N steps only (exit code 0 when stopped there)")
    explain.add_argument("--format", choices=("text", "pencil"), default="text", help=(
        "text: the steps (default); pencil: the steps as comments, then the position where "
        "the explanation ended as a candidate grid"))
    explain.set_defaults(run=run)


STOPPED = "stopped"
"""The status of an explanation that ``--steps N`` stopped before its end."""

EXIT_CODES = {SOLVED: OK, batch.INVALID: BAD_INPUT, NO_SOLUTION: NOT_SOLVED,
              MULTIPLE_SOLUTIONS: NOT_SOLVED, STUCK: NOT_SOLVED, GAVE_UP: NOT_SOLVED}
"""Every ending of ``explain``, with its exit code, in the order of the summary of a file
(and ``stopped``, exit code 0, after them with ``--steps``)."""


def run(args: argparse.Namespace) -> int:
    """Explain every puzzle ``args`` names; return the worst exit code.

    For a file (or several puzzles on standard input) each explanation starts with
    a ``# line N: PUZZLE`` heading, and a summary of the endings goes to stderr.
    """
    found, layout, sections, counts = entries(args), layout_of(args), [], Counter()
    if args.html and args.html != "-":
        refuse_unwritable(args.html)  # before the work, not after it
    if args.html == "-" and args.format == "pencil":
        raise SudokuError("--html - writes the page to standard output, where --format pencil "
                          "would write the position: give the page a file, or drop one")
    say = _nothing if args.html == "-" else print  # the page alone goes to standard output
    if args.format == "pencil":
        refuse_pencil_for(layout)
    numbered = found.batch
    difficulty = {s.name: (s.difficulty, s.level) for s in DEFAULT_CHAIN}
    exit_codes = EXIT_CODES if args.steps is None else {**EXIT_CODES, STOPPED: OK}
    for entry in found:
        if numbered:
            say(heading(entry, layout))
        deadline = Deadline(args.timeout)  # one clock for the puzzle: loading, counting, solving
        board, why = load(entry, layout)
        if board is None:
            where = f"line {entry.line}: " if numbered else ""
            print(f"sudoku: invalid puzzle: {where}{why}", file=sys.stderr)
            counts[batch.INVALID] += 1
            continue
        start = board.mark()  # a position's own moves come before the solve's
        rated = rating.human_solve(board, DEFAULT_CHAIN if args.guess else HUMAN_CHAIN,
                                   deadline=deadline, max_guesses=args.max_guesses)
        status, said = explanation(rated, board.layout.symbol, args.steps,
                                   position=entry.position is not None)
        counts[status] += 1
        if args.format == "pencil":
            rewind(board, rated.result, len(said) - 1)
            say("\n".join([*(f"# {line}" for each in said for line in each.splitlines()),
                           format_pencil(board)]))
        else:
            say("\n".join(said))
            if status == STUCK:
                say(format_grid(rated.result.grid, board.layout))
        if args.html:
            from sudoku.render import report  # here: only --html draws, and the import costs

            title = f"Puzzle {len(sections) + 1} (line {entry.line}): {said[-1]}"
            sections.append(report.section(board, rated.result, title, difficulty, start))
    if args.html:
        write_report(args.html, sections)
    if numbered:
        task = batch.Task(job=print, columns=(), exit_codes=exit_codes)
        print(f"sudoku: {batch.summary(counts, task)}", file=sys.stderr)
    return max((exit_codes[status] for status in counts), default=OK)


def _nothing(*_: object) -> None:
    """Print nothing: the explanation's lines when the report takes standard output."""


def explanation(rated: rating.Rating, symbol: Callable[[int], str] = str,
                steps: int | None = None, position: bool = False) -> tuple[str, list[str]]:
    """The status of an explanation and its entries: one per step (a forcing chain's with
    its tree under it, in the same string), then the ending.

    Args:
        rated: the human solve to explain.
        symbol: how to write a digit (the layout's ``symbol``).
        steps: explain no more than this many steps, or ``None`` for all; an
            explanation cut short ends ``stopped after N steps``, status ``stopped``.
        position: whether the puzzle is a position, judged as it stands (see ``ending``).
    """
    lines = path(rated.result, symbol)
    if steps is None or len(lines) <= steps:
        return rated.status, [*lines, ending(rated, position)]
    shown = replace(rated.result, steps=rated.result.steps[:steps])
    hardest = rating.hardest(shown, DEFAULT_CHAIN)
    hardest_text = f"; hardest so far: {hardest.name} ({hardest.difficulty}, {hardest.level})" \
        if hardest else ""
    return STOPPED, [*lines[:steps],
                     f"stopped after {steps} step{'s' * (steps != 1)} (--steps){hardest_text}"]


def rewind(board: Board, result: Result, kept: int) -> None:
    """Take back the steps of ``result`` after the first ``kept``, last first.

    The board must be where the solve left it: the steps of the path are the
    undo stack, so this is the board after ``kept`` steps.
    """
    for step in reversed(result.steps[kept:]):
        step.undo(board)


def write_report(path: str, sections: list[str]) -> None:
    """Write the HTML report of ``sections`` to ``path`` (``-``: standard output) and say so
    on stderr; with no section (no puzzle could be read), say that no report was written.

    The report appears whole or not at all, as ``--output`` does (see ``open_output``).

    Raises:
        OutputError: when the file cannot be written.
    """
    from sudoku.render import report

    where = "standard output" if path == "-" else path
    if not sections:
        print(f"sudoku: no report written to {where}: no puzzle was explained", file=sys.stderr)
        return
    page = report.html_page("sudoku explain", sections)
    with open_output(path) as out:
        out.write(page)
    pictures = report.pictures(page)
    print(f"sudoku: wrote the report to {where}: {len(sections)} puzzle{'s' * (len(sections) != 1)}, "
          f"{pictures} pictures to step through", file=sys.stderr)


def path(result: Result, symbol: Callable[[int], str] = str) -> list[str]:
    """One entry per step, its line; steps under open guesses carry one ``|`` per guess.

    A step that has a tree of implications (a forcing chain's, see ``Step.tree``)
    has it under its line, indented, in the same string.

    Args:
        result: the solve to write out.
        symbol: how to write a digit (the layout's ``symbol``).
    """
    lines, open_guesses = [], 0
    for step in result.steps:
        bars = "| " * open_guesses
        label = "guess " if step.is_guess else ""
        tree = step.tree().splitlines()
        lines.append("\n".join([f"{bars}{label}{step.sentence(symbol)}",
                                 *(f"{bars}    {line}" for line in tree)]))
        open_guesses += step.is_guess
    return lines


def ending(rated: rating.Rating, position: bool = False) -> str:
    """The closing line: how it ended, the number of steps, the hardest technique.

    A puzzle with no solution or several says only that, in the words of
    ``sudoku.verdict``: it is about the givens (or the ``position``), not the path.
    """
    result = rated.result
    deductions = [step for step in result.steps if not step.is_guess]
    steps = f"{len(deductions)} step{'s' * (len(deductions) != 1)}"
    hardest = rating.hardest(result, DEFAULT_CHAIN)
    hardest_text = f"; hardest: {hardest.name} ({hardest.difficulty}, {hardest.level})" \
        if hardest else ""
    guesses = (f" and {result.guesses} guess{'es' * (result.guesses != 1)}"
               if result.guesses else "")
    if rated.status == SOLVED:
        return f"solved in {steps}{guesses}{hardest_text}"
    if rated.status == STUCK:
        return f"{sentence(STUCK, len(deductions))} (try --guess){hardest_text}"
    if rated.status == GAVE_UP:
        return f"gave up after {steps}{guesses} (--timeout or --max-guesses){hardest_text}"
    return sentence(rated.status, position=position)
