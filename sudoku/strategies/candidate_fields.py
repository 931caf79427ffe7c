"""The fields of a board: the bits that number its candidates, one field of bits per cell.

TL;DR: the candidate ``(cell, digit)`` is the bit ``cell.index * stride + digit``,
``stride`` being one more than the largest digit, so each cell owns a *field* of
``stride`` bits. [`Fields`][sudoku.strategies.candidate_fields.Fields] keeps the masks
that the board's shape gives: the first bit of every field, and of the fields around
each cell.

Role: the numbering under the tables of links (see the module
``sudoku.strategies.links``); it depends on the shape alone, so it is worked out once
per board. See the docs page *Reference / sudoku.strategies*, under *Shared by the
chains*.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku.board import Board


class Fields:
    """The masks of fields that a board's shape gives, worked out once for each board.

    Attributes:
        every: the first bit of every cell's field; shifted by a digit, it
            marks that digit in every cell.
        around: for each cell index, the first bit of the field of every cell
            that shares a container with it, itself included.
    """

    __slots__ = ("around", "every")

    @classmethod
    def of(cls, board: Board) -> Fields:
        """The fields of ``board`` (kept while the board lives: a board never changes shape)."""
        fields = _FIELDS.get(board)
        if fields is None:
            fields = _FIELDS[board] = cls(board)
        return fields

    def __init__(self, board: Board):
        stride = board.layout.size + 1
        first_bits = [1 << cell.index * stride for cell in board.cells]
        in_container = [sum(first_bits[cell.index] for cell in container.cells)
                        for container in board.containers]
        self.every = sum(first_bits)
        self.around = [0] * len(board.cells)
        for cell in board.cells:
            for container in cell.containers:
                self.around[cell.index] |= in_container[container.index]


_FIELDS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""The ``Fields`` of each board, kept while the board lives."""
