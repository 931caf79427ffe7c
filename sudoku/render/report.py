"""The step-by-step HTML report: a picture of the board for every step, and its sentence.

The page is one file that needs nothing else: its pictures are inline SVG, its
style sits in the page, and it loads no script, font or image, so it opens in
any browser without a network. Each step shows the board as it was *before*
the step, with the containers of the pattern in blue, its cells in yellow, the
digit it places in green and the candidates it strikes out in red; the
sentence of the step is beside the picture.

Examples:
    >>> from sudoku import Board, Solver
    >>> from sudoku.strategies import HUMAN_CHAIN
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> result = Solver(HUMAN_CHAIN).solve(board)
    >>> page = html_page("Explained", [section(board, result, "The classic puzzle")])
    >>> page.startswith("<!DOCTYPE html>"), page.count("<svg "), len(result.steps)  # + start, end
    (True, 53, 51)
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from sudoku.board import Board
from sudoku.render.svg import COLOURS, Highlight, svg
from sudoku.solver import Result
from sudoku.step import Step

STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; color: #111; }
.step { display: flex; gap: 1.5em; align-items: center; padding: 1em 0;
        border-top: 1px solid #ddd; }
.step svg { flex: none; }
.step h3 { margin: 0 0 .4em 0; font-size: 1.05em; }
.step p { margin: 0; }
.guess { color: #92400e; }
.legend span { display: inline-block; padding: .1em .6em; margin: 0 .4em .4em 0;
               border: 1px solid #ccc; }
"""
"""The page's own style: the picture beside the sentence, a rule between steps."""


def section(board: Board, result: Result, heading: str,
            difficulty: dict[str, tuple[float, str]] | None = None) -> str:
    """The report of one solve: the givens, a picture per step, and the grid it ended on.

    The board is the one the solve ran on; it is reset to its givens and the
    steps are replayed on it, so it ends as the solve left it.

    Args:
        board: the board of the solve.
        result: what [`Solver.solve`][sudoku.solver.Solver.solve] returned for it.
        heading: the title of the section, such as the puzzle's line.
        difficulty: for a strategy name, its number and level, shown beside its name.
    """
    difficulty = difficulty or {}
    board.reset()
    givens = board.values()
    parts = [f"<section><h2>{escape(heading)}</h2>",
             _figure(board, "The givens", "", givens)]
    open_guesses = 0
    for number, step in enumerate(result.steps, 1):
        name = step.strategy + (" ({}, {})".format(*difficulty[step.strategy])
                                if step.strategy in difficulty else "")
        note = "guess: " if step.is_guess else "under a guess: " if open_guesses else ""
        parts.append(_figure(board, f"Step {number}: {name}", note + step.sentence(
            board.layout.symbol), givens, step, guess=bool(step.is_guess or open_guesses)))
        step.apply(board)
        open_guesses += step.is_guess
    parts.append(_figure(board, "The end" if result.is_solved else f"Where it ended: "
                         f"{result.status.replace('_', ' ')}", "", givens))
    return "\n".join(parts + ["</section>"])


def html_page(title: str, sections: Iterable[str], summary: str = "") -> str:
    """One standalone HTML page holding ``sections`` under ``title``."""
    legend = "".join(f'<span style="background:{COLOURS[key]}">{label}</span>' for key, label in (
        ("container", "containers of the pattern"), ("pattern", "cells of the pattern"),
        ("placed", "placed digit")))
    legend += (f'<span style="color:{COLOURS["struck"]}">struck candidate</span>')
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        f"<title>{escape(title)}</title>", f"<style>{STYLE}</style>", "</head>", "<body>",
        f"<h1>{escape(title)}</h1>", f"<p>{escape(summary)}</p>" if summary else "",
        f'<p class="legend">{legend}</p>', *sections, "</body>", "</html>", ""])


def highlight(step: Step) -> Highlight:
    """The colours of ``step``: its containers, its cells, what it places and strikes out."""
    return Highlight(
        containers=frozenset(cell.index for k in step.containers for cell in k.cells),
        cells=frozenset(cell.index for cell in step.cells),
        placed=tuple((cell.index, digit) for cell, digit in step.placements),
        struck=tuple((cell.index, digit) for cell, digit in step.eliminations))


def _figure(board: Board, heading: str, sentence: str, givens: list[int],
            step: Step | None = None, guess: bool = False) -> str:
    """The board as it is now, coloured by ``step`` if any, beside its heading and sentence."""
    candidates = [board.candidates(cell) for cell in board.cells]
    picture = svg(board.layout, board.values(), givens, title=heading, candidates=candidates,
                  highlight=highlight(step) if step else None)
    opening = '<p class="guess">' if guess else "<p>"
    words = f"{opening}{escape(sentence)}</p>" if sentence else ""
    return f'<div class="step">{picture}<div><h3>{escape(heading)}</h3>{words}</div></div>'
