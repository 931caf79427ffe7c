"""Generate minimal puzzles from seeds 1, 2, ..., and record how long each one took.

Run ``python benchmarks/generation.py`` from the repository root. It prints the
median, mean and max seconds per puzzle, by the wall clock and by the CPU time
of this process (which a busy machine disturbs less), and the mean number of
givens; then it appends the same table to ``benchmarks/results.md`` with the
machine, the Python version and the date. The target for a 9x9 puzzle is a
median under half a second.

Options: ``--count 50`` puzzles, ``--box 3x3`` for the shape (``2x3`` is the
6x6), ``--no-record`` to print only.
"""

from __future__ import annotations

import argparse
import statistics
import time

from record import markdown_table, report

from sudoku.generate import generate
from sudoku.layout import classic



def run(box: str, count: int) -> dict:
    """Generate ``count`` puzzles from seeds 1..count; return the figures."""
    layout = classic(*(int(part) for part in box.split("x")))
    walls, cpus, givens = [], [], []
    for seed in range(1, count + 1):
        wall, cpu = time.perf_counter(), time.process_time()
        puzzle = generate(layout, seed=seed)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        givens.append(puzzle.givens)
    return {"layout": layout.name, "puzzles": count, "median s": statistics.median(walls),
            "mean s": statistics.mean(walls), "max s": max(walls),
            "median CPU s": statistics.median(cpus), "givens": statistics.mean(givens)}


def table(row: dict) -> str:
    """The figures as a markdown table."""
    return markdown_table(
        ["layout", "puzzles", "median s", "mean s", "max s", "median CPU s", "givens/puzzle"],
        [[row["layout"], row["puzzles"], f"{row['median s']:.3f}", f"{row['mean s']:.3f}",
          f"{row['max s']:.3f}", f"{row['median CPU s']:.3f}", f"{row['givens']:.1f}"]])


def main(argv: list[str] | None = None) -> int:
    """Generate, print the table, and append it to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=50, help="how many puzzles (default 50)")
    parser.add_argument("--box", default="3x3", help="rows x columns of a box (default 3x3)")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    row = run(args.box, args.count)
    report(f"Generating minimal puzzles (seeds 1..{args.count})", table(row),
           record=not args.no_record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
