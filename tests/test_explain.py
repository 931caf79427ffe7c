"""``sudoku explain``: the human chain, one explained step a line, and honest exit codes."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from checker import is_solution
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE, REFERENCE_PUZZLES

#: Arto Inkala's puzzle: no technique of the chain applies to it before the forcing chains.
INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

#: The classic puzzle less the 3 of r1c2 and the 5 of r2c6: two solutions, one guess apart.
SEVERAL = "5...7....6..19.....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

from sudoku import Board, Solver, format_line, parse
from sudoku.cli.explain import EXIT_CODES, explanation
from sudoku.rating import human_solve
from sudoku.strategies import HUMAN_CHAIN, ForcingChain

RESULT = r"r\d+c\d+(=|<>)\w+"
STEP_LINE = re.compile(rf"^(\| )*(guess )?{RESULT}(, {RESULT})*: .+$")


def explain(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sudoku", "explain", *args],
                          check=False, capture_output=True, text=True, input=stdin, timeout=120)


def test_explain_prints_one_step_a_line_and_exits_0_when_solved():
    run = explain(CLASSIC_PUZZLE)
    assert run.returncode == 0, run.stderr
    *steps, ending = run.stdout.splitlines()
    assert all(STEP_LINE.match(line) for line in steps), steps
    assert ending.startswith(f"solved in {len(steps)} steps")


def test_explain_says_stuck_and_exits_1_when_the_chain_runs_out():
    # The forcing chains finish Inkala's puzzle; the chain without them gets stuck at once.
    without = tuple(s for s in HUMAN_CHAIN if not isinstance(s, ForcingChain))
    status, lines = explanation(human_solve(Board.from_text(INKALA), without))
    assert status == "stuck" and EXIT_CODES[status] == 1
    assert lines[0].startswith("stuck: no technique of the chain applies") \
        and "try --guess" in lines[0]


def test_explain_with_guess_marks_every_step_that_depends_on_a_guess():
    run = explain("--guess", SEVERAL)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()[:-1]
    first_guess = next(i for i, line in enumerate(lines) if line.startswith("guess "))
    assert all(not line.startswith("|") for line in lines[:first_guess])
    assert all(line.startswith("| ") for line in lines[first_guess + 1:])


def test_every_step_explain_prints_holds_in_the_solution():
    solution = Solver().solve(Board.from_text(HARD_PUZZLE)).grid
    board = Board.from_text(HARD_PUZZLE)
    result = Solver(HUMAN_CHAIN).solve(board)
    for step in result.steps:
        assert all(solution[cell.index] == digit for cell, digit in step.placements), step
        assert all(solution[cell.index] != digit for cell, digit in step.eliminations), step


def _graded(level: str) -> list[str]:
    path = REFERENCE_PUZZLES / "seeds" / f"sugolver_{level}.txt"
    if not path.exists():
        pytest.skip(f"reference puzzles not found at {REFERENCE_PUZZLES} (a fresh clone has none)")
    return [line for line in path.read_text().splitlines() if line and not line.startswith("#")]


@pytest.mark.parametrize("level", ["simple", "easy", "intermediate"])
def test_explain_solves_the_seeds_graded_grids_without_guessing(level):
    for puzzle in _graded(level):
        board = Board.from_text(puzzle)
        result = Solver(HUMAN_CHAIN).solve(board)
        assert result.status == "solved" and result.guesses == 0, puzzle
        assert is_solution(result.grid, parse(puzzle)), puzzle


def test_explain_from_the_command_line_matches_the_library():
    puzzle = _graded("intermediate")[0]
    run = explain(puzzle)
    assert run.returncode == 0
    result = Solver(HUMAN_CHAIN).solve(Board.from_text(puzzle))
    assert run.stdout.splitlines()[:-1] == [step.sentence() for step in result.steps]
    assert format_line(result.grid).count(".") == 0


def test_a_file_gets_a_heading_per_puzzle_and_a_summary(sudoku, tmp_path):
    puzzles = tmp_path / "three.txt"
    puzzles.write_text(f"{CLASSIC_PUZZLE}\n\n55{'.' * 79}\n{HARD_PUZZLE}\n", encoding="utf-8")
    code, out, err = sudoku("explain", "-f", str(puzzles))
    headings = [line for line in out.splitlines() if line.startswith("# line")]
    assert headings == [f"# line 1: {CLASSIC_PUZZLE}", f"# line 3: 55{'.' * 79}",
                        f"# line 4: {HARD_PUZZLE}"]
    endings = [line for line in out.splitlines() if line.startswith(("solved", "stuck"))]
    assert len(endings) == 2  # the clashing puzzle has its heading, no explanation
    assert code == 2 and "line 3: 5 is given twice in row 1" in err
    assert err.endswith("sudoku: 3 puzzles: 2 solved, 1 invalid, 0 no solution, "
                        "0 multiple solutions, 0 stuck, 0 gave up\n")
