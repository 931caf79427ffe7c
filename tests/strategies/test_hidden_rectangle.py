"""Hidden rectangle: strong links keep four corners from swapping two digits."""

from __future__ import annotations

import pytest

from sudoku.strategies.hidden_rectangle import HiddenRectangle

from .positions import PUZZLES, check_sound, position, snapshot, solution, written

#: From a human solve of the first puzzle of top95: r9c5 holds only 7 and 9; in row 8 and in
#: box 7, 7 goes only in r8c2 and in one other corner of the rectangle.
HIDDEN = (
    "417369825.3.1........7......2.43..6.....8.4...4..1.......6.3.7.5.32.1...1.48.5...")


def test_hidden_rectangle():
    # Were r8c2 9, the 7 of row 8 would be r8c5 and the 7 of box 7 r9c2; r9c5 would be 9,
    # and the four corners could swap 7 and 9.
    board = position(HIDDEN)
    step = HiddenRectangle(unique=True).find(board)
    assert written(step) == ["r8c2<>9"]
    assert solution(HIDDEN)[board.cell("r8c2").index] != 9
    assert [cell.name for cell in step.cells] == ["r8c2", "r8c5", "r9c2", "r9c5"]
    assert step.reason.startswith(
        "r9c5 holds only 7 and 9, and 7 goes only in r8c2 or r8c5 in row 8, and only in r8c2 "
        "or r9c2 in box 7")
    assert [(link.source[0].name, link.target[0].name) for link in step.links] == [
        ("r8c2", "r8c5"), ("r8c2", "r9c2")]
    guardians = {(mark.cell.name, mark.digit) for mark in step.marks if mark.role == "guardian"}
    assert ("r8c2", 9) not in guardians and {name for name, _ in guardians} <= {
        "r8c2", "r8c5", "r9c2"}


def test_nothing_unless_the_puzzle_is_known_to_have_one_solution():
    board = position(HIDDEN)
    assert HiddenRectangle().find(board) is None
    assert HiddenRectangle().assuming_unique().find(board) is not None


def test_once_its_digit_is_struck_the_rectangle_is_gone():
    board = position(HIDDEN)
    HiddenRectangle(unique=True).find(board).apply(board)
    assert HiddenRectangle(unique=True).find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(HIDDEN)
    before = snapshot(board)
    HiddenRectangle(unique=True).find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_hidden_rectangle_along_a_human_solve_is_sound(puzzle):
    check_sound(HiddenRectangle(unique=True), puzzle)


def test_name_and_difficulty():
    assert (HiddenRectangle().name, HiddenRectangle().difficulty) == ("hidden rectangle", 4.6)
    assert repr(HiddenRectangle(unique=True)) == "HiddenRectangle(unique=True)"
