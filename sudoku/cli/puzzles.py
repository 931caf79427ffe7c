"""Reading puzzles for the commands: an argument, standard input, or a file of many.

Whatever the source, a command gets one [`Entry`][sudoku.formats.Entry] per puzzle,
read or with its error, each with the line it starts on. A source that cannot be
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
import sys
from collections.abc import Callable
from pathlib import Path

from sudoku.board import Board
from sudoku.errors import LayoutError, PuzzleFileError, SudokuError
from sudoku.formats import Entry, format_line, parse, read_puzzles
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
    command.add_argument("puzzle", nargs="?", metavar="PUZZLE",
                         help="the puzzle as text, or - to read standard input")
    command.add_argument("-f", "--file", type=Path, help="a file of puzzles, one per line")
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
        layout = jigsaw(regions)
    else:
        layout = resolve(name)
    if getattr(args, "hex", False):
        if layout.size != 16:
            raise LayoutError(f"--hex is for 16x16 puzzles; the {layout.name} layout has "
                              f"{layout.size} digits")
        layout = layout.with_symbols(HEX)
    return layout


def entries(args: argparse.Namespace) -> list[Entry]:
    """The puzzles that ``args`` names, each read or with its error.

    Raises:
        PuzzleFileError: when the file or standard input cannot be read or holds no puzzle.
        SudokuError: when ``args`` names no puzzle, or both a puzzle and a file.
    """
    layout = layout_of(args)
    if args.file is not None:
        if args.puzzle is not None:
            raise SudokuError("give either a PUZZLE or -f FILE, not both")
        return _every_puzzle(read_file(args.file), str(args.file), layout)
    if args.puzzle is None:
        raise SudokuError("give a puzzle, '-' to read standard input, or -f FILE")
    if args.puzzle == "-":
        return _every_puzzle(read_standard_input(), STANDARD_INPUT, layout)
    try:
        return [Entry(1, args.puzzle, parse(args.puzzle, layout), None)]
    except SudokuError as error:
        return [Entry(1, args.puzzle, None, error)]


def read_file(path: Path) -> str:
    """The text of the file at ``path``, or a [`PuzzleFileError`][sudoku.errors.PuzzleFileError] that says why not."""
    try:
        return decode(path.read_bytes(), str(path))
    except FileNotFoundError:
        raise PuzzleFileError(str(path), "no such file") from None
    except IsADirectoryError:
        raise PuzzleFileError(str(path), "it is a directory, not a file") from None
    except PermissionError:
        raise PuzzleFileError(str(path), "permission denied") from None
    except OSError as error:
        raise PuzzleFileError(str(path), (error.strerror or str(error)).lower()) from None


def read_standard_input() -> str:
    """All of standard input as text (read as bytes, so that bad UTF-8 is reported, not raised)."""
    if sys.stdin is None:
        raise PuzzleFileError(STANDARD_INPUT, "it is closed")
    binary = getattr(sys.stdin, "buffer", None)
    return sys.stdin.read() if binary is None else decode(binary.read(), STANDARD_INPUT)


def decode(data: bytes, source: str) -> str:
    """``data`` as UTF-8 text (a leading byte-order mark dropped), or an error naming ``source``.

    Examples:
        >>> decode(b"\\xef\\xbb\\xbf12..", "a.txt")
        '12..'
        >>> decode(b"12\\xff.", "a.txt")
        Traceback (most recent call last):
        ...
        sudoku.errors.PuzzleFileError: cannot read a.txt: it is not UTF-8 text (byte 0xff at offset 2)
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        byte = data[error.start]
        raise PuzzleFileError(
            source, f"it is not UTF-8 text (byte {byte:#04x} at offset {error.start})") from None


def _every_puzzle(text: str, source: str, layout: Layout) -> list[Entry]:
    """The entries of ``text``; a source with none is an error, not an empty batch."""
    found = read_puzzles(text, layout)
    if not found:
        raise PuzzleFileError(source, "it is empty" if not text.strip() else
                              "it holds no puzzle, only blank lines, comments or rulers")
    return found


def is_batch(args: argparse.Namespace, found: list[Entry]) -> bool:
    """Whether ``args`` names a batch: a file, or more than one puzzle (on standard input)."""
    return args.file is not None or len(found) > 1


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

    With a ``bench`` (of ``layout``), its board is loaded rather than a new one built.

    Examples:
        >>> from sudoku.shapes import named
        >>> board, why = load(Entry(2, "55" + "." * 79, [5, 5] + [0] * 79, None), named("9x9"))
        >>> board, why
        (None, '5 is given twice in row 1: at r1c1 and r1c2')
    """
    if entry.error is not None:
        return None, reason(entry.error, entry.line)
    try:
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


def attempt(entry: Entry, work: Callable[[list[int]], Result]) -> tuple[Result | None, str | None]:
    """``work(entry.values)``, or ``None`` and why the puzzle is invalid (unread, or clashing).

    Examples:
        >>> from sudoku.layout import CLASSIC
        >>> from sudoku.solver import Solver
        >>> bench = Bench(CLASSIC)
        >>> attempt(Entry(2, "55" + "." * 79, [5, 5] + [0] * 79, None),
        ...         lambda values: Solver().solve(bench.board(values)))
        (None, '5 is given twice in row 1: at r1c1 and r1c2')
    """
    if entry.error is not None:
        return None, reason(entry.error, entry.line)
    try:
        return work(entry.values), None
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
    text = " ".join(entry.text.splitlines())
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)
