"""The fast solver runs the same search as the model's Solver, on every layout.

``FastSolver`` keeps the roles of the board in lists of ints; these tests hold
it to the ``Solver`` of the model: the same status, the same grid, the same
guesses and backtracks, the same counts of solutions, and the same errors.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES

from sudoku import Board, Solver
from sudoku.errors import ClashError, SudokuError
from sudoku.fast import FastSolver
from sudoku.formats import parse, read_puzzles
from sudoku.generate import generate
from sudoku.layout import CLASSIC
from sudoku.shapes import named
from sudoku.strategies import FAST_CHAIN

CORPUS = Path(__file__).parent / "corpus" / "generated_9x9.txt"


def fills_every_container(grid: list[int], layout) -> bool:
    """Whether every container of ``layout`` holds every digit once in ``grid``."""
    digits = set(range(1, layout.size + 1))
    return all({grid[i] for i in spec.cells} == digits for spec in layout.containers)


def assert_same_search(givens: list[int], layout=CLASSIC, **bounds) -> None:
    """Solve with both solvers and compare everything the fast one reports."""
    fast = FastSolver(layout, **bounds).solve(givens)
    model = Solver(**bounds).solve(Board(layout, givens))
    assert (fast.status, fast.grid, fast.guesses, fast.backtracks) == \
        (model.status, model.grid, model.guesses, model.backtracks)
    if fast.is_solved:
        assert fills_every_container(fast.grid, layout)
        assert all(not g or g == v for g, v in zip(givens, fast.grid))


@pytest.mark.parametrize("text", [CLASSIC_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES, "." * 81])
def test_the_same_search_as_the_solver(text):
    assert_same_search(parse(text))


def test_the_same_search_over_the_generated_corpus():
    for entry in read_puzzles(CORPUS.read_text()):
        assert_same_search(entry.values)


@pytest.mark.parametrize("name", ["4x4", "6x6", "8x8", "x-sudoku", "jigsaw", "triangular"])
def test_the_same_search_on_every_layout(name):
    layout = named(name)
    for seed in (1, 2):  # generating some jigsaw puzzles takes minutes (seed 3: two)
        assert_same_search(generate(layout, seed=seed).values, layout)


@pytest.mark.parametrize("name", ["4x4", "6x6", "8x8", "9x9", "12x12", "16x16", "25x25",
                                  "x-sudoku", "jigsaw", "triangular"])
def test_an_empty_grid_of_every_layout(name):
    layout = named(name)
    result = FastSolver(layout, max_guesses=10_000).solve([0] * len(layout.cells))
    assert result.is_solved and fills_every_container(result.grid, layout)


@pytest.mark.parametrize("seed", range(1, 9))
def test_counts_of_solutions_agree(seed):
    puzzle = generate(CLASSIC, seed=seed)
    chance = random.Random(seed)
    givens = [v if chance.random() < 0.7 else 0 for v in puzzle.values]  # often several
    fast = FastSolver().count(givens, limit=5)
    model = Solver().count(Board(givens=givens), limit=5)
    assert (fast.solutions, fast.status) == (model.solutions, model.status)
    assert fast.solutions >= 1 and fills_every_container(fast.grid, CLASSIC)


def test_no_solution_gives_the_givens_back():
    givens = parse("12345678." + "........9" + "." * 63)  # r1c9 has no candidate left
    result = FastSolver().solve(givens)
    assert (result.status, result.grid, result.solutions) == ("no_solution", givens, 0)
    assert_same_search(givens)


def test_a_clash_raises_the_boards_error():
    givens = parse("55" + "." * 79)
    with pytest.raises(ClashError) as fast:
        FastSolver().solve(givens)
    with pytest.raises(ClashError) as model:
        Board(givens=givens)
    assert str(fast.value) == str(model.value) == "5 is given twice in row 1: at r1c1 and r1c2"


@pytest.mark.parametrize("givens", [[0] * 80, [10] + [0] * 80, ["1"] + [0] * 80, "1" * 81,
                                    [True] + [0] * 80])
def test_givens_that_do_not_fit_are_refused(givens):
    with pytest.raises(SudokuError):
        FastSolver().solve(givens)


def test_bounds_give_up_like_the_solver():
    empty = [0] * 81
    assert FastSolver(max_guesses=0).solve(empty).status == "gave_up"
    assert FastSolver(timeout=0).solve(empty).status == "gave_up"
    assert_same_search(parse(HARD_PUZZLE), max_guesses=3)
    with pytest.raises(SudokuError):
        FastSolver(max_guesses=-1)


def test_without_guessing_it_stops_where_the_singles_stop():
    givens = parse(HARD_PUZZLE)
    fast = FastSolver(guess=False).solve(givens)
    singles = [s for s in FAST_CHAIN if s.name != "guess"]
    model = Solver(singles).solve(Board(givens=givens))
    assert (fast.status, fast.grid) == (model.status, model.grid) == ("stuck", model.grid)


def test_the_tallies_count_the_singles_and_guesses():
    result = FastSolver().solve(parse(HARD_PUZZLE))
    empty = sum(1 for v in parse(HARD_PUZZLE) if not v)
    placed = sum(t.placements for name, t in result.tallies.items() if name != "guess")
    assert result.tallies["guess"].steps == result.guesses
    assert placed + result.guesses >= empty  # abandoned branches count too


def test_a_solver_travels_to_worker_processes():
    """``--jobs`` sends the solver to other processes: it must survive pickling, tables and all."""
    import pickle

    solver = FastSolver()
    first = solver.solve(parse(HARD_PUZZLE))
    copy = pickle.loads(pickle.dumps(solver))
    assert copy.solve(parse(HARD_PUZZLE)).grid == first.grid
