"""Pictures of every shape: text that reads back as the puzzle, SVG that stands alone."""

from __future__ import annotations

import random
from pathlib import Path
from xml.etree import ElementTree

import pytest

from sudoku.formats import format_grid, parse
from sudoku.render import picture, svg
from sudoku.shapes import NAMES, jigsaw, named

ROOT = Path(__file__).resolve().parent.parent
PICTURES = ROOT / "docs" / "images" / "layouts"
SVG = "{http://www.w3.org/2000/svg}"
SEED = "5..9..23.3.6...5..6....4.7.18.....6.458..9...3...1.2.."


def random_values(layout, seed):
    chance = random.Random(seed)
    return [chance.choice([0, chance.randint(1, layout.size)]) for _ in layout.cells]


@pytest.mark.parametrize("name", NAMES)
def test_every_picture_reads_back_as_the_same_puzzle(name):
    layout = named(name)
    for seed in range(3):
        values = random_values(layout, seed)
        assert picture(values, layout) == format_grid(values, layout)
        assert parse(picture(values, layout), layout) == values


def test_a_jigsaw_picture_draws_the_borders_of_its_regions():
    lines = picture([0] * 81, named("jigsaw")).splitlines()
    assert lines[0] == "+-----+-------+---+"
    assert lines[1] == "|. . .|. . . .|. .|"  # AAABBBBCC
    assert lines[5] == "|.|.|. .|. .|. . .|"  # ADAABBCCC: a lone D between two As
    assert len(lines) == 2 * 9 + 1 and len({len(line) for line in lines}) == 1


def test_the_triangular_picture_zigzags_row_by_row():
    layout = named("triangular")
    lines = picture(parse(SEED, layout), layout).splitlines()
    assert lines == [
        "        /5\\",
        "      /.\\./9\\./.\\2/3\\./",
        "    /3\\./6\\./.\\./5\\./.\\",
        "\\6/.\\./.\\./     \\4/.\\7/.\\",
        "  \\1/8\\./.\\     /.\\./.\\6/.\\",
        "    \\4/5\\8/.\\./9\\./.\\./",
        "    /3\\./.\\./1\\./2\\./",
        "                \\./",
    ]


@pytest.mark.parametrize("name", NAMES)
def test_every_layout_is_a_standalone_svg(name):
    layout = named(name)
    values = random_values(layout, 1)
    document = svg(layout, values, givens=values)
    root = ElementTree.fromstring(document)
    assert root.tag == f"{SVG}svg" and root.find(f"{SVG}title").text == layout.name
    polygons = root.findall(f"{SVG}polygon")
    corners = 3 if layout.cell_shape == "triangle" else 4
    assert len(polygons) == len(layout.cells)
    assert all(len(p.get("points").split()) == corners for p in polygons)
    assert [t.text for t in root.findall(f"{SVG}text")] == \
        [layout.symbol(v) for v in values if v]
    assert "http" not in document.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_thick_lines_follow_the_areas():
    def thick(layout):
        root = ElementTree.fromstring(svg(layout))
        return sum(line.get("stroke") == "black" for line in root.findall(f"{SVG}line"))

    # the outline of a 4x4 is 16 sides; boxes add 2 lines of 4; regions follow the map
    assert thick(named("4x4")) == 16 + 8
    assert thick(jigsaw("AABB AABB CCDD CCDD")) == 16 + 8
    with pytest.warns(UserWarning, match="region C of the region map is in pieces"):
        in_pieces = jigsaw("AABB ACBB ACCD CDDD")
    assert thick(in_pieces) == 16 + 12


def test_givens_are_bold_and_the_other_digits_blue():
    layout = named("4x4")
    root = ElementTree.fromstring(svg(layout, [1, 2, 3, 4] + [0] * 12, givens=[1] + [0] * 15))
    texts = root.findall(f"{SVG}text")
    assert [t.get("font-weight") for t in texts] == ["bold", None, None, None]


@pytest.mark.parametrize("path", sorted(PICTURES.glob("*.svg")), ids=lambda p: p.stem)
def test_the_pictures_in_the_docs_are_current(path):
    assert path.read_text(encoding="utf-8") == svg(named(path.stem)), (
        f"{path.relative_to(ROOT)} is out of date; make it again with: "
        f"sudoku layout {path.stem} --format svg -o {path.relative_to(ROOT)}")


def test_the_docs_show_a_picture_of_each_kind_of_shape():
    assert {p.stem for p in PICTURES.glob("*.svg")} >= {"9x9", "x-sudoku", "jigsaw", "triangular"}
