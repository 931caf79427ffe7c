"""Batches: run a command over many puzzles, in input order, in one process or several.

A batch is the puzzles of a file (``-f FILE``) or of standard input. Every puzzle
gives one [`Record`][sudoku.cli.batch.Record], bad ones included, in input order,
so N puzzles give N results, each with the line it starts on. A command says
what to do to one puzzle (its *job*: a callable that can be sent to a worker
process) and which statuses it ends with; this module does the rest: the worker
processes (``--jobs``), the output (``--format``, ``--output``), a progress bar,
Ctrl-C, the summary on standard error and the exit code. The pattern is the
Template Method again: ``run`` is fixed, the job varies. A new command such as
``rate`` brings a job and a [`Task`][sudoku.cli.batch.Task] and nothing else. See the
docs page *Command line*.

Examples:
    >>> from sudoku.puzzle_files import Entry
    >>> task = Task(job=lambda entry: Record(entry.line, entry.text, "seen"),
    ...             columns=("line", "status"), exit_codes={"seen": 0})
    >>> list(results(task.job, [Entry(3, "...", [0, 0, 0], None)], jobs=1))
    [Record(line=3, puzzle='...', status='seen', error=None, details={}, text='')]
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from sudoku.cli.arguments import named_output
from sudoku.cli.output import Output, Progress, open_output, silence_standard_output
from sudoku.cli.puzzles import OK, Puzzles
from sudoku.cli.signals import Terminated
from sudoku.errors import SudokuError
from sudoku.puzzle_files import Entry
from sudoku.workers import in_order

INVALID = "invalid"
"""The status of a puzzle that cannot be read or whose givens clash."""


@dataclass
class Record:
    """What a command made of one puzzle: plain data, so that it can cross between processes.

    Attributes:
        line: the line of the input where the puzzle starts.
        puzzle: the puzzle as one line of text (as it was written, when it could not be read).
        status: how it ended, such as ``"solved"`` or ``"invalid"``.
        error: why the puzzle is invalid, else ``None``.
        details: the command's own fields for ``json`` and ``csv``, such as ``solution``.
        text: what the command writes for the puzzle in its ``line`` or ``grid`` format.
    """

    line: int
    puzzle: str
    status: str
    error: str | None = None
    details: dict[str, object] = field(default_factory=dict)
    text: str = ""

    def fields(self, columns: tuple[str, ...]) -> dict[str, object]:
        """The values of ``columns``, in that order; a column the record lacks is ``None``."""
        known = {"line": self.line, "puzzle": self.puzzle, "status": self.status,
                 "error": self.error, **self.details}
        return {column: known.get(column) for column in columns}


@dataclass(frozen=True)
class Task:
    """What a command does in a batch.

    Attributes:
        job: turns one [`Entry`][sudoku.puzzle_files.Entry] into a ``Record``; it must be
            picklable (a module-level function or an instance of a module-level class).
        columns: the fields of the ``json`` and ``csv`` formats, in order.
        exit_codes: each status the job can give, with its exit code, in the order
            the summary lists them.
        format: how to write the records: ``line``, ``grid``, ``json`` or ``csv``.
    """

    job: Callable[[Entry], Record]
    columns: tuple[str, ...]
    exit_codes: dict[str, int]
    format: str = "line"


def add_batch_arguments(command: argparse.ArgumentParser, formats: tuple[str, ...]) -> None:
    """Give ``command`` the options of a batch: format, output, jobs and the solver's bounds."""
    default = formats[0] if formats[0] == "line" else f"{formats[0]}, and line for -f FILE"
    command.add_argument("--format", choices=formats, help=(
        f"how to write the results: {', '.join(formats)} (default {default}); json writes "
        "one object a line (JSON Lines), csv a header first"))
    command.add_argument("--output", "-o", metavar="FILE", type=named_output,
                         help="write the results to FILE")
    command.add_argument("--jobs", "-j", type=whole(1, MOST_JOBS), default=1, metavar="N",
                         help="solve with N processes; results keep the input order")
    command.add_argument("--max-guesses", type=whole(0), metavar="N",
                         help="give up on a puzzle after N guesses (status gave_up)")
    command.add_argument("--timeout", type=seconds, metavar="SECONDS",
                         help="give up on a puzzle after SECONDS (status gave_up)")


def output_format(args: argparse.Namespace, default: str) -> str:
    """The format ``args`` asks for; without ``--format``, ``line`` for a file, else ``default``."""
    return args.format or ("line" if args.file is not None else default)


def _refuse_writing_over_the_input(args: argparse.Namespace) -> None:
    """Refuse ``-o FILE`` when FILE is the file of puzzles read: the results would replace it.

    Raises:
        SudokuError: naming the file, before anything is read or written.
    """
    given, output = getattr(args, "file", None), getattr(args, "output", None)
    if given is None and getattr(args, "puzzle", None) == "-":
        given = "-"
    if given is None or output is None or output == "-":
        return
    try:
        if str(given) == "-":  # standard input, redirected from the file, perhaps
            written = os.stat(output)
            same = stat.S_ISREG(written.st_mode) and os.path.samestat(
                os.fstat(sys.stdin.fileno()), written)
        else:
            same = os.path.samefile(given, output)
    except (OSError, ValueError, AttributeError):  # not there (yet), or no real standard input
        return
    if same:
        raise SudokuError(f"-o {output} is the file of puzzles itself: writing the results "
                          f"there would replace the puzzles; write them to another file")


def run(args: argparse.Namespace, found: Puzzles, task: Task) -> int:
    """Run ``task`` over ``found`` as ``args`` asks, write every record; return the worst exit code.

    Records are written as they come, in input order: the first within moments,
    whatever the size of the file. When the reader of the records goes away
    (``| head``), the run stops there, quietly, as commands in a pipe do; its exit
    code is still the worst of the records written.
    """
    _refuse_writing_over_the_input(args)
    batch = found.batch
    counts: Counter[str] = Counter()
    progress = Progress(found.fraction) if batch and sys.stderr.isatty() else None
    try:
        with open_output(args.output) as stream:
            output = Output(stream, task.format, task.columns, batch)
            try:
                for record in results(task.job, found, args.jobs):
                    if progress:
                        progress.hide_from(stream)
                    output.write(record)
                    counts[record.status] += 1
                    if progress:
                        progress.advance()
            except (KeyboardInterrupt, Terminated):
                _finish(progress, batch, summary(counts, task, stopped=True))
                raise
    except BrokenPipeError:
        if progress:
            progress.clear()
        silence_standard_output()
        return worst(counts, task)
    _finish(progress, batch, summary(counts, task))
    return worst(counts, task)


def worst(counts: Counter[str], task: Task) -> int:
    """The exit code of a run whose records have the statuses of ``counts``: the worst of them."""
    return max((task.exit_codes[status] for status in counts), default=OK)


def results(job: Callable[[Entry], Record], found: Iterable[Entry], jobs: int) -> Iterator[Record]:
    """The record of every entry, in order; with ``jobs`` > 1, from that many worker processes.

    The workers are fed a few chunks ahead of the records written, never the
    whole input, so memory stays flat however many puzzles come (see
    [`in_order`][sudoku.workers.in_order]).
    """
    return in_order(job, found, jobs)


def summary(counts: Counter[str], task: Task, stopped: bool = False) -> str:
    """One line of counts by status, such as ``3 puzzles: 2 solved, 1 invalid, ...``.

    Examples:
        >>> task = Task(job=print, columns=(), exit_codes={"solved": 0, "gave_up": 1})
        >>> summary(Counter(solved=2), task)
        '2 puzzles: 2 solved, 0 gave up'
        >>> summary(Counter(solved=2), task, stopped=True)
        'stopped after 2 puzzles: 2 solved, 0 gave up'
    """
    done = sum(counts.values())
    head = f"{done} puzzle{'s' * (done != 1)}"
    if stopped:
        head = f"stopped after {head}"
    parts = [f"{counts[status]} {status.replace('_', ' ')}" for status in task.exit_codes]
    return f"{head}: {', '.join(parts)}"


def _finish(progress: Progress | None, batch: bool, line: str) -> None:
    """Take the progress bar away, then write the summary of a batch on standard error."""
    if progress:
        progress.clear()
    if batch:
        print(f"sudoku: {line}", file=sys.stderr, flush=True)


def whole(least: int, most: int | None = None) -> Callable[[str], int]:
    """An argument type: a whole number from ``least`` to ``most``.

    Examples:
        >>> whole(1)("3")
        3
        >>> whole(1)("0")
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: expected a whole number 1 or more, not '0'
        >>> whole(1, 64)("1000")
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: expected a whole number from 1 to 64, not '1000'
    """
    wanted = f"{least} or more" if most is None else f"from {least} to {most}"

    def whole_number(text: str) -> int:
        digits = text.strip()
        number = digits.isascii() and digits.isdecimal()
        if not number or len(digits) > 18 or int(digits) < least \
                or (most is not None and int(digits) > most):
            long = " (at most 18 digits)" if number and len(digits) > 18 else ""
            raise argparse.ArgumentTypeError(
                f"expected a whole number {wanted}, not {text!r}{long}")
        return int(digits)
    return whole_number


MOST_JOBS = max(64, 4 * (os.cpu_count() or 1))
"""The most worker processes ``--jobs`` may ask for: four a core, and 64 on any machine
(a thousand processes on two cores only wait on one another, and may never start)."""


def seconds(text: str) -> float:
    """An argument type: a number of seconds, 0 or more."""
    return _seconds(text, least_exclusive=False)


def positive_seconds(text: str) -> float:
    """An argument type: a number of seconds above 0.

    Examples:
        >>> positive_seconds("0")
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: expected a number of seconds above 0, not '0'
    """
    return _seconds(text, least_exclusive=True)


def _seconds(text: str, least_exclusive: bool) -> float:
    try:
        value = float(text) if len(text) < 64 else -1.0
    except ValueError:
        value = -1.0
    if not (0 < value if least_exclusive else 0 <= value) or value == float("inf"):
        wanted = "above 0" if least_exclusive else "0 or more"
        finite = "a finite" if value == float("inf") else "a"
        raise argparse.ArgumentTypeError(f"expected {finite} number of seconds {wanted}, "
                                         f"not {text!r}")
    return value
