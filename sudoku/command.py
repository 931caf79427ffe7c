"""The ``sudoku`` program's entry point: start the command line, and stop cleanly even while it starts.

Importing the commands takes a moment, and Ctrl-C in that moment would
otherwise end in a traceback. This module imports nothing of the package until
it is inside its ``try``; [`sudoku.cli.main`][sudoku.cli.main] does the rest, and
a second Ctrl-C while the first one's cleanup runs ends here too, quietly.
(Despite its name, this is not the Command pattern: that lives in ``sudoku.step``.)

See the docs page *Command line*.
"""

from __future__ import annotations

import sys


def main() -> int:
    """Run the ``sudoku`` command with the arguments of this process; return its exit code."""
    try:
        from sudoku.cli import main as run_command_line
    except KeyboardInterrupt:
        if sys.stderr is not None:
            print("sudoku: interrupted", file=sys.stderr)
        return 130
    try:
        return run_command_line()
    except KeyboardInterrupt:  # a second Ctrl-C, while the cleanup after the first one ran
        return 130
