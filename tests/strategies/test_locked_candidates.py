"""Locked candidates: a digit locked into the overlap of two containers leaves the rest of one."""

from __future__ import annotations

import pytest
from conftest import HARD_PUZZLE

from sudoku import Board
from sudoku.strategies.locked_candidates import LockedCandidates

from .positions import (
    INKALA,
    PUZZLES,
    TOP95_SECOND,
    check_sound,
    snapshot,
    stuck,
    written,
    x_sudoku,
)

POINTING, CLAIMING = LockedCandidates("pointing"), LockedCandidates("claiming")


def test_pointing_a_box_locks_a_digit_into_a_row():
    # Givens of the hard puzzle. Box 3 has two givens; of its empty cells, those of row 3
    # see the 7 of r3c4, and r1c8 sees the 7 of r7c8: 7 can only go in r2c7 or r2c9, both
    # in row 2. Of the rest of row 2, only r2c1 and r2c3 still have 7 as a candidate
    # (r2c4, r2c5 and r2c6 are in box 2 with r3c4).
    step = POINTING.find(Board.from_text(HARD_PUZZLE))
    assert str(step) == ("r2c1<>7, r2c3<>7: pointing, in box 3, 7 can only go in row 2, "
                         "so 7 leaves the rest of row 2")
    assert [k.name for k in step.containers] == ["box 3", "row 2"]
    assert [cell.name for cell in step.cells] == ["r2c7", "r2c9"]


def test_claiming_a_row_locks_a_digit_into_a_box():
    # Row 1 of the same givens: r1c4, r1c5 and r1c6 share box 2 with the 7 of r3c4, and r1c8
    # sees the 7 of r7c8, so 7 can only go in r1c2 or r1c3, both in box 1. It leaves the
    # other cells of box 1: the same strikes as the pointing above, by another route.
    step = CLAIMING.find(Board.from_text(HARD_PUZZLE))
    assert str(step) == ("r2c1<>7, r2c3<>7: claiming, in row 1, 7 can only go in box 1, "
                         "so 7 leaves the rest of box 1")
    assert [k.name for k in step.containers] == ["row 1", "box 1"]


def test_both_directions_on_a_second_puzzle():
    # Givens of top95 #2. Box 3: 2 only in r3c7 and r3c9, so r3c4, r3c5, r3c6 lose 2.
    # Row 1: 1 only in r1c4 and r1c5 (box 2), so r3c4, r3c5, r3c6 lose 1.
    board = Board.from_text(TOP95_SECOND)
    assert written(POINTING.find(board)) == ["r3c4<>2", "r3c5<>2", "r3c6<>2"]
    assert written(CLAIMING.find(board)) == ["r3c4<>1", "r3c5<>1", "r3c6<>1"]


def test_after_the_strikes_the_same_lock_is_not_found_again():
    board = Board.from_text(HARD_PUZZLE)
    for cell, digit in POINTING.find(board).eliminations:
        board.eliminate(cell, digit)
    again = POINTING.find(board)
    assert again is not None and "7 leaves the rest of row 2" not in again.reason
    assert again.eliminations


def test_nothing_is_locked_in_the_hardest_puzzle():
    for board in (Board.from_text(INKALA), stuck(INKALA)):
        assert POINTING.find(board) is None
        assert CLAIMING.find(board) is None


def test_the_rule_holds_for_diagonals_too():
    # On an empty X-sudoku, strike 1 from box 1 but r1c1 and r2c2, both on diagonal 1.
    board = Board(x_sudoku())
    for name in ("r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2", "r3c3"):
        board.eliminate(board.cell(name), 1)
    step = POINTING.find(board)
    assert step.reason == (
        "in box 1, 1 can only go in diagonal 1, so 1 leaves the rest of diagonal 1")
    assert written(step) == [f"r{i}c{i}<>1" for i in range(4, 10)]


def test_a_diagonal_claims_for_a_box():
    board = Board(x_sudoku())
    for i in range(3, 10):
        board.eliminate(board.cell(f"r{i}c{i}"), 1)
    step = CLAIMING.find(board)
    assert step.reason == "in diagonal 1, 1 can only go in box 1, so 1 leaves the rest of box 1"
    assert written(step) == ["r1c2<>1", "r1c3<>1", "r2c1<>1", "r2c3<>1", "r3c1<>1", "r3c2<>1"]


@pytest.mark.parametrize("strategy", [POINTING, CLAIMING], ids=repr)
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_lock_agrees_with_the_solution_and_leaves_the_board_alone(strategy, puzzle):
    check_sound(strategy, puzzle)


def test_finding_does_not_change_the_board():
    board = Board.from_text(HARD_PUZZLE)
    before = snapshot(board)
    assert POINTING.find(board) and CLAIMING.find(board)
    assert snapshot(board) == before


def test_names_difficulties_and_kinds():
    assert [(s.name, s.difficulty, repr(s)) for s in (POINTING, CLAIMING)] == [
        ("pointing", 2.6, "LockedCandidates('pointing')"),
        ("claiming", 2.8, "LockedCandidates('claiming')")]
    with pytest.raises(ValueError):
        LockedCandidates("hugging")
