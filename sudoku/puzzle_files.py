"""Files of puzzles: one entry per puzzle, read or with the error that says why not.

TL;DR: a file holds puzzles one a line or as 9-line grids, and positions
(candidate grids, HoDoKu library lines), with ``#`` comments and blank lines
between them; reading it gives one [`Entry`][sudoku.puzzle_files.Entry] per
puzzle, in order, and a bad puzzle is an entry with its error, never the end of
the reading.

Lines are gathered until they hold a whole puzzle (``sudoku.puzzle_lines`` counts
the cells of each), then read as one puzzle by ``sudoku.formats`` or, when that
fails and the text is one, as a position by ``sudoku.position``.
[`stream_puzzles`][sudoku.puzzle_files.stream_puzzles] does it as the lines come,
so a file of any size reads in constant memory.

Role: what the command line reads ``-f FILE`` and standard input with. See the docs
pages *Command line*, section *Giving it puzzles*, and *How-to / Solve a file of puzzles*.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from sudoku.errors import PuzzleFormatError, SudokuError
from sudoku.formats import parse, require_layout, require_text
from sudoku.layout import CLASSIC, Layout
from sudoku.position import Position, looks_like_position, read_position
from sudoku.puzzle_lines import cells_held, counted_lines, is_near_a_row


class Entry(NamedTuple):
    """One puzzle of a file, as [`read_puzzles`][sudoku.puzzle_files.read_puzzles] found it: read, or with its error.

    Attributes:
        line: the 1-based line where the puzzle starts.
        text: the puzzle's lines as they stand in the file.
        values: one int per cell, or ``None`` when the puzzle could not be read; for a
            position, its digits (the givens and the digits placed).
        error: what is wrong with the puzzle, or ``None``.
        position: the [`Position`][sudoku.position.Position] when the text is one (a
            candidate grid or a HoDoKu library line), else ``None``.

    Examples:
        >>> entry = read_puzzles("\\n" + "." * 81)[0]
        >>> entry.line, entry.values[:3], entry.error
        (2, [0, 0, 0], None)
    """

    line: int
    text: str
    values: list[int] | None
    error: SudokuError | None
    position: Position | None = None


def read_puzzles(text: str, layout: Layout = CLASSIC) -> list[Entry]:
    """Read a file of puzzles; each puzzle gives one [`Entry`][sudoku.puzzle_files.Entry], good or bad, in order.

    The rules:

    * only ``\\n`` and ``\\r\\n`` end a line (a form feed or a vertical tab inside a
      line is white space, so the line numbers are those of any editor), and a byte-order
      mark that starts the text (as Notepad writes one) is no part of it;
    * a line whose first non-blank character is ``#`` is a comment; blank lines are skipped,
      and so are titles such as ``Grid 01`` or ``Puzzle 7:`` (Project Euler's file of grids
      has one above each grid);
    * a line holding a whole puzzle is one puzzle; otherwise consecutive lines are
      gathered until they hold a whole puzzle (so 9-line grids read as one puzzle each);
    * a line holds one cell per token when it has as many tokens as a row or a puzzle
      has cells, or a token such as ``10`` on a 16x16, or tokens a few short or long of a
      row where its characters are far from one; one cell per field when it is a row (or
      a puzzle) of comma- or semicolon-separated values, an empty field an empty cell;
      else one cell per character. A ruler holds none (``-----+-----``, and the rulers of
      candidate grids, such as ``.-----.-----.``), and between puzzles it is skipped;
    * in a grid of one row a line, a row a few cells short or long still counts as a
      row, so the grid stays one puzzle and its error names that row;
    * a line too long to be a row of such a grid, or less than half as long, and too short
      to be a puzzle, is a puzzle line cut short: an entry of its own with an error, never
      joined to the lines around it (two halves of broken lines would make a puzzle nobody
      wrote);
    * a puzzle that does not read as digits is read as a position when it is one: a
      candidate grid (one token of candidates per cell, such as 9 lines of 9) or a
      HoDoKu library line (see [`read_position`][sudoku.position.read_position]);
    * a gathered puzzle cut short by a blank line, a comment, a title, the end of the text
      or a line that would overflow it is an entry with an error; that line starts the next;
    * grids over several lines that follow one another with no blank line between, and
      end in one cut short, are each an entry with an error too: a row missing in one of
      them would have given its neighbour's row to it, and no count can tell which grid
      lost it (such a run is held until it ends, up to ``HELD`` grids; a row lost in one grid
      and one too many in another of the same run cancel out, and only a blank line between
      grids makes each one sure);
    * a bad character makes its puzzle an entry with an error and reading goes on.

    Every error message starts with the line where its puzzle starts. To read a
    file too big to hold, give its lines one at a time to
    [`stream_puzzles`][sudoku.puzzle_files.stream_puzzles].

    Examples:
        >>> entries = read_puzzles("# two puzzles\\n" + "1" * 81 + "\\n\\n" + "1" * 80)
        >>> [(entry.line, entry.values is None) for entry in entries]
        [(2, False), (4, True)]
        >>> print(entries[1].error)
        line 4: expected 81 cells, got 80
    """
    require_text(text)
    return list(stream_puzzles(split_lines(text.removeprefix("\ufeff")), layout))


def split_lines(text: str) -> list[str]:
    """The lines of ``text``, ended by ``\\n`` or ``\\r\\n`` and nothing else.

    Unlike ``str.splitlines``, a form feed, a vertical tab or a NEL (``\\x85``)
    does not end a line, so line numbers agree with a file read line by line.

    Examples:
        >>> split_lines("12\\r\\n3\\f4\\n")
        ['12', '3\\x0c4']
    """
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()  # the newline that ends the last line starts no new one
    return [line.removesuffix("\r") for line in lines]


def stream_puzzles(lines: Iterable[str], layout: Layout = CLASSIC) -> Iterator[Entry]:
    """Read puzzles from ``lines`` (without their line ends) as they come: one entry per puzzle.

    The rules are those of [`read_puzzles`][sudoku.puzzle_files.read_puzzles]; this
    form holds one puzzle at a time, so a file of any size reads in constant memory. One
    thing waits: grids over several lines that follow one another with no blank line
    between come out when their run ends (a blank line, a comment, a title, a puzzle on
    one line, the end) or when ``HELD`` of them wait, since a grid that comes out short
    at the end of the run makes each of them doubtful.

    Examples:
        >>> [entry.line for entry in stream_puzzles(["# one", "", "1" * 81])]
        [3]
    """
    require_layout(layout)
    for start, gathered, cut_short, doubt in _gather(counted_lines(lines, layout), layout):
        text = "\n".join(gathered)
        if doubt:
            yield Entry(start, text, None, PuzzleFormatError(f"line {start}: {doubt}"))
        else:
            yield _entry(start, text, layout, cut_short)


def read_entry(text: str, layout: Layout = CLASSIC) -> Entry:
    """Read one puzzle or position given whole (a command-line argument, say) into an entry.

    It reads as [`parse`][sudoku.formats.parse] does; text that is no puzzle but a
    position (a candidate grid, a library line) gives an entry with its position.
    An error is kept in the entry, not raised, and names no line: the text is not a file.

    Examples:
        >>> from sudoku.layout import classic
        >>> entry = read_entry("1 2 34 34  34 34 1 2  2 1 34 34  34 34 2 1", classic(2, 2))
        >>> entry.values[:4], entry.position is not None
        ([1, 2, 0, 0], True)
        >>> print(read_entry("12").error)
        expected 81 cells, got 2
    """
    try:
        require_text(text)
    except SudokuError as error:
        return Entry(1, str(text), None, error)
    return _entry(1, text, layout, "", where="")


HELD = 1000
"""How many grids over several lines, read back to back, are held to be checked together
(about a megabyte of text); a run of more lets the first ones go unchecked."""

TITLE = re.compile(r"(?i)(?:grid|puzzle|sudoku)\s*(?:no\.?|#)?\s*\d+\s*:?")
"""A line that names the grid below it, such as Project Euler's ``Grid 01``: it parts
grids as a comment does."""


def _gather(lines: Iterable[tuple[int, str, int]], layout: Layout):
    """Yield ``(first line, lines, why it was cut short or "", doubt or "")`` for each puzzle.

    Grids over several lines that follow one another with no blank line or
    comment between are held (up to ``HELD`` of them) until the run ends: when it
    ends in a grid cut short, a row went missing or came in extra somewhere in it,
    and each grid of the run may hold a row of its neighbour, so each gets that
    doubt as its error rather than an answer to a puzzle nobody wrote.

    Args:
        lines: ``(number, line, cells it holds)`` for each line, as ``counted_lines`` gives them.
        layout: the shape of the puzzles.
    """
    start, gathered, counts = 0, [], []
    run: deque[tuple[int, list[str], int]] = deque()  # grids over lines, back to back, and rows

    def end_of_run(cut_short: bool = False):
        """The grids of the run, doubted if the run ends in the grid being gathered, cut short."""
        doubt = ""
        if cut_short and run:
            last = start + len(gathered) - 1
            rows = sum(rows for _, _, rows in run) + sum(1 for count in counts if count)
            held = (f"their {rows} rows are no whole number of grids of {layout.size}"
                    if layout.is_grid_of_rows else f"the one at line {start} is cut short")
            doubt = (f"no blank line parts the grids of lines {run[0][0]} to {last}, and "
                     f"{held}: a row missing or extra in one of them moves rows from grid to "
                     f"grid, so this grid may not be the one written; put a blank line "
                     f"between grids")
        ended = [(first, grid, "", doubt) for first, grid, _ in run]
        run.clear()
        return ended

    for number, line, cells in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or TITLE.fullmatch(stripped):
            if gathered:
                kind = "a blank line" if not stripped else \
                    "a comment" if stripped.startswith("#") else "a title"
                yield from end_of_run(cut_short=True)
                yield start, gathered, f"cut short by {kind} at line {number}", ""
                gathered, counts = [], []
            yield from end_of_run()
            continue
        if is_no_row(cells, layout):  # a broken puzzle line: it is a puzzle of its own
            if gathered:
                yield from end_of_run(cut_short=True)
                yield start, gathered, f"cut short by line {number}, which is no row", ""
                gathered, counts = [], []
            yield from end_of_run()
            yield number, [line], "", ""
            continue
        if gathered and cells_held(counts + [cells], layout) > len(layout.cells):
            alone = len(gathered) == 1 and cells == len(layout.cells)  # two puzzles, a line each
            yield from end_of_run(cut_short=not alone)
            yield start, gathered, "" if alone else \
                f"cut short by line {number}, which would overflow it", ""
            gathered, counts = [], []
        if not gathered:
            if not cells:
                continue  # a ruler between puzzles belongs to neither
            start = number
        gathered, counts = gathered + [line], counts + [cells]
        if cells_held(counts, layout) >= len(layout.cells):
            if len(gathered) == 1:
                yield from end_of_run()
                yield start, gathered, "", ""
            else:
                if len(run) == HELD:
                    first, grid, _ = run.popleft()
                    yield first, grid, "", ""
                run.append((start, gathered, sum(1 for count in counts if count)))
            gathered, counts = [], []
    if gathered:
        yield from end_of_run(cut_short=True)
        yield start, gathered, "cut short by the end of the text", ""
    yield from end_of_run()


def is_no_row(cells: int, layout: Layout) -> bool:
    """Whether a line of ``cells`` cells is too far from a row of a grid of rows to be one
    (too long, or less than half as long), and too short to be a puzzle: a puzzle line cut
    short, never a part of a puzzle over lines.

    Examples:
        >>> [is_no_row(cells, CLASSIC) for cells in (30, 4, 9, 12, 5, 0, 81)]
        [True, True, False, False, False, False, False]
    """
    return (layout.is_grid_of_rows and not is_near_a_row(cells, layout)
            and 0 < cells < len(layout.cells))


def _entry(start: int, text: str, layout: Layout, cut_short: str, where: str | None = None,
           ) -> Entry:
    """Parse one gathered puzzle into an entry, its error naming the line it starts on.

    Text that is no puzzle but a position (see
    [`looks_like_position`][sudoku.position.looks_like_position]) is read as one:
    that is only tried once the puzzle failed, so it costs the puzzles that read nothing.

    Args:
        start: the line the puzzle starts on.
        text: its lines.
        layout: the shape of the puzzle.
        cut_short: why the gathering of its lines stopped early, or ``""``.
        where: what an error message starts with (``"line N: "`` by default).
    """
    where = f"line {start}: " if where is None else where
    try:
        return Entry(start, text, parse(text, layout, first_line=start), None)
    except PuzzleFormatError as error:
        if looks_like_position(text, layout):
            return _position_entry(start, text, layout, where, cut_short)
        reason = f" ({cut_short})" if cut_short and error.position is None else ""
        return Entry(start, text, None, PuzzleFormatError(
            f"{where}{error}{reason}", error.position, error.line, error.column))


def _position_entry(start: int, text: str, layout: Layout, where: str, cut_short: str,
                    ) -> Entry:
    """The entry of a position, or of why it cannot be read (naming the cell)."""
    try:
        position = read_position(text, layout, first_line=start)
    except PuzzleFormatError as error:
        reason = f" ({cut_short})" if cut_short else ""
        return Entry(start, text, None, PuzzleFormatError(
            f"{where}{error}{reason}", error.position, error.line, error.column))
    except SudokuError as error:
        return Entry(start, text, None, SudokuError(f"{where}{error}"))
    return Entry(start, text, position.values, None, position)
