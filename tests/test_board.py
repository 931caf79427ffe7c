"""The board: facts of the classic 9x9 domain, the Observer wiring, the agenda and undo.

Every fact is checked through the public API. Where the board keeps something
incrementally (candidates, the places of each digit, the agenda), the test
recomputes it from scratch and compares, after every move of random games.
"""

from __future__ import annotations

import random
from collections import Counter

import checker
import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku import Board, Change, ClashError, Solver, SudokuError
from sudoku.observer import Observer

DIGITS = set(range(1, 10))


# -- helpers: from-scratch recomputations and snapshots, from public reads only ----------------


class Recorder(Observer):
    """An observer that writes down every change it hears, to see who is told what."""

    def __init__(self) -> None:
        self.heard: list[Change] = []

    def update(self, change: Change) -> None:
        self.heard.append(change)


def expected_agenda(board: Board) -> dict[str, set]:
    """The agenda as it should be, recomputed from candidates and places."""
    empty = [cell for cell in board.cells if cell.is_empty]
    counts = {(k.index, d): len(k.places(d)) for k in board.containers for d in k.missing}
    return {
        "forced_cells": {cell for cell in empty if len(board.candidates(cell)) == 1},
        "dead_cells": {cell for cell in empty if not board.candidates(cell)},
        "lone_places": {key for key, count in counts.items() if count == 1},
        "dead_places": {key for key, count in counts.items() if count == 0},
    }


def agenda(board: Board) -> dict[str, set]:
    """The agenda as the board keeps it."""
    return {name: set(getattr(board, name))
            for name in ("forced_cells", "dead_cells", "lone_places", "dead_places")}


def assert_consistent(board: Board) -> None:
    """Everything the board keeps incrementally equals its from-scratch recomputation."""
    values = board.values()
    assert board.is_valid() and checker.is_consistent(values)
    candidates = {cell: board.candidates(cell) for cell in board.cells}
    for cell in board.cells:
        if cell.digit:
            assert candidates[cell] == set()
            continue
        from_containers = set.intersection(*(set(k.missing) for k in cell.containers))
        assert candidates[cell] == from_containers - cell.eliminated, cell.name
        # ... and the containers' missing digits agree with the independent checker's rules
        assert from_containers == checker.options(values, cell.index), cell.name
        for digit in DIGITS:
            assert board.has_candidate(cell, digit) == (digit in candidates[cell])
    for container in board.containers:
        held = {cell.digit for cell in container.cells if cell.digit}
        assert container.missing == DIGITS - held, container.name
        for digit in DIGITS:
            where = {cell for cell in container.cells if digit in candidates[cell]}
            assert container.places(digit) == where, (container.name, digit)
        counts = {digit: len(container.places(digit)) for digit in container.missing}
        assert container.lone == {d for d, count in counts.items() if count == 1}
        assert container.dead == {d for d, count in counts.items() if count == 0}
    assert agenda(board) == expected_agenda(board)


def snapshot(board: Board) -> dict:
    """All the public state of a board, as plain values that can be compared later."""
    return {
        "values": board.values(),
        "candidates": [frozenset(board.candidates(cell)) for cell in board.cells],
        "eliminated": [frozenset(cell.eliminated) for cell in board.cells],
        "missing": [frozenset(k.missing) for k in board.containers],
        "places": [{d: frozenset(k.places(d)) for d in DIGITS} for k in board.containers],
        "agenda": agenda(board),
        "complete": board.is_complete(),
        "broken": board.is_broken(),
    }


def legal_moves(board: Board) -> list[tuple[str, object, int]]:
    """Every place and eliminate the board accepts now, in a fixed order."""
    moves = []
    for cell in board.cells:
        for digit in sorted(board.candidates(cell)):
            moves += [("place", cell, digit), ("eliminate", cell, digit)]
    return moves


def play(board: Board, move: tuple[str, object, int]) -> None:
    kind, cell, digit = move
    if kind == "place":
        board.place(cell, digit)
    else:
        assert board.eliminate(cell, digit) is True


# -- facts of the classic domain ---------------------------------------------------------------


def test_the_classic_board_has_81_cells_and_27_containers_of_9_distinct_cells():
    board = Board()
    assert len(board.cells) == 81
    assert len(board.containers) == 27
    assert Counter(k.kind for k in board.containers) == {"row": 9, "column": 9, "box": 9}
    for container in board.containers:
        assert len(container.cells) == 9
        assert len(set(container.cells)) == 9


def test_containers_are_the_rows_columns_and_boxes_of_the_rules():
    board = Board()
    by_name = {k.name: sorted(cell.index for cell in k.cells) for k in board.containers}
    assert by_name == {name: sorted(group) for name, group in checker.units()}


def test_every_cell_is_in_one_row_one_column_and_one_box():
    board = Board()
    for cell in board.cells:
        assert len(cell.containers) == 3
        assert sorted(k.kind for k in cell.containers) == ["box", "column", "row"]
        for container in cell.containers:
            assert cell in container.cells
        assert sum(cell in k.cells for k in board.containers) == 3


def test_every_cell_has_20_peers_the_cells_it_shares_a_container_with():
    board = Board()
    for cell in board.cells:
        assert len(cell.peers) == 20
        assert cell not in cell.peers
        assert {peer.index for peer in cell.peers} == checker.peers(cell.index)


def test_cells_are_found_by_name():
    board = Board()
    assert board.cell("r4c7") is board.cells[3 * 9 + 6]
    with pytest.raises(SudokuError):
        board.cell("r10c1")


# -- the Observer wiring -----------------------------------------------------------------------


def test_cells_are_observed_by_their_containers_and_containers_by_the_board():
    board = Board.from_text(CLASSIC_PUZZLE)
    for cell in board.cells:
        assert cell.observers == list(cell.containers)  # the two-level observer: level one
    watching = Counter(id(k) for cell in board.cells for k in cell.observers)
    assert all(watching[id(k)] == 9 for k in board.containers)  # each watches its 9 cells, once
    for container in board.containers:
        assert container.observers == [board]  # level two: containers tell the board


def test_placing_tells_the_cell_s_observers_and_the_peers_that_lose_the_digit():
    board = Board.from_text(CLASSIC_PUZZLE)
    cell, digit = board.cell("r1c3"), 4
    recorders = {each: Recorder() for each in board.cells}
    for each, recorder in recorders.items():
        each.attach(recorder)  # the public way in; it hears after the containers and the board
    losing = {peer for peer in cell.peers if digit in board.candidates(peer)}
    missing_before = [set(k.missing) for k in board.containers]

    board.place(cell, digit)

    assert recorders[cell].heard == [Change("placed", cell, digit)]
    for peer in cell.peers:
        expected = [Change("lost", peer, digit)] if peer in losing else []
        assert recorders[peer].heard == expected, peer.name
    quiet = set(board.cells) - {cell} - losing
    assert all(not recorders[each].heard for each in quiet)
    changed = [k for k, before in zip(board.containers, missing_before) if k.missing != before]
    assert changed == list(cell.containers)
    for container in changed:
        assert digit not in container.missing


def test_a_detached_observer_hears_nothing_more():
    board = Board()
    cell, recorder = board.cell("r5c5"), Recorder()
    cell.attach(recorder)
    board.eliminate(cell, 3)
    cell.detach(recorder)
    board.place(cell, 4)
    assert recorder.heard == [Change("lost", cell, 3)]


# -- candidates --------------------------------------------------------------------------------


def test_candidates_of_the_givens_follow_the_rules():
    board = Board.from_text(CLASSIC_PUZZLE)
    values = checker.parse_line(CLASSIC_PUZZLE)
    for cell in board.cells:
        assert board.candidates(cell) == checker.options(values, cell.index)
        assert board.is_given(cell) == bool(values[cell.index])


@pytest.mark.parametrize("seed", range(8))
def test_candidates_and_agenda_stay_exact_through_random_games(seed):
    chance = random.Random(seed)
    board = Board.from_text(CLASSIC_PUZZLE if seed % 2 else HARD_PUZZLE)
    assert_consistent(board)
    for _ in range(60):
        moves = legal_moves(board)
        if not moves or chance.random() < 0.15:
            try:
                board.undo()
            except SudokuError:
                break  # back at the givens
        else:
            play(board, chance.choice(moves))
        assert_consistent(board)


# -- writing: place, eliminate, undo, reset ----------------------------------------------------


def test_place_of_a_non_candidate_raises_and_changes_nothing():
    board = Board.from_text(CLASSIC_PUZZLE)
    before = snapshot(board)
    with pytest.raises(SudokuError, match="r1c3"):
        board.place(board.cell("r1c3"), 5)  # 5 is given in row 1
    with pytest.raises(SudokuError):
        board.place(board.cell("r1c1"), 1)  # a given cell is not empty
    board.eliminate(board.cell("r1c3"), 4)
    with pytest.raises(SudokuError):
        board.place(board.cell("r1c3"), 4)  # struck out
    board.undo()
    assert snapshot(board) == before


@pytest.mark.parametrize("digit", [0, 10, -1])
def test_place_of_a_number_that_is_no_digit_raises_sudoku_error_naming_it(digit):
    board = Board()
    with pytest.raises(SudokuError) as raised:
        board.place(board.cell("r1c1"), digit)
    assert str(digit) in str(raised.value)  # the message names the number asked for


@pytest.mark.parametrize("digit", [0, 10, -1])
def test_the_places_of_a_number_that_is_no_digit_are_refused_not_read_from_another(digit):
    board = Board()
    row = board.cell("r1c1").containers[0]
    for ask in (lambda: board.place_bits(digit), lambda: row.places(digit)):
        with pytest.raises(SudokuError, match=f"{digit} is not a digit"):
            ask()
    assert not board.has_candidate(board.cell("r1c1"), digit)
    assert not board.cell("r1c1").is_eliminated(digit)


def test_eliminate_says_whether_anything_changed():
    board = Board.from_text(CLASSIC_PUZZLE)
    cell = board.cell("r1c3")
    assert board.eliminate(cell, 4) is True
    assert 4 not in board.candidates(cell) and cell.is_eliminated(4)
    before = snapshot(board)
    assert board.eliminate(cell, 4) is False  # already struck out
    assert board.eliminate(cell, 5) is False  # 5 is given in row 1
    assert board.eliminate(board.cell("r1c1"), 1) is False  # a given cell
    assert snapshot(board) == before


def test_undo_takes_back_the_last_move_and_stops_at_the_givens():
    board = Board.from_text(CLASSIC_PUZZLE)
    with pytest.raises(SudokuError):
        board.undo()
    givens = snapshot(board)
    board.place(board.cell("r1c3"), 4)
    board.undo()
    assert snapshot(board) == givens


def test_reset_goes_back_to_the_givens_and_the_board_solves_again_the_same_way():
    board = Board.from_text(HARD_PUZZLE)
    givens = snapshot(board)
    first = Solver().solve(board)
    assert first.is_solved and checker.is_solution(board.values(), givens["values"])
    board.reset()
    assert snapshot(board) == givens
    second = Solver().solve(board)
    assert second.grid == first.grid
    assert [str(step) for step in second.steps] == [str(step) for step in first.steps]


def test_mark_and_undo_to_unwind_exactly_the_moves_since_the_mark():
    board = Board.from_text(CLASSIC_PUZZLE)
    board.place(board.cell("r1c3"), 4)
    mark, kept = board.mark(), snapshot(board)
    board.eliminate(board.cell("r1c4"), 6)
    board.place(board.cell("r2c2"), 7)
    board.undo_to(mark)
    assert snapshot(board) == kept


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), start=st.sampled_from(["." * 81, CLASSIC_PUZZLE, HARD_PUZZLE]))
def test_any_legal_moves_undone_return_the_board_to_exactly_its_earlier_state(data, start):
    board = Board.from_text(start)
    lead_in = data.draw(st.integers(0, 5), label="moves before the snapshot")
    for _ in range(lead_in):  # the snapshot need not be taken at the givens
        moves = legal_moves(board)
        if moves:
            play(board, data.draw(st.sampled_from(moves)))
    before = snapshot(board)
    count = data.draw(st.integers(1, 25), label="moves to undo")
    made = 0
    for _ in range(count):
        moves = legal_moves(board)
        if not moves:
            break
        play(board, data.draw(st.sampled_from(moves)))
        made += 1
        assert board.is_valid()
    assert_consistent(board)
    for _ in range(made):
        board.undo()
    assert snapshot(board) == before
    assert_consistent(board)


# -- the questions: valid, complete, solved ----------------------------------------------------


def test_valid_complete_and_solved_are_different_questions():
    board = Board.from_text(CLASSIC_PUZZLE)
    assert board.is_valid() and not board.is_complete() and not board.is_solved()
    result = Solver().solve(board)
    assert result.is_solved
    assert board.is_valid() and board.is_complete() and board.is_solved()
    assert checker.is_solution(board.values(), checker.parse_line(CLASSIC_PUZZLE))
    empty = Board()
    assert empty.is_valid() and not empty.is_complete() and not empty.is_solved()


def test_a_full_grid_of_givens_is_solved():
    solution = Solver().solve(Board.from_text(CLASSIC_PUZZLE)).grid
    board = Board(givens=solution)
    assert board.is_complete() and board.is_solved()
    assert not board.is_broken()
    assert all(board.is_given(cell) for cell in board.cells)


# -- givens that break the rules ---------------------------------------------------------------


@pytest.mark.parametrize("first, second, container", [
    ("r1c1", "r1c9", "row 1"),
    ("r2c4", "r8c4", "column 4"),
    ("r4c7", "r6c9", "box 6"),
])
def test_clashing_givens_raise_clash_error_naming_digit_container_and_cells(
        first, second, container):
    values = [0] * 81
    board = Board()
    for name in (first, second):
        values[board.cell(name).index] = 5
    with pytest.raises(ClashError) as raised:
        Board(givens=values)
    error = raised.value
    assert (error.digit, error.container, error.cells) == (5, container, (first, second))
    message = str(error)
    for part in ("5", container, first, second):
        assert part in message


@pytest.mark.parametrize("number", [10, -1])
def test_givens_that_are_no_digits_raise_sudoku_error_even_when_repeated(number):
    values = [0] * 81
    values[0] = values[8] = number
    with pytest.raises(SudokuError) as raised:
        Board(givens=values)
    assert not isinstance(raised.value, ClashError)  # a number that is no digit cannot clash
    assert str(number) in str(raised.value)


def test_givens_of_the_wrong_length_raise_sudoku_error():
    with pytest.raises(SudokuError, match="81"):
        Board(givens=[0] * 80)
