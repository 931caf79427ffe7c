"""Forcing nets: what follows from one assumption, tried on a scratch copy of the position.

TL;DR: assume a candidate true (place it) or false (strike it) on a copy of the
board, and let the singles follow: a cell left with one candidate takes it, a
digit left with one place in a container goes there. Each consequence follows
from earlier ones, so the consequences of one assumption are a tree of
implications, a *net*; it ends in a contradiction, a solved grid, or when
nothing more follows. The forcing chains (``sudoku.strategies.forcing``)
compare the ends of a few such trials.

A trial is cheap because of the Command pattern: every write of the board goes
on its undo trail, so a trial is ``mark = board.mark()``, the writes, and
``board.undo_to(mark)``; the copy is back where it was for the next trial, and
nothing is copied per trial. A trial inside a trial (the *nested* kind) is one
more mark on the same trail. The copy itself is built once per position: a
board of the position's digits, with every candidate the position has struck
struck again, and the singles the position has pending taken, with pointing
and claiming for a dynamic net (its *base*, so that no trial claims them as
its own). The real board is never written to: a strategy only finds. A
[`Net`][sudoku.strategies.forcing_net.Net] is kept for its board until the
board changes, so the forcing chains of one position share their trials.

How far a trial goes is its *level*: the singles; with pointing and claiming
too (*dynamic*); or, when those run out, with a trial of each candidate of the
cells left with two, with the singles alone, striking the candidates that
break the board (*nested*), and deeper, where that trial inside is nested in
its turn (*nested two deep*); how a trial runs is in
``sudoku.strategies.forcing_trial``. The search keeps only where a trial ends
([`Outcome`][sudoku.strategies.forcing_trial.Outcome]); the few trials that a
step rests on are made again through a
[`Record`][sudoku.strategies.forcing_proof.Record], which notes why each
consequence holds. Where a trial ends does not depend on the order its moves
are taken in (each move only needs candidates gone, and candidates only go),
so the record ends where the search did.

See the docs page *Reference / sudoku.strategies*, under *Shared by the forcing chains*.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> net, cell = Net(board), board.cell("r1c2")
    >>> [digit for digit in board.candidates(cell) if net.outcome(cell, digit).is_broken]
    [6, 7]
    >>> branch = net.trace(cell, 7)
    >>> print(branch.lines([len(branch.nodes) - 1]))
    r1c2=7 (assumption)
      -> r8c2<>7 (column 2)
      -> r9c2<>7 (column 2)
        -> 7 has no place left in box 7: contradiction
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from sudoku.strategies.forcing_proof import Branch, Record

# The names marked F401 are importable from here too, as before the module was split:
from sudoku.strategies.forcing_trial import (
    Outcome,
    Scratch,
)

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell

_NETS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, its latest nets (plain, dynamic, plus, nested) with the board's version then."""


class Net(Scratch):
    """A scratch copy of a position, and the trials of assumptions on it, each made once.

    A net runs its trials as a [`Scratch`][sudoku.strategies.forcing_trial.Scratch]
    does (its attributes are a scratch's) and keeps where each ends, so the forcing
    chains of one position share them.

    Args:
        board: the position; it is read once, never written.
        dynamic: whether the trials follow pointing and claiming too, besides the singles.
        nested: how deep the trials nest: ``0`` (or ``False``) not at all; ``1`` (or
            ``True``): they also strike a candidate whose own trial, with the singles
            alone, breaks the board (a trial inside the trial; implies ``dynamic``);
            ``2``: whose own trial, nested in its turn, does.
        plus: whether the trials, dynamic and not nested, also take pairs and X-Wings
            (Sudoku Explainer's *(+)* level).
    """

    def __init__(self, board: Board, dynamic: bool = False, nested: int = 0,
                 plus: bool = False):
        super().__init__(board, dynamic, nested, plus)
        self._outcomes: dict[tuple[int, int, bool], Outcome] = {}

    @classmethod
    def of(cls, board: Board, dynamic: bool = False, nested: int = 0,
           plus: bool = False) -> Net:
        """The net of ``board`` as it is now, built once and kept until the board changes.

        A new net of a plain or dynamic level takes over the trials of the one
        it replaces that must end the same (see ``adopt``): between two visits
        of the forcing chains, a solve strikes a few candidates, and the trials
        far from them need not run again.
        """
        kept = _NETS.get(board)
        if kept is None:
            kept = _NETS[board] = {}
        version, net = kept.get((dynamic, nested, plus), (None, None))
        if version != board.version:
            earlier, net = net, cls(board, dynamic, nested, plus)
            if earlier is not None and not nested and not plus:
                net.adopt(earlier)
            kept[dynamic, nested, plus] = (board.version, net)
        return net

    def adopt(self, earlier: Net) -> None:
        """Keep the trials of ``earlier``, a net of the same level on a position before this
        one, that end the same from this net's base.

        A trial only ever needs candidates gone to make its next move, so from a
        base with fewer candidates it ends no later: one that broke the board
        breaks it again, and one whose end kept no candidate this base has lost
        ends exactly there again (its end is a position where no move is left,
        and the new trial cannot go past it). A base with a candidate the earlier
        one lacked (after an undo) keeps nothing.
        """
        if self.level != earlier.level or not _within(self.base, earlier.base):
            return
        for key, outcome in earlier._outcomes.items():
            if key not in self._outcomes and (outcome.is_broken
                                              or _within(outcome.state, self.base)):
                self._outcomes[key] = outcome

    def outcome(self, cell: Cell | int, digit: int, is_on: bool = True) -> Outcome:
        """Where assuming ``digit`` true (``is_on``) or false in ``cell`` ends; tried once."""
        index = cell if isinstance(cell, int) else cell.index
        key = (index, digit, is_on)
        found = self._outcomes.get(key)
        if found is None:
            self._cursor = 0
            found = self._outcomes[key] = self._try(index, digit, is_on, None, self.level)
        return found

    def knows(self, cell: Cell | int, digit: int, is_on: bool = True) -> bool:
        """Whether the trial of ``outcome`` has been made (or taken over) already."""
        return (cell if isinstance(cell, int) else cell.index, digit, is_on) in self._outcomes

    def breaks_within(self, cell: Cell | int, digit: int, is_on: bool, limit: float) -> int | None:
        """How many writes the trial of ``outcome`` takes to break the board, if fewer than ``limit``.

        ``None`` when it does not break, or not that soon: the trial stops at
        ``limit`` writes, so a search for the quickest contradiction asks each
        candidate for no more than the best one so far. A trial that ends before
        the limit is kept, as ``outcome`` keeps it.
        """
        index = cell if isinstance(cell, int) else cell.index
        key = (index, digit, is_on)
        kept = self._outcomes.get(key)
        if kept is not None and not kept.is_broken:
            return None
        board = self.board
        mark, self._cursor = board.mark(), 0
        try:
            if is_on:
                board.place(board.cells[index], digit)
            else:
                board.eliminate(board.cells[index], digit)
            if self._propagate(None, self.level, until=mark + limit):
                writes = board.mark() - mark
                if writes < limit:
                    self._outcomes[key] = Outcome(True)
                    return writes
                return None
            if board.mark() - mark < limit:  # it ended of itself, not at the limit
                self._outcomes[key] = Outcome(False, self._state())
            return None
        finally:
            board.undo_to(mark)

    def trace(self, cell: Cell | int, digit: int, is_on: bool = True) -> Branch:
        """The trial of ``outcome`` again, with the record of why each consequence holds."""
        index = cell if isinstance(cell, int) else cell.index
        record, self._cursor = Record(self), 0
        self._try(index, digit, is_on, record, self.level)
        return record.branch()


def _within(masks: tuple[int, ...], bound: tuple[int, ...]) -> bool:
    """Whether every cell's candidates in ``masks`` are among its candidates in ``bound``."""
    return all(mask & ~limit == 0 for mask, limit in zip(masks, bound))
