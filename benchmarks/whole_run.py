"""Whole runs, start-up included: our command line against standalone pycosat and exact-cover.

Run ``.venv-bench/bin/python benchmarks/whole_run.py`` from the repository root
(set-up in the docstring of ``peers.py``). Each contender is one subprocess that
reads the same file of puzzles (default the 1,000 17-clue puzzles; ``--set
top95`` or ``--file FILE`` for others) and writes one solution per line:

* ours: ``sudoku solve -f FILE --format line``, the ``sudoku`` script beside the
  running Python (``.venv-bench/bin``), else ``.venv/bin/sudoku``; ``--sudoku
  PATH`` to choose;
* pycosat and exact-cover: ``python benchmarks/whole_run.py --standalone NAME
  FILE``, this module as a plain script: it imports only the peer (and numpy),
  builds the encoding shared by all puzzles once, then solves line by line.

The time is the wall time of the whole subprocess (``time.perf_counter`` around
``subprocess.run``, output piped back), best of ``--runs`` runs (3), the
contenders in rotating order in each round. Every output line is verified
(each row, column and box holds 1..9, the givens kept). Targets of the engine
issue: ours <= 0.5 x pycosat, ours <= 0.8 x exact-cover. ``--no-record`` prints only.

This module also holds what the peer adapters share (``peers.py`` imports it):
the units, the check of a grid, the CNF of sudoku and the exact cover matrix.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UNITS = [list(range(9 * r, 9 * r + 9)) for r in range(9)] + [
    list(range(c, 81, 9)) for c in range(9)] + [
    [27 * (b // 3) + 3 * (b % 3) + 9 * r + c for r in range(3) for c in range(3)]
    for b in range(9)]
"""The 27 rows, columns and boxes, as lists of cell indices 0..80."""
BOX = [next(b for b in range(9) if i in UNITS[18 + b]) for i in range(81)]
"""The box (0..8) of each cell."""


def digits(line: str) -> list[int]:
    """The 81 givens of a line, 0 for an empty cell ('.' or '0')."""
    return [int(ch) if ch in "123456789" else 0 for ch in line]


def verified(givens: list[int], grid: object) -> bool:
    """Whether ``grid`` is 81 ints filling every unit with 1..9 and keeping the givens."""
    if not isinstance(grid, list) or len(grid) != 81:
        return False
    if any({grid[i] for i in unit} != set(range(1, 10)) for unit in UNITS):
        return False
    return all(g == 0 or g == v for g, v in zip(givens, grid))


def candidates(givens: list[int]) -> list[tuple[int, int]]:
    """The (cell, digit) choices of a puzzle: the given for a given cell, 1..9 for an empty one."""
    return [(i, d) for i, g in enumerate(givens) for d in ((g,) if g else range(1, 10))]


def cover_columns(cell: int, digit: int) -> tuple[int, int, int, int]:
    """The four exact-cover columns (of 324) that placing ``digit`` in ``cell`` fills."""
    row, col, k = cell // 9, cell % 9, digit - 1
    return cell, 81 + 9 * row + k, 162 + 9 * col + k, 243 + 9 * BOX[cell] + k


def sudoku_cnf() -> list[list[int]]:
    """CNF clauses of the empty sudoku; variable 9 * cell + digit means 'cell holds digit'."""
    clauses = [[9 * i + d for d in range(1, 10)] for i in range(81)]
    clauses += [[-(9 * i + a), -(9 * i + b)]
                for i in range(81) for a in range(1, 10) for b in range(a + 1, 10)]
    for unit in UNITS:
        for d in range(1, 10):
            clauses.append([9 * i + d for i in unit])
            clauses += [[-(9 * i + d), -(9 * j + d)]
                        for n, i in enumerate(unit) for j in unit[n + 1:]]
    return clauses


def make_pycosat():
    """pycosat: ``pycosat.solve(clauses)`` on our CNF plus one unit clause per given."""
    import pycosat
    base = sudoku_cnf()

    def solve(line: str) -> list[int]:
        """Solve one line with picosat; read the true variables back as digits."""
        units = [[9 * i + g] for i, g in enumerate(digits(line)) if g]
        model = pycosat.solve(base + units)
        if model in ("UNSAT", "UNKNOWN"):
            raise RuntimeError(f"pycosat: {model}")
        grid = [0] * 81
        for var in model:
            if var > 0:
                grid[(var - 1) // 9] = (var - 1) % 9 + 1
        return grid
    return solve


def make_exact_cover():
    """exact-cover: ``get_exact_cover(matrix)``, a C Algorithm X on a numpy bool matrix."""
    import numpy as np
    from exact_cover import get_exact_cover
    full = np.zeros((729, 324), dtype=bool)
    for i in range(81):
        for d in range(1, 10):
            full[9 * i + d - 1, list(cover_columns(i, d))] = True

    def solve(line: str) -> list[int]:
        """Keep the matrix rows of the puzzle's choices; map the chosen rows back to digits."""
        choices = candidates(digits(line))
        rows = get_exact_cover(full[[9 * i + d - 1 for i, d in choices]])
        grid = [0] * 81
        for r in rows:
            cell, digit = choices[r]
            grid[cell] = digit
        return grid
    return solve


STANDALONE = {"pycosat": make_pycosat, "exact-cover": make_exact_cover}
"""The peers that run as a standalone script, by name."""
TARGETS = {"pycosat": 0.5, "exact-cover": 0.8}
"""For each standalone peer, the most our whole run may take, as a multiple of the peer's."""


def standalone(name: str, path: str) -> int:
    """Solve every puzzle of ``path`` with one peer; print one 81-digit line each."""
    solve = STANDALONE[name]()
    with open(path, encoding="utf-8") as puzzles:
        lines = [line.strip() for line in puzzles if line.strip() and not line.startswith("#")]
    sys.stdout.write("".join("".join(map(str, solve(line))) + "\n" for line in lines))
    return 0


def checked(lines: list[str], output: str) -> int:
    """How many puzzles the output solves: line by line, the first word of each output line."""
    answers = [row.split()[0] if row.split() else "" for row in output.splitlines()]
    return sum(len(answer) == 81 and answer.isdigit()
               and verified(digits(line), [int(ch) for ch in answer])
               for line, answer in zip(lines, answers))


def measure(commands: dict, lines: list[str], runs: int) -> dict:
    """Run every command ``runs`` times in rotating order; its seconds and verified counts."""
    names = list(commands)
    seconds = {name: [] for name in names}
    good = {name: [] for name in names}
    for round_ in range(runs):
        for name in names[round_ % len(names):] + names[:round_ % len(names)]:
            started = time.perf_counter()
            done = subprocess.run(commands[name], capture_output=True, text=True,
                                  cwd=ROOT, check=False)
            seconds[name].append(time.perf_counter() - started)
            good[name].append(checked(lines, done.stdout) if done.returncode == 0 else 0)
            if done.returncode:
                print(f"{name} failed ({done.returncode}): {done.stderr[-300:]}", file=sys.stderr)
    return {"seconds": seconds, "good": good}


def shown(command: str) -> str:
    """A command's path relative to the repository root when it is inside it."""
    path = Path(command)
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else command


def target(name: str, best: dict) -> str:
    """The target of ours against ``name`` and whether the best times meet it."""
    if name not in TARGETS:
        return ""
    met = best["ours"] <= TARGETS[name] * best[name]
    return f"ours <= {TARGETS[name]:g} x {name}: {'met' if met else 'missed'}"


def main(argv: list[str] | None = None) -> int:
    """Time the whole runs, print the table and record it (or run one standalone peer)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--standalone", nargs=2, metavar=("PEER", "FILE"),
                        help="solve FILE with PEER (pycosat or exact-cover) and print the grids")
    parser.add_argument("--set", default="17clue", choices=["17clue", "top95"])
    parser.add_argument("--file", help="a file of puzzles instead of --set")
    parser.add_argument("--sudoku", help="our command (default: beside this Python)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    if args.standalone:
        return standalone(*args.standalone)
    from record import markdown_table, report
    from solve import PUZZLES, SETS, puzzle_lines, require_puzzles
    if not args.file:
        require_puzzles()
    path = Path(args.file) if args.file else PUZZLES / SETS[args.set]
    lines = puzzle_lines(path)
    here = Path(os.path.abspath(sys.executable)).parent  # the venv's bin, symlinks kept
    ours = args.sudoku or next((str(p) for p in (here / "sudoku",
                                                 ROOT / ".venv" / "bin" / "sudoku")
                                if p.exists()), "sudoku")
    commands = {"ours": [ours, "solve", "-f", str(path), "--format", "line"]}
    for name in STANDALONE:
        commands[name] = [sys.executable, __file__, "--standalone", name, str(path)]
    figures = measure(commands, lines, args.runs)
    best = {name: min(times) for name, times in figures["seconds"].items()}
    rows = [[name, f"{min(figures['good'][name])} / {len(lines)}", f"{best[name]:.2f}",
             " ".join(f"{s:.2f}" for s in figures["seconds"][name]),
             f"{best['ours'] / best[name]:.2f}",
             target(name, best) if min(figures["good"][name]) == len(lines) else "failed"]
            for name in commands]
    table = markdown_table(["run", "verified", "best s", "runs s", "ours / run", "target"], rows)
    notes = (f"\nWhole runs on {path.name} ({len(lines)} puzzles), start-up included: wall "
             f"time of one subprocess, best of {args.runs}, rotating order. Ours: "
             f"`{shown(ours)} solve -f FILE --format line`; the others: a standalone "
             f"script (one encoding built once, then a loop over the lines).\n")
    report("Whole runs: our command line against standalone pycosat and exact-cover",
           table + "\n" + notes, record=not args.no_record)
    return 0 if all(min(g) == len(lines) for g in figures["good"].values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
