"""The options that name a command's puzzles and their shape: PUZZLE, ``-f FILE``, ``--layout``.

TL;DR: every command that reads puzzles takes them the same way
([`add_input_arguments`][sudoku.cli.arguments.add_input_arguments]), and every
command that needs a shape asks for it the same way
([`add_layout_arguments`][sudoku.cli.arguments.add_layout_arguments]). The
shape comes from ``--layout NAME`` or ``--layout FILE`` (a layout file, see
``sudoku.layout_file``), ``--regions MAP`` for a jigsaw, and ``--hex`` for a
16x16 written ``0-9A-F``: see [`layout_of`][sudoku.cli.arguments.layout_of].

Role: the command line's side of ``sudoku.cli.puzzles``, which reads the puzzles
the options name. See the docs page *Reference / Command line*, under *Reading
puzzles*.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

from sudoku.errors import LayoutError, SudokuError
from sudoku.layout import Layout
from sudoku.layout_file import resolve
from sudoku.shapes import NAMES, jigsaw
from sudoku.symbols import HEX


def add_input_arguments(command: argparse.ArgumentParser) -> None:
    """Give ``command`` the ways to name puzzles: PUZZLE, ``-`` , ``-f FILE``, and their shape."""
    command.add_argument("puzzle", nargs="?", metavar="PUZZLE", help=(
        "the puzzle as text (or a position: a candidate grid, a HoDoKu library line), "
        "or - to read standard input"))
    command.add_argument("-f", "--file", type=named_file, help=(
        "a file of puzzles, one per line (9-line grids and candidate grids too)"))
    add_layout_arguments(command)


def named_file(text: str) -> Path:
    """The path of ``-f`` or ``-o``; an empty name is refused (it would mean the folder ``.``).

    Examples:
        >>> named_file("puzzles.txt")
        PosixPath('puzzles.txt')
    """
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty: name a file, or - for "
                                         "standard input or output")
    return Path(text)


def named_output(text: str) -> str:
    """The name of ``-o``, kept as given; an empty one is refused, as ``-f``'s is."""
    named_file(text)
    return text


def add_layout_arguments(command: argparse.ArgumentParser) -> None:
    """Give ``command`` the options that choose a shape: ``--layout``, ``--regions``, ``--hex``."""
    command.add_argument("--layout", metavar="NAME|FILE", help=(
        f"the shape of the puzzle: {', '.join(NAMES)}, or a layout file (default 9x9)"))
    command.add_argument("--regions", metavar="MAP", help=(
        "a jigsaw's region map: one character per cell naming its region (implies "
        "--layout jigsaw)"))
    command.add_argument("--hex", action="store_true",
                         help="16x16 digits are written 0-9A-F (only . and _ are empty)")


def layout_of(args: argparse.Namespace) -> Layout:
    """The shape that ``args`` asks for: ``--layout``, ``--regions`` and ``--hex`` together.

    It is worked out once for ``args`` and kept there, so that a command that asks
    again (for its puzzles, then for its job) reads a layout file once and says a
    warning about a region map once.

    Raises:
        LayoutError: for an unknown name, a bad layout file or region map, a region
            map with another layout, or ``--hex`` for a puzzle that is not 16x16.

    Examples:
        >>> import argparse
        >>> layout_of(argparse.Namespace(layout="16x16", hex=True)).symbols
        '0123456789ABCDEF'
    """
    kept = vars(args).get("_layout")
    if kept is None:
        kept = args._layout = _read_layout(args)
    return kept


def _read_layout(args: argparse.Namespace) -> Layout:
    """The layout of ``layout_of``, worked out from the arguments, its warnings said."""
    asked = getattr(args, "layout", None)
    if asked is not None and not asked.strip():
        raise LayoutError("--layout is empty: name a layout (such as 9x9, x-sudoku or jigsaw) "
                          "or a layout file")
    name = asked or "9x9"
    regions = getattr(args, "regions", None)
    if regions is not None:
        if asked is not None and asked.strip().lower() != "jigsaw":
            raise LayoutError(f"--regions draws a jigsaw; it does not go with --layout {name}")
        with warnings.catch_warnings(record=True) as heard:
            warnings.simplefilter("always")
            layout = jigsaw(regions)
        for warning in heard:
            print(f"sudoku: warning: {warning.message}", file=sys.stderr)
    else:
        layout = resolve(name)
    if getattr(args, "hex", False):
        if layout.size != 16:
            raise LayoutError(f"--hex is for 16x16 puzzles; the {layout.name} layout has "
                              f"{layout.size} digits")
        layout = layout.with_symbols(HEX)
    return layout


def refuse_pencil_for(layout: Layout) -> None:
    """Refuse ``--format pencil`` for a shape no candidate grid can write, before any work.

    Raises:
        SudokuError: for a layout that is not square or has more than 9 digits.
    """
    from sudoku.candidate_grid import require_pencil_layout

    try:
        require_pencil_layout(layout)
    except SudokuError as error:
        raise SudokuError(f"--format pencil: {error}") from None
