"""Sue de Coq: the cells where two containers meet, and the digits the two share out.

The positions come from human solves of generated puzzles, written out as puzzles of
their own; every step is held to the solution. HoDoKu's library checks the strategy on
its cases too (``tests/test_reglib.py``).
"""

from __future__ import annotations

import random

import pytest

from sudoku import Board
from sudoku.strategies import SueDeCoq, by_name

from .positions import HARDEST_THIRD, TOP95_SECOND, check_sound, position, snapshot, solution

#: Seed 7 part-way: the core r1c1+r2c1 (1, 3, 4, 6), r4c1 (1, 4) in column 1, r1c2 (3, 6) in box 1.
SEED_7 = "..5.12.4..9....2..82.3....1.8..3...5..6.7.12..7.......9...23...2....74..7....96.2"
#: Seed 16 part-way: a part of two cells, r4c3+r6c3 (1, 8 and 9), in box 4.
SEED_16 = ".94.7.518..2..8479817954.3.....63.4...3487..54.........46.2..97....4..5...57....4"


def afresh(board: Board) -> Board:
    """A new board at the same position: the same digits and the same candidates."""
    copy = Board(board.layout, board.values())
    for cell, mine in zip(copy.cells, board.cells):
        for digit in sorted(copy.candidates(cell) - board.candidates(mine)):
            copy.eliminate(cell, digit)
    return copy


@pytest.mark.parametrize(("puzzle", "struck"), [
    (SEED_7, "r2c3<>3, r5c1<>4, r6c1<>1, r6c1<>4"),
    (SEED_16, "r4c1<>1, r4c1<>9, r4c2<>8, r5c7<>2, r5c7<>6, r6c2<>8")])
def test_the_step_is_right(puzzle, struck):
    board = position(puzzle)
    before = snapshot(board)
    step = SueDeCoq().find(board)
    assert snapshot(board) == before
    assert step.results() == struck
    assert set(step.containers) <= {container for cell in step.cells
                                    for container in cell.containers}
    assert all(solution(puzzle)[cell.index] != digit for cell, digit in step.eliminations)
    step.apply(board)
    again = SueDeCoq().find(board)
    assert again is None or again.results() != struck


def test_the_cells_hold_as_many_digits_as_they_are():
    step = SueDeCoq().find(position(SEED_16))
    held = set().union(*(cell.candidates for cell in step.cells))
    assert len(step.cells) == len(held) == 5


@pytest.mark.parametrize("puzzle", [pytest.param(TOP95_SECOND, marks=pytest.mark.slow),
                                    HARDEST_THIRD, SEED_7, SEED_16])
def test_every_step_along_a_human_solve_is_sound(puzzle):
    check_sound(SueDeCoq(), puzzle)


@pytest.mark.parametrize("puzzle", [SEED_7, SEED_16])
def test_what_is_kept_stays_right_as_candidates_go_one_by_one(puzzle):
    # the search skips a pair of containers whose cells kept the candidates it found
    # nothing with: each candidate that goes must wake the pairs it belongs to
    board, chance = position(puzzle), random.Random(puzzle)
    wrong = [(cell, digit) for cell in board.cells for digit in sorted(board.candidates(cell))
             if digit != solution(puzzle)[cell.index]]
    for cell, digit in chance.sample(wrong, 40):
        if board.has_candidate(cell, digit):
            board.eliminate(cell, digit)
        step = SueDeCoq().find(board)
        assert str(step) == str(SueDeCoq().find(afresh(board)))
        if step is not None:
            step.apply(board)


def test_nothing_on_an_empty_grid_or_a_solved_one():
    assert SueDeCoq().find(Board()) is None
    assert SueDeCoq().find(Board.from_text("".join(map(str, solution(SEED_7))))) is None


def test_in_the_chain_after_the_nice_loop_before_the_als():
    numbers = [by_name(name).difficulty for name in ("nice loop", "Sue de Coq", "ALS-XZ")]
    assert numbers == sorted(numbers) and numbers[1] == 7.1
