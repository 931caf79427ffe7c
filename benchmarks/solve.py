"""Solve the reference sets with the model, beside Norvig's algorithm, verify every solution, record.

Run ``python -m benchmarks`` (or ``python benchmarks/solve.py``) from the
repository root; the reference puzzles live in ``../shared/puzzles``. What it
measures is what ``sudoku solve`` runs: ``Solver()`` with the fast chain
(singles, locked candidates, guessing) on one ``Board`` per layout, loaded with
each puzzle in turn. The time of a puzzle is the CPU time of reading its line,
loading the board and solving (CPU time, so that other work on the machine does
not inflate it).

Beside each puzzle it solves the same line with Norvig's algorithm
(``norvig.py``), ours and his in alternating order from puzzle to puzzle, so
that a figure can be read against the one people know, on this machine, now.
Every solution is verified: every container holds every digit, the givens are
kept, and the line of ``*_solutions.txt`` matches where there is one.

Then the floor under the solve: each puzzle loaded and its solution's digits
placed one by one, with no strategy, no step and no guess, so that what is
timed is the observer protocol alone; no chain can solve for less.

Then the human chain: ``sudoku rate`` (every technique, no guessing, the
uniqueness ones on for a puzzle with one solution) on ``--human-sets``, its
median and worst time per puzzle and how many it finishes. Last, the peak
memory of the whole run. The tables go to ``benchmarks/results.md`` with the
machine and the date.

Options: ``--sets easy50,top95`` to choose sets, ``--human-sets`` likewise
(``none`` for none), ``--no-record`` to print only.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from pathlib import Path

import norvig
from record import markdown_table, report

from sudoku import Board, Solver, rating
from sudoku.formats import parse
from sudoku.layout import CLASSIC, Layout

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("SUDOKU_SHARED") or ROOT.parent / "shared")
"""The reference data beside the checkout (``../shared``: puzzles, ratings, the reference
raters), or the folder the environment variable ``SUDOKU_SHARED`` names."""
PUZZLES = SHARED / "puzzles"
SETS = {
    "easy50": "benchmarks/easy50.txt",
    "top95": "benchmarks/top95.txt",
    "hardest": "benchmarks/hardest.txt",
    "17clue": "benchmarks/17clue_first1000.txt",
    "sugolver": "seeds/sugolver_simple.txt seeds/sugolver_easy.txt "
                "seeds/sugolver_intermediate.txt seeds/sugolver_expert.txt",
}
TARGETS = {"top95": (1.2, 2.0), "17clue": (0.4, None)}
"""The targets of the engine issue, in CPU ms: (median, mean) per set."""
NORVIG_THEN = 6.8
"""Norvig's median on top95 in the run that set the targets, in ms: the targets as shares of it."""


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


def require_puzzles() -> None:
    """Exit with a message that says where the reference puzzles were looked for, when they
    are not there (a fresh clone has none: they live beside it, see ``SHARED``)."""
    if not PUZZLES.is_dir():
        raise SystemExit(f"no reference puzzles at {PUZZLES}: put the shared folder beside the "
                         f"checkout, or name it with SUDOKU_SHARED=/path/to/shared")


def cases(name: str) -> list[tuple[str, str | None]]:
    """The puzzles of a set, each with its known solution when the set has them."""
    found = []
    for relative in SETS[name].split():
        path = PUZZLES / relative
        solutions = path.with_name(path.stem + "_solutions.txt")
        lines = puzzle_lines(path)
        known = puzzle_lines(solutions) if solutions.exists() else [None] * len(lines)
        found += zip(lines, known)
    return found


def run_set(name: str, solver: Solver, board: Board) -> dict:
    """Solve one set with the model and with Norvig's algorithm, in alternation; the figures."""
    ours, theirs, guesses, good, good_norvig = [], [], [], 0, 0
    for number, (text, known) in enumerate(cases(name)):
        for turn in ((0, 1) if number % 2 == 0 else (1, 0)):
            started = time.process_time()
            if turn == 0:
                givens = parse(text)
                board.load(givens)
                result = solver.solve(board)
                ours.append((time.process_time() - started) * 1000)
                guesses.append(result.guesses)
                good += result.is_solved and verified(CLASSIC, givens, result.grid, known)
            else:
                grid = norvig.solve(text)
                theirs.append((time.process_time() - started) * 1000)
                good_norvig += grid is not None and verified(CLASSIC, parse(text), grid, known)
    return {"set": name, "puzzles": len(ours), "verified": good, "verified norvig": good_norvig,
            "median": statistics.median(ours), "mean": statistics.mean(ours), "max": max(ours),
            "guesses": statistics.mean(guesses), "median guesses": statistics.median(guesses),
            "max guesses": max(guesses),
            "norvig median": statistics.median(theirs), "norvig mean": statistics.mean(theirs)}


def rate_set(name: str, board: Board) -> dict:
    """Rate every puzzle of a set as ``sudoku rate -f`` does, on one board; the figures."""
    times, finished = [], 0
    for text, _ in cases(name):
        started = time.process_time()
        board.load(parse(text))
        rated = rating.rate(board)
        times.append((time.process_time() - started) * 1000)
        finished += rated.status == "solved"
    return {"set": name, "puzzles": len(times), "finished": finished,
            "median": statistics.median(times), "mean": statistics.mean(times),
            "max": max(times)}


def floor_set(name: str, board: Board) -> dict:
    """The floor under the solve: load each puzzle and place its solution's digits, nothing else.

    No strategy runs, no step is built, nothing is guessed: what is timed is the
    observer protocol alone, the announcements every placement makes (the cell
    to its containers, each peer that loses the digit to its own, the containers
    to the board). A solve cannot cost less than this, whatever its chain.
    """
    times, placements = [], 0
    solver = Solver()
    for text, known in cases(name):
        givens = parse(text)
        grid = parse(known) if known else None
        if grid is None:
            board.load(givens)
            grid = solver.solve(board).grid
        started = time.process_time()
        board.load(givens)
        for cell in board.cells:
            if not cell.digit:
                board.place(cell, grid[cell.index])
        times.append((time.process_time() - started) * 1000)
        placements += givens.count(0)
    return {"set": name, "puzzles": len(times), "median": statistics.median(times),
            "mean": statistics.mean(times), "per placement": sum(times) * 1000 / placements,
            "placements": placements / len(times)}


def floor_table(rows: list[dict]) -> str:
    """The floor figures as a markdown table."""
    return markdown_table(
        ["set", "puzzles", "placements/puzzle", "median CPU ms", "mean CPU ms",
         "CPU us per placement"],
        [[row["set"], row["puzzles"], f"{row['placements']:.1f}", f"{row['median']:.2f}",
          f"{row['mean']:.2f}", f"{row['per placement']:.1f}"] for row in rows])


def solving_table(rows: list[dict]) -> str:
    """The figures of the model beside Norvig's, as a markdown table."""
    return markdown_table(
        ["set", "puzzles", "verified", "median CPU ms", "mean CPU ms", "max CPU ms",
         "guesses/puzzle", "median guesses", "max guesses", "Norvig verified",
         "Norvig median ms", "Norvig mean ms", "median / Norvig", "mean / Norvig"],
        [[row["set"], row["puzzles"], row["verified"], f"{row['median']:.2f}",
          f"{row['mean']:.2f}", f"{row['max']:.1f}", f"{row['guesses']:.1f}",
          f"{row['median guesses']:g}", row["max guesses"], row["verified norvig"],
          f"{row['norvig median']:.2f}", f"{row['norvig mean']:.2f}",
          f"{row['median'] / row['norvig median']:.3f}", f"{row['mean'] / row['norvig mean']:.3f}"]
         for row in rows])


def rating_table(rows: list[dict]) -> str:
    """The figures of ``rate`` as a markdown table."""
    return markdown_table(
        ["set", "puzzles", "finished without guessing", "median CPU ms", "mean CPU ms",
         "max CPU ms"],
        [[row["set"], row["puzzles"], row["finished"], f"{row['median']:.1f}",
          f"{row['mean']:.1f}", f"{row['max']:.1f}"] for row in rows])


def verdicts(rows: list[dict], peak: float, floors: list[dict] = (),
             rated: list[dict] = ()) -> str:
    """Each target of the engine issue, met or not, in this run, with the floor under it.

    The targets are milliseconds measured on the machine where Norvig's top95 median
    was ``NORVIG_THEN``. On a faster machine each one is judged at its share of
    Norvig's median now, the stricter of the two: a faster machine must not make a
    target easier.
    """
    lines = []
    floor_of = {row["set"]: row for row in floors}
    top95 = next((row for row in rows if row["set"] == "top95"), None)
    speed = min(1.0, top95["norvig median"] / NORVIG_THEN) if top95 else 1.0

    def judged(target: float) -> tuple[float, str]:
        """The target this run must meet, and the words that say how it was scaled."""
        if speed == 1.0:
            return target, ""
        return target * speed, (f"; as a share of Norvig's top95 median then, "
                                f"{target * speed:.2f} ms now")

    for row in rows:
        median, mean = TARGETS.get(row["set"], (None, None))
        for what, target, value in (("median", median, row["median"]),
                                    ("mean", mean, row["mean"])):
            if target is not None:
                bound, scaled = judged(target)
                lines.append(f"- {row['set']} {what} {value:.2f} ms, target {target} ms"
                             f"{scaled}: {'met' if value <= bound else 'not met'}")
                floor = floor_of.get(row["set"])
                if floor:
                    lines.append(f"  (the floor: placing the solution's digits alone takes a "
                                 f"{what} of {floor[what]:.2f} ms here)")
        if row["set"] == "top95":
            lines.append(f"- top95 guesses {row['guesses']:.1f} per puzzle, target 15: "
                         f"{'met' if row['guesses'] <= 15 else 'not met'}")
    for row in rated:
        if row["set"] == "top95":
            (median, median_words), (worst, worst_words) = judged(10), judged(150)
            lines.append(f"- rate on top95: median {row['median']:.1f} ms, target 10 ms"
                         f"{median_words}: {'met' if row['median'] <= median else 'not met'}; "
                         f"worst {row['max']:.1f} ms, target 150 ms{worst_words}: "
                         f"{'met' if row['max'] <= worst else 'not met'}")
    lines.append(f"- peak memory of the whole run {peak:.0f} MB, target under 100 MB: "
                 f"{'met' if peak < 100 else 'not met'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the chosen sets, print the tables, and append them to ``benchmarks/results.md``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="easy50,top95,hardest,17clue,sugolver")
    parser.add_argument("--human-sets", default="easy50,top95,hardest,sugolver",
                        help="the sets to rate with the human chain ('none' for none)")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    require_puzzles()
    solver, board = Solver(), Board(CLASSIC)
    rows = [run_set(name, solver, board) for name in args.sets.split(",")]
    report("Solving with the model: Solver() and its fast chain (singles, locked candidates, "
           "guessing), beside Norvig's algorithm", solving_table(rows), record=not args.no_record)
    floors = [floor_set(name, board) for name in args.sets.split(",")]
    report("The floor: loading each puzzle and placing its solution's digits, no search",
           floor_table(floors), record=not args.no_record)
    rated = []
    if args.human_sets != "none":
        rated = [rate_set(name, board) for name in args.human_sets.split(",")]
        report("Rating with the human chain (sudoku rate)", rating_table(rated),
               record=not args.no_record)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    report("Targets of the engine issue in this run", verdicts(rows, peak, floors, rated),
           record=not args.no_record)
    return 0 if all(row["verified"] == row["verified norvig"] == row["puzzles"]
                    for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
