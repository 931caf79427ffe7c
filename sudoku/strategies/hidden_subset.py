"""Hidden subsets: pairs, triples and quads, seen from the digits' side.

Find ``size`` missing digits of a container whose places, all together, are
just ``size`` cells. Each of those digits must go in one of those cells, so
the cells are taken by them, and every other candidate leaves the cells. Two
digits that can only go in the same two cells of a row are a *hidden pair*.

It is the mirror of the naked subset (``sudoku.strategies.naked_subset``): a
naked subset of ``k`` cells in a container with ``n`` empty cells is a hidden
subset of the other ``n - k`` cells. Both share the ``Subset`` base, and the
search: here the members are digits, each with its places in the container as
a mask of cells (``container.place_bits[digit]``).

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..")
    >>> print(HiddenSubset(2).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r4c3<>2, r4c3<>8, r4c3<>9, r6c1<>5, r6c1<>9: hidden pair,
    in box 4, only r4c3 and r6c1 can take 6 and 7, so every other candidate leaves them
"""

from __future__ import annotations

from typing import ClassVar

from sudoku.bitsets import _DIGITS, cells_of, digits_of
from sudoku.step import Step
from sudoku.strategies.naked_subset import Subset, in_words, tight_groups


class HiddenSubset(Subset):
    """Strike every other digit out of ``size`` cells, the only places of ``size`` digits."""

    sizes: ClassVar[dict[int, tuple[str, float]]] = {
        2: ("hidden pair", 3.4), 3: ("hidden triple", 4.0), 4: ("hidden quad", 5.4)}
    descriptions: ClassVar[dict[int, str]] = {
        2: "Find two digits that, in some row, column or box, can go only in the same two "
           "cells. Those cells must take those two digits, so every other candidate in them "
           "can go. The pair is hidden because the cells' other candidates cover it up.",
        3: "Find three digits whose places in a row, column or box are, all together, just "
           "three cells. Each of those cells must take one of the three digits, so any other "
           "candidate in them can be struck out.",
        4: "Four digits that, in one row, column or box, fit only in the same four cells own "
           "those cells, and every other candidate leaves them. They are hard to see and rare: "
           "the other cells of the container usually form an easier naked subset.",
    }
    nudges: ClassVar[dict[int, str]] = {
        2: "look for two digits with the same two places in a container",
        3: "look for three digits with only three places between them in a container",
        4: "look for four digits with only four places between them in a container",
    }
    example_seeds: ClassVar[dict[int, int]] = {2: 19, 3: 605, 4: 529}

    def find(self, board):
        """The first hidden subset that strikes out a candidate, as a step, or ``None``.

        Containers are tried in layout order, and the groups of digits in the
        order of ``itertools.combinations`` over the missing digits, ascending.
        Only digits with two places or more take part: a digit with one is a
        hidden single, which comes earlier in the chain.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every hidden subset that strikes out a candidate, in the order ``find`` tries them."""
        seen = set()  # the digits and cells listed: a row and a box may hide the same subset
        size = self.size
        for container in board.containers:
            missing = container.missing_bits
            if missing.bit_count() <= size:
                continue  # the cells hold nothing but these digits
            place_bits = container.place_bits  # ``_DIGITS[...]`` is ``digits_of`` without a call
            few = [(digit, place_bits[digit]) for digit in _DIGITS[missing]
                   if 2 <= place_bits[digit].bit_count() <= size]
            if len(few) < size:
                continue
            self.deadline.check()  # combinations of digits add up on a big grid
            for digits, places in tight_groups(few, size):
                if (digits, places) in seen:
                    continue
                step = self._step(board, container, digits, places)
                if step is not None:
                    seen.add((digits, places))
                    yield step

    def _step(self, board, container, digits, places):
        """The step of ``digits`` going only in ``places`` (a mask); ``None`` if it strikes nothing."""
        kept = sum(1 << digit for digit in digits)
        cells = tuple(cells_of(places, board.cells))
        struck = tuple((cell, digit) for cell in cells
                       for digit in digits_of(cell.candidate_bits & ~kept))
        if not struck:
            return None
        symbol = board.layout.symbol
        return Step(self.name, eliminations=struck, cells=cells, containers=(container,),
                    reason=lambda: f"in {container.name}, only "
                                   f"{in_words(cell.name for cell in cells)} can take "
                                   f"{in_words(symbol(digit) for digit in digits)}, so every "
                                   f"other candidate leaves them")
