"""A fresh virtual environment for the tests that install packages into one.

The venv is made without a pip of its own (that would cost ten seconds); the pip
of the tests installs into it with ``--python``. Each package is built by its build
backend (hatchling): the one installed with the test tools when they have it, lent for
the build (``--no-build-isolation``, 4 s quicker a build), else one fetched from the
package index into an isolated build environment, as ``pip install`` does by default.
CI's own ``pip install -e '.[dev]'`` builds the project the default way.
Without a pip that knows ``--python``, a working ``venv`` or a package index,
the calling test is skipped and says why.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

BACKEND_AT_HAND = all(importlib.util.find_spec(name) for name in ("hatchling", "editables"))
"""Whether the build backend of the packages the tests install (and its editable support)
is installed with the test tools, to be lent to the builds."""


def run(command, **options) -> subprocess.CompletedProcess:
    """Run ``command`` (parts may be paths), capturing its output as text."""
    return subprocess.run([str(part) for part in command], capture_output=True, text=True,
                          timeout=600, check=False, **options)


def make(venv: Path) -> Path:
    """A new venv at ``venv`` without pip; its Python."""
    pip_version = importlib.metadata.version("pip") if importlib.util.find_spec("pip") else "0"
    if tuple(int(part) for part in re.findall(r"\d+", pip_version)[:2]) < (22, 3):
        pytest.skip(f"needs pip >= 22.3 (for --python) in the test environment, not {pip_version}")
    made = run([sys.executable, "-m", "venv", "--without-pip", venv])
    if made.returncode != 0:
        pytest.skip(f"python -m venv does not work here: {made.stderr.strip()}")
    return venv / ("Scripts" if sys.platform == "win32" else "bin") / (
        "python.exe" if sys.platform == "win32" else "python")


def install(python: Path, arguments: list, env: dict[str, str], cwd: Path) -> None:
    """``pip install ARGUMENTS`` into the venv of ``python``, with the pip of the tests."""
    if BACKEND_AT_HAND:  # the builds import it from the test tools' folder
        lent = os.pathsep.join(filter(None, [sysconfig.get_path("purelib"), env.get("PYTHONPATH")]))
        arguments, env = ["--no-build-isolation", *arguments], {**env, "PYTHONPATH": lent}
    done = run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet",
                *arguments], env=env, cwd=cwd)
    output = done.stdout + done.stderr
    if done.returncode != 0 and re.search(
            r"(No matching distribution found|Could not find a version that satisfies the "
            r"requirement) (for )?hatchling", output):
        pytest.skip("no package index to fetch the build backend hatchling from:\n" + output)
    assert done.returncode == 0, output
