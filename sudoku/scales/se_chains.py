"""The se scale's chains: the project's X-chains and nice loops, numbered by their length.

Sudoku Explainer reads a chain as a *forcing chain*: assume a candidate true,
follow the links, and reach the same candidate false (it goes), or assume it
false and reach it true (it is placed). On one digit alone it calls the chain a
*Turbot Fish* (from 6.6), with the links of cells too a *Forcing Chain* (from
7.0), and a loop whose every link holds both ways a *Bidirectional Cycle* (from
7.0, numbered by the candidates round it). Our alternating chains say the same
thing from the other side: one of the two ends is true, so a candidate that sees
both is false. Closed through
that candidate, a chain of ``n`` links is SE's chain of ``n + 2`` links, which
counts ``n + 3`` candidates; a chain that proves its own start counts ``n + 1``.

A longer chain is worth more: SE adds 0.1 each time the chain's length (its
candidates less two) passes the next of 4, 6, 8, 12, 16, 24, 32, ... (half
more, then a third more, in turn), which is what its ratings of our files show.

See the docs page *Difficulty*.

Example:
    >>> length_bonus(6), length_bonus(8), length_bonus(10)
    (0.0, 0.1, 0.2)
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku.board import Board
from sudoku.scales.se_steps import Numbered, SeStep
from sudoku.step import Step
from sudoku.strategies import ContinuousNiceLoop, NiceLoop, Strategy, XChain


def length_bonus(nodes: int) -> float:
    """What a chain of ``nodes`` candidates adds to its technique's base number."""
    added, ceiling, length, odd = 0, 4, nodes - 2, False
    while length > ceiling:
        added += 1
        ceiling = ceiling * 4 // 3 if odd else ceiling * 3 // 2
        odd = not odd
    return added / 10


class ChainByLength(Numbered):
    """A chain technique of SE's: each chain of ``inner`` numbered by its length.

    The inner strategies list their chains shortest first (``steps``), so the
    listing of one stops at the first chain worth more than the cheapest seen.

    Args:
        name: SE's name (``"Turbot Fish"``).
        rating: the number of its shortest chain (6.6).
        inner: an alternating chain strategy of the project.
        max_links: the longest chain it looks for, in our links.
    """

    def __init__(self, name: str, rating: float, inner: Strategy, max_links: int = 13):
        inner.max_links = max_links  # an instance's own, the class keeps its default
        super().__init__(name, rating, inner)

    def steps(self, strategy: Strategy, board: Board) -> Iterator[Step]:
        """The chains a solve would take, for each start and end the shortest, shortest first."""
        return strategy.steps(board)

    def number(self, board: Board, step: Step) -> SeStep:
        """``step`` numbered by the candidates of SE's reading of it."""
        return SeStep.of(step, self.name,
                         round(self.difficulty + length_bonus(self.nodes(step)), 1))

    def nodes(self, step: Step) -> int:
        """How many candidates SE counts in the chain of ``step``."""
        return len(step.links) + (1 if step.placements else 3)


class CycleByLength(ChainByLength):
    """SE's *Bidirectional Cycle*: a continuous loop, numbered by the candidates round it."""

    def nodes(self, step: Step) -> int:
        """The candidates round the loop: a loop's ``links`` leave out the weak link that
        closes it, so a loop of ``n`` candidates has ``n - 1`` of them."""
        return len(step.links) + 1


def turbot_fish() -> ChainByLength:
    """SE's *Turbot Fish*: X-chains of any length, from 6.6."""
    return ChainByLength("Turbot Fish", 6.6, XChain())


def forcing_chain() -> ChainByLength:
    """SE's *Forcing Chain*: chains through every kind of link, from 7.0."""
    return ChainByLength("Forcing Chain", 7.0, NiceLoop())


def bidirectional_cycle() -> CycleByLength:
    """SE's *Bidirectional Cycle*: continuous nice loops, from 7.0."""
    return CycleByLength("Bidirectional Cycle", 7.0, ContinuousNiceLoop())
