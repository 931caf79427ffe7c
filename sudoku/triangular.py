"""The triangular puzzle: 54 small triangles, 24 containers of 9, built from its geometry.

TL;DR: six large triangles of nine small ones turn around a small hexagonal
hole, like the blades of a pinwheel. Each small triangle lies in one band of
each of the three directions of the tiling (horizontal, rising ``/`` and
falling ``\\``), and those bands are the rows and the two kinds of slanting
columns. Nothing here lists a container by hand: they all follow from the picture.

The picture, in coordinates. The plane is tiled by small triangles whose sides
are ``e1 = (1, 0)`` and ``e2 = (1/2, √3/2)``. A small triangle is named by its
centre, tripled so that it is whole: ``(a, b)`` stands for ``(a * e1 + b * e2) / 3``,
with ``a`` and ``b`` both 1 more than a multiple of 3 for a triangle pointing up,
2 more for one pointing down. Turning the plane by 60 degrees about the origin
(the centre of the hole) takes ``(a, b)`` to ``(-b, a + b)``.

* The **large triangles**: the first is the up triangle with corners
  ``-3 e1 + e2``, ``e2`` and ``-3 e1 + 4 e2``; the other five are it, turned by
  60 degrees again and again.
* The **bands**: the horizontal band of a small triangle is ``b // 3``. The rising
  and falling bands are the horizontal bands of the triangle turned by 120 and
  60 degrees, so one rule gives all three directions.
* Each direction has eight bands; the two outer ones hold a single small
  triangle, the tip of a large one, which joins the band next to it (the seed
  puzzle says it *sticks out* of that row or column). That leaves six containers
  of nine per direction, and every small triangle is in exactly four containers.

Cells are numbered from the top cell as 1, top to bottom and left to right, and
named ``c1`` .. ``c54``; they are drawn at ``(row, column)``, neighbours in a row
one column apart, pointing up when ``row + column`` is even.

See the docs page *Layouts*.

Examples:
    >>> layout = triangular()
    >>> len(layout.cells), len(layout.containers), layout.cell_shape
    (54, 24, 'triangle')
    >>> [layout.containers[k].name for k in layout.memberships[0]]
    ['row 1', 'triangle 1', 'rising column 1', 'falling column 4']
    >>> sorted(layout.cells[n].name for n in layout.containers[0].cells)[:4]
    ['c1', 'c2', 'c3', 'c4']
"""

from __future__ import annotations

from collections.abc import Iterable

from sudoku.layout import CellSpec, ContainerSpec, Layout
from sudoku.symbols import SYMBOLS

Point = tuple[int, int]
"""A small triangle: its centre ``(a, b)``, tripled, in the basis ``e1``, ``e2``."""

DIRECTIONS = (("row", "row", 0), ("rising", "rising column", 2), ("falling", "falling column", 1))
"""For each direction of bands: the kind, the name of a container, and how many
turns of 60 degrees make its bands horizontal."""


def turn(point: Point, times: int = 1) -> Point:
    """``point`` turned by ``times`` x 60 degrees counterclockwise about the centre of the hole."""
    a, b = point
    for _ in range(times):
        a, b = -b, a + b
    return a, b


def first_large_triangle() -> list[Point]:
    """The nine small triangles of the large up triangle above the hole, left of its centre."""
    small = []
    for i in range(-3, 0):
        for j in range(1, 4):
            if i + j <= 0:
                small.append((3 * i + 1, 3 * j + 1))  # pointing up
            if i + j <= -1:
                small.append((3 * i + 2, 3 * j + 2))  # pointing down
    return small


def triangular() -> Layout:
    """The triangular puzzle of the seed designs: 54 cells in 24 containers of 9 digits.

    The containers come in this order: rows 1 to 6 (top to bottom), triangles 1
    to 6 (in the order of their first cells), rising columns ``/`` 1 to 6 and
    falling columns ``\\`` 1 to 6 (left to right).
    """
    large = [[turn(point, times) for point in first_large_triangle()] for times in range(6)]
    points = sorted((p for triangle in large for p in triangle), key=_reading_order)
    index = {point: number for number, point in enumerate(points)}
    containers = []
    for kind, name, times in DIRECTIONS:
        bands = _bands(points, times)
        if kind == "row":
            bands.reverse()  # the horizontal bands count upwards; rows count downwards
        else:
            bands.sort(key=lambda band: min(2 * a + b for a, b in band))  # left to right
        containers += [ContainerSpec(kind, f"{name} {n}", _indices(band, index))
                       for n, band in enumerate(bands, 1)]
    large.sort(key=lambda triangle: min(index[p] for p in triangle))
    containers[6:6] = [ContainerSpec("triangle", f"triangle {n}", _indices(triangle, index))
                       for n, triangle in enumerate(large, 1)]
    return Layout("triangular", 9, _cells(points), tuple(containers), SYMBOLS[9],
                  cell_shape="triangle")


def _reading_order(point: Point) -> tuple[int, int]:
    """Top to bottom (the band), then left to right (the centre's x, in sixths of a side)."""
    a, b = point
    return -(b // 3), 2 * a + b


def _bands(points: list[Point], times: int) -> list[list[Point]]:
    """The bands of one direction, the lone tips joined to their neighbours, in band order."""
    bands: dict[int, list[Point]] = {}
    for point in points:
        bands.setdefault(turn(point, times)[1] // 3, []).append(point)
    first, second, *middle, last_but_one, last = [bands[key] for key in sorted(bands)]
    return [first + second, *middle, last_but_one + last]


def _indices(points: Iterable[Point], index: dict[Point, int]) -> tuple[int, ...]:
    return tuple(sorted(index[point] for point in points))


def _cells(points: list[Point]) -> tuple[CellSpec, ...]:
    """Named ``c1``.. and placed so that the top row is 0 and the columns start at 0 or 1.

    The columns start at 1 when that is what keeps "up when ``row + column`` is even" true.
    """
    top = max(b // 3 for _, b in points)
    left = min(2 * a + b for a, b in points)
    a, b = points[0]
    up = a % 3 == 1
    shift = 0 if ((top - b // 3) + (2 * a + b - left) // 3) % 2 == (0 if up else 1) else 1
    return tuple(CellSpec(f"c{number}", top - b // 3, (2 * a + b - left) // 3 + shift)
                 for number, (a, b) in enumerate(points, 1))
