"""Grouped nodes and continuous loops: the chains that go past single candidates.

Positions come from human solves of generated puzzles (``sudoku.generate``, the
seed given), written out as puzzles of their own.
"""

from __future__ import annotations

import itertools

import pytest

from sudoku.strategies import ContinuousNiceLoop, GroupedNiceLoop, NiceLoop
from sudoku.strategies.als_links import AlsLinks
from sudoku.strategies.chain_link import cells_of, named
from sudoku.strategies.grouped_links import Group, GroupedLinks

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, written

#: Seed 24: no chain of single candidates, but one through the group r6c78 of 8s.
GROUPED = (
    "..2.........8..73........6..7893.5..4...21........7..9......1...61..3..4.8..453..")
#: Seed 7: a loop of ten links on 4, 2 and 9.
LOOP = (
    "635.12.4.49....2..82.3....118..3...5346.7.12.57....3..9...23...2....74..7....96.2")
#: Seed 16: a loop of four links on 7 through the group r4c12.
GROUPED_LOOP = (
    ".9..7...8.....84...179...3.....63.....3487..54..........6.2..97....4..5...57....4")


def is_group(node) -> bool:
    return isinstance(node[0], Group)


def test_a_group_is_the_places_of_a_digit_two_containers_share():
    board = position(GROUPED)
    for group, digit in GroupedLinks(board).groups:
        assert len(group.cells) >= 2 and len(group.containers) >= 2
        for container in group.containers:
            assert set(group.cells) <= set(container.places(digit))


def test_grouped_links_are_true_links():
    # Strong: the container's places of the digit are exactly the two nodes. Weak: every
    # cell of one node sees every cell of the other, and they share no cell.
    board = position(GROUPED)
    links = GroupedLinks(board)
    assert links.groups
    for group in links.groups:
        digit = group[1]
        for link in links.strong_from(group):
            places = {cell for node in (link.source, link.target) for cell in cells_of(node[0])}
            assert link.target[1] == digit and set(link.container.places(digit)) == places
        for link in links.weak_from(group):
            assert link.target[1] == digit
            assert not set(cells_of(link.target[0])) & set(group[0].cells)
            assert all(other in cell.peers for cell in group[0].cells
                       for other in cells_of(link.target[0]))


def test_a_chain_through_a_group():
    # If r5c4 is not 5 it is 6, so r5c7 is not 6 and is 8; then neither r6c7 nor r6c8
    # is 8 (box 6), so r6c5 is (row 6). r6c5 sees r5c4=5 and holds 8 or not 5.
    board = position(GROUPED)
    assert NiceLoop().find(board) is None
    step = GroupedNiceLoop().find(board)
    assert written(step) == ["r6c5<>5"]
    assert "r6c78=8 is false (it sees r5c7 in box 6)" in step.reason
    assert solution(GROUPED)[board.cell("r6c5").index] != 5
    off = {(mark.cell.name, mark.digit) for mark in step.marks if mark.role == "off"}
    assert {("r6c7", 8), ("r6c8", 8)} <= off  # every candidate of the group is marked
    drawn = [(link.source[0].name, link.target[0].name) for link in step.links]
    assert ("r5c7", "r6c7") in drawn and ("r6c7", "r6c5") in drawn  # a group's first cell
    assert [cell.name for cell in step.cells] == [
        "r5c4", "r5c7", "r6c5", "r6c7", "r6c8"]


def test_a_continuous_loop_strikes_along_every_link():
    board = position(LOOP)
    step = ContinuousNiceLoop().find(board)
    answer = solution(LOOP)
    assert len(step.eliminations) == 10
    assert all(answer[cell.index] != digit for cell, digit in step.eliminations)
    nodes = [link.source for link in step.links] + [step.links[-1].target]
    assert step.links[-1].target[0] is step.links[0].source[0]  # r3c5=9 sees r3c5=4

    def sees(one, other):
        if one[0] is other[0]:
            return one[1] != other[1]
        return one[1] == other[1] and other[0] in one[0].peers

    pairs = list(itertools.pairwise(nodes + nodes[:1]))
    for struck in step.eliminations:
        assert any(sees(struck, one) and sees(struck, other) for one, other in pairs), struck


def test_a_continuous_loop_through_a_group():
    board = position(GROUPED_LOOP)
    assert ContinuousNiceLoop().find(board) is None
    step = ContinuousNiceLoop(grouped=True).find(board)
    assert written(step) == ["r4c8<>7", "r6c8<>7"]
    assert "r4c12=7 is true (the only other places for 7 in box 4)" in step.reason
    answer = solution(GROUPED_LOOP)
    assert all(answer[cell.index] != digit for cell, digit in step.eliminations)


@pytest.mark.parametrize("make", [GroupedNiceLoop, lambda: ContinuousNiceLoop(grouped=True)],
                         ids=["grouped", "grouped continuous"])
def test_find_leaves_the_board_unchanged(make):
    board = position(GROUPED_LOOP)
    before = snapshot(board)
    assert make().find(board) is not None
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES[:2] + (INKALA,))
@pytest.mark.parametrize("make", [GroupedNiceLoop, lambda: ContinuousNiceLoop(grouped=True)],
                         ids=["grouped", "grouped continuous"])
def test_every_grouped_chain_along_a_human_solve_is_sound(make, puzzle):
    check_sound(make(), puzzle)


def test_names_and_difficulties():
    assert [(s.name, s.difficulty) for s in (
        ContinuousNiceLoop(), GroupedNiceLoop(), ContinuousNiceLoop(grouped=True))] == [
        ("continuous nice loop", 7.0), ("grouped nice loop", 7.1),
        ("grouped continuous nice loop", 7.1)]
    assert named((Group(position(GROUPED).cells[:2], 3, ()), 5)) == "r1c12=5"


#: Seed 8: no chain of candidates or box-line groups, one through two almost locked sets.
WITH_SETS = (
    "4...3....2..6....1.1874.........659.3...2.4.65..........745.9...3.......9.4...2..")


def test_a_chain_through_almost_locked_sets():
    # r1c3 and r3c1 hold only 5, 6 and 9: if r1c3 is not 5, the two cells hold 6 and 9,
    # and 9 can only be in r1c3. Then r1c2 and r2c2 are not 9, and r1c2, r2c2, r3c1, which
    # hold only 5, 6, 7 and 9, hold 5 (in r1c2 or r2c2). r2c3 sees r1c3 and both of them.
    board = position(WITH_SETS)
    assert NiceLoop().find(board) is None
    step = GroupedNiceLoop().find(board)
    assert written(step) == ["r2c3<>5"]
    assert solution(WITH_SETS)[board.cell("r2c3").index] != 5
    assert "r1c3=9 is true (r1c3, r3c1 hold only 5, 6, 9: without 5 they are locked)" in \
        step.reason
    links = AlsLinks(board)
    for (one, other), ((cells, digits), container) in links.inside_sets.items():
        held = set().union(*(board.candidates(cell) for cell in cells))
        assert sorted(held) == list(digits) and len(held) == len(cells) + 1
        assert all(cell in container.cells for cell in cells)
        for node in (one, other):
            assert set(cells_of(node[0])) == {
                cell for cell in cells if node[1] in board.candidates(cell)}
