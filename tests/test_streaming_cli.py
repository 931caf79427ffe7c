"""The command line on hostile input and in hostile surroundings (issue 16).

Reading streams: a file is read one line at a time, a line longer than 64 KiB
ends the reading at once with one sentence, and results come out before the
input ends. Writing is safe: ``--output`` never leaves a file cut short, every
format gives one record per puzzle, and a standard stream that is closed or
full gives one line and a documented exit code. Signals end a run with its
summary and no traceback. Processes are started only where the behaviour
needs a real process (signals, closed descriptors, pipes); the rest runs in
this process.
"""

from __future__ import annotations

import argparse
import builtins
import io
import itertools
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board, Solver, format_line
from sudoku.cli import batch, main
from sudoku.cli.batch import MOST_JOBS, Record, results
from sudoku.cli.puzzles import entries
from sudoku.cli.sources import MAX_LINE
from sudoku.puzzle_files import Entry

ROOT = Path(__file__).resolve().parents[1]
COMMAND = [sys.executable, "-m", "sudoku"]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
SOLVED = format_line(Solver().solve(Board.from_text(CLASSIC_PUZZLE)).grid)


def start(*args: str, **options) -> subprocess.Popen:
    """The command line in a process of its own."""
    return subprocess.Popen([*COMMAND, *args], cwd=ROOT, env=ENV, text=True, **options)


# --- reading streams --------------------------------------------------------------------------

@pytest.mark.parametrize("how", ["stdin", "file"])
def test_an_endless_line_is_refused_after_64_kib(how):
    """``/dev/zero`` has no line end: the reading stops at the bound, it does not grow forever."""
    args = ["solve", "-"] if how == "stdin" else ["solve", "-f", "/dev/zero"]
    with open("/dev/zero", "rb") as zeros:
        run = subprocess.run([*COMMAND, *args], cwd=ROOT, env=ENV, stdin=zeros,
                             capture_output=True, text=True, timeout=60, check=False)
    source = "standard input" if how == "stdin" else "/dev/zero"
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr == (f"sudoku: error: cannot read {source}: line 1 is longer than "
                          f"{MAX_LINE} bytes, far more than a puzzle needs\n")


def test_a_long_line_after_good_puzzles_keeps_their_results(sudoku, tmp_path):
    path = tmp_path / "puzzles.txt"
    path.write_text(f"{CLASSIC_PUZZLE}\n{'1' * (10 * 1024 * 1024)}\n{CLASSIC_PUZZLE}\n")
    code, out, err = sudoku("solve", "-f", str(path))
    assert code == 2
    assert out.splitlines()[0].startswith(SOLVED)
    assert "line 2 is longer than 65536 bytes" in err


def test_puzzles_are_read_one_at_a_time(tmp_path):
    """Taking the first puzzle of a big file reads only the start of it."""
    path = tmp_path / "many.txt"
    path.write_text(f"{CLASSIC_PUZZLE}\n" * 20_000)
    found = entries(argparse.Namespace(puzzle=None, file=path, layout="9x9"))
    first = next(iter(found))
    assert first.values is not None and found.batch
    assert found.fraction() < 0.1


def test_results_come_out_before_the_input_ends():
    """One puzzle in, one result out, while standard input is still open."""
    process = start("solve", "-f", "-", "--format", "line", stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        process.stdin.write(CLASSIC_PUZZLE + "\n")
        process.stdin.flush()
        first = process.stdout.readline()  # would wait for the end of the input if not streamed
        assert first.startswith(SOLVED)
        process.stdin.write(HARD_PUZZLE + "\n")
        process.stdin.close()
        rest = process.stdout.read()
        assert process.wait(timeout=60) == 0 and len(rest.splitlines()) == 1
    finally:
        process.kill()


def count_givens(entry: Entry) -> Record:
    """A job for worker processes (module level, so that it can be pickled)."""
    return Record(entry.line, entry.text, "counted", text=str(sum(map(bool, entry.values))))


def test_workers_are_fed_a_few_chunks_ahead_not_the_whole_input():
    pulled = itertools.count()

    def endless():
        for number in itertools.count(1):
            next(pulled)
            yield Entry(number, CLASSIC_PUZZLE, [5] + [0] * 80, None)

    records = results(count_givens, endless(), jobs=2)
    first = list(itertools.islice(records, 10))
    records.close()
    assert [record.line for record in first] == list(range(1, 11))
    assert next(pulled) < 500  # an endless input was not swallowed whole


@pytest.mark.parametrize("separator", ["\f", "\v", "\x85", "\u2028", "\x1c"])
def test_only_newlines_end_lines_so_line_numbers_stay_true(sudoku, tmp_path, separator):
    path = tmp_path / "puzzles.txt"
    path.write_text(f"# a comment{separator}with a break\n{CLASSIC_PUZZLE}\n1{separator}2\n",
                    encoding="utf-8")
    code, out, _ = sudoku("check", "-f", str(path), "--format", "json")
    lines = [json.loads(line)["line"] for line in out.splitlines()]
    assert lines == [2, 3] and code == 2


def test_dash_f_dash_reads_standard_input(sudoku):
    code, out, _ = sudoku("solve", "-f", "-", "--format", "line",
                          stdin=f"{CLASSIC_PUZZLE}\n".encode())
    assert code == 0 and out.startswith(SOLVED)


# --- writing ----------------------------------------------------------------------------------

def test_output_replaces_the_file_only_when_complete(sudoku, tmp_path):
    puzzles, target = tmp_path / "puzzles.txt", tmp_path / "out.txt"
    puzzles.write_text(f"{CLASSIC_PUZZLE}\n{CLASSIC_PUZZLE}\n")
    target.write_text("old\n")
    code, out, _ = sudoku("solve", "-f", str(puzzles), "-o", str(target), "--format", "line")
    assert code == 0 and out == ""
    assert [line.split()[0] for line in target.read_text().splitlines()] == [SOLVED, SOLVED]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt", "puzzles.txt"]


def test_a_second_run_onto_the_same_output_is_refused_while_the_first_writes(sudoku, tmp_path):
    """Two runs with one ``-o FILE``: the second must not mix its results into the first's."""
    pytest.importorskip("fcntl", reason="no file locks on this system")
    target = tmp_path / "out.txt"
    target.write_text("old\n")
    holder = "import fcntl, sys, time\n" \
             f"partial = open({str(tmp_path / 'out.txt.partial')!r}, 'a')\n" \
             "fcntl.lockf(partial.fileno(), fcntl.LOCK_EX)\n" \
             "print('writing', flush=True)\n" \
             "sys.stdin.read()\n"
    first_run = subprocess.Popen([sys.executable, "-c", holder], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True)  # a lock is per process
    try:
        assert first_run.stdout.readline() == "writing\n"
        code, out, err = sudoku("solve", CLASSIC_PUZZLE, "-o", str(target))
    finally:
        first_run.communicate("", timeout=60)
    assert (code, out) == (3, "") and err.startswith(
        f"sudoku: error: cannot write {target}: another run is writing it now")
    assert target.read_text() == "old\n"
    code, _, _ = sudoku("solve", CLASSIC_PUZZLE, "-o", str(target), "--format", "line")
    assert code == 0 and target.read_text().split()[0] == SOLVED  # the lock went with the run


def test_standard_input_redirected_from_the_output_file_is_refused(tmp_path):
    puzzles = tmp_path / "puzzles.txt"
    puzzles.write_text(f"{CLASSIC_PUZZLE}\n")
    for args in (["rate", "-f", "-"], ["rate", "-"]):
        with open(puzzles) as stdin:
            run = subprocess.run([*COMMAND, *args, "-o", str(puzzles)], cwd=ROOT, env=ENV,
                                 stdin=stdin, capture_output=True, text=True, timeout=60)
        assert run.returncode == 2 and "is the file of puzzles itself" in run.stderr
        assert puzzles.read_text() == f"{CLASSIC_PUZZLE}\n"
    with open(os.devnull) as nothing:  # a device is no file of puzzles to keep
        run = subprocess.run([*COMMAND, "solve", "-f", "-", "-o", os.devnull], cwd=ROOT,
                             env=ENV, stdin=nothing, capture_output=True, text=True, timeout=60)
    assert "is the file of puzzles itself" not in run.stderr


def test_output_to_a_device_is_written_directly(sudoku, tmp_path):
    code, _, err = sudoku("solve", CLASSIC_PUZZLE, "-o", os.devnull)
    assert code == 0 and err == ""


def test_a_run_killed_outright_leaves_the_old_file_whole(tmp_path):
    puzzles, target = tmp_path / "many.txt", tmp_path / "out.txt"
    puzzles.write_text(f"{HARD_PUZZLE}\n" * 5000)
    target.write_text("the old results\n")
    process = start("solve", "-f", str(puzzles), "-o", str(target), "--format", "line",
                    stderr=subprocess.DEVNULL)
    partial = tmp_path / "out.txt.partial"
    try:
        while (not partial.exists() or partial.stat().st_size == 0) and process.poll() is None:
            time.sleep(0.05)
        process.kill()
        process.wait(timeout=60)
    finally:
        process.kill()
    assert target.read_text() == "the old results\n"


@pytest.mark.parametrize("format", ["grid", "line", "json", "csv"])
def test_every_format_gives_one_record_per_puzzle_bad_ones_included(sudoku, tmp_path, format):
    puzzles, target = tmp_path / "puzzles.txt", tmp_path / "out.txt"
    puzzles.write_text(f"{CLASSIC_PUZZLE}\n55{'.' * 79}\n{CLASSIC_PUZZLE}\n")
    code, out, err = sudoku("solve", "-f", str(puzzles), "--format", format, "-o", str(target))
    text = target.read_text()
    assert code == 2 and out == "" and "invalid puzzle" not in err
    assert "5 is given twice in row 1" in text
    where = {"grid": "invalid line 2", "line": "invalid line 2", "json": '"line": 2',
             "csv": "2,55...."}[format]
    assert where in text
    assert text.index(where) < text.rindex("5 3 4" if format == "grid" else SOLVED)


@pytest.mark.parametrize("args", [["solve", CLASSIC_PUZZLE], ["--help"], ["solve", "--help"],
                                  ["--version"]])
def test_a_full_standard_output_is_one_line_and_exit_code_3(args):
    with open("/dev/full", "w") as full:
        run = subprocess.run([*COMMAND, *args], cwd=ROOT, env=ENV,
                             stdout=full, stderr=subprocess.PIPE, text=True, timeout=60,
                             check=False)
    assert run.returncode == 3
    assert run.stderr == "sudoku: error: cannot write standard output: no space left on device\n"


def test_a_closed_standard_output_is_one_line_and_exit_code_3():
    run = subprocess.run([*COMMAND, "solve", CLASSIC_PUZZLE], cwd=ROOT, env=ENV,
                         stderr=subprocess.PIPE, text=True, timeout=60,
                         preexec_fn=lambda: os.close(1), check=False)
    assert run.returncode == 3
    assert run.stderr == "sudoku: error: cannot write standard output: it is closed\n"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_reader_that_goes_away_ends_the_run_quietly_with_the_worst_code_written(tmp_path,
                                                                                  jobs):
    # `sudoku check -f FILE | head -1`: the bad first line is read, then the pipe closes.
    puzzles = tmp_path / "puzzles.txt"
    puzzles.write_text("5" * 80 + "x\n" + f"{CLASSIC_PUZZLE}\n" * 3000, encoding="utf-8")
    process = start("check", "-j", jobs, "-f", str(puzzles), stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE)
    first = process.stdout.readline()
    process.stdout.close()  # as `head -1` does
    assert process.wait(timeout=60) == 2, "the invalid puzzle written is still the worst"
    assert first.startswith("line 1: invalid")
    assert process.stderr.read() == "", "a reader going away is no error to report"
    process.stderr.close()


def test_a_closed_standard_error_keeps_messages_out_of_the_results():
    run = subprocess.run([*COMMAND, "solve", "-f", "-", "--format", "line"], cwd=ROOT, env=ENV,
                         input=f"{CLASSIC_PUZZLE}\nxx\n", stdout=subprocess.PIPE, text=True,
                         timeout=60, preexec_fn=lambda: os.close(2), check=False)
    assert run.returncode == 2
    first, second = run.stdout.splitlines()
    assert first.startswith(SOLVED) and second.startswith("invalid line 2")


# --- signals and arguments --------------------------------------------------------------------

def test_sigterm_during_jobs_2_ends_with_the_summary_and_no_traceback(tmp_path):
    puzzles, target = tmp_path / "many.txt", tmp_path / "out.txt"
    puzzles.write_text(f"{HARD_PUZZLE}\n" * 5000)
    process = start("solve", "-f", str(puzzles), "--jobs", "2", "--format", "line",
                    "-o", str(target), stderr=subprocess.PIPE, start_new_session=True)
    partial = tmp_path / "out.txt.partial"
    try:
        while (not partial.exists() or partial.stat().st_size == 0) and process.poll() is None:
            time.sleep(0.05)
        os.killpg(process.pid, signal.SIGTERM)  # the whole group, workers included
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 143
    assert "Traceback" not in err and err.endswith("sudoku: terminated\n")
    assert "sudoku: stopped after " in err and not target.exists()


def test_ctrl_c_while_the_commands_are_imported_is_one_line(monkeypatch, capsys):
    from sudoku import command

    real_import = builtins.__import__

    def interrupted(name, *args, **kwargs):
        if name == "sudoku.cli":
            raise KeyboardInterrupt
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", interrupted)
    assert command.main() == 130
    assert capsys.readouterr().err == "sudoku: interrupted\n"


@pytest.mark.parametrize("args, message", [
    (["solve", "--jobs", "0", CLASSIC_PUZZLE],
     ("sudoku solve: error: argument --jobs/-j: expected a whole number from 1 to "
      f"{MOST_JOBS}, not '0' "
      "(see sudoku solve --help)")),
    (["solve", "--timeout", "soon", CLASSIC_PUZZLE],
     ("sudoku solve: error: argument --timeout: expected a number of seconds 0 or more, "
      "not 'soon' (see sudoku solve --help)")),
    (["generate", "--count", "0"],
     ("sudoku generate: error: argument --count: expected a whole number 1 or more, not '0' "
      "(see sudoku generate --help)")),
    (["generate", "--givens", "-4"],
     ("sudoku generate: error: argument --givens: expected a whole number 0 or more, not '-4' "
      "(see sudoku generate --help)")),
    (["generate", "--givens", "82"],
     "sudoku: error: --givens must be from 0 to the 81 cells of the 9x9 layout, not 82"),
    (["generate", "--time-budget", "0"],
     ("sudoku generate: error: argument --time-budget: expected a number of seconds above 0, "
      "not '0' (see sudoku generate --help)")),
    (["generate", "--time-budget", "nan"],
     ("sudoku generate: error: argument --time-budget: expected a number of seconds above 0, "
      "not 'nan' (see sudoku generate --help)")),
    (["explain", "--bogus", CLASSIC_PUZZLE],
     "sudoku explain: error: unrecognized arguments: --bogus (see sudoku explain --help)"),
    (["--bogus", "explain", CLASSIC_PUZZLE],
     "sudoku: error: unrecognized arguments: --bogus (see sudoku --help)"),
    (["frobnicate"], None),
])
def test_argument_errors_are_one_line_and_point_to_help(capsys, args, message):
    with pytest.raises(SystemExit) as stop:
        code = main(args)
        raise SystemExit(code)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    if message is None:
        assert err.startswith("sudoku: error: argument COMMAND: invalid choice") \
            and err.endswith("(see sudoku --help)\n")
    else:
        assert err == message + "\n"


def test_the_version_is_the_installed_one(capsys):
    from importlib.metadata import version

    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"sudoku {version('sudoku-patterns')}\n"


def test_every_command_answers_help(capsys):
    for name in ("solve", "explain", "hint", "rate", "check", "generate", "layout"):
        with pytest.raises(SystemExit) as stop:
            main([name, "--help"])
        assert stop.value.code == 0
    assert "usage: sudoku layout" in capsys.readouterr().out


def test_batch_summary_counts_what_was_done():
    task = batch.Task(job=print, columns=(), exit_codes={"solved": 0})
    assert batch.summary({"solved": 3}, task, stopped=True) == \
        "stopped after 3 puzzles: 3 solved"


def test_standard_input_replaced_by_text_still_reads(monkeypatch, sudoku):
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{CLASSIC_PUZZLE}\n"))
    code, out, _ = sudoku("solve", "-", "--format", "line")
    assert code == 0 and out.startswith(SOLVED)
