"""Every shape solves, and every strategy that holds for a shape is sound on it.

Solutions are judged by a referee written here from scratch: the rows, columns,
boxes, diagonals and regions of each shape computed from the rules, not read
from the package's layouts. The generator makes the puzzles; the big ones are
bounded with ``givens`` so that the tests stay fast.
"""

from __future__ import annotations

import functools
import inspect
import sys

import pytest
from conftest import windoku
from test_deductions import costly

from sudoku import Board, Solver
from sudoku.generate import OutOfTimeError, generate
from sudoku.shapes import JIGSAW_REGIONS, jigsaw, named
from sudoku.strategies import (
    DEFAULT_CHAIN,
    HUMAN_CHAIN,
    Fish,
    Strategy,
    chain_for,
    link,
)

# --- the referee -----------------------------------------------------------------------------


def square_units(n: int, box: tuple[int, int] | None) -> list[list[int]]:
    """Rows, columns and (with ``box``) boxes of an n x n grid, as cell indices."""
    units = [[r * n + c for c in range(n)] for r in range(n)]
    units += [[r * n + c for r in range(n)] for c in range(n)]
    if box:
        height, width = box
        units += [[(top + r) * n + left + c for r in range(height) for c in range(width)]
                  for top in range(0, n, height) for left in range(0, n, width)]
    return units


def diagonal_units() -> list[list[int]]:
    return [[10 * i for i in range(9)], [8 * (i + 1) for i in range(9)]]


def region_units(region_map: str) -> list[list[int]]:
    cells = "".join(region_map.split())
    return [[i for i, c in enumerate(cells) if c == letter] for letter in sorted(set(cells))]


def referee_units(name: str) -> list[list[int]]:
    """Every unit of the shape ``name``, from the rules alone."""
    if name == "x-sudoku":
        return square_units(9, (3, 3)) + diagonal_units()
    if name == "jigsaw":
        return square_units(9, None) + region_units(JIGSAW_REGIONS)
    size, _, _ = name.partition("x")
    n = int(size)
    return square_units(n, {16: (4, 4), 25: (5, 5), 6: (2, 3), 12: (3, 4)}.get(n, (2, 2)))


def assert_solves(layout, units, givens, solution):
    """``solution`` fills every unit with every digit, keeps the givens, and the layout agrees."""
    digits = set(range(1, layout.size + 1))
    assert all(solution) and len(solution) == len(layout.cells)
    for unit in units:
        assert {solution[i] for i in unit} == digits, unit
    assert all(given in (0, value) for given, value in zip(givens, solution))
    assert sorted(sorted(c.cells) for c in layout.containers) == sorted(map(sorted, units))


@functools.cache
def puzzle_of(name: str, seed: int, givens: int | None = None):
    """A generated puzzle, made once for all the tests that use it."""
    return generate(named(name), seed=seed, givens=givens)


# --- every shape solves ----------------------------------------------------------------------

@pytest.mark.parametrize("name, seed, givens", [
    ("x-sudoku", 1, None), ("jigsaw", 1, None), ("6x6", 3, None), ("12x12", 4, 60)])
def test_generated_puzzles_of_each_shape_solve_and_the_referee_agrees(name, seed, givens):
    layout = named(name)
    puzzle = puzzle_of(name, seed, givens)
    board = Board(layout, puzzle.values)
    assert Solver().count_solutions(board) == 1
    result = Solver().solve(board)
    assert result.is_solved and result.grid == puzzle.solution
    assert_solves(layout, referee_units(name), puzzle.values, result.grid)


def test_a_jigsaw_from_another_region_map_solves():
    rows = JIGSAW_REGIONS.split()
    region_map = " ".join("".join(row[c] for row in rows) for c in range(9))  # transposed
    layout = jigsaw(region_map)
    puzzle = generate(layout, seed=9)
    result = Solver().solve(Board(layout, puzzle.values))
    assert_solves(layout, square_units(9, None) + region_units(region_map), puzzle.values,
                  result.grid)


@pytest.mark.parametrize("name, givens", [("16x16", 130), ("25x25", 400)])
def test_big_puzzles_from_the_generator_solve_with_little_search(name, givens):
    """Minimal 16x16 and 25x25 puzzles take long to make; a bound on the givens keeps it short.

    The work is bounded, not the time: speed is measured in ``benchmarks/layouts.py``.
    """
    layout = named(name)
    puzzle = puzzle_of(name, 1, givens)
    assert puzzle.givens == givens
    result = Solver(max_guesses=20).solve(Board(layout, puzzle.values))
    assert result.is_solved
    assert_solves(layout, referee_units(name), puzzle.values, result.grid)


def test_a_spent_time_budget_stops_the_generator_on_a_big_layout():
    with pytest.raises(OutOfTimeError, match="before a full 25x25 grid was filled"):
        generate(named("25x25"), seed=2, time_budget=0)  # the budget covers the fill too


def test_625_cells_need_no_recursion():
    """The solver is a loop: a stack this shallow could not hold one frame per cell."""
    layout = named("25x25")
    puzzle = puzzle_of("25x25", 1, 400)
    board = Board(layout, puzzle.values)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(len(inspect.stack()) + 60)
    try:
        result = Solver().solve(board)
    finally:
        sys.setrecursionlimit(limit)
    assert result.is_solved


# --- every strategy on every shape where it holds --------------------------------------------

def test_fish_hold_where_rows_and_columns_cover_the_grid_once():
    for name in ("9x9", "6x6", "x-sudoku", "jigsaw"):
        assert any(isinstance(strategy, Fish) for strategy in chain_for(named(name))), name
    triangular_chain = chain_for(named("triangular"))
    assert not any(isinstance(strategy, Fish) for strategy in triangular_chain)
    assert all(s in triangular_chain for s in DEFAULT_CHAIN if not isinstance(s, Fish)
               and Strategy.holds_for is type(s).holds_for)


class Refuses(Strategy):
    """A strategy that holds for no layout, and fails loudly if it is ever asked."""

    name = "refuses"

    def holds_for(self, layout) -> bool:
        return False

    def find(self, board):
        raise AssertionError("asked on a layout it does not hold for")


def test_the_solver_leaves_out_what_does_not_hold():
    board = Board.from_text("5..9..23.3.6...5..6....4.7.18.....6.458..9...3...1.2..",
                            named("triangular"))
    assert Solver([Refuses(), *DEFAULT_CHAIN]).solve(board).is_solved


def human_positions(layout, values):
    """The boards along a human solve of ``values`` (the chain that holds for the layout)."""
    board = Board(layout, values)
    chain = link(chain_for(layout, HUMAN_CHAIN))
    while not board.is_complete():
        yield board
        step = chain.handle(board)
        if step is None:
            return
        step.apply(board)


EVERYTHING_EVERY = 8
"""Every strategy is asked at every eighth position of the solve; at the others, the costly
ones (``test_deductions.costly``: the ALS strategies, the grouped loops, Sue de Coq and the
forcing chains, milliseconds to tens of them a call) only where no easier strategy found a
step, where the chain would ask them."""


@pytest.mark.parametrize("name, seed", [("triangular", 1), ("triangular", 2), ("x-sudoku", 1),
                                        ("jigsaw", 1), ("6x6", 3)])
def test_every_strategy_that_holds_is_sound_on_each_shape(name, seed):
    assert_every_strategy_is_sound(named(name), puzzle_of(name, seed))


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["window", "box"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_every_strategy_is_sound_on_a_windoku(kind, seed):
    """A shape from a layout file, with groups beyond its areas: the windows of a windoku.

    Franken fish and templates run on it (it has the classic grid), and a window is
    an area, a box among the boxes, whichever way it is written.
    """
    layout, _ = windoku(kind)
    puzzle = generate(layout, seed=seed)
    windows = [[9 * row + column for row in range(top, top + 3)
                for column in range(left, left + 3)] for top in (1, 5) for left in (1, 5)]
    assert_solves(layout, square_units(9, (3, 3)) + windows, puzzle.values, puzzle.solution)
    assert_every_strategy_is_sound(layout, puzzle)


def assert_every_strategy_is_sound(layout, puzzle):
    """Every strategy that holds for ``layout``, asked along a human solve, agrees with the
    solution (the costly ones at every eighth position, and where the chain would ask them)."""
    answer, fired = puzzle.solution, set()
    strategies = chain_for(layout, HUMAN_CHAIN)
    for position, board in enumerate(human_positions(layout, puzzle.values)):
        easier = False
        for strategy in strategies:
            if easier and costly(strategy) and position % EVERYTHING_EVERY:
                continue
            step = strategy.find(board)
            if step is None:
                continue
            easier = True
            fired.add(strategy.name)
            assert all(answer[cell.index] == digit for cell, digit in step.placements), str(step)
            assert all(answer[cell.index] != digit for cell, digit in step.eliminations), \
                str(step)
    assert "hidden single" in fired
