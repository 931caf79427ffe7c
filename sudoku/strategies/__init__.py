"""The built-in strategies, and ``DEFAULT_CHAIN``: the chain of them, easiest first.

The order of the chain is the order of the difficulty scale; guessing comes
last. Strategies from other installed packages join it at the places their
numbers give them ([`PLUGINS`][sudoku.strategies.PLUGINS]; see the module
``sudoku.strategies.plugins``). ``sudoku solve`` runs only the fast part of it
([`FAST_CHAIN`][sudoku.strategies.FAST_CHAIN]): singles, locked candidates and guessing.
A strategy that only holds for some shapes says so
([`Strategy.holds_for`][sudoku.strategies.base.Strategy.holds_for]), and
[`chain_for`][sudoku.strategies.chain_for] leaves it out of the chain for any other.

See the docs pages *Patterns / Chain of Responsibility* and *Strategies*.

Examples:
    >>> from sudoku.strategies import DEFAULT_CHAIN, FAST_CHAIN
    >>> [strategy.name for strategy in DEFAULT_CHAIN][:6]
    ['full house', 'hidden single', 'naked single', 'pointing', 'claiming', 'naked pair']
    >>> [strategy.name for strategy in FAST_CHAIN]
    ['hidden single', 'naked single', 'pointing', 'claiming', 'guess']
    >>> from sudoku.shapes import named
    >>> [s.name for s in DEFAULT_CHAIN if s not in chain_for(named("triangular"))]
    ['X-Wing', 'Swordfish', 'Skyscraper', '2-String Kite', 'Empty Rectangle', 'finned X-Wing', 'finned Swordfish', 'Jellyfish', 'finned Jellyfish', 'Franken X-Wing', 'Franken Swordfish', 'Franken Jellyfish', 'Mutant X-Wing', 'Mutant Swordfish', 'Mutant Jellyfish', 'Template Set', 'Template Delete']
"""

import threading
from collections.abc import Callable, Iterable

from sudoku.layout import Layout
from sudoku.strategies.aligned_exclusion import AlignedExclusion
from sudoku.strategies.als_xy_chain import AlsXyChain
from sudoku.strategies.als_xy_wing import AlsXyWing
from sudoku.strategies.als_xz import AlsXz
from sudoku.strategies.avoidable_rectangle import AvoidableRectangle
from sudoku.strategies.base import SingleDigit, Strategy, as_strategies, link
from sudoku.strategies.bug import BugPlusOne
from sudoku.strategies.continuous_nice_loop import ContinuousNiceLoop
from sudoku.strategies.deadline import NO_DEADLINE, Deadline, OutOfBounds, OutOfTime
from sudoku.strategies.death_blossom import DeathBlossom
from sudoku.strategies.empty_rectangle import EmptyRectangle
from sudoku.strategies.finned_fish import FinnedFish
from sudoku.strategies.fish import Fish
from sudoku.strategies.forcing import ForcingChain
from sudoku.strategies.franken_fish import FrankenFish
from sudoku.strategies.full_house import FullHouse
from sudoku.strategies.grouped_nice_loop import GroupedNiceLoop
from sudoku.strategies.guess import Guess
from sudoku.strategies.hidden_rectangle import HiddenRectangle
from sudoku.strategies.hidden_single import HiddenSingle
from sudoku.strategies.hidden_subset import HiddenSubset
from sudoku.strategies.locked_candidates import LockedCandidates
from sudoku.strategies.multi_colouring import MultiColouring
from sudoku.strategies.naked_single import NakedSingle
from sudoku.strategies.naked_subset import NakedSubset
from sudoku.strategies.nice_loop import NiceLoop
from sudoku.strategies.plugins import BUILT_ON_THE_CHAIN, Plugin, join, load, plain_name
from sudoku.strategies.remote_pair import RemotePair
from sudoku.strategies.simple_colouring import SimpleColouring
from sudoku.strategies.sue_de_coq import SueDeCoq
from sudoku.strategies.templates import Template
from sudoku.strategies.turbot_fish import TurbotFish
from sudoku.strategies.unique_loop import UniqueLoop
from sudoku.strategies.unique_rectangle import UniqueRectangle
from sudoku.strategies.w_wing import WWing
from sudoku.strategies.x_chain import XChain
from sudoku.strategies.xy_chain import XYChain
from sudoku.strategies.xy_wing import XYWing
from sudoku.strategies.xyz_wing import XYZWing

BUILT_IN_CHAIN: tuple[Strategy, ...] = (
    FullHouse(),                    # 1.0
    HiddenSingle(),                 # 1.2
    NakedSingle(),                  # 2.3
    LockedCandidates("pointing"),   # 2.6
    LockedCandidates("claiming"),   # 2.8
    NakedSubset(2),                 # 3.0 naked pair
    Fish(2),                        # 3.2 X-Wing
    HiddenSubset(2),                # 3.4 hidden pair
    NakedSubset(3),                 # 3.6 naked triple
    Fish(3),                        # 3.8 Swordfish
    TurbotFish("skyscraper"),       # 3.9 Skyscraper
    HiddenSubset(3),                # 4.0 hidden triple
    TurbotFish("kite"),             # 4.0 2-String Kite
    TurbotFish("turbot"),           # 4.1 Turbot Fish
    EmptyRectangle(),               # 4.1
    FinnedFish(2),                  # 4.1 finned X-Wing, sashimi included
    XYWing(),                       # 4.2
    XYZWing(),                      # 4.4
    WWing(),                        # 4.4
    RemotePair(),                   # 4.5
    SimpleColouring(),              # 4.5
    UniqueRectangle(1),             # 4.5, only on a puzzle known to have one solution
    MultiColouring("wrap"),         # 4.6, as HoDoKu rates it: see the module
    MultiColouring("trap"),         # 4.6
    UniqueRectangle(2),             # 4.6
    UniqueRectangle(4),             # 4.6
    UniqueRectangle(3),             # 4.6, after type 4: it needs a subset too
    UniqueRectangle(5),             # 4.6
    UniqueRectangle(6),             # 4.6
    HiddenRectangle(),              # 4.6, in HoDoKu's order
    AvoidableRectangle(1),          # 4.6
    AvoidableRectangle(2),          # 4.6
    UniqueLoop(),                   # 4.6, a rectangle of six cells or more: after the rectangles
    FinnedFish(3),                  # 4.7 finned Swordfish, sashimi included
    NakedSubset(4),                 # 5.0 naked quad
    Fish(4),                        # 5.2 Jellyfish
    HiddenSubset(4),                # 5.4 hidden quad
    BugPlusOne(),                   # 5.6, only on a puzzle known to have one solution
    FinnedFish(4),                  # 6.1 finned Jellyfish, sashimi included
    XChain(),                       # 6.5
    XYChain(),                      # 6.6
    ContinuousNiceLoop(),           # 7.0, a loop strikes more than its chains: first
    NiceLoop(),                     # 7.0
    SueDeCoq(),                     # 7.1
    ContinuousNiceLoop(grouped=True),  # 7.1
    GroupedNiceLoop(),              # 7.1
    AlsXz(),                        # 7.2
    AlsXyWing(),                    # 7.3
    AlsXyChain(),                   # 7.4
    DeathBlossom(),                 # 7.5
    FrankenFish(2),                 # 7.6 Franken X-Wing, fins included: see the module
    FrankenFish(3),                 # 7.7 Franken Swordfish
    FrankenFish(4),                 # 7.8 Franken Jellyfish
    FrankenFish(2, "mutant"),       # 7.9 Mutant X-Wing
    FrankenFish(3, "mutant"),       # 8.0 Mutant Swordfish
    FrankenFish(4, "mutant"),       # 8.1 Mutant Jellyfish
    Template("set"),                # 8.2, after every technique on one digit
    Template("delete"),             # 8.3
    ForcingChain("contradiction"),  # 8.4, the last resort before guessing: see the module
    ForcingChain("cell"),           # 8.4
    ForcingChain("container"),      # 8.5
    ForcingChain("contradiction", dynamic=True),  # 8.8
    ForcingChain("cell", dynamic=True),           # 8.8
    ForcingChain("container", dynamic=True),      # 8.9
    ForcingChain("digit", dynamic=True),          # 9.0
    ForcingChain("nested"),         # 9.5, dynamic, with trials inside its trials
    ForcingChain("nested", depth=2),  # 9.8, trials nested inside trials inside trials
    Guess(),                        # 10.0, always last
)
"""Every built-in strategy of the chain, ordered by difficulty, guessing last (aligned
exclusion, which the se scale alone plays, is importable but not in it)."""

PLUGINS: tuple[Plugin, ...]
"""The strategies that installed packages add through the entry-point group
``sudoku.strategies``, with the package each came from (none in a plain install)."""

DEFAULT_CHAIN: tuple[Strategy, ...]
"""The chain: the built-in chain and every plug-in, ordered by difficulty, guessing last."""

FAST_CHAIN: tuple[Strategy, ...]
"""The part of the chain that ``sudoku solve`` runs by default: the hidden and naked singles,
locked candidates (pointing and claiming) and guessing. Each of them reads what the containers keep (the
places of each digit) instead of searching the board."""

HUMAN_CHAIN: tuple[Strategy, ...]
"""The deductions of the chain without guessing: what ``explain``, ``hint`` and ``rate`` run."""


CHAINS = ("PLUGINS", "DEFAULT_CHAIN", "FAST_CHAIN", "HUMAN_CHAIN")
"""The names above: made from the plug-ins, the first time one of them is read."""

_making = threading.RLock()
_loading = False


def __getattr__(name: str) -> tuple:
    """The names of ``CHAINS``, put together the first time one of them is read.

    They are not made while this package is imported, because a plug-in's module
    may be what imports it: ``from sudoku.strategies.base import Strategy`` at
    the top of a plug-in runs this file before the plug-in has defined its
    strategy, and loading the entry points then would find the plug-in's module
    half made. Read later, the plug-in is whole. (A module's ``__getattr__`` is
    asked only for names the module does not have, PEP 562; once made, the four
    are ordinary names of the module.)
    """
    if name not in CHAINS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return _chains(name)[name]


def __dir__() -> list[str]:
    """The module's names, the chains among them before they are made (for ``dir`` and editors)."""
    return sorted({*globals(), *CHAINS})


def _chains(name: str) -> dict:
    """This module's names, with the chains made once (another thread waits for them)."""
    global _loading
    with _making:
        if "DEFAULT_CHAIN" not in globals():
            if _loading:  # the lock is this thread's: a plug-in that reads the chain
                raise ImportError(
                    f"{name} is not made yet, the plug-ins are being loaded: a plug-in can read "
                    f"it, and import {BUILT_ON_THE_CHAIN}, inside a function, not while its "
                    "module is imported")
            _loading = True
            try:
                plugins = load(taken=(strategy.name for strategy in BUILT_IN_CHAIN))
            finally:
                _loading = False
            chain = join(BUILT_IN_CHAIN, plugins)
            globals().update(
                PLUGINS=plugins, DEFAULT_CHAIN=chain,
                FAST_CHAIN=tuple(s for s in chain if s.is_fast),
                HUMAN_CHAIN=tuple(s for s in chain if not isinstance(s, Guess)))
    return globals()


def chain_for(layout: Layout, strategies: Iterable[Strategy] | None = None,
              ) -> tuple[Strategy, ...]:
    """The ``strategies`` that hold for ``layout``, in their order.

    Args:
        layout: the shape of the puzzles the chain will solve.
        strategies: the chain to filter (``DEFAULT_CHAIN`` by default).

    Raises:
        SudokuError: when one of ``strategies`` is not a strategy (see
            [`as_strategies`][sudoku.strategies.base.as_strategies]).
    """
    if strategies is None:
        strategies = _chains("DEFAULT_CHAIN")["DEFAULT_CHAIN"]
    return tuple(strategy for strategy in as_strategies(strategies)
                 if strategy.holds_for(layout))


def assuming_unique(strategies: Iterable[Strategy],
                    check: Callable[[], bool] | None = None) -> tuple[Strategy, ...]:
    """The chain for a puzzle with one solution: uniqueness strategies switched on.

    Unique rectangles and BUG+1 are only sound when the puzzle has exactly one
    solution, so in ``DEFAULT_CHAIN`` they find nothing until switched on here.

    Args:
        strategies: the chain.
        check: a function that tells whether the puzzle has one solution, asked
            once, the first time a uniqueness strategy is about to be used
            (see ``sudoku.rating.human_chain``); without one, the puzzle is
            known to have one.

    Raises:
        SudokuError: when one of ``strategies`` is not a strategy (see
            [`as_strategies`][sudoku.strategies.base.as_strategies]).

    Examples:
        >>> from sudoku.strategies import DEFAULT_CHAIN
        >>> [s.unique for s in assuming_unique(DEFAULT_CHAIN) if s.requires_uniqueness]
        [True, True, True, True, True, True, True, True, True, True, True]
    """
    return tuple(strategy.assuming_unique(check) if strategy.requires_uniqueness else strategy
                 for strategy in as_strategies(strategies))


def by_name(name: str, strategies: Iterable[Strategy] | None = None) -> Strategy:
    """The strategy of ``strategies`` called ``name`` (``"naked-single"`` works too).

    Args:
        name: the strategy's name, in any case, with ``-`` or ``_`` for spaces.
        strategies: where to look (``DEFAULT_CHAIN``, plug-ins included, by default).

    Raises:
        SudokuError: for an unknown name, with the nearest known ones, then every one;
            for a name that is not text; for ``strategies`` that are not all strategies.

    Examples:
        >>> by_name("X-Wing").difficulty
        3.2
        >>> by_name("xwing")  # doctest: +NORMALIZE_WHITESPACE, +ELLIPSIS
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: unknown strategy 'xwing'; did you mean X-Wing, XY-Wing or
        XYZ-Wing? known strategies: ...
        >>> by_name(None)
        Traceback (most recent call last):
        ...
        sudoku.errors.SudokuError: a strategy's name is text (str), such as 'naked-single'; got None
    """
    import difflib

    from sudoku.errors import SudokuError

    if not isinstance(name, str):
        raise SudokuError(f"a strategy's name is text (str), such as 'naked-single'; got {name!r}")
    if strategies is None:
        strategies = _chains("DEFAULT_CHAIN")["DEFAULT_CHAIN"]
    strategies = as_strategies(strategies)
    for strategy in strategies:
        if plain_name(strategy.name) == plain_name(name):
            return strategy
    written = {plain_name(s.name).replace(" ", ""): s.name.replace(" ", "-") for s in strategies}
    near = difflib.get_close_matches(plain_name(name).replace(" ", ""), written, n=3,
                                     cutoff=0.75)  # "bogus" is not near enough to "guess"
    named = [written[each] for each in near]
    guess = f"did you mean {' or '.join([', '.join(named[:-1]), named[-1]] if named[:-1] else named)}? " \
        if named else ""
    known = ", ".join(s.name.replace(" ", "-") for s in strategies)
    raise SudokuError(f"unknown strategy {name!r}; {guess}known strategies: {known}")


__all__ = [
    "BUILT_IN_CHAIN",
    "DEFAULT_CHAIN",
    "FAST_CHAIN",
    "HUMAN_CHAIN",
    "NO_DEADLINE",
    "PLUGINS",
    "AlignedExclusion",
    "AlsXyChain",
    "AlsXyWing",
    "AlsXz",
    "AvoidableRectangle",
    "BugPlusOne",
    "ContinuousNiceLoop",
    "Deadline",
    "DeathBlossom",
    "EmptyRectangle",
    "FinnedFish",
    "Fish",
    "ForcingChain",
    "FrankenFish",
    "FullHouse",
    "GroupedNiceLoop",
    "Guess",
    "HiddenRectangle",
    "HiddenSingle",
    "HiddenSubset",
    "LockedCandidates",
    "MultiColouring",
    "NakedSingle",
    "NakedSubset",
    "NiceLoop",
    "OutOfBounds",
    "OutOfTime",
    "Plugin",
    "RemotePair",
    "SimpleColouring",
    "SingleDigit",
    "Strategy",
    "SueDeCoq",
    "Template",
    "TurbotFish",
    "UniqueLoop",
    "UniqueRectangle",
    "WWing",
    "XChain",
    "XYChain",
    "XYWing",
    "XYZWing",
    "as_strategies",
    "assuming_unique",
    "by_name",
    "chain_for",
    "link",
]
