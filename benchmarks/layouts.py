"""Generate and solve 16x16 and 25x25 puzzles, and record how long each took.

Run ``python benchmarks/layouts.py`` from the repository root. Minimal puzzles of
these sizes take long to make (a 16x16 took 2 to 22 seconds when measured, a
25x25 much longer), so each size is generated two bounded ways, with seeds 1, 2, ...:

* down to a fixed number of givens (``--givens 16x16=120,25x25=400``);
* for a time budget (``--budget 10`` seconds), reporting how few givens it reached.

Every puzzle is then solved as ``sudoku solve`` solves it, ``Solver()`` with the fast
chain on one board of the layout, and its solution checked against every container.
For each row it prints the givens, the
median and max seconds of generation (wall clock), the median and max CPU
milliseconds of the solve, and the guesses per solve; then
it appends the same table to ``benchmarks/results.md`` with the machine, the Python
version and the date.

Options: ``--count 5`` puzzles per row, ``--givens``, ``--budget``, ``--no-record`` to
print only.
"""

from __future__ import annotations

import argparse
import statistics
import time

from record import report

from sudoku.board import Board
from sudoku.generate import generate
from sudoku.shapes import named
from sudoku.solver import Solver


def run(name: str, count: int, givens: int | None = None, budget: float | None = None) -> dict:
    """Generate ``count`` puzzles of the layout ``name`` within one bound, solve each; the figures."""
    layout = named(name)
    made, generating, solving, guesses = [], [], [], []
    solver, board = Solver(), Board(layout)  # one board per layout, as ``sudoku solve`` keeps
    for seed in range(1, count + 1):
        started = time.perf_counter()
        puzzle = generate(layout, seed=seed, givens=givens, time_budget=budget)
        generating.append(time.perf_counter() - started)
        cpu = time.process_time()
        board.load(puzzle.values)
        result = solver.solve(board)
        solving.append((time.process_time() - cpu) * 1000)
        digits = set(range(1, layout.size + 1))
        assert result.is_solved and all({result.grid[i] for i in spec.cells} == digits
                                        for spec in layout.containers), f"{name} seed {seed}"
        made.append(puzzle.givens)
        guesses.append(result.guesses)
    bound = f"{givens} givens" if givens is not None else f"{budget:g} s budget"
    return {"layout": name, "bound": bound, "puzzles": count, "givens": statistics.mean(made),
            "median gen s": statistics.median(generating), "max gen s": max(generating),
            "median solve ms": statistics.median(solving), "max solve ms": max(solving),
            "guesses": statistics.mean(guesses)}


def table(rows: list[dict]) -> str:
    """The figures as a markdown table."""
    heading = ("| layout | bound | puzzles | givens | median gen s | max gen s | "
               "median solve CPU ms | max solve CPU ms | guesses/puzzle |")
    lines = [heading, "|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        lines.append(f"| {row['layout']} | {row['bound']} | {row['puzzles']} | "
                     f"{row['givens']:.1f} | {row['median gen s']:.2f} | {row['max gen s']:.2f} | "
                     f"{row['median solve ms']:.1f} | {row['max solve ms']:.1f} | "
                     f"{row['guesses']:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Generate, solve, print the table, and append it to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=5, help="puzzles per row (default 5)")
    parser.add_argument("--givens", default="16x16=120,25x25=400",
                        help="the target givens per layout (default 16x16=120,25x25=400)")
    parser.add_argument("--budget", type=float, default=10.0,
                        help="the time budget of the second row per layout, seconds (default 10)")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    targets = dict(pair.split("=") for pair in args.givens.split(","))
    rows = []
    for name, target in targets.items():
        rows.append(run(name, args.count, givens=int(target)))
        print(table(rows[-1:]).splitlines()[-1], flush=True)
        rows.append(run(name, args.count, budget=args.budget))
        print(table(rows[-1:]).splitlines()[-1], flush=True)
    report(f"Generating and solving 16x16 and 25x25 (seeds 1..{args.count})", table(rows),
           record=not args.no_record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
