"""Layouts: the shape of a puzzle as plain data, its cells plus its containers.

A layout knows nothing about digits placed or candidates left; it only says
which cells there are, where to draw them, and which groups of cells must each
hold every digit once. The [`Board`][sudoku.board.Board] builds its observers
from it, so a new shape needs a new layout and nothing else.

See the docs page *Layouts* for the file format that later issues add.

Examples:
    >>> layout = classic()
    >>> len(layout.cells), len(layout.containers), layout.size
    (81, 27, 9)
    >>> layout.containers[0]
    ContainerSpec(kind='row', name='row 1', cells=(0, 1, 2, 3, 4, 5, 6, 7, 8))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from sudoku.errors import LayoutError

SYMBOLS = {
    4: "1234",
    6: "123456",
    8: "12345678",
    9: "123456789",
    12: "123456789ABC",
    16: "123456789ABCDEFG",
    25: "ABCDEFGHIJKLMNOPQRSTUVWXY",
}
"""The characters that stand for the digits 1..N, by puzzle size."""


class CellSpec(NamedTuple):
    """One cell of a layout: its name and where it is drawn (row, column)."""

    name: str
    row: int
    column: int


class ContainerSpec(NamedTuple):
    """One container of a layout: its kind, its name and the indices of its cells."""

    kind: str
    name: str
    cells: tuple[int, ...]


@dataclass(frozen=True)
class Layout:
    """The shape of a puzzle: cells plus containers.

    Attributes:
        name: a short name, such as ``"9x9"``.
        size: the number of digits, which is also the size of every container.
        cells: one [`CellSpec`][sudoku.layout.CellSpec] per cell, in reading order.
        containers: one [`ContainerSpec`][sudoku.layout.ContainerSpec] per container.
        symbols: the characters that write the digits 1..size.
        box: ``(rows, columns)`` of a box for square layouts, else ``None``.

    Raises:
        LayoutError: when a container has the wrong size, names an unknown
            cell or names a cell twice, or when a cell is in no container.
    """

    name: str
    size: int
    cells: tuple[CellSpec, ...]
    containers: tuple[ContainerSpec, ...]
    symbols: str
    box: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if len(self.symbols) != self.size:
            raise LayoutError(
                f"layout {self.name}: {len(self.symbols)} symbols for {self.size} digits")
        seen = set()
        for container in self.containers:
            if len(container.cells) != self.size:
                raise LayoutError(
                    f"layout {self.name}: {container.name} has {len(container.cells)} cells, "
                    f"every container needs {self.size}")
            for index in container.cells:
                if not 0 <= index < len(self.cells):
                    raise LayoutError(
                        f"layout {self.name}: {container.name} names cell {index}, "
                        f"which is not one of the {len(self.cells)} cells")
            if len(set(container.cells)) != self.size:
                raise LayoutError(f"layout {self.name}: {container.name} names a cell twice")
            seen.update(container.cells)
        for index, cell in enumerate(self.cells):
            if index not in seen:
                raise LayoutError(f"layout {self.name}: cell {cell.name} is in no container")

    @cached_property
    def memberships(self) -> tuple[tuple[int, ...], ...]:
        """For each cell, the indices of the containers that hold it, in order."""
        holders: list[list[int]] = [[] for _ in self.cells]
        for index, container in enumerate(self.containers):
            for cell in container.cells:
                holders[cell].append(index)
        return tuple(tuple(each) for each in holders)

    @cached_property
    def peers(self) -> tuple[tuple[int, ...], ...]:
        """For each cell, the indices of the other cells that share a container with it."""
        return tuple(
            tuple(sorted({other for k in held for other in self.containers[k].cells} - {cell}))
            for cell, held in enumerate(self.memberships))

    def symbol(self, digit: int) -> str:
        """The character that writes ``digit`` (1-based).

        >>> classic().symbol(7)
        '7'

        Raises:
            LayoutError: when ``digit`` is not one of the layout's digits.
        """
        if not (isinstance(digit, int) and 1 <= digit <= self.size):
            raise LayoutError(f"{digit!r} is not a digit of the {self.name} layout (1..{self.size})")
        return self.symbols[digit - 1]


def classic(box_rows: int = 3, box_columns: int = 3) -> Layout:
    """The square puzzle of rows, columns and boxes of ``box_rows`` x ``box_columns``.

    Args:
        box_rows: the height of a box.
        box_columns: the width of a box.

    Returns:
        A layout of ``n * n`` cells, ``n = box_rows * box_columns``, with ``3 * n``
        containers: rows, then columns, then boxes, each numbered from 1.

    Examples:
        >>> small = classic(2, 2)
        >>> small.name, len(small.cells), [c.name for c in small.containers[-4:]]
        ('4x4', 16, ['box 1', 'box 2', 'box 3', 'box 4'])
    """
    n = box_rows * box_columns
    if n not in SYMBOLS:
        raise LayoutError(f"no symbols for a {n}x{n} puzzle; sizes are {sorted(SYMBOLS)}")
    cells = tuple(CellSpec(f"r{r + 1}c{c + 1}", r, c) for r in range(n) for c in range(n))
    rows = [ContainerSpec("row", f"row {r + 1}", tuple(r * n + c for c in range(n)))
            for r in range(n)]
    columns = [ContainerSpec("column", f"column {c + 1}", tuple(r * n + c for r in range(n)))
               for c in range(n)]
    boxes = []
    for b in range(n):
        top, left = (b // box_rows) * box_rows, (b % box_rows) * box_columns
        members = tuple((top + r) * n + left + c for r in range(box_rows) for c in range(box_columns))
        boxes.append(ContainerSpec("box", f"box {b + 1}", members))
    return Layout(f"{n}x{n}", n, cells, tuple(rows + columns + boxes), SYMBOLS[n],
                  (box_rows, box_columns))


CLASSIC = classic()
"""The classic 9x9 layout, built once."""

BOX_SHAPES = {
    "4x4": (2, 2), "6x6": (2, 3), "8x8": (2, 4), "9x9": (3, 3),
    "12x12": (3, 4), "16x16": (4, 4), "25x25": (5, 5),
}
"""The built-in square layouts by name, with their box shapes (rows, columns)."""


def named(name: str) -> Layout:
    """The built-in layout called ``name``: ``"9x9"`` (also ``"classic"``), ``"4x4"``...

    Raises:
        LayoutError: for an unknown name, listing the known ones.

    Examples:
        >>> named("classic") is CLASSIC, named("6x6").box
        (True, (2, 3))
    """
    key = name.strip().lower()
    if key in ("classic", "9x9"):
        return CLASSIC
    if key in BOX_SHAPES:
        return classic(*BOX_SHAPES[key])
    raise LayoutError(f"unknown layout {name!r}; known layouts: classic, {', '.join(BOX_SHAPES)}")
