"""SVG pictures of a puzzle: one standalone document, for the docs and HTML reports.

Each cell is drawn from its position: a square at ``(row, column)``, or a
triangle, half a side along from its neighbour, pointing up when
``row + column`` is even. Every side of every cell is drawn once: thin between
two cells of one area, thick between areas and around the puzzle (one path of
each, the thick one on top). Cells of the extra groups of a shape
([`Layout.extras`][sudoku.layout.Layout.extras]: the diagonals of an X-sudoku, the
windows of a windoku) are shaded, so that such a puzzle does not look like a classic one.

A picture with candidates is drawn larger, so that they read at 1:1: each
candidate has a square of ``PITCH`` units of its own in its cell, and its digit
is 13 units high. The picture of a step adds the step's colours (see
[`Highlight`][sudoku.render.svg_marks.Highlight]): shaded containers and cells, the
digit it places (on a green disc among its cell's candidates), the candidates
it strikes out (on a red disc, crossed), a disc in the colour of its role
behind each candidate of the pattern, and the links of a chain as arrows, solid
when strong and dashed when weak. A legend under the board names every colour
the picture uses.

The document needs nothing else: no stylesheet, no font, no script, no network.
This module draws the board, its digits and candidates; where each goes is
``sudoku.render.svg_frame``, a step's discs and arrows ``sudoku.render.svg_marks``,
and the legend ``sudoku.render.svg_legend``.

See the docs page *Strategies*, section *Reading a picture*.

Examples:
    >>> from sudoku.shapes import named
    >>> document = svg(named("4x4"), [1, 2, 3, 4] + [0] * 12)
    >>> document.splitlines()[0]
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 148 148" width="148" height="148">'
    >>> document.count("<text "), document.count("<path "), document.count("M")
    (4, 2, 40)
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from html import escape

from sudoku.layout import Layout

# The names marked F401 are importable from here too, as before the module was split:
from sudoku.render.svg_frame import (
    Frame,
    Point,
    number,
)
from sudoku.render.svg_legend import (
    legend_item,
    legend_layout,
)
from sudoku.render.svg_marks import (
    COLOURS,
    Highlight,
    arrow,
    disc,
)

STYLE = ("<style>text.candidate { font-family: sans-serif; font-size: 13px; text-anchor: middle; "
         f"dominant-baseline: central; fill: {COLOURS['candidate']} }} "
         "text.candidate.marked { fill: #111; font-weight: bold } "
         "text.candidate.placed { fill: white; font-weight: bold } "
         f"text.candidate.struck {{ fill: #991b1b; font-weight: bold }} "
         "text.legend { font-family: sans-serif; font-size: 13px; dominant-baseline: central; "
         "fill: #111 }</style>")
"""The style of the candidates and the legend, one rule for all of them (it keeps pages small)."""


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
        highlight: the colours of a step (see [`Highlight`][sudoku.render.svg_marks.Highlight]).

    Examples:
        >>> from sudoku.render.svg_marks import ROLE_COLOURS
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
    legend = legend_layout(frame, highlight, set(kinds.values()))
    height = frame.height + (len(legend) and 22 * (1 + max(row for row, _, _ in legend)) + 6)
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {number(frame.width)} '
              f'{number(height)}" width="{number(frame.width)}" height="{number(height)}">'),
             f"<title>{escape(title or layout.name)}</title>",
             '<rect width="100%" height="100%" fill="white"/>']
    if candidates is not None:
        parts.append(STYLE)
    fills = _fills(layout, highlight)
    for index, corners in enumerate(frame.outlines):
        parts.append(f'<polygon points="{" ".join(frame.at(p) for p in corners)}" '
                     f'fill="{fills.get(index, "white")}"/>')
    sides: dict[bool, list[str]] = {False: [], True: []}  # thin, then thick on top
    for (start, end), thick in _sides(frame.outlines, layout.areas):
        sides[thick].append(f"M{frame.at(start)}L{frame.at(end)}")
    parts += [f'<path d="{"".join(drawn)}" fill="none" stroke="'
              + ('black" stroke-width="2.5"' if thick else '#999" stroke-width="1"')
              + ' stroke-linecap="round"/>' for thick, drawn in sides.items() if drawn]
    parts += [line for pair, kind in kinds.items() for line in disc(frame, pair, kind)]
    placed = dict(highlight.placed)
    for index, value in enumerate(values or ()):
        if value or (index in placed and candidates is None):
            parts.append(_digit(frame, index, value or placed[index],
                                "given" if givens is None or (givens[index] and value)
                                else "placed" if index in placed else "solved"))
        elif candidates is not None:
            parts += [_candidate(frame, (index, digit), kinds.get((index, digit), ""))
                      for digit in sorted(candidates[index])]
    parts += [arrow(frame, link) for link in highlight.links]
    parts += [legend_item(frame, row, x, item) for row, x, item in legend]
    return "\n".join(parts + ["</svg>"]) + "\n"


def _digit(frame: Frame, index: int, digit: int, kind: str) -> str:
    """The digit of a cell: bold black for a given, bold green where the step places it."""
    x, y = frame.centre(index)
    size = frame.cell * (0.6 if frame.layout.cell_shape == "square" else 0.45)
    style = {"given": 'font-weight="bold" fill="black"',
             "placed": f'font-weight="bold" fill="{COLOURS["placed digit"]}"',
             "solved": 'fill="#1f5fbf"'}[kind]
    return (f'<text x="{number(x)}" y="{number(y)}" font-family="sans-serif" '
            f'font-size="{number(size)}" text-anchor="middle" dominant-baseline="central" '
            f'{style}>{escape(frame.layout.symbol(digit))}</text>')


def _candidate(frame: Frame, pair: tuple[int, int], kind: str) -> str:
    """One small candidate, in its place, in the style of its ``kind`` (see ``_kinds``)."""
    x, y = frame.candidate(*pair)
    kind = kind if kind in ("", "placed", "struck") else "marked"
    return (f'<text x="{number(x)}" y="{number(y)}" class="candidate{" " * bool(kind)}{kind}">'
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


def _fills(layout: Layout, highlight: Highlight) -> dict[int, str]:
    """The fill of every cell that is not white: extra groups, then a step's colours on top."""
    fills = {cell: COLOURS["extra"]
             for index in layout.extras for cell in layout.containers[index].cells}
    fills.update(dict.fromkeys(highlight.containers, COLOURS["container"]))
    fills.update(dict.fromkeys(highlight.cells, COLOURS["pattern"]))
    fills.update(dict.fromkeys((cell for cell, _ in highlight.placed), COLOURS["placed"]))
    return fills


def _sides(outlines, areas) -> list[tuple[tuple[Point, Point], bool]]:
    """Every side once, in a fixed order, with whether it is drawn thick."""
    owners: dict[tuple[Point, Point], list[int]] = {}
    for index, corners in enumerate(outlines):
        for start, end in zip(corners, corners[1:] + corners[:1]):
            owners.setdefault((min(start, end), max(start, end)), []).append(index)
    return [(side, len(cells) == 1 or areas[cells[0]] != areas[cells[1]])
            for side, cells in sorted(owners.items())]
