"""X-Chain: a chain on one digit; a cell that sees both ends loses the digit.

Positions come from human solves of hard puzzles, written out as puzzles of
their own (the solution is the original puzzle's), with the few eliminations
that earlier steps of the solve made and the pattern needs.
"""

from __future__ import annotations

import pytest

from sudoku.strategies.x_chain import XChain

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: From a human solve of top95 #14. 8 has only two places in column 8 (r4c8, r9c8) and
#: row 7 (r7c3, r7c9); 9 only two in row 5 (r5c2, r5c6), column 5 (r6c5, r7c5) and
#: column 9 (r7c9, r9c9).
X_CHAIN = (
    "356.7.294....4.851841952736.1.4.59..7.4.1.625...2.7413.2....54.....8.3.2...52.1..")
#: The strike of the first X-Chain, on 8; the next one is on 9.
X_CHAIN_SHAPING = ("r4c3<>8",)
#: From top95 #55: neither an X-Chain nor an XY-Chain here, only a chain that mixes links.
NO_X_CHAIN = (
    "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")


def test_a_short_x_chain():
    # If r4c8 is not 8, r9c8 is (column 8); then r7c9 is not (box 9), so r7c3 is (row 7).
    # So r4c8 or r7c3 is 8, and r4c3, which sees both (row 4, column 3), is not.
    step = XChain().find(position(X_CHAIN))
    assert written(step) == ["r4c3<>8"]
    assert step.reason.startswith("r4c8=8 is false ⇒ r9c8=8 is true (the only other place "
                                  "for 8 in column 8) ⇒ r7c9=8 is false")
    assert solution(X_CHAIN)[step.eliminations[0][0].index] != 8


def test_a_longer_x_chain():
    # If r5c2 is not 9, r5c6 is (row 5); then r6c5 is not (box 5), so r7c5 is (column 5);
    # then r7c9 is not (row 7), so r9c9 is (column 9). So r5c2 or r9c9 is 9, and r9c2,
    # which sees both (column 2, row 9), is not.
    board = position(X_CHAIN, *X_CHAIN_SHAPING)
    step = XChain().find(board)
    assert str(step) == (
        "r9c2<>9: X-Chain, r5c2=9 is false ⇒ r5c6=9 is true (the only other place for 9 in "
        "row 5) ⇒ r6c5=9 is false (it sees r5c6 in box 5) ⇒ r7c5=9 is true (the only other "
        "place for 9 in column 5) ⇒ r7c9=9 is false (it sees r7c5 in row 7) ⇒ r9c9=9 is true "
        "(the only other place for 9 in column 9); so r5c2=9 or r9c9=9 is true, and every "
        "candidate that sees both ends is false")
    assert [cell.name for cell in step.cells] == ["r5c2", "r5c6", "r6c5", "r7c5", "r7c9", "r9c9"]
    assert [k.name for k in step.containers] == [
        "row 5", "row 7", "column 5", "column 9", "box 5"]
    assert solution(X_CHAIN)[board.cell("r9c2").index] != 9


@pytest.mark.parametrize("board", [
    position(NO_X_CHAIN), position(INKALA), stuck(INKALA)], ids=["mixed", "givens", "stuck"])
def test_no_x_chain_where_there_is_none(board):
    assert XChain().find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(X_CHAIN, *X_CHAIN_SHAPING)
    before = snapshot(board)
    assert XChain().find(board) is not None
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_x_chain_along_a_human_solve_is_sound(puzzle):
    check_sound(XChain(), puzzle)


def test_name_and_difficulty():
    assert (XChain().name, XChain().difficulty, XChain().level) == ("X-Chain", 6.5, "diabolical")
