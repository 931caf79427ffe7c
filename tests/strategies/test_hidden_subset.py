"""Hidden subsets: ``size`` digits with only ``size`` places take those cells for themselves."""

from __future__ import annotations

import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board
from sudoku.strategies.hidden_subset import HiddenSubset
from sudoku.strategies.naked_subset import NakedSubset

from .positions import (
    HARDEST_THIRD,
    INKALA,
    PUZZLES,
    TOP95_SECOND,
    check_sound,
    snapshot,
    stuck,
    written,
)


def test_a_hidden_pair():
    # Box 5 of the hard puzzle's givens: 2 and 6 can only go in r5c6 (25679) and r6c6
    # (245679); the other empty cells, r4c4 (3459), r4c5 (34579), r4c6 (4579), r5c4 (359)
    # and r6c4 (3459), have neither. So r5c6 and r6c6 keep only 2 and 6.
    step = HiddenSubset(2).find(Board.from_text(HARD_PUZZLE))
    assert str(step) == (
        "r5c6<>5, r5c6<>7, r5c6<>9, r6c6<>4, r6c6<>5, r6c6<>7, r6c6<>9: hidden pair, in box 5, "
        "only r5c6 and r6c6 can take 2 and 6, so every other candidate leaves them")
    assert [cell.name for cell in step.cells] == ["r5c6", "r6c6"]
    assert [k.name for k in step.containers] == ["box 5"]


def test_a_hidden_triple():
    # Column 1 of top95 #2's givens: 1 can only go in r4c1 (1279) or r6c1 (124789), 4 and 8
    # only in r2c1 (489) or r6c1: three digits, three cells.
    step = HiddenSubset(3).find(Board.from_text(TOP95_SECOND))
    assert written(step) == [
        "r2c1<>9", "r4c1<>2", "r4c1<>7", "r4c1<>9", "r6c1<>2", "r6c1<>7", "r6c1<>9"]
    assert step.reason == ("in column 1, only r2c1, r4c1 and r6c1 can take 1, 4 and 8, "
                           "so every other candidate leaves them")


def test_a_hidden_quad():
    # Row 7 of the classic puzzle's givens: 1 and 9 can only go in r7c1 (139) or r7c3
    # (134579), 3 in r7c1, r7c3, r7c4 (357) or r7c5 (35), 5 in r7c3, r7c4 or r7c5.
    step = HiddenSubset(4).find(Board.from_text(CLASSIC_PUZZLE))
    assert written(step) == ["r7c3<>4", "r7c3<>7", "r7c4<>7"]
    assert [cell.name for cell in step.cells] == ["r7c1", "r7c3", "r7c4", "r7c5"]


@pytest.mark.parametrize(("puzzle", "hidden", "naked"), [
    (HARD_PUZZLE, 3, 3),      # row 7: six empty cells (the naked triple is in box 7 too)
    (TOP95_SECOND, 2, 4),     # column 1: six empty cells
    (HARDEST_THIRD, 2, 4),    # box 4: six empty cells
])
def test_a_hidden_subset_mirrors_the_naked_subset_of_the_other_cells(puzzle, hidden, naked):
    board = Board.from_text(puzzle)
    mirror = HiddenSubset(hidden).find(board), NakedSubset(naked).find(board)
    container = mirror[0].containers[0]
    assert mirror[1].containers[0] == container
    # In the container they share, both strike the same; a naked subset whose cells also
    # share a box clears that box too, in the same step.
    assert mirror[0].eliminations == tuple(
        (cell, digit) for cell, digit in mirror[1].eliminations if cell in container.cells)
    assert not set(mirror[0].cells) & set(mirror[1].cells)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_nothing_in_the_hardest_puzzle(size):
    assert HiddenSubset(size).find(Board.from_text(INKALA)) is None
    assert HiddenSubset(size).find(stuck(INKALA)) is None


@pytest.mark.parametrize("size", [2, 3, 4])
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_subset_agrees_with_the_solution_and_leaves_the_board_alone(size, puzzle):
    check_sound(HiddenSubset(size), puzzle)


def test_finding_does_not_change_the_board():
    board = Board.from_text(CLASSIC_PUZZLE)
    before = snapshot(board)
    assert all(HiddenSubset(size).find(board) for size in (2, 3, 4))
    assert snapshot(board) == before


def test_names_difficulties_and_sizes():
    assert [(s.name, s.difficulty, repr(s)) for s in map(HiddenSubset, (2, 3, 4))] == [
        ("hidden pair", 3.4, "HiddenSubset(2)"), ("hidden triple", 4.0, "HiddenSubset(3)"),
        ("hidden quad", 5.4, "HiddenSubset(4)")]
    with pytest.raises(ValueError):
        HiddenSubset(1)
