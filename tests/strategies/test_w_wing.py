"""W-Wing: two cells with the same two candidates, joined by a strong link.

The position is real: a human solve of a hard puzzle reached it, written out as
a puzzle of its own (its solution is the original puzzle's). The comments give
the candidates of the pattern, checked by hand.
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies.w_wing import WWing

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: From a human solve of a top95 puzzle. r3c1 and r5c7 hold only 5 and 9 and do not see each
#: other. Row 2 has 9 only at r2c1, which sees r3c1 (column 1), and r2c7, which sees r5c7
#: (column 7). If r3c1 is not 5 it is 9, so r2c1 is not 9, r2c7 is, and r5c7 is 5. r3c7 sees
#: r3c1 (row 3) and r5c7 (column 7): it is not 5.
W_WING = (
    "617459823.48736.1..3.128......5643713.42.1.861.68.3...823647159.9138.6...6.91..38")


def test_a_w_wing():
    board = position(W_WING)
    step = WWing().find(board)
    assert str(step) == (
        "r3c7<>5: W-Wing, r3c1 and r5c7 hold only 5 and 9, and row 2 has 9 only at r2c1 or "
        "r2c7: if r3c1 is not 5 it is 9, which leaves 9 to r2c7 and 5 to r5c7, so 5 leaves "
        "the cells that see both")
    assert [cell.name for cell in step.cells] == ["r2c1", "r2c7", "r3c1", "r5c7"]
    assert [k.name for k in step.containers] == ["row 2"]
    assert solution(W_WING)[board.cell("r3c7").index] != 5


def test_the_same_wing_is_not_found_twice():
    board = position(W_WING)
    step = WWing().find(board)
    step.apply(board)
    again = WWing().find(board)
    assert again is None or written(again) != written(step)


def empty_board_with_twins(*names: str) -> Board:
    """An empty board where the cells ``names`` hold only 1 and 2."""
    board = Board()
    for name in names:
        for digit in range(3, 10):
            board.eliminate(board.cell(name), digit)
    return board


def test_twins_need_a_strong_link():
    # r1c1 and r5c5 hold only 1 and 2; on an otherwise empty board no container has only
    # two places for 1 or 2, so nothing ties them.
    assert WWing().find(empty_board_with_twins("r1c1", "r5c5")) is None


def test_a_strong_link_made_by_hand():
    # Strike 2 out of row 9 but for r9c1 (seen by r1c1) and r9c5 (seen by r5c5): a strong
    # link. If r1c1 is not 1 it is 2, r9c1 is not 2, r9c5 is, so r5c5 is 1. r1c5 and r5c1 see
    # both twins and lose 1.
    board = empty_board_with_twins("r1c1", "r5c5")
    for column in (2, 3, 4, 6, 7, 8, 9):
        board.eliminate(board.cell(f"r9c{column}"), 2)
    step = WWing().find(board)
    assert written(step) == ["r1c5<>1", "r5c1<>1"]
    assert [k.name for k in step.containers] == ["row 9"]


def test_no_w_wing_where_there_is_none():
    assert WWing().find(stuck(INKALA)) is None
    assert WWing().find(Board()) is None


def test_find_leaves_the_board_unchanged():
    board = position(W_WING)
    before = snapshot(board)
    WWing().find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_w_wing_along_a_human_solve_is_sound(puzzle):
    check_sound(WWing(), puzzle)


def test_name_difficulty_and_layouts():
    wing = WWing()
    assert (wing.name, wing.difficulty, wing.level) == ("W-Wing", 4.4, "fiendish")
    assert wing.holds_for(named("triangular"))
