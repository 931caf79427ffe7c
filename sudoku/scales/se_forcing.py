"""The se scale's forcing chains that try assumptions on a board: Nishio, dynamic and nested.

The project's ``ForcingChain`` tries an assumption on a scratch copy of the
board (``forcing_net.Net``) and keeps its proof: the implications each branch
rests on. Sudoku Explainer numbers such a step by its technique's base, raised
by the length of the proof as for the simple chains (``se_chains.length_bonus``);
here the length is the count of implications the step's ends rest on, all
branches together. How SE's techniques map onto ours:

* *Nishio Forcing Chains* (7.5): a contradiction on one digit, met by a trial
  that follows that digit alone, as SE's does (``se_nishio``).
* *Dynamic* chains (8.5): our contradiction that follows the singles (the
  quickest), then our dynamic cell and container chains, then the digit kind
  (SE's *Dynamic Double Forcing Chains*). SE's trials fill the board as ours
  do, which it calls dynamic. Its contradictions try every candidate, so ours
  do here too, not only those of cells with few (on 30 neighbours of the
  hardest puzzles that SE rates 9.1 to 10.6, 10 ERs equal instead of 6).
* *Dynamic (+)* chains (9.0): the same four kinds, whose trials, when the singles,
  pointing and claiming stall, take the naked and hidden pairs and the X-Wings
  too (``ForcingChain(kind, plus=True)``), as SE's do at that level.
* *Nested* chains (9.5): our nested contradiction, whose trial, stuck, tries
  the candidates of its bivalue cells: forcing chains inside a forcing chain,
  which SE writes *Dynamic Contradiction Forcing Chains (+ Forcing Chains)*.
  Nested two deep (10.0), where the trials inside are nested in their turn:
  SE's next level, *(+ Multiple Forcing Chains)*. SE's levels go further, and
  differ from ours in what a trial may use rather than in depth; no puzzle we
  know of needs more of ours, which widen to every cell where the cells of few
  candidates break nothing (see ``LEVELS``).

SE's plain *Cell* and *Region Forcing Chains* (8.0) follow only the links of
the position, with nothing written: they are ``se_multiple``'s, not our
strategies'.

See the docs page *Difficulty*.

Example:
    >>> ForcingByLength((("cell", True),)).difficulty
    8.5
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from itertools import islice

from sudoku.bitsets import indices_of
from sudoku.board import Board
from sudoku.scales.se_chains import length_bonus
from sudoku.scales.se_nishio import trial
from sudoku.scales.se_steps import Numbered, SeStep
from sudoku.step import Step
from sudoku.strategies import ForcingChain, Strategy
from sudoku.strategies.forcing_step import ForcingStep

WORDS = {"contradiction": "Contradiction", "cell": "Cell", "container": "Region",
         "digit": "Double", "nested": "Contradiction"}
"""SE's word for each kind of ours."""

LISTED = 4
"""How many steps of each of our kinds a technique compares (see ``ForcingByLength.steps``)."""


def proof_size(step: Step) -> int:
    """How many implications the proof of a forcing chain's ``step`` rests on, branches together."""
    return sum(len(branch.needed(ends)) for branch, ends in step.proof)


class ForcingByLength(Numbered):
    """SE's dynamic forcing chains: our forcing chains, numbered by their proof.

    Args:
        kinds: our kinds, each with whether its trials follow pointing and claiming too;
            the ``nested`` kind alone makes one of SE's nested levels (see ``LEVELS``).
        depth: how deep a ``nested`` kind nests: 1 or 2.
        plus: whether the trials take pairs and X-Wings too: SE's *(+)* level.
    """

    def __init__(self, kinds: tuple[tuple[str, bool], ...], depth: int = 1,
                 plus: bool = False):
        nested = any(kind == "nested" for kind, _ in kinds)
        base, self.suffix = LEVELS["plus" if plus else depth if nested else 0]
        super().__init__("Dynamic Forcing Chains", base,
                         *(ForcingChain(kind, locked, depth if kind == "nested" else 1, plus)
                           for kind, locked in kinds))
        for strategy in self.inner:
            if strategy.kind == "contradiction":
                strategy.most = math.inf  # SE tries every candidate, not only few a cell

    def steps(self, strategy: Strategy, board: Board) -> Iterator[Step]:
        """The first ``LISTED`` steps of ``strategy`` (of the contradictions, the quickest).

        Each step costs the trials of its branches, written out; the first ones
        (cells with two candidates, digits with two places) are mostly the
        shortest, and the quickest contradiction has about the shortest proof.
        """
        if strategy.kind in ("contradiction", "nested"):
            return iter(filter(None, [strategy.find(board)]))
        return islice(strategy.find_all(board), LISTED)

    def number(self, board: Board, step: Step) -> SeStep:
        """``step`` under SE's name of its kind, numbered by the size of its proof."""
        kind = next(k for k, name in NAMES.items()
                    if step.strategy.removesuffix(" (+)").endswith(name))
        name = f"Dynamic {WORDS[kind]} Forcing Chains{self.suffix}"
        return SeStep.of(step, name, round(self.difficulty + length_bonus(proof_size(step)), 1))


LEVELS = {0: (8.5, ""), "plus": (9.0, " (+)"), 1: (9.5, " (+ Forcing Chains)"),
          2: (10.0, " (+ Multiple Forcing Chains)")}
"""SE's base number and suffix for our dynamic chains: not nested (0), with pairs and X-Wings
in the trials (``"plus"``), and by how deep they nest.

SE's levels go half a point a step from 8.5: the dynamic chains, then *(+)* (9.0), whose
trials take more than the singles and locked candidates, as ours of ``"plus"`` do (of 45
puzzles whose hardest SE step is a *(+)* one, made by ``benchmarks/se_ladder.py``, ours rate
40 within 0.1 of SE's ER). Past that, SE nests its chains, four levels more (the third of
them, *+ Dynamic Forcing Chains*, 10.5, finishes one of those puzzles at 11.7, which ours
rate 10.5); ours nest two deep, and
each depth takes the number of the SE level that rates the puzzles we could check alike: one
deep, 9.5 (the two puzzles of ``hardest`` that SE rates 10.5 and 10.6, ours 10.4 and 10.4);
two deep, 10.0 (Platinum Blonde and Fata Morgana, which need it: SE rates them 10.6 and
10.8, ours 10.9 and 11.1). Puzzles SE rates 11.3 and up, ours put at 10.5 to 10.6 (six
famous ones, checked with ``serate``): SE's levels differ in what a trial may use when the
singles stall, not in how deep trials nest, and its length counts the chains inside the
trials (Easter Monster's hardest SE step is a *+ Multiple Forcing Chains* one, 10.0 + 1.6;
see the docs page *Difficulty*)."""

NAMES = {"contradiction": "contradiction forcing chain", "cell": "cell forcing chain",
         "container": "container forcing chain", "digit": "digit forcing chain",
         "nested": "nested forcing chain"}
"""Our name of each kind (a dynamic one's starts with ``dynamic``)."""


class Nishio(Numbered):
    """SE's *Nishio Forcing Chains* (from 7.5): a candidate that contradicts its own digit.

    Each candidate is tried on its digit alone (``se_nishio.trial``); one that
    meets a contradiction goes, numbered by the length of the trial as SE counts it.
    """

    def __init__(self) -> None:
        super().__init__("Nishio Forcing Chains", 7.5)

    def find_all(self, board: Board) -> Iterator[SeStep]:
        """Each candidate whose trial on its own digit breaks, numbered by the trial's length.

        A trial reads nothing but the places of its digit, so a digit whose
        trials all held before is skipped while its places stay as they were
        (the ``notes`` of a search that went through every candidate).
        """
        notes = self.notes(board)
        places = {digit: board.place_bits(digit) for digit in board.digits}
        quiet = {digit for digit, where in places.items() if notes.get(digit) == where}
        broke = set()
        for cell in board.cells:
            if cell.digit:
                continue
            for digit in indices_of(cell.candidate_bits):
                if digit in quiet:
                    continue
                self.deadline.check()
                found = trial(board, cell, digit)
                if found is not None:
                    broke.add(digit)
                    proof = ((found.branch, [len(found.branch.nodes) - 1]),)
                    step = ForcingStep.of(self.name, "contradiction", board, proof, (),
                                          ((cell.index, digit),), (cell,))
                    yield SeStep.of(step, self.name,
                                    round(self.difficulty + length_bonus(found.size), 1))
        notes.update((digit, where) for digit, where in places.items() if digit not in broke)
