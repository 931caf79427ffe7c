"""Property runs over everything the command line decodes: no exception but ours, no given changed.

Four properties, each over every layout's alphabet (hex included):

* a puzzle *written* in any way the formats allow (compact or tokens, any empty
  marker, letters in either case, white space and drawing characters between
  cells) reads back as exactly its digits, or is refused with a ``SudokuError``
  (a 16x16 that can be read two ways is refused, never guessed);
* any text near a puzzle (random symbols, markers, junk) reads as a puzzle of
  valid digits whose givens are the symbols written there, or is refused;
* any bytes read as a file, line by line, give entries or a ``PuzzleFileError``;
* any mutation of a layout file gives a layout or a ``LayoutError``.

The quick run (a few hundred examples) is part of the default test run; ``-m slow``
runs 25,000 examples of each, 100,000 in all.
"""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku.cli.puzzles import read_lines
from sudoku.errors import LayoutError, PuzzleFileError, SudokuError
from sudoku.formats import format_line, parse
from sudoku.layout_file import dumps, loads
from sudoku.puzzle_files import stream_puzzles
from sudoku.shapes import NAMES, named
from sudoku.symbols import HEX

LAYOUTS = [named(name) for name in NAMES] + [named("16x16").with_symbols(HEX)]
EMPTY = (".", "0", "_")
FILLER = [" ", "  ", "|", "+", "-", "/", "\\", "\t", "\f", "\v"]


def runs(examples: int):
    """Hypothesis settings for ``examples`` examples, without a deadline."""
    return settings(max_examples=examples, deadline=None, derandomize=False,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


QUICK, LONG = runs(60), runs(25_000)


@st.composite
def written_puzzles(draw):
    """A layout, digits for every cell, and a text that writes them in an allowed way.

    The many small choices (which marker, which case, which gap) come from one
    seeded random generator that Hypothesis draws, so a 25x25 costs one draw, not
    thousands, and a failure still replays from its seed.
    """
    layout = draw(st.sampled_from(LAYOUTS))
    rnd = draw(st.randoms(use_true_random=False))
    size, cells = layout.size, len(layout.cells)
    values = [rnd.choice((0, rnd.randint(1, size))) for _ in range(cells)]
    empty = rnd.choice([m for m in EMPTY if m not in layout.symbols])
    as_tokens = rnd.random() < 0.5
    numbers = as_tokens and all(int(s) == d for d, s in enumerate(layout.symbols, 1)
                                if s.isdecimal())  # decimal tokens, where the symbols allow
    pieces = []
    for value in values:
        if value == 0:
            piece = empty
        elif numbers and rnd.random() < 0.5:
            piece = str(value)
        else:
            piece = layout.symbols[value - 1]
            other = piece.swapcase()
            if rnd.random() < 0.5 and len(other) == 1 and other not in layout.symbols:
                piece = other
        pieces.append(piece)
    if as_tokens:
        text = " ".join(pieces)
    else:
        text = "".join(rnd.choice([""] * 4 + FILLER) + piece for piece in pieces)
    return layout, values, text


def check_written(case) -> None:
    layout, values, text = case
    try:
        read = parse(text, layout)
    except SudokuError:
        return  # refused, with our error: allowed (a 16x16 with two readings, for example)
    assert read == values, f"read {format_line(read, layout)} from {text!r}"


@st.composite
def texts_near_a_puzzle(draw):
    """A layout and a text of about its number of cells, from its symbols, markers and junk."""
    layout = draw(st.sampled_from(LAYOUTS))
    rnd = draw(st.randoms(use_true_random=False))
    cells = len(layout.cells)
    alphabet = list(layout.symbols) + list(layout.symbols.lower()) + list(EMPTY) + FILLER \
        + ["#", "x", "\x00", "\u0665", "\uff11", "\u00df", "\ud7ff", "10", "99", "\n"]
    length = rnd.randint(max(0, cells - 3), cells + 3)
    return layout, "".join(rnd.choice(alphabet) for _ in range(length))


def check_near(case) -> None:
    layout, text = case
    try:
        read = parse(text, layout)
    except SudokuError:
        return
    assert len(read) == len(layout.cells)
    assert all(0 <= value <= layout.size for value in read)
    written = [c for c in text if not c.isspace() and c not in "|+-/\\"]
    if len(written) == len(read):  # one character per cell: each given is its symbol
        for character, value in zip(written, read):
            if character in layout.symbols:
                assert value == layout.symbols.index(character) + 1
            elif character in EMPTY:
                assert value == 0


def check_bytes(data: bytes) -> None:
    layout = LAYOUTS[len(data) % len(LAYOUTS)]
    try:
        for entry in stream_puzzles(read_lines(io.BytesIO(data), "a file"), layout):
            assert (entry.values is None) != (entry.error is None)
            if entry.values is not None:
                assert len(entry.values) == len(layout.cells)
            else:
                assert isinstance(entry.error, SudokuError)
    except PuzzleFileError:
        pass


LAYOUT_FILE = json.loads(dumps(named("4x4")))


@st.composite
def layout_files(draw):
    """The 4x4 layout file with one part replaced by something else, or raw text."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.text(max_size=200))
    data = json.loads(json.dumps(LAYOUT_FILE))
    junk = st.recursive(st.none() | st.booleans() | st.integers(-10**12, 10**12)
                        | st.text(max_size=12),
                        lambda inner: st.lists(inner, max_size=3)
                        | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=6)
    where = draw(st.sampled_from(["name", "symbols", "box", "cells", "containers", "cell",
                                  "container", "extra"]))
    if where == "cell":
        cell = draw(st.integers(0, len(data["cells"]) - 1))
        key = draw(st.sampled_from(["name", "row", "column"]))
        data["cells"][cell][key] = draw(junk)
    elif where == "container":
        container = draw(st.integers(0, len(data["containers"]) - 1))
        key = draw(st.sampled_from(["kind", "name", "cells"]))
        data["containers"][container][key] = draw(junk)
    elif where == "extra":
        data[draw(st.text(max_size=6))] = draw(junk)
    else:
        data[where] = draw(junk)
    return json.dumps(data)


def check_layout_file(text: str) -> None:
    try:
        layout = loads(text)
    except LayoutError:
        return
    assert len(layout.cells) > 0 and len(layout.symbols) == layout.size


PROPERTIES = [(check_written, written_puzzles()), (check_near, texts_near_a_puzzle()),
              (check_bytes, st.binary(max_size=400)), (check_layout_file, layout_files())]
IDS = [check.__name__ for check, _ in PROPERTIES]


@pytest.mark.parametrize("check, strategy", PROPERTIES, ids=IDS)
def test_decoding_quick_run(check, strategy):
    QUICK(given(strategy)(check))()


@pytest.mark.slow
@pytest.mark.parametrize("check, strategy", PROPERTIES, ids=IDS)
def test_decoding_long_run(check, strategy):
    LONG(given(strategy)(check))()
