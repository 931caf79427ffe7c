"""The Strategy base class: Strategy, Template Method and Chain of Responsibility in one.

TL;DR: each solving technique is a class with one method to write,
[`Strategy.find`][sudoku.strategies.base.Strategy.find]. The fixed method [`Strategy.handle`][sudoku.strategies.base.Strategy.handle] is the
template: ask ``find``, and if it finds nothing, pass the board to the next
link of the chain. A chain runs its links in order, easiest first, so the
first technique that applies is the one used.

You have seen a chain of responsibility as web middleware (each layer handles
a request or passes it on) and as logging handlers. See the docs pages
*Patterns / Strategy* and *Patterns / Chain of Responsibility*.

A search may have a time limit, and one ``find`` on a big grid can take long,
so a strategy works to a [`Deadline`][sudoku.strategies.deadline.Deadline]
(the module ``sudoku.strategies.deadline``): the solver hands its deadline to
every link before a search, and a ``find`` whose loops can run long asks
``self.deadline.check()`` once a round, which raises
[`OutOfTime`][sudoku.strategies.deadline.OutOfTime] when the time is up. The
solver catches it and gives up (status ``"gave_up"``); since a ``find`` changes
nothing, there is nothing to undo.

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
import inspect
import itertools
import weakref
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from sudoku.difficulty import level
from sudoku.errors import SudokuError
from sudoku.strategies.deadline import NO_DEADLINE, Deadline

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
        nudge: one line for the first level of a hint: what the pattern looks like,
            not where (``"look for a cell with only one candidate left"``). Empty, the
            hint says the first sentence of ``description`` (see ``sudoku.hint``).
        difficulty: its number on the difficulty scale (Sudoku Explainer's ratings;
            the how-to *Add a strategy* says how to pick one for a technique it does not rate).
        example_seed: the seed of a generated classic puzzle whose human solve takes a
            step of it, for its picture on the docs page *Strategies*; ``None``, the
            catalogue searches for one (see ``sudoku.catalogue``).
        is_fast: whether ``sudoku solve`` runs it by default (the hidden and naked
            singles, locked candidates and guessing).
        requires_uniqueness: whether it is only sound on a puzzle with exactly one
            solution (see ``sudoku.strategies.assuming_unique``).
        successor: the next link of the chain, or ``None`` at the end.
        deadline: the [`Deadline`][sudoku.strategies.deadline.Deadline] of the search
            it works in, set by [`set_deadline`][sudoku.strategies.base.Strategy.set_deadline];
            ``NO_DEADLINE`` outside one.
        max_guesses: the most guesses a count of solutions that it makes may take (the
            solver's ``max_guesses``, set with the deadline), or ``None`` for its own bound.
    """

    name = "strategy"
    description = "No description yet: this strategy's class sets none."
    nudge = ""
    difficulty = 0.0
    example_seed: int | None = None
    is_fast = False
    requires_uniqueness = False
    deadline: Deadline = NO_DEADLINE
    max_guesses: int | None = None

    def __init__(self) -> None:
        self.successor: Strategy | None = None

    def find(self, board: Board) -> Step | None:
        """Look for a step on ``board``; return it, or ``None`` if the technique does not apply.

        This is the one method a new technique writes. It may read anything on
        the board, and must change none of its cells, candidates or containers.
        If its loops may run long (over combinations of cells, along chains), it
        calls ``self.deadline.check()`` once a round of the outer loop.
        """
        raise NotImplementedError

    def find_all(self, board: Board) -> Iterator[Step]:
        """Every step the technique finds on ``board``: one per instance of its pattern.

        By default, the step of ``find`` alone. A technique that can list every
        instance writes this instead, as a generator in the order ``find`` tries
        them, and ``find`` becomes ``next(self.find_all(board), None)``; ``sudoku
        find`` lists them. Like ``find``, it changes nothing on the board.
        """
        step = self.find(board)
        if step is not None:
            yield step

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

    def set_deadline(self, deadline: Deadline, max_guesses: int | None = None) -> None:
        """Hand ``deadline``, and the bound on the guesses of any count of solutions, to this
        link and every link after it (a solver does, before a search)."""
        strategy = self
        while strategy is not None:
            strategy.deadline, strategy.max_guesses = deadline, max_guesses
            strategy = strategy.successor

    def lend_bounds(self, inner: Strategy) -> None:
        """Give ``inner``, a strategy this one wraps, this one's deadline and bound on guesses."""
        inner.deadline, inner.max_guesses = self.deadline, self.max_guesses

    def notes(self, board: Board) -> dict:
        """The notes this technique keeps on ``board`` between searches, to skip what it
        searched in vain before (empty at first; see ``SingleDigit``).

        The notes belong to the board and to the technique and its parameters,
        named by its class and its ``repr``; they go when the board goes.
        """
        notes = _NOTES.get(board)
        if notes is None:
            notes = _NOTES[board] = {}
        key = (type(self), repr(self))  # a subclass keeps notes of its own
        found = notes.get(key)
        if found is None:
            found = notes[key] = {}
        return found

    @property
    def level(self) -> str:
        """The name of the difficulty level of this technique (see the module ``sudoku.difficulty``)."""
        return level(self.difficulty)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class SingleDigit(Strategy):
    """A technique that looks at the pencil marks of one digit at a time.

    Fish and finned fish, turbot fish, empty rectangles, colouring and
    templates each reason about the places of one digit and nothing else.
    Such a technique writes
    [`find_in`][sudoku.strategies.base.SingleDigit.find_in], a generator of the
    steps on one digit; ``find`` and ``find_all`` are written here, and try the
    digits in ascending order.

    What the class adds is memory. When the search finds nothing in a digit,
    ``find`` notes that digit's places on the board
    ([`Board.place_bits`][sudoku.board.Board.place_bits]); next time, a digit
    whose places are the same is skipped, since the same marks cannot hide a
    new pattern. After a step that strikes out 7s, the next round searches the
    7s alone. The notes belong to the board (a new puzzle loaded on it changes
    the places, so no note can be wrong) and to the technique and its
    parameters, named by its class and its ``repr``.

    Examples:
        >>> from sudoku import Board
        >>> from sudoku.strategies import Fish
        >>> board = Board.from_text(
        ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
        >>> x_wing = Fish(2)
        >>> x_wing.find(board).results()  # digits 1 to 5 have none: each is noted
        'r9c7<>6'
        >>> sorted(x_wing.quiet(board))
        [1, 2, 3, 4, 5]
        >>> board.eliminate(board.cell("r9c7"), 6)
        True
        >>> x_wing.find(board).results()  # only the 6s moved: 1 to 5 are skipped
        'r4c7<>7, r7c3<>7'
        >>> sorted(x_wing.quiet(board))
        [1, 2, 3, 4, 5, 6]
    """

    def find(self, board: Board) -> Step | None:
        """The first step on the lowest digit that has one, skipping the digits noted quiet."""
        if not self.holds_for(board.layout):
            return None
        quiet = self.quiet(board)
        for digit in board.digits:
            places = board.place_bits(digit)
            if quiet.get(digit) == places:
                continue
            self.deadline.check()
            step = next(self.find_in(board, digit), None)
            if step is not None:
                return step
            quiet[digit] = places
        return None

    def find_all(self, board: Board) -> Iterator[Step]:
        """Every step on every digit, in the order ``find`` tries them (nothing is skipped)."""
        if not self.holds_for(board.layout):
            return
        for digit in board.digits:
            self.deadline.check()
            yield from self.find_in(board, digit)

    def find_in(self, board: Board, digit: int) -> Iterator[Step]:
        """Every step of the technique on ``digit``, as a generator; it changes nothing."""
        raise NotImplementedError

    def quiet(self, board: Board) -> dict[int, int]:
        """The digits in which this technique found nothing on ``board``, with their places then."""
        return self.notes(board)


_NOTES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, the notes strategies keep on it (``Strategy.notes``); they go with the board."""


def as_strategies(strategies: Iterable[Strategy]) -> tuple[Strategy, ...]:
    """``strategies`` as a tuple, once each of them is known to be a ``Strategy`` object.

    Whoever builds a chain asks this first, so that a name or a class in the
    list is refused where it was given, not deep in a search.

    Args:
        strategies: the links of a chain, in order.

    Raises:
        SudokuError: when ``strategies`` is not a list of strategies, or when one
            of them is not a strategy; the message names it and how to make one.

    Examples:
        >>> from sudoku.strategies import HiddenSingle
        >>> as_strategies([HiddenSingle()])
        (HiddenSingle(),)
        >>> as_strategies(["hidden-single"])  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: strategies[0] is the name 'hidden-single', not a strategy; ...
        >>> as_strategies([HiddenSingle])  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: strategies[0] is the class HiddenSingle, ...: HiddenSingle()
    """
    if isinstance(strategies, (str, Strategy)) or not isinstance(strategies, Iterable):
        raise SudokuError(f"strategies are a list of Strategy objects, not {_shown(strategies)}; "
                          f"for a single one, write [strategy]")
    strategies = tuple(strategies)
    for position, strategy in enumerate(strategies):
        if not isinstance(strategy, Strategy):
            raise SudokuError(f"strategies[{position}] is {_shown(strategy)}, not a strategy; "
                              f"{_how_to_make(strategy)}")
    return strategies


def _shown(thing: object) -> str:
    """``thing`` in a few words for an error message."""
    if isinstance(thing, str):
        return f"the name {thing!r}" if len(thing) <= 40 else f"the text {thing[:40]!r}..."
    if isinstance(thing, type):
        return f"the class {thing.__name__}"
    if isinstance(thing, Strategy):
        return f"the strategy {thing!r}"
    return f"{type(thing).__name__} {thing!r:.40}"


def _how_to_make(thing: object) -> str:
    """How to make a strategy of ``thing``, for the error that refuses it."""
    if isinstance(thing, str):
        return f"get the strategy with sudoku.strategies.by_name({thing!r})"
    if isinstance(thing, type) and issubclass(thing, Strategy):
        required = [parameter for parameter in inspect.signature(thing).parameters.values()
                    if parameter.default is inspect.Parameter.empty
                    and parameter.kind in (parameter.POSITIONAL_OR_KEYWORD, parameter.KEYWORD_ONLY)]
        return f"make one by calling it: {thing.__name__}({'...' if required else ''})"
    return "a chain holds Strategy objects, such as those of sudoku.strategies.DEFAULT_CHAIN"


def link(strategies: Iterable[Strategy]) -> Strategy | None:
    """Join copies of ``strategies`` into a chain and return its first link.

    Each chain gets its own copies, so one strategy object (such as those in
    ``DEFAULT_CHAIN``) can stand in many chains at once.

    Raises:
        SudokuError: when one of ``strategies`` is not a strategy (see ``as_strategies``).
    """
    links = [copy.copy(strategy) for strategy in as_strategies(strategies)]
    for current, following in itertools.pairwise(links):
        current.successor = following
    if links:
        links[-1].successor = None
    return links[0] if links else None
