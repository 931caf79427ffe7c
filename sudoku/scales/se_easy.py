"""The se scale's easy end: singles, and the *direct* techniques between them.

Sudoku Explainer's numbers for the singles, as its ratings of our benchmark
files and of positions made from them show them: the last empty cell of a row,
column or box (a *full house*) is 1.0, a hidden single 1.2 in a box and 1.5 in
a row or column, a naked single 2.3. Between them sit its *direct* techniques:
a pointing, or a hidden pair or triple, whose eliminations at once leave a
digit with one place. A player who sees that goes straight to the placement,
so the step counts as one, worth less than the plain technique: a direct
pointing 1.7 (plain 2.6), a direct hidden pair 2.0 (3.4), a direct hidden
triple 2.5 (4.0).

What SE's outputs show about them (its ratings of our files, and of 1,039
positions taken from the 17-clue file's solves, where ED names the first step):

* a direct step *only places*: its eliminations are not made. A position
  whose first step is a direct pointing (ED 1.7) still rates 2.6, for the
  pointing is needed again later as a plain one; making the eliminations
  rates 20 of the 17-clue puzzles too low;
* a direct pointing looks for the single in the box of a struck cell only:
  the 330 positions where a pointing leaves a single only in a struck cell's
  other line open with a 2.0, 2.3 or 2.5 step, never 1.7 (looking there too
  rates 190 puzzles too low);
* a direct hidden subset looks in every container where the subset is
  hidden: its row or column, and its box when its cells share one and its
  digits have no other place there. Looking only in the container where it
  was found rates 9 puzzles too high; looking in every box of a struck cell,
  27 too low;
* SE's direct claiming (1.9) never shows: no ER, EP or ED of the data is 1.9,
  the 270 positions where a claiming leaves a single open with a 2.0, 2.3 or
  2.5 step, and taking it rates 133 puzzles too low.

See the docs page *Difficulty*.

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
from sudoku.layout import AREA_KINDS
from sudoku.scales.se_steps import Numbered, SeStep
from sudoku.step import Step
from sudoku.strategies import HiddenSingle, Strategy


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

    Its step places the single and nothing else, as SE's does; a step of the
    inner strategy that leaves no single where SE looks is not taken.

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
        """The single ``step`` leaves, as a step, or ``None`` if it leaves none there."""
        struck: dict[int, int] = {}
        for cell, digit in step.eliminations:
            struck[digit] = struck.get(digit, 0) | cell.bit
        for cell, digit in step.eliminations:
            for region in self.regions(step, cell):
                left = region.place_bits[digit] & ~struck[digit]
                if region.missing_bits >> digit & 1 and left and not left & (left - 1):
                    placed = (board.cells[left.bit_length() - 1], digit)
                    return SeStep.of(step, self.name, self.difficulty, placements=(placed,),
                                     eliminations=())
        return None


def _box(cell) -> Container | None:
    """The box (or other area) that holds ``cell``."""
    return next((each for each in cell.containers if each.kind in AREA_KINDS), None)


def box_of_struck(step: Step, cell) -> tuple[Container, ...]:
    """Where a direct pointing looks: the box of the struck cell."""
    box = _box(cell)
    return (box,) if box is not None else ()


def where_hidden(step: Step, cell) -> tuple[Container, ...]:
    """Where a direct hidden subset looks: every container in which the subset is hidden.

    That is its own container, and any other that holds all its cells (the box
    of a pair in a row, say) where its digits have no place outside them.
    """
    cells, held = step.cells, sum(each.bit for each in step.cells)
    kept = 0
    for each in cells:
        kept |= each.candidate_bits
    for _, digit in step.eliminations:
        kept &= ~(1 << digit)
    digits = [digit for digit in range(kept.bit_length()) if kept >> digit & 1]
    return tuple(region for region in cells[0].containers
                 if all(region in each.containers for each in cells)
                 and not any(region.place_bits[digit] & ~held for digit in digits))
