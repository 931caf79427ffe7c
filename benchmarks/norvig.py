"""The algorithm of Peter Norvig's essay, as the yardstick every benchmark reports beside ours.

Norvig's essay *Solving Every Sudoku Puzzle* (2006, norvig.com/sudoku.html) is
the Python solver people know, and its sets (easy50, top95, hardest) are the
ones our benchmarks use. This module is the essay's algorithm written again
here, from its description, so that a run measures it on the same machine at
the same moment as ours: a grid is a dict from square to the string of digits
it may still hold; assigning a digit eliminates all the others; eliminating
follows the two rules of the essay (a square left with one digit removes it
from its peers; a unit left with one place for a digit puts it there), by
recursion; the search copies the dict and tries the square with the fewest
digits, depth first.

Only ``solve(line)`` is used: it returns the 81 digits of the solution, or
``None``. Speed, not style, is the point here: it keeps the essay's data
structures, since they are what the figure people quote measures.
"""

from __future__ import annotations

DIGITS = "123456789"
SQUARES = [row + column for row in "ABCDEFGHI" for column in DIGITS]
UNITS_OF = {square: [] for square in SQUARES}
for _unit in ([[row + column for column in DIGITS] for row in "ABCDEFGHI"]
              + [[row + column for row in "ABCDEFGHI"] for column in DIGITS]
              + [[row + column for row in rows for column in columns]
                 for rows in ("ABC", "DEF", "GHI") for columns in ("123", "456", "789")]):
    for _square in _unit:
        UNITS_OF[_square].append(_unit)
PEERS_OF = {square: set().union(*UNITS_OF[square]) - {square} for square in SQUARES}


def solve(line: str) -> list[int] | None:
    """The solution of an 81-character puzzle line (``.`` or ``0`` for empty), or ``None``."""
    grid = {square: DIGITS for square in SQUARES}
    for square, given in zip(SQUARES, line):
        if given in DIGITS and not _assign(grid, square, given):
            return None
    found = _search(grid)
    return None if not found else [int(found[square]) for square in SQUARES]


def _assign(grid: dict, square: str, digit: str):
    """Eliminate every other digit of ``square``; the grid, or ``False`` on a contradiction."""
    for other in grid[square].replace(digit, ""):
        if not _eliminate(grid, square, other):
            return False
    return grid


def _eliminate(grid: dict, square: str, digit: str):
    """Remove ``digit`` from ``square`` and follow the two rules; ``False`` on a contradiction."""
    held = grid[square]
    if digit not in held:
        return grid
    held = grid[square] = held.replace(digit, "")
    if not held:
        return False
    if len(held) == 1 and not all(_eliminate(grid, peer, held) for peer in PEERS_OF[square]):
        return False
    for unit in UNITS_OF[square]:
        places = [each for each in unit if digit in grid[each]]
        if not places:
            return False
        if len(places) == 1 and not _assign(grid, places[0], digit):
            return False
    return grid


def _search(grid):
    """Depth-first search from ``grid``: the solved grid, or ``False``."""
    if grid is False:
        return False
    open_squares = [square for square in SQUARES if len(grid[square]) > 1]
    if not open_squares:
        return grid
    square = min(open_squares, key=lambda each: len(grid[each]))
    for digit in grid[square]:
        found = _search(_assign(dict(grid), square, digit))
        if found:
            return found
    return False
