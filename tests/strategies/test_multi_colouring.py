"""Multi-colouring: two clusters of a digit's pairs of places, a trap or a wrap between them.

The positions are real: a position a human solve reached, written out as a puzzle of its
own (its solution is the original puzzle's). The comments give the clusters, checked by
hand.
"""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.strategies import by_name
from sudoku.strategies.multi_colouring import MultiColouring

from .positions import INKALA, PUZZLES, check_sound, position, snapshot, solution, stuck, written

#: From the human solve of 17-clue puzzle #308 (Gordon Royle's list). The pairs of 1 make two
#: clusters: r3c4 against r8c4 (column 4), and r4c7, r5c2 against r5c8, r8c7. r8c4 and r8c7
#: share row 8, so they are not both 1: r3c4 or the side of r4c7 and r5c2 is. r3c2 sees r3c4
#: (row 3) and r5c2 (column 2).
TRAP = (
    ".......41...7.....3............45.6.7.....3...2..17...9..8..2..245......681......")
#: From the human solve of the generated puzzle of seed 26. The pairs of 4 make two clusters;
#: the side r2c2, r5c1, r7c6 of the first sees r5c7 (row 5) and r7c3 (row 7), one on each side
#: of the second, one of which holds 4; so the side is false.
WRAP = (
    ".56..12731.372..8..72.3...43.5..76....7362...6.1..873.53....82.76.283.51218..93..")

TRAPS, WRAPS = MultiColouring("trap"), MultiColouring("wrap")


def test_a_trap():
    board = position(TRAP)
    step = TRAPS.find(board)
    assert str(step) == (
        "r3c2<>1: multi-colour trap, 1 has two clusters of pairs of places, r3c4 against r8c4, "
        "and r4c7 and r5c2 against r5c8 and r8c7; one side of each holds every 1; r8c4 and "
        "r8c7 see each other, so the side of r3c4 or that of r4c7 and r5c2 holds 1, and r3c2 "
        "sees both")
    assert [cell.name for cell in step.cells] == ["r3c4", "r4c7", "r5c2", "r5c8", "r8c4",
                                                  "r8c7"]
    weak = [(link.source[0].name, link.target[0].name) for link in step.links
            if not link.is_strong]
    assert weak == [("r8c4", "r8c7")]
    assert solution(TRAP)[board.cell("r3c2").index] != 1


def test_a_wrap_strikes_a_whole_side():
    board = position(WRAP)
    step = WRAPS.find(board)
    assert written(step) == ["r2c2<>4", "r5c1<>4", "r7c6<>4"]
    assert step.reason.endswith("r2c2, r5c1 and r7c6 see r5c7 and r7c3, on the two sides of "
                                "the other cluster, so they are not 4")
    assert {mark.role for mark in step.marks if mark.cell.name in ("r2c2", "r5c1")} == {"off"}
    answer = solution(WRAP)
    assert all(answer[cell.index] != 4 for cell, _ in step.eliminations)
    # The wrap proves the other side true: r1c1 and r2c6 hold 4.
    assert answer[board.cell("r1c1").index] == answer[board.cell("r2c6").index] == 4


def test_the_chain_takes_the_wrap_first():
    board = position(WRAP)
    assert TRAPS.find(board) is not None  # the same clusters make a trap too
    assert by_name("multi-colour wrap").difficulty == by_name("multi-colour trap").difficulty


@pytest.mark.parametrize("strategy", [TRAPS, WRAPS], ids=repr)
def test_nothing_where_there_is_none(strategy):
    assert strategy.find(stuck(INKALA)) is None
    assert strategy.find(Board()) is None


@pytest.mark.parametrize("strategy", [TRAPS, WRAPS], ids=repr)
def test_find_leaves_the_board_unchanged(strategy):
    board = position(WRAP)
    before = snapshot(board)
    assert strategy.find(board) is not None
    assert snapshot(board) == before


@pytest.mark.parametrize("strategy", [TRAPS, WRAPS], ids=repr)
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_multi_colouring_along_a_human_solve_is_sound(strategy, puzzle):
    check_sound(strategy, puzzle)


def test_names_difficulty_and_kinds():
    assert [(s.name, s.difficulty, s.level, repr(s)) for s in (TRAPS, WRAPS)] == [
        ("multi-colour trap", 4.6, "fiendish", "MultiColouring('trap')"),
        ("multi-colour wrap", 4.6, "fiendish", "MultiColouring('wrap')")]
    with pytest.raises(ValueError):
        MultiColouring("medusa")
