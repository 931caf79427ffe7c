"""``sudoku rate`` and ``sudoku.rating``: the hardest technique a human solve needs."""

from __future__ import annotations

import json
import re

import broken_strategies
import pytest
from conftest import CLASSIC_PUZZLE

from sudoku import Board, Solver, SudokuError
from sudoku.cli import main
from sudoku.rating import hardest, human_chain, human_solve, rate
from sudoku.solver import Result
from sudoku.step import Step
from sudoku.strategies import HUMAN_CHAIN, ForcingChain, by_name

STUCK_PUZZLE = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
"""Norvig's "hardest" number 2: without its forcing chains, the human chain gets stuck after a
few steps; with them, it takes a nested forcing chain to finish."""

FORCED = "..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51."
"""top95 #64: the human chain needs a contradiction forcing chain, found in a second."""

WITHOUT_FORCING = tuple(s for s in HUMAN_CHAIN if not isinstance(s, ForcingChain))
"""The human chain without its last resort, the forcing chains: a chain that gets stuck."""


def test_rating_names_the_hardest_strategy_the_path_used():
    rating = rate(Board.from_text(CLASSIC_PUZZLE))
    used = {step.strategy for step in rating.result.steps}
    assert rating.status == "solved" and rating.steps == len(rating.result.steps)
    assert rating.hardest.name in used
    assert all(by_name(name).difficulty <= rating.difficulty for name in used)


def test_of_two_as_hard_the_hardest_is_the_one_that_stepped_first_whatever_the_chain_order():
    # rate reads the path through a scale, explain through the chain: both name the same one
    loop, nice = by_name("continuous nice loop"), by_name("nice loop")
    assert loop.difficulty == nice.difficulty
    path = Result("solved", [], steps=[Step("hidden single"), Step("nice loop"), Step("continuous nice loop"),
                         Step("guess", is_guess=True)])
    assert hardest(path, [loop, nice, by_name("hidden single"), by_name("guess")]) is nice
    assert hardest(path, [nice, loop]) is nice
    assert hardest(Result("solved", []), [nice, loop]) is None


def test_a_puzzle_the_chain_cannot_finish_is_stuck_with_its_hardest_step_so_far():
    rating = human_solve(Board.from_text(STUCK_PUZZLE), WITHOUT_FORCING)
    assert rating.status == "stuck"
    assert rating.hardest is not None and rating.level in ("easy", "medium", "hard", "fiendish")
    assert Solver(WITHOUT_FORCING).solve(Board.from_text(STUCK_PUZZLE)).status == "stuck"


def test_a_stuck_chain_is_settled_by_counting_the_solutions():
    several = "5...7....6..19.....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    # the classic puzzle less two givens (the 3 of r1c2, the 5 of r2c6): two solutions
    assert rate(Board.from_text(several)).status == "multiple_solutions"
    stuck = human_solve(Board.from_text(STUCK_PUZZLE), WITHOUT_FORCING)
    assert stuck.status == "stuck"  # one solution, out of that chain's reach
    assert rate(Board(), HUMAN_CHAIN).status == "stuck"  # a chain given is followed as it is


def test_a_count_that_runs_out_of_guesses_gives_up():
    assert human_solve(Board.from_text(STUCK_PUZZLE), WITHOUT_FORCING,
                       max_guesses=0).status == "gave_up"


def test_rate_prints_one_line_and_exits_by_status(capsys):
    assert main(["rate", CLASSIC_PUZZLE]) == 0
    assert capsys.readouterr().out == "hidden single 1.2 easy, 51 steps\n"
    assert main(["rate", "." * 81]) == 1
    assert capsys.readouterr().out == ("several solutions: the givens admit more than one, so no "
                                       "technique can finish it\n")
    assert main(["rate", FORCED]) == 0
    assert re.fullmatch(r"contradiction forcing chain 8\.4 diabolical, \d+ steps\n",
                        capsys.readouterr().out)


def test_rate_a_file_gives_one_record_per_puzzle_in_order_bad_lines_included(tmp_path, capsys):
    path = tmp_path / "puzzles.txt"
    path.write_text(f"# three puzzles\n{CLASSIC_PUZZLE}\n{'x' * 81}\n{FORCED}\n")
    assert main(["rate", "-f", str(path), "--format", "json"]) == 2
    out, err = capsys.readouterr()
    records = [json.loads(line) for line in out.splitlines()]
    assert [(r["line"], r["status"]) for r in records] == [
        (2, "solved"), (3, "invalid"), (4, "solved")]
    assert records[0]["hardest"] == "hidden single" and records[0]["level"] == "easy"
    assert records[1]["error"]
    assert "3 puzzles: 2 solved, 1 invalid, 0 no solution, 0 multiple solutions, 0 stuck" in err


@pytest.mark.parametrize("scale", ["ours", "se", "hodoku"])
def test_a_puzzle_that_was_not_rated_has_no_number_and_no_level(tmp_path, capsys, scale):
    """A script that keeps the "easy" records must not pick up an unsolvable puzzle."""
    empty, broken = "." * 81, "12345678" + "." * 9 + "9" + "." * 63  # r1c9 can hold nothing
    path = tmp_path / "puzzles.txt"
    path.write_text(f"{empty}\n{broken}\n{CLASSIC_PUZZLE}\n")
    assert main(["rate", "-f", str(path), "--format", "json", "--scale", scale]) == 1
    unrated, unsolvable, solved = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert (unrated["status"], unsolvable["status"]) == ("multiple_solutions", "no_solution")
    for record in (unrated, unsolvable):
        numbers = {key: value for key, value in record.items()
                   if key not in ("line", "puzzle", "status", "steps", "ms", "error")}
        assert numbers and set(numbers.values()) == {None}, record
    assert solved["status"] == "solved" and solved["level"] and solved["difficulty"] > 0


def test_rate_writes_csv_with_a_header(tmp_path, capsys):
    path = tmp_path / "one.txt"
    path.write_text(CLASSIC_PUZZLE + "\n")
    assert main(["rate", "-f", str(path), "--format", "csv"]) == 0
    header, row = capsys.readouterr().out.splitlines()
    assert header == "line,puzzle,status,hardest,difficulty,level,steps,ms,error"
    assert row.startswith(f"1,{CLASSIC_PUZZLE},solved,hidden single,1.2,easy,51,")


def test_rate_on_hodoku_s_scale_prints_its_level_and_score(capsys):
    """HoDoKu 2.2.0 rates the classic puzzle Easy with a score of 204."""
    assert main(["rate", "--scale", "hodoku", CLASSIC_PUZZLE]) == 0
    assert capsys.readouterr().out.startswith("Easy (204), hardest ")


def test_a_scale_s_other_numbers_get_their_columns(tmp_path, capsys):
    path = tmp_path / "one.txt"
    path.write_text(CLASSIC_PUZZLE + "\n")
    assert main(["rate", "-f", str(path), "--format", "csv", "--scale", "hodoku"]) == 0
    header, row = capsys.readouterr().out.splitlines()
    assert header == ("line,puzzle,status,hardest,difficulty,level,hardest_score,raised,steps,ms,"
                      "error")
    assert row.startswith(f"1,{CLASSIC_PUZZLE},solved,")
    assert row.split(",")[4:6] == ["204.0", "Easy"]


def test_an_unknown_scale_is_refused_with_the_known_ones(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["rate", "--scale", "ours-and-theirs", CLASSIC_PUZZLE])
    assert stopped.value.code == 2
    assert "invalid choice: 'ours-and-theirs' (choose from 'hodoku', 'ours'" in \
        capsys.readouterr().err


@pytest.mark.parametrize("call, entry", [
    (lambda: rate(CLASSIC_PUZZLE), "rate"),
    (lambda: rate(CLASSIC_PUZZLE, HUMAN_CHAIN), "rate"),
    (lambda: human_solve(CLASSIC_PUZZLE), "human_solve"),
    (lambda: human_chain(None), "human_chain"),
], ids=["rate", "rate with a chain", "human_solve", "human_chain"])
def test_rating_what_is_not_a_board_is_refused_saying_how_to_make_one(call, entry):
    with pytest.raises(SudokuError, match=rf"^{entry} needs a Board, not .*"
                                          r"make one with Board\.from_text\(text\)"):
        call()


def test_a_rating_chain_with_a_name_in_it_is_refused_pointing_to_by_name():
    for call in (rate, human_solve):
        with pytest.raises(SudokuError, match=r"strategies\[1\] is the name 'x-wing'.*by_name"):
            call(Board.from_text(CLASSIC_PUZZLE), [by_name("hidden single"), "x-wing"])


@pytest.mark.parametrize("how", ["rate", "human_solve"])
def test_a_wrong_step_is_named_not_taken_for_a_puzzle_without_solution(how):
    """A chain that strikes a digit of the solution breaks the board: the rating must name
    the step, never say 'no solution' of a puzzle that has one."""
    board = Board.from_text(CLASSIC_PUZZLE)
    solve = rate if how == "rate" else human_solve
    with pytest.raises(SudokuError, match=re.escape(
            "the strategy 'subtle liar' took a step that the puzzle's solution breaks "
            "(r1c3<>4)")):
        solve(board, [broken_strategies.Liar(), *HUMAN_CHAIN])
    assert board.values() == Board.from_text(CLASSIC_PUZZLE).values()
    impossible = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
    assert human_solve(Board.from_text(impossible)).status == "no_solution"
