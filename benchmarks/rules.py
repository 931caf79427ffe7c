"""Rules on/off: how each family of rules changes the cost of solving, level by level.

Run ``python benchmarks/rules.py`` from the repository root (the reference
puzzles live in ``../shared/puzzles``). It solves the four graded sugolver
sets (simple, easy, intermediate, expert) with twelve chains, each one adding
rules to the one before, and always guessing last:

1. guessing alone;
2. + naked singles;
3. + hidden singles;
4. + locked candidates (pointing and claiming);
5. + naked and hidden subsets (pairs, triples, quads);
6. + the one-digit patterns (fish, finned fish, Franken and Mutant fish, turbot
   fish, empty rectangles, colouring);
7. + wings (XY, XYZ, W) and remote pairs;
8. + uniqueness (unique, hidden and avoidable rectangles, unique loops, BUG+1);
9. + chains and loops (X-chains, XY-chains, nice loops, grouped ones);
10. + ALS (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom) and Sue de Coq;
11. + forcing chains and nets (the last resort before guessing);
12. the whole ``DEFAULT_CHAIN`` (plug-ins included, if any: the strategies of no
    family above, such as the templates, are in it alone).

A chain with uniqueness strategies has them switched on when the puzzle has
one solution, as ``sudoku explain --guess`` does (that count is made outside
the timing).

One row per chain. For each level, ``<level> ms`` is the median / mean CPU
time per puzzle in milliseconds (``time.process_time``, board built from text
and solved: CPU time, so other work on the machine does not inflate it), and
``<level> guesses`` is the mean number of guesses per puzzle (with guessing
alone, every placement is a guess). ``solved / verified`` counts, over all the
levels run, the puzzles the chain solved and those whose grid fills every
container with every digit, keeps the givens and matches ``*_solutions.txt``.
No bound is put on the search: every chain finishes in milliseconds per puzzle.

A second table gives, for each chain without its guessing, how many puzzles of
top95 and of ``hardest`` (Norvig's sets) it finishes: the share the human
chain solves without a guess is its row ``whole chain``. When ``java`` and HoDoKu
(``../shared/tools/hodoku/hodoku.jar``) are there, a row below it counts the
puzzles whose HoDoKu 2.2.0 solve path has no forcing chain, forcing net or brute
force step: what HoDoKu's own techniques finish before it needs its last resorts,
to set beside the chain's row before forcing chains. A last row takes the puzzles that
chain leaves unfinished and counts those HoDoKu's path finishes without a last resort: where
that is 0, no technique of HoDoKu's beside ours would finish more of them.

Options: ``--levels simple,expert`` to choose levels, ``--hard-sets top95,hardest``
(``none`` for none) for the second table, ``--no-record`` to print only instead
of also appending the tables to ``benchmarks/results.md``.
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
from solve import PUZZLES, puzzle_lines, require_puzzles, verified

from sudoku import Board, Solver
from sudoku.formats import parse
from sudoku.rating import human_chain
from sudoku.strategies import (
    DEFAULT_CHAIN,
    Guess,
    HiddenSingle,
    HiddenSubset,
    LockedCandidates,
    NakedSingle,
    NakedSubset,
    Strategy,
)

LEVELS = ("simple", "easy", "intermediate", "expert")
"""The graded sugolver sets, easiest first: ``seeds/sugolver_<level>.txt``."""

WHOLE = "whole chain"
"""The name of the last chain, which depends on the puzzle (see ``strategies_for``)."""


FAMILIES = (
    ("+ one-digit patterns", ("fish", "finned_fish", "franken_fish", "turbot_fish",
                              "empty_rectangle", "simple_colouring", "multi_colouring")),
    ("+ wings", ("xy_wing", "xyz_wing", "w_wing", "remote_pair")),
    ("+ uniqueness", ("unique_rectangle", "hidden_rectangle", "avoidable_rectangle", "unique_loop",
                      "bug")),
    ("+ chains and loops", ("x_chain", "xy_chain", "nice_loop", "continuous_nice_loop",
                            "grouped_nice_loop")),
    ("+ ALS and Sue de Coq", ("als_xz", "als_xy_wing", "als_xy_chain", "death_blossom",
                              "sue_de_coq")),
    ("+ forcing chains and nets", ("forcing",)),
)
"""The families the chain grows by after the subsets, each named by the modules of its
strategies (``sudoku/strategies/<module>.py``), easiest family first."""


def family_of(strategy: Strategy) -> str | None:
    """The name of the family ``strategy`` belongs to in ``FAMILIES``, or ``None``."""
    module = type(strategy).__module__.rsplit(".", 1)[-1]
    return next((name for name, modules in FAMILIES if module in modules), None)


def chains() -> dict[str, list[Strategy]]:
    """The growing chains by name, deductions in order of difficulty and ``Guess`` last."""
    added = [("guessing alone", []),
             ("+ naked singles", [NakedSingle()]),
             ("+ hidden singles", [HiddenSingle()]),
             ("+ locked candidates", [LockedCandidates("pointing"), LockedCandidates("claiming")]),
             ("+ subsets", [NakedSubset(2), HiddenSubset(2), NakedSubset(3), HiddenSubset(3),
                            NakedSubset(4), HiddenSubset(4)])]
    added += [(name, [strategy for strategy in DEFAULT_CHAIN if family_of(strategy) == name])
              for name, _ in FAMILIES]
    result, deductions = {}, []
    for name, strategies in added:
        deductions = sorted(deductions + strategies, key=lambda strategy: strategy.difficulty)
        result[name] = deductions + [Guess()]
    result[WHOLE] = list(DEFAULT_CHAIN)
    return result


def strategies_for(name: str, chain: list[Strategy], givens: list[int]) -> tuple[Strategy, ...]:
    """The chain to solve ``givens`` with, its uniqueness strategies on when that holds."""
    if any(strategy.requires_uniqueness for strategy in chain):
        return human_chain(Board(givens=givens), chain)
    return tuple(chain)


def run_level(name: str, chain: list[Strategy], level: str) -> dict:
    """Solve one level with one chain; return its times, guesses and counts."""
    path = PUZZLES / "seeds" / f"sugolver_{level}.txt"
    known = puzzle_lines(path.with_name(path.stem + "_solutions.txt"))
    times, guesses, solved, good = [], [], 0, 0
    for text, solution in zip(puzzle_lines(path), known, strict=True):
        solver = Solver(strategies_for(name, chain, parse(text)))
        started = time.process_time()
        givens = parse(text)
        board = Board(givens=givens)
        result = solver.solve(board)
        times.append((time.process_time() - started) * 1000)
        guesses.append(result.guesses)
        solved += result.is_solved
        good += result.is_solved and verified(board.layout, givens, result.grid, solution)
    return {"puzzles": len(times), "solved": solved, "verified": good,
            "median ms": statistics.median(times), "mean ms": statistics.mean(times),
            "guesses": statistics.mean(guesses)}


def table(rows: dict[str, dict[str, dict]], levels: list[str]) -> str:
    """The figures as a markdown table: one row per chain, two columns per level."""
    heading = ["chain"]
    for level in levels:
        heading += [f"{level} ms", f"{level} guesses"]
    heading.append("solved / verified")
    lines = []
    for name, figures in rows.items():
        line: list[object] = [name]
        for level in levels:
            cell = figures[level]
            line += [f"{cell['median ms']:.1f} / {cell['mean ms']:.1f}", f"{cell['guesses']:.1f}"]
        total = sum(cell["puzzles"] for cell in figures.values())
        solved = sum(cell["solved"] for cell in figures.values())
        good = sum(cell["verified"] for cell in figures.values())
        line.append(f"{solved} / {good} of {total}")
        lines.append(line)
    return markdown_table(heading, lines)


def run_without_guessing(name: str, chain: list[Strategy], sets: list[str],
                         stuck: dict[str, set[str]] | None = None) -> dict:
    """How many puzzles of each of ``sets`` the chain finishes with its guessing left out.

    Args:
        stuck: if given, gets the puzzles the chain leaves unfinished, by set.
    """
    deductions = [strategy for strategy in chain if not isinstance(strategy, Guess)]
    finished = {}
    for each in sets:
        lines = puzzle_lines(PUZZLES / "benchmarks" / f"{each}.txt")
        done = 0
        for text in lines:
            givens = parse(text)
            result = Solver(strategies_for(name, deductions, givens)).solve(Board(givens=givens))
            done += result.is_solved
            if stuck is not None and not result.is_solved:
                stuck.setdefault(each, set()).add(text)
        finished[each] = (done, len(lines))
    return finished


HODOKU = PUZZLES.parent / "tools" / "hodoku" / "hodoku.jar"
"""HoDoKu 2.2.0, the reference rater beside the project (see its README)."""

LAST_RESORTS = ("Forcing Chain", "Forcing Net", "Brute Force")
"""The names HoDoKu gives its steps of last resort, as its solve paths print them."""

HODOKU_ROW = "HoDoKu 2.2.0, before its forcing chains and nets"
"""The name of the row of puzzles HoDoKu's path finishes without a last resort."""


BEFORE_FORCING = FAMILIES[-2][0]
"""The chain just before the forcing chains: every technique that is not a last resort."""
HODOKU_ON_STUCK = f"HoDoKu 2.2.0, before its last resorts, on the puzzles '{BEFORE_FORCING}' leaves"
"""The row that says whether HoDoKu's techniques finish any puzzle ours leave stuck: of the
puzzles the chain before forcing chains leaves unfinished, those HoDoKu's path finishes
without a forcing chain, net or brute force."""


def run_hodoku(sets: list[str], free: dict[str, set[str]] | None = None) -> dict | None:
    """How many puzzles of each set HoDoKu's solve path finishes without a last resort.

    ``None`` when ``java`` or HoDoKu is absent (the row is left out, and a line says why).

    Args:
        free: if given, gets the puzzles HoDoKu finishes so, by set.
    """
    if shutil.which("java") is None or not HODOKU.exists():
        print(f"no java or no {HODOKU}: the HoDoKu row is left out", file=sys.stderr)
        return None
    finished = {}
    with tempfile.TemporaryDirectory() as scratch:
        for each in sets:
            lines = puzzle_lines(PUZZLES / "benchmarks" / f"{each}.txt")
            given, paths = Path(scratch) / f"{each}.txt", Path(scratch) / f"{each}.out"
            given.write_text("\n".join(lines) + "\n")
            # HoDoKu reads a word that starts with "/" as an option: relative names, then
            subprocess.run(["java", "-Xmx1g", "-jar", str(HODOKU), "/bs", given.name, "/vp",
                            "/o", paths.name], cwd=scratch, check=True, capture_output=True,
                           timeout=1800)
            done = {puzzle for puzzle, path in zip(lines, hodoku_paths(paths.read_text()))
                    if not any(step.startswith(LAST_RESORTS) for step in path)}
            finished[each] = (len(done), len(lines))
            if free is not None:
                free[each] = done
    return finished


def hodoku_paths(text: str) -> list[list[str]]:
    """The solve paths of a HoDoKu ``/vp`` output: for each puzzle, its steps' lines."""
    paths: list[list[str]] = []
    for line in text.splitlines():
        if line[:1] in ".123456789" and len(line) >= 81:
            paths.append([])  # a puzzle's line: its steps follow, indented
        elif line.startswith(" ") and paths:
            paths[-1].append(line.strip())
    return paths


def without_guessing_table(rows: dict[str, dict], sets: list[str]) -> str:
    """The puzzles each chain finishes without guessing, as a markdown table."""
    lines = [[name] + [f"{done} of {total}" for done, total in (found[each] for each in sets)]
             for name, found in rows.items()]
    return markdown_table(["chain, guessing left out"] + sets, lines)


def main(argv: list[str] | None = None) -> int:
    """Run every chain on the chosen levels, print the table and record it unless told not to."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default=",".join(LEVELS), help="e.g. simple,expert")
    parser.add_argument("--hard-sets", default="top95,hardest",
                        help="sets to finish without guessing, or none")
    parser.add_argument("--no-record", action="store_true", help="print only")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        parser.error(f"unknown levels {', '.join(unknown)}; known: {', '.join(LEVELS)}")
    require_puzzles()
    rows = {name: {level: run_level(name, chain, level) for level in levels}
            for name, chain in chains().items()}
    report("Rules on/off (sugolver levels; ms: median / mean CPU per puzzle)",
           table(rows, levels), record=not args.no_record)
    hard = [] if args.hard_sets == "none" else args.hard_sets.split(",")
    if hard:
        stuck: dict[str, set[str]] = {}  # what the chain leaves before its forcing chains
        finished = {name: run_without_guessing(name, chain, hard,
                                               stuck if name == BEFORE_FORCING else None)
                    for name, chain in chains().items()}
        free: dict[str, set[str]] = {}
        theirs = run_hodoku(hard, free)
        if theirs is not None:
            finished[HODOKU_ROW] = theirs
            finished[HODOKU_ON_STUCK] = {
                each: (len(stuck.get(each, set()) & free[each]), len(stuck.get(each, set())))
                for each in hard}
        report("Rules on/off: puzzles finished without guessing",
               without_guessing_table(finished, hard), record=not args.no_record)
    return 0 if all(cell["verified"] == cell["puzzles"]
                    for figures in rows.values() for cell in figures.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
