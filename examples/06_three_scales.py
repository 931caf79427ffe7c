"""Example 6: one puzzle, three ways to rate it: a scale is a chain and a way to number steps.

What it teaches: how hard a puzzle is depends on who solves it. A rating
solves the puzzle as a person would, the easiest technique first, and reads
the path: the hardest step says how hard the puzzle is. The project has three
scales (``sudoku.scales``), and each is the Strategy pattern once more: the
same model and the same ``rate`` method, with a different ordered chain of
techniques and a different number for each step. ``ours`` uses the project's
whole chain; ``se`` plays Sudoku Explainer's techniques in its order, with its
numbers; ``hodoku`` plays HoDoKu's and adds up a score.

On this puzzle (``sudoku generate --seed 11``) the three scales need three
different techniques, and the same two eliminations are a Skyscraper to one
scale and a Turbot Fish, worth far more, to another: Sudoku Explainer has no
Skyscraper, and numbers it as the chain it is.

Run it with ``python examples/06_three_scales.py``; ``sudoku rate --scale se PUZZLE``
does the same from the command line.
"""

from sudoku import Board, format_line
from sudoku.generate import generate
from sudoku.scales import SCALES

SEED = 11
"""The generator's seed of the puzzle: the same puzzle in any process."""


def main():
    puzzle = generate(seed=SEED)
    print(f"sudoku generate --seed {SEED}: {puzzle}")
    named = {}
    for name, scale in SCALES.items():
        rated = scale.rate(Board.from_text(str(puzzle)))
        steps = rated.rating.result.steps
        chain = [strategy.name for strategy in scale.chain()]
        print()
        print(f"{name}: {scale.title}; a chain of {len(chain)} techniques, "
              f"from {', '.join(chain[:5])}, ...")
        figures = "".join(f", {key} {value}" for key, value in rated.figures.items())
        print(f"  {rated.status} in {len(steps)} steps; hardest: {rated.hardest}, "
              f"{rated.number} ({rated.level}){figures}")
        step = next(step for step in steps if step.strategy == rated.hardest)
        print(f"  a step of it: {step.results()}")
        print(f"  grid: {format_line(rated.rating.result.grid)}")
        for each in steps:
            named.setdefault(each.results(), {})[name] = each.strategy

    print()
    print("the same move, under another name on another scale:")
    for results, names in named.items():
        if len({name.lower() for name in names.values()}) > 1 and "<>" in results:
            on = ", ".join(f"{name} on {scale}" for scale, name in names.items())
            print(f"  {results}: {on}")


if __name__ == "__main__":
    main()
