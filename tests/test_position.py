"""Positions: what players and programs exchange, read as givens, placed digits and pencil marks.

A candidate grid reads the same whatever its rulers (HoDoKu's, Sudoku Explainer's, none),
a HoDoKu library line keeps apart the givens, the digits placed and the candidates struck,
a board written with ``format_pencil`` reads back as the same position, and a mistake is
one sentence that names the cell. In a file, a candidate grid of 13 lines is one entry
among one-line puzzles, and a bad one does not stop the others.
"""

from __future__ import annotations

import re
from pathlib import Path

import checker
import pytest
from conftest import CLASSIC_PUZZLE, SHARED

from sudoku import Board, Solver
from sudoku.candidate_grid import format_pencil, is_candidate_grid
from sudoku.errors import PuzzleFormatError, SudokuError
from sudoku.layout import CLASSIC, classic
from sudoku.library_lines import read_library_line
from sudoku.position import Position, looks_like_position, read_position
from sudoku.puzzle_files import read_entry, read_puzzles

ROOT = Path(__file__).resolve().parents[1]
REGLIB = SHARED / "reference" / "hodoku_reglib-1.3.txt"
"""HoDoKu's regression library, reference data beside the project (absent in a fresh clone)."""

X_WINGS = """\
.--------------.---------------.-----------------.
| 8  6    79   | 5    127 4    | 179    3    279 |
| 1  23   4    | 37   9   67   | 2567   256  8   |
| 23 79   5    | 178  23  1678 | 679    169  4   |
:--------------+---------------+-----------------:
| 9  1238 238  | 1378 5   178  | 4      128  6   |
| 5  4    18   | 6    13  2    | 189    7    39  |
| 7  1238 6    | 1389 4   189  | 238    128  5   |
:--------------+---------------+-----------------:
| 23 1789 789  | 4    6   1579 | 5789   589  23  |
| 4  2379 2379 | 79   8   579  | 235679 2569 1   |
| 6  5    1789 | 2    17  3    | 789    4    79  |
'--------------'---------------'-----------------'
"""
"""A position in HoDoKu's layout, written by hand: 21 steps into the human solve of
``.6.5.4.3.1...9...8.........9...5...6.4.6.2.7.7...4...5.........4...8...1.5.2.3.4.``,
where there are two X-Wings, on 7 (columns 5 and 9) and on 8 (rows 5 and 9)."""


def tokens(grid: str) -> list[str]:
    """The cells of a candidate grid as the test reads them: runs of digits."""
    return re.findall(r"\d+", grid)


def shown(board: Board) -> list[str]:
    """What a player sees in each cell: its digit, or its candidates."""
    return [str(cell.digit) if cell.digit else "".join(map(str, board.candidates(cell)))
            for cell in board.cells]


# --- the candidate grid ---------------------------------------------------------------------

def test_a_hodoku_grid_reads_as_the_digits_and_candidates_it_shows():
    position = read_position(X_WINGS)
    board = position.board()
    assert shown(board) == tokens(X_WINGS)
    assert sum(map(bool, position.givens)) == 34 and not any(position.placed)
    assert board.candidates(board.cell("r1c3")) == {7, 9}
    assert (board.cell("r1c3").index, 2) in position.struck  # the player struck 2 from r1c3


@pytest.mark.parametrize("redraw", [
    pytest.param(lambda grid: grid.replace(".", "+").replace(":", "+").replace("'", "+"),
                 id="plus rulers"),
    pytest.param(lambda grid: re.sub(r"[.:'](?=-)|(?<=-)[.:']", "*", grid), id="star corners"),
    pytest.param(lambda grid: "\n".join(line.replace("|", " ") for line in grid.splitlines()
                                        if "-" not in line), id="no rulers"),
    pytest.param(lambda grid: " ".join(tokens(grid)), id="one line"),
])
def test_the_rulers_of_other_tools_read_the_same(redraw):
    assert read_position(redraw(X_WINGS)) == read_position(X_WINGS)


def test_a_single_digit_is_a_filled_cell_unless_a_peer_still_lists_it():
    grid = X_WINGS.replace("| 5  4    18 ", "| 5  4    1  ", 1)  # r5c3 left with 1 only
    board = read_position(grid).board()
    assert board.cell("r5c3").digit == 0 and board.candidates(board.cell("r5c3")) == {1}
    assert board.cell("r5c1").digit == 5 and board.is_given(board.cell("r5c1"))


def test_a_puzzle_is_no_candidate_grid_and_reads_as_a_position_with_no_moves():
    assert not is_candidate_grid(CLASSIC_PUZZLE) and not looks_like_position(CLASSIC_PUZZLE)
    position = read_position(CLASSIC_PUZZLE)
    assert position.values == checker.parse_line(CLASSIC_PUZZLE)
    assert not any(position.placed) and not position.struck


# --- the library line -----------------------------------------------------------------------

def test_a_library_line_keeps_givens_placed_digits_and_struck_candidates_apart():
    givens = "+5" + CLASSIC_PUZZLE[1:]  # r1c1 placed by the player, not given
    case = read_library_line(f":0000:5:{givens}:413 423::::")
    board = case.position.board()
    first = board.cell("r1c1")
    assert first.digit == 5 and not board.is_given(first)
    assert board.candidates(board.cell("r1c3")) == {1, 2}  # 4 struck
    assert board.candidates(board.cell("r2c3")) == {2, 7}
    assert case.position.values == checker.parse_line(CLASSIC_PUZZLE)


@pytest.fixture(scope="module")
def reglib() -> list[str]:
    if not REGLIB.exists():
        pytest.skip(f"HoDoKu's regression library is reference data beside the project, "
                    f"absent here ({REGLIB})")
    return [line for line in REGLIB.read_text(encoding="utf-8").splitlines()
            if line.startswith(":")]


def test_a_real_library_line_gives_the_position_its_case_is_about(reglib):
    line = next(line for line in reglib if line.startswith(":0300:"))  # an X-Wing
    case = read_library_line(line)
    board = case.position.board()
    solution = Solver().solve(case.position.board()).grid
    assert checker.is_solution(solution, case.position.givens)
    assert any(case.position.placed) and case.eliminations
    for index, digit in case.eliminations:  # what the case expects is there to strike
        cell = board.cells[index]
        assert digit in board.candidates(cell) and solution[index] != digit


@pytest.mark.slow
def test_every_library_line_reads_and_writes_back_as_the_same_position(reglib):
    for line in reglib:
        board = read_library_line(line).position.board()
        grid = format_pencil(board)
        assert shown(read_position(grid).board()) == shown(board), line


# --- writing it back ------------------------------------------------------------------------

@pytest.mark.parametrize("board", [
    pytest.param(Board.from_text(CLASSIC_PUZZLE), id="a puzzle"),
    pytest.param(read_position(X_WINGS).board(), id="struck candidates"),
    pytest.param(read_library_line(f":0000:5:+5{CLASSIC_PUZZLE[1:]}:413 423::::").position.board(),
                 id="placed digits"),
    pytest.param(Board.from_text("26..3.4.....3.5..2...1..........45..", classic(2, 3)), id="6x6"),
])
def test_format_pencil_reads_back_as_the_same_position(board):
    grid = format_pencil(board)
    again = read_position(grid, board.layout).board()
    assert shown(again) == shown(board)
    assert format_pencil(again) == grid


def test_format_pencil_refuses_a_layout_it_cannot_write():
    with pytest.raises(SudokuError, match="square grids of at most 9 digits"):
        format_pencil(Board(classic(4, 4)))


# --- mistakes -------------------------------------------------------------------------------

@pytest.mark.parametrize(("change", "message"), [
    (("| 8  6    79 ", "| 8  6    7x "),
     "r1c3 ('7x' at line 2) is not a list of candidates; write the digits the cell may take"),
    (("| 8  6    79 ", "| 8  6    77 "), "r1c3 ('77' at line 2) names a digit twice"),
    (("| 8  6    79 ", "| 8  6    70 "), "r1c3 ('70' at line 2) holds a digit outside 1..9"),
    (("| 9  1238 238 ", "| 9  6    238 "), "6 is given twice in row 4: at r4c2 and r4c9"),
    (("| 8  6    79 ", "| 8  6    8  "),  # r4c3 lists 8, so r1c3 is a cell left with 8
     "r1c3 lists 8 as a candidate, but 8 is already in row 1 (r1c1)"),
    (("| 1  23   4  ", "| 23   4  "), ("a candidate grid has one token per cell, 81 in all; "
                                      "this one has 80")),
])
def test_a_bad_grid_is_one_sentence_that_names_the_cell(change, message):
    with pytest.raises(SudokuError) as caught:
        read_position(X_WINGS.replace(*change, 1))
    assert str(caught.value).startswith(message) and "\n" not in str(caught.value)


def test_a_placed_digit_that_clashes_names_the_cell():
    line = f":0000:5:{CLASSIC_PUZZLE[:2]}+5{CLASSIC_PUZZLE[3:]}:::::"  # r1c3 = 5, beside r1c1's
    with pytest.raises(SudokuError, match=r"^5 cannot be placed in r1c3: 5 is already in row 1 "
                                          r"\(r1c1\)$"):
        read_position(line).board()


def test_a_bad_library_line_names_its_field():
    with pytest.raises(PuzzleFormatError, match="^'x1' in the deleted candidates is not "
                                                "<digit><row><column>$"):
        read_library_line(f":0000:5:{CLASSIC_PUZZLE}:719 x1::::")
    with pytest.raises(PuzzleFormatError, match="the givens field holds 80 cells, not 81"):
        read_library_line(f":0000:5:{CLASSIC_PUZZLE[:80]}:::::")
    with pytest.raises(PuzzleFormatError, match=r"^'\+\.' at character 3 of the givens field: "
                                                "'\\+' marks a digit the player placed, and an "
                                                "empty cell has none$"):
        read_library_line(f":0000:5:53+{CLASSIC_PUZZLE[3:]}:::::")
    with pytest.raises(PuzzleFormatError, match=r"^'\+' at the end of the givens field"):
        read_library_line(f":0000:5:{CLASSIC_PUZZLE}+:::::")


def test_a_broken_puzzle_keeps_the_error_of_a_puzzle():
    """Text that is no position is read and refused as a puzzle, with the same words."""
    assert str(read_entry(CLASSIC_PUZZLE[:80] + "x").error).startswith(
        "unexpected character 'x' at position 81")


# --- files ----------------------------------------------------------------------------------

def test_a_file_mixes_one_line_puzzles_and_13_line_grids_and_a_bad_entry_stops_nothing():
    broken = X_WINGS.replace("| 8  6    79 ", "| 8  6    7x ", 1)
    library = f":0000:5:+5{CLASSIC_PUZZLE[1:]}:413::::"
    text = "\n".join(["# positions", CLASSIC_PUZZLE, X_WINGS, broken, X_WINGS + library,
                      "." * 81])
    found = read_puzzles(text)
    assert [entry.line for entry in found] == [2, 4, 18, 32, 44, 45]  # rulers start none
    assert [entry.error is None for entry in found] == [True, True, False, True, True, True]
    assert [entry.position is not None for entry in found] == [False, True, False, True, True,
                                                                False]
    assert str(found[2].error) == ("line 18: r1c3 ('7x' at line 18) is not a list of candidates; "
                                   "write the digits the cell may take, such as 1269")
    assert found[1].position == found[3].position == read_position(X_WINGS)
    assert found[4].position.placed[0] == 5


def test_a_grid_cut_short_by_a_blank_line_says_how_many_cells_it_has():
    rows = X_WINGS.splitlines()
    found = read_puzzles("\n".join(rows[:6]) + "\n\n" + CLASSIC_PUZZLE)
    assert str(found[0].error) == ("line 2: a candidate grid has one token per cell, 81 in all; "
                                   "this one has 36; it has 4 rows, not 9 (cut short by a "
                                   "blank line at line 7)")
    assert found[1].values == checker.parse_line(CLASSIC_PUZZLE)


@pytest.mark.parametrize("row, change, message", [
    (1, ("124 ", "0   "), "r1c3 ('0' at line 4) holds 0, which is no digit; write the digits the cell may take, such as 1269"),
    (6, ("2569 ", "0    "), "r5c3 ('0' at line 9) holds 0, which is no digit; write the digits the cell may take, such as 1269"),
    (6, ("2569 ", "     "), "a candidate grid has one token per cell, 81 in all; this one "
                             "has 80; line 9 holds 8 cells, not 9"),
    (6, ("2569 ", ".    "), "a candidate grid has one token per cell, 81 in all; this one "
                             "has 80; line 9 holds 8 cells, not 9"),
])
def test_a_cell_written_wrong_in_a_grid_is_named_where_it_is(row, change, message):
    """A ``0``, a ``.`` or nothing where a cell's candidates go: the grid is still read as one
    and the error names that cell or row, not a cell of a puzzle it never was."""
    lines = format_pencil(Board.from_text(CLASSIC_PUZZLE)).splitlines()
    assert change[0] in lines[row]
    lines[row] = lines[row].replace(change[0], change[1], 1)
    found = read_puzzles("# a hint\n\n" + "\n".join(lines) + "\n")
    assert [str(entry.error) for entry in found] == [f"line 4: {message}"]


def test_the_layout_of_the_position_is_the_one_it_was_read_with():
    position = read_position("1 2 34 34  34 34 1 2  2 1 34 34  34 34 2 1", classic(2, 2))
    assert isinstance(position, Position) and position.layout.size == 4
    assert read_position(CLASSIC_PUZZLE).layout is CLASSIC


def test_the_docs_example_file_holds_this_position():
    assert read_puzzles((ROOT / "docs" / "x-wings.txt").read_text())[0].position == \
        read_position(X_WINGS)


def test_a_candidate_grid_of_comma_separated_values_reads():
    board = Board.from_text(CLASSIC_PUZZLE)
    rows = [",".join(line.replace("|", " ").split()) for line in format_pencil(board).splitlines()
            if not line.startswith(("+", "."))]
    position = read_position("\n".join(rows))
    assert position.board().values() == board.values()
    assert [sorted(position.board().candidates(cell)) for cell in position.board().cells] == [
        sorted(board.candidates(cell)) for cell in board.cells]


def test_a_puzzle_with_spaces_for_empty_cells_is_told_so():
    entry = read_entry(CLASSIC_PUZZLE.replace(".", " "))
    assert str(entry.error).endswith("(or, if it is a puzzle of 81 characters, a space is no "
                                     "empty cell: write . or 0)")


def test_a_cell_moved_from_one_row_to_another_is_named_by_its_row():
    """81 tokens, but one row a token long and the next one short: the row is named, not a cell
    whose candidates came from its neighbour."""
    lines = format_pencil(Board.from_text(CLASSIC_PUZZLE)).splitlines()
    moved = lines[6].split()[5]  # r5c4's candidates
    lines[5] += " " + moved
    lines[6] = lines[6].replace(f" {moved} ", " ", 1)
    found = read_puzzles("\n".join(lines))
    assert [str(entry.error) for entry in found] == [
        "line 2: a candidate grid has one token per cell of each row; line 6 holds 10 cells, "
        "not 9"]
