"""A player's moves, for a hint: the position they make, and those the solution disagrees with.

TL;DR: a player's position is the puzzle's givens and the digits the player
wrote ([`position`][sudoku.hint_moves.position] builds it from two grids). A
hint from a broken position would mislead, so the moves are first checked
against the puzzle's one solution
([`wrong_moves`][sudoku.hint_moves.wrong_moves]); a wrong one is a digit the
solution does not have there, or the solution's digit struck out, and the hint
tells of them instead ([`wrong_lines`][sudoku.hint_moves.wrong_lines]).

Role: the player's side of ``sudoku.hint``. See the docs page *Reference / Hint*.
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku.board import Board, find_clash
from sudoku.errors import SudokuError
from sudoku.hint_words import in_words, spoken
from sudoku.layout import CLASSIC, Layout
from sudoku.step import Step


def wrong_moves(board: Board, solution: Sequence[int]) -> list[Step]:
    """The player's moves on ``board`` that disagree with ``solution``, one step per cell.

    A move is wrong when it places a digit the solution does not have there, or
    strikes out the solution's digit. The givens are not moves.
    """
    wrong = []
    for cell in board.cells:
        right = solution[cell.index]
        placed = ((cell, cell.digit),) if cell.digit not in (0, right) else ()
        struck = ((cell, right),) if cell.is_eliminated(right) else ()
        if placed or struck:
            wrong.append(Step("wrong", placed, struck, cells=(cell,), containers=cell.containers[:1]))
    return wrong


def wrong_lines(board: Board, wrong: list[Step], detail: int) -> tuple[str, ...]:
    """What to tell a player whose ``wrong`` moves are on ``board``, at ``detail``."""
    placed = sum(bool(step.placements) for step in wrong)
    struck = sum(bool(step.eliminations) for step in wrong)
    counts = []
    if placed:
        counts.append(f"{_count(placed, 'digit', 'you placed')} wrong")
    if struck:
        counts.append(f"{_count(struck, 'candidate', 'struck out')} the solution's digit")
    containers = dict.fromkeys(container for step in wrong for container in step.containers)
    lines = ("; ".join(counts), f"look in {in_words(containers)}",
             f"take back {spoken(step.results(board.layout.symbol) for step in wrong)}")
    return lines[:detail]


def position(givens: Sequence[int], placed: Sequence[int], layout: Layout = CLASSIC) -> Board:
    """A player's position: a board with the puzzle's ``givens`` and the digits of ``placed``.

    Args:
        givens: the puzzle, one int per cell, ``0`` for empty.
        placed: the player's grid: the givens and the digits the player wrote.
        layout: the shape of both.

    Raises:
        SudokuError: when ``placed`` does not fit the layout, leaves out or
            changes a given (naming the cell), or holds a digit twice in a
            container (naming the digit, the container and both cells).

    Examples:
        >>> from sudoku import parse
        >>> from sudoku.hint import hint
        >>> puzzle = parse("53..7....6..195....98....6.8...6...34..8.3..17...2..."
        ...                "6.6....28....419..5....8..79")
        >>> print(hint(position(puzzle, [5, 3, 2] + puzzle[3:]), detail=3))
        1 digit you placed is wrong
        look in row 1
        take back r1c3=2
    """
    board = Board(layout, givens)
    if len(placed) != len(board.cells):
        raise SudokuError(f"the {layout.name} layout has {len(board.cells)} cells, "
                          f"the position gives {len(placed)}")
    symbol = layout.symbol
    for cell, digit in zip(board.cells, placed):
        if digit != 0 and not board.is_digit(digit):
            raise SudokuError(f"{digit!r} at {cell.name} is not a digit of the {layout.name} layout")
        if cell.digit and digit != cell.digit:
            has = f"has {symbol(digit)} there" if digit else "leaves it empty"
            raise SudokuError(f"the puzzle gives {symbol(cell.digit)} at {cell.name}, "
                              f"the position {has}")
    clash = find_clash(layout, placed)
    if clash is not None:
        digit, container, first, second = clash
        raise SudokuError(f"{symbol(digit)} is twice in {container}: at {first} and {second}")
    for cell, digit in zip(board.cells, placed):
        if digit and not cell.digit:
            board.place(cell, digit)
    return board


def _count(number: int, noun: str, which: str) -> str:
    """``"1 digit you placed is"``, ``"2 digits you placed are"``."""
    return f"{number} {noun}{'s' * (number != 1)} {which} {'is' if number == 1 else 'are'}"
