"""Generate puzzles from seeds 1, 2, ..., and record how long each one took.

Run ``python benchmarks/generation.py`` from the repository root. For each
layout it generates ``--count`` puzzles within the time budget of ``sudoku
generate`` (60 seconds unless ``--budget`` says otherwise) and prints the
median, mean and max seconds per puzzle by the wall clock, the median by the
CPU time of this process (which a busy machine disturbs less), the mean number of
givens, and how many came out minimal (the others ran out of budget while
givens were taken away: unique, but perhaps not minimal). Then it appends the
table to ``benchmarks/results.md`` with the machine and the date. Every puzzle
is checked: the solver counts its solutions, and there must be one.

The targets of the engine issue: a minimal 16x16 in at most 10 s median, and
every layout within the default budget.

Options: ``--layouts 9x9=50,16x16=10,25x25=3`` (a layout and how many puzzles),
``--budget SECONDS``, ``--no-record`` to print only.
"""

from __future__ import annotations

import argparse
import statistics
import time

from record import markdown_table, report

from sudoku import Board, Solver
from sudoku.cli.generate import SEARCH_BUDGET
from sudoku.generate import generate
from sudoku.shapes import named


def run(name: str, count: int, budget: float) -> dict:
    """Generate ``count`` puzzles of the layout ``name`` from seeds 1..count; the figures."""
    layout = named(name)
    walls, cpus, givens, minimal = [], [], [], 0
    for seed in range(1, count + 1):
        wall, cpu = time.perf_counter(), time.process_time()
        puzzle = generate(layout, seed=seed, time_budget=budget)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        givens.append(puzzle.givens)
        minimal += puzzle.is_minimal
        assert Solver().count_solutions(Board(layout, puzzle.values)) == 1, (name, seed)
        print(f"{name} seed {seed}: {walls[-1]:.2f} s, {puzzle.givens} givens, "
              f"{'minimal' if puzzle.is_minimal else 'not minimal'}", flush=True)
    return {"layout": name, "puzzles": count, "minimal": minimal,
            "median s": statistics.median(walls), "mean s": statistics.mean(walls),
            "max s": max(walls), "median CPU s": statistics.median(cpus),
            "givens": statistics.mean(givens)}


def table(rows: list[dict], budget: float) -> str:
    """The figures as a markdown table."""
    return markdown_table(
        ["layout", "puzzles", f"minimal within {budget:g} s", "median s", "mean s", "max s",
         "median CPU s", "givens/puzzle"],
        [[row["layout"], row["puzzles"], row["minimal"], f"{row['median s']:.3f}",
          f"{row['mean s']:.3f}", f"{row['max s']:.3f}", f"{row['median CPU s']:.3f}",
          f"{row['givens']:.1f}"] for row in rows])


def main(argv: list[str] | None = None) -> int:
    """Generate, print the table, and append it to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--layouts", default="9x9=50,16x16=10,25x25=3",
                        help="layout=count pairs (default 9x9=50,16x16=10,25x25=3)")
    parser.add_argument("--budget", type=float, default=SEARCH_BUDGET,
                        help=f"seconds per puzzle (default {SEARCH_BUDGET:g}, as the command)")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    rows = [run(name, int(count), args.budget)
            for name, count in (pair.split("=") for pair in args.layouts.split(","))]
    report("Generating puzzles within the budget of sudoku generate (seeds 1..N)",
           table(rows, args.budget), record=not args.no_record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
