"""Unique rectangles: in a puzzle with one solution, no four cells can swap two digits.

Positions come from human solves of 17-clue puzzles (Gordon Royle's list),
written out as puzzles of their own (the solution is the original puzzle's).
"""

from __future__ import annotations

import pytest

from sudoku import Board, Solver
from sudoku.layout import CLASSIC
from sudoku.strategies.unique_rectangle import UniqueRectangle

from .positions import PUZZLES, check_sound, position, snapshot, solution, written, x_sudoku

#: From 17-clue puzzle #325.
TYPE_1 = (
    ".5.8..241.8123457.24..15.83538162794162.4.3584..358162...58142.81542..3..24..3815")
#: From 17-clue puzzle #287, with 7 struck out of r7c3 as an earlier step of the solve did.
TYPE_2 = (
    ".6.1794383..5267199714386......173.663..459.11...63......6512.3..37..16..163.....")
TYPE_2_SHAPING = ("r7c3<>7",)
#: From 17-clue puzzle #45.
TYPE_4 = (
    "8..463.15...912.833.1785.427842563919..1374281..8945765.864123.2..57816..1.32985.")
#: From top95 #55: no unique rectangle of any type.
NO_RECTANGLE = (
    "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")
#: A puzzle with two solutions: r4c2, r4c4, r5c2 and r5c4 can swap 2 and 5.
TWO_SOLUTIONS = (
    "435.71.2676294315819.6527349.1..48678.7.69341.4671829527419.5836193.5472583427619")

CASES = [(1, TYPE_1, ()), (2, TYPE_2, TYPE_2_SHAPING), (4, TYPE_4, ())]


def test_type_1():
    # r6c2, r6c3 and r7c2 hold only 7 and 9; rows 6 and 7, columns 2 and 3, boxes 4 and 7
    # each hold two of the four cells. If r7c3 were 7 or 9, the four could swap 7 and 9.
    board = position(TYPE_1)
    step = UniqueRectangle(1, unique=True).find(board)
    assert str(step) == (
        "r7c3<>7, r7c3<>9: unique rectangle type 1, r6c2, r6c3 and r7c2 hold only 7 and 9; "
        "if r7c3 held only them too, r6c2, r6c3, r7c2 and r7c3 could swap 7 and 9 for a "
        "second solution, and the puzzle has only one; so r7c3 holds neither")
    assert [cell.name for cell in step.cells] == ["r6c2", "r6c3", "r7c2", "r7c3"]
    assert [k.name for k in step.containers] == [
        "row 6", "row 7", "column 2", "column 3", "box 4", "box 7"]


def test_type_2():
    # r2c2 and r2c3 hold only 4 and 8, r7c2 and r7c3 only 4, 8 and 9: one of the two is 9,
    # so 9 leaves r7c8 (row 7) and r8c2 (box 7), which see both.
    step = UniqueRectangle(2, unique=True).find(position(TYPE_2, *TYPE_2_SHAPING))
    assert written(step) == ["r7c8<>9", "r8c2<>9"]
    assert step.reason.startswith(
        "r2c2 and r2c3 hold only 4 and 8, r7c2 and r7c3 only 4, 8 and 9; if neither r7c2 nor "
        "r7c3 were 9")
    assert step.reason.endswith("so one of them is 9, and 9 leaves the cells that see both")


def test_type_4():
    # r5c2 and r5c3 hold only 5 and 6; row 2 keeps 5 only at r2c2 and r2c3, so one of them
    # is 5, and the other cannot be 6.
    step = UniqueRectangle(4, unique=True).find(position(TYPE_4))
    assert written(step) == ["r2c2<>6", "r2c3<>6"]
    assert "in row 2, 5 goes only in r2c2 or r2c3, so one of them is 5" in step.reason


@pytest.mark.parametrize("kind, puzzle, shaping", CASES)
def test_each_type_agrees_with_the_solution(kind, puzzle, shaping):
    answer = solution(puzzle)
    step = UniqueRectangle(kind, unique=True).find(position(puzzle, *shaping))
    assert all(answer[cell.index] != digit for cell, digit in step.eliminations)


@pytest.mark.parametrize("kind, puzzle, shaping", CASES)
def test_nothing_unless_the_puzzle_is_known_to_have_one_solution(kind, puzzle, shaping):
    board = position(puzzle, *shaping)
    strategy = UniqueRectangle(kind)
    assert strategy.find(board) is None
    assert strategy.assuming_unique().find(board) is not None
    assert strategy.unique is False and strategy.requires_uniqueness


def test_on_a_puzzle_with_two_solutions_it_would_be_wrong():
    # That is why it is off by default: here it strikes 5 from both r5c2 and r5c4, while
    # each solution puts a 5 in one of them, and the board is left with no solution at all.
    board = Board.from_text(TWO_SOLUTIONS)
    assert Solver().count_solutions(board) == 2
    assert UniqueRectangle(4).find(board) is None
    step = UniqueRectangle(4, unique=True).find(board)
    assert written(step) == ["r5c2<>5", "r5c4<>5"]
    step.apply(board)
    assert Solver().count_solutions(board) == 0


@pytest.mark.parametrize("kind", [1, 2, 4])
def test_no_rectangle_where_there_is_none(kind):
    assert UniqueRectangle(kind, unique=True).find(position(NO_RECTANGLE)) is None


@pytest.mark.parametrize("layout, fires", [(CLASSIC, True), (x_sudoku(), False)],
                         ids=["classic", "x-sudoku"])
def test_the_four_cells_must_be_able_to_swap_in_every_container(layout, fires):
    # r1c1, r1c4 and r2c1 hold only 1 and 2. On an X-sudoku, r1c1 lies on a diagonal that
    # holds no other cell of the rectangle, so swapping would break the diagonal.
    board = Board(layout)
    for name in ("r1c1", "r1c4", "r2c1"):
        for digit in range(3, 10):
            board.eliminate(board.cell(name), digit)
    step = UniqueRectangle(1, unique=True).find(board)
    assert (written(step) if step else None) == (["r2c4<>1", "r2c4<>2"] if fires else None)


@pytest.mark.parametrize("kind, puzzle, shaping", CASES)
def test_find_leaves_the_board_unchanged(kind, puzzle, shaping):
    board = position(puzzle, *shaping)
    before = snapshot(board)
    UniqueRectangle(kind, unique=True).find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("kind", [1, 2, 4])
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_rectangle_along_a_human_solve_is_sound(kind, puzzle):
    check_sound(UniqueRectangle(kind, unique=True), puzzle)  # each of PUZZLES has one solution


def test_names_difficulties_and_kinds():
    rectangles = [UniqueRectangle(1), UniqueRectangle(2), UniqueRectangle(4, unique=True)]
    assert [(r.name, r.difficulty, repr(r)) for r in rectangles] == [
        ("unique rectangle type 1", 4.5, "UniqueRectangle(1)"),
        ("unique rectangle type 2", 4.6, "UniqueRectangle(2)"),
        ("unique rectangle type 4", 4.6, "UniqueRectangle(4, unique=True)")]
    with pytest.raises(ValueError):
        UniqueRectangle(3)
