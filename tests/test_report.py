"""The step-by-step HTML report of ``sudoku explain --html``: a picture per step, and in a browser.

The browser test opens the report in headless Chromium, takes a screenshot, and
counts the pixels of the colours that only the pictures of steps use in
quantity; the same page without any puzzle is the baseline (its legend uses
the colours too). Without Chromium it is skipped, and says why.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import zlib
from collections import Counter

import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board, Solver
from sudoku.render import report
from sudoku.render.svg import COLOURS
from sudoku.strategies import HUMAN_CHAIN

BROWSER = next((p for p in map(shutil.which, ("chromium", "chromium-browser")) if p), None)


def explained(sudoku, tmp_path, *puzzles: str) -> tuple[int, str, str]:
    """Run ``explain --html`` on ``puzzles``; the exit code, the page and stderr."""
    page = tmp_path / "report.html"
    code, _, err = sudoku("explain", "--html", str(page), *puzzles)
    return code, page.read_text(encoding="utf-8"), err


def test_a_picture_for_every_step_with_its_sentence(sudoku, tmp_path):
    code, page, err = explained(sudoku, tmp_path, HARD_PUZZLE)
    board = Board.from_text(HARD_PUZZLE)
    result = Solver(HUMAN_CHAIN).solve(board)
    assert code == 0 and f"{len(result.steps) + 2} pictures" in err
    assert page.count("<svg ") == len(result.steps) + 2  # the givens, each step, the end
    for step in result.steps:
        assert step.sentence().replace("<", "&lt;").replace(">", "&gt;") in page


def test_each_picture_colours_its_step(sudoku, tmp_path):
    _, page, _ = explained(sudoku, tmp_path, HARD_PUZZLE)
    board = Board.from_text(HARD_PUZZLE)
    steps = Solver(HUMAN_CHAIN).solve(board).steps
    pictures = re.findall(r"<svg .*?</svg>", page, re.DOTALL)[1:-1]
    for step, picture in zip(steps, pictures, strict=True):
        assert picture.count('class="mark struck"') == len(step.eliminations), str(step)
        assert picture.count(f'fill="{COLOURS["placed"]}"') == len(step.placements)
        assert picture.count(f'fill="{COLOURS["pattern"]}"') == len(
            {c.index for c in step.cells} - {c.index for c, _ in step.placements})
    assert any(step.eliminations for step in steps)  # the struck candidates were shown


def test_the_page_needs_nothing_else(sudoku, tmp_path):
    puzzles = tmp_path / "two.txt"
    puzzles.write_text(f"{CLASSIC_PUZZLE}\n{HARD_PUZZLE}\n", encoding="utf-8")
    code, page, err = explained(sudoku, tmp_path, "-f", str(puzzles))
    assert code == 0 and "2 puzzles" in err and page.count("<section>") == 2
    outside = re.findall(r"(?:src|href)=|<script|<link|@import|url\(", page)
    assert outside == []
    assert set(re.findall(r"https?://[^\s\"']+", page)) == {"http://www.w3.org/2000/svg"}


def test_a_report_that_cannot_be_written_is_a_clear_error(sudoku, tmp_path):
    code, _, err = sudoku("explain", "--html", str(tmp_path / "no" / "such" / "dir.html"),
                          CLASSIC_PUZZLE)
    assert code == 2 and "cannot write the report" in err and "dir.html" in err


def test_the_section_leaves_the_board_where_the_solve_ended():
    board = Board.from_text(HARD_PUZZLE)
    result = Solver(HUMAN_CHAIN).solve(board)
    report.section(board, result, "hard")
    assert board.values() == result.grid


# --- in a browser ---------------------------------------------------------------------------

def png_pixels(data: bytes) -> Counter:
    """How many pixels of each colour ``#rrggbb`` an 8-bit RGB or RGBA PNG holds."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, offset = {}, 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        chunks.setdefault(kind, []).append(data[offset + 8:offset + 8 + length])
        offset += length + 12
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"][0])
    assert depth == 8 and colour in (2, 6) and interlace == 0
    size = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(b"".join(chunks[b"IDAT"])), width * size
    counts, previous = Counter(), bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - size] if i >= size else 0
            up, corner = previous[i], previous[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                nearest = min((abs(guess - left), 0, left), (abs(guess - up), 1, up),
                              (abs(guess - corner), 2, corner))[2]
                line[i] = (line[i] + nearest) & 255
        counts.update("#" + line[i:i + 3].hex() for i in range(0, stride, size))
        previous = line
    return counts


def screenshot(page, tmp_path, name: str) -> Counter:
    """Open ``page`` (a file) in headless Chromium, and count the colours of its screenshot."""
    shot = tmp_path / f"{name}.png"
    subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp_path / 'profile'}", "--window-size=800,1100",
                    f"--screenshot={shot}", page.as_uri()],
                   check=True, capture_output=True, timeout=120)
    return png_pixels(shot.read_bytes())


@pytest.mark.skipif(BROWSER is None, reason="headless Chromium is not installed "
                    "(Debian: apt-get install chromium); the report is not checked in a browser")
def test_chromium_draws_the_pictures(sudoku, tmp_path):
    code, _, _ = sudoku("explain", "--html", str(tmp_path / "report.html"), HARD_PUZZLE)
    empty = tmp_path / "empty.html"
    empty.write_text(report.html_page("sudoku explain", []), encoding="utf-8")
    drawn, legend = (screenshot(tmp_path / "report.html", tmp_path, "report"),
                     screenshot(empty, tmp_path, "empty"))
    assert drawn[COLOURS["container"]] > legend[COLOURS["container"]] + 4000  # 8 cells of ~900 px
    assert drawn[COLOURS["placed"]] > legend[COLOURS["placed"]] + 500  # one cell, its digit on it
    assert drawn["#000000"] > legend["#000000"] + 5000  # the thick lines of the grids
