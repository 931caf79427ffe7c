"""HoDoKu's scale: a level word (Easy to Extreme) and a score, the sum of the steps' scores.

HoDoKu 2.2.0 solves as a person would, trying its techniques in a fixed order,
and prices every step of the path by its technique: 4 for a naked single, 14
for a hidden single, 50 for locked candidates, up to 500 and 700 for forcing
chains and nets (``sudoku.scales.hodoku_techniques`` lists them all, and says
how they were measured). The score is their sum. The level is the level of the
hardest technique used, raised while the score passes the level's limit: a
long path of easy steps makes a harder puzzle.

This scale runs our strategies in HoDoKu's order (``ORDER``), so that the path
is close to HoDoKu's, and reads each step as the HoDoKu technique it is (see
``sudoku.scales.hodoku_names``). Two techniques of HoDoKu's are ours in a new
order: *locked pairs and triples*, naked subsets in a box and a line, which
HoDoKu tries before locked candidates (``LockedSubset``). Where a technique
has several instances, it takes the one HoDoKu takes (``sudoku.scales.hodoku_best``):
the single that has waited longest, the chain that strikes the most.

See the docs page *Difficulty*.

Example:
    >>> from sudoku import Board
    >>> rated = HodokuScale().rate(Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"))
    >>> rated.level, rated.number, rated.hardest  # HoDoKu prints "Easy (204)"
    ('Easy', 204.0, 'Naked Single')
"""

from __future__ import annotations

from typing import ClassVar

from sudoku.rating import Rating
from sudoku.scales import Scale, ScaledRating, register
from sudoku.scales.hodoku_best import FirstSeen, MostEliminations
from sudoku.scales.hodoku_names import NAMES, hodoku_name
from sudoku.scales.hodoku_techniques import LEVELS, TECHNIQUES, raised
from sudoku.step import Step
from sudoku.strategies import HUMAN_CHAIN, Strategy
from sudoku.strategies.naked_subset import NakedSubset


class LockedSubset(NakedSubset):
    """A naked pair or triple that clears a box and a line at once: HoDoKu's *locked* subset.

    Its cells share a box and a line, and both lose candidates (one that
    clears only one of the two is a plain naked subset to HoDoKu, tried later).

    Args:
        size: 2 for a locked pair, 3 for a locked triple.
    """

    sizes: ClassVar[dict[int, tuple[str, float]]] = {
        2: ("locked pair", 3.0), 3: ("locked triple", 3.6)}

    def _step(self, board, cells, digits):
        """The step of a naked subset, if it strikes in two containers (else ``None``)."""
        step = super()._step(board, cells, digits)
        return step if step is not None and len(step.containers) >= 2 else None

    def __repr__(self) -> str:
        return f"LockedSubset({self.size})"


ORDER: tuple[str, ...] = (
    "full house", "naked single", "hidden single", "locked pair", "locked triple",
    "pointing", "claiming", "naked pair", "naked triple", "hidden pair", "hidden triple",
    "naked quad", "hidden quad", "X-Wing", "Swordfish", "Jellyfish", "remote pair", "BUG+1",
    "Skyscraper", "2-String Kite", "Turbot Fish", "Empty Rectangle", "W-Wing", "XY-Wing",
    "XYZ-Wing", *(f"unique rectangle type {n}" for n in range(1, 7)), "hidden rectangle",
    "avoidable rectangle type 1", "avoidable rectangle type 2", "finned X-Wing",
    "finned Swordfish", "finned Jellyfish", "Sue de Coq", "simple colouring",
    "multi-colour trap", "multi-colour wrap", "X-Chain", "XY-Chain", "continuous nice loop",
    "nice loop", "grouped continuous nice loop", "grouped nice loop", "ALS-XZ", "ALS-XY-Wing",
    "ALS-XY-Chain", "Death Blossom", "contradiction forcing chain", "cell forcing chain",
    "container forcing chain", "dynamic contradiction forcing chain",
    "dynamic cell forcing chain", "dynamic container forcing chain",
    "dynamic digit forcing chain", "nested forcing chain", "doubly nested forcing chain",
    "Template Set", "Template Delete",
)
"""Our strategies by name, in the order HoDoKu's solver tries its techniques."""


BEST: frozenset[str] = frozenset({
    "X-Chain", "XY-Chain", "continuous nice loop", "nice loop", "grouped continuous nice loop",
    "grouped nice loop"})
"""The strategies whose instances HoDoKu compares, taking the one that strikes the most."""


QUEUED: frozenset[str] = frozenset({"naked single", "hidden single"})
"""The strategies whose instances HoDoKu queues, taking the oldest."""


class HodokuScale(Scale):
    """HoDoKu's level and score: its order of techniques, and a price for each step."""

    name = "hodoku"
    title = "HoDoKu (score, level)"
    figure_names = ("hardest_score", "raised")
    levels = LEVELS
    number_is_hardest = False

    def __init__(self) -> None:
        ours = {strategy.name: strategy for strategy in HUMAN_CHAIN}
        ours.update((each.name, each) for each in (LockedSubset(2), LockedSubset(3)))
        self._chain = tuple(self._chosen(ours[name]) for name in ORDER if name in ours)

    @staticmethod
    def _chosen(strategy: Strategy) -> Strategy:
        """``strategy``, choosing among its instances as HoDoKu does."""
        if strategy.name in BEST:
            return MostEliminations(strategy)
        return FirstSeen(strategy) if strategy.name in QUEUED else strategy

    def chain(self) -> tuple[Strategy, ...]:
        """Our strategies in HoDoKu's order, locked subsets included."""
        return self._chain

    def number(self, step: Step, strategy: Strategy) -> float:
        """HoDoKu's score for ``step``'s technique."""
        return TECHNIQUES[self.step_name(step, strategy)][0]

    def step_name(self, step: Step, strategy: Strategy) -> str:
        """HoDoKu's name for ``step``'s technique."""
        return hodoku_name(step, strategy)

    def read(self, rating: Rating) -> ScaledRating:
        """``rating``'s path in HoDoKu's way: the score, the level, the hardest technique.

        The figures are the score of the hardest step (``"hardest_score"``) and
        how many levels the score raised the puzzle above its hardest technique's
        (``"raised"``). A chain left stuck is where HoDoKu would guess: its
        *Brute Force* step is added, and the puzzle is Extreme. A solve that
        gave up, or a puzzle without one solution, has no level.
        """
        by_name = {strategy.name: strategy for strategy in self.chain()}
        priced = [self.step_name(step, by_name[step.strategy]) for step in rating.result.steps
                  if step.strategy in by_name]
        if rating.status == "stuck":
            priced.append("Brute Force")
        score = sum(TECHNIQUES[name][0] for name in priced)
        hardest = max(priced, default=None, key=lambda name: (
            LEVELS.index(TECHNIQUES[name][1]), TECHNIQUES[name][0]))
        level, figures = "", {}
        if hardest is not None and rating.status in ("solved", "stuck"):
            level = raised(TECHNIQUES[hardest][1], score)
            figures = {"hardest_score": float(TECHNIQUES[hardest][0]),
                       "raised": float(LEVELS.index(level) - LEVELS.index(TECHNIQUES[hardest][1]))}
        return ScaledRating(self.name, rating, float(score), level, hardest, figures)

    def rates(self, strategy: Strategy) -> str:
        """The score and level of ``strategy``'s technique in HoDoKu: ``"50, Medium"``."""
        name = NAMES.get(strategy.name)
        if name is None or name not in TECHNIQUES:
            return ""
        score, level = TECHNIQUES[name][:2]
        return f"{score}, {level}"

    def describe(self, rated: ScaledRating) -> str:
        """``rated`` as HoDoKu prints it: ``Hard (1234), hardest XY-Wing``."""
        return f"{rated.level} ({rated.number:.0f}), hardest {rated.hardest}"


register([HodokuScale()])
