"""Where things go in an SVG picture of a layout: its cells, their centres, their candidates.

TL;DR: a [`Frame`][sudoku.render.svg_frame.Frame] lays a layout out on the
picture. Each cell is drawn from its position: a square at ``(row, column)``, or
a triangle, half a side along from its neighbour, pointing up when ``row +
column`` is even; its corners lie on a grid of whole numbers, which the frame
scales to SVG units. A picture with candidates is drawn larger, so that they
read at 1:1: each candidate has a square of ``PITCH`` units of its own in its
cell.

Role: the geometry under ``sudoku.render.svg``, which draws the board, and
``sudoku.render.svg_marks``, which draws a step's marks on it. See the docs
page *Reference / sudoku.render*.
"""

from __future__ import annotations

import math

from sudoku.layout import Layout

CELL = 32
"""The side of a square cell without candidates, in SVG units (a triangle's side is
``CELL * 1.25``)."""

PITCH = 15
"""The room of one candidate in a cell, in SVG units: cells with candidates are sized by it."""

MARGIN = 10
"""The space around the puzzle, in SVG units."""

HEIGHT = 3 ** 0.5 / 2
"""The height of a triangle whose side is 1."""

FILL = {"square": 0.84, "triangle": 0.5}
"""The part of a cell's side that its grid of candidates spans, for each shape of cell."""

Point = tuple[float, float]


class Frame:
    """Where things go in the picture of a layout: cells, their centres, their candidates.

    Args:
        layout: the shape to draw.
        with_candidates: whether the cells hold candidates, which makes them larger.

    Attributes:
        layout: as given.
        with_candidates: as given.
        cell: the side of a square cell (a triangle's side is ``1.25`` times it).
        pitch: the distance between two candidates next to each other in a cell.
        outlines: the corners of each cell, on a grid of whole numbers.
        width, height: the size of the board, margins included, in SVG units.
    """

    def __init__(self, layout: Layout, with_candidates: bool):
        self.layout, self.with_candidates = layout, with_candidates
        self.side = math.ceil(math.sqrt(layout.size))  # candidates per row of a cell's grid
        fill = FILL[layout.cell_shape]
        if with_candidates:
            self.cell, self.pitch = max(CELL, math.ceil(PITCH * self.side / fill)), PITCH
        else:
            self.cell = CELL
            self.pitch = CELL * fill / self.side
        self.outlines = [_corners(cell.row, cell.column, layout.cell_shape)
                         for cell in layout.cells]
        if layout.cell_shape == "square":
            self.scale = (self.cell, self.cell)
        else:
            self.scale = (self.cell * 1.25 / 2, self.cell * 1.25 * HEIGHT)
        self.width = max(x for corners in self.outlines for x, _ in corners) * self.scale[0] \
            + 2 * MARGIN
        self.height = max(y for corners in self.outlines for _, y in corners) * self.scale[1] \
            + 2 * MARGIN

    def point(self, point: Point) -> Point:
        """A point of the grid of whole numbers, in SVG units."""
        return point[0] * self.scale[0] + MARGIN, point[1] * self.scale[1] + MARGIN

    def at(self, point: Point) -> str:
        """A point of the grid of whole numbers as SVG writes it: ``"10,42"``."""
        x, y = self.point(point)
        return f"{number(x)},{number(y)}"

    def centre(self, index: int) -> Point:
        """The centre of the cell ``index``, in SVG units."""
        corners = self.outlines[index]
        return self.point((sum(x for x, _ in corners) / len(corners),
                           sum(y for _, y in corners) / len(corners)))

    def candidate(self, index: int, digit: int) -> Point:
        """Where the candidate ``digit`` of the cell ``index`` is drawn: its place in a little grid."""
        row, column = divmod(digit - 1, self.side)
        x, y = self.centre(index)
        middle = (self.side - 1) / 2
        return x + (column - middle) * self.pitch, y + (row - middle) * self.pitch


def _corners(row: int, column: int, shape: str) -> tuple[Point, ...]:
    """The corners of a cell on a grid of whole numbers (scaled by the frame)."""
    if shape == "square":
        return (column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1)
    if (row + column) % 2 == 0:  # pointing up; x counts half sides
        return (column + 1, row), (column + 2, row + 1), (column, row + 1)
    return (column, row), (column + 2, row), (column + 1, row + 1)


def number(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")
