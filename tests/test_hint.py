"""``sudoku hint`` and ``sudoku.hint``: the human chain's next step, told at three levels.

Every hint is held to what ``Solver`` with the human chain does from the same
position, and every step it leads to is held to the puzzle's solution.
"""

from __future__ import annotations

import re

import broken_strategies
import pytest
from checker import is_solution
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board, Solver, format_line, parse
from sudoku.errors import SudokuError
from sudoku.hint import hint, nudge, position
from sudoku.rating import human_chain
from sudoku.strategies import HUMAN_CHAIN, ForcingChain, HiddenSingle, Strategy, link

INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
"""No technique of the human chain applies to it but the forcing chains, its last resort."""

WITHOUT_FORCING = tuple(s for s in HUMAN_CHAIN if not isinstance(s, ForcingChain))
"""The human chain without the forcing chains: it is stuck on Inkala's puzzle."""

NO_SOLUTION = "38........1.4..785..9.2.3...6..9....8..3.2..9....4..7...1.7.5..495..6..........92"

CASES = [  # (puzzle, steps of the human solve to play first, the technique of the next step)
    ("..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56", 0,
     "pointing"),
    ("..8.9.1...6.5...2......6....3.1.7.5.........9..4...3...5....2...7...3.8.2..7....4", 2,
     "naked pair"),
    ("....7..2.8.......6.1.2.5...9.54....8.........3....85.1...3.2.8.4.......9.7..6....", 6,
     "X-Wing"),
    ("....7..8...6...5...2...3.61.1...7..2..8..534.2..9.......2......58...6.3.4...1....", 13,
     "XY-Wing"),
    ("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..", 1,
     "finned Swordfish"),
    ("53..2.9...24.3..5...9..........1.827...7.........981.............64....91.2.5.43.", 6,
     "unique rectangle type 4"),
    ("9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9.", 1,
     "nice loop"),
]
WHERE = re.compile(r"r\d+c\d+|\b(row|column|box) \d+")
GROUP = re.compile(r"\b(row|column|boxe?)s? ((?:\d+(?:, | and ))*\d+)")
"""Containers in a hint's words: ``rows 2, 5 and 8``, ``box 3``."""


def solution(puzzle: str) -> list[int]:
    """The solution, by the model solver (the hint uses the fast one)."""
    return Solver().solve(Board.from_text(puzzle)).grid


def played(puzzle: str, moves: int) -> tuple[Board, list]:
    """The board after the first ``moves`` steps of the human solve, and the solve's first
    ``moves + 1`` steps (the last the one the chain takes next; the rest of the solve, which
    may take forcing chains, is not needed)."""
    board = Board.from_text(puzzle)
    chain, steps = link(human_chain(board)), []
    while len(steps) <= moves and (step := chain.handle(board)) is not None:
        step.apply(board)
        steps.append(step)
    board.reset()
    for step in steps[:moves]:
        step.apply(board)
    return board, steps


def holds(step, right: list[int]) -> bool:
    """Whether ``step`` agrees with the solution ``right``: right digits, no right one struck."""
    return (all(right[cell.index] == digit for cell, digit in step.placements)
            and all(right[cell.index] != digit for cell, digit in step.eliminations))


@pytest.mark.parametrize(("puzzle", "moves", "technique"), CASES, ids=[c[2] for c in CASES])
def test_each_detail_words_the_step_the_human_chain_takes(puzzle, moves, technique):
    board, steps = played(puzzle, moves)
    before = (board.values(), [sorted(board.candidates(cell)) for cell in board.cells])
    first, second, third = (hint(board, detail) for detail in (1, 2, 3))
    expected = steps[moves]
    assert third.step.sentence() == expected.sentence() and third.strategy.name == technique
    strategy = third.strategy
    said = nudge(strategy)
    assert first.lines == (f"{technique} ({strategy.difficulty}, {strategy.level}): {said}",)
    assert not WHERE.search(first.text), "detail 1 must not say where"
    assert second.lines[0] == first.lines[0] and len(second.lines) == 2
    named = {f"{kind.removesuffix('e')} {number}" for kind, numbers in GROUP.findall(second.lines[1])
             for number in re.findall(r"\d+", numbers)}
    assert named == {container.name for container in expected.containers}
    placed = {cell for cell, _ in expected.placements}
    assert all(cell.name in second.lines[1] for cell in expected.cells if cell not in placed)
    assert "=" not in second.lines[1] and "<>" not in second.lines[1]
    assert third.lines == (*second.lines, expected.sentence())
    assert holds(third.step, solution(puzzle))
    assert before == (board.values(), [sorted(board.candidates(cell)) for cell in board.cells])


def test_the_uniqueness_strategies_are_on_for_a_puzzle_with_one_solution():
    puzzle, moves, _ = CASES[5]
    board, _ = played(puzzle, moves)
    given = hint(board)
    assert given.strategy.requires_uniqueness
    without = link(HUMAN_CHAIN).handle(board)      # the uniqueness strategies left off
    assert without is None or without.strategy != given.step.strategy


@pytest.mark.parametrize("moves", [0, 5, 20, 40])
def test_from_a_players_grid_partway_through(moves):
    board, _ = played(CLASSIC_PUZZLE, moves)
    player = position(parse(CLASSIC_PUZZLE), board.values())
    given = hint(player, 3)
    assert given.step.sentence() == Solver(human_chain(player)).solve(player).steps[0].sentence()
    assert holds(given.step, solution(CLASSIC_PUZZLE))


@pytest.mark.parametrize("puzzle", [
    CLASSIC_PUZZLE, HARD_PUZZLE, CASES[3][0],
    pytest.param(CASES[6][0], marks=pytest.mark.slow, id="forcing chains")])  # 60 hints, 7 s
def test_following_the_hints_never_strays_from_the_solution(puzzle):
    board, right, count = Board.from_text(puzzle), solution(puzzle), 0
    while (given := hint(board, 3)).status == "hint":
        assert holds(given.step, right), given.text
        assert not WHERE.search(given.lines[0]), given.text
        given.step.apply(board)
        count += 1
    assert given.status in ("complete", "stuck") and count > 0
    if given.status == "complete":
        assert is_solution(board.values(), parse(puzzle))


def test_a_wrong_digit_is_reported_instead_of_a_hint():
    right = solution(CLASSIC_PUZZLE)
    grid = parse(CLASSIC_PUZZLE)
    grid[2] = 2                                    # r1c3 is 4 in the solution
    grid[78] = right[78]                           # r9c7, right
    board = position(parse(CLASSIC_PUZZLE), grid)
    levels = [hint(board, detail) for detail in (1, 2, 3)]
    assert {level.status for level in levels} == {"wrong"} and levels[0].wrong == ("r1c3=2",)
    assert [level.lines for level in levels] == [
        ("1 digit you placed is wrong",),
        ("1 digit you placed is wrong", "look in row 1"),
        ("1 digit you placed is wrong", "look in row 1", "take back r1c3=2")]
    assert all(level.step is None for level in levels)


def test_several_wrong_digits_and_a_struck_right_candidate():
    board = Board.from_text(CLASSIC_PUZZLE)
    board.place(board.cell("r1c3"), 1)             # 4 in the solution
    board.place(board.cell("r5c5"), 5)             # right
    board.place(board.cell("r9c1"), 1)             # 3 in the solution
    board.eliminate(board.cell("r2c2"), 7)         # r2c2 is 7
    assert hint(board, 3).lines == (
        "2 digits you placed are wrong; 1 candidate struck out is the solution's digit",
        "look in rows 1, 2 and 9", "take back r1c3=1, r2c2<>7 and r9c1=1")


@pytest.mark.parametrize(("puzzle", "status"), [
    (INKALA, "stuck"), (NO_SOLUTION, "no_solution"), ("." * 81, "multiple_solutions"),
    (format_line(solution(CLASSIC_PUZZLE)), "complete")])
def test_when_there_is_no_hint_it_says_why(puzzle, status):
    given = hint(Board.from_text(puzzle), 3, WITHOUT_FORCING if status == "stuck" else None)
    assert given.status == status and given.step is None and len(given.lines) == 1


@pytest.mark.parametrize(("change", "message"), [
    ({0: 6}, "the puzzle gives 5 at r1c1, the position has 6 there"),
    ({0: 0}, "the puzzle gives 5 at r1c1, the position leaves it empty"),
    ({2: 5}, "5 is twice in row 1: at r1c1 and r1c3"),
    ({18: 9}, "9 is twice in row 3: at r3c1 and r3c2"),
    ({29: 2, 38: 2}, "2 is twice in column 3: at r4c3 and r5c3")])
def test_a_bad_players_grid_is_refused_naming_where(change, message):
    grid = parse(CLASSIC_PUZZLE)
    for index, digit in change.items():
        grid[index] = digit
    with pytest.raises(SudokuError, match=f"^{re.escape(message)}$"):
        position(parse(CLASSIC_PUZZLE), grid)
    with pytest.raises(SudokuError, match="has 81 cells, the position gives 80"):
        position(parse(CLASSIC_PUZZLE), grid[:80])


@pytest.mark.parametrize("strategy", HUMAN_CHAIN, ids=[s.name for s in HUMAN_CHAIN])
def test_every_technique_nudges_in_one_line_that_says_what_not_where(strategy):
    said = nudge(strategy)
    assert said and "\n" not in said and said[0].islower() and not said.endswith(".")
    assert not WHERE.search(said), f"the nudge of {strategy.name} says where: {said}"


def test_details_are_1_to_3():
    with pytest.raises(SudokuError, match="1, 2 or 3"):
        hint(Board.from_text(CLASSIC_PUZZLE), 4)


# --- the command ---------------------------------------------------------------------------

def test_the_command_prints_the_library_hint_at_each_detail(sudoku):
    board = Board.from_text(CASES[3][0])
    for detail in (1, 2, 3):
        code, out, err = sudoku("hint", "--detail", str(detail), CASES[3][0])
        assert (code, out, err) == (0, hint(board, detail).text + "\n", "")


def test_the_command_hints_from_the_players_grid_and_reads_standard_input(sudoku):
    board, steps = played(CLASSIC_PUZZLE, 30)
    code, out, _ = sudoku("hint", "--detail", "3", "--placed", format_line(board.values()), "-",
                          stdin=f"{CLASSIC_PUZZLE}\n".encode())
    # The classic puzzle needs singles only, so its path has no struck candidates to lose.
    assert code == 0 and out.splitlines()[-1] == steps[30].sentence()


@pytest.mark.parametrize(("puzzle", "placed", "code", "first_line"), [
    (INKALA, None, 0, "dynamic contradiction forcing chain (8.8, diabolical): "),  # no stuck
    (NO_SOLUTION, None, 1, "no solution: the givens admit none"),
    ("." * 81, None, 1, "several solutions: the givens admit more than one"),
    (CLASSIC_PUZZLE, format_line(solution(CLASSIC_PUZZLE)), 0, "the puzzle is complete"),
    (CLASSIC_PUZZLE, "532" + CLASSIC_PUZZLE[3:], 1, "1 digit you placed is wrong")])
def test_the_command_exits_1_when_no_hint_can_be_given(sudoku, puzzle, placed, code, first_line):
    args = ["hint", puzzle] + (["--placed", placed] if placed else [])
    got, out, err = sudoku(*args)
    assert (got, err) == (code, "") and out.startswith(first_line)


@pytest.mark.parametrize(("args", "message"), [
    (["--placed", CLASSIC_PUZZLE[:80]], "sudoku: invalid position: expected 81 cells, got 80"),
    (["--placed", "55" + CLASSIC_PUZZLE[2:]],
     "sudoku: invalid position: the puzzle gives 3 at r1c2, the position has 5 there"),
    (["--placed", CLASSIC_PUZZLE[:72] + "44" + CLASSIC_PUZZLE[74:]],
     "sudoku: invalid position: 4 is twice in row 9: at r9c1 and r9c2"),
    (["--detail", "3", CLASSIC_PUZZLE[:80]], "sudoku: invalid puzzle: expected 81 cells, got 80"),
    (["-f", "docs/puzzles.txt"], "sudoku: error: hint takes one puzzle; docs/puzzles.txt holds more than one")])
def test_bad_input_is_named_with_exit_code_2(sudoku, args, message):
    if "--placed" in args:
        args = [CLASSIC_PUZZLE, *args]
    code, out, err = sudoku("hint", *args)
    assert (code, out) == (2, "") and err.startswith(message)


def test_a_bad_puzzle_in_a_file_is_named_by_its_line(sudoku, tmp_path):
    path = tmp_path / "one.txt"
    path.write_text(f"# one puzzle, its last digit a clash\n\n{CLASSIC_PUZZLE[:80]}3\n")
    code, out, err = sudoku("hint", "-f", str(path))
    assert (code, out) == (2, "") and err.startswith("sudoku: invalid puzzle: line 3: 3 is given")


def test_a_strategy_without_a_nudge_is_nudged_with_its_description():
    class Lonely(HiddenSingle):
        name = "lonely digit"
        description = "Look for a digit that fits one cell of a container. It goes there."
        nudge = Strategy.nudge  # none of its own, as a plug-in might leave it

    given = hint(Board.from_text(CLASSIC_PUZZLE), 1, strategies=[Lonely()])
    said = "look for a digit that fits one cell of a container"
    assert given.lines == (f"lonely digit (1.2, easy): {said}",)


def test_a_wrong_step_is_never_given_as_a_hint():
    """The hint knows the solution: a step of a strategy of one's own that breaks it is refused."""
    with pytest.raises(SudokuError, match="a strategy of the chain gave a step that is wrong or "
                                          "changes nothing, which no hint repeats: r1c3<>4: "
                                          "subtle liar, it lies"):
        hint(Board.from_text(CLASSIC_PUZZLE), 3, [broken_strategies.Liar(), *HUMAN_CHAIN])


@pytest.mark.parametrize("args, message", [
    (("53..",), "hint needs a Board"),
    ((None, 1.0), "the detail of a hint is 1, 2 or 3, not 1.0"),
])
def test_hint_refuses_what_is_no_board_or_detail(args, message):
    board = Board.from_text(CLASSIC_PUZZLE)
    with pytest.raises(SudokuError, match=message):
        hint(*[board if each is None else each for each in args])


def test_a_broken_strategy_is_named_by_hint_as_by_the_solver():
    board = Board.from_text(CLASSIC_PUZZLE)
    with pytest.raises(SudokuError, match="the strategy 'buggy' failed in find: KeyError"):
        hint(board, 3, [broken_strategies.Raises(), *HUMAN_CHAIN])
    with pytest.raises(SudokuError, match="gave a step that is wrong or changes nothing"):
        hint(board, 3, [broken_strategies.Idle(), *HUMAN_CHAIN])
