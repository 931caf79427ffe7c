"""Nice loops: alternating inference chains that mix every kind of link.

Positions come from human solves of hard puzzles, written out as puzzles of
their own (the solution is the original puzzle's).
"""

from __future__ import annotations

import pytest

from sudoku.strategies.nice_loop import NiceLoop
from sudoku.strategies.x_chain import XChain
from sudoku.strategies.xy_chain import XYChain

from .positions import (
    HARDEST_THIRD,
    INKALA,
    PUZZLES,
    check_sound,
    position,
    snapshot,
    solution,
    stuck,
    written,
)

#: From a human solve of top95 #55: row 7 keeps 3 only at r7c4 and r7c5, r4c5 holds only
#: 3 and 9, column 9 keeps 9 only at r4c9 and r7c9.
MIXED = (
    "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")


def test_a_chain_with_ends_on_two_digits_in_one_row():
    # If r7c4 is not 3, r7c5 is (row 7), so r4c5 is not 3 (column 5) and is 9, so r4c9 is
    # not 9 (row 4) and r7c9 is (column 9). One of r7c4=3 and r7c9=9 is true: either way
    # r7c4 is not 9 (it would be 3, or see the 9 of r7c9 in row 7).
    board = position(MIXED)
    assert XChain().find(board) is None and XYChain().find(board) is None
    step = NiceLoop().find(board)
    assert str(step) == (
        "r7c4<>9: nice loop, r7c4=3 is false ⇒ r7c5=3 is true (the only other place for 3 in "
        "row 7) ⇒ r4c5=3 is false (it sees r7c5 in column 5) ⇒ r4c5=9 is true (the only other "
        "candidate of r4c5) ⇒ r4c9=9 is false (it sees r4c5 in row 4) ⇒ r7c9=9 is true (the "
        "only other place for 9 in column 9); so r7c4=3 or r7c9=9 is true, and every "
        "candidate that sees both ends is false")
    assert [cell.name for cell in step.cells] == ["r4c5", "r4c9", "r7c4", "r7c5", "r7c9"]
    assert [k.name for k in step.containers] == ["row 4", "row 7", "column 5", "column 9"]
    assert solution(MIXED)[board.cell("r7c4").index] != 9


def test_a_chain_with_both_ends_in_one_cell():
    # Singles are stuck on the third "hardest" puzzle. Box 4 keeps 6 only at r4c3 and r6c1,
    # and 7 only at r4c3 and r6c1 too: r4c3 is 6 or 7, so its other candidates go.
    board = stuck(HARDEST_THIRD)
    assert XChain().find(board) is None and XYChain().find(board) is None
    step = NiceLoop().find(board)
    assert written(step) == ["r4c3<>2", "r4c3<>8", "r4c3<>9"]
    assert step.reason.endswith("so r4c3=6 or r4c3=7 is true, and every candidate that sees "
                                "both ends is false")
    assert solution(HARDEST_THIRD)[board.cell("r4c3").index] in (6, 7)


@pytest.mark.parametrize("board", [position(INKALA), stuck(INKALA)], ids=["givens", "stuck"])
def test_no_nice_loop_in_the_hardest_puzzle(board):
    # Within 11 links there is none: Inkala's puzzle needs forcing chains or guessing.
    assert NiceLoop().find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(MIXED)
    before = snapshot(board)
    assert NiceLoop().find(board) is not None
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_nice_loop_along_a_human_solve_is_sound(puzzle):
    check_sound(NiceLoop(), puzzle)


def test_name_and_difficulty():
    assert (NiceLoop().name, NiceLoop().difficulty, NiceLoop().level) == (
        "nice loop", 7.0, "diabolical")
