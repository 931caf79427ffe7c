"""Example 5: a new puzzle shape is data: one more container, and nothing else changes.

What it teaches: a ``Layout`` is cells plus containers, and the board builds
its observers from it. The centre-dot sudoku adds one rule to the classic
one: the nine cells at the centres of the boxes hold every digit once too. So
its layout is the classic one with a 28th container, made here in a few
lines. No class of the model changes: the new container observes its nine
cells as a row does, and every technique that reasons about containers uses
it as it uses the rows. The generator, the solver and the rating work on it
unchanged.

The puzzle is made by the generator for this layout, so its givens need the
new rule: under the classic rules alone they have more than one solution.

Run it with ``python examples/05_a_shape_of_your_own.py``. The docs page
*Layouts* shows the same in a layout file, for the command line.
"""

import dataclasses

from sudoku import CLASSIC, Board, Solver
from sudoku.generate import generate
from sudoku.layout import ContainerSpec
from sudoku.rating import rate

SEED = 12
"""The generator's seed of the puzzle: the same puzzle in any process."""

CENTRES = tuple(9 * row + column for row in (1, 4, 7) for column in (1, 4, 7))
"""The indices of the cells at the centres of the nine boxes: r2c2, r2c5, ..., r8c8."""


def centre_dot():
    """The classic layout with one more container: the centres of the boxes."""
    dots = ContainerSpec(kind="centre dots", name="centre dots", cells=CENTRES)
    return dataclasses.replace(CLASSIC, name="centre dot", containers=CLASSIC.containers + (dots,))


def main():
    layout = centre_dot()
    dots = layout.containers[-1]
    print(f"{layout.name}: {len(layout.cells)} cells, {len(layout.containers)} containers; "
          f"the new one: {dots.name}, cells {', '.join(layout.cells[i].name for i in dots.cells)}")

    puzzle = generate(layout, seed=SEED)
    print(f"generate(centre_dot(), seed={SEED}): {puzzle} ({puzzle.givens} givens)")
    classic = Solver().count_solutions(Board(CLASSIC, puzzle.values))
    ours = Solver().count_solutions(Board(layout, puzzle.values))
    print(f"solutions counted up to 2: classic rules {classic}, centre-dot rules {ours}")
    print()

    board = Board(layout, puzzle.values)
    rating = rate(board)
    used = ", ".join(f"{tally.steps} {name}" for name, tally in rating.result.tallies.items())
    print(f"rated {rating.level}, hardest step {rating.hardest.name}: {used}")
    print()
    solution = rating.result.grid
    print(Board(layout, solution))
    centres = " ".join(str(solution[i]) for i in dots.cells)
    print(f"the centre dots: {centres}")


if __name__ == "__main__":
    main()
