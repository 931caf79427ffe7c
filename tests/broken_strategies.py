"""Strategies of one's own that break the promise of ``find``, on purpose: what a plug-in or a
reader's first strategy may do, and what the solver, the ratings and the hints must name.

Each is made for ``CLASSIC_PUZZLE`` (conftest), whose r1c3 holds 4 in the solution and has
lost 5 (the given of r1c1) from the start.
"""

from __future__ import annotations

from sudoku import Step, Strategy


class Liar(Strategy):
    """Strikes the solution's 4 out of r1c3: a wrong step."""
    name, difficulty = "subtle liar", 0.5

    def find(self, board):
        cell = board.cell("r1c3")
        if not cell.digit and 4 in board.candidates(cell):
            return Step(self.name, eliminations=((cell, 4),), reason="it lies")
        return None


class Idle(Strategy):
    """Strikes 5 out of r1c3, gone since the start: a step that changes nothing."""
    name, difficulty = "idle", 0.5

    def find(self, board):
        return Step(self.name, eliminations=((board.cell("r1c3"), 5),), reason="it idles")


class Nothing(Strategy):
    """Gives a step that moves nothing at all: asked again, it would give it forever."""
    name, difficulty = "nothing", 0.5

    def find(self, board):
        return Step(self.name)


class Raises(Strategy):
    """A strategy with a bug in its find."""
    name, difficulty = "buggy", 0.5

    def find(self, board):
        return {}["no such key"]


class Text(Strategy):
    """Answers with text where a Step belongs."""
    name, difficulty = "chatty", 0.5

    def find(self, board):
        return "r1c3=4"
