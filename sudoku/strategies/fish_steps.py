"""The step of a fish: what it strikes, the lines it names, and its picture.

TL;DR: every fish, finned or not, words its step alike (``"rows 5 and 8 hold 4
only in columns 5 and 6"``, see [`listing`][sudoku.strategies.fish_steps.listing])
and marks its candidates alike: the base, the fins, and the cover lines' other
places ([`fish_marks`][sudoku.strategies.fish_steps.fish_marks]).

Role: shared by ``sudoku.strategies.fish`` and ``sudoku.strategies.finned_fish``.
See the docs page *Reference / sudoku.strategies*, under *Shared by the fish*.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from sudoku.bitsets import cells_of
from sudoku.step import Mark, Step

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.container import Container


def listing(lines) -> str:
    """Containers of one kind in words: ``"rows 1, 4 and 9"``."""
    kind = lines[0].kind
    labels = [line.name.removeprefix(f"{kind} ") for line in lines]
    return f"{kind}s {', '.join(labels[:-1])} and {labels[-1]}"


def fish_step(name: str, board: Board, digit: int, base: Sequence[Container],
              cover: Sequence[Container], places: int, struck: int,
              reason: Callable[[], str]) -> Step:
    """The step of a fish (finned or not): ``digit`` struck out of ``struck``.

    Args:
        name: the strategy's name.
        board: the board the fish was found on.
        digit: the fish's digit.
        base: the base containers.
        cover: the cover containers.
        places: the mask of the cells of the pattern.
        struck: the mask of the cells that lose ``digit``.
        reason: the callable that words the step when it is read.
    """
    return Step(name, eliminations=tuple((cell, digit) for cell in cells_of(struck, board.cells)),
                cells=tuple(cells_of(places, board.cells)), containers=(*base, *cover),
                marks=fish_marks(board, digit, base, cover, places, struck), reason=reason)


def fish_marks(board, digit: int, base, cover, places: int, struck: int) -> tuple[Mark, ...]:
    """The candidates of a fish, for its picture: ``"base"`` for the places of its base lines
    that lie in its cover, ``"fin"`` for the others, and ``"cover"`` for the places of its
    cover lines outside the base that the step leaves standing (a finned fish's)."""
    covered = in_base = in_cover = 0
    for line in cover:
        covered |= line.cell_bits
        in_cover |= line.place_bits[digit]
    for line in base:
        in_base |= line.cell_bits
    roles = ((places & covered, "base"), (places & ~covered, "fin"),
             (in_cover & ~in_base & ~struck, "cover"))
    return tuple(Mark(cell, digit, role) for mask, role in roles
                 for cell in cells_of(mask, board.cells))
