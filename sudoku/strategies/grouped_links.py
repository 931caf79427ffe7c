"""Grouped nodes: links to and from a digit's places where a box meets a line.

TL;DR: when a box keeps 5 only in r1c7 and r1c8, "5 is in r1c7 or r1c8" is a
node of a chain like any candidate, written ``r1c78=5``: a *group*.

A group is two places or more of one digit where two containers meet (a box
and a row, say). It is *true* when the digit is in one of its cells, *false*
when in none, and it links like a candidate:

* **strong**: a container whose places of the digit are a group and one more
  node (a cell or another group) holds the digit in one of the two. Row 1
  keeping 5 only in r1c2 and the group r1c78: if r1c2 is not 5, r1c78 is.
* **weak**: a group and a place of the digit that sees every cell of it (or
  another group whose every cell sees every cell of it) are not both true.

[`GroupedLinks`][sudoku.strategies.grouped_links.GroupedLinks] adds the groups
to the tables of [`Links`][sudoku.strategies.links.Links], numbered after the
candidates, so the search of ``sudoku.strategies.chain_search`` walks them
unchanged. [`AlsLinks`][sudoku.strategies.als_links.AlsLinks] adds the
places of a digit inside an almost locked set as nodes too, strongly linked
to the places of its other digits. A group is found where two containers share two cells or more, so
it holds for every layout.

See the docs page *Reference / sudoku.strategies*, under *Shared by the chains*.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 24)
    ...     "..2.........8..73........6..7893.5..4...21........7..9......1...61..3..4.8..453..")
    >>> links = GroupedLinks(board)
    >>> group = next(node for node in links.groups if named(node) == "r6c78=8")
    >>> for link in links.strong_from(group):
    ...     print(link.words())
    r5c789=8 is true (the only other places for 8 in box 6)
    r6c5=8 is true (the only other place for 8 in row 6)
    >>> [named(link.target) for link in links.weak_from(group)]  # the candidates it sees
    ['r5c7=8', 'r5c8=8', 'r5c9=8', 'r6c5=8']
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sudoku.bitsets import _DIGITS
from sudoku.strategies.chain_link import named
from sudoku.strategies.links import PLACES, Links, indices_of

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell
    from sudoku.container import Container

__all__ = ["Group", "GroupedLinks", "named"]


class Group:
    """Places of one digit that share two containers: a node of a chain like a cell.

    It answers what links ask of a cell: its ``name``, its cells as a mask
    (``bit``) and the ``containers`` that hold every one of its cells.

    Attributes:
        cells: its cells, by index.
        bit: its cells as a mask of cells.
        containers: the containers that hold all its cells.
    """

    __slots__ = ("bit", "cells", "containers")

    def __init__(self, cells: tuple[Cell, ...], bit: int, containers: tuple[Container, ...]):
        self.cells, self.bit, self.containers = cells, bit, containers

    @property
    def name(self) -> str:
        """As players write it: ``r1c78`` for cells of one row, ``r23c4`` for one column."""
        places = [re.fullmatch(r"r(\d)c(\d)", cell.name) for cell in self.cells]
        if all(places):
            rows, columns = ([place.group(i) for place in places] for i in (1, 2))
            if len(set(rows)) == 1:
                return f"r{rows[0]}c{''.join(columns)}"
            if len(set(columns)) == 1:
                return f"r{''.join(rows)}c{columns[0]}"
        return "/".join(cell.name for cell in self.cells)

    def __repr__(self) -> str:
        return f"Group({self.name})"


class GroupedLinks(Links):
    """The links of a position with groups as nodes too, numbered after the candidates.

    The group ``i`` is numbered ``first_group + i``; its masks in ``seen``
    hold the candidates and groups it sees, and every candidate's mask holds
    the groups it sees. Groups only link through places (``PLACES``).

    Attributes:
        groups: each group with a strong link as a node ``(Group, digit)``, in
            order of number (no chain can go on from the others).
        first_group: the number of the first group.
    """

    def _seen(self, board: Board) -> list[int]:
        seen = super()._seen(board)
        self.first_group = len(seen)
        self.groups, self._group_links = self._linked_groups(board)
        self._group_numbers = {group: number for number, group in enumerate(self.groups, len(seen))}
        around, first = self._fields.around, self.first_group
        seen += [0] * len(self.groups)
        by_digit: dict[int, list[tuple[int, int]]] = {}
        stride = self.stride
        for number, (group, digit) in enumerate(self.groups, first):
            common, inside = -1, 0
            for cell in group.cells:
                common &= around[cell.index]
                inside |= 1 << cell.index * stride + digit
            sees = (common << digit) & self.marks & ~inside
            bit = 1 << number
            for each in indices_of(sees):
                seen[each] |= bit
            for other, other_bits in by_digit.get(digit, ()):
                if other_bits & sees == other_bits:  # every cell of it sees every cell of this
                    sees |= 1 << other
                    seen[other] |= bit
            seen[number] = sees
            by_digit.setdefault(digit, []).append((number, inside))
        return seen

    def _linked_groups(self, board: Board):
        """The groups with a strong link, and their strong links as pairs of nodes.

        Only a group with a strong link can be reached as true, so only those
        become nodes (see [`strong_pairs`][sudoku.strategies.grouped_links.GroupedLinks.strong_pairs]).
        """
        self._nodes: dict[tuple[int, int], tuple] = {}
        pairs = self.strong_pairs(board) if PLACES in self.strong else []
        return list(self._nodes.values()), pairs

    def node(self, digit: int, places: int) -> tuple:
        """The node of ``digit`` in the cells of ``places`` (a mask): a candidate, or a group."""
        found = self._nodes.get((digit, places))
        if found is None:
            if not places & places - 1:  # one cell
                return self.cells[places.bit_length() - 1], digit
            cells = tuple(self.cells[index] for index in indices_of(places))
            containers = tuple(container for container in cells[0].containers
                               if container.cell_bits & places == places)
            found = self._nodes[digit, places] = (Group(cells, places, containers), digit)
        return found

    def strong_pairs(self, board: Board) -> list[tuple[tuple, tuple]]:
        """The strong links with a group at one end at least, each once, as pairs of nodes.

        A group is the places of a digit that two containers share, two or more;
        it is strongly linked to the rest of the places of the digit in either
        container, when they are one cell or a group.
        """
        found: dict[tuple[int, int], list] = {}  # the containers that hold each group
        for container in board.containers:
            for other, shared in container.overlaps:
                if other.index > container.index:
                    for digit in _DIGITS[container.missing_bits & other.missing_bits]:
                        places = container.place_bits[digit] & shared
                        if places.bit_count() >= 2:
                            held = found.setdefault((digit, places), [])
                            held += [k for k in (container, other) if k not in held]
        pairs = []
        for (digit, places), held in found.items():
            for container in held:
                rest = container.place_bits[digit] & ~places
                if rest.bit_count() == 1 or ((digit, rest) in found and rest > places):
                    pairs.append((self.node(digit, places), self.node(digit, rest)))
        return pairs

    def _strong_targets(self, board: Board) -> dict[int, list[int]]:
        """The links of the candidates, then each group's: the other node of a container."""
        targets = super()._strong_targets(board)
        numbers, stride = self._group_numbers, self.stride
        for one, other in self._group_links:
            one, other = (numbers[node] if node in numbers else node[0].index * stride + node[1]
                          for node in (one, other))
            if other not in targets.setdefault(one, []):
                targets[one].append(other)
                targets.setdefault(other, []).append(one)
        return targets

    def _weak_targets(self, number: int, among: int) -> tuple[int, ...]:
        if number < self.first_group:
            return super()._weak_targets(number, among)
        return tuple(indices_of(self.seen[number] & among)) if PLACES in self.weak else ()

    def number(self, candidate) -> int:
        """The number of a candidate ``(cell, digit)`` or of a group ``(Group, digit)``."""
        if isinstance(candidate[0], Group):
            return self._group_numbers[candidate]
        return super().number(candidate)

    def candidate(self, number: int):
        """The candidate, or the group, numbered ``number``."""
        if number >= self.first_group:
            return self.groups[number - self.first_group]
        return super().candidate(number)
