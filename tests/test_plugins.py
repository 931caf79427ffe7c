"""Plug-ins: a strategy from another installed package joins the chain by its number.

Two kinds of test. The fast ones hand ``sudoku.strategies.plugins.load`` made-up
entry points, or put a package's metadata on ``sys.path``, so that every way a
plug-in can be good or broken is tried in this process. The last ones do what a
user does: they install the package and the example plug-in of ``examples/plugin``
into a fresh virtual environment, and check the chain there, and what
``sudoku explain`` says with it.
"""

from __future__ import annotations

import doctest
import importlib
import importlib.metadata
import importlib.util
import json
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import checker
import fresh_venv as fresh_venv_tools
import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE, built_once

from sudoku import Board, Solver, SudokuError
from sudoku.strategies import (
    BUILT_IN_CHAIN,
    DEFAULT_CHAIN,
    PLUGINS,
    FullHouse,
    Guess,
    HiddenSingle,
    NakedSingle,
    Strategy,
    by_name,
)
from sudoku.strategies.plugins import (
    GROUP,
    SWITCH_OFF,
    PluginWarning,
    installed,
    is_declared,
    join,
    load,
)

ROOT = Path(__file__).resolve().parents[1]


class LastCell(FullHouse):
    """Full house under another name and number: a sound strategy to plug in."""

    def __init__(self, name: str = "last cell", difficulty: float = 1.1):
        super().__init__()
        self.name, self.difficulty = name, difficulty


class Lazy(Strategy):
    """A strategy that forgot to write ``find``."""

    name = "lazy"


class Failing(Strategy):
    """A strategy whose constructor fails."""

    def __init__(self):
        raise RuntimeError("no licence key")


@dataclass
class Package:
    """What an entry point knows of the package that declares it."""

    name: str = "sudoku-plugin-test"
    version: str = "1.0"


@dataclass
class EntryPoint:
    """An entry point of the group, as ``importlib.metadata`` gives it, with its target at hand."""

    name: str
    target: object
    dist: Package | None = None

    @property
    def value(self) -> str:
        return f"test_plugins:{self.name}"

    def load(self):
        return self.target


def names(chain) -> list[str]:
    return [strategy.name for strategy in chain]


def loaded(*entry_points) -> tuple:
    """The plug-ins that ``entry_points`` give, beside the built-in chain."""
    return load(taken=names(BUILT_IN_CHAIN), entry_points=entry_points)


# --- a plug-in takes the place its number gives it ------------------------------------------

def test_the_chain_is_the_built_in_one_joined_with_the_plugins():
    assert DEFAULT_CHAIN == join(BUILT_IN_CHAIN, PLUGINS)
    assert join(BUILT_IN_CHAIN, []) == BUILT_IN_CHAIN


def test_a_plugin_takes_the_place_of_its_number():
    (plugin,) = loaded(EntryPoint("last-cell", LastCell, Package()))
    assert isinstance(plugin.strategy, LastCell)
    assert (plugin.entry_point, plugin.target, plugin.package) == (
        "last-cell", "test_plugins:last-cell", "sudoku-plugin-test 1.0")
    chain = join(BUILT_IN_CHAIN, [plugin])
    assert names(chain)[:3] == ["full house", "last cell", "hidden single"]
    assert [s for s in chain if s is not plugin.strategy] == list(BUILT_IN_CHAIN)


def test_a_plugin_goes_after_the_built_ins_of_the_same_number():
    chain = join(BUILT_IN_CHAIN, loaded(EntryPoint("four", lambda: LastCell("four", 4.0))))
    fours = [s.name for s in chain if s.difficulty == 4.0]
    assert fours == ["hidden triple", "2-String Kite", "four"]


def test_guessing_stays_last_whatever_the_plugin_number():
    """The hardest number a plug-in may take is just below a guess's (10 and up is refused)."""
    chain = join(BUILT_IN_CHAIN, loaded(EntryPoint("hardest", lambda: LastCell("hardest", 9.99))))
    assert names(chain)[-2:] == ["hardest", "guess"]
    numbers = [strategy.difficulty for strategy in chain[:-1]]
    assert numbers == sorted(numbers)


def test_plugins_of_one_number_keep_their_order():
    plugins = loaded(EntryPoint("a", lambda: LastCell("ay", 2.0)),
                     EntryPoint("b", lambda: LastCell("bee", 2.0)))
    assert names(join(BUILT_IN_CHAIN, plugins))[2:5] == ["ay", "bee", "naked single"]


def test_by_name_finds_a_plugin_in_any_spelling():
    (plugin,) = loaded(EntryPoint("last-cell", LastCell))
    chain = join(BUILT_IN_CHAIN, [plugin])
    assert by_name("Last-Cell", chain) is plugin.strategy
    with pytest.raises(SudokuError, match="known strategies: full-house, last-cell, hidden"):
        by_name("first cell", chain)


# --- a broken plug-in is left out, and the package works ------------------------------------

def not_a_strategy():
    return "last cell"


@pytest.mark.parametrize("target, why", [
    (Failing, "loading it failed with RuntimeError: no licence key"),
    (lambda: LastCell("needs", "args", "more"), "loading it failed with TypeError"),
    (not_a_strategy, "it gives 'last cell', not a Strategy"),
    (LastCell(), "loading it failed with TypeError"),  # an instance, not a callable
    (Lazy, "Lazy does not write find()"),
    (lambda: LastCell("Hidden-Single"), "the name 'Hidden-Single' is taken"),
    (lambda: LastCell(""), "its name '' is not a name"),
    (lambda: LastCell(difficulty="easy"), "its difficulty 'easy' is not a number"),
    (lambda: LastCell(difficulty=float("nan")), "its difficulty nan is not a number"),
    (lambda: LastCell(difficulty=True), "its difficulty True is not a number"),
    (lambda: LastCell("strategy"), "LastCell sets no name of its own (it would be 'strategy')"),
    (lambda: LastCell(difficulty=0), "its difficulty 0 is not on the scale of deductions, "
                                     "above 0 and below 10 (a guess)"),
    (lambda: LastCell(difficulty=99), "its difficulty 99 is not on the scale of deductions"),
], ids=["raises", "wrong-call", "not-a-strategy", "an-instance", "no-find", "taken-name",
        "no-name", "words-for-number", "nan", "bool", "base-name", "zero", "above-guessing"])
def test_a_broken_plugin_is_left_out_with_a_warning(target, why):
    with pytest.warns(PluginWarning) as warned:
        plugins = loaded(EntryPoint("broken", target, Package()), EntryPoint("good", LastCell))
    assert [plugin.entry_point for plugin in plugins] == ["good"]
    (message,) = [str(warning.message) for warning in warned]
    assert message.startswith("plug-in strategy 'broken' (test_plugins:broken) from "
                              "sudoku-plugin-test 1.0 is left out: ")
    assert why in message


def test_a_plugin_that_cannot_be_imported_is_left_out():
    ghost = importlib.metadata.EntryPoint("ghost", "sudoku_no_such_plugin:Ghost", GROUP)
    with pytest.warns(PluginWarning, match=r"'ghost' \(sudoku_no_such_plugin:Ghost\) from an "
                      r"unknown package is left out: loading it failed with ModuleNotFoundError"):
        assert loaded(ghost) == ()


def test_of_two_plugins_with_one_name_the_second_is_refused():
    with pytest.warns(PluginWarning, match="'second' .* the name 'Last-Cell' is taken"):
        (plugin,) = loaded(EntryPoint("first", LastCell),
                           EntryPoint("second", lambda: LastCell("Last-Cell", 3.0)))
    assert plugin.entry_point == "first"


# --- installed plug-ins are found on the path -----------------------------------------------

PLUGIN_MODULE = """
from sudoku.strategies import FullHouse


class LastCell(FullHouse):
    name, difficulty = "last cell", 1.1


def edge():
    return LastCell()
"""
"""A plug-in module, found on ``sys.path`` beside its package's metadata."""


@pytest.fixture
def on_the_path(tmp_path, monkeypatch):
    """A package ``sudoku-plugin-path`` with two entry points, installed in a folder of sys.path."""
    monkeypatch.delenv(SWITCH_OFF, raising=False)
    (tmp_path / "sudoku_plugin_path.py").write_text(PLUGIN_MODULE, encoding="utf-8")
    metadata = tmp_path / "sudoku_plugin_path-0.3.dist-info"
    metadata.mkdir()
    (metadata / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: sudoku-plugin-path\nVersion: 0.3\n", encoding="utf-8")
    (metadata / "entry_points.txt").write_text(
        f"[{GROUP}]\nlast-cell = sudoku_plugin_path:LastCell\nedge = sudoku_plugin_path:edge\n",
        encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "sudoku_plugin_path", raising=False)
    return tmp_path


def test_installed_entry_points_are_found_in_the_order_of_their_names(on_the_path):
    assert is_declared()
    found = installed()
    assert [(each.name, each.value) for each in found] == [
        ("edge", "sudoku_plugin_path:edge"), ("last-cell", "sudoku_plugin_path:LastCell")]
    with pytest.warns(PluginWarning, match="'last-cell' .* from sudoku-plugin-path 0.3 is left "
                      "out: the name 'last cell' is taken"):
        (plugin,) = load(taken=names(BUILT_IN_CHAIN))
    assert (plugin.entry_point, plugin.package) == ("edge", "sudoku-plugin-path 0.3")


def test_switched_off_no_plugin_is_found(on_the_path, monkeypatch):
    monkeypatch.setenv(SWITCH_OFF, "1")
    assert installed() == [] and load() == ()


def plain_environment() -> dict[str, str]:
    """This process's environment without what would choose the Python or leave plug-ins out."""
    return {name: value for name, value in os.environ.items()
            if name not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", SWITCH_OFF)}


def plugins_in_a_new_process(folder: Path, code: str):
    """What a new Python process that runs ``code`` with ``folder`` on its path prints."""
    environment = plain_environment() | {"PYTHONPATH": os.pathsep.join([str(folder), str(ROOT)])}
    return run([sys.executable, "-c", code], env=environment, cwd=folder)


SHOW_PLUGINS = "from sudoku.strategies import DEFAULT_CHAIN, PLUGINS\n" \
               "print([p.entry_point for p in PLUGINS], DEFAULT_CHAIN[1].name)"


def test_a_plugin_imported_before_sudoku_still_joins_the_chain(on_the_path):
    """The plug-in's own import runs ``sudoku.strategies`` while the plug-in is half made."""
    shown = plugins_in_a_new_process(on_the_path, f"import sudoku_plugin_path\n{SHOW_PLUGINS}")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.split("\n")[0] == "['edge'] last cell"
    assert "the name 'last cell' is taken" in shown.stderr  # its second entry point
    assert "partially initialized" not in shown.stderr


@pytest.mark.parametrize("first, why", [
    ("", ("loading it failed with ImportError: DEFAULT_CHAIN is not made yet, the plug-ins "
          "are being loaded: a plug-in can read it, and import sudoku.solver and the modules "
          "built on it (rating, hint, generate, search, the scales, the command line), inside "
          "a function")),
    ("import sudoku_plugin_path\n", ("its module sudoku_plugin_path reads the chain while it "
     "is being imported, before it has made its strategy; read DEFAULT_CHAIN, FAST_CHAIN, "
     "HUMAN_CHAIN or PLUGINS, and import sudoku.solver and the modules built on it")),
], ids=["sudoku-first", "plugin-first"])
def test_a_plugin_that_reads_the_chain_as_it_is_imported_is_left_out(on_the_path, first, why):
    source = PLUGIN_MODULE.replace("import FullHouse", "import DEFAULT_CHAIN, FullHouse")
    (on_the_path / "sudoku_plugin_path.py").write_text(source, encoding="utf-8")
    shown = plugins_in_a_new_process(on_the_path, first + SHOW_PLUGINS)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.split("\n")[0] == "[] hidden single", shown.stderr
    assert f"from sudoku-plugin-path 0.3 is left out: {why}" in " ".join(shown.stderr.split())


def test_the_chain_is_made_once_whoever_asks_first(on_the_path):
    """``chain_for`` and ``by_name`` without a chain, and two threads, share one making."""
    code = ("import threading, sudoku.strategies as s\n"
            "from sudoku.shapes import named\n"
            "seen = []\n"
            "threads = [threading.Thread(target=lambda: seen.append(s.DEFAULT_CHAIN))"
            " for _ in range(4)]\n"
            "[t.start() for t in threads]; [t.join() for t in threads]\n"
            "s.chain_for(named('classic')); s.by_name('last cell')\n"
            "print(all(chain is s.DEFAULT_CHAIN for chain in seen), len(seen),"
            " s.by_name('last cell') is s.PLUGINS[0].strategy, 'DEFAULT_CHAIN' in dir(s))")
    shown = plugins_in_a_new_process(on_the_path, code)
    assert shown.stdout.split("\n")[0] == "True 4 True True", shown.stderr
    assert shown.stderr.count("is left out") == 1  # one loading: one warning for 'last-cell'


def test_without_a_plugin_importing_sudoku_spares_importlib_metadata():
    """The quick look at the metadata keeps the start-up of ``sudoku`` light."""
    if PLUGINS:
        pytest.skip("a plug-in is installed in this environment")
    code = "import sys, sudoku; print('importlib.metadata' in sys.modules)"
    probe = run([sys.executable, "-c", code], cwd=ROOT)
    assert probe.stdout.strip() == "False", probe.stderr


# --- a solver takes any chain ---------------------------------------------------------------

@pytest.mark.parametrize("chain", [
    [LastCell(), HiddenSingle(), NakedSingle(), Guess()],
    [NakedSingle(), LastCell(), Guess()],
    [Guess()],
    (strategy for strategy in DEFAULT_CHAIN),
], ids=["plugin-first", "any-order", "guess-alone", "a-generator"])
def test_a_solver_runs_any_chain(chain):
    result = Solver(chain).solve(Board.from_text(HARD_PUZZLE))
    assert result.status == "solved"
    assert checker.is_solution(result.grid, checker.parse_line(HARD_PUZZLE))


# --- the example plug-in, as the docs show it -----------------------------------------------

EXAMPLE = ROOT / "examples" / "plugin"


def test_the_docs_page_shows_the_example_plugin_as_it_is():
    page = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    source = (EXAMPLE / "sudoku_plugin_example" / "last_digit.py").read_text(encoding="utf-8")
    code = source[source.index("from sudoku.step import Step"):]
    assert f"```python\n{code}```" in page
    table = '[project.entry-points."sudoku.strategies"]\nlast-digit = ' \
            '"sudoku_plugin_example:LastDigit"\n'
    assert table in (EXAMPLE / "pyproject.toml").read_text(encoding="utf-8")
    assert f"```text\n{table}```" in page


def test_the_example_plugin_docstrings_show_what_it_does(monkeypatch):
    monkeypatch.syspath_prepend(str(EXAMPLE))
    last_digit = importlib.import_module("sudoku_plugin_example.last_digit")
    tried = doctest.testmod(last_digit)
    assert tried.attempted and not tried.failed


# --- the example plug-in, installed into a fresh environment --------------------------------

PROBE = """
import json, sudoku
from sudoku.strategies import DEFAULT_CHAIN, FAST_CHAIN, HUMAN_CHAIN, PLUGINS, by_name
print(json.dumps({
    "sudoku": sudoku.__file__,
    "chain": [[s.name, s.difficulty] for s in DEFAULT_CHAIN],
    "human": [s.name for s in HUMAN_CHAIN],
    "fast": [s.name for s in FAST_CHAIN],
    "plugins": [[p.entry_point, p.target, p.package, p.strategy.name] for p in PLUGINS],
    "by_name": type(by_name("LAST-DIGIT")).__module__,
}))
"""
"""What the fresh environment says about its chain, as JSON."""

STEP = re.compile(r"^(r\dc\d)=(\d): ([^,]+), (.*)$")


run = fresh_venv_tools.run


@pytest.fixture(scope="module")
def fresh_venv(tmp_path_factory):
    """A new virtual environment with sudoku-patterns and the example plug-in installed.

    The venv has no pip of its own (making one costs ten seconds): the pip of the
    tests installs into it with ``--python``, building both packages with their
    build backend (see ``fresh_venv``). It is made once per test run, for every
    worker (``conftest.built_once``).
    """
    environment = plain_environment() | {"PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_INPUT": "1"}

    def build(folder: Path) -> dict:
        started = time.perf_counter()
        python = fresh_venv_tools.make(folder / "venv")
        fresh_venv_tools.install(python, [ROOT, EXAMPLE], environment, folder)
        print(f"fresh venv with the plug-in in {time.perf_counter() - started:.1f} s")
        return {"python": str(python)}

    python = Path(built_once(tmp_path_factory, "plugin-venv", build)["python"])
    return python, python.parent, environment


def test_the_installed_plugin_joins_the_chain_by_its_number(fresh_venv):
    python, _bin_dir, environment = fresh_venv
    probe = run([python, "-c", PROBE], env=environment, cwd=python.parents[2])
    assert probe.returncode == 0 and probe.stderr == "", probe.stderr
    said = json.loads(probe.stdout)
    assert Path(said["sudoku"]).is_relative_to(python.parents[1])  # the installed copy
    assert said["plugins"] == [["last-digit", "sudoku_plugin_example:LastDigit",
                                "sudoku-plugin-example 0.1.0", "last digit"]]
    assert said["chain"][:3] == [["full house", 1.0], ["last digit", 1.1], ["hidden single", 1.2]]
    assert [name for name, _ in said["chain"] if name != "last digit"] == names(BUILT_IN_CHAIN)
    assert said["human"] == [name for name, _ in said["chain"][:-1]]
    assert said["fast"] == names(s for s in BUILT_IN_CHAIN if s.is_fast)
    assert said["by_name"] == "sudoku_plugin_example.last_digit"


def test_the_installed_plugin_explains_true_steps(fresh_venv):
    python, bin_dir, environment = fresh_venv
    explained = run([bin_dir / "sudoku", "explain", CLASSIC_PUZZLE], env=environment,
                    cwd=python.parents[2])
    assert explained.returncode == 0 and explained.stderr == "", explained.stderr
    *lines, ending = explained.stdout.splitlines()
    assert ending.startswith("solved in ")
    grid = checker.parse_line(CLASSIC_PUZZLE)
    (solution,) = checker.solutions(grid)
    last_digits = 0
    for line in lines:
        cell_name, digit, strategy, reason = STEP.match(line).groups()
        row, column = int(cell_name[1]), int(cell_name[3])
        cell, digit = 9 * (row - 1) + column - 1, int(digit)
        assert solution[cell] == digit, line
        if strategy == "last digit":
            last_digits += 1
            assert grid.count(digit) == 8, line  # the ninth copy of the digit
            box = 3 * ((row - 1) // 3) + (column - 1) // 3 + 1
            assert reason == (f"the last {digit} to place, missing only from row {row}, "
                              f"column {column} and box {box}"), line
        grid[cell] = digit
    assert last_digits > 0, "the plug-in took no step"
    assert grid == solution


def test_the_installed_plugin_is_named_by_the_command_line_and_switched_off(fresh_venv):
    python, bin_dir, environment = fresh_venv
    solved = run([bin_dir / "sudoku", "solve", "--strategies", "last-digit,guess",
                  "--format", "line", CLASSIC_PUZZLE], env=environment, cwd=python.parents[2])
    assert solved.returncode == 0, solved.stderr
    grid = checker.parse_line(solved.stdout.split()[0])
    assert checker.is_solution(grid, checker.parse_line(CLASSIC_PUZZLE))
    switched_off = run([bin_dir / "sudoku", "explain", CLASSIC_PUZZLE],
                       env={**environment, SWITCH_OFF: "1"}, cwd=python.parents[2])
    assert switched_off.returncode == 0 and "last digit" not in switched_off.stdout
