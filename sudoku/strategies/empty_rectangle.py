"""Empty rectangle: a box whose places for a digit form a cross, and a strong link.

Say box 5 has 1 only in row 4 and column 6, not all of them in one of the two
(four cells of the box, a rectangle, cannot take 1: hence the name). Then
box 5's 1 is in row 4 or in column 6. Now column 2 has 1 only at r4c2 and
r9c2. If r9c2 is not 1, r4c2 is; it sees row 4 of box 5, so box 5's 1 is
in column 6. Either r9c2 is 1 or column 6 inside box 5 holds it: r9c6 sees
both, so it cannot be 1.

It is a turbot fish ([`TurbotFish`][sudoku.strategies.turbot_fish.TurbotFish]) whose
link in the box is between two groups of cells rather than two cells, so it
comes after the turbot fish: 4.1 on our scale, as HoDoKu orders it (Sudoku
Explainer has no number for it). It needs rows, columns and boxes.

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

from sudoku.layout import AREA_KINDS
from sudoku.step import Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.turbot_fish import has_lines_and_boxes


class EmptyRectangle(Strategy):
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

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has rows and columns that each hold every cell once, and boxes."""
        return has_lines_and_boxes(layout)

    def find(self, board):
        """The first empty rectangle that strikes out a candidate, as a step, or ``None``.

        Digits are tried in ascending order, boxes in layout order, then the
        crosses by row and column, the arm the link meets (row first), and the
        links in layout order.
        """
        if not self.holds_for(board.layout):
            return None
        for digit in board.digits:
            for box in board.containers:
                places = box.places(digit)
                if box.kind not in AREA_KINDS or len(places) < 2:
                    continue
                for row, column in _crosses(places):
                    for arm, across in ((row, column), (column, row)):
                        step = self._find_on(board, digit, box, arm, across)
                        if step is not None:
                            return step
        return None

    def _find_on(self, board, digit, box, arm, across):
        """The first strong link whose near end sees ``arm`` (outside ``box``), as a step."""
        for line in board.containers:
            ends = line.places(digit)
            if line.kind != across.kind or len(ends) != 2:
                continue
            for near, far in (sorted(ends), sorted(ends, reverse=True)):
                if near not in arm.cells or near in box.cells:
                    continue
                rest = sorted(cell for cell in box.places(digit) - {near}
                              if cell not in near.peers)
                if not rest:
                    continue
                seeing = set(far.peers).intersection(*(cell.peers for cell in rest))
                eliminations = tuple((cell, digit) for cell in sorted(seeing)
                                     if board.has_candidate(cell, digit))
                if eliminations:
                    return self._step(board, digit, box, (arm, across), line, (near, far),
                                      rest, eliminations)
        return None

    def _step(self, board, digit, box, lines, line, ends, rest, eliminations):
        across, (near, far), x = lines[1], ends, board.layout.symbol(digit)
        row, column = sorted(lines, key=lambda each: each.kind != "row")
        where = f"at {rest[0].name}" if len(rest) == 1 else f"in {across.name}"
        return Step(self.name, eliminations=eliminations,
                    cells=tuple(sorted(box.places(digit) | {near, far})),
                    containers=(box, row, column, line),
                    reason=f"on {x}: {box.name} holds {x} only in {row.name} and {column.name}, "
                           f"and {line.name} only at {near.name} or {far.name}; if {far.name} "
                           f"is not {x}, {near.name} is, and {box.name}'s {x} is {where}: "
                           f"{x} leaves the cells that see both")


def _crosses(places):
    """The (row, column) pairs that hold all of ``places``, neither alone, in layout order."""
    rows = sorted({_line(cell, "row") for cell in places}, key=lambda each: each.index)
    columns = sorted({_line(cell, "column") for cell in places}, key=lambda each: each.index)
    for row in rows:
        for column in columns:
            in_row, in_column = places.intersection(row.cells), places.intersection(column.cells)
            if in_row | in_column == places and places - in_row and places - in_column:
                yield row, column


def _line(cell, kind):
    """The container of ``kind`` that holds ``cell`` (there is one: rows and columns partition)."""
    return next(each for each in cell.containers if each.kind == kind)
