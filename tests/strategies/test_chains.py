"""The chain machinery: strong and weak links between candidates, and the breadth-first search."""

from __future__ import annotations

import itertools

from sudoku.strategies.chains import (
    CELL,
    MAX_LINKS,
    PLACES,
    AlternatingChain,
    Links,
    breadth_first,
    is_simple,
    walk_back,
)
from sudoku.strategies.x_chain import XChain

from .positions import position, snapshot, solution

#: A position from a human solve of top95 #55 (no eliminations by hand). Row 7 keeps 3 only
#: at r7c4 and r7c5; r4c5 holds only 3 and 9.
POSITION = (
    "47.52...3895..3.2432....7.5517....4.289645371634.1..587.2......1.8....32943286517")
#: A position from a human solve of top95 #1 (the hard puzzle), where an X-Chain comes back
#: to its start: row 7 keeps 8 only at r7c2 and r7c3, column 2 only at r7c2 and r8c2, and
#: r7c3 and r8c2 share box 7. If r7c2 is not 8, r7c3 is, so r8c2 is not, so r7c2 is: it is 8.
LOOP_BACK = (
    "417369825.3.15.....5.72..1.825437169.91.8.4...4..1.......6435715.32.1...1.48.5...")


def candidate(board, written: str):
    name, digit = written.split("=")
    return board.cell(name), int(digit)


def test_strong_links_are_the_only_two_places_or_the_only_two_candidates():
    board = position(POSITION)
    links = Links(board)
    assert [link.words() for link in links.strong_from(candidate(board, "r7c4=3"))] == [
        "r7c5=3 is true (the only other place for 3 in row 7)",
        "r4c4=3 is true (the only other place for 3 in column 4)"]
    assert [link.words() for link in links.strong_from(candidate(board, "r4c5=3"))][-1] == (
        "r4c5=9 is true (the only other candidate of r4c5)")
    assert all(link.is_strong for link in links.strong_from(candidate(board, "r4c5=3")))


def test_weak_links_are_peers_with_the_digit_and_the_other_digits_of_the_cell():
    board = position(POSITION)
    links = Links(board)
    assert [link.words() for link in links.weak_from(candidate(board, "r4c5=3"))] == [
        "r4c4=3 is false (it sees r4c5 in row 4)",
        "r7c5=3 is false (it sees r4c5 in column 5)",
        "r4c5=9 is false (r4c5 is 3)"]
    assert links.seen_by(candidate(board, "r4c5=3")) == {
        candidate(board, written) for written in ("r4c4=3", "r7c5=3", "r4c5=9")}


def test_links_keep_to_the_kinds_asked_for():
    board = position(POSITION)
    places = Links(board, strong=(PLACES,), weak=(PLACES,))
    cells = Links(board, strong=(CELL,), weak=(CELL,))
    three = candidate(board, "r4c5=3")
    assert [link.target[0].name for link in places.weak_from(three)] == ["r4c4", "r7c5"]
    assert [link.target for link in cells.weak_from(three)] == [candidate(board, "r4c5=9")]
    assert [link.target for link in cells.strong_from(three)] == [candidate(board, "r4c5=9")]
    assert places.strong_from(candidate(board, "r4c5=9")) == []  # 9 has 3 places in each


def is_true_link(board, link) -> bool:
    """Whether ``link`` holds on ``board`` as the definitions in ``chains`` say."""
    (cell, digit), (other, other_digit) = link.source, link.target
    if cell is other:
        return digit != other_digit and (not link.is_strong or board.candidates(cell)
                                         == {digit, other_digit})
    if digit != other_digit or other not in cell.peers:
        return False
    return not link.is_strong or link.container.places(digit) == {cell, other}


def test_the_search_yields_alternating_chains_of_true_links_fewest_links_first():
    board = position(POSITION)
    lengths = []
    for start, end, arrived in itertools.islice(breadth_first(Links(board)), 2000):
        chain = walk_back(arrived, end)
        assert chain[0].source == start and chain[-1].target == end
        assert [link.is_strong for link in chain] == [i % 2 == 0 for i in range(len(chain))]
        assert all(is_true_link(board, link) for link in chain)
        assert all(a.target == b.source for a, b in itertools.pairwise(chain))
        lengths.append(len(chain))
    assert lengths == sorted(lengths) and 3 <= lengths[0] and lengths[-1] <= MAX_LINKS


def test_a_chain_that_comes_back_to_its_start_proves_it():
    board = position(LOOP_BACK)
    step = XChain().find(board)
    assert str(step) == (
        "r7c2=8: X-Chain, r7c2=8 is false ⇒ r7c3=8 is true (the only other place for 8 in "
        "row 7) ⇒ r8c2=8 is false (it sees r7c3 in box 7) ⇒ r7c2=8 is true (the only other "
        "place for 8 in column 2); so r7c2=8 cannot be false")
    assert [cell.name for cell in step.cells] == ["r7c2", "r7c3", "r8c2"]
    assert solution(LOOP_BACK)[board.cell("r7c2").index] == 8


def test_a_chain_is_simple_unless_a_candidate_comes_twice_before_its_end():
    board = position(LOOP_BACK)
    links = Links(board, strong=(PLACES,), weak=(PLACES,))
    start = candidate(board, "r7c2=8")
    there = links.strong_from(start)[0]
    back = next(link for link in links.weak_from(there.target) if link.target == start)
    assert is_simple([there, back, links.strong_from(start)[0]]) is False
    loop = [there, next(link for link in links.weak_from(there.target)
                        if link.target[0].name == "r8c2")]
    loop.append(next(link for link in links.strong_from(loop[-1].target)
                     if link.target == start))
    assert is_simple(loop)


def test_finding_leaves_the_board_unchanged():
    for puzzle in (POSITION, LOOP_BACK):
        board = position(puzzle)
        before = snapshot(board)
        assert AlternatingChain().find(board) is not None
        assert snapshot(board) == before
