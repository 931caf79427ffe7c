"""Franken and Mutant fish: fish whose base and cover mix rows, columns and boxes.

A fish needs no more than this: ``size`` *base* containers, each of which
must take the digit once, and ``size`` *cover* containers, each of which takes
it at most once. If every place of the digit in the base lies in the cover,
the base's ``size`` copies fill the cover, one copy each, and the digit leaves
the cover's other cells. A base place in two covers would use up two of them,
so it cannot hold the digit either (players call that *cannibalism*). Base
containers that overlap make the places they share *endo fins*: one copy
there would serve two base containers.

Rows and columns make the plain fish ([`Fish`][sudoku.strategies.fish.Fish]).
A *Franken* fish adds boxes: rows and boxes as the base, columns and boxes as
the cover, or the other way round. A *Mutant* fish takes any mix. As with
[`FinnedFish`][sudoku.strategies.finned_fish.FinnedFish], a base place outside
the cover is a *fin*: if a fin takes the digit, it clears what it sees, so
only the cells that see every fin (and every endo fin) lose the digit. One
class finds them with fins and without.

The search works back from a cell to strike, the *target*, as the finned
fish's does. The target sees every fin, so each base place it does not see
lies in the cover, and so does the target itself. A base grows one container
at a time (containers with two places or more), and only while ``size``
containers may still hold those places: places out of reach of each other's
covering containers need one container each, a bound that prunes most bases
early. The cover is then built place by place, lowest first, each place
covered by one of its own containers. A fish without a box, or a Mutant
without a row and a column on one side, is a plain or Franken fish that other
links find, so it is skipped, and so is a base container made of fins alone
(a pointing in disguise). That search is in ``sudoku.strategies.franken_search``;
this module holds the strategy, and its step.

Which targets are worth that search? A fish reads nothing but the places of
its digit, so a candidate it strikes is one that no *template* of the digit
uses (see ``sudoku.strategies.templates``): no way to place the digit once in
every row, column and box goes through it. Counting the templates takes a
fraction of a millisecond, and most positions that get this far in the chain
leave no such candidate (103 of the 107 where the chain asks them on top95), so
most calls end there; the others search from those few targets alone. On those
positions a call went from 25 to 520 ms (Franken X-Wing to Mutant Jellyfish) to
0.1 to 0.4 ms, with the same step found at every one of them. So all six are in
``DEFAULT_CHAIN``, after the almost locked sets and before the templates
themselves. Without templates (on other shapes than the classic grid) every
place would be a target, and a call would cost what it did: so the classes
hold only where templates do.

Sudoku Explainer has no number for them. HoDoKu rates them above the almost
locked sets, and so do we, past the Death Blossom (7.5): a Franken fish is
7.6 for two containers a side, 7.7 for three and 7.8 for four; a Mutant fish
is 0.3 more. They need the nine rows, columns and 3x3 boxes of the classic grid.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # the digits of a position of a human solve of top95 #22
    ...     "..247..58..............1.4.....2...952819.4....9...1252......3.3....75.2685..2...")
    >>> print(FrankenFish(3).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c1<>1, r2c2<>1, r2c3<>1: Franken Swordfish, on 1: rows 1 and 4 and box 7 hold 1 only in
    columns 1, 2 and 3, so 1 leaves the other cells of the cover
    >>> print(FrankenFish(2).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c1<>1: Franken X-Wing, on 1: rows 1 and 4 hold 1 only in column 1 and box 4 but for the
    fin r1c2, so 1 leaves the cells of the cover that see it
"""

from __future__ import annotations

import functools
import operator

from sudoku.bitsets import cells_of
from sudoku.step import Mark, Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.fish import SIZES
from sudoku.strategies.franken_search import Search, grow_base, kind_of
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.templates import Template, allowed_cells, spread_of
from sudoku.strategies.turbot_fish import has_lines_and_boxes

KINDS = {"franken": ("Franken", 7.6), "mutant": ("Mutant", 7.9)}
"""The first word of the name of each kind of fish, and the number of its smallest size."""

FAMILIES = {
    "franken": ((("row", "box"), ("column", "box")), (("column", "box"), ("row", "box"))),
    "mutant": ((("row", "column", "box"), ("row", "column", "box")),),
}
"""For each kind, the kinds of container its base and its cover may take, in search order."""

DESCRIPTIONS = {
    "franken": "A fish of {n} containers a side whose base and cover take boxes as well as "
               "lines: {n} rows and boxes as the base, say, each of which must take the digit "
               "once, and {n} columns and boxes as the cover, which hold every place of the "
               "base. The base's copies of the digit fill the cover, so the digit leaves the "
               "cover's other cells; a fin outside the cover spares only the cells that do not "
               "see it.",
    "mutant": "A fish of {n} containers a side whose base and cover mix rows, columns and "
              "boxes freely: each base container takes the digit once, and the {n} cover "
              "containers hold every place of the base but the fins. The digit leaves every "
              "other cell of the cover that sees all the fins.",
}
"""What a player looks for in each kind, and why it works (``{n}``: the size in words)."""

EXAMPLE_SEED = 4
"""A generated puzzle with a fish of each kind and size at one of its positions (the
chain takes easier steps there: the catalogue asks the fish itself, see ``sudoku.catalogue``)."""

NUDGES = {"franken": "look for a fish on one digit whose base or cover takes a box",
          "mutant": "look for a fish on one digit whose base or cover mixes rows and columns"}
"""What a hint says to look for in each kind."""


class FrankenFish(Strategy):
    """Strike a digit out of the cover of a fish that mixes rows, columns and boxes.

    Args:
        size: the containers of the base, 2, 3 or 4.
        kind: ``"franken"`` (lines of one kind and boxes each side) or ``"mutant"``.
    """

    def __init__(self, size: int = 2, kind: str = "franken"):
        super().__init__()
        if size not in SIZES or kind not in KINDS:
            raise ValueError(f"a Franken or Mutant fish has size 2, 3 or 4 and kind "
                             f"'franken' or 'mutant', not {size!r} and {kind!r}")
        self.size, self.kind = size, kind
        word, smallest = KINDS[kind]
        self.name = f"{word} {SIZES[size][0]}"
        self.difficulty = round(smallest + (size - 2) / 10, 1)
        self.description = DESCRIPTIONS[kind].format(n=("two", "three", "four")[size - 2])
        self.nudge = NUDGES[kind]
        self.example_seed = EXAMPLE_SEED

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has the rows, columns and 3x3 boxes of the classic grid (where
        templates tell the search where to look)."""
        return has_lines_and_boxes(layout) and Template().holds_for(layout)

    def find(self, board):
        """The first fish of this kind that strikes out a candidate, as a step, or ``None``.

        Digits go in ascending order, then the families of the kind, the targets
        in cell order, the bases in container order, and the covers as the
        search builds them.
        """
        return next(self.find_all(board), None)

    def find_all(self, board):
        """Every fish of this kind, in the order ``find`` tries them: the first one found
        from each target, each fish once (one may be found again from another target)."""
        if not self.holds_for(board.layout):
            return
        allowed = allowed_cells(board)
        listed = set()
        for digit in board.digits:
            self.deadline.check()
            spots = board.place_bits(digit)  # every place of the digit
            # A fish reads the places of its digit alone, so whatever it strikes, no
            # template of the digit uses: the templates say where to look, if anywhere.
            targets = spots & ~spread_of(allowed[digit - 1]).used
            if not targets:
                continue
            for base_kinds, cover_kinds in FAMILIES[self.kind]:
                for step in self._fish_on(board, digit, spots, targets, base_kinds, cover_kinds):
                    key = (step.eliminations, step.cells)
                    if key not in listed:
                        listed.add(key)
                        yield step

    def _fish_on(self, board, digit, spots, targets, base_kinds, cover_kinds):
        """The first fish on ``digit`` from each target, whose base and cover take these kinds
        of container.

        The search works back from a cell to strike, the *target*, as the finned
        fish's does: every base place the target does not see must lie in the
        cover, and so must the target. So a base grows one container at a time
        only while ``size`` containers may still cover what the target misses.
        ``spots`` are the places of the digit, ``targets`` those worth a search.
        """
        cells = board.cells
        houses = [(house, house.place_bits[digit]) for house in board.containers
                  if kind_of(house) in base_kinds and house.place_bits[digit].bit_count() >= 2]
        # For each place of the digit, the containers that may cover it, with their places,
        # and the cells of those containers: two places out of each other's reach need
        # two containers, which bounds the cover from below.
        holders = {cell.index: [(house, house.place_bits[digit]) for house in cell.containers
                                if kind_of(house) in cover_kinds]
                   for cell in cells_of(spots, cells)}
        reach = {index: functools.reduce(operator.or_, (house.cell_bits for house, _ in each), 0)
                 for index, each in holders.items()}
        for target in cells_of(targets, cells):
            self.deadline.check()
            seen = target.peer_bits
            options = [(house, places, places & ~seen) for house, places in houses
                       if not places & target.bit]
            search = Search(digit, holders, reach, target, options, self.size, self.kind)
            found = grow_base(search, 0, [], 0, 0, target.bit, (1, reach[target.index]))
            if found is not None:
                base, cover, places, endo = found
                yield self._step(board, digit, base, cover, places, endo, spots)

    def _step(self, board, digit, base, cover, places, endo, spots):
        """The step of the fish on ``base`` and ``cover``; ``places`` are the base's places,
        ``endo`` those in two base containers, ``spots`` every place of the digit."""
        cells = board.cells
        covered = twice = 0
        for house in cover:
            twice |= covered & house.place_bits[digit]
            covered |= house.place_bits[digit]
        fins = places & ~covered | endo
        seen = spots
        for cell in cells_of(fins, cells):
            seen &= cell.peer_bits
        # The cover's cells outside the base, and the base's cells in two covers.
        struck = (covered & ~places | twice & places & ~fins) & seen
        in_cover = covered & ~places & ~struck
        marks = tuple(Mark(cell, digit, role) for mask, role in
                      ((places & ~fins, "base"), (fins, "fin"), (in_cover, "cover"))
                      for cell in cells_of(mask, cells))
        symbol = board.layout.symbol(digit)

        def reason() -> str:
            fin_cells = cells_of(fins, cells)
            but = (f" but for the fin{'s' if len(fin_cells) > 1 else ''} "
                   f"{in_words(cell.name for cell in fin_cells)}" if fin_cells else "")
            whom = (f"the cells of the cover that see {'them all' if len(fin_cells) > 1 else 'it'}"
                    if fin_cells else "the other cells of the cover")
            return (f"on {symbol}: {grouped(base)} hold {symbol} "
                    f"only in {grouped(cover)}{but}, so {symbol} "
                    f"leaves {whom}")

        return Step(self.name,
                    eliminations=tuple((cell, digit) for cell in cells_of(struck, cells)),
                    cells=tuple(cells_of(places, cells)), containers=(*base, *cover),
                    marks=marks, reason=reason)

    def __repr__(self) -> str:
        return f"FrankenFish({self.size}, {self.kind!r})"


def grouped(houses) -> str:
    """Containers in words, grouped by kind in order: ``"rows 1, 6 and 9 and boxes 2 and 5"``."""
    groups: dict[str, list] = {}
    for house in sorted(houses, key=lambda each: each.index):
        groups.setdefault(house.kind, []).append(house)
    words = []
    for kind, group in groups.items():
        labels = [house.name.removeprefix(f"{kind} ") for house in group]
        plural = f"{kind}es" if kind.endswith("x") else f"{kind}s"
        words.append(f"{plural} {in_words(labels)}" if len(group) > 1 else group[0].name)
    return in_words(words)

