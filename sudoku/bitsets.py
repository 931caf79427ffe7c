"""Sets of digits and sets of cells, kept as bit masks and read like sets.

TL;DR: the model keeps its facts as plain ints, one bit per digit (bit ``d``
for the digit ``d``) or one bit per cell (bit ``i`` for the cell whose index
is ``i``). A placement is then a handful of ``&``, ``|`` and ``^`` instead of
loops over Python sets. Code that reads the model, such as a strategy or a
page of the docs, sees two small immutable views, [`Digits`][sudoku.bitsets.Digits]
and [`Cells`][sudoku.bitsets.Cells], which behave like frozensets.

Read the views first; the ``*_bits`` attributes behind them (``cell.candidate_bits``,
``container.missing_bits``, ``container.place_bits[digit]``) are the fast form, for
code that runs millions of times. See the docs page *Design decisions*.

Examples:
    >>> digits = Digits.of([1, 2, 4])
    >>> digits.bits == 0b10110, sorted(digits), 3 in digits, len(digits)
    (True, [1, 2, 4], False, 3)
    >>> digits & {2, 4, 9}, digits == {1, 2, 4}
    (Digits({2, 4}), True)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku.cell import Cell

__all__ = ["Cells", "Digits", "cells_of", "digits_of", "indices_of", "single_bits"]

_CACHED_BELOW = 1 << 18
"""Digit masks below this (puzzles of up to 17 digits) keep their tuple of digits once made."""


class _DigitTable(dict):
    """The digits of each mask, worked out the first time a mask is asked for."""

    def __missing__(self, bits: int) -> tuple[int, ...]:
        found = tuple(digit for digit in range(1, bits.bit_length()) if bits >> digit & 1)
        if bits < _CACHED_BELOW:
            self[bits] = found
        return found


_DIGITS = _DigitTable()


def digits_of(bits: int) -> tuple[int, ...]:
    """The digits whose bits are set in ``bits``, smallest first.

    Examples:
        >>> digits_of(0b1010)
        (1, 3)
    """
    return _DIGITS[bits]


def indices_of(bits: int) -> list[int]:
    """The positions of the bits set in ``bits``, lowest first: cell indices, or any numbers.

    Examples:
        >>> indices_of(0b10110)
        [1, 2, 4]
    """
    found = []
    while bits:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found


def single_bits(mask: int) -> list[int]:
    """The set bits of ``mask``, one mask each, lowest first.

    Examples:
        >>> single_bits(0b10110)
        [2, 4, 16]
    """
    found = []
    while mask:
        low = mask & -mask
        found.append(low)
        mask ^= low
    return found


def cells_of(bits: int, cells: Sequence[Cell]) -> list[Cell]:
    """The cells of ``cells`` (a board's cells, by index) whose bits are set in ``bits``."""
    found = []
    while bits:
        low = bits & -bits
        found.append(cells[low.bit_length() - 1])
        bits ^= low
    return found


class _BitSet(AbstractSet):
    """What ``Digits`` and ``Cells`` share: a set kept as the mask ``bits``.

    The operators work on the masks when both sides are views of the same kind
    (``_is_like``), and make the answer with ``_made``; with any other set they
    fall back on ``AbstractSet``, so a view mixes with ``set`` and ``frozenset``.
    The named methods of ``frozenset`` (``union``, ``issubset`` ...) take any iterables.
    """

    __slots__ = ()
    bits: int

    def _is_like(self, other: object) -> bool:
        """Whether ``other`` is a view whose bits mean what this one's do."""
        raise NotImplementedError

    def _made(self, bits: int) -> _BitSet:
        """A view of the same kind as this one, holding ``bits``."""
        raise NotImplementedError

    def __len__(self) -> int:
        return self.bits.bit_count()

    def __bool__(self) -> bool:
        return self.bits != 0

    def __and__(self, other):
        if self._is_like(other):
            return self._made(self.bits & other.bits)
        return AbstractSet.__and__(self, other)

    def __or__(self, other):
        if self._is_like(other):
            return self._made(self.bits | other.bits)
        return AbstractSet.__or__(self, other)

    def __sub__(self, other):
        if self._is_like(other):
            return self._made(self.bits & ~other.bits)
        return AbstractSet.__sub__(self, other)

    def __xor__(self, other):
        if self._is_like(other):
            return self._made(self.bits ^ other.bits)
        return AbstractSet.__xor__(self, other)

    __rand__, __ror__, __rxor__ = __and__, __or__, __xor__

    def __eq__(self, other) -> bool:
        if self._is_like(other):
            return self.bits == other.bits
        return AbstractSet.__eq__(self, other)

    def __le__(self, other) -> bool:
        if self._is_like(other):
            return self.bits & ~other.bits == 0
        return AbstractSet.__le__(self, other)

    def __lt__(self, other) -> bool:
        if self._is_like(other):
            return self.bits != other.bits and self.bits & ~other.bits == 0
        return AbstractSet.__lt__(self, other)

    def __hash__(self) -> int:
        return self._hash()  # the same hash as a frozenset of the same items

    def _as_set(self, other: Iterable) -> AbstractSet:
        return other if isinstance(other, AbstractSet) else self._from_iterable(other)

    def union(self, *others: Iterable):
        """The items in this set or in any of ``others``."""
        result = self
        for other in others:
            result = result | self._as_set(other)
        return result

    def intersection(self, *others: Iterable):
        """The items in this set and in every one of ``others``."""
        result = self
        for other in others:
            result = result & (other if isinstance(other, AbstractSet) else frozenset(other))
        return result

    def difference(self, *others: Iterable):
        """The items in this set and in none of ``others``."""
        result = self
        for other in others:
            result = result - (other if isinstance(other, AbstractSet) else frozenset(other))
        return result

    def symmetric_difference(self, other: Iterable):
        """The items in exactly one of this set and ``other``."""
        return self ^ self._as_set(other)

    def issubset(self, other: Iterable) -> bool:
        """Whether every item of this set is in ``other``."""
        return self <= (other if isinstance(other, AbstractSet) else frozenset(other))

    def issuperset(self, other: Iterable) -> bool:
        """Whether every item of ``other`` is in this set."""
        return self >= self._as_set(other)


class Digits(_BitSet):
    """An immutable set of digits kept as one int, bit ``d`` for the digit ``d``.

    It is what [`Board.candidates`][sudoku.board.Board.candidates] and
    [`Container.missing`][sudoku.container.Container.missing] return. It iterates
    smallest first, and mixes with ``set`` and ``frozenset`` in ``&``, ``|``,
    ``-``, ``^``, ``==`` and ``<=``.

    Attributes:
        bits: the mask.
    """

    __slots__ = ("bits",)

    def __init__(self, bits: int = 0):
        self.bits = bits

    @classmethod
    def of(cls, digits: Iterable[int]) -> Digits:
        """The set of ``digits`` (ints 1 or more)."""
        bits = 0
        for digit in digits:
            if not isinstance(digit, int) or isinstance(digit, bool) or digit < 1:
                raise TypeError(f"a set of digits holds ints 1 or more, not {digit!r}")
            bits |= 1 << digit
        return cls(bits)

    _from_iterable = of

    def __iter__(self) -> Iterator[int]:
        return iter(_DIGITS[self.bits])

    def __contains__(self, digit: object) -> bool:
        return isinstance(digit, int) and digit >= 0 and bool(self.bits >> digit & 1)

    def _is_like(self, other: object) -> bool:
        return isinstance(other, Digits)

    def _made(self, bits: int) -> Digits:
        return Digits(bits)

    def __repr__(self) -> str:
        return f"Digits({{{', '.join(map(str, self))}}})" if self.bits else "Digits()"


class Cells(_BitSet):
    """An immutable set of a board's cells kept as one int, bit ``i`` for the cell of index ``i``.

    It is what [`Container.places`][sudoku.container.Container.places] returns.
    It iterates in index order (the order of the layout), and mixes with sets
    of cells like [`Digits`][sudoku.bitsets.Digits] does with sets of digits.

    Attributes:
        bits: the mask.
        cells: every cell of the board, by index, to read the bits with.
    """

    __slots__ = ("bits", "cells")

    def __init__(self, bits: int, cells: Sequence[Cell]):
        self.bits = bits
        self.cells = cells

    def _from_iterable(self, items: Iterable) -> AbstractSet:
        items = list(items)
        if all(self._holds(item) for item in items):
            return Cells(sum(1 << item.index for item in set(items)), self.cells)
        return frozenset(items)

    def _holds(self, item: object) -> bool:
        index = getattr(item, "index", None)
        return isinstance(index, int) and 0 <= index < len(self.cells) \
            and self.cells[index] is item

    def __iter__(self) -> Iterator[Cell]:
        return iter(cells_of(self.bits, self.cells))

    def __contains__(self, cell: object) -> bool:
        return self._holds(cell) and bool(self.bits >> cell.index & 1)

    def _is_like(self, other: object) -> bool:
        return isinstance(other, Cells) and other.cells is self.cells  # cells of one board

    def _made(self, bits: int) -> Cells:
        return Cells(bits, self.cells)

    def __repr__(self) -> str:
        return f"Cells({', '.join(cell.name for cell in self)})"
