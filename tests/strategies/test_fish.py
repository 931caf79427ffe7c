"""Fish: ``size`` rows that hold a digit only in ``size`` columns take it from those columns.

Every position below is where the singles get stuck on a real puzzle, written
out as a puzzle of its own (its solution is the original puzzle's), sometimes
with one elimination made by hand to set up the pattern. The comments show the
places of the digit, checked by hand.
"""

from __future__ import annotations

import pytest
from conftest import HARD_PUZZLE

from sudoku import Board
from sudoku.layout import CLASSIC, CellSpec, ContainerSpec, Layout, classic
from sudoku.strategies.fish import Fish

from .positions import PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: Singles stuck on a puzzle of the sugolver "expert" set. 5 goes in row 2 only at c2 or c8,
#: in row 3 likewise; columns 2 and 8 still have 5 at r8c2, r9c2, r8c8 and r9c8.
X_WING = (
    ".785.41.6..36174.8..4.2.7..536.7.24184..62..5....4568..8.2...1...27..8.....48...2")
#: Singles stuck on a puzzle of the sugolver "intermediate" set. 3 goes in column 1 only at
#: r6 or r8, in column 3 likewise; rows 6 and 8 still have 3 at r6c5, r8c7 and r8c8.
X_WING_ON_COLUMNS = (
    "....7.....2768....83..4....4162985732.87...64.7.4.628.9.53.4......8.7...7.29.5...")
#: Singles stuck on a 17-clue puzzle. 1 goes in row 2 at c3 or c6, row 5 at c3 or c9,
#: row 8 at c6 or c9; no two rows share both columns, so there is no X-Wing on 1.
SWORDFISH = (
    ".......124...9...........54.7.2.....6.....4.....1.8...718......9...3.7..532......")
#: Singles stuck on a 17-clue puzzle; none of the three fish is there.
NO_FISH = (
    "......514......2838...5.9.....2.7....31............65.6.....7.....14.......37....")
#: Striking 1 out of r4c7 in NO_FISH makes a Jellyfish: 1 goes in row 3 at c2 or c6,
#: row 4 at c5 or c9, row 6 at c5, c6 or c9, row 7 at c2 or c9.
JELLYFISH_SHAPING = "r4c7<>1"


def agrees_with_solution(step, puzzle: str) -> bool:
    answer = solution(puzzle)
    return all(answer[cell.index] != digit for cell, digit in step.eliminations)


def test_an_x_wing():
    board = position(X_WING)
    step = Fish(2).find(board)
    assert str(step) == (
        "r8c2<>5, r8c8<>5, r9c2<>5, r9c8<>5: X-Wing, on 5: rows 2 and 3 hold 5 only in "
        "columns 2 and 8, so 5 leaves the other cells of those columns")
    assert [cell.name for cell in step.cells] == ["r2c2", "r2c8", "r3c2", "r3c8"]
    assert [k.name for k in step.containers] == ["row 2", "row 3", "column 2", "column 8"]
    assert agrees_with_solution(step, X_WING)


def test_an_x_wing_with_columns_as_the_base():
    step = Fish(2).find(position(X_WING_ON_COLUMNS))
    assert str(step) == (
        "r6c5<>3, r8c7<>3, r8c8<>3: X-Wing, on 3: columns 1 and 3 hold 3 only in rows 6 "
        "and 8, so 3 leaves the other cells of those rows")
    assert [cell.name for cell in step.cells] == ["r6c1", "r6c3", "r8c1", "r8c3"]
    assert [k.name for k in step.containers] == ["column 1", "column 3", "row 6", "row 8"]
    assert agrees_with_solution(step, X_WING_ON_COLUMNS)


def test_a_swordfish():
    board = position(SWORDFISH)
    assert Fish(2).find(board) is None
    step = Fish(3).find(board)
    assert written(step) == ["r3c3<>1", "r3c6<>1", "r4c3<>1", "r4c9<>1", "r9c6<>1", "r9c9<>1"]
    assert step.reason == ("on 1: rows 2, 5 and 8 hold 1 only in columns 3, 6 and 9, "
                           "so 1 leaves the other cells of those columns")
    assert step.strategy == "Swordfish"
    assert [cell.name for cell in step.cells] == ["r2c3", "r2c6", "r5c3", "r5c9", "r8c6", "r8c9"]
    assert agrees_with_solution(step, SWORDFISH)


def test_a_jellyfish():
    board = position(NO_FISH, JELLYFISH_SHAPING)
    assert Fish(2).find(board) is None and Fish(3).find(board) is None
    step = Fish(4).find(board)
    assert str(step) == (
        "r2c2<>1, r2c5<>1, r2c6<>1, r9c2<>1, r9c9<>1: Jellyfish, on 1: rows 3, 4, 6 and 7 "
        "hold 1 only in columns 2, 5, 6 and 9, so 1 leaves the other cells of those columns")
    assert len(step.cells) == 9 and len(step.containers) == 8
    assert agrees_with_solution(step, NO_FISH)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_no_fish_where_there_is_none(size):
    assert Fish(size).find(position(NO_FISH)) is None
    assert Fish(size).find(stuck(HARD_PUZZLE)) is None


@pytest.mark.parametrize("size", [2, 3, 4])
@pytest.mark.parametrize("puzzle, shaping", [
    (X_WING, ()), (X_WING_ON_COLUMNS, ()), (SWORDFISH, ()), (NO_FISH, (JELLYFISH_SHAPING,))])
def test_find_leaves_the_board_unchanged(size, puzzle, shaping):
    board = position(puzzle, *shaping)
    before = snapshot(board)
    Fish(size).find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("size", [2, 3, 4])
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_fish_along_a_human_solve_is_sound(size, puzzle):
    check_sound(Fish(size), puzzle)


def test_names_and_difficulties():
    fish = [Fish(2), Fish(3), Fish(4)]
    assert [(f.name, f.difficulty, f.level) for f in fish] == [
        ("X-Wing", 3.2, "hard"), ("Swordfish", 3.8, "hard"), ("Jellyfish", 5.2, "fiendish")]
    assert [repr(f) for f in fish] == ["Fish(2)", "Fish(3)", "Fish(4)"]
    with pytest.raises(ValueError):
        Fish(5)


def test_fish_hold_for_layouts_with_rows_and_columns():
    assert Fish(2).holds_for(CLASSIC)


def rows_boxes_and_others() -> Layout:
    """A 4x4 shape whose vertical lines are of kind "other": it has no columns."""
    cells = tuple(CellSpec(f"r{r + 1}c{c + 1}", r, c) for r in range(4) for c in range(4))
    rows = [ContainerSpec("row", f"row {r + 1}", tuple(4 * r + c for c in range(4)))
            for r in range(4)]
    others = [ContainerSpec("other", f"line {c + 1}", tuple(4 * r + c for r in range(4)))
              for c in range(4)]
    boxes = [ContainerSpec("box", f"box {b + 1}", tuple(
        4 * (2 * (b // 2) + r) + 2 * (b % 2) + c for r in range(2) for c in range(2)))
        for b in range(4)]
    return Layout("no columns", 4, cells, tuple(rows + others + boxes), "1234")


#: Rows 1 and 3 keep 1 only at c1 and c2: an X-Wing where the vertical lines are columns.
SMALL_GIVENS = [0, 0, 2, 3,
                0, 0, 0, 0,
                0, 0, 3, 2,
                0, 0, 0, 0]


def test_the_small_position_has_an_x_wing_when_it_has_columns():
    step = Fish(2).find(Board(classic(2, 2), SMALL_GIVENS))
    assert written(step) == ["r2c1<>1", "r2c2<>1", "r4c1<>1", "r4c2<>1"]


@pytest.mark.parametrize("size", [2, 3, 4])
def test_no_fish_on_a_layout_without_columns(size):
    layout = rows_boxes_and_others()
    assert not Fish(size).holds_for(layout)
    assert Fish(size).find(Board(layout, SMALL_GIVENS)) is None
