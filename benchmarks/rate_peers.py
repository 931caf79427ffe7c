"""Rating puzzles as a person solves them: our ``rate`` beside hodoku-py, puzzle by puzzle.

hodoku-py (PyPI) is a Python port of HoDoKu's solver: ``Solver().solve(line)``
walks the human path with HoDoKu's techniques and rates it, which is what our
``sudoku rate`` does with our chain. Run it from the benchmark environment (its
set-up is in the docstring of ``peers.py``; ``requirements-bench.txt`` lists
hodoku-py)::

    .venv-bench/bin/python benchmarks/rate_peers.py

For each puzzle of the set (default top95; ``--sets top95,hardest``) both rate
it once, ours and theirs in alternating order from puzzle to puzzle; each call
is timed by CPU time and includes reading the line. It prints the median, mean
and max milliseconds, how many puzzles each finished without guessing (ours:
the human chain solved it; theirs: ``solved`` is true), how many of those
grids hold (every container full, the givens kept: checked outside the timed
call), and the ratio of their median to ours; then it appends the table to
``benchmarks/results.md``, and exits with 1 when a finished grid does not hold.
``--limit N`` takes the first N puzzles of each set, ``--no-record`` prints only.
"""

from __future__ import annotations

import argparse
import statistics
import time

from record import markdown_table, report
from solve import PUZZLES, SETS, puzzle_lines, require_puzzles, verified

from sudoku import Board
from sudoku.formats import parse
from sudoku.layout import CLASSIC
from sudoku.rating import rate


def make_ours():
    """``sudoku rate -f``: the human chain on each puzzle, loaded on one board."""
    board = Board()

    def ours(line: str) -> list[int] | None:
        """``board.load(parse(line))``, then ``rate(board)``; its grid if it finished."""
        board.load(parse(line))
        rated = rate(board)
        return rated.result.grid if rated.status == "solved" else None
    return ours


def make_theirs():
    """hodoku-py's ``Solver().solve``; its grid if it finished."""
    from hodoku import Solver
    solver = Solver()

    def theirs(line: str) -> str | None:
        """``Solver().solve(line)``: its ``solution`` when ``solved``"""
        result = solver.solve(line.replace(".", "0"))
        return result.solution if result.solved else None
    return theirs


def run_set(lines: list[str], raters: dict) -> dict:
    """Rate every line with every rater, in alternation; the figures of each."""
    times = {name: [] for name in raters}
    finished, held = dict.fromkeys(raters, 0), dict.fromkeys(raters, 0)
    names = list(raters)
    for number, line in enumerate(lines):
        for name in names[number % len(names):] + names[:number % len(names)]:
            started = time.process_time()
            grid = raters[name](line)
            times[name].append((time.process_time() - started) * 1000)
            if grid is not None:
                finished[name] += 1
                grid = parse(grid) if isinstance(grid, str) else grid
                held[name] += verified(CLASSIC, parse(line), grid, None)
    return {name: {"median": statistics.median(each), "mean": statistics.mean(each),
                   "max": max(each), "finished": finished[name], "verified": held[name],
                   "puzzles": len(each)}
            for name, each in times.items()}


def main(argv: list[str] | None = None) -> int:
    """Rate the sets both ways, print the table, and append it to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="top95")
    parser.add_argument("--limit", type=int, help="the first N puzzles of each set")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    require_puzzles()
    raters = {"ours (sudoku rate)": make_ours(), "hodoku-py": make_theirs()}
    rows, wrong = [], 0
    for name in args.sets.split(","):
        lines = [line for relative in SETS[name].split()
                 for line in puzzle_lines(PUZZLES / relative)][:args.limit]
        figures = run_set(lines, raters)
        mine = figures["ours (sudoku rate)"]["median"]
        for rater, row in figures.items():
            wrong += row["finished"] - row["verified"]
            rows.append([name, rater, row["puzzles"], row["finished"], row["verified"],
                         f"{row['median']:.1f}", f"{row['mean']:.1f}", f"{row['max']:.1f}",
                         f"{row['median'] / mine:.2f}"])
    table = markdown_table(["set", "rater", "puzzles", "finished without guessing", "verified",
                            "median CPU ms", "mean CPU ms", "max CPU ms", "median / ours"], rows)
    report("Rating: ours beside hodoku-py, puzzle by puzzle", table, record=not args.no_record)
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
