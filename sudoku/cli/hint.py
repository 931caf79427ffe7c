"""``sudoku hint``: the next step of a person's solve, told a little at a time.

``--detail 1`` (the default) names the technique to look for, ``2`` adds where
to look, ``3`` adds the whole step (see the module ``sudoku.hint``).

The PUZZLE may be a position instead: a candidate grid (the pencil marks that
HoDoKu, Sudoku Explainer or SudokuWiki copy out) or a HoDoKu library line (see
``sudoku.position``). Its struck candidates are struck on the board, so a hint the
player followed by striking candidates is not given again. ``--placed GRID``
gives the player's digits for a plain puzzle: GRID is the puzzle as the player
has it, the givens and the digits written since, in the same layout.

``--format pencil`` writes the position after the hinted step, as a candidate
grid, under the hint's lines made comments (``# ``): the whole output reads back
as a position, so that ``hint`` can be asked again from where the step leads.
Where there is no step to take, the grid is the position as it is.

It takes one puzzle: a file or standard input that holds more is refused,
since a hint is about one position (``sudoku explain`` works through many).
Exit codes: 0 for a hint (or a complete grid), 1 when no hint can be given
(a wrong digit placed, a bound ran out, or one of the verdicts that every
command gives, in the same words: ``no solution``, ``several solutions``, or
``stuck`` when no technique of the chain applies; see ``sudoku.verdict``), 2
for bad input, the player's grid included (a given changed, a digit twice).

Before it hints, it decides the puzzle's verdict and finds its solution, which
can take long on a big or broken puzzle: ``--timeout SECONDS`` (60 by default)
bounds the whole hint, and ``--max-guesses N`` the guesses of the counts (no
bound by default). Past either, it prints ``gave up: ...`` and exits 1.

See the docs page *Command line*, section ``sudoku hint``.

Examples:
    >>> from sudoku.cli import main
    >>> main(["hint", "--detail", "2",
    ...       "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"])
    hidden single (1.2, easy): look for a digit with only one place left in a container
    look in row 3
    0
    >>> main(["hint", "." * 81])
    several solutions: the givens admit more than one, so no technique can finish it
    1
"""

from __future__ import annotations

import argparse
import itertools
import sys

from sudoku.board import Board
from sudoku.candidate_grid import format_pencil
from sudoku.cli.arguments import add_input_arguments, layout_of, refuse_pencil_for
from sudoku.cli.batch import seconds, whole
from sudoku.cli.bench import load
from sudoku.cli.puzzles import BAD_INPUT, NOT_SOLVED, OK, entries
from sudoku.cli.sources import STANDARD_INPUT
from sudoku.errors import SudokuError
from sudoku.formats import parse
from sudoku.hint import COMPLETE, DETAILS, GAVE_UP, HINT, Hint, hint
from sudoku.hint_moves import position

TIMEOUT = 60.0
"""The seconds a hint may take by default: a player waits no longer."""


def add_parser(commands) -> None:
    """Add the ``hint`` command to the sub-parsers ``commands``."""
    command = commands.add_parser("hint", help="give a hint: the technique, where, or the step")
    add_input_arguments(command)
    command.add_argument("--detail", type=int, choices=DETAILS, default=1, help=(
        "1: the technique to look for (default); 2: and where; 3: and the whole step"))
    command.add_argument("--placed", metavar="GRID", help=(
        "the player's grid: the givens plus the digits placed so far, in the puzzle's layout "
        "(for a plain puzzle; a position holds its placed digits)"))
    command.add_argument("--format", choices=("text", "pencil"), default="text", help=(
        "text: the hint (default); pencil: the hint as comments, then the position after "
        "its step as a candidate grid, which reads back as a position"))
    command.add_argument("--timeout", type=seconds, default=TIMEOUT, metavar="SECONDS", help=(
        f"give up after SECONDS, counting the solutions included (default {TIMEOUT:g})"))
    command.add_argument("--max-guesses", type=whole(0), metavar="N", help=(
        "give up when counting the solutions needs more than N guesses (default: no bound)"))
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Print the hint for the puzzle ``args`` names; return the exit code."""
    found = list(itertools.islice(entries(args), 2))  # one is all a hint wants; two is too many
    if len(found) > 1:
        source = STANDARD_INPUT if args.file is None else str(args.file)
        raise SudokuError(f"hint takes one puzzle; {source} holds more than one "
                          f"(sudoku explain takes many)")
    layout = layout_of(args)
    if args.format == "pencil":
        refuse_pencil_for(layout)
    board, why = load(found[0], layout)
    if board is None:
        where = f"line {found[0].line}: " if args.file is not None or args.puzzle == "-" else ""
        print(f"sudoku: invalid puzzle: {where}{why}", file=sys.stderr)
        return BAD_INPUT
    if args.placed is not None:
        if found[0].position is not None:
            raise SudokuError("--placed is for a plain puzzle; a position holds the digits "
                              "placed already")
        try:
            board = position(board.values(), parse(args.placed, layout), layout)
        except SudokuError as error:
            print(f"sudoku: invalid position: {error}", file=sys.stderr)
            return BAD_INPUT
    found_hint = hint(board, args.detail, timeout=args.timeout, max_guesses=args.max_guesses)
    print(found_hint.text if args.format == "text" else pencil(found_hint, board))
    if found_hint.status == GAVE_UP:
        both = args.max_guesses is not None
        print(f"sudoku: no hint within --timeout {args.timeout:g}"
              + (f" and --max-guesses {args.max_guesses}" if both else "")
              + f"; raise {'them' if both else 'it'} to let it work longer", file=sys.stderr)
    return OK if found_hint.status in (HINT, COMPLETE) else NOT_SOLVED


def pencil(found: Hint, board: Board) -> str:
    """The hint's lines as comments, then the position after its step as a candidate grid.

    The step is applied to ``board`` (where there is one), so the board ends in
    the position written.
    """
    if found.step is not None:
        found.step.apply(board)
    return "\n".join([*(f"# {line}" for line in found.lines), format_pencil(board)])
