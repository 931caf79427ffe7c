"""Generate puzzles: a random full solution, then givens taken away while it stays unique.

TL;DR: fill an empty board with the solver, guessing at random; then visit the
cells in a random order and take each given away unless the puzzle would get a
second solution. One pass leaves a *minimal* puzzle (no given left can go): a
given that could not go earlier cannot go later, since taking more givens away
only adds solutions.

The random filling is the solver itself with one new strategy,
[`RandomGuess`][sudoku.generate.RandomGuess]: extending the chain is all it
takes. Every random choice comes from one ``random.Random(seed)`` and every loop
runs over lists in a fixed order, so a seed gives the same puzzle in any
process, on any machine and Python version.

Role: the generator proper. Whether a group of givens may go is the question of
``sudoku.uniqueness_check``; the seed and the symmetry of the givens, checked
and paired, come from ``sudoku.generate_options``. See the docs page *Command
line*, section ``sudoku generate``.

Examples:
    >>> puzzle = generate(seed=1)
    >>> puzzle.seed, puzzle.givens, puzzle.is_minimal
    (1, 25, True)
    >>> str(puzzle)
    '.....9.........8......259...3..9...62.4...3.7.6..482..8.6....2.14..7........1.43.'
    >>> Solver().count_solutions(Board(CLASSIC, puzzle.values))
    1
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.formats import format_line
from sudoku.generate_options import checked_seed, fresh_seed, partner_groups
from sudoku.layout import CLASSIC, Layout
from sudoku.solver import GAVE_UP, Solver
from sudoku.step import Step
from sudoku.strategies import Deadline, Guess, HiddenSingle, NakedSingle
from sudoku.uniqueness_check import UniquenessCheck

if TYPE_CHECKING:
    from sudoku.rating import Rating
    from sudoku.scales import ScaledRating

@dataclass(frozen=True)
class Puzzle:
    """A generated puzzle and what made it.

    ``str(puzzle)`` is the puzzle on one line, as
    [`format_line`][sudoku.formats.format_line] writes it.

    Attributes:
        values: one int per cell, ``0`` for empty, as [`parse`][sudoku.formats.parse] returns.
        solution: the one solution, one digit per cell.
        layout: the shape of the puzzle.
        seed: the seed that makes this puzzle again.
        is_minimal: whether every given was tried and none can go (with a
            symmetry: no pair of partners can go); ``False`` when a target
            number of givens or the time budget stopped the work first, or
            when [`generate_rated`][sudoku.rated.generate_rated] put givens back.
        rating: the path of the human chain and its hardest technique, for a
            puzzle of [`generate_rated`][sudoku.rated.generate_rated] (a
            [`ScaledRating`][sudoku.scales.ScaledRating] when it asked for a
            scale other than ours); ``None`` for one of ``generate``, which does not rate.
        out_of_time: whether the time budget ran out before every given was
            tried: the puzzle is unique, but may not be minimal.
    """

    values: list[int]
    solution: list[int]
    layout: Layout = field(repr=False)
    seed: int
    is_minimal: bool
    rating: Rating | ScaledRating | None = field(default=None, repr=False, compare=False)
    out_of_time: bool = field(default=False, compare=False)

    @property
    def givens(self) -> int:
        """The number of givens."""
        return sum(1 for value in self.values if value)

    def __str__(self) -> str:
        return format_line(self.values, self.layout)

_FILL_GUESSES = 2
"""How many guesses per cell a random fill may make before it starts again."""


class OutOfTimeError(SudokuError):
    """The time budget ran out before a full grid was filled: there is no puzzle to return."""


class RandomGuess(Guess):
    """Guess a random candidate of the first empty cell with the fewest candidates.

    The cell is chosen as simply as it can be, and not by the rule of
    [`Guess`][sudoku.strategies.Guess], so that the puzzle of a seed stays the
    same when that rule is tuned for solving.

    Args:
        chance: where the random choices come from.
    """

    def __init__(self, chance: random.Random):
        super().__init__()
        self.chance = chance

    def find(self, board):
        """A guess of a random candidate, or ``None`` when every cell is filled."""
        empty = [cell for cell in board.cells if not cell.digit]
        if not empty:
            return None
        cell = min(empty, key=lambda each: each.candidate_bits.bit_count())
        if not cell.candidate_bits:
            return None
        digit = self.chance.choice(sorted(board.candidates(cell)))
        return Step(self.name, placements=((cell, digit),), cells=(cell,), is_guess=True,
                    reason=f"trying {board.layout.symbol(digit)} of {cell.name} at random")


def generate(layout: Layout = CLASSIC, *, seed: int | None = None, symmetry: str = "none",
             givens: int | None = None, time_budget: float | None = None) -> Puzzle:
    """A puzzle with exactly one solution; minimal unless ``givens`` or ``time_budget`` stop it.

    Args:
        layout: the shape of the puzzle (the classic 9x9 by default): any
            layout, such as those of ``sudoku.shapes``.
        seed: an int, 0 or more; the same seed gives the same puzzle. ``None``
            picks one at random, kept in [`Puzzle.seed`][sudoku.generate.Puzzle].
        symmetry: ``"none"``, ``"rotational"`` (half turn) or ``"mirror"`` (left
            to right): a given's partner is given too. Needs a square layout
            with boxes (the classic sizes and X-sudoku).
        givens: stop taking givens away at this many; never go below it. When no
            more can go, the puzzle keeps more: see
            [`Puzzle.givens`][sudoku.generate.Puzzle.givens].
        time_budget: seconds the whole work may take, the random fill
            included; when they run out while givens are taken away, the
            puzzle at hand is returned, unique but perhaps not minimal
            (``out_of_time``), and a seed no longer fixes it. ``None`` for no
            bound. A minimal 9x9 takes a tenth of a second, a 16x16 seconds
            and a 25x25 much longer (see ``benchmarks/generation.py``).

    Raises:
        SudokuError: for an unknown symmetry or one the layout does not allow,
            a negative ``givens`` or ``time_budget``, or a seed that is not an
            int, 0 or more.
        OutOfTimeError: when the time budget runs out before a full grid is filled.
    """
    deadline = Deadline(time_budget)  # one clock for the fill and every count after it
    seed = checked_seed(layout, seed, symmetry, givens)
    chance = random.Random(seed)
    solution = _fill(layout, chance, deadline)
    cells = list(range(len(solution)))
    chance.shuffle(cells)
    groups = partner_groups(layout, cells, symmetry)
    removed, done = _remove_givens(layout, solution, groups, givens or 0, deadline)
    values = [0 if index in removed else digit for index, digit in enumerate(solution)]
    out_of_time = done is None
    return Puzzle(values, solution, layout, seed, is_minimal=bool(done), out_of_time=out_of_time)


def _fill(layout: Layout, chance: random.Random, deadline: Deadline) -> list[int]:
    """A full grid of ``layout``, filled by singles and random guesses before ``deadline``.

    A random fill now and then wanders into a search of tens of thousands of
    guesses (seen on a jigsaw); a fill that needs more than ``_FILL_GUESSES``
    guesses per cell starts again from the empty grid, drawing on the same
    random stream, which cuts that long tail short.

    Raises:
        OutOfTimeError: when the deadline passes first.
    """
    solver = Solver([HiddenSingle(), NakedSingle(), RandomGuess(chance)],
                    max_guesses=_FILL_GUESSES * len(layout.cells), deadline=deadline)
    board = Board(layout)
    while True:
        result = solver.solve(board)
        if result.is_solved:
            return board.values()
        if result.status != GAVE_UP:
            raise SudokuError(f"the {layout.name} layout has no solution to start from")
        if deadline.is_past():
            raise OutOfTimeError(f"the time budget ran out before a full {layout.name} grid "
                                 f"was filled; give more time")
        board.reset()


def generate_many(count: int, layout: Layout = CLASSIC, *, seed: int | None = None,
                  **options) -> Iterator[Puzzle]:
    """Yield ``count`` puzzles from seeds ``seed``, ``seed + 1``, ...

    The options are those of [`generate`][sudoku.generate.generate].

    Examples:
        >>> from sudoku.layout import classic
        >>> [puzzle.seed for puzzle in generate_many(3, classic(2, 2), seed=7)]
        [7, 8, 9]
    """
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise SudokuError(f"the count of puzzles is a whole number, 0 or more, not {count!r}")
    first = fresh_seed() if seed is None else seed
    for number in range(count):
        yield generate(layout, seed=first + number, **options)


def _remove_givens(layout: Layout, solution: list[int], groups: list[tuple[int, ...]],
                   target: int, deadline: Deadline) -> tuple[set[int], bool | None]:
    """Take away each group of givens the puzzle can do without.

    Returns:
        The cells taken away, and whether the puzzle is minimal: ``None`` when
        the deadline passed before every group was tried.
    """
    check, values = UniquenessCheck(layout, deadline), list(solution)
    removed, left, is_minimal = set(), len(solution), True
    for group in groups:
        if deadline.is_past():
            return removed, None
        if left - len(group) < target:
            is_minimal = False
            continue
        for index in group:
            values[index] = 0
        if check.has_second_solution(values, group, solution):
            for index in group:
                values[index] = solution[index]
        else:
            removed.update(group)
            left -= len(group)
    return removed, is_minimal
