"""The target of a request for a puzzle on a rating scale: a level word, or a number (SE's ER).

TL;DR: a [`Target`][sudoku.target.Target] judges a puzzle by one solve of our
human chain, cut after the technique. Another scale (``sudoku.scales``) solves
in its own order and numbers the steps its own way, so a ``ScaleTarget``
judges by that scale's whole rating instead: too easy when the puzzle's level
or number is below the one asked, a match when equal, too hard when above or
when the scale cannot finish it without guessing. ``sudoku.rated`` searches
with it just as with a ``Target`` (givens put back make a puzzle easier, on
every scale), at the price of a full rating per puzzle judged: from a few
milliseconds (ours) to a few hundred (SE's chains and forcing chains).

A level is one of the scale's words (HoDoKu's ``Easy`` to ``Extreme``; ours and
SE's: ``easy`` to ``diabolical``), in any case. A number (``er``) is the
hardest step's, to the tenth: it means something only on a scale whose number
is its hardest step's (ours, SE's ER), not on HoDoKu's, whose score is a sum.

See the docs page *Difficulty*.

Examples:
    >>> goal = scale_target("hodoku", level="hard")
    >>> goal.wanted, goal.level
    ('rated Hard on the hodoku scale', 'Hard')
    >>> scale_target("ours", er=7.5).wanted
    'whose hardest step is 7.5 on the ours scale'
    >>> scale_target("hodoku", er=7.5)
    Traceback (most recent call last):
    ...
    sudoku.errors.SudokuError: --er asks for the number of the hardest step, but the hodoku \
scale's number is a score, the sum of the steps'; ask for a level of Easy, Medium, Hard, \
Unfair, Extreme
"""

from __future__ import annotations

from dataclasses import dataclass

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.scales import Scale, ScaledRating, scale
from sudoku.solver import SOLVED
from sudoku.strategies import Deadline
from sudoku.target import MATCH, TOO_EASY, TOO_HARD, number_asked


def level_words(on: Scale) -> tuple[str, ...]:
    """The level words of the scale ``on``, easiest first."""
    return tuple(on.levels)


def numbers_by_hardest(on: Scale) -> bool:
    """Whether the number of the scale ``on`` is its hardest step's, as ours and SE's ER are."""
    return on.number_is_hardest


@dataclass(frozen=True)
class ScaleTarget:
    """What a puzzle must be on a scale: rated ``level``, or with its hardest step worth ``er``.

    It answers what [`Search`][sudoku.search.Search] asks of a target, as a
    [`Target`][sudoku.target.Target] does, by the scale's rating.

    Attributes:
        scale: the scale that rates.
        level: the scale's level word asked for, or ``None``.
        er: the number asked for, to the tenth, or ``None``.
        wanted: the request in words, such as ``"rated Hard on the hodoku scale"``.
    """

    scale: Scale
    level: str | None
    er: float | None
    wanted: str

    singles_are_too_easy = False
    """The singles' verdict is the scale's to give (a long path of singles is Medium to HoDoKu)."""


    def rate(self, board: Board, timeout: float | None = None) -> ScaledRating:
        """The scale's rating of ``board``, given up after ``timeout`` seconds (and, for a
        number asked, cut short where the path passes it: the puzzle is then too hard)."""
        return self.scale.rate(board, timeout=timeout, ceiling=self.er)

    @property
    def goes_on(self) -> bool:
        """Whether a search may go on from where the scale's path stopped (``stop``,
        ``may_match``): on a scale that can go on, for a number asked, whose ceiling stops
        the path (for a level, the path runs to the end)."""
        return self.er is not None and self.scale.goes_on

    def stop(self, board: Board, deadline: Deadline) -> ScaledRating:
        """The scale's path of ``board``, which stops where it would pass the number asked
        for, and leaves ``board`` there."""
        return self.rate(board, timeout=deadline.left())

    def may_match(self, board: Board, stopped: ScaledRating, deadline: Deadline) -> bool:
        """Whether the path that ``stopped`` on ``board``, gone on from there (with more
        digits placed since; see [`Scale.go_on`][sudoku.scales.Scale.go_on]), comes out a
        match: then it is worth judging from the givens, whose path may differ."""
        going_on = self.scale.go_on(board, stopped, timeout=deadline.left(), ceiling=self.er)
        return self.judge(going_on) == MATCH

    def judge(self, rated: ScaledRating) -> str:
        """``TOO_HARD`` when not solved or above the target, ``MATCH`` when on it, else ``TOO_EASY``."""
        if rated.status != SOLVED:
            return TOO_HARD
        above = self.above(rated)
        return MATCH if above == 0 else TOO_HARD if above > 0 else TOO_EASY

    def above(self, rated: ScaledRating) -> int:
        """How far a finished path is above the target: in tenths of the number, or in levels."""
        if self.er is not None:
            return round(rated.number * 10) - round(self.er * 10)
        words = level_words(self.scale)
        return (words.index(rated.level) if rated.level in words else len(words)) - \
            words.index(self.level)

    def distance(self, rated: ScaledRating) -> float:
        """How far a too easy puzzle is from the target (levels apart, then the number's shortfall).

        Within a level, the higher the number the closer: for HoDoKu the score,
        which raises the level when it passes the level's limit.
        """
        return -self.above(rated) - rated.number / (1 + abs(rated.number))

    def describe(self, rated: ScaledRating) -> str:
        """``rated`` in the scale's words, as ``sudoku rate --scale`` prints it."""
        return self.scale.describe(rated)


def scale_target(name: str, level: str | None = None, needs: str | None = None,
                 er: float | None = None) -> ScaleTarget:
    """The target of a request on the scale ``name``: a ``level`` word, or a number ``er``.

    Args:
        name: the scale's name, a key of [`SCALES`][sudoku.scales.SCALES].
        level: one of the scale's level words, in any case.
        needs: refused: a technique the human chain needs means something on ours only.
        er: the hardest step's number, to the tenth, on a scale that numbers so.

    Raises:
        SudokuError: for an unknown scale or level, ``needs``, both or neither of
            ``level`` and ``er``, a number that is not positive or out of the
            scale's reach, or ``er`` on a scale whose number is not the hardest step's.
    """
    on = scale(name)
    words = level_words(on)
    if needs is not None:
        raise SudokuError(f"--needs names a technique of our human chain, so it goes with the "
                          f"ours scale only; on the {name} scale ask for a level "
                          f"({', '.join(words)})" + " or an --er" * numbers_by_hardest(on))
    if (level is None) == (er is None):
        raise SudokuError("ask for one of a level and a number (--er) of the scale")
    if er is not None:
        if not numbers_by_hardest(on):
            raise SudokuError(f"--er asks for the number of the hardest step, but the {name} "
                              f"scale's number is a score, the sum of the steps'; ask for a "
                              f"level of {', '.join(words)}")
        er = number_asked(er)
        least, most = on.reach()
        if not least <= er <= most:
            raise SudokuError(f"--er {er:g} is out of the {name} scale's reach: its steps are "
                              f"worth from {least:g} to {most:g}")
        return ScaleTarget(on, None, er, f"whose hardest step is {er:g} on the {name} scale")
    by_lower = {word.lower(): word for word in words}
    if level.lower() not in by_lower:
        raise SudokuError(f"unknown level {level!r} on the {name} scale; its levels are "
                          f"{', '.join(words)}")
    word = by_lower[level.lower()]
    return ScaleTarget(on, word, None, f"rated {word} on the {name} scale")
