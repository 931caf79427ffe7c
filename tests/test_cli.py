"""The ``sudoku`` command for one puzzle: what it prints, what it exits with, and bad input.

Bad input of every kind (text that is no puzzle, givens that clash, a missing file, a
directory, bytes that are not UTF-8, an empty file or standard input) gets one sentence on
standard error and exit code 2, never a traceback. Outcomes are statuses: solved (0), no
solution, stuck and gave up (1). Batches (``-f FILE``) are in ``test_batch.py``.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import checker
import pytest
from conftest import CLASSIC_PUZZLE, GUESSING_PUZZLE

from sudoku import Board, Solver, format_grid, format_line
from sudoku.candidate_grid import format_pencil
from sudoku.cli import main

ROOT = Path(__file__).resolve().parents[1]

NO_SOLUTION = "38........1.4..785..9.2.3...6..9....8..3.2..9....4..7...1.7.5..495..6..........92"
"""Breaks no rule on its face, yet has no solution (from docs/cli.md)."""

CLASH = "55" + CLASSIC_PUZZLE[2:]
TIMING = re.compile(r"\d+\.\d ms")


# --- outcomes ---------------------------------------------------------------------------------

def test_solve_draws_the_solved_grid_and_a_summary(sudoku):
    code, out, err = sudoku("solve", CLASSIC_PUZZLE)
    solution = Solver().solve(Board.from_text(CLASSIC_PUZZLE)).grid
    assert checker.is_solution(solution, checker.parse_line(CLASSIC_PUZZLE))
    *grid, summary = out.splitlines()
    assert "\n".join(grid) == format_grid(solution)
    assert TIMING.sub("N ms", summary) == \
        "solved in N ms; hidden single 51; 0 guesses, 0 backtracks"
    assert (code, err) == (0, "")  # one puzzle: no batch summary


def test_solve_line_gives_the_solution_or_the_status_and_the_grid(sudoku):
    code, out, _ = sudoku("solve", "--format", "line", CLASSIC_PUZZLE)
    solution, guesses, _, _, unit = out.split()
    assert checker.is_solution(checker.parse_line(solution), checker.parse_line(CLASSIC_PUZZLE))
    assert (code, guesses, unit) == (0, "0", "ms")
    code, out, _ = sudoku("solve", "--format", "line", "--no-guess", GUESSING_PUZZLE)
    assert (code, out.split()[0]) == (1, "stuck")
    code, out, _ = sudoku("solve", "--format", "line", NO_SOLUTION)
    assert (code, out.split()[:2]) == (1, ["no_solution", NO_SOLUTION])


@pytest.mark.parametrize("bound", [["--max-guesses", "2"], ["--timeout", "0"]])
def test_a_bound_ends_the_solve_with_gave_up_and_shows_how_far_it_got(sudoku, bound):
    code, out, _ = sudoku("solve", "--format", "line", *bound, GUESSING_PUZZLE)
    status, reached, guesses, *_ = out.split()
    assert (code, status) == (1, "gave_up")
    assert checker.is_consistent(checker.parse_line(reached))
    assert int(guesses) <= 2
    code, out, _ = sudoku("solve", *bound, GUESSING_PUZZLE)
    assert code == 1 and out.splitlines()[-1].startswith("gave up")


@pytest.mark.parametrize("puzzle, verdict, code", [
    (CLASSIC_PUZZLE, "valid, one solution", 0),
    ("." * 81, ("valid, but several solutions: the givens admit more than one, "
                "so no technique can finish it"), 1),
    (NO_SOLUTION, "valid, but no solution: the givens admit none", 1),
])
def test_check_says_how_many_solutions(sudoku, puzzle, verdict, code):
    assert sudoku("check", puzzle) == (code, verdict + "\n", "")


def test_check_gives_up_within_its_bound(sudoku):
    code, out, _ = sudoku("check", "--max-guesses", "0", "." * 81)
    assert (code, out) == (1, "valid, but gave up counting after 0 guesses (0 solutions found; "
                              "--timeout or --max-guesses ran out)\n")


def test_other_layouts_from_standard_input(sudoku):
    code, out, _ = sudoku("solve", "--layout", "4x4", "--format", "line", "-",
                          stdin=b"12..3.....4....1\n")
    assert code == 0 and out.startswith("1234341221434321 ")


# --- bad input --------------------------------------------------------------------------------

@pytest.mark.parametrize("puzzle, message", [
    (CLASSIC_PUZZLE[:80], "expected 81 cells, got 80"),
    (CLASSIC_PUZZLE[:80] + "x", "unexpected character 'x' at position 81 (line 1, column 81)"),
    (CLASSIC_PUZZLE[:80] + "\x00", r"unexpected character '\x00' at position 81"),
    (CLASSIC_PUZZLE[:80] + "٥", "unexpected character '٥' at position 81 (line 1, column 81)"),
    (CLASH, "5 is given twice in row 1: at r1c1 and r1c2"),
])
@pytest.mark.parametrize("command", [["solve"], ["solve", "--format", "line"], ["check"]])
def test_a_bad_puzzle_is_named_on_stderr_with_exit_code_2(sudoku, command, puzzle, message):
    code, out, err = sudoku(*command, puzzle)
    assert (code, out) == (2, "")
    assert err.startswith("sudoku: invalid puzzle: " + message)


@pytest.mark.parametrize("source, message", [
    ("missing", "cannot read {path}: no such file"),
    ("directory", "cannot read {path}: it is a directory, not a file"),
    ("empty", "cannot read {path}: it is empty"),
    ("comments", "cannot read {path}: it holds no puzzle, only blank lines, comments or rulers"),
])
def test_a_file_that_cannot_be_read_is_one_sentence(sudoku, tmp_path, source, message):
    path = tmp_path / source
    contents = {"binary": b"12.\xff\xfe\x00", "empty": b"", "comments": b"# nothing\n\n---\n"}
    if source == "directory":
        path.mkdir()
    elif source in contents:
        path.write_bytes(contents[source])
    for command in ("solve", "check"):
        code, out, err = sudoku(command, "-f", str(path))
        assert (code, out) == (2, "")
        assert err == f"sudoku: error: {message.format(path=path)}\n"


@pytest.mark.parametrize("data, message", [
    (b"", "cannot read standard input: it is empty"),
    (b"\n  \n", "cannot read standard input: it is empty"),
])
def test_standard_input_that_cannot_be_read_is_one_sentence(sudoku, data, message):
    assert sudoku("solve", "-", stdin=data) == (2, "", f"sudoku: error: {message}\n")


@pytest.mark.parametrize("command", ["solve", "check"])
def test_bytes_that_are_not_utf8_make_only_their_puzzle_invalid(sudoku, tmp_path, command):
    path = tmp_path / "binary.txt"
    path.write_bytes(b"12.\xff\xfe\x00\n" + CLASSIC_PUZZLE.encode() + b"\n")
    code, out, err = sudoku(command, "-f", str(path))
    first, second = out.splitlines()
    assert code == 2 and "1 invalid" in err
    assert "byte 0xff at position 4 (line 1, column 4) is not UTF-8 text" in first
    assert "invalid" not in second


def test_a_byte_order_mark_is_not_part_of_the_puzzle(sudoku, tmp_path):
    path = tmp_path / "windows.txt"
    path.write_bytes(b"\xef\xbb\xbf" + CLASSIC_PUZZLE.encode() + b"\r\n")
    code, out, _ = sudoku("solve", "-f", str(path))
    assert code == 0 and out.startswith(format_line(Solver().solve(
        Board.from_text(CLASSIC_PUZZLE)).grid))


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_utf16_with_its_byte_order_mark_is_read_as_utf16(sudoku, tmp_path, encoding):
    """As Windows PowerShell's ``>`` writes a file: UTF-16 with a byte-order mark, CR LF."""
    path = tmp_path / "powershell.txt"
    text = f"# two puzzles\r\n{CLASSIC_PUZZLE}\r\n12x\r\n"
    path.write_bytes("\ufeff".encode(encoding) + text.encode(encoding))
    code, out, err = sudoku("solve", "-f", str(path))
    first, second = out.splitlines()
    assert code == 2 and "1 solved, 1 invalid" in err
    assert first.startswith(format_line(Solver().solve(Board.from_text(CLASSIC_PUZZLE)).grid))
    assert second.startswith("invalid line 3: unexpected character 'x' at position 3")


@pytest.mark.parametrize("args, message", [
    ([], "give a puzzle, '-' to read standard input, or -f FILE"),
    ([CLASSIC_PUZZLE, "-f", "x.txt"], "give either a PUZZLE or -f FILE, not both"),
    (["--layout", "7x7", CLASSIC_PUZZLE], "unknown layout '7x7'"),
    (["--strategies", "x-wings", CLASSIC_PUZZLE], "unknown strategy 'x-wings'"),
    (["--strategies", " , ", CLASSIC_PUZZLE], "--strategies names no strategy"),
    (["--no-guess", "--strategies", "naked-single,guess", CLASSIC_PUZZLE],
     "--no-guess and a --strategies that names guess ask for opposite things"),
    (["--strategies", "guess,naked-single,Guess", CLASSIC_PUZZLE],
     "--strategies names guess twice; a chain asks each strategy once"),
    (["--strategies", "naked-single,bogus", CLASSIC_PUZZLE],
     "unknown strategy 'bogus'; known strategies: full-house"),
    (["--output", ".", CLASSIC_PUZZLE], "cannot write .: it is a directory"),
])
def test_wrong_arguments_are_one_sentence(sudoku, args, message):
    code, out, err = sudoku("solve", *args)
    assert (code, out) == (3 if "--output" in args else 2, "") and err.startswith(f"sudoku: error: {message}")


@pytest.mark.parametrize("option, value", [
    ("--jobs", "0"), ("--jobs", "two"), ("--max-guesses", "-1"), ("--max-guesses", "1.5"),
    ("--timeout", "-1"), ("--timeout", "nan"), ("--timeout", "inf"), ("--format", "xml"),
])
def test_bad_option_values_are_refused_by_the_parser(capsys, option, value):
    with pytest.raises(SystemExit) as exit:
        main(["solve", option, value, CLASSIC_PUZZLE])
    assert exit.value.code == 2
    assert f"argument {option}" in capsys.readouterr().err


def test_no_traceback_from_a_real_process(tmp_path):
    """The same errors through ``python -m sudoku``, where a traceback would really show."""
    binary = tmp_path / "binary.dat"
    binary.write_bytes(bytes(range(256)))
    for args, stdin in [(["solve", "-f", str(binary)], b""), (["solve", "-"], b"\xff"),
                        (["check", "-"], b""), (["solve", CLASH], b""),
                        (["solve", "-f", str(tmp_path)], b"")]:
        run = subprocess.run([sys.executable, "-m", "sudoku", *args], input=stdin, cwd=ROOT,
                             capture_output=True, timeout=60, check=False)
        assert run.returncode == 2, args
        assert b"Traceback" not in run.stderr and run.stderr.startswith(b"sudoku: "), args


# --- positions: the player's digits and pencil marks --------------------------------------------

POINTING = "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56"
"""Its first step for a person is a pointing, which only strikes candidates."""


def strike(grid: str, cell: str, digit: int) -> str:
    """The candidate grid ``grid`` with ``digit`` struck out of ``cell`` by hand, as a player would."""
    row, column = int(cell[1]) - 1, int(cell[3]) - 1
    lines = grid.splitlines()
    rows = [number for number, line in enumerate(lines)
            if re.search(r"\d", line) and not line.startswith("#")]
    tokens = list(re.finditer(r"\d+", lines[rows[row]]))
    token = tokens[column]
    assert str(digit) in token.group(), f"{cell} does not list {digit}"
    line = lines[rows[row]]
    lines[rows[row]] = (line[:token.start()] + token.group().replace(str(digit), "") + " "
                        + line[token.end():])
    return "\n".join(lines)


def test_striking_the_candidates_of_a_pointing_hint_gives_the_next_hint(sudoku):
    code, first, _ = sudoku("hint", "--detail", "3", POINTING)
    assert code == 0 and first.splitlines()[-1].startswith("r8c5<>7: pointing, in box 2")
    _, grid, _ = sudoku("explain", "--steps", "0", "--format", "pencil", POINTING)
    code, again, _ = sudoku("hint", "--detail", "3", grid)  # the pencil marks, none struck yet
    assert (code, again) == (0, first)
    code, second, _ = sudoku("hint", "--detail", "3", strike(grid, "r8c5", 7))
    assert code == 0 and second != first
    assert second.splitlines()[-1].startswith("r6c6<>9: pointing, in box 2")


def test_hint_format_pencil_writes_the_position_after_the_step_and_it_reads_back(sudoku):
    _, first, _ = sudoku("hint", "--detail", "3", POINTING)
    code, out, _ = sudoku("hint", "--detail", "3", "--format", "pencil", POINTING)
    lines = out.splitlines()
    assert code == 0 and lines[:3] == [f"# {line}" for line in first.splitlines()]
    board = Board.from_text(POINTING)
    board.eliminate(board.cell("r8c5"), 7)
    assert "\n".join(lines[3:]) == format_pencil(board)
    _, from_file, _ = sudoku("hint", "--detail", "3", "-", stdin=out.encode())
    _, from_argument, _ = sudoku("hint", "--detail", "3", out)
    assert from_file == from_argument != first
    assert from_file.splitlines()[-1].startswith("r6c6<>9: pointing")


def test_explain_steps_format_pencil_stops_where_the_next_hint_starts(sudoku):
    _, explained, _ = sudoku("explain", POINTING)
    code, out, _ = sudoku("explain", "--steps", "4", "--format", "pencil", POINTING)
    comments = [line for line in out.splitlines() if line.startswith("# ")]
    assert code == 0 and comments[:4] == [f"# {line}" for line in explained.splitlines()[:4]]
    assert comments[4].startswith("# stopped after 4 steps (--steps); hardest so far: pointing")
    code, hinted, _ = sudoku("hint", "--detail", "3", "-", stdin=out.encode())
    assert code == 0 and hinted.splitlines()[-1] == explained.splitlines()[4]


@pytest.mark.parametrize("command", [["rate"], ["check"], ["explain"], ["solve", "--format", "line"]])
def test_every_command_takes_a_position_where_it_takes_a_puzzle(sudoku, command):
    board = Board.from_text(POINTING)
    board.eliminate(board.cell("r8c5"), 7)
    grid = format_pencil(board)
    library = f":0000:x:{POINTING}:785::::"  # the same position, as HoDoKu writes it
    (code, out, err), again = (sudoku(*command, text) for text in (grid, library))
    # One sound strike does not change how the command ends on the puzzle.
    assert (code, err) == (again[0], again[2]) == (sudoku(*command, POINTING)[0], "")
    assert TIMING.sub("N ms", out) == TIMING.sub("N ms", again[1])
    if command[0] == "explain":  # the first step of the puzzle is struck already: the second
        assert out.splitlines()[0].startswith("r6c6<>9: pointing")


def test_a_library_line_with_a_wrong_placed_digit_is_told_so(sudoku):
    solution = Solver().solve(Board.from_text(CLASSIC_PUZZLE)).grid
    wrong = 1 if solution[2] != 1 else 2  # r1c3 placed wrong
    line = f":0000:x:{CLASSIC_PUZZLE[:2]}+{wrong}{CLASSIC_PUZZLE[3:]}:::::"
    assert sudoku("hint", "--detail", "3", line) == (
        1, f"1 digit you placed is wrong\nlook in row 1\ntake back r1c3={wrong}\n", "")


@pytest.mark.parametrize(("args", "message"), [
    (["hint", f":0000:x:+8{POINTING[1:]}:::::"],
     "sudoku: invalid puzzle: 8 cannot be placed in r1c1: 8 is already in row 1 (r1c3)\n"),
    (["hint", "--placed", POINTING, f":0000:x:{POINTING}:::::"],
     "sudoku: error: --placed is for a plain puzzle; a position holds the digits placed already"),
    (["hint", "--format", "pencil", "--layout", "16x16", "." * 256],
     "sudoku: error: --format pencil: a candidate grid is for square grids of at most 9 digits"),
    (["explain", "--format", "pencil", "--layout", "triangular", "." * 54],
     "sudoku: error: --format pencil: a candidate grid is for square grids of at most 9 digits"),
])
def test_a_position_that_cannot_be_used_is_one_line_with_exit_code_2(sudoku, args, message):
    code, out, err = sudoku(*args)
    assert (code, out) == (2, "") and err.startswith(message) and err.count("\n") == 1


def test_a_position_without_a_solution_is_said_of_the_position_not_of_its_givens(sudoku):
    board = Board.from_text(CLASSIC_PUZZLE)  # its givens have one solution
    corner = board.cell("r1c3")
    board.eliminate(corner, Solver().solve(Board.from_text(CLASSIC_PUZZLE)).grid[2])
    grid = format_pencil(board)
    for command, said in [("check", "valid, but no solution: the position admits none"),
                          ("rate", "no solution: the position admits none"),
                          ("explain", "no solution: the position admits none")]:
        assert sudoku(command, grid) == (1, said + "\n", ""), command


def test_in_a_file_a_bad_position_is_reported_and_the_others_are_rated(sudoku, tmp_path):
    board = Board.from_text(POINTING)
    grid = format_pencil(board)
    broken = grid.replace("| 256 ", "| 25x ", 1)  # r1c1
    path = tmp_path / "positions.txt"
    path.write_text(f"{grid}\n\n{broken}\n\n{CLASSIC_PUZZLE}\n")
    code, out, err = sudoku("rate", "-f", str(path))
    lines = out.splitlines()
    rated = sudoku("rate", POINTING)
    assert code == 2 and len(lines) == 3
    assert lines[0] == f"line 2: {rated[1].strip()}"  # the grid is rated as its puzzle is
    assert lines[1] == ("line 16: invalid: r1c1 ('25x' at line 16) is not a list of candidates; "
                        "write the digits the cell may take, such as 1269")
    assert lines[2] == "line 29: hidden single 1.2 easy, 51 steps"
    solved = 2 if rated[0] == 0 else 1
    assert err == (f"sudoku: 3 puzzles: {solved} solved, 1 invalid, 0 no solution, "
                   f"0 multiple solutions, {2 - solved} stuck, 0 gave up\n")


def test_solve_says_a_position_without_solution_is_the_positions_fault(sudoku):
    """Striking r1c3's digit of the solution (4) leaves the position, not the givens, with none."""
    code, out, _ = sudoku("solve", f":0100:1:{CLASSIC_PUZZLE}:413:")
    assert code == 1 and out.splitlines()[-1].startswith("no solution: the position admits none")
