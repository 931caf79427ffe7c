"""The uniqueness check of the generator: may a puzzle less some givens have a second solution?

TL;DR: the puzzle had one solution while a group of givens was there, so a
second one must put another digit in a cell of the group. Strike the
solution's digit out of such a cell and look for any solution: finding one
proves a second, and is faster than counting to two, which first finds the
solution already known.

Role: the question [`generate`][sudoku.generate.generate] asks before it
takes each group of givens away; one solver and one board answer them all.
See the docs page *Performance*, section *Generating*, for what a check costs.

Examples:
    >>> from sudoku.layout import classic
    >>> from sudoku.strategies import Deadline
    >>> solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]
    >>> check = UniquenessCheck(classic(2, 2), Deadline(None))
    >>> check.has_second_solution([0] + solution[1:], (0,), solution)  # a naked single
    False
    >>> check.has_second_solution([0] * 16, tuple(range(16)), solution)
    True
"""

from __future__ import annotations

from sudoku.board import Board
from sudoku.layout import Layout
from sudoku.solver import GAVE_UP, Result, Solver
from sudoku.strategies import Deadline


class UniquenessCheck:
    """The solver and the one board that test, given after given, whether a solution is unique.

    Args:
        layout: the shape of the puzzles to check.
        deadline: when every search stops; one that stops proves nothing.
    """

    def __init__(self, layout: Layout, deadline: Deadline):
        self.solver = Solver(deadline=deadline)
        self.board = Board(layout)
        self.peers, self.others = layout.peers, layout.size - 1

    def is_forced(self, values: list[int], index: int) -> bool:
        """Whether the givens of ``values`` that the cell ``index`` sees hold every digit but
        one: the cell can then take only its own, a naked single, and needs no search."""
        seen = {values[peer] for peer in self.peers[index]}
        seen.discard(0)
        return len(seen) == self.others

    def count(self, values: list[int], without: tuple[int, int]) -> Result:
        """The search for one solution of ``values`` with the candidate ``without`` struck out.

        The search is a solve, which leaves the board where it ends: the next
        count loads its puzzle afresh, so undoing the moves (as ``Solver.count``
        does) would be a fifth of the work, for nothing.
        """
        self.board.load(values)
        index, digit = without
        self.board.eliminate(self.board.cells[index], digit)
        return self.solver.solve(self.board)

    def has_second_solution(self, values: list[int], group: tuple[int, ...],
                            solution: list[int]) -> bool:
        """Whether the puzzle ``values``, which lacks the givens of ``group``, may have a second
        solution.

        Striking the solution's digit out of a cell of the group and finding
        any solution proves it (see the module). A search that the deadline
        cuts short proves nothing, so the group stays given. A group whose
        every cell the givens left force to its digit (``is_forced``) has the
        same solutions as before, and needs no search: about a third of the
        groups of a 9x9, those taken while many givens are left.
        """
        if all(self.is_forced(values, index) for index in group):
            return False
        for index in group:
            result = self.count(values, (index, solution[index]))
            if result.solutions or result.status == GAVE_UP:
                return True
        return False
