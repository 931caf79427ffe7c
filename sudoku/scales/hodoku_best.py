"""Which instance HoDoKu takes, when a technique has several: two decorators of strategies.

For chains HoDoKu lists every instance and takes the one that strikes the most
candidates (the shortest of those), which changes the path: one long chain that
clears the way may save several short ones. ``MostEliminations`` chooses that way.

For singles it keeps queues: a single joins its queue when the move that makes
it is made, and the oldest is placed first. So a hidden single found early in
one corner is placed before one the last move made, where our strategies take
the first in the order of the grid. ``FirstSeen`` chooses the oldest. The two
differ little in the level, but a hidden single scores 14 and a naked one 4, so
the order of the singles moves the score.

Both are the Decorator pattern: each is a strategy, and holds one.

See the docs page *Difficulty*.

Examples:
    >>> from sudoku.strategies import XYChain
    >>> MostEliminations(XYChain()).name
    'XY-Chain'
"""

from __future__ import annotations

import copy
import itertools
import weakref
from collections.abc import Iterator

from sudoku.board import Board
from sudoku.step import Step
from sudoku.strategies import Strategy


class MostEliminations(Strategy):
    """``strategy``, choosing the instance that changes the most candidates, fewest cells first.

    Args:
        strategy: the strategy whose instances are compared. An alternating chain
            offers the shortest chain for each start and end (``steps``); any
            other, every instance (``find_all``).
    """

    def __init__(self, strategy: Strategy):
        super().__init__()
        self.inner = copy.copy(strategy)  # its own: ``find_all`` lends it this one's bounds
        self.name, self.difficulty = strategy.name, strategy.difficulty

    def find(self, board: Board) -> Step | None:
        """The instance of the inner strategy that changes the most, or ``None``."""
        return max(self.find_all(board), default=None, key=worth)

    def find_all(self, board: Board) -> Iterator[Step]:
        """The inner strategy's instances, which ``find`` compares."""
        self.lend_bounds(self.inner)
        steps = getattr(self.inner, "steps", None)
        return steps(board) if callable(steps) else self.inner.find_all(board)

    def holds_for(self, layout) -> bool:
        """Whether the inner strategy holds for ``layout``."""
        return self.inner.holds_for(layout)

    def __repr__(self) -> str:
        return f"MostEliminations({self.inner!r})"


def worth(step: Step) -> tuple[int, int]:
    """How a step ranks: the more it changes the better, then the fewer cells it uses."""
    return len(step.placements) + len(step.eliminations), -len(step.cells)


class FirstSeen(Strategy):
    """``strategy``, choosing the instance it has offered for the longest (a queue).

    It remembers, per board, when each placement was first offered; one not
    offered any more is forgotten. Among those first offered together, the
    order of ``find_all`` decides.

    Args:
        strategy: a strategy that places digits (the singles).
    """

    def __init__(self, strategy: Strategy):
        super().__init__()
        self.inner = copy.copy(strategy)  # its own: ``find`` lends it this one's bounds
        self.name, self.difficulty = strategy.name, strategy.difficulty
        self.is_fast = strategy.is_fast
        self.seen: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self.clock = itertools.count()

    def find(self, board: Board) -> Step | None:
        """The oldest instance the inner strategy still offers on ``board``, or ``None``."""
        self.lend_bounds(self.inner)
        before = self.seen.get(board, {})
        now = {}
        for step in self.inner.find_all(board):
            key = step.placements
            now[key] = before.get(key) or (next(self.clock), step)
        self.seen[board] = now
        return min(now.values(), key=lambda pair: pair[0], default=(0, None))[1]

    def holds_for(self, layout) -> bool:
        """Whether the inner strategy holds for ``layout``."""
        return self.inner.holds_for(layout)

    def __repr__(self) -> str:
        return f"FirstSeen({self.inner!r})"
