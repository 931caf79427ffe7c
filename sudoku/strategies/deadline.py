"""The deadline of a search: when a long ``find`` must stop, and how it says so.

TL;DR: a search may have a time limit, and one ``find`` on a big grid can take
long, so a strategy works to a [`Deadline`][sudoku.strategies.deadline.Deadline]:
the solver hands its deadline to every link before a search, and a ``find``
whose loops can run long asks ``self.deadline.check()`` once a round, which
raises [`OutOfTime`][sudoku.strategies.deadline.OutOfTime] when the time is up.
The solver catches it and gives up (status ``"gave_up"``); since a ``find``
changes nothing, there is nothing to undo.

Role: the bound every link of the chain of responsibility works to (see
``sudoku.strategies.base``, where a [`Strategy`][sudoku.strategies.base.Strategy]
keeps its ``deadline``). See the docs page *Reference / sudoku.strategies*.
"""

from __future__ import annotations

import math
import time

from sudoku.errors import SudokuError


class OutOfBounds(Exception):
    """A bound of a search ran out in the middle of a step: the search gives up.

    Whoever finds out, deep inside a ``find``, raises it: a passed
    [`Deadline`][sudoku.strategies.deadline.Deadline], or a count of solutions that
    ran out of guesses (see ``sudoku.rating.UniquenessCheck``). Only the solver
    that owns the bounds catches it, around ``chain.handle``, and ends the search
    with status ``"gave_up"``. It is not a ``SudokuError``: it never reaches a user.

    Why an exception and not an answer: the bound may run out several loops and
    generators deep, and each level would have to pass a "stopped" answer up
    beside its real one. Python stops work the same way with ``KeyboardInterrupt``
    and ``asyncio.CancelledError``.
    """


class OutOfTime(OutOfBounds):
    """The deadline of a search passed during a step (see ``Deadline.check``)."""


class Deadline:
    """The moment a piece of work must stop by: one clock for every search of the work.

    A deadline is *cooperative*: nothing interrupts a strategy. A ``find`` whose
    loops may run long asks [`check`][sudoku.strategies.deadline.Deadline.check]
    once a round, and the solver asks between steps, so a quick strategy never
    needs to. Handed to several searches in turn (a count of solutions, then a
    solve), one deadline makes them finish by it together, where a timeout each
    would add up. You have seen it as the deadline of a Go ``context.Context``
    and as the cancellation tokens of .NET: the caller sets the time, the worker
    polls.

    Args:
        seconds: how long from now, 0 or more; ``None`` for a deadline that never comes.

    Raises:
        SudokuError: for seconds that are negative or not a number.

    Attributes:
        at: the moment, on the clock of ``time.perf_counter`` (``math.inf`` for never).

    Examples:
        >>> Deadline(60).is_past(), Deadline().left()
        (False, None)
        >>> Deadline(60).within(0).is_past()  # the sooner of the two
        True
        >>> Deadline(0).check()
        Traceback (most recent call last):
        ...
        sudoku.strategies.deadline.OutOfTime: the time is up
    """

    __slots__ = ("at",)

    def __init__(self, seconds: float | None = None):
        if seconds is not None and (isinstance(seconds, bool) or
                                    not isinstance(seconds, int | float) or not seconds >= 0):
            raise SudokuError(f"a deadline is a number of seconds 0 or more, or None; "
                              f"got {seconds!r}")
        self.at = math.inf if seconds is None else time.perf_counter() + seconds

    def within(self, seconds: float | None) -> Deadline:
        """This deadline, or one ``seconds`` from now if that comes first (``None``: this one)."""
        if seconds is None:
            return self
        sooner = Deadline(seconds)
        return sooner if sooner.at < self.at else self

    def is_past(self) -> bool:
        """Whether the moment has come."""
        return time.perf_counter() >= self.at

    def left(self) -> float | None:
        """The seconds left (``0.0`` once past), or ``None`` for a deadline that never comes."""
        if self.at == math.inf:
            return None
        return max(0.0, self.at - time.perf_counter())

    def check(self) -> None:
        """Raise [`OutOfTime`][sudoku.strategies.deadline.OutOfTime] if the moment has come.

        It costs a read of the clock: call it once a round of a loop that may
        run long, not for every small step inside.
        """
        if time.perf_counter() >= self.at:
            raise OutOfTime("the time is up")


NO_DEADLINE = Deadline()
"""The deadline that never comes: every strategy's until a solver hands it one."""
