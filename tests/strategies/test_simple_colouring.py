"""Simple colouring: colour the only two places of a digit in turn; a wrap or a trap strikes it.

Positions come from human solves of 17-clue puzzles (Gordon Royle's list),
written out as puzzles of their own (the solution is the original puzzle's).
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.strategies.simple_colouring import SimpleColouring

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, written

#: From 17-clue puzzle #452: the places of 4 make one cluster of eight cells.
WRAP = (
    ".1.867.5262541..87.7825.1..83174562975..2681..62.81.7529.1.45.858369274114.5.829.")
#: From 17-clue puzzle #276: the places of 4 make one cluster of eight cells.
TRAP = (
    ".198..236826.13..935.926.18931682..7685.3.192..25918631.326.98.2681.937.59.3.8621")
#: From top95 #55: no digit has a wrap or a trap.
NO_COLOURING = (
    "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")


def test_a_wrap():
    # Start at r1c3 (blue): column 3 gives r5c3 green, row 5 r5c9 blue, and so on. Blue r1c3
    # and blue r1c7 share row 1, so blue cannot be the colour that holds 4: all blue cells
    # lose it (and every green cell is 4).
    board = position(WRAP)
    step = SimpleColouring().find(board)
    assert str(step) == (
        "r1c3<>4, r1c7<>4, r3c1<>4, r5c9<>4, r6c1<>4: simple colouring, 4 has only two places "
        "in each of row 3, row 5, row 6, column 3, column 7, column 9, box 3, box 4 and box 6; "
        "colouring them in turn gives blue r1c3, r1c7, r3c1, r5c9 and r6c1 and green r3c9, "
        "r5c3 and r6c7, and one colour holds every 4; r1c3 and r1c7 are both blue and see "
        "each other, so blue is false")
    assert len(step.cells) == 8 and len(step.containers) == 9
    answer = solution(WRAP)
    assert all(answer[cell.index] != 4 for cell, _ in step.eliminations)
    assert all(answer[board.cell(name).index] == 4 for name in ("r3c9", "r5c3", "r6c7"))


def test_a_trap():
    # r1c5 sees blue r1c1 (row 1) and green r9c5 (column 5): one of them is 4, so it is not.
    board = position(TRAP)
    step = SimpleColouring().find(board)
    assert written(step) == ["r1c5<>4"]
    assert step.reason.endswith(
        "colouring them in turn gives blue r1c1, r3c7, r6c2 and r9c3 and green r3c3, r6c1, "
        "r7c2 and r9c5, and one colour holds every 4; r1c5 sees both colours")
    assert [cell.name for cell in step.cells] == [
        "r1c1", "r3c3", "r3c7", "r6c1", "r6c2", "r7c2", "r9c3", "r9c5"]
    assert solution(TRAP)[board.cell("r1c5").index] != 4


def test_a_single_pair_traps_the_cells_of_its_shared_container():
    # On an empty grid, strike 1 from box 1 but r1c1 and r1c2: that pair alone is a cluster,
    # and the rest of row 1 sees both colours (the pointing of box 1 into row 1, seen anew).
    board = Board()
    for name in ("r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"):
        board.eliminate(board.cell(name), 1)
    step = SimpleColouring().find(board)
    assert written(step) == [f"r1c{column}<>1" for column in range(4, 10)]
    assert step.reason == (
        "1 has only two places in box 1; colouring them in turn gives blue r1c1 and green "
        "r1c2, and one colour holds every 1; r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9 see both "
        "colours")


@pytest.mark.parametrize("board", [position(NO_COLOURING), position(INKALA)],
                         ids=["top95 #55", "Inkala"])
def test_no_colouring_where_there_is_none(board):
    assert SimpleColouring().find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(WRAP)
    before = snapshot(board)
    assert SimpleColouring().find(board) is not None
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_colouring_along_a_human_solve_is_sound(puzzle):
    check_sound(SimpleColouring(), puzzle)


def test_name_and_difficulty():
    colouring = SimpleColouring()
    assert (colouring.name, colouring.difficulty, colouring.level) == (
        "simple colouring", 4.5, "fiendish")
