"""The mkdocs hook that writes the strategy catalogue into docs/strategies.md as the site builds.

TL;DR: the page holds a short hand-written introduction and a marker; for each
strategy of ``DEFAULT_CHAIN``, in chain order, this hook puts a section where
the marker stands: the strategy's number and level on the difficulty scale
(and how the other scales of ``sudoku.scales`` number it), the built-in layouts it holds for, its description, and a picture of a real
step, drawn by the package itself (``sudoku.catalogue``), with the step's
sentence under it. Each picture names its own colours in a legend under the
board: the roles of the pattern's candidates and its links, as the HTML report
of ``sudoku explain`` draws them. Nothing is written to disk, so ``mkdocs serve`` and
``mkdocs build --strict`` see the same page, and a plug-in strategy that is
installed appears in the catalogue too.

A strategy that names no ``example_seed`` (or one that no longer reaches it)
is searched for once; the recipe found is kept in ``.cache/catalogue`` beside
mkdocs.yml (ignored by git), so later builds replay it, and the log says which
seed to write on the class.

The hook also writes the reference entry of each strategy's module into
``reference/strategies.md``, in chain order, where its second marker stands:
a new strategy needs no line there.

mkdocs loads this file through ``hooks:`` in mkdocs.yml, and it is no page of
the site: ``on_files`` leaves the hooks folder out of what gets copied.
"""

from __future__ import annotations

import logging
import time
from html import escape
from pathlib import Path

from sudoku.catalogue import Example, example
from sudoku.scales import SCALES
from sudoku.shapes import NAMES, named
from sudoku.strategies import DEFAULT_CHAIN, Strategy

PAGE = "strategies.md"
"""The page the catalogue goes into."""

MARKER = "<!-- catalogue -->"
"""The line of the page that the sections replace."""

REFERENCE = "reference/strategies.md"
"""The reference page of the strategies, which gets an entry for each strategy's module."""

MODULES = "<!-- strategy modules -->"
"""The line of the reference page that the entries of the strategies' modules replace."""

CACHE = Path(".cache") / "catalogue"
"""Where the recipes that searches found are kept, from the folder of mkdocs.yml."""

FIT = "<style>.catalogue-step svg { max-width: 100%; height: auto; }</style>"
"""The pictures shrink to fit a narrow screen (they are drawn large enough to read at 1:1)."""

log = logging.getLogger("mkdocs.hooks.catalogue")


def on_files(files, config):
    """Leave this folder of hooks out of the site: it is code for the build, not a page."""
    for file in [file for file in files if file.src_uri.startswith("hooks/")]:
        files.remove(file)
    return files


def on_page_markdown(markdown, page, config, files):
    """Put the catalogue where the marker stands on the catalogue page, and the entries of the
    strategies' modules on their reference page; leave other pages alone."""
    if page.file.src_uri == REFERENCE and MODULES in markdown:
        return markdown.replace(MODULES, entries(markdown))
    if page.file.src_uri != PAGE or MARKER not in markdown:
        return markdown
    started = time.perf_counter()
    cache = Path(config.config_file_path).parent / CACHE
    sections = [FIT] + [section(strategy, cache) for strategy in DEFAULT_CHAIN]
    log.info("catalogue: %d strategies in %.1f s", len(DEFAULT_CHAIN),
             time.perf_counter() - started)
    return markdown.replace(MARKER, "\n\n".join(sections))


def entries(markdown: str) -> str:
    """The reference entries of the modules of the chain's built-in strategies, in chain order.

    A module the page already names (``:::``) is left out, and so is a plug-in's.
    """
    modules = dict.fromkeys(type(strategy).__module__ for strategy in DEFAULT_CHAIN)
    return "\n\n".join(
        f"::: {module}\n    options:\n      members: false\n      show_root_heading: true\n"
        f"      heading_level: 3" for module in modules
        if module.startswith("sudoku.") and f"::: {module}\n" not in markdown)


def section(strategy: Strategy, cache: Path | None = None) -> str:
    """The section of one strategy: heading, facts, description, picture and sentence."""
    facts = (f"**{strategy.difficulty}** on the scale, *{strategy.level}* · "
             f"holds for {layouts(strategy)} · {where(strategy)}")
    others = [f"{each.title}: {each.rates(strategy) or 'no such technique'}"
              for name, each in sorted(SCALES.items()) if name != "ours"]
    if others:
        facts += f" · on the other [scales](difficulty.md): {'; '.join(others)}"
    parts = [f"## {strategy.name}", facts, strategy.description]
    found = example(strategy, cache)
    if found is None:
        log.warning("catalogue: no example of %s on the classic grid", strategy.name)
        parts.append("*No example on a generated classic puzzle.*")
    else:
        if found.recipe.seed != strategy.example_seed:
            log.info("catalogue: %s names no example_seed that reaches it; seed %d does: "
                     "write example_seed = %d in its class", strategy.name, found.recipe.seed,
                     found.recipe.seed)
        parts += [figure(found), provenance(found)]
    return "\n\n".join(parts)


def layouts(strategy: Strategy) -> str:
    """The built-in layouts ``strategy`` holds for, in words."""
    holds = [name for name in NAMES if strategy.holds_for(named(name))]
    if len(holds) == len(NAMES):
        return "every built-in layout"
    left = [name for name in NAMES if name not in holds]
    if len(left) < len(holds):
        return f"every built-in layout but {', '.join(left)}"
    return ", ".join(holds) or "no built-in layout"


def where(strategy: Strategy) -> str:
    """The class of ``strategy`` and, for a built-in one, a link to its module's reference."""
    cls = type(strategy)
    if cls.__module__.startswith("sudoku."):
        return f"`{cls.__name__}` in [`{cls.__module__}`][{cls.__module__}]"
    return f"`{cls.__name__}` from `{cls.__module__}`"


def figure(found: Example) -> str:
    """The picture of the example, the board before the step, with the step's sentence under it.

    The site's search leaves the picture out (its candidates would flood the
    index with digits) and keeps the sentence.
    """
    return "\n".join(['<figure class="catalogue-step">', "<div data-search-exclude>",
                      found.picture().strip(), "</div>",
                      f"<figcaption>{escape(found.sentence())}</figcaption>", "</figure>"])


def provenance(found: Example) -> str:
    """Where the position comes from, and what to know about the step there."""
    words = [(f"The position comes from a human solve of the generated puzzle of seed "
              f"{found.recipe.seed}: `{found.puzzle}`.")]
    if found.easier is not None:
        easier = escape(found.easier.sentence(found.board.layout.symbol))
        words.append(f"There the chain takes an easier step first, *{easier}*; "
                     f"the {found.step.strategy} is what the strategy itself finds.")
    if found.step.is_guess:
        [(cell, digit)] = found.step.placements
        right = found.puzzle.solution[cell.index]
        words.append(f"The solution has {right} in {cell.name}, so this guess is "
                     + ("right." if right == digit else "wrong: the solver will undo it."))
    return " ".join(words)
