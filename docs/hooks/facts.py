"""The mkdocs hook that fills in the counts and names the prose takes from the code, as the site builds.

TL;DR: a page writes ``{{ chain_length }}`` where it means the number of links
of the chain, and the reader sees the number the code has today. Prose that
restates the code goes stale the day a strategy is added ("fifteen at most",
"thirty techniques"); a fact filled in from the code cannot. Each fact is a
function of the package, in ``FACTS``; a page that names a fact that is not
there fails the strict build. Numbers up to twenty are written in words, as the
pages write them.

Counts that come from running an example (the steps of a solve, say) are not
facts of this kind: ``tests/test_docs.py`` compares those with the code.

mkdocs loads this file through ``hooks:`` in mkdocs.yml, beside the catalogue's.
"""

from __future__ import annotations

import inspect
import logging
import re
from collections.abc import Callable

from sudoku.scales import comparison_table
from sudoku.strategies import DEFAULT_CHAIN, FAST_CHAIN, HUMAN_CHAIN, Strategy

PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")
"""A fact on a page: its name between double braces."""

SMALL = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen", "twenty")
"""The numbers the pages write in words."""

log = logging.getLogger("mkdocs.hooks.facts")


def spelled(number: int) -> str:
    """``number`` as the pages write it: in words up to twenty, else in figures."""
    return SMALL[number] if 0 <= number < len(SMALL) else str(number)


def body_lines(function: Callable) -> int:
    """The lines of ``function`` after its signature and docstring."""
    source = inspect.getsource(function).splitlines()
    docstring = next(i for i, line in enumerate(source) if line.strip().endswith('"""'))
    return len([line for line in source[docstring + 1:] if line.strip()])


FACTS: dict[str, Callable[[], str]] = {
    "chain_length": lambda: spelled(len(DEFAULT_CHAIN)),
    "human_chain_length": lambda: spelled(len(HUMAN_CHAIN)),
    "human_chain_last": lambda: HUMAN_CHAIN[-1].name,
    "fast_chain": lambda: ", ".join(strategy.name for strategy in FAST_CHAIN),
    "technique_classes": lambda: spelled(len({type(strategy) for strategy in DEFAULT_CHAIN})),
    "technique_modules": lambda: spelled(len({type(s).__module__ for s in DEFAULT_CHAIN})),
    "handle_lines": lambda: spelled(body_lines(Strategy.handle)),
    "scale_table": lambda: comparison_table(),
}
"""Every fact a page may name, and how the code tells it."""


def fill(markdown: str) -> str:
    """``markdown`` with every fact filled in; an unknown one is left as it is, with a warning."""
    def fact(match: re.Match) -> str:
        name = match[1]
        if name not in FACTS:
            log.warning("facts: no fact called %r (known: %s)", name, ", ".join(FACTS))
            return match[0]
        return FACTS[name]()
    return PLACEHOLDER.sub(fact, markdown)


def on_page_markdown(markdown, page, config, files):
    """Fill in the facts of every page."""
    return fill(markdown)
