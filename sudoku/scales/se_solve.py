"""The se scale's solve: at each step, the first of Sudoku Explainer's techniques that applies.

Sudoku Explainer asks its techniques in the order of their numbers and takes,
of the first that finds something, its lowest-numbered step. ``TECHNIQUES``
lists ours in that order, each numbered as SE numbers it. The path gives the
three numbers players quote:

* ER, the rating: the highest number on the path;
* EP, the pearl: the highest number up to the first step that places a digit
  (a single, or a direct technique);
* ED, the diamond: the number of the first step.

Example:
    >>> from sudoku import Board
    >>> path = solve(Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
    >>> path.status, path.er, path.ep, path.ed, path.hardest
    ('solved', 2.6, 1.2, 1.2, 'Pointing')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from sudoku.board import Board
from sudoku.scales.se_chains import forcing_chain, turbot_fish
from sudoku.scales.se_easy import Direct, HiddenSingles, box_of_struck, own_region
from sudoku.scales.se_forcing import ForcingByLength, Nishio
from sudoku.scales.se_multiple import MultipleForcingChains
from sudoku.scales.se_steps import Numbered, SeStep
from sudoku.strategies import (
    BugPlusOne,
    Fish,
    HiddenSubset,
    LockedCandidates,
    NakedSingle,
    NakedSubset,
    UniqueRectangle,
    XYWing,
    XYZWing,
)
from sudoku.strategies.base import NO_DEADLINE, Deadline


def techniques() -> tuple[Numbered, ...]:
    """SE's techniques in its order, each played by our strategies (a new set for each solve)."""
    return (
        HiddenSingles(),
        Direct("Direct Pointing", 1.7, LockedCandidates("pointing"), box_of_struck),
        Direct("Direct Hidden Pair", 2.0, HiddenSubset(2), own_region),
        Numbered("Naked Single", 2.3, NakedSingle()),
        Direct("Direct Hidden Triplet", 2.5, HiddenSubset(3), own_region),
        Numbered("Pointing", 2.6, LockedCandidates("pointing")),
        Numbered("Claiming", 2.8, LockedCandidates("claiming")),
        Numbered("Naked Pair", 3.0, NakedSubset(2)),
        Numbered("X-Wing", 3.2, Fish(2)),
        Numbered("Hidden Pair", 3.4, HiddenSubset(2)),
        Numbered("Naked Triplet", 3.6, NakedSubset(3)),
        Numbered("Swordfish", 3.8, Fish(3)),
        Numbered("Hidden Triplet", 4.0, HiddenSubset(3)),
        Numbered("XY-Wing", 4.2, XYWing()),
        Numbered("XYZ-Wing", 4.4, XYZWing()),
        UniqueRectangles(),
        Numbered("Naked Quad", 5.0, NakedSubset(4)),
        Numbered("Jellyfish", 5.2, Fish(4)),
        Numbered("Hidden Quad", 5.4, HiddenSubset(4)),
        Numbered("BUG type 1", 5.6, BugPlusOne()),
        Chains(),
        Nishio(),
        MultipleForcingChains(),
        ForcingByLength((("contradiction", False),)),
        ForcingByLength((("cell", True), ("container", True))),
        ForcingByLength((("digit", True),)),
        ForcingByLength((("nested", True),)),
    )


UR_RATINGS = {"unique rectangle type 1": 4.5, "unique rectangle type 2": 4.6,
              "unique rectangle type 4": 4.5}
"""SE's number for each type of our unique rectangles that it has."""


class UniqueRectangles(Numbered):
    """SE's unique rectangles: our types 1 and 4 at 4.5, type 2 at 4.6, as one technique."""

    def __init__(self) -> None:
        super().__init__("Unique Rectangle", 4.5, *(UniqueRectangle(k) for k in (1, 2, 4)))

    def number(self, board: Board, step) -> SeStep:
        """``step`` as SE's ``Unique Rectangle type k`` with its number."""
        return SeStep.of(step, step.strategy.replace("unique rectangle", self.name),
                         UR_RATINGS[step.strategy])


class Chains(Numbered):
    """SE's Turbot Fish and Forcing Chain, one technique: the shortest chain of either wins."""

    def __init__(self) -> None:
        super().__init__("Forcing Chain", 6.6)
        self.inner = (turbot_fish(), forcing_chain())

    def find_all(self, board: Board):
        """The chains of both, as each numbers them."""
        for each in self.inner:
            each.deadline = self.deadline
            yield from each.find_all(board)


@dataclass
class Path:
    """A solve on the se scale: its steps, and the three numbers read off them.

    Attributes:
        status: ``"solved"``, ``"stuck"`` (no technique applies) or ``"gave_up"``.
        steps: the steps taken, in order.
        er: the highest number of the path (0.0 without a step).
        ep: the highest number up to the first placement.
        ed: the number of the first step.
        hardest: SE's name of the first step with the highest number.
    """

    status: str = "stuck"
    steps: list[SeStep] = field(default_factory=list)
    er: float = 0.0
    ep: float = 0.0
    ed: float = 0.0
    hardest: str | None = None

    def note(self, step: SeStep) -> None:
        """Put ``step`` on the path and update the three numbers."""
        self.steps.append(step)
        if not self.ed:
            self.ed = step.rating
        if step.rating > self.er:
            self.er, self.hardest = step.rating, step.strategy
        if not self.ep and step.placements:
            self.ep = self.er


def solve(board: Board, chain: tuple[Numbered, ...] | None = None,
          deadline: Deadline = NO_DEADLINE,
          prepare: Callable[[tuple[Numbered, ...]], tuple[Numbered, ...]] | None = None,
          path: Path | None = None) -> Path:
    """Solve ``board`` (changed in place) as Sudoku Explainer does, and read the path.

    Once a step of number r is on the path, more steps up to r leave ER where
    it is, so after the first placement every step the technique offers up to
    ER is taken at once, while it still changes something (the numbers stay
    the same, the search is shorter).

    Args:
        board: the puzzle.
        chain: the techniques in order (``techniques()`` by default).
        deadline: when to give up (``OutOfTime`` is raised).
        prepare: what to do to the chain first (switch on its uniqueness techniques).
        path: the path to write the steps into, kept by the caller when a bound
            ends the solve (a new one by default).
    """
    chain = chain or techniques()
    chain = prepare(chain) if prepare else chain
    path = Path() if path is None else path
    while not board.is_solved():
        deadline.check()
        for technique in chain:
            technique.deadline = deadline
            found = _found(technique, board, path)
            if found:
                break
        else:
            return path
        best = min(found, key=lambda step: step.rating)
        best.apply(board)
        path.note(best)
        if path.ep:
            for step in found:
                if step is not best and step.rating <= path.er:
                    left = _still(board, step)
                    if left is not None:
                        left.apply(board)
                        path.note(left)
    path.status = "solved"
    return path


def _found(technique: Numbered, board: Board, path: Path) -> list[SeStep]:
    """The steps of ``technique`` to choose from: all, or, once EP is known, up to the
    first that leaves ER where it is (which of those is taken changes no number)."""
    found = []
    for step in technique.find_all(board):
        found.append(step)
        if path.ep and step.rating <= path.er:
            break
    return found


def _still(board: Board, step: SeStep) -> SeStep | None:
    """What of ``step`` still changes ``board``, or ``None`` (a placement no longer possible too)."""
    for cell, digit in step.placements:
        if cell.digit != digit and not board.has_candidate(cell, digit):
            return None
    placements = tuple((c, d) for c, d in step.placements if not c.digit)
    eliminations = tuple((c, d) for c, d in step.eliminations if board.has_candidate(c, d))
    if not placements and not eliminations:
        return None
    return SeStep(step.rating, step.strategy, placements, eliminations, cells=step.cells,
                  containers=step.containers, reason=lambda: step.reason,
                  proof=step.source)
