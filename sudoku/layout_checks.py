"""Layout checks: the rules a layout keeps, checked once, as it is made.

TL;DR: a [`Layout`][sudoku.layout.Layout] is plain data, and anyone can write
one: in Python, or as a JSON file (``sudoku.layout_file``). So it checks itself
before anything else reads it, and refuses one that cannot be a puzzle with a
``LayoutError`` that says, in one line, the first rule it breaks: every
container holds ``size`` different cells of the layout, every cell is in some
container, names are printable text on one line, no two cells share a name or a
place, no two containers a name, and the symbols, the box and the shape of the
cells fit (a layout with a box holds every row, column and box of its grid).

Role: what ``Layout.__post_init__`` asks
([`check_layout`][sudoku.layout_checks.check_layout]); the board and the
strategies then trust every layout they get. The characters a symbol may be
are in ``sudoku.symbols``. See the docs page *Layouts*, which lists every
reason a layout is refused.

Examples:
    >>> from sudoku.layout import CellSpec, ContainerSpec, Layout
    >>> cells = (CellSpec("a", 0, 0), CellSpec("b", 0, 1))
    >>> Layout("pair", 2, cells, (ContainerSpec("row", "row 1", (0, 1)),), "12").size
    2
    >>> Layout("pair", 2, cells, (ContainerSpec("row", "row 1", (0, 0)),), "12")
    Traceback (most recent call last):
    ...
    sudoku.errors.LayoutError: layout pair: row 1 names cell a twice
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sudoku.errors import LayoutError
from sudoku.symbols import symbols_problem

if TYPE_CHECKING:
    from sudoku.layout import ContainerSpec, Layout

CELL_SHAPES = ("square", "triangle")
"""The shapes a cell can be drawn as. A triangle at ``(row, column)`` points up
when ``row + column`` is even, and down when it is odd."""

FARTHEST = 1024
"""A cell is drawn at a row and a column below this, and below four times the number of
cells: a picture is as big as its farthest cell, so a stray ``"row": 10000`` is refused."""


def check_layout(layout: Layout) -> None:
    """Raise a ``LayoutError`` that says the first rule ``layout`` breaks, if any.

    Raises:
        LayoutError: for a layout that cannot be a puzzle: see
            [`Layout`][sudoku.layout.Layout] for every reason.
    """
    if not is_printable_name(layout.name):
        raise LayoutError(f"a layout's name is printable text on one line, not {layout.name!r}")
    _check_digits(layout)
    _check_cells(layout)
    seen, names = set(), set()
    for container in layout.containers:
        _check_container(layout, container)
        if container.name in names:
            raise LayoutError(f"layout {layout.name}: two containers are named {container.name}")
        names.add(container.name)
        seen.update(container.cells)
    for index, cell in enumerate(layout.cells):
        if index not in seen:
            raise LayoutError(f"layout {layout.name}: cell {cell.name} is in no container")
    if layout.box is not None:
        _check_box(layout)
        _check_grid(layout)


def _check_digits(layout: Layout) -> None:
    """The size, the symbols that write its digits, and the shape of its cells."""
    if not (isinstance(layout.size, int) and layout.size >= 1):
        raise LayoutError(f"layout {layout.name}: the size is a whole number 1 or more, "
                          f"not {layout.size!r}")
    why = symbols_problem(layout.symbols, layout.size)
    if why:
        raise LayoutError(f"layout {layout.name}: the symbols {layout.symbols!r} are not "
                          f"{layout.size} different characters that can stand for digits: "
                          f"{why}")
    if layout.cell_shape not in CELL_SHAPES:
        raise LayoutError(f"layout {layout.name}: a cell is drawn as one of "
                          f"{', '.join(CELL_SHAPES)}, not {layout.cell_shape!r}")


def _check_cells(layout: Layout) -> None:
    """The names and places of the cells, and the box that tiles them, if any."""
    if not layout.cells:
        raise LayoutError(f"layout {layout.name}: there are no cells")
    farthest = min(FARTHEST, 4 * len(layout.cells))
    names, places = set(), set()
    for number, cell in enumerate(layout.cells, 1):
        if not is_printable_name(cell.name):
            raise LayoutError(f"layout {layout.name}: cell {number} has no name that can be "
                              f"printed on one line: {cell.name!r}")
        if not all(_is_count(each) and each < farthest for each in (cell.row, cell.column)):
            raise LayoutError(f"layout {layout.name}: cell {cell.name} is drawn at row "
                              f"{cell.row!r}, column {cell.column!r}; rows and columns "
                              f"are whole numbers from 0 to {farthest - 1} here")
        if cell.name in names:
            raise LayoutError(f"layout {layout.name}: two cells are named {cell.name}")
        if (cell.row, cell.column) in places:
            raise LayoutError(f"layout {layout.name}: two cells are drawn at row {cell.row}, "
                              f"column {cell.column}")
        names.add(cell.name)
        places.add((cell.row, cell.column))
    if layout.box is not None and layout.box[0] * layout.box[1] != layout.size:
        rows, columns = layout.box
        raise LayoutError(f"layout {layout.name}: boxes of {rows}x{columns} hold "
                          f"{rows * columns} digits, but the layout has {layout.size} symbols")


def _check_box(layout: Layout) -> None:
    """The box a layout says tiles its grid: it needs that grid (checked after the containers,
    whose faults say more)."""
    rows, columns = layout.box
    n = rows * columns
    if not layout.is_grid_of_rows:  # the box tiles the square grid of rows
        raise LayoutError(f"layout {layout.name}: boxes of {rows}x{columns} need the "
                          f"{n}x{n} grid of cells in reading order, and these "
                          f"{len(layout.cells)} cells are not that grid (a layout that "
                          f"is no such grid leaves out the key \"box\")")


def _check_container(layout: Layout, container: ContainerSpec) -> None:
    """One container: its kind and name, and ``size`` different cells of the layout."""
    for what in ("kind", "name"):
        if not is_printable_name(getattr(container, what)):
            raise LayoutError(f"layout {layout.name}: a container's {what} is printable "
                              f"text on one line, not {getattr(container, what)!r}")
    if len(container.cells) != layout.size:
        raise LayoutError(
            f"layout {layout.name}: {container.name} has {len(container.cells)} cells, "
            f"every container needs {layout.size}")
    for index in container.cells:
        if not 0 <= index < len(layout.cells):
            raise LayoutError(
                f"layout {layout.name}: {container.name} names cell {index}, "
                f"which is not one of the {len(layout.cells)} cells")
    if len(set(container.cells)) != layout.size:
        twice = next(cell for cell in container.cells if container.cells.count(cell) > 1)
        raise LayoutError(f"layout {layout.name}: {container.name} names cell "
                          f"{layout.cells[twice].name} twice")


def _check_grid(layout: Layout) -> None:
    """A layout with a ``box`` has every row, column and box of its grid as a container.

    Techniques that know the classic grid (templates, Franken fish) read the
    ``box`` alone, so it may not promise groups that the containers do not hold.
    """
    (rows, columns), n = layout.box, layout.size
    held = {frozenset(container.cells) for container in layout.containers}
    groups = [(f"row {r + 1}", [r * n + c for c in range(n)]) for r in range(n)]
    groups += [(f"column {c + 1}", [r * n + c for r in range(n)]) for c in range(n)]
    groups += [(f"box {number}", [(top + r) * n + left + c for r in range(rows)
                                  for c in range(columns)])
               for number, (top, left) in enumerate(
                   ((top, left) for top in range(0, n, rows) for left in range(0, n, columns)), 1)]
    for name, cells in groups:
        if frozenset(cells) not in held:
            raise LayoutError(
                f"layout {layout.name}: \"box\": [{rows}, {columns}] says that the cells are a "
                f"grid of rows, columns and {rows}x{columns} boxes, but no container holds "
                f"{name} ({', '.join(layout.cells[cell].name for cell in cells)}); leave "
                "\"box\" out of a layout that is not such a grid")


def is_printable_name(name: object) -> bool:
    """Whether ``name`` can name a layout, a cell or a container: printable text on one line.

    A line break would split a result that is one line; a control character would
    reach the terminal.

    >>> is_printable_name("r1c1"), is_printable_name("row\\n1"), is_printable_name(" ")
    (True, False, False)
    """
    return isinstance(name, str) and name.isprintable() and bool(name.strip())


def _is_count(value: object) -> bool:
    """Whether ``value`` is a whole number, 0 or more (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
