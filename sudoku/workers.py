"""Worker processes: a job run over many items in several processes, answers in input order.

Two commands spread work over processes: a batch (``solve -f``, ``rate -f``;
``sudoku.cli.batch``) runs one job per puzzle, and a search for a rated puzzle
(``generate --level``; ``sudoku.rated``) one attempt per seed. Both need the
same things, which live here: the answers come back in the order of the items,
the workers are fed a few items ahead and never the whole input, Ctrl-C and
SIGTERM go to the parent alone, and whoever stops reading the answers ends the
workers at once.

See the docs page *Command line*, section *Many puzzles*.

Examples:
    >>> list(in_order(abs, [-3, 1, -2], jobs=1))
    [3, 1, 2]
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any


def in_order(job: Callable[[Any], Any], items: Iterable[Any], jobs: int, most: int = 32,
             fork: bool = False) -> Iterator[Any]:
    """``job(item)`` for every item, in order; with ``jobs`` > 1, from that many workers.

    Args:
        job: what to do to one item; it is sent once to each worker when it starts.
        items: read lazily, a few chunks ahead of the answers given.
        jobs: how many worker processes; 1 (or a single item) runs in this one.
        most: the largest chunk of items sent to a worker at once. Chunks grow
            from one item to ``most`` (quick first answers, then less traffic);
            ``most=1`` sends each item alone, for jobs whose answers matter one
            at a time.
        fork: start the workers with ``fork`` (see ``can_fork``), so that
            ``job`` need not be pickled: a bound method of a search, say.

    Closing the iterator before its end (or an exception while it waits) ends
    the workers at once: their items in hand are dropped.
    """
    if jobs <= 1:
        yield from map(job, items)
        return
    items = iter(items)
    first = list(itertools.islice(items, 2))
    if len(first) <= 1:  # one item: no worker is worth starting
        yield from map(job, first)
        return
    items = itertools.chain(first, items)
    import multiprocessing  # here, as the pool: most runs start no worker, and the import
    from concurrent.futures import ProcessPoolExecutor  # costs every command 13 ms at start

    context = multiprocessing.get_context("fork") if fork else None
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker,
                             initargs=(job,)) as pool:
        waiting: collections.deque = collections.deque()
        try:
            for chunk in _chunks(items, first=jobs, most=most):
                waiting.append(pool.submit(_run_chunk, chunk))
                if len(waiting) > 4 * jobs:
                    yield from waiting.popleft().result()
            while waiting:
                yield from waiting.popleft().result()
        except BaseException:  # Ctrl-C, SIGTERM, or the reader of the answers went away
            _stop_workers(pool)
            raise


def can_fork() -> bool:
    """Whether this process may fork workers: where the ``fork`` start method exists,
    and no other thread runs (a lock another thread held stays held in the child: a
    test runner's threads, say)."""
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1


def _stop_workers(pool) -> None:
    """End the workers at once: their chunks in hand are dropped, nothing waits for them.

    The workers are killed first; then the pool's own thread, which sees them gone, is
    waited for. Were it still running when the interpreter exits, Python 3.11's exit hook
    could write to a pipe that thread has just closed, and print a traceback after the
    summary (seen once in a CI run, under load).
    """
    import multiprocessing

    for child in multiprocessing.active_children():
        child.kill()
    pool.shutdown(wait=True, cancel_futures=True)


def _chunks(items: Iterator[Any], first: int, most: int = 32) -> Iterator[list[Any]]:
    """``items`` in lists: one item each for the first ``first`` (quick first answers), then
    growing to ``most`` (less traffic between processes)."""
    size = 1
    for number in itertools.count():
        chunk = list(itertools.islice(items, size))
        if not chunk:
            return
        yield chunk
        if number >= first:
            size = min(most, size * 2)


_JOB: Callable[[Any], Any] | None = None
"""In a worker process: the job it runs, sent once when the worker starts."""


def _start_worker(job: Callable[[Any], Any]) -> None:
    """In a worker: keep the job; leave Ctrl-C to the parent and let SIGTERM end it quietly."""
    global _JOB
    _JOB = job
    with contextlib.suppress(ValueError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _run_chunk(chunk: list[Any]) -> list[Any]:
    """In a worker: the answers of ``chunk``."""
    return [_JOB(item) for item in chunk]
