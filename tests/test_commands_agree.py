"""The commands agree: one verdict, one sentence, one exit code for a puzzle a person cannot finish.

A puzzle whose givens admit no solution, several, or one that no technique of the
chain reaches gets the same first line from ``hint``, ``rate`` and ``explain``, in
the words of ``sudoku.verdict``, and exit code 1; ``check`` says the same words
after ``valid, but``. ``check`` counts and runs no chain, so it is the one
command that calls a hard puzzle with one solution valid.
"""

from __future__ import annotations

import pytest
from conftest import CLASSIC_PUZZLE

from sudoku.verdict import MULTIPLE_SOLUTIONS, NO_SOLUTION, STUCK, WORDS, sentence

INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
"""Arto Inkala's puzzle: one solution, and no technique of the human chain applies at the start
but the forcing chains, which finish it; the fast chain of ``solve`` gets stuck on it."""

FORCED = "..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51."
"""top95 #64: one solution, which the human chain reaches with a contradiction forcing chain
(in a second, where Inkala's puzzle takes four)."""

BROKEN = "38........1.4..785..9.2.3...6..9....8..3.2..9....4..7...1.7.5..495..6..........92"
"""No clash on its face, and no solution."""

CASES = [
    pytest.param(["." * 81], MULTIPLE_SOLUTIONS, id="empty 9x9"),
    pytest.param(["--layout", "4x4", "." * 16], MULTIPLE_SOLUTIONS, id="empty 4x4"),
    pytest.param([BROKEN], NO_SOLUTION, id="no solution"),
    pytest.param([INKALA], STUCK, id="stuck with one solution"),
]


@pytest.mark.parametrize(("puzzle", "verdict"), [case for case in CASES if case.values[1] != STUCK])
def test_hint_rate_and_explain_give_one_verdict_in_one_sentence_with_exit_code_1(
        sudoku, puzzle, verdict):
    said = {command: sudoku(command, *puzzle) for command in ("hint", "rate", "explain")}
    first_lines = {command: out.splitlines()[0] for command, (_, out, _) in said.items()}
    assert {command: code for command, (code, _, _) in said.items()} == dict.fromkeys(said, 1)
    assert first_lines == {"hint": sentence(verdict), "rate": sentence(verdict),
                           "explain": sentence(verdict) + " (try --guess)" * (verdict == STUCK)}


@pytest.mark.parametrize(("puzzle", "verdict"), [case for case in CASES if case.values[1] != STUCK])
def test_check_says_the_same_words_and_exits_the_same(sudoku, puzzle, verdict):
    assert sudoku("check", *puzzle) == (1, f"valid, but {sentence(verdict)}\n", "")


def test_check_counts_and_runs_no_chain_so_one_solution_is_valid_however_hard(sudoku):
    assert sudoku("check", INKALA) == (0, "valid, one solution\n", "")


def test_a_chain_that_gets_stuck_on_a_puzzle_with_several_solutions_says_several(sudoku):
    several = "5...7....6..19.....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    # the classic puzzle less two givens (the 3 of r1c2, the 5 of r2c6): two solutions
    for command in ("rate", "explain"):
        code, out, _ = sudoku(command, several)
        assert code == 1 and out.splitlines()[-1] == sentence(MULTIPLE_SOLUTIONS), command
    assert sudoku("hint", several) == (1, sentence(MULTIPLE_SOLUTIONS) + "\n", "")


def test_a_file_of_puzzles_counts_the_verdicts_in_one_order(sudoku, tmp_path):
    puzzles = tmp_path / "four.txt"
    puzzles.write_text("\n".join(["." * 81, BROKEN, FORCED, CLASSIC_PUZZLE]) + "\n")
    counts = "4 puzzles: 2 solved, 0 invalid, 1 no solution, 1 multiple solutions, 0 stuck, 0 gave up"
    for command in ("rate", "explain"):
        code, _, err = sudoku(command, "-f", str(puzzles))
        assert code == 1 and err.splitlines()[-1] == f"sudoku: {counts}", command


NORVIG_IMPOSSIBLE = (
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........")
"""From Norvig's essay: no solution, which a count of solutions takes minutes of guessing to
show, and the human chain finds at once."""


def test_hint_says_no_solution_at_once_as_rate_and_explain_do(sudoku):
    """Within 1,000 guesses, far fewer than a count needs here: the chain finds the contradiction."""
    said = {command: sudoku(command, "--max-guesses", "1000", NORVIG_IMPOSSIBLE)
            for command in ("hint", "rate", "explain")}
    assert {command: (code, out.splitlines()[0]) for command, (code, out, _) in said.items()} == \
        dict.fromkeys(said, (1, sentence(NO_SOLUTION)))


@pytest.mark.parametrize(("puzzle", "verdict"), CASES)
def test_solve_without_guessing_settles_a_stuck_chain_with_the_same_verdict(sudoku, puzzle, verdict):
    code, out, _ = sudoku("solve", "--no-guess", "--format", "line", *puzzle)
    assert (code, out.split()[0]) == (1, verdict)
    code, out, _ = sudoku("solve", "--no-guess", *puzzle)
    summary = out.splitlines()[-1]
    assert code == 1 and summary.startswith(WORDS[verdict])


def test_solve_without_guessing_counts_the_verdicts_of_a_file_in_one_order(sudoku, tmp_path):
    puzzles = tmp_path / "four.txt"
    puzzles.write_text("\n".join(["." * 81, BROKEN, INKALA, CLASSIC_PUZZLE]) + "\n")
    code, _, err = sudoku("solve", "--no-guess", "-f", str(puzzles))
    assert code == 1 and err == ("sudoku: 4 puzzles: 1 solved, 0 invalid, 1 no solution, "
                                 "1 multiple solutions, 1 stuck, 0 gave up\n")
