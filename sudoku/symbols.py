"""Symbols: the characters that write a puzzle's digits, and those that never can.

TL;DR: a layout writes its digits 1..N one character each, its *symbols*:
``1-9`` for a 9x9, then letters for the bigger sizes
([`SYMBOLS`][sudoku.symbols.SYMBOLS]), or ``0-F`` for a 16x16 in hex
([`HEX`][sudoku.symbols.HEX]). A symbol must never be mistaken for an empty
cell, a comment or a line of a picture, so those characters cannot be symbols
([`symbols_problem`][sudoku.symbols.symbols_problem] says why a string is refused).

Role: the alphabet that a [`Layout`][sudoku.layout.Layout] checks its symbols
against as it is made (see ``sudoku.layout_checks``), and that the formats read
and write. See the docs page *Layouts*, section *Digits beyond 9*.

Examples:
    >>> SYMBOLS[16], HEX[0]
    ('123456789ABCDEFG', '0')
    >>> symbols_problem("12#4", 4)
    "'#' is an empty cell, a comment, a drawing character or a separator"
"""

from __future__ import annotations

import unicodedata

SYMBOLS = {
    4: "1234",
    6: "123456",
    8: "12345678",
    9: "123456789",
    12: "123456789ABC",
    16: "123456789ABCDEFG",
    25: "ABCDEFGHIJKLMNOPQRSTUVWXY",
}
"""The characters that stand for the digits 1..N, by puzzle size."""

HEX = "0123456789ABCDEF"
"""The other way to write a 16x16 puzzle: ``0`` for the digit 1 up to ``F`` for 16."""

EMPTY_MARKERS = ".0_"
"""The characters that write an empty cell, in the order messages name them; no symbol may
be one (but ``HEX``, whose ``0`` is 1), and reading a puzzle takes each as an empty cell."""

NOT_SYMBOLS = EMPTY_MARKERS + "#|-+/\\,;"
"""Characters no symbol may be: the empty markers, ``#`` (it starts a comment line),
the drawing characters that pictures use and reading skips, and the comma and semicolon,
which part cells as white space does."""


def symbols_problem(symbols: object, size: int) -> str:
    """What keeps ``symbols`` from writing ``size`` digits, or ``""`` when nothing does."""
    if not isinstance(symbols, str):
        return f"they are {type(symbols).__name__}, not text (str)"
    if len(symbols) != size:
        return f"there are {len(symbols)}"
    if len(set(symbols)) != size:
        return "one is there twice"
    markers = NOT_SYMBOLS.replace("0", "") if symbols == HEX else NOT_SYMBOLS
    for symbol in symbols:
        if symbol in markers:
            return f"{symbol!r} is an empty cell, a comment, a drawing character or a separator"
        if symbol.isspace() or not symbol.isprintable() or unicodedata.combining(symbol):
            return f"{symbol!r} is white space, a control character or a combining mark"
    return ""
