"""Forcing chains: trials of assumptions, and what every possibility agrees on.

The positions are where the chain without forcing chains gets stuck on hard puzzles
(computed here, or written out as a candidate grid), and a puzzle with two solutions,
where every step must hold in both.
"""

from __future__ import annotations

import itertools
import pickle

import pytest
from checker import step_holds as holds
from conftest import REFERENCE_PUZZLES

from sudoku import Board, Solver
from sudoku.position import read_position
from sudoku.rating import human_solve
from sudoku.scales.hodoku_best import MostEliminations
from sudoku.scales.se_forcing import ForcingByLength
from sudoku.strategies import (
    DEFAULT_CHAIN,
    HUMAN_CHAIN,
    Deadline,
    ForcingChain,
    Guess,
    HiddenSingle,
    NakedSingle,
    OutOfBounds,
    link,
)
from sudoku.strategies.forcing import at_most_one_solution
from sudoku.strategies.forcing_kinds import MOST, open_cells
from sudoku.strategies.forcing_net import Net

from .positions import (
    GOLDEN_NUGGET,
    HARDEST_THIRD,
    INKALA,
    PLATINUM_BLONDE,
    every_solution,
    snapshot,
    solution,
)

FORCING = [strategy for strategy in DEFAULT_CHAIN if isinstance(strategy, ForcingChain)]
"""Every forcing chain of the chain, plain, dynamic and nested."""

WITHOUT = tuple(strategy for strategy in HUMAN_CHAIN if not isinstance(strategy, ForcingChain))
"""The human chain without its forcing chains: where it gets stuck, they are needed."""

#: top95 #64 where the chain without forcing chains is stuck.
STUCK = """
+---------------+------------------+------------------+
| 1459  245 7   | 1356   39   8    | 246   245    156 |
| 14589 459 6   | 1457   2    1579 | 3     4578   158 |
| 1458  3   128 | 4567   47   1567 | 24678 24578  9   |
+---------------+------------------+------------------+
| 3489  1   289 | 23478  5    237  | 4789  6      38  |
| 34689 249 289 | 234678 1    2367 | 4789  345789 358 |
| 34568 7   58  | 9      48   36   | 1     348    2   |
+---------------+------------------+------------------+
| 7     59  159 | 125    368  125  | 68    38     4   |
| 15    8   3   | 15     67   4    | 29    29     67  |
| 2     6   4   | 378    3789 379  | 5     1      378 |
+---------------+------------------+------------------+
"""
STUCK_PUZZLE = (
    "..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51.")

#: top95 #69 with a given taken out of a unique rectangle of its solution and a few digits of
#: the solution put in: two solutions, and the human chain takes forcing chains on the way.
TWO_SOLUTIONS = (
    "......74...2.74..1.7....29...3..7....4..6....6..1..8...2....1..85.9...6.....8...3")

#: top95 #64 less the 2 of r2c5: many solutions, and the human chain stuck after a few steps.
SEVERAL_SOLUTIONS = (
    "..7..8.....6...3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51.")


def stuck_board() -> Board:
    return read_position(STUCK).board()


def check_at(board: Board, solutions: list[list[int]], strategy, most: int = 1) -> int:
    """Check up to ``most`` steps of ``strategy`` on ``board`` against every solution."""
    before = snapshot(board)
    steps = []
    for step in strategy.find_all(board):
        steps.append(step)
        if len(steps) == most:
            break
    assert snapshot(board) == before, f"{strategy!r} changed the board"
    for step in steps:
        assert step.strategy == strategy.name and (step.placements or step.eliminations)
        assert all(board.has_candidate(cell, digit)
                   for cell, digit in step.placements + step.eliminations), str(step)
        assert all(holds(step, solved) for solved in solutions), str(step)
        step.apply(board)
        step.undo(board)
        assert snapshot(board) == before
    return len(steps)


# --- the step and its tree ------------------------------------------------------------------

def test_a_cell_forcing_chain_says_each_branch_and_draws_its_tree():
    """Each line comes after every line it follows from: r2c8=7 before r2c1=8 needs it."""
    step = ForcingChain("cell").find(stuck_board())
    assert step.sentence() == (
        "r6c1<>8: cell forcing chain, r3c5 holds 4 or 7, and each leads to it: r3c5=4 in 3 "
        "implications and r3c5=7 in 11 implications")
    assert step.tree() == """\
r3c5=4 (assumption)
  -> r6c5<>4 (column 5)
    -> r6c5=8 (naked single)
      -> r6c1<>8 (row 6)
r3c5=7 (assumption)
  -> r2c4<>7 (box 2)
  -> r2c6<>7 (box 2)
    -> r2c8=7 (hidden single in row 2)
  -> r8c5<>7 (column 5)
    -> r8c5=6 (naked single)
      -> r8c9<>6 (row 8)
        -> r8c9=7 (naked single)
          -> r1c9=6 (hidden single in column 9)
            -> r2c9=1 (hidden single in column 9)
              -> r2c1=8 (hidden single in row 2)
                -> r6c1<>8 (column 1)"""
    assert [(mark.cell.name, mark.digit, mark.role) for mark in step.marks] == [
        ("r3c5", 4, "on"), ("r3c5", 7, "on")]


def test_a_contradiction_ends_its_tree_with_what_broke():
    step = ForcingChain("contradiction").find(stuck_board())
    assert step.results() == "r4c7<>8"
    assert step.reason.endswith("leads to a contradiction in 17 implications: 3 has no place "
                                "left in row 9")
    lines = step.tree().splitlines()
    assert lines[0] == "r4c7=8 (assumption)" and len(lines) == 18
    assert any(line.endswith("3 has no place left in row 9: contradiction") for line in lines)
    depths = [(len(line) - len(line.lstrip())) // 2 for line in lines]
    assert all(later <= earlier + 1 for earlier, later in itertools.pairwise(depths))


def test_a_step_keeps_its_tree_when_pickled():
    step = ForcingChain("container").find(stuck_board())
    again = pickle.loads(pickle.dumps(step))
    assert again.sentence() == step.sentence() and again.tree() == step.tree()


# --- sound, and the board untouched -----------------------------------------------------------

@pytest.mark.parametrize("strategy", FORCING, ids=repr)
def test_each_kind_is_sound_where_the_rest_of_the_chain_is_stuck(strategy):
    board = stuck_board()
    found = check_at(board, [list(solution(STUCK_PUZZLE))], strategy, most=3)
    if strategy.kind != "digit" and not strategy.dynamic:
        assert found, f"{strategy.name} finds nothing here"


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", [HARDEST_THIRD, INKALA], ids=["hardest #2", "Inkala"])
def test_the_first_step_of_each_kind_is_sound_on_the_hardest_puzzles(puzzle):
    board = Board.from_text(puzzle)
    assert human_solve(board, WITHOUT).status == "stuck"
    for strategy in FORCING:
        check_at(board, [list(solution(puzzle))], strategy)


def test_a_trial_never_writes_to_the_board_it_was_asked_about():
    board = stuck_board()
    before = snapshot(board)
    net = Net(board, dynamic=True)
    for cell in board.cells:
        for digit in board.candidates(cell):
            net.outcome(cell, digit)
            net.outcome(cell, digit, is_on=False)
    assert snapshot(board) == before


def test_steps_hold_in_both_solutions_of_a_puzzle_with_two():
    solutions = every_solution(Board.from_text(TWO_SOLUTIONS))
    assert len(solutions) == 2
    board = Board.from_text(TWO_SOLUTIONS)
    Solver([HiddenSingle(), NakedSingle()]).solve(board)
    assert sum(check_at(board, solutions, strategy, most=5) for strategy in FORCING) > 10


def test_the_human_chain_ends_a_puzzle_with_two_solutions_without_a_wrong_step():
    solutions = every_solution(Board.from_text(TWO_SOLUTIONS))
    rated = human_solve(Board.from_text(TWO_SOLUTIONS))
    assert rated.status == "multiple_solutions"
    assert any(isinstance(step.strategy, str) and "forcing" in step.strategy
               for step in rated.result.steps)
    assert all(holds(step, solved) for step in rated.result.steps for solved in solutions)


@pytest.mark.parametrize("dynamic", [False, True])
def test_a_new_position_s_net_keeps_only_trials_that_end_the_same(dynamic):
    """``Net.of`` hands the trials of the last position to the next: each ends as a fresh one."""
    board = Board.from_text(STUCK_PUZZLE)
    before = Net.of(board, dynamic)
    for trial in _trials(before):
        before.outcome(*trial)
    ForcingChain("cell").find(board).apply(board)
    after, fresh = Net.of(board, dynamic), Net(board, dynamic)
    trials = _trials(after)
    carried = len(after._outcomes)  # known before any trial of the new position is asked
    assert after is not before and 0 < carried < len(trials)
    assert [after.outcome(*trial) for trial in trials] == [
        fresh.outcome(*trial) for trial in trials]


def _trials(net: Net) -> list[tuple[int, int, bool]]:
    """Every assumption a forcing chain can try on ``net``: each open candidate, true and false."""
    return [(index, digit, is_on) for index, bits in enumerate(net.base)
            if bits.bit_count() > 1 for digit in range(1, 10) if bits >> digit & 1
            for is_on in (True, False)]


# --- the chain ---------------------------------------------------------------------------------

def test_forcing_chains_come_last_before_guessing_in_the_order_of_their_numbers():
    names = [strategy.name for strategy in DEFAULT_CHAIN]
    first = names.index(FORCING[0].name)
    assert names[first:] == [strategy.name for strategy in FORCING] + ["guess"]
    assert all(strategy.difficulty > max(other.difficulty for other in DEFAULT_CHAIN[:first])
               for strategy in FORCING)


def test_an_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="forcing chains are"):
        ForcingChain("region")
    assert repr(ForcingChain("cell", dynamic=True)) == "ForcingChain('cell', dynamic=True)"


def test_only_the_nested_kind_nests_deeper_and_only_two_deep():
    for kind, depth in (("cell", 2), ("nested", 3), ("nested", 0)):
        with pytest.raises(ValueError, match="nests deeper"):
            ForcingChain(kind, depth=depth)
    deep = ForcingChain("nested", depth=2)
    assert repr(deep) == "ForcingChain('nested', depth=2)"
    assert deep.name == "doubly nested forcing chain"
    assert ForcingChain("nested").difficulty < deep.difficulty < Guess().difficulty


# --- nested two deep ---------------------------------------------------------------------------

def test_trials_nested_two_deep_break_what_one_depth_cannot():
    """Where the chain needs its nested kind, the trials nested two deep break every bivalue
    candidate the trials nested once break, and more; none of them is the solution's digit."""
    board = Board.from_text(HARDEST_THIRD)
    cut = [strategy for strategy in HUMAN_CHAIN
           if strategy.difficulty < ForcingChain("nested").difficulty]
    assert Solver(cut).solve(board).status == "stuck"
    right = list(solution(HARDEST_THIRD))
    once, twice = Net(board, dynamic=True, nested=1), Net(board, dynamic=True, nested=2)
    trials = [(cell, digit) for cell, digits in open_cells(twice, 2) for digit in digits]
    broken_once = {trial for trial in trials if once.outcome(*trial).is_broken}
    broken_twice = {trial for trial in trials if twice.outcome(*trial).is_broken}
    assert broken_once < broken_twice
    assert all(right[cell.index] != digit for cell, digit in broken_twice)
    cell, digit = min(broken_twice - broken_once)
    branch = twice.trace(cell, digit)
    assert branch.is_broken
    assert max(_premises_come_first(branch)) == 2, "no trial nested inside a nested trial"
    assert _singles_rest_on_their_causes(branch, twice) > 0, "no premise two branches out"
    lines = branch.lines([len(branch.nodes) - 1]).splitlines()
    assert any(line.count("|") == 2 for line in lines)
    with pytest.raises(ValueError, match="nest 0 to 2 deep"):
        Net(board, dynamic=True, nested=3)


def _singles_rest_on_their_causes(branch, net, around=()) -> int:
    """Check that each naked single of a branch names, among its causes and premises, an
    implication that took each of its cell's other candidates away, in whichever branch it
    lies; how many premises lie two branches out."""
    around, far = (*around, branch), 0
    for node in branch.nodes:
        named = [around[-1].nodes[cause] for cause in node.causes]
        for premise in node.premises:
            named.append(around[-2].nodes[premise] if premise >= 0
                         else around[-3].nodes[-1 - premise])
            far += premise < 0
        if node.text.endswith("(naked single)"):
            for digit in range(1, 10):
                if net.base[node.cell] >> digit & 1 and digit != node.digit:
                    assert any(each.cell == node.cell and (each.is_on or each.digit == digit)
                               for each in named), (node.text, digit)
        if node.inner is not None:
            far += _singles_rest_on_their_causes(node.inner[0], net, around)
    return far


def _premises_come_first(branch, around=()) -> list[int]:
    """Check that each premise of a nested branch names an implication found before the strike
    it leads to, in the branch around it (``-1 - n``: in the one around that); the depths met."""
    depths = [len(around)]
    for node in branch.nodes:
        if node.inner is not None:
            enclosing = (*around, node.number)  # the strike, in each branch from the outermost
            for inner_node in node.inner[0].nodes:
                for premise in inner_node.premises:
                    if premise >= 0:
                        assert premise < enclosing[-1]
                    else:
                        assert len(enclosing) > 1 and -1 - premise < enclosing[-2]
            depths += _premises_come_first(node.inner[0], enclosing)
    return depths


def test_a_doubly_nested_step_is_sound_and_prints_its_tree():
    board = Board.from_text(HARDEST_THIRD)
    Solver([s for s in HUMAN_CHAIN if s.difficulty < 9.5]).solve(board)
    deep = ForcingChain("nested", depth=2)
    check_at(board, [list(solution(HARDEST_THIRD))], deep)
    step = deep.find(board)
    assert step.sentence().startswith(f"{step.results()}: doubly nested forcing chain, ")
    assert step.tree().splitlines()[0].endswith("(assumption)")
    inner = [node.inner[0] for branch, _ in step.proof for node in branch.nodes if node.inner]
    assert any(node.inner for each in inner for node in each.nodes), "the proof is one deep"


def test_explain_prints_the_tree_under_a_forcing_step(sudoku):
    code, out, _ = sudoku("explain", STUCK_PUZZLE)
    lines = out.splitlines()
    first = next(number for number, line in enumerate(lines) if "forcing chain" in line)
    assumption = lines[first].split(", ")[1].split(" ")[0]
    assert code == 0 and lines[first + 1] == f"    {assumption} (assumption)"
    assert lines[first + 2].startswith("      -> ")


# --- widened: every cell, where the cells of few candidates break nothing ------------------------

def test_a_nested_chain_widens_to_every_cell_on_a_position_with_one_solution():
    """Where Platinum Blonde first gets stuck, no candidate of a cell of two or three breaks
    the board in a nested trial: the step assumes a candidate of a cell with more."""
    board = Board.from_text(PLATINUM_BLONDE)
    assert Solver([s for s in HUMAN_CHAIN if s.difficulty < 9.5]).solve(board).status == "stuck"
    net = Net.of(board, dynamic=True, nested=1)
    narrow = open_cells(net, MOST["nested"])
    assert narrow and not any(net.outcome(cell, digit).is_broken
                              for cell, digits in narrow for digit in digits)
    assert at_most_one_solution(board, net)
    nested = ForcingChain("nested")
    check_at(board, [list(solution(PLATINUM_BLONDE))], nested)
    step = nested.find(board)
    (cell, _), = step.eliminations
    assert len(board.candidates(cell)) > MOST["nested"]


def test_a_nested_chain_does_not_widen_on_a_position_with_several_solutions(monkeypatch):
    """Trying every candidate where nothing can finish the puzzle would cost seconds for
    nothing: where the human chain gets stuck on top95 #64 less a given, the nested kinds try
    the cells of few candidates only, though cells with more are there."""
    board = Board.from_text(SEVERAL_SOLUTIONS)
    assert human_solve(board).status == "multiple_solutions"  # the board is left where it ends
    tried = []
    outcome = Net.outcome
    monkeypatch.setattr(Net, "outcome", lambda net, cell, digit, is_on=True: (
        tried.append(net.base[cell.index].bit_count()), outcome(net, cell, digit, is_on))[1])
    for depth in (1, 2):
        net = Net.of(board, dynamic=True, nested=depth)
        assert not at_most_one_solution(board, net)
        assert net._state() == net.base, "the count left the scratch board elsewhere"
        assert ForcingChain("nested", depth=depth).find(board) is None
        assert max(bits.bit_count() for bits in net.base) > MOST["nested"]
    assert tried and max(tried) <= MOST["nested"]


def test_the_count_that_decides_the_widening_follows_the_board_and_its_deadline():
    board = Board.from_text(SEVERAL_SOLUTIONS)
    assert not at_most_one_solution(board, Net.of(board, dynamic=True, nested=1))
    board.load(Board.from_text(STUCK_PUZZLE).values())  # the same board, a unique puzzle
    net = Net.of(board, dynamic=True, nested=1)
    with pytest.raises(OutOfBounds):
        at_most_one_solution(board, net, Deadline(0))
    assert at_most_one_solution(board, net)  # the count cut short was not kept
    corner = board.cell("r1c1")
    board.place(corner, next(digit for digit in board.candidates(corner)
                             if digit != solution(STUCK_PUZZLE)[0]))
    assert at_most_one_solution(board, Net.of(board, dynamic=True, nested=1)), \
        "a wrong move leaves no solution: still at most one"


def test_the_count_that_decides_the_widening_keeps_the_solve_s_bound_on_guesses():
    """``--max-guesses`` bounds every count of a solve: with no guess allowed, the count
    before the widening cannot settle Platinum Blonde's stuck position, so it does not widen."""
    board = Board.from_text(PLATINUM_BLONDE)
    assert Solver([s for s in HUMAN_CHAIN if s.difficulty < 9.5]).solve(board).status == "stuck"
    net = Net.of(board, dynamic=True, nested=1)
    assert not at_most_one_solution(board, net, max_guesses=0)
    assert at_most_one_solution(board, net)  # a count under another bound is not reused
    chain = link([HiddenSingle(), ForcingChain("nested")])
    chain.set_deadline(Deadline(), 0)
    assert [chain.max_guesses, chain.successor.max_guesses] == [0, 0]
    assert chain.successor.find(board) is None
    chain.set_deadline(Deadline())
    assert chain.successor.find(board) is not None
    for scaled in (MostEliminations(ForcingChain("nested")),  # the scales' decorators lend it
                   ForcingByLength((("nested", False),))):
        scaled.set_deadline(Deadline(), 0)
        assert scaled.find(board) is None


# Each whole solve takes ten seconds or more: the default run checks the widening on Platinum
# Blonde's stuck position (above), and these whole solves wait for ``-m slow``.
@pytest.mark.slow
@pytest.mark.parametrize("puzzle", [GOLDEN_NUGGET, PLATINUM_BLONDE],
                         ids=["Golden Nugget", "Platinum Blonde"])
def test_the_human_chain_finishes_the_hardest_puzzles_published_without_a_guess(puzzle):
    rated = human_solve(Board.from_text(puzzle))
    assert rated.status == "solved" and rated.hardest.name.endswith("nested forcing chain")
    assert all(holds(step, list(solution(puzzle))) for step in rated.result.steps)


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", [HARDEST_THIRD, INKALA, STUCK_PUZZLE])
def test_every_step_of_a_human_solve_of_a_hard_puzzle_is_right(puzzle):
    rated = human_solve(Board.from_text(puzzle))
    assert rated.status == "solved"
    assert all(holds(step, list(solution(puzzle))) for step in rated.result.steps)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["top95", "hardest"])
def test_every_step_of_the_human_solves_of_top95_and_hardest_is_right(name):
    path = REFERENCE_PUZZLES / "benchmarks" / f"{name}.txt"
    if not path.exists():
        pytest.skip(f"reference puzzles not found at {REFERENCE_PUZZLES} (a fresh clone has none)")
    puzzles = [line for line in path.read_text().splitlines() if line and line[0] != "#"]
    for puzzle in puzzles:
        rated = human_solve(Board.from_text(puzzle))
        assert rated.status == "solved", puzzle
        right = list(solution(puzzle))
        assert all(holds(step, right) for step in rated.result.steps), puzzle
