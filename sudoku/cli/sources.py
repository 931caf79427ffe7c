"""Where puzzles are read from: a file or standard input, a line at a time, as bytes.

TL;DR: [`open_file`][sudoku.cli.sources.open_file] opens a file, or says in one
sentence why it cannot; [`standard_input`][sudoku.cli.sources.standard_input]
is standard input as bytes; [`read_lines`][sudoku.cli.sources.read_lines] reads
either one line at a time, as text, so a file of any size is never held whole.
A byte that is not UTF-8 text stays in its line as an escape, so that its
puzzle alone is refused, and a line longer than
[`MAX_LINE`][sudoku.cli.sources.MAX_LINE] is refused at once.

Role: the bottom of ``sudoku.cli.puzzles``, which turns the lines into puzzles.
See the docs page *Reference / Command line*, under *Reading puzzles*.
"""

from __future__ import annotations

import codecs
import io
import itertools
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from sudoku.errors import PuzzleFileError

STANDARD_INPUT = "standard input"
"""How messages name standard input."""


MAX_LINE = 64 * 1024
"""The longest line a source of puzzles may hold, in bytes; a 25x25 grid has 625 cells."""


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
    leading byte-order mark is dropped; a UTF-16 or UTF-32 one says that the text is
    in that encoding, and it is read as such.

    Raises:
        PuzzleFileError: for a line longer than [`MAX_LINE`][sudoku.cli.sources.MAX_LINE]
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
        if number == 1 and data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
            yield from _decoded_lines(data, stream, source, "utf-32")
            return
        if number == 1 and data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            yield from _decoded_lines(data, stream, source)
            return
        data = data.removesuffix(b"\n")
        yield data.removesuffix(b"\r").decode("utf-8", "surrogateescape")


def _decoded_lines(start: bytes, stream: BinaryIO, source: str,
                   encoding: str = "utf-16") -> Iterator[str]:
    """The lines of a stream that starts with a UTF-16 (or UTF-32) byte-order mark, as
    ``read_lines`` gives them.

    Such files come from editors and shells on Windows (PowerShell's ``>`` writes
    them). ``start`` is what was read of the stream so far, the mark first. Bytes
    that are no such text read as U+FFFD, which its puzzle names.

    Examples:
        >>> list(read_lines(io.BytesIO("12..\\r\\n3.\\n".encode("utf-16")), "a.txt"))
        ['12..', '3.']
    """
    decoder = codecs.getincrementaldecoder(encoding)("replace")
    pending, number = decoder.decode(start), 1
    read = getattr(stream, "read1", stream.read)  # what has come, so results need not wait
    while True:
        *lines, pending = pending.split("\n")
        for line in lines:
            yield line.removesuffix("\r")
            number += 1
        if len(pending) > MAX_LINE:
            raise PuzzleFileError(source, f"line {number} is longer than {MAX_LINE} "
                                          "characters, far more than a puzzle needs")
        data = read(MAX_LINE)
        pending += decoder.decode(data, final=not data)
        if not data:
            if pending:
                yield pending.removesuffix("\r")
            return
