"""Writing the records of a batch: four formats, one line flushed at a time, and a progress bar.

``line`` and ``grid`` are the command's own words for people; ``json`` is JSON
Lines (one object per puzzle) and ``csv`` a table with a header, both for
programs. Every record is flushed as soon as it is written, so that an
interrupted batch keeps every result it finished. The progress bar is drawn on
standard error with a carriage return, and only when that is a terminal. See the
docs page *Command line*.

Examples:
    >>> import sys
    >>> from sudoku.cli.batch import Record
    >>> output = Output(sys.stdout, "csv", ("line", "status", "error"), batch=True)
    line,status,error
    >>> output.write(Record(4, "12..", "invalid", error="expected 16 cells, got 4"))
    4,invalid,"expected 16 cells, got 4"
"""

from __future__ import annotations

import contextlib
import csv
import errno
import io
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from sudoku.cli.batch import Record


class Output:
    """Writes records to ``stream`` in one ``format``; ``csv`` starts with its header.

    In a batch, every puzzle gives one record, invalid ones included, in input
    order. A single puzzle that is invalid has no line to number, so the ``line``
    and ``grid`` formats say what is wrong on standard error instead.

    Raises:
        OutputError: when the stream cannot be written (a full disk, a closed stream).
    """

    def __init__(self, stream: TextIO, format: str, columns: tuple[str, ...], batch: bool):
        self.stream, self.format, self.columns, self.batch = stream, format, columns, batch
        self.written = 0
        self.table = csv.writer(stream, lineterminator="\n") if format == "csv" else None
        if self.table:
            self._line(self.table.writerow, columns)

    def write(self, record: Record) -> None:
        """Write ``record`` and flush it."""
        if self.format == "json":
            self._line(self.stream.write, json.dumps(record.fields(self.columns)) + "\n")
        elif self.table:
            self._line(self.table.writerow, list(record.fields(self.columns).values()))
        elif record.error is not None and not self.batch:
            print(f"sudoku: invalid puzzle: {record.error}", file=sys.stderr, flush=True)
        else:
            gap = "\n" if self.format == "grid" and self.written else ""
            self._line(self.stream.write, f"{gap}{record.text}\n")
            self.written += 1

    def _line(self, write, what) -> None:
        try:
            write(what)
            self.stream.flush()
        except BrokenPipeError:
            raise  # the reader went away: not an error of ours (see sudoku.cli.main)
        except OSError as error:
            name = "standard output" if self.stream is sys.stdout else \
                getattr(self.stream, "name", "the output")
            raise OutputError(f"cannot write {name}: {_why(error)}") from None


class OutputError(Exception):
    """The results cannot be written: a full disk, a closed standard output, a file not allowed.

    Not a [`SudokuError`][sudoku.errors.SudokuError]: the input was fine. The
    command line exits with [`OUTPUT_FAILED`][sudoku.cli.output.OUTPUT_FAILED].
    """


OUTPUT_FAILED = 3
"""The exit code when the results could not be written."""


@contextlib.contextmanager
def open_output(path: str | None) -> Iterator[TextIO]:
    """Standard output, or a file that appears at ``path`` only when it is complete.

    The results go to ``PATH.partial`` beside it, renamed to ``path`` at the
    end (a device such as ``/dev/null`` or a named pipe is written directly), so a run that is killed never leaves ``path`` cut short or empty: an
    older file there stays as it was. A run that stops early (Ctrl-C, SIGTERM,
    an error) keeps what it wrote in ``PATH.partial`` and says so on stderr. Two
    runs cannot write one ``PATH`` at once: the second is refused while the first
    holds ``PATH.partial`` (a lock of the system, gone with the run that took it).

    Raises:
        OutputError: when the file cannot be created, written or renamed.
    """
    if path is None or path == "-":
        yield sys.stdout
        return
    refuse_unwritable(path)
    if os.path.exists(path) and not os.path.isfile(path):  # a device or a pipe: write to it
        try:
            with open(path, "w", encoding="utf-8", newline="") as stream:
                yield stream
        except OSError as error:
            raise OutputError(f"cannot write {path}: {_why(error)}") from None
        return
    partial = f"{path}.partial"
    stream, locked = _open_partial(partial, path)
    stream.truncate(0)  # what a run killed earlier left there
    failure = None
    with stream:
        try:
            yield stream
            stream.flush()
        except BaseException:
            with contextlib.suppress(OSError):
                stream.flush()
            _keep_or_remove(partial, path)  # while the lock is still held
            raise
        if locked:  # renamed under the lock, so that no other run takes the file over
            failure = _rename(partial, path)
    if not locked:  # without locks (Windows), an open file cannot be renamed
        failure = _rename(partial, path)
    if failure is not None:
        raise failure


def _open_partial(partial: str, path: str) -> tuple[TextIO, bool]:
    """``partial`` open for this run, and whether it is locked for it alone.

    Raises:
        OutputError: when it cannot be opened, or another run holds it.
    """
    while True:
        try:
            stream = open(partial, "a", encoding="utf-8", newline="")  # noqa: SIM115
        except OSError as error:
            raise OutputError(f"cannot write {path}: {_why(error)}") from None
        locked = _lock(stream)
        if locked is False:
            stream.close()
            raise OutputError(f"cannot write {path}: another run is writing it now ({partial} "
                              f"is in use); wait for it, or write to another file")
        try:
            same = os.path.samestat(os.fstat(stream.fileno()), os.stat(partial))
        except OSError:
            same = False
        if same or not locked:
            return stream, bool(locked)
        stream.close()  # the run before renamed it to path as it was opened: open the new one


def _lock(stream: TextIO) -> bool | None:
    """Lock ``stream``'s file for this process until it closes it: ``True``; ``False`` when
    another run holds it; ``None`` where the system or its disk has no such locks (Windows,
    some network disks), where every run may write it, as before there were locks.

    The lock is a POSIX record lock (``lockf``), which the worker processes of ``--jobs``
    do not inherit: a run killed outright frees the file even if its workers linger."""
    try:
        import fcntl
    except ImportError:
        return None
    try:
        fcntl.lockf(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        return False if error.errno in (errno.EACCES, errno.EAGAIN) else None
    return True


def _rename(partial: str, path: str) -> OutputError | None:
    """Put ``partial`` in the place of ``path``; the error that says why not, or ``None``."""
    try:
        os.replace(partial, path)
    except OSError as error:
        return OutputError(f"cannot write {path}: {_why(error)}")
    return None


def refuse_unwritable(path: str) -> None:
    """Raise ``OutputError`` at once when no file can appear at ``path``: a directory, or a
    path in a folder that is not there. A command that writes at the end asks first.

    Examples:
        >>> refuse_unwritable("/")
        Traceback (most recent call last):
        ...
        sudoku.cli.output.OutputError: cannot write /: it is a directory
    """
    if os.path.isdir(path):
        raise OutputError(f"cannot write {path}: it is a directory")
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise OutputError(f"cannot write {path}: there is no folder {folder}")


def silence_standard_output() -> None:
    """Point standard output at nothing, so that Python's last flush at exit cannot fail again."""
    with contextlib.suppress(OSError, ValueError, AttributeError, io.UnsupportedOperation):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)


def _keep_or_remove(partial: str, path: str) -> None:
    """After a run that stopped early: keep ``partial`` if it holds results, and say where."""
    with contextlib.suppress(OSError):
        if os.path.getsize(partial):
            print(f"sudoku: the results written so far are in {partial} "
                  f"({path} is left as it was)", file=sys.stderr, flush=True)
        else:
            os.remove(partial)


def _why(error: OSError) -> str:
    """What went wrong, in the words of the system, lower case."""
    return (error.strerror or str(error)).lower()


class Progress:
    """A bar such as ``[##########..........] 33% 500 puzzles`` on standard error, redrawn in place.

    Puzzles are read as they are solved, so their number is not known in
    advance: the bar shows how much of the file has been read, or, for
    standard input, only the count. It is redrawn at most ten times a second, so
    that drawing costs nothing next to solving.

    Args:
        fraction: how much of the input has been read, from 0 to 1, or ``None``
            when that cannot be known.
        stream: where to draw (standard error by default).
    """

    WIDTH = 30
    """The number of characters between the brackets."""

    def __init__(self, fraction: Callable[[], float | None] | None = None,
                 stream: TextIO | None = None):
        self.fraction = fraction or (lambda: None)
        self.done = 0
        self.stream = stream or sys.stderr
        self.drawn_at, self.shown = 0.0, ""

    def advance(self) -> None:
        """Count one more puzzle done, and redraw the bar if it is time."""
        self.done += 1
        now = time.monotonic()
        if now - self.drawn_at >= 0.1 or not self.shown:
            count = f"{self.done} puzzle{'s' * (self.done != 1)}"
            read = self.fraction()
            if read is None:
                bar = count
            else:
                filled = round(self.WIDTH * read)
                bar = f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {read:.0%} {count}"
            self._draw(f"\r{bar}{' ' * max(0, len(self.shown) - len(bar))}")
            self.shown, self.drawn_at = bar, now

    def hide_from(self, stream: TextIO) -> None:
        """Take the bar away before ``stream`` writes to the same terminal."""
        if stream.isatty():
            self.clear()

    def clear(self) -> None:
        """Take the bar away, leaving the cursor at the start of its line."""
        if self.shown:
            self._draw(f"\r{' ' * len(self.shown)}\r")
            self.shown = ""

    def _draw(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()
