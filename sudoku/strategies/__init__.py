"""The built-in strategies, and ``DEFAULT_CHAIN``: all of them, easiest first.

The order of the chain is the order of the difficulty scale; guessing comes
last. ``sudoku solve`` runs only the fast part of it ([`FAST_CHAIN`][sudoku.strategies.FAST_CHAIN]).

Examples:
    >>> [strategy.name for strategy in DEFAULT_CHAIN]
    ['hidden single', 'naked single', 'guess']
"""

from sudoku.strategies.base import Strategy, link
from sudoku.strategies.guess import Guess
from sudoku.strategies.hidden_single import HiddenSingle
from sudoku.strategies.naked_single import NakedSingle

DEFAULT_CHAIN: tuple[Strategy, ...] = (
    HiddenSingle(),
    NakedSingle(),
    Guess(),
)
"""Every built-in strategy, ordered by difficulty, guessing last."""

FAST_CHAIN: tuple[Strategy, ...] = tuple(s for s in DEFAULT_CHAIN if s.is_fast)
"""The part of the chain that ``sudoku solve`` runs by default: singles and guessing."""

HUMAN_CHAIN: tuple[Strategy, ...] = tuple(s for s in DEFAULT_CHAIN if not isinstance(s, Guess))
"""The deductions of the chain without guessing: what ``explain``, ``hint`` and ``rate`` run."""


def by_name(name: str) -> Strategy:
    """The strategy of ``DEFAULT_CHAIN`` called ``name`` (``"naked-single"`` works too).

    Raises:
        SudokuError: for an unknown name, listing the known ones.
    """
    from sudoku.errors import SudokuError

    wanted = name.strip().lower().replace("-", " ").replace("_", " ")
    for strategy in DEFAULT_CHAIN:
        if strategy.name == wanted:
            return strategy
    known = ", ".join(s.name.replace(" ", "-") for s in DEFAULT_CHAIN)
    raise SudokuError(f"unknown strategy {name!r}; known strategies: {known}")


__all__ = ["DEFAULT_CHAIN", "FAST_CHAIN", "HUMAN_CHAIN", "Guess", "HiddenSingle", "NakedSingle", "Strategy",
           "by_name", "link"]
