"""XY-Chain: a chain of two-candidate cells; a cell that sees both ends loses their digit.

Positions come from human solves of hard puzzles, written out as puzzles of
their own (the solution is the original puzzle's), with the eliminations that
earlier steps of the solve made and the pattern needs.
"""

from __future__ import annotations

import pytest

from sudoku.strategies.x_chain import XChain
from sudoku.strategies.xy_chain import XYChain

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: From a human solve of top95 #82.
XY_CHAIN = (
    "....3....15724863983..5947..19.23...5..976123.23.159...6....25....56.....75.....6")
#: What earlier steps struck out: the naked pair 4 and 8 of r4c4 and r6c4 took them out of
#: the rest of column 4, and so on.
XY_CHAIN_SHAPING = ("r1c1<>6", "r4c1<>4", "r6c1<>4", "r7c4<>4", "r7c4<>8", "r9c4<>4",
                    "r9c4<>8")
#: From top95 #55: only a chain that mixes links (see test_nice_loop) finds something.
NO_XY_CHAIN = (
    "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")


def test_the_hand_eliminations_are_true():
    answer = solution(XY_CHAIN)
    board = position(XY_CHAIN)
    for strike in XY_CHAIN_SHAPING:
        name, digit = strike.split("<>")
        assert answer[board.cell(name).index] != int(digit)


def test_an_xy_chain_of_six_cells():
    # r1c8 (1 or 8), r3c9 (1 or 2), r3c3 (2 or 6), r3c4 (6 or 1), r9c4 (1 or 3) and r9c7
    # (3 or 8), each seeing the next: if r1c8 is not 8 it is 1, so r3c9 is 2, r3c3 is 6,
    # r3c4 is 1, r9c4 is 3 and r9c7 is 8. One of r1c8 and r9c7 is 8, so r1c7 (box 3), r8c8
    # and r9c8 (column 8 and row 9, box 9) are not.
    board = position(XY_CHAIN, *XY_CHAIN_SHAPING)
    assert XChain().find(board) is None
    step = XYChain().find(board)
    assert str(step) == (
        "r1c7<>8, r8c8<>8, r9c8<>8: XY-Chain, r1c8=8 is false ⇒ r1c8=1 is true (the only "
        "other candidate of r1c8) ⇒ r3c9=1 is false (it sees r1c8 in box 3) ⇒ r3c9=2 is true "
        "(the only other candidate of r3c9) ⇒ r3c3=2 is false (it sees r3c9 in row 3) ⇒ "
        "r3c3=6 is true (the only other candidate of r3c3) ⇒ r3c4=6 is false (it sees r3c3 "
        "in row 3) ⇒ r3c4=1 is true (the only other candidate of r3c4) ⇒ r9c4=1 is false (it "
        "sees r3c4 in column 4) ⇒ r9c4=3 is true (the only other candidate of r9c4) ⇒ r9c7=3 "
        "is false (it sees r9c4 in row 9) ⇒ r9c7=8 is true (the only other candidate of "
        "r9c7); so r1c8=8 or r9c7=8 is true, and every candidate that sees both ends is false")
    assert [cell.name for cell in step.cells] == ["r1c8", "r3c3", "r3c4", "r3c9", "r9c4", "r9c7"]
    assert [k.name for k in step.containers] == ["row 3", "row 9", "column 4", "box 3"]
    answer = solution(XY_CHAIN)
    assert all(answer[cell.index] != 8 for cell, _ in step.eliminations)


def test_the_shortest_xy_chain_comes_first():
    # Without the hand eliminations, r4c4 and r6c4 (4 or 8) make a chain of two cells.
    step = XYChain().find(position(XY_CHAIN))
    assert written(step) == ["r7c4<>4", "r9c4<>4"]
    assert step.reason.count("⇒") == 3


@pytest.mark.parametrize("board", [
    position(NO_XY_CHAIN), position(INKALA), stuck(INKALA)], ids=["mixed", "givens", "stuck"])
def test_no_xy_chain_where_there_is_none(board):
    assert XYChain().find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(XY_CHAIN, *XY_CHAIN_SHAPING)
    before = snapshot(board)
    assert XYChain().find(board) is not None
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_xy_chain_along_a_human_solve_is_sound(puzzle):
    check_sound(XYChain(), puzzle)


def test_name_and_difficulty():
    assert (XYChain().name, XYChain().difficulty, XYChain().level) == (
        "XY-Chain", 6.6, "diabolical")
