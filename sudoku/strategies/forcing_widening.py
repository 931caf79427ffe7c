"""When a nested forcing chain widens: on a position with one solution at most.

TL;DR: the nested kinds are the last resort before guessing, so when none of
the candidates of the cells of few candidates (``MOST``) breaks the board, they
try the candidates of every other cell, but only on a position with at most
one solution ([`at_most_one_solution`][sudoku.strategies.forcing_widening.at_most_one_solution]).
Where the puzzle has one, every wrong candidate breaks the board at some
depth, so the wider search is not in vain; where it has several, nothing can
finish the puzzle, and the wider search would cost seconds for nothing. Some
of the hardest puzzles published, Platinum Blonde and Golden Nugget among
them, get stuck where no cell of two or three candidates is left to try; with
the widening, the chain finishes each of twenty such famous puzzles without a
guess, in under 3 s each.

Role: the question that [`ForcingChain`][sudoku.strategies.forcing.ForcingChain]
asks before it widens, answered by a count of the solver's and kept per board.
See the docs page *Reference / sudoku.strategies*, under *Shared by the forcing chains*.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from sudoku.strategies.deadline import NO_DEADLINE, Deadline

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.strategies.forcing_net import Net

COUNT_GUESSES = 500
"""The most guesses a count of ``at_most_one_solution`` makes: the hardest classic puzzles
known take about 250 from their givens, fewer from the positions where a forcing chain
widens."""

_COUNTED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""For each board, its counts so far: of its givens (by the givens), and of its latest
position (by its version), each with the bound on guesses it was counted under."""


def at_most_one_solution(board: Board, net: Net, deadline: Deadline = NO_DEADLINE,
                         max_guesses: int | None = None) -> bool:
    """Whether the position of ``board`` has one solution at most.

    It does when its givens have one: a position only adds to what its givens
    say, so it keeps their solution or loses it. Else (a position read from
    pencil marks, whose digits are all givens) the position itself is counted,
    on the net's scratch copy, which the count leaves as it found it. Each count
    is the solver's (singles, locked candidates and guessing: a few
    milliseconds, a tenth of a second for the hardest puzzles known), made once
    for the givens and once for each position, and one that needs more than
    ``COUNT_GUESSES`` guesses (a sparse big grid), or more than ``max_guesses``
    (the bound of the solve that asks, such as ``sudoku hint --max-guesses``), says no.

    It decides whether a nested forcing chain widens its search to every cell:
    where the puzzle has one solution, every wrong candidate breaks the board
    at some depth, so the wider search is not in vain; where it has several, no
    technique can finish it, and trying every candidate took up to 24 s there
    for nothing.
    """
    from sudoku.solver import SOLVED, Solver  # the solver is built on the strategies

    bound = COUNT_GUESSES if max_guesses is None else min(COUNT_GUESSES, max_guesses)

    def one(position: Board) -> bool:
        counted = Solver(max_guesses=bound, deadline=deadline).count(position)
        deadline.check()
        return counted.status == SOLVED and counted.solutions == 1

    counts = _COUNTED.setdefault(board, {})
    givens = tuple(cell.digit if board.is_given(cell) else 0 for cell in board.cells)
    if counts.get("givens", (None,))[0] != (givens, bound):
        counts["givens"] = ((givens, bound), one(type(board)(board.layout, list(givens))))
    if counts["givens"][1]:
        return True
    if counts.get("position", (None,))[0] != (board.version, bound):
        counts["position"] = ((board.version, bound), one(net.board))
    return counts["position"][1]
