"""The docs site is part of the product: it builds, its examples run, nothing public is bare.

The checks:

- the site builds with ``mkdocs build --strict`` (a broken link, a docstring the
  reference cannot parse or a missing module fails the build), and loads nothing
  from another site;
- every Python block on a docs page runs: a block with ``>>>`` prompts runs as a
  doctest, so the output a reader sees is the output they get, and any other
  ``python`` block is executed; the blocks of one page share their names;
- every ``console`` block runs: each ``$ ...`` line is run by the shell from the
  root of the repository, with ``sudoku`` standing for ``python -m sudoku``, and
  what it prints must be the lines under it (``...`` stands for any text, and
  timings such as ``2.3 ms`` or ``"ms": 2.3`` may differ);
- a fenced block says what it is (``pycon``, ``python``, ``console``, ``mermaid``,
  or ``sh``/``text`` for what is only shown, such as install commands, and
  ``diff``/``json``/``toml`` for changes and files);
- the how-to pages (``docs/howto/``) have the reader write files and change them
  before the commands that need them: ``test_howtos.py`` follows them, top to
  bottom, in a copy of the repository, so their examples and commands do not run here;
- the pattern pages share one outline, and the vendored diagram library is the
  unchanged upstream file;
- every public module has a reference page;
- the prose says what the code says: the counts and names it takes from the code are facts
  that ``docs/hooks/facts.py`` fills in as the site builds (every fact a page names must be
  one the hook knows, and the chain diagram shows the chain), and the numbers it restates
  from a run of the code (the steps of a solve, say) are compared with the code;
- every public module, class, function and method has a docstring, and so does
  every constant that ``sudoku`` exports.

The browser check (the diagrams render, nothing is fetched from elsewhere) is in
``test_docs_browser.py``.
"""

from __future__ import annotations

import dataclasses
import doctest
import functools
import hashlib
import importlib
import importlib.util
import inspect
import os
import pkgutil
import re
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import sudoku

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))
HOWTOS = DOCS / "howto"
"""The how-to pages, which ``test_howtos.py`` runs in a copy of the repository."""

FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*\{?[ \t]*\.?(?P<lang>[\w+-]*)")
DOCTEST_LANGUAGES = {"pycon", "python", "py"}
DIRECTIVE = re.compile(r"^[ \t]*:::[ \t]+(?P<identifier>[\w.]+)", re.MULTILINE)


# --- the site builds ------------------------------------------------------------------------

def test_site_builds_strict(built_site):
    site = built_site.directory
    assert built_site.returncode == 0, \
        f"mkdocs build --strict failed:\n{built_site.stderr}{built_site.stdout}"
    assert (site / "index.html").is_file()
    # The site must work offline: no web fonts and no scripts fetched from elsewhere.
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "fonts.googleapis.com" not in html, f"{page} loads Google Fonts"
        assert not re.search(r"<script[^>]+src=\"(https?:)?//", html), \
            f"{page} loads a script from another site"


# --- the examples on the pages run ----------------------------------------------------------

def fenced_blocks(text: str) -> list[tuple[int, str, str]]:
    """Every fenced block of a page: (first line inside the fence, language, body).

    The line is 0-based; blocks indented under an admonition or a list item are
    dedented, and the language is lower case (``""`` when the fence names none).
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
        blocks.append((start, opening["lang"].lower(), body + "\n"))
        index = end + 1
    return blocks


def doctest_blocks(text: str) -> list[tuple[int, str]]:
    """The fenced Python blocks of a page that hold ``>>>`` examples, with their first line."""
    return [(line, body) for line, language, body in fenced_blocks(text)
            if language in DOCTEST_LANGUAGES and ">>>" in body]


def python_blocks(text: str) -> list[tuple[int, str]]:
    """Every fenced Python block of a page, with or without ``>>>``, in page order."""
    return [(line, body) for line, language, body in fenced_blocks(text)
            if language in DOCTEST_LANGUAGES]


PAGES_WITH_EXAMPLES = [page for page in PAGES if not page.is_relative_to(HOWTOS)
                       and python_blocks(page.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("page", PAGES_WITH_EXAMPLES,
                         ids=[str(p.relative_to(DOCS)) for p in PAGES_WITH_EXAMPLES])
def test_page_examples_run(page):
    name = str(page.relative_to(ROOT))
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    # The blocks of one page are one session: a later block may use an earlier one's names.
    namespace: dict = {"__name__": "__docs__"}
    for line, body in python_blocks(page.read_text(encoding="utf-8")):
        if ">>>" not in body:  # plain code: it must run without an error
            code = compile("\n" * line + body, str(page), "exec")
            exec(code, namespace)  # noqa: S102 - our own docs
            continue
        test = parser.get_doctest(body, namespace, name, str(page), line)
        runner.run(test, out=report.append, clear_globs=False)
        namespace.update(test.globs)
    assert runner.failures == 0, f"examples on {name} do not show what they print:\n" + \
        "".join(report)


SHOWN_ONLY = {"sh", "text"}
"""Languages of blocks that are shown and not run: commands that need a network or a
fresh machine (creating a venv, installing), and plain text."""

FILES = {"diff", "json", "toml"}
"""Languages of changes and files: shown here; on a how-to page, with a title that names
the file, written and applied by ``test_howtos.py``."""

KNOWN_LANGUAGES = DOCTEST_LANGUAGES | {"console", "mermaid"} | SHOWN_ONLY | FILES


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(DOCS)) for p in PAGES])
def test_every_block_says_what_it_is(page):
    """So that no example hides from the checks above in an unmarked or unknown block."""
    for line, language, body in fenced_blocks(page.read_text(encoding="utf-8")):
        where = f"{page.relative_to(ROOT)}:{line}"
        assert language in KNOWN_LANGUAGES, \
            f"{where}: a fenced block needs one of {sorted(KNOWN_LANGUAGES)}, not {language!r}"
        if language == "pycon":
            assert ">>>" in body, f"{where}: a pycon block without >>> is never checked"


# --- the commands on the pages run ----------------------------------------------------------

TIMINGS = ((re.compile(r"\b\d+(?:\.\d+)? ms\b"), "N ms"),             # "solved in 2.3 ms"
           (re.compile(r'"ms": \d+(?:\.\d+)?'), '"ms": N'))            # JSON Lines


def without_timings(text: str) -> str:
    for pattern, stand_in in TIMINGS:
        text = pattern.sub(stand_in, text)
    return text


def console_examples(text: str) -> list[tuple[int, str, str]]:
    """(line, command, expected output) for every ``$ `` line of the page's console blocks."""
    examples = []
    for start, language, body in fenced_blocks(text):
        if language != "console":
            continue
        command = None
        for offset, line in enumerate(body.splitlines()):
            if line.startswith("$ "):
                if command is not None:
                    examples.append((command_line, command, "".join(expected)))
                command_line, command, expected = start + offset + 1, line[2:], []
            elif command is None:
                raise AssertionError(f"line {start + offset + 1}: output before any '$ ' command")
            else:
                expected.append(line + "\n")
        if command is not None:
            examples.append((command_line, command, "".join(expected)))
    return examples


PAGES_WITH_COMMANDS = [page for page in PAGES if not page.is_relative_to(HOWTOS)
                       and console_examples(page.read_text(encoding="utf-8"))]


@pytest.fixture(scope="module")
def shell_path(tmp_path_factory):
    """A PATH on which ``sudoku`` runs this checkout with the interpreter of the tests."""
    if sys.platform == "win32" or shutil.which("bash") is None:
        pytest.skip("the console examples are shell commands; they need bash")
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "sudoku"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m sudoku "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    return f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"


@pytest.mark.parametrize("page", PAGES_WITH_COMMANDS,
                         ids=[str(p.relative_to(DOCS)) for p in PAGES_WITH_COMMANDS])
def test_page_commands_print_what_the_page_shows(page, shell_path):
    env = {**os.environ, "PATH": shell_path, "PYTHONUNBUFFERED": "1", "COLUMNS": "100",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    checker = doctest.OutputChecker()
    wrong = []
    for line, command, expected in console_examples(page.read_text(encoding="utf-8")):
        # Standard error is shown on the page where a terminal would show it: in line.
        run = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             timeout=120)
        got, want = without_timings(run.stdout), without_timings(expected)
        if not checker.check_output(want, got, doctest.ELLIPSIS):
            wrong.append(f"{page.relative_to(ROOT)}:{line}: $ {command}\n"
                         f"--- the page shows:\n{expected}--- the command prints:\n{run.stdout}")
    assert not wrong, "\n".join(wrong)


# --- the pattern pages share one outline ----------------------------------------------------

PATTERN_PAGES = sorted((DOCS / "patterns").glob("*.md"))
OUTLINE = ["TL;DR", "Where it lives in the code", "Diagram", "Walk-through: a real solve",
           "Roads not taken", "Exercises"]


@pytest.mark.parametrize("page", PATTERN_PAGES, ids=[p.stem for p in PATTERN_PAGES])
def test_pattern_pages_share_one_outline(page):
    text = page.read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+?)\s*$", text, re.MULTILINE)
    assert headings == OUTLINE, f"{page.name}: the sections are {headings}, not {OUTLINE}"
    languages = {language for _, language, _ in fenced_blocks(text)}
    assert "mermaid" in languages, f"{page.name} has no diagram"
    assert "pycon" in languages, f"{page.name} has no walk-through that runs"
    assert DIRECTIVE.search(text), f"{page.name} shows none of the real code (no ::: directive)"


def test_the_five_patterns_have_their_pages():
    assert {page.stem for page in PATTERN_PAGES} >= {
        "observer", "chain-of-responsibility", "strategy", "template-method", "command"}


def test_the_vendored_mermaid_is_the_upstream_file():
    """docs/javascripts/mermaid.min.js is upstream's file under a header naming its sha256."""
    script = (DOCS / "javascripts" / "mermaid.min.js").read_bytes()
    header_end = script.index(b"*/\n") + len(b"*/\n")
    header = script[:header_end].decode("utf-8")
    stated = re.search(r"sha256 of everything below this comment: ([0-9a-f]{64})", header)
    assert stated, "the header of mermaid.min.js must state the sha256 of the upstream file"
    assert hashlib.sha256(script[header_end:]).hexdigest() == stated[1]
    assert "MIT" in header and (DOCS / "javascripts" / "mermaid-LICENSE.txt").is_file()


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
    # The hook of the catalogue writes the entries of the strategies' modules as the site builds.
    hook = runpy.run_path(str(DOCS / "hooks" / "catalogue.py"))
    if hook["MODULES"] in (DOCS / hook["REFERENCE"]).read_text(encoding="utf-8"):
        documented |= {match["identifier"] for match in DIRECTIVE.finditer(hook["entries"](""))}
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


# --- the prose says what the code says ------------------------------------------------------

FACTS_HOOK = DOCS / "hooks" / "facts.py"
"""The hook that fills in the counts and names the prose takes from the code."""

UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen")
TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
NUMBER_WORDS = {word: number for number, word in enumerate(UNITS)} | {
    word: 10 * tens for tens, word in enumerate(TENS, start=2)}


def as_number(text: str) -> int:
    """``"51"``, ``"four"`` or ``"Seventy-one"`` as a number."""
    if text.isdigit():
        return int(text)
    tens, _, unit = text.lower().partition("-")
    return NUMBER_WORDS[tens] + (NUMBER_WORDS[unit] if unit else 0)


def filled(page: Path) -> str:
    """The page as the site shows it: the facts filled in."""
    return runpy.run_path(str(FACTS_HOOK))["fill"](page.read_text(encoding="utf-8"))


def test_every_fact_a_page_names_is_one_the_hook_knows():
    hook = runpy.run_path(str(FACTS_HOOK))
    named = {(str(page.relative_to(DOCS)), name) for page in PAGES
             for name in hook["PLACEHOLDER"].findall(page.read_text(encoding="utf-8"))}
    assert named, "no page names a fact: is the hook still needed?"
    assert not [pair for pair in named if pair[1] not in hook["FACTS"]]


def test_the_chain_diagram_shows_the_chain():
    text = filled(DOCS / "patterns" / "chain-of-responsibility.md")
    [diagram] = [body for _, language, body in fenced_blocks(text)
                 if language == "mermaid" and "participant solver" in body]
    links = re.findall(r"^\s*participant \w+ as (.+)$", diagram, re.MULTILINE)[1:]
    names = [strategy.name for strategy in sudoku.strategies.HUMAN_CHAIN]
    assert links == names[:len(links) - 1] + [f"{names[len(links) - 1]} ... {names[-1]}"]


def _guessing_solve():
    """The solve of the walk-through on the Command page, which guesses once."""
    return sudoku.Solver().solve(sudoku.Board.from_text(
        "38..........4..785..9.2.3...6..9....8..3.2..9....4..7...1.7.5..495..6..........92"))


def _undone(name: str | None = None) -> int:
    """How many steps of strategy ``name`` (of any deduction, for ``None``) the guess took back."""
    result = _guessing_solve()
    on_path = [step.strategy for step in result.steps]
    names = [name] if name else [n for n in result.tallies if n not in ("guess", "backtrack")]
    return sum(result.tallies[n].steps - on_path.count(n) for n in names)


def _first_example_lines(page: str) -> int:
    """The lines of code (``>>>`` and ``...``) of the first Python example on ``page``."""
    [(_, body), *_] = doctest_blocks((DOCS / page).read_text(encoding="utf-8"))
    return sum(line.startswith((">>>", "...")) for line in body.splitlines())


PROSE_NUMBERS = [
    # (page, the number as the prose says it, where it comes from: a number an example on the
    # page prints, found by a pattern, or a function of the code)
    ("index.md", r"from Python, in (\S+) lines", lambda: _first_example_lines("index.md")),
    ("tutorial/2-the-board.md", r"made (\d+) cells", r"^\((\d+), \['row 1'"),
    ("tutorial/2-the-board.md", r"and (\d+) containers \(",
     lambda: len(sudoku.layout.classic(2, 2).containers)),
    ("tutorial/3-a-first-strategy.md", r"The same (\d+) steps", r"^\((\d+), True\)"),
    ("tutorial/3-a-first-strategy.md", r"looked at (\d+) cells", r">>> strategy.looked_at\n(\d+)"),
    ("tutorial/4-the-chain.md", r"two singles find (\S+) digits", r"\('stuck', (\d+)\)"),
    ("tutorial/5-guessing-and-undo.md", r"this puzzle (\S+) steps in", r"^\((\d+), False\)"),
    ("patterns/observer.md", r"(\S+) placements filled", r"'placed': (\d+)"),
    ("patterns/observer.md", r"cost (\d+) candidates", r"'lost': (\d+)"),
    ("patterns/observer.md", r"into (\d+) pieces of news", r"'one place': (\d+)"),
    ("patterns/observer.md", r"the puzzle above takes (\d+) turns", r"\('solved', (\d+)\)"),
    ("patterns/chain-of-responsibility.md", r"(\S+) turns\.", r"\('solved', (\d+)\)"),
    ("patterns/chain-of-responsibility.md", r"answers (\d+) times",
     r"full house +asked +\d+, answered +(\d+)"),
    ("patterns/chain-of-responsibility.md", r"Only (\S+) links were ever asked", r"^\((\d+), True\)"),
    ("patterns/chain-of-responsibility.md", r"the subsets (\d+) times", r"\('solved', (\d+)\)"),
    ("patterns/template-method.md", r"boxes run dry (\S+) times", r"'naked single': (\d+)\}"),
    ("patterns/command.md", r"get stuck after (\S+) steps",
     lambda: [step.strategy for step in _guessing_solve().steps].index("backtrack")),
    ("patterns/command.md", r"finds (\S+) more steps", _undone),
    ("patterns/command.md", r"pops the (\S+) steps and the guess", _undone),
    ("patterns/command.md", r"(\S+) steps were undone", lambda: _undone() + 1),
    ("patterns/command.md", r"the guess, (\S+) hidden singles", lambda: _undone("hidden single")),
    ("patterns/command.md", r"and (\S+) naked singles\.", lambda: _undone("naked single")),
    ("patterns/command.md", r"apply the (\d+) steps again", r"\('solved', (\d+), 1, 1\)"),
    ("cli.md", r"takes (\d+) guesses with the naked single alone",
     r"--strategies naked-single,guess --format line \S+\n\d+ (\d+) guesses"),
    ("cli.md", r"and (\d+) with both singles",
     r"--strategies hidden-single,naked-single,guess --format line \S+\n\d+ (\d+) guesses"),
]
"""The numbers the prose restates from a run of the code, and where the code says them."""


@pytest.mark.parametrize(("page", "said", "source"), PROSE_NUMBERS,
                         ids=[f"{page}: {said}" for page, said, _ in PROSE_NUMBERS])
def test_the_numbers_in_the_prose_are_those_of_the_code(page, said, source):
    text = (DOCS / page).read_text(encoding="utf-8")
    prose = " ".join(text.split())  # a sentence may wrap anywhere
    found = re.search(said, prose)
    assert found, f"{page} no longer says {said!r}: update PROSE_NUMBERS"
    if callable(source):
        expected = source()
    else:
        examples = "\n".join(body for _, _, body in fenced_blocks(text))
        shown = re.search(source, examples, re.MULTILINE)
        assert shown, f"no example on {page} prints {source!r}"
        expected = int(shown[1])
    assert as_number(found[1]) == expected, f"{page} says {found[0]!r}; the code says {expected}"
