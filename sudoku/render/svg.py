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

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from html import escape

from sudoku.layout import Layout

CELL = 32
"""The side of a square cell, in SVG units (a triangle's side is ``CELL * 1.25``)."""

MARGIN = 10
"""The space around the puzzle, in SVG units."""

HEIGHT = 3 ** 0.5 / 2
"""The height of a triangle whose side is 1."""

Point = tuple[int, int]


COLOURS = {"container": "#dbeafe", "pattern": "#fde68a", "placed": "#bbf7d0",
           "placed digit": "#15803d", "struck": "#dc2626", "candidate": "#6b7280"}
"""The colours of a step's picture: the containers and the cells of its pattern (fills),
the cell where it places a digit (fill) and that digit, a struck candidate, other candidates."""


MARK_STYLE = (f"<style>.mark {{ font-family: sans-serif; text-anchor: middle; "
              f"dominant-baseline: central; fill: {COLOURS['candidate']} }} "
              f".mark.struck {{ fill: {COLOURS['struck']} }}</style>")
"""The style of the small candidates, one rule for all of them (it keeps a report small)."""


@dataclass(frozen=True)
class Highlight:
    """What the picture of one step shows in colour (cells are indices in layout order).

    Attributes:
        containers: the cells of the containers of the pattern, shaded blue.
        cells: the cells of the pattern, shaded yellow.
        placed: ``(cell, digit)`` pairs the step places: shaded green, digit in green.
        struck: ``(cell, digit)`` pairs the step strikes out: the candidate in red, crossed out.
    """

    containers: frozenset[int] = frozenset()
    cells: frozenset[int] = frozenset()
    placed: tuple[tuple[int, int], ...] = ()
    struck: tuple[tuple[int, int], ...] = ()


def svg(layout: Layout, values: Sequence[int] | None = None,
        givens: Sequence[int] | None = None, title: str | None = None,
        candidates: Sequence[Collection[int]] | None = None,
        highlight: Highlight | None = None) -> str:
    """The layout, and the digits of ``values`` if given, as an SVG document.

    Args:
        layout: the shape to draw.
        values: one value per cell, ``0`` for empty; ``None`` draws the empty shape.
        givens: the puzzle's givens: their digits are drawn bold and black, the
            others blue. ``None`` draws every digit black.
        title: the document's title (the layout's name by default).
        candidates: the candidates of each cell, drawn small in the empty cells.
        highlight: the colours of a step (see [`Highlight`][sudoku.render.svg.Highlight]).

    Examples:
        >>> from sudoku.shapes import named
        >>> picture = svg(named("4x4"), [1, 0, 0, 0] + [0] * 12, candidates=[{2, 3}] * 16,
        ...               highlight=Highlight(cells=frozenset({1}), struck=((1, 3),)))
        >>> picture.count(COLOURS["pattern"]), picture.count('class="mark struck"')
        (1, 1)
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
    fills = _fills(layout, highlight)
    for index, corners in enumerate(outlines):
        parts.append(f'<polygon points="{" ".join(at(p) for p in corners)}" '
                     f'fill="{fills.get(index, "white")}"/>')
    for (start, end), thick in _sides(outlines, layout.areas):
        (x1, y1), (x2, y2) = at(start).split(","), at(end).split(",")
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="'
                     + ('black" stroke-width="2.5"' if thick else '#999" stroke-width="1"')
                     + ' stroke-linecap="round"/>')
    size = CELL * (0.6 if layout.cell_shape == "square" else 0.45)
    placed = dict(highlight.placed) if highlight else {}
    struck = set(highlight.struck) if highlight else set()
    for index, value in enumerate(values or ()):
        if value or index in placed:
            x, y = at(_centre(outlines[index])).split(",")
            given = givens is None or givens[index]
            style = 'font-weight="bold" fill="black"' if given and value else \
                f'font-weight="bold" fill="{COLOURS["placed digit"]}"' if index in placed \
                else 'fill="#1f5fbf"'
            parts.append(f'<text x="{x}" y="{y}" font-family="sans-serif" '
                         f'font-size="{_number(size)}" text-anchor="middle" '
                         f'dominant-baseline="central" {style}>'
                         f"{escape(layout.symbol(value or placed[index]))}</text>")
        elif candidates is not None:
            if MARK_STYLE not in parts:
                parts.append(MARK_STYLE)
            centre = _centre(outlines[index])
            parts += _pencil_marks(layout, index, candidates[index], struck,
                                   (centre[0] * scale_x + MARGIN, centre[1] * scale_y + MARGIN))
    return "\n".join(parts + ["</svg>"]) + "\n"


def _fills(layout: Layout, highlight: Highlight | None) -> dict[int, str]:
    """The fill of every cell that is not white: diagonals, then a step's colours on top."""
    fills = {i: "#e8e8f4" for k in layout.containers if k.kind == "diagonal" for i in k.cells}
    if highlight:
        fills.update(dict.fromkeys(highlight.containers, COLOURS["container"]))
        fills.update(dict.fromkeys(highlight.cells, COLOURS["pattern"]))
        fills.update(dict.fromkeys((cell for cell, _ in highlight.placed), COLOURS["placed"]))
    return fills


def _pencil_marks(layout: Layout, index: int, digits: Collection[int],
                  struck: set[tuple[int, int]], centre: tuple[float, float]) -> list[str]:
    """The small candidates of an empty cell, each in its place of a little grid."""
    side = math.ceil(math.sqrt(layout.size))
    step = CELL * (0.8 if layout.cell_shape == "square" else 0.5) / side
    size = _number(step * 0.9)
    marks = []
    for digit in sorted(digits):
        row, column = divmod(digit - 1, side)
        x = centre[0] + (column - (side - 1) / 2) * step
        y = centre[1] + (row - (side - 1) / 2) * step
        colour = COLOURS["struck"] if (index, digit) in struck else COLOURS["candidate"]
        kind = "mark struck" if (index, digit) in struck else "mark"
        marks.append(f'<text x="{_number(x)}" y="{_number(y)}" font-size="{size}" '
                     f'class="{kind}">{escape(layout.symbol(digit))}</text>')
        if (index, digit) in struck:
            half = step * 0.45
            marks.append(f'<line x1="{_number(x - half)}" y1="{_number(y + half)}" '
                         f'x2="{_number(x + half)}" y2="{_number(y - half)}" '
                         f'stroke="{colour}" stroke-width="1.5"/>')
    return marks


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
