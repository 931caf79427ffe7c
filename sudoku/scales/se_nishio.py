"""SE's Nishio: assume a digit in a cell, follow that digit alone, and meet a contradiction.

Sudoku Explainer's *Nishio Forcing Chains* (7.5 and up) try one candidate as
true and follow only its own digit: the digit leaves the cell's peers, and a
container left with one place for it must take it there. The trial writes as
it goes (SE calls that *dynamic*): a place counts as gone once its strike has
been followed. Where one candidate turns out both true and false, the
assumption was wrong, and the candidate goes.

The order matters, because the trial stops at the first contradiction it meets
and the step is numbered by that one's length. SE follows what it found first,
a strike only when no placement waits, and looks at a cell's box, then its row,
then its column. So does ``trial``, and the length is SE's too: the
implications behind the true side plus those behind the false side, an
implication that both rest on counted twice.

On 177 generated puzzles whose hardest step SE calls Nishio (7.6 to 7.9), the
se scale now gives SE's rating for all 177; numbered by our whole-board trials
as before, it agreed on 48.

See the docs page *Difficulty*.

Example:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> found = trial(board, board.cell("r1c9"), 8)
    >>> print(found.branch.lines([len(found.branch.nodes) - 1]))
    r1c9=8 (assumption)
      -> r2c9<>8 (r1c9)
      -> r2c7<>8 (r1c9)
        -> r2c9=8 (hidden single in row 2)
          -> r2c9 is both 8 and not 8: contradiction
    >>> found.size  # r2c9=8 rests on 3 implications, r2c9<>8 on 2
    5
    >>> trial(board, board.cell("r1c9"), 2) is None  # the solution's digit: no contradiction
    True
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache

from sudoku.bitsets import indices_of
from sudoku.board import Board
from sudoku.cell import Cell
from sudoku.layout import Layout
from sudoku.strategies.forcing_proof import Branch, Implication

KIND_ORDER = {"box": 0, "row": 1, "column": 2}
"""The order in which SE looks at a cell's containers."""


@dataclass(frozen=True)
class Contradiction:
    """A Nishio trial that broke: its implications, and its length as SE counts it.

    Attributes:
        branch: the implications, the assumption first, the contradiction last (a
            ``Branch`` as the project's forcing chains write theirs).
        size: SE's length of it: the implications behind the candidate found true
            and behind the same candidate found false, each side counted whole.
    """

    branch: Branch
    size: int


@cache
def _order(layout: Layout) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """For each cell of ``layout``: its containers in SE's order, and its peers in that order."""
    board = Board(layout)
    containers, peers = [], []
    for cell in board.cells:
        held = sorted(cell.containers, key=lambda each: KIND_ORDER.get(each.kind, 3))
        containers.append(tuple(each.index for each in held))
        seen: dict[int, None] = {}
        for container in held:
            seen.update((other.index, None) for other in container.cells if other is not cell)
        peers.append(tuple(seen))
    return tuple(containers), tuple(peers)


def trial(board: Board, start: Cell, digit: int) -> Contradiction | None:
    """Assume ``digit`` in ``start`` and follow that digit alone: the contradiction, or ``None``.

    Nothing on ``board`` changes: the trial keeps its own places.
    """
    containers_of, peers_of = _order(board.layout)
    cells, containers, bit = board.cells, board.containers, 1 << digit
    places = [container.place_bits[digit] for container in containers]
    symbol = board.layout.symbol(digit)
    nodes: list[Implication] = []
    on: dict[int, int] = {}  # cell index: the number of its implication, true
    off: dict[int, int] = {}  # the same, false

    def add(text: str, cell: int, is_on: bool, causes: tuple[int, ...]) -> int:
        nodes.append(Implication(len(nodes), text, cell, digit, is_on, causes))
        (on if is_on else off)[cell] = len(nodes) - 1
        return len(nodes) - 1

    def clash(cell: int) -> Contradiction:
        true, false = on[cell], off[cell]
        nodes.append(Implication(len(nodes), f"{cells[cell].name} is both {symbol} and not "
                                 f"{symbol}: contradiction", -1, 0, False, (true, false)))
        branch = Branch(nodes, True)
        return Contradiction(branch, len(branch.needed([true])) + len(branch.needed([false])))

    add(f"{start.name}={symbol} (assumption)", start.index, True, ())
    pending_on, pending_off = deque([start.index]), deque()
    while pending_on or pending_off:
        if pending_on:
            index = pending_on.popleft()
            for peer in peers_of[index]:
                if cells[peer].candidate_bits & bit and not cells[peer].digit and peer not in off:
                    add(f"{cells[peer].name}<>{symbol} ({cells[index].name})", peer, False,
                        (on[index],))
                    if peer in on:
                        return clash(peer)
                    pending_off.append(peer)
            continue
        index = pending_off.popleft()
        for number in containers_of[index]:
            left = places[number] & ~cells[index].bit
            places[number] = left
            if not left or left & (left - 1):
                # More than one place: the strikes to come will tell. None: the container
                # had one place before the trial (a hidden single not yet taken, which the
                # chain takes long before Nishio); SE, too, only reports a candidate found
                # both true and false.
                continue
            place = left.bit_length() - 1
            if place in on:
                continue
            add(f"{cells[place].name}={symbol} (hidden single in {containers[number].name})",
                place, True, tuple(off[gone] for gone in indices_of(
                    containers[number].place_bits[digit] & ~left) if gone in off))
            if place in off:
                return clash(place)
            pending_on.append(place)
    return None
