"""Every shape is cells plus containers: facts of the built-in shapes, layout files, bad layouts.

The triangular layout is compared with the seed's own list of groups when the
shared reference folder is there (``../shared/puzzles/seeds``).
"""

from __future__ import annotations

import json
import re
from collections import Counter

import checker
import pytest
from conftest import REFERENCE_PUZZLES, windoku

from sudoku import Board, Solver
from sudoku.errors import LayoutError, PuzzleFormatError, SudokuError
from sudoku.generate import generate
from sudoku.layout import CLASSIC, CellSpec, ContainerSpec, Layout
from sudoku.layout_file import dumps, load, loads, resolve
from sudoku.rating import human_solve
from sudoku.shapes import JIGSAW_REGIONS, NAMES, jigsaw, named, x_sudoku
from sudoku.triangular import triangular

SEEDS = REFERENCE_PUZZLES / "seeds"


def members(layout, container):
    return {layout.cells[i].name for i in container.cells}


# --- the built-in shapes ---------------------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_every_name_gives_one_layout_built_once(name):
    layout = named(name)
    assert named(name.upper()) is layout
    assert all(len(c.cells) == layout.size for c in layout.containers)


def test_x_sudoku_adds_the_two_long_diagonals():
    layout = x_sudoku()
    diagonals = [members(layout, c) for c in layout.containers if c.kind == "diagonal"]
    assert diagonals == [{f"r{i}c{i}" for i in range(1, 10)},
                         {f"r{i}c{10 - i}" for i in range(1, 10)}]
    counts = Counter(len(held) for held in layout.memberships)
    assert counts == {3: 64, 4: 16, 5: 1}  # the centre is on both diagonals
    assert Counter(len(peers) for peers in layout.peers) == {20: 64, 26: 16, 32: 1}


def test_a_jigsaw_keeps_rows_and_columns_and_reads_its_regions_from_the_map():
    layout = jigsaw()
    assert [c.kind for c in layout.containers] == ["row"] * 9 + ["column"] * 9 + ["region"] * 9
    region_map = "".join(JIGSAW_REGIONS.split())
    for container in layout.containers[18:]:
        letter = container.name.removeprefix("region ")
        assert set(container.cells) == {i for i, c in enumerate(region_map) if c == letter}
    assert layout.box is None and {"row", "column", "region"} <= layout.partitions


def test_the_triangular_layout_has_54_cells_in_24_containers_of_9():
    layout = triangular()
    assert (len(layout.cells), len(layout.containers), layout.size) == (54, 24, 9)
    assert [cell.name for cell in layout.cells] == [f"c{n}" for n in range(1, 55)]
    assert all(len(held) == 4 for held in layout.memberships)
    kinds = Counter(c.kind for c in layout.containers)
    assert kinds == {"row": 6, "triangle": 6, "rising": 6, "falling": 6}
    assert layout.partitions == {"row", "triangle", "rising", "falling"}
    # four containers of 8 others each, less the cells met twice
    assert Counter(len(peers) for peers in layout.peers) == {21: 12, 22: 18, 23: 24}


def test_the_triangular_drawing_puts_neighbours_side_by_side():
    layout = triangular()
    assert layout.cells[0] == CellSpec("c1", 0, 4)  # the top cell, pointing up
    rows = Counter(cell.row for cell in layout.cells)
    assert [rows[r] for r in range(8)] == [1, 8, 9, 9, 9, 9, 8, 1]
    # each large triangle is 1, 3 and 5 cells on three rows, up or down
    for container in layout.containers[6:12]:
        cells = [layout.cells[i] for i in container.cells]
        widths = sorted(Counter(cell.row for cell in cells).values())
        assert widths == [1, 3, 5]


def seed_groups() -> dict[str, list[set[int]]]:
    """The seed's groups by family, as sets of 1-based cell numbers."""
    path = SEEDS / "kotlin_triangular_groups.txt"
    if not path.is_file():
        pytest.skip(f"the seed's groups are not there ({path}); they live in ../shared")
    families: dict[str, list[set[int]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        found = re.fullmatch(r"\d+ (\w+): ([\d ]+)", line.strip())
        if found:
            families.setdefault(found[1], []).append({int(n) for n in found[2].split()})
    return families


def test_the_triangular_layout_has_the_seed_s_groups():
    families = seed_groups()
    layout = triangular()
    ours = {kind: [{i + 1 for i in c.cells} for c in layout.containers if c.kind == kind]
            for kind in ("row", "triangle", "rising", "falling")}
    theirs = {"row": families["row"], "triangle": families["triangle"],
              "rising": families["forward"], "falling": families["back"]}
    for kind, containers in ours.items():
        assert sorted(map(sorted, containers)) == sorted(map(sorted, theirs[kind])), kind
    assert [sorted(c) for c in ours["row"]] == [sorted(c) for c in families["row"]]


def test_the_triangular_seed_solves_to_its_solution_without_a_guess():
    path = SEEDS / "kotlin_triangular.txt"
    if not path.is_file():
        pytest.skip(f"the seed puzzle is not there ({path}); it lives in ../shared")
    lines = path.read_text(encoding="utf-8").splitlines()
    solution = next(line.split(":")[1].strip() for line in lines if "solution:" in line)
    puzzle = next(line for line in lines if line and not line.startswith("#"))
    board = Board.from_text(puzzle, triangular())
    result = Solver().solve(board)
    assert result.is_solved and result.guesses == 0
    assert "".join(map(str, result.grid)) == solution
    board.reset()
    assert Solver().count_solutions(board) == 1


# --- layout files ----------------------------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_a_layout_written_out_reads_back_the_same(name, tmp_path):
    layout = named(name)
    path = tmp_path / f"{name}.json"
    path.write_text(dumps(layout), encoding="utf-8")
    again = resolve(str(path))
    assert again == layout
    assert again.cells == layout.cells and again.containers == layout.containers
    assert again.memberships == layout.memberships


@pytest.mark.parametrize("name", ["4x4", "x-sudoku", "jigsaw", "triangular"])
def test_a_layout_read_back_solves_the_same(name):
    layout = named(name)
    again = loads(dumps(layout))
    puzzle = generate(layout, seed=5, givens=min(32, len(layout.cells)))  # quick; still unique
    one, other = Board(layout, puzzle.values), Board(again, puzzle.values)
    assert Solver().solve(one).grid == Solver().solve(other).grid == puzzle.solution


def test_a_layout_file_is_plain_readable_json():
    text = dumps(named("triangular"))
    data = json.loads(text)
    assert list(data) == ["name", "symbols", "cell_shape", "cells", "containers"]
    assert data["cells"][0] == {"name": "c1", "row": 0, "column": 4}
    assert data["containers"][0]["cells"][:3] == ["c1", "c2", "c3"]
    # braces, three keys, and one line per cell and per container in their lists
    assert len(text.splitlines()) == 2 + 3 + (2 + 54) + (2 + 24)


def small_file(**changes) -> str:
    """The 4x4 layout file with ``changes`` to its top level (``None`` drops a key)."""
    data = json.loads(dumps(named("4x4")))
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


def test_the_file_format_names_every_mistake():
    def error(text):
        with pytest.raises(LayoutError) as caught:
            loads(text, source="small.json")
        return str(caught.value)

    four = json.loads(dumps(named("4x4")))
    assert error("{") .startswith("small.json is not JSON: Expecting property name")
    assert error("[]") == "small.json must be a JSON object {...}, not list"
    assert error(small_file(sybmols="1234")).startswith(
        "small.json: unknown key 'sybmols'; the keys are name, symbols, cell_shape, box, cells")
    assert error(small_file(cells=None)) == "small.json: the key 'cells' is missing"
    assert error(small_file(symbols=1234)) == "small.json: symbols must be a string, not 1234"
    bad_cell = four["cells"][:1] + [{"name": "r1c2", "row": -1, "column": 1}] + four["cells"][2:]
    assert error(small_file(cells=bad_cell)) == (
        "small.json: cell 2: row must be a whole number, 0 or more, not -1")
    extra = [{**four["containers"][0], "colour": "red"}] + four["containers"][1:]
    assert error(small_file(containers=extra)).startswith(
        "small.json: container 1: unknown key 'colour'")
    unknown = [{**four["containers"][0], "cells": ["r1c1", "r1c2", "r1c3", "r1c5"]}]
    assert error(small_file(containers=unknown + four["containers"][1:])) == (
        "small.json: container 1 (row 1) names the cell 'r1c5', which is not one of the "
        "cells of the layout")
    short = [{**four["containers"][0], "cells": ["r1c1", "r1c2", "r1c3"]}]
    assert error(small_file(containers=short + four["containers"][1:])) == (
        "small.json: layout 4x4: row 1 has 3 cells, every container needs 4")
    assert error(small_file(box=[2, 3])) == (
        "small.json: layout 4x4: boxes of 2x3 hold 6 digits, but the layout has 4 symbols")
    assert error(small_file(symbols="123")) == (
        "small.json: layout 4x4: boxes of 2x2 hold 4 digits, but the layout has 3 symbols")
    swapped = [four["cells"][1], four["cells"][0], *four["cells"][2:]]
    assert error(small_file(cells=swapped)) == (
        "small.json: layout 4x4: boxes of 2x2 need the 4x4 grid of cells in reading order, "
        "and these 16 cells are not that grid (a layout that is no such grid leaves out the "
        'key "box")')
    lonely = [*four["cells"], {**four["cells"][0], "name": "lonely", "row": 4}]
    assert error(small_file(cells=lonely)) == (  # said before the box's grid, which it breaks
        "small.json: layout 4x4: cell lonely is in no container")
    twins = four["cells"][:1] + [{**four["cells"][1], "name": "r1c1"}] + four["cells"][2:]
    assert error(small_file(cells=twins)) == "small.json: cells 1 and 2 are both named 'r1c1'"
    assert error(small_file(cell_shape="hexagon")) == (
        "small.json: layout 4x4: a cell is drawn as one of square, triangle, not 'hexagon'")
    renamed = four["containers"][:1] + [{**four["containers"][1], "name": "row 1"}] + \
        four["containers"][2:]
    assert error(small_file(containers=renamed)) == (
        "small.json: layout 4x4: two containers are named row 1")
    doubled = [{**four["containers"][0], "cells": ["r1c1", "r1c1", "r1c2", "r1c3"]}]
    assert error(small_file(containers=doubled + four["containers"][1:])) == (
        "small.json: layout 4x4: row 1 names cell r1c1 twice")
    no_boxes = [c for c in four["containers"] if c["kind"] != "box"]
    assert error(small_file(containers=no_boxes)) == (
        'small.json: layout 4x4: "box": [2, 2] says that the cells are a grid of rows, columns '
        "and 2x2 boxes, but no container holds box 1 (r1c1, r1c2, r2c1, r2c2); leave \"box\" "
        "out of a layout that is not such a grid")
    assert loads(small_file(containers=no_boxes, box=None)).box is None  # a Latin square


def test_a_missing_layout_file_is_named(tmp_path, monkeypatch):
    with pytest.raises(LayoutError, match="the layout file .*nothing.json: no such file"):
        resolve(str(tmp_path / "nothing.json"))
    with pytest.raises(LayoutError, match=r"unknown layout 'hexagon', and no file of that name "
                       r"\(a layout of your own is a JSON file, given by its path: see the docs "
                       r"page Layouts\); known layouts: 4x4, 6x6"):
        resolve("hexagon")
    (tmp_path / "windoku.json").write_text("{}", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(LayoutError, match=r"\(did you mean the file windoku.json\?\)"):
        resolve("windoku")
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe")
    with pytest.raises(LayoutError, match="cannot read the layout file"):
        load(tmp_path / "bad.json")


# --- bad layouts -----------------------------------------------------------------------------

def test_bad_layouts_are_named():
    cells = CLASSIC.cells[:4]
    row = ContainerSpec("row", "row 1", (0, 1, 2, 3))
    with pytest.raises(LayoutError, match="layout odd: row 1 has 4 cells, every container needs 3"):
        Layout("odd", 3, cells, (row,), "123")
    with pytest.raises(LayoutError, match="layout odd: cell r1c4 is in no container"):
        Layout("odd", 3, cells, (ContainerSpec("row", "row 1", (0, 1, 2)),), "123")
    with pytest.raises(LayoutError, match="layout odd: row 1 names cell 7, which is not one of"):
        Layout("odd", 4, cells, (ContainerSpec("row", "row 1", (0, 1, 2, 7)),), "1234")
    with pytest.raises(LayoutError, match="layout odd: two cells are named r1c1"):
        Layout("odd", 4, (cells[0],) * 4, (row,), "1234")
    with pytest.raises(LayoutError, match="layout odd: two cells are drawn at row 0, column 0"):
        Layout("odd", 4, (cells[0], CellSpec("b", 0, 0)) + cells[2:], (row,), "1234")
    with pytest.raises(LayoutError, match="the symbols '12.4' are not 4 different characters"):
        Layout("odd", 4, cells, (row,), "12.4")


@pytest.mark.parametrize("regions, message", [
    ("AB" * 40, ("a region map has one character per cell of a square grid: 16 (4x4), "
                 "36 (6x6), 64 (8x8), 81 (9x9), 144 (12x12), 256 (16x16), 625 (25x25); "
                 "this one has 80")),
    ("AAAA" + "".join(JIGSAW_REGIONS.split())[4:],  # one cell of B given to A
     "region A of the region map has 10 cells; every region of a 9x9 jigsaw needs 9"),
])
def test_bad_region_maps_are_named(regions, message):
    with pytest.raises(LayoutError) as caught:
        jigsaw(regions)
    assert str(caught.value) == message


def test_a_puzzle_of_the_wrong_length_for_the_layout_is_named():
    with pytest.raises(PuzzleFormatError, match="expected 54 cells, got 81"):
        Board.from_text("." * 81, triangular())
    with pytest.raises(SudokuError, match="triangular layout has 54 cells, the puzzle gives 81"):
        Board(triangular(), [0] * 81)


def test_a_window_is_an_area_whether_written_window_or_box():
    """Locked candidates point from a window, as from a box: both spellings rate alike."""
    puzzle = ".7...1........46......35.8......21..........919..5....6..3..2..98.....6..315....."
    paths = {}
    for kind in ("window", "box"):
        layout, _ = windoku(kind)
        rating = human_solve(Board.from_text(puzzle, layout))
        result = rating.result
        assert rating.status == "solved"
        assert checker.is_solution(result.grid, checker.parse_line(puzzle))
        assert all(sorted(result.grid[i] for i in container.cells) == list(range(1, 10))
                   for container in layout.containers)  # the windows too
        paths[kind] = [(step.strategy, step.results()) for step in result.steps]
    assert paths["window"] == paths["box"]
    assert any(strategy == "pointing" for strategy, _ in paths["window"])

