"""Unique rectangles: in a puzzle with one solution, no four cells can swap two digits.

Positions come from human solves of 17-clue puzzles (Gordon Royle's list), of top95
and of generated puzzles, written out as puzzles of their own (the solution is the
original puzzle's).
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
#: From a human solve of the first puzzle of top95: r8c5 and r9c5 hold only 7 and 9; r8c2
#: and r9c2 hold 6 and 8 besides, and so does r7c2, alone.
TYPE_3 = (
    "417369825.3.15.....5.72..1..2543716..91.8.4...4..1.......6435715.32.1...1.48.5...")
#: From a human solve of the generated puzzle of seed 568, with 6 struck out of r5c9 as an
#: earlier step of the solve did.
TYPE_5 = (
    "2176.9.48659...7.143817..6......3.........2...8..4..758..3....7921867453573......")
TYPE_5_SHAPING = ("r5c9<>6",)
#: From a later position of the same solve of the first puzzle of top95.
TYPE_6 = (
    "417369825.3.158.47.58724.1.825437169791586432346912758.8.6435715732916841.4875.9.")
#: From top95 #55: no unique rectangle of any type.
NO_RECTANGLE = (
    "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")
#: A puzzle with two solutions: r4c2, r4c4, r5c2 and r5c4 can swap 2 and 5.
TWO_SOLUTIONS = (
    "4.5.71.2676294315819.6527349.1..48678.7.69341.4671829527419.5836193.5472583427619")

CASES = [(1, TYPE_1, ()), (2, TYPE_2, TYPE_2_SHAPING), (3, TYPE_3, ()), (4, TYPE_4, ()),
         (5, TYPE_5, TYPE_5_SHAPING), (6, TYPE_6, ())]
KINDS = [kind for kind, _, _ in CASES]


def test_type_1():
    # r6c2, r6c3 and r7c2 hold only 7 and 9; rows 6 and 7, columns 2 and 3, boxes 4 and 7
    # each hold two of the four cells. If r7c3 were 7 or 9, the four could swap 7 and 9.
    board = position(TYPE_1)
    step = UniqueRectangle(1, unique=True).find(board)
    assert str(step) == (
        "r7c3<>7, r7c3<>9: unique rectangle type 1, r6c2, r6c3 and r7c2 hold only 7 and 9; "
        "if r7c3 were 7 or 9 too, r6c2, r6c3, r7c2 and r7c3 could swap 7 and 9 for a "
        "second solution, and the puzzle has only one; so r7c3 is not 7 or 9")
    assert [cell.name for cell in step.cells] == ["r6c2", "r6c3", "r7c2", "r7c3"]
    assert [k.name for k in step.containers] == [
        "row 6", "row 7", "column 2", "column 3", "box 4", "box 7"]
    roles = {(mark.cell.name, mark.digit): mark.role for mark in step.marks}
    assert roles[("r6c2", 7)] == roles[("r7c3", 9)] == "deadly"
    assert {role for (name, _), role in roles.items() if name == "r7c3"} == {"deadly", "guardian"}


def test_type_1_with_a_candidate_missing_in_the_fourth_corner():
    # 7 left r7c3 at an earlier step (rightly: the solution has neither 7 nor 9 there). The
    # four cells still cannot all end up 7 or 9, so 9 leaves r7c3 all the same.
    step = UniqueRectangle(1, unique=True).find(position(TYPE_1, "r7c3<>7"))
    assert written(step) == ["r7c3<>9"]
    assert step.reason.endswith("so r7c3 is not 9")


def test_type_2():
    # r2c2 and r2c3 hold only 4 and 8, r7c2 and r7c3 only 4, 8 and 9: one of the two is 9,
    # so 9 leaves r7c8 (row 7) and r8c2 (box 7), which see both.
    step = UniqueRectangle(2, unique=True).find(position(TYPE_2, *TYPE_2_SHAPING))
    assert written(step) == ["r7c8<>9", "r8c2<>9"]
    assert step.reason.startswith(
        "r2c2 and r2c3 hold only 4 and 8, and the only other candidate of r7c2 and r7c3 is 9; "
        "if neither r7c2 nor r7c3 were 9")
    assert step.reason.endswith("so one of them is 9, and 9 leaves the cells that see both")


def test_type_4():
    # r5c2 and r5c3 hold only 5 and 6; row 2 keeps 5 only at r2c2 and r2c3, so one of them
    # is 5, and the other cannot be 6.
    step = UniqueRectangle(4, unique=True).find(position(TYPE_4))
    assert written(step) == ["r2c2<>6", "r2c3<>6"]
    assert "in row 2, 5 goes only in r2c2 or r2c3, so one of them is 5" in step.reason


def test_type_3():
    # One of r8c2 and r9c2 takes 6 or 8; with r7c2, which holds only 6 and 8, that makes a
    # naked pair in column 2 and in box 7, so 8 leaves r7c1 and r7c3.
    step = UniqueRectangle(3, unique=True).find(position(TYPE_3))
    assert written(step) == ["r7c1<>8", "r7c3<>8"]
    assert step.reason.endswith(
        "so one of them takes 6 or 8, and with r7c2 they make a naked pair of 6 and 8 in column "
        "2 and box 7, so 6 and 8 leave the other cells there")


def test_type_5():
    # r5c9 holds only 4 and 9; the other three corners hold 4, 9 or both, and 6. One of the
    # three is 6, and r4c3 sees them all (row 4 and box 4).
    step = UniqueRectangle(5, unique=True).find(position(TYPE_5, *TYPE_5_SHAPING))
    assert written(step) == ["r4c3<>6"]
    assert "the only other candidate of r4c2, r4c9 and r5c2 is 6" in step.reason
    assert UniqueRectangle(2, unique=True).find(position(TYPE_5, *TYPE_5_SHAPING)) is None


def test_type_6():
    # r3c7 and r9c9 hold only 3 and 9; 3 goes only in the corners in rows 3 and 9. A 3 at
    # r3c9 would leave r3c7 9, then r9c9 9, and r9c7 3: all four could swap.
    step = UniqueRectangle(6, unique=True).find(position(TYPE_6))
    assert written(step) == ["r3c9<>3", "r9c7<>3"]
    assert "3 goes only in r3c7 or r3c9 in row 3, and only in r9c9 or r9c7 in row 9" in step.reason
    assert [(link.source[0].name, link.target[0].name, link.is_strong) for link in step.links] == [
        ("r3c7", "r3c9", True), ("r9c9", "r9c7", True)]


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
    # That is why it is off by default: here it strikes 2 and 5 from r4c2, while each
    # solution puts one of them there, and the board is left with no solution at all.
    board = Board.from_text(TWO_SOLUTIONS)
    assert Solver().count_solutions(board) == 2
    assert UniqueRectangle(1).find(board) is None
    step = UniqueRectangle(1, unique=True).find(board)
    assert written(step) == ["r4c2<>2", "r4c2<>5"]
    step.apply(board)
    assert Solver().count_solutions(board) == 0


@pytest.mark.parametrize("kind", KINDS)
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


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_rectangle_along_a_human_solve_is_sound(kind, puzzle):
    check_sound(UniqueRectangle(kind, unique=True), puzzle)  # each of PUZZLES has one solution


def test_names_difficulties_and_kinds():
    rectangles = [UniqueRectangle(1), UniqueRectangle(2), UniqueRectangle(6, unique=True)]
    assert [(r.name, r.difficulty, repr(r)) for r in rectangles] == [
        ("unique rectangle type 1", 4.5, "UniqueRectangle(1)"),
        ("unique rectangle type 2", 4.6, "UniqueRectangle(2)"),
        ("unique rectangle type 6", 4.6, "UniqueRectangle(6, unique=True)")]
    with pytest.raises(ValueError):
        UniqueRectangle(7)
