"""Batches that finish: N puzzles give N results in input order, whatever goes wrong on the way.

A bad line is one result among the others; ``--format`` line, json (JSON Lines) and csv;
``--output``; the summary on standard error; ``--jobs`` in input order; Ctrl-C keeps every
finished result; the exit code is the worst of the batch; and a new command plugs in with
a job of its own.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import checker
import pytest
from conftest import CLASSIC_PUZZLE, GUESSING_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES

from sudoku.cli import main
from sudoku.cli import solve as solve_command
from sudoku.cli.batch import Record, Task, run
from sudoku.cli.output import Progress
from sudoku.cli.puzzles import entries

ROOT = Path(__file__).resolve().parents[1]
NO_SOLUTION = "38........1.4..785..9.2.3...6..9....8..3.2..9....4..7...1.7.5..495..6..........92"
CLASH = "55" + CLASSIC_PUZZLE[2:]

MIXED = f"""# five puzzles, the third one bad
{CLASSIC_PUZZLE}
{HARD_PUZZLE}
{CLASSIC_PUZZLE[:40]}x{CLASSIC_PUZZLE[41:]}

{NO_SOLUTION}
{CLASH}
"""
MIXED_LINES = [2, 3, 4, 6, 7]
MIXED_STATUSES = ["solved", "solved", "invalid", "no_solution", "invalid"]


@pytest.fixture
def sudoku(capsys, tmp_path):
    """Run the command line on a file of puzzles: ``sudoku(text, *args)`` -> (code, out, err)."""
    def run_on(text: str, *args: str, command: str = "solve") -> tuple[int, str, str]:
        path = tmp_path / "puzzles.txt"
        path.write_text(text, encoding="utf-8")
        code = main([command, "-f", str(path), *args])
        out, err = capsys.readouterr()
        return code, out, err
    return run_on


def without_times(records: list[dict]) -> list[dict]:
    return [{key: value for key, value in record.items() if key != "ms"} for record in records]


# --- N puzzles, N results ---------------------------------------------------------------------

def test_a_bad_line_in_the_middle_yields_n_results_in_order(sudoku):
    code, out, _ = sudoku(MIXED, "--format", "line")
    lines = out.splitlines()
    assert len(lines) == len(MIXED_LINES) and code == 2
    assert checker.is_solution(checker.parse_line(lines[0].split()[0]),
                               checker.parse_line(CLASSIC_PUZZLE))
    assert lines[2].startswith("invalid line 4: unexpected character 'x' at position 41")
    assert lines[3].startswith(f"no_solution {NO_SOLUTION} ")
    assert lines[4] == "invalid line 7: 5 is given twice in row 1: at r1c1 and r1c2"


def test_json_lines_hold_one_object_per_puzzle_bad_ones_included(sudoku):
    _, out, _ = sudoku(MIXED, "--format", "json")
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["line"] for r in records] == MIXED_LINES
    assert [r["status"] for r in records] == MIXED_STATUSES
    assert all(list(r) == list(solve_command.COLUMNS) for r in records)
    for record in records:
        assert (record["error"] is None) == (record["status"] != "invalid")
        if record["status"] == "solved":
            assert checker.is_solution(checker.parse_line(record["solution"]),
                                       checker.parse_line(record["puzzle"]))
            assert isinstance(record["guesses"], int) and record["ms"] >= 0
    assert records[2]["puzzle"] == f"{CLASSIC_PUZZLE[:40]}x{CLASSIC_PUZZLE[41:]}"


def test_csv_has_a_header_and_one_row_per_puzzle(sudoku):
    _, out, _ = sudoku(MIXED, "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert out.splitlines()[0] == ",".join(solve_command.COLUMNS)
    assert [int(row["line"]) for row in rows] == MIXED_LINES
    assert [row["status"] for row in rows] == MIXED_STATUSES
    assert rows[4]["error"] == "5 is given twice in row 1: at r1c1 and r1c2"


def test_check_names_the_line_of_every_verdict(sudoku):
    code, out, err = sudoku(MIXED, command="check")
    assert out.splitlines() == [
        "line 2: valid, one solution",
        "line 3: valid, one solution",
        ("line 4: invalid: unexpected character 'x' at position 41 (line 4, column 41); "
         "use 1-9 for digits and '.', '0' or '_' for empty cells"),
        "line 6: valid, but no solution: the givens admit none",
        "line 7: invalid: 5 is given twice in row 1: at r1c1 and r1c2",
    ]
    assert code == 2
    assert err == ("sudoku: 5 puzzles: 2 unique, 2 invalid, 1 no solution, "
                   "0 multiple solutions, 0 gave up\n")


def test_the_summary_goes_to_stderr_at_the_end(sudoku):
    _, out, err = sudoku(MIXED)
    assert "puzzles" not in out
    assert err == "sudoku: 5 puzzles: 2 solved, 2 invalid, 1 no solution, 0 stuck, 0 gave up\n"


def test_output_writes_the_same_to_a_file(sudoku, tmp_path):
    for format in ("line", "json", "csv"):
        _, shown, _ = sudoku(MIXED, "--format", format)
        target = tmp_path / f"results.{format}"
        code, out, err = sudoku(MIXED, "--format", format, "--output", str(target))
        assert (code, out) == (2, "") and err.startswith("sudoku: 5 puzzles")
        written = target.read_text(encoding="utf-8")
        assert re.sub(r"\d+\.\d", "N", written) == re.sub(r"\d+\.\d", "N", shown)


@pytest.mark.parametrize("command", ["solve", "check", "rate"])
def test_output_onto_the_file_of_puzzles_is_refused_and_the_puzzles_stay(
        capsys, tmp_path, monkeypatch, command):
    path = tmp_path / "puzzles.txt"
    path.write_text(MIXED)
    monkeypatch.chdir(tmp_path)
    assert main([command, "-f", str(path), "-o", "puzzles.txt"]) == 2
    assert path.read_text() == MIXED
    err = capsys.readouterr().err
    assert "-o puzzles.txt is the file of puzzles itself" in err


def test_standard_input_with_several_puzzles_is_a_batch(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(MIXED.encode())))
    assert main(["solve", "--format", "json", "-"]) == 2
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 5 and err.startswith("sudoku: 5 puzzles: ")


# --- exit codes: the worst wins ---------------------------------------------------------------

@pytest.mark.parametrize("puzzles, args, code", [
    ([CLASSIC_PUZZLE, HARD_PUZZLE], [], 0),
    ([CLASSIC_PUZZLE, NO_SOLUTION], [], 1),
    ([CLASSIC_PUZZLE, GUESSING_PUZZLE], ["--no-guess"], 1),
    ([CLASSIC_PUZZLE, GUESSING_PUZZLE], ["--max-guesses", "1"], 1),
    ([CLASSIC_PUZZLE, GUESSING_PUZZLE], ["--timeout", "0"], 1),
    ([CLASSIC_PUZZLE, CLASH], [], 2),
    ([NO_SOLUTION, "12"], [], 2),
])
def test_exit_code_of_solve(sudoku, puzzles, args, code):
    assert sudoku("\n".join(puzzles), *args)[0] == code


@pytest.mark.parametrize("puzzles, code", [
    ([CLASSIC_PUZZLE, SEVENTEEN_CLUES], 0),
    ([CLASSIC_PUZZLE, "." * 81], 1),
    ([CLASSIC_PUZZLE, NO_SOLUTION], 1),
    (["." * 81, CLASH], 2),
])
def test_exit_code_of_check(sudoku, puzzles, code):
    assert sudoku("\n".join(puzzles), command="check")[0] == code


def test_gave_up_is_counted_and_shows_how_far_it_got(sudoku):
    code, out, err = sudoku(f"{CLASSIC_PUZZLE}\n{GUESSING_PUZZLE}", "--format", "json",
                            "--max-guesses", "2")
    solved, gave_up = (json.loads(line) for line in out.splitlines())
    assert (code, solved["status"], gave_up["status"]) == (1, "solved", "gave_up")
    assert gave_up["guesses"] == 2 and gave_up["solution"] is None
    assert checker.is_consistent(checker.parse_line(gave_up["reached"]))
    assert err.endswith("1 solved, 0 invalid, 0 no solution, 0 stuck, 1 gave up\n")


# --- jobs, Ctrl-C, progress -------------------------------------------------------------------

def test_jobs_give_the_same_results_in_the_same_order(sudoku):
    text = "\n".join([CLASSIC_PUZZLE, HARD_PUZZLE, "bad", NO_SOLUTION, SEVENTEEN_CLUES] * 8)
    _, alone, _ = sudoku(text, "--format", "json")
    code, together, err = sudoku(text, "--format", "json", "--jobs", "2")
    assert len(together.splitlines()) == 40 and code == 2
    assert without_times([json.loads(line) for line in together.splitlines()]) == \
        without_times([json.loads(line) for line in alone.splitlines()])
    assert err.startswith("sudoku: 40 puzzles: 24 solved, 8 invalid, 8 no solution")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_cleanly_and_keeps_every_finished_result(tmp_path, jobs):
    puzzles, results = tmp_path / "many.txt", tmp_path / "results.jsonl"
    partial = tmp_path / "results.jsonl.partial"
    puzzles.write_text(f"{HARD_PUZZLE}\n" * 5000, encoding="utf-8")
    results.write_text("the results of an earlier run\n", encoding="utf-8")
    command = [sys.executable, "-m", "sudoku", "solve", "-f", str(puzzles), "--format", "json",
               "--output", str(results), "--jobs", jobs,
               "--strategies", "hidden-single,naked-single,guess"]  # the model: slow enough
    # A shell without job control starts background commands with Ctrl-C ignored, and a
    # process inherits that: the command gets the default back, as it has in a terminal.
    process = subprocess.Popen(command, cwd=ROOT, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "PYTHONPATH": str(ROOT)},
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        while (not partial.exists() or partial.read_text().count("\n") < 5) \
                and process.poll() is None:
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    text = partial.read_text()
    records = [json.loads(line) for line in text.splitlines()]
    assert process.returncode == 130
    assert results.read_text() == "the results of an earlier run\n"  # never cut short
    assert text.endswith("\n") and 5 <= len(records) < 5000
    assert [r["line"] for r in records] == list(range(1, len(records) + 1))
    assert f"sudoku: stopped after {len(records)} puzzles: {len(records)} solved" in err
    assert f"the results written so far are in {partial}" in err
    assert err.endswith("sudoku: interrupted\n") and "Traceback" not in err


def test_the_progress_bar_is_redrawn_in_place_and_cleared():
    stream = io.StringIO()
    read = iter([0.25, 1.0])
    progress = Progress(lambda: next(read), stream)
    progress.advance()
    progress.drawn_at = 0  # as if a second had passed
    progress.advance()
    progress.clear()
    drawn = stream.getvalue()
    assert drawn.startswith("\r[" + "#" * 8 + "." * 22 + "] 25% 1 puzzle")
    assert "\r[" + "#" * 30 + "] 100% 2 puzzles" in drawn and drawn.endswith("\r")


def test_no_progress_bar_when_stderr_is_not_a_terminal(sudoku):
    _, _, err = sudoku(MIXED)
    assert "\r" not in err and "#" not in err


# --- a new command plugs in -------------------------------------------------------------------

def count_givens(entry) -> Record:
    """The job of a made-up command: how many givens each puzzle has (module level: picklable)."""
    if entry.error is not None:
        return Record(entry.line, entry.text, "invalid", str(entry.error), text="invalid")
    givens = sum(1 for value in entry.values if value)
    return Record(entry.line, entry.text, "counted", details={"givens": givens}, text=str(givens))


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_new_command_is_a_job_and_a_task(tmp_path, capsys, jobs):
    path = tmp_path / "puzzles.txt"
    path.write_text(MIXED, encoding="utf-8")
    args = argparse.Namespace(puzzle=None, file=path, layout="9x9", output=None, jobs=jobs)
    task = Task(count_givens, ("line", "status", "givens"), {"counted": 0, "invalid": 2}, "json")
    assert run(args, entries(args), task) == 2
    out, err = capsys.readouterr()
    assert [json.loads(line)["givens"] for line in out.splitlines()] == [30, 17, None, 27, 30]
    assert err == "sudoku: 5 puzzles: 4 counted, 1 invalid\n"


@pytest.mark.parametrize("args", [["check", "-f", ""], ["solve", "-f", " "],
                                  ["solve", "-o", "", "." * 81], ["layout", "4x4", "-o", ""]])
def test_an_empty_file_name_is_refused_by_name(capsys, args):
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2
    assert "the file name is empty: name a file, or - for standard input or output" in (
        capsys.readouterr().err)
