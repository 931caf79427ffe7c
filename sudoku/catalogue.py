"""The strategy catalogue: for every strategy, a real step of it on a real puzzle.

TL;DR: [`example`][sudoku.catalogue.example] walks a human solve of a generated
puzzle, one step at a time, and stops at the first step the chain takes with
the strategy asked for; its board is the position just before that step. The
docs page *Strategies* draws every example while the site builds.

A generated puzzle has exactly one solution, so the walk runs the whole chain
with the uniqueness strategies on, and every step can be checked against the
solution. Each strategy names the seed that reaches it on its own class
([`example_seed`][sudoku.strategies.base.Strategy]), so a build replays a
handful of short solves; the strategies that name the same seed share one walk.

A strategy that names no seed (a new one, a plug-in), or one its seed no longer
reaches, is searched for: seeds 1 to ``LIMIT``, lowest first, a few seconds at
most. Give ``example`` a ``cache`` folder and it keeps what a search found
there, under the strategy's name and a hash of its module's source, so the next
build replays it instead; the docs build keeps its own in ``.cache/catalogue``
(ignored by git). ``python -m sudoku.catalogue NAME`` prints the seed to write
down as the strategy's ``example_seed``.

A few techniques are almost never the chain's own choice, because an easier
one strikes the same candidates first (a Jellyfish is nearly always a smaller
fish the other way round). For those, a ``direct`` recipe asks the strategy
itself, and the example keeps the easier step the chain takes instead. A seed
that the chain never takes the strategy on is asked that way.

Examples:
    >>> from sudoku.strategies import by_name
    >>> found = example(by_name("X-Wing"))
    >>> found.step.strategy, found.recipe.seed, found.agrees(), found.easier
    ('X-Wing', 155, True, None)
    >>> found.picture().count('class="candidate struck"') == len(found.step.eliminations)
    True
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import json
import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from sudoku.board import Board
from sudoku.generate import Puzzle, generate
from sudoku.layout import CLASSIC
from sudoku.render.report import highlight
from sudoku.render.svg import svg
from sudoku.step import Step
from sudoku.strategies import DEFAULT_CHAIN, Strategy, assuming_unique, by_name, link


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


SINGLES = frozenset({"full house", "hidden single", "naked single"})
"""The names of the singles: a ``direct`` recipe looks past the positions where one applies."""

LIMIT = 30
"""How many seeds a search tries before it gives up: a few seconds, once per cache."""


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
        return self.step.agrees_with(self.puzzle.solution)

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

    The strategies whose ``example_seed`` is the recipe's seed share its walk,
    which stops as soon as it has them all; any other search walks the whole
    solve once, for every strategy at once.
    """
    if not recipe.direct:
        wanted = {each.name for each in CHAIN if each.example_seed == recipe.seed}
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


def at_seed(strategy: Strategy, seed: int) -> Example | None:
    """The chain's own step of ``strategy`` in the solve of ``seed``, or else a ``direct`` one."""
    return reach(strategy, Recipe(seed)) or reach(strategy, Recipe(seed, direct=True))


def search(strategy: Strategy, limit: int = LIMIT) -> Example | None:
    """The example of the lowest seed up to ``limit`` whose solve takes ``strategy``.

    The solves of a search are shared by every strategy searched in the same
    process. When the chain takes no step of ``strategy`` in any of them, the
    first ``direct`` one found on the way is the example; ``None`` if there is none.
    """
    fallback = None
    for seed in range(1, limit + 1):
        found = reach(strategy, Recipe(seed))
        if found is not None:
            return found
        if fallback is None:
            fallback = reach(strategy, Recipe(seed, direct=True))
    return fallback


@functools.cache
def example(strategy: Strategy, cache: Path | None = None) -> Example | None:
    """A step of ``strategy`` on a generated classic puzzle, found once per process.

    The strategy's own ``example_seed`` is tried first, then the recipe that
    ``cache`` keeps for it; if neither reaches it, the seeds are searched, and
    what the search finds is kept in ``cache``.

    Args:
        strategy: the strategy to show.
        cache: a folder for the recipes that searches found, or ``None`` to keep none.

    Returns:
        The example, or ``None`` when the strategy does not hold for the classic
        grid or no seed up to ``LIMIT`` reaches it.
    """
    if not strategy.holds_for(CLASSIC):
        return None
    if strategy.example_seed is not None:
        found = at_seed(strategy, strategy.example_seed)
        if found is not None:
            return found
    kept = recall(strategy, cache)
    if kept is not None and (found := reach(strategy, kept)) is not None:
        return found
    found = search(strategy)
    if found is not None:
        keep(strategy, found.recipe, cache)
    return found


def cache_file(strategy: Strategy, cache: Path) -> Path:
    """Where ``cache`` keeps the recipe of ``strategy``: a file named by its name and source.

    The name of the file holds a hash of the strategy's module, so a change to
    the strategy looks for its example afresh.
    """
    try:
        source = inspect.getsource(sys.modules[type(strategy).__module__])
    except (OSError, TypeError, KeyError):  # a module without source: the name alone
        source = ""
    digest = hashlib.sha256(f"{strategy.name}\n{source}".encode()).hexdigest()[:16]
    slug = re.sub(r"[^a-z0-9+]+", "-", strategy.name.lower()).strip("-")
    return cache / f"{slug}-{digest}.json"


def recall(strategy: Strategy, cache: Path | None) -> Recipe | None:
    """The recipe ``cache`` keeps for ``strategy``, or ``None``."""
    if cache is None:
        return None
    try:
        kept = json.loads(cache_file(strategy, cache).read_text(encoding="utf-8"))
        return Recipe(int(kept["seed"]), bool(kept["direct"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def keep(strategy: Strategy, recipe: Recipe, cache: Path | None) -> None:
    """Keep ``recipe`` for ``strategy`` in ``cache``; a cache that cannot be written is skipped."""
    if cache is None:
        return
    path = cache_file(strategy, cache)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        draft = path.with_suffix(f".{os.getpid()}.tmp")  # written whole, then renamed
        draft.write_text(json.dumps(recipe._asdict()), encoding="utf-8")
        os.replace(draft, path)
    except OSError:
        pass


def main(names: list[str]) -> None:
    """Print the recipe of each strategy named (every one of the chain without names)."""
    strategies = [by_name(name) for name in names] or list(DEFAULT_CHAIN)
    for strategy in strategies:
        found = example(strategy)
        print(f"{strategy.name}: {found.recipe if found else 'no example'}")


if __name__ == "__main__":
    main(sys.argv[1:])
