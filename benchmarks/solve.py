"""Solve the reference sets, verify every solution, and record the speed.

Run ``python benchmarks/solve.py`` from the repository root (the reference
puzzles live in ``../shared/puzzles``). For each set it prints the number of
puzzles, how many solutions were verified (every container holds every digit,
the givens are kept, and the line of ``*_solutions.txt`` matches where there is
one), the median, mean and max milliseconds of CPU time per puzzle (board built
from text and solved; CPU time, so that other work on the machine does not
inflate it), and the guesses per puzzle; then it appends the same table to
``benchmarks/results.md`` with the machine, the Python version and the date.

Options: ``--sets easy50,top95`` to choose sets, ``--strategies`` as in
``sudoku solve``, ``--no-record`` to print only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from record import markdown_table, report

from sudoku import Board, Solver
from sudoku.formats import parse
from sudoku.strategies import FAST_CHAIN, by_name

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


def verified(board: Board, givens: list[int], grid: list[int], known: str | None) -> bool:
    """Whether ``grid`` fills every container with every digit, keeps the givens, matches ``known``."""
    digits = set(board.digits)
    for spec in board.layout.containers:
        if {grid[i] for i in spec.cells} != digits:
            return False
    if any(given and given != value for given, value in zip(givens, grid)):
        return False
    return known is None or parse(known, board.layout) == grid


def run_set(name: str, solver: Solver) -> dict:
    """Solve one set; return its figures."""
    times, guesses, good, count = [], [], 0, 0
    for relative in SETS[name].split():
        path = PUZZLES / relative
        solutions_path = path.with_name(path.stem + "_solutions.txt")
        known = puzzle_lines(solutions_path) if solutions_path.exists() else None
        for index, text in enumerate(puzzle_lines(path)):
            started = time.process_time()
            givens = parse(text)
            board = Board(givens=givens)
            result = solver.solve(board)
            times.append((time.process_time() - started) * 1000)
            guesses.append(result.guesses)
            good += result.is_solved and verified(board, givens, result.grid,
                                                  known[index] if known else None)
            count += 1
    return {"set": name, "puzzles": count, "verified": good,
            "median ms": statistics.median(times), "mean ms": statistics.mean(times),
            "max ms": max(times), "guesses": statistics.mean(guesses)}


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
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    if not PUZZLES.is_dir():
        print(f"no reference puzzles at {PUZZLES}: nothing to measure", file=sys.stderr)
        return 1
    chain = FAST_CHAIN if args.strategies is None else [
        by_name(name) for name in args.strategies.split(",")]
    solver = Solver(chain)
    rows = [run_set(name, solver) for name in args.sets.split(",")]
    chain_names = ", ".join(strategy.name for strategy in chain)
    report(f"Solving ({chain_names})", table(rows), record=not args.no_record)
    return 0 if all(row["verified"] == row["puzzles"] for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
