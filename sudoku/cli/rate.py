"""``sudoku rate``: how hard is a puzzle for a person?

One line per puzzle: the hardest technique the human chain needed (its name,
its number on the scale and its level), and the number of steps. A puzzle the
chain cannot finish gets the verdict every command gives (``sudoku.verdict``):
``no solution``, ``several solutions``, or ``stuck`` for one solution that no
technique of the chain reaches, with the steps taken and the hardest so far;
each exits 1. A position (a candidate grid, a HoDoKu library line; see
``sudoku.position``) is rated from where it stands: the steps still to take. ``-f FILE``
rates a file, in the formats and with the options of
every batch (see ``sudoku.cli.batch``). ``--timeout`` bounds each rating as a
whole, the counts of solutions included (the one that decides whether the
uniqueness techniques may be used, and the one that settles a stuck chain);
``--max-guesses`` bounds the guesses of those counts. A rating that runs past
either gives up (``gave_up``, exit code 1).

See the docs page *Command line*, section ``sudoku rate``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["rate", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"])
    hidden single 1.2 easy, 51 steps
    0
    >>> main(["rate", "..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51."])
    contradiction forcing chain 8.4 diabolical, 92 steps
    0
    >>> main(["rate", "." * 81])
    several solutions: the givens admit more than one, so no technique can finish it
    1
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from sudoku.cli import batch
from sudoku.cli.arguments import add_input_arguments, layout_of
from sudoku.cli.bench import Bench, load
from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, entries, one_line
from sudoku.puzzle_files import Entry
from sudoku.scales import SCALES, scale
from sudoku.solver import GAVE_UP, NO_SOLUTION, SOLVED, STUCK
from sudoku.verdict import MULTIPLE_SOLUTIONS, sentence

COLUMNS = ("line", "puzzle", "status", "hardest", "difficulty", "level", "steps", "ms", "error")
"""The fields of a rating in the ``json`` and ``csv`` formats (a scale's other numbers, such as
SE's ``ep`` and ``ed``, come after ``level``)."""

EXIT_CODES = {SOLVED: OK, batch.INVALID: BAD_INPUT, NO_SOLUTION: NOT_SOLVED,
              MULTIPLE_SOLUTIONS: NOT_SOLVED, STUCK: NOT_SOLVED, GAVE_UP: NOT_SOLVED}
"""Every status of ``rate``, with its exit code, in the order of the summary."""


def add_parser(commands) -> None:
    """Add the ``rate`` command to the sub-parsers ``commands``."""
    command = commands.add_parser("rate", help="rate puzzles by the hardest technique they need")
    add_input_arguments(command)
    command.add_argument("--scale", choices=sorted(SCALES), default="ours", help=(
        "the numbers to rate on: ours (the default), se (Sudoku Explainer's ER/EP/ED) or "
        "hodoku (HoDoKu's level and score)"))
    batch.add_batch_arguments(command, ("line", "json", "csv"))
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Rate every puzzle ``args`` names; exit 0 only when the human chain solved them all."""
    found = entries(args)
    job = RateJob(Bench(layout_of(args)), args.timeout, numbered=found.batch,
                  max_guesses=args.max_guesses, scale=args.scale)
    format = batch.output_format(args, "line")
    where = COLUMNS.index("level") + 1
    columns = (*COLUMNS[:where], *scale(args.scale).figure_names, *COLUMNS[where:])
    return batch.run(args, found, batch.Task(job, columns, EXIT_CODES, format))


@dataclass(frozen=True)
class RateJob:
    """Rate one puzzle of a batch into a ``Record`` (see the module ``sudoku.cli.batch``).

    Attributes:
        bench: the board the puzzles are loaded on, one after the other.
        timeout: seconds after which a rating gives up, or ``None``.
        numbered: whether each line of the ``line`` format starts with ``line N:``.
        max_guesses: the most guesses the count of solutions may make, or ``None``.
        scale: the name of the scale to rate on (see ``sudoku.scales``).
    """

    bench: Bench
    timeout: float | None
    numbered: bool
    max_guesses: int | None = None
    scale: str = "ours"

    def __call__(self, entry: Entry) -> batch.Record:
        """The record of ``entry``: its rating, or why it is invalid."""
        where = f"line {entry.line}: " if self.numbered else ""
        board, why = load(entry, self.bench.layout, self.bench)
        puzzle = one_line(entry, self.bench.layout)
        if board is None:
            return batch.Record(entry.line, puzzle, batch.INVALID, why,
                                text=f"{where}invalid: {why}")
        on = scale(self.scale)
        rating = on.rate(board, timeout=self.timeout, max_guesses=self.max_guesses)
        hardest = rating.hardest
        named_level = on.describe(rating) if hardest else "no technique"
        steps = f"{rating.steps} step{'s' * (rating.steps != 1)}"
        if rating.status == SOLVED:
            text = f"{named_level}, {steps}"
        elif rating.status == GAVE_UP:
            text = f"gave up after {steps} (--timeout or --max-guesses)"
        else:
            text = sentence(rating.status, rating.steps, position=entry.position is not None)
            if rating.status == STUCK and hardest:
                text += f"; hardest so far: {named_level}"
        numbers = {"difficulty": rating.number, "level": rating.level, **rating.figures}
        if rating.status != SOLVED:  # an unfinished path rates nothing: no number, no level
            numbers = dict.fromkeys(numbers)
        kept = rating.status in (SOLVED, STUCK)  # stuck names its hardest step so far
        details = {"hardest": hardest if kept else None, **numbers, "steps": rating.steps,
                   "ms": round(rating.rating.result.seconds * 1000, 1)}
        return batch.Record(entry.line, puzzle, rating.status, details=details,
                            text=where + text)
