"""The rectangles of a layout: every four cells that could swap two digits, by shape alone.

TL;DR: ``corner_table(layout)`` gives, for each cell, the other three corners of every
rectangle through it: four cells on which every container that holds one of them holds
exactly two. It depends on the layout alone, so it is worked out once per layout, one
cell at a time, the first time the cell is asked about.

Role: the geometry under the deadly rectangles (see the module
``sudoku.strategies.rectangles``, which looks at the candidates of a position). See the
docs page *Reference / sudoku.strategies*, under *Shared by the rectangles*.

The check is made on the layout's containers, so it holds for every shape, not only for
rows, columns and boxes.
"""

from __future__ import annotations

import functools

from sudoku.bitsets import indices_of


@functools.lru_cache(maxsize=8)
def corner_table(layout) -> dict[int, tuple[tuple[int, int, int, int], ...]]:
    """For each cell index of ``layout``, the rectangles through it: ``(b, c, d, mask)``.

    ``b``, ``c`` and ``d`` are the indices of the other corners, ``mask`` the
    three as a mask of cells. A dict that fills itself in, one cell at a time,
    the first time a cell is asked about.
    """
    return _Corners(layout)


class _Corners(dict):
    """The rectangles through each cell of a layout, worked out when first asked for."""

    def __init__(self, layout):
        super().__init__()
        self.peers = layout.peer_bits
        self.members = layout.memberships
        self.container_bits = [sum(1 << index for index in spec.cells)
                               for spec in layout.containers]
        kinds = sorted(layout.partitions)  # the rows, say: containers that hold every cell once
        self.cover = tuple(index for index, spec in enumerate(layout.containers)
                           if not kinds or spec.kind == kinds[0])

    def __missing__(self, a: int) -> tuple[tuple[int, int, int, int], ...]:
        # Each container of ``a`` holds one more corner, ``b`` or ``c`` (``d`` shares none
        # with ``a``): so ``c`` lies in every container of ``a`` that ``b`` is not in, and
        # in none that it is in.
        peers, bits, found = self.peers, self.container_bits, []
        for b in indices_of(peers[a]):
            places = peers[a] & ~peers[b] & ~((2 << b) - 1)  # c comes after b
            for container in self.members[a]:
                places &= ~bits[container] if bits[container] >> b & 1 else bits[container]
            for c in indices_of(places):
                for d in indices_of(peers[b] & peers[c] & ~peers[a] & ~(1 << a)):
                    if self._can_swap((a, b, c, d)):
                        found.append((b, c, d, 1 << b | 1 << c | 1 << d))
        self[a] = tuple(found)
        return self[a]

    def _can_swap(self, four) -> bool:
        corners = sum(1 << index for index in four)
        return all((self.container_bits[container] & corners).bit_count() == 2
                   for index in four for container in self.members[index])
