"""``sudoku find``: every instance of one technique in a position, not only the first.

A teacher who shows an X-Wing wants to show all of them. ``sudoku find X-Wing
POSITION`` prints one line per instance the technique finds there (the step's
sentence, as ``explain`` writes it), then a count. The technique is named as
``--strategies`` names them (``x-wing``, ``naked-pair``; see ``by_name``), from
the human chain. The position is read as every command reads a puzzle, and may
be a candidate grid or a HoDoKu library line (see ``sudoku.position``), so the
pencil marks a player struck are struck for the search too.

A technique lists every instance when its class has a ``find_all`` of its own
(a generator of steps); one that has only ``find`` shows its first, and the
count line says so. The uniqueness techniques (unique rectangles, BUG+1) are
only sound on a position with one solution, so when one of them finds a
pattern, the solutions are counted, and a position with none or several gets
the verdict every command gives (``sudoku.verdict``) instead of the steps.

Exit codes: 0 when the technique applies, 1 when it does not (or a verdict, or
a bound ran out: ``--timeout``, 60 s by default, and ``--max-guesses`` for the
count), 2 for bad input (an unknown technique, one that does not hold for the
layout, a position that cannot be read). A file (``-f FILE``) gives each
position a ``# line N: PUZZLE`` heading and ends with a summary on standard error.

See the docs page *Command line*, section ``sudoku find``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["find", "pointing",
    ...       "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"])
    ... # doctest: +ELLIPSIS
    r2c1<>7, r2c3<>7: pointing, in box 3, 7 can only go in row 2, so 7 leaves the rest of row 2
    ...
    0
    >>> main(["find", "x-wing", "." * 81])
    no instance of X-Wing here
    1
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterator

from sudoku.board import Board
from sudoku.cli import batch
from sudoku.cli.arguments import add_input_arguments, layout_of
from sudoku.cli.bench import load
from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, entries, heading
from sudoku.errors import SudokuError
from sudoku.rating import UniquenessCheck
from sudoku.solver import GAVE_UP, NO_SOLUTION
from sudoku.step import Step
from sudoku.strategies import (
    HUMAN_CHAIN,
    Deadline,
    OutOfBounds,
    Strategy,
    assuming_unique,
    by_name,
    link,
)
from sudoku.strategies.plugins import plain_name
from sudoku.verdict import MULTIPLE_SOLUTIONS, by_count, sentence

TIMEOUT = 60.0
"""The seconds the search of one position may take by default."""

FOUND, NONE = "found", "none"
"""The statuses of a search: the technique applies, or it does not."""

EXIT_CODES = {FOUND: OK, NONE: NOT_SOLVED, batch.INVALID: BAD_INPUT, NO_SOLUTION: NOT_SOLVED,
              MULTIPLE_SOLUTIONS: NOT_SOLVED, GAVE_UP: NOT_SOLVED}
"""Every status of ``find``, with its exit code, in the order of the summary of a file."""


def add_parser(commands) -> None:
    """Add the ``find`` command to the sub-parsers ``commands``."""
    command = commands.add_parser("find", help="list every instance of a technique in a position")
    command.intermixed = True  # STRATEGY and PUZZLE with options between them
    command.add_argument("strategy", metavar="STRATEGY", help=(
        "the technique, named as --strategies names them: x-wing, naked-pair, ..."))
    add_input_arguments(command)
    command.add_argument("--timeout", type=batch.seconds, default=TIMEOUT, metavar="SECONDS",
                         help=f"give up on a position after SECONDS (default {TIMEOUT:g})")
    command.add_argument("--max-guesses", type=batch.whole(0), metavar="N", help=(
        "give up when counting the solutions (for a uniqueness technique) needs more than "
        "N guesses (default: no bound)"))
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """List the instances of the technique in every position ``args`` names; return the exit code."""
    if plain_name(args.strategy) == "guess":
        raise SudokuError("guessing is not a technique a position has instances of: find lists "
                          "the instances of a technique of the human chain")
    strategy = by_name(args.strategy, HUMAN_CHAIN)
    layout = layout_of(args)
    if not strategy.holds_for(layout):
        raise SudokuError(f"{strategy.name} does not hold for the {layout.name} layout")
    found, counts = entries(args), Counter()
    numbered = found.batch
    for entry in found:
        if numbered:
            print(heading(entry, layout))
        board, why = load(entry, layout)
        if board is None:
            where = f"line {entry.line}: " if numbered else ""
            print(f"sudoku: invalid puzzle: {where}{why}", file=sys.stderr)
            counts[batch.INVALID] += 1
            continue
        status, lines = search(strategy, board, Deadline(args.timeout), args.max_guesses)
        counts[status] += 1
        print("\n".join(lines))
    if numbered:
        task = batch.Task(job=print, columns=(), exit_codes=EXIT_CODES)
        print(f"sudoku: {batch.summary(counts, task)}", file=sys.stderr)
    return max((EXIT_CODES[status] for status in counts), default=OK)


def search(strategy: Strategy, board: Board, deadline: Deadline | None = None,
           max_guesses: int | None = None) -> tuple[str, list[str]]:
    """The status of a search for ``strategy`` on ``board``, and the lines that tell it.

    Args:
        strategy: the technique.
        board: the position; it is not changed.
        deadline: when the search (and a count of solutions) must stop.
        max_guesses: the most guesses a count of solutions may make.

    Returns:
        ``("found", lines)`` with one line per instance and a count line, ``("none",
        [line])``, a verdict of ``sudoku.verdict`` for a uniqueness technique on a
        position without one solution, or ``("gave_up", lines)`` with the instances
        found before a bound ran out.
    """
    if board.is_broken():  # the givens leave a cell no candidate, or a digit no place
        return NO_SOLUTION, [f"{sentence(NO_SOLUTION)}; {_what_broke(board)}"]
    deadline = Deadline() if deadline is None else deadline
    check = UniquenessCheck(board, deadline, max_guesses)
    searcher = link(assuming_unique([strategy], check))
    searcher.set_deadline(deadline)
    steps, complete = [], lists_all(strategy)
    symbol = board.layout.symbol
    try:
        for step in unique(instances(searcher, board)):
            steps.append(step.sentence(symbol))
    except OutOfBounds:
        count = f"{len(steps)} instance{'s' * (len(steps) != 1)} of {strategy.name} so far"
        return GAVE_UP, [*steps, f"gave up (--timeout or --max-guesses) after {count}"]
    if check.counted is not None and check.counted != 1:
        verdict = by_count(check.counted)
        return verdict, [f"{sentence(verdict)}; {strategy.name} needs one solution"]
    if not steps:
        return NONE, [f"no instance of {strategy.name} here"]
    count = f"{len(steps)} instance{'s' * (len(steps) != 1)} of {strategy.name}"
    if not complete:
        count += (f", the first: {strategy.name} can list only its first "
                  f"(its class has no find_all)")
    return FOUND, [*steps, count]


def _what_broke(board: Board) -> str:
    """The contradiction the board's agenda holds, in words: ``r1c9 has no candidate left``."""
    if board.dead_cells:
        return f"{min(board.dead_cells).name} has no candidate left"
    index, digit = min(board.dead_places)
    return f"{board.layout.symbol(digit)} has no place left in {board.containers[index].name}"


def instances(strategy: Strategy, board: Board) -> Iterator[Step]:
    """The steps ``strategy`` finds on ``board``: all of them with ``find_all``, else the first."""
    if lists_all(strategy):
        yield from strategy.find_all(board)
        return
    step = strategy.find(board)
    if step is not None:
        yield step


def lists_all(strategy: Strategy) -> bool:
    """Whether ``strategy`` lists all its instances: its class has a ``find_all`` of its own.

    ``Strategy.find_all`` itself yields the first instance only, so it does not count.
    """
    own = getattr(type(strategy), "find_all", None)
    return callable(own) and own is not Strategy.find_all


def unique(steps: Iterator[Step]) -> Iterator[Step]:
    """``steps`` without repeats: a pattern found twice (from a row and from a box, say) once."""
    seen = set()
    for step in steps:
        key = (step.strategy, frozenset(step.placements), frozenset(step.eliminations),
               frozenset(step.cells), frozenset(step.containers))
        if key not in seen:
            seen.add(key)
            yield step
