"""SVG pictures of a puzzle: one standalone document, for the docs and HTML reports.

Each cell is drawn from its position: a square at ``(row, column)``, or a
triangle, half a side along from its neighbour, pointing up when
``row + column`` is even. Every side of every cell is drawn once: thin between
two cells of one area, thick between areas and around the puzzle. Cells of a
diagonal are shaded, so that an X-sudoku does not look like a classic one.

The document needs nothing else: no stylesheet, no font, no script, no network.

Examples:
    >>> from sudoku.shapes import named
    >>> document = svg(named("4x4"), [1, 2, 3, 4] + [0] * 12)
    >>> document.splitlines()[0]
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 148 148" width="148" height="148">'
    >>> document.count("<text "), document.count("<line ")
    (4, 40)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from sudoku.layout import Layout

CELL = 32
"""The side of a square cell, in SVG units (a triangle's side is ``CELL * 1.25``)."""

MARGIN = 10
"""The space around the puzzle, in SVG units."""

HEIGHT = 3 ** 0.5 / 2
"""The height of a triangle whose side is 1."""

Point = tuple[int, int]


def svg(layout: Layout, values: Sequence[int] | None = None,
        givens: Sequence[int] | None = None, title: str | None = None) -> str:
    """The layout, and the digits of ``values`` if given, as an SVG document.

    Args:
        layout: the shape to draw.
        values: one value per cell, ``0`` for empty; ``None`` draws the empty shape.
        givens: the puzzle's givens: their digits are drawn bold and black, the
            others blue. ``None`` draws every digit black.
        title: the document's title (the layout's name by default).
    """
    outlines = [_corners(cell.row, cell.column, layout.cell_shape) for cell in layout.cells]
    scale_x, scale_y = _scale(layout.cell_shape)
    width = max(x for corners in outlines for x, _ in corners) * scale_x + 2 * MARGIN
    height = max(y for corners in outlines for _, y in corners) * scale_y + 2 * MARGIN

    def at(point) -> str:
        return f'{_number(point[0] * scale_x + MARGIN)},{_number(point[1] * scale_y + MARGIN)}'

    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_number(width)} '
              f'{_number(height)}" width="{_number(width)}" height="{_number(height)}">'),
             f"<title>{escape(title or layout.name)}</title>",
             '<rect width="100%" height="100%" fill="white"/>']
    shaded = {i for k in layout.containers if k.kind == "diagonal" for i in k.cells}
    for index, corners in enumerate(outlines):
        fill = "#e8e8f4" if index in shaded else "white"
        parts.append(f'<polygon points="{" ".join(at(p) for p in corners)}" fill="{fill}"/>')
    for (start, end), thick in _sides(outlines, layout.areas):
        (x1, y1), (x2, y2) = at(start).split(","), at(end).split(",")
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="'
                     + ('black" stroke-width="2.5"' if thick else '#999" stroke-width="1"')
                     + ' stroke-linecap="round"/>')
    size = CELL * (0.6 if layout.cell_shape == "square" else 0.45)
    for index, value in enumerate(values or ()):
        if value:
            x, y = at(_centre(outlines[index])).split(",")
            given = givens is None or givens[index]
            style = 'font-weight="bold" fill="black"' if given else 'fill="#1f5fbf"'
            parts.append(f'<text x="{x}" y="{y}" font-family="sans-serif" '
                         f'font-size="{_number(size)}" text-anchor="middle" '
                         f'dominant-baseline="central" {style}>'
                         f"{escape(layout.symbol(value))}</text>")
    return "\n".join(parts + ["</svg>"]) + "\n"


def _corners(row: int, column: int, shape: str) -> tuple[Point, ...]:
    """The corners of a cell on a grid of whole numbers (scaled by ``_scale``)."""
    if shape == "square":
        return (column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1)
    if (row + column) % 2 == 0:  # pointing up; x counts half sides
        return (column + 1, row), (column + 2, row + 1), (column, row + 1)
    return (column, row), (column + 2, row), (column + 1, row + 1)


def _scale(shape: str) -> tuple[float, float]:
    """SVG units per grid step, across and down."""
    if shape == "square":
        return CELL, CELL
    side = CELL * 1.25
    return side / 2, side * HEIGHT


def _sides(outlines, areas) -> list[tuple[tuple[Point, Point], bool]]:
    """Every side once, in a fixed order, with whether it is drawn thick."""
    owners: dict[tuple[Point, Point], list[int]] = {}
    for index, corners in enumerate(outlines):
        for start, end in zip(corners, corners[1:] + corners[:1]):
            owners.setdefault((min(start, end), max(start, end)), []).append(index)
    return [(side, len(cells) == 1 or areas[cells[0]] != areas[cells[1]])
            for side, cells in sorted(owners.items())]


def _centre(corners: tuple[Point, ...]) -> tuple[float, float]:
    return (sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners))


def _number(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")
