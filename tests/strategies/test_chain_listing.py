"""What a listing of chains holds: ``find_all`` of the chain strategies, and simple roads."""

from __future__ import annotations

import itertools

import pytest

from sudoku.strategies import (
    ContinuousNiceLoop,
    GroupedNiceLoop,
    NiceLoop,
    XChain,
    XYChain,
)
from sudoku.strategies.chains import Links, Search, is_simple, simple_chain, walk_back

from .positions import HARD_PUZZLE, PUZZLES, human_positions, position, snapshot, solution
from .test_chains import LOOP_BACK, candidate

#: top95 #39 along a human solve (the givens and what the solve had struck). The first
#: road back to r2c5=7 passes r1c4=7 twice: true, then false.
TWICE = position(
    "249.651.3.3....2..86..32..5.2...6....8.2......1..4.82..9.51.7...54.2...117..93...",
    "r2c4<>7", "r2c4<>8", "r2c6<>7", "r2c6<>8", "r2c8<>7", "r3c4<>7", "r4c1<>3", "r4c1<>5",
    "r4c3<>5", "r4c8<>7", "r5c1<>3", "r5c1<>5", "r5c1<>6", "r5c3<>5", "r6c1<>3", "r6c1<>6",
    "r6c4<>7", "r7c3<>3", "r7c3<>6", "r8c4<>8", "r9c3<>6", "r9c4<>8")

#: Seed 7 along a human solve: the example of ``ContinuousNiceLoop``.
LOOP = "635.12.4.49....2..82.3....118..3...5346.7.12.57....3..9...23...2....74..7....96.2"

STRATEGIES = [XChain, XYChain, ContinuousNiceLoop, NiceLoop,
              lambda: ContinuousNiceLoop(grouped=True), GroupedNiceLoop]
IDS = ["X-Chain", "XY-Chain", "continuous", "nice loop", "grouped continuous", "grouped"]


def test_a_simple_chain_goes_round_a_candidate_the_first_road_passes_twice():
    links = Links(TWICE)
    start = links.number(candidate(TWICE, "r2c5=7"))
    search = Search(links, start)
    search.grow_to(9)
    first = walk_back(search, candidate(TWICE, "r2c5=7"))
    assert len(first) == 9 and not is_simple(first)
    chain = simple_chain(links, start, start, 9)
    assert chain is not None and len(chain) == 9 and is_simple(chain)
    assert [link.is_strong for link in chain] == [True, False] * 4 + [True]
    assert chain[0].source == chain[-1].target == candidate(TWICE, "r2c5=7")
    assert all(one.target == other.source for one, other in itertools.pairwise(chain))


def test_no_simple_chain_within_too_few_links():
    links = Links(TWICE)
    start = links.number(candidate(TWICE, "r2c5=7"))
    assert simple_chain(links, start, start, 7) is None


def test_a_listing_strikes_what_sees_both_ends_the_chain_itself_too():
    # r2c3=8 is false => r3c3=8 is true => r7c3=8 is false => r7c2=8 is true: r7c3=8 sees
    # both ends. The solve leaves it (the chain back to r7c2 proves it more plainly).
    board = position(LOOP_BACK)
    steps = list(XChain().find_all(board))
    assert steps[0].results() == XChain().find(board).results() == "r7c2=8"
    struck = next(step for step in steps if step.results() == "r7c3<>8")
    assert (board.cell("r7c3"), 8) in {mark[:2] for mark in struck.marks}


def test_a_listed_loop_strikes_along_its_weak_links_only():
    # The loop of the continuous nice loop's example: r4c6=4 and r4c4=4 are the only 4s of
    # row 4, a strong link; in the loop one of them is true, so box 5 keeps 4 there. The
    # solve strikes the 4s of r6c4 and r6c5 for it; read whole, a loop strikes along its
    # weak links only (a pointing strikes those two as well).
    board = position(LOOP)
    steps = list(ContinuousNiceLoop().find_all(board))
    solve = ContinuousNiceLoop().find(board)
    assert steps[0].results() == solve.results()
    whole = next(step for step in steps[1:] if step.cells == solve.cells)  # the same loop
    assert set(solve.eliminations) - set(whole.eliminations) == {
        candidate(board, "r6c4=4"), candidate(board, "r6c5=4")}


@pytest.mark.parametrize("make", STRATEGIES, ids=IDS)
def test_a_listing_starts_with_find_and_lists_each_result_once_and_soundly(make):
    answer = solution(HARD_PUZZLE)
    strategy = make()
    for count, board in enumerate(human_positions(HARD_PUZZLE)):
        if count % 16:
            continue  # every sixteenth position keeps the test quick (-m slow: hard puzzles)
        before = snapshot(board)
        steps = list(strategy.find_all(board))
        assert snapshot(board) == before
        first = strategy.find(board)  # the listing looks further: it may find more
        assert first is None or steps[0].sentence() == first.sentence()
        results = [(frozenset(step.placements), frozenset(step.eliminations)) for step in steps]
        assert len(set(results)) == len(results)
        for step in steps:
            assert all(answer[cell.index] == digit for cell, digit in step.placements)
            assert all(answer[cell.index] != digit for cell, digit in step.eliminations)
            assert all(board.has_candidate(cell, digit) for cell, digit in step.eliminations)


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", PUZZLES[2:4])
def test_a_listing_of_grouped_chains_is_sound_on_hard_puzzles(puzzle):
    answer = solution(puzzle)
    for count, board in enumerate(human_positions(puzzle)):
        if count % 6:
            continue
        for step in GroupedNiceLoop().find_all(board):
            assert all(answer[cell.index] == digit for cell, digit in step.placements)
            assert all(answer[cell.index] != digit for cell, digit in step.eliminations)
