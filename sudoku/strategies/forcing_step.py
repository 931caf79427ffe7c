"""The step of a forcing chain: its sentence, its tree of implications, and its picture.

TL;DR: a [`ForcingStep`][sudoku.strategies.forcing_step.ForcingStep] is a
[`Step`][sudoku.step.Step] that keeps its proof: each branch it tried
(``sudoku.strategies.forcing_proof``) with the implications the branch ends at.
From the proof come the step's sentence, which says each assumption and where
its branch ends ([`reason`][sudoku.strategies.forcing_step.reason]), the tree
that ``sudoku explain`` prints under it
([`ForcingStep.tree`][sudoku.strategies.forcing_step.ForcingStep.tree]), and
its picture: the assumptions as marks, the implications as links. What the step
places and strikes is what every branch agrees on
([`results_of`][sudoku.strategies.forcing_step.results_of]).

See the docs page *Reference / sudoku.strategies*, under *Shared by the forcing chains*.

Examples:
    >>> from sudoku import Board
    >>> from sudoku.strategies.forcing_net import Net
    >>> board = Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> branch = Net(board).trace(board.cell("r1c2"), 7)
    >>> proof = ((branch, [len(branch.nodes) - 1]),)
    >>> reason("contradiction", board, proof, (board.cell("r1c2"),), ())
    'r1c2=7 leads to a contradiction in 3 implications: 7 has no place left in box 7'
    >>> [(mark.cell.name, mark.digit, mark.role) for mark in marks(board, proof)]
    [('r1c2', 7, 'on')]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sudoku.step import Link, Mark, Step
from sudoku.strategies.forcing_proof import Branch
from sudoku.strategies.naked_subset import in_words

if TYPE_CHECKING:
    from sudoku.board import Board
    from sudoku.cell import Cell
    from sudoku.container import Container
    from sudoku.strategies.forcing_net import Net

Proof = tuple[tuple[Branch, list[int]], ...]
"""The branches of a step, each with the numbers of the implications it ends at."""


class ForcingStep(Step):
    """A step of a forcing chain: a step with the proof behind it.

    Attributes:
        proof: each branch of the step with the implications it ends at, as
            ``(Branch, [numbers])`` pairs.
    """

    def __init__(self, *args, proof: Proof = (), **kwargs):
        super().__init__(*args, **kwargs)
        self.proof = proof

    @classmethod
    def of(cls, name: str, kind: str, board: Board, proof: Proof,
           placements: tuple[tuple[int, int], ...], eliminations: tuple[tuple[int, int], ...],
           cells: tuple[Cell, ...] = (), containers: tuple[Container, ...] = ()) -> ForcingStep:
        """The step of ``proof``, with its sentence, marks and links.

        Args:
            name: the strategy's name.
            kind: its kind of chain, for the sentence (see ``reason``).
            board: the board the step is for.
            proof: the branches the step rests on.
            placements: what it places, as ``(cell index, digit)`` pairs.
            eliminations: what it strikes, the same way.
            cells: the cells of the pattern, on this board or on a net's (they
                become ``board``'s).
            containers: the containers of the pattern.
        """
        at = board.cells.__getitem__
        return cls(
            name, tuple((at(index), digit) for index, digit in placements),
            tuple((at(index), digit) for index, digit in eliminations),
            cells=tuple(at(cell.index) for cell in cells), containers=containers,
            reason=lambda: reason(kind, board, proof, cells, containers),
            marks=marks(board, proof), links=links(board, proof), proof=proof)

    def tree(self) -> str:
        """Every implication the step rests on, one a line, each under the one it follows from.

        One tree per branch, each starting at its assumption.
        """
        return "\n".join(branch.lines(ends) for branch, ends in self.proof)

    def __getstate__(self) -> dict:
        return {**super().__getstate__(), "proof": self.proof}


def reason(kind: str, board: Board, proof: Proof, cells: tuple[Cell, ...],
           containers: tuple[Container, ...]) -> str:
    """The words of a step of ``kind``: the assumptions, and where each branch ends.

    Args:
        kind: the kind of forcing chain (``"contradiction"``, ``"cell"``, ...).
        board: the board, for the names of cells and how digits are written.
        proof: the branches of the step.
        cells: the cells of the pattern (the cell of a cell chain).
        containers: its containers (the container of a container chain).
    """
    symbol = board.layout.symbol
    branches = [(_written(branch), _length(branch, ends)) for branch, ends in proof]
    if kind in ("contradiction", "nested"):
        (branch, ends), = proof
        last = branch.nodes[ends[0]].text.removesuffix(": contradiction")
        nested = sum(branch.nodes[number].inner is not None for number in branch.needed(ends))
        inside = f", {nested} of them by nested trials" if nested else ""
        return f"{branches[0][0]} leads to a contradiction {branches[0][1]}{inside}: {last}"
    ends = in_words([f"{written} {length}" for written, length in branches])
    them = "it" if len(proof[0][1]) == 1 else "them"
    if kind == "digit":
        return f"{branches[0][0]} and {branches[1][0]} both lead to {them}: {ends}"
    assumptions = [branch.assumption for branch, _ in proof]
    if kind == "cell":
        said = f"{cells[0].name} holds {_either([symbol(each.digit) for each in assumptions])}"
    else:
        places = _either([board.cells[each.cell].name for each in assumptions])
        said = f"{symbol(assumptions[0].digit)} goes in {places} of {containers[0].name}"
    return f"{said}, and each leads to {them}: {ends}"


def marks(board: Board, proof: Proof) -> tuple[Mark, ...]:
    """The assumptions of ``proof``: ``on`` for a candidate assumed true, ``off`` for false."""
    found = {}
    for branch, _ in proof:
        first = branch.assumption
        found.setdefault((first.cell, first.digit), "on" if first.is_on else "off")
    return tuple(Mark(board.cells[cell], digit, role) for (cell, digit), role in found.items())


def links(board: Board, proof: Proof) -> tuple[Link, ...]:
    """A link from each implication the step rests on to each that it is the parent of.

    Strong when the implication it leads to is a candidate found true, weak when false.
    """
    found = {}
    for branch, ends in proof:
        for number in sorted(branch.needed(ends)):
            node = branch.nodes[number]
            if node.causes and node.digit:
                parent = branch.nodes[max(node.causes)]
                if parent.digit:
                    found.setdefault(((parent.cell, parent.digit), (node.cell, node.digit)),
                                     node.is_on)
    at = board.cells.__getitem__
    return tuple(Link((at(one), first), (at(other), second), strong)
                 for ((one, first), (other, second)), strong in found.items())


def _written(branch: Branch) -> str:
    """The assumption of ``branch`` as a player writes it: ``r1c2=4`` or ``r1c2<>4``."""
    return branch.assumption.text.removesuffix(" (assumption)")


def _length(branch: Branch, ends: list[int]) -> str:
    """How far ``ends`` lie from the assumption: ``"in 5 implications"``, or ``"at once"``."""
    count = len(branch.needed(ends)) - 1
    return "at once" if not count else f"in {count} implication{'s' * (count != 1)}"


def _either(words: list[str]) -> str:
    """Words joined as alternatives: ``"3 or 7"``, ``"1, 4 or 9"``."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def results_of(net: Net, union: tuple[int, ...]) -> tuple[list, list]:
    """What every branch agrees on: placements, then eliminations that no placement implies."""
    placements, struck = [], []
    for cell, bits, start in zip(net.board.cells, union, net.base):
        if cell.digit or bits == start:
            continue
        if not bits & (bits - 1):
            placements.append((cell.index, bits.bit_length() - 1))
        else:
            struck.append((cell, start & ~bits))
    eliminations = []
    for cell, bits in struck:
        for digit in range(1, bits.bit_length()):
            if bits >> digit & 1 and not any(
                    placed == digit and cell.peer_bits >> index & 1
                    for index, placed in placements):
                eliminations.append((cell.index, digit))
    return placements, eliminations
