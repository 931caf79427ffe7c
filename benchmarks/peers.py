"""Our solver beside the sudoku solvers people install from PyPI, puzzle by puzzle.

The peers live in their own environment, ``.venv-bench`` at the repository
root (gitignored), so that they never leak into the project's ``.venv``::

    python3 -m venv .venv-bench
    .venv-bench/bin/pip install -e . -r benchmarks/requirements-bench.txt
    .venv-bench/bin/pip install --target .venv-bench/py-sudoku-pkg py-sudoku==2.0.0
    .venv-bench/bin/python benchmarks/peers.py --limit 20 --no-record

py-sudoku is a package named ``sudoku`` too, so it is kept out of
site-packages (where it would hide ours) and its one module file,
``sudoku/sudoku.py``, is loaded under the name ``py_sudoku``. The adapters are
ours; the CNF of sudoku (pycosat) and the 324-column exact cover matrix
(exact-cover, dlx) are in ``whole_run.py``, which runs the first two as
standalone scripts.

For each puzzle every solver runs once, in turn, the first solver moving on by
one each puzzle so that none always goes first. Each call is timed with
``time.perf_counter`` and includes reading the 81-character line into the
solver's input and turning its answer into 81 ints; work that does not depend
on the puzzle (imports, the CNF clauses and cover matrix shared by all puzzles)
is done once before. Every grid is verified (each row, column and box holds
1..9, the givens kept). Ours is what ``sudoku solve`` runs: ``Solver()`` with
the fast chain on one board, loaded with each puzzle; CP-SAT runs with one
worker, as ours does.

Policy for slow peers: a call is stopped after ``--cap`` seconds (10; a timer
signal, which cannot stop C code, so ortools also has a 10 s limit of its
own), a solver stopped three times in a set is dropped for the rest of it, and
the pure-Python backtrackers (py-sudoku, python-constraint, dokusan) get only
the first ``--slow-limit`` puzzles (100) of each set. ``tried`` counts the
puzzles a solver was given. A stop, an error or a wrong grid is a failure;
failures count as infinitely slow in the median (a median with failures is a
lower bound) and are left out of the mean. The ratio is the solver's median
over ours on the same puzzles.

Options: ``--sets top95,17clue``, ``--limit N`` (first N puzzles of each set),
``--peers a,b``, ``--cap SECONDS``, ``--slow-limit N``, ``--no-record``.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import signal
import statistics
import time
from pathlib import Path

from record import markdown_table, report
from whole_run import STANDALONE, UNITS, candidates, cover_columns, digits, verified

ROOT = Path(__file__).resolve().parents[1]
PY_SUDOKU = ROOT / ".venv-bench" / "py-sudoku-pkg" / "sudoku" / "sudoku.py"
SLOW = ("py-sudoku", "python-constraint", "dokusan")
"""The pure-Python backtrackers, which only get the first ``--slow-limit`` puzzles of a set."""
ORTOOLS_LIMIT = 10.0
"""CP-SAT's own time limit in seconds (the timer signal cannot stop its C++ search)."""


def make_ours():
    """Ours, as ``sudoku solve`` runs it: ``Solver()`` on one board, loaded with each puzzle."""
    from sudoku import Board, Solver
    from sudoku.formats import parse
    model, board = Solver(), Board()

    def solve(line: str) -> list[int]:
        """``board.load(parse(line))``, then ``Solver().solve(board)``"""
        board.load(parse(line))
        return model.solve(board).grid
    return solve


def make_dlx():
    """dlx: ``DLX(columns, rows, rowNames).solve()``, Knuth's dancing links in pure Python."""
    from dlx import DLX
    columns = [(j, DLX.PRIMARY) for j in range(324)]

    def solve(line: str) -> list[int]:
        """Build the links for the puzzle's choices; read the first cover's row names."""
        choices = candidates(digits(line))
        links = DLX(columns, [list(cover_columns(i, d)) for i, d in choices], choices)
        grid = [0] * 81
        for node in next(links.solve()):
            cell, digit = links.N[node]
            grid[cell] = digit
        return grid
    return solve


def make_ortools():
    """ortools CP-SAT: 81 int vars, AllDifferent per unit, one worker, capped time."""
    from ortools.sat.python import cp_model

    def solve(line: str) -> list[int]:
        """Model the puzzle (a given is a var with one value) and read the values back."""
        model = cp_model.CpModel()
        cells = [model.new_int_var(g or 1, g or 9, f"c{i}") for i, g in enumerate(digits(line))]
        for unit in UNITS:
            model.add_all_different([cells[i] for i in unit])
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        solver.parameters.max_time_in_seconds = ORTOOLS_LIMIT
        if solver.solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            raise RuntimeError(solver.status_name())
        return [solver.value(cell) for cell in cells]
    return solve


def make_constraint():
    """python-constraint: a ``Problem`` with ``AllDifferentConstraint`` per unit."""
    from constraint import AllDifferentConstraint, Problem

    def solve(line: str) -> list[int]:
        """Backtracking with forward checking (the default solver); a dict back to a list."""
        problem = Problem()
        for i, g in enumerate(digits(line)):
            problem.addVariable(i, [g] if g else list(range(1, 10)))
        for unit in UNITS:
            problem.addConstraint(AllDifferentConstraint(), unit)
        answer = problem.getSolution()
        return [answer[i] for i in range(81)]
    return solve


def make_py_sudoku():
    """py-sudoku: ``Sudoku(3, 3, board=rows).solve(assert_solvable=True).board``."""
    spec = importlib.util.spec_from_file_location("py_sudoku", PY_SUDOKU)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)

    def solve(line: str) -> list[int]:
        """Nine rows of ints (0 empty) in, nine rows of ints out."""
        values = digits(line)
        board = module.Sudoku(3, 3, board=[values[9 * r:9 * r + 9] for r in range(9)])
        return [v for row in board.solve(assert_solvable=True).board for v in row]
    return solve


def make_dokusan():
    """dokusan: ``solvers.backtrack(Sudoku.from_string(line, box_size=BoxSize(3, 3)))``."""
    from dokusan import solvers
    from dokusan.boards import BoxSize, Sudoku

    def solve(line: str) -> list[int]:
        """dokusan reads '.' as empty; ``str`` of its answer is 81 digits."""
        answer = solvers.backtrack(Sudoku.from_string(line, box_size=BoxSize(3, 3)))
        return [int(ch) for ch in str(answer)]
    return solve


def make_sudokutools():
    """sudokutools: ``next(sudokutools.solve.dlx(Sudoku.decode(line)))``, its Algorithm X."""
    from sudokutools.solve import dlx
    from sudokutools.sudoku import Sudoku

    def solve(line: str) -> list[int]:
        """``decode`` wants '0' for empty; the answer is read cell by cell."""
        answer = next(dlx(Sudoku.decode(line.replace(".", "0"))))
        return [answer[r, c] for r in range(9) for c in range(9)]
    return solve


PEERS = {"ours": make_ours, **STANDALONE, "ortools": make_ortools, "dlx": make_dlx,
         "sudokutools": make_sudokutools, "python-constraint": make_constraint,
         "py-sudoku": make_py_sudoku, "dokusan": make_dokusan}
"""Every solver by name, each with the factory that imports it and builds its ``line -> grid``."""


class Capped(Exception):
    """Raised by the timer signal when a call runs past the cap."""


def _on_timer(signum, frame):
    """The timer's handler: stop the call that is running."""
    raise Capped


def timed(solve, line: str, cap: float) -> tuple[float | None, object]:
    """Run ``solve(line)`` under a ``cap``-second timer: (milliseconds, grid) or (None, why)."""
    try:
        signal.setitimer(signal.ITIMER_REAL, cap)
        started = time.perf_counter()
        grid = solve(line)
        elapsed = (time.perf_counter() - started) * 1000
        signal.setitimer(signal.ITIMER_REAL, 0)
        return elapsed, grid
    except Capped:
        return None, "capped"
    except Exception as error:  # noqa: BLE001 - a peer's failure is reported, never fatal
        signal.setitimer(signal.ITIMER_REAL, 0)
        return None, type(error).__name__


def run_set(lines: list[str], solvers: dict, limits: dict, cap: float) -> dict:
    """Solve every line with every solver in rotating order; per solver, its ms per puzzle."""
    names = list(solvers)
    times = {name: {} for name in names}  # puzzle index -> ms, or None for a failure
    why = {name: {} for name in names}    # failure -> how many times
    for k, line in enumerate(lines):
        givens = digits(line)
        for name in names[k % len(names):] + names[:k % len(names)]:
            if k >= limits[name] or why[name].get("capped", 0) >= 3:
                continue
            ms, grid = timed(solvers[name], line, cap)
            if ms is not None and not verified(givens, grid):
                ms, grid = None, "wrong grid"
            times[name][k] = ms
            if ms is None:
                why[name][grid] = why[name].get(grid, 0) + 1
    return {"times": times, "why": why}


def median_ms(values: list[float | None]) -> float:
    """The median, a failure (None) counting as infinitely slow."""
    return statistics.median([math.inf if v is None else v for v in values])


def rows_of(set_name: str, figures: dict) -> list[list[object]]:
    """The table rows of one set: counts, median and mean ms, and the median ratio to ours."""
    ours = figures["times"]["ours"]
    rows = []
    for name, times in figures["times"].items():
        if not times:
            continue
        good = [v for v in times.values() if v is not None]
        median = median_ms(list(times.values()))
        base = median_ms([ours.get(k) for k in times])
        failures = ", ".join(f"{n} {w}" for w, n in figures["why"][name].items()) or "-"
        rows.append([set_name, name, len(times), len(good), failures,
                     f"{median:.2f}" if median < math.inf else "> cap",
                     f"{statistics.mean(good):.2f}" if good else "-",
                     f"{median / base:.2f}" if median < math.inf > base else "-"])
    return rows


def main(argv: list[str] | None = None) -> int:
    """Load the solvers, run the chosen sets, print the table and record it."""
    from solve import PUZZLES, SETS, puzzle_lines, require_puzzles
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="top95,17clue")
    parser.add_argument("--limit", type=int, help="the first N puzzles of each set")
    parser.add_argument("--peers", default=",".join(PEERS), help="solvers to run")
    parser.add_argument("--cap", type=float, default=10.0, help="seconds per call")
    parser.add_argument("--slow-limit", type=int, default=100,
                        help="puzzles per set for " + ", ".join(SLOW))
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    require_puzzles()
    signal.signal(signal.SIGALRM, _on_timer)
    solvers, missing = {}, []
    for name in ["ours"] + [n for n in args.peers.split(",") if n != "ours"]:
        try:
            solvers[name] = PEERS[name]()
        except (ImportError, OSError) as error:
            missing.append(f"{name} ({type(error).__name__}: {error})")
    limits = {name: args.slow_limit if name in SLOW else math.inf for name in solvers}
    rows = []
    for set_name in args.sets.split(","):
        lines = [line for relative in SETS[set_name].split()
                 for line in puzzle_lines(PUZZLES / relative)][:args.limit]
        rows += rows_of(set_name, run_set(lines, solvers, limits, args.cap))
    table = markdown_table(["set", "solver", "tried", "verified", "failures", "median ms",
                            "mean ms", "median / ours"], rows)
    slow = ", ".join(name for name in SLOW if name in solvers)
    notes = (f"\nWall time per call (perf_counter), text in and 81 ints out, solvers in "
             f"rotating order. Cap {args.cap:g} s per call (a solver is dropped after 3). "
             + (f"{slow}: first {min(args.slow_limit, args.limit or args.slow_limit)} puzzles "
                f"per set at most (the tried column says how many). " if slow else "")
             + "Failures count as infinitely slow in the median; the mean is over "
             "verified grids; the ratio compares medians on the same puzzles.\n")
    notes += f"\nOurs: {solvers['ours'].__doc__}.\n"
    if missing:
        notes += "\nNot loaded: " + "; ".join(missing) + "\n"
    report("Ours against PyPI solvers, puzzle by puzzle", table + "\n" + notes,
           record=not args.no_record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
