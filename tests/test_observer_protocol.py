"""The observer protocol has no hidden rules.

Three promises of the model, each checked from the outside:

- nothing depends on the order in which observers are attached: boards wired
  in every order reach the same facts, the same agenda and the same steps;
- each subject announces only its own changes: a cell its digit and its
  candidates, a container what a change means for it;
- every change an undo reverses is announced, as the change it reverses was.
"""

from __future__ import annotations

import itertools
import random

import pytest
from conftest import GUESSING_PUZZLE, HARD_PUZZLE

from sudoku import Board, Solver, Step, SudokuError
from sudoku.observer import Observer

REVERSE = {"placed": "unplaced", "lost": "gained", "unplaced": "placed", "gained": "lost"}


class Recorder(Observer):
    """Writes down every change it hears, with the subject that told it."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, str, int]] = []

    def update(self, change) -> None:
        kind, subject, digit = change
        self.heard.append((kind, subject.name, digit))


def rewire(board: Board, order: tuple[int, ...] | None, chance: random.Random,
           recorder: Recorder) -> None:
    """Detach every observer of every cell and container and attach them again in another order.

    ``order`` permutes each cell's containers the same way; ``None`` draws a new
    order for every subject. A recorder joins each subject at a random place.
    """
    for subject in (*board.cells, *board.containers):
        observers = list(subject.observers)
        for observer in observers:
            subject.detach(observer)
        if order is None:
            chance.shuffle(observers)
        elif len(observers) == len(order):
            observers = [observers[i] for i in order]
        observers.insert(chance.randrange(len(observers) + 1), recorder)
        for observer in observers:
            subject.attach(observer)


def facts(board: Board) -> tuple:
    """Everything the board and its containers keep, as plain values, and the next singles."""
    lone = board.next_lone_place()
    forced = board.next_forced_cell()
    return (
        board.values(),
        [cell.candidate_bits if cell.is_empty else 0 for cell in board.cells],
        [(k.missing_bits, tuple(k.place_bits), k.lone_bits, k.dead_bits)
         for k in board.containers],
        sorted(cell.index for cell in board.forced_cells),
        sorted(board.lone_places),
        sorted(cell.index for cell in board.dead_cells),
        sorted(board.dead_places),
        None if lone is None else (lone[0].index, lone[1]),
        None if forced is None else forced.index,
        board.is_broken(), board.is_complete(),
    )


def random_game(board: Board, seed: int, moves: int = 70) -> list[tuple]:
    """Play random legal moves and undos from ``seed``; the facts after each, in a list."""
    chance, seen = random.Random(seed), []
    for _ in range(moves):
        legal = [(cell, digit) for cell in board.cells for digit in board.candidates(cell)]
        if not legal or chance.random() < 0.2:
            if board.mark():
                board.undo()
        else:
            cell, digit = chance.choice(legal)
            if chance.random() < 0.5:
                board.place(cell, digit)
            else:
                board.eliminate(cell, digit)
        seen.append(facts(board))
    return seen


ORDERS = list(itertools.permutations(range(3)))


@pytest.mark.parametrize("order", [*ORDERS, None, None, None],
                         ids=[*("".join(map(str, order)) for order in ORDERS),
                              "shuffled-1", "shuffled-2", "shuffled-3"])
def test_observers_attached_in_any_order_give_the_same_facts_and_agenda(order):
    for seed, puzzle in enumerate((HARD_PUZZLE, GUESSING_PUZZLE, "." * 81)):
        plain = Board.from_text(puzzle)
        wired = Board.from_text(puzzle)
        rewire(wired, order, random.Random(seed), Recorder())
        assert facts(wired) == facts(plain)
        assert random_game(wired, seed) == random_game(plain, seed)


@pytest.mark.parametrize("order", [ORDERS[5], None], ids=["reversed", "shuffled"])
def test_a_solve_takes_the_same_steps_whatever_the_order_of_attachment(order):
    plain, wired = Board.from_text(GUESSING_PUZZLE), Board.from_text(GUESSING_PUZZLE)
    rewire(wired, order, random.Random(7), Recorder())
    first, second = Solver().solve(plain), Solver().solve(wired)
    assert [str(step) for step in first.steps] == [str(step) for step in second.steps]
    assert (first.guesses, first.backtracks, first.grid) == \
        (second.guesses, second.backtracks, second.grid)


def test_each_subject_announces_only_its_own_changes():
    board = Board.from_text(HARD_PUZZLE)
    recorders = {subject: Recorder() for subject in (*board.cells, *board.containers)}
    for subject, recorder in recorders.items():
        subject.attach(recorder)
    cell = next(cell for cell in board.cells if cell.is_empty and len(board.candidates(cell)) > 1)
    digit = min(board.candidates(cell))
    losing = {peer for peer in cell.peers if digit in board.candidates(peer)}
    board.place(cell, digit)
    for subject, recorder in recorders.items():
        # every change a subject announces is about the subject itself
        assert all(name == subject.name for _, name, _ in recorder.heard), subject.name
    assert recorders[cell].heard == [("placed", cell.name, digit)]
    for peer in losing:
        assert recorders[peer].heard == [("lost", peer.name, digit)]
    for container in board.containers:  # a container speaks of lone and dead digits only
        kinds = {kind for kind, _, _ in recorders[container].heard}
        assert kinds <= {"one place", "no place"}
        for kind, _, lone in recorders[container].heard:
            if kind == "one place":
                assert len(container.places(lone)) == 1 or lone not in container.missing


def test_every_change_an_undo_reverses_is_announced_as_its_reverse():
    board = Board.from_text(HARD_PUZZLE)
    recorder = Recorder()
    for cell in board.cells:
        cell.attach(recorder)
    chance = random.Random(3)
    for _ in range(30):
        legal = [(cell, digit) for cell in board.cells for digit in board.candidates(cell)]
        cell, digit = chance.choice(legal)
        mark = board.mark()
        recorder.heard.clear()
        if chance.random() < 0.5:
            board.place(cell, digit)
        else:
            board.eliminate(cell, digit)
        done = list(recorder.heard)
        recorder.heard.clear()
        board.undo_to(mark)
        undone = list(recorder.heard)
        assert undone == [(REVERSE[kind], name, d) for kind, name, d in reversed(done)]


# -- the Command's rules ----------------------------------------------------------------------


def steps_of_a_solve(puzzle: str = HARD_PUZZLE):
    board = Board.from_text(puzzle)
    steps = Solver().solve(board).steps
    board.reset()
    return board, steps


def test_a_step_undone_out_of_order_raises_a_clear_error_and_changes_nothing():
    board, steps = steps_of_a_solve()
    first, second = steps[0], steps[1]
    first.apply(board)
    second.apply(board)
    before = facts(board)
    with pytest.raises(SudokuError, match="undo the later steps first"):
        first.undo(board)
    assert facts(board) == before
    second.undo(board)
    first.undo(board)
    assert board.mark() == 0


def test_a_step_applied_twice_raises_a_clear_error():
    board, steps = steps_of_a_solve()
    steps[0].apply(board)
    with pytest.raises(SudokuError, match="applied already"):
        steps[0].apply(board)
    steps[0].undo(board)
    steps[0].apply(board)  # after its undo, it can be applied again
    assert steps[0].is_applied(board)


def test_a_step_with_a_refused_move_is_not_applied_at_all():
    board = Board.from_text(HARD_PUZZLE)
    before = facts(board)
    first = next(cell for cell in board.cells if cell.is_empty)
    digit = min(board.candidates(first))
    peer = next(cell for cell in first.peers
                if cell.is_empty and board.has_candidate(cell, digit))
    both = Step("two in one container", placements=((first, digit), (peer, digit)))
    with pytest.raises(SudokuError, match="not a candidate"):
        both.apply(board)
    assert facts(board) == before  # the first placement was taken back
    assert board.mark() == 0 and not both.is_applied(board)


def test_a_step_cannot_be_undone_where_it_is_not_applied():
    board, steps = steps_of_a_solve()
    with pytest.raises(SudokuError, match="not applied on this board"):
        steps[0].undo(board)
    other = Board.from_text(HARD_PUZZLE)
    steps[0].apply(board)
    with pytest.raises(SudokuError, match="not applied on this board"):
        steps[0].undo(other)
    with pytest.raises(SudokuError, match="not a cell of this board"):
        steps[0].apply(other)  # a step names the cells of one board


def test_a_step_whose_changes_the_board_took_back_is_no_longer_applied():
    board, steps = steps_of_a_solve()
    steps[0].apply(board)
    board.reset()
    assert not steps[0].is_applied(board)
    steps[0].apply(board)
    assert steps[0].is_applied(board)
