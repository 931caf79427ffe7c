"""Every 9x9 reference puzzle is solved, and every answer is checked from scratch.

The reference puzzles are public collections kept beside the repository, in
``../shared/puzzles`` (see its README); a fresh clone does not have them, and
then this module is skipped. Each puzzle is a test of its own, named by file
and line, so a failure says exactly which puzzle broke.

What is checked, for each puzzle:

* the independent checker accepts the grid (rows, columns, boxes, givens kept);
* it equals the line of the matching ``*_solutions.txt``, where there is one;
* every step before the first guess agrees with the solution: a placement is
  the solution's digit, an elimination never strikes it.

The files without solutions hold unique puzzles; ``count_solutions`` confirms
it on every tenth puzzle (on all of them with ``-m slow``). The 1000 puzzles of
the 17-clue file are sampled the same way: every tenth by default, all with
``-m slow``.
"""

from __future__ import annotations

import checker
import pytest
from conftest import REFERENCE_PUZZLES

from sudoku import Board, Solver

if not REFERENCE_PUZZLES.is_dir():
    pytest.skip(f"the reference puzzles are not here: {REFERENCE_PUZZLES} is absent "
                "(they live beside the repository, not in it)", allow_module_level=True)

#: The 9x9 collections (the triangular puzzle of kotlin_triangular is not 9x9).
FILES = (
    "seeds/sugolver_simple.txt",
    "seeds/sugolver_easy.txt",
    "seeds/sugolver_intermediate.txt",
    "seeds/sugolver_expert.txt",
    "seeds/kotlin_traditional.txt",
    "seeds/amauris_examples.txt",
    "seeds/slealq_example.txt",
    "benchmarks/easy50.txt",
    "benchmarks/top95.txt",
    "benchmarks/hardest.txt",
    "benchmarks/17clue_first1000.txt",
)

#: Files so long that the default run takes every tenth puzzle and ``-m slow`` the rest.
SAMPLED = {"benchmarks/17clue_first1000.txt"}


def puzzle_lines(path) -> dict[int, list[int]]:
    """The puzzles of a file by their 1-based line number; comments and blank lines skipped."""
    found = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        text = line.strip()
        if text and not text.startswith("#"):
            found[number] = checker.parse_line(text)
    return found


def solutions_of(name: str) -> dict[int, list[int]]:
    """The known solutions of a file, by line, from its ``*_solutions.txt``; empty if none."""
    path = REFERENCE_PUZZLES / name.replace(".txt", "_solutions.txt")
    return puzzle_lines(path) if path.exists() else {}


def cases():
    for name in FILES:
        known = solutions_of(name)
        for position, (line, givens) in enumerate(puzzle_lines(REFERENCE_PUZZLES / name).items()):
            slow = name in SAMPLED and position % 10
            yield pytest.param(name, line, givens, known.get(line), id=f"{name}:{line}",
                               marks=[pytest.mark.slow] if slow else [])


def uniqueness_cases():
    for name in FILES:
        if solutions_of(name):
            continue
        for position, (line, givens) in enumerate(puzzle_lines(REFERENCE_PUZZLES / name).items()):
            yield pytest.param(name, line, givens, id=f"{name}:{line}",
                               marks=[pytest.mark.slow] if position % 10 else [])


def test_every_file_is_there_and_its_solutions_line_up():
    for name in FILES:
        puzzles = puzzle_lines(REFERENCE_PUZZLES / name)
        assert puzzles, f"{name} holds no puzzle"
        known = solutions_of(name)
        if known:
            assert known.keys() == puzzles.keys(), f"{name}: solutions are not line-aligned"
            for line, solution in known.items():
                assert checker.problems(solution, puzzles[line]) == [], f"{name}:{line}"


@pytest.mark.parametrize("name, line, givens, known", list(cases()))
def test_reference_puzzle_is_solved_correctly(name, line, givens, known):
    result = Solver().solve(Board(givens=givens))
    assert result.is_solved, f"{name}:{line}: {result.status}"
    assert checker.problems(result.grid, givens) == [], f"{name}:{line}"
    if known is not None:
        assert result.grid == known, f"{name}:{line}: differs from the known solution"
    solution = known or result.grid  # these puzzles are unique (checked on a sample below)
    for step in result.steps:
        if step.is_guess:
            break
        for cell, digit in step.placements:
            assert digit == solution[cell.index], f"{name}:{line}: {step}"
        for cell, digit in step.eliminations:
            assert digit != solution[cell.index], f"{name}:{line}: {step}"


@pytest.mark.parametrize("name, line, givens", list(uniqueness_cases()))
def test_reference_puzzle_without_known_solution_is_unique(name, line, givens):
    board = Board(givens=givens)
    assert Solver().count_solutions(board) == 1, f"{name}:{line}"
    assert board.values() == givens  # counting leaves the board as it was
