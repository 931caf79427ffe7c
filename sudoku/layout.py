"""Layouts: the shape of a puzzle as plain data, its cells plus its containers.

A layout knows nothing about digits placed or candidates left; it only says
which cells there are, where to draw them, and which groups of cells must each
hold every digit once. The [`Board`][sudoku.board.Board] builds its observers
from it, so a new shape needs a new layout and nothing else.

This module holds the [`Layout`][sudoku.layout.Layout] itself and the classic
square sizes. A layout checks itself as it is made (``sudoku.layout_checks``),
its digits written by symbols (``sudoku.symbols``); ``sudoku.shapes`` names
every built-in shape (X-sudoku, jigsaw, the triangular puzzle), and
``sudoku.layout_file`` reads and writes layouts as JSON files. See the docs
page *Layouts*.

Examples:
    >>> layout = classic()
    >>> len(layout.cells), len(layout.containers), layout.size
    (81, 27, 9)
    >>> layout.containers[0]
    ContainerSpec(kind='row', name='row 1', cells=(0, 1, 2, 3, 4, 5, 6, 7, 8))
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from sudoku.errors import LayoutError
from sudoku.layout_checks import check_layout
from sudoku.symbols import SYMBOLS

AREA_KINDS = frozenset({"box", "region", "triangle", "window"})
"""The kinds of container that are areas of the picture rather than lines: their
borders are drawn thick (a window's, over cells that have a box already, are shaded
instead: see ``Layout.extras``), and locked candidates *point* from them."""


class CellSpec(NamedTuple):
    """One cell of a layout: its name and where it is drawn (row, column, from 0)."""

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
        box: ``(rows, columns)`` of a box for square layouts of rows, columns and
            boxes (their cells are the grid in reading order), else ``None``.
        cell_shape: how a cell is drawn: ``"square"`` or ``"triangle"`` (see
            [`CELL_SHAPES`][sudoku.layout_checks.CELL_SHAPES]).

    Raises:
        LayoutError: when a container has the wrong size, names an unknown
            cell or names a cell twice, when a cell is in no container, when there
            are no cells, when two cells share a name or a position, when a cell is
            drawn too far out (see [`FARTHEST`][sudoku.layout_checks.FARTHEST]), when
            a name is empty or holds a line break or another control character, or
            when the symbols, the box or the shape do not fit. Symbols are one
            character per digit, all different, and none of them white space, a
            drawing character, a comma or semicolon, ``#`` or an empty marker; only
            [`HEX`][sudoku.symbols.HEX] may use ``0``.
    """

    name: str
    size: int
    cells: tuple[CellSpec, ...]
    containers: tuple[ContainerSpec, ...]
    symbols: str
    box: tuple[int, int] | None = None
    cell_shape: str = "square"

    def __post_init__(self) -> None:
        check_layout(self)  # the rules of sudoku.layout_checks

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

    @cached_property
    def is_grid_of_rows(self) -> bool:
        """Whether the cells are the square grid of ``size`` rows, in reading order: the
        shapes a grid of text (one row a line) and a candidate grid can write.

        >>> classic().is_grid_of_rows, classic(2, 3).is_grid_of_rows
        (True, True)
        """
        n = self.size
        return len(self.cells) == n * n and all(
            (cell.row, cell.column) == divmod(index, n) for index, cell in enumerate(self.cells))

    @cached_property
    def peer_bits(self) -> tuple[int, ...]:
        """For each cell, its peers as a mask of cells (bit ``i`` for the cell of index ``i``)."""
        return tuple(sum(1 << peer for peer in peers) for peers in self.peers)

    @cached_property
    def overlaps(self) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], ...]:
        """For each container, the other containers it shares two cells or more with.

        Each is given as ``(index of the other container, the shared cells)``, in
        layout order. Locked candidates live in these overlaps.

        >>> classic().overlaps[0]  # row 1 meets boxes 1, 2 and 3
        ((18, (0, 1, 2)), (19, (3, 4, 5)), (20, (6, 7, 8)))
        """
        members = [frozenset(container.cells) for container in self.containers]
        return tuple(
            tuple((other, tuple(sorted(mine & theirs)))
                  for other, theirs in enumerate(members)
                  if other != index and len(mine & theirs) >= 2)
            for index, mine in enumerate(members))

    @cached_property
    def overlap_bits(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """The ``overlaps`` of each container with the shared cells as a mask of cells."""
        return tuple(tuple((other, sum(1 << cell for cell in shared)) for other, shared in each)
                     for each in self.overlaps)

    @cached_property
    def partitions(self) -> frozenset[str]:
        """The kinds of container that hold every cell exactly once, such as rows.

        >>> sorted(classic().partitions)
        ['box', 'column', 'row']
        """
        counts: dict[str, list[int]] = {}
        for container in self.containers:
            held = counts.setdefault(container.kind, [0] * len(self.cells))
            for cell in container.cells:
                held[cell] += 1
        return frozenset(kind for kind, held in counts.items() if set(held) == {1})

    @cached_property
    def areas(self) -> tuple[int | None, ...]:
        """For each cell, the index of its area (a container of an area kind), or ``None``.

        A cell's area is its first container of an area kind whose containers
        hold every cell once (the boxes, whatever comes before them), else its
        first of any area kind. Pictures draw thick borders between cells of
        different areas.
        """
        found: list[int | None] = [None] * len(self.cells)
        ranked = sorted(range(len(self.containers)),
                        key=lambda index: self.containers[index].kind not in self.partitions)
        for index in ranked:
            if self.containers[index].kind in AREA_KINDS:
                for cell in self.containers[index].cells:
                    if found[cell] is None:
                        found[cell] = index
        return tuple(found)

    @cached_property
    def extras(self) -> tuple[int, ...]:
        """The indices of the extra groups: containers beyond the shape's lines and areas.

        A container other than a row or a column is one when its kind neither
        holds every cell once nor is an area kind (an X-sudoku's diagonals, or a
        windoku's windows written as ``"window"``), or when it is of an area kind
        but not the area of its cells (a window written as one more ``"box"``,
        after the boxes). Pictures shade their cells, since no border can show a
        group that crosses the areas; groups that would cover every cell (grids
        that overlap, say) are no extra, and none are returned.

        >>> from sudoku.shapes import named
        >>> layout = named("x-sudoku")
        >>> [layout.containers[index].name for index in layout.extras], classic().extras
        (['diagonal 1', 'diagonal 2'], ())
        """
        areas = self.areas
        found = tuple(
            index for index, container in enumerate(self.containers)
            if container.kind not in ("row", "column")
            if any(areas[cell] != index for cell in container.cells)
            if container.kind in AREA_KINDS or container.kind not in self.partitions)
        shaded = {cell for index in found for cell in self.containers[index].cells}
        return () if len(shaded) == len(self.cells) else found

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

    def __deepcopy__(self, memo: dict) -> Layout:
        return self  # a layout never changes, so a copy may share it

    def with_symbols(self, symbols: str) -> Layout:
        """The same shape with its digits written by ``symbols``, such as ``HEX`` for a 16x16.

        >>> from sudoku.symbols import HEX
        >>> classic(4, 4).with_symbols(HEX).symbol(16)
        'F'
        """
        return dataclasses.replace(self, symbols=symbols)


def classic(box_rows: int = 3, box_columns: int = 3) -> Layout:
    """The square puzzle of rows, columns and boxes of ``box_rows`` x ``box_columns``.

    Args:
        box_rows: the height of a box.
        box_columns: the width of a box.

    Returns:
        A layout of ``n * n`` cells, ``n = box_rows * box_columns``, with ``3 * n``
        containers: rows, then columns, then boxes, each numbered from 1.

    Raises:
        LayoutError: for a height or width that is not a whole number of cells, or a
            size with no symbols (see [`SYMBOLS`][sudoku.symbols.SYMBOLS]).

    Examples:
        >>> small = classic(2, 2)
        >>> small.name, len(small.cells), [c.name for c in small.containers[-4:]]
        ('4x4', 16, ['box 1', 'box 2', 'box 3', 'box 4'])
        >>> classic(-3, -3)
        Traceback (most recent call last):
        ...
        sudoku.errors.LayoutError: a box's height and width are whole numbers of cells, 1 or more, such as classic(3, 3); got -3
    """
    for side in (box_rows, box_columns):
        if not isinstance(side, int) or isinstance(side, bool) or side < 1:
            raise LayoutError(f"a box's height and width are whole numbers of cells, 1 or "
                              f"more, such as classic(3, 3); got {side!r}")
    n = box_rows * box_columns
    if n not in SYMBOLS:
        raise LayoutError(f"no symbols for a {n}x{n} puzzle; sizes are {sorted(SYMBOLS)}")
    boxes = []
    for b in range(n):
        top, left = (b // box_rows) * box_rows, (b % box_rows) * box_columns
        members = tuple((top + r) * n + left + c for r in range(box_rows) for c in range(box_columns))
        boxes.append(ContainerSpec("box", f"box {b + 1}", members))
    return Layout(f"{n}x{n}", n, grid_cells(n), lines(n) + tuple(boxes), SYMBOLS[n],
                  (box_rows, box_columns))


def grid_cells(n: int) -> tuple[CellSpec, ...]:
    """The cells ``r1c1`` .. ``rNcN`` of an ``n`` x ``n`` grid, in reading order."""
    return tuple(CellSpec(f"r{r + 1}c{c + 1}", r, c) for r in range(n) for c in range(n))


def lines(n: int) -> tuple[ContainerSpec, ...]:
    """The rows, then the columns, of the ``n`` x ``n`` grid of ``grid_cells(n)``."""
    rows = [ContainerSpec("row", f"row {r + 1}", tuple(r * n + c for c in range(n)))
            for r in range(n)]
    columns = [ContainerSpec("column", f"column {c + 1}", tuple(r * n + c for r in range(n)))
               for c in range(n)]
    return tuple(rows + columns)


CLASSIC = classic()
"""The classic 9x9 layout, built once."""


def named(name: str) -> Layout:
    """The built-in layout ``name``, from the catalogue [`named`][sudoku.shapes.named] of shapes."""
    from sudoku.shapes import named as from_catalogue  # the catalogue builds on this module

    return from_catalogue(name)
