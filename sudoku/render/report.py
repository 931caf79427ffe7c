"""The step-by-step HTML report: one board, stepped through with previous and next.

The page is one file that needs nothing else: its pictures are SVG, its style
and its small script sit in the page, and it loads no font or image, so it
opens in any browser without a network. Each solve is one board beside the
list of its steps: the buttons, the left and right arrow keys, or a click on a
step move the board to the position *before* that step, with the containers
of the pattern in blue, its cells in yellow, the digit it places on green, the
candidates it strikes out crossed on red, the candidates of the pattern on the
colours of their roles and its links as arrows. The address follows the
board: ``report.html#step-5`` opens on step 5 (``#puzzle-2-step-5`` in the
second solve of a page).

The pictures of one solve differ in a few lines from one step to the next, so
the page keeps each distinct line of SVG once and each picture as runs of line
numbers (see [`SharedLines`][sudoku.render.report.SharedLines]); the script
puts the lines of the picture asked for together. Without a script the page
still shows the givens and every step's sentence.

See the docs page *Command line*, section ``sudoku explain``.

Examples:
    >>> from sudoku import Board, Solver
    >>> from sudoku.strategies import HUMAN_CHAIN
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> result = Solver(HUMAN_CHAIN).solve(board)
    >>> page = html_page("Explained", [section(board, result, "The classic puzzle")])
    >>> page.startswith("<!DOCTYPE html>"), pictures(page), len(result.steps)  # + start, end
    (True, 53, 51)
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from html import escape
from importlib import resources

from sudoku.board import Board
from sudoku.render.svg import svg
from sudoku.render.svg_marks import Highlight
from sudoku.solver import Result
from sudoku.step import Step

STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5em auto; max-width: 72em; color: #111;
       padding: 0 1em; }
.viewer { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
.board svg { max-width: 100%; height: auto; display: block; }
.panel { flex: 1 1 22em; min-width: 18em; }
.controls { display: flex; gap: .6em; align-items: center; margin: 0 0 .6em 0; }
.controls button { font: inherit; padding: .3em .9em; cursor: pointer; }
.now h3 { margin: 0 0 .4em 0; font-size: 1.1em; }
.now p { margin: 0 0 .8em 0; }
.steps { position: relative; max-height: 32em; overflow-y: auto; margin: 0; padding: .4em 0;
         border: 1px solid #ddd; list-style: none; }
.steps li { padding: .35em .8em; border-left: 4px solid transparent; }
.steps li.current { background: #eef2ff; border-left-color: #3730a3; }
.steps a { color: inherit; font-weight: 600; text-decoration: none; }
.steps a:hover { text-decoration: underline; }
.guess, .guess a { color: #92400e; }
.hint { color: #555; font-size: .9em; }
.tree pre { font-size: .85em; overflow-x: auto; margin: .3em 0; }
.tree summary { cursor: pointer; color: #3730a3; font-size: .9em; }
"""
"""The page's own style: the board beside its panel of controls, sentence and list of steps."""

CONTROLS = ('<p class="controls" hidden><button type="button" class="previous">&larr; previous'
            '</button><span class="position"></span><button type="button" class="next">next '
            '&rarr;</button></p>')
"""The buttons of a viewer, hidden until the script shows them (without it they do nothing)."""

HINT = ('<p class="hint" hidden>The arrow keys go to the previous and next step; a click on a '
        "step goes to it.</p>")
"""What the keys and the list do, said once the script is there to do it."""

SCRIPT = resources.files("sudoku.render").joinpath("viewer.js").read_text(encoding="utf-8")
"""The viewer's script (``sudoku/render/viewer.js``): it draws the picture of the step asked for
and follows the buttons, the arrow keys, the list and the address."""


def section(board: Board, result: Result, heading: str,
            difficulty: dict[str, tuple[float, str]] | None = None, start: int = 0) -> str:
    """The report of one solve: a board to step through, and the list of its steps.

    The board is the one the solve ran on; it is taken back to where the solve
    began and the steps are replayed on it, so it ends as the solve left it.

    Args:
        board: the board of the solve.
        result: what [`Solver.solve`][sudoku.solver.Solver.solve] returned for it.
        heading: the title of the section, such as the puzzle's line.
        difficulty: for a strategy name, its number and level, shown beside its name.
        start: the board's [`mark`][sudoku.board.Board.mark] when the solve began: 0
            for a puzzle, more for a position whose placed digits and struck
            candidates are moves on the board.
    """
    difficulty = difficulty or {}
    board.undo_to(start)
    givens = board.values()
    symbol = board.layout.symbol
    entries = [("The givens", "", False, "")]
    first = _picture(board, "The givens", givens)
    pictures = SharedLines()
    pictures.add(first)
    open_guesses = 0
    for number, step in enumerate(result.steps, 1):
        name = step.strategy + (" ({}, {})".format(*difficulty[step.strategy])
                                if step.strategy in difficulty else "")
        note = "guess: " if step.is_guess else "under a guess: " if open_guesses else ""
        title = f"Step {number}: {name}"
        pictures.add(_picture(board, title, givens, step))
        tree = step.tree()  # a forcing chain's implications; empty for the others
        entries.append((title, note + step.sentence(symbol), bool(step.is_guess or open_guesses),
                        tree))
        step.apply(board)
        open_guesses += step.is_guess
    ending = "The end" if result.is_solved else \
        f"Where it ended: {result.status.replace('_', ' ')}"
    pictures.add(_picture(board, ending, givens))
    entries.append((ending, "", False, ""))
    return _viewer(heading, first, pictures, entries)


def html_page(title: str, sections: Iterable[str], summary: str = "") -> str:
    """One standalone HTML page holding ``sections`` under ``title``, with the viewer's script."""
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title>", f"<style>{STYLE}</style>", "</head>", "<body>",
        f"<h1>{escape(title)}</h1>", f"<p>{escape(summary)}</p>" if summary else "",
        *sections, f"<script>{SCRIPT}</script>", "</body>", "</html>", ""])


def pictures(page: str) -> int:
    """How many pictures the viewers of ``page`` can show: each step's, the givens and the end."""
    return sum(int(count) for count in re.findall(r'<section class="solve" data-pictures="(\d+)"',
                                                  page))


def highlight(step: Step) -> Highlight:
    """The colours of ``step``: its containers and cells, what it places and strikes out, the
    roles of its candidates and its links."""
    return Highlight(
        containers=frozenset(cell.index for k in step.containers for cell in k.cells),
        cells=frozenset(cell.index for cell in step.cells),
        placed=tuple((cell.index, digit) for cell, digit in step.placements),
        struck=tuple((cell.index, digit) for cell, digit in step.eliminations),
        marks=tuple((mark.cell.index, mark.digit, mark.role) for mark in step.marks),
        links=tuple((link.source[0].index, link.source[1], link.target[0].index,
                     link.target[1], link.is_strong) for link in step.links))


class SharedLines:
    """Documents kept as the distinct lines they share, each document as runs of those lines.

    The pictures of one solve differ in a few lines from one step to the next,
    so this keeps a long solve small, and never holds more than one picture whole.

    Attributes:
        lines: the distinct lines, in the order they first came.
        runs: for each document, a flat list ``[first, count, first, count, ...]``:
            the document is lines ``first`` to ``first + count - 1``, run after run,
            joined by newlines.

    Examples:
        >>> shared = SharedLines()
        >>> shared.add("a\\nb\\nc"); shared.add("a\\nc\\nd")
        >>> shared.lines, shared.runs
        (['a', 'b', 'c', 'd'], [[0, 3], [0, 1, 2, 2]])
    """

    def __init__(self):
        self._numbers: dict[str, int] = {}
        self.runs: list[list[int]] = []

    @property
    def lines(self) -> list[str]:
        """The distinct lines, in the order they first came."""
        return list(self._numbers)

    def add(self, document: str) -> None:
        """Keep ``document``: its new lines, and the runs of lines it is made of."""
        numbers, found = self._numbers, []
        for line in document.splitlines():
            number = numbers.setdefault(line, len(numbers))
            if found and found[-2] + found[-1] == number:
                found[-1] += 1
            else:
                found += [number, 1]
        self.runs.append(found)


def _picture(board: Board, title: str, givens: list[int], step: Step | None = None) -> str:
    """The board as it is now, coloured by ``step`` if any."""
    candidates = [board.candidates(cell) for cell in board.cells]
    return svg(board.layout, board.values(), givens, title=title, candidates=candidates,
               highlight=highlight(step) if step else None)


def _viewer(heading: str, first: str, pictures: SharedLines,
            entries: list[tuple[str, str, bool, str]]) -> str:
    """A solve's section: its first picture, the list of its steps and the data of its pictures.

    Each entry is a step's title, sentence, whether it rests on a guess, and its tree of
    implications (a forcing chain's; empty for the others), which the list shows folded.
    """
    data = json.dumps({"lines": pictures.lines, "pictures": pictures.runs}, separators=(",", ":"))
    data = data.replace("</", "<\\/").replace("<!--", "<\\u0021--")  # safe inside <script>
    items = []
    for index, (title, sentence, guess, tree) in enumerate(entries):
        words = f'<br><span class="sentence">{escape(sentence)}</span>' if sentence else ""
        if tree:
            words += (f'<details class="tree"><summary>the {len(tree.splitlines())} lines of '
                      f"implications it rests on</summary><pre>{escape(tree)}</pre></details>")
        kind = ' class="guess"' if guess else ""
        items.append(f'<li{kind}><a href="#step-{index}">{escape(title)}</a>{words}</li>')
    return "\n".join([
        f'<section class="solve" data-pictures="{len(pictures.runs)}">',
        f"<h2>{escape(heading)}</h2>", '<div class="viewer">',
        f'<div class="board">{first.strip()}</div>',
        '<div class="panel">',
        CONTROLS, '<div class="now" aria-live="polite"></div>', HINT,
        f'<ol class="steps">{"".join(items)}</ol>', "</div>", "</div>",
        f'<script type="application/json" class="pictures">{data}</script>', "</section>"])
