"""The ``hodoku`` scale: HoDoKu's level and score, against what HoDoKu 2.2.0 printed.

The ratings are reference data beside the project (``../shared/ratings``, see
its README: the HoDoKu level and score of every puzzle of top95, hardest and the
graded seed files); without them those tests skip. The quick tests rate a few
puzzles whose score we match exactly; the slow one rates all 146 and asserts the
agreement measured when the scale was written.
"""

from __future__ import annotations

import pytest
from conftest import SHARED

from sudoku import Board, Solver
from sudoku.scales import scale
from sudoku.scales.hodoku import HodokuScale, LockedSubset
from sudoku.scales.hodoku_best import FirstSeen, MostEliminations, worth
from sudoku.scales.hodoku_names import NAMES
from sudoku.scales.hodoku_techniques import LEVELS, TECHNIQUES, raised
from sudoku.strategies import DEFAULT_CHAIN, HUMAN_CHAIN, HiddenSingle, NakedSubset, XYChain

RATINGS = SHARED / "ratings"
SETS = ("top95", "hardest", "sugolver")

QUICK = [  # puzzle, HoDoKu's level and score (from ../shared/ratings), our hardest step
    ("..............56.17.4....89...7.9...1....8.....7.6.34..985.1......3....8.....459.",
     "Easy", 228, "Naked Single"),
    ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
     "Medium", 696, "Locked Triple"),
    ("....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
     "Hard", 1286, "Remote Pair"),
    ("48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
     "Unfair", 1706, "XY-Wing"),  # Hard techniques only, raised by the score
    ("963......1....8......2.5....4.8......1....7......3..257......3...9.2.4.7......9..",
     "Unfair", 1400, "Sue de Coq"),
    (".4..5..67...1...4....2.....1..8..3........2...6...........4..5.3.....8..2........",
     "Extreme", 2456, "Continuous Nice Loop"),
]


def solution(puzzle: str) -> list[int]:
    """The puzzle's solution, found by the plain solver."""
    result = Solver().solve(Board.from_text(puzzle))
    assert result.is_solved
    return result.grid


def assert_sound(rated, puzzle: str) -> None:
    """Every step of the path agrees with the solution: no wrong digit placed or struck."""
    right = solution(puzzle)
    for step in rated.rating.result.steps:
        for cell, digit in step.placements:
            assert right[cell.index] == digit, step
        for cell, digit in step.eliminations:
            assert right[cell.index] != digit, step


def reference(name: str) -> list[tuple[str, str, int]]:
    """The puzzles of one ratings file with HoDoKu's level and score; skip without it."""
    path = RATINGS / f"{name}.tsv"
    if not path.exists():
        pytest.skip(f"no reference ratings at {path} (they live beside the project)")
    rows = [line.rstrip("\n").split("\t") for line in path.read_text().splitlines(True)
            if line.strip() and not line.startswith("#")]
    return [(row[0], row[5], int(row[6])) for row in rows]


def test_it_is_registered():
    assert isinstance(scale("hodoku"), HodokuScale)
    names = [strategy.name for strategy in scale("hodoku").chain()]
    assert names[:6] == ["full house", "naked single", "hidden single", "locked pair",
                         "locked triple", "pointing"]  # HoDoKu's order, not ours


def test_the_level_rule():
    assert raised("Easy", 800) == "Easy"
    assert raised("Easy", 801) == "Medium"
    assert raised("Easy", 1601) == "Unfair"
    assert raised("Hard", 1700) == "Unfair"
    assert raised("Extreme", 100) == "Extreme"
    assert {level for _, level in TECHNIQUES.values()} == set(LEVELS)


def test_every_strategy_of_the_chain_has_a_hodoku_technique():
    for strategy in HodokuScale().chain():
        assert NAMES[strategy.name] in TECHNIQUES


@pytest.mark.parametrize("puzzle, level, score, hardest", QUICK)
def test_a_few_puzzles_rate_as_hodoku_rates_them(puzzle, level, score, hardest):
    rated = scale("hodoku").rate(Board.from_text(puzzle))
    assert rated.status == "solved"
    assert (rated.level, rated.number, rated.hardest) == (level, score, hardest)
    assert_sound(rated, puzzle)


def test_the_score_is_the_sum_of_the_steps():
    hodoku = HodokuScale()
    rated = hodoku.rate(Board.from_text(QUICK[1][0]))
    by_name = {strategy.name: strategy for strategy in hodoku.chain()}
    assert rated.number == sum(hodoku.number(step, by_name[step.strategy])
                               for step in rated.rating.result.steps)


def test_a_locked_subset_must_clear_a_box_and_a_line():
    board = Board.from_text(QUICK[1][0])
    plain = list(NakedSubset(3).find_all(board))
    locked = list(LockedSubset(3).find_all(board))
    assert all(len(step.containers) == 2 for step in locked)
    assert {step.eliminations for step in locked} <= {step.eliminations for step in plain}


def test_most_eliminations_takes_the_chain_that_strikes_most():
    board = Board.from_text(
        "1.......3.6.3..7...7...5..121.7...9...7........8.1..2....8.64....9.2..6....4.....")
    start = board.mark()
    steps = HodokuScale().rate(board).rating.result.steps
    board.undo_to(start)
    for step in steps[:[step.strategy for step in steps].index("XY-Chain")]:
        step.apply(board)  # the position where the path takes its first XY-Chain
    offered = list(XYChain().steps(board))
    chosen = MostEliminations(XYChain()).find(board)
    assert len(offered) > 1 and chosen in offered
    assert worth(chosen) == max(map(worth, offered))
    assert len(chosen.eliminations) > len(XYChain().find(board).eliminations)
    assert MostEliminations(XYChain()).find(Board()) is None


def test_first_seen_takes_the_oldest_single():
    board = Board.from_text(QUICK[0][0])
    queued = FirstSeen(HiddenSingle())
    first = queued.find(board)
    assert first is not None and first.placements in {
        step.placements for step in HiddenSingle().find_all(board)}
    assert queued.find(board).placements == first.placements  # still the oldest


@pytest.mark.slow
def test_the_levels_agree_with_hodoku_on_the_reference_sets():
    hodoku, agreed, exact, near, total = scale("hodoku"), {}, 0, 0, 0
    for name in SETS:
        rows = reference(name)
        agreed[name] = 0
        for puzzle, level, score in rows:
            rated = hodoku.rate(Board.from_text(puzzle), timeout=60)
            assert_sound(rated, puzzle)
            agreed[name] += rated.level == level
            exact += rated.number == score
            near += abs(rated.number - score) <= score / 10
            total += 1
    assert agreed == {"top95": 92, "hardest": 11, "sugolver": 40}  # of 95, 11 and 40
    assert sum(agreed.values()) / total >= 0.95
    assert exact >= 60 and near >= 110


CHAINS = "8..7....4.5....6............3.97...8....43..5....2.9....6......2...6...7.71..83.2"
"""A puzzle of top95 whose path on HoDoKu's scale asks the chains of ``MostEliminations``."""


@pytest.mark.parametrize("name", ["hodoku", "se", "ours"])
def test_a_rating_leaves_the_shared_chains_as_they_were(name):
    # A scale's chain may hold the strategies of HUMAN_CHAIN themselves; a rating works
    # to its own deadline, and must not leave it on them: a later find() with one of
    # them, outside any solver, would stop with OutOfTime once that deadline passed.
    shared = [*HUMAN_CHAIN, *DEFAULT_CHAIN]
    before = [strategy.deadline for strategy in shared]
    scale(name).rate(Board.from_text(CHAINS), timeout=60)
    changed = [strategy.name for strategy, deadline in zip(shared, before)
               if strategy.deadline is not deadline]
    assert not changed, f"the {name} scale left its deadline on {changed}"
