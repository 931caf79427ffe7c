"""The ``sudoku`` command: solve, check and generate puzzles from the shell.

Each command lives in its own module of this package and adds its own
sub-parser, so a new command is one new module and one line in
[`COMMANDS`][sudoku.cli.COMMANDS]. Commands that take puzzles read one given as an argument,
``-`` for standard input, or ``-f FILE`` for a file of many puzzles (one per
line, ``#`` comments and blank lines ignored, 9-line grids allowed); a position
(a candidate grid, a HoDoKu library line) is taken wherever a puzzle is.

Exit codes: 0 solved (or unique), 1 not solved (no solution, stuck, several
solutions, gave up), 2 bad input (arguments included), 3 the results could not be
written (a full disk, a closed standard output); for many puzzles, the worst of
them; 130 after Ctrl-C and 143 after SIGTERM. See the docs page *Command line*.

Examples:
    >>> main(["solve", "--format", "line",
    ...       "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"])
    ... # doctest: +ELLIPSIS
    534678912672195348198342567859761423426853791713924856961537284287419635345286179 ...
    0
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import io
import os
import signal
import sys

from sudoku.cli import check, explain, find, generate, hint, layout, rate, solve
from sudoku.cli.output import OUTPUT_FAILED, OutputError, silence_standard_output
from sudoku.cli.puzzles import BAD_INPUT
from sudoku.cli.signals import INTERRUPTED, TERMINATED, Terminated, catch_terminate
from sudoku.errors import SudokuError

COMMANDS = (solve, explain, hint, find, rate, check, generate, layout)
"""The modules of the commands, in the order ``sudoku --help`` lists them."""


class Parser(argparse.ArgumentParser):
    """The parser of ``sudoku`` and of each command: an argument error is one line.

    The line names the command and the way to its help, instead of repeating the
    whole usage: ``sudoku solve: error: ... (see sudoku solve --help)``.
    """

    intermixed = False
    """Whether options may stand between the positional arguments. A command with two
    (``find STRATEGY PUZZLE``) sets it, so that ``sudoku find x-wing --layout 6x6 PUZZLE``
    reads as it is meant: by default, the options end the positional arguments."""

    def error(self, message: str):
        """Say what is wrong with the arguments in one line, and exit with 2."""
        self.exit(BAD_INPUT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    def print_help(self, file=None):
        """Print the help, and say it when the output is full or closed (exit 3): argparse
        itself drops that error, and the help would end in silence with exit code 0."""
        file = sys.stdout if file is None else file
        file.write(self.format_help())
        file.flush()

    def parse_known_args(self, args=None, namespace=None):
        """Parse ``args`` as argparse does, options among the positional arguments if ``intermixed``."""
        if not self.intermixed:
            return super().parse_known_args(args, namespace)
        self.intermixed = False  # parse_known_intermixed_args comes back here, twice
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self.intermixed = True


def main(argv: list[str] | None = None) -> int:
    """Run the command line with ``argv`` (``sys.argv[1:]`` by default); return the exit code.

    Whatever happens, the answer is one line on standard error and an exit code,
    never a traceback: bad input 2, results that cannot be written 3, Ctrl-C 130,
    SIGTERM 143.
    """
    _stand_in_for_closed_streams()
    previous = catch_terminate()
    try:
        parser = Parser(prog="sudoku", description="Solve, check and generate sudoku puzzles.")
        parser.add_argument("--version", action=_Version, nargs=0,
                            help="print the version of sudoku and exit")
        commands = parser.add_subparsers(required=True, metavar="COMMAND", dest="command")
        for command in COMMANDS:
            command.add_parser(commands)
        given = sys.argv[1:] if argv is None else list(argv)
        args, unknown = parser.parse_known_args(given)
        if unknown:  # said by the parser of the part they stand in: the command's, or sudoku's
            before = unknown[0] in given and given.index(args.command) > given.index(unknown[0])
            (parser if before else commands.choices[args.command]).error(
                f"unrecognized arguments: {' '.join(unknown)}")
        return args.run(args)
    except SudokuError as error:
        _say(f"error: {error}")
        return BAD_INPUT
    except KeyboardInterrupt:
        _say("interrupted")
        return INTERRUPTED
    except Terminated:
        _say("terminated")
        return TERMINATED
    except BrokenPipeError:
        silence_standard_output()  # the reader went away (e.g. `| head`): nothing more to say
        return 0
    except OutputError as error:
        silence_standard_output()
        _say(f"error: {error}")
        return OUTPUT_FAILED
    except OSError as error:  # print() to a standard output that is full or closed
        silence_standard_output()
        _say(f"error: cannot write standard output: {(error.strerror or str(error)).lower()}")
        return OUTPUT_FAILED
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


class _Version(argparse.Action):
    """``--version``: the installed version, read only when asked (the lookup costs milliseconds)."""

    def __call__(self, parser, namespace, values, option_string=None):
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("sudoku-patterns")
        except PackageNotFoundError:
            number = "(not installed; run from a checkout)"
        print(f"sudoku {number}")
        parser.exit()


class _ClosedStream(io.TextIOBase):
    """Stands for a standard output that was closed: writing to it is an error that says so."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "it is closed")

    def isatty(self) -> bool:
        return False


def _stand_in_for_closed_streams() -> None:
    """Give a closed stdout an error on writing, and a closed stderr a place that drops words.

    Python sets a closed standard stream to ``None``, and ``print(file=None)``
    would write to standard output: an error message must not land among results.
    """
    if sys.stdout is None:
        sys.stdout = _ClosedStream()
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (for the life of the process)


def _say(message: str) -> None:
    """One line on standard error, if it can be written."""
    with contextlib.suppress(OSError, ValueError):
        print(f"sudoku: {message}", file=sys.stderr, flush=True)
