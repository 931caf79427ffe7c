"""The docs site is part of the product: it builds, its examples run, nothing public is bare.

Four checks:

- the site builds with ``mkdocs build --strict`` (a broken link, a docstring the
  reference cannot parse or a missing module fails the build);
- every example on a docs page written with ``>>>`` prompts runs as a doctest, so
  the output a reader sees is the output they get;
- every public module has a reference page;
- every public module, class, function and method has a docstring, and so does
  every constant that ``sudoku`` exports.
"""

from __future__ import annotations

import dataclasses
import doctest
import functools
import importlib
import importlib.util
import inspect
import os
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import sudoku

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))

FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*\{?[ \t]*\.?(?P<lang>[\w+-]*)")
DOCTEST_LANGUAGES = {"pycon", "python", "py"}
DIRECTIVE = re.compile(r"^[ \t]*:::[ \t]+(?P<identifier>[\w.]+)", re.MULTILINE)


# --- the site builds ------------------------------------------------------------------------

def test_site_builds_strict(tmp_path):
    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed; install the docs extra: pip install -e '.[docs]'")
    site = tmp_path / "site"
    # Material prints a banner about its end of life on every build; it is not a warning.
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    build = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, f"mkdocs build --strict failed:\n{build.stderr}{build.stdout}"
    assert (site / "index.html").is_file()
    # The site must work offline: no web fonts and no scripts fetched from elsewhere.
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "fonts.googleapis.com" not in html, f"{page} loads Google Fonts"
        assert not re.search(r"<script[^>]+src=\"(https?:)?//", html), \
            f"{page} loads a script from another site"


# --- the examples on the pages run ----------------------------------------------------------

def doctest_blocks(text: str) -> list[tuple[int, str]]:
    """The fenced Python blocks of a page that hold ``>>>`` examples, with their first line.

    The line is 0-based and points at the first line inside the fence; blocks
    indented under an admonition or a list item are dedented.
    """
    blocks = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        indent, fence = opening["indent"], opening["fence"]
        closing = re.compile(rf"^{re.escape(indent)}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        start = end = index + 1
        while end < len(lines) and not closing.match(lines[end]):
            end += 1
        body = "\n".join(line[len(indent):] if line.startswith(indent) else line.lstrip()
                         for line in lines[start:end])
        if opening["lang"].lower() in DOCTEST_LANGUAGES and ">>>" in body:
            blocks.append((start, body + "\n"))
        index = end + 1
    return blocks


PAGES_WITH_EXAMPLES = [page for page in PAGES
                       if doctest_blocks(page.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("page", PAGES_WITH_EXAMPLES,
                         ids=[str(p.relative_to(DOCS)) for p in PAGES_WITH_EXAMPLES])
def test_page_examples_run(page):
    name = str(page.relative_to(ROOT))
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    # The blocks of one page are one session: a later block may use an earlier one's names.
    namespace: dict = {"__name__": "__docs__"}
    for line, body in doctest_blocks(page.read_text(encoding="utf-8")):
        test = parser.get_doctest(body, namespace, name, str(page), line)
        runner.run(test, out=report.append, clear_globs=False)
        namespace.update(test.globs)
    assert runner.failures == 0, f"examples on {name} do not show what they print:\n" + \
        "".join(report)


# --- every module has a reference page ------------------------------------------------------

def public_modules() -> list:
    """``sudoku`` and every module under it whose dotted name has no ``_`` part."""

    def fail(name: str) -> None:
        raise ImportError(f"cannot import {name}")

    names = ["sudoku"] + [info.name for info in
                          pkgutil.walk_packages(sudoku.__path__, "sudoku.", onerror=fail)]
    return [importlib.import_module(name) for name in names
            if not any(part.startswith("_") for part in name.split("."))]


def test_every_public_module_has_a_reference_page():
    documented = {match["identifier"] for page in PAGES
                  for match in DIRECTIVE.finditer(page.read_text(encoding="utf-8"))}
    missing = [module.__name__ for module in public_modules() if module.__name__ not in documented]
    assert not missing, ("modules with no '::: module' directive in docs/reference/*.md: "
                         + ", ".join(missing))


# --- every public object has a docstring ----------------------------------------------------

def is_public(name: str) -> bool:
    return not name.startswith("_")


def own_docstring(obj) -> str:
    """The docstring written for ``obj``, or ``""`` for one that Python made up."""
    if not inspect.isclass(obj):
        return (obj.__doc__ or "").strip()
    doc = (obj.__dict__.get("__doc__") or "").strip()
    # Dataclasses and named tuples write their signature as a stand-in docstring.
    made_up = dataclasses.is_dataclass(obj) or (issubclass(obj, tuple) and hasattr(obj, "_fields"))
    return "" if made_up and doc.startswith(f"{obj.__name__}(") else doc


def methods(cls) -> list[tuple[str, object]]:
    """The public methods and properties that ``cls`` itself defines (not the inherited ones)."""
    found = []
    for name, attribute in vars(cls).items():
        if not is_public(name):
            continue
        if isinstance(attribute, (staticmethod, classmethod)):
            attribute = attribute.__func__
        if inspect.isfunction(attribute) or isinstance(
                attribute, (property, functools.cached_property)):
            found.append((name, attribute))
    return found


def public_objects():
    """(qualified name, object) for every public module, class, function and method."""
    seen: set[int] = set()
    candidates = [(f"sudoku.{name}", getattr(sudoku, name)) for name in sudoku.__all__]
    for module in public_modules():
        candidates.append((module.__name__, module))
        for name, member in vars(module).items():
            if is_public(name) and (inspect.isclass(member) or inspect.isfunction(member)) \
                    and member.__module__ == module.__name__:
                candidates.append((f"{module.__name__}.{name}", member))
    for qualified, obj in candidates:
        if not (inspect.ismodule(obj) or inspect.isclass(obj) or inspect.isfunction(obj)):
            continue  # data: see test_exported_constants_have_docstrings
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if not inspect.ismodule(obj):
            qualified = f"{obj.__module__}.{obj.__qualname__}"
        yield qualified, obj
        if inspect.isclass(obj):
            for name, method in methods(obj):
                yield f"{qualified}.{name}", method


def test_public_api_has_docstrings():
    bare = sorted({name for name, obj in public_objects() if not own_docstring(obj)})
    assert not bare, "public names without a docstring:\n  " + "\n  ".join(bare)


def test_exported_constants_have_docstrings():
    """Constants are documented by a string right under the assignment, which only the
    source shows (a ``#:`` comment does not reach the reference pages)."""
    griffe = pytest.importorskip("griffe", reason="griffe comes with the docs extra")
    package = griffe.load("sudoku", search_paths=[str(ROOT)])
    bare = []
    for name in sudoku.__all__:
        value = getattr(sudoku, name)
        if inspect.ismodule(value) or inspect.isclass(value) or callable(value):
            continue
        try:
            target = package[name].final_target if package[name].is_alias else package[name]
        except griffe.AliasResolutionError:
            bare.append(f"sudoku.{name} (the reference cannot find it: give it a plain "
                        "`NAME = value` line of its own, then a docstring)")
            continue
        if target.docstring is None or not target.docstring.value.strip():
            bare.append(f"{target.path} (add a string literal on the line after it)")
    assert not bare, "exported constants without a docstring:\n  " + "\n  ".join(sorted(bare))
