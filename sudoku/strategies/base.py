"""The Strategy base class: Strategy, Template Method and Chain of Responsibility in one.

TL;DR: each solving technique is a class with one method to write,
[`Strategy.find`][sudoku.strategies.base.Strategy.find]. The fixed method [`Strategy.handle`][sudoku.strategies.base.Strategy.handle] is the
template: ask ``find``, and if it finds nothing, pass the board to the next
link of the chain. A chain runs its links in order, easiest first, so the
first technique that applies is the one used.

You have seen a chain of responsibility as web middleware (each layer handles
a request or passes it on) and as logging handlers. See the docs pages
*Patterns / Strategy* and *Patterns / Chain of Responsibility*.

Examples:
    >>> from sudoku import Board
    >>> from sudoku.strategies import HiddenSingle, NakedSingle, link
    >>> chain = link([HiddenSingle(), NakedSingle()])
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(chain.handle(board))
    r3c7=5: hidden single, the only place for 5 in row 3
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterable
from typing import TYPE_CHECKING

from sudoku.difficulty import level

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.layout import Layout
    from sudoku.step import Step


class Strategy:
    """A solving technique: it finds a step, and never changes the board.

    Attributes:
        name: the technique's name in players' words, e.g. ``"hidden single"``.
        description: two to four plain sentences for a player: what to look for
            and why it works (the docs page *Strategies* shows them).
        difficulty: its number on the difficulty scale (Sudoku Explainer's ratings).
        is_fast: whether ``sudoku solve`` runs it by default (the singles, locked
            candidates and guessing).
        requires_uniqueness: whether it is only sound on a puzzle with exactly one
            solution (see ``sudoku.strategies.assuming_unique``).
        successor: the next link of the chain, or ``None`` at the end.
    """

    name = "strategy"
    description = "No description yet: this strategy's class sets no ``description``."
    difficulty = 0.0
    is_fast = False
    requires_uniqueness = False

    def __init__(self) -> None:
        self.successor: Strategy | None = None

    def find(self, board: Board) -> Step | None:
        """Look for a step on ``board``; return it, or ``None`` if the technique does not apply.

        This is the one method a new technique writes. It may read anything on
        the board, and must change none of its cells, candidates or containers.
        """
        raise NotImplementedError

    def holds_for(self, layout: Layout) -> bool:
        """Whether the technique is sound on puzzles of ``layout`` (by default, on every one).

        A technique that reasons about containers alone holds for any shape. One
        that needs more (fish need rows and columns that each cover the grid once)
        says so here, and a chain built for another shape leaves it out (see
        ``sudoku.strategies.chain_for``).
        """
        return True

    def handle(self, board: Board) -> Step | None:
        """Find a step here, or pass ``board`` down the chain (the fixed template)."""
        step = self.find(board)
        if step is None and self.successor is not None:
            return self.successor.handle(board)
        return step

    @property
    def level(self) -> str:
        """The name of the difficulty level of this technique (see the module ``sudoku.difficulty``)."""
        return level(self.difficulty)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def link(strategies: Iterable[Strategy]) -> Strategy | None:
    """Join copies of ``strategies`` into a chain and return its first link.

    Each chain gets its own copies, so one strategy object (such as those in
    ``DEFAULT_CHAIN``) can stand in many chains at once.
    """
    links = [copy.copy(strategy) for strategy in strategies]
    for current, following in itertools.pairwise(links):
        current.successor = following
    if links:
        links[-1].successor = None
    return links[0] if links else None
