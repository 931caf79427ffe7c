"""The step of a rectangle, and the words its reason is made of.

TL;DR: ``rectangle_step`` makes the step of every rectangle strategy: the four corners
and their containers, the picture's marks (the deadly candidates and the guardians), and
a reason that reads *premise; if what-if, the corners could swap the pair for a second
solution, and the puzzle has only one; so conclusion*. The small functions beside it
word digits and cells the way that reason needs.

Role: what the unique, hidden and avoidable rectangles share once each has found its
pattern (see the module ``sudoku.strategies.rectangles``). See the docs page *Reference /
sudoku.strategies*, under *Shared by the rectangles*.
"""

from __future__ import annotations

from sudoku.bitsets import digits_of
from sudoku.step import Mark, Step
from sudoku.strategies.naked_subset import in_words


def both(board, digits: int) -> str:
    """The digits of the mask ``digits`` in words: ``"3 and 7"``."""
    return in_words(board.layout.symbol(digit) for digit in digits_of(digits))


def plain_corners(rectangle, guarded) -> list:
    """The corners of ``rectangle`` not in ``guarded``, in cell order."""
    return [cell for cell in sorted(rectangle.corners) if cell not in guarded]


def either(board, digits: int) -> str:
    """The digits of the mask ``digits`` as alternatives: ``"3 or 7"``."""
    return both(board, digits).replace(" and ", " or ")


def hold_only(board, cells, digits: int) -> str:
    """``"r5c2 and r5c3 hold only 5 and 6"``, or ``"r5c2 holds only ..."`` for one cell."""
    verb = "holds" if len(cells) == 1 else "hold"
    return f"{names(cells)} {verb} only {both(board, digits)}"


def names(cells, joint: str = "and") -> str:
    """Cells by name, as English lists them: ``"r1c1 and r1c2"``."""
    return in_words(cell.name for cell in cells).replace(" and ", f" {joint} ")


def rectangle_step(name, board, rectangle, struck, premise, what_if, conclusion, links=()):
    """The step of a rectangle: its four corners and their containers; for its picture, the
    corners' candidates of the pattern are ``"deadly"`` and the others ``"guardian"``.

    The reason reads: *premise*; if *what_if*, the corners could swap the pair for a second
    solution, and the puzzle has only one; so *conclusion*.
    """
    cells = sorted(rectangle.corners)
    containers = sorted({container for cell in cells for container in cell.containers},
                        key=lambda each: each.index)
    marks = tuple(Mark(cell, digit, "deadly") for cell in cells if not cell.digit
                  for digit in digits_of(cell.candidate_bits & rectangle.pair))
    marks += tuple(Mark(cell, digit, "guardian") for cell in cells
                   for digit in digits_of(rectangle.guardians(cell)))
    pair = both(board, rectangle.pair)
    joint = " " if what_if.endswith(" so") else ", "  # "if r1c1 were 9, r2c2 would be 7, so ..."
    return Step(name, eliminations=tuple(sorted(struck, key=lambda each: (each[0].index, each[1]))),
                cells=tuple(cells), containers=tuple(containers), marks=marks, links=links,
                reason=lambda: f"{premise}; if {what_if}{joint}{names(cells)} could swap {pair} "
                               f"for a second solution, and the puzzle has only one; so "
                               f"{conclusion}")
