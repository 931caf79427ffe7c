"""Almost locked sets: the finder, ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom.

The positions come from human solves of generated puzzles (the seeds the strategies
name as ``example_seed``), written out as puzzles of their own; every step is held to
the solution. HoDoKu's library checks them on its cases too (``tests/test_reglib.py``).
"""

from __future__ import annotations

import random

import pytest

from sudoku import Board
from sudoku.bitsets import cells_of
from sudoku.strategies import AlsXyChain, AlsXyWing, AlsXz, DeathBlossom, by_name, link
from sudoku.strategies.als import almost_locked_sets, joined
from sudoku.strategies.als_sets import restricted_commons

from .positions import (
    HARDEST_THIRD,
    HUMAN,
    TOP95_SECOND,
    check_sound,
    position,
    snapshot,
    solution,
)

#: Seed 5 after its singles: an ALS-XZ and an ALS-XY-Wing (see the modules' docstrings).
SEED_5 = "57.8....4..34.7.5....9.5.78..52..7....217.56..9.5....212.7...9..5.3.28..3..6....."
#: Seed 4 part-way: a Death Blossom with its stem at r1c7, and an ALS-XY-Chain.
SEED_4 = "..1978......1..8..8.5.2...4312...5.86......4.........312456938759378...17...31..."

#: The 14th puzzle of Norvig's top95: with the subsets and these strategies, 16 ALS steps.
TOP95_14 = (
    "3.6.7...........518.........1.4.5...7.....6.....2......2.....4.....8.3.....5.....")

STRATEGIES = (AlsXz, AlsXyWing, AlsXyChain, DeathBlossom)


def afresh(board: Board) -> Board:
    """A new board at the same position: the same digits and the same candidates."""
    copy = Board(board.layout, board.values())
    for cell, mine in zip(copy.cells, board.cells):
        for digit in sorted(copy.candidates(cell) - board.candidates(mine)):
            copy.eliminate(cell, digit)
    return copy


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
    board = position(SEED_5)
    sets, links = almost_locked_sets(board), joined(board)
    for first, later in enumerate(links):
        for second, digits in later.items():
            assert digits == restricted_commons(sets[first], sets[second])
    pairs = sum(1 for i, a in enumerate(sets) for b in sets[i + 1:] if restricted_commons(a, b))
    assert 2 * pairs == sum(len(each) for each in links)


@pytest.mark.parametrize(("strategy", "puzzle", "struck"), [
    (AlsXz, SEED_5, "r2c9<>9"), (AlsXyWing, SEED_5, "r8c1<>4"), (AlsXyChain, SEED_4, "r2c1<>4"),
    (DeathBlossom, SEED_4, "r2c1<>4")])
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
                                                   "ALS-XY-Chain", "Death Blossom")]
    assert names == sorted(names) and names[1] > 7.0


def test_what_is_kept_between_positions_answers_as_a_fresh_search():
    # along a solve, the index is brought up to date and each strategy looks only at what
    # is new since it last found nothing: every answer must be the one of a fresh board
    board = Board.from_text(TOP95_14)
    chain, easier = link([*HUMAN, *(strategy() for strategy in STRATEGIES)]), link(HUMAN)
    asked = 0
    while not board.is_complete():
        if easier.handle(board) is None:
            fresh = afresh(board)
            for strategy in STRATEGIES:
                assert str(strategy().find(board)) == str(strategy().find(fresh))
            assert joined(board) == joined(fresh)
            asked += 1
        step = chain.handle(board)
        assert step is not None
        step.apply(board)
    assert asked >= 10


def test_a_position_that_gains_candidates_is_searched_afresh():
    board = position(SEED_5)
    first = AlsXz().find(board)
    first.apply(board)
    for strategy in STRATEGIES:
        strategy().find(board)  # each notes what it looked at in vain
    first.undo(board)  # the struck candidate comes back
    assert AlsXz().find(board).results() == first.results()
    assert str(AlsXyWing().find(board)) == str(AlsXyWing().find(afresh(board)))


@pytest.mark.parametrize("strategy", STRATEGIES, ids=[s.name for s in STRATEGIES])
@pytest.mark.parametrize("puzzle", [pytest.param(SEED_4, marks=pytest.mark.slow), SEED_5])
def test_what_is_kept_stays_right_as_candidates_go_one_by_one(strategy, puzzle):
    # first the strategy strikes all it can, so that it has looked at every set in vain;
    # then each candidate that goes may make new sets, or take one from a stem
    board, chance = position(puzzle), random.Random(puzzle)
    while (step := strategy().find(board)) is not None:
        step.apply(board)
    wrong = [(cell, digit) for cell in board.cells for digit in sorted(board.candidates(cell))
             if digit != solution(puzzle)[cell.index]]
    assert wrong, "the strategy left no wrong candidate to strike: the test needs another puzzle"
    for cell, digit in chance.sample(wrong, min(12, len(wrong))):
        board.eliminate(cell, digit)
        assert str(strategy().find(board)) == str(strategy().find(afresh(board)))
