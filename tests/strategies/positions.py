"""Positions for the strategy tests, and the checks every strategy must pass.

A position is a real puzzle's givens, sometimes with a few eliminations a test
makes by hand to set up a pattern. The checks read the board only through its
public API: what a strategy finds must agree with the puzzle's solution, must
change something, and finding it must leave the board exactly as it was.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board, Solver, Strategy
from sudoku.layout import CLASSIC, ContainerSpec, Layout
from sudoku.strategies import HiddenSingle, NakedSingle, link
from sudoku.strategies.full_house import FullHouse
from sudoku.strategies.hidden_subset import HiddenSubset
from sudoku.strategies.locked_candidates import LockedCandidates
from sudoku.strategies.naked_subset import NakedSubset

#: The second puzzle of Norvig's top95 (unique).
TOP95_SECOND = (
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....")
#: The third puzzle of Norvig's "hardest" set (unique).
HARDEST_THIRD = (
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..")
#: Arto Inkala's "hardest sudoku" (unique): none of these techniques applies, even after singles.
INKALA = (
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
#: "Platinum Blonde" and "Golden Nugget", two of the hardest puzzles published (both unique):
#: where the chain first gets stuck, no cell has two or three candidates whose nested trial breaks.
PLATINUM_BLONDE = (
    ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...")
GOLDEN_NUGGET = (
    ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....")
PUZZLES = (CLASSIC_PUZZLE, HARD_PUZZLE, TOP95_SECOND, HARDEST_THIRD, INKALA)
"""The puzzles every strategy is checked on along a human solve."""

HUMAN = (FullHouse(), HiddenSingle(), NakedSingle(), LockedCandidates("pointing"),
         LockedCandidates("claiming"), NakedSubset(2), HiddenSubset(2), NakedSubset(3),
         HiddenSubset(3), NakedSubset(4), HiddenSubset(4))
"""The techniques under test with the singles, ordered by difficulty, without guessing."""


def position(puzzle: str, *eliminations: str) -> Board:
    """The givens of ``puzzle``, then each elimination written as ``"r5c6<>7"``."""
    board = Board.from_text(puzzle)
    for written in eliminations:
        name, digit = written.split("<>")
        assert board.eliminate(board.cell(name), int(digit)), written
    return board


def stuck(puzzle: str) -> Board:
    """The position where the singles alone get stuck on ``puzzle``."""
    board = Board.from_text(puzzle)
    Solver([HiddenSingle(), NakedSingle()]).solve(board)
    return board


def every_solution(board: Board) -> list[list[int]]:
    """All the solutions of ``board``'s position (few, in these tests), by trying each
    candidate of a cell with fewest; the board is left as it was."""
    found: list[list[int]] = []

    def search() -> None:
        if board.is_broken():
            return
        empty = [cell for cell in board.cells if cell.is_empty]
        if not empty:
            found.append(board.values())
            return
        cell = min(empty, key=lambda each: len(board.candidates(each)))
        for digit in sorted(board.candidates(cell)):
            mark = board.mark()
            board.place(cell, digit)
            search()
            board.undo_to(mark)

    search()
    return found


@functools.cache
def solution(puzzle: str) -> tuple[int, ...]:
    """The digits of the (unique) solution of ``puzzle``, solved once on a fresh board."""
    result = Solver().solve(Board.from_text(puzzle))
    assert result.is_solved
    return tuple(result.grid)


def snapshot(board: Board) -> dict:
    """Everything a strategy could change, as plain values to compare later.

    The facts are read in their fast form, the masks behind the sets, which says
    more than the sets do (a filled cell's candidates, a held digit's places) and
    costs little: the property test takes two snapshots around every ``find``.
    """
    return {
        "values": board.values(),
        "candidates": [cell.candidate_bits for cell in board.cells],
        "eliminated": [cell.eliminated_bits for cell in board.cells],
        "containers": [(k.missing_bits, tuple(k.place_bits), k.lone_bits, k.dead_bits)
                       for k in board.containers],
        "trail": board.mark(),
    }


def written(step) -> list[str]:
    """The step's eliminations as players write them: ``["r1c5<>3", ...]``."""
    return [f"{cell.name}<>{digit}" for cell, digit in step.eliminations]


def human_positions(puzzle: str) -> Iterator[Board]:
    """The board at every position of a human solve of ``puzzle``, until solved or stuck."""
    board = Board.from_text(puzzle)
    chain = link(HUMAN)
    while not board.is_complete():
        yield board
        step = chain.handle(board)
        if step is None:
            return
        step.apply(board)


def check_sound(strategy: Strategy, puzzle: str) -> int:
    """Check every step ``strategy`` finds along a human solve of ``puzzle``; count them.

    Each step must agree with the solution, strike only current candidates
    (sorted by cell, then digit), change something, and leave the board unchanged.
    """
    answer = solution(puzzle)
    found = 0
    for board in human_positions(puzzle):
        before = snapshot(board)
        step = strategy.find(board)
        assert snapshot(board) == before, f"{strategy!r} changed the board"
        if step is None:
            continue
        found += 1
        assert step.placements or step.eliminations, str(step)
        assert all(answer[cell.index] == digit for cell, digit in step.placements), str(step)
        assert all(answer[cell.index] != digit for cell, digit in step.eliminations), str(step)
        assert all(board.has_candidate(cell, digit) for cell, digit in step.eliminations)
        assert list(step.eliminations) == sorted(step.eliminations,
                                                 key=lambda pair: (pair[0].index, pair[1]))
    return found


def x_sudoku() -> Layout:
    """The classic layout plus its two long diagonals: a layout no strategy was written for."""
    down = ContainerSpec("diagonal", "diagonal 1", tuple(10 * i for i in range(9)))
    up = ContainerSpec("diagonal", "diagonal 2", tuple(8 * (i + 1) for i in range(9)))
    return Layout("x", 9, CLASSIC.cells, CLASSIC.containers + (down, up), CLASSIC.symbols,
                  CLASSIC.box)
