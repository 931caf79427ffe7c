"""The se scale's forcing chains past 9.0 beside Sudoku Explainer, on puzzles made for it.

Run ``python benchmarks/se_ladder.py`` from the root of the checkout (it takes minutes:
serate spends up to a minute on each of the hardest puzzles).

The reference files hold few puzzles that Sudoku Explainer (SE) rates 9.0 and up, and none
whose hardest step is of its *(+)* level, the dynamic forcing chains whose trials take
subsets and fish. Puzzles of that kind are made here from the hardest ones of
``../shared/ratings/hardest.tsv`` (SE's ER 10 and up): each with one given more, a digit of
its solution (still one solution, and often a step easier). The se scale rates every such
neighbour; those it puts at 9.0 or more (a *(+)* or a nested chain as the hardest step) go
to SE's own rater, ``serate``, in one run, and the table compares the two ERs by our level.
``--seeds N`` takes the N hardest of the file (2 by default, about 11 neighbours to rate
with serate, five minutes here); ``--famous`` adds two of the hardest puzzles published,
Platinum Blonde and Golden Nugget (over a hundred neighbours more: a run stopped here after
an hour, as serate takes minutes over some of them); ``--no-record`` prints only. Nothing is copied from the file into the project: the neighbours are made
afresh at each run.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from ratings import RATINGS, SERATE, read_set
from record import markdown_table, report

from sudoku import Board, Solver, format_line
from sudoku.scales import scale

FAMOUS = {
    "Platinum Blonde":
        ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...",
    "Golden Nugget":
        ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
}
"""Two of the hardest puzzles published (as in the tests, ``tests/strategies/positions.py``)."""

LEVELS = (("(+)", "Dynamic (+), 9.0"), ("(+ Forcing Chains)", "+ Forcing Chains, 9.5"),
          ("(+ Multiple Forcing Chains)", "+ Multiple Forcing Chains, 10.0"))
"""The end of the name of each level of ours past the dynamic chains, with its row's label."""


def neighbours(puzzle: str) -> list[str]:
    """``puzzle`` with one given more, for each empty cell: the digit of its solution there."""
    result = Solver().solve(Board.from_text(puzzle))
    if not result.is_solved:
        raise ValueError(f"no single solution: {puzzle}")
    solved = format_line(result.grid)
    return [puzzle[:index] + solved[index] + puzzle[index + 1:]
            for index, given in enumerate(puzzle) if given in ".0"]


def level_of(hardest: str | None) -> str | None:
    """The label of the level of ours that ``hardest`` (our se scale's name) belongs to."""
    for ending, label in reversed(LEVELS):
        if hardest and hardest.endswith(ending):
            return label
    return None


def serate(puzzles: list[str]) -> dict[str, float]:
    """SE's ER of each of ``puzzles``, in one run of its batch rater."""
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "neighbours.txt"
        source.write_text("".join(f"{line}\n" for line in puzzles))
        done = subprocess.run(["java", "-jar", str(SERATE), "--format=%g %r",
                               f"--input={source}"], check=True, capture_output=True,
                              text=True)
    found = {}
    for line in done.stdout.splitlines():  # its grid is written with '.' or '0' for empty
        grid, er = line.split()
        found[grid.replace("0", ".")] = float(er)
    return {puzzle: found[puzzle.replace("0", ".")] for puzzle in puzzles}


def main(argv: list[str] | None = None) -> int:
    """Make the neighbours, rate them on both sides, print and record the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=2, help="how many of the hardest")
    parser.add_argument("--famous", action="store_true",
                        help="add Platinum Blonde and Golden Nugget to the seeds")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    if not (RATINGS / "hardest.tsv").exists():
        print(f"the reference ratings are not beside the project: {RATINGS}", file=sys.stderr)
        return 2
    if not SERATE.exists() or shutil.which("java") is None:
        print(f"serate is not here ({SERATE}), or no java: nothing to compare with",
              file=sys.stderr)
        return 2
    seeds = [row["puzzle"] for row in sorted(read_set("hardest"), key=lambda row: -row["er"])]
    seeds = seeds[:args.seeds] + (list(FAMOUS.values()) if args.famous else [])
    se, ours = scale("se"), {}
    started = time.process_time()
    for seed in seeds:
        for puzzle in neighbours(seed):
            rated = se.rate(Board.from_text(puzzle))
            if level_of(rated.hardest):
                ours[puzzle] = rated
    our_seconds = time.process_time() - started
    started = time.perf_counter()
    theirs = serate(list(ours))
    their_seconds = time.perf_counter() - started
    by_level = defaultdict(list)
    for puzzle, rated in ours.items():
        by_level[level_of(rated.hardest)].append(round(rated.number - theirs[puzzle], 1))
    rows = []
    for _, label in LEVELS:
        gaps = by_level.get(label, [])
        if gaps:
            rows.append([label, len(gaps), sum(gap == 0 for gap in gaps),
                         sum(abs(gap) <= 0.1 for gap in gaps), f"{min(gaps):+.1f}",
                         f"{max(gaps):+.1f}"])
    table = markdown_table(["our hardest step", "neighbours", "ER equal", "within 0.1",
                            "ours - SE's, least", "most"], rows)
    named = f" and {' and '.join(FAMOUS)}" if args.famous else ""
    table += (f"\n\nNeighbours of the {args.seeds} hardest of hardest.tsv{named}, one given added; "
              f"those we rate 9.0 and up: {len(ours)}. Our se scale: {our_seconds:.1f} s CPU "
              f"for every neighbour; serate: {their_seconds:.1f} s wall for those.")
    report("The se scale's levels past 9.0 beside serate (benchmarks/se_ladder.py)", table,
           not args.no_record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
