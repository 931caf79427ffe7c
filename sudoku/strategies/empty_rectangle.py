"""Empty rectangle: a box whose places for a digit form a cross, and a strong link.

Say box 5 has 1 only in row 4 and column 6, not all of them in one of the two
(four cells of the box, a rectangle, cannot take 1: hence the name). Then
box 5's 1 is in row 4 or in column 6. Now column 2 has 1 only at r4c2 and
r9c2. If r9c2 is not 1, r4c2 is; it sees row 4 of box 5, so box 5's 1 is
in column 6. Either r9c2 is 1 or column 6 inside box 5 holds it: r9c6 sees
both, so it cannot be 1.

A box can have more than one empty rectangle on a digit: two places on a
diagonal make two crosses, and a cross may meet a strong link on each arm.
Players call two of them a *dual* empty rectangle; one step takes every empty
rectangle of the box that strikes a cell the others do not.

It is a turbot fish ([`TurbotFish`][sudoku.strategies.turbot_fish.TurbotFish]) whose
link in the box is between two groups of cells rather than two cells, so it
comes after the turbot fish: 4.1 on our scale, as HoDoKu orders it (Sudoku
Explainer has no number for it). It needs rows, columns and boxes.

The search reads masks: a box's places for the digit, the places of each row
and column, the cells each cell sees. Whether a mask of places in a box makes
a cross depends on the shape of the board alone, so the crosses of each mask
are worked out once and kept (``sudoku.strategies.fish_lines.kept``).

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a puzzle of the "hardest" set
    ...     ".62314....3....2...7......3...9...3.6.1.............8.2.....1.4....5.6.8.167.8...")
    >>> board.eliminate(board.cell("r1c7"), 5), board.eliminate(board.cell("r1c9"), 5)
    (True, True)
    >>> print(EmptyRectangle().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r7c8<>5: Empty Rectangle, on 5: box 7 holds 5 only in row 7 and column 1, and row 1 only at
    r1c1 or r1c8; if r1c8 is not 5, r1c1 is, and box 7's 5 is in row 7: 5 leaves the cells that
    see both
"""

from __future__ import annotations

from typing import NamedTuple

from sudoku.bitsets import cells_of
from sudoku.layout import AREA_KINDS
from sudoku.step import Link, Mark, Step, chain_marks
from sudoku.strategies.base import SingleDigit
from sudoku.strategies.fish_lines import Lines, kept, remember
from sudoku.strategies.turbot_fish import has_lines_and_boxes


class EmptyRectangle(SingleDigit):
    """Strike a digit seen by the far end of a strong link and the far arm of a box's cross."""

    name = "Empty Rectangle"
    description = (
        "Find a box whose places for a digit all lie on one row and one column of the box, "
        "a cross, so the box's digit sits on one of the two arms. Add a row or column "
        "outside the box with only two places for the digit, one of them in line with an "
        "arm. Either the far end of that line holds the digit, or the near end does and "
        "pushes the box's digit onto the other arm; a cell that sees both the far end and "
        "that other arm cannot hold it.")
    difficulty = 4.1
    nudge = "look for a box whose places for a digit fit in one row and one column"
    example_seed = 58

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has rows and columns that each hold every cell once, and boxes."""
        return has_lines_and_boxes(layout)

    def find_in(self, board, digit):
        """Every empty rectangle on ``digit`` that strikes out a candidate.

        Boxes go in layout order, then the crosses by row and column, the arm
        the link meets (row first), and the links in layout order. Each box that
        has some gives first the step ``find`` would take, its empty rectangles
        together; then, each on its own, those that step leaves out for striking
        no cell the others do not.
        """
        seen = set()
        rows, columns = Lines.of(board, "row"), Lines.of(board, "column")
        boxes = [box for box in board.containers if box.kind in AREA_KINDS]
        crosses = kept(board, "empty rectangle crosses")
        links = {"row": _strong_links(rows, digit), "column": _strong_links(columns, digit)}
        if not links["row"] and not links["column"]:
            return
        spots = 0  # every place of the digit, as a mask of cells
        for row in rows.lines:
            spots |= row.place_bits[digit]
        for box in boxes:
            places = box.place_bits[digit]
            if places.bit_count() < 2:
                continue
            found = crosses.get(places)
            if found is None:  # they depend on the shape alone: work them out once
                found = list(_crosses(places, rows, columns))
                remember(crosses, places, found)
            found = [each for row, column in found
                     for arm, across in ((row, column), (column, row))
                     for each in self._find_on(board, digit, box, (arm, across),
                                               links[across.kind], spots)]
            if not found:
                continue
            used = _dual(found)
            left_out = [[alone] for alone in found if alone not in used]
            for instances in (used, *left_out):
                step = self._step(board, digit, box, instances)
                key = (step.results(), step.cells)
                if key not in seen:
                    seen.add(key)
                    yield step

    def _find_on(self, board, digit, box, cross, links, spots):
        """Each strong link of ``links`` whose near end sees the arm ``cross[0]`` and strikes.

        The near end lies on the arm, outside ``box``; ``spots`` holds every
        place of the digit on the board, as a mask of cells. Yields an
        ``Instance`` for each.
        """
        places, outside = box.place_bits[digit], cross[0].cell_bits & ~box.cell_bits
        for line, ends in links:
            if not ends & outside:
                continue
            first, second = cells_of(ends, board.cells)
            for near, far in ((first, second), (second, first)):
                if not near.bit & outside:
                    continue
                rest = places & ~near.peer_bits  # where the box's digit goes if near holds it
                if not rest:
                    continue
                struck = far.peer_bits & spots
                for cell in cells_of(rest, board.cells):
                    struck &= cell.peer_bits
                if struck:
                    yield Instance(cross, line, near, far, rest, struck)

    def _step(self, board, digit, box, used):
        """The step of the empty rectangles ``used`` in ``box``; more than one makes a *dual*."""
        x, cells, struck = board.layout.symbol(digit), board.cells, 0
        for each in used:
            struck |= each.struck
        links, marks, pattern, containers = [], [], box.place_bits[digit], [box]
        for each in used:
            # The chain the reason walks: far is not x, so near is, so the box's places that
            # near sees are not; one of the rest is x, a group standing for one candidate.
            seen = cells_of(box.place_bits[digit] & each.near.peer_bits, cells)
            chain = (Link((each.far, digit), (each.near, digit), True),
                     *(Link((each.near, digit), (cell, digit), False) for cell in seen))
            links += chain
            marks += chain_marks(chain) + tuple(Mark(cell, digit, "on")
                                                for cell in cells_of(each.rest, cells))
            pattern |= each.near.bit | each.far.bit
            containers += [k for k in (*sorted(each.cross, key=lambda k: k.kind != "row"),
                                       each.line) if k not in containers]
        return Step(self.name,
                    eliminations=tuple((cell, digit) for cell in cells_of(struck, cells)),
                    cells=tuple(cells_of(pattern, cells)), containers=tuple(containers),
                    marks=tuple(dict.fromkeys(marks)), links=tuple(links),
                    reason=lambda: "; ".join(each.words(box, x, cells, used[0] if index else None)
                                             for index, each in enumerate(used)))


class Instance(NamedTuple):
    """One empty rectangle of a box: its cross, its strong link, and the cells it strikes.

    Attributes:
        cross: the arm the link's near end sees, and the other arm (a row and a column).
        line: the line of the strong link; near and far: its ends.
        rest: the box's places off the near end's sight, a mask of cells.
        struck: the cells that see ``far`` and all of ``rest``, a mask of cells.
    """

    cross: tuple
    line: object
    near: object
    far: object
    rest: int
    struck: int

    def words(self, box, x: str, cells, first: Instance | None = None) -> str:
        """The reasoning in words, for the digit written ``x``; after the ``first`` of a dual,
        only what is new."""
        row, column = sorted(self.cross, key=lambda each: each.kind != "row")
        rest = cells_of(self.rest, cells)
        where = f"at {rest[0].name}" if len(rest) == 1 else f"in {self.cross[1].name}"
        near, far = self.near.name, self.far.name
        link = (f"{self.line.name} only at {near} or {far}; if {far} is not {x}, {near} is, "
                f"and {box.name}'s {x} is {where}: {x} leaves the cells that see both")
        if first is None:
            return f"on {x}: {box.name} holds {x} only in {row.name} and {column.name}, and {link}"
        if set(first.cross) == set(self.cross):
            return f"and {link}"
        return f"and {box.name} holds {x} only in {row.name} and {column.name} too, and {link}"


def _dual(found):
    """The empty rectangles of one box that make its step: the first of ``found``, and each
    one after it that strikes a cell the ones before do not (a *dual* empty rectangle)."""
    used, struck = [], 0
    for each in found:
        if each.struck & ~struck:
            used.append(each)
            struck |= each.struck
    return used


def _strong_links(lines, digit):
    """The lines of ``lines`` with only two places for ``digit``, each with them (a mask)."""
    return [(line, line.place_bits[digit]) for line in lines.lines
            if line.place_bits[digit].bit_count() == 2]


def _crosses(places, rows, columns):
    """The (row, column) pairs that hold all of ``places``, neither alone, in layout order.

    ``places`` is a mask of cells; ``rows`` and ``columns`` are ``Lines`` (see
    ``sudoku.strategies.fish_lines``).
    For each row there is at most one such column: the one that holds every
    place off the row.
    """
    for row in rows.picked(rows.holding(places)):
        off_row = places & ~row.cell_bits
        across = columns.holding(off_row)
        if across.bit_count() == 1:
            column = columns.picked(across)[0]
            if places & ~column.cell_bits:
                yield row, column
