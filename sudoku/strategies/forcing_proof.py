"""The proof of a forcing chain: each implication of a trial, and the ones it follows from.

TL;DR: a trial of a forcing net (``sudoku.strategies.forcing_net``) writes the
board through a [`Record`][sudoku.strategies.forcing_proof.Record], which notes
every consequence as an [`Implication`][sudoku.strategies.forcing_proof.Implication]
and why it holds: a peer of a placed digit loses it, a cell's last candidate is
placed because its other candidates went (the implications that struck them are
its *causes*), a digit's last place in a container is placed because its other
places went. So a trial leaves a [`Branch`][sudoku.strategies.forcing_proof.Branch]:
a tree of implications rooted at the assumption, each under its *parent*, the
latest of its causes. A step prints only what its ends rest on.

A nested trial (a candidate struck because assuming it breaks the board inside
the trial) has a branch of its own, whose causes may lie in the outer branch:
those are its *premises*. A trial nested two deep has premises in the branch
around it, which may rest on the branch around that one in turn.

See the docs page *Reference / sudoku.strategies*, under *Shared by the forcing chains*.

Examples:
    >>> nodes = [Implication(0, "r1c1=5 (assumption)", 0, 5, True, ()),
    ...          Implication(1, "r1c2<>5 (row 1)", 1, 5, False, (0,)),
    ...          Implication(2, "r1c2=7 (naked single)", 1, 7, True, (1,)),
    ...          Implication(3, "r1c3<>5 (row 1)", 2, 5, False, (0,))]
    >>> print(Branch(nodes, False).lines([2]))
    r1c1=5 (assumption)
      -> r1c2<>5 (row 1)
        -> r1c2=7 (naked single)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from sudoku.bitsets import indices_of
from sudoku.strategies.fish_steps import listing

if TYPE_CHECKING:
    from sudoku.cell import Cell
    from sudoku.step import Step
    from sudoku.strategies.forcing_net import Net


class Implication(NamedTuple):
    """One consequence in a branch: a candidate found true or false, or a contradiction.

    Attributes:
        number: its place in the branch (the assumption is 0).
        text: how a player writes it, with why: ``"r3c5=4 (hidden single in column 5)"``.
        cell: the index of its cell (-1 for a contradiction in a container).
        digit: its digit (0 for a contradiction).
        is_on: whether the candidate is true (placed) rather than false (struck).
        causes: the numbers of the implications of the branch it follows from; the
            latest is its parent.
        premises: in a nested branch, the implications of the outer branch it follows
            from too: their numbers there, and ``-1 - n`` for the ``n`` of the branch
            around that one (where trials nest two deep).
        inner: for a candidate struck by a nested trial, that trial's branch.
    """

    number: int
    text: str
    cell: int
    digit: int
    is_on: bool
    causes: tuple[int, ...]
    premises: tuple[int, ...] = ()
    inner: Branch | None = None


class Branch:
    """The record of one trial: every implication, each with the ones it follows from.

    Attributes:
        nodes: the implications in the order they were found, the assumption first.
        is_broken: whether the branch ended in a contradiction (then its last node).
    """

    def __init__(self, nodes: list[Implication], is_broken: bool):
        self.nodes, self.is_broken = nodes, is_broken

    @property
    def assumption(self) -> Implication:
        """The implication the branch starts from."""
        return self.nodes[0]

    def end(self, cell: int, digit: int, is_on: bool) -> int:
        """The number of the implication that makes ``digit`` in cell ``cell`` true (or false).

        A candidate is false when it is struck, or when its cell takes another digit.
        """
        for node in self.nodes:
            if node.cell == cell and node.digit and (
                    node.digit == digit and node.is_on == is_on or node.is_on and not is_on):
                return node.number
        raise ValueError(f"the branch does not lead to cell {cell}, digit {digit}")

    def needed(self, ends: list[int]) -> set[int]:
        """The numbers of ``ends`` and of every implication they follow from, near or far."""
        kept, todo = set(), list(ends)
        while todo:
            number = todo.pop()
            if number not in kept:
                kept.add(number)
                todo.extend(self.nodes[number].causes)
        return kept

    def lines(self, ends: list[int]) -> str:
        """The implications that ``ends`` rest on, as an indented tree, one line each.

        Each implication stands under its parent, two spaces in, after an arrow;
        the other implications it follows from are in the tree too, higher up
        wherever the tree allows it (siblings are ordered so that a branch comes
        after the branches it uses). A nested trial stands under the candidate it
        strikes, its lines marked ``|``.
        """
        kept = self.needed(ends)
        children: dict[int, list[int]] = {}
        for number in sorted(kept):
            causes = self.nodes[number].causes
            children.setdefault(max(causes) if causes else -1, []).append(number)
        for parent, siblings in children.items():
            children[parent] = self._in_order(siblings, children)
        lines, todo = [], [(number, 0) for number in reversed(children.get(-1, []))]
        while todo:
            number, depth = todo.pop()
            node = self.nodes[number]
            lines.append(f"{'  ' * depth}{'-> ' if depth else ''}{node.text}")
            if node.inner is not None:
                inner, inner_ends = node.inner
                lines += [f"{'  ' * (depth + 2)}| {line}"
                          for line in inner.lines(inner_ends).splitlines()]
            todo.extend((child, depth + 1) for child in reversed(children.get(number, [])))
        return "\n".join(lines)

    def _in_order(self, siblings: list[int], children: dict[int, list[int]]) -> list[int]:
        """``siblings`` ordered so that each comes after those whose branches its branch uses."""
        if len(siblings) < 2:
            return siblings
        under: dict[int, set[int]] = {}
        for sibling in siblings:
            branch, todo = set(), [sibling]
            while todo:
                number = todo.pop()
                branch.add(number)
                todo.extend(children.get(number, ()))
            under[sibling] = branch
        uses = {sibling: {other for other in siblings if other != sibling and any(
                    cause in under[other] for number in under[sibling]
                    for cause in self.nodes[number].causes)}
                for sibling in siblings}
        ordered: list[int] = []
        while len(ordered) < len(siblings):
            left = [sibling for sibling in siblings if sibling not in ordered]
            ready = [sibling for sibling in left if uses[sibling] <= set(ordered)]
            ordered.append((ready or left)[0])
        return ordered


_SIZES = {2: "pair", 3: "triple", 4: "quad"}
"""A subset's word by its size."""


class Outer(NamedTuple):
    """A cause in the branch around a nested one: the implication ``number`` there (``-1 - n``
    for the ``n`` of the branch around that one, where trials nest two deep)."""

    number: int


class Record:
    """Writes a trial through a net's board, noting each implication and its causes.

    Args:
        net: the net whose scratch board the trial writes (its ``board``, ``base``
            and ``base_places`` are read).
        outer: for a nested trial, the record of the trial it is nested in.

    Attributes:
        nodes: the implications noted so far.
    """

    def __init__(self, net: Net, outer: Record | None = None):
        self.net, self.board, self.outer = net, net.board, outer
        self.symbol = net.board.layout.symbol
        self.nodes: list[Implication] = []
        self._on: dict[int, int] = {}  # cell index: the implication that placed it
        self._off: dict[tuple[int, int], int] = {}  # (cell index, digit): the one that struck it

    def branch(self) -> Branch:
        """The branch noted: broken if its last implication is a contradiction."""
        return Branch(self.nodes, bool(self.nodes) and not self.nodes[-1].digit)

    def assume(self, cell: Cell, digit: int, is_on: bool) -> None:
        """Place ``digit`` in ``cell`` (``is_on``) or strike it, as the trial's assumption."""
        if is_on:
            self._place(cell, digit, "assumption", ())
        else:
            self._strike(cell, digit, "assumption", ())

    def naked_single(self, cell: Cell, digit: int) -> None:
        """Place the last candidate of ``cell``: its other candidates of the base went."""
        others = self.net.base[cell.index] & ~(1 << digit)
        self._place(cell, digit, "naked single",
                    [self._gone(cell.index, other) for other in indices_of(others)])

    def hidden_single(self, cell: Cell, digit: int, container) -> None:
        """Place ``digit`` in its last place in ``container``: its other places went."""
        self._place(cell, digit, f"hidden single in {container.name}",
                    self._places_gone(container.index, digit, keep=cell.bit))

    def locked(self, step: Step) -> None:
        """Strike what a step of pointing or claiming strikes: the digit's other places went."""
        area, line = step.containers
        digit = step.eliminations[0][1]
        causes = self._places_gone(area.index, digit, keep=line.cell_bits)
        why = f"in {area.name}, {self.symbol(digit)} can only go in {line.name}"
        for cell, struck in step.eliminations:
            self._strike(cell, struck, why, causes)

    def pattern(self, step: Step) -> None:
        """Strike what a subset or a fish strikes (a trial of the *plus* level takes them).

        What the strike rests on is what makes the pattern: for a naked subset,
        the other candidates of its cells gone; for a hidden one, the other places
        of its digits in its container gone; for a fish, the places of its digit in
        its base lines outside its cover lines gone.
        """
        cells = step.cells
        mask = sum(cell.bit for cell in cells)
        if step.strategy.startswith("naked"):
            digits = 0
            for cell in cells:
                digits |= cell.candidate_bits
            causes = [self._gone(cell.index, other) for cell in cells
                      for other in indices_of(self.net.base[cell.index] & ~digits)]
            why = (f"naked {_SIZES[len(cells)]} of "
                   f"{', '.join(self.symbol(digit) for digit in indices_of(digits))} in "
                   f"{', '.join(cell.name for cell in cells)}")
        elif step.strategy.startswith("hidden"):
            container = step.containers[0]
            digits = [digit for digit in self.board.digits
                      if container.place_bits[digit] and not container.place_bits[digit] & ~mask]
            causes = [cause for digit in digits
                      for cause in self._places_gone(container.index, digit, keep=mask)]
            why = (f"hidden {_SIZES[len(cells)]} of "
                   f"{', '.join(self.symbol(digit) for digit in digits)} in {container.name}")
        else:  # a fish: its base lines, then as many cover lines
            digit, size = step.eliminations[0][1], len(step.containers) // 2
            covered = 0
            for line in step.containers[size:]:
                covered |= line.cell_bits
            causes = [cause for line in step.containers[:size]
                      for cause in self._places_gone(line.index, digit, keep=covered)]
            why = f"{step.strategy} of {self.symbol(digit)} in {listing(step.containers[:size])}"
        for cell, struck in step.eliminations:
            self._strike(cell, struck, why, causes)

    def refuted(self, cell: Cell, digit: int, inner: Branch) -> None:
        """Strike ``digit`` from ``cell``, as the nested trial ``inner`` of it broke the board.

        The strike rests on the premises of the inner branch: implications of this
        branch, or (below 0) of the one around it, as ``_add`` reads its causes.
        """
        end = len(inner.nodes) - 1
        premises = {premise if premise >= 0 else Outer(-1 - premise)
                    for number in inner.needed([end]) for premise in inner.nodes[number].premises}
        written = f"{cell.name}={self.symbol(digit)}"
        self._strike(cell, digit, f"nested: {written} leads to a contradiction", premises,
                     inner=(inner, [end]))

    def contradiction(self) -> None:
        """Note what broke: a cell with no candidate left, or a digit with no place in a container."""
        board = self.board
        if board.dead_cells:
            cell = min(board.dead_cells)
            causes = [self._gone(cell.index, digit) for digit in indices_of(self.net.base[cell.index])]
            self._add(f"{cell.name} has no candidate left: contradiction", cell.index, 0, False,
                      causes)
            return
        index, digit = min(board.dead_places)
        self._add(f"{self.symbol(digit)} has no place left in {board.containers[index].name}: "
                  f"contradiction", -1, 0, False, self._places_gone(index, digit))

    # -- the writes, and what they rest on ------------------------------------------------

    def _add(self, text: str, cell: int, digit: int, is_on: bool, causes, inner=None) -> int:
        """Note an implication; its causes are numbers of this branch, or ``Outer`` ones."""
        number = len(self.nodes)
        own = tuple(sorted({cause for cause in causes if not isinstance(cause, Outer)}))
        outer = tuple(sorted({cause.number for cause in causes if isinstance(cause, Outer)}))
        self.nodes.append(Implication(number, text, cell, digit, is_on, own, outer, inner))
        return number

    def _gone(self, index: int, digit: int) -> int | Outer:
        """The implication that took ``digit`` away from the cell ``index``: its number in
        this branch, or, for a nested trial resting on the trial around it, ``Outer``."""
        found = self._on.get(index, self._off.get((index, digit)))
        if found is None:  # a nested trial rests on its outer trial here
            return Outer(self.outer._named(index, digit))
        return found

    def _named(self, index: int, digit: int) -> int:
        """The implication of ``_gone`` as a premise names it: its number in this branch,
        or ``-1 - n`` for the ``n`` of the branch around this one."""
        found = self._gone(index, digit)
        return found if isinstance(found, int) else -1 - found.number

    def _places_gone(self, container: int, digit: int, keep: int = 0) -> list[int | Outer]:
        """The implications that took a digit's places of the base in a container, but ``keep``."""
        bits = self.net.base_places[container][digit] & ~keep
        return [self._gone(index, digit) for index in indices_of(bits)]

    def _place(self, cell: Cell, digit: int, why: str, causes) -> None:
        number = self._add(f"{cell.name}={self.symbol(digit)} ({why})", cell.index, digit, True,
                           causes)
        self._on[cell.index] = number
        losing = [(container, container.place_bits[digit] & ~cell.bit)
                  for container in cell.containers]
        self.board.place(cell, digit)
        done = 0
        for container, bits in losing:
            for index in indices_of(bits & ~done):
                self._off[(index, digit)] = self._add(
                    f"{self.board.cells[index].name}<>{self.symbol(digit)} ({container.name})",
                    index, digit, False, (number,))
            done |= bits

    def _strike(self, cell: Cell, digit: int, why: str, causes, inner=None) -> None:
        if self.board.eliminate(cell, digit):
            self._off[(cell.index, digit)] = self._add(
                f"{cell.name}<>{self.symbol(digit)} ({why})", cell.index, digit, False, causes,
                inner)

