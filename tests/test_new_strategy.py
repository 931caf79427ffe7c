"""The quick check of one strategy: alone, over the test corpus, every step held to the solution.

TL;DR: while you write a strategy, ``python -m pytest -m slow tests/test_new_strategy.py -k NAME``
tells in seconds whether it is sound. ``NAME`` is the strategy's name with ``-`` for its
spaces, in any case (``-k locked-pair``); ``-k`` matches parts of names, so ``-k x-wing`` picks
the finned X-Wing too, and ``-k "x-wing and not finned"`` does not.

The strategy is asked for a step at every position of a walk through each puzzle of the
corpus: the 30 generated puzzles of ``tests/corpus/`` with their stored solutions, the hard
puzzles of ``tests/strategies/positions.py``, and the generated puzzle of the strategy's
``example_seed``, if it names one. Each corpus puzzle is walked twice, once as it is and
once with a share of its wrong candidates struck out first, as a player's pencil marks
would be. The walk takes the fast steps (singles, locked candidates) and, where they are
stuck, places the solution's digit in a cell with fewest candidates: a right guess, so that
it reaches the positions the harder techniques need. The puzzle of ``example_seed`` is
walked as the catalogue walks it, by the whole human chain.

At every position, what ``find`` returns must:

- leave the board exactly as it was;
- be named after the strategy, and place or strike something;
- place only the solution's digit, in an empty cell that still holds it as a candidate;
- strike only candidates the cell still holds, and never the solution's digit;
- apply, and undo to the position it came from.

The whole suite checks every strategy at every position of twelve generated puzzles
(``test_deductions.py``), so this sweep of one strategy at a time runs behind the ``slow``
marker: ``-m slow`` asks for it.
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from strategies.positions import PUZZLES, snapshot, solution

from sudoku import Board, Step, Strategy
from sudoku.catalogue import puzzle, walk
from sudoku.strategies import FAST_CHAIN, HUMAN_CHAIN, Guess, assuming_unique, link

pytestmark = pytest.mark.slow

CORPUS = Path(__file__).parent / "corpus"
STRIKE = 0.3
"""The share of wrong candidates struck out before the second walk through a corpus puzzle."""

FAST = tuple(strategy for strategy in FAST_CHAIN if not isinstance(strategy, Guess))
"""The steps of the walk: singles and locked candidates; a right guess where they are stuck."""

CHECKED = assuming_unique(HUMAN_CHAIN)
"""Every deduction of the chain, plug-ins included; every puzzle here has one solution."""


def lines(name: str) -> list[str]:
    """The puzzles of a corpus file, one a line, without its comment."""
    text = (CORPUS / name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def corpus() -> list[tuple[str, list[int]]]:
    """Each puzzle of the corpus with its solution, as digits."""
    solved = zip(lines("generated_9x9.txt"), lines("generated_9x9_solutions.txt"), strict=True)
    return ([(text, [int(digit) for digit in answer]) for text, answer in solved]
            + [(text, list(solution(text))) for text in PUZZLES])


def walked(text: str, right: list[int], strike: float, chance: random.Random) -> Iterator[Board]:
    """The board at each position of a walk through ``text``, until it is solved."""
    board = Board.from_text(text)
    for cell in board.cells:
        for digit in sorted(board.candidates(cell)):
            if digit != right[cell.index] and chance.random() < strike:
                board.eliminate(cell, digit)
    first = link(FAST)
    while not board.is_complete():
        yield board
        step = first.handle(board)
        if step is not None:
            step.apply(board)
            continue
        cell = min((cell for cell in board.cells if cell.is_empty),
                   key=lambda cell: len(board.candidates(cell)))
        board.place(cell, right[cell.index])


def positions(strategy: Strategy) -> Iterator[tuple[Board, list[int]]]:
    """Every position the strategy is asked at, with the solution of its puzzle."""
    for number, (text, right) in enumerate(corpus()):
        for strike in (0.0, STRIKE):
            for board in walked(text, right, strike, random.Random(number)):
                yield board, right
    if strategy.example_seed is not None:
        right = puzzle(strategy.example_seed).solution
        for board, _ in walk(strategy.example_seed):
            yield board, right


def check(step: Step, strategy: Strategy, board: Board, right: list[int]) -> None:
    """Fail unless ``step`` is a sound step of ``strategy`` on ``board``."""
    assert step.strategy == strategy.name, f"a step of {strategy.name} is named {step.strategy}"
    assert step.placements or step.eliminations, f"{step}: it changes nothing"
    for cell, digit in step.placements:
        assert right[cell.index] == digit, f"{step}: the solution has {right[cell.index]} there"
        assert cell.is_empty and board.has_candidate(cell, digit), f"{step}: {cell.name} is taken"
    for cell, digit in step.eliminations:
        assert right[cell.index] != digit, f"{step}: {digit} is the solution at {cell.name}"
        assert board.has_candidate(cell, digit), f"{step}: {cell.name} does not hold {digit}"
    before = snapshot(board)
    step.apply(board)
    step.undo(board)
    assert snapshot(board) == before, f"{step}: undo does not give the position back"


@pytest.mark.parametrize("strategy", CHECKED, ids=[s.name.replace(" ", "-") for s in CHECKED])
def test_every_step_agrees_with_the_solution(strategy):
    found = asked = 0
    for board, right in positions(strategy):
        asked += 1
        before = snapshot(board)
        step = strategy.find(board)
        assert snapshot(board) == before, f"{strategy.name}: find changed the board"
        if step is not None:
            found += 1
            check(step, strategy, board, right)
    if not found:
        warnings.warn(f"{strategy.name} found no step at any of {asked} positions: give it a "
                      f"test position of its own, or an example_seed", stacklevel=1)
