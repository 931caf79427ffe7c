"""BUG+1: the one digit that keeps a puzzle with one solution out of a bivalue universal grave."""

from __future__ import annotations

import pytest

from sudoku.strategies.bug import BugPlusOne

from .positions import PUZZLES, check_sound, position, snapshot, solution

#: From a human solve of 17-clue puzzle #259 (Gordon Royle's list): every empty cell has
#: two candidates but r9c9, which has 5, 6 and 9.
BUG = (
    "2791658345468239178139745..495312678738546291162798453.546.17...872.914..214.73..")
#: From a human solve of 17-clue puzzle #325: a unique rectangle, but many cells of three
#: candidates or more.
NO_BUG = (
    ".5.8..241.8123457.24..15.83538162794162.4.3584..358162...58142.81542..3..24..3815")


def test_bug_plus_one():
    # Without 6 at r9c9, each missing digit has two places in each container: a BUG, whose
    # solutions come in pairs (give every cell its other candidate). So r9c9 is 6: 5 and 9
    # leave it.
    board = position(BUG)
    assert sorted(board.candidates(board.cell("r9c9"))) == [5, 6, 9]
    step = BugPlusOne(unique=True).find(board)
    assert str(step) == (
        "r9c9<>5, r9c9<>9: BUG+1, every empty cell but r9c9 has two candidates; without 6 "
        "there, every missing digit would have two places in each container: a BUG, which has "
        "no solution or at least two; since the puzzle has only one, r9c9 is 6, and 5 and 9 "
        "leave it")
    assert [cell.name for cell in step.cells] == ["r9c9"]
    assert [k.name for k in step.containers] == ["row 9", "column 9", "box 9"]
    assert solution(BUG)[board.cell("r9c9").index] == 6


def test_nothing_unless_the_puzzle_is_known_to_have_one_solution():
    board = position(BUG)
    assert BugPlusOne().find(board) is None
    assert BugPlusOne().assuming_unique().find(board) is not None


def test_no_bug_without_exactly_one_cell_of_three_candidates():
    after = position(BUG)
    BugPlusOne(unique=True).find(after).apply(after)  # now every empty cell has one or two
    for board in (after, position(NO_BUG)):
        assert BugPlusOne(unique=True).find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(BUG)
    before = snapshot(board)
    assert BugPlusOne(unique=True).find(board) is not None
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_bug_along_a_human_solve_is_sound(puzzle):
    check_sound(BugPlusOne(unique=True), puzzle)


def test_name_and_difficulty():
    assert (BugPlusOne().name, BugPlusOne().difficulty, BugPlusOne().level) == (
        "BUG+1", 5.6, "fiendish")
    assert repr(BugPlusOne()) == "BugPlusOne()"
    assert repr(BugPlusOne(unique=True)) == "BugPlusOne(unique=True)"
