"""Stopping a command from outside: Ctrl-C (SIGINT) and SIGTERM end it the same way.

Python turns Ctrl-C into ``KeyboardInterrupt``; this module turns SIGTERM (what
``kill`` and service managers send) into [`Terminated`][sudoku.cli.signals.Terminated],
so that a batch stopped either way writes its summary, keeps the results it
finished, and exits with one line on stderr: 130 for Ctrl-C, 143 for SIGTERM,
as shells count them (128 + the signal's number).

See the docs page *Command line*.

Examples:
    >>> previous = catch_terminate()
    >>> import os, signal
    >>> try:
    ...     os.kill(os.getpid(), signal.SIGTERM)
    ... except Terminated as stop:
    ...     print(stop)
    terminated
    >>> _ = signal.signal(signal.SIGTERM, previous)
"""

from __future__ import annotations

import signal

INTERRUPTED = 130
"""The exit code after Ctrl-C (128 + SIGINT)."""

TERMINATED = 143
"""The exit code after SIGTERM (128 + SIGTERM)."""


class Terminated(BaseException):
    """Raised in the main process when it receives SIGTERM.

    Like ``KeyboardInterrupt``, it is a ``BaseException``, so that no ``except
    Exception`` on the way swallows it.
    """

    def __init__(self) -> None:
        super().__init__("terminated")


def catch_terminate():
    """From now on, SIGTERM raises [`Terminated`][sudoku.cli.signals.Terminated]; return the previous handler.

    Only the main thread may handle signals: from another thread this does
    nothing and returns ``None``.
    """
    try:
        return signal.signal(signal.SIGTERM, _raise_terminated)
    except ValueError:
        return None


def _raise_terminated(signum, frame) -> None:
    raise Terminated()
