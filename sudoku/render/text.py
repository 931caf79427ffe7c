"""Text pictures of a puzzle, drawn from the positions of its cells.

Three pictures, one per kind of shape, chosen by
[`picture`][sudoku.render.text.picture]:

* a layout with boxes: the players' grid, ``|`` between boxes and a ruler between bands;
* any other layout of square cells (a jigsaw, a shape from a file): a frame with a
  border around each area (region or box), so irregular regions show;
* a layout of triangles: each row of cells as a zigzag, ``/5\\`` for a triangle
  pointing up and ``\\5/`` for one pointing down.

Every picture reads back as the same puzzle: [`parse`][sudoku.formats.parse]
skips white space and the drawing characters ``| - + / \\``.

See the docs page *Layouts*.

Examples:
    >>> from sudoku.shapes import jigsaw
    >>> print(picture([1, 2, 0, 0] + [0] * 12, jigsaw("AAAB ACBB CCDB CDDD")))
    +-----+-+
    |1 2 .|.|
    | +-+-+ |
    |.|.|. .|
    +-+ +-+ |
    |. .|.|.|
    | +-+ +-+
    |.|. . .|
    +-+-----+
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku.layout import Layout


def picture(values: Sequence[int], layout: Layout) -> str:
    """The picture of ``values`` (one per cell, ``0`` for empty) that suits ``layout``."""
    if layout.cell_shape == "triangle":
        return triangles(values, layout)
    if layout.box is not None:
        return boxed_grid(values, layout)
    return framed_grid(values, layout)


def boxed_grid(values: Sequence[int], layout: Layout) -> str:
    """A square puzzle with boxes, as players write it.

    Examples:
        >>> from sudoku.layout import classic
        >>> print(boxed_grid([1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1], classic(2, 2)))
        1 2 | . .
        3 4 | . .
        ----+----
        . . | . .
        . . | 2 1
    """
    box_rows, box_columns = layout.box
    symbols = _symbols(values, layout)
    rows = [" | ".join(" ".join(symbols[start + left:start + left + box_columns])
                       for left in range(0, layout.size, box_columns))
            for start in range(0, len(symbols), layout.size)]
    ruler = "".join("+" if character == "|" else "-" for character in rows[0])
    bands = ["\n".join(rows[start:start + box_rows]) for start in range(0, len(rows), box_rows)]
    return f"\n{ruler}\n".join(bands)


def framed_grid(values: Sequence[int], layout: Layout) -> str:
    """Square cells at their positions, with a border wherever the area changes.

    Two cells side by side are parted by ``|`` (or, one above the other, by
    ``-``) when they lie in different areas (see
    [`Layout.areas`][sudoku.layout.Layout.areas]), or when one of them is no
    cell at all. Each cell takes two characters, so borders line up from row to
    row; a line with no border across is left out.

    Examples:
        >>> from sudoku.layout import CellSpec, ContainerSpec, Layout
        >>> cells = (CellSpec("a", 0, 0), CellSpec("b", 0, 1), CellSpec("c", 1, 1))
        >>> corner = Layout("corner", 1, cells, tuple(
        ...     ContainerSpec("region", n, (i,)) for i, n in enumerate("abc")), "1")
        >>> print(framed_grid([1, 0, 1], corner))
        +-+-+
        |1|.|
        +-+-+
          |1|
          +-+
    """
    symbols = _symbols(values, layout)
    area = {(c.row, c.column): (layout.areas[i], i) for i, c in enumerate(layout.cells)}
    height = max(c.row for c in layout.cells) + 1
    width = max(c.column for c in layout.cells) + 1

    def parted(one, other) -> bool:
        first, second = area.get(one), area.get(other)
        if first is None or second is None:
            return first is not second
        return first[0] != second[0]

    def vertical(row, column) -> bool:  # the edge left of (row, column)
        return parted((row, column - 1), (row, column))

    def horizontal(row, column) -> bool:  # the edge above (row, column)
        return parted((row - 1, column), (row, column))

    lines = []
    for row in range(height + 1):
        border = []
        for column in range(width + 1):
            across = horizontal(row, column - 1) or horizontal(row, column)
            down = vertical(row - 1, column) or vertical(row, column)
            border.append("+" if across and down else "-" if across else "|" if down else " ")
            if column < width:
                border.append("-" if horizontal(row, column) else " ")
        if 0 < row < height and not set("-+") & set(border):
            pass  # no border across here: the rows above and below can touch
        else:
            lines.append("".join(border).rstrip())
        if row < height:
            cells = []
            for column in range(width + 1):
                cells.append("|" if vertical(row, column) else " ")
                if column < width:
                    found = area.get((row, column))
                    cells.append(symbols[found[1]] if found else " ")
            lines.append("".join(cells).rstrip())
    return "\n".join(lines)


def triangles(values: Sequence[int], layout: Layout) -> str:
    """Triangular cells as zigzags: ``/5\\`` points up, ``\\5/`` points down.

    A cell at ``(row, column)`` is written at character ``2 * column + 1`` of its
    row's line, between its two slanting sides; neighbours share a side.
    """
    symbols = _symbols(values, layout)
    lines: dict[int, list[str]] = {}
    for symbol, cell in zip(symbols, layout.cells):
        line = lines.setdefault(cell.row, [])
        position = 2 * cell.column + 1
        line.extend(" " * (position + 2 - len(line)))
        up = (cell.row + cell.column) % 2 == 0
        line[position - 1:position + 2] = ["/", symbol, "\\"] if up else ["\\", symbol, "/"]
    return "\n".join("".join(lines.get(row, [])).rstrip() for row in range(max(lines) + 1))


def _symbols(values: Sequence[int], layout: Layout) -> list[str]:
    return [layout.symbol(value) if value else "." for value in values]
