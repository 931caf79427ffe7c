"""Throughput and peak memory of ``sudoku solve -f`` on a file of 1,000 puzzles, and on 1,000,000 lines.

Run ``python benchmarks/scale.py`` from the repository root. It runs the
command line as a user would, ``sudoku solve -f FILE --format line``, on the
1,000 17-clue puzzles of ``../shared/puzzles/benchmarks/17clue_first1000.txt``,
with ``--jobs 1`` and ``--jobs 2``, each ``--repeat`` times (default 3), and
checks every solution of every run. For each it prints the best wall-clock
seconds (start-up included), the puzzles per second, and the peak memory: the
largest resident set of the command or any of its worker processes, as the
kernel reports it to ``os.wait4``. Then it appends the table to
``benchmarks/results.md``. The median time per puzzle of 16x16 and 25x25 grids
is measured by ``layouts.py``.

The second table is the streaming run: a file of ``--lines`` lines (default
1,000,000) made from the same puzzles, one line in 100 a 17-clue puzzle and
the others their solutions (so that the run measures reading and writing, not
the solver alone; it is written to a temporary file and removed after). It
records, for ``--jobs 1`` and ``--jobs 2``, the seconds until the first result
arrives, the whole run, and the peak resident memory of the largest process.
The target of the issue: the first result within a second, and under 100 MB
per process however long the file.

Options: ``--file`` another file of puzzles, ``--repeat N``, ``--lines N``
(0 leaves the streaming run out), ``--no-record``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from record import markdown_table, report
from solve import PUZZLES, puzzle_lines, verified

from sudoku.board import Board
from sudoku.formats import format_line, parse
from sudoku.layout import CLASSIC
from sudoku.solver import Solver

COMMAND = [sys.executable, "-m", "sudoku", "solve", "--format", "line"]
"""The command line measured: the installed package, run as ``python -m sudoku``."""


def run(path: Path, jobs: int) -> tuple[float, float, list[str]]:
    """Run the command once; its wall seconds, its peak resident megabytes, its output lines."""
    started = time.perf_counter()
    process = subprocess.Popen([*COMMAND, "-f", str(path), "--jobs", str(jobs)],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(COMMAND)} ended with exit code {process.returncode}")
    return seconds, usage.ru_maxrss / 1024, out.splitlines()


def checked(path: Path, lines: list[str]) -> int:
    """How many output lines hold a verified solution of their puzzle."""
    puzzles = puzzle_lines(path)
    good = 0
    for text, line in zip(puzzles, lines):
        grid = parse(line.split()[0])
        good += verified(CLASSIC, parse(text), grid, None)
    return good


def streaming_file(path: Path, lines: int, folder: str) -> tuple[Path, dict[str, str]]:
    """A file of ``lines`` lines cycling over the puzzles of ``path``, mostly their solutions.

    Returns the file and, for every line written, the solution it must get. Each solution
    is checked against the rules and its givens first, so the answers hold on their own.
    """
    puzzles = puzzle_lines(path)
    solutions = [format_line(Solver().solve(Board.from_text(text)).grid) for text in puzzles]
    for text, solution in zip(puzzles, solutions):
        if not verified(CLASSIC, parse(text), parse(solution), None):
            raise SystemExit(f"the solver's answer to {text} does not hold: {solution}")
    answers = dict(zip(puzzles, solutions)) | {grid: grid for grid in solutions}
    big = Path(folder) / f"{lines}_lines.txt"
    with open(big, "w", encoding="utf-8") as out:
        for number in range(lines):
            which = number % len(puzzles)
            out.write((puzzles[which] if number % 100 == 0 else solutions[which]) + "\n")
    return big, answers


def stream(path: Path, jobs: int, answers: dict[str, str], lines: int) -> list[object]:
    """One streaming run: first result s, whole run s, peak MB, lines that got their solution."""
    started = time.perf_counter()
    process = subprocess.Popen([*COMMAND, "-f", str(path), "--jobs", str(jobs)],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    first, good, read = None, 0, 0
    with open(path, encoding="utf-8") as given:
        for line in process.stdout:
            if first is None:
                first = time.perf_counter() - started
            puzzle = given.readline().strip()
            good += line.split()[0] == answers.get(puzzle)
            read += 1
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(COMMAND)} ended with exit code {status}")
    return [jobs, lines, read, good, f"{first:.3f}", f"{seconds:.1f}",
            f"{usage.ru_maxrss / 1024:.0f}"]


def main(argv: list[str] | None = None) -> int:
    """Measure both runs, print the table, and append it to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", type=Path,
                        default=PUZZLES / "benchmarks" / "17clue_first1000.txt")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each (default 3)")
    parser.add_argument("--lines", type=int, default=1_000_000,
                        help="lines of the streaming run (default 1,000,000; 0: none)")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    if not args.file.is_file():
        print(f"no puzzle file at {args.file}: nothing to measure", file=sys.stderr)
        return 1
    count = len(puzzle_lines(args.file))
    rows = []
    for jobs in (1, 2):
        runs = [run(args.file, jobs) for _ in range(args.repeat)]
        seconds = min(each[0] for each in runs)
        memory = max(each[1] for each in runs)
        good = min(checked(args.file, each[2]) for each in runs)
        rows.append([jobs, count, good, f"{seconds:.2f}", f"{count / seconds:.0f}",
                     f"{memory:.0f}"])
    table = markdown_table(["processes (--jobs)", "puzzles", "verified", "best wall s",
                            "puzzles/s", "peak MB"], rows)
    report(f"sudoku solve -f {args.file.name} --format line (best of {args.repeat})", table,
           record=not args.no_record)
    streamed = []
    if args.lines > 0:
        with tempfile.TemporaryDirectory() as folder:
            big, answers = streaming_file(args.file, args.lines, folder)
            streamed = [stream(big, jobs, answers, args.lines) for jobs in (1, 2)]
        table = markdown_table(["processes (--jobs)", "lines", "results", "verified",
                                "first result s", "whole run s", "peak MB"], streamed)
        report(f"Streaming: sudoku solve -f on {args.lines:,} lines "
               "(1 in 100 a 17-clue puzzle, the rest solved grids)", table,
               record=not args.no_record)
    return 0 if all(row[2] == count for row in rows) and \
        all(row[3] == args.lines for row in streamed) else 1


if __name__ == "__main__":
    raise SystemExit(main())
