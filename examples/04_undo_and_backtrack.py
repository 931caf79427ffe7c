"""Example 4: steps as commands, and backtracking as nothing more than a stack of them.

What it teaches: a move of the solve is a ``Step`` object, the Command pattern.
``step.apply(board)`` carries it out through the board and ``step.undo(board)``
takes it back, since the board keeps a trail of every change. The history is a
stack: a step cannot be undone while a later one is still on the board, and
the refusal says so.

Then a solve that needs guessing, driven by hand as ``Solver().solve`` drives
it: apply each step the chain finds and push it; when the board's agenda shows
a contradiction, pop and undo down to the last guess, and push a step that
strikes the guessed digit out. No recursion, no copy of the board: only the
stack of commands. The puzzle comes from the project's generator
(``sudoku generate --seed 4``); the fast chain guesses twice on it, and the
first guess is wrong.

Run it with ``python examples/04_undo_and_backtrack.py``.
"""

from sudoku import FAST_CHAIN, Board, Step, SudokuError, format_line
from sudoku.generate import generate
from sudoku.strategies import link

SEED = 4
"""The generator's seed of the puzzle: the same puzzle in any process."""


def undo_in_order(board, chain):
    """Apply two steps, try to undo the first while the second is on the board, then in order."""
    print("grid:        ", format_line(board.values()))
    first = chain.handle(board)
    first.apply(board)
    second = chain.handle(board)
    second.apply(board)
    print("after two:   ", format_line(board.values()), f"({first.results()}, {second.results()})")
    try:
        first.undo(board)
    except SudokuError as refusal:
        print("undo first:   refused:", refusal)
    second.undo(board)
    first.undo(board)
    print("undo both:   ", format_line(board.values()))


def what_broke(board):
    """The contradiction the board's agenda shows, in words."""
    if board.dead_cells:
        return f"{min(board.dead_cells).name} has no candidate left"
    index, digit = min(board.dead_places)
    return f"{digit} has no place left in {board.containers[index].name}"


def solve_with_a_stack(board, chain):
    """Solve as the solver does: a stack of applied steps, popped down to a guess when stuck."""
    history = []
    while not board.is_complete():
        if board.is_broken():
            print(f"  step {len(history)}: contradiction, {what_broke(board)}")
            undone = 0
            while not history[-1].is_guess:
                history.pop().undo(board)
                undone += 1
            guess = history.pop()
            guess.undo(board)
            (cell, digit), = guess.placements
            refutation = Step("backtrack", eliminations=((cell, digit),), cells=(cell,),
                              reason=f"guessing {digit} at {cell.name} led to a contradiction")
            refutation.apply(board)
            history.append(refutation)
            print(f"  undo {undone} steps and the guess; step {len(history)}: {refutation}")
            continue
        step = chain.handle(board)
        step.apply(board)
        history.append(step)
        if step.is_guess:
            print(f"  step {len(history)}: {step}")
    return history


def main():
    puzzle = generate(seed=SEED)
    print(f"sudoku generate --seed {SEED}: {puzzle}")
    chain = link(FAST_CHAIN)
    print("chain:", " -> ".join(strategy.name for strategy in FAST_CHAIN))
    print()

    undo_in_order(Board.from_text(str(puzzle)), chain)
    print()

    board = Board.from_text(str(puzzle))
    print("solving with a stack of steps:")
    history = solve_with_a_stack(board, chain)
    print()
    guesses = [step.results() for step in history if step.is_guess]
    print(f"{len(history)} steps on the stack; guesses kept: {', '.join(guesses) or 'none'}")
    print("solved" if board.is_solved() else "not solved")
    print(board)


if __name__ == "__main__":
    main()
