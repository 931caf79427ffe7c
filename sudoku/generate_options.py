"""The options of a generated puzzle: its seed, and the symmetry of its givens.

TL;DR: a seed is an int, 0 or more, that fixes every random choice of a
puzzle; none given, a fresh one is drawn and kept, so the puzzle can be made
again. A symmetry pairs each cell with a partner, and the givens come and go
in those pairs.

Role: the checks and the pairing that [`generate`][sudoku.generate.generate],
[`generate_rated`][sudoku.rated.generate_rated] and the command ``sudoku
generate`` share, so that each refuses the same options with the same words.
See the docs page *Command line*, section ``sudoku generate``.

Examples:
    >>> from sudoku.layout import classic
    >>> partner_groups(classic(2, 2), [0, 15, 5], "rotational")
    [(0, 15), (5, 10)]
    >>> checked_seed(classic(2, 2), 7, "mirror", None)
    7
"""

from __future__ import annotations

import random

from sudoku.errors import SudokuError
from sudoku.formats import require_layout
from sudoku.layout import Layout

SYMMETRIES = ("none", "rotational", "mirror")
"""The symmetries a generated puzzle can have: which cells are given together."""


def partner_groups(layout: Layout, cells: list[int], symmetry: str) -> list[tuple[int, ...]]:
    """Each cell of ``cells`` with its symmetric partner, in the order of ``cells``, each group once.

    These are the givens that come and go together: ``[(0, 15), (5, 10)]`` for
    the cells ``[0, 15, 5]`` of a 4x4 with rotational symmetry.
    """
    by_position = {(spec.row, spec.column): index for index, spec in enumerate(layout.cells)}
    last = layout.size - 1
    groups, seen = [], set()
    for index in cells:
        row, column = layout.cells[index].row, layout.cells[index].column
        if symmetry == "rotational":
            row, column = last - row, last - column
        elif symmetry == "mirror":
            column = last - column
        group = tuple(sorted({index, by_position[row, column]}))
        if group not in seen:
            seen.add(group)
            groups.append(group)
    return groups


def checked_seed(layout: Layout, seed: int | None, symmetry: str, givens: int | None) -> int:
    """Check the options of [`generate`][sudoku.generate.generate]; return the seed to use.

    That is ``seed``, or a fresh one (see ``fresh_seed``) when it is ``None``.

    Raises:
        SudokuError: for a layout that is not a ``Layout``, an unknown symmetry or one the
            layout does not allow, a number of givens that is not a whole number from 0 to
            the number of cells, or a seed that is not an int of 0 or more.
    """
    require_layout(layout)
    if symmetry not in SYMMETRIES:
        raise SudokuError(f"unknown symmetry {symmetry!r}; symmetries are {', '.join(SYMMETRIES)}")
    if symmetry != "none" and layout.box is None:
        raise SudokuError(f"{symmetry} symmetry needs a square layout with boxes; "
                          f"the {layout.name} layout has none (a layout file says it has "
                          'them with the key "box", such as "box": [3, 3])')
    if givens is not None and (not isinstance(givens, int) or isinstance(givens, bool)
                               or not 0 <= givens <= len(layout.cells)):
        raise SudokuError(f"the number of givens is a whole number from 0 to "
                          f"{len(layout.cells)} (the cells of the {layout.name} layout), "
                          f"not {givens!r}")
    if seed is None:
        return fresh_seed()
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise SudokuError(f"a seed is an int, 0 or more, not {seed!r}")
    return seed


def fresh_seed() -> int:
    """A random seed, from the system's source of randomness, for when none is given."""
    return random.SystemRandom().randrange(2 ** 32)
