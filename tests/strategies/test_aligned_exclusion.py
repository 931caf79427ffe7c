"""Aligned pair and triple exclusion: every filling of two or three cells, against their excluders.

The positions are real: Sudoku Explainer's path through a generated puzzle
reached them, and SE takes the step checked here there (its rater rates both
puzzles as the se scale does). A plain count of the fillings, written
independently of the strategy's, checks what it strikes.
"""

from __future__ import annotations

from itertools import combinations, product

import pytest

from sudoku import Board, Solver
from sudoku.position import read_position
from sudoku.scales import scale
from sudoku.scales.se_solve import solve, techniques
from sudoku.scales.se_steps import Numbered
from sudoku.strategies import AlignedExclusion
from sudoku.strategies.aligned_exclusion import survivors

from .positions import PUZZLES, check_sound

#: On SE's path through a generated puzzle (SE rates it 7.1). r7c2 (1, 8 or 9) and r8c2 both
#: see r5c2 (4 or 9), r8c1 (1 or 4) and r8c3 (4 or 8). With r8c2=4 they are left 9, 1 and 8,
#: and r7c2 has none of its three: r8c2 is not 4.
PAIR_PUZZLE = "5.7.1.......2.4....2695..3..........3.157..8.6....85.2..5..634....7.92......4...8"
PAIR = """
    5   489  7   | 68 1  3 | 469  2    469
    89  138  39  | 2  68 4 | 1679 5679 15679
    14  2    6   | 9  5  7 | 8    3    14
    28  5    28  | 46 69 1 | 479  79   3
    3   49   1   | 5  7  2 | 469  8    469
    6   7    49  | 34 39 8 | 5    1    2
    789 189  5   | 18 2  6 | 3    4    179
    14  1346 48  | 7  38 9 | 2    56   156
    279 369  239 | 13 4  5 | 1679 679  8"""

#: On SE's path through another (SE rates it 7.5, and takes this step). r1c9, r3c9 (2 or 7)
#: and r9c7 (2 or 8) all see r1c7 (2 or 3), r7c9 (1, 3 or 6) and r8c9 (3, 7 or 8). With
#: r1c9=3, r1c7 is 2, so r3c9 is 7, r8c9 is 8, and r9c7 (2 or 8) has neither.
TRIPLE_PUZZLE = "4...18.....5....893....6.5..8....7..1.....63....4....5852.7....6...2..4..4.1....."
TRIPLE = """
    4  29  79   | 5    1    8     | 23  267 2367
    27 6   5    | 237  4    237   | 1   8   9
    3  1   8    | 27   9    6     | 4   5   27
    5  8   3469 | 2369 36   1239  | 7   129 124
    1  279 479  | 2789 58   2579  | 6   3   248
    27 379 3679 | 4    368  12379 | 289 129 5
    8  5   2    | 36   7    4     | 39  169 136
    6  37  1    | 389  2    39    | 5   4   378
    9  4   37   | 1    3568 35    | 28  267 23678"""

#: Puzzles of our generator that SE rates 7.5, each for an aligned triple exclusion.
RATED_7_5 = (
    TRIPLE_PUZZLE,
    "5......3....7..8.....234....79.8.1..364.............9..17...26....1...8..5..9.3..",
    "9..3.1....4.5...6.2.1.7.......9.......9..23.53....87...36...4.....1....78.....651",
    "4...16..88..9.7.5.......9....72..3.5..51.....1......7..6..9.......82...42...51...",
    "2.1.5....6.....49..4..96..3163.2..7.5....983..8..3.1..........7.5....62.9......51",
    "..6.4..9..9...8....2...546...8...2.3.........2..1..6....3..192..1.9..53.4...5...6",
    "7....1........9.36.9.84.7...6..8..4.........1..5........23.8..4.762..9...8..1...7",
)


def solution_of(puzzle: str) -> list[int]:
    return Solver().solve(Board.from_text(puzzle)).grid


def plain_survivors(base, excluders) -> list[int]:
    """The digits of each base cell that some filling uses, by listing every filling."""
    kept = [0] * len(base)
    for digits in product(*(sorted(cell.candidates) for cell in base)):
        if any(digits[i] == digits[j] and base[i] in base[j].peers
               for i, j in combinations(range(len(base)), 2)):
            continue
        if any(set(excluder.candidates) <= set(digits) for excluder in excluders):
            continue
        for i, digit in enumerate(digits):
            kept[i] |= 1 << digit
    return kept


def excluders_of(board, base, size: int) -> list:
    """The cells that see every base cell and hold two to ``size`` candidates."""
    return [cell for cell in board.cells
            if not cell.digit and 2 <= len(cell.candidates) <= size
            and all(cell in each.peers for each in base)]


def test_an_aligned_pair_exclusion():
    board = read_position(PAIR).board()
    steps = list(AlignedExclusion(2).find_all(board))
    assert [str(step) for step in steps] == [
        "r8c2<>4: aligned pair exclusion, r7c2 and r8c2 both see r5c2 (4 or 9), r8c1 (1 or 4) "
        "and r8c3 (4 or 8): no way to fill them that leaves each of those a digit and repeats "
        "none in a house has 4 in r8c2"]
    assert solution_of(PAIR_PUZZLE)[board.cell("r8c2").index] != 4


def test_an_aligned_triple_exclusion():
    board = read_position(TRIPLE).board()
    steps = list(AlignedExclusion(3).find_all(board))
    assert [step.results() for step in steps] == ["r1c9<>3", "r7c7<>3"]
    assert [cell.name for cell in steps[0].cells] == ["r1c9", "r3c9", "r9c7"]
    assert "r1c7 (2 or 3), r7c9 (1, 3 or 6) and r8c9 (3, 7 or 8)" in steps[0].reason
    solution = solution_of(TRIPLE_PUZZLE)
    assert all(solution[cell.index] != digit for step in steps for cell, digit in step.eliminations)
    assert AlignedExclusion(2).find(board) is None  # a pair does not do it


@pytest.mark.parametrize("size", [2, 3])
def test_the_strikes_are_what_a_plain_count_of_the_fillings_leaves(size):
    checked = 0
    for text in (PAIR, TRIPLE):
        board = read_position(text).board()
        open_cells = [cell for cell in board.cells if not cell.digit]
        # What excluders_of finds for each base, as the common part of the cells' own
        # excluders: the same cells, read at a fraction of the cost for every base there is.
        sees = {cell: set(excluders_of(board, [cell], size)) for cell in open_cells}
        for base in combinations(open_cells, size):
            excluders = sorted(set.intersection(*map(sees.get, base)))
            if len(excluders) < 2 or len(excluders) > 4:
                continue
            held = [cell.candidate_bits for cell in excluders]
            assert survivors(base, held) == plain_survivors(base, excluders), base
            checked += 1
    assert checked > 100
    for text in (PAIR, TRIPLE):
        board = read_position(text).board()
        for step in AlignedExclusion(size).find_all(board):
            kept = plain_survivors(step.cells, excluders_of(board, step.cells, size))
            struck = {(cell, digit) for cell, mask in zip(step.cells, kept)
                      for digit in cell.candidates if not mask >> digit & 1}
            assert set(step.eliminations) == struck


@pytest.mark.parametrize("size", [2, 3])
@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_aligned_exclusion_on_a_human_solve_is_sound(size, puzzle):
    check_sound(AlignedExclusion(size), puzzle)


class Probe(Numbered):
    """Asks both sizes at every position of SE's path, by ``find`` (which skips what its notes
    say is quiet) and ``find_all`` (which skips nothing), and checks each step found."""

    def __init__(self, solution):
        super().__init__("probe", 0.0)
        self.solution, self.asked, self.found = solution, 0, 0
        self.sizes = (AlignedExclusion(2), AlignedExclusion(3))

    def find_all(self, board):
        for strategy in self.sizes:
            first = strategy.find(board)
            every = list(strategy.find_all(board))
            assert (first is None) == (not every), f"{strategy!r}: the notes hid a step"
            for step in every:
                assert all(self.solution[cell.index] != digit for cell, digit in step.eliminations)
            self.asked, self.found = self.asked + 1, self.found + len(every)
        return iter(())


@pytest.mark.parametrize("puzzle", [PAIR_PUZZLE, TRIPLE_PUZZLE])
def test_the_notes_hide_no_step_along_a_path(puzzle):
    board = Board.from_text(puzzle)
    probe = Probe(solution_of(puzzle))
    path = solve(board, (probe, *techniques()))
    assert path.status == "solved" and probe.asked > 100 and probe.found


@pytest.mark.parametrize("puzzle", RATED_7_5)
def test_se_rates_an_aligned_triple_exclusion_7_5(puzzle):
    rated = scale("se").rate(Board.from_text(puzzle))
    assert (rated.number, rated.figures["ep"], rated.figures["ed"]) == (7.5, 1.2, 1.2)
    assert rated.hardest == "Aligned Triplet Exclusion"
    solution = solution_of(puzzle)
    assert rated.rating.result.grid == solution
    for step in rated.rating.result.steps:
        if step.strategy == rated.hardest:
            assert all(solution[cell.index] != digit for cell, digit in step.eliminations)


def test_a_pair_changes_the_path_as_it_does_se_s():
    rated = scale("se").rate(Board.from_text(PAIR_PUZZLE))
    assert (rated.number, rated.hardest) == (7.1, "Forcing Chain")
    assert "Aligned Pair Exclusion" in [step.strategy for step in rated.rating.result.steps]


def test_the_size_is_two_or_three():
    with pytest.raises(ValueError, match="2 or 3"):
        AlignedExclusion(4)
