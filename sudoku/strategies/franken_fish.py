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
(a pointing in disguise).

It stays costly: on the positions of top95 where the human chain needs more
than the hard techniques, a call takes about 40 ms for a Franken X-Wing, 100
ms for a Swordfish and 190 ms for a Jellyfish, and a Mutant fish several times
that; the other links take a few milliseconds. So the classes are not in
``DEFAULT_CHAIN``: pass them to a solver, or join them as a plug-in.

Sudoku Explainer has no number for them. HoDoKu rates them above the almost
locked sets, and so do we, past the Death Blossom (7.5): a Franken fish is
7.6 for two containers a side, 7.7 for three and 7.8 for four; a Mutant fish
is 0.3 more. Like fish, they need rows, columns and boxes.

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
from typing import NamedTuple

from sudoku.bitsets import cells_of
from sudoku.layout import AREA_KINDS
from sudoku.step import Mark, Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.fish import SIZES
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.turbot_fish import has_lines_and_boxes

KINDS = {"franken": ("Franken", 7.6), "mutant": ("Mutant", 7.9)}
"""The first word of the name of each kind of fish, and the number of its smallest size."""

FAMILIES = {
    "franken": ((("row", "box"), ("column", "box")), (("column", "box"), ("row", "box"))),
    "mutant": ((("row", "column", "box"), ("row", "column", "box")),),
}
"""For each kind, the kinds of container its base and its cover may take, in search order."""

DESCRIPTIONS = {
    "franken": "A fish whose base and cover take boxes as well as lines: rows and boxes as "
               "the base, say, each of which must take the digit once, and as many columns "
               "and boxes as the cover, which hold every place of the base. The base's copies "
               "of the digit fill the cover, so the digit leaves the cover's other cells; a "
               "fin outside the cover spares only the cells that do not see it.",
    "mutant": "A fish whose base and cover mix rows, columns and boxes freely: each base "
              "container takes the digit once, and the cover containers, as many, hold every "
              "place of the base but the fins. The digit leaves every other cell of the cover "
              "that sees all the fins.",
}
"""What a player looks for in each kind, and why it works."""

NUDGES = {"franken": "look for a fish on one digit whose base or cover takes a box",
          "mutant": "look for a fish on one digit whose base or cover mixes rows and columns"}
"""What a hint says to look for in each kind."""


class Search(NamedTuple):
    """What the search for one target shares: see ``FrankenFish._find_on``."""

    digit: int
    holders: dict
    reach: dict
    target: object
    options: list


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
        self.description, self.nudge = DESCRIPTIONS[kind], NUDGES[kind]

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has rows, columns and boxes."""
        return has_lines_and_boxes(layout)

    def find(self, board):
        """The first fish of this kind that strikes out a candidate, as a step, or ``None``.

        Digits go in ascending order, then the families of the kind, the bases
        in container order, and the covers as the search builds them.
        """
        if not self.holds_for(board.layout):
            return None
        for digit in board.digits:
            self.deadline.check()
            spots = 0  # every place of the digit
            for container in board.containers:
                spots |= container.place_bits[digit]
            for base_kinds, cover_kinds in FAMILIES[self.kind]:
                step = self._find_on(board, digit, spots, base_kinds, cover_kinds)
                if step is not None:
                    return step
        return None

    def _find_on(self, board, digit, spots, base_kinds, cover_kinds):
        """The first fish on ``digit`` whose base and cover take these kinds of container.

        The search works back from a cell to strike, the *target*, as the finned
        fish's does: every base place the target does not see must lie in the
        cover, and so must the target. So a base grows one container at a time
        only while ``size`` containers may still cover what the target misses.
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
        for target in cells_of(spots, cells):
            self.deadline.check()
            seen = target.peer_bits
            options = [(house, places, places & ~seen) for house, places in houses
                       if not places & target.bit]
            search = Search(digit, holders, reach, target, options)
            found = self._grow(search, 0, [], 0, 0, target.bit, (1, reach[target.index]))
            if found is not None:
                base, cover, places, endo = found
                return self._step(board, digit, base, cover, places, endo, spots)
        return None

    def _grow(self, search, start, base, places, endo, must, bound):
        """The first fish whose base is ``base`` and more of ``search.options`` from
        ``start`` on, as ``(base, cover, places, endo)``, or ``None``.

        ``places`` are the base's places, ``endo`` those in two of its
        containers, ``must`` the cells the cover must hold, and ``bound`` how
        many containers they need at least, with the cells those can reach
        (see ``needs``).
        """
        if len(base) == self.size:
            cover = self._cover(search.holders, base, must, places & ~endo, [])
            if cover is not None and self._is_new(base, cover) and all_held(search.digit, base, cover, endo):
                return list(base), cover, places, endo
            return None
        options, seen = search.options, search.target.peer_bits
        for index in range(start, len(options) - (self.size - len(base)) + 1):
            house, held, unseen = options[index]
            shared = places & held
            if shared & ~seen:
                continue  # an endo fin the target does not see
            more = needs(unseen & ~must, search.reach, bound, self.size)
            if more is None:
                continue
            base.append(house)
            found = self._grow(search, index + 1, base, places | held, endo | shared,
                               must | unseen, more)
            base.pop()
            if found is not None:
                return found
        return None

    def _cover(self, holders, base, must, places, cover):
        """``size`` containers that hold the cells ``must`` (a mask), as a list, or ``None``.

        ``holders`` gives, for each place, the containers that may cover it, with
        their places, those of ``base`` aside. Each cell of ``must`` is covered in turn by one of them;
        once ``must`` is covered, the rest of the cover takes the other base
        ``places`` it can, and leaves the others as fins.
        """
        if len(cover) == self.size:
            return list(cover) if not must else None
        rest = must or places
        if not rest:
            return None
        low = rest & -rest
        for house, held in holders[low.bit_length() - 1]:
            if house not in cover and house not in base:
                cover.append(house)
                found = self._cover(holders, base, must & ~held, places & ~held, cover)
                cover.pop()
                if found is not None:
                    return found
        if not must:  # a base place left out of the cover is a fin
            return self._cover(holders, base, must, places & ~low, cover)
        return None

    def _is_new(self, base, cover) -> bool:
        """Whether the fish is of this kind: a box on one side, and no easier fish."""
        kinds = {kind_of(house) for house in (*base, *cover)}
        if "box" not in kinds:
            return False  # a plain or finned fish, or a mutant without a box
        if self.kind == "franken":
            return True
        base_kinds, cover_kinds = ({kind_of(house) for house in side} for side in (base, cover))
        # A mutant that is no Franken fish: rows and columns on one side.
        return {"row", "column"} <= base_kinds or {"row", "column"} <= cover_kinds

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


def needs(cells: int, reach: dict, bound: tuple[int, int], most: int):
    """``bound`` grown by the ``cells`` (a mask), or ``None`` past ``most`` containers.

    A bound is ``(count, reached)``: ``count`` cells out of each other's reach,
    each of which needs a container of its own, and ``reached`` the cells the
    containers that may cover them hold (``reach`` gives those of each cell).
    """
    count, reached = bound
    while cells:
        low = cells & -cells
        cells ^= low
        if not low & reached:
            count += 1
            if count > most:
                return None
            reached |= reach[low.bit_length() - 1]
    return count, reached


def all_held(digit: int, base, cover, endo: int) -> bool:
    """Whether each container of ``base`` keeps a place of ``digit`` in the ``cover`` that is
    no endo fin.

    A base container made of fins alone would make the fish a mere pointing or
    claiming, which easier links find.
    """
    covered = 0
    for house in cover:
        covered |= house.cell_bits
    return all(house.place_bits[digit] & covered & ~endo for house in base)


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


def kind_of(house) -> str:
    """``"row"``, ``"column"`` or ``"box"`` (any area kind counts as a box)."""
    return "box" if house.kind in AREA_KINDS else house.kind
