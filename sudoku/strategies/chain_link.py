"""One link of a chain: two candidates, strong or weak, and what it says in words.

TL;DR: a [`Link`][sudoku.strategies.chain_link.Link] goes from one candidate
``(cell, digit)`` to another; a strong one says the target is true if the source is
false, a weak one that it is false if the source is true. ``Link.words`` says so, with
the container that makes it hold: ``"r7c5=3 is true (the only other place for 3 in row
7)"``.

Role: the piece every chain strategy's step is made of (see the module
``sudoku.strategies.links``, which finds every link of a position). See the docs page
*Reference / sudoku.strategies*, under *Shared by the chains*.

A link joins two *nodes*: cells, or groups of places of one digit (``cells_of`` gives
the cells of either), so the same class serves the grouped chains.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku.cell import Cell
    from sudoku.container import Container


@dataclass(frozen=True)
class Link:
    """One link of a chain, from ``source`` to ``target``, both ``(cell, digit)`` pairs.

    Attributes:
        source: the candidate the link starts from.
        target: the candidate it leads to.
        is_strong: whether at least one of the two is true (else at most one is).
        strong_in: for a strong link between two places, the container where
            they are the digit's only two; ``None`` otherwise.
    """

    source: tuple[Cell, int]
    target: tuple[Cell, int]
    is_strong: bool
    strong_in: Container | None = None

    @property
    def container(self) -> Container | None:
        """The container the link lies in, ``None`` for a link inside one cell.

        Also ``None`` for a weak link to or from a group whose cells the other end
        sees through several containers (on some shapes no one holds them all).
        """
        if self.source[0] is self.target[0]:
            return None
        return self.strong_in or shared(self.source[0], self.target[0])

    def words(self, symbol=str) -> str:
        """What the link says about its target, such as ``"r1c7=3 is true (...)"``."""
        cell, digit = self.target
        container = self.container
        if self.is_strong:
            places = "places" if len(cells_of(cell)) > 1 else "place"
            why = (f"the only other {places} for {symbol(digit)} in {container.name}"
                   if container else f"the only other candidate of {cell.name}")
            return f"{named(self.target, symbol)} is true ({why})"
        if container:
            why = f"it sees {self.source[0].name} in {container.name}"
        elif self.source[0] is cell:
            why = f"{cell.name} is {symbol(self.source[1])}"
        else:
            why = f"it sees every cell of {self.source[0].name}"
        return f"{named(self.target, symbol)} is false ({why})"


def named(candidate: tuple[Cell, int], symbol=str) -> str:
    """A candidate as players write it: ``"r1c7=3"``."""
    return f"{candidate[0].name}={symbol(candidate[1])}"


def shared(cell: Cell, other: Cell) -> Container | None:
    """The first container of ``cell`` that holds ``other`` too (a cell or a group, whole).

    ``None`` if there is none, which can only be for a group.
    """
    return next((container for container in cell.containers
                 if container.cell_bits & other.bit == other.bit), None)


def cells_of(node) -> tuple[Cell, ...]:
    """The cells of a node of a chain: a cell, or every cell of a group of places.

    A node is what a link joins: a cell, or a *group*, several places of one
    digit that share a box and a line (``sudoku.strategies.grouped_links``) or
    lie in one almost locked set (``sudoku.strategies.als_links``).
    """
    return getattr(node, "cells", (node,))
