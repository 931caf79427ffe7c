"""XY-Wing: a pivot of two candidates and two wings that share a third digit.

The positions are real: a human solve of a hard puzzle reached them, written
out as a puzzle of its own (its solution is the original puzzle's). The
comments give the candidates of the pattern, checked by hand.
"""

from __future__ import annotations

import pytest
from conftest import CLASSIC_PUZZLE

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies.xy_wing import XYWing

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: From a human solve of a top95 puzzle. The pivot r7c6 holds 1 and 8; it sees r2c6 (1 or 3)
#: in column 6 and r8c5 (3 or 8) in box 8, and the wings do not see each other. If r7c6 is 1,
#: r2c6 is 3; if it is 8, r8c5 is 3. r3c5 sees r2c6 (box 2) and r8c5 (column 5): it is not 3.
XY_WING = (
    "123759..687426.59.9....472.2...4.97.3.7.96..249.127...53247...96419.2.577896.52.4")


def test_an_xy_wing():
    board = position(XY_WING)
    step = XYWing().find(board)
    assert str(step) == (
        "r3c5<>3: XY-Wing, r7c6 holds only 1 and 8 and sees the wings r2c6 (1 or 3) and "
        "r8c5 (3 or 8): whichever r7c6 is, one wing is 3, so 3 leaves the cells that see "
        "both wings")
    assert [cell.name for cell in step.cells] == ["r2c6", "r7c6", "r8c5"]
    assert [k.name for k in step.containers] == ["column 6", "box 8"]
    assert solution(XY_WING)[board.cell("r3c5").index] != 3


def test_the_same_wing_is_not_found_twice():
    board = position(XY_WING)
    step = XYWing().find(board)
    step.apply(board)
    again = XYWing().find(board)
    assert again is None or written(again) != written(step)


def test_no_xy_wing_where_there_is_none():
    assert XYWing().find(stuck(INKALA)) is None
    assert XYWing().find(Board()) is None


def test_wings_that_see_each_other_are_a_naked_triple_not_a_wing():
    # In the classic puzzle's givens r3c4 (2 or 3) sees r3c5 (3 or 4) and r3c6 (2 or 4), but
    # all three lie in row 3 and box 2: a naked triple, which an easier link finds.
    board = Board.from_text(CLASSIC_PUZZLE)
    assert [sorted(board.candidates(board.cell(name))) for name in ("r3c4", "r3c5", "r3c6")] \
        == [[2, 3], [3, 4], [2, 4]]
    assert XYWing().find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(XY_WING)
    before = snapshot(board)
    XYWing().find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_xy_wing_along_a_human_solve_is_sound(puzzle):
    check_sound(XYWing(), puzzle)


def test_name_difficulty_and_layouts():
    wing = XYWing()
    assert (wing.name, wing.difficulty, wing.level) == ("XY-Wing", 4.2, "fiendish")
    assert wing.holds_for(named("triangular")) and wing.holds_for(named("jigsaw"))
