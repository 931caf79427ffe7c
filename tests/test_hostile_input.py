"""Odd input is refused in one clear sentence, never read as something else (issue 16).

Each test states what a strange but possible input does: a 16x16 that reads two
ways, symbols whose case changes their length, full-width digits, values out of
range, a puzzle that is not text, a layout file built to hurt, a jigsaw region in
pieces, and a board or a result sent through ``pickle`` or ``copy.deepcopy``.
"""

import copy
import json
import pickle

import pytest
from conftest import CLASSIC_PUZZLE

from sudoku import Board
from sudoku.errors import LayoutError, PuzzleFormatError, PuzzleTypeError, SudokuError
from sudoku.formats import format_line, parse
from sudoku.layout import CLASSIC, ContainerSpec, Layout, classic
from sudoku.layout_file import dumps, load, loads, resolve
from sudoku.shapes import jigsaw, named
from sudoku.solver import Solver
from sudoku.symbols import HEX

SIXTEEN = classic(4, 4)
NO_SIXTEEN = [(7 * i) % 16 for i in range(256)]
"""A 16x16 puzzle with every digit but 16 (so no ``G``), and empty cells (``0``)."""


# --- 1. a 16x16 that reads two ways ---------------------------------------------------------

def test_a_16x16_with_one_empty_cell_written_0_among_dots_is_refused_naming_hex():
    """The ``0`` is an empty cell in 1-9A-G and the digit 1 in hex: no guess is made."""
    text = format_line(NO_SIXTEEN, SIXTEEN)
    assert "G" not in text and "." in text
    first_empty = text.index(".")
    mixed = text[:first_empty] + "0" + text[first_empty + 1:]
    with pytest.raises(PuzzleFormatError, match="can be read two ways.*--hex") as caught:
        parse(mixed, SIXTEEN)
    assert caught.value.position == first_empty + 1


def test_hex_text_with_dots_is_refused_unless_hex_is_asked_for():
    """Hex is read when asked for, and never guessed."""
    hex_text = format_line([1] + NO_SIXTEEN[1:], SIXTEEN.with_symbols(HEX))
    with pytest.raises(PuzzleFormatError, match="--hex"):
        parse(hex_text, SIXTEEN)
    assert parse(hex_text, SIXTEEN.with_symbols(HEX)) == [1] + NO_SIXTEEN[1:]


def test_zeros_alone_are_empty_cells_of_a_16x16():
    """Without ``.`` or ``_``, every ``0`` is an empty cell, as documented."""
    assert parse("1" + "0" * 255, SIXTEEN) == [1] + [0] * 255


def test_a_16x16_in_decimal_tokens_with_10_reads_as_written():
    """``10`` is a token, not a ``0``: decimal tokens with ``_`` are no hex."""
    text = " ".join(str(value) if value else "_" for value in NO_SIXTEEN)
    assert "10" in text.split()
    assert parse(text, SIXTEEN) == NO_SIXTEEN


# --- 2. symbols compared exactly --------------------------------------------------------------

FOUR_CELLS = CLASSIC.cells[:4]
ROW = (ContainerSpec("row", "row 1", (0, 1, 2, 3)),)


def test_a_symbol_whose_capital_is_two_letters_shifts_no_digit():
    """``ß``.upper() is ``SS``: the symbols still stand for 1, 2, 3, 4 in order."""
    layout = Layout("eszett", 4, FOUR_CELLS, ROW, "ßabc")
    assert parse("ß a b c", layout) == [1, 2, 3, 4]
    assert parse("ßabc", layout) == [1, 2, 3, 4]
    assert parse("ßABC", layout) == [1, 2, 3, 4]  # the other case of a, b, c


def test_symbols_that_differ_only_in_case_are_different_digits():
    layout = Layout("cased", 4, FOUR_CELLS, ROW, "aA12")
    assert parse("aA12", layout) == [1, 2, 3, 4]
    assert parse("a A 1 2", layout) == [1, 2, 3, 4]


def test_lower_case_letters_still_read_for_a_16x16():
    assert parse("abcdefg" + "." * 249, SIXTEEN)[:7] == [10, 11, 12, 13, 14, 15, 16]


@pytest.mark.parametrize("symbols", ["12#4", "1034", "12_4", "12\u03014", "12\x074", "1 34"])
def test_symbols_that_cannot_stand_for_a_digit_are_refused(symbols):
    """``#`` starts a comment, ``0`` and ``_`` are empty cells, the rest cannot be seen."""
    with pytest.raises(LayoutError, match="are not 4 different characters that can stand"):
        Layout("odd", 4, FOUR_CELLS, ROW, symbols)


def test_hex_may_use_0_for_the_digit_1():
    assert SIXTEEN.with_symbols(HEX).symbol(1) == "0"


# --- 3. digits are ASCII ----------------------------------------------------------------------

@pytest.mark.parametrize("digit", ["\uff11", "\u0663"])  # full-width 1, Arabic-Indic 3
def test_non_ascii_digits_are_unexpected_characters_in_both_forms(digit):
    compact = digit + "." * 80
    tokens = " ".join([digit] + ["_"] * 80)
    expected = f"unexpected character '{digit}' at position 1 (line 1, column 1); use 1-9"
    for text in (compact, tokens):
        with pytest.raises(PuzzleFormatError) as caught:
            parse(text)
        assert str(caught.value).startswith(expected)


def test_a_long_decimal_token_is_out_of_range_in_a_short_message():
    text = " ".join(["9" * 5000] + ["_"] * 80)
    with pytest.raises(PuzzleFormatError, match="out of range") as caught:
        parse(text)
    assert len(str(caught.value)) < 200


# --- 4. values out of range are not written ---------------------------------------------------

@pytest.mark.parametrize("value", [-1, 10, 1.5, "5", None])
def test_format_line_refuses_a_value_that_is_no_digit_and_names_where(value):
    values = [0] * 81
    values[40] = value
    with pytest.raises(SudokuError, match=f"cannot write {value!r} at position 41"):
        format_line(values)


# --- 5. a puzzle is text ----------------------------------------------------------------------

@pytest.mark.parametrize("puzzle, kind", [(None, "NoneType"), (b"." * 81, "bytes"), (0, "int")])
def test_a_puzzle_that_is_not_text_is_a_puzzle_type_error(puzzle, kind):
    for read in (parse, Board.from_text):
        with pytest.raises(PuzzleTypeError, match=f"a puzzle is text \\(str\\), not {kind}"):
            read(puzzle)
    assert issubclass(PuzzleTypeError, TypeError) and issubclass(PuzzleTypeError, SudokuError)


# --- 6. layout files built to hurt ------------------------------------------------------------

def small_layout(**changes):
    """The 4x4 layout file as a dict, with ``changes``."""
    data = json.loads(dumps(named("4x4")))
    data.update(changes)
    return data


def refusal(text):
    """The one-line message of the LayoutError that ``loads(text)`` raises."""
    with pytest.raises(LayoutError) as caught:
        loads(text, source="odd.json")
    message = str(caught.value)
    assert "\n" not in message and message.isprintable()
    return message


def test_deeply_nested_json_is_a_layout_error():
    assert refusal("[" * 100_000) == ("odd.json is nested too deeply to read: a layout file "
                                      "is an object of lists of objects")


def test_a_number_of_5000_digits_is_a_layout_error_that_says_where():
    data = small_layout()
    data["cells"][0]["row"] = 12345
    text = json.dumps(data).replace("12345", "1" * 5000)
    assert refusal(text).startswith("odd.json: the number at line 1, column ")
    assert "has 5000 digits" in refusal(text)


def test_a_layout_without_cells_is_refused():
    text = json.dumps(small_layout(symbols="1", cells=[], containers=[]))
    assert refusal(text) == "odd.json: layout 4x4: there are no cells"


@pytest.mark.parametrize("where", ["layout", "cell", "container", "kind"])
def test_names_with_line_breaks_or_control_characters_are_refused(where):
    data = small_layout()
    if where == "layout":
        data["name"] = "four\nby four"
    elif where == "cell":
        data["cells"][0]["name"] = "r1c1\x1b[2J"
    else:
        data["containers"][0]["name" if where == "container" else "kind"] = "row\r1"
    message = refusal(json.dumps(data))
    assert "printable" in message or "printed on one line" in message


def test_a_cell_drawn_far_away_is_refused():
    data = small_layout()
    data["cells"][0]["row"] = 10_000
    assert refusal(json.dumps(data)) == (
        "odd.json: layout 4x4: cell r1c1 is drawn at row 10000, column 0; rows and columns "
        "are whole numbers from 0 to 63 here")


def test_an_empty_layout_name_is_refused():
    with pytest.raises(LayoutError, match="a layout is a name or a layout file, not ''"):
        resolve("")


def test_a_directory_is_no_layout_file(tmp_path):
    with pytest.raises(LayoutError, match="is a directory"):
        resolve(str(tmp_path))
    with pytest.raises(LayoutError, match="is a directory"):
        load(tmp_path)


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
def test_a_device_is_no_layout_file(device):
    """``/dev/zero`` is never read: it would not end."""
    with pytest.raises(LayoutError, match=f"cannot read the layout file {device}: it is not a "
                                          "regular file"):
        resolve(device)


def test_a_device_given_to_load_is_not_read():
    with pytest.raises(LayoutError, match="not a regular file"):
        load("/dev/null")


# --- 7. jigsaw regions in pieces --------------------------------------------------------------

def test_a_jigsaw_region_in_pieces_is_warned_about():
    with pytest.warns(UserWarning, match="region C of the region map is in pieces"):
        jigsaw("AABB ACBB ACCD CDDD")


def test_joined_jigsaw_regions_give_no_warning(recwarn):
    jigsaw()
    jigsaw("AABB ACBB ACDD CCDD")
    assert not recwarn.list


# --- 8. pickle and deepcopy -------------------------------------------------------------------

COPIES = {"pickle": lambda thing: pickle.loads(pickle.dumps(thing)), "deepcopy": copy.deepcopy}


def facts(board):
    """Everything a player sees on a board: digits, candidates, struck digits, givens."""
    return [(cell.digit, cell.candidates, cell.eliminated, board.is_given(cell))
            for cell in board.cells]


@pytest.mark.parametrize("how", COPIES)
def test_a_board_copies_with_its_digits_candidates_and_givens(how):
    board = Board.from_text(CLASSIC_PUZZLE)
    board.place(board.cell("r1c3"), 4)
    board.eliminate(board.cell("r1c4"), 6)
    twin = COPIES[how](board)
    assert twin is not board and facts(twin) == facts(board)
    twin.undo()
    assert twin.has_candidate(twin.cell("r1c4"), 6)
    assert Solver().solve(twin).is_solved
    assert board.cell("r1c3").digit == 4  # the original is untouched


@pytest.mark.parametrize("how", COPIES)
def test_a_result_copies_with_steps_that_print_and_name_cells_of_one_board(how):
    board = Board.from_text(CLASSIC_PUZZLE)
    result = Solver().solve(board)
    twin = COPIES[how](result)
    assert (twin.status, twin.grid) == (result.status, result.grid)
    assert [str(step) for step in twin.steps] == [str(step) for step in result.steps]
    cells = [cell for step in twin.steps for cell, _ in step.placements]
    assert len({id(cell.board) for cell in cells}) == 1
    assert cells[0].board is not board and cells[0].board.is_solved()


def test_a_puzzle_read_with_something_that_is_no_layout_is_refused():
    with pytest.raises(SudokuError, match="a puzzle is read with a Layout"):
        parse("." * 81, "9x9")


# --- the command line on the same input ------------------------------------------------------

#: A 9x9 jigsaw region map (the regions of the built-in ``jigsaw`` layout, as a map).
WINDING = ("AAABBBBCC" "AAABBBCCC" "ADAABBCCC" "DDDEEECFF" "DDDEEEFFF"
           "DDGEEEFFF" "GGGHHIIFI" "GGGHHHIII" "GGHHHHIII")


def test_a_jigsaw_in_pieces_is_a_one_line_warning_on_the_command_line(sudoku):
    in_pieces = "AABB" "ACBB" "ACCD" "CDDD"
    code, out, err = sudoku("layout", "--regions", in_pieces, "--format", "text")
    assert code == 0 and out
    assert err == ("sudoku: warning: region C of the region map is in pieces: its cells are "
                   "not all joined side by side\n")


def test_generate_on_a_region_map_keeps_its_time_budget_fill_included(sudoku):
    """The budget covers the random fill too: the whole command ends within it (10% + 0.5 s)."""
    import time

    started = time.monotonic()
    code, out, err = sudoku("generate", "--regions", WINDING, "--seed", "7",
                            "--time-budget", "1", "--format", "line")
    took = time.monotonic() - started
    assert took < 1 * 1.1 + 0.5
    assert code in (0, 1)
    if code == 0:  # a puzzle: unique, and if the budget ran out, stderr says it may not be minimal
        assert len(out.strip()) == 81
        assert err == "" or "unique but may not be minimal" in err
    else:
        assert "time budget" in err


@pytest.mark.parametrize("box", [[999_999_999, 2], [2, 999_999_999]])
def test_a_huge_box_in_a_layout_file_is_refused_at_once(box):
    """Found by the long decoding run: the grid of a 2,000,000,000-wide box was being built."""
    data = json.loads(dumps(named("4x4")))
    data["box"] = box
    with pytest.raises(LayoutError, match="boxes of"):
        loads(json.dumps(data))
