"""XY-Wing: a cell of two candidates and two wings that share a third digit.

The *pivot* holds only two candidates, say 3 and 7. One cell it sees holds only
3 and 4, another only 7 and 4: the *wings*. If the pivot is 3, the first wing
is 4; if it is 7, the second wing is 4. Either way one wing is 4, so no cell
that sees both wings can be 4. Players also call it the *Y-Wing*. Wings that
see each other would make the three cells a naked triple, an easier technique,
so they are left out.

The search works on masks: the cells with two candidates are masks of cells,
one for each pair of digits (``bivalue_cells``), a pivot's wings are those
cells ``&`` the pivot's peers, and the cells that see both wings are
``first.peer_bits & second.peer_bits``.

The reasoning needs nothing but cells that see each other, so it holds for
every layout. Its number is Sudoku Explainer's, 4.2.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a top95 puzzle
    ...     "123759..687426.59.9....472.2...4.97.3.7.96..249.127...53247...96419.2.577896.52.4")
    >>> print(XYWing().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r3c5<>3: XY-Wing, r7c6 holds only 1 and 8 and sees the wings r2c6 (1 or 3) and r8c5 (3 or
    8): whichever r7c6 is, one wing is 3, so 3 leaves the cells that see both wings
"""

from __future__ import annotations

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Mark, Step
from sudoku.strategies.base import Strategy


class XYWing(Strategy):
    """Strike the shared digit of two wings out of every cell that sees both of them."""

    name = "XY-Wing"
    description = (
        "Find a cell with just two candidates, say 3 and 7: the pivot. Look among the cells "
        "it sees for one holding only 3 and 5 and another holding only 7 and 5: the wings. "
        "Whichever digit the pivot takes, one wing is left with 5, so a cell that sees both "
        "wings cannot be 5.")
    difficulty = 4.2
    nudge = "look for a two-candidate cell that sees two others, each sharing one digit"
    example_seed = 19

    def find(self, board):
        """The first XY-Wing that strikes out a candidate, as a step, or ``None``.

        Pivots are tried in cell order; for each, the first wing (which shares
        the pivot's lower digit) and then the second, both in cell order.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every XY-Wing that strikes out a candidate, in the order ``find`` tries them."""
        cells, pairs = board.cells, bivalue_cells(board)
        every = sum(pairs.values())
        for pivot in cells_of(every, cells):
            self.deadline.check()
            held = pivot.candidate_bits
            low = held & -held  # the pivot's lower digit, as a bit; ``high`` is the other
            high = held ^ low
            wings = pivot.peer_bits & every
            for first in cells_of(wings, cells):
                if first.candidate_bits & held != low:
                    continue  # the first wing holds the lower digit, not the higher one
                shared = first.candidate_bits ^ low  # the wings' common digit, as a bit
                twin = high | shared  # what the second wing must hold
                for second in cells_of(wings & pairs.get(twin, 0) & ~first.peer_bits, cells):
                    step = self._step(board, pivot, first, second, shared)
                    if step is not None:
                        yield step

    def _step(self, board, pivot, first, second, shared):
        """The step of the wing, or ``None`` when no cell that sees both wings holds ``shared``.

        ``shared`` is the wings' common digit, as a bit.
        """
        seeing = first.peer_bits & second.peer_bits & board.empty_bits
        digit = shared.bit_length() - 1
        eliminations = tuple((cell, digit) for cell in cells_of(seeing, board.cells)
                             if cell.candidate_bits & shared)
        if not eliminations:
            return None
        symbol = board.layout.symbol
        low, high = digits_of(pivot.candidate_bits)
        held = first.candidate_bits, second.candidate_bits  # read now: the reason is written later
        return Step(self.name, eliminations=eliminations,
                    cells=tuple(sorted((pivot, first, second))),
                    containers=(shared_container(pivot, first), shared_container(pivot, second)),
                    marks=wing_marks(pivot, (first, second)),
                    reason=lambda: f"{pivot.name} holds only {symbol(low)} and {symbol(high)} and "
                                   f"sees the wings {wing(board, first, held[0])} and "
                                   f"{wing(board, second, held[1])}: whichever {pivot.name} is, one "
                                   f"wing is {symbol(digit)}, so {symbol(digit)} leaves the "
                                   f"cells that see both wings")


def bivalue_cells(board) -> dict[int, int]:
    """The empty cells with exactly two candidates, by candidates: ``{pair: cells}``, both masks.

    The masks of cells are disjoint, so their sum is every such cell.
    """
    found: dict[int, int] = {}
    for cell in board.cells:
        held = cell.candidate_bits
        if held.bit_count() == 2 and not cell.digit:
            found[held] = found.get(held, 0) | cell.bit
    return found


def wing_marks(pivot, wings) -> tuple[Mark, ...]:
    """The candidates of a wing pattern, for its picture: the pivot's, then each wing's."""
    return tuple(Mark(cell, digit, role) for cell, role in
                 ((pivot, "pivot"), (wings[0], "wing"), (wings[1], "wing"))
                 for digit in digits_of(cell.candidate_bits))


def wing(board, cell, candidates: int) -> str:
    """A wing in words, with its two candidates (a mask of digits): ``"r1c5 (3 or 4)"``."""
    low, high = (board.layout.symbol(digit) for digit in digits_of(candidates))
    return f"{cell.name} ({low} or {high})"


def shared_container(cell, other):
    """The first container, in layout order, that holds both ``cell`` and ``other``."""
    return next(container for container in cell.containers if container.cell_bits & other.bit)
