"""Solve the reference sets, verify every solution, and record the speed.

Run ``python -m benchmarks`` (or ``python benchmarks/solve.py``) from the
repository root; the reference puzzles live in ``../shared/puzzles``. For each set
it prints the number of puzzles, how many solutions were verified (every
container holds every digit, the givens are kept, and the line of
``*_solutions.txt`` matches where there is one), the median, mean and max
milliseconds of CPU time per puzzle (the line read and solved; CPU time, so that
other work on the machine does not inflate it), and the guesses per puzzle;
then it appends the same table to ``benchmarks/results.md`` with the machine,
the Python version and the date.

By default it measures what ``sudoku solve`` runs, ``FastSolver`` (singles and
guessing), and prints beside it the figures of the human chain (every
technique, guessing last) with the model's ``Solver``; those are not held to
the speed targets. Options: ``--sets easy50,top95`` to choose sets,
``--strategies`` to measure one chain with ``Solver`` instead, ``--no-human`` to
leave the human chain out, ``--no-record`` to print only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from record import markdown_table, report

from sudoku import Board, Solver, rating
from sudoku.fast import FastSolver
from sudoku.formats import parse
from sudoku.layout import CLASSIC, Layout
from sudoku.strategies import DEFAULT_CHAIN, by_name

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = ROOT.parent / "shared" / "puzzles"
SETS = {
    "easy50": "benchmarks/easy50.txt",
    "top95": "benchmarks/top95.txt",
    "hardest": "benchmarks/hardest.txt",
    "17clue": "benchmarks/17clue_first1000.txt",
    "sugolver": "seeds/sugolver_simple.txt seeds/sugolver_easy.txt "
                "seeds/sugolver_intermediate.txt seeds/sugolver_expert.txt",
}


def puzzle_lines(path: Path) -> list[str]:
    """The puzzles of a reference file, comments and blank lines left out."""
    return [line.strip() for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")]


def verified(layout: Layout, givens: list[int], grid: list[int], known: str | None) -> bool:
    """Whether ``grid`` fills every container with every digit, keeps the givens, matches ``known``."""
    digits = set(range(1, layout.size + 1))
    for spec in layout.containers:
        if {grid[i] for i in spec.cells} != digits:
            return False
    if any(given and given != value for given, value in zip(givens, grid)):
        return False
    return known is None or parse(known, layout) == grid


def run_set(name: str, solve) -> dict:
    """Solve one set with ``solve(givens) -> Result``; return its figures."""
    times, guesses, good, count = [], [], 0, 0
    for relative in SETS[name].split():
        path = PUZZLES / relative
        solutions_path = path.with_name(path.stem + "_solutions.txt")
        known = puzzle_lines(solutions_path) if solutions_path.exists() else None
        for index, text in enumerate(puzzle_lines(path)):
            started = time.process_time()
            givens = parse(text)
            result = solve(givens)
            times.append((time.process_time() - started) * 1000)
            guesses.append(result.guesses)
            good += result.is_solved and verified(CLASSIC, givens, result.grid,
                                                  known[index] if known else None)
            count += 1
    return {"set": name, "puzzles": count, "verified": good,
            "median ms": statistics.median(times), "mean ms": statistics.mean(times),
            "max ms": max(times), "guesses": statistics.mean(guesses)}


def with_solver(solver: Solver):
    """``solve(givens)`` with the model's ``solver``: the board is built, then solved."""
    return lambda givens: solver.solve(Board(CLASSIC, givens))


def human_chain(givens: list[int]):
    """Solve with the whole human chain (uniqueness on when the puzzle has one solution)."""
    board = Board(CLASSIC, givens)
    return Solver(rating.human_chain(board, DEFAULT_CHAIN)).solve(board)


def table(rows: list[dict]) -> str:
    """The figures as a markdown table."""
    return markdown_table(
        ["set", "puzzles", "verified", "median CPU ms", "mean CPU ms", "max CPU ms",
         "guesses/puzzle"],
        [[row["set"], row["puzzles"], row["verified"], f"{row['median ms']:.2f}",
          f"{row['mean ms']:.2f}", f"{row['max ms']:.1f}", f"{row['guesses']:.1f}"]
         for row in rows])


def main(argv: list[str] | None = None) -> int:
    """Run the chosen sets, print the table, and append it to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="easy50,top95,hardest,17clue,sugolver")
    parser.add_argument("--strategies", help="the chain, e.g. hidden-single,naked-single,guess")
    parser.add_argument("--no-human", action="store_true", help="leave the human chain out")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    if not PUZZLES.is_dir():
        print(f"no reference puzzles at {PUZZLES}: nothing to measure", file=sys.stderr)
        return 1
    if args.strategies is None:
        title, solve = "Solving with FastSolver (hidden single, naked single, guess)", \
            FastSolver().solve
    else:
        chain = [by_name(name) for name in args.strategies.split(",")]
        title = f"Solving with Solver ({', '.join(strategy.name for strategy in chain)})"
        solve = with_solver(Solver(chain))
    names = args.sets.split(",")
    rows = [run_set(name, solve) for name in names]
    report(title, table(rows), record=not args.no_record)
    if not args.no_human:
        human = [run_set(name, human_chain) for name in names]
        report("Beside it: the human chain with Solver (every technique, guessing last)",
               table(human), record=not args.no_record)
    return 0 if all(row["verified"] == row["puzzles"] for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
