"""Steps: the Command pattern. A step is one move of a solve, as an object.

TL;DR: a strategy does not change the board; it returns a step that says what
to place and what to strike out, and why. The solver applies the step through
the board and can undo it later, so the list of applied steps is the undo
stack, and backtracking is popping it.

You have seen it before as the undo history of an editor, or as database
migrations with ``up`` and ``down``. See the docs page *Patterns / Command*.

A step costs little until someone reads it: its reason may be given as a
function that writes the sentence, and is only called when the step is printed,
so solving a file of puzzles builds no prose.

Examples:
    >>> from sudoku import Board
    >>> board = Board()
    >>> cell = board.cell("r4c7")
    >>> step = Step("hidden single", placements=((cell, 9),), reason="the only place for 9 in box 6")
    >>> print(step)
    r4c7=9: hidden single, the only place for 9 in box 6
    >>> step.apply(board); cell.digit
    9
    >>> step.undo(board); cell.digit
    0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from sudoku.errors import SudokuError

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell
    from sudoku.container import Container


class Step:
    """One move of a solve: placements and eliminations, and why they hold.

    Args:
        strategy: the name of the strategy that found the step, e.g. ``"hidden single"``.
        placements: ``(cell, digit)`` pairs to place.
        eliminations: ``(cell, digit)`` pairs to strike out.
        cells: the cells of the pattern that justifies the step.
        containers: the containers of that pattern.
        reason: the plain words that justify it, e.g. ``"the only place for 9 in box 6"``,
            or a function of no arguments that returns them when they are first read.
        is_guess: whether the step is a guess that may be taken back.

    Attributes:
        strategy: as given.
        placements: as given.
        eliminations: as given.
        cells: as given.
        containers: as given.
        is_guess: as given.
    """

    __slots__ = (
        "_applied",
        "_reason",
        "cells",
        "containers",
        "eliminations",
        "is_guess",
        "placements",
        "strategy",
    )

    def __init__(self, strategy: str, placements: tuple[tuple[Cell, int], ...] = (),
                 eliminations: tuple[tuple[Cell, int], ...] = (), cells: tuple[Cell, ...] = (),
                 containers: tuple[Container, ...] = (), reason: str | Callable[[], str] = "",
                 is_guess: bool = False):
        self.strategy = strategy
        self.placements = placements
        self.eliminations = eliminations
        self.cells = cells
        self.containers = containers
        self._reason = reason
        self.is_guess = is_guess
        self._applied: tuple[Board, int, int, object] | None = None

    @property
    def reason(self) -> str:
        """The plain words that justify the step (written the first time they are read)."""
        if not isinstance(self._reason, str):
            self._reason = self._reason()
        return self._reason

    def results(self, symbol: Callable[[int], str] = str) -> str:
        """The step's results in players' notation: ``r4c7=9``, ``r1c5<>3``.

        Args:
            symbol: how to write a digit (``str`` by default).
        """
        placed = [f"{cell.name}={symbol(digit)}" for cell, digit in self.placements]
        struck = [f"{cell.name}<>{symbol(digit)}" for cell, digit in self.eliminations]
        return ", ".join(placed + struck)

    def sentence(self, symbol: Callable[[int], str] = str) -> str:
        """The step in one plain sentence: its results, its strategy and its reason.

        Args:
            symbol: how to write a digit; pass ``board.layout.symbol`` for
                puzzles whose digits go past 9.
        """
        results, reason = self.results(symbol), self.reason
        return f"{results}: {self.strategy}, {reason}" if reason else f"{results}: {self.strategy}"

    def apply(self, board: Board) -> None:
        """Carry the step out on ``board``, remembering where to undo it to.

        The step remembers the board and where on its trail it was applied,
        for [`undo`][sudoku.step.Step.undo].

        Raises:
            SudokuError: when the step is applied on ``board`` already (undo it
                first), or when a placement is not a candidate any more.
        """
        if self._applied is not None and self.is_applied(board):
            raise SudokuError(f"this step is applied already; undo it before applying it "
                              f"again: {self.results()}")
        start = board.mark()
        for cell, digit in self.placements:
            board.place(cell, digit)
        for cell, digit in self.eliminations:
            board.eliminate(cell, digit)
        end = board.mark()
        self._applied = (board, start, end, board.change_at(end - 1) if end > start else None)

    def undo(self, board: Board) -> None:
        """Take the step back: the board returns to its state before [`apply`][sudoku.step.Step.apply].

        Raises:
            SudokuError: when the step is not applied on ``board``, or when
                changes made after it are still on the board (undo the later
                steps first: the history is a stack).
        """
        if not self.is_applied(board):
            raise SudokuError(f"this step is not applied on this board: {self.results()}")
        _, start, end, _ = self._applied
        if board.mark() > end:
            raise SudokuError(f"changes made after this step are still on the board; undo the "
                              f"later steps first, the history is a stack ({self.results()})")
        board.undo_to(start)
        self._applied = None

    def is_applied(self, board: Board) -> bool:
        """Whether the changes this step made are on ``board`` now.

        They are not once the board was taken back past them, by
        [`undo`][sudoku.step.Step.undo] or by the board's own ``undo_to``.
        """
        if self._applied is None or self._applied[0] is not board:
            return False
        _, start, end, last = self._applied
        if board.mark() < end:
            return False
        return end == start or board.change_at(end - 1) is last

    def __eq__(self, other) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return (self.strategy, self.placements, self.eliminations, self.cells, self.containers,
                self.reason, self.is_guess) == (other.strategy, other.placements,
                                                other.eliminations, other.cells, other.containers,
                                                other.reason, other.is_guess)

    __hash__ = None  # a step is compared by what it says, and it changes as it is applied

    def __getstate__(self) -> dict:
        state = {name: getattr(self, name) for name in self.__slots__ if name != "_applied"}
        state["_reason"] = self.reason  # a function that writes the reason does not pickle
        return state

    def __setstate__(self, state: dict) -> None:
        for name, value in state.items():
            setattr(self, name, value)
        self._applied = None

    def __repr__(self) -> str:
        return f"Step({self.strategy!r}, {self.results()!r})"

    def __str__(self) -> str:
        return self.sentence()
