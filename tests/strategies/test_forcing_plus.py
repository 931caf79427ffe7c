"""Forcing chains whose trials take pairs and X-Wings too: Sudoku Explainer's *(+)* level.

The puzzles here are our own: the first of ``hardest`` with r5c3's 3 of its solution added,
and Golden Nugget (``positions.GOLDEN_NUGGET``) with r1c6's 6 added. SE's rater, serate
1.2.1.3, rates them 9.9 and 9.8, their hardest step a *Dynamic Contradiction Forcing Chains
(+)* (measured here on 2026-11-29; ``benchmarks/se_ladder.py`` makes such puzzles).
"""

from __future__ import annotations

from collections import Counter

import pytest

from sudoku import Board
from sudoku.scales import scale
from sudoku.scales.se_solve import solve, techniques
from sudoku.strategies import Fish, ForcingChain, HiddenSubset, NakedSubset
from sudoku.strategies.forcing_net import Net

from .positions import every_solution, snapshot, solution
from .test_forcing import TWO_SOLUTIONS, check_at

PLUS_PUZZLE = (
    "1....7.9..3..2...8..96..5....53..9...13.8...26....4...3......1..4......7..7...3..")
#: A puzzle whose plus trials take an X-Wing, besides pairs, on the se scale's path.
PLUS_FISH_PUZZLE = (
    ".....6.39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....")

KINDS = ("contradiction", "cell", "container", "digit")

PATTERNS = {"naked pair": NakedSubset(2), "hidden pair": HiddenSubset(2), "X-Wing": Fish(2)}
"""The technique behind each word a plus trial writes for a pair or an X-Wing."""


def stuck_below_plus() -> Board:
    """The puzzle where the se scale's techniques below its *(+)* level are stuck."""
    board = Board.from_text(PLUS_PUZZLE)
    path = solve(board, chain=tuple(t for t in techniques() if t.difficulty < 9.0))
    assert path.status == "stuck"
    return board


def base_board(net: Net, causes) -> Board:
    """A new board of the net's base position, with only the implications ``causes`` written."""
    board = Board(net.board.layout, [cell.digit for cell in net.board.cells])
    for cell, mask in zip(board.cells, net.base):
        for digit in board.candidates(cell):
            if not mask >> digit & 1:
                board.eliminate(cell, digit)
    for node in causes:
        cell = board.cells[node.cell]
        if node.is_on:
            board.place(cell, node.digit)
        else:
            board.eliminate(cell, node.digit)
    return board


def test_a_plus_chain_breaks_where_the_se_scale_s_dynamic_chains_are_stuck():
    board = stuck_below_plus()
    for kind, dynamic in (("contradiction", False), ("cell", True), ("container", True),
                          ("digit", True)):  # as the se scale asks them (se_solve)
        assert ForcingChain(kind, dynamic=dynamic).find(board) is None, kind
    plus = ForcingChain("contradiction", plus=True)
    assert check_at(board, [list(solution(PLUS_PUZZLE))], plus, most=3) == 3
    step = plus.find(board)
    assert step.sentence().startswith(f"{step.results()}: dynamic contradiction forcing "
                                      f"chain (+), ")
    words = step.tree()
    assert any(f"({pattern} of" in words for pattern in PATTERNS), words


@pytest.mark.parametrize("puzzle", [PLUS_PUZZLE, PLUS_FISH_PUZZLE])
def test_each_subset_or_fish_of_a_plus_trial_rests_on_the_causes_it_names(puzzle):
    """Along the se scale's path, each subset or fish in the proof of a plus step, rebuilt
    from the base of its position with its causes alone written, is there again and strikes
    what the trial says it struck."""
    path = solve(Board.from_text(puzzle))
    assert path.status == "solved"
    checked: Counter = Counter()
    for number, step in enumerate(path.steps):
        if not step.strategy.endswith("(+)"):
            continue
        board = Board.from_text(puzzle)
        for earlier in path.steps[:number]:  # its cells are those of the solve's board
            for cell, digit in earlier.placements:
                board.place(board.cells[cell.index], digit)
            for cell, digit in earlier.eliminations:
                board.eliminate(board.cells[cell.index], digit)
        net = Net(board, dynamic=True, plus=True)
        for branch, _ in step.source.proof:
            for node in branch.nodes:
                pattern = next((name for name in PATTERNS if f"({name} of" in node.text), None)
                if pattern is None:
                    continue
                rebuilt = base_board(net, [branch.nodes[cause] for cause in node.causes])
                struck = {(cell.index, digit) for found in PATTERNS[pattern].find_all(rebuilt)
                          for cell, digit in found.eliminations}
                assert (node.cell, node.digit) in struck, node.text
                checked[pattern] += 1
    assert sum(checked.values()) >= 10
    if puzzle == PLUS_FISH_PUZZLE:
        assert checked["X-Wing"] and checked["naked pair"] and checked["hidden pair"], checked


@pytest.mark.parametrize("kind", KINDS)
def test_plus_chains_hold_in_both_solutions_of_a_puzzle_with_two(kind):
    solutions = every_solution(Board.from_text(TWO_SOLUTIONS))
    assert len(solutions) == 2
    board = Board.from_text(TWO_SOLUTIONS)
    solve(board, chain=tuple(t for t in techniques() if t.difficulty < 6.0))
    before = snapshot(board)
    check_at(board, solutions, ForcingChain(kind, plus=True), most=5)
    assert snapshot(board) == before


def test_the_se_scale_takes_its_plus_level_between_the_dynamic_and_the_nested_chains():
    path = solve(Board.from_text(PLUS_PUZZLE))
    assert path.status == "solved"
    assert (path.hardest, path.er) == ("Dynamic Contradiction Forcing Chains (+)", 9.9)
    assert "Dynamic Contradiction Forcing Chains (+ Forcing Chains)" not in {
        step.strategy for step in path.steps}
    right = solution(PLUS_PUZZLE)
    assert all(step.agrees_with(right) for step in path.steps)


def test_a_plus_chain_is_named_and_built_as_what_it_is():
    plus = ForcingChain("cell", plus=True)
    assert (plus.name, plus.dynamic, repr(plus)) == (
        "dynamic cell forcing chain (+)", True, "ForcingChain('cell', dynamic=True, plus=True)")
    assert "X-Wings" in plus.description
    assert scale("se").rates(plus).startswith("9.0+ by length")
    with pytest.raises(ValueError, match="nested forcing chain takes no pairs"):
        ForcingChain("nested", plus=True)
    with pytest.raises(ValueError, match="does not nest"):
        Net(Board.from_text(PLUS_PUZZLE), nested=1, plus=True)


def test_a_plus_net_takes_the_pairs_the_position_has_pending_into_its_base():
    """No trial claims as its own a pair or X-Wing the position already had (top95 #64 has a
    naked and a hidden pair once its singles are taken)."""
    board = Board.from_text(
        "..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51.")
    pending = base_board(Net(board, dynamic=True), [])
    assert NakedSubset(2).find(pending) and HiddenSubset(2).find(pending)
    base = base_board(Net(board, dynamic=True, plus=True), [])
    assert not any(strategy.find(base) for strategy in PATTERNS.values())
