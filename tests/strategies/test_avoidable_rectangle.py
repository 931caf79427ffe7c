"""Avoidable rectangles: digits the solve placed must not make a deadly rectangle either.

A position here is a puzzle (every digit of it a given) plus the digits a solve placed,
which are not givens: only those can be corners of an avoidable rectangle.
"""

from __future__ import annotations

import pytest

from sudoku.strategies.avoidable_rectangle import AvoidableRectangle

from .positions import PUZZLES, check_sound, position, snapshot, solution, written

#: From a human solve of top95 #32: r1c2, r4c1 and r4c2 were placed 3, 3 and 6.
TYPE_1 = (
    "...521947142379586975...321..48.271525.1.7.3.781.35.6.5..214.73.1375..9..27..315.")
TYPE_1_PLACED = (("r1c2", 3), ("r4c1", 3), ("r4c2", 6))
#: From a human solve of the generated puzzle of seed 49: r8c1 and r9c1 were placed 5 and 4;
#: r9c7 lost 8 at an earlier step.
TYPE_2 = (
    "27.16.94894..87621618...357.57.9.....62..4.93394..8...786..123..2.836.7..3.27...6")
TYPE_2_PLACED = (("r8c1", 5), ("r9c1", 4))
TYPE_2_SHAPING = ("r9c7<>8",)

CASES = [(1, TYPE_1, TYPE_1_PLACED, ()), (2, TYPE_2, TYPE_2_PLACED, TYPE_2_SHAPING)]


def placed(puzzle, digits, shaping=()):
    """The position of ``puzzle``, then ``digits`` placed as a solve would, not given."""
    board = position(puzzle, *shaping)
    for name, digit in digits:
        board.place(board.cell(name), digit)
    return board


def test_type_1():
    # r1c1 is the fourth corner: a 6 there would let the four swap 3 and 6.
    step = AvoidableRectangle(1, unique=True).find(placed(TYPE_1, TYPE_1_PLACED))
    assert written(step) == ["r1c1<>6"]
    assert step.reason.startswith(
        "r1c2, r4c1 and r4c2 were placed by the solve, not given: 3, 3 and 6; if r1c1 were 6")


def test_type_2():
    # r8c7 would need 4 and r9c7 5; both hold 1 besides, so one of them is 1.
    step = AvoidableRectangle(2, unique=True).find(placed(TYPE_2, TYPE_2_PLACED, TYPE_2_SHAPING))
    assert written(step) == ["r4c7<>1", "r5c7<>1", "r6c7<>1", "r9c8<>1"]
    guardians = {(mark.cell.name, mark.digit) for mark in step.marks if mark.role == "guardian"}
    assert guardians == {("r8c7", 1), ("r9c7", 1)}


@pytest.mark.parametrize("kind, puzzle, digits, shaping", CASES)
def test_givens_are_no_corners(kind, puzzle, digits, shaping):
    # The same digits as givens: the rectangle could not swap without changing the puzzle.
    assert AvoidableRectangle(kind, unique=True).find(position(puzzle, *shaping)) is None
    board = placed(puzzle, digits, shaping)
    assert AvoidableRectangle(kind, unique=True).find(board) is not None


@pytest.mark.parametrize("kind, puzzle, digits, shaping", CASES)
def test_each_type_agrees_with_the_solution(kind, puzzle, digits, shaping):
    answer = solution(puzzle)
    step = AvoidableRectangle(kind, unique=True).find(placed(puzzle, digits, shaping))
    assert all(answer[cell.index] != digit for cell, digit in step.eliminations)


@pytest.mark.parametrize("kind, puzzle, digits, shaping", CASES)
def test_nothing_unless_the_puzzle_is_known_to_have_one_solution(kind, puzzle, digits, shaping):
    board = placed(puzzle, digits, shaping)
    assert AvoidableRectangle(kind).find(board) is None
    assert AvoidableRectangle(kind).assuming_unique().find(board) is not None


@pytest.mark.parametrize("kind, puzzle, digits, shaping", CASES)
def test_find_leaves_the_board_unchanged(kind, puzzle, digits, shaping):
    board = placed(puzzle, digits, shaping)
    before = snapshot(board)
    AvoidableRectangle(kind, unique=True).find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("kind", [1, 2])
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_avoidable_rectangle_along_a_human_solve_is_sound(kind, puzzle):
    check_sound(AvoidableRectangle(kind, unique=True), puzzle)


def test_names_and_difficulties():
    assert [(r.name, r.difficulty) for r in (AvoidableRectangle(1), AvoidableRectangle(2))] == [
        ("avoidable rectangle type 1", 4.6), ("avoidable rectangle type 2", 4.6)]
    assert repr(AvoidableRectangle(2, unique=True)) == "AvoidableRectangle(2, unique=True)"
    with pytest.raises(ValueError):
        AvoidableRectangle(3)
