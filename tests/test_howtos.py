"""The how-to pages run verbatim: this test follows each one, top to bottom, as a reader would.

A how-to page (``docs/howto/*.md``) has the reader write files, change them and run
commands, in order. The test does exactly that in a copy of the repository, and checks
that every command prints what the page shows. It reads the page's fenced blocks in order:

- a block with a title, such as ```` ```python title="sudoku/strategies/locked_pair.py" ````,
  is a file the reader writes: its text is written to that path, from the root of the
  copy (``../`` reaches beside it);
- a ``diff`` block is a change the reader makes, applied with ``git apply``: a unified
  diff as ``git diff`` writes it (its title names the file, for the reader);
- a ``console`` block runs as on every other page (see ``test_docs.py``): each ``$ ``
  line by bash from the root of the copy, its output compared with the lines under it,
  where ``...`` stands for any text and timings may differ;
- the ``pycon`` blocks of a page run as doctests in one Python session, in the copy;
- other blocks without a title (``text``, ``sh``, ``toml``, ``json``) are shown only;
- a picture on the page (``![...](mini-x.svg)``) is a file of that name that the page's
  commands write at the root of the copy, and must be the same.

The copy holds the files of the checkout (``git ls-files``: tracked, and untracked but
not ignored), committed to a fresh git repository, as a reader's clone would be. There
``sudoku`` and ``python`` run the copy with the interpreter of the tests. A page whose
commands run ``pip`` gets a virtual environment of its own instead, with the copy
installed in it in editable mode as the README sets one up (the test tools of this run
lent to it, so that the page can run its tests), and ``sudoku``, ``python`` and ``pip`` are that environment's. ``test_docs.py`` leaves these pages' examples and
commands to this test, since they need the files the pages write.
"""

from __future__ import annotations

import doctest
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import fresh_venv
import pytest
from test_docs import (
    DOCTEST_LANGUAGES,
    HOWTOS,
    ROOT,
    console_examples,
    fenced_blocks,
    without_timings,
)

PAGES = sorted(HOWTOS.glob("*.md"))
TITLE = re.compile(r'\btitle="(?P<path>[^"]+)"')
PICTURE = re.compile(r"!\[[^\]]*\]\((?P<name>[\w.-]+\.svg)\)")
HIDDEN = ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "SUDOKU_NO_PLUGINS")
"""Variables of the test's environment that would make the reader's commands see another package."""

SESSION = r"""
import doctest, json, os, sys
replies = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)  # what the examples print to the terminal goes to stderr, never into the replies
parser = doctest.DocTestParser()
runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
namespace = {"__name__": "__howto__"}
for request in sys.stdin:
    name, line, body = json.loads(request)
    report, failures = [], runner.failures
    test = parser.get_doctest(body, namespace, name, name, line)
    runner.run(test, out=report.append, clear_globs=False)
    namespace.update(test.globs)
    replies.write(json.dumps([runner.failures - failures, "".join(report)]) + "\n")
    replies.flush()
"""
"""The Python session of a page: it runs each pycon block it is sent, and answers with
the number of failed examples and doctest's report of them."""


run = fresh_venv.run


def copy_of_the_repository(root: Path) -> None:
    """The files of the checkout, as they are now, in a git repository of their own at ``root``."""
    listed = run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                 cwd=ROOT)
    if listed.returncode != 0:
        pytest.skip(f"the how-tos run in a copy of a git checkout: {listed.stderr.strip()}")
    for name in filter(None, listed.stdout.split("\0")):
        if (ROOT / name).is_file():  # a file deleted but not yet committed is listed too
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, root / name)
    for command in (["init", "--quiet"], ["add", "--all"],
                    ["commit", "--quiet", "--no-verify", "--message", "as it ships"]):
        done = run(["git", "-c", "user.name=reader", "-c", "user.email=reader@example.invalid",
                    *command], cwd=root)
        assert done.returncode == 0, done.stderr


def shims(bin_dir: Path, **commands: str) -> None:
    """Small scripts in ``bin_dir``: each name runs its command line with the arguments given."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    for name, command in commands.items():
        (bin_dir / name).write_text(f'#!/bin/sh\nexec {command} "$@"\n', encoding="utf-8")
        (bin_dir / name).chmod(0o755)


def lend_test_tools(python: str) -> None:
    """Let the venv of ``python`` import the test tools of this run (pytest, hypothesis...).

    Installing them again would cost half a minute; a ``.pth`` line puts the tests'
    own site-packages at the end of the venv's path instead. Its ``.pth`` files are
    not read from there, so the tests' install of ``sudoku`` stays out of sight and the
    copy's is the one imported.
    """
    theirs = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                            capture_output=True, text=True, check=True).stdout.strip()
    Path(theirs, "zz_test_tools.pth").write_text(sysconfig.get_path("purelib") + "\n",
                                                 encoding="utf-8")


def environment(root: Path, wants_pip: bool) -> tuple[str, dict[str, str]]:
    """The Python and the environment the reader's commands run with, in the copy at ``root``."""
    env = {name: value for name, value in os.environ.items() if name not in HIDDEN}
    env |= {"PYTHONUNBUFFERED": "1", "COLUMNS": "100", "PIP_DISABLE_PIP_VERSION_CHECK": "1",
            "PIP_NO_INPUT": "1"}
    if not wants_pip:
        bin_dir = root.parent / "bin"
        shims(bin_dir, sudoku=f'"{sys.executable}" -m sudoku', python=f'"{sys.executable}"')
        env |= {"PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
                "PYTHONPATH": str(root)}
        return sys.executable, env
    # A venv without pip of its own is made in a fraction of a second; the pip of the
    # tests installs into it (--python), and a shim named pip does the same for the page.
    # The page's builds use the build backend of the test tools too, as fresh_venv's do.
    venv = root.parent / "venv"
    python = fresh_venv.make(venv)
    fresh_venv.install(python, ["--editable", root], env, root.parent)
    lend_test_tools(python)
    pip = f'"{sys.executable}" -m pip --python "{python}"'
    shims(venv / "bin", pip=pip)
    if fresh_venv.BACKEND_AT_HAND:  # the page's own pip install builds with the lent backend
        (venv / "bin" / "pip").write_text(
            '#!/bin/sh\nif [ "$1" = install ]; then shift; set -- install --no-build-isolation '
            f'"$@"; fi\nexec {pip} "$@"\n', encoding="utf-8")
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"
    return str(python), env


class Session:
    """One Python session for the pycon blocks of a page, started at the first of them."""

    def __init__(self, python: str, root: Path, env: dict[str, str]):
        self.process = subprocess.Popen([python, "-c", SESSION], cwd=root, env=env, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def run(self, name: str, line: int, body: str) -> str:
        """Run ``body`` as a doctest; return doctest's report of its failures (``""`` if none)."""
        self.process.stdin.write(json.dumps([name, line, body]) + "\n")
        self.process.stdin.flush()
        reply = self.process.stdout.readline()
        assert reply, f"{name}:{line}: the Python session ended"
        failed, report = json.loads(reply)
        return report if failed else ""

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


def apply(diff: str, root: Path, where: str) -> None:
    applied = run(["git", "apply", "--verbose", "-"], cwd=root, input=diff)
    assert applied.returncode == 0, f"{where}: the diff does not apply:\n{applied.stderr}"
    assert "offset" not in applied.stderr, \
        f"{where}: the diff's line numbers are out of date:\n{applied.stderr}"


def write(path: str, text: str, root: Path) -> None:
    target = root / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def mismatches(commands, root: Path, env: dict[str, str], name: str) -> list[str]:
    """The commands that do not print what the page shows, with both outputs."""
    checker = doctest.OutputChecker()
    wrong = []
    for line, command, expected in commands:
        # Standard error is shown where a terminal would show it: in line.
        done = subprocess.run(["bash", "-c", command], cwd=root, env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=600, check=False)
        if not checker.check_output(without_timings(expected), without_timings(done.stdout),
                                    doctest.ELLIPSIS):
            wrong.append(f"{name}:{line}: $ {command}\n--- the page shows:\n{expected}"
                         f"--- the command prints:\n{done.stdout}")
    return wrong


@pytest.mark.skipif(sys.platform == "win32" or shutil.which("bash") is None
                    or shutil.which("git") is None,
                    reason="the how-tos are shell commands and git changes; they need bash and git")
@pytest.mark.parametrize("page", PAGES, ids=[page.stem for page in PAGES])
def test_the_howto_runs_verbatim(page, tmp_path):
    text = page.read_text(encoding="utf-8")
    name = str(page.relative_to(ROOT))
    lines = text.splitlines()
    commands = console_examples(text)
    root = tmp_path / "repository"
    copy_of_the_repository(root)
    python, env = environment(root, any(re.search(r"\bpip\b", command)
                                        for _, command, _ in commands))
    session = None
    wrong: list[str] = []
    try:
        for start, language, body in fenced_blocks(text):
            where, title = f"{name}:{start}", TITLE.search(lines[start - 1])
            if language == "diff":
                apply(body, root, where)
            elif title:
                write(title["path"], body, root)
            elif language == "console":
                end = start + len(body.splitlines())
                wrong += mismatches([each for each in commands if start < each[0] <= end],
                                    root, env, name)
            elif language in DOCTEST_LANGUAGES:
                assert ">>>" in body, f"{where}: a file the reader writes needs title=\"PATH\""
                session = session or Session(python, root, env)
                if report := session.run(name, start, body):
                    wrong.append(report)
    finally:
        if session is not None:
            session.close()
    for picture in PICTURE.findall(text):
        made = root / picture
        assert made.is_file(), f"{name}: no command of the page writes the picture {picture}"
        if made.read_text(encoding="utf-8") != (page.parent / picture).read_text(encoding="utf-8"):
            wrong.append(f"{name}: {page.parent.relative_to(ROOT) / picture} is not what the "
                         f"page's commands write; copy it from their output")
    assert not wrong, "\n".join(wrong)
