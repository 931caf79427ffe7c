"""Naked subsets: pairs, triples and quads, one technique in three sizes.

Find ``size`` empty cells of a container whose candidates, all together, are
just ``size`` digits. Those cells will take those digits, one each, whatever
the order; so no other cell of the container can take any of them. Two cells
holding only 3 and 7 are a *naked pair*; three cells a *naked triple*, and so
on. When the cells share a second container (a pair inside a row and a box,
which players call a *locked pair*), the digits leave that one too, in the
same step: the reasoning is the same, and one look clears both.

The same idea seen from the digits' side is the hidden subset
(``sudoku.strategies.hidden_subset``), which shares the ``Subset`` base below
and the search, ``tight_groups``:
the digits of a group of cells are the ``|`` of their candidate masks, and the
group is a subset when that mask has ``size`` bits.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> print(NakedSubset(3).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r7c5<>9, r7c7<>2, r7c7<>9, r7c9<>2, r7c9<>8, r7c9<>9, r8c2<>8, r8c2<>9, r8c3<>8, r8c3<>9,
    r9c2<>8, r9c2<>9: naked triple, r7c1, r7c2 and r7c3 hold only 2, 8 and 9, so 2, 8 and 9
    leave the other cells of row 7 and box 7
"""

from __future__ import annotations

import itertools
from typing import ClassVar

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.base import Strategy


def in_words(words) -> str:
    """Words joined the way English lists them: ``"3"``, ``"3 and 7"``, ``"1, 4 and 9"``."""
    words = list(words)
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def tight_groups(members, size):
    """Each group of ``size`` members whose masks, all together, have just ``size`` bits.

    Args:
        members: ``(item, mask)`` pairs: cells with their candidates, or digits with their places.
        size: how many members a group has, and how many bits its masks may cover.

    Yields:
        ``(items, mask)``, in the order of ``itertools.combinations``: the items of
        the group, and the ``|`` of their masks.

    Examples:
        >>> list(tight_groups([("a", 0b011), ("b", 0b110), ("c", 0b101), ("d", 0b011)], 2))
        [(('a', 'd'), 3)]
    """
    for group in itertools.combinations(members, size):
        bits = 0
        for _, mask in group:
            bits |= mask
        if bits.bit_count() == size:
            yield tuple(item for item, _ in group), bits


class Subset(Strategy):
    """The shared part of naked and hidden subsets: one technique in sizes 2, 3 and 4.

    Args:
        size: 2 for a pair, 3 for a triple, 4 for a quad.
    """

    sizes: ClassVar[dict[int, tuple[str, float]]] = {}
    """The name and difficulty of each size; every kind of subset fills in its own."""

    descriptions: ClassVar[dict[int, str]] = {}
    """What a player looks for in each size, and why it works; every kind fills in its own."""

    nudges: ClassVar[dict[int, str]] = {}
    """What a hint says to look for in each size; every kind fills in its own."""

    example_seeds: ClassVar[dict[int, int]] = {}
    """A generated puzzle whose solve takes each size (see ``Strategy.example_seed``)."""

    def __init__(self, size: int = 2):
        super().__init__()
        if size not in self.sizes:
            raise ValueError(f"a subset has size 2, 3 or 4, not {size!r}")
        self.size = size
        self.name, self.difficulty = self.sizes[size]
        self.description = self.descriptions.get(size, self.description)
        self.nudge = self.nudges.get(size, self.nudge)
        self.example_seed = self.example_seeds.get(size, self.example_seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.size})"


class NakedSubset(Subset):
    """Strike ``size`` digits out of a container where ``size`` cells hold only them."""

    sizes: ClassVar[dict[int, tuple[str, float]]] = {
        2: ("naked pair", 3.0), 3: ("naked triple", 3.6), 4: ("naked quad", 5.0)}
    descriptions: ClassVar[dict[int, str]] = {
        2: "Find two cells of one row, column or box that hold the same two candidates and "
           "nothing else. The two cells will take those two digits, one each, so no other "
           "cell of that row, column or box can take either of them. Two cells of one row "
           "and one box, a locked pair, clear both at once.",
        3: "Find three cells of one row, column or box whose candidates, all together, are "
           "just three digits; a cell need not hold all three. The three cells use up those "
           "three digits between them, so the digits leave every other cell of the container, "
           "and of the box too when the three share one with their line (a locked triple).",
        4: "Four cells of one row, column or box whose candidates, all together, are just four "
           "digits take those four digits, so the digits leave the other cells. Quads are "
           "rare in practice: the cells left over usually form an easier hidden subset, "
           "which strikes the same candidates.",
    }
    nudges: ClassVar[dict[int, str]] = {
        2: "look for two cells of a container that hold the same two candidates only",
        3: "look for three cells of a container with three candidates between them",
        4: "look for four cells of a container with four candidates between them",
    }
    example_seeds: ClassVar[dict[int, int]] = {2: 257, 3: 155, 4: 646}

    def find(self, board):
        """The first naked subset that strikes out a candidate, as a step, or ``None``.

        Containers are tried in layout order, and the groups of cells in the
        order of ``itertools.combinations`` over the cells sorted by index.
        Only cells with two candidates or more take part: a cell with one is a
        naked single, which comes earlier in the chain.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every naked subset that strikes out a candidate, in the order ``find`` tries them."""
        seen = set()  # the groups listed: a locked group is found again in its second container
        size, cells = self.size, board.cells
        few = sum(cell.bit for cell in cells  # the cells that may join a subset of this size
                  if not cell.digit and 2 <= cell.candidate_bits.bit_count() <= size)
        for container in board.containers:
            members = container.cell_bits & few
            if members.bit_count() < size:
                continue
            if (container.cell_bits & board.empty_bits).bit_count() == size:
                continue  # no cell is left over to strike from
            self.deadline.check()  # combinations of cells add up on a big grid
            held = [(cell, cell.candidate_bits) for cell in cells_of(members, cells)]
            for group, digits in tight_groups(held, size):
                if group in seen:
                    continue
                step = self._step(board, group, digits)
                if step is not None:
                    seen.add(group)
                    yield step

    def _step(self, board, cells, digits):
        """The step of ``cells`` holding only ``digits`` (a mask); ``None`` if it strikes nothing.

        The digits leave every container the cells share, not only the one the
        search found them in; the step names those where they still had a place.
        """
        group = 0
        for cell in cells:
            group |= cell.bit
        others, shared = 0, []  # the cells that lose a digit, and the containers they are in
        for each in cells[0].containers:
            if group & ~each.cell_bits:
                continue  # not a container of every cell of the group
            places = 0
            for digit in digits_of(digits):
                places |= each.place_bits[digit]
            if places & ~group:
                others |= places & ~group
                shared.append(each)
        if not others:
            return None
        struck = tuple((cell, digit) for cell in cells_of(others, board.cells)
                       for digit in digits_of(cell.candidate_bits & digits))
        symbol = board.layout.symbol

        def reason():
            symbols = in_words(symbol(digit) for digit in digits_of(digits))
            return (f"{in_words(cell.name for cell in cells)} hold only {symbols}, so "
                    f"{symbols} leave the other cells of "
                    f"{in_words(each.name for each in shared)}")

        return Step(self.name, eliminations=struck, cells=cells, containers=tuple(shared),
                    reason=reason)
