"""How far the sets of an ALS-XY-Chain reach: link by link, near new sets, and at its ends.

TL;DR: three questions the chain's searches ask the
[`SetIndex`][sudoku.strategies.als_index.SetIndex] (``found``), each a function of
masks of sets: ``layers_from`` gives the sets a chain reaches link by link, ``sets_near``
the sets up to a few links from some sets (the new ones), and ``striking_ends`` the sets
that strike a digit together with a first set.

Role: the pieces of the searches of
[`AlsXyChain`][sudoku.strategies.als_xy_chain.AlsXyChain] that need nothing of the
strategy but the index (the module ``sudoku.strategies.als_xy_chain`` says how its
``find`` and its ``find_all`` search). See the docs page *Reference / sudoku.strategies*,
under *Parts of one strategy*.
"""

from __future__ import annotations

from sudoku.strategies.als_sets import members


def layers_from(found, joined, link, most):
    """The sets a chain of up to ``most`` sets reaches link by link from its first set,
    whose partners by ``link`` are ``joined``: for each count of links, ``{the last link's
    digit: sets}``.

    From the third link on, a set reached with a digit is kept only the first time:
    the ways on from it are the same, and known by then. The first two layers are
    not counted in that: a set they reach ends an ALS-XZ or an ALS-XY-Wing, not a
    chain, and reached again at the third link it may end a chain of four sets.
    """
    layers, reached = [{link: joined}], {}
    while len(layers) < most - 1:
        grown: dict[int, int] = {}
        for before, sets in layers[-1].items():
            for number in members(sets):
                for digit, partners in found.partners(number, overlap=True).items():
                    if digit != before:
                        grown[digit] = grown.get(digit, 0) | partners
        if len(layers) >= 2:
            for digit, sets in grown.items():
                grown[digit] = sets & ~reached.get(digit, 0)
                reached[digit] = reached.get(digit, 0) | sets
        layers.append({digit: sets for digit, sets in grown.items() if sets})
    return layers


def sets_near(found, sets, most):
    """``sets``, then the sets up to one link from one of them, two links, ... ``most``."""
    near, frontier = [sets], sets
    for _ in range(most):
        grown = near[-1]
        for number in members(frontier):
            grown |= found.linked(number)
        frontier = grown & ~near[-1]
        near.append(grown)
    return near


def striking_ends(found, first, opening, closing):
    """The sets that strike a digit with set ``first`` that neither link's digit is."""
    ends = 0
    for digit, sets in found.meetings(first).items():
        if digit != opening and digit != closing:
            ends |= sets
    return ends
