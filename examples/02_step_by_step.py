"""Example 2: a solve, one step at a time, through the chain of responsibility.

What it teaches: the solver is a plain loop. Each turn it hands the board to
the first link of the chain; a strategy that finds a step returns it, one that
does not passes the board to the next link (``Strategy.handle``, the template
method). The step is a command: it says what to place and why, and only
``step.apply(board)`` changes the board. Nothing in the strategies writes.

This script drives that loop by hand, on a puzzle the singles solve alone, and
prints every step as a player would write it: ``r3c7=5: hidden single, the only
place for 5 in row 3``. ``Solver().solve(board)`` runs the same loop, adding
backtracking for the puzzles that need a guess.

Run it with ``python examples/02_step_by_step.py``.
"""

from collections import Counter

from sudoku import FAST_CHAIN, Board
from sudoku.strategies import link

#: An "easy" puzzle of qqwing.com (from the sugolver benchmark): singles solve it, and
#: a few times the hidden single finds nothing and passes the board on to the naked single.
PUZZLE = "....75.6.78...9......43...9.64...79..53............483......3..9....6..2....54..."


def passed_on(step):
    """A note naming the links that found nothing before the one that answered."""
    names = [strategy.name for strategy in FAST_CHAIN]
    earlier = names[:names.index(step.strategy)]
    return f"   (passed on by {', '.join(earlier)})" if earlier else ""


def main():
    board = Board.from_text(PUZZLE)
    chain = link(FAST_CHAIN)  # hidden single -> naked single -> guess
    print(board)
    print()
    print("chain:", " -> ".join(strategy.name for strategy in FAST_CHAIN))
    print()

    used = Counter()
    number = 0
    while not board.is_complete():
        step = chain.handle(board)  # the first link that finds something answers
        if step is None or step.is_guess:
            print("the singles are stuck here; Solver().solve(board) would guess")
            break
        number += 1
        used[step.strategy] += 1
        print(f"{number:2}. {step}{passed_on(step)}")
        step.apply(board)  # the command carries itself out through the board

    print()
    print(", ".join(f"{count} by {name}" for name, count in used.most_common()))
    print("solved" if board.is_solved() else "not solved")
    print(board)


if __name__ == "__main__":
    main()
