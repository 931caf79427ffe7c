"""The step-by-step HTML report of ``sudoku explain --html``: one board to step through.

The page holds, for each solve, the picture of its givens, the list of its steps
and the data of every picture (each distinct line of SVG once, each picture as
runs of line numbers); its script draws the step asked for. The tests decode
that data as the script does, and check each picture against its step. The
browser test opens a report in headless Chromium, moves through it with the
button, the arrow keys and the list, and reads the board the script drew; it
also keeps a screenshot of the viewer. Without Chromium it is skipped, and says why.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from xml.etree import ElementTree

import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board, Solver
from sudoku.render import report
from sudoku.render.svg import COLOURS, Frame
from sudoku.render.svg_marks import ROLE_COLOURS
from sudoku.strategies import HUMAN_CHAIN

BROWSER = next((p for p in map(shutil.which, ("chromium", "chromium-browser")) if p), None)

#: The classic puzzle of seed 19 of ``sudoku.generate``: its solve takes a Turbot Fish, then
#: an XY-Wing, after a few dozen singles.
WINGED_PUZZLE = (
    "13...6.5.....9..7.5....14...6............9..1..5..3...7...2.8..38.1...4..948....5")

OLD_SIZE = 2_734_342
"""The bytes of the report of ``HARD_PUZZLE`` when it held one SVG picture per step."""

SVG = "{http://www.w3.org/2000/svg}"


def explained(sudoku, tmp_path, *puzzles: str) -> tuple[int, str, str]:
    """Run ``explain --html`` on ``puzzles``; the exit code, the page and stderr."""
    page = tmp_path / "report.html"
    code, _, err = sudoku("explain", "--html", str(page), *puzzles)
    return code, page.read_text(encoding="utf-8"), err


def solved(puzzle: str):
    """The board of ``puzzle`` and its human solve (the board is left where the solve ended)."""
    board = Board.from_text(puzzle)
    return board, Solver(HUMAN_CHAIN).solve(board)


def pictures_of(section: str) -> list[str]:
    """Every picture of a section of the page, put together from its data as the script does."""
    found = re.search(r'<script type="application/json" class="pictures">(.*?)</script>',
                      section, re.DOTALL)
    data = json.loads(found.group(1))
    return ["\n".join(data["lines"][number] for first, count in zip(runs[::2], runs[1::2])
                      for number in range(first, first + count)) for runs in data["pictures"]]


def test_one_board_for_every_step_with_its_sentence(sudoku, tmp_path):
    code, page, err = explained(sudoku, tmp_path, HARD_PUZZLE)
    _, result = solved(HARD_PUZZLE)
    assert code == 0 and "wrote" in err
    outside_scripts = re.sub(r"<script.*?</script>", "", page, flags=re.DOTALL)
    assert page.count('<section class="solve"') == 1 and outside_scripts.count("<svg ") == 1
    assert report.pictures(page) == len(pictures_of(page)) == len(result.steps) + 2
    items = re.findall(r"<li[ >].*?</li>", page)
    assert len(items) == len(result.steps) + 2  # the givens, each step, the end
    for step, item in zip(result.steps, items[1:]):
        assert html.escape(step.sentence(), quote=False) in item


def test_each_picture_colours_its_step():
    board, result = solved(WINGED_PUZZLE)
    pictures = pictures_of(report.section(board, result, "winged"))[1:-1]
    for step, picture in zip(result.steps, pictures, strict=True):
        root = ElementTree.fromstring(picture)
        fills = [shape.get("fill") for shape in root.iter(f"{SVG}polygon")]
        discs = [disc.get("fill") for disc in root.iter(f"{SVG}circle")
                 if float(disc.get("cy")) < Frame(board.layout, True).height]
        assert picture.count('class="candidate struck"') == len(step.eliminations), str(step)
        assert picture.count('class="candidate placed"') == len(step.placements)
        assert fills.count(COLOURS["pattern"]) == len(
            {c.index for c in step.cells} - {c.index for c, _ in step.placements})
        shown = {(m.cell, m.digit) for m in step.marks} - set(step.eliminations) \
            - set(step.placements)
        assert sum(fill in ROLE_COLOURS.values() for fill in discs) == len(shown), str(step)
        assert picture.count('<g class="link ') == len(step.links)
    assert {"Turbot Fish", "XY-Wing"} <= {step.strategy for step in result.steps}


def test_the_report_of_a_hard_puzzle_is_a_fraction_of_one_picture_per_step():
    board, result = solved(HARD_PUZZLE)
    page = report.html_page("sudoku explain", [report.section(board, result, "hard")])
    data = json.loads(re.search(r'class="pictures">(.*?)</script>', page, re.DOTALL).group(1))
    assert len(set(data["lines"])) == len(data["lines"])  # each line of SVG once
    assert len(page) < 300_000 < OLD_SIZE // 9, f"the report is {len(page)} bytes"


def test_without_a_script_the_page_shows_the_givens_and_every_sentence():
    board, result = solved(CLASSIC_PUZZLE)
    page = report.html_page("sudoku explain", [report.section(board, result, "classic")])
    still = re.sub(r"<script.*?</script>", "", page, flags=re.DOTALL)
    [picture] = re.findall(r"<svg .*?</svg>", still, re.DOTALL)
    assert "<title>The givens</title>" in picture
    assert len(re.findall(r"<li[ >]", still)) == len(result.steps) + 2
    assert all(step.sentence() in still for step in result.steps)
    assert '<p class="controls" hidden>' in still  # buttons that would do nothing stay hidden


def test_the_page_needs_nothing_else(sudoku, tmp_path):
    puzzles = tmp_path / "two.txt"
    puzzles.write_text(f"{CLASSIC_PUZZLE}\n{HARD_PUZZLE}\n", encoding="utf-8")
    code, page, err = explained(sudoku, tmp_path, "-f", str(puzzles))
    assert code == 0 and "2 puzzles" in err and page.count('<section class="solve"') == 2
    outside = re.findall(r"src=|<link|@import|url\(", page)
    assert outside == []
    assert set(re.findall(r'href="([^#][^"]*)"', page)) == set()  # links only within the page
    assert page.count("<script>") == 1 and page.count("<script") == 3  # the viewer, two data
    assert set(re.findall(r"https?://[\w./-]+", page)) == {"http://www.w3.org/2000/svg"}


def test_a_report_that_cannot_be_written_is_said_before_the_work_with_exit_code_3(sudoku,
                                                                                   tmp_path):
    nowhere = tmp_path / "no" / "such" / "dir.html"
    for path, why in [(nowhere, f"there is no folder {nowhere.parent}"),
                      (tmp_path, "it is a directory")]:
        code, out, err = sudoku("explain", "--html", str(path), CLASSIC_PUZZLE)
        assert (code, out) == (3, "") and err == f"sudoku: error: cannot write {path}: {why}\n"


def test_no_report_is_written_when_no_puzzle_could_be_read(sudoku, tmp_path):
    path = tmp_path / "report.html"
    code, _, err = sudoku("explain", "--html", str(path), "55" + CLASSIC_PUZZLE[2:])
    assert code == 2 and not path.exists() and "no report written" in err


def test_html_dash_writes_the_page_alone_to_standard_output(sudoku):
    code, out, err = sudoku("explain", "--html", "-", CLASSIC_PUZZLE)
    assert code == 0 and out.startswith("<!DOCTYPE html>") and out.rstrip().endswith("</html>")
    assert out.count('<section class="solve"') == 1
    assert err.startswith("sudoku: wrote the report to standard output: 1 puzzle, ")
    code, out, err = sudoku("explain", "--html", "-", "55" + CLASSIC_PUZZLE[2:])
    assert (code, out) == (2, "") and "no report written to standard output" in err
    code, out, err = sudoku("explain", "--html", "-", "--format", "pencil", CLASSIC_PUZZLE)
    assert (code, out) == (2, "") and err.startswith("sudoku: error: --html - writes the page")


def test_the_section_leaves_the_board_where_the_solve_ended():
    board, result = solved(HARD_PUZZLE)
    report.section(board, result, "hard")
    assert board.values() == result.grid


def test_the_report_of_a_position_starts_from_the_player_s_marks():
    board = Board.from_text(WINGED_PUZZLE)
    struck = next((cell, digit) for cell in board.cells if not cell.digit
                  for digit in board.candidates(cell) if len(board.candidates(cell)) > 2)
    board.eliminate(*struck)  # the player's pencil mark, a move below the solve
    start = board.mark()
    result = Solver(HUMAN_CHAIN).solve(board)
    first = pictures_of(report.section(board, result, "a position", start=start))[0]
    cell, digit = struck
    assert not board.has_candidate(cell, digit) and board.mark() > start
    fresh = Board.from_text(WINGED_PUZZLE)
    assert first != pictures_of(report.section(fresh, Solver(HUMAN_CHAIN).solve(fresh),
                                               "a position"))[0]  # the struck mark shows


# --- in a browser ---------------------------------------------------------------------------

MOVES = """<script>
(function () {
  // The test's own moves, after the viewer's script: the next button, the arrow keys, the list.
  const section = document.querySelector("section.solve"), seen = [];
  const record = function () { seen.push(section.querySelector("li.current a").textContent); };
  record();
  section.querySelector("button.next").click(); record();
  document.dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowRight"})); record();
  document.dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowLeft"})); record();
  section.querySelectorAll("ol.steps a")[WANTED].click(); record();
  document.body.setAttribute("data-seen", JSON.stringify(seen));
}());
</script>
</body>"""


def browse(page, tmp_path, window: str = "1100,800") -> tuple[str, bytes]:
    """Open ``page`` (a URL) in headless Chromium: the DOM after its scripts ran, a screenshot."""
    shot = tmp_path / "screenshot.png"
    run = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                          "--disable-background-networking", "--disable-component-update",
                          "--disable-sync", f"--user-data-dir={tmp_path / 'profile'}",
                          f"--window-size={window}", f"--screenshot={shot}", "--dump-dom", page],
                         capture_output=True, text=True, timeout=120, check=True)
    return run.stdout, shot.read_bytes()


def is_png(data: bytes, window: str) -> bool:
    """Whether ``data`` is a PNG of the size of ``window`` (``"width,height"``)."""
    width, height = (int(side) for side in window.split(","))
    return data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR" and \
        (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) == (width, height)


@pytest.mark.skipif(BROWSER is None, reason="headless Chromium is not installed "
                    "(Debian: apt-get install chromium); the report is not checked in a browser")
def test_chromium_steps_through_the_report_and_draws_the_marks(tmp_path):
    board, result = solved(WINGED_PUZZLE)
    wanted = next(number for number, step in enumerate(result.steps, 1)
                  if step.strategy == "XY-Wing")
    wing = result.steps[wanted - 1]
    page = report.html_page("sudoku explain", [report.section(board, result, "winged")])
    path = tmp_path / "report.html"
    path.write_text(page.replace("</body>", MOVES.replace("WANTED", str(wanted))),
                    encoding="utf-8")
    window = "1100,800"
    dom, screenshot = browse(f"{path.as_uri()}#step-{wanted - 2}", tmp_path, window)

    seen = json.loads(re.search(r"data-seen=\"(.*?)\"", dom).group(1).replace("&quot;", '"'))
    assert [title.split(":")[0] for title in seen] == \
        [f"Step {n}" for n in (wanted - 2, wanted - 1, wanted, wanted - 1, wanted)]
    assert seen[-1] == f"Step {wanted}: XY-Wing"
    now = re.search(r'<div class="now"[^>]*>(.*?)</div>', dom, re.DOTALL).group(1)
    assert html.escape(wing.sentence(), quote=False) in now

    drawn = re.search(r'<div class="board">(<svg .*?</svg>)</div>', dom, re.DOTALL).group(1)
    root = ElementTree.fromstring(drawn)
    assert root.find(f"{SVG}title").text == f"Step {wanted}: XY-Wing"
    discs = {(float(c.get("cx")), float(c.get("cy"))): c.get("fill")
             for c in root.iter(f"{SVG}circle") if c.get("cy")}
    frame = Frame(board.layout, True)
    assert {mark.role for mark in wing.marks} == {"pivot", "wing"}
    for mark in wing.marks:  # each candidate of the wing on the colour of its role
        assert discs[frame.candidate(mark.cell.index, mark.digit)] == ROLE_COLOURS[mark.role]
    for cell, digit in wing.eliminations:
        assert discs[frame.candidate(cell.index, digit)] == COLOURS["struck disc"]
    # A screenshot of the viewer: a picture of a board, not a blank page.
    assert is_png(screenshot, window) and len(screenshot) > 40_000


#: top95 #64: its human solve takes contradiction forcing chains (see tests/strategies).
FORCED_PUZZLE = (
    "..7..8.....6.2.3...3......9.1..5..6.....1.....7.9....2........4.83..4...26....51.")


def test_a_forcing_step_shows_its_tree_folded_and_its_links_drawn():
    board, result = solved(FORCED_PUZZLE)
    page = report.html_page("sudoku explain", [report.section(board, result, "forced")])
    forcing = [number for number, step in enumerate(result.steps, 1) if step.tree()]
    assert forcing, "the solve took no forcing chain"
    drawn = pictures_of(page)
    for number in forcing:
        tree = result.steps[number - 1].tree()
        lines = len(tree.splitlines())
        assert (f"<summary>the {lines} lines of implications it rests on</summary>"
                f"<pre>{html.escape(tree)}</pre></details>") in page
        assert '<g class="link' in drawn[number]  # the picture of the step, the givens first
    assert page.count('<details class="tree">') == len(forcing)
