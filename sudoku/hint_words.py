"""How a hint words what it says: where to look, containers in groups, and the nudge.

TL;DR: a hint names places as a player does: ``"rows 2 and 5, column 1 and box
4"`` ([`in_words`][sudoku.hint_words.in_words]), ``"r1c1, r2c2 and r3c3"``
([`spoken`][sudoku.hint_words.spoken]). Its first line says what to look for
([`nudge`][sudoku.hint_words.nudge]), its second where
([`where`][sudoku.hint_words.where]), without giving the answer away.

Role: the words of ``sudoku.hint`` and of the player's moves it checks
(``sudoku.hint_moves``). See the docs page *Reference / Hint*.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku.container import Container
    from sudoku.step import Step
    from sudoku.strategies import Strategy

PLURALS = {"row": "rows", "column": "columns", "box": "boxes"}
"""The kinds of container that a hint names in groups (``"rows 2, 5 and 8"``)."""


def where(step: Step) -> str:
    """Where to look for ``step``: its containers and the cells of its pattern, not the answer.

    The cells that get a digit are left out when the step names containers,
    so that a single points at its row, not at its cell.
    """
    placed = {cell for cell, _ in step.placements}
    pattern = [cell.name for cell in step.cells if cell not in placed]
    if step.containers:
        containers = in_words(step.containers)
        return f"look in {containers}, at {spoken(pattern)}" if pattern else f"look in {containers}"
    moved = [cell for cell, _ in step.placements + step.eliminations]
    return f"look at {spoken(dict.fromkeys(cell.name for cell in step.cells or moved))}"


def in_words(containers: Iterable[Container]) -> str:
    """Containers in words, with rows, columns and boxes in groups.

    Examples:
        >>> from sudoku import Board
        >>> board = Board()
        >>> in_words(board.containers[i] for i in (1, 4, 9, 21))
        'rows 2 and 5, column 1 and box 4'
    """
    groups: dict[str, list[str]] = {}
    for container in containers:
        kind, _, label = container.name.partition(" ")
        if kind in PLURALS and label:
            groups.setdefault(kind, []).append(label)
        else:
            groups.setdefault(container.name, [])
    return spoken(f"{PLURALS[kind] if len(labels) > 1 else kind} {spoken(labels)}" if labels
                  else kind for kind, labels in groups.items())


def spoken(names: Iterable[str]) -> str:
    """Names in words: ``"r1c1"``, ``"r1c1 and r2c2"``, ``"r1c1, r2c2 and r3c3"``."""
    names = list(names)
    return " and ".join(filter(None, [", ".join(names[:-1]), names[-1]])) if names else ""


def nudge(strategy: Strategy) -> str:
    """What a hint tells to look for: the strategy's ``nudge``, or its description's first sentence.

    Examples:
        >>> from sudoku.strategies import NakedSingle, Strategy
        >>> nudge(NakedSingle())
        'look for a cell with only one candidate left'
        >>> class LastCopy(Strategy):
        ...     description = "Look at the last copy of a digit. It has one place."
        >>> nudge(LastCopy())
        'look at the last copy of a digit'
    """
    if strategy.nudge:
        return strategy.nudge
    first = " ".join(strategy.description.split()).split(". ")[0].rstrip(".")
    return first[:1].lower() + first[1:]
