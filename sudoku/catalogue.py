"""The strategy catalogue: for every strategy, a real step of it on a real puzzle.

TL;DR: [`example`][sudoku.catalogue.example] walks a human solve of a generated
puzzle, one step at a time, and stops at the first step the chain takes with
the strategy asked for; its board is the position just before that step. The
docs page *Strategies* draws every example while the site builds.

A generated puzzle has exactly one solution, so the walk runs the whole chain
with the uniqueness strategies on, and every step can be checked against the
solution. The seeds that reach each strategy are recorded in
[`SEEDS`][sudoku.catalogue.SEEDS], so a build replays a handful of short solves
instead of searching; a strategy missing from the table (a plug-in, say), or
one its seed no longer reaches, is searched for. ``python -m sudoku.catalogue``
searches every strategy again, lowest seeds first, and prints a fresh table.

A few techniques are almost never the chain's own choice, because an easier
one strikes the same candidates first (a Jellyfish is nearly always a smaller
fish the other way round). For those, a ``direct`` recipe asks the strategy
itself, and the example keeps the easier step the chain takes instead.

Examples:
    >>> from sudoku.strategies import by_name
    >>> found = example(by_name("X-Wing"))
    >>> found.step.strategy, found.recipe.seed, found.agrees(), found.easier
    ('X-Wing', 155, True, None)
    >>> found.picture().count('class="mark struck"') == len(found.step.eliminations)
    True
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from sudoku.board import Board
from sudoku.generate import Puzzle, generate
from sudoku.layout import CLASSIC
from sudoku.render.report import highlight
from sudoku.render.svg import svg
from sudoku.step import Step
from sudoku.strategies import DEFAULT_CHAIN, Strategy, assuming_unique, link


class Recipe(NamedTuple):
    """How to reach a step: a generated puzzle, and how to look for the step in its solve.

    Attributes:
        seed: the seed of the classic puzzle that [`generate`][sudoku.generate.generate] makes.
        direct: ask the strategy itself at each position past the singles, instead of
            waiting for the chain to take a step of it; for the techniques that an
            easier one nearly always pre-empts.
    """

    seed: int
    direct: bool = False


SEEDS: dict[str, Recipe] = {
    "full house": Recipe(73), "hidden single": Recipe(73), "naked single": Recipe(73),
    "pointing": Recipe(73), "claiming": Recipe(19), "naked pair": Recipe(257),
    "X-Wing": Recipe(155), "hidden pair": Recipe(19), "naked triple": Recipe(155),
    "Swordfish": Recipe(257), "Skyscraper": Recipe(257), "hidden triple": Recipe(605),
    "2-String Kite": Recipe(155), "Turbot Fish": Recipe(19), "Empty Rectangle": Recipe(58),
    "finned X-Wing": Recipe(58), "XY-Wing": Recipe(19), "XYZ-Wing": Recipe(257),
    "W-Wing": Recipe(257), "remote pair": Recipe(198), "simple colouring": Recipe(16),
    "unique rectangle type 1": Recipe(222), "unique rectangle type 2": Recipe(176),
    "unique rectangle type 4": Recipe(224), "finned Swordfish": Recipe(255),
    "naked quad": Recipe(646), "Jellyfish": Recipe(257, direct=True),
    "hidden quad": Recipe(529), "BUG+1": Recipe(32), "X-Chain": Recipe(176),
    "XY-Chain": Recipe(257), "nice loop": Recipe(224), "guess": Recipe(8),
}
"""The recipe that reaches each built-in strategy, by name: few seeds, short walks.

Picked from the solves of seeds 1 to 900 so that few puzzles, walked a short
way, cover every strategy. No Jellyfish was the chain's own step in those 900
solves, so its recipe is ``direct``; the guess of seed 8 happens to be right.
"""

SINGLES = frozenset({"full house", "hidden single", "naked single"})
"""The names of the singles: a ``direct`` recipe looks past the positions where one applies."""

LIMIT = 100
"""How many seeds a search for a strategy missing from ``SEEDS`` tries before it gives up."""


@dataclass(frozen=True)
class Example:
    """A step of one strategy on a real puzzle, and the position just before it.

    The board is shared by everyone who asks for the example: read it, or
    apply the step and undo it, but leave it as it was.

    Attributes:
        recipe: how the position was reached.
        puzzle: the generated puzzle, with its givens and its one solution.
        board: the position before the step.
        step: the step of the strategy there.
        easier: for a ``direct`` recipe, the easier step the chain takes instead at
            this position; ``None`` when the chain takes ``step`` itself.
    """

    recipe: Recipe
    puzzle: Puzzle
    board: Board
    step: Step
    easier: Step | None = None

    def agrees(self) -> bool:
        """Whether the step places only the solution's digits and strikes none of them."""
        solution = self.puzzle.solution
        return (all(solution[cell.index] == digit for cell, digit in self.step.placements)
                and all(solution[cell.index] != digit for cell, digit in self.step.eliminations))

    def sentence(self) -> str:
        """The step in one plain sentence, as ``sudoku explain`` writes it."""
        return self.step.sentence(self.board.layout.symbol)

    def picture(self) -> str:
        """The position as an SVG picture, coloured as the step-by-step report colours a step."""
        board = self.board
        return svg(board.layout, board.values(), self.puzzle.values,
                   title=f"{self.step.strategy}: {self.step.results(board.layout.symbol)}",
                   candidates=[board.candidates(cell) for cell in board.cells],
                   highlight=highlight(self.step))


CHAIN: tuple[Strategy, ...] = assuming_unique(DEFAULT_CHAIN)
"""The chain the examples come from: every strategy, uniqueness ones on, guessing last."""


@functools.cache
def puzzle(seed: int) -> Puzzle:
    """The classic puzzle of ``seed``, generated once per process."""
    return generate(CLASSIC, seed=seed)


def walk(seed: int, chain: Iterable[Strategy] = CHAIN) -> Iterator[tuple[Board, Step]]:
    """Each step of a solve of the puzzle of ``seed``, with the board before it.

    The board is one object, moved on by each step after the caller has seen
    it. The walk ends when the puzzle is solved, when the chain is stuck, or
    after its first guess.
    """
    board = Board(CLASSIC, puzzle(seed).values)
    first = link(chain)
    while first is not None and not board.is_complete():
        step = first.handle(board)
        if step is None:
            return
        yield board, step
        if step.is_guess:
            return
        step.apply(board)


def snapshot(board: Board, givens: list[int]) -> Board:
    """A new board in the position of ``board``: the same givens, digits and candidates."""
    twin = Board(board.layout, givens)
    for cell, other in zip(board.cells, twin.cells):
        if cell.digit and other.is_empty:
            twin.place(other, cell.digit)
    for cell, other in zip(board.cells, twin.cells):
        for digit in sorted(twin.candidates(other) - board.candidates(cell)):
            twin.eliminate(other, digit)
    return twin


@functools.cache
def firsts(seed: int, wanted: frozenset[str]) -> dict[str, Example]:
    """The first step the chain takes with each strategy of ``wanted`` in the walk of ``seed``.

    One walk serves them all, and stops when it has them: at the first step of
    each, the position is copied, and the strategy finds its step again on the
    copy. Kept once per process.
    """
    found: dict[str, Example] = {}
    strategies = {strategy.name: strategy for strategy in CHAIN}
    for board, step in walk(seed):
        if step.strategy in wanted and step.strategy not in found:
            position = snapshot(board, puzzle(seed).values)
            again = strategies[step.strategy].find(position)
            found[step.strategy] = Example(Recipe(seed), puzzle(seed), position, again)
            if len(found) == len(wanted):
                break
    return found


def reach(strategy: Strategy, recipe: Recipe) -> Example | None:
    """The example of ``strategy`` in the walk of ``recipe``, or ``None`` if it has none.

    The strategies that ``SEEDS`` sends to one seed share its walk, which stops
    as soon as it has them all; any other search walks the whole solve once,
    for every strategy at once.
    """
    if not recipe.direct:
        wanted = {name for name, each in SEEDS.items() if each == recipe}
        if strategy.name not in wanted:
            wanted = {each.name for each in CHAIN}
        return firsts(recipe.seed, frozenset(wanted)).get(strategy.name)
    (asked,) = assuming_unique([strategy])
    for board, taken in walk(recipe.seed):
        if taken.strategy == strategy.name:
            return Example(recipe, puzzle(recipe.seed), board, taken)
        if taken.strategy not in SINGLES:
            step = asked.find(board)
            if step is not None:
                return Example(recipe, puzzle(recipe.seed), board, step, taken)
    return None


def recipes(limit: int = LIMIT) -> Iterator[Recipe]:
    """The recipes a search tries, in order: seeds 1 to ``limit``, then the same ``direct``."""
    for seed in range(1, limit + 1):
        yield Recipe(seed)
    for seed in range(1, limit + 1):
        yield Recipe(seed, direct=True)


def search(strategy: Strategy, limit: int = LIMIT) -> Example | None:
    """The example of the first of ``recipes(limit)`` that reaches ``strategy``, or ``None``."""
    for recipe in recipes(limit):
        found = reach(strategy, recipe)
        if found is not None:
            return found
    return None


@functools.cache
def example(strategy: Strategy) -> Example | None:
    """A step of ``strategy`` on a generated classic puzzle, found once per process.

    The recipe of ``SEEDS`` is tried first; if it no longer reaches the
    strategy (the generator changed, say), or the strategy has none, the
    recipes are searched. ``None`` when the strategy does not hold for the
    classic grid or no recipe up to ``LIMIT`` reaches it.
    """
    if not strategy.holds_for(CLASSIC):
        return None
    recipe = SEEDS.get(strategy.name)
    found = reach(strategy, recipe) if recipe else None
    return found or search(strategy)


def table(strategies: Iterable[Strategy] = DEFAULT_CHAIN) -> dict[str, Recipe | None]:
    """Search every strategy afresh: the recipe that reaches it first, for a new ``SEEDS``."""
    found = {strategy.name: search(strategy) if strategy.holds_for(CLASSIC) else None
             for strategy in strategies}
    return {name: each.recipe if each else None for name, each in found.items()}


if __name__ == "__main__":
    for name, recipe in table().items():
        print(f"    {name!r}: {recipe!r},")
