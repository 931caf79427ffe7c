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

Every key is checked: a key that is missing, unknown or of the wrong type, a name
that is empty or holds a line break or another control character, and a container
that names a cell that is not there, are a [`LayoutError`][sudoku.errors.LayoutError]
that says where, in one line. So is text that is not JSON, JSON nested too deeply to
read, or a number too long to be a row or a column (more than ``LONGEST_NUMBER`` digits).

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
import reprlib
from pathlib import Path

from sudoku.errors import LayoutError
from sudoku.layout import CellSpec, ContainerSpec, Layout
from sudoku.layout_checks import is_printable_name
from sudoku.shapes import KNOWN, NAMES, named

KEYS = {"name": str, "symbols": str, "cell_shape": str, "box": list, "cells": list,
        "containers": list}
"""The keys of a layout file and the JSON type of each (``cell_shape`` and ``box`` are optional)."""

CELL_KEYS = {"name": str, "row": int, "column": int}
"""The keys of one cell and their types."""

CONTAINER_KEYS = {"kind": str, "name": str, "cells": list}
"""The keys of one container and their types."""

LONGEST_NUMBER = 9
"""The most digits a number of a layout file may have: rows and columns are far smaller."""


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
        data = json.loads(text, parse_int=lambda digits: _number(digits, text, source))
    except json.JSONDecodeError as error:
        raise LayoutError(f"{source} is not JSON: {error.msg} at line {error.lineno}, "
                          f"column {error.colno}") from None
    except RecursionError:
        raise LayoutError(f"{source} is nested too deeply to read: a layout file is an "
                          "object of lists of objects") from None
    _check(data, KEYS, source, optional={"cell_shape", "box"})
    cells = []
    for number, cell in enumerate(data["cells"], 1):
        _check(cell, CELL_KEYS, f"{source}: cell {number}")
        cells.append(CellSpec(cell["name"], cell["row"], cell["column"]))
    index: dict[str, int] = {}
    for number, cell in enumerate(cells, 1):
        if index.setdefault(cell.name, number - 1) != number - 1:  # before a container names it
            raise LayoutError(f"{source}: cells {index[cell.name] + 1} and {number} are both "
                              f"named {_shown(cell.name)}")
    containers = []
    for number, container in enumerate(data["containers"], 1):
        where = f"{source}: container {number}"
        _check(container, CONTAINER_KEYS, where)
        containers.append(ContainerSpec(container["kind"], container["name"],
                                        tuple(_cell_index(name, index, where, container["name"])
                                              for name in container["cells"])))
    box = data.get("box")
    if box is not None and not (len(box) == 2 and all(_is_count(each) for each in box)):
        raise LayoutError(f"{source}: box is [rows, columns] of a box, not {_shown(box)}")
    try:
        return Layout(data["name"], len(data["symbols"]), tuple(cells), tuple(containers),
                      data["symbols"], tuple(box) if box else None,
                      data.get("cell_shape", "square"))
    except LayoutError as error:
        raise LayoutError(f"{source}: {error}") from None


def load(path: str | Path) -> Layout:
    """The layout in the file at ``path``.

    Raises:
        LayoutError: when the file cannot be read (it is missing, a directory, or a
            device such as ``/dev/zero`` that is no regular file), or as
            [`loads`][sudoku.layout_file.loads].
    """
    why = _not_a_file(Path(path))
    if why:
        raise LayoutError(f"cannot read the layout file {path}: {why}")
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise LayoutError(f"cannot read the layout file {path}: {reason.lower()}") from None
    return loads(text, source=str(path))


def resolve(name_or_path: str) -> Layout:
    """A built-in layout by name, or the layout in a file when ``name_or_path`` is a file.

    A file comes first, then a built-in name: ``jigsaw`` is the built-in layout
    unless a file of that name is there.

    Raises:
        LayoutError: for an empty name, for a name that is neither a file nor a
            known layout, and for a path that is a directory or no regular file.

    Examples:
        >>> resolve("x-sudoku").name
        'x-sudoku'
        >>> resolve("/")
        Traceback (most recent call last):
        ...
        sudoku.errors.LayoutError: cannot read the layout file /: it is a directory
    """
    if not isinstance(name_or_path, str) or not name_or_path.strip():
        raise LayoutError(f"a layout is a name or a layout file, not {name_or_path!r}; {KNOWN}")
    path = Path(name_or_path)
    why = _not_a_file(path)
    if not why:
        return load(path)
    if name_or_path.strip().lower() in NAMES:
        return named(name_or_path)
    if why != "no such file" or path.suffix.lower() == ".json" or len(path.parts) > 1:
        raise LayoutError(f"cannot read the layout file {name_or_path}: {why}")
    json_file = path.with_name(path.name + ".json")
    hint = f"did you mean the file {json_file}?" if not _not_a_file(json_file) else \
        "a layout of your own is a JSON file, given by its path: see the docs page Layouts"
    raise LayoutError(f"unknown layout {name_or_path!r}, and no file of that name ({hint}); "
                      + KNOWN)


def _not_a_file(path: Path) -> str:
    """Why ``path`` is not a regular file to read, or ``""`` when it is one.

    Devices such as ``/dev/zero`` are refused before reading: they might never end.
    """
    try:
        if path.is_file():
            return ""
        if path.is_dir():
            return "it is a directory"
        if path.exists():
            return "it is not a regular file"
    except OSError as error:
        return (error.strerror or str(error)).lower()
    return "no such file"


def _number(digits: str, text: str, source: str) -> int:
    """A whole number of the JSON text, refused when it is too long to be a row or column."""
    if len(digits) <= LONGEST_NUMBER:
        return int(digits)
    offset = text.find(digits)
    line, column = text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)
    raise LayoutError(f"{source}: the number at line {line}, column {column} has "
                      f"{len(digits)} digits; a row or a column has at most {LONGEST_NUMBER}")


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
            raise LayoutError(f"{where}: {key} must be {wanted}, not {_shown(value)}")
        if key in ("name", "kind") and not is_printable_name(value):
            raise LayoutError(f"{where}: {key} must be printable text on one line, "
                              f"not {_shown(value)}")


def _shown(value) -> str:
    """``value`` as an error message shows it: its ``repr``, cut short when long or deep."""
    return reprlib.repr(value)


def _cell_index(name, index: dict[str, int], where: str, container: str) -> int:
    if not isinstance(name, str) or name not in index:
        raise LayoutError(f"{where} ({container}) names the cell {_shown(name)}, "
                          "which is not one of the cells of the layout")
    return index[name]


def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1
