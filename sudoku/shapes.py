"""The built-in shapes, by name: square sizes, X-sudoku, jigsaw and the triangular puzzle.

Every shape is a [`Layout`][sudoku.layout.Layout]: cells plus containers. An
X-sudoku is the classic layout with its two long diagonals as two more
containers; a jigsaw keeps the rows and columns and trades the boxes for
irregular regions, read from a *region map*; the triangular puzzle is built
from its geometry in ``sudoku.triangular``. Nothing else in
the package knows these shapes apart. See the docs page *Layouts*.

Examples:
    >>> [c.name for c in x_sudoku().containers[-2:]]
    ['diagonal 1', 'diagonal 2']
    >>> puzzle = jigsaw()
    >>> puzzle.containers[-1].kind, len(puzzle.containers)
    ('region', 27)
    >>> named("16x16").box, named("Triangular").size
    ((4, 4), 9)
"""

from __future__ import annotations

import functools
import warnings
from collections import Counter

from sudoku.errors import LayoutError
from sudoku.layout import CLASSIC, ContainerSpec, Layout, classic, grid_cells, lines
from sudoku.symbols import SYMBOLS
from sudoku.triangular import triangular

BOX_SHAPES = {
    "4x4": (2, 2), "6x6": (2, 3), "8x8": (2, 4), "9x9": (3, 3),
    "12x12": (3, 4), "16x16": (4, 4), "25x25": (5, 5),
}
"""The built-in square layouts by name, with their box shapes (rows, columns)."""

JIGSAW_REGIONS = """
AAABBBBCC
AAABBBCCC
ADAABBCCC
DDDEEECFF
DDDEEEFFF
DDGEEEFFF
GGGHHIIFI
GGGHHHIII
GGHHHHIII
"""
"""The region map of the built-in jigsaw: one character per cell, naming its region."""

NAMES = (*BOX_SHAPES, "classic", "x-sudoku", "jigsaw", "triangular")
"""Every name that [`named`][sudoku.shapes.named] knows."""

KNOWN = f"known layouts: {', '.join(NAMES)}"
"""The end of every message about a layout name that is not known."""


def x_sudoku() -> Layout:
    """The classic 9x9 whose two long diagonals must hold every digit too (kind ``diagonal``)."""
    down = ContainerSpec("diagonal", "diagonal 1", tuple(10 * i for i in range(9)))
    up = ContainerSpec("diagonal", "diagonal 2", tuple(8 * (i + 1) for i in range(9)))
    return Layout("x-sudoku", 9, CLASSIC.cells, CLASSIC.containers + (down, up), CLASSIC.symbols,
                  CLASSIC.box)


def jigsaw(regions: str = JIGSAW_REGIONS) -> Layout:
    """A square puzzle of rows, columns and irregular regions (kind ``region``).

    Args:
        regions: the region map: one character per cell in reading order (white
            space ignored, so it may be written as one line per row); cells with
            the same character form a region, named after it (``"region A"``).
            ``n * n`` characters give an ``n`` x ``n`` puzzle, with ``n`` regions of ``n`` cells.

    Raises:
        LayoutError: for a map of the wrong length or a region of the wrong size.

    Warns:
        UserWarning: for a region whose cells are not all joined side by side; such
            a map still makes a puzzle, but not a jigsaw as players know it (a typo
            in the map is the likelier cause).

    Examples:
        >>> small = jigsaw("AABB ACBB ACDD CCDD")
        >>> [(c.name, c.cells) for c in small.containers[-2:]]
        [('region C', (5, 9, 12, 13)), ('region D', (10, 11, 14, 15))]
    """
    cells = "".join(regions.split())
    n = round(len(cells) ** 0.5)
    if n * n != len(cells) or n not in SYMBOLS:
        sizes = ", ".join(f"{k * k} ({k}x{k})" for k in SYMBOLS)
        raise LayoutError(f"a region map has one character per cell of a square grid: {sizes}; "
                          f"this one has {len(cells)}")
    counts = Counter(cells)
    for region, count in counts.items():
        if count != n:
            raise LayoutError(f"region {region} of the region map has {count} "
                              f"cell{'s' * (count != 1)}; "
                              f"every region of a {n}x{n} jigsaw needs {n}")
    for region in counts:
        if not _is_joined([i for i, each in enumerate(cells) if each == region], n):
            warnings.warn(f"region {region} of the region map is in pieces: its cells are "
                          "not all joined side by side", stacklevel=2)
    areas = tuple(ContainerSpec("region", f"region {region}",
                                tuple(i for i, each in enumerate(cells) if each == region))
                  for region in counts)  # in order of first appearance
    return Layout("jigsaw", n, grid_cells(n), lines(n) + areas, SYMBOLS[n])


def named(name: str) -> Layout:
    """The built-in layout called ``name`` (one of ``NAMES``, in any case).

    The same name gives the same object, built once.

    Raises:
        LayoutError: for an unknown name, listing the known ones.

    Examples:
        >>> named("classic") is CLASSIC, named("6x6").box
        (True, (2, 3))
    """
    key = name.strip().lower() if isinstance(name, str) else name
    if key not in NAMES:
        raise LayoutError(f"unknown layout {name!r}; {KNOWN}")
    return _build(key)


def _is_joined(cells: list[int], n: int) -> bool:
    """Whether ``cells`` (indices in an ``n`` x ``n`` grid) are joined side by side into one piece."""
    left, reached = set(cells[1:]), [cells[0]]
    while reached:
        row, column = divmod(reached.pop(), n)
        for r, c in ((row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)):
            if 0 <= c < n and r * n + c in left:
                left.remove(r * n + c)
                reached.append(r * n + c)
    return not left


@functools.cache
def _build(key: str) -> Layout:
    if key in ("classic", "9x9"):
        return CLASSIC
    if key in BOX_SHAPES:
        return classic(*BOX_SHAPES[key])
    return {"x-sudoku": x_sudoku, "jigsaw": jigsaw, "triangular": triangular}[key]()
