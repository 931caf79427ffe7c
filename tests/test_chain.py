"""The chain as data: ordered by the difficulty scale, guessing last, names unique."""

from __future__ import annotations

import re

import pytest

from sudoku import DEFAULT_CHAIN, FAST_CHAIN, SudokuError
from sudoku.difficulty import LEVELS, level
from sudoku.strategies import HUMAN_CHAIN, Guess, by_name


def test_default_chain_is_ordered_by_difficulty():
    numbers = [strategy.difficulty for strategy in DEFAULT_CHAIN]
    assert numbers == sorted(numbers)


def test_guessing_is_the_last_link_and_only_there():
    assert isinstance(DEFAULT_CHAIN[-1], Guess)
    assert not any(isinstance(strategy, Guess) for strategy in HUMAN_CHAIN)
    assert list(HUMAN_CHAIN) == list(DEFAULT_CHAIN[:-1])


def test_the_fast_chain_is_the_singles_locked_candidates_and_guessing_in_chain_order():
    assert [s.name for s in FAST_CHAIN] == ["hidden single", "naked single", "pointing",
                                            "claiming", "guess"]


def test_names_are_unique_and_found_by_name_in_any_spelling():
    names = [strategy.name for strategy in DEFAULT_CHAIN]
    assert len(names) == len(set(names))
    for strategy in DEFAULT_CHAIN:
        assert by_name(strategy.name.upper().replace(" ", "-")) is strategy


def test_an_unknown_name_lists_the_known_ones():
    with pytest.raises(SudokuError, match="known strategies: .*X-Wing"):
        by_name("y-wing-of-doom")


@pytest.mark.parametrize("name", [None, 3, Guess()])
def test_a_name_that_is_not_text_is_refused_saying_a_name_is_text(name):
    refusal = rf"a strategy's name is text \(str\).*got {re.escape(repr(name))}$"
    with pytest.raises(SudokuError, match=refusal):
        by_name(name)


@pytest.mark.parametrize("name, number", [
    ("full house", 1.0), ("hidden single", 1.2), ("naked single", 2.3), ("pointing", 2.6),
    ("claiming", 2.8), ("naked pair", 3.0), ("X-Wing", 3.2), ("hidden pair", 3.4),
    ("naked triple", 3.6), ("Swordfish", 3.8), ("hidden triple", 4.0), ("naked quad", 5.0),
    ("Jellyfish", 5.2), ("hidden quad", 5.4)])
def test_each_strategy_carries_its_number_on_the_scale(name, number):
    assert by_name(name).difficulty == number


def test_levels_cover_the_scale_in_order():
    limits = [limit for _name, limit in LEVELS]
    assert limits == sorted(limits)
    assert [level(n) for n in (1.0, 2.3, 3.0, 4.0, 6.5)] == [
        "easy", "medium", "hard", "fiendish", "diabolical"]
    assert level(Guess().difficulty) == "guessing"
