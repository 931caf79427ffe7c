"""The seed documents' example grids, given to ``sudoku solve`` in both of their forms.

The seeds wrote a puzzle either as 81 characters or as nine lines of nine
space-separated tokens with ``_`` for an empty cell. Both forms, as one
argument, on standard input and in a file, must print the known solution.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from checker import is_solution, parse_line
from conftest import REFERENCE_PUZZLES

SEEDS = REFERENCE_PUZZLES / "seeds"


def examples() -> list[tuple[str, str]]:
    """``(puzzle, solution)`` pairs of amauris_examples.txt and its solutions file."""
    if not SEEDS.is_dir():
        pytest.skip(f"reference puzzles not found at {REFERENCE_PUZZLES} (a fresh clone has none)")
    def lines(name: str) -> list[str]:
        return [line for line in (SEEDS / name).read_text().splitlines()
                if line and not line.startswith("#")]
    return list(zip(lines("amauris_examples.txt"), lines("amauris_examples_solutions.txt")))


def nine_lines(puzzle: str) -> str:
    """The seed's other form: nine lines of nine tokens, ``_`` for empty."""
    tokens = ["_" if ch == "." else ch for ch in puzzle]
    return "\n".join(" ".join(tokens[row * 9:row * 9 + 9]) for row in range(9))


def solve(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sudoku", "solve", "--format", "line", *args],
                          capture_output=True, text=True, input=stdin, timeout=60, check=False)


@pytest.mark.parametrize("form", ["line", "nine lines"])
@pytest.mark.parametrize("where", ["argument", "stdin", "file"])
def test_the_seed_examples_solve_in_both_forms(tmp_path, form, where):
    for puzzle, solution in examples():
        text = puzzle if form == "line" else nine_lines(puzzle)
        if where == "argument":
            run = solve(text)
        elif where == "stdin":
            run = solve("-", stdin=text)
        else:
            path = tmp_path / "puzzle.txt"
            path.write_text(text + "\n")
            run = solve("-f", str(path))
        assert run.returncode == 0, run.stderr
        printed = run.stdout.split()[0]
        assert printed == solution
        assert is_solution(parse_line(printed), parse_line(puzzle))


def test_the_grid_output_of_a_seed_example_shows_the_solution():
    puzzle, solution = examples()[0]
    run = subprocess.run([sys.executable, "-m", "sudoku", "solve", nine_lines(puzzle)],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0
    digits = "".join(ch for line in run.stdout.splitlines()[:11] for ch in line if ch.isdigit())
    assert digits == solution
    assert run.stdout.splitlines()[-1].startswith("solved in ")
