"""Unique loop: six cells or more that could swap two digits, and the guardians that stop them."""

from __future__ import annotations

import pytest

from sudoku import Board
from sudoku.scales.se_solve import loop_name
from sudoku.strategies import DEFAULT_CHAIN, assuming_unique, link
from sudoku.strategies.unique_loop import UniqueLoop, unique_loops

from .positions import PUZZLES, check_sound, position, snapshot, solution, written

#: From a human solve of the 17-clue puzzle #480: r6c8, r6c9, r7c9, r7c5, r9c5 and r9c8 hold
#: 5 and 8; r7c9 and r9c8 hold a 7 more.
LOOP = "302000061100320000500010023238465719000891342910273600021604930000130200003002100"

#: 17-clue puzzles whose solve by the default chain meets each type of loop (the first
#: position where the strategy finds one of that type).
BY_TYPE = {
    "Unique Loop type 1":
        "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
    "Unique Loop type 4":
        "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "Unique Loop 8 type 1":
        "2.3.8....8..7...........1...6.5.7...4......3....1............82.5....6...1.......",
}


def check_loop(board, step) -> None:
    """The step's cells go round a loop: each container that holds one holds two, each cell
    sees two of the others, and the cells all hold the pair the step marks deadly."""
    cells = set(step.cells)
    pair = {mark.digit for mark in step.marks if mark.role == "deadly"}
    assert len(pair) == 2 and len(cells) % 2 == 0 and len(cells) >= 6
    for cell in cells:
        assert pair <= set(board.candidates(cell))
        assert sum(1 for other in cells if other.peer_bits & cell.bit) >= 2
        for container in cell.containers:
            assert sum(1 for other in cells if other in container.cells) == 2


def first_of_type(puzzle: str, kind: str):
    """The board and the step at the first position of a default-chain solve of ``puzzle``
    where the unique loop finds a step of ``kind``."""
    board, chain = Board.from_text(puzzle), link(assuming_unique(DEFAULT_CHAIN))
    loop = UniqueLoop(unique=True)
    while not board.is_complete():
        for step in loop.find_all(board):
            if loop_name(step) == kind:
                return board, step
        taken = chain.handle(board)
        assert taken is not None
        taken.apply(board)
    raise AssertionError(f"no {kind} in the solve")


def test_type_2_the_guardians_share_one_digit():
    # If neither r7c9 nor r9c8 were 7, the six cells would hold only 5 and 8 and could swap
    # them; so one of them is 7, and 7 leaves the cells of box 9 that see both.
    board = Board.from_text(LOOP)
    step = UniqueLoop(unique=True).find(board)
    assert written(step) == ["r8c8<>7", "r8c9<>7", "r9c9<>7"]
    assert all(solution(LOOP)[cell.index] != digit for cell, digit in step.eliminations)
    assert loop_name(step) == "Unique Loop type 2"
    check_loop(board, step)
    guardians = {(mark.cell.name, mark.digit) for mark in step.marks if mark.role == "guardian"}
    assert guardians == {("r7c9", 7), ("r9c8", 7)}
    assert len(step.links) == 6  # the ring, drawn as weak links


@pytest.mark.parametrize("kind", sorted(BY_TYPE))
def test_each_type_is_found_and_agrees_with_the_solution(kind):
    puzzle = BY_TYPE[kind]
    board, step = first_of_type(puzzle, kind)
    check_loop(board, step)
    answer = solution(puzzle)
    assert step.eliminations
    assert all(answer[cell.index] != digit for cell, digit in step.eliminations)
    guarded = [cell for cell in step.cells
               if any(mark.cell is cell for mark in step.marks if mark.role == "guardian")]
    pair = {mark.digit for mark in step.marks if mark.role == "deadly"}
    if kind.endswith("type 1"):
        # the one cell that holds more loses both digits of the pair
        assert len(guarded) == 1
        assert sorted(step.eliminations) == sorted((guarded[0], digit) for digit in pair)
    else:
        # two cells that hold more, in a container where one digit of the pair goes only
        # in them: the other digit leaves both
        assert len(guarded) == 2 and {cell for cell, _ in step.eliminations} == set(guarded)


def test_nothing_unless_the_puzzle_is_known_to_have_one_solution():
    board = Board.from_text(LOOP)
    assert UniqueLoop().find(board) is None
    assert UniqueLoop().assuming_unique().find(board) is not None


def test_each_loop_comes_once():
    board = Board.from_text(LOOP)
    loops = [frozenset(loop.cells) for loop in unique_loops(board)]
    assert len(loops) == len(set(loops)) >= 1


def test_once_its_digit_is_struck_the_loop_is_gone():
    board = Board.from_text(LOOP)
    UniqueLoop(unique=True).find(board).apply(board)
    assert UniqueLoop(unique=True).find(board) is None


def test_find_leaves_the_board_unchanged():
    board = position(LOOP)
    before = snapshot(board)
    UniqueLoop(unique=True).find(board)
    assert snapshot(board) == before


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_unique_loop_along_a_human_solve_is_sound(puzzle):
    check_sound(UniqueLoop(unique=True), puzzle)


def test_name_and_difficulty():
    assert (UniqueLoop().name, UniqueLoop().difficulty) == ("unique loop", 4.6)
    assert repr(UniqueLoop(unique=True)) == "UniqueLoop(unique=True)"
    assert repr(UniqueLoop()) == "UniqueLoop()"
