"""A step's marks on an SVG picture: the discs behind its candidates, crosses, and its links.

TL;DR: a [`Highlight`][sudoku.render.svg_marks.Highlight] says what the picture
of one step shows in colour. Its candidates stand out on discs: green where the
step places a digit, red and crossed where it strikes one out, else in the
colour of the candidate's role in the pattern
([`disc`][sudoku.render.svg_marks.disc]); its links are curved arrows, solid
when strong and dashed when weak ([`arrow`][sudoku.render.svg_marks.arrow]).

Role: what ``sudoku.render.svg`` draws on top of the board, where the
[`Frame`][sudoku.render.svg_frame.Frame] puts each candidate. See the docs page
*Reference / sudoku.render*.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sudoku.render.svg_frame import Frame, Point, number

COLOURS = {"container": "#dbeafe", "pattern": "#fde68a", "placed": "#bbf7d0",
           "placed digit": "#15803d", "placed disc": "#16a34a", "struck": "#dc2626", "struck disc": "#fecaca",
           "candidate": "#4b5563", "link": "#3730a3", "extra": "#e8e8f4"}
"""The colours of a step's picture: the containers and the cells of its pattern (fills),
the cell where it places a digit (fill), that digit, and the disc behind it among the
cell's candidates, a struck candidate and the disc behind it, the other candidates, the
links, and (under all of them) the cells of a shape's extra groups."""

ROLE_COLOURS = {"pivot": "#fb923c", "wing": "#a78bfa", "base": "#60a5fa", "cover": "#2dd4bf",
                "fin": "#f472b6", "als a": "#a3e635", "als b": "#22d3ee", "on": "#4ade80",
                "off": "#38bdf8", "deadly": "#94a3b8", "guardian": "#e879f9"}
"""The colour of the disc behind a candidate of each role (see ``sudoku.step.ROLES``)."""


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


def disc(frame: Frame, pair: tuple[int, int], kind: str) -> list[str]:
    """The disc behind a candidate that stands out: green where the step places it, red and
    crossed where it strikes it out (the cross goes under the digit, which stays readable),
    else in the colour of the candidate's role."""
    x, y = frame.candidate(*pair)
    start = f'<circle cx="{number(x)}" cy="{number(y)}" r="{number(frame.pitch * 0.5)}" '
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
    return (f'<line x1="{number(x - half)}" y1="{number(y + half)}" x2="{number(x + half)}" '
            f'y2="{number(y - half)}" stroke="{COLOURS["struck"]}" stroke-width="1.6"/>')


def arrow(frame: Frame, link: tuple[int, int, int, int, bool]) -> str:
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
    head = " ".join(f"{number(x)},{number(y)}" for x, y in (
        end, (back[0] - 3.5 * uy, back[1] + 3.5 * ux), (back[0] + 3.5 * uy, back[1] - 3.5 * ux)))
    dash = "" if link[4] else ' stroke-dasharray="5 3"'
    colour = COLOURS["link"]
    return (f'<g class="link {"strong" if link[4] else "weak"}"><path d="M{number(start[0])},'
            f'{number(start[1])} Q{number(cx)},{number(cy)} {number(back[0])},'
            f'{number(back[1])}" fill="none" stroke="{colour}" '
            f'stroke-width="{1.8 if link[4] else 1.5}"{dash}/>'
            f'<polygon points="{head}" fill="{colour}"/></g>')


def _unit(dx: float, dy: float) -> Point:
    length = math.hypot(dx, dy) or 1.0
    return dx / length, dy / length


def _towards(point: Point, goal: Point, distance: float) -> Point:
    """The point ``distance`` away from ``point`` in the direction of ``goal``."""
    ux, uy = _unit(goal[0] - point[0], goal[1] - point[1])
    return point[0] + distance * ux, point[1] + distance * uy
