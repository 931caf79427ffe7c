"""``sudoku layout``: write a shape out, as a layout file or as a picture.

``sudoku layout NAME`` prints the built-in layout ``NAME`` in the layout file
format (JSON, see ``sudoku.layout_file``): save it, change
it, and give the file to ``--layout`` of any command. ``--format text`` draws the
empty shape as the commands draw puzzles, ``--format svg`` as an SVG picture.
A layout file or ``--regions MAP`` works here too, so a region map becomes a
layout file.

See the docs page *Layouts*, section *A shape of your own: layout files*.

Examples:
    >>> from sudoku.cli import main
    >>> main(["layout", "triangular", "--format", "text"])
            /.\\
          /.\\./.\\./.\\./.\\./
        /.\\./.\\./.\\./.\\./.\\
    \\./.\\./.\\./     \\./.\\./.\\
      \\./.\\./.\\     /.\\./.\\./.\\
        \\./.\\./.\\./.\\./.\\./
        /.\\./.\\./.\\./.\\./
                    \\./
    0
"""

from __future__ import annotations

import argparse

from sudoku.cli.arguments import add_layout_arguments, layout_of, named_output
from sudoku.cli.output import open_output
from sudoku.cli.puzzles import OK
from sudoku.errors import LayoutError
from sudoku.formats import format_grid
from sudoku.layout_file import dumps
from sudoku.render.svg import svg

FORMATS = ("json", "text", "svg")
"""How ``sudoku layout`` can write a shape: a layout file, a text picture, an SVG picture."""


def add_parser(commands) -> None:
    """Add the ``layout`` command to the sub-parsers ``commands``."""
    command = commands.add_parser("layout", help="write a shape as a layout file or a picture")
    command.add_argument("name", nargs="?", metavar="NAME|FILE",
                         help="a built-in layout or a layout file (default 9x9)")
    add_layout_arguments(command)
    command.add_argument("--format", choices=FORMATS, default="json",
                         help="json (a layout file, the default), text or svg")
    command.add_argument("--output", "-o", metavar="FILE", type=named_output,
                         help="write to FILE")
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Write the shape ``args`` names in the format it asks for."""
    if args.name is not None:
        if args.layout is not None and args.layout != args.name:
            raise LayoutError(f"the layout is named twice, {args.name} and --layout "
                              f"{args.layout}; give one")
        args.layout = args.name
    layout = layout_of(args)
    if args.format == "json":
        text = dumps(layout)
    elif args.format == "svg":
        text = svg(layout)
    else:
        text = format_grid([0] * len(layout.cells), layout) + "\n"
    with open_output(args.output) as stream:
        stream.write(text)
    return OK
