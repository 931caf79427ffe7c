"""Our scales beside the reference raters: Sudoku Explainer's ER/EP/ED and HoDoKu's levels.

Run ``python benchmarks/ratings.py`` from the root of the checkout. For every puzzle of
``../shared/ratings/`` (top95, hardest, the graded seeds, and the first 1,000 17-clue
puzzles when their file is there) it rates the puzzle on the ``se`` and ``hodoku`` scales
(``sudoku.scales``), one board per scale as ``sudoku rate -f`` does, and prints:

- per set, how often our ER equals SE's, is within 0.1 of it, and how often EP and ED
  are equal; how often our HoDoKu level is HoDoKu's, and our score within 10 % of its;
- the confusion by ER band: for each band of SE's ER, how many of its puzzles we put in
  each band;
- the confusion of HoDoKu's levels;
- the CPU time of the ``se`` scale on top95, beside the wall-clock time of SE's own
  batch rater ``serate`` on the same file in the same run (when ``java`` and
  ``../shared/tools/serate/serate.jar`` are there; ``--no-serate`` leaves it out).

Then it appends the tables to ``benchmarks/results.md`` (``--no-record`` prints only).
``--sets top95,hardest`` chooses the sets; ``--scales se`` the scales.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from record import markdown_table, report
from solve import PUZZLES

from sudoku import Board, parse
from sudoku.scales import SCALES, scale

RATINGS = PUZZLES.parent / "ratings"
"""The reference ratings beside the project (see their README)."""

SERATE = PUZZLES.parent / "tools" / "serate" / "serate.jar"
"""Sudoku Explainer's batch rater."""

SETS = {"top95": "top95.tsv", "hardest": "hardest.tsv", "sugolver": "sugolver.tsv",
        "17clue": "17clue_first1000.tsv"}
"""Each set with its file of ratings."""

BANDS = ((0.0, "below 2"), (2.0, "2.0-2.9"), (3.0, "3.0-3.9"), (4.0, "4.0-5.9"),
         (6.0, "6.0-6.9"), (7.0, "7.0-7.9"), (8.0, "8.0-8.9"), (9.0, "9.0 up"))
"""The bands of ER the confusion table counts in: each band's lowest number and its name."""


def band(number: float) -> str:
    """The name of the ER band ``number`` falls in."""
    return [name for low, name in BANDS if number >= low - 1e-9][-1]


def read_set(name: str) -> list[dict]:
    """The puzzles of a set with their reference ratings, one dict each."""
    rows = []
    for line in (RATINGS / SETS[name]).read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        row = {"puzzle": fields[0], "er": float(fields[1]), "ep": float(fields[2]),
               "ed": float(fields[3])}
        if len(fields) >= 7:
            row.update(se_hardest=fields[4], level=fields[5], score=int(fields[6]))
        rows.append(row)
    return rows


def rate_rows(name: str, rows: list[dict], scales: list[str]) -> dict[str, float]:
    """Rate every puzzle of ``rows`` on each scale, into the rows; the CPU seconds per scale."""
    seconds = {}
    for each in scales:
        on, board = scale(each), Board()
        started = time.process_time()
        for row in rows:
            board.load(parse(row["puzzle"]))
            rated = on.rate(board)
            row[each] = rated
        seconds[each] = time.process_time() - started
    return seconds


def agreement_table(results: dict[str, list[dict]], scales: list[str]) -> str:
    """Per set and overall: the shares of puzzles on which we agree with each rater."""
    head, body = ["set", "puzzles"], []
    if "se" in scales:
        head += ["ER equal", "ER within 0.1", "EP equal", "ED equal"]
    if "hodoku" in scales:
        head += ["HoDoKu puzzles", "level equal", "score within 10 %"]
    every = [row for rows in results.values() for row in rows]
    for name, rows in [*results.items(), ("all", every)]:
        line = [name, len(rows)]
        if "se" in scales:
            line += [share(rows, lambda r: close(r["se"].number, r["er"], 0.0)),
                     share(rows, lambda r: close(r["se"].number, r["er"], 0.1)),
                     share(rows, lambda r: close(r["se"].figures.get("ep"), r["ep"], 0.0)),
                     share(rows, lambda r: close(r["se"].figures.get("ed"), r["ed"], 0.0))]
        if "hodoku" in scales:
            rated = [row for row in rows if "level" in row]
            line += [len(rated), share(rated, lambda r: r["hodoku"].level == r["level"]),
                     share(rated, lambda r: abs(r["hodoku"].number - r["score"])
                           <= 0.1 * r["score"])]
        body.append(line)
    return markdown_table(head, body)


def close(ours: float | None, theirs: float, within: float) -> bool:
    """Whether ``ours`` is within ``within`` of ``theirs`` (to the tenth SE rates in)."""
    return ours is not None and abs(round(ours, 1) - theirs) <= within + 1e-9


def share(rows: list[dict], test) -> str:
    """``count of total (percent)`` for the rows that pass ``test``."""
    if not rows:
        return "-"
    count = sum(1 for row in rows if test(row))
    return f"{count} ({100 * count / len(rows):.1f} %)"


def confusion(rows: list[dict], theirs, ours, labels: list[str]) -> str:
    """A table: one row per reference label, the count of our labels in each column."""
    counts = Counter((theirs(row), ours(row)) for row in rows)
    body = [[label, *[counts[label, mine] or "" for mine in labels],
             sum(counts[label, mine] for mine in labels)]
            for label in labels if any(counts[label, mine] for mine in labels)]
    return markdown_table(["theirs \\ ours", *labels, "puzzles"], body)


def serate_seconds(name: str) -> float | None:
    """The wall-clock seconds SE's own rater takes on set ``name``, or ``None`` without it."""
    if not SERATE.exists() or shutil.which("java") is None:
        print(f"serate is not here ({SERATE}, or no java): its time is left out",
              file=sys.stderr)
        return None
    lines = (PUZZLES / "benchmarks" / f"{name}.txt").read_text().splitlines()
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / f"{name}.txt"  # the puzzles alone: serate reads a comment too
        source.write_text("".join(f"{line}\n" for line in lines if line and line[0] != "#"))
        started = time.perf_counter()
        subprocess.run(["java", "-jar", str(SERATE), "--format=%g %r/%p/%d",
                        f"--input={source}"], check=True, capture_output=True)
        return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    """Rate the sets on the scales, print and record the agreement, the confusions and the time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="top95,hardest,sugolver,17clue")
    parser.add_argument("--scales", default="se,hodoku")
    parser.add_argument("--no-serate", action="store_true", help="leave serate's time out")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    if not RATINGS.exists():
        print(f"the reference ratings are not beside the project: {RATINGS}", file=sys.stderr)
        return 2
    scales = [name for name in args.scales.split(",") if name in SCALES]
    names = [name for name in args.sets.split(",") if (RATINGS / SETS[name]).exists()]
    results, times = {}, {}
    for name in names:
        results[name] = read_set(name)
        times[name] = rate_rows(name, results[name], scales)
    record = not args.no_record
    report("Our scales beside Sudoku Explainer and HoDoKu (benchmarks/ratings.py)",
           agreement_table(results, scales), record)
    every = [row for rows in results.values() for row in rows]
    if "se" in scales:
        labels = [name for _, name in BANDS]
        report("ER by band: SE's (rows) against ours (columns)",
               confusion(every, lambda r: band(r["er"]), lambda r: band(r["se"].number),
                         labels), record)
    if "hodoku" in scales:
        rated = [row for row in every if "level" in row]
        report("HoDoKu's level (rows) against ours (columns)",
               confusion(rated, lambda r: r["level"], lambda r: r["hodoku"].level,
                         list(scale("hodoku").levels)), record)
    timing = [[name, len(results[name]), *[f"{times[name][each]:.1f}" for each in scales]]
              for name in names]
    head = ["set", "puzzles", *[f"{each} CPU s" for each in scales]]
    if "top95" in names and "se" in scales and not args.no_serate:
        theirs = serate_seconds("top95")
        if theirs is not None:
            ours = times["top95"]["se"]
            head.append("serate wall s")
            for line in timing:
                line.append(f"{theirs:.1f} ({ours / theirs:.2f} of it)"
                            if line[0] == "top95" else "")
    report("Time to rate each set, per scale", markdown_table(head, timing), record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
