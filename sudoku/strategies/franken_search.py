"""The search of a Franken or Mutant fish: a base grown a container at a time, then its cover.

TL;DR: from a cell to strike, the *target*, ``grow_base`` grows a base of containers
that hold the digit, while ``needs`` says the cover can still hold what the target does
not see; ``find_cover`` then covers the base's places, lowest first, and what is left
out is a fin. ``is_of_kind`` and ``all_held`` leave out the fish that easier links find.

Role: the search of the strategy [`FrankenFish`][sudoku.strategies.franken_fish.FrankenFish],
which tries each target in turn and makes the step (the module
``sudoku.strategies.franken_fish`` says why the search works back from a target). See
the docs page *Reference / sudoku.strategies*, under *Shared by the Franken and Mutant fish*.
"""

from __future__ import annotations

from typing import NamedTuple

from sudoku.layout import AREA_KINDS


class Search(NamedTuple):
    """What the search for one target shares: see ``FrankenFish._find_on``.

    Attributes:
        digit: the digit of the fish.
        holders: for each place of the digit (by cell index), the containers that may
            cover it, with their places.
        reach: for each place, the cells of those containers, as a mask.
        target: the cell to strike.
        options: the base containers the target allows, in order, each with its places
            and the places the target does not see.
        size: the containers of the base, and of the cover.
        kind: ``"franken"`` or ``"mutant"``.
    """

    digit: int
    holders: dict
    reach: dict
    target: object
    options: list
    size: int
    kind: str


def grow_base(search, start, base, places, endo, must, bound):
    """The first fish whose base is ``base`` and more of ``search.options`` from
    ``start`` on, as ``(base, cover, places, endo)``, or ``None``.

    ``places`` are the base's places, ``endo`` those in two of its
    containers, ``must`` the cells the cover must hold, and ``bound`` how
    many containers they need at least, with the cells those can reach
    (see ``needs``).
    """
    if len(base) == search.size:
        cover = find_cover(search.holders, base, must, places & ~endo, [], search.size)
        if cover is not None and is_of_kind(search.kind, base, cover) \
                and all_held(search.digit, base, cover, endo):
            return list(base), cover, places, endo
        return None
    options, seen = search.options, search.target.peer_bits
    for index in range(start, len(options) - (search.size - len(base)) + 1):
        house, held, unseen = options[index]
        shared = places & held
        if shared & ~seen:
            continue  # an endo fin the target does not see
        more = needs(unseen & ~must, search.reach, bound, search.size)
        if more is None:
            continue
        base.append(house)
        found = grow_base(search, index + 1, base, places | held, endo | shared,
                          must | unseen, more)
        base.pop()
        if found is not None:
            return found
    return None


def find_cover(holders, base, must, places, cover, size):
    """``size`` containers that hold the cells ``must`` (a mask), as a list, or ``None``.

    ``holders`` gives, for each place, the containers that may cover it, with
    their places, those of ``base`` aside. Each cell of ``must`` is covered in turn by one of them;
    once ``must`` is covered, the rest of the cover takes the other base
    ``places`` it can, and leaves the others as fins.
    """
    if len(cover) == size:
        return list(cover) if not must else None
    rest = must or places
    if not rest:
        return None
    low = rest & -rest
    for house, held in holders[low.bit_length() - 1]:
        if house not in cover and house not in base:
            cover.append(house)
            found = find_cover(holders, base, must & ~held, places & ~held, cover, size)
            cover.pop()
            if found is not None:
                return found
    if not must:  # a base place left out of the cover is a fin
        return find_cover(holders, base, must, places & ~low, cover, size)
    return None


def is_of_kind(kind, base, cover) -> bool:
    """Whether the fish is of ``kind``: a box on one side, and no easier fish."""
    kinds = {kind_of(house) for house in (*base, *cover)}
    if "box" not in kinds:
        return False  # a plain or finned fish, or a mutant without a box
    if kind == "franken":
        return True
    base_kinds, cover_kinds = ({kind_of(house) for house in side} for side in (base, cover))
    # A mutant that is no Franken fish: rows and columns on one side.
    return {"row", "column"} <= base_kinds or {"row", "column"} <= cover_kinds


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


def kind_of(house) -> str:
    """``"row"``, ``"column"`` or ``"box"`` (any area kind counts as a box)."""
    return "box" if house.kind in AREA_KINDS else house.kind
