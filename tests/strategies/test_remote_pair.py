"""Remote pair: a chain of cells that all hold the same two candidates.

The first position is real: a human solve of a hard puzzle reached it, written
out as a puzzle of its own (its solution is the original puzzle's). The others
are made by hand on an empty board, where any deduction must hold for every
way of filling the grid.
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies.remote_pair import RemotePair

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: From a human solve of a top95 puzzle. r2c8, r1c8, r1c5 and r9c5 hold only 5 and 8, each
#: seeing the next (column 8, row 1, column 5), so they alternate: r2c8 and r9c5 hold one 5
#: and one 8. r2c5 sees both (row 2, column 5): it is neither 5 nor 8.
REMOTE_PAIR = (
    "1234.67.9649..72.185729163427..1..6339.672.15561.43.274.672..989853641727.2....46")


def test_a_remote_pair():
    board = position(REMOTE_PAIR)
    step = RemotePair().find(board)
    assert str(step) == (
        "r2c5<>5, r2c5<>8: remote pair, r2c8, r1c8, r1c5 and r9c5 hold only 5 and 8 and each "
        "sees the next, so they alternate: r2c8 and r9c5 hold one 5 and one 8, so 5 and 8 "
        "leave the cells that see both")
    assert [cell.name for cell in step.cells] == ["r1c5", "r1c8", "r2c8", "r9c5"]
    assert [k.name for k in step.containers] == ["column 8", "row 1", "column 5"]
    assert solution(REMOTE_PAIR)[board.cell("r2c5").index] not in (5, 8)


def empty_board_with_twins(*names: str) -> Board:
    """An empty board where the cells ``names`` hold only 1 and 2."""
    board = Board()
    for name in names:
        for digit in range(3, 10):
            board.eliminate(board.cell(name), digit)
    return board


def test_three_cells_are_not_a_remote_pair():
    # r1c1, r1c5 and r5c5 alternate, but the ends hold the same digit; and two neighbours
    # of the chain are a naked pair's business.
    assert RemotePair().find(empty_board_with_twins("r1c1", "r1c5", "r5c5")) is None


def test_four_cells_are():
    # r1c1, r1c5, r5c5 and r5c9: r1c1 and r5c9 hold one 1 and one 2. r1c9 and r5c1 see both.
    step = RemotePair().find(empty_board_with_twins("r1c1", "r1c5", "r5c5", "r5c9"))
    assert written(step) == ["r1c9<>1", "r1c9<>2", "r5c1<>1", "r5c1<>2"]
    assert [cell.name for cell in step.cells] == ["r1c1", "r1c5", "r5c5", "r5c9"]


def test_the_same_chain_is_not_found_twice():
    board = position(REMOTE_PAIR)
    step = RemotePair().find(board)
    step.apply(board)
    again = RemotePair().find(board)
    assert again is None or written(again) != written(step)


def test_no_remote_pair_where_there_is_none():
    assert RemotePair().find(stuck(INKALA)) is None
    assert RemotePair().find(Board()) is None


def test_find_leaves_the_board_unchanged():
    board = position(REMOTE_PAIR)
    before = snapshot(board)
    RemotePair().find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_remote_pair_along_a_human_solve_is_sound(puzzle):
    check_sound(RemotePair(), puzzle)


def test_name_difficulty_and_layouts():
    chain = RemotePair()
    assert (chain.name, chain.difficulty, chain.level) == ("remote pair", 4.5, "fiendish")
    assert chain.holds_for(named("triangular"))
