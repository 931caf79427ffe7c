"""Almost locked sets: the finder, ALS-XZ, ALS-XY-Wing and Death Blossom.

The positions come from human solves of generated puzzles (the seeds the strategies
name as ``example_seed``), written out as puzzles of their own; every step is held to
the solution. HoDoKu's library checks them on its cases too (``tests/test_reglib.py``).
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.bitsets import cells_of
from sudoku.strategies import AlsXyWing, AlsXz, DeathBlossom, by_name
from sudoku.strategies.als import almost_locked_sets, joins, restricted_commons

from .positions import HARDEST_THIRD, TOP95_SECOND, check_sound, position, snapshot, solution

#: Seed 5 after its singles: an ALS-XZ and an ALS-XY-Wing (see the modules' docstrings).
SEED_5 = "57.8....4..34.7.5....9.5.78..52..7....217.56..9.5....212.7...9..5.3.28..3..6....."
#: Seed 4 part-way: a Death Blossom with its stem at r1c7.
SEED_4 = "..1978......1..8..8.5.2...4312...5.86......4.........312456938759378...17...31..."

STRATEGIES = (AlsXz, AlsXyWing, DeathBlossom)


def test_every_set_has_one_candidate_more_than_cells():
    board = position(SEED_5)
    sets = almost_locked_sets(board)
    assert sets
    for each in sets:
        cells = cells_of(each.cells, board.cells)
        held = 0
        for cell in cells:
            assert cell.is_empty and each.container in cell.containers
            held |= cell.candidate_bits
        assert held == each.candidates and held.bit_count() == len(cells) + 1
    assert len({each.cells for each in sets}) == len(sets)


def test_joins_are_the_restricted_commons_of_every_pair():
    sets = almost_locked_sets(position(SEED_5))
    links = joins(sets)
    for first, later in enumerate(links):
        for second, digits in later.items():
            assert digits == restricted_commons(sets[first], sets[second])
    pairs = sum(1 for i, a in enumerate(sets) for b in sets[i + 1:] if restricted_commons(a, b))
    assert 2 * pairs == sum(len(each) for each in links)


@pytest.mark.parametrize(("strategy", "puzzle", "struck"), [
    (AlsXz, SEED_5, "r2c9<>9"), (AlsXyWing, SEED_5, "r8c1<>4"), (DeathBlossom, SEED_4, "r2c1<>4")])
def test_the_example_step_is_right(strategy, puzzle, struck):
    board = position(puzzle)
    before = snapshot(board)
    step = strategy().find(board)
    assert snapshot(board) == before
    assert step.results() == struck
    assert all(solution(puzzle)[cell.index] != digit for cell, digit in step.eliminations)
    step.apply(board)
    again = strategy().find(board)
    assert again is None or again.results() != struck


@pytest.mark.parametrize("strategy", STRATEGIES, ids=[s.name for s in STRATEGIES])
@pytest.mark.parametrize("puzzle", [pytest.param(TOP95_SECOND, marks=pytest.mark.slow),
                                    HARDEST_THIRD])
def test_every_step_along_a_human_solve_is_sound(strategy, puzzle):
    check_sound(strategy(), puzzle)


def test_nothing_on_an_empty_grid_or_a_solved_one():
    solved = "".join(map(str, solution(SEED_5)))
    for strategy in STRATEGIES:
        assert strategy().find(Board()) is None
        assert strategy().find(Board.from_text(solved)) is None


def test_in_the_chain_by_difficulty():
    names = [by_name(name).difficulty for name in ("nice loop", "ALS-XZ", "ALS-XY-Wing",
                                                   "Death Blossom")]
    assert names == sorted(names) and names[1] > 7.0
