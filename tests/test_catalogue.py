"""The strategy catalogue: every strategy describes itself, and shows a real, right step.

The checks:

- every strategy of ``DEFAULT_CHAIN`` has a description of its own, two to
  four sentences, none shared with another strategy;
- every ``example_seed`` a strategy names still reaches it (a stale seed would
  make each docs build search instead); a strategy that names none is searched
  for, what the search found is kept in a cache and replayed, and a cached
  recipe that no longer reaches the strategy is searched for again;
- every example agrees with its puzzle's solution, and is the step the chain
  itself takes at that position, or, for a ``direct`` recipe, what the
  strategy finds where the chain takes an easier step;
- the built docs page shows one picture per strategy, in chain order, each
  with its step's sentence under it.
"""

from __future__ import annotations

import functools
import html
import json
import re
from pathlib import Path

import pytest

from sudoku.catalogue import CHAIN, LIMIT, Recipe, cache_file, example, search
from sudoku.strategies import DEFAULT_CHAIN, Fish, Strategy, by_name, link

ROOT = Path(__file__).resolve().parent.parent
NAMES = [strategy.name for strategy in DEFAULT_CHAIN]
SENTENCE_END = re.compile(r"[.!?](?:\s|$)")


# --- descriptions -----------------------------------------------------------------------------

@pytest.mark.parametrize("strategy", DEFAULT_CHAIN, ids=NAMES)
def test_every_strategy_has_a_description_of_its_own(strategy):
    assert strategy.description != Strategy.description, f"{strategy.name} has no description"
    sentences = len(SENTENCE_END.findall(strategy.description.strip()))
    assert 2 <= sentences <= 4, f"{strategy.name}: {sentences} sentences, not two to four"


def test_no_two_strategies_share_a_description():
    descriptions = [strategy.description for strategy in DEFAULT_CHAIN]
    assert len(set(descriptions)) == len(descriptions)


def test_a_strategy_without_a_description_says_so():
    class Unwritten(Strategy):
        name = "unwritten"

    assert "No description yet" in Unwritten().description


# --- the seeds -------------------------------------------------------------------------------

SEEDED = [strategy for strategy in DEFAULT_CHAIN if strategy.example_seed is not None]


@functools.cache
def example_of(strategy: Strategy):
    """``example(strategy)``, walked once for all the tests of this module."""
    return example(strategy)



@pytest.mark.parametrize("strategy", SEEDED, ids=[s.name for s in SEEDED])
def test_every_example_seed_still_reaches_its_strategy(strategy):
    # ``example`` tries the strategy's seed first (``at_seed``) and searches other seeds only
    # when that seed does not reach it; the walk is shared with the tests of the examples below.
    found = example_of(strategy)
    assert found is not None and found.recipe.seed == strategy.example_seed, (
        f"seed {strategy.example_seed} no longer reaches "
        f"{strategy.name}: run python -m sudoku.catalogue '{strategy.name}'")
    assert found.step.strategy == strategy.name


def unseeded(name: str = "X-Wing") -> Strategy:
    """An X-Wing that names no seed, as a new strategy might; a new object each time, since
    ``example`` keeps what it found for each object."""
    strategy = Fish(2)
    strategy.name, strategy.example_seed = name, None
    return strategy


def test_a_strategy_that_names_no_seed_is_searched_for():
    found = search(unseeded(), limit=10)
    assert found is not None and found.step.strategy == "X-Wing" and found.agrees()
    assert found.recipe.seed <= 10 and not found.recipe.direct


def test_a_search_is_kept_in_the_cache_and_replayed(tmp_path):
    found = example(unseeded(), tmp_path)
    [kept] = tmp_path.iterdir()
    assert kept == cache_file(unseeded(), tmp_path) and kept.name.startswith("x-wing-")
    assert json.loads(kept.read_text()) == {"seed": found.recipe.seed, "direct": False}
    kept.write_text(json.dumps({"seed": 155, "direct": False}))  # one the search would not find
    assert example(unseeded(), tmp_path).recipe == Recipe(155)


def test_a_renamed_strategy_or_a_stale_recipe_searches_again(tmp_path):
    assert cache_file(unseeded("X-Wing, renamed"), tmp_path) != cache_file(unseeded(), tmp_path)
    cache_file(unseeded(), tmp_path).write_text(json.dumps({"seed": 73, "direct": False}))
    found = example(unseeded(), tmp_path)   # seed 73 has no X-Wing: search, and keep anew
    assert found.recipe.seed <= LIMIT and found.recipe != Recipe(73)
    kept = json.loads(cache_file(unseeded(), tmp_path).read_text())
    assert Recipe(**kept) == found.recipe


# --- the examples -----------------------------------------------------------------------------

@pytest.mark.parametrize("strategy", DEFAULT_CHAIN, ids=NAMES)
def test_every_example_agrees_with_the_solution(strategy):
    found = example_of(strategy)
    assert found is not None, f"no example of {strategy.name}"
    assert found.agrees(), \
        f"{found.sentence()} disagrees with the solution of seed {found.recipe.seed}"
    assert found.step.placements or found.step.eliminations


@pytest.mark.parametrize("strategy", DEFAULT_CHAIN, ids=NAMES)
def test_every_example_is_the_step_the_chain_takes_there(strategy):
    found = example_of(strategy)
    taken = link(CHAIN).handle(found.board)
    if found.recipe.direct:
        assert found.easier is not None and taken.sentence() == found.easier.sentence()
        assert NAMES.index(found.easier.strategy) < NAMES.index(strategy.name)
    else:
        assert found.easier is None and taken.sentence() == found.sentence()


def test_the_picture_shows_the_board_before_the_step():
    found = example(by_name("naked single"))
    [(cell, digit)] = found.step.placements
    picture = found.picture()
    assert found.board.candidates(cell) == {digit} and cell.is_empty
    assert picture.startswith("<svg") and picture.count("<text ") > 81 - found.puzzle.givens


# --- the docs page ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def page(built_site) -> str:
    """The built strategies page (the strict build itself is checked by test_docs.py)."""
    site = built_site.directory
    assert built_site.returncode == 0, \
        f"mkdocs build failed:\n{built_site.stderr}{built_site.stdout}"
    assert "catalogue: no example" not in built_site.stderr
    return (site / "strategies" / "index.html").read_text(encoding="utf-8")


def test_the_page_has_one_picture_per_strategy_in_chain_order(page):
    figures = re.findall(r'<figure class="catalogue-step">(.*?)</figure>', page, re.DOTALL)
    assert len(figures) == len(DEFAULT_CHAIN)
    assert all(figure.count("<svg ") == 1 for figure in figures)
    headings = [html.unescape(heading) for heading in
                re.findall(r'<h2 id="[^"]*">(.*?)<a class="headerlink"', page)]
    assert [heading for heading in headings if heading in NAMES] == NAMES


@pytest.mark.parametrize("strategy", DEFAULT_CHAIN, ids=NAMES)
def test_the_page_shows_each_sentence_under_its_picture(page, strategy):
    caption = f"<figcaption>{html.escape(example_of(strategy).sentence())}</figcaption>"
    assert caption in page


def test_the_page_says_where_each_strategy_holds_and_how_hard_it_is(page):
    x_wing = page[page.index('<h2 id="x-wing"'):page.index('<h2 id="hidden-pair"')]
    assert "3.2" in x_wing and "hard" in x_wing and "every built-in layout but triangular" in x_wing
    assert by_name("X-Wing").description in x_wing
