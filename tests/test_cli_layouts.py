"""The command line on every shape: ``--layout NAME|FILE``, ``--regions``, ``--hex``, ``sudoku layout``."""

from __future__ import annotations

import json

import pytest

from sudoku.formats import format_line
from sudoku.generate import generate
from sudoku.layout_file import load, loads
from sudoku.shapes import JIGSAW_REGIONS, named

TRIANGULAR = "5..9..23.3.6...5..6....4.7.18.....6.458..9...3...1.2.."
TRIANGULAR_SOLUTION = "574916238386217594629534871187432965458219673397615284"


def test_solve_draws_the_triangular_puzzle_as_triangles(sudoku):
    code, out, _ = sudoku("solve", "--layout", "triangular", TRIANGULAR)
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == "        /5\\"
    assert lines[3] == "\\6/2\\9/5\\3/     \\4/8\\7/1\\"
    assert lines[8].startswith("solved in ")


def test_solve_line_writes_one_character_per_cell(sudoku):
    code, out, _ = sudoku("solve", "--layout", "triangular", "--format", "line", TRIANGULAR)
    assert code == 0 and out.split()[0] == TRIANGULAR_SOLUTION


def test_explain_and_check_take_the_layout_too(sudoku):
    code, out, _ = sudoku("explain", "--layout", "triangular", TRIANGULAR)
    lines = out.splitlines()
    assert code == 0 and lines[0] == "c6=6: hidden single, the only place for 6 in row 1"
    assert lines[-1].startswith("solved in 34 steps")
    assert sudoku("check", "--layout", "triangular", TRIANGULAR) == (0, "valid, one solution\n", "")


def test_a_jigsaw_from_a_region_map(sudoku):
    layout = named("jigsaw")
    puzzle = generate(layout, seed=2, givens=30)
    regions = "".join(JIGSAW_REGIONS.split())
    code, out, _ = sudoku("solve", "--regions", regions, "--format", "line", str(puzzle))
    assert code == 0 and out.split()[0] == format_line(puzzle.solution, layout)
    code, out, _ = sudoku("solve", "--regions", regions, str(puzzle))
    assert out.startswith("+-----+-------+---+\n")


def test_a_layout_written_by_the_command_line_is_read_back(sudoku, tmp_path):
    path = tmp_path / "x.json"
    assert sudoku("layout", "x-sudoku", "--output", str(path)) == (0, "", "")
    assert load(path) == named("x-sudoku")
    puzzle = generate(named("x-sudoku"), seed=4, givens=30)
    code, out, _ = sudoku("solve", "--layout", str(path), "--format", "line", str(puzzle))
    assert code == 0 and out.split()[0] == format_line(puzzle.solution)


def test_layout_prints_json_text_and_svg(sudoku):
    code, out, _ = sudoku("layout", "triangular")
    assert code == 0 and loads(out) == named("triangular")
    assert json.loads(out)["cell_shape"] == "triangle"
    code, out, _ = sudoku("layout", "--regions", "".join(JIGSAW_REGIONS.split()), "--format", "text")
    assert out.splitlines()[0] == "+-----+-------+---+"
    code, out, _ = sudoku("layout", "4x4", "--format", "svg")
    assert out.startswith("<svg ") and out.rstrip().endswith("</svg>")
    assert sudoku("layout", "4x4", "--layout", "4x4")[0] == 0
    code, out, err = sudoku("layout", "4x4", "--layout", "16x16")  # which one?
    assert (code, out) == (2, "") and "named twice, 4x4 and --layout 16x16" in err


def test_generate_makes_puzzles_of_every_shape(sudoku):
    for name, cells in [("triangular", 54), ("x-sudoku", 81), ("jigsaw", 81)]:
        code, out, _ = sudoku("generate", "--layout", name, "--seed", "1", "--givens", "30",
                              "--format", "line")
        assert code == 0 and len(out.strip()) == cells and out.count(".") == cells - 30
    code, out, _ = sudoku("generate", "--layout", "triangular", "--seed", "1")
    assert out.splitlines()[1] == "        /.\\"  # under the header, the picture


def test_hex_puzzles_read_and_write_in_hex(sudoku):
    layout = named("16x16")
    puzzle = generate(layout, seed=1, givens=140)
    hex_layout = layout.with_symbols("0123456789ABCDEF")
    text = format_line(puzzle.values, hex_layout)
    code, out, _ = sudoku("solve", "--layout", "16x16", "--hex", "--format", "line", text)
    assert code == 0 and out.split()[0] == format_line(puzzle.solution, hex_layout)
    code, out, err = sudoku("solve", "--layout", "16x16", "--format", "line", text)  # 2 readings
    assert (code, out) == (2, "") and "--hex" in err


@pytest.mark.parametrize("args, message", [
    (["--layout", "nothing.json"], "cannot read the layout file nothing.json: no such file"),
    (["--layout", "hexagon"], ("unknown layout 'hexagon', and no file of that name (a layout "
                               "of your own is a JSON file")),
    (["--regions", "AB" * 40], "a region map has one character per cell of a square grid"),
    (["--regions", "A" * 81], "region A of the region map has 81 cells"),
    (["--layout", "4x4", "--regions", "A" * 16],
     "--regions draws a jigsaw; it does not go with --layout 4x4"),
    (["--layout", "9x9", "--regions", "".join(str(row) * 9 for row in range(1, 10))],
     "--regions draws a jigsaw; it does not go with --layout 9x9"),
    (["--hex"], "--hex is for 16x16 puzzles; the 9x9 layout has 9 digits"),
    (["--layout", ""], "--layout is empty: name a layout"),
    (["--layout", "  "], "--layout is empty: name a layout"),
])
@pytest.mark.parametrize("command", ["solve", "check", "explain", "generate", "layout"])
def test_bad_layouts_are_one_sentence(sudoku, command, args, message):
    puzzle = [] if command in ("generate", "layout") else ["." * 81]
    code, out, err = sudoku(command, *args, *puzzle)
    assert (code, out) == (2, "") and err.startswith(f"sudoku: error: {message}")


def test_a_bad_layout_file_is_one_sentence(sudoku, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"name": "bad", "symbols": "12", "cells": [], "containers": [], "x": 1}')
    code, out, err = sudoku("solve", "--layout", str(path), "..")
    assert (code, out) == (2, "")
    assert err == f"sudoku: error: {path}: unknown key 'x'; the keys are name, symbols, " \
                  "cell_shape, box, cells, containers\n"


def test_a_puzzle_too_long_for_the_layout_is_named(sudoku):
    code, _, err = sudoku("solve", "--layout", "triangular", "." * 81)
    assert code == 2 and "expected 54 cells, got 81" in err


def test_a_puzzle_of_another_size_says_so_where_its_digits_are_out_of_range(sudoku):
    code, _, err = sudoku("solve", "--layout", "4x4", "5" + "." * 80)
    assert code == 2 and "the text holds 81 cells, as a 9x9 puzzle does, and the 4x4 layout " \
        "has 16: is --layout the one meant?" in err
    code, _, err = sudoku("solve", "--layout", "4x4", "123434122143435.")  # the right size
    assert code == 2 and "out of range; use 1-4" in err


PIECES = "AB" + "A" * 7 + "B" * 8 + "A" + "".join(letter * 9 for letter in "CDEFGHI")
"""A region map whose region A is in two pieces: a puzzle all the same, with a warning."""


@pytest.mark.parametrize("command", ["solve", "check", "rate", "explain", "hint"])
def test_a_region_map_in_pieces_is_warned_about_once(sudoku, command):
    for _ in range(2):  # and again on the next run of the command line in the same process
        _, _, err = sudoku(command, "--regions", PIECES, "." * 81)
        assert err.count("warning: region A of the region map is in pieces") == 1, err
