"""Naked subsets: pairs, triples and quads, one technique in three sizes.

Find ``size`` empty cells of a container whose candidates, all together, are
just ``size`` digits. Those cells will take those digits, one each, whatever
the order; so no other cell of the container can take any of them. Two cells
holding only 3 and 7 are a *naked pair*; three cells a *naked triple*, and so
on. Each step works in one container; when the cells also share a second one
(a pair inside a row and a box), that container's strikes are a step of their own.

The same idea seen from the digits' side is the hidden subset
(``sudoku.strategies.hidden_subset``), which shares the ``Subset`` base below.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> print(NakedSubset(3).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r7c5<>9, r7c7<>2, r7c7<>9, r7c9<>2, r7c9<>8, r7c9<>9: naked triple,
    r7c1, r7c2 and r7c3 hold only 2, 8 and 9, so 2, 8 and 9 leave the other cells of row 7
"""

from __future__ import annotations

import itertools
from typing import ClassVar

from sudoku.step import Step
from sudoku.strategies.base import Strategy


def in_words(words) -> str:
    """Words joined the way English lists them: ``"3"``, ``"3 and 7"``, ``"1, 4 and 9"``."""
    words = list(words)
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


class Subset(Strategy):
    """The shared part of naked and hidden subsets: one technique in sizes 2, 3 and 4.

    Args:
        size: 2 for a pair, 3 for a triple, 4 for a quad.
    """

    sizes: ClassVar[dict[int, tuple[str, float]]] = {}
    """The name and difficulty of each size; every kind of subset fills in its own."""

    descriptions: ClassVar[dict[int, str]] = {}
    """What a player looks for in each size, and why it works; every kind fills in its own."""

    def __init__(self, size: int = 2):
        super().__init__()
        if size not in self.sizes:
            raise ValueError(f"a subset has size 2, 3 or 4, not {size!r}")
        self.size = size
        self.name, self.difficulty = self.sizes[size]
        self.description = self.descriptions.get(size, self.description)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.size})"


class NakedSubset(Subset):
    """Strike ``size`` digits out of a container where ``size`` cells hold only them."""

    sizes: ClassVar[dict[int, tuple[str, float]]] = {
        2: ("naked pair", 3.0), 3: ("naked triple", 3.6), 4: ("naked quad", 5.0)}
    descriptions: ClassVar[dict[int, str]] = {
        2: "Find two cells of one row, column or box that hold the same two candidates and "
           "nothing else. The two cells will take those two digits, one each, so no other "
           "cell of that row, column or box can take either of them.",
        3: "Find three cells of one row, column or box whose candidates, all together, are "
           "just three digits; a cell need not hold all three. The three cells use up those "
           "three digits between them, so the digits leave every other cell of the container.",
        4: "Four cells of one row, column or box whose candidates, all together, are just four "
           "digits take those four digits, so the digits leave the other cells. Quads are "
           "rare in practice: the cells left over usually form an easier hidden subset, "
           "which strikes the same candidates.",
    }

    def find(self, board):
        """The first naked subset that strikes out a candidate, as a step, or ``None``.

        Containers are tried in layout order, and the groups of cells in the
        order of ``itertools.combinations`` over the cells sorted by index.
        Only cells with two candidates or more take part: a cell with one is a
        naked single, which comes earlier in the chain.
        """
        candidates = {cell: board.candidates(cell) for cell in board.cells if cell.is_empty}
        for container in board.containers:
            empty = sorted(cell for cell in container.cells if cell.is_empty)
            few = [cell for cell in empty if 2 <= len(candidates[cell]) <= self.size]
            for cells in itertools.combinations(few, self.size):
                digits = set().union(*(candidates[cell] for cell in cells))
                if len(digits) != self.size:
                    continue
                struck = tuple((cell, digit) for cell in empty if cell not in cells
                               for digit in sorted(candidates[cell] & digits))
                if struck:
                    symbols = in_words(board.layout.symbol(digit) for digit in sorted(digits))
                    return Step(self.name, eliminations=struck, cells=cells,
                                containers=(container,),
                                reason=f"{in_words(cell.name for cell in cells)} hold only "
                                       f"{symbols}, so {symbols} leave the other cells of "
                                       f"{container.name}")
        return None
