"""Puzzle formats: what text reads as which puzzle, and what each mistake is called."""

import random

import pytest

from sudoku.errors import PuzzleFormatError, SudokuError
from sudoku.formats import format_grid, format_line, parse
from sudoku.layout import CLASSIC, CellSpec, ContainerSpec, Layout, classic
from sudoku.puzzle_files import read_entry, read_puzzles

PUZZLE = ".578..9..419...3...8..9...1...3.95...9..8..2...45.7...9...7..1...1...438..8..367."
HINT = "use 1-9 for digits and '.', '0' or '_' for empty cells"


def rows_of(line, size=9):
    return [line[start:start + size] for start in range(0, len(line), size)]


def token_rows(line, empty="_"):
    """The puzzle as 9 lines of 9 tokens, such as ``_ 5 7 8 _ _ 9 _ _``."""
    return "\n".join(" ".join(empty if c == "." else c for c in row) for row in rows_of(line))


def random_values(layout, seed):
    chance = random.Random(seed)
    return [chance.choice([0, chance.randint(1, layout.size)]) for _ in layout.cells]


def latin_square():
    """A 4x4 layout of rows and columns only: no boxes, so no grid to draw."""
    cells = tuple(CellSpec(f"r{r + 1}c{c + 1}", r, c) for r in range(4) for c in range(4))
    rows = [ContainerSpec("row", f"row {r + 1}", tuple(range(4 * r, 4 * r + 4))) for r in range(4)]
    columns = [ContainerSpec("column", f"column {c + 1}", tuple(range(c, 16, 4)))
               for c in range(4)]
    return Layout("latin 4x4", 4, cells, tuple(rows + columns), "1234")


LAYOUTS = [classic(2, 2), classic(2, 3), classic(3, 2), CLASSIC, classic(4, 4), classic(5, 5)]


# Writing and reading back

@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
@pytest.mark.parametrize("seed", range(5))
def test_a_line_reads_back_as_the_same_values(layout, seed):
    values = random_values(layout, seed)
    assert len(format_line(values, layout)) == len(layout.cells)
    assert parse(format_line(values, layout), layout) == values


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
@pytest.mark.parametrize("seed", range(5))
def test_a_grid_reads_back_as_the_same_values(layout, seed):
    values = random_values(layout, seed)
    assert parse(format_grid(values, layout), layout) == values


def test_a_grid_has_a_row_per_line_bars_between_boxes_and_rulers_between_bands():
    grid = format_grid(parse(PUZZLE)).splitlines()
    assert len(grid) == 11
    assert grid[0] == ". 5 7 | 8 . . | 9 . ."
    assert grid[3] == grid[7] == "------+-------+------"
    assert all(line == line.rstrip() for line in grid)


def test_a_grid_of_a_layout_without_boxes_is_drawn_in_a_frame():
    layout = latin_square()
    values = [1, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 0]
    assert format_grid(values, layout).splitlines() == [
        "+-------+", "|1 2 3 4|", "|2 1 4 3|", "|3 4 1 2|", "|4 3 2 .|", "+-------+"]
    assert parse(format_grid(values, layout), layout) == values


def test_a_line_writes_dots_for_empty_cells():
    assert format_line(parse(PUZZLE)) == PUZZLE


# Reading one puzzle

def test_a_puzzle_has_one_value_per_cell_and_zero_for_empty():
    values = parse(PUZZLE)
    assert len(values) == 81
    assert values[:9] == [0, 5, 7, 8, 0, 0, 9, 0, 0]


@pytest.mark.parametrize("empty", [".", "0", "_"])
def test_dot_zero_and_underscore_are_empty_cells(empty):
    assert parse(PUZZLE.replace(".", empty)) == parse(PUZZLE)


def test_nine_lines_of_underscore_tokens_read_as_the_puzzle():
    text = token_rows(PUZZLE)
    assert text.splitlines()[0] == "_ 5 7 8 _ _ 9 _ _"
    assert parse(text) == parse(PUZZLE)


def test_nine_lines_of_nine_characters_read_as_the_puzzle():
    assert parse("\n".join(rows_of(PUZZLE))) == parse(PUZZLE)


def test_whitespace_and_drawing_characters_are_ignored():
    drawn = "+---+\n|" + " | ".join(rows_of(PUZZLE, 3)) + "|\n+---+"
    assert parse(drawn) == parse(PUZZLE)


def test_letters_read_in_either_case_and_tokens_may_be_numbers():
    layout = classic(4, 4)
    values = random_values(layout, 7)
    assert parse(format_line(values, layout).lower(), layout) == values
    as_numbers = " ".join(str(value) for value in values)
    assert parse(as_numbers, layout) == values
    assert parse("16 " + "G " + "_ " * 254, layout)[:3] == [16, 16, 0]


def test_clashing_givens_still_parse():
    assert parse("55" + "." * 79)[:2] == [5, 5]


# Reading mistakes

@pytest.mark.parametrize("text, count", [("12", 2), ("", 0), (PUZZLE + "1", 82), ("\n \n", 0)])
def test_the_wrong_number_of_cells_is_named(text, count):
    with pytest.raises(PuzzleFormatError) as caught:
        parse(text)
    assert str(caught.value) == f"expected 81 cells, got {count}"
    assert caught.value.position is None


def test_an_unexpected_character_is_named_with_its_position():
    with pytest.raises(PuzzleFormatError) as caught:
        parse("." * 11 + "x" + "." * 69)
    assert str(caught.value) == f"unexpected character 'x' at position 12 (line 1, column 12); {HINT}"
    error = caught.value
    assert (error.position, error.line, error.column) == (12, 1, 12)
    assert isinstance(error, SudokuError) and isinstance(error, ValueError)


def test_the_line_and_column_of_a_character_are_counted_from_one():
    rows = rows_of(PUZZLE)
    rows[2] = "4?" + rows[2][2:]
    with pytest.raises(PuzzleFormatError) as caught:
        parse("\n".join(rows))
    error = caught.value
    assert (error.position, error.line, error.column) == (22, 3, 2)


def test_a_bad_character_is_named_before_the_count():
    with pytest.raises(PuzzleFormatError, match="unexpected character 'x' at position 3"):
        parse("12x")


def test_a_number_out_of_range_is_named_with_its_position():
    text = token_rows(PUZZLE).replace("_", "10", 1)
    with pytest.raises(PuzzleFormatError) as caught:
        parse(text)
    assert str(caught.value) == f"digit '10' at position 1 (line 1, column 1) is out of range; {HINT}"
    assert caught.value.position == 1


def test_an_unexpected_token_is_named_with_its_position():
    text = token_rows(PUZZLE).replace("5", "five", 1)
    with pytest.raises(PuzzleFormatError, match=r"unexpected token 'five' at position 3 "
                                                r"\(line 1, column 3\)"):
        parse(text)


def test_the_message_names_the_symbols_of_the_layout():
    with pytest.raises(PuzzleFormatError, match="use 1-4 for digits"):
        parse("123x" + "." * 12, classic(2, 2))
    with pytest.raises(PuzzleFormatError, match="use A-Y for digits"):
        parse("Z" * 625, classic(5, 5))


# Reading a file of puzzles

def test_comments_and_blank_lines_are_skipped_and_lines_counted():
    text = f"# a collection\n\n{PUZZLE}\n   # the same again\n{PUZZLE}\n\n"
    entries = read_puzzles(text)
    assert [entry.line for entry in entries] == [3, 5]
    assert [entry.values for entry in entries] == [parse(PUZZLE)] * 2
    assert [entry.error for entry in entries] == [None, None]
    assert entries[0].text == PUZZLE


def test_an_empty_file_has_no_puzzles():
    assert read_puzzles("") == []
    assert read_puzzles("# nothing here\n\n") == []


def test_one_puzzle_on_nine_lines_is_one_entry():
    for text in (token_rows(PUZZLE), "\n".join(rows_of(PUZZLE)), format_grid(parse(PUZZLE))):
        entries = read_puzzles(text)
        assert len(entries) == 1
        assert entries[0].values == parse(PUZZLE)
        assert entries[0].text == text


def test_grids_follow_one_another_with_or_without_blank_lines():
    grid = format_grid(parse(PUZZLE))
    entries = read_puzzles(f"{grid}\n{token_rows(PUZZLE)}\n\n# last\n{PUZZLE}")
    assert [entry.line for entry in entries] == [1, 12, 23]
    assert all(entry.values == parse(PUZZLE) for entry in entries)


def test_a_bad_line_is_an_entry_and_reading_goes_on():
    bad = PUZZLE[:40] + "x" + PUZZLE[41:]
    entries = read_puzzles(f"{PUZZLE}\n{bad}\n{PUZZLE}\nhello\n{PUZZLE}")
    assert [entry.line for entry in entries] == [1, 2, 3, 4, 5]
    assert [entry.values is None for entry in entries] == [False, True, False, True, False]
    assert str(entries[1].error) == (
        f"line 2: unexpected character 'x' at position 41 (line 2, column 41); {HINT}")
    assert entries[3].error.line == 4
    assert entries[3].text == "hello"


def test_a_bad_character_in_a_grid_names_the_line_of_the_file():
    rows = rows_of(PUZZLE)
    rows[4] = "x" + rows[4][1:]
    entries = read_puzzles("# one grid\n" + "\n".join(rows))
    assert entries[0].error.line == 6
    assert str(entries[0].error).startswith("line 2: unexpected character 'x' at position 41 "
                                            "(line 6, column 1)")


def test_a_short_line_is_an_entry_with_the_count():
    entries = read_puzzles(f"# first\n\n{PUZZLE[:80]}\n\n{PUZZLE}")
    assert len(entries) == 2
    assert str(entries[0].error).startswith("line 3: expected 81 cells, got 80")
    assert entries[1].values == parse(PUZZLE)
    # a short line right above a puzzle is a puzzle of its own, cut short by nothing
    entries = read_puzzles(f"1234\n{PUZZLE}")
    assert [str(entry.error) for entry in entries] == [
        "line 1: expected 81 cells, got 4", "None"]


@pytest.mark.parametrize("cut, reason", [
    ("\n\n", "a blank line at line 10"),
    ("\n# next\n", "a comment at line 10"),
    (f"\n{PUZZLE}\n", "line 10, which would overflow it"),
])
def test_a_grid_cut_short_says_where_and_the_next_puzzle_is_read(cut, reason):
    eight_rows = "\n".join(rows_of(PUZZLE)[:8])
    entries = read_puzzles(f"# short\n{eight_rows}{cut}{PUZZLE}")
    assert str(entries[0].error) == f"line 2: expected 81 cells, got 72 (cut short by {reason})"
    assert entries[0].line == 2
    assert [entry.values for entry in entries[1:]] == [parse(PUZZLE)] * (len(entries) - 1)


@pytest.mark.parametrize("split", [30, 40, 71])
def test_two_halves_of_broken_lines_are_two_errors_never_one_puzzle(split):
    """Lines of 30 and 51 cells make 81, but no grid has such rows: each is a line cut short."""
    entries = read_puzzles(f"{PUZZLE[:split]}\n{PUZZLE[split:]}\n{PUZZLE}\n")
    assert [str(entry.error) for entry in entries[:2]] == [
        f"line 1: expected 81 cells, got {split}", f"line 2: expected 81 cells, got {81 - split}"]
    assert entries[2].line == 3 and entries[2].values == parse(PUZZLE)


def test_short_bad_lines_side_by_side_are_each_named():
    entries = read_puzzles(f"{PUZZLE}\n1234\n5678\n{PUZZLE}\n")
    assert [entry.line for entry in entries] == [1, 2, 3, 4]
    assert [str(entry.error) for entry in entries[1:3]] == [
        "line 2: expected 81 cells, got 4", "line 3: expected 81 cells, got 4"]
    assert entries[0].values == entries[3].values == parse(PUZZLE)


def test_a_broken_line_inside_a_grid_cuts_the_grid_short_and_is_named_itself():
    eight_rows = "\n".join(rows_of(PUZZLE)[:8])
    entries = read_puzzles(f"{eight_rows}\n{PUZZLE[:40]}\n{PUZZLE}")
    assert [str(entry.error) for entry in entries[:2]] == [
        "line 1: expected 81 cells, got 72 (cut short by line 9, which is no row)",
        "line 9: expected 81 cells, got 40"]
    assert entries[2].values == parse(PUZZLE)


def test_a_grid_cut_short_by_the_end_of_the_text():
    entries = read_puzzles(PUZZLE + "\n" + token_rows(PUZZLE[:72]))
    assert len(entries) == 2
    assert str(entries[1].error) == (
        "line 2: expected 81 cells, got 72 (cut short by the end of the text)")


@pytest.mark.parametrize("mark", ["*", "-"])
def test_a_wrong_mark_for_empty_cells_is_named_not_taken_for_a_candidate_grid(mark):
    line = PUZZLE.replace(".", mark)
    message = f"unexpected character '{mark}' at position 1 (line 1, column 1); {HINT}"
    assert str(read_entry(line).error) == message
    entries = read_puzzles(f"{line}\n{line}\n{PUZZLE}")
    assert [str(entry.error) for entry in entries] == [
        f"line 1: {message}", f"line 2: {message.replace('line 1', 'line 2')}", "None"]


@pytest.mark.parametrize("empty_rows", [(), (0, 4, 8)], ids=["givens in every row", "empty rows"])
def test_each_grid_with_dashes_for_empty_cells_is_one_entry_that_names_the_dash(empty_rows):
    # '-' draws rulers (------+------), so it is no empty cell: each grid is one entry all the
    # same, whose error says what to write instead, and the puzzle after it still reads
    puzzle = "".join("." * 9 if number in empty_rows else row
                     for number, row in enumerate(rows_of(PUZZLE)))
    spaced, barred = token_rows(puzzle, "-"), format_grid(parse(puzzle)).replace(".", "-")
    entries = read_puzzles(f"{spaced}\n{barred}\n{PUZZLE}")
    message = f"unexpected character '-' at position 1 (line 1, column 1); {HINT}"
    assert [str(entry.error) for entry in entries] == [
        f"line 1: {message}", f"line 10: {message.replace('line 1', 'line 10')}", "None"]
    assert entries[2].line == 21
    assert [str(read_entry(grid).error) for grid in (spaced, barred)] == [message] * 2


def test_a_bad_token_in_a_grid_of_tokens_is_named_not_taken_for_a_candidate():
    rows = token_rows(PUZZLE).split("\n")
    rows[4] = "10" + rows[4][1:]
    entry = read_puzzles("\n".join(rows))[0]
    assert str(entry.error) == (
        f"line 1: digit '10' at position 73 (line 5, column 1) is out of range; {HINT}")


@pytest.mark.parametrize("rows", [token_rows(PUZZLE).split("\n"), rows_of(PUZZLE)],
                         ids=["tokens", "characters"])
@pytest.mark.parametrize("change, cells", [(" 1", 10), ("", 8)])
def test_a_row_with_cells_too_many_or_too_few_is_named(rows, change, cells):
    rows = list(rows)
    rows[4] = rows[4] + change if change else rows[4][:-1].rstrip()
    grid = "\n".join(rows)
    message = (f"row 5 (line 6) has {cells} cells where a row has 9 "
               f"(expected 81 cells, got {81 + cells - 9})")
    entries = read_puzzles(f"# one grid\n{grid}\n{PUZZLE}")
    assert [str(entry.error) for entry in entries] == [f"line 2: {message}", "None"]
    assert entries[0].error.line == 6
    with pytest.raises(PuzzleFormatError, match=r"row 5 \(line 5\) has"):
        parse(grid)


@pytest.mark.parametrize("rows", [token_rows(PUZZLE).split("\n"), rows_of(PUZZLE)],
                         ids=["tokens", "characters"])
def test_a_long_row_and_a_short_one_that_add_up_are_named_not_read_shifted(rows):
    rows = list(rows)
    last = rows[5].split()[0] if " " in rows[5] else rows[5][0]
    rows[4] = f"{rows[4]} {last}" if " " in rows[4] else rows[4] + last  # row 5 takes a cell
    rows[5] = rows[5][len(last):].lstrip()  # of row 6: 10 and 8 cells, 81 in all
    entry = read_puzzles("\n".join(rows))[0]
    assert entry.values is None
    assert str(entry.error) == "line 1: row 5 (line 5) has 10 cells where a row has 9"


def test_windows_line_endings_read_the_same():
    text = f"# comment\n{PUZZLE}\n\n{token_rows(PUZZLE)}".replace("\n", "\r\n")
    entries = read_puzzles(text)
    assert [(entry.line, entry.values == parse(PUZZLE)) for entry in entries] == [
        (2, True), (4, True)]


def test_a_file_of_sixteen_by_sixteen_number_grids():
    layout = classic(4, 4)
    values = random_values(layout, 3)
    rows = [" ".join(str(value) for value in values[start:start + 16])
            for start in range(0, 256, 16)]
    entries = read_puzzles("\n".join(rows) + "\n" + format_line(values, layout), layout)
    assert [(entry.line, entry.values == values) for entry in entries] == [(1, True), (17, True)]


# Digits beyond 9, and other shapes

def test_twenty_five_digits_are_a_to_y_one_character_a_cell_or_numbers_as_tokens():
    layout = classic(5, 5)
    values = random_values(layout, 4)
    line = format_line(values, layout)
    assert len(line) == 625 and set(line) <= set("ABCDEFGHIJKLMNOPQRSTUVWXY.")
    assert parse(line, layout) == values
    assert parse(" ".join(str(value) if value else "_" for value in values), layout) == values


HEX_LAYOUT = classic(4, 4).with_symbols("0123456789ABCDEF")


def test_a_sixteen_by_sixteen_written_in_hex_reads_when_asked_for_and_is_never_guessed():
    layout = classic(4, 4)
    values = random_values(layout, 5)
    hex_text = format_line(values, HEX_LAYOUT)
    assert "0" in hex_text and "G" not in hex_text and "." in hex_text
    assert parse(hex_text, HEX_LAYOUT) == values        # asked for
    for text in (hex_text, hex_text.replace(".", "_")):  # '0' may be empty or 1: refused
        with pytest.raises(PuzzleFormatError, match="can be read two ways.*give --hex"):
            parse(text, layout)
    assert parse(format_line(values, layout), layout) == values   # 1-9A-G still reads as ever


def test_a_zero_is_an_empty_cell_unless_the_text_says_otherwise():
    layout = classic(4, 4)
    zeros_for_empty = "1" + "0" * 255             # no '.': the zeros are empty cells
    assert parse(zeros_for_empty, layout) == [1] + [0] * 255
    with_g = "G0.." + "." * 252                   # a 'G': the usual symbols, '0' is empty
    assert parse(with_g, layout)[:2] == [16, 0]
    assert parse("0" + "." * 255, HEX_LAYOUT)[0] == 1


def test_hex_text_has_no_decimal_tokens_and_names_its_empty_cells():
    with pytest.raises(PuzzleFormatError, match="use 0-F for digits and '.' or '_' for empty"):
        parse("10 " + "_ " * 255, HEX_LAYOUT)


@pytest.mark.parametrize("name", ["x-sudoku", "jigsaw", "triangular"])
def test_puzzles_of_other_shapes_read_as_lines_and_pictures(name):
    from sudoku.shapes import named

    layout = named(name)
    for seed in range(3):
        values = random_values(layout, seed)
        assert parse(format_line(values, layout), layout) == values
        assert read_puzzles(format_grid(values, layout) + "\n" + format_line(values, layout),
                            layout)[1].values == values


@pytest.mark.parametrize("values, message", [
    ([1, 2, 3], "a puzzle of the 9x9 layout has 81 cells; got 3 values"),
    ([0] * 90, "a puzzle of the 9x9 layout has 81 cells; got 90 values"),
    (None, "a puzzle to write is a list of 81 values, one per cell (0 for empty), not NoneType"),
    ("1" * 81, "a puzzle to write is a list of values, not text; read text with parse"),
])
@pytest.mark.parametrize("write", [format_line, format_grid])
def test_writing_anything_but_one_value_per_cell_is_refused(write, values, message):
    with pytest.raises(SudokuError) as refused:
        write(values)
    assert str(refused.value) == message


def test_lines_ended_by_a_carriage_return_alone_are_named_as_such():
    (entry,) = read_puzzles(f"{PUZZLE}\r{PUZZLE}\r")
    assert str(entry.error) == (
        "line 1: expected 81 cells, got 162: its lines end with a carriage return alone (\\r), "
        "which ends no line here; write them with \\n")


def test_grids_back_to_back_ending_short_are_each_doubted_never_misread():
    """A 9-line grid that lost a row would take the first row of the grid after it: with no
    blank line between them nothing tells which grid lost it, so neither is answered."""
    rows = rows_of(PUZZLE)
    text = "\n".join(rows[:4] + rows[5:] + rows + rows)  # 8 rows, then two whole grids
    entries = read_puzzles(f"{text}\n\n{PUZZLE}\n")
    assert [entry.line for entry in entries] == [1, 10, 19, 28]
    for entry in entries[:2]:
        assert entry.values is None
        assert str(entry.error) == (
            f"line {entry.line}: no blank line parts the grids of lines 1 to 26, and their 26 "
            "rows are no whole number of grids of 9: a row missing or extra in one of them "
            "moves rows from grid to grid, so this grid may not be the one written; put a "
            "blank line between grids")
    assert str(entries[2].error) == (
        "line 19: expected 81 cells, got 72 (cut short by a blank line at line 27)")
    assert entries[3].values == parse(PUZZLE)


def test_grids_back_to_back_that_all_end_whole_are_read():
    rows = rows_of(PUZZLE)
    entries = read_puzzles("\n".join(rows * 3) + "\n\n" + "\n".join(rows[:8]))
    assert [entry.values for entry in entries[:3]] == [parse(PUZZLE)] * 3
    assert str(entries[3].error) == (
        "line 29: expected 81 cells, got 72 (cut short by the end of the text)")


def test_commas_part_cells_as_spaces_do():
    """A grid saved by a spreadsheet: rows of numbers parted by commas, one puzzle."""
    rows = [",".join(row.replace(".", "0")) for row in rows_of(PUZZLE)]
    entries = read_puzzles("\n".join(rows) + "\n" + ",".join(PUZZLE) + "\n")
    assert [(entry.line, entry.values) for entry in entries] == [
        (1, parse(PUZZLE)), (10, parse(PUZZLE))]
    sixteen = [(cell * 7) % 17 for cell in range(256)]
    written = ",".join(map(str, sixteen))  # tokens of two digits: the digits 10 to 16
    assert parse(written, classic(4, 4)) == sixteen
    with pytest.raises(SudokuError, match="is an empty cell, a comment, a drawing "
                                                "character or a separator"):
        classic(2, 2).with_symbols("12,4")


@pytest.mark.parametrize("separator", [",", ";"])
def test_empty_fields_of_a_spreadsheet_are_empty_cells(separator):
    """A spreadsheet saves a blank cell as nothing between two separators (``5,3,,,7``)."""
    rows = [separator.join("" if c == "." else c for c in row) for row in rows_of(PUZZLE)]
    one_line = separator.join("" if c == "." else c for c in PUZZLE)
    entries = read_puzzles("\n".join(rows) + "\n\n" + one_line + "\n" + one_line + ",\n")
    assert [(entry.line, entry.values) for entry in entries] == [
        (1, parse(PUZZLE)), (11, parse(PUZZLE)), (12, parse(PUZZLE))]


def test_a_number_of_two_digits_makes_every_token_a_cell():
    """On a 16x16, ``10`` is one cell: a row of tokens a cell short is an error naming the row,
    never read one character a cell (``1`` and an empty cell)."""
    sixteen = classic(4, 4)
    rows = ["0 " * 16] * 16
    short = ["10 " + "0 " * 14] + rows[1:]  # 15 tokens in row 1, 16 characters
    with pytest.raises(PuzzleFormatError, match=r"row 1 \(line 1\) has 15 cells where a row "
                                                 r"has 16 \(expected 256 cells, got 255\)"):
        parse("\n".join(short), sixteen)
    table = ["10,," + ",".join("0" * 14)] + [",".join("0" * 16)] * 15  # empty field r1c2
    values = parse("\n".join(table), sixteen)
    assert values[:3] == [10, 0, 0] and values.count(0) == 255


def test_project_eulers_titled_grids_read_one_puzzle_each():
    """Project Euler's file of fifty grids writes ``Grid 01`` above each grid, no blank line."""
    text = "".join(f"Grid {number:02d}\n" + "\n".join(rows_of(PUZZLE.replace(".", "0"))) + "\n"
                   for number in (1, 2, 3))
    entries = read_puzzles(text)
    assert [(entry.line, entry.values) for entry in entries] == [
        (2, parse(PUZZLE)), (12, parse(PUZZLE)), (22, parse(PUZZLE))]
    eight = "\n".join(rows_of(PUZZLE)[:8])
    entries = read_puzzles(f"Puzzle 1:\n{eight}\nPuzzle 2:\n{PUZZLE}\n")
    assert str(entries[0].error) == (
        "line 2: expected 81 cells, got 72 (cut short by a title at line 10)")
    assert entries[1].values == parse(PUZZLE)


def test_reading_a_file_drops_its_byte_order_mark_and_names_nuls():
    assert read_puzzles("\ufeff" + PUZZLE)[0].values == parse(PUZZLE)
    utf16 = "".join(character + "\x00" for character in PUZZLE)  # UTF-16 read as bytes
    assert "text with NUL characters is mostly UTF-16 or UTF-32 without its byte-order mark" \
        in str(read_puzzles(utf16)[0].error)
    with pytest.raises(SudokuError, match="a puzzle is read with a Layout"):
        read_puzzles(PUZZLE, None)


@pytest.mark.parametrize("box_rows, box_columns", [(3, 4), (4, 4)])
def test_compact_boxes_with_zeros_are_no_numbers(box_rows, box_columns):
    """``0010`` is a box of four cells with 0 for empty, not the number 10."""
    layout = classic(box_rows, box_columns)
    size = layout.size
    values = [0] * (size * size)
    values[2] = 1  # r1c3: the row starts 0010
    row = "".join(layout.symbol(v) if v else "0" for v in values[:size])
    groups = [row[at:at + box_columns] for at in range(0, size, box_columns)]
    text = "\n".join(["|".join(groups)] + [" ".join(["0" * box_columns] * box_rows)] * (size - 1))
    assert parse(text, layout) == values
    assert read_puzzles(text, layout)[0].values == values


def test_a_puzzle_on_one_line_with_its_rows_parted_by_commas_reads():
    line = ",".join(rows_of(PUZZLE))
    entries = read_puzzles(f"{line}\n{line}\n")
    assert [entry.values for entry in entries] == [parse(PUZZLE)] * 2
