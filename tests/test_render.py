"""Pictures of every shape: text that reads back as the puzzle, SVG that stands alone."""

from __future__ import annotations

import itertools
import json
import pickle
import random
from pathlib import Path
from xml.etree import ElementTree

import pytest
from conftest import windoku

from sudoku.catalogue import example
from sudoku.formats import format_grid, parse
from sudoku.layout_file import dumps, loads
from sudoku.render import picture, svg
from sudoku.render.report import highlight
from sudoku.render.svg import COLOURS, Frame, Highlight
from sudoku.render.svg_marks import ROLE_COLOURS
from sudoku.shapes import NAMES, jigsaw, named
from sudoku.step import ROLES, Step
from sudoku.strategies import by_name

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
        return sum(path.get("d").count("M") for path in root.findall(f"{SVG}path")
                   if path.get("stroke") == "black")

    # the outline of a 4x4 is 16 sides; boxes add 2 lines of 4; regions follow the map
    assert thick(named("4x4")) == 16 + 8
    assert thick(jigsaw("AABB AABB CCDD CCDD")) == 16 + 8
    with pytest.warns(UserWarning, match="region C of the region map is in pieces"):
        in_pieces = jigsaw("AABB ACBB ACCD CDDD")
    assert thick(in_pieces) == 16 + 12


@pytest.mark.parametrize("kind", ["window", "box"])
def test_the_extra_groups_of_a_shape_are_shaded(kind):
    layout, in_windows = windoku(kind)
    assert [layout.containers[index].name for index in layout.extras] == \
        [f"window {number}" for number in range(1, 5)]
    root = ElementTree.fromstring(svg(layout))
    fills = [polygon.get("fill") for polygon in root.findall(f"{SVG}polygon")]
    assert fills == [COLOURS["extra"] if cell.name in in_windows else "white"
                     for cell in layout.cells]
    classic = ElementTree.fromstring(svg(named("classic")))
    assert [path.get("d") for path in root.findall(f"{SVG}path")] == \
        [path.get("d") for path in classic.findall(f"{SVG}path")]  # the same borders


def test_windows_listed_before_the_boxes_are_extras_all_the_same():
    layout, _ = windoku("window")
    shape = json.loads(dumps(layout))
    shape["containers"] = shape["containers"][-4:] + shape["containers"][:-4]
    first = loads(json.dumps(shape))
    assert [first.containers[index].name for index in first.extras] == \
        [f"window {number}" for number in range(1, 5)]
    assert svg(first) == svg(layout)


def test_groups_that_would_shade_every_cell_are_no_extras():
    """Windows written as boxes before the boxes take the areas; no picture is shaded whole."""
    layout, _ = windoku("box")
    shape = json.loads(dumps(layout))
    boxes = [c for c in shape["containers"] if c["kind"] == "box"]
    shape["containers"] = [c for c in shape["containers"] if c["kind"] != "box"] + \
        boxes[9:] + boxes[:9]
    assert loads(json.dumps(shape)).extras == ()


def test_only_the_extra_groups_are_shaded_in_the_built_in_shapes():
    shaded = {name: sorted({named(name).containers[index].kind for index in named(name).extras})
              for name in NAMES}
    assert shaded == {name: ["diagonal"] if name == "x-sudoku" else [] for name in NAMES}


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


# --- pictures that show the pattern -----------------------------------------------------------

WITH_MARKS = ["X-Wing", "Swordfish", "Skyscraper", "2-String Kite", "Turbot Fish",
              "Empty Rectangle", "finned X-Wing", "XY-Wing", "XYZ-Wing", "W-Wing", "remote pair",
              "simple colouring", "unique rectangle type 1", "unique rectangle type 2",
              "unique rectangle type 4", "finned Swordfish", "Jellyfish", "BUG+1", "X-Chain",
              "XY-Chain", "nice loop", "continuous nice loop", "grouped nice loop",
              "grouped continuous nice loop"]
"""The strategies whose steps give candidates roles, so that their pictures show the pattern."""

WITH_LINKS = ["Skyscraper", "2-String Kite", "Turbot Fish", "Empty Rectangle", "W-Wing",
              "remote pair", "simple colouring", "unique rectangle type 4", "X-Chain", "XY-Chain",
              "nice loop", "continuous nice loop", "grouped nice loop",
              "grouped continuous nice loop"]
"""The strategies whose steps draw links between candidates."""

CHAINS = ["Skyscraper", "2-String Kite", "Turbot Fish", "W-Wing", "remote pair", "X-Chain",
          "XY-Chain", "nice loop", "continuous nice loop", "grouped nice loop",
          "grouped continuous nice loop"]
"""The strategies whose links are one alternating chain, strong first and last (a
continuous loop draws its chain; the weak link from its end back to its start is not drawn)."""

LOOPS = ["continuous nice loop", "grouped continuous nice loop"]
"""The chains that close into a loop and strike along every link, not only what sees both ends."""


def sees(one, other) -> bool:
    """Whether two candidates ``(cell, digit)`` cannot both be true: a weak link."""
    (cell, digit), (peer, other_digit) = one, other
    if cell is peer:
        return digit != other_digit
    return digit == other_digit and peer in cell.peers


def is_strong(board, one, other) -> bool:
    """Whether one of two candidates must be true: a cell's only two, or a digit's only two
    places in a container."""
    (cell, digit), (peer, other_digit) = one, other
    if cell is peer:
        return digit != other_digit and set(board.candidates(cell)) == {digit, other_digit}
    return digit == other_digit and any(
        set(container.places(digit)) == {cell, peer} for container in cell.containers)


def node_of(step, candidate, name) -> frozenset:
    """The cells a link's end stands for: its own cell, or a whole group of places.

    A grouped chain's node may be a group, the places of a digit where a box meets
    a line; its links are drawn from its first candidate, and every candidate of the
    group is marked with the same role. So for a grouped strategy the end stands for
    the marked candidates of its digit and role that share a box and a line with it
    (two containers); a plain node of the same role beside it would widen the group,
    which can only make the weak-link check below stricter.
    """
    cell, digit = candidate
    if "grouped" not in name:
        return frozenset({cell})
    role = next(mark.role for mark in step.marks if (mark.cell, mark.digit) == candidate)
    return frozenset(mark.cell for mark in step.marks if mark.digit == digit
                     and mark.role == role
                     and len(set(mark.cell.containers) & set(cell.containers)) >= 2)


def links_strongly(board, step, link, name) -> bool:
    """``is_strong`` for nodes: a container's places of the digit are exactly the two nodes."""
    one, other = node_of(step, link.source, name), node_of(step, link.target, name)
    if len(one) == len(other) == 1:
        return is_strong(board, link.source, link.target)
    digit = link.source[1]
    if digit != link.target[1]:  # a link inside an almost locked set of a grouped chain
        return in_almost_locked_set(board, one | other, {digit, link.target[1]})
    return not one & other and any(
        set(container.places(digit)) == one | other for cell in one
        for container in cell.containers)


def in_almost_locked_set(board, cells, digits) -> bool:
    """Whether ``cells`` lie in an almost locked set (n cells of a container, n + 1 digits)
    of up to three cells that holds ``digits``: without one of them, it holds the other."""
    for container in next(iter(cells)).containers:
        empty = [cell for cell in container.cells if cell.is_empty]
        for size in (2, 3):
            for chosen in itertools.combinations(empty, size):
                held = set().union(*(board.candidates(cell) for cell in chosen))
                if set(chosen) >= cells and len(held) == size + 1 and held >= digits:
                    return True
    return False


def links_weakly(step, link, name) -> bool:
    """``sees`` for nodes: every cell of one sees every cell of the other."""
    one, other = node_of(step, link.source, name), node_of(step, link.target, name)
    if len(one) == len(other) == 1:
        return sees(link.source, link.target)
    return link.source[1] == link.target[1] and all(
        peer in cell.peers for cell in one for peer in other)


def sees_node(candidate, step, end, name) -> bool:
    """Whether ``candidate`` sees every candidate of the node drawn at ``end``."""
    return all(sees(candidate, (cell, end[1])) for cell in node_of(step, end, name))


def is_candidate(board, pair) -> bool:
    cell, digit = pair
    return cell.is_empty and digit in board.candidates(cell)


def test_candidates_read_at_one_to_one():
    layout = named("9x9")
    document = svg(layout, [0] * 81, candidates=[set(range(1, 10))] * 81)
    style = ElementTree.fromstring(document).find(f"{SVG}style").text
    size = float(style.split("text.candidate {")[1].split("font-size:")[1].split("px")[0])
    frame = Frame(layout, True)
    assert size >= 12 and frame.pitch >= size  # 13 px digits, each in a square of its own
    assert frame.cell >= 3 * frame.pitch and frame.width >= 9 * 3 * size
    assert document.count('class="candidate"') == 81 * 9


@pytest.mark.parametrize("name", ["XY-Wing", "W-Wing"])
def test_the_picture_draws_each_mark_struck_candidate_and_link_where_it_belongs(name):
    found = example(by_name(name))
    step, layout = found.step, found.board.layout
    root = ElementTree.fromstring(found.picture())
    frame = Frame(layout, True)

    def at(cell, digit):
        return tuple(round(n, 2) for n in frame.candidate(cell.index, digit))

    discs = {(float(c.get("cx")), float(c.get("cy"))): c.get("fill")
             for c in root.iter(f"{SVG}circle") if float(c.get("cy")) < frame.height}
    struck = set(step.eliminations)
    assert len(discs) == len(struck) + len({(m.cell, m.digit) for m in step.marks} - struck)
    for mark in step.marks:
        if (mark.cell, mark.digit) not in struck:
            assert discs[at(mark.cell, mark.digit)] == ROLE_COLOURS[mark.role], mark
    for cell, digit in struck:
        assert discs[at(cell, digit)] == COLOURS["struck disc"]
    groups = [g for g in root.iter(f"{SVG}g") if "link" in (g.get("class") or "")]
    assert [g.get("class") for g in groups] == \
        [f"link {'strong' if link.is_strong else 'weak'}" for link in step.links]
    for group, link in zip(groups, step.links):
        path = group.find(f"{SVG}path")
        assert (path.get("stroke-dasharray") is None) == link.is_strong
        start = [float(n) for n in path.get("d")[1:].split()[0].split(",")]
        x, y = frame.candidate(link.source[0].index, link.source[1])
        assert abs(start[0] - x) + abs(start[1] - y) < 2 * frame.pitch  # it starts at its source
    legend = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "legend"]
    assert {mark.role for mark in step.marks} <= {word.removeprefix("chain ") for word in legend}


def test_every_role_has_a_colour_of_its_own_and_the_legend_names_it():
    assert set(ROLE_COLOURS) == set(ROLES)
    assert len(set(ROLE_COLOURS.values())) == len(ROLES)
    assert not set(ROLE_COLOURS.values()) & set(COLOURS.values())
    marks = tuple((index, 1, role) for index, role in enumerate(ROLES))
    document = svg(named("9x9"), [0] * 81, candidates=[{1, 2}] * 81,
                   highlight=Highlight(marks=marks))
    root = ElementTree.fromstring(document)
    legend = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "legend"]
    assert len(legend) == len(ROLES) and "pivot" in legend and "ALS A" in legend
    assert int(root.get("height")) > Frame(named("9x9"), True).height  # the legend is under it


@pytest.mark.parametrize("name", WITH_MARKS)
def test_the_marks_and_links_of_a_step_are_candidates_and_real_links(name):
    found = example(by_name(name))
    board, step = found.board, found.step
    assert step.marks, f"{name} gives no candidate a role"
    assert (name in WITH_LINKS) == bool(step.links)
    for mark in step.marks:
        assert mark.role in ROLES and is_candidate(board, (mark.cell, mark.digit)), mark
    for link in step.links:
        assert is_candidate(board, link.source) and is_candidate(board, link.target), link
        if link.is_strong:
            assert links_strongly(board, step, link, name), link
        else:
            assert links_weakly(step, link, name), link
    picture = highlight(step)
    assert len(picture.marks) == len(step.marks) and len(picture.links) == len(step.links)


@pytest.mark.parametrize("name", CHAINS)
def test_a_chain_alternates_and_its_ends_see_what_it_strikes(name):
    step = example(by_name(name)).step
    links = step.links
    assert [link.is_strong for link in links] == [i % 2 == 0 for i in range(len(links))]
    assert links[-1].is_strong and all(one.target == other.source
                                       for one, other in itertools.pairwise(links))
    roles = {(mark.cell, mark.digit): mark.role for mark in step.marks}
    assert roles[links[0].source] == "off"
    assert all(roles[link.target] == ("on" if link.is_strong else "off") for link in links)
    start, end = links[0].source, links[-1].target
    for struck in step.eliminations:
        if name == "remote pair":  # the chain drawn is the one of the lower digit; both go
            assert struck[0] in start[0].peers and struck[0] in end[0].peers
        elif name in LOOPS:  # it sees both ends of a link of the loop, or of the closing one
            ends = [link.source for link in links] + [end]
            assert any(sees_node(struck, step, one, name) and sees_node(struck, step, other, name)
                       for one, other in zip(ends, ends[1:] + ends[:1], strict=True)), struck
        else:
            assert sees_node(struck, step, start, name) and sees_node(struck, step, end, name)


def test_the_marks_of_an_xy_wing_name_its_pivot_and_its_wings():
    found = example(by_name("XY-Wing"))
    board, step = found.board, found.step
    [digit] = {d for _, d in step.eliminations}
    pivots = {mark.cell for mark in step.marks if mark.role == "pivot"}
    wings = {mark.cell for mark in step.marks if mark.role == "wing"}
    [pivot] = pivots
    assert len(wings) == 2 and pivot not in wings and set(step.cells) == pivots | wings
    assert {mark.digit for mark in step.marks if mark.cell is pivot} == set(board.candidates(pivot))
    assert len(board.candidates(pivot)) == 2 and digit not in board.candidates(pivot)
    for wing in wings:
        held = set(board.candidates(wing))
        assert len(held) == 2 and digit in held and len(held & set(board.candidates(pivot))) == 1
        assert wing in pivot.peers
    first, second = wings
    assert set(board.candidates(first)) != set(board.candidates(second))
    assert all(cell in first.peers and cell in second.peers for cell, _ in step.eliminations)


@pytest.mark.parametrize("name", ["X-Wing", "finned X-Wing", "finned Swordfish"])
def test_the_marks_of_a_fish_are_its_base_its_fins_and_its_cover(name):
    step = example(by_name(name)).step
    base_kind, cover_kind = step.containers[0].kind, step.containers[-1].kind
    base = [k for k in step.containers if k.kind == base_kind]
    cover = [k for k in step.containers if k.kind == cover_kind]
    assert base_kind != cover_kind and len(base) == len(cover)
    [digit] = {digit for _, digit in step.eliminations}

    def inside(cell, lines):
        return any(cell in line.cells for line in lines)

    for mark in step.marks:
        assert mark.digit == digit
        if mark.role == "base":
            assert inside(mark.cell, base) and inside(mark.cell, cover), mark
        elif mark.role == "fin":
            assert inside(mark.cell, base) and not inside(mark.cell, cover), mark
        else:
            assert mark.role == "cover" and inside(mark.cell, cover)
            assert not inside(mark.cell, base), mark
    assert ("fin" in {mark.role for mark in step.marks}) == name.startswith("finned")
    assert all(inside(cell, cover) and not inside(cell, base) for cell, _ in step.eliminations)


def test_a_step_keeps_its_marks_and_links_when_pickled_and_compares_by_them():
    step = example(by_name("XY-Chain")).step
    again = pickle.loads(pickle.dumps(step))  # on a copy of the board: its own cells

    def named(one):
        return ([(m.cell.name, m.digit, m.role) for m in one.marks],
                [(k.source[0].name, k.source[1], k.target[0].name, k.target[1], k.is_strong)
                 for k in one.links])

    assert again.sentence() == step.sentence() and named(again) == named(step)
    assert step.marks and step.links
    plain = Step(step.strategy, step.placements, step.eliminations, step.cells, step.containers,
                 step.reason)
    assert plain.marks == plain.links == () and plain != step
