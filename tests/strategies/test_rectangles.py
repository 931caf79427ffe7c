"""Deadly rectangles: the four-cell patterns that every uniqueness rectangle starts from."""

from __future__ import annotations

from sudoku import Board
from sudoku.layout import CLASSIC
from sudoku.strategies.rectangles import corner_table, unique_rectangles

from .positions import position, x_sudoku

#: From a human solve of the first puzzle of top95.
POSITION = (
    "417369825.3.1........7......2.43..6.....8.4...4..1.......6.3.7.5.32.1...1.48.5...")


def test_a_classic_grid_has_486_rectangles_each_on_two_rows_columns_and_boxes():
    # Two rows of one band (9 ways) and two columns of two stacks (27 ways), or the other way.
    table = corner_table(CLASSIC)
    board = Board()
    found = {frozenset((a, *others[:3])) for a in range(81) for others in table[a]}
    assert len(found) == 486
    assert all(len(table[a]) == 24 for a in range(81))
    for four in found:
        cells = [board.cells[index] for index in four]
        for kind in ("row", "column", "box"):
            assert len({k for cell in cells for k in cell.containers if k.kind == kind}) == 2


def test_a_diagonal_through_one_corner_breaks_the_swap():
    # On an X-sudoku, r1c1 lies on a diagonal that no other corner of r1c1-r1c4-r2c1-r2c4 does.
    corners = {frozenset(others[:3]) for others in corner_table(x_sudoku())[0]}
    assert frozenset({3, 9, 12}) not in corners
    assert frozenset({3, 9, 12}) in {frozenset(others[:3]) for others in corner_table(CLASSIC)[0]}


def test_each_rectangle_holds_its_pair_in_every_corner_and_comes_once():
    board = position(POSITION)
    found = unique_rectangles(board)
    assert found and len({frozenset(r.corners) | {r.pair} for r in found}) == len(found)
    for rectangle in found:
        assert all(cell.is_empty and cell.candidate_bits & rectangle.pair
                   for cell in rectangle.corners)
        assert any(cell.candidate_bits == rectangle.pair for cell in rectangle.corners)


def test_the_answer_kept_follows_the_board():
    board = position(POSITION)
    first = seen(unique_rectangles(board))
    rectangle = unique_rectangles(board)[0]
    cell = next(cell for cell in rectangle.corners if cell.candidate_bits == rectangle.pair)
    digit = min(board.candidates(cell))
    board.eliminate(cell, digit)  # no longer a pair: its rectangles go
    assert seen(unique_rectangles(board)) == seen(
        unique_rectangles(position(POSITION, f"{cell.name}<>{digit}"))) != first
    board.undo()
    assert seen(unique_rectangles(board)) == first


def seen(rectangles) -> list:
    """Rectangles as names and pairs, to compare across boards."""
    return [([cell.name for cell in rectangle.corners], rectangle.pair) for rectangle in rectangles]
