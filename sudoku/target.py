"""The target of a request for a puzzle, and the verdict of one solve on a puzzle.

TL;DR: a puzzle that needs a technique is one the human chain cut just after
the technique finishes, with a step of it as the hardest. One solve of that
cut chain tells whether a puzzle is too easy, too hard, or a match, which is
what ``sudoku.rated`` asks of every puzzle it makes.

Why one solve tells it all: the human chain takes the easiest step that
applies, so the chain cut after a technique walks the path of the whole chain
until it gets stuck. If it finishes and the technique took a step, the chain
cut *before* the technique gets stuck there, and the whole chain (so
[`rate`][sudoku.rating.rate]) follows the same path: the technique is the
hardest the puzzle needs. Finished without it, the puzzle is too easy; stuck,
too hard. A level is a run of techniques in the chain, and works the same way.

See the docs page *Difficulty*.

Examples:
    >>> from sudoku import CLASSIC, Board
    >>> from sudoku.rating import rate
    >>> goal = target(CLASSIC, needs="hidden single")
    >>> goal.wanted, [strategy.name for strategy in goal.chain]
    ('that needs hidden single', ['full house', 'hidden single'])
    >>> goal.judge(rate(Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
    ...     goal.chain))
    'match'
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sudoku.board import Board
from sudoku.difficulty import LEVELS
from sudoku.errors import SudokuError
from sudoku.layout import Layout
from sudoku.rating import Rating, rate
from sudoku.solver import SOLVED, Result, Solver
from sudoku.strategies import (
    HUMAN_CHAIN,
    Deadline,
    Strategy,
    assuming_unique,
    by_name,
    chain_for,
)

TOO_EASY, MATCH, TOO_HARD = "too easy", "match", "too hard"
"""The verdicts on a puzzle."""


@dataclass(frozen=True)
class Target:
    """What a puzzle must be: a step of ``chain[first:]`` the hardest on a path ``chain`` finishes.

    Attributes:
        chain: the human chain for the layout, cut just after the target.
        first: where the target starts in ``chain``: one technique, or a whole level.
        wanted: the request in words, such as ``"that needs X-Wing"``.
    """

    chain: tuple[Strategy, ...]
    first: int
    wanted: str

    def judge(self, rating: Rating) -> str:
        """``TOO_HARD`` when the chain is stuck, ``MATCH`` when the hardest step is the target."""
        if rating.status != SOLVED:
            return TOO_HARD
        targets = [strategy.name for strategy in self.chain[self.first:]]
        return MATCH if rating.hardest and rating.hardest.name in targets else TOO_EASY

    def distance(self, rating: Rating) -> float:
        """How far the hardest step of a finished path is from the target on the scale."""
        low, high = self.chain[self.first].difficulty, self.chain[-1].difficulty
        return max(low - rating.difficulty, rating.difficulty - high, 0.0)

    def rate(self, board: Board, timeout: float | None = None) -> Rating:
        """The one solve that judges ``board``: the cut chain's, given up after ``timeout`` s."""
        return rate(board, self.chain, timeout=timeout)

    def describe(self, rating: Rating) -> str:
        """A finished path in a few words, as ``generate`` prints it: ``X-Wing 3.2 hard``."""
        return f"{rating.hardest.name} {rating.hardest.difficulty} {rating.level}"

    @property
    def singles_are_too_easy(self) -> bool:
        """Whether a puzzle the singles finish is too easy: both come before the target."""
        easier = {strategy.name for strategy in self.chain[:self.first]}
        return {"hidden single", "naked single"} <= easier

    goes_on = True
    """A search may go on from where the cut chain got stuck (``stop``, ``may_match``)."""

    def stop(self, board: Board, deadline: Deadline) -> Result:
        """Solve ``board`` with the cut chain, which leaves it where the chain got stuck."""
        return Solver(self.chain, deadline=deadline).solve(board)

    def may_match(self, board: Board, stopped: Result, deadline: Deadline) -> bool:
        """Whether the cut chain, gone on from where it ``stopped`` on ``board`` (with more
        digits placed since), finishes: stuck again, it would be stuck from the givens too
        (a solve only gains from what it knows); a finish is worth judging from the givens."""
        return Solver(self.chain, deadline=deadline).solve(board).status == SOLVED


def number_asked(er: float) -> float:
    """``er``, a number asked of the hardest step, to the tenth.

    Raises:
        SudokuError: for anything but a finite number above 0, given to the tenth (a
            number such as 1.25 sits between two tenths, and no step is worth it).
    """
    if isinstance(er, bool) or not isinstance(er, int | float) or not 0 < er < math.inf:
        shown = f"{er:g}" if isinstance(er, float) else repr(er)  # the CLI's -3 is -3.0 here
        raise SudokuError(f"--er must be a number above 0, not {shown}")
    if abs(er - round(er, 1)) > 1e-9:
        low, high = math.floor(er * 10) / 10, math.ceil(er * 10) / 10
        raise SudokuError(f"--er is a number to the tenth, such as {low} or {high}; "
                          f"not {er!r}")
    return round(er, 1)


def target(layout: Layout, level: str | None = None, needs: str | None = None,
           er: float | None = None) -> Target:
    """The target of a request for a ``level``, a technique the puzzle ``needs``, or a number.

    ``er`` asks for the hardest step's number (``sudoku.difficulty``), to the
    tenth: the techniques of that number, a run of the chain, which is in the
    order of the numbers.

    Raises:
        SudokuError: for two requests or none, an unknown level or technique, guessing,
            a technique that does not hold for ``layout``, or a number no technique has.

    Examples:
        >>> from sudoku import CLASSIC
        >>> goal = target(CLASSIC, level="medium")
        >>> goal.wanted, [strategy.name for strategy in goal.chain[goal.first:]]
        ('rated medium', ['naked single', 'pointing', 'claiming'])
    """
    chain = chain_for(layout, assuming_unique(HUMAN_CHAIN))
    names = [strategy.name for strategy in chain]
    if er is not None:
        if level is not None or needs is not None:
            raise SudokuError("ask for one of a level, a technique the puzzle needs and a number")
        tenths = round(number_asked(er) * 10)
        inside = [index for index, strategy in enumerate(chain)
                  if round(strategy.difficulty * 10) == tenths]
        if not inside:
            raise SudokuError(f"no technique of the human chain is worth {er:g} (the numbers "
                              f"are on the docs' Difficulty page)")
        return Target(chain[:inside[-1] + 1], inside[0], f"whose hardest step is {er:g}")
    if (level is None) == (needs is None):
        raise SudokuError("ask for one of a level and a technique the puzzle needs")
    if needs is not None:
        name = by_name(needs).name
        if name == "guess":
            raise SudokuError("guessing is not a technique a puzzle can need: "
                              "the human chain never guesses")
        if name not in names:
            raise SudokuError(f"{name} does not hold for the {layout.name} layout, "
                              f"so no puzzle of it can need it")
        return Target(chain[:names.index(name) + 1], names.index(name), f"that needs {name}")
    if level not in [name for name, _ in LEVELS]:
        raise SudokuError(f"unknown level {level!r}; levels are "
                          f"{', '.join(name for name, _ in LEVELS)}")
    inside = [index for index, strategy in enumerate(chain) if strategy.level == level]
    return Target(chain[:inside[-1] + 1], inside[0], f"rated {level}")
