"""HoDoKu's regression library: how many of its 1,112 cases our strategies pass, per technique.

Each case is judged as ``tests/test_reglib.py`` judges it (its docstring says what
*pass* means): the strategy for the case's technique is asked at the position, step
after step, and what it finds is held to the expected results and to the solution.
Run it from the root of the checkout::

    python benchmarks/reglib.py            # every case, then append the figures to results.md
    python benchmarks/reglib.py --no-record
    python benchmarks/reglib.py --failures # also list every case that does not pass, and why

It prints, per HoDoKu code, the cases passed of the cases it has and the failures by
kind (*extra*: sound but also struck more; *not found*; *different*; *unsound*), how
many passed only as *listed* (the case's instance among those ``find_all`` gives), the
codes we have no strategy for with their counts, and the share of all the library's cases
that pass. The library is read from ``../shared/reference/`` beside the checkout.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from record import markdown_table, report
from test_reglib import (
    LIBRARY,
    LISTED,
    PASSED,
    cases,
    names,
    run,
    technique_of,
)

KINDS = ("extra", "not found", "different", "unsound")
"""The ways a case can fail, in the order of the table's columns."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-record", action="store_true", help="print only")
    parser.add_argument("--failures", action="store_true", help="list every case that fails")
    args = parser.parse_args(argv)
    if not LIBRARY.exists():
        print(f"HoDoKu's library is not beside the project: {LIBRARY}", file=sys.stderr)
        return 2
    every, titles = cases(), names()
    tally: dict[str, Counter] = {}
    missing: Counter = Counter()
    failures = []
    started = time.process_time()
    for case in every:
        code = technique_of(case.code)
        verdict = run(case)
        if verdict is None:
            missing[code] += 1
            continue
        tally.setdefault(code, Counter())[verdict.outcome] += 1
        if verdict.outcome not in PASSED:
            failures.append((case, verdict))
    seconds = time.process_time() - started
    rows = []
    for code in sorted(tally):
        counts = tally[code]
        total = sum(counts.values())
        passed = sum(counts[outcome] for outcome in PASSED)
        rows.append([code, titles.get(code, "?"), f"{passed}/{total}", counts[LISTED] or "",
                     *(counts[kind] or "" for kind in KINDS)])
    passed = sum(counts[outcome] for counts in tally.values() for outcome in PASSED)
    listed = sum(counts[LISTED] for counts in tally.values())
    asked = sum(sum(counts.values()) for counts in tally.values())
    table = markdown_table(["code", "technique", "passed", "of them listed", *KINDS], rows)
    absent = ", ".join(f"{code} {titles.get(code, '?')} ({count})"
                       for code, count in sorted(missing.items()))
    summary = (f"{passed} of the {asked} cases of the techniques we have pass ({listed} of "
               f"them listed: the case's instance among those find_all gives, not the "
               f"first); "
               f"{passed} of all {len(every)} cases: {passed / len(every):.1%}. "
               f"{sum(missing.values())} cases belong to techniques we have no strategy for: "
               f"{absent}. CPU time {seconds:.0f} s.")
    report("HoDoKu's regression library (benchmarks/reglib.py)", f"{table}\n\n{summary}",
           record=not args.no_record)
    if args.failures:
        for case, verdict in failures:
            print(f"{case.id}: {verdict.outcome}, {verdict.detail}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
