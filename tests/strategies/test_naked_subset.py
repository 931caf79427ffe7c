"""Naked subsets: ``size`` cells holding only ``size`` digits take them from the container."""

from __future__ import annotations

import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board
from sudoku.strategies.naked_subset import NakedSubset, in_words

from .positions import (
    HARDEST_THIRD,
    INKALA,
    PUZZLES,
    TOP95_SECOND,
    check_sound,
    position,
    snapshot,
    solution,
    stuck,
    written,
)

#: A position of the how-to *Add a strategy*: r1c8 and r1c9 are a locked pair.
LOCKED_PAIR = (
    "361.259...8.96..1.4......57..8...471...6.3...259...8..74......5.2..18.6...547.329")
#: The hidden pair 2 and 6 of box 5 in the hard puzzle's givens (see test_hidden_subset),
#: applied: r5c6 and r6c6 are left with 2 and 6 only.
HIDDEN_PAIR_APPLIED = ("r5c6<>5", "r5c6<>7", "r5c6<>9", "r6c6<>4", "r6c6<>5", "r6c6<>7",
                       "r6c6<>9")


def test_a_naked_pair():
    # r5c6 and r6c6 hold only 2 and 6, and both lie in column 6; of the other cells of
    # column 6, r1c6 (1269), r2c6 and r3c6 (1245689) still have 2 and 6.
    board = position(HARD_PUZZLE, *HIDDEN_PAIR_APPLIED)
    step = NakedSubset(2).find(board)
    assert str(step) == (
        "r1c6<>2, r1c6<>6, r2c6<>2, r2c6<>6, r3c6<>2, r3c6<>6: naked pair, r5c6 and r6c6 "
        "hold only 2 and 6, so 2 and 6 leave the other cells of column 6")
    assert [cell.name for cell in step.cells] == ["r5c6", "r6c6"]
    assert [k.name for k in step.containers] == ["column 6"]


def test_a_naked_triple_that_is_locked_clears_its_row_and_its_box():
    # Row 7 of the hard puzzle's givens: r7c1 (289), r7c2 (89) and r7c3 (289) hold only 2, 8
    # and 9; the other empty cells are r7c5 (459), r7c7 (1259) and r7c9 (12489). The three
    # also fill the top of box 7, whose cells r8c2, r8c3 and r9c2 hold 8 or 9: one step.
    step = NakedSubset(3).find(Board.from_text(HARD_PUZZLE))
    assert written(step) == ["r7c5<>9", "r7c7<>2", "r7c7<>9", "r7c9<>2", "r7c9<>8", "r7c9<>9",
                             "r8c2<>8", "r8c2<>9", "r8c3<>8", "r8c3<>9", "r9c2<>8", "r9c2<>9"]
    assert [k.name for k in step.containers] == ["row 7", "box 7"]
    assert step.reason == ("r7c1, r7c2 and r7c3 hold only 2, 8 and 9, so 2, 8 and 9 leave "
                           "the other cells of row 7 and box 7")
    assert all(solution(HARD_PUZZLE)[cell.index] != digit for cell, digit in step.eliminations)


def test_a_locked_pair_is_one_step():
    # r1c8 and r1c9 hold only 4 and 8, and share row 1 and box 3: r1c4 loses 8 (row 1),
    # r2c9 loses 4 (box 3), both in one step.
    step = NakedSubset(2).find(position(LOCKED_PAIR))
    assert str(step) == (
        "r1c4<>8, r2c9<>4: naked pair, r1c8 and r1c9 hold only 4 and 8, so 4 and 8 leave the "
        "other cells of row 1 and box 3")
    assert all(solution(LOCKED_PAIR)[cell.index] != digit for cell, digit in step.eliminations)


def test_a_naked_quad():
    # Box 4 of the givens of "hardest" #3: r4c2 (289), r5c1 (259), r5c3 (289) and r6c2 (59)
    # hold only 2, 5, 8 and 9; the other empty cells are r4c3 (26789) and r6c1 (5679).
    step = NakedSubset(4).find(Board.from_text(HARDEST_THIRD))
    assert written(step) == ["r4c3<>2", "r4c3<>8", "r4c3<>9", "r6c1<>5", "r6c1<>9"]
    assert [k.name for k in step.containers] == ["box 4"]


def test_a_triple_and_a_quad_in_one_column():
    # Column 1 of top95 #2's givens: r7c1 (279), r8c1 (79), r9c1 (29) are a triple, and with
    # r4c1 (1279) a quad; each size finds its own. The triple lies in box 7 too.
    board = Board.from_text(TOP95_SECOND)
    assert written(NakedSubset(3).find(board)) == [
        "r2c1<>9", "r4c1<>2", "r4c1<>7", "r4c1<>9", "r6c1<>2", "r6c1<>7", "r6c1<>9",
        "r8c2<>7", "r8c2<>9", "r8c3<>7", "r8c3<>9", "r9c2<>9"]
    assert written(NakedSubset(4).find(board)) == [
        "r2c1<>9", "r6c1<>1", "r6c1<>2", "r6c1<>7", "r6c1<>9"]


def test_a_cell_with_one_candidate_is_a_single_not_part_of_a_pair():
    # Row 5 of the classic puzzle: r5c2 holds 2 and 5, r5c5 only 5 (a naked single).
    board = Board.from_text(CLASSIC_PUZZLE)
    assert NakedSubset(2).find(board) is None


@pytest.mark.parametrize("size", [2, 3, 4])
def test_nothing_in_the_hardest_puzzle(size):
    assert NakedSubset(size).find(Board.from_text(INKALA)) is None
    assert NakedSubset(size).find(stuck(INKALA)) is None


@pytest.mark.parametrize("size", [2, 3, 4])
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_subset_agrees_with_the_solution_and_leaves_the_board_alone(size, puzzle):
    check_sound(NakedSubset(size), puzzle)


def test_finding_does_not_change_the_board():
    board = position(HARD_PUZZLE, *HIDDEN_PAIR_APPLIED)
    before = snapshot(board)
    assert all(NakedSubset(size).find(board) for size in (2, 3))
    assert snapshot(board) == before


def test_names_difficulties_and_sizes():
    assert [(s.name, s.difficulty, repr(s)) for s in map(NakedSubset, (2, 3, 4))] == [
        ("naked pair", 3.0, "NakedSubset(2)"), ("naked triple", 3.6, "NakedSubset(3)"),
        ("naked quad", 5.0, "NakedSubset(4)")]
    with pytest.raises(ValueError):
        NakedSubset(5)


def test_lists_are_written_in_words():
    assert [in_words(["3"]), in_words("37"), in_words("149")] == ["3", "3 and 7", "1, 4 and 9"]
