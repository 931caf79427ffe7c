"""The se scale's easy end: singles, and the *direct* techniques between them.

Sudoku Explainer's numbers for the singles, as its ratings of our benchmark
files show them: a hidden single is 1.2 in a box and 1.5 in a row or column,
a naked single 2.3 (a *full house* is a hidden single to it). Between them sit
its *direct* techniques: a pointing, or a hidden pair or triple, whose
eliminations at once leave a digit with one place. A player who sees that goes
straight to the placement, so the step counts as one, worth less than the plain
technique: a direct pointing 1.7 (plain 2.6), a direct hidden pair 2.0 (3.4), a
direct hidden triple 2.5 (4.0). The data show where SE looks for the single:
for a pointing, in the box of a struck cell; for a hidden subset, in the
subset's own row, column or box (looking in the struck cells' boxes too fixes
two puzzles of sugolver and breaks fourteen of the 17-clue file). Its direct
claiming, 1.9, never shows under that rule: it is left out.

Example:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> sorted({step.rating for step in HiddenSingles().find_all(board)})
    [1.2, 1.5]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from sudoku.board import Board
from sudoku.container import Container
from sudoku.scales.se_steps import Numbered, SeStep
from sudoku.step import Step
from sudoku.strategies import HiddenSingle, Strategy
from sudoku.strategies.locked_candidates import BOX_KINDS


class HiddenSingles(Numbered):
    """SE's hidden single: 1.2 when the digit's one place is its box's, else 1.5."""

    def __init__(self) -> None:
        super().__init__("Hidden Single", 1.2, HiddenSingle())

    def number(self, board: Board, step: Step) -> SeStep:
        """1.2 if the box of the placed cell has no other place for the digit, else 1.5."""
        (cell, digit), = step.placements
        box = _box(cell)
        in_box = box is not None and box.place_bits[digit].bit_count() == 1
        return SeStep.of(step, self.name, 1.2 if in_box else 1.5)


class Direct(Numbered):
    """A technique whose eliminations leave a hidden single, as a placement (SE's *direct* ones).

    Its step places the single and makes the technique's eliminations; a step
    of the inner strategy that leaves no single where SE looks is not taken.

    Args:
        name: SE's name (``"Direct Pointing"``).
        rating: SE's number (1.7).
        inner: the plain technique (``LockedCandidates("pointing")``, ``HiddenSubset(2)``).
        regions: where SE looks for the single, given the step and a struck cell.
    """

    def __init__(self, name: str, rating: float, inner: Strategy,
                 regions: Callable[[Step, object], Iterable[Container]]):
        super().__init__(name, rating, inner)
        self.regions = regions

    def number(self, board: Board, step: Step) -> SeStep | None:
        """The step with the hidden single it leaves, or ``None`` if it leaves none there."""
        struck: dict[int, int] = {}
        for cell, digit in step.eliminations:
            struck[digit] = struck.get(digit, 0) | cell.bit
        for cell, digit in step.eliminations:
            for region in self.regions(step, cell):
                left = region.place_bits[digit] & ~struck[digit]
                if region.missing_bits >> digit & 1 and left and not left & (left - 1):
                    placed = (board.cells[left.bit_length() - 1], digit)
                    return SeStep.of(step, self.name, self.difficulty, placements=(placed,))
        return None


def _box(cell) -> Container | None:
    """The box (or other area) that holds ``cell``."""
    return next((each for each in cell.containers if each.kind in BOX_KINDS), None)


def box_of_struck(step: Step, cell) -> tuple[Container, ...]:
    """Where a direct pointing looks: the box of the struck cell."""
    box = _box(cell)
    return (box,) if box is not None else ()


def own_region(step: Step, cell) -> tuple[Container, ...]:
    """Where a direct hidden subset looks: the subset's own container."""
    return step.containers[:1]
