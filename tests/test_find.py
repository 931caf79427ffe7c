"""``sudoku find``: every instance of a technique in a position, each one sound.

Every listed step is held to the puzzle's solution. A technique lists all its
instances when its class has a ``find_all`` of its own; one with only ``find``
shows its first, and the count line says so.
"""

from __future__ import annotations

import pytest
from checker import step_holds as holds
from conftest import CLASSIC_PUZZLE
from test_position import REGLIB, X_WINGS

from sudoku import Board, Solver
from sudoku.catalogue import at_seed
from sudoku.cli.find import lists_all, search
from sudoku.library_lines import read_library_line
from sudoku.position import read_position
from sudoku.strategies import (
    BUILT_IN_CHAIN,
    Fish,
    Guess,
    NakedSingle,
    Strategy,
)

SEVERAL = CLASSIC_PUZZLE.replace("5", ".").replace("3", ".")
"""Every 3 and 5 of the classic puzzle left out: they can swap, so it has several solutions."""


def solution_of(board: Board) -> list[int]:
    return Solver().solve(Board(board.layout, board.values())).grid


class FirstOnly(Strategy):
    """A technique written the short way, with ``find`` alone: the naked single's first."""

    name = "lone candidate"

    def find(self, board):
        """The naked single the agenda offers next."""
        return NakedSingle().find(board)


# --- the listing ----------------------------------------------------------------------------

@pytest.mark.skipif(not lists_all(Fish(2)), reason=(
    "Fish has no find_all of its own yet (sudoku/strategies/fish.py), so X-Wing shows its "
    "first instance only"))
def test_find_lists_both_x_wings_of_a_position_and_each_is_sound(sudoku):
    code, out, err = sudoku("find", "x-wing", X_WINGS)
    board = read_position(X_WINGS).board()
    solution = solution_of(board)
    found = list(Fish(2).find_all(board))
    assert (code, err) == (0, "")
    assert out.splitlines() == [step.sentence() for step in found] + ["2 instances of X-Wing"]
    assert {step.eliminations[0][1] for step in found} == {7, 8}
    assert all(holds(step, solution) for step in found)


def test_a_technique_with_find_all_is_listed_whole_and_without_it_only_first():
    board = Board.from_text(CLASSIC_PUZZLE)  # r5c5, r7c6, r7c9 and r8c8 have one candidate each
    status, lines = search(NakedSingle(), board)
    lone = [cell for cell in board.cells if not cell.digit and len(board.candidates(cell)) == 1]
    assert status == "found" and len(lone) == 4
    assert lines[-1] == f"{len(lone)} instances of naked single"
    assert sorted(line.split("=")[0] for line in lines[:-1]) == sorted(c.name for c in lone)
    status, lines = search(FirstOnly(), board)
    assert status == "found" and len(lines) == 2
    assert lines[-1] == ("1 instance of lone candidate, the first: lone candidate can list only "
                         "its first (its class has no find_all)")


def test_a_real_library_case_finds_its_x_wing_and_nothing_else(sudoku):
    if not REGLIB.exists():
        pytest.skip(f"HoDoKu's regression library is reference data beside the project, "
                    f"absent here ({REGLIB})")
    line = next(line for line in REGLIB.read_text(encoding="utf-8").splitlines()
                if line.startswith(":0300:"))
    case = read_library_line(line)
    board = case.position.board()
    solution = solution_of(board)
    code, out, _ = sudoku("find", "X-Wing", line)
    lines = out.splitlines()
    assert code == 0 and lines[-1].startswith(f"{len(lines) - 1} instance")
    struck = set()
    for step in Fish(2).find_all(board) if lists_all(Fish(2)) else [Fish(2).find(board)]:
        assert holds(step, solution) and step.sentence() in lines
        struck |= {(cell.index, digit) for cell, digit in step.eliminations}
    assert struck <= case.eliminations  # the library: no instance strikes anything else
    if lists_all(Fish(2)):
        assert struck == case.eliminations


# --- the command ----------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "code", "last_line"), [
    (["hidden-single", X_WINGS], 1, "no instance of hidden single here"),
    (["swordfish", X_WINGS], 0, "instance"),
    (["naked-pair", X_WINGS], 1, "no instance of naked pair here"),
    (["unique-rectangle-type-2", SEVERAL], 1,
     ("several solutions: the givens admit more than one, so no technique can finish it; "
     "unique rectangle type 2 needs one solution")),
    (["--timeout", "0", "nice-loop", X_WINGS], 1, ("gave up (--timeout or --max-guesses) after "
                                                  "0 instances of nice loop so far")),
    (["hidden-single", "12345678" + "." * 9 + "9" + "." * 63], 1,
     "no solution: the givens admit none; r1c9 has no candidate left"),
])
def test_the_exit_code_says_whether_the_technique_applies(sudoku, args, code, last_line):
    got, out, err = sudoku("find", *args)
    assert (got, err) == (code, "") and last_line in out.splitlines()[-1]


@pytest.mark.parametrize(("args", "message"), [
    (["x-wings", CLASSIC_PUZZLE],
     "sudoku: error: unknown strategy 'x-wings'; did you mean X-Wing, XY-Wing or XYZ-Wing? "
     "known strategies: "),
    (["guess", CLASSIC_PUZZLE],
     "sudoku: error: guessing is not a technique a position has instances of"),
    (["x-wing", "--layout", "triangular", "." * 54],
     "sudoku: error: X-Wing does not hold for the triangular layout\n"),
    (["x-wing", X_WINGS.replace("| 8  6    79 ", "| 8  6    7x ", 1)],
     "sudoku: invalid puzzle: r1c3 ('7x' at line 2) is not a list of candidates"),
])
def test_bad_input_is_one_line_with_exit_code_2(sudoku, args, message):
    code, out, err = sudoku("find", *args)
    assert (code, out) == (2, "") and err.startswith(message) and err.count("\n") == 1


def test_a_file_gives_each_position_a_heading_and_a_bad_one_stops_nothing(sudoku, tmp_path):
    broken = X_WINGS.replace("| 8  6    79 ", "| 8  6    7x ", 1)
    path = tmp_path / "positions.txt"
    path.write_text(f"{X_WINGS}\n{broken}\n{CLASSIC_PUZZLE}\n")
    code, out, err = sudoku("find", "naked-pair", "-f", str(path))
    assert code == 2
    headings = [line for line in out.splitlines() if line.startswith("#")]
    assert headings[0] == ("# line 2: 86.5.4.3.1.4.9...8..5.....49...5.4.654.6.2.7.7.6.4...5...46"
                           "....4...8...165.2.3.4.")
    assert headings[1].startswith("# line 16: | 8 6 7x | 5 127 4 |") and headings[1].endswith("...")
    assert headings[2] == f"# line 29: {CLASSIC_PUZZLE}"
    assert "sudoku: invalid puzzle: line 16: r1c3 ('7x' at line 16)" in err
    assert err.splitlines()[-1] == ("sudoku: 3 puzzles: 0 found, 2 none, 1 invalid, 0 no solution, "
                                    "0 multiple solutions, 0 gave up")


def test_find_answers_help(capsys):
    with pytest.raises(SystemExit) as stop:
        from sudoku.cli import main
        main(["find", "--help"])
    assert stop.value.code == 0 and "usage: sudoku find" in capsys.readouterr().out


# --- strategies that list every instance ----------------------------------------------------

LISTING = [strategy for strategy in BUILT_IN_CHAIN if not isinstance(strategy, Guess)]
"""Every technique of the human chain: each one lists all its instances for ``sudoku find``."""


@pytest.mark.parametrize("strategy", LISTING, ids=repr)
def test_find_all_starts_with_find_and_lists_distinct_sound_steps(strategy):
    if strategy.requires_uniqueness:  # off in the chain until told: the seed has one solution
        strategy = strategy.assuming_unique()
    found = at_seed(strategy, strategy.example_seed)
    assert found is not None and lists_all(strategy)
    board = found.board
    before = [board.candidates(cell) for cell in board.cells]
    solution = solution_of(board)
    steps = list(strategy.find_all(board))
    assert [board.candidates(cell) for cell in board.cells] == before  # the board is unchanged
    assert steps and steps[0].sentence() == strategy.find(board).sentence()
    assert all(holds(step, solution) for step in steps)
    seen = [(step.results(), step.cells) for step in steps]
    assert len(set(seen)) == len(seen)
