"""Steps: the Command pattern. A step is one move of a solve, as an object.

TL;DR: a strategy does not change the board; it returns a step that says what
to place and what to strike out, and why. The solver applies the step through
the board and can undo it later, so the list of applied steps is the undo
stack, and backtracking is popping it.

You have seen it before as the undo history of an editor, or as database
migrations with ``up`` and ``down``. See the docs page *Patterns / Command*.

A step costs little until someone reads it: its reason may be given as a
function that writes the sentence, and is only called when the step is printed,
so solving a file of puzzles builds no prose. For its picture, a step may also
say what role each candidate of its pattern plays ([`Mark`][sudoku.step.Mark]:
the pivot of a wing, the fin of a fish, the on and off candidates of a chain)
and which links join them ([`Link`][sudoku.step.Link]); they are plain tuples,
empty unless the strategy gives them.

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

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from sudoku.errors import SudokuError

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell
    from sudoku.container import Container


ROLES = {
    "pivot": "the cell a wing turns on: whichever digit it takes, a wing holds the digit struck",
    "wing": "a cell the pivot sees; one of the wings holds the digit struck",
    "base": "a place of the digit in the base lines of a fish",
    "cover": "a place of the digit in the cover lines of a fish, outside its base, left standing",
    "fin": "a place of a fish's digit in its base lines but outside its cover",
    "als a": "a candidate of the first almost locked set (n cells, n + 1 digits)",
    "als b": "a candidate of the second almost locked set",
    "on": "a candidate of a chain that is true if the chain's first candidate is false",
    "off": "a candidate of a chain that is false if the chain's first candidate is false",
    "deadly": "a candidate of a deadly pattern, which would give the puzzle two solutions",
    "guardian": "a candidate that keeps a deadly pattern away: one of the guardians is true",
}
"""The roles a candidate can have in the pattern of a step, each with what it means.

A strategy gives the candidates of its pattern these roles as
[`Mark`][sudoku.step.Mark]s, so that a picture of the step can colour them;
the roles mean what players mean by them (HoDoKu and Sudoku Explainer draw the
same ones).
"""


class Mark(NamedTuple):
    """One candidate with a role in the pattern of a step: ``Mark(cell, 7, "pivot")``.

    Attributes:
        cell: the cell of the candidate.
        digit: the candidate's digit.
        role: one of [`ROLES`][sudoku.step.ROLES], such as ``"pivot"`` or ``"fin"``.
    """

    cell: Cell
    digit: int
    role: str


class Link(NamedTuple):
    """A link between two candidates of a step's pattern, from ``source`` to ``target``.

    A *strong* link says at least one of the two is true: the digit has only
    these two places in a container, or the cell only these two candidates. A
    *weak* one says at most one is: the same digit in two cells that see each
    other, or two digits of one cell. Chains and loops are made of them, read
    from source to target. (The chain search has a richer ``Link`` of its own,
    ``sudoku.strategies.chain_link.Link``, which also words the link.)

    Attributes:
        source: the candidate the link starts from, a ``(cell, digit)`` pair.
        target: the candidate it leads to.
        is_strong: whether the link is strong (else weak).
    """

    source: tuple[Cell, int]
    target: tuple[Cell, int]
    is_strong: bool


def chain_marks(links: tuple[Link, ...]) -> tuple[Mark, ...]:
    """The candidates of a chain, marked ``"off"`` or ``"on"`` as the chain reads them.

    The chain's first candidate is assumed false (off); a strong link makes the
    next one true (on), a weak link makes it false (off). A candidate the chain
    comes back to keeps its first mark.

    Examples:
        >>> from sudoku import Board
        >>> board = Board()
        >>> a, b = board.cell("r1c1"), board.cell("r1c5")
        >>> links = (Link((a, 3), (a, 7), True), Link((a, 7), (b, 7), False))
        >>> [(mark.cell.name, mark.digit, mark.role) for mark in chain_marks(links)]
        [('r1c1', 3, 'off'), ('r1c1', 7, 'on'), ('r1c5', 7, 'off')]
    """
    if not links:
        return ()
    roles = {links[0].source: "off"}
    for link in links:
        roles.setdefault(link.target, "on" if link.is_strong else "off")
    return tuple(Mark(cell, digit, role) for (cell, digit), role in roles.items())


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
        marks: the candidates of the pattern with a role (see [`Mark`][sudoku.step.Mark]),
            for pictures; none by default.
        links: the links of the pattern between candidates (see
            [`Link`][sudoku.step.Link]), in the order of the chain; none by default.

    Attributes:
        strategy: as given.
        placements: as given.
        eliminations: as given.
        cells: as given.
        containers: as given.
        is_guess: as given.
        marks: as given.
        links: as given.
    """

    __slots__ = (
        "_applied",
        "_reason",
        "cells",
        "containers",
        "eliminations",
        "is_guess",
        "links",
        "marks",
        "placements",
        "strategy",
    )

    def __init__(self, strategy: str, placements: tuple[tuple[Cell, int], ...] = (),
                 eliminations: tuple[tuple[Cell, int], ...] = (), cells: tuple[Cell, ...] = (),
                 containers: tuple[Container, ...] = (), reason: str | Callable[[], str] = "",
                 is_guess: bool = False, marks: tuple[Mark, ...] = (),
                 links: tuple[Link, ...] = ()):
        self.strategy = strategy
        self.placements = placements
        self.eliminations = eliminations
        self.cells = cells
        self.containers = containers
        self._reason = reason
        self.is_guess = is_guess
        self.marks = marks
        self.links = links
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

    def tree(self) -> str:
        """The implications the step rests on, one a line, indented under the one each follows
        from; ``""`` for a step whose sentence says it all (a forcing chain's has one, see
        ``sudoku.strategies.forcing_step``)."""
        return ""

    def apply(self, board: Board) -> None:
        """Carry the step out on ``board``, remembering where to undo it to.

        The step remembers the board and where on its trail it was applied,
        for [`undo`][sudoku.step.Step.undo].

        A step is applied whole or not at all: when one of its moves is refused,
        the moves before it are taken back, and the board is as it was.

        Raises:
            SudokuError: when the step is applied on ``board`` already (undo it
                first), when a placement is not a candidate any more, or when a
                move names a cell of another board or a number that is no digit.
        """
        if self._applied is not None and self.is_applied(board):
            raise SudokuError(f"this step is applied already; undo it before applying it "
                              f"again: {self.results()}")
        start = board.mark()
        try:
            for cell, digit in self.placements:
                board.place(cell, digit)
            for cell, digit in self.eliminations:
                board.eliminate(cell, digit)
        except SudokuError:
            board.undo_to(start)
            raise
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

    def agrees_with(self, solution: Sequence[int]) -> bool:
        """Whether the step places only digits of ``solution`` (one per cell, by index) and
        strikes none of them: what a sound step does on a puzzle with that solution.

        Examples:
            >>> from sudoku import Board
            >>> from sudoku.layout import classic
            >>> board, solution = Board(classic(2, 2)), [1, 2, 3, 4, 3, 4, 1, 2] * 2
            >>> cell = board.cell("r1c1")
            >>> Step("test", eliminations=((cell, 2),)).agrees_with(solution)
            True
            >>> Step("test", eliminations=((cell, 1),)).agrees_with(solution)
            False
        """
        return (all(solution[cell.index] == digit for cell, digit in self.placements)
                and all(solution[cell.index] != digit for cell, digit in self.eliminations))

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
                self.reason, self.is_guess, self.marks, self.links) == (
            other.strategy, other.placements, other.eliminations, other.cells, other.containers,
            other.reason, other.is_guess, other.marks, other.links)

    __hash__ = None  # a step is compared by what it says, and it changes as it is applied

    def __getstate__(self) -> dict:
        state = {name: getattr(self, name) for name in self.__slots__ if name != "_applied"}
        state["_reason"] = self.reason  # a function that writes the reason does not pickle
        return state

    def __setstate__(self, state: dict) -> None:
        self.marks = self.links = ()  # a step pickled before steps had them
        for name, value in state.items():
            setattr(self, name, value)
        self._applied = None

    def __repr__(self) -> str:
        return f"Step({self.strategy!r}, {self.results()!r})"

    def __str__(self) -> str:
        return self.sentence()
