"""The slow property run, timed: every deduction of 2,000 generated puzzles against the solution.

Run ``python benchmarks/property_run.py`` from the repository root. It runs the
full property test of ``tests/test_deductions.py`` (``pytest -m slow -k 2000``:
2,000 generated puzzles, every strategy of the human chain asked at every
position of their solves, each step checked against the solution; see that
module), on every core as the test suite runs, and prints the wall time of the
whole run beside the engine issue's target, 10 minutes. Then it appends the
figures to ``benchmarks/results.md``; ``--no-record`` prints only.

A failing test is a failing benchmark: the script exits 1 and records nothing.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from record import markdown_table, report

ROOT = Path(__file__).resolve().parents[1]
TARGET_MINUTES = 10
"""The engine issue's bound on the slow property run."""


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
    verdict = "met" if minutes <= TARGET_MINUTES else "not met"
    report("The slow property run (pytest -m slow tests/test_deductions.py -k 2000)",
           markdown_table(["run", "puzzles", "wall minutes", "target minutes", "verdict",
                           "pytest says"],
                          [["2,000 generated puzzles, every strategy at every position", 2000,
                            f"{minutes:.1f}", TARGET_MINUTES, verdict, summary]]),
           record=not args.no_record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
