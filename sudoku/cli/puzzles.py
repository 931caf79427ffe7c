"""Reading puzzles for the commands: an argument, standard input, or a file of many.

Examples:
    >>> import argparse
    >>> args = argparse.Namespace(puzzle="." * 80 + "x", file=None, layout="9x9")
    >>> [(entry.line, str(entry.error)[:36]) for entry in entries(args)]
    [(1, "unexpected character 'x' at position")]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.formats import Entry, parse, read_puzzles
from sudoku.layout import named

OK, NOT_SOLVED, BAD_INPUT = 0, 1, 2


def add_input_arguments(command: argparse.ArgumentParser) -> None:
    """Give ``command`` the ways to name puzzles: PUZZLE, ``-`` , ``-f FILE``, ``--layout``."""
    command.add_argument("puzzle", nargs="?", metavar="PUZZLE",
                         help="the puzzle as text, or - to read standard input")
    command.add_argument("-f", "--file", type=Path, help="a file of puzzles, one per line")
    command.add_argument("--layout", default="9x9", help="the shape of the puzzle (default 9x9)")


def entries(args: argparse.Namespace) -> list[Entry]:
    """The puzzles that ``args`` names, each read or with its error."""
    layout = named(args.layout)
    if args.file is not None:
        try:
            return read_puzzles(args.file.read_text(encoding="utf-8"), layout)
        except (OSError, UnicodeDecodeError) as error:
            raise SudokuError(f"cannot read {args.file}: {error}") from None
    if args.puzzle is None:
        raise SudokuError("give a puzzle, '-' to read standard input, or -f FILE")
    if args.puzzle == "-":
        return read_puzzles(sys.stdin.read(), layout)
    try:
        return [Entry(1, args.puzzle, parse(args.puzzle, layout), None)]
    except SudokuError as error:
        return [Entry(1, args.puzzle, None, error)]


def boards(args: argparse.Namespace) -> Iterator[tuple[Entry, Board | None]]:
    """Yield ``(entry, board)`` per puzzle; bad ones are reported on stderr with ``None``."""
    found = entries(args)
    layout = named(args.layout)
    for entry in found:
        board, error = None, entry.error
        if error is None:
            try:
                board = Board(layout, entry.values)
            except SudokuError as clash:
                error = clash
        if error is not None:
            where = f"line {entry.line}: " if len(found) > 1 and "line" not in str(error) else ""
            print(f"sudoku: invalid puzzle: {where}{error}", file=sys.stderr)
        yield entry, board
