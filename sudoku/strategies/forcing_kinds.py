"""The kinds of forcing chain as data: each one's name, number and words, and what it assumes.

TL;DR: one class, [`ForcingChain`][sudoku.strategies.forcing.ForcingChain], makes
nine strategies (contradiction, cell and container, plain or dynamic; digit,
dynamic only; nested, one or two deep), and four more for the se scale (the dynamic
kinds with ``plus=True``); besides its search, a kind is a row of the
tables here, and what it assumes: the trials of a contradiction
([`contradiction_trials`][sudoku.strategies.forcing_kinds.contradiction_trials]), or groups of
assumptions one of which must hold, whose branches must agree
([`GROUPS`][sudoku.strategies.forcing_kinds.GROUPS]).
The candidates a kind assumes are those of the cells with few of them
([`open_cells`][sudoku.strategies.forcing_kinds.open_cells], up to ``MOST``),
and a candidate with a strong link is left to the kinds that follow the link
([`is_linked`][sudoku.strategies.forcing_kinds.is_linked]).

Role: the data of the strategy of ``sudoku.strategies.forcing``, whose search
tries what a kind assumes and keeps what follows, as HoDoKu keeps
the order and difficulty of its techniques. See the docs page *Reference /
sudoku.strategies*, under *Shared by the forcing chains*.

Numbers: Sudoku Explainer rates Nishio 7.5 to 8.0, cell and region forcing
chains 8.2 to 8.5, dynamic ones 8.5 to 9.0 and nested ones 9.5 and up (its
ratings of top95 and hardest, in ``../shared/ratings``: region 8.2 to 8.5, cell
8.4, dynamic 8.8 to 9.3, nested 10.5 and 10.6). Here they come after every
other technique, the Template Delete (8.3) included, in the order of the
chain, so each takes a number of its band above 8.3: contradiction and cell
8.4, container 8.5 (a digit often has more places in a container than a cell
has candidates: more branches); dynamic contradiction and cell 8.8, container
8.9, digit 9.0; nested 9.5, Sudoku Explainer's first nested level, and nested
two deep 9.8 (see ``DEEPER``). Its plain
chains only follow the links of the position (a cell with two candidates, a
digit with two places), and it calls a chain that takes singles as the board
fills *dynamic*: by its rules, ours are dynamic from the start, and rated
lower to keep their place. Its Nishio, a contradiction on one digit, is not
here: the Template Delete, earlier in the chain, strikes whatever such a
contradiction strikes on the classic grid.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudoku.strategies.forcing_net import Net

KINDS = {
    ("contradiction", False): ("contradiction forcing chain", 8.4, 4),
    ("cell", False): ("cell forcing chain", 8.4, 4),
    ("container", False): ("container forcing chain", 8.5, 4),
    ("contradiction", True): ("dynamic contradiction forcing chain", 8.8, 4),
    ("cell", True): ("dynamic cell forcing chain", 8.8, 5),
    ("container", True): ("dynamic container forcing chain", 8.9, 5),
    ("digit", True): ("dynamic digit forcing chain", 9.0, 5),
    ("nested", True): ("nested forcing chain", 9.5, 4),
}
"""The name, the difficulty and the example seed of each kind, plain or dynamic (a nested
one is dynamic; a digit forcing chain is dynamic only, see the module)."""

DEEPER = {
    2: ("doubly nested forcing chain", 9.8, 4),
}
"""The name, difficulty and example seed of a nested forcing chain nested deeper than once, by
depth. Sudoku Explainer adds half a point for each level it nests deeper; here the second
depth takes 9.8, between the first (9.5) and guessing (10.0), which stays last. No puzzle of
our benchmark files needs it, and no generated one we know of (such puzzles are among the
hardest known), so the catalogue shows a step the strategy finds when asked directly at
the seed of the nested kind (see ``sudoku.catalogue``)."""

DESCRIPTIONS = {
    "contradiction": "Assume a candidate is the cell's digit, and follow the singles it forces. "
                     "If that leaves some cell with no candidate, or some digit with no place in "
                     "a row, column or box, the assumption was wrong: strike the candidate.",
    "cell": "Take a cell with few candidates and assume each of them in turn, following the "
            "singles each one forces. Whatever all the branches agree on, a digit placed or a "
            "candidate struck, holds, since the cell must take one of them.",
    "container": "Take a digit with few places left in a row, column or box, and place it in "
                 "each of them in turn, following the singles each forces. Whatever all the "
                 "branches agree on holds, since the digit must go in one of those places.",
    "digit": "Assume a candidate true, then assume it false, and follow the singles each "
             "forces. Whatever both branches agree on holds, as the candidate is one or the "
             "other.",
    "nested": "Assume a candidate, and follow the singles, pointing and claiming it forces; "
              "when they run out, try each candidate of a cell left with two, and strike it "
              "if the singles alone break the board from there. If the assumption ends with "
              "a cell or a digit that has nowhere to go, strike the assumed candidate.",
    "doubly nested": "A nested forcing chain whose trials inside are nested forcing chains in "
                     "their turn: assume a candidate and follow what it forces; when nothing "
                     "is left, try each candidate of a cell left with two, follow it the same "
                     "way, trials inside included, and strike it if that breaks the board. "
                     "If the assumption breaks the board, strike it.",
}
"""What a player looks for in each kind, and why it works."""

DYNAMIC = (" Each branch follows pointing and claiming too, besides the singles, so it goes "
           "further.")
"""What the dynamic kinds add to the description."""

PLUS = (" When those stall, it takes the naked and hidden pairs and the X-Wings as well.")
"""What the *plus* kinds add to the description of the dynamic ones."""

PLUS_DIFFICULTY = 9.2
"""The number of every *plus* kind (``ForcingChain(kind, plus=True)``): stronger than the
dynamic kinds (8.8 to 9.0), weaker than the nested one (9.5). The chain has none of them:
the se scale asks for them, at Sudoku Explainer's 9.0 and up, between its dynamic and its
nested chains (``sudoku.scales.se_forcing``)."""

NUDGES = {
    "contradiction": "try a candidate and follow the singles until something breaks",
    "cell": "try each candidate of a cell with two or three, and see what they agree on",
    "container": "place a digit in each of its few places in a container in turn, and see "
                 "what they agree on",
    "digit": "assume a candidate true, then false, and see what both lead to",
    "nested": "try a candidate, and inside that trial try the others, until something breaks",
    "doubly nested": "try a candidate; inside that trial try others, and inside those, others "
                     "again, until something breaks",
}
"""What a hint says to look for in each kind."""

MOST = {"contradiction": 4, "cell": 4, "container": 4, "digit": 4, "nested": 3,
        "doubly nested": 2}
"""The most candidates of a cell whose candidates each kind assumes (the container kind: the
most places of a digit). Cells with many candidates make long branches that rarely break or
agree; on an open grid, where no deduction is left but many solutions are, they are all
there is, and trying them would cost a third of a second for nothing. A nested trial tries
candidates inside it, so it costs hundreds of plain ones: the nested kind takes fewer, and
nested two deep, the cells with two alone. With three, a stuck position of a puzzle with
several solutions (where nothing breaks, so every trial runs to its end) took 11 s; with
two, 1.9 s (measured before the nested kinds widened, below).

The nested kinds *widen* when none of those candidates breaks the board, on a position with
at most one solution: they then try the candidates of every other cell (see
``ForcingChain._contradiction`` in ``sudoku.strategies.forcing``, and
``sudoku.strategies.forcing_widening``).
Some of the hardest puzzles known have no cell of two or three candidates where they get
stuck."""


def open_cells(net: Net, most: float, fewest: int = 2) -> list[tuple]:
    """The empty cells of the net's base with ``fewest`` (two) to ``most`` candidates, each with
    its digits."""
    return [(cell, [digit for digit in range(1, bits.bit_length()) if bits >> digit & 1])
            for cell, bits in zip(net.board.cells, net.base)
            if not cell.digit and fewest <= bits.bit_count() <= most]


def is_linked(net: Net, cell, digit: int) -> bool:
    """Whether ``digit`` false in ``cell`` forces one other candidate true (a strong link)."""
    bits = net.base[cell.index]
    if bits.bit_count() == 2:
        return True
    return any(net.base_places[container.index][digit].bit_count() == 2
               for container in cell.containers)


def contradiction_trials(net: Net, cells: list[tuple]) -> list[tuple]:
    """The trials of a contradiction: each candidate of ``cells`` assumed true, then those
    assumed false that have no strong link (whose trial is the other candidate's, assumed true)."""
    return [(cell, digit, is_on) for is_on in (True, False)
            for cell, digits in cells for digit in digits
            if is_on or not is_linked(net, cell, digit)]


Group = tuple[list[tuple], tuple, tuple[int, ...]]
"""The assumptions of one step to be, ``(cell, digit, is_on)`` each, one of which must hold;
with the cells and the indices of the containers of its pattern."""


def cell_groups(net: Net) -> Iterator[Group]:
    """Each cell of two to ``MOST["cell"]`` candidates, the fewest first, with each candidate
    assumed true: the cell takes one of them."""
    for cell, digits in sorted(open_cells(net, MOST["cell"]), key=lambda pair: len(pair[1])):
        yield [(cell, digit, True) for digit in digits], (cell,), ()


def container_groups(net: Net) -> Iterator[Group]:
    """Each digit with two to ``MOST["container"]`` places in a container, the fewest first
    (then in layout order), with each place assumed true: the digit goes in one of them."""
    found, seen = [], set()
    for container in net.board.containers:
        for digit in net.board.digits:
            places = net.base_places[container.index][digit]
            if 1 < places.bit_count() <= MOST["container"] and (digit, places) not in seen:
                seen.add((digit, places))  # a box and a line may share them
                found.append((places.bit_count(), container.index, digit))
    for _, index, digit in sorted(found):
        places = [cell for cell in net.board.containers[index].cells
                  if net.base_places[index][digit] & cell.bit]
        yield [(cell, digit, True) for cell in places], tuple(places), (index,)


def digit_groups(net: Net) -> Iterator[Group]:
    """Each candidate of the cells of two to ``MOST["digit"]`` with no strong link, assumed true
    and assumed false: it is one or the other."""
    for cell, digits in open_cells(net, MOST["digit"]):
        for digit in digits:
            if not is_linked(net, cell, digit):  # else a cell or container chain
                yield [(cell, digit, True), (cell, digit, False)], (cell,), ()


GROUPS = {"cell": cell_groups, "container": container_groups, "digit": digit_groups}
"""For each kind whose branches must agree, the groups of assumptions it tries, in order."""
