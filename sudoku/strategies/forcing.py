"""Forcing chains: try an assumption, follow what it forces, and keep what must hold.

TL;DR: the last resort before guessing, and the honest form of it. A guess
commits to a digit and takes it back when it fails; a forcing chain only tries
it on a scratch copy of the board (``sudoku.strategies.forcing_net``), follows
what it forces, and keeps what cannot fail:

* **contradiction**: assuming a candidate true leads to a cell with no
  candidate, or to a digit with no place in a container, so it is false (and
  a candidate whose assumption false leads there is true);
* **cell**: each candidate of a cell, assumed in turn, leads to the same
  placement or elimination, which holds whichever digit the cell takes (the
  cells with two candidates are tried first, then three, then four);
* **container**: each place left for a digit in a container (two to four of
  them) leads to the same result (Sudoku Explainer says *region*, HoDoKu *unit*);
* **digit**: a candidate assumed true and assumed false lead to the same result;
* **nested**: a contradiction whose trial, when it runs out of moves, tries
  inside it each candidate of the cells left with two, and strikes those that
  break the board there; nested two deep (``depth=2``), the trials inside are
  nested ones in their turn, for the few puzzles where one depth is not enough.

A plain trial follows the singles; a *dynamic* one follows pointing and
claiming too; a *plus* one (``plus=True``), when those stall, the naked and
hidden pairs and the X-Wings as well, as Sudoku Explainer's *(+)* chains do
(the se scale asks for them; the chain has none). The plain kinds come first,
then the dynamic ones, then the nested ones. The candidates assumed are those
of cells with at most four (``MOST``; three for the nested kind, two nested two
deep). There is no plain
digit chain: a candidate struck where it has no strong link forces no single,
so one of its two branches would go nowhere.

The nested kinds are the last resort, so they *widen*: when none of those
candidates breaks the board, they try the candidates of every other cell, on a
position with at most one solution (``sudoku.strategies.forcing_widening`` says
why, and what it finishes).

Each step says its assumptions and where each branch ends; its method
``tree`` (see ``sudoku.strategies.forcing_step``) writes every implication it
rests on as an indented tree, which ``sudoku explain`` prints under the step.

Soundness: every solution gives the cell one of its candidates, the digit one
of its places, the candidate one of its two values, so what every branch leads
to holds in every solution. A group with a branch that breaks is left to the
contradiction, so no step rests on a branch that cannot happen. The trials use
the singles and locked candidates alone, and trials inside them made the same way,
all of which hold on any puzzle: the steps stay right on a puzzle with several
solutions, where the uniqueness techniques are off.

Numbers: each kind's name, its number on the difficulty scale and why, its words
for a player, ``MOST`` and what it assumes are data, in
``sudoku.strategies.forcing_kinds``; they come after every other technique, the
Template Delete (8.3) included, 8.4 to 9.8.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board, Solver
    >>> from sudoku.strategies import HUMAN_CHAIN
    >>> board = Board.from_text(  # top95 #64
    ...     "..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51.")
    >>> Solver([s for s in HUMAN_CHAIN if s.difficulty < 8.4]).solve(board).status
    'stuck'
    >>> step = ForcingChain("cell").find(board)
    >>> print(step)  # doctest: +NORMALIZE_WHITESPACE
    r6c1<>8: cell forcing chain, r3c5 holds 4 or 7, and each leads to it: r3c5=4 in 3
    implications and r3c5=7 in 11 implications
    >>> print("\\n".join(step.tree().splitlines()[:4]))  # the first branch
    r3c5=4 (assumption)
      -> r6c5<>4 (column 5)
        -> r6c5=8 (naked single)
          -> r6c1<>8 (row 6)
"""

from __future__ import annotations

import math
import operator
from collections.abc import Iterator

from sudoku.board import Board
from sudoku.step import Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.forcing_kinds import (
    DEEPER,
    DESCRIPTIONS,
    DYNAMIC,
    GROUPS,
    KINDS,
    MOST,
    NUDGES,
    PLUS,
    PLUS_DIFFICULTY,
    contradiction_trials,
    open_cells,
)
from sudoku.strategies.forcing_net import Net
from sudoku.strategies.forcing_step import ForcingStep, Proof, results_of
from sudoku.strategies.forcing_widening import at_most_one_solution

WINDOW = 100
"""How many more trials the search for a contradiction makes after it found one, for a
quicker one; each stops as soon as it cannot be quicker."""


class ForcingChain(Strategy):
    """Keep what every branch of an assumption leads to, or strike what breaks the board.

    Args:
        kind: ``"contradiction"``, ``"cell"``, ``"container"``, ``"digit"`` or ``"nested"``
            (a contradiction whose trials hold trials of their own).
        dynamic: whether the branches follow pointing and claiming too (a nested one does).
        depth: for the nested kind, how deep its trials nest: 1, or 2 where the trials
            inside are nested in their turn.
        plus: whether the branches, dynamic, also take the naked and hidden pairs and
            the X-Wings when the rest stalls (Sudoku Explainer's *(+)* level; not for the
            nested kind). Such a chain is named with ``(+)``; the se scale uses it.

    Attributes:
        most: for the contradiction and nested kinds, the most candidates of a cell whose
            candidates are tried (``MOST`` of ``sudoku.strategies.forcing_kinds``, by
            kind); the se scale sets it to ``math.inf`` for its contradictions, which
            Sudoku Explainer tries on every candidate.
    """

    def __init__(self, kind: str = "cell", dynamic: bool = False, depth: int = 1,
                 plus: bool = False):
        super().__init__()
        dynamic = dynamic or kind == "nested" or plus
        if (kind, dynamic) not in KINDS:
            raise ValueError(f"forcing chains are 'contradiction', 'cell', 'container', "
                             f"'digit' (dynamic) or 'nested', not {kind!r}")
        if depth != 1 and (kind != "nested" or depth not in DEEPER):
            raise ValueError(f"only a nested forcing chain nests deeper, 1 or "
                             f"{' or '.join(map(str, DEEPER))} deep, not {depth!r}")
        if plus and kind == "nested":
            raise ValueError("a nested forcing chain takes no pairs or X-Wings (plus)")
        self.kind, self.dynamic, self.depth, self.plus = kind, dynamic, depth, bool(plus)
        self.name, self.difficulty, self.example_seed = (
            KINDS[kind, dynamic] if depth == 1 else DEEPER[depth])
        words = self._words
        self.most = MOST[words]
        self.description = DESCRIPTIONS[words] + (DYNAMIC if dynamic and kind != "nested" else "")
        if plus:
            self.name, self.difficulty = f"{self.name} (+)", PLUS_DIFFICULTY
            self.description += PLUS
        self.nudge = NUDGES[words]

    @property
    def _words(self) -> str:
        """The key of this kind in the tables of words and ``MOST``."""
        return self.kind if self.depth == 1 else "doubly nested"

    def find(self, board: Board) -> Step | None:
        """The first step of this kind, or ``None`` (see ``find_all`` for the order)."""
        return next(self.find_all(board), None)

    def find_all(self, board: Board) -> Iterator[Step]:
        """Every step of this kind; it changes nothing.

        The contradiction kinds give the quickest contradiction first (see
        ``_contradiction``), then the others in the order of the trials: every
        candidate assumed true, then those assumed false. The cell and container
        kinds take cells in layout order, digits ascending, those with fewer
        candidates or places first.
        """
        net = Net.of(board, self.dynamic, nested=self.depth if self.kind == "nested" else 0,
                     plus=self.plus)
        net.deadline = self.deadline
        if net.is_broken:
            return
        search = self._agreements if self.kind in GROUPS else self._contradiction
        seen = set()
        for step in search(board, net):
            said = (step.results(), step.cells)  # two groups may agree on the same results
            if said not in seen:
                seen.add(said)
                yield step

    def _contradiction(self, board: Board, net: Net) -> Iterator[Step]:
        """Each candidate whose trial breaks the board, the quickest to break first.

        The quickest is the one whose trial writes least before it breaks (the
        first of them in the order of the trials), among the first found and the
        ``WINDOW`` trials after it: a search that stops each trial at the best
        count so far, and only then is its proof written. Its proof is also about
        the shortest: over top95 and hardest, 33 implications on average, where the
        first contradiction found needs 53. A nested search takes the first,
        and widens: when no candidate of the cells of few candidates (``MOST``)
        breaks, and the position has at most one solution, it tries the
        candidates of every other cell, those of the cells with fewest first
        (over twenty famous hardest puzzles, 22 s in all instead of 26, and 2.7 s
        at worst instead of 4.5).
        """
        trials = contradiction_trials(net, open_cells(net, self.most))
        if self.kind == "nested":
            found = yield from self._broken(board, net, trials)
            if not found and at_most_one_solution(board, net, self.deadline, self.max_guesses):
                wide = sorted(open_cells(net, math.inf, self.most + 1),
                              key=lambda pair: len(pair[1]))  # the fewest candidates first
                yield from self._broken(board, net, contradiction_trials(net, wide))
            return
        best, limit, left = None, math.inf, len(trials)
        for trial in trials:
            if left == 0 or best is not None and not trial[2]:
                break  # a candidate assumed false only when none assumed true breaks
            self.deadline.check()
            writes = net.breaks_within(*trial, limit)
            left -= best is not None
            if writes is not None:
                best, limit, left = trial, writes, min(left, WINDOW)
        if best is None:
            return
        yield self._refuted(board, net, *best)
        yield from self._broken(board, net, [trial for trial in trials if trial != best])

    def _broken(self, board: Board, net: Net, trials: list[tuple]) -> Iterator[Step]:
        """The step of each of ``trials`` that breaks the board, in order; whether there was one."""
        found = False
        for trial in trials:
            self.deadline.check()
            if net.outcome(*trial).is_broken:
                found = True
                yield self._refuted(board, net, *trial)
        return found

    def _refuted(self, board: Board, net: Net, cell, digit: int, is_on: bool) -> Step:
        """The step that strikes (or places) ``digit`` in ``cell``, as the opposite breaks the board."""
        branch = net.trace(cell, digit, is_on)
        found = ((cell.index, digit),)
        return self._step(board, ((branch, [len(branch.nodes) - 1]),), () if is_on else found,
                          found if is_on else (), cells=(cell,))

    def _agreements(self, board: Board, net: Net) -> Iterator[Step]:
        """The step of each group of assumptions of this kind (see ``GROUPS``) whose branches
        agree on something new."""
        for assumptions, cells, containers in GROUPS[self.kind](net):
            step = self._agreed(board, net, assumptions, cells=cells,
                                containers=tuple(board.containers[index] for index in containers))
            if step is not None:
                yield step

    def _agreed(self, board: Board, net: Net, assumptions, **pattern) -> Step | None:
        """The step of what every assumption leads to, or ``None`` if they agree on nothing new.

        The trials the net already knows are looked at first: one that broke, or
        ends that already agree on nothing, settle the group without a new trial.
        """
        union = None
        for cell, digit, is_on in sorted(assumptions, key=lambda each: not net.knows(*each)):
            self.deadline.check()
            outcome = net.outcome(cell, digit, is_on)
            if outcome.is_broken:
                return None  # the contradiction's: no step rests on a branch that cannot be
            union = outcome.state if union is None else tuple(map(operator.or_, union,
                                                                  outcome.state))
            if union == net.base:
                return None
        placements, eliminations = results_of(net, union)
        if not placements and not eliminations:
            return None
        proof = []
        for cell, digit, is_on in assumptions:
            branch = net.trace(cell, digit, is_on)
            ends = [branch.end(index, placed, True) for index, placed in placements]
            ends += [branch.end(index, struck, False) for index, struck in eliminations]
            proof.append((branch, ends))
        return self._step(board, tuple(proof), placements, eliminations, **pattern)

    def _step(self, board: Board, proof: Proof, placements, eliminations, cells=(),
              containers=()) -> ForcingStep:
        """The step of ``proof``; its cells, given by index or on the net, become ``board``'s."""
        return ForcingStep.of(self.name, self.kind, board, proof, placements, eliminations,
                              cells, containers)

    def __repr__(self) -> str:
        dynamic = ", dynamic=True" if self.dynamic and self.kind != "nested" else ""
        depth = f", depth={self.depth}" if self.depth != 1 else ""
        plus = ", plus=True" if self.plus else ""
        return f"ForcingChain({self.kind!r}{dynamic}{depth}{plus})"
