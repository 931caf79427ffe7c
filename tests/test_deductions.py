"""Every deduction is right: the property test of the human chain.

Over generated puzzles with a unique solution, at every position of a human
solve, *every* strategy of the chain is asked to find a step (not only the one
the chain would use). Each placement must be the solution's digit, each
elimination must strike a digit that is not the solution's, and ``find`` must
leave the board exactly as it was.

To reach the positions where the harder techniques fire, some positions also
get random eliminations of candidates that are *not* the solution's digit
(true deductions, as a player's pencil marks would be), drawn from the seed.

The default run checks a sample, and asks the costly ALS strategies and the forcing chains
only where the chain would reach them; ``pytest -m slow`` runs the full property test over 2,000
generated puzzles, every strategy at every position.
"""

from __future__ import annotations

import random

import pytest
from strategies.positions import snapshot

from sudoku import Board, Step
from sudoku.generate import generate
from sudoku.layout import CLASSIC
from sudoku.strategies import HUMAN_CHAIN, AlignedExclusion, ForcingChain, assuming_unique, link

SAMPLE = range(1, 7)
CHAIN = assuming_unique(HUMAN_CHAIN)
"""The human chain with the uniqueness strategies on: every generated puzzle has one solution."""
ASKED = (*CHAIN, AlignedExclusion(2), AlignedExclusion(3))
"""What each position is asked: the chain, and the strategies only a scale plays (the se
scale's aligned exclusions)."""
FULL = range(1, 2001)


def agrees(step: Step, solution: list[int]) -> bool:
    """Whether every placement of ``step`` is right and no elimination strikes the solution."""
    return (all(solution[cell.index] == digit for cell, digit in step.placements)
            and all(solution[cell.index] != digit for cell, digit in step.eliminations))


def strike_wrong_candidates(board: Board, solution: list[int], chance: random.Random,
                            share: float) -> None:
    """Strike out a random share of the candidates that are not the solution's digit."""
    for cell in board.cells:
        for digit in sorted(board.candidates(cell)):
            if digit != solution[cell.index] and chance.random() < share:
                board.eliminate(cell, digit)


COSTLY = frozenset({"Sue de Coq", "grouped continuous nice loop", "grouped nice loop", "ALS-XZ",
                    "ALS-XY-Wing", "ALS-XY-Chain", "Death Blossom", "aligned triple exclusion"})
"""The strategies whose every call costs milliseconds (they find every almost locked set, or
every group of cells where two containers meet):
the sample asks them only where the chain would, where no easier strategy finds a step;
the full run asks them everywhere. The forcing chains (tens of trials a call) count as costly too."""


def costly(strategy) -> bool:
    """Whether the sample asks ``strategy`` only where no easier strategy found a step."""
    return strategy.name in COSTLY or isinstance(strategy, ForcingChain)


def check_every_deduction(seed: int, everywhere: bool = False) -> dict[str, int]:
    """Walk a human solve of the puzzle of ``seed``; return how often each strategy fired.

    With ``everywhere`` false, the ``COSTLY`` strategies are asked only at the positions
    where every easier strategy found nothing. With it true, every strategy is asked at
    every position but the forcing chains, which are asked at every eighth position and
    wherever the easier strategies found nothing (tens of trials a call, at every position
    of 2,000 solves, would take hours).
    """
    puzzle = generate(CLASSIC, seed=seed)
    chance = random.Random(seed)
    board = Board(CLASSIC, puzzle.values)
    strike_wrong_candidates(board, puzzle.solution, chance, share=chance.choice((0.0, 0.2, 0.4)))
    chain, fired = link(CHAIN), {}
    position = 0
    while not board.is_complete():
        before = snapshot(board)
        easier = False
        for strategy in ASKED:
            sampled = everywhere and (position % 8 == 0 or not isinstance(strategy, ForcingChain))
            if easier and not sampled and costly(strategy):
                continue
            step = strategy.find(board)
            assert snapshot(board) == before, f"{strategy.name} changed the board (seed {seed})"
            if step is not None:
                assert agrees(step, puzzle.solution), f"seed {seed}: wrong step {step}"
                assert step.placements or step.eliminations, f"empty step from {strategy.name}"
                fired[strategy.name] = fired.get(strategy.name, 0) + 1
                easier = True
        step = chain.handle(board)
        if step is None:
            break
        step.apply(board)
        assert not board.is_broken(), f"seed {seed}: {step} broke the board"
        position += 1
    return fired


@pytest.mark.parametrize("seed", SAMPLE)
def test_every_deduction_agrees_with_the_solution(seed):
    check_every_deduction(seed)


CHUNK = 100
"""Seeds per test of the full run, so that the run spreads over the machine's cores."""


@pytest.mark.slow
@pytest.mark.parametrize("first", FULL[::CHUNK])
def test_every_deduction_agrees_with_the_solution_over_2000_puzzles(first):
    fired: dict[str, int] = {}
    for seed in range(first, min(first + CHUNK, FULL.stop)):
        for name, count in check_every_deduction(seed, everywhere=True).items():
            fired[name] = fired.get(name, 0) + count
    print(f"steps found per strategy, seeds {first} to {first + CHUNK - 1}: {fired}")
    assert {"X-Wing", "naked pair", "hidden pair", "pointing", "claiming"} <= set(fired)
