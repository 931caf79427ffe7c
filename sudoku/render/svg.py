"""SVG pictures of a puzzle: one standalone document, for the docs and HTML reports.

Each cell is drawn from its position: a square at ``(row, column)``, or a
triangle, half a side along from its neighbour, pointing up when
``row + column`` is even. Every side of every cell is drawn once: thin between
two cells of one area, thick between areas and around the puzzle. Cells of a
diagonal are shaded, so that an X-sudoku does not look like a classic one.

A picture with candidates is drawn larger, so that they read at 1:1: each
candidate has a square of ``PITCH`` units of its own in its cell, and its digit
is 13 units high. The picture of a step adds the step's colours (see
[`Highlight`][sudoku.render.svg.Highlight]): shaded containers and cells, the
digit it places (on a green disc among its cell's candidates), the candidates
it strikes out (on a red disc, crossed), a disc in the colour of its role
behind each candidate of the pattern, and the links of a chain as arrows, solid
when strong and dashed when weak. A legend under the board names every colour
the picture uses.

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


COLOURS = {"container": "#dbeafe", "pattern": "#fde68a", "placed": "#bbf7d0",
           "placed digit": "#15803d", "placed disc": "#16a34a", "struck": "#dc2626", "struck disc": "#fecaca",
           "candidate": "#4b5563", "link": "#3730a3"}
"""The colours of a step's picture: the containers and the cells of its pattern (fills),
the cell where it places a digit (fill), that digit, and the disc behind it among the
cell's candidates, a struck candidate and the disc
behind it, the other candidates, and the links."""

ROLE_COLOURS = {"pivot": "#fb923c", "wing": "#a78bfa", "base": "#60a5fa", "cover": "#2dd4bf",
                "fin": "#f472b6", "als a": "#a3e635", "als b": "#22d3ee", "on": "#4ade80",
                "off": "#38bdf8", "deadly": "#94a3b8", "guardian": "#e879f9"}
"""The colour of the disc behind a candidate of each role (see ``sudoku.step.ROLES``)."""

ROLE_LABELS = {"als a": "ALS A", "als b": "ALS B", "on": "chain on", "off": "chain off",
               "deadly": "deadly pattern"}
"""How the legend names a role, where it is not the role itself."""

STYLE = ("<style>text.candidate { font-family: sans-serif; font-size: 13px; text-anchor: middle; "
         f"dominant-baseline: central; fill: {COLOURS['candidate']} }} "
         "text.candidate.marked { fill: #111; font-weight: bold } "
         "text.candidate.placed { fill: white; font-weight: bold } "
         f"text.candidate.struck {{ fill: #991b1b; font-weight: bold }} "
         "text.legend { font-family: sans-serif; font-size: 13px; dominant-baseline: central; "
         "fill: #111 }</style>")
"""The style of the candidates and the legend, one rule for all of them (it keeps pages small)."""


@dataclass(frozen=True)
class Highlight:
    """What the picture of one step shows in colour (cells are indices in layout order).

    Attributes:
        containers: the cells of the containers of the pattern, shaded blue.
        cells: the cells of the pattern, shaded yellow.
        placed: ``(cell, digit)`` pairs the step places: shaded green, digit in green.
        struck: ``(cell, digit)`` pairs the step strikes out: a red disc, crossed out.
        marks: ``(cell, digit, role)``: a candidate of the pattern, on a disc of its
            role's colour (see ``ROLE_COLOURS``).
        links: ``(cell, digit, cell, digit, is_strong)``: an arrow from one candidate to
            another, solid when the link is strong, dashed when it is weak.
    """

    containers: frozenset[int] = frozenset()
    cells: frozenset[int] = frozenset()
    placed: tuple[tuple[int, int], ...] = ()
    struck: tuple[tuple[int, int], ...] = ()
    marks: tuple[tuple[int, int, str], ...] = ()
    links: tuple[tuple[int, int, int, int, bool], ...] = ()


def svg(layout: Layout, values: Sequence[int] | None = None,
        givens: Sequence[int] | None = None, title: str | None = None,
        candidates: Sequence[Collection[int]] | None = None,
        highlight: Highlight | None = None) -> str:
    """The layout, and the digits of ``values`` if given, as an SVG document.

    Each element is one line of the document, so pictures of one solve share
    most of their lines (the report keeps each distinct line once).

    Args:
        layout: the shape to draw.
        values: one value per cell, ``0`` for empty; ``None`` draws the empty shape.
        givens: the puzzle's givens: their digits are drawn bold and black, the
            others blue. ``None`` draws every digit black.
        title: the document's title (the layout's name by default).
        candidates: the candidates of each cell, drawn small in the empty cells;
            the cells are drawn larger with them.
        highlight: the colours of a step (see [`Highlight`][sudoku.render.svg.Highlight]).

    Examples:
        >>> from sudoku.shapes import named
        >>> picture = svg(named("4x4"), [1, 0, 0, 0] + [0] * 12, candidates=[{2, 3}] * 16,
        ...               highlight=Highlight(cells=frozenset({1}), struck=((1, 3),),
        ...                                   marks=((2, 2, "pivot"),)))
        >>> picture.count('class="candidate struck"'), picture.count(ROLE_COLOURS["pivot"])
        (1, 2)

        The pivot's colour is used twice: the disc behind r1c3's 2, and the legend.
    """
    frame = Frame(layout, candidates is not None)
    highlight = highlight or Highlight()
    kinds = _kinds(values, candidates, highlight)
    legend = _legend(frame, highlight, set(kinds.values()))
    height = frame.height + (len(legend) and 22 * (1 + max(row for row, _, _ in legend)) + 6)
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_number(frame.width)} '
              f'{_number(height)}" width="{_number(frame.width)}" height="{_number(height)}">'),
             f"<title>{escape(title or layout.name)}</title>",
             '<rect width="100%" height="100%" fill="white"/>']
    if candidates is not None:
        parts.append(STYLE)
    fills = _fills(layout, highlight)
    for index, corners in enumerate(frame.outlines):
        parts.append(f'<polygon points="{" ".join(frame.at(p) for p in corners)}" '
                     f'fill="{fills.get(index, "white")}"/>')
    for (start, end), thick in _sides(frame.outlines, layout.areas):
        (x1, y1), (x2, y2) = frame.at(start).split(","), frame.at(end).split(",")
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="'
                     + ('black" stroke-width="2.5"' if thick else '#999" stroke-width="1"')
                     + ' stroke-linecap="round"/>')
    parts += [line for pair, kind in kinds.items() for line in _disc(frame, pair, kind)]
    placed = dict(highlight.placed)
    for index, value in enumerate(values or ()):
        if value or (index in placed and candidates is None):
            parts.append(_digit(frame, index, value or placed[index],
                                "given" if givens is None or (givens[index] and value)
                                else "placed" if index in placed else "solved"))
        elif candidates is not None:
            parts += [_candidate(frame, (index, digit), kinds.get((index, digit), ""))
                      for digit in sorted(candidates[index])]
    parts += [_arrow(frame, link) for link in highlight.links]
    parts += [_legend_item(frame, row, x, item) for row, x, item in legend]
    return "\n".join(parts + ["</svg>"]) + "\n"


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
        return f"{_number(x)},{_number(y)}"

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


def _digit(frame: Frame, index: int, digit: int, kind: str) -> str:
    """The digit of a cell: bold black for a given, bold green where the step places it."""
    x, y = frame.centre(index)
    size = frame.cell * (0.6 if frame.layout.cell_shape == "square" else 0.45)
    style = {"given": 'font-weight="bold" fill="black"',
             "placed": f'font-weight="bold" fill="{COLOURS["placed digit"]}"',
             "solved": 'fill="#1f5fbf"'}[kind]
    return (f'<text x="{_number(x)}" y="{_number(y)}" font-family="sans-serif" '
            f'font-size="{_number(size)}" text-anchor="middle" dominant-baseline="central" '
            f'{style}>{escape(frame.layout.symbol(digit))}</text>')


def _candidate(frame: Frame, pair: tuple[int, int], kind: str) -> str:
    """One small candidate, in its place, in the style of its ``kind`` (see ``_kinds``)."""
    x, y = frame.candidate(*pair)
    kind = kind if kind in ("", "placed", "struck") else "marked"
    return (f'<text x="{_number(x)}" y="{_number(y)}" class="candidate{" " * bool(kind)}{kind}">'
            f"{escape(frame.layout.symbol(pair[1]))}</text>")


def _kinds(values, candidates, highlight: Highlight) -> dict[tuple[int, int], str]:
    """How each candidate that stands out does: ``"placed"``, ``"struck"`` or its role.

    Only the candidates of empty cells are drawn, so only they are kept; what
    the step does to a candidate comes before the role the candidate has in it.
    """
    shown = {(cell, digit) for cell, digits in enumerate(candidates or ()) for digit in digits
             if not (values and values[cell])}
    kinds = dict.fromkeys((pair for pair in highlight.placed if pair in shown), "placed")
    kinds.update((pair, "struck") for pair in highlight.struck if pair in shown)
    for cell, digit, role in highlight.marks:
        if (cell, digit) in shown:
            kinds.setdefault((cell, digit), role)
    return kinds


def _disc(frame: Frame, pair: tuple[int, int], kind: str) -> list[str]:
    """The disc behind a candidate that stands out: green where the step places it, red and
    crossed where it strikes it out (the cross goes under the digit, which stays readable),
    else in the colour of the candidate's role."""
    x, y = frame.candidate(*pair)
    start = f'<circle cx="{_number(x)}" cy="{_number(y)}" r="{_number(frame.pitch * 0.5)}" '
    if kind == "placed":
        return [f'{start}fill="{COLOURS["placed disc"]}"/>']
    if kind == "struck":
        disc = (f'{start}fill="{COLOURS["struck disc"]}" stroke="{COLOURS["struck"]}" '
                'stroke-width="1.2"/>')
        return [disc, _cross(frame, pair)]
    return [f'{start}fill="{ROLE_COLOURS.get(kind, "#d1d5db")}"/>']


def _cross(frame: Frame, pair: tuple[int, int]) -> str:
    """The stroke across a struck candidate, from the bottom left of its disc to the top right."""
    x, y = frame.candidate(*pair)
    half = frame.pitch * 0.42
    return (f'<line x1="{_number(x - half)}" y1="{_number(y + half)}" x2="{_number(x + half)}" '
            f'y2="{_number(y - half)}" stroke="{COLOURS["struck"]}" stroke-width="1.6"/>')


def _arrow(frame: Frame, link: tuple[int, int, int, int, bool]) -> str:
    """A link as a curved arrow between two candidates: solid if strong, dashed if weak.

    The curve bows by a part of its length, so that it leaves the candidates
    between its ends readable, towards the middle of the board, so that it
    stays on the picture; it starts and stops at the edge of the candidates' discs.
    """
    (x1, y1), (x2, y2) = frame.candidate(*link[:2]), frame.candidate(*link[2:4])
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    bow = min(max(0.15 * length, frame.pitch), 2.2 * frame.pitch)
    across = ((y2 - y1) / length, (x1 - x2) / length)  # square to the link
    middle = ((x1 + x2) / 2, (y1 + y2) / 2)
    if across[0] * (frame.width / 2 - middle[0]) + across[1] * (frame.height / 2 - middle[1]) < 0:
        bow = -bow
    cx, cy = middle[0] + across[0] * bow, middle[1] + across[1] * bow
    radius = frame.pitch * 0.55
    start, end = _towards((x1, y1), (cx, cy), radius), _towards((x2, y2), (cx, cy), radius)
    ux, uy = _unit(end[0] - cx, end[1] - cy)
    back = (end[0] - 7 * ux, end[1] - 7 * uy)
    head = " ".join(f"{_number(x)},{_number(y)}" for x, y in (
        end, (back[0] - 3.5 * uy, back[1] + 3.5 * ux), (back[0] + 3.5 * uy, back[1] - 3.5 * ux)))
    dash = "" if link[4] else ' stroke-dasharray="5 3"'
    colour = COLOURS["link"]
    return (f'<g class="link {"strong" if link[4] else "weak"}"><path d="M{_number(start[0])},'
            f'{_number(start[1])} Q{_number(cx)},{_number(cy)} {_number(back[0])},'
            f'{_number(back[1])}" fill="none" stroke="{colour}" '
            f'stroke-width="{1.8 if link[4] else 1.5}"{dash}/>'
            f'<polygon points="{head}" fill="{colour}"/></g>')


def _legend(frame: Frame, highlight: Highlight, roles: set[str]) -> list[tuple[int, float, str]]:
    """The items of the legend for what the picture shows, each as ``(row, x, item)``.

    ``roles`` are the roles of the candidates drawn (see ``_kinds``). The items
    flow left to right under the board, on as many rows as they need.
    """
    shaded = highlight.cells - {cell for cell, _ in highlight.placed}  # placed cells are green
    items = [item for item, used in (
        ("container", highlight.containers), ("pattern", shaded),
        ("placed", highlight.placed), ("struck", highlight.struck)) if used]
    items += [f"role {role}" for role in ROLE_COLOURS if role in roles]
    kinds = {link[4] for link in highlight.links}
    items += [name for name, strong in (("strong", True), ("weak", False)) if strong in kinds]
    laid, row, x = [], 0, MARGIN
    for item in items:
        width = 26 + 7.2 * len(_label(item))  # a swatch, and about 7 units a letter
        if x + width > frame.width - MARGIN and x > MARGIN:
            row, x = row + 1, MARGIN
        laid.append((row, x, item))
        x += width + 10
    return laid


def _label(item: str) -> str:
    """The words of an item of the legend."""
    if item.startswith("role "):
        role = item.removeprefix("role ")
        return ROLE_LABELS.get(role, role)
    return {"container": "containers", "pattern": "cells of the pattern", "placed": "placed",
            "struck": "struck out", "strong": "strong link", "weak": "weak link"}[item]


def _legend_item(frame: Frame, row: int, x: float, item: str) -> str:
    """One item of the legend: a swatch of its colour and its name."""
    y = frame.height + 22 * row + 8
    if item in ("strong", "weak"):
        dash = "" if item == "strong" else ' stroke-dasharray="5 3"'
        swatch = (f'<line x1="{_number(x)}" y1="{_number(y)}" x2="{_number(x + 18)}" '
                  f'y2="{_number(y)}" stroke="{COLOURS["link"]}" stroke-width="1.8"{dash}/>')
    elif item == "placed" and frame.with_candidates:
        swatch = (f'<circle cx="{_number(x + 9)}" cy="{_number(y)}" r="7.5" '
                  f'fill="{COLOURS["placed disc"]}"/>')
    elif item in ("container", "pattern", "placed"):
        swatch = (f'<rect x="{_number(x)}" y="{_number(y - 8)}" width="18" height="16" '
                  f'fill="{COLOURS[item]}" stroke="#999"/>')
    else:
        colour = COLOURS["struck disc"] if item == "struck" else \
            ROLE_COLOURS[item.removeprefix("role ")]
        edge = f' stroke="{COLOURS["struck"]}"' if item == "struck" else ""
        swatch = f'<circle cx="{_number(x + 9)}" cy="{_number(y)}" r="7.5" fill="{colour}"{edge}/>'
    return (f'<g class="legend-item">{swatch}<text x="{_number(x + 24)}" y="{_number(y)}" '
            f'class="legend">{escape(_label(item))}</text></g>')


def _fills(layout: Layout, highlight: Highlight) -> dict[int, str]:
    """The fill of every cell that is not white: diagonals, then a step's colours on top."""
    fills = {i: "#e8e8f4" for k in layout.containers if k.kind == "diagonal" for i in k.cells}
    fills.update(dict.fromkeys(highlight.containers, COLOURS["container"]))
    fills.update(dict.fromkeys(highlight.cells, COLOURS["pattern"]))
    fills.update(dict.fromkeys((cell for cell, _ in highlight.placed), COLOURS["placed"]))
    return fills


def _corners(row: int, column: int, shape: str) -> tuple[Point, ...]:
    """The corners of a cell on a grid of whole numbers (scaled by the frame)."""
    if shape == "square":
        return (column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1)
    if (row + column) % 2 == 0:  # pointing up; x counts half sides
        return (column + 1, row), (column + 2, row + 1), (column, row + 1)
    return (column, row), (column + 2, row), (column + 1, row + 1)


def _sides(outlines, areas) -> list[tuple[tuple[Point, Point], bool]]:
    """Every side once, in a fixed order, with whether it is drawn thick."""
    owners: dict[tuple[Point, Point], list[int]] = {}
    for index, corners in enumerate(outlines):
        for start, end in zip(corners, corners[1:] + corners[:1]):
            owners.setdefault((min(start, end), max(start, end)), []).append(index)
    return [(side, len(cells) == 1 or areas[cells[0]] != areas[cells[1]])
            for side, cells in sorted(owners.items())]


def _unit(dx: float, dy: float) -> Point:
    length = math.hypot(dx, dy) or 1.0
    return dx / length, dy / length


def _towards(point: Point, goal: Point, distance: float) -> Point:
    """The point ``distance`` away from ``point`` in the direction of ``goal``."""
    ux, uy = _unit(goal[0] - point[0], goal[1] - point[1])
    return point[0] + distance * ux, point[1] + distance * uy


def _number(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")
