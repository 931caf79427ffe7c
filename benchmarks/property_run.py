"""The slow property run, timed: every deduction of 2,000 generated puzzles against the solution.

Run ``python benchmarks/property_run.py`` from the repository root. It runs the
full property test of ``tests/test_deductions.py`` (``pytest -m slow -k 2000``:
2,000 generated puzzles, every strategy of the human chain asked at every
position of their solves, each step checked against the solution; see that
module), on every core as the test suite runs, and prints the wall time of the
whole run beside the engine issue's target, 10 minutes. As ``python -m
benchmarks`` does with every target, it also judges the run at the target's
share of Norvig's top95 median (timed here, on the same machine) when this
machine is faster than the one where the target was set, and the stricter of
the two decides. Then it appends the figures to ``benchmarks/results.md``;
``--no-record`` prints only.

A failing test is a failing benchmark: the script exits 1 and records nothing.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

import norvig
from record import markdown_table, report
from solve import NORVIG_THEN, PUZZLES, cases

ROOT = Path(__file__).resolve().parents[1]
TARGET_MINUTES = 10
"""The engine issue's bound on the slow property run."""


def norvig_median() -> float | None:
    """Norvig's median CPU milliseconds on top95 here, or ``None`` without the puzzles."""
    if not PUZZLES.is_dir():
        return None
    times = []
    for text, _ in cases("top95"):
        started = time.process_time()
        norvig.solve(text)
        times.append((time.process_time() - started) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    """Run the slow property test, time it, and record the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    command = [sys.executable, "-m", "pytest", "-q", "-m", "slow", "-k", "2000",
               "-p", "no:cacheprovider", "tests/test_deductions.py"]
    started = time.perf_counter()
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - started
    summary = (run.stdout.strip().splitlines() or ["(no output)"])[-1]
    if run.returncode != 0:
        print(run.stdout[-4000:], run.stderr[-2000:], sep="\n")
        print(f"the property run failed: {summary}", file=sys.stderr)
        return 1
    minutes = seconds / 60
    median = norvig_median()
    share = TARGET_MINUTES * min(1.0, median / NORVIG_THEN) if median else TARGET_MINUTES
    verdict = "met" if minutes <= share else "not met"
    report("The slow property run (pytest -m slow tests/test_deductions.py -k 2000)",
           markdown_table(["run", "puzzles", "wall minutes", "target minutes",
                           "Norvig top95 median ms", "target as a share of it", "verdict",
                           "pytest says"],
                          [["2,000 generated puzzles, every strategy at every position", 2000,
                            f"{minutes:.1f}", TARGET_MINUTES,
                            f"{median:.2f}" if median else "-", f"{share:.1f}", verdict,
                            summary]]),
           record=not args.no_record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
