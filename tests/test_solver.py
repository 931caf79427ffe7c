"""The solver: answers checked against the rules, steps checked against the solution.

No solution is stored here. Every grid the solver returns goes to the
independent checker (``tests/checker.py``), and the puzzles without a solution
are built by hand and proven unsolvable by the checker's own backtracking.
"""

from __future__ import annotations

import functools
import re

import broken_strategies
import checker
import pytest
from conftest import CLASSIC_PUZZLE, GUESSING_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES

from sudoku import (
    FAST_CHAIN,
    NO_SOLUTION,
    SOLVED,
    STUCK,
    Board,
    Guess,
    HiddenSingle,
    NakedSingle,
    Solver,
    SudokuError,
    format_line,
)
from sudoku.layout import CLASSIC
from sudoku.strategies import chain_for, link

SENTENCE = re.compile(r"^r[1-9]c[1-9](=|<>)[1-9](, r[1-9]c[1-9](=|<>)[1-9])*: [a-z ]+, \S.*$")


def givens_of(text: str) -> list[int]:
    return checker.parse_line(text)


def the_solution(text: str) -> list[int]:
    """The one solution of a puzzle, found by the checker (which also proves it unique)."""
    found = _first_two(text)
    assert len(found) == 1, "the test needs a puzzle with exactly one solution"
    return list(found[0])


@functools.cache
def _first_two(text: str) -> tuple[tuple[int, ...], ...]:
    found = []
    for solution in checker.solutions(givens_of(text)):
        found.append(tuple(solution))
        if len(found) == 2:
            break
    return tuple(found)


def state(board: Board) -> tuple:
    """The public state of a board that a solve or a count must leave as it found it."""
    return (board.values(),
            [frozenset(board.candidates(cell)) for cell in board.cells],
            [frozenset(cell.eliminated) for cell in board.cells],
            set(board.forced_cells), set(board.lone_places),
            set(board.dead_cells), set(board.dead_places))


def steps_before_the_first_guess(steps):
    for step in steps:
        if step.is_guess:
            return
        yield step


def unit_named(name: str) -> list[int]:
    return dict(checker.units())[name]


# -- puzzles built to have no solution ---------------------------------------------------------


def dead_cell_puzzle() -> tuple[list[int], int]:
    """A puzzle with no clash where r1c1 has no candidate at all; and that cell's index.

    Start from a solution, empty r1c1 (digit s), write s into r1c5 instead of its
    own digit t, and empty the cells that held s in column 5 and box 2 so s
    clashes nowhere. Row 1 now misses only t, column 1 misses only s: r1c1 can
    take neither. Cells outside r1c1's row, column and box are emptied too, so
    the puzzle is a puzzle and not a full grid.
    """
    grid = the_solution(CLASSIC_PUZZLE)
    s = grid[0]
    grid[0], grid[4] = 0, s
    for index in checker.columns()[4] + checker.boxes()[1]:
        if index != 4 and grid[index] == s:
            grid[index] = 0
    for index in range(81):
        if index not in checker.peers(0) and index % 4 == 1:
            grid[index] = 0
    return grid, 0


def wrong_given_puzzle() -> list[int]:
    """A puzzle with no clash, on which the singles find no contradiction, yet with no solution.

    Give one empty cell of a unique puzzle (one the fast chain must guess on) a
    digit that does not clash but is not
    the solution's: any solution of the new puzzle would be a second solution of
    the old one. Keep the first such change (in reading order) on which the
    deductions of the fast chain get stuck rather than broken, so only a search
    can prove it impossible. (The solver only picks the example; the checker proves it.)
    """
    return list(_wrong_given_puzzle())


@functools.cache
def _wrong_given_puzzle() -> tuple[int, ...]:
    """The search behind :func:`wrong_given_puzzle`, done once."""
    puzzle, solution = givens_of(GUESSING_PUZZLE), the_solution(GUESSING_PUZZLE)
    deductions = Solver(strategies=[s for s in FAST_CHAIN if not isinstance(s, Guess)])
    for index in range(81):
        for digit in sorted(checker.options(puzzle, index) - {solution[index]}):
            changed = list(puzzle)
            changed[index] = digit
            if deductions.solve(Board(givens=changed)).status == STUCK:
                return tuple(changed)
    raise AssertionError("no such change found")


def test_the_puzzles_built_to_have_no_solution_are_what_they_claim():
    grid, index = dead_cell_puzzle()
    assert checker.is_consistent(grid) and 0 in grid
    assert checker.options(grid, index) == set()
    assert checker.count_solutions(grid) == 0
    grid = wrong_given_puzzle()
    assert checker.is_consistent(grid)
    assert all(checker.options(grid, i) for i in range(81) if not grid[i])
    assert checker.count_solutions(grid) == 0


# -- solving -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [CLASSIC_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES],
                         ids=["classic", "hard", "17 clues"])
def test_solve_finds_a_solution_that_the_checker_accepts(text):
    board = Board.from_text(text)
    result = Solver().solve(board)
    assert result.status == SOLVED and result.is_solved
    assert checker.problems(result.grid, givens_of(text)) == []
    assert result.grid == board.values()
    assert board.is_solved()


def test_the_empty_grid_solves_to_a_valid_full_grid():
    result = Solver().solve(Board())
    assert result.status == SOLVED
    assert checker.is_solution(result.grid)


def test_a_grid_with_one_clue_solves_and_keeps_it():
    givens = [0] * 81
    givens[40] = 7  # r5c5
    result = Solver().solve(Board(givens=givens))
    assert result.status == SOLVED
    assert checker.problems(result.grid, givens) == []


def test_a_full_valid_grid_is_solved_with_no_steps():
    full = the_solution(CLASSIC_PUZZLE)
    result = Solver().solve(Board(givens=full))
    assert result.status == SOLVED
    assert result.steps == [] and result.guesses == 0 and result.tallies == {}
    assert result.grid == full


@pytest.mark.parametrize("build", [lambda: dead_cell_puzzle()[0], wrong_given_puzzle],
                         ids=["dead cell", "wrong given"])
def test_a_puzzle_without_solution_says_so_and_leaves_the_board_at_its_givens(build):
    givens = build()
    board = Board(givens=givens)
    before = state(board)
    result = Solver().solve(board)
    assert result.status == NO_SOLUTION and not result.is_solved
    assert result.grid == givens
    assert state(board) == before
    assert result.guesses == result.backtracks  # every guess was refuted


def test_the_solver_has_to_search_to_refute_a_wrong_given():
    result = Solver().solve(Board(givens=wrong_given_puzzle()))
    assert result.status == NO_SOLUTION
    assert result.guesses > 0


def test_replaying_the_steps_from_the_givens_gives_the_same_grid():
    board = Board.from_text(HARD_PUZZLE)
    result = Solver().solve(board)
    board.reset()
    for step in result.steps:
        step.apply(board)
    assert board.values() == result.grid


def test_steps_can_be_undone_back_to_the_givens():
    board = Board.from_text(HARD_PUZZLE)
    before = state(board)
    result = Solver().solve(board)
    for step in reversed(result.steps):
        step.undo(board)
    assert state(board) == before


# -- counting ----------------------------------------------------------------------------------


def several_solutions_puzzle() -> list[int]:
    """The classic puzzle with givens taken away, in reading order, until it has two solutions."""
    puzzle = givens_of(CLASSIC_PUZZLE)
    for index in range(81):
        if puzzle[index]:
            puzzle[index] = 0
            if checker.count_solutions(puzzle) == 2:
                return puzzle
    raise AssertionError("never lost uniqueness")


@pytest.mark.parametrize("build, expected", [
    (lambda: givens_of(CLASSIC_PUZZLE), 1),
    (lambda: givens_of(HARD_PUZZLE), 1),
    (several_solutions_puzzle, 2),
    (lambda: [0] * 81, 2),
    (lambda: dead_cell_puzzle()[0], 0),
    (wrong_given_puzzle, 0),
], ids=["classic", "hard", "several", "empty", "dead cell", "wrong given"])
def test_count_solutions_agrees_with_the_checker_and_leaves_the_board_unchanged(build, expected):
    givens = build()
    assert checker.count_solutions(givens, limit=2) == expected  # the referee's count
    board = Board(givens=givens)
    before = state(board)
    assert Solver().count_solutions(board) == expected
    assert state(board) == before


def test_count_solutions_stops_at_its_limit():
    assert Solver().count_solutions(Board(), limit=5) == 5


def test_count_solutions_leaves_moves_made_before_it_in_place():
    board = Board.from_text(CLASSIC_PUZZLE)
    solution = the_solution(CLASSIC_PUZZLE)
    cell = board.cell("r1c3")
    board.place(cell, solution[cell.index])
    board.eliminate(board.cell("r1c4"), next(iter(board.candidates(board.cell("r1c4"))
                                                  - {solution[3]})))
    before = state(board)
    assert Solver().count_solutions(board) == 1
    assert state(board) == before


# -- chains without guessing -------------------------------------------------------------------


def test_singles_alone_get_stuck_on_a_hard_puzzle_without_guessing():
    board = Board.from_text(HARD_PUZZLE)
    solution = the_solution(HARD_PUZZLE)
    result = Solver(strategies=[HiddenSingle(), NakedSingle()]).solve(board)
    assert result.status == STUCK and not result.is_solved
    assert result.guesses == 0 and not any(step.is_guess for step in result.steps)
    assert result.grid == board.values() and not board.is_complete()
    # every placement made is the solution's digit
    for index, value in enumerate(result.grid):
        assert value in (0, solution[index])
    # ... and stuck means stuck: by the rules alone, no single is left
    grid = result.grid
    for index in range(81):
        if not grid[index]:
            assert len(checker.options(grid, index)) > 1
    for name, group in checker.units():
        for digit in checker.DIGITS - {grid[i] for i in group}:
            assert sum(digit in checker.options(grid, i) for i in group) > 1, (name, digit)


def test_a_chain_of_guessing_alone_is_plain_backtracking_and_still_solves():
    result = Solver(strategies=[Guess()]).solve(Board.from_text(HARD_PUZZLE))
    assert result.status == SOLVED
    assert checker.problems(result.grid, givens_of(HARD_PUZZLE)) == []
    assert set(result.tallies) == {"guess"}


def test_an_empty_chain_is_stuck_at_once():
    board = Board.from_text(CLASSIC_PUZZLE)
    result = Solver(strategies=[]).solve(board)
    assert result.status == STUCK and result.steps == []
    assert result.grid == givens_of(CLASSIC_PUZZLE)


# -- what the result tells ---------------------------------------------------------------------


def test_tallies_add_up_to_the_steps_when_there_is_no_guess():
    result = Solver().solve(Board.from_text(CLASSIC_PUZZLE))
    assert result.guesses == 0 and result.backtracks == 0
    assert sum(tally.steps for tally in result.tallies.values()) == len(result.steps)
    for name, tally in result.tallies.items():
        mine = [step for step in result.steps if step.strategy == name]
        assert tally.steps == len(mine)
        assert tally.placements == sum(len(step.placements) for step in mine)
        assert tally.eliminations == sum(len(step.eliminations) for step in mine)
    placed = sum(tally.placements for tally in result.tallies.values())
    assert placed == givens_of(CLASSIC_PUZZLE).count(0)


def test_tallies_count_abandoned_branches_too():
    result = Solver().solve(Board.from_text(GUESSING_PUZZLE))
    assert result.guesses > 0
    assert result.tallies["guess"].steps == result.guesses
    assert result.backtracks <= result.guesses
    for name, tally in result.tallies.items():
        on_the_path = sum(step.strategy == name for step in result.steps)
        assert tally.steps >= on_the_path


@pytest.mark.parametrize("text", [CLASSIC_PUZZLE, HARD_PUZZLE, GUESSING_PUZZLE],
                         ids=["classic", "hard", "guessing"])
def test_every_step_explains_itself_truly(text):
    """Replay the path and check each sentence's claim on the board it was made on."""
    board = Board.from_text(text)
    result = Solver().solve(board)
    solution, guessed = the_solution(text), False
    board.reset()
    for step in result.steps:
        guessed = guessed or step.is_guess
        sentence = str(step)
        assert SENTENCE.match(sentence), sentence
        assert sentence.startswith(step.results() + ": " + step.strategy)
        grid = board.values()
        if step.strategy == "hidden single":
            (cell, digit), = step.placements
            (container,) = step.containers
            assert step.reason == f"the only place for {digit} in {container.name}"
            places = [c for c in container.cells if board.has_candidate(c, digit)]
            assert places == [cell]
            assert cell.index in unit_named(container.name)  # a row, column or box of the rules
        elif step.strategy == "naked single":
            (cell, digit), = step.placements
            assert step.reason == f"{digit} is the only candidate left in {cell.name}"
            assert board.candidates(cell) == {digit}
        elif step.strategy == "guess":
            (cell, digit), = step.placements
            count = len(board.candidates(cell))
            assert step.reason == f"trying {digit} of the {count} candidates of {cell.name}"
            assert count >= 2 and digit in board.candidates(cell)
        elif step.strategy == "backtrack":
            assert not step.placements
            (cell, digit), = step.eliminations
            assert step.reason == f"guessing {digit} at {cell.name} led to a contradiction"
            assert digit != solution[cell.index]
        else:  # a technique whose words this test does not know: its results must hold
            assert step.reason, sentence
            if not guessed:
                assert all(solution[cell.index] == digit for cell, digit in step.placements)
                assert all(solution[cell.index] != digit for cell, digit in step.eliminations)
        assert checker.is_consistent(grid)
        step.apply(board)
    assert board.values() == result.grid


def test_the_first_step_of_the_classic_puzzle_reads_like_a_player_s_note():
    board = Board.from_text(CLASSIC_PUZZLE)
    first = Solver().solve(board).steps[0]
    (cell, digit), = first.placements
    (container,) = first.containers
    assert str(first) == f"{cell.name}={digit}: hidden single, the only place for {digit} " \
                         f"in {container.name}"
    assert re.fullmatch(r"r\dc\d=\d: hidden single, the only place for \d in (row|column|box) \d",
                        str(first))


@pytest.mark.parametrize("text", [CLASSIC_PUZZLE, HARD_PUZZLE, SEVENTEEN_CLUES],
                         ids=["classic", "hard", "17 clues"])
def test_every_step_before_the_first_guess_agrees_with_the_solution(text):
    solution = the_solution(text)
    result = Solver().solve(Board.from_text(text))
    before_guessing = list(steps_before_the_first_guess(result.steps))
    assert before_guessing, "the puzzle should give some deductions before any guess"
    for step in before_guessing:
        for cell, digit in step.placements:
            assert digit == solution[cell.index], str(step)
        for cell, digit in step.eliminations:
            assert digit != solution[cell.index], str(step)
    assert result.grid == solution


@pytest.mark.parametrize("text, bound", [
    (SEVENTEEN_CLUES, 10),  # observed: 0 guesses (hidden singles carry it)
    (HARD_PUZZLE, 10),  # observed: 0 guesses (locked candidates carry it)
    (GUESSING_PUZZLE, 100),  # observed: 26 guesses
], ids=["17 clues", "hard", "guessing"])
def test_guessing_is_bounded(text, bound):
    result = Solver().solve(Board.from_text(text))
    assert result.is_solved
    assert result.guesses < bound
    # on the path, each empty cell is filled once, by one step each
    assert sum(len(step.placements) for step in result.steps) == givens_of(text).count(0)
    assert sum(1 for step in result.steps if step.placements) == givens_of(text).count(0)
    # the other steps strike out: a refuted guess, or what locked candidates rule out
    for step in result.steps:
        if not step.placements:
            assert step.strategy in ("backtrack", "pointing", "claiming"), str(step)


def test_results_of_a_solve_print_as_the_puzzle_line():
    result = Solver().solve(Board.from_text(CLASSIC_PUZZLE))
    line = format_line(result.grid)
    assert checker.is_solution(checker.parse_line(line), givens_of(CLASSIC_PUZZLE))


# Bad input to the library is refused with a SudokuError that says what is wrong.


@pytest.mark.parametrize("call, entry", [
    (lambda: Solver().solve(CLASSIC_PUZZLE), "Solver.solve"),
    (lambda: Solver().count(CLASSIC_PUZZLE), "Solver.count"),
    (lambda: Solver().count_solutions(CLASSIC_PUZZLE), "Solver.count_solutions"),
], ids=["solve", "count", "count_solutions"])
def test_puzzle_text_where_a_board_is_wanted_is_told_how_to_make_one(call, entry):
    with pytest.raises(SudokuError, match=rf"^{re.escape(entry)} needs a Board, not the text .*"
                                          r"Board\.from_text\(text\)"):
        call()


@pytest.mark.parametrize("chain, named", [
    (["naked-single"], r"strategies\[0\] is the name 'naked-single'.*by_name\('naked-single'\)"),
    ([NakedSingle(), HiddenSingle], r"strategies\[1\] is the class HiddenSingle.*HiddenSingle\(\)"),
    ([None], r"strategies\[0\] is NoneType None, not a strategy"),
    ("naked-single", r"strategies are a list of Strategy objects, not the name 'naked-single'"),
    (NakedSingle(), r"strategies are a list of Strategy objects, not the strategy NakedSingle\(\)"),
], ids=["name", "class", "None", "one name", "one strategy"])
def test_a_chain_of_what_is_not_a_strategy_is_refused_naming_the_item(chain, named):
    with pytest.raises(SudokuError, match=named):
        Solver(chain)
    with pytest.raises(SudokuError, match=named):
        link(chain)
    with pytest.raises(SudokuError, match=named):
        chain_for(CLASSIC, chain)


@pytest.mark.parametrize("limit", [0, -1, 1.5, "2", None, True])
def test_a_count_limit_below_one_or_not_a_whole_number_is_refused(limit):
    board = Board.from_text(CLASSIC_PUZZLE)
    with pytest.raises(SudokuError, match=rf"limit must be a whole number of at least 1; "
                                          rf"got {re.escape(repr(limit))}"):
        Solver().count_solutions(board, limit=limit)
    assert board.values() == givens_of(CLASSIC_PUZZLE)  # refused before touching the board


def test_a_count_limit_of_one_stops_at_the_first_solution():
    assert Solver().count_solutions(Board(), limit=1) == 1


@pytest.mark.parametrize("broken, message", [
    (broken_strategies.Nothing(), "the strategy 'nothing' gave a step that changes nothing (no move)"),
    (broken_strategies.Raises(), "the strategy 'buggy' failed in find: KeyError: 'no such key'"),
    (broken_strategies.Text(), "the strategy 'chatty' returned str from find; a strategy returns a Step, or "
              "None when it finds nothing"),
])
def test_a_broken_strategy_is_named_by_the_solver(broken, message):
    """A strategy of one's own that breaks its promise stops the solve with one sentence that
    names it, not a loop without end or an error from deep inside the solver."""
    board = Board.from_text(CLASSIC_PUZZLE)
    with pytest.raises(SudokuError, match=f"^{re.escape(message)}"):
        Solver([broken, HiddenSingle(), NakedSingle(), Guess()]).solve(board)
