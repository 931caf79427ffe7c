"""Plug-ins: strategies from other installed packages join the chain.

TL;DR: a package names a strategy under the entry-point group ``sudoku.strategies``
in its ``pyproject.toml``, and once it is installed the strategy stands in
``DEFAULT_CHAIN`` at the place its ``difficulty`` gives it. See the docs page *Plug-ins*.

Each entry point names a callable that takes no arguments and returns a
[`Strategy`][sudoku.strategies.base.Strategy]: usually the strategy class itself,
or a function that returns a configured one. A plug-in that cannot be loaded,
that gives something other than a strategy, whose name is taken or not its own, or
whose difficulty is not a number above 0 and below a guess's is left out with a
[`PluginWarning`][sudoku.strategies.plugins.PluginWarning] that names its entry
point and the reason, and the package works as before. Setting the environment
variable ``SUDOKU_NO_PLUGINS`` to a non-empty value leaves every plug-in out.

You have seen entry points before: pytest finds its plug-ins in the group
``pytest11``, and ``[project.scripts]`` is an entry-point group too.

Examples:
    >>> from sudoku.strategies import BUILT_IN_CHAIN, FullHouse
    >>> class LastCell(FullHouse):
    ...     name, difficulty = "last cell", 1.1
    >>> chain = join(BUILT_IN_CHAIN, [Plugin(LastCell(), "last-cell", "demo:LastCell", "demo")])
    >>> [strategy.name for strategy in chain][:3]
    ['full house', 'last cell', 'hidden single']
"""

from __future__ import annotations

import math
import os
import sys
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.machinery import PathFinder
from typing import TYPE_CHECKING

from sudoku.difficulty import GUESSING
from sudoku.strategies.base import Strategy
from sudoku.strategies.guess import Guess

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

GROUP = "sudoku.strategies"
"""The entry-point group where other packages name their strategies."""

SWITCH_OFF = "SUDOKU_NO_PLUGINS"
"""The environment variable that, set to a non-empty value, leaves every plug-in out."""


BUILT_ON_THE_CHAIN = ("sudoku.solver and the modules built on it (rating, hint, generate, "
                      "search, the scales, the command line)")
"""What reads the chain as it is imported, so that a plug-in imports it inside a function."""


class PluginWarning(UserWarning):
    """A plug-in was left out of the chain; the message says which one and why."""


@dataclass(frozen=True)
class Plugin:
    """A strategy that an installed package adds to the chain, and where it came from.

    Attributes:
        strategy: the strategy the entry point gave.
        entry_point: the name of the entry point, such as ``"last-digit"``.
        target: what the entry point names, such as ``"sudoku_plugin_example:LastDigit"``.
        package: the package that declares it, with its version.
    """

    strategy: Strategy
    entry_point: str
    target: str
    package: str


def load(taken: Iterable[str] = (), entry_points: Iterable[EntryPoint] | None = None,
         ) -> tuple[Plugin, ...]:
    """The strategies of the entry points that can join the chain, in their order.

    Args:
        taken: the names already in the chain (the built-in strategies'); a
            plug-in may not reuse one, nor the name of a plug-in loaded before it.
        entry_points: the entry points to load; by default the
            [`installed`][sudoku.strategies.plugins.installed] ones.

    A plug-in that cannot join is left out with a ``PluginWarning``.
    """
    names = {plain_name(name) for name in taken}
    found = []
    for entry_point in installed() if entry_points is None else entry_points:
        try:
            strategy = entry_point.load()()
        except Exception as error:  # noqa: BLE001 - another package's code: any error at all
            strategy, why = None, f"loading it failed with {type(error).__name__}: {error}"
            module = entry_point.value.partition(":")[0].strip()
            if is_half_imported(module):
                why = (f"its module {module} reads the chain while it is being imported, "
                       "before it has made its strategy; read DEFAULT_CHAIN, FAST_CHAIN, "
                       f"HUMAN_CHAIN or PLUGINS, and import {BUILT_ON_THE_CHAIN}, inside a "
                       "function instead")
        else:
            why = problem(strategy, names)
        if why:
            warnings.warn(f"plug-in strategy {entry_point.name!r} ({entry_point.value}) "
                          f"from {package_of(entry_point)} is left out: {why}",
                          PluginWarning, stacklevel=2)
            continue
        names.add(plain_name(strategy.name))
        found.append(Plugin(strategy, entry_point.name, entry_point.value,
                            package_of(entry_point)))
    return tuple(found)


def is_half_imported(module: str) -> bool:
    """Whether ``module`` is being imported right now, with only part of its names made."""
    spec = getattr(sys.modules.get(module), "__spec__", None)
    return bool(getattr(spec, "_initializing", False))


def installed(group: str = GROUP) -> list[EntryPoint]:
    """The entry points of ``group`` that installed packages declare, by name.

    None when the environment variable ``SUDOKU_NO_PLUGINS`` is set. A quick
    look at the packages' metadata comes first (see
    [`is_declared`][sudoku.strategies.plugins.is_declared]), so that a program
    with no plug-in does not pay for ``importlib.metadata``: importing it costs
    a fifth of the start-up of ``sudoku``.
    """
    if os.environ.get(SWITCH_OFF) or not is_declared(group):
        return []
    from importlib import metadata

    return sorted(metadata.entry_points(group=group), key=lambda each: (each.name, each.value))


def is_declared(group: str = GROUP) -> bool:
    """Whether a package on ``sys.path`` may declare entry points of ``group``.

    It reads the ``entry_points.txt`` of every installed package, as
    ``importlib.metadata`` does, and answers ``True`` when it cannot tell: a zip
    file on the path, or a finder of packages other than Python's own.
    """
    if any(hasattr(finder, "find_distributions") and finder is not PathFinder
           for finder in sys.meta_path):
        return True
    header = f"[{group}]"
    for folder in sys.path:
        try:
            entries = os.scandir(folder or ".")
        except NotADirectoryError:
            return True  # a zip file of packages
        except OSError:
            continue
        with entries:
            for entry in entries:
                if entry.name.endswith((".dist-info", ".egg-info")):
                    try:
                        with open(os.path.join(entry.path, "entry_points.txt"),
                                  encoding="utf-8") as file:
                            if header in file.read():
                                return True
                    except (OSError, UnicodeDecodeError):
                        continue
    return False


def problem(strategy: object, taken: set[str]) -> str | None:
    """Why ``strategy`` cannot join a chain whose names are ``taken``, or ``None`` if it can."""
    if not isinstance(strategy, Strategy):
        return f"it gives {strategy!r}, not a Strategy"
    if type(strategy).find is Strategy.find:
        return f"{type(strategy).__name__} does not write find()"
    name, difficulty = strategy.name, strategy.difficulty
    if not isinstance(name, str) or not name.strip():
        return f"its name {name!r} is not a name"
    if name == Strategy.name:
        return f"{type(strategy).__name__} sets no name of its own (it would be {name!r})"
    if plain_name(name) in taken:
        return f"the name {name!r} is taken"
    if isinstance(difficulty, bool) or not isinstance(difficulty, (int, float)) \
            or not math.isfinite(difficulty):
        return f"its difficulty {difficulty!r} is not a number"
    if not 0 < difficulty < GUESSING:
        return (f"its difficulty {difficulty!r} is not on the scale of deductions, above 0 "
                f"and below {GUESSING:g} (a guess)")
    return None


def plain_name(name: str) -> str:
    """A strategy's name as it is compared: ``"Naked-Single"`` and ``"naked single"`` are one."""
    return name.strip().lower().replace("-", " ").replace("_", " ")


def package_of(entry_point: EntryPoint) -> str:
    """The name and version of the package that declares ``entry_point``."""
    package = getattr(entry_point, "dist", None)
    return f"{package.name} {package.version}" if package is not None else "an unknown package"


def join(chain: Iterable[Strategy], plugins: Iterable[Plugin]) -> tuple[Strategy, ...]:
    """``chain`` with the plug-ins' strategies, ordered by difficulty, guessing last.

    The sort is stable: a plug-in goes after the strategies of ``chain`` that
    have its number, and the order of ``chain`` itself never changes.
    """
    every = [*chain, *(plugin.strategy for plugin in plugins)]
    return tuple(sorted(every, key=lambda strategy: (isinstance(strategy, Guess),
                                                     strategy.difficulty)))
