"""Example 3: a technique of your own, one class, one more link in the chain.

What it teaches: a technique is a class with one method to write, ``find``
(the Strategy pattern). It reads the board and returns a ``Step`` that says
what to strike out and why, or ``None``; it never writes. Everything else is
inherited: ``handle`` asks ``find`` and, when it finds nothing, passes the
board to the next link (the Template Method, and the Chain of Responsibility).
So teaching the solver a new trick is one class and one place in a list.

The trick here is the naked pair: two cells of one container with the same
two candidates, and nothing else, hold those two digits between them, so no
other cell of the container can have either. On a puzzle made by the
project's generator (``sudoku generate --seed 79``), the singles alone get
stuck; with the pair after them, the chain finishes it. The project's own
``NakedSubset`` does the same for pairs, triples and quads; this one is
written to be read.

Run it with ``python examples/03_a_strategy_of_your_own.py``.
"""

from collections import Counter
from itertools import combinations

from sudoku import Board, HiddenSingle, NakedSingle, Solver, Step, Strategy
from sudoku.generate import generate
from sudoku.strategies import link

SEED = 79
"""The generator's seed of the puzzle: the same puzzle in any process."""


class NakedPair(Strategy):
    """Two cells of a container with the same two candidates: no other cell there takes them."""

    name = "naked pair"
    description = ("Two cells of one row, column or box that both have the same two "
                   "candidates and no others hold those two digits between them, so every "
                   "other cell of that container loses both.")
    difficulty = 3.0

    def find(self, board):
        """The first naked pair that strikes something out, as a step, or ``None``."""
        for container in board.containers:
            twos = [cell for cell in container.cells if len(board.candidates(cell)) == 2]
            for first, second in combinations(twos, 2):
                pair = board.candidates(first)
                if board.candidates(second) != pair:
                    continue
                struck = tuple((cell, digit) for cell in container.cells
                               if cell is not first and cell is not second
                               for digit in sorted(board.candidates(cell) & pair))
                if struck:
                    low, high = sorted(pair)
                    return Step(self.name, eliminations=struck, cells=(first, second),
                                containers=(container,),
                                reason=f"{first.name} and {second.name} hold {low} and {high} "
                                       f"between them in {container.name}")
        return None


def main():
    puzzle = generate(seed=SEED)
    print(f"sudoku generate --seed {SEED}: {puzzle}")
    board = Board.from_text(str(puzzle))
    print(board)
    print()

    singles = [HiddenSingle(), NakedSingle()]
    stuck = Solver(singles).solve(Board.from_text(str(puzzle)))
    print(f"the singles alone: {stuck.status} after {len(stuck.steps)} steps, "
          f"{stuck.grid.count(0)} cells empty")
    print()

    strategies = [*singles, NakedPair()]
    chain = link(strategies)
    print("chain:", " -> ".join(strategy.name for strategy in strategies))
    used = Counter()
    while not board.is_complete():
        step = chain.handle(board)
        if step is None:
            print("stuck")
            break
        used[step.strategy] += 1
        print(f"{sum(used.values()):2}. {step}")
        step.apply(board)

    print()
    print(", ".join(f"{count} by {name}" for name, count in used.most_common()))
    print("solved" if board.is_solved() else "not solved")
    print(board)


if __name__ == "__main__":
    main()
