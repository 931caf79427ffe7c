"""Bounds that hold: ``--timeout`` and ``--max-guesses`` end every command in time (issue 16).

A command given ``--timeout T`` must end within ``T * 1.5 + 1`` seconds, on every layout,
the count of solutions and whatever runs before the search included. The time-out tests
assert that upper bound on the wall clock, and nothing else about speed: each puzzle
below runs far longer without the bound (the figures in its note were measured before the
bound held). The ``--max-guesses`` tests count guesses and steps, never seconds.
"""

from __future__ import annotations

import copy
import time

import pytest
from conftest import CLASSIC_PUZZLE, HARD_PUZZLE

from sudoku import Board, Solver
from sudoku.formats import parse
from sudoku.hint import hint
from sudoku.rating import rate
from sudoku.shapes import named
from sudoku.strategies import HUMAN_CHAIN, Deadline, OutOfTime, Strategy, assuming_unique

NO_SOLUTION = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
"""The puzzle with no solution of Norvig's essay. The human chain sees it at its first step,
but the solver's fast chain needs a search of hundreds of seconds to prove it, so counting
its solutions (what ``hint`` does first) took 289 s."""

UNIQUE_RECTANGLE = (
    "249.6...3.3....2..8.......5.....6......2......1..4.82..9.5..7....4.....1.7...3...")
"""Rated by a unique rectangle: the human chain counts the solutions (with 9 guesses) when it
first meets the rectangle, after 13 steps."""

SPARSE_16 = (  # 64 givens of a full grid: several solutions, slow to count to two
    "5.....3.E......."
    ".9....46...G...C"
    "....F.GC....3B.9"
    "...........4..GF"
    "..98...F.....6.."
    ".7..6.....D.C9.8"
    "..B.........1..."
    "C...3....4.F...."
    ".......B........"
    ".....6..B......."
    "..E....A...1..D."
    "B......E...2...."
    ".4......7......."
    "215D.....G6....."
    ".3C.4.....9A...E"
    "6GF.A.2....B8...")
"""A 16x16 whose ``hint`` took more than 60 s."""

SPARSE_25 = (  # 25 givens of a full grid
    ".........J..........H.M.."
    "........................."
    ".....L................N.."
    "........................."
    "...........K............."
    "...................G....O"
    "...A....................."
    "........................."
    "........................."
    "...............V...O....."
    ".G......W...O.........F.."
    "UE......................."
    "........................."
    "..................W......"
    "....T................K..."
    "........................."
    "........................."
    "........................."
    ".............VJ........W."
    "........................."
    "........M.........S......"
    "............W............"
    "........................Y"
    "......P..............F.I."
    "....E....................")
"""A 25x25 whose ``hint`` took 36 s and ``explain --guess`` 27 s."""

SPARSE_JIGSAW = "...1..............................2.....9....4..6................79..5..........."
"""Nine givens on the built-in jigsaw: its ``hint`` took more than 60 s, its
``explain --guess`` 14 s (2606 guesses)."""


def within(timeout: float) -> float:
    """The most seconds a command given ``--timeout timeout`` may take.

    Generous, so that a busy machine does not fail the test: what it tells apart is a
    command that stops at its timeout from one that runs on for minutes.
    """
    return timeout * 1.5 + 1.0


def timed(sudoku, *args: str) -> tuple[float, int, str, str]:
    """Run the command line in this process: (seconds, exit code, stdout, stderr)."""
    started = time.perf_counter()
    code, out, err = sudoku(*args)
    return time.perf_counter() - started, code, out, err


class Ponder(Strategy):
    """A technique whose one ``find`` would take a minute, reading its deadline as it goes."""

    name = "ponder"

    def find(self, board):
        for _ in range(6000):
            time.sleep(0.01)
            self.deadline.check()


# --- the cooperative deadline --------------------------------------------------------------

def test_a_long_find_ends_at_the_deadline_and_leaves_the_board_as_it_was():
    board = Board.from_text(CLASSIC_PUZZLE)
    started = time.perf_counter()
    result = Solver([Ponder()], timeout=0.3).solve(board)
    assert time.perf_counter() - started <= within(0.3)
    assert result.status == "gave_up" and result.steps == []
    assert board.values() == Board.from_text(CLASSIC_PUZZLE).values()


def test_one_deadline_shared_by_two_searches_bounds_both_together():
    deadline = Deadline(0.3)
    started = time.perf_counter()
    first = Solver([Ponder()], deadline=deadline).solve(Board.from_text(CLASSIC_PUZZLE))
    second = Solver(deadline=deadline).solve(Board())  # an empty grid needs guesses
    assert time.perf_counter() - started <= within(0.3)
    assert (first.status, second.status, second.guesses) == ("gave_up", "gave_up", 0)


def test_a_rating_gives_up_at_its_timeout_inside_a_long_technique():
    started = time.perf_counter()
    singles_then_ponder = [*HUMAN_CHAIN[:3], Ponder()]  # singles get stuck on HARD_PUZZLE
    rating = rate(Board.from_text(HARD_PUZZLE), singles_then_ponder, timeout=0.3)
    assert time.perf_counter() - started <= within(0.3)
    assert rating.status == "gave_up"


def test_a_find_cut_short_changes_nothing_that_a_later_find_could_see():
    def stuck_board() -> Board:  # where singles and locked candidates run out
        board = Board.from_text(HARD_PUZZLE)
        Solver(HUMAN_CHAIN[:5]).solve(board)
        return board

    board, fresh, cut_short = stuck_board(), stuck_board(), 0
    for strategy in assuming_unique(HUMAN_CHAIN):
        hurried = copy.copy(strategy)
        hurried.deadline = Deadline(0)
        try:
            hurried.find(board)
        except OutOfTime:
            cut_short += 1
        assert str(strategy.find(board)) == str(strategy.find(fresh))
    assert cut_short >= 10  # the techniques that search read their deadline
    assert [board.candidates(cell) for cell in board.cells] == \
        [fresh.candidates(cell) for cell in fresh.cells]


# --- rate --------------------------------------------------------------------------------

def test_rate_max_guesses_bounds_the_count_of_solutions_and_gives_up_past_it(sudoku):
    code, out, _ = sudoku("rate", "--max-guesses", "0", UNIQUE_RECTANGLE)
    assert (code, out) == (1, "gave up after 13 steps (--timeout or --max-guesses)\n")
    assert rate(Board.from_text(UNIQUE_RECTANGLE), max_guesses=8).status == "gave_up"
    unbounded = sudoku("rate", UNIQUE_RECTANGLE)
    assert unbounded == sudoku("rate", "--max-guesses", "9", UNIQUE_RECTANGLE)
    assert unbounded[:2] == (0, "unique rectangle type 4 4.6 fiendish, 67 steps\n")
    # The human chain never guesses: a rating that needs no count is not bounded at all.
    code, out, _ = sudoku("rate", "--max-guesses", "0", CLASSIC_PUZZLE)
    assert (code, out) == (0, "hidden single 1.2 easy, 51 steps\n")


# --- hint --------------------------------------------------------------------------------

@pytest.mark.parametrize("layout, puzzle", [("16x16", SPARSE_16), ("25x25", SPARSE_25)],
                         ids=["16x16", "25x25"])
def test_hint_gives_up_within_its_timeout(sudoku, layout, puzzle):
    seconds, code, out, err = timed(sudoku, "hint", "--timeout", "0.5", "--layout", layout, puzzle)
    assert seconds <= within(0.5)
    assert code == 1 and out.startswith("gave up:")
    assert err == "sudoku: no hint within --timeout 0.5; raise it to let it work longer\n"


@pytest.mark.parametrize("layout, puzzle, timeout, verdict", [
    ("9x9", NO_SOLUTION, 2.0, "no solution:"),
    ("jigsaw", SPARSE_JIGSAW, 5.0, "several solutions:")],
    ids=["9x9", "jigsaw"])
def test_hint_settles_within_its_timeout_what_used_to_take_minutes(sudoku, layout, puzzle,
                                                                   timeout, verdict):
    # A short count, then the human chain: Norvig's puzzle breaks at the chain's first step,
    # and the sparse jigsaw's count finds two solutions before it runs out. The jigsaw's
    # verdict takes about 0.3 s of work alone, more on a slow or busy machine: the timeouts
    # leave room for that, so that the verdict does not depend on the machine's speed.
    seconds, code, out, _ = timed(sudoku, "hint", "--timeout", str(timeout), "--layout", layout,
                                  puzzle)
    assert seconds <= within(timeout)
    assert code == 1 and out.startswith(verdict)


def test_hint_max_guesses_bounds_the_count_of_solutions(sudoku):
    code, out, _ = sudoku("hint", "--max-guesses", "10", "--layout", "16x16", SPARSE_16)
    assert (code, out) == (1, "gave up: the time or the guesses ran out before a hint was found\n")
    assert hint(Board(named("16x16"), parse(SPARSE_16, named("16x16"))),
                max_guesses=10).status == "gave_up"
    # The human chain never guesses: it settles Norvig's puzzle with no guess at all.
    assert sudoku("hint", "--max-guesses", "0", NO_SOLUTION)[:2] == \
        (1, "no solution: the givens admit none\n")
    # A puzzle that singles finish is counted without a guess.
    assert sudoku("hint", "--max-guesses", "0", CLASSIC_PUZZLE)[0] == 0


def test_hint_and_explain_wait_a_minute_at_most_by_default(sudoku, capsys):
    for command in ("hint", "explain"):
        with pytest.raises(SystemExit):
            sudoku(command, "--help")
        usage = " ".join(capsys.readouterr().out.split())
        assert "--timeout SECONDS" in usage and "(default 60)" in usage
        assert "--max-guesses N" in usage


# --- explain -----------------------------------------------------------------------------

@pytest.mark.parametrize("layout, puzzle", [("25x25", SPARSE_25), ("jigsaw", SPARSE_JIGSAW)],
                         ids=["25x25", "jigsaw"])
def test_explain_gives_up_within_its_timeout(sudoku, layout, puzzle):
    seconds, code, out, _ = timed(sudoku, "explain", "--guess", "--timeout", "0.5",
                                  "--layout", layout, puzzle)
    assert seconds <= within(0.5)
    assert code == 1 and out.splitlines()[-1].startswith("gave up after")


def test_explain_max_guesses_bounds_the_guesses_and_the_count_of_solutions(sudoku):
    code, out, _ = sudoku("explain", "--guess", "--max-guesses", "3", "." * 81)
    lines = out.splitlines()
    assert code == 1 and sum(line.lstrip("| ").startswith("guess ") for line in lines) == 3
    assert lines[-1] == "gave up after 0 steps and 3 guesses (--timeout or --max-guesses)"
    code, out, _ = sudoku("explain", "--max-guesses", "0", UNIQUE_RECTANGLE)
    assert code == 1 and out.splitlines()[-1].startswith("gave up after 13 steps")
