"""Fuzzing: whatever the input, the answer is a checked solution, a proven impossibility or our error.

Hypothesis throws random text, mutated puzzles, random grids (valid, clashing, with zero,
one or many solutions) and random bytes at the library and the command line. Every answer
is judged by code that shares nothing with the package: the rules of square layouts and a
brute-force counter of solutions, both written below from scratch over plain lists of
ints. Work is bounded by ``max_guesses`` (and the brute force by a budget of nodes), never
by the clock, so no example can hang.

The default run keeps the examples few; ``pytest -m slow`` runs every property longer.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import json
import tempfile
from pathlib import Path

import pytest
from conftest import CLASSIC_PUZZLE, GUESSING_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku import Board, ClashError, PuzzleFormatError, Solver, SudokuError, parse, read_puzzles
from sudoku.cli import main
from sudoku.layout import classic

MAX_GUESSES = 200
"""The bound on every solve here: enough for any puzzle the strategies build, and no hang."""


def fuzz(examples: int):
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


QUICK, LONG = fuzz(50), fuzz(2000)


# --- the referee: rules and a brute-force counter for square layouts, from scratch ----------

def containers(box_rows: int, box_columns: int) -> list[list[int]]:
    """Every row, column and box of the square layout, as lists of cell indices."""
    size = box_rows * box_columns
    rows = [[r * size + c for c in range(size)] for r in range(size)]
    columns = [[r * size + c for r in range(size)] for c in range(size)]
    boxes = [[(top + r) * size + left + c for r in range(box_rows) for c in range(box_columns)]
             for top in range(0, size, box_rows) for left in range(0, size, box_columns)]
    return rows + columns + boxes


def has_clash(grid: list[int], box_rows: int, box_columns: int) -> bool:
    """Whether some container holds a digit twice (empty cells, 0, do not count)."""
    for group in containers(box_rows, box_columns):
        digits = [grid[i] for i in group if grid[i]]
        if len(digits) != len(set(digits)):
            return True
    return False


def is_solution(grid: list[int], givens: list[int], box_rows: int, box_columns: int) -> bool:
    """Whether ``grid`` is full, breaks no rule, and keeps every given."""
    size = box_rows * box_columns
    return (len(grid) == size * size and all(1 <= d <= size for d in grid)
            and not has_clash(grid, box_rows, box_columns)
            and all(not given or given == d for given, d in zip(givens, grid)))


def brute_force_count(grid: list[int], box_rows: int, box_columns: int, limit: int,
                      budget: int = 200_000) -> int | None:
    """How many solutions ``grid`` has, up to ``limit``; ``None`` if ``budget`` nodes are not enough."""
    size = box_rows * box_columns
    if has_clash(grid, box_rows, box_columns):
        return 0
    peers = [set() for _ in grid]
    for group in containers(box_rows, box_columns):
        for i in group:
            peers[i].update(j for j in group if j != i)
    work, found, nodes = list(grid), 0, 0

    def search() -> bool:  # True: stop (limit reached or budget spent)
        nonlocal found, nodes
        nodes += 1
        if nodes > budget:
            return True
        best, best_options = None, None
        for i, digit in enumerate(work):
            if not digit:
                options = set(range(1, size + 1)) - {work[j] for j in peers[i]}
                if best is None or len(options) < len(best_options):
                    best, best_options = i, options
        if best is None:
            found += 1
            return found >= limit
        for digit in sorted(best_options):
            work[best] = digit
            if search():
                return True
        work[best] = 0
        return False

    search()
    return None if nodes > budget else found


# --- what every answer must be -------------------------------------------------------------

def judge(givens: list[int], box_rows: int = 3, box_columns: int = 3) -> str:
    """Build a board of ``givens`` and solve it; fail unless the outcome is a true one."""
    layout = classic(box_rows, box_columns)
    try:
        board = Board(layout, givens)
    except ClashError as error:
        assert has_clash(givens, box_rows, box_columns), error
        assert error.container in {c.name for c in layout.containers} and len(error.cells) == 2
        return "clash"
    assert not has_clash(givens, box_rows, box_columns)
    result = Solver(max_guesses=MAX_GUESSES).solve(board)
    assert result.status in ("solved", "no_solution", "gave_up")
    if result.status == "solved":
        assert is_solution(result.grid, givens, box_rows, box_columns), result.grid
    elif result.status == "no_solution":
        assert brute_force_count(givens, box_rows, box_columns, limit=1) in (0, None)
    else:
        assert result.guesses == MAX_GUESSES and not has_clash(result.grid, box_rows, box_columns)
        assert all(not given or given == d for given, d in zip(givens, result.grid))
    return result.status


def check_puzzle_text(text: str) -> None:
    """Any text: ``parse`` gives 81 digits or a PuzzleFormatError; a file's entries are honest."""
    try:
        values = parse(text)
    except PuzzleFormatError as error:
        assert str(error) and (error.position is None or 1 <= error.position <= len(text))
    else:
        assert len(values) == 81 and all(0 <= v <= 9 for v in values)
        judge(values)
    for entry in read_puzzles(text):
        assert (entry.values is None) != (entry.error is None)
        if entry.error is not None:
            assert isinstance(entry.error, PuzzleFormatError)
            assert str(entry.error).startswith(f"line {entry.line}: ")
        else:
            judge(entry.values)


def check_square_grid(case: tuple[int, int, list[int]]) -> None:
    """Random givens of a small layout: the solver's count agrees with brute force."""
    box_rows, box_columns, givens = case
    status = judge(givens, box_rows, box_columns)
    if status == "clash":
        return
    board = Board(classic(box_rows, box_columns), givens)
    counted = Solver().count_solutions(board, limit=3)
    assert board.values() == givens  # counting leaves the board as it was
    expected = brute_force_count(givens, box_rows, box_columns, limit=3)
    if expected is not None:
        assert counted == expected, givens
        assert (status == "no_solution") == (expected == 0) or status == "gave_up"


def check_file(data: bytes) -> None:
    """Any bytes as a file for ``sudoku solve -f``: one JSON line per puzzle, or an error."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "puzzles.txt"
        path.write_bytes(data)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["solve", "-f", str(path), "--format", "json",
                         "--max-guesses", str(MAX_GUESSES)])
    assert code in (0, 1, 2) and "Traceback" not in err.getvalue()
    # The reference reading: bytes that are not UTF-8 stay in their line as escapes; a
    # UTF-32 or UTF-16 byte-order mark makes the whole file UTF-32 or UTF-16.
    data = data.removeprefix(codecs.BOM_UTF8)
    if data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        text = data.decode("utf-32", "replace")
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = data.decode("utf-16", "replace")
    else:
        text = data.decode("utf-8", "surrogateescape")
    entries = read_puzzles(text)
    if not entries:
        assert code == 2 and out.getvalue() == ""
        assert err.getvalue().startswith(f"sudoku: error: cannot read {path}: ")
        return
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["line"] for r in records] == [entry.line for entry in entries]
    for record, entry in zip(records, entries):
        if record["status"] == "solved":
            assert is_solution([int(c) for c in record["solution"]], entry.values, 3, 3)
        assert (record["status"] == "invalid") == (record["error"] is not None)


# --- the strategies ---------------------------------------------------------------------------

VALID = [CLASSIC_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES]
SOLUTIONS = [Solver().solve(Board.from_text(p)).grid for p in VALID]


@st.composite
def mutated_puzzles(draw) -> str:
    """A valid puzzle (or a solution) as text with a few random edits."""
    text = list(draw(st.sampled_from(VALID + ["".join(map(str, s)) for s in SOLUTIONS])))
    for _ in range(draw(st.integers(0, 6))):
        where = draw(st.integers(0, len(text)))
        symbol = draw(st.sampled_from(list("123456789.0_ \n|x") + [draw(st.characters())]))
        edit = draw(st.sampled_from(["set", "insert", "delete"]))
        if edit == "insert" or not text:
            text.insert(where, symbol)
        elif edit == "set":
            text[min(where, len(text) - 1)] = symbol
        else:
            del text[min(where, len(text) - 1)]
    return "".join(text)


def full_grid(box_rows: int, box_columns: int, digits: list[int]) -> list[int]:
    """A solved grid of the square layout: the classic shifted pattern, digits relabelled."""
    size = box_rows * box_columns
    return [digits[(box_columns * (r % box_rows) + r // box_rows + c) % size]
            for r in range(size) for c in range(size)]


@st.composite
def small_grids(draw) -> tuple[int, int, list[int]]:
    """4x4 or 6x6 givens: random digits (clashes allowed), or some of a solution's, maybe changed."""
    box_rows, box_columns = draw(st.sampled_from([(2, 2), (2, 3)]))
    size = box_rows * box_columns
    if draw(st.booleans()):
        density = draw(st.floats(0, 0.4))
        cells = draw(st.lists(st.tuples(st.floats(0, 1), st.integers(1, size)),
                              min_size=size * size, max_size=size * size))
        return box_rows, box_columns, [d if chance < density else 0 for chance, d in cells]
    solution = full_grid(box_rows, box_columns, draw(st.permutations(range(1, size + 1))))
    density = draw(st.floats(0, 1))
    keep = draw(st.lists(st.floats(0, 1), min_size=size * size, max_size=size * size))
    givens = [d if chance < density else 0 for d, chance in zip(solution, keep)]
    if draw(st.booleans()):
        givens[draw(st.integers(0, size * size - 1))] = draw(st.integers(0, size))
    return box_rows, box_columns, givens


@st.composite
def nine_by_nine_grids(draw) -> tuple[int, int, list[int]]:
    """Givens kept from a random solution (one or many solutions), maybe with a digit changed."""
    solution = draw(st.sampled_from(SOLUTIONS))
    digits = draw(st.permutations(range(1, 10)))
    density = draw(st.floats(0.2, 1))
    keep = draw(st.lists(st.floats(0, 1), min_size=81, max_size=81))
    givens = [digits[d - 1] if chance < density else 0 for d, chance in zip(solution, keep)]
    if draw(st.booleans()):
        givens[draw(st.integers(0, 80))] = draw(st.integers(0, 9))
    return 3, 3, givens


TEXTS = st.one_of(st.text(max_size=200), mutated_puzzles(),
                  st.text(alphabet=".0123456789_ |-+\nx", min_size=70, max_size=180))
GRIDS = st.one_of(small_grids(), nine_by_nine_grids())
FILES = st.one_of(st.binary(max_size=300),
                  # An edit may be a lone surrogate, which UTF-8 cannot encode: written as
                  # is ("surrogatepass"), it makes a file that is not valid UTF-8, as st.binary does.
                  st.lists(mutated_puzzles(), max_size=4).map(
                      lambda ps: "\n".join(ps).encode("utf-8", "surrogatepass")))
PROPERTIES = [(check_puzzle_text, TEXTS), (check_square_grid, GRIDS), (check_file, FILES)]


# --- the tests ------------------------------------------------------------------------------

@QUICK
@given(TEXTS)
def test_any_text_gives_a_checked_answer_or_a_format_error(text):
    check_puzzle_text(text)


@QUICK
@given(GRIDS)
def test_solution_counts_agree_with_brute_force(case):
    check_square_grid(case)


@QUICK
@given(FILES)
def test_any_file_gives_one_record_per_puzzle_or_one_error(data):
    check_file(data)


@pytest.mark.slow
@pytest.mark.parametrize("check, strategy", PROPERTIES, ids=[c.__name__ for c, _ in PROPERTIES])
def test_long_fuzz_run(check, strategy):
    LONG(given(strategy)(check))()


def test_the_referee_knows_the_classic_facts():
    """The brute force itself: an empty 4x4 has 288 solutions, the classic puzzle one."""
    assert not has_clash(full_grid(2, 3, list(range(1, 7))), 2, 3)
    assert not has_clash(full_grid(3, 3, list(range(1, 10))), 3, 3)
    assert brute_force_count([0] * 16, 2, 2, limit=1000) == 288
    assert brute_force_count(parse(CLASSIC_PUZZLE), 3, 3, limit=3) == 1
    assert brute_force_count([1, 1] + [0] * 14, 2, 2, limit=3) == 0


# --- bad arguments to the public API: our errors, never an IndexError or a KeyError ----------

JUNK = st.one_of(st.integers(-3, 12), st.none(), st.text(max_size=2),
                 st.floats().filter(lambda x: not x.is_integer()))  # whole floats: see below


@QUICK
@given(st.lists(JUNK, max_size=90))
def test_board_with_any_givens_builds_or_says_why(givens):
    try:
        board = Board(givens=givens)
    except SudokuError as error:
        assert str(error)
    else:
        assert all(isinstance(d, int) and 0 <= d <= 9 for d in board.values())


@QUICK
@given(name=st.one_of(st.text(max_size=6), st.integers(), st.none()),
       digit=st.one_of(JUNK, st.integers(1, 9)))
def test_cell_names_and_digits_are_checked(name, digit):
    board = Board.from_text(CLASSIC_PUZZLE)
    try:
        cell = board.cell(name)
    except SudokuError:
        cell = board.cell("r1c3")
    try:
        board.place(cell, digit)
    except SudokuError as error:
        assert str(error)
    assert board.is_valid()



@pytest.mark.parametrize("call", ["givens", "place"])
def test_whole_floats_are_not_digits(call):
    board = Board()
    with pytest.raises(SudokuError):
        if call == "givens":
            Board(givens=[1.0] + [0] * 80)
        else:
            board.place(board.cell("r1c1"), 5.0)



def test_a_cell_of_another_board_is_refused():
    board, other = Board(), Board(classic(2, 2))
    with pytest.raises(SudokuError):
        board.place(other.cell("r1c1"), 1)


def test_the_bounds_end_a_solve_with_gave_up():
    assert Solver(timeout=0).solve(Board.from_text(GUESSING_PUZZLE)).status == "gave_up"
    result = Solver(max_guesses=3).solve(Board.from_text(GUESSING_PUZZLE))
    assert (result.status, result.guesses) == ("gave_up", 3)
    assert judge(parse(GUESSING_PUZZLE)) == "solved"
    with pytest.raises(SudokuError, match="max_guesses"):
        Solver(max_guesses=-1)
