"""The mkdocs hook that puts the real code of the package on the pages, as the site builds.

TL;DR: a page writes, on lines of its own::

    {{ source("sudoku.observer.Subject.notify",
              roles={"observer.update(change)": "the subject tells every observer"}) }}

and the reader sees the code of ``Subject.notify`` as it is in the file today,
open, with the file's own line numbers. The lines of each role are highlighted,
and a legend above the code names them: "Line 64: the subject tells every
observer". A page that copies code goes stale the day the code changes; a page
that names code cannot, because the build reads it again every time.

The placeholder is a call, read with ``ast`` and never run:

- its one positional argument names a module (``"sudoku.board"``: the whole
  file), a class, a function, a method or a property (``"sudoku.board.Board.place"``),
  or a constant of a module or class (``"sudoku.strategies.BUILT_IN_CHAIN"``:
  the assignment and the docstring under it);
- ``roles`` maps a piece of text to the role of the lines that hold it: every
  line of the shown code that contains the text is highlighted, and the legend
  says the role once, with their numbers;
- ``start`` and ``end`` cut a part out of a long object: from the first line
  that contains ``start`` to the first line from there that contains ``end``.

The build fails, with a message that names the page, when the object does not
exist, when a role's text or a ``start``/``end`` is in none of its lines, or when a
placeholder does not parse. So the page cannot drift from the code: it is
corrected, or it does not build.

This hook runs after ``facts.py`` (its ``on_page_markdown`` is late): the facts
in a legend are filled in before it reads them, and the code it puts on the page
is never read as facts, even where it holds double braces.

mkdocs loads this file through ``hooks:`` in mkdocs.yml, beside the others.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import logging
import re
import textwrap
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parents[2]
"""The root of the repository: the titles of the code name files from here."""

CALL = re.compile(r"\{\{\s*(\w+)\s*\(")
"""Where a call placeholder starts: double braces, a name, an opening parenthesis."""

FUNCTIONS = ("source",)
"""The calls a page may write between double braces."""

log = logging.getLogger("mkdocs.hooks.source")


class SourceError(PluginError):
    """A placeholder that names code the package does not have, or that does not parse."""


@dataclass(frozen=True)
class Excerpt:
    """Consecutive lines of a file of the package, as a page shows them.

    Attributes:
        path: the dotted name the page gave, e.g. ``"sudoku.observer.Subject.notify"``.
        file: the file, relative to the root of the repository (``sudoku/observer.py``).
        name: the object's name inside its module (``"Subject.notify"``), ``""`` for a module.
        first: the number of the first line in the file, from 1.
        lines: the lines, without their line ends, dedented together.
    """

    path: str
    file: str
    name: str
    first: int
    lines: tuple[str, ...]

    @property
    def title(self) -> str:
        """What the bar above the code says: the file, and the object in it."""
        return f"{self.file}: {self.name}" if self.name else self.file

    def numbers(self, text: str) -> list[int]:
        """The numbers in the file of the lines that contain ``text``."""
        return [self.first + index for index, line in enumerate(self.lines) if text in line]


# --- finding the code -------------------------------------------------------------------------

@cache
def _tree(file: Path) -> tuple[ast.Module, tuple[str, ...]]:
    """The syntax tree and the lines of ``file``, read once per build."""
    text = file.read_text(encoding="utf-8")
    return ast.parse(text, filename=str(file)), tuple(text.splitlines())


def _module_of(path: str) -> tuple[object, list[str]]:
    """The module the longest importable prefix of ``path`` names, and the names after it."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        name = ".".join(parts[:cut])
        try:
            found = importlib.util.find_spec(name)
        except (ImportError, ValueError):  # a parent that is a module, not a package
            found = None
        if found is not None:
            return importlib.import_module(name), parts[cut:]
    raise SourceError(f"source({path!r}): no module of that name; write the full dotted "
                      f"path, such as 'sudoku.board.Board.place'")


def _definition(tree: ast.Module, qualname: str, path: str) -> tuple[int, int]:
    """The first and last line of ``qualname`` (``"Board.place"``) in ``tree``.

    A constant counts with the docstring on the line after it.
    """
    body: list[ast.stmt] = tree.body
    names = qualname.split(".")
    for depth, name in enumerate(names):
        for index, node in enumerate(body):
            if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) \
                    and node.name == name:
                break
            if depth == len(names) - 1 and name in _assigned(node):
                following = body[index + 1] if index + 1 < len(body) else None
                last = node.end_lineno
                if isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant) \
                        and isinstance(following.value.value, str):
                    last = following.end_lineno
                return node.lineno, last
        else:
            raise SourceError(f"source({path!r}): no {name!r} in the source of "
                              f"{'.'.join(names[:depth]) or 'the module'}")
        body = node.body
    first = min([node.lineno] + [decorator.lineno for decorator in node.decorator_list])
    return first, node.end_lineno


def _assigned(node: ast.stmt) -> set[str]:
    """The plain names a statement assigns (``X = ...``, ``X: T = ...``), if it is an assignment."""
    if isinstance(node, ast.Assign):
        return {target.id for target in node.targets if isinstance(target, ast.Name)}
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return {node.target.id}
    return set()


def _where(path: str) -> tuple[Path, str]:
    """The file that defines what ``path`` names, and its qualified name there (``""``: the module)."""
    module, names = _module_of(path)
    owner, found = module, module
    for name in names:
        try:
            owner, found = found, inspect.getattr_static(found, name)
        except AttributeError:
            raise SourceError(f"source({path!r}): {getattr(found, '__name__', found)!r} has "
                              f"no {name!r}") from None
    if isinstance(found, property):
        found = found.fget
    elif isinstance(found, cached_property):
        found = found.func
    elif isinstance(found, staticmethod | classmethod):
        found = found.__func__
    if inspect.ismodule(found):
        return Path(inspect.getsourcefile(found)), ""
    if inspect.isclass(found) or inspect.isfunction(found):
        if "<locals>" in found.__qualname__:
            raise SourceError(f"source({path!r}): a local object has no place of its own to show")
        return Path(inspect.getsourcefile(found)), found.__qualname__
    # A constant: look for its assignment in the module or class that holds it.
    prefix = "" if inspect.ismodule(owner) else f"{owner.__qualname__}."
    return Path(inspect.getsourcefile(owner)), f"{prefix}{names[-1]}"


def excerpt(path: str, start: str | None = None, end: str | None = None) -> Excerpt:
    """The code of the object that ``path`` names, as it is in its file now.

    Args:
        path: a dotted name: a module, a class, a function, a method, a property,
            or a constant of a module or class.
        start: cut from the first line that contains this text (``None``: the first line).
        end: cut to the first line from ``start`` on that contains this text
            (``None``: the last line).

    Returns:
        The lines, dedented, with the number of the first in the file.

    Raises:
        SourceError: when there is no such object, or ``start`` or ``end`` is in none of its lines.

    Examples:
        >>> code = excerpt("sudoku.observer.Subject.notify")
        >>> code.title, code.lines[0]
        ('sudoku/observer.py: Subject.notify', 'def notify(self, change: Any) -> None:')
    """
    file, qualname = _where(path)
    tree, text = _tree(file)
    first, last = _definition(tree, qualname, path) if qualname else (1, len(text))
    lines = text[first - 1:last]
    if start is not None:
        at = next((i for i, line in enumerate(lines) if start in line), None)
        if at is None:
            raise SourceError(f"source({path!r}): start={start!r} is in none of its lines")
        first, lines = first + at, lines[at:]
    if end is not None:
        at = next((i for i, line in enumerate(lines) if end in line), None)
        if at is None:
            raise SourceError(f"source({path!r}): end={end!r} is in none of its lines "
                              f"{'after the start' if start is not None else ''}".rstrip())
        lines = lines[:at + 1]
    try:
        shown = file.resolve().relative_to(ROOT).as_posix()
    except ValueError:  # installed elsewhere: name it by its module
        shown = path
    return Excerpt(path, shown, qualname, first,
                   tuple(textwrap.dedent("\n".join(lines)).split("\n")))


# --- showing it -------------------------------------------------------------------------------

def spans(numbers: list[int]) -> str:
    """Line numbers as a reader writes them: ``"Line 64"``, ``"Lines 130–132, 141"``.

    Examples:
        >>> spans([64]), spans([130, 131, 132, 141])
        ('Line 64', 'Lines 130–132, 141')
    """
    runs: list[list[int]] = []
    for number in sorted(set(numbers)):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    written = ", ".join(f"{run[0]}–{run[-1]}" if len(run) > 1 else f"{run[0]}" for run in runs)
    return f"Line {written}" if len(set(numbers)) == 1 else f"Lines {written}"


def source(path: str, roles: dict[str, str] | None = None, start: str | None = None,
           end: str | None = None) -> str:
    """The markdown that shows the code of ``path``, with its roles marked.

    Args:
        path: what to show (see ``excerpt``).
        roles: for each piece of text, the role of the lines that contain it,
            in a few plain words; the legend lists the roles in the order of the
            code, once each, with the lines of every text that plays it.
        start: see ``excerpt``.
        end: see ``excerpt``.

    Returns:
        A legend of the roles (when there are any), then a ``python`` fenced
        block with the file's line numbers, a title, and the lines of the roles
        highlighted.

    Raises:
        SourceError: when there is no such object, or a role's text, ``start`` or
            ``end`` is in none of its lines.
    """
    code = excerpt(path, start, end)
    lines_of: dict[str, list[int]] = {}  # two texts may play one role: one entry in the legend
    for text, role in (roles or {}).items():
        if not isinstance(text, str) or not text.strip() or not isinstance(role, str):
            raise SourceError(f"source({path!r}): a role is some text of the code and a few "
                              f"words, both strings; got {text!r}: {role!r}")
        numbers = code.numbers(text)
        if not numbers:
            raise SourceError(f"source({path!r}): no line of {code.title} contains {text!r}, "
                              f"the text of the role {role!r}; the code changed, so the page "
                              f"must change with it")
        lines_of.setdefault(role, []).extend(numbers)
    marked = sorted(((sorted(set(numbers)), role) for role, numbers in lines_of.items()),
                    key=lambda pair: pair[0][0])
    highlighted = sorted({number - code.first + 1 for numbers, _ in marked for number in numbers})
    fence = "`" * max(3, 1 + max((len(run) for line in code.lines
                                  for run in re.findall(r"`+", line)), default=0))
    options = [f'linenums="{code.first}"', f'title="{code.title}"']
    if highlighted:
        options.append(f'hl_lines="{" ".join(map(str, highlighted))}"')
    legend = [f"- **{spans(numbers)}:** {role}" for numbers, role in marked]
    block = [f"{fence}python {' '.join(options)}", *code.lines, fence]
    return "\n".join(legend + ([""] if legend else []) + block)


# --- the placeholders on a page ---------------------------------------------------------------

def _call(text: str, where: str) -> ast.Call:
    """The call written between the braces of a placeholder, checked to be one of ``FUNCTIONS``."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as error:
        raise SourceError(f"{where}: the placeholder {{{{ {text.strip()} }}}} does not parse "
                          f"({error.msg})") from None
    call = tree.body
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            and call.func.id in FUNCTIONS):
        raise SourceError(f"{where}: a placeholder with parentheses calls one of "
                          f"{', '.join(FUNCTIONS)}; got {{{{ {text.strip()} }}}}")
    return call


def _run(call: ast.Call, where: str) -> str:
    """Run ``source`` with the arguments of ``call``, which must all be plain literals."""
    try:
        args = [ast.literal_eval(argument) for argument in call.args]
        kwargs = {keyword.arg: ast.literal_eval(keyword.value) for keyword in call.keywords}
    except ValueError:
        raise SourceError(f"{where}: the arguments of source(...) are strings and a dict of "
                          f"strings, written out (no names, no expressions)") from None
    if None in kwargs:
        raise SourceError(f"{where}: source(...) takes no **arguments")
    try:
        inspect.signature(source).bind(*args, **kwargs)
    except TypeError as error:
        raise SourceError(f"{where}: source(...): {error}") from None
    try:
        return source(*args, **kwargs)
    except SourceError as error:
        raise SourceError(f"{where}: {error}") from None


def expand(markdown: str, where: str = "the page") -> str:
    """``markdown`` with every ``{{ source(...) }}`` placeholder replaced by the code it names.

    A placeholder stands on lines of its own (it may be indented, as inside an
    admonition, and the code is indented alike) and may run over several lines.
    ``{{ name }}`` without parentheses is a fact, for ``facts.py``, and is left alone.

    Args:
        markdown: the page.
        where: the page's name, for the messages.

    Raises:
        SourceError: for a placeholder that does not parse, is not on lines of its
            own, calls something other than ``source``, or names code that is not there.

    Examples:
        >>> print(expand('{{ source("sudoku.cell.Cell.is_empty") }}'))
        ```python linenums="..." title="sudoku/cell.py: Cell.is_empty"
        @property
        def is_empty(self) -> bool:
            \"\"\"Whether the cell has no digit yet.\"\"\"
            return self.digit == 0
        ```
    """
    pieces, done = [], 0
    for found in CALL.finditer(markdown):
        if found.start() < done:
            continue  # inside a placeholder already expanded
        line_start = markdown.rfind("\n", 0, found.start()) + 1
        indent = markdown[line_start:found.start()]
        line = markdown.count("\n", 0, found.start()) + 1
        here = f"{where}, line {line}"
        if found[1] not in FUNCTIONS:
            raise SourceError(f"{here}: no placeholder function called {found[1]!r} "
                              f"(known: {', '.join(FUNCTIONS)})")
        if indent.strip():
            raise SourceError(f"{here}: a source placeholder stands on lines of its own")
        close, call = found.end(), None
        while call is None:
            close = markdown.find("}}", close)
            if close < 0:
                raise SourceError(f"{here}: a placeholder that never closes with '}}}}', or "
                                  f"does not parse: {markdown[found.start():][:80]!r}...")
            text = markdown[found.start() + 2:close]
            close += 2
            try:
                call = _call(text, here)
            except SourceError:
                if "\n\n" in text:  # a placeholder does not run past a blank line
                    raise
        rest = markdown.find("\n", close)
        rest = len(markdown) if rest < 0 else rest
        if markdown[close:rest].strip():
            raise SourceError(f"{here}: a source placeholder stands on lines of its own")
        shown = _run(call, here)
        pieces += [markdown[done:line_start],
                   "\n".join(indent + row if row else row for row in shown.split("\n"))]
        done = close
    return "".join(pieces) + markdown[done:]


def on_pre_build(config):
    """Forget the files read by the last build, so that ``mkdocs serve`` shows the code of now."""
    _tree.cache_clear()


@event_priority(-50)  # late: after facts.py, whose placeholders may stand in a legend
def on_page_markdown(markdown, page, config, files):
    """Put the code every ``{{ source(...) }}`` of the page names in its place."""
    if "{{" not in markdown:
        return markdown
    return expand(markdown, page.file.src_uri)
