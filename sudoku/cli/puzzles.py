"""Reading puzzles for the commands: an argument, standard input, or a file of many.

Whatever the source, a command gets one [`Entry`][sudoku.formats.Entry] per puzzle,
read or with its error, each with the line it starts on. A position (a candidate
grid, or a HoDoKu library line; see ``sudoku.position``) is taken wherever a puzzle
is, and told apart by its form: [`load`][sudoku.cli.puzzles.load] gives its board,
with the placed digits and the struck candidates on it. A source that cannot be
read at all (a missing file, a directory, bytes that are not UTF-8 text, nothing
but blank lines) raises [`PuzzleFileError`][sudoku.errors.PuzzleFileError] instead,
which the command line reports in one sentence.

The shape comes from ``--layout NAME`` or ``--layout FILE`` (a layout file, see
``sudoku.layout_file``), ``--regions MAP`` for a jigsaw, and
``--hex`` for a 16x16 written ``0-9A-F``: see [`layout_of`][sudoku.cli.puzzles.layout_of].

Examples:
    >>> import argparse
    >>> args = argparse.Namespace(puzzle="." * 80 + "x", file=None, layout="9x9")
    >>> [(entry.line, str(entry.error)[:36]) for entry in entries(args)]
    [(1, "unexpected character 'x' at position")]
"""

from __future__ import annotations

import argparse
import codecs
import io
import itertools
import os
import stat
import sys
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

from sudoku.board import Board
from sudoku.errors import LayoutError, PuzzleFileError, SudokuError
from sudoku.formats import Entry, format_line, read_entry, stream_puzzles
from sudoku.layout import HEX, Layout
from sudoku.layout_file import resolve
from sudoku.shapes import NAMES, jigsaw
from sudoku.solver import Result

OK, NOT_SOLVED, BAD_INPUT = 0, 1, 2
"""The exit codes: all went well, some puzzle was not solved, some input was bad."""

STANDARD_INPUT = "standard input"
"""How messages name standard input."""


def add_input_arguments(command: argparse.ArgumentParser) -> None:
    """Give ``command`` the ways to name puzzles: PUZZLE, ``-`` , ``-f FILE``, and their shape."""
    command.add_argument("puzzle", nargs="?", metavar="PUZZLE", help=(
        "the puzzle as text (or a position: a candidate grid, a HoDoKu library line), "
        "or - to read standard input"))
    command.add_argument("-f", "--file", type=Path, help=(
        "a file of puzzles, one per line (9-line grids and candidate grids too)"))
    add_layout_arguments(command)


def add_layout_arguments(command: argparse.ArgumentParser) -> None:
    """Give ``command`` the options that choose a shape: ``--layout``, ``--regions``, ``--hex``."""
    command.add_argument("--layout", default="9x9", metavar="NAME|FILE", help=(
        f"the shape of the puzzle: {', '.join(NAMES)}, or a layout file (default 9x9)"))
    command.add_argument("--regions", metavar="MAP", help=(
        "a jigsaw's region map: one character per cell naming its region (implies "
        "--layout jigsaw)"))
    command.add_argument("--hex", action="store_true",
                         help="16x16 digits are written 0-9A-F (only . and _ are empty)")


def layout_of(args: argparse.Namespace) -> Layout:
    """The shape that ``args`` asks for: ``--layout``, ``--regions`` and ``--hex`` together.

    Raises:
        LayoutError: for an unknown name, a bad layout file or region map, a region
            map with another layout, or ``--hex`` for a puzzle that is not 16x16.

    Examples:
        >>> import argparse
        >>> layout_of(argparse.Namespace(layout="16x16", hex=True)).symbols
        '0123456789ABCDEF'
    """
    name = getattr(args, "layout", None) or "9x9"
    regions = getattr(args, "regions", None)
    if regions is not None:
        if name.strip().lower() not in ("9x9", "jigsaw"):
            raise LayoutError(f"--regions draws a jigsaw; it does not go with --layout {name}")
        with warnings.catch_warnings(record=True) as heard:
            warnings.simplefilter("always")
            layout = jigsaw(regions)
        for warning in heard:
            print(f"sudoku: warning: {warning.message}", file=sys.stderr)
    else:
        layout = resolve(name)
    if getattr(args, "hex", False):
        if layout.size != 16:
            raise LayoutError(f"--hex is for 16x16 puzzles; the {layout.name} layout has "
                              f"{layout.size} digits")
        layout = layout.with_symbols(HEX)
    return layout


MAX_LINE = 64 * 1024
"""The longest line a source of puzzles may hold, in bytes; a 25x25 grid has 625 cells."""


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
            line longer than [`MAX_LINE`][sudoku.cli.puzzles.MAX_LINE].
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


def open_file(path: Path) -> BinaryIO:
    """The file at ``path``, open for reading bytes, or a [`PuzzleFileError`][sudoku.errors.PuzzleFileError] that says why not."""
    try:
        stream = open(path, "rb")  # noqa: SIM115 (closed when its lines are all read)
    except FileNotFoundError:
        raise PuzzleFileError(str(path), "no such file") from None
    except IsADirectoryError:
        raise PuzzleFileError(str(path), "it is a directory, not a file") from None
    except PermissionError:
        raise PuzzleFileError(str(path), "permission denied") from None
    except OSError as error:
        raise PuzzleFileError(str(path), (error.strerror or str(error)).lower()) from None
    if stat.S_ISDIR(os.fstat(stream.fileno()).st_mode):
        stream.close()
        raise PuzzleFileError(str(path), "it is a directory, not a file")
    return stream


def standard_input() -> BinaryIO:
    """Standard input as a stream of bytes (so that bad UTF-8 is reported, not raised)."""
    if sys.stdin is None:
        raise PuzzleFileError(STANDARD_INPUT, "it is closed")
    binary = getattr(sys.stdin, "buffer", None)
    if binary is None:  # replaced by text, as in some test harnesses
        return io.BytesIO(sys.stdin.read().encode("utf-8", "surrogateescape"))
    return binary


def read_lines(stream: BinaryIO, source: str) -> Iterator[str]:
    """The lines of ``stream`` as text, one at a time, each without its ``\\n`` or ``\\r\\n``.

    Only ``\\n`` ends a line. A byte that is not UTF-8 text stays in its line as
    an escape, so that its puzzle alone is refused and says where the byte is. A
    leading byte-order mark is dropped.

    Raises:
        PuzzleFileError: for a line longer than [`MAX_LINE`][sudoku.cli.puzzles.MAX_LINE]
            bytes, at once, without reading the rest of it.

    Examples:
        >>> list(read_lines(io.BytesIO(b"\\xef\\xbb\\xbf12..\\r\\n3\\x0c4\\n"), "a.txt"))
        ['12..', '3\\x0c4']
        >>> list(read_lines(io.BytesIO(b"1" * 70000), "a.txt"))
        Traceback (most recent call last):
        ...
        sudoku.errors.PuzzleFileError: cannot read a.txt: line 1 is longer than 65536 bytes, far more than a puzzle needs
    """
    for number in itertools.count(1):
        data = stream.readline(MAX_LINE + 1)
        if not data:
            return
        if len(data) > MAX_LINE and not (len(data) == MAX_LINE + 1 and data.endswith(b"\n")):
            raise PuzzleFileError(source, f"line {number} is longer than {MAX_LINE} bytes, "
                                          "far more than a puzzle needs")
        if number == 1 and data.startswith(codecs.BOM_UTF8):
            data = data[len(codecs.BOM_UTF8):]
        data = data.removesuffix(b"\n")
        yield data.removesuffix(b"\r").decode("utf-8", "surrogateescape")


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


def is_batch(args: argparse.Namespace, found: Puzzles) -> bool:
    """Whether ``args`` names a batch: a file, or more than one puzzle (on standard input).

    ``found`` knows it already (see [`Puzzles.batch`][sudoku.cli.puzzles.Puzzles]);
    this reads it for the commands.
    """
    return found.batch


def reason(error: Exception, line: int) -> str:
    """What ``error`` says, without the ``line N:`` that a file's errors start with.

    Examples:
        >>> from sudoku.errors import PuzzleFormatError
        >>> reason(PuzzleFormatError("line 4: expected 81 cells, got 80"), 4)
        'expected 81 cells, got 80'
    """
    message = str(error)
    return message.removeprefix(f"line {line}: ")


def load(entry: Entry, layout: Layout, bench: Bench | None = None,
         ) -> tuple[Board | None, str | None]:
    """The board of ``entry``, or ``None`` and why the puzzle is invalid.

    A position's board has its placed digits and struck candidates on it, as
    moves (see [`Position.board`][sudoku.position.Position.board]). For a
    puzzle, with a ``bench`` (of ``layout``), its board is loaded rather than a
    new one built.

    Examples:
        >>> from sudoku.shapes import named
        >>> board, why = load(Entry(2, "55" + "." * 79, [5, 5] + [0] * 79, None), named("9x9"))
        >>> board, why
        (None, '5 is given twice in row 1: at r1c1 and r1c2')
    """
    if entry.error is not None:
        return None, reason(entry.error, entry.line)
    try:
        if entry.position is not None:
            return entry.position.board(), None
        return (Board(layout, entry.values) if bench is None else bench.board(entry.values)), None
    except SudokuError as error:
        return None, str(error)


class Bench:
    """One board of a layout, loaded with each puzzle of a batch in turn.

    Building a board costs more than solving a puzzle on it, so a batch keeps
    one. A bench sent to a worker process travels without its board, and the
    worker builds its own.

    Args:
        layout: the shape of the puzzles.
    """

    def __init__(self, layout: Layout):
        self.layout = layout
        self._board: Board | None = None

    def board(self, values: list[int]) -> Board:
        """The bench's board, loaded with the givens ``values``.

        Raises:
            SudokuError: when ``values`` do not fit the layout or clash.
        """
        if self._board is None:
            self._board = Board(self.layout, values)
        else:
            self._board.load(values)
        return self._board

    def __getstate__(self) -> dict:
        return {"layout": self.layout, "_board": None}


def attempt(entry: Entry, work: Callable[[Board], Result], bench: Bench,
            ) -> tuple[Result | None, str | None]:
    """``work`` on the board of ``entry``, or ``None`` and why the puzzle is invalid.

    The board is [loaded][sudoku.cli.puzzles.load] on ``bench``.

    Examples:
        >>> from sudoku.layout import CLASSIC
        >>> from sudoku.solver import Solver
        >>> attempt(Entry(2, "55" + "." * 79, [5, 5] + [0] * 79, None), Solver().solve,
        ...         Bench(CLASSIC))
        (None, '5 is given twice in row 1: at r1c1 and r1c2')
    """
    board, why = load(entry, bench.layout, bench)
    if board is None:
        return None, why
    try:
        return work(board), None
    except SudokuError as error:
        return None, str(error)


def one_line(entry: Entry, layout: Layout) -> str:
    r"""The puzzle of ``entry`` on one line: as read, or as written when it could not be read.

    Characters that cannot be shown (such as a NUL byte) are escaped, as Python writes them.

    Examples:
        >>> from sudoku.shapes import named
        >>> print(one_line(Entry(1, "12..\n3x\x00.", None, None), named("4x4")))
        12.. 3x\x00.
    """
    if entry.values is not None:
        return format_line(entry.values, layout)
    text = " ".join(entry.text.split("\n"))
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


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
