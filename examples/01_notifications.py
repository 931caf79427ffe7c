"""Example 1: the Observer pattern, watched from the outside.

What it teaches: a cell is a *subject* and the three containers that hold it
(its row, its column and its box) are its *observers*. Writing one digit into
one cell sends a few small notifications: the cell says it was placed, and
each peer that had the digit as a candidate says it lost it. Each container
keeps its ``missing`` digits and its places current from them alone; nobody
rescans the grid. The containers are subjects in their turn, and the board
hears from them what the change means: a digit left with one place.

To see the notifications without touching the package, the script attaches a
``Listener`` of its own to the same cells as each container, and a ``Reporter``
to each container beside the board, through the public ``attach``. A subject
tells every observer the same news, so each hears exactly what the container,
or the board, hears.

Run it with ``python examples/01_notifications.py``.
"""

from sudoku import Board
from sudoku.observer import Observer

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


class Listener(Observer):
    """Prints every change that reaches the cells of one container."""

    def __init__(self, container):
        self.container = container
        for cell in container.cells:
            cell.attach(self)  # after the container: it hears the same news

    def update(self, change):
        print(f"  {self.container.name:<9} hears: {change}")


class Reporter(Observer):
    """Prints what the containers tell the board."""

    def __init__(self, containers):
        for container in containers:
            container.attach(self)  # after the board: it hears the same news

    def update(self, change):
        print(f"  the board hears: {change}")


def digits(values):
    return " ".join(str(digit) for digit in sorted(values)) or "-"


def main():
    board = Board.from_text(PUZZLE)
    cell, digit = board.cell("r1c3"), 4
    print(board)
    print()
    watchers = [observer.name for observer in cell.observers]
    print(f"{cell.name} is watched by: {', '.join(watchers)}")
    listeners = ["the board" if observer is board else observer for observer in
                 cell.containers[0].observers]
    print(f"{cell.containers[0].name} is watched by: {', '.join(listeners)}")
    print(f"candidates of {cell.name}: {digits(board.candidates(cell))}")

    for container in cell.containers:
        Listener(container)
    Reporter(board.containers)
    missing_before = {container: set(container.missing) for container in cell.containers}
    candidates_before = {peer: board.candidates(peer) for peer in cell.peers}

    print()
    print(f"board.place({cell.name}, {digit}) sends these notifications:")
    board.place(cell, digit)

    print()
    print("missing digits of the containers, before -> after:")
    for container, before in missing_before.items():
        print(f"  {container.name:<9} {digits(before)} -> {digits(container.missing)}")

    print()
    print("candidates that changed in the peers, before -> after:")
    for peer, before in candidates_before.items():
        after = board.candidates(peer)
        if after != before:
            print(f"  {peer.name}: {digits(before)} -> {digits(after)}")
    unchanged = sum(board.candidates(peer) == before for peer, before in candidates_before.items())
    print(f"the other {unchanged} peers did not change: they are filled or never had {digit}")


if __name__ == "__main__":
    main()
