"""The code the docs show is the code of the package, and the prose around it says what the code says.

``docs/hooks/source.py`` replaces each ``{{ source("sudoku...") }}`` of a page by the
code it names, as the site builds. The checks:

- the hook puts the object's real lines on the page, with the file's line numbers,
  and highlights and names the lines of each role;
- it fails, and so fails the build, when an object, a role's text or a ``start``
  or ``end`` is not in the code, and when a placeholder is malformed;
- every placeholder on every page expands today (the cheap form of the build);
- it runs after ``facts.py``, and neither hook reads the other's placeholders;
- "Read the model" shows every file of the core, whole, in reading order;
- the built pages show the code open, not folded into a ``<details>``;
- the counts and names in the prose of the pages that show the code are those of the code.

Every check but those on the built site runs in well under a second; those reuse the
site that ``built_site`` (tests/conftest.py) builds once per run.
"""

from __future__ import annotations

import ast
import doctest
import html
import importlib.util
import inspect
import re
import runpy
import sys
import textwrap
from pathlib import Path

import pytest

import sudoku
from sudoku.board import Board
from sudoku.cell import Cell
from sudoku.container import Container
from sudoku.observer import Observer, Subject
from sudoku.solver import Solver
from sudoku.step import Step
from sudoku.strategies import FAST_CHAIN, Strategy, link

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
HOOK = DOCS / "hooks" / "source.py"
FACTS = DOCS / "hooks" / "facts.py"

CORE = ("sudoku.observer", "sudoku.cell", "sudoku.container", "sudoku.board", "sudoku.step",
        "sudoku.strategies.base", "sudoku.solver")
"""The core of the model, in the order "Read the model" shows it."""

PATTERN_PAGES = sorted((DOCS / "patterns").glob("*.md"))
TOUCHED = [DOCS / "index.md", DOCS / "model.md", *PATTERN_PAGES]
"""The pages that show the code through the hook, or picture it."""

FENCE = re.compile(r"^(`{3,})python (?P<options>[^\n]*)\n(?P<body>.*?)^\1$", re.MULTILINE | re.DOTALL)


@pytest.fixture(scope="module")
def hook():
    """The hook as a module of its own (it needs mkdocs, which comes with the docs extra)."""
    pytest.importorskip("mkdocs", reason="mkdocs is not installed; install the docs extra")
    spec = importlib.util.spec_from_file_location("docs_hooks_source", HOOK)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


def blocks(markdown: str) -> list[tuple[dict[str, str], str]]:
    """The ``python`` fenced blocks the hook wrote: (their options, their body)."""
    return [(dict(re.findall(r'(\w+)="([^"]*)"', found["options"])), found["body"])
            for found in FENCE.finditer(markdown)]


def real_source(obj) -> tuple[int, str]:
    """The first line number and the dedented source of ``obj``, as ``inspect`` reads them."""
    lines, first = inspect.getsourcelines(obj)
    return first, textwrap.dedent("".join(lines))


# --- the hook -----------------------------------------------------------------------------------

def test_a_placeholder_becomes_the_code_of_its_object(hook):
    [(options, body)] = blocks(hook.expand('{{ source("sudoku.observer.Subject.notify") }}'))
    first, code = real_source(Subject.notify)
    assert body == code
    assert options == {"linenums": str(first), "title": "sudoku/observer.py: Subject.notify"}


def test_a_module_is_its_whole_file(hook):
    [(options, body)] = blocks(hook.source("sudoku.observer"))
    assert body == (ROOT / "sudoku" / "observer.py").read_text(encoding="utf-8")
    assert options["linenums"] == "1"


def test_a_constant_comes_with_its_docstring(hook):
    [(_, body)] = blocks(hook.source("sudoku.strategies.BUILT_IN_CHAIN"))
    assert body.startswith("BUILT_IN_CHAIN")
    assert body.rstrip().endswith('is importable but not in it)."""')  # the docstring's end


def test_roles_are_highlighted_and_named_with_the_files_line_numbers(hook):
    shown = hook.source("sudoku.observer.Subject.notify",
                        roles={"observer.update(change)": "the subject tells every observer"})
    [(options, body)] = blocks(shown)
    first, _ = real_source(Subject.notify)
    offset = next(i for i, line in enumerate(body.splitlines()) if "observer.update(change)" in line)
    assert options["hl_lines"] == str(offset + 1)
    assert f"- **Line {first + offset}:** the subject tells every observer" in shown


def test_texts_of_one_role_share_one_entry_of_the_legend(hook):
    shown = hook.source("sudoku.observer.Subject", roles={
        "def attach": "the subject's own methods", "def notify": "the subject's own methods"})
    assert shown.count("the subject's own methods") == 1
    assert re.search(r"- \*\*Lines \d+, \d+:\*\* the subject's own methods", shown)


def test_start_and_end_cut_a_part_out_of_an_object(hook):
    [(options, body)] = blocks(hook.source("sudoku.solver.Solver._search", start="try:",
                                           end="_record(result, STUCK"))
    lines = body.splitlines()
    assert lines[0] == "try:" and "_record(result, STUCK" in lines[-1]
    source = (ROOT / "sudoku" / "solver.py").read_text(encoding="utf-8").splitlines()
    assert source[int(options["linenums"]) - 1].strip() == "try:"


def test_a_role_whose_text_is_not_in_the_code_fails(hook):
    with pytest.raises(hook.SourceError, match=r"no line of .* contains 'observer\.shout\(change\)'"):
        hook.source("sudoku.observer.Subject.notify", roles={"observer.shout(change)": "gone"})


def test_the_failure_stops_the_build_with_the_pages_name(hook):
    from mkdocs.exceptions import PluginError

    with pytest.raises(PluginError, match=r"patterns/x\.md, line 3: .*'Subject' has no 'shout'"):
        hook.expand('# x\n\n{{ source("sudoku.observer.Subject.shout") }}\n', "patterns/x.md")


@pytest.mark.parametrize("path", ["sudoku.observer.Subject.shout", "sudoku.nowhere",
                                  "nowhere.at_all", "sudoku.board.Board.undo.nothing"])
def test_an_object_that_is_not_there_fails(hook, path):
    with pytest.raises(hook.SourceError, match=re.escape(repr(path))):
        hook.source(path)


@pytest.mark.parametrize(("arguments", "complaint"), [
    ({"start": "no such line"}, "start='no such line' is in none of its lines"),
    ({"end": "no such line"}, "end='no such line' is in none of its lines"),
])
def test_a_start_or_end_that_is_not_there_fails(hook, arguments, complaint):
    with pytest.raises(hook.SourceError, match=re.escape(complaint)):
        hook.source("sudoku.board.Board.place", **arguments)


@pytest.mark.parametrize(("markdown", "complaint"), [
    ('Read {{ source("sudoku.observer") }} here.', "stands on lines of its own"),
    ('{{ sauce("sudoku.observer") }}', "no placeholder function called 'sauce'"),
    ('{{ source(PATH) }}', "written out"),
    ('{{ source("sudoku.observer", colour="red") }}', "unexpected keyword argument 'colour'"),
    ('{{ source("sudoku.observer"\n\nmore text', "does not parse"),
    ('{{ source("sudoku.observer", roles={"x": 1}) }}', "both strings"),
])
def test_a_malformed_placeholder_fails(hook, markdown, complaint):
    with pytest.raises(hook.SourceError, match=re.escape(complaint)):
        hook.expand(markdown)


def test_a_placeholder_may_run_over_several_lines_and_keeps_its_indent(hook):
    shown = hook.expand('!!! note\n\n    {{ source("sudoku.observer.Subject.notify",\n'
                        '              roles={"for observer": "every one"}) }}\n\nAfter.\n')
    assert shown.startswith("!!! note\n\n    - **Line ")
    assert "\n    ```python linenums=" in shown and shown.endswith("\n    ```\n\nAfter.\n")


def test_the_facts_and_the_code_leave_each_other_alone(hook):
    facts = runpy.run_path(str(FACTS))
    placeholder = '{{ source("sudoku.observer.Subject", roles={"def notify": "x"}) }}'
    assert facts["fill"](placeholder) == placeholder  # facts.py does not read a call
    assert hook.expand("{{ chain_length }} links") == "{{ chain_length }} links"
    # The code goes in after the facts are filled, so braces in the code are never facts.
    assert hook.on_page_markdown.mkdocs_priority < getattr(facts["on_page_markdown"],
                                                            "mkdocs_priority", 0)
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "docs/hooks/source.py" in config and "docs/hooks/facts.py" in config


def test_the_hooks_examples_run(hook):
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in finder.find(hook, hook.__name__):
        runner.run(test)
    assert runner.tries and not runner.failures


# --- the pages ------------------------------------------------------------------------------

PAGES_WITH_CODE = [page for page in sorted(DOCS.rglob("*.md"))
                   if "{{ source(" in page.read_text(encoding="utf-8")]


@pytest.mark.parametrize("page", PAGES_WITH_CODE, ids=[str(p.relative_to(DOCS)) for p in PAGES_WITH_CODE])
def test_every_placeholder_on_the_page_names_code_that_is_there(hook, page):
    """What the build does with the page, without the build: a role that drifted fails here."""
    text = runpy.run_path(str(FACTS))["fill"](page.read_text(encoding="utf-8"))
    assert "{{ source(" not in hook.expand(text, str(page.relative_to(DOCS)))


def test_every_pattern_page_shows_code_through_the_hook():
    bare = [page.name for page in PATTERN_PAGES if "{{ source(" not in page.read_text(encoding="utf-8")]
    assert not bare, f"pattern pages that show no real code: {bare}"


def test_the_model_page_shows_every_core_file_whole_in_reading_order(hook):
    text = (DOCS / "model.md").read_text(encoding="utf-8")
    named = re.findall(r'^\{\{ source\("([\w.]+)"', text, re.MULTILINE)
    assert tuple(named) == CORE
    shown = blocks(hook.expand(text, "model.md"))
    for path, (options, body) in zip(CORE, shown, strict=True):
        file = ROOT / (path.replace(".", "/") + ".py")
        assert options["linenums"] == "1"
        assert body == file.read_text(encoding="utf-8"), f"{file.name} is not shown whole"


def test_the_model_page_says_how_many_files_it_shows():
    text = " ".join((DOCS / "model.md").read_text(encoding="utf-8").split())
    said = re.search(r"whole: (\w+) files", text)
    assert said and as_number(said[1]) == len(CORE)


# --- the built site ---------------------------------------------------------------------------

def built(site, page: str) -> str:
    """The HTML of a built page. Whether the build passed is ``test_site_builds_strict``'s
    question; a warning elsewhere still leaves the pages written."""
    path = site.directory / page
    if not path.is_file():
        pytest.fail(f"the build wrote no {page}:\n{site.stderr[-3000:]}")
    return path.read_text(encoding="utf-8")


def page_text(site, page: str) -> str:
    """The text a reader sees on a built page (tags dropped, entities read)."""
    return html.unescape(re.sub(r"<[^>]+>", "", built(site, page)))


def test_the_built_pages_show_the_code_open(built_site):
    observer = built(built_site, "patterns/observer/index.html")
    assert "<details" not in observer
    seen = page_text(built_site, "patterns/observer/index.html")
    _, notify = real_source(Subject.notify)
    assert all(line.strip() in seen for line in notify.splitlines())
    for page in PATTERN_PAGES:
        shown = built(built_site, f"patterns/{page.stem}/index.html")
        assert "<details" not in shown, f"{page.name} folds code away"
        assert 'class="hll"' in shown, f"{page.name} marks no line of the code"


def test_the_built_model_page_holds_every_line_of_the_core(built_site):
    seen = page_text(built_site, "model/index.html")
    for path in CORE:
        file = ROOT / (path.replace(".", "/") + ".py")
        missing = [line for line in file.read_text(encoding="utf-8").splitlines()
                   if line.strip() and line.strip() not in seen]
        assert not missing, f"the model page lacks lines of {file.name}: {missing[:3]}"


# --- the prose says what the code says --------------------------------------------------------

UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen")


def as_number(text: str) -> int:
    """``"17"`` or ``"Nine"`` as a number."""
    return int(text) if text.isdigit() else UNITS.index(text.lower())


def output_after(text: str, command: str) -> list[str]:
    """The lines an example prints after ``>>> command``, up to the next prompt or fence."""
    lines = text.splitlines()
    start = lines.index(f">>> {command}") + 1
    shown = []
    for line in lines[start:]:
        if line.startswith((">>>", "```")):
            break
        if not line.startswith("..."):
            shown.append(line)
    return shown


def _solve_with_calls() -> int:
    return (DOCS / "patterns/strategy.md").read_text(encoding="utf-8").count(">>> solve_with(")


def _stuck_steps() -> int:
    text = (DOCS / "patterns/strategy.md").read_text(encoding="utf-8")
    return int(re.search(r"^stuck: hidden single (\d+);", text, re.MULTILINE)[1])


def _turns_of_the_hard_solve() -> int:
    text = (DOCS / "patterns/chain-of-responsibility.md").read_text(encoding="utf-8")
    return int(re.search(r"^\('solved', (\d+)\)$", text, re.MULTILINE)[1])


def _messages_to_the_box() -> int:
    text = (DOCS / "patterns/observer.md").read_text(encoding="utf-8")
    return sum(line.startswith("box 1 hears:") for line in output_after(text, "board.place(cell, 4)"))


def _cells_that_disagree() -> int:
    text = (DOCS / "patterns/observer.md").read_text(encoding="utf-8")
    [shown] = output_after(
        text, "[cell.name for cell in board.cells if cell.is_empty and not agrees(cell)]")
    return len(ast.literal_eval(shown))


def _steps_after_the_first() -> int:
    text = (DOCS / "patterns/command.md").read_text(encoding="utf-8")
    return int(re.search(r"^\('solved', (\d+), 1, 1\)$", text, re.MULTILINE)[1]) - 1


PROSE = [
    ("patterns/strategy.md", r"who knows pointing\), (\S+) solvers", _solve_with_calls),
    ("patterns/strategy.md", r"the singles find (\S+) digits and stop", _stuck_steps),
    ("patterns/chain-of-responsibility.md", r"the hard puzzle above in (\d+) turns",
     _turns_of_the_hard_solve),
    ("patterns/observer.md", r"(\S+) messages reach the box", _messages_to_the_box),
    ("patterns/observer.md", r"(\S+) cells now keep candidates", _cells_that_disagree),
    ("patterns/command.md", r"while the (\d+) after it", _steps_after_the_first),
    ("index.md", r"builds the design in (\S+) stages",
     lambda: len(list((DOCS / "tutorial").glob("*.md")))),
]
"""Counts in the prose of the pages that show the code, and where the code (or the page's
own examples, which run) says them; ``tests/test_docs.py`` checks the others."""


@pytest.mark.parametrize(("page", "said", "source"), PROSE, ids=[f"{p}: {s}" for p, s, _ in PROSE])
def test_the_counts_in_the_prose_are_those_of_the_code(page, said, source):
    prose = " ".join((DOCS / page).read_text(encoding="utf-8").split())
    found = re.search(said, prose)
    assert found, f"{page} no longer says {said!r}: update PROSE"
    assert as_number(found[1]) == source(), f"{page} says {found[0]!r}; the code says {source()}"


def test_the_turn_on_the_home_page_is_the_first_turn_of_the_solve():
    text = (DOCS / "index.md").read_text(encoding="utf-8")
    [diagram] = [found[1] for found in re.finditer(r"```mermaid\n(.*?)```", text, re.DOTALL)
                 if "participant solver as Solver" in found[1]]
    board = Board.from_text(re.search(r'"([.\d]{81})"', text)[1])  # the quick start's puzzle

    heard = []

    class Ears(Observer):
        def update(self, change):
            heard.append(change)

    ears = Ears()
    for subject in (*board.cells, *board.containers):
        subject.attach(ears)
    step = link(FAST_CHAIN).handle(board)
    step.apply(board)
    [(cell, digit)] = step.placements
    assert f"Step {step.results()}" in diagram
    assert f"place({cell.name}, {digit})" in diagram and f"write {digit}" in diagram
    assert step.strategy == FAST_CHAIN[0].name == "hidden single"
    news = sorted(change.digit for change in heard if change.kind == "one place")
    assert news == sorted(int(d) for d in re.findall(r"update\(one place (\d+)\)", diagram))
    losers = [change.subject.name for change in heard if change.kind == "lost"]
    [note] = re.findall(r"Note over cell,houses: (.+) each announce lost (\d+)", diagram)
    assert note == (", ".join(losers), str(digit))


CLASSES = (Subject, Observer, Cell, Container, Board, Step, Strategy, Solver)
"""The classes whose methods the diagrams and the prose name."""

FOREIGN = {"Variable"}
"""Classes of other libraries that the prose names (tkinter's ``Variable``)."""


@pytest.mark.parametrize("page", TOUCHED, ids=[str(p.relative_to(DOCS)) for p in TOUCHED])
def test_the_methods_the_diagrams_and_prose_name_are_in_the_code(page):
    text = page.read_text(encoding="utf-8")
    known = {name for cls in CLASSES for name in dir(cls)}
    for found in re.finditer(r"```mermaid\n(.*?)```", text, re.DOTALL):
        # name( is a call; name([ and name(( are the shapes of flowchart nodes
        called = set(re.findall(r"(\w+)\((?![\[(])", found[1]))
        assert not called - known, f"{page.name}: a diagram calls {sorted(called - known)}"
    for cls_name, member in re.findall(r"`([A-Z]\w*)\.([a-z_]\w*)", text):
        if cls_name in FOREIGN:
            continue
        cls = next((c for c in CLASSES if c.__name__ == cls_name), None) \
            or getattr(sudoku, cls_name, None) or getattr(sudoku.strategies, cls_name, None)
        assert cls is not None and hasattr(cls, member), f"{page.name}: `{cls_name}.{member}`"


def test_no_technique_writes_its_own_handle():
    """The Template Method page says so of every technique in the chain."""
    from sudoku.strategies import DEFAULT_CHAIN

    text = (DOCS / "patterns/template-method.md").read_text(encoding="utf-8")
    assert "no technique of the package writes its own" in " ".join(text.split())
    assert [type(s).__name__ for s in DEFAULT_CHAIN if type(s).handle is not Strategy.handle] == []


def test_the_model_page_names_what_the_core_has():
    """Its reading list is the core, in order, and each name its prose gives is in the code."""
    text = (DOCS / "model.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\d+\. `(sudoku/[\w/]+\.py)`", text, re.MULTILINE)
    assert listed == [path.replace(".", "/") + ".py" for path in CORE]
    modules = [importlib.import_module(path) for path in CORE]
    known = {name for owner in (*CLASSES, *modules, Strategy()) for name in dir(owner)}
    words = {"if", "backtrack"}  # a keyword, and the name of the steps of backtracking
    prose = re.sub(r"^\{\{ source\(.*?\}\}$", "", text, flags=re.MULTILINE | re.DOTALL)
    named = set(re.findall(r"`([A-Za-z_]\w*)`", prose)) - words
    assert sorted(named - known) == []
