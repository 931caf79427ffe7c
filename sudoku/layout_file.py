"""Layout files: any shape as a small JSON document, written out and read back.

A layout file is one JSON object with these keys (see the docs page *Layouts*):

* ``name``: the layout's name;
* ``symbols``: one character per digit, in order (``"123456789"``); their number is the size;
* ``cell_shape`` (optional): ``"square"`` (the default) or ``"triangle"``;
* ``box`` (optional): ``[rows, columns]`` of a box, for square grids of rows,
  columns and boxes;
* ``cells``: one object per cell, ``{"name": "r1c1", "row": 0, "column": 0}``:
  its name and where it is drawn (from 0);
* ``containers``: one object per container,
  ``{"kind": "row", "name": "row 1", "cells": ["r1c1", ...]}``, naming its cells.

Every key is checked: a key that is missing, unknown or of the wrong type, and a
container that names a cell that is not there, are a
[`LayoutError`][sudoku.errors.LayoutError] that says where.

Examples:
    >>> from sudoku.shapes import named
    >>> text = dumps(named("4x4"))
    >>> print("\\n".join(text.splitlines()[:7]))
    {
      "name": "4x4",
      "symbols": "1234",
      "cell_shape": "square",
      "box": [2, 2],
      "cells": [
        {"name": "r1c1", "row": 0, "column": 0},
    >>> loads(text) == named("4x4")
    True
"""

from __future__ import annotations

import json
from pathlib import Path

from sudoku.errors import LayoutError
from sudoku.layout import CellSpec, ContainerSpec, Layout
from sudoku.shapes import named

KEYS = {"name": str, "symbols": str, "cell_shape": str, "box": list, "cells": list,
        "containers": list}
"""The keys of a layout file and the JSON type of each (``cell_shape`` and ``box`` are optional)."""

CELL_KEYS = {"name": str, "row": int, "column": int}
"""The keys of one cell and their types."""

CONTAINER_KEYS = {"kind": str, "name": str, "cells": list}
"""The keys of one container and their types."""


def dumps(layout: Layout) -> str:
    """``layout`` as the text of a layout file: one line per cell and per container."""
    head = {"name": layout.name, "symbols": layout.symbols, "cell_shape": layout.cell_shape}
    if layout.box is not None:
        head["box"] = list(layout.box)
    lines = [f"  {json.dumps(key)}: {json.dumps(value)}," for key, value in head.items()]
    cells = [json.dumps({"name": c.name, "row": c.row, "column": c.column}) for c in layout.cells]
    containers = [json.dumps({"kind": k.kind, "name": k.name,
                              "cells": [layout.cells[i].name for i in k.cells]})
                  for k in layout.containers]
    return "\n".join(["{", *lines, _list("cells", cells) + ",", _list("containers", containers),
                      "}"]) + "\n"


def loads(text: str, source: str = "the layout") -> Layout:
    """The layout that the text of a layout file describes.

    Args:
        text: the JSON text.
        source: how error messages name the text, such as its file name.

    Raises:
        LayoutError: for text that is not JSON, a key that is missing, unknown
            or of the wrong type, a container naming an unknown cell, and every
            error of [`Layout`][sudoku.layout.Layout] itself.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise LayoutError(f"{source} is not JSON: {error.msg} at line {error.lineno}, "
                          f"column {error.colno}") from None
    _check(data, KEYS, source, optional={"cell_shape", "box"})
    cells = []
    for number, cell in enumerate(data["cells"], 1):
        _check(cell, CELL_KEYS, f"{source}: cell {number}")
        cells.append(CellSpec(cell["name"], cell["row"], cell["column"]))
    index = {cell.name: i for i, cell in enumerate(cells)}
    containers = []
    for number, container in enumerate(data["containers"], 1):
        where = f"{source}: container {number}"
        _check(container, CONTAINER_KEYS, where)
        containers.append(ContainerSpec(container["kind"], container["name"],
                                        tuple(_cell_index(name, index, where, container["name"])
                                              for name in container["cells"])))
    box = data.get("box")
    if box is not None and not (len(box) == 2 and all(_is_count(each) for each in box)):
        raise LayoutError(f"{source}: box is [rows, columns] of a box, not {box!r}")
    try:
        return Layout(data["name"], len(data["symbols"]), tuple(cells), tuple(containers),
                      data["symbols"], tuple(box) if box else None,
                      data.get("cell_shape", "square"))
    except LayoutError as error:
        raise LayoutError(f"{source}: {error}") from None


def load(path: str | Path) -> Layout:
    """The layout in the file at ``path``.

    Raises:
        LayoutError: when the file cannot be read, or as [`loads`][sudoku.layout_file.loads].
    """
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise LayoutError(f"cannot read the layout file {path}: {reason.lower()}") from None
    return loads(text, source=str(path))


def resolve(name_or_path: str) -> Layout:
    """A built-in layout by name, or the layout in a file when ``name_or_path`` is a file.

    Raises:
        LayoutError: for a name that is neither a file nor a known layout.

    Examples:
        >>> resolve("x-sudoku").name
        'x-sudoku'
    """
    path = Path(name_or_path)
    if path.is_file():
        return load(path)
    if path.suffix.lower() == ".json" or len(path.parts) > 1:
        raise LayoutError(f"cannot read the layout file {name_or_path}: no such file")
    return named(name_or_path)


def _list(key: str, items: list[str]) -> str:
    return f'  "{key}": [\n' + ",\n".join(f"    {item}" for item in items) + "\n  ]"


def _check(data, keys: dict[str, type], where: str, optional=frozenset()) -> None:
    """That ``data`` is an object with ``keys`` (``optional`` ones may be missing), each of its type."""
    if not isinstance(data, dict):
        raise LayoutError(f"{where} must be a JSON object {{...}}, not {type(data).__name__}")
    unknown = sorted(set(data) - set(keys))
    if unknown:
        raise LayoutError(f"{where}: unknown key {unknown[0]!r}; the keys are "
                          f"{', '.join(keys)}")
    for key, kind in keys.items():
        if key not in data:
            if key in optional:
                continue
            raise LayoutError(f"{where}: the key {key!r} is missing")
        value = data[key]
        if not isinstance(value, kind) or isinstance(value, bool) \
                or (kind is int and value < 0):
            wanted = {str: "a string", int: "a whole number, 0 or more",
                      list: "a list"}[kind]
            raise LayoutError(f"{where}: {key} must be {wanted}, not {value!r}")


def _cell_index(name, index: dict[str, int], where: str, container: str) -> int:
    if not isinstance(name, str) or name not in index:
        raise LayoutError(f"{where} ({container}) names the cell {name!r}, "
                          "which is not one of the cells of the layout")
    return index[name]


def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1
