"""Templates: every way a digit can still fill the grid, and the cells they all use or miss.

The positions hold the digits of positions of human solves of top95 puzzles (their
solutions are the puzzles'), written out as puzzles of their own.
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.shapes import named
from sudoku.strategies import DEFAULT_CHAIN
from sudoku.strategies.templates import Template, spread_of

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, written

SET, DELETE = Template("set"), Template("delete")

#: From top95 #12: the 12 templates of 2 all miss r4c5 and r5c5; no digit has a cell that
#: all its templates use, beyond the cells where it stands.
ONE_DIGIT = (
    ".6.5.1.9.12..9..539....7....4.8...7.......5.8.817.5.3.....5.2.7....7.....76..8...")
#: From top95 #22: other digits' templates all take some cells; left out of the templates of
#: 1, they leave 1 two templates, which agree on four cells.
ACROSS_DIGITS = (
    "..247..58..............1.4.....2...952819.4....9...1252......3.3....75.2685..2...")


def test_an_empty_grid_has_46656_templates_of_each_digit():
    # Each band places a digit in 3! * 3^3 = 162 ways; the bands' columns must not meet.
    spread = spread_of((1 << 81) - 1)
    assert spread.count == 46656
    assert spread.used == (1 << 81) - 1
    assert spread.shared == 0


def test_a_template_delete_on_one_digit():
    board = position(ONE_DIGIT)
    step = DELETE.find(board)
    assert str(step) == ("r4c5<>2, r5c5<>2: Template Delete, on 2: all 12 templates of 2 miss "
                         "r4c5 and r5c5, so 2 leaves them")
    assert {mark.role for mark in step.marks} == {"base"}
    assert all(mark.digit == 2 and mark.cell not in (c for c, _ in step.eliminations)
               for mark in step.marks)
    assert all(solution(ONE_DIGIT)[cell.index] != 2 for cell, _ in step.eliminations)
    assert SET.find(board) is None


def test_set_and_delete_across_digits():
    board = position(ACROSS_DIGITS)
    placed = SET.find(board)
    assert placed.results() == "r1c1=1, r2c9=1, r4c2=1, r9c8=1"
    assert placed.reason == (
        "on 1: both templates of 1 that keep off the cells every template of another digit "
        "takes use r1c1, r2c9, r4c2 and r9c8, so they hold 1")
    struck = DELETE.find(board)
    assert written(struck)[:3] == ["r1c2<>1", "r2c1<>1", "r2c2<>1"]
    answer = solution(ACROSS_DIGITS)
    assert all(answer[cell.index] == digit for cell, digit in placed.placements)
    assert all(answer[cell.index] != digit for cell, digit in struck.eliminations)
    # The placed cells' row mates are among the struck: a set is a special case of a delete.
    assert {cell.name for cell, _ in struck.eliminations} >= {"r1c2", "r2c8", "r4c1"}


@pytest.mark.parametrize("kind", [SET, DELETE], ids=repr)
@pytest.mark.parametrize("puzzle", [ONE_DIGIT, ACROSS_DIGITS, INKALA])
def test_find_leaves_the_board_unchanged(kind, puzzle):
    board = position(puzzle)
    before = snapshot(board)
    list(kind.find_all(board))
    assert snapshot(board) == before


@pytest.mark.parametrize("kind", [SET, DELETE], ids=repr)
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_template_step_along_a_human_solve_is_sound(kind, puzzle):
    check_sound(kind, puzzle)


def test_a_digit_without_a_template_gives_nothing():
    board = Board()
    for cell in board.cells[:9]:  # 1 has no place left in row 1: the board is broken
        board.eliminate(cell, 1)
    assert SET.find(board) is None and DELETE.find(board) is None


def test_names_difficulties_layouts_and_the_chain():
    assert [(s.name, s.difficulty, repr(s)) for s in (SET, DELETE)] == [
        ("Template Set", 8.2, "Template('set')"), ("Template Delete", 8.3, "Template('delete')")]
    assert [SET.holds_for(named(shape)) for shape in ("9x9", "x-sudoku", "jigsaw", "4x4")] == [
        True, True, False, False]
    names = [s.name for s in DEFAULT_CHAIN]
    assert names.index("Death Blossom") < names.index("Template Set")
    assert names.index("Template Set") + 1 == names.index("Template Delete")
    with pytest.raises(ValueError):
        Template("swap")
