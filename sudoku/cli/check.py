"""``sudoku check``: is a puzzle valid, and does it have none, one or several solutions?

It counts solutions up to two, with the solver's fast chain, and says none and several
in the words every command uses (``sudoku.verdict``). It runs no chain of techniques, so
it never says ``stuck``: a puzzle with one solution is valid, however hard. A position (a
candidate grid, a HoDoKu library line; see ``sudoku.position``) is checked as it stands:
the solutions its placed digits and struck candidates leave are counted. A file of
puzzles (``-f FILE``) gives one line per puzzle, each naming the line its puzzle starts
on, or JSON Lines or CSV with ``--format``; ``--max-guesses`` and ``--timeout`` bound the
count (status ``gave_up``).

See the docs page *Command line*, section ``sudoku check``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["check", "." * 81])
    valid, but several solutions: the givens admit more than one, so no technique can finish it
    1
    >>> main(["check", "--format", "csv", "12.. 34.. .... ....", "--layout", "4x4"])
    ... # doctest: +ELLIPSIS
    line,puzzle,status,solutions,guesses,ms,error
    1,12..34........,multiple_solutions,2,...,
    1
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from sudoku.cli import batch
from sudoku.cli.arguments import add_input_arguments, layout_of
from sudoku.cli.bench import Bench, attempt
from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, entries, one_line
from sudoku.puzzle_files import Entry
from sudoku.solver import GAVE_UP, NO_SOLUTION, Solver
from sudoku.verdict import MULTIPLE_SOLUTIONS, UNIQUE, by_count, sentence


def verdict_of(status: str, position: bool = False) -> str:
    """What ``check`` says of a puzzle (or a ``position``) of status ``status``."""
    return "valid, one solution" if status == UNIQUE else \
        f"valid, but {sentence(status, position=position)}"
"""What ``check`` says for each status: the verdicts of ``sudoku.verdict``, after ``valid``."""

COLUMNS = ("line", "puzzle", "status", "solutions", "guesses", "ms", "error")
"""The fields of a result in the ``json`` and ``csv`` formats."""

EXIT_CODES = {UNIQUE: OK, batch.INVALID: BAD_INPUT, NO_SOLUTION: NOT_SOLVED,
              MULTIPLE_SOLUTIONS: NOT_SOLVED, GAVE_UP: NOT_SOLVED}
"""Every status of ``check``, with its exit code, in the order of the summary."""


def add_parser(commands) -> None:
    """Add the ``check`` command to the sub-parsers ``commands``."""
    check = commands.add_parser("check", help="say whether puzzles are valid and have one solution")
    add_input_arguments(check)
    batch.add_batch_arguments(check, ("line", "json", "csv"))
    check.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Check every puzzle ``args`` names; exit 0 only when all have exactly one solution."""
    found = entries(args)
    layout = layout_of(args)
    solver = Solver(max_guesses=args.max_guesses, timeout=args.timeout)
    job = CheckJob(solver, Bench(layout), numbered=found.batch)
    format = batch.output_format(args, "line")
    return batch.run(args, found, batch.Task(job, COLUMNS, EXIT_CODES, format))


@dataclass(frozen=True)
class CheckJob:
    """Check one puzzle of a batch into a ``Record`` (see the module ``sudoku.cli.batch``).

    Attributes:
        numbered: whether each line of the ``line`` format starts with ``line N:``.
    """

    solver: Solver
    bench: Bench
    numbered: bool

    def __call__(self, entry: Entry) -> batch.Record:
        """The record of ``entry``: its verdict, or why it is invalid."""
        where = f"line {entry.line}: " if self.numbered else ""
        result, why = attempt(entry, self.solver.count, self.bench)
        puzzle = one_line(entry, self.bench.layout)
        if result is None:
            return batch.Record(entry.line, puzzle, batch.INVALID, why,
                                text=f"{where}invalid: {why}")
        count = result.solutions
        if result.status == GAVE_UP:
            status = GAVE_UP
            verdict = (f"valid, but gave up counting after {result.guesses} guesses "
                       f"({count} solution{'s' * (count != 1)} found; --timeout or "
                       f"--max-guesses ran out)")
        else:
            status = by_count(count, one=UNIQUE)
            verdict = verdict_of(status, entry.position is not None)
        details = {"solutions": count, "guesses": result.guesses,
                   "ms": round(result.seconds * 1000, 1)}
        return batch.Record(entry.line, puzzle, status, details=details, text=where + verdict)
