"""SE-numbered techniques: the project's strategies, each step given Sudoku Explainer's number.

Sudoku Explainer (SE) names and numbers a step by its technique, and for some
techniques by the step's own shape: a hidden single is worth less in a box than
in a line, a chain more the longer it is. So the se scale wraps the project's
strategies in [`Numbered`][sudoku.scales.se_steps.Numbered] techniques (the
Decorator pattern, as ``hodoku_best`` does): each lists the steps of the
strategies it holds and gives every step SE's name and number, as an
[`SeStep`][sudoku.scales.se_steps.SeStep]. The techniques never change the board.

See the docs page *Difficulty*.

Example:
    >>> from sudoku import Board
    >>> from sudoku.strategies import NakedSingle
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> step = Numbered("Naked Single", 2.3, NakedSingle()).find(board)
    >>> step.strategy, step.rating
    ('Naked Single', 2.3)
"""

from __future__ import annotations

import copy
from collections.abc import Iterator

from sudoku.board import Board
from sudoku.step import Step
from sudoku.strategies import Strategy


class SeStep(Step):
    """A step of the se scale's path: a step with its number on SE's scale.

    Args:
        rating: the step's number on SE's scale.
        *args: as for ``Step`` (the technique's name in SE's words first).
        proof: the project's step it stands for, if any (a forcing chain keeps its proof there).
        **kwargs: as for ``Step``.

    Attributes:
        rating: as given.
        source: as given as ``proof``.
    """

    def __init__(self, rating: float, *args: object, proof: Step | None = None,
                 **kwargs: object):
        super().__init__(*args, **kwargs)
        self.rating, self.source = rating, proof

    @classmethod
    def of(cls, step: Step, name: str, rating: float, placements=None,
           eliminations=None) -> SeStep:
        """``step`` under SE's ``name`` and ``rating`` (with other results, if given)."""
        return cls(rating, name,
                   step.placements if placements is None else placements,
                   step.eliminations if eliminations is None else eliminations,
                   cells=step.cells, containers=step.containers,
                   reason=lambda: step.reason, marks=step.marks, links=step.links, proof=step)

    def tree(self) -> str:
        """The tree of implications of the forcing chain behind it (empty for other steps)."""
        return self.source.tree() if self.source is not None else ""

    def __getstate__(self) -> dict:
        return {**super().__getstate__(), "rating": self.rating, "source": None}


class Numbered(Strategy):
    """One of SE's techniques, played by the project's strategies, with SE's number for each step.

    A subclass that numbers steps by their shape overrides ``number``; one that
    reads the inner strategies' steps in another way overrides ``steps``.

    Args:
        name: SE's name for the technique.
        rating: SE's number for it (the least, for a technique numbered by shape).
        *inner: the project's strategies whose steps it takes, in order.
    """

    def __init__(self, name: str, rating: float, *inner: Strategy):
        super().__init__()
        self.name, self.difficulty, self.inner = name, rating, inner
        self.requires_uniqueness = any(each.requires_uniqueness for each in inner)

    def find(self, board: Board) -> SeStep | None:
        """The step SE would take: the lowest-numbered one (the first of those)."""
        return min(self.find_all(board), key=lambda step: step.rating, default=None)

    def find_all(self, board: Board) -> Iterator[SeStep]:
        """Every step of the inner strategies that SE numbers, as ``SeStep``."""
        for strategy in self.inner:
            self.lend_bounds(strategy)
            for step in self.steps(strategy, board):
                numbered = self.number(board, step)
                if numbered is not None:
                    yield numbered

    def steps(self, strategy: Strategy, board: Board) -> Iterator[Step]:
        """The steps of one inner strategy to number (all of them, by default)."""
        return strategy.find_all(board)

    def number(self, board: Board, step: Step) -> SeStep | None:
        """``step`` with SE's name and number, or ``None`` if SE would not take it."""
        return SeStep.of(step, self.name, self.difficulty)

    def assuming_unique(self, check=None) -> Numbered:
        """A copy whose uniqueness strategies use the puzzle's uniqueness (see ``check``)."""
        twin = copy.copy(self)
        twin.inner = tuple(each.assuming_unique(check) if each.requires_uniqueness else each
                           for each in self.inner)
        return twin

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, {self.difficulty})"
