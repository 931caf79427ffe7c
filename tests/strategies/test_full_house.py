"""Full house: the last empty cell of a container takes the missing digit."""

from __future__ import annotations

import pytest
from conftest import CLASSIC_PUZZLE

from sudoku import Board
from sudoku.strategies.full_house import FullHouse

from .positions import PUZZLES, check_sound, snapshot, solution


def fill(board: Board, answer: tuple[int, ...], *names: str) -> None:
    """Place the solution's digit in each of the cells ``names``."""
    for name in names:
        cell = board.cell(name)
        board.place(cell, answer[cell.index])


def test_the_last_empty_cell_of_a_row_takes_its_missing_digit():
    board, answer = Board.from_text(CLASSIC_PUZZLE), solution(CLASSIC_PUZZLE)
    # Row 4 is 8...6...3: fill all but r4c8, whose digit is then the only one missing.
    fill(board, answer, "r4c2", "r4c3", "r4c4", "r4c6", "r4c7")
    step = FullHouse().find(board)
    assert str(step) == "r4c8=2: full house, the last empty cell of row 4"
    assert step.cells == (board.cell("r4c8"),)
    assert [k.name for k in step.containers] == ["row 4"]
    assert step.eliminations == ()


def test_the_container_that_comes_first_in_the_layout_is_chosen():
    board, answer = Board.from_text(CLASSIC_PUZZLE), solution(CLASSIC_PUZZLE)
    fill(board, answer, "r3c1", "r7c1", "r8c1")  # column 1 is left with r9c1 only
    fill(board, answer, "r4c2", "r4c3", "r4c4", "r4c6", "r4c7")  # row 4 with r4c8 only
    full = [k.name for k in board.containers if len(k.missing) == 1]
    assert full == ["row 4", "column 1"]
    assert str(FullHouse().find(board)) == "r4c8=2: full house, the last empty cell of row 4"


def test_a_hidden_single_that_is_not_a_full_house_is_left_alone():
    board = Board.from_text(CLASSIC_PUZZLE)
    assert board.lone_places  # the givens leave hidden singles ...
    assert FullHouse().find(board) is None  # ... but no container with one empty cell


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_full_house_agrees_with_the_solution_and_leaves_the_board_alone(puzzle):
    check_sound(FullHouse(), puzzle)


def test_finding_does_not_change_the_board():
    board, answer = Board.from_text(CLASSIC_PUZZLE), solution(CLASSIC_PUZZLE)
    fill(board, answer, "r4c2", "r4c3", "r4c4", "r4c6", "r4c7")
    before = snapshot(board)
    assert FullHouse().find(board) is not None
    assert snapshot(board) == before


def test_its_name_and_difficulty():
    assert (FullHouse().name, FullHouse().difficulty, FullHouse().level) == (
        "full house", 1.0, "easy")
