"""Remote pair: a chain of cells that all hold the same two candidates.

Cells that hold only 2 and 8, each seeing the next, alternate: if one is 2 the
next is 8, the one after is 2 again, and so on. Two cells an odd number of
links apart (the first and the fourth, say) hold one 2 and one 8 between
them, whichever way round, so a cell that sees both of them can be neither.
Two cells one link apart would be a naked pair, so the chain has four cells
or more.

It is the simplest chain: every cell holds the same pair, so there is nothing
to track but the parity of the links. Sudoku Explainer has no remote pair (its
XY-Chain, 6.6, covers it); HoDoKu rates it easier than the wings. We give it 4.5,
after the wings (it is a longer chain than theirs, of one kind of link), far
below the XY-Chain it is a case of. It holds for every layout.

The cells of one pair are one mask of cells, so the next cells of a chain are
``cell.peer_bits & twins``, less those the walk has reached already.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a top95 puzzle
    ...     "1234.67.9649..72.185729163427..1..6339.672.15561.43.274.672..989853641727.2....46")
    >>> print(RemotePair().find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c5<>5, r2c5<>8: remote pair, r2c8, r1c8, r1c5 and r9c5 hold only 5 and 8 and each sees the
    next, so they alternate: r2c8 and r9c5 hold one 5 and one 8, so 5 and 8 leave the cells that
    see both
"""

from __future__ import annotations

import itertools

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Link, Step, chain_marks
from sudoku.strategies.base import Strategy
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.xy_wing import bivalue_cells, shared_container


class RemotePair(Strategy):
    """Strike both digits of a chain of twin cells out of the cells that see its two ends."""

    name = "remote pair"
    description = (
        "Follow a chain of cells that all hold the same two candidates, say 2 and 8, each "
        "seeing the next: their digits alternate along the chain. Two cells an odd number "
        "of links apart, such as the first and the fourth, hold one 2 and one 8 between "
        "them, so a cell that sees both can be neither.")
    difficulty = 4.5
    nudge = "look for a chain of cells that all hold the same two candidates"
    example_seed = 198

    def find(self, board):
        """The first remote pair that strikes out a candidate, as a step, or ``None``.

        Pairs of digits are tried in ascending order; for each, the first end
        of the chain in cell order, then the other end in cell order. Of the
        chains between two ends, the step shows a shortest one.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every remote pair that strikes out a candidate, in the order ``find`` tries them.

        Each two ends come once, with a shortest chain between them.
        """
        cells, twins = board.cells, bivalue_cells(board)
        for pair in sorted(twins, key=digits_of):
            if twins[pair].bit_count() < 4:
                continue  # too few cells for a chain of four
            for start in cells_of(twins[pair], cells):
                self.deadline.check()  # a walk from every start
                parents = _walk(start, twins[pair], cells)
                for end in sorted(parents):
                    step = self._step_of_ends(board, pair, parents, start, end)
                    if step is not None:
                        yield step

    def _step_of_ends(self, board, pair, parents, start, end):
        """The step of the chain from ``start`` to ``end``, or ``None`` if it strikes nothing."""
        if end < start:
            return None  # found already, from the other end
        chain = _chain(parents, end)
        if len(chain) < 4 or len(chain) % 2:
            return None
        seeing = start.peer_bits & end.peer_bits & board.empty_bits
        eliminations = tuple((cell, digit) for cell in cells_of(seeing, board.cells)
                             for digit in digits_of(cell.candidate_bits & pair))
        return self._step(board, digits_of(pair), chain, eliminations) if eliminations else None

    def _step(self, board, digits, chain, eliminations):
        x, y = (board.layout.symbol(digit) for digit in digits)
        start, end = chain[0].name, chain[-1].name
        links = _links(chain, digits)
        return Step(self.name, eliminations=eliminations, cells=tuple(sorted(chain)),
                    containers=tuple(shared_container(one, other)
                                     for one, other in itertools.pairwise(chain)),
                    marks=chain_marks(links), links=links,
                    reason=lambda: f"{in_words(cell.name for cell in chain)} hold only {x} and "
                                   f"{y} and each sees the next, so they alternate: {start} and "
                                   f"{end} hold one {x} and one {y}, so {x} and {y} leave the "
                                   f"cells that see both")


def _walk(start, twins, cells):
    """Each cell of ``twins`` (a mask) that a chain from ``start`` reaches, with the cell before it.

    A breadth-first walk, so that the chains it records are shortest ones.
    """
    parents = {start: None}
    reached = start.bit
    queue = [start]
    for cell in queue:
        for peer in cells_of(cell.peer_bits & twins & ~reached, cells):
            parents[peer] = cell
            queue.append(peer)
        reached |= cell.peer_bits & twins
    return parents


def _links(chain, digits):
    """The chain of cells as links between candidates: if the first cell is not its lower
    digit it is the higher one (strong), so the next cell is not that one (weak), and so on."""
    links, (off, on) = [], digits
    for index, cell in enumerate(chain):
        if index:
            links.append(Link((chain[index - 1], off), (cell, off), False))
        links.append(Link((cell, off), (cell, on), True))
        off, on = on, off
    return tuple(links)


def _chain(parents, end):
    """The chain from the start of the walk to ``end``, in order."""
    chain = [end]
    while parents[chain[-1]] is not None:
        chain.append(parents[chain[-1]])
    return chain[::-1]
