"""Generated puzzles: one solution each, minimal, symmetric when asked, and the same for a seed.

Uniqueness is checked twice: by the package's own ``Solver.count_solutions``,
and by :func:`brute_force_count`, a plain backtracking counter written here from
scratch that shares nothing with the package but the list of ints.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest

from sudoku import Board, Layout, Solver, SudokuError, classic, format_line
from sudoku.cli import main
from sudoku.generate import OutOfTimeError, Puzzle, generate, generate_many
from sudoku.layout import CellSpec, ContainerSpec

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "corpus"
BOXES = [(2, 2), (2, 3), (3, 2), (3, 3)]


def brute_force_count(values: list[int], box_rows: int, box_columns: int, limit: int = 2) -> int:
    """Count the solutions of a square puzzle up to ``limit`` by trying every digit.

    Boxes are ``box_rows`` high and ``box_columns`` wide; the grid is
    ``n * n`` cells in reading order, ``n = box_rows * box_columns``, 0 for empty.
    """
    n = box_rows * box_columns
    grid = list(values)

    def allowed(index: int) -> list[int]:
        row, column = divmod(index, n)
        top, left = row - row % box_rows, column - column % box_columns
        used = {grid[row * n + k] for k in range(n)} | {grid[k * n + column] for k in range(n)}
        used |= {grid[(top + r) * n + left + c]
                 for r in range(box_rows) for c in range(box_columns)}
        return [digit for digit in range(1, n + 1) if digit not in used]

    def count(wanted: int) -> int:
        empty = [index for index in range(n * n) if grid[index] == 0]
        if not empty:
            return 1
        cell = min(empty, key=lambda index: len(allowed(index)))  # fewest digits first
        found = 0
        for digit in allowed(cell):
            grid[cell] = digit
            found += count(wanted - found)
            grid[cell] = 0
            if found >= wanted:
                break
        return found

    return count(limit)


def obeys_the_rules(grid: list[int], box_rows: int, box_columns: int) -> bool:
    """Whether every row, column and box of a full grid holds each digit once."""
    n = box_rows * box_columns
    groups = [[r * n + c for c in range(n)] for r in range(n)]
    groups += [[r * n + c for r in range(n)] for c in range(n)]
    groups += [[(top + r) * n + left + c for r in range(box_rows) for c in range(box_columns)]
               for top in range(0, n, box_rows) for left in range(0, n, box_columns)]
    return all(sorted(grid[i] for i in group) == list(range(1, n + 1)) for group in groups)


def made(box: tuple[int, int] = (3, 3), seed: int = 1, symmetry: str = "none") -> Puzzle:
    """The puzzle of a seed, made once for all the tests that read it."""
    return _made(box, seed, symmetry)


@cache
def _made(box: tuple[int, int], seed: int, symmetry: str) -> Puzzle:
    return generate(classic(*box), seed=seed, symmetry=symmetry)


def solutions(puzzle: Puzzle, limit: int = 2) -> int:
    return Solver().count_solutions(Board(puzzle.layout, puzzle.values), limit=limit)


@pytest.mark.parametrize("box, seed", [
    pytest.param(box, seed, id=f"{box[0]}x{box[1]} boxes, seed {seed}")
    for box in BOXES for seed in (1, 2)])
def test_a_generated_puzzle_has_exactly_one_solution(box, seed):
    puzzle = made(box, seed)
    assert solutions(puzzle) == 1
    assert brute_force_count(puzzle.values, *box) == 1


@pytest.mark.parametrize("box", BOXES)
def test_the_solution_obeys_the_rules_and_keeps_the_givens(box):
    puzzle = made(box)
    assert obeys_the_rules(puzzle.solution, *box)
    assert all(value in (0, digit) for value, digit in zip(puzzle.values, puzzle.solution))


@pytest.mark.parametrize("box", [(2, 3), (3, 3)])
def test_a_minimal_puzzle_gets_a_second_solution_without_any_one_given(box):
    puzzle = made(box)
    assert puzzle.is_minimal
    for index, value in enumerate(puzzle.values):
        if value:
            fewer = puzzle.values[:index] + [0] + puzzle.values[index + 1:]
            assert brute_force_count(fewer, *box) == 2, f"the given at {index} is not needed"


def partner(index: int, n: int, symmetry: str) -> int:
    row, column = divmod(index, n)
    if symmetry == "rotational":
        return (n - 1 - row) * n + n - 1 - column
    return row * n + n - 1 - column


@pytest.mark.parametrize("box", [(2, 2), (3, 3)])
@pytest.mark.parametrize("symmetry", ["rotational", "mirror"])
def test_a_symmetric_puzzle_gives_a_cell_exactly_when_it_gives_its_partner(box, symmetry):
    puzzle = made(box, 4, symmetry=symmetry)
    n = box[0] * box[1]
    for index, value in enumerate(puzzle.values):
        assert bool(value) == bool(puzzle.values[partner(index, n, symmetry)])
    assert puzzle.is_minimal and brute_force_count(puzzle.values, *box) == 1


def test_the_same_seed_gives_the_same_puzzle_in_two_new_processes():
    command = [sys.executable, "-m", "sudoku", "generate", "--seed", "2", "--format", "line"]
    runs = [subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONHASHSEED": hash_seed})
            for hash_seed in ("1", "2")]  # string hashes differ; the puzzle must not
    outputs = [run.communicate()[0] for run in runs]
    assert [run.returncode for run in runs] == [0, 0]
    assert outputs[0] == outputs[1]
    assert outputs[0].splitlines() == [str(made(seed=2))]


@pytest.mark.parametrize("box, seeds", [((2, 3), range(1, 11)), ((3, 3), (1, 2))])
def test_different_seeds_give_different_puzzles(box, seeds):
    assert len({str(made(box, seed)) for seed in seeds}) == len(seeds)


def test_without_a_seed_the_puzzle_keeps_the_seed_that_remakes_it():
    puzzle = generate(classic(2, 3))
    assert generate(classic(2, 3), seed=puzzle.seed) == puzzle


def test_a_target_number_of_givens_stops_early_and_never_goes_below():
    puzzle = generate(seed=1, givens=40)
    assert puzzle.givens == 40 and not puzzle.is_minimal and solutions(puzzle) == 1
    assert generate(classic(2, 3), seed=1, givens=0) == made((2, 3), 1)


def test_a_time_budget_spent_while_givens_go_returns_a_unique_puzzle_that_is_not_minimal(
        monkeypatch):
    reads = itertools.count()
    # A clock that moves a millisecond each time it is read: the budget runs out after a
    # fixed amount of work, the same on every machine.
    monkeypatch.setattr(time, "perf_counter", lambda: next(reads) / 1000)
    puzzle = generate(seed=1, time_budget=1.0)
    assert puzzle.out_of_time and not puzzle.is_minimal
    assert 17 < puzzle.givens < 81
    assert solutions(puzzle) == 1 and brute_force_count(puzzle.values, 3, 3) == 1


def test_a_time_budget_spent_before_the_grid_is_full_is_an_error():
    with pytest.raises(OutOfTimeError, match="before a full 9x9 grid was filled"):
        generate(seed=1, time_budget=0)


def test_a_puzzle_prints_as_one_line_and_many_come_from_consecutive_seeds():
    puzzles = list(generate_many(2, classic(2, 2), seed=8))
    assert [p.seed for p in puzzles] == [8, 9]
    assert puzzles[1] == made((2, 2), 9)
    assert str(puzzles[0]) == format_line(puzzles[0].values, puzzles[0].layout)


def latin_square() -> Layout:
    """A 4x4 layout of rows and columns only: no boxes, so no symmetry."""
    cells = tuple(CellSpec(f"r{r + 1}c{c + 1}", r, c) for r in range(4) for c in range(4))
    rows = [ContainerSpec("row", f"row {r + 1}", tuple(range(4 * r, 4 * r + 4))) for r in range(4)]
    columns = [ContainerSpec("column", f"column {c + 1}", tuple(range(c, 16, 4)))
               for c in range(4)]
    return Layout("latin 4x4", 4, cells, tuple(rows + columns), "1234")


def test_a_layout_without_boxes_makes_puzzles_but_has_no_symmetry():
    puzzle = generate(latin_square(), seed=3)
    assert Solver().count_solutions(Board(puzzle.layout, puzzle.values)) == 1
    with pytest.raises(SudokuError, match="rotational symmetry needs a square layout with boxes"):
        generate(latin_square(), seed=3, symmetry="rotational")


@pytest.mark.parametrize("options, message", [
    ({"symmetry": "diagonal"}, "unknown symmetry 'diagonal'; symmetries are none, rotational"),
    ({"givens": -1}, "the number of givens is a whole number from 0 to 16 "),
    ({"givens": 17}, r"from 0 to 16 \(the cells of the 4x4 layout\), not 17"),
    ({"givens": "3"}, "the number of givens is a whole number from 0 to 16 .*not '3'"),
    ({"seed": -1}, "a seed is an int, 0 or more, not -1"),
    ({"seed": "1"}, "a seed is an int, 0 or more, not '1'"),
])
def test_wrong_options_are_clear_errors(options, message):
    with pytest.raises(SudokuError, match=message):
        generate(classic(2, 2), **options)


@pytest.mark.parametrize("options, message", [
    (["--layout", "triangular", "--symmetry", "rotational"],
     "rotational symmetry needs a square layout with boxes"),
    (["--attempts", "3"], "--attempts bounds the search of --level or --needs"),
    (["--level", "easy", "--givens", "30"], "--givens does not go with --level or --needs"),
    (["--level", "Bogus"], "unknown level 'Bogus'"),
    (["--needs", "Nope"], "unknown strategy 'Nope'"),
    (["--scale", "hodoku", "--level", "Bogus"], "Bogus"),
])
def test_the_command_refuses_a_request_before_it_tells_a_seed(capsys, options, message):
    assert main(["generate", *options]) == 2
    said = capsys.readouterr()
    assert message in said.err
    assert "seed" not in said.err and said.out == ""


def corpus(name: str) -> list[str]:
    return (CORPUS / name).read_text().splitlines()


def test_the_corpus_is_what_its_command_makes(capsys):
    puzzles, answers = corpus("generated_9x9.txt"), corpus("generated_9x9_solutions.txt")
    assert puzzles[0] == "# sudoku generate --count 30 --seed 1 --format line"
    assert answers[0] == puzzles[0] + " --solutions"
    main(["generate", "--count", "2", "--seed", "1", "--format", "line"])
    assert capsys.readouterr().out.splitlines() == puzzles[1:3]
    assert [format_line(made(seed=seed).solution) for seed in (1, 2)] == answers[1:3]


def test_every_corpus_puzzle_has_one_solution_its_line_in_the_solutions_file():
    puzzles, answers = corpus("generated_9x9.txt")[1:], corpus("generated_9x9_solutions.txt")[1:]
    assert len(puzzles) == len(answers) == 30
    for puzzle, answer in zip(puzzles, answers):
        assert all(given in (".", digit) for given, digit in zip(puzzle, answer))
        assert obeys_the_rules([int(digit) for digit in answer], 3, 3)
        assert Solver().count_solutions(Board.from_text(puzzle)) == 1


@pytest.mark.slow
@pytest.mark.parametrize("name, flags", [("generated_9x9.txt", []),
                                         ("generated_9x9_solutions.txt", ["--solutions"])])
def test_the_whole_corpus_is_remade_exactly(capsys, name, flags):
    main(["generate", "--count", "30", "--seed", "1", "--format", "line", *flags])
    assert capsys.readouterr().out.splitlines() == corpus(name)[1:]


def test_a_symmetric_puzzle_says_what_its_minimal_means(sudoku):
    """With a symmetry, pairs of partner givens are tried, not single givens: a single one
    may still go, so the header says which minimal it is."""
    code, out, _ = sudoku("generate", "--symmetry", "rotational", "--seed", "3")
    assert code == 0 and out.splitlines()[0].endswith(
        "minimal for rotational symmetry (no pair of partner givens can go)")


@pytest.mark.parametrize("command", ["generate", "solve"])
def test_jobs_are_bounded(capsys, command):
    """A thousand worker processes on two cores may never start: --jobs has a ceiling."""
    from sudoku.cli import main
    from sudoku.cli.batch import MOST_JOBS
    with pytest.raises(SystemExit) as exit:
        main([command, "--jobs", str(MOST_JOBS + 1), "-"])
    assert exit.value.code == 2
    assert f"expected a whole number from 1 to {MOST_JOBS}" in capsys.readouterr().err


@pytest.mark.parametrize("call, message", [
    (lambda: generate("9x9"), "a puzzle is read with a Layout"),
    (lambda: list(generate_many(-1)), "the count of puzzles is a whole number, 0 or more, not -1"),
    (lambda: list(generate_many(2.5)), "the count of puzzles is a whole number, 0 or more, not 2.5"),
])
def test_the_library_refuses_what_is_no_layout_or_count(call, message):
    with pytest.raises(SudokuError, match=message):
        call()
