"""Turbot fish: two strong links on one digit joined by a weak one, in three shapes.

Every position is real: the givens of a puzzle, or a position a human solve of
a hard puzzle reached, written out as a puzzle of its own (its solution is the
original puzzle's). The comments give the places of the digit, checked by hand.
"""

from __future__ import annotations

import pytest
from conftest import CLASSIC_PUZZLE

from sudoku.shapes import named
from sudoku.strategies.turbot_fish import TurbotFish

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written
from .test_fish import X_WING

SKYSCRAPER, KITE, TURBOT = TurbotFish("skyscraper"), TurbotFish("kite"), TurbotFish("turbot")
SHAPES = (SKYSCRAPER, KITE, TURBOT)

#: From a human solve of a top95 puzzle. Column 2 has 4 only at r2c2 and r4c2, column 4 only
#: at r1c4 and r4c4; r4c2 and r4c4 share row 4, so r2c2 or r1c4 is 4. r1c3 sees r2c2 (box 1)
#: and r1c4 (row 1); r2c5 sees r2c2 (row 2) and r1c4 (box 2).
ON_COLUMNS = (
    ".1..3..9....2....1.5.9.....5........1.2.8.456.8.5...2.675......4.1..6..3.....4.6.")
#: The givens of a hard puzzle. Column 8 has 1 only at r2c8 and r3c8, box 1 only at r2c1 and
#: r3c1; r3c8 and r3c1 share row 3, so r2c8 or r2c1 is 1, and r2c9 (row 2) sees both.
WITH_A_BOX = (
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...")


def test_a_skyscraper():
    board = position(ON_COLUMNS)
    step = SKYSCRAPER.find(board)
    assert str(step) == (
        "r1c3<>4, r2c5<>4: Skyscraper, on 4: column 2 holds 4 only at r2c2 or r4c2, column 4 "
        "only at r4c4 or r1c4, and r4c2 and r4c4 share row 4, so they are not both 4: r2c2 or "
        "r1c4 is 4, and 4 leaves the cells that see both")
    assert [cell.name for cell in step.cells] == ["r1c4", "r2c2", "r4c2", "r4c4"]
    assert [k.name for k in step.containers] == ["column 2", "column 4", "row 4"]
    assert all(solution(ON_COLUMNS)[cell.index] != 4 for cell, _ in step.eliminations)


def test_a_two_string_kite_in_the_classic_givens():
    # Row 7 has 4 only at r7c3 and r7c9, column 2 only at r2c2 and r9c2; r7c3 and r9c2 share
    # box 7, so r7c9 or r2c2 is 4, and r2c9 sees both (row 2, column 9).
    step = KITE.find(position(CLASSIC_PUZZLE))
    assert str(step) == (
        "r2c9<>4: 2-String Kite, on 4: row 7 holds 4 only at r7c9 or r7c3, column 2 only at "
        "r9c2 or r2c2, and r7c3 and r9c2 share box 7, so they are not both 4: r7c9 or r2c2 is "
        "4, and 4 leaves the cells that see both")
    assert [k.name for k in step.containers] == ["row 7", "column 2", "box 7"]
    assert solution(CLASSIC_PUZZLE)[step.eliminations[0][0].index] != 4


def test_a_turbot_fish_with_a_link_in_a_box():
    step = TURBOT.find(position(WITH_A_BOX))
    assert written(step) == ["r2c9<>1"]
    assert step.strategy == "Turbot Fish"
    assert step.reason == (
        "on 1: column 8 holds 1 only at r2c8 or r3c8, box 1 only at r3c1 or r2c1, and r3c8 "
        "and r3c1 share row 3, so they are not both 1: r2c8 or r2c1 is 1, and 1 leaves the "
        "cells that see both")
    assert solution(WITH_A_BOX)[step.eliminations[0][0].index] != 1


def test_each_shape_keeps_to_its_own():
    # A kite exists beside the Skyscraper (row 6 and column 2 through box 4), but not the
    # Skyscraper's cells; the classic givens and WITH_A_BOX have no Skyscraper at all.
    assert KITE.find(position(ON_COLUMNS)).cells != SKYSCRAPER.find(position(ON_COLUMNS)).cells
    assert SKYSCRAPER.find(position(CLASSIC_PUZZLE)) is None
    assert SKYSCRAPER.find(position(WITH_A_BOX)) is None
    assert KITE.find(position(WITH_A_BOX)) is None


def test_a_link_that_is_also_a_line_names_the_shape_by_the_line():
    # In this X-Wing position, 5 has two places in column 5, r7c5 and r8c5, which are also
    # box 8's only two: joined to column 3 through row 7, that is a Skyscraper, not a Turbot.
    board = position(X_WING)
    assert written(SKYSCRAPER.find(board)) == ["r8c2<>5"]
    found = TURBOT.find(board)
    assert found is None or "r7c5 or r8c5" not in found.reason


@pytest.mark.parametrize("shape", SHAPES, ids=repr)
def test_nothing_where_there_is_none(shape):
    assert shape.find(stuck(INKALA)) is None


@pytest.mark.parametrize("shape", SHAPES, ids=repr)
@pytest.mark.parametrize("puzzle", [ON_COLUMNS, CLASSIC_PUZZLE, WITH_A_BOX])
def test_find_leaves_the_board_unchanged(shape, puzzle):
    board = position(puzzle)
    before = snapshot(board)
    shape.find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("shape", SHAPES, ids=repr)
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_turbot_fish_along_a_human_solve_is_sound(shape, puzzle):
    check_sound(shape, puzzle)


def test_names_difficulties_and_layouts():
    assert [(s.name, s.difficulty, repr(s)) for s in SHAPES] == [
        ("Skyscraper", 3.9, "TurbotFish('skyscraper')"),
        ("2-String Kite", 4.0, "TurbotFish('kite')"),
        ("Turbot Fish", 4.1, "TurbotFish('turbot')")]
    triangular = named("triangular")
    assert [s.holds_for(triangular) for s in SHAPES] == [False, False, True]
    assert all(s.holds_for(named("jigsaw")) for s in SHAPES)
    with pytest.raises(ValueError):
        TurbotFish("swordfish")
