"""Every script in examples/ runs, and what it prints is true.

Each example is run as a reader would run it (``python examples/NN_name.py``)
and its output is checked for the facts it claims, using the independent
checker: the containers it names, the candidates it says changed, the steps it
explains. A new example without an entry in ``CHECKS`` fails the suite, so no
example goes untested.
"""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import checker
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((ROOT / "examples").glob("*.py"))


def run(script: Path) -> str:
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    finished = subprocess.run([sys.executable, str(script)], cwd=ROOT, env=environment,
                              capture_output=True, text=True, timeout=120, check=False)
    assert finished.returncode == 0, finished.stderr
    assert finished.stderr == ""
    return finished.stdout


def grids_in(output: str) -> list[list[int]]:
    """Every 9x9 grid printed in ``output`` (rows of digits or dots, rulers between bands)."""
    grids, rows = [], []
    for line in output.splitlines():
        cells = re.sub(r"[\s|]", "", line)
        if re.fullmatch(r"[-+]+", cells):
            continue  # a ruler between bands
        if re.fullmatch(r"[1-9.]{9}", cells) and "|" in line:
            rows.append(cells)
            if len(rows) == 9:
                grids.append(checker.parse_line("".join(rows)))
                rows = []
        else:
            rows = []
    return grids


def index_of(name: str) -> int:
    row, column = re.fullmatch(r"r([1-9])c([1-9])", name).groups()
    return 9 * (int(row) - 1) + int(column) - 1


def digits(text: str) -> set[int]:
    return set() if text.strip() == "-" else {int(d) for d in text.split()}


# -- the checks, one per example ---------------------------------------------------------------


def check_notifications(output: str) -> None:
    """Example 1 names the cell's containers, the notifications, and the changes they cause."""
    (puzzle, *_) = grids_in(output)
    cell_name, digit = re.search(r"board\.place\((r\dc\d), (\d)\)", output).groups()
    cell, digit = index_of(cell_name), int(digit)
    assert digit in checker.options(puzzle, cell)
    units = {name: group for name, group in checker.units() if cell in group}

    watched = re.search(rf"{cell_name} is watched by: (.*)", output).group(1).split(", ")
    assert watched == [*units]  # row, column, box: the reading order of the rules
    row = next(iter(units))
    assert re.search(rf"{row} is watched by: (.*)", output).group(1) == "the board"
    told = re.findall(r"^\s*the board hears: (\w+ \d) one place (\d)$", output, re.MULTILINE)
    for unit, lone in told:  # each news is true: after the move, the digit has one place there
        group = dict(checker.units())[unit]
        after = list(puzzle)
        after[cell] = digit
        assert sum(int(lone) in checker.options(after, i) for i in group
                   if not after[i]) == 1, (unit, lone)

    heard = re.findall(r"^\s*(\w+ \d)\s+hears: (r\dc\d) (placed|lost) (\d)$", output, re.MULTILINE)
    assert {(unit, cell_name, "placed", str(digit)) for unit in units} <= set(heard)
    losing = {peer for peer in checker.peers(cell) if digit in checker.options(puzzle, peer)}
    expected_lost = {(unit, f"r{p // 9 + 1}c{p % 9 + 1}", "lost", str(digit))
                     for unit, group in units.items() for p in losing if p in group}
    assert {entry for entry in heard if entry[2] == "lost"} == expected_lost
    assert len(heard) == len(units) + len(expected_lost)

    for unit, group in units.items():
        before = checker.DIGITS - {puzzle[i] for i in group}
        line = re.search(rf"^\s*{unit}\s+([\d ]+) -> ([\d -]+)$", output, re.MULTILINE)
        assert line, f"no missing digits printed for {unit}"
        assert (digits(line.group(1)), digits(line.group(2))) == (before, before - {digit})

    changes = {index_of(name): (digits(b), digits(a)) for name, b, a in
               re.findall(r"^\s*(r\dc\d): ([\d ]+) -> ([\d -]+)$", output, re.MULTILINE)}
    assert changes == {p: (checker.options(puzzle, p), checker.options(puzzle, p) - {digit})
                       for p in losing}
    unchanged = int(re.search(r"the other (\d+) peers did not change", output).group(1))
    assert unchanged == 20 - len(losing)


def check_step_by_step(output: str) -> None:
    """Example 2 explains every step truly, and ends with a grid the checker accepts."""
    grids = grids_in(output)
    givens, final = grids[0], grids[-1]
    steps = re.findall(r"^\s*(\d+)\. (r\dc\d)=(\d): ([a-z ]+), (.*?)(?:\s+\(passed on .*\))?$",
                       output, re.MULTILINE)
    assert steps, "no step printed"
    assert [int(number) for number, *_ in steps] == list(range(1, len(steps) + 1))
    (solution,) = list(itertools.islice(checker.solutions(givens), 2))  # a unique puzzle
    grid = list(givens)
    for _, name, digit, strategy, reason in steps:
        cell, digit = index_of(name), int(digit)
        options = checker.options(grid, cell)
        assert digit == solution[cell], name
        if strategy == "hidden single":
            claim = re.fullmatch(rf"the only place for {digit} in (\w+ \d)", reason)
            assert claim, f"{name}: {reason}"
            group = dict(checker.units())[claim.group(1)]
            assert [i for i in group if digit in checker.options(grid, i)] == [cell], name
        elif strategy == "naked single":
            assert reason == f"{digit} is the only candidate left in {name}"
            assert options == {digit}, name
        # another technique's words are not checked here, only its result (above)
        grid[cell] = digit
    assert grid == final
    assert checker.problems(final, givens) == []
    assert re.search(r"^solved$", output, re.MULTILINE)
    summary = re.search(r"^\d+ by [a-z ]+(, \d+ by [a-z ]+)*$", output, re.MULTILINE).group()
    counts = {name: int(count) for count, name in re.findall(r"(\d+) by ([a-z ]+)", summary)}
    assert counts == Counter(strategy for _, _, _, strategy, _ in steps)


def singles_fixpoint(grid: list[int]) -> list[int]:
    """``grid`` with every naked and hidden single placed, as the rules alone find them."""
    grid = list(grid)

    def next_single():
        for i in range(81):
            if not grid[i] and len(checker.options(grid, i)) == 1:
                return i, min(checker.options(grid, i))
        for _, cells in checker.units():
            for digit in checker.DIGITS:
                places = [i for i in cells if digit in checker.options(grid, i)]
                if len(places) == 1:
                    return places[0], digit
        return None

    while (single := next_single()) is not None:
        grid[single[0]] = single[1]
    return grid


def check_own_strategy(output: str) -> None:
    """Example 3: the singles stall where it says, and every step of its chain is true."""
    givens, *_, final = grids_in(output)
    line = re.search(r"^sudoku generate --seed \d+: (\S{81})$", output, re.MULTILINE).group(1)
    assert checker.parse_line(line) == givens
    (solution,) = list(itertools.islice(checker.solutions(givens), 2))  # a unique puzzle

    stalled = singles_fixpoint(givens)
    taken, empty = map(int, re.search(r"^the singles alone: stuck after (\d+) steps, (\d+) "
                                      r"cells empty$", output, re.MULTILINE).groups())
    assert 0 < empty == stalled.count(0)
    assert taken == givens.count(0) - empty  # each single fills one cell

    steps = re.findall(r"^\s*(\d+)\. (\S.*?): ([a-z ]+), (.*)$", output, re.MULTILINE)
    assert [int(number) for number, *_ in steps] == list(range(1, len(steps) + 1))
    grid, struck = list(givens), {i: set() for i in range(81)}
    for _, results, strategy, reason in steps:
        def candidates(i):
            return checker.options(grid, i) - struck[i]
        moves = re.findall(r"(r\dc\d)(=|<>)(\d)", results)
        assert ", ".join(f"{n}{s}{d}" for n, s, d in moves) == results
        if strategy == "naked pair":
            first, second, low, high, unit = re.fullmatch(
                r"(r\dc\d) and (r\dc\d) hold (\d) and (\d) between them in (\w+ \d)",
                reason).groups()
            group, pair = dict(checker.units())[unit], {int(low), int(high)}
            pair_cells = {index_of(first), index_of(second)}
            assert pair_cells <= set(group)
            assert all(candidates(i) == pair for i in pair_cells), reason
            expected = {(i, d) for i in set(group) - pair_cells for d in candidates(i) & pair}
            assert {(index_of(n), int(d)) for n, s, d in moves if s == "<>"} == expected
        elif strategy == "hidden single":
            (name, _, digit), = moves
            unit = re.fullmatch(rf"the only place for {digit} in (\w+ \d)", reason).group(1)
            places = [i for i in dict(checker.units())[unit] if int(digit) in candidates(i)]
            assert places == [index_of(name)], reason
        else:
            assert strategy == "naked single"
            (name, _, digit), = moves
            assert candidates(index_of(name)) == {int(digit)}
        for name, sign, digit in moves:  # each move agrees with the solution
            cell, digit = index_of(name), int(digit)
            if sign == "=":
                assert solution[cell] == digit, name
                grid[cell] = digit
            else:
                assert solution[cell] != digit, name
                struck[cell].add(digit)
    assert grid == final == solution
    assert re.search(r"^solved$", output, re.MULTILINE)
    summary = re.search(r"^\d+ by [a-z ]+(, \d+ by [a-z ]+)*$", output, re.MULTILINE).group()
    counts = {name: int(count) for count, name in re.findall(r"(\d+) by ([a-z ]+)", summary)}
    assert counts == Counter(strategy for _, _, strategy, _ in steps)
    assert counts.get("naked pair", 0) > 0


def check_undo_and_backtrack(output: str) -> None:
    """Example 4: undo restores the grid, out of order is refused, and only wrong guesses go."""
    line = re.search(r"^sudoku generate --seed \d+: (\S{81})$", output, re.MULTILINE).group(1)
    givens = checker.parse_line(line)
    (solution,) = list(itertools.islice(checker.solutions(givens), 2))  # a unique puzzle

    def grid_after(label: str) -> str:
        return re.search(rf"^{label}:\s+(\S{{81}})", output, re.MULTILINE).group(1)

    assert grid_after("grid") == line == grid_after("undo both")
    two = re.search(r"^after two:\s+\S{81} \((r\dc\d)=(\d), (r\dc\d)=(\d)\)$", output,
                    re.MULTILINE).groups()
    placed = {index_of(two[0]): int(two[1]), index_of(two[2]): int(two[3])}
    after = checker.parse_line(grid_after("after two"))
    assert {i: after[i] for i in range(81) if after[i] != givens[i]} == placed
    assert all(solution[i] == digit for i, digit in placed.items())
    refusal = re.search(r"^undo first:\s+refused: (.*)$", output, re.MULTILINE).group(1)
    assert "undo the later steps first" in refusal and two[0] in refusal

    open_guesses, backtracks = [], 0
    for event in re.findall(r"^  (.*)$", output, re.MULTILINE):
        guess = re.fullmatch(r"step (\d+): (r\dc\d)=(\d): guess, .*", event)
        broken = re.fullmatch(r"step (\d+): contradiction, .*", event)
        back = re.fullmatch(r"undo (\d+) steps and the guess; step (\d+): (r\dc\d)<>(\d): "
                            r"backtrack, guessing (\d) at (r\dc\d) led to a contradiction", event)
        if guess:
            open_guesses.append((int(guess[1]), index_of(guess[2]), int(guess[3])))
        elif broken:
            at = int(broken[1])
        elif back:
            number, cell, digit = open_guesses.pop()
            assert (int(back[2]), index_of(back[3]), int(back[4])) == (number, cell, digit)
            assert (int(back[5]), index_of(back[6])) == (digit, cell)
            assert int(back[1]) == at - number  # the steps after the guess, the guess not counted
            assert solution[cell] != digit  # only a wrong guess leads to a contradiction
            backtracks += 1
        else:
            raise AssertionError(f"unexpected line: {event}")
    kept = re.search(r"^\d+ steps on the stack; guesses kept: (.*)$", output, re.MULTILINE)[1]
    assert [f"r{c // 9 + 1}c{c % 9 + 1}={d}" for _, c, d in open_guesses] == kept.split(", ")
    assert all(solution[cell] == digit for _, cell, digit in open_guesses)
    assert backtracks > 0  # the example shows one, as it says
    assert re.search(r"^solved$", output, re.MULTILINE)
    (final,) = grids_in(output)
    assert final == solution and checker.problems(final, givens) == []


def check_new_shape(output: str) -> None:
    """Example 5: the new rule makes the puzzle unique, and the solution keeps every rule."""
    line, count = re.search(r"^generate\(centre_dot\(\), seed=\d+\): (\S{81}) \((\d+) givens\)$",
                            output, re.MULTILINE).groups()
    givens = checker.parse_line(line)
    assert sum(map(bool, givens)) == int(count)
    centres = [index_of(name) for name in re.search(
        r"the new one: centre dots, cells (.*)$", output, re.MULTILINE)[1].split(", ")]
    assert centres == [9 * row + column for row in (1, 4, 7) for column in (1, 4, 7)]

    classic = list(itertools.islice(checker.solutions(givens), 5000))
    assert 1 < len(classic) < 5000  # several under the classic rules; all of them were read
    (solution,) = [grid for grid in classic if {grid[i] for i in centres} == checker.DIGITS]
    counts = re.search(r"classic rules (\d+), centre-dot rules (\d+)$", output, re.MULTILINE)
    assert counts.groups() == ("2", "1")

    (final,) = grids_in(output)
    assert final == solution and checker.problems(final, givens) == []
    dots = re.search(r"^the centre dots: ([\d ]+)$", output, re.MULTILINE)[1].split()
    assert [int(digit) for digit in dots] == [final[i] for i in centres]
    tallies = dict((name, int(steps)) for steps, name in re.findall(
        r"(\d+) ([a-z ]+?)(?:,|$)", re.search(r"^rated .*: (.*)$", output, re.MULTILINE)[1]))
    singles = sum(tallies.get(name, 0) for name in ("hidden single", "naked single", "full house"))
    assert singles == givens.count(0)  # each single places one digit, and every cell gets one


def agrees(results: str, solution: list[int]) -> bool:
    """Whether every move of ``results`` (``r1c2<>2, r4c5=6``) holds in ``solution``."""
    moves = re.findall(r"(r\dc\d)(=|<>)(\d)", results)
    assert moves and ", ".join(f"{n}{s}{d}" for n, s, d in moves) == results
    return all((solution[index_of(name)] == int(digit)) == (sign == "=")
               for name, sign, digit in moves)


def check_three_scales(output: str) -> None:
    """Example 6: each scale solves the puzzle, and each move it shows holds in the solution."""
    line = re.search(r"^sudoku generate --seed \d+: (\S{81})$", output, re.MULTILINE).group(1)
    givens = checker.parse_line(line)
    (solution,) = list(itertools.islice(checker.solutions(givens), 2))  # a unique puzzle
    blocks = re.findall(r"^(\w+): .*; a chain of (\d+) techniques.*\n"
                        r"  solved in \d+ steps; hardest: (.+?), ([\d.]+) \((\w+)\)(.*)\n"
                        r"  a step of it: (.*)\n  grid: (\S{81})$", output, re.MULTILINE)
    assert {block[0] for block in blocks} == {"ours", "se", "hodoku"}
    for scale, _, _, number, level, figures, results, grid in blocks:
        assert checker.parse_line(grid) == solution, scale
        assert agrees(results, solution), (scale, results)
        words = ["Easy", "Medium", "Hard", "Unfair", "Extreme"] if scale == "hodoku" else [
            "easy", "medium", "hard", "fiendish", "diabolical"]
        assert level in words and float(number) > 0
        if scale == "se":  # ER is the hardest of the path, EP of its part up to the first
            ep, ed = map(float, re.fullmatch(r", ep ([\d.]+), ed ([\d.]+)", figures).groups())
            assert float(number) >= ep >= ed > 0  # placement, ED its first step
    renamed = re.findall(r"^  (r\dc\d.*?): (.* on \w+)$", output.split("another scale:")[1],
                         re.MULTILINE)
    # what the docstring and the Difficulty page say of this puzzle
    hardest = {block[0]: (block[2], block[3]) for block in blocks}
    assert hardest["ours"] == ("Skyscraper", "3.9") and hardest["se"] == ("Turbot Fish", "6.6")
    assert any("Skyscraper on ours" in names and "Turbot Fish on se" in names
               for _, names in renamed)
    for results, names in renamed:
        assert agrees(results, solution), results
        assert len({name.rsplit(" on ", 1)[0].lower() for name in names.split(", ")}) > 1


#: The check of each example, by file name. Every script in examples/ must have one.
CHECKS = {
    "01_notifications.py": check_notifications,
    "02_step_by_step.py": check_step_by_step,
    "03_a_strategy_of_your_own.py": check_own_strategy,
    "04_undo_and_backtrack.py": check_undo_and_backtrack,
    "05_a_shape_of_your_own.py": check_new_shape,
    "06_three_scales.py": check_three_scales,
}


def test_every_example_has_a_check():
    assert SCRIPTS, "no example found"
    assert {script.name for script in SCRIPTS} == set(CHECKS)


@pytest.mark.parametrize("page", ["README.md", "docs/index.md"])
def test_every_example_is_named_where_readers_look(page):
    text = (ROOT / page).read_text()
    assert [script.name for script in SCRIPTS if script.name not in text] == []


@pytest.mark.parametrize("script", SCRIPTS, ids=[script.name for script in SCRIPTS])
def test_example_runs_and_prints_true_facts(script):
    assert script.name in CHECKS, f"{script.name} has no check in tests/test_examples.py"
    output = run(script)
    CHECKS[script.name](output)
    assert run(script) == output  # and it prints the same every time


@pytest.mark.parametrize("script", SCRIPTS, ids=[script.name for script in SCRIPTS])
def test_example_says_what_it_teaches(script):
    text = script.read_text()
    docstring = re.match(r'\s*"""(.*?)"""', text, re.DOTALL)
    assert docstring and "What it teaches" in docstring.group(1)
    assert f"python examples/{script.name}" in docstring.group(1)
