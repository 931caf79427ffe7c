"""Throughput and peak memory of ``sudoku solve -f`` on a file of 1,000 puzzles.

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

Options: ``--file`` another file of puzzles, ``--repeat N``, ``--no-record``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from record import markdown_table, report
from solve import PUZZLES, puzzle_lines, verified

from sudoku.formats import parse
from sudoku.layout import CLASSIC

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


def main(argv: list[str] | None = None) -> int:
    """Measure both runs, print the table, and append it to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", type=Path,
                        default=PUZZLES / "benchmarks" / "17clue_first1000.txt")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each (default 3)")
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
    return 0 if all(row[2] == count for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
