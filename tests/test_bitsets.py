"""Digits and Cells read like frozensets: every operation gives what a frozenset would.

The views keep their items as bits of one int (``sudoku.bitsets``); these tests
hold each operator and each named method of ``frozenset`` against ``frozenset``
itself, on random sets of digits and of cells, with sets and plain iterables
(lists) as the other side.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from sudoku import Board
from sudoku.bitsets import Cells, Digits

BOARD = Board()
digit_sets = st.frozensets(st.integers(1, 9))
cell_sets = st.frozensets(st.sampled_from(BOARD.cells), max_size=12)


def cells(items: frozenset) -> Cells:
    return Cells(sum(cell.bit for cell in items), BOARD.cells)


@given(digit_sets, digit_sets, digit_sets)
def test_digits_answer_as_frozensets_do(a, b, c):
    digits = Digits.of(a)
    assert set(digits) == a and len(digits) == len(a) and bool(digits) == bool(a)
    assert list(digits) == sorted(a)  # smallest first
    for other in (Digits.of(b), b, sorted(b)):  # a view, a frozenset, a plain list
        assert digits.union(other, c) == a.union(b, c)
        assert digits.intersection(other, c) == a.intersection(b, c)
        assert digits.difference(other, c) == a.difference(b, c)
        assert digits.symmetric_difference(other) == a.symmetric_difference(b)
        assert digits.issubset(other) == a.issubset(b)
        assert digits.issuperset(other) == a.issuperset(b)
    other = Digits.of(b)
    assert (digits & other, digits | other, digits - other, digits ^ other) == (
        a & b, a | b, a - b, a ^ b)
    assert (digits <= other, digits < other, digits == other) == (a <= b, a < b, a == b)
    assert hash(digits) == hash(a)  # equal to a frozenset, so it must hash as one


@given(cell_sets, cell_sets, cell_sets)
def test_cells_answer_as_frozensets_do(a, b, c):
    view = cells(a)
    assert set(view) == a and len(view) == len(a)
    assert [cell.index for cell in view] == sorted(cell.index for cell in a)  # layout order
    for other in (cells(b), b, list(b)):
        assert view.union(other, c) == a.union(b, c)
        assert view.intersection(other, c) == a.intersection(b, c)
        assert view.difference(other, c) == a.difference(b, c)
        assert view.symmetric_difference(other) == a.symmetric_difference(b)
        assert view.issubset(other) == a.issubset(b)
        assert view.issuperset(other) == a.issuperset(b)
    other = cells(b)
    assert (view & other, view | other, view - other, view ^ other) == (
        a & b, a | b, a - b, a ^ b)
    assert (view <= other, view < other, view == other) == (a <= b, a < b, a == b)
    assert hash(view) == hash(a)
