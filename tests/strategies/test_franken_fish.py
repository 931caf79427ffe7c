"""Franken and Mutant fish: fish whose base and cover mix rows, columns and boxes.

The position holds the digits of a position of a human solve of top95 #22 (its solution is
the puzzle's); the comments give the places of 1 there, checked by hand. The Franken and
Mutant searches cost tens of milliseconds a call, so the walk along human solves is slow.
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies.finned_fish import FinnedFish
from sudoku.strategies.fish import Fish
from sudoku.strategies.franken_fish import FrankenFish

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: 1 goes in row 1 only at r1c1 and r1c2, in row 4 only at r4c1, r4c2 and r4c3, and in box 7
#: only at r7c2, r7c3, r8c2 and r8c3: all in columns 1, 2 and 3, and the three containers share
#: no cell. So they put their three 1s in those columns, one each, and the other places of
#: the columns, r2c1, r2c2 and r2c3, lose it.
FRANKEN = (
    "..247..58..............1.4.....2...952819.4....9...1252......3.3....75.2685..2...")


def test_a_franken_swordfish():
    board = position(FRANKEN)
    step = FrankenFish(3).find(board)
    assert str(step) == (
        "r2c1<>1, r2c2<>1, r2c3<>1: Franken Swordfish, on 1: rows 1 and 4 and box 7 hold 1 "
        "only in columns 1, 2 and 3, so 1 leaves the other cells of the cover")
    assert [k.name for k in step.containers] == [
        "row 1", "row 4", "box 7", "column 1", "column 2", "column 3"]
    assert {mark.role for mark in step.marks} == {"base"}  # no fin, nothing left standing
    assert all(solution(FRANKEN)[cell.index] != 1 for cell, _ in step.eliminations)


def test_a_finned_franken_x_wing():
    # Row 1's 1 is at r1c1 (column 1) or at the fin r1c2; row 4's is in box 4. Without the
    # fin, column 1 and box 4 take the two; r2c1, in column 1, also sees the fin.
    board = position(FRANKEN)
    step = FrankenFish(2).find(board)
    assert written(step) == ["r2c1<>1"]
    assert [mark.cell.name for mark in step.marks if mark.role == "fin"] == ["r1c2"]
    assert step.reason.endswith("but for the fin r1c2, so 1 leaves the cells of the cover "
                                "that see it")
    assert solution(FRANKEN)[board.cell("r2c1").index] != 1


def test_a_mutant_x_wing_mixes_rows_and_columns():
    # Row 1's 1 is at r1c1 (column 1) or the fin r1c2; box 3's at r2c8 or r2c9 (row 2).
    board = position(FRANKEN)
    step = FrankenFish(2, "mutant").find(board)
    assert step.reason.startswith("on 1: row 1 and box 3 hold 1 only in row 2 and column 1")
    assert all(solution(FRANKEN)[cell.index] != 1 for cell, _ in step.eliminations)


def test_a_plain_or_finned_fish_is_not_a_franken_one():
    # On an empty board, 1 goes in rows 1 and 5 only in columns 1 and 5: an X-Wing, and no
    # box takes part.
    board = Board()
    for column in (2, 3, 4, 6, 7, 8, 9):
        for row in (1, 5):
            board.eliminate(board.cell(f"r{row}c{column}"), 1)
    assert Fish(2).find(board) is not None
    assert FrankenFish(2).find(board) is None
    # With a fin at r1c6 it is a finned X-Wing, still no box among base and cover.
    board = Board()
    for column in (2, 3, 4, 7, 8, 9):
        board.eliminate(board.cell(f"r1c{column}"), 1)
    for column in (2, 3, 4, 6, 7, 8, 9):
        board.eliminate(board.cell(f"r5c{column}"), 1)
    assert FinnedFish(2).find(board) is not None
    assert FrankenFish(2).find(board) is None


@pytest.mark.parametrize("fish", [FrankenFish(2), FrankenFish(2, "mutant")], ids=repr)
def test_nothing_where_there_is_none(fish):
    assert fish.find(stuck(INKALA)) is None


def test_find_leaves_the_board_unchanged():
    board = position(FRANKEN)
    before = snapshot(board)
    assert FrankenFish(3).find(board) is not None
    assert snapshot(board) == before


@pytest.mark.slow
@pytest.mark.parametrize("fish", [FrankenFish(2), FrankenFish(3), FrankenFish(2, "mutant")],
                         ids=repr)
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_franken_fish_along_a_human_solve_is_sound(fish, puzzle):
    check_sound(fish, puzzle)


def test_names_difficulties_and_layouts():
    fishes = [FrankenFish(size, kind) for kind in ("franken", "mutant") for size in (2, 3, 4)]
    assert [(f.name, f.difficulty) for f in fishes] == [
        ("Franken X-Wing", 7.6), ("Franken Swordfish", 7.7), ("Franken Jellyfish", 7.8),
        ("Mutant X-Wing", 7.9), ("Mutant Swordfish", 8.0), ("Mutant Jellyfish", 8.1)]
    assert repr(fishes[3]) == "FrankenFish(2, 'mutant')"
    assert not fishes[0].holds_for(named("triangular"))
    assert fishes[0].holds_for(named("x-sudoku")) and not fishes[0].holds_for(named("jigsaw"))
    with pytest.raises(ValueError):
        FrankenFish(5)
    with pytest.raises(ValueError):
        FrankenFish(2, "kraken")
