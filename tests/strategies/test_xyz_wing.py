"""XYZ-Wing: a pivot of three candidates, two wings, and the digit all three share.

The position is real: a human solve of a hard puzzle reached it, written out as
a puzzle of its own (its solution is the original puzzle's). The comments give
the candidates of the pattern, checked by hand.
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies.xy_wing import XYWing
from sudoku.strategies.xyz_wing import XYZWing

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written
from .test_xy_wing import XY_WING

#: From a human solve of top95 #2. The pivot r5c9 holds 4, 7 and 9; it sees r1c9 (4 or 9) in
#: column 9 and r4c8 (7 or 9) in box 6, and the wings do not see each other. Whatever r5c9
#: is, r5c9 or a wing is 9. r6c9 sees all three (column 9, box 6): it is not 9.
XYZ_WING = (
    "527316.8.8..5427313149...6.1.24.38.66..2.1.5.4..6...1..418..6.3...134.28.3876.14.")


def test_an_xyz_wing():
    board = position(XYZ_WING)
    step = XYZWing().find(board)
    assert str(step) == (
        "r6c9<>9: XYZ-Wing, r5c9 holds only 4, 7 and 9 and sees the wings r1c9 (4 or 9) and "
        "r4c8 (7 or 9): whichever r5c9 is, it or a wing is 9, so 9 leaves the cells that see "
        "all three")
    assert [cell.name for cell in step.cells] == ["r1c9", "r4c8", "r5c9"]
    assert [k.name for k in step.containers] == ["column 9", "box 6"]
    assert solution(XYZ_WING)[board.cell("r6c9").index] != 9


def test_only_cells_that_see_the_pivot_too_lose_the_digit():
    # The pivot may be the 9 itself, so seeing both wings is not enough.
    board = position(XYZ_WING)
    step = XYZWing().find(board)
    pivot, wings = board.cell("r5c9"), (board.cell("r1c9"), board.cell("r4c8"))
    for cell, _ in step.eliminations:
        assert pivot in cell.peers and all(wing in cell.peers for wing in wings)


def test_the_same_wing_is_not_found_twice():
    board = position(XYZ_WING)
    step = XYZWing().find(board)
    step.apply(board)
    again = XYZWing().find(board)
    assert again is None or written(again) != written(step)


def test_no_xyz_wing_where_there_is_none():
    assert XYZWing().find(stuck(INKALA)) is None
    assert XYZWing().find(Board()) is None


def test_an_xy_wing_is_not_an_xyz_wing():
    assert XYWing().find(position(XY_WING)) is not None
    assert XYZWing().find(position(XY_WING)) is None


def test_find_leaves_the_board_unchanged():
    board = position(XYZ_WING)
    before = snapshot(board)
    XYZWing().find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_xyz_wing_along_a_human_solve_is_sound(puzzle):
    check_sound(XYZWing(), puzzle)


def test_name_difficulty_and_layouts():
    wing = XYZWing()
    assert (wing.name, wing.difficulty, wing.level) == ("XYZ-Wing", 4.4, "fiendish")
    assert wing.holds_for(named("triangular"))
