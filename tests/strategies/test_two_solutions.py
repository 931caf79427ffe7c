"""On a puzzle with two solutions, every technique that does not assume uniqueness stays sound.

A deduction that holds "because the puzzle has one solution" is wrong on a puzzle with
two; every other deduction must hold in *both* solutions, whatever the puzzle. The
puzzles come from the generator: a minimal puzzle of a seed with one given taken out,
the first given whose loss leaves exactly two solutions. Along a human solve of it (the
uniqueness strategies stay off, as ``human_solve`` leaves them on such a puzzle), every
strategy of the chain is asked, and each step it finds is held to both solutions. The
forcing chains, tens of trials a call, are asked at every fourth position. The default run
takes one puzzle; ``-m slow`` five more.
"""

from __future__ import annotations

import pytest

from sudoku import Board, Solver
from sudoku.generate import generate
from sudoku.layout import CLASSIC
from sudoku.rating import human_solve
from sudoku.strategies import HUMAN_CHAIN, ForcingChain, link

from .positions import every_solution, snapshot

SEEDS = (11, *(pytest.param(seed, marks=pytest.mark.slow) for seed in (1, 16, 21, 28, 33)))
"""Seeds whose puzzles, less a given, have two solutions; all but the first under ``-m slow``
(two to five seconds each)."""


def two_solution_puzzle(seed: int) -> list[int]:
    """The minimal puzzle of ``seed`` less its first given whose loss leaves two solutions."""
    values = generate(CLASSIC, seed=seed).values
    for index, digit in enumerate(values):
        if digit:
            fewer = [*values[:index], 0, *values[index + 1:]]
            if Solver().count_solutions(Board(CLASSIC, fewer), limit=3) == 2:
                return fewer
    raise AssertionError(f"no given of seed {seed}'s puzzle leaves exactly two solutions")


@pytest.mark.parametrize("seed", SEEDS)
def test_every_step_holds_in_both_solutions(seed):
    values = two_solution_puzzle(seed)
    solutions = every_solution(Board(CLASSIC, values))
    assert len(solutions) == 2 and solutions[0] != solutions[1]
    assert human_solve(Board(CLASSIC, values)).status == "multiple_solutions"
    board, chain, asked, position = Board(CLASSIC, values), link(HUMAN_CHAIN), set(), 0
    while not board.is_complete():
        before = snapshot(board)
        for strategy in HUMAN_CHAIN:
            if isinstance(strategy, ForcingChain) and position % 4:
                continue
            found = strategy.find(board)
            assert snapshot(board) == before, f"{strategy.name} changed the board"
            if found is not None:
                asked.add(strategy.name)
                for solved in solutions:
                    assert all(solved[cell.index] == digit for cell, digit in found.placements)
                    assert all(solved[cell.index] != digit
                               for cell, digit in found.eliminations), str(found)
        step = chain.handle(board)
        if step is None:
            break
        step.apply(board)
        position += 1
    assert {"hidden single", "contradiction forcing chain"} <= asked
