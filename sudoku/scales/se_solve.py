"""The se scale's solve: at each step, the first of Sudoku Explainer's techniques that applies.

Sudoku Explainer asks its techniques in the order of their numbers and takes,
of the first that finds something, its lowest-numbered step. ``techniques()``
lists ours in that order, each numbered as SE numbers it. Its ratings of
positions taken from our files agree: where a pointing and a claiming are both
there, its first step (ED) is the pointing's 2.6 every time (280 positions of
280); a full house (1.0) goes before a hidden single in a box (1.2) (239 of
239), and that before one in a line (1.5) (927 puzzles of 927). The path gives
the three numbers players quote:

* ER, the rating: the highest number on the path;
* EP, the pearl: the highest number up to the first step that places a digit
  (a single, or a direct technique);
* ED, the diamond: the number of the first step.

See the docs page *Difficulty*.

Example:
    >>> from sudoku import Board
    >>> path = solve(Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
    >>> path.status, path.er, path.ep, path.ed, path.hardest
    ('solved', 2.6, 1.2, 1.2, 'Pointing')
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from sudoku.board import Board
from sudoku.scales.se_chains import bidirectional_cycle, forcing_chain, turbot_fish
from sudoku.scales.se_easy import Direct, HiddenSingles, box_of_struck, where_hidden
from sudoku.scales.se_forcing import ForcingByLength, Nishio
from sudoku.scales.se_multiple import MultipleForcingChains
from sudoku.scales.se_steps import Numbered, SeStep
from sudoku.step import Step
from sudoku.strategies import (
    AlignedExclusion,
    BugPlusOne,
    Fish,
    FullHouse,
    HiddenSubset,
    LockedCandidates,
    NakedSingle,
    NakedSubset,
    Strategy,
    UniqueLoop,
    UniqueRectangle,
    XYWing,
    XYZWing,
)
from sudoku.strategies.deadline import NO_DEADLINE, Deadline


def techniques() -> tuple[Numbered, ...]:
    """SE's techniques in its order, each played by our strategies (a new set for each solve)."""
    return (
        Numbered("Full House", 1.0, FullHouse()),
        HiddenSingles(),
        Direct("Direct Pointing", 1.7, LockedCandidates("pointing"), box_of_struck),
        Direct("Direct Hidden Pair", 2.0, HiddenSubset(2), where_hidden),
        Numbered("Naked Single", 2.3, NakedSingle()),
        Direct("Direct Hidden Triplet", 2.5, HiddenSubset(3), where_hidden),
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
        FirstFound("Aligned Pair Exclusion", 6.2, AlignedExclusion(2)),
        Chains(),
        FirstFound("Aligned Triplet Exclusion", 7.5, AlignedExclusion(3)),
        Nishio(),
        MultipleForcingChains(),
        ForcingByLength((("contradiction", False),)),
        ForcingByLength((("cell", True), ("container", True))),
        ForcingByLength((("digit", True),)),
        ForcingByLength((("contradiction", True), ("cell", True), ("container", True),
                         ("digit", True)), plus=True),
        ForcingByLength((("nested", True),)),
        ForcingByLength((("nested", True),), depth=2),
    )


class FirstFound(Numbered):
    """A technique whose steps all have one number: SE takes the first it finds, so only
    that one is asked for, with ``find``, which may skip what it searched in vain before."""

    def steps(self, strategy: Strategy, board: Board) -> Iterator[Step]:
        """The first step of ``strategy``, if any."""
        step = strategy.find(board)
        return iter(() if step is None else (step,))


UR_RATINGS = {"unique rectangle type 1": 4.5, "unique rectangle type 2": 4.5,
              "unique rectangle type 3": 4.6, "unique rectangle type 4": 4.5}
"""SE's number for each type of our unique rectangles that it has."""


class UniqueRectangles(Numbered):
    """SE's unique rectangles: our types 1, 2 and 4 at 4.5, type 3 with a naked pair at 4.6.

    What SE's ratings show (of our files, and of 3,000 generated puzzles):

    * every type is 4.5, type 2 too: SE rates 4.5 all eight puzzles whose
      hardest step we find is a type 2 (one 17-clue, seven generated);
    * type 3 is 4.6 with a naked pair (a generated puzzle whose only step above
      4.4 is one). With a naked triple SE has none: a position whose hardest
      step for us is a type 3 with a triple SE rates 6.6;
    * every corner must still hold both digits of the pair. The project's
      rectangles take a corner that lost one (HoDoKu's *missing candidates*);
      SE rates 7.1 a generated puzzle that such a type 4 made 4.5.

    Its *unique loops*, the same argument on six cells or more, are the same
    technique, which SE numbers by its length: 4.6 for six cells (three 17-clue
    puzzles of our files that SE rates 4.6 need a loop of six, and now agree).
    The numbers of longer loops, 4.7 for eight cells and 5.0 for ten or more,
    are not checked against SE: no reference puzzle takes one on SE's path.
    """

    def __init__(self) -> None:
        super().__init__("Unique Rectangle", 4.5, *(UniqueRectangle(k) for k in (1, 2, 4, 3)),
                         UniqueLoop())

    def number(self, board: Board, step: Step) -> SeStep | None:
        """``step`` as SE's ``Unique Rectangle type k`` or ``Unique Loop type k`` with its
        number (``None`` if SE has none)."""
        if step.strategy == "unique loop":
            return SeStep.of(step, loop_name(step), loop_rating(len(step.cells)))
        pair = pair_of(step)
        if not all(corner.candidate_bits & pair == pair for corner in step.cells):
            return None
        if step.strategy.endswith("type 3") and not has_naked_pair(step, pair):
            return None
        return SeStep.of(step, step.strategy.replace("unique rectangle", self.name),
                         UR_RATINGS[step.strategy])


def loop_rating(cells: int) -> float:
    """SE's number for a unique loop of ``cells`` cells: 4.5, and 0.1 more for six
    cells, 0.2 for eight, 0.5 for ten or more."""
    return 4.6 if cells == 6 else 4.7 if cells == 8 else 5.0


def loop_name(step: Step) -> str:
    """SE's name for a unique loop's ``step``: ``Unique Loop type 2``, with the number of
    cells past six (``Unique Loop 8 type 1``). The type shows in what the step strikes:
    a digit other than the pair's is type 2; the pair's from one cell, type 1; from two, 4."""
    pair = {mark.digit for mark in step.marks if mark.role == "deadly"}
    if any(digit not in pair for _, digit in step.eliminations):
        kind = 2
    else:
        kind = 1 if len({cell for cell, _ in step.eliminations}) == 1 else 4
    size = f" {len(step.cells)}" if len(step.cells) > 6 else ""
    return f"Unique Loop{size} type {kind}"


def pair_of(step: Step) -> int:
    """The two digits of a rectangle's step, as a mask: what two corners (the floor) hold alone."""
    held = [corner.candidate_bits for corner in step.cells]
    return next((mask for mask in held if mask.bit_count() == 2 and held.count(mask) >= 2), 0)


def has_naked_pair(step: Step, pair: int) -> bool:
    """Whether the corners of a type 3 ``step`` that hold more than ``pair`` have two other
    digits between them, held alone by another cell of a container they share: a naked pair."""
    corners = step.cells
    guarded = [corner for corner in corners if corner.candidate_bits & ~pair]
    extra = 0
    for corner in guarded:
        extra |= corner.candidate_bits & ~pair
    shared = set(guarded[0].containers).intersection(*(each.containers for each in guarded))
    return extra.bit_count() == 2 and any(
        cell.candidate_bits == extra for container in shared for cell in container.cells
        if not cell.digit and cell not in corners)


class Chains(Numbered):
    """SE's Turbot Fish, Forcing Chain and Bidirectional Cycle, one technique: the step of
    the lowest number wins.

    With the cycles, 390 of 409 generated puzzles rated 7.1 to 8.3 by SE rate as SE
    rates them (366 without: SE took a loop of 7.1 where our chains gave 7.2).
    """

    def __init__(self) -> None:
        super().__init__("Forcing Chain", 6.6)
        self.inner = (turbot_fish(), forcing_chain(), bidirectional_cycle())

    def find_all(self, board: Board):
        """The chains and loops of all three, as each numbers them."""
        for each in self.inner:
            self.lend_bounds(each)
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
          path: Path | None = None, ceiling: float | None = None,
          max_guesses: int | None = None) -> Path:
    """Solve ``board`` (changed in place) as Sudoku Explainer does, and read the path.

    One step at a time, as SE does: each is found on the position it is taken
    on. Taking, with the first, the other steps found beside it while they
    still change something would save searches, but a step can stop being one
    SE takes once another is made (a rectangle whose corner lost a digit of its
    pair, say), and SE rates 7.1 a generated puzzle that this shortcut rated 4.5.

    Args:
        board: the puzzle.
        chain: the techniques in order (``techniques()`` by default).
        deadline: when to give up (``OutOfTime`` is raised).
        prepare: what to do to the chain first (switch on its uniqueness techniques).
        path: the path to write the steps into, kept by the caller when a bound
            ends the solve (a new one by default).
        ceiling: a number the caller only asks whether ER passes: the techniques
            numbered above it are left out, and the solve stops, stuck, where its
            next step would be above it (that step is neither taken nor on the
            path, so the board is where a longer solve would go on from). Since
            the techniques come in the order of their numbers, the path up to
            there is the one SE takes.
        max_guesses: the most guesses a count of solutions that a technique makes may
            take (a nested forcing chain's, before it widens), or ``None``.
    """
    chain = chain or techniques()
    chain = prepare(chain) if prepare else chain
    if ceiling is not None:
        chain = tuple(technique for technique in chain
                      if not is_above(technique.difficulty, ceiling))
    path = Path() if path is None else path
    while not board.is_solved():
        deadline.check()
        if board.is_broken():
            return path  # a cell or a digit has nowhere to go: no step of SE's is sound here
        for technique in chain:
            technique.deadline, technique.max_guesses = deadline, max_guesses
            found = _found(technique, board, path)
            if found:
                break
        else:
            return path
        best = min(found, key=lambda step: step.rating)
        if ceiling is not None and is_above(best.rating, ceiling):
            return path
        best.apply(board)
        path.note(best)
    path.status = "solved"
    return path


def is_above(number: float, ceiling: float) -> bool:
    """Whether ``number`` is above ``ceiling``, to the tenth (SE's numbers are sums of tenths)."""
    return round(number * 10) > round(ceiling * 10)


def _found(technique: Numbered, board: Board, path: Path) -> list[SeStep]:
    """The steps of ``technique`` to choose from: all, or, once EP is known, up to the
    first that leaves ER where it is (which of those is taken changes no number)."""
    found = []
    for step in technique.find_all(board):
        found.append(step)
        if path.ep and step.rating <= path.er:
            break
    return found
