"""Almost locked sets: the piece the ALS strategies are built of.

TL;DR: ``n`` empty cells of one container that hold ``n + 1`` candidates between
them are an *almost locked set* (ALS). Take one digit away and the cells are
locked: they must take the ``n`` digits left, one each. A cell with two
candidates is the smallest ALS; a naked pair with one more digit in it is another.

Two ALS are joined by a *restricted common* digit ``x`` when both hold it and
every cell of one that holds ``x`` sees every cell of the other that holds it:
then ``x`` goes in one of them at most, so at least one of them is locked. The
strategies are chains of that one idea:

* [`AlsXz`][sudoku.strategies.als_xz.AlsXz]: two ALS joined by ``x``;
* [`AlsXyWing`][sudoku.strategies.als_xy_wing.AlsXyWing]: two ALS, each joined to a third;
* [`AlsXyChain`][sudoku.strategies.als_xy_chain.AlsXyChain]: ALS in a row, each joined to the next;
* [`DeathBlossom`][sudoku.strategies.death_blossom.DeathBlossom]: one ALS for each
  candidate of a cell, the *stem*.

Each ends the same way: a digit ``z`` that some ALS must hold goes out of the cells that
see every place of ``z`` in them (``eliminations``).

Two ALS may share cells and still be joined by ``x``, if no shared cell holds ``x``: its
places in one then see its places in the other, and ``x`` goes in one of them at most.
Nothing else in the reasoning asks that the sets be apart (each module says why), so
[`SetIndex.partners`][sudoku.strategies.als_index.SetIndex.partners] gives, when asked, the
sets joined that way too. The strategies' ``find`` keeps the sets apart, as a player
looks first (and quicker); their ``find_all`` lists after those the patterns whose sets
share cells (HoDoKu allows them as an option: its library's variant -2 of the ALS-XY-Wing,
the ALS-XY-Chain and the Death Blossom).

**How it stays quick.** A stuck position has two or three hundred ALS, and the strategies
ask about pairs, triples and blossoms of them. So the sets are numbered, and the questions
are answered with masks *of sets*, kept per board from one position to the next: see
[`SetIndex`][sudoku.strategies.als_index.SetIndex], and
[`SetIndex.note`][sudoku.strategies.als_index.SetIndex.note] for how a strategy skips
what it looked at in vain.

Why modules of their own: the sets, their index and the link are the technique's
vocabulary, used by several strategies, and each strategy is then one short file (as the
fish share ``sudoku.strategies.fish``). They come in four: ``als_sets`` (a set, the
search of the containers for them, and ``restricted_commons``), ``als_index`` (the
``SetIndex``), ``als_steps`` (what a pattern strikes, and its picture), and this module,
a strategy's way in: ``index``, ``almost_locked_sets`` and ``joined``. See the docs page
*Reference / sudoku.strategies*, under *Shared by the ALS strategies*.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> sets = almost_locked_sets(board)
    >>> first = sets[0]
    >>> first.name(board), sorted(first.digits(board))
    ('r1c3+r3c1', [1, 2, 4])
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from sudoku.strategies.als_index import SetIndex
from sudoku.strategies.als_sets import (
    MOST_CELLS,
    AlmostLockedSet,
)

if TYPE_CHECKING:
    from sudoku.board import Board

_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, its ``SetIndex``, brought up to date from one position to the next."""


def index(board: Board, most: int = MOST_CELLS) -> SetIndex:
    """The [`SetIndex`][sudoku.strategies.als_index.SetIndex] of the board's position.

    The board's index is brought up to date when the position only lost candidates since,
    and built afresh otherwise (or when its numbers have run far past its sets).

    Args:
        board: the position.
        most: the most cells a set may have.
    """
    kept = _KEPT.get(board)
    state = tuple(0 if cell.digit else cell.candidate_bits for cell in board.cells)
    if kept is None or kept.most != most or len(kept.sets) > 4 * len(kept.order) + 1000 \
            or not kept.follows(state):
        kept = _KEPT[board] = SetIndex(board, most, kept)
    elif kept.state != state:
        kept.update(board)
    return kept


def almost_locked_sets(board: Board, most: int = MOST_CELLS) -> list[AlmostLockedSet]:
    """Every ALS of the position, each once, by its first cell, then its size.

    Args:
        board: the position.
        most: the most cells a set may have.
    """
    found = index(board, most)
    return [found.sets[number] for number in found.order]


def joined(board: Board) -> list[dict[int, int]]:
    """For each of ``almost_locked_sets``, the sets joined to it: ``{place: digits}``."""
    return index(board).joins()
