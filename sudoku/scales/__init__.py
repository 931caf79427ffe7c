"""Scales: the numbers players quote, each an ordered chain and a way to number its steps.

A rating is a solve and a reading of it. Which techniques a person tries, in
what order, and what each step is worth differ from one rating program to the
next, so each scale is an object with the two answers (the Strategy pattern,
once more): [`Scale.chain`][sudoku.scales.Scale.chain] gives the human chain in
the scale's order, and [`Scale.number`][sudoku.scales.Scale.number] what one
step of the path is worth. [`Scale.rate`][sudoku.scales.Scale.rate] runs the
one on the board and reads the path with the other.

- ``ours`` (the default): the project's chain and numbers (``sudoku.difficulty``),
  the hardest step's number and its level name.
- ``se``: Sudoku Explainer's ER, EP and ED (``sudoku.scales.se``).
- ``hodoku``: HoDoKu's level and score (``sudoku.scales.hodoku``).

See the docs page *Difficulty*.

Examples:
    >>> from sudoku import Board
    >>> puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    >>> rated = scale("ours").rate(Board.from_text(puzzle))
    >>> rated.status, rated.hardest, rated.number, rated.level, rated.steps
    ('solved', 'hidden single', 1.2, 'easy', 51)
    >>> sorted(SCALES)
    ['hodoku', 'ours', 'se']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from sudoku.board import Board
from sudoku.difficulty import GUESSING, LEVELS, level
from sudoku.errors import SudokuError
from sudoku.rating import Rating, human_solve
from sudoku.step import Step
from sudoku.strategies import HUMAN_CHAIN, Deadline, Strategy


@dataclass
class ScaledRating:
    """A puzzle's rating on one scale.

    Attributes:
        scale: the scale's name (``"ours"``, ``"se"``, ``"hodoku"``).
        rating: the solve it reads (status, path, hardest strategy of the chain).
        number: the scale's main number: the hardest step's (ours, SE's ER) or
            the sum of the steps' (HoDoKu's score); 0.0 without a step.
        level: the scale's word for the puzzle (``"fiendish"``, ``"Hard"``); empty if none.
        hardest: the name, in the scale's words, of the step with the highest number.
        figures: the scale's other numbers, by name (SE's ``ep`` and ``ed``).
    """

    scale: str
    rating: Rating
    number: float
    level: str
    hardest: str | None
    figures: dict[str, float] = field(default_factory=dict)

    @property
    def status(self) -> str:
        """How the solve ended: ``"solved"``, or a verdict (see ``sudoku.rating.Rating``)."""
        return self.rating.status

    @property
    def steps(self) -> int:
        """The number of steps on the path."""
        return self.rating.steps


class Scale:
    """One way to rate a puzzle: an ordered chain, and a number for each step of its path.

    A subclass overrides what differs: the chain, the number of a step, the
    name of a step, and how the numbers of a path add up. This one is ``ours``.
    """

    name = "ours"
    """How ``rate --scale`` names it."""

    title = "ours"
    """How the docs and the benchmark name it."""

    figure_names: tuple[str, ...] = ()
    """The names of the other numbers its ratings report (keys of ``ScaledRating.figures``)."""

    levels: tuple[str, ...] = tuple(name for name, _ in LEVELS)
    """Its level words, easiest first (``generate --scale NAME --level WORD`` takes them)."""

    goes_on = False
    """Whether ``go_on`` can go on with a path from the position where it stopped."""

    number_is_hardest = True
    """Whether its number is the hardest step's (ours, SE's ER), so that ``generate --er``
    can ask for it; HoDoKu's score is a sum over the path instead."""

    def chain(self) -> tuple[Strategy, ...]:
        """The human chain in this scale's order (its uniqueness strategies are switched on
        per puzzle, when the puzzle has one solution)."""
        return HUMAN_CHAIN

    def number(self, step: Step, strategy: Strategy) -> float:
        """What ``step``, taken by ``strategy`` of the chain, is worth on this scale."""
        return strategy.difficulty

    def reach(self) -> tuple[float, float]:
        """The least and the most a step can be worth on this scale: its numbers' range."""
        worth = [strategy.difficulty for strategy in self.chain()]
        return min(worth), max(worth)

    def step_name(self, step: Step, strategy: Strategy) -> str:
        """The name this scale gives to ``step``."""
        return strategy.name

    def rate(self, board: Board, *, timeout: float | None = None,
             max_guesses: int | None = None, ceiling: float | None = None) -> ScaledRating:
        """Solve ``board`` with this scale's chain, and read the path on this scale.

        Args:
            board: the puzzle; it is left where the solve ends.
            timeout: seconds after which the rating gives up (status ``gave_up``).
            max_guesses: the most guesses the counts of solutions may make.
            ceiling: for a caller that only needs to know whether the number is above
                this one (a search for a puzzle of a given ER): a scale may then stop,
                ``stuck``, where its path would pass it. This one rates in full.
        """
        rating = human_solve(board, self.chain(), deadline=Deadline(timeout),
                             max_guesses=max_guesses)
        return self.read(rating)

    def go_on(self, board: Board, rated: ScaledRating, *, timeout: float | None = None,
              ceiling: float | None = None) -> ScaledRating:
        """The path of ``rated``, cut short by ``ceiling`` on ``board``, gone on from there
        after more digits of the solution were placed, where the scale ``goes_on``.

        A search for a puzzle of a given number (``sudoku.rated``) puts givens
        back into a puzzle that was too hard: a scale that can go on from where
        its path stopped tells in a fraction of a full rating which of them are
        worth rating in full.

        Raises:
            NotImplementedError: from a scale that rates from the givens only, as this one.
        """
        raise NotImplementedError(f"the {self.name} scale rates from the givens only")

    def read(self, rating: Rating) -> ScaledRating:
        """``rating``'s path on this scale: the hardest step, its number and its level."""
        by_name = {strategy.name: strategy for strategy in self.chain()}
        numbered = [(self.number(step, by_name[step.strategy]),
                     self.step_name(step, by_name[step.strategy]))
                    for step in rating.result.steps if step.strategy in by_name]
        number, hardest = max(numbered, key=lambda pair: pair[0], default=(0.0, None))
        return ScaledRating(self.name, rating, number, self.level_of(number, rating), hardest)

    def rates(self, strategy: Strategy) -> str:
        """How this scale numbers the steps of ``strategy``, in a few characters (``"2.6"``),
        or ``""`` when its chain has no such technique: a cell of the docs' table."""
        return f"{strategy.difficulty}"

    def describe(self, rated: ScaledRating) -> str:
        """``rated`` in a few words, as ``sudoku rate`` prints it: ``hidden single 1.2 easy``."""
        return f"{rated.hardest} {rated.number} {rated.level}"

    def level_of(self, number: float, rating: Rating) -> str:
        """The level word for a path whose hardest step is worth ``number``.

        Never ``"guessing"`` for a path that took no guess: SE numbers its nested
        forcing chains 10.0 and up, and those are deductions, of the hardest level.
        """
        if number >= GUESSING and not any(step.is_guess for step in rating.result.steps):
            return self.levels[-1]
        return level(number)


def comparison_table(strategies: Iterable[Strategy] = HUMAN_CHAIN) -> str:
    """A markdown table: each strategy, and how every scale numbers its steps.

    The docs page *Difficulty* shows it; it is made from the scales as the site builds.
    """
    columns = [SCALES[name] for name in ("ours", "se", "hodoku") if name in SCALES]
    lines = ["| technique | " + " | ".join(each.title for each in columns) + " |",
             "|---|" + "---|" * len(columns)]
    lines += [f"| {strategy.name} | " + " | ".join(each.rates(strategy) or "-"
                                                  for each in columns) + " |"
              for strategy in strategies]
    return "\n".join(lines)


SCALES: dict[str, Scale] = {}
"""Every scale by its name; ``sudoku.scales.se`` and ``sudoku.scales.hodoku`` add theirs."""


def register(scales: Iterable[Scale]) -> None:
    """Add ``scales`` to ``SCALES`` under their names."""
    for each in scales:
        SCALES[each.name] = each


def scale(name: str) -> Scale:
    """The scale called ``name``.

    Raises:
        SudokuError: for an unknown name, listing the known ones.
    """
    try:
        return SCALES[name]
    except KeyError:
        raise SudokuError(f"unknown scale {name!r}; known scales: "
                          f"{', '.join(sorted(SCALES))}") from None


register([Scale()])

from sudoku.scales import hodoku, se  # they register themselves; after Scale, which they use

__all__ = ["SCALES", "Scale", "ScaledRating", "comparison_table", "hodoku", "register", "scale",
           "se"]
