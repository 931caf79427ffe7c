"""Puzzles made to an SE rating: ``generate --scale se --er N``, checked by Sudoku Explainer.

Run ``python benchmarks/generate_er.py`` from the repository root. For each
number asked (``--er 6.6,7.2,7.5,7.8,8.4,9.0`` by default) and each seed
(``--seeds 1,2``), it asks ``sudoku.rated.generate_rated(scale="se", er=N,
seed=...)`` within the default time budget of ``sudoku generate`` (60 s), with
as many jobs as ``sudoku generate`` runs by default (``--jobs``, the cores), and
prints, per number: how many seeds gave a puzzle, the median and worst
seconds (wall clock, the budget's own measure), and how many of the puzzles
Sudoku Explainer's batch rater (``../shared/tools/serate/serate.jar``) rates
exactly N (when ``java`` and the rater are there). Every puzzle has one
solution (the solver counts). Then it appends the table to
``benchmarks/results.md``; ``--no-record`` prints only.

A second column says how often SE's own ratings of our reference files
(``../shared/ratings``) hit the number: some numbers SE almost never gives, and a
search that draws random minimal puzzles meets them as seldom. A third says how
many puzzles the searches judged (each rated on the se scale) and how many of
those the scale put at the number, and the nearest numbers it gave on each side;
only with ``--jobs 1``, since the workers' judgements stay in their processes.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from record import markdown_table, report
from solve import PUZZLES

from sudoku import Board, Solver
from sudoku.cli.generate import SEARCH_BUDGET, cores
from sudoku.rated import PuzzleNotFoundError, generate_rated
from sudoku.search import Search

SERATE = PUZZLES.parent / "tools" / "serate" / "serate.jar"
"""Sudoku Explainer's batch rater."""

RATINGS = PUZZLES.parent / "ratings"
"""SE's ratings of the reference files."""


def serate(puzzles: list[str]) -> list[float] | None:
    """SE's ER of each of ``puzzles``, or ``None`` without java or the rater."""
    if not puzzles:
        return []
    if shutil.which("java") is None or not SERATE.exists():
        print(f"no java or no {SERATE}: SE's check is left out", file=sys.stderr)
        return None
    with tempfile.TemporaryDirectory() as scratch:
        given = Path(scratch) / "puzzles.txt"
        given.write_text("\n".join(puzzles) + "\n")
        done = subprocess.run(["java", "-jar", str(SERATE), "--format=%r", f"--input={given}"],
                              check=True, capture_output=True, text=True, timeout=3600)
    return [float(line) for line in done.stdout.split()]


def reference_share(number: float) -> str:
    """How many of SE's ratings of the reference files are ``number``."""
    ratings = [float(line.split("\t")[1]) for path in sorted(RATINGS.glob("*.tsv"))
               for line in path.read_text().splitlines()
               if line[:1] in ".123456789" and "\t" in line]
    if not ratings:
        return "-"
    return f"{sum(1 for each in ratings if abs(each - number) < 1e-9)} of {len(ratings)}"


def run(number: float, seeds: list[int], budget: float, jobs: int) -> dict:
    """Ask for ``number`` from each seed; the puzzles found, the seconds each search took, and
    the number the se scale gave each puzzle the searches judged."""
    found, seconds, judged = [], [], []
    judge = Search.judge

    def noted(search, puzzle):  # the search's own judgement, its number noted on the way
        verdict, rating = judge(search, puzzle)
        if rating is not None:
            judged.append(rating.number)
        return verdict, rating

    Search.judge = noted
    try:
        for seed in seeds:
            started = time.perf_counter()
            try:
                puzzle = generate_rated(scale="se", er=number, seed=seed, attempts=None,
                                        time_budget=budget, jobs=jobs)
            except PuzzleNotFoundError as error:
                print(f"ER {number} seed {seed}: none ({error})", flush=True)
            else:
                assert Solver().count_solutions(Board(puzzle.layout, puzzle.values)) == 1
                found.append("".join(str(value or ".") for value in puzzle.values))
                print(f"ER {number} seed {seed}: {found[-1]}", flush=True)
            seconds.append(time.perf_counter() - started)
    finally:
        Search.judge = judge
    return {"number": number, "seeds": len(seeds), "found": found, "seconds": seconds,
            "judged": judged, "jobs": jobs}


def met(number: float, judged: list[float]) -> str:
    """How many of the numbers ``judged`` are ``number``, of how many, and the nearest others."""
    at = sum(1 for each in judged if abs(each - number) < 1e-9)
    below = max((each for each in judged if each < number - 1e-9), default=None)
    above = min((each for each in judged if each > number + 1e-9), default=None)
    nearest = ", ".join(f"{word} {each:g}" for word, each in (("below", below), ("above", above))
                        if each is not None)
    return f"{at} of {len(judged)}" + (f" ({nearest})" if nearest else "")


def table(rows: list[dict], checked: dict[str, float] | None) -> str:
    """The figures as a markdown table."""
    body = []
    for row in rows:
        agreed = ("-" if checked is None else
                  sum(1 for puzzle in row["found"] if abs(checked[puzzle] - row["number"]) < 1e-9))
        body.append([f"{row['number']:g}", reference_share(row["number"]),
                     met(row["number"], row["judged"]) if row["jobs"] == 1 else "-",
                     row["jobs"],
                     f"{len(row['found'])} of {row['seeds']}",
                     f"{statistics.median(row['seconds']):.1f}", f"{max(row['seconds']):.1f}",
                     agreed])
    return markdown_table(["ER asked", "SE's files at it", "se scale at it, of judged",
                           "jobs", "seeds with a puzzle", "median s",
                           "max s", "SE rates it so"], body)


def main(argv: list[str] | None = None) -> int:
    """Generate, check with SE, print the table and record it unless told not to."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--er", default="6.6,7.2,7.5,7.8,8.4,9.0", help="numbers to ask for")
    parser.add_argument("--seeds", default="1,2", help="seeds to ask from")
    parser.add_argument("--budget", type=float, default=SEARCH_BUDGET,
                        help=f"seconds per search (default {SEARCH_BUDGET:g}, as the command)")
    parser.add_argument("--jobs", type=int, default=cores(),
                        help=f"attempts at once (default {cores()}, as sudoku generate)")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    seeds = [int(seed) for seed in args.seeds.split(",")]
    rows = [run(float(number), seeds, args.budget, args.jobs) for number in args.er.split(",")]
    puzzles = [puzzle for row in rows for puzzle in row["found"]]
    ratings = serate(puzzles)
    checked = None if ratings is None else dict(zip(puzzles, ratings))
    report("Puzzles made to an SE rating (generate --scale se --er N), checked by serate",
           table(rows, checked), record=not args.no_record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
