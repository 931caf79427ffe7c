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
import json
import sys
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, TextIO

from sudoku.errors import SudokuError

if TYPE_CHECKING:
    from sudoku.cli.batch import Record


class Output:
    """Writes records to ``stream`` in one ``format``; ``csv`` starts with its header.

    An invalid puzzle has no grid to draw, and a single puzzle no line to
    number, so in those two cases the ``line`` and ``grid`` formats say what is
    wrong on standard error instead.
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
        elif record.error is not None and (self.format == "grid" or not self.batch):
            where = f"line {record.line}: " if self.batch else ""
            print(f"sudoku: invalid puzzle: {where}{record.error}", file=sys.stderr, flush=True)
        else:
            gap = "\n" if self.format == "grid" and self.written else ""
            self._line(self.stream.write, f"{gap}{record.text}\n")
            self.written += 1

    def _line(self, write, what) -> None:
        write(what)
        self.stream.flush()


@contextlib.contextmanager
def open_output(path: str | None) -> Iterator[TextIO]:
    """Standard output, or the file at ``path`` opened for writing (and closed at the end)."""
    if path is None or path == "-":
        yield sys.stdout
        return
    try:
        with open(path, "w", encoding="utf-8", newline="") as stream:
            yield stream
    except OSError as error:  # cannot open it, or cannot write any more (a full disk)
        raise SudokuError(f"cannot write {path}: {(error.strerror or str(error)).lower()}") \
            from None


class Progress:
    """A bar such as ``[##########..........] 500/1000`` on standard error, redrawn in place.

    It is redrawn at most ten times a second, so that drawing costs nothing next to solving.
    """

    WIDTH = 30
    """The number of characters between the brackets."""

    def __init__(self, total: int, stream: TextIO | None = None):
        self.total, self.done = total, 0
        self.stream = stream or sys.stderr
        self.drawn_at, self.shown = 0.0, ""

    def advance(self) -> None:
        """Count one more puzzle done, and redraw the bar if it is time."""
        self.done += 1
        now = time.monotonic()
        if now - self.drawn_at >= 0.1 or self.done == self.total or not self.shown:
            filled = self.WIDTH * self.done // max(self.total, 1)
            bar = f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {self.done}/{self.total}"
            self._draw(f"\r{bar}")
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
