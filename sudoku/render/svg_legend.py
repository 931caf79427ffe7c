"""The legend of an SVG picture: a swatch and a name for every colour the picture uses.

TL;DR: the items of the legend flow left to right under the board, on as many
rows as they need ([`legend_layout`][sudoku.render.svg_legend.legend_layout]);
each is a swatch of its colour and its name
([`legend_item`][sudoku.render.svg_legend.legend_item]): the containers and
cells of the pattern, what the step places and strikes, the roles of its
candidates, and its strong and weak links.

Role: the key under the picture that ``sudoku.render.svg`` draws. See the docs
page *Reference / sudoku.render*.
"""

from __future__ import annotations

from html import escape

from sudoku.render.svg_frame import MARGIN, Frame, number
from sudoku.render.svg_marks import COLOURS, ROLE_COLOURS, Highlight

ROLE_LABELS = {"als a": "ALS A", "als b": "ALS B", "on": "chain on", "off": "chain off",
               "deadly": "deadly pattern"}
"""How the legend names a role, where it is not the role itself."""


def legend_layout(frame: Frame, highlight: Highlight,
                  roles: set[str]) -> list[tuple[int, float, str]]:
    """The items of the legend for what the picture shows, each as ``(row, x, item)``.

    ``roles`` are the roles of the candidates drawn (see ``sudoku.render.svg``). The items
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


def legend_item(frame: Frame, row: int, x: float, item: str) -> str:
    """One item of the legend: a swatch of its colour and its name."""
    y = frame.height + 22 * row + 8
    if item in ("strong", "weak"):
        dash = "" if item == "strong" else ' stroke-dasharray="5 3"'
        swatch = (f'<line x1="{number(x)}" y1="{number(y)}" x2="{number(x + 18)}" '
                  f'y2="{number(y)}" stroke="{COLOURS["link"]}" stroke-width="1.8"{dash}/>')
    elif item == "placed" and frame.with_candidates:
        swatch = (f'<circle cx="{number(x + 9)}" cy="{number(y)}" r="7.5" '
                  f'fill="{COLOURS["placed disc"]}"/>')
    elif item in ("container", "pattern", "placed"):
        swatch = (f'<rect x="{number(x)}" y="{number(y - 8)}" width="18" height="16" '
                  f'fill="{COLOURS[item]}" stroke="#999"/>')
    else:
        colour = COLOURS["struck disc"] if item == "struck" else \
            ROLE_COLOURS[item.removeprefix("role ")]
        edge = f' stroke="{COLOURS["struck"]}"' if item == "struck" else ""
        swatch = f'<circle cx="{number(x + 9)}" cy="{number(y)}" r="7.5" fill="{colour}"{edge}/>'
    return (f'<g class="legend-item">{swatch}<text x="{number(x + 24)}" y="{number(y)}" '
            f'class="legend">{escape(_label(item))}</text></g>')
