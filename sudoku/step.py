"""Steps: the Command pattern. A step is one move of a solve, as an object.

TL;DR: a strategy does not change the board; it returns a step that says what
to place and what to strike out, and why. The solver applies the step through
the board and can undo it later, so the list of applied steps is the undo
stack, and backtracking is popping it.

You have seen it before as the undo history of an editor, or as database
migrations with ``up`` and ``down``. See the docs page *Patterns / Command*.

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
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell
    from sudoku.container import Container


@dataclass
class Step:
    """One move of a solve: placements and eliminations, and why they hold.

    Attributes:
        strategy: the name of the strategy that found the step, e.g. ``"hidden single"``.
        placements: ``(cell, digit)`` pairs to place.
        eliminations: ``(cell, digit)`` pairs to strike out.
        cells: the cells of the pattern that justifies the step.
        containers: the containers of that pattern.
        reason: the plain words that justify it, e.g. ``"the only place for 9 in box 6"``.
        is_guess: whether the step is a guess that may be taken back.
    """

    strategy: str
    placements: tuple[tuple[Cell, int], ...] = ()
    eliminations: tuple[tuple[Cell, int], ...] = ()
    cells: tuple[Cell, ...] = ()
    containers: tuple[Container, ...] = ()
    reason: str = ""
    is_guess: bool = False
    _mark: int | None = field(default=None, repr=False, compare=False)

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
        results = self.results(symbol)
        return f"{results}: {self.strategy}, {self.reason}" if self.reason \
            else f"{results}: {self.strategy}"

    def apply(self, board: Board) -> None:
        """Carry the step out on ``board``, remembering where to undo it to."""
        self._mark = board.mark()
        for cell, digit in self.placements:
            board.place(cell, digit)
        for cell, digit in self.eliminations:
            board.eliminate(cell, digit)

    def undo(self, board: Board) -> None:
        """Take the step back: the board returns to its state before [`apply`][sudoku.step.Step.apply]."""
        if self._mark is not None:
            board.undo_to(self._mark)
            self._mark = None

    def __str__(self) -> str:
        return self.sentence()
