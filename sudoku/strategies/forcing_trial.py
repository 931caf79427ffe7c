"""One trial of a forcing net: an assumption on a scratch copy of the position, and what follows.

TL;DR: a [`Scratch`][sudoku.strategies.forcing_trial.Scratch] is a copy of a
position that trials write and take back. A trial assumes a candidate true
(places it) or false (strikes it) and follows the moves its *level* allows until
none is left: the singles; with pointing and claiming too (*dynamic*); with the
pairs and X-Wings too, when the rest stall (*plus*, Sudoku Explainer's *(+)*); or, when
those run out, a trial inside the trial of each candidate of the cells left with
two, striking those that break the board (*nested*). The trial inside follows the
singles alone at the first depth of nesting; at depth two it is itself a nested
trial, with trials of its own (two is as deep as trials go). It
ends in a contradiction, or where nothing more follows
([`Outcome`][sudoku.strategies.forcing_trial.Outcome]); the board is back where
it was, since every write went on the undo trail.

Role: the mechanics of a [`Net`][sudoku.strategies.forcing_net.Net], which is a
``Scratch`` that keeps where its trials end, and carries them over to the net of
the next position. A trial made with a
[`Record`][sudoku.strategies.forcing_proof.Record] writes through it, to note why
each consequence holds. See the docs page *Reference / sudoku.strategies*, under
*Shared by the forcing chains*.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple

from sudoku.bitsets import digits_of
from sudoku.strategies.deadline import NO_DEADLINE
from sudoku.strategies.fish import Fish
from sudoku.strategies.forcing_proof import Record
from sudoku.strategies.hidden_subset import HiddenSubset
from sudoku.strategies.locked_candidates import LockedCandidates
from sudoku.strategies.naked_subset import NakedSubset

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell


class Outcome(NamedTuple):
    """What one trial ends with.

    Attributes:
        is_broken: whether it ended in a contradiction.
        state: the candidates of every cell at its end, as masks of digits (a filled
            cell: its digit's bit); empty for a broken trial.
    """

    is_broken: bool
    state: tuple[int, ...] = ()


SINGLES, LOCKED, PLUS, NESTED = 0, 1, 2, 3
"""How far the trials of a net go: the singles; with pointing and claiming; with pairs and
X-Wings too (``PLUS``, see ``plus_moves``); with nested trials (which, like the plain dynamic
ones, take no pair and no X-Wing). A level above ``NESTED`` nests deeper: ``NESTED + 1``
makes its inner trials at ``NESTED``."""


DEEPEST = 2
"""How deep trials nest at most: a premise names an implication of the branch around a
nested one or of the branch around that (see ``sudoku.strategies.forcing_proof``)."""


def nesting(depth: int) -> int:
    """The level of trials nested ``depth`` deep (1 or 2): ``NESTED``, or ``NESTED + 1``."""
    return NESTED + depth - 1


def inner_level(level: int) -> int:
    """The level of the trials that a trial of ``level`` (``NESTED`` or above) makes inside it.

    At ``NESTED`` they follow the singles alone; above, they are nested one level less.
    """
    return SINGLES if level == NESTED else level - 1


def plus_moves() -> tuple:
    """The techniques a ``PLUS`` trial takes when the singles, pointing and claiming stall, in
    the order of their numbers: the naked pair, the X-Wing and the hidden pair.

    They are what makes the se scale agree with Sudoku Explainer's *(+)* level: on 73
    puzzles that SE rates 9.1 to 10.6 (neighbours of the hardest ones, one given added:
    ``benchmarks/se_ladder.py``; the first 73 of the 77 on the docs page *Difficulty*), 60
    ERs within 0.1 of SE's, none more than 0.3 away. With the triples and quads and their
    fish too, 54, and five 0.4 to 0.7 below SE's, where the trials found with a triple what
    SE needed nested chains for.

    Examples:
        >>> [strategy.name for strategy in plus_moves()]
        ['naked pair', 'X-Wing', 'hidden pair']
    """
    return (NakedSubset(2), Fish(2), HiddenSubset(2))


INNER = 2
"""A nested trial tries, inside the trial, the candidates of the cells left with two: they
break the board most often, and a round over every candidate would cost hundreds of trials
for each of the outer trial's (on a puzzle with several solutions, where none breaks,
seconds)."""


class Scratch:
    """A scratch copy of a position, and the trials of assumptions on it, one at a time.

    Its methods are the mechanics of a trial, for the
    [`Net`][sudoku.strategies.forcing_net.Net] that asks for them: ``_try`` makes
    one, ``_propagate`` follows the moves of a level, ``_nest`` makes the trials
    inside a trial.

    Args:
        board: the position; it is read once, never written.
        dynamic: whether the trials follow pointing and claiming too, besides the singles.
        nested: how deep the trials nest (``0`` or ``False``: not at all; ``1`` or
            ``True``: they also strike a candidate whose own trial, with the singles
            alone, breaks the board; ``2``: whose own trial, nested in its turn,
            does). Nesting implies ``dynamic``.
        plus: whether the trials, dynamic, also take the naked and hidden pairs and the
            X-Wings of ``plus_moves`` when the rest stalls (they do not nest then).

    Raises:
        ValueError: when ``nested`` is deeper than ``DEEPEST``, or ``plus`` nests.

    Attributes:
        board: the scratch copy, in the base position between trials.
        deadline: the deadline that nested trials read between their inner trials
            (a strategy hands it its own before it asks; none by default).
        level: how far a trial goes: ``SINGLES``, ``LOCKED``, ``PLUS``, ``NESTED`` or
            deeper (see ``nesting``).
        is_broken: whether what the position has pending (its singles; for a dynamic
            or nested net, its pointing and claiming too; for a plus net, its pairs and
            X-Wings as well) already breaks it.
        base: the candidates of every cell in the base, as masks of digits (a
            filled cell: its digit's bit).
        base_places: for each container, the places of each digit in the base, as masks.
    """

    def __init__(self, board: Board, dynamic: bool = False, nested: int = 0,
                 plus: bool = False):
        if not 0 <= int(nested) <= DEEPEST:
            raise ValueError(f"trials nest 0 to {DEEPEST} deep, not {nested!r}")
        if plus and nested:
            raise ValueError("a trial with pairs and X-Wings (plus) does not nest")
        scratch = type(board)(board.layout, board.values())
        for cell, twin in zip(board.cells, scratch.cells):
            if not cell.digit:
                for digit in scratch.candidates(twin) - board.candidates(cell):
                    scratch.eliminate(twin, digit)
        self.board = scratch
        self.level = (nesting(int(nested)) if nested else PLUS if plus
                      else LOCKED if dynamic else SINGLES)
        self._locks = (LockedCandidates("pointing"), LockedCandidates("claiming"))
        self._plus = plus_moves() if plus else ()
        self._cursor = 0  # where the next nested trial starts (see _nest)
        self.deadline = NO_DEADLINE
        self.is_broken = self._propagate(None, PLUS if plus else min(self.level, LOCKED))
        self.base = self._state()
        self.base_places = [list(container.place_bits) for container in scratch.containers]

    def _try(self, index: int, digit: int, is_on: bool, record: Record | None,
             level: int) -> Outcome:
        """Assume, follow, read the end, and undo back to where the trial started."""
        board = self.board
        cell, mark = board.cells[index], board.mark()
        try:
            if record is not None:
                record.assume(cell, digit, is_on)
            elif is_on:
                board.place(cell, digit)
            else:
                board.eliminate(cell, digit)
            if self._propagate(record, level):
                return Outcome(True)
            return Outcome(False, self._state())
        finally:
            board.undo_to(mark)

    def _breaks(self, cell: Cell, digit: int, level: int) -> bool:
        """Whether placing ``digit`` in ``cell`` breaks the board, with the moves of ``level``."""
        board = self.board
        mark = board.mark()
        try:
            board.place(cell, digit)
            return self._propagate(None, level)
        finally:
            board.undo_to(mark)

    def _state(self) -> tuple[int, ...]:
        return tuple([1 << cell.digit if cell.digit else cell.candidate_bits
                      for cell in self.board.cells])

    def _propagate(self, record: Record | None, level: int, until: float = math.inf) -> bool:
        """Follow the singles (and what ``level`` adds) until none is left; whether it broke.

        It also stops, unbroken, when the trail reaches the mark ``until``.
        """
        board, cells = self.board, self.board.cells
        while not board.is_broken():
            if board.mark() >= until:
                return False
            cell = board.next_forced_cell()
            if cell is not None:
                digit = cell.candidate_bits.bit_length() - 1
                if record is None:
                    board.place(cell, digit)
                else:
                    record.naked_single(cell, digit)
                continue
            lone = board.next_lone_place()
            if lone is not None:
                container, digit = lone
                cell = cells[container.place_bits[digit].bit_length() - 1]
                if record is None:
                    board.place(cell, digit)
                else:
                    record.hidden_single(cell, digit, container)
                continue
            if level >= LOCKED and self._lock(record):
                continue
            if level == PLUS and self._pair_or_x_wing(record):
                continue
            if level >= NESTED and self._nest(record, level):
                continue
            return False
        if record is not None:
            record.contradiction()
        return True

    def _lock(self, record: Record | None) -> bool:
        """Strike what the first pointing or claiming strikes; whether there was one."""
        return self._strike_first(self._locks, record, Record.locked)

    def _pair_or_x_wing(self, record: Record | None) -> bool:
        """Strike what the first pair or X-Wing of ``plus_moves`` strikes; whether there was one."""
        return self._strike_first(self._plus, record, Record.pattern)

    def _strike_first(self, strategies, record: Record | None, note) -> bool:
        """Strike what the first step of ``strategies`` strikes, through ``note`` (the method
        of ``Record`` that says what the step rests on) when the trial is recorded."""
        for strategy in strategies:
            step = strategy.find(self.board)
            if step is not None:
                if record is None:
                    for cell, digit in step.eliminations:
                        self.board.eliminate(cell, digit)
                else:
                    note(record, step)
                return True
        return False

    def _nest(self, record: Record | None, level: int = NESTED) -> bool:
        """Strike the next candidate whose trial inside this one breaks the board.

        The trial inside the trial is one more mark on the same undo trail, made
        at ``inner_level(level)``. The candidates are taken round from where the
        last one struck, so that a trial asks each of them again only after a
        full round; whether one did. An inner trial that nests in its turn moves
        the cursor for itself: it is put back after it, so that the record of a
        trial takes the very moves its search took.
        """
        board, cells = self.board, self.board.cells
        count, start, inner = len(cells), self._cursor, inner_level(level)
        for step in range(count):
            cell = cells[(start + step) % count]
            bits = 0 if cell.digit else cell.candidate_bits
            if bits.bit_count() != INNER:
                continue  # see INNER
            for digit in digits_of(bits):
                self.deadline.check()
                broken = self._breaks(cell, digit, inner)
                self._cursor = start
                if broken:
                    if record is None:
                        board.eliminate(cell, digit)
                    else:
                        nested = Record(self, outer=record)
                        self._try(cell.index, digit, True, nested, inner)
                        record.refuted(cell, digit, nested.branch())
                    self._cursor = cell.index
                    return True
        return False
