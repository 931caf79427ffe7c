"""Shared test data: the puzzles the tests start from, and where the reference puzzles live."""

from __future__ import annotations

import gc
import io
import json
import os
import sys
import tempfile
from pathlib import Path

import pytest

from sudoku.cli import main
from sudoku.shapes import named

# Many tests start `sudoku` in a process of its own. Where the environment tells Python not to
# write byte code (PYTHONDONTWRITEBYTECODE, as on this project's CI machine), every one of those
# processes compiles the whole package again, half its start-up time, and every run of the
# tests rewrites and compiles each test module again (3 s a worker). They keep their byte
# code in a folder of the temporary directory instead, never in the checkout: the processes
# the tests start, and from here on this one (the test modules, the rest of the package).
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None):
    os.environ.setdefault("PYTHONPYCACHEPREFIX",
                          str(Path(tempfile.gettempdir()) / "sudoku-tests-bytecode"))
    sys.pycache_prefix = sys.pycache_prefix or os.environ["PYTHONPYCACHEPREFIX"]
    sys.dont_write_bytecode = False

#: The example grid of the classic design documents (Wikipedia's, LeetCode 37's); unique.
CLASSIC_PUZZLE = (
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")

#: The first puzzle of Norvig's top95: singles alone get stuck on it.
HARD_PUZZLE = (
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")

#: Arto Inkala's puzzle of 2012, published as the hardest for people: singles and locked
#: candidates get stuck on it, so the fast chain has to guess and backtrack.
GUESSING_PUZZLE = (
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")

#: The first of Gordon Royle's minimal 17-clue puzzles.
SEVENTEEN_CLUES = (
    ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...")

def windoku(kind: str):
    """The classic layout with the four windows of a windoku, each a container of ``kind``,
    and the names of the cells in the windows."""
    from sudoku.layout_file import dumps, loads

    shape = json.loads(dumps(named("classic")))
    windows = [[f"r{row}c{column}" for row in range(top, top + 3)
                for column in range(left, left + 3)] for top in (2, 6) for left in (2, 6)]
    shape["containers"] += [{"kind": kind, "name": f"window {number}", "cells": cells}
                            for number, cells in enumerate(windows, 1)]
    return loads(json.dumps(shape)), {cell for cells in windows for cell in cells}


#: The reference data beside the repository (``../shared``; absent in a fresh clone), or the
#: folder the environment variable ``SUDOKU_SHARED`` names, as for the benchmarks.
SHARED = Path(os.environ.get("SUDOKU_SHARED") or Path(__file__).resolve().parents[2] / "shared")

#: The public puzzle collections in it.
REFERENCE_PUZZLES = SHARED / "puzzles"


@pytest.fixture
def sudoku(capsys, monkeypatch):
    """Run the command line in this process: ``sudoku(*args, stdin=b"...")`` -> (code, out, err)."""
    def run(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
        code = main(list(args))
        out, err = capsys.readouterr()
        return code, out, err
    return run


class BuiltSite:
    """One strict ``mkdocs build`` of the docs, shared by every test (and every xdist worker).

    Attributes:
        directory: where the site was written.
        returncode, stdout, stderr: what the build said.
    """

    def __init__(self, directory: Path, returncode: int, stdout: str, stderr: str):
        self.directory, self.returncode, self.stdout, self.stderr = \
            directory, returncode, stdout, stderr


def built_once(tmp_path_factory, name: str, build) -> dict:
    """What ``build(folder)`` returns, built once per test run in a folder every xdist worker sees.

    The first worker to ask builds it; the others wait for its record (a JSON-able dict), so
    that a venv or a site costs one build, not one a worker. A build that fails or skips is
    recorded as such, and every worker that waited for it fails or skips with it.
    """
    import json
    import time

    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):  # a worker's folder is inside the run's folder
        shared = shared.parent
    folder, record, lock = shared / name, shared / f"{name}.json", shared / f"{name}.lock"
    try:
        os.close(os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:  # another worker builds it: wait for its record
        for _ in range(6000):
            if record.exists():
                said = json.loads(record.read_text(encoding="utf-8"))
                if "skipped" in said:
                    pytest.skip(said["skipped"])
                if "failed" in said:
                    pytest.fail(f"building {name} failed in another worker: {said['failed']}")
                return said
            time.sleep(0.1)
        pytest.fail(f"{name} was not built within 10 minutes by another worker")
    folder.mkdir(parents=True, exist_ok=True)
    said = {"failed": "the build was interrupted"}
    try:
        said = build(folder)
    except pytest.skip.Exception as error:
        said = {"skipped": error.msg}
        raise
    except Exception as error:
        said = {"failed": f"{type(error).__name__}: {error}"}
        raise
    finally:  # the waiting workers read what happened here, whatever it was
        partial = record.with_suffix(".partial")
        partial.write_text(json.dumps(said), encoding="utf-8")
        partial.replace(record)
    return said


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> BuiltSite:
    """The docs site, built once per test run (see ``built_once``).

    Skips when mkdocs is not installed.
    """
    import importlib.util
    import subprocess

    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed; install the docs extra: pip install -e '.[docs]'")
    root = Path(__file__).resolve().parents[1]

    def build(directory: Path) -> dict:
        # Material prints a banner about its end of life on every build; it is not a warning.
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d",
                               str(directory)], cwd=root, env=env, capture_output=True,
                              text=True, timeout=600, check=False)
        return {"directory": str(directory), "returncode": done.returncode,
                "stdout": done.stdout, "stderr": done.stderr}

    said = built_once(tmp_path_factory, "site", build)
    return BuiltSite(Path(said.pop("directory")), **said)


LONGEST_FIRST = (
    "tests/test_docs.py::test_site_builds_strict",  # builds the site the catalogue tests read
    "tests/test_howtos.py",
    "tests/test_docs.py::test_page_commands_print_what_the_page_shows",
    "tests/test_generate_levels.py::test_workers_find_the_puzzle_that_one_process_finds",
    "tests/test_plugins.py",
    "tests/test_shapes_solve.py",
)
"""The tests that take longest, each a program run end to end (the docs build, a how-to, every
command of a page). They go first: the two workers share the many short tests at the end
(``--dist worksteal``), rather than one waiting while the other finishes a long one."""


def pytest_collection_modifyitems(items) -> None:
    """Put the tests of ``LONGEST_FIRST`` first, in that order; the others keep theirs."""
    def rank(item) -> int:
        return next((at for at, prefix in enumerate(LONGEST_FIRST)
                     if item.nodeid.startswith(prefix)), len(LONGEST_FIRST))

    items.sort(key=rank)


# The workers of a run keep a large heap: pytest's thousands of items and reports, and the
# boards the parametrized tests and the cached examples hold (about 500,000 objects at the
# end), while the tests make and drop boards by the thousand, each a cycle of cells and
# containers. With Python's default thresholds the collector went through that heap about
# 8,700 times a run, 15.7 s of CPU time over both workers; collecting the young objects less
# often, and leaving out what collection built (it lives until the end), brought that to
# 6.8 s (measured with gc.callbacks, one run each). Only the collector's timing changes.
gc.set_threshold(20_000, 20, 50)


def pytest_collection_finish(session) -> None:
    """Move what collection built out of the collector's way: it is never garbage."""
    gc.collect()
    gc.freeze()
