"""Reading puzzles for the commands: an argument, standard input, or a file of many.

Whatever the source, a command gets one [`Entry`][sudoku.puzzle_files.Entry] per puzzle,
read or with its error, each with the line it starts on. A position (a candidate
grid, or a HoDoKu library line; see ``sudoku.position``) is taken wherever a puzzle
is, and told apart by its form: [`load`][sudoku.cli.bench.load] gives its board,
with the placed digits and the struck candidates on it. A source that cannot be
read at all (a missing file, a directory, bytes that are not UTF-8 text, nothing
but blank lines) raises [`PuzzleFileError`][sudoku.errors.PuzzleFileError] instead,
which the command line reports in one sentence.

The options that name the puzzles and their shape are in ``sudoku.cli.arguments``
(see [`layout_of`][sudoku.cli.arguments.layout_of]), the reading of a file or of
standard input line by line in ``sudoku.cli.sources``, and the boards the puzzles
are loaded on in ``sudoku.cli.bench``.

See the docs page *Command line*, section *Giving it puzzles*.

Examples:
    >>> import argparse
    >>> args = argparse.Namespace(puzzle="." * 80 + "x", file=None, layout="9x9")
    >>> [(entry.line, str(entry.error)[:36]) for entry in entries(args)]
    [(1, "unexpected character 'x' at position")]
"""

from __future__ import annotations

import argparse
import io
import itertools
import os
import stat
import sys
from collections.abc import Callable, Iterator
from typing import BinaryIO

from sudoku.cli.arguments import layout_of
from sudoku.cli.sources import STANDARD_INPUT, open_file, read_lines, standard_input
from sudoku.errors import PuzzleFileError, SudokuError
from sudoku.format_errors import undecodable_byte
from sudoku.formats import format_line
from sudoku.layout import Layout
from sudoku.puzzle_files import Entry, read_entry, stream_puzzles

OK, NOT_SOLVED, BAD_INPUT = 0, 1, 2
"""The exit codes: all went well, some puzzle was not solved, some input was bad."""


class Puzzles:
    """The puzzles a command was given, read one at a time as the command uses them.

    A file of any size is never held whole: each puzzle is read when it is
    wanted, so memory stays flat and the first result comes at once. Iterate once.

    Attributes:
        batch: whether this is a batch (a file, or more than one puzzle on
            standard input), which numbers its results and ends with a summary.
        read: how many puzzles have been handed out so far.
    """

    def __init__(self, found: Iterator[Entry], batch: bool,
                 fraction: Callable[[], float] | None = None):
        self._found, self.batch, self.read = found, batch, 0
        self._fraction = fraction

    def __iter__(self) -> Iterator[Entry]:
        for entry in self._found:
            self.read += 1
            yield entry

    def fraction(self) -> float | None:
        """How much of a file has been read, from 0 to 1, or ``None`` when that cannot be known."""
        return None if self._fraction is None else self._fraction()


def entries(args: argparse.Namespace) -> Puzzles:
    """The puzzles that ``args`` names, each read (or with its error) when it is wanted.

    Raises:
        PuzzleFileError: when the file or standard input cannot be opened or holds
            no puzzle (the second when the reading reaches its end), or holds a
            line longer than [`MAX_LINE`][sudoku.cli.sources.MAX_LINE].
        SudokuError: when ``args`` names no puzzle, or both a puzzle and a file.
    """
    layout = layout_of(args)
    if args.file is not None:
        if args.puzzle is not None:
            raise SudokuError("give either a PUZZLE or -f FILE, not both")
        if str(args.file) == "-":
            return _stream(standard_input(), STANDARD_INPUT, layout, always_batch=True)
        return _stream(open_file(args.file), str(args.file), layout, always_batch=True)
    if args.puzzle is None:
        raise SudokuError("give a puzzle, '-' to read standard input, or -f FILE")
    if args.puzzle == "-":
        return _stream(standard_input(), STANDARD_INPUT, layout, always_batch=False)
    return Puzzles(iter([read_entry(args.puzzle, layout)]), batch=False)


def _stream(stream: BinaryIO, source: str, layout: Layout, always_batch: bool) -> Puzzles:
    """The puzzles of ``stream``; a source with none is an error, not an empty batch."""
    seen_text = False

    def lines() -> Iterator[str]:
        nonlocal seen_text
        for line in read_lines(stream, source):
            seen_text = seen_text or bool(line.strip())
            yield line

    def every_puzzle() -> Iterator[Entry]:
        found = 0
        try:
            for entry in stream_puzzles(lines(), layout):
                found += 1
                yield entry
        finally:
            if stream is not getattr(sys.stdin, "buffer", None):
                stream.close()
        if not found:
            raise PuzzleFileError(source, "it holds no puzzle, only blank lines, comments or "
                                          "rulers" if seen_text else "it is empty")

    position, found = _position(stream), every_puzzle()
    if always_batch:
        return Puzzles(found, True, position)
    first = list(itertools.islice(found, 2))  # a single puzzle on standard input is no batch
    return Puzzles(itertools.chain(first, found), len(first) > 1, position)


def _position(stream: BinaryIO) -> Callable[[], float] | None:
    """How far into ``stream`` reading is, when it is a regular file with a size."""
    try:
        size = os.fstat(stream.fileno()).st_size
        is_file = stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (OSError, AttributeError, io.UnsupportedOperation):
        return None
    if not is_file or not size:
        return None
    return lambda: 1.0 if stream.closed else min(1.0, stream.tell() / size)


def one_line(entry: Entry, layout: Layout) -> str:
    r"""The puzzle of ``entry`` on one line: as read, or as written when it could not be read.

    Characters that cannot be shown (such as a NUL byte) are escaped, as Python writes them,
    and a byte that is not UTF-8 is written as that byte.

    Examples:
        >>> from sudoku.shapes import named
        >>> print(one_line(Entry(1, "12..\n3x\x00.", None, None), named("4x4")))
        12.. 3x\x00.
        >>> print(one_line(Entry(1, b"12..3\xff..".decode("utf-8", "surrogateescape"), None,
        ...                      None), named("4x4")))
        12..3\xff..
    """
    if entry.values is not None:
        return format_line(entry.values, layout)
    text = " ".join(entry.text.split("\n"))
    return "".join(map(_shown, text))


def _shown(char: str) -> str:
    """``char`` as a line of text can show it: itself, or escaped."""
    if char.isprintable():
        return char
    byte = undecodable_byte(char)
    return ascii(char)[1:-1] if byte is None else f"\\x{byte:02x}"


LONGEST_HEADING = 120
"""The most characters of puzzle text a heading shows (a candidate grid that could not be read
is long)."""


def heading(entry: Entry, layout: Layout) -> str:
    """The heading of an entry in a batch of explanations: ``# line N: PUZZLE``.

    The puzzle is written on one line (see [`one_line`][sudoku.cli.puzzles.one_line]),
    cut short with ``...`` past [`LONGEST_HEADING`][sudoku.cli.puzzles.LONGEST_HEADING]
    characters.

    Examples:
        >>> from sudoku.shapes import named
        >>> line = heading(Entry(3, "12 34 x\\n" * 30, None, None), named("4x4"))
        >>> line[:24], line[-8:], len(line)
        ('# line 3: 12 34 x 12 34 ', '12 34...', 130)
    """
    text = " ".join(one_line(entry, layout).split())
    if len(text) > LONGEST_HEADING:
        text = text[:LONGEST_HEADING - 3] + "..."
    return f"# line {entry.line}: {text}"
