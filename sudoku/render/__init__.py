"""Pictures of puzzles: text for the terminal, SVG for web pages and reports.

Both are drawn from the layout alone (the positions of its cells, their shape,
and which cells share an area), so any shape, built in or read from a file, has
its pictures without any code of its own.

* ``sudoku.render.text``: the grid, the framed grid of a
  jigsaw, the zigzag rows of the triangular puzzle;
* ``sudoku.render.svg``: one standalone SVG document, squares or
  triangles, thick borders around areas, and the colours, marks and links of
  a step (drawn with ``svg_frame``, ``svg_marks`` and ``svg_legend``);
* ``sudoku.render.report``: the step-by-step HTML page of ``sudoku explain
  --html``, one board to step through.

See the docs pages *Strategies* (the pictures) and *Command line* (``explain --html``).

Examples:
    >>> from sudoku.shapes import named
    >>> print(picture([0] * 16, named("4x4")))
    . . | . .
    . . | . .
    ----+----
    . . | . .
    . . | . .
    >>> svg(named("triangular")).startswith("<svg")
    True
"""

from sudoku.render.svg import svg
from sudoku.render.text import picture

__all__ = ["picture", "svg"]
