"""Empty rectangle: a box whose places for a digit form a cross, and a strong link.

The positions are real: the givens of a puzzle, or a position a human solve of
a hard puzzle reached, written out as a puzzle of its own (its solution is the
original puzzle's), sometimes with eliminations the solve made earlier. The
comments give the places of the digit, checked by hand.
"""

from __future__ import annotations

import pytest
from conftest import HARD_PUZZLE

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies.empty_rectangle import EmptyRectangle
from sudoku.strategies.locked_candidates import LockedCandidates

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: From a human solve of a puzzle of Norvig's "hardest" set, which struck 5 out of r1c7 and
#: r1c9 (the solution has 8 and 7 there). Box 7 has 5 only at r7c2, r7c3 (row 7) and r9c1
#: (column 1). Row 1 has 5 only at r1c1 and r1c8. If r1c8 is not 5, r1c1 is, so r9c1 is not,
#: and box 7's 5 is in row 7. r7c8 sees r1c8 (column 8) and row 7 of box 7: it is not 5.
EMPTY_RECTANGLE = (
    ".62314....3....2...7......3...9...3.6.1.............8.2.....1.4....5.6.8.167.8...")
SHAPING = ("r1c7<>5", "r1c9<>5")


def test_an_empty_rectangle():
    board = position(EMPTY_RECTANGLE, *SHAPING)
    step = EmptyRectangle().find(board)
    assert str(step) == (
        "r7c8<>5: Empty Rectangle, on 5: box 7 holds 5 only in row 7 and column 1, and row 1 "
        "only at r1c1 or r1c8; if r1c8 is not 5, r1c1 is, and box 7's 5 is in row 7: 5 leaves "
        "the cells that see both")
    assert [cell.name for cell in step.cells] == ["r1c1", "r1c8", "r7c2", "r7c3", "r9c1"]
    assert [k.name for k in step.containers] == ["box 7", "row 7", "column 1", "row 1"]
    answer = solution(EMPTY_RECTANGLE)
    assert answer[board.cell("r7c8").index] != 5
    assert all(answer[board.cell(name).index] != 5 for name in ("r1c7", "r1c9"))

#: From a human solve of a top95 puzzle. Box 8 has 7 only at r8c4 and r9c6, so it has two
#: crosses, row 8 with column 6 and row 9 with column 4; row 6 has 7 only at r6c4 and r6c6.
#: If r6c4 is not 7, r6c6 is, so r9c6 is not and r8c4 is: r1c4 sees r6c4 and r8c4. The
#: same the other way round strikes r1c6: a dual empty rectangle, one step.
DUAL = (
    "12....3.837.42851..8.3.1.2.293815...417263895865.4.132958632471.31.842...4215..83")


def test_a_dual_empty_rectangle_is_one_step():
    board = position(DUAL)
    step = EmptyRectangle().find(board)
    assert str(step) == (
        "r1c4<>7, r1c6<>7: Empty Rectangle, on 7: box 8 holds 7 only in row 8 and column 6, "
        "and row 6 only at r6c6 or r6c4; if r6c4 is not 7, r6c6 is, and box 8's 7 is at r8c4: "
        "7 leaves the cells that see both; and box 8 holds 7 only in row 9 and column 4 too, "
        "and row 6 only at r6c4 or r6c6; if r6c6 is not 7, r6c4 is, and box 8's 7 is at r9c6: "
        "7 leaves the cells that see both")
    assert [cell.name for cell in step.cells] == ["r6c4", "r6c6", "r8c4", "r9c6"]
    assert [k.name for k in step.containers] == [
        "box 8", "row 8", "column 6", "row 6", "row 9", "column 4"]
    assert all(solution(DUAL)[cell.index] != 7 for cell, _ in step.eliminations)


def test_the_far_arm_may_be_a_single_cell():
    # The givens of the hard puzzle: box 7 has 7 only at r8c2, r8c3 (row 8) and r9c2 (column
    # 2); row 1 has 7 only at r1c2 and r1c3. If r1c3 is not 7, r1c2 is, which sees r8c2 and
    # r9c2, so box 7's 7 is at r8c3. The rest of column 3 sees r1c3 and r8c3.
    step = EmptyRectangle().find(Board.from_text(HARD_PUZZLE))
    assert written(step) == ["r2c3<>7", "r4c3<>7", "r5c3<>7", "r6c3<>7"]
    assert step.reason.endswith("box 7's 7 is at r8c3: 7 leaves the cells that see both")
    assert all(solution(HARD_PUZZLE)[cell.index] != 7 for cell, _ in step.eliminations)


def test_a_box_with_its_places_in_one_row_is_pointing_instead():
    # On an empty board, 1 goes in box 1 only in row 1, and column 5 holds 1 only at r1c5 and
    # r9c5: the box has no cross, so no empty rectangle, but a pointing.
    board = Board()
    for name in ("r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"):
        board.eliminate(board.cell(name), 1)
    for row in range(2, 9):
        board.eliminate(board.cell(f"r{row}c5"), 1)
    assert EmptyRectangle().find(board) is None
    assert LockedCandidates("pointing").find(board) is not None


def test_no_empty_rectangle_where_there_is_none():
    assert EmptyRectangle().find(stuck(INKALA)) is None
    assert EmptyRectangle().find(Board()) is None


def test_find_leaves_the_board_unchanged():
    board = position(EMPTY_RECTANGLE, *SHAPING)
    before = snapshot(board)
    EmptyRectangle().find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_empty_rectangle_along_a_human_solve_is_sound(puzzle):
    check_sound(EmptyRectangle(), puzzle)


def test_name_difficulty_and_layouts():
    rectangle = EmptyRectangle()
    assert (rectangle.name, rectangle.difficulty, rectangle.level) == (
        "Empty Rectangle", 4.1, "fiendish")
    assert rectangle.holds_for(named("jigsaw"))
    assert not rectangle.holds_for(named("triangular"))
    assert EmptyRectangle().find(Board(named("triangular"))) is None
