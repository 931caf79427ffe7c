"""Shared test data: the puzzles the tests start from, and where the reference puzzles live."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from sudoku.cli import main

#: The example grid of the classic design documents (Wikipedia's, LeetCode 37's); unique.
CLASSIC_PUZZLE = (
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")

#: The first puzzle of Norvig's top95: singles alone get stuck on it.
HARD_PUZZLE = (
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")

#: Arto Inkala's puzzle of 2012, published as the hardest for people: singles and locked
#: candidates get stuck on it, so the fast chain has to guess and backtrack.
GUESSING_PUZZLE = (
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")

#: The first of Gordon Royle's minimal 17-clue puzzles.
SEVENTEEN_CLUES = (
    ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...")

#: The shared folder of public puzzle collections, beside the repository (absent in a fresh clone).
REFERENCE_PUZZLES = Path(__file__).resolve().parents[1].parent / "shared" / "puzzles"


@pytest.fixture
def sudoku(capsys, monkeypatch):
    """Run the command line in this process: ``sudoku(*args, stdin=b"...")`` -> (code, out, err)."""
    def run(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
        code = main(list(args))
        out, err = capsys.readouterr()
        return code, out, err
    return run
