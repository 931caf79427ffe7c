"""Finned fish: an X-Wing, Swordfish or Jellyfish with fins, sashimi ones included.

The positions are real: the givens of a puzzle, or a position a human solve of
a hard puzzle reached, written out as a puzzle of its own (its solution is the
original puzzle's). The comments give the places of the digit, checked by hand.
One more is made by hand on an empty board, where any deduction must hold for
every way of filling the grid.
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies.finned_fish import FinnedFish
from sudoku.strategies.fish import Fish

from .positions import (
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

#: From a human solve of top95 #2. Row 1 has 8 only at r1c5 and r1c8, row 3 at r3c5, r3c8
#: and the fin r3c6. Without the fin, columns 5 and 8 take their 8 from rows 1 and 3; with
#: it, box 2 does. r2c5 is in column 5 and box 2: it is not 8 either way. With columns 6 and
#: 8 as the cover, r1c5 and r3c5 are the fins, and r2c6 sees both: a second fish on the same
#: base, so the step is a Siamese fish.
FINNED = (
    "52...6.........7.131..........4..8..6......5...........418.........3..28..87.....")
#: From a human solve of a top95 puzzle. Column 4 has 6 only at r7c4 and the fin r3c4, column
#: 6 at r2c6, r7c6 and the fin r3c6: without the fins, column 4 would have one place in rows
#: 2 and 7, a sashimi fish. r2c5 is in row 2 and sees both fins (box 2). With rows 3 and 7
#: as the cover, r2c6 is the fin, and r3c5 sees it: a Siamese fish again.
SASHIMI = (
    "6.....8.3.4.7.................5.4.7.3.42.1...1.6.......2.....5.....8.6...6..1....")
#: From the same solve, further on: a sashimi Swordfish on 7 with the fin r1c3.
SASHIMI_SWORDFISH = (
    "6.....8.3.4.7.................5.4.7.3.42.....1.6.......2.....5.....8.6...6..1....")
#: From the human solve of the generated puzzle of seed 26. Rows 2, 4, 6 and 9 hold 4 only
#: in columns 2, 4, 5 and 8 (row 2 at r2c5 and the fin r2c6, so a sashimi fish): either the
#: Jellyfish holds, or r2c6 is 4; r1c4 and r1c5 lie in those columns and in box 2 with the fin.
SASHIMI_JELLYFISH = (
    ".56..12731.372..8..72.3...43.5..76....7362...6.1..873.53....82.76.283.51218..93..")

X_WING, SWORDFISH, JELLYFISH = FinnedFish(2), FinnedFish(3), FinnedFish(4)


def test_a_finned_x_wing():
    board = position(FINNED)
    step = X_WING.find(board)
    assert str(step) == (
        "r2c5<>8, r2c6<>8: finned X-Wing, a Siamese fish, two on one base: on 8: rows 1 and 3 "
        "hold 8 only in columns 5 and 8 but for the fin r3c6, so 8 leaves the cells of those "
        "columns that see it; and a sashimi fish on 8: rows 1 and 3 hold 8 only in columns 6 "
        "and 8 but for the fins r1c5 and r3c5, so 8 leaves the cells of those columns that see "
        "them all")
    assert [cell.name for cell in step.cells] == ["r1c5", "r1c8", "r3c5", "r3c6", "r3c8"]
    assert [k.name for k in step.containers] == ["row 1", "row 3", "column 5", "column 8"]
    assert all(solution(FINNED)[cell.index] != 8 for cell, _ in step.eliminations)


def test_a_sashimi_x_wing():
    step = X_WING.find(position(SASHIMI))
    assert written(step) == ["r2c5<>6", "r3c5<>6"]
    assert step.reason.startswith(
        "a Siamese fish, two on one base: a sashimi fish on 6: columns 4 and 6 hold 6 only in "
        "rows 2 and 7 but for the fins r3c4 and r3c6, so 6 leaves the cells of those rows that "
        "see them all; and on 6:")
    assert all(solution(SASHIMI)[cell.index] != 6 for cell, _ in step.eliminations)


def test_a_finned_swordfish_in_the_givens_of_top95_second():
    # Row 2 has 2 only at r2c5, r2c6 and the fin r2c4; rows 7 and 9 only in columns 1, 5
    # and 6. r3c5 and r3c6 are in those columns and in box 2 with the fin.
    board = Board.from_text(TOP95_SECOND)
    assert X_WING.find(board) is None and Fish(3).find(board) is None
    step = SWORDFISH.find(board)
    assert written(step) == ["r3c5<>2", "r3c6<>2"]
    assert step.reason == (
        "on 2: rows 2, 7 and 9 hold 2 only in columns 1, 5 and 6 but for the fin r2c4, so 2 "
        "leaves the cells of those columns that see it")
    assert all(solution(TOP95_SECOND)[cell.index] != 2 for cell, _ in step.eliminations)


def test_a_sashimi_swordfish():
    board = position(SASHIMI_SWORDFISH)
    assert X_WING.find(board) is None
    step = SWORDFISH.find(board)
    assert str(step) == (
        "r3c2<>7: finned Swordfish, a sashimi fish on 7: rows 1, 5 and 6 hold 7 only in "
        "columns 2, 5 and 6 but for the fin r1c3, so 7 leaves the cells of those columns that "
        "see it")
    assert solution(SASHIMI_SWORDFISH)[board.cell("r3c2").index] != 7


def test_a_sashimi_jellyfish():
    board = position(SASHIMI_JELLYFISH)
    assert Fish(4).find(board) is None
    step = JELLYFISH.find(board)
    assert str(step) == (
        "r1c4<>4, r1c5<>4: finned Jellyfish, a sashimi fish on 4: rows 2, 4, 6 and 9 hold 4 "
        "only in columns 2, 4, 5 and 8 but for the fin r2c6, so 4 leaves the cells of those "
        "columns that see it")
    assert [(mark.cell.name, mark.role) for mark in step.marks if mark.role == "fin"] == [
        ("r2c6", "fin")]
    assert all(solution(SASHIMI_JELLYFISH)[cell.index] != 4 for cell, _ in step.eliminations)


#: From a human solve of top95 #1. Column 4 holds 4 only at r2c4 and r4c4, column 6 at r2c6,
#: r3c6 and r4c6. With rows 2 and 4 as the cover, r3c6 is the fin, and r2c5 sees it (box 2);
#: with rows 3 and 4, r2c4 and r2c6 are the fins, and r3c5 sees both: two finned X-Wings on
#: one base, a Siamese fish, one step.
SIAMESE = (
    "4.....8.5.3..........7......2.....6.....8.4...4..1.......6.3.7.5.32.1...1.4......")


def test_a_siamese_fish_is_one_step():
    board = position(SIAMESE)
    step = X_WING.find(board)
    assert written(step) == ["r2c5<>4", "r3c5<>4"]
    assert step.reason == (
        "a Siamese fish, two on one base: on 4: columns 4 and 6 hold 4 only in rows 2 and 4 "
        "but for the fin r3c6, so 4 leaves the cells of those rows that see it; and a sashimi "
        "fish on 4: columns 4 and 6 hold 4 only in rows 3 and 4 but for the fins r2c4 and "
        "r2c6, so 4 leaves the cells of those rows that see them all")
    assert all(solution(SIAMESE)[cell.index] != 4 for cell, _ in step.eliminations)


def test_a_fin_made_by_hand():
    # On an empty board, row 1 keeps 1 only at c1 and c5, row 5 at c1, c5 and the fin c6.
    board = Board()
    for column in range(1, 10):
        if column not in (1, 5):
            board.eliminate(board.cell(f"r1c{column}"), 1)
        if column not in (1, 5, 6):
            board.eliminate(board.cell(f"r5c{column}"), 1)
    assert Fish(2).find(board) is None
    assert written(X_WING.find(board)) == ["r4c5<>1", "r6c5<>1"]
    # Without the fin it is a plain X-Wing, which is not a finned one.
    board.eliminate(board.cell("r5c6"), 1)
    assert Fish(2).find(board) is not None
    assert X_WING.find(board) is None


@pytest.mark.parametrize("fish", [X_WING, SWORDFISH, JELLYFISH], ids=repr)
def test_nothing_where_there_is_none(fish):
    assert fish.find(stuck(INKALA)) is None
    assert fish.find(Board()) is None


@pytest.mark.parametrize("fish", [X_WING, SWORDFISH, JELLYFISH], ids=repr)
@pytest.mark.parametrize("puzzle", [FINNED, SASHIMI, SASHIMI_SWORDFISH, SASHIMI_JELLYFISH])
def test_find_leaves_the_board_unchanged(fish, puzzle):
    board = position(puzzle)
    before = snapshot(board)
    fish.find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("fish", [X_WING, SWORDFISH, JELLYFISH], ids=repr)
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_finned_fish_along_a_human_solve_is_sound(fish, puzzle):
    check_sound(fish, puzzle)


def test_names_difficulties_and_layouts():
    assert [(f.name, f.difficulty, repr(f)) for f in (X_WING, SWORDFISH, JELLYFISH)] == [
        ("finned X-Wing", 4.1, "FinnedFish(2)"), ("finned Swordfish", 4.7, "FinnedFish(3)"),
        ("finned Jellyfish", 6.1, "FinnedFish(4)")]
    assert X_WING.level == SWORDFISH.level == "fiendish"
    assert X_WING.holds_for(named("jigsaw")) and not X_WING.holds_for(named("triangular"))
    assert X_WING.find(Board(named("triangular"))) is None
    with pytest.raises(ValueError):
        FinnedFish(5)
