"""Digits and Cells read like frozensets: every operation gives what a frozenset would.

The views keep their items as bits of one int (``sudoku.bitsets``); these tests
hold each operator and each named method of ``frozenset`` against ``frozenset``
itself, on random sets of digits and of cells, with sets and plain iterables
(lists) as the other side.
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from sudoku import Board
from sudoku.bitsets import Cells, Digits

BOARD = Board()
digit_sets = st.frozensets(st.integers(1, 9))
cell_sets = st.frozensets(st.sampled_from(BOARD.cells), max_size=12)


def cells(items: frozenset) -> Cells:
    return Cells(sum(cell.bit for cell in items), BOARD.cells)


def answers_as_frozensets(make: Callable, a: frozenset, b: frozenset, c: frozenset) -> None:
    """Check the view ``make(a)`` against the frozenset ``a``, with ``b`` and ``c`` beside."""
    view, other = make(a), make(b)
    assert set(view) == a and len(view) == len(a) and bool(view) == bool(a)
    assert hash(view) == hash(a)  # equal to a frozenset, so it must hash as one
    for side in (other, b, sorted(b, key=hash)):  # a view, a frozenset, a plain list
        assert view.union(side, c) == a.union(b, c)
        assert view.intersection(side, c) == a.intersection(b, c)
        assert view.difference(side, c) == a.difference(b, c)
        assert view.symmetric_difference(side) == a.symmetric_difference(b)
        assert view.issubset(side) == a.issubset(b)
        assert view.issuperset(side) == a.issuperset(b)
    assert (view & other, view | other, view - other, view ^ other) == (
        a & b, a | b, a - b, a ^ b)
    assert (view <= other, view < other, view == other) == (a <= b, a < b, a == b)


@given(digit_sets, digit_sets, digit_sets)
def test_digits_answer_as_frozensets_do(a, b, c):
    answers_as_frozensets(Digits.of, a, b, c)
    assert list(Digits.of(a)) == sorted(a)  # smallest first


@given(cell_sets, cell_sets, cell_sets)
def test_cells_answer_as_frozensets_do(a, b, c):
    answers_as_frozensets(cells, a, b, c)
    assert [cell.index for cell in cells(a)] == sorted(cell.index for cell in a)  # layout order
